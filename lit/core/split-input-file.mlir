// Chunks are parsed alone; a failing chunk prints nothing, the others still
// print, joined by the marker, and the exit code is 1.
// RUN: not ncc-opt --split-input-file %s 2>%t.err | FileCheck %s
// RUN: FileCheck %s --check-prefix=ERR < %t.err
// RUN: not ncc-opt -split-input-file %s 2>&1 >/dev/null | FileCheck %s --check-prefix=ERR
// RUN: ncc-opt -split-input-file -verify-diagnostics %s | FileCheck %s

// CHECK-LABEL: func.func @first
func.func @first() {
  return
}

// -----

func.func @second(%x: i32) {
  // expected-error @+1 {{'arith.addi' op requires the same type for all operands and results}}
  %0 = "arith.addi"(%x, %x) : (i32, i32) -> i64
  return
}
// ERR: split-input-file.mlir:[[# @LINE - 3]]:8: error: 'arith.addi' op requires the same type for all operands and results
// ERR-NEXT: {{^}}  %0 = "arith.addi"(%x, %x) : (i32, i32) -> i64
// ERR-NEXT: {{^}}       ^
// ERR-NEXT: split-input-file.mlir:[[# @LINE - 6]]:8: note: see current operation: %0 = "arith.addi"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i64

// The marker is spelled with a regex here: this file is split too.
// CHECK: // -{{----$}}
// CHECK-NEXT: // -{{----$}}
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @third

// -----

func.func @third() {
  return
}
