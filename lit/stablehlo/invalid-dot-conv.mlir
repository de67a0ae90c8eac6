// RUN: ncc-opt %s -split-input-file -verify-diagnostics

// dot_general, convolution and dynamic_conv: the spec's constraints
// (dot_general_c*, convolution_c*, dynamic_conv_c*), quantized ones
// included, with StableHLO's messages.
func.func @dot_general_c1(%lhs: tensor<2x3x4xf32>, %rhs: tensor<2x4x5xf32>) {
  // expected-error @+1 {{lhs and rhs should have the same number of batching dimensions}}
  %0 = stablehlo.dot_general %lhs, %rhs, batching_dims = [0] x [], contracting_dims = [2] x [1] : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
  return
}

// -----

func.func @dot_general_c2(%lhs: tensor<2x3x4xf32>, %rhs: tensor<2x4x5xf32>) {
  // expected-error @+1 {{lhs and rhs should have the same number of contracting dimensions}}
  %0 = stablehlo.dot_general %lhs, %rhs, batching_dims = [0] x [0], contracting_dims = [2] x [] : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
  return
}

// -----

func.func @dot_general_c3(%lhs: tensor<2x3x4xf32>, %rhs: tensor<2x4x5xf32>) {
  // expected-error @+1 {{has duplicated dimension from lhs_batching_dimensions and lhs_contracting_dimensions: 0}}
  %0 = stablehlo.dot_general %lhs, %rhs, batching_dims = [0] x [0], contracting_dims = [0] x [1] : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
  return
}

// -----

func.func @dot_general_c4(%lhs: tensor<2x3x4xf32>, %rhs: tensor<2x4x5xf32>) {
  // expected-error @+1 {{has duplicated dimension from rhs_batching_dimensions and rhs_contracting_dimensions: 0}}
  %0 = stablehlo.dot_general %lhs, %rhs, batching_dims = [0] x [0], contracting_dims = [2] x [0] : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
  return
}

// -----

func.func @dot_general_c5(%lhs: tensor<2x3x4xf32>, %rhs: tensor<2x4x5xf32>) {
  // expected-error @+1 {{lhs_batching_dimensions value: 3 is out of range: [0, 3)}}
  %0 = stablehlo.dot_general %lhs, %rhs, batching_dims = [3] x [0], contracting_dims = [2] x [1] : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
  return
}

// -----

func.func @dot_general_c6(%lhs: tensor<2x3x4xf32>, %rhs: tensor<2x4x5xf32>) {
  // expected-error @+1 {{lhs_contracting_dimensions value: -1 is out of range: [0, 3)}}
  %0 = stablehlo.dot_general %lhs, %rhs, batching_dims = [0] x [0], contracting_dims = [-1] x [1] : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
  return
}

// -----

func.func @dot_general_c7(%lhs: tensor<2x3x4xf32>, %rhs: tensor<2x4x5xf32>) {
  // expected-error @+1 {{rhs_batching_dimensions value: 3 is out of range: [0, 3)}}
  %0 = stablehlo.dot_general %lhs, %rhs, batching_dims = [0] x [3], contracting_dims = [2] x [1] : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
  return
}

// -----

func.func @dot_general_c8(%lhs: tensor<2x3x4xf32>, %rhs: tensor<2x4x5xf32>) {
  // expected-error @+1 {{rhs_contracting_dimensions value: 5 is out of range: [0, 3)}}
  %0 = stablehlo.dot_general %lhs, %rhs, batching_dims = [0] x [0], contracting_dims = [2] x [5] : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
  return
}

// -----

func.func @dot_general_c9(%lhs: tensor<2x3x4xf32>, %rhs: tensor<3x4x5xf32>) {
  // expected-error @+1 {{batching dimension sizes must match for lhs/rhs}}
  %0 = stablehlo.dot_general %lhs, %rhs, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<2x3x4xf32>, tensor<3x4x5xf32>) -> tensor<2x3x5xf32>
  return
}

// -----

