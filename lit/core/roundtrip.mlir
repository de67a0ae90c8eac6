// The builtin, func, arith and cf dialects print exactly as mlir-opt prints
// them, and printing is a fixpoint in pretty and generic form.
// RUN: ncc-opt %s | FileCheck %s
// RUN: ncc-opt %s | ncc-opt | FileCheck %s
// RUN: ncc-opt %s --mlir-print-op-generic | ncc-opt | FileCheck %s
// RUN: ncc-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

func.func @arith(%a: i32, %b: i32, %x: f32, %y: f32, %i: index) -> (i32, f32) {
  %c = arith.constant 42 : i32
  %0 = arith.addi %a, %c overflow<nsw> : i32
  %1 = arith.subi %0, %b : i32
  %2 = arith.muli %1, %1 overflow<nsw, nuw> : i32
  %3 = arith.divsi %2, %b : i32
  %4 = arith.cmpi slt, %3, %a : i32
  %5 = arith.select %4, %3, %a : i32
  %6 = arith.addf %x, %y fastmath<fast> : f32
  %7 = arith.cmpf olt, %6, %y : f32
  %8 = arith.extsi %5 : i32 to i64
  %9 = arith.trunci %8 : i64 to i16
  %10 = arith.sitofp %9 : i16 to f32
  %11 = arith.index_cast %i : index to i32
  %12 = arith.maximumf %10, %6 : f32
  %sum, %ovf = arith.addui_extended %5, %11 : i32, i1
  %t = arith.constant dense<[1, 2, 3]> : tensor<3xi32>
  %cst = arith.constant 1.5 : f64
  return %sum, %12 : i32, f32
}

func.func private @decl(i32) -> i32

func.func @calls(%a: i32) -> i32 {
  %0 = call @decl(%a) : (i32) -> i32
  %f = func.constant @decl : (i32) -> i32
  %1 = call_indirect %f(%0) : (i32) -> i32
  return %1 : i32
}

func.func @cfg(%c: i1, %a: i32) -> i32 {
  cf.cond_br %c, ^bb1(%a : i32), ^bb2
^bb1(%x: i32):
  cf.br ^bb3(%x : i32)
^bb2:
  %z = arith.constant 0 : i32
  cf.switch %a : i32, [
    default: ^bb3(%z : i32),
    1: ^bb3(%a : i32)
  ]
^bb3(%r: i32):
  cf.assert %c, "must hold"
  return %r : i32
}

// CHECK-LABEL: module {
// CHECK-LABEL: func.func @arith(%arg0: i32, %arg1: i32, %arg2: f32, %arg3: f32, %arg4: index) -> (i32, f32) {
// CHECK-NEXT:     %c42_i32 = arith.constant 42 : i32
// CHECK-NEXT:     %0 = arith.addi %arg0, %c42_i32 overflow<nsw> : i32
// CHECK-NEXT:     %1 = arith.subi %0, %arg1 : i32
// CHECK-NEXT:     %2 = arith.muli %1, %1 overflow<nsw, nuw> : i32
// CHECK-NEXT:     %3 = arith.divsi %2, %arg1 : i32
// CHECK-NEXT:     %4 = arith.cmpi slt, %3, %arg0 : i32
// CHECK-NEXT:     %5 = arith.select %4, %3, %arg0 : i32
// CHECK-NEXT:     %6 = arith.addf %arg2, %arg3 fastmath<fast> : f32
// CHECK-NEXT:     %7 = arith.cmpf olt, %6, %arg3 : f32
// CHECK-NEXT:     %8 = arith.extsi %5 : i32 to i64
// CHECK-NEXT:     %9 = arith.trunci %8 : i64 to i16
// CHECK-NEXT:     %10 = arith.sitofp %9 : i16 to f32
// CHECK-NEXT:     %11 = arith.index_cast %arg4 : index to i32
// CHECK-NEXT:     %12 = arith.maximumf %10, %6 : f32
// CHECK-NEXT:     %sum, %overflow = arith.addui_extended %5, %11 : i32, i1
// CHECK-NEXT:     %cst = arith.constant dense<[1, 2, 3]> : tensor<3xi32>
// CHECK-NEXT:     %cst_0 = arith.constant 1.500000e+00 : f64
// CHECK-NEXT:     return %sum, %12 : i32, f32
// CHECK-NEXT:   }
// CHECK-LABEL: func.func private @decl(i32) -> i32
// CHECK-LABEL: func.func @calls(%arg0: i32) -> i32 {
// CHECK-NEXT:     %0 = call @decl(%arg0) : (i32) -> i32
// CHECK-NEXT:     %f = constant @decl : (i32) -> i32
// CHECK-NEXT:     %1 = call_indirect %f(%0) : (i32) -> i32
// CHECK-NEXT:     return %1 : i32
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @cfg(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT:     cf.cond_br %arg0, ^bb1(%arg1 : i32), ^bb2
// CHECK-NEXT:   ^bb1(%0: i32):  // pred: ^bb0
// CHECK-NEXT:     cf.br ^bb3(%0 : i32)
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:     cf.switch %arg1 : i32, [
// CHECK-NEXT:       default: ^bb3(%c0_i32 : i32),
// CHECK-NEXT:       1: ^bb3(%arg1 : i32)
// CHECK-NEXT:     ]
// CHECK-NEXT:   ^bb3(%1: i32):  // 3 preds: ^bb1, ^bb2, ^bb2
// CHECK-NEXT:     cf.assert %arg0, "must hold"
// CHECK-NEXT:     return %1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }

// GENERIC: "builtin.module"() ({
// GENERIC: "func.func"() <{function_type = (i32, i32, f32, f32, index) -> (i32, f32), sym_name = "arith"}> ({
// GENERIC: "arith.addi"(%arg3, %6) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32
// GENERIC: "cf.cond_br"({{%.*}}, {{%.*}})[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i32) -> ()
