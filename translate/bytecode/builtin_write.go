package bytecode

import (
	"math/big"

	"ncc/core"
)

func (builtinCodec) WriteAttribute(w *DialectWriter, a core.Attribute) bool {
	ctx := w.Context()
	switch a := a.(type) {
	case *core.ArrayAttr:
		w.VarInt(acArray)
		w.VarInt(uint64(len(a.Elems)))
		for _, x := range a.Elems {
			w.Attribute(x)
		}
	case *core.DictAttr:
		w.VarInt(acDictionary)
		w.VarInt(uint64(len(a.Entries)))
		for _, e := range a.Entries {
			w.Attribute(w.w.strAttr(e.Name))
			w.Attribute(e.Value)
		}
	case *core.StringAttr:
		if a.Type == nil {
			w.VarInt(acString)
			w.String(a.Value)
		} else {
			w.VarInt(acStringWithType)
			w.String(a.Value)
			w.Type(a.Type)
		}
	case *core.SymbolRefAttr:
		if a.IsFlat() {
			w.VarInt(acFlatSymbolRef)
			w.Attribute(w.w.strAttr(a.Root))
			break
		}
		w.VarInt(acSymbolRef)
		w.Attribute(w.w.strAttr(a.Root))
		w.VarInt(uint64(len(a.Nested)))
		for _, n := range a.Nested {
			w.Attribute(core.SymbolRef(ctx, n))
		}
	case *core.TypeAttr:
		w.VarInt(acType)
		w.Type(a.Type)
	case *core.UnitAttr:
		w.VarInt(acUnit)
	case *core.IntegerAttr:
		width := intWidth(a.Type)
		if width == 0 {
			return false
		}
		w.VarInt(acInteger)
		w.Type(a.Type)
		w.APInt(width, intWords(a, width))
	case *core.FloatAttr:
		w.VarInt(acFloat)
		w.Type(a.Type)
		words := []uint64{a.Bits}
		if a.Type.Width > 64 {
			words = append(words, a.Hi)
		}
		w.APInt(a.Type.Width, words)
	case *core.CallSiteLoc:
		w.VarInt(acCallSiteLoc)
		w.Attribute(a.Callee)
		w.Attribute(a.Caller)
	case *core.FileLineColLoc:
		if a.EndLine == 0 {
			w.VarInt(acFileLineColLoc)
			w.Attribute(w.w.strAttr(a.File))
			w.VarInt(uint64(uint32(a.Line)))
			w.VarInt(uint64(uint32(a.Col)))
			break
		}
		w.VarInt(acFileLineColRange)
		w.Attribute(w.w.strAttr(a.File))
		if a.EndLine == a.Line {
			w.VarInt(3)
			w.VarInt(uint64(uint32(a.Line)))
			w.VarInt(uint64(uint32(a.Col)))
			w.VarInt(uint64(uint32(a.EndCol)))
			break
		}
		w.VarInt(4)
		for _, x := range []int{a.Line, a.Col, a.EndLine, a.EndCol} {
			w.VarInt(uint64(uint32(x)))
		}
	case *core.FusedLoc:
		if a.Metadata == nil {
			w.VarInt(acFusedLoc)
		} else {
			w.VarInt(acFusedLocWithMetadata)
		}
		w.VarInt(uint64(len(a.Locs)))
		for _, l := range a.Locs {
			w.Attribute(l)
		}
		if a.Metadata != nil {
			w.Attribute(a.Metadata)
		}
	case *core.NameLoc:
		w.VarInt(acNameLoc)
		w.Attribute(w.w.strAttr(a.Name))
		var child core.Location = core.Unknown(ctx)
		if a.Child != nil {
			child = a.Child
		}
		w.Attribute(child)
	case *core.UnknownLoc:
		w.VarInt(acUnknownLoc)
	case *core.DenseResourceAttr:
		w.VarInt(acDenseResourceElements)
		w.Type(a.Type)
		w.ResourceHandle("builtin", a.Handle)
	case *core.DenseArrayAttr:
		w.VarInt(acDenseArray)
		w.Type(a.Elem)
		w.VarInt(uint64(a.N))
		w.Blob(a.Raw)
	case *core.DenseAttr:
		if !denseElemOK(a.Type.ElementType()) {
			return false
		}
		w.VarInt(acDenseIntOrFPElements)
		w.Type(a.Type)
		w.Blob(denseBlob(a))
	case *core.DenseStringAttr:
		w.VarInt(acDenseStringElements)
		w.Type(a.Type)
		if a.Splat {
			w.VarInt(1)
			w.String(a.Values[0])
			break
		}
		w.VarInt(0)
		for _, s := range a.Values {
			w.String(s)
		}
	case *core.SparseAttr:
		w.VarInt(acSparseElements)
		w.Type(a.Type)
		w.Attribute(a.Indices)
		w.Attribute(a.Values)
	case *core.DistinctAttr:
		w.VarInt(acDistinct)
		w.Attribute(a.Ref)
	default:
		return false
	}
	return true
}

