// The StableHLO twin of mlp.hlo, as jax.jit(mlp).lower(...).as_text() writes it.
func.func @main(%x: tensor<4x8xf32>, %w1: tensor<8x16xf32>, %b1: tensor<16xf32>, %w2: tensor<16x4xf32>, %b2: tensor<4xf32>) -> tensor<4x4xf32> {
  %0 = stablehlo.dot_general %x, %w1, contracting_dims = [1] x [0] : (tensor<4x8xf32>, tensor<8x16xf32>) -> tensor<4x16xf32>
  %1 = stablehlo.broadcast_in_dim %b1, dims = [1] : (tensor<16xf32>) -> tensor<4x16xf32>
  %2 = stablehlo.add %0, %1 : tensor<4x16xf32>
  %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
  %4 = stablehlo.maximum %2, %3 : tensor<4x16xf32>
  %5 = stablehlo.dot_general %4, %w2, contracting_dims = [1] x [0] : (tensor<4x16xf32>, tensor<16x4xf32>) -> tensor<4x4xf32>
  %6 = stablehlo.broadcast_in_dim %b2, dims = [1] : (tensor<4xf32>) -> tensor<4x4xf32>
  %7 = stablehlo.add %5, %6 : tensor<4x4xf32>
  return %7 : tensor<4x4xf32>
}
