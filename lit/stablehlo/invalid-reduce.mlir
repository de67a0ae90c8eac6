// RUN: ncc-opt %s -split-input-file -verify-diagnostics

// reduce, reduce_window and select_and_scatter: the spec's constraints
// (reduce_c*, reduce_window_c*, select_and_scatter_c*) and the reduction
// body rules every reducing op shares.

func.func @reduce_c1(%a: tensor<2x3xf32>, %b: tensor<3x2xf32>, %i: tensor<f32>) {
  // expected-error @+1 {{expects all inputs to have compatible shapes. Shape at input-index 1 is not compatible with shape at input-index 0}}
  %0:2 = "stablehlo.reduce"(%a, %b, %i, %i) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>, %z: tensor<f32>, %w: tensor<f32>):
    "stablehlo.return"(%x, %y) : (tensor<f32>, tensor<f32>) -> ()
  }) {dimensions = array<i64: 1>} : (tensor<2x3xf32>, tensor<3x2xf32>, tensor<f32>, tensor<f32>) -> (tensor<2xf32>, tensor<3xf32>)
  return
}

// -----

func.func @reduce_c2(%a: tensor<2x3xf32>, %i: tensor<f64>) {
  // expected-error @+1 {{expects the element type of input 0 ('f32') to be the element type of init value 0 ('f64')}}
  %0 = "stablehlo.reduce"(%a, %i) ({
  ^bb0(%x: tensor<f64>, %y: tensor<f64>):
    "stablehlo.return"(%x) : (tensor<f64>) -> ()
  }) {dimensions = array<i64: 1>} : (tensor<2x3xf32>, tensor<f64>) -> tensor<2xf64>
  return
}

// -----

func.func @reduce_c3(%a: tensor<2x3xf32>, %i: tensor<f32>) {
  // expected-error @+1 {{expects the same number of inputs and init values, but got 3 operands}}
  %0 = "stablehlo.reduce"(%a, %i, %i) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    "stablehlo.return"(%x) : (tensor<f32>) -> ()
  }) {dimensions = array<i64: 1>} : (tensor<2x3xf32>, tensor<f32>, tensor<f32>) -> tensor<2xf32>
  return
}

// -----

func.func @reduce_c4(%a: tensor<2x3xf32>, %i: tensor<f32>) {
  // expected-error @+1 {{Out-of-bounds dimension -1, expected to be in range [0, 2)}}
  %0 = stablehlo.reduce(%a init: %i) applies stablehlo.add across dimensions = [-1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
  return
}

// -----

func.func @reduce_c5(%a: tensor<2x3xf32>, %i: tensor<f32>) {
  // expected-error @+1 {{Duplicate reduction dimension: 1}}
  %0 = stablehlo.reduce(%a init: %i) applies stablehlo.add across dimensions = [1, 1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
  return
}

// -----

func.func @reduce_c6_arity(%a: tensor<2x3xf32>, %i: tensor<f32>) {
  // expected-error @+1 {{Reduction-region must take 2 parameters, but takes 3 parameter(s)}}
  %0 = "stablehlo.reduce"(%a, %i) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>, %z: tensor<f32>):
    "stablehlo.return"(%x) : (tensor<f32>) -> ()
  }) {dimensions = array<i64: 1>} : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
  return
}

// -----

func.func @reduce_c6_results(%a: tensor<2x3xf32>, %i: tensor<f32>) {
  // expected-error @+1 {{Reduction-region here must produce 1 tensors, but produces 2 instead}}
  %0 = "stablehlo.reduce"(%a, %i) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    "stablehlo.return"(%x, %y) : (tensor<f32>, tensor<f32>) -> ()
  }) {dimensions = array<i64: 1>} : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
  return
}

// -----

func.func @reduce_c6_param(%a: tensor<2x3xf32>, %i: tensor<f32>) {
  // expected-error @+1 {{The type of reduction-region's parameter at index 1 is different than the corresponding result type: 'tensor<i32>' vs 'tensor<f32>'}}
  %0 = "stablehlo.reduce"(%a, %i) ({
  ^bb0(%x: tensor<f32>, %y: tensor<i32>):
    "stablehlo.return"(%x) : (tensor<f32>) -> ()
  }) {dimensions = array<i64: 1>} : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
  return
}

// -----

