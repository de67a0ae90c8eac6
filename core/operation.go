package core

import (
	"sort"
)

// OpState collects everything needed to create an operation; parsers and
// builders fill it, then NewOperation turns it into an Operation.
type OpState struct {
	Ctx         *Context
	Name        *OpName
	Loc         Location
	Operands    []Value
	ResultTypes []Type
	// Attrs are attributes given in the attribute dictionary; Props those
	// given as properties (`<{...}>`). For a registered op, NewOperation moves
	// inherent attribute names from Attrs into its properties.
	Attrs      []NamedAttr
	Props      []NamedAttr
	Regions    []*Region
	Successors []*Block
}

// AddAttr appends (or replaces) a named attribute.
func (st *OpState) AddAttr(name string, a Attribute) { st.Attrs = setNamed(st.Attrs, name, a) }

// Attr returns the attribute named name from Props or Attrs, or nil.
func (st *OpState) Attr(name string) Attribute {
	if a := getNamed(st.Props, name); a != nil {
		return a
	}
	return getNamed(st.Attrs, name)
}

// AddRegion appends a new empty region and returns it.
func (st *OpState) AddRegion() *Region {
	r := &Region{}
	st.Regions = append(st.Regions, r)
	return r
}

// Operation is one instance of an op: see the package doc.
type Operation struct {
	name     *OpName
	loc      Location
	operands []Operand
	results  []OpResult
	props    []NamedAttr // inherent attributes (properties), sorted by name
	// Most ops have no discardable attributes, regions or successors;
	// they share noExtra, and writes go through own(). Reads need nothing.
	*opExtra

	block      *Block
	prev, next *Operation
	order      int // position in block, valid while block.orderValid
}

// opExtra holds an op's rarely present parts, out of line to keep the
// Operation small: 64 bytes less per op is 13 MB less on a 200,000-op
// module, with fewer pages to fault in and less for the GC to scan.
type opExtra struct {
	attrs   []NamedAttr // discardable attributes, sorted by name
	regions []*Region
	succs   []BlockOperand
}

// noExtra is the empty opExtra ops share; it is never written.
var noExtra = &opExtra{}

// own returns op's opExtra for writing, giving op one of its own first.
func (op *Operation) own() *opExtra {
	if op.opExtra == noExtra {
		op.opExtra = &opExtra{}
	}
	return op.opExtra
}

// NewOperation creates a detached operation from st. Regions in st are moved
// into the op. st.Ctx defaults to the Context that interned st.Name.
func NewOperation(st *OpState) *Operation {
	if st.Ctx == nil {
		st.Ctx = st.Name.Ctx
	}
	defaults := st.Name.defaultValues(st.Ctx).filled
	op := allocOperation(len(st.ResultTypes), len(st.Operands), len(st.Props)+len(defaults))
	op.name, op.loc = st.Name, st.Loc
	if op.loc == nil {
		op.loc = Unknown(st.Ctx)
	}
	for i, v := range st.Operands {
		op.operands[i] = Operand{value: v, owner: op, index: i}
		op.operands[i].link()
	}
	for i, t := range st.ResultTypes {
		op.results[i] = OpResult{valueBase: valueBase{typ: t}, owner: op, index: i}
	}
	for _, a := range st.Props {
		op.props = setNamed(op.props, a.Name, a.Value)
	}
	for _, a := range st.Attrs {
		op.SetAttr(a.Name, a.Value)
	}
	// Default-valued properties always hold a value, as in MLIR, so the
	// generic form prints them even when the pretty form omitted them.
	for _, a := range defaults {
		if getNamed(op.props, a.Name) == nil {
			op.props = setNamed(op.props, a.Name, a.Value)
		}
	}
	if len(st.Regions) > 0 {
		op.own().regions = st.Regions
	}
	for _, r := range op.regions {
		r.parent = op
	}
	if len(st.Successors) > 0 {
		op.own().succs = make([]BlockOperand, len(st.Successors))
		for i, b := range st.Successors {
			op.succs[i] = BlockOperand{owner: op, index: i}
			op.succs[i].Set(b)
		}
	}
	return op
}

