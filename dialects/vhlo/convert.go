package vhlo

import (
	"ncc/core"
	"ncc/dialects/quant"
	"ncc/dialects/stablehlo"
)

// Type conversion between VHLO and the builtin, quant and StableHLO types
// (VhloTypes.cpp's VhloTypeConverter and StablehloLegalizeToVhlo.cpp's
// additions). A nil result means the type has no counterpart.

// FromBuiltinType converts a builtin (or StableHLO, quant) type to VHLO;
// tensor encodings that are #stablehlo.bounds become
// #vhlo.type_extensions_v1, VHLO ones stay, others fail.
func FromBuiltinType(c *core.Context, t core.Type) core.Type {
	switch t := t.(type) {
	case *core.FloatType:
		name := t.Name
		if name == "tf32" {
			return Simple(c, "tf31_v1")
		}
		if s := Simple(c, name+"_v1"); s != nil && s.IsFloat() {
			return s
		}
	case *core.IntType:
		switch {
		case t.Width == 1 && t.Sign == core.Signless:
			return Simple(c, "bool_v1")
		case t.Sign == core.Signed:
			return nil
		}
		switch t.Width {
		case 2, 4, 8, 16, 32, 64:
		default:
			return nil
		}
		if t.Sign == core.Unsigned {
			return Simple(c, "ui"+itoa(t.Width)+"_v1")
		}
		return Simple(c, "i"+itoa(t.Width)+"_v1")
	case *core.IndexType:
		return Simple(c, "index_v1")
	case *core.NoneType:
		return Simple(c, "none_v1")
	case *core.ComplexType:
		if e := FromBuiltinType(c, t.Elem); e != nil {
			return Complex(c, e)
		}
	case *core.FunctionType:
		in, ok1 := fromBuiltinTypes(c, t.Inputs)
		out, ok2 := fromBuiltinTypes(c, t.Results)
		if ok1 && ok2 {
			return Function(c, in, out)
		}
	case *core.TensorType:
		e := FromBuiltinType(c, t.Elem)
		if e == nil {
			return nil
		}
		var enc core.Attribute
		if t.Encoding != nil {
			if enc = EncodingToVhlo(c, t.Encoding); enc == nil {
				return nil
			}
		}
		return Tensor(c, t.Dims, e, enc)
	case *core.UnrankedTensorType:
		if e := FromBuiltinType(c, t.Elem); e != nil {
			return UnrankedTensor(c, e)
		}
	case *core.MemRefType:
		if e := FromBuiltinType(c, t.Elem); e != nil && t.Layout == nil && t.MemorySpace == nil {
			return Buffer(c, t.Dims, e)
		}
	case *core.TupleType:
		if ts, ok := fromBuiltinTypes(c, t.Types); ok {
			return Tuple(c, ts)
		}
	case *stablehlo.TokenType:
		return Simple(c, "token_v1")
	case *stablehlo.FutureType:
		if ts, ok := fromBuiltinTypes(c, t.Types); ok {
			return Future(c, ts)
		}
	case *quant.UniformType:
		st := FromBuiltinType(c, core.IntegerType(c, t.Storage.Type.Width))
		et := FromBuiltinType(c, t.Expressed)
		if st == nil || et == nil {
			return nil
		}
		return Quant(c, QuantType{Flags: quantFlags(t.Storage), Storage: st, Expressed: et, Scale: t.Scale,
			ZeroPoint: t.ZeroPoint, StorageMin: t.Storage.Min, StorageMax: t.Storage.Max})
	case *quant.PerAxisType:
		st := FromBuiltinType(c, core.IntegerType(c, t.Storage.Type.Width))
		et := FromBuiltinType(c, t.Expressed)
		if st == nil || et == nil {
			return nil
		}
		return QuantPerAxis(c, QuantPerAxisType{Flags: quantFlags(t.Storage), Storage: st, Expressed: et, Axis: t.Axis,
			Scales: t.Scales, ZeroPoints: t.ZeroPoints, StorageMin: t.Storage.Min, StorageMax: t.Storage.Max})
	default:
		if IsVhloType(t) {
			return t
		}
	}
	return nil
}

func quantFlags(s quant.Storage) uint64 {
	if s.Signed {
		return 1
	}
	return 0
}

func itoa(n int) string {
	if n < 10 {
		return string(rune('0' + n))
	}
	return itoa(n/10) + string(rune('0'+n%10))
}

func fromBuiltinTypes(c *core.Context, ts []core.Type) ([]core.Type, bool) {
	out := make([]core.Type, len(ts))
	for i, t := range ts {
		if out[i] = FromBuiltinType(c, t); out[i] == nil {
			return nil, false
		}
	}
	return out, true
}

