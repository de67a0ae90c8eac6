// RUN: ncc-opt %s --chlo-legalize-to-stablehlo --split-input-file | ncc-translate --interpret --split-input-file

// The decompositions, run by the interpreter, against float64 reference
// values (Python's math module; digamma and erf_inv by series and Newton's
// method) within check.expect_almost_eq's default tolerance, the one
// StableHLO's chlo interpreter tests use.

func.func @erf_f32() {
  %x = stablehlo.constant dense<[-3.000000000e+00, -1.500000000e+00, -5.000000000e-01, 0.000000000e+00, 3.000000000e-01, 1.000000000e+00, 2.500000000e+00]> : tensor<7xf32>
  %r = chlo.erf %x : tensor<7xf32> -> tensor<7xf32>
  check.expect_almost_eq_const %r, dense<[-9.999779095e-01, -9.661051465e-01, -5.204998778e-01, 0.000000000e+00, 3.286267595e-01, 8.427007929e-01, 9.995930480e-01]> : tensor<7xf32>
  func.return
}

// -----

func.func @erf_f64() {
  %x = stablehlo.constant dense<[-3.0, -1.5, -0.5, 0.0, 0.3, 1.0, 2.5]> : tensor<7xf64>
  %r = chlo.erf %x : tensor<7xf64> -> tensor<7xf64>
  check.expect_almost_eq_const %r, dense<[-0.9999779095030014, -0.9661051464753108, -0.5204998778130465, 0.0, 0.3286267594591274, 0.8427007929497149, 0.999593047982555]> : tensor<7xf64>
  func.return
}

// -----

func.func @erfc_f32() {
  %x = stablehlo.constant dense<[-2.000000000e+00, -5.000000000e-01, 0.000000000e+00, 7.000000000e-01, 1.500000000e+00, 3.000000000e+00, 5.000000000e+00]> : tensor<7xf32>
  %r = chlo.erfc %x : tensor<7xf32> -> tensor<7xf32>
  check.expect_almost_eq_const %r, dense<[1.995322265e+00, 1.520499878e+00, 1.000000000e+00, 3.221988062e-01, 3.389485352e-02, 2.209049700e-05, 1.537459794e-12]> : tensor<7xf32>
  func.return
}

// -----

func.func @erf_inv_f32() {
  %x = stablehlo.constant dense<[-9.000000000e-01, -5.000000000e-01, 0.000000000e+00, 2.500000000e-01, 7.500000000e-01, 9.900000000e-01]> : tensor<6xf32>
  %r = chlo.erf_inv %x : tensor<6xf32> -> tensor<6xf32>
  check.expect_almost_eq_const %r, dense<[-1.163087154e+00, -4.769362762e-01, 0.000000000e+00, 2.253120550e-01, 8.134198476e-01, 1.821386368e+00]> : tensor<6xf32>
  func.return
}

// -----

func.func @lgamma_f32() {
  %x = stablehlo.constant dense<[-2.500000000e+00, -5.000000000e-01, 5.000000000e-01, 1.000000000e+00, 2.000000000e+00, 3.500000000e+00, 1.000000000e+01, 1.000000000e+02]> : tensor<8xf32>
  %r = chlo.lgamma %x : tensor<8xf32> -> tensor<8xf32>
  check.expect_almost_eq_const %r, dense<[-5.624371650e-02, 1.265512123e+00, 5.723649429e-01, 0.000000000e+00, 0.000000000e+00, 1.200973602e+00, 1.280182748e+01, 3.591342054e+02]> : tensor<8xf32>
  func.return
}

// -----

func.func @lgamma_f64() {
  %x = stablehlo.constant dense<[-2.5, -0.5, 0.5, 1.0, 2.0, 3.5, 10.0, 100.0]> : tensor<8xf64>
  %r = chlo.lgamma %x : tensor<8xf64> -> tensor<8xf64>
  check.expect_almost_eq_const %r, dense<[-0.05624371649767457, 1.265512123484645, 0.5723649429247004, 0.0, 0.0, 1.2009736023470738, 12.801827480081467, 359.1342053695754]> : tensor<8xf64>
  func.return
}

