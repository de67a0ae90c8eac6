// RUN: ncc-opt %s -split-input-file -verify-diagnostics

// Shardy's messages (verifiers.cc, parsers.cc and the parsers mlir-tblgen
// generates, which add a "failed to parse ... parameter" error after the
// one that made a parameter fail). The cases are Shardy's own, from
// shardy/dialect/sdy/ir/test/*_verification.mlir and *_parsing_failure.mlir.

// expected-error @below {{axis size must be at least 1, got: 0}}
// expected-error @below {{custom op 'sdy.mesh' failed to parse Sdy_Mesh parameter 'axes' which is to be a `::llvm::ArrayRef<MeshAxisAttr>`}}
sdy.mesh @mesh = <["a"=2, "b"=0]>

// -----

// expected-error @+1 {{custom op 'sdy.mesh' duplicate axis name: "a"}}
sdy.mesh @mesh = <["a"=2, "b"=2, "a"=4]>

// -----

// expected-error @+1 {{custom op 'sdy.mesh' total product of axis sizes must match total number of device ids, got: 4 != 6}}
sdy.mesh @mesh = <["a"=2, "b"=2], device_ids=[0, 2, 1, 3, 4, 5]>

// -----

// expected-error @+1 {{custom op 'sdy.mesh' sorted device ids must be iota(product(axes)), got: 1, 2}}
sdy.mesh @mesh = <["a"=2], device_ids=[2, 1]>

// -----

sdy.mesh @foo = <["a"=2, "b"=4]>

func.func @priority_with_leading_zeros(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {
  // expected-error @+3 {{priorities with leading zeros are not allowed, got: p01}}
  // expected-error @+2 {{failed to parse Sdy_TensorSharding parameter 'dim_shardings' which is to be a `::llvm::ArrayRef<DimensionShardingAttr>`}}
  // expected-error @+1 {{failed to parse Sdy_TensorShardingPerValue parameter 'shardings' which is to be a `::llvm::ArrayRef<TensorShardingAttr>`}}
  %0 = stablehlo.abs %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@foo, [{"a"}p01, {}]>]>} : tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}

// -----

sdy.mesh @foo = <["a"=2, "b"=4]>

func.func @missing_equals_after_replicated(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {
  // expected-error @+3 {{expected '='}}
  // expected-error @+2 {{failed to parse Sdy_TensorSharding parameter 'replicated_axes'}}
  // expected-error @+1 {{failed to parse Sdy_TensorShardingPerValue parameter 'shardings' which is to be a `::llvm::ArrayRef<TensorShardingAttr>`}}
  %0 = stablehlo.abs %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@foo, [{}, {}], replicated{"a", "b"}>]>} : tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}

// -----

func.func @factors_reversed(%arg0: tensor<2x4xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{expecting factor indices to be ordered like an iota ([0,1,2,...], e.g. {i=#, j=#, ...}). Expecting factor index symbol 'i', received: 'j'}}
  %0 = stablehlo.reshape %arg0 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([ij]) {j=4, i=2}>} : (tensor<2x4xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

func.func @factor_symbol_z_(%arg0: tensor<2x4xf32>) -> tensor<8xf32> {
  // expected-error @+3 {{failed to parse Sdy_TensorMapping parameter 'dim_mappings'}}
  // expected-error @+2 {{failed to parse Sdy_OpShardingRule parameter 'operand_mappings'}}
  // expected-error @+1 {{expecting integer after 'z_'. Received: 'z_'}}
  %0 = stablehlo.reshape %arg0 {sdy.sharding_rule = #sdy.op_sharding_rule<([z_, j])->([i]) {z_=2, j=4}>} : (tensor<2x4xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

sdy.mesh @mesh = <["a"=2, "b"=2]>

func.func @rank_mismatch(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {
  // expected-error @+1 {{'sdy.sharding_constraint' op sharding doesn't match tensor rank: 1 != 2}}
  %0 = sdy.sharding_constraint %arg0 <@mesh, [{"a"}]> : tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}

// -----

func.func @unknown_mesh(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{'sdy.reshard' op unknown mesh: @nope}}
  %0 = sdy.reshard %arg0 <@nope, [{}]> : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

sdy.mesh @mesh = <["a"=2, "b"=2]>

// expected-error @+1 {{'func.func' op arg 0 - unknown axis name: "c"}}
func.func @unknown_axis(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"c"}]>}) -> tensor<8xf32> {
  return %arg0 : tensor<8xf32>
}

// -----

sdy.mesh @mesh = <["a"=2, "b"=2]>

// expected-error @+1 {{'func.func' op result 0 - duplicate axis ref: "a"}}
func.func @duplicate_axis(%arg0: tensor<8x8xf32>) -> (tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}, {}], replicated={"a"}>}) {
  return %arg0 : tensor<8x8xf32>
}

// -----

sdy.mesh @mesh = <["a"=2, "b"=2]>

func.func @replicated_order(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{'stablehlo.abs' op result - replicated axes are not ordered w.r.t. mesh}}
  %0 = stablehlo.abs %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}], replicated={"b", "a"}>]>} : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

