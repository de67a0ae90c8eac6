// Package cftostablehlo is lift-cf-to-stablehlo-while: it turns the loops
// that TensorFlow and IREE's importers write as cf branches between blocks
// of tensors back into stablehlo.while, the structured loop the descent
// lowers (penguin has no CFG). The loop it recognizes is the shape those
// exporters emit:
//
//	^pre:  ... cf.br ^head(inits)
//	^head(%s...):   ops; %e = tensor.extract %c[] : tensor<i1>; cf.cond_br %e, ^body(xs), ^exit(ys)
//	^body(%b...):   ops; cf.br ^head(next)
//	^exit(%r...):   ...
//
// It becomes `%w = stablehlo.while(inits)` whose cond region is ^head's
// ops returning %c and whose body region is ^head's ops then ^body's
// returning next; ^exit is merged into ^pre after the loop with ^head's
// ops recomputed on the results (canonicalize removes what is unused).
// Functions whose CFG has any other shape are left as they are, and the
// lowering then names the branch it cannot lower.
package cftostablehlo

import (
	"ncc/core"
	"ncc/core/pass"
)

// Pass is lift-cf-to-stablehlo-while.
type Pass struct {
	NumLifted pass.Statistic `stat:"num-lifted" help:"Number of cf loops lifted to stablehlo.while"`
}

func init() {
	pass.Register(pass.Info{
		Arg:     "lift-cf-to-stablehlo-while",
		Name:    "LiftCfToStablehloWhile",
		Summary: "Lifts loops written as cf branches over tensors into stablehlo.while",
		Description: "Finds header/body/exit block triples (cf.br into a header whose cf.cond_br tests a " +
			"tensor<i1> through tensor.extract, a body branching back) and rebuilds them as stablehlo.while.",
		Dialects: []string{"stablehlo"},
		New:      func() pass.Pass { return &Pass{} },
	})
}

// Run lifts the loops of every function in op.
func (p *Pass) Run(op *core.Operation, _ *pass.State) error {
	var regions []*core.Region
	op.Walk(core.PreOrder, func(o *core.Operation) core.WalkResult {
		if o.Name() == "func.func" && o.NumRegions() == 1 && o.Region(0).NumBlocks() > 1 {
			regions = append(regions, o.Region(0))
		}
		return core.Advance
	})
	for _, r := range regions {
		for liftOne(r) {
			p.NumLifted.Inc()
		}
	}
	return nil
}

// loop is a recognized header/body/exit triple.
type loop struct {
	pre, head, body, exit *core.Block
	cond                  core.Value // the tensor<i1> the header tests
	extract, branch       *core.Operation
}

func liftOne(r *core.Region) bool {
	for h := r.First(); h != nil; h = h.Next() {
		if l, ok := match(h); ok {
			l.lift()
			return true
		}
	}
	return false
}

func match(h *core.Block) (loop, bool) {
	l := loop{head: h}
	t := h.Terminator()
	if t == nil || t.Name() != "cf.cond_br" || h.IsEntry() {
		return l, false
	}
	l.branch = t
	l.extract = core.DefiningOp(t.Operand(0))
	if l.extract == nil || l.extract.Name() != "tensor.extract" || l.extract.ParentBlock() != h || l.extract.NumOperands() != 1 {
		return l, false
	}
	l.cond = l.extract.Operand(0)
	l.body, l.exit = t.Successor(0), t.Successor(1)
	if l.body == h || l.exit == h || l.body == l.exit {
		return l, false
	}
	bt := l.body.Terminator()
	if bt == nil || bt.Name() != "cf.br" || bt.Successor(0) != h || !onlyPred(l.body, h) || !onlyPred(l.exit, h) {
		return l, false
	}
	preds := h.Predecessors()
	if len(preds) != 2 {
		return l, false
	}
	for _, p := range preds {
		if p != l.body {
			l.pre = p
		}
	}
	if l.pre == nil || l.pre.Terminator() == nil || l.pre.Terminator().Name() != "cf.br" {
		return l, false
	}
	// The header's other values may be used only by itself, the body, the
	// exit block and what follows the loop in it.
	return l, true
}

