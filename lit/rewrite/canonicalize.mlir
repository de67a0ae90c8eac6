// canonicalize folds, applies arith's canonicalization patterns, uniques
// constants and hoists them to the entry block (in MLIR's reversed order),
// and erases dead ops.
// RUN: ncc-opt %s -canonicalize -split-input-file | FileCheck %s

// CHECK-LABEL: func.func @fold_chain
// CHECK-NEXT:    %[[C4:.*]] = arith.constant 4 : i32
// CHECK-NEXT:    %[[C3:.*]] = arith.constant 3 : i32
// CHECK-NEXT:    %[[A:.*]] = arith.addi %arg0, %[[C3]] : i32
// CHECK-NEXT:    %[[M:.*]] = arith.muli %[[A]], %[[C3]] : i32
// CHECK-NEXT:    %[[R:.*]] = arith.addi %[[M]], %[[C4]] : i32
// CHECK-NEXT:    return %[[R]] : i32
func.func @fold_chain(%a: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %x = arith.addi %a, %c1 : i32
  %c2 = arith.constant 2 : i32
  %y = arith.addi %x, %c2 : i32
  %c3 = arith.constant 3 : i32
  %z = arith.muli %y, %c3 : i32
  %c4 = arith.constant 4 : i32
  %w = arith.addi %c4, %z : i32
  return %w : i32
}

// -----

// CHECK-LABEL: func.func @dead_and_folded
// CHECK-NEXT:    %[[C:.*]] = arith.constant 6 : i32
// CHECK-NEXT:    return %[[C]] : i32
func.func @dead_and_folded(%a: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %s = arith.addi %c1, %c2 : i32
  %d = arith.muli %s, %c2 : i32
  %unused = arith.subi %a, %d : i32
  return %d : i32
}

// -----

// CHECK-LABEL: func.func @selects
// CHECK-SAME:    (%[[C:.*]]: i1, %[[A:.*]]: i32, %[[B:.*]]: i32)
// CHECK-NEXT:    %[[T:.*]] = arith.constant true
// CHECK-NEXT:    %[[S:.*]] = arith.select %[[C]], %[[B]], %[[A]] : i32
// CHECK-NEXT:    %[[N:.*]] = arith.xori %[[C]], %[[T]] : i1
// CHECK-NEXT:    %[[N2:.*]] = arith.xori %[[C]], %[[T]] : i1
// CHECK-NEXT:    %[[E:.*]] = arith.extui %[[N2]] : i1 to i32
// CHECK-NEXT:    return %[[S]], %[[N]], %[[E]] : i32, i1, i32
func.func @selects(%c: i1, %a: i32, %b: i32) -> (i32, i1, i32) {
  %t = arith.constant true
  %f = arith.constant false
  %n = arith.xori %c, %t : i1
  %s = arith.select %n, %a, %b : i32
  %i = arith.select %c, %f, %t : i1
  %one = arith.constant 1 : i32
  %zero = arith.constant 0 : i32
  %e = arith.select %c, %zero, %one : i32
  return %s, %i, %e : i32, i1, i32
}

// -----

// CHECK-LABEL: func.func @casts
// CHECK-NEXT:    %[[T:.*]] = arith.extui %arg0 : i8 to i16
// CHECK-NEXT:    %[[P:.*]] = arith.cmpi eq, %arg0, %arg1 : i8
// CHECK-NEXT:    return %[[T]], %[[P]] : i16, i1
func.func @casts(%a: i8, %b: i8) -> (i16, i1) {
  %s = arith.extui %a : i8 to i16
  %s2 = arith.extsi %s : i16 to i32
  %s3 = arith.trunci %s2 : i32 to i16
  %x = arith.extsi %a : i8 to i32
  %y = arith.extsi %b : i8 to i32
  %p = arith.cmpi eq, %x, %y : i32
  return %s3, %p : i16, i1
}
