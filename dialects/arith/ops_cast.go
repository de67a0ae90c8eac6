package arith

import (
	"math"

	"ncc/core"
	"ncc/dialects/ods"
	"ncc/numerics"
)

// Casts. Compatibility rules are ArithOps.cpp's areCastCompatible; folds are
// exact (float casts fold only when no information is lost, as MLIR's
// convertFloatValue requires).

// shapesCompatible is verifyCompatibleShapes plus the same-encoding rule.
func shapesCompatible(a, b core.Type) bool {
	sa, aok := a.(core.ShapedType)
	sb, bok := b.(core.ShapedType)
	if aok != bok {
		return false
	}
	if !aok {
		return true
	}
	ta, ok1 := a.(*core.TensorType)
	tb, ok2 := b.(*core.TensorType)
	if ok1 && ok2 && ta.Encoding != tb.Encoding {
		return false
	}
	if !sa.HasRank() || !sb.HasRank() {
		return true
	}
	da, db := sa.Shape(), sb.Shape()
	if len(da) != len(db) {
		return false
	}
	for i := range da {
		if da[i] != db[i] && da[i] != core.Dynamic && db[i] != core.Dynamic {
			return false
		}
	}
	return true
}

// likeElem returns t's element type if t is a scalar, vector or tensor
// (memrefs too when memref) whose element satisfies ok; else nil.
func likeElem(t core.Type, memref bool, ok func(core.Type) bool) core.Type {
	switch t.(type) {
	case *core.VectorType, *core.TensorType, *core.UnrankedTensorType:
	case *core.MemRefType, *core.UnrankedMemRefType:
		if !memref {
			return nil
		}
	default:
		if _, shaped := t.(core.ShapedType); shaped {
			return nil
		}
	}
	e := core.ElementTypeOrSelf(t)
	if !ok(e) {
		return nil
	}
	return e
}

func isInt(t core.Type) bool   { _, ok := t.(*core.IntType); return ok }
func isFloat(t core.Type) bool { _, ok := t.(*core.FloatType); return ok }
func isIndex(t core.Type) bool { _, ok := t.(*core.IndexType); return ok }
func isSignless(t core.Type) bool {
	it, ok := t.(*core.IntType)
	return ok && it.Sign == core.Signless
}

// widthChange is checkWidthChangeCast: wider says extension (true) or
// truncation (false).
func widthChange(elem func(core.Type) bool, wider bool) func(in, out core.Type) bool {
	return func(in, out core.Type) bool {
		if !shapesCompatible(in, out) {
			return false
		}
		s, d := likeElem(in, false, elem), likeElem(out, false, elem)
		if s == nil || d == nil {
			return false
		}
		if wider {
			return core.IntOrFloatWidth(d) > core.IntOrFloatWidth(s)
		}
		return core.IntOrFloatWidth(d) < core.IntOrFloatWidth(s)
	}
}

func intFloat(from, to func(core.Type) bool) func(in, out core.Type) bool {
	return func(in, out core.Type) bool {
		return shapesCompatible(in, out) && likeElem(in, false, from) != nil && likeElem(out, false, to) != nil
	}
}

func indexCastCompat(in, out core.Type) bool {
	if !shapesCompatible(in, out) {
		return false
	}
	intOrIndex := func(t core.Type) bool { return isInt(t) || isIndex(t) }
	s, d := likeElem(in, true, intOrIndex), likeElem(out, true, intOrIndex)
	if s == nil || d == nil {
		return false
	}
	return (isIndex(s) && isSignless(d)) || (isSignless(s) && isIndex(d))
}

func bitcastCompat(in, out core.Type) bool {
	if !shapesCompatible(in, out) {
		return false
	}
	intOrFloat := func(t core.Type) bool { return isInt(t) || isFloat(t) }
	s, d := likeElem(in, true, intOrFloat), likeElem(out, true, intOrFloat)
	return s != nil && d != nil && core.IntOrFloatWidth(s) == core.IntOrFloatWidth(d)
}