// allocOperation returns an op whose results and operands slices have the
// given lengths and whose props have room for nProps. Small ops, nearly all
// of them, get their storage in the same allocation as the op: one object
// for the allocator and the GC instead of four.
func allocOperation(nRes, nOpd, nProps int) *Operation {
	var op *Operation
	var res []OpResult
	var opd []Operand
	var props []NamedAttr
	switch {
	case nRes == 0 && nOpd == 0:
		op = new(Operation)
	case nRes == 0 && nOpd == 1:
		x := new(struct {
			op Operation
			o  [1]Operand
		})
		op, opd = &x.op, x.o[:]
	case nRes == 0 && nOpd == 2:
		x := new(struct {
			op Operation
			o  [2]Operand
		})
		op, opd = &x.op, x.o[:]
	case nRes == 1 && nOpd == 0 && nProps <= 1:
		x := new(struct {
			op Operation
			r  [1]OpResult
			p  [1]NamedAttr
		})
		op, res, props = &x.op, x.r[:], x.p[:0]
	case nRes == 1 && nOpd == 1 && nProps <= 1:
		x := new(struct {
			op Operation
			r  [1]OpResult
			o  [1]Operand
			p  [1]NamedAttr
		})
		op, res, opd, props = &x.op, x.r[:], x.o[:], x.p[:0]
	case nRes == 1 && nOpd == 2 && nProps <= 1:
		x := new(struct {
			op Operation
			r  [1]OpResult
			o  [2]Operand
			p  [1]NamedAttr
		})
		op, res, opd, props = &x.op, x.r[:], x.o[:], x.p[:0]
	case nRes == 1 && nOpd == 3 && nProps <= 1:
		x := new(struct {
			op Operation
			r  [1]OpResult
			o  [3]Operand
			p  [1]NamedAttr
		})
		op, res, opd, props = &x.op, x.r[:], x.o[:], x.p[:0]
	default:
		op = new(Operation)
	}
	if res == nil && nRes > 0 {
		res = make([]OpResult, nRes)
	}
	if opd == nil && nOpd > 0 {
		opd = make([]Operand, nOpd)
	}
	if props == nil && nProps > 0 {
		props = make([]NamedAttr, 0, nProps)
	}
	op.results, op.operands, op.props, op.opExtra = res, opd, props, noExtra
	return op
}

func (op *Operation) setOperands(vs []Value) {
	for i := range op.operands {
		op.operands[i].unlink()
	}
	op.operands = make([]Operand, len(vs))
	for i, v := range vs {
		op.operands[i] = Operand{value: v, owner: op, index: i}
		op.operands[i].link()
	}
}

func (op *Operation) Name() string { return op.name.Name }

// Context returns the Context the op's name belongs to, so folders and
// verifiers can build types and attributes from an op alone.
func (op *Operation) Context() *Context  { return op.name.Ctx }
func (op *Operation) OpName() *OpName    { return op.name }
func (op *Operation) Def() *OpDef        { return op.name.Def }
func (op *Operation) IsRegistered() bool { return op.name.Def != nil }
func (op *Operation) Loc() Location      { return op.loc }
func (op *Operation) SetLoc(l Location)  { op.loc = l }

// Dialect returns the op's dialect namespace (the part before the first dot).
func (op *Operation) Dialect() string { d, _, _ := cutDot(op.name.Name); return d }

// HasTrait reports whether the op's definition has all of t. Unregistered ops have none.
func (op *Operation) HasTrait(t Trait) bool {
	return op.name.Def != nil && op.name.Def.Traits.Has(t)
}

// Operands.

func (op *Operation) NumOperands() int          { return len(op.operands) }
func (op *Operation) Operand(i int) Value       { return op.operands[i].value }
func (op *Operation) OpOperand(i int) *Operand  { return &op.operands[i] }
func (op *Operation) SetOperand(i int, v Value) { op.operands[i].Set(v) }

// Operands returns a fresh slice of the operand values.
func (op *Operation) Operands() []Value {
	vs := make([]Value, len(op.operands))
	for i := range op.operands {
		vs[i] = op.operands[i].value
	}
	return vs
}

// SetOperands replaces all operands.
func (op *Operation) SetOperands(vs []Value) { op.setOperands(vs) }