func onlyPred(b, p *core.Block) bool {
	ps := b.Predecessors()
	return len(ps) == 1 && ps[0] == p
}

// branchArgs are the operands op forwards to its successor i.
func branchArgs(op *core.Operation, i int) []core.Value {
	if bi, ok := core.Iface[core.BranchOp](op); ok {
		return bi.SuccessorOperands(op, i).Values(op)
	}
	return nil
}

// cloneHead clones the header's ops but its test and branch into the
// end of block dst (before `before`), with its arguments mapped by m.
func (l loop) cloneHead(dst *core.Block, before *core.Operation, m *core.Mapping) {
	for o := l.head.First(); o != nil; o = o.Next() {
		if o == l.extract || o == l.branch {
			continue
		}
		dst.InsertBefore(o.Clone(m), before)
	}
}

func lookup(m *core.Mapping, vs []core.Value) []core.Value {
	out := make([]core.Value, len(vs))
	for i, v := range vs {
		out[i] = m.Lookup(v)
	}
	return out
}

func (l loop) lift() {
	ctx := l.head.Parent().ParentOp().Context()
	preBr := l.pre.Terminator()
	inits := branchArgs(preBr, 0)
	types := l.head.ArgTypes()
	loc := l.branch.Loc()
	name, err := ctx.OpName("stablehlo.while")
	if err != nil {
		return
	}
	st := &core.OpState{Ctx: ctx, Name: name, Loc: loc, Operands: inits, ResultTypes: types}
	cb, bb := core.NewBlock(types, nil), core.NewBlock(types, nil)
	st.AddRegion().Append(cb)
	st.AddRegion().Append(bb)
	b := core.NewBuilder(ctx)
	b.SetInsertionPoint(preBr)
	w := b.Create(st)
	ret := func(blk *core.Block, vals []core.Value) {
		b.SetInsertionPointToEnd(blk)
		b.CreateOp("stablehlo.return", loc, vals, nil)
	}

	// cond: the header's ops, returning the tested tensor.
	m := core.NewMapping()
	for i, a := range l.head.ArgValues() {
		m.Map(a, cb.Arg(i))
	}
	l.cloneHead(cb, nil, m)
	ret(cb, []core.Value{m.Lookup(l.cond)})

	// body: the header's ops (the body may use them), then the body's.
	m = core.NewMapping()
	for i, a := range l.head.ArgValues() {
		m.Map(a, bb.Arg(i))
	}
	l.cloneHead(bb, nil, m)
	for i, a := range l.body.ArgValues() {
		m.Map(a, m.Lookup(branchArgs(l.branch, 0)[i]))
	}
	bodyBr := l.body.Terminator()
	for o := l.body.First(); o != nil && o != bodyBr; o = o.Next() {
		bb.Append(o.Clone(m))
	}
	ret(bb, lookup(m, branchArgs(bodyBr, 0)))

	// After the loop: the header's values on the results, then the exit
	// block in place of the branch into the loop.
	m = core.NewMapping()
	for i, a := range l.head.ArgValues() {
		m.Map(a, w.Result(i))
	}
	l.cloneHead(l.pre, preBr, m)
	exitArgs := lookup(m, branchArgs(l.branch, 1))
	outside := func(u *core.Operand) bool {
		blk := u.Owner().ParentBlock()
		return blk != l.head && blk != l.body
	}
	for i, a := range l.head.ArgValues() {
		core.ReplaceUsesIf(a, w.Result(i), outside)
	}
	for o := l.head.First(); o != nil; o = o.Next() {
		for _, r := range o.Results() {
			if c := m.Lookup(r); c != r {
				core.ReplaceUsesIf(r, c, outside)
			}
		}
	}
	for i, a := range l.exit.ArgValues() {
		core.ReplaceAllUsesWith(a, exitArgs[i])
	}
	preBr.Erase()
	for o := l.exit.First(); o != nil; o = l.exit.First() {
		o.Remove()
		l.pre.Append(o)
	}
	for _, blk := range []*core.Block{l.head, l.body, l.exit} {
		blk.DropAllReferences()
	}
	for _, blk := range []*core.Block{l.head, l.body, l.exit} {
		blk.Erase()
	}
}
