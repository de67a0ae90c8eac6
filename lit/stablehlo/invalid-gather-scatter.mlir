// RUN: ncc-opt %s -split-input-file -verify-diagnostics

// gather, dynamic_gather and scatter: the spec's constraints on dimension
// numbers (gather_c*, dynamic_gather_c*, scatter_c*), with StableHLO's
// messages. Errors found while inferring a result type come with MLIR's
// "failed to infer returned types".
func.func @gather_c1(%operand: tensor<3x4x2xi64>, %indices: tensor<2x3x2xi64>) {
  // expected-error @+2 {{offset_dims size (2) plus collapse_slice_dims size (0) plus operand_batching_dims size (0) is not equal to operand rank (3)}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.gather"(%operand, %indices) {
    dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [], start_index_map = [1, 0], index_vector_dim = 2>,
    slice_sizes = array<i64: 1, 2, 2>
  } : (tensor<3x4x2xi64>, tensor<2x3x2xi64>) -> tensor<2x3x2x2xi64>
  return
}

// -----

func.func @gather_c2(%operand: tensor<3x4x2xi64>, %indices: tensor<2x3x2xi64>) {
  // expected-error @+2 {{Expects index_vector_dim to be in range [0, rank-of('start_indices')] i.e. [0, 3]. got: 4.}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.gather"(%operand, %indices) {
    dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [1, 0], index_vector_dim = 4>,
    slice_sizes = array<i64: 1, 2, 2>
  } : (tensor<3x4x2xi64>, tensor<2x3x2xi64>) -> tensor<2x3x2x2xi64>
  return
}

// -----

func.func @gather_c3(%operand: tensor<3x4x2xi64>, %indices: tensor<2x3x2xi64>) {
  // expected-error @+2 {{start_index_map size (1) is not equal to size of index dimension (2) of start_indices (2)}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.gather"(%operand, %indices) {
    dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [1], index_vector_dim = 2>,
    slice_sizes = array<i64: 1, 2, 2>
  } : (tensor<3x4x2xi64>, tensor<2x3x2xi64>) -> tensor<2x3x2x2xi64>
  return
}

// -----

func.func @gather_c4_sorted(%operand: tensor<3x4x2xi64>, %indices: tensor<2x3x2xi64>) {
  // expected-error @+2 {{expects offset_dims to be sorted, got: [3, 2]}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.gather"(%operand, %indices) {
    dimension_numbers = #stablehlo.gather<offset_dims = [3, 2], collapsed_slice_dims = [0], start_index_map = [1, 0], index_vector_dim = 2>,
    slice_sizes = array<i64: 1, 2, 2>
  } : (tensor<3x4x2xi64>, tensor<2x3x2xi64>) -> tensor<2x3x2x2xi64>
  return
}

// -----

func.func @gather_c4_unique(%operand: tensor<3x4x2xi64>, %indices: tensor<2x3x2xi64>) {
  // expected-error @+2 {{expects offset_dims to not repeat, got: [2, 2]}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.gather"(%operand, %indices) {
    dimension_numbers = #stablehlo.gather<offset_dims = [2, 2], collapsed_slice_dims = [0], start_index_map = [1, 0], index_vector_dim = 2>,
    slice_sizes = array<i64: 1, 2, 2>
  } : (tensor<3x4x2xi64>, tensor<2x3x2xi64>) -> tensor<2x3x2x2xi64>
  return
}

// -----

func.func @gather_c5(%operand: tensor<3x4x2xi64>, %indices: tensor<2x3x2xi64>) {
  // expected-error @+2 {{Expects each element of offset_dims to be in range [0, implied-result-rank) i.e. [0, 4). got: 4.}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.gather"(%operand, %indices) {
    dimension_numbers = #stablehlo.gather<offset_dims = [2, 4], collapsed_slice_dims = [0], start_index_map = [1, 0], index_vector_dim = 2>,
    slice_sizes = array<i64: 1, 2, 2>
  } : (tensor<3x4x2xi64>, tensor<2x3x2xi64>) -> tensor<2x3x2x2xi64>
  return
}

// -----

func.func @gather_c6(%operand: tensor<2x3x4x2xi64>, %indices: tensor<2x2x3x2xi64>) {
  // expected-error @+2 {{has duplicated dimension from collapsed_slice_dims and operand_batching_dims: 0}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.gather"(%operand, %indices) {
    dimension_numbers = #stablehlo.gather<offset_dims = [3, 4], collapsed_slice_dims = [0], operand_batching_dims = [0], start_indices_batching_dims = [1], start_index_map = [2, 1], index_vector_dim = 3>,
    slice_sizes = array<i64: 1, 1, 2, 2>
  } : (tensor<2x3x4x2xi64>, tensor<2x2x3x2xi64>) -> tensor<2x2x3x2x2xi64>
  return
}

// -----

func.func @gather_c7(%operand: tensor<3x4x2xi64>, %indices: tensor<2x3x2xi64>) {
  // expected-error @+2 {{expects collapsed_slice_dims to be sorted, got: [1, 0]}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.gather"(%operand, %indices) {
    dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1, 0], start_index_map = [1, 0], index_vector_dim = 2>,
    slice_sizes = array<i64: 1, 1, 2>
  } : (tensor<3x4x2xi64>, tensor<2x3x2xi64>) -> tensor<2x3x2xi64>
  return
}

// -----

