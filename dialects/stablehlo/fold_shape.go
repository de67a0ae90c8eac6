package stablehlo

import (
	"ncc/core"
)

// Constant folding of shape ops: transpose, reverse, slice, pad,
// broadcast_in_dim and concatenate of constants move element bytes, so they
// fold for every element type with a fixed byte size (bool, integers,
// floats, complex), up to maxFoldElements result elements; get_dimension_size
// of a static dimension is a constant.

// rawConst is a dense constant read element by element.
type rawConst struct {
	d  *core.DenseAttr
	eb int
}

func rawOf(a core.Attribute) (rawConst, bool) {
	d, ok := a.(*core.DenseAttr)
	if !ok {
		return rawConst{}, false
	}
	eb := core.ElementBytes(d.Type.ElementType())
	if eb == 0 {
		return rawConst{}, false
	}
	return rawConst{d, eb}, true
}

func (r rawConst) elem(i int64) []byte {
	if r.d.Splat {
		return r.d.Raw[:r.eb]
	}
	return r.d.Raw[i*int64(r.eb) : (i+1)*int64(r.eb)]
}

// foldResultType is op's result type when constant folding may build it: a
// static tensor of at most maxFoldElements elements whose element type is
// the constant's.
func foldResultType(op *core.Operation, c rawConst) *core.TensorType {
	rt, ok := op.Result(0).Type().(*core.TensorType)
	if !ok || rt.Elem != c.d.Type.ElementType() {
		return nil
	}
	if n := core.NumElements(rt.Dims); n < 0 || n > maxFoldElements {
		return nil
	}
	return rt
}

// strides are the row-major strides of dims.
func strides(dims []int64) []int64 {
	s := make([]int64, len(dims))
	acc := int64(1)
	for i := len(dims) - 1; i >= 0; i-- {
		s[i] = acc
		acc *= dims[i]
	}
	return s
}

// gatherConst builds the constant of type rt whose element at each index
// is c's element at src(index), or pad's when src returns -1.
func gatherConst(ctx *core.Context, rt *core.TensorType, c rawConst, pad []byte, src func(idx []int64) int64) core.Attribute {
	if c.d.Splat && pad == nil {
		return core.Dense(ctx, rt, c.elem(0))
	}
	n := core.NumElements(rt.Dims)
	out := make([]byte, 0, n*int64(c.eb))
	idx := make([]int64, len(rt.Dims))
	for range n {
		if s := src(idx); s >= 0 {
			out = append(out, c.elem(s)...)
		} else {
			out = append(out, pad...)
		}
		for d := len(idx) - 1; d >= 0; d-- {
			if idx[d]++; idx[d] < rt.Dims[d] {
				break
			}
			idx[d] = 0
		}
	}
	return core.Dense(ctx, rt, out)
}

// foldShapeConst folds op of a constant first operand with index map src
// (given the operand's strides), after ident, the op's non-constant fold.
func foldShapeConst(ident func(*core.Operation, []core.Attribute) []core.FoldResult,
	src func(op *core.Operation, in []int64, st []int64, idx []int64) int64) func(*core.Operation, []core.Attribute) []core.FoldResult {
	return func(op *core.Operation, operands []core.Attribute) []core.FoldResult {
		if ident != nil {
			if r := ident(op, operands); r != nil {
				return r
			}
		}
		c, ok := rawOf(operands[0])
		if !ok {
			return nil
		}
		rt := foldResultType(op, c)
		in := shapeOf(op.Operand(0))
		if rt == nil || core.NumElements(in) < 0 {
			return nil
		}
		st := strides(in)
		return []core.FoldResult{{Attr: gatherConst(op.Context(), rt, c, nil, func(idx []int64) int64 {
			return src(op, in, st, idx)
		})}}
	}
}

func transposeSrc(op *core.Operation, _, st, idx []int64) int64 {
	perm, _ := i64sAttr(op.Attr("permutation"))
	var s int64
	for k, p := range perm {
		s += idx[k] * st[p]
	}
	return s
}

func reverseSrc(op *core.Operation, in, st, idx []int64) int64 {
	dims, _ := i64sAttr(op.Attr("dimensions"))
	var s int64
	for d := range idx {
		s += idx[d] * st[d]
	}
	for _, d := range dims {
		s += (in[d] - 1 - 2*idx[d]) * st[d]
	}
	return s
}

