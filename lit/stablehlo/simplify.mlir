// RUN: ncc-opt %s -split-input-file -stablehlo-refine-shapes | FileCheck %s --check-prefix=REFINE
// RUN: ncc-opt %s -split-input-file -stablehlo-simplify | FileCheck %s
// RUN: ncc-opt %s -split-input-file -p 'builtin.module(stablehlo-simplify)' | FileCheck %s

// Refinement flows from a constant shape down the users; the returned
// value keeps the function's result type.
// REFINE-LABEL: func.func @refine
// REFINE:         stablehlo.dynamic_reshape {{.*}} -> tensor<2x2xf32>
// REFINE-NEXT:    stablehlo.add {{.*}} : tensor<2x2xf32>
// REFINE-NEXT:    stablehlo.abs {{.*}} : tensor<2x2xf32>
// REFINE-NEXT:    stablehlo.negate {{.*}} : (tensor<2x2xf32>) -> tensor<?x?xf32>
// CHECK-LABEL: func.func @refine
// CHECK-NEXT:    %[[R:.*]] = stablehlo.reshape %arg0 : (tensor<4xf32>) -> tensor<2x2xf32>
// CHECK-NEXT:    %[[A:.*]] = stablehlo.add %[[R]], %[[R]] : tensor<2x2xf32>
// CHECK-NEXT:    %[[B:.*]] = stablehlo.abs %[[A]] : tensor<2x2xf32>
// CHECK-NEXT:    %[[N:.*]] = stablehlo.negate %[[B]] : (tensor<2x2xf32>) -> tensor<?x?xf32>
// CHECK-NEXT:    return %[[N]]
func.func @refine(%x: tensor<4xf32>) -> tensor<?x?xf32> {
  %s = stablehlo.constant dense<[2, 2]> : tensor<2xi64>
  %0 = stablehlo.dynamic_reshape %x, %s : (tensor<4xf32>, tensor<2xi64>) -> tensor<?x?xf32>
  %1 = "stablehlo.add"(%0, %0) : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  %2 = "stablehlo.abs"(%1) : (tensor<?x?xf32>) -> tensor<?x?xf32>
  %3 = "stablehlo.negate"(%2) : (tensor<?x?xf32>) -> tensor<?x?xf32>
  return %3 : tensor<?x?xf32>
}

// -----

// Ops whose results have their operands' shape (SameOperandsAndResultShape)
// but their own element type, convert and sort, are refined too.
// REFINE-LABEL: func.func @same_shape
// REFINE:         stablehlo.convert {{.*}} : tensor<2x3xf32>
// REFINE-NEXT:    stablehlo.convert {{.*}} : (tensor<2x3xf32>) -> tensor<2x3xi32>
// REFINE:         }) : (tensor<2x3xi32>) -> tensor<2x3xi32>
func.func @same_shape(%a: tensor<2x3xf32>) -> tensor<?x3xi32> {
  %0 = stablehlo.convert %a : (tensor<2x3xf32>) -> tensor<?x3xf32>
  %1 = stablehlo.convert %0 : (tensor<?x3xf32>) -> tensor<?x3xi32>
  %2 = "stablehlo.sort"(%1) ({
  ^bb0(%x: tensor<i32>, %y: tensor<i32>):
    %c = stablehlo.compare LT, %x, %y : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }) {dimension = 0 : i64} : (tensor<?x3xi32>) -> tensor<?x3xi32>
  %3 = stablehlo.abs %2 : (tensor<?x3xi32>) -> tensor<?x3xi32>
  return %3 : tensor<?x3xi32>
}

// -----

// The pipeline inlines, folds the whole computation and removes the
// private callee; cse merges the two identical adds.
// CHECK-LABEL: func.func @main
// CHECK-NEXT:    %[[C:.*]] = stablehlo.constant dense<[6, 8]> : tensor<2xi32>
// CHECK-NEXT:    %[[S:.*]] = stablehlo.add %arg0, %arg0 : tensor<2xi32>
// CHECK-NEXT:    return %[[C]], %[[S]], %[[S]]
// CHECK-NOT:     func.func private @double
func.func @main(%x: tensor<2xi32>) -> (tensor<2xi32>, tensor<2xi32>, tensor<2xi32>) {
  %c = stablehlo.constant dense<[3, 4]> : tensor<2xi32>
  %0 = func.call @double(%c) : (tensor<2xi32>) -> tensor<2xi32>
  %1 = stablehlo.add %x, %x : tensor<2xi32>
  %2 = stablehlo.add %x, %x : tensor<2xi32>
  return %0, %1, %2 : tensor<2xi32>, tensor<2xi32>, tensor<2xi32>
}

func.func private @double(%x: tensor<2xi32>) -> tensor<2xi32> {
  %0 = stablehlo.add %x, %x : tensor<2xi32>
  return %0 : tensor<2xi32>
}
