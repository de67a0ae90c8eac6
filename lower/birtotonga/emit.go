package birtotonga

import (
	"ncc/arch"
	"ncc/core"
	"ncc/dialects/bir"
	"ncc/dialects/ods"
	"ncc/dialects/tonga"
	"ncc/numerics/pwp"
	"slices"
)

// emitter writes the scheduled program as a tonga.program: one stream per
// engine with its waits and signals, then the engines' descriptors. A
// function of one block is one segment; a CFG is one segment per block,
// each ending in a barrier and the block's branch on every engine.
type emitter struct {
	g       *graph
	sp      *syncPlan
	b       *tonga.Builder
	c       *core.Context
	prog    *core.Operation
	streams [numEngines]*core.Operation
	descs   [numEngines][]tonga.Desc
	sets    []string       // activation function sets, by id
	setID   map[string]int // set name -> id
	loaded  [numEngines]int
	regs    map[core.Value]int
	lastLS  *loadedStationary // TensorE's weights, in the segment being emitted
	// CFG: each block's first instruction per stream, and the branches
	// whose targets are blocks (-1: the stream's end).
	starts   []map[arch.Engine]*core.Operation
	branches [numEngines][]branchTo
}

type branchTo struct {
	op    *core.Operation
	block int
}

// begin creates the program and its five streams.
func (em *emitter) begin(name string) {
	em.prog = em.b.Program(name, "")
	body := em.prog.Region(0).First()
	for e := range arch.NumEngines {
		em.b.SetInsertionPointToEnd(body)
		em.streams[e] = em.b.Stream(e)
		em.loaded[e] = -1
	}
}

// at sets the insertion point to the end of engine e's stream.
func (em *emitter) at(e arch.Engine) {
	em.b.SetInsertionPointToEnd(em.streams[e].Region(0).First())
}

// segment emits the scheduled nodes of one block on every engine.
func (em *emitter) segment(g *graph, sp *syncPlan) error {
	em.g, em.sp, em.lastLS = g, sp, nil
	for e := range arch.NumEngines {
		em.at(e)
		for _, n := range sp.byAgent[e] {
			if err := em.node(n, &em.loaded[e]); err != nil {
				return err
			}
		}
	}
	return nil
}

// finish ends every stream (the sync engine first draining the queues of
// a single-segment program) and adds the descriptors and function sets.
func (em *emitter) finish(drain bool) error {
	for e := range arch.NumEngines {
		em.at(e)
		if drain && e == arch.SP {
			em.drain()
		}
		em.b.Loc = em.g.loc
		halt := em.b.Halt(e)
		if len(em.starts) > 0 {
			targets := map[*core.Operation]*core.Operation{}
			for _, br := range em.branches[e] {
				to := halt
				if br.block >= 0 {
					to = em.starts[br.block][e]
				}
				targets[br.op] = to
			}
			if err := tonga.SetBranchTargets(em.streams[e], targets); err != nil {
				return err
			}
		}
	}
	em.b.SetInsertionPointToEnd(em.prog.Region(0).First())
	for e := range arch.NumEngines {
		for i, d := range em.descs[e] {
			d.Engine, d.ID = int64(e), int64(i)
			em.b.Insert(core.NewOperation(&core.OpState{Ctx: em.c, Name: mustName(em.c, tonga.DMADesc.Name),
				Loc: em.b.Loc, Attrs: tonga.DescAttrs(em.c, d)}))
		}
	}
	if len(em.sets) > 0 {
		names := make([]core.Attribute, len(em.sets))
		for i, s := range em.sets {
			names[i] = core.String(em.c, s)
		}
		em.prog.SetAttr("act_sets", core.Array(em.c, names))
	}
	return nil
}

// tongaOf names the tonga op of each bir instruction that maps one to one;
// their attributes carry over by name (tonga names its immediates as bir
// and BIR's JSON do).
var tongaOf = map[string]string{
	"bir.activation": "tonga.activate", "bir.tensor_tensor": "tonga.tensor_tensor",
	"bir.tensor_scalar": "tonga.tensor_scalar", "bir.scalar_tensor_tensor": "tonga.scalar_tensor_tensor",
	"bir.tensor_reduce": "tonga.tensor_reduce", "bir.tensor_copy": "tonga.copy", "bir.iota": "tonga.iota",
	"bir.memset": "tonga.memset", "bir.select": "tonga.select", "bir.affine_select": "tonga.affine_select",
	"bir.bn_stats": "tonga.bn_stats", "bir.bn_aggr": "tonga.bn_aggr", "bir.shuffle": "tonga.shuffle",
	"bir.quantize_mx": "tonga.quantize_mx",
}

// enumAttrs are the immediates stored as enumerations, with tonga's enum.
var enumAttrs = map[string]*ods.Enum{
	"op": tonga.AluEnum, "op0": tonga.AluEnum, "op1": tonga.AluEnum, "compare_op": tonga.AluEnum,
	"func": tonga.ActEnum, "acc": tonga.AccEnum, "axis": tonga.AxisEnum,
}

// skipAttrs are bir's structural attributes, which tonga spells its own way.
var skipAttrs = map[string]bool{"engine": true, "ins": true, "outs": true, "wait": true, "signal": true}

