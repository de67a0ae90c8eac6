package transforms

import (
	"ncc/core"
	"ncc/core/pass"
	"ncc/dialects/penguin"
	"ncc/rewrite"
)

// Fuse is penguin-fuse: producer → consumer fusion of loop nests that
// communicate through HBM.
type Fuse struct {
	Target string `opt:"target" help:"Target whose SBUF budget fused loops must respect (default: the kernel's)"`
	Budget int64  `opt:"sbuf-budget" default:"0" help:"SBUF bytes per partition the live tiles may use (0: the target's partition)"`

	NumFused     pass.Statistic `stat:"num-fused" help:"Number of loops merged into the loop before them"`
	NumForwarded pass.Statistic `stat:"num-forwarded" help:"Number of loads replaced by the tile stored there"`
	NumErased    pass.Statistic `stat:"num-erased" help:"Number of HBM intermediates erased"`
}

func init() {
	pass.Register(pass.Info{
		Arg:     "penguin-fuse",
		Name:    "PenguinFuse",
		Summary: "Fuses penguin loop nests that pass tiles through HBM intermediates",
		Description: "Two parallel loops with the same bounds, where the second loads in each iteration exactly " +
			"the region of a buffer the first stores in the same iteration (or the [P, 1] column it stores, read " +
			"back broadcast along the rows), become one loop; the load is replaced by the stored tile (a column " +
			"by a broadcast, which elementwise ops read as the column itself), a second load of one tile by the " +
			"first, and an hbm_alloc that nothing reads any more is erased with its stores. Repeats to a " +
			"fixpoint, so an elementwise chain after a matmul reads PSUM once and writes HBM once, and softmax " +
			"reads its input once. Last, a load broadcasting an HBM vector along the rows loads the column and " +
			"broadcasts on chip, one DMA run per partition instead of one per element.",
		Dialects: []string{"penguin"},
		New:      func() pass.Pass { return &Fuse{} },
	})
}

// Run fuses in every kernel of op.
func (p *Fuse) Run(op *core.Operation, st *pass.State) error {
	changed := false
	for _, k := range kernels(op) {
		t, err := targetOf(k, p.Target)
		if err != nil {
			return err
		}
		f := &fuser{Fuse: p, k: k, budget: budgetOf(t, p.Budget), refused: map[[2]*core.Operation]bool{}, bound: -1}
		for {
			n := f.forwardAll() + f.eraseDead()
			if n > 0 {
				eraseDeadOps(k)
			}
			n += f.fuseSweep()
			if n == 0 {
				break
			}
			changed = true
		}
		if narrowBroadcastLoads(k) > 0 {
			changed = true
		}
	}
	if !changed {
		st.PreserveAll()
	}
	return nil
}

type fuser struct {
	*Fuse
	k       *core.Operation
	budget  int64
	refused map[[2]*core.Operation]bool
	// bound is an upper bound of the kernel's SBUF peak (-1: unknown):
	// the exact peak once computed, plus what each fusion since may have
	// added, so most fusions need no trial on a copy of the kernel.
	bound int64
}

// fuseSweep merges, in program order, every loop with the loops after it
// that it may be fused with, and reports how many merges it made. A merged
// loop stays the candidate for the next one, so a chain becomes one loop
// in a single sweep.
func (f *fuser) fuseSweep() int {
	var loops []*core.Operation
	f.k.Walk(core.PreOrder, func(o *core.Operation) core.WalkResult {
		if o.Name() == opFor {
			loops = append(loops, o)
		}
		return core.Advance
	})
	merged := map[*core.Operation]bool{}
	n := 0
	for _, p := range loops {
		if merged[p] {
			continue
		}
		for {
			q, between := nextLoop(p)
			if q == nil || f.refused[[2]*core.Operation{p, q}] || !canFuse(p, q) {
				break
			}
			if !f.fitsBudget(p, q, between) {
				f.refused[[2]*core.Operation{p, q}] = true
				break
			}
			merge(p, q, between)
			merged[q] = true
			f.NumFused.Inc()
			n++
		}
	}
	return n
}

// nextLoop is the loop after p, past ops without regions or memory
// effects (and allocations) that may move before p.
func nextLoop(p *core.Operation) (*core.Operation, []*core.Operation) {
	var between []*core.Operation
	for o := p.Next(); o != nil; o = o.Next() {
		switch {
		case o.Name() == opFor:
			return o, between
		case o.NumRegions() == 0 && !o.HasTrait(core.Terminator) && (o.HasTrait(core.NoMemoryEffect) || o.Name() == opAlloc):
			between = append(between, o)
		default:
			return nil, nil
		}
	}
	return nil, nil
}

