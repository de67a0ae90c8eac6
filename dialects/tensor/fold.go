package tensor

import (
	"encoding/binary"

	"ncc/core"
	"ncc/rewrite"
)

// Folders of TensorOps.cpp. Constant tensors are builtin dense elements;
// elements of integer, index and float types up to 64 bits are read and
// built here (complex elements are left alone).

func value(v core.Value) []core.FoldResult { return []core.FoldResult{{Value: v}} }
func attr(a core.Attribute) []core.FoldResult {
	if a == nil {
		return nil
	}
	return []core.FoldResult{{Attr: a}}
}

// inPlace is the result of a fold that updated op itself.
func inPlace(op *core.Operation) []core.FoldResult { return value(op.Result(0)) }

// elementBits returns the storage bits of a scalar integer, index or float
// constant of up to 64 bits.
func elementBits(a core.Attribute) (uint64, bool) {
	switch a := a.(type) {
	case *core.IntegerAttr:
		if a.Big != nil {
			return 0, false
		}
		return uint64(a.Val), true
	case *core.FloatAttr:
		if a.Type.Width > 64 {
			return 0, false
		}
		return a.Bits, true
	}
	return 0, false
}

// codable reports whether dense elements of type t are read and built here.
func codable(t core.Type) bool {
	switch t := t.(type) {
	case *core.IndexType:
		return true
	case *core.IntType:
		return t.Width <= 64
	case *core.FloatType:
		return t.Width <= 64
	}
	return false
}

// denseOf builds the dense elements of static type t from scalar constants
// of its element type (one constant for a splat); nil if it cannot.
func denseOf(c *core.Context, t core.Type, elems []core.Attribute) core.Attribute {
	st, ok := t.(*core.TensorType)
	if !ok || core.NumElements(st.Dims) < 0 || !codable(st.Elem) {
		return nil
	}
	eb := core.ElementBytes(st.Elem)
	raw := make([]byte, eb*len(elems))
	for i, e := range elems {
		ta, ok := e.(core.TypedAttr)
		if !ok || ta.AttrType() != st.Elem {
			return nil
		}
		bits, ok := elementBits(e)
		if !ok {
			return nil
		}
		var buf [8]byte
		binary.LittleEndian.PutUint64(buf[:], bits)
		copy(raw[i*eb:], buf[:eb])
	}
	return core.Dense(c, st, raw)
}

// elementAt returns element i (in row-major order) of dense elements as a
// scalar constant; nil for element types not read here.
func elementAt(c *core.Context, d *core.DenseAttr, i int64) core.Attribute {
	et := d.Type.ElementType()
	if !codable(et) {
		return nil
	}
	if d.Splat {
		i = 0
	}
	eb := core.ElementBytes(et)
	var buf [8]byte
	copy(buf[:], d.Raw[int(i)*eb:int(i+1)*eb])
	bits := binary.LittleEndian.Uint64(buf[:])
	if ft, ok := et.(*core.FloatType); ok {
		return core.FloatBits(c, ft, bits)
	}
	return core.Int(c, et, int64(bits))
}

// constIndices reads constant integer indices; ok is false if one is not.
func constIndices(operands []core.Attribute) ([]int64, bool) {
	idx := make([]int64, len(operands))
	for i, a := range operands {
		ia, ok := a.(*core.IntegerAttr)
		if !ok {
			return nil, false
		}
		idx[i] = ia.Val
	}
	return idx, true
}

// reshapeConstant is reshapeConstantSource: a splat constant takes any
// static shape.
func reshapeConstant(c *core.Context, source core.Attribute, t core.Type) core.Attribute {
	rt, ok := t.(*core.TensorType)
	if !ok || core.NumElements(rt.Dims) < 0 {
		return nil
	}
	switch s := source.(type) {
	case *core.DenseAttr:
		if s.Splat && s.Type.ElementType() == rt.Elem {
			return core.Dense(c, rt, s.Raw)
		}
	case *core.DenseStringAttr:
		if s.Splat && s.Type.ElementType() == rt.Elem {
			return core.DenseStrings(c, rt, s.Values)
		}
	}
	return nil
}

