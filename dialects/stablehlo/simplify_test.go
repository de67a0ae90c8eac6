package stablehlo_test

import (
	"fmt"
	"math"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"ncc/core"
	"ncc/core/asm"
	"ncc/core/pass"
	"ncc/interp"
	_ "ncc/rewrite/transforms" // canonicalize, cse, inline
)

// Differential check of simplification against the interpreter: random
// small programs run before and after stablehlo-simplify must give the
// same results bit for bit (the folders do not reassociate, so no
// tolerance is needed).

// progGen writes one random program over tensor<2x3xT> values.
type progGen struct {
	r    *rand.Rand
	elem string // "i32" or "f32"
	b    strings.Builder
	vals []string
	n    int
}

const shape = "tensor<2x3x"

func (g *progGen) typ() string { return shape + g.elem + ">" }

func (g *progGen) fresh() string { g.n++; return fmt.Sprintf("%%v%d", g.n) }

func (g *progGen) emit(format string, args ...any) string {
	v := g.fresh()
	fmt.Fprintf(&g.b, "  %s = "+format+"\n", append([]any{v}, args...)...)
	return v
}

func (g *progGen) pick() string { return g.vals[g.r.IntN(len(g.vals))] }

// scalar is an element literal, biased toward 0, 1, -1 and (for floats)
// -0.0, infinities and large values, which the identities care about.
func (g *progGen) scalar() string {
	special := []string{"0", "1", "-1", "2147483647", "-2147483648"}
	if g.elem == "f32" {
		special = []string{"0.0", "1.0", "-1.0", "-0.0", "0x7F800000", "0xFF800000", "3.0e+38", "0.5"}
	}
	if g.r.IntN(3) == 0 {
		return special[g.r.IntN(len(special))]
	}
	if g.elem == "f32" {
		return fmt.Sprintf("%e", float32(g.r.NormFloat64()*10))
	}
	return fmt.Sprint(g.r.IntN(41) - 20)
}

func (g *progGen) constant() string {
	if g.r.IntN(2) == 0 {
		return g.emit("stablehlo.constant dense<%s> : %s", g.scalar(), g.typ())
	}
	e := make([]string, 6)
	for i := range e {
		e[i] = g.scalar()
	}
	return g.emit("stablehlo.constant dense<[[%s], [%s]]> : %s", strings.Join(e[:3], ", "), strings.Join(e[3:], ", "), g.typ())
}

func (g *progGen) step() string {
	t, e := g.typ(), g.elem
	x, y := g.pick(), g.pick()
	binary := []string{"add", "subtract", "multiply", "maximum", "minimum"}
	if e == "i32" {
		binary = append(binary, "and", "or", "xor")
	}
	switch g.r.IntN(12) {
	case 0, 1, 2:
		return g.emit("stablehlo.%s %s, %s : %s", binary[g.r.IntN(len(binary))], x, y, t)
	case 3:
		ops := []string{"negate", "abs"}
		if e == "i32" {
			ops = append(ops, "not")
		}
		return g.emit("stablehlo.%s %s : %s", ops[g.r.IntN(len(ops))], x, t)
	case 4:
		return g.emit("stablehlo.reverse %s, dims = [%d] : %s", x, g.r.IntN(2), t)
	case 5:
		tt := g.emit("stablehlo.transpose %s, dims = [1, 0] : (%s) -> %s3x2x%s>", x, t, "tensor<", e)
		return g.emit("stablehlo.transpose %s, dims = [1, 0] : (tensor<3x2x%s>) -> %s", tt, e, t)
	case 6:
		r := g.emit("stablehlo.reshape %s : (%s) -> tensor<3x2x%s>", x, t, e)
		return g.emit("stablehlo.reshape %s : (tensor<3x2x%s>) -> %s", r, e, t)
	case 7:
		s := g.emit("stablehlo.slice %s [%d:%d, 0:3] : (%s) -> tensor<1x3x%s>", x, 1, 2, t, e)
		return g.emit("stablehlo.broadcast_in_dim %s, dims = [0, 1] : (tensor<1x3x%s>) -> %s", s, e, t)
	case 8:
		s := g.emit("stablehlo.slice %s [0:2, 1:3] : (%s) -> tensor<2x2x%s>", x, t, e)
		p := g.emit("stablehlo.constant dense<%s> : tensor<%s>", g.scalar(), e)
		return g.emit("stablehlo.pad %s, %s, low = [0, 1], high = [0, 0], interior = [0, 0] : (tensor<2x2x%s>, tensor<%s>) -> %s", s, p, e, e, t)
	case 9:
		a := g.emit("stablehlo.slice %s [0:1, 0:3] : (%s) -> tensor<1x3x%s>", x, t, e)
		b := g.emit("stablehlo.slice %s [1:2, 0:3] : (%s) -> tensor<1x3x%s>", y, t, e)
		return g.emit("stablehlo.concatenate %s, %s, dim = 0 : (tensor<1x3x%s>, tensor<1x3x%s>) -> %s", b, a, e, e, t)
	case 10:
		wide := map[string]string{"i32": "i64", "f32": "f64"}[e]
		c := g.emit("stablehlo.convert %s : (%s) -> tensor<2x3x%s>", x, t, wide)
		return g.emit("stablehlo.convert %s : (tensor<2x3x%s>) -> %s", c, wide, t)
	default:
		c := g.emit("stablehlo.compare GT, %s, %s : (%s, %s) -> tensor<2x3xi1>", x, y, t, t)
		return g.emit("stablehlo.select %s, %s, %s : tensor<2x3xi1>, %s", c, y, x, t)
	}
}

