package chlo

import (
	"ncc/core"
	"ncc/dialects/ods"
	"ncc/dialects/stablehlo"
	"ncc/rewrite/convert"
)

// structuralPatterns decompose top_k, mulhi, ragged_dot and scan.
func (p *Legalize) structuralPatterns() []*convert.Pattern {
	return []*convert.Pattern{
		p.pattern(TopK.Name, topK),
		p.pattern(Mulhi.Name, func(op *core.Operation, e *emitter) []core.Value {
			return mulhi(e, op.Operand(0), op.Operand(1))
		}),
		p.pattern(RaggedDot.Name, raggedDot),
		p.pattern(Scan.Name, scan),
	}
}

func tensorOf(c *core.Context, dims []int64, elem core.Type) *core.TensorType {
	return core.RankedTensor(c, dims, elem, nil)
}

func i64Attr(c *core.Context, v int64) *core.IntegerAttr {
	return core.Int(c, core.IntegerType(c, 64), v)
}

func (e *emitter) iota(t *core.TensorType, dim int64) core.Value {
	return e.op("stablehlo.iota", t, nil, core.NamedAttr{Name: "iota_dimension", Value: i64Attr(e.ctx, dim)})
}

func (e *emitter) slice(v core.Value, start, limit []int64) core.Value {
	t := v.Type().(*core.TensorType)
	strides := make([]int64, len(start))
	dims := make([]int64, len(start))
	for i := range strides {
		strides[i] = 1
		dims[i] = limit[i] - start[i]
	}
	return e.op("stablehlo.slice", tensorOf(e.ctx, dims, t.Elem), []core.Value{v},
		core.NamedAttr{Name: "start_indices", Value: ods.DenseI64Array(e.ctx, start)},
		core.NamedAttr{Name: "limit_indices", Value: ods.DenseI64Array(e.ctx, limit)},
		core.NamedAttr{Name: "strides", Value: ods.DenseI64Array(e.ctx, strides)})
}

func (e *emitter) reshape(v core.Value, dims []int64) core.Value {
	return e.op("stablehlo.reshape", tensorOf(e.ctx, dims, elemOf(v.Type())), []core.Value{v})
}

