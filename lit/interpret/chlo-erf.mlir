// RUN: ncc-translate --interpret %s 2>&1 | FileCheck %s --allow-empty --implicit-check-not=error:

// chlo.erf, the CHLO op of erf-GELU in exported models (PyTorch's
// nn.GELU(), JAX's gelu(approximate=False)), runs in the interpreter as
// erf itself, rounded to the element type: the reference for lowerings
// that compute it otherwise.
func.func @main() {
  %x = stablehlo.constant dense<[0.0, 1.0, -0.5, 3.0]> : tensor<4xf32>
  %0 = chlo.erf %x : tensor<4xf32> -> tensor<4xf32>
  check.expect_almost_eq_const %0, dense<[0.0, 0.842700793, -0.520499877, 0.999977909]> : tensor<4xf32>
  %b = stablehlo.convert %x : (tensor<4xf32>) -> tensor<4xbf16>
  %1 = chlo.erf %b : tensor<4xbf16> -> tensor<4xbf16>
  check.expect_almost_eq_const %1, dense<[0.0, 0.84375, -0.51953125, 1.0]> : tensor<4xbf16>
  return
}
