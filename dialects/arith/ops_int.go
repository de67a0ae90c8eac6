package arith

import (
	"math/bits"

	"ncc/core"
	"ncc/dialects/ods"
)

// Integer arithmetic. Folders follow ArithOps.cpp: identities first, then
// constant folding with the wrap-around of the operand width.

// intFold folds two constant integer operands with fn(a, b, width), where
// a and b are zero-extended to 64 bits and the result is masked.
func intFold(op *core.Operation, operands []core.Attribute, fn func(a, b uint64, w int) (uint64, bool)) core.Attribute {
	w := intWidth(core.ElementTypeOrSelf(op.Operand(0).Type()))
	if w == 0 {
		return nil
	}
	return binaryFold(op.Context(), operands[0], operands[1], nil, true, func(a, b uint64) (uint64, bool) {
		v, ok := fn(a, b, w)
		return v & mask(w), ok
	})
}

func wrap(fn func(a, b uint64, w int) uint64) func(a, b uint64, w int) (uint64, bool) {
	return func(a, b uint64, w int) (uint64, bool) { return fn(a, b, w), true }
}

var AddI = intBinary("addi", "integer addition operation", core.Commutative, "overflow",
	func(op *core.Operation, c []core.Attribute) []core.FoldResult {
		lhs, rhs := op.Operand(0), op.Operand(1)
		if isZero(c[1]) { // addi(x, 0) -> x
			return val(lhs)
		}
		if sub := defOp(lhs, "arith.subi"); sub != nil && sub.Operand(1) == rhs { // addi(subi(a, b), b) -> a
			return val(sub.Operand(0))
		}
		if sub := defOp(rhs, "arith.subi"); sub != nil && sub.Operand(1) == lhs { // addi(b, subi(a, b)) -> a
			return val(sub.Operand(0))
		}
		return attr(intFold(op, c, wrap(func(a, b uint64, _ int) uint64 { return a + b })))
	})

var SubI = intBinary("subi", "Integer subtraction operation.", 0, "overflow",
	func(op *core.Operation, c []core.Attribute) []core.FoldResult {
		lhs, rhs := op.Operand(0), op.Operand(1)
		if lhs == rhs { // subi(x, x) -> 0
			if z := zeroAttr(op.Context(), op.Result(0).Type()); z != nil {
				return attr(z)
			}
		}
		if isZero(c[1]) { // subi(x, 0) -> x
			return val(lhs)
		}
		if add := defOp(lhs, "arith.addi"); add != nil {
			if rhs == add.Operand(1) { // subi(addi(a, b), b) -> a
				return val(add.Operand(0))
			}
			if rhs == add.Operand(0) { // subi(addi(a, b), a) -> b
				return val(add.Operand(1))
			}
		}
		return attr(intFold(op, c, wrap(func(a, b uint64, _ int) uint64 { return a - b })))
	})

var MulI = func() *core.OpDef {
	d := intBinary("muli", "Integer multiplication operation.", core.Commutative, "overflow",
		func(op *core.Operation, c []core.Attribute) []core.FoldResult {
			if isZero(c[1]) { // muli(x, 0) -> 0
				return val(op.Operand(1))
			}
			if isOne(c[1]) { // muli(x, 1) -> x
				return val(op.Operand(0))
			}
			return attr(intFold(op, c, wrap(func(a, b uint64, _ int) uint64 { return a * b })))
		})
	d.AsmResultNames = mulVscaleName
	return d
}()

// mulVscaleName names `base * vector.vscale` of index type c<base>_vscale.
func mulVscaleName(op *core.Operation) []string {
	if _, ok := op.Result(0).Type().(*core.IndexType); !ok {
		return nil
	}
	try := func(a, b core.Value) (int64, bool) {
		c := core.DefiningOp(a)
		v := core.DefiningOp(b)
		if c == nil || v == nil || v.Name() != "vector.vscale" || !c.HasTrait(core.ConstantLike) {
			return 0, false
		}
		ia, ok := c.Attr("value").(*core.IntegerAttr)
		if !ok {
			return 0, false
		}
		return ia.Val, true
	}
	base, ok := try(op.Operand(0), op.Operand(1))
	if !ok {
		if base, ok = try(op.Operand(1), op.Operand(0)); !ok {
			return nil
		}
	}
	return []string{"c" + itoa(base) + "_vscale"}
}

