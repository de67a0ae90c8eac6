// Differential: every rewrite pass and option prints byte for byte what
// mlir-opt 22 prints on the inputs of this folder.
// REQUIRES: mlir-opt
// RUN: ncc-opt %S/canonicalize.mlir -canonicalize -split-input-file > %t.ncc
// RUN: %{mlir-opt} %S/canonicalize.mlir -canonicalize -split-input-file > %t.mlir
// RUN: diff %t.ncc %t.mlir
// RUN: ncc-opt %S/canonicalize.mlir -p 'builtin.module(func.func(canonicalize,cse))' -split-input-file > %t.ncc
// RUN: %{mlir-opt} %S/canonicalize.mlir -p 'builtin.module(func.func(canonicalize,cse))' -split-input-file > %t.mlir
// RUN: diff %t.ncc %t.mlir
// RUN: ncc-opt %S/canonicalize-options.mlir -allow-unregistered-dialect -canonicalize='top-down=false' > %t.ncc
// RUN: %{mlir-opt} %S/canonicalize-options.mlir -allow-unregistered-dialect -canonicalize='top-down=false' > %t.mlir
// RUN: diff %t.ncc %t.mlir
// RUN: ncc-opt %S/canonicalize-options.mlir -allow-unregistered-dialect -canonicalize='region-simplify=disabled' > %t.ncc
// RUN: %{mlir-opt} %S/canonicalize-options.mlir -allow-unregistered-dialect -canonicalize='region-simplify=disabled' > %t.mlir
// RUN: diff %t.ncc %t.mlir
// RUN: ncc-opt %S/canonicalize-options.mlir -allow-unregistered-dialect -canonicalize='region-simplify=aggressive' > %t.ncc
// RUN: %{mlir-opt} %S/canonicalize-options.mlir -allow-unregistered-dialect -canonicalize='region-simplify=aggressive' > %t.mlir
// RUN: diff %t.ncc %t.mlir
// RUN: ncc-opt %S/canonicalize-options.mlir -allow-unregistered-dialect -canonicalize='max-iterations=1' > %t.ncc
// RUN: %{mlir-opt} %S/canonicalize-options.mlir -allow-unregistered-dialect -canonicalize='max-iterations=1' > %t.mlir
// RUN: diff %t.ncc %t.mlir
// RUN: ncc-opt %S/canonicalize-options.mlir -allow-unregistered-dialect -canonicalize='max-num-rewrites=0' > %t.ncc
// RUN: %{mlir-opt} %S/canonicalize-options.mlir -allow-unregistered-dialect -canonicalize='max-num-rewrites=0' > %t.mlir
// RUN: diff %t.ncc %t.mlir
// RUN: ncc-opt %S/canonicalize-options.mlir -allow-unregistered-dialect -canonicalize='disable-patterns={(anonymous namespace)::AddIAddConstant}' > %t.ncc
// RUN: %{mlir-opt} %S/canonicalize-options.mlir -allow-unregistered-dialect -canonicalize='disable-patterns={(anonymous namespace)::AddIAddConstant}' > %t.mlir
// RUN: diff %t.ncc %t.mlir
// RUN: ncc-opt %S/cse.mlir -allow-unregistered-dialect -cse > %t.ncc
// RUN: %{mlir-opt} %S/cse.mlir -allow-unregistered-dialect -cse > %t.mlir
// RUN: diff %t.ncc %t.mlir
// RUN: ncc-opt %S/cf-canonicalize.mlir -allow-unregistered-dialect -canonicalize -split-input-file > %t.ncc
// RUN: %{mlir-opt} %S/cf-canonicalize.mlir -allow-unregistered-dialect -canonicalize -split-input-file > %t.mlir
// RUN: diff %t.ncc %t.mlir
// RUN: ncc-opt %S/inline.mlir -inline > %t.ncc
// RUN: %{mlir-opt} %S/inline.mlir -inline > %t.mlir
// RUN: diff %t.ncc %t.mlir
// RUN: ncc-opt %S/inline.mlir -inline='default-pipeline=' > %t.ncc
// RUN: %{mlir-opt} %S/inline.mlir -inline='default-pipeline=' > %t.mlir
// RUN: diff %t.ncc %t.mlir
// RUN: ncc-opt %S/symbol-dce.mlir -symbol-dce > %t.ncc
// RUN: %{mlir-opt} %S/symbol-dce.mlir -symbol-dce > %t.mlir
// RUN: diff %t.ncc %t.mlir
// RUN: ncc-opt %S/sccp.mlir -p 'builtin.module(func.func(sccp))' > %t.ncc
// RUN: %{mlir-opt} %S/sccp.mlir -p 'builtin.module(func.func(sccp))' > %t.mlir
// RUN: diff %t.ncc %t.mlir
// RUN: ncc-opt %S/canonicalize.mlir -sccp -split-input-file > %t.ncc
// RUN: %{mlir-opt} %S/canonicalize.mlir -sccp -split-input-file > %t.mlir
// RUN: diff %t.ncc %t.mlir
