package arith

import (
	"math"

	"ncc/core"
	"ncc/dialects/ods"
	"ncc/numerics"
)

// Floating-point arithmetic. Folding computes in float64, exact for the
// inputs, and rounds once to the element format: for +, -, *, / and fmod
// this equals APFloat's correctly rounded result in every format of at most
// 24 significand bits and in f64 itself (53 >= 2p+2 makes the double
// rounding harmless). NaNs propagate as APFloat's do: the first NaN operand,
// quieted; a NaN created by the operation is the canonical positive NaN.

// quiet sets the quiet bit of an IEEE NaN.
func quiet(f *numerics.Format, b uint64) uint64 {
	if f.NonFinite() == numerics.IEEE754 {
		return b | 1<<(f.ManBits()-1)
	}
	return b
}

// isSignaling reports an IEEE signaling NaN.
func isSignaling(f *numerics.Format, b uint64) bool {
	return f.NonFinite() == numerics.IEEE754 && f.IsNaN(b) && b&(1<<(f.ManBits()-1)) == 0
}

// arith2 lifts a float64 operation to the format, with APFloat's NaN rules.
func arith2(f *numerics.Format, a, b uint64, fn func(x, y float64) float64) uint64 {
	if f.IsNaN(a) {
		return quiet(f, a)
	}
	if f.IsNaN(b) {
		return quiet(f, b)
	}
	r := fn(f.ToFloat64(a), f.ToFloat64(b))
	if math.IsNaN(r) {
		return f.NaN()
	}
	return f.FromFloat64(r)
}

// floatFold folds two constant float operands.
func floatFold(op *core.Operation, c []core.Attribute, fn func(f *numerics.Format, a, b uint64) uint64) core.Attribute {
	f := floatFormat(core.ElementTypeOrSelf(op.Operand(0).Type()))
	if f == nil {
		return nil
	}
	return binaryFold(op.Context(), c[0], c[1], nil, false, func(a, b uint64) (uint64, bool) {
		return fn(f, a, b), true
	})
}

func arithFold(fn func(x, y float64) float64) func(f *numerics.Format, a, b uint64) uint64 {
	return func(f *numerics.Format, a, b uint64) uint64 { return arith2(f, a, b, fn) }
}

// Float constant matchers on an operand attribute (m_NegZeroFloat, ...).
func floatIs(a core.Attribute, pred func(f *numerics.Format, b uint64) bool) bool {
	b, f, ok := constFloat(a)
	return ok && f != nil && pred(f, b)
}

func isPosZero(f *numerics.Format, b uint64) bool { return f.IsZero(b) && !f.SignBit(b) }
func isNegZero(f *numerics.Format, b uint64) bool { return f.IsZero(b) && f.SignBit(b) }
func isOneF(f *numerics.Format, b uint64) bool    { return !f.IsNaN(b) && f.ToFloat64(b) == 1 }
func isNaNF(f *numerics.Format, b uint64) bool    { return f.IsNaN(b) }
func isInfF(neg bool) func(f *numerics.Format, b uint64) bool {
	return func(f *numerics.Format, b uint64) bool { return f.IsInf(b) && f.SignBit(b) == neg }
}

var AddF = floatBinary("addf", "floating point addition operation", core.Commutative,
	func(op *core.Operation, c []core.Attribute) []core.FoldResult {
		if floatIs(c[1], isNegZero) { // addf(x, -0) -> x
			return val(op.Operand(0))
		}
		return attr(floatFold(op, c, arithFold(func(x, y float64) float64 { return x + y })))
	})

var SubF = floatBinary("subf", "floating point subtraction operation", 0,
	func(op *core.Operation, c []core.Attribute) []core.FoldResult {
		if floatIs(c[1], isPosZero) { // subf(x, +0) -> x
			return val(op.Operand(0))
		}
		return attr(floatFold(op, c, arithFold(func(x, y float64) float64 { return x - y })))
	})

