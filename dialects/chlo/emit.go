package chlo

import (
	"ncc/core"
	"ncc/dialects/stablehlo"
	"ncc/rewrite/convert"
)

// emitter builds StableHLO ops at one location, the way the decomposition
// patterns of ChloLegalizeToStablehlo.cpp call rewriter.create: every
// constant is a fresh stablehlo.constant of its operand's type
// (getConstantLike).
type emitter struct {
	r   *convert.Rewriter
	ctx *core.Context
	loc core.Location
}

func newEmitter(op *core.Operation, r *convert.Rewriter) *emitter {
	return &emitter{r: r, ctx: op.Context(), loc: op.Loc()}
}

func (e *emitter) op(name string, t core.Type, operands []core.Value, attrs ...core.NamedAttr) core.Value {
	return e.r.CreateOp(name, e.loc, operands, []core.Type{t}, attrs...).Result(0)
}

func (e *emitter) un(name string, x core.Value) core.Value {
	return e.op("stablehlo."+name, x.Type(), []core.Value{x})
}

func (e *emitter) bin(name string, a, b core.Value) core.Value {
	return e.op("stablehlo."+name, a.Type(), []core.Value{a, b})
}

func (e *emitter) abs(x core.Value) core.Value   { return e.un("abs", x) }
func (e *emitter) neg(x core.Value) core.Value   { return e.un("negate", x) }
func (e *emitter) exp(x core.Value) core.Value   { return e.un("exponential", x) }
func (e *emitter) expm1(x core.Value) core.Value { return e.un("exponential_minus_one", x) }
func (e *emitter) log(x core.Value) core.Value   { return e.un("log", x) }
func (e *emitter) log1p(x core.Value) core.Value { return e.un("log_plus_one", x) }
func (e *emitter) sqrt(x core.Value) core.Value  { return e.un("sqrt", x) }
func (e *emitter) sin(x core.Value) core.Value   { return e.un("sine", x) }
func (e *emitter) cos(x core.Value) core.Value   { return e.un("cosine", x) }
func (e *emitter) tanh(x core.Value) core.Value  { return e.un("tanh", x) }
func (e *emitter) floor(x core.Value) core.Value { return e.un("floor", x) }
func (e *emitter) sign(x core.Value) core.Value  { return e.un("sign", x) }
func (e *emitter) not(x core.Value) core.Value   { return e.un("not", x) }

func (e *emitter) add(a, b core.Value) core.Value   { return e.bin("add", a, b) }
func (e *emitter) sub(a, b core.Value) core.Value   { return e.bin("subtract", a, b) }
func (e *emitter) mul(a, b core.Value) core.Value   { return e.bin("multiply", a, b) }
func (e *emitter) div(a, b core.Value) core.Value   { return e.bin("divide", a, b) }
func (e *emitter) rem(a, b core.Value) core.Value   { return e.bin("remainder", a, b) }
func (e *emitter) pow(a, b core.Value) core.Value   { return e.bin("power", a, b) }
func (e *emitter) atan2(a, b core.Value) core.Value { return e.bin("atan2", a, b) }
func (e *emitter) and(a, b core.Value) core.Value   { return e.bin("and", a, b) }
func (e *emitter) or(a, b core.Value) core.Value    { return e.bin("or", a, b) }
func (e *emitter) shr(a, b core.Value) core.Value   { return e.bin("shift_right_logical", a, b) }
func (e *emitter) shl(a, b core.Value) core.Value   { return e.bin("shift_left", a, b) }

// cmp is stablehlo.compare without a compare_type, as the C++ builder and
// STABLEHLO_DEFAULT_COMPARISON_TYPE create it.
func (e *emitter) cmp(dir int, a, b core.Value) core.Value {
	return e.op("stablehlo.compare", withElem(e.ctx, a.Type(), core.IntegerType(e.ctx, 1)), []core.Value{a, b},
		core.NamedAttr{Name: "comparison_direction", Value: stablehlo.Enum(e.ctx, stablehlo.ComparisonDirectionKind, dir)})
}

func (e *emitter) sel(p, a, b core.Value) core.Value {
	return e.op("stablehlo.select", a.Type(), []core.Value{p, a, b})
}

func (e *emitter) clamp(lo, x, hi core.Value) core.Value {
	return e.op("stablehlo.clamp", x.Type(), []core.Value{lo, x, hi})
}

func (e *emitter) isFinite(x core.Value) core.Value {
	return e.op("stablehlo.is_finite", withElem(e.ctx, x.Type(), core.IntegerType(e.ctx, 1)), []core.Value{x})
}

