// stablehlo.while names its regions' arguments %iterArg, %iterArg_N in the
// pretty form (WhileOp::getAsmBlockArgumentNames), %argN in the generic one.
// RUN: ncc-opt %s | FileCheck %s
// RUN: ncc-opt %s | ncc-opt | FileCheck %s
// RUN: ncc-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// CHECK-LABEL: func.func @loop
// CHECK:      %0:2 = stablehlo.while(%iterArg = %arg0, %iterArg_0 = %arg1) : tensor<i64>, tensor<i64>
// CHECK-NEXT:  cond {
// CHECK-NEXT:   %1 = stablehlo.compare  LT, %iterArg, %iterArg_0 : (tensor<i64>, tensor<i64>) -> tensor<i1>
// CHECK:      } do {
// CHECK-NEXT:   %1 = stablehlo.add %iterArg, %iterArg_0 : tensor<i64>
// CHECK-NEXT:   stablehlo.return %1, %iterArg_0 : tensor<i64>, tensor<i64>
// GENERIC:      "stablehlo.while"(%arg4, %arg5) ({
// GENERIC-NEXT: ^bb0(%arg8: tensor<i64>, %arg9: tensor<i64>):
// GENERIC-NOT:  iterArg
func.func @loop(%a: tensor<i64>, %b: tensor<i64>) -> tensor<i64> {
  %0:2 = stablehlo.while(%x = %a, %y = %b) : tensor<i64>, tensor<i64>
   cond {
    %1 = stablehlo.compare LT, %x, %y : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %1 : tensor<i1>
  } do {
    %1 = stablehlo.add %x, %y : tensor<i64>
    stablehlo.return %1, %y : tensor<i64>, tensor<i64>
  }
  return %0#0 : tensor<i64>
}

// Names already taken around the loop push the suffixes on.
// CHECK-LABEL: func.func @taken
// CHECK: %c = stablehlo.constant dense<1> : tensor<i32>
// CHECK: stablehlo.while(%iterArg = %c, %iterArg_0 = %c)
func.func @taken() -> tensor<i32> {
  %c = stablehlo.constant dense<1> : tensor<i32>
  %0:2 = stablehlo.while(%x = %c, %y = %c) : tensor<i32>, tensor<i32>
   cond {
    %1 = stablehlo.compare LT, %x, %y : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %1 : tensor<i1>
  } do {
    stablehlo.return %x, %y : tensor<i32>, tensor<i32>
  }
  return %0#0 : tensor<i32>
}