func.func @dot_general_c10(%lhs: tensor<2x3x4xf32>, %rhs: tensor<2x3x5xf32>) {
  // expected-error @+1 {{contracting dimension sizes must match for lhs/rhs}}
  %0 = stablehlo.dot_general %lhs, %rhs, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<2x3x4xf32>, tensor<2x3x5xf32>) -> tensor<2x3x5xf32>
  return
}

// -----

func.func @dot_general_c11_size(%lhs: tensor<2x3x4xf32>, %rhs: tensor<2x4x5xf32>) {
  // expected-error @+1 {{expects precision config to be empty or have <= 2 elements.}}
  %0 = stablehlo.dot_general %lhs, %rhs, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT, HIGH] : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
  return
}

// -----

func.func @dot_general_c12(%lhs: tensor<2x3x4xf32>, %rhs: tensor<2x4x5xf32>) {
  // expected-error @+1 {{inferred shape '[2, 3, 5]' is incompatible with return type of operation 'tensor<2x5x3xf32>'}}
  %0 = stablehlo.dot_general %lhs, %rhs, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x5x3xf32>
  return
}

// -----

func.func @dot_general_c13(%lhs: tensor<2x3x4xf32>, %rhs: tensor<2x4x5xbf16>) {
  // expected-error @+1 {{expects lhs and rhs to have the same element type. Got: 'f32' and 'bf16'}}
  %0 = stablehlo.dot_general %lhs, %rhs, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<2x3x4xf32>, tensor<2x4x5xbf16>) -> tensor<2x3x5xf32>
  return
}

// -----

func.func @dot_general_c21(%lhs: tensor<2x3x4xf32>, %rhs: tensor<2x4x5xf32>) {
  // expected-error @+1 {{must specify DEFAULT precision config when algorithm is set.}}
  %0 = stablehlo.dot_general %lhs, %rhs, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, HIGHEST], algorithm = <lhs_precision_type = tf32, rhs_precision_type = tf32, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = false> : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
  return
}

// -----

func.func @dot_general_c22(%lhs: tensor<2x3x4xf32>, %rhs: tensor<2x4x5xf32>) {
  // expected-error @+1 {{lhs component count must be positive}}
  %0 = stablehlo.dot_general %lhs, %rhs, batching_dims = [0] x [0], contracting_dims = [2] x [1], algorithm = <lhs_precision_type = tf32, rhs_precision_type = tf32, accumulation_type = f32, lhs_component_count = 0, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = false> : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
  return
}

// -----

func.func @dot_general_c23(%lhs: tensor<2x3x4xf32>, %rhs: tensor<2x4x5xf32>) {
  // expected-error @+1 {{rhs component count must be positive}}
  %0 = stablehlo.dot_general %lhs, %rhs, batching_dims = [0] x [0], contracting_dims = [2] x [1], algorithm = <lhs_precision_type = tf32, rhs_precision_type = tf32, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 0, num_primitive_operations = 1, allow_imprecise_accumulation = false> : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
  return
}

// -----

func.func @dot_general_c24(%lhs: tensor<2x3x4xf32>, %rhs: tensor<2x4x5xf32>) {
  // expected-error @+1 {{num primitive operations must be positive}}
  %0 = stablehlo.dot_general %lhs, %rhs, batching_dims = [0] x [0], contracting_dims = [2] x [1], algorithm = <lhs_precision_type = tf32, rhs_precision_type = tf32, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 0, allow_imprecise_accumulation = false> : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
  return
}

// -----

func.func @dot_general_c14(%lhs: tensor<2x3x4x!quant.uniform<i8:f32, 2.0>>, %rhs: tensor<2x4x5xf32>) {
  // expected-error @+1 {{rhs should be quantized for quantized operations and is_quantized(lhs)=is_quantized(result) should hold}}
  %0 = stablehlo.dot_general %lhs, %rhs, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<2x3x4x!quant.uniform<i8:f32, 2.0>>, tensor<2x4x5xf32>) -> tensor<2x3x5x!quant.uniform<i8:f32, 2.0>>
  return
}

// -----

