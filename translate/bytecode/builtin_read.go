package bytecode

import (
	"fmt"

	"ncc/core"
)

// builtinCodec is the builtin dialect's encoding of its attributes and
// types (mlir/include/mlir/IR/BuiltinDialectBytecode.td): an entry starts
// with a varint code naming the kind, then its fields.
type builtinCodec struct{}

// Builtin attribute codes.
const (
	acArray = iota
	acDictionary
	acString
	acStringWithType
	acFlatSymbolRef
	acSymbolRef
	acType
	acUnit
	acInteger
	acFloat
	acCallSiteLoc
	acFileLineColLoc
	acFusedLoc
	acFusedLocWithMetadata
	acNameLoc
	acUnknownLoc
	acDenseResourceElements
	acDenseArray
	acDenseIntOrFPElements
	acDenseStringElements
	acSparseElements
	acDistinct
	acFileLineColRange
)

// Builtin type codes.
const (
	tcInteger = iota
	tcIndex
	tcFunction
	tcBF16
	tcF16
	tcF32
	tcF64
	tcF80
	tcF128
	tcComplex
	tcMemRef
	tcMemRefWithMemSpace
	tcNone
	tcRankedTensor
	tcRankedTensorWithEncoding
	tcTuple
	tcUnrankedMemRef
	tcUnrankedMemRefWithMemSpace
	tcUnrankedTensor
	tcVector
	tcVectorWithScalableDims
	// Codes newer MLIR readers know (staged for June 2026); read, never written.
	tcTF32
	tcF8E5M2
	tcF8E4M3
	tcF8E4M3FN
	tcF8E5M2FNUZ
	tcF8E4M3FNUZ
	tcF8E4M3B11FNUZ
	tcF8E3M4
	tcF4E2M1FN
	tcF6E2M3FN
	tcF6E3M2FN
	tcF8E8M0FNU
)

// floatByCode names the float types with a type code.
var floatByCode = map[uint64]string{
	tcBF16: "bf16", tcF16: "f16", tcF32: "f32", tcF64: "f64", tcF80: "f80", tcF128: "f128",
	tcTF32: "tf32", tcF8E5M2: "f8E5M2", tcF8E4M3: "f8E4M3", tcF8E4M3FN: "f8E4M3FN",
	tcF8E5M2FNUZ: "f8E5M2FNUZ", tcF8E4M3FNUZ: "f8E4M3FNUZ", tcF8E4M3B11FNUZ: "f8E4M3B11FNUZ",
	tcF8E3M4: "f8E3M4", tcF4E2M1FN: "f4E2M1FN", tcF6E2M3FN: "f6E2M3FN", tcF6E3M2FN: "f6E3M2FN",
	tcF8E8M0FNU: "f8E8M0FNU",
}

// maxIntWidth is MLIR's IntegerType::kMaxWidth.
const maxIntWidth = 1<<24 - 1

