package rewrite

import "ncc/core"

// simplifyRegions is MLIR's simplifyRegions: erase unreachable blocks, then
// dead ops and dead block arguments (runRegionDCE), then with merge set
// merge identical blocks and drop redundant block arguments. It reports
// whether anything changed.
func simplifyRegions(rw *Rewriter, regions []*core.Region, merge bool) bool {
	return simplifyRegionsWith(rw, regions, merge, nil)
}

// simplifyRegionsWith is simplifyRegions with lm (if not nil) as the
// liveness maps, which it leaves cleared.
func simplifyRegionsWith(rw *Rewriter, regions []*core.Region, merge bool, lm *liveMap) bool {
	changed := eraseUnreachableBlocks(rw, regions)
	changed = runRegionDCE(rw, regions, lm) || changed
	if merge {
		changed = mergeIdenticalBlocks(rw, regions) || changed
		changed = dropRedundantArguments(rw, regions) || changed
	}
	return changed
}

// SimplifyRegions exposes simplifyRegions to passes.
func SimplifyRegions(rw *Rewriter, regions []*core.Region, aggressive bool) bool {
	return simplifyRegions(rw, regions, aggressive)
}

// eraseUnreachableBlocks erases blocks not reachable from their region's
// entry block, in every region nested in regions.
func eraseUnreachableBlocks(rw *Rewriter, regions []*core.Region) bool {
	erased := false
	work := append([]*core.Region(nil), regions...)
	for len(work) > 0 {
		r := work[len(work)-1]
		work = work[:len(work)-1]
		if r.Empty() {
			continue
		}
		if r.HasOneBlock() {
			for o := r.First().First(); o != nil; o = o.Next() {
				work = append(work, o.Regions()...)
			}
			continue
		}
		reach := reachable(r.First())
		for b := r.First(); b != nil; {
			next := b.Next()
			if !reach[b] {
				dropDefinedValueUses(b)
				rw.EraseBlock(b)
				erased = true
			} else {
				for o := b.First(); o != nil; o = o.Next() {
					work = append(work, o.Regions()...)
				}
			}
			b = next
		}
	}
	return erased
}

func reachable(entry *core.Block) map[*core.Block]bool {
	seen := map[*core.Block]bool{entry: true}
	stack := []*core.Block{entry}
	for len(stack) > 0 {
		b := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if t := b.Last(); t != nil {
			for i := 0; i < t.NumSuccessors(); i++ {
				if s := t.Successor(i); s != nil && !seen[s] {
					seen[s] = true
					stack = append(stack, s)
				}
			}
		}
	}
	return seen
}

// liveMap records ops and values proven live by runRegionDCE.
type liveMap struct {
	ops     ptrTable[core.Operation]
	vals    map[core.Value]bool // block arguments
	changed bool
}

func (l *liveMap) reset() {
	l.ops.reset()
	clear(l.vals)
	l.changed = false
}

func (l *liveMap) opLive(op *core.Operation) bool { _, ok := l.ops.get(op); return ok }

// valLive and setVal treat an op result as its owner: MLIR tracks results
// of ops as a whole.
func (l *liveMap) valLive(v core.Value) bool {
	if r, ok := v.(*core.OpResult); ok {
		return l.opLive(r.Owner())
	}
	return l.vals[v]
}
func (l *liveMap) setOp(op *core.Operation) {
	if !l.opLive(op) {
		l.ops.put(op, 1)
		l.changed = true
	}
}
func (l *liveMap) setVal(v core.Value) {
	if r, ok := v.(*core.OpResult); ok {
		l.setOp(r.Owner())
		return
	}
	if !l.vals[v] {
		l.vals[v] = true
		l.changed = true
	}
}

// runRegionDCE erases ops that would be trivially dead and unused block
// arguments of non-entry blocks, following liveness through branch
// operands to a fixed point (cycles of dead values die together).
func runRegionDCE(rw *Rewriter, regions []*core.Region, lm *liveMap) bool {
	if lm == nil {
		lm = &liveMap{vals: map[core.Value]bool{}}
	}
	defer lm.reset()
	for {
		lm.changed = false
		for _, r := range regions {
			propagateRegion(r, lm)
		}
		if !lm.changed {
			break
		}
	}
	return deleteDeadness(rw, regions, lm)
}

