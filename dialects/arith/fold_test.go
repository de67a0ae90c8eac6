package arith

import (
	"math"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"ncc/core"
	"ncc/numerics"
)

type env struct {
	ctx *core.Context
	b   *core.Builder
	blk *core.Block
}

func newEnv() *env {
	ctx := core.NewContext()
	ctx.Load(Dialect)
	b := core.NewBuilder(ctx)
	blk := core.NewBlock(nil, nil)
	b.SetInsertionPointToEnd(blk)
	return &env{ctx: ctx, b: b, blk: blk}
}

func (e *env) i(w int) core.Type { return core.IntegerType(e.ctx, w) }

// cst materializes a constant and returns its value.
func (e *env) cst(a core.Attribute) core.Value {
	op := materialize(e.b, a, a.(core.TypedAttr).AttrType(), nil)
	return op.Result(0)
}

// arg returns a fresh non-constant value of type t.
func (e *env) arg(t core.Type) core.Value { return e.blk.AddArg(t, nil) }

// run builds op over operands and folds it with the constant operands.
func (e *env) run(name string, results []core.Type, operands []core.Value, attrs ...core.NamedAttr) (*core.Operation, []core.FoldResult) {
	op := e.b.CreateOp(name, nil, operands, results, attrs...)
	cs := make([]core.Attribute, len(operands))
	for i, v := range operands {
		cs[i] = constantOf(v)
	}
	return op, op.Def().Fold(op, cs)
}

func (e *env) intAttr(w int, v int64) core.Attribute { return core.Int(e.ctx, e.i(w), v) }

func TestIntegerConstantFolds(t *testing.T) {
	const none = 0x5eed // marks "does not fold"
	cases := []struct {
		op   string
		w    int
		a, b int64
		want int64
	}{
		{"arith.addi", 8, 127, 1, -128},
		{"arith.addi", 1, 1, 1, 0},
		{"arith.addi", 64, math.MaxInt64, 1, math.MinInt64},
		{"arith.subi", 8, -128, 1, 127},
		{"arith.muli", 8, 16, 16, 0},
		{"arith.muli", 32, 65536, 65536, 0},
		{"arith.divsi", 64, math.MinInt64, -1, none},
		{"arith.divsi", 8, -128, -1, none},
		{"arith.divsi", 8, -7, 2, -3},
		{"arith.divsi", 8, 7, 0, none},
		{"arith.divsi", 1, 1, 0, none},
		{"arith.remsi", 1, 1, 0, none},
		{"arith.divui", 8, -1, 2, 127},
		{"arith.divui", 8, 5, 0, none},
		{"arith.ceildivui", 8, 7, 2, 4},
		{"arith.ceildivui", 8, -1, 2, -128},
		{"arith.ceildivsi", 8, 7, 2, 4},
		{"arith.ceildivsi", 8, -7, 2, -3},
		{"arith.ceildivsi", 8, 7, -2, -3},
		{"arith.ceildivsi", 8, -7, -2, 4},
		{"arith.ceildivsi", 8, -128, -1, none},
		{"arith.ceildivsi", 8, -128, 3, none}, // negating MIN overflows, as in MLIR
		{"arith.floordivsi", 8, -7, 2, -4},
		{"arith.floordivsi", 8, 7, -2, -4},
		{"arith.floordivsi", 8, 6, -2, -3},
		{"arith.floordivsi", 8, -128, -1, none},
		{"arith.remsi", 8, -7, 2, -1},
		{"arith.remsi", 8, -128, -1, 0},
		{"arith.remui", 8, -7, 2, 1},
		{"arith.remui", 8, 3, 0, none},
		{"arith.andi", 8, 12, 10, 8},
		{"arith.ori", 8, 12, 10, 14},
		{"arith.xori", 8, 12, 10, 6},
		{"arith.shli", 8, 1, 7, -128},
		{"arith.shli", 8, 1, 8, none},
		{"arith.shrui", 8, -128, 7, 1},
		{"arith.shrsi", 8, -128, 7, -1},
		{"arith.shrsi", 8, -128, 9, none},
		{"arith.maxsi", 8, -1, 1, 1},
		{"arith.maxui", 8, -1, 1, -1},
		{"arith.minsi", 8, -1, 1, -1},
		{"arith.minui", 8, -1, 1, 1},
	}
	for _, c := range cases {
		t.Run(c.op, func(t *testing.T) {
			e := newEnv()
			_, r := e.run(c.op, []core.Type{e.i(c.w)}, []core.Value{e.cst(e.intAttr(c.w, c.a)), e.cst(e.intAttr(c.w, c.b))})
			if c.want == none {
				assert.Nil(t, r, "%s(%d, %d) : i%d must not fold", c.op, c.a, c.b, c.w)
				return
			}
			require.Len(t, r, 1)
			assert.Equal(t, e.intAttr(c.w, c.want), r[0].Attr, "%s(%d, %d) : i%d", c.op, c.a, c.b, c.w)
		})
	}
}

