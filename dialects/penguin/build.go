package penguin

import (
	"fmt"

	"ncc/arch"
	"ncc/core"
	"ncc/dialects/ods"
	"ncc/numerics/pwp"
)

// The builder API: one function per op, taking the builder and a location
// (nil for unknown) first, as MLIR's builders do. They build what the
// verifier accepts when given what it asks; they do not verify (call
// core.Verify once the kernel is built). Builders panic only on a Go
// misuse (a value of the wrong kind), never on target limits.

// Index is a start position: an index value, or a constant when Value is
// nil.
type Index struct {
	Value core.Value
	Const int64
}

// Dyn is the start held by index value v; Const the constant n.
func Dyn(v core.Value) Index { return Index{Value: v} }
func Const(n int64) Index    { return Index{Const: n} }

// Consts is one constant start per n.
func Consts(ns ...int64) []Index {
	out := make([]Index, len(ns))
	for i, n := range ns {
		out[i] = Const(n)
	}
	return out
}

// Access is how a load or store walks its HBM buffer: one start per HBM
// dimension, one DimMap per tile dimension. Dims nil is the default walk
// (DefaultDims), which a load or store then leaves unwritten.
type Access struct {
	Starts []Index
	Dims   []DimMap
}

// Arg is an ewise input: a tile, or the immediate Imm when Value is nil.
type Arg struct {
	Value core.Value
	Imm   float64
}

// V is the tile v as an input; Imm the immediate x (stored as f32, or as
// i32 for the bitwise ops).
func V(v core.Value) Arg { return Arg{Value: v} }
func Imm(x float64) Arg  { return Arg{Imm: x} }

// IsImm reports whether a is an immediate.
func (a Arg) IsImm() bool { return a.Value == nil }

// ActSpec is what penguin.activation computes: Func(x * Scale + Bias),
// with Alpha for prelu, and a second [P, 1] result of type Reduce holding
// each partition's sum when Reduce is not nil. A zero Bias (no value, Imm
// 0) is no bias. Start from ActivationOf, whose Scale is 1.
type ActSpec struct {
	Func   pwp.ID
	Scale  float32
	Bias   Arg
	Alpha  float32
	Reduce *TileType
}

// ActivationOf is the spec of plain f(x).
func ActivationOf(f pwp.ID) ActSpec { return ActSpec{Func: f, Scale: 1} }

// BodyFunc builds a loop body at the end of its block: iv is the induction
// variable, iters the carried values. It returns the values to yield.
type BodyFunc func(b *core.Builder, iv core.Value, iters []core.Value) []core.Value

func create(b *core.Builder, name string, loc core.Location, operands []core.Value, results []core.Type, attrs ...core.NamedAttr) *core.Operation {
	return b.CreateOp(name, loc, operands, results, attrs...)
}

func named(n string, a core.Attribute) core.NamedAttr { return core.NamedAttr{Name: n, Value: a} }

// NewKernel creates penguin.kernel @name with HBM arguments and results and
// an entry block holding the arguments, which it returns; the insertion
// point stays after the kernel.
func NewKernel(b *core.Builder, loc core.Location, name string, args, results []core.Type) (KernelOp, *core.Block) {
	ctx := b.Ctx
	st := &core.OpState{Ctx: ctx, Name: opName(ctx, opKernel), Loc: loc}
	st.AddAttr("sym_name", core.String(ctx, name))
	st.AddAttr("function_type", core.TypeAttrOf(ctx, core.Function(ctx, args, results)))
	r := st.AddRegion()
	entry := core.NewBlock(args, nil)
	r.Append(entry)
	op := b.Create(st)
	return KernelOp{op}, entry
}

func opName(ctx *core.Context, n string) *core.OpName {
	on, err := ctx.OpName(n)
	if err != nil {
		panic("penguin: " + err.Error())
	}
	return on
}

// NewReturn creates penguin.return of the kernel's results.
func NewReturn(b *core.Builder, loc core.Location, values ...core.Value) *core.Operation {
	return create(b, "penguin.return", loc, values, nil)
}