// defs are tonga's op definitions by name.
var defs = func() map[string]*core.OpDef {
	m := map[string]*core.OpDef{}
	for _, d := range tonga.Dialect.Ops {
		m[d.Name] = d
	}
	return m
}()

func mustName(c *core.Context, name string) *core.OpName {
	n, err := c.OpName(name)
	if err != nil {
		panic(err)
	}
	return n
}

// drain makes the sync engine wait, before it halts, for the last
// transfer of every queue, so the program ends when its outputs are in
// HBM.
func (em *emitter) drain() {
	for q := range em.g.t.DMAEngines {
		nodes := em.sp.byAgent[numEngines+q]
		if len(nodes) == 0 {
			continue
		}
		s, v := em.sp.semFor(queueAgent(q), nodes[len(nodes)-1].ord)
		em.b.Loc = em.g.loc
		em.b.Nop(arch.SP).SetAttr("wait", tonga.Wait(em.c, tonga.WaitGE, s, v))
	}
}

// node emits n's instructions on its engine, the waits first.
func (em *emitter) node(n *node, loadedSet *int) error {
	e := n.agent.engine()
	em.b.Loc = em.g.loc
	if n.fi.op != nil {
		em.b.Loc = n.fi.op.Loc()
	}
	var first, lastOp *core.Operation
	waits := make([]*tonga.WaitAttr, len(n.waits))
	for i, p := range n.waits {
		s, v := em.sp.semFor(p.agent, p.ord)
		waits[i] = tonga.Wait(em.c, tonga.WaitGE, s, v)
	}
	for len(waits) > 1 {
		em.b.Nop(e).SetAttr("wait", waits[0])
		waits = waits[1:]
	}
	emit := func(op *core.Operation) {
		if first == nil {
			first = op
		}
		lastOp = op
	}
	switch n.kind {
	case kindTrigger:
		x := n.peer
		q := x.agent.queue()
		base := int64(len(em.descs[e]))
		descs := x.descs
		if n.dyn != nil {
			descs = append([]tonga.Desc(nil), descs...)
			for i := range descs {
				if len(n.dyn.from) > 0 {
					descs[i].FromReg = regFrom
				}
				if len(n.dyn.to) > 0 {
					descs[i].ToReg = regTo
				}
			}
			em.offset(e, regFrom, n.dyn.from, n.dyn.fromSize, emit)
			em.offset(e, regTo, n.dyn.to, n.dyn.toSize, emit)
		}
		em.descs[e] = append(em.descs[e], descs...)
		op := em.b.DMATrigger(e, int64(q), base, int64(len(descs)))
		s, _ := em.sp.semFor(x.agent, x.ord)
		op.SetAttr("signal", tonga.Signal(em.c, tonga.SignalInc, s, 0))
		emit(op)
	default:
		if err := em.compute(n, e, loadedSet, emit); err != nil {
			return err
		}
	}
	if len(waits) == 1 {
		first.SetAttr("wait", waits[0])
	}
	if n.signal {
		s, _ := em.sp.semFor(n.agent, n.ord)
		lastOp.SetAttr("signal", tonga.Signal(em.c, tonga.SignalInc, s, 0))
	}
	return nil
}

// loadedStationary is TensorE's weights: what the last LoadStationary
// loaded, for the matmul node that loaded or reused it.
type loadedStationary struct {
	ap tonga.AP
	n  *node
}

// stationaryLoaded reports whether matmul n's stationary operand st is in
// TensorE already: the previous matmul used the same bytes, and nothing
// n depends on wrote them after that matmul had started (its vector
// clock orders every such write before it).
func (em *emitter) stationaryLoaded(n *node, st tonga.AP) bool {
	prev := em.lastLS
	if prev == nil || !prev.ap.Equal(st) {
		return false
	}
	r := em.g.region(n.fi.ins[0])
	for _, p := range expand(nil, n.preds) {
		for _, w := range p.writes {
			if w.overlaps(r) && prev.n.vc[p.agent] <= int32(p.seq) {
				return false
			}
		}
	}
	return true
}

// offset computes into register dst the byte offset of register terms
// (coefficients in elements of size bytes), with regTemp for the second
// and later terms.
func (em *emitter) offset(e arch.Engine, dst int, terms []bir.Term, size int64, emit func(*core.Operation)) {
	for i, t := range terms {
		to := dst
		if i > 0 {
			to = regTemp
		}
		emit(em.regAlu(e, to, em.regs[t.Var], nil, bir.AluMult, t.Coeff*size))
		if i > 0 {
			r := regTemp
			emit(em.regAlu(e, dst, dst, &r, bir.AluAdd, 0))
		}
	}
}

// regAlu emits dst = lhs op (rhs or imm).
func (em *emitter) regAlu(e arch.Engine, dst, lhs int, rhs *int, op bir.AluOp, imm int64) *core.Operation {
	attrs := []core.NamedAttr{em.b.Int("dst", int64(dst)), em.b.Int("lhs", int64(lhs)),
		em.b.Enum("op", tonga.AluEnum, int64(op))}
	if rhs != nil {
		attrs = append(attrs, em.b.Int("rhs", int64(*rhs)))
	} else {
		attrs = append(attrs, em.b.Int("imm", imm))
	}
	return em.b.Inst("tonga.reg_alu", e, nil, nil, attrs...)
}

