package chlo_test

import (
	"fmt"
	"math"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"ncc/core"
	"ncc/dialects/chlo"
	"ncc/interp"
)

// legalizeAndRun legalizes src's chlo ops, verifies the result and runs
// its main function in the interpreter.
func legalizeAndRun(t *testing.T, src string) []interp.Value {
	t.Helper()
	ctx := newCtx()
	m, err := parse(ctx, src)
	require.NoError(t, err, src)
	p := &chlo.Legalize{}
	require.NoError(t, p.Initialize(ctx))
	require.NoError(t, p.Run(m, nil))
	m.Walk(core.PreOrder, func(op *core.Operation) core.WalkResult {
		require.NotEqual(t, "chlo", op.Dialect(), "chlo op left: %s", op.Name())
		return core.Advance
	})
	require.NoError(t, core.Verify(m))
	it := interp.New(m)
	fn, err := it.Main()
	require.NoError(t, err)
	res, err := it.Call(fn, nil)
	require.NoError(t, err)
	return res
}

// literal prints x so that it parses back to the same value of elem.
func literal(x float64, elem string) string {
	switch {
	case math.IsInf(x, 1):
		return map[string]string{"f64": "0x7FF0000000000000", "f32": "0x7F800000", "f16": "0x7C00", "bf16": "0x7F80"}[elem]
	case math.IsInf(x, -1):
		return map[string]string{"f64": "0xFFF0000000000000", "f32": "0xFF800000", "f16": "0xFC00", "bf16": "0xFF80"}[elem]
	}
	s := strconv.FormatFloat(x, 'e', -1, 64)
	if !strings.Contains(s, ".") { // MLIR float literals need a '.'
		s = strings.Replace(s, "e", ".0e", 1)
	}
	return s
}

// unaryProgram applies chlo op to xs of element type elem.
func unaryProgram(op, elem string, xs []float64) string {
	lits := make([]string, len(xs))
	for i, x := range xs {
		lits[i] = literal(x, elem)
	}
	t := fmt.Sprintf("tensor<%dx%s>", len(xs), elem)
	return fmt.Sprintf(`func.func @main() -> %[1]s {
  %%x = stablehlo.constant dense<[%[2]s]> : %[1]s
  %%r = chlo.%[3]s %%x : %[1]s -> %[1]s
  return %%r : %[1]s
}`, t, strings.Join(lits, ", "), op)
}

// roundTo rounds x to elem as the constant parser does.
func roundTo(x float64, elem string) float64 {
	if elem == "f32" {
		return float64(float32(x))
	}
	return x
}

func linspace(lo, hi float64, n int) []float64 {
	xs := make([]float64, n)
	for i := range xs {
		xs[i] = lo + (hi-lo)*float64(i)/float64(n-1)
	}
	return xs
}

// digammaRef is digamma in float64: recurrence up to x >= 10, then the
// asymptotic series; reflection below 1/2.
func digammaRef(x float64) float64 {
	if x <= 0 && x == math.Floor(x) {
		return math.NaN()
	}
	if x < 0.5 {
		return digammaRef(1-x) - math.Pi/math.Tan(math.Pi*x)
	}
	r := 0.0
	for x < 10 {
		r -= 1 / x
		x++
	}
	f := 1 / (x * x)
	return r + math.Log(x) - 0.5/x - f*(1.0/12-f*(1.0/120-f*(1.0/252-f*(1.0/240-f*(1.0/132)))))
}

func lgammaRef(x float64) float64 { v, _ := math.Lgamma(x); return v }

// besselI1eRef is exp(-|x|) I1(x) from the power series.
func besselI1eRef(x float64) float64 {
	s, term := 0.0, x/2
	for k := 0; k < 200; k++ {
		s += term
		term *= (x / 2) * (x / 2) / float64((k+1)*(k+2))
	}
	return s * math.Exp(-math.Abs(x))
}

// erfInvRef inverts math.Erf by Newton's method from math.Erfinv.
func erfInvRef(x float64) float64 { return math.Erfinv(x) }

