package core

// WalkResult steers a walk.
type WalkResult uint8

const (
	Advance   WalkResult = iota // continue
	Skip                        // do not visit this op's regions (pre-order only)
	Interrupt                   // stop the whole walk
)

// WalkOrder says whether an op is visited before or after its nested ops.
type WalkOrder uint8

const (
	PreOrder WalkOrder = iota
	PostOrder
)

// Walk visits op and every op nested in it, in the given order; it returns
// Interrupt if f interrupted. Ops may be erased during a post-order walk; in
// pre-order the visited op may be erased only if f returns Skip.
func (op *Operation) Walk(order WalkOrder, f func(*Operation) WalkResult) WalkResult {
	if order == PreOrder {
		switch f(op) {
		case Interrupt:
			return Interrupt
		case Skip:
			return Advance
		}
	}
	for _, r := range op.regions {
		if r.Walk(order, f) == Interrupt {
			return Interrupt
		}
	}
	if order == PostOrder {
		return f(op)
	}
	return Advance
}

// Walk visits every op in r.
func (r *Region) Walk(order WalkOrder, f func(*Operation) WalkResult) WalkResult {
	for b := r.first; b != nil; b = b.next {
		if b.Walk(order, f) == Interrupt {
			return Interrupt
		}
	}
	return Advance
}

// Walk visits every op in b, including nested ones.
func (b *Block) Walk(order WalkOrder, f func(*Operation) WalkResult) WalkResult {
	for o := b.first; o != nil; {
		next := o.next
		if o.Walk(order, f) == Interrupt {
			return Interrupt
		}
		o = next
	}
	return Advance
}

// WalkAll visits op and all nested ops in post-order (safe for erasure).
func (op *Operation) WalkAll(f func(*Operation)) {
	op.Walk(PostOrder, func(o *Operation) WalkResult { f(o); return Advance })
}