func (builtinCodec) ReadAttribute(r *DialectReader) (core.Attribute, error) {
	ctx := r.Context()
	at := r.r.p
	code, err := r.VarInt()
	if err != nil {
		return nil, err
	}
	switch code {
	case acArray:
		elems, err := readAttrList(r)
		if err != nil {
			return nil, err
		}
		return core.Array(ctx, elems), nil
	case acDictionary:
		return readDict(r)
	case acString, acStringWithType:
		s, err := r.String()
		if err != nil {
			return nil, err
		}
		if code == acString {
			return core.String(ctx, s), nil
		}
		t, err := r.Type()
		if err != nil {
			return nil, err
		}
		if _, ok := t.(*core.NoneType); ok {
			return core.String(ctx, s), nil
		}
		return core.TypedString(ctx, s, t), nil
	case acFlatSymbolRef:
		root, err := readStringAttr(r)
		if err != nil {
			return nil, err
		}
		return core.SymbolRef(ctx, root), nil
	case acSymbolRef:
		return readSymbolRef(r)
	case acType:
		t, err := r.Type()
		if err != nil {
			return nil, err
		}
		return core.TypeAttrOf(ctx, t), nil
	case acUnit:
		return core.Unit(ctx), nil
	case acInteger:
		return readInteger(r)
	case acFloat:
		return readFloat(r)
	case acCallSiteLoc:
		callee, err := readLoc(r)
		if err != nil {
			return nil, err
		}
		caller, err := readLoc(r)
		if err != nil {
			return nil, err
		}
		return core.CallSite(ctx, callee, caller), nil
	case acFileLineColLoc:
		file, err := readStringAttr(r)
		if err != nil {
			return nil, err
		}
		line, err := r.VarInt()
		if err != nil {
			return nil, err
		}
		col, err := r.VarInt()
		if err != nil {
			return nil, err
		}
		return core.FileLineCol(ctx, file, int(uint32(line)), int(uint32(col))), nil
	case acFileLineColRange:
		return readFileRange(r)
	case acFusedLoc, acFusedLocWithMetadata:
		n, err := r.Count("location")
		if err != nil {
			return nil, err
		}
		locs := make([]core.Location, n)
		for i := range locs {
			if locs[i], err = readLoc(r); err != nil {
				return nil, err
			}
		}
		var md core.Attribute
		if code == acFusedLocWithMetadata {
			if md, err = r.Attribute(); err != nil {
				return nil, err
			}
		}
		return core.Fused(ctx, locs, md), nil
	case acNameLoc:
		name, err := readStringAttr(r)
		if err != nil {
			return nil, err
		}
		child, err := readLoc(r)
		if _, unknown := child.(*core.UnknownLoc); unknown {
			child = nil // loc("name") as the text parser builds it
		}
		if err != nil {
			return nil, err
		}
		return core.Name(ctx, name, child), nil
	case acUnknownLoc:
		return core.Unknown(ctx), nil
	case acDenseResourceElements:
		st, err := readShaped(r)
		if err != nil {
			return nil, err
		}
		dialect, key, err := r.ResourceHandle()
		if err != nil {
			return nil, err
		}
		if dialect != "builtin" {
			return nil, r.Errorf("provided resource handle differs from the expected resource type")
		}
		return core.DenseResource(ctx, st, key), nil
	case acDenseArray:
		return readDenseArray(r)
	case acDenseIntOrFPElements:
		return readDenseElements(r)
	case acDenseStringElements:
		return readDenseStrings(r)
	case acSparseElements:
		st, err := readShaped(r)
		if err != nil {
			return nil, err
		}
		ia, err := r.Attribute()
		if err != nil {
			return nil, err
		}
		va, err := r.Attribute()
		if err != nil {
			return nil, err
		}
		idx, ok1 := ia.(*core.DenseAttr)
		if ok1 {
			it, ok := idx.Type.ElementType().(*core.IntType)
			ok1 = ok && it.Width == 64 && idx.Type.HasRank()
		}
		var vals core.ElementsAttr
		switch v := va.(type) {
		case *core.DenseAttr:
			vals = v
		case *core.DenseStringAttr:
			vals = v
		}
		if !ok1 || vals == nil || !st.HasRank() {
			return nil, r.Errorf("expected i64 dense indices and dense values for a sparse attribute")
		}
		sa := core.Sparse(ctx, st, idx, vals)
		if err := sa.Verify(); err != nil {
			return nil, r.Errorf("%v", err)
		}
		return sa, nil
	case acDistinct:
		ref, err := r.Attribute()
		if err != nil {
			return nil, err
		}
		return core.NewDistinct(ctx, ref), nil
	}
	return nil, &Error{Offset: at, Msg: fmt.Sprintf("unknown attribute code: %d", code)}
}

