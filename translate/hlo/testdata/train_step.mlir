// The StableHLO twin of train_step.hlo, op for op (the custom calls
// spelled out).
func.func @main(%p0_1: tensor<4x8xf32>, %p1_2: tensor<16x8xf32>, %p2_3: tensor<4x16xf32>, %p3_4: tensor<4x4xf32>, %p4_5: tensor<f32>) -> (tensor<16x8xf32>, tensor<4x16xf32>, tensor<f32>) {
  %transpose_6 = stablehlo.transpose %p1_2, dims = [1, 0] : (tensor<16x8xf32>) -> tensor<8x16xf32>
  %dot_7 = stablehlo.dot_general %p0_1, %transpose_6, contracting_dims = [1] x [0] : (tensor<4x8xf32>, tensor<8x16xf32>) -> tensor<4x16xf32>
  %k9 = stablehlo.constant dense<0x3F3504F3> : tensor<4x16xf32>
  %t10 = stablehlo.multiply %dot_7, %k9 : tensor<4x16xf32>
  %t11 = chlo.erf %t10 : tensor<4x16xf32> -> tensor<4x16xf32>
  %k12 = stablehlo.constant dense<0x3F800000> : tensor<4x16xf32>
  %t13 = stablehlo.add %t11, %k12 : tensor<4x16xf32>
  %t14 = stablehlo.multiply %dot_7, %t13 : tensor<4x16xf32>
  %k15 = stablehlo.constant dense<0x3F000000> : tensor<4x16xf32>
  %custom_call_8 = stablehlo.multiply %t14, %k15 : tensor<4x16xf32>
  %transpose_16 = stablehlo.transpose %p2_3, dims = [1, 0] : (tensor<4x16xf32>) -> tensor<16x4xf32>
  %dot_17 = stablehlo.dot_general %custom_call_8, %transpose_16, contracting_dims = [1] x [0] : (tensor<4x16xf32>, tensor<16x4xf32>) -> tensor<4x4xf32>
  %k19 = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %t20 = stablehlo.reduce(%dot_17 init: %k19) applies stablehlo.maximum across dimensions = [1] : (tensor<4x4xf32>, tensor<f32>) -> tensor<4xf32>
  %t21 = stablehlo.broadcast_in_dim %t20, dims = [0] : (tensor<4xf32>) -> tensor<4x4xf32>
  %t22 = stablehlo.subtract %dot_17, %t21 : tensor<4x4xf32>
  %t23 = stablehlo.exponential %t22 : tensor<4x4xf32>
  %k24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %t25 = stablehlo.reduce(%t23 init: %k24) applies stablehlo.add across dimensions = [1] : (tensor<4x4xf32>, tensor<f32>) -> tensor<4xf32>
  %t26 = stablehlo.broadcast_in_dim %t25, dims = [0] : (tensor<4xf32>) -> tensor<4x4xf32>
  %custom_call_18 = stablehlo.divide %t23, %t26 : tensor<4x4xf32>
  %subtract_27 = stablehlo.subtract %custom_call_18, %p3_4 : tensor<4x4xf32>
  %multiply_28 = stablehlo.multiply %subtract_27, %subtract_27 : tensor<4x4xf32>
  %constant_29 = stablehlo.constant dense<0x00000000> : tensor<f32>
  %reduce_31 = stablehlo.reduce(%multiply_28 init: %constant_29) applies stablehlo.add across dimensions = [1] : (tensor<4x4xf32>, tensor<f32>) -> tensor<4xf32>
  %reduce_32 = stablehlo.reduce(%reduce_31 init: %constant_29) applies stablehlo.add across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
  %constant_33 = stablehlo.constant dense<0x41800000> : tensor<f32>
  %divide_34 = stablehlo.divide %reduce_32, %constant_33 : tensor<f32>
  %constant_35 = stablehlo.constant dense<0x3E000000> : tensor<f32>
  %broadcast_36 = stablehlo.broadcast_in_dim %constant_35, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
  %multiply_37 = stablehlo.multiply %subtract_27, %broadcast_36 : tensor<4x4xf32>
  %t39 = stablehlo.multiply %multiply_37, %custom_call_18 : tensor<4x4xf32>
  %k40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %t41 = stablehlo.reduce(%t39 init: %k40) applies stablehlo.add across dimensions = [1] : (tensor<4x4xf32>, tensor<f32>) -> tensor<4xf32>
  %t42 = stablehlo.broadcast_in_dim %t41, dims = [0] : (tensor<4xf32>) -> tensor<4x4xf32>
  %t43 = stablehlo.subtract %multiply_37, %t42 : tensor<4x4xf32>
  %custom_call_38 = stablehlo.multiply %custom_call_18, %t43 : tensor<4x4xf32>
  %dot_44 = stablehlo.dot_general %custom_call_38, %custom_call_8, contracting_dims = [0] x [0] : (tensor<4x4xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
  %dot_45 = stablehlo.dot_general %custom_call_38, %p2_3, contracting_dims = [1] x [0] : (tensor<4x4xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
  %k47 = stablehlo.constant dense<0x3F3504F3> : tensor<4x16xf32>
  %t48 = stablehlo.multiply %dot_7, %k47 : tensor<4x16xf32>
  %t49 = chlo.erf %t48 : tensor<4x16xf32> -> tensor<4x16xf32>
  %k50 = stablehlo.constant dense<0x3F800000> : tensor<4x16xf32>
  %t51 = stablehlo.add %t49, %k50 : tensor<4x16xf32>
  %k52 = stablehlo.constant dense<0x3F000000> : tensor<4x16xf32>
  %t53 = stablehlo.multiply %t51, %k52 : tensor<4x16xf32>
  %t54 = stablehlo.multiply %dot_7, %dot_7 : tensor<4x16xf32>
  %k55 = stablehlo.constant dense<0xBF000000> : tensor<4x16xf32>
  %t56 = stablehlo.multiply %t54, %k55 : tensor<4x16xf32>
  %t57 = stablehlo.exponential %t56 : tensor<4x16xf32>
  %k58 = stablehlo.constant dense<0x3ECC422A> : tensor<4x16xf32>
  %t59 = stablehlo.multiply %t57, %k58 : tensor<4x16xf32>
  %t60 = stablehlo.multiply %dot_7, %t59 : tensor<4x16xf32>
  %custom_call_46 = stablehlo.add %t53, %t60 : tensor<4x16xf32>
  %multiply_61 = stablehlo.multiply %dot_45, %custom_call_46 : tensor<4x16xf32>
  %dot_62 = stablehlo.dot_general %multiply_61, %p0_1, contracting_dims = [0] x [0] : (tensor<4x16xf32>, tensor<4x8xf32>) -> tensor<16x8xf32>
  %broadcast_63 = stablehlo.broadcast_in_dim %p4_5, dims = [] : (tensor<f32>) -> tensor<16x8xf32>
  %multiply_64 = stablehlo.multiply %dot_62, %broadcast_63 : tensor<16x8xf32>
  %subtract_65 = stablehlo.subtract %p1_2, %multiply_64 : tensor<16x8xf32>
  %broadcast_66 = stablehlo.broadcast_in_dim %p4_5, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
  %multiply_67 = stablehlo.multiply %dot_44, %broadcast_66 : tensor<4x16xf32>
  %subtract_68 = stablehlo.subtract %p2_3, %multiply_67 : tensor<4x16xf32>
  return %subtract_65, %subtract_68, %divide_34 : tensor<16x8xf32>, tensor<4x16xf32>, tensor<f32>
}