func TestIdentityFolds(t *testing.T) {
	e := newEnv()
	i32 := e.i(32)
	x, y := e.arg(i32), e.arg(i32)
	zero, one, ones := e.cst(e.intAttr(32, 0)), e.cst(e.intAttr(32, 1)), e.cst(e.intAttr(32, -1))
	for _, c := range []struct {
		op       string
		operands []core.Value
		want     core.Value
	}{
		{"arith.addi", []core.Value{x, zero}, x},
		{"arith.subi", []core.Value{x, zero}, x},
		{"arith.muli", []core.Value{x, one}, x},
		{"arith.muli", []core.Value{x, zero}, zero},
		{"arith.divsi", []core.Value{x, one}, x},
		{"arith.andi", []core.Value{x, ones}, x},
		{"arith.andi", []core.Value{x, zero}, zero},
		{"arith.ori", []core.Value{x, zero}, x},
		{"arith.xori", []core.Value{x, zero}, x},
		{"arith.shli", []core.Value{x, zero}, x},
		{"arith.maxsi", []core.Value{x, x}, x},
	} {
		_, r := e.run(c.op, []core.Type{i32}, c.operands)
		require.Len(t, r, 1, c.op)
		assert.Equal(t, c.want, r[0].Value, c.op)
	}
	// subi(x, x) -> 0 and xori(x, x) -> 0; addi(subi(a, b), b) -> a.
	_, r := e.run("arith.subi", []core.Type{i32}, []core.Value{x, x})
	assert.Equal(t, e.intAttr(32, 0), r[0].Attr)
	sub, _ := e.run("arith.subi", []core.Type{i32}, []core.Value{x, y})
	_, r = e.run("arith.addi", []core.Type{i32}, []core.Value{sub.Result(0), y})
	assert.Equal(t, x, r[0].Value)
	// Non-constant operands without an identity do not fold.
	_, r = e.run("arith.addi", []core.Type{i32}, []core.Value{x, y})
	assert.Nil(t, r)
}

func TestCmpAndSelect(t *testing.T) {
	e := newEnv()
	i8, i1 := e.i(8), e.i(1)
	pred := func(p int64) core.NamedAttr {
		return core.NamedAttr{Name: "predicate", Value: CmpIPredicate.Attr(e.ctx, p)}
	}
	_, r := e.run("arith.cmpi", []core.Type{i1}, []core.Value{e.cst(e.intAttr(8, -1)), e.cst(e.intAttr(8, 1))}, pred(CmpSLT))
	assert.Equal(t, core.Bool(e.ctx, true), r[0].Attr)
	_, r = e.run("arith.cmpi", []core.Type{i1}, []core.Value{e.cst(e.intAttr(8, -1)), e.cst(e.intAttr(8, 1))}, pred(CmpULT))
	assert.Equal(t, core.Bool(e.ctx, false), r[0].Attr)
	x := e.arg(i8)
	_, r = e.run("arith.cmpi", []core.Type{i1}, []core.Value{x, x}, pred(CmpSGE))
	assert.Equal(t, core.Bool(e.ctx, true), r[0].Attr)
	// A constant on the left moves right and the predicate swaps.
	op, r := e.run("arith.cmpi", []core.Type{i1}, []core.Value{e.cst(e.intAttr(8, 3)), x}, pred(CmpSLT))
	require.Len(t, r, 1)
	assert.Equal(t, core.Value(op.Result(0)), r[0].Value)
	assert.Equal(t, x, op.Operand(0))
	assert.Equal(t, CmpIPredicate.Attr(e.ctx, CmpSGT), op.Attr("predicate"))

	a, b := e.arg(i8), e.arg(i8)
	_, r = e.run("arith.select", []core.Type{i8}, []core.Value{e.cst(core.Bool(e.ctx, true)), a, b})
	assert.Equal(t, a, r[0].Value)
	_, r = e.run("arith.select", []core.Type{i8}, []core.Value{e.cst(core.Bool(e.ctx, false)), a, b})
	assert.Equal(t, b, r[0].Value)
	c := e.arg(i1)
	_, r = e.run("arith.select", []core.Type{i1}, []core.Value{c, e.cst(core.Bool(e.ctx, true)), e.cst(core.Bool(e.ctx, false))})
	assert.Equal(t, c, r[0].Value)
}

