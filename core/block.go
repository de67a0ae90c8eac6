package core

// Block is a list of operations with arguments. Ops form an intrusive doubly
// linked list, so insert, erase and move are O(1).
type Block struct {
	args       []*BlockArg
	first      *Operation
	last       *Operation
	parent     *Region
	prev, next *Block
	firstPred  *BlockOperand
	orderValid bool
}

// NewBlock returns a detached block with arguments of the given types.
func NewBlock(types []Type, locs []Location) *Block {
	b := &Block{}
	for i, t := range types {
		var l Location
		if locs != nil {
			l = locs[i]
		}
		b.AddArg(t, l)
	}
	return b
}

func (b *Block) NumArgs() int        { return len(b.args) }
func (b *Block) Arg(i int) *BlockArg { return b.args[i] }
func (b *Block) Args() []*BlockArg   { return b.args }

// ArgValues returns the arguments as Values.
func (b *Block) ArgValues() []Value {
	vs := make([]Value, len(b.args))
	for i, a := range b.args {
		vs[i] = a
	}
	return vs
}

// ArgTypes returns the argument types.
func (b *Block) ArgTypes() []Type {
	ts := make([]Type, len(b.args))
	for i, a := range b.args {
		ts[i] = a.typ
	}
	return ts
}

// AddArg appends an argument.
func (b *Block) AddArg(t Type, loc Location) *BlockArg {
	a := &BlockArg{valueBase: valueBase{typ: t}, owner: b, index: len(b.args), Loc: loc}
	b.args = append(b.args, a)
	return a
}

// InsertArg inserts an argument at index i.
func (b *Block) InsertArg(i int, t Type, loc Location) *BlockArg {
	a := &BlockArg{valueBase: valueBase{typ: t}, owner: b, Loc: loc}
	b.args = append(b.args, nil)
	copy(b.args[i+1:], b.args[i:])
	b.args[i] = a
	for j := i; j < len(b.args); j++ {
		b.args[j].index = j
	}
	return a
}

// EraseArg removes argument i, which must be unused.
func (b *Block) EraseArg(i int) {
	b.args = append(b.args[:i], b.args[i+1:]...)
	for j := i; j < len(b.args); j++ {
		b.args[j].index = j
	}
}

// Parent returns the region containing b.
func (b *Block) Parent() *Region { return b.parent }

// ParentOp returns the op owning b's region.
func (b *Block) ParentOp() *Operation {
	if b.parent == nil {
		return nil
	}
	return b.parent.parent
}

func (b *Block) First() *Operation { return b.first }
func (b *Block) Last() *Operation  { return b.last }
func (b *Block) Empty() bool       { return b.first == nil }
func (b *Block) Next() *Block      { return b.next }
func (b *Block) Prev() *Block      { return b.prev }

// Ops returns the block's ops in order (a fresh slice).
func (b *Block) Ops() []*Operation {
	var ops []*Operation
	for o := b.first; o != nil; o = o.next {
		ops = append(ops, o)
	}
	return ops
}

// Len counts the ops in b.
func (b *Block) Len() int {
	n := 0
	for o := b.first; o != nil; o = o.next {
		n++
	}
	return n
}

// Terminator returns the last op if it is a terminator, else nil. For
// unregistered ops the last op is taken to be the terminator, as MLIR does
// when it may be one.
func (b *Block) Terminator() *Operation {
	if b.last == nil {
		return nil
	}
	if b.last.IsRegistered() && !b.last.HasTrait(Terminator) {
		return nil
	}
	return b.last
}

// Append adds op at the end of b.
func (b *Block) Append(op *Operation) { b.insertBefore(op, nil) }

// Prepend adds op at the start of b.
func (b *Block) Prepend(op *Operation) { b.insertBefore(op, b.first) }

// InsertBefore adds op just before before (nil means at the end).
func (b *Block) InsertBefore(op, before *Operation) { b.insertBefore(op, before) }

func (b *Block) insertBefore(op, before *Operation) {
	if op.block != nil {
		panic("core: inserting an operation that is already in a block")
	}
	op.block = b
	b.orderValid = false
	if before == nil {
		op.prev = b.last
		op.next = nil
		if b.last != nil {
			b.last.next = op
		} else {
			b.first = op
		}
		b.last = op
		return
	}
	op.next = before
	op.prev = before.prev
	if before.prev != nil {
		before.prev.next = op
	} else {
		b.first = op
	}
	before.prev = op
}

func (b *Block) unlinkOp(op *Operation) {
	if op.prev != nil {
		op.prev.next = op.next
	} else {
		b.first = op.next
	}
	if op.next != nil {
		op.next.prev = op.prev
	} else {
		b.last = op.prev
	}
	op.prev, op.next, op.block = nil, nil, nil
}

