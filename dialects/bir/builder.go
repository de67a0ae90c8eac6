package bir

import (
	"fmt"

	"ncc/arch"
	"ncc/core"
	"ncc/dialects/ods"
)

// Builder creates bir at its insertion point: the API lowerings
// (penguintobir, nkitobir) and the JSON reader build with. Each instruction
// method takes APs (Tile, Flat) and returns the op it inserted. Ops get
// Loc, or an unknown location when it is nil. Builders check nothing: run
// core.Verify on the result.
type Builder struct {
	*core.Builder
	Loc core.Location
}

// NewBuilder returns a Builder inserting where b does.
func NewBuilder(b *core.Builder) *Builder { return &Builder{Builder: b} }

func (b *Builder) create(name string, operands []core.Value, results []core.Type, attrs []core.NamedAttr,
	regions []*core.Region, succs []*core.Block) *core.Operation {
	n, err := b.Ctx.OpName(name)
	if err != nil {
		panic("bir: " + err.Error() + " (is the bir dialect loaded?)")
	}
	return b.Create(&core.OpState{Ctx: b.Ctx, Name: n, Loc: b.Loc, Operands: operands, ResultTypes: results,
		Attrs: attrs, Regions: regions, Successors: succs})
}

// Func inserts a bir.func named name, for target ("" to leave it to the
// module's bir.target), with an empty entry block, and moves the
// insertion point into that block. End each block with Return, Branch or
// CompareAndBranch.
func (b *Builder) Func(name, target string) *core.Operation {
	attrs := []core.NamedAttr{{Name: "sym_name", Value: core.String(b.Ctx, name)}}
	if target != "" {
		attrs = append(attrs, core.NamedAttr{Name: "target", Value: core.String(b.Ctx, target)})
	}
	r := core.NewRegion()
	fn := b.create(opFunc, nil, nil, attrs, []*core.Region{r}, nil)
	b.CreateBlock(r, nil, nil)
	return fn
}

// NewBlock appends an empty block to the CFG of the function the
// insertion point is in, leaving the insertion point where it is (use
// SetInsertionPointToEnd to fill it).
func (b *Builder) NewBlock() *core.Block {
	fn := b.enclosingFunc()
	blk := core.NewBlock(nil, nil)
	fn.Region(0).Append(blk)
	return blk
}

func (b *Builder) enclosingFunc() *core.Operation {
	blk := b.InsertionBlock()
	if blk == nil {
		panic("bir: the builder has no insertion point")
	}
	for op := blk.ParentOp(); op != nil; op = op.ParentOp() {
		if op.Name() == opFunc {
			return op
		}
	}
	panic("bir: the insertion point is not inside a bir.func")
}

// AllocSpec describes an allocation. Index and Tensor are for Input and
// Output allocations, Value for Const ones.
type AllocSpec struct {
	Name              string
	Kind              TensorKind
	Memory            Memory
	Partitions, Bytes int64
	Index             int
	Tensor            *core.TensorType
	Value             *core.DenseAttr
}

// Alloc declares an allocation in the enclosing function: after its last
// bir.alloc (allocations come first in the entry block), wherever the
// insertion point is, which it leaves alone.
func (b *Builder) Alloc(s AllocSpec) core.Value {
	c := b.Ctx
	attrs := []core.NamedAttr{
		{Name: "name", Value: core.String(c, s.Name)},
		{Name: "kind", Value: TensorKindAttr(c, s.Kind)},
		{Name: "memory", Value: MemoryAttr(c, s.Memory)},
		{Name: "dims", Value: ods.DenseI64Array(c, []int64{s.Partitions, s.Bytes})},
	}
	if s.Kind == Input || s.Kind == Output {
		attrs = append(attrs, core.NamedAttr{Name: "index", Value: I64Attr(c, int64(s.Index))})
	}
	if s.Tensor != nil && s.Kind != Const {
		attrs = append(attrs, core.NamedAttr{Name: "tensor_type", Value: core.TypeAttrOf(c, s.Tensor)})
	}
	if s.Value != nil {
		attrs = append(attrs, core.NamedAttr{Name: "value", Value: s.Value})
	}
	entry := b.enclosingFunc().Region(0).First()
	var after *core.Operation
	for o := entry.First(); o != nil && o.Name() == opAlloc; o = o.Next() {
		after = o
	}
	blk, before := b.InsertionPoint()
	defer b.RestoreInsertionPoint(blk, before)
	if after == nil {
		b.SetInsertionPointToStart(entry)
	} else {
		b.SetInsertionPointAfter(after)
	}
	return b.create(opAlloc, nil, []core.Type{AllocTypeOf(c)}, attrs, nil, nil).Result(0)
}