func.func @dot_general_c14_result(%lhs: tensor<2x3x4x!quant.uniform<i8:f32, 2.0>>, %rhs: tensor<2x4x5x!quant.uniform<i8:f32, 2.0>>) {
  // expected-error @+1 {{rhs should be quantized for quantized operations and is_quantized(lhs)=is_quantized(result) should hold}}
  %0 = stablehlo.dot_general %lhs, %rhs, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<2x3x4x!quant.uniform<i8:f32, 2.0>>, tensor<2x4x5x!quant.uniform<i8:f32, 2.0>>) -> tensor<2x3x5xf32>
  return
}

// -----

func.func @dot_general_c15(%lhs: tensor<2x3x4x!quant.uniform<i8:f32, 2.0>>, %rhs: tensor<2x4x5x!quant.uniform<i8:f32, 2.0:1>>) {
  // expected-error @+1 {{Zero point of rhs should be 0}}
  %0 = stablehlo.dot_general %lhs, %rhs, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<2x3x4x!quant.uniform<i8:f32, 2.0>>, tensor<2x4x5x!quant.uniform<i8:f32, 2.0:1>>) -> tensor<2x3x5x!quant.uniform<i8:f32, 2.0>>
  return
}

// -----

func.func @dot_general_c16(%lhs: tensor<2x3x4x!quant.uniform<i8:f32, 2.0>>, %rhs: tensor<2x4x5x!quant.uniform<i8:f32:1, {2.0, 3.0, 4.0, 5.0}>>) {
  // expected-error @+1 {{Quantization dimension of rhs should not be in the contracting dimension of rhs}}
  %0 = stablehlo.dot_general %lhs, %rhs, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<2x3x4x!quant.uniform<i8:f32, 2.0>>, tensor<2x4x5x!quant.uniform<i8:f32:1, {2.0, 3.0, 4.0, 5.0}>>) -> tensor<2x3x5x!quant.uniform<i8:f32, 2.0>>
  return
}

// -----

func.func @dot_general_c17(%lhs: tensor<2x3x4x!quant.uniform<u8:f32, 2.0>>, %rhs: tensor<2x4x5x!quant.uniform<i8:f32, 2.0>>) {
  // expected-error @+1 {{mismatched lhs and rhs quantization storage types}}
  %0 = stablehlo.dot_general %lhs, %rhs, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<2x3x4x!quant.uniform<u8:f32, 2.0>>, tensor<2x4x5x!quant.uniform<i8:f32, 2.0>>) -> tensor<2x3x5x!quant.uniform<u8:f32, 2.0>>
  return
}

// -----

func.func @dot_general_c18(%lhs: tensor<2x3x4x!quant.uniform<i8:f32, 2.0>>, %rhs: tensor<2x4x5x!quant.uniform<i8:f32, 2.0>>) {
  // expected-error @+1 {{mismatched lhs, rhs and result quantization expressed types}}
  %0 = stablehlo.dot_general %lhs, %rhs, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<2x3x4x!quant.uniform<i8:f32, 2.0>>, tensor<2x4x5x!quant.uniform<i8:f32, 2.0>>) -> tensor<2x3x5x!quant.uniform<i8:f16, 2.0>>
  return
}

// -----

func.func @dot_general_c19(%lhs: tensor<2x3x4x!quant.uniform<i8:f32, 2.0>>, %rhs: tensor<2x4x5x!quant.uniform<i8:f32, 2.0>>) {
  // expected-error @+1 {{mismatched rhs and result quantization granularity}}
  %0 = stablehlo.dot_general %lhs, %rhs, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<2x3x4x!quant.uniform<i8:f32, 2.0>>, tensor<2x4x5x!quant.uniform<i8:f32, 2.0>>) -> tensor<2x3x5x!quant.uniform<i8:f32:2, {2.0, 3.0, 4.0, 5.0, 6.0}>>
  return
}

// -----

func.func @dot_general_c20(%lhs: tensor<2x3x4xf16>, %rhs: tensor<2x4x5x!quant.uniform<i8:f32, 2.0>>) {
  // expected-error @+1 {{mismatched rhs quantization expressed type and lhs and result element type}}
  %0 = stablehlo.dot_general %lhs, %rhs, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<2x3x4xf16>, tensor<2x4x5x!quant.uniform<i8:f32, 2.0>>) -> tensor<2x3x5xf16>
  return
}

