package arith_test

import (
	"ncc/internal/llvm"

	"bytes"
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"os/exec"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"ncc/core"
	"ncc/core/asm"
	"ncc/core/pass"
	"ncc/dialects"
	"ncc/dialects/builtin"
	"ncc/numerics"
	_ "ncc/rewrite/transforms"
)

// Differential test of CmpFIntToFPConst: cmpf of sitofp/uitofp against
// float constants of every float type, at integer widths around each
// type's significand, canonicalized by ncc and by mlir-opt 22.

var mlirOptBin = llvm.MlirOpt()

// cmpfFloatTypes are the float types MLIR 22 has (f80 and f128 included).
var cmpfFloatTypes = []string{"f16", "bf16", "f32", "f64", "tf32", "f80", "f128",
	"f8E5M2", "f8E4M3", "f8E3M4", "f8E4M3FN", "f8E5M2FNUZ", "f8E4M3FNUZ", "f8E4M3B11FNUZ",
	"f8E8M0FNU", "f6E3M2FN", "f6E2M3FN", "f4E2M1FN"}

// cmpfPredicates leaves out "false" and "true": MLIR's pattern reaches
// llvm_unreachable on them (mlir-opt crashes), ours leaves them alone.
var cmpfPredicates = []string{"oeq", "ogt", "oge", "olt", "ole", "one", "ord",
	"ueq", "ugt", "uge", "ult", "ule", "une", "uno"}

// wideLiteral writes x as an f80 or f128 hexadecimal literal (both hold
// every double exactly). nan asks for a quiet NaN.
func wideLiteral(name string, x float64, nan bool) string {
	explicit := name == "f80"
	stored, prec := 112, 113
	if explicit {
		stored, prec = 64, 64
	}
	var exp uint64
	sig := new(bigInt)
	switch {
	case nan:
		exp = 0x7FFF
		sig.setBit(stored - 1)
		if explicit {
			sig.setBit(62)
		}
	case math.IsInf(x, 0):
		exp = 0x7FFF
		if explicit {
			sig.setBit(63)
		}
	case x != 0:
		frac, e := math.Frexp(math.Abs(x))
		m := uint64(frac * (1 << 53))
		sig.setShifted(m, prec-53)
		if !explicit {
			sig.clearBit(112)
		}
		exp = uint64(e - 1 + 16383)
	}
	sig.orShifted(exp, stored)
	if math.Signbit(x) {
		sig.setBit(stored + 15)
	}
	if explicit {
		return fmt.Sprintf("0x%04X%016X", sig.hi, sig.lo)
	}
	return fmt.Sprintf("0x%016X%016X", sig.hi, sig.lo)
}

// bigInt is a 128-bit unsigned integer, enough for f80 and f128 bits.
type bigInt struct{ lo, hi uint64 }

func (b *bigInt) setBit(i int) {
	if i < 64 {
		b.lo |= 1 << i
	} else {
		b.hi |= 1 << (i - 64)
	}
}
func (b *bigInt) clearBit(i int) {
	if i < 64 {
		b.lo &^= 1 << i
	} else {
		b.hi &^= 1 << (i - 64)
	}
}
func (b *bigInt) setShifted(m uint64, s int) { b.lo, b.hi = 0, 0; b.orShifted(m, s) }
func (b *bigInt) orShifted(m uint64, s int) {
	switch {
	case s == 0:
		b.lo |= m
	case s < 64:
		b.lo |= m << s
		b.hi |= m >> (64 - s)
	default:
		b.hi |= m << (s - 64)
	}
}

// floatLiteral writes x (rounded to nearest) as a literal of type name.
func floatLiteral(name string, x float64, nan bool) string {
	if name == "f80" || name == "f128" {
		return wideLiteral(name, x, nan)
	}
	f, _ := numerics.FormatByName(name)
	b := f.FromFloat64(x)
	if nan {
		b = f.NaN()
	}
	return fmt.Sprintf("0x%0*X", (f.Bits()+3)/4, b)
}

