// sccp propagates constants along the branches that can be taken and
// replaces the values it proves constant, including block arguments.
// RUN: ncc-opt %s -p 'builtin.module(func.func(sccp))' | FileCheck %s

// CHECK-LABEL: func.func @branch
// CHECK:         %[[C:.*]] = arith.constant 3 : i32
// CHECK:       ^bb{{[0-9]+}}:
// CHECK:         return %[[C]] : i32
func.func @branch(%x: i32) -> i32 {
  %t = arith.constant true
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  cf.cond_br %t, ^bb1, ^bb2
^bb1:
  %s = arith.addi %c1, %c2 : i32
  cf.br ^bb3(%s : i32)
^bb2:
  cf.br ^bb3(%x : i32)
^bb3(%r: i32):
  return %r : i32
}