// foldConcat: a concatenation of one input of the result's type is the
// input.
func foldConcat(op *core.Operation, _ []core.Attribute) []core.FoldResult {
	if op.NumOperands() == 1 && op.Operand(0).Type() == op.Result(0).Type() {
		return value(op.Operand(0))
	}
	return nil
}

// preservesStaticInformation reports whether target, a ranked tensor like
// source, is at least as static in every dimension.
func preservesStaticInformation(source, target core.Type) bool {
	s, ok1 := source.(*core.TensorType)
	t, ok2 := target.(*core.TensorType)
	if !ok1 || !ok2 || s.Elem != t.Elem || len(s.Dims) != len(t.Dims) || s.Encoding != t.Encoding {
		return false
	}
	for i := range s.Dims {
		if s.Dims[i] != core.Dynamic && t.Dims[i] == core.Dynamic {
			return false
		}
	}
	return true
}

// foldDim: a static size; the extent a tensor.generate was given; else
// dim of a tensor.cast from a more static tensor reads the cast's source
// (in place).
func foldDim(op *core.Operation, operands []core.Attribute) []core.FoldResult {
	index, ok := operands[1].(*core.IntegerAttr)
	if !ok {
		return nil
	}
	rt, ok := op.Operand(0).Type().(*core.TensorType)
	if !ok || index.Val < 0 || index.Val >= int64(len(rt.Dims)) {
		return nil
	}
	i := int(index.Val)
	if rt.Dims[i] != core.Dynamic {
		return attr(core.Int(op.Context(), core.Index(op.Context()), rt.Dims[i]))
	}
	def := core.DefiningOp(op.Operand(0))
	if def != nil && def.Name() == opGenerate {
		n := 0
		for _, d := range rt.Dims[:i] {
			if d == core.Dynamic {
				n++
			}
		}
		if n < def.NumOperands() {
			return value(def.Operand(n))
		}
		return nil
	}
	if def != nil && def.Name() == opCast && preservesStaticInformation(def.Result(0).Type(), def.Operand(0).Type()) {
		op.SetOperand(0, def.Operand(0))
		return inPlace(op)
	}
	return nil
}

// foldExtract: an element of a splat or constant tensor, of a
// tensor.from_elements, or the scalar a tensor.insert put at the same
// indices.
func foldExtract(op *core.Operation, operands []core.Attribute) []core.FoldResult {
	c := op.Context()
	switch t := operands[0].(type) {
	case *core.DenseAttr:
		if t.Splat {
			return attr(elementAt(c, t, 0))
		}
	case *core.DenseResourceAttr:
		return nil
	}
	idx, ok := constIndices(operands[1:])
	if !ok {
		return nil
	}
	if def := core.DefiningOp(op.Operand(0)); def != nil && def.Name() == opFromElements {
		rt, ok := def.Result(0).Type().(*core.TensorType)
		if !ok || len(idx) != len(rt.Dims) {
			return nil
		}
		flat, stride := int64(0), int64(1)
		for i := len(rt.Dims) - 1; i >= 0; i-- {
			flat += idx[i] * stride
			stride *= rt.Dims[i]
		}
		if flat < 0 || flat >= int64(def.NumOperands()) {
			return nil // out of bounds: invalid code that never runs
		}
		return value(def.Operand(int(flat)))
	}
	if d, ok := operands[0].(*core.DenseAttr); ok {
		shape := d.Type.Shape()
		if len(idx) != len(shape) {
			return nil
		}
		flat := int64(0)
		for i, x := range idx {
			if x < 0 || x >= shape[i] {
				return nil
			}
			flat = flat*shape[i] + x
		}
		return attr(elementAt(c, d, flat))
	}
	if v := extractAfterInsert(op); v != nil {
		return value(v)
	}
	return nil
}

