// inline inlines func.call of func.func bottom-up, canonicalizes callers
// and callees (its default pipeline), and erases private callees left
// without uses; a multi-block callee splits the caller's block.
// RUN: ncc-opt %s -inline | FileCheck %s
// RUN: ncc-opt %s -inline='default-pipeline=' | FileCheck %s --check-prefix=NOSIMPLIFY

// CHECK-NOT:   func.func private @add
// CHECK-LABEL: func.func @caller
// CHECK-NEXT:    %[[C:.*]] = arith.constant 2 : i32
// CHECK-NEXT:    %[[A:.*]] = arith.addi %arg0, %[[C]] : i32
// CHECK-NEXT:    return %[[A]] : i32
// NOSIMPLIFY-LABEL: func.func @caller
// NOSIMPLIFY-NEXT:    %[[C1:.*]] = arith.constant 1 : i32
// NOSIMPLIFY-NEXT:    %[[A1:.*]] = arith.addi %arg0, %[[C1]] : i32
// NOSIMPLIFY-NEXT:    %[[C2:.*]] = arith.constant 1 : i32
// NOSIMPLIFY-NEXT:    %[[A2:.*]] = arith.addi %[[A1]], %[[C2]] : i32
func.func private @add(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %y = arith.addi %x, %c1 : i32
  return %y : i32
}

func.func @caller(%a: i32) -> i32 {
  %0 = func.call @add(%a) : (i32) -> i32
  %1 = func.call @add(%0) : (i32) -> i32
  return %1 : i32
}

// After inlining, canonicalize folds the pass-through block the return
// became.
// CHECK-LABEL: func.func @branchy_caller
// CHECK-NEXT:    %[[P:.*]] = arith.cmpi slt, %arg0, %arg1 : i32
// CHECK-NEXT:    cf.cond_br %[[P]], ^bb1, ^bb2(%arg0 : i32)
// CHECK-NEXT:  ^bb1:
// CHECK-NEXT:    %[[M:.*]] = arith.muli %arg0, %arg1 : i32
// CHECK-NEXT:    cf.br ^bb2(%[[M]] : i32)
// CHECK-NEXT:  ^bb2(%[[R:.*]]: i32):
// CHECK-NEXT:    return %[[R]] : i32
// CHECK-LABEL: func.func @branchy
func.func @branchy_caller(%a: i32, %b: i32) -> i32 {
  %0 = func.call @branchy(%a, %b) : (i32, i32) -> i32
  return %0 : i32
}

func.func @branchy(%a: i32, %b: i32) -> i32 {
  %p = arith.cmpi slt, %a, %b : i32
  cf.cond_br %p, ^bb1, ^bb2
^bb1:
  %m = arith.muli %a, %b : i32
  return %m : i32
^bb2:
  return %a : i32
}

// Recursive calls are not inlined.
// CHECK-LABEL: func.func @rec
// CHECK:         call @rec
func.func @rec(%a: i32) -> i32 {
  %0 = func.call @rec(%a) : (i32) -> i32
  return %0 : i32
}
