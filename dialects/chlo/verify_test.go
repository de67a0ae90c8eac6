package chlo_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"ncc/core/asm"
	"ncc/dialects/chlo"
)

func TestVerify(t *testing.T) {
	cases := []struct {
		name, src, err string
	}{
		{"numpy broadcast", `func.func @f(%a: tensor<2x3xf32>, %b: tensor<3xf32>) {
			%0 = chlo.broadcast_add %a, %b : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
			return }`, ""},
		{"degenerate broadcast", `func.func @f(%a: tensor<2x1xf32>, %b: tensor<1x3xf32>) {
			%0 = chlo.broadcast_multiply %a, %b : (tensor<2x1xf32>, tensor<1x3xf32>) -> tensor<2x3xf32>
			return }`, ""},
		{"broadcast_dimensions", `func.func @f(%a: tensor<2x3xf32>, %b: tensor<2xf32>) {
			%0 = chlo.broadcast_add %a, %b {broadcast_dimensions = array<i64: 0>} : (tensor<2x3xf32>, tensor<2xf32>) -> tensor<2x3xf32>
			return }`, ""},
		{"dynamic result is compatible", `func.func @f(%a: tensor<2x3xf32>, %b: tensor<3xf32>) {
			%0 = chlo.broadcast_add %a, %b : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<?x3xf32>
			return }`, ""},
		{"unranked operand", `func.func @f(%a: tensor<*xf32>, %b: tensor<3xf32>) {
			%0 = chlo.broadcast_add %a, %b : (tensor<*xf32>, tensor<3xf32>) -> tensor<*xf32>
			return }`, ""},
		// As upstream, shapes that do not broadcast infer an unranked
		// result, compatible with any: the verifier accepts them and the
		// legalization rejects them.
		{"incompatible shapes verify", `func.func @f(%a: tensor<2x3xf32>, %b: tensor<2xf32>) {
			%0 = chlo.broadcast_add %a, %b : (tensor<2x3xf32>, tensor<2xf32>) -> tensor<2x3xf32>
			return }`, ""},
		{"bad broadcast_dimensions size verifies", `func.func @f(%a: tensor<2x3xf32>, %b: tensor<2xf32>) {
			%0 = chlo.broadcast_add %a, %b {broadcast_dimensions = array<i64: 0, 1>} : (tensor<2x3xf32>, tensor<2xf32>) -> tensor<2x3xf32>
			return }`, ""},
		{"add: compatible element types", `func.func @f(%a: tensor<3xf32>, %b: tensor<3xf64>) {
			%0 = chlo.broadcast_add %a, %b : (tensor<3xf32>, tensor<3xf64>) -> tensor<3xf32>
			return }`, "'chlo.broadcast_add' op requires compatible element types for all operands and results"},
		{"add: result element type", `func.func @f(%a: tensor<3xf32>) {
			%0 = chlo.broadcast_maximum %a, %a : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf64>
			return }`, "'chlo.broadcast_maximum' op requires compatible element types for all operands and results"},
		{"add: quantized scales may differ", `func.func @f(%a: tensor<2x2x!quant.uniform<i8:f32, 2.0:15>>, %b: tensor<2x2x!quant.uniform<i8:f32, 3.0:15>>) {
			%0 = chlo.broadcast_add %a, %b : (tensor<2x2x!quant.uniform<i8:f32, 2.0:15>>, tensor<2x2x!quant.uniform<i8:f32, 3.0:15>>) -> tensor<2x2x!quant.uniform<i8:f32, 2.0:15>>
			return }`, ""},
		{"add: quantized storage must agree", `func.func @f(%a: tensor<2x2x!quant.uniform<i8:f32, 2.0:15>>, %b: tensor<2x2x!quant.uniform<i8:f32, 3.0:15>>) {
			%0 = chlo.broadcast_minimum %a, %b : (tensor<2x2x!quant.uniform<i8:f32, 2.0:15>>, tensor<2x2x!quant.uniform<i8:f32, 3.0:15>>) -> tensor<2x2x!quant.uniform<i16:f32, 2.0:15>>
			return }`, "'chlo.broadcast_minimum' op requires compatible element types for all operands and results"},
		{"subtract: same element type", `func.func @f(%a: tensor<3xf32>, %b: tensor<3xf64>) {
			%0 = chlo.broadcast_subtract %a, %b : (tensor<3xf32>, tensor<3xf64>) -> tensor<3xf32>
			return }`, "'chlo.broadcast_subtract' op requires the same element type for all operands and results"},
		{"subtract: result element type", `func.func @f(%a: tensor<3xf32>) {
			%0 = chlo.broadcast_subtract %a, %a : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf64>
			return }`, "requires the same element type for all operands and results"},
		{"and: mismatched operand types", `func.func @f(%a: tensor<3xi32>, %b: tensor<3xi8>) {
			%0 = chlo.broadcast_and %a, %b : (tensor<3xi32>, tensor<3xi8>) -> tensor<3xi32>
			return }`, "mismatched operand types"},
		{"complex: mismatched operand types", `func.func @f(%a: tensor<2xf64>, %b: tensor<2xf32>) {
			%0 = chlo.broadcast_complex %a, %b : (tensor<2xf64>, tensor<2xf32>) -> tensor<2xcomplex<f32>>
			return }`, "failed to infer returned types"},
		{"zero extent broadcasts", `func.func @f(%a: tensor<0xf32>, %b: tensor<?x1xf32>) {
			%0 = chlo.broadcast_add %a, %b : (tensor<0xf32>, tensor<?x1xf32>) -> tensor<?x0xf32>
			return }`, ""},
		{"equal ranks with broadcast_dimensions", `func.func @f(%a: tensor<3x2xf32>, %b: tensor<2x3xf32>) {
			%0 = chlo.broadcast_add %a, %b {broadcast_dimensions = array<i64: 1, 0>} : (tensor<3x2xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
			return }`, ""},
		{"logical ops take integers", `func.func @f(%a: tensor<3xf32>) {
			%0 = chlo.broadcast_and %a, %a : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
			return }`, "operand #0 must be tensor of bool or 2/4/8/16/32/64-bit integer values"},
		{"compare gives i1", `func.func @f(%a: tensor<3xf32>) {
			%0 = chlo.broadcast_compare %a, %a {comparison_direction = #chlo<comparison_direction EQ>} : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
			return }`, "result #0 must be tensor of bool values"},
		{"compare needs direction", `func.func @f(%a: tensor<3xf32>) {
			%0 = "chlo.broadcast_compare"(%a, %a) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
			return }`, "requires attribute 'comparison_direction'"},
		{"complex result", `func.func @f(%a: tensor<3xf32>) {
			%0 = chlo.broadcast_complex %a, %a : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xcomplex<f32>>
			return }`, ""},
		{"select broadcasts all three", `func.func @f(%p: tensor<i1>, %a: tensor<2x3xf32>, %b: tensor<3xf32>) {
			%0 = chlo.broadcast_select %p, %a, %b : (tensor<i1>, tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
			return }`, ""},
		{"select branch mismatch", `func.func @f(%p: tensor<2xi1>, %a: tensor<2xi32>, %b: tensor<2xf32>) {
			%0 = chlo.broadcast_select %p, %a, %b : (tensor<2xi1>, tensor<2xi32>, tensor<2xf32>) -> tensor<2xi32>
			return }`, "mismatched operand types"},
		{"select compares shapes only", `func.func @f(%p: tensor<2xi1>, %a: tensor<2xi32>) {
			%0 = chlo.broadcast_select %p, %a, %a : (tensor<2xi1>, tensor<2xi32>, tensor<2xi32>) -> tensor<2xi64>
			return }`, ""},
		{"select shape", `func.func @f(%p: tensor<2xi1>, %a: tensor<2xi32>) {
			%0 = chlo.broadcast_select %p, %a, %a : (tensor<2xi1>, tensor<2xi32>, tensor<2xi32>) -> tensor<3xi32>
			return }`, "inferred type(s) 'tensor<2xi32>' are incompatible with return type(s) of operation 'tensor<3xi32>'"},
		{"erf takes floats", `func.func @f(%a: tensor<3xi32>) {
			%0 = chlo.erf %a : tensor<3xi32> -> tensor<3xi32>
			return }`, "operand #0 must be tensor of 4/6/8/16/32/64-bit float values"},
		{"unary result type", `func.func @f(%a: tensor<3xf32>) {
			%0 = chlo.lgamma %a : tensor<3xf32> -> tensor<3xf64>
			return }`, "inferred type(s) 'tensor<3xf32>' are incompatible with return type(s) of operation 'tensor<3xf64>'"},
		{"is_inf gives i1", `func.func @f(%a: tensor<3xf32>) {
			%0 = chlo.is_inf %a : tensor<3xf32> -> tensor<3xi1>
			return }`, ""},
		{"top_k", `func.func @f(%a: tensor<4x8xf32>) {
			%0:2 = chlo.top_k(%a, k = 3) : tensor<4x8xf32> -> (tensor<4x3xf32>, tensor<4x3xi32>)
			return }`, ""},
		{"top_k k too large", `func.func @f(%a: tensor<4x2xf32>) {
			%0:2 = chlo.top_k(%a, k = 3) : tensor<4x2xf32> -> (tensor<4x3xf32>, tensor<4x3xi32>)
			return }`, "operand's last dimension must be at least 3"},
		{"top_k scalar", `func.func @f(%a: tensor<f32>) {
			%0:2 = chlo.top_k(%a, k = 0) : tensor<f32> -> (tensor<f32>, tensor<i32>)
			return }`, "operand's rank must be at least 1"},
		{"constant_like type", `func.func @f(%a: tensor<3xf32>) {
			%0 = "chlo.constant_like"(%a) {value = 1 : i32} : (tensor<3xf32>) -> tensor<3xf32>
			return }`, "incompatible with return type"},
		{"ragged_dot mode 1", `func.func @f(%l: tensor<11x5xf32>, %r: tensor<3x5x7xf32>, %g: tensor<3xi64>) {
			%0 = "chlo.ragged_dot"(%l, %r, %g) {ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1], lhs_ragged_dimensions = [0], rhs_group_dimensions = [0]>} : (tensor<11x5xf32>, tensor<3x5x7xf32>, tensor<3xi64>) -> tensor<11x7xf32>
			return }`, ""},
		{"ragged_dot mode 2", `func.func @f(%l: tensor<11x5xf32>, %r: tensor<5x7xf32>, %g: tensor<3xi64>) {
			%0 = "chlo.ragged_dot"(%l, %r, %g) {ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0], lhs_ragged_dimensions = [1]>} : (tensor<11x5xf32>, tensor<5x7xf32>, tensor<3xi64>) -> tensor<3x11x7xf32>
			return }`, ""},
		{"ragged_dot group count", `func.func @f(%l: tensor<11x5xf32>, %r: tensor<3x5x7xf32>, %g: tensor<2xi64>) {
			%0 = "chlo.ragged_dot"(%l, %r, %g) {ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1], lhs_ragged_dimensions = [0], rhs_group_dimensions = [0]>} : (tensor<11x5xf32>, tensor<3x5x7xf32>, tensor<2xi64>) -> tensor<11x7xf32>
			return }`, "rhs group dimension is expected to have size=2, got 3"},
		{"ragged_dot group_sizes rank", `func.func @f(%l: tensor<11x5xf32>, %r: tensor<3x5x7xf32>, %g: tensor<3x2xi64>) {
			%0 = "chlo.ragged_dot"(%l, %r, %g) {ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1], lhs_ragged_dimensions = [0], rhs_group_dimensions = [0]>} : (tensor<11x5xf32>, tensor<3x5x7xf32>, tensor<3x2xi64>) -> tensor<11x7xf32>
			return }`, "expected group_sizes to have rank 1, got 2"},
		{"ragged_dot group_sizes prefix", `func.func @f(%l: tensor<19x17x11x5xf32>, %r: tensor<3x19x5x7xf32>, %g: tensor<19x11x3xi64>) {
			%0 = "chlo.ragged_dot"(%l, %r, %g) {ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2], lhs_ragged_dimensions = [2], rhs_group_dimensions = [0]>} : (tensor<19x17x11x5xf32>, tensor<3x19x5x7xf32>, tensor<19x11x3xi64>) -> tensor<19x17x11x7xf32>
			return }`, "group_sizes is expected to have shape [19, 17, 3], got [19, 11, 3]"},
		{"ragged_dot batched group_sizes", `func.func @f(%l: tensor<19x17x11x5xf32>, %r: tensor<3x19x5x7xf32>, %g: tensor<19x17x3xi64>) {
			%0 = "chlo.ragged_dot"(%l, %r, %g) {ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2], lhs_ragged_dimensions = [2], rhs_group_dimensions = [0]>} : (tensor<19x17x11x5xf32>, tensor<3x19x5x7xf32>, tensor<19x17x3xi64>) -> tensor<19x17x11x7xf32>
			return }`, ""},
		{"ragged_dot group dim is batch", `func.func @f(%l: tensor<3x11x5xf32>, %r: tensor<3x5x7xf32>, %g: tensor<3xi64>) {
			%0 = "chlo.ragged_dot"(%l, %r, %g) {ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1], lhs_ragged_dimensions = [1], rhs_group_dimensions = [0]>} : (tensor<3x11x5xf32>, tensor<3x5x7xf32>, tensor<3xi64>) -> tensor<3x11x7xf32>
			return }`, "has duplicated dimension from rhs_group_dimensions and rhs_batching_dimensions: 0"},
		{"ragged_dot result element type is free", `func.func @f(%l: tensor<11x5xbf16>, %r: tensor<3x5x7xbf16>, %g: tensor<3xi64>) {
			%0 = "chlo.ragged_dot"(%l, %r, %g) {ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1], lhs_ragged_dimensions = [0], rhs_group_dimensions = [0]>} : (tensor<11x5xbf16>, tensor<3x5x7xbf16>, tensor<3xi64>) -> tensor<11x7xf32>
			return }`, ""},
		{"ragged_dot two ragged dims", `func.func @f(%l: tensor<11x5xf32>, %r: tensor<3x5x7xf32>, %g: tensor<3xi64>) {
			%0 = "chlo.ragged_dot"(%l, %r, %g) {ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1], lhs_ragged_dimensions = [0, 1], rhs_group_dimensions = [0]>} : (tensor<11x5xf32>, tensor<3x5x7xf32>, tensor<3xi64>) -> tensor<11x7xf32>
			return }`, "There must be exactly one ragged dimension in the lhs."},
		{"mulhi", `func.func @f(%a: tensor<3xui16>) {
			%0 = chlo.mulhi %a, %a : tensor<3xui16>, tensor<3xui16> -> tensor<3xui16>
			return }`, ""},
		{"scan body arity", `func.func @f(%x: tensor<4xi32>, %c: tensor<i32>) {
			%0:2 = chlo.scan(%x) inits(%c) dimension = 0 {
			^bb0(%a: tensor<i32>):
			  stablehlo.return %a, %a : tensor<i32>, tensor<i32>
			} : (tensor<4xi32>, tensor<i32>) -> (tensor<4xi32>, tensor<i32>)
			return }`, "'chlo.scan' op expects 2 arguments in the body, but got 1"},
		{"scan results from the body", `func.func @f(%x: tensor<4xi32>, %c: tensor<i32>) {
			%0:2 = chlo.scan(%x) inits(%c) dimension = 0 {
			^bb0(%a: tensor<i32>, %b: tensor<i32>):
			  stablehlo.return %a, %b : tensor<i32>, tensor<i32>
			} : (tensor<4xi32>, tensor<i32>) -> (tensor<5xi32>, tensor<i32>)
			return }`, "inferred type(s) 'tensor<4xi32>', 'tensor<i32>' are incompatible with return type(s) of operation 'tensor<5xi32>', 'tensor<i32>'"},
		{"scan body argument", `func.func @f(%x: tensor<4x2xi32>, %c: tensor<i32>) {
			%0:2 = chlo.scan(%x) inits(%c) dimension = 0 {
			^bb0(%a: tensor<4xi32>, %b: tensor<i32>):
			  stablehlo.return %a, %b : tensor<4xi32>, tensor<i32>
			} : (tensor<4x2xi32>, tensor<i32>) -> (tensor<4x4xi32>, tensor<i32>)
			return }`, "operand and body argument 0 are incompatible"},
		{"scan dimension", `func.func @f(%x: tensor<4xi32>, %c: tensor<i32>) {
			%0:2 = chlo.scan(%x) inits(%c) dimension = 1 {
			^bb0(%a: tensor<i32>, %b: tensor<i32>):
			  stablehlo.return %a, %b : tensor<i32>, tensor<i32>
			} : (tensor<4xi32>, tensor<i32>) -> (tensor<4xi32>, tensor<i32>)
			return }`, "scan dimension of operand 0 is out of bounds"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := parse(newCtx(), c.src)
			if c.err == "" {
				require.NoError(t, err)
				return
			}
			require.Error(t, err)
			assert.Contains(t, err.Error(), c.err)
		})
	}
}