func precisionOf(name string) int {
	switch name {
	case "f80":
		return 64
	case "f128":
		return 113
	}
	f, _ := numerics.FormatByName(name)
	return f.Precision()
}

// cmpfValues are constants around the integer's range and the type's
// significand, fractions, infinities and NaN, as float64s.
func cmpfValues(r *rand.Rand, w, prec int) []float64 {
	p := func(e int) float64 { return math.Ldexp(1, e) }
	vs := []float64{0, math.Copysign(0, -1), 0.5, -0.5, 1, -1, 4, -4, 4.4, -4.4, 100.25, -100.75,
		p(w-1) - 1, p(w - 1), -p(w - 1), -p(w-1) - 1, p(w) - 1, p(w), p(w) + p(w-1), p(w-1) + 0.5,
		p(prec), p(prec) + 1, p(prec) + 2, -p(prec), p(prec - 1), 1e30, -1e30, 3e38, -3e38,
		math.MaxFloat64, math.Inf(1), math.Inf(-1)}
	for range 4 {
		vs = append(vs, r.NormFloat64()*p(r.IntN(w+2)))
	}
	return vs
}

type cmpfCase struct{ intT, floatT, conv, pred, lit string }

func (c cmpfCase) fn(i int) string {
	return fmt.Sprintf(`func.func @t%d(%%x: %s) -> i1 {
  %%f = arith.%s %%x : %s to %s
  %%c = arith.constant %s : %s
  %%r = arith.cmpf %s, %%f, %%c : %s
  return %%r : i1
}
`, i, c.intT, c.conv, c.intT, c.floatT, c.lit, c.floatT, c.pred, c.floatT)
}

func cmpfCases() []cmpfCase {
	r := rand.New(rand.NewPCG(7, 11))
	var cs []cmpfCase
	for _, ft := range cmpfFloatTypes {
		prec := precisionOf(ft)
		for _, w := range []int{1, 7, 8, 16, 24, 32, 33, 53, 64, 65, 128} {
			it := fmt.Sprintf("i%d", w)
			for _, conv := range []string{"sitofp", "uitofp"} {
				vals := cmpfValues(r, w, prec)
				seen := map[string]bool{}
				add := func(lit string) {
					if seen[lit] {
						return
					}
					seen[lit] = true
					for range 3 {
						cs = append(cs, cmpfCase{it, ft, conv, cmpfPredicates[r.IntN(len(cmpfPredicates))], lit})
					}
				}
				for _, v := range vals {
					add(floatLiteral(ft, v, false))
				}
				add(floatLiteral(ft, 0, true))
			}
		}
	}
	return cs
}

// splitFuncs cuts a printed module into its functions.
func splitFuncs(s string) []string {
	parts := strings.Split(s, "\n  func.func @t")
	return parts[1:]
}

func canonicalizeModule(t *testing.T, src string, opts asm.PrintOptions) string {
	t.Helper()
	ctx := core.NewContext()
	dialects.LoadAll(ctx)
	blk, err := asm.Parse(ctx, []byte(src), asm.ParseOptions{Filename: "<stdin>"})
	require.NoError(t, err)
	m := builtin.WrapInModule(ctx, blk)
	pm, err := pass.Parse("builtin.module(canonicalize)")
	require.NoError(t, err)
	require.NoError(t, pm.Run(m, &pass.Config{Threads: 1}))
	return asm.PrintOp(m, opts) + "\n"
}

func runOracle(t *testing.T, src string, args ...string) string {
	t.Helper()
	cmd := exec.Command(mlirOptBin, append(args, "-")...)
	cmd.Stdin = strings.NewReader(src)
	var o, e bytes.Buffer
	cmd.Stdout, cmd.Stderr = &o, &e
	require.NoError(t, cmd.Run(), e.String())
	return o.String()
}

