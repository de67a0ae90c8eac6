package stablehlo_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"ncc/core/asm"
	"ncc/rewrite"
)

// fold runs the greedy driver with folding only (no patterns) over src and
// returns the printed result.
func fold(t *testing.T, src string) string {
	t.Helper()
	m, err := parse(newCtx(), src)
	require.NoError(t, err)
	var ps rewrite.PatternSet
	_, err = rewrite.ApplyPatternsGreedilyOp(m, ps.Freeze(nil, nil), rewrite.DefaultConfig())
	require.NoError(t, err)
	return asm.PrintOp(m, asm.PrintOptions{})
}

func TestFold(t *testing.T) {
	cases := []struct{ name, body, ret, want string }{
		{"add ints", `%a = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
			%b = stablehlo.constant dense<[10, -20]> : tensor<2xi32>
			%0 = stablehlo.add %a, %b : tensor<2xi32>`, "tensor<2xi32>",
			"stablehlo.constant dense<[11, -18]> : tensor<2xi32>"},
		{"multiply wraps", `%a = stablehlo.constant dense<100> : tensor<i8>
			%0 = stablehlo.multiply %a, %a : tensor<i8>`, "tensor<i8>",
			"stablehlo.constant dense<16> : tensor<i8>"},
		{"boolean add is or", `%a = stablehlo.constant dense<[true, false]> : tensor<2xi1>
			%b = stablehlo.constant dense<true> : tensor<2xi1>
			%0 = stablehlo.add %a, %b : tensor<2xi1>`, "tensor<2xi1>",
			"stablehlo.constant dense<true> : tensor<2xi1>"},
		{"unsigned divide", `%a = stablehlo.constant dense<250> : tensor<ui8>
			%b = stablehlo.constant dense<7> : tensor<ui8>
			%0 = stablehlo.divide %a, %b : tensor<ui8>`, "tensor<ui8>",
			"stablehlo.constant dense<35> : tensor<ui8>"},
		{"float subtract", `%a = stablehlo.constant dense<1.5> : tensor<f32>
			%b = stablehlo.constant dense<0.25> : tensor<f32>
			%0 = stablehlo.subtract %a, %b : tensor<f32>`, "tensor<f32>",
			"stablehlo.constant dense<1.250000e+00> : tensor<f32>"},
		{"maximum", `%a = stablehlo.constant dense<[-3, 5]> : tensor<2xi64>
			%b = stablehlo.constant dense<[2, 1]> : tensor<2xi64>
			%0 = stablehlo.maximum %a, %b : tensor<2xi64>`, "tensor<2xi64>",
			"stablehlo.constant dense<[2, 5]> : tensor<2xi64>"},
		{"negate and convert", `%a = stablehlo.constant dense<[3, -4]> : tensor<2xi32>
			%n = stablehlo.negate %a : tensor<2xi32>
			%0 = stablehlo.convert %n : (tensor<2xi32>) -> tensor<2xf32>`, "tensor<2xf32>",
			"stablehlo.constant dense<[-3.000000e+00, 4.000000e+00]> : tensor<2xf32>"},
		{"compare", `%a = stablehlo.constant dense<[1, 5]> : tensor<2xi32>
			%b = stablehlo.constant dense<3> : tensor<2xi32>
			%0 = stablehlo.compare LT, %a, %b : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>`, "tensor<2xi1>",
			"stablehlo.constant dense<[true, false]> : tensor<2xi1>"},
		{"reshape constant", `%a = stablehlo.constant dense<[1, 2, 3, 4]> : tensor<4xi32>
			%0 = stablehlo.reshape %a : (tensor<4xi32>) -> tensor<2x2xi32>`, "tensor<2x2xi32>",
			"stablehlo.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>"},
		{"broadcast splat", `%a = stablehlo.constant dense<7> : tensor<i32>
			%0 = stablehlo.broadcast_in_dim %a, dims = [] : (tensor<i32>) -> tensor<2x3xi32>`, "tensor<2x3xi32>",
			"stablehlo.constant dense<7> : tensor<2x3xi32>"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			out := fold(t, "func.func @f() -> "+c.ret+" {\n"+c.body+"\nreturn %0 : "+c.ret+"\n}")
			assert.Contains(t, out, c.want)
		})
	}
}

// Identities fold to the operand; undefined cases stay.
func TestFoldIdentities(t *testing.T) {
	cases := []struct{ name, body, want, notWant string }{
		{"x + 0 (int)", `%z = stablehlo.constant dense<0> : tensor<2xi32>
			%0 = stablehlo.add %x, %z : tensor<2xi32>`, "return %arg0", "stablehlo.add"},
		{"x * 1", `%z = stablehlo.constant dense<1> : tensor<2xi32>
			%0 = stablehlo.multiply %x, %z : tensor<2xi32>`, "return %arg0", "stablehlo.multiply"},
		{"identity transpose", `%0 = stablehlo.transpose %x, dims = [0] : (tensor<2xi32>) -> tensor<2xi32>`,
			"return %arg0", "stablehlo.transpose"},
		{"tuple element", `%t = stablehlo.tuple %x, %x : tuple<tensor<2xi32>, tensor<2xi32>>
			%0 = stablehlo.get_tuple_element %t[1] : (tuple<tensor<2xi32>, tensor<2xi32>>) -> tensor<2xi32>`,
			"return %arg0", "get_tuple_element"},
		{"select on constant pred", `%p = stablehlo.constant dense<false> : tensor<i1>
			%y = stablehlo.not %x : tensor<2xi32>
			%0 = stablehlo.select %p, %x, %y : tensor<i1>, tensor<2xi32>`, "return %0", "stablehlo.select"},
		{"divide by zero stays", `%z = stablehlo.constant dense<0> : tensor<2xi32>
			%c = stablehlo.constant dense<1> : tensor<2xi32>
			%0 = stablehlo.divide %c, %z : tensor<2xi32>`, "stablehlo.divide", ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			out := fold(t, "func.func @f(%x: tensor<2xi32>) -> tensor<2xi32> {\n"+c.body+"\nreturn %0 : tensor<2xi32>\n}")
			assert.Contains(t, out, c.want)
			if c.notWant != "" {
				assert.NotContains(t, out, c.notWant)
			}
		})
	}
}

