package hlotopenguin

import (
	"encoding/binary"
	"fmt"
	"math"

	"ncc/core"
	"ncc/dialects/ods"
	"ncc/dialects/penguin"
)

// Data movement: every op here is a copy whose source is an affine walk of
// its operand (strides of the flat buffer), so transposes, broadcasts,
// slices, concatenations and pads are DMAs with access patterns; reshape
// is a view and costs nothing.

func init() {
	registerChecked("stablehlo.constant", checkConstant, lowerConstant)
	registerChecked("arith.constant", checkConstant, lowerConstant)
	register("stablehlo.reshape", lowerReshape)
	register("tensor.cast", lowerReshape) // static shapes only: the same buffer
	register("stablehlo.broadcast_in_dim", lowerBroadcastInDim)
	register("stablehlo.transpose", lowerTranspose)
	register("stablehlo.slice", lowerSlice)
	register("stablehlo.concatenate", lowerConcatenate)
	register("stablehlo.pad", lowerPad)
	register("stablehlo.iota", lowerIota)
	register("stablehlo.reverse", lowerReverse)
}

// intsAttr reads an integer attribute as StableHLO stores them: an
// array<i64: ...> (dimensions, permutations, sizes) or one integer
// (iota_dimension, dimension).
func intsAttr(op *core.Operation, name string) []int64 {
	switch a := op.Attr(name).(type) {
	case *core.IntegerAttr:
		return []int64{a.Val}
	case *core.DenseArrayAttr:
		if ods.IsDenseArrayOf(a, 64) {
			return ods.I64s(a)
		}
	}
	return nil
}

// checkConstant refuses 64-bit integer constants that 32 bits cannot
// hold: narrowing them would change the program silently.
func checkConstant(op *core.Operation) string {
	rt, ok := op.Result(0).Type().(*core.TensorType)
	d, isDense := op.Attr("value").(*core.DenseAttr)
	it, isInt := rt.Elem.(*core.IntType)
	if !ok || !isDense || !isInt || it.Width != 64 {
		return ""
	}
	lo, hi := int64(math.MinInt32), int64(math.MaxInt32)
	if it.Sign == core.Unsigned {
		lo, hi = 0, math.MaxUint32
	}
	for i := 0; i+8 <= len(d.Raw); i += 8 {
		if v := int64(binary.LittleEndian.Uint64(d.Raw[i:])); v < lo || v > hi {
			return fmt.Sprintf("the 64-bit constant %d does not fit the 32 bits ncc holds %s in", v, core.TypeString(rt))
		}
	}
	return ""
}

func lowerConstant(l *lw, op *core.Operation, _ []core.Value) []core.Value {
	rt := op.Result(0).Type().(*core.TensorType)
	v, _ := op.Attr("value").(core.ElementsAttr)
	if st := storage(l.ctx, rt.Elem); st != rt.Elem {
		v = narrow(l.ctx, v.(*core.DenseAttr), st)
	}
	return []core.Value{penguin.NewHBMConstant(l.b, l.loc, penguin.HBM(l.ctx, rt.Dims, storage(l.ctx, rt.Elem)), v)}
}

func lowerReshape(l *lw, op *core.Operation, args []core.Value) []core.Value {
	rt := op.Result(0).Type().(*core.TensorType)
	return []core.Value{penguin.NewView(l.b, l.loc, args[0], penguin.HBM(l.ctx, rt.Dims, storage(l.ctx, rt.Elem)))}
}

// copyInto copies in (an access over out's shape) into a new buffer, in
// as few tiles as copyTiling finds.
func (l *lw) copyInto(op *core.Operation, in access) []core.Value {
	out := l.alloc(op.Result(0).Type())
	ot := hbmType(out)
	l.copyNest(l.copyTiling(ot.Dims, int64(ot.DType().Size())), identity(out), in)
	return []core.Value{out}
}

// copyNest copies the tiles of in to out, both accesses over tl's
// iteration space: one load and one store per tile.
func (l *lw) copyNest(tl tiling, out, in access) {
	l.mapNestTiled(tl, out, []access{in}, func(_ point, x []core.Value) core.Value { return x[0] })
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
			l.copyNest(l.copyTiling(it.Dims, int64(it.DType().Size())), dst, identity(in))
		}
		off += it.Dims[d]
	}
	return []core.Value{out}
}

// lowerPad fills the result with the padding value, then copies the
// operand's elements that land inside it, with the interior padding as
// strides; negative edge padding drops the elements it cuts off.
func lowerPad(l *lw, op *core.Operation, args []core.Value) []core.Value {
	out := l.alloc(op.Result(0).Type())
	l.elementwise(out, []access{{buf: args[1]}}, func(_ point, x []core.Value) core.Value { return x[0] })
	in := hbmType(args[0])
	odims := hbmType(out).Dims
	orm, irm := rowMajor(odims), rowMajor(in.Dims)
	lo, interior := intsAttr(op, "edge_padding_low"), intsAttr(op, "interior_padding")
	src := access{buf: args[0], stride: irm}
	dst := access{buf: out, stride: make([]int64, len(orm))}
	shape := make([]int64, len(irm))
	for k := range irm {
		step := interior[k] + 1
		// Input index i lands at lo + i·step; keep 0 ≤ lo + i·step < odims[k].
		first := int64(0)
		if lo[k] < 0 {
			first = (-lo[k] + step - 1) / step
		}
		last := in.Dims[k] - 1
		if over := lo[k] + last*step - (odims[k] - 1); over > 0 {
			last -= (over + step - 1) / step
		}
		shape[k] = max(last-first+1, 0)
		src.base += first * irm[k]
		dst.base += (lo[k] + first*step) * orm[k]
		dst.stride[k] = orm[k] * step
	}
	if core.NumElements(shape) == 0 {
		return []core.Value{out}
	}
	l.copyNest(l.copyTiling(shape, int64(in.DType().Size())), dst, src)
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
	c := l.constant(storage(l.ctx, rt.Elem), vals)
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

// lowerReverse walks the reversed dimensions backwards: each starts at
// its last index with a negative stride, so a reverse is the same tiled
// copy as a transpose, one DMA per tile in and out.
func lowerReverse(l *lw, op *core.Operation, args []core.Value) []core.Value {
	in := hbmType(args[0])
	rm := rowMajor(in.Dims)
	src := access{buf: args[0], stride: append([]int64(nil), rm...)}
	for _, k := range intsAttr(op, "dimensions") {
		src.base += (in.Dims[k] - 1) * rm[k]
		src.stride[k] = -rm[k]
	}
	if in.NumElements() == 0 {
		return []core.Value{l.alloc(op.Result(0).Type())}
	}
	return l.copyInto(op, src)
}

// narrow re-encodes 64-bit integer elements as 32-bit ones (storage).
func narrow(ctx *core.Context, d *core.DenseAttr, to core.Type) core.ElementsAttr {
	raw := make([]byte, len(d.Raw)/2)
	for i := 0; i < len(raw); i += 4 {
		copy(raw[i:i+4], d.Raw[2*i:2*i+4]) // little-endian: the low half
	}
	st := d.Type.(core.ShapedType)
	return core.Dense(ctx, core.RankedTensor(ctx, st.Shape(), to, nil), raw)
}
