// RUN: not ncc-opt %s --split-input-file --pass-pipeline='builtin.module(convert-stablehlo-to-penguin,canonicalize,cse)' | FileCheck %s
// RUN: not ncc-opt %s --split-input-file --pass-pipeline='builtin.module(convert-stablehlo-to-penguin)' 2>&1 | FileCheck %s --check-prefix=ERR

// stablehlo.convolution is a sum of matmuls over the kernel's positions:
// input features on partitions (the contraction), output features as the
// stationary's columns, one row of output pixels as the moving's columns,
// accumulated in one PSUM tile across sequential loops over the kernel.

// Padding is a zero-filled copy of the input (1x3x10x10) written first,
// one [8, 3, 8] tile (rows on partitions, the channels whole); the kernel [Cin, Cout] at each position walks OIHW with strides 9 and
// 27, the input pixels [Cin, W] the padded image with strides 100 and 1.
// CHECK-LABEL: penguin.kernel @conv_nchw
// CHECK: %[[PAD:.*]] = penguin.hbm_alloc : !penguin.hbm<1x3x10x10xf32>
// CHECK: %[[PADF:.*]] = penguin.view %[[PAD]] : !penguin.hbm<1x3x10x10xf32> -> !penguin.hbm<300xf32>
// CHECK: %[[Z:.*]] = penguin.zeros : !penguin.tile<30x10xf32, sbuf>
// CHECK: penguin.store %[[Z]], %[[PADF]][0]
// CHECK: %[[XT:.*]] = penguin.load %{{.*}}[0] dims [d0 * 8, d0 * 64, d0] : !penguin.hbm<192xf32> -> !penguin.tile<8x3x8xf32, sbuf>
// CHECK: penguin.store %[[XT]], %[[PADF]][11] dims [d0 * 10, d0 * 100, d0] : !penguin.tile<8x3x8xf32, sbuf>
// CHECK: penguin.for %{{.*}} = 0 to 8 parallel {
// CHECK:   %[[ACC0:.*]] = penguin.zeros : !penguin.tile<4x8xf32, psum>
// CHECK:   %[[ACC:.*]] = penguin.for %{{.*}} = 0 to 3 sequential iter_args(%[[A1:.*]] = %[[ACC0]])
// CHECK:     penguin.for %{{.*}} = 0 to 3 sequential iter_args(%[[A2:.*]] = %[[A1]])
// CHECK:       %[[K:.*]] = penguin.load %{{.*}}[%{{.*}}] dims [d0 * 9, d0 * 27] : !penguin.hbm<108xf32> -> !penguin.tile<3x4xf32, sbuf>
// CHECK:       %[[X:.*]] = penguin.load %[[PADF]][%{{.*}}] dims [d0 * 100, d0] : !penguin.hbm<300xf32> -> !penguin.tile<3x8xf32, sbuf>
// CHECK:       penguin.matmul %[[K]], %[[X]] acc %[[A2]] : !penguin.tile<3x4xf32, sbuf>, !penguin.tile<3x8xf32, sbuf> -> !penguin.tile<4x8xf32, psum>
// CHECK:   %[[R:.*]] = penguin.copy %[[ACC]] : !penguin.tile<4x8xf32, psum> -> !penguin.tile<4x8xf32, sbuf>
// CHECK:   penguin.store %[[R]], %{{.*}}[%{{.*}}] dims [d0 * 64, d0] : !penguin.tile<4x8xf32, sbuf>, !penguin.hbm<256xf32>
func.func @conv_nchw(%x: tensor<1x3x8x8xf32>, %w: tensor<4x3x3x3xf32>) -> tensor<1x4x8x8xf32> {
  %0 = stablehlo.convolution(%x, %w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>) -> tensor<1x4x8x8xf32>
  return %0 : tensor<1x4x8x8xf32>
}

// NHWC/HWIO: features are contiguous (partition stride 1) and the window
// stride 2 walks every other pixel (free stride 2·C = 10); the result
// tile is stored transposed into NHWC.
// CHECK-LABEL: penguin.kernel @conv_nhwc_stride2
// CHECK: penguin.hbm_alloc : !penguin.hbm<1x10x10x5xf32>
// CHECK: penguin.load %{{.*}} dims [d0 * 6, d0] : !penguin.hbm<270xf32> -> !penguin.tile<5x6xf32, sbuf>
// CHECK: penguin.load %{{.*}} dims [d0, d0 * 10] : !penguin.hbm<500xf32> -> !penguin.tile<5x4xf32, sbuf>
// CHECK: penguin.matmul
// CHECK: penguin.store %{{.*}} dims [d0, d0 * 6] : !penguin.tile<6x4xf32, sbuf>, !penguin.hbm<96xf32>
func.func @conv_nhwc_stride2(%x: tensor<1x9x9x5xf32>, %w: tensor<3x3x5x6xf32>) -> tensor<1x4x4x6xf32> {
  %0 = stablehlo.convolution(%x, %w) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[1, 0], [0, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x9x9x5xf32>, tensor<3x3x5x6xf32>) -> tensor<1x4x4x6xf32>
  return %0 : tensor<1x4x4x6xf32>
}

