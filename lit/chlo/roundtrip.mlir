// RUN: ncc-opt %s | FileCheck %s
// RUN: ncc-opt %s | ncc-opt | FileCheck %s
// RUN: ncc-opt %s -mlir-print-op-generic | ncc-opt | FileCheck %s

// Every chlo op in the syntax stablehlo-opt prints (ChloOps.td's formats).

// CHECK-LABEL: func.func @broadcasting
func.func @broadcasting(%a: tensor<2x3xf32>, %b: tensor<3xf32>, %i: tensor<2x3xi32>, %j: tensor<3xi32>, %p: tensor<2x3xi1>) {
  // CHECK-NEXT: %0 = chlo.broadcast_add %arg0, %arg1 : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  %0 = chlo.broadcast_add %a, %b : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  // CHECK-NEXT: %1 = chlo.broadcast_atan2 %arg0, %arg1 {broadcast_dimensions = array<i64: 1>} : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  %1 = chlo.broadcast_atan2 %a, %b {broadcast_dimensions = array<i64: 1>} : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  // CHECK-NEXT: %2 = chlo.broadcast_divide
  %2 = chlo.broadcast_divide %a, %b : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  // CHECK-NEXT: %3 = chlo.broadcast_maximum
  %3 = chlo.broadcast_maximum %a, %b : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  // CHECK-NEXT: %4 = chlo.broadcast_minimum
  %4 = chlo.broadcast_minimum %a, %b : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  // CHECK-NEXT: %5 = chlo.broadcast_multiply
  %5 = chlo.broadcast_multiply %a, %b : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  // CHECK-NEXT: %6 = chlo.broadcast_next_after
  %6 = chlo.broadcast_next_after %a, %b : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  // CHECK-NEXT: %7 = chlo.broadcast_polygamma
  %7 = chlo.broadcast_polygamma %a, %b : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  // CHECK-NEXT: %8 = chlo.broadcast_power
  %8 = chlo.broadcast_power %a, %b : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  // CHECK-NEXT: %9 = chlo.broadcast_remainder
  %9 = chlo.broadcast_remainder %a, %b : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  // CHECK-NEXT: %10 = chlo.broadcast_shift_left %arg2, %arg3 : (tensor<2x3xi32>, tensor<3xi32>) -> tensor<2x3xi32>
  %10 = chlo.broadcast_shift_left %i, %j : (tensor<2x3xi32>, tensor<3xi32>) -> tensor<2x3xi32>
  // CHECK-NEXT: %11 = chlo.broadcast_shift_right_arithmetic
  %11 = chlo.broadcast_shift_right_arithmetic %i, %j : (tensor<2x3xi32>, tensor<3xi32>) -> tensor<2x3xi32>
  // CHECK-NEXT: %12 = chlo.broadcast_shift_right_logical
  %12 = chlo.broadcast_shift_right_logical %i, %j : (tensor<2x3xi32>, tensor<3xi32>) -> tensor<2x3xi32>
  // CHECK-NEXT: %13 = chlo.broadcast_subtract
  %13 = chlo.broadcast_subtract %a, %b : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  // CHECK-NEXT: %14 = chlo.broadcast_zeta
  %14 = chlo.broadcast_zeta %a, %b : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  // CHECK-NEXT: %15 = chlo.broadcast_and %arg2, %arg3
  %15 = chlo.broadcast_and %i, %j : (tensor<2x3xi32>, tensor<3xi32>) -> tensor<2x3xi32>
  // CHECK-NEXT: %16 = chlo.broadcast_or
  %16 = chlo.broadcast_or %i, %j : (tensor<2x3xi32>, tensor<3xi32>) -> tensor<2x3xi32>
  // CHECK-NEXT: %17 = chlo.broadcast_xor
  %17 = chlo.broadcast_xor %i, %j : (tensor<2x3xi32>, tensor<3xi32>) -> tensor<2x3xi32>
  // CHECK-NEXT: %18 = chlo.broadcast_complex %arg0, %arg1 : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xcomplex<f32>>
  %18 = chlo.broadcast_complex %a, %b : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xcomplex<f32>>
  // CHECK-NEXT: %19 = chlo.broadcast_compare %arg0, %arg1 {compare_type = #chlo<comparison_type FLOAT>, comparison_direction = #chlo<comparison_direction LT>} : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xi1>
  %19 = "chlo.broadcast_compare"(%a, %b) {comparison_direction = #chlo<comparison_direction LT>, compare_type = #chlo<comparison_type FLOAT>} : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xi1>
  // CHECK-NEXT: %20 = chlo.broadcast_select %arg4, %arg0, %arg1 : (tensor<2x3xi1>, tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  %20 = chlo.broadcast_select %p, %a, %b : (tensor<2x3xi1>, tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  return
}

// CHECK-LABEL: func.func @unary
func.func @unary(%a: tensor<4xf32>, %c: tensor<4xcomplex<f32>>, %i: tensor<4xui32>) {
  // CHECK-NEXT: chlo.acos %arg0 : tensor<4xf32> -> tensor<4xf32>
  %0 = chlo.acos %a : tensor<4xf32> -> tensor<4xf32>
  // CHECK-NEXT: chlo.acosh %arg0
  %1 = chlo.acosh %a : tensor<4xf32> -> tensor<4xf32>
  // CHECK-NEXT: chlo.asin %arg0
  %2 = chlo.asin %a : tensor<4xf32> -> tensor<4xf32>
  // CHECK-NEXT: chlo.asinh %arg0
  %3 = chlo.asinh %a : tensor<4xf32> -> tensor<4xf32>
  // CHECK-NEXT: chlo.atan %arg0
  %4 = chlo.atan %a : tensor<4xf32> -> tensor<4xf32>
  // CHECK-NEXT: chlo.atanh %arg0
  %5 = chlo.atanh %a : tensor<4xf32> -> tensor<4xf32>
  // CHECK-NEXT: chlo.bessel_i1e %arg0
  %6 = chlo.bessel_i1e %a : tensor<4xf32> -> tensor<4xf32>
  // CHECK-NEXT: chlo.conj %arg1 : tensor<4xcomplex<f32>> -> tensor<4xcomplex<f32>>
  %7 = chlo.conj %c : tensor<4xcomplex<f32>> -> tensor<4xcomplex<f32>>
  // CHECK-NEXT: chlo.cosh %arg0
  %8 = chlo.cosh %a : tensor<4xf32> -> tensor<4xf32>
  // CHECK-NEXT: chlo.sinh %arg0
  %9 = chlo.sinh %a : tensor<4xf32> -> tensor<4xf32>
  // CHECK-NEXT: chlo.tan %arg0
  %10 = chlo.tan %a : tensor<4xf32> -> tensor<4xf32>
  // CHECK-NEXT: chlo.square %arg0
  %11 = chlo.square %a : tensor<4xf32> -> tensor<4xf32>
  // CHECK-NEXT: chlo.digamma %arg0
  %12 = chlo.digamma %a : tensor<4xf32> -> tensor<4xf32>
  // CHECK-NEXT: chlo.erf %arg0
  %13 = chlo.erf %a : tensor<4xf32> -> tensor<4xf32>
  // CHECK-NEXT: chlo.erf_inv %arg0
  %14 = chlo.erf_inv %a : tensor<4xf32> -> tensor<4xf32>
  // CHECK-NEXT: chlo.erfc %arg0
  %15 = chlo.erfc %a : tensor<4xf32> -> tensor<4xf32>
  // CHECK-NEXT: chlo.lgamma %arg0
  %16 = chlo.lgamma %a : tensor<4xf32> -> tensor<4xf32>
  // CHECK-NEXT: chlo.is_inf %arg0 : tensor<4xf32> -> tensor<4xi1>
  %17 = chlo.is_inf %a : tensor<4xf32> -> tensor<4xi1>
  // CHECK-NEXT: chlo.is_neg_inf %arg0
  %18 = chlo.is_neg_inf %a : tensor<4xf32> -> tensor<4xi1>
  // CHECK-NEXT: chlo.is_pos_inf %arg0
  %19 = chlo.is_pos_inf %a : tensor<4xf32> -> tensor<4xi1>
  // CHECK-NEXT: chlo.asin_acos_kernel %arg1
  %20 = chlo.asin_acos_kernel %c : tensor<4xcomplex<f32>> -> tensor<4xcomplex<f32>>
  // CHECK-NEXT: chlo.next_after %arg0, %arg0 : tensor<4xf32>, tensor<4xf32> -> tensor<4xf32>
  %21 = chlo.next_after %a, %a : tensor<4xf32>, tensor<4xf32> -> tensor<4xf32>
  // CHECK-NEXT: chlo.polygamma %arg0, %arg0
  %22 = chlo.polygamma %a, %a : tensor<4xf32>, tensor<4xf32> -> tensor<4xf32>
  // CHECK-NEXT: chlo.zeta %arg0, %arg0
  %23 = chlo.zeta %a, %a : tensor<4xf32>, tensor<4xf32> -> tensor<4xf32>
  // CHECK-NEXT: chlo.mulhi %arg2, %arg2 : tensor<4xui32>, tensor<4xui32> -> tensor<4xui32>
  %24 = "chlo.mulhi"(%i, %i) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
  return
}

// CHECK-LABEL: func.func @misc
func.func @misc(%a: tensor<2x8xf32>, %g: tensor<2xi64>, %r: tensor<2x8x3xf32>) {
  // CHECK-NEXT: %[[C:.*]] = chlo.constant dense<1.000000e+00> : tensor<2xf32>
  %0 = chlo.constant dense<1.0> : tensor<2xf32>
  // CHECK-NEXT: %{{.*}} = "chlo.constant_like"(%arg0) <{value = 2.000000e+00 : f32}> : (tensor<2x8xf32>) -> tensor<2x8xf32>
  %1 = "chlo.constant_like"(%a) {value = 2.0 : f32} : (tensor<2x8xf32>) -> tensor<2x8xf32>
  // CHECK-NEXT: %values, %indices = chlo.top_k(%arg0, k = 3) : tensor<2x8xf32> -> (tensor<2x3xf32>, tensor<2x3xi32>)
  %2:2 = chlo.top_k(%a, k=3) : tensor<2x8xf32> -> (tensor<2x3xf32>, tensor<2x3xi32>)
  // CHECK-NEXT: %{{.*}} = "chlo.ragged_dot"(%arg0, %arg2, %arg1) <{precision_config = [#chlo<precision DEFAULT>, #chlo<precision DEFAULT>], ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1], lhs_ragged_dimensions = [0], rhs_group_dimensions = [0]>}> : (tensor<2x8xf32>, tensor<2x8x3xf32>, tensor<2xi64>) -> tensor<2x3xf32>
  %3 = "chlo.ragged_dot"(%a, %r, %g) {
    ragged_dot_dimension_numbers = #chlo.ragged_dot<
      lhs_batching_dimensions = [],
      rhs_batching_dimensions = [],
      lhs_contracting_dimensions = [1],
      rhs_contracting_dimensions = [1],
      lhs_ragged_dimensions = [0],
      rhs_group_dimensions = [0]
    >,
    precision_config = [#chlo<precision DEFAULT>, #chlo<precision DEFAULT>]
  } : (tensor<2x8xf32>, tensor<2x8x3xf32>, tensor<2xi64>) -> tensor<2x3xf32>
  // CHECK-NEXT: %{{.*}}:2 = chlo.scan(%arg0) inits(%[[C]]) dimension = 1 {
  // CHECK-NEXT: ^bb0(%arg3: tensor<2xf32>, %arg4: tensor<2xf32>):
  // CHECK-NEXT:   %[[S:.*]] = stablehlo.add %arg3, %arg4 : tensor<2xf32>
  // CHECK-NEXT:   stablehlo.return %[[S]], %[[S]] : tensor<2xf32>, tensor<2xf32>
  // CHECK-NEXT: } : (tensor<2x8xf32>, tensor<2xf32>) -> (tensor<2x8xf32>, tensor<2xf32>)
  %4:2 = chlo.scan(%a) inits(%0) dimension=1 {
  ^bb0(%x: tensor<2xf32>, %c: tensor<2xf32>):
    %s = stablehlo.add %x, %c : tensor<2xf32>
    stablehlo.return %s, %s : tensor<2xf32>, tensor<2xf32>
  } : (tensor<2x8xf32>, tensor<2xf32>) -> (tensor<2x8xf32>, tensor<2xf32>)
  return
}
