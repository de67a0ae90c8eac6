// RUN: not ncc-opt %s --pass-pipeline='builtin.module(convert-stablehlo-to-penguin)' 2>&1 | FileCheck %s --check-prefix=FFT
// RUN: not ncc-opt %s --pass-pipeline='builtin.module(convert-stablehlo-to-penguin)' --split-input-file 2>&1 | FileCheck %s

// An op ncc cannot lower is an error at its location, before anything
// changes.
// FFT: invalid.mlir:[[# @LINE + 3]]:8: error: 'stablehlo.fft' op ncc cannot lower 'stablehlo.fft' yet
// CHECK: invalid.mlir:[[# @LINE + 2]]:8: error: 'stablehlo.fft' op ncc cannot lower 'stablehlo.fft' yet
func.func @fft(%a: tensor<8xcomplex<f32>>) -> tensor<8xcomplex<f32>> {
  %0 = stablehlo.fft %a, type = FFT, length = [8] : (tensor<8xcomplex<f32>>) -> tensor<8xcomplex<f32>>
  return %0 : tensor<8xcomplex<f32>>
}

// -----

// CHECK: invalid.mlir:[[# @LINE + 2]]:8: error: 'stablehlo.add' op ncc cannot lower 'stablehlo.add' yet: type tensor<4xf64>: element type must be one of
func.func @f64(%a: tensor<4xf64>) -> tensor<4xf32> {
  %0 = stablehlo.add %a, %a : tensor<4xf64>
  %1 = stablehlo.convert %0 : (tensor<4xf64>) -> tensor<4xf32>
  return %1 : tensor<4xf32>
}

// -----

// CHECK: invalid.mlir:[[# @LINE + 4]]:10: error: 'stablehlo.reduce' op ncc cannot lower 'stablehlo.reduce' yet: a reduce of several operands (argmax) is not lowered
func.func @argmax(%a: tensor<8xf32>, %i: tensor<8xi32>) -> (tensor<f32>, tensor<i32>) {
  %c = stablehlo.constant dense<0.0> : tensor<f32>
  %z = stablehlo.constant dense<0> : tensor<i32>
  %0:2 = stablehlo.reduce(%a init: %c), (%i init: %z) across dimensions = [0] : (tensor<8xf32>, tensor<8xi32>, tensor<f32>, tensor<i32>) -> (tensor<f32>, tensor<i32>)
   reducer(%x: tensor<f32>, %y: tensor<f32>) (%xi: tensor<i32>, %yi: tensor<i32>) {
    %m = stablehlo.maximum %x, %y : tensor<f32>
    %j = stablehlo.maximum %xi, %yi : tensor<i32>
    stablehlo.return %m, %j : tensor<f32>, tensor<i32>
  }
  return %0#0, %0#1 : tensor<f32>, tensor<i32>
}

// -----

// CHECK: invalid.mlir:[[# @LINE + 2]]:8: error: 'stablehlo.gather' op ncc cannot lower 'stablehlo.gather' yet: only gathers of whole slices along one dimension
func.func @gather2d(%t: tensor<10x10xf32>, %ids: tensor<4x2xi32>) -> tensor<4xf32> {
  %0 = "stablehlo.gather"(%t, %ids) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<10x10xf32>, tensor<4x2xi32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
