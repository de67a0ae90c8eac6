package hlotopenguin

import (
	"ncc/arch"
	"ncc/core"
	"ncc/dialects/penguin"
)

// stablehlo.reduce: the kept dimensions go on partitions (the innermost
// kept one, after merging adjacent dimensions), the reduced ones along the
// free axis; penguin.reduce folds each tile to a [P, 1] column, and a
// sequential loop combines the columns of successive chunks.

func init() {
	registerChecked("stablehlo.reduce", checkReduce, lowerReduce)
}

// reducerOps maps the body's single op to the ALU op, by element kind.
var reducerOps = map[string][3]penguin.AluOp{ // float, integer, i1
	"stablehlo.add":      {penguin.AluAdd, penguin.AluAdd, penguin.AluLogicalOr},
	"stablehlo.multiply": {penguin.AluMult, penguin.AluMult, penguin.AluLogicalAnd},
	"stablehlo.maximum":  {penguin.AluMax, penguin.AluMax, penguin.AluLogicalOr},
	"stablehlo.minimum":  {penguin.AluMin, penguin.AluMin, penguin.AluLogicalAnd},
	"stablehlo.and":      {0, penguin.AluBitwiseAnd, penguin.AluLogicalAnd},
	"stablehlo.or":       {0, penguin.AluBitwiseOr, penguin.AluLogicalOr},
	"stablehlo.xor":      {0, penguin.AluBitwiseXor, penguin.AluLogicalXor},
}

// reducer is the ALU op of a reduction body `return op(%a, %b)`, ok false
// when the body is anything else.
func reducer(body *core.Region, elem core.Type) (penguin.AluOp, bool) {
	blk := body.First()
	if blk == nil || blk.NumArgs() != 2 {
		return 0, false
	}
	var ops []*core.Operation
	for o := blk.First(); o != nil; o = o.Next() {
		ops = append(ops, o)
	}
	if len(ops) != 2 || ops[1].NumOperands() != 1 || ops[1].Operand(0) != ops[0].Result(0) {
		return 0, false
	}
	k, ok := reducerOps[ops[0].Name()]
	if !ok || ops[0].NumOperands() != 2 {
		return 0, false
	}
	a, b := ops[0].Operand(0), ops[0].Operand(1)
	if !(a == blk.Arg(0) && b == blk.Arg(1) || a == blk.Arg(1) && b == blk.Arg(0)) {
		return 0, false
	}
	kind := 0
	switch {
	case penguin.IsI1(elem):
		kind = 2
	case penguin.IsIntElem(elem):
		kind = 1
	}
	if kind == 0 && (ops[0].Name() == "stablehlo.and" || ops[0].Name() == "stablehlo.or" || ops[0].Name() == "stablehlo.xor") {
		return 0, false
	}
	return k[kind], true
}

func checkReduce(op *core.Operation) string {
	if op.NumOperands() != 2 {
		return "a reduce of several operands (argmax) is not lowered"
	}
	elem := op.Operand(0).Type().(*core.TensorType).Elem
	if _, ok := reducer(op.Region(0), elem); !ok {
		return "the reduction body is not a single add, multiply, maximum, minimum, and, or or xor"
	}
	return ""
}

// space is an iteration space of merged dimensions, each with its stride
// in the input and (kept dimensions) in the output.
type dimInfo struct {
	n, in, out int64
}