// canFuse reports whether running q's iteration i right after p's
// iteration i computes what running all of p, then all of q, does, and
// whether q consumes what p produces.
func canFuse(p, q *core.Operation) bool {
	pf, _ := forLoop(p)
	qf, _ := forLoop(q)
	if !sameLoop(pf, qf) || pf.LoopKind() != penguin.Parallel || len(pf.Inits()) > 0 || len(qf.Inits()) > 0 {
		return false
	}
	effP, okP := effectsOf([]*core.Operation{p})
	effQ, okQ := effectsOf([]*core.Operation{q})
	if !okP || !okQ {
		return false
	}
	consumes := false
	for _, e := range effQ {
		if e.write {
			for _, w := range effP {
				if mayAlias(w.root, e.root) {
					return false // q writes what p reads or writes
				}
			}
			continue
		}
		if !writes(effP, e.root) {
			continue
		}
		// q reads what p writes: only the region p's iteration i stores.
		var stores []*core.Operation
		for _, w := range effP {
			if w.write {
				if w.root == nil {
					return false
				}
				if w.root == e.root {
					stores = append(stores, w.op)
				}
			}
		}
		if len(stores) != 1 || !produces(stores[0], e.op, p, q) {
			return false
		}
		consumes = true
	}
	return consumes
}

// sameLoop reports whether two loops have the same iteration space.
func sameLoop(a, b penguin.ForOp) bool {
	la, ua, sa := a.Bounds()
	lb, ub, sb := b.Bounds()
	return la == lb && ua == ub && sa == sb && a.LoopKind() == b.LoopKind()
}

// produces reports whether store s, nested in loop p, writes in each
// iteration exactly the region load l, nested in loop q, reads in the same
// iteration: the same buffer value, the same loops around them, the same
// starts as functions of the induction variables, the same walk and tile.
func produces(s, l *core.Operation, p, q *core.Operation) bool {
	st, ok1 := penguin.AsStoreOp(s)
	ld, ok2 := penguin.AsLoadOp(l)
	if !ok1 || !ok2 || !sameBuffer(st.Dest(), ld.Source()) {
		return false
	}
	cs, cl := loopChain(s, p), loopChain(l, q)
	if cs == nil || cl == nil || len(cs) != len(cl) {
		return false
	}
	ivs := map[core.Value]core.Value{}
	for i := range cs {
		if i > 0 && !sameLoop(cs[i], cl[i]) {
			return false
		}
		ivs[cs[i].InductionVar()] = cl[i].InductionVar()
	}
	ts, tl := tileOf(st.Value()), tileOf(ld.ResultSlot())
	return sameAccess(st.Access(), ld.Access(), ts, tl, ivs) || columnBroadcast(st.Access(), ld.Access(), ts, tl, ivs)
}

// loopChain is the loops from top down to op, when all of op's ancestors
// up to top are penguin.for loops; nil otherwise.
func loopChain(op, top *core.Operation) []penguin.ForOp {
	var chain []penguin.ForOp
	for a := op.ParentOp(); ; a = a.ParentOp() {
		f, ok := forLoop(a)
		if !ok {
			return nil
		}
		chain = append([]penguin.ForOp{f}, chain...)
		if a == top {
			return chain
		}
	}
}

// merge moves q's body to the end of p's and erases q; the ops between
// them move before p.
func merge(p, q *core.Operation, between []*core.Operation) {
	for _, o := range between {
		o.MoveBefore(p)
	}
	pf, _ := forLoop(p)
	qf, _ := forLoop(q)
	core.ReplaceAllUsesWith(qf.InductionVar(), pf.InductionVar())
	y := pf.Region(0).First().Last()
	for _, o := range bodyOps(qf.Region(0).First()) {
		o.MoveBefore(y)
		if d := duplicateBefore(o); d != nil {
			o.ReplaceAllUsesWith(d.Results())
			o.Erase()
		}
	}
	q.Erase()
}

// duplicateBefore is an arith op earlier in o's block that computes what
// arith op o does from the same operands (the consumer's copy of the
// producer's index computations), or nil.
func duplicateBefore(o *core.Operation) *core.Operation {
	if o.Dialect() != "arith" || !o.HasTrait(core.NoMemoryEffect) || o.NumRegions() > 0 {
		return nil
	}
	for d := o.Prev(); d != nil; d = d.Prev() {
		if d.Name() != o.Name() || d.NumOperands() != o.NumOperands() || d.NumResults() != o.NumResults() {
			continue
		}
		same := true
		for i := 0; i < o.NumResults() && same; i++ {
			same = equivIndex(d.Result(i), o.Result(i), nil)
		}
		if same {
			return d
		}
	}
	return nil
}

