package tensor

import (
	"ncc/core"
)

// Verifiers of TensorOps.cpp, with MLIR's messages. ODS's TypesMatchWith
// checks come first, as ODS runs them before an op's own verifier.

// compatibleShapes is verifyCompatibleShape: unranked is compatible with
// anything; ranked shapes need equal ranks and each dimension equal or
// dynamic on one side.
func compatibleShapes(a, b core.ShapedType) bool {
	if !a.HasRank() || !b.HasRank() {
		return true
	}
	x, y := a.Shape(), b.Shape()
	if len(x) != len(y) {
		return false
	}
	for i := range x {
		if x[i] != y[i] && x[i] != core.Dynamic && y[i] != core.Dynamic {
			return false
		}
	}
	return true
}

// castCompatible is CastOp::areCastCompatible: tensors of one element type
// and compatible shapes. Encodings play no part.
func castCompatible(in, out core.Type) bool {
	a, aok := in.(core.ShapedType)
	b, bok := out.(core.ShapedType)
	if !aok || !bok || !isTensor(in) || !isTensor(out) {
		return false
	}
	return a.ElementType() == b.ElementType() && compatibleShapes(a, b)
}

// bitcastCompatible is BitcastOp::areCastCompatible: element types of one
// bit width, compatible shapes.
func bitcastCompatible(in, out core.Type) bool {
	a, aok := in.(core.ShapedType)
	b, bok := out.(core.ShapedType)
	if !aok || !bok || !isTensor(in) || !isTensor(out) {
		return false
	}
	return core.IntOrFloatWidth(a.ElementType()) == core.IntOrFloatWidth(b.ElementType()) && compatibleShapes(a, b)
}

// verifyCast is CastOpInterface's verifier.
func verifyCast(compat func(in, out core.Type) bool) func(*core.Operation) error {
	return func(op *core.Operation) error {
		in, out := op.Operand(0).Type(), op.Result(0).Type()
		if !compat(in, out) {
			return op.Errorf("operand type '%s' and result type '%s' are cast incompatible",
				core.TypeString(in), core.TypeString(out))
		}
		return nil
	}
}

func numDynamicDims(t core.Type) int {
	n := 0
	if rt, ok := t.(*core.TensorType); ok {
		for _, d := range rt.Dims {
			if d == core.Dynamic {
				n++
			}
		}
	}
	return n
}

// verifyDynamicSizes is the dynamic size count check of tensor.empty,
// tensor.generate and tensor.splat: one index operand per dynamic
// dimension of the result.
func verifyDynamicSizes(op *core.Operation) error {
	have := op.NumOperands()
	if op.Name() == opSplat {
		have-- // the splatted value
	}
	if want := numDynamicDims(op.Result(0).Type()); have != want {
		return op.Errorf("incorrect number of dynamic sizes, has %d, expected %d", have, want)
	}
	return nil
}

func elementType(t core.Type) core.Type {
	if s, ok := t.(core.ShapedType); ok {
		return s.ElementType()
	}
	return nil
}

func rank(t core.Type) int {
	if rt, ok := t.(*core.TensorType); ok {
		return len(rt.Dims)
	}
	return -1
}

func verifyExtract(op *core.Operation) error {
	t := op.Operand(0).Type()
	if op.Result(0).Type() != elementType(t) {
		return op.Errorf("failed to verify that result type matches element type of tensor")
	}
	if rank(t) != op.NumOperands()-1 {
		return op.Errorf("incorrect number of indices for extract_element")
	}
	return nil
}

func verifyInsert(op *core.Operation) error {
	dest := op.Operand(1).Type()
	if op.Result(0).Type() != dest {
		return op.Errorf("failed to verify that result type matches type of dest")
	}
	if op.Operand(0).Type() != elementType(dest) {
		return op.Errorf("failed to verify that scalar type matches element type of dest")
	}
	if rank(dest) != op.NumOperands()-2 {
		return op.Errorf("incorrect number of indices")
	}
	return nil
}

func verifyFromElements(op *core.Operation) error {
	rt, ok := op.Result(0).Type().(*core.TensorType)
	if !ok {
		return nil // the result's constraint reports it
	}
	ok = int64(op.NumOperands()) == core.NumElements(rt.Dims)
	for i := 0; ok && i < op.NumOperands(); i++ {
		ok = op.Operand(i).Type() == rt.Elem
	}
	if !ok {
		return op.Errorf("failed to verify that operand types match result element type")
	}
	return nil
}

func verifySplat(op *core.Operation) error {
	if op.Operand(0).Type() != elementType(op.Result(0).Type()) {
		return op.Errorf("failed to verify that operand type matches element type of result")
	}
	return verifyDynamicSizes(op)
}

