// RUN: ncc run %s --stop-at=bir --random-inputs 2 --check | FileCheck %s

// 64-bit integers (PyTorch's indices) are held in 32 bits below StableHLO:
// ncc run narrows the arguments (refusing values beyond 32 bits) and
// widens the results, and an i64 embedding lookup matches the reference.
// CHECK: result0 i64: max error 0 (tolerance 0) ok
// CHECK-NEXT: result1 f32: max error {{.*}} ok

func.func @main(%a: tensor<4xi64>, %t: tensor<10x3xf32>) -> (tensor<4xi64>, tensor<4x3xf32>) {
  %c = stablehlo.constant dense<3> : tensor<4xi64>
  %0 = stablehlo.multiply %a, %c : tensor<4xi64>
  %1 = "stablehlo.gather"(%t, %a) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 3>}> : (tensor<10x3xf32>, tensor<4xi64>) -> tensor<4x3xf32>
  return %0, %1 : tensor<4xi64>, tensor<4x3xf32>
}
