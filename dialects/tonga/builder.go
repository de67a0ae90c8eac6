package tonga

import (
	"sort"

	"ncc/arch"
	"ncc/core"
	"ncc/dialects/ods"
)

// Builder creates tonga at its insertion point: the API the backend
// (lower/birtotonga) and the disassembler build with. Ops get Loc, or an
// unknown location when it is nil. Builders check nothing: run
// core.Verify on the result.
type Builder struct {
	*core.Builder
	Loc core.Location
}

// NewBuilder returns a Builder inserting where b does.
func NewBuilder(b *core.Builder) *Builder { return &Builder{Builder: b} }

func (b *Builder) create(name string, attrs []core.NamedAttr, regions []*core.Region) *core.Operation {
	n, err := b.Ctx.OpName(name)
	if err != nil {
		panic("tonga: " + err.Error() + " (is the tonga dialect loaded?)")
	}
	return b.Create(&core.OpState{Ctx: b.Ctx, Name: n, Loc: b.Loc, Attrs: attrs, Regions: regions})
}

// Program inserts a tonga.program named name for target ("" to leave it
// to the module's tonga.target) and moves the insertion point into its
// body. Add its streams with Stream.
func (b *Builder) Program(name, target string) *core.Operation {
	attrs := []core.NamedAttr{{Name: "sym_name", Value: core.String(b.Ctx, name)}}
	if target != "" {
		attrs = append(attrs, core.NamedAttr{Name: "target", Value: core.String(b.Ctx, target)})
	}
	r := core.NewRegion()
	p := b.create(opProgram, attrs, []*core.Region{r})
	b.CreateBlock(r, nil, nil)
	return p
}

// Stream inserts engine e's tonga.stream and moves the insertion point
// into it. End it with Halt.
func (b *Builder) Stream(e arch.Engine) *core.Operation {
	r := core.NewRegion()
	s := b.create(opStream, []core.NamedAttr{{Name: "engine", Value: EngineAttr(b.Ctx, e)}}, []*core.Region{r})
	b.CreateBlock(r, nil, nil)
	return s
}

// Inst inserts instruction name on engine e reading ins and writing outs
// (nil for an op without that slot), with the immediates attrs.
func (b *Builder) Inst(name string, e arch.Engine, ins, outs []AP, attrs ...core.NamedAttr) *core.Operation {
	return b.Insert(NewInst(b.Ctx, b.Loc, name, e, ins, outs, attrs...))
}

// NewInst creates a detached instruction, as Builder.Inst inserts.
func NewInst(c *core.Context, loc core.Location, name string, e arch.Engine, ins, outs []AP, attrs ...core.NamedAttr) *core.Operation {
	n, err := c.OpName(name)
	if err != nil {
		panic("tonga: " + err.Error() + " (is the tonga dialect loaded?)")
	}
	all := []core.NamedAttr{{Name: "engine", Value: EngineAttr(c, e)}}
	if info := infos[name]; info != nil && info.Ins[1] > 0 || ins != nil {
		all = append(all, core.NamedAttr{Name: "ins", Value: APsAttr(c, ins)})
	}
	if info := infos[name]; info != nil && info.Outs[1] > 0 || outs != nil {
		all = append(all, core.NamedAttr{Name: "outs", Value: APsAttr(c, outs)})
	}
	all = append(all, attrs...)
	return core.NewOperation(&core.OpState{Ctx: c, Name: n, Loc: loc, Attrs: all})
}

// APsAttr returns the ins/outs attribute holding aps.
func APsAttr(c *core.Context, aps []AP) *core.ArrayAttr {
	elems := make([]core.Attribute, len(aps))
	for i, ap := range aps {
		elems[i] = APAttrOf(c, ap)
	}
	return core.Array(c, elems)
}

// Sync sets op's wait and signal (nil for none) and returns op.
func Sync(op *core.Operation, w *WaitAttr, s *SignalAttr) *core.Operation {
	if w != nil {
		op.SetAttr("wait", w)
	} else {
		op.RemoveAttr("wait")
	}
	if s != nil {
		op.SetAttr("signal", s)
	} else {
		op.RemoveAttr("signal")
	}
	return op
}

// Named-attribute helpers for Inst's immediates.

// Int is an integer immediate (registers included).
func (b *Builder) Int(name string, v int64) core.NamedAttr {
	return core.NamedAttr{Name: name, Value: I64Attr(b.Ctx, v)}
}

// Float is an f32 immediate.
func (b *Builder) Float(name string, v float32) core.NamedAttr {
	return core.NamedAttr{Name: name, Value: F32Attr(b.Ctx, v)}
}

