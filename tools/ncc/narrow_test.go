package main

import (
	"encoding/binary"
	"testing"

	"github.com/stretchr/testify/require"

	"ncc/core"
	"ncc/interp/npy"
	"ncc/numerics"
	"ncc/sim"
)

func TestNarrowAndWiden64(t *testing.T) {
	ctx := core.NewContext()
	i64 := core.RankedTensor(ctx, []int64{3}, core.IntegerType(ctx, 64), nil)
	u64 := core.RankedTensor(ctx, []int64{3}, core.UnsignedIntType(ctx, 64), nil)
	arr := func(descr string, vs ...int64) *npy.Array {
		b := make([]byte, 8*len(vs))
		for i, v := range vs {
			binary.LittleEndian.PutUint64(b[8*i:], uint64(v))
		}
		return &npy.Array{Descr: descr, Shape: []int64{int64(len(vs))}, Data: b}
	}
	for _, c := range []struct {
		name string
		tt   *core.TensorType
		in   *npy.Array
		err  string
	}{
		{"signed", i64, arr("<i8", -5, 0, 1<<31-1), ""},
		{"unsigned", u64, arr("<u8", 0, 7, 1<<32-1), ""},
		{"too large", i64, arr("<i8", 1, 1<<31, 0), "element 1 is 2147483648: ncc holds tensor<3xi64> in 32 bits"},
		{"negative unsigned", u64, arr("<u8", -1, 0, 0), "element 0 is -1"},
		{"wrong size", i64, &npy.Array{Descr: "<i4", Shape: []int64{3}, Data: make([]byte, 12)}, "8-byte little-endian"},
	} {
		t.Run(c.name, func(t *testing.T) {
			d, ok := narrowed(c.tt)
			require.True(t, ok)
			data, err := narrow64(c.in, c.tt, d)
			if c.err != "" {
				require.ErrorContains(t, err, c.err)
				return
			}
			require.NoError(t, err)
			back := widen32(sim.Buffer{Shape: []int64{3}, DType: d, Data: data}, c.tt, d)
			require.Equal(t, c.in.Data, back.Data)
		})
	}
	_, ok := narrowed(core.RankedTensor(ctx, []int64{3}, core.IntegerType(ctx, 32), nil))
	require.False(t, ok)
	require.Equal(t, numerics.Int32, func() numerics.DType { d, _ := narrowed(i64); return d }())
}
