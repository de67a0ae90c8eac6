// The StableHLO twin of attention.hlo.
func.func @main(%q: tensor<2x4x8xf32>, %k: tensor<2x4x8xf32>, %v: tensor<2x4x8xf32>) -> tensor<2x4x8xf32> {
  %s = stablehlo.dot_general %q, %k, batching_dims = [0] x [0], contracting_dims = [2] x [2] : (tensor<2x4x8xf32>, tensor<2x4x8xf32>) -> tensor<2x4x4xf32>
  %scale = stablehlo.constant dense<0.353553385> : tensor<f32>
  %scaleb = stablehlo.broadcast_in_dim %scale, dims = [] : (tensor<f32>) -> tensor<2x4x4xf32>
  %ss = stablehlo.multiply %s, %scaleb : tensor<2x4x4xf32>
  %row = stablehlo.iota dim = 0 : tensor<4x4xi32>
  %col = stablehlo.iota dim = 1 : tensor<4x4xi32>
  %causal = stablehlo.compare GE, %row, %col : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi1>
  %mask = stablehlo.broadcast_in_dim %causal, dims = [1, 2] : (tensor<4x4xi1>) -> tensor<2x4x4xi1>
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %ninfb = stablehlo.broadcast_in_dim %ninf, dims = [] : (tensor<f32>) -> tensor<2x4x4xf32>
  %masked = stablehlo.select %mask, %ss, %ninfb : tensor<2x4x4xi1>, tensor<2x4x4xf32>
  %max = stablehlo.reduce(%masked init: %ninf) applies stablehlo.maximum across dimensions = [2] : (tensor<2x4x4xf32>, tensor<f32>) -> tensor<2x4xf32>
  %maxb = stablehlo.broadcast_in_dim %max, dims = [0, 1] : (tensor<2x4xf32>) -> tensor<2x4x4xf32>
  %d = stablehlo.subtract %masked, %maxb : tensor<2x4x4xf32>
  %e = stablehlo.exponential %d : tensor<2x4x4xf32>
  %zero = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %sum = stablehlo.reduce(%e init: %zero) applies stablehlo.add across dimensions = [2] : (tensor<2x4x4xf32>, tensor<f32>) -> tensor<2x4xf32>
  %sumb = stablehlo.broadcast_in_dim %sum, dims = [0, 1] : (tensor<2x4xf32>) -> tensor<2x4x4xf32>
  %p = stablehlo.divide %e, %sumb : tensor<2x4x4xf32>
  %out = stablehlo.dot_general %p, %v, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<2x4x4xf32>, tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
  return %out : tensor<2x4x8xf32>
}