var MulF = floatBinary("mulf", "floating point multiplication operation", core.Commutative,
	func(op *core.Operation, c []core.Attribute) []core.FoldResult {
		if floatIs(c[1], isOneF) { // mulf(x, 1) -> x
			return val(op.Operand(0))
		}
		if fm, ok := op.Attr("fastmath").(*FastMathAttr); ok && fm.Flags&(FastMathNNaN|FastMathNSZ) == FastMathNNaN|FastMathNSZ {
			if floatIs(c[1], func(f *numerics.Format, b uint64) bool { return f.IsZero(b) }) { // mulf(x, 0) -> 0
				return val(op.Operand(1))
			}
		}
		return attr(floatFold(op, c, arithFold(func(x, y float64) float64 { return x * y })))
	})

var DivF = floatBinary("divf", "floating point division operation", 0,
	func(op *core.Operation, c []core.Attribute) []core.FoldResult {
		if floatIs(c[1], isOneF) { // divf(x, 1) -> x
			return val(op.Operand(0))
		}
		return attr(floatFold(op, c, arithFold(func(x, y float64) float64 { return x / y })))
	})

var RemF = floatBinary("remf", "floating point division remainder operation", 0,
	func(op *core.Operation, c []core.Attribute) []core.FoldResult {
		return attr(floatFold(op, c, arithFold(math.Mod)))
	})

// less is APFloat's ordered a < b on non-NaN values.
func less(f *numerics.Format, a, b uint64) bool { return f.ToFloat64(a) < f.ToFloat64(b) }

// pickFloat is LLVM's maximum/minimum (nanWins: a NaN operand wins) and
// maxnum/minnum (a number wins over a NaN); either way -0 < +0, and wantMax
// picks the larger operand.
func pickFloat(f *numerics.Format, a, b uint64, wantMax, nanWins bool) uint64 {
	switch na, nb := f.IsNaN(a), f.IsNaN(b); {
	case na && nanWins:
		return quiet(f, a)
	case nb && nanWins, na && nb:
		return quiet(f, b)
	case na:
		return b
	case nb:
		return a
	case f.IsZero(a) && f.IsZero(b) && f.SignBit(a) != f.SignBit(b):
		if f.SignBit(a) == wantMax {
			return b
		}
		return a
	case wantMax && less(f, a, b), !wantMax && less(f, b, a):
		return b
	}
	return a
}

func maximum(f *numerics.Format, a, b uint64) uint64 { return pickFloat(f, a, b, true, true) }
func minimum(f *numerics.Format, a, b uint64) uint64 { return pickFloat(f, a, b, false, true) }
func maxnum(f *numerics.Format, a, b uint64) uint64  { return pickFloat(f, a, b, true, false) }
func minnum(f *numerics.Format, a, b uint64) uint64  { return pickFloat(f, a, b, false, false) }

func floatMinMax(name, summary string, ident func(f *numerics.Format, b uint64) bool,
	fn func(f *numerics.Format, a, b uint64) uint64) *core.OpDef {
	return floatBinary(name, summary, core.Commutative,
		func(op *core.Operation, c []core.Attribute) []core.FoldResult {
			if op.Operand(0) == op.Operand(1) {
				return val(op.Operand(1))
			}
			if floatIs(c[1], ident) {
				return val(op.Operand(0))
			}
			return attr(floatFold(op, c, fn))
		})
}

var (
	MaximumF = floatMinMax("maximumf", "floating-point maximum operation", isInfF(true), maximum)
	MinimumF = floatMinMax("minimumf", "floating-point minimum operation", isInfF(false), minimum)
	MaxNumF  = floatMinMax("maxnumf", "floating-point maximum operation", isNaNF, maxnum)
	MinNumF  = floatMinMax("minnumf", "floating-point minimum operation", isNaNF, minnum)
)

