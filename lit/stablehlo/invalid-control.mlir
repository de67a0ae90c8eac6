// RUN: ncc-opt %s -split-input-file -verify-diagnostics

// Control flow, tuples, calls, infeed and async ops: the spec's constraints
// (if_c*, case_c*, while_c*, sort_c*, map_c*, optimization_barrier_c1,
// tuple_c1, get_tuple_element_c*, composite_c*, async_start_c*, infeed_c*)
// and stablehlo-opt's checks of custom_call.
func.func @if_c1(%p: tensor<i1>, %a: tensor<f32>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{branch 0 must have 0 arguments, but found 1}}
  %0 = "stablehlo.if"(%p) ({
  ^bb0(%x: tensor<f32>):
    "stablehlo.return"(%x) : (tensor<f32>) -> ()
  }, {
    "stablehlo.return"(%a) : (tensor<f32>) -> ()
  }) : (tensor<i1>) -> tensor<f32>
  return
}

// -----

func.func @if_c2(%p: tensor<i1>, %a: tensor<f32>, %b: tensor<i32>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{branch 0 and branch 1 have mismatched return types: 'tensor<f32>' vs 'tensor<i32>'}}
  %0 = "stablehlo.if"(%p) ({
    "stablehlo.return"(%a) : (tensor<f32>) -> ()
  }, {
    "stablehlo.return"(%b) : (tensor<i32>) -> ()
  }) : (tensor<i1>) -> tensor<f32>
  return
}

// -----

func.func @if_c3(%p: tensor<i1>, %a: tensor<f32>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{inferred type(s) 'tensor<f32>' are incompatible with return type(s) of operation 'tensor<i32>'}}
  %0 = "stablehlo.if"(%p) ({
    "stablehlo.return"(%a) : (tensor<f32>) -> ()
  }, {
    "stablehlo.return"(%a) : (tensor<f32>) -> ()
  }) : (tensor<i1>) -> tensor<i32>
  return
}

// -----

func.func @case_c1(%i: tensor<i32>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{expect at least one branch}}
  %0 = "stablehlo.case"(%i) : (tensor<i32>) -> tensor<f32>
  return
}

// -----

func.func @case_c3(%i: tensor<i32>, %a: tensor<f32>, %b: tensor<f64>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{branch 0 and branch 1 have mismatched return types: 'tensor<f32>' vs 'tensor<f64>'}}
  %0 = "stablehlo.case"(%i) ({
    "stablehlo.return"(%a) : (tensor<f32>) -> ()
  }, {
    "stablehlo.return"(%b) : (tensor<f64>) -> ()
  }) : (tensor<i32>) -> tensor<f32>
  return
}

// -----

func.func @case_index(%i: tensor<1xi32>, %a: tensor<f32>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{operand should be rank 0 tensor but got rank 1}}
  %0 = "stablehlo.case"(%i) ({
    "stablehlo.return"(%a) : (tensor<f32>) -> ()
  }) : (tensor<1xi32>) -> tensor<f32>
  return
}

// -----

func.func @while_c1_args(%a: tensor<i32>) {
  // expected-error @+1 {{expect operands to be compatible with condition block arguments but got 'tensor<i32>' vs 'tensor<i64>'}}
  %0 = "stablehlo.while"(%a) ({
  ^bb0(%x: tensor<i64>):
    %c = stablehlo.constant dense<true> : tensor<i1>
    "stablehlo.return"(%c) : (tensor<i1>) -> ()
  }, {
  ^bb0(%x: tensor<i32>):
    "stablehlo.return"(%x) : (tensor<i32>) -> ()
  }) : (tensor<i32>) -> tensor<i32>
  return
}

// -----

func.func @while_c1_result(%a: tensor<i32>) {
  // expected-error @+1 {{expect condition block return a zero-ranked tensor of i1 but got 'tensor<2xi1>'}}
  %0 = "stablehlo.while"(%a) ({
  ^bb0(%x: tensor<i32>):
    %c = stablehlo.constant dense<true> : tensor<2xi1>
    "stablehlo.return"(%c) : (tensor<2xi1>) -> ()
  }, {
  ^bb0(%x: tensor<i32>):
    "stablehlo.return"(%x) : (tensor<i32>) -> ()
  }) : (tensor<i32>) -> tensor<i32>
  return
}

// -----

