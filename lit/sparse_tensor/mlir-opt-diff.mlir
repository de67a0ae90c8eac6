// Differential: ncc-opt reads and prints the sparse_tensor attributes
// exactly as mlir-opt 22 does on the inputs of this folder.
// REQUIRES: mlir-opt
// RUN: ncc-opt %S/roundtrip.mlir > %t.ncc
// RUN: %{mlir-opt} %S/roundtrip.mlir > %t.mlir
// RUN: diff %t.ncc %t.mlir
// RUN: ncc-opt %S/roundtrip.mlir -mlir-print-op-generic > %t.ncc
// RUN: %{mlir-opt} %S/roundtrip.mlir -mlir-print-op-generic > %t.mlir
// RUN: diff %t.ncc %t.mlir
// RUN: %{mlir-opt} %S/invalid.mlir -split-input-file -verify-diagnostics