// NewHBMAlloc creates a buffer of type t.
func NewHBMAlloc(b *core.Builder, loc core.Location, t *HBMType) core.Value {
	return create(b, "penguin.hbm_alloc", loc, nil, []core.Type{t}).Result(0)
}

// NewHBMConstant creates a buffer holding value (dense elements of t's
// shape and element type).
func NewHBMConstant(b *core.Builder, loc core.Location, t *HBMType, value core.ElementsAttr) core.Value {
	return create(b, "penguin.hbm_alloc", loc, nil, []core.Type{t}, named("value", value)).Result(0)
}

// NewView sees the HBM buffer src with type t (same element type and count).
func NewView(b *core.Builder, loc core.Location, src core.Value, t *HBMType) core.Value {
	return create(b, "penguin.view", loc, []core.Value{src}, []core.Type{t}).Result(0)
}

// NewYield creates penguin.yield; the region builders below add it
// themselves.
func NewYield(b *core.Builder, loc core.Location, values ...core.Value) *core.Operation {
	return create(b, opYield, loc, values, nil)
}

// fill builds a single-block region's body with f at the block's end,
// then yields what f returns; the builder's insertion point is restored.
func fill(b *core.Builder, loc core.Location, blk *core.Block, f func(*core.Builder) []core.Value) {
	saved, before := b.InsertionPoint()
	b.SetInsertionPointToEnd(blk)
	var ys []core.Value
	if f != nil {
		ys = f(b)
	}
	NewYield(b, loc, ys...)
	b.RestoreInsertionPoint(saved, before)
}

// NewFor creates `penguin.for %i = lb to ub step step kind` carrying inits
// and builds its body with body.
func NewFor(b *core.Builder, loc core.Location, lb, ub, step int64, kind LoopKind, inits []core.Value, body BodyFunc) ForOp {
	ctx := b.Ctx
	i64 := core.IntegerType(ctx, 64)
	types := valueTypes(inits)
	st := &core.OpState{Ctx: ctx, Name: opName(ctx, opFor), Loc: loc, Operands: inits, ResultTypes: types}
	st.AddAttr("lb", core.Int(ctx, i64, lb))
	st.AddAttr("ub", core.Int(ctx, i64, ub))
	st.AddAttr("step", core.Int(ctx, i64, step))
	st.AddAttr("kind", Loop(ctx, kind))
	blk := core.NewBlock(append([]core.Type{core.Index(ctx)}, types...), nil)
	st.AddRegion().Append(blk)
	op := b.Create(st)
	args := blk.ArgValues()
	fill(b, loc, blk, func(b *core.Builder) []core.Value {
		if body == nil {
			return nil
		}
		return body(b, args[0], args[1:])
	})
	return ForOp{op}
}

// NewWhile creates a penguin.while carrying inits: cond builds the
// condition (a !penguin.tile<1x1xi1, sbuf>) from the carried values, body
// the next values.
func NewWhile(b *core.Builder, loc core.Location, inits []core.Value,
	cond func(b *core.Builder, iters []core.Value) core.Value,
	body func(b *core.Builder, iters []core.Value) []core.Value) WhileOp {
	ctx := b.Ctx
	types := valueTypes(inits)
	st := &core.OpState{Ctx: ctx, Name: opName(ctx, opWhile), Loc: loc, Operands: inits, ResultTypes: types}
	cb, bb := core.NewBlock(types, nil), core.NewBlock(types, nil)
	st.AddRegion().Append(cb)
	st.AddRegion().Append(bb)
	op := b.Create(st)
	fill(b, loc, cb, func(b *core.Builder) []core.Value { return []core.Value{cond(b, cb.ArgValues())} })
	fill(b, loc, bb, func(b *core.Builder) []core.Value { return body(b, bb.ArgValues()) })
	return WhileOp{op}
}

