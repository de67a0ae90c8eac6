// RUN: ncc-opt %s | FileCheck %s
// RUN: ncc-opt %s | ncc-opt | FileCheck %s
// RUN: ncc-opt %s -mlir-print-op-generic | ncc-opt | FileCheck %s

// The tensor ops print as mlir-opt 22 prints them, spaces and result names
// included (mlir-opt-diff.mlir compares the whole output).

// CHECK-LABEL: func @casts
func.func @casts(%t: tensor<4x?xf32>, %u: tensor<*xf32>, %w: tensor<4xui32>) -> (tensor<?x?xf32>, tensor<4x?xf32>, tensor<4xf32>) {
  // CHECK: %cast = tensor.cast %arg0 : tensor<4x?xf32> to tensor<?x?xf32>
  %0 = tensor.cast %t : tensor<4x?xf32> to tensor<?x?xf32>
  // CHECK-NEXT: %cast_0 = tensor.cast %arg1 {note = "unranked"} : tensor<*xf32> to tensor<4x?xf32>
  %1 = tensor.cast %u {note = "unranked"} : tensor<*xf32> to tensor<4x?xf32>
  // CHECK-NEXT: %0 = tensor.bitcast %arg2 : tensor<4xui32> to tensor<4xf32>
  %2 = tensor.bitcast %w : tensor<4xui32> to tensor<4xf32>
  return %0, %1, %2 : tensor<?x?xf32>, tensor<4x?xf32>, tensor<4xf32>
}

// CHECK-LABEL: func @shapes
func.func @shapes(%t: tensor<4x?xf32>, %u: tensor<*xf32>, %i: index) -> (index, index, index, tensor<4x?xf32>, tensor<2xi8>) {
  // CHECK: %dim = tensor.dim %arg0, %arg2 : tensor<4x?xf32>
  %0 = tensor.dim %t, %i : tensor<4x?xf32>
  // CHECK-NEXT: %dim_0 = tensor.dim {x} %arg1, %arg2 : tensor<*xf32>
  %1 = tensor.dim {x} %u, %i : tensor<*xf32>
  // CHECK-NEXT: %rank = tensor.rank %arg1 : tensor<*xf32>
  %2 = tensor.rank %u : tensor<*xf32>
  // CHECK-NEXT: %0 = tensor.empty(%arg2) : tensor<4x?xf32>
  %3 = tensor.empty(%i) : tensor<4x?xf32>
  // CHECK-NEXT: %1 = tensor.empty() : tensor<2xi8>
  %4 = tensor.empty() : tensor<2xi8>
  return %0, %1, %2, %3, %4 : index, index, index, tensor<4x?xf32>, tensor<2xi8>
}

// CHECK-LABEL: func @elements
func.func @elements(%t: tensor<4x?xf32>, %i: index, %s: f32, %z: tensor<i1>) -> (f32, tensor<4x?xf32>, i1) {
  // CHECK: %extracted = tensor.extract %arg0[%arg1, %arg1] : tensor<4x?xf32>
  %0 = tensor.extract %t[%i, %i] : tensor<4x?xf32>
  // CHECK-NEXT: %inserted = tensor.insert %arg2 into %arg0[%arg1, %arg1] : tensor<4x?xf32>
  %1 = tensor.insert %s into %t[%i, %i] : tensor<4x?xf32>
  // CHECK-NEXT: %extracted_0 = tensor.extract %arg3[] : tensor<i1>
  %2 = tensor.extract %z[] : tensor<i1>
  return %0, %1, %2 : f32, tensor<4x?xf32>, i1
}

