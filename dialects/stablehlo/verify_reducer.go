package stablehlo

import (
	"ncc/core"
	"ncc/dialects/quant"
)

// Reduction bodies (hlo::verifyReducerShape): the region of reduce,
// reduce_window, select_and_scatter's scatter, scatter, all_reduce,
// reduce_scatter and collective_reduce.

// isPromotable is hlo::isPromotableElementType as reduction bodies use it
// (ignoreFpPrecision): elements of one kind (integers of any signedness,
// i1 included; floats; complex; quantized of one expressed type), no
// narrower, except that any float promotes to any float; quantized types
// compare their storage widths.
func isPromotable(from, to core.Type) bool {
	switch f := from.(type) {
	case *core.IntType:
		t, ok := to.(*core.IntType)
		return ok && f.Width <= t.Width
	case *core.FloatType:
		_, ok := to.(*core.FloatType)
		return ok
	case *core.ComplexType:
		_, ok := to.(*core.ComplexType)
		return ok && bitWidth(from) <= bitWidth(to)
	case quant.Quantized:
		t, ok := to.(quant.Quantized)
		return ok && f.ExpressedType() == t.ExpressedType() && f.StorageSpec().Width() <= t.StorageSpec().Width()
	}
	return false
}

// compatibleShapeAndElem is hlo::compatibleShapeAndElementType:
// compatible shapes and equal element types, any two floats alike when
// ignoreFp.
func compatibleShapeAndElem(a, b core.Type, ignoreFp bool) bool {
	at, bt := rankedTensor(a), rankedTensor(b)
	if at == nil || bt == nil {
		return a == b
	}
	if !shapesCompatible(at.Dims, bt.Dims) {
		return false
	}
	return at.Elem == bt.Elem || ignoreFp && isFloat(at.Elem) && isFloat(bt.Elem)
}

// verifyReducer checks a reduction body against the op's inputs and init
// values: reduce_c6, reduce_window_c13, select_and_scatter_c10, scatter_c23,
// all_reduce_c5, reduce_scatter_c7, collective_reduce_c4. The body takes 2N
// arguments (accumulators, then elements) and returns N accumulators of the
// arguments' types; each accumulator has its init value's shape and an
// element type the init value and the input promote to. allowed is the
// shape an argument's dimensions must be a subsequence of: the result shape
// of reduce, the window of reduce_window, none (rank 0) for the others.
//
// It returns the accumulator element types (the results' element types),
// or nil when the body is empty.
func verifyReducer(op *core.Operation, body *core.Region, inputs, inits []core.Type, allowed []int64) ([]core.Type, error) {
	if body.Empty() {
		return nil, nil
	}
	b := body.First()
	n := len(inputs)
	if b.NumArgs() != 2*n {
		return nil, op.Errorf("Reduction-region must take %d parameters, but takes %d parameter(s)", 2*n, b.NumArgs())
	}
	// StableHLO verifies the op before the ops of its body (Block::
	// mightHaveTerminator).
	if last := b.Last(); last == nil || last.IsRegistered() && !last.HasTrait(core.Terminator) {
		return nil, op.Errorf("The reduction-region expected to have a terminator")
	}
	rets := returnTypes(body)
	if len(rets) == 0 {
		return nil, op.Errorf("The reduction-region expected to return some value(s)")
	}
	if len(rets) != n {
		return nil, op.Errorf("Reduction-region here must produce %d tensors, but produces %d instead", n, len(rets))
	}
	for _, r := range rets {
		if rankedTensor(r) == nil {
			return nil, op.Errorf("Reduction-region here must produce tensor-typed result(s), but produces %s instead", typeStr(r))
		}
	}
	accs := make([]core.Type, n)
	for i, acc := range rets {
		if a := b.Arg(i).Type(); !compatibleShapeAndElem(acc, a, false) {
			return nil, op.Errorf("The type of reduction-region's parameter at index %d is different than the corresponding result type: %s vs %s", i, typeStr(a), typeStr(acc))
		}
		arg := b.Arg(n + i).Type()
		if !compatibleShapeAndElem(acc, arg, true) {
			return nil, op.Errorf("The type of reduction-region's parameter at index %d is different than the corresponding result type: %s vs %s", n+i, typeStr(arg), typeStr(acc))
		}
		if !shapesCompatible(shapeOfType(inits[i]), shapeOfType(acc)) {
			return nil, op.Errorf("The shape of reduction-region's result type at index %d differs from the op's corresponding init-value type: %s vs %s", i, typeStr(acc), typeStr(inits[i]))
		}
		if !isPromotable(elemOf(inits[i]), elemOf(acc)) {
			return nil, op.Errorf("The element-type of reduction-region's result type at index %d is expected to be promotable from the op's corresponding init-value element-type: %s vs %s", i, typeStr(acc), typeStr(inits[i]))
		}
		if !isPromotable(elemOf(inputs[i]), elemOf(arg)) {
			return nil, op.Errorf("The element-type of reduction-region's argument at index %d is expected to be promotable from %s, but got %s", n+i, typeStr(elemOf(inputs[i])), typeStr(elemOf(arg)))
		}
		argShape := shapeOfType(arg)
		if len(argShape) > len(allowed) {
			return nil, op.Errorf("The rank of reduction-region's argument at index %d is expected to be <= %d, got %d", n+i, len(allowed), len(argShape))
		}
		if !isCompatibleSubsequence(argShape, allowed) {
			return nil, op.Errorf("The shape of reduction-region's argument at index %d is not compatible with that of reduce-op's input-parameter at index %d", n+i, i)
		}
		accs[i] = elemOf(acc)
	}
	return accs, nil
}

// isCompatibleSubsequence reports whether sub matches, dimension by
// dimension and in order, some of the dimensions of of (greedily, as
// StableHLO's verifier walks them).
func isCompatibleSubsequence(sub, of []int64) bool {
	k := 0
	for _, d := range of {
		if k < len(sub) && dimsCompatible(d, sub[k]) {
			k++
		}
	}
	return k == len(sub)
}

// shapeOfType is shapeOf for a type.
func shapeOfType(t core.Type) []int64 {
	if tt := rankedTensor(t); tt != nil {
		return tt.Dims
	}
	return nil
}

// verifySameInitElements is reduce_c2 and reduce_window_c3: each input has
// the element type of its init value. StableHLO leaves it to the body's
// promotion rules, so it is checked after them, as is the even operand
// count SameVariadicOperandSize assumes (StableHLO ignores an odd one out).
func verifySameInitElements(op *core.Operation, inputs, inits []core.Value) error {
	for i := range inputs {
		if a, b := elemOf(inputs[i].Type()), elemOf(inits[i].Type()); a != b {
			return op.Errorf("expects the element type of input %d (%s) to be the element type of init value %d (%s)", i, typeStr(a), i, typeStr(b))
		}
	}
	return nil
}
