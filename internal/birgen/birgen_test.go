package birgen

import (
	"math"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"ncc/core"
	"ncc/core/asm"
	"ncc/core/pass"
	"ncc/dialects"
	"ncc/dialects/bir"
	"ncc/dialects/builtin"
	"ncc/interp"
	"ncc/numerics"
	"ncc/sim"
)

func newCtx() *core.Context {
	ctx := core.NewContext()
	dialects.LoadAll(ctx)
	ctx.Load(interp.Dialect)
	return ctx
}

// reference runs p.HLO on the interpreter.
func reference(t *testing.T, p Program, in [][]float32) []float64 {
	t.Helper()
	ctx := newCtx()
	blk, err := asm.Parse(ctx, []byte(p.HLO), asm.ParseOptions{Filename: "ref.mlir"})
	require.NoError(t, err)
	it := interp.New(builtin.WrapInModule(ctx, blk))
	fn, err := it.Main()
	require.NoError(t, err)
	var args []interp.Value
	for i, shape := range p.Args {
		tt, err := interp.NewTensor(core.RankedTensor(ctx, shape, core.F32(ctx), nil))
		require.NoError(t, err)
		for j, v := range in[i] {
			tt.F[j] = float64(v)
		}
		args = append(args, tt)
	}
	res, err := it.Call(fn, args)
	require.NoError(t, err)
	require.Len(t, res, 1)
	return res[0].(*interp.Tensor).F
}

// TestMatchesInterpreter runs each hand-built bir on the simulator and
// its StableHLO program on the interpreter, on the same random inputs.
// Exp is ScalarE's piecewise polynomial, hence softmax's tolerance.
func TestMatchesInterpreter(t *testing.T) {
	mm, err := MatMulBiasRelu(256, 384, 200)
	require.NoError(t, err)
	sm, err := Softmax(256, 300)
	require.NoError(t, err)
	tests := []struct {
		p   Program
		tol float64
	}{
		{mm, 1e-5},
		{sm, 1e-3},
	}
	for _, tc := range tests {
		t.Run(tc.p.Name, func(t *testing.T) {
			rng := rand.New(rand.NewPCG(1, 2))
			var in [][]float32
			var bufs []sim.Buffer
			for _, shape := range tc.p.Args {
				vs := make([]float32, core.NumElements(shape))
				for i := range vs {
					vs[i] = rng.Float32()*4 - 2
				}
				data := make([]byte, 4*len(vs))
				numerics.Float32.Store(data, vs)
				in = append(in, vs)
				bufs = append(bufs, sim.Buffer{Shape: shape, DType: numerics.Float32, Data: data})
			}
			m, err := tc.p.Build(newCtx())
			require.NoError(t, err)
			fns := bir.Funcs(m)
			require.Len(t, fns, 1)
			out, err := sim.Run(fns[0], nil, bufs)
			require.NoError(t, err)
			require.Len(t, out, 1)
			got := make([]float32, out[0].NumElements())
			numerics.Float32.Load(got, out[0].Data)

			want := reference(t, tc.p, in)
			require.Len(t, got, len(want))
			var maxDiff, maxRef float64
			for i := range want {
				maxDiff = max(maxDiff, math.Abs(float64(got[i])-want[i]))
				maxRef = max(maxRef, math.Abs(want[i]))
			}
			assert.LessOrEqual(t, maxDiff/maxRef, tc.tol, "normalized max error")
		})
	}
}

func TestSizes(t *testing.T) {
	tests := []struct {
		name string
		make func() (Program, error)
		err  string
	}{
		{"matmul ok", func() (Program, error) { return MatMulBiasRelu(128, 128, 512) }, ""},
		{"matmul m not a multiple of 128", func() (Program, error) { return MatMulBiasRelu(100, 128, 512) }, "multiples of 128"},
		{"matmul k not a multiple of 128", func() (Program, error) { return MatMulBiasRelu(128, 300, 512) }, "multiples of 128"},
		{"matmul n beyond a bank", func() (Program, error) { return MatMulBiasRelu(128, 128, 513) }, "n at most 512"},
		{"softmax ok", func() (Program, error) { return Softmax(512, 512) }, ""},
		{"softmax rows", func() (Program, error) { return Softmax(100, 512) }, "multiple of 128"},
		{"softmax zero", func() (Program, error) { return Softmax(0, 0) }, "multiple of 128"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p, err := tc.make()
			if tc.err != "" {
				require.Error(t, err)
				assert.Contains(t, err.Error(), tc.err)
				return
			}
			require.NoError(t, err)
			m, err := p.Build(newCtx())
			require.NoError(t, err)
			assert.Len(t, bir.Funcs(m), 1)
			assert.True(t, strings.HasPrefix(p.HLO, "module {\n  func.func @main("), p.HLO[:40])
		})
	}
}

// TestFunc checks that Func falls back to the hand-built bir, saying
// why, while the lowering to bir is not built.
func TestFunc(t *testing.T) {
	p, err := Softmax(128, 64)
	require.NoError(t, err)
	fn, how, err := p.Func(newCtx())
	require.NoError(t, err)
	require.NotNil(t, fn)
	assert.Equal(t, "bir.func", fn.Name())
	if pass.Lookup("convert-stablehlo-to-penguin") == nil || pass.Lookup("convert-penguin-to-bir") == nil {
		assert.True(t, strings.HasPrefix(how, "hand-built (stage "), how)
		assert.Contains(t, how, "is not built yet")
	} else {
		assert.Contains(t, []string{"lowered"}, strings.Fields(how)[0], how)
	}
}