func intWidth(t core.Type) int {
	switch t := t.(type) {
	case *core.IntType:
		return t.Width
	case *core.IndexType:
		return 64
	}
	return 0
}

// intWords returns an integer attribute's value as width bits.
func intWords(a *core.IntegerAttr, width int) []uint64 {
	n := (width + 63) / 64
	words := make([]uint64, n)
	if a.Big == nil {
		words[0] = uint64(a.Val)
		if a.Val < 0 {
			for i := 1; i < n; i++ {
				words[i] = ^uint64(0)
			}
		}
	} else {
		v := a.Big
		if v.Sign() < 0 {
			// Two's complement in width bits.
			v = new(big.Int).Lsh(big.NewInt(1), uint(width))
			v.Add(v, a.Big)
		}
		for i, x := range v.Bits() {
			if i < n {
				words[i] = uint64(x)
			}
		}
	}
	if rem := width % 64; rem != 0 {
		words[n-1] &= 1<<uint(rem) - 1
	}
	return words
}

func (builtinCodec) WriteType(w *DialectWriter, t core.Type) bool {
	switch t := t.(type) {
	case *core.IntType:
		w.VarInt(tcInteger)
		w.VarInt(uint64(t.Width)<<2 | uint64(t.Sign))
	case *core.IndexType:
		w.VarInt(tcIndex)
	case *core.NoneType:
		w.VarInt(tcNone)
	case *core.FloatType:
		code, ok := floatCodes[t.Name]
		if !ok {
			return false
		}
		w.VarInt(code)
	case *core.FunctionType:
		w.VarInt(tcFunction)
		writeTypeList(w, t.Inputs)
		writeTypeList(w, t.Results)
	case *core.TupleType:
		w.VarInt(tcTuple)
		writeTypeList(w, t.Types)
	case *core.ComplexType:
		w.VarInt(tcComplex)
		w.Type(t.Elem)
	case *core.TensorType:
		if t.Encoding != nil {
			w.VarInt(tcRankedTensorWithEncoding)
			w.Attribute(t.Encoding)
		} else {
			w.VarInt(tcRankedTensor)
		}
		writeShape(w, t.Dims)
		w.Type(t.Elem)
	case *core.UnrankedTensorType:
		w.VarInt(tcUnrankedTensor)
		w.Type(t.Elem)
	case *core.VectorType:
		if t.Scalable != nil {
			w.VarInt(tcVectorWithScalableDims)
			w.VarInt(uint64(len(t.Scalable)))
			for _, s := range t.Scalable {
				w.Bool(s)
			}
		} else {
			w.VarInt(tcVector)
		}
		writeShape(w, t.Dims)
		w.Type(t.Elem)
	case *core.MemRefType:
		if t.MemorySpace != nil {
			w.VarInt(tcMemRefWithMemSpace)
			w.Attribute(t.MemorySpace)
		} else {
			w.VarInt(tcMemRef)
		}
		writeShape(w, t.Dims)
		w.Type(t.Elem)
		layout := t.Layout
		if layout == nil {
			layout = core.AffineMapAttrOf(w.Context(), core.IdentityAffineMap(w.Context(), len(t.Dims)))
		}
		w.Attribute(layout)
	case *core.UnrankedMemRefType:
		if t.MemorySpace != nil {
			w.VarInt(tcUnrankedMemRefWithMemSpace)
			w.Attribute(t.MemorySpace)
		} else {
			w.VarInt(tcUnrankedMemRef)
		}
		w.Type(t.Elem)
	default:
		return false
	}
	return true
}

// floatCodes are the float types MLIR 22 writes with a code; the others
// (f8 and smaller, tf32) are written as text, which every reader parses.
var floatCodes = map[string]uint64{"bf16": tcBF16, "f16": tcF16, "f32": tcF32, "f64": tcF64, "f80": tcF80, "f128": tcF128}

func writeTypeList(w *DialectWriter, ts []core.Type) {
	w.VarInt(uint64(len(ts)))
	for _, t := range ts {
		w.Type(t)
	}
}

func writeShape(w *DialectWriter, dims []int64) {
	w.VarInt(uint64(len(dims)))
	for _, d := range dims {
		w.SignedVarInt(d)
	}
}