// verifyCast checks SameInputOutputTensorDims and CastOpInterface.
func verifyCast(compat func(in, out core.Type) bool) func(op *core.Operation) error {
	return func(op *core.Operation) error {
		in, out := op.Operand(0).Type(), op.Result(0).Type()
		if err := verifyTensorDims(op, in, out); err != nil {
			return err
		}
		if !compat(in, out) {
			return op.Errorf("operand type '%s' and result type '%s' are cast incompatible", ods.TypeString(in), ods.TypeString(out))
		}
		return nil
	}
}

func verifyTensorDims(op *core.Operation, in, out core.Type) error {
	ti, ok1 := in.(*core.TensorType)
	to, ok2 := out.(*core.TensorType)
	var di, do []int64
	if ok1 {
		di = ti.Dims
	}
	if ok2 {
		do = to.Dims
	}
	if len(di) != len(do) {
		return op.Errorf("failed to verify that input and output have the same tensor dimensions")
	}
	for i := range di {
		if di[i] != do[i] {
			return op.Errorf("failed to verify that input and output have the same tensor dimensions")
		}
	}
	return nil
}

// intCast folds an integer-to-integer cast of a constant.
func intCast(op *core.Operation, c []core.Attribute, fn func(a uint64, from, to int) uint64) core.Attribute {
	from := intWidth(core.ElementTypeOrSelf(op.Operand(0).Type()))
	to := intWidth(core.ElementTypeOrSelf(op.Result(0).Type()))
	if from == 0 || to == 0 {
		return nil
	}
	return unary(op.Context(), c[0], op.Result(0).Type(), true, func(a uint64) (uint64, bool) {
		return fn(a, from, to) & mask(to), true
	})
}

func zext(a uint64, _, _ int) uint64      { return a }
func sextTo(a uint64, from, _ int) uint64 { return uint64(sext(a, from)) }

// extFold is ExtUIOp/ExtSIOp::fold: ext(ext(x)) -> ext(x) in place, then
// constants.
func extFold(self string, fn func(a uint64, from, to int) uint64) folder {
	return func(op *core.Operation, c []core.Attribute) []core.FoldResult {
		if prev := defOp(op.Operand(0), self); prev != nil {
			op.SetOperand(0, prev.Operand(0))
			return val(op.Result(0))
		}
		return attr(intCast(op, c, fn))
	}
}

var (
	ExtUI = castOp("extui", "integer zero extension operation", ods.SignlessFixedWidthIntegerLike, ods.SignlessFixedWidthIntegerLike,
		widthChange(isInt, true), extFold("arith.extui", zext))
	ExtSI = castOp("extsi", "integer sign extension operation", ods.SignlessFixedWidthIntegerLike, ods.SignlessFixedWidthIntegerLike,
		widthChange(isInt, true), extFold("arith.extsi", sextTo))
)

var TruncI = func() *core.OpDef {
	d := castOp("trunci", "integer truncation operation", ods.SignlessFixedWidthIntegerLike, ods.SignlessFixedWidthIntegerLike,
		widthChange(isInt, false), foldTruncI)
	d.Attrs = []core.AttrDef{overflowAttr()}
	d.Format = "$in (`overflow` `` $overflowFlags^)? attr-dict `:` type($in) `to` type($out)"
	return d
}()

func foldTruncI(op *core.Operation, c []core.Attribute) []core.FoldResult {
	if prev := core.DefiningOp(op.Operand(0)); prev != nil && (prev.Name() == "arith.extui" || prev.Name() == "arith.extsi") {
		src := prev.Operand(0)
		sw := core.IntOrFloatWidth(core.ElementTypeOrSelf(src.Type()))
		dt := core.ElementTypeOrSelf(op.Result(0).Type())
		if sw > core.IntOrFloatWidth(dt) { // trunci(ext(a)) -> trunci(a)
			op.SetOperand(0, src)
			return val(op.Result(0))
		}
		if core.ElementTypeOrSelf(src.Type()) == dt { // trunci(ext(a)) -> a
			return val(src)
		}
	}
	if prev := defOp(op.Operand(0), "arith.trunci"); prev != nil { // trunci(trunci(a)) -> trunci(a)
		op.SetOperand(0, prev.Operand(0))
		return val(op.Result(0))
	}
	return attr(intCast(op, c, zext))
}

