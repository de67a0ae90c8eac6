package transforms

import (
	"ncc/arch"
	"ncc/core"
	"ncc/core/pass"
	"ncc/dialects/penguin"
)

// Schedule is penguin-schedule: loop order for reuse and double buffering.
type Schedule struct {
	Target       string `opt:"target" help:"Target whose SBUF budget hoisted and double-buffered tiles must respect (default: the kernel's)"`
	Budget       int64  `opt:"sbuf-budget" default:"0" help:"SBUF bytes per partition the live tiles may use (0: the target's partition)"`
	Interchange  bool   `opt:"interchange" default:"true" help:"Interchange perfectly nested parallel loops when more reloads become invariant"`
	DoubleBuffer bool   `opt:"double-buffer" default:"true" help:"Mark loads in loops of more than one iteration double_buffer"`

	NumHoisted        pass.Statistic `stat:"num-hoisted" help:"Number of loop-invariant ops hoisted"`
	NumInterchanged   pass.Statistic `stat:"num-interchanged" help:"Number of loop pairs interchanged"`
	NumDoubleBuffered pass.Statistic `stat:"num-double-buffered" help:"Number of loads marked double_buffer"`
}

func init() {
	pass.Register(pass.Info{
		Arg:     "penguin-schedule",
		Name:    "PenguinSchedule",
		Summary: "Orders penguin loops for tile reuse and marks double-buffered loads",
		Description: "Interchanges two perfectly nested parallel loops when that makes more of the inner loop's " +
			"loads independent of it; hoists loop-invariant loads (of buffers the loop does not write) and pure " +
			"ops whose operands are defined outside out of their loops; marks the loads left in loops of more " +
			"than one iteration `double_buffer`, as far as the SBUF budget allows twice their tiles.",
		Dialects: []string{"penguin"},
		New:      func() pass.Pass { return &Schedule{Interchange: true, DoubleBuffer: true} },
	})
}

// Run schedules every kernel in op.
func (p *Schedule) Run(op *core.Operation, st *pass.State) error {
	changed := false
	for _, k := range kernels(op) {
		t, err := targetOf(k, p.Target)
		if err != nil {
			return err
		}
		s := &scheduler{Schedule: p, k: k, budget: budgetOf(t, p.Budget)}
		if p.Interchange {
			changed = s.interchangeAll() || changed
		}
		changed = s.hoistAll() || changed
		if p.DoubleBuffer {
			changed = s.markDouble() || changed
		}
	}
	if !changed {
		st.PreserveAll()
	}
	return nil
}

type scheduler struct {
	*Schedule
	k      *core.Operation
	budget int64
}

func (s *scheduler) loops(order core.WalkOrder) []*core.Operation {
	var ls []*core.Operation
	s.k.Walk(order, func(o *core.Operation) core.WalkResult {
		if o.Name() == opFor {
			ls = append(ls, o)
		}
		return core.Advance
	})
	return ls
}

// Hoisting.

// hoistAll moves loop-invariant ops out of their loops, innermost loops
// first, so an op may climb several levels. When the hoisted tiles, live
// through the whole loop, overflow the SBUF budget, the last hoists are
// undone until they fit.
func (s *scheduler) hoistAll() bool {
	changed := false
	// base is the exact peak when extra is 0; hoisting a tile raises the
	// peak by at most its bytes, so base+extra bounds the peak and the
	// exact (whole-kernel) computation runs only when the bound says no.
	base, extra := int64(-1), int64(0)
	for _, l := range s.loops(core.PostOrder) {
		f, _ := forLoop(l)
		if f.TripCount() < 1 {
			continue
		}
		effs, ok := effectsOf([]*core.Operation{l})
		type move struct{ op, next *core.Operation }
		var moved []move
		added := int64(0)
		for _, o := range bodyOps(f.Region(0).First()) {
			if hoistable(o, l, effs, ok) {
				if base < 0 {
					base, _ = peakSBUF(s.k, liveness{})
					extra = 0
				}
				moved = append(moved, move{o, o.Next()})
				o.MoveBefore(l)
				for _, r := range o.Results() {
					if tt := tileOf(r); tt != nil && tt.Mem == arch.SBUF {
						added += tt.PartitionBytes()
					}
				}
			}
		}
		if len(moved) == 0 {
			continue
		}
		limit := max(base, s.budget)
		if base+extra+added > limit {
			for len(moved) > 0 {
				peak, _ := peakSBUF(s.k, liveness{})
				if peak <= limit {
					base, extra, added = peak, 0, 0
					break
				}
				m := moved[len(moved)-1]
				m.op.MoveBefore(m.next)
				moved = moved[:len(moved)-1]
			}
			if len(moved) == 0 {
				base, added = -1, 0
			}
		}
		extra += added
		s.NumHoisted.Add(int64(len(moved)))
		changed = changed || len(moved) > 0
	}
	return changed
}

