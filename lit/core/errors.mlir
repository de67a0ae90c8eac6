// Malformed input gets a located diagnostic with the source line and a caret,
// and exit code 1; mlir-opt words each message the same way.
// RUN: not ncc-opt -split-input-file %s 2>&1 | FileCheck %s

func.func @f() {
  %0 = arith.constant 1 : i32
  %0 = arith.constant 2 : i32
  return
}
// CHECK: errors.mlir:[[# @LINE - 3]]:3: error: redefinition of SSA value '%0'

// -----

func.func @g() {
  "foo.bar"() : () -> ()
  return
}
// CHECK: errors.mlir:[[# @LINE - 3]]:12: error: operation being parsed with an unregistered dialect

// -----

func.func @h(%a: i32) -> i32 {
  return %b : i32
}
// CHECK: errors.mlir:[[# @LINE - 2]]:10: error: use of undeclared SSA value name

// -----

func.func @k() {
  %0 = arith.constant 1 : i32
  %1 = arith.addi %0, %0 : i64
}
// CHECK: errors.mlir:[[# @LINE - 2]]:19: error: use of value '%0' expects different type than prior uses: 'i64' vs 'i32'

// -----

// An op of several lines in "see current operation" starts on its own line.
func.func @regions(%a: i32) {
  %b = "arith.addi"(%a, %a) ({
    "func.return"() : () -> ()
  }) : (i32, i32) -> i32
  return
}
// CHECK: errors.mlir:[[# @LINE - 5]]:8: error: 'arith.addi' op requires zero regions
// CHECK: errors.mlir:[[# @LINE - 6]]:8: note: see current operation: {{$}}
// CHECK-NEXT: %0 = "arith.addi"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> ({
// CHECK-NEXT:   "func.return"() : () -> ()
// CHECK-NEXT: }) : (i32, i32) -> i32

// -----

// The error is at the end of the file, as mlir-opt reports it.
// CHECK: errors.mlir:[[# @LINE + 3]]:31: error: expected operation name in quotes
func.func @unterminated() {
  %0 = arith.constant 1 : i32
  // a comment at the very end
