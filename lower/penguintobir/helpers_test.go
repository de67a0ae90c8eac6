package penguintobir_test

import (
	"encoding/binary"
	"math"
	"math/rand"
	"testing"

	"github.com/stretchr/testify/require"

	"ncc/core"
	"ncc/core/asm"
	"ncc/dialects/arith"
	"ncc/dialects/bir"
	"ncc/dialects/builtin"
	function "ncc/dialects/func"
	"ncc/dialects/penguin"
	"ncc/lower/penguintobir"
	"ncc/numerics"
	"ncc/sim"
	"ncc/translate/birjson"
)

// newCtx loads only the dialects kernels and bir use, so these tests do
// not depend on the rest of the registry.
func newCtx() *core.Context {
	ctx := core.NewContext()
	for _, d := range []*core.Dialect{builtin.Dialect, function.Dialect, arith.Dialect, penguin.Dialect, bir.Dialect} {
		ctx.Load(d)
	}
	return ctx
}

// parse parses and verifies penguin source.
func parse(t testing.TB, ctx *core.Context, src string) *core.Operation {
	t.Helper()
	b, err := asm.Parse(ctx, []byte(src), asm.ParseOptions{Filename: "t.mlir"})
	require.NoError(t, err)
	m := builtin.WrapInModule(ctx, b)
	require.NoError(t, core.Verify(m), "the penguin input does not verify")
	return m
}

// convert runs the pass on src and returns the module and its error.
func convert(t testing.TB, src string) (*core.Context, *core.Operation, error) {
	t.Helper()
	ctx := newCtx()
	m := parse(t, ctx, src)
	_, err := penguintobir.Convert(m)
	return ctx, m, err
}

// lowerOK lowers src, verifies the bir, checks the BIR JSON round trip,
// and returns the module.
func lowerOK(t testing.TB, src string) *core.Operation {
	t.Helper()
	ctx, m, err := convert(t, src)
	require.NoError(t, err)
	text := asm.PrintOp(m, asm.PrintOptions{Context: ctx})
	require.NoError(t, core.Verify(m), "the bir does not verify:\n%s", text)
	data, err := birjson.Marshal(m)
	require.NoError(t, err, "bir to JSON:\n%s", text)
	back, err := birjson.Read(newCtx(), "t.json", data)
	require.NoError(t, err)
	require.Equal(t, text, asm.PrintOp(back, asm.PrintOptions{Context: back.Context()}), "JSON round trip")
	return m
}

// run lowers src and runs its first function on the simulator.
func run(t testing.TB, src string, inputs ...sim.Buffer) []sim.Buffer {
	t.Helper()
	m := lowerOK(t, src)
	fns := bir.Funcs(m)
	require.NotEmpty(t, fns)
	outs, err := sim.Run(fns[0], nil, inputs)
	require.NoError(t, err, "simulating:\n%s", asm.PrintOp(m, asm.PrintOptions{Context: m.Context()}))
	return outs
}

func buf(shape []int64, d numerics.DType, vals []float32) sim.Buffer {
	b := make([]byte, len(vals)*d.Size())
	d.Store(b, vals)
	return sim.Buffer{Shape: shape, DType: d, Data: b}
}

func f32Buf(shape []int64, vals []float32) sim.Buffer { return buf(shape, numerics.Float32, vals) }

func i32Buf(shape []int64, vals []int32) sim.Buffer {
	b := make([]byte, 4*len(vals))
	for i, v := range vals {
		binary.LittleEndian.PutUint32(b[4*i:], uint32(v))
	}
	return sim.Buffer{Shape: shape, DType: numerics.Int32, Data: b}
}

func floats(b sim.Buffer) []float32 {
	out := make([]float32, b.NumElements())
	b.DType.Load(out, b.Data)
	return out
}

func ints(b sim.Buffer) []int32 {
	out := make([]int32, len(b.Data)/4)
	for i := range out {
		out[i] = int32(binary.LittleEndian.Uint32(b.Data[4*i:]))
	}
	return out
}

func randF32(n int, seed int64) []float32 {
	r := rand.New(rand.NewSource(seed))
	out := make([]float32, n)
	for i := range out {
		out[i] = float32(r.NormFloat64())
	}
	return out
}

func randI32(n int, seed int64, lim int32) []int32 {
	r := rand.New(rand.NewSource(seed))
	out := make([]int32, n)
	for i := range out {
		out[i] = int32(r.Int63n(2*int64(lim)) - int64(lim))
	}
	return out
}

// requireClose compares element by element within a relative tolerance
// (0: exactly, NaNs equal).
func requireClose(t testing.TB, want, got []float32, tol float64) {
	t.Helper()
	require.Equal(t, len(want), len(got), "element count")
	for i := range want {
		w, g := float64(want[i]), float64(got[i])
		if math.IsNaN(w) && math.IsNaN(g) || w == g {
			continue
		}
		if tol == 0 || math.Abs(w-g) > tol*math.Max(1, math.Abs(w)) {
			require.Failf(t, "mismatch", "element %d: want %v, got %v", i, want[i], got[i])
		}
	}
}

// matmul returns a·b for a [m, k] and b [k, n], summed in float64.
func matmul(a, b []float32, m, k, n int) []float32 {
	out := make([]float32, m*n)
	for i := range m {
		for j := range n {
			var s float64
			for x := range k {
				s += float64(a[i*k+x]) * float64(b[x*n+j])
			}
			out[i*n+j] = float32(s)
		}
	}
	return out
}
