package arch

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestCycles checks Cycles against the cited formulas: MultiplyMoving
// max(N, 64) and VectorE N per input + ~100 ([facts]), and the estimates.
func TestCycles(t *testing.T) {
	cases := []struct {
		name string
		w    Work
		want int64
	}{
		{"matmul N=512 is N", Work{PE, ClassMatmul, 512}, 512},
		{"matmul N=128 is N", Work{PE, ClassMatmul, 128}, 128},
		{"matmul N=16 is 64", Work{PE, ClassMatmul, 16}, 64},
		{"matmul N=64 is 64", Work{PE, ClassMatmul, 64}, 64},
		{"load_stationary fixed 64", Work{PE, ClassLoadStationary, 128}, 64},
		{"vector one input N=512", Work{DVE, ClassVector, 512}, 612},
		{"vector two inputs 2N=1024", Work{DVE, ClassVector, 1024}, 1124},
		{"vector on pool same shape", Work{Pool, ClassVector, 512}, 612},
		{"vector empty is the overhead", Work{DVE, ClassVector, 0}, 100},
		{"activate N=512", Work{ACT, ClassActivate, 512}, 612},
		{"dma trigger", Work{SP, ClassDMATrigger, 0}, DMATriggerCycles},
		{"control", Work{SP, ClassControl, 99}, ControlCycles},
		{"act table load", Work{ACT, ClassLoadActFuncSet, 0}, LoadActFuncSetCycles},
		{"negative elems count as 0", Work{DVE, ClassVector, -5}, 100},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			assert.Equal(t, c.want, Trn1.Cycles(c.w))
		})
	}
}

func TestNanos(t *testing.T) {
	cases := []struct {
		t      *Target
		e      Engine
		cycles int64
		want   float64
	}{
		{Trn1, PE, 2800, 1000},  // 2.8 GHz
		{Trn1, DVE, 1120, 1000}, // 1.12 GHz
		{Trn1, ACT, 1400, 1000}, // 1.4 GHz
		{Trn2, DVE, 960, 1000},  // 0.96 GHz
		{Trn2, PE, 512, 512 / 2.4},
	}
	for _, c := range cases {
		assert.InDelta(t, c.want, c.t.Nanos(c.e, c.cycles), 1e-9, "%s %s", c.t.Name, c.e)
	}
	// A 512-wide matmul on trn1 takes 512 cycles at 2.8 GHz: the array's
	// 128x128 MACs at that rate are exactly the cited peak.
	ns := Trn1.Nanos(PE, Trn1.Cycles(Work{PE, ClassMatmul, 512}))
	flops := 2 * 128 * 128 * 512 / (ns * 1e-9)
	assert.InDelta(t, Trn1.PEPeakFLOPS, flops, 1e3)
	// VectorE: a 512-element one-input op, 612 cycles at 1.12 GHz.
	assert.InDelta(t, 612/1.12, Trn1.Nanos(DVE, Trn1.Cycles(Work{DVE, ClassVector, 512})), 1e-9)
	assert.Zero(t, Trn1.Nanos(NumEngines, 5))
}

func TestDMANanos(t *testing.T) {
	bw := Trn1.DMABytesPerSec
	cases := []struct {
		name        string
		bytes, runs int64
		want        float64
	}{
		{"empty is the fixed latency", 0, 0, DMAFixedNanos},
		{"one 64 KiB run", 64 << 10, 1, DMADescriptorNanos + float64(64<<10)*1e9/bw},
		{"128 rows of 512 bytes", 128 * 512, 128, DMADescriptorNanos + float64(128*512)*1e9/bw},
		{"2-byte runs cost a 64-byte beat each", 1024 * 2, 1024, DMADescriptorNanos + float64(1024*64)*1e9/bw},
		{"100-byte runs: the latency is longer than the 128 bytes each moves", 100 * 10, 10, DMAFixedNanos},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			assert.InDelta(t, c.want, Trn1.DMANanos(c.bytes, c.runs), 1e-6)
		})
	}
	// Small runs are slow: the same bytes in 2-byte runs take 32x the
	// transfer time of one contiguous run.
	big := Trn1.DMATransferNanos(1<<16, 1)
	small := Trn1.DMATransferNanos(1<<16, 1<<15)
	assert.InDelta(t, 32, small/big, 1e-9)
	// 27 GiB/s: a MiB moves in about 36 µs.
	assert.InDelta(t, float64(1<<20)*1e9/(27*(1<<30)), Trn1.DMATransferNanos(1<<20, 1), 1e-6)
}

func TestOpClassString(t *testing.T) {
	assert.Equal(t, "matmul", ClassMatmul.String())
	assert.Equal(t, "load_act_func_set", ClassLoadActFuncSet.String())
	assert.Equal(t, "class?", NumOpClasses.String())
}