func TestBroadcastShape(t *testing.T) {
	const dyn = -1 << 63
	cases := []struct {
		x, y, dims, want []int64
		ok               bool
	}{
		{[]int64{2, 3}, []int64{3}, nil, []int64{2, 3}, true},
		{[]int64{2, 1}, []int64{1, 3}, nil, []int64{2, 3}, true},
		{[]int64{2, 3}, []int64{2}, []int64{0}, []int64{2, 3}, true},
		{[]int64{4, 1, 5}, []int64{4, 3}, []int64{0, 1}, []int64{4, 3, 5}, true},
		{[]int64{dyn, 3}, []int64{3}, nil, []int64{dyn, 3}, true},
		{[]int64{dyn}, []int64{1}, nil, []int64{dyn}, true},
		{[]int64{0}, []int64{dyn, 1}, nil, []int64{dyn, 0}, true},
		{[]int64{3, 2}, []int64{2, 3}, []int64{1, 0}, []int64{2, 3}, true},
		{[]int64{2, 3}, []int64{2}, nil, nil, false},
		{[]int64{2, 3}, []int64{2}, []int64{2}, nil, false},
		{[]int64{2, 3}, []int64{2}, []int64{-1}, nil, false},
	}
	for _, c := range cases {
		got, err := chlo.BroadcastShape(c.x, c.y, c.dims)
		if !c.ok {
			assert.Error(t, err, "%v %v %v", c.x, c.y, c.dims)
			continue
		}
		require.NoError(t, err)
		assert.Equal(t, c.want, got, "%v %v %v", c.x, c.y, c.dims)
	}
}