// 200 input features are two chunks on partitions, 128 and 72, chained
// into one accumulation; a 1x1 kernel needs no padding and no loops.
// CHECK-LABEL: penguin.kernel @conv_k200
// CHECK-NOT: penguin.hbm_alloc : !penguin.hbm<1x200
// CHECK: %[[Z:.*]] = penguin.zeros : !penguin.tile<16x4xf32, psum>
// CHECK: %[[M1:.*]] = penguin.matmul %{{.*}}, %{{.*}} acc %[[Z]] : !penguin.tile<128x16xf32, sbuf>, !penguin.tile<128x4xf32, sbuf> -> !penguin.tile<16x4xf32, psum>
// CHECK: %[[M2:.*]] = penguin.matmul %{{.*}}, %{{.*}} acc %[[M1]] : !penguin.tile<72x16xf32, sbuf>, !penguin.tile<72x4xf32, sbuf> -> !penguin.tile<16x4xf32, psum>
// CHECK: penguin.copy %[[M2]]
func.func @conv_k200(%x: tensor<1x200x4x4xf32>, %w: tensor<16x200x1x1xf32>) -> tensor<1x16x4x4xf32> {
  %0 = stablehlo.convolution(%x, %w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x200x4x4xf32>, tensor<16x200x1x1xf32>) -> tensor<1x16x4x4xf32>
  return %0 : tensor<1x16x4x4xf32>
}

// Depthwise (one input feature per group): channels on partitions, each
// kernel position a multiply-add with the kernel's [P, 1] column on
// VectorE, rhs_dilation 2 as the input stride of the position loops.
// CHECK-LABEL: penguin.kernel @depthwise
// CHECK-NOT: penguin.matmul
// CHECK: %[[Z:.*]] = penguin.zeros : !penguin.tile<6x3xf32, sbuf>
// CHECK: penguin.for %{{.*}} = 0 to 3 sequential iter_args(%{{.*}} = %[[Z]])
// CHECK: penguin.for %{{.*}} = 0 to 3 sequential iter_args(%[[A:.*]] = %{{.*}})
// CHECK: %[[W:.*]] = penguin.load %{{.*}} dims [d0 * 9, d0] : !penguin.hbm<54xf32> -> !penguin.tile<6x1xf32, sbuf>
// CHECK: %[[X:.*]] = penguin.load %{{.*}} dims [d0 * 49, d0] : !penguin.hbm<294xf32> -> !penguin.tile<6x3xf32, sbuf>
// CHECK: penguin.ewise mult then add %[[X]], %[[W]], %[[A]]
func.func @depthwise(%x: tensor<1x6x7x7xf32>, %w: tensor<6x1x3x3xf32>) -> tensor<1x6x3x3xf32> {
  %0 = stablehlo.convolution(%x, %w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {rhs_dilate = [2, 2]} {batch_group_count = 1 : i64, feature_group_count = 6 : i64} : (tensor<1x6x7x7xf32>, tensor<6x1x3x3xf32>) -> tensor<1x6x3x3xf32>
  return %0 : tensor<1x6x3x3xf32>
}

// -----

// ERR: conv.mlir:[[# @LINE + 2]]:8: error: 'stablehlo.convolution' op ncc cannot lower 'stablehlo.convolution' yet: batch_group_count = 2 (a weight gradient's batch groups) is not lowered
func.func @batch_groups(%x: tensor<2x4x5x5xf32>, %w: tensor<6x4x3x3xf32>) -> tensor<1x6x3x3xf32> {
  %0 = stablehlo.convolution(%x, %w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {} {batch_group_count = 2 : i64, feature_group_count = 1 : i64} : (tensor<2x4x5x5xf32>, tensor<6x4x3x3xf32>) -> tensor<1x6x3x3xf32>
  return %0 : tensor<1x6x3x3xf32>
}

// -----

// ERR: conv.mlir:[[# @LINE + 2]]:8: error: 'stablehlo.convolution' op ncc cannot lower 'stablehlo.convolution' yet: window reversal
func.func @reversal(%x: tensor<1x2x5x5xf32>, %w: tensor<3x2x3x3xf32>) -> tensor<1x3x3x3xf32> {
  %0 = stablehlo.convolution(%x, %w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {reverse = [true, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x2x5x5xf32>, tensor<3x2x3x3xf32>) -> tensor<1x3x3x3xf32>
  return %0 : tensor<1x3x3x3xf32>
}