// convertExact converts bits b of format from to format to, failing when
// the value is not exactly representable (APFloat convert with losesInfo or
// a status other than opOK) or is an infinity/NaN the target cannot hold.
func convertExact(from, to *numerics.Format, b uint64) (uint64, bool) {
	if from.IsInf(b) && !to.HasInf() {
		return 0, false
	}
	if from.IsNaN(b) {
		if !to.HasNaN() || isSignaling(from, b) {
			return 0, false
		}
		// APFloat keeps a NaN's sign and significand bits, shifted, when the
		// target is IEEE and the source NaN carries them (IEEE or the
		// all-ones NaN of fn formats).
		keepsPayload := from.NonFinite() == numerics.IEEE754 || from.NaNEncoding() == numerics.NaNAllOnes
		if to.NonFinite() != numerics.IEEE754 || !keepsPayload {
			if to.NonFinite() == numerics.IEEE754 {
				return to.NaN(), true
			}
			if from.NonFinite() == numerics.IEEE754 {
				return 0, false // an IEEE payload cannot be kept: APFloat reports lost information
			}
			r := to.NaN()
			if from.SignBit(b) && to.HasNegZero() {
				r = to.Neg(r)
			}
			return r, true
		}
		// Keep sign and payload, shifted; lost bits lose information.
		payload := b & (1<<from.ManBits() - 1)
		shift := to.ManBits() - from.ManBits()
		if shift < 0 {
			if payload&(1<<-shift-1) != 0 {
				return 0, false
			}
			payload >>= -shift
		} else {
			payload <<= shift
		}
		inf, _ := to.Inf(from.SignBit(b))
		return inf | payload, true
	}
	x := from.ToFloat64(b)
	r := to.FromFloat64(x)
	if to.IsNaN(r) || to.ToFloat64(r) != x || (x == 0 && math.Signbit(x) != to.SignBit(r)) {
		return 0, false
	}
	return r, true
}

func floatCast(op *core.Operation, c []core.Attribute) core.Attribute {
	from := floatFormat(core.ElementTypeOrSelf(op.Operand(0).Type()))
	to := floatFormat(core.ElementTypeOrSelf(op.Result(0).Type()))
	if from == nil || to == nil {
		return nil
	}
	return unary(op.Context(), c[0], op.Result(0).Type(), false, func(a uint64) (uint64, bool) {
		return convertExact(from, to, a)
	})
}

func fastmathContract(op *core.Operation) bool {
	fm, ok := op.Attr("fastmath").(*FastMathAttr)
	return ok && fm.Flags&FastMathContract != 0
}

var ExtF = func() *core.OpDef {
	d := castOp("extf", "cast from floating-point to wider floating-point", ods.FloatLike, ods.FloatLike,
		widthChange(isFloat, true), func(op *core.Operation, c []core.Attribute) []core.FoldResult {
			// extf(truncf(x)) -> x when both allow contraction.
			if tr := defOp(op.Operand(0), "arith.truncf"); tr != nil && tr.Operand(0).Type() == op.Result(0).Type() &&
				fastmathContract(tr) && fastmathContract(op) {
				return val(tr.Operand(0))
			}
			return attr(floatCast(op, c))
		})
	d.Attrs = []core.AttrDef{optFastmathAttr()}
	d.Format = "$in (`fastmath` `` $fastmath^)? attr-dict `:` type($in) `to` type($out)"
	return d
}()

// representableBy is APFloatBase::isRepresentableBy: every value of a fits b.
func representableBy(a, b *numerics.Format) bool {
	return a.MaxExp() <= b.MaxExp() && a.MinExp() >= b.MinExp() && a.Precision() <= b.Precision()
}