func.func @gather_c8(%operand: tensor<3x4x2xi64>, %indices: tensor<2x3x2xi64>) {
  // expected-error @+2 {{Expects each element of collapsed_slice_dims to be in range [0, rank-of('operand')) i.e. [0, 3). got: 3.}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.gather"(%operand, %indices) {
    dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [3], start_index_map = [1, 0], index_vector_dim = 2>,
    slice_sizes = array<i64: 1, 2, 2>
  } : (tensor<3x4x2xi64>, tensor<2x3x2xi64>) -> tensor<2x3x2x2xi64>
  return
}

// -----

func.func @gather_c9(%operand: tensor<3x4x2xi64>, %indices: tensor<2x3x2xi64>) {
  // expected-error @+2 {{Expects that for each dim in collapsed_slice_dims, slice_sizes[dim] should be <= 1, but got 2}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.gather"(%operand, %indices) {
    dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [1, 0], index_vector_dim = 2>,
    slice_sizes = array<i64: 2, 2, 2>
  } : (tensor<3x4x2xi64>, tensor<2x3x2xi64>) -> tensor<2x3x2x2xi64>
  return
}

// -----

func.func @gather_c10(%operand: tensor<2x3x4x2xi64>, %indices: tensor<2x2x3x2xi64>) {
  // expected-error @+2 {{expects operand_batching_dims to be sorted, got: [1, 0]}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.gather"(%operand, %indices) {
    dimension_numbers = #stablehlo.gather<offset_dims = [3, 4], collapsed_slice_dims = [], operand_batching_dims = [1, 0], start_indices_batching_dims = [1, 0], start_index_map = [2, 3], index_vector_dim = 3>,
    slice_sizes = array<i64: 1, 1, 2, 2>
  } : (tensor<2x3x4x2xi64>, tensor<2x2x3x2xi64>) -> tensor<2x2x3x2x2xi64>
  return
}

// -----

func.func @gather_c11(%operand: tensor<2x3x4x2xi64>, %indices: tensor<2x2x3x2xi64>) {
  // expected-error @+2 {{Expects each element of operand_batching_dims to be in range [0, rank-of('operand')) i.e. [0, 4). got: 4.}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.gather"(%operand, %indices) {
    dimension_numbers = #stablehlo.gather<offset_dims = [3, 4], collapsed_slice_dims = [1], operand_batching_dims = [4], start_indices_batching_dims = [1], start_index_map = [2, 1], index_vector_dim = 3>,
    slice_sizes = array<i64: 1, 1, 2, 2>
  } : (tensor<2x3x4x2xi64>, tensor<2x2x3x2xi64>) -> tensor<2x2x3x2x2xi64>
  return
}

// -----

func.func @gather_c12(%operand: tensor<2x3x4x2xi64>, %indices: tensor<2x2x3x2xi64>) {
  // expected-error @+2 {{Expects that for each dim in operand_batching_dims, slice_sizes[dim] should be <= 1, but got 2}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.gather"(%operand, %indices) {
    dimension_numbers = #stablehlo.gather<offset_dims = [3, 4], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [1], start_index_map = [2, 1], index_vector_dim = 3>,
    slice_sizes = array<i64: 2, 1, 2, 2>
  } : (tensor<2x3x4x2xi64>, tensor<2x2x3x2xi64>) -> tensor<2x2x3x2x2xi64>
  return
}

// -----

func.func @gather_c13(%operand: tensor<2x3x4x2xi64>, %indices: tensor<2x2x3x2xi64>) {
  // expected-error @+2 {{expects start_indices_batching_dims to not repeat, got: [1, 1]}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.gather"(%operand, %indices) {
    dimension_numbers = #stablehlo.gather<offset_dims = [3, 4], collapsed_slice_dims = [], operand_batching_dims = [0, 1], start_indices_batching_dims = [1, 1], start_index_map = [2, 1], index_vector_dim = 3>,
    slice_sizes = array<i64: 1, 1, 2, 2>
  } : (tensor<2x3x4x2xi64>, tensor<2x2x3x2xi64>) -> tensor<2x2x3x2x2xi64>
  return
}

// -----

func.func @gather_c14(%operand: tensor<2x3x4x2xi64>, %indices: tensor<2x2x3x2xi64>) {
  // expected-error @+2 {{Expects each element of start_indices_batching_dims to be in range [0, rank-of('start_indices')) i.e. [0, 4). got: 4.}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.gather"(%operand, %indices) {
    dimension_numbers = #stablehlo.gather<offset_dims = [3, 4], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [4], start_index_map = [2, 1], index_vector_dim = 3>,
    slice_sizes = array<i64: 1, 1, 2, 2>
  } : (tensor<2x3x4x2xi64>, tensor<2x2x3x2xi64>) -> tensor<2x2x3x2x2xi64>
  return
}

// -----

func.func @gather_c15(%operand: tensor<2x3x4x2xi64>, %indices: tensor<2x2x3x2xi64>) {
  // expected-error @+2 {{expects start_indices_batching_dims not to include index_vector_dim 3}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.gather"(%operand, %indices) {
    dimension_numbers = #stablehlo.gather<offset_dims = [3, 4], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [3], start_index_map = [2, 1], index_vector_dim = 3>,
    slice_sizes = array<i64: 1, 1, 2, 2>
  } : (tensor<2x3x4x2xi64>, tensor<2x2x3x2xi64>) -> tensor<2x2x3x2x2xi64>
  return
}

// -----

