// RUN: ncc-opt %s -split-input-file -verify-diagnostics

// Shape ops: the spec's constraints (broadcast_in_dim_c*, reshape_c*,
// transpose_c*, slice_c*, pad_c*, concatenate_c*, iota_c*, reverse_c*,
// bitcast_convert_c* and their dynamic_* forms). Dynamic ops check their
// shape operands when those are constants.
func.func @broadcast_in_dim_c1(%a: tensor<3xf32>) {
  // expected-error @+1 {{requires compatible element types for all operands and results}}
  %0 = stablehlo.broadcast_in_dim %a, dims = [1] : (tensor<3xf32>) -> tensor<2x3xf64>
  return
}

// -----

func.func @broadcast_in_dim_c2(%a: tensor<3xf32>) {
  // expected-error @+1 {{broadcast_dimensions size (2) does not match operand rank (1)}}
  %0 = stablehlo.broadcast_in_dim %a, dims = [0, 1] : (tensor<3xf32>) -> tensor<2x3xf32>
  return
}

// -----

func.func @broadcast_in_dim_c3(%a: tensor<3xf32>) {
  // expected-error @+1 {{broadcast_dimensions contains invalid value -1 for result with rank 2}}
  %0 = stablehlo.broadcast_in_dim %a, dims = [-1] : (tensor<3xf32>) -> tensor<2x3xf32>
  return
}

// -----

func.func @broadcast_in_dim_c4(%a: tensor<1x3xf32>) {
  // expected-error @+1 {{broadcast_dimensions should not have duplicates}}
  %0 = stablehlo.broadcast_in_dim %a, dims = [1, 1] : (tensor<1x3xf32>) -> tensor<2x3xf32>
  return
}

// -----

func.func @broadcast_in_dim_c5(%a: tensor<3xf32>) {
  // expected-error @+1 {{size of operand dimension 0 (3) is not equal to 1 or size of result dimension 0 (2)}}
  %0 = stablehlo.broadcast_in_dim %a, dims = [0] : (tensor<3xf32>) -> tensor<2x3xf32>
  return
}

// -----

func.func @broadcast_in_dim_c6_axis(%a: tensor<3x!quant.uniform<i8:f32:0, {0.1, 0.2, 0.3}>>) {
  // expected-error @+1 {{result quantization_dimension 0 not same as broadcast_dimensions[0] = 1}}
  %0 = stablehlo.broadcast_in_dim %a, dims = [1] : (tensor<3x!quant.uniform<i8:f32:0, {0.1, 0.2, 0.3}>>) -> tensor<2x3x!quant.uniform<i8:f32:0, {0.1, 0.2, 0.3}>>
  return
}

// -----

func.func @broadcast_in_dim_c6_scales(%a: tensor<1x!quant.uniform<i8:f32:0, {0.1}>>) {
  // expected-error @+1 {{mismatch result scale 1 (0.2) and operand scale 0 (0.1)}}
  %0 = stablehlo.broadcast_in_dim %a, dims = [1] : (tensor<1x!quant.uniform<i8:f32:0, {0.1}>>) -> tensor<2x3x!quant.uniform<i8:f32:1, {0.1, 0.2, 0.3}>>
  return
}

// -----

func.func @broadcast_in_dim_c1_quant(%a: tensor<3x!quant.uniform<i8:f32, 0.1>>) {
  // expected-error @+1 {{expect same quantization scale and zero_point but got 'tensor<3x!quant.uniform<i8:f32, 1.000000e-01>>' vs 'tensor<2x3x!quant.uniform<i8:f32, 2.000000e-01>>'}}
  %0 = stablehlo.broadcast_in_dim %a, dims = [1] : (tensor<3x!quant.uniform<i8:f32, 0.1>>) -> tensor<2x3x!quant.uniform<i8:f32, 0.2>>
  return
}

// -----

func.func @dynamic_broadcast_in_dim_c1(%a: tensor<3xf32>, %s: tensor<2xi64>) {
  // expected-error @+1 {{expects operand and result to have compatible element type. Got: 'tensor<3xf32>' and 'tensor<2x3xi32>'}}
  %0 = stablehlo.dynamic_broadcast_in_dim %a, %s, dims = [1] : (tensor<3xf32>, tensor<2xi64>) -> tensor<2x3xi32>
  return
}

// -----

