package core

import (
	"math/big"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// irEnv is a Context with a tiny test dialect: t.def (one result, inherent
// attribute "value"), t.use (variadic operands), t.br (a terminator with a
// successor) and t.region (one region).
type irEnv struct {
	ctx *Context
	b   *Builder
	i32 Type
}

var testIRDialect = &Dialect{Name: "t", Ops: []*OpDef{
	{Name: "t.def", Results: []ValueDef{{Name: "r"}}, Attrs: []AttrDef{{Name: "value", Optional: true}}},
	{Name: "t.use", Operands: []ValueDef{{Name: "xs", Arity: Variadic}}},
	{Name: "t.br", Operands: []ValueDef{{Name: "xs", Arity: Variadic}}, Successors: []SuccessorDef{{Name: "dest"}}, Traits: Terminator},
	{Name: "t.region", Regions: []RegionDef{{Name: "body"}}, Results: []ValueDef{{Name: "r", Arity: Variadic}}},
}}

func newIREnv(t *testing.T) *irEnv {
	t.Helper()
	ctx := NewContext()
	ctx.Load(testIRDialect)
	return &irEnv{ctx: ctx, b: NewBuilder(ctx), i32: IntegerType(ctx, 32)}
}

func (e *irEnv) def(v int64) *Operation {
	return e.b.CreateOp("t.def", Unknown(e.ctx), nil, []Type{e.i32}, NamedAttr{"value", Int(e.ctx, e.i32, v)})
}

func (e *irEnv) use(vs ...Value) *Operation {
	return e.b.CreateOp("t.use", Unknown(e.ctx), vs, nil)
}

func names(ops []*Operation) []string {
	var out []string
	for _, o := range ops {
		out = append(out, o.Name())
	}
	return out
}

func TestUniquingIsPointerEquality(t *testing.T) {
	ctx := NewContext()
	i32 := IntegerType(ctx, 32)
	assert.Same(t, i32, IntegerType(ctx, 32))
	assert.NotSame(t, i32, SignedIntType(ctx, 32))
	assert.Same(t, RankedTensor(ctx, []int64{4, Dynamic}, F32(ctx), nil), RankedTensor(ctx, []int64{4, Dynamic}, F32(ctx), nil))
	assert.Same(t, Int(ctx, i32, 7), Int(ctx, i32, 7))
	assert.NotSame(t, Int(ctx, i32, 7), Int(ctx, IntegerType(ctx, 64), 7))
	assert.Same(t, Dict(ctx, []NamedAttr{{"b", Unit(ctx)}, {"a", Unit(ctx)}}), Dict(ctx, []NamedAttr{{"a", Unit(ctx)}, {"b", Unit(ctx)}}))
	assert.NotSame(t, NewDistinct(ctx, Unit(ctx)), NewDistinct(ctx, Unit(ctx)))
	assert.Nil(t, Float(ctx, "f17"))
	assert.Equal(t, 8, Float(ctx, "f8E4M3FN").Width)
}

func TestUniquingIsSafeConcurrently(t *testing.T) {
	ctx := NewContext()
	var wg sync.WaitGroup
	got := make([]*TensorType, 8)
	for i := range got {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for j := 0; j < 200; j++ {
				got[i] = RankedTensor(ctx, []int64{int64(j % 7)}, F32(ctx), nil)
			}
		}()
	}
	wg.Wait()
	for _, g := range got[1:] {
		assert.Same(t, got[0], g)
	}
}