var TruncF = func() *core.OpDef {
	d := castOp("truncf", "cast from floating-point to narrower floating-point", ods.FloatLike, ods.FloatLike,
		widthChange(isFloat, false), func(op *core.Operation, c []core.Attribute) []core.FoldResult {
			if ext := defOp(op.Operand(0), "arith.extf"); ext != nil {
				src := ext.Operand(0)
				st := core.ElementTypeOrSelf(src.Type())
				it := core.ElementTypeOrSelf(ext.Result(0).Type())
				rt := core.ElementTypeOrSelf(op.Result(0).Type())
				sf, inf := floatFormat(st), floatFormat(it)
				if sf != nil && inf != nil && representableBy(sf, inf) {
					if core.IntOrFloatWidth(st) > core.IntOrFloatWidth(rt) { // truncf(extf(a)) -> truncf(a)
						op.SetOperand(0, src)
						return val(op.Result(0))
					}
					if st == rt { // truncf(extf(a)) -> a
						return val(src)
					}
				}
			}
			return attr(floatCast(op, c))
		})
	d.Attrs = []core.AttrDef{
		{Name: "roundingmode", Constraint: RoundingMode.Constraint("arith.truncf", "roundingmode", "Floating point rounding mode"), Optional: true},
		optFastmathAttr(),
	}
	d.Format = "$in ($roundingmode^)? (`fastmath` `` $fastmath^)? attr-dict `:` type($in) `to` type($out)"
	return d
}()

// Scaling casts take a scale operand too; compatibility looks at the first
// input only, as in MLIR.
func scalingCast(name, summary string, wider bool) *core.OpDef {
	compat := widthChange(isFloat, wider)
	d := &core.OpDef{
		Name:    "arith." + name,
		Summary: summary,
		Operands: []core.ValueDef{
			{Name: "in", Type: ods.FloatLike},
			{Name: "scale", Type: ods.FloatLike},
		},
		Results:    []core.ValueDef{{Name: "out", Type: ods.FloatLike}},
		Traits:     arithTraits | core.Pure,
		Interfaces: []any{scalingIface(compat)},
		Verify: func(op *core.Operation) error {
			in, out := op.Operand(0).Type(), op.Result(0).Type()
			if err := verifyTensorDims(op, in, out); err != nil {
				return err
			}
			if !compat(in, out) {
				return op.Errorf("operand types '%s', '%s' and result type '%s' are cast incompatible",
					ods.TypeString(in), ods.TypeString(op.Operand(1).Type()), ods.TypeString(out))
			}
			return nil
		},
	}
	if wider {
		d.Attrs = []core.AttrDef{optFastmathAttr()}
		d.Format = "$in `,` $scale (`fastmath` `` $fastmath^)? attr-dict `:` type($in) `,` type($scale) `to` type($out)"
	} else {
		d.Attrs = []core.AttrDef{
			{Name: "roundingmode", Constraint: RoundingMode.Constraint("arith."+name, "roundingmode", "Floating point rounding mode"), Optional: true},
			optFastmathAttr(),
		}
		d.Format = "$in `,` $scale ($roundingmode^)? (`fastmath` `` $fastmath^)? attr-dict `:` type($in) `,` type($scale) `to` type($out)"
	}
	return d
}

type scalingIface func(in, out core.Type) bool

func (f scalingIface) AreCastCompatible(inputs, outputs []core.Type) bool {
	return len(inputs) >= 1 && len(outputs) == 1 && f(inputs[0], outputs[0])
}

var (
	ScalingExtF = scalingCast("scaling_extf",
		"Upcasts input floats using provided scales values following OCP MXFP Spec", true)
	ScalingTruncF = scalingCast("scaling_truncf",
		"Downcasts input floating point values using provided scales values following OCP MXFP Spec", false)
)

// Integer <-> float.

func intToFloat(signed bool) folder {
	return func(op *core.Operation, c []core.Attribute) []core.FoldResult {
		w := intWidth(core.ElementTypeOrSelf(op.Operand(0).Type()))
		to := floatFormat(core.ElementTypeOrSelf(op.Result(0).Type()))
		if w == 0 || to == nil {
			return nil
		}
		return attr(unary(op.Context(), c[0], op.Result(0).Type(), true, func(a uint64) (uint64, bool) {
			if signed {
				return to.FromInt64(sext(a, w)), true
			}
			return to.FromUint64(a), true
		}))
	}
}