// Enum is an enum immediate of e.
func (b *Builder) Enum(name string, e *ods.Enum, v int64) core.NamedAttr {
	return core.NamedAttr{Name: name, Value: e.Attr(b.Ctx, v)}
}

// Flags returns the flags among names whose value is true.
func (b *Builder) Flags(flags map[string]bool) []core.NamedAttr {
	var out []core.NamedAttr
	for _, n := range sortedKeys(flags) {
		if flags[n] {
			out = append(out, core.NamedAttr{Name: n, Value: core.Unit(b.Ctx)})
		}
	}
	return out
}

func sortedKeys(m map[string]bool) []string {
	ks := make([]string, 0, len(m))
	for k := range m {
		ks = append(ks, k)
	}
	sort.Strings(ks)
	return ks
}

// Typed builders for the instructions the backend emits most.

// LoadStationary inserts a load of the stationary operand st.
func (b *Builder) LoadStationary(st AP) *core.Operation {
	return b.Inst(opLoadStationary, arch.PE, []AP{st}, nil)
}

// MultiplyMoving inserts result (+)= stationaryᵀ · moving.
func (b *Builder) MultiplyMoving(moving, result AP, start, stop bool) *core.Operation {
	return b.Inst(opMultiplyMoving, arch.PE, []AP{moving}, []AP{result},
		b.Flags(map[string]bool{"start_tensor_calc": start, "stop_tensor_calc": stop})...)
}

// Activate inserts out = f(in·scale + bias) with the optional bias and
// accumulator (nil for none).
func (b *Builder) Activate(f ActFunc, in, out AP, scale float32, bias, accumulator *AP, acc Acc) *core.Operation {
	ins, outs := []AP{in}, []AP{out}
	if bias != nil {
		ins = append(ins, *bias)
	}
	if accumulator != nil {
		outs = append(outs, *accumulator)
	}
	return b.Inst("tonga.activate", arch.ACT, ins, outs, b.Enum("func", ActEnum, int64(f)),
		b.Float("scale", scale), b.Enum("acc", AccEnum, int64(acc)))
}

// TensorTensor inserts out = in0 op in1 on e.
func (b *Builder) TensorTensor(e arch.Engine, op AluOp, in0, in1, out AP) *core.Operation {
	return b.Inst("tonga.tensor_tensor", e, []AP{in0, in1}, []AP{out}, b.Enum("op", AluEnum, int64(op)))
}

// Copy inserts out = in on e.
func (b *Builder) Copy(e arch.Engine, in, out AP) *core.Operation {
	return b.Inst("tonga.copy", e, []AP{in}, []AP{out})
}

// DMATrigger inserts a trigger of count descriptors of queue from first.
func (b *Builder) DMATrigger(e arch.Engine, queue, first, count int64) *core.Operation {
	return b.Inst("tonga.dma_trigger", e, nil, nil, b.Int("queue", queue), b.Int("first", first), b.Int("count", count))
}

// Nop inserts a tonga.nop, to carry a wait or a signal (set with Sync).
func (b *Builder) Nop(e arch.Engine) *core.Operation { return b.Inst("tonga.nop", e, nil, nil) }

// EventSemaphore inserts the update s.
func (b *Builder) EventSemaphore(e arch.Engine, s *SignalAttr) *core.Operation {
	return b.Inst("tonga.event_semaphore", e, nil, nil, core.NamedAttr{Name: "update", Value: s})
}

// Branch inserts a jump by target words.
func (b *Builder) Branch(e arch.Engine, target int64) *core.Operation {
	return b.Inst(opBranch, e, nil, nil, b.Int("target", target))
}

// Iterate inserts reg += step; if reg c bound, jump by target words.
func (b *Builder) Iterate(e arch.Engine, reg int, step int64, c Compare, bound, target int64) *core.Operation {
	return b.Inst(opIterate, e, nil, nil, b.Int("reg", int64(reg)), b.Int("step", step),
		b.Enum("compare", CompareEnum, int64(c)), b.Int("bound", bound), b.Int("target", target))
}

// RegSet inserts dst = imm.
func (b *Builder) RegSet(e arch.Engine, dst int, imm int64) *core.Operation {
	return b.Inst("tonga.reg_set", e, nil, nil, b.Int("dst", int64(dst)), b.Int("imm", imm))
}

// Halt inserts the end of the stream.
func (b *Builder) Halt(e arch.Engine) *core.Operation { return b.Inst("tonga.halt", e, nil, nil) }
