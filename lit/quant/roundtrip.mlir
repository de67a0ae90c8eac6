// RUN: ncc-opt %s | FileCheck %s
// RUN: ncc-opt %s | ncc-opt | FileCheck %s
// RUN: ncc-opt %s -mlir-print-op-generic | ncc-opt | FileCheck %s

// The quant types as mlir-opt 22 prints them: scales in MLIR's float form,
// zero points of 0 and full storage ranges left out. mlir-opt-diff.mlir
// checks this file against mlir-opt itself.

// CHECK-LABEL: func.func private @per_tensor(
// CHECK-SAME: !quant.uniform<i8:f32, 2.000000e+00:15>,
// CHECK-SAME: !quant.uniform<i8:f32, 2.000000e+00>,
// CHECK-SAME: !quant.uniform<u8:f32, 1.000000e-01:128>,
// CHECK-SAME: !quant.uniform<i4:bf16, 0.33333333300000001>,
// CHECK-SAME: !quant.uniform<i32:f64, 1.000000e-300:-2147483648>,
// CHECK-SAME: !quant.uniform<i8:f32, 1.234567E+10>)
func.func private @per_tensor(!quant.uniform<i8:f32, 2.0:15>, !quant.uniform<i8:f32, 2.0:0>,
  !quant.uniform<u8:f32, 0.1:128>, !quant.uniform<i4:bf16, 0.333333333>,
  !quant.uniform<i32:f64, 1.0e-300:-2147483648>, !quant.uniform<i8:f32, 1.234567e10>)

// `ui8` and `si8` print as u8 and i8; a range equal to the type's is left out.
// CHECK-LABEL: func.func private @storage(
// CHECK-SAME: !quant.uniform<u8:f32, 1.000000e+00>,
// CHECK-SAME: !quant.uniform<i8:f32, 1.000000e+00>,
// CHECK-SAME: !quant.uniform<i8<-127:127>:f32, 1.000000e+00>,
// CHECK-SAME: !quant.uniform<i8:f32, 1.000000e+00>,
// CHECK-SAME: !quant.uniform<u4<1:15>:f16, 5.000000e-01:8>,
// CHECK-SAME: !quant.uniform<i1:f32, 1.000000e+00>)
func.func private @storage(!quant.uniform<ui8:f32, 1.0>, !quant.uniform<si8:f32, 1.0>,
  !quant.uniform<i8<-127:127>:f32, 1.0>, !quant.uniform<i8<-128:127>:f32, 1.0>,
  !quant.uniform<u4<1:15>:f16, 0.5:8>, !quant.uniform<i1:f32, 1.0>)

// CHECK-LABEL: func.func private @per_axis(
// CHECK-SAME: !quant.uniform<i8:f32:1, {2.000000e+00:10,3.000000e+00}>,
// CHECK-SAME: !quant.uniform<u8<0:254>:f16:0, {1.000000e-01:127}>,
// CHECK-SAME: !quant.uniform<i8:f32:3, {1.000000e+00,2.000000e+00,3.000000e+00,4.000000e+00}>)
func.func private @per_axis(!quant.uniform<i8:f32:1, {2.0:10, 3.0}>, !quant.uniform<u8<0:254>:f16:0, {0.1:127}>,
  !quant.uniform<i8:f32:3, {{1.0, 2.0}, {3.0, 4.0}}>)

// Sub-channel scales are rounded to the expressed type and zero points
// wrapped to the storage width (200 in u8 storage prints as -56).
// CHECK-LABEL: func.func private @sub_channel(
// CHECK-SAME: !quant.uniform<i8:f16:{0:1, 1:2}, {{\{\{}}2.000000e+00:10, 3.000000e+00}, {4.000000e+00, 5.000000e+00:2}}>,
// CHECK-SAME: !quant.uniform<u8:f32:{0:1, 1:2}, {{\{\{}}2.000000e+00:-56, 1.000000e-01:127}, {0.333333343, 0.99871999}}>,
// CHECK-SAME: !quant.uniform<i8:f16:{0:1}, {9.997550e-02:-1, 1.999510e-01}>,
// CHECK-SAME: !quant.uniform<i8:f32:{}, {1.000000e+00:3}>)
func.func private @sub_channel(!quant.uniform<i8:f16:{0:1, 1:2}, {{2.0:10, 3.0}, {4.0, 5.0:2}}>,
  !quant.uniform<u8:f32:{0:1,1:2}, {{2.0:200,0.1:127}, {0.333333333,9.987200e-01}}>,
  !quant.uniform<i8:f16:{0:1}, {0.1:-1, 0.2}>, !quant.uniform<i8:f32:{}, {1.0:3}>)

// CHECK-LABEL: func.func private @any_calibrated(
// CHECK-SAME: !quant.any<i8:f32>, !quant.any<u8<1:254>>,
// CHECK-SAME: !quant.calibrated<f32<-5.000000e-01:1.000000e+00>>,
// CHECK-SAME: !quant.calibrated<f16<1.000000e-01:0.33333333300000001>>)
func.func private @any_calibrated(!quant.any<i8:f32>, !quant.any<u8<1:254>>,
  !quant.calibrated<f32<-0.5:1.0>>, !quant.calibrated<f16<0.1:0.333333333>>)

// The bracketed form and spaces read the same; aliases are not kept.
!q = !quant<uniform<i8<-4 : 3> : f32 , 1.0 : 2 >>
// CHECK-LABEL: func.func @in_tensors(
// CHECK-SAME: %arg0: tensor<2x!quant.uniform<i8<-4:3>:f32, 1.000000e+00:2>>, %arg1: tensor<*x!quant.uniform<i8<-4:3>:f32, 1.000000e+00:2>>) -> tensor<2x!quant.uniform<i8<-4:3>:f32, 1.000000e+00:2>>
func.func @in_tensors(%a: tensor<2x!q>, %b: tensor<*x!q>) -> tensor<2x!q> {
  // CHECK-NEXT: return %arg0 : tensor<2x!quant.uniform<i8<-4:3>:f32, 1.000000e+00:2>>
  return %a : tensor<2x!q>
}