// topK is ConvertTopKOp: sort (operand, iota) along the last dimension,
// descending and stable (TOTALORDER for floats), and slice the first k.
// With dynamic shapes the iota is a dynamic_iota of the operand's extents
// and the slice a real_dynamic_slice up to them, with k last (i64 extents,
// as upstream builds them).
func topK(op *core.Operation, e *emitter) []core.Value {
	t, ok := op.Operand(0).Type().(*core.TensorType)
	if !ok || len(t.Dims) == 0 {
		return nil
	}
	last := int64(len(t.Dims) - 1)
	k := op.Attr("k").(*core.IntegerAttr).Val
	if !isDyn(t.Dims[last]) && k > t.Dims[last] {
		k = t.Dims[last]
	}
	dynamic := !static(t)
	var opShape, resultShape core.Value
	if dynamic {
		sizes := make([]extent, len(t.Dims))
		for d := range sizes {
			sizes[d] = e.dimSize(op.Operand(0), d, 64)
		}
		opShape = e.extentTensor(sizes, 64)
		sizes[last] = constExtent(k)
		resultShape = e.extentTensor(sizes, 64)
	}
	i32 := core.IntegerType(e.ctx, 32)
	iotaT := tensorOf(e.ctx, t.Dims, i32)
	var iota core.Value
	if dynamic {
		iota = e.op("stablehlo.dynamic_iota", iotaT, []core.Value{opShape},
			core.NamedAttr{Name: "iota_dimension", Value: i64Attr(e.ctx, last)})
	} else {
		iota = e.iota(iotaT, last)
	}
	elems := []core.Type{t.Elem, i32}
	sort := e.r.Create(&core.OpState{Name: mustName(e.ctx, "stablehlo.sort"), Loc: e.loc,
		Operands: []core.Value{op.Operand(0), iota}, ResultTypes: []core.Type{t, iota.Type()},
		Attrs: []core.NamedAttr{
			{Name: "dimension", Value: i64Attr(e.ctx, last)},
			{Name: "is_stable", Value: core.Bool(e.ctx, true)},
		},
		Regions: []*core.Region{core.NewRegion()}})
	var argTypes []core.Type
	for _, el := range elems {
		st := tensorOf(e.ctx, nil, el)
		argTypes = append(argTypes, st, st)
	}
	b, before := e.r.InsertionPoint()
	blk := e.r.CreateBlock(sort.Region(0), nil, argTypes, locs(e.loc, len(argTypes)))
	attrs := []core.NamedAttr{{Name: "comparison_direction", Value: stablehlo.Enum(e.ctx, stablehlo.ComparisonDirectionKind, stablehlo.CmpGT)}}
	if _, ok := t.Elem.(*core.FloatType); ok {
		attrs = append(attrs, core.NamedAttr{Name: "compare_type", Value: stablehlo.Enum(e.ctx, stablehlo.ComparisonTypeKind, stablehlo.CmpTypeTotalOrder)})
	}
	args := blk.ArgValues()
	cmp := e.op("stablehlo.compare", tensorOf(e.ctx, nil, core.IntegerType(e.ctx, 1)), args[:2], attrs...)
	e.r.CreateOp("stablehlo.return", e.loc, []core.Value{cmp}, nil)
	e.r.RestoreInsertionPoint(b, before)

	if dynamic {
		i64 := core.IntegerType(e.ctx, 64)
		vec := tensorOf(e.ctx, []int64{int64(len(t.Dims))}, i64)
		start := e.constOfType(make([]byte, 8*len(t.Dims)), vec)
		ones := make([]byte, 0, 8*len(t.Dims))
		for range t.Dims {
			ones = append(ones, putBits(1, 8)...)
		}
		strides := e.constOfType(ones, vec)
		slice := func(v core.Value, rt core.Type) core.Value {
			return e.op("stablehlo.real_dynamic_slice", rt, []core.Value{v, start, resultShape, strides})
		}
		return []core.Value{slice(sort.Result(0), op.Result(0).Type()), slice(sort.Result(1), op.Result(1).Type())}
	}
	start := make([]int64, len(t.Dims))
	limit := append([]int64(nil), t.Dims...)
	limit[last] = k
	return []core.Value{e.slice(sort.Result(0), start, limit), e.slice(sort.Result(1), start, limit)}
}

func mustName(c *core.Context, name string) *core.OpName {
	n, err := c.OpName(name)
	if err != nil {
		panic("chlo: " + err.Error())
	}
	return n
}

func locs(l core.Location, n int) []core.Location {
	ls := make([]core.Location, n)
	for i := range ls {
		ls[i] = l
	}
	return ls
}

// mulhi is the high half of the 2N-bit product of two N-bit integers:
// computed in 2N bits when N <= 32, and from 32-bit halves for 64-bit
// integers (the unsigned high word, corrected for negative signed factors).
func mulhi(e *emitter, a, b core.Value) []core.Value {
	it, ok := elemOf(a.Type()).(*core.IntType)
	if !ok {
		return nil
	}
	signed := it.Sign != core.Unsigned
	if it.Width < 64 {
		wide := core.IntTypeOf(e.ctx, 2*it.Width, it.Sign)
		prod := e.mul(e.convert(a, wide), e.convert(b, wide))
		shift := e.likeInt(int64(it.Width), prod)
		var hi core.Value
		if signed {
			hi = e.bin("shift_right_arithmetic", prod, shift)
		} else {
			hi = e.shr(prod, shift)
		}
		return []core.Value{e.convert(hi, it)}
	}
	mask := e.likeInt(0xFFFFFFFF, a)
	s32 := e.likeInt(32, a)
	aLo, aHi := e.and(a, mask), e.shr(a, s32)
	bLo, bHi := e.and(b, mask), e.shr(b, s32)
	t := e.mul(aLo, bLo)
	k := e.shr(t, s32)
	t = e.add(e.mul(aHi, bLo), k)
	w1 := e.and(t, mask)
	w2 := e.shr(t, s32)
	t = e.add(e.mul(aLo, bHi), w1)
	k = e.shr(t, s32)
	hi := e.add(e.add(e.mul(aHi, bHi), w2), k)
	if signed {
		zero := e.likeInt(0, a)
		hi = e.sub(hi, e.sel(e.cmp(stablehlo.CmpLT, a, zero), b, zero))
		hi = e.sub(hi, e.sel(e.cmp(stablehlo.CmpLT, b, zero), a, zero))
	}
	return []core.Value{hi}
}

