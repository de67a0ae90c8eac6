// The StableHLO twin of conv.hlo.
func.func @main(%x: tensor<1x6x6x2xf32>, %w: tensor<3x3x2x4xf32>, %b: tensor<4xf32>) -> (tensor<1x3x3x4xf32>, tensor<1x3x3x4xf32>) {
  %c = stablehlo.convolution(%x, %w) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x6x6x2xf32>, tensor<3x3x2x4xf32>) -> tensor<1x6x6x4xf32>
  %bb = stablehlo.broadcast_in_dim %b, dims = [3] : (tensor<4xf32>) -> tensor<1x6x6x4xf32>
  %a = stablehlo.add %c, %bb : tensor<1x6x6x4xf32>
  %zero = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %zb = stablehlo.broadcast_in_dim %zero, dims = [] : (tensor<f32>) -> tensor<1x6x6x4xf32>
  %r = stablehlo.maximum %a, %zb : tensor<1x6x6x4xf32>
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %max = "stablehlo.reduce_window"(%r, %ninf) <{window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    %m = stablehlo.maximum %p, %q : tensor<f32>
    stablehlo.return %m : tensor<f32>
  }) : (tensor<1x6x6x4xf32>, tensor<f32>) -> tensor<1x3x3x4xf32>
  %sum = "stablehlo.reduce_window"(%r, %zero) <{window_dimensions = array<i64: 1, 3, 3, 1>, window_strides = array<i64: 1, 2, 2, 1>, padding = dense<[[0, 0], [1, 0], [1, 0], [0, 0]]> : tensor<4x2xi64>}> ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    %s = stablehlo.add %p, %q : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<1x6x6x4xf32>, tensor<f32>) -> tensor<1x3x3x4xf32>
  return %max, %sum : tensor<1x3x3x4xf32>, tensor<1x3x3x4xf32>
}
