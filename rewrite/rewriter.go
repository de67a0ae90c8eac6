package rewrite

import "ncc/core"

// Listener is told about every change a Rewriter makes, so a driver can keep
// its worklist current. Inserted and Modified are sent after the change;
// Replaced and Erased before it, while the op is still intact.
type Listener interface {
	OpInserted(op *core.Operation)
	OpModified(op *core.Operation)
	OpReplaced(op *core.Operation, with []core.Value)
	OpErased(op *core.Operation)
	BlockInserted(b *core.Block)
	BlockErased(b *core.Block)
}

// NopListener ignores every notification; embed it to implement only some.
type NopListener struct{}

func (NopListener) OpInserted(*core.Operation)               {}
func (NopListener) OpModified(*core.Operation)               {}
func (NopListener) OpReplaced(*core.Operation, []core.Value) {}
func (NopListener) OpErased(*core.Operation)                 {}
func (NopListener) BlockInserted(*core.Block)                {}
func (NopListener) BlockErased(*core.Block)                  {}

// Rewriter is a core.Builder whose every mutation of the IR goes through a
// method that notifies its Listener. Patterns must change IR only through
// it: a change made behind its back is invisible to the driver (the op is
// not revisited) and to the convergence check.
//
// Rewriter shadows the Builder's inserting methods (Insert, Create,
// CreateOp, CreateBlock) so they notify too.
type Rewriter struct {
	core.Builder
	Listener Listener // may be nil

	modifying []*core.Operation // ops between StartModify and FinalizeModify
}

// NewRewriter returns a rewriter with no insertion point.
func NewRewriter(ctx *core.Context, l Listener) *Rewriter {
	return &Rewriter{Builder: core.Builder{Ctx: ctx}, Listener: l}
}

// Insert puts a detached op at the insertion point and notifies.
func (r *Rewriter) Insert(op *core.Operation) *core.Operation {
	r.Builder.Insert(op)
	if r.Listener != nil && op.ParentBlock() != nil {
		r.notifyInsertedTree(op)
	}
	return op
}

// notifyInsertedTree reports op and, as MLIR's OpBuilder::insert does for
// cloned ops, leaves nested ops alone: they are reached through op.
func (r *Rewriter) notifyInsertedTree(op *core.Operation) { r.Listener.OpInserted(op) }

// Create builds an op from st at the insertion point.
func (r *Rewriter) Create(st *core.OpState) *core.Operation {
	if st.Ctx == nil {
		st.Ctx = r.Ctx
	}
	return r.Insert(core.NewOperation(st))
}

// CreateOp builds an op by name at the insertion point (see core.Builder.CreateOp).
func (r *Rewriter) CreateOp(name string, loc core.Location, operands []core.Value, results []core.Type, attrs ...core.NamedAttr) *core.Operation {
	n, err := r.Ctx.OpName(name)
	if err != nil {
		panic("rewrite: CreateOp: " + err.Error())
	}
	return r.Create(&core.OpState{Ctx: r.Ctx, Name: n, Loc: loc, Operands: operands, ResultTypes: results, Attrs: attrs})
}

// Clone inserts a clone of op at the insertion point.
func (r *Rewriter) Clone(op *core.Operation, m *core.Mapping) *core.Operation {
	return r.Insert(op.Clone(m))
}

// CreateBlock appends a block to region (before `before` if not nil) and
// moves the insertion point to its end.
func (r *Rewriter) CreateBlock(region *core.Region, before *core.Block, types []core.Type, locs []core.Location) *core.Block {
	b := core.NewBlock(types, locs)
	if before == nil {
		region.Append(b)
	} else {
		region.InsertAfter(b, before.Prev())
	}
	r.SetInsertionPointToEnd(b)
	if r.Listener != nil {
		r.Listener.BlockInserted(b)
	}
	return b
}

// StartModify announces an in-place change of op (attributes, operands,
// successors, location); FinalizeModify ends it and notifies. Use
// ModifyInPlace where the change fits in a function.
func (r *Rewriter) StartModify(op *core.Operation) { r.modifying = append(r.modifying, op) }

// FinalizeModify notifies that op was modified in place.
func (r *Rewriter) FinalizeModify(op *core.Operation) {
	r.popModify(op)
	if r.Listener != nil {
		r.Listener.OpModified(op)
	}
}

// CancelModify ends a StartModify that changed nothing.
func (r *Rewriter) CancelModify(op *core.Operation) { r.popModify(op) }

func (r *Rewriter) popModify(op *core.Operation) {
	for i := len(r.modifying) - 1; i >= 0; i-- {
		if r.modifying[i] == op {
			r.modifying = append(r.modifying[:i], r.modifying[i+1:]...)
			return
		}
	}
	panic("rewrite: FinalizeModify/CancelModify without StartModify")
}