// Integers may not narrow; floats may (StableHLO ignores their precision).
func.func @reduce_c6_promotable(%a: tensor<2x3xi32>, %i: tensor<i32>) {
  // expected-error @+1 {{The element-type of reduction-region's result type at index 0 is expected to be promotable from the op's corresponding init-value element-type: 'tensor<i16>' vs 'tensor<i32>'}}
  %0 = "stablehlo.reduce"(%a, %i) ({
  ^bb0(%x: tensor<i16>, %y: tensor<i16>):
    "stablehlo.return"(%x) : (tensor<i16>) -> ()
  }) {dimensions = array<i64: 1>} : (tensor<2x3xi32>, tensor<i32>) -> tensor<2xi16>
  return
}

// -----

func.func @reduce_c6_rank(%a: tensor<2x3xf32>, %i: tensor<3xf32>) {
  // expected-error @+1 {{The shape of reduction-region's argument at index 1 is not compatible with that of reduce-op's input-parameter at index 0}}
  %0 = "stablehlo.reduce"(%a, %i) ({
  ^bb0(%x: tensor<3xf32>, %y: tensor<3xf32>):
    "stablehlo.return"(%x) : (tensor<3xf32>) -> ()
  }) {dimensions = array<i64: 1>} : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2xf32>
  return
}

// -----

func.func @reduce_c7(%a: tensor<2x3xf32>, %i: tensor<f32>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{inferred type(s) 'tensor<3xf32>' are incompatible with return type(s) of operation 'tensor<2xf32>'}}
  %0 = stablehlo.reduce(%a init: %i) applies stablehlo.add across dimensions = [0] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
  return
}

// -----

func.func @reduce_c8(%a: tensor<2x3xi8>, %i: tensor<i8>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{inferred type(s) 'tensor<2xi32>' are incompatible with return type(s) of operation 'tensor<2xi8>'}}
  %0 = "stablehlo.reduce"(%a, %i) ({
  ^bb0(%x: tensor<i32>, %y: tensor<i32>):
    "stablehlo.return"(%x) : (tensor<i32>) -> ()
  }) {dimensions = array<i64: 1>} : (tensor<2x3xi8>, tensor<i8>) -> tensor<2xi8>
  return
}

// -----

func.func @reduce_window_c4(%a: tensor<4x6xf32>, %i: tensor<f32>) {
  // expected-error @+1 {{expects window-dimensions size == input rank, but got window-dimensions size: 1 and input: 'tensor<4x6xf32>' with rank = 2.}}
  %0 = "stablehlo.reduce_window"(%a, %i) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %s = stablehlo.add %x, %y : tensor<f32>
    "stablehlo.return"(%s) : (tensor<f32>) -> ()
  }) {window_dimensions = array<i64: 2>} : (tensor<4x6xf32>, tensor<f32>) -> tensor<3x6xf32>
  return
}

// -----

func.func @reduce_window_c3(%a: tensor<4x6xf32>, %i: tensor<bf16>) {
  // expected-error @+1 {{expects the element type of input 0 ('f32') to be the element type of init value 0 ('bf16')}}
  %0 = "stablehlo.reduce_window"(%a, %i) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    "stablehlo.return"(%x) : (tensor<f32>) -> ()
  }) {window_dimensions = array<i64: 2, 2>} : (tensor<4x6xf32>, tensor<bf16>) -> tensor<3x5xf32>
  return
}

// -----

func.func @reduce_window_c5(%a: tensor<4x6xf32>, %i: tensor<f32>) {
  // expected-error @+1 {{expects window to have positive value for 1-th window dimension, but got 0.}}
  %0 = "stablehlo.reduce_window"(%a, %i) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    "stablehlo.return"(%x) : (tensor<f32>) -> ()
  }) {window_dimensions = array<i64: 2, 0>} : (tensor<4x6xf32>, tensor<f32>) -> tensor<3x6xf32>
  return
}

// -----

func.func @reduce_window_c6(%a: tensor<4x6xf32>, %i: tensor<f32>) {
  // expected-error @+1 {{expects window-strides to have same dimension-size as size of window dimensions (2), but got: 1.}}
  %0 = "stablehlo.reduce_window"(%a, %i) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    "stablehlo.return"(%x) : (tensor<f32>) -> ()
  }) {window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 1>} : (tensor<4x6xf32>, tensor<f32>) -> tensor<3x5xf32>
  return
}