func propagateRegion(r *core.Region, lm *liveMap) {
	if r.Empty() {
		return
	}
	for _, b := range postOrder(r.First()) {
		for o := b.Last(); o != nil; o = o.Prev() {
			propagateOp(o, lm)
		}
		if b.IsEntry() {
			continue
		}
		for _, a := range b.Args() {
			if !lm.valLive(a) {
				processValue(a, lm)
			}
		}
	}
}

func propagateOp(op *core.Operation, lm *liveMap) {
	for _, r := range op.Regions() {
		propagateRegion(r, lm)
	}
	if isTerminatorLike(op) {
		lm.setOp(op)
		br, ok := core.Iface[core.BranchOp](op)
		if !ok {
			for i := 0; i < op.NumSuccessors(); i++ {
				for _, a := range op.Successor(i).Args() {
					lm.setVal(a)
				}
			}
			return
		}
		for i := 0; i < op.NumSuccessors(); i++ {
			so := br.SuccessorOperands(op, i)
			for k := 0; k < so.Produced; k++ {
				lm.setVal(op.Successor(i).Arg(k))
			}
		}
		return
	}
	if lm.opLive(op) {
		return
	}
	if !WouldBeTriviallyDead(op) {
		lm.setOp(op)
		return
	}
	for i := 0; i < op.NumResults(); i++ {
		processValue(op.Result(i), lm)
	}
}

// isTerminatorLike is MLIR's hasTrait<IsTerminator>: registered terminators only.
func isTerminatorLike(op *core.Operation) bool { return op.HasTrait(core.Terminator) }

func processValue(v core.Value, lm *liveMap) {
	for u := core.FirstUse(v); u != nil; u = u.NextUse() {
		owner := u.Owner()
		if isTerminatorLike(owner) {
			if br, ok := core.Iface[core.BranchOp](owner); ok {
				if a := successorArg(owner, br, u.Index()); a != nil {
					if !lm.valLive(a) {
						continue
					}
				}
			}
		}
		if lm.opLive(owner) {
			lm.setVal(v)
			return
		}
	}
}

func deleteDeadness(rw *Rewriter, regions []*core.Region, lm *liveMap) bool {
	erased := false
	for _, r := range regions {
		if r.Empty() {
			continue
		}
		single := r.HasOneBlock()
		for _, b := range postOrder(r.First()) {
			if !single {
				if t := b.Last(); t != nil && t.HasTrait(core.Terminator) {
					if eraseSuccessorOperands(rw, t, lm) {
						erased = true
					}
				}
			}
			for o := b.Last(); o != nil; {
				prev := o.Prev()
				if !lm.opLive(o) {
					erased = true
					dropResultUses(o)
					rw.EraseOp(o)
				} else if len(o.Regions()) > 0 {
					erased = deleteDeadness(rw, o.Regions(), lm) || erased
				}
				o = prev
			}
		}
		for b := r.First().Next(); b != nil; b = b.Next() {
			for i := b.NumArgs() - 1; i >= 0; i-- {
				if !lm.valLive(b.Arg(i)) {
					b.EraseArg(i)
					erased = true
				}
			}
		}
	}
	return erased
}

func eraseSuccessorOperands(rw *Rewriter, t *core.Operation, lm *liveMap) bool {
	br, ok := core.Iface[core.BranchOp](t)
	if !ok {
		return false
	}
	var drop []int
	for s := t.NumSuccessors() - 1; s >= 0; s-- {
		so := br.SuccessorOperands(t, s)
		succ := t.Successor(s)
		for k := so.Len - 1; k >= 0; k-- {
			if !lm.valLive(succ.Arg(so.Produced + k)) {
				drop = append(drop, so.Start+k)
			}
		}
	}
	if len(drop) == 0 {
		return false
	}
	EraseOperands(t, drop)
	return true
}
