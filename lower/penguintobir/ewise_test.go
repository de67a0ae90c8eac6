package penguintobir_test

import (
	"fmt"
	"math"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"ncc/arch"
	"ncc/core"
	"ncc/dialects/bir"
	"ncc/dialects/penguin"
)

// ewiseKernel computes expr over x, y ([P, F] tiles of a and b) and s (a
// [P, 1] column of c) and stores %r.
func ewiseKernel(p, f int, elem, expr string) string {
	r := strings.NewReplacer("T", fmt.Sprintf("!penguin.tile<%dx%dx%s, sbuf>", p, f, elem),
		"C", fmt.Sprintf("!penguin.tile<%dx1x%s, sbuf>", p, elem))
	return fmt.Sprintf(`
penguin.kernel @main(%%a: !penguin.hbm<%[1]dx%[2]dx%[3]s>, %%b: !penguin.hbm<%[1]dx%[2]dx%[3]s>, %%c: !penguin.hbm<%[1]dx1x%[3]s>) -> !penguin.hbm<%[1]dx%[2]dx%[3]s> {
  %%out = penguin.hbm_alloc : !penguin.hbm<%[1]dx%[2]dx%[3]s>
  %%x = penguin.load %%a[0, 0] : !penguin.hbm<%[1]dx%[2]dx%[3]s> -> %[4]s
  %%y = penguin.load %%b[0, 0] : !penguin.hbm<%[1]dx%[2]dx%[3]s> -> %[4]s
  %%s = penguin.load %%c[0, 0] : !penguin.hbm<%[1]dx1x%[3]s> -> %[5]s
  %[6]s
  penguin.store %%r, %%out[0, 0] : %[4]s, !penguin.hbm<%[1]dx%[2]dx%[3]s>
  penguin.return %%out : !penguin.hbm<%[1]dx%[2]dx%[3]s>
}`, p, f, elem, r.Replace("T"), r.Replace("C"), r.Replace(expr))
}

func TestEwiseFloat(t *testing.T) {
	const p, f = 100, 300
	cases := []struct {
		name, expr string
		want       func(x, y, s float32) float32
	}{
		{"add", "%r = penguin.ewise add %x, %y : (T, T) -> T", func(x, y, s float32) float32 { return x + y }},
		{"imm-left", "%r = penguin.ewise subtract 1.0, %x : (T) -> T", func(x, y, s float32) float32 { return 1 - x }},
		{"imm", "%r = penguin.ewise mult %x, 2.5 : (T) -> T", func(x, y, s float32) float32 { return x * 2.5 }},
		{"column", "%r = penguin.ewise max %x, %s : (T, C) -> T", func(x, y, s float32) float32 { return max(x, s) }},
		{"column-left", "%r = penguin.ewise divide %s, %x : (C, T) -> T", func(x, y, s float32) float32 { return s / x }},
		{"two-scalars", "%r = penguin.ewise mult then add %x, 5.000000e-01, %s : (T, C) -> T",
			func(x, y, s float32) float32 { return float32(x*0.5) + s }},
		{"scalar-tensor-tensor", "%r = penguin.ewise mult then add %x, %s, %y : (T, C, T) -> T",
			func(x, y, s float32) float32 { return float32(x*s) + y }},
		{"two-tiles-then-imm", "%r = penguin.ewise add then mult %x, %y, 3.0 : (T, T) -> T",
			func(x, y, s float32) float32 { return float32(x+y) * 3 }},
		{"imm-tile-column", "%r = penguin.ewise subtract then max 2.0, %x, %s : (T, C) -> T",
			func(x, y, s float32) float32 { return max(float32(2-x), s) }},
		{"two-imms-first", "%r = penguin.ewise add then mult 1.0, 2.0, %x : (T) -> T",
			func(x, y, s float32) float32 { return 3 * x }},
		{"abs", "%r = penguin.ewise abs %x : (T) -> T", func(x, y, s float32) float32 { return float32(math.Abs(float64(x))) }},
		{"compare", "%r = penguin.ewise is_gt %x, %s : (T, C) -> T", func(x, y, s float32) float32 {
			if x > s {
				return 1
			}
			return 0
		}},
		{"columns-to-tile", "%r = penguin.ewise add %s, %s : (C, C) -> T", func(x, y, s float32) float32 { return s + s }},
		{"column-two-imms", "%r = penguin.ewise mult then add %s, 2.0, 1.0 : (C) -> T",
			func(x, y, s float32) float32 { return float32(s*2) + 1 }},
		{"tile-column-tile-reversed", "%r = penguin.ewise subtract then mult %s, %x, %y : (C, T, T) -> T",
			func(x, y, s float32) float32 { return float32(s-x) * y }},
	}
	a, b, c := randF32(p*f, 1), randF32(p*f, 2), randF32(p, 3)
	for _, target := range []string{"trn1", "trn2"} {
		for _, tc := range cases {
			t.Run(target+"/"+tc.name, func(t *testing.T) {
				// On trn2 VectorE and GpSimd may use SBUF at once: the
				// lowering alternates them.
				src := strings.Replace(ewiseKernel(p, f, "f32", tc.expr), "> {\n", fmt.Sprintf("> attributes {target = %q} {\n", target), 1)
				outs := run(t, src, f32Buf([]int64{p, f}, a), f32Buf([]int64{p, f}, b), f32Buf([]int64{p, 1}, c))
				want := make([]float32, p*f)
				for i := range want {
					want[i] = tc.want(a[i], b[i], c[i/f])
				}
				requireClose(t, want, floats(outs[0]), 0)
			})
		}
	}
}

