// RUN: not ncc-translate --interpret -split-input-file %s 2>&1 | FileCheck %s

// Failing checks and runtime errors are located diagnostics; the other
// chunks still run, and the exit code is 1.

func.func @failing_check() {
  %0 = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf32>
  // CHECK: errors.mlir:[[# @LINE + 1]]:3: error: 'check.expect_almost_eq_const' op check failed: element values don't match: 2.000000e+00 (actual) vs 2.500000e+00 (expected) at index [1]
  check.expect_almost_eq_const %0, dense<[1.0, 2.5]> : tensor<2xf32>
  func.return
}

// -----

func.func @division_by_zero() -> tensor<i32> {
  %0 = stablehlo.constant dense<7> : tensor<i32>
  %1 = stablehlo.constant dense<0> : tensor<i32>
  // CHECK: errors.mlir:[[# @LINE + 1]]:8: error: 'stablehlo.divide' op integer division by zero
  %2 = stablehlo.divide %0, %1 : tensor<i32>
  func.return %2 : tensor<i32>
}

// -----

// CHECK-NOT: error:
func.func @passing() {
  %0 = stablehlo.constant dense<[1, 2]> : tensor<2xi64>
  check.expect_eq_const %0, dense<[1, 2]> : tensor<2xi64>
  func.return
}

// -----

// A dynamic result type is an error, not a tensor of the wrong size: the
// interpreter runs static shapes only.
func.func @dynamic() {
  %a = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %c = stablehlo.convert %a : (tensor<2xf32>) -> tensor<?xf32>
  return
}
// CHECK: errors.mlir:[[# @LINE - 3]]:8: error: 'stablehlo.convert' op result type tensor<?xf32> must have a static shape: the interpreter runs static shapes only (try --stablehlo-refine-shapes)
