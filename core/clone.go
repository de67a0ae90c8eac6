package core

// Mapping maps original values and blocks to their clones.
type Mapping struct {
	values map[Value]Value
	blocks map[*Block]*Block
}

// NewMapping returns an empty mapping.
func NewMapping() *Mapping {
	return &Mapping{values: map[Value]Value{}, blocks: map[*Block]*Block{}}
}

// Map records that from maps to to.
func (m *Mapping) Map(from, to Value) { m.values[from] = to }

// MapBlock records that block from maps to to.
func (m *Mapping) MapBlock(from, to *Block) { m.blocks[from] = to }

// Lookup returns the mapped value of v, or v itself.
func (m *Mapping) Lookup(v Value) Value {
	if w, ok := m.values[v]; ok {
		return w
	}
	return v
}

// LookupBlock returns the mapped block of b, or b itself.
func (m *Mapping) LookupBlock(b *Block) *Block {
	if w, ok := m.blocks[b]; ok {
		return w
	}
	return b
}

// Clone deep-copies op (with its regions), remapping operands through m (which
// receives the new results and nested values). The clone is detached.
func (op *Operation) Clone(m *Mapping) *Operation {
	if m == nil {
		m = NewMapping()
	}
	c := op.cloneShallow(m)
	for i, r := range op.regions {
		r.CloneInto(c.regions[i], m)
	}
	// Successors and operands of nested ops were mapped by CloneInto; this
	// op's successors are remapped now that all blocks exist.
	for i := range op.succs {
		c.succs[i].Set(m.LookupBlock(op.succs[i].block))
	}
	return c
}

// CloneWithoutRegions copies op with empty regions.
func (op *Operation) CloneWithoutRegions(m *Mapping) *Operation {
	if m == nil {
		m = NewMapping()
	}
	return op.cloneShallow(m)
}

func (op *Operation) cloneShallow(m *Mapping) *Operation {
	operands := make([]Value, len(op.operands))
	for i := range op.operands {
		operands[i] = m.Lookup(op.operands[i].value)
	}
	succs := make([]*Block, len(op.succs))
	for i := range op.succs {
		succs[i] = m.LookupBlock(op.succs[i].block)
	}
	regions := make([]*Region, len(op.regions))
	for i := range regions {
		regions[i] = &Region{}
	}
	c := &Operation{name: op.name, loc: op.loc, opExtra: noExtra}
	c.setOperands(operands)
	c.results = make([]OpResult, len(op.results))
	for i := range op.results {
		c.results[i] = OpResult{valueBase: valueBase{typ: op.results[i].typ}, owner: c, index: i}
		m.Map(&op.results[i], &c.results[i])
	}
	c.props = append([]NamedAttr(nil), op.props...)
	if len(op.attrs)+len(regions)+len(succs) > 0 {
		x := c.own()
		x.attrs = append([]NamedAttr(nil), op.attrs...)
		x.regions = regions
		for _, r := range regions {
			r.parent = c
		}
		x.succs = make([]BlockOperand, len(succs))
		for i, b := range succs {
			x.succs[i] = BlockOperand{owner: c, index: i}
			x.succs[i].Set(b)
		}
	}
	return c
}

// CloneInto appends clones of r's blocks to dest, mapping through m.
func (r *Region) CloneInto(dest *Region, m *Mapping) {
	// Create all blocks first so forward branches map.
	var news []*Block
	for b := r.first; b != nil; b = b.next {
		nb := &Block{}
		for _, a := range b.args {
			// An argument the caller already mapped is being dropped (as
			// when inlining), so the clone does not get it; as MLIR.
			if _, ok := m.values[a]; !ok {
				m.Map(a, nb.AddArg(a.typ, a.Loc))
			}
		}
		m.MapBlock(b, nb)
		dest.Append(nb)
		news = append(news, nb)
	}
	i := 0
	for b := r.first; b != nil; b = b.next {
		for o := b.first; o != nil; o = o.next {
			news[i].Append(o.Clone(m))
		}
		i++
	}
	// Values defined later in a graph region or a later block may have been
	// used before they were mapped: fix operands up.
	for _, nb := range news {
		nb.Walk(PreOrder, func(o *Operation) WalkResult {
			for j := range o.operands {
				if w, ok := m.values[o.operands[j].value]; ok {
					o.operands[j].Set(w)
				}
			}
			return Advance
		})
	}
}
