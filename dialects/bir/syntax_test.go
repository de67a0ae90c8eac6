package bir_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"ncc/core/asm"
	"ncc/dialects/builtin"
)

// apProgram puts access patterns into a dma's ins(...), inside a loop
// whose variables %i and %j terms may use. It is parsed, not verified.
func apProgram(aps string) string {
	return `bir.func @f {
  %sb = bir.alloc "sb" SB [128, 1024]
  %in = bir.alloc "in" DRAM [1, 4096]
  bir.loop "i" = 0 to 2 step 1 {
  ^bb0(%i: index):
    bir.loop "j" = 0 to 2 step 1 {
    ^bb0(%j: index):
      bir.dma sp ins(` + aps + `) outs()
    }
  }
  bir.return
}
`
}

// printAPs parses src (unverified) and returns what the dma's ins(...)
// prints as.
func printAPs(t *testing.T, src string) string {
	t.Helper()
	ctx := newCtx()
	b, err := asm.Parse(ctx, []byte(src), asm.ParseOptions{Filename: "t.mlir"})
	require.NoError(t, err, src)
	out := asm.PrintOp(builtin.WrapInModule(ctx, b), asm.PrintOptions{Context: ctx})
	_, rest, ok := strings.Cut(out, "bir.dma sp ins(")
	require.True(t, ok, out)
	aps, _, _ := strings.Cut(rest, ") outs()")
	return aps
}

func TestAPSyntaxRoundTrip(t *testing.T) {
	cases := []struct{ in, want string }{
		{"%sb[0:128][[1, 300]] : f32", ""},
		{"%in[[300, 128], [1, 300]] + 38400 * %i : f32", ""},
		{"%sb[32:32][] : bf16", ""},
		{"%in[] : f32", ""},
		{"%sb[0:1][[1, 4]] + 0 : f32", "%sb[0:1][[1, 4]] : f32"},
		{"%sb[0:1][[1, 4]] + 1 * %i : f32", "%sb[0:1][[1, 4]] + %i : f32"},
		{"%sb[0:1][[1, 4]] - 1 * %i : f32", "%sb[0:1][[1, 4]] - %i : f32"},
		{"%sb[0:1][[1, 4]] + -3 : f32", "%sb[0:1][[1, 4]] - 3 : f32"},
		{"%sb[0:1][[1, 4]] + %i + 5 - 2 * %j - 2 : f32", "%sb[0:1][[1, 4]] + 3 + %i - 2 * %j : f32"},
		{"%sb[0:1][[1, 4]] + 0 * %i : f32", ""},
		{"%sb[0:1][[-1, 4], [0, 8]] + 3 : f32", ""},
		{"%sb[0:1][[1, 4]] + 9223372036854775807 : f32", ""},
		{"%sb[0:1][[1, 4]] - 9223372036854775807 - 1 : f32", "%sb[0:1][[1, 4]] + -9223372036854775808 : f32"},
		{"%sb[0:1][[1, 4]] + -9223372036854775808 * %i : f32", ""},
		{"%sb[0:1][[1, 4]] : f32, %in[[4, 1], [1, 4]] : i32", ""},
		{"%sb[0:1][[1, 4]] : f32, %sb[0:1][[1, 4]] : bf16, %sb[0:1][[1, 4]] : f16, %sb[0:1][[1, 4]] : tf32", ""},
		{"%sb[0:1][[1, 4]] : f8E4M3FN, %sb[0:1][[1, 4]] : f8E5M2, %sb[0:1][[1, 4]] : i16, %sb[0:1][[1, 4]] : i8", ""},
		{"%sb[0:1][[1, 4]] : ui32, %sb[0:1][[1, 4]] : ui16, %sb[0:1][[1, 4]] : ui8", ""},
	}
	for _, c := range cases {
		t.Run(c.in, func(t *testing.T) {
			want := c.want
			if want == "" {
				want = c.in
			}
			got := printAPs(t, apProgram(c.in))
			assert.Equal(t, want, got)
			// The printed form reads back to itself, and so does the generic form.
			assert.Equal(t, want, printAPs(t, apProgram(got)))
			ctx := newCtx()
			b, err := asm.Parse(ctx, []byte(apProgram(got)), asm.ParseOptions{Filename: "t.mlir"})
			require.NoError(t, err)
			gen := asm.PrintOp(builtin.WrapInModule(ctx, b), asm.PrintOptions{Context: ctx, Generic: true})
			assert.Equal(t, want, printAPs(t, gen))
		})
	}
}