func verifyReshape(op *core.Operation) error {
	src, res := op.Operand(0).Type(), op.Result(0).Type()
	if elementType(src) != elementType(res) {
		return op.Errorf("element types of source and destination tensor types should be the same")
	}
	shape, ok := op.Operand(1).Type().(*core.TensorType)
	rres, ranked := res.(*core.TensorType)
	if !ok || len(shape.Dims) != 1 || !ranked {
		return nil
	}
	shapeSize := shape.Dims[0]
	if rsrc, ok := src.(*core.TensorType); ok {
		n, m := core.NumElements(rsrc.Dims), core.NumElements(rres.Dims)
		if n >= 0 && m >= 0 && n != m {
			return op.Errorf("source and destination tensor should have the same number of elements")
		}
	}
	if shapeSize == core.Dynamic {
		return op.Errorf("cannot use shape operand with dynamic length to reshape to statically-ranked tensor type")
	}
	if shapeSize != int64(len(rres.Dims)) {
		return op.Errorf("length of shape operand differs from the result's tensor rank")
	}
	return nil
}

// saturated is MLIR's SaturatedInteger: a size that is dynamic
// (saturated) or a known value.
type saturated struct {
	dynamic bool
	v       int64
}

func wrap(v int64) saturated {
	if v == core.Dynamic {
		return saturated{dynamic: true}
	}
	return saturated{v: v}
}

// join is SaturatedInteger::desaturate: the static size of either, or
// false when both are static and differ.
func (s saturated) join(o saturated) (saturated, bool) {
	switch {
	case s.dynamic:
		return o, true
	case o.dynamic:
		return s, true
	}
	return s, s.v == o.v
}

func (s saturated) add(o saturated) saturated {
	if s.dynamic || o.dynamic {
		return saturated{dynamic: true}
	}
	return saturated{v: s.v + o.v}
}

func (s saturated) size() int64 {
	if s.dynamic {
		return core.Dynamic
	}
	return s.v
}

// concatShape is ConcatOp::inferResultType's shape; ok is false when two
// inputs disagree statically on dimension bad.
func concatShape(dim int, inputs []*core.TensorType, rank int) (shape []int64, bad int, ok bool) {
	shape = make([]int64, rank)
	for i := range rank {
		if i == dim {
			continue
		}
		size := saturated{dynamic: true}
		for _, t := range inputs {
			if size, ok = size.join(wrap(t.Dims[i])); !ok {
				return nil, i, false
			}
		}
		shape[i] = size.size()
	}
	sum := wrap(0)
	for _, t := range inputs {
		sum = sum.add(wrap(t.Dims[dim]))
	}
	shape[dim] = sum.size()
	return shape, 0, true
}

func verifyConcat(op *core.Operation) error {
	if op.NumOperands() < 1 {
		return op.Errorf("requires at least one input")
	}
	res, ok := op.Result(0).Type().(*core.TensorType)
	if !ok {
		return nil // the constraints report it
	}
	inputs := make([]*core.TensorType, op.NumOperands())
	for i := range inputs {
		if inputs[i], ok = op.Operand(i).Type().(*core.TensorType); !ok {
			return nil
		}
	}
	r := len(res.Dims)
	for _, t := range inputs {
		if len(t.Dims) != r {
			return op.Errorf("rank of concatenated inputs must match result rank")
		}
	}
	for _, t := range inputs {
		if t.Elem != res.Elem {
			return op.Errorf("inputs and result element type must match")
		}
	}
	// MLIR reads dim as unsigned; a negative one is out of range too.
	dimAttr, ok := op.Attr("dim").(*core.IntegerAttr)
	if !ok {
		return nil
	}
	dim := dimAttr.Val
	if dim < 0 || dim >= int64(r) {
		return op.Errorf("concatenation dim must be less than the tensor rank")
	}
	shape, bad, ok := concatShape(int(dim), inputs, r)
	if !ok {
		return op.Errorf("static concatenation size mismatch along non-concatenated dimension %d", bad)
	}
	for i, d := range shape {
		if d != core.Dynamic && res.Dims[i] != core.Dynamic && d != res.Dims[i] {
			inferred := core.RankedTensor(op.Context(), shape, inputs[0].Elem, nil)
			// The missing space is MLIR's.
			return op.Errorf("result type '%s'does not match inferred shape '%s' static sizes",
				core.TypeString(res), core.TypeString(inferred))
		}
	}
	return nil
}

// verifyGenerateRegion is GenerateOp::verifyRegions.
func verifyGenerateRegion(op *core.Operation) error {
	rt, ok := op.Result(0).Type().(*core.TensorType)
	if !ok || op.NumRegions() != 1 || op.Region(0).First() == nil {
		return nil
	}
	body := op.Region(0).First()
	for _, a := range body.Args() {
		if !isIndex(a.Type()) {
			return plainError(op, "all body arguments must be index")
		}
	}
	if body.NumArgs() != len(rt.Dims) {
		return plainError(op, "must have one body argument per input dimension")
	}
	if y := body.Last(); y != nil && y.Name() == opYield && y.NumOperands() == 1 && y.Operand(0).Type() != rt.Elem {
		return op.Errorf("body must be terminated with a `yield` operation of the tensor element type")
	}
	return nil
}

// plainError is Operation::emitError: the op's location, no "'op' op"
// prefix, and the op attached for the "see current operation" note.
func plainError(op *core.Operation, msg string) error {
	return &core.Diagnostic{Severity: core.SevError, Loc: op.Loc(), Msg: msg, Op: op}
}
