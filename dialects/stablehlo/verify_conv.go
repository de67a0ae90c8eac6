package stablehlo

import (
	"ncc/core"
)

// convolution and dynamic_conv (hlo::inferConvolutionOp,
// hlo::verifyConvolutionAttributes and hlo::inferDynamicConvOp).

// verifyConvolution is convolution_c1-c34 and dynamic_conv_c1-c34. For
// dynamic_conv the padding is an operand: its shape is checked, and its
// values, when it is a constant, give the spatial result dimensions (which
// are otherwise known at run time only).
func verifyConvolution(op *core.Operation) error {
	lt, rt := op.Operand(0).Type(), op.Operand(1).Type()
	lhs, rhs := shapeOf(op.Operand(0)), shapeOf(op.Operand(1))
	n := len(lhs)
	if n < 2 {
		return op.Errorf("expects convolution arguments to have >= 2 dimensions. Got: %s and %s.", typeStr(lt), typeStr(rt))
	}
	if len(rhs) != n {
		return op.Errorf("expects convolution arguments to have same number of dimensions. Got: %s and %s.", typeStr(lt), typeStr(rt))
	}
	if le, re := elemOf(lt), elemOf(rt); !anyQuantized(le, re) && le != re {
		return op.Errorf("expects lhs and rhs to have compatible element type. Got: %s and %s", typeStr(le), typeStr(re))
	}
	dn := op.Attr("dimension_numbers").(*ConvDims)
	if err := verifyConvDims(op, dn, n); err != nil {
		return err
	}
	fgc, bgc := attrInt(op, "feature_group_count"), attrInt(op, "batch_group_count")
	if err := verifyConvGroups(op, dn, lhs, rhs, fgc, bgc); err != nil {
		return err
	}
	if err := verifyPrecisionConfig(op); err != nil {
		return err
	}
	if sp := len(dn.InputSpatial); n != sp+2 {
		return op.Errorf("expects convolution arguments to have %d dimensions. Got: %d", sp+2, n)
	}
	window := make([]int64, len(dn.KernelSpatial))
	for i, d := range dn.KernelSpatial {
		window[i] = rhs[d]
	}
	pad, padKnown, err := convPadding(op, n)
	if err != nil {
		return err
	}
	reversal := 0
	if r, ok := op.Attr("window_reversal").(*core.DenseArrayAttr); ok {
		reversal = r.N
	}
	ws, err := verifyWindow(op, window, attrI64s(op, "window_strides"), pad, attrI64s(op, "lhs_dilation"), attrI64s(op, "rhs_dilation"), reversal)
	if err != nil {
		return err
	}
	out := make([]int64, n)
	for i := range out {
		out[i] = core.Dynamic
	}
	if padKnown {
		spatial := make([]int64, len(dn.InputSpatial))
		for i, d := range dn.InputSpatial {
			spatial[i] = lhs[d]
		}
		for i, d := range windowOutputShape(spatial, ws) {
			out[dn.OutputSpatial[i]] = d
		}
	}
	if b := lhs[dn.InputBatch]; !isDyn(b) {
		out[dn.OutputBatch] = b / bgc
	}
	out[dn.OutputFeature] = rhs[dn.KernelOutputFeature]
	if res := shapeOf(op.Result(0)); !shapesCompatible(res, out) {
		return op.Errorf("inferred shape '[%s]' is incompatible with return type of operation %s", dimsStr(out), typeStr(op.Result(0).Type()))
	}
	return verifyConvQuant(op, dn)
}

// verifyConvDims is convolution_c12, c13, c17-c20: as many input, kernel
// and output spatial dimensions, each group of dimension numbers unique and
// within the rank.
func verifyConvDims(op *core.Operation, dn *ConvDims, n int) error {
	sp := len(dn.InputSpatial)
	if len(dn.KernelSpatial) != sp || len(dn.OutputSpatial) != sp {
		return op.Errorf("expects the same size for input, kernel and output spatial-dimensions, but got %d, %d, and %d resp.", sp, len(dn.KernelSpatial), len(dn.OutputSpatial))
	}
	input := append([]int64{dn.InputBatch, dn.InputFeature}, dn.InputSpatial...)
	kernel := append([]int64{dn.KernelInputFeature, dn.KernelOutputFeature}, dn.KernelSpatial...)
	output := append([]int64{dn.OutputBatch, dn.OutputFeature}, dn.OutputSpatial...)
	if !inRange(input, n) || !inRange(kernel, n) || !inRange(output, n) {
		return op.Errorf("expects input, kernel, and output dimension-numbers to be in-range [0, %d).", n)
	}
	for _, g := range []struct {
		name string
		dims []int64
	}{{"input", input}, {"kernel", kernel}, {"output", output}} {
		if hasDuplicates(g.dims) {
			return op.Errorf("expects %s dimension-numbers to be unique, got {%s}.", g.name, intsStr(g.dims))
		}
	}
	return nil
}

// verifyConvGroups is convolution_c10, c11, c14-c16 and c23: feature and
// batch groups divide the dimensions they split.
func verifyConvGroups(op *core.Operation, dn *ConvDims, lhs, rhs []int64, fgc, bgc int64) error {
	if bgc > 1 && fgc > 1 {
		return op.Errorf("expects batch_group_count and feature_group_count not to be both greater than 1. Got %d and %d resp.", bgc, fgc)
	}
	inFeat, inBatch := lhs[dn.InputFeature], lhs[dn.InputBatch]
	kernelIn, kernelOut := rhs[dn.KernelInputFeature], rhs[dn.KernelOutputFeature]
	if !isDyn(inBatch) && inBatch%bgc != 0 {
		return op.Errorf("expects input batch dimension (%d) to be divisible by batch_group_count. Got batch_group_count = %d.", inBatch, bgc)
	}
	if !isDyn(inFeat) {
		if inFeat%fgc != 0 {
			return op.Errorf("expects input feature dimension (%d) to be a multiple of feature_group_count. Got feature_group_count = %d.", inFeat, fgc)
		}
		if !isDyn(kernelIn) && inFeat/fgc != kernelIn {
			return op.Errorf("expects input feature dimension (%d) / feature_group_count = kernel input feature dimension (%d). Got feature_group_count = %d.", inFeat, kernelIn, fgc)
		}
	}
	if !isDyn(kernelOut) {
		if kernelOut%bgc != 0 {
			return op.Errorf("expects output feature dimension size (%d) to be a multiple of batch_group_count. Got batch_group_count = %d.", kernelOut, bgc)
		}
		if kernelOut%fgc != 0 {
			return op.Errorf("expects kernel output feature dimension (%d) to be divisible by feature_group_count. For feature_group_count = %d.", kernelOut, fgc)
		}
	}
	return nil
}

// convPadding returns the padding of a convolution of rank n: its padding
// attribute, or dynamic_conv's padding operand (convolution_c4). known is
// false when the values are not known before run time.
func convPadding(op *core.Operation, n int) (pad [][2]int64, known bool, err error) {
	if op.NumOperands() < 3 {
		pad, err = padPairs(op, "padding")
		return pad, err == nil, err
	}
	p := op.Operand(2)
	s := shapeOf(p)
	if len(s) != 2 {
		return nil, false, op.Errorf("expects padding to be of rank 2 but got %d", len(s))
	}
	if s[0] != int64(n-2) || s[1] != 2 {
		return nil, false, op.Errorf("expects padding to be of shape [%d, 2], but got [%s, %s]", n-2, dimStr(s[0]), dimStr(s[1]))
	}
	vs, ok := constInts(p)
	if !ok {
		return nil, false, nil
	}
	return pairsOf(vs), true, nil
}
