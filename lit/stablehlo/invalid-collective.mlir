// RUN: ncc-opt %s -split-input-file -verify-diagnostics

// Collectives and point-to-point communication: the spec's constraints
// (all_gather_c*, all_reduce_c*, all_to_all_c*, collective_broadcast_c*,
// collective_permute_c*, collective_reduce_c*, reduce_scatter_c*, send_c*,
// recv_c*). Sizes that depend on the number of processes are checked only
// where the replica groups fix them (reduce_scatter; all_gather checks only
// the multiple, as stablehlo-opt does).
func.func @all_gather_c1(%a: tensor<2x4xi64>) {
  // expected-error @+1 {{all_gather_dim must be a valid index of operand}}
  %0 = "stablehlo.all_gather"(%a) {all_gather_dim = 2 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x4xi64>) -> tensor<2x8xi64>
  return
}

// -----

func.func @all_gather_c2(%a: tensor<2x4xi64>) {
  // expected-error @+1 {{replica id #1 seen more than once}}
  %0 = "stablehlo.all_gather"(%a) {all_gather_dim = 1 : i64, replica_groups = dense<[[1, 1]]> : tensor<1x2xi64>} : (tensor<2x4xi64>) -> tensor<2x8xi64>
  return
}

// -----

func.func @all_gather_c4(%a: tensor<2x4xi64>) {
  // expected-error @+1 {{replica id #1 not seen in replica groups}}
  %0 = "stablehlo.all_gather"(%a) {all_gather_dim = 1 : i64, replica_groups = dense<[[0, 2]]> : tensor<1x2xi64>} : (tensor<2x4xi64>) -> tensor<2x8xi64>
  return
}

// -----