// -----

func.func @convolution_c1(%lhs: tensor<1x4x4x2xf32>, %rhs: tensor<3x3x2xf32>) {
  // expected-error @+1 {{expects convolution arguments to have same number of dimensions. Got: 'tensor<1x4x4x2xf32>' and 'tensor<3x3x2xf32>'.}}
  %0 = stablehlo.convolution(%lhs, %rhs) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x2xf32>, tensor<3x3x2xf32>) -> tensor<1x2x2x4xf32>
  return
}

// -----

func.func @convolution_c2(%lhs: tensor<1x4x4x2xf32>, %rhs: tensor<3x3x2x4xf32>) {
  // expected-error @+1 {{expects window-strides to have same dimension-size as size of window dimensions (2), but got: 1.}}
  %0 = stablehlo.convolution(%lhs, %rhs) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x2xf32>, tensor<3x3x2x4xf32>) -> tensor<1x2x2x4xf32>
  return
}

// -----

func.func @convolution_c3(%lhs: tensor<1x4x4x2xf32>, %rhs: tensor<3x3x2x4xf32>) {
  // expected-error @+1 {{expects window to have positive stride for 1-th window dimension, but got 0.}}
  %0 = stablehlo.convolution(%lhs, %rhs) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 0]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x2xf32>, tensor<3x3x2x4xf32>) -> tensor<1x2x2x4xf32>
  return
}

// -----

