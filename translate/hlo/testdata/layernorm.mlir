// The StableHLO twin of layernorm.hlo: (x - mean) * rsqrt(var + 1e-5) * w + b.
func.func @main(%bias: tensor<8xf32>, %weight: tensor<8xf32>, %x: tensor<2x3x8xf32>) -> tensor<2x3x8xf32> {
  %zero = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %sum = stablehlo.reduce(%x init: %zero) applies stablehlo.add across dimensions = [2] : (tensor<2x3x8xf32>, tensor<f32>) -> tensor<2x3xf32>
  %n = stablehlo.constant dense<8.000000e+00> : tensor<f32>
  %nb = stablehlo.broadcast_in_dim %n, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
  %mean = stablehlo.divide %sum, %nb : tensor<2x3xf32>
  %meanb = stablehlo.broadcast_in_dim %mean, dims = [0, 1] : (tensor<2x3xf32>) -> tensor<2x3x8xf32>
  %c = stablehlo.subtract %x, %meanb : tensor<2x3x8xf32>
  %sq = stablehlo.multiply %c, %c : tensor<2x3x8xf32>
  %ssq = stablehlo.reduce(%sq init: %zero) applies stablehlo.add across dimensions = [2] : (tensor<2x3x8xf32>, tensor<f32>) -> tensor<2x3xf32>
  %var = stablehlo.divide %ssq, %nb : tensor<2x3xf32>
  %eps = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
  %epsb = stablehlo.broadcast_in_dim %eps, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
  %ve = stablehlo.add %var, %epsb : tensor<2x3xf32>
  %r = stablehlo.rsqrt %ve : tensor<2x3xf32>
  %rb = stablehlo.broadcast_in_dim %r, dims = [0, 1] : (tensor<2x3xf32>) -> tensor<2x3x8xf32>
  %norm = stablehlo.multiply %c, %rb : tensor<2x3x8xf32>
  %wb = stablehlo.broadcast_in_dim %weight, dims = [2] : (tensor<8xf32>) -> tensor<2x3x8xf32>
  %scaled = stablehlo.multiply %norm, %wb : tensor<2x3x8xf32>
  %bb = stablehlo.broadcast_in_dim %bias, dims = [2] : (tensor<8xf32>) -> tensor<2x3x8xf32>
  %out = stablehlo.add %scaled, %bb : tensor<2x3x8xf32>
  return %out : tensor<2x3x8xf32>
}
