package stablehlo

import (
	"ncc/core"
)

// Algebraic identities beyond x+0 and x*1, each exact bit for bit:
// integer-only where floats differ (x*0 is NaN for x = inf, max(x, x) may
// change a NaN's payload), for every type where they cannot (negating
// twice flips the sign bit twice).

// isIntTensor reports whether t is a tensor of integers (including i1).
func isIntTensor(t core.Type) bool {
	_, ok := elemOf(t).(*core.IntType)
	return ok && rankedTensor(t) != nil
}

// splatLike is a constant of type t (a static tensor) whose every element
// is v, or nil.
func splatLike(op *core.Operation, v int64) []core.FoldResult {
	rt, ok := op.Result(0).Type().(*core.TensorType)
	it, ok2 := elemOf(rt).(*core.IntType)
	if !ok || !ok2 || core.NumElements(rt.Dims) < 0 {
		return nil
	}
	return []core.FoldResult{{Attr: encodeConst(op.Context(), rt, []uint64{uint64(v) & widthMask(it.Width)})}}
}

// foldIntAlgebra folds x*0, x&0, x|~0, x-x, x^x to constants and x&x,
// x|x, max(x,x), min(x,x), x/1 to x, for integer tensors.
func foldIntAlgebra(op *core.Operation, operands []core.Attribute) []core.FoldResult {
	x, y := op.Operand(0), op.Operand(1)
	if !isIntTensor(x.Type()) || x.Type() != op.Result(0).Type() || y.Type() != x.Type() {
		return nil
	}
	same := x == y
	switch op.Name() {
	case Multiply.Name, And.Name:
		if isSplatOf(operands[1], 0) {
			return splatLike(op, 0)
		}
	case Or.Name:
		if isSplatOf(operands[1], -1) {
			return splatLike(op, -1)
		}
	case Subtract.Name, Xor.Name:
		if same {
			return splatLike(op, 0)
		}
	case Divide.Name:
		if isSplatOf(operands[1], 1) {
			return []core.FoldResult{{Value: x}}
		}
	}
	switch op.Name() {
	case And.Name, Or.Name, Maximum.Name, Minimum.Name:
		if same {
			return []core.FoldResult{{Value: x}}
		}
	}
	return nil
}

// foldInvolution folds negate(negate(x)) and not(not(x)) to x.
func foldInvolution(op *core.Operation) []core.FoldResult {
	inner := core.DefiningOp(op.Operand(0))
	if inner == nil || inner.Name() != op.Name() || inner.Operand(0).Type() != op.Result(0).Type() {
		return nil
	}
	return []core.FoldResult{{Value: inner.Operand(0)}}
}

// installAlgebraFolders chains these folds after the constant folders.
func installAlgebraFolders() {
	for _, d := range []*core.OpDef{Multiply, And, Or, Subtract, Xor, Divide, Maximum, Minimum} {
		prev := d.Fold
		d.Fold = func(op *core.Operation, operands []core.Attribute) []core.FoldResult {
			if r := prev(op, operands); r != nil {
				return r
			}
			return foldIntAlgebra(op, operands)
		}
	}
	for _, d := range []*core.OpDef{Negate, Not} {
		prev := d.Fold
		d.Fold = func(op *core.Operation, operands []core.Attribute) []core.FoldResult {
			if r := prev(op, operands); r != nil {
				return r
			}
			return foldInvolution(op)
		}
	}
}