// -----

func.func @reduce_window_c7(%a: tensor<4x6xf32>, %i: tensor<f32>) {
  // expected-error @+1 {{expects window to have positive stride for 0-th window dimension, but got -1.}}
  %0 = "stablehlo.reduce_window"(%a, %i) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    "stablehlo.return"(%x) : (tensor<f32>) -> ()
  }) {window_dimensions = array<i64: 2, 2>, window_strides = array<i64: -1, 1>} : (tensor<4x6xf32>, tensor<f32>) -> tensor<3x5xf32>
  return
}

// -----

func.func @reduce_window_c8(%a: tensor<4x6xf32>, %i: tensor<f32>) {
  // expected-error @+1 {{expects base-dilation factors to have same dimension-size as size of window dimensions (2), but got: 3.}}
  %0 = "stablehlo.reduce_window"(%a, %i) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    "stablehlo.return"(%x) : (tensor<f32>) -> ()
  }) {window_dimensions = array<i64: 2, 2>, base_dilations = array<i64: 1, 1, 1>} : (tensor<4x6xf32>, tensor<f32>) -> tensor<3x5xf32>
  return
}

// -----

func.func @reduce_window_c9(%a: tensor<4x6xf32>, %i: tensor<f32>) {
  // expected-error @+1 {{expects window to have positive base dilation factor for 1-th window dimension, but got 0.}}
  %0 = "stablehlo.reduce_window"(%a, %i) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    "stablehlo.return"(%x) : (tensor<f32>) -> ()
  }) {window_dimensions = array<i64: 2, 2>, base_dilations = array<i64: 1, 0>} : (tensor<4x6xf32>, tensor<f32>) -> tensor<3x5xf32>
  return
}

// -----

func.func @reduce_window_c10(%a: tensor<4x6xf32>, %i: tensor<f32>) {
  // expected-error @+1 {{expects window-dilation factors to have same dimension-size as size of window dimensions (2), but got: 1.}}
  %0 = "stablehlo.reduce_window"(%a, %i) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    "stablehlo.return"(%x) : (tensor<f32>) -> ()
  }) {window_dimensions = array<i64: 2, 2>, window_dilations = array<i64: 1>} : (tensor<4x6xf32>, tensor<f32>) -> tensor<3x5xf32>
  return
}

// -----

func.func @reduce_window_c11(%a: tensor<4x6xf32>, %i: tensor<f32>) {
  // expected-error @+1 {{expects window to have positive window dilation factor for 0-th window dimension, but got 0.}}
  %0 = "stablehlo.reduce_window"(%a, %i) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    "stablehlo.return"(%x) : (tensor<f32>) -> ()
  }) {window_dimensions = array<i64: 2, 2>, window_dilations = array<i64: 0, 1>} : (tensor<4x6xf32>, tensor<f32>) -> tensor<3x5xf32>
  return
}

// -----

func.func @reduce_window_c12_shape(%a: tensor<4x6xf32>, %i: tensor<f32>) {
  // expected-error @+1 {{expects the shape of padding-attribute to be {N, 2}, but got {2, 3}.}}
  %0 = "stablehlo.reduce_window"(%a, %i) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    "stablehlo.return"(%x) : (tensor<f32>) -> ()
  }) {window_dimensions = array<i64: 2, 2>, padding = dense<0> : tensor<2x3xi64>} : (tensor<4x6xf32>, tensor<f32>) -> tensor<3x5xf32>
  return
}

// -----

func.func @reduce_window_c12_size(%a: tensor<4x6xf32>, %i: tensor<f32>) {
  // expected-error @+1 {{expects padding-entries to have same dimension-size as size of window dimensions (2), but got: 1.}}
  %0 = "stablehlo.reduce_window"(%a, %i) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    "stablehlo.return"(%x) : (tensor<f32>) -> ()
  }) {window_dimensions = array<i64: 2, 2>, padding = dense<0> : tensor<1x2xi64>} : (tensor<4x6xf32>, tensor<f32>) -> tensor<3x5xf32>
  return
}

// -----

