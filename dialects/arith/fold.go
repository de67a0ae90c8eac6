package arith

import (
	"encoding/binary"

	"ncc/core"
	"ncc/numerics"
)

// This file is MLIR's CommonFolders.h for ncc: constant operands come as
// scalar IntegerAttr/FloatAttr or as DenseAttr (splat or not); a folder
// computes on element bit patterns and rebuilds an attribute of the result
// type. Integers up to 64 bits and floats with a numerics format fold; wider
// integers and f80/f128 do not (the op stays, which is always correct).

// elems is a decoded constant: element bit patterns (integers zero-extended
// to 64 bits, floats in their format's low bits).
type elems struct {
	typ    core.Type // the attribute's type (scalar or shaped)
	elem   core.Type
	vals   []uint64
	splat  bool
	scalar bool
}

// intWidth is the folding width of an integer-like element type: its
// width, 64 for index, 0 if it is not an integer of at most 64 bits.
func intWidth(t core.Type) int {
	switch t := t.(type) {
	case *core.IntType:
		if t.Width <= 64 {
			return t.Width
		}
	case *core.IndexType:
		return 64
	}
	return 0
}

func mask(w int) uint64 {
	if w >= 64 {
		return ^uint64(0)
	}
	return 1<<w - 1
}

// sext sign-extends the low w bits of v.
func sext(v uint64, w int) int64 {
	if w >= 64 {
		return int64(v)
	}
	return int64(v<<(64-w)) >> (64 - w)
}

// floatFormat returns the numerics format of a float element type.
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

// decode reads a constant operand; ok is false for anything else.
func decode(a core.Attribute) (e elems, ok bool) {
	switch a := a.(type) {
	case *core.IntegerAttr:
		w := intWidth(a.Type)
		if w == 0 || a.Big != nil {
			return e, false
		}
		return elems{typ: a.Type, elem: a.Type, vals: []uint64{uint64(a.Val) & mask(w)}, splat: true, scalar: true}, true
	case *core.FloatAttr:
		if floatFormat(a.Type) == nil {
			return e, false
		}
		return elems{typ: a.Type, elem: a.Type, vals: []uint64{a.Bits}, splat: true, scalar: true}, true
	case *core.DenseAttr:
		et := a.Type.ElementType()
		eb := core.ElementBytes(et)
		if (intWidth(et) == 0 && floatFormat(et) == nil) || eb == 0 || eb > 8 {
			return e, false
		}
		n := len(a.Raw) / eb
		e = elems{typ: a.Type, elem: et, vals: make([]uint64, n), splat: a.Splat}
		w := core.IntOrFloatWidth(et)
		if _, ok := et.(*core.IndexType); ok {
			w = 64
		}
		for i := range e.vals {
			var buf [8]byte
			copy(buf[:], a.Raw[i*eb:(i+1)*eb])
			e.vals[i] = binary.LittleEndian.Uint64(buf[:]) & mask(w)
		}
		return e, true
	}
	return e, false
}

// isInt reports whether the decoded constant has integer elements.
func (e elems) isInt() bool { return intWidth(e.elem) != 0 }

// encode builds a constant of type t (scalar or static shaped) from
// element bit patterns; one value for a scalar or splat.
func encode(c *core.Context, t core.Type, vals []uint64) core.Attribute {
	st, shaped := t.(core.ShapedType)
	if !shaped {
		if ft, ok := t.(*core.FloatType); ok {
			return core.FloatBits(c, ft, vals[0])
		}
		return core.Int(c, t, int64(vals[0]))
	}
	if !st.HasRank() || core.NumElements(st.Shape()) < 0 {
		return nil
	}
	et := st.ElementType()
	eb := core.ElementBytes(et)
	raw := make([]byte, eb*len(vals))
	for i, v := range vals {
		var buf [8]byte
		binary.LittleEndian.PutUint64(buf[:], v)
		copy(raw[i*eb:], buf[:eb])
	}
	return core.Dense(c, st, raw)
}

// splatOf builds the constant of type t whose every element is v.
func splatOf(c *core.Context, t core.Type, v uint64) core.Attribute {
	return encode(c, t, []uint64{v})
}

