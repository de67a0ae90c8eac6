// RUN: ncc-opt %s -split-input-file -verify-diagnostics

// Malformed encodings are rejected with mlir-opt's messages, at mlir-opt's
// positions: the attribute's name for a failed verification, the offending
// token otherwise. mlir-opt-diff.mlir runs this file through mlir-opt too.

// expected-error @+1 {{unexpected key: foo}}
#a = #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed), foo = 1 }>

// -----

// expected-error @+1 {{unknown level format: bogus}}
#a = #sparse_tensor.encoding<{ map = (d0) -> (d0 : bogus) }>

// -----

// expected-error @+1 {{invalid level type: level format doesn't support the properties}}
#a = #sparse_tensor.encoding<{ map = (d0) -> (d0 : dense(nonunique)) }>

// -----

// expected-error @+1 {{unknown level property: bogus}}
#a = #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed(bogus)) }>

// -----

// expected-error @+1 {{use of undeclared identifier}}
#a = #sparse_tensor.encoding<{ map = (d0) -> (d1 : compressed) }>

// -----

// expected-error @+1 {{redefinition of identifier 'd0'}}
#a = #sparse_tensor.encoding<{ map = (d0, d0) -> (d0 : compressed) }>

// -----

// expected-error @+1 {{unexpected position bitwidth: 7}}
#a = #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed), posWidth = 7 }>

// -----

// expected-error @+1 {{unexpected coordinate bitwidth: 12}}
#a = #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed), crdWidth = 12 }>

// -----

// expected-error @+1 {{expected compressed or loose_compressed level before singleton level}}
#a = #sparse_tensor.encoding<{ map = (d0) -> (d0 : singleton) }>

// -----

// expected-error @+1 {{expected all singleton lvlTypes stored in the same memory layout (SoA vs AoS).}}
#a = #sparse_tensor.encoding<{ map = (d0, d1, d2) -> (d0 : compressed, d1 : singleton(soa), d2 : singleton) }>

// -----

// expected-error @+1 {{Batch lvlType can only be leading levels.}}
#a = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : batch) }>

// -----

// expected-error @+1 {{SoA is only applicable to singleton lvlTypes.}}
#a = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(soa), d1 : dense) }>

// -----

// expected-error @+1 {{expected n_out_of_m to be the last level type}}
#a = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : structured[2, 4], d1 : dense) }>

// -----

// expected-error @+1 {{expected coeffiencts of Affine expressions to be equal to m of n_out_of_m level}}
#a = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 floordiv 4 : dense, d1 mod 4 : structured[2, 8]) }>

// -----

// expected-error @+1 {{expected n <= m in n_out_of_m}}
#a = #sparse_tensor.encoding<{ map = (d0) -> (d0 : structured[3, 2]) }>

// -----

// expected-error @+1 {{failed to infer lvlToDim from dimToLvl}}
#a = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed) }>

// -----

// expected-error @+1 {{expected lvlToDim to be an inverse of dimToLvl}}
#a = #sparse_tensor.encoding<{ map = [s0] {l0} (d0 = l0) -> (l0 = d0 : dense) }>

// -----

// expected-error @+1 {{Level-variable ordering mismatch. The variable 'l1' was forward-declared as the 1st level; but is bound by the 0th specification.}}
#a = #sparse_tensor.encoding<{ map = {l0, l1} (d0) -> (l1 = d0 : compressed, l0 = d0 : dense) }>

// -----

// expected-error @+1 {{non-affine expression: at least one of the multiply operands has to be either a constant or symbolic}}
#a = #sparse_tensor.encoding<{ map = (d0) -> (d0 * d0 : compressed) }>

// -----

// expected-error @+1 {{expected ')' in dimension-specifier list}}
#a = #sparse_tensor.encoding<{ map = (d0 d1) -> (d0 : compressed) }>

// -----

// expected-error @+1 {{expected a non-empty array for lvlTypes}}
#a = #sparse_tensor.encoding<{ }>

// -----

// expected-error @+1 {{expect positive value or ? for slice size}}
#a = #sparse_tensor.encoding<{ map = (d0 : #sparse_tensor<slice(1, 0, 1)>) -> (d0 : compressed) }>

// -----

// expected-error @+1 {{expected SparseTensorDimSliceAttr}}
#a = #sparse_tensor.encoding<{ map = (d0 : 3) -> (d0 : compressed) }>

// -----

// expected-error @+1 {{unknown attribute `bogus` in dialect `sparse_tensor`}}
#a = #sparse_tensor.bogus<{ map = (d0) -> (d0 : compressed) }>

// -----

// A tensor type is checked against its encoding when it is read.
#enc = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>
// expected-error @+1 {{dimension-rank mismatch between encoding and tensor shape: 2 != 1}}
func.func @rank(%a: tensor<4xf32, #enc>) {
  return
}

// -----

// expected-error @+1 {{expected non-scalar sparse tensor}}
func.func @scalar(%a: tensor<f32, #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed) }>>) {
  return
}

// -----

// expected-error @+1 {{explicit value type mismatch between encoding and tensor element type: 'i32' != 'f32'}}
func.func @explicit(%a: tensor<4x4xf32, #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed), explicitVal = 1 : i32 }>>) {
  return
}