func TestCastFolds(t *testing.T) {
	e := newEnv()
	f32, f16 := core.F32(e.ctx), core.Float(e.ctx, "f16")
	_, r := e.run("arith.extsi", []core.Type{e.i(8)}, []core.Value{e.cst(core.Bool(e.ctx, true))})
	assert.Equal(t, e.intAttr(8, -1), r[0].Attr)
	_, r = e.run("arith.extui", []core.Type{e.i(8)}, []core.Value{e.cst(core.Bool(e.ctx, true))})
	assert.Equal(t, e.intAttr(8, 1), r[0].Attr)
	_, r = e.run("arith.trunci", []core.Type{e.i(8)}, []core.Value{e.cst(e.intAttr(32, 0x1ff))})
	assert.Equal(t, e.intAttr(8, -1), r[0].Attr)
	_, r = e.run("arith.index_cast", []core.Type{core.Index(e.ctx)}, []core.Value{e.cst(e.intAttr(8, -2))})
	assert.Equal(t, core.Int(e.ctx, core.Index(e.ctx), -2), r[0].Attr)
	_, r = e.run("arith.index_castui", []core.Type{core.Index(e.ctx)}, []core.Value{e.cst(e.intAttr(8, -2))})
	assert.Equal(t, core.Int(e.ctx, core.Index(e.ctx), 254), r[0].Attr)

	fbits := func(t *core.FloatType, x float64) core.Attribute {
		f, _ := numerics.FormatByName(t.Name)
		return core.FloatBits(e.ctx, t, f.FromFloat64(x))
	}
	_, r = e.run("arith.sitofp", []core.Type{f32}, []core.Value{e.cst(e.intAttr(8, -3))})
	assert.Equal(t, fbits(f32, -3), r[0].Attr)
	_, r = e.run("arith.uitofp", []core.Type{f32}, []core.Value{e.cst(e.intAttr(8, -3))})
	assert.Equal(t, fbits(f32, 253), r[0].Attr)
	// sitofp rounds to nearest even: 2^24+1 is not an f32.
	_, r = e.run("arith.sitofp", []core.Type{f32}, []core.Value{e.cst(e.intAttr(32, 1<<24+1))})
	assert.Equal(t, fbits(f32, 1<<24), r[0].Attr)
	_, r = e.run("arith.fptosi", []core.Type{e.i(8)}, []core.Value{e.cst(fbits(f32, -2.75))})
	assert.Equal(t, e.intAttr(8, -2), r[0].Attr)
	_, r = e.run("arith.fptosi", []core.Type{e.i(8)}, []core.Value{e.cst(fbits(f32, 128))})
	assert.Nil(t, r, "out of range")
	_, r = e.run("arith.fptoui", []core.Type{e.i(8)}, []core.Value{e.cst(fbits(f32, -1))})
	assert.Nil(t, r, "negative to unsigned")
	_, r = e.run("arith.fptoui", []core.Type{e.i(8)}, []core.Value{e.cst(fbits(f32, 255.9))})
	assert.Equal(t, e.intAttr(8, -1), r[0].Attr)
	// truncf folds only exact values; extf always for wider formats.
	_, r = e.run("arith.truncf", []core.Type{f16}, []core.Value{e.cst(fbits(f32, 0.5))})
	assert.Equal(t, fbits(f16, 0.5), r[0].Attr)
	_, r = e.run("arith.truncf", []core.Type{f16}, []core.Value{e.cst(fbits(f32, 0.1))})
	assert.Nil(t, r)
	_, r = e.run("arith.extf", []core.Type{f32}, []core.Value{e.cst(fbits(f16, 0.1))})
	assert.Equal(t, fbits(f32, float64(numerics.F16ToF32(numerics.F32ToF16(0.1)))), r[0].Attr)
	_, r = e.run("arith.bitcast", []core.Type{e.i(32)}, []core.Value{e.cst(fbits(f32, 1))})
	assert.Equal(t, e.intAttr(32, 0x3f800000), r[0].Attr)
}