// foldDivMul folds (a * b) / b -> a when the multiplication has flag.
func foldDivMul(lhs, rhs core.Value, flag uint32) core.Value {
	mul := defOp(lhs, "arith.muli")
	if mul == nil {
		return nil
	}
	if f, ok := mul.Attr("overflowFlags").(*OverflowAttr); !ok || f.Flags&flag != flag {
		return nil
	}
	if mul.Operand(0) == rhs {
		return mul.Operand(1)
	}
	if mul.Operand(1) == rhs {
		return mul.Operand(0)
	}
	return nil
}

var DivUI = intBinary("divui", "unsigned integer division operation", 0, "exact",
	func(op *core.Operation, c []core.Attribute) []core.FoldResult {
		if isOne(c[1]) {
			return val(op.Operand(0))
		}
		if v := foldDivMul(op.Operand(0), op.Operand(1), OverflowNUW); v != nil {
			return val(v)
		}
		return attr(intFold(op, c, func(a, b uint64, _ int) (uint64, bool) {
			if b == 0 {
				return 0, false
			}
			return a / b, true
		}))
	})

// sdiv is APInt::sdiv_ov: false on division by zero or MIN / -1.
func sdiv(a, b uint64, w int) (uint64, bool) {
	x, y := sext(a, w), sext(b, w)
	if y == 0 || (x == sext(1<<(w-1), w) && y == -1) {
		return 0, false
	}
	return uint64(x / y), true
}

var DivSI = intBinary("divsi", "signed integer division operation", 0, "exact",
	func(op *core.Operation, c []core.Attribute) []core.FoldResult {
		if isOne(c[1]) {
			return val(op.Operand(0))
		}
		if v := foldDivMul(op.Operand(0), op.Operand(1), OverflowNSW); v != nil {
			return val(v)
		}
		return attr(intFold(op, c, sdiv))
	})

var CeilDivUI = intBinary("ceildivui", "unsigned ceil integer division operation", 0, "",
	func(op *core.Operation, c []core.Attribute) []core.FoldResult {
		if isOne(c[1]) {
			return val(op.Operand(0))
		}
		return attr(intFold(op, c, func(a, b uint64, w int) (uint64, bool) {
			if b == 0 {
				return 0, false
			}
			q := a / b
			if a%b == 0 {
				return q, true
			}
			return q + 1, q+1 <= mask(w)
		}))
	})

// ssub, sadd are APInt's ssub_ov/sadd_ov at width w.
func sadd(a, b int64, w int) (int64, bool) {
	s := sext(uint64(a+b), w)
	ok := (a >= 0) != (b >= 0) || (s >= 0) == (a >= 0)
	return s, ok
}

func ssub(a, b int64, w int) (int64, bool) {
	s := sext(uint64(a-b), w)
	ok := (a >= 0) == (b >= 0) || (s >= 0) == (a >= 0)
	return s, ok
}

// ceilDivSI follows CeilDivSIOp::fold step by step, refusing to fold when
// any intermediate operation overflows.
func ceilDivSI(a, b uint64, w int) (uint64, bool) {
	x, y := sext(a, w), sext(b, w)
	if y == 0 {
		return 0, false
	}
	if x == 0 {
		return 0, true
	}
	// signedCeilNonnegInputs: (a-1)/b + 1
	ceilNonneg := func(p, q int64) (int64, bool) {
		t, ok1 := ssub(p, 1, w)
		d, ok2 := sdiv(uint64(t), uint64(q), w)
		r, ok3 := sadd(sext(d, w), 1, w)
		return r, ok1 && ok2 && ok3
	}
	var r int64
	ok := true
	switch {
	case x > 0 && y > 0:
		r, ok = ceilNonneg(x, y)
	case x < 0 && y < 0:
		pa, ok1 := ssub(0, x, w)
		pb, ok2 := ssub(0, y, w)
		var ok3 bool
		r, ok3 = ceilNonneg(pa, pb)
		ok = ok1 && ok2 && ok3
	case x < 0 && y > 0:
		pa, ok1 := ssub(0, x, w)
		d, ok2 := sdiv(uint64(pa), uint64(y), w)
		var ok3 bool
		r, ok3 = ssub(0, sext(d, w), w)
		ok = ok1 && ok2 && ok3
	default:
		pb, ok1 := ssub(0, y, w)
		d, ok2 := sdiv(uint64(x), uint64(pb), w)
		var ok3 bool
		r, ok3 = ssub(0, sext(d, w), w)
		ok = ok1 && ok2 && ok3
	}
	return uint64(r), ok
}

var CeilDivSI = intBinary("ceildivsi", "signed ceil integer division operation", 0, "",
	func(op *core.Operation, c []core.Attribute) []core.FoldResult {
		if isOne(c[1]) {
			return val(op.Operand(0))
		}
		return attr(intFold(op, c, ceilDivSI))
	})

