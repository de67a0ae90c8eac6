package arith

import (
	"ncc/internal/llvm"

	"fmt"
	"math/rand"
	"os"
	"os/exec"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"ncc/core"
	"ncc/numerics"
)

var mlirOpt = llvm.MlirOpt()

// foldCase is one op applied to constants: it folds in mlir-opt's
// -canonicalize exactly when our folder folds, to the same bits.
type foldCase struct {
	op       string
	attrs    string // pretty-form attribute text after the op name, e.g. "slt,"
	prop     []core.NamedAttr
	in       []core.Type
	out      core.Type
	operands []uint64 // bit patterns
}

func litText(t core.Type, bits uint64) string {
	if ft, ok := t.(*core.FloatType); ok {
		return fmt.Sprintf("0x%0*X : %s", (ft.Width+3)/4, bits, ft.Name)
	}
	w := intWidth(t)
	if w == 1 {
		return map[uint64]string{0: "false", 1: "true"}[bits&1]
	}
	return fmt.Sprintf("%d : %s", sext(bits, w), t.Key())
}

func (c foldCase) mlir(i int) string {
	var b strings.Builder
	fmt.Fprintf(&b, "func.func @t%d() -> %s {\n", i, c.out.Key())
	var names []string
	for j, v := range c.operands {
		fmt.Fprintf(&b, "  %%a%d = arith.constant %s\n", j, litText(c.in[j], v))
		names = append(names, fmt.Sprintf("%%a%d", j))
	}
	typ := c.in[0].Key()
	if strings.Contains(c.op, "ext") || strings.Contains(c.op, "trunc") || strings.Contains(c.op, "to") ||
		strings.Contains(c.op, "cast") {
		typ = c.in[0].Key() + " to " + c.out.Key()
	}
	fmt.Fprintf(&b, "  %%r = %s %s %s : %s\n  return %%r : %s\n}\n", c.op, c.attrs, strings.Join(names, ", "), typ, c.out.Key())
	return b.String()
}

// ours folds the case with our folder: the result's bits, or ok=false.
func (c foldCase) ours(e *env) (uint64, bool) {
	var vs []core.Value
	for j, v := range c.operands {
		var a core.Attribute
		if ft, ok := c.in[j].(*core.FloatType); ok {
			a = core.FloatBits(e.ctx, ft, v)
		} else {
			a = core.Int(e.ctx, c.in[j], int64(v))
		}
		vs = append(vs, e.cst(a))
	}
	_, r := e.run(c.op, []core.Type{c.out}, vs, c.prop...)
	if len(r) != 1 {
		return 0, false
	}
	a := r[0].Attr
	if a == nil {
		a = constantOf(r[0].Value)
	}
	if a == nil {
		return 0, false
	}
	d, ok := decode(a)
	if !ok {
		return 0, false
	}
	return d.vals[0], true
}

var constRe = regexp.MustCompile(`arith\.constant (\S+)(?: : (\S+))?`)

// theirs reads mlir-opt's folded constant from one function's output.
func theirs(fn string, t core.Type) (uint64, bool, error) {
	if strings.Count(fn, "arith.") > strings.Count(fn, "arith.constant") {
		return 0, false, nil
	}
	m := constRe.FindStringSubmatch(fn)
	if m == nil {
		return 0, false, fmt.Errorf("no constant in %q", fn)
	}
	switch m[1] {
	case "true":
		return 1, true, nil
	case "false":
		return 0, true, nil
	}
	if ft, ok := t.(*core.FloatType); ok {
		f, _ := numerics.FormatByName(ft.Name)
		b, err := f.Parse(m[1])
		return b, true, err
	}
	v, err := strconv.ParseInt(m[1], 10, 64)
	return uint64(v) & mask(intWidth(t)), true, err
}