// NewIf creates a penguin.if on cond with results of types results. els
// may be nil when there are no results (no else region).
func NewIf(b *core.Builder, loc core.Location, cond core.Value, results []core.Type,
	then, els func(b *core.Builder) []core.Value) IfOp {
	ctx := b.Ctx
	st := &core.OpState{Ctx: ctx, Name: opName(ctx, opIf), Loc: loc, Operands: []core.Value{cond}, ResultTypes: results}
	tb := core.NewBlock(nil, nil)
	st.AddRegion().Append(tb)
	er := st.AddRegion()
	var eb *core.Block
	if els != nil {
		eb = core.NewBlock(nil, nil)
		er.Append(eb)
	}
	op := b.Create(st)
	fill(b, loc, tb, then)
	if eb != nil {
		fill(b, loc, eb, els)
	}
	return IfOp{op}
}

// NewWhileBlocks creates a penguin.while carrying nothing with empty cond
// and body blocks, for a lowering that moves existing ops into them and
// ends each block with its own penguin.yield.
func NewWhileBlocks(b *core.Builder, loc core.Location) (w WhileOp, cond, body *core.Block) {
	st := &core.OpState{Ctx: b.Ctx, Name: opName(b.Ctx, opWhile), Loc: loc}
	cond, body = core.NewBlock(nil, nil), core.NewBlock(nil, nil)
	st.AddRegion().Append(cond)
	st.AddRegion().Append(body)
	return WhileOp{b.Create(st)}, cond, body
}

// NewIfBlocks creates a penguin.if on cond without results, with empty
// then and else blocks the caller fills and ends with penguin.yield.
func NewIfBlocks(b *core.Builder, loc core.Location, cond core.Value) (op IfOp, then, els *core.Block) {
	st := &core.OpState{Ctx: b.Ctx, Name: opName(b.Ctx, opIf), Loc: loc, Operands: []core.Value{cond}}
	then, els = core.NewBlock(nil, nil), core.NewBlock(nil, nil)
	st.AddRegion().Append(then)
	st.AddRegion().Append(els)
	return IfOp{b.Create(st)}, then, els
}

func valueTypes(vs []core.Value) []core.Type {
	ts := make([]core.Type, len(vs))
	for i, v := range vs {
		ts[i] = v.Type()
	}
	return ts
}

// startsOperands splits starts into index operands and static_starts.
func startsOperands(ctx *core.Context, starts []Index) ([]core.Value, core.NamedAttr) {
	var dyn []core.Value
	static := make([]int64, len(starts))
	for i, s := range starts {
		if s.Value != nil {
			dyn = append(dyn, s.Value)
			static[i] = core.Dynamic
		} else {
			static[i] = s.Const
		}
	}
	return dyn, named("static_starts", ods.DenseI64Array(ctx, static))
}

// accessAttrs returns the operands and attributes of acc for a tile of
// rank tileRank and a buffer of rank hbmRank; default dims are not
// written.
func accessAttrs(ctx *core.Context, acc Access, tileRank, hbmRank int) ([]core.Value, []core.NamedAttr) {
	dyn, static := startsOperands(ctx, acc.Starts)
	attrs := []core.NamedAttr{static}
	if acc.Dims != nil && !equalDims(acc.Dims, DefaultDims(tileRank, hbmRank)) {
		attrs = append(attrs, named("dims", Dims(ctx, acc.Dims)))
	}
	return dyn, attrs
}

