package tensor

import (
	"ncc/core"
	"ncc/dialects/ods"
)

// Type constraints of TensorOps.td, with the summaries ODS prints in
// "operand #0 must be ..." messages (core adds "variadic of" for
// variadic slots, as ODS's Variadic<> does).

func isTensor(t core.Type) bool {
	switch t.(type) {
	case *core.TensorType, *core.UnrankedTensorType:
		return true
	}
	return false
}

func isRanked(t core.Type) bool { _, ok := t.(*core.TensorType); return ok }

func isIndex(t core.Type) bool { _, ok := t.(*core.IndexType); return ok }

// isStaticShape is hasStaticShape for a ranked tensor.
func isStaticShape(t core.Type) bool {
	rt, ok := t.(*core.TensorType)
	return ok && core.NumElements(rt.Dims) >= 0
}

// bitcastElem is AnySignlessInteger, AnyUnsignedInteger, AnySignedInteger
// or AnyFloat: any integer or float.
func bitcastElem(t core.Type) bool {
	switch t.(type) {
	case *core.IntType, *core.FloatType:
		return true
	}
	return false
}

func signlessIntOrIndex(t core.Type) bool {
	switch t := t.(type) {
	case *core.IndexType:
		return true
	case *core.IntType:
		return t.Sign == core.Signless
	}
	return false
}

var (
	anyTensor = core.TypeConstraint{Summary: "tensor of any type values", Check: isTensor, Kind: ods.TensorKind}
	// anyRankedTensor is AnyRankedTensor.
	anyRankedTensor = core.TypeConstraint{Summary: "ranked tensor of any type values", Check: isRanked, Kind: ods.RankedTensorKind}
	// variadicRankedTensor is Variadic<AnyRankedTensor>.
	variadicRankedTensor = core.TypeConstraint{Summary: "ranked tensor of any type values", Check: isRanked}
	// non0RankedOrUnranked is AnyNon0RankedOrUnrankedTensor.
	non0RankedOrUnranked = core.TypeConstraint{Summary: "non-0-ranked or unranked tensor", Kind: ods.TensorKind,
		Check: func(t core.Type) bool {
			if rt, ok := t.(*core.TensorType); ok {
				return len(rt.Dims) > 0
			}
			return isTensor(t)
		}}
	// staticShapeTensor is AnyStaticShapeTensor.
	staticShapeTensor = core.TypeConstraint{Summary: "statically shaped tensor of any type values", Check: isStaticShape, Kind: ods.RankedTensorKind}
	// bitcastTensor is TensorOf<[AnySignlessInteger, AnyUnsignedInteger,
	// AnySignedInteger, AnyFloat]>.
	bitcastTensor = core.TypeConstraint{
		Summary: "tensor of signless integer or unsigned integer or signed integer or floating-point values",
		Check: func(t core.Type) bool {
			return isTensor(t) && bitcastElem(t.(core.ShapedType).ElementType())
		}}
	// shapeTensor is TensorRankOf<[AnySignlessInteger, Index], [1]>.
	shapeTensor = core.TypeConstraint{Summary: "1D tensor of signless integer or index values",
		Check: func(t core.Type) bool {
			rt, ok := t.(*core.TensorType)
			return ok && len(rt.Dims) == 1 && signlessIntOrIndex(rt.Elem)
		}}
	// variadicIndex is Variadic<Index>; Build lets formats leave the type out.
	variadicIndex = core.TypeConstraint{Summary: "index", Check: isIndex, Build: ods.Index.Build}
	variadicAny   = core.TypeConstraint{Summary: "any type"}
)
