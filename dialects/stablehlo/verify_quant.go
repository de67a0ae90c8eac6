package stablehlo

import (
	"slices"
	"strconv"

	"ncc/core"
	"ncc/dialects/quant"
)

// The spec's constraints on quantized tensors (TypeInference.cpp's
// verify*QuantizationConstraints). StableHLO's generic compatibility rule
// (elemCompatible) is the spec's baseline_type equality of elementwise
// ops: both quantized or neither, of the same kind, storage and expressed
// type, scales, zero points and quantization dimension free. Where the spec
// says more:
//
//   - element_type(x) = element_type(y) (slices, gathers, sort, ...): equal
//     types, scales and zero points included (strictCompatible).
//   - reshape, transpose and broadcast_in_dim: equal but for the
//     quantization dimension (and, broadcasting a size-1 axis, the scales).
//   - add: per-axis operands keep the result's quantization dimension.
//   - dot_general and convolution: the quantized contraction rules.

func isQuantType(t core.Type) bool { _, ok := t.(quant.Quantized); return ok }

func isPerAxis(t core.Type) bool { _, ok := t.(*quant.PerAxisType); return ok }

// anyQuantized reports whether any of ts has quantized elements.
func anyQuantized(ts ...core.Type) bool {
	for _, t := range ts {
		if isQuantType(elemOf(t)) {
			return true
		}
	}
	return false
}

// strictCompatible is compatible with the spec's element_type equality:
// quantized element types must be equal, parameters included.
func strictCompatible(a, b core.Type) bool {
	if !compatible(a, b) {
		return false
	}
	ea, eb := elemOf(a), elemOf(b)
	return ea == eb || (!isQuantType(ea) && !isQuantType(eb))
}

// strictReturnTypes is CompatibleReturnTypes for ops whose results have
// exactly their operands' element types.
func strictReturnTypes(inferred, actual []core.Type) bool {
	if len(inferred) != len(actual) {
		return false
	}
	for i := range actual {
		if !strictCompatible(inferred[i], actual[i]) {
			return false
		}
	}
	return true
}

// verifyAdd is hlo::verifyAddOp (add_c1-c7): one element type, or
// quantized types of one storage and expressed type.
func verifyAdd(op *core.Operation) error {
	lhs, rhs, res := elemOf(op.Operand(0).Type()), elemOf(op.Operand(1).Type()), elemOf(op.Result(0).Type())
	if !anyQuantized(lhs, rhs, res) {
		if lhs != rhs || lhs != res {
			return op.Errorf("op requires the same element type for all operands and results")
		}
		return nil
	}
	ql, okl := lhs.(quant.Quantized)
	qr, okr := rhs.(quant.Quantized)
	qo, oko := res.(quant.Quantized)
	if !okl || !okr || !oko {
		return op.Errorf("expects  all operands and results to be either quantized or non-quantized")
	}
	// StableHLO compares the storage integer types, signless for i8 and u8
	// alike, and leaves a result of other signedness to the inferred type
	// check; the spec's storage types of the operands differ in it too.
	s := ql.StorageSpec()
	if s.Type != qr.StorageSpec().Type || s.Signed != qr.StorageSpec().Signed || s.Type != qo.StorageSpec().Type {
		return op.Errorf("mismatched operands and result quantization storage types")
	}
	if e := ql.ExpressedType(); e != qr.ExpressedType() || e != qo.ExpressedType() {
		return op.Errorf("mismatched operands and result quantization expressed types")
	}
	pl, _ := lhs.(*quant.PerAxisType)
	pr, _ := rhs.(*quant.PerAxisType)
	po, _ := res.(*quant.PerAxisType)
	if pl == nil && pr == nil {
		if po != nil {
			return op.Errorf("result per_axis quantized but none from rhs and lhs are per_axis quantized")
		}
		return nil
	}
	if po == nil {
		return op.Errorf("result is not per_axis quantized but lhs or rhs are")
	}
	if pl != nil && pl.Axis != po.Axis {
		return op.Errorf("quantization_dimension of lhs and result are not same %s vs %s", typeStr(op.Operand(0).Type()), typeStr(op.Result(0).Type()))
	}
	if pr != nil && pr.Axis != po.Axis {
		return op.Errorf("quantization_dimension of rhs and result are not same %s vs %s", typeStr(op.Operand(1).Type()), typeStr(op.Result(0).Type()))
	}
	return nil
}

