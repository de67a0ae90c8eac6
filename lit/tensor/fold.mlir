// RUN: ncc-opt %s -canonicalize -split-input-file | FileCheck %s

// Folders of the tensor ops (mlir-opt-diff.mlir checks that mlir-opt's
// -canonicalize gives the same output on this file).

// CHECK-LABEL: func @dim
func.func @dim(%t: tensor<4x?xf32>, %i: index, %j: index, %s: f32) -> (index, index, index) {
  // CHECK-DAG: %[[C4:.*]] = arith.constant 4 : index
  // CHECK-DAG: %[[C3:.*]] = arith.constant 3 : index
  // CHECK: return %[[C4]], %arg2, %[[C3]]
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %0 = tensor.dim %t, %c0 : tensor<4x?xf32>
  %g = tensor.generate %i, %j {
  ^bb0(%a: index, %b: index, %c: index):
    tensor.yield %s : f32
  } : tensor<?x3x?xf32>
  %1 = tensor.dim %g, %c2 : tensor<?x3x?xf32>
  %2 = tensor.dim %g, %c1 : tensor<?x3x?xf32>
  return %0, %1, %2 : index, index, index
}

// -----

// CHECK-LABEL: func @rank
func.func @rank(%t: tensor<4x?xf32>, %u: tensor<*xf32>) -> (index, index) {
  // CHECK: %[[C2:.*]] = arith.constant 2 : index
  // CHECK: %[[R:.*]] = tensor.rank %arg1
  // CHECK: return %[[C2]], %[[R]]
  %0 = tensor.rank %t : tensor<4x?xf32>
  %1 = tensor.rank %u : tensor<*xf32>
  return %0, %1 : index, index
}

// -----

// CHECK-LABEL: func @extract
func.func @extract(%a: i32) -> (i32, f32, i32, i8) {
  // CHECK-DAG: %[[N:.*]] = arith.constant -128 : i8
  // CHECK-DAG: %[[C6:.*]] = arith.constant 6 : i32
  // CHECK-DAG: %[[F:.*]] = arith.constant 2.500000e+00 : f32
  // CHECK-DAG: %[[C7:.*]] = arith.constant 7 : i32
  // CHECK: return %[[C6]], %[[F]], %[[C7]], %[[N]]
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %t = arith.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
  %s = arith.constant dense<2.5> : tensor<4xf32>
  %n = arith.constant dense<[-1, -128]> : tensor<2xi8>
  %c7 = arith.constant 7 : i32
  %e = tensor.from_elements %a, %c7, %a : tensor<3xi32>
  %0 = tensor.extract %t[%c1, %c2] : tensor<2x3xi32>
  %1 = tensor.extract %s[%c2] : tensor<4xf32>
  %2 = tensor.extract %e[%c1] : tensor<3xi32>
  %3 = tensor.extract %n[%c1] : tensor<2xi8>
  return %0, %1, %2, %3 : i32, f32, i32, i8
}

// -----

// CHECK-LABEL: func @insert
func.func @insert(%t: tensor<4xf32>, %s: f32, %i: index) -> (f32, tensor<4xf32>) {
  // CHECK: %[[SPLAT:.*]] = arith.constant dense<3.000000e+00> : tensor<4xf32>
  // CHECK: return %arg1, %[[SPLAT]]
  %c1 = arith.constant 1 : index
  %c1b = arith.constant 1 : index
  %cst = arith.constant 3.0 : f32
  %sp = arith.constant dense<3.0> : tensor<4xf32>
  %0 = tensor.insert %s into %t[%c1] : tensor<4xf32>
  %1 = tensor.extract %0[%c1b] : tensor<4xf32>
  %2 = tensor.insert %cst into %sp[%i] : tensor<4xf32>
  return %1, %2 : f32, tensor<4xf32>
}

// -----

// CHECK-LABEL: func @constants
func.func @constants(%i: index) -> (tensor<3xi32>, tensor<2x2xf32>, tensor<?xi8>) {
  // CHECK-DAG: arith.constant dense<[7, 8, 7]> : tensor<3xi32>
  // CHECK-DAG: arith.constant dense<1.500000e+00> : tensor<2x2xf32>
  // CHECK-DAG: tensor.splat %{{.*}}[%arg0] : tensor<?xi8>
  %c7 = arith.constant 7 : i32
  %c8 = arith.constant 8 : i32
  %f = arith.constant 1.5 : f32
  %b = arith.constant -3 : i8
  %0 = tensor.from_elements %c7, %c8, %c7 : tensor<3xi32>
  %1 = tensor.splat %f : tensor<2x2xf32>
  %2 = tensor.splat %b[%i] : tensor<?xi8>
  return %0, %1, %2 : tensor<3xi32>, tensor<2x2xf32>, tensor<?xi8>
}

// -----

// CHECK-LABEL: func @reshape
func.func @reshape(%t: tensor<?xf32>, %sh: tensor<1xi32>, %u: tensor<2x3xf32>, %sh2: tensor<2xi64>) -> (tensor<?xf32>, tensor<3x2xf32>, tensor<6xf32>) {
  // CHECK-DAG: %[[SH:.*]] = arith.constant dense<6> : tensor<1xi64>
  // CHECK-DAG: %[[ONES:.*]] = arith.constant dense<1.000000e+00> : tensor<3x2xf32>
  // CHECK: %[[R:.*]] = tensor.reshape %arg2(%[[SH]]) : (tensor<2x3xf32>, tensor<1xi64>) -> tensor<6xf32>
  // CHECK: return %arg0, %[[ONES]], %[[R]]
  %0 = tensor.reshape %t(%sh) : (tensor<?xf32>, tensor<1xi32>) -> tensor<?xf32>
  %cst = arith.constant dense<1.0> : tensor<2x3xf32>
  %1 = tensor.reshape %cst(%sh2) : (tensor<2x3xf32>, tensor<2xi64>) -> tensor<3x2xf32>
  %sh1 = arith.constant dense<6> : tensor<1xi64>
  %2 = tensor.reshape %u(%sh2) : (tensor<2x3xf32>, tensor<2xi64>) -> tensor<3x2xf32>
  %3 = tensor.reshape %2(%sh1) : (tensor<3x2xf32>, tensor<1xi64>) -> tensor<6xf32>
  return %0, %1, %3 : tensor<?xf32>, tensor<3x2xf32>, tensor<6xf32>
}

// -----

// CHECK-LABEL: func @identities
func.func @identities(%t: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  // CHECK-NEXT: return %arg0, %arg0, %arg0
  %0 = tensor.cast %t : tensor<4xf32> to tensor<4xf32>
  %1 = tensor.bitcast %t : tensor<4xf32> to tensor<4xf32>
  %2 = tensor.concat dim(0) %t : (tensor<4xf32>) -> tensor<4xf32>
  return %0, %1, %2 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
}