// -----

func.func @digamma_f32() {
  %x = stablehlo.constant dense<[-2.500000000e+00, -5.000000000e-01, 5.000000000e-01, 1.000000000e+00, 2.000000000e+00, 3.500000000e+00, 1.000000000e+01]> : tensor<7xf32>
  %r = chlo.digamma %x : tensor<7xf32> -> tensor<7xf32>
  check.expect_almost_eq_const %r, dense<[1.103156641e+00, 3.648997398e-02, -1.963510026e+00, -5.772156649e-01, 4.227843351e-01, 1.103156641e+00, 2.251752589e+00]> : tensor<7xf32>
  func.return
}

// -----

func.func @acos_f32() {
  %x = stablehlo.constant dense<[-1.000000000e+00, -5.000000000e-01, 0.000000000e+00, 5.000000000e-01, 1.000000000e+00]> : tensor<5xf32>
  %r = chlo.acos %x : tensor<5xf32> -> tensor<5xf32>
  check.expect_almost_eq_const %r, dense<[3.141592654e+00, 2.094395102e+00, 1.570796327e+00, 1.047197551e+00, 0.000000000e+00]> : tensor<5xf32>
  func.return
}

// -----

func.func @asin_f32() {
  %x = stablehlo.constant dense<[-1.000000000e+00, -5.000000000e-01, 0.000000000e+00, 5.000000000e-01, 1.000000000e+00]> : tensor<5xf32>
  %r = chlo.asin %x : tensor<5xf32> -> tensor<5xf32>
  check.expect_almost_eq_const %r, dense<[-1.570796327e+00, -5.235987756e-01, 0.000000000e+00, 5.235987756e-01, 1.570796327e+00]> : tensor<5xf32>
  func.return
}

// -----

func.func @atanh_f32() {
  %x = stablehlo.constant dense<[-9.000000000e-01, -5.000000000e-01, 0.000000000e+00, 5.000000000e-01, 9.000000000e-01]> : tensor<5xf32>
  %r = chlo.atanh %x : tensor<5xf32> -> tensor<5xf32>
  check.expect_almost_eq_const %r, dense<[-1.472219490e+00, -5.493061443e-01, 0.000000000e+00, 5.493061443e-01, 1.472219490e+00]> : tensor<5xf32>
  func.return
}

// -----

func.func @acosh_f32() {
  %x = stablehlo.constant dense<[1.000000000e+00, 1.500000000e+00, 3.000000000e+00, 1.000000000e+01]> : tensor<4xf32>
  %r = chlo.acosh %x : tensor<4xf32> -> tensor<4xf32>
  check.expect_almost_eq_const %r, dense<[0.000000000e+00, 9.624236501e-01, 1.762747174e+00, 2.993222846e+00]> : tensor<4xf32>
  func.return
}

// -----

func.func @asinh_f32() {
  %x = stablehlo.constant dense<[-1.000000000e+01, -1.000000000e+00, 0.000000000e+00, 5.000000000e-01, 3.000000000e+00]> : tensor<5xf32>
  %r = chlo.asinh %x : tensor<5xf32> -> tensor<5xf32>
  check.expect_almost_eq_const %r, dense<[-2.998222950e+00, -8.813735870e-01, 0.000000000e+00, 4.812118251e-01, 1.818446459e+00]> : tensor<5xf32>
  func.return
}

// -----

func.func @cosh_f32() {
  %x = stablehlo.constant dense<[-3.000000000e+00, -1.000000000e+00, 0.000000000e+00, 5.000000000e-01, 2.000000000e+00]> : tensor<5xf32>
  %r = chlo.cosh %x : tensor<5xf32> -> tensor<5xf32>
  check.expect_almost_eq_const %r, dense<[1.006766200e+01, 1.543080635e+00, 1.000000000e+00, 1.127625965e+00, 3.762195691e+00]> : tensor<5xf32>
  func.return
}