func lowerReduce(l *lw, op *core.Operation, args []core.Value) []core.Value {
	x, init := args[0], args[1]
	xt := hbmType(x)
	out := l.alloc(op.Result(0).Type())
	alu, _ := reducer(op.Region(0), xt.Elem)
	reduced := map[int64]bool{}
	for _, d := range intsAttr(op, "dimensions") {
		reduced[d] = true
	}
	inRM := rowMajor(xt.Dims)
	outRM := rowMajor(hbmType(out).Dims)
	var kept, red []dimInfo
	o := 0
	for d, n := range xt.Dims {
		if reduced[int64(d)] {
			red = appendMerged(red, dimInfo{n: n, in: inRM[d]}, d > 0 && reduced[int64(d-1)])
			continue
		}
		kept = appendMerged(kept, dimInfo{n: n, in: inRM[d], out: outRM[o]}, d > 0 && !reduced[int64(d-1)])
		o++
	}
	if xt.NumElements() == 0 {
		red = nil
	}
	// The kept space: its innermost dimension on partitions.
	kshape := make([]int64, len(kept))
	for i, k := range kept {
		kshape[i] = k.n
	}
	ktl := tiling{shape: kshape, part: len(kept) - 1, free: -1, P: int64(l.t.Partitions), F: 1}
	if len(kept) == 0 {
		ktl.part = -1
	} else {
		ktl.P = min(ktl.P, kept[len(kept)-1].n)
	}
	accElem := xt.Elem
	if !penguin.IsIntElem(accElem) {
		accElem = core.F32(l.ctx)
	}
	outElem := hbmType(out).Elem
	l.nest(ktl, func(pt point) {
		inOff, outOff := cst(0), cst(0)
		for i, k := range kept {
			inOff = inOff.addScaled(pt.at[i], k.in)
			outOff = outOff.addScaled(pt.at[i], k.out)
		}
		colT := penguin.Tile(l.ctx, []int64{pt.p, 1}, accElem, arch.SBUF)
		acc := l.scalarColumn(init, colT)
		acc = l.reduceChunks(red, 0, inOff, acc, func(off ix, f int64, fstride int64, acc core.Value) core.Value {
			t := penguin.Tile(l.ctx, []int64{pt.p, f}, xt.Elem, arch.SBUF)
			pstride := int64(0)
			if len(kept) > 0 {
				pstride = kept[len(kept)-1].in
			}
			tile := penguin.NewLoad(l.b, l.loc, l.flat(x), penguin.Access{
				Starts: []penguin.Index{l.start(off)},
				Dims:   []penguin.DimMap{walkOrBcast(pstride), walkOrBcast(fstride)}}, t)
			part := penguin.NewReduce(l.b, l.loc, alu, tile, colT)
			return penguin.NewEwise(l.b, l.loc, alu, colT, penguin.V(acc), penguin.V(part))
		})
		if accElem != outElem {
			acc = penguin.NewCopy(l.b, l.loc, acc, colT.WithElem(l.ctx, outElem))
		}
		ostride := int64(1)
		if len(kept) > 0 {
			ostride = kept[len(kept)-1].out
		}
		penguin.NewStore(l.b, l.loc, acc, l.flat(out), penguin.Access{
			Starts: []penguin.Index{l.start(outOff)},
			Dims:   []penguin.DimMap{{Dim: 0, Stride: ostride}, {Dim: 0, Stride: 1}}})
	})
	return []core.Value{out}
}

// appendMerged appends d, merging it into the last dimension when both
// are contiguous neighbours of the same kind.
func appendMerged(ds []dimInfo, d dimInfo, adjacent bool) []dimInfo {
	if adjacent && len(ds) > 0 {
		last := &ds[len(ds)-1]
		if last.in == d.in*d.n && last.out == d.out*d.n {
			last.n *= d.n
			last.in, last.out = d.in, d.out
			return ds
		}
	}
	return append(ds, d)
}

func walkOrBcast(stride int64) penguin.DimMap {
	if stride == 0 {
		return penguin.Bcast
	}
	return penguin.DimMap{Dim: 0, Stride: stride}
}

// reduceChunks runs step over every chunk of the reduced dimensions from
// red[k] on, in order, carrying the accumulator: outer reduced dimensions
// are sequential loops of single indices, the innermost one chunks of up
// to maxFree along the free axis.
func (l *lw) reduceChunks(red []dimInfo, k int, off ix, acc core.Value,
	step func(off ix, f, fstride int64, acc core.Value) core.Value) core.Value {
	if len(red) == 0 {
		return acc
	}
	d := red[k]
	last := k == len(red)-1
	chunk := int64(1)
	if last {
		chunk = min(d.n, maxFree)
	}
	inner := func(o ix, acc core.Value) core.Value {
		if last {
			return step(o, chunk, d.in, acc)
		}
		return l.reduceChunks(red, k+1, o, acc, step)
	}
	full, rem := d.n/chunk, d.n%chunk
	switch {
	case full == 1:
		acc = inner(off, acc)
	case full > 1:
		loop := penguin.NewFor(l.b, l.loc, 0, full, 1, penguin.Sequential, []core.Value{acc},
			func(_ *core.Builder, iv core.Value, it []core.Value) []core.Value {
				return []core.Value{inner(off.addScaled(ivar(iv), chunk*d.in), it[0])}
			})
		acc = loop.Result(0)
	}
	if rem > 0 {
		o := off.plus(full * chunk * d.in)
		acc = step(o, rem, d.in, acc)
	}
	return acc
}

// scalarColumn is a [P, 1] column holding the rank-0 buffer s: a constant
// when s is one, else a broadcast load.
func (l *lw) scalarColumn(s core.Value, t *penguin.TileType) core.Value {
	if v, ok := splatOf(s); ok {
		return penguin.NewConstant(l.b, l.loc, v, t)
	}
	st := hbmType(s)
	lt := t.WithElem(l.ctx, st.Elem)
	col := penguin.NewLoad(l.b, l.loc, l.flat(s), penguin.Access{
		Starts: []penguin.Index{penguin.Const(0)},
		Dims:   []penguin.DimMap{penguin.Bcast, penguin.Walk(0)}}, lt)
	if lt.Elem != t.Elem {
		col = penguin.NewCopy(l.b, l.loc, col, t)
	}
	return col
}