func TestIntAttrNormalizesToWidth(t *testing.T) {
	ctx := NewContext()
	tests := []struct {
		typ  Type
		in   int64
		want int64
	}{
		{IntegerType(ctx, 8), 255, -1},
		{IntegerType(ctx, 8), 128, -128},
		{UnsignedIntType(ctx, 8), -1, 255},
		{IntegerType(ctx, 1), -1, 1},
		{IntegerType(ctx, 64), -5, -5},
		{Index(ctx), 1 << 40, 1 << 40},
	}
	for _, tc := range tests {
		assert.Equal(t, tc.want, Int(ctx, tc.typ, tc.in).Val, "%s %d", tc.typ.Key(), tc.in)
	}
	wide := BigInt(ctx, IntegerType(ctx, 128), new(big.Int).Lsh(big.NewInt(1), 127))
	assert.Equal(t, "-170141183460469231731687303715884105728", wide.Big.String(), "i128 wraps to its minimum")
}

func TestDenseDetectsSplat(t *testing.T) {
	ctx := NewContext()
	ty := RankedTensor(ctx, []int64{3}, IntegerType(ctx, 16), nil)
	s := Dense(ctx, ty, []byte{1, 0, 1, 0, 1, 0})
	assert.True(t, s.Splat)
	assert.Equal(t, []byte{1, 0}, s.Raw)
	assert.Same(t, s, Dense(ctx, ty, []byte{1, 0}))
	assert.False(t, Dense(ctx, ty, []byte{1, 0, 2, 0, 1, 0}).Splat)
}

func TestFusedLocFlattens(t *testing.T) {
	ctx := NewContext()
	a, b := FileLineCol(ctx, "a", 1, 1), Name(ctx, "n", nil)
	assert.Same(t, a, Fused(ctx, []Location{a, Unknown(ctx), a}, nil), "one distinct location is returned alone")
	f := Fused(ctx, []Location{Fused(ctx, []Location{a, b}, nil), b}, nil).(*FusedLoc)
	assert.Equal(t, []Location{a, b}, f.Locs)
	l, ok := FileLineColOf(CallSite(ctx, Name(ctx, "x", a), b))
	require.True(t, ok)
	assert.Same(t, a, l)
}

func TestUseListsAndReplaceAllUses(t *testing.T) {
	e := newIREnv(t)
	blk := NewBlock(nil, nil)
	e.b.SetInsertionPointToEnd(blk)
	x, y := e.def(1), e.def(2)
	u1 := e.use(x.Result(0), x.Result(0))
	u2 := e.use(x.Result(0), y.Result(0))
	assert.Len(t, Uses(x.Result(0)), 3)
	assert.False(t, HasOneUse(x.Result(0)))
	assert.True(t, HasOneUse(y.Result(0)))

	ReplaceUsesIf(x.Result(0), y.Result(0), func(o *Operand) bool { return o.Owner() == u2 })
	assert.Equal(t, []Value{y.Result(0), y.Result(0)}, u2.Operands())
	assert.Len(t, Uses(x.Result(0)), 2)

	ReplaceAllUsesWith(x.Result(0), y.Result(0))
	assert.False(t, HasUses(x.Result(0)))
	assert.Len(t, Uses(y.Result(0)), 4)
	assert.ElementsMatch(t, []*Operation{u2, u2, u1, u1}, Users(y.Result(0)))

	u1.SetOperands([]Value{x.Result(0)})
	assert.Len(t, Uses(y.Result(0)), 2, "SetOperands unlinks the old operands")
	assert.True(t, HasOneUse(x.Result(0)))

	u1.Erase()
	assert.False(t, HasUses(x.Result(0)), "Erase drops the op's uses")
	assert.Equal(t, []string{"t.def", "t.def", "t.use"}, names(blk.Ops()))
}

func TestAttributesRouteByDefinition(t *testing.T) {
	e := newIREnv(t)
	op := e.def(3)
	op.SetAttr("zz", Unit(e.ctx))
	op.SetAttr("aa", Unit(e.ctx))
	assert.Equal(t, []NamedAttr{{"value", Int(e.ctx, e.i32, 3)}}, op.Props(), "declared attributes are properties")
	assert.Equal(t, []string{"aa", "zz"}, []string{op.Attrs()[0].Name, op.Attrs()[1].Name}, "discardable attributes stay sorted")
	assert.Equal(t, []string{"aa", "value", "zz"}, []string{op.AllAttrs()[0].Name, op.AllAttrs()[1].Name, op.AllAttrs()[2].Name})
	assert.True(t, op.RemoveAttr("value"))
	assert.Nil(t, op.Attr("value"))
	assert.False(t, op.RemoveAttr("value"))
}

