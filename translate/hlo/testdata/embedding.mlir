// The StableHLO twin of embedding.hlo.
func.func @main(%table: tensor<10x8xf32>, %ids: tensor<2x3xi64>, %cache: tensor<2x6x8xf32>, %pos: tensor<i64>) -> (tensor<2x3x8xf32>, tensor<2x6x8xf32>, tensor<2x2x8xf32>) {
  %emb = "stablehlo.gather"(%table, %ids) {
    dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>,
    slice_sizes = array<i64: 1, 8>, indices_are_sorted = false
  } : (tensor<10x8xf32>, tensor<2x3xi64>) -> tensor<2x3x8xf32>
  %p = stablehlo.convert %pos : (tensor<i64>) -> tensor<i32>
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %new = stablehlo.dynamic_update_slice %cache, %emb, %zero, %p, %zero : (tensor<2x6x8xf32>, tensor<2x3x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x6x8xf32>
  %one = stablehlo.constant dense<1> : tensor<i32>
  %p1 = stablehlo.add %p, %one : tensor<i32>
  %rows = stablehlo.dynamic_slice %new, %zero, %p1, %zero, sizes = [2, 2, 8] : (tensor<2x6x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x2x8xf32>
  return %emb, %new, %rows : tensor<2x3x8xf32>, tensor<2x6x8xf32>, tensor<2x2x8xf32>
}
