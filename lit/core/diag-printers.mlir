// Types, attributes and ops quoted inside diagnostics print as mlir-opt
// prints them, dialect types and attributes included.
// RUN: ncc-opt %s --split-input-file --verify-diagnostics

#enc = #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed) }>
func.func @encoding(%a: tensor<4xf32, #enc>) {
  // expected-error @+1 {{'arith.addi' op operand #0 must be signless-integer-like, but got 'tensor<4xf32, #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed) }>>'}}
  %0 = arith.addi %a, %a : tensor<4xf32, #enc>
  return
}

// -----

func.func @quant(%a: tensor<2x!quant.uniform<i8:f32, 2.000000e+00:15>>) {
  // expected-error @+1 {{'arith.addi' op operand #0 must be signless-integer-like, but got 'tensor<2x!quant.uniform<i8:f32, 2.000000e+00:15>>'}}
  %0 = arith.addi %a, %a : tensor<2x!quant.uniform<i8:f32, 2.000000e+00:15>>
  return
}

// -----

func.func @no_terminator(%a: i32) {
  // expected-error @+1 {{block with no terminator, has %0 = "arith.addi"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32}}
  %0 = arith.addi %a, %a : i32
}
