package engine

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"ncc/numerics"
)

func TestShuffle(t *testing.T) {
	al := sb(t, "t", 64, 64)
	in := tile(al, 64, 2, numerics.Float32)
	put(t, in, seq(128, 0, 1))
	out := in
	out.Offset = 4
	require.NoError(t, New(nil).Memset("m", out, -1))
	mask := make([]int64, 32)
	for i := range mask {
		mask[i] = int64(31 - i)
	}
	mask[5] = 255
	require.NoError(t, New(nil).Shuffle("sh", out, in, mask))
	got := get(t, out)
	for r := range 64 {
		want := []float64{-1, -1}
		if r%32 != 5 {
			src := r/32*32 + 31 - r%32
			want = []float64{float64(2 * src), float64(2*src + 1)}
		}
		assert.Equal(t, want, got[2*r:2*r+2], "row %d", r)
	}
}

func TestBNStatsAggr(t *testing.T) {
	al := sb(t, "t", 2, 256)
	in := tile(al, 2, 6, numerics.Float32)
	put(t, in, []float64{1, 10, 3, 20, 5, 30, 2, 2, 2, 2, 2, 2})
	st := tile(al, 2, 6, numerics.Float32)
	st.Offset = 8
	m := New(nil)
	require.NoError(t, m.BNStats("bs", st, in))
	// even elements 1, 3, 5: mean 3, M2 8; odd 10, 20, 30: mean 20, M2 200.
	assert.Equal(t, []float64{3, 3, 8, 3, 20, 200, 3, 2, 0, 3, 2, 0}, get(t, st))
	ag := tile(al, 2, 2, numerics.Float32)
	ag.Offset = 16
	require.NoError(t, m.BNAggr("ba", ag, st))
	// all six: mean 11.5, variance ((1-11.5)^2+...)/6
	var v float64
	for _, x := range []float64{1, 10, 3, 20, 5, 30} {
		v += (x - 11.5) * (x - 11.5)
	}
	got := get(t, ag)
	assert.Equal(t, 11.5, got[0])
	assert.InDelta(t, v/6, got[1], 1e-4)
	assert.Equal(t, []float64{2, 0}, got[2:])
}

func TestQuantizeMX(t *testing.T) {
	al := sb(t, "t", 1, 256)
	in := tile(al, 1, 64, numerics.Float32)
	vals := seq(64, -3, 0.1)
	put(t, in, vals)
	out := tile(al, 1, 64, numerics.Float8E4M3)
	out.Offset = 128
	sc := tile(al, 1, 2, numerics.Uint8)
	sc.Offset = 200
	require.NoError(t, New(nil).QuantizeMX("q", out, sc, in))
	f := make([]float32, 64)
	for i, v := range vals {
		f[i] = float32(v)
	}
	wantS, wantE := make([]uint8, 2), make([]uint8, 64)
	numerics.MXFP8E4M3.Quantize(wantS, wantE, f)
	assert.Equal(t, wantE, al.Data[128:192])
	assert.Equal(t, wantS, al.Data[200:202])
	bad := sc
	bad.Pairs = [][2]int64{{1, 3}}
	assert.Equal(t, ErrShape, errKind(New(nil).QuantizeMX("q", out, bad, in)))
}
