package arith

import (
	"math"
	"math/big"

	"ncc/core"
	"ncc/numerics"
	"ncc/rewrite"
)

// CmpFIntToFPConst (ArithOps.cpp, MLIR 22): cmpf of sitofp/uitofp(x)
// against a float constant becomes cmpi of x against an integer constant,
// or a constant i1 when the answer is known. It is not in an anonymous
// namespace in MLIR, so its debug name is the bare class name.

func init() {
	rewrite.RegisterCanonical("arith.cmpf", func() []*rewrite.Pattern {
		return []*rewrite.Pattern{{Root: "arith.cmpf", Benefit: 1, Name: "CmpFIntToFPConst",
			Generated: []string{"arith.cmpi", "arith.constant"}, Rewrite: cmpFIntToFPConst}}
	})
}

// CmpF predicate values.
const (
	cmpFFalse int64 = iota
	cmpFOEQ
	cmpFOGT
	cmpFOGE
	cmpFOLT
	cmpFOLE
	cmpFONE
	cmpFORD
	cmpFUEQ
	cmpFUGT
	cmpFUGE
	cmpFULT
	cmpFULE
	cmpFUNE
	cmpFUNO
	cmpFTrue
)

// apFloat is a value of some float type as APFloat sees it: NaN, an
// infinity, or a finite number held exactly.
type apFloat struct {
	nan, inf bool
	neg      bool       // the sign, also of zeros and infinities
	v        *big.Float // the finite value, exactly (nil otherwise)
}

func (a apFloat) isZero() bool { return a.v != nil && a.v.Sign() == 0 }

// cmpResult is APFloat::compare's result.
type cmpResult int

const (
	cmpLess cmpResult = iota
	cmpEqual
	cmpGreater
	cmpUnordered
)

func (a apFloat) compare(b apFloat) cmpResult {
	if a.nan || b.nan {
		return cmpUnordered
	}
	rank := func(x apFloat) int { // -1 for -inf, +1 for +inf, 0 finite
		if !x.inf {
			return 0
		}
		if x.neg {
			return -1
		}
		return 1
	}
	ra, rb := rank(a), rank(b)
	switch {
	case ra < rb:
		return cmpLess
	case ra > rb:
		return cmpGreater
	case ra != 0:
		return cmpEqual
	}
	return cmpResult(a.v.Cmp(b.v) + 1)
}

// APFloat::ilogb's special results.
const (
	iekZero = math.MinInt32 + 1
	iekNaN  = math.MinInt32
	iekInf  = math.MaxInt32
)

func (a apFloat) ilogb() int {
	switch {
	case a.nan:
		return iekNaN
	case a.inf:
		return iekInf
	case a.isZero():
		return iekZero
	}
	return a.v.MantExp(nil) - 1
}

// floatSem is the part of a float type's fltSemantics the pattern needs.
type floatSem struct {
	prec int              // getFPMantissaWidth: significand bits, the leading one included
	f    *numerics.Format // the format; nil for f80 and f128
	wide wideFloat        // f80 and f128
}

// wideFloat describes f80 (x87, explicit integer bit) and f128.
type wideFloat struct {
	explicit bool
}

const wideBias, wideMaxExp = 16383, 16383

func semanticsOf(t *core.FloatType) (floatSem, bool) {
	switch t.Name {
	case "f80":
		return floatSem{prec: 64, wide: wideFloat{explicit: true}}, true
	case "f128":
		return floatSem{prec: 113}, true
	}
	f, ok := numerics.FormatByName(t.Name)
	if !ok {
		return floatSem{}, false
	}
	return floatSem{prec: f.Precision(), f: f}, true
}