func.func @dynamic_broadcast_in_dim_c2(%a: tensor<3xf32>, %s: tensor<2xi64>) {
  // expected-error @+1 {{broadcast_dimensions size (2) does not match operand rank (1)}}
  %0 = stablehlo.dynamic_broadcast_in_dim %a, %s, dims = [0, 1] : (tensor<3xf32>, tensor<2xi64>) -> tensor<2x3xf32>
  return
}

// -----

func.func @dynamic_broadcast_in_dim_c3(%a: tensor<3xf32>, %s: tensor<2xi64>) {
  // expected-error @+1 {{broadcast_dimensions contains invalid value 2 for result with rank 2}}
  %0 = stablehlo.dynamic_broadcast_in_dim %a, %s, dims = [2] : (tensor<3xf32>, tensor<2xi64>) -> tensor<2x3xf32>
  return
}

// -----

func.func @dynamic_broadcast_in_dim_c4(%a: tensor<1x3xf32>, %s: tensor<2xi64>) {
  // expected-error @+1 {{broadcast_dimensions should not have duplicates}}
  %0 = stablehlo.dynamic_broadcast_in_dim %a, %s, dims = [1, 1] : (tensor<1x3xf32>, tensor<2xi64>) -> tensor<2x3xf32>
  return
}

// -----

func.func @dynamic_broadcast_in_dim_c5(%a: tensor<3xf32>, %s: tensor<2xi64>) {
  // expected-error @+1 {{size of operand dimension 0 (3) is not compatible with size of result dimension 0 (2)}}
  %0 = stablehlo.dynamic_broadcast_in_dim %a, %s, dims = [0] : (tensor<3xf32>, tensor<2xi64>) -> tensor<2x3xf32>
  return
}

// -----

func.func @dynamic_broadcast_in_dim_c5_shape(%a: tensor<3xf32>) {
  %s = stablehlo.constant dense<[2, 4]> : tensor<2xi64>
  // expected-error @+1 {{size of operand dimension 0 (3) is not equal to 1 or value of shape at index 1 (4)}}
  %0 = stablehlo.dynamic_broadcast_in_dim %a, %s, dims = [1] : (tensor<3xf32>, tensor<2xi64>) -> tensor<?x?xf32>
  return
}

// -----

func.func @dynamic_broadcast_in_dim_c7(%a: tensor<3xf32>, %s: tensor<3xi64>) {
  // expected-error @+1 {{result rank (2) is not equal to number of output dimensions (3)}}
  %0 = stablehlo.dynamic_broadcast_in_dim %a, %s, dims = [1] : (tensor<3xf32>, tensor<3xi64>) -> tensor<2x3xf32>
  return
}

// -----

func.func @dynamic_broadcast_in_dim_c7_shape(%a: tensor<3xf32>) {
  %s = stablehlo.constant dense<[2, 4]> : tensor<2xi64>
  // expected-error @+1 {{output shape [2, 4] is incompatible with return type of operation 'tensor<2x3xf32>'}}
  %0 = stablehlo.dynamic_broadcast_in_dim %a, %s, dims = [1] : (tensor<3xf32>, tensor<2xi64>) -> tensor<2x3xf32>
  return
}

// -----

func.func @dynamic_broadcast_in_dim_c8(%a: tensor<3xf32>, %s: tensor<2xi64>) {
  // expected-error @+1 {{duplicate expansion hint for at least one operand dimension}}
  %0 = stablehlo.dynamic_broadcast_in_dim %a, %s, dims = [1] {known_expanding_dimensions = array<i64: 0>, known_nonexpanding_dimensions = array<i64: 0>} : (tensor<3xf32>, tensor<2xi64>) -> tensor<2x3xf32>
  return
}

// -----

func.func @dynamic_broadcast_in_dim_c9(%a: tensor<3xf32>, %s: tensor<2xi64>) {
  // expected-error @+1 {{hint for expanding dimension 1 does not refer to a valid operand dimension}}
  %0 = stablehlo.dynamic_broadcast_in_dim %a, %s, dims = [1] {known_expanding_dimensions = array<i64: 1>} : (tensor<3xf32>, tensor<2xi64>) -> tensor<2x3xf32>
  return
}

// -----