var FloorDivSI = intBinary("floordivsi", "signed floor integer division operation", core.Pure, "",
	func(op *core.Operation, c []core.Attribute) []core.FoldResult {
		if isOne(c[1]) {
			return val(op.Operand(0))
		}
		return attr(intFold(op, c, func(a, b uint64, w int) (uint64, bool) {
			q, ok := sdiv(a, b, w)
			if !ok {
				return 0, false
			}
			x, y, qs := sext(a, w), sext(b, w), sext(q, w)
			if qs*y != x && (x < 0) != (y < 0) { // APInt::sfloordiv_ov
				return q - 1, true
			}
			return q, true
		}))
	})

var RemUI = intBinary("remui", "unsigned integer division remainder operation", core.Pure, "",
	func(op *core.Operation, c []core.Attribute) []core.FoldResult {
		if isOne(c[1]) {
			return attr(zeroAttr(op.Context(), op.Result(0).Type()))
		}
		return attr(intFold(op, c, func(a, b uint64, _ int) (uint64, bool) {
			if b == 0 {
				return 0, false
			}
			return a % b, true
		}))
	})

var RemSI = intBinary("remsi", "signed integer division remainder operation", core.Pure, "",
	func(op *core.Operation, c []core.Attribute) []core.FoldResult {
		if isOne(c[1]) {
			return attr(zeroAttr(op.Context(), op.Result(0).Type()))
		}
		return attr(intFold(op, c, func(a, b uint64, w int) (uint64, bool) {
			y := sext(b, w)
			if y == 0 {
				return 0, false
			}
			return uint64(sext(a, w) % y), true // MIN % -1 is 0 in Go, as in APInt
		}))
	})

// isNot matches xori(x, allOnes) and returns x.
func isNot(v core.Value) core.Value {
	x := defOp(v, "arith.xori")
	if x == nil {
		return nil
	}
	if c := constantOf(x.Operand(1)); c != nil && isAllOnes(c) {
		return x.Operand(0)
	}
	return nil
}

// constantOf returns the value attribute of a ConstantLike defining op
// (m_Constant), or nil.
func constantOf(v core.Value) core.Attribute {
	op := core.DefiningOp(v)
	if op == nil || !op.HasTrait(core.ConstantLike) {
		return nil
	}
	if op.Def() != nil && op.Def().Fold != nil {
		if r := op.Def().Fold(op, nil); len(r) == 1 && r[0].Attr != nil {
			return r[0].Attr
		}
	}
	return op.Attr("value")
}

var AndI = intBinary("andi", "integer binary and", core.Pure|core.Commutative|core.Idempotent, "",
	func(op *core.Operation, c []core.Attribute) []core.FoldResult {
		lhs, rhs := op.Operand(0), op.Operand(1)
		if isZero(c[1]) { // and(x, 0) -> 0
			return val(rhs)
		}
		if isAllOnes(c[1]) { // and(x, allOnes) -> x
			return val(lhs)
		}
		if isNot(rhs) == lhs || isNot(lhs) == rhs { // and(x, not(x)) -> 0
			if z := zeroAttr(op.Context(), op.Result(0).Type()); z != nil {
				return attr(z)
			}
		}
		// and(a, and(a, b)) -> and(a, b)
		for _, rev := range []bool{false, true} {
			prevV, other := lhs, rhs
			if rev {
				prevV, other = rhs, lhs
			}
			if prev := defOp(prevV, "arith.andi"); prev != nil && (other == prev.Operand(0) || other == prev.Operand(1)) {
				return val(prev.Result(0))
			}
		}
		return attr(intFold(op, c, wrap(func(a, b uint64, _ int) uint64 { return a & b })))
	})

var OrI = intBinary("ori", "integer binary or", core.Pure|core.Commutative|core.Idempotent, "",
	func(op *core.Operation, c []core.Attribute) []core.FoldResult {
		lhs, rhs := op.Operand(0), op.Operand(1)
		if isZero(c[1]) { // or(x, 0) -> x
			return val(lhs)
		}
		if isAllOnes(c[1]) { // or(x, allOnes) -> allOnes
			return attr(c[1])
		}
		if isNot(rhs) == lhs { // or(x, xor(x, 1)) -> 1
			return val(defOp(rhs, "arith.xori").Operand(1))
		}
		if isNot(lhs) == rhs {
			return val(defOp(lhs, "arith.xori").Operand(1))
		}
		return attr(intFold(op, c, wrap(func(a, b uint64, _ int) uint64 { return a | b })))
	})

