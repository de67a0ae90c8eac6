package main

import (
	"fmt"
	"math/rand/v2"
	"os"

	"ncc/core"
	"ncc/core/asm"
	"ncc/interp"
	"ncc/interp/npy"
	"ncc/numerics"
)

// loadInputs returns the entry function's arguments as .npy arrays: read
// from --inputs, or generated from --random-inputs' seed.
func loadInputs(fn *core.Operation, s sig, o runOptions) ([]*npy.Array, error) {
	if o.random {
		out := make([]*npy.Array, len(s.args))
		rng := interp.NewRand(uint64(o.randomSeed))
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
		a, err := readInput(path, s.args[i])
		if err != nil {
			return nil, core.Errorf(fn.Loc(), "input #%d: %v", i, err)
		}
		out[i] = a
	}
	return out, nil
}

// readInput reads a .npy file holding a tensor of type tt and returns it
// in the canonical form (interp.NPYDescr's dtype, little-endian, C order).
// Its dtype must be tt's: the same kind and size (a raw 'V' dtype of the
// right size passes, as ml_dtypes' bfloat16 and fp8 arrays are written).
func readInput(path string, tt *core.TensorType) (*npy.Array, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	a, err := npy.Read(b)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	e, err := interp.ElemOf(tt.Elem)
	if err != nil {
		return nil, err
	}
	if want := interp.NPYDescr(e); !descrMatches(a.Descr, want) {
		return nil, fmt.Errorf("%s: dtype %s does not match %s (want %s)", path, a.Descr, asm.TypeString(tt), want)
	}
	// The interpreter checks the shape and converts the data.
	t, err := interp.FromNPY(tt, a)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return interp.ToNPY(t), nil
}

// descrMatches reports whether a file's NumPy dtype got holds elements of
// dtype want: the same kind ('f', 'i', ...) or raw bytes ('V'), and the
// same size, in any byte order (FromNPY rejects big-endian data).
func descrMatches(got, want string) bool {
	gs, err1 := npy.ItemSize(got)
	ws, err2 := npy.ItemSize(want)
	if err1 != nil || err2 != nil || gs != ws {
		return false
	}
	return got[1] == want[1] || got[1] == 'V'
}

// randomArray is interp.RandomTensor as a .npy array.
func randomArray(tt *core.TensorType, rng *rand.Rand) (*npy.Array, error) {
	t, err := interp.RandomTensor(tt, rng)
	if err != nil {
		return nil, err
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
