package hlotopenguin

import (
	"fmt"

	"ncc/arch"
	"ncc/core"
	"ncc/dialects/penguin"
	"ncc/dialects/stablehlo"
)

// Data-dependent addressing. A gather of whole rows (the embedding lookups
// and index selects exporters emit) is an indirect DMA: a [P, 1] tile of
// clamped row indices picks the partitions' rows. dynamic_slice and
// dynamic_update_slice read their starts into index values
// (penguin.extract_scalar), clamped as StableHLO clamps them, and then are
// ordinary copies whose access starts at a run-time offset.

func init() {
	registerChecked("stablehlo.gather", checkGather, lowerGather)
	register("stablehlo.dynamic_slice", lowerDynamicSlice)
	register("stablehlo.dynamic_update_slice", lowerDynamicUpdateSlice)
}

// rowGather reads a gather that selects whole rows of its operand's
// dimension 0: the number of indices n and the row size.
func rowGather(op *core.Operation) (n, row int64, why string) {
	d, ok := op.Attr("dimension_numbers").(*stablehlo.GatherDims)
	if !ok {
		return 0, 0, "no gather dimension numbers"
	}
	ot := op.Operand(0).Type().(*core.TensorType)
	it := op.Operand(1).Type().(*core.TensorType)
	rt := op.Result(0).Type().(*core.TensorType)
	sizes := intsAttr(op, "slice_sizes")
	if len(d.StartIndexMap) != 1 || d.StartIndexMap[0] != 0 || len(d.OperandBatchingDims) != 0 {
		return 0, 0, "only gathers of whole rows of dimension 0 (embedding lookups, index_select) are lowered"
	}
	if len(d.CollapsedSliceDims) > 1 || len(d.CollapsedSliceDims) == 1 && d.CollapsedSliceDims[0] != 0 {
		return 0, 0, "only gathers of whole rows of dimension 0 (embedding lookups, index_select) are lowered"
	}
	row = 1
	for k, s := range sizes {
		if k == 0 && s != 1 || k > 0 && s != ot.Dims[k] {
			return 0, 0, "only gathers of whole rows of dimension 0 (embedding lookups, index_select) are lowered"
		}
		if k > 0 {
			row *= s
		}
	}
	// The offset dimensions must be the result's trailing ones.
	for i, o := range d.OffsetDims {
		if o != int64(len(rt.Dims)-len(d.OffsetDims)+i) {
			return 0, 0, "the offset dimensions must be the result's last ones"
		}
	}
	n = 1
	for k, s := range it.Dims {
		if int64(k) != d.IndexVectorDim {
			n *= s
		} else if s != 1 {
			return 0, 0, fmt.Sprintf("an index vector of %d elements", s)
		}
	}
	return n, row, ""
}

func checkGather(op *core.Operation) string {
	_, _, why := rowGather(op)
	return why
}

func lowerGather(l *lw, op *core.Operation, args []core.Value) []core.Value {
	table, ids := args[0], args[1]
	out := l.alloc(op.Result(0).Type())
	n, row, _ := rowGather(op)
	tt := hbmType(table)
	if n == 0 || row == 0 {
		return []core.Value{out}
	}
	rows := tt.Dims[0]
	table2 := penguin.NewView(l.b, l.loc, table, penguin.HBM(l.ctx, []int64{rows, row}, tt.Elem))
	tl := tiling{shape: []int64{n, row}, part: 0, free: 1, P: min(n, int64(l.t.Partitions)), F: min(row, maxFree)}
	i32 := core.IntegerType(l.ctx, 32)
	l.nest(tl, func(pt point) {
		it := hbmType(ids)
		col := penguin.NewLoad(l.b, l.loc, l.flat(ids), penguin.Access{
			Starts: []penguin.Index{l.start(pt.at[0])},
			Dims:   []penguin.DimMap{penguin.Walk(0), penguin.Walk(0)}},
			penguin.Tile(l.ctx, []int64{pt.p, 1}, it.Elem, arch.SBUF))
		idx := l.clampIndex(col, rows-1, penguin.Tile(l.ctx, []int64{pt.p, 1}, i32, arch.SBUF))
		t := penguin.Tile(l.ctx, []int64{pt.p, pt.f}, tt.Elem, arch.SBUF)
		g := penguin.NewLoadIndirect(l.b, l.loc, table2, idx, []penguin.Index{l.start(pt.at[1])}, t)
		penguin.NewStore(l.b, l.loc, g, l.flat(out), penguin.Access{
			Starts: []penguin.Index{l.start(pt.at[0].scale(row).add(pt.at[1]))},
			Dims:   []penguin.DimMap{{Dim: 0, Stride: row}, penguin.Walk(0)}})
	})
	return []core.Value{out}
}

// clampIndex is min(max(x, 0), hi) as a tile of type t (i32).
func (l *lw) clampIndex(x core.Value, hi int64, t *penguin.TileType) core.Value {
	m := penguin.NewEwise(l.b, l.loc, penguin.AluMax, t, penguin.V(x), penguin.Imm(0))
	return penguin.NewEwise(l.b, l.loc, penguin.AluMin, t, penguin.V(m), penguin.Imm(float64(hi)))
}

// dynStart reads the start indices of a dynamic slice of sizes out of a
// buffer of shape dims, clamped so that the slice fits, as the flat offset.
func (l *lw) dynStart(starts []core.Value, dims, sizes []int64) ix {
	rm := rowMajor(dims)
	off := cst(0)
	i32 := penguin.Tile(l.ctx, []int64{1, 1}, core.IntegerType(l.ctx, 32), arch.SBUF)
	for k, s := range starts {
		c := l.clampIndex(l.loadScalar(s), dims[k]-sizes[k], i32)
		off = off.addScaled(ivar(penguin.NewExtractScalar(l.b, l.loc, c, 0, 0)), rm[k])
	}
	return off
}

func lowerDynamicSlice(l *lw, op *core.Operation, args []core.Value) []core.Value {
	in := hbmType(args[0])
	sizes := intsAttr(op, "slice_sizes")
	a := identity(args[0])
	if core.NumElements(sizes) > 0 {
		a.dyn = l.dynStart(args[1:], in.Dims, sizes)
	}
	return l.copyInto(op, a)
}

func lowerDynamicUpdateSlice(l *lw, op *core.Operation, args []core.Value) []core.Value {
	out := l.alloc(op.Result(0).Type())
	ot, ut := hbmType(out), hbmType(args[1])
	l.copyBuf(args[0], out)
	if ut.NumElements() == 0 {
		return []core.Value{out}
	}
	dst := identity(out)
	dst.dyn = l.dynStart(args[2:], ot.Dims, ut.Dims)
	l.mapNestTiled(l.tile2D(ut.Dims), dst, []access{identity(args[1])},
		func(_ point, x []core.Value) core.Value { return x[0] })
	return []core.Value{out}
}
