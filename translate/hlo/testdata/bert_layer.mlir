// The StableHLO twin of bert_layer.hlo, written op for op (GELU spelled
// out as x * (erf(x/sqrt 2) + 1) * 1/2).
func.func @main(%p0_1: tensor<1x4x8xf32>, %p1_2: tensor<1x4xf32>, %p2_3: tensor<8x8xf32>, %p3_4: tensor<8xf32>, %p4_5: tensor<8x8xf32>, %p5_6: tensor<8xf32>, %p6_7: tensor<8x8xf32>, %p7_8: tensor<8xf32>, %p8_9: tensor<8x8xf32>, %p9_10: tensor<8xf32>, %p10_11: tensor<8xf32>, %p11_12: tensor<8xf32>, %p12_13: tensor<16x8xf32>, %p13_14: tensor<16xf32>, %p14_15: tensor<8x16xf32>, %p15_16: tensor<8xf32>, %p16_17: tensor<8xf32>, %p17_18: tensor<8xf32>) -> (tensor<1x4x8xf32>) {
  %reshape_19 = stablehlo.reshape %p0_1 : (tensor<1x4x8xf32>) -> tensor<4x8xf32>
  %transpose_20 = stablehlo.transpose %p2_3, dims = [1, 0] : (tensor<8x8xf32>) -> tensor<8x8xf32>
  %dot_21 = stablehlo.dot_general %reshape_19, %transpose_20, contracting_dims = [1] x [0] : (tensor<4x8xf32>, tensor<8x8xf32>) -> tensor<4x8xf32>
  %reshape_22 = stablehlo.reshape %dot_21 : (tensor<4x8xf32>) -> tensor<1x4x8xf32>
  %broadcast_23 = stablehlo.broadcast_in_dim %p3_4, dims = [2] : (tensor<8xf32>) -> tensor<1x4x8xf32>
  %add_24 = stablehlo.add %reshape_22, %broadcast_23 : tensor<1x4x8xf32>
  %reshape_25 = stablehlo.reshape %add_24 : (tensor<1x4x8xf32>) -> tensor<1x4x2x4xf32>
  %transpose_26 = stablehlo.transpose %reshape_25, dims = [0, 2, 1, 3] : (tensor<1x4x2x4xf32>) -> tensor<1x2x4x4xf32>
  %reshape_27 = stablehlo.reshape %p0_1 : (tensor<1x4x8xf32>) -> tensor<4x8xf32>
  %transpose_28 = stablehlo.transpose %p4_5, dims = [1, 0] : (tensor<8x8xf32>) -> tensor<8x8xf32>
  %dot_29 = stablehlo.dot_general %reshape_27, %transpose_28, contracting_dims = [1] x [0] : (tensor<4x8xf32>, tensor<8x8xf32>) -> tensor<4x8xf32>
  %reshape_30 = stablehlo.reshape %dot_29 : (tensor<4x8xf32>) -> tensor<1x4x8xf32>
  %broadcast_31 = stablehlo.broadcast_in_dim %p5_6, dims = [2] : (tensor<8xf32>) -> tensor<1x4x8xf32>
  %add_32 = stablehlo.add %reshape_30, %broadcast_31 : tensor<1x4x8xf32>
  %reshape_33 = stablehlo.reshape %add_32 : (tensor<1x4x8xf32>) -> tensor<1x4x2x4xf32>
  %transpose_34 = stablehlo.transpose %reshape_33, dims = [0, 2, 1, 3] : (tensor<1x4x2x4xf32>) -> tensor<1x2x4x4xf32>
  %reshape_35 = stablehlo.reshape %p0_1 : (tensor<1x4x8xf32>) -> tensor<4x8xf32>
  %transpose_36 = stablehlo.transpose %p6_7, dims = [1, 0] : (tensor<8x8xf32>) -> tensor<8x8xf32>
  %dot_37 = stablehlo.dot_general %reshape_35, %transpose_36, contracting_dims = [1] x [0] : (tensor<4x8xf32>, tensor<8x8xf32>) -> tensor<4x8xf32>
  %reshape_38 = stablehlo.reshape %dot_37 : (tensor<4x8xf32>) -> tensor<1x4x8xf32>
  %broadcast_39 = stablehlo.broadcast_in_dim %p7_8, dims = [2] : (tensor<8xf32>) -> tensor<1x4x8xf32>
  %add_40 = stablehlo.add %reshape_38, %broadcast_39 : tensor<1x4x8xf32>
  %reshape_41 = stablehlo.reshape %add_40 : (tensor<1x4x8xf32>) -> tensor<1x4x2x4xf32>
  %transpose_42 = stablehlo.transpose %reshape_41, dims = [0, 2, 1, 3] : (tensor<1x4x2x4xf32>) -> tensor<1x2x4x4xf32>
  %transpose_43 = stablehlo.transpose %transpose_34, dims = [0, 1, 3, 2] : (tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
  %dot_44 = stablehlo.dot_general %transpose_26, %transpose_43, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
  %constant_45 = stablehlo.constant dense<0x40000000> : tensor<f32>
  %broadcast_46 = stablehlo.broadcast_in_dim %constant_45, dims = [] : (tensor<f32>) -> tensor<1x2x4x4xf32>
  %divide_47 = stablehlo.divide %dot_44, %broadcast_46 : tensor<1x2x4x4xf32>
  %broadcast_48 = stablehlo.broadcast_in_dim %p1_2, dims = [0, 3] : (tensor<1x4xf32>) -> tensor<1x2x4x4xf32>
  %add_49 = stablehlo.add %divide_47, %broadcast_48 : tensor<1x2x4x4xf32>
  %constant_50 = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %reduce_52 = stablehlo.reduce(%add_49 init: %constant_50) applies stablehlo.maximum across dimensions = [3] : (tensor<1x2x4x4xf32>, tensor<f32>) -> tensor<1x2x4xf32>
  %broadcast_53 = stablehlo.broadcast_in_dim %reduce_52, dims = [0, 1, 2] : (tensor<1x2x4xf32>) -> tensor<1x2x4x4xf32>
  %subtract_54 = stablehlo.subtract %add_49, %broadcast_53 : tensor<1x2x4x4xf32>
  %exponential_55 = stablehlo.exponential %subtract_54 : tensor<1x2x4x4xf32>
  %constant_56 = stablehlo.constant dense<0x00000000> : tensor<f32>
  %reduce_58 = stablehlo.reduce(%exponential_55 init: %constant_56) applies stablehlo.add across dimensions = [3] : (tensor<1x2x4x4xf32>, tensor<f32>) -> tensor<1x2x4xf32>
  %broadcast_59 = stablehlo.broadcast_in_dim %reduce_58, dims = [0, 1, 2] : (tensor<1x2x4xf32>) -> tensor<1x2x4x4xf32>
  %divide_60 = stablehlo.divide %exponential_55, %broadcast_59 : tensor<1x2x4x4xf32>
  %dot_61 = stablehlo.dot_general %divide_60, %transpose_42, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
  %transpose_62 = stablehlo.transpose %dot_61, dims = [0, 2, 1, 3] : (tensor<1x2x4x4xf32>) -> tensor<1x4x2x4xf32>
  %reshape_63 = stablehlo.reshape %transpose_62 : (tensor<1x4x2x4xf32>) -> tensor<1x4x8xf32>
  %reshape_64 = stablehlo.reshape %reshape_63 : (tensor<1x4x8xf32>) -> tensor<4x8xf32>
  %transpose_65 = stablehlo.transpose %p8_9, dims = [1, 0] : (tensor<8x8xf32>) -> tensor<8x8xf32>
  %dot_66 = stablehlo.dot_general %reshape_64, %transpose_65, contracting_dims = [1] x [0] : (tensor<4x8xf32>, tensor<8x8xf32>) -> tensor<4x8xf32>
  %reshape_67 = stablehlo.reshape %dot_66 : (tensor<4x8xf32>) -> tensor<1x4x8xf32>
  %broadcast_68 = stablehlo.broadcast_in_dim %p9_10, dims = [2] : (tensor<8xf32>) -> tensor<1x4x8xf32>
  %add_69 = stablehlo.add %reshape_67, %broadcast_68 : tensor<1x4x8xf32>
  %add_70 = stablehlo.add %add_69, %p0_1 : tensor<1x4x8xf32>
  %constant_71 = stablehlo.constant dense<0x00000000> : tensor<f32>
  %reduce_72 = stablehlo.reduce(%add_70 init: %constant_71) applies stablehlo.add across dimensions = [2] : (tensor<1x4x8xf32>, tensor<f32>) -> tensor<1x4xf32>
  %constant_73 = stablehlo.constant dense<0x41000000> : tensor<f32>
  %broadcast_74 = stablehlo.broadcast_in_dim %constant_73, dims = [] : (tensor<f32>) -> tensor<1x4xf32>
  %divide_75 = stablehlo.divide %reduce_72, %broadcast_74 : tensor<1x4xf32>
  %broadcast_76 = stablehlo.broadcast_in_dim %divide_75, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<1x4x8xf32>
  %subtract_77 = stablehlo.subtract %add_70, %broadcast_76 : tensor<1x4x8xf32>
  %multiply_78 = stablehlo.multiply %subtract_77, %subtract_77 : tensor<1x4x8xf32>
  %reduce_79 = stablehlo.reduce(%multiply_78 init: %constant_71) applies stablehlo.add across dimensions = [2] : (tensor<1x4x8xf32>, tensor<f32>) -> tensor<1x4xf32>
  %divide_80 = stablehlo.divide %reduce_79, %broadcast_74 : tensor<1x4xf32>
  %constant_81 = stablehlo.constant dense<0x2B8CBCCC> : tensor<f32>
  %broadcast_82 = stablehlo.broadcast_in_dim %constant_81, dims = [] : (tensor<f32>) -> tensor<1x4xf32>
  %add_83 = stablehlo.add %divide_80, %broadcast_82 : tensor<1x4xf32>
  %rsqrt_84 = stablehlo.rsqrt %add_83 : tensor<1x4xf32>
  %broadcast_85 = stablehlo.broadcast_in_dim %rsqrt_84, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<1x4x8xf32>
  %multiply_86 = stablehlo.multiply %subtract_77, %broadcast_85 : tensor<1x4x8xf32>
  %broadcast_87 = stablehlo.broadcast_in_dim %p10_11, dims = [2] : (tensor<8xf32>) -> tensor<1x4x8xf32>
  %multiply_88 = stablehlo.multiply %multiply_86, %broadcast_87 : tensor<1x4x8xf32>
  %broadcast_89 = stablehlo.broadcast_in_dim %p11_12, dims = [2] : (tensor<8xf32>) -> tensor<1x4x8xf32>
  %add_90 = stablehlo.add %multiply_88, %broadcast_89 : tensor<1x4x8xf32>
  %reshape_91 = stablehlo.reshape %add_90 : (tensor<1x4x8xf32>) -> tensor<4x8xf32>
  %transpose_92 = stablehlo.transpose %p12_13, dims = [1, 0] : (tensor<16x8xf32>) -> tensor<8x16xf32>
  %dot_93 = stablehlo.dot_general %reshape_91, %transpose_92, contracting_dims = [1] x [0] : (tensor<4x8xf32>, tensor<8x16xf32>) -> tensor<4x16xf32>
  %reshape_94 = stablehlo.reshape %dot_93 : (tensor<4x16xf32>) -> tensor<1x4x16xf32>
  %broadcast_95 = stablehlo.broadcast_in_dim %p13_14, dims = [2] : (tensor<16xf32>) -> tensor<1x4x16xf32>
  %add_96 = stablehlo.add %reshape_94, %broadcast_95 : tensor<1x4x16xf32>
  %k98 = stablehlo.constant dense<0x3F3504F3> : tensor<1x4x16xf32>
  %t99 = stablehlo.multiply %add_96, %k98 : tensor<1x4x16xf32>
  %t100 = chlo.erf %t99 : tensor<1x4x16xf32> -> tensor<1x4x16xf32>
  %k101 = stablehlo.constant dense<0x3F800000> : tensor<1x4x16xf32>
  %t102 = stablehlo.add %t100, %k101 : tensor<1x4x16xf32>
  %t103 = stablehlo.multiply %add_96, %t102 : tensor<1x4x16xf32>
  %k104 = stablehlo.constant dense<0x3F000000> : tensor<1x4x16xf32>
  %custom_call_97 = stablehlo.multiply %t103, %k104 : tensor<1x4x16xf32>
  %reshape_105 = stablehlo.reshape %custom_call_97 : (tensor<1x4x16xf32>) -> tensor<4x16xf32>
  %transpose_106 = stablehlo.transpose %p14_15, dims = [1, 0] : (tensor<8x16xf32>) -> tensor<16x8xf32>
  %dot_107 = stablehlo.dot_general %reshape_105, %transpose_106, contracting_dims = [1] x [0] : (tensor<4x16xf32>, tensor<16x8xf32>) -> tensor<4x8xf32>
  %reshape_108 = stablehlo.reshape %dot_107 : (tensor<4x8xf32>) -> tensor<1x4x8xf32>
  %broadcast_109 = stablehlo.broadcast_in_dim %p15_16, dims = [2] : (tensor<8xf32>) -> tensor<1x4x8xf32>
  %add_110 = stablehlo.add %reshape_108, %broadcast_109 : tensor<1x4x8xf32>
  %add_111 = stablehlo.add %add_110, %add_90 : tensor<1x4x8xf32>
  %constant_112 = stablehlo.constant dense<0x00000000> : tensor<f32>
  %reduce_113 = stablehlo.reduce(%add_111 init: %constant_112) applies stablehlo.add across dimensions = [2] : (tensor<1x4x8xf32>, tensor<f32>) -> tensor<1x4xf32>
  %constant_114 = stablehlo.constant dense<0x41000000> : tensor<f32>
  %broadcast_115 = stablehlo.broadcast_in_dim %constant_114, dims = [] : (tensor<f32>) -> tensor<1x4xf32>
  %divide_116 = stablehlo.divide %reduce_113, %broadcast_115 : tensor<1x4xf32>
  %broadcast_117 = stablehlo.broadcast_in_dim %divide_116, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<1x4x8xf32>
  %subtract_118 = stablehlo.subtract %add_111, %broadcast_117 : tensor<1x4x8xf32>
  %multiply_119 = stablehlo.multiply %subtract_118, %subtract_118 : tensor<1x4x8xf32>
  %reduce_120 = stablehlo.reduce(%multiply_119 init: %constant_112) applies stablehlo.add across dimensions = [2] : (tensor<1x4x8xf32>, tensor<f32>) -> tensor<1x4xf32>
  %divide_121 = stablehlo.divide %reduce_120, %broadcast_115 : tensor<1x4xf32>
  %constant_122 = stablehlo.constant dense<0x2B8CBCCC> : tensor<f32>
  %broadcast_123 = stablehlo.broadcast_in_dim %constant_122, dims = [] : (tensor<f32>) -> tensor<1x4xf32>
  %add_124 = stablehlo.add %divide_121, %broadcast_123 : tensor<1x4xf32>
  %rsqrt_125 = stablehlo.rsqrt %add_124 : tensor<1x4xf32>
  %broadcast_126 = stablehlo.broadcast_in_dim %rsqrt_125, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<1x4x8xf32>
  %multiply_127 = stablehlo.multiply %subtract_118, %broadcast_126 : tensor<1x4x8xf32>
  %broadcast_128 = stablehlo.broadcast_in_dim %p16_17, dims = [2] : (tensor<8xf32>) -> tensor<1x4x8xf32>
  %multiply_129 = stablehlo.multiply %multiply_127, %broadcast_128 : tensor<1x4x8xf32>
  %broadcast_130 = stablehlo.broadcast_in_dim %p17_18, dims = [2] : (tensor<8xf32>) -> tensor<1x4x8xf32>
  %add_131 = stablehlo.add %multiply_129, %broadcast_130 : tensor<1x4x8xf32>
  return %add_131 : tensor<1x4x8xf32>
}
