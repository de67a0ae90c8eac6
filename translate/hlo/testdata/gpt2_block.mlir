// The StableHLO twin of gpt2_block.hlo, written op for op.
func.func @main(%Arg_0_1: tensor<4x8xf32>, %Arg_1_2: tensor<8xf32>, %Arg_2_3: tensor<8xf32>, %Arg_3_4: tensor<8x24xf32>, %Arg_4_5: tensor<24xf32>, %Arg_5_6: tensor<8x8xf32>, %Arg_6_7: tensor<8xf32>, %Arg_7_8: tensor<8xf32>, %Arg_8_9: tensor<8xf32>, %Arg_9_10: tensor<8x32xf32>, %Arg_10_11: tensor<32xf32>, %Arg_11_12: tensor<32x8xf32>, %Arg_12_13: tensor<8xf32>) -> (tensor<4x8xf32>) {
  %constant_14 = stablehlo.constant dense<0x00000000> : tensor<f32>
  %reduce_16 = stablehlo.reduce(%Arg_0_1 init: %constant_14) applies stablehlo.add across dimensions = [1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
  %constant_17 = stablehlo.constant dense<0x41000000> : tensor<f32>
  %broadcast_18 = stablehlo.broadcast_in_dim %constant_17, dims = [] : (tensor<f32>) -> tensor<4xf32>
  %divide_19 = stablehlo.divide %reduce_16, %broadcast_18 : tensor<4xf32>
  %multiply_20 = stablehlo.multiply %Arg_0_1, %Arg_0_1 : tensor<4x8xf32>
  %reduce_21 = stablehlo.reduce(%multiply_20 init: %constant_14) applies stablehlo.add across dimensions = [1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
  %divide_22 = stablehlo.divide %reduce_21, %broadcast_18 : tensor<4xf32>
  %multiply_23 = stablehlo.multiply %divide_19, %divide_19 : tensor<4xf32>
  %subtract_24 = stablehlo.subtract %divide_22, %multiply_23 : tensor<4xf32>
  %broadcast_25 = stablehlo.broadcast_in_dim %divide_19, dims = [0] : (tensor<4xf32>) -> tensor<4x8xf32>
  %subtract_26 = stablehlo.subtract %Arg_0_1, %broadcast_25 : tensor<4x8xf32>
  %constant_27 = stablehlo.constant dense<0x3727C5AC> : tensor<f32>
  %broadcast_28 = stablehlo.broadcast_in_dim %constant_27, dims = [] : (tensor<f32>) -> tensor<4xf32>
  %add_29 = stablehlo.add %subtract_24, %broadcast_28 : tensor<4xf32>
  %rsqrt_30 = stablehlo.rsqrt %add_29 : tensor<4xf32>
  %broadcast_31 = stablehlo.broadcast_in_dim %rsqrt_30, dims = [0] : (tensor<4xf32>) -> tensor<4x8xf32>
  %broadcast_32 = stablehlo.broadcast_in_dim %Arg_1_2, dims = [1] : (tensor<8xf32>) -> tensor<4x8xf32>
  %broadcast_33 = stablehlo.broadcast_in_dim %Arg_2_3, dims = [1] : (tensor<8xf32>) -> tensor<4x8xf32>
  %multiply_34 = stablehlo.multiply %subtract_26, %broadcast_31 : tensor<4x8xf32>
  %multiply_35 = stablehlo.multiply %multiply_34, %broadcast_32 : tensor<4x8xf32>
  %add_36 = stablehlo.add %multiply_35, %broadcast_33 : tensor<4x8xf32>
  %dot_37 = stablehlo.dot_general %add_36, %Arg_3_4, contracting_dims = [1] x [0] : (tensor<4x8xf32>, tensor<8x24xf32>) -> tensor<4x24xf32>
  %broadcast_38 = stablehlo.broadcast_in_dim %Arg_4_5, dims = [1] : (tensor<24xf32>) -> tensor<4x24xf32>
  %add_39 = stablehlo.add %dot_37, %broadcast_38 : tensor<4x24xf32>
  %slice_40 = stablehlo.slice %add_39 [0:4, 0:8] : (tensor<4x24xf32>) -> tensor<4x8xf32>
  %slice_41 = stablehlo.slice %add_39 [0:4, 8:16] : (tensor<4x24xf32>) -> tensor<4x8xf32>
  %slice_42 = stablehlo.slice %add_39 [0:4, 16:24] : (tensor<4x24xf32>) -> tensor<4x8xf32>
  %reshape_43 = stablehlo.reshape %slice_40 : (tensor<4x8xf32>) -> tensor<4x2x4xf32>
  %transpose_44 = stablehlo.transpose %reshape_43, dims = [1, 0, 2] : (tensor<4x2x4xf32>) -> tensor<2x4x4xf32>
  %reshape_45 = stablehlo.reshape %slice_41 : (tensor<4x8xf32>) -> tensor<4x2x4xf32>
  %transpose_46 = stablehlo.transpose %reshape_45, dims = [1, 0, 2] : (tensor<4x2x4xf32>) -> tensor<2x4x4xf32>
  %reshape_47 = stablehlo.reshape %slice_42 : (tensor<4x8xf32>) -> tensor<4x2x4xf32>
  %transpose_48 = stablehlo.transpose %reshape_47, dims = [1, 0, 2] : (tensor<4x2x4xf32>) -> tensor<2x4x4xf32>
  %dot_49 = stablehlo.dot_general %transpose_44, %transpose_46, batching_dims = [0] x [0], contracting_dims = [2] x [2] : (tensor<2x4x4xf32>, tensor<2x4x4xf32>) -> tensor<2x4x4xf32>
  %constant_50 = stablehlo.constant dense<0x3F000000> : tensor<f32>
  %broadcast_51 = stablehlo.broadcast_in_dim %constant_50, dims = [] : (tensor<f32>) -> tensor<2x4x4xf32>
  %multiply_52 = stablehlo.multiply %dot_49, %broadcast_51 : tensor<2x4x4xf32>
  %iota_53 = stablehlo.iota dim = 0 : tensor<4x4xi32>
  %iota_54 = stablehlo.iota dim = 1 : tensor<4x4xi32>
  %compare_55 = stablehlo.compare GE, %iota_53, %iota_54, SIGNED : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi1>
  %broadcast_56 = stablehlo.broadcast_in_dim %compare_55, dims = [1, 2] : (tensor<4x4xi1>) -> tensor<2x4x4xi1>
  %constant_57 = stablehlo.constant dense<0xCE6E6B28> : tensor<f32>
  %broadcast_58 = stablehlo.broadcast_in_dim %constant_57, dims = [] : (tensor<f32>) -> tensor<2x4x4xf32>
  %select_59 = stablehlo.select %broadcast_56, %multiply_52, %broadcast_58 : tensor<2x4x4xi1>, tensor<2x4x4xf32>
  %constant_60 = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %reduce_62 = stablehlo.reduce(%select_59 init: %constant_60) applies stablehlo.maximum across dimensions = [2] : (tensor<2x4x4xf32>, tensor<f32>) -> tensor<2x4xf32>
  %broadcast_63 = stablehlo.broadcast_in_dim %reduce_62, dims = [0, 1] : (tensor<2x4xf32>) -> tensor<2x4x4xf32>
  %subtract_64 = stablehlo.subtract %select_59, %broadcast_63 : tensor<2x4x4xf32>
  %exponential_65 = stablehlo.exponential %subtract_64 : tensor<2x4x4xf32>
  %constant_66 = stablehlo.constant dense<0x00000000> : tensor<f32>
  %reduce_67 = stablehlo.reduce(%exponential_65 init: %constant_66) applies stablehlo.add across dimensions = [2] : (tensor<2x4x4xf32>, tensor<f32>) -> tensor<2x4xf32>
  %broadcast_68 = stablehlo.broadcast_in_dim %reduce_67, dims = [0, 1] : (tensor<2x4xf32>) -> tensor<2x4x4xf32>
  %divide_69 = stablehlo.divide %exponential_65, %broadcast_68 : tensor<2x4x4xf32>
  %dot_70 = stablehlo.dot_general %divide_69, %transpose_48, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<2x4x4xf32>, tensor<2x4x4xf32>) -> tensor<2x4x4xf32>
  %transpose_71 = stablehlo.transpose %dot_70, dims = [1, 0, 2] : (tensor<2x4x4xf32>) -> tensor<4x2x4xf32>
  %reshape_72 = stablehlo.reshape %transpose_71 : (tensor<4x2x4xf32>) -> tensor<4x8xf32>
  %dot_73 = stablehlo.dot_general %reshape_72, %Arg_5_6, contracting_dims = [1] x [0] : (tensor<4x8xf32>, tensor<8x8xf32>) -> tensor<4x8xf32>
  %broadcast_74 = stablehlo.broadcast_in_dim %Arg_6_7, dims = [1] : (tensor<8xf32>) -> tensor<4x8xf32>
  %add_75 = stablehlo.add %dot_73, %broadcast_74 : tensor<4x8xf32>
  %add_76 = stablehlo.add %Arg_0_1, %add_75 : tensor<4x8xf32>
  %constant_77 = stablehlo.constant dense<0x00000000> : tensor<f32>
  %reduce_78 = stablehlo.reduce(%add_76 init: %constant_77) applies stablehlo.add across dimensions = [1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
  %constant_79 = stablehlo.constant dense<0x41000000> : tensor<f32>
  %broadcast_80 = stablehlo.broadcast_in_dim %constant_79, dims = [] : (tensor<f32>) -> tensor<4xf32>
  %divide_81 = stablehlo.divide %reduce_78, %broadcast_80 : tensor<4xf32>
  %multiply_82 = stablehlo.multiply %add_76, %add_76 : tensor<4x8xf32>
  %reduce_83 = stablehlo.reduce(%multiply_82 init: %constant_77) applies stablehlo.add across dimensions = [1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
  %divide_84 = stablehlo.divide %reduce_83, %broadcast_80 : tensor<4xf32>
  %multiply_85 = stablehlo.multiply %divide_81, %divide_81 : tensor<4xf32>
  %subtract_86 = stablehlo.subtract %divide_84, %multiply_85 : tensor<4xf32>
  %broadcast_87 = stablehlo.broadcast_in_dim %divide_81, dims = [0] : (tensor<4xf32>) -> tensor<4x8xf32>
  %subtract_88 = stablehlo.subtract %add_76, %broadcast_87 : tensor<4x8xf32>
  %constant_89 = stablehlo.constant dense<0x3727C5AC> : tensor<f32>
  %broadcast_90 = stablehlo.broadcast_in_dim %constant_89, dims = [] : (tensor<f32>) -> tensor<4xf32>
  %add_91 = stablehlo.add %subtract_86, %broadcast_90 : tensor<4xf32>
  %rsqrt_92 = stablehlo.rsqrt %add_91 : tensor<4xf32>
  %broadcast_93 = stablehlo.broadcast_in_dim %rsqrt_92, dims = [0] : (tensor<4xf32>) -> tensor<4x8xf32>
  %broadcast_94 = stablehlo.broadcast_in_dim %Arg_7_8, dims = [1] : (tensor<8xf32>) -> tensor<4x8xf32>
  %broadcast_95 = stablehlo.broadcast_in_dim %Arg_8_9, dims = [1] : (tensor<8xf32>) -> tensor<4x8xf32>
  %multiply_96 = stablehlo.multiply %subtract_88, %broadcast_93 : tensor<4x8xf32>
  %multiply_97 = stablehlo.multiply %multiply_96, %broadcast_94 : tensor<4x8xf32>
  %add_98 = stablehlo.add %multiply_97, %broadcast_95 : tensor<4x8xf32>
  %dot_99 = stablehlo.dot_general %add_98, %Arg_9_10, contracting_dims = [1] x [0] : (tensor<4x8xf32>, tensor<8x32xf32>) -> tensor<4x32xf32>
  %broadcast_100 = stablehlo.broadcast_in_dim %Arg_10_11, dims = [1] : (tensor<32xf32>) -> tensor<4x32xf32>
  %add_101 = stablehlo.add %dot_99, %broadcast_100 : tensor<4x32xf32>
  %multiply_102 = stablehlo.multiply %add_101, %add_101 : tensor<4x32xf32>
  %multiply_103 = stablehlo.multiply %multiply_102, %add_101 : tensor<4x32xf32>
  %constant_104 = stablehlo.constant dense<0x3D372713> : tensor<f32>
  %broadcast_105 = stablehlo.broadcast_in_dim %constant_104, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
  %multiply_106 = stablehlo.multiply %multiply_103, %broadcast_105 : tensor<4x32xf32>
  %add_107 = stablehlo.add %add_101, %multiply_106 : tensor<4x32xf32>
  %constant_108 = stablehlo.constant dense<0x3F4C422A> : tensor<f32>
  %broadcast_109 = stablehlo.broadcast_in_dim %constant_108, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
  %multiply_110 = stablehlo.multiply %add_107, %broadcast_109 : tensor<4x32xf32>
  %tanh_111 = stablehlo.tanh %multiply_110 : tensor<4x32xf32>
  %constant_112 = stablehlo.constant dense<0x3F800000> : tensor<f32>
  %broadcast_113 = stablehlo.broadcast_in_dim %constant_112, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
  %add_114 = stablehlo.add %tanh_111, %broadcast_113 : tensor<4x32xf32>
  %constant_115 = stablehlo.constant dense<0x3F000000> : tensor<f32>
  %broadcast_116 = stablehlo.broadcast_in_dim %constant_115, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
  %multiply_117 = stablehlo.multiply %add_101, %broadcast_116 : tensor<4x32xf32>
  %multiply_118 = stablehlo.multiply %multiply_117, %add_114 : tensor<4x32xf32>
  %dot_119 = stablehlo.dot_general %multiply_118, %Arg_11_12, contracting_dims = [1] x [0] : (tensor<4x32xf32>, tensor<32x8xf32>) -> tensor<4x8xf32>
  %broadcast_120 = stablehlo.broadcast_in_dim %Arg_12_13, dims = [1] : (tensor<8xf32>) -> tensor<4x8xf32>
  %add_121 = stablehlo.add %dot_119, %broadcast_120 : tensor<4x8xf32>
  %add_122 = stablehlo.add %add_76, %add_121 : tensor<4x8xf32>
  return %add_122 : tensor<4x8xf32>
}
