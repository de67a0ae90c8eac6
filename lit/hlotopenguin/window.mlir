// RUN: not ncc-opt %s --split-input-file --pass-pipeline='builtin.module(convert-stablehlo-to-penguin,canonicalize,cse)' | FileCheck %s
// RUN: not ncc-opt %s --split-input-file --pass-pipeline='builtin.module(convert-stablehlo-to-penguin)' 2>&1 | FileCheck %s --check-prefix=ERR

// stablehlo.reduce_window folds each output tile over the window's
// positions, starting from the init value: each position is one load that
// walks the input with the window strides (the output's walk times the
// strides), offset by the position, and one ewise of the body's op.

// Max pooling 2x2 stride 2 (NCHW): the output rows go on partitions
// (input stride 2·8 = 16), the columns along the free axis (stride 2).
// CHECK-LABEL: penguin.kernel @maxpool
// CHECK: %[[INIT:.*]] = penguin.constant -inf : !penguin.tile<4x4xf32, sbuf>
// CHECK: %[[R:.*]] = penguin.for %{{.*}} = 0 to 2 sequential iter_args(%{{.*}} = %[[INIT]])
// CHECK:   penguin.for %{{.*}} = 0 to 2 sequential iter_args(%[[A:.*]] = %{{.*}})
// CHECK:     %[[X:.*]] = penguin.load %{{.*}}[%{{.*}}] dims [d0 * 16, d0 * 2] : !penguin.hbm<512xf32> -> !penguin.tile<4x4xf32, sbuf>
// CHECK:     penguin.ewise max %[[A]], %[[X]] : (!penguin.tile<4x4xf32, sbuf>, !penguin.tile<4x4xf32, sbuf>) -> !penguin.tile<4x4xf32, sbuf>
// CHECK: penguin.store %[[R]], %{{.*}}[%{{.*}}] dims [d0 * 4, d0] : !penguin.tile<4x4xf32, sbuf>, !penguin.hbm<128xf32>
func.func @maxpool(%x: tensor<2x4x8x8xf32>) -> tensor<2x4x4x4xf32> {
  %init = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %0 = "stablehlo.reduce_window"(%x, %init) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %m = stablehlo.maximum %a, %b : tensor<f32>
    stablehlo.return %m : tensor<f32>
  }) {window_dimensions = array<i64: 1, 1, 2, 2>, window_strides = array<i64: 1, 1, 2, 2>} : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x4x4xf32>
  return %0 : tensor<2x4x4x4xf32>
}

// Padding is a copy of the input (1x11x11x8) filled with the init value
// first, so every window position stays inside the buffer; the copy is one
// [9, 9, 8] tile.
// CHECK-LABEL: penguin.kernel @maxpool_pad
// CHECK: %[[PAD:.*]] = penguin.hbm_alloc : !penguin.hbm<1x11x11x8xf32>
// CHECK: %[[PADF:.*]] = penguin.view %[[PAD]] : !penguin.hbm<1x11x11x8xf32> -> !penguin.hbm<968xf32>
// CHECK: %[[FILL:.*]] = penguin.constant -inf : !penguin.tile<121x8xf32, sbuf>
// CHECK: penguin.store %[[FILL]], %[[PADF]][0]
// CHECK: penguin.store %{{.*}}, %[[PADF]][96] dims [d0 * 88, d0 * 8, d0] : !penguin.tile<9x9x8xf32, sbuf>
// CHECK: penguin.for %{{.*}} = 0 to 3 sequential
// CHECK:   penguin.for %{{.*}} = 0 to 3 sequential
// CHECK:     penguin.load %[[PADF]][%{{.*}}] dims [d0 * 16, d0] : !penguin.hbm<968xf32> -> !penguin.tile<5x8xf32, sbuf>
// CHECK:     penguin.ewise max
func.func @maxpool_pad(%x: tensor<1x9x9x8xf32>) -> tensor<1x5x5x8xf32> {
  %init = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %0 = "stablehlo.reduce_window"(%x, %init) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %m = stablehlo.maximum %a, %b : tensor<f32>
    stablehlo.return %m : tensor<f32>
  }) {window_dimensions = array<i64: 1, 3, 3, 1>, window_strides = array<i64: 1, 2, 2, 1>, padding = dense<[[0, 0], [1, 1], [1, 1], [0, 0]]> : tensor<4x2xi64>} : (tensor<1x9x9x8xf32>, tensor<f32>) -> tensor<1x5x5x8xf32>
  return %0 : tensor<1x5x5x8xf32>
}