func.func @while_c2(%a: tensor<i32>) {
  // expected-error @+1 {{expect operands to be compatible with body block arguments but got 'tensor<i32>' vs 'tensor<f32>'}}
  %0 = "stablehlo.while"(%a) ({
  ^bb0(%x: tensor<i32>):
    %c = stablehlo.constant dense<true> : tensor<i1>
    "stablehlo.return"(%c) : (tensor<i1>) -> ()
  }, {
  ^bb0(%x: tensor<f32>):
    "stablehlo.return"(%a) : (tensor<i32>) -> ()
  }) : (tensor<i32>) -> tensor<i32>
  return
}

// -----

func.func @while_c3(%a: tensor<i32>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{inferred type(s) 'tensor<i32>' are incompatible with return type(s) of operation 'tensor<i64>'}}
  %0 = "stablehlo.while"(%a) ({
  ^bb0(%x: tensor<i32>):
    %c = stablehlo.constant dense<true> : tensor<i1>
    "stablehlo.return"(%c) : (tensor<i1>) -> ()
  }, {
  ^bb0(%x: tensor<i32>):
    "stablehlo.return"(%x) : (tensor<i32>) -> ()
  }) : (tensor<i32>) -> tensor<i64>
  return
}

// -----

func.func @sort_c1() {
  // expected-error @+1 {{expected 1 or more operands, but found 0}}
  "stablehlo.sort"() ({
  ^bb0:
    %c = stablehlo.constant dense<true> : tensor<i1>
    "stablehlo.return"(%c) : (tensor<i1>) -> ()
  }) : () -> ()
  return
}

// -----

func.func @sort_c2(%a: tensor<2x3xf32>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{inferred type(s) 'tensor<2x3xf32>' are incompatible with return type(s) of operation 'tensor<2x3xf64>'}}
  %0 = "stablehlo.sort"(%a) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %c = stablehlo.compare GT, %x, %y : (tensor<f32>, tensor<f32>) -> tensor<i1>
    "stablehlo.return"(%c) : (tensor<i1>) -> ()
  }) {dimension = 0 : i64} : (tensor<2x3xf32>) -> tensor<2x3xf64>
  return
}

// -----

func.func @sort_c3(%a: tensor<2x3xf32>) {
  // expected-error @+1 {{requires the same shape for all operands and results}}
  %0 = "stablehlo.sort"(%a) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %c = stablehlo.compare GT, %x, %y : (tensor<f32>, tensor<f32>) -> tensor<i1>
    "stablehlo.return"(%c) : (tensor<i1>) -> ()
  }) {dimension = 0 : i64} : (tensor<2x3xf32>) -> tensor<3x2xf32>
  return
}

// -----

func.func @sort_c4(%a: tensor<2x3xf32>) {
  // expected-error @+1 {{dimension attribute value must be in range [-2, 2), but found 2}}
  %0 = "stablehlo.sort"(%a) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %c = stablehlo.compare GT, %x, %y : (tensor<f32>, tensor<f32>) -> tensor<i1>
    "stablehlo.return"(%c) : (tensor<i1>) -> ()
  }) {dimension = 2 : i64} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return
}

// -----

func.func @sort_c5(%a: tensor<2x3xf32>) {
  // expected-error @+1 {{comparator block argument #0 should be of type 'tensor<f32>' but got 'tensor<f64>'}}
  %0 = "stablehlo.sort"(%a) ({
  ^bb0(%x: tensor<f64>, %y: tensor<f64>):
    %c = stablehlo.compare GT, %x, %y : (tensor<f64>, tensor<f64>) -> tensor<i1>
    "stablehlo.return"(%c) : (tensor<i1>) -> ()
  }) {dimension = 0 : i64} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return
}

// -----

func.func @map_c1(%a: tensor<2x3xf32>) {
  // expected-error @+1 {{requires the same shape for all operands and results}}
  %0 = "stablehlo.map"(%a, %a) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    "stablehlo.return"(%x) : (tensor<f32>) -> ()
  }) {dimensions = array<i64: 0, 1>} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<3x2xf32>
  return
}

// -----

func.func @map_c3(%a: tensor<2x3xf32>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{requires monotonically increasing dimension numbers, but got: 1, 0}}
  %0 = "stablehlo.map"(%a, %a) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    "stablehlo.return"(%x) : (tensor<f32>) -> ()
  }) {dimensions = array<i64: 1, 0>} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  return
}

// -----

