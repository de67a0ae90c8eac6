func.func @main(%a: tensor<2x2xf32>, %b: tensor<3xi16>) -> (tensor<2x2xf32>, tensor<3xi16>) {
  %one = stablehlo.constant dense<1.0> : tensor<2x2xf32>
  %0 = stablehlo.add %a, %one : tensor<2x2xf32>
  %1 = stablehlo.add %b, %b : tensor<3xi16>
  func.return %0, %1 : tensor<2x2xf32>, tensor<3xi16>
}