func TestBlockListEditing(t *testing.T) {
	e := newIREnv(t)
	r := NewRegion()
	b1 := e.b.CreateBlock(r, []Type{e.i32}, nil)
	a, b, c := e.def(1), e.def(2), e.def(3)
	assert.True(t, a.IsBeforeInBlock(c))
	c.MoveBefore(a)
	assert.Equal(t, []*Operation{c, a, b}, b1.Ops())
	assert.True(t, c.IsBeforeInBlock(a), "order is renumbered after a move")
	a.MoveAfter(b)
	assert.Equal(t, []*Operation{c, b, a}, b1.Ops())

	b2 := b1.SplitBefore(b)
	assert.Equal(t, []*Operation{c}, b1.Ops())
	assert.Equal(t, []*Operation{b, a}, b2.Ops())
	assert.Equal(t, []*Block{b1, b2}, r.Blocks())
	assert.Same(t, b2, b.ParentBlock())

	arg := b1.InsertArg(0, IntegerType(e.ctx, 8), nil)
	assert.Equal(t, 0, arg.Index())
	assert.Equal(t, 1, b1.Arg(1).Index())
	b1.EraseArg(0)
	assert.Equal(t, 0, b1.Arg(0).Index())

	other := NewRegion()
	other.TakeBody(r)
	assert.True(t, r.Empty())
	assert.Equal(t, 2, other.NumBlocks())
	assert.Same(t, other, b2.Parent())
}

func TestSuccessorsTrackPredecessors(t *testing.T) {
	e := newIREnv(t)
	r := NewRegion()
	entry := e.b.CreateBlock(r, nil, nil)
	target := NewBlock([]Type{e.i32}, nil)
	r.Append(target)
	e.b.SetInsertionPointToEnd(entry)
	v := e.def(1)
	n, err := e.ctx.OpName("t.br")
	require.NoError(t, err)
	br := e.b.Create(&OpState{Name: n, Operands: []Value{v.Result(0)}, Successors: []*Block{target}})
	assert.Equal(t, []*Block{entry}, target.Predecessors())
	assert.Same(t, br, entry.Terminator())
	br.SetSuccessor(0, entry)
	assert.False(t, target.HasPredecessors())
	assert.Equal(t, []*Block{entry}, entry.Predecessors())
	br.Erase()
	assert.False(t, entry.HasPredecessors(), "erasing a branch drops its edges")
}

func TestWalkOrdersAndControl(t *testing.T) {
	e := newIREnv(t)
	n, _ := e.ctx.OpName("t.region")
	st := &OpState{Name: n}
	body := st.AddRegion()
	top := NewOperation(st)
	e.b.CreateBlock(body, nil, nil)
	d := e.def(1)
	e.use(d.Result(0))

	var pre, post []string
	top.Walk(PreOrder, func(o *Operation) WalkResult { pre = append(pre, o.Name()); return Advance })
	top.Walk(PostOrder, func(o *Operation) WalkResult { post = append(post, o.Name()); return Advance })
	assert.Equal(t, []string{"t.region", "t.def", "t.use"}, pre)
	assert.Equal(t, []string{"t.def", "t.use", "t.region"}, post)

	var skipped []string
	top.Walk(PreOrder, func(o *Operation) WalkResult { skipped = append(skipped, o.Name()); return Skip })
	assert.Equal(t, []string{"t.region"}, skipped, "Skip does not enter regions")

	count := 0
	res := top.Walk(PreOrder, func(o *Operation) WalkResult {
		count++
		if o.Name() == "t.def" {
			return Interrupt
		}
		return Advance
	})
	assert.Equal(t, Interrupt, res)
	assert.Equal(t, 2, count)

	top.WalkAll(func(o *Operation) {
		if o.Name() == "t.use" {
			o.Erase()
		}
	})
	assert.Equal(t, []string{"t.def"}, names(body.First().Ops()), "post-order walks may erase")
}