func.func @map_c3_subset(%a: tensor<2x3xf32>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{applied to a subset of dimensions currently not supported: operand dimensions = 2, requested map dimensions size = 1}}
  %0 = "stablehlo.map"(%a, %a) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    "stablehlo.return"(%x) : (tensor<f32>) -> ()
  }) {dimensions = array<i64: 0>} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  return
}

// -----

func.func @map_c4(%a: tensor<2x3xf32>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{element type of operands and computation arguments must match, but got: 'f32' and 'f64'}}
  %0 = "stablehlo.map"(%a, %a) ({
  ^bb0(%x: tensor<f64>, %y: tensor<f64>):
    "stablehlo.return"(%x) : (tensor<f64>) -> ()
  }) {dimensions = array<i64: 0, 1>} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf64>
  return
}

// -----

func.func @optimization_barrier_c1(%a: tensor<2xf32>) {
  // expected-error @+1 {{requires the same type for operand and result at index 0}}
  %0 = "stablehlo.optimization_barrier"(%a) : (tensor<2xf32>) -> tensor<2xf64>
  return
}

// -----

func.func @tuple_c1(%a: tensor<2xf32>) {
  // expected-error @+2 {{inferred type(s) 'tuple<tensor<2xf32>>' are incompatible with return type(s) of operation 'tuple<tensor<2xf64>>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.tuple"(%a) : (tensor<2xf32>) -> tuple<tensor<2xf64>>
  return
}

// -----

func.func @get_tuple_element_c1(%t: tuple<tensor<2xf32>>) {
  // expected-error @+2 {{index 1 is out of bounds of operand with size 1}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.get_tuple_element"(%t) {index = 1 : i32} : (tuple<tensor<2xf32>>) -> tensor<2xf32>
  return
}

// -----

func.func @get_tuple_element_c2(%t: tuple<tensor<2xf32>>) {
  // expected-error @+2 {{inferred type(s) 'tensor<2xf32>' are incompatible with return type(s) of operation 'tensor<3xf32>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.get_tuple_element"(%t) {index = 0 : i32} : (tuple<tensor<2xf32>>) -> tensor<3xf32>
  return
}

// -----

func.func @infeed_c1(%t: !stablehlo.token) {
  // expected-error @+1 {{result is expected to be at least of size 1, but got 0}}
  "stablehlo.infeed"(%t) : (!stablehlo.token) -> ()
  return
}

// -----

func.func @infeed_c3(%t: !stablehlo.token) {
  // expected-error @+1 {{last element of result types is expected to be of token type, but got 'tensor<2xf32>'}}
  %0 = "stablehlo.infeed"(%t) : (!stablehlo.token) -> tensor<2xf32>
  return
}

// -----

func.func @infeed_layout_size(%t: !stablehlo.token) {
  // expected-error @+1 {{layout-attribute size must be 1 (which is the number of op-results - 1 (for token result)), but got 2}}
  %0:2 = "stablehlo.infeed"(%t) {layout = [[0], [0]]} : (!stablehlo.token) -> (tensor<2xf32>, !stablehlo.token)
  return
}

// -----

func.func @custom_call_alias_operand(%a: tensor<2xf32>) {
  // expected-error @+1 {{expects operandIndex in the output_operand_alias attribute to be in range [0, 1); got: 1.}}
  %0 = stablehlo.custom_call @foo(%a) {output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>]} : (tensor<2xf32>) -> tensor<2xf32>
  return
}

// -----

func.func @custom_call_alias_tuple(%a: tensor<2xf32>) {
  // expected-error @+1 {{operand_tuple_indices in the output_operand_alias attribute out of bounds}}
  %0 = stablehlo.custom_call @foo(%a) {output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = [0]>]} : (tensor<2xf32>) -> tensor<2xf32>
  return
}

// -----

func.func @custom_call_alias_type(%a: tensor<2xf32>) {
  // expected-error @+1 {{shapes mismatch in the output_operand_alias attribute: operand part has type 'tensor<2xf32>' and output part has type 'tensor<3xf32>'}}
  %0 = stablehlo.custom_call @foo(%a) {output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>]} : (tensor<2xf32>) -> tensor<3xf32>
  return
}

// -----

func.func @custom_call_backend_config(%a: tensor<2xf32>) {
  // expected-error @+1 {{backend_config for api_version API_VERSION_TYPED_FFI must be a dictionary attribute.}}
  %0 = stablehlo.custom_call @foo(%a) {api_version = 4 : i32, backend_config = "x"} : (tensor<2xf32>) -> tensor<2xf32>
  return
}

