package chlo

import (
	"encoding/binary"
	"math"

	"ncc/core"
	"ncc/numerics"
)

// Dialect is the chlo dialect: the client HLO ops exporters emit on top of
// StableHLO (ChloOps.td), each decomposed into StableHLO by the
// chlo-legalize-to-stablehlo pass.
var Dialect = &core.Dialect{
	Name:    "chlo",
	Summary: "Client HLO Ops",
	Ops: []*core.OpDef{
		BroadcastAdd, BroadcastAtan2, BroadcastDivide, BroadcastMaximum, BroadcastMinimum,
		BroadcastMultiply, BroadcastNextAfter, BroadcastPolygamma, BroadcastPower, BroadcastRemainder,
		BroadcastShiftL, BroadcastShiftRA, BroadcastShiftRL, BroadcastSubtract, BroadcastZeta,
		BroadcastAnd, BroadcastOr, BroadcastXor, BroadcastComplex, BroadcastCompare, BroadcastSelect,
		NextAfter, Polygamma, Zeta, Mulhi,
		AsinAcosKernel, Acos, Acosh, Asin, Asinh, Atan, Atanh, BesselI1e, Conj, Cosh, Sinh, Tan, Square,
		Digamma, Erf, ErfInv, Erfc, Lgamma, IsInf, IsNegInf, IsPosInf,
		Constant, ConstantLike, TopK, RaggedDot, Scan,
	},
	ParseAttr:   parseAttr,
	PrintAttr:   printAttr,
	Materialize: materialize,
}

// materialize builds a chlo.constant for a folded elements value of type t
// (ChloDialect::materializeConstant).
func materialize(b *core.Builder, value core.Attribute, t core.Type, loc core.Location) *core.Operation {
	ea, ok := value.(core.ElementsAttr)
	if !ok || ea.AttrType() != t {
		return nil
	}
	return b.CreateOp(Constant.Name, loc, nil, []core.Type{t}, core.NamedAttr{Name: "value", Value: value})
}

// floatFormat is the numerics format of a float element type.
func floatFormat(t core.Type) *numerics.Format {
	ft, ok := t.(*core.FloatType)
	if !ok {
		return nil
	}
	f, _ := numerics.FormatByName(ft.Name)
	return f
}

// putBits stores the low n bytes of v little-endian.
func putBits(v uint64, n int) []byte {
	var buf [8]byte
	binary.LittleEndian.PutUint64(buf[:], v)
	return append([]byte(nil), buf[:n]...)
}

// elemBytes is one element of type e holding v: floats round once from v
// (to nearest even, as APFloat::convert), integers truncate, complex
// numbers get v as their real part.
func elemBytes(e core.Type, v float64) []byte {
	switch e := e.(type) {
	case *core.FloatType:
		f := floatFormat(e)
		if f == nil {
			return nil
		}
		return putBits(f.FromFloat64(v), core.ElementBytes(e))
	case *core.IntType:
		return putBits(uint64(int64(v)), core.ElementBytes(e))
	case *core.ComplexType:
		re := elemBytes(e.Elem, v)
		return append(re, elemBytes(e.Elem, 0)...)
	}
	return nil
}

// splatBytes is a splat dense attribute of shaped type t with one element raw.
func splatBytes(c *core.Context, t core.Type, raw []byte) core.Attribute {
	st, ok := t.(core.ShapedType)
	if !ok || raw == nil {
		return nil
	}
	return core.Dense(c, st, raw)
}

// splatOf turns a scalar attribute into a splat of static type t.
func splatOf(c *core.Context, t *core.TensorType, a core.Attribute) core.Attribute {
	raw := scalarBytes(t.Elem, a)
	if raw == nil {
		return nil
	}
	return splatBytes(c, t, raw)
}

// scalarBytes is the element of scalar attribute a stored in element type
// elem, or nil when a is not of that type.
func scalarBytes(elem core.Type, a core.Attribute) []byte {
	switch a := a.(type) {
	case *core.IntegerAttr:
		if a.Type != elem || a.Big != nil {
			return nil
		}
		return putBits(uint64(a.Val), core.ElementBytes(elem))
	case *core.FloatAttr:
		if a.Type != elem {
			return nil
		}
		return putBits(a.Bits, core.ElementBytes(elem))
	}
	return nil
}

// f32Bytes is an f32 coefficient stored in element type e: exact for f32,
// converted from the float's exact double value otherwise (as APFloat
// converts a float constant).
func f32Bytes(e core.Type, v float32) []byte {
	if ft, ok := e.(*core.FloatType); ok && ft.Name == "f32" {
		return putBits(uint64(math.Float32bits(v)), 4)
	}
	return elemBytes(e, float64(v))
}