func sliceSrc(op *core.Operation, _, st, idx []int64) int64 {
	start, _ := i64sAttr(op.Attr("start_indices"))
	step, _ := i64sAttr(op.Attr("strides"))
	var s int64
	for d := range idx {
		s += (start[d] + idx[d]*step[d]) * st[d]
	}
	return s
}

func broadcastSrc(op *core.Operation, in, st, idx []int64) int64 {
	dims, _ := i64sAttr(op.Attr("broadcast_dimensions"))
	var s int64
	for i, d := range dims {
		if in[i] != 1 {
			s += idx[d] * st[i]
		}
	}
	return s
}

// foldPadConst pads a constant with a constant padding value.
func foldPadConst(op *core.Operation, operands []core.Attribute) []core.FoldResult {
	c, ok := rawOf(operands[0])
	p, ok2 := rawOf(operands[1])
	if !ok || !ok2 {
		return nil
	}
	rt := foldResultType(op, c)
	in := shapeOf(op.Operand(0))
	if rt == nil || core.NumElements(in) < 0 {
		return nil
	}
	lo, _ := i64sAttr(op.Attr("edge_padding_low"))
	interior, _ := i64sAttr(op.Attr("interior_padding"))
	st := strides(in)
	return []core.FoldResult{{Attr: gatherConst(op.Context(), rt, c, p.elem(0), func(idx []int64) int64 {
		var s int64
		for d := range idx {
			off := idx[d] - lo[d]
			step := interior[d] + 1
			if off < 0 || off%step != 0 || off/step >= in[d] {
				return -1
			}
			s += off / step * st[d]
		}
		return s
	})}}
}

// foldConcatenate forwards a lone operand and joins constants.
func foldConcatenate(op *core.Operation, operands []core.Attribute) []core.FoldResult {
	if op.NumOperands() == 1 && op.Operand(0).Type() == op.Result(0).Type() {
		return []core.FoldResult{{Value: op.Operand(0)}}
	}
	cs := make([]rawConst, len(operands))
	for i, a := range operands {
		c, ok := rawOf(a)
		if !ok || core.NumElements(shapeOf(op.Operand(i))) < 0 {
			return nil
		}
		cs[i] = c
	}
	if len(cs) == 0 {
		return nil
	}
	rt := foldResultType(op, cs[0])
	dim, _ := intAttr(op.Attr("dimension"))
	if rt == nil || dim < 0 || dim >= int64(len(rt.Dims)) {
		return nil
	}
	// Each operand contributes, per index of the dimensions before dim, a
	// contiguous run of its elements.
	outer := core.NumElements(rt.Dims[:dim])
	out := make([]byte, 0, core.NumElements(rt.Dims)*int64(cs[0].eb))
	for o := range outer {
		for i, c := range cs {
			s := shapeOf(op.Operand(i))
			run := core.NumElements(s[dim:])
			for k := range run {
				out = append(out, c.elem(o*run+k)...)
			}
		}
	}
	return []core.FoldResult{{Attr: core.Dense(op.Context(), rt, out)}}
}

// foldGetDimensionSize is the size of a static dimension.
func foldGetDimensionSize(op *core.Operation, _ []core.Attribute) []core.FoldResult {
	s := shapeOf(op.Operand(0))
	d, _ := intAttr(op.Attr("dimension"))
	rt, ok := op.Result(0).Type().(*core.TensorType)
	if !ok || d < 0 || d >= int64(len(s)) || isDyn(s[d]) {
		return nil
	}
	return []core.FoldResult{{Attr: encodeConst(op.Context(), rt, []uint64{uint64(s[d])})}}
}

// installShapeFolders adds constant folding to the shape ops' identity
// folders; fold.go's init calls it after installing those.
func installShapeFolders() {
	Transpose.Fold = foldShapeConst(Transpose.Fold, transposeSrc)
	Reverse.Fold = foldShapeConst(Reverse.Fold, reverseSrc)
	Slice.Fold = foldShapeConst(Slice.Fold, sliceSrc)
	BroadcastInDim.Fold = foldShapeConst(BroadcastInDim.Fold, broadcastSrc)
	identPad := Pad.Fold
	Pad.Fold = func(op *core.Operation, operands []core.Attribute) []core.FoldResult {
		if r := identPad(op, operands); r != nil {
			return r
		}
		return foldPadConst(op, operands)
	}
	Concatenate.Fold = foldConcatenate
	GetDimensionSize.Fold = foldGetDimensionSize
}
