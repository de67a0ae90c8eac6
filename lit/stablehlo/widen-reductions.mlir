// RUN: ncc-opt %s --stablehlo-widen-reductions | FileCheck %s

// A bf16 sum accumulates in f32, as XLA and neuronx-cc accumulate it.
// CHECK-LABEL: func.func @sum
// CHECK: %[[X:.*]] = stablehlo.convert %arg0 : (tensor<4x8xbf16>) -> tensor<4x8xf32>
// CHECK: %[[I:.*]] = stablehlo.convert %{{.*}} : (tensor<bf16>) -> tensor<f32>
// CHECK: %[[R:.*]] = stablehlo.reduce(%[[X]] init: %[[I]]) applies stablehlo.add across dimensions = [1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
// CHECK: %[[B:.*]] = stablehlo.convert %[[R]] : (tensor<4xf32>) -> tensor<4xbf16>
// CHECK: return %[[B]]
func.func @sum(%a: tensor<4x8xbf16>) -> tensor<4xbf16> {
  %c = stablehlo.constant dense<0.0> : tensor<bf16>
  %0 = stablehlo.reduce(%a init: %c) applies stablehlo.add across dimensions = [1] : (tensor<4x8xbf16>, tensor<bf16>) -> tensor<4xbf16>
  return %0 : tensor<4xbf16>
}

// A max rounds nothing, and f32 is already wide: both stay.
// CHECK-LABEL: func.func @keep
// CHECK-NOT: stablehlo.convert
// CHECK: applies stablehlo.maximum
// CHECK: applies stablehlo.add across dimensions = [0] : (tensor<4xf32>
func.func @keep(%a: tensor<4xbf16>, %b: tensor<4xf32>) -> (tensor<bf16>, tensor<f32>) {
  %c = stablehlo.constant dense<0.0> : tensor<bf16>
  %0 = stablehlo.reduce(%a init: %c) applies stablehlo.maximum across dimensions = [0] : (tensor<4xbf16>, tensor<bf16>) -> tensor<bf16>
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %1 = stablehlo.reduce(%b init: %z) applies stablehlo.add across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
  return %0, %1 : tensor<bf16>, tensor<f32>
}