func.func @dynamic_broadcast_in_dim_c10(%a: tensor<3xf32>, %s: tensor<2xi64>) {
  // expected-error @+1 {{hint for expanding dimension -1 does not refer to a valid operand dimension}}
  %0 = stablehlo.dynamic_broadcast_in_dim %a, %s, dims = [1] {known_nonexpanding_dimensions = array<i64: -1>} : (tensor<3xf32>, tensor<2xi64>) -> tensor<2x3xf32>
  return
}

// -----

func.func @reshape_c1(%a: tensor<2x3xf32>) {
  // expected-error @+1 {{requires compatible element types for all operands and results}}
  %0 = stablehlo.reshape %a : (tensor<2x3xf32>) -> tensor<6xi32>
  return
}

// -----

func.func @reshape_c1_quant(%a: tensor<2x3x!quant.uniform<i8:f32, 0.1>>) {
  // expected-error @+1 {{expect same quantization scale and zero_point but got 'tensor<2x3x!quant.uniform<i8:f32, 1.000000e-01>>' vs 'tensor<6x!quant.uniform<i8:f32, 2.000000e-01>>'}}
  %0 = stablehlo.reshape %a : (tensor<2x3x!quant.uniform<i8:f32, 0.1>>) -> tensor<6x!quant.uniform<i8:f32, 0.2>>
  return
}

// -----

func.func @reshape_c2(%a: tensor<2x3xf32>) {
  // expected-error @+1 {{number of output elements (5) doesn't match expected number of elements (6)}}
  %0 = stablehlo.reshape %a : (tensor<2x3xf32>) -> tensor<5xf32>
  return
}

// -----

func.func @reshape_c3_size(%a: tensor<3x2x!quant.uniform<i8:f32:0, {0.1, 0.2, 0.3}>>) {
  // expected-error @+1 {{expect same quantization dimension size for operand and result}}
  %0 = stablehlo.reshape %a : (tensor<3x2x!quant.uniform<i8:f32:0, {0.1, 0.2, 0.3}>>) -> tensor<2x3x!quant.uniform<i8:f32:0, {0.1, 0.2, 0.3}>>
  return
}

// -----

func.func @reshape_c3_product(%a: tensor<2x3x!quant.uniform<i8:f32:1, {0.1, 0.2, 0.3}>>) {
  // expected-error @+1 {{product of dimensions before quantization dimension must match between operand and result for 2 and 1}}
  %0 = stablehlo.reshape %a : (tensor<2x3x!quant.uniform<i8:f32:1, {0.1, 0.2, 0.3}>>) -> tensor<3x2x!quant.uniform<i8:f32:0, {0.1, 0.2, 0.3}>>
  return
}

// -----

func.func @dynamic_reshape_c1(%a: tensor<2x3xf32>, %s: tensor<1xi64>) {
  // expected-error @+1 {{expects operand and result to have compatible element type. Got: 'tensor<2x3xf32>' and 'tensor<6xi32>'}}
  %0 = stablehlo.dynamic_reshape %a, %s : (tensor<2x3xf32>, tensor<1xi64>) -> tensor<6xi32>
  return
}

// -----

func.func @dynamic_reshape_c2(%a: tensor<2x3xf32>, %s: tensor<1xi64>) {
  // expected-error @+1 {{number of output elements (5) doesn't match expected number of elements (6)}}
  %0 = stablehlo.dynamic_reshape %a, %s : (tensor<2x3xf32>, tensor<1xi64>) -> tensor<5xf32>
  return
}

// -----

func.func @dynamic_reshape_c2_shape(%a: tensor<2x3xf32>) {
  %s = stablehlo.constant dense<[5]> : tensor<1xi64>
  // expected-error @+1 {{output_shape is incompatible with input type of operation: input has 6 elements, but output_shape has 5}}
  %0 = stablehlo.dynamic_reshape %a, %s : (tensor<2x3xf32>, tensor<1xi64>) -> tensor<?xf32>
  return
}

// -----

func.func @dynamic_reshape_c4(%a: tensor<2x3xf32>, %s: tensor<2xi64>) {
  // expected-error @+1 {{result should have a rank equal to the number of elements in output_shape}}
  %0 = stablehlo.dynamic_reshape %a, %s : (tensor<2x3xf32>, tensor<2xi64>) -> tensor<6xf32>
  return
}

// -----