// -----

func.func @sinh_f32() {
  %x = stablehlo.constant dense<[-3.000000000e+00, -1.000000000e+00, 0.000000000e+00, 1.000000000e-03, 2.000000000e+00]> : tensor<5xf32>
  %r = chlo.sinh %x : tensor<5xf32> -> tensor<5xf32>
  check.expect_almost_eq_const %r, dense<[-1.001787493e+01, -1.175201194e+00, 0.000000000e+00, 1.000000167e-03, 3.626860408e+00]> : tensor<5xf32>
  func.return
}

// -----

func.func @tan_f32() {
  %x = stablehlo.constant dense<[-1.000000000e+00, -5.000000000e-01, 0.000000000e+00, 5.000000000e-01, 1.000000000e+00]> : tensor<5xf32>
  %r = chlo.tan %x : tensor<5xf32> -> tensor<5xf32>
  check.expect_almost_eq_const %r, dense<[-1.557407725e+00, -5.463024898e-01, 0.000000000e+00, 5.463024898e-01, 1.557407725e+00]> : tensor<5xf32>
  func.return
}

// -----

// ragged_dot mode 2 (ragged contracting dimension): group i contracts k in
// [start_i, start_i + size_i) and the groups stack on the leading
// dimension; expected values by hand (sums of products over each range).
func.func @ragged_dot_mode2() {
  %lhs = stablehlo.constant dense<[[1.0, 2.0, 3.0, 4.0, 5.0], [-1.0, 0.5, 2.0, -3.0, 1.0]]> : tensor<2x5xf32>
  %rhs = stablehlo.constant dense<[[1.0, 0.0, 2.0], [0.0, 1.0, -1.0], [2.0, 2.0, 0.0], [1.0, -1.0, 1.0], [0.5, 3.0, -2.0]]> : tensor<5x3xf32>
  %gs = stablehlo.constant dense<[2, 1, 2]> : tensor<3xi64>
  %r = "chlo.ragged_dot"(%lhs, %rhs, %gs) {ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0], lhs_ragged_dimensions = [1]>} : (tensor<2x5xf32>, tensor<5x3xf32>, tensor<3xi64>) -> tensor<3x2x3xf32>
  check.expect_almost_eq_const %r, dense<[[[1.0, 2.0, 0.0], [-1.0, 0.5, -2.5]], [[6.0, 6.0, 0.0], [4.0, 4.0, 0.0]], [[6.5, 11.0, -6.0], [-2.5, 6.0, -5.0]]]> : tensor<3x2x3xf32>
  func.return
}

// -----

// ragged_dot mode 3 (ragged batch dimension) is a batched dot_general.
func.func @ragged_dot_mode3() {
  %lhs = stablehlo.constant dense<[[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]], [[-1.0, 0.0, 1.0], [2.0, -2.0, 0.5]]]> : tensor<2x2x3xf32>
  %rhs = stablehlo.constant dense<[[[1.0, 0.0], [0.0, 1.0], [1.0, 1.0]], [[2.0, 1.0], [-1.0, 3.0], [0.0, 0.5]]]> : tensor<2x3x2xf32>
  %gs = stablehlo.constant dense<[1, 1]> : tensor<2xi32>
  %r = "chlo.ragged_dot"(%lhs, %rhs, %gs) {ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1], lhs_ragged_dimensions = [0]>, precision_config = [#chlo<precision HIGHEST>, #chlo<precision HIGHEST>]} : (tensor<2x2x3xf32>, tensor<2x3x2xf32>, tensor<2xi32>) -> tensor<2x2x2xf32>
  check.expect_almost_eq_const %r, dense<[[[4.0, 5.0], [10.0, 11.0]], [[-2.0, -0.5], [6.0, -3.75]]]> : tensor<2x2x2xf32>
  func.return
}