// program returns a @main of two arguments and its two results.
func (g *progGen) program(steps int) string {
	t := g.typ()
	g.vals = []string{"%a", "%b"}
	for range 3 {
		g.vals = append(g.vals, g.constant())
	}
	for range steps {
		g.vals = append(g.vals, g.step())
	}
	n := len(g.vals)
	return fmt.Sprintf("func.func @main(%%a: %s, %%b: %s) -> (%s, %s) {\n%s  return %s, %s : %s, %s\n}\n",
		t, t, t, t, g.b.String(), g.vals[n-1], g.vals[n-2], t, t)
}

// run interprets @main of m on args and returns its results as dense bytes.
func run(t *testing.T, m *core.Operation, args []*core.DenseAttr) []*core.DenseAttr {
	t.Helper()
	it := interp.New(m)
	fn := it.Lookup("main")
	require.NotNil(t, fn)
	vals := make([]interp.Value, len(args))
	for i, a := range args {
		tn, err := interp.FromDense(a)
		require.NoError(t, err)
		vals[i] = tn
	}
	res, err := it.Call(fn, vals)
	require.NoError(t, err)
	out := make([]*core.DenseAttr, len(res))
	for i, r := range res {
		out[i] = r.(*interp.Tensor).ToDense(m.Context())
	}
	return out
}

func randomArg(ctx *core.Context, r *rand.Rand, elem string) *core.DenseAttr {
	var et core.Type = core.IntegerType(ctx, 32)
	if elem == "f32" {
		et = core.F32(ctx)
	}
	tt := core.RankedTensor(ctx, []int64{2, 3}, et, nil)
	raw := make([]byte, 24)
	for i := range 6 {
		var v uint32
		if elem == "f32" {
			v = math.Float32bits(float32(r.NormFloat64() * 10))
		} else {
			v = uint32(int32(r.IntN(41) - 20))
		}
		raw[4*i], raw[4*i+1], raw[4*i+2], raw[4*i+3] = byte(v), byte(v>>8), byte(v>>16), byte(v>>24)
	}
	return core.Dense(ctx, tt, raw)
}

func TestSimplifyMatchesInterpreter(t *testing.T) {
	const programs = 150
	folded := 0
	for seed := range uint64(programs) {
		for _, elem := range []string{"i32", "f32"} {
			r := rand.New(rand.NewPCG(seed, 7))
			g := &progGen{r: r, elem: elem}
			src := g.program(4 + r.IntN(8))
			name := fmt.Sprintf("%s/seed%d", elem, seed)
			ctx := newCtx()
			before, err := parse(ctx, src)
			require.NoError(t, err, "%s:\n%s", name, src)
			after, err := parse(ctx, src)
			require.NoError(t, err)
			pm, err := pass.Parse("builtin.module(stablehlo-simplify)")
			require.NoError(t, err)
			require.NoError(t, pm.Run(after, &pass.Config{Threads: 1}), name)
			simplified := asm.PrintOp(after, asm.PrintOptions{})
			if strings.Count(simplified, "\n") < strings.Count(src, "\n") {
				folded++
			}
			args := []*core.DenseAttr{randomArg(ctx, r, elem), randomArg(ctx, r, elem)}
			want, got := run(t, before, args), run(t, after, args)
			for i := range want {
				require.Equal(t, want[i].Raw, got[i].Raw, "%s result #%d differs\nprogram:\n%s\nsimplified:\n%s", name, i, src, simplified)
			}
		}
	}
	// The check means something only if simplification changed programs.
	require.Greater(t, folded, programs, "simplification shrank too few programs")
}