func (builtinCodec) ReadType(r *DialectReader) (core.Type, error) {
	ctx := r.Context()
	at := r.r.p
	code, err := r.VarInt()
	if err != nil {
		return nil, err
	}
	if name, ok := floatByCode[code]; ok {
		return core.Float(ctx, name), nil
	}
	switch code {
	case tcInteger:
		ws, err := r.VarInt()
		if err != nil {
			return nil, err
		}
		w, s := ws>>2, ws&3
		if w > maxIntWidth || s > 2 {
			return nil, r.Errorf("invalid integer type: width %d, signedness %d", w, s)
		}
		return core.IntTypeOf(ctx, int(w), core.Signedness(s)), nil
	case tcIndex:
		return core.Index(ctx), nil
	case tcNone:
		return core.None(ctx), nil
	case tcFunction:
		in, err := readTypeList(r)
		if err != nil {
			return nil, err
		}
		out, err := readTypeList(r)
		if err != nil {
			return nil, err
		}
		return core.Function(ctx, in, out), nil
	case tcTuple:
		ts, err := readTypeList(r)
		if err != nil {
			return nil, err
		}
		return core.Tuple(ctx, ts), nil
	case tcComplex:
		t, err := r.Type()
		if err != nil {
			return nil, err
		}
		if !isIntOrFloat(t) {
			return nil, r.Errorf("invalid element type for complex")
		}
		return core.Complex(ctx, t), nil
	case tcRankedTensor, tcRankedTensorWithEncoding:
		var enc core.Attribute
		if code == tcRankedTensorWithEncoding {
			if enc, err = r.Attribute(); err != nil {
				return nil, err
			}
		}
		shape, err := readShape(r)
		if err != nil {
			return nil, err
		}
		elem, err := r.Type()
		if err != nil {
			return nil, err
		}
		return core.RankedTensor(ctx, shape, elem, enc), nil
	case tcUnrankedTensor:
		elem, err := r.Type()
		if err != nil {
			return nil, err
		}
		return core.UnrankedTensor(ctx, elem), nil
	case tcVector, tcVectorWithScalableDims:
		var scalable []bool
		if code == tcVectorWithScalableDims {
			n, err := r.Count("scalable flag")
			if err != nil {
				return nil, err
			}
			scalable = make([]bool, n)
			for i := range scalable {
				if scalable[i], err = r.Bool(); err != nil {
					return nil, err
				}
			}
		}
		shape, err := readShape(r)
		if err != nil {
			return nil, err
		}
		elem, err := r.Type()
		if err != nil {
			return nil, err
		}
		if scalable != nil && len(scalable) != len(shape) {
			return nil, r.Errorf("invalid vector type: %d scalable flags for %d dimensions", len(scalable), len(shape))
		}
		for _, d := range shape {
			if d <= 0 {
				return nil, r.Errorf("invalid vector type: dimension %d", d)
			}
		}
		return core.Vector(ctx, shape, scalable, elem), nil
	case tcMemRef, tcMemRefWithMemSpace:
		var space core.Attribute
		if code == tcMemRefWithMemSpace {
			if space, err = r.Attribute(); err != nil {
				return nil, err
			}
		}
		shape, err := readShape(r)
		if err != nil {
			return nil, err
		}
		elem, err := r.Type()
		if err != nil {
			return nil, err
		}
		layout, err := r.Attribute()
		if err != nil {
			return nil, err
		}
		if m, ok := layout.(*core.AffineMapAttr); ok && m.Map.IsIdentity() && m.Map.NumSymbols == 0 {
			layout = nil
		}
		return core.MemRef(ctx, shape, elem, layout, defaultSpace(space)), nil
	case tcUnrankedMemRef, tcUnrankedMemRefWithMemSpace:
		var space core.Attribute
		if code == tcUnrankedMemRefWithMemSpace {
			if space, err = r.Attribute(); err != nil {
				return nil, err
			}
		}
		elem, err := r.Type()
		if err != nil {
			return nil, err
		}
		return core.UnrankedMemRef(ctx, elem, defaultSpace(space)), nil
	}
	return nil, &Error{Offset: at, Msg: fmt.Sprintf("unknown type code: %d", code)}
}

// defaultSpace drops the default memory space (integer 0), as MLIR does.
func defaultSpace(a core.Attribute) core.Attribute {
	if ia, ok := a.(*core.IntegerAttr); ok && ia.Big == nil && ia.Val == 0 {
		return nil
	}
	return a
}
