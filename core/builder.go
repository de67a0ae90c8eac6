package core

// Builder creates operations at an insertion point.
type Builder struct {
	Ctx    *Context
	block  *Block
	before *Operation // nil: at the end of block
}

// NewBuilder returns a builder with no insertion point.
func NewBuilder(c *Context) *Builder { return &Builder{Ctx: c} }

// SetInsertionPointToEnd makes new ops go at the end of b.
func (bl *Builder) SetInsertionPointToEnd(b *Block) { bl.block, bl.before = b, nil }

// SetInsertionPointToStart makes new ops go at the start of b.
func (bl *Builder) SetInsertionPointToStart(b *Block) { bl.block, bl.before = b, b.first }

// SetInsertionPoint makes new ops go just before op.
func (bl *Builder) SetInsertionPoint(op *Operation) { bl.block, bl.before = op.block, op }

// SetInsertionPointAfter makes new ops go just after op.
func (bl *Builder) SetInsertionPointAfter(op *Operation) { bl.block, bl.before = op.block, op.next }

// ClearInsertionPoint makes Create return detached ops.
func (bl *Builder) ClearInsertionPoint() { bl.block, bl.before = nil, nil }

// InsertionBlock returns the current block, or nil.
func (bl *Builder) InsertionBlock() *Block { return bl.block }

// InsertionPoint returns the block and the op new ops are inserted before.
func (bl *Builder) InsertionPoint() (*Block, *Operation) { return bl.block, bl.before }

// RestoreInsertionPoint sets a point saved from InsertionPoint.
func (bl *Builder) RestoreInsertionPoint(b *Block, before *Operation) {
	bl.block, bl.before = b, before
}

// Insert puts a detached op at the insertion point.
func (bl *Builder) Insert(op *Operation) *Operation {
	if bl.block != nil {
		bl.block.insertBefore(op, bl.before)
	}
	return op
}

// Create builds an op from st and inserts it.
func (bl *Builder) Create(st *OpState) *Operation {
	if st.Ctx == nil {
		st.Ctx = bl.Ctx
	}
	return bl.Insert(NewOperation(st))
}

// CreateOp builds an op by name. It panics if name is not loaded: builders
// are called by compiler code with known op names, never with user input.
func (bl *Builder) CreateOp(name string, loc Location, operands []Value, results []Type, attrs ...NamedAttr) *Operation {
	n, err := bl.Ctx.OpName(name)
	if err != nil {
		panic("core: CreateOp: " + err.Error())
	}
	return bl.Create(&OpState{Ctx: bl.Ctx, Name: n, Loc: loc, Operands: operands, ResultTypes: results, Attrs: attrs})
}

// CreateBlock appends a new block to r with the given argument types and
// moves the insertion point to its end.
func (bl *Builder) CreateBlock(r *Region, types []Type, locs []Location) *Block {
	b := NewBlock(types, locs)
	r.Append(b)
	bl.SetInsertionPointToEnd(b)
	return b
}
