// The StableHLO twin of while.hlo.
func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %i0 = stablehlo.constant dense<0> : tensor<i32>
  %one = stablehlo.constant dense<1.000000e+00> : tensor<f32>
  %acc0 = stablehlo.broadcast_in_dim %one, dims = [] : (tensor<f32>) -> tensor<4xf32>
  %r:3 = stablehlo.while(%i = %i0, %xx = %x, %acc = %acc0) : tensor<i32>, tensor<4xf32>, tensor<4xf32>
   cond {
    %n = stablehlo.constant dense<5> : tensor<i32>
    %lt = stablehlo.compare LT, %i, %n : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  } do {
    %c1 = stablehlo.constant dense<1> : tensor<i32>
    %i1 = stablehlo.add %i, %c1 : tensor<i32>
    %m = stablehlo.multiply %acc, %xx : tensor<4xf32>
    %a = stablehlo.add %m, %xx : tensor<4xf32>
    stablehlo.return %i1, %xx, %a : tensor<i32>, tensor<4xf32>, tensor<4xf32>
  }
  return %r#2 : tensor<4xf32>
}