// On trn2 SBUF-only elementwise work alternates between VectorE and
// GpSimd; on trn1 (one shared SBUF port) it stays on VectorE.
func TestEngineChoice(t *testing.T) {
	expr := "%r0 = penguin.ewise add %x, %y : (T, T) -> T\n  %r = penguin.ewise mult %r0, %y : (T, T) -> T"
	for target, pool := range map[string]int{"trn1": 0, "trn2": 1} {
		src := strings.Replace(ewiseKernel(128, 64, "f32", expr), "> {\n", fmt.Sprintf("> attributes {target = %q} {\n", target), 1)
		m := lowerOK(t, src)
		n := 0
		m.Walk(core.PreOrder, func(op *core.Operation) core.WalkResult {
			if op.Name() == bir.TensorTensor.Name && bir.Engine(op) == arch.Pool {
				n++
			}
			return core.Advance
		})
		require.Equal(t, pool, n, target)
		require.Equal(t, target, bir.Str(m, bir.TargetAttrName))
	}
}

func TestEwiseInt(t *testing.T) {
	const p, f = 128, 64
	cases := []struct {
		name, expr string
		want       func(x, y, s int32) int32
	}{
		{"add", "%r = penguin.ewise add %x, %y : (T, T) -> T", func(x, y, s int32) int32 { return x + y }},
		// 0x7ffff0ff is not an f32: it goes through an iota column.
		{"and-wide-imm", "%r = penguin.ewise bitwise_and %x, 2147479807 : (T) -> T", func(x, y, s int32) int32 { return x & 0x7ffff0ff }},
		{"shift", "%r = penguin.ewise arith_shift_left %x, 3 : (T) -> T", func(x, y, s int32) int32 { return x << 3 }},
		{"xor-column", "%r = penguin.ewise bitwise_xor %x, %s : (T, C) -> T", func(x, y, s int32) int32 { return x ^ s }},
		{"mult-then-add", "%r = penguin.ewise mult then add %x, %y, %s : (T, T, C) -> T", func(x, y, s int32) int32 { return x*y + s }},
		{"or-then-and-imms", "%r = penguin.ewise bitwise_or then bitwise_and %x, 16777217, %s : (T, C) -> T",
			func(x, y, s int32) int32 { return (x | 16777217) & s }},
		// A fraction takes the fp32 path: its column is f32, the result rounds
		// to nearest even and saturates.
		{"fraction-column", "%r = penguin.ewise mult then add %x, 5.000000e-01, %s : (T, C) -> T",
			func(x, y, s int32) int32 { return roundSat(float32(float32(x)*0.5) + float32(s)) }},
	}
	a, b, c := randI32(p*f, 4, 1<<30), randI32(p*f, 5, 1<<20), randI32(p, 6, 1<<30)
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			outs := run(t, ewiseKernel(p, f, "i32", tc.expr),
				i32Buf([]int64{p, f}, a), i32Buf([]int64{p, f}, b), i32Buf([]int64{p, 1}, c))
			want := make([]int32, p*f)
			for i := range want {
				want[i] = tc.want(a[i], b[i], c[i/f])
			}
			require.Equal(t, want, ints(outs[0]))
		})
	}
}

// TestAluOrder checks that penguin's ALU ops and bir's are numbered alike
// (both are KLR's AluOp), which the lowering relies on.
func TestAluOrder(t *testing.T) {
	for _, op := range penguin.AluOps() {
		require.Equal(t, op.String(), bir.AluOp(op).String())
	}
}

// roundSat converts as an engine writes an int32: round to nearest even,
// saturate.
func roundSat(f float32) int32 {
	v := math.RoundToEven(float64(f))
	return int32(max(min(v, math.MaxInt32), math.MinInt32))
}