func.func @convolution_c4(%lhs: tensor<1x4x4x2xf32>, %rhs: tensor<3x3x2x4xf32>) {
  // expected-error @+1 {{expects padding-entries to have same dimension-size as size of window dimensions (2), but got: 1.}}
  %0 = stablehlo.convolution(%lhs, %rhs) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {pad = [[1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x2xf32>, tensor<3x3x2x4xf32>) -> tensor<1x2x2x4xf32>
  return
}

// -----

func.func @convolution_c5(%lhs: tensor<1x4x4x2xf32>, %rhs: tensor<3x3x2x4xf32>) {
  // expected-error @+1 {{expects base-dilation factors to have same dimension-size as size of window dimensions (2), but got: 3.}}
  %0 = stablehlo.convolution(%lhs, %rhs) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {lhs_dilate = [1, 1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x2xf32>, tensor<3x3x2x4xf32>) -> tensor<1x2x2x4xf32>
  return
}

// -----

func.func @convolution_c6(%lhs: tensor<1x4x4x2xf32>, %rhs: tensor<3x3x2x4xf32>) {
  // expected-error @+1 {{expects window to have positive base dilation factor for 0-th window dimension, but got 0.}}
  %0 = stablehlo.convolution(%lhs, %rhs) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {lhs_dilate = [0, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x2xf32>, tensor<3x3x2x4xf32>) -> tensor<1x2x2x4xf32>
  return
}

// -----

func.func @convolution_c7(%lhs: tensor<1x4x4x2xf32>, %rhs: tensor<3x3x2x4xf32>) {
  // expected-error @+1 {{expects window-dilation factors to have same dimension-size as size of window dimensions (2), but got: 1.}}
  %0 = stablehlo.convolution(%lhs, %rhs) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {rhs_dilate = [1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x2xf32>, tensor<3x3x2x4xf32>) -> tensor<1x2x2x4xf32>
  return
}

// -----

func.func @convolution_c8(%lhs: tensor<1x4x4x2xf32>, %rhs: tensor<3x3x2x4xf32>) {
  // expected-error @+1 {{expects window to have positive window dilation factor for 1-th window dimension, but got -1.}}
  %0 = stablehlo.convolution(%lhs, %rhs) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {rhs_dilate = [1, -1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x2xf32>, tensor<3x3x2x4xf32>) -> tensor<1x2x2x4xf32>
  return
}

// -----

func.func @convolution_c9(%lhs: tensor<1x4x4x2xf32>, %rhs: tensor<3x3x2x4xf32>) {
  // expected-error @+1 {{expects window-reversal to have same dimension-size as size of window dimensions (2), but got: 1.}}
  %0 = stablehlo.convolution(%lhs, %rhs) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x2xf32>, tensor<3x3x2x4xf32>) -> tensor<1x2x2x4xf32>
  return
}

// -----

func.func @convolution_c10(%lhs: tensor<3x4x4x2xf32>, %rhs: tensor<3x3x2x4xf32>) {
  // expected-error @+1 {{expects input batch dimension (3) to be divisible by batch_group_count. Got batch_group_count = 2.}}
  %0 = stablehlo.convolution(%lhs, %rhs) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1]} {batch_group_count = 2 : i64, feature_group_count = 1 : i64} : (tensor<3x4x4x2xf32>, tensor<3x3x2x4xf32>) -> tensor<1x2x2x4xf32>
  return
}

// -----

func.func @convolution_c11(%lhs: tensor<1x4x4x3xf32>, %rhs: tensor<3x3x2x4xf32>) {
  // expected-error @+1 {{expects input feature dimension (3) to be a multiple of feature_group_count. Got feature_group_count = 2.}}
  %0 = stablehlo.convolution(%lhs, %rhs) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 2 : i64} : (tensor<1x4x4x3xf32>, tensor<3x3x2x4xf32>) -> tensor<1x2x2x4xf32>
  return
}

// -----

func.func @convolution_c17(%lhs: tensor<1x4x4x2xf32>, %rhs: tensor<3x3x2x4xf32>) {
  // expected-error @+1 {{expects the same size for input, kernel and output spatial-dimensions, but got 2, 1, and 2 resp.}}
  %0 = "stablehlo.convolution"(%lhs, %rhs) {dimension_numbers = #stablehlo.conv<raw input_batch_dimension = 0, input_feature_dimension = 3, input_spatial_dimensions = [1, 2], kernel_input_feature_dimension = 2, kernel_output_feature_dimension = 3, kernel_spatial_dimensions = [0], output_batch_dimension = 0, output_feature_dimension = 3, output_spatial_dimensions = [1, 2]>, batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x2xf32>, tensor<3x3x2x4xf32>) -> tensor<1x2x2x4xf32>
  return
}

// -----

func.func @convolution_c13_unique(%lhs: tensor<1x4x4x2xf32>, %rhs: tensor<3x3x2x4xf32>) {
  // expected-error @+1 {{expects input dimension-numbers to be unique, got {0, 3, 0, 2}.}}
  %0 = "stablehlo.convolution"(%lhs, %rhs) {dimension_numbers = #stablehlo.conv<raw input_batch_dimension = 0, input_feature_dimension = 3, input_spatial_dimensions = [0, 2], kernel_input_feature_dimension = 2, kernel_output_feature_dimension = 3, kernel_spatial_dimensions = [0, 1], output_batch_dimension = 0, output_feature_dimension = 3, output_spatial_dimensions = [1, 2]>, batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x2xf32>, tensor<3x3x2x4xf32>) -> tensor<1x2x2x4xf32>
  return
}

// -----

func.func @convolution_c13_range(%lhs: tensor<1x4x4x2xf32>, %rhs: tensor<3x3x2x4xf32>) {
  // expected-error @+1 {{expects input, kernel, and output dimension-numbers to be in-range [0, 4).}}
  %0 = "stablehlo.convolution"(%lhs, %rhs) {dimension_numbers = #stablehlo.conv<raw input_batch_dimension = 0, input_feature_dimension = 3, input_spatial_dimensions = [1, 4], kernel_input_feature_dimension = 2, kernel_output_feature_dimension = 3, kernel_spatial_dimensions = [0, 1], output_batch_dimension = 0, output_feature_dimension = 3, output_spatial_dimensions = [1, 2]>, batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x2xf32>, tensor<3x3x2x4xf32>) -> tensor<1x2x2x4xf32>
  return
}

// -----

func.func @convolution_c18_unique(%lhs: tensor<1x4x4x2xf32>, %rhs: tensor<3x3x2x4xf32>) {
  // expected-error @+1 {{expects kernel dimension-numbers to be unique, got {2, 3, 0, 0}.}}
  %0 = "stablehlo.convolution"(%lhs, %rhs) {dimension_numbers = #stablehlo.conv<raw input_batch_dimension = 0, input_feature_dimension = 3, input_spatial_dimensions = [1, 2], kernel_input_feature_dimension = 2, kernel_output_feature_dimension = 3, kernel_spatial_dimensions = [0, 0], output_batch_dimension = 0, output_feature_dimension = 3, output_spatial_dimensions = [1, 2]>, batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x2xf32>, tensor<3x3x2x4xf32>) -> tensor<1x2x2x4xf32>
  return
}

// -----

func.func @convolution_c14(%lhs: tensor<1x4x4x2xf32>, %rhs: tensor<3x3x3x4xf32>) {
  // expected-error @+1 {{expects input feature dimension (2) / feature_group_count = kernel input feature dimension (3). Got feature_group_count = 1.}}
  %0 = stablehlo.convolution(%lhs, %rhs) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x2xf32>, tensor<3x3x3x4xf32>) -> tensor<1x2x2x4xf32>
  return
}

// -----

func.func @convolution_c15(%lhs: tensor<2x4x4x2xf32>, %rhs: tensor<3x3x2x3xf32>) {
  // expected-error @+1 {{expects output feature dimension size (3) to be a multiple of batch_group_count. Got batch_group_count = 2.}}
  %0 = stablehlo.convolution(%lhs, %rhs) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1]} {batch_group_count = 2 : i64, feature_group_count = 1 : i64} : (tensor<2x4x4x2xf32>, tensor<3x3x2x3xf32>) -> tensor<1x2x2x3xf32>
  return
}

// -----

func.func @convolution_c16(%lhs: tensor<1x4x4x2xf32>, %rhs: tensor<3x3x1x3xf32>) {
  // expected-error @+1 {{expects kernel output feature dimension (3) to be divisible by feature_group_count. For feature_group_count = 2.}}
  %0 = stablehlo.convolution(%lhs, %rhs) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 2 : i64} : (tensor<1x4x4x2xf32>, tensor<3x3x1x3xf32>) -> tensor<1x2x2x3xf32>
  return
}

// -----

func.func @convolution_c23(%lhs: tensor<2x4x4x2xf32>, %rhs: tensor<3x3x1x4xf32>) {
  // expected-error @+1 {{expects batch_group_count and feature_group_count not to be both greater than 1. Got 2 and 2 resp.}}
  %0 = stablehlo.convolution(%lhs, %rhs) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1]} {batch_group_count = 2 : i64, feature_group_count = 2 : i64} : (tensor<2x4x4x2xf32>, tensor<3x3x1x4xf32>) -> tensor<1x2x2x4xf32>
  return
}

