// RUN: ncc-opt %s -canonicalize | FileCheck %s

// CHECK-LABEL: func @fold_constants
func.func @fold_constants() -> (tensor<2xi32>, tensor<2xi1>) {
  // CHECK-DAG: %[[SUM:.*]] = stablehlo.constant dense<[11, -18]> : tensor<2xi32>
  // CHECK-DAG: %[[CMP:.*]] = stablehlo.constant dense<[true, false]> : tensor<2xi1>
  // CHECK: return %[[SUM]], %[[CMP]]
  %a = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
  %b = stablehlo.constant dense<[10, -20]> : tensor<2xi32>
  %0 = stablehlo.add %a, %b : tensor<2xi32>
  %1 = stablehlo.compare LT, %a, %b : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
  return %0, %1 : tensor<2xi32>, tensor<2xi1>
}

// CHECK-LABEL: func @fold_identities
func.func @fold_identities(%x: tensor<2xi32>) -> tensor<2xi32> {
  // CHECK-NOT: stablehlo.multiply
  // CHECK-NOT: stablehlo.transpose
  // CHECK: return %arg0
  %one = stablehlo.constant dense<1> : tensor<2xi32>
  %0 = stablehlo.multiply %x, %one : tensor<2xi32>
  %1 = stablehlo.transpose %0, dims = [0] : (tensor<2xi32>) -> tensor<2xi32>
  return %1 : tensor<2xi32>
}
