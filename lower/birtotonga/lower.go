package birtotonga

import (
	"fmt"

	"ncc/arch"
	"ncc/core"
	"ncc/core/pass"
	"ncc/dialects/bir"
	"ncc/dialects/builtin"
	"ncc/dialects/tonga"
)

// Options tune the backend.
type Options struct {
	// MaxInstructions bounds the unrolled program (0: DefaultMaxInstructions).
	MaxInstructions int
}

// DefaultMaxInstructions is the largest program, loops unrolled, the
// backend compiles: about 256 MiB of 64-byte instructions.
const DefaultMaxInstructions = 4 << 20

// Pass is convert-bir-to-tonga.
type Pass struct {
	MaxInstructions int            `opt:"max-instructions" help:"Largest unrolled program, in bir instructions (0: 4M); past it the largest loops run on the sequencers"`
	NumInstructions pass.Statistic `stat:"num-instructions" help:"Number of tonga instructions emitted"`
	NumWaits        pass.Statistic `stat:"num-waits" help:"Number of semaphore waits inserted"`
}

func init() {
	pass.Register(pass.Info{
		Arg:     "convert-bir-to-tonga",
		Name:    "ConvertBIRToTonga",
		Summary: "The backend: places allocations, schedules engines and DMA queues, inserts semaphores, builds DMA descriptors",
		Description: "The module's bir.func becomes a tonga.program @sg00 with one stream per engine and its " +
			"DMA descriptors, and tonga.var ops for its inputs, outputs, constants and HBM scratch: " +
			"loops are unrolled, SBUF and PSUM allocations placed by liveness, instructions list-scheduled " +
			"on the cost model, and every cross-engine dependency the schedule does not already imply " +
			"gets a semaphore wait.",
		Anchor:   "builtin.module",
		Dialects: []string{"tonga"},
		New:      func() pass.Pass { return &Pass{} },
	})
}

// Run converts the module.
func (p *Pass) Run(op *core.Operation, _ *pass.State) error {
	st, err := Convert(op, Options{MaxInstructions: p.MaxInstructions})
	p.NumInstructions.Add(int64(st.Instructions))
	p.NumWaits.Add(int64(st.Waits))
	return err
}

// Stats says what Convert produced.
type Stats struct {
	Instructions, Waits, Descriptors int
	EstimatedNs                      float64
}

// Convert replaces the bir.func of module (there must be exactly one, the
// program's entry) by tonga: the variables, then tonga.program @sg00. On
// error the module is unchanged.
func Convert(module *core.Operation, opts Options) (Stats, error) {
	var st Stats
	fns := bir.Funcs(module)
	if len(fns) != 1 {
		return st, module.Errorf("convert-bir-to-tonga needs exactly one bir.func, found %d", len(fns))
	}
	fn := fns[0]
	t, err := bir.TargetOf(fn)
	if err != nil {
		return st, fn.Errorf("%v", err)
	}
	limit := opts.MaxInstructions
	if limit <= 0 {
		limit = DefaultMaxInstructions
	}
	orig := fn
	if unrolledSize(fn, limit) > limit {
		// Loops too long to unroll run on the sequencers: rewritten in a
		// copy, so that an error leaves the module as it was.
		fn = fn.Clone(nil)
		if err := sequenceLoops(fn, limit); err != nil {
			return st, err
		}
	}
	regs, err := numberRegisters(fn)
	if err != nil {
		return st, err
	}
	places, err := allocations(fn, t)
	if err != nil {
		return st, err
	}
	blocks := fn.Region(0).Blocks()
	cfg := len(blocks) > 1
	segs := make([][]flatInst, len(blocks))
	budget := limit
	for i, b := range blocks {
		if segs[i], err = flattenBlock(b, &budget, limit); err != nil {
			return st, err
		}
	}
	var scratch scratchVar
	if cfg {
		// Buffers live across blocks at one place each: no renaming,
		// and each HBM scratch buffer a variable of its own.
		err = placeWhole(fn, t, places)
	} else {
		err = rename(fn, t, segs[0], places)
		scratch.name = unusedName(places, "scratch")
		scratch.size = packScratch(segs[0], places, scratch.name)
	}
	if err != nil {
		return st, err
	}

	ctx := module.Context()
	b := tonga.NewBuilder(core.NewBuilder(ctx))
	b.Loc = fn.Loc()
	// Build detached, then swap the function out, so that an error leaves
	// the module as it was.
	holder := builtin.NewModule(ctx, fn.Loc())
	b.SetInsertionPointToEnd(builtin.Body(holder))
	emitVars(b, fn, places, scratch)
	em := &emitter{b: b, c: ctx, setID: map[string]int{}, regs: regs}
	em.begin("sg00")
	blockIndex := map[*core.Block]int{}
	for i, blk := range blocks {
		blockIndex[blk] = i
	}
	for i, blk := range blocks {
		g := &graph{loc: fn.Loc(), t: t, places: places}
		if err := g.build(segs[i]); err != nil {
			return st, err
		}
		order := g.schedule()
		if cfg {
			order = append(order, g.barrier(order))
		}
		sp := g.synchronize(order)
		if cfg {
			em.blockStart(i)
		}
		if err := em.segment(g, sp); err != nil {
			return st, err
		}
		if sp.nextSem > ackSem {
			return st, fn.Errorf("ncc needs %d semaphores for this program; a core has %d", sp.nextSem+numEngines, tonga.NumSemaphores)
		}
		if cfg {
			if err := em.blockEnd(blk.Last(), blockIndex); err != nil {
				return st, err
			}
		}
		end := 0.0
		for _, n := range order {
			st.Waits += len(n.waits)
			st.Descriptors += len(n.descs)
			end = max(end, n.end)
		}
		st.EstimatedNs += end
	}
	if err := em.finish(!cfg); err != nil {
		return st, err
	}
	prog := em.prog
	for _, s := range tonga.Streams(prog) {
		st.Instructions += len(tonga.Instructions(s))
	}
	if module.Attr(tonga.TargetAttrName) == nil {
		module.SetAttr(tonga.TargetAttrName, core.String(ctx, t.Name))
	}
	if t.Name != targetName(module) {
		prog.SetAttr("target", core.String(ctx, t.Name))
	}
	for o := builtin.Body(holder).First(); o != nil; {
		next := o.Next()
		o.MoveBefore(orig)
		o = next
	}
	orig.Erase()
	module.RemoveAttr(bir.TargetAttrName)
	return st, nil
}

