package core

// Value is an SSA value: an *OpResult or a *BlockArg. Each value keeps the
// list of operands that use it, so ReplaceAllUsesWith costs O(uses).
type Value interface {
	Type() Type
	SetType(Type)
	// base gives the shared use-list state; it keeps Value closed to core.
	base() *valueBase
}

type valueBase struct {
	typ      Type
	firstUse *Operand
}

func (v *valueBase) Type() Type       { return v.typ }
func (v *valueBase) SetType(t Type)   { v.typ = t }
func (v *valueBase) base() *valueBase { return v }

// OpResult is the i-th result of an operation.
type OpResult struct {
	valueBase
	owner *Operation
	index int
}

func (r *OpResult) Owner() *Operation { return r.owner }
func (r *OpResult) Index() int        { return r.index }

// BlockArg is the i-th argument of a block.
type BlockArg struct {
	valueBase
	owner *Block
	index int
	Loc   Location
}

func (a *BlockArg) Owner() *Block { return a.owner }
func (a *BlockArg) Index() int    { return a.index }

// Operand is one use of a value by an operation, linked into the value's use list.
type Operand struct {
	value      Value
	owner      *Operation
	index      int
	prev, next *Operand
}

func (o *Operand) Get() Value        { return o.value }
func (o *Operand) Owner() *Operation { return o.owner }
func (o *Operand) Index() int        { return o.index }
func (o *Operand) NextUse() *Operand { return o.next }

// Set makes o use v instead of its current value.
func (o *Operand) Set(v Value) {
	if o.value == v {
		return
	}
	o.unlink()
	o.value = v
	o.link()
}

func (o *Operand) link() {
	if o.value == nil {
		return
	}
	b := o.value.base()
	o.prev = nil
	o.next = b.firstUse
	if b.firstUse != nil {
		b.firstUse.prev = o
	}
	b.firstUse = o
}

func (o *Operand) unlink() {
	if o.value == nil {
		return
	}
	b := o.value.base()
	if o.prev != nil {
		o.prev.next = o.next
	} else {
		b.firstUse = o.next
	}
	if o.next != nil {
		o.next.prev = o.prev
	}
	o.prev, o.next = nil, nil
}

// FirstUse returns the head of v's use list (nil when unused); follow NextUse.
func FirstUse(v Value) *Operand { return v.base().firstUse }

// HasUses reports whether any operand uses v.
func HasUses(v Value) bool { return v.base().firstUse != nil }

// HasOneUse reports whether exactly one operand uses v.
func HasOneUse(v Value) bool {
	u := v.base().firstUse
	return u != nil && u.next == nil
}

// Uses returns the operands using v, most recent first.
func Uses(v Value) []*Operand {
	var us []*Operand
	for u := v.base().firstUse; u != nil; u = u.next {
		us = append(us, u)
	}
	return us
}

// Users returns the operations using v, one entry per use.
func Users(v Value) []*Operation {
	var us []*Operation
	for u := v.base().firstUse; u != nil; u = u.next {
		us = append(us, u.owner)
	}
	return us
}

// ReplaceAllUsesWith makes every use of v use w.
func ReplaceAllUsesWith(v, w Value) {
	if v == w {
		return
	}
	for u := v.base().firstUse; u != nil; {
		next := u.next
		u.Set(w)
		u = next
	}
}

// ReplaceUsesIf replaces the uses of v for which keep returns true.
func ReplaceUsesIf(v, w Value, pred func(*Operand) bool) {
	for u := v.base().firstUse; u != nil; {
		next := u.next
		if pred(u) {
			u.Set(w)
		}
		u = next
	}
}

// DefiningOp returns the op that produces v, or nil for a block argument.
func DefiningOp(v Value) *Operation {
	if r, ok := v.(*OpResult); ok {
		return r.owner
	}
	return nil
}

// ParentBlock returns the block in which v is defined.
func ParentBlock(v Value) *Block {
	switch v := v.(type) {
	case *OpResult:
		return v.owner.block
	case *BlockArg:
		return v.owner
	}
	return nil
}

// ParentRegion returns the region in which v is defined.
func ParentRegion(v Value) *Region {
	if b := ParentBlock(v); b != nil {
		return b.parent
	}
	return nil
}