sdy.mesh @mesh = <["a"=8]>

func.func @sub_axes_overlap(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{'sdy.sharding_constraint' op overlapping sub-axes: "a":(1)4, "a":(2)2}}
  %0 = sdy.sharding_constraint %arg0 <@mesh, [{"a":(1)4}], replicated={"a":(2)2}> : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

sdy.mesh @mesh = <["a"=2, "b"=2]>

func.func @too_many_shardings(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{'stablehlo.abs' op result shardings don't match number of values: 2 shardings vs 1 values}}
  %0 = stablehlo.abs %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a"}]>, <@mesh, [{"b"}]>]>} : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

func.func @rule_rank(%arg0: tensor<2x4xf32>) -> tensor<2x4xf32> {
  // expected-error @+1 {{'stablehlo.abs' op result - mapping rank must match: 1 != 2}}
  %0 = stablehlo.abs %arg0 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i]) {i=2, j=4}>} : tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}

// -----

func.func @reduction_factor_in_result(%arg0: tensor<2x3x5x7xf32>) -> tensor<2x5x7xf32> {
  // expected-error @+1 {{reduction factor cannot be in result mappings}}
  %0 = stablehlo.custom_call @foo(%arg0) {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, k, l]) {i=2, j=3, k=5, l=7} reduction={k}>} : (tensor<2x3x5x7xf32>) -> tensor<2x5x7xf32>
  func.return %0: tensor<2x5x7xf32>
}

// -----

sdy.mesh @mesh = <["a"=2]>

func.func @manual_local_shape(%arg0: tensor<16x32xf32>) -> tensor<16x32xf32> {
  // expected-error @+1 {{'sdy.manual_computation' op operand shape, corresponding sharding, and region operand shape at index 0 must match. Expected local shape 'tensor<8x32xf32>', actual local shape 'tensor<16x32xf32>'}}
  %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"a"}, {}]>] out_shardings=[<@mesh, [{}, {}]>] manual_axes={"a"} (%arg1: tensor<16x32xf32>) {
    sdy.return %arg1 : tensor<16x32xf32>
  } : (tensor<16x32xf32>) -> tensor<16x32xf32>
  func.return %0: tensor<16x32xf32>
}

// -----

sdy.mesh @mesh = <["a"=2]>

func.func @manual_unknown_axis(%arg0: tensor<16x32xf32>) -> tensor<16x32xf32> {
  // expected-error @+1 {{'sdy.manual_computation' op unknown manual axis: "b"}}
  %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{}, {}]>] out_shardings=[<@mesh, [{}, {}]>] manual_axes={"b"} (%arg1: tensor<16x32xf32>) {
    sdy.return %arg1 : tensor<16x32xf32>
  } : (tensor<16x32xf32>) -> tensor<16x32xf32>
  func.return %0: tensor<16x32xf32>
}

// -----

sdy.mesh @foo = <["a"=2, "b"=2]>

func.func @manual_nested_same_axis(%arg0: tensor<16x32xf32>) -> tensor<8x32xf32> {
  // expected-note @+1 {{parent bounding this axis as manual}}
  %0 = sdy.manual_computation(%arg0) in_shardings=[<@foo, [{"a"}, {}]>] out_shardings=[<@foo, [{}, {}], replicated={"a"}>] manual_axes={"a"} (%arg1: tensor<8x32xf32>) {
    // expected-error @+1 {{'sdy.manual_computation' op operates on axis "a" which is already bound by a parent sdy.manual_computation op}}
    %1 = sdy.manual_computation(%arg1) in_shardings=[<@foo, [{}, {}]>] out_shardings=[<@foo, [{}, {}]>] manual_axes={"a"} (%arg2: tensor<8x32xf32>) {
      sdy.return %arg2 : tensor<8x32xf32>
    } : (tensor<8x32xf32>) -> tensor<8x32xf32>
    sdy.return %1 : tensor<8x32xf32>
  } : (tensor<16x32xf32>) -> tensor<8x32xf32>
  func.return %0: tensor<8x32xf32>
}

// -----

func.func @barrier_both(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{'sdy.propagation_barrier' op cannot specify `BOTH` as the direction. Not blocking propagation direction makes the op redundant.}}
  %0 = sdy.propagation_barrier %arg0 allowed_direction=BOTH : tensor<8xf32>
  return %0 : tensor<8xf32>
}
