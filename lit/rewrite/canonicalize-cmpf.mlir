// arith.cmpf's CmpFIntToFPConst: a comparison of sitofp/uitofp(x) with a
// float constant becomes an integer comparison, or a constant when the
// answer does not depend on x, exactly as MLIR 22's ArithOps.cpp decides.
// RUN: ncc-opt %s -canonicalize -split-input-file | FileCheck %s
// RUN: %if mlir-opt %{ %{mlir-opt} %s -canonicalize -split-input-file | FileCheck %s %}
// RUN: ncc-opt %s -canonicalize -split-input-file > %t.ncc
// RUN: %if mlir-opt %{ %{mlir-opt} %s -canonicalize -split-input-file > %t.mlir %}
// RUN: %if mlir-opt %{ diff %t.ncc %t.mlir %}

// An integral constant: the same comparison on the integer.
// CHECK-LABEL: func.func @exact
// CHECK-NEXT:    %[[C:.*]] = arith.constant 4 : i32
// CHECK-NEXT:    %[[EQ:.*]] = arith.cmpi eq, %arg0, %[[C]] : i32
// CHECK-NEXT:    %[[LT:.*]] = arith.cmpi slt, %arg0, %[[C]] : i32
// CHECK-NEXT:    return %[[EQ]], %[[LT]]
func.func @exact(%x: i32) -> (i1, i1) {
  %f = arith.sitofp %x : i32 to f64
  %c = arith.constant 4.0 : f64
  %0 = arith.cmpf oeq, %f, %c : f64
  %1 = arith.cmpf ult, %f, %c : f64
  return %0, %1 : i1, i1
}

// -----

// A fractional constant: x < 4.5 is x <= 4, x >= 4.5 is x > 4,
// x > -4.5 is x >= -4; equality is false and inequality true.
// CHECK-LABEL: func.func @fraction
// CHECK-DAG:     %[[T:.*]] = arith.constant true
// CHECK-DAG:     %[[F:.*]] = arith.constant false
// CHECK-DAG:     %[[M4:.*]] = arith.constant -4 : i32
// CHECK-DAG:     %[[C4:.*]] = arith.constant 4 : i32
// CHECK:         %[[A:.*]] = arith.cmpi sle, %arg0, %[[C4]] : i32
// CHECK-NEXT:    %[[B:.*]] = arith.cmpi sgt, %arg0, %[[C4]] : i32
// CHECK-NEXT:    %[[C:.*]] = arith.cmpi sge, %arg0, %[[M4]] : i32
// CHECK-NEXT:    return %[[A]], %[[B]], %[[C]], %[[F]], %[[T]]
func.func @fraction(%x: i32) -> (i1, i1, i1, i1, i1) {
  %f = arith.sitofp %x : i32 to f64
  %c = arith.constant 4.5 : f64
  %n = arith.constant -4.5 : f64
  %0 = arith.cmpf olt, %f, %c : f64
  %1 = arith.cmpf oge, %f, %c : f64
  %2 = arith.cmpf ogt, %f, %n : f64
  %3 = arith.cmpf oeq, %f, %c : f64
  %4 = arith.cmpf une, %f, %c : f64
  return %0, %1, %2, %3, %4 : i1, i1, i1, i1, i1
}

// -----

// uitofp compares unsigned (200 : i8 prints as -56); no unsigned value
// is below -1.5.
// CHECK-LABEL: func.func @unsigned
// CHECK:         %[[C:.*]] = arith.constant -56 : i8
// CHECK-NEXT:    %[[A:.*]] = arith.cmpi ult, %arg0, %[[C]] : i8
// CHECK-NEXT:    return %[[A]], %true, %false
func.func @unsigned(%x: i8) -> (i1, i1, i1) {
  %f = arith.uitofp %x : i8 to f32
  %c = arith.constant 200.0 : f32
  %n = arith.constant -1.5 : f32
  %0 = arith.cmpf olt, %f, %c : f32
  %1 = arith.cmpf ogt, %f, %n : f32
  %2 = arith.cmpf ole, %f, %n : f32
  return %0, %1, %2 : i1, i1, i1
}

// -----

// Constants beyond the integer's range, infinities included, decide the
// comparison; ord is true since the conversion makes no NaN.
// CHECK-LABEL: func.func @out_of_range
// CHECK-NOT:     arith.cmp
// CHECK:         return %true, %false, %true, %true
func.func @out_of_range(%x: i8) -> (i1, i1, i1, i1) {
  %f = arith.sitofp %x : i8 to f32
  %big = arith.constant 1000.0 : f32
  %inf = arith.constant 0xFF800000 : f32
  %0 = arith.cmpf olt, %f, %big : f32
  %1 = arith.cmpf oeq, %f, %big : f32
  %2 = arith.cmpf ogt, %f, %inf : f32
  %3 = arith.cmpf ord, %f, %big : f32
  return %0, %1, %2, %3 : i1, i1, i1, i1
}

// -----

// i64 does not fit f32's significand: 1e10 could compare differently
// after rounding, so that cmpf stays; 3.0 is too small to be affected.
// CHECK-LABEL: func.func @lossy
// CHECK:         arith.cmpf olt
// CHECK:         arith.cmpi slt, %arg0, %c3_i64 : i64
func.func @lossy(%x: i64) -> (i1, i1) {
  %f = arith.sitofp %x : i64 to f32
  %c = arith.constant 1.0e10 : f32
  %s = arith.constant 3.0 : f32
  %0 = arith.cmpf olt, %f, %c : f32
  %1 = arith.cmpf olt, %f, %s : f32
  return %0, %1 : i1, i1
}

// -----

// f80 and f128 constants, and integers wider than 64 bits.
// CHECK-LABEL: func.func @wide_types
// CHECK:         arith.cmpi sle, %arg0, %c2_i16 : i16
// CHECK-NEXT:    arith.cmpi ugt, %arg1, %c7_i128 : i128
func.func @wide_types(%x: i16, %y: i128) -> (i1, i1) {
  %f = arith.sitofp %x : i16 to f80
  %c = arith.constant 2.5 : f80
  %0 = arith.cmpf ole, %f, %c : f80
  %g = arith.uitofp %y : i128 to f128
  %d = arith.constant 7.0 : f128
  %1 = arith.cmpf ugt, %g, %d : f128
  return %0, %1 : i1, i1
}

// -----

// The pattern wants the conversion on the left and a float constant on
// the right.
// CHECK-LABEL: func.func @not_matched
// CHECK:         arith.cmpf olt, %cst, %0 : f32
// CHECK-NEXT:    arith.cmpf olt, %arg1, %cst : f32
func.func @not_matched(%x: i32, %y: f32) -> (i1, i1) {
  %f = arith.sitofp %x : i32 to f32
  %c = arith.constant 4.5 : f32
  %0 = arith.cmpf olt, %c, %f : f32
  %1 = arith.cmpf olt, %y, %c : f32
  return %0, %1 : i1, i1
}