// Average pooling's sum (JAX divides afterwards); a bf16 input sums in an
// f32 tile, rounded once when it is stored. An init that is not a
// constant is a broadcast load.
// CHECK-LABEL: penguin.kernel @sumpool
// CHECK: %[[INIT:.*]] = penguin.load %{{.*}}[0] dims [bcast, bcast] : !penguin.hbm<1xbf16> -> !penguin.tile<3x3xbf16, sbuf>
// CHECK: %[[INITF:.*]] = penguin.copy %[[INIT]] : !penguin.tile<3x3xbf16, sbuf> -> !penguin.tile<3x3xf32, sbuf>
// CHECK: %[[S:.*]] = penguin.for %{{.*}} iter_args(%{{.*}} = %[[INITF]])
// CHECK:   penguin.ewise add %{{.*}}, %{{.*}} : (!penguin.tile<3x3xf32, sbuf>, !penguin.tile<3x3xbf16, sbuf>) -> !penguin.tile<3x3xf32, sbuf>
// CHECK: %[[R:.*]] = penguin.copy %[[S]] : !penguin.tile<3x3xf32, sbuf> -> !penguin.tile<3x3xbf16, sbuf>
// CHECK: penguin.store %[[R]]
func.func @sumpool(%x: tensor<1x3x6x6xbf16>, %init: tensor<bf16>) -> tensor<1x3x3x3xbf16> {
  %0 = "stablehlo.reduce_window"(%x, %init) ({
  ^bb0(%a: tensor<bf16>, %b: tensor<bf16>):
    %m = stablehlo.add %a, %b : tensor<bf16>
    stablehlo.return %m : tensor<bf16>
  }) {window_dimensions = array<i64: 1, 1, 2, 2>, window_strides = array<i64: 1, 1, 2, 2>} : (tensor<1x3x6x6xbf16>, tensor<bf16>) -> tensor<1x3x3x3xbf16>
  return %0 : tensor<1x3x3x3xbf16>
}

// -----

// ERR: window.mlir:[[# @LINE + 3]]:8: error: 'stablehlo.reduce_window' op ncc cannot lower 'stablehlo.reduce_window' yet: the reduction body is not a single add, multiply, maximum, minimum, and, or or xor
func.func @body(%x: tensor<6x10xf32>) -> tensor<5x9xf32> {
  %init = stablehlo.constant dense<0.0> : tensor<f32>
  %0 = "stablehlo.reduce_window"(%x, %init) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %m = stablehlo.atan2 %a, %b : tensor<f32>
    stablehlo.return %m : tensor<f32>
  }) {window_dimensions = array<i64: 2, 2>} : (tensor<6x10xf32>, tensor<f32>) -> tensor<5x9xf32>
  return %0 : tensor<5x9xf32>
}

// -----

// ERR: window.mlir:[[# @LINE + 3]]:10: error: 'stablehlo.reduce_window' op ncc cannot lower 'stablehlo.reduce_window' yet: a reduce_window of several operands is not lowered
func.func @two(%x: tensor<4x2xf32>, %y: tensor<4x2xf32>) -> (tensor<2x2xf32>, tensor<2x2xf32>) {
  %init = stablehlo.constant dense<0.0> : tensor<f32>
  %0:2 = "stablehlo.reduce_window"(%x, %y, %init, %init) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>, %c: tensor<f32>, %d: tensor<f32>):
    %m = stablehlo.add %a, %c : tensor<f32>
    %n = stablehlo.add %b, %d : tensor<f32>
    stablehlo.return %m, %n : tensor<f32>, tensor<f32>
  }) {window_dimensions = array<i64: 2, 1>, window_strides = array<i64: 2, 1>} : (tensor<4x2xf32>, tensor<4x2xf32>, tensor<f32>, tensor<f32>) -> (tensor<2x2xf32>, tensor<2x2xf32>)
  return %0#0, %0#1 : tensor<2x2xf32>, tensor<2x2xf32>
}