// verifySameQuantParams is hlo::verifyQPerTensorScaleAndZeroPointConstraints
// and its per-axis twin: two per-tensor types have the same scale and zero
// point, two per-axis types the same scales and zero points. Beyond
// StableHLO, a quantized type never pairs with a non-quantized one, nor a
// per-tensor with a per-axis one.
func verifySameQuantParams(op *core.Operation, a, b core.Type) error {
	ea, eb := elemOf(a), elemOf(b)
	if !anyQuantized(ea, eb) {
		return nil
	}
	if isQuantType(ea) != isQuantType(eb) || isPerAxis(ea) != isPerAxis(eb) {
		return op.Errorf("expects operand and result to have the same kind of quantization, but got %s and %s", typeStr(a), typeStr(b))
	}
	pa, okA := ea.(*quant.PerAxisType)
	pb, okB := eb.(*quant.PerAxisType)
	if !okA || !okB {
		if ea != eb {
			return op.Errorf("expect same quantization scale and zero_point but got %s vs %s", typeStr(a), typeStr(b))
		}
		return nil
	}
	if !slices.Equal(pa.Scales, pb.Scales) || !slices.Equal(pa.ZeroPoints, pb.ZeroPoints) {
		return op.Errorf("expect same quantization scales and zero_points but got %s vs %s", typeStr(a), typeStr(b))
	}
	return nil
}

// verifyReshapeQuant is reshape_c1 and c3 (and dynamic_reshape's): the
// quantization dimension keeps its size and the elements before it.
func verifyReshapeQuant(op *core.Operation, operand, result core.Type) error {
	if err := verifySameQuantParams(op, operand, result); err != nil {
		return err
	}
	po, ok1 := elemOf(operand).(*quant.PerAxisType)
	pr, ok2 := elemOf(result).(*quant.PerAxisType)
	if !ok1 || !ok2 {
		return nil
	}
	in, out := shapeOfType(operand), shapeOfType(result)
	if int(po.Axis) >= len(in) || int(pr.Axis) >= len(out) {
		return nil // the type's own verifier reports the axis
	}
	if a, b := in[po.Axis], out[pr.Axis]; !isDyn(a) && !isDyn(b) && a != b {
		return op.Errorf("expect same quantization dimension size for operand and result %s and %s", typeStr(operand), typeStr(result))
	}
	pi, pj := core.NumElements(in[:po.Axis]), core.NumElements(out[:pr.Axis])
	if core.NumElements(in) >= 0 && core.NumElements(out) >= 0 && pi != pj {
		return op.Errorf("product of dimensions before quantization dimension must match between operand and result for %d and %d", pi, pj)
	}
	return nil
}

// verifyTransposeQuant is transpose_c1 and c4.
func verifyTransposeQuant(op *core.Operation) error {
	operand, result := op.Operand(0).Type(), op.Result(0).Type()
	if err := verifySameQuantParams(op, operand, result); err != nil {
		return err
	}
	pr, ok := elemOf(result).(*quant.PerAxisType)
	if !ok {
		return nil
	}
	po := elemOf(operand).(*quant.PerAxisType)
	perm := attrI64s(op, "permutation")
	if int(pr.Axis) < len(perm) && int64(po.Axis) != perm[pr.Axis] {
		return op.Errorf("operand quantization_dimension %d is not same as permutation[%d] = %d", po.Axis, pr.Axis, perm[pr.Axis])
	}
	return nil
}

