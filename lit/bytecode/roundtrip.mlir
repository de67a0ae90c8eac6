// ncc-opt writes MLIR bytecode (--emit-bytecode) and reads it back wherever
// it reads text, telling the two apart by the magic bytes, as mlir-opt does.
// RUN: ncc-opt %s --emit-bytecode | ncc-opt | FileCheck %s
// RUN: ncc-opt %s --emit-bytecode | ncc-opt --emit-bytecode | ncc-opt | FileCheck %s
// RUN: ncc-opt %s --emit-bytecode -o %t.bc && ncc-opt %t.bc | FileCheck %s
// RUN: ncc-opt %s --emit-bytecode | ncc-opt --mlir-print-debuginfo | FileCheck %s --check-prefix=LOC
// RUN: ncc-opt %s --emit-bytecode | ncc-opt --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// CHECK-LABEL: func.func @cfg(%arg0: i1, %arg1: i32) -> i32
// CHECK-NEXT:    %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT:    %0 = arith.addi %arg1, %c7_i32 overflow<nsw> : i32
// CHECK-NEXT:    cf.cond_br %arg0 weights([1, 2]), ^bb1(%0 : i32), ^bb2
// CHECK-NEXT:  ^bb1(%1: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:    cf.switch %1 : i32, [
// CHECK-NEXT:      default: ^bb2,
// CHECK-NEXT:      5: ^bb1(%c7_i32 : i32)
// CHECK-NEXT:    ]
// CHECK-NEXT:  ^bb2:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:    return %c7_i32 : i32
// LOC: loc("{{.*}}roundtrip.mlir":[[@LINE+2]]:1)
// GENERIC: "cf.cond_br"(%arg0, %{{[0-9]+}})[^bb1, ^bb2] <{branch_weights = array<i32: 1, 2>, operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i32) -> ()
func.func @cfg(%arg0: i1, %arg1: i32) -> i32 {
  %c7 = arith.constant 7 : i32
  %0 = arith.addi %arg1, %c7 overflow<nsw> : i32
  cf.cond_br %arg0, ^bb1(%0 : i32), ^bb2 {branch_weights = array<i32: 1, 2>}
^bb1(%1: i32):
  cf.switch %1 : i32, [
    default: ^bb2,
    5: ^bb1(%c7 : i32)
  ]
^bb2:
  return %c7 : i32
}

// CHECK-LABEL: func.func private @constants()
// CHECK-NEXT:    %cst = arith.constant dense<[true, false, true]> : tensor<3xi1>
// CHECK-NEXT:    %cst_0 = arith.constant dense<1.500000e+00> : tensor<2x2xbf16>
// CHECK-NEXT:    %cst_1 = arith.constant dense<(1.000000e+00,2.000000e+00)> : tensor<1xcomplex<f32>>
// CHECK-NEXT:    %c-1_i128 = arith.constant -1 : i128
// CHECK-NEXT:    %cst_2 = arith.constant 4.480000e+02 : f8E4M3FN
// CHECK-NEXT:    %cst_3 = arith.constant 1.0000000000000000525E+300 : f80
// CHECK-NEXT:    %cst_4 = arith.constant dense_resource<blob> : tensor<2xi16>
func.func private @constants() attributes {llvm.emit_c_interface} {
  %0 = arith.constant dense<[true, false, true]> : tensor<3xi1>
  %1 = arith.constant dense<1.5> : tensor<2x2xbf16>
  %2 = arith.constant dense<[(1.0, 2.0)]> : tensor<1xcomplex<f32>>
  %3 = arith.constant -1 : i128
  %4 = arith.constant 448.0 : f8E4M3FN
  %5 = arith.constant 1.0e300 : f80
  %6 = arith.constant dense_resource<blob> : tensor<2xi16>
  return
}
// CHECK:       dialect_resources: {
// CHECK-NEXT:    builtin: {
// CHECK-NEXT:      blob: "0x020000000100FFFF"
{-#
  dialect_resources: {
    builtin: {
      blob: "0x020000000100FFFF"
    }
  }
#-}
