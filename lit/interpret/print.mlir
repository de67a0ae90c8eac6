// RUN: ncc-translate --interpret %s | FileCheck %s
// RUN: ncc-translate --interpret --interpreter-print-dense %s | FileCheck %s --check-prefix=DENSE

// The entry function's results print as stablehlo-translate prints them.

func.func @main() -> (tensor<2x3xf32>, tensor<i1>, tensor<2xui8>) {
  %0 = stablehlo.iota dim = 1 : tensor<2x3xf32>
  %1 = stablehlo.multiply %0, %0 : tensor<2x3xf32>
  %2 = stablehlo.constant dense<true> : tensor<i1>
  %3 = stablehlo.constant dense<[0, 255]> : tensor<2xui8>
  func.return %1, %2, %3 : tensor<2x3xf32>, tensor<i1>, tensor<2xui8>
}

// CHECK:      tensor<2x3xf32> {
// CHECK-NEXT:   [
// CHECK-NEXT:     [0.000000e+00, 1.000000e+00, 4.000000e+00],
// CHECK-NEXT:     [0.000000e+00, 1.000000e+00, 4.000000e+00]
// CHECK-NEXT:   ]
// CHECK-NEXT: }
// CHECK-NEXT: tensor<i1> {true}
// CHECK-NEXT: tensor<2xui8> {
// CHECK-NEXT:   [0, 255]
// CHECK-NEXT: }

// DENSE:      dense<{{\[\[}}0.000000e+00, 1.000000e+00, 4.000000e+00], [0.000000e+00, 1.000000e+00, 4.000000e+00]]> : tensor<2x3xf32>
// DENSE-NEXT: dense<true> : tensor<i1>
// DENSE-NEXT: dense<[0, 255]> : tensor<2xui8>
