// cse keeps the first of equivalent ops in dominance order, skips ops with
// side effects, and erases trivially dead ops it meets.
// RUN: ncc-opt %s -cse -allow-unregistered-dialect | FileCheck %s

// CHECK-LABEL: func.func @simple
// CHECK-NEXT:    %[[X:.*]] = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT:    %[[P:.*]] = arith.cmpi slt, %[[X]], %arg1 : i32
// CHECK-NEXT:    return %[[X]], %[[X]], %[[P]], %[[P]] : i32, i32, i1, i1
func.func @simple(%a: i32, %b: i32) -> (i32, i32, i1, i1) {
  %x = arith.addi %a, %b : i32
  %y = arith.addi %a, %b : i32
  %dead = arith.muli %a, %b : i32
  %p = arith.cmpi slt, %x, %b : i32
  %q = arith.cmpi slt, %y, %b : i32
  return %x, %y, %p, %q : i32, i32, i1, i1
}

// A value computed in both branches is not shared; one computed in the
// dominating block is.
// CHECK-LABEL: func.func @dominance
// CHECK:         %[[E:.*]] = arith.addi %arg1, %arg1 : i32
// CHECK:       ^bb1:
// CHECK-NEXT:    %[[M:.*]] = arith.muli %[[E]], %arg1 : i32
// CHECK-NEXT:    cf.br ^bb3(%[[M]] : i32)
// CHECK:       ^bb2:
// CHECK-NEXT:    %[[M2:.*]] = arith.muli %[[E]], %arg1 : i32
// CHECK-NEXT:    cf.br ^bb3(%[[M2]] : i32)
func.func @dominance(%c: i1, %a: i32) -> i32 {
  %e = arith.addi %a, %a : i32
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %e1 = arith.addi %a, %a : i32
  %m1 = arith.muli %e1, %a : i32
  cf.br ^bb3(%m1 : i32)
^bb2:
  %m2 = arith.muli %e, %a : i32
  cf.br ^bb3(%m2 : i32)
^bb3(%r: i32):
  return %r : i32
}

// Ops with unknown effects are never merged.
// CHECK-LABEL: func.func @effects
// CHECK-NEXT:    "test.effect"() : () -> i32
// CHECK-NEXT:    "test.effect"() : () -> i32
func.func @effects() -> (i32, i32) {
  %0 = "test.effect"() : () -> i32
  %1 = "test.effect"() : () -> i32
  return %0, %1 : i32, i32
}