// ModifyInPlace runs f, which changes op in place, and notifies.
func (r *Rewriter) ModifyInPlace(op *core.Operation, f func()) {
	f()
	if r.Listener != nil {
		r.Listener.OpModified(op)
	}
}

// ReplaceAllUsesWith makes every use of from use to; each user is reported
// modified.
func (r *Rewriter) ReplaceAllUsesWith(from, to core.Value) {
	if from == to {
		return
	}
	for u := core.FirstUse(from); u != nil; {
		next := u.NextUse()
		owner := u.Owner()
		u.Set(to)
		if r.Listener != nil {
			r.Listener.OpModified(owner)
		}
		u = next
	}
}

// ReplaceUsesIf replaces the uses of from for which pred holds.
func (r *Rewriter) ReplaceUsesIf(from, to core.Value, pred func(*core.Operand) bool) {
	for u := core.FirstUse(from); u != nil; {
		next := u.NextUse()
		if pred(u) {
			owner := u.Owner()
			u.Set(to)
			if r.Listener != nil {
				r.Listener.OpModified(owner)
			}
		}
		u = next
	}
}

// ReplaceAllOpUsesWith replaces each result of op with the matching value,
// without erasing op.
func (r *Rewriter) ReplaceAllOpUsesWith(op *core.Operation, with []core.Value) {
	if len(with) != op.NumResults() {
		panic("rewrite: ReplaceOp: wrong number of replacement values")
	}
	for i := 0; i < op.NumResults(); i++ {
		r.ReplaceAllUsesWith(op.Result(i), with[i])
	}
}

// ReplaceOp replaces op's results with `with` (one value per result) and
// erases op.
func (r *Rewriter) ReplaceOp(op *core.Operation, with []core.Value) {
	if r.Listener != nil {
		r.Listener.OpReplaced(op, with)
	}
	r.ReplaceAllOpUsesWith(op, with)
	r.EraseOp(op)
}

// ReplaceOpWithOp replaces op by the results of newOp (already inserted).
func (r *Rewriter) ReplaceOpWithOp(op, newOp *core.Operation) { r.ReplaceOp(op, newOp.Results()) }

// EraseOp erases op, which must have no uses, and everything nested in it.
// Nested ops are erased one by one, users before definitions (post-order,
// successor blocks first), so a listener sees consistent IR at every
// notification, as MLIR's RewriterBase::eraseOp guarantees.
func (r *Rewriter) EraseOp(op *core.Operation) {
	if !op.UseEmpty() {
		panic("rewrite: EraseOp of an op whose results are still used: " + op.Name())
	}
	if r.Listener == nil {
		op.Erase()
		return
	}
	r.eraseTree(op)
}

func (r *Rewriter) eraseTree(op *core.Operation) {
	regions := op.Regions()
	for i := len(regions) - 1; i >= 0; i-- {
		reg := regions[i]
		for !reg.Empty() {
			order := postOrder(reg.First())
			for _, b := range order {
				for o := b.Last(); o != nil; {
					prev := o.Prev()
					dropResultUses(o)
					r.eraseTree(o)
					o = prev
				}
			}
			for _, b := range order {
				dropBlockUses(b)
				r.eraseBlockNotify(b)
			}
			// Blocks unreachable from the first one remain; loop again.
		}
	}
	r.Listener.OpErased(op)
	op.Erase()
}

func (r *Rewriter) eraseBlockNotify(b *core.Block) {
	if r.Listener != nil {
		r.Listener.BlockErased(b)
	}
	b.Erase()
}

// EraseBlock erases b and its ops (last first). Its arguments and ops'
// results must be unused outside b, and no branch may target it.
func (r *Rewriter) EraseBlock(b *core.Block) {
	for o := b.Last(); o != nil; {
		prev := o.Prev()
		dropResultUses(o)
		r.EraseOp(o)
		o = prev
	}
	r.eraseBlockNotify(b)
}

// dropResultUses clears every use of op's results (uses by ops about to be
// erased in unreachable or cyclic code).
func dropResultUses(op *core.Operation) {
	for i := 0; i < op.NumResults(); i++ {
		for u := core.FirstUse(op.Result(i)); u != nil; u = core.FirstUse(op.Result(i)) {
			u.Set(nil)
		}
	}
}

// dropBlockUses clears uses of b's arguments and branches to b.
func dropBlockUses(b *core.Block) {
	for _, a := range b.Args() {
		for u := core.FirstUse(a); u != nil; u = core.FirstUse(a) {
			u.Set(nil)
		}
	}
	for _, p := range b.PredecessorOperands() {
		p.Set(nil)
	}
}

