// RUN: ncc-opt %s -split-input-file -canonicalize | FileCheck %s

// Shape ops of constants fold to constants.
// CHECK-LABEL: func.func @shape_fold
// CHECK-DAG:     stablehlo.constant dense<{{\[\[}}1, 4], [2, 5], [3, 6]]> : tensor<3x2xi32>
// CHECK-DAG:     stablehlo.constant dense<{{\[\[}}3, 2, 1], [6, 5, 4]]> : tensor<2x3xi32>
// CHECK-DAG:     stablehlo.constant dense<{{\[\[}}4, 6]]> : tensor<1x2xi32>
// CHECK-DAG:     stablehlo.constant dense<{{\[\[}}0, 1, 2, 3], [0, 4, 5, 6]]> : tensor<2x4xi32>
// CHECK-DAG:     stablehlo.constant dense<{{\[\[}}1, 2, 3], [4, 5, 6], [3, 2, 1], [6, 5, 4]]> : tensor<4x3xi32>
// CHECK-DAG:     stablehlo.constant dense<{{\[\[}}10, 20, 30], [10, 20, 30]]> : tensor<2x3xi32>
// CHECK-DAG:     stablehlo.constant dense<3> : tensor<i32>
// CHECK-NOT:     stablehlo.transpose
// CHECK-NOT:     stablehlo.slice
// CHECK:         return
func.func @shape_fold() -> (tensor<3x2xi32>, tensor<2x3xi32>, tensor<1x2xi32>, tensor<2x4xi32>, tensor<4x3xi32>, tensor<2x3xi32>, tensor<i32>) {
  %c = stablehlo.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
  %p = stablehlo.constant dense<0> : tensor<i32>
  %0 = stablehlo.transpose %c, dims = [1, 0] : (tensor<2x3xi32>) -> tensor<3x2xi32>
  %1 = stablehlo.reverse %c, dims = [1] : tensor<2x3xi32>
  %2 = stablehlo.slice %c [0:2, 0:3:2] : (tensor<2x3xi32>) -> tensor<2x2xi32>
  %3 = stablehlo.slice %2 [1:2, 0:2] : (tensor<2x2xi32>) -> tensor<1x2xi32>
  %4 = stablehlo.pad %c, %p, low = [0, 1], high = [0, 0], interior = [0, 0] : (tensor<2x3xi32>, tensor<i32>) -> tensor<2x4xi32>
  %5 = stablehlo.concatenate %c, %1, dim = 0 : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<4x3xi32>
  %r = stablehlo.constant dense<[10, 20, 30]> : tensor<3xi32>
  %6 = stablehlo.broadcast_in_dim %r, dims = [1] : (tensor<3xi32>) -> tensor<2x3xi32>
  %7 = stablehlo.get_dimension_size %c, dim = 1 : (tensor<2x3xi32>) -> tensor<i32>
  return %0, %1, %3, %4, %5, %6, %7 : tensor<3x2xi32>, tensor<2x3xi32>, tensor<1x2xi32>, tensor<2x4xi32>, tensor<4x3xi32>, tensor<2x3xi32>, tensor<i32>
}

// -----

// Integer identities fold; negate is an involution.
// CHECK-LABEL: func.func @int_identities
// CHECK-NEXT:    %[[Z:.*]] = stablehlo.constant dense<0> : tensor<4xi32>
// CHECK-NEXT:    return %[[Z]], %[[Z]], %arg0, %arg0, %arg0
func.func @int_identities(%x: tensor<4xi32>) -> (tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>) {
  %z = stablehlo.constant dense<0> : tensor<4xi32>
  %one = stablehlo.constant dense<1> : tensor<4xi32>
  %0 = stablehlo.multiply %x, %z : tensor<4xi32>
  %1 = stablehlo.subtract %x, %x : tensor<4xi32>
  %2 = stablehlo.maximum %x, %x : tensor<4xi32>
  %3 = stablehlo.divide %x, %one : tensor<4xi32>
  %n = stablehlo.negate %x : tensor<4xi32>
  %4 = stablehlo.negate %n : tensor<4xi32>
  return %0, %1, %2, %3, %4 : tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>
}

// -----

// x * 0 is NaN for x = inf, and x - (-0.0) is +0.0 for x = -0.0: kept.
// CHECK-LABEL: func.func @float_kept
// CHECK:         stablehlo.multiply
// CHECK:         stablehlo.subtract
func.func @float_kept(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %z = stablehlo.constant dense<0.0> : tensor<4xf32>
  %m = stablehlo.constant dense<-0.0> : tensor<4xf32>
  %0 = stablehlo.multiply %x, %z : tensor<4xf32>
  %1 = stablehlo.subtract %x, %m : tensor<4xf32>
  return %0, %1 : tensor<4xf32>, tensor<4xf32>
}

// -----

// A convert chain through a lossless type is one convert; dot is
// dot_general; a while whose condition is false yields its operands.
// CHECK-LABEL: func.func @patterns
// CHECK-NEXT:    %[[C:.*]] = stablehlo.convert %arg0 : (tensor<4xf16>) -> tensor<4xf64>
// CHECK-NEXT:    %[[D:.*]] = stablehlo.dot_general %arg1, %arg2, contracting_dims = [1] x [0] : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2xf32>
// CHECK-NEXT:    return %[[C]], %[[D]], %arg3
func.func @patterns(%x: tensor<4xf16>, %a: tensor<2x3xf32>, %b: tensor<3xf32>, %i: tensor<i32>) -> (tensor<4xf64>, tensor<2xf32>, tensor<i32>) {
  %0 = stablehlo.convert %x : (tensor<4xf16>) -> tensor<4xf32>
  %1 = stablehlo.convert %0 : (tensor<4xf32>) -> tensor<4xf64>
  %2 = stablehlo.dot %a, %b : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2xf32>
  %3 = stablehlo.while(%it = %i) : tensor<i32>
   cond {
    %f = stablehlo.constant dense<false> : tensor<i1>
    stablehlo.return %f : tensor<i1>
  } do {
    %s = stablehlo.add %it, %it : tensor<i32>
    stablehlo.return %s : tensor<i32>
  }
  return %1, %2, %3 : tensor<4xf64>, tensor<2xf32>, tensor<i32>
}

// -----

// A lossy intermediate type keeps both converts.
// CHECK-LABEL: func.func @lossy_chain
// CHECK:         stablehlo.convert %arg0 : (tensor<4xf32>) -> tensor<4xf16>
// CHECK-NEXT:    stablehlo.convert
func.func @lossy_chain(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.convert %x : (tensor<4xf32>) -> tensor<4xf16>
  %1 = stablehlo.convert %0 : (tensor<4xf16>) -> tensor<4xf32>
  return %1 : tensor<4xf32>
}

// -----

// An if nobody uses, with pure branches, is erased.
// CHECK-LABEL: func.func @dead_if
// CHECK-NEXT:    return %arg1
func.func @dead_if(%p: tensor<i1>, %x: tensor<f32>) -> tensor<f32> {
  %0 = "stablehlo.if"(%p) ({
    %s = stablehlo.add %x, %x : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }, {
    stablehlo.return %x : tensor<f32>
  }) : (tensor<i1>) -> tensor<f32>
  return %x : tensor<f32>
}