// Results.

func (op *Operation) NumResults() int        { return len(op.results) }
func (op *Operation) Result(i int) *OpResult { return &op.results[i] }

// Results returns a fresh slice of the result values.
func (op *Operation) Results() []Value {
	vs := make([]Value, len(op.results))
	for i := range op.results {
		vs[i] = &op.results[i]
	}
	return vs
}

// ResultTypes returns the result types.
func (op *Operation) ResultTypes() []Type {
	ts := make([]Type, len(op.results))
	for i := range op.results {
		ts[i] = op.results[i].typ
	}
	return ts
}

// OperandTypes returns the operand types.
func (op *Operation) OperandTypes() []Type {
	ts := make([]Type, len(op.operands))
	for i := range op.operands {
		ts[i] = op.operands[i].value.Type()
	}
	return ts
}

// UseEmpty reports whether no result of op is used.
func (op *Operation) UseEmpty() bool {
	for i := range op.results {
		if op.results[i].firstUse != nil {
			return false
		}
	}
	return true
}

// ReplaceAllUsesWith replaces each result's uses with the matching value.
func (op *Operation) ReplaceAllUsesWith(vs []Value) {
	for i := range op.results {
		ReplaceAllUsesWith(&op.results[i], vs[i])
	}
}

// Attributes. Inherent attributes (declared by the OpDef) live in the
// properties; everything else is discardable. Attr and SetAttr route by name.

func (op *Operation) isInherent(name string) bool {
	return op.name.Def != nil && op.name.Def.AttrDef(name) != nil
}

// Attr returns the attribute named name (inherent or discardable), or nil.
func (op *Operation) Attr(name string) Attribute {
	if a := getNamed(op.props, name); a != nil {
		return a
	}
	return getNamed(op.attrs, name)
}

// SetAttr sets an attribute, as a property if the op declares it.
func (op *Operation) SetAttr(name string, a Attribute) {
	if op.isInherent(name) {
		op.props = setNamed(op.props, name, a)
	} else {
		op.own().attrs = setNamed(op.attrs, name, a)
	}
}

// RemoveAttr removes an attribute and reports whether it was present.
func (op *Operation) RemoveAttr(name string) bool {
	var ok bool
	op.props, ok = removeNamed(op.props, name)
	if ok {
		return true
	}
	if len(op.attrs) == 0 {
		return false
	}
	op.attrs, ok = removeNamed(op.attrs, name)
	return ok
}

// Props returns the inherent attributes (properties), sorted by name. Do not modify.
func (op *Operation) Props() []NamedAttr { return op.props }

// Attrs returns the discardable attributes, sorted by name. Do not modify.
func (op *Operation) Attrs() []NamedAttr { return op.attrs }

// AllAttrs returns properties and discardable attributes merged, sorted by name.
func (op *Operation) AllAttrs() []NamedAttr {
	all := make([]NamedAttr, 0, len(op.props)+len(op.attrs))
	all = append(all, op.props...)
	all = append(all, op.attrs...)
	sort.SliceStable(all, func(i, j int) bool { return all[i].Name < all[j].Name })
	return all
}

// SetDiscardableAttrs replaces the discardable attributes.
func (op *Operation) SetDiscardableAttrs(as []NamedAttr) {
	if len(as) == 0 && len(op.attrs) == 0 {
		return
	}
	x := op.own()
	x.attrs = nil
	for _, a := range as {
		x.attrs = setNamed(x.attrs, a.Name, a.Value)
	}
}

func getNamed(as []NamedAttr, name string) Attribute {
	for i := range as {
		if as[i].Name == name {
			return as[i].Value
		}
	}
	return nil
}

func setNamed(as []NamedAttr, name string, a Attribute) []NamedAttr {
	i := sort.Search(len(as), func(i int) bool { return as[i].Name >= name })
	if i < len(as) && as[i].Name == name {
		as[i].Value = a
		return as
	}
	as = append(as, NamedAttr{})
	copy(as[i+1:], as[i:])
	as[i] = NamedAttr{Name: name, Value: a}
	return as
}