func.func @gather_c16(%operand: tensor<2x3x4x2xi64>, %indices: tensor<2x2x3x2xi64>) {
  // expected-error @+2 {{operand_batching_dims and start_indices_batching_dims should have the same size}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.gather"(%operand, %indices) {
    dimension_numbers = #stablehlo.gather<offset_dims = [3, 4], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0, 1], start_index_map = [2, 1], index_vector_dim = 3>,
    slice_sizes = array<i64: 1, 1, 2, 2>
  } : (tensor<2x3x4x2xi64>, tensor<2x2x3x2xi64>) -> tensor<2x2x3x2x2xi64>
  return
}

// -----

func.func @gather_c17(%operand: tensor<2x3x4x2xi64>, %indices: tensor<2x2x3x2xi64>) {
  // expected-error @+2 {{operand_batching_dims[0] and start_indices_batching_dims[0] must have compatible sizes, but got 2 and 3}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.gather"(%operand, %indices) {
    dimension_numbers = #stablehlo.gather<offset_dims = [3, 4], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [2], start_index_map = [2, 1], index_vector_dim = 3>,
    slice_sizes = array<i64: 1, 1, 2, 2>
  } : (tensor<2x3x4x2xi64>, tensor<2x2x3x2xi64>) -> tensor<2x2x3x2x2xi64>
  return
}

// -----

func.func @gather_c18(%operand: tensor<2x3x4x2xi64>, %indices: tensor<2x2x3x2xi64>) {
  // expected-error @+2 {{has duplicated dimension from start_index_map and operand_batching_dims: 0}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.gather"(%operand, %indices) {
    dimension_numbers = #stablehlo.gather<offset_dims = [3, 4], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [1], start_index_map = [0, 1], index_vector_dim = 3>,
    slice_sizes = array<i64: 1, 1, 2, 2>
  } : (tensor<2x3x4x2xi64>, tensor<2x2x3x2xi64>) -> tensor<2x2x3x2x2xi64>
  return
}

// -----

func.func @gather_c19(%operand: tensor<3x4x2xi64>, %indices: tensor<2x3x2xi64>) {
  // expected-error @+2 {{Expects each element of start_index_map to be in range [0, rank-of('operand')) i.e. [0, 3). got: 3.}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.gather"(%operand, %indices) {
    dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [3, 0], index_vector_dim = 2>,
    slice_sizes = array<i64: 1, 2, 2>
  } : (tensor<3x4x2xi64>, tensor<2x3x2xi64>) -> tensor<2x3x2x2xi64>
  return
}

// -----

func.func @gather_c20(%operand: tensor<3x4x2xi64>, %indices: tensor<2x3x2xi64>) {
  // expected-error @+2 {{slice_sizes size (2) not equal to operand rank (3)}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.gather"(%operand, %indices) {
    dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [1, 0], index_vector_dim = 2>,
    slice_sizes = array<i64: 1, 2>
  } : (tensor<3x4x2xi64>, tensor<2x3x2xi64>) -> tensor<2x3x2x2xi64>
  return
}

// -----

func.func @gather_c21(%operand: tensor<3x4x2xi64>, %indices: tensor<2x3x2xi64>) {
  // expected-error @+2 {{slice size (5) is out of bounds for operand dimension (4) at index 1}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.gather"(%operand, %indices) {
    dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [1, 0], index_vector_dim = 2>,
    slice_sizes = array<i64: 1, 5, 2>
  } : (tensor<3x4x2xi64>, tensor<2x3x2xi64>) -> tensor<2x3x2x2xi64>
  return
}

// -----

func.func @gather_c22(%operand: tensor<3x4x2xi64>, %indices: tensor<2x3x2xi64>) {
  // expected-error @+2 {{inferred type(s) 'tensor<2x3x2x2xi64>' are incompatible with return type(s) of operation 'tensor<2x3x2x3xi64>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.gather"(%operand, %indices) {
    dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [1, 0], index_vector_dim = 2>,
    slice_sizes = array<i64: 1, 2, 2>
  } : (tensor<3x4x2xi64>, tensor<2x3x2xi64>) -> tensor<2x3x2x3xi64>
  return
}

// -----

func.func @gather_c23(%operand: tensor<3x4x2xi64>, %indices: tensor<2x3x2xi64>) {
  // expected-error @+2 {{inferred type(s) 'tensor<2x3x2x2xi64>' are incompatible with return type(s) of operation 'tensor<2x3x2x2xi32>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.gather"(%operand, %indices) {
    dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [1, 0], index_vector_dim = 2>,
    slice_sizes = array<i64: 1, 2, 2>
  } : (tensor<3x4x2xi64>, tensor<2x3x2xi64>) -> tensor<2x3x2x2xi32>
  return
}

// -----

func.func @dynamic_gather_c1(%operand: tensor<3x4x2xi64>, %indices: tensor<2x3x2xi64>) {
  %sizes = stablehlo.constant dense<[1, 2, 2]> : tensor<3xi64>
  // expected-error @+2 {{offset_dims size (1) plus collapse_slice_dims size (1) plus operand_batching_dims size (0) is not equal to operand rank (3)}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.dynamic_gather"(%operand, %indices, %sizes) {
    dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [1, 0], index_vector_dim = 2>
  } : (tensor<3x4x2xi64>, tensor<2x3x2xi64>, tensor<3xi64>) -> tensor<2x3x2x2xi64>
  return
}

// -----

func.func @dynamic_gather_c8(%operand: tensor<3x4x2xi64>, %indices: tensor<2x3x2xi64>) {
  %sizes = stablehlo.constant dense<[2, 2, 2]> : tensor<3xi64>
  // expected-error @+2 {{Expects that for each dim in collapsed_slice_dims, slice_sizes[dim] should be <= 1, but got 2}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.dynamic_gather"(%operand, %indices, %sizes) {
    dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [1, 0], index_vector_dim = 2>
  } : (tensor<3x4x2xi64>, tensor<2x3x2xi64>, tensor<3xi64>) -> tensor<2x3x2x2xi64>
  return
}

