package tensor_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

// syntaxCases are functions whose printed form must contain want, as
// mlir-opt 22 prints it (TestSyntaxMatchesMlirOpt compares whole outputs).
var syntaxCases = []struct{ name, src, want string }{
	{"cast", `func.func @f(%t: tensor<4x?xf32>) -> tensor<?x?xf32> {
  %0 = tensor.cast %t : tensor<4x?xf32> to tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}`, "%cast = tensor.cast %arg0 : tensor<4x?xf32> to tensor<?x?xf32>"},
	{"cast unranked", `func.func @f(%t: tensor<*xf32>) -> tensor<4x?xf32> {
  %0 = tensor.cast %t : tensor<*xf32> to tensor<4x?xf32>
  return %0 : tensor<4x?xf32>
}`, "%cast = tensor.cast %arg0 : tensor<*xf32> to tensor<4x?xf32>"},
	{"cast drops an encoding", `#CSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>
func.func @f(%t: tensor<4x?xf32, #CSR>) -> tensor<?x?xf32> {
  %0 = tensor.cast %t : tensor<4x?xf32, #CSR> to tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}`, "%cast = tensor.cast %arg0 : tensor<4x?xf32, #sparse> to tensor<?x?xf32>"},
	{"cast with attributes", `func.func @f(%t: tensor<4xf32>) -> tensor<?xf32> {
  %0 = tensor.cast %t {a = 1 : i32} : tensor<4xf32> to tensor<?xf32>
  return %0 : tensor<?xf32>
}`, "%cast = tensor.cast %arg0 {a = 1 : i32} : tensor<4xf32> to tensor<?xf32>"},
	{"bitcast", `func.func @f(%t: tensor<4xui32>) -> tensor<4xf32> {
  %0 = tensor.bitcast %t : tensor<4xui32> to tensor<4xf32>
  return %0 : tensor<4xf32>
}`, "%0 = tensor.bitcast %arg0 : tensor<4xui32> to tensor<4xf32>"},
	{"empty", `func.func @f(%i: index) -> (tensor<4x?xf32>, tensor<2xi8>) {
  %0 = tensor.empty(%i) : tensor<4x?xf32>
  %1 = tensor.empty() {x} : tensor<2xi8>
  return %0, %1 : tensor<4x?xf32>, tensor<2xi8>
}`, "%0 = tensor.empty(%arg0) : tensor<4x?xf32>\n    %1 = tensor.empty() {x} : tensor<2xi8>"},
	{"dim and rank", `func.func @f(%t: tensor<4x?xf32>, %u: tensor<*xf32>, %i: index) -> (index, index, index) {
  %0 = tensor.dim %t, %i : tensor<4x?xf32>
  %1 = tensor.dim {x} %u, %i : tensor<*xf32>
  %2 = tensor.rank %u : tensor<*xf32>
  return %0, %1, %2 : index, index, index
}`, "%dim = tensor.dim %arg0, %arg2 : tensor<4x?xf32>\n    %dim_0 = tensor.dim {x} %arg1, %arg2 : tensor<*xf32>\n    %rank = tensor.rank %arg1 : tensor<*xf32>"},
	{"extract and insert", `func.func @f(%t: tensor<4x?xf32>, %i: index, %s: f32) -> (f32, tensor<4x?xf32>) {
  %0 = tensor.extract %t[%i, %i] : tensor<4x?xf32>
  %1 = tensor.insert %s into %t[%i, %i] : tensor<4x?xf32>
  return %0, %1 : f32, tensor<4x?xf32>
}`, "%extracted = tensor.extract %arg0[%arg1, %arg1] : tensor<4x?xf32>\n    %inserted = tensor.insert %arg2 into %arg0[%arg1, %arg1] : tensor<4x?xf32>"},
	{"extract from a 0-d tensor", `func.func @f(%t: tensor<i1>) -> i1 {
  %0 = tensor.extract %t[] {x} : tensor<i1>
  return %0 : i1
}`, "%extracted = tensor.extract %arg0[] {x} : tensor<i1>"},
	{"from_elements", `func.func @f(%s: f32) -> (tensor<2x1xf32>, tensor<f32>, tensor<0xindex>) {
  %0 = tensor.from_elements %s, %s : tensor<2x1xf32>
  %1 = tensor.from_elements %s {x} : tensor<f32>
  %2 = tensor.from_elements : tensor<0xindex>
  return %0, %1, %2 : tensor<2x1xf32>, tensor<f32>, tensor<0xindex>
}`, "%from_elements = tensor.from_elements %arg0, %arg0 : tensor<2x1xf32>\n    %from_elements_0 = tensor.from_elements %arg0 {x} : tensor<f32>\n    %from_elements_1 = tensor.from_elements  : tensor<0xindex>"},
	{"splat", `func.func @f(%s: f32, %v: vector<2xf32>, %i: index) -> (tensor<4xf32>, tensor<?x3xf32>, tensor<2xvector<2xf32>>) {
  %0 = tensor.splat %s : tensor<4xf32>
  %1 = tensor.splat %s[%i] : tensor<?x3xf32>
  %2 = tensor.splat %v : tensor<2xvector<2xf32>>
  return %0, %1, %2 : tensor<4xf32>, tensor<?x3xf32>, tensor<2xvector<2xf32>>
}`, "%splat = tensor.splat %arg0 : tensor<4xf32>\n    %splat_0 = tensor.splat %arg0[%arg2] : tensor<?x3xf32>\n    %splat_1 = tensor.splat %arg1 : tensor<2xvector<2xf32>>"},
	{"reshape", `func.func @f(%t: tensor<4x1xf32>, %s: tensor<1xi32>, %d: tensor<?xindex>) -> (tensor<4xf32>, tensor<*xf32>) {
  %0 = tensor.reshape %t(%s) : (tensor<4x1xf32>, tensor<1xi32>) -> tensor<4xf32>
  %1 = tensor.reshape %t(%d) : (tensor<4x1xf32>, tensor<?xindex>) -> tensor<*xf32>
  return %0, %1 : tensor<4xf32>, tensor<*xf32>
}`, "%reshape = tensor.reshape %arg0(%arg1) : (tensor<4x1xf32>, tensor<1xi32>) -> tensor<4xf32>\n    %reshape_0 = tensor.reshape %arg0(%arg2) : (tensor<4x1xf32>, tensor<?xindex>) -> tensor<*xf32>"},
	{"concat", `func.func @f(%a: tensor<3x?xf32>, %b: tensor<?x4xf32>) -> tensor<?x4xf32> {
  %0 = tensor.concat dim(0) %a, %b : (tensor<3x?xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
  return %0 : tensor<?x4xf32>
}`, "%concat = tensor.concat dim(0) %arg0, %arg1 : (tensor<3x?xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>"},
	{"generate", `func.func @f(%m: index, %s: f32) -> tensor<?x3xf32> {
  %0 = tensor.generate %m {
  ^bb0(%i: index, %j: index):
    tensor.yield %s : f32
  } : tensor<?x3xf32>
  return %0 : tensor<?x3xf32>
}`, `%generated = tensor.generate %arg0 {
    ^bb0(%arg2: index, %arg3: index):
      tensor.yield %arg1 : f32
    } : tensor<?x3xf32>`},
	{"generate static", `func.func @f(%s: i32) -> tensor<2xi32> {
  %0 = tensor.generate {
  ^bb0(%i: index):
    %c = arith.index_cast %i : index to i32
    %r = arith.addi %c, %s : i32
    tensor.yield %r : i32
  } {x} : tensor<2xi32>
  return %0 : tensor<2xi32>
}`, `%generated = tensor.generate  {
    ^bb0(%arg1: index):
      %0 = arith.index_cast %arg1 : index to i32
      %1 = arith.addi %0, %arg0 : i32
      tensor.yield %1 : i32
    } {x} : tensor<2xi32>`},
	{"stablehlo bounds", `func.func @f(%t: tensor<?xf32, #stablehlo.type_extensions<bounds = [4]>>) -> tensor<?xf32> {
  %0 = tensor.cast %t : tensor<?xf32, #stablehlo.type_extensions<bounds = [4]>> to tensor<?xf32>
  return %0 : tensor<?xf32>
}`, "%cast = tensor.cast %arg0 : tensor<?xf32, #stablehlo.bounds<4>> to tensor<?xf32>"},
}

func TestSyntaxRoundTrip(t *testing.T) {
	for _, c := range syntaxCases {
		t.Run(c.name, func(t *testing.T) {
			out := roundTrip(t, c.src)
			assert.Contains(t, out, c.want)
		})
	}
}

// TestSyntaxMatchesMlirOpt prints every case with mlir-opt and ncc: the
// outputs must be byte-identical. The stablehlo case is left out: mlir-opt
// does not know the stablehlo dialect.
func TestSyntaxMatchesMlirOpt(t *testing.T) {
	for _, c := range syntaxCases {
		if strings.Contains(c.src, "stablehlo") {
			continue
		}
		t.Run(c.name, func(t *testing.T) {
			want, stderr := mlirOptRun(t, c.src)
			assert.Empty(t, stderr)
			assert.Equal(t, want, roundTrip(t, c.src))
			want, _ = mlirOptRun(t, c.src, "-mlir-print-op-generic")
			ctx := newCtx()
			m, err := parse(ctx, c.src)
			if assert.NoError(t, err) {
				assert.Equal(t, want, printIR(ctx, m, true))
			}
		})
	}
}