// dotAttrs are a dot_general's dimension numbers and, when op has one,
// its precision_config in StableHLO's enum (convertPrecisionConfig).
func (e *emitter) dotAttrs(op *core.Operation, lb, rb, lc, rc []int64) []core.NamedAttr {
	attrs := []core.NamedAttr{{Name: "dot_dimension_numbers", Value: stablehlo.NewDotDims(e.ctx, lb, rb, lc, rc)}}
	if pc, ok := op.Attr("precision_config").(*core.ArrayAttr); ok {
		ps := make([]core.Attribute, len(pc.Elems))
		for i, p := range pc.Elems {
			ps[i] = stablehlo.Enum(e.ctx, stablehlo.PrecisionKind, p.(*EnumAttr).Value)
		}
		attrs = append(attrs, core.NamedAttr{Name: "precision_config", Value: core.Array(e.ctx, ps)})
	}
	return attrs
}

// raggedDot is ConvertRaggedDotOp for static shapes and a 1-D group_sizes
// (g groups over consecutive ranges of the ragged dimension, rows past the
// last group contribute zero):
//
//   - mode 1, ragged non-contracting dimension: for each group, the
//     dot_general of lhs with the group's rhs slice, masked to the group's
//     rows, summed;
//   - mode 2, ragged contracting dimension: for each group, the
//     dot_general of lhs masked to the group's range of the contracting
//     dimension with rhs, stacked on a new leading dimension;
//   - mode 3, ragged batch dimension: a plain dot_general, the groups
//     being independent batches.
func raggedDot(op *core.Operation, e *emitter) []core.Value {
	d := op.Attr("ragged_dot_dimension_numbers").(*RaggedDotDims)
	lhs, rhs, gs := op.Operand(0), op.Operand(1), op.Operand(2)
	rt := op.Result(0).Type().(*core.TensorType)
	lt, rtt, gt := lhs.Type().(*core.TensorType), rhs.Type().(*core.TensorType), gs.Type().(*core.TensorType)
	mode, _, err := RaggedDotShape(lt.Dims, rtt.Dims, gt.Dims, d)
	if err != nil {
		return nil
	}
	if mode == RaggedBatch {
		return []core.Value{e.op("stablehlo.dot_general", rt, []core.Value{lhs, rhs},
			e.dotAttrs(op, d.LhsBatching, d.RhsBatching, d.LhsContracting, d.RhsContracting)...)}
	}
	if !static(lt) || !static(rtt) || !static(rt) || len(gt.Dims) != 1 {
		return nil
	}
	if mode == RaggedContracting {
		return raggedContracting(op, e, d)
	}
	group := d.RhsGroup[0]
	shift := func(ds []int64) []int64 {
		out := make([]int64, len(ds))
		for i, x := range ds {
			out[i] = x
			if x > group {
				out[i] = x - 1
			}
		}
		return out
	}
	attrs := e.dotAttrs(op, d.LhsBatching, shift(d.RhsBatching), d.LhsContracting, shift(d.RhsContracting))
	// Position of the ragged dimension in the result: after the batch
	// dimensions, among lhs's free dimensions.
	pos := int64(len(d.LhsBatching))
	for i := int64(0); i < d.LhsRagged[0]; i++ {
		if !contains(d.LhsBatching, i) && !contains(d.LhsContracting, i) {
			pos++
		}
	}
	gElem := gt.Elem
	iota := e.iota(tensorOf(e.ctx, rt.Dims, gElem), pos)
	scalar := tensorOf(e.ctx, nil, gElem)
	acc := e.like(0, op.Result(0))
	start := e.constOfType(putBits(0, core.ElementBytes(gElem)), scalar)
	rdims := rtt.Dims
	rhsGroupShape := append(append([]int64(nil), rdims[:group]...), rdims[group+1:]...)
	for g := int64(0); g < gt.Dims[0]; g++ {
		size := e.reshape(e.slice(gs, []int64{g}, []int64{g + 1}), nil)
		end := e.add(start, size)
		lo := make([]int64, len(rdims))
		hi := append([]int64(nil), rdims...)
		lo[group], hi[group] = g, g+1
		rg := e.reshape(e.slice(rhs, lo, hi), rhsGroupShape)
		dot := e.op("stablehlo.dot_general", rt, []core.Value{lhs, rg}, attrs...)
		inGroup := e.and(e.cmp(stablehlo.CmpGE, iota, e.broadcastTo(start, rt.Dims, []int64{})),
			e.cmp(stablehlo.CmpLT, iota, e.broadcastTo(end, rt.Dims, []int64{})))
		acc = e.add(acc, e.sel(inGroup, dot, e.like(0, op.Result(0))))
		start = end
	}
	return []core.Value{acc}
}