// fitsBudget reports whether the kernel with p and q fused (and the loads
// forwarded) keeps its live tiles within the SBUF budget, or at least
// needs no more than now. It fuses a copy of the kernel to find out.
func (f *fuser) fitsBudget(p, q *core.Operation, between []*core.Operation) bool {
	// Fusing can add at most the two bodies' own peaks (their live sets
	// together) to what is live around them: when even that fits under the
	// bound, no trial is needed.
	pp, _ := peakSBUF(p, liveness{})
	pq, _ := peakSBUF(q, liveness{})
	inc := pp + pq
	if f.bound < 0 {
		f.bound, _ = peakSBUF(f.k, liveness{})
	}
	if f.bound+inc > f.budget {
		f.bound, _ = peakSBUF(f.k, liveness{}) // tighten, then try again
	}
	if f.bound+inc <= f.budget {
		f.bound += inc
		return true
	}
	before := f.bound
	f.bound = -1
	o := numberOps(f.k)
	cl := f.k.Clone(nil)
	defer cl.DropAllReferences()
	oc := numberOps(cl)
	at := func(op *core.Operation) *core.Operation { return oc.ops[o.pos[op]] }
	var b2 []*core.Operation
	for _, x := range between {
		b2 = append(b2, at(x))
	}
	merge(at(p), at(q), b2)
	(&fuser{Fuse: &Fuse{}, k: cl}).forwardAll()
	after, _ := peakSBUF(cl, liveness{})
	return after <= f.budget || after <= before
}

// forwardAll replaces each load that reads what a store before it in the
// same block wrote, with nothing in between that may write the buffer, by
// the stored tile (broadcast, for a stored column read back across the
// free dimension), and a load of what a load before it read by that
// tile.
func (f *fuser) forwardAll() int {
	var loads []*core.Operation
	f.k.Walk(core.PreOrder, func(o *core.Operation) core.WalkResult {
		if o.Name() == opLoad {
			loads = append(loads, o)
		}
		return core.Advance
	})
	// Only a store or another load in the load's own block can be
	// forwarded: skip the backward scan for buffers the block accesses
	// once.
	seen := map[*core.Block]map[core.Value]int{}
	f.k.Walk(core.PreOrder, func(o *core.Operation) core.WalkResult {
		var buf core.Value
		if st, ok := penguin.AsStoreOp(o); ok {
			buf = st.Dest()
		} else if ld, ok := penguin.AsLoadOp(o); ok {
			buf = ld.Source()
		} else {
			return core.Advance
		}
		b := o.ParentBlock()
		if seen[b] == nil {
			seen[b] = map[core.Value]int{}
		}
		seen[b][root(buf)]++
		return core.Advance
	})
	n := 0
	for _, l := range loads {
		if seen[l.ParentBlock()][root(l.Operand(0))] < 2 {
			continue
		}
		if v := storedBefore(l); v != nil {
			if tl := tileOf(l.Result(0)); tileOf(v) != tl {
				// A stored column read back broadcast.
				b := core.NewBuilder(l.Context())
				b.SetInsertionPoint(l)
				v = penguin.NewBroadcast(b, l.Loc(), v, tl)
			}
			core.ReplaceAllUsesWith(l.Result(0), v)
			l.Erase()
			f.NumForwarded.Inc()
			n++
		}
	}
	if n > 0 {
		// A broadcast forwarded through a materialized copy reaches its
		// readers only now.
		var bcasts []*core.Operation
		f.k.Walk(core.PreOrder, func(o *core.Operation) core.WalkResult {
			if o.Name() == penguin.Broadcast.Name && tileOf(o.Operand(0)).IsColumn() {
				bcasts = append(bcasts, o)
			}
			return core.Advance
		})
		for _, b := range bcasts {
			foldColumns(b.Result(0))
		}
	}
	return n
}

// storedBefore is the tile a store earlier in l's block wrote to exactly
// the region load l reads (or an earlier load read), or nil.
func storedBefore(l *core.Operation) core.Value {
	ld, _ := penguin.AsLoadOp(l)
	src, tt := ld.Source(), tileOf(ld.ResultSlot())
	r := root(src)
	for o := l.Prev(); o != nil; o = o.Prev() {
		if st, ok := penguin.AsStoreOp(o); ok && sameBuffer(st.Dest(), src) {
			ts := tileOf(st.Value())
			if ts == tt && sameAccess(st.Access(), ld.Access(), tt, tt, nil) || columnBroadcast(st.Access(), ld.Access(), ts, tt, nil) {
				return st.Value()
			}
		}
		// An earlier load of the same tile (two fused loops reading one
		// input) is read once.
		if pl, ok := penguin.AsLoadOp(o); ok && sameBuffer(pl.Source(), src) && tileOf(pl.ResultSlot()) == tt &&
			sameAccess(pl.Access(), ld.Access(), tt, tt, nil) {
			return pl.ResultSlot()
		}
		effs, ok := effectsOf([]*core.Operation{o})
		if !ok || writes(effs, r) {
			return nil
		}
	}
	return nil
}

