// Region simplification drops block arguments no one uses, and with them
// the values every predecessor forwards, cf.switch's cases included (whose
// case_operand_segments must follow: this used to crash).
// RUN: ncc-opt %s -allow-unregistered-dialect -canonicalize -split-input-file | FileCheck %s
// RUN: ncc-opt %s -allow-unregistered-dialect -canonicalize -split-input-file > %t.ncc
// RUN: %if mlir-opt %{ %{mlir-opt} %s -allow-unregistered-dialect -canonicalize -split-input-file > %t.mlir %}
// RUN: %if mlir-opt %{ diff %t.ncc %t.mlir %}

// CHECK-LABEL: func.func @unused_case_arg
// CHECK:      cf.switch %arg0 : i32, [
// CHECK-NEXT:   default: ^bb1,
// CHECK-NEXT:   42: ^bb2
// CHECK-NEXT: ]
func.func @unused_case_arg(%flag: i32, %a: i32) {
  cf.switch %flag : i32, [
    default: ^bb1(%a : i32),
    42: ^bb2(%a : i32)
  ]
^bb1(%x: i32):
  return
^bb2(%y: i32):
  "test.op"() : () -> ()
  return
}

// -----

// CHECK-LABEL: func.func @some_used
// CHECK:      cf.switch %arg0 : i32, [
// CHECK-NEXT:   default: ^bb1(%arg2 : i32),
// CHECK-NEXT:   1: ^bb2,
// CHECK-NEXT:   2: ^bb3(%arg1 : i32)
// CHECK-NEXT: ]
func.func @some_used(%flag: i32, %a: i32, %b: i32) {
  cf.switch %flag : i32, [
    default: ^bb1(%a, %b : i32, i32),
    1: ^bb2(%b, %a : i32, i32),
    2: ^bb3(%b, %a : i32, i32)
  ]
^bb1(%x: i32, %x2: i32):
  "test.use"(%x2) : (i32) -> ()
  return
^bb2(%y: i32, %y2: i32):
  "test.op"() : () -> ()
  return
^bb3(%z: i32, %z2: i32):
  "test.use"(%z2) : (i32) -> ()
  return
}