func equalDims(a, b []DimMap) bool {
	if len(a) != len(b) || b == nil {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

func mustTile(v core.Value) *TileType {
	t, ok := v.Type().(*TileType)
	if !ok {
		panic(fmt.Sprintf("penguin: expected a tile value, got %s", core.TypeString(v.Type())))
	}
	return t
}

func mustHBM(v core.Value) *HBMType {
	t, ok := v.Type().(*HBMType)
	if !ok {
		panic(fmt.Sprintf("penguin: expected an HBM buffer, got %s", core.TypeString(v.Type())))
	}
	return t
}

// NewLoad creates a load of a tile of type t from src through acc.
func NewLoad(b *core.Builder, loc core.Location, src core.Value, acc Access, t *TileType) core.Value {
	dyn, attrs := accessAttrs(b.Ctx, acc, t.Rank(), mustHBM(src).Rank())
	return create(b, "penguin.load", loc, append([]core.Value{src}, dyn...), []core.Type{t}, attrs...).Result(0)
}

// NewStore creates a store of tile value into dest through acc.
func NewStore(b *core.Builder, loc core.Location, value, dest core.Value, acc Access) *core.Operation {
	dyn, attrs := accessAttrs(b.Ctx, acc, mustTile(value).Rank(), mustHBM(dest).Rank())
	return create(b, "penguin.store", loc, append([]core.Value{value, dest}, dyn...), nil, attrs...)
}

// NewLoadIndirect creates a gather of the rows indices names from src,
// from starts in src's other dimensions, into a tile of type t.
func NewLoadIndirect(b *core.Builder, loc core.Location, src, indices core.Value, starts []Index, t *TileType) core.Value {
	dyn, static := startsOperands(b.Ctx, starts)
	return create(b, "penguin.load_indirect", loc, append([]core.Value{src, indices}, dyn...), []core.Type{t}, static).Result(0)
}

// NewMatmul creates stationaryᵀ · moving, plus acc when it is not nil. The
// result is acc's type, or the f32 PSUM tile [M, N].
func NewMatmul(b *core.Builder, loc core.Location, stationary, moving, acc core.Value) core.Value {
	ops := []core.Value{stationary, moving}
	var rt core.Type
	if acc != nil {
		ops = append(ops, acc)
		rt = acc.Type()
	} else {
		st, mv := mustTile(stationary), mustTile(moving)
		rt = Tile(b.Ctx, []int64{st.Dims[1], mv.Dims[1]}, core.F32(b.Ctx), arch.PSUM)
	}
	return create(b, "penguin.matmul", loc, ops, []core.Type{rt}).Result(0)
}

// NewTranspose creates a transpose of x into a tile of type t.
func NewTranspose(b *core.Builder, loc core.Location, x core.Value, t *TileType) core.Value {
	return create(b, "penguin.transpose", loc, []core.Value{x}, []core.Type{t}).Result(0)
}

// NewEwise creates `penguin.ewise op args` with result type t.
func NewEwise(b *core.Builder, loc core.Location, op AluOp, t *TileType, args ...Arg) core.Value {
	return newEwise(b, loc, []AluOp{op}, t, args)
}

// NewEwise2 creates `penguin.ewise op0 then op1 args`: (x0 op0 x1) op1 x2.
func NewEwise2(b *core.Builder, loc core.Location, op0, op1 AluOp, t *TileType, args ...Arg) core.Value {
	return newEwise(b, loc, []AluOp{op0, op1}, t, args)
}

func newEwise(b *core.Builder, loc core.Location, ops []AluOp, t *TileType, args []Arg) core.Value {
	ctx := b.Ctx
	attrs := []core.NamedAttr{named("op", Alu(ctx, ops[0]))}
	if len(ops) > 1 {
		attrs = append(attrs, named("op1", Alu(ctx, ops[1])))
	}
	cons := consumers(ops)
	var tiles []core.Value
	scalars := make([]core.Attribute, len(args))
	anyImm := false
	for i, a := range args {
		if !a.IsImm() {
			tiles = append(tiles, a.Value)
			scalars[i] = core.Unit(ctx)
			continue
		}
		anyImm = true
		var o AluOp = AluAdd
		if i < len(cons) {
			o = cons[i]
		}
		scalars[i] = immAttr(ctx, o, a.Imm)
	}
	if anyImm {
		attrs = append(attrs, named("scalars", core.Array(ctx, scalars)))
	}
	return create(b, "penguin.ewise", loc, tiles, []core.Type{t}, attrs...).Result(0)
}

// immAttr is x as an immediate of ALU op o (immType).
func immAttr(ctx *core.Context, o AluOp, x float64) core.Attribute {
	if o.Bitwise() {
		return core.Int(ctx, core.IntegerType(ctx, 32), int64(int32(x)))
	}
	return f32Attr(ctx, float32(x))
}

// NewActivation creates spec applied to x with result type t; reduced is
// nil unless spec.Reduce is set.
func NewActivation(b *core.Builder, loc core.Location, x core.Value, t *TileType, spec ActSpec) (result, reduced core.Value) {
	ctx := b.Ctx
	ops := []core.Value{x}
	attrs := []core.NamedAttr{named("func", Act(ctx, spec.Func))}
	if spec.Scale != 1 {
		attrs = append(attrs, named("scale", f32Attr(ctx, spec.Scale)))
	}
	switch {
	case spec.Bias.Value != nil:
		ops = append(ops, spec.Bias.Value)
	case spec.Bias.Imm != 0:
		attrs = append(attrs, named("bias_value", f32Attr(ctx, float32(spec.Bias.Imm))))
	}
	if spec.Func == pwp.PRelu {
		attrs = append(attrs, named("alpha", f32Attr(ctx, spec.Alpha)))
	}
	results := []core.Type{t}
	if spec.Reduce != nil {
		results = append(results, spec.Reduce)
	}
	op := create(b, "penguin.activation", loc, ops, results, attrs...)
	if spec.Reduce != nil {
		return op.Result(0), op.Result(1)
	}
	return op.Result(0), nil
}

// NewReduce creates an op reduction of x's free dimensions into t ([P, 1]).
func NewReduce(b *core.Builder, loc core.Location, op AluOp, x core.Value, t *TileType) core.Value {
	return create(b, "penguin.reduce", loc, []core.Value{x}, []core.Type{t}, named("op", Alu(b.Ctx, op))).Result(0)
}

// NewBroadcast creates a broadcast of x to type t.
func NewBroadcast(b *core.Builder, loc core.Location, x core.Value, t *TileType) core.Value {
	return create(b, "penguin.broadcast", loc, []core.Value{x}, []core.Type{t}).Result(0)
}

// NewIota creates a tile of type t whose element [i0, i1, ...] is
// base + Σ coeffs[k]·ik.
func NewIota(b *core.Builder, loc core.Location, coeffs []int64, base int64, t *TileType) core.Value {
	ctx := b.Ctx
	attrs := []core.NamedAttr{named("coeffs", ods.DenseI64Array(ctx, coeffs))}
	if base != 0 {
		attrs = append(attrs, named("base", core.Int(ctx, core.IntegerType(ctx, 64), base)))
	}
	return create(b, "penguin.iota", loc, nil, []core.Type{t}, attrs...).Result(0)
}

// NewSelect creates pred ? onTrue : onFalse, of onTrue's type.
func NewSelect(b *core.Builder, loc core.Location, pred, onTrue, onFalse core.Value) core.Value {
	return create(b, "penguin.select", loc, []core.Value{pred, onTrue, onFalse}, []core.Type{onTrue.Type()}).Result(0)
}

// NewCopy creates a copy of x into type t.
func NewCopy(b *core.Builder, loc core.Location, x core.Value, t *TileType) core.Value {
	return create(b, "penguin.copy", loc, []core.Value{x}, []core.Type{t}).Result(0)
}

// NewZeros creates a tile of zeros of type t.
func NewZeros(b *core.Builder, loc core.Location, t *TileType) core.Value {
	return create(b, "penguin.zeros", loc, nil, []core.Type{t}).Result(0)
}

// NewConstant creates a tile of type t filled with v. It panics when v is
// not a value of t's element type (a fraction or out of range for an
// integer type): the caller converts first.
func NewConstant(b *core.Builder, loc core.Location, v float64, t *TileType) core.Value {
	a, err := splatValue(b.Ctx, t.Elem, v)
	if err != nil {
		panic("penguin.NewConstant: " + err.Error())
	}
	return create(b, "penguin.constant", loc, nil, []core.Type{t}, named("value", a)).Result(0)
}

// NewExtractScalar creates a read of tile's element at pos as an index.
func NewExtractScalar(b *core.Builder, loc core.Location, tile core.Value, pos ...int64) core.Value {
	ctx := b.Ctx
	return create(b, "penguin.extract_scalar", loc, []core.Value{tile}, []core.Type{core.Index(ctx)},
		named("position", ods.DenseI64Array(ctx, pos))).Result(0)
}