// floatToInt is APFloat::convertToInteger toward zero: NaN, infinities and
// values out of the target's range do not fold.
func floatToInt(signed bool) folder {
	return func(op *core.Operation, c []core.Attribute) []core.FoldResult {
		from := floatFormat(core.ElementTypeOrSelf(op.Operand(0).Type()))
		w := intWidth(core.ElementTypeOrSelf(op.Result(0).Type()))
		if w == 0 || from == nil {
			return nil
		}
		return attr(unary(op.Context(), c[0], op.Result(0).Type(), false, func(a uint64) (uint64, bool) {
			if from.IsNaN(a) || from.IsInf(a) {
				return 0, false
			}
			t := math.Trunc(from.ToFloat64(a))
			if signed {
				lo, hi := -math.Ldexp(1, w-1), math.Ldexp(1, w-1)
				if t < lo || t >= hi {
					return 0, false
				}
				return uint64(int64(t)) & mask(w), true
			}
			if t < 0 || t >= math.Ldexp(1, w) {
				return 0, false
			}
			return uint64(t), true
		}))
	}
}

var (
	UIToFP = castOp("uitofp", "cast from unsigned integer type to floating-point",
		ods.SignlessFixedWidthIntegerLike, ods.FloatLike, intFloat(isInt, isFloat), intToFloat(false))
	SIToFP = castOp("sitofp", "cast from integer type to floating-point",
		ods.SignlessFixedWidthIntegerLike, ods.FloatLike, intFloat(isInt, isFloat), intToFloat(true))
	FPToUI = castOp("fptoui", "cast from floating-point type to integer type",
		ods.FloatLike, ods.SignlessFixedWidthIntegerLike, intFloat(isFloat, isInt), floatToInt(false))
	FPToSI = castOp("fptosi", "cast from floating-point type to integer type",
		ods.FloatLike, ods.SignlessFixedWidthIntegerLike, intFloat(isFloat, isInt), floatToInt(true))
)

// indexCastFold is IndexCastOp/IndexCastUIOp::fold.
func indexCastFold(self string, fn func(a uint64, from, to int) uint64) folder {
	return func(op *core.Operation, c []core.Attribute) []core.FoldResult {
		if r := intCast(op, c, fn); r != nil {
			return attr(r)
		}
		// cast(cast(x : A) : B) : A -> x when B is at least as wide as A.
		if inner := defOp(op.Operand(0), self); inner != nil {
			x := inner.Operand(0)
			if x.Type() == op.Result(0).Type() && castWidth(inner.Result(0).Type()) >= castWidth(x.Type()) {
				return val(x)
			}
		}
		return nil
	}
}

func castWidth(t core.Type) int {
	if it, ok := core.ElementTypeOrSelf(t).(*core.IntType); ok {
		return it.Width
	}
	return 64
}

func sextOrTrunc(a uint64, from, to int) uint64 { return uint64(sext(a, from)) }

var (
	IndexCast = castOp("index_cast", "cast between index and integer types",
		ods.IndexCastType, ods.IndexCastType, indexCastCompat, indexCastFold("arith.index_cast", sextOrTrunc))
	IndexCastUI = castOp("index_castui", "unsigned cast between index and integer types",
		ods.IndexCastType, ods.IndexCastType, indexCastCompat, indexCastFold("arith.index_castui", zext))
)

var Bitcast = castOp("bitcast", "bitcast between values of equal bit width",
	ods.BitcastType, ods.BitcastType, bitcastCompat,
	func(op *core.Operation, c []core.Attribute) []core.FoldResult {
		if c[0] == nil {
			return nil
		}
		e, ok := decode(c[0])
		if !ok {
			return nil
		}
		rt := op.Result(0).Type()
		if _, shaped := rt.(core.ShapedType); shaped == e.scalar {
			return nil
		}
		return attr(encode(op.Context(), rt, e.vals))
	})
