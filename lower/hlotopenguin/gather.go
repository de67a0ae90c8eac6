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

// gatherShape is a gather that picks, for each index, a whole slice of
// its operand along one dimension k (embedding lookups: k = 0;
// index_select on any axis): n indices, the operand's other dimensions
// (rest, in order), and where each result dimension comes from.
type gatherShape struct {
	k       int
	n       int64
	rest    []int64 // operand dims other than k (k itself, size 1, if not collapsed)
	restDim []int   // their operand dimensions
	batch   []int64 // the index dims (without the index vector dim)
	offset  []int64 // result dims holding rest, in order
}

func gatherOf(op *core.Operation) (g gatherShape, why string) {
	d, ok := op.Attr("dimension_numbers").(*stablehlo.GatherDims)
	if !ok {
		return g, "no gather dimension numbers"
	}
	// Operands are tensors when checked, HBM buffers when lowered.
	oDims := op.Operand(0).Type().(core.ShapedType).Shape()
	iDims := op.Operand(1).Type().(core.ShapedType).Shape()
	sizes := intsAttr(op, "slice_sizes")
	const only = "only gathers of whole slices along one dimension (embedding lookups, index_select) are lowered"
	if len(d.StartIndexMap) != 1 || len(d.OperandBatchingDims) != 0 || len(d.CollapsedSliceDims) > 1 {
		return g, only
	}
	g.k = int(d.StartIndexMap[0])
	collapsed := len(d.CollapsedSliceDims) == 1
	if collapsed && int(d.CollapsedSliceDims[0]) != g.k {
		return g, only
	}
	for dim, s := range sizes {
		switch {
		case dim == g.k && s != 1, dim != g.k && s != oDims[dim]:
			return g, only
		case dim != g.k || !collapsed:
			g.rest = append(g.rest, s)
			g.restDim = append(g.restDim, dim)
		}
	}
	g.n = 1
	for dim, s := range iDims {
		if int64(dim) == d.IndexVectorDim {
			if s != 1 {
				return g, fmt.Sprintf("an index vector of %d elements", s)
			}
			continue
		}
		g.n *= s
		g.batch = append(g.batch, s)
	}
	g.offset = d.OffsetDims
	return g, ""
}

func checkGather(op *core.Operation) string {
	_, why := gatherOf(op)
	return why
}

// lowerGather moves the gathered dimension first when it is not (a
// transposing copy), gathers whole rows with an indirect DMA into a
// [n, rest] buffer, and copies that into the result's dimension order
// when it differs.
func lowerGather(l *lw, op *core.Operation, args []core.Value) []core.Value {
	table, ids := args[0], args[1]
	g, _ := gatherOf(op)
	out := l.alloc(op.Result(0).Type())
	tt := hbmType(table)
	row := core.NumElements(g.rest)
	if g.n == 0 || row == 0 {
		return []core.Value{out}
	}
	rows := tt.Dims[g.k]
	trm := rowMajor(tt.Dims)
	// The table with dimension k first: [rows, rest...].
	src := table
	if g.k != 0 {
		shape := append([]int64{rows}, g.rest...)
		a := access{buf: table, stride: []int64{trm[g.k]}}
		for _, d := range g.restDim {
			a.stride = append(a.stride, trm[d])
		}
		src = penguin.NewHBMAlloc(l.b, l.loc, penguin.HBM(l.ctx, shape, tt.Elem))
		l.copyNest(l.copyTiling(shape, int64(tt.DType().Size())), identity(src), a)
	}
	// Rows in index order, then the rest: the result when its offset
	// dimensions are its last ones in order.
	gathered := out
	trailing := true
	for i, o := range g.offset {
		trailing = trailing && o == int64(len(g.batch)+i)
	}
	if !trailing {
		gathered = penguin.NewHBMAlloc(l.b, l.loc, penguin.HBM(l.ctx, []int64{g.n, row}, tt.Elem))
	}
	l.gatherRows(penguin.NewView(l.b, l.loc, src, penguin.HBM(l.ctx, []int64{rows, row}, tt.Elem)), ids, g.n, row, gathered)
	if !trailing {
		// Result dimension j is the next offset dim or the next batch dim.
		grm := rowMajor(append(append([]int64(nil), g.batch...), g.rest...))
		a := access{buf: gathered, stride: nil}
		bi, ri := 0, 0
		for j := range hbmType(out).Dims {
			if ri < len(g.offset) && g.offset[ri] == int64(j) {
				a.stride = append(a.stride, grm[len(g.batch)+ri])
				ri++
			} else {
				a.stride = append(a.stride, grm[bi])
				bi++
			}
		}
		ot := hbmType(out)
		l.copyNest(l.copyTiling(ot.Dims, int64(ot.DType().Size())), identity(out), a)
	}
	return []core.Value{out}
}

// gatherRows writes row ids[i] of table [rows, row] to row i of out.
func (l *lw) gatherRows(table, ids core.Value, n, row int64, out core.Value) {
	tt := hbmType(table)
	rows := tt.Dims[0]
	tl := tiling{shape: []int64{n, row}, part: 0, free: 1, P: min(n, int64(l.t.Partitions)), F: min(row, maxFree)}
	i32 := core.IntegerType(l.ctx, 32)
	it := hbmType(ids)
	l.nest(tl, func(pt point) {
		col := penguin.NewLoad(l.b, l.loc, l.flat(ids), penguin.Access{
			Starts: []penguin.Index{l.start(pt.at[0])},
			Dims:   []penguin.DimMap{penguin.Walk(0), penguin.Walk(0)}},
			penguin.Tile(l.ctx, []int64{pt.p, 1}, it.Elem, arch.SBUF))
		idx := l.clampIndex(col, rows-1, penguin.Tile(l.ctx, []int64{pt.p, 1}, i32, arch.SBUF))
		t := penguin.Tile(l.ctx, []int64{pt.p, pt.f}, tt.Elem, arch.SBUF)
		got := penguin.NewLoadIndirect(l.b, l.loc, table, idx, []penguin.Index{l.start(pt.at[1])}, t)
		penguin.NewStore(l.b, l.loc, got, l.flat(out), penguin.Access{
			Starts: []penguin.Index{l.start(pt.at[0].scale(row).add(pt.at[1]))},
			Dims:   []penguin.DimMap{{Dim: 0, Stride: row}, penguin.Walk(0)}})
	})
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
	l.copyNest(l.copyTiling(ut.Dims, int64(ut.DType().Size())), dst, identity(args[1]))
	return []core.Value{out}
}
