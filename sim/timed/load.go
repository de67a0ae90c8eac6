package timed

import (
	"errors"
	"fmt"
	"slices"

	"ncc/arch"
	"ncc/core"
	"ncc/dialects/builtin"
	"ncc/dialects/tonga"
	"ncc/dialects/tonga/isa"
	"ncc/neff"
	"ncc/numerics"
	"ncc/numerics/pwp"
	"ncc/sim"
	"ncc/sim/engine"
)

// Names of the two state-buffer variables (docs/neff.md, "How ncc runs a
// NEFF").
const (
	SBUFVar = "sbuf"
	PSUMVar = "psum"
)

// memVar is one variable's memory.
type memVar struct {
	v      *neff.Var
	a      *engine.Alloc
	hbm    bool
	shadow *shadow // race detection only
}

// stream is one engine's decoded program.
type stream struct {
	e     arch.Engine
	prog  []*inst
	words map[int64]int // word address -> instruction index
}

// actSet is one activation function set of the NEFF.
type actSet struct {
	name  string
	table *pwp.Table
	data  []byte
	ok    map[uint32]bool // alpha bits whose engine table equals data
}

var decodeCtx = func() func() *core.Context {
	return func() *core.Context {
		ctx := core.NewContext()
		ctx.Load(builtin.Dialect)
		ctx.Load(tonga.Dialect)
		return ctx
	}
}()

// load builds the machine for f: its memory, decoded streams and
// activation function sets.
func load(f *neff.File, inputs []sim.Buffer, o Options) (*machine, error) {
	if f == nil {
		return nil, errors.New("no NEFF")
	}
	if len(f.Subgraphs) != 1 {
		return nil, fmt.Errorf("the timed simulator runs one NeuronCore: this NEFF has %d subgraphs (LNC %d)", len(f.Subgraphs), len(f.Subgraphs))
	}
	t := o.Target
	if t == nil {
		name := f.Def.Target
		if name == "" {
			name = arch.Default
		}
		var err error
		if t, err = arch.Lookup(name); err != nil {
			return nil, fmt.Errorf("def.json: %v", err)
		}
	}
	x := &machine{f: f, t: t, ctx: decodeCtx(), m: engine.New(t), vars: map[string]*memVar{}, opts: o}
	x.maxSteps = o.MaxSteps
	if x.maxSteps <= 0 {
		x.maxSteps = 1 << 26
	}
	if err := x.loadVars(inputs); err != nil {
		return nil, err
	}
	sg := &f.Subgraphs[0]
	for e := range arch.NumEngines {
		s, err := x.decode(e, sg.Streams[e].Instr)
		if err != nil {
			return nil, err
		}
		x.streams[e] = s
	}
	for _, a := range sg.ActFuncSets {
		tb, err := pwp.Decode(a.Data)
		if err != nil {
			return nil, fmt.Errorf("sg00/act/%s.bin: %v", a.Name, err)
		}
		x.sets = append(x.sets, &actSet{name: a.Name, table: tb, data: a.Data, ok: map[uint32]bool{}})
	}
	x.queues = make([]*queue, t.DMAEngines)
	for i := range x.queues {
		x.queues[i] = &queue{n: i}
	}
	return x, nil
}

// loadVars creates every variable's memory and loads the inputs and
// constants.
func (x *machine) loadVars(inputs []sim.Buffer) error {
	vars := make([]*neff.Var, len(x.f.Def.Vars))
	for i := range x.f.Def.Vars {
		vars[i] = &x.f.Def.Vars[i]
	}
	slices.SortStableFunc(vars, func(a, b *neff.Var) int { return a.ID - b.ID })
	nIn := 0
	for _, v := range vars {
		mv := &memVar{v: v}
		var err error
		switch v.Type {
		case neff.VarStateBuffer:
			var mem arch.Memory
			var pb int
			switch v.Name {
			case SBUFVar:
				mem, pb = arch.SBUF, x.t.SBUFPartitionBytes
			case PSUMVar:
				mem, pb = arch.PSUM, x.t.PSUMPartitionBytes
			default:
				return fmt.Errorf("def.json: var %q: the state buffers are %q and %q", v.Name, SBUFVar, PSUMVar)
			}
			if want := int64(x.t.Partitions) * int64(pb); v.Size != want {
				return fmt.Errorf("def.json: var %q: size %d, but %s's %s is %d partitions x %d bytes = %d", v.Name, v.Size, x.t.Name, mem, x.t.Partitions, pb, want)
			}
			mv.a, err = engine.NewAlloc(v.Name, mem, x.t.Partitions, pb)
			if mem == arch.SBUF {
				x.sbuf = mv
			} else {
				x.psum = mv
			}
		default:
			if v.Size > 1<<40 {
				return fmt.Errorf("def.json: var %q: size %d is too large to simulate", v.Name, v.Size)
			}
			mv.hbm = true
			mv.a, err = engine.NewAlloc(v.Name, arch.HBM, 1, int(v.Size))
		}
		if err != nil {
			return fmt.Errorf("def.json: var %q: %v", v.Name, err)
		}
		x.vars[v.Name] = mv
		switch v.Type {
		case neff.VarInput:
			if nIn >= len(inputs) {
				nIn++
				continue
			}
			if err := loadInput(mv, inputs[nIn]); err != nil {
				return fmt.Errorf("input %d (var %q): %v", nIn, v.Name, err)
			}
			nIn++
		case neff.VarOutput:
			x.outputs = append(x.outputs, mv)
		case neff.VarFile:
			if err := mv.a.Load(0, v.Data); err != nil {
				return fmt.Errorf("constant %q: %v", v.Name, err)
			}
		}
	}
	if nIn != len(inputs) {
		return fmt.Errorf("the NEFF takes %d inputs but %d were given", nIn, len(inputs))
	}
	return nil
}

