// Properties of a registered op in generic form: the ones it declares are
// kept, others dropped; an op without properties rejects them. As
// mlir-opt, which the %if lines hold to the same expectations.
// RUN: ncc-opt %s -split-input-file -verify-diagnostics -mlir-print-op-generic | FileCheck %s
// RUN: %if mlir-opt %{ %{mlir-opt} %s -split-input-file -verify-diagnostics -mlir-print-op-generic | FileCheck %s %}

// CHECK: "arith.addi"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
func.func @dropped(%a: i32) -> i32 {
  %0 = "arith.addi"(%a, %a) <{foo = 1 : i32, overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
  return %0 : i32
}

// -----

func.func @unsupported() {
  // expected-error @+1 {{invalid properties {foo = 1 : i32} for op func.return: this operation does not support properties}}
  "func.return"() <{foo = 1 : i32}> : () -> ()
}
