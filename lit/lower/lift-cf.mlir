// RUN: ncc-opt %s --lift-cf-to-stablehlo-while | FileCheck %s
// RUN: ncc run %s --stop-at=stablehlo --random-inputs 3 --check | FileCheck %s --check-prefix=OUT

// A loop written as cf branches over tensors (as TensorFlow and IREE's
// importers write them) becomes a stablehlo.while: the header's ops are
// the cond region, header then body the do region, and the exit block
// follows the loop.

// CHECK-LABEL: func.func @double_until
// CHECK-NOT: cf.
// CHECK: %[[W:.*]]:2 = stablehlo.while(%[[I:.*]] = %{{.*}}, %[[X:.*]] = %arg0) : tensor<i32>, tensor<4xf32>
// CHECK: cond {
// CHECK: %[[C:.*]] = stablehlo.compare LT, %[[I]], %arg1
// CHECK: stablehlo.return %[[C]] : tensor<i1>
// CHECK: } do {
// CHECK: stablehlo.add
// CHECK: stablehlo.multiply
// CHECK: stablehlo.return
// CHECK: }
// CHECK: return %[[W]]#1 : tensor<4xf32>
// OUT: result0 f32: max error {{.*}} ok
func.func @double_until(%x: tensor<4xf32>, %n: tensor<i32>) -> tensor<4xf32> {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  cf.br ^head(%c0, %x : tensor<i32>, tensor<4xf32>)
^head(%i: tensor<i32>, %v: tensor<4xf32>):
  %lt = stablehlo.compare LT, %i, %n : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %e = tensor.extract %lt[] : tensor<i1>
  cf.cond_br %e, ^body(%i, %v : tensor<i32>, tensor<4xf32>), ^exit(%v : tensor<4xf32>)
^body(%j: tensor<i32>, %w: tensor<4xf32>):
  %c1 = stablehlo.constant dense<1> : tensor<i32>
  %j2 = stablehlo.add %j, %c1 : tensor<i32>
  %w2 = stablehlo.multiply %w, %w : tensor<4xf32>
  cf.br ^head(%j2, %w2 : tensor<i32>, tensor<4xf32>)
^exit(%r: tensor<4xf32>):
  return %r : tensor<4xf32>
}
