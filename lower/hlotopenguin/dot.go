package hlotopenguin

import (
	"ncc/arch"
	"ncc/core"
	"ncc/dialects/penguin"
	"ncc/dialects/stablehlo"
)

// The dot transform: dot_general's contraction goes on partitions. For
// each output tile [M, N] (M ≤ the stationary limit, N ≤ the moving limit),
// the stationary tile [K, M] is lhs with its contracting dimension on
// partitions and the moving tile [K, N] is rhs the same way (the DMA walks
// them transposed when they are not already), and matmuls over the chunks
// of K accumulate into one PSUM tile, which is evacuated to SBUF and
// stored. Batch dimensions and every M, N or K dimension but the innermost
// of each are loops of single indices (K's sequential, accumulating).

func init() {
	registerChecked("stablehlo.dot_general", checkDot, lowerDot)
	registerChecked("stablehlo.dot", checkDot, lowerDot)
}

func checkDot(op *core.Operation) string {
	for _, v := range op.Operands() {
		e := v.Type().(*core.TensorType).Elem
		if penguin.IsIntElem(e) && !penguin.IsI1(e) {
			if w := e.(*core.IntType).Width; w > 16 {
				return "an integer dot wider than 16 bits (TensorE multiplies floats exactly only up to 2^24)"
			}
		}
	}
	return ""
}

// dotDims reads dot_general's dimension numbers; stablehlo.dot is a
// matrix (or vector) product contracting lhs's last with rhs's first.
func dotDims(op *core.Operation) (lb, rb, lc, rc []int64) {
	if d, ok := op.Attr("dot_dimension_numbers").(*stablehlo.DotDims); ok {
		return d.LhsBatching, d.RhsBatching, d.LhsContracting, d.RhsContracting
	}
	lr := op.Operand(0).Type().(core.ShapedType).Shape()
	return nil, nil, []int64{int64(len(lr) - 1)}, []int64{0}
}

// dotDim is one dimension of the dot's iteration space with its stride in
// lhs, rhs and the output (0 where it does not appear).
type dotDim struct {
	n             int64
	lhs, rhs, out int64
}

func lowerDot(l *lw, op *core.Operation, args []core.Value) []core.Value {
	lhs, rhs := args[0], args[1]
	lt, rt := hbmType(lhs), hbmType(rhs)
	out := l.alloc(op.Result(0).Type())
	if lb, rb, lc, rc := dotDims(op); len(lb) == 0 && len(rb) == 0 && len(lc) == 1 && lc[0] == int64(len(lt.Dims)-1) && len(rc) == 1 && rc[0] == 0 &&
		l.dotResident(lhs, rhs, out) {
		return []core.Value{out}
	}
	ot := hbmType(out)
	lrm, rrm, orm := rowMajor(lt.Dims), rowMajor(rt.Dims), rowMajor(ot.Dims)
	lb, rb, lc, rc := dotDims(op)
	used := func(ds []int64, d int) bool {
		for _, x := range ds {
			if x == int64(d) {
				return true
			}
		}
		return false
	}
	var batch, ms, ns, ks []dotDim
	o := 0
	for i := range lb {
		batch = append(batch, dotDim{n: lt.Dims[lb[i]], lhs: lrm[lb[i]], rhs: rrm[rb[i]], out: orm[o]})
		o++
	}
	for d := range lt.Dims {
		if !used(lb, d) && !used(lc, d) {
			ms = append(ms, dotDim{n: lt.Dims[d], lhs: lrm[d], out: orm[o]})
			o++
		}
	}
	for d := range rt.Dims {
		if !used(rb, d) && !used(rc, d) {
			ns = append(ns, dotDim{n: rt.Dims[d], rhs: rrm[d], out: orm[o]})
			o++
		}
	}
	for i := range lc {
		ks = append(ks, dotDim{n: lt.Dims[lc[i]], lhs: lrm[lc[i]], rhs: rrm[rc[i]]})
	}
	// The innermost M, N and K dimensions are the tile's; a missing one is
	// a dimension of size 1.
	split := func(ds []dotDim) ([]dotDim, dotDim) {
		if len(ds) == 0 {
			return nil, dotDim{n: 1}
		}
		return ds[:len(ds)-1], ds[len(ds)-1]
	}
	mLoops, m := split(ms)
	nLoops, n := split(ns)
	kLoops, k := split(ks)
	loops := append(append(append([]dotDim(nil), batch...), mLoops...), nLoops...)
	shape := make([]int64, 0, len(loops)+2)
	for _, d := range loops {
		shape = append(shape, d.n)
	}
	shape = append(shape, m.n, n.n)
	tl := tiling{shape: shape, part: len(loops), free: len(loops) + 1,
		P: min(m.n, int64(l.t.MatmulMaxStationary)), F: min(n.n, int64(l.t.MatmulMaxMoving), int64(l.t.PSUMBankElems()))}
	if ot.NumElements() == 0 {
		return []core.Value{out}
	}
	l.nest(tl, func(pt point) {
		lOff, rOff, oOff := cst(0), cst(0), cst(0)
		for i, d := range append(loops, m, n) {
			lOff = lOff.addScaled(pt.at[i], d.lhs)
			rOff = rOff.addScaled(pt.at[i], d.rhs)
			oOff = oOff.addScaled(pt.at[i], d.out)
		}
		accT := penguin.Tile(l.ctx, []int64{pt.p, pt.f}, core.F32(l.ctx), arch.PSUM)
		acc := penguin.NewZeros(l.b, l.loc, accT)
		kd := append(append([]dotDim(nil), kLoops...), k)
		acc = l.contract(kd, 0, lOff, rOff, acc, func(lo, ro ix, kk int64, acc core.Value) core.Value {
			st := l.loadOperand(lhs, lo, kk, k.lhs, pt.p, m.lhs)
			mv := l.loadOperand(rhs, ro, kk, k.rhs, pt.f, n.rhs)
			return penguin.NewMatmul(l.b, l.loc, st, mv, acc)
		})
		res := penguin.NewCopy(l.b, l.loc, acc, penguin.Tile(l.ctx, []int64{pt.p, pt.f}, ot.Elem, arch.SBUF))
		penguin.NewStore(l.b, l.loc, res, l.flat(out), penguin.Access{
			Starts: []penguin.Index{l.start(oOff)},
			Dims:   []penguin.DimMap{{Dim: 0, Stride: max(m.out, 1)}, {Dim: 0, Stride: max(n.out, 1)}}})
	})
	return []core.Value{out}
}

