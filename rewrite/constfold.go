package rewrite

import "ncc/core"

// constFolder uniques constants per insertion region and hoists them to
// the start of the region's entry block, as MLIR's OperationFolder does
// when the greedy driver seeds its worklist.
type constFolder struct {
	rw     *Rewriter
	scopes map[*core.Region]map[constKey]*core.Operation
	owned  map[*core.Operation]constKey
	spare  []map[constKey]*core.Operation // cleared scope tables to reuse
}

type constKey struct {
	dialect *core.Dialect
	value   core.Attribute
	typ     core.Type
}

func newConstFolder(rw *Rewriter) *constFolder {
	return &constFolder{rw: rw, scopes: map[*core.Region]map[constKey]*core.Operation{}, owned: map[*core.Operation]constKey{}}
}

// reset empties f for a new iteration, keeping its tables' capacity.
func (f *constFolder) reset(rw *Rewriter) {
	f.rw = rw
	for _, m := range f.scopes {
		clear(m)
		f.spare = append(f.spare, m)
	}
	clear(f.scopes)
	clear(f.owned)
}

// insertionRegion is the region folded constants of an op in b go to: the
// nearest region whose owner is isolated from above, unregistered, or top
// level.
func insertionRegion(b *core.Block) *core.Region {
	for {
		r := b.Parent()
		p := r.ParentOp()
		if p == nil || !p.IsRegistered() || p.HasTrait(core.IsolatedFromAbove) || p.ParentBlock() == nil {
			return r
		}
		b = p.ParentBlock()
	}
}

// insertKnown registers constant op with value v. It returns false when an
// equal constant already exists in the insertion region: op is then
// replaced by it and erased. Otherwise op is moved to the front of the
// region's entry block unless it already sits in the run of uniqued
// constants there.
func (f *constFolder) insertKnown(op *core.Operation, v core.Attribute) bool {
	blk := op.ParentBlock()
	if _, ok := f.owned[op]; ok {
		if blk.First() != op && !f.isOwned(op.Prev()) {
			op.MoveBefore(blk.First())
		}
		return true
	}
	region := insertionRegion(blk)
	m := f.scopes[region]
	if m == nil {
		if n := len(f.spare); n > 0 {
			m, f.spare = f.spare[n-1], f.spare[:n-1]
		} else {
			m = map[constKey]*core.Operation{}
		}
		f.scopes[region] = m
	}
	key := constKey{op.OpName().Dialect, v, op.Result(0).Type()}
	if existing := m[key]; existing != nil {
		f.rw.ReplaceOp(op, existing.Results())
		return false
	}
	entry := region.First()
	if blk != entry || (entry.First() != op && !f.isOwned(op.Prev())) {
		op.MoveBefore(entry.First())
	}
	m[key] = op
	f.owned[op] = key
	return true
}

func (f *constFolder) isOwned(op *core.Operation) bool {
	if op == nil {
		return false
	}
	_, ok := f.owned[op]
	return ok
}

// notifyRemoval forgets an erased constant.
func (f *constFolder) notifyRemoval(op *core.Operation) {
	key, ok := f.owned[op]
	if !ok {
		return
	}
	delete(f.owned, op)
	if blk := op.ParentBlock(); blk != nil {
		if m := f.scopes[insertionRegion(blk)]; m != nil && m[key] == op {
			delete(m, key)
		}
	}
}
