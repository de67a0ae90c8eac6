package stablehlo

import (
	"ncc/core"
	"ncc/dialects/ods"
	"ncc/rewrite"
)

// More canonicalization patterns: convert chains through a lossless
// intermediate type, dot as dot_general, while loops whose condition is
// constant false, if/case ops nobody uses, and dynamic shape ops whose shape
// operand is a constant.

func init() {
	reg := func(root, name string, f func(*core.Operation, *rewrite.Rewriter) bool) {
		rewrite.RegisterCanonical(root, func() []*rewrite.Pattern {
			return []*rewrite.Pattern{{Root: root, Name: name, Rewrite: f}}
		})
	}
	reg(ConvertDef.Name, "ConvertOfLosslessConvert", convertOfConvert)
	reg(Dot.Name, "DotToDotGeneral", dotToDotGeneral)
	reg(While.Name, "WhileWithFalseCondition", whileNeverRuns)
	reg(If.Name, "UnusedIf", eraseUnusedPure)
	reg(Case.Name, "UnusedCase", eraseUnusedPure)
	reg(DynamicReshape.Name, "DynamicReshapeToReshape", dynamicToStatic)
	reg(DynamicBroadcastInDim.Name, "DynamicBroadcastInDimToBroadcastInDim", dynamicToStatic)
	reg(DynamicIota.Name, "DynamicIotaToIota", dynamicToStatic)
}

// lossless reports whether every value of element type from converts to to
// exactly, so that convert(convert(x, to), t) is convert(x, t): integers
// widen keeping their signedness (or unsigned into a wider signed), and
// bf16/f16 widen to f32 or f64, f32 to f64.
func lossless(from, to core.Type) bool {
	switch f := from.(type) {
	case *core.IntType:
		t, ok := to.(*core.IntType)
		if !ok || f.Width == 1 || t.Width == 1 {
			return false
		}
		if f.Sign == t.Sign {
			return t.Width >= f.Width
		}
		return f.Sign == core.Unsigned && t.Width > f.Width
	case *core.FloatType:
		t, ok := to.(*core.FloatType)
		if !ok {
			return false
		}
		switch f.Name {
		case "bf16", "f16":
			return t.Name == "f32" || t.Name == "f64" || t.Name == f.Name
		case "f32":
			return t.Name == "f64" || t.Name == "f32"
		}
	}
	return false
}

// convertOfConvert: convert(convert(x): T2): T3 is convert(x): T3 when
// x's element type converts to T2 losslessly.
func convertOfConvert(op *core.Operation, r *rewrite.Rewriter) bool {
	inner := producer(op.Operand(0), ConvertDef.Name)
	if inner == nil || !lossless(elemOf(inner.Operand(0).Type()), elemOf(inner.Result(0).Type())) {
		return false
	}
	n := r.CreateOp(ConvertDef.Name, op.Loc(), []core.Value{inner.Operand(0)}, op.ResultTypes())
	r.ReplaceOp(op, n.Results())
	return true
}

// dotToDotGeneral rewrites the legacy dot (vector·vector, matrix·vector,
// matrix·matrix) as the dot_general it means, keeping its precision.
func dotToDotGeneral(op *core.Operation, r *rewrite.Rewriter) bool {
	lr, rr := rankOf(op.Operand(0)), rankOf(op.Operand(1))
	if lr < 1 || lr > 2 || rr < 1 || rr > 2 {
		return false
	}
	attrs := []core.NamedAttr{{Name: "dot_dimension_numbers",
		Value: NewDotDims(r.Ctx, nil, nil, []int64{int64(lr - 1)}, []int64{0})}}
	if p := op.Attr("precision_config"); p != nil {
		attrs = append(attrs, core.NamedAttr{Name: "precision_config", Value: p})
	}
	n := r.CreateOp(DotGeneral.Name, op.Loc(), op.Operands(), op.ResultTypes(), attrs...)
	r.ReplaceOp(op, n.Results())
	return true
}

// whileNeverRuns: a while whose condition returns a constant false yields
// its operands (the body never runs).
func whileNeverRuns(op *core.Operation, r *rewrite.Rewriter) bool {
	cond := op.Region(0).First()
	if cond == nil {
		return false
	}
	ret := cond.Last()
	if ret == nil || ret.Name() != Return.Name || ret.NumOperands() != 1 {
		return false
	}
	c, ok := rewrite.ConstantOf(ret.Operand(0))
	d, ok2 := c.(*core.DenseAttr)
	if !ok || !ok2 {
		return false
	}
	if vs := ods.DenseInts(d); len(vs) != 1 || vs[0]&1 != 0 {
		return false
	}
	for i, v := range op.Operands() {
		if v.Type() != op.Result(i).Type() {
			return false
		}
	}
	r.ReplaceOp(op, op.Operands())
	return true
}

// eraseUnusedPure erases an if or case whose results are unused and whose
// branches hold only pure ops (what the greedy driver's dead-op check
// cannot see through regions).
func eraseUnusedPure(op *core.Operation, r *rewrite.Rewriter) bool {
	for _, res := range op.Results() {
		if len(core.Users(res)) > 0 {
			return false
		}
	}
	pure := true
	for _, reg := range op.Regions() {
		for _, b := range reg.Blocks() {
			for o := b.First(); o != nil && pure; o = o.Next() {
				pure = o.Name() == Return.Name || (o.Def() != nil && o.HasTrait(core.Pure) && o.NumRegions() == 0)
			}
		}
	}
	if !pure {
		return false
	}
	r.EraseOp(op)
	return true
}

// dynamicToStatic: dynamic_reshape, dynamic_broadcast_in_dim and
// dynamic_iota with a static result type (stablehlo-refine-shapes gives
// one from a constant shape) become reshape, broadcast_in_dim and iota.
func dynamicToStatic(op *core.Operation, r *rewrite.Rewriter) bool {
	rt := rankedTensor(op.Result(0).Type())
	if rt == nil || core.NumElements(rt.Dims) < 0 || boundsOf(rt) != nil {
		return false
	}
	var n *core.Operation
	switch op.Name() {
	case DynamicReshape.Name:
		if core.NumElements(shapeOf(op.Operand(0))) != core.NumElements(rt.Dims) {
			return false
		}
		n = r.CreateOp(Reshape.Name, op.Loc(), []core.Value{op.Operand(0)}, op.ResultTypes())
	case DynamicBroadcastInDim.Name:
		in := shapeOf(op.Operand(0))
		dims, _ := i64sAttr(op.Attr("broadcast_dimensions"))
		if core.NumElements(in) < 0 || len(dims) != len(in) || !inRange(dims, len(rt.Dims)) {
			return false
		}
		for i, d := range dims {
			if in[i] != 1 && in[i] != rt.Dims[d] {
				return false
			}
		}
		n = r.CreateOp(BroadcastInDim.Name, op.Loc(), []core.Value{op.Operand(0)}, op.ResultTypes(),
			core.NamedAttr{Name: "broadcast_dimensions", Value: op.Attr("broadcast_dimensions")})
	case DynamicIota.Name:
		d, _ := intAttr(op.Attr("iota_dimension"))
		if !Iota.Results[0].Type.Check(rt) || d >= int64(len(rt.Dims)) {
			return false
		}
		n = r.CreateOp(Iota.Name, op.Loc(), nil, op.ResultTypes(),
			core.NamedAttr{Name: "iota_dimension", Value: op.Attr("iota_dimension")})
	}
	r.ReplaceOp(op, n.Results())
	return true
}