var NegF = &core.OpDef{
	Name:     "arith.negf",
	Summary:  "floating point negation",
	Operands: []core.ValueDef{{Name: "operand", Type: ods.FloatLike}},
	Results:  []core.ValueDef{{Name: "result", Type: ods.FloatLike}},
	Attrs:    []core.AttrDef{fastmathAttr()},
	Traits:   arithTraits | core.Pure | core.SameOperandsAndResultType,
	Format:   "$operand (`fastmath` `` $fastmath^)? attr-dict `:` type($result)",
	Fold: func(op *core.Operation, c []core.Attribute) []core.FoldResult {
		if prev := defOp(op.Operand(0), "arith.negf"); prev != nil { // negf(negf(x)) -> x
			return val(prev.Operand(0))
		}
		f := floatFormat(core.ElementTypeOrSelf(op.Operand(0).Type()))
		if f == nil {
			return nil
		}
		return attr(unary(op.Context(), c[0], op.Result(0).Type(), false, func(a uint64) (uint64, bool) {
			return f.Neg(a), true
		}))
	},
}

// cmpF is applyCmpPredicate for floats.
func cmpF(pred int64, f *numerics.Format, a, b uint64) bool {
	unordered := f.IsNaN(a) || f.IsNaN(b)
	x, y := f.ToFloat64(a), f.ToFloat64(b)
	lt, eq, gt := !unordered && x < y, !unordered && x == y, !unordered && x > y
	switch pred {
	case 0:
		return false
	case 1:
		return eq
	case 2:
		return gt
	case 3:
		return gt || eq
	case 4:
		return lt
	case 5:
		return lt || eq
	case 6:
		return !unordered && !eq
	case 7:
		return !unordered
	case 8:
		return unordered || eq
	case 9:
		return unordered || gt
	case 10:
		return unordered || gt || eq
	case 11:
		return unordered || lt
	case 12:
		return unordered || lt || eq
	case 13:
		return !eq
	case 14:
		return unordered
	}
	return true
}

var CmpF = &core.OpDef{
	Name:    "arith.cmpf",
	Summary: "floating-point comparison operation",
	Operands: []core.ValueDef{
		{Name: "lhs", Type: ods.FloatLike},
		{Name: "rhs", Type: ods.FloatLike},
	},
	Results: []core.ValueDef{{Name: "result", Type: ods.BoolLike}},
	Attrs: []core.AttrDef{
		{Name: "predicate", Constraint: CmpFPredicate.Constraint("arith.cmpf", "predicate", "")},
		fastmathAttr(),
	},
	Traits:     arithTraits | core.Pure | core.SameTypeOperands,
	Format:     "$predicate `,` $lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($lhs)",
	InferTypes: inferI1SameShape,
	Verify:     verifyI1SameShape,
	Fold: func(op *core.Operation, c []core.Attribute) []core.FoldResult {
		f := floatFormat(core.ElementTypeOrSelf(op.Operand(0).Type()))
		pred, ok := op.Attr("predicate").(*core.IntegerAttr)
		if !ok {
			return nil
		}
		if f == nil { // f80, f128
			return foldWideCmpF(op, pred.Val, c)
		}
		// Only scalar FloatAttrs fold, as in MLIR; a NaN on one side decides
		// unordered predicates alone.
		l, lok := c[0].(*core.FloatAttr)
		r, rok := c[1].(*core.FloatAttr)
		if lok && f.IsNaN(l.Bits) {
			r, rok = l, true
		}
		if rok && f.IsNaN(r.Bits) {
			l, lok = r, true
		}
		if !lok || !rok {
			return nil
		}
		return attr(core.Bool(op.Context(), cmpF(pred.Val, f, l.Bits, r.Bits)))
	},
}

// inferI1SameShape gives a comparison's result type: i1 in the operands' shape.
func inferI1SameShape(st *core.OpState) ([]core.Type, error) {
	return []core.Type{ods.I1SameShape(st.Ctx, st.Operands[0].Type())}, nil
}

func verifyI1SameShape(op *core.Operation) error {
	if op.Result(0).Type() != ods.I1SameShape(op.Context(), op.Operand(0).Type()) {
		return op.Errorf("failed to verify that result type has i1 element type and same shape as operands")
	}
	return nil
}
