package engine

import (
	"math"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"ncc/numerics"
	"ncc/numerics/pwp"
)

func TestActivate(t *testing.T) {
	al := sb(t, "t", 2, 1024)
	in := tile(al, 2, 4, numerics.Float32)
	x := []float64{-2, -0.5, 0, 1.25, 3, -1, 0.75, 10}
	put(t, in, x)
	out := tile(al, 2, 4, numerics.Float32)
	out.Offset = 16
	bias := AP{Alloc: al, Partitions: 2, Pairs: [][2]int64{{1, 1}}, Offset: 32, DType: numerics.Float32}
	put(t, bias, []float64{0.5, -1})
	red := bias
	red.Offset = 40
	m := New(nil)

	table := func(id pwp.ID) *pwp.Table {
		tb, err := pwp.For(id)
		require.NoError(t, err)
		return tb
	}
	exp := table(pwp.Exp)

	// exp(x·2 + bias[p]), with the row sums in red.
	require.NoError(t, m.Activate("act", out, in, Activation{Func: PWP(pwp.Exp), Scale: Imm(2), Bias: Scalar{AP: &bias}, Reduce: &red}))
	got := get(t, out)
	for i, v := range x {
		b := float32(0.5)
		if i >= 4 {
			b = -1
		}
		want := exp.Eval(float32(float32(v)*2) + b)
		assert.Equal(t, float64(want), got[i], "element %d", i)
	}
	sums := get(t, red)
	for p := range 2 {
		var s float32
		for i := range 4 {
			s += float32(got[p*4+i])
		}
		assert.Equal(t, float64(s), sums[p])
	}
	// Accumulate adds to red.
	require.NoError(t, m.Activate("act", out, in, Activation{Func: PWP(pwp.Exp), Scale: Imm(2), Bias: Scalar{AP: &bias}, Reduce: &red, ReduceMode: ReduceAdd}))
	again := get(t, red)
	for p := range 2 {
		assert.Equal(t, float64(float32(sums[p])+float32(sums[p])), again[p])
	}

	require.NoError(t, m.Activate("act", out, in, Activation{Func: PWP(pwp.Exp), Scale: Imm(2), Reduce: &red, ReduceMode: ReduceZero}))
	assert.Equal(t, []float64{0, 0}, get(t, red))

	// Copy is exact through its table, -0 included (no bias, scale 1).
	probe := []float64{1.0000001, -3.1415927, 1e-30, -1e30, negz, 65504, 0x1p-140, 7}
	put(t, in, probe)
	require.NoError(t, m.Activate("act", out, in, Activation{Func: PWP(pwp.Copy), Scale: Imm(1)}))
	for i, v := range get(t, out) {
		assert.Equal(t, math.Float32bits(float32(probe[i])), math.Float32bits(float32(v)), "copy of %g", probe[i])
	}

	// prelu with a non-default alpha builds its own table.
	put(t, in, x)
	require.NoError(t, m.Activate("act", out, in, Activation{Func: PRelu(0.25), Scale: Imm(1)}))
	assert.InDeltaSlice(t, []float64{-0.5, -0.125, 0, 1.25, 3, -0.25, 0.75, 10}, get(t, out), 1e-6)

	// Exact functions.
	put(t, in, []float64{1, math.Inf(1), nan, -2, math.Inf(-1), 0, -0.25, 4})
	require.NoError(t, m.Activate("act", out, in, Activation{Func: Func{Exact: IsFinite}, Scale: Imm(1)}))
	assert.Equal(t, []float64{1, 0, 0, 1, 0, 1, 1, 1}, get(t, out))
	require.NoError(t, m.Activate("act", out, in, Activation{Func: Func{Exact: ZeroFunc}, Scale: Imm(1)}))
	assert.Equal(t, make([]float64, 8), get(t, out))
	require.NoError(t, m.Activate("act", out, in, Activation{Func: Func{Exact: AbsRsqrt}, Scale: Imm(1)}))
	assert.InDelta(t, 2, get(t, out)[6], 1e-4)

	// bf16 output rounds the fp32 result once.
	ob := tile(al, 2, 4, numerics.BFloat16)
	ob.Offset = 256
	put(t, in, x)
	require.NoError(t, m.Activate("act", ob, in, Activation{Func: PWP(pwp.Exp), Scale: Imm(1)}))
	for i, v := range get(t, ob) {
		f := exp.Eval(float32(x[i]))
		assert.Equal(t, float64(math.Float32frombits(uint32(numerics.F32ToBF16(f))<<16)), v)
	}

	// A table that does not exist.
	err := m.Activate("act", out, in, Activation{Func: Func{Table: 999}, Scale: Imm(1)})
	assert.Equal(t, ErrUnsupported, errKind(err))
}