// register emits a bir register op on engine e into its register.
func (em *emitter) register(op *core.Operation, e arch.Engine, ins []bir.AP) *core.Operation {
	dst := em.regs[op.Result(0)]
	if op.Name() == opRegLoad {
		return em.b.Inst("tonga.reg_load", e, em.aps(ins), nil, em.b.Int("dst", int64(dst)))
	}
	lhs, rhs, imm := bir.Operands(op)
	var r *int
	if rhs != nil {
		x := em.regs[rhs]
		r = &x
	}
	return em.regAlu(e, dst, em.regs[lhs], r, bir.AluOp(bir.EnumField(op, "op")), imm)
}

// compute emits one bir compute instruction.
func (em *emitter) compute(n *node, e arch.Engine, loadedSet *int, emit func(*core.Operation)) error {
	if n.kind == kindBarrier {
		emit(em.b.Nop(e))
		return nil
	}
	op := n.fi.op
	if op.Name() == opRegLoad || op.Name() == opRegAlu {
		emit(em.register(op, e, n.fi.ins))
		return nil
	}
	for _, ap := range slices.Concat(n.fi.ins, n.fi.outs) {
		if len(ap.Terms) > 0 {
			return op.Errorf("ncc cannot compile register offsets on a compute engine to a NEFF yet")
		}
	}
	ins, outs := em.aps(n.fi.ins), em.aps(n.fi.outs)
	switch op.Name() {
	case bir.Matmult.Name:
		if !em.stationaryLoaded(n, ins[0]) {
			emit(em.b.LoadStationary(ins[0]))
		}
		em.lastLS = &loadedStationary{ap: ins[0], n: n}
		mm := em.b.MultiplyMoving(ins[1], outs[0], bir.Flag(op, "start_tensor_calc"), bir.Flag(op, "stop_tensor_calc"))
		emit(mm)
		return nil
	case bir.Transpose.Name:
		em.lastLS = nil // a transpose passes through the array's weights
		if e == arch.PE {
			emit(em.b.Inst("tonga.multiply_moving", e, ins, outs,
				em.b.Flags(map[string]bool{"start_tensor_calc": true, "stop_tensor_calc": true, "is_transpose": true})...))
		} else {
			emit(em.b.Inst("tonga.transpose32", e, ins, outs))
		}
		return nil
	case "bir.core_barrier":
		emit(em.b.Inst("tonga.core_barrier", e, nil, nil,
			core.NamedAttr{Name: "id", Value: op.Attr("id")}, core.NamedAttr{Name: "cores", Value: op.Attr("cores")}))
		return nil
	}
	name, ok := tongaOf[op.Name()]
	if !ok {
		return op.Errorf("ncc cannot compile '%s' to tonga yet", op.Name())
	}
	if op.Name() == bir.Activation.Name {
		id, err := em.actSet(op)
		if err != nil {
			return err
		}
		if id != *loadedSet {
			emit(em.b.Inst("tonga.load_act_func_set", e, nil, nil, em.b.Int("id", int64(id))))
			*loadedSet = id
		}
	}
	var attrs []core.NamedAttr
	for _, d := range defs[name].Attrs {
		a := op.Attr(d.Name)
		if skipAttrs[d.Name] || a == nil {
			continue
		}
		if ep, ok := enumAttrs[d.Name]; ok {
			a = ep.Attr(em.c, int64(bir.EnumField(op, d.Name)))
		}
		attrs = append(attrs, core.NamedAttr{Name: d.Name, Value: a})
	}
	emit(em.b.Inst(name, e, ins, outs, attrs...))
	return nil
}

// actSet returns the id of the function set holding op's function: one
// set per function, named after it (docs/neff.md).
func (em *emitter) actSet(op *core.Operation) (int, error) {
	id, ok := bir.ActOf(op).PWP()
	if !ok {
		return 0, op.Errorf("ncc has no activation table for %s", bir.ActOf(op))
	}
	f, ok := pwp.ByID(id)
	if !ok {
		return 0, op.Errorf("ncc has no activation table for %s", bir.ActOf(op))
	}
	if i, ok := em.setID[f.Name]; ok {
		return i, nil
	}
	em.setID[f.Name] = len(em.sets)
	em.sets = append(em.sets, f.Name)
	return len(em.sets) - 1, nil
}

// aps converts on-chip bir APs to tonga's physical ones.
func (em *emitter) aps(aps []bir.AP) []tonga.AP {
	out := make([]tonga.AP, len(aps))
	for i, ap := range aps {
		p := em.g.places[ap.Alloc]
		m := arch.SBUF
		if p.info.Memory == bir.PSUM {
			m = arch.PSUM
		}
		out[i] = tonga.Tile(m, ap.StartPartition, ap.NumPartitions,
			p.addr+ap.Offset*int64(ap.DType.Size()), ap.Pairs, ap.DType)
	}
	return out
}