// TestNumerics checks the decompositions against float64 references:
// the bound is relative to max(1, |reference|), well inside the 1e-4 of
// check.expect_almost_eq that StableHLO's chlo interpreter tests use, and
// tight enough that a wrong coefficient or branch fails.
func TestNumerics(t *testing.T) {
	cases := []struct {
		op     string
		ref    func(float64) float64
		xs     []float64
		tolF32 float64
		tolF64 float64
	}{
		{"erf", math.Erf, linspace(-5, 5, 41), 2e-7, 1e-15},
		{"erfc", math.Erfc, linspace(-5, 5, 41), 2e-7, 1e-15},
		{"erf_inv", erfInvRef, append(linspace(-0.999, 0.999, 37), -1, 1, 0.9999999), 2e-6, 5e-12},
		{"lgamma", lgammaRef, append(linspace(-4.75, 12, 40), 0.5, 1, 2, 100, 1e4), 3e-6, 5e-13},
		{"digamma", digammaRef, append(linspace(-4.75, 12, 40), 1, 2, 100), 2e-5, 5e-12},
		{"bessel_i1e", besselI1eRef, linspace(-20, 20, 41), 1e-6, 1e-14},
		{"tan", math.Tan, linspace(-1.5, 1.5, 31), 1e-6, 1e-14},
		{"acos", math.Acos, linspace(-1, 1, 21), 1e-6, 1e-14},
		{"asin", math.Asin, linspace(-1, 1, 21), 1e-6, 1e-14},
		{"atan", math.Atan, linspace(-10, 10, 21), 1e-6, 1e-14},
		{"acosh", math.Acosh, append(linspace(1, 50, 21), 1e30), 1e-6, 1e-14},
		{"asinh", math.Asinh, append(linspace(-50, 50, 21), 1e-3, -1e30), 1e-6, 1e-14},
		{"atanh", math.Atanh, linspace(-0.99, 0.99, 21), 1e-6, 1e-14},
		{"cosh", math.Cosh, linspace(-20, 20, 21), 1e-6, 1e-14},
		{"sinh", math.Sinh, append(linspace(-20, 20, 21), 1e-4), 1e-6, 1e-14},
		{"square", func(x float64) float64 { return x * x }, linspace(-3, 3, 7), 0, 0},
	}
	for _, c := range cases {
		for _, elem := range []string{"f32", "f64"} {
			t.Run(c.op+"/"+elem, func(t *testing.T) {
				xs := make([]float64, len(c.xs))
				for i, x := range c.xs {
					xs[i] = roundTo(x, elem)
				}
				res := legalizeAndRun(t, unaryProgram(c.op, elem, xs))
				got := res[0].(*interp.Tensor).F
				tol := c.tolF64
				if elem == "f32" {
					tol = c.tolF32
				}
				for i, x := range xs {
					want := c.ref(x)
					if elem == "f32" {
						want = float64(float32(want))
					}
					if math.IsNaN(want) {
						require.True(t, math.IsNaN(got[i]), "%s(%v) = %v, want NaN", c.op, x, got[i])
						continue
					}
					if math.IsInf(want, 0) {
						require.Equal(t, want, got[i], "%s(%v)", c.op, x)
						continue
					}
					err := math.Abs(got[i]-want) / math.Max(1, math.Abs(want))
					require.LessOrEqual(t, err, tol, "%s(%v) = %v, want %v", c.op, x, got[i], want)
				}
			})
		}
	}
}

// TestNumericsNarrow checks that f16 and bf16 compute in f32 and round
// once: the results are the f32 results rounded.
func TestNumericsNarrow(t *testing.T) {
	xs := []float64{-2, -0.5, 0.25, 1, 3}
	for _, op := range []string{"erf", "lgamma", "digamma", "cosh", "erf_inv"} {
		in := xs
		if op == "erf_inv" {
			in = []float64{-0.5, 0, 0.25, 0.75}
		}
		ref := legalizeAndRun(t, unaryProgram(op, "f32", in))[0].(*interp.Tensor).F
		for _, elem := range []string{"f16", "bf16"} {
			got := legalizeAndRun(t, unaryProgram(op, elem, in))[0].(*interp.Tensor).F
			for i := range in {
				tol := map[string]float64{"f16": 1e-3, "bf16": 8e-3}[elem]
				require.InDelta(t, ref[i], got[i], tol*math.Max(1, math.Abs(ref[i])), "%s %s(%v)", elem, op, in[i])
			}
		}
	}
}
