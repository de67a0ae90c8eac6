func.func @main() -> (tensor<2x2xf32>, tensor<3xi16>) {
  %0 = stablehlo.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>
  %1 = stablehlo.constant dense<[-1, 0, 1]> : tensor<3xi16>
  func.return %0, %1 : tensor<2x2xf32>, tensor<3xi16>
}