// Predecessors returns the blocks branching to b, one entry per branch
// edge, in use-list order.
func (b *Block) Predecessors() []*Block {
	var ps []*Block
	for p := b.firstPred; p != nil; p = p.next {
		ps = append(ps, p.owner.block)
	}
	return ps
}

// PredecessorOperands returns the successor references targeting b.
func (b *Block) PredecessorOperands() []*BlockOperand {
	var ps []*BlockOperand
	for p := b.firstPred; p != nil; p = p.next {
		ps = append(ps, p)
	}
	return ps
}

// HasPredecessors reports whether any terminator branches to b.
func (b *Block) HasPredecessors() bool { return b.firstPred != nil }

// IsEntry reports whether b is the first block of its region.
func (b *Block) IsEntry() bool { return b.parent != nil && b.parent.first == b }

// Erase removes b from its region, dropping its ops' references.
func (b *Block) Erase() {
	b.DropAllReferences()
	if b.parent != nil {
		b.parent.unlinkBlock(b)
	}
}

// Remove unlinks b from its region without touching its ops.
func (b *Block) Remove() {
	if b.parent != nil {
		b.parent.unlinkBlock(b)
	}
}

// DropAllReferences drops operand and successor references of every op in b.
func (b *Block) DropAllReferences() {
	for o := b.first; o != nil; o = o.next {
		o.DropAllReferences()
	}
}

// SplitBefore moves op and everything after it into a new block inserted
// after b, and returns the new block.
func (b *Block) SplitBefore(op *Operation) *Block {
	nb := &Block{}
	b.parent.InsertAfter(nb, b)
	for o := op; o != nil; {
		next := o.next
		b.unlinkOp(o)
		nb.Append(o)
		o = next
	}
	return nb
}

// Region is a list of blocks owned by an operation.
type Region struct {
	first, last *Block
	parent      *Operation
}

// NewRegion returns a detached, empty region.
func NewRegion() *Region { return &Region{} }

func (r *Region) ParentOp() *Operation { return r.parent }
func (r *Region) First() *Block        { return r.first }
func (r *Region) Last() *Block         { return r.last }
func (r *Region) Empty() bool          { return r.first == nil }

// Index returns r's position among its parent's regions.
func (r *Region) Index() int {
	for i, x := range r.parent.regions {
		if x == r {
			return i
		}
	}
	return -1
}

// Blocks returns the region's blocks in order (a fresh slice).
func (r *Region) Blocks() []*Block {
	var bs []*Block
	for b := r.first; b != nil; b = b.next {
		bs = append(bs, b)
	}
	return bs
}

// NumBlocks counts the blocks.
func (r *Region) NumBlocks() int {
	n := 0
	for b := r.first; b != nil; b = b.next {
		n++
	}
	return n
}

// HasOneBlock reports whether r has exactly one block.
func (r *Region) HasOneBlock() bool { return r.first != nil && r.first == r.last }

// Append adds b at the end of r.
func (r *Region) Append(b *Block) { r.InsertAfter(b, r.last) }

// InsertAfter adds b after `after` (nil means at the front).
func (r *Region) InsertAfter(b, after *Block) {
	b.parent = r
	if after == nil {
		b.prev = nil
		b.next = r.first
		if r.first != nil {
			r.first.prev = b
		} else {
			r.last = b
		}
		r.first = b
		return
	}
	b.prev = after
	b.next = after.next
	if after.next != nil {
		after.next.prev = b
	} else {
		r.last = b
	}
	after.next = b
}

func (r *Region) unlinkBlock(b *Block) {
	if b.prev != nil {
		b.prev.next = b.next
	} else {
		r.first = b.next
	}
	if b.next != nil {
		b.next.prev = b.prev
	} else {
		r.last = b.prev
	}
	b.prev, b.next, b.parent = nil, nil, nil
}

// TakeBody moves all blocks of other into r (r must be empty).
func (r *Region) TakeBody(other *Region) {
	for b := other.first; b != nil; {
		next := b.next
		other.unlinkBlock(b)
		r.Append(b)
		b = next
	}
}

// DropAllReferences drops references held by every op in r.
func (r *Region) DropAllReferences() {
	for b := r.first; b != nil; b = b.next {
		b.DropAllReferences()
	}
}

// IsAncestorOf reports whether other is r or nested inside r.
func (r *Region) IsAncestorOf(other *Region) bool {
	for x := other; x != nil; {
		if x == r {
			return true
		}
		p := x.parent
		if p == nil {
			return false
		}
		x = p.ParentRegion()
	}
	return false
}

// ParentRegion returns the region containing r's owner op.
func (r *Region) ParentRegion() *Region {
	if r.parent == nil {
		return nil
	}
	return r.parent.ParentRegion()
}