func TestCmpFIntToFPConstMatchesMlirOpt(t *testing.T) {
	if _, err := os.Stat(mlirOptBin); err != nil {
		t.Skipf("differential test skipped: %s not found (install mlir-22-tools)", mlirOptBin)
	}
	cases := cmpfCases()
	var src strings.Builder
	for i, c := range cases {
		src.WriteString(c.fn(i))
	}
	want := splitFuncs(runOracle(t, src.String(), "--canonicalize"))
	got := splitFuncs(canonicalizeModule(t, src.String(), asm.PrintOptions{}))
	require.Len(t, want, len(cases))
	require.Len(t, got, len(cases))
	fails, rewritten := 0, 0
	for i := range cases {
		if !strings.Contains(want[i], "arith.cmpf") {
			rewritten++
		}
		if got[i] != want[i] {
			if fails++; fails <= 5 {
				t.Errorf("case %d differs\n--- input\n%s--- mlir-opt\n%s\n--- ncc\n%s", i, cases[i].fn(i), want[i], got[i])
			}
		}
	}
	require.Zero(t, fails, "%d of %d cases differ", fails, len(cases))
	t.Logf("%d cmpf cases agree with mlir-opt (%d rewritten or folded, %d left alone)",
		len(cases), rewritten, len(cases)-rewritten)

	// Locations: the new ops take the cmpf's location.
	n := min(400, len(cases))
	var small strings.Builder
	for i, c := range cases[:n] {
		small.WriteString(c.fn(i))
	}
	wantLoc := runOracle(t, small.String(), "--canonicalize", "--mlir-print-debuginfo")
	gotLoc := canonicalizeModule(t, small.String(), asm.PrintOptions{DebugInfo: true})
	require.Equal(t, wantLoc, gotLoc)
}

// TestWideCmpFFoldMatchesMlirOpt checks CmpFOp::fold on f80 and f128,
// which numerics has no format for: two constants, or a NaN on one side.
func TestWideCmpFFoldMatchesMlirOpt(t *testing.T) {
	if _, err := os.Stat(mlirOptBin); err != nil {
		t.Skipf("differential test skipped: %s not found (install mlir-22-tools)", mlirOptBin)
	}
	preds := append([]string{"false", "true"}, cmpfPredicates...)
	vals := []float64{0, math.Copysign(0, -1), 1, -1, 4.5, 1e300, -1e-300, math.Inf(1), math.Inf(-1)}
	var src strings.Builder
	n := 0
	for _, ft := range []string{"f80", "f128"} {
		lits := []string{floatLiteral(ft, 0, true)}
		for _, v := range vals {
			lits = append(lits, floatLiteral(ft, v, false))
		}
		// The smallest denormal and its double.
		if ft == "f80" {
			lits = append(lits, "0x00000000000000000001", "0x00000000000000000002")
		} else {
			lits = append(lits, "0x00000000000000000000000000000001", "0x00000000000000000000000000000002")
		}
		nNormal := len(vals) + 1
		for i, a := range lits {
			for j, b := range lits {
				ps := preds
				if i >= nNormal || j >= nNormal {
					ps = []string{"olt", "oeq", "uge"} // denormals print slowly
				}
				for _, p := range ps {
					fmt.Fprintf(&src, `func.func @t%d(%%x: %s) -> (i1, i1) {
  %%a = arith.constant %s : %s
  %%b = arith.constant %s : %s
  %%r = arith.cmpf %s, %%a, %%b : %s
  %%s = arith.cmpf %s, %%x, %%b : %s
  return %%r, %%s : i1, i1
}
`, n, ft, a, ft, b, ft, p, ft, p, ft)
					n++
				}
			}
		}
	}
	want := runOracle(t, src.String(), "--canonicalize")
	got := canonicalizeModule(t, src.String(), asm.PrintOptions{})
	wf, gf := splitFuncs(want), splitFuncs(got)
	require.Len(t, wf, n)
	require.Len(t, gf, n)
	fails := 0
	for i := range wf {
		if wf[i] != gf[i] {
			if fails++; fails <= 5 {
				t.Errorf("case %d differs\n--- mlir-opt\n%s\n--- ncc\n%s", i, wf[i], gf[i])
			}
		}
	}
	require.Zero(t, fails, "%d of %d differ", fails, n)
	t.Logf("%d wide cmpf folds agree with mlir-opt", n)
}
