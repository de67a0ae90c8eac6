package sim

import (
	"errors"
	"fmt"

	"ncc/arch"
	"ncc/core"
	"ncc/dialects/bir"
	"ncc/numerics"
	"ncc/sim/engine"
)

// Buffer is a function input or output: a row-major tensor of Shape, its
// elements little-endian, DType.Size() bytes each, as .npy stores them.
type Buffer struct {
	Shape []int64
	DType numerics.DType
	Data  []byte
}

// NumElements is the product of Shape.
func (b Buffer) NumElements() int64 { return core.NumElements(b.Shape) }

// Options tune a run.
type Options struct {
	// Target is the NeuronCore to simulate; nil takes the function's
	// (bir.TargetOf).
	Target *arch.Target
	// MaxSteps bounds the blocks and loop iterations executed, so that a
	// program that does not terminate fails instead; 0 means 1<<32.
	MaxSteps int64
}

// Run executes bir.func fn on inputs (ordered by their allocations'
// index) and returns its outputs (ordered likewise). A nil target takes
// the function's. Errors are *core.Diagnostic values located at the
// instruction (or allocation) at fault.
func Run(fn *core.Operation, target *arch.Target, inputs []Buffer) ([]Buffer, error) {
	return RunWith(fn, inputs, Options{Target: target})
}

// RunWith is Run with options.
func RunWith(fn *core.Operation, inputs []Buffer, o Options) (out []Buffer, err error) {
	if fn == nil || fn.Name() != "bir.func" {
		return nil, errors.New("sim: not a bir.func")
	}
	t := o.Target
	if t == nil {
		if t, err = bir.TargetOf(fn); err != nil {
			return nil, fn.Errorf("%v", err)
		}
	}
	defer func() {
		if r := recover(); r != nil {
			out, err = nil, fn.Errorf("internal error in the simulator: %v", r)
		}
	}()
	p := &program{fn: fn, m: engine.New(t), slots: map[core.Value]int{}, blocks: map[*core.Block]*block{},
		allocs: map[core.Value]*engine.Alloc{}, maxSteps: o.MaxSteps}
	if p.maxSteps <= 0 {
		p.maxSteps = 1 << 32
	}
	if err := p.bind(inputs); err != nil {
		return nil, err
	}
	entry, err := p.compileCFG()
	if err != nil {
		return nil, err
	}
	if err := p.run(entry); err != nil {
		return nil, err
	}
	return p.results()
}

// bind creates the allocations and loads inputs and constants.
func (p *program) bind(inputs []Buffer) error {
	nIn := 0
	for _, op := range bir.Allocs(p.fn) {
		info := bir.AllocInfoOf(op)
		mem := info.Memory.Arch()
		parts := int(info.Partitions)
		if info.Memory == bir.DRAM {
			parts = 1
		}
		a, err := engine.NewAlloc(info.Name, mem, parts, int(info.Bytes))
		if err != nil {
			return op.Errorf("%v", err)
		}
		p.allocs[op.Result(0)] = a
		switch info.Kind {
		case bir.Input:
			nIn++
			if info.Index < 0 || info.Index >= len(inputs) {
				return op.Errorf("input %d (%q) has no buffer: %d given", info.Index, info.Name, len(inputs))
			}
			if err := loadBuffer(a, inputs[info.Index], info); err != nil {
				return op.Errorf("input %d (%q): %v", info.Index, info.Name, err)
			}
		case bir.Output:
			p.outputs = append(p.outputs, output{op, info, a})
		case bir.Const:
			if err := loadConst(a, info); err != nil {
				return op.Errorf("constant %q: %v", info.Name, err)
			}
		}
	}
	if nIn != len(inputs) {
		return p.fn.Errorf("takes %d inputs but %d were given", nIn, len(inputs))
	}
	return nil
}

func loadBuffer(a *engine.Alloc, b Buffer, info bir.AllocInfo) error {
	if info.Tensor != nil {
		if b.DType != info.DType {
			return fmt.Errorf("buffer holds %s, want %s", b.DType, info.DType)
		}
		if !sameShape(b.Shape, info.Tensor.Dims) {
			return fmt.Errorf("buffer has shape %v, want %v", b.Shape, info.Tensor.Dims)
		}
	}
	if want := b.NumElements() * int64(b.DType.Size()); int64(len(b.Data)) != want {
		return fmt.Errorf("buffer has %d bytes, want %d for shape %v of %s", len(b.Data), want, b.Shape, b.DType)
	}
	return a.Load(0, b.Data)
}

func sameShape(a, b []int64) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

func loadConst(a *engine.Alloc, info bir.AllocInfo) error {
	d := info.Value
	if d == nil || info.Tensor == nil {
		return errors.New("no value")
	}
	sz := info.DType.Size()
	if sz == 0 || core.ElementBytes(info.Tensor.Elem) != sz {
		return fmt.Errorf("cannot store %s elements", core.TypeString(info.Tensor.Elem))
	}
	n := core.NumElements(info.Tensor.Dims)
	raw := d.Raw
	if d.Splat && n > 1 {
		raw = make([]byte, 0, n*int64(sz))
		for range n {
			raw = append(raw, d.Raw[:sz]...)
		}
	}
	if int64(len(raw)) != n*int64(sz) {
		return fmt.Errorf("value has %d bytes, want %d", len(raw), n*int64(sz))
	}
	return a.Load(0, raw)
}

type output struct {
	op   *core.Operation
	info bir.AllocInfo
	a    *engine.Alloc
}

// results copies the outputs out, in index order; every byte of each must
// have been written.
func (p *program) results() ([]Buffer, error) {
	out := make([]Buffer, len(p.outputs))
	seen := make([]bool, len(p.outputs))
	for _, o := range p.outputs {
		i := o.info.Index
		if i < 0 || i >= len(out) || seen[i] {
			return nil, o.op.Errorf("output index %d is out of range or repeated", i)
		}
		seen[i] = true
		var shape []int64
		dt := o.info.DType
		if o.info.Tensor != nil {
			shape = append(shape, o.info.Tensor.Dims...)
		} else {
			shape, dt = []int64{int64(len(o.a.Data))}, numerics.Uint8
		}
		n := int(core.NumElements(shape)) * dt.Size()
		if n > len(o.a.Data) {
			return nil, o.op.Errorf("output %d (%q) holds %d bytes, less than its tensor's %d", i, o.info.Name, len(o.a.Data), n)
		}
		if bad := o.a.FirstUninit(0, n); bad >= 0 {
			return nil, o.op.Errorf("output %d (%q) was not entirely written: byte %d never was", i, o.info.Name, bad)
		}
		out[i] = Buffer{Shape: shape, DType: dt, Data: append([]byte(nil), o.a.Data[:n]...)}
	}
	return out, nil
}
