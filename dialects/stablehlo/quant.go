package stablehlo

import (
	"ncc/core"
	"ncc/dialects/quant"
)

// Quantized element types are dialects/quant's. What verification needs of
// them is what StableHLO's ODS predicates and type inference read through
// MLIR's quant type classes: the kind (per-tensor or per-axis uniform), the
// storage type with its signedness and range, the expressed type, the axis.

// isQuant is a quantized element type StableHLO accepts; isQuantPerTensor
// and isQuantPerAxis tell the two kinds apart (HLO_QuantizedInt and
// HLO_PerAxisQuantizedInt: a uniform quantized type, per-tensor or per-axis,
// whose storage is 2, 4, 8, 16 or 32 bits wide).
func isQuant(t core.Type) bool { return isQuantPerTensor(t) || isQuantPerAxis(t) }

func isQuantPerTensor(t core.Type) bool { return IsQuantizedInt(t) }
func isQuantPerAxis(t core.Type) bool   { return IsPerAxisQuantizedInt(t) }

// IsQuantizedInt is HLO_QuantizedInt: a per-tensor uniform quantized type
// with a 2, 4, 8, 16 or 32-bit storage type (chlo shares it).
func IsQuantizedInt(t core.Type) bool {
	u, ok := t.(*quant.UniformType)
	return ok && quantWidth(u.Storage)
}

// IsPerAxisQuantizedInt is HLO_PerAxisQuantizedInt, IsQuantizedInt's
// per-axis counterpart.
func IsPerAxisQuantizedInt(t core.Type) bool {
	u, ok := t.(*quant.PerAxisType)
	return ok && quantWidth(u.Storage)
}

func quantWidth(s quant.Storage) bool {
	switch s.Width() {
	case 2, 4, 8, 16, 32:
		return true
	}
	return false
}

// elemCompatible is isCompatibleElementTypeForHloTypeInference: two
// quantized types must agree on the storage type, its range and the
// expressed type, and be both per-tensor or both per-axis (scales, zero
// points and the quantization dimension may differ: the ops whose
// constraints compare those check them themselves, see verify_quant.go); a
// quantized type never matches a non-quantized one; other types must be
// equal.
func elemCompatible(a, b core.Type) bool {
	if a == b {
		return true
	}
	qa, oka := a.(quant.Quantized)
	qb, okb := b.(quant.Quantized)
	if !oka || !okb {
		return false
	}
	sa, sb := qa.StorageSpec(), qb.StorageSpec()
	if sa.Type != sb.Type || sa.Min != sb.Min || sa.Max != sb.Max || qa.ExpressedType() != qb.ExpressedType() {
		return false
	}
	return isPerAxis(a) == isPerAxis(b)
}

// storageWidth is the bit width of an element type, of its storage type
// when quantized.
func storageWidth(t core.Type) int {
	if q, ok := t.(quant.Quantized); ok {
		return q.StorageSpec().Width()
	}
	return bitWidth(t)
}

// Which ops take quantized tensors, after the spec's Inputs tables: most
// float-accepting elementwise ops take per-tensor quantized tensors (their
// constraints are widened here rather than duplicated per op); a few ops
// take per-axis quantized tensors as well; convert takes none.
var (
	perTensorQuantOps = []string{
		"abs", "atan2", "cbrt", "ceil", "cosine", "divide", "exponential", "exponential_minus_one",
		"floor", "is_finite", "log", "log_plus_one", "logistic", "maximum", "minimum", "multiply",
		"negate", "power", "reduce_precision", "remainder", "round_nearest_afz", "round_nearest_even",
		"rsqrt", "sign", "sine", "sqrt", "subtract", "tan", "tanh",
	}
	anyQuantOps = []string{
		"add", "bitcast_convert", "broadcast_in_dim", "dynamic_broadcast_in_dim", "dynamic_reshape",
		"get_dimension_size", "reshape", "transpose", "outfeed", "send",
	}
)

func init() {
	byName := map[string]*core.OpDef{}
	for _, d := range Dialect.Ops {
		byName[d.Name] = d
	}
	widen := func(names []string, f func(core.TypeConstraint) core.TypeConstraint) {
		for _, n := range names {
			d := byName["stablehlo."+n]
			for _, vs := range [][]core.ValueDef{d.Operands, d.Results} {
				for i := range vs {
					switch vs[i].Type.Summary {
					case predTensor.Summary, tokenT.Summary, dimTensor.Summary, staticDimTensor.Summary, i32Tensor.Summary, staticOrBoundedT.Summary:
						continue // pred results, tokens, shapes stay as they are
					case tensorT.Summary:
						if f != nil {
							vs[i].Type = tensorQT
						}
					default:
						if f != nil {
							vs[i].Type = f(vs[i].Type)
						} else {
							vs[i].Type = withQuant(vs[i].Type)
						}
					}
				}
			}
		}
	}
	widen(perTensorQuantOps, nil)
	widen(anyQuantOps, withAnyQuant)
	for _, v := range [][]core.ValueDef{ConvertDef.Operands, ConvertDef.Results} {
		v[0].Type = plainT
	}
}
