// RUN: ncc-opt %s --chlo-legalize-to-stablehlo | FileCheck %s --check-prefix=LEGAL
// RUN: ncc-opt %s --chlo-legalize-to-stablehlo --stablehlo-simplify --stablehlo-refine-shapes --stablehlo-simplify | ncc-translate --interpret --args "[dense<[[1.0, -2.0, 3.0, -4.0], [0.5, 6.0, -7.0, 8.0]]> : tensor<2x4xf32>, dense<[10.0, 20.0, 30.0, 40.0]> : tensor<4xf32>, dense<[[3], [-5]]> : tensor<2x1xi32>, dense<[[7, -9, 11]]> : tensor<1x3xi32>]"

// The chlo ops see dynamic shapes (the arguments pass through
// dynamic_reshape to tensor<?x...>), so the legalization takes the dynamic
// path: extents from get_dimension_size, operands and constants broadcast
// with dynamic_broadcast_in_dim. The interpreter needs static result
// types, so the run refines the legalized program's shapes first (the
// arguments have static types); the values come from the arguments, not
// from folding. (top_k and mulhi on dynamic shapes are checked in
// legalize.mlir only: stablehlo-refine-shapes does not yet refine the
// sort and convert ops they lower to.)

// LEGAL-LABEL: func.func @main
// LEGAL-NOT:     chlo.
// LEGAL:         stablehlo.dynamic_broadcast_in_dim
func.func @main(%a0: tensor<2x4xf32>, %b0: tensor<4xf32>, %p0: tensor<2x1xi32>, %q0: tensor<1x3xi32>) {
  %s24 = stablehlo.constant dense<[2, 4]> : tensor<2xi64>
  %s4 = stablehlo.constant dense<[4]> : tensor<1xi64>
  %s21 = stablehlo.constant dense<[2, 1]> : tensor<2xi64>
  %s13 = stablehlo.constant dense<[1, 3]> : tensor<2xi64>
  %a = stablehlo.dynamic_reshape %a0, %s24 : (tensor<2x4xf32>, tensor<2xi64>) -> tensor<?x4xf32>
  %b = stablehlo.dynamic_reshape %b0, %s4 : (tensor<4xf32>, tensor<1xi64>) -> tensor<?xf32>
  %p = stablehlo.dynamic_reshape %p0, %s21 : (tensor<2x1xi32>, tensor<2xi64>) -> tensor<?x?xi32>
  %q = stablehlo.dynamic_reshape %q0, %s13 : (tensor<1x3xi32>, tensor<2xi64>) -> tensor<?x?xi32>

  // ?x4 + ? (numpy: the ? meets the static 4).
  %add = chlo.broadcast_add %a, %b : (tensor<?x4xf32>, tensor<?xf32>) -> tensor<?x4xf32>
  %add_s = stablehlo.dynamic_reshape %add, %s24 : (tensor<?x4xf32>, tensor<2xi64>) -> tensor<2x4xf32>
  check.expect_almost_eq_const %add_s, dense<[[11.0, 18.0, 33.0, 36.0], [10.5, 26.0, 23.0, 48.0]]> : tensor<2x4xf32>

  // ?x? * ?x?: each result extent combines two dynamic extents, one of them 1.
  %mul = chlo.broadcast_multiply %p, %q : (tensor<?x?xi32>, tensor<?x?xi32>) -> tensor<?x?xi32>
  %s23 = stablehlo.constant dense<[2, 3]> : tensor<2xi64>
  %mul_s = stablehlo.dynamic_reshape %mul, %s23 : (tensor<?x?xi32>, tensor<2xi64>) -> tensor<2x3xi32>
  check.expect_eq_const %mul_s, dense<[[21, -27, 33], [-35, 45, -55]]> : tensor<2x3xi32>

  // broadcast_dimensions mapping a rank-1 operand onto dimension 1.
  %sub = chlo.broadcast_subtract %a, %b {broadcast_dimensions = array<i64: 1>} : (tensor<?x4xf32>, tensor<?xf32>) -> tensor<?x4xf32>
  %sub_s = stablehlo.dynamic_reshape %sub, %s24 : (tensor<?x4xf32>, tensor<2xi64>) -> tensor<2x4xf32>
  check.expect_almost_eq_const %sub_s, dense<[[-9.0, -22.0, -27.0, -44.0], [-9.5, -14.0, -37.0, -32.0]]> : tensor<2x4xf32>

  // compare and select broadcast a dynamic predicate and operands.
  %gt = chlo.broadcast_compare %a, %b {comparison_direction = #chlo<comparison_direction GT>} : (tensor<?x4xf32>, tensor<?xf32>) -> tensor<?x4xi1>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %sel = chlo.broadcast_select %gt, %a, %zero : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<f32>) -> tensor<?x4xf32>
  %sel_s = stablehlo.dynamic_reshape %sel, %s24 : (tensor<?x4xf32>, tensor<2xi64>) -> tensor<2x4xf32>
  check.expect_almost_eq_const %sel_s, dense<0.0> : tensor<2x4xf32>
  %lt = chlo.broadcast_compare %a, %b {comparison_direction = #chlo<comparison_direction LT>} : (tensor<?x4xf32>, tensor<?xf32>) -> tensor<?x4xi1>
  %sel2 = chlo.broadcast_select %lt, %a, %zero : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<f32>) -> tensor<?x4xf32>
  %sel2_s = stablehlo.dynamic_reshape %sel2, %s24 : (tensor<?x4xf32>, tensor<2xi64>) -> tensor<2x4xf32>
  check.expect_almost_eq_const %sel2_s, dense<[[1.0, -2.0, 3.0, -4.0], [0.5, 6.0, -7.0, 8.0]]> : tensor<2x4xf32>

  // A decomposition whose constants take the operand's dynamic shape.
  %erf = chlo.erf %a : tensor<?x4xf32> -> tensor<?x4xf32>
  %erf_s = stablehlo.dynamic_reshape %erf, %s24 : (tensor<?x4xf32>, tensor<2xi64>) -> tensor<2x4xf32>
  check.expect_almost_eq_const %erf_s, dense<[[0.842700779, -0.995322287, 0.999977887, -0.999999985], [0.520499885, 1.0, -1.0, 1.0]]> : tensor<2x4xf32>

  func.return
}
