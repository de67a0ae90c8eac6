package interp

import (
	"fmt"
	"math/rand/v2"

	"ncc/core"
)

// NewRand is the generator --random-inputs SEED draws from, the same in
// every tool so that one seed names one set of inputs.
func NewRand(seed uint64) *rand.Rand {
	return rand.New(rand.NewPCG(seed, 0x6e6363)) // "ncc"
}

// RandomTensor fills a tensor of type tt: floats uniform in [-1, 1) (then
// rounded to the type), signed integers in [-8, 8), unsigned in [0, 16),
// booleans 0 or 1. Small integers keep integer programs (and gather
// indices, which StableHLO clamps) meaningful.
func RandomTensor(tt *core.TensorType, rng *rand.Rand) (*Tensor, error) {
	t, err := NewTensor(tt)
	if err != nil {
		return nil, err
	}
	n := t.Len()
	switch t.E.Kind {
	case Float:
		for i := range n {
			t.F[i] = t.E.Fmt.ToFloat64(t.E.Fmt.FromFloat64(rng.Float64()*2 - 1))
		}
	case SInt:
		for i := range n {
			t.I[i] = int64(rng.IntN(16)) - 8
		}
	case UInt:
		for i := range n {
			t.I[i] = int64(rng.IntN(16))
		}
	case Bool:
		for i := range n {
			t.I[i] = int64(rng.IntN(2))
		}
	default:
		return nil, fmt.Errorf("cannot generate random values of %s", tt.Elem.Key())
	}
	return t, nil
}