// dropDefinedValueUses clears uses of everything b defines, recursively:
// MLIR's Block::dropAllDefinedValueUses.
func dropDefinedValueUses(b *core.Block) {
	dropBlockUses(b)
	for o := b.First(); o != nil; o = o.Next() {
		dropResultUses(o)
		for _, reg := range o.Regions() {
			for nb := reg.First(); nb != nil; nb = nb.Next() {
				dropDefinedValueUses(nb)
			}
		}
	}
}

// MoveOpBefore moves op just before `before` and notifies.
func (r *Rewriter) MoveOpBefore(op, before *core.Operation) {
	op.MoveBefore(before)
	if r.Listener != nil {
		r.Listener.OpInserted(op)
	}
}

// MoveOpAfter moves op just after `after` and notifies.
func (r *Rewriter) MoveOpAfter(op, after *core.Operation) {
	op.MoveAfter(after)
	if r.Listener != nil {
		r.Listener.OpInserted(op)
	}
}

// MoveOpToBlock moves op into b before `before` (nil: at the end).
func (r *Rewriter) MoveOpToBlock(op *core.Operation, b *core.Block, before *core.Operation) {
	op.Remove()
	b.InsertBefore(op, before)
	if r.Listener != nil {
		r.Listener.OpInserted(op)
	}
}

// InlineBlockBefore moves the ops of src into dest before `before` (nil: at
// the end), replacing src's arguments with args, and erases src, which must
// have no predecessors.
func (r *Rewriter) InlineBlockBefore(src, dest *core.Block, before *core.Operation, args []core.Value) {
	for i, a := range src.Args() {
		r.ReplaceAllUsesWith(a, args[i])
	}
	for src.First() != nil {
		r.MoveOpToBlock(src.First(), dest, before)
	}
	if ib, _ := r.InsertionPoint(); ib == src {
		if before == nil {
			r.SetInsertionPointToEnd(dest)
		} else {
			r.SetInsertionPoint(before)
		}
	}
	r.eraseBlockNotify(src)
}

// MergeBlocks appends the ops of src to dest (InlineBlockBefore at the end).
func (r *Rewriter) MergeBlocks(src, dest *core.Block, args []core.Value) {
	r.InlineBlockBefore(src, dest, nil, args)
}

// InlineRegionBefore moves the blocks of region into parent before `before`
// (nil: at the end).
func (r *Rewriter) InlineRegionBefore(region, parent *core.Region, before *core.Block) {
	var after *core.Block
	if before == nil {
		after = parent.Last()
	} else {
		after = before.Prev()
	}
	for b := region.First(); b != nil; b = region.First() {
		b.Remove()
		parent.InsertAfter(b, after)
		after = b
		if r.Listener != nil {
			r.Listener.BlockInserted(b)
			for o := b.First(); o != nil; o = o.Next() {
				r.Listener.OpInserted(o)
			}
		}
	}
}

// SplitBlock moves `before` and the ops after it into a new block placed
// after b, and returns it.
func (r *Rewriter) SplitBlock(b *core.Block, before *core.Operation) *core.Block {
	nb := r.CreateBlock(b.Parent(), b.Next(), nil, nil)
	for o := before; o != nil; {
		next := o.Next()
		r.MoveOpToBlock(o, nb, nil)
		o = next
	}
	return nb
}

// MatchFailure is what a pattern returns when it does not apply; reason is
// kept for debugging (--debug-only style tracing) and otherwise ignored.
func (r *Rewriter) MatchFailure(op *core.Operation, reason string) bool { return false }

// postOrder returns the blocks reachable from entry in post-order over
// successors (successors before predecessors).
func postOrder(entry *core.Block) []*core.Block {
	if t := entry.Last(); t == nil || t.NumSuccessors() == 0 {
		return []*core.Block{entry} // the common single-block region: no map
	}
	var out []*core.Block
	seen := map[*core.Block]bool{entry: true}
	type frame struct {
		b *core.Block
		i int
	}
	stack := []frame{{entry, 0}}
	for len(stack) > 0 {
		top := &stack[len(stack)-1]
		term := top.b.Last()
		n := 0
		if term != nil {
			n = term.NumSuccessors()
		}
		if top.i < n {
			s := term.Successor(top.i)
			top.i++
			if s != nil && !seen[s] {
				seen[s] = true
				stack = append(stack, frame{s, 0})
			}
			continue
		}
		out = append(out, top.b)
		stack = stack[:len(stack)-1]
	}
	return out
}
