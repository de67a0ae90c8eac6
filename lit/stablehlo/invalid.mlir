// RUN: ncc-opt %s -split-input-file -verify-diagnostics

func.func @add_mismatch(%a: tensor<4xf32>, %b: tensor<4xf64>) {
  // expected-error @+1 {{op requires the same element type for all operands and results}}
  %0 = "stablehlo.add"(%a, %b) : (tensor<4xf32>, tensor<4xf64>) -> tensor<4xf32>
  return
}

// -----

func.func @broadcast_in_dim_rank(%a: tensor<1x2xf32>) {
  // expected-error @+1 {{broadcast_dimensions size (1) does not match operand rank (2)}}
  %0 = stablehlo.broadcast_in_dim %a, dims = [0] : (tensor<1x2xf32>) -> tensor<1x2x3xf32>
  return
}

// -----

func.func @slice_limit(%a: tensor<8xf32>) {
  // expected-error @+2 {{limit index 9 is larger than dimension size 8 in dimension 0}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.slice %a [0:9] : (tensor<8xf32>) -> tensor<9xf32>
  return
}

// -----

func.func @reduce_result(%a: tensor<2x3xf32>, %i: tensor<f32>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{inferred type(s) 'tensor<2xf32>' are incompatible with return type(s) of operation 'tensor<3xf32>'}}
  %0 = stablehlo.reduce(%a init: %i) applies stablehlo.add across dimensions = [1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<3xf32>
  return
}

// -----

func.func @while_cond(%a: tensor<i32>) {
  // expected-error @+1 {{expect condition block return a zero-ranked tensor of i1 but got 'tensor<i32>'}}
  %0 = stablehlo.while(%x = %a) : tensor<i32> cond {
    stablehlo.return %x : tensor<i32>
  } do {
    stablehlo.return %x : tensor<i32>
  }
  return
}

// -----

func.func @dot_general_contracting(%a: tensor<2x4xf32>, %b: tensor<3x2xf32>) {
  // expected-error @+1 {{contracting dimension sizes must match for lhs/rhs}}
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<2x4xf32>, tensor<3x2xf32>) -> tensor<2x2xf32>
  return
}

// -----

func.func @bad_enum(%a: tensor<i32>) {
  // expected-error @+1 {{expected comparison_direction to be one of: EQ, NE, GE, GT, LE, LT}}
  %0 = stablehlo.compare XX, %a, %a : (tensor<i32>, tensor<i32>) -> tensor<i1>
  return
}