var XOrI = intBinary("xori", "integer binary xor", core.Pure|core.Commutative, "",
	func(op *core.Operation, c []core.Attribute) []core.FoldResult {
		lhs, rhs := op.Operand(0), op.Operand(1)
		if isZero(c[1]) { // xor(x, 0) -> x
			return val(lhs)
		}
		if lhs == rhs { // xor(x, x) -> 0
			if z := zeroAttr(op.Context(), op.Result(0).Type()); z != nil {
				return attr(z)
			}
		}
		if prev := defOp(lhs, "arith.xori"); prev != nil {
			if prev.Operand(1) == rhs { // xor(xor(x, a), a) -> x
				return val(prev.Operand(0))
			}
			if prev.Operand(0) == rhs { // xor(xor(a, x), a) -> x
				return val(prev.Operand(1))
			}
		}
		if prev := defOp(rhs, "arith.xori"); prev != nil {
			if prev.Operand(1) == lhs { // xor(a, xor(x, a)) -> x
				return val(prev.Operand(0))
			}
			if prev.Operand(0) == lhs { // xor(a, xor(a, x)) -> x
				return val(prev.Operand(1))
			}
		}
		return attr(intFold(op, c, wrap(func(a, b uint64, _ int) uint64 { return a ^ b })))
	})

// shiftFold folds shifts whose amount is below the bit width.
func shiftFold(op *core.Operation, c []core.Attribute, fn func(a uint64, s uint, w int) uint64) []core.FoldResult {
	if isZero(c[1]) {
		return val(op.Operand(0))
	}
	return attr(intFold(op, c, func(a, b uint64, w int) (uint64, bool) {
		if b >= uint64(w) {
			return 0, false
		}
		return fn(a, uint(b), w), true
	}))
}

var ShLI = intBinary("shli", "integer left-shift", 0, "overflow",
	func(op *core.Operation, c []core.Attribute) []core.FoldResult {
		return shiftFold(op, c, func(a uint64, s uint, _ int) uint64 { return a << s })
	})

var ShRUI = intBinary("shrui", "unsigned integer right-shift", core.Pure, "exact",
	func(op *core.Operation, c []core.Attribute) []core.FoldResult {
		return shiftFold(op, c, func(a uint64, s uint, _ int) uint64 { return a >> s })
	})

var ShRSI = intBinary("shrsi", "signed integer right-shift", core.Pure, "exact",
	func(op *core.Operation, c []core.Attribute) []core.FoldResult {
		return shiftFold(op, c, func(a uint64, s uint, w int) uint64 { return uint64(sext(a, w) >> s) })
	})

// minMax builds the four integer min/max ops; less orders two values, and
// absorbing/identity are the constants that fold without the other operand.
func minMax(name, summary string, signed, isMax bool) *core.OpDef {
	return intBinary(name, summary, core.Pure|core.Commutative, "",
		func(op *core.Operation, c []core.Attribute) []core.FoldResult {
			if op.Operand(0) == op.Operand(1) {
				return val(op.Operand(1))
			}
			if v, w, ok := constInt(c[1]); ok {
				lo, hi := uint64(0), mask(w)
				if signed {
					lo, hi = 1<<(w-1), mask(w-1)
				}
				absorb, ident := hi, lo
				if !isMax {
					absorb, ident = lo, hi
				}
				if v == absorb {
					return val(op.Operand(1))
				}
				if v == ident {
					return val(op.Operand(0))
				}
			}
			return attr(intFold(op, c, func(a, b uint64, w int) (uint64, bool) {
				less := a < b
				if signed {
					less = sext(a, w) < sext(b, w)
				}
				if less == isMax {
					return b, true
				}
				return a, true
			}))
		})
}

var (
	MaxSI = minMax("maxsi", "signed integer maximum operation", true, true)
	MaxUI = minMax("maxui", "unsigned integer maximum operation", false, true)
	MinSI = minMax("minsi", "signed integer minimum operation", true, false)
	MinUI = minMax("minui", "unsigned integer minimum operation", false, false)
)

// Extended arithmetic with two results.

