// RUN: ncc-opt %s -split-input-file -verify-diagnostics

// The verifiers report mlir-opt's messages; mlir-opt-diff.mlir runs this
// file through mlir-opt -verify-diagnostics too.

func.func @cast_size(%t: tensor<4xf32>) {
  // expected-error @+1 {{'tensor.cast' op operand type 'tensor<4xf32>' and result type 'tensor<5xf32>' are cast incompatible}}
  %0 = tensor.cast %t : tensor<4xf32> to tensor<5xf32>
  return
}

// -----

func.func @cast_element(%t: tensor<4xf32>) {
  // expected-error @+1 {{'tensor.cast' op operand type 'tensor<4xf32>' and result type 'tensor<4xi32>' are cast incompatible}}
  %0 = tensor.cast %t : tensor<4xf32> to tensor<4xi32>
  return
}

// -----

func.func @bitcast_width(%t: tensor<4xf32>) {
  // expected-error @+1 {{'tensor.bitcast' op operand type 'tensor<4xf32>' and result type 'tensor<4xi64>' are cast incompatible}}
  %0 = tensor.bitcast %t : tensor<4xf32> to tensor<4xi64>
  return
}

// -----

func.func @empty_sizes(%i: index) {
  // expected-error @+1 {{'tensor.empty' op incorrect number of dynamic sizes, has 1, expected 0}}
  %0 = tensor.empty(%i) : tensor<4x4xf32>
  return
}

// -----

func.func @extract_indices(%t: tensor<4xf32>, %i: index) {
  // expected-error @+1 {{'tensor.extract' op incorrect number of indices for extract_element}}
  %0 = tensor.extract %t[%i, %i] : tensor<4xf32>
  return
}

// -----

func.func @extract_result(%t: tensor<4xf32>, %i: index) {
  // expected-error @+1 {{'tensor.extract' op failed to verify that result type matches element type of tensor}}
  %0 = "tensor.extract"(%t, %i) : (tensor<4xf32>, index) -> i32
  return
}

// -----

func.func @extract_unranked(%t: tensor<*xf32>, %i: index) {
  // expected-error @+1 {{custom op 'tensor.extract' invalid kind of type specified: expected builtin.tensor, but found 'tensor<*xf32>'}}
  %0 = tensor.extract %t[%i] : tensor<*xf32>
  return
}

// -----

func.func @insert_indices(%t: tensor<4xf32>, %s: f32) {
  // expected-error @+1 {{'tensor.insert' op incorrect number of indices}}
  %0 = tensor.insert %s into %t[] : tensor<4xf32>
  return
}

// -----

