// RUN: ncc-translate --interpret -split-input-file %s | FileCheck %s

// On one device the sharding ops are the identity and a manual computation
// over axes of size 1 runs its body on the whole values.

sdy.mesh @mesh = <["a"=1, "b"=1]>

// CHECK: tensor<4xf32> {
// CHECK-NEXT: [2.000000e+00, 4.000000e+00, 6.000000e+00, 8.000000e+00]
func.func @main() -> tensor<4xf32> {
  %c = stablehlo.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %0 = sdy.sharding_constraint %c <@mesh, [{"a"}]> : tensor<4xf32>
  %1 = sdy.manual_computation(%0) in_shardings=[<@mesh, [{"a"}]>] out_shardings=[<@mesh, [{"a"}]>] manual_axes={"a"} (%arg0: tensor<4xf32>) {
    %2 = stablehlo.add %arg0, %arg0 : tensor<4xf32>
    sdy.return %2 : tensor<4xf32>
  } : (tensor<4xf32>) -> tensor<4xf32>
  %3 = sdy.reshard %1 <@mesh, [{"b"}]> : tensor<4xf32>
  %4 = sdy.propagation_barrier %3 allowed_direction=BACKWARD : tensor<4xf32>
  return %4 : tensor<4xf32>
}

// -----

// CHECK: tensor<2xi32> {
// CHECK-NEXT: [5, 10]
func.func @main() -> tensor<2xi32> {
  %c = stablehlo.constant dense<[2, 3]> : tensor<2xi32>
  %0 = sdy.named_computation<"square_plus_one">(%c) (%x: tensor<2xi32>) {
    %one = stablehlo.constant dense<1> : tensor<2xi32>
    %1 = stablehlo.multiply %x, %x : tensor<2xi32>
    %2 = stablehlo.add %1, %one : tensor<2xi32>
    sdy.return %2 : tensor<2xi32>
  } : (tensor<2xi32>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}
