package pwp

import (
	"math"
	"testing"

	"github.com/stretchr/testify/require"
)

// tableOf generates (once per test binary, through For) the table of a
// named function.
func tableOf(t testing.TB, name string) (*Func, *Table) {
	t.Helper()
	f, ok := Lookup(name)
	require.True(t, ok, name)
	tb, err := For(f.ID)
	require.NoError(t, err)
	return f, tb
}

// probe is a fixed set of inputs that touches every binade of both signs,
// every bf16 value and the special values.
func probe() []float32 {
	var in []float32
	for b := range uint32(1 << 16) {
		in = append(in, math.Float32frombits(b<<16))
	}
	for e := range uint32(512) {
		eachSample(e<<23, e<<23|mantMask, 8, func(b uint32) bool {
			in = append(in, math.Float32frombits(b))
			return true
		})
	}
	return in
}

func sameBits(a, b float32) bool {
	if a != a && b != b {
		return true
	}
	return math.Float32bits(a) == math.Float32bits(b)
}

func f32(v float64) float32 { return float32(v) }
