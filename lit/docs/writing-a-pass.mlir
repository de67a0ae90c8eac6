// The worked example of docs/writing-a-pass.md: arith-strength-reduce turns
// multiplications by a power of two into shifts.
// RUN: ncc-opt %s -arith-strength-reduce | FileCheck %s
// RUN: ncc-opt %s -p 'builtin.module(func.func(arith-strength-reduce{max-shift=2}))' | FileCheck %s --check-prefix=MAX2
// RUN: ncc-opt %s -arith-strength-reduce --mlir-pass-statistics 2>&1 >/dev/null | FileCheck %s --check-prefix=STATS

// CHECK-LABEL: func.func @mul8
// CHECK-NEXT:    %[[C:.*]] = arith.constant 3 : i32
// CHECK-NEXT:    %[[S:.*]] = arith.shli %arg0, %[[C]] overflow<nsw> : i32
// CHECK-NEXT:    return %[[S]] : i32
// MAX2-LABEL:  func.func @mul8
// MAX2:          arith.muli
func.func @mul8(%x: i32) -> i32 {
  %c8 = arith.constant 8 : i32
  %0 = arith.muli %x, %c8 overflow<nsw> : i32
  return %0 : i32
}

// Not a power of two: left alone.
// CHECK-LABEL: func.func @mul6
// CHECK:         arith.muli
func.func @mul6(%x: i32) -> i32 {
  %c6 = arith.constant 6 : i32
  %0 = arith.muli %x, %c6 : i32
  return %0 : i32
}

// STATS: ArithStrengthReduce
// STATS: (S) 1 num-rewritten - Number of multiplications turned into shifts