func removeNamed(as []NamedAttr, name string) ([]NamedAttr, bool) {
	for i := range as {
		if as[i].Name == name {
			return append(as[:i], as[i+1:]...), true
		}
	}
	return as, false
}

// Regions.

func (op *Operation) NumRegions() int      { return len(op.regions) }
func (op *Operation) Region(i int) *Region { return op.regions[i] }
func (op *Operation) Regions() []*Region   { return op.regions }

// Successors.

func (op *Operation) NumSuccessors() int           { return len(op.succs) }
func (op *Operation) Successor(i int) *Block       { return op.succs[i].block }
func (op *Operation) SetSuccessor(i int, b *Block) { op.succs[i].Set(b) }

// Successors returns a fresh slice of the successor blocks.
func (op *Operation) Successors() []*Block {
	bs := make([]*Block, len(op.succs))
	for i := range op.succs {
		bs[i] = op.succs[i].block
	}
	return bs
}

// Position in the IR.

// ParentBlock returns the block containing op, or nil if detached.
func (op *Operation) ParentBlock() *Block { return op.block }

// ParentRegion returns the region containing op, or nil.
func (op *Operation) ParentRegion() *Region {
	if op.block == nil {
		return nil
	}
	return op.block.parent
}

// ParentOp returns the op whose region contains op, or nil.
func (op *Operation) ParentOp() *Operation {
	if r := op.ParentRegion(); r != nil {
		return r.parent
	}
	return nil
}

// Next and Prev walk the containing block's op list.
func (op *Operation) Next() *Operation { return op.next }
func (op *Operation) Prev() *Operation { return op.prev }

// IsAncestorOf reports whether op is other or contains it.
func (op *Operation) IsAncestorOf(other *Operation) bool {
	for o := other; o != nil; o = o.ParentOp() {
		if o == op {
			return true
		}
	}
	return false
}

// IsBeforeInBlock reports whether op comes before other in their common block.
func (op *Operation) IsBeforeInBlock(other *Operation) bool {
	b := op.block
	if !b.orderValid {
		i := 0
		for o := b.first; o != nil; o = o.next {
			o.order = i
			i++
		}
		b.orderValid = true
	}
	return op.order < other.order
}

// Remove unlinks op from its block without destroying it.
func (op *Operation) Remove() {
	if b := op.block; b != nil {
		b.unlinkOp(op)
	}
}

// Erase removes op from its block and drops every reference it holds (its
// operands, nested ops' operands, successors). Its results must be unused.
func (op *Operation) Erase() {
	op.Remove()
	op.DropAllReferences()
}

// DropAllReferences unlinks op's operands and successors, recursively in its
// regions, so the ops can be discarded in any order.
func (op *Operation) DropAllReferences() {
	for i := range op.operands {
		op.operands[i].unlink()
		op.operands[i].value = nil
	}
	for i := range op.succs {
		op.succs[i].Set(nil)
	}
	for _, r := range op.regions {
		r.DropAllReferences()
	}
}

// MoveBefore moves op to just before other (in other's block).
func (op *Operation) MoveBefore(other *Operation) {
	op.Remove()
	other.block.insertBefore(op, other)
}

// MoveAfter moves op to just after other.
func (op *Operation) MoveAfter(other *Operation) {
	op.Remove()
	other.block.insertBefore(op, other.next)
}

// BlockOperand is one successor reference, linked into the target block's
// predecessor list.
type BlockOperand struct {
	block      *Block
	owner      *Operation
	index      int
	prev, next *BlockOperand
}

func (s *BlockOperand) Owner() *Operation { return s.owner }
func (s *BlockOperand) Index() int        { return s.index }
func (s *BlockOperand) Block() *Block     { return s.block }

// Set points the successor at b (nil to clear).
func (s *BlockOperand) Set(b *Block) {
	if s.block == b {
		return
	}
	if old := s.block; old != nil {
		if s.prev != nil {
			s.prev.next = s.next
		} else {
			old.firstPred = s.next
		}
		if s.next != nil {
			s.next.prev = s.prev
		}
		s.prev, s.next = nil, nil
	}
	s.block = b
	if b != nil {
		s.next = b.firstPred
		if b.firstPred != nil {
			b.firstPred.prev = s
		}
		b.firstPred = s
	}
}
