package stablehlo

import (
	"math"
	"math/bits"

	"ncc/core"
	"ncc/numerics"
)

// Folders: constant folding of elementwise and shape ops on small
// constants, and the identities that return an operand unchanged (x + 0,
// x * 1, a reshape or transpose that changes nothing, ...). Integers up to
// 64 bits and every float type numerics knows fold; complex values and
// larger constants do not (the op stays, which is always correct).

// maxFoldElements bounds the constants folding materializes.
const maxFoldElements = 1 << 16

// consts is a decoded dense constant: element bit patterns (integers
// zero-extended, floats in their format's low bits), one per element.
type consts struct {
	typ  *core.TensorType
	vals []uint64
}

func decodeConst(a core.Attribute) (consts, bool) {
	d, ok := a.(*core.DenseAttr)
	if !ok {
		return consts{}, false
	}
	tt, ok := d.Type.(*core.TensorType)
	if !ok {
		return consts{}, false
	}
	eb := core.ElementBytes(tt.Elem)
	if eb == 0 || eb > 8 || !foldable(tt.Elem) {
		return consts{}, false
	}
	n := core.NumElements(tt.Dims)
	if n < 0 || n > maxFoldElements {
		return consts{}, false
	}
	vals := make([]uint64, n)
	for i := range vals {
		off := i * eb
		if d.Splat {
			off = 0
		}
		var v uint64
		for b := eb - 1; b >= 0; b-- {
			v = v<<8 | uint64(d.Raw[off+b])
		}
		vals[i] = v
	}
	return consts{tt, vals}, true
}

func foldable(t core.Type) bool {
	switch t := t.(type) {
	case *core.IntType:
		return t.Width <= 64
	case *core.FloatType:
		return floatFormat(t) != nil
	}
	return false
}

func floatFormat(t core.Type) *numerics.Format {
	ft, ok := t.(*core.FloatType)
	if !ok {
		return nil
	}
	f, ok := numerics.FormatByName(ft.Name)
	if !ok {
		return nil
	}
	return f
}

// encodeConst builds the dense attribute of type t from element bit patterns.
func encodeConst(ctx *core.Context, t *core.TensorType, vals []uint64) core.Attribute {
	eb := core.ElementBytes(t.Elem)
	raw := make([]byte, eb*len(vals))
	for i, v := range vals {
		for b := 0; b < eb; b++ {
			raw[i*eb+b] = byte(v >> (8 * b))
		}
	}
	return core.Dense(ctx, t, raw)
}

func widthMask(w int) uint64 {
	if w >= 64 {
		return ^uint64(0)
	}
	return 1<<w - 1
}

func sext(v uint64, w int) int64 {
	if w >= 64 {
		return int64(v)
	}
	return int64(v<<(64-w)) >> (64 - w)
}

// intOps computes one integer element: ok is false when the op is
// undefined for these values (division by zero) or not an integer op.
type intOp func(a, b uint64, w int, signed bool) (uint64, bool)
type floatOp func(a, b float64) float64