func.func @all_gather_c5(%a: tensor<2x4xi64>) {
  // expected-error @+1 {{channel_id cannot be negative when useGlobalDeviceIds is set}}
  %0 = "stablehlo.all_gather"(%a) {all_gather_dim = 1 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, channel_handle = #stablehlo.channel_handle<handle = -1, type = 0>, use_global_device_ids} : (tensor<2x4xi64>) -> tensor<2x8xi64>
  return
}

// -----

func.func @all_gather_c5_empty(%a: tensor<2x4xi64>) {
  // expected-error @+1 {{if `use_global_device_ids` is set, the replica groups cannot be empty}}
  %0 = "stablehlo.all_gather"(%a) {all_gather_dim = 1 : i64, replica_groups = dense<> : tensor<0x0xi64>, channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, use_global_device_ids} : (tensor<2x4xi64>) -> tensor<2x8xi64>
  return
}

// -----

func.func @all_gather_c6_rank(%a: tensor<2x4xi64>) {
  // expected-error @+1 {{operand and result must have the same rank}}
  %0 = "stablehlo.all_gather"(%a) {all_gather_dim = 1 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x4xi64>) -> tensor<2x8x1xi64>
  return
}

// -----

func.func @all_gather_c6_dims(%a: tensor<2x4xi64>) {
  // expected-error @+1 {{operand and result should have the same shape except for the dimension size at 'all_gather_dim'}}
  %0 = "stablehlo.all_gather"(%a) {all_gather_dim = 1 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x4xi64>) -> tensor<3x8xi64>
  return
}

// -----

func.func @all_gather_c6_gather(%a: tensor<2x4xi64>) {
  // expected-error @+1 {{result gather dimension has size 6, expected to be a multiple of operand gather dimension size 4}}
  %0 = "stablehlo.all_gather"(%a) {all_gather_dim = 1 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x4xi64>) -> tensor<2x6xi64>
  return
}

// -----

func.func @all_reduce_c1(%a: tensor<2x4xi64>) {
  // expected-error @+1 {{replica id #0 seen more than once}}
  %0 = "stablehlo.all_reduce"(%a) ({
  ^bb0(%x: tensor<i64>, %y: tensor<i64>):
    "stablehlo.return"(%x) : (tensor<i64>) -> ()
  }) {replica_groups = dense<[[0, 0]]> : tensor<1x2xi64>} : (tensor<2x4xi64>) -> tensor<2x4xi64>
  return
}

// -----

func.func @all_reduce_c4(%a: tensor<2x4xi64>) {
  // expected-error @+1 {{channel_id must be positive when useGlobalDeviceIds is set but got: 0}}
  %0 = "stablehlo.all_reduce"(%a) ({
  ^bb0(%x: tensor<i64>, %y: tensor<i64>):
    "stablehlo.return"(%x) : (tensor<i64>) -> ()
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, use_global_device_ids} : (tensor<2x4xi64>) -> tensor<2x4xi64>
  return
}

// -----

func.func @all_reduce_c5(%a: tensor<2x4xi64>) {
  // expected-error @+1 {{The element-type of reduction-region's result type at index 0 is expected to be promotable from the op's corresponding init-value element-type: 'tensor<i32>' vs 'tensor<i64>'}}
  %0 = "stablehlo.all_reduce"(%a) ({
  ^bb0(%x: tensor<i32>, %y: tensor<i32>):
    "stablehlo.return"(%x) : (tensor<i32>) -> ()
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x4xi64>) -> tensor<2x4xi64>
  return
}

// -----

func.func @all_reduce_c5_args(%a: tensor<2x4xi64>) {
  // expected-error @+1 {{The type of reduction-region's parameter at index 1 is different than the corresponding result type: 'tensor<f32>' vs 'tensor<i64>'}}
  %0 = "stablehlo.all_reduce"(%a) ({
  ^bb0(%x: tensor<i64>, %y: tensor<f32>):
    "stablehlo.return"(%x) : (tensor<i64>) -> ()
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x4xi64>) -> tensor<2x4xi64>
  return
}

// -----

func.func @all_reduce_c6(%a: tensor<2x4xi64>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{inferred type(s) 'tensor<2x4xi64>' are incompatible with return type(s) of operation 'tensor<4x2xi64>'}}
  %0 = "stablehlo.all_reduce"(%a) ({
  ^bb0(%x: tensor<i64>, %y: tensor<i64>):
    "stablehlo.return"(%x) : (tensor<i64>) -> ()
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x4xi64>) -> tensor<4x2xi64>
  return
}

// -----

func.func @all_reduce_c5_variadic(%a: tensor<2xi64>, %b: tensor<2xi8>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{inferred type(s) 'tensor<2xi64>', 'tensor<2xi64>' are incompatible with return type(s) of operation 'tensor<2xi64>', 'tensor<2xi8>'}}
  %0:2 = "stablehlo.all_reduce"(%a, %b) ({
  ^bb0(%x: tensor<i64>, %y: tensor<i64>):
    "stablehlo.return"(%x) : (tensor<i64>) -> ()
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2xi64>, tensor<2xi8>) -> (tensor<2xi64>, tensor<2xi8>)
  return
}

// -----

func.func @all_to_all_c1(%a: tensor<2x4xi64>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{AllToAll split_dimension 2 is out-of-bounds for input rank 2}}
  %0 = "stablehlo.all_to_all"(%a) {split_dimension = 2 : i64, concat_dimension = 0 : i64, split_count = 2 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x4xi64>) -> tensor<4x2xi64>
  return
}

// -----

func.func @all_to_all_c2(%a: tensor<2x3xi64>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{split dimension has size 3, expected to be a multiple of split_count 2}}
  %0 = "stablehlo.all_to_all"(%a) {split_dimension = 1 : i64, concat_dimension = 0 : i64, split_count = 2 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x3xi64>) -> tensor<4x2xi64>
  return
}

// -----

func.func @all_to_all_c3(%a: tensor<2x4xi64>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{AllToAll concat_dimension 2 is out-of-bounds for input rank 2}}
  %0 = "stablehlo.all_to_all"(%a) {split_dimension = 1 : i64, concat_dimension = 2 : i64, split_count = 2 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x4xi64>) -> tensor<4x2xi64>
  return
}

// -----

func.func @all_to_all_c5(%a: tensor<2x4xi64>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{replica id #0 seen more than once}}
  %0 = "stablehlo.all_to_all"(%a) {split_dimension = 1 : i64, concat_dimension = 0 : i64, split_count = 2 : i64, replica_groups = dense<[[0, 0]]> : tensor<1x2xi64>} : (tensor<2x4xi64>) -> tensor<4x2xi64>
  return
}

// -----

func.func @all_to_all_c8(%a: tensor<2x4xi64>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{group size of replica_groups must be 2}}
  %0 = "stablehlo.all_to_all"(%a) {split_dimension = 1 : i64, concat_dimension = 0 : i64, split_count = 2 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<2x4xi64>) -> tensor<4x2xi64>
  return
}

// -----

func.func @all_to_all_c9(%a: tensor<2x4xi64>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{inferred type(s) 'tensor<4x2xi64>' are incompatible with return type(s) of operation 'tensor<2x4xi64>'}}
  %0 = "stablehlo.all_to_all"(%a) {split_dimension = 1 : i64, concat_dimension = 0 : i64, split_count = 2 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x4xi64>) -> tensor<2x4xi64>
  return
}

