package chlo

import (
	"ncc/core"
	"ncc/dialects/ods"
	"ncc/dialects/stablehlo"
)

// scan decomposes chlo.scan of static shapes into a stablehlo.while over
// the positions of the scan dimension. The loop carries a counter, the
// carries and the outputs (zero-initialized); each iteration slices every
// input at the position (dynamic_slice, reshaped to drop the dimension),
// runs a copy of the scan body, and writes the body's outputs back with
// dynamic_update_slice. is_reverse visits the positions from the end.
func scan(op *core.Operation, e *emitter) []core.Value {
	inputs, inits, outputs, carries := ScanParts(op)
	dim := op.Attr("dimension").(*core.IntegerAttr).Val
	for _, v := range op.Operands() {
		if !static(v.Type()) {
			return nil
		}
	}
	for _, v := range op.Results() {
		if !static(v.Type()) {
			return nil
		}
	}
	body := op.Region(0).First()
	if body == nil || body.Last() == nil {
		return nil
	}
	reverse := false
	if b, ok := op.Attr("is_reverse").(*core.IntegerAttr); ok {
		reverse = b.Val != 0
	}
	n := inputs[0].Type().(*core.TensorType).Dims[dim]
	i64 := core.IntegerType(e.ctx, 64)
	scalar := tensorOf(e.ctx, nil, i64)
	zeroI := e.constOfType(putBits(0, 8), scalar)

	// State: counter, carries..., outputs...
	state := []core.Value{zeroI}
	state = append(state, inits...)
	for _, o := range outputs {
		state = append(state, e.like(0, o))
	}
	types := make([]core.Type, len(state))
	for i, v := range state {
		types[i] = v.Type()
	}
	loop := e.r.Create(&core.OpState{Name: mustName(e.ctx, "stablehlo.while"), Loc: e.loc,
		Operands: state, ResultTypes: types, Regions: []*core.Region{core.NewRegion(), core.NewRegion()}})
	b, before := e.r.InsertionPoint()

	cond := e.r.CreateBlock(loop.Region(0), nil, types, locs(e.loc, len(types)))
	lt := e.cmp(stablehlo.CmpLT, cond.ArgValues()[0], e.constOfType(putBits(uint64(n), 8), scalar))
	e.r.CreateOp("stablehlo.return", e.loc, []core.Value{lt}, nil)

	blk := e.r.CreateBlock(loop.Region(1), nil, types, locs(e.loc, len(types)))
	args := blk.ArgValues()
	i := args[0]
	pos := i
	if reverse {
		pos = e.sub(e.constOfType(putBits(uint64(n-1), 8), scalar), i)
	}
	zero := e.constOfType(putBits(0, 8), scalar)
	starts := func(rank int) []core.Value {
		s := make([]core.Value, rank)
		for k := range s {
			s[k] = zero
			if int64(k) == dim {
				s[k] = pos
			}
		}
		return s
	}
	m := core.NewMapping()
	for k, in := range inputs {
		t := in.Type().(*core.TensorType)
		sizes := append([]int64(nil), t.Dims...)
		sizes[dim] = 1
		sl := e.op("stablehlo.dynamic_slice", tensorOf(e.ctx, sizes, t.Elem), append([]core.Value{in}, starts(len(t.Dims))...),
			core.NamedAttr{Name: "slice_sizes", Value: ods.DenseI64Array(e.ctx, sizes)})
		m.Map(body.ArgValues()[k], e.reshape(sl, dropDim(e.ctx, t, dim).(*core.TensorType).Dims))
	}
	for k := range inits {
		m.Map(body.ArgValues()[len(inputs)+k], args[1+k])
	}
	term := body.Last()
	for o := body.First(); o != nil && o != term; o = o.Next() {
		e.r.Clone(o, m)
	}
	next := []core.Value{e.add(i, e.constOfType(putBits(1, 8), scalar))}
	for k := range carries {
		next = append(next, m.Lookup(term.Operand(len(outputs)+k)))
	}
	for k, o := range outputs {
		t := o.Type().(*core.TensorType)
		sizes := append([]int64(nil), t.Dims...)
		sizes[dim] = 1
		upd := e.reshape(m.Lookup(term.Operand(k)), sizes)
		acc := args[1+len(carries)+k]
		next = append(next, e.op("stablehlo.dynamic_update_slice", t, append([]core.Value{acc, upd}, starts(len(t.Dims))...)))
	}
	e.r.CreateOp("stablehlo.return", e.loc, next, nil)
	e.r.RestoreInsertionPoint(b, before)

	res := loop.Results()
	out := append([]core.Value(nil), res[1+len(carries):]...)
	return append(out, res[1:1+len(carries)]...)
}