func.func @dynamic_reshape_c4_shape(%a: tensor<2x3xf32>) {
  %s = stablehlo.constant dense<[3, 2]> : tensor<2xi64>
  // expected-error @+1 {{output shape [3, 2] is incompatible with return type of operation 'tensor<2x3xf32>'}}
  %0 = stablehlo.dynamic_reshape %a, %s : (tensor<2x3xf32>, tensor<2xi64>) -> tensor<2x3xf32>
  return
}

// -----

func.func @transpose_c2(%a: tensor<2x3xf32>) {
  // expected-error @+2 {{attribute permutation must be a permutation of [0, 1] but got 0, 2}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.transpose %a, dims = [0, 2] : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return
}

// -----

func.func @transpose_c3(%a: tensor<2x3xf32>) {
  // expected-error @+2 {{inferred type(s) 'tensor<3x2xf32>' are incompatible with return type(s) of operation 'tensor<2x3xf32>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.transpose %a, dims = [1, 0] : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return
}

// -----

func.func @transpose_c1_quant(%a: tensor<2x3x!quant.uniform<i8:f32, 0.1>>) {
  // expected-error @+1 {{expect same quantization scale and zero_point but got}}
  %0 = stablehlo.transpose %a, dims = [1, 0] : (tensor<2x3x!quant.uniform<i8:f32, 0.1>>) -> tensor<3x2x!quant.uniform<i8:f32, 0.2>>
  return
}

// -----

func.func @transpose_c4(%a: tensor<3x2x!quant.uniform<i8:f32:0, {0.1, 0.2, 0.3}>>) {
  // expected-error @+1 {{operand quantization_dimension 0 is not same as permutation[0] = 1}}
  %0 = stablehlo.transpose %a, dims = [1, 0] : (tensor<3x2x!quant.uniform<i8:f32:0, {0.1, 0.2, 0.3}>>) -> tensor<2x3x!quant.uniform<i8:f32:0, {0.1, 0.2, 0.3}>>
  return
}

// -----

func.func @slice_c1(%a: tensor<4xf32>) {
  // expected-error @+1 {{requires the same element type for all operands and results}}
  %0 = stablehlo.slice %a [0:2] : (tensor<4xf32>) -> tensor<2xf64>
  return
}

// -----

func.func @slice_c2(%a: tensor<4x4xf32>) {
  // expected-error @+2 {{the number of elements in start_indices (1) does not match the rank of the operand (2)}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.slice %a [0:2] : (tensor<4x4xf32>) -> tensor<2xf32>
  return
}

// -----

func.func @slice_c3_start(%a: tensor<4xf32>) {
  // expected-error @+2 {{negative start index -1 in dimension 0}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.slice"(%a) {start_indices = array<i64: -1>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<4xf32>) -> tensor<3xf32>
  return
}

// -----

func.func @slice_c3_order(%a: tensor<4xf32>) {
  // expected-error @+2 {{start index 3 is larger than limit index 2 in dimension 0}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.slice"(%a) {start_indices = array<i64: 3>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<4xf32>) -> tensor<0xf32>
  return
}

// -----

func.func @slice_c3_bound(%a: tensor<?xf32, #stablehlo.bounds<4>>) {
  // expected-error @+2 {{limit index 5 is larger than dimension bound 4 in dimension 0}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.slice"(%a) {start_indices = array<i64: 0>, limit_indices = array<i64: 5>, strides = array<i64: 1>} : (tensor<?xf32, #stablehlo.bounds<4>>) -> tensor<5xf32>
  return
}

// -----

func.func @slice_c4(%a: tensor<4xf32>) {
  // expected-error @+2 {{stride must be positive but got 0 in dimension 0}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.slice"(%a) {start_indices = array<i64: 0>, limit_indices = array<i64: 2>, strides = array<i64: 0>} : (tensor<4xf32>) -> tensor<2xf32>
  return
}

// -----

func.func @slice_c5(%a: tensor<4xf32>) {
  // expected-error @+2 {{inferred type(s) 'tensor<2xf32>' are incompatible with return type(s) of operation 'tensor<3xf32>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.slice %a [0:4:2] : (tensor<4xf32>) -> tensor<3xf32>
  return
}

// -----

func.func @dynamic_slice_c1(%a: tensor<4x4xf32>, %i: tensor<i64>, %j: tensor<i32>) {
  // expected-error @+2 {{inferred type(s) 'tensor<2x2xf32>' are incompatible with return type(s) of operation 'tensor<2x2xf64>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.dynamic_slice %a, %i, %i, sizes = [2, 2] : (tensor<4x4xf32>, tensor<i64>, tensor<i64>) -> tensor<2x2xf64>
  return
}