func targetName(module *core.Operation) string {
	if s, ok := module.Attr(tonga.TargetAttrName).(*core.StringAttr); ok {
		return s.Value
	}
	return arch.Default
}

// scratchVar is the one variable holding a straight-line program's HBM
// scratch (packScratch); the zero value means a variable per buffer.
type scratchVar struct {
	name string
	size int64
}

// unusedName returns base, or base.N, whichever no allocation is named.
func unusedName(places map[core.Value]*placement, base string) string {
	taken := map[string]bool{}
	for _, p := range places {
		taken[p.info.Name] = true
	}
	name := base
	for i := 1; taken[name]; i++ {
		name = fmt.Sprintf("%s.%d", base, i)
	}
	return name
}

// emitVars declares fn's HBM allocations as NEFF variables: inputs and
// outputs with their tensors, constants with their data, scratch as bytes
// (pooled in one variable when scratch names one).
func emitVars(b *tonga.Builder, fn *core.Operation, places map[core.Value]*placement, scratch scratchVar) {
	c := b.Ctx
	bytes := func(n int64) core.Type { return core.RankedTensor(c, []int64{n}, core.UnsignedIntType(c, 8), nil) }
	// emit inserts a tonga.var; value is a constant's data, index an
	// input's or output's position, tt nil for a constant.
	emit := func(loc core.Location, name string, kind int64, tt core.Type, value core.Attribute, index int) {
		attrs := []core.NamedAttr{{Name: "name", Value: core.String(c, name)}}
		if value != nil {
			attrs = append(attrs, core.NamedAttr{Name: "value", Value: value})
		}
		attrs = append(attrs, core.NamedAttr{Name: "kind", Value: tonga.VarKindEnum.Attr(c, kind)})
		if kind == tonga.VarInput || kind == tonga.VarOutput {
			attrs = append(attrs, core.NamedAttr{Name: "index", Value: tonga.I64Attr(c, int64(index))})
		}
		if tt != nil {
			attrs = append(attrs, core.NamedAttr{Name: "tensor_type", Value: core.TypeAttrOf(c, tt)})
		}
		b.Insert(core.NewOperation(&core.OpState{Ctx: c, Name: mustName(c, tonga.Var.Name), Loc: loc, Attrs: attrs}))
	}
	if scratch.size > 0 {
		emit(fn.Loc(), scratch.name, tonga.VarScratch, bytes(scratch.size), nil, 0)
	}
	for _, a := range bir.Allocs(fn) {
		p := places[a.Result(0)]
		if p.info.Memory.OnChip() || (scratch.name != "" && p.info.Kind == bir.Internal) {
			continue
		}
		switch p.info.Kind {
		case bir.Input:
			emit(a.Loc(), p.info.Name, tonga.VarInput, p.info.Tensor, nil, p.info.Index)
		case bir.Output:
			emit(a.Loc(), p.info.Name, tonga.VarOutput, p.info.Tensor, nil, p.info.Index)
		case bir.Const:
			emit(a.Loc(), p.info.Name, tonga.VarConst, nil, p.info.Value, 0)
		default:
			emit(a.Loc(), p.info.Name, tonga.VarScratch, bytes(p.info.Bytes), nil, 0)
		}
	}
}
