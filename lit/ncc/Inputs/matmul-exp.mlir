func.func @main(%a: tensor<200x300xf32>, %b: tensor<300x64xf32>) -> tensor<200x64xf32> {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<200x300xf32>, tensor<300x64xf32>) -> tensor<200x64xf32>
  %1 = stablehlo.exponential %0 : tensor<200x64xf32>
  return %1 : tensor<200x64xf32>
}