// -----

func.func @dynamic_slice_c2(%a: tensor<4x4xf32>, %i: tensor<i64>, %j: tensor<i32>) {
  // expected-error @+2 {{has mismatched number of slice sizes (1) and number of start indices (2)}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.dynamic_slice %a, %i, %i, sizes = [2] : (tensor<4x4xf32>, tensor<i64>, tensor<i64>) -> tensor<2xf32>
  return
}

// -----

func.func @dynamic_slice_c3(%a: tensor<4x4xf32>, %i: tensor<i64>, %j: tensor<i32>) {
  // expected-error @+2 {{start indices must have same element type}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.dynamic_slice %a, %i, %j, sizes = [2, 2] : (tensor<4x4xf32>, tensor<i64>, tensor<i32>) -> tensor<2x2xf32>
  return
}

// -----

func.func @dynamic_slice_c4(%a: tensor<4x4xf32>, %i: tensor<i64>, %j: tensor<i32>) {
  // expected-error @+2 {{has negative size index to dynamic slice: -1}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.dynamic_slice %a, %i, %i, sizes = [2, -1] : (tensor<4x4xf32>, tensor<i64>, tensor<i64>) -> tensor<2x2xf32>
  return
}

// -----

func.func @dynamic_slice_c5(%a: tensor<4x4xf32>, %i: tensor<i64>, %j: tensor<i32>) {
  // expected-error @+2 {{inferred type(s) 'tensor<2x2xf32>' are incompatible with return type(s) of operation 'tensor<2x3xf32>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.dynamic_slice %a, %i, %i, sizes = [2, 2] : (tensor<4x4xf32>, tensor<i64>, tensor<i64>) -> tensor<2x3xf32>
  return
}

// -----

func.func @dynamic_slice_c1_quant(%a: tensor<4x!quant.uniform<i8:f32, 0.1>>, %i: tensor<i64>) {
  // expected-error @+2 {{inferred type(s) 'tensor<2x!quant.uniform<i8:f32, 1.000000e-01>>' are incompatible with return type(s) of operation 'tensor<2x!quant.uniform<i8:f32, 2.000000e-01>>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.dynamic_slice %a, %i, sizes = [2] : (tensor<4x!quant.uniform<i8:f32, 0.1>>, tensor<i64>) -> tensor<2x!quant.uniform<i8:f32, 0.2>>
  return
}

// -----

func.func @dynamic_update_slice_c1(%a: tensor<4x4xf32>, %u: tensor<2x2xf32>, %i: tensor<i64>, %j: tensor<i32>) {
  // expected-error @+2 {{inferred type(s) 'tensor<4x4xf32>' are incompatible with return type(s) of operation 'tensor<4x5xf32>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.dynamic_update_slice %a, %u, %i, %i : (tensor<4x4xf32>, tensor<2x2xf32>, tensor<i64>, tensor<i64>) -> tensor<4x5xf32>
  return
}

// -----

func.func @dynamic_update_slice_c2(%a: tensor<4x4xf32>, %u: tensor<2x2xf64>, %i: tensor<i64>) {
  // expected-error @+2 {{failed to verify that all of {operand, update, result} have same element type}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.dynamic_update_slice %a, %u, %i, %i : (tensor<4x4xf32>, tensor<2x2xf64>, tensor<i64>, tensor<i64>) -> tensor<4x4xf32>
  return
}

// -----

func.func @dynamic_update_slice_c3(%a: tensor<4x4xf32>, %u: tensor<2xf32>, %i: tensor<i64>) {
  // expected-error @+2 {{update rank does not match operand rank: 1 vs 2.}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.dynamic_update_slice %a, %u, %i, %i : (tensor<4x4xf32>, tensor<2xf32>, tensor<i64>, tensor<i64>) -> tensor<4x4xf32>
  return
}

// -----

func.func @dynamic_update_slice_c4(%a: tensor<4x4xf32>, %u: tensor<2x2xf32>, %i: tensor<i64>, %j: tensor<i32>) {
  // expected-error @+2 {{expects number of start_indices to match operand rank: 1 vs 2.}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.dynamic_update_slice %a, %u, %i : (tensor<4x4xf32>, tensor<2x2xf32>, tensor<i64>) -> tensor<4x4xf32>
  return
}