// -----

func.func @dynamic_gather_c11(%operand: tensor<3x4x2xi64>, %indices: tensor<2x3x2xi64>, %sizes: tensor<2xi64>) {
  // expected-error @+2 {{slice_sizes size (2) not equal to operand rank (3)}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.dynamic_gather"(%operand, %indices, %sizes) {
    dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [1, 0], index_vector_dim = 2>
  } : (tensor<3x4x2xi64>, tensor<2x3x2xi64>, tensor<2xi64>) -> tensor<2x3x2x2xi64>
  return
}

// -----

func.func @dynamic_gather_c12(%operand: tensor<3x4x2xi64>, %indices: tensor<2x3x2xi64>) {
  %sizes = stablehlo.constant dense<[1, 5, 2]> : tensor<3xi64>
  // expected-error @+2 {{slice size (5) is out of bounds for operand dimension (4) at index 1}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.dynamic_gather"(%operand, %indices, %sizes) {
    dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [1, 0], index_vector_dim = 2>
  } : (tensor<3x4x2xi64>, tensor<2x3x2xi64>, tensor<3xi64>) -> tensor<2x3x5x2xi64>
  return
}

// -----

func.func @dynamic_gather_c13(%operand: tensor<3x4x2xi64>, %indices: tensor<2x3x2xi64>) {
  %sizes = stablehlo.constant dense<[1, 2, 2]> : tensor<3xi64>
  // expected-error @+2 {{inferred type(s) 'tensor<2x3x2x2xi64>' are incompatible with return type(s) of operation 'tensor<2x3x3x2xi64>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.dynamic_gather"(%operand, %indices, %sizes) {
    dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [1, 0], index_vector_dim = 2>
  } : (tensor<3x4x2xi64>, tensor<2x3x2xi64>, tensor<3xi64>) -> tensor<2x3x3x2xi64>
  return
}

// -----

func.func @dynamic_gather_unknown_sizes(%operand: tensor<3x4x2xi64>, %indices: tensor<2x3x2xi64>, %sizes: tensor<3xi64>) {
  // Sizes known at run time only: the offset dimensions may be anything.
  %0 = "stablehlo.dynamic_gather"(%operand, %indices, %sizes) {
    dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [1, 0], index_vector_dim = 2>
  } : (tensor<3x4x2xi64>, tensor<2x3x2xi64>, tensor<3xi64>) -> tensor<2x3x7x9xi64>
  return
}

// -----

func.func @dynamic_gather_c14(%operand: tensor<3x4x2xi64>, %indices: tensor<2x3x2xi64>, %sizes: tensor<3xi64>) {
  // expected-error @+2 {{inferred type(s) 'tensor<2x3x?x?xi64>' are incompatible with return type(s) of operation 'tensor<2x3x2x2xi32>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.dynamic_gather"(%operand, %indices, %sizes) {
    dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [1, 0], index_vector_dim = 2>
  } : (tensor<3x4x2xi64>, tensor<2x3x2xi64>, tensor<3xi64>) -> tensor<2x3x2x2xi32>
  return
}

// -----

func.func @scatter_c1(%a: tensor<3x4x2xi64>, %b: tensor<3x4x3xi64>, %indices: tensor<2x3x2xi64>, %u: tensor<2x3x2x2xi64>) {
  // expected-error @+1 {{Not all inputs have compatible shapes.}}
  %0:2 = "stablehlo.scatter"(%a, %b, %indices, %u, %u) ({
  ^bb0(%x: tensor<i64>, %y: tensor<i64>, %z: tensor<i64>, %w: tensor<i64>):
    "stablehlo.return"(%x, %y) : (tensor<i64>, tensor<i64>) -> ()
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2, 3], inserted_window_dims = [0], scatter_dims_to_operand_dims = [1, 0], index_vector_dim = 2>} : (tensor<3x4x2xi64>, tensor<3x4x3xi64>, tensor<2x3x2xi64>, tensor<2x3x2x2xi64>, tensor<2x3x2x2xi64>) -> (tensor<3x4x2xi64>, tensor<3x4x3xi64>)
  return
}

// -----

func.func @scatter_c2(%input: tensor<3x4x2xi64>, %indices: tensor<2x3x2xi64>, %updates: tensor<2x3x2x2xi64>) {
  // expected-error @+1 {{Expects rank-of operand to match size-of('update_window_dims') + size-of('inserted_window_dims') + size-of('input_batching_dims') i.e. 2 but got 3.}}
  %0 = "stablehlo.scatter"(%input, %indices, %updates) ({
  ^bb0(%a: tensor<i64>, %b: tensor<i64>):
    "stablehlo.return"(%a) : (tensor<i64>) -> ()
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2, 3], inserted_window_dims = [], scatter_dims_to_operand_dims = [1, 0], index_vector_dim = 2>} : (tensor<3x4x2xi64>, tensor<2x3x2xi64>, tensor<2x3x2x2xi64>) -> tensor<3x4x2xi64>
  return
}

// -----

