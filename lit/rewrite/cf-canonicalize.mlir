// cf's canonicalization patterns: constant conditions, pass-through
// blocks, identical successors, branches to single-predecessor blocks.
// RUN: ncc-opt %s -allow-unregistered-dialect -canonicalize -split-input-file | FileCheck %s

// CHECK-LABEL: func.func @const_cond
// CHECK-NEXT:    return %arg0 : i32
func.func @const_cond(%a: i32, %b: i32) -> i32 {
  %t = arith.constant true
  cf.cond_br %t, ^bb1(%a : i32), ^bb1(%b : i32)
^bb1(%x: i32):
  return %x : i32
}

// -----

// CHECK-LABEL: func.func @identical_successors
// CHECK-NEXT:    %[[S:.*]] = arith.select %arg0, %arg1, %arg2 : i32
// CHECK-NEXT:    return %[[S]] : i32
func.func @identical_successors(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^bb1(%a : i32), ^bb1(%b : i32)
^bb1(%x: i32):
  return %x : i32
}

// -----

// Pass-through blocks collapse, the branches then share a successor, the
// block merges into its only predecessor and a select picks the value.
// CHECK-LABEL: func.func @pass_through
// CHECK-NEXT:    %[[X:.*]] = arith.select %arg0, %arg1, %arg2 : i32
// CHECK-NEXT:    "test.use"(%[[X]]) : (i32) -> ()
func.func @pass_through(%c: i1, %a: i32, %b: i32) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.br ^bb3(%a : i32)
^bb2:
  cf.br ^bb3(%b : i32)
^bb3(%x: i32):
  "test.use"(%x) : (i32) -> ()
  "test.use"(%x) : (i32) -> ()
  return
}
