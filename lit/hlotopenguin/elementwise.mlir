// RUN: ncc-opt %s --pass-pipeline='builtin.module(convert-stablehlo-to-penguin,canonicalize,cse)' | FileCheck %s

// Elementwise ops walk their operands as one 2-D array: rows of the
// tensor's own last dimension (so its nests match its producers' and
// consumers' and penguin-fuse can merge them), 128 rows at a time: 200x300
// f32 is 128 rows, then 72, each tile loaded, computed and stored once.

// CHECK-LABEL: penguin.kernel @add(%arg0: !penguin.hbm<200x300xf32>, %arg1: !penguin.hbm<200x300xf32>) -> !penguin.hbm<200x300xf32> attributes {target = "trn1"}
// CHECK-DAG: %[[A:.*]] = penguin.view %arg0 : !penguin.hbm<200x300xf32> -> !penguin.hbm<60000xf32>
// CHECK-DAG: %[[B:.*]] = penguin.view %arg1 : !penguin.hbm<200x300xf32> -> !penguin.hbm<60000xf32>
// CHECK-DAG: %[[OUT:.*]] = penguin.hbm_alloc : !penguin.hbm<200x300xf32>
// CHECK: %[[X:.*]] = penguin.load %[[A]][0] dims [d0 * 300, d0] : !penguin.hbm<60000xf32> -> !penguin.tile<128x300xf32, sbuf>
// CHECK: %[[Y:.*]] = penguin.load %[[B]][0] dims [d0 * 300, d0] : !penguin.hbm<60000xf32> -> !penguin.tile<128x300xf32, sbuf>
// CHECK: %[[S:.*]] = penguin.ewise add %[[X]], %[[Y]]
// CHECK: penguin.store %[[S]], %{{.*}}[0] dims [d0 * 300, d0] : !penguin.tile<128x300xf32, sbuf>, !penguin.hbm<60000xf32>
// CHECK: penguin.load %[[A]][38400] dims [d0 * 300, d0] : !penguin.hbm<60000xf32> -> !penguin.tile<72x300xf32, sbuf>
// CHECK: penguin.return %[[OUT]]
func.func @add(%a: tensor<200x300xf32>, %b: tensor<200x300xf32>) -> tensor<200x300xf32> {
  %0 = stablehlo.add %a, %b : tensor<200x300xf32>
  return %0 : tensor<200x300xf32>
}

// Unary math runs on ScalarE's tables; a compare gives an i1 tile; a
// float → integer convert truncates (x - fmod(x, 1)) before the cast.
// CHECK-LABEL: penguin.kernel @math
// CHECK: penguin.activation exp %{{.*}} : !penguin.tile<4x8xf32, sbuf> -> !penguin.tile<4x8xf32, sbuf>
// CHECK: penguin.ewise is_lt %{{.*}}, %{{.*}} : (!penguin.tile<4x8xf32, sbuf>, !penguin.tile<4x8xf32, sbuf>) -> !penguin.tile<4x8xi1, sbuf>
// CHECK: penguin.select
// CHECK: %[[F:.*]] = penguin.ewise mod %{{.*}}, 1.0
// CHECK: %[[W:.*]] = penguin.ewise subtract %{{.*}}, %[[F]]
// CHECK: penguin.copy %[[W]] : !penguin.tile<4x8xf32, sbuf> -> !penguin.tile<4x8xi32, sbuf>
func.func @math(%a: tensor<4x8xf32>, %b: tensor<4x8xf32>) -> (tensor<4x8xf32>, tensor<4x8xi32>) {
  %0 = stablehlo.exponential %a : tensor<4x8xf32>
  %1 = stablehlo.compare LT, %0, %b : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
  %2 = stablehlo.select %1, %0, %b : tensor<4x8xi1>, tensor<4x8xf32>
  %3 = stablehlo.convert %2 : (tensor<4x8xf32>) -> tensor<4x8xi32>
  return %2, %3 : tensor<4x8xf32>, tensor<4x8xi32>
}

// Broadcasts and transposes are strides of a DMA: a row broadcast reads
// the vector with partition stride 0, a transpose walks the source by
// columns.
// CHECK-LABEL: penguin.kernel @move
// CHECK: penguin.load %arg1[0] dims [bcast, d0] : !penguin.hbm<300xf32> -> !penguin.tile<128x300xf32, sbuf>
// CHECK: penguin.load %{{.*}}[%{{.*}}] dims [d0, d0 * 300] : !penguin.hbm<60000xf32> -> !penguin.tile<128x200xf32, sbuf>
// CHECK: %[[R:.*]] = penguin.view %arg0 : !penguin.hbm<200x300xf32> -> !penguin.hbm<2x100x300xf32>
// CHECK: penguin.return %{{.*}}, %{{.*}}, %[[R]]
func.func @move(%a: tensor<200x300xf32>, %v: tensor<300xf32>) -> (tensor<200x300xf32>, tensor<300x200xf32>, tensor<2x100x300xf32>) {
  %0 = stablehlo.broadcast_in_dim %v, dims = [1] : (tensor<300xf32>) -> tensor<200x300xf32>
  %1 = stablehlo.transpose %a, dims = [1, 0] : (tensor<200x300xf32>) -> tensor<300x200xf32>
  %2 = stablehlo.reshape %a : (tensor<200x300xf32>) -> tensor<2x100x300xf32>
  return %0, %1, %2 : tensor<200x300xf32>, tensor<300x200xf32>, tensor<2x100x300xf32>
}

// 64-bit integers are held in 32 bits, constants and kernel arguments
// too (ncc run narrows and widens them at the boundary).
// CHECK-LABEL: penguin.kernel @args64(%arg0: !penguin.hbm<4xi32>) -> !penguin.hbm<4xi32>
func.func @args64(%a: tensor<4xi64>) -> tensor<4xi64> {
  %0 = stablehlo.add %a, %a : tensor<4xi64>
  return %0 : tensor<4xi64>
}

// CHECK-LABEL: penguin.kernel @narrow
// CHECK: penguin.hbm_alloc {value = dense<7> : tensor<4xi32>} : !penguin.hbm<4xi32>
// CHECK: penguin.ewise add %{{.*}}, %{{.*}} : (!penguin.tile<4x1xi32, sbuf>, !penguin.tile<4x1xi32, sbuf>) -> !penguin.tile<4x1xi32, sbuf>
func.func @narrow(%a: tensor<4xi32>) -> tensor<4xi32> {
  %c = stablehlo.constant dense<7> : tensor<4xi64>
  %0 = stablehlo.convert %a : (tensor<4xi32>) -> tensor<4xi64>
  %1 = stablehlo.add %0, %c : tensor<4xi64>
  %2 = stablehlo.convert %1 : (tensor<4xi64>) -> tensor<4xi32>
  return %2 : tensor<4xi32>
}
