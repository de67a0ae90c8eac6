// RUN: ncc-opt %s --pass-pipeline='builtin.module(convert-stablehlo-to-penguin,canonicalize,cse)' | FileCheck %s

// A while's values live in HBM state buffers: the inits are copied in,
// the cond region yields the condition as a [1, 1] i1 tile, and the body
// copies its new values back into the state.
// CHECK-LABEL: penguin.kernel @count
// CHECK: %[[I:.*]] = penguin.hbm_alloc : !penguin.hbm<i32>
// CHECK: penguin.while() cond {
// CHECK: %[[C:.*]] = penguin.ewise is_lt
// CHECK: penguin.yield %{{.*}} : !penguin.tile<1x1xi1, sbuf>
// CHECK: } do {
// CHECK: penguin.ewise add
// CHECK: penguin.store %{{.*}}, %{{.*}}[0] dims [d0, d0] : !penguin.tile<1x1xi32, sbuf>, !penguin.hbm<1xi32>
// CHECK: }
// CHECK: penguin.return %[[I]]
func.func @count(%n: tensor<i32>) -> tensor<i32> {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %c1 = stablehlo.constant dense<1> : tensor<i32>
  %r:2 = stablehlo.while(%i = %c0, %m = %n) : tensor<i32>, tensor<i32>
  cond {
    %lt = stablehlo.compare LT, %i, %m : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  } do {
    %i2 = stablehlo.add %i, %c1 : tensor<i32>
    stablehlo.return %i2, %m : tensor<i32>, tensor<i32>
  }
  return %r#0 : tensor<i32>
}

// A case is a chain of penguin.if on index == i; the last branch takes
// every other index.
// CHECK-LABEL: penguin.kernel @pick
// CHECK: %[[E0:.*]] = penguin.ewise is_equal %{{.*}}, 0.0
// CHECK: penguin.if %[[E0]] {
// CHECK: } else {
// CHECK: %[[E1:.*]] = penguin.ewise is_equal %{{.*}}, 1.0
// CHECK: penguin.if %[[E1]] {
func.func @pick(%i: tensor<i32>, %x: tensor<8xf32>) -> tensor<8xf32> {
  %r = "stablehlo.case"(%i) ({
    %0 = stablehlo.add %x, %x : tensor<8xf32>
    stablehlo.return %0 : tensor<8xf32>
  }, {
    %0 = stablehlo.multiply %x, %x : tensor<8xf32>
    stablehlo.return %0 : tensor<8xf32>
  }, {
    stablehlo.return %x : tensor<8xf32>
  }) : (tensor<i32>) -> tensor<8xf32>
  return %r : tensor<8xf32>
}

// dynamic_slice reads its clamped starts into index values.
// CHECK-LABEL: penguin.kernel @dslice
// CHECK: %[[L:.*]] = penguin.load %{{.*}}[0] dims [d0, d0] : !penguin.hbm<1xi32> -> !penguin.tile<1x1xi32, sbuf>
// CHECK: %[[M:.*]] = penguin.ewise max %[[L]], 0.0
// CHECK: %[[N:.*]] = penguin.ewise min %[[M]], 6.0
// CHECK: %[[S:.*]] = penguin.extract_scalar %[[N]][0, 0]
// CHECK: penguin.load %{{.*}}[%{{.*}}] dims [d0 * 300, d0] : !penguin.hbm<3000xf32> -> !penguin.tile<4x300xf32, sbuf>
func.func @dslice(%a: tensor<10x300xf32>, %i: tensor<i32>) -> tensor<4x300xf32> {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %0 = stablehlo.dynamic_slice %a, %i, %c0, sizes = [4, 300] : (tensor<10x300xf32>, tensor<i32>, tensor<i32>) -> tensor<4x300xf32>
  return %0 : tensor<4x300xf32>
}

// An embedding lookup: 200 clamped row indices pick rows of the table by
// an indirect DMA.
// CHECK-LABEL: penguin.kernel @embed
// CHECK: %[[IDS:.*]] = penguin.load %{{.*}}[0] dims [d0, d0] : !penguin.hbm<200xi32> -> !penguin.tile<128x1xi32, sbuf>
// CHECK: %[[LO:.*]] = penguin.ewise max %[[IDS]], 0.0
// CHECK: %[[HI:.*]] = penguin.ewise min %[[LO]], 9.990000e+02
// CHECK: penguin.load_indirect %{{.*}}[%[[HI]], 0] : !penguin.hbm<1000x64xf32>, !penguin.tile<128x1xi32, sbuf> -> !penguin.tile<128x64xf32, sbuf>
func.func @embed(%t: tensor<1000x64xf32>, %ids: tensor<200xi32>) -> tensor<200x64xf32> {
  %0 = "stablehlo.gather"(%t, %ids) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 64>}> : (tensor<1000x64xf32>, tensor<200xi32>) -> tensor<200x64xf32>
  return %0 : tensor<200x64xf32>
}
