// Ops, types and attributes of unknown dialects round-trip in generic form
// with --allow-unregistered-dialect.
// RUN: ncc-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: ncc-opt --allow-unregistered-dialect %s | ncc-opt --allow-unregistered-dialect | FileCheck %s
// RUN: not ncc-opt %s 2>&1 | FileCheck %s --check-prefix=ERR

// CHECK-LABEL: func.func @f
func.func @f(%a: !xd.ty<1, 2>) -> i32 {
  // CHECK: %0:2 = "xd.op"(%arg0) <{p = 1 : i64}> ({
  // CHECK-NEXT: ^bb0(%arg1: i32):
  // CHECK-NEXT: "xd.yield"(%arg1) : (i32) -> ()
  // CHECK-NEXT: }) {a = #xd<"opaque">, b = #xd.attr<1>} : (!xd.ty<1, 2>) -> (i32, f32)
  %r:2 = "xd.op"(%a) <{p = 1}> ({
  ^bb0(%x: i32):
    "xd.yield"(%x) : (i32) -> ()
  }) {b = #xd.attr<1>, a = #xd<"opaque">} : (!xd.ty<1, 2>) -> (i32, f32)
  return %r#0 : i32
}
// ERR: unregistered.mlir:8:22: error: `!"xd"<"ty<1, 2>">` type created with unregistered dialect