func.func @reduce_window_c13(%a: tensor<4x6xf32>, %i: tensor<1x1x1xf32>) {
  // expected-error @+1 {{The rank of reduction-region's argument at index 1 is expected to be <= 2, got 3}}
  %0 = "stablehlo.reduce_window"(%a, %i) ({
  ^bb0(%x: tensor<1x1x1xf32>, %y: tensor<1x1x1xf32>):
    "stablehlo.return"(%x) : (tensor<1x1x1xf32>) -> ()
  }) {window_dimensions = array<i64: 2, 2>} : (tensor<4x6xf32>, tensor<1x1x1xf32>) -> tensor<3x5xf32>
  return
}

// -----

func.func @reduce_window_c15(%a: tensor<4x6xf32>, %i: tensor<f32>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{inferred type(s) 'tensor<2x3xf32>' are incompatible with return type(s) of operation 'tensor<3x5xf32>'}}
  %0 = "stablehlo.reduce_window"(%a, %i) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    "stablehlo.return"(%x) : (tensor<f32>) -> ()
  }) {window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 2, 2>} : (tensor<4x6xf32>, tensor<f32>) -> tensor<3x5xf32>
  return
}

// -----

func.func @select_and_scatter_c1(%a: tensor<4xf32>, %s: tensor<2xf64>, %i: tensor<f32>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{inferred type(s) 'tensor<4xf64>' are incompatible with return type(s) of operation 'tensor<4xf32>'}}
  %0 = "stablehlo.select_and_scatter"(%a, %s, %i) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %p = stablehlo.compare GE, %x, %y : (tensor<f32>, tensor<f32>) -> tensor<i1>
    "stablehlo.return"(%p) : (tensor<i1>) -> ()
  }, {
  ^bb0(%x: tensor<f64>, %y: tensor<f64>):
    "stablehlo.return"(%x) : (tensor<f64>) -> ()
  }) {window_dimensions = array<i64: 2>, window_strides = array<i64: 2>} : (tensor<4xf32>, tensor<2xf64>, tensor<f32>) -> tensor<4xf32>
  return
}

// -----

func.func @select_and_scatter_c2(%a: tensor<4xf32>, %s: tensor<3xf32>, %i: tensor<f32>) {
  // expected-error @+1 {{expects source-type to be 'tensor<2xf32>', but got'tensor<3xf32>'}}
  %0 = "stablehlo.select_and_scatter"(%a, %s, %i) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %p = stablehlo.compare GE, %x, %y : (tensor<f32>, tensor<f32>) -> tensor<i1>
    "stablehlo.return"(%p) : (tensor<i1>) -> ()
  }, {
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    "stablehlo.return"(%x) : (tensor<f32>) -> ()
  }) {window_dimensions = array<i64: 2>, window_strides = array<i64: 2>} : (tensor<4xf32>, tensor<3xf32>, tensor<f32>) -> tensor<4xf32>
  return
}

// -----

func.func @select_and_scatter_c3(%a: tensor<4xf32>, %s: tensor<2xf32>, %i: tensor<f64>) {
  // expected-error @+1 {{expects init_value to have the element type of operand ('f32'), but got 'f64'}}
  %0 = "stablehlo.select_and_scatter"(%a, %s, %i) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %p = stablehlo.compare GE, %x, %y : (tensor<f32>, tensor<f32>) -> tensor<i1>
    "stablehlo.return"(%p) : (tensor<i1>) -> ()
  }, {
  ^bb0(%x: tensor<f64>, %y: tensor<f64>):
    "stablehlo.return"(%x) : (tensor<f64>) -> ()
  }) {window_dimensions = array<i64: 2>, window_strides = array<i64: 2>} : (tensor<4xf32>, tensor<2xf32>, tensor<f64>) -> tensor<4xf64>
  return
}

// -----

func.func @select_and_scatter_c4(%a: tensor<4xf32>, %s: tensor<4xf32>, %i: tensor<f32>) {
  // expected-error @+1 {{expects window-dimensions size == operand rank, but got window-dimensions size: 0 and operand-type: 'tensor<4xf32>' with rank = 1.}}
  %0 = "stablehlo.select_and_scatter"(%a, %s, %i) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %p = stablehlo.compare GE, %x, %y : (tensor<f32>, tensor<f32>) -> tensor<i1>
    "stablehlo.return"(%p) : (tensor<i1>) -> ()
  }, {
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    "stablehlo.return"(%x) : (tensor<f32>) -> ()
  }) : (tensor<4xf32>, tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
  return
}