func TestAPSyntaxErrors(t *testing.T) {
	cases := []struct{ aps, want string }{
		{"%sb[0:128][[1, 4]]", "expected ':'"},
		{"%sb[0:128][[1, 4]] : f64", "'f64' is not an element type of NeuronCore memory (one of f32, bf16, f16, tf32, f8E4M3FN, f8E5M2, i32, i16, i8, ui32, ui16, ui8)"},
		{"%sb[0:128][[1, 4]] : si32", "'si32' is not an element type"},
		{"%sb[0:0][[1, 4]] : f32", "partition range [0:0] must have a start >= 0 and a count >= 1"},
		{"%sb[-1:4][[1, 4]] : f32", "partition range [-1:4] must have a start >= 0"},
		{"%sb[0:128][[1, 4]] + x : f32", "expected an integer or an index value after '+' or '-'"},
		{"%sb[0:128][[1, 4]] + 3 * : f32", "expected an index value after '*'"},
		{"%sb[0:128][[1, 4] : f32", "expected ']'"},
		{"%sb[0:128] : f32", "expected '['"},
		{"%sb[0:128][[1, 4]] : f32,", "expected an access pattern (%alloc[...])"},
		{"%nope[0:128][[1, 4]] : f32", "use of undeclared SSA value name"},
	}
	for _, c := range cases {
		t.Run(c.aps, func(t *testing.T) {
			_, err := asm.Parse(newCtx(), []byte(apProgram(c.aps)), asm.ParseOptions{Filename: "t.mlir"})
			require.Error(t, err)
			assert.Contains(t, err.Error(), c.want)
		})
	}
}

func TestAttrSyntax(t *testing.T) {
	for _, a := range []string{
		"#bir.ap<[0:128][[1, 4]] + 2 * ? : f32>",
		"#bir.ap<[[4, 1], [1, 4]] - ? + ? : ui8>",
		"#bir.engine<pe>", "#bir.alu<is_ge>", "#bir.act<Gelu_apprx_tanh>", "#bir.acc<ZeroAccumulate>",
		"#bir.axis<XYZ>", "#bir.compare<IS_NE>", "#bir.memory<PSUM>", "#bir.tensor_kind<Const>",
	} {
		src := `"test.op"() {a = ` + a + `, t = !bir.alloc} : () -> ()`
		ctx := newCtx()
		ctx.AllowUnregistered = true
		b, err := asm.Parse(ctx, []byte(src), asm.ParseOptions{Filename: "t.mlir"})
		require.NoError(t, err, a)
		out := asm.PrintOp(b.First(), asm.PrintOptions{Context: ctx})
		assert.Equal(t, src, strings.TrimSpace(out))
	}
	for _, c := range []struct{ src, want string }{
		{"#bir.foo<x>", "unknown bir attribute: foo"},
		{"#bir.alu<plus>", "expected alu to be one of: abs, add,"},
		{"#bir.ap<[0:4][[1, 4]] + %x : f32>", "expected an integer or an index value"},
		{"!bir.buffer", "unknown bir type: buffer"},
	} {
		ctx := newCtx()
		ctx.AllowUnregistered = true
		_, err := asm.Parse(ctx, []byte(`"test.op"() {a = `+c.src+`} : () -> ()`), asm.ParseOptions{Filename: "t.mlir"})
		require.Error(t, err, c.src)
		assert.Contains(t, err.Error(), c.want)
	}
}

// TestOpsRoundTrip checks printing, reparsing and the generic form of the
// lit suite's file of every op.
func TestOpsRoundTrip(t *testing.T) {
	src := readLit(t, "ops.mlir")
	out := roundTrip(t, src)
	assert.Contains(t, out, "bir.quantize_mx dve")
}

// TestAllOpsInLit checks that the lit file of every op has them all.
func TestAllOpsInLit(t *testing.T) {
	src := readLit(t, "ops.mlir")
	ctx := newCtx()
	for _, d := range ctx.Dialect("bir").Ops {
		if d.Name == "bir.loop_end" { // implicit
			continue
		}
		used := strings.Contains(src, d.Name+" ") || strings.Contains(src, d.Name+"\n")
		assert.True(t, used, "lit/bir/ops.mlir does not use %s", d.Name)
	}
}

// readLit reads a file of the lit suite's bir folder.
func readLit(t *testing.T, name string) string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("..", "..", "lit", "bir", name))
	require.NoError(t, err)
	return string(b)
}