// -----

func.func @collective_broadcast_c1(%a: tensor<2x4xi64>) {
  // expected-error @+1 {{replica id #1 seen more than once}}
  %0 = "stablehlo.collective_broadcast"(%a) {replica_groups = dense<[[1, 1]]> : tensor<1x2xi64>} : (tensor<2x4xi64>) -> tensor<2x4xi64>
  return
}

// -----

func.func @collective_broadcast_c2(%a: tensor<2x4xi64>) {
  // expected-error @+1 {{replica_groups values must be positive, but was given -2}}
  %0 = "stablehlo.collective_broadcast"(%a) {replica_groups = dense<[[0, -2]]> : tensor<1x2xi64>} : (tensor<2x4xi64>) -> tensor<2x4xi64>
  return
}

// -----

func.func @collective_broadcast_c3(%a: tensor<2x4xi64>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{inferred type(s) 'tensor<2x4xi64>' are incompatible with return type(s) of operation 'tensor<2x4xi32>'}}
  %0 = "stablehlo.collective_broadcast"(%a) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x4xi64>) -> tensor<2x4xi32>
  return
}

// -----

func.func @collective_broadcast_c4(%a: tensor<2x4xi64>, %root: tensor<2xi32>) {
  // expected-error @+1 {{last operand of collective_broadcast with has_dynamic_root=true must have the same number of elements as data operands (1), but got 2}}
  %0 = "stablehlo.collective_broadcast"(%a, %root) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, has_dynamic_root} : (tensor<2x4xi64>, tensor<2xi32>) -> tensor<2x4xi64>
  return
}

// -----

func.func @collective_broadcast_c5(%a: tensor<2x4xi64>, %root: tensor<1xi32>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{inferred type(s) 'tensor<2x4xi64>' are incompatible with return type(s) of operation 'tensor<2x4xi64>', 'tensor<1xi32>'}}
  %0:2 = "stablehlo.collective_broadcast"(%a, %root) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, has_dynamic_root} : (tensor<2x4xi64>, tensor<1xi32>) -> (tensor<2x4xi64>, tensor<1xi32>)
  return
}

// -----

func.func @collective_broadcast_c6(%a: tensor<2x4xi64>) {
  %root = stablehlo.constant dense<[2]> : tensor<1xi32>
  // expected-error @+1 {{expects each root to be in range [0, 2), the size of a replica group, but got 2}}
  %0 = "stablehlo.collective_broadcast"(%a, %root) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, has_dynamic_root} : (tensor<2x4xi64>, tensor<1xi32>) -> tensor<2x4xi64>
  return
}

// -----

