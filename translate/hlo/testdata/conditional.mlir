// The StableHLO twin of conditional.hlo.
func.func @main(%a: tensor<4xf32>, %b: tensor<4xf32>, %i: tensor<i32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %zero = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %sum = stablehlo.reduce(%a init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
  %p = stablehlo.compare GT, %sum, %zero : (tensor<f32>, tensor<f32>) -> tensor<i1>
  %r0 = "stablehlo.if"(%p) ({
    %s = stablehlo.add %a, %b : tensor<4xf32>
    stablehlo.return %s : tensor<4xf32>
  }, {
    %n = stablehlo.negate %b : tensor<4xf32>
    stablehlo.return %n : tensor<4xf32>
  }) : (tensor<i1>) -> tensor<4xf32>
  %lo = stablehlo.constant dense<0> : tensor<i32>
  %hi = stablehlo.constant dense<2> : tensor<i32>
  %k = stablehlo.clamp %lo, %i, %hi : tensor<i32>
  %r1 = "stablehlo.case"(%k) ({
    %e = stablehlo.exponential %a : tensor<4xf32>
    stablehlo.return %e : tensor<4xf32>
  }, {
    %m = stablehlo.multiply %b, %b : tensor<4xf32>
    stablehlo.return %m : tensor<4xf32>
  }, {
    %s = stablehlo.sine %b : tensor<4xf32>
    stablehlo.return %s : tensor<4xf32>
  }) : (tensor<i32>) -> tensor<4xf32>
  return %r0, %r1 : tensor<4xf32>, tensor<4xf32>
}