func signedCmp(a, b uint64, w int, signed bool) int {
	if signed {
		x, y := sext(a, w), sext(b, w)
		switch {
		case x < y:
			return -1
		case x > y:
			return 1
		}
		return 0
	}
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

var intOps = map[string]intOp{
	"stablehlo.add":      func(a, b uint64, _ int, _ bool) (uint64, bool) { return a + b, true },
	"stablehlo.subtract": func(a, b uint64, _ int, _ bool) (uint64, bool) { return a - b, true },
	"stablehlo.multiply": func(a, b uint64, _ int, _ bool) (uint64, bool) { return a * b, true },
	"stablehlo.and":      func(a, b uint64, _ int, _ bool) (uint64, bool) { return a & b, true },
	"stablehlo.or":       func(a, b uint64, _ int, _ bool) (uint64, bool) { return a | b, true },
	"stablehlo.xor":      func(a, b uint64, _ int, _ bool) (uint64, bool) { return a ^ b, true },
	"stablehlo.maximum": func(a, b uint64, w int, s bool) (uint64, bool) {
		if signedCmp(a, b, w, s) >= 0 {
			return a, true
		}
		return b, true
	},
	"stablehlo.minimum": func(a, b uint64, w int, s bool) (uint64, bool) {
		if signedCmp(a, b, w, s) <= 0 {
			return a, true
		}
		return b, true
	},
	// divide and remainder truncate toward zero; the spec leaves division
	// by zero and signed overflow implementation-defined: those stay.
	"stablehlo.divide": func(a, b uint64, w int, s bool) (uint64, bool) {
		if b&widthMask(w) == 0 {
			return 0, false
		}
		if s {
			x, y := sext(a, w), sext(b, w)
			if y == -1 && x == sext(1<<(w-1), w) {
				return 0, false
			}
			return uint64(x / y), true
		}
		return (a & widthMask(w)) / (b & widthMask(w)), true
	},
	"stablehlo.remainder": func(a, b uint64, w int, s bool) (uint64, bool) {
		if b&widthMask(w) == 0 {
			return 0, false
		}
		if s {
			x, y := sext(a, w), sext(b, w)
			if y == -1 {
				return 0, true
			}
			return uint64(x % y), true
		}
		return (a & widthMask(w)) % (b & widthMask(w)), true
	},
}

var boolOps = map[string]intOp{
	"stablehlo.add":      intOps["stablehlo.or"],
	"stablehlo.multiply": intOps["stablehlo.and"],
	"stablehlo.maximum":  intOps["stablehlo.or"],
	"stablehlo.minimum":  intOps["stablehlo.and"],
	"stablehlo.and":      intOps["stablehlo.and"],
	"stablehlo.or":       intOps["stablehlo.or"],
	"stablehlo.xor":      intOps["stablehlo.xor"],
}

var floatOps = map[string]floatOp{
	"stablehlo.add":      func(a, b float64) float64 { return a + b },
	"stablehlo.subtract": func(a, b float64) float64 { return a - b },
	"stablehlo.multiply": func(a, b float64) float64 { return a * b },
	"stablehlo.divide":   func(a, b float64) float64 { return a / b },
	"stablehlo.maximum": func(a, b float64) float64 {
		if math.IsNaN(a) || math.IsNaN(b) {
			return math.NaN()
		}
		return math.Max(a, b)
	},
	"stablehlo.minimum": func(a, b float64) float64 {
		if math.IsNaN(a) || math.IsNaN(b) {
			return math.NaN()
		}
		return math.Min(a, b)
	},
}

// exactInF64 reports whether format f's arithmetic is exactly one float64
// operation followed by rounding to f (true for formats of at most 24
// significand bits, and for f64 itself).
func exactInF64(f *numerics.Format) bool { return f.Precision() <= 24 || f.Bits() == 64 }

// foldBinary folds an elementwise binary op of two constants.
func foldBinary(op *core.Operation, operands []core.Attribute) []core.FoldResult {
	if len(operands) != 2 {
		return nil
	}
	if r := foldIdentity(op, operands); r != nil {
		return r
	}
	a, ok1 := decodeConst(operands[0])
	b, ok2 := decodeConst(operands[1])
	rt, ok3 := op.Result(0).Type().(*core.TensorType)
	if !ok1 || !ok2 || !ok3 || a.typ != rt || b.typ != rt {
		return nil
	}
	out := make([]uint64, len(a.vals))
	switch e := rt.Elem.(type) {
	case *core.IntType:
		f := intOps[op.Name()]
		if e.Width == 1 {
			// Booleans: add is OR and multiply AND (the spec's i1 rules).
			f = boolOps[op.Name()]
		}
		if f == nil {
			return nil
		}
		for i := range out {
			v, ok := f(a.vals[i], b.vals[i], e.Width, e.Sign != core.Unsigned && e.Width > 1)
			if !ok {
				return nil
			}
			out[i] = v & widthMask(e.Width)
		}
	case *core.FloatType:
		f, fm := floatOps[op.Name()], floatFormat(e)
		if f == nil || fm == nil || !exactInF64(fm) {
			return nil
		}
		for i := range out {
			out[i] = fm.FromFloat64(f(fm.ToFloat64(a.vals[i]), fm.ToFloat64(b.vals[i])))
		}
	default:
		return nil
	}
	return []core.FoldResult{{Attr: encodeConst(op.Context(), rt, out)}}
}

// isSplatOf reports whether a is a constant whose every element is the
// integer or float value v.
func isSplatOf(a core.Attribute, v int64) bool {
	c, ok := decodeConst(a)
	if !ok {
		return false
	}
	for _, x := range c.vals {
		switch e := c.typ.Elem.(type) {
		case *core.IntType:
			if x&widthMask(e.Width) != uint64(v)&widthMask(e.Width) {
				return false
			}
		case *core.FloatType:
			// A splat of -0.0 is not 0: x - (-0.0) is +0.0 for x = -0.0.
			if f := floatFormat(e).ToFloat64(x); f != float64(v) || math.Signbit(f) != (v < 0) {
				return false
			}
		}
	}
	return true
}

// foldIdentity returns the operand left unchanged by x+0, x-0, x*1, x&-1,
// x|0, x^0 when its type is the result's.
func foldIdentity(op *core.Operation, operands []core.Attribute) []core.FoldResult {
	x := op.Operand(0)
	if x.Type() != op.Result(0).Type() {
		return nil
	}
	keep := false
	isFloat := false
	if _, ok := elemOf(x.Type()).(*core.FloatType); ok {
		isFloat = true
	}
	switch op.Name() {
	case "stablehlo.add", "stablehlo.or", "stablehlo.xor":
		// x + 0 is not x for x = -0.0.
		keep = !isFloat && isSplatOf(operands[1], 0)
	case "stablehlo.subtract":
		keep = isSplatOf(operands[1], 0)
	case "stablehlo.multiply":
		keep = isSplatOf(operands[1], 1)
	case "stablehlo.and":
		keep = isSplatOf(operands[1], -1)
	}
	if keep {
		return []core.FoldResult{{Value: x}}
	}
	return nil
}

// foldUnary folds negate, not and abs of a constant.
func foldUnary(op *core.Operation, operands []core.Attribute) []core.FoldResult {
	a, ok := decodeConst(operands[0])
	rt, ok2 := op.Result(0).Type().(*core.TensorType)
	if !ok || !ok2 || a.typ.Elem != rt.Elem || !shapesCompatible(a.typ.Dims, rt.Dims) || core.NumElements(rt.Dims) < 0 {
		return nil
	}
	out := make([]uint64, len(a.vals))
	switch e := rt.Elem.(type) {
	case *core.IntType:
		w := e.Width
		for i, v := range a.vals {
			switch op.Name() {
			case "stablehlo.negate":
				v = -v
			case "stablehlo.not":
				v = ^v
			case "stablehlo.abs":
				if sext(v, w) < 0 {
					v = -v
				}
			case "stablehlo.popcnt":
				v = uint64(bits.OnesCount64(v & widthMask(w)))
			default:
				return nil
			}
			out[i] = v & widthMask(w)
		}
	case *core.FloatType:
		fm := floatFormat(e)
		if fm == nil {
			return nil
		}
		for i, v := range a.vals {
			x := fm.ToFloat64(v)
			switch op.Name() {
			case "stablehlo.negate":
				x = -x
			case "stablehlo.abs":
				x = math.Abs(x)
			default:
				return nil
			}
			out[i] = fm.FromFloat64(x)
		}
	default:
		return nil
	}
	return []core.FoldResult{{Attr: encodeConst(op.Context(), rt, out)}}
}

// foldConvert folds a same-type convert to its operand and converts
// integer and float constants.
func foldConvert(op *core.Operation, operands []core.Attribute) []core.FoldResult {
	if op.Operand(0).Type() == op.Result(0).Type() {
		return []core.FoldResult{{Value: op.Operand(0)}}
	}
	a, ok := decodeConst(operands[0])
	rt, ok2 := op.Result(0).Type().(*core.TensorType)
	if !ok || !ok2 || !foldable(rt.Elem) || !shapesCompatible(a.typ.Dims, rt.Dims) || core.NumElements(rt.Dims) < 0 {
		return nil
	}
	out := make([]uint64, len(a.vals))
	for i, v := range a.vals {
		var x float64
		var iv int64
		var isInt bool
		switch e := a.typ.Elem.(type) {
		case *core.IntType:
			isInt = true
			if e.Sign == core.Unsigned || e.Width == 1 {
				iv = int64(v & widthMask(e.Width))
			} else {
				iv = sext(v, e.Width)
			}
		case *core.FloatType:
			x = floatFormat(e).ToFloat64(v)
		}
		switch e := rt.Elem.(type) {
		case *core.IntType:
			if !isInt {
				// Float to integer is implementation-defined out of range.
				if math.IsNaN(x) || math.IsInf(x, 0) || math.Abs(x) >= 1<<62 {
					return nil
				}
				iv = int64(x)
			}
			if e.Width == 1 {
				iv = boolInt(iv != 0)
			}
			out[i] = uint64(iv) & widthMask(e.Width)
		case *core.FloatType:
			fm := floatFormat(e)
			if isInt {
				out[i] = fm.FromInt64(iv)
			} else {
				out[i] = fm.FromFloat64(x)
			}
		}
	}
	return []core.FoldResult{{Attr: encodeConst(op.Context(), rt, out)}}
}

func boolInt(b bool) int64 {
	if b {
		return 1
	}
	return 0
}

// foldCompare folds a comparison of two integer or float constants.
func foldCompare(op *core.Operation, operands []core.Attribute) []core.FoldResult {
	a, ok1 := decodeConst(operands[0])
	b, ok2 := decodeConst(operands[1])
	rt, ok3 := op.Result(0).Type().(*core.TensorType)
	if !ok1 || !ok2 || !ok3 || a.typ != b.typ || core.NumElements(rt.Dims) != int64(len(a.vals)) {
		return nil
	}
	dir, _ := enumOf(op.Attr("comparison_direction"), ComparisonDirectionKind)
	if ct, ok := enumOf(op.Attr("compare_type"), ComparisonTypeKind); ok && ct == CmpTypeTotalOrder {
		return nil
	}
	out := make([]uint64, len(a.vals))
	for i := range out {
		var c int
		unordered := false
		switch e := a.typ.Elem.(type) {
		case *core.IntType:
			c = signedCmp(a.vals[i]&widthMask(e.Width), b.vals[i]&widthMask(e.Width), e.Width, e.Sign != core.Unsigned && e.Width > 1)
		case *core.FloatType:
			fm := floatFormat(e)
			x, y := fm.ToFloat64(a.vals[i]), fm.ToFloat64(b.vals[i])
			switch {
			case math.IsNaN(x) || math.IsNaN(y):
				unordered = true
			case x < y:
				c = -1
			case x > y:
				c = 1
			}
		}
		var r bool
		switch dir {
		case CmpEQ:
			r = !unordered && c == 0
		case CmpNE:
			r = unordered || c != 0
		case CmpGE:
			r = !unordered && c >= 0
		case CmpGT:
			r = !unordered && c > 0
		case CmpLE:
			r = !unordered && c <= 0
		case CmpLT:
			r = !unordered && c < 0
		}
		out[i] = uint64(boolInt(r))
	}
	return []core.FoldResult{{Attr: encodeConst(op.Context(), rt, out)}}
}

// foldSelect picks a branch for a splat constant predicate.
func foldSelect(op *core.Operation, operands []core.Attribute) []core.FoldResult {
	if op.Operand(1) == op.Operand(2) && op.Operand(1).Type() == op.Result(0).Type() {
		return []core.FoldResult{{Value: op.Operand(1)}}
	}
	p, ok := decodeConst(operands[0])
	if !ok || len(p.vals) == 0 {
		return nil
	}
	for _, v := range p.vals {
		if v&1 != p.vals[0]&1 {
			return nil
		}
	}
	pick := op.Operand(2)
	if p.vals[0]&1 == 1 {
		pick = op.Operand(1)
	}
	if pick.Type() != op.Result(0).Type() {
		return nil
	}
	return []core.FoldResult{{Value: pick}}
}

// sameTypeIdentity folds an op whose result is its first operand when the
// types agree and cond holds.
func sameTypeIdentity(cond func(op *core.Operation) bool) func(*core.Operation, []core.Attribute) []core.FoldResult {
	return func(op *core.Operation, operands []core.Attribute) []core.FoldResult {
		if op.Operand(0).Type() == op.Result(0).Type() && cond(op) {
			return []core.FoldResult{{Value: op.Operand(0)}}
		}
		return nil
	}
}

func isIota(vs []int64) bool {
	for i, v := range vs {
		if v != int64(i) {
			return false
		}
	}
	return true
}

func allZero(vs []int64) bool {
	for _, v := range vs {
		if v != 0 {
			return false
		}
	}
	return true
}

// foldReshape reshapes a constant, or folds a no-op reshape.
func foldReshape(op *core.Operation, operands []core.Attribute) []core.FoldResult {
	if op.Operand(0).Type() == op.Result(0).Type() {
		return []core.FoldResult{{Value: op.Operand(0)}}
	}
	d, ok := operands[0].(*core.DenseAttr)
	rt, ok2 := op.Result(0).Type().(*core.TensorType)
	if !ok || !ok2 || core.NumElements(rt.Dims) < 0 || d.Type.ElementType() != rt.Elem {
		return nil
	}
	return []core.FoldResult{{Attr: core.Dense(op.Context(), rt, d.Raw)}}
}

// foldBroadcastInDim folds an identity broadcast and splat constants.
func foldBroadcastInDim(op *core.Operation, operands []core.Attribute) []core.FoldResult {
	dims, _ := i64sAttr(op.Attr("broadcast_dimensions"))
	if op.Operand(0).Type() == op.Result(0).Type() && isIota(dims) {
		return []core.FoldResult{{Value: op.Operand(0)}}
	}
	d, ok := operands[0].(*core.DenseAttr)
	rt, ok2 := op.Result(0).Type().(*core.TensorType)
	if !ok || !ok2 || !d.Splat || core.NumElements(rt.Dims) < 0 {
		return nil
	}
	return []core.FoldResult{{Attr: core.Dense(op.Context(), rt, d.Raw)}}
}

// foldGetTupleElement forwards the element of a tuple built in place.
func foldGetTupleElement(op *core.Operation, _ []core.Attribute) []core.FoldResult {
	def := core.DefiningOp(op.Operand(0))
	i, _ := intAttr(op.Attr("index"))
	if def == nil || def.Name() != "stablehlo.tuple" || i < 0 || i >= int64(def.NumOperands()) {
		return nil
	}
	return []core.FoldResult{{Value: def.Operand(int(i))}}
}

func init() {
	for _, d := range []*core.OpDef{Add, Subtract, Multiply, Divide, Remainder, Maximum, Minimum, And, Or, Xor} {
		d.Fold = foldBinary
	}
	for _, d := range []*core.OpDef{Negate, Not, Abs, Popcnt} {
		d.Fold = foldUnary
	}
	ConvertDef.Fold = foldConvert
	Compare.Fold = foldCompare
	Select.Fold = foldSelect
	Reshape.Fold = foldReshape
	BroadcastInDim.Fold = foldBroadcastInDim
	GetTupleElement.Fold = foldGetTupleElement
	Transpose.Fold = sameTypeIdentity(func(op *core.Operation) bool { p, _ := i64sAttr(op.Attr("permutation")); return isIota(p) })
	Reverse.Fold = sameTypeIdentity(func(op *core.Operation) bool { d, _ := i64sAttr(op.Attr("dimensions")); return len(d) == 0 })
	Pad.Fold = sameTypeIdentity(func(op *core.Operation) bool {
		for _, n := range []string{"edge_padding_low", "edge_padding_high", "interior_padding"} {
			if v, _ := i64sAttr(op.Attr(n)); !allZero(v) {
				return false
			}
		}
		return true
	})
	Slice.Fold = sameTypeIdentity(func(op *core.Operation) bool {
		s, _ := i64sAttr(op.Attr("strides"))
		st, _ := i64sAttr(op.Attr("start_indices"))
		for _, v := range s {
			if v != 1 {
				return false
			}
		}
		return allZero(st)
	})
	installShapeFolders()
	installAlgebraFolders()
}
