// RUN: ncc-opt %s -split-input-file -verify-diagnostics

// Elementwise ops: the spec's constraints (add_c*, compare_c*, clamp_c*,
// select_c*, complex_c*, uniform_quantize_c*, uniform_dequantize_c*, ...),
// quantized tensors included. baseline_type equality lets quantized
// operands differ in scales and zero points, nothing else.
func.func @add_c1(%a: tensor<2xf32>, %b: tensor<2xf16>) {
  // expected-error @+1 {{op requires the same element type for all operands and results}}
  %0 = "stablehlo.add"(%a, %b) : (tensor<2xf32>, tensor<2xf16>) -> tensor<2xf32>
  return
}

// -----

func.func @add_c2(%a: tensor<2x!quant.uniform<i8:f32, 0.1>>, %b: tensor<2xf32>) {
  // expected-error @+1 {{expects  all operands and results to be either quantized or non-quantized}}
  %0 = "stablehlo.add"(%a, %b) : (tensor<2x!quant.uniform<i8:f32, 0.1>>, tensor<2xf32>) -> tensor<2x!quant.uniform<i8:f32, 0.1>>
  return
}

// -----

func.func @add_c3(%a: tensor<2x!quant.uniform<i8:f32, 0.1>>, %b: tensor<2x!quant.uniform<i16:f32, 0.1>>) {
  // expected-error @+1 {{mismatched operands and result quantization storage types}}
  %0 = "stablehlo.add"(%a, %b) : (tensor<2x!quant.uniform<i8:f32, 0.1>>, tensor<2x!quant.uniform<i16:f32, 0.1>>) -> tensor<2x!quant.uniform<i8:f32, 0.1>>
  return
}

// -----

func.func @add_c4(%a: tensor<2x!quant.uniform<i8:f32, 0.1>>, %b: tensor<2x!quant.uniform<i8:f16, 0.1>>) {
  // expected-error @+1 {{mismatched operands and result quantization expressed types}}
  %0 = "stablehlo.add"(%a, %b) : (tensor<2x!quant.uniform<i8:f32, 0.1>>, tensor<2x!quant.uniform<i8:f16, 0.1>>) -> tensor<2x!quant.uniform<i8:f32, 0.1>>
  return
}

// -----

func.func @add_c5(%a: tensor<2x!quant.uniform<i8:f32:0, {0.1, 0.2}>>, %b: tensor<2x!quant.uniform<i8:f32, 0.1>>) {
  // expected-error @+1 {{result is not per_axis quantized but lhs or rhs are}}
  %0 = "stablehlo.add"(%a, %b) : (tensor<2x!quant.uniform<i8:f32:0, {0.1, 0.2}>>, tensor<2x!quant.uniform<i8:f32, 0.1>>) -> tensor<2x!quant.uniform<i8:f32, 0.1>>
  return
}

// -----

func.func @add_c6(%a: tensor<2x2x!quant.uniform<i8:f32:0, {0.1, 0.2}>>) {
  // expected-error @+1 {{quantization_dimension of lhs and result are not same}}
  %0 = "stablehlo.add"(%a, %a) : (tensor<2x2x!quant.uniform<i8:f32:0, {0.1, 0.2}>>, tensor<2x2x!quant.uniform<i8:f32:0, {0.1, 0.2}>>) -> tensor<2x2x!quant.uniform<i8:f32:1, {0.1, 0.2}>>
  return
}

// -----

func.func @add_c7(%a: tensor<2x2x!quant.uniform<i8:f32:0, {0.1, 0.2}>>, %b: tensor<2x2x!quant.uniform<i8:f32:1, {0.1, 0.2}>>) {
  // expected-error @+1 {{quantization_dimension of rhs and result are not same}}
  %0 = "stablehlo.add"(%a, %b) : (tensor<2x2x!quant.uniform<i8:f32:0, {0.1, 0.2}>>, tensor<2x2x!quant.uniform<i8:f32:1, {0.1, 0.2}>>) -> tensor<2x2x!quant.uniform<i8:f32:0, {0.1, 0.2}>>
  return
}

// -----

func.func @add_scales_may_differ(%a: tensor<2x!quant.uniform<i8:f32, 0.1>>, %b: tensor<2x!quant.uniform<i8:f32, 0.5:3>>) {
  %0 = "stablehlo.add"(%a, %b) : (tensor<2x!quant.uniform<i8:f32, 0.1>>, tensor<2x!quant.uniform<i8:f32, 0.5:3>>) -> tensor<2x!quant.uniform<i8:f32, 0.1>>
  return
}

// -----

func.func @atan2_c1(%a: tensor<2xf32>) {
  // expected-error @+2 {{inferred type(s) 'tensor<2xf32>' are incompatible with return type(s) of operation 'tensor<2xf64>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.atan2"(%a, %a) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf64>
  return
}