// verifyBroadcastQuant is broadcast_in_dim_c1 and c6 (and
// dynamic_broadcast_in_dim's): per-tensor parameters carry over; a per-axis
// result keeps the operand's axis where it lands, and broadcasting a size-1
// axis repeats its one scale and zero point.
func verifyBroadcastQuant(op *core.Operation, dims []int64) error {
	operand, result := op.Operand(0).Type(), op.Result(0).Type()
	eo, er := elemOf(operand), elemOf(result)
	if !anyQuantized(eo, er) {
		return nil
	}
	if isQuantType(eo) != isQuantType(er) || isPerAxis(eo) != isPerAxis(er) {
		return op.Errorf("expects operand and result to have the same kind of quantization, but got %s and %s", typeStr(operand), typeStr(result))
	}
	if !isPerAxis(er) {
		return verifySameQuantParams(op, operand, result)
	}
	po, pr := eo.(*quant.PerAxisType), er.(*quant.PerAxisType)
	if int(po.Axis) >= len(dims) {
		return nil
	}
	if int64(pr.Axis) != dims[po.Axis] {
		return op.Errorf("result quantization_dimension %d not same as broadcast_dimensions[%d] = %d", pr.Axis, po.Axis, dims[po.Axis])
	}
	in, out := shapeOfType(operand), shapeOfType(result)
	if int(po.Axis) >= len(in) || in[po.Axis] != 1 || int(pr.Axis) >= len(out) || isDyn(out[pr.Axis]) || len(po.Scales) == 0 {
		return nil
	}
	for i := int64(0); i < out[pr.Axis] && int(i) < len(pr.Scales); i++ {
		if pr.Scales[i] != po.Scales[0] {
			return op.Errorf("mismatch result scale %d (%s) and operand scale 0 (%s)", i, fmtScale(pr.Scales[i]), fmtScale(po.Scales[0]))
		}
		if pr.ZeroPoints[i] != po.ZeroPoints[0] {
			return op.Errorf("mismatch result zero_point %d (%d) and operand zero_point 0 (%d)", i, pr.ZeroPoints[i], po.ZeroPoints[0])
		}
	}
	return nil
}

func fmtScale(f float64) string { return strconv.FormatFloat(f, 'g', -1, 64) }

// verifyContractionQuant is the quantization constraints dot_general and
// convolution share (dot_general_c14, c17-c20; convolution_c28, c31-c34).
func verifyContractionQuant(op *core.Operation, lhs, rhs, res core.Type) error {
	ql, lq := lhs.(quant.Quantized)
	qr, rq := rhs.(quant.Quantized)
	qo, oq := res.(quant.Quantized)
	if !rq || lq != oq {
		return op.Errorf("rhs should be quantized for quantized operations and is_quantized(lhs)=is_quantized(result) should hold")
	}
	if !lq {
		if e := qr.ExpressedType(); lhs != core.Type(e) || lhs != res {
			return op.Errorf("mismatched rhs quantization expressed type and lhs and result element type")
		}
		return nil
	}
	if sl, sr := ql.StorageSpec(), qr.StorageSpec(); sl.Type != sr.Type || sl.Signed != sr.Signed {
		return op.Errorf("mismatched lhs and rhs quantization storage types")
	}
	if e := ql.ExpressedType(); e != qr.ExpressedType() || e != qo.ExpressedType() {
		return op.Errorf("mismatched lhs, rhs and result quantization expressed types")
	}
	if !isPerAxis(rhs) && isPerAxis(res) {
		return op.Errorf("mismatched rhs and result quantization granularity")
	}
	return nil
}

// verifyDotGeneralQuant is dot_general_c14-c20.
func verifyDotGeneralQuant(op *core.Operation, rhsContracting []int64) error {
	lhs, rhs, res := elemOf(op.Operand(0).Type()), elemOf(op.Operand(1).Type()), elemOf(op.Result(0).Type())
	if !anyQuantized(lhs, rhs, res) {
		return nil
	}
	switch r := rhs.(type) {
	case *quant.UniformType:
		if r.ZeroPoint != 0 {
			return op.Errorf("Zero point of rhs should be 0")
		}
	case *quant.PerAxisType:
		for _, z := range r.ZeroPoints {
			if z != 0 {
				return op.Errorf("Zero points of rhs should be 0")
			}
		}
		if slices.Contains(rhsContracting, int64(r.Axis)) {
			return op.Errorf("Quantization dimension of rhs should not be in the contracting dimension of rhs")
		}
	}
	return verifyContractionQuant(op, lhs, rhs, res)
}

// verifyConvQuant is convolution_c28-c34 (and dynamic_conv's).
func verifyConvQuant(op *core.Operation, dn *ConvDims) error {
	lhs, rhs, res := elemOf(op.Operand(0).Type()), elemOf(op.Operand(1).Type()), elemOf(op.Result(0).Type())
	if !anyQuantized(lhs, rhs, res) {
		return nil
	}
	if p, ok := rhs.(*quant.PerAxisType); ok && int64(p.Axis) != dn.KernelOutputFeature {
		return op.Errorf("quantization dimension of rhs should be same with kernel_output_feature_dimension")
	}
	if p, ok := res.(*quant.PerAxisType); ok && int64(p.Axis) != dn.OutputFeature {
		return op.Errorf("quantization dimension of result should be same with output_feature_dimension")
	}
	return verifyContractionQuant(op, lhs, rhs, res)
}
