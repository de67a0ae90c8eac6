package stablehlo

import (
	"ncc/core"
	"ncc/core/pass"
)

// WidenReductions is stablehlo-widen-reductions: reductions over 16-bit
// floats accumulate in f32. StableHLO leaves the order of a reduction to
// the implementation, and XLA's backends and neuronx-cc accumulate such
// reductions in f32; an interpreter that rounds to bf16 after every step
// drifts from all of them by the square root of the length in bf16 ulps.
// ncc run --check runs its reference on the widened program, so the
// reference is what a compiler of record computes.
type WidenReductions struct {
	NumWidened pass.Statistic `stat:"num-widened" help:"Number of reductions widened to f32"`
}

func init() {
	pass.Register(pass.Info{
		Arg:     "stablehlo-widen-reductions",
		Name:    "StablehloWidenReductions",
		Summary: "Accumulates reductions of 16-bit floats in f32",
		Description: "A stablehlo.reduce or reduce_window over bf16/f16 whose body is one add or multiply " +
			"becomes the same reduction over f32 converts of its operands, converted back: the " +
			"accumulation XLA and neuronx-cc use.",
		Dialects: []string{"stablehlo"},
		New:      func() pass.Pass { return &WidenReductions{} },
	})
}

// Run widens the reductions nested in op.
func (p *WidenReductions) Run(op *core.Operation, _ *pass.State) error {
	var work []*core.Operation
	op.Walk(core.PostOrder, func(o *core.Operation) core.WalkResult {
		if (o.Name() == "stablehlo.reduce" || o.Name() == "stablehlo.reduce_window") && widenable(o) {
			work = append(work, o)
		}
		return core.Advance
	})
	for _, o := range work {
		widen(o)
		p.NumWidened.Inc()
	}
	return nil
}

// widenable: every operand a 16-bit float tensor, a body of one add or
// multiply of its two arguments.
func widenable(op *core.Operation) bool {
	for _, v := range op.Operands() {
		ft, ok := elemOf(v.Type()).(*core.FloatType)
		if !ok || ft.Width != 16 {
			return false
		}
	}
	blk := op.Region(0).First()
	if blk == nil || blk.NumArgs() != 2 || blk.Len() != 2 {
		return false
	}
	body := blk.First()
	n := body.Name()
	return (n == "stablehlo.add" || n == "stablehlo.multiply") && body.NumOperands() == 2
}

func widen(op *core.Operation) {
	ctx := op.Context()
	f32 := core.F32(ctx)
	b := core.NewBuilder(ctx)
	b.SetInsertionPoint(op)
	loc := op.Loc()
	wide := func(t core.Type) core.Type {
		st := t.(core.ShapedType)
		return core.RankedTensor(ctx, st.Shape(), f32, nil)
	}
	ins := make([]core.Value, op.NumOperands())
	for i, v := range op.Operands() {
		ins[i] = b.CreateOp("stablehlo.convert", loc, []core.Value{v}, []core.Type{wide(v.Type())}).Result(0)
	}
	rts := make([]core.Type, op.NumResults())
	for i, r := range op.Results() {
		rts[i] = wide(r.Type())
	}
	st := &core.OpState{Ctx: ctx, Name: op.OpName(), Loc: loc, Operands: ins, ResultTypes: rts}
	for _, a := range op.AllAttrs() {
		st.AddAttr(a.Name, a.Value)
	}
	scalar := core.RankedTensor(ctx, nil, f32, nil)
	blk := core.NewBlock([]core.Type{scalar, scalar}, nil)
	st.AddRegion().Append(blk)
	w := b.Create(st)
	old := op.Region(0).First()
	body := old.First()
	b.SetInsertionPointToEnd(blk)
	args := []core.Value{blk.Arg(0), blk.Arg(1)}
	if body.Operand(0) == old.Arg(1) {
		args[0], args[1] = args[1], args[0]
	}
	r := b.CreateOp(body.Name(), body.Loc(), args, []core.Type{scalar}).Result(0)
	b.CreateOp("stablehlo.return", loc, []core.Value{r}, nil)
	b.SetInsertionPoint(op)
	for i, res := range op.Results() {
		back := b.CreateOp("stablehlo.convert", loc, []core.Value{w.Result(i)}, []core.Type{res.Type()}).Result(0)
		core.ReplaceAllUsesWith(res, back)
	}
	op.Erase()
}