func.func @collective_permute_c1(%a: tensor<2x4xi64>) {
  // expected-error @+1 {{expect source_target_pairs attribute of shape (N, 2), but got (1, 3)}}
  %0 = "stablehlo.collective_permute"(%a) {source_target_pairs = dense<[[0, 1, 2]]> : tensor<1x3xi64>} : (tensor<2x4xi64>) -> tensor<2x4xi64>
  return
}

// -----

func.func @collective_permute_c2(%a: tensor<2x4xi64>) {
  // expected-error @+1 {{duplicate sources not allowed.}}
  %0 = "stablehlo.collective_permute"(%a) {source_target_pairs = dense<[[0, 1], [0, 2]]> : tensor<2x2xi64>} : (tensor<2x4xi64>) -> tensor<2x4xi64>
  return
}

// -----

func.func @collective_permute_c3(%a: tensor<2x4xi64>) {
  // expected-error @+1 {{duplicate targets not allowed.}}
  %0 = "stablehlo.collective_permute"(%a) {source_target_pairs = dense<[[0, 1], [2, 1]]> : tensor<2x2xi64>} : (tensor<2x4xi64>) -> tensor<2x4xi64>
  return
}

// -----

func.func @collective_permute_c4(%a: tensor<2x4xi64>) {
  // expected-error @+1 {{replica ids in source_target_pairs must be >= 0.}}
  %0 = "stablehlo.collective_permute"(%a) {source_target_pairs = dense<[[0, -1]]> : tensor<1x2xi64>} : (tensor<2x4xi64>) -> tensor<2x4xi64>
  return
}

// -----

func.func @collective_permute_c5(%a: tensor<2x4xi64>) {
  // expected-error @+1 {{requires compatible types for all operands and results}}
  %0 = "stablehlo.collective_permute"(%a) {source_target_pairs = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x4xi64>) -> tensor<4x2xi64>
  return
}

// -----

func.func @collective_reduce_c3(%a: tensor<4xi64>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{inferred type(s) 'tensor<4xi64>' are incompatible with return type(s) of operation 'tensor<2xi64>'}}
  %0 = "stablehlo.collective_reduce"(%a) ({
  ^bb0(%x: tensor<i64>, %y: tensor<i64>):
    "stablehlo.return"(%x) : (tensor<i64>) -> ()
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4xi64>) -> tensor<2xi64>
  return
}

// -----