func TestFoldersAgreeWithMLIROpt(t *testing.T) {
	if _, err := os.Stat(mlirOpt); err != nil {
		t.Skipf("SKIP: %s not installed; differential folding test not run", mlirOpt)
	}
	e := newEnv()
	rng := rand.New(rand.NewSource(1))
	var cases []foldCase
	intVals := func(w int) []uint64 {
		m := mask(w)
		vs := []uint64{0, 1, m, 2, m - 1, 3, 7, m - 6, 1 << (w - 1), (1 << (w - 1)) - 1}
		for range 4 {
			vs = append(vs, rng.Uint64()&m)
		}
		for i := range vs {
			vs[i] &= m
		}
		return vs
	}
	pick := func(vs []uint64) uint64 { return vs[rng.Intn(len(vs))] }
	intOps := []string{"addi", "subi", "muli", "divui", "divsi", "ceildivui", "ceildivsi", "floordivsi",
		"remui", "remsi", "andi", "ori", "xori", "shli", "shrui", "shrsi", "maxsi", "maxui", "minsi", "minui"}
	for _, w := range []int{1, 8, 16, 32, 64} {
		ty := e.i(w)
		vs := intVals(w)
		for _, op := range intOps {
			for range 12 {
				cases = append(cases, foldCase{op: "arith." + op, in: []core.Type{ty, ty}, out: ty,
					operands: []uint64{pick(vs), pick(vs)}})
			}
		}
		for p, name := range CmpIPredicate.Cases {
			for range 4 {
				cases = append(cases, foldCase{op: "arith.cmpi", attrs: name + ",", in: []core.Type{ty, ty}, out: e.i(1),
					prop:     []core.NamedAttr{{Name: "predicate", Value: CmpIPredicate.Attr(e.ctx, int64(p))}},
					operands: []uint64{pick(vs), pick(vs)}})
			}
		}
		for _, w2 := range []int{1, 8, 16, 32, 64} {
			switch {
			case w2 > w:
				cases = append(cases, foldCase{op: "arith.extsi", in: []core.Type{ty}, out: e.i(w2), operands: []uint64{pick(vs)}},
					foldCase{op: "arith.extui", in: []core.Type{ty}, out: e.i(w2), operands: []uint64{pick(vs)}})
			case w2 < w:
				cases = append(cases, foldCase{op: "arith.trunci", in: []core.Type{ty}, out: e.i(w2), operands: []uint64{pick(vs)}})
			}
		}
		cases = append(cases, foldCase{op: "arith.index_cast", in: []core.Type{ty}, out: core.Index(e.ctx), operands: []uint64{pick(vs)}},
			foldCase{op: "arith.index_castui", in: []core.Type{ty}, out: core.Index(e.ctx), operands: []uint64{pick(vs)}})
		for _, fn := range []string{"f32", "f16", "bf16", "f64"} {
			ft := core.Float(e.ctx, fn)
			for range 3 {
				cases = append(cases, foldCase{op: "arith.sitofp", in: []core.Type{ty}, out: ft, operands: []uint64{pick(vs)}},
					foldCase{op: "arith.uitofp", in: []core.Type{ty}, out: ft, operands: []uint64{pick(vs)}})
			}
		}
	}
	floatTypes := []string{"f32", "f64", "f16", "bf16", "f8E4M3FN", "f8E5M2"}
	floatVals := func(f *numerics.Format) []uint64 {
		inf, _ := f.Inf(false)
		ninf, _ := f.Inf(true)
		vs := []uint64{0, f.Neg(0), f.FromFloat64(1), f.FromFloat64(-1), f.FromFloat64(0.1), f.FromFloat64(3.5),
			f.FromFloat64(-2.75), f.NaN(), f.MaxFinite(false), f.MaxFinite(true), f.SmallestNormal(), 1, f.FromFloat64(300)}
		if f.HasInf() {
			vs = append(vs, inf, ninf)
		}
		for range 4 {
			vs = append(vs, f.FromFloat64(rng.NormFloat64()*100))
		}
		return vs
	}
	for _, fn := range floatTypes {
		ft := core.Float(e.ctx, fn)
		f, _ := numerics.FormatByName(fn)
		vs := floatVals(f)
		for _, op := range []string{"addf", "subf", "mulf", "divf", "remf", "maximumf", "minimumf", "maxnumf", "minnumf"} {
			for range 12 {
				cases = append(cases, foldCase{op: "arith." + op, in: []core.Type{ft, ft}, out: ft, operands: []uint64{pick(vs), pick(vs)}})
			}
		}
		cases = append(cases, foldCase{op: "arith.negf", in: []core.Type{ft}, out: ft, operands: []uint64{pick(vs)}})
		for p, name := range CmpFPredicate.Cases {
			cases = append(cases, foldCase{op: "arith.cmpf", attrs: name + ",", in: []core.Type{ft, ft}, out: e.i(1),
				prop:     []core.NamedAttr{{Name: "predicate", Value: CmpFPredicate.Attr(e.ctx, int64(p))}},
				operands: []uint64{pick(vs), pick(vs)}})
		}
		for _, w := range []int{8, 32, 64} {
			for range 4 {
				cases = append(cases, foldCase{op: "arith.fptosi", in: []core.Type{ft}, out: e.i(w), operands: []uint64{pick(vs)}},
					foldCase{op: "arith.fptoui", in: []core.Type{ft}, out: e.i(w), operands: []uint64{pick(vs)}})
			}
		}
		for _, fn2 := range floatTypes {
			ft2 := core.Float(e.ctx, fn2)
			for range 4 {
				switch {
				case ft2.Width > ft.Width:
					cases = append(cases, foldCase{op: "arith.extf", in: []core.Type{ft}, out: ft2, operands: []uint64{pick(vs)}})
				case ft2.Width < ft.Width:
					cases = append(cases, foldCase{op: "arith.truncf", in: []core.Type{ft}, out: ft2, operands: []uint64{pick(vs)}})
				}
			}
		}
		for _, fn2 := range floatTypes { // NaNs and infinities across every pair
			ft2 := core.Float(e.ctx, fn2)
			inf, _ := f.Inf(true)
			for _, v := range []uint64{f.NaN(), f.Neg(f.NaN()), inf} {
				switch {
				case ft2.Width > ft.Width:
					cases = append(cases, foldCase{op: "arith.extf", in: []core.Type{ft}, out: ft2, operands: []uint64{v}})
				case ft2.Width < ft.Width:
					cases = append(cases, foldCase{op: "arith.truncf", in: []core.Type{ft}, out: ft2, operands: []uint64{v}})
				}
			}
		}
		cases = append(cases, foldCase{op: "arith.bitcast", in: []core.Type{ft}, out: e.i(ft.Width), operands: []uint64{pick(vs)}})
	}

	var src strings.Builder
	for i, c := range cases {
		src.WriteString(c.mlir(i))
	}
	cmd := exec.Command(mlirOpt, "--canonicalize", "-")
	cmd.Stdin = strings.NewReader(src.String())
	out, err := cmd.CombinedOutput()
	require.NoError(t, err, "%s", out)
	fns := strings.Split(string(out), "func.func @t")[1:]
	require.Len(t, fns, len(cases))
	mismatches := 0
	for _, fn := range fns {
		idx, _ := strconv.Atoi(fn[:strings.IndexByte(fn, '(')])
		c := cases[idx]
		want, wantOK, err := theirs(fn, c.out)
		require.NoError(t, err)
		got, gotOK := c.ours(newEnv())
		if !assert.Equal(t, wantOK, gotOK, "folds?\n%s", c.mlir(idx)) ||
			!assert.Equal(t, fmt.Sprintf("%#x", want), fmt.Sprintf("%#x", got), "value\n%s", c.mlir(idx)) {
			if mismatches++; mismatches > 20 {
				t.Fatal("too many mismatches")
			}
		}
	}
	t.Logf("%d folding cases compared with mlir-opt", len(cases))
}