// DType returns the numerics type of a NEFF dtype name (neff.DTypeOf,
// but float32r, tf32 stored in 32 bits, is simulated as float32, and no
// name means uint8); ok is false for the types the engines do not store
// (float8e3, int64, uint64).
func DType(name string) (numerics.DType, bool) {
	switch name {
	case "float32r":
		return numerics.Float32, true
	case "":
		return numerics.Uint8, true
	}
	return neff.DTypeOf(name)
}

func loadInput(mv *memVar, b sim.Buffer) error {
	v := mv.v
	dt, ok := DType(v.DType)
	if !ok {
		return fmt.Errorf("dtype %q cannot be simulated", v.DType)
	}
	if b.DType != dt {
		return fmt.Errorf("buffer holds %s, want %s", b.DType, dt)
	}
	if !slices.Equal(b.Shape, v.Shape) && !(len(b.Shape) == 0 && len(v.Shape) == 0) {
		return fmt.Errorf("buffer has shape %v, want %v", b.Shape, v.Shape)
	}
	if int64(len(b.Data)) != v.Size {
		return fmt.Errorf("buffer has %d bytes, want %d", len(b.Data), v.Size)
	}
	return mv.a.Load(0, b.Data)
}

// outputsOf copies the output variables out; every byte of each must have
// been written.
func (x *machine) outputsOf() ([]sim.Buffer, error) {
	out := make([]sim.Buffer, len(x.outputs))
	for i, mv := range x.outputs {
		dt, ok := DType(mv.v.DType)
		if !ok {
			return nil, fmt.Errorf("output %d (var %q): dtype %q cannot be simulated", i, mv.v.Name, mv.v.DType)
		}
		if bad := mv.a.FirstUninit(0, len(mv.a.Data)); bad >= 0 {
			return nil, fmt.Errorf("output %d (var %q) was not entirely written: byte %d never was", i, mv.v.Name, bad)
		}
		out[i] = sim.Buffer{Shape: slices.Clone(mv.v.Shape), DType: dt, Data: slices.Clone(mv.a.Data)}
	}
	return out, nil
}

// decode disassembles engine e's stream and compiles each instruction.
func (x *machine) decode(e arch.Engine, code []byte) (*stream, error) {
	s := &stream{e: e, words: map[int64]int{}}
	for off := 0; off < len(code); {
		word := int64(off / isa.WordBytes)
		op, n, err := isa.Decode(x.ctx, code[off:])
		if err != nil {
			return nil, fmt.Errorf("%s stream, word %d: %v", e, word, err)
		}
		if got := tonga.Engine(op); got != e {
			return nil, fmt.Errorf("%s stream, word %d: %s is an instruction of engine %s", e, word, op.Name(), got)
		}
		in := &inst{e: e, idx: len(s.prog), word: word, op: op, name: op.Name(), text: isa.Text(x.ctx, op),
			ins: tonga.InsOf(op), outs: tonga.OutsOf(op), wait: tonga.WaitOf(op), signal: tonga.SignalOf(op)}
		s.words[word] = len(s.prog)
		s.prog = append(s.prog, in)
		off += n
	}
	for _, in := range s.prog {
		if err := x.checkSizes(in); err != nil {
			return nil, in.errorf("%v", err)
		}
		if err := x.compile(s, in); err != nil {
			return nil, in.errorf("%v", err)
		}
	}
	return s, nil
}

// checkSizes bounds what one instruction may touch before anything runs
// it: at most the largest free size of the target (64K elements) per
// partition in each access pattern and generated pattern (the verifier's
// limits per opcode are stricter; these keep a hostile stream from
// exhausting memory).
func (x *machine) checkSizes(in *inst) error {
	limit := int64(max(x.t.MaxFreeSBUF, x.t.MaxFreePSUM))
	check := func(what string, pairs [][2]int64) error {
		n := int64(1)
		for _, p := range pairs {
			if p[1] < 0 {
				return fmt.Errorf("%s: negative count %d", what, p[1])
			}
			n *= max(p[1], 1)
			if n > limit {
				return fmt.Errorf("%s: more than %d elements per partition", what, limit)
			}
		}
		return nil
	}
	for k, aps := range [2][]tonga.AP{in.ins, in.outs} {
		for i := range aps {
			name := fmt.Sprintf("ins[%d]", i)
			if k == 1 {
				name = fmt.Sprintf("outs[%d]", i)
			}
			if err := check(name, aps[i].Pairs); err != nil {
				return err
			}
			if aps[i].NumPartitions < 0 || aps[i].StartPartition < 0 {
				return fmt.Errorf("%s: bad partitions", name)
			}
		}
	}
	if a := in.op.Attr("pattern"); a != nil {
		return check("pattern", tonga.Pairs(a))
	}
	return nil
}