func.func @collective_reduce_c4(%a: tensor<4xi64>) {
  // expected-error @+1 {{The element-type of reduction-region's result type at index 0 is expected to be promotable from the op's corresponding init-value element-type: 'tensor<i8>' vs 'tensor<i64>'}}
  %0 = "stablehlo.collective_reduce"(%a) ({
  ^bb0(%x: tensor<i8>, %y: tensor<i8>):
    "stablehlo.return"(%x) : (tensor<i8>) -> ()
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4xi64>) -> tensor<4xi64>
  return
}

// -----

func.func @reduce_scatter_c1(%a: tensor<2x4xi64>) {
  // expected-error @+1 {{operand scatter dimension has size 4, expected result scatter dimension size 1 times the replica group size 2}}
  %0 = "stablehlo.reduce_scatter"(%a) ({
  ^bb0(%x: tensor<i64>, %y: tensor<i64>):
    "stablehlo.return"(%x) : (tensor<i64>) -> ()
  }) {scatter_dimension = 1 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x4xi64>) -> tensor<2x1xi64>
  return
}

// -----

func.func @reduce_scatter_c1_multiple(%a: tensor<2x4xi64>) {
  // expected-error @+1 {{operand scatter dimension has size 4, expected to be a multiple of result scatter dimension size 3}}
  %0 = "stablehlo.reduce_scatter"(%a) ({
  ^bb0(%x: tensor<i64>, %y: tensor<i64>):
    "stablehlo.return"(%x) : (tensor<i64>) -> ()
  }) {scatter_dimension = 1 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x4xi64>) -> tensor<2x3xi64>
  return
}

// -----

func.func @reduce_scatter_c2(%a: tensor<2x4xi64>) {
  // expected-error @+1 {{scatter dim should be less than operand/result rank}}
  %0 = "stablehlo.reduce_scatter"(%a) ({
  ^bb0(%x: tensor<i64>, %y: tensor<i64>):
    "stablehlo.return"(%x) : (tensor<i64>) -> ()
  }) {scatter_dimension = 2 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x4xi64>) -> tensor<2x2xi64>
  return
}

// -----

func.func @reduce_scatter_c3(%a: tensor<2x4xi64>) {
  // expected-error @+1 {{replica id #1 seen more than once}}
  %0 = "stablehlo.reduce_scatter"(%a) ({
  ^bb0(%x: tensor<i64>, %y: tensor<i64>):
    "stablehlo.return"(%x) : (tensor<i64>) -> ()
  }) {scatter_dimension = 1 : i64, replica_groups = dense<[[1, 1]]> : tensor<1x2xi64>} : (tensor<2x4xi64>) -> tensor<2x2xi64>
  return
}

// -----

func.func @reduce_scatter_c5(%a: tensor<2x4xi64>) {
  // expected-error @+1 {{replica id #1 not seen in replica groups}}
  %0 = "stablehlo.reduce_scatter"(%a) ({
  ^bb0(%x: tensor<i64>, %y: tensor<i64>):
    "stablehlo.return"(%x) : (tensor<i64>) -> ()
  }) {scatter_dimension = 1 : i64, replica_groups = dense<[[0, 3]]> : tensor<1x2xi64>} : (tensor<2x4xi64>) -> tensor<2x2xi64>
  return
}

// -----

func.func @reduce_scatter_c6(%a: tensor<2x4xi64>) {
  // expected-error @+1 {{channel_id must be positive when useGlobalDeviceIds is set but got: 0}}
  %0 = "stablehlo.reduce_scatter"(%a) ({
  ^bb0(%x: tensor<i64>, %y: tensor<i64>):
    "stablehlo.return"(%x) : (tensor<i64>) -> ()
  }) {scatter_dimension = 1 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, use_global_device_ids} : (tensor<2x4xi64>) -> tensor<2x2xi64>
  return
}

// -----

func.func @reduce_scatter_c7(%a: tensor<2x4xi64>) {
  // expected-error @+1 {{The element-type of reduction-region's result type at index 0 is expected to be promotable from the op's corresponding init-value element-type: 'tensor<i32>' vs 'tensor<i64>'}}
  %0 = "stablehlo.reduce_scatter"(%a) ({
  ^bb0(%x: tensor<i32>, %y: tensor<i32>):
    "stablehlo.return"(%x) : (tensor<i32>) -> ()
  }) {scatter_dimension = 1 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x4xi64>) -> tensor<2x2xi32>
  return
}

// -----

func.func @reduce_scatter_c8(%a: tensor<2x4xi64>) {
  // expected-error @+1 {{non scatter dimensions should be same for operand (2) and result (3)}}
  %0 = "stablehlo.reduce_scatter"(%a) ({
  ^bb0(%x: tensor<i64>, %y: tensor<i64>):
    "stablehlo.return"(%x) : (tensor<i64>) -> ()
  }) {scatter_dimension = 1 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x4xi64>) -> tensor<3x2xi64>
  return
}

// -----

func.func @reduce_scatter_c9(%a: tensor<2x4xi32>) {
  // expected-error @+1 {{result element-type is expected to be 'i64', but got 'i32'}}
  %0 = "stablehlo.reduce_scatter"(%a) ({
  ^bb0(%x: tensor<i64>, %y: tensor<i64>):
    "stablehlo.return"(%x) : (tensor<i64>) -> ()
  }) {scatter_dimension = 1 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x4xi32>) -> tensor<2x2xi32>
  return
}

// -----

func.func @send_c1(%a: tensor<2xi64>, %t: !stablehlo.token) {
  // expected-error @+1 {{expect source_target_pairs attribute of shape (N, 2), but got (1, 1)}}
  %0 = "stablehlo.send"(%a, %t) {channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, is_host_transfer = false, source_target_pairs = dense<[[0]]> : tensor<1x1xi64>} : (tensor<2xi64>, !stablehlo.token) -> !stablehlo.token
  return
}

// -----

func.func @send_c2(%a: tensor<2xi64>, %t: !stablehlo.token) {
  // expected-error @+1 {{duplicate sources not allowed.}}
  %0 = "stablehlo.send"(%a, %t) {channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, is_host_transfer = false, source_target_pairs = dense<[[0, 1], [0, 2]]> : tensor<2x2xi64>} : (tensor<2xi64>, !stablehlo.token) -> !stablehlo.token
  return
}

// -----

func.func @send_c3(%a: tensor<2xi64>, %t: !stablehlo.token) {
  // expected-error @+1 {{duplicate targets not allowed.}}
  %0 = "stablehlo.send"(%a, %t) {channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, is_host_transfer = false, source_target_pairs = dense<[[0, 1], [2, 1]]> : tensor<2x2xi64>} : (tensor<2xi64>, !stablehlo.token) -> !stablehlo.token
  return
}

// -----

func.func @send_c4(%a: tensor<2xi64>, %t: !stablehlo.token) {
  // expected-error @+1 {{replica ids in source_target_pairs must be >= 0.}}
  %0 = "stablehlo.send"(%a, %t) {channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, is_host_transfer = false, source_target_pairs = dense<[[-1, 1]]> : tensor<1x2xi64>} : (tensor<2xi64>, !stablehlo.token) -> !stablehlo.token
  return
}

// -----

func.func @send_c5_device(%a: tensor<2xi64>, %t: !stablehlo.token) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{channel_type should be DEVICE_TO_DEVICE when is_host_transfer is false}}
  %0 = "stablehlo.send"(%a, %t) {channel_handle = #stablehlo.channel_handle<handle = 1, type = 2>, is_host_transfer = false} : (tensor<2xi64>, !stablehlo.token) -> !stablehlo.token
  return
}

