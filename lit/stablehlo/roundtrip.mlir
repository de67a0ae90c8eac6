// RUN: ncc-opt %s | FileCheck %s
// RUN: ncc-opt %s | ncc-opt | FileCheck %s
// RUN: ncc-opt %s -mlir-print-op-generic | ncc-opt | FileCheck %s

// The pretty forms stablehlo-opt prints, spaces included.

// CHECK-LABEL: func @syntax
func.func @syntax(%a: tensor<3xi32>, %b: tensor<1x4x4x1xi32>, %k: tensor<3x3x1x1xi32>, %s: tensor<2xui64>, %t: !stablehlo.token) -> !stablehlo.token {
  // CHECK: %0 = stablehlo.compare  LT, %arg0, %arg0,  TOTALORDER : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
  %0 = "stablehlo.compare"(%a, %a) {compare_type = #stablehlo<comparison_type TOTALORDER>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
  // CHECK-NEXT: %1 = stablehlo.convolution(%arg1, %arg2) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = {{\[\[}}0, 0], [0, 0]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x1xi32>, tensor<3x3x1x1xi32>) -> tensor<1x2x2x1xi32>
  %1 = stablehlo.convolution(%b, %k) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x1xi32>, tensor<3x3x1x1xi32>) -> tensor<1x2x2x1xi32>
  // CHECK-NEXT: %output_state, %output = stablehlo.rng_bit_generator %arg3, algorithm =  THREE_FRY : (tensor<2xui64>) -> (tensor<2xui64>, tensor<2x2xui64>)
  %2:2 = stablehlo.rng_bit_generator %s, algorithm = THREE_FRY : (tensor<2xui64>) -> (tensor<2xui64>, tensor<2x2xui64>)
  // CHECK-NEXT: %2 = stablehlo.slice %arg0 [1:3] : (tensor<3xi32>) -> tensor<2xi32>
  %3 = stablehlo.slice %a [1:3:1] : (tensor<3xi32>) -> tensor<2xi32>
  // CHECK-NEXT: %3 = stablehlo.after_all %arg4, %arg4 : !stablehlo.token
  %4 = stablehlo.after_all %t, %t : !stablehlo.token
  return %4 : !stablehlo.token
}

// One precision for both operands: the spec asks for 0 or 2 (dot_general
// C11), but stablehlo-opt accepts it, so files it reads must parse.
// CHECK-LABEL: func.func @precision_one
// CHECK: precision = [DEFAULT]
func.func @precision_one(%l: tensor<2x3x4xf32>, %r: tensor<2x4x5xf32>) -> tensor<2x3x5xf32> {
  %0 = stablehlo.dot_general %l, %r, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT] : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
  return %0 : tensor<2x3x5xf32>
}