// -----

func.func @convolution_c25(%lhs: tensor<1x4x4x2xf32>, %rhs: tensor<3x3x2x4xf32>) {
  // expected-error @+1 {{inferred shape '[1, 2, 2, 4]' is incompatible with return type of operation 'tensor<1x3x3x4xf32>'}}
  %0 = stablehlo.convolution(%lhs, %rhs) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x2xf32>, tensor<3x3x2x4xf32>) -> tensor<1x3x3x4xf32>
  return
}

// -----

func.func @convolution_c25_window(%lhs: tensor<1x4x4x2xf32>, %rhs: tensor<3x3x2x4xf32>) {
  // expected-error @+1 {{inferred shape '[1, 0, 0, 4]' is incompatible with return type of operation 'tensor<1x2x2x4xf32>'}}
  %0 = stablehlo.convolution(%lhs, %rhs) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [2, 2]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x2xf32>, tensor<3x3x2x4xf32>) -> tensor<1x2x2x4xf32>
  return
}

// -----

func.func @convolution_c26(%lhs: tensor<1x4x4x2xf32>, %rhs: tensor<3x3x2x4xf32>) {
  // expected-error @+1 {{inferred shape '[1, 2, 2, 4]' is incompatible with return type of operation 'tensor<1x2x2xf32>'}}
  %0 = stablehlo.convolution(%lhs, %rhs) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x2xf32>, tensor<3x3x2x4xf32>) -> tensor<1x2x2xf32>
  return
}

