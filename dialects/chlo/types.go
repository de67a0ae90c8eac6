package chlo

import (
	"ncc/core"
	"ncc/dialects/quant"
	"ncc/dialects/stablehlo"
)

// Element type predicates, as Base.td names them.

func isPred(t core.Type) bool {
	it, ok := t.(*core.IntType)
	return ok && it.Width == 1 && it.Sign == core.Signless
}

func isInt(t core.Type) bool {
	it, ok := t.(*core.IntType)
	if !ok || it.Sign == core.Signed {
		return false
	}
	switch it.Width {
	case 2, 4, 8, 16, 32, 64:
		return true
	}
	return false
}

func isFloat(t core.Type) bool {
	ft, ok := t.(*core.FloatType)
	return ok && ft.Name != "tf32" && ft.Name != "f80" && ft.Name != "f128"
}

func isComplex(t core.Type) bool {
	ct, ok := t.(*core.ComplexType)
	if !ok {
		return false
	}
	ft, ok := ct.Elem.(*core.FloatType)
	return ok && (ft.Name == "f32" || ft.Name == "f64")
}

func isElem(t core.Type) bool { return isPred(t) || isInt(t) || isFloat(t) || isComplex(t) }

// isQuantPerTensor and isQuantPerAxis are HLO_QuantizedInt and
// HLO_PerAxisQuantizedInt: uniform quantized types with a 2 to 32-bit
// storage type.
var (
	isQuantPerTensor = stablehlo.IsQuantizedInt
	isQuantPerAxis   = stablehlo.IsPerAxisQuantizedInt
)

// isAnyElem is an element type of HLO_AnyTensor: isElem or quantized.
func isAnyElem(t core.Type) bool { return isElem(t) || isQuantPerTensor(t) || isQuantPerAxis(t) }

// validQuantDim is IsValidQuantizedDimension: a per-axis quantized tensor's
// axis is one of its dimensions, of the length of the scales when static.
func validQuantDim(t core.Type) bool {
	tt, ok := t.(*core.TensorType)
	if !ok {
		return true
	}
	p, ok := tt.Elem.(*quant.PerAxisType)
	if !ok {
		return true
	}
	if int(p.Axis) >= len(tt.Dims) {
		return false
	}
	d := tt.Dims[p.Axis]
	return isDyn(d) || d == int64(len(p.Scales))
}

// anyTensorOf accepts ranked and unranked tensors (HLO_AnyTensor and kin).
func anyTensorOf(elem func(core.Type) bool) func(core.Type) bool {
	return func(t core.Type) bool {
		switch t := t.(type) {
		case *core.TensorType:
			return elem(t.Elem)
		case *core.UnrankedTensorType:
			return elem(t.Elem)
		}
		return false
	}
}

func or(fs ...func(core.Type) bool) func(core.Type) bool {
	return func(t core.Type) bool {
		for _, f := range fs {
			if f(t) {
				return true
			}
		}
		return false
	}
}

func tc(summary string, check func(core.Type) bool) core.TypeConstraint {
	return core.TypeConstraint{Summary: summary, Check: check}
}

const (
	plainSummary = "4/6/8/16/32/64-bit float or bool or 2/4/8/16/32/64-bit integer or complex type with 32-bit float or 64-bit float elements"
	quantSummary = "2/4/8/16/32-bit uniform quantized signed integer or 2/4/8/16/32-bit uniform quantized unsigned integer"
	axisSummary  = "2/4/8/16/32-bit uniform quantized per axis signed integer or 2/4/8/16/32-bit uniform quantized per axis unsigned integer"
	elemSummary  = plainSummary + " or " + quantSummary + " or " + axisSummary
)