// decode reads a FloatAttr's bits.
func (s floatSem) decode(a *core.FloatAttr) apFloat {
	if s.f != nil {
		b := a.Bits
		switch {
		case s.f.IsNaN(b):
			return apFloat{nan: true, neg: s.f.SignBit(b)}
		case s.f.IsInf(b):
			return apFloat{inf: true, neg: s.f.SignBit(b)}
		}
		x := s.f.ToFloat64(b) // every value of these formats is a double
		return apFloat{neg: math.Signbit(x), v: new(big.Float).SetFloat64(x)}
	}
	// f80: 64 significand bits (integer bit stored) below a 15-bit exponent
	// and the sign; f128: 112 fraction bits, the integer bit implied.
	stored := uint(112)
	if s.wide.explicit {
		stored = 64
	}
	bits := new(big.Int).Lsh(new(big.Int).SetUint64(a.Hi), 64)
	bits.Or(bits, new(big.Int).SetUint64(a.Bits))
	neg := bits.Bit(int(stored)+15) == 1
	exp := int(new(big.Int).Rsh(bits, stored).Uint64() & 0x7FFF)
	sig := new(big.Int).And(bits, new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), stored), big.NewInt(1)))
	frac := new(big.Int).Set(sig)
	if s.wide.explicit {
		frac.SetBit(frac, 63, 0)
	}
	if exp == 0x7FFF {
		if frac.Sign() == 0 {
			return apFloat{inf: true, neg: neg}
		}
		return apFloat{nan: true, neg: neg}
	}
	fracBits := int(stored)
	if s.wide.explicit {
		fracBits = 63
	} else if exp != 0 {
		sig.SetBit(sig, int(stored), 1)
	}
	e := exp
	if e == 0 {
		e = 1
	}
	v := new(big.Float).SetInt(sig)
	v.SetMantExp(v, e-wideBias-fracBits)
	if neg {
		v.Neg(v)
	}
	return apFloat{neg: neg, v: v}
}

// largestExp is ilogb(APFloat::getLargest(semantics)).
func (s floatSem) largestExp() int {
	if s.f == nil {
		return wideMaxExp
	}
	return s.decode(&core.FloatAttr{Bits: s.f.MaxFinite(false)}).ilogb()
}

// fromInt is APFloat::convertFromAPInt of x, rounded to nearest even.
func (s floatSem) fromInt(x *big.Int) apFloat {
	neg := x.Sign() < 0
	m := new(big.Int).Abs(x)
	if s.f != nil {
		var b uint64
		if n := m.BitLen(); n <= 64 {
			b = s.f.FromMagnitude(neg, m.Uint64(), 0, false)
		} else {
			shift := uint(n - 64)
			top := new(big.Int).Rsh(m, shift)
			sticky := new(big.Int).Lsh(top, shift).Cmp(m) != 0
			b = s.f.FromMagnitude(neg, top.Uint64(), int(shift), sticky)
		}
		return s.decode(&core.FloatAttr{Bits: b})
	}
	v := new(big.Float).SetPrec(uint(s.prec)).SetMode(big.ToNearestEven).SetInt(x)
	if v.Sign() != 0 && v.MantExp(nil)-1 > wideMaxExp {
		return apFloat{inf: true, neg: neg}
	}
	return apFloat{neg: neg, v: v}
}

// toInt is APFloat::convertToInteger toward zero into an integer of width
// w; ok is false for opInvalidOp (NaN, infinity, out of range).
func (a apFloat) toInt(w int, unsigned bool) (*big.Int, bool) {
	if a.nan || a.inf {
		return nil, false
	}
	t, _ := a.v.Int(nil) // truncates toward zero
	var lo, hi *big.Int
	if unsigned {
		lo, hi = new(big.Int), new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), uint(w)), big.NewInt(1))
	} else {
		hi = new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), uint(w-1)), big.NewInt(1))
		lo = new(big.Int).Neg(new(big.Int).Lsh(big.NewInt(1), uint(w-1)))
	}
	if t.Cmp(lo) < 0 || t.Cmp(hi) > 0 {
		return nil, false
	}
	return t, true
}