// -----

func.func @convolution_c27(%lhs: tensor<1x4x4x2xf32>, %rhs: tensor<3x3x2x4xf16>) {
  // expected-error @+1 {{expects lhs and rhs to have compatible element type. Got: 'f32' and 'f16'}}
  %0 = stablehlo.convolution(%lhs, %rhs) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x2xf32>, tensor<3x3x2x4xf16>) -> tensor<1x2x2x4xf32>
  return
}

// -----

func.func @convolution_c28(%lhs: tensor<1x4x4x2x!quant.uniform<i8:f32, 2.0>>, %rhs: tensor<3x3x2x4xf32>) {
  // expected-error @+1 {{rhs should be quantized for quantized operations and is_quantized(lhs)=is_quantized(result) should hold}}
  %0 = stablehlo.convolution(%lhs, %rhs) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x2x!quant.uniform<i8:f32, 2.0>>, tensor<3x3x2x4xf32>) -> tensor<1x2x2x4x!quant.uniform<i8:f32, 2.0>>
  return
}

// -----

func.func @convolution_c29(%lhs: tensor<1x4x4x2x!quant.uniform<i8:f32, 2.0>>, %rhs: tensor<3x3x2x4x!quant.uniform<i8:f32:2, {2.0, 3.0}>>) {
  // expected-error @+1 {{quantization dimension of rhs should be same with kernel_output_feature_dimension}}
  %0 = stablehlo.convolution(%lhs, %rhs) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x2x!quant.uniform<i8:f32, 2.0>>, tensor<3x3x2x4x!quant.uniform<i8:f32:2, {2.0, 3.0}>>) -> tensor<1x2x2x4x!quant.uniform<i8:f32, 2.0>>
  return
}

// -----

func.func @convolution_c30(%lhs: tensor<1x4x4x2x!quant.uniform<i8:f32, 2.0>>, %rhs: tensor<3x3x2x4x!quant.uniform<i8:f32:3, {2.0, 3.0, 4.0, 5.0}>>) {
  // expected-error @+1 {{quantization dimension of result should be same with output_feature_dimension}}
  %0 = stablehlo.convolution(%lhs, %rhs) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x2x!quant.uniform<i8:f32, 2.0>>, tensor<3x3x2x4x!quant.uniform<i8:f32:3, {2.0, 3.0, 4.0, 5.0}>>) -> tensor<1x2x2x4x!quant.uniform<i8:f32:2, {2.0, 3.0}>>
  return
}

// -----

func.func @convolution_c31(%lhs: tensor<1x4x4x2x!quant.uniform<u8:f32, 2.0>>, %rhs: tensor<3x3x2x4x!quant.uniform<i8:f32, 2.0>>) {
  // expected-error @+1 {{mismatched lhs and rhs quantization storage types}}
  %0 = stablehlo.convolution(%lhs, %rhs) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x2x!quant.uniform<u8:f32, 2.0>>, tensor<3x3x2x4x!quant.uniform<i8:f32, 2.0>>) -> tensor<1x2x2x4x!quant.uniform<u8:f32, 2.0>>
  return
}

// -----

func.func @convolution_c32(%lhs: tensor<1x4x4x2x!quant.uniform<i8:f32, 2.0>>, %rhs: tensor<3x3x2x4x!quant.uniform<i8:f32, 2.0>>) {
  // expected-error @+1 {{mismatched lhs, rhs and result quantization expressed types}}
  %0 = stablehlo.convolution(%lhs, %rhs) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x2x!quant.uniform<i8:f32, 2.0>>, tensor<3x3x2x4x!quant.uniform<i8:f32, 2.0>>) -> tensor<1x2x2x4x!quant.uniform<i8:f16, 2.0>>
  return
}

// -----