// -----

func.func @sine_c1_quant(%a: tensor<2x!quant.uniform<i8:f32, 0.1>>) {
  // expected-error @+2 {{inferred type(s) 'tensor<2x!quant.uniform<i8:f32, 1.000000e-01>>' are incompatible with return type(s) of operation 'tensor<2xf32>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.sine"(%a) : (tensor<2x!quant.uniform<i8:f32, 0.1>>) -> tensor<2xf32>
  return
}

// -----

func.func @abs_c1(%a: tensor<2xf32>) {
  // expected-error @+1 {{all non-scalar operands/results must have the same shape and base type}}
  %0 = "stablehlo.abs"(%a) : (tensor<2xf32>) -> tensor<3xf32>
  return
}

// -----

func.func @abs_c2(%a: tensor<2xcomplex<f64>>) {
  // expected-error @+2 {{inferred type(s) 'tensor<2xf64>' are incompatible with return type(s) of operation 'tensor<2xf32>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.abs"(%a) : (tensor<2xcomplex<f64>>) -> tensor<2xf32>
  return
}

// -----

func.func @not_c1(%a: tensor<2xi32>) {
  // expected-error @+2 {{inferred type(s) 'tensor<2xi32>' are incompatible with return type(s) of operation 'tensor<2xi64>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.not"(%a) : (tensor<2xi32>) -> tensor<2xi64>
  return
}

// -----

func.func @compare_c1(%a: tensor<2xf32>, %b: tensor<2xf16>) {
  // expected-error @+1 {{requires compatible element types for all operands}}
  %0 = stablehlo.compare LT, %a, %b : (tensor<2xf32>, tensor<2xf16>) -> tensor<2xi1>
  return
}

// -----

func.func @compare_c1_quant_scales(%a: tensor<2x!quant.uniform<i8:f32, 0.1>>, %b: tensor<2x!quant.uniform<i8:f32, 0.5:3>>) {
  %0 = stablehlo.compare LT, %a, %b : (tensor<2x!quant.uniform<i8:f32, 0.1>>, tensor<2x!quant.uniform<i8:f32, 0.5:3>>) -> tensor<2xi1>
  return
}

// -----

func.func @compare_c2(%a: tensor<2xf32>, %b: tensor<3xf32>) {
  // expected-error @+1 {{all non-scalar operands/results must have the same shape and base type}}
  %0 = stablehlo.compare LT, %a, %b : (tensor<2xf32>, tensor<3xf32>) -> tensor<2xi1>
  return
}

// -----

func.func @complex_c1(%a: tensor<2xf32>, %b: tensor<2xf64>) {
  // expected-error @+1 {{requires the same element type for all operands}}
  %0 = stablehlo.complex %a, %b : (tensor<2xf32>, tensor<2xf64>) -> tensor<2xcomplex<f32>>
  return
}

// -----

func.func @complex_c3(%a: tensor<2xf32>) {
  // expected-error @+2 {{inferred type(s) 'tensor<2xcomplex<f32>>' are incompatible with return type(s) of operation 'tensor<2xcomplex<f64>>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.complex"(%a, %a) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xcomplex<f64>>
  return
}

// -----

func.func @clamp_c1(%m: tensor<3xf32>, %a: tensor<2xf32>) {
  // expected-error @+2 {{min shape [3] is not scalar and is not compatible to operand shape [2]}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.clamp"(%m, %a, %a) : (tensor<3xf32>, tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  return
}

// -----

func.func @clamp_c2(%m: tensor<3xf32>, %a: tensor<2xf32>) {
  // expected-error @+2 {{max shape [3] is not scalar and is not compatible to operand shape [2]}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.clamp"(%a, %a, %m) : (tensor<2xf32>, tensor<2xf32>, tensor<3xf32>) -> tensor<2xf32>
  return
}

// -----

