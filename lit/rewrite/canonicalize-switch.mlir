// cf.switch's canonicalization patterns (SwitchOp::getCanonicalizationPatterns
// in MLIR 22): only a default, cases that match the default, a constant
// flag, pass-through destinations, and a switch behind a case or the
// default of a switch on the same flag.
// RUN: ncc-opt %s -allow-unregistered-dialect -canonicalize -split-input-file | FileCheck %s
// RUN: %if mlir-opt %{ %{mlir-opt} %s -allow-unregistered-dialect -canonicalize -split-input-file | FileCheck %s %}
// RUN: ncc-opt %s -allow-unregistered-dialect -canonicalize -split-input-file > %t.ncc
// RUN: %if mlir-opt %{ %{mlir-opt} %s -allow-unregistered-dialect -canonicalize -split-input-file > %t.mlir %}
// RUN: %if mlir-opt %{ diff %t.ncc %t.mlir %}

// Only a default: a branch, then the successor merges in.
// CHECK-LABEL: func.func @only_default
// CHECK-NEXT:    "test.use"(%arg1) : (i32) -> ()
// CHECK-NEXT:    return
func.func @only_default(%flag: i32, %a: i32) {
  cf.switch %flag : i32, [
    default: ^bb1(%a : i32)
  ]
^bb1(%x: i32):
  "test.use"(%x) : (i32) -> ()
  return
}

// -----

// Cases going where the default goes, with its operands, are dropped. The
// rebuilt switch keeps no discardable attribute (MLIR 22's cf.switch has no
// branch_weights of its own).
// CHECK-LABEL: func.func @drop_cases_matching_default
// CHECK-NEXT:    cf.switch %arg0 : i32, [
// CHECK-NEXT:      default: ^bb1(%arg1 : i32),
// CHECK-NEXT:      43: ^bb2(%arg2 : i32)
// CHECK-NEXT:    ]
// CHECK-NOT:     branch_weights
func.func @drop_cases_matching_default(%flag: i32, %a: i32, %b: i32) {
  cf.switch %flag : i32, [
    default: ^bb1(%a : i32),
    42: ^bb1(%a : i32),
    43: ^bb2(%b : i32),
    44: ^bb1(%a : i32)
  ] {branch_weights = array<i32: 4, 3, 2, 1>}
^bb1(%x: i32):
  "test.use"(%x) : (i32) -> ()
  return
^bb2(%y: i32):
  "test.other"(%y) : (i32) -> ()
  return
}

// -----

// A constant flag picks its case (-3 : i8 prints as 253).
// CHECK-LABEL: func.func @const_flag
// CHECK-NEXT:    "test.b"() : () -> ()
// CHECK-NEXT:    return
func.func @const_flag() {
  %c = arith.constant -3 : i8
  cf.switch %c : i8, [
    default: ^bb1,
    253: ^bb2,
    5: ^bb1
  ]
^bb1:
  "test.a"() : () -> ()
  return
^bb2:
  "test.b"() : () -> ()
  return
}

// -----

// CHECK-LABEL: func.func @const_flag_default
// CHECK-NEXT:    "test.a"() : () -> ()
// CHECK-NEXT:    return
func.func @const_flag_default() {
  %c = arith.constant 7 : i32
  cf.switch %c : i32, [
    default: ^bb1,
    42: ^bb2
  ]
^bb1:
  "test.a"() : () -> ()
  return
^bb2:
  "test.b"() : () -> ()
  return
}

// -----

