// The StableHLO twin of llama_block.hlo, op for op (RMSNorm and softmax
// spelled out), on two replicas.
module attributes {mhlo.num_replicas = 2 : i32} {
  func.func @main(%p0_1: tensor<1x4x8xf32>, %p1_2: tensor<8xf32>, %p2_3: tensor<4x8xf32>, %p3_4: tensor<4x8xf32>, %p4_5: tensor<4x8xf32>, %p5_6: tensor<8x4xf32>, %p6_7: tensor<8xf32>, %p7_8: tensor<8x8xf32>, %p8_9: tensor<8x8xf32>, %p9_10: tensor<8x8xf32>) -> (tensor<1x4x8xf32>) {
    %constant_11 = stablehlo.constant dense<0x358637BD> : tensor<f32>
    %t13 = stablehlo.multiply %p0_1, %p0_1 : tensor<1x4x8xf32>
    %k14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %t15 = stablehlo.reduce(%t13 init: %k14) applies stablehlo.add across dimensions = [2] : (tensor<1x4x8xf32>, tensor<f32>) -> tensor<1x4xf32>
    %k16 = stablehlo.constant dense<0x41000000> : tensor<1x4xf32>
    %t17 = stablehlo.divide %t15, %k16 : tensor<1x4xf32>
    %t18 = stablehlo.broadcast_in_dim %constant_11, dims = [] : (tensor<f32>) -> tensor<1x4xf32>
    %t19 = stablehlo.add %t17, %t18 : tensor<1x4xf32>
    %t20 = stablehlo.rsqrt %t19 : tensor<1x4xf32>
    %t21 = stablehlo.broadcast_in_dim %t20, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<1x4x8xf32>
    %t22 = stablehlo.multiply %p0_1, %t21 : tensor<1x4x8xf32>
    %t23 = stablehlo.broadcast_in_dim %p1_2, dims = [2] : (tensor<8xf32>) -> tensor<1x4x8xf32>
    %custom_call_12 = stablehlo.multiply %t22, %t23 : tensor<1x4x8xf32>
    %reshape_24 = stablehlo.reshape %custom_call_12 : (tensor<1x4x8xf32>) -> tensor<4x8xf32>
    %transpose_25 = stablehlo.transpose %p2_3, dims = [1, 0] : (tensor<4x8xf32>) -> tensor<8x4xf32>
    %dot_26 = stablehlo.dot_general %reshape_24, %transpose_25, contracting_dims = [1] x [0] : (tensor<4x8xf32>, tensor<8x4xf32>) -> tensor<4x4xf32>
    %reshape_27 = stablehlo.reshape %dot_26 : (tensor<4x4xf32>) -> tensor<1x4x4xf32>
    %reshape_28 = stablehlo.reshape %reshape_27 : (tensor<1x4x4xf32>) -> tensor<1x4x1x4xf32>
    %transpose_29 = stablehlo.transpose %reshape_28, dims = [0, 2, 1, 3] : (tensor<1x4x1x4xf32>) -> tensor<1x1x4x4xf32>
    %reshape_30 = stablehlo.reshape %custom_call_12 : (tensor<1x4x8xf32>) -> tensor<4x8xf32>
    %transpose_31 = stablehlo.transpose %p3_4, dims = [1, 0] : (tensor<4x8xf32>) -> tensor<8x4xf32>
    %dot_32 = stablehlo.dot_general %reshape_30, %transpose_31, contracting_dims = [1] x [0] : (tensor<4x8xf32>, tensor<8x4xf32>) -> tensor<4x4xf32>
    %reshape_33 = stablehlo.reshape %dot_32 : (tensor<4x4xf32>) -> tensor<1x4x4xf32>
    %reshape_34 = stablehlo.reshape %reshape_33 : (tensor<1x4x4xf32>) -> tensor<1x4x1x4xf32>
    %transpose_35 = stablehlo.transpose %reshape_34, dims = [0, 2, 1, 3] : (tensor<1x4x1x4xf32>) -> tensor<1x1x4x4xf32>
    %reshape_36 = stablehlo.reshape %custom_call_12 : (tensor<1x4x8xf32>) -> tensor<4x8xf32>
    %transpose_37 = stablehlo.transpose %p4_5, dims = [1, 0] : (tensor<4x8xf32>) -> tensor<8x4xf32>
    %dot_38 = stablehlo.dot_general %reshape_36, %transpose_37, contracting_dims = [1] x [0] : (tensor<4x8xf32>, tensor<8x4xf32>) -> tensor<4x4xf32>
    %reshape_39 = stablehlo.reshape %dot_38 : (tensor<4x4xf32>) -> tensor<1x4x4xf32>
    %reshape_40 = stablehlo.reshape %reshape_39 : (tensor<1x4x4xf32>) -> tensor<1x4x1x4xf32>
    %transpose_41 = stablehlo.transpose %reshape_40, dims = [0, 2, 1, 3] : (tensor<1x4x1x4xf32>) -> tensor<1x1x4x4xf32>
    %transpose_42 = stablehlo.transpose %transpose_35, dims = [0, 1, 3, 2] : (tensor<1x1x4x4xf32>) -> tensor<1x1x4x4xf32>
    %dot_43 = stablehlo.dot_general %transpose_29, %transpose_42, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<1x1x4x4xf32>, tensor<1x1x4x4xf32>) -> tensor<1x1x4x4xf32>
    %constant_44 = stablehlo.constant dense<0x40000000> : tensor<f32>
    %broadcast_45 = stablehlo.broadcast_in_dim %constant_44, dims = [] : (tensor<f32>) -> tensor<1x1x4x4xf32>
    %divide_46 = stablehlo.divide %dot_43, %broadcast_45 : tensor<1x1x4x4xf32>
    %iota_47 = stablehlo.iota dim = 0 : tensor<4x4xi32>
    %iota_48 = stablehlo.iota dim = 1 : tensor<4x4xi32>
    %compare_49 = stablehlo.compare GE, %iota_47, %iota_48, SIGNED : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi1>
    %broadcast_50 = stablehlo.broadcast_in_dim %compare_49, dims = [2, 3] : (tensor<4x4xi1>) -> tensor<1x1x4x4xi1>
    %constant_51 = stablehlo.constant dense<0xC6EA6000> : tensor<f32>
    %broadcast_52 = stablehlo.broadcast_in_dim %constant_51, dims = [] : (tensor<f32>) -> tensor<1x1x4x4xf32>
    %select_53 = stablehlo.select %broadcast_50, %divide_46, %broadcast_52 : tensor<1x1x4x4xi1>, tensor<1x1x4x4xf32>
    %k55 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %t56 = stablehlo.reduce(%select_53 init: %k55) applies stablehlo.maximum across dimensions = [3] : (tensor<1x1x4x4xf32>, tensor<f32>) -> tensor<1x1x4xf32>
    %t57 = stablehlo.broadcast_in_dim %t56, dims = [0, 1, 2] : (tensor<1x1x4xf32>) -> tensor<1x1x4x4xf32>
    %t58 = stablehlo.subtract %select_53, %t57 : tensor<1x1x4x4xf32>
    %t59 = stablehlo.exponential %t58 : tensor<1x1x4x4xf32>
    %k60 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %t61 = stablehlo.reduce(%t59 init: %k60) applies stablehlo.add across dimensions = [3] : (tensor<1x1x4x4xf32>, tensor<f32>) -> tensor<1x1x4xf32>
    %t62 = stablehlo.broadcast_in_dim %t61, dims = [0, 1, 2] : (tensor<1x1x4xf32>) -> tensor<1x1x4x4xf32>
    %custom_call_54 = stablehlo.divide %t59, %t62 : tensor<1x1x4x4xf32>
    %dot_63 = stablehlo.dot_general %custom_call_54, %transpose_41, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<1x1x4x4xf32>, tensor<1x1x4x4xf32>) -> tensor<1x1x4x4xf32>
    %transpose_64 = stablehlo.transpose %dot_63, dims = [0, 2, 1, 3] : (tensor<1x1x4x4xf32>) -> tensor<1x4x1x4xf32>
    %reshape_65 = stablehlo.reshape %transpose_64 : (tensor<1x4x1x4xf32>) -> tensor<1x4x4xf32>
    %reshape_66 = stablehlo.reshape %reshape_65 : (tensor<1x4x4xf32>) -> tensor<4x4xf32>
    %transpose_67 = stablehlo.transpose %p5_6, dims = [1, 0] : (tensor<8x4xf32>) -> tensor<4x8xf32>
    %dot_68 = stablehlo.dot_general %reshape_66, %transpose_67, contracting_dims = [1] x [0] : (tensor<4x4xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %reshape_69 = stablehlo.reshape %dot_68 : (tensor<4x8xf32>) -> tensor<1x4x8xf32>
    %all_reduce_71 = "stablehlo.all_reduce"(%reshape_69) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, use_global_device_ids}> ({
    ^bb0(%ar_x71: tensor<f32>, %ar_y71: tensor<f32>):
      %ar_s71 = stablehlo.add %ar_x71, %ar_y71 : tensor<f32>
      stablehlo.return %ar_s71 : tensor<f32>
    }) : (tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %add_72 = stablehlo.add %p0_1, %all_reduce_71 : tensor<1x4x8xf32>
    %t74 = stablehlo.multiply %add_72, %add_72 : tensor<1x4x8xf32>
    %k75 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %t76 = stablehlo.reduce(%t74 init: %k75) applies stablehlo.add across dimensions = [2] : (tensor<1x4x8xf32>, tensor<f32>) -> tensor<1x4xf32>
    %k77 = stablehlo.constant dense<0x41000000> : tensor<1x4xf32>
    %t78 = stablehlo.divide %t76, %k77 : tensor<1x4xf32>
    %t79 = stablehlo.broadcast_in_dim %constant_11, dims = [] : (tensor<f32>) -> tensor<1x4xf32>
    %t80 = stablehlo.add %t78, %t79 : tensor<1x4xf32>
    %t81 = stablehlo.rsqrt %t80 : tensor<1x4xf32>
    %t82 = stablehlo.broadcast_in_dim %t81, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<1x4x8xf32>
    %t83 = stablehlo.multiply %add_72, %t82 : tensor<1x4x8xf32>
    %t84 = stablehlo.broadcast_in_dim %p6_7, dims = [2] : (tensor<8xf32>) -> tensor<1x4x8xf32>
    %custom_call_73 = stablehlo.multiply %t83, %t84 : tensor<1x4x8xf32>
    %reshape_85 = stablehlo.reshape %custom_call_73 : (tensor<1x4x8xf32>) -> tensor<4x8xf32>
    %transpose_86 = stablehlo.transpose %p7_8, dims = [1, 0] : (tensor<8x8xf32>) -> tensor<8x8xf32>
    %dot_87 = stablehlo.dot_general %reshape_85, %transpose_86, contracting_dims = [1] x [0] : (tensor<4x8xf32>, tensor<8x8xf32>) -> tensor<4x8xf32>
    %reshape_88 = stablehlo.reshape %dot_87 : (tensor<4x8xf32>) -> tensor<1x4x8xf32>
    %reshape_89 = stablehlo.reshape %custom_call_73 : (tensor<1x4x8xf32>) -> tensor<4x8xf32>
    %transpose_90 = stablehlo.transpose %p8_9, dims = [1, 0] : (tensor<8x8xf32>) -> tensor<8x8xf32>
    %dot_91 = stablehlo.dot_general %reshape_89, %transpose_90, contracting_dims = [1] x [0] : (tensor<4x8xf32>, tensor<8x8xf32>) -> tensor<4x8xf32>
    %reshape_92 = stablehlo.reshape %dot_91 : (tensor<4x8xf32>) -> tensor<1x4x8xf32>
    %logistic_93 = stablehlo.logistic %reshape_88 : tensor<1x4x8xf32>
    %multiply_94 = stablehlo.multiply %reshape_88, %logistic_93 : tensor<1x4x8xf32>
    %multiply_95 = stablehlo.multiply %multiply_94, %reshape_92 : tensor<1x4x8xf32>
    %reshape_96 = stablehlo.reshape %multiply_95 : (tensor<1x4x8xf32>) -> tensor<4x8xf32>
    %transpose_97 = stablehlo.transpose %p9_10, dims = [1, 0] : (tensor<8x8xf32>) -> tensor<8x8xf32>
    %dot_98 = stablehlo.dot_general %reshape_96, %transpose_97, contracting_dims = [1] x [0] : (tensor<4x8xf32>, tensor<8x8xf32>) -> tensor<4x8xf32>
    %reshape_99 = stablehlo.reshape %dot_98 : (tensor<4x8xf32>) -> tensor<1x4x8xf32>
    %all_reduce_100 = "stablehlo.all_reduce"(%reshape_99) <{channel_handle = #stablehlo.channel_handle<handle = 2, type = 0>, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, use_global_device_ids}> ({
    ^bb0(%ar_x100: tensor<f32>, %ar_y100: tensor<f32>):
      %ar_s100 = stablehlo.add %ar_x100, %ar_y100 : tensor<f32>
      stablehlo.return %ar_s100 : tensor<f32>
    }) : (tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %add_101 = stablehlo.add %add_72, %all_reduce_100 : tensor<1x4x8xf32>
    return %add_101 : tensor<1x4x8xf32>
  }
}