var AddUIExtended = &core.OpDef{
	Name:    "arith.addui_extended",
	Summary: "extended unsigned integer addition operation returning sum and overflow bit",
	Operands: []core.ValueDef{
		{Name: "lhs", Type: ods.SignlessIntegerOrIndexLike},
		{Name: "rhs", Type: ods.SignlessIntegerOrIndexLike},
	},
	Results: []core.ValueDef{
		{Name: "sum", Type: ods.SignlessIntegerOrIndexLike},
		{Name: "overflow", Type: ods.BoolLike},
	},
	Traits:     arithTraits | core.Pure | core.Commutative,
	TypesMatch: [][]string{{"lhs", "rhs", "sum"}},
	Format:     "$lhs `,` $rhs attr-dict `:` type($sum) `,` type($overflow)",
	// MLIR names the results %sum and %overflow (getAsmResultNames).
	AsmResultNames: resultSlotNames,
	Fold: func(op *core.Operation, c []core.Attribute) []core.FoldResult {
		ctx := op.Context()
		ovType := op.Result(1).Type()
		if isZero(constantOf(op.Operand(1))) { // addui_extended(x, 0) -> x, false
			if z := zeroAttr(ctx, ovType); z != nil {
				return []core.FoldResult{{Value: op.Operand(0)}, {Attr: z}}
			}
			return nil
		}
		sum := intFold(op, c, wrap(func(a, b uint64, _ int) uint64 { return a + b }))
		if sum == nil {
			return nil
		}
		w := intWidth(core.ElementTypeOrSelf(op.Operand(0).Type()))
		ov := binaryFold(ctx, sum, c[0], ods.I1SameShape(ctx, sum.(core.TypedAttr).AttrType()), true,
			func(s, a uint64) (uint64, bool) {
				if s&mask(w) < a&mask(w) {
					return 1, true
				}
				return 0, true
			})
		if ov == nil {
			return nil
		}
		return []core.FoldResult{{Attr: sum}, {Attr: ov}}
	},
}

// mulhs and mulhu are the high halves of the 2w-bit products.
func mulhu(a, b uint64, w int) uint64 {
	if w == 64 {
		hi, _ := bits.Mul64(a, b)
		return hi
	}
	hi, lo := bits.Mul64(a, b)
	return (hi<<(64-w) | lo>>w) & mask(w)
}

func mulhs(a, b uint64, w int) uint64 {
	x, y := sext(a, w), sext(b, w)
	hi := mulhu(uint64(x), uint64(y), 64)
	// Signed correction of the 128-bit product's high word.
	if x < 0 {
		hi -= uint64(y)
	}
	if y < 0 {
		hi -= uint64(x)
	}
	lo := uint64(x) * uint64(y)
	if w == 64 {
		return hi
	}
	return (hi<<(64-w) | lo>>w) & mask(w)
}

func mulExtended(name, summary string, high func(a, b uint64, w int) uint64, unsigned bool) *core.OpDef {
	return &core.OpDef{
		Name:    "arith." + name,
		Summary: summary,
		Operands: []core.ValueDef{
			{Name: "lhs", Type: ods.SignlessIntegerOrIndexLike},
			{Name: "rhs", Type: ods.SignlessIntegerOrIndexLike},
		},
		Results: []core.ValueDef{
			{Name: "low", Type: ods.SignlessIntegerOrIndexLike},
			{Name: "high", Type: ods.SignlessIntegerOrIndexLike},
		},
		AsmResultNames: resultSlotNames, // %low, %high as in MLIR
		Traits:         arithTraits | core.Pure | core.Commutative,
		TypesMatch:     [][]string{{"lhs", "rhs", "low", "high"}},
		Format:         "$lhs `,` $rhs attr-dict `:` type($lhs)",
		Fold: func(op *core.Operation, c []core.Attribute) []core.FoldResult {
			if isZero(c[1]) { // (x, 0) -> 0, 0
				return []core.FoldResult{{Attr: c[1]}, {Attr: c[1]}}
			}
			if unsigned && isOne(c[1]) { // mului_extended(x, 1) -> x, 0
				if z := zeroAttr(op.Context(), op.Operand(0).Type()); z != nil {
					return []core.FoldResult{{Value: op.Operand(0)}, {Attr: z}}
				}
			}
			low := intFold(op, c, wrap(func(a, b uint64, _ int) uint64 { return a * b }))
			if low == nil {
				return nil
			}
			hi := intFold(op, c, wrap(high))
			return []core.FoldResult{{Attr: low}, {Attr: hi}}
		},
	}
}

var (
	MulSIExtended = mulExtended("mulsi_extended", "extended signed integer multiplication operation", mulhs, false)
	MulUIExtended = mulExtended("mului_extended", "extended unsigned integer multiplication operation", mulhu, true)
)

// resultSlotNames names each result after its slot in the definition, as the
// extended-arithmetic ops' getAsmResultNames do in MLIR.
func resultSlotNames(op *core.Operation) []string {
	defs := op.Def().Results
	names := make([]string, len(defs))
	for i, d := range defs {
		names[i] = d.Name
	}
	return names
}