// hoistable reports whether o, in loop l's body, computes the same in
// every iteration and may run once before the loop: a pure op of values
// defined outside, or a load of a buffer the loop does not write. Tiles
// that are memsets (no operands) stay, and so do tiles a loop carries or a
// matmul accumulates into, which a lowering may update in place.
func hoistable(o, l *core.Operation, effs []effect, effsKnown bool) bool {
	if o.NumRegions() > 0 || o.HasTrait(core.Terminator) {
		return false
	}
	for _, x := range o.Operands() {
		if !definedOutside(x, l) {
			return false
		}
	}
	for _, r := range o.Results() {
		if tileOf(r) == nil {
			continue
		}
		if o.NumOperands() == 0 {
			return false
		}
		for _, u := range core.Uses(r) {
			if n := u.Owner().Name(); n == opFor || n == "penguin.while" || (n == opMatmul && u.Index() == 2) {
				return false
			}
		}
	}
	switch {
	case o.HasTrait(core.NoMemoryEffect):
		return true
	case o.Name() == opLoad || o.Name() == opLoadIndirect:
		return effsKnown && !writes(effs, root(o.Operand(0)))
	}
	return false
}

// Interchange.

// interchangeAll swaps perfectly nested parallel loops where the inner
// loop's loads that do not depend on the outer index would save more DMA
// bytes, once hoisted, than those that do not depend on the inner one.
func (s *scheduler) interchangeAll() bool {
	changed := false
	for _, o := range s.loops(core.PreOrder) {
		inner, sink := perfectNest(o)
		if inner == nil || !worthSwapping(o, inner) {
			continue
		}
		anchor := inner.Region(0).First().First()
		for _, x := range sink {
			x.MoveBefore(anchor)
		}
		swap(o, inner)
		s.NumInterchanged.Inc()
		changed = true
	}
	return changed
}

// perfectNest returns the loop nested in o when o's body is that loop and
// index computations used only inside it, both parallel loops carrying
// nothing; and those computations.
func perfectNest(o *core.Operation) (*core.Operation, []*core.Operation) {
	of, _ := forLoop(o)
	if of.LoopKind() != penguin.Parallel || len(of.Inits()) > 0 {
		return nil, nil
	}
	var inner *core.Operation
	var sink []*core.Operation
	for _, x := range bodyOps(of.Region(0).First()) {
		switch {
		case x.Name() == opFor && inner == nil:
			inner = x
		case inner == nil && x.NumRegions() == 0 && x.HasTrait(core.NoMemoryEffect):
			sink = append(sink, x)
		default:
			return nil, nil
		}
	}
	inf, ok := forLoop(inner)
	if !ok || inf.LoopKind() != penguin.Parallel || len(inf.Inits()) > 0 {
		return nil, nil
	}
	for _, x := range sink {
		for _, r := range x.Results() {
			if _, isIdx := r.Type().(*core.IndexType); !isIdx {
				return nil, nil
			}
			for _, u := range core.Users(r) {
				if !inner.IsAncestorOf(u) && !containsOp(sink, u) {
					return nil, nil
				}
			}
		}
	}
	return inner, sink
}

func containsOp(ops []*core.Operation, op *core.Operation) bool {
	for _, o := range ops {
		if o == op {
			return true
		}
	}
	return false
}