func.func @scatter_c3(%a: tensor<3x4x2xi64>, %indices: tensor<2x3x2xi64>, %u: tensor<2x3x2x2xi64>, %v: tensor<2x3x2x1xi64>) {
  // expected-error @+1 {{Not all updates have compatible shapes.}}
  %0:2 = "stablehlo.scatter"(%a, %a, %indices, %u, %v) ({
  ^bb0(%x: tensor<i64>, %y: tensor<i64>, %z: tensor<i64>, %w: tensor<i64>):
    "stablehlo.return"(%x, %y) : (tensor<i64>, tensor<i64>) -> ()
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2, 3], inserted_window_dims = [0], scatter_dims_to_operand_dims = [1, 0], index_vector_dim = 2>} : (tensor<3x4x2xi64>, tensor<3x4x2xi64>, tensor<2x3x2xi64>, tensor<2x3x2x2xi64>, tensor<2x3x2x1xi64>) -> (tensor<3x4x2xi64>, tensor<3x4x2xi64>)
  return
}

// -----

func.func @scatter_c4_rank(%input: tensor<3x4x2xi64>, %indices: tensor<2x3x2xi64>, %updates: tensor<2x3x2xi64>) {
  // expected-error @+1 {{expects updates tensor must be of rank 4 ( == rank-of('scatter_indices') - 1 + size-of('update_window_dims'), where 'scatter_indices' is expanded by a trailing 1 dimension if 'index_vector_dim' == rank-of('scatter_indices')), but got 3.}}
  %0 = "stablehlo.scatter"(%input, %indices, %updates) ({
  ^bb0(%a: tensor<i64>, %b: tensor<i64>):
    "stablehlo.return"(%a) : (tensor<i64>) -> ()
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2, 3], inserted_window_dims = [0], scatter_dims_to_operand_dims = [1, 0], index_vector_dim = 2>} : (tensor<3x4x2xi64>, tensor<2x3x2xi64>, tensor<2x3x2xi64>) -> tensor<3x4x2xi64>
  return
}

// -----

func.func @scatter_c4_window(%input: tensor<3x4x2xi64>, %indices: tensor<2x3x2xi64>, %updates: tensor<2x3x5x2xi64>) {
  // expected-error @+1 {{expects bounds of the window dimensions of updates to not exceed the bounds of the corresponding dimensions of operand. For dimension 2, updates bound is 5, operand bound is 4.}}
  %0 = "stablehlo.scatter"(%input, %indices, %updates) ({
  ^bb0(%a: tensor<i64>, %b: tensor<i64>):
    "stablehlo.return"(%a) : (tensor<i64>) -> ()
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2, 3], inserted_window_dims = [0], scatter_dims_to_operand_dims = [1, 0], index_vector_dim = 2>} : (tensor<3x4x2xi64>, tensor<2x3x2xi64>, tensor<2x3x5x2xi64>) -> tensor<3x4x2xi64>
  return
}

// -----

func.func @scatter_c4_scatter(%input: tensor<3x4x2xi64>, %indices: tensor<2x3x2xi64>, %updates: tensor<2x4x2x2xi64>) {
  // expected-error @+1 {{expects bounds of the scatter dimensions of updates to be same as the bounds of the corresponding dimensions of scatter indices. For scatter dimension 1, updates bound is 4 , scatter_indices bound is 3.}}
  %0 = "stablehlo.scatter"(%input, %indices, %updates) ({
  ^bb0(%a: tensor<i64>, %b: tensor<i64>):
    "stablehlo.return"(%a) : (tensor<i64>) -> ()
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2, 3], inserted_window_dims = [0], scatter_dims_to_operand_dims = [1, 0], index_vector_dim = 2>} : (tensor<3x4x2xi64>, tensor<2x3x2xi64>, tensor<2x4x2x2xi64>) -> tensor<3x4x2xi64>
  return
}

// -----

func.func @scatter_c5(%a: tensor<3x4x2xi64>, %indices: tensor<2x3x2xi64>, %u: tensor<2x3x2x2xi64>) {
  // expected-error @+1 {{expects inputs, scatter_indices and as many updates as inputs, but got 4 operands}}
  %0 = "stablehlo.scatter"(%a, %indices, %u, %u) ({
  ^bb0(%x: tensor<i64>, %y: tensor<i64>):
    "stablehlo.return"(%x) : (tensor<i64>) -> ()
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2, 3], inserted_window_dims = [0], scatter_dims_to_operand_dims = [1, 0], index_vector_dim = 2>} : (tensor<3x4x2xi64>, tensor<2x3x2xi64>, tensor<2x3x2x2xi64>, tensor<2x3x2x2xi64>) -> tensor<3x4x2xi64>
  return
}

// -----

func.func @scatter_c6(%input: tensor<3x4x2xi64>, %indices: tensor<2x3x2xi64>, %updates: tensor<2x3x2x2xi32>) {
  // expected-error @+1 {{expects the element type of updates #0 ('i32') to be the element type of inputs #0 ('i64')}}
  %0 = "stablehlo.scatter"(%input, %indices, %updates) ({
  ^bb0(%a: tensor<i64>, %b: tensor<i64>):
    "stablehlo.return"(%a) : (tensor<i64>) -> ()
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2, 3], inserted_window_dims = [0], scatter_dims_to_operand_dims = [1, 0], index_vector_dim = 2>} : (tensor<3x4x2xi64>, tensor<2x3x2xi64>, tensor<2x3x2x2xi32>) -> tensor<3x4x2xi64>
  return
}

// -----

