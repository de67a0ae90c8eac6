package stablehlo

import (
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
	if !shapesCompatible(vs, rt.Dims) || !boundsCompatible(core.RankedTensor(op.Context(), vs, rt.Elem, nil), rt) {
		return op.Errorf("output shape [%s] is incompatible with return type of operation %s", intsStr(vs), typeStr(result))
	}
	return nil
}