// AllocSB declares an Internal SB allocation of partitions x bytes.
func (b *Builder) AllocSB(name string, partitions, bytes int64) core.Value {
	return b.Alloc(AllocSpec{Name: name, Memory: SB, Partitions: partitions, Bytes: bytes})
}

// AllocPSUM declares an Internal PSUM allocation of partitions x bytes.
func (b *Builder) AllocPSUM(name string, partitions, bytes int64) core.Value {
	return b.Alloc(AllocSpec{Name: name, Memory: PSUM, Partitions: partitions, Bytes: bytes})
}

// AllocDRAM declares an Internal DRAM allocation of bytes.
func (b *Builder) AllocDRAM(name string, bytes int64) core.Value {
	return b.Alloc(AllocSpec{Name: name, Memory: DRAM, Partitions: 1, Bytes: bytes})
}

// AllocInput declares input number index, holding a tensor of type t.
func (b *Builder) AllocInput(name string, index int, t *core.TensorType) core.Value {
	return b.Alloc(AllocSpec{Name: name, Kind: Input, Memory: DRAM, Partitions: 1, Bytes: tensorBytes(t), Index: index, Tensor: t})
}

// AllocOutput declares output number index, holding a tensor of type t.
func (b *Builder) AllocOutput(name string, index int, t *core.TensorType) core.Value {
	return b.Alloc(AllocSpec{Name: name, Kind: Output, Memory: DRAM, Partitions: 1, Bytes: tensorBytes(t), Index: index, Tensor: t})
}

// AllocConst declares constant data v in DRAM.
func (b *Builder) AllocConst(name string, v *core.DenseAttr) core.Value {
	t, _ := v.Type.(*core.TensorType)
	return b.Alloc(AllocSpec{Name: name, Kind: Const, Memory: DRAM, Partitions: 1, Bytes: tensorBytes(t), Value: v})
}

// tensorBytes is the storage of t as NeuronCore memory holds it.
func tensorBytes(t *core.TensorType) int64 {
	if t == nil {
		return 1
	}
	d, _ := DTypeOf(t.Elem)
	return max(1, core.NumElements(t.Dims)*int64(d.Size()))
}

// Loop inserts a bir.loop over name = lb, lb+stride, ... < ub and calls
// body with the insertion point in the loop body and the induction
// variable; afterwards the insertion point is after the loop.
func (b *Builder) Loop(name string, lb, ub, stride int64, body func(iv core.Value)) *core.Operation {
	c := b.Ctx
	r := core.NewRegion()
	blk := core.NewBlock([]core.Type{core.Index(c)}, []core.Location{b.loc()})
	r.Append(blk)
	loop := b.create(opLoop, nil, nil, []core.NamedAttr{
		{Name: "name", Value: core.String(c, name)},
		{Name: "lb", Value: I64Attr(c, lb)}, {Name: "ub", Value: I64Attr(c, ub)}, {Name: "stride", Value: I64Attr(c, stride)},
	}, []*core.Region{r}, nil)
	saved, before := b.InsertionPoint()
	b.SetInsertionPointToEnd(blk)
	end := b.create(opLoopEnd, nil, nil, nil, nil, nil)
	b.SetInsertionPoint(end)
	if body != nil {
		body(blk.Arg(0))
	}
	b.RestoreInsertionPoint(saved, before)
	return loop
}

func (b *Builder) loc() core.Location {
	if b.Loc == nil {
		return core.Unknown(b.Ctx)
	}
	return b.Loc
}

// Return ends the current block of the function.
func (b *Builder) Return() *core.Operation { return b.create(opReturn, nil, nil, nil, nil, nil) }

// Branch ends the current block with a jump to dest.
func (b *Builder) Branch(dest *core.Block) *core.Operation {
	return b.create(opBranch, nil, nil, nil, nil, []*core.Block{dest})
}

// CompareAndBranch ends the current block: on to onTrue if lhs c rhs (two
// registers), else onFalse.
func (b *Builder) CompareAndBranch(c Compare, lhs, rhs core.Value, onTrue, onFalse *core.Block) *core.Operation {
	return b.create(opCompareAndBranch, []core.Value{lhs, rhs}, nil, []core.NamedAttr{
		{Name: "engine", Value: EngineAttr(b.Ctx, arch.SP)}, {Name: "compare", Value: CompareAttr(b.Ctx, c)},
	}, nil, []*core.Block{onTrue, onFalse})
}

