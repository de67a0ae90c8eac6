// RUN: ncc-opt %s --pass-pipeline='builtin.module(convert-stablehlo-to-penguin,canonicalize,cse)' | FileCheck %s

// Shape ops are copies: one load and one store per tile, each a strided
// walk of the flat buffer. A copy's tile takes whole dimensions besides
// the partitions and the innermost one, up to 2048 elements per
// partition, so a 3-D tensor is a few [128, a, b] tiles.

// A reverse walks the reversed dimensions with negative strides, from
// their last index: the same tiled copy as any other, one DMA per tile in
// and out. Each piece of the partitions walked down starts 16512 elements
// (128 rows of 129) further down.
// CHECK-LABEL: penguin.kernel @reverse
// CHECK-DAG: %[[DOWN:.*]] = arith.constant -16512 : index
// CHECK-DAG: %[[LAST:.*]] = arith.constant 99458 : index
// CHECK-DAG: %[[IN:.*]] = penguin.view %arg0 : !penguin.hbm<3x257x129xf32> -> !penguin.hbm<99459xf32>
// CHECK-DAG: %[[OUT:.*]] = penguin.view %{{.*}} : !penguin.hbm<3x257x129xf32> -> !penguin.hbm<99459xf32>
// CHECK: penguin.for %[[I:.*]] = 0 to 2 parallel {
// CHECK-NEXT: %[[D:.*]] = arith.muli %[[I]], %[[DOWN]] : index
// CHECK-NEXT: %[[S:.*]] = arith.addi %[[D]], %[[LAST]] : index
// CHECK-NEXT: %[[T:.*]] = penguin.load %[[IN]][%[[S]]] dims [d0 * -129, d0 * -33153, d0 * -1] : !penguin.hbm<99459xf32> -> !penguin.tile<128x3x129xf32, sbuf>
// CHECK-NEXT: %[[O:.*]] = arith.muli %[[I]], %{{.*}} : index
// CHECK-NEXT: penguin.store %[[T]], %[[OUT]][%[[O]]] dims [d0 * 129, d0 * 33153, d0] : !penguin.tile<128x3x129xf32, sbuf>, !penguin.hbm<99459xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %[[R:.*]] = penguin.load %[[IN]][66434] dims [d0 * -129, d0 * -33153, d0 * -1] : !penguin.hbm<99459xf32> -> !penguin.tile<1x3x129xf32, sbuf>
// CHECK-NEXT: penguin.store %[[R]], %[[OUT]][33024] dims [d0 * 129, d0 * 33153, d0] : !penguin.tile<1x3x129xf32, sbuf>, !penguin.hbm<99459xf32>
// CHECK-NEXT: penguin.return
func.func @reverse(%a: tensor<3x257x129xf32>) -> tensor<3x257x129xf32> {
  %0 = stablehlo.reverse %a, dims = [2, 1, 0] : tensor<3x257x129xf32>
  return %0 : tensor<3x257x129xf32>
}

// Reversing the rows only: the rows walk down, each row forwards.
// CHECK-LABEL: penguin.kernel @reverse_rows
// CHECK: %[[T:.*]] = penguin.load %{{.*}}[59700] dims [d0 * -300, d0] : !penguin.hbm<60000xf32> -> !penguin.tile<128x300xf32, sbuf>
// CHECK-NEXT: penguin.store %[[T]], %{{.*}}[0] dims [d0 * 300, d0] : !penguin.tile<128x300xf32, sbuf>, !penguin.hbm<60000xf32>
// CHECK-NEXT: %[[R:.*]] = penguin.load %{{.*}}[21300] dims [d0 * -300, d0] : !penguin.hbm<60000xf32> -> !penguin.tile<72x300xf32, sbuf>
// CHECK-NEXT: penguin.store %[[R]], %{{.*}}[38400] dims [d0 * 300, d0] : !penguin.tile<72x300xf32, sbuf>, !penguin.hbm<60000xf32>
// CHECK-NEXT: penguin.return
func.func @reverse_rows(%a: tensor<200x300xf32>) -> tensor<200x300xf32> {
  %0 = stablehlo.reverse %a, dims = [0] : tensor<200x300xf32>
  return %0 : tensor<200x300xf32>
}

// A 3-D transpose: [128, 257, 3] tiles, the partitions on the result's
// first dimension, instead of 129·3 loops over [128, 3] tiles.
// CHECK-LABEL: penguin.kernel @transpose3d
// CHECK: %[[T:.*]] = penguin.load %{{.*}}[0] dims [d0, d0 * 129, d0 * 33153] : !penguin.hbm<99459xf32> -> !penguin.tile<128x257x3xf32, sbuf>
// CHECK-NEXT: penguin.store %[[T]], %{{.*}}[0] dims [d0 * 771, d0 * 3, d0] : !penguin.tile<128x257x3xf32, sbuf>, !penguin.hbm<99459xf32>
// CHECK-NEXT: %[[R:.*]] = penguin.load %{{.*}}[128] dims [d0, d0 * 129, d0 * 33153] : !penguin.hbm<99459xf32> -> !penguin.tile<1x257x3xf32, sbuf>
// CHECK-NEXT: penguin.store %[[R]], %{{.*}}[98688] dims [d0 * 771, d0 * 3, d0] : !penguin.tile<1x257x3xf32, sbuf>, !penguin.hbm<99459xf32>
// CHECK-NEXT: penguin.return
func.func @transpose3d(%a: tensor<3x257x129xf32>) -> tensor<129x257x3xf32> {
  %0 = stablehlo.transpose %a, dims = [2, 1, 0] : (tensor<3x257x129xf32>) -> tensor<129x257x3xf32>
  return %0 : tensor<129x257x3xf32>
}

// A concatenation copies each operand through the result's strides; the
// rows stay whole (the innermost dimension is the contiguous run of both
// walks) and the three blocks ride along in the tile.
// CHECK-LABEL: penguin.kernel @concat
// CHECK: penguin.for
// CHECK: penguin.load %{{.*}}[%{{.*}}] dims [d0 * 129, d0 * 33153, d0] : !penguin.hbm<99459xf32> -> !penguin.tile<128x3x129xf32, sbuf>
// CHECK-NEXT: penguin.store %{{.*}}, %{{.*}}[%{{.*}}] dims [d0 * 129, d0 * 66306, d0] : !penguin.tile<128x3x129xf32, sbuf>, !penguin.hbm<198918xf32>
// CHECK: penguin.store %{{.*}}, %{{.*}}[33024] dims [d0 * 129, d0 * 66306, d0] : !penguin.tile<1x3x129xf32, sbuf>, !penguin.hbm<198918xf32>
// CHECK: penguin.for
// CHECK: penguin.store %{{.*}}, %{{.*}}[66177] dims [d0 * 129, d0 * 66306, d0] : !penguin.tile<1x3x129xf32, sbuf>, !penguin.hbm<198918xf32>
func.func @concat(%a: tensor<3x257x129xf32>, %b: tensor<3x257x129xf32>) -> tensor<3x514x129xf32> {
  %0 = stablehlo.concatenate %a, %b, dim = 1 : (tensor<3x257x129xf32>, tensor<3x257x129xf32>) -> tensor<3x514x129xf32>
  return %0 : tensor<3x514x129xf32>
}