// -----

func.func @select_and_scatter_c8(%a: tensor<4xf32>, %s: tensor<2xf32>, %i: tensor<f32>) {
  // expected-error @+1 {{expects padding-entries to have same dimension-size as size of window dimensions (1), but got: 2.}}
  %0 = "stablehlo.select_and_scatter"(%a, %s, %i) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %p = stablehlo.compare GE, %x, %y : (tensor<f32>, tensor<f32>) -> tensor<i1>
    "stablehlo.return"(%p) : (tensor<i1>) -> ()
  }, {
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    "stablehlo.return"(%x) : (tensor<f32>) -> ()
  }) {window_dimensions = array<i64: 2>, window_strides = array<i64: 2>, padding = dense<0> : tensor<2x2xi64>} : (tensor<4xf32>, tensor<2xf32>, tensor<f32>) -> tensor<4xf32>
  return
}

// -----

func.func @select_and_scatter_c9_params(%a: tensor<4xf32>, %s: tensor<2xf32>, %i: tensor<f32>) {
  // expected-error @+1 {{expects the type of select-region's parameter at index 1 to be 'tensor<f32>', but got 'tensor<i32>'}}
  %0 = "stablehlo.select_and_scatter"(%a, %s, %i) ({
  ^bb0(%x: tensor<f32>, %y: tensor<i32>):
    %p = stablehlo.constant dense<true> : tensor<i1>
    "stablehlo.return"(%p) : (tensor<i1>) -> ()
  }, {
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    "stablehlo.return"(%x) : (tensor<f32>) -> ()
  }) {window_dimensions = array<i64: 2>, window_strides = array<i64: 2>} : (tensor<4xf32>, tensor<2xf32>, tensor<f32>) -> tensor<4xf32>
  return
}

// -----

func.func @select_and_scatter_c9_result(%a: tensor<4xf32>, %s: tensor<2xf32>, %i: tensor<f32>) {
  // expected-error @+1 {{expects the return-type of select-region to be tensor<i1>, but got: 'tensor<f32>'}}
  %0 = "stablehlo.select_and_scatter"(%a, %s, %i) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    "stablehlo.return"(%x) : (tensor<f32>) -> ()
  }, {
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    "stablehlo.return"(%x) : (tensor<f32>) -> ()
  }) {window_dimensions = array<i64: 2>, window_strides = array<i64: 2>} : (tensor<4xf32>, tensor<2xf32>, tensor<f32>) -> tensor<4xf32>
  return
}

// -----

func.func @select_and_scatter_c10(%a: tensor<4xf32>, %s: tensor<2xf32>, %i: tensor<f32>) {
  // expected-error @+1 {{Reduction-region must take 2 parameters, but takes 1 parameter(s)}}
  %0 = "stablehlo.select_and_scatter"(%a, %s, %i) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %p = stablehlo.compare GE, %x, %y : (tensor<f32>, tensor<f32>) -> tensor<i1>
    "stablehlo.return"(%p) : (tensor<i1>) -> ()
  }, {
  ^bb0(%x: tensor<f32>):
    "stablehlo.return"(%x) : (tensor<f32>) -> ()
  }) {window_dimensions = array<i64: 2>, window_strides = array<i64: 2>} : (tensor<4xf32>, tensor<2xf32>, tensor<f32>) -> tensor<4xf32>
  return
}

// -----

func.func @select_and_scatter_c11(%a: tensor<4xf32>, %s: tensor<2xf32>, %i: tensor<f32>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{inferred type(s) 'tensor<4xf32>' are incompatible with return type(s) of operation 'tensor<2xf32>'}}
  %0 = "stablehlo.select_and_scatter"(%a, %s, %i) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %p = stablehlo.compare GE, %x, %y : (tensor<f32>, tensor<f32>) -> tensor<i1>
    "stablehlo.return"(%p) : (tensor<i1>) -> ()
  }, {
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    "stablehlo.return"(%x) : (tensor<f32>) -> ()
  }) {window_dimensions = array<i64: 2>, window_strides = array<i64: 2>} : (tensor<4xf32>, tensor<2xf32>, tensor<f32>) -> tensor<2xf32>
  return
}
