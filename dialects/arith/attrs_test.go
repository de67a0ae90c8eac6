package arith

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"ncc/core"
)

func TestBitEnumFormat(t *testing.T) {
	for _, c := range []struct {
		e    *bitEnum
		v    uint32
		want string
	}{
		{fastMathEnum, 0, "none"},
		{fastMathEnum, FastMathFast, "fast"},
		{fastMathEnum, FastMathNNaN | FastMathNInf, "nnan,ninf"},
		{fastMathEnum, FastMathFast &^ FastMathAFn, "reassoc,nnan,ninf,nsz,arcp,contract"},
		{overflowEnum, 0, "none"},
		{overflowEnum, OverflowNSW | OverflowNUW, "nsw, nuw"},
		{overflowEnum, OverflowNUW, "nuw"},
	} {
		assert.Equal(t, c.want, c.e.format(c.v))
	}
	for _, kw := range []string{"none", "fast", "nnan", "afn"} {
		_, ok := fastMathEnum.lookup(kw)
		assert.True(t, ok, kw)
	}
	_, ok := overflowEnum.lookup("fast")
	assert.False(t, ok)
}

func TestAttrsAreUniqued(t *testing.T) {
	ctx := core.NewContext()
	assert.Same(t, FastMath(ctx, FastMathFast), FastMath(ctx, FastMathFast))
	assert.NotSame(t, Overflow(ctx, OverflowNSW), Overflow(ctx, OverflowNUW))
}

func TestPredicateEnums(t *testing.T) {
	ctx := core.NewContext()
	v, ok := CmpIPredicate.Value("uge")
	assert.True(t, ok)
	assert.Equal(t, CmpUGE, v)
	assert.Equal(t, "une", CmpFPredicate.Keyword(13))
	assert.Equal(t, core.Int(ctx, core.IntegerType(ctx, 64), 2), CmpIPredicate.Attr(ctx, CmpSLT))
	c := CmpFPredicate.Constraint("arith.cmpf", "predicate", "")
	assert.Equal(t, "allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15", c.Summary)
	assert.True(t, c.Check(CmpFPredicate.Attr(ctx, 15)))
	assert.False(t, c.Check(CmpFPredicate.Attr(ctx, 16)))
	assert.False(t, c.Check(core.Int(ctx, core.IntegerType(ctx, 32), 1)), "wrong width")
	rm := RoundingMode.Attr(ctx, 0)
	assert.Equal(t, core.IntegerType(ctx, 32), rm.Type)
}

func TestConstantNamesAndVerify(t *testing.T) {
	e := newEnv()
	name := func(a core.Attribute) string { return constantName(e.cst(a).(*core.OpResult).Owner())[0] }
	assert.Equal(t, "c-1_i32", name(e.intAttr(32, -1)))
	assert.Equal(t, "true", name(core.Bool(e.ctx, true)))
	assert.Equal(t, "c0", name(core.Int(e.ctx, core.Index(e.ctx), 0)))
	assert.Equal(t, "cst", name(core.FloatBits(e.ctx, core.F32(e.ctx), 0)))

	op := e.b.CreateOp("arith.constant", nil, nil, []core.Type{core.SignedIntType(e.ctx, 32)},
		core.NamedAttr{Name: "value", Value: core.Int(e.ctx, core.SignedIntType(e.ctx, 32), 1)})
	assert.EqualError(t, verifyConstant(op), "'arith.constant' op integer return type must be signless")
	assert.Nil(t, materialize(e.b, core.Int(e.ctx, core.SignedIntType(e.ctx, 8), 1), core.SignedIntType(e.ctx, 8), nil))
}

func TestCastVerify(t *testing.T) {
	e := newEnv()
	for _, c := range []struct {
		op      string
		in, out core.Type
		err     string
	}{
		{"arith.extsi", e.i(64), e.i(32), "'arith.extsi' op operand type 'i64' and result type 'i32' are cast incompatible"},
		{"arith.extsi", e.i(32), e.i(64), ""},
		{"arith.trunci", e.i(32), e.i(64), "'arith.trunci' op operand type 'i32' and result type 'i64' are cast incompatible"},
		{"arith.index_cast", e.i(32), e.i(64), "'arith.index_cast' op operand type 'i32' and result type 'i64' are cast incompatible"},
		{"arith.index_cast", e.i(32), core.Index(e.ctx), ""},
		{"arith.bitcast", e.i(32), core.Float(e.ctx, "f16"), "'arith.bitcast' op operand type 'i32' and result type 'f16' are cast incompatible"},
		{"arith.bitcast", e.i(16), core.Float(e.ctx, "bf16"), ""},
		{"arith.extf", core.Float(e.ctx, "f16"), core.F32(e.ctx), ""},
		{"arith.extf", core.F32(e.ctx), core.Float(e.ctx, "f16"), "'arith.extf' op operand type 'f32' and result type 'f16' are cast incompatible"},
		{"arith.extui", core.RankedTensor(e.ctx, []int64{4}, e.i(8), nil), core.RankedTensor(e.ctx, []int64{core.Dynamic}, e.i(16), nil),
			"'arith.extui' op failed to verify that input and output have the same tensor dimensions"},
	} {
		op := e.b.CreateOp(c.op, nil, []core.Value{e.arg(c.in)}, []core.Type{c.out})
		err := op.Def().Verify(op)
		if c.err == "" {
			assert.NoError(t, err, c.op)
		} else {
			assert.EqualError(t, err, c.err)
		}
	}
}

func TestSelectVerify(t *testing.T) {
	e := newEnv()
	vt := core.Vector(e.ctx, []int64{4}, nil, e.i(32))
	mask := core.Vector(e.ctx, []int64{4}, nil, e.i(1))
	ok := e.b.CreateOp("arith.select", nil, []core.Value{e.arg(mask), e.arg(vt), e.arg(vt)}, []core.Type{vt})
	assert.NoError(t, verifySelect(ok))
	bad := e.b.CreateOp("arith.select", nil, []core.Value{e.arg(e.i(8)), e.arg(e.i(32)), e.arg(e.i(32))}, []core.Type{e.i(32)})
	assert.EqualError(t, verifySelect(bad), "'arith.select' op failed to verify that condition is signless i1 or has matching shape")
}
