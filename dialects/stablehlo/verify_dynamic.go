package stablehlo

import (
	"slices"

	"ncc/core"
	"ncc/dialects/ods"
	"ncc/rewrite"
)

// Ops that take a shape, sizes or paddings as an operand are checked
// against that operand only when it is a constant, as stablehlo-opt does
// (hlo::matchInts): otherwise the values are known at run time only.

// constInts returns the values of v when v is an integer or index constant.
func constInts(v core.Value) ([]int64, bool) {
	a, ok := rewrite.ConstantOf(v)
	if !ok {
		return nil, false
	}
	d, ok := a.(*core.DenseAttr)
	if !ok {
		return nil, false
	}
	switch d.Type.ElementType().(type) {
	case *core.IntType, *core.IndexType:
		return ods.DenseInts(d), true
	}
	return nil, false
}

// verifyShapeOperand is hlo::verifyShapeOperandIsCompatibleWithResultType:
// a constant shape operand must be a shape the result type accepts.
func verifyShapeOperand(op *core.Operation, shape core.Value, result core.Type) error {
	vs, ok := constInts(shape)
	if !ok {
		return nil
	}
	rt := rankedTensor(result)
	if rt == nil {
		return nil
	}
	if slices.ContainsFunc(vs, func(v int64) bool { return v < 0 }) || !shapesCompatible(vs, rt.Dims) ||
		!boundsCompatible(core.RankedTensor(op.Context(), vs, rt.Elem, nil), rt) {
		return op.Errorf("output shape [%s] is incompatible with return type of operation %s", intsStr(vs), typeStr(result))
	}
	return nil
}

// verifyDynamicReshape is dynamic_reshape_c1-c4.
func verifyDynamicReshape(op *core.Operation) error {
	ot, rt := op.Operand(0).Type(), op.Result(0).Type()
	if !anyQuantized(ot, rt) && !elemCompatible(elemOf(ot), elemOf(rt)) {
		return op.Errorf("expects operand and result to have compatible element type. Got: %s and %s", typeStr(ot), typeStr(rt))
	}
	in, out := core.NumElements(shapeOfType(ot)), core.NumElements(shapeOfType(rt))
	if in >= 0 && out >= 0 && in != out {
		return op.Errorf("number of output elements (%d) doesn't match expected number of elements (%d)", out, in)
	}
	if err := verifyShapeOperand(op, op.Operand(1), rt); err != nil {
		return err
	}
	if s := shapeOf(op.Operand(1)); len(s) == 1 && !isDyn(s[0]) && s[0] != int64(len(shapeOfType(rt))) {
		return op.Errorf("result should have a rank equal to the number of elements in output_shape")
	}
	if shape, ok := constInts(op.Operand(1)); ok && in >= 0 {
		n := int64(1)
		for _, d := range shape {
			n *= d
		}
		if n != in {
			return op.Errorf("output_shape is incompatible with input type of operation: input has %d elements, but output_shape has %d", in, n)
		}
	}
	return verifyReshapeQuant(op, ot, rt)
}

// verifyDynamicPadValues is dynamic_pad_c3 and c4 for constant paddings:
// interior padding is non-negative and, for static shapes, the result has
// the padded size.
func verifyDynamicPadValues(op *core.Operation) error {
	interior, ok := constInts(op.Operand(4))
	if !ok {
		return nil
	}
	for _, v := range interior {
		if v < 0 {
			return op.Errorf("interior_padding must be non-negative, but got %s", intsStr(interior))
		}
	}
	in, out := shapeOf(op.Operand(0)), shapeOf(op.Result(0))
	low, ok1 := constInts(op.Operand(2))
	high, ok2 := constInts(op.Operand(3))
	if !ok1 || !ok2 || core.NumElements(in) < 0 || core.NumElements(out) < 0 || len(low) != len(in) || len(out) != len(in) {
		return nil
	}
	for i := range in {
		want := in[i] + low[i] + max(in[i]-1, 0)*interior[i] + high[i]
		if out[i] != want {
			return op.Errorf("expected output dimension at index %d to equal %d, but got %d", i, want, out[i])
		}
	}
	return nil
}