func.func @scatter_c7_sorted(%input: tensor<3x4x2xi64>, %indices: tensor<2x3x2xi64>, %updates: tensor<2x3x2x2xi64>) {
  // expected-error @+1 {{Expects update_window_dims to be sorted; got: [3, 2].}}
  %0 = "stablehlo.scatter"(%input, %indices, %updates) ({
  ^bb0(%a: tensor<i64>, %b: tensor<i64>):
    "stablehlo.return"(%a) : (tensor<i64>) -> ()
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [3, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [1, 0], index_vector_dim = 2>} : (tensor<3x4x2xi64>, tensor<2x3x2xi64>, tensor<2x3x2x2xi64>) -> tensor<3x4x2xi64>
  return
}

// -----

func.func @scatter_c7_unique(%input: tensor<3x4x2xi64>, %indices: tensor<2x3x2xi64>, %updates: tensor<2x3x2x2xi64>) {
  // expected-error @+1 {{Expects update_window_dims to not repeat; got: [2, 2].}}
  %0 = "stablehlo.scatter"(%input, %indices, %updates) ({
  ^bb0(%a: tensor<i64>, %b: tensor<i64>):
    "stablehlo.return"(%a) : (tensor<i64>) -> ()
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [1, 0], index_vector_dim = 2>} : (tensor<3x4x2xi64>, tensor<2x3x2xi64>, tensor<2x3x2x2xi64>) -> tensor<3x4x2xi64>
  return
}

// -----

func.func @scatter_c8(%input: tensor<3x4x2xi64>, %indices: tensor<2x3x2xi64>, %updates: tensor<2x3x2x2xi64>) {
  // expected-error @+1 {{Expects each element of update_window_dims to be in range [0, rank-of('updates')) i.e. [0, 4). got: 4.}}
  %0 = "stablehlo.scatter"(%input, %indices, %updates) ({
  ^bb0(%a: tensor<i64>, %b: tensor<i64>):
    "stablehlo.return"(%a) : (tensor<i64>) -> ()
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2, 4], inserted_window_dims = [0], scatter_dims_to_operand_dims = [1, 0], index_vector_dim = 2>} : (tensor<3x4x2xi64>, tensor<2x3x2xi64>, tensor<2x3x2x2xi64>) -> tensor<3x4x2xi64>
  return
}

// -----

func.func @scatter_c9(%input: tensor<2x3x4x2xi64>, %indices: tensor<2x2x3x2xi64>, %updates: tensor<2x2x3x2x2xi64>) {
  // expected-error @+1 {{has duplicated dimension from inserted_window_dims and input_batching_dims: 0}}
  %0 = "stablehlo.scatter"(%input, %indices, %updates) ({
  ^bb0(%a: tensor<i64>, %b: tensor<i64>):
    "stablehlo.return"(%a) : (tensor<i64>) -> ()
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [3, 4], inserted_window_dims = [0], input_batching_dims = [0], scatter_indices_batching_dims = [1], scatter_dims_to_operand_dims = [2, 1], index_vector_dim = 3>} : (tensor<2x3x4x2xi64>, tensor<2x2x3x2xi64>, tensor<2x2x3x2x2xi64>) -> tensor<2x3x4x2xi64>
  return
}

// -----

func.func @scatter_c10(%input: tensor<3x4x2xi64>, %indices: tensor<2x3x2xi64>, %updates: tensor<2x3x2xi64>) {
  // expected-error @+1 {{Expects inserted_window_dims to be sorted; got: [1, 0].}}
  %0 = "stablehlo.scatter"(%input, %indices, %updates) ({
  ^bb0(%a: tensor<i64>, %b: tensor<i64>):
    "stablehlo.return"(%a) : (tensor<i64>) -> ()
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [1, 0], scatter_dims_to_operand_dims = [1, 0], index_vector_dim = 2>} : (tensor<3x4x2xi64>, tensor<2x3x2xi64>, tensor<2x3x2xi64>) -> tensor<3x4x2xi64>
  return
}

// -----

func.func @scatter_c11(%input: tensor<3x4x2xi64>, %indices: tensor<2x3x2xi64>, %updates: tensor<2x3x2x2xi64>) {
  // expected-error @+1 {{Expects each element of inserted_window_dims to be in range [0, rank-of('operand')) i.e. [0, 3). got: 3.}}
  %0 = "stablehlo.scatter"(%input, %indices, %updates) ({
  ^bb0(%a: tensor<i64>, %b: tensor<i64>):
    "stablehlo.return"(%a) : (tensor<i64>) -> ()
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2, 3], inserted_window_dims = [3], scatter_dims_to_operand_dims = [1, 0], index_vector_dim = 2>} : (tensor<3x4x2xi64>, tensor<2x3x2xi64>, tensor<2x3x2x2xi64>) -> tensor<3x4x2xi64>
  return
}

// -----

func.func @scatter_c12(%input: tensor<2x3x4x2xi64>, %indices: tensor<2x2x3x2xi64>, %updates: tensor<2x2x3x2x2xi64>) {
  // expected-error @+1 {{Expects input_batching_dims to be sorted; got: [1, 0].}}
  %0 = "stablehlo.scatter"(%input, %indices, %updates) ({
  ^bb0(%a: tensor<i64>, %b: tensor<i64>):
    "stablehlo.return"(%a) : (tensor<i64>) -> ()
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [3, 4], inserted_window_dims = [], input_batching_dims = [1, 0], scatter_indices_batching_dims = [1, 0], scatter_dims_to_operand_dims = [2, 3], index_vector_dim = 3>} : (tensor<2x3x4x2xi64>, tensor<2x2x3x2xi64>, tensor<2x2x3x2x2xi64>) -> tensor<2x3x4x2xi64>
  return
}

// -----

func.func @scatter_c13(%input: tensor<2x3x4x2xi64>, %indices: tensor<2x2x3x2xi64>, %updates: tensor<2x2x3x2x2xi64>) {
  // expected-error @+1 {{Expects each element of input_batching_dims to be in range [0, rank-of('operand')) i.e. [0, 4). got: 4.}}
  %0 = "stablehlo.scatter"(%input, %indices, %updates) ({
  ^bb0(%a: tensor<i64>, %b: tensor<i64>):
    "stablehlo.return"(%a) : (tensor<i64>) -> ()
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [3, 4], inserted_window_dims = [1], input_batching_dims = [4], scatter_indices_batching_dims = [1], scatter_dims_to_operand_dims = [2, 1], index_vector_dim = 3>} : (tensor<2x3x4x2xi64>, tensor<2x2x3x2xi64>, tensor<2x2x3x2x2xi64>) -> tensor<2x3x4x2xi64>
  return
}

// -----

func.func @scatter_c14(%input: tensor<2x3x4x2xi64>, %indices: tensor<2x2x3x2xi64>, %updates: tensor<2x2x3x2x2xi64>) {
  // expected-error @+1 {{Expects scatter_indices_batching_dims to not repeat; got: [1, 1].}}
  %0 = "stablehlo.scatter"(%input, %indices, %updates) ({
  ^bb0(%a: tensor<i64>, %b: tensor<i64>):
    "stablehlo.return"(%a) : (tensor<i64>) -> ()
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [3, 4], inserted_window_dims = [], input_batching_dims = [0, 1], scatter_indices_batching_dims = [1, 1], scatter_dims_to_operand_dims = [2, 1], index_vector_dim = 3>} : (tensor<2x3x4x2xi64>, tensor<2x2x3x2xi64>, tensor<2x2x3x2x2xi64>) -> tensor<2x3x4x2xi64>
  return
}

// -----

func.func @scatter_c15(%input: tensor<2x3x4x2xi64>, %indices: tensor<2x2x3x2xi64>, %updates: tensor<2x2x3x2x2xi64>) {
  // expected-error @+1 {{Expects each element of scatter_indices_batching_dims to be in range [0, rank-of('scatter_indices')) i.e. [0, 4). got: 4.}}
  %0 = "stablehlo.scatter"(%input, %indices, %updates) ({
  ^bb0(%a: tensor<i64>, %b: tensor<i64>):
    "stablehlo.return"(%a) : (tensor<i64>) -> ()
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [3, 4], inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [4], scatter_dims_to_operand_dims = [2, 1], index_vector_dim = 3>} : (tensor<2x3x4x2xi64>, tensor<2x2x3x2xi64>, tensor<2x2x3x2x2xi64>) -> tensor<2x3x4x2xi64>
  return
}

// -----

func.func @scatter_c16(%input: tensor<2x3x4x2xi64>, %indices: tensor<2x2x3x2xi64>, %updates: tensor<2x2x3x2x2xi64>) {
  // expected-error @+1 {{expects scatter_indices_batching_dims not to include index_vector_dim 3.}}
  %0 = "stablehlo.scatter"(%input, %indices, %updates) ({
  ^bb0(%a: tensor<i64>, %b: tensor<i64>):
    "stablehlo.return"(%a) : (tensor<i64>) -> ()
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [3, 4], inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [3], scatter_dims_to_operand_dims = [2, 1], index_vector_dim = 3>} : (tensor<2x3x4x2xi64>, tensor<2x2x3x2xi64>, tensor<2x2x3x2x2xi64>) -> tensor<2x3x4x2xi64>
  return
}

// -----

func.func @scatter_c17(%input: tensor<2x3x4x2xi64>, %indices: tensor<2x2x3x2xi64>, %updates: tensor<2x2x3x2x2xi64>) {
  // expected-error @+1 {{input_batching_dims and scatter_indices_batching_dims should have the same size.}}
  %0 = "stablehlo.scatter"(%input, %indices, %updates) ({
  ^bb0(%a: tensor<i64>, %b: tensor<i64>):
    "stablehlo.return"(%a) : (tensor<i64>) -> ()
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [3, 4], inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0, 1], scatter_dims_to_operand_dims = [2, 1], index_vector_dim = 3>} : (tensor<2x3x4x2xi64>, tensor<2x2x3x2xi64>, tensor<2x2x3x2x2xi64>) -> tensor<2x3x4x2xi64>
  return
}

// -----

func.func @scatter_c18(%input: tensor<2x3x4x2xi64>, %indices: tensor<2x2x3x2xi64>, %updates: tensor<2x2x3x2x2xi64>) {
  // expected-error @+1 {{input_batching_dims[0] and scatter_indices_batching_dims[0] must have compatible sizes, but got 2 and 3.}}
  %0 = "stablehlo.scatter"(%input, %indices, %updates) ({
  ^bb0(%a: tensor<i64>, %b: tensor<i64>):
    "stablehlo.return"(%a) : (tensor<i64>) -> ()
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [3, 4], inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [2], scatter_dims_to_operand_dims = [2, 1], index_vector_dim = 3>} : (tensor<2x3x4x2xi64>, tensor<2x2x3x2xi64>, tensor<2x2x3x2x2xi64>) -> tensor<2x3x4x2xi64>
  return
}

// -----

func.func @scatter_c19(%input: tensor<3x4x2xi64>, %indices: tensor<2x3x2xi64>, %updates: tensor<2x3x2x2xi64>) {
  // expected-error @+1 {{Scatter op has 1 elements in scatter_dims_to_operand_dims and the bound of dimension index_vector_dim=2 of scatter_indices is 2. These two numbers must be equal.}}
  %0 = "stablehlo.scatter"(%input, %indices, %updates) ({
  ^bb0(%a: tensor<i64>, %b: tensor<i64>):
    "stablehlo.return"(%a) : (tensor<i64>) -> ()
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2, 3], inserted_window_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>} : (tensor<3x4x2xi64>, tensor<2x3x2xi64>, tensor<2x3x2x2xi64>) -> tensor<3x4x2xi64>
  return
}

// -----

func.func @scatter_c20(%input: tensor<2x3x4x2xi64>, %indices: tensor<2x2x3x2xi64>, %updates: tensor<2x2x3x2x2xi64>) {
  // expected-error @+1 {{has duplicated dimension from scatter_dims_to_operand_dims and input_batching_dims: 0}}
  %0 = "stablehlo.scatter"(%input, %indices, %updates) ({
  ^bb0(%a: tensor<i64>, %b: tensor<i64>):
    "stablehlo.return"(%a) : (tensor<i64>) -> ()
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [3, 4], inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 3>} : (tensor<2x3x4x2xi64>, tensor<2x2x3x2xi64>, tensor<2x2x3x2x2xi64>) -> tensor<2x3x4x2xi64>
  return
}

// -----

func.func @scatter_c21(%input: tensor<3x4x2xi64>, %indices: tensor<2x3x2xi64>, %updates: tensor<2x3x2x2xi64>) {
  // expected-error @+1 {{Expects each element of scatter_dims_to_operand_dims to be in range [0, rank-of('operand')) i.e. [0, 3). got: 3.}}
  %0 = "stablehlo.scatter"(%input, %indices, %updates) ({
  ^bb0(%a: tensor<i64>, %b: tensor<i64>):
    "stablehlo.return"(%a) : (tensor<i64>) -> ()
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2, 3], inserted_window_dims = [0], scatter_dims_to_operand_dims = [3, 0], index_vector_dim = 2>} : (tensor<3x4x2xi64>, tensor<2x3x2xi64>, tensor<2x3x2x2xi64>) -> tensor<3x4x2xi64>
  return
}

// -----

func.func @scatter_c22(%input: tensor<3x4x2xi64>, %indices: tensor<2x3x2xi64>, %updates: tensor<2x3x2x2xi64>) {
  // expected-error @+1 {{Expects index_vector_dim to be in range [0, rank-of('scatter_indices')] i.e. [0, 3]. got: 4.}}
  %0 = "stablehlo.scatter"(%input, %indices, %updates) ({
  ^bb0(%a: tensor<i64>, %b: tensor<i64>):
    "stablehlo.return"(%a) : (tensor<i64>) -> ()
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2, 3], inserted_window_dims = [0], scatter_dims_to_operand_dims = [1, 0], index_vector_dim = 4>} : (tensor<3x4x2xi64>, tensor<2x3x2xi64>, tensor<2x3x2x2xi64>) -> tensor<3x4x2xi64>
  return
}

// -----

func.func @scatter_c23(%input: tensor<3x4x2xi64>, %indices: tensor<2x3x2xi64>, %updates: tensor<2x3x2x2xi64>) {
  // expected-error @+1 {{The type of reduction-region's parameter at index 1 is different than the corresponding result type: 'tensor<i32>' vs 'tensor<i64>'}}
  %0 = "stablehlo.scatter"(%input, %indices, %updates) ({
  ^bb0(%a: tensor<i64>, %b: tensor<i32>):
    "stablehlo.return"(%a) : (tensor<i64>) -> ()
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2, 3], inserted_window_dims = [0], scatter_dims_to_operand_dims = [1, 0], index_vector_dim = 2>} : (tensor<3x4x2xi64>, tensor<2x3x2xi64>, tensor<2x3x2x2xi64>) -> tensor<3x4x2xi64>
  return
}

// -----

func.func @scatter_c24(%input: tensor<3x4x2xi64>, %indices: tensor<2x3x2xi64>, %updates: tensor<2x3x2x2xi64>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{inferred type(s) 'tensor<3x4x2xi64>' are incompatible with return type(s) of operation 'tensor<3x4x3xi64>'}}
  %0 = "stablehlo.scatter"(%input, %indices, %updates) ({
  ^bb0(%a: tensor<i64>, %b: tensor<i64>):
    "stablehlo.return"(%a) : (tensor<i64>) -> ()
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2, 3], inserted_window_dims = [0], scatter_dims_to_operand_dims = [1, 0], index_vector_dim = 2>} : (tensor<3x4x2xi64>, tensor<2x3x2xi64>, tensor<2x3x2x2xi64>) -> tensor<3x4x3xi64>
  return
}

// -----

func.func @scatter_c25(%input: tensor<3x4x2xi64>, %indices: tensor<2x3x2xi64>, %updates: tensor<2x3x2x2xi64>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{inferred type(s) 'tensor<3x4x2xi64>' are incompatible with return type(s) of operation 'tensor<3x4x2xi32>'}}
  %0 = "stablehlo.scatter"(%input, %indices, %updates) ({
  ^bb0(%a: tensor<i64>, %b: tensor<i64>):
    "stablehlo.return"(%a) : (tensor<i64>) -> ()
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2, 3], inserted_window_dims = [0], scatter_dims_to_operand_dims = [1, 0], index_vector_dim = 2>} : (tensor<3x4x2xi64>, tensor<2x3x2xi64>, tensor<2x3x2x2xi64>) -> tensor<3x4x2xi32>
  return
}
