package interp

import (
	"fmt"
	"math/rand"
	"strings"
	"testing"

	"ncc/core"
	"ncc/core/asm"
	"ncc/dialects"
	"ncc/dialects/builtin"
)

// parseModule parses src with every registered dialect.
func parseModule(tb testing.TB, src string) *core.Operation {
	tb.Helper()
	ctx := core.NewContext()
	dialects.LoadAll(ctx)
	ctx.Load(Dialect)
	b, err := asm.Parse(ctx, []byte(src), asm.ParseOptions{Filename: "bench.mlir"})
	if err != nil {
		tb.Fatal(err)
	}
	return builtin.WrapInModule(ctx, b)
}

func randomF32(ctx *core.Context, shape []int64, seed int64) *Tensor {
	t, _ := NewTensor(core.RankedTensor(ctx, shape, core.F32(ctx), nil))
	r := rand.New(rand.NewSource(seed))
	for i := range t.F {
		t.F[i] = float64(float32(r.Float64()*2 - 1))
	}
	return t
}

// BenchmarkDotGeneral512 multiplies two 512x512 f32 matrices; the figure
// of merit is GFLOP/s (2*512^3 flops per op).
func BenchmarkDotGeneral512(b *testing.B) {
	const n = 512
	mod := parseModule(b, fmt.Sprintf(`func.func @main(%%a: tensor<%[1]dx%[1]dxf32>, %%b: tensor<%[1]dx%[1]dxf32>) -> tensor<%[1]dx%[1]dxf32> {
  %%0 = "stablehlo.dot_general"(%%a, %%b) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<%[1]dx%[1]dxf32>, tensor<%[1]dx%[1]dxf32>) -> tensor<%[1]dx%[1]dxf32>
  func.return %%0 : tensor<%[1]dx%[1]dxf32>
}`, n))
	it := New(mod)
	fn, _ := it.Main()
	ctx := mod.Context()
	a, c := randomF32(ctx, []int64{n, n}, 1), randomF32(ctx, []int64{n, n}, 2)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := it.Call(fn, []Value{a, c}); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(2*n*n*n*float64(b.N)/b.Elapsed().Seconds()/1e9, "GFLOP/s")
}

// BenchmarkElementwiseChain runs ten element-wise ops over 1M f32
// elements; the figure of merit is elements processed per second (10M
// per run).
func BenchmarkElementwiseChain(b *testing.B) {
	const n = 1 << 20
	ty := fmt.Sprintf("tensor<%dxf32>", n)
	ops := []string{"add", "multiply", "subtract", "maximum", "add", "multiply", "minimum", "subtract", "add", "multiply"}
	var body strings.Builder
	prev := "%a"
	for i, o := range ops {
		fmt.Fprintf(&body, "  %%%d = \"stablehlo.%s\"(%s, %%b) : (%s, %s) -> %s\n", i, o, prev, ty, ty, ty)
		prev = fmt.Sprintf("%%%d", i)
	}
	mod := parseModule(b, fmt.Sprintf("func.func @main(%%a: %s, %%b: %s) -> %s {\n%s  func.return %s : %s\n}", ty, ty, ty, body.String(), prev, ty))
	it := New(mod)
	fn, _ := it.Main()
	ctx := mod.Context()
	a, c := randomF32(ctx, []int64{n}, 1), randomF32(ctx, []int64{n}, 2)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := it.Call(fn, []Value{a, c}); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(len(ops))*n*float64(b.N)/b.Elapsed().Seconds()/1e6, "Melem/s")
}
