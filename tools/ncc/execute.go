package main

import (
	"encoding/binary"
	"fmt"
	"io"
	"math"
	"slices"
	"strings"

	"ncc/arch"
	"ncc/core"
	"ncc/core/asm"
	"ncc/dialects/bir"
	"ncc/dialects/tonga"
	"ncc/interp"
	"ncc/interp/npy"
	"ncc/lower"
	"ncc/neff"
	"ncc/numerics"
	"ncc/sim"
	"ncc/sim/timed"
)

// execute runs the lowered module at its stage: StableHLO on the reference
// interpreter (the prepared program), bir on the functional simulator.
// entry names the function to run.
func execute(stop lower.Stage, top *core.Operation, entry string, target *arch.Target, s sig, args []*npy.Array, no neffRunOptions, stdout io.Writer) ([]*npy.Array, error) {
	switch stop {
	case lower.StableHLO:
		fn, err := interp.New(top).Main()
		if err != nil {
			return nil, err
		}
		if fn == nil {
			return nil, core.Errorf(top.Loc(), "no entry function to run")
		}
		res, err := interpret(top, fn, s, args)
		if err != nil {
			return nil, err
		}
		out := make([]*npy.Array, len(res))
		for i, r := range res {
			out[i] = interp.ToNPY(r)
		}
		return out, nil
	case lower.BIR:
		return simulateBIR(top, entry, target, s, args)
	case lower.Tonga:
		return simulateNEFF(top, s, args, no, stdout)
	}
	return nil, fmt.Errorf("nothing runs programs at stage %s yet: use --stop-at=stablehlo, bir or tonga", stop)
}

// simulateBIR runs the module's bir.func called entry (else its only one)
// on sim/, with args as its inputs, and returns its outputs as arrays of
// the signature's result types. Counts, shapes and dtypes are checked
// against s both ways: a lowering that changed the signature is reported
// at the allocation that differs.
func simulateBIR(top *core.Operation, entry string, target *arch.Target, s sig, args []*npy.Array) ([]*npy.Array, error) {
	fn, err := birEntry(top, entry)
	if err != nil {
		return nil, err
	}
	ins, outs, err := ioAllocs(fn)
	if err != nil {
		return nil, err
	}
	bufs, err := toBuffers(fn, ins, bir.AllocInfoOf, s, args)
	if err != nil {
		return nil, err
	}
	res, err := sim.Run(fn, target, bufs)
	if err != nil {
		return nil, err
	}
	return fromBuffers(fn, outs, s, res)
}

// toBuffers converts the arguments to the simulator's input buffers, each
// in the dtype its Input allocation stores.
func toBuffers(fn *core.Operation, ins []*core.Operation, infoOf func(*core.Operation) bir.AllocInfo, s sig, args []*npy.Array) ([]sim.Buffer, error) {
	if len(ins) != len(s.args) {
		return nil, core.Errorf(fn.Loc(), "bir.func @%s takes %d inputs but the program has %d arguments", symName(fn), len(ins), len(s.args))
	}
	if len(args) != len(s.args) {
		return nil, core.Errorf(fn.Loc(), "incorrect number of arguments specified, provided %d inputs but function expected %d", len(args), len(s.args))
	}
	out := make([]sim.Buffer, len(args))
	for i, a := range args {
		tt, info := s.args[i], infoOf(ins[i])
		if narrow, ok := narrowed(tt); ok && info.DType == narrow && info.Tensor != nil && slices.Equal(info.Tensor.Dims, tt.Dims) {
			data, err := narrow64(a, tt, narrow)
			if err != nil {
				return nil, ins[i].Errorf("input %d (%q): %v", i, info.Name, err)
			}
			out[i] = sim.Buffer{Shape: slices.Clone(tt.Dims), DType: narrow, Data: data}
			continue
		}
		want, err := dtypeOf(tt)
		if err != nil {
			return nil, ins[i].Errorf("input %d (%q): argument #%d: %v", i, info.Name, i, err)
		}
		if info.Tensor == nil || !slices.Equal(info.Tensor.Dims, tt.Dims) || !storesAs(info.DType, want, tt) {
			return nil, ins[i].Errorf("input %d (%q) holds %s, but argument #%d is %s", i, info.Name, typeString(info.Tensor), i, asm.TypeString(tt))
		}
		data, err := rawData(a, tt, want)
		if err != nil {
			return nil, ins[i].Errorf("input %d (%q): %v", i, info.Name, err)
		}
		out[i] = sim.Buffer{Shape: slices.Clone(tt.Dims), DType: info.DType, Data: data}
	}
	return out, nil
}

