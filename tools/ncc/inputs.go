package main

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"os"

	"ncc/core"
	"ncc/interp"
	"ncc/interp/npy"
	"ncc/numerics"
)

// loadInputs returns the entry function's arguments as .npy arrays: read
// from --inputs, or generated from --random-inputs' seed.
func loadInputs(fn *core.Operation, s sig, o runOptions) ([]*npy.Array, error) {
	if o.random {
		out := make([]*npy.Array, len(s.args))
		rng := rand.New(rand.NewPCG(uint64(o.randomSeed), 0x6e6363)) // "ncc"
		for i, tt := range s.args {
			a, err := randomArray(tt, rng)
			if err != nil {
				return nil, core.Errorf(fn.Loc(), "argument #%d: %v", i, err)
			}
			out[i] = a
		}
		return out, nil
	}
	if len(o.inputs) != len(s.args) {
		return nil, core.Errorf(fn.Loc(), "incorrect number of arguments specified, provided %d inputs but function expected %d", len(o.inputs), len(s.args))
	}
	out := make([]*npy.Array, len(s.args))
	for i, path := range o.inputs {
		// Reading through the interpreter checks dtype and shape.
		t, err := interp.ReadNPY(path, s.args[i])
		if err != nil {
			return nil, core.Errorf(fn.Loc(), "input #%d: %v", i, err)
		}
		out[i] = interp.ToNPY(t)
	}
	return out, nil
}

// randomArray fills a tensor of type tt: floats uniform in [-1, 1) (then
// rounded to the type), signed integers in [-8, 8), unsigned in [0, 16),
// booleans 0 or 1. Small integers keep integer programs (and gather
// indices, which StableHLO clamps) meaningful.
func randomArray(tt *core.TensorType, rng *rand.Rand) (*npy.Array, error) {
	t, err := interp.NewTensor(tt)
	if err != nil {
		return nil, err
	}
	n := t.Len()
	switch t.E.Kind {
	case interp.Float:
		for i := range n {
			t.F[i] = t.E.Fmt.ToFloat64(t.E.Fmt.FromFloat64(rng.Float64()*2 - 1))
		}
	case interp.SInt:
		for i := range n {
			t.I[i] = int64(rng.IntN(16)) - 8
		}
	case interp.UInt:
		for i := range n {
			t.I[i] = int64(rng.IntN(16))
		}
	case interp.Bool:
		for i := range n {
			t.I[i] = int64(rng.IntN(2))
		}
	default:
		return nil, fmt.Errorf("cannot generate random values of %s", tt.Elem.Key())
	}
	return interp.ToNPY(t), nil
}

// dtypeOf maps a tensor element type to the memory type it is stored as.
func dtypeOf(tt *core.TensorType) (numerics.DType, error) {
	e, err := interp.ElemOf(tt.Elem)
	if err != nil {
		return numerics.InvalidDType, err
	}
	switch {
	case e.Quant != nil:
	case e.Kind == interp.Float:
		if d, ok := numerics.DTypeOfFormat(e.Fmt); ok {
			return d, nil
		}
	case e.IsInt():
		if d, ok := numerics.DTypeOfInt(numerics.Int{Width: e.Bits, Signed: e.Kind == interp.SInt}); ok {
			return d, nil
		}
	}
	return numerics.InvalidDType, fmt.Errorf("no NeuronCore type stores %s", tt.Elem.Key())
}

func writeNPY(path string, a *npy.Array) error {
	var buf bytes.Buffer
	if err := npy.Write(&buf, a); err != nil {
		return err
	}
	tmp, err := os.CreateTemp(dirOf(path), ".result*.npy.tmp")
	if err != nil {
		return err
	}
	if _, err := tmp.Write(buf.Bytes()); err != nil {
		tmp.Close()
		os.Remove(tmp.Name())
		return err
	}
	if err := tmp.Close(); err != nil {
		os.Remove(tmp.Name())
		return err
	}
	return os.Rename(tmp.Name(), path)
}