// cmpIOfCmpF is convertToIntegerPredicate; ok is false for the predicates
// it has no answer for (MLIR reaches llvm_unreachable there).
func cmpIOfCmpF(p int64, unsigned bool) (int64, bool) {
	pick := func(s, u int64) int64 {
		if unsigned {
			return u
		}
		return s
	}
	switch p {
	case cmpFUEQ, cmpFOEQ:
		return CmpEQ, true
	case cmpFUGT, cmpFOGT:
		return pick(CmpSGT, CmpUGT), true
	case cmpFUGE, cmpFOGE:
		return pick(CmpSGE, CmpUGE), true
	case cmpFULT, cmpFOLT:
		return pick(CmpSLT, CmpULT), true
	case cmpFULE, cmpFOLE:
		return pick(CmpSLE, CmpULE), true
	case cmpFUNE, cmpFONE:
		return CmpNE, true
	}
	return 0, false
}

func cmpFIntToFPConst(op *core.Operation, rw *rewrite.Rewriter) bool {
	flt, ok := constantOf(op.Operand(1)).(*core.FloatAttr)
	if !ok {
		return false
	}
	sem, ok := semanticsOf(flt.Type)
	if !ok {
		return false
	}
	rhs := sem.decode(flt)
	if rhs.nan { // don't attempt to fold a NaN
		return false
	}
	mantissaWidth := sem.prec
	if mantissaWidth <= 0 {
		return false
	}
	var unsigned bool
	var intVal core.Value
	if d := defOp(op.Operand(0), "arith.sitofp"); d != nil {
		intVal = d.Operand(0)
	} else if d := defOp(op.Operand(0), "arith.uitofp"); d != nil {
		unsigned, intVal = true, d.Operand(0)
	} else {
		return false
	}
	intTy, ok := intVal.Type().(*core.IntType)
	if !ok {
		return false
	}
	intWidth := intTy.Width
	valueBits := intWidth - 1 // the bits holding the value, not the sign
	if unsigned {
		valueBits = intWidth
	}
	// An integer wider than the significand may round in the conversion:
	// give up when that rounding could change the comparison.
	if intWidth > mantissaWidth {
		if e := rhs.ilogb(); e == iekInf {
			if sem.largestExp() < valueBits {
				return false // the conversion could make an infinity
			}
		} else if mantissaWidth <= e && e <= valueBits {
			return false
		}
	}

	p, _ := op.Attr("predicate").(*core.IntegerAttr)
	if p == nil {
		return false
	}
	constant := func(v bool) bool {
		rw.ReplaceOpWithOp(op, core.DefiningOp(newConst(rw, op.Loc(), core.Bool(rw.Ctx, v), core.IntegerType(rw.Ctx, 1))))
		return true
	}
	switch p.Val {
	case cmpFORD: // the conversion makes no NaN
		return constant(true)
	case cmpFUNO:
		return constant(false)
	}
	pred, ok := cmpIOfCmpF(p.Val, unsigned)
	if !ok {
		return false // always-true/false: MLIR has no answer (unreachable)
	}

	one := big.NewInt(1)
	var maxV, minV *big.Int
	if unsigned {
		maxV, minV = new(big.Int).Sub(new(big.Int).Lsh(one, uint(intWidth)), one), new(big.Int)
	} else {
		maxV = new(big.Int).Sub(new(big.Int).Lsh(one, uint(intWidth-1)), one)
		minV = new(big.Int).Neg(new(big.Int).Lsh(one, uint(intWidth-1)))
	}
	// Beyond the integer's range (this catches infinities too).
	if sem.fromInt(maxV).compare(rhs) == cmpLess {
		return constant(pred == CmpNE || pred == CmpSLT || pred == CmpSLE || pred == CmpULT || pred == CmpULE)
	}
	if sem.fromInt(minV).compare(rhs) == cmpGreater {
		return constant(pred == CmpNE || pred == CmpSGT || pred == CmpSGE || pred == CmpUGT || pred == CmpUGE)
	}

	// In range, but maybe fractional: round toward zero and back.
	rhsInt, ok := rhs.toInt(intWidth, unsigned)
	if !ok {
		return false
	}
	if !rhs.isZero() && sem.fromInt(rhsInt).compare(rhs) != cmpEqual {
		neg := rhs.neg
		switch pred {
		case CmpNE: // (float)int != 4.4 -> true
			return constant(true)
		case CmpEQ: // (float)int == 4.4 -> false
			return constant(false)
		case CmpULE: // <= 4.4 -> <= 4; <= -4.4 -> false
			if neg {
				return constant(false)
			}
		case CmpSLE: // <= -4.4 -> < -4
			if neg {
				pred = CmpSLT
			}
		case CmpULT: // < -4.4 -> false; < 4.4 -> <= 4
			if neg {
				return constant(false)
			}
			pred = CmpULE
		case CmpSLT: // < 4.4 -> <= 4
			if !neg {
				pred = CmpSLE
			}
		case CmpUGT: // > -4.4 -> true
			if neg {
				return constant(true)
			}
		case CmpSGT: // > -4.4 -> >= -4
			if neg {
				pred = CmpSGE
			}
		case CmpUGE: // >= -4.4 -> true; >= 4.4 -> > 4
			if neg {
				return constant(true)
			}
			pred = CmpUGT
		case CmpSGE: // >= 4.4 -> > 4
			if !neg {
				pred = CmpSGT
			}
		}
	}
	c := newConst(rw, op.Loc(), core.BigInt(rw.Ctx, intTy, rhsInt), intTy)
	n := rw.CreateOp("arith.cmpi", op.Loc(), []core.Value{intVal, c}, []core.Type{op.Result(0).Type()},
		core.NamedAttr{Name: "predicate", Value: CmpIPredicate.Attr(rw.Ctx, pred)})
	rw.ReplaceOpWithOp(op, n)
	return true
}