// fromBuffers converts the simulator's outputs to arrays of the
// signature's result types.
func fromBuffers(fn *core.Operation, outs []*core.Operation, s sig, res []sim.Buffer) ([]*npy.Array, error) {
	if len(res) != len(s.results) {
		return nil, core.Errorf(fn.Loc(), "bir.func @%s returned %d outputs but the program has %d results", symName(fn), len(res), len(s.results))
	}
	at := func(i int) *core.Operation {
		if i < len(outs) {
			return outs[i]
		}
		return fn
	}
	out := make([]*npy.Array, len(res))
	for i, b := range res {
		tt := s.results[i]
		if narrow, ok := narrowed(tt); ok && b.DType == narrow && slices.Equal(b.Shape, tt.Dims) {
			out[i] = widen32(b, tt, narrow)
			continue
		}
		want, err := dtypeOf(tt)
		if err != nil {
			return nil, at(i).Errorf("output %d: result #%d: %v", i, i, err)
		}
		if !slices.Equal(b.Shape, tt.Dims) || !storesAs(b.DType, want, tt) {
			return nil, at(i).Errorf("output %d is %v of %s, but result #%d is %s", i, b.Shape, b.DType, i, asm.TypeString(tt))
		}
		if n := core.NumElements(tt.Dims) * int64(b.DType.Size()); int64(len(b.Data)) != n {
			return nil, at(i).Errorf("output %d holds %d bytes, its %v of %s take %d", i, len(b.Data), b.Shape, b.DType, n)
		}
		e, err := interp.ElemOf(tt.Elem)
		if err != nil {
			return nil, at(i).Errorf("output %d: %v", i, err)
		}
		data := b.Data
		if isI1(tt) {
			data = bools(data)
		}
		out[i] = &npy.Array{Descr: interp.NPYDescr(e), Shape: slices.Clone(tt.Dims), Data: data}
	}
	return out, nil
}

// storesAs reports whether memory of dtype have holds elements of tt,
// which want (dtypeOf) stores: the same dtype, or for i1 (bytes 0 and 1)
// any one-byte integer.
func storesAs(have, want numerics.DType, tt *core.TensorType) bool {
	if have == want {
		return true
	}
	return isI1(tt) && have.Valid() && !have.IsFloat() && have.Size() == 1
}

// rawData returns a's elements as tt's row-major little-endian bytes, a
// checked to hold tt's shape in elements of want's size. i1 elements
// become bytes 0 and 1.
func rawData(a *npy.Array, tt *core.TensorType, want numerics.DType) ([]byte, error) {
	if !slices.Equal(a.Shape, tt.Dims) {
		return nil, fmt.Errorf("array of shape %v does not have the shape of %s", a.Shape, asm.TypeString(tt))
	}
	size, err := npy.ItemSize(a.Descr)
	if err != nil {
		return nil, err
	}
	if size != want.Size() {
		return nil, fmt.Errorf("dtype %s does not match %s (%d-byte elements)", a.Descr, asm.TypeString(tt), want.Size())
	}
	if size > 1 && strings.HasPrefix(a.Descr, ">") {
		return nil, fmt.Errorf("big-endian arrays are not supported")
	}
	if a.Fortran && len(tt.Dims) > 1 {
		return nil, fmt.Errorf("Fortran-order arrays are not supported")
	}
	if n := core.NumElements(tt.Dims) * int64(size); int64(len(a.Data)) != n {
		return nil, fmt.Errorf("array holds %d bytes, %s takes %d", len(a.Data), asm.TypeString(tt), n)
	}
	if isI1(tt) {
		return bools(a.Data), nil
	}
	return a.Data, nil
}

// bools returns b with every nonzero byte made 1.
func bools(b []byte) []byte {
	out := make([]byte, len(b))
	for i, v := range b {
		if v != 0 {
			out[i] = 1
		}
	}
	return out
}

func isI1(tt *core.TensorType) bool {
	it, ok := tt.Elem.(*core.IntType)
	return ok && it.Width == 1
}

func typeString(tt *core.TensorType) string {
	if tt == nil {
		return "no tensor"
	}
	return asm.TypeString(tt)
}

