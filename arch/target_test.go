package arch

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"ncc/numerics"
)

func TestLookup(t *testing.T) {
	for _, name := range []string{"trn1", "inf2", "trn2", "trn3", "TRN1"} {
		tg, err := Lookup(name)
		require.NoError(t, err, name)
		assert.Equal(t, 128, tg.Partitions)
	}
	_, err := Lookup("trn9")
	assert.EqualError(t, err, `unknown target "trn9" (known: inf2, trn1, trn2, trn3)`)
	def, err := Lookup(Default)
	require.NoError(t, err)
	assert.Same(t, Trn1, def)
}

func TestGeometry(t *testing.T) {
	cases := []struct {
		t          *Target
		sbuf, psum int
	}{
		{Trn1, 24 << 20, 2 << 20},
		{Inf2, 24 << 20, 2 << 20},
		{Trn2, 28 << 20, 2 << 20},
		{Trn3, 32 << 20, 2 << 20},
	}
	for _, c := range cases {
		assert.Equal(t, c.sbuf, c.t.SBUFBytes(), c.t.Name)
		assert.Equal(t, c.psum, c.t.PSUMBytes(), c.t.Name)
		assert.Equal(t, c.t.PSUMPartitionBytes, c.t.PSUMBanks*c.t.PSUMBankBytes, c.t.Name)
		assert.Equal(t, 512, c.t.PSUMBankElems(), c.t.Name)
		assert.Equal(t, c.t.MatmulMaxMoving, c.t.PSUMBankElems(), "a matmul's moving free size fills one bank")
	}
	// neuron-facts: TensorE peak on trn1 = 91.75 TFLOPS.
	assert.InDelta(t, 91.75e12, Trn1.PEPeakFLOPS, 0.01e12)
	assert.InDelta(t, 410e9, Trn1.HBMBytesPerSec, 1)
}

func TestCheckPartitions(t *testing.T) {
	cases := []struct {
		start, count int
		ok           bool
	}{
		{0, 128, true}, {0, 65, true}, {64, 65, false}, {32, 96, false},
		{0, 64, true}, {64, 64, true}, {32, 64, false}, {64, 33, true}, {96, 33, false},
		{0, 32, true}, {32, 32, true}, {64, 32, true}, {96, 32, true}, {16, 16, false}, {96, 1, true},
		{0, 0, false}, {120, 16, false}, {-32, 32, false},
	}
	for _, c := range cases {
		err := Trn1.CheckPartitions(c.start, c.count)
		assert.Equal(t, c.ok, err == nil, "start %d count %d: %v", c.start, c.count, err)
	}
}

func TestDTypes(t *testing.T) {
	assert.True(t, Trn1.Supports(PE, numerics.BFloat16))
	assert.True(t, Trn1.Supports(PE, numerics.TFloat32))
	assert.False(t, Trn1.Supports(PE, numerics.Int32))
	assert.True(t, Trn1.Supports(DVE, numerics.Int32))
	assert.False(t, Trn1.Supports(DVE, numerics.TFloat32))
	assert.False(t, Trn1.Supports(SP, numerics.Float32))
	for e := PE; e < NumEngines; e++ {
		n, ok := EngineByName(e.String())
		assert.True(t, ok)
		assert.Equal(t, e, n)
	}
}