func TestFloatFolds(t *testing.T) {
	e := newEnv()
	bf16 := core.Float(e.ctx, "bf16")
	f, _ := numerics.FormatByName("bf16")
	c := func(x float64) core.Value { return e.cst(core.FloatBits(e.ctx, bf16, f.FromFloat64(x))) }
	want := func(x float64) core.Attribute { return core.FloatBits(e.ctx, bf16, f.FromFloat64(x)) }
	_, r := e.run("arith.addf", []core.Type{bf16}, []core.Value{c(1), c(1.0 / 256)})
	assert.Equal(t, want(1), r[0].Attr, "1 + 2^-8 rounds to even in bf16")
	_, r = e.run("arith.mulf", []core.Type{bf16}, []core.Value{c(3), c(-2)})
	assert.Equal(t, want(-6), r[0].Attr)
	_, r = e.run("arith.divf", []core.Type{bf16}, []core.Value{c(0), c(0)})
	assert.Equal(t, core.FloatBits(e.ctx, bf16, f.NaN()), r[0].Attr)
	_, r = e.run("arith.maximumf", []core.Type{bf16}, []core.Value{c(math.Copysign(0, -1)), c(0)})
	assert.Equal(t, want(0), r[0].Attr)
	_, r = e.run("arith.minnumf", []core.Type{bf16}, []core.Value{c(math.NaN()), c(2)})
	assert.Equal(t, want(2), r[0].Attr)
	_, r = e.run("arith.remf", []core.Type{bf16}, []core.Value{c(-7), c(2)})
	assert.Equal(t, want(-1), r[0].Attr)
	_, r = e.run("arith.negf", []core.Type{bf16}, []core.Value{c(2)})
	assert.Equal(t, want(-2), r[0].Attr)
	x := e.arg(bf16)
	_, r = e.run("arith.addf", []core.Type{bf16}, []core.Value{x, c(math.Copysign(0, -1))})
	assert.Equal(t, x, r[0].Value)
	_, r = e.run("arith.addf", []core.Type{bf16}, []core.Value{x, c(0)})
	assert.Nil(t, r, "x + 0 is not x for x = -0")
}

func TestDenseFolds(t *testing.T) {
	e := newEnv()
	vt := core.Vector(e.ctx, []int64{3}, nil, e.i(8))
	dense := func(vs ...byte) core.Value { return e.cst(core.Dense(e.ctx, vt, vs)) }
	_, r := e.run("arith.addi", []core.Type{vt}, []core.Value{dense(1, 2, 0x7f), dense(1, 1, 1)})
	assert.Equal(t, core.Dense(e.ctx, vt, []byte{2, 3, 0x80}), r[0].Attr)
	_, r = e.run("arith.addi", []core.Type{vt}, []core.Value{dense(5, 5, 5), dense(1, 1, 1)})
	assert.Equal(t, core.Dense(e.ctx, vt, []byte{6}), r[0].Attr, "splat + splat stays splat")
	// One division by zero anywhere refuses the whole fold.
	_, r = e.run("arith.divui", []core.Type{vt}, []core.Value{dense(4, 4, 4), dense(2, 0, 1)})
	assert.Nil(t, r)
}

func TestExtendedMul(t *testing.T) {
	e := newEnv()
	for _, c := range []struct {
		op       string
		w        int
		a, b     int64
		lo, high int64
	}{
		{"arith.mulsi_extended", 8, -128, -128, 0, 64},
		{"arith.mului_extended", 8, -1, -1, 1, -2},
		{"arith.mulsi_extended", 64, math.MinInt64, -1, math.MinInt64, 0},
		{"arith.mului_extended", 64, -1, 2, -2, 1},
		{"arith.mulsi_extended", 64, -1, -1, 1, 0},
	} {
		_, r := e.run(c.op, []core.Type{e.i(c.w), e.i(c.w)}, []core.Value{e.cst(e.intAttr(c.w, c.a)), e.cst(e.intAttr(c.w, c.b))})
		require.Len(t, r, 2, c.op)
		assert.Equal(t, e.intAttr(c.w, c.lo), r[0].Attr, "%s low", c.op)
		assert.Equal(t, e.intAttr(c.w, c.high), r[1].Attr, "%s high", c.op)
	}
	_, r := e.run("arith.addui_extended", []core.Type{e.i(8), e.i(1)}, []core.Value{e.cst(e.intAttr(8, -1)), e.cst(e.intAttr(8, 2))})
	require.Len(t, r, 2)
	assert.Equal(t, e.intAttr(8, 1), r[0].Attr)
	assert.Equal(t, core.Bool(e.ctx, true), r[1].Attr)
}
