package hlotopenguin

import (
	"ncc/core"
	"ncc/dialects/penguin"
)

// Data movement: every op here is a copy whose source is an affine walk of
// its operand (strides of the flat buffer), so transposes, broadcasts,
// slices, concatenations and pads are DMAs with access patterns; reshape
// is a view and costs nothing.

func init() {
	register("stablehlo.constant", lowerConstant)
	register("stablehlo.reshape", lowerReshape)
	register("tensor.cast", lowerReshape) // static shapes only: the same buffer
	register("stablehlo.broadcast_in_dim", lowerBroadcastInDim)
	register("stablehlo.transpose", lowerTranspose)
	register("stablehlo.slice", lowerSlice)
	register("stablehlo.concatenate", lowerConcatenate)
	registerChecked("stablehlo.pad", checkPad, lowerPad)
	register("stablehlo.iota", lowerIota)
	registerChecked("stablehlo.reverse", func(*core.Operation) string { return "reversed access patterns" }, nil)
}

func intsAttr(op *core.Operation, name string) []int64 {
	switch a := op.Attr(name).(type) {
	case *core.DenseArrayAttr:
		out := make([]int64, a.N)
		w := core.ElementBytes(a.Elem)
		for i := range out {
			var v int64
			for b := w - 1; b >= 0; b-- {
				v = v<<8 | int64(a.Raw[i*w+b])
			}
			if w < 8 && v>>(uint(w)*8-1)&1 == 1 {
				v -= 1 << (uint(w) * 8)
			}
			out[i] = v
		}
		return out
	case *core.ArrayAttr:
		out := make([]int64, len(a.Elems))
		for i, e := range a.Elems {
			if ia, ok := e.(*core.IntegerAttr); ok {
				out[i] = ia.Val
			}
		}
		return out
	}
	return nil
}

func lowerConstant(l *lw, op *core.Operation, _ []core.Value) []core.Value {
	rt := op.Result(0).Type().(*core.TensorType)
	v, _ := op.Attr("value").(core.ElementsAttr)
	return []core.Value{penguin.NewHBMConstant(l.b, l.loc, penguin.HBM(l.ctx, rt.Dims, rt.Elem), v)}
}

func lowerReshape(l *lw, op *core.Operation, args []core.Value) []core.Value {
	rt := op.Result(0).Type().(*core.TensorType)
	return []core.Value{penguin.NewView(l.b, l.loc, args[0], penguin.HBM(l.ctx, rt.Dims, rt.Elem))}
}

// copyInto copies in (an access over out's shape) into a new buffer.
func (l *lw) copyInto(op *core.Operation, in access) []core.Value {
	out := l.alloc(op.Result(0).Type())
	l.mapNest(out, []access{in}, func(_ point, x []core.Value) core.Value { return x[0] })
	return []core.Value{out}
}

func lowerBroadcastInDim(l *lw, op *core.Operation, args []core.Value) []core.Value {
	in := hbmType(args[0])
	outShape := op.Result(0).Type().(*core.TensorType).Dims
	rm := rowMajor(in.Dims)
	a := access{buf: args[0], stride: make([]int64, len(outShape))}
	for i, d := range intsAttr(op, "broadcast_dimensions") {
		if in.Dims[i] == outShape[d] {
			a.stride[d] = rm[i]
		}
	}
	return l.copyInto(op, a)
}

func lowerTranspose(l *lw, op *core.Operation, args []core.Value) []core.Value {
	rm := rowMajor(hbmType(args[0]).Dims)
	perm := intsAttr(op, "permutation")
	a := access{buf: args[0], stride: make([]int64, len(perm))}
	for k, p := range perm {
		a.stride[k] = rm[p]
	}
	return l.copyInto(op, a)
}

func lowerSlice(l *lw, op *core.Operation, args []core.Value) []core.Value {
	rm := rowMajor(hbmType(args[0]).Dims)
	starts, steps := intsAttr(op, "start_indices"), intsAttr(op, "strides")
	a := access{buf: args[0], stride: make([]int64, len(rm))}
	for k := range rm {
		a.base += starts[k] * rm[k]
		a.stride[k] = rm[k] * steps[k]
	}
	return l.copyInto(op, a)
}

func lowerConcatenate(l *lw, op *core.Operation, args []core.Value) []core.Value {
	out := l.alloc(op.Result(0).Type())
	ot := hbmType(out)
	rm := rowMajor(ot.Dims)
	d := intsAttr(op, "dimension")[0]
	off := int64(0)
	for _, in := range args {
		it := hbmType(in)
		if it.NumElements() > 0 {
			dst := access{buf: out, base: off * rm[d], stride: rm}
			l.mapNestTiled(l.tile2D(it.Dims), dst, []access{identity(in)},
				func(_ point, x []core.Value) core.Value { return x[0] })
		}
		off += it.Dims[d]
	}
	return []core.Value{out}
}

func checkPad(op *core.Operation) string {
	for _, n := range [][]int64{intsAttr(op, "edge_padding_low"), intsAttr(op, "edge_padding_high")} {
		for _, p := range n {
			if p < 0 {
				return "negative padding"
			}
		}
	}
	return ""
}

// lowerPad fills the result with the padding value, then copies the
// operand into it with the interior padding as strides.
func lowerPad(l *lw, op *core.Operation, args []core.Value) []core.Value {
	out := l.alloc(op.Result(0).Type())
	l.elementwise(out, []access{{buf: args[1]}}, func(_ point, x []core.Value) core.Value { return x[0] })
	in := hbmType(args[0])
	if in.NumElements() == 0 {
		return []core.Value{out}
	}
	rm := rowMajor(hbmType(out).Dims)
	lo, interior := intsAttr(op, "edge_padding_low"), intsAttr(op, "interior_padding")
	dst := access{buf: out, stride: make([]int64, len(rm))}
	for k := range rm {
		dst.base += lo[k] * rm[k]
		dst.stride[k] = rm[k] * (interior[k] + 1)
	}
	l.mapNestTiled(l.tile2D(in.Dims), dst, []access{identity(args[0])},
		func(_ point, x []core.Value) core.Value { return x[0] })
	return []core.Value{out}
}

// lowerIota broadcasts a constant 0, 1, ..., n-1 along the iota dimension.
func lowerIota(l *lw, op *core.Operation, _ []core.Value) []core.Value {
	rt := op.Result(0).Type().(*core.TensorType)
	d := intsAttr(op, "iota_dimension")[0]
	n := rt.Dims[d]
	vals := make([]float32, n)
	for i := range vals {
		vals[i] = float32(i)
	}
	c := l.constant(rt.Elem, vals)
	a := access{buf: c, stride: make([]int64, len(rt.Dims))}
	a.stride[d] = 1
	return l.copyInto(op, a)
}

// constant is a 1-D HBM constant of element type elem holding vals.
func (l *lw) constant(elem core.Type, vals []float32) core.Value {
	dt, _ := penguin.DTypeOf(elem)
	raw := make([]byte, len(vals)*dt.Size())
	dt.Store(raw, vals)
	n := int64(len(vals))
	dense := core.Dense(l.ctx, core.RankedTensor(l.ctx, []int64{n}, elem, nil), raw)
	return penguin.NewHBMConstant(l.b, l.loc, penguin.HBM(l.ctx, []int64{n}, elem), dense)
}
