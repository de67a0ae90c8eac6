// RUN: ncc-opt %s -split-input-file -verify-diagnostics | FileCheck %s

// The verifiers and result-type inference of ChloOps.td/ChloOps.cpp: the
// element-type trait of each broadcasting op, inference that gives an
// unranked result (compatible with any) for shapes that do not broadcast,
// quantized operands, and ragged_dot's constraints.

// CHECK-LABEL: func.func @not_broadcastable_verifies
func.func @not_broadcastable_verifies(%a: tensor<2x3xf32>, %b: tensor<2xf32>) -> tensor<2x3xf32> {
  %0 = chlo.broadcast_add %a, %b : (tensor<2x3xf32>, tensor<2xf32>) -> tensor<2x3xf32>
  func.return %0 : tensor<2x3xf32>
}

// -----

// CHECK-LABEL: func.func @quantized_add
func.func @quantized_add(%a: tensor<2x2x!quant.uniform<i8:f32, 2.0:15>>, %b: tensor<2x!quant.uniform<i8:f32, 3.0:15>>) -> tensor<2x2x!quant.uniform<i8:f32, 2.0:15>> {
  %0 = chlo.broadcast_add %a, %b : (tensor<2x2x!quant.uniform<i8:f32, 2.0:15>>, tensor<2x!quant.uniform<i8:f32, 3.0:15>>) -> tensor<2x2x!quant.uniform<i8:f32, 2.0:15>>
  func.return %0 : tensor<2x2x!quant.uniform<i8:f32, 2.0:15>>
}

// -----

func.func @quantized_storage(%a: tensor<2x!quant.uniform<i8:f32, 2.0:15>>) -> tensor<2x!quant.uniform<i16:f32, 2.0:15>> {
  // expected-error @+1 {{'chlo.broadcast_maximum' op requires compatible element types for all operands and results}}
  %0 = chlo.broadcast_maximum %a, %a : (tensor<2x!quant.uniform<i8:f32, 2.0:15>>, tensor<2x!quant.uniform<i8:f32, 2.0:15>>) -> tensor<2x!quant.uniform<i16:f32, 2.0:15>>
  func.return %0 : tensor<2x!quant.uniform<i16:f32, 2.0:15>>
}

// -----

func.func @add_element_types(%a: tensor<3xf32>, %b: tensor<3xf64>) -> tensor<3xf32> {
  // expected-error @+1 {{'chlo.broadcast_add' op requires compatible element types for all operands and results}}
  %0 = chlo.broadcast_add %a, %b : (tensor<3xf32>, tensor<3xf64>) -> tensor<3xf32>
  func.return %0 : tensor<3xf32>
}

// -----

func.func @divide_element_types(%a: tensor<3xf32>) -> tensor<3xf64> {
  // expected-error @+1 {{'chlo.broadcast_divide' op requires the same element type for all operands and results}}
  %0 = chlo.broadcast_divide %a, %a : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf64>
  func.return %0 : tensor<3xf64>
}

// -----

func.func @complex_mismatch(%a: tensor<2xf64>, %b: tensor<2xf32>) -> tensor<2xcomplex<f32>> {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{mismatched operand types}}
  %0 = chlo.broadcast_complex %a, %b : (tensor<2xf64>, tensor<2xf32>) -> tensor<2xcomplex<f32>>
  func.return %0 : tensor<2xcomplex<f32>>
}

// -----

func.func @select_branch_mismatch(%p: tensor<2xi1>, %a: tensor<2xi32>, %b: tensor<2xf32>) -> tensor<2xi32> {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{mismatched operand types}}
  %0 = chlo.broadcast_select %p, %a, %b : (tensor<2xi1>, tensor<2xi32>, tensor<2xf32>) -> tensor<2xi32>
  func.return %0 : tensor<2xi32>
}

// -----

// CHECK-LABEL: func.func @zero_extent
// CHECK: -> tensor<?x0xf32>
func.func @zero_extent(%a: tensor<0xf32>, %b: tensor<?x1xf32>) -> tensor<?x0xf32> {
  %0 = chlo.broadcast_add %a, %b : (tensor<0xf32>, tensor<?x1xf32>) -> tensor<?x0xf32>
  func.return %0 : tensor<?x0xf32>
}

// -----

func.func @ragged_dot_group_count(%lhs: tensor<11x5xf32>, %rhs: tensor<3x5x7xf32>, %gs: tensor<2xi64>) -> tensor<11x7xf32> {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{rhs group dimension is expected to have size=2, got 3}}
  %0 = "chlo.ragged_dot"(%lhs, %rhs, %gs) {ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1], lhs_ragged_dimensions = [0], rhs_group_dimensions = [0]>} : (tensor<11x5xf32>, tensor<3x5x7xf32>, tensor<2xi64>) -> tensor<11x7xf32>
  func.return %0 : tensor<11x7xf32>
}

// -----

func.func @ragged_dot_group_sizes_shape(%lhs: tensor<19x11x17x5xf32>, %rhs: tensor<19x17x5x7xf32>, %gs: tensor<19x11x3xi64>) -> tensor<3x19x11x7xf32> {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{group_sizes is expected to have shape [19, 17, 3], got [19, 11, 3]}}
  %0 = "chlo.ragged_dot"(%lhs, %rhs, %gs) {ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2, 3], rhs_contracting_dimensions = [1, 2], lhs_ragged_dimensions = [3]>} : (tensor<19x11x17x5xf32>, tensor<19x17x5x7xf32>, tensor<19x11x3xi64>) -> tensor<3x19x11x7xf32>
  func.return %0 : tensor<3x19x11x7xf32>
}

// -----

func.func @ragged_dot_group_dim_contracting(%lhs: tensor<11x3xf32>, %rhs: tensor<3x3x7xf32>, %gs: tensor<3xi64>) -> tensor<11x7xf32> {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{has duplicated dimension from rhs_group_dimensions and rhs_contracting_dimensions: 1}}
  %0 = "chlo.ragged_dot"(%lhs, %rhs, %gs) {ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1], lhs_ragged_dimensions = [0], rhs_group_dimensions = [1]>} : (tensor<11x3xf32>, tensor<3x3x7xf32>, tensor<3xi64>) -> tensor<11x7xf32>
  func.return %0 : tensor<11x7xf32>
}

// -----

// CHECK-LABEL: func.func @ragged_dot_f32_result
func.func @ragged_dot_f32_result(%lhs: tensor<11x5xbf16>, %rhs: tensor<3x5x7xbf16>, %gs: tensor<3xi64>) -> tensor<11x7xf32> {
  %0 = "chlo.ragged_dot"(%lhs, %rhs, %gs) {ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1], lhs_ragged_dimensions = [0], rhs_group_dimensions = [0]>} : (tensor<11x5xbf16>, tensor<3x5x7xbf16>, tensor<3xi64>) -> tensor<11x7xf32>
  func.return %0 : tensor<11x7xf32>
}
