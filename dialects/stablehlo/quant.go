package stablehlo

import (
	"strconv"
	"strings"

	"ncc/core"
)

// Quantized element types. ncc has no quant dialect package yet: the
// !quant.uniform type lives with the interpreter (interp.QuantDialect),
// which this package may not import. So the verifier reads what it needs
// from any type that implements Quantized, and otherwise from the uniform
// type's canonical key (!quant.uniform<i8[<min:max>]:f32[:axis], ...>),
// which every reader of the type prints the same way.

// Quantized is what verification needs of a quantized element type.
type Quantized interface {
	core.Type
	// QuantStorage is the storage integer type's key ("i8"), its width,
	// and the storage range.
	QuantStorage() (key string, width int, min, max int64)
	// QuantExpressed is the expressed float type's key ("f32").
	QuantExpressed() string
	// QuantAxis is the quantized dimension, -1 when per-tensor.
	QuantAxis() int64
}

// quantInfo is a quantized element type's parts.
type quantInfo struct {
	storage   string
	width     int
	min, max  int64
	expressed string
	axis      int64
}

// quantOf returns t's quantization parameters when t is a quantized
// element type.
func quantOf(t core.Type) (quantInfo, bool) {
	if q, ok := t.(Quantized); ok {
		var qi quantInfo
		qi.storage, qi.width, qi.min, qi.max = q.QuantStorage()
		qi.expressed, qi.axis = q.QuantExpressed(), q.QuantAxis()
		return qi, true
	}
	if t == nil {
		return quantInfo{}, false
	}
	return parseQuantKey(t.Key())
}

// parseQuantKey reads !quant.uniform<storage[<min:max>]:expressed[:axis], ...>.
func parseQuantKey(k string) (quantInfo, bool) {
	rest, ok := strings.CutPrefix(k, "!quant.uniform<")
	if !ok {
		return quantInfo{}, false
	}
	qi := quantInfo{axis: -1}
	end := strings.IndexAny(rest, "<:")
	if end < 0 {
		return quantInfo{}, false
	}
	qi.storage = rest[:end]
	signed := strings.HasPrefix(qi.storage, "i") || strings.HasPrefix(qi.storage, "si")
	w, err := strconv.Atoi(strings.TrimLeft(qi.storage, "usi"))
	if err != nil || w < 2 || w > 64 {
		return quantInfo{}, false
	}
	qi.width = w
	if signed {
		qi.min, qi.max = -1<<(w-1), 1<<(w-1)-1
	} else {
		qi.min, qi.max = 0, int64(uint64(1)<<w-1)
	}
	rest = rest[end:]
	if strings.HasPrefix(rest, "<") {
		close := strings.IndexByte(rest, '>')
		lo, hi, ok := strings.Cut(rest[1:max(close, 1)], ":")
		if close < 0 || !ok {
			return quantInfo{}, false
		}
		if qi.min, err = strconv.ParseInt(lo, 10, 64); err != nil {
			return quantInfo{}, false
		}
		if qi.max, err = strconv.ParseInt(hi, 10, 64); err != nil {
			return quantInfo{}, false
		}
		rest = rest[close+1:]
	}
	rest, ok = strings.CutPrefix(rest, ":")
	if !ok {
		return quantInfo{}, false
	}
	end = strings.IndexAny(rest, ":,")
	if end < 0 {
		return quantInfo{}, false
	}
	qi.expressed = rest[:end]
	if rest[end] == ':' {
		comma := strings.IndexByte(rest, ',')
		if comma < end {
			return quantInfo{}, false
		}
		if qi.axis, err = strconv.ParseInt(rest[end+1:comma], 10, 64); err != nil {
			return quantInfo{}, false
		}
	}
	return qi, true
}

// isQuant is a quantized element type; isQuantPerTensor and
// isQuantPerAxis tell the two kinds apart (HLO_QuantizedInt and
// HLO_PerAxisQuantizedInt).
func isQuant(t core.Type) bool { _, ok := quantOf(t); return ok }

func isQuantPerTensor(t core.Type) bool { q, ok := quantOf(t); return ok && q.axis < 0 }

func isQuantPerAxis(t core.Type) bool { q, ok := quantOf(t); return ok && q.axis >= 0 }

// elemCompatible is isCompatibleElementTypeForHloTypeInference: equal
// types, or quantized types with the same storage (type and range) and
// expressed type, and the same axis when both are per-axis; a quantized
// type also matches its expressed type.
func elemCompatible(a, b core.Type) bool {
	if a == b {
		return true
	}
	qa, oka := quantOf(a)
	qb, okb := quantOf(b)
	switch {
	case oka && okb:
		return qa.storage == qb.storage && qa.min == qb.min && qa.max == qb.max &&
			qa.expressed == qb.expressed && (qa.axis < 0 || qb.axis < 0 || qa.axis == qb.axis)
	case oka:
		return b != nil && qa.expressed == b.Key()
	case okb:
		return a != nil && qb.expressed == a.Key()
	}
	return false
}

// storageWidth is the bit width of an element type, of its storage type
// when quantized.
func storageWidth(t core.Type) int {
	if q, ok := quantOf(t); ok {
		return q.width
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
					case predTensor.Summary, tokenT.Summary, dimTensor.Summary, i32Tensor.Summary:
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