func.func @clamp_c3(%m: tensor<f64>, %a: tensor<2xf32>) {
  // expected-error @+1 {{requires compatible element types for all operands and results}}
  %0 = "stablehlo.clamp"(%m, %a, %a) : (tensor<f64>, tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  return
}

// -----

func.func @clamp_c4(%a: tensor<2xf32>) {
  // expected-error @+2 {{inferred type(s) 'tensor<2xf32>' are incompatible with return type(s) of operation 'tensor<3xf32>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.clamp"(%a, %a, %a) : (tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) -> tensor<3xf32>
  return
}

// -----

func.func @select_c1(%p: tensor<3xi1>, %a: tensor<2xf32>) {
  // expected-error @+2 {{requires the same shape for all operands}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.select"(%p, %a, %a) : (tensor<3xi1>, tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  return
}

// -----

func.func @select_c2(%p: tensor<i1>, %a: tensor<2xf32>, %b: tensor<2xf64>) {
  // expected-error @+2 {{requires compatible types for non-predicate operands}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.select"(%p, %a, %b) : (tensor<i1>, tensor<2xf32>, tensor<2xf64>) -> tensor<2xf32>
  return
}

// -----

func.func @reduce_precision_c1(%a: tensor<2xf32>) {
  // expected-error @+2 {{inferred type(s) 'tensor<2xf32>' are incompatible with return type(s) of operation 'tensor<2xf16>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.reduce_precision"(%a) {exponent_bits = 5 : i32, mantissa_bits = 2 : i32} : (tensor<2xf32>) -> tensor<2xf16>
  return
}

// -----

func.func @reduce_precision_c3(%a: tensor<2xf32>) {
  // expected-error @+1 {{attribute 'mantissa_bits' failed to satisfy constraint: 32-bit signless integer attribute whose value is non-negative}}
  %0 = "stablehlo.reduce_precision"(%a) {exponent_bits = 5 : i32, mantissa_bits = -1 : i32} : (tensor<2xf32>) -> tensor<2xf32>
  return
}

// -----

func.func @is_finite_c1(%a: tensor<2xf32>) {
  // expected-error @+1 {{all non-scalar operands/results must have the same shape and base type}}
  %0 = "stablehlo.is_finite"(%a) : (tensor<2xf32>) -> tensor<3xi1>
  return
}

// -----

func.func @real_c2(%a: tensor<2xcomplex<f32>>) {
  // expected-error @+2 {{inferred type(s) 'tensor<2xf32>' are incompatible with return type(s) of operation 'tensor<2xf64>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.real"(%a) : (tensor<2xcomplex<f32>>) -> tensor<2xf64>
  return
}

// -----

func.func @convert_c1(%a: tensor<2xf32>) {
  // expected-error @+1 {{requires the same shape for all operands and results}}
  %0 = "stablehlo.convert"(%a) : (tensor<2xf32>) -> tensor<3xi32>
  return
}

// -----

func.func @uniform_quantize_c1(%a: tensor<2xf32>) {
  // expected-error @+1 {{all non-scalar operands/results must have the same shape and base type}}
  %0 = "stablehlo.uniform_quantize"(%a) : (tensor<2xf32>) -> tensor<3x!quant.uniform<i8:f32, 0.1>>
  return
}

// -----

func.func @uniform_quantize_c2(%a: tensor<2xf32>) {
  // expected-error @+1 {{Expressed type of result expected to be 'f32', but got 'f16'}}
  %0 = "stablehlo.uniform_quantize"(%a) : (tensor<2xf32>) -> tensor<2x!quant.uniform<i8:f16, 0.1>>
  return
}

// -----

func.func @uniform_quantize_c2_requantize(%a: tensor<2x!quant.uniform<i8:f32, 0.1>>) {
  // expected-error @+1 {{Expressed type of result expected to be 'f32', but got 'f16'}}
  %0 = "stablehlo.uniform_quantize"(%a) : (tensor<2x!quant.uniform<i8:f32, 0.1>>) -> tensor<2x!quant.uniform<i8:f16, 0.1>>
  return
}

// -----

func.func @uniform_quantize_result(%a: tensor<2xf32>) {
  // expected-error @+1 {{result #0 must be ranked tensor of 2/4/8/16/32-bit uniform quantized signed integer}}
  %0 = "stablehlo.uniform_quantize"(%a) : (tensor<2xf32>) -> tensor<2xi8>
  return
}

// -----

func.func @uniform_dequantize_c1(%a: tensor<2x!quant.uniform<i8:f32, 0.1>>) {
  // expected-error @+1 {{all non-scalar operands/results must have the same shape and base type}}
  %0 = "stablehlo.uniform_dequantize"(%a) : (tensor<2x!quant.uniform<i8:f32, 0.1>>) -> tensor<3xf32>
  return
}

// -----

func.func @uniform_dequantize_c2(%a: tensor<2x!quant.uniform<i8:f32, 0.1>>) {
  // expected-error @+2 {{inferred type(s) 'tensor<2xf32>' are incompatible with return type(s) of operation 'tensor<2xf16>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.uniform_dequantize"(%a) : (tensor<2x!quant.uniform<i8:f32, 0.1>>) -> tensor<2xf16>
  return
}

// -----

func.func @uniform_dequantize_operand(%a: tensor<2xi8>) {
  // expected-error @+1 {{operand #0 must be ranked tensor of 2/4/8/16/32-bit uniform quantized signed integer}}
  %0 = "stablehlo.uniform_dequantize"(%a) : (tensor<2xi8>) -> tensor<2xf32>
  return
}
