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
// operand shapes x and y (ChloOps.cpp's getBroadcastTypeWithBroadcastDimensions):
// numpy broadcasting when dims is nil; otherwise dimension i of the
// lower-rank operand (x when the ranks are equal) maps to dimension
// dims[i] of the other. The error says why the shapes do not broadcast.
func BroadcastShape(x, y []int64, dims []int64) ([]int64, error) {
	if dims == nil {
		out, ok := broadcastedShape(x, y)
		if !ok {
			return nil, fmt.Errorf("operand shapes [%s] and [%s] are not broadcast compatible", dimsStr(x), dimsStr(y))
		}
		return out, nil
	}
	large, small := y, x
	if len(x) > len(y) {
		large, small = x, y
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

// smallOperand is the operand broadcast_dimensions apply to: the one of
// lower rank, lhs when the ranks are equal.
func smallOperand(lhs, rhs []int64) int {
	if len(lhs) > len(rhs) {
		return 1
	}
	return 0
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
// type elem. As upstream, operands that do not broadcast (or invalid
// broadcast_dimensions) infer an unranked tensor rather than an error:
// ChloOps.cpp signals an illegal broadcast "as unranked", which any result
// type is compatible with, and leaves the error to the legalization.
func broadcastType(st *core.OpState, elem core.Type) core.Type {
	x, xok := st.Operands[0].Type().(*core.TensorType)
	y, yok := st.Operands[1].Type().(*core.TensorType)
	if !xok || !yok {
		return core.UnrankedTensor(st.Ctx, elem)
	}
	shape, err := BroadcastShape(x.Dims, y.Dims, broadcastDims(st))
	if err != nil {
		return core.UnrankedTensor(st.Ctx, elem)
	}
	return core.RankedTensor(st.Ctx, shape, elem, nil)
}

// elemRule is the element-type trait of a broadcasting binary op.
type elemRule int

const (
	// elemOperands: no trait; inference requires compatible operand
	// element types ("mismatched operand types").
	elemOperands elemRule = iota
	// elemSame: SameOperandsAndResultElementType (core's trait).
	elemSame
	// elemCompat: HLO_CompatibleOperandsAndResultElementType, which
	// MLIR checks before inference; here Verify checks it and inference
	// leaves element types to it.
	elemCompat
)

// inferBroadcast infers the result of a broadcasting binary op whose
// elements have the type result gives for lhs's element type
// (InferBroadcastBinaryOpReturnTypeComponents).
func inferBroadcast(rule elemRule, result func(c *core.Context, lhsElem core.Type) core.Type) func(*core.OpState) ([]core.Type, error) {
	return func(st *core.OpState) ([]core.Type, error) {
		l, r := elemOf(st.Operands[0].Type()), elemOf(st.Operands[1].Type())
		if rule != elemCompat && !elemCompatible(l, r) {
			return nil, fmt.Errorf("mismatched operand types")
		}
		return []core.Type{broadcastType(st, result(st.Ctx, l))}, nil
	}
}

func sameElem(_ *core.Context, e core.Type) core.Type { return e }
func predElem(c *core.Context, _ core.Type) core.Type { return core.IntegerType(c, 1) }
func complexElem(c *core.Context, e core.Type) core.Type {
	return core.Complex(c, e)
}

// inferSelect is BroadcastSelectOp's inference: on_true and on_false of one
// element type, the numpy broadcast of all three shapes (unranked when
// they do not broadcast).
func inferSelect(st *core.OpState) ([]core.Type, error) {
	elem := elemOf(st.Operands[1].Type())
	if elemOf(st.Operands[2].Type()) != elem {
		return nil, fmt.Errorf("mismatched operand types")
	}
	unranked := []core.Type{core.UnrankedTensor(st.Ctx, elem)}
	var shape []int64
	for i, v := range st.Operands {
		t, ok := v.Type().(*core.TensorType)
		if !ok {
			return unranked, nil
		}
		if i == 0 {
			shape = t.Dims
			continue
		}
		s, ok := broadcastedShape(shape, t.Dims)
		if !ok {
			return unranked, nil
		}
		shape = s
	}
	return []core.Type{core.RankedTensor(st.Ctx, shape, elem, nil)}, nil
}

// compatibleShapes is mlir::verifyCompatibleShapes, select's
// isCompatibleReturnTypes: element types are not compared.
func compatibleShapes(inferred, actual []core.Type) bool {
	if len(inferred) != len(actual) {
		return false
	}
	for i := range inferred {
		a, aok := inferred[i].(*core.TensorType)
		b, bok := actual[i].(*core.TensorType)
		if !aok || !bok {
			continue
		}
		if len(a.Dims) != len(b.Dims) {
			return false
		}
		for j := range a.Dims {
			if !isDyn(a.Dims[j]) && !isDyn(b.Dims[j]) && a.Dims[j] != b.Dims[j] {
				return false
			}
		}
	}
	return true
}

// inferSameAsOperand: the result has the operand's type (unary ops).
func inferSameAsOperand(st *core.OpState) ([]core.Type, error) {
	return []core.Type{st.Operands[0].Type()}, nil
}

// inferPredOfOperand: is_inf and kin return i1 of the operand's shape.
func inferPredOfOperand(st *core.OpState) ([]core.Type, error) {
	return []core.Type{withElem(st.Ctx, st.Operands[0].Type(), core.IntegerType(st.Ctx, 1))}, nil
}

// verifyCompatibleElems is HLO_CompatibleOperandsAndResultElementType.
func verifyCompatibleElems(op *core.Operation) error {
	e := elemOf(op.Result(0).Type())
	for _, v := range op.Operands() {
		if !elemCompatible(e, elemOf(v.Type())) {
			return op.Errorf("requires compatible element types for all operands and results")
		}
	}
	return nil
}