// canonicalize runs the greedy driver with every registered
// canonicalization pattern, as ncc-opt -canonicalize does.
func canonicalize(t *testing.T, src string) string {
	t.Helper()
	ctx := newCtx()
	m, err := parse(ctx, src)
	require.NoError(t, err)
	_, err = rewrite.ApplyPatternsGreedilyOp(m, rewrite.CanonicalPatterns(ctx).Freeze(nil, nil), rewrite.DefaultConfig())
	require.NoError(t, err)
	out := asm.PrintOp(m, asm.PrintOptions{})
	_, err = parse(newCtx(), out)
	require.NoError(t, err, "canonicalized IR does not verify:\n%s", out)
	return out
}

func TestCanonicalize(t *testing.T) {
	cases := []struct {
		name, src     string
		want, notWant []string
	}{
		{"transpose of transpose", `func.func @f(%x: tensor<2x3x4xf32>) -> tensor<4x2x3xf32> {
			%0 = stablehlo.transpose %x, dims = [1, 2, 0] : (tensor<2x3x4xf32>) -> tensor<3x4x2xf32>
			%1 = stablehlo.transpose %0, dims = [1, 2, 0] : (tensor<3x4x2xf32>) -> tensor<4x2x3xf32>
			return %1 : tensor<4x2x3xf32> }`,
			[]string{"stablehlo.transpose %arg0, dims = [2, 0, 1] : (tensor<2x3x4xf32>) -> tensor<4x2x3xf32>"}, nil},
		{"transposes cancel", `func.func @f(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
			%0 = stablehlo.transpose %x, dims = [1, 0] : (tensor<2x3xf32>) -> tensor<3x2xf32>
			%1 = stablehlo.transpose %0, dims = [1, 0] : (tensor<3x2xf32>) -> tensor<2x3xf32>
			return %1 : tensor<2x3xf32> }`,
			[]string{"return %arg0"}, []string{"transpose"}},
		{"reshape of reshape", `func.func @f(%x: tensor<6xf32>) -> tensor<3x2xf32> {
			%0 = stablehlo.reshape %x : (tensor<6xf32>) -> tensor<2x3xf32>
			%1 = stablehlo.reshape %0 : (tensor<2x3xf32>) -> tensor<3x2xf32>
			return %1 : tensor<3x2xf32> }`,
			[]string{"stablehlo.reshape %arg0 : (tensor<6xf32>) -> tensor<3x2xf32>"}, []string{"tensor<2x3xf32>"}},
		{"broadcast of broadcast", `func.func @f(%x: tensor<3xf32>) -> tensor<4x2x3xf32> {
			%0 = stablehlo.broadcast_in_dim %x, dims = [1] : (tensor<3xf32>) -> tensor<2x3xf32>
			%1 = stablehlo.broadcast_in_dim %0, dims = [1, 2] : (tensor<2x3xf32>) -> tensor<4x2x3xf32>
			return %1 : tensor<4x2x3xf32> }`,
			[]string{"stablehlo.broadcast_in_dim %arg0, dims = [2] : (tensor<3xf32>) -> tensor<4x2x3xf32>"}, nil},
		{"if with constant pred", `func.func @f(%x: tensor<i32>) -> tensor<i32> {
			%p = stablehlo.constant dense<false> : tensor<i1>
			%0 = "stablehlo.if"(%p) ({
			  "stablehlo.return"(%x) : (tensor<i32>) -> ()
			}, {
			  %n = stablehlo.negate %x : tensor<i32>
			  "stablehlo.return"(%n) : (tensor<i32>) -> ()
			}) : (tensor<i1>) -> tensor<i32>
			return %0 : tensor<i32> }`,
			[]string{"stablehlo.negate %arg0"}, []string{"stablehlo.if"}},
		{"case index out of range takes the last branch", `func.func @f(%x: tensor<i32>) -> tensor<i32> {
			%i = stablehlo.constant dense<7> : tensor<i32>
			%0 = "stablehlo.case"(%i) ({
			  "stablehlo.return"(%x) : (tensor<i32>) -> ()
			}, {
			  %n = stablehlo.not %x : tensor<i32>
			  "stablehlo.return"(%n) : (tensor<i32>) -> ()
			}) : (tensor<i32>) -> tensor<i32>
			return %0 : tensor<i32> }`,
			[]string{"stablehlo.not %arg0"}, []string{"stablehlo.case"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			out := canonicalize(t, c.src)
			for _, w := range c.want {
				assert.Contains(t, out, w)
			}
			for _, w := range c.notWant {
				assert.NotContains(t, out, w)
			}
		})
	}
}