func.func @convolution_c33(%lhs: tensor<1x4x4x2x!quant.uniform<i8:f32, 2.0>>, %rhs: tensor<3x3x2x4x!quant.uniform<i8:f32, 2.0>>) {
  // expected-error @+1 {{mismatched rhs and result quantization granularity}}
  %0 = stablehlo.convolution(%lhs, %rhs) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x2x!quant.uniform<i8:f32, 2.0>>, tensor<3x3x2x4x!quant.uniform<i8:f32, 2.0>>) -> tensor<1x2x2x4x!quant.uniform<i8:f32:3, {2.0, 3.0, 4.0, 5.0}>>
  return
}

// -----

func.func @convolution_c34(%lhs: tensor<1x4x4x2xf16>, %rhs: tensor<3x3x2x4x!quant.uniform<i8:f32, 2.0>>) {
  // expected-error @+1 {{mismatched rhs quantization expressed type and lhs and result element type}}
  %0 = stablehlo.convolution(%lhs, %rhs) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x2xf16>, tensor<3x3x2x4x!quant.uniform<i8:f32, 2.0>>) -> tensor<1x2x2x4xf16>
  return
}

// -----

func.func @dynamic_conv_c4(%lhs: tensor<1x4x4x2xf32>, %rhs: tensor<3x3x2x4xf32>) {
  %pad = stablehlo.constant dense<0> : tensor<3x2xi64>
  // expected-error @+1 {{expects padding to be of shape [2, 2], but got [3, 2]}}
  %0 = "stablehlo.dynamic_conv"(%lhs, %rhs, %pad) {
    dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>,
    window_strides = array<i64: 1, 1>, batch_group_count = 1 : i64, feature_group_count = 1 : i64
  } : (tensor<1x4x4x2xf32>, tensor<3x3x2x4xf32>, tensor<3x2xi64>) -> tensor<1x2x2x4xf32>
  return
}

// -----

func.func @dynamic_conv_c25(%lhs: tensor<1x4x4x2xf32>, %rhs: tensor<3x3x2x4xf32>) {
  %pad = stablehlo.constant dense<1> : tensor<2x2xi64>
  // expected-error @+1 {{inferred shape '[1, 4, 4, 4]' is incompatible with return type of operation 'tensor<1x2x2x4xf32>'}}
  %0 = "stablehlo.dynamic_conv"(%lhs, %rhs, %pad) {
    dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>,
    window_strides = array<i64: 1, 1>, batch_group_count = 1 : i64, feature_group_count = 1 : i64
  } : (tensor<1x4x4x2xf32>, tensor<3x3x2x4xf32>, tensor<2x2xi64>) -> tensor<1x2x2x4xf32>
  return
}

// -----

func.func @dynamic_conv_unknown_padding(%lhs: tensor<1x4x4x2xf32>, %rhs: tensor<3x3x2x4xf32>, %pad: tensor<2x2xi64>) {
  // The padding is known at run time only: so are the spatial dimensions.
  %0 = "stablehlo.dynamic_conv"(%lhs, %rhs, %pad) {
    dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>,
    window_strides = array<i64: 1, 1>, batch_group_count = 1 : i64, feature_group_count = 1 : i64
  } : (tensor<1x4x4x2xf32>, tensor<3x3x2x4xf32>, tensor<2x2xi64>) -> tensor<1x9x9x4xf32>
  return
}

// -----

func.func @dynamic_conv_c26(%lhs: tensor<1x4x4x2xf32>, %rhs: tensor<3x3x2x4xf32>, %pad: tensor<2x2xi64>) {
  // expected-error @+1 {{inferred shape '[1, ?, ?, 4]' is incompatible with return type of operation 'tensor<1x2x2x8xf32>'}}
  %0 = "stablehlo.dynamic_conv"(%lhs, %rhs, %pad) {
    dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>,
    window_strides = array<i64: 1, 1>, batch_group_count = 1 : i64, feature_group_count = 1 : i64
  } : (tensor<1x4x4x2xf32>, tensor<3x3x2x4xf32>, tensor<2x2xi64>) -> tensor<1x2x2x8xf32>
  return
}
