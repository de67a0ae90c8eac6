// RUN: ncc-opt %s --pass-pipeline='builtin.module(convert-stablehlo-to-penguin,canonicalize,cse)' | FileCheck %s

// A reduce keeps its kept dimension on partitions and folds the reduced
// one along the free axis: each tile reduces to a [P, 1] column that is
// combined with the init value and stored.
// CHECK-LABEL: penguin.kernel @rowsum
// CHECK: %[[Z:.*]] = penguin.constant 0.0e+00 : !penguin.tile<128x1xf32, sbuf>
// CHECK: %[[T:.*]] = penguin.load %{{.*}}[0] dims [d0 * 300, d0] : !penguin.hbm<60000xf32> -> !penguin.tile<128x300xf32, sbuf>
// CHECK: %[[R:.*]] = penguin.reduce add %[[T]] : !penguin.tile<128x300xf32, sbuf> -> !penguin.tile<128x1xf32, sbuf>
// CHECK: %[[S:.*]] = penguin.ewise add %[[Z]], %[[R]]
// CHECK: penguin.store %[[S]], %{{.*}}[0] dims [d0, d0] : !penguin.tile<128x1xf32, sbuf>, !penguin.hbm<200xf32>
func.func @rowsum(%a: tensor<200x300xf32>) -> tensor<200xf32> {
  %c = stablehlo.constant dense<0.0> : tensor<f32>
  %0 = stablehlo.reduce(%a init: %c) applies stablehlo.add across dimensions = [1] : (tensor<200x300xf32>, tensor<f32>) -> tensor<200xf32>
  return %0 : tensor<200xf32>
}

// A column max: partitions walk the kept columns (stride 1), the free axis
// the reduced rows (stride 300); 4096 rows are folded in chunks of 2048 by
// a sequential loop carrying the column.
// CHECK-LABEL: penguin.kernel @colmax
// CHECK: penguin.constant -inf : !penguin.tile<128x1xf32, sbuf>
// CHECK: penguin.for %{{.*}} = 0 to 2 sequential iter_args(%{{.*}} = %{{.*}}) -> !penguin.tile<128x1xf32, sbuf>
// CHECK: penguin.load %{{.*}}[%{{.*}}] dims [d0, d0 * 300] : !penguin.hbm<1228800xf32> -> !penguin.tile<128x2048xf32, sbuf>
// CHECK: penguin.reduce max
func.func @colmax(%a: tensor<4096x300xf32>) -> tensor<300xf32> {
  %c = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %0 = stablehlo.reduce(%a init: %c) applies stablehlo.maximum across dimensions = [0] : (tensor<4096x300xf32>, tensor<f32>) -> tensor<300xf32>
  return %0 : tensor<300xf32>
}

// dot_general with a batch dimension: the stationary tile is lhs with its
// contraction on partitions (a transposed DMA), the moving tile rhs;
// matmuls over K = 300 (128 + 128 + 44) accumulate in one PSUM tile, which
// is evacuated to SBUF and stored.
// CHECK-LABEL: penguin.kernel @bmm
// CHECK: penguin.for %[[B:.*]] = 0 to 2 parallel
// CHECK: %[[Z:.*]] = penguin.zeros : !penguin.tile<128x130xf32, psum>
// CHECK: penguin.for %{{.*}} = 0 to 2 sequential iter_args(%[[ACC:.*]] = %[[Z]]) -> !penguin.tile<128x130xf32, psum>
// CHECK: %[[ST:.*]] = penguin.load %{{.*}}[%{{.*}}] dims [d0, d0 * 300] : !penguin.hbm<120000xf32> -> !penguin.tile<128x128xf32, sbuf>
// CHECK: %[[MV:.*]] = penguin.load %{{.*}}[%{{.*}}] dims [d0 * 130, d0] : !penguin.hbm<78000xf32> -> !penguin.tile<128x130xf32, sbuf>
// CHECK: penguin.matmul %[[ST]], %[[MV]] acc %[[ACC]]
// CHECK: penguin.matmul %{{.*}}, %{{.*}} acc %{{.*}} : !penguin.tile<44x128xf32, sbuf>, !penguin.tile<44x130xf32, sbuf> -> !penguin.tile<128x130xf32, psum>
// CHECK: penguin.copy %{{.*}} : !penguin.tile<128x130xf32, psum> -> !penguin.tile<128x130xf32, sbuf>
func.func @bmm(%a: tensor<2x200x300xf32>, %b: tensor<2x300x130xf32>) -> tensor<2x200x130xf32> {
  %0 = stablehlo.dot_general %a, %b, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<2x200x300xf32>, tensor<2x300x130xf32>) -> tensor<2x200x130xf32>
  return %0 : tensor<2x200x130xf32>
}