// extractAfterInsert is foldExtractAfterInsert: extracting what the
// producing tensor.insert inserted, at indices that are the same values or
// equal constants.
func extractAfterInsert(op *core.Operation) core.Value {
	ins := core.DefiningOp(op.Operand(0))
	if ins == nil || ins.Name() != opInsert || ins.Operand(0).Type() != op.Result(0).Type() {
		return nil
	}
	if ins.NumOperands()-2 != op.NumOperands()-1 {
		return nil
	}
	for i := 1; i < op.NumOperands(); i++ {
		a, b := op.Operand(i), ins.Operand(i+1)
		if a == b {
			continue
		}
		ca, ok1 := rewrite.ConstantOf(a)
		cb, ok2 := rewrite.ConstantOf(b)
		if !ok1 || !ok2 || ca != cb {
			return nil
		}
	}
	return ins.Operand(0)
}

// foldFromElements: constant elements make a constant tensor.
func foldFromElements(op *core.Operation, operands []core.Attribute) []core.FoldResult {
	for _, a := range operands {
		if a == nil {
			return nil
		}
	}
	return attr(denseOf(op.Context(), op.Result(0).Type(), operands))
}

// foldInsert: inserting a splat's own value into it changes nothing.
func foldInsert(op *core.Operation, operands []core.Attribute) []core.FoldResult {
	scalar := operands[0]
	dest, ok := operands[1].(*core.DenseAttr)
	if scalar == nil || !ok || !dest.Splat {
		return nil
	}
	if elementAt(op.Context(), dest, 0) == scalar {
		return attr(dest)
	}
	return nil
}

// foldRank: the rank of a ranked tensor.
func foldRank(op *core.Operation, _ []core.Attribute) []core.FoldResult {
	if r := rank(op.Operand(0).Type()); r >= 0 {
		return attr(core.Int(op.Context(), core.Index(op.Context()), int64(r)))
	}
	return nil
}

// foldReshape: a splat constant reshaped; a reshape of a reshape reads the
// first one's source (in place); a no-op reshape of a 1-D tensor, or to
// the sizes tensor.dim reads off the source, is the source.
func foldReshape(op *core.Operation, operands []core.Attribute) []core.FoldResult {
	if a := reshapeConstant(op.Context(), operands[0], op.Result(0).Type()); a != nil {
		return attr(a)
	}
	if def := core.DefiningOp(op.Operand(0)); def != nil && def.Name() == opReshape {
		op.SetOperand(0, def.Operand(0))
		return inPlace(op)
	}
	src := op.Operand(0)
	st, ok := src.Type().(*core.TensorType)
	if !ok || src.Type() != op.Result(0).Type() {
		return nil
	}
	if len(st.Dims) == 1 {
		return value(src)
	}
	fe := core.DefiningOp(op.Operand(1))
	if fe == nil || fe.Name() != opFromElements || fe.NumOperands() != len(st.Dims) {
		return nil
	}
	for id := 0; id < fe.NumOperands(); id++ {
		e := fe.Operand(id)
		if c, ok := rewrite.ConstantOf(e); ok {
			ia, ok := c.(*core.IntegerAttr)
			if !ok || ia.Val != st.Dims[id] {
				return nil
			}
			continue
		}
		dim := core.DefiningOp(e)
		if dim == nil || dim.Name() != opDim || dim.Operand(0) != src {
			return nil
		}
		c, ok := rewrite.ConstantOf(dim.Operand(1))
		if ia, isInt := c.(*core.IntegerAttr); !ok || !isInt || ia.Val != int64(id) {
			return nil
		}
	}
	return value(src)
}

// foldSplat: a constant integer or float splat into a static shape.
func foldSplat(op *core.Operation, operands []core.Attribute) []core.FoldResult {
	switch operands[0].(type) {
	case *core.IntegerAttr, *core.FloatAttr:
	default:
		return nil
	}
	return attr(denseOf(op.Context(), op.Result(0).Type(), operands[:1]))
}
