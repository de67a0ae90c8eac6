package chlo

import (
	"fmt"

	"ncc/core"
	"ncc/dialects/ods"
)

// broadcastDims reads an op's broadcast_dimensions, or nil.
func broadcastDims(st *core.OpState) []int64 {
	if a, ok := st.Attr("broadcast_dimensions").(*core.DenseArrayAttr); ok {
		return ods.I64s(a)
	}
	return nil
}

// broadcastedShape is mlir::OpTrait::util::getBroadcastedShape: numpy
// broadcasting of two shapes aligned on their last dimension.
func broadcastedShape(a, b []int64) ([]int64, bool) {
	if len(a) < len(b) {
		a, b = b, a
	}
	out := append([]int64(nil), a...)
	off := len(a) - len(b)
	for i, d2 := range b {
		d1 := a[off+i]
		r := &out[off+i]
		switch {
		case isDyn(d1) || isDyn(d2):
			switch {
			case d1 > 1:
				*r = d1
			case d2 > 1:
				*r = d2
			case d1 == 1:
				*r = d2
			case d2 == 1:
				*r = d1
			default:
				*r = core.Dynamic
			}
		case d1 == d2 || d2 == 1:
			*r = d1
		case d1 == 1:
			*r = d2
		default:
			return nil, false
		}
	}
	return out, true
}

// BroadcastShape is the result shape of a CHLO broadcasting binary op on
// operand shapes x and y (ChloOps.cpp's getBroadcastType): numpy
// broadcasting, or with broadcast_dimensions (dims != nil and ranks
// differ) the lower-rank operand's dimension i maps to dimension dims[i] of
// the higher-rank one. ok is false when the shapes do not broadcast.
func BroadcastShape(x, y []int64, dims []int64) ([]int64, error) {
	if len(x) == len(y) || dims == nil {
		out, ok := broadcastedShape(x, y)
		if !ok {
			return nil, fmt.Errorf("operand shapes [%s] and [%s] are not broadcast compatible", dimsStr(x), dimsStr(y))
		}
		return out, nil
	}
	large, small := x, y
	if len(y) > len(x) {
		large, small = y, x
	}
	if len(dims) != len(small) {
		return nil, fmt.Errorf("broadcast_dimensions size (%d) does not match the rank of the lower-rank operand (%d)", len(dims), len(small))
	}
	filtered := make([]int64, len(small))
	for i, d := range dims {
		if d < 0 || d >= int64(len(large)) {
			return nil, fmt.Errorf("broadcast_dimensions contains %d, out of range for rank %d", d, len(large))
		}
		filtered[i] = large[d]
	}
	outF, ok := broadcastedShape(small, filtered)
	if !ok {
		return nil, fmt.Errorf("operand shapes [%s] and [%s] are not broadcast compatible with broadcast_dimensions [%s]",
			dimsStr(x), dimsStr(y), dimsStr(dims))
	}
	out := append([]int64(nil), large...)
	for i, d := range dims {
		out[d] = outF[i]
	}
	return out, nil
}

func dimsStr(ds []int64) string {
	s := ""
	for i, d := range ds {
		if i > 0 {
			s += ", "
		}
		if isDyn(d) {
			s += "?"
		} else {
			s += fmt.Sprint(d)
		}
	}
	return s
}

// broadcastType is the result type of a broadcasting binary op with element
// type elem; unranked when either operand is.
func broadcastType(st *core.OpState, elem core.Type) (core.Type, error) {
	x, xok := st.Operands[0].Type().(*core.TensorType)
	y, yok := st.Operands[1].Type().(*core.TensorType)
	if !xok || !yok {
		return core.UnrankedTensor(st.Ctx, elem), nil
	}
	shape, err := BroadcastShape(x.Dims, y.Dims, broadcastDims(st))
	if err != nil {
		return nil, err
	}
	return core.RankedTensor(st.Ctx, shape, elem, nil), nil
}

// inferBroadcast infers the result of a broadcasting binary op whose
// elements have the type result gives for lhs's element type.
func inferBroadcast(result func(c *core.Context, lhsElem core.Type) core.Type) func(*core.OpState) ([]core.Type, error) {
	return func(st *core.OpState) ([]core.Type, error) {
		t, err := broadcastType(st, result(st.Ctx, elemOf(st.Operands[0].Type())))
		if err != nil {
			return nil, err
		}
		return []core.Type{t}, nil
	}
}

func sameElem(_ *core.Context, e core.Type) core.Type { return e }
func predElem(c *core.Context, _ core.Type) core.Type { return core.IntegerType(c, 1) }
func complexElem(c *core.Context, e core.Type) core.Type {
	return core.Complex(c, e)
}

// inferSelect is BroadcastSelectOp's inference: the broadcast of all three
// shapes with on_true's element type.
func inferSelect(st *core.OpState) ([]core.Type, error) {
	elem := elemOf(st.Operands[1].Type())
	var shape []int64
	for i, v := range st.Operands {
		t, ok := v.Type().(*core.TensorType)
		if !ok {
			return []core.Type{core.UnrankedTensor(st.Ctx, elem)}, nil
		}
		if i == 0 {
			shape = t.Dims
			continue
		}
		s, ok := broadcastedShape(shape, t.Dims)
		if !ok {
			return nil, fmt.Errorf("operand shapes are not broadcast compatible: [%s] and [%s]", dimsStr(shape), dimsStr(t.Dims))
		}
		shape = s
	}
	return []core.Type{core.RankedTensor(st.Ctx, shape, elem, nil)}, nil
}

// inferSameAsOperand: the result has the operand's type (unary ops).
func inferSameAsOperand(st *core.OpState) ([]core.Type, error) {
	return []core.Type{st.Operands[0].Type()}, nil
}

// inferPredOfOperand: is_inf and kin return i1 of the operand's shape.
func inferPredOfOperand(st *core.OpState) ([]core.Type, error) {
	return []core.Type{withElem(st.Ctx, st.Operands[0].Type(), core.IntegerType(st.Ctx, 1))}, nil
}

// verifySameElem is SameOperandsAndResultElementType.
func verifySameElem(op *core.Operation) error {
	e := elemOf(op.Operand(0).Type())
	for _, v := range op.Operands() {
		if elemOf(v.Type()) != e {
			return op.Errorf("requires the same element type for all operands and results")
		}
	}
	for _, t := range op.ResultTypes() {
		if elemOf(t) != e {
			return op.Errorf("requires the same element type for all operands and results")
		}
	}
	return nil
}

// verifySameOperandElem checks the operands share an element type (the
// result element type being fixed by inference).
func verifySameOperandElem(op *core.Operation) error {
	e := elemOf(op.Operand(0).Type())
	for _, v := range op.Operands() {
		if elemOf(v.Type()) != e {
			return op.Errorf("requires the same element type for all operands")
		}
	}
	return nil
}