// -----

func.func @custom_call_layouts(%a: tensor<2xf32>) {
  // expected-error @+1 {{Layout attributes should be specified for either both operands and results or none.}}
  %0 = stablehlo.custom_call @foo(%a) {operand_layouts = [dense<[0]> : tensor<1xindex>]} : (tensor<2xf32>) -> tensor<2xf32>
  return
}

// -----

func.func private @impl(%a: tensor<2xf32>) -> tensor<2xf32>

func.func @composite_c1(%a: tensor<2xf32>) {
  // expected-error @+1 {{name must be a valid namespaced op name, i.e. it must match the following regular expression: ^[a-zA-Z][a-zA-Z0-9_]*([.][a-zA-Z0-9_$]+)+$ e.g. "my_namespace.my_op"}}
  %0 = stablehlo.composite "1ns.op" %a {decomposition = @impl} : (tensor<2xf32>) -> tensor<2xf32>
  return
}

// -----

func.func @composite_c2(%a: tensor<2xf32>) {
  // expected-error @+1 {{'impl' does not reference a valid function}}
  %0 = stablehlo.composite "ns.op" %a {decomposition = @impl} : (tensor<2xf32>) -> tensor<2xf32>
  return
}

// -----

func.func private @impl(%a: tensor<2xf32>, %b: tensor<2xf32>) -> tensor<2xf32>

func.func @composite_c3(%a: tensor<2xf32>) {
  // expected-error @+1 {{has 1 operand(s), but decomposition has 2}}
  %0 = stablehlo.composite "ns.op" %a {decomposition = @impl} : (tensor<2xf32>) -> tensor<2xf32>
  return
}

// -----

func.func private @impl(%a: tensor<2xf32>) -> tensor<2xf64>

func.func @composite_c4(%a: tensor<2xf32>) {
  // expected-error @+1 {{result at index 0 has type 'tensor<2xf32>', but decomposition has type 'tensor<2xf64>'}}
  %0 = stablehlo.composite "ns.op" %a {decomposition = @impl} : (tensor<2xf32>) -> tensor<2xf32>
  return
}

// -----

func.func @async_start_c2(%a: tensor<4xf32>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{region must contain a collective or slice operation}}
  %0 = "stablehlo.async_start"(%a) ({
  ^bb0(%x: tensor<4xf32>):
    %1 = stablehlo.add %x, %x : tensor<4xf32>
    "stablehlo.return"(%1) : (tensor<4xf32>) -> ()
  }) : (tensor<4xf32>) -> !stablehlo.future<tensor<4xf32>>
  return
}

// -----

func.func @async_start_c3(%a: tensor<4xf32>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{operand type 'tensor<4xf32>' at index 0 must match region argument type 'tensor<4xf64>'}}
  %0 = "stablehlo.async_start"(%a) ({
  ^bb0(%x: tensor<4xf64>):
    %1 = "stablehlo.collective_permute"(%x) {source_target_pairs = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4xf64>) -> tensor<4xf64>
    "stablehlo.return"(%1) : (tensor<4xf64>) -> ()
  }) : (tensor<4xf32>) -> !stablehlo.future<tensor<4xf64>>
  return
}

// -----

func.func @async_start_c4(%a: tensor<4xf32>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{inferred type(s) '!stablehlo.future<tensor<4xf32>>' are incompatible with return type(s) of operation '!stablehlo.future<tensor<4xf64>>'}}
  %0 = "stablehlo.async_start"(%a) ({
  ^bb0(%x: tensor<4xf32>):
    %1 = "stablehlo.collective_permute"(%x) {source_target_pairs = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4xf32>) -> tensor<4xf32>
    "stablehlo.return"(%1) : (tensor<4xf32>) -> ()
  }) : (tensor<4xf32>) -> !stablehlo.future<tensor<4xf64>>
  return
}

// -----

func.func @async_done_c1(%f: !stablehlo.future<tensor<4xf32>>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{inferred type(s) 'tensor<4xf32>' are incompatible with return type(s) of operation 'tensor<4xf64>'}}
  %0 = "stablehlo.async_done"(%f) : (!stablehlo.future<tensor<4xf32>>) -> tensor<4xf64>
  return
}