// loadOperand loads a matmul operand tile [kk, free] from buf: partitions
// walk the contracting dimension, the free axis the M or N dimension.
// Integer operands are converted to f32 (exact for the widths checkDot
// lets through).
func (l *lw) loadOperand(buf core.Value, off ix, kk, kStride, free, fStride int64) core.Value {
	ht := hbmType(buf)
	t := penguin.Tile(l.ctx, []int64{kk, free}, ht.Elem, arch.SBUF)
	v := penguin.NewLoad(l.b, l.loc, l.flat(buf), penguin.Access{
		Starts: []penguin.Index{l.start(off)},
		Dims:   []penguin.DimMap{walkOrBcast(kStride), walkOrBcast(fStride)}}, t)
	if penguin.IsIntElem(ht.Elem) {
		v = penguin.NewCopy(l.b, l.loc, v, t.WithElem(l.ctx, core.F32(l.ctx)))
	}
	return v
}

// contract accumulates step over every chunk of the contracting
// dimensions from ks[i] on: outer ones are sequential loops of single
// indices, the innermost one chunks of up to MatmulMaxK partitions.
func (l *lw) contract(ks []dotDim, i int, lOff, rOff ix, acc core.Value,
	step func(lOff, rOff ix, kk int64, acc core.Value) core.Value) core.Value {
	d := ks[i]
	last := i == len(ks)-1
	chunk := int64(1)
	if last {
		chunk = min(d.n, int64(l.t.MatmulMaxK))
	}
	inner := func(lo, ro ix, kk int64, acc core.Value) core.Value {
		if last {
			return step(lo, ro, kk, acc)
		}
		return l.contract(ks, i+1, lo, ro, acc, step)
	}
	full, rem := d.n/chunk, d.n%chunk
	switch {
	case full == 1:
		acc = inner(lOff, rOff, chunk, acc)
	case full > 1:
		loop := penguin.NewFor(l.b, l.loc, 0, full, 1, penguin.Sequential, []core.Value{acc},
			func(_ *core.Builder, iv core.Value, it []core.Value) []core.Value {
				x := ivar(iv).scale(chunk)
				return []core.Value{inner(lOff.addScaled(x, d.lhs), rOff.addScaled(x, d.rhs), chunk, it[0])}
			})
		acc = loop.Result(0)
	}
	if rem > 0 {
		acc = inner(lOff.plus(full*chunk*d.lhs), rOff.plus(full*chunk*d.rhs), rem, acc)
	}
	return acc
}