// Type constraints of operands and results (Base.td's HLO_Any* types).
var (
	anyTensor = tc("tensor of "+elemSummary+" values", func(t core.Type) bool {
		return anyTensorOf(isAnyElem)(t) && validQuantDim(t)
	})
	anyFp        = tc("tensor of 4/6/8/16/32/64-bit float values", anyTensorOf(isFloat))
	anyFpOrCplx  = tc("tensor of 4/6/8/16/32/64-bit float or complex type with 32-bit float or 64-bit float elements values", anyTensorOf(or(isFloat, isComplex)))
	anyComplex   = tc("tensor of complex type with 32-bit float or 64-bit float elements values", anyTensorOf(isComplex))
	anyPred      = tc("tensor of bool values", anyTensorOf(isPred))
	anyPredOrInt = tc("tensor of bool or 2/4/8/16/32/64-bit integer values", anyTensorOf(or(isPred, isInt)))
	anyInt       = tc("tensor of 2/4/8/16/32/64-bit integer values", anyTensorOf(isInt))
	predTensor   = tc("ranked tensor of bool values", func(t core.Type) bool {
		tt, ok := t.(*core.TensorType)
		return ok && isPred(tt.Elem)
	})
	staticTensor = tc("statically shaped tensor of "+plainSummary+" or "+quantSummary+" values", func(t core.Type) bool {
		tt, ok := t.(*core.TensorType)
		return ok && (isElem(tt.Elem) || isQuantPerTensor(tt.Elem)) && core.NumElements(tt.Dims) >= 0
	})
)

// elemOf is the element type of a tensor (or t itself).
func elemOf(t core.Type) core.Type { return core.ElementTypeOrSelf(t) }

// withElem returns t's shape with element type e.
func withElem(c *core.Context, t core.Type, e core.Type) core.Type {
	switch t := t.(type) {
	case *core.TensorType:
		return core.RankedTensor(c, t.Dims, e, nil)
	case *core.UnrankedTensorType:
		return core.UnrankedTensor(c, e)
	}
	return t
}

func isDyn(d int64) bool { return d == core.Dynamic }

// elemCompatible is hlo::isCompatibleElementTypeForHloTypeInference:
// quantized types must agree on the storage type and its range, per-axis
// ones on the axis, and then the expressed types (the types themselves
// when not quantized) must be equal; so a quantized type also matches its
// expressed type. (The same rule as dialects/stablehlo's.)
func elemCompatible(a, b core.Type) bool {
	if a == b {
		return true
	}
	qa, oka := a.(quant.Quantized)
	qb, okb := b.(quant.Quantized)
	if oka && okb {
		sa, sb := qa.StorageSpec(), qb.StorageSpec()
		if sa.Type != sb.Type || sa.Min != sb.Min || sa.Max != sb.Max {
			return false
		}
	}
	pa, oka := a.(*quant.PerAxisType)
	pb, okb := b.(*quant.PerAxisType)
	if oka && okb && pa.Axis != pb.Axis {
		return false
	}
	return expressedOrSelf(a) == expressedOrSelf(b)
}

func expressedOrSelf(t core.Type) core.Type {
	if q, ok := t.(quant.Quantized); ok {
		if e := q.ExpressedType(); e != nil {
			return e
		}
		return nil
	}
	return t
}

// compatible is hlo::isCompatibleForHloTypeInference for tensors:
// compatible element types and, when both are ranked, equal ranks and
// dimensions that agree where both are static.
func compatible(a, b core.Type) bool {
	if a == b {
		return true
	}
	if !elemCompatible(elemOf(a), elemOf(b)) {
		return false
	}
	at, ok1 := a.(*core.TensorType)
	bt, ok2 := b.(*core.TensorType)
	if !ok1 || !ok2 {
		return true // one side unranked
	}
	if len(at.Dims) != len(bt.Dims) {
		return false
	}
	for i := range at.Dims {
		if !isDyn(at.Dims[i]) && !isDyn(bt.Dims[i]) && at.Dims[i] != bt.Dims[i] {
			return false
		}
	}
	return true
}

func compatibleAll(inferred, actual []core.Type) bool {
	if len(inferred) != len(actual) {
		return false
	}
	for i := range inferred {
		if !compatible(inferred[i], actual[i]) {
			return false
		}
	}
	return true
}