// Destinations that only branch on are skipped, their arguments forwarded.
// CHECK-LABEL: func.func @pass_through
// CHECK-NEXT:    cf.switch %arg0 : i32, [
// CHECK-NEXT:      default: ^bb1(%arg1 : i32),
// CHECK-NEXT:      42: ^bb2,
// CHECK-NEXT:      43: ^bb3(%arg1, %arg2 : i32, i32)
// CHECK-NEXT:    ]
// CHECK:       ^bb1(%0: i32):  // pred: ^bb0
// CHECK-NEXT:    "test.use"(%0)
// CHECK:       ^bb2:  // pred: ^bb0
// CHECK-NEXT:    "test.other"()
// CHECK:       ^bb3(%1: i32, %2: i32):  // pred: ^bb0
// CHECK-NEXT:    "test.use2"(%1, %2)
func.func @pass_through(%flag: i32, %a: i32, %b: i32) {
  cf.switch %flag : i32, [
    default: ^bb1(%a : i32),
    42: ^bb2,
    43: ^bb3(%b : i32)
  ]
^bb1(%x: i32):
  cf.br ^bb4(%x : i32)
^bb2:
  cf.br ^bb5
^bb3(%y: i32):
  cf.br ^bb6(%a, %y : i32, i32)
^bb4(%p: i32):
  "test.use"(%p) : (i32) -> ()
  return
^bb5:
  "test.other"() : () -> ()
  return
^bb6(%q: i32, %r: i32):
  "test.use2"(%q, %r) : (i32, i32) -> ()
  return
}

// -----

// A cycle of branches is not collapsed (the driver would never stop); the
// branch merges its single-predecessor successor instead.
// CHECK-LABEL: func.func @pass_through_cycle
// CHECK-NEXT:    cf.switch %arg0 : i32, [
// CHECK-NEXT:      default: ^bb1,
// CHECK-NEXT:      1: ^bb2
// CHECK-NEXT:    ]
// CHECK-NEXT:  ^bb1:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:    cf.br ^bb1
func.func @pass_through_cycle(%flag: i32) {
  cf.switch %flag : i32, [
    default: ^bb1,
    1: ^bb3
  ]
^bb1:
  cf.br ^bb2
^bb2:
  cf.br ^bb1
^bb3:
  return
}

// -----

// Behind case 42 of a switch on the same flag, the flag is 42.
// CHECK-LABEL: func.func @same_flag_case
// CHECK:       ^bb2:  // pred: ^bb0
// CHECK-NEXT:    "test.in_case"() : () -> ()
// CHECK-NEXT:    "test.c"() : () -> ()
// CHECK-NEXT:    return
func.func @same_flag_case(%flag: i32) {
  cf.switch %flag : i32, [
    default: ^bb1,
    42: ^bb2
  ]
^bb1:
  "test.a"() : () -> ()
  return
^bb2:
  "test.in_case"() : () -> ()
  cf.switch %flag : i32, [
    default: ^bb3,
    42: ^bb4
  ]
^bb3:
  "test.b"() : () -> ()
  return
^bb4:
  "test.c"() : () -> ()
  return
}

// -----

// Behind the default of a switch on the same flag, the flag is not 42.
// CHECK-LABEL: func.func @same_flag_default
// CHECK:         "test.in_default"() : () -> ()
// CHECK-NEXT:    cf.switch %arg0 : i32, [
// CHECK-NEXT:      default: ^bb3,
// CHECK-NEXT:      43: ^bb4
// CHECK-NEXT:    ]
func.func @same_flag_default(%flag: i32) {
  cf.switch %flag : i32, [
    default: ^bb1,
    42: ^bb2
  ]
^bb1:
  "test.in_default"() : () -> ()
  cf.switch %flag : i32, [
    default: ^bb3,
    42: ^bb4,
    43: ^bb5
  ]
^bb2:
  "test.a"() : () -> ()
  return
^bb3:
  "test.b"() : () -> ()
  return
^bb4:
  "test.c"() : () -> ()
  return
^bb5:
  "test.d"() : () -> ()
  return
}

// -----

// Case values have the flag's width, here wider than 64 bits.
// CHECK-LABEL: func.func @wide_flag
// CHECK-NEXT:    "test.b"() : () -> ()
// CHECK-NEXT:    return
func.func @wide_flag() {
  %c = arith.constant -1 : i128
  cf.switch %c : i128, [
    default: ^bb1,
    -1: ^bb2
  ]
^bb1:
  "test.a"() : () -> ()
  return
^bb2:
  "test.b"() : () -> ()
  return
}