func TestCloneRemapsValuesBlocksAndRegions(t *testing.T) {
	e := newIREnv(t)
	n, _ := e.ctx.OpName("t.region")
	st := &OpState{Name: n, ResultTypes: []Type{e.i32}}
	body := st.AddRegion()
	orig := NewOperation(st)
	entry := e.b.CreateBlock(body, []Type{e.i32}, nil)
	second := NewBlock(nil, nil)
	body.Append(second)
	e.b.SetInsertionPointToEnd(entry)
	d := e.def(5)
	brName, _ := e.ctx.OpName("t.br")
	e.b.Create(&OpState{Name: brName, Operands: []Value{d.Result(0), entry.Arg(0)}, Successors: []*Block{second}})
	e.b.SetInsertionPointToEnd(second)
	e.use(d.Result(0))

	m := NewMapping()
	c := orig.Clone(m)
	assert.NotSame(t, orig, c)
	assert.Same(t, c.Result(0), m.Lookup(orig.Result(0)))
	cb := c.Region(0).Blocks()
	require.Len(t, cb, 2)
	cbr := cb[0].Last()
	assert.Same(t, cb[1], cbr.Successor(0), "successors point at cloned blocks")
	assert.Same(t, cb[0].First().Result(0), cbr.Operand(0), "operands point at cloned values")
	assert.Same(t, cb[0].Arg(0), cbr.Operand(1))
	assert.Same(t, cb[0].First().Result(0), cb[1].First().Operand(0), "uses in later blocks are remapped")
	assert.Len(t, Uses(d.Result(0)), 2, "the original keeps its own uses")
	assert.Equal(t, []*Block{cb[0]}, cb[1].Predecessors())
}

func TestBuilderInsertionPoints(t *testing.T) {
	e := newIREnv(t)
	blk := NewBlock(nil, nil)
	e.b.SetInsertionPointToEnd(blk)
	a := e.def(1)
	c := e.def(3)
	e.b.SetInsertionPoint(c)
	b := e.def(2)
	e.b.SetInsertionPointToStart(blk)
	z := e.def(0)
	e.b.SetInsertionPointAfter(c)
	d := e.def(4)
	assert.Equal(t, []*Operation{z, a, b, c, d}, blk.Ops())
	e.b.ClearInsertionPoint()
	detached := e.def(9)
	assert.Nil(t, detached.ParentBlock())
}

func TestUnregisteredOpsNeedPermission(t *testing.T) {
	ctx := NewContext()
	_, err := ctx.OpName("foo.bar")
	require.Error(t, err)
	ctx.Load(testIRDialect)
	_, err = ctx.OpName("t.nope")
	require.ErrorContains(t, err, "not found for custom op 't.nope'")
	ctx.AllowUnregistered = true
	n, err := ctx.OpName("foo.bar")
	require.NoError(t, err)
	assert.Nil(t, n.Def)
}

func TestCloneIntoSkipsMappedArguments(t *testing.T) {
	e := newIREnv(t)
	src := NewRegion()
	entry := e.b.CreateBlock(src, []Type{e.i32, e.i32}, nil)
	e.use(entry.Arg(0), entry.Arg(1))
	outside := e.def(7)
	outside.Remove()

	m := NewMapping()
	m.Map(entry.Arg(0), outside.Result(0))
	dst := NewRegion()
	src.CloneInto(dst, m)
	nb := dst.First()
	require.Equal(t, 1, nb.NumArgs(), "the mapped argument is dropped")
	assert.Equal(t, []Value{outside.Result(0), nb.Arg(0)}, nb.First().Operands())
}
