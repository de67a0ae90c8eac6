// --verify-diagnostics matches expected-* designators, in every form MLIR
// accepts, and reports mismatches in mlir-opt's words.
// RUN: ncc-opt -split-input-file -verify-diagnostics %s
// RUN: sed -e 's/same type for all/XXX/' %s > %t.mlir
// RUN: not ncc-opt -split-input-file -verify-diagnostics %t.mlir 2>&1 | FileCheck %s --check-prefix=MISMATCH

func.func @above(%x: i32) {
  %0 = "arith.addi"(%x, %x) : (i32, i32) -> i64
  // expected-error@above {{requires the same type for all operands and results}}
  return
}

// -----

func.func @below(%x: i32) {
  // expected-error@below {{requires the same type for all operands}}
  %0 = "arith.addi"(%x, %x) : (i32, i32) -> i64
  return
}

// -----

func.func @regex(%x: i32) {
  // expected-error-re @+1 {{'arith.{{[a-z]+}}' op requires the {{.*}} type}}
  %0 = "arith.subi"(%x, %x) : (i32, i32) -> i64
  return
}

// -----

func.func @offset(%x: i32) {
  %0 = "arith.muli"(%x, %x) : (i32, i32) -> i64 // expected-error {{requires the same type for all}}
  return
}

// -----

// expected-error @+1 {{custom op 'arith.bogus' is unknown}}
%0 = arith.bogus

// MISMATCH: {{.*}}.mlir:{{[0-9]+}}:8: error: unexpected error: 'arith.addi' op requires the same type for all operands and results
// MISMATCH: error: expected error "requires the XXX operands and results" was not produced