// TestRoundTrip prints every op and parses the output back to the same
// text, through the generic form too.
func TestRoundTrip(t *testing.T) {
	src := `func.func @f(%a: tensor<2x3xf32>, %b: tensor<3xf32>, %p: tensor<2x3xi1>, %i: tensor<3xi32>, %c: tensor<3xcomplex<f32>>) {
  %0 = chlo.broadcast_add %a, %b {broadcast_dimensions = array<i64: 1>} : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  %1 = chlo.broadcast_compare %a, %b {comparison_direction = #chlo<comparison_direction GE>, compare_type = #chlo<comparison_type TOTALORDER>} : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xi1>
  %2 = chlo.broadcast_select %p, %a, %b : (tensor<2x3xi1>, tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  %3 = chlo.zeta %a, %a : tensor<2x3xf32>, tensor<2x3xf32> -> tensor<2x3xf32>
  %4 = chlo.conj %c : tensor<3xcomplex<f32>> -> tensor<3xcomplex<f32>>
  %5:2 = chlo.top_k(%a, k = 1) : tensor<2x3xf32> -> (tensor<2x1xf32>, tensor<2x1xi32>)
  %6 = chlo.constant dense<[1, 2, 3]> : tensor<3xi32>
  %7 = "chlo.ragged_dot"(%a, %a, %i) {ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1], lhs_ragged_dimensions = [1]>, precision_config = [#chlo<precision DEFAULT>, #chlo<precision HIGHEST>]} : (tensor<2x3xf32>, tensor<2x3xf32>, tensor<3xi32>) -> tensor<3x2xf32>
  %8:2 = chlo.scan(%i) inits(%6) dimension = 0 attributes {is_reverse = true} {
  ^bb0(%x: tensor<i32>, %y: tensor<3xi32>):
    stablehlo.return %x, %y : tensor<i32>, tensor<3xi32>
  } : (tensor<3xi32>, tensor<3xi32>) -> (tensor<3xi32>, tensor<3xi32>)
  return
}`
	m, err := parse(newCtx(), src)
	require.NoError(t, err)
	out := asm.PrintOp(m, asm.PrintOptions{})
	m2, err := parse(newCtx(), out)
	require.NoError(t, err, out)
	require.Equal(t, out, asm.PrintOp(m2, asm.PrintOptions{}))
	gen := asm.PrintOp(m, asm.PrintOptions{Generic: true})
	m3, err := parse(newCtx(), gen)
	require.NoError(t, err, gen)
	require.Equal(t, out, asm.PrintOp(m3, asm.PrintOptions{}))
	assert.Contains(t, out, "%values, %indices = chlo.top_k(%arg0, k = 1)")
	assert.Contains(t, out, "chlo.scan(%arg3) inits(%5) dimension = 0 attributes {is_reverse = true} {")
}
