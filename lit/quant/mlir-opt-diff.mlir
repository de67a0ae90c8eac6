// Differential: ncc-opt prints the quant types of roundtrip.mlir byte for
// byte as mlir-opt 22 does, in every form, and mlir-opt agrees with the
// diagnostics invalid.mlir expects.
// REQUIRES: mlir-opt
// RUN: ncc-opt %S/roundtrip.mlir > %t.ncc
// RUN: %{mlir-opt} %S/roundtrip.mlir > %t.mlir
// RUN: diff %t.ncc %t.mlir
// RUN: ncc-opt %S/roundtrip.mlir -mlir-print-op-generic > %t.ncc
// RUN: %{mlir-opt} %S/roundtrip.mlir -mlir-print-op-generic > %t.mlir
// RUN: diff %t.ncc %t.mlir
// RUN: ncc-opt %S/roundtrip.mlir -mlir-print-debuginfo > %t.ncc
// RUN: %{mlir-opt} %S/roundtrip.mlir -mlir-print-debuginfo > %t.mlir
// RUN: diff %t.ncc %t.mlir
// RUN: %{mlir-opt} %S/invalid.mlir -split-input-file -verify-diagnostics