// narrowBroadcastLoads rewrites each load that broadcasts an HBM vector
// along the free dimension ([P, F] from a column, dims [dN, bcast]) into a
// load of the [P, 1] column and a penguin.broadcast of it on chip: the DMA
// would move one element per descriptor run, F of them per partition,
// each costing a whole DMA beat, where one run per partition does. The
// broadcast then folds into the elementwise ops that read it.
func narrowBroadcastLoads(k *core.Operation) int {
	var loads []*core.Operation
	k.Walk(core.PreOrder, func(o *core.Operation) core.WalkResult {
		if ld, ok := penguin.AsLoadOp(o); ok {
			acc, t := ld.Access(), tileOf(ld.ResultSlot())
			if t != nil && len(t.Dims) == 2 && t.Dims[1] > 1 && len(acc.Dims) == 2 &&
				acc.Dims[1] == penguin.Bcast && acc.Dims[0] != penguin.Bcast {
				loads = append(loads, o)
			}
		}
		return core.Advance
	})
	for _, l := range loads {
		ld, _ := penguin.AsLoadOp(l)
		acc, t := ld.Access(), tileOf(ld.ResultSlot())
		acc.Dims = []penguin.DimMap{acc.Dims[0], penguin.Walk(acc.Dims[0].Dim)}
		b := core.NewBuilder(l.Context())
		b.SetInsertionPoint(l)
		col := penguin.NewLoad(b, l.Loc(), ld.Source(), acc, t.WithShape(l.Context(), []int64{t.Dims[0], 1}))
		bc := penguin.NewBroadcast(b, l.Loc(), col, t)
		core.ReplaceAllUsesWith(l.Result(0), bc)
		l.Erase()
		foldColumns(bc)
	}
	return len(loads)
}

// foldColumns lets the elementwise ops that read broadcast b read its
// [P, 1] column instead (penguin.ewise broadcasts a column along the free
// dimensions itself), when another input of theirs has the result's
// shape; b is erased once nothing reads it.
func foldColumns(b core.Value) {
	col := b.(*core.OpResult).Owner().Operand(0)
	for _, u := range core.Uses(b) {
		op := u.Owner()
		if op.Name() != penguin.Ewise.Name {
			continue
		}
		rt := tileOf(op.Result(0))
		full := false
		for i, v := range op.Operands() {
			if i != u.Index() && v != b && sameInts(tileOf(v).Dims, rt.Dims) {
				full = true
			}
		}
		if full {
			u.Set(col)
		}
	}
	if len(core.Uses(b)) == 0 {
		b.(*core.OpResult).Owner().Erase()
	}
}

// eraseDead erases the HBM allocations of the kernel's body that nothing
// reads (only stores and views use them), with their stores and views.
func (f *fuser) eraseDead() int {
	n := 0
	for _, o := range bodyOps(f.k.Region(0).First()) {
		if o.Name() != opAlloc {
			continue
		}
		var dead []*core.Operation
		if !onlyWritten(o.Result(0), &dead) {
			continue
		}
		for i := len(dead) - 1; i >= 0; i-- {
			dead[i].Erase()
		}
		o.Erase()
		f.NumErased.Inc()
		n++
	}
	return n
}

// onlyWritten reports whether buffer v is only stored to, directly or
// through views, and collects those stores and views (users first).
func onlyWritten(v core.Value, ops *[]*core.Operation) bool {
	for _, u := range core.Users(v) {
		switch {
		case u.Name() == opStore && u.Operand(1) == v && u.Operand(0) != v:
			*ops = append(*ops, u)
		case u.Name() == opView:
			*ops = append(*ops, u)
			if !onlyWritten(u.Result(0), ops) {
				return false
			}
		default:
			return false
		}
	}
	return true
}

// eraseDeadOps erases the ops of k whose results are unused and which only
// read memory, until none is left: what fed an erased store or load.
func eraseDeadOps(k *core.Operation) {
	for {
		var dead []*core.Operation
		k.Walk(core.PostOrder, func(o *core.Operation) core.WalkResult {
			if o != k && rewrite.IsTriviallyDead(o) {
				dead = append(dead, o)
			}
			return core.Advance
		})
		if len(dead) == 0 {
			return
		}
		for _, o := range dead {
			if k.IsAncestorOf(o) {
				o.Erase()
			}
		}
	}
}