// -----

func.func @send_c5_host(%a: tensor<2xi64>, %t: !stablehlo.token) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{channel_type should be DEVICE_TO_HOST when is_host_transfer is true}}
  %0 = "stablehlo.send"(%a, %t) {channel_handle = #stablehlo.channel_handle<handle = 1, type = 3>, is_host_transfer = true} : (tensor<2xi64>, !stablehlo.token) -> !stablehlo.token
  return
}

// -----

func.func @recv_c2(%t: !stablehlo.token) {
  // expected-error @+1 {{duplicate sources not allowed.}}
  %0:2 = "stablehlo.recv"(%t) {channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, is_host_transfer = false, source_target_pairs = dense<[[0, 1], [0, 2]]> : tensor<2x2xi64>} : (!stablehlo.token) -> (tensor<2xi64>, !stablehlo.token)
  return
}

// -----

func.func @recv_c5_device(%t: !stablehlo.token) {
  // expected-error @+1 {{channel_type should be DEVICE_TO_DEVICE when is_host_transfer is false}}
  %0:2 = "stablehlo.recv"(%t) {channel_handle = #stablehlo.channel_handle<handle = 1, type = 3>, is_host_transfer = false} : (!stablehlo.token) -> (tensor<2xi64>, !stablehlo.token)
  return
}

// -----

func.func @recv_c5_host(%t: !stablehlo.token) {
  // expected-error @+1 {{channel_type should be HOST_TO_DEVICE when is_host_transfer is true}}
  %0:2 = "stablehlo.recv"(%t) {channel_handle = #stablehlo.channel_handle<handle = 1, type = 2>, is_host_transfer = true} : (!stablehlo.token) -> (tensor<2xi64>, !stablehlo.token)
  return
}