// -----

func.func @dynamic_update_slice_c5(%a: tensor<4x4xf32>, %u: tensor<2x2xf32>, %i: tensor<i64>, %j: tensor<i32>) {
  // expected-error @+2 {{start indices must have same element type}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.dynamic_update_slice %a, %u, %i, %j : (tensor<4x4xf32>, tensor<2x2xf32>, tensor<i64>, tensor<i32>) -> tensor<4x4xf32>
  return
}

// -----

func.func @dynamic_update_slice_c6(%a: tensor<4x4xf32>, %u: tensor<2x5xf32>, %i: tensor<i64>) {
  // expected-error @+2 {{expects size at dimension 1 of update to be in range [0, 4]. Got: 5.}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.dynamic_update_slice %a, %u, %i, %i : (tensor<4x4xf32>, tensor<2x5xf32>, tensor<i64>, tensor<i64>) -> tensor<4x4xf32>
  return
}

// -----

func.func @pad_c1(%a: tensor<2x3xf32>, %p: tensor<f64>) {
  // expected-error @+1 {{requires the same element type for all operands and results}}
  %0 = stablehlo.pad %a, %p, low = [0, 0], high = [0, 0], interior = [0, 0] : (tensor<2x3xf32>, tensor<f64>) -> tensor<2x3xf32>
  return
}

// -----

func.func @pad_c2(%a: tensor<2x3xf32>, %p: tensor<f32>) {
  // expected-error @+2 {{edge_padding_low length (1) must match operand rank (2)}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.pad %a, %p, low = [0], high = [0], interior = [0] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
  return
}

// -----

func.func @pad_c3(%a: tensor<2x3xf32>, %p: tensor<f32>) {
  // expected-error @+2 {{Interior padding cannot be negative: -1}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.pad %a, %p, low = [0, 0], high = [0, 0], interior = [0, -1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
  return
}

// -----

func.func @pad_c4(%a: tensor<2x3xf32>, %p: tensor<f32>) {
  // expected-error @+2 {{inferred type(s) 'tensor<4x8xf32>' are incompatible with return type(s) of operation 'tensor<4x7xf32>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.pad %a, %p, low = [1, 1], high = [1, 0], interior = [0, 2] : (tensor<2x3xf32>, tensor<f32>) -> tensor<4x7xf32>
  return
}

// -----

func.func @dynamic_pad_c2(%a: tensor<2x3xf32>, %p: tensor<f32>, %l: tensor<3xi64>, %h: tensor<3xi64>, %i: tensor<3xi64>) {
  // expected-error @+1 {{padding operands size (3) must match operand rank (2)}}
  %0 = stablehlo.dynamic_pad %a, %p, %l, %h, %i : (tensor<2x3xf32>, tensor<f32>, tensor<3xi64>, tensor<3xi64>, tensor<3xi64>) -> tensor<2x3xf32>
  return
}

// -----

func.func @dynamic_pad_c3(%a: tensor<2x3xf32>, %p: tensor<f32>) {
  %l = stablehlo.constant dense<[0, 0]> : tensor<2xi64>
  %h = stablehlo.constant dense<[0, 0]> : tensor<2xi64>
  %i = stablehlo.constant dense<[0, -1]> : tensor<2xi64>
  // expected-error @+1 {{interior_padding must be non-negative, but got 0, -1}}
  %0 = stablehlo.dynamic_pad %a, %p, %l, %h, %i : (tensor<2x3xf32>, tensor<f32>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>) -> tensor<2x3xf32>
  return
}

// -----

func.func @dynamic_pad_c4(%a: tensor<2x3xf32>, %p: tensor<f32>) {
  %l = stablehlo.constant dense<[0, 0]> : tensor<2xi64>
  %h = stablehlo.constant dense<[0, 0]> : tensor<2xi64>
  %i = stablehlo.constant dense<[0, 1]> : tensor<2xi64>
  // expected-error @+1 {{expected output dimension at index 1 to equal 5, but got 3}}
  %0 = stablehlo.dynamic_pad %a, %p, %l, %h, %i : (tensor<2x3xf32>, tensor<f32>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>) -> tensor<2x3xf32>
  return
}

// -----