func (e *emitter) convert(x core.Value, elem core.Type) core.Value {
	return e.op("stablehlo.convert", withElem(e.ctx, x.Type(), elem), []core.Value{x})
}

func (e *emitter) bitcast(x core.Value, elem core.Type) core.Value {
	return e.op("stablehlo.bitcast_convert", withElem(e.ctx, x.Type(), elem), []core.Value{x})
}

func (e *emitter) real(x core.Value) core.Value {
	return e.op("stablehlo.real", withElem(e.ctx, x.Type(), elemOf(x.Type()).(*core.ComplexType).Elem), []core.Value{x})
}

func (e *emitter) imag(x core.Value) core.Value {
	return e.op("stablehlo.imag", withElem(e.ctx, x.Type(), elemOf(x.Type()).(*core.ComplexType).Elem), []core.Value{x})
}

func (e *emitter) complex(re, im core.Value) core.Value {
	return e.op("stablehlo.complex", withElem(e.ctx, re.Type(), core.Complex(e.ctx, elemOf(re.Type()))), []core.Value{re, im})
}

// chlo creates a chlo op, legalized in turn by the driver.
func (e *emitter) chlo(name string, t core.Type, operands ...core.Value) core.Value {
	return e.op("chlo."+name, t, operands)
}

// constRaw is a splat of x's type with one element raw: a
// stablehlo.constant when x is static, else a scalar constant broadcast to
// x's extents (what getConstantLike's chlo.constant_like lowers to).
func (e *emitter) constRaw(raw []byte, x core.Value) core.Value {
	return e.splatLike(raw, x, elemOf(x.Type()))
}

// constOfType is a stablehlo.constant splat of static type t.
func (e *emitter) constOfType(raw []byte, t *core.TensorType) core.Value {
	return e.op("stablehlo.constant", t, nil, core.NamedAttr{Name: "value", Value: core.Dense(e.ctx, t, raw)})
}

// like is getConstantLike(v, x) for a double v.
func (e *emitter) like(v float64, x core.Value) core.Value {
	return e.constRaw(elemBytes(elemOf(x.Type()), v), x)
}

// likeF32 is getConstantLike(v, x) for a float v (the f32 coefficient tables).
func (e *emitter) likeF32(v float32, x core.Value) core.Value {
	return e.constRaw(f32Bytes(elemOf(x.Type()), v), x)
}

// likeInt is an integer constant of x's type.
func (e *emitter) likeInt(v int64, x core.Value) core.Value {
	return e.constRaw(putBits(uint64(v), core.ElementBytes(elemOf(x.Type()))), x)
}

// likeBits is a float constant of x's type with the bit pattern bits(format).
func (e *emitter) likeBits(x core.Value, bits func(f formatBits) uint64) core.Value {
	f := floatFormat(elemOf(x.Type()))
	return e.constRaw(putBits(bits(f), core.ElementBytes(elemOf(x.Type()))), x)
}

type formatBits = interface {
	MaxFinite(neg bool) uint64
	Inf(neg bool) (uint64, bool)
	SmallestNormal() uint64
	NaN() uint64
}

func (e *emitter) maxFinite(x core.Value) core.Value {
	return e.likeBits(x, func(f formatBits) uint64 { return f.MaxFinite(false) })
}

func (e *emitter) inf(x core.Value, neg bool) core.Value {
	return e.likeBits(x, func(f formatBits) uint64 { b, _ := f.Inf(neg); return b })
}

func (e *emitter) smallestNormal(x core.Value) core.Value {
	return e.likeBits(x, func(f formatBits) uint64 { return f.SmallestNormal() })
}

// smallest is the smallest positive subnormal (APFloat::getSmallest).
func (e *emitter) smallest(x core.Value) core.Value {
	return e.likeBits(x, func(formatBits) uint64 { return 1 })
}

func (e *emitter) nan(x core.Value) core.Value {
	return e.likeBits(x, func(f formatBits) uint64 { return f.NaN() })
}

// withUpcast is materializeWithUpcast: floats narrower than f32 are
// computed in f32 and converted back.
func (e *emitter) withUpcast(args []core.Value, f func(e *emitter, args []core.Value) core.Value) core.Value {
	orig := elemOf(args[0].Type())
	ft, isFloat := orig.(*core.FloatType)
	up := isFloat && core.IntOrFloatWidth(ft) < 32
	if up {
		cast := make([]core.Value, len(args))
		for i, a := range args {
			cast[i] = e.convert(a, core.F32(e.ctx))
		}
		args = cast
	}
	res := f(e, args)
	if up {
		res = e.convert(res, orig)
	}
	return res
}
