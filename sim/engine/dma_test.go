package engine

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"ncc/numerics"
)

func TestDMA(t *testing.T) {
	d := dram(t, "a", 200*300*4)
	o := dram(t, "out", 200*300*4)
	s := sb(t, "t", 128, 1200)
	vals := seq(200*300, 0, 0.5)
	put(t, flat(d, 200, 300, numerics.Float32), vals)
	m := New(nil)
	// Rows 128..199 of a, through the tile, to out: `[[300, 72], [1, 300]] + 38400`.
	src := AP{Alloc: d, Pairs: [][2]int64{{300, 72}, {1, 300}}, Offset: 38400, DType: numerics.Float32}
	tl := tile(s, 72, 300, numerics.Float32)
	require.NoError(t, m.DMA("load", tl, src))
	dst := src
	dst.Alloc = o
	require.NoError(t, m.DMA("store", dst, tl))
	assert.Equal(t, vals[38400:], get(t, dst))
	assert.False(t, o.Initialized(0, 4), "rows not stored stay uninitialized")

	// Different row structure, same element stream: 72x300 -> 1 row of 21600.
	one := AP{Alloc: o, Pairs: [][2]int64{{0, 1}, {1, 21600}}, DType: numerics.Float32}
	require.NoError(t, m.DMA("flatten", one, tl))
	assert.Equal(t, vals[38400:], get(t, one))

	// Bit copy between dtypes of one size; none between sizes.
	asInt := tl
	asInt.DType = numerics.Int32
	require.NoError(t, m.DMA("bits", asInt, src))
	assert.Equal(t, ErrType, errKind(m.DMA("cast", tile(s, 72, 300, numerics.BFloat16), src)))
	// Element counts must agree.
	assert.Equal(t, ErrShape, errKind(m.DMA("short", tile(s, 72, 299, numerics.Float32), src)))
	// Out of bounds names the instruction and the AP.
	err := m.DMA("bir.dma \"ld\"", tl, AP{Alloc: d, Pairs: [][2]int64{{300, 73}, {1, 300}}, Offset: 38400, DType: numerics.Float32})
	assert.Equal(t, ErrOutOfBounds, errKind(err))
	assert.Contains(t, err.Error(), `bir.dma "ld": in "a"[[300, 73], [1, 300]] + 38400 : float32`)
}

func TestDMATranspose(t *testing.T) {
	d := dram(t, "a", 4*6*2)
	put(t, flat(d, 4, 6, numerics.BFloat16), seq(24, 0, 1))
	s := sb(t, "t", 6, 64)
	m := New(nil)
	require.NoError(t, m.DMATranspose("tr", tile(s, 6, 4, numerics.BFloat16), flat(d, 4, 6, numerics.BFloat16)))
	got := get(t, tile(s, 6, 4, numerics.BFloat16))
	for f := range 6 {
		for r := range 4 {
			assert.Equal(t, float64(r*6+f), got[f*4+r])
		}
	}
}

func TestIndirectDMA(t *testing.T) {
	table := dram(t, "emb", 10*8*4)
	put(t, flat(table, 10, 8, numerics.Float32), seq(80, 0, 1))
	s := sb(t, "t", 4, 64)
	idx := AP{Alloc: s, Partitions: 4, Pairs: [][2]int64{{1, 1}}, DType: numerics.Int32}
	put(t, idx, []float64{3, 0, 9, 3})
	out := tile(s, 4, 8, numerics.Float32)
	out.Offset = 4
	m := New(nil)
	require.NoError(t, m.IndirectDMA("gather", out, flat(table, 10, 8, numerics.Float32), idx))
	got := get(t, out)
	for r, i := range []int{3, 0, 9, 3} {
		assert.Equal(t, seq(8, float64(i*8), 1), got[r*8:r*8+8], "row %d", r)
	}

	put(t, idx, []float64{3, 10, 0, 0})
	err := m.IndirectDMA("bir.dma \"g\"", out, flat(table, 10, 8, numerics.Float32), idx)
	require.Error(t, err)
	assert.Equal(t, ErrIndex, errKind(err))
	assert.Contains(t, err.Error(), `bir.dma "g": index 10 (element 1 of index`)
	put(t, idx, []float64{-1, 0, 0, 0})
	assert.Equal(t, ErrIndex, errKind(m.IndirectDMA("g", out, flat(table, 10, 8, numerics.Float32), idx)))

	// Float indices are rejected.
	fidx := idx
	fidx.DType = numerics.Float32
	assert.Equal(t, ErrType, errKind(m.IndirectDMA("g", out, flat(table, 10, 8, numerics.Float32), fidx)))
}