func.func @concatenate_c1(%a: tensor<2xf32>, %b: tensor<2xf64>) {
  // expected-error @+1 {{requires the same element type for all operands and results}}
  %0 = stablehlo.concatenate %a, %b, dim = 0 : (tensor<2xf32>, tensor<2xf64>) -> tensor<4xf32>
  return
}

// -----

func.func @concatenate_c2(%a: tensor<2x3xf32>, %b: tensor<2x4xf32>) {
  // expected-error @+2 {{shapes of operand (0) and (1) are not compatible at non-concat index 1: (2, 3) != (2, 4)}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.concatenate %a, %b, dim = 0 : (tensor<2x3xf32>, tensor<2x4xf32>) -> tensor<4x3xf32>
  return
}

// -----

func.func @concatenate_c4(%a: tensor<2xf32>) {
  // expected-error @+2 {{dimension 1 is out-of-bounds for input rank 1}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.concatenate %a, %a, dim = 1 : (tensor<2xf32>, tensor<2xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @concatenate_c6(%a: tensor<2xf32>) {
  // expected-error @+2 {{inferred type(s) 'tensor<4xf32>' are incompatible with return type(s) of operation 'tensor<5xf32>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.concatenate %a, %a, dim = 0 : (tensor<2xf32>, tensor<2xf32>) -> tensor<5xf32>
  return
}

// -----

func.func @iota_c1() {
  // expected-error @+1 {{iota dimension cannot go beyond the output rank.}}
  %0 = stablehlo.iota dim = 2 : tensor<2x3xf32>
  return
}

// -----

func.func @dynamic_iota_c1(%s: tensor<2xi64>) {
  // expected-error @+1 {{iota dimension cannot go beyond the output rank.}}
  %0 = stablehlo.dynamic_iota %s, dim = 2 : (tensor<2xi64>) -> tensor<2x3xf32>
  return
}

// -----

func.func @dynamic_iota_c2(%s: tensor<3xi64>) {
  // expected-error @+1 {{output_shape length (3) does not match result rank (2)}}
  %0 = stablehlo.dynamic_iota %s, dim = 0 : (tensor<3xi64>) -> tensor<2x3xf32>
  return
}

// -----

func.func @dynamic_iota_c2_shape() {
  %s = stablehlo.constant dense<[2, 4]> : tensor<2xi64>
  // expected-error @+1 {{output shape [2, 4] is incompatible with return type of operation 'tensor<2x3xf32>'}}
  %0 = stablehlo.dynamic_iota %s, dim = 0 : (tensor<2xi64>) -> tensor<2x3xf32>
  return
}

// -----

func.func @reverse_c1(%a: tensor<2xf32>) {
  // expected-error @+2 {{inferred type(s) 'tensor<2xf32>' are incompatible with return type(s) of operation 'tensor<3xf32>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.reverse"(%a) {dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<3xf32>
  return
}

// -----

func.func @reverse_c2(%a: tensor<2xf32>) {
  // expected-error @+1 {{dimensions should be unique. Got: 0, 0}}
  %0 = stablehlo.reverse %a, dims = [0, 0] : tensor<2xf32>
  return
}

// -----

func.func @reverse_c3(%a: tensor<2xf32>) {
  // expected-error @+1 {{all dimensions should be between [0, 1). Got dimension: 1.}}
  %0 = stablehlo.reverse %a, dims = [1] : tensor<2xf32>
  return
}

// -----

func.func @get_dimension_size_c1(%a: tensor<2xf32>) {
  // expected-error @+2 {{requires dimension attribute in range [0, 1); found (1)}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.get_dimension_size %a, dim = 1 : (tensor<2xf32>) -> tensor<i32>
  return
}

// -----

func.func @bitcast_convert_c1(%a: tensor<3xi8>) {
  // expected-error @+1 {{requires compatible bit widths. Got: 'tensor<3xi8>' and 'tensor<i32>', but 8 * 3 != 32.}}
  %0 = stablehlo.bitcast_convert %a : (tensor<3xi8>) -> tensor<i32>
  return
}

// -----

func.func @bitcast_convert_c2(%a: tensor<2xf64>) {
  // expected-error @+1 {{cannot convert between real and complex types, but got: 'tensor<2xf64>' and 'tensor<complex<f32>>'}}
  %0 = stablehlo.bitcast_convert %a : (tensor<2xf64>) -> tensor<complex<f32>>
  return
}