// CHECK-LABEL: func @builders
func.func @builders(%s: f32, %v: vector<2xf32>, %i: index) -> (tensor<2x1xf32>, tensor<0xindex>, tensor<4xf32>, tensor<?x3xf32>, tensor<2xvector<2xf32>>) {
  // CHECK: %from_elements = tensor.from_elements %arg0, %arg0 : tensor<2x1xf32>
  %0 = tensor.from_elements %s, %s : tensor<2x1xf32>
  // CHECK-NEXT: %from_elements_0 = tensor.from_elements  : tensor<0xindex>
  %1 = tensor.from_elements : tensor<0xindex>
  // CHECK-NEXT: %splat = tensor.splat %arg0 : tensor<4xf32>
  %2 = tensor.splat %s : tensor<4xf32>
  // CHECK-NEXT: %splat_1 = tensor.splat %arg0[%arg2] : tensor<?x3xf32>
  %3 = tensor.splat %s[%i] : tensor<?x3xf32>
  // CHECK-NEXT: %splat_2 = tensor.splat %arg1 : tensor<2xvector<2xf32>>
  %4 = tensor.splat %v : tensor<2xvector<2xf32>>
  return %0, %1, %2, %3, %4 : tensor<2x1xf32>, tensor<0xindex>, tensor<4xf32>, tensor<?x3xf32>, tensor<2xvector<2xf32>>
}

// CHECK-LABEL: func @reshapes
func.func @reshapes(%t: tensor<4x1xf32>, %s: tensor<1xi32>, %d: tensor<?xindex>, %a: tensor<3x?xf32>, %b: tensor<?x4xf32>) -> (tensor<4xf32>, tensor<*xf32>, tensor<?x4xf32>) {
  // CHECK: %reshape = tensor.reshape %arg0(%arg1) : (tensor<4x1xf32>, tensor<1xi32>) -> tensor<4xf32>
  %0 = tensor.reshape %t(%s) : (tensor<4x1xf32>, tensor<1xi32>) -> tensor<4xf32>
  // CHECK-NEXT: %reshape_0 = tensor.reshape %arg0(%arg2) : (tensor<4x1xf32>, tensor<?xindex>) -> tensor<*xf32>
  %1 = tensor.reshape %t(%d) : (tensor<4x1xf32>, tensor<?xindex>) -> tensor<*xf32>
  // CHECK-NEXT: %concat = tensor.concat dim(0) %arg3, %arg4 : (tensor<3x?xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
  %2 = tensor.concat dim(0) %a, %b : (tensor<3x?xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
  return %0, %1, %2 : tensor<4xf32>, tensor<*xf32>, tensor<?x4xf32>
}

// CHECK-LABEL: func @generate
func.func @generate(%m: index, %s: i32) -> (tensor<?x3xi32>, tensor<2xi32>) {
  // CHECK: %generated = tensor.generate %arg0 {
  // CHECK-NEXT: ^bb0(%arg2: index, %arg3: index):
  // CHECK-NEXT:   tensor.yield %arg1 : i32
  // CHECK-NEXT: } : tensor<?x3xi32>
  %0 = tensor.generate %m {
  ^bb0(%i: index, %j: index):
    tensor.yield %s : i32
  } : tensor<?x3xi32>
  // CHECK-NEXT: %generated_0 = tensor.generate  {
  // CHECK-NEXT: ^bb0(%arg2: index):
  // CHECK-NEXT:   %0 = arith.index_cast %arg2 : index to i32
  // CHECK-NEXT:   tensor.yield %0 : i32
  // CHECK-NEXT: } {x} : tensor<2xi32>
  %1 = tensor.generate {
  ^bb0(%i: index):
    %c = arith.index_cast %i : index to i32
    tensor.yield %c : i32
  } {x} : tensor<2xi32>
  return %0, %1 : tensor<?x3xi32>, tensor<2xi32>
}

// An encoding plays no part in a cast's compatibility.
// CHECK-LABEL: func @encodings
func.func @encodings(%t: tensor<?x4xf32, #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>>) -> tensor<?x?xf32> {
  // CHECK: %cast = tensor.cast %arg0 : tensor<?x4xf32, #sparse> to tensor<?x?xf32>
  %0 = tensor.cast %t : tensor<?x4xf32, #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>> to tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}