// EncodingToVhlo converts a tensor encoding: #stablehlo.bounds becomes
// #vhlo.type_extensions_v1; VHLO attributes stay; others give nil.
func EncodingToVhlo(c *core.Context, a core.Attribute) core.Attribute {
	switch a := a.(type) {
	case *stablehlo.TypeExtensions:
		return TypeExtensions(c, a.Bounds)
	}
	if IsVhloAttr(a) {
		return a
	}
	return nil
}

// ToBuiltinType converts a VHLO type back (to builtin, quant and
// StableHLO types); tensor encodings that are #vhlo.type_extensions_v1
// become #stablehlo.bounds when bounds is set, else stay as they are
// (as VHLO's printer converts types for #vhlo.tensor_v1).
func ToBuiltinType(c *core.Context, t core.Type) core.Type { return toBuiltin(c, t, false) }

// ToStablehloType is ToBuiltinType converting encodings to StableHLO's.
func ToStablehloType(c *core.Context, t core.Type) core.Type { return toBuiltin(c, t, true) }

func toBuiltin(c *core.Context, t core.Type, encodings bool) core.Type {
	switch t := t.(type) {
	case *SimpleType:
		switch b := t.info.builtin; {
		case b == "i1":
			return core.IntegerType(c, 1)
		case b == "index":
			return core.Index(c)
		case b == "none":
			return core.None(c)
		case b == "":
			if t.Mnemonic == "token_v1" {
				return stablehlo.Token(c)
			}
			return nil // witness: no shape dialect
		case t.IntWidth() > 0:
			if b[0] == 'u' {
				return core.UnsignedIntType(c, t.IntWidth())
			}
			return core.IntegerType(c, t.IntWidth())
		default:
			if f := core.Float(c, b); f != nil {
				return f
			}
		}
	case *ComplexType:
		if e := toBuiltin(c, t.Elem, encodings); e != nil {
			return core.Complex(c, e)
		}
	case *FunctionType:
		in, ok1 := toBuiltinTypes(c, t.Inputs, encodings)
		out, ok2 := toBuiltinTypes(c, t.Outputs, encodings)
		if ok1 && ok2 {
			return core.Function(c, in, out)
		}
	case *TensorType:
		e := toBuiltin(c, t.Elem, encodings)
		if e == nil {
			return nil
		}
		enc := t.Encoding
		if enc != nil && encodings {
			te, ok := enc.(*TypeExtensionsAttr)
			if !ok {
				return nil
			}
			enc = stablehlo.NewTypeExtensions(c, te.Bounds)
		}
		return core.RankedTensor(c, t.Shape, e, enc)
	case *UnrankedTensorType:
		if e := toBuiltin(c, t.Elem, encodings); e != nil {
			return core.UnrankedTensor(c, e)
		}
	case *BufferType:
		if e := toBuiltin(c, t.Elem, encodings); e != nil {
			return core.MemRef(c, t.Shape, e, nil, nil)
		}
	case *TupleType:
		if ts, ok := toBuiltinTypes(c, t.Types, encodings); ok {
			return core.Tuple(c, ts)
		}
	case *FutureType:
		if ts, ok := toBuiltinTypes(c, t.Types, encodings); ok {
			return stablehlo.Future(c, ts)
		}
	case *QuantType:
		st, _ := toBuiltin(c, t.Storage, encodings).(*core.IntType)
		et, _ := toBuiltin(c, t.Expressed, encodings).(*core.FloatType)
		if st == nil || et == nil {
			return nil
		}
		s := quant.Storage{Type: st, Signed: t.Flags&1 != 0, Min: t.StorageMin, Max: t.StorageMax}
		q, err := quant.NewUniform(c, s, et, t.Scale, t.ZeroPoint)
		if err == nil {
			return q
		}
	case *QuantPerAxisType:
		st, _ := toBuiltin(c, t.Storage, encodings).(*core.IntType)
		et, _ := toBuiltin(c, t.Expressed, encodings).(*core.FloatType)
		if st == nil || et == nil {
			return nil
		}
		s := quant.Storage{Type: st, Signed: t.Flags&1 != 0, Min: t.StorageMin, Max: t.StorageMax}
		q, err := quant.NewPerAxis(c, s, et, t.Axis, t.Scales, t.ZeroPoints)
		if err == nil {
			return q
		}
	}
	return nil
}

func toBuiltinTypes(c *core.Context, ts []core.Type, encodings bool) ([]core.Type, bool) {
	out := make([]core.Type, len(ts))
	for i, t := range ts {
		if out[i] = toBuiltin(c, t, encodings); out[i] == nil {
			return nil, false
		}
	}
	return out, true
}