func.func @insert_scalar(%s: f64, %t: tensor<4xf32>) {
  // expected-error @+1 {{'tensor.insert' op failed to verify that scalar type matches element type of dest}}
  %0 = "tensor.insert"(%s, %t) : (f64, tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @from_elements_count(%s: f32) {
  // expected-error @+1 {{custom op 'tensor.from_elements' number of operands and types do not match: got 1 operands and 2 types}}
  %0 = tensor.from_elements %s : tensor<2xf32>
  return
}

// -----

func.func @from_elements_dynamic(%s: f32) {
  // expected-error @+1 {{custom op 'tensor.from_elements' 'result' must be statically shaped tensor of any type values, but got 'tensor<?xf32>'}}
  %0 = tensor.from_elements %s : tensor<?xf32>
  return
}

// -----

func.func @from_elements_types(%s: f32) {
  // expected-error @+1 {{'tensor.from_elements' op failed to verify that operand types match result element type}}
  %0 = "tensor.from_elements"(%s) : (f32) -> tensor<1xi32>
  return
}

// -----

func.func @splat_sizes(%s: f32) {
  // expected-error @+1 {{'tensor.splat' op incorrect number of dynamic sizes, has 0, expected 1}}
  %0 = tensor.splat %s : tensor<?xf32>
  return
}

// -----

func.func @splat_operand(%s: f64) {
  // expected-error @+1 {{'tensor.splat' op failed to verify that operand type matches element type of result}}
  %0 = "tensor.splat"(%s) : (f64) -> tensor<5xf32>
  return
}

// -----

func.func @reshape_elements(%t: tensor<4xf32>, %sh: tensor<2xi32>) {
  // expected-error @+1 {{'tensor.reshape' op source and destination tensor should have the same number of elements}}
  %0 = tensor.reshape %t(%sh) : (tensor<4xf32>, tensor<2xi32>) -> tensor<5xf32>
  return
}

// -----

func.func @reshape_dynamic_shape(%t: tensor<4xf32>, %sh: tensor<?xi32>) {
  // expected-error @+1 {{'tensor.reshape' op cannot use shape operand with dynamic length to reshape to statically-ranked tensor type}}
  %0 = tensor.reshape %t(%sh) : (tensor<4xf32>, tensor<?xi32>) -> tensor<4xf32>
  return
}

// -----

func.func @reshape_rank(%t: tensor<4xf32>, %sh: tensor<2xi32>) {
  // expected-error @+1 {{'tensor.reshape' op length of shape operand differs from the result's tensor rank}}
  %0 = tensor.reshape %t(%sh) : (tensor<4xf32>, tensor<2xi32>) -> tensor<4xf32>
  return
}

// -----

func.func @reshape_element(%t: tensor<4xf32>, %sh: tensor<1xi32>) {
  // expected-error @+1 {{'tensor.reshape' op element types of source and destination tensor types should be the same}}
  %0 = tensor.reshape %t(%sh) : (tensor<4xf32>, tensor<1xi32>) -> tensor<4xi32>
  return
}

// -----

func.func @generate_sizes(%i: index, %s: f32) {
  // expected-error @+1 {{'tensor.generate' op incorrect number of dynamic sizes, has 1, expected 0}}
  %0 = tensor.generate %i {
  ^bb0(%a: index, %b: index):
    tensor.yield %s : f32
  } : tensor<4x4xf32>
  return
}

// -----

func.func @generate_arguments(%i: index, %s: f32) {
  // expected-error @+1 {{must have one body argument per input dimension}}
  %0 = tensor.generate %i {
  ^bb0(%a: index):
    tensor.yield %s : f32
  } : tensor<4x?xf32>
  return
}

// -----

func.func @generate_argument_type(%i: index, %s: f32) {
  // expected-error @+1 {{all body arguments must be index}}
  %0 = tensor.generate %i {
  ^bb0(%a: index, %b: i32):
    tensor.yield %s : f32
  } : tensor<4x?xf32>
  return
}

// -----

func.func @generate_yield(%i: index, %s: i32) {
  // expected-error @+1 {{'tensor.generate' op body must be terminated with a `yield` operation of the tensor element type}}
  %0 = tensor.generate %i {
  ^bb0(%a: index, %b: index):
    tensor.yield %s : i32
  } : tensor<4x?xf32>
  return
}

// -----

func.func @yield_parent(%s: f32) {
  // expected-error @+1 {{'tensor.yield' op expects parent op to be one of 'tensor.generate, tensor.pad'}}
  tensor.yield %s : f32
}

// -----

func.func @dim_scalar_tensor(%t: tensor<f32>, %i: index) {
  // expected-error @+1 {{'tensor.dim' op operand #0 must be non-0-ranked or unranked tensor, but got 'tensor<f32>'}}
  %0 = tensor.dim %t, %i : tensor<f32>
  return
}

// -----

func.func @concat_dim(%s: tensor<4xf32>) {
  // expected-error @+1 {{'tensor.concat' op concatenation dim must be less than the tensor rank}}
  %0 = tensor.concat dim(1) %s : (tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @concat_sizes(%s: tensor<4x3xf32>, %t: tensor<?x4xf32>) {
  // expected-error @+1 {{'tensor.concat' op static concatenation size mismatch along non-concatenated dimension 1}}
  %0 = tensor.concat dim(0) %s, %t : (tensor<4x3xf32>, tensor<?x4xf32>) -> tensor<?x3xf32>
  return
}

// -----

func.func @concat_result(%s: tensor<4x3xf32>) {
  // expected-error @+1 {{'tensor.concat' op result type 'tensor<5x3xf32>'does not match inferred shape 'tensor<4x3xf32>' static sizes}}
  %0 = tensor.concat dim(0) %s : (tensor<4x3xf32>) -> tensor<5x3xf32>
  return
}
