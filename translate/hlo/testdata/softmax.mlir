// The StableHLO twin of softmax.hlo.
func.func @main(%x: tensor<2x5xf32>) -> (tensor<2x5xf32>, tensor<2xf32>) {
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %max = stablehlo.reduce(%x init: %ninf) applies stablehlo.maximum across dimensions = [1] : (tensor<2x5xf32>, tensor<f32>) -> tensor<2xf32>
  %0 = stablehlo.broadcast_in_dim %max, dims = [0] : (tensor<2xf32>) -> tensor<2x5xf32>
  %1 = stablehlo.subtract %x, %0 : tensor<2x5xf32>
  %2 = stablehlo.exponential %1 : tensor<2x5xf32>
  %zero = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %sum = stablehlo.reduce(%2 init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<2x5xf32>, tensor<f32>) -> tensor<2xf32>
  %3 = stablehlo.broadcast_in_dim %sum, dims = [0] : (tensor<2xf32>) -> tensor<2x5xf32>
  %4 = stablehlo.divide %2, %3 : tensor<2x5xf32>
  return %4, %sum : tensor<2x5xf32>, tensor<2xf32>
}
