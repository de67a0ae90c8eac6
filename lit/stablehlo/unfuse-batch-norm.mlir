// The batch norm ops, unfused by stablehlo-unfuse-batch-norm, against the
// interpreter's direct implementation: layer norm as PyTorch/XLA writes it
// (batch_norm_training over a reshaped operand), inference in bf16 (f32
// inside), and the gradient.
// RUN: ncc run %s --stop-at=stablehlo --random-inputs 1 --check --auto-cast none | FileCheck %s
// RUN: ncc run %s --stop-at=bir --random-inputs 2 --check --auto-cast none | FileCheck %s
// RUN: ncc run %s --stop-at=tonga --random-inputs 3 --check --auto-cast none | FileCheck %s
// RUN: ncc-opt %s --stablehlo-unfuse-batch-norm | FileCheck %s --check-prefix=IR

// CHECK: result0 f32: max error {{.*}} ok
// CHECK-NEXT: result1 f32: max error {{.*}} ok
// CHECK-NEXT: result2 f32: max error {{.*}} ok
// CHECK-NEXT: result3 bf16: max error {{.*}} ok
// CHECK-NEXT: result4 f32: max error {{.*}} ok
// CHECK-NEXT: result5 f32: max error {{.*}} ok
// CHECK-NEXT: result6 f32: max error {{.*}} ok

// IR-LABEL: func.func @main
// IR-NOT: batch_norm
// IR: stablehlo.reduce
// IR: stablehlo.sqrt
// IR: stablehlo.convert {{.*}} : (tensor<13x37xbf16>) -> tensor<13x37xf32>
// IR: return

func.func @main(%x: tensor<1x96x8xf32>, %scale: tensor<96xf32>, %offset: tensor<96xf32>,
                %y: tensor<13x37xbf16>, %s2: tensor<37xbf16>, %o2: tensor<37xbf16>, %m2: tensor<37xbf16>, %v2: tensor<37xbf16>,
                %z: tensor<6x9x16xf32>, %s3: tensor<16xf32>, %m3: tensor<16xf32>, %v3: tensor<16xf32>, %g: tensor<6x9x16xf32>)
    -> (tensor<1x96x8xf32>, tensor<96xf32>, tensor<96xf32>, tensor<13x37xbf16>, tensor<6x9x16xf32>, tensor<16xf32>, tensor<16xf32>) {
  %0:3 = "stablehlo.batch_norm_training"(%x, %scale, %offset) {epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}
      : (tensor<1x96x8xf32>, tensor<96xf32>, tensor<96xf32>) -> (tensor<1x96x8xf32>, tensor<96xf32>, tensor<96xf32>)
  %var2 = stablehlo.abs %v2 : tensor<37xbf16>
  %1 = "stablehlo.batch_norm_inference"(%y, %s2, %o2, %m2, %var2) {epsilon = 1.000000e-03 : f32, feature_index = 1 : i64}
      : (tensor<13x37xbf16>, tensor<37xbf16>, tensor<37xbf16>, tensor<37xbf16>, tensor<37xbf16>) -> tensor<13x37xbf16>
  %var3 = stablehlo.abs %v3 : tensor<16xf32>
  %2:3 = "stablehlo.batch_norm_grad"(%z, %s3, %m3, %var3, %g) {epsilon = 1.000000e-03 : f32, feature_index = 2 : i64}
      : (tensor<6x9x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<6x9x16xf32>) -> (tensor<6x9x16xf32>, tensor<16xf32>, tensor<16xf32>)
  return %0#0, %0#1, %0#2, %1, %2#0, %2#1, %2#2 : tensor<1x96x8xf32>, tensor<96xf32>, tensor<96xf32>, tensor<13x37xbf16>, tensor<6x9x16xf32>, tensor<16xf32>, tensor<16xf32>
}
