// RUN: ncc-opt %s -split-input-file -verify-diagnostics | FileCheck %s

// Quantized tensors in StableHLO ops: the types print as mlir-opt prints
// them, and StableHLO's constraints read their kind, storage and axis.

// CHECK-LABEL: func.func @quantize
func.func @quantize(%a: tensor<4xf32>) -> tensor<4xf32> {
  // CHECK-NEXT: %0 = stablehlo.uniform_quantize %arg0 : (tensor<4xf32>) -> tensor<4x!quant.uniform<u8:f32, 1.000000e-01:128>>
  %0 = stablehlo.uniform_quantize %a : (tensor<4xf32>) -> tensor<4x!quant.uniform<u8:f32, 0.1:128>>
  // CHECK-NEXT: %1 = stablehlo.add %0, %0 : tensor<4x!quant.uniform<u8:f32, 1.000000e-01:128>>
  %1 = stablehlo.add %0, %0 : tensor<4x!quant.uniform<u8:f32, 0.1:128>>
  // CHECK-NEXT: %2 = stablehlo.uniform_dequantize %1 : (tensor<4x!quant.uniform<u8:f32, 1.000000e-01:128>>) -> tensor<4xf32>
  %2 = stablehlo.uniform_dequantize %1 : (tensor<4x!quant.uniform<u8:f32, 0.1:128>>) -> tensor<4xf32>
  return %2 : tensor<4xf32>
}

// -----

// The quantized axis moves with its dimension (transpose C4).
// CHECK-LABEL: func.func @per_axis
func.func @per_axis(%a: tensor<2x3x!quant.uniform<i8:f32:1, {0.1, 0.2:1, 0.3:-1}>>) -> tensor<3x2x!quant.uniform<i8:f32:0, {0.1, 0.2:1, 0.3:-1}>> {
  // CHECK-NEXT: %0 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<2x3x!quant.uniform<i8:f32:1, {1.000000e-01,2.000000e-01:1,3.000000e-01:-1}>>) -> tensor<3x2x!quant.uniform<i8:f32:0, {1.000000e-01,2.000000e-01:1,3.000000e-01:-1}>>
  %0 = stablehlo.transpose %a, dims = [1, 0] : (tensor<2x3x!quant.uniform<i8:f32:1, {0.1, 0.2:1, 0.3:-1}>>) -> tensor<3x2x!quant.uniform<i8:f32:0, {0.1, 0.2:1, 0.3:-1}>>
  return %0 : tensor<3x2x!quant.uniform<i8:f32:0, {0.1, 0.2:1, 0.3:-1}>>
}

// -----

// Different storage types are not compatible, whatever the scales.
func.func @add_storage(%a: tensor<2x!quant.uniform<i8:f32, 0.1>>, %b: tensor<2x!quant.uniform<u8:f32, 0.1>>) {
  // expected-error @+1 {{mismatched operands and result quantization storage types}}
  %0 = "stablehlo.add"(%a, %b) : (tensor<2x!quant.uniform<i8:f32, 0.1>>, tensor<2x!quant.uniform<u8:f32, 0.1>>) -> tensor<2x!quant.uniform<i8:f32, 0.1>>
  return
}

// -----

// Elementwise math takes per-tensor quantized tensors only.
func.func @tanh_per_axis(%a: tensor<2x!quant.uniform<i8:f32:0, {0.1, 0.2}>>) {
  // expected-error @+1 {{operand #0 must be ranked tensor of}}
  %0 = "stablehlo.tanh"(%a) : (tensor<2x!quant.uniform<i8:f32:0, {0.1, 0.2}>>) -> tensor<2x!quant.uniform<i8:f32:0, {0.1, 0.2}>>
  return
}

// -----

// StableHLO's quantized integers have 2, 4, 8, 16 or 32 storage bits.
func.func @odd_width(%a: tensor<2x!quant.uniform<i3:f32, 0.1>>) {
  // expected-error @+1 {{operand #0 must be ranked tensor of}}
  %0 = "stablehlo.abs"(%a) : (tensor<2x!quant.uniform<i3:f32, 0.1>>) -> tensor<2x!quant.uniform<i3:f32, 0.1>>
  return
}