// applyCmpF is applyCmpPredicate on APFloat::compare's result.
func applyCmpF(pred int64, r cmpResult) bool {
	lt, eq, gt, un := r == cmpLess, r == cmpEqual, r == cmpGreater, r == cmpUnordered
	switch pred {
	case cmpFFalse:
		return false
	case cmpFOEQ:
		return eq
	case cmpFOGT:
		return gt
	case cmpFOGE:
		return gt || eq
	case cmpFOLT:
		return lt
	case cmpFOLE:
		return lt || eq
	case cmpFONE:
		return !un && !eq
	case cmpFORD:
		return !un
	case cmpFUEQ:
		return un || eq
	case cmpFUGT:
		return un || gt
	case cmpFUGE:
		return un || gt || eq
	case cmpFULT:
		return un || lt
	case cmpFULE:
		return un || lt || eq
	case cmpFUNE:
		return !eq
	case cmpFUNO:
		return un
	}
	return true
}

// foldWideCmpF is CmpFOp::fold for the float types numerics has no format
// for (f80, f128): scalar FloatAttrs, a NaN on one side deciding alone.
func foldWideCmpF(op *core.Operation, pred int64, c []core.Attribute) []core.FoldResult {
	ft, ok := core.ElementTypeOrSelf(op.Operand(0).Type()).(*core.FloatType)
	if !ok {
		return nil
	}
	sem, ok := semanticsOf(ft)
	if !ok || sem.f != nil {
		return nil
	}
	var l, r *apFloat
	if a, ok := c[0].(*core.FloatAttr); ok {
		v := sem.decode(a)
		l = &v
	}
	if a, ok := c[1].(*core.FloatAttr); ok {
		v := sem.decode(a)
		r = &v
	}
	if l != nil && l.nan {
		r = l
	}
	if r != nil && r.nan {
		l = r
	}
	if l == nil || r == nil {
		return nil
	}
	return attr(core.Bool(op.Context(), applyCmpF(pred, l.compare(*r))))
}