// raggedContracting is mode 2 (handleRaggedDotMode2): group i contracts
// only the range [start_i, start_i + size_i) of the ragged contracting
// dimension; the per-group products stack along the result's leading
// dimension.
func raggedContracting(op *core.Operation, e *emitter, d *RaggedDotDims) []core.Value {
	lhs, rhs, gs := op.Operand(0), op.Operand(1), op.Operand(2)
	rt := op.Result(0).Type().(*core.TensorType)
	lt, gt := lhs.Type().(*core.TensorType), gs.Type().(*core.TensorType)
	attrs := e.dotAttrs(op, d.LhsBatching, d.RhsBatching, d.LhsContracting, d.RhsContracting)
	gElem := gt.Elem
	iota := e.iota(tensorOf(e.ctx, lt.Dims, gElem), d.LhsRagged[0])
	scalar := tensorOf(e.ctx, nil, gElem)
	start := e.constOfType(putBits(0, core.ElementBytes(gElem)), scalar)
	zero := e.like(0, lhs)
	part := rt.Dims[1:]
	one := append([]int64{1}, part...)
	var parts []core.Value
	for g := int64(0); g < gt.Dims[0]; g++ {
		size := e.reshape(e.slice(gs, []int64{g}, []int64{g + 1}), nil)
		end := e.add(start, size)
		inGroup := e.and(e.cmp(stablehlo.CmpGE, iota, e.broadcastTo(start, lt.Dims, []int64{})),
			e.cmp(stablehlo.CmpLT, iota, e.broadcastTo(end, lt.Dims, []int64{})))
		masked := e.sel(inGroup, lhs, zero)
		dot := e.op("stablehlo.dot_general", tensorOf(e.ctx, part, rt.Elem), []core.Value{masked, rhs}, attrs...)
		parts = append(parts, e.reshape(dot, one))
		start = end
	}
	if len(parts) == 1 {
		return parts
	}
	return []core.Value{e.op("stablehlo.concatenate", rt, parts, core.NamedAttr{Name: "dimension", Value: i64Attr(e.ctx, 0)})}
}