// zeroAttr is Builder::getZeroAttr for integer and float types: nil when the
// type has no zero constant (dynamic shapes).
func zeroAttr(c *core.Context, t core.Type) core.Attribute {
	et := core.ElementTypeOrSelf(t)
	if f := floatFormat(et); f != nil {
		z, ok := f.Zero(false)
		if !ok {
			return nil
		}
		return splatOf(c, t, z)
	}
	if intWidth(et) == 0 {
		return nil
	}
	return splatOf(c, t, 0)
}

// boolAttr is MLIR's getBoolAttribute: i1 for scalars, a splat for static
// shapes, nil otherwise.
func boolAttr(c *core.Context, t core.Type, v bool) core.Attribute {
	b := uint64(0)
	if v {
		b = 1
	}
	if _, ok := t.(core.ShapedType); !ok {
		return core.Bool(c, v)
	}
	return splatOf(c, t, b)
}

// binary applies fn elementwise to two constants of the same type
// (constFoldBinaryOp); resType, when not nil, is the result type (cmpi).
// fn returns false to refuse the whole fold.
func binaryFold(c *core.Context, lhs, rhs core.Attribute, resType core.Type, wantInt bool,
	fn func(a, b uint64) (uint64, bool)) core.Attribute {
	if lhs == nil || rhs == nil {
		return nil
	}
	l, ok1 := decode(lhs)
	r, ok2 := decode(rhs)
	if !ok1 || !ok2 || l.typ != r.typ || l.isInt() != wantInt || l.scalar != r.scalar {
		return nil
	}
	if resType == nil {
		resType = l.typ
	}
	if l.splat && r.splat {
		v, ok := fn(l.vals[0], r.vals[0])
		if !ok {
			return nil
		}
		return splatOf(c, resType, v)
	}
	n := max(len(l.vals), len(r.vals))
	out := make([]uint64, n)
	for i := range out {
		a, b := l.vals[min(i, len(l.vals)-1)], r.vals[min(i, len(r.vals)-1)]
		v, ok := fn(a, b)
		if !ok {
			return nil
		}
		out[i] = v
	}
	return encode(c, resType, out)
}

// unary applies fn elementwise to one constant (constFoldUnaryOp and
// constFoldCastOp); the result has type resType.
func unary(c *core.Context, in core.Attribute, resType core.Type, wantInt bool,
	fn func(a uint64) (uint64, bool)) core.Attribute {
	if in == nil {
		return nil
	}
	e, ok := decode(in)
	if !ok || e.isInt() != wantInt {
		return nil
	}
	if _, shaped := resType.(core.ShapedType); shaped == e.scalar {
		return nil
	}
	out := make([]uint64, len(e.vals))
	for i, a := range e.vals {
		v, ok := fn(a)
		if !ok {
			return nil
		}
		out[i] = v
	}
	return encode(c, resType, out)
}

// constInt matches m_ConstantInt: a scalar integer or an integer splat,
// returning its bits and width.
func constInt(a core.Attribute) (uint64, int, bool) {
	e, ok := decode(a)
	if !ok || !e.isInt() || !e.splat {
		return 0, 0, false
	}
	return e.vals[0], intWidth(e.elem), true
}

func isZero(a core.Attribute) bool { v, _, ok := constInt(a); return ok && v == 0 }
func isOne(a core.Attribute) bool  { v, _, ok := constInt(a); return ok && v == 1 }
func isAllOnes(a core.Attribute) bool {
	v, w, ok := constInt(a)
	return ok && v == mask(w)
}

// constFloat matches m_ConstantFloat: a scalar float or a float splat.
func constFloat(a core.Attribute) (uint64, *numerics.Format, bool) {
	e, ok := decode(a)
	if !ok || e.isInt() || !e.splat {
		return 0, nil, false
	}
	return e.vals[0], floatFormat(e.elem), true
}

// Fold results.

func val(v core.Value) []core.FoldResult { return []core.FoldResult{{Value: v}} }

func attr(a core.Attribute) []core.FoldResult {
	if a == nil {
		return nil
	}
	return []core.FoldResult{{Attr: a}}
}

// defOp returns the defining op of v if it is named name.
func defOp(v core.Value, name string) *core.Operation {
	if op := core.DefiningOp(v); op != nil && op.Name() == name {
		return op
	}
	return nil
}