// CompareImmAndBranch is CompareAndBranch against an immediate.
func (b *Builder) CompareImmAndBranch(c Compare, lhs core.Value, imm int64, onTrue, onFalse *core.Block) *core.Operation {
	return b.create(opCompareAndBranch, []core.Value{lhs}, nil, []core.NamedAttr{
		{Name: "engine", Value: EngineAttr(b.Ctx, arch.SP)}, {Name: "compare", Value: CompareAttr(b.Ctx, c)},
		{Name: "imm", Value: I64Attr(b.Ctx, imm)},
	}, nil, []*core.Block{onTrue, onFalse})
}

// RegisterLoad reads the one int32/uint32 element at ap into a new
// register and returns it.
func (b *Builder) RegisterLoad(ap AP) core.Value {
	return b.create(opRegisterLoad, ap.Values(), []core.Type{core.Index(b.Ctx)}, []core.NamedAttr{
		{Name: "engine", Value: EngineAttr(b.Ctx, arch.SP)}, {Name: "ins_aps", Value: apsAttr(b.Ctx, []AP{ap})},
	}, nil, nil).Result(0)
}

// RegisterAlu returns a new register holding lhs op rhs.
func (b *Builder) RegisterAlu(op AluOp, lhs, rhs core.Value) core.Value {
	return b.create(opRegisterAlu, []core.Value{lhs, rhs}, []core.Type{core.Index(b.Ctx)}, []core.NamedAttr{
		{Name: "engine", Value: EngineAttr(b.Ctx, arch.SP)}, {Name: "op", Value: AluAttr(b.Ctx, op)},
	}, nil, nil).Result(0)
}

// RegisterAluImm returns a new register holding lhs op imm.
func (b *Builder) RegisterAluImm(op AluOp, lhs core.Value, imm int64) core.Value {
	return b.create(opRegisterAlu, []core.Value{lhs}, []core.Type{core.Index(b.Ctx)}, []core.NamedAttr{
		{Name: "engine", Value: EngineAttr(b.Ctx, arch.SP)}, {Name: "op", Value: AluAttr(b.Ctx, op)},
		{Name: "imm", Value: I64Attr(b.Ctx, imm)},
	}, nil, nil).Result(0)
}

// Inst inserts instruction name ("bir.tensor_copy") on engine e reading
// ins and writing outs, with the given immediates. The typed methods below
// call it; the JSON reader uses it for every opcode.
func (b *Builder) Inst(name string, e arch.Engine, ins, outs []AP, attrs ...core.NamedAttr) *core.Operation {
	c := b.Ctx
	def := c.LookupOp(name)
	if def == nil {
		panic(fmt.Sprintf("bir: no op %s (is the bir dialect loaded?)", name))
	}
	all := []core.NamedAttr{{Name: "engine", Value: EngineAttr(c, e)}}
	var operands []core.Value
	if def.AttrDef("ins_aps") != nil {
		all = append(all, core.NamedAttr{Name: "ins_aps", Value: apsAttr(c, ins)})
		operands = apsValues(ins)
	}
	if def.AttrDef("outs_aps") != nil {
		all = append(all, core.NamedAttr{Name: "outs_aps", Value: apsAttr(c, outs)})
		outVals := apsValues(outs)
		if def.Traits.Has(core.AttrSizedOperandSegments) {
			all = append(all, core.NamedAttr{Name: "operandSegmentSizes",
				Value: core.DenseI32Array(c, []int32{int32(len(operands)), int32(len(outVals))})})
		}
		operands = append(operands, outVals...)
	}
	return b.create(name, operands, nil, append(all, attrs...), nil, nil)
}

func (b *Builder) flag(name string, on bool) []core.NamedAttr {
	if !on {
		return nil
	}
	return []core.NamedAttr{{Name: name, Value: core.Unit(b.Ctx)}}
}

func (b *Builder) f32(name string, v float32) core.NamedAttr {
	return core.NamedAttr{Name: name, Value: F32Attr(b.Ctx, v)}
}

func (b *Builder) alu(name string, op AluOp) core.NamedAttr {
	return core.NamedAttr{Name: name, Value: AluAttr(b.Ctx, op)}
}