// worthSwapping compares the bytes the loads at the top of inner's body
// reload needlessly in the present order and in the swapped one.
func worthSwapping(outer, inner *core.Operation) bool {
	of, _ := forLoop(outer)
	inf, _ := forLoop(inner)
	to, ti := of.TripCount(), inf.TripCount()
	effs, ok := effectsOf([]*core.Operation{inner})
	if !ok {
		return false
	}
	var now, swapped int64
	for _, x := range bodyOps(inf.Region(0).First()) {
		if x.Name() != opLoad || writes(effs, root(x.Operand(0))) {
			continue
		}
		tt := tileOf(x.Result(0))
		bytes := tt.NumElements() * int64(tt.DType().Size())
		onOuter, onInner := false, false
		for _, v := range x.Operands() {
			onOuter = onOuter || dependsOn(v, of.InductionVar(), outer)
			onInner = onInner || dependsOn(v, inf.InductionVar(), outer)
		}
		switch {
		case onOuter && !onInner:
			now += bytes * to * (ti - 1)
		case onInner && !onOuter:
			swapped += bytes * ti * (to - 1)
		}
	}
	return swapped > now
}

// dependsOn reports whether v may depend on iv, looking at the ops nested
// in top that compute it; an op with regions counts as depending on it.
func dependsOn(v, iv core.Value, top *core.Operation) bool {
	if v == iv {
		return true
	}
	d := core.DefiningOp(v)
	if d == nil || !top.IsAncestorOf(d) {
		return false
	}
	if d.NumRegions() > 0 {
		return true
	}
	for _, x := range d.Operands() {
		if dependsOn(x, iv, top) {
			return true
		}
	}
	return false
}

// swap interchanges two perfectly nested loops: their bounds and kinds
// trade places, and so do the uses of their induction variables.
func swap(outer, inner *core.Operation) {
	for _, name := range []string{"lb", "ub", "step", "kind"} {
		a, b := outer.Attr(name), inner.Attr(name)
		outer.SetAttr(name, b)
		inner.SetAttr(name, a)
	}
	of, _ := forLoop(outer)
	inf, _ := forLoop(inner)
	io, ii := of.InductionVar(), inf.InductionVar()
	usesO, usesI := core.Uses(io), core.Uses(ii)
	for _, u := range usesO {
		u.Set(ii)
	}
	for _, u := range usesI {
		u.Set(io)
	}
}

// Double buffering.

// markDouble marks the loads in loops of more than one iteration that do
// not write the loaded buffer double_buffer, in program order, while twice
// their tiles fit the budget.
func (s *scheduler) markDouble() bool {
	var loads []*core.Operation
	s.k.Walk(core.PreOrder, func(o *core.Operation) core.WalkResult {
		if o.Name() == opLoad && o.Attr(DoubleBufferAttr) == nil {
			loads = append(loads, o)
		}
		return core.Advance
	})
	changed := false
	// The peak with the loads marked so far, plus the bytes of every load
	// marked since it was computed: an upper bound (their extra tiles may
	// not be live at once) that spares a liveness pass per load; it is
	// computed exactly again when the bound says no.
	var peak, extra int64 = -1, 0
	exact := func() {
		peak, _ = peakSBUF(s.k, liveness{})
		extra = 0
	}
	for _, l := range loads {
		f, ok := enclosingFor(l)
		if !ok || f.TripCount() < 2 {
			continue
		}
		// The next iteration's load may run during this one only when
		// this one does not write its buffer.
		if effs, ok := effectsOf([]*core.Operation{f.Operation}); !ok || writes(effs, root(l.Operand(0))) {
			continue
		}
		bytes := int64(0)
		if tt := tileOf(l.Result(0)); tt != nil {
			bytes = tt.PartitionBytes()
		}
		if peak < 0 {
			exact()
		}
		if peak+extra+bytes > s.budget {
			exact()
			if after, _ := peakSBUF(s.k, liveness{double: func(o *core.Operation) bool {
				return o == l || o.Attr(DoubleBufferAttr) != nil
			}}); after > s.budget {
				continue
			}
		}
		l.SetAttr(DoubleBufferAttr, core.Unit(l.Context()))
		extra += bytes
		s.NumDoubleBuffered.Inc()
		changed = true
	}
	return changed
}

// enclosingFor is the innermost penguin.for around op.
func enclosingFor(op *core.Operation) (penguin.ForOp, bool) {
	for a := op.ParentOp(); a != nil && a.Name() != opKernel; a = a.ParentOp() {
		if f, ok := forLoop(a); ok {
			return f, true
		}
	}
	return penguin.ForOp{}, false
}
