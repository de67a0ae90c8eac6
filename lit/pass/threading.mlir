// Passes on sibling functions run in parallel, yet output (IR dumps,
// remarks, the result) is the same as with --mlir-disable-threading.
// RUN: ncc-opt %s -p 'builtin.module(func.func(test-tag,test-remark))' --mlir-print-ir-after-all > %t.par.out 2> %t.par.err
// RUN: ncc-opt %s -p 'builtin.module(func.func(test-tag,test-remark))' --mlir-print-ir-after-all --mlir-disable-threading > %t.seq.out 2> %t.seq.err
// RUN: diff %t.par.out %t.seq.out
// RUN: diff %t.par.err %t.seq.err
// RUN: FileCheck %s < %t.par.err

// CHECK: IR Dump After TestTag (test-tag)
// CHECK-NEXT: func.func @f0
// CHECK: IR Dump After TestRemark (test-remark)
// CHECK-NEXT: func.func @f0
// CHECK: IR Dump After TestTag (test-tag)
// CHECK-NEXT: func.func @f1
// CHECK: IR Dump After TestTag (test-tag)
// CHECK-NEXT: func.func @f2
// CHECK: IR Dump After TestTag (test-tag)
// CHECK-NEXT: func.func @f3
// CHECK: remark: visited 'func.func' @f0
// CHECK: remark: visited 'func.func' @f1
// CHECK: remark: visited 'func.func' @f2
// CHECK: remark: visited 'func.func' @f3

func.func @f0() { return }
func.func @f1() { return }
func.func @f2() { return }
func.func @f3() { return }