// narrowed is the 32-bit dtype a 64-bit integer tensor is held in below
// StableHLO (the lowering narrows i64, as the engines compute on 32 bits
// at most); ok is false for other types.
func narrowed(tt *core.TensorType) (numerics.DType, bool) {
	it, ok := tt.Elem.(*core.IntType)
	if !ok || it.Width != 64 {
		return numerics.InvalidDType, false
	}
	if it.Sign == core.Unsigned {
		return numerics.Uint32, true
	}
	return numerics.Int32, true
}

// narrow64 converts a's 64-bit integers to the 32-bit dtype d, refusing
// values it cannot hold.
func narrow64(a *npy.Array, tt *core.TensorType, d numerics.DType) ([]byte, error) {
	if !slices.Equal(a.Shape, tt.Dims) {
		return nil, fmt.Errorf("array of shape %v does not have the shape of %s", a.Shape, asm.TypeString(tt))
	}
	n := core.NumElements(tt.Dims)
	if size, err := npy.ItemSize(a.Descr); err != nil || size != 8 || int64(len(a.Data)) != 8*n || strings.HasPrefix(a.Descr, ">") {
		return nil, fmt.Errorf("dtype %s does not match %s (8-byte little-endian elements)", a.Descr, asm.TypeString(tt))
	}
	out := make([]byte, 4*n)
	lo, hi := int64(math.MinInt32), int64(math.MaxInt32)
	if d == numerics.Uint32 {
		lo, hi = 0, math.MaxUint32
	}
	for i := int64(0); i < n; i++ {
		v := int64(binary.LittleEndian.Uint64(a.Data[8*i:]))
		if v < lo || v > hi {
			return nil, fmt.Errorf("element %d is %d: ncc holds %s in 32 bits", i, v, asm.TypeString(tt))
		}
		binary.LittleEndian.PutUint32(out[4*i:], uint32(v))
	}
	return out, nil
}

// widen32 is the 32-bit output b as tt's 64-bit integers.
func widen32(b sim.Buffer, tt *core.TensorType, d numerics.DType) *npy.Array {
	n := core.NumElements(tt.Dims)
	data := make([]byte, 8*n)
	for i := int64(0); i < n; i++ {
		u := binary.LittleEndian.Uint32(b.Data[4*i:])
		v := uint64(u)
		if d == numerics.Int32 {
			v = uint64(int64(int32(u)))
		}
		binary.LittleEndian.PutUint64(data[8*i:], v)
	}
	descr := "<i8"
	if d == numerics.Uint32 {
		descr = "<u8"
	}
	return &npy.Array{Descr: descr, Shape: slices.Clone(tt.Dims), Data: data}
}

// simulateNEFF packs the tonga module as a NEFF (what ncc compile writes)
// and runs it on the timed simulator with its race verifier, with args as
// its inputs; --stats-json and --timeline write what they do for a NEFF.
func simulateNEFF(top *core.Operation, s sig, args []*npy.Array, no neffRunOptions, stdout io.Writer) ([]*npy.Array, error) {
	f, err := neff.FromTonga(top, "model")
	if err != nil {
		return nil, err
	}
	var ins, outs []*core.Operation
	for _, v := range tonga.Vars(top) {
		switch tonga.EnumValue(v, "kind") {
		case tonga.VarInput:
			ins = append(ins, v)
		case tonga.VarOutput:
			outs = append(outs, v)
		}
	}
	byIndex := func(vs []*core.Operation) {
		slices.SortStableFunc(vs, func(a, b *core.Operation) int {
			i, _ := tonga.I64(a, "index")
			j, _ := tonga.I64(b, "index")
			return int(i - j)
		})
	}
	byIndex(ins)
	byIndex(outs)
	bufs, err := toBuffers(top, ins, tongaVarInfo, s, args)
	if err != nil {
		return nil, err
	}
	res, err := timed.Run(f, bufs, timed.Options{Races: true, Trace: no.timeline != ""})
	if err != nil {
		return nil, err
	}
	if err := writeReports(res, no); err != nil {
		return nil, err
	}
	return fromBuffers(top, outs, s, res.Outputs)
}

// tongaVarInfo describes a tonga.var as toBuffers reads allocations.
func tongaVarInfo(v *core.Operation) bir.AllocInfo {
	tt := tonga.VarType(v)
	dt, _ := tonga.DTypeOf(tt.ElementType())
	return bir.AllocInfo{Name: tonga.Str(v, "name"), Tensor: tt, DType: dt}
}
