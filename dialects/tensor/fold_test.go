package tensor_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// foldCases are canonicalized (folders only: the tensor canonicalization
// patterns are not ported) and must print want. Unless oursOnly, mlir-opt's
// -canonicalize prints the same program (TestFoldsMatchMlirOpt): those
// cases avoid what MLIR's patterns would rewrite on top.
var foldCases = []struct {
	name, src, want string
	oursOnly        bool
}{
	{"dim of a static size", `func.func @f(%t: tensor<4x?xf32>) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c5 = arith.constant 5 : index
  %0 = tensor.dim %t, %c0 : tensor<4x?xf32>
  %1 = tensor.dim %t, %c5 : tensor<4x?xf32>
  return %0, %1 : index, index
}`, `    %c5 = arith.constant 5 : index
    %c4 = arith.constant 4 : index
    %dim = tensor.dim %arg0, %c5 : tensor<4x?xf32>
    return %c4, %dim : index, index`, false},
	{"dim of tensor.generate", `func.func @f(%i: index, %j: index, %s: f32) -> (index, index) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %g = tensor.generate %i, %j {
  ^bb0(%a: index, %b: index, %c: index):
    tensor.yield %s : f32
  } : tensor<?x3x?xf32>
  %0 = tensor.dim %g, %c2 : tensor<?x3x?xf32>
  %1 = tensor.dim %g, %c1 : tensor<?x3x?xf32>
  return %0, %1 : index, index
}`, `    %c3 = arith.constant 3 : index
    return %arg1, %c3 : index, index`, false},
	{"dim of a cast from a more static tensor", `func.func @f(%t: tensor<4x?xf32>) -> index {
  %c1 = arith.constant 1 : index
  %0 = tensor.cast %t : tensor<4x?xf32> to tensor<?x?xf32>
  %1 = tensor.dim %0, %c1 : tensor<?x?xf32>
  return %1 : index
}`, `    %dim = tensor.dim %arg0, %c1 : tensor<4x?xf32>`, true},
	{"dim of a cast to a more static tensor stays", `func.func @f(%t: tensor<?x?xf32>) -> index {
  %c1 = arith.constant 1 : index
  %0 = tensor.cast %t : tensor<?x?xf32> to tensor<4x?xf32>
  %1 = tensor.dim %0, %c1 : tensor<4x?xf32>
  return %1 : index
}`, `    %dim = tensor.dim %cast, %c1 : tensor<4x?xf32>`, true},
	{"rank", `func.func @f(%t: tensor<4x?xf32>, %u: tensor<*xf32>) -> (index, index) {
  %0 = tensor.rank %t : tensor<4x?xf32>
  %1 = tensor.rank %u : tensor<*xf32>
  return %0, %1 : index, index
}`, `    %c2 = arith.constant 2 : index
    %rank = tensor.rank %arg1 : tensor<*xf32>
    return %c2, %rank : index, index`, false},
	{"extract from constants", `func.func @f() -> (i32, f32, i32, i1, i8) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %t = arith.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
  %s = arith.constant dense<2.5> : tensor<4xf32>
  %b = arith.constant dense<[true, false]> : tensor<2xi1>
  %n = arith.constant dense<[-1, -128]> : tensor<2xi8>
  %0 = tensor.extract %t[%c1, %c2] : tensor<2x3xi32>
  %1 = tensor.extract %s[%c2] : tensor<4xf32>
  %2 = tensor.extract %t[%c2, %c2] : tensor<2x3xi32>
  %3 = tensor.extract %b[%c0] : tensor<2xi1>
  %4 = tensor.extract %n[%c1] : tensor<2xi8>
  return %0, %1, %2, %3, %4 : i32, f32, i32, i1, i8
}`, `    %c-128_i8 = arith.constant -128 : i8
    %true = arith.constant true
    %c2 = arith.constant 2 : index
    %cst = arith.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
    %c6_i32 = arith.constant 6 : i32
    %cst_0 = arith.constant 2.500000e+00 : f32
    %extracted = tensor.extract %cst[%c2, %c2] : tensor<2x3xi32>
    return %c6_i32, %cst_0, %extracted, %true, %c-128_i8 : i32, f32, i32, i1, i8`, false},
	{"extract from tensor.from_elements", `func.func @f(%a: i32, %i: index) -> (i32, i32, i32) {
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c7 = arith.constant 7 : i32
  %t = tensor.from_elements %a, %c7, %a : tensor<3xi32>
  %0 = tensor.extract %t[%c1] : tensor<3xi32>
  %1 = tensor.extract %t[%i] : tensor<3xi32>
  %2 = tensor.extract %t[%c3] : tensor<3xi32>
  return %0, %1, %2 : i32, i32, i32
}`, `    %extracted = tensor.extract %from_elements[%arg1] : tensor<3xi32>
    %extracted_0 = tensor.extract %from_elements[%c3] : tensor<3xi32>
    return %c7_i32, %extracted, %extracted_0 : i32, i32, i32`, false},
	{"constant from_elements", `func.func @f() -> (tensor<3xi32>, tensor<2x2xindex>, tensor<2xf16>) {
  %c1 = arith.constant 1 : index
  %c7 = arith.constant 7 : i32
  %c8 = arith.constant 8 : i32
  %h = arith.constant 1.5 : f16
  %0 = tensor.from_elements %c7, %c8, %c7 : tensor<3xi32>
  %1 = tensor.from_elements %c1, %c1, %c1, %c1 : tensor<2x2xindex>
  %2 = tensor.from_elements %h, %h : tensor<2xf16>
  return %0, %1, %2 : tensor<3xi32>, tensor<2x2xindex>, tensor<2xf16>
}`, `    %cst = arith.constant dense<[7, 8, 7]> : tensor<3xi32>
    %cst_0 = arith.constant dense<1> : tensor<2x2xindex>
    %cst_1 = arith.constant dense<1.500000e+00> : tensor<2xf16>`, false},
	{"extract after insert, at constant indices only", `func.func @f(%t: tensor<4xf32>, %s: f32, %i: index) -> (f32, f32, tensor<4xf32>) {
  %c1 = arith.constant 1 : index
  %c1b = arith.constant 1 : index
  %cst = arith.constant 3.0 : f32
  %sp = arith.constant dense<3.0> : tensor<4xf32>
  %0 = tensor.insert %s into %t[%c1] : tensor<4xf32>
  %1 = tensor.extract %0[%c1b] : tensor<4xf32>
  %2 = tensor.insert %s into %t[%i] : tensor<4xf32>
  %3 = tensor.extract %2[%i] : tensor<4xf32>
  %4 = tensor.insert %cst into %sp[%i] : tensor<4xf32>
  return %1, %3, %4 : f32, f32, tensor<4xf32>
}`, `    %cst = arith.constant dense<3.000000e+00> : tensor<4xf32>
    %inserted = tensor.insert %arg1 into %arg0[%arg2] : tensor<4xf32>
    %extracted = tensor.extract %inserted[%arg2] : tensor<4xf32>
    return %arg1, %extracted, %cst : f32, f32, tensor<4xf32>`, false},
	{"splat constants", `func.func @f(%i: index) -> (tensor<2x2xf32>, tensor<?xi8>, tensor<3xindex>) {
  %cst = arith.constant 1.5 : f32
  %c = arith.constant -3 : i8
  %ci = arith.constant 7 : index
  %0 = tensor.splat %cst : tensor<2x2xf32>
  %1 = tensor.splat %c[%i] : tensor<?xi8>
  %2 = tensor.splat %ci : tensor<3xindex>
  return %0, %1, %2 : tensor<2x2xf32>, tensor<?xi8>, tensor<3xindex>
}`, `    %cst = arith.constant dense<7> : tensor<3xindex>
    %c-3_i8 = arith.constant -3 : i8
    %cst_0 = arith.constant dense<1.500000e+00> : tensor<2x2xf32>
    %splat = tensor.splat %c-3_i8[%arg0] : tensor<?xi8>`, false},
	{"reshape", `func.func @f(%t: tensor<?xf32>, %sh: tensor<1xi32>, %u: tensor<2x3xf32>, %sh2: tensor<2xi64>) -> (tensor<?xf32>, tensor<3x2xf32>, tensor<6xf32>) {
  %0 = tensor.reshape %t(%sh) : (tensor<?xf32>, tensor<1xi32>) -> tensor<?xf32>
  %cst = arith.constant dense<1.0> : tensor<2x3xf32>
  %1 = tensor.reshape %cst(%sh2) : (tensor<2x3xf32>, tensor<2xi64>) -> tensor<3x2xf32>
  %sh1 = arith.constant dense<6> : tensor<1xi64>
  %2 = tensor.reshape %u(%sh2) : (tensor<2x3xf32>, tensor<2xi64>) -> tensor<3x2xf32>
  %3 = tensor.reshape %2(%sh1) : (tensor<3x2xf32>, tensor<1xi64>) -> tensor<6xf32>
  return %0, %1, %3 : tensor<?xf32>, tensor<3x2xf32>, tensor<6xf32>
}`, `    %cst = arith.constant dense<6> : tensor<1xi64>
    %cst_0 = arith.constant dense<1.000000e+00> : tensor<3x2xf32>
    %reshape = tensor.reshape %arg2(%cst) : (tensor<2x3xf32>, tensor<1xi64>) -> tensor<6xf32>
    return %arg0, %cst_0, %reshape : tensor<?xf32>, tensor<3x2xf32>, tensor<6xf32>`, false},
	{"reshape to its own sizes", `func.func @f(%u: tensor<2x?xf32>) -> tensor<2x?xf32> {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %d = tensor.dim %u, %c1 : tensor<2x?xf32>
  %sh = tensor.from_elements %c2, %d : tensor<2xindex>
  %0 = tensor.reshape %u(%sh) : (tensor<2x?xf32>, tensor<2xindex>) -> tensor<2x?xf32>
  return %0 : tensor<2x?xf32>
}`, `    return %arg0 : tensor<2x?xf32>`, false},
	{"identity casts and concat", `func.func @f(%t: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  %0 = tensor.cast %t : tensor<4xf32> to tensor<4xf32>
  %1 = tensor.bitcast %t : tensor<4xf32> to tensor<4xf32>
  %2 = tensor.concat dim(0) %t : (tensor<4xf32>) -> tensor<4xf32>
  return %0, %1, %2 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
}`, `    return %arg0, %arg0, %arg0 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>`, false},
}

func TestFolds(t *testing.T) {
	for _, c := range foldCases {
		t.Run(c.name, func(t *testing.T) {
			assert.Contains(t, canonicalize(t, c.src), c.want)
		})
	}
}

func TestFoldsMatchMlirOpt(t *testing.T) {
	for _, c := range foldCases {
		if c.oursOnly {
			continue
		}
		t.Run(c.name, func(t *testing.T) {
			want, stderr := mlirOptRun(t, c.src, "-canonicalize")
			assert.Empty(t, stderr)
			assert.Equal(t, want, canonicalize(t, c.src))
		})
	}
}
