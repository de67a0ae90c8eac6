package cf

import (
	"ncc/core"
	"ncc/rewrite"
)

// Canonicalization patterns of the cf dialect (ControlFlowOps.cpp in MLIR
// 22), registered with the rewrite engine by op name; they skip when a
// dialect they would create ops of is not loaded.

func init() {
	rewrite.RegisterCanonical("cf.br", func() []*rewrite.Pattern {
		return []*rewrite.Pattern{{Root: "cf.br", Benefit: 1, Name: "BranchOp::canonicalize", Rewrite: canonicalizeBr}}
	})
	rewrite.RegisterCanonical("cf.cond_br", func() []*rewrite.Pattern {
		// The names are MLIR's debug names (the structs live in an anonymous
		// namespace), so disable-patterns lists written for mlir-opt work.
		return []*rewrite.Pattern{
			{Root: "cf.cond_br", Benefit: 1, Name: anon + "SimplifyConstCondBranchPred", Rewrite: simplifyConstCondBranch},
			{Root: "cf.cond_br", Benefit: 1, Name: anon + "SimplifyPassThroughCondBranch", Rewrite: simplifyPassThroughCondBranch},
			{Root: "cf.cond_br", Benefit: 1, Name: anon + "SimplifyCondBranchIdenticalSuccessors", Rewrite: simplifyCondBranchIdenticalSuccessors},
			{Root: "cf.cond_br", Benefit: 1, Name: anon + "SimplifyCondBranchFromCondBranchOnSameCondition", Rewrite: simplifyCondBranchSameCondition},
			{Root: "cf.cond_br", Benefit: 1, Name: anon + "CondBranchTruthPropagation", Rewrite: condBranchTruthPropagation},
		}
	})
	rewrite.RegisterCanonical("cf.assert", func() []*rewrite.Pattern {
		return []*rewrite.Pattern{{Root: "cf.assert", Benefit: 1, Name: "AssertOp::canonicalize", Rewrite: eraseTrueAssert}}
	})
}

// anon prefixes the debug name of a pattern class MLIR defines in an
// anonymous namespace.
const anon = "(anonymous namespace)::"

func newBr(rw *rewrite.Rewriter, loc core.Location, dest *core.Block, operands []core.Value) *core.Operation {
	n, err := rw.Ctx.OpName("cf.br")
	if err != nil {
		return nil
	}
	return rw.Create(&core.OpState{Ctx: rw.Ctx, Name: n, Loc: loc, Operands: operands, Successors: []*core.Block{dest}})
}

// newCondBr creates a cf.cond_br; weights, when not nil, is its
// branch_weights.
func newCondBr(rw *rewrite.Rewriter, loc core.Location, cond core.Value, t *core.Block, tops []core.Value, f *core.Block, fops []core.Value, weights core.Attribute) *core.Operation {
	n, _ := rw.Ctx.OpName("cf.cond_br")
	ops := append(append([]core.Value{cond}, tops...), fops...)
	st := &core.OpState{Ctx: rw.Ctx, Name: n, Loc: loc, Operands: ops, Successors: []*core.Block{t, f}}
	st.Props = []core.NamedAttr{{Name: core.OperandSegmentSizesAttr,
		Value: core.DenseI32Array(rw.Ctx, []int32{1, int32(len(tops)), int32(len(fops))})}}
	if weights != nil {
		st.Props = append(st.Props, core.NamedAttr{Name: "branch_weights", Value: weights})
	}
	return rw.Create(st)
}

func succOperands(op *core.Operation, i int) []core.Value {
	br, ok := core.Iface[core.BranchOp](op)
	if !ok {
		return nil
	}
	return br.SuccessorOperands(op, i).Values(op)
}

// collapseBranch follows a successor that only holds an unconditional
// branch whose arguments are used by that branch alone.
func collapseBranch(succ *core.Block, operands []core.Value) (*core.Block, []core.Value, bool) {
	br := succ.First()
	if br == nil || br != succ.Last() || br.Name() != "cf.br" {
		return succ, operands, false
	}
	for _, a := range succ.Args() {
		for u := core.FirstUse(a); u != nil; u = u.NextUse() {
			if u.Owner() != br {
				return succ, operands, false
			}
		}
	}
	dest := br.Successor(0)
	if dest == succ {
		return succ, operands, false // an infinite loop
	}
	// Nor branches that take part in a cycle of unconditional branches:
	// collapsing would only move the cycle around, and the greedy driver
	// would never stop.
	visited := map[*core.Block]bool{succ: true, dest: true}
	for next := dest.Last(); next != nil && next.Name() == "cf.br"; {
		d := next.Successor(0)
		if visited[d] {
			return succ, operands, false
		}
		visited[d] = true
		next = d.Last()
	}
	if succ.NumArgs() == 0 {
		return dest, br.Operands(), true
	}
	var out []core.Value
	for _, v := range br.Operands() {
		if a, ok := v.(*core.BlockArg); ok && a.Owner() == succ {
			out = append(out, operands[a.Index()])
		} else {
			out = append(out, v)
		}
	}
	return dest, out, true
}

func canonicalizeBr(op *core.Operation, rw *rewrite.Rewriter) bool {
	// SimplifyBrToBlockWithSinglePred: merge the successor into this block.
	succ, parent := op.Successor(0), op.ParentBlock()
	if preds := succ.PredecessorOperands(); succ != parent && len(preds) == 1 {
		args := op.Operands()
		rw.EraseOp(op)
		rw.MergeBlocks(succ, parent, args)
		return true
	}
	// SimplifyPassThroughBr.
	if succ == parent {
		return false
	}
	dest, operands, ok := collapseBranch(succ, op.Operands())
	if !ok {
		return false
	}
	n := newBr(rw, op.Loc(), dest, operands)
	rw.ReplaceOpWithOp(op, n)
	return true
}

func constCond(op *core.Operation) (bool, bool) {
	c, ok := rewrite.ConstantOf(op.Operand(0))
	if !ok {
		return false, false
	}
	i, ok := c.(*core.IntegerAttr)
	if !ok || i.Big != nil {
		return false, false
	}
	return i.Val != 0, true
}

func simplifyConstCondBranch(op *core.Operation, rw *rewrite.Rewriter) bool {
	v, ok := constCond(op)
	if !ok {
		return false
	}
	i := 1
	if v {
		i = 0
	}
	n := newBr(rw, op.Loc(), op.Successor(i), succOperands(op, i))
	rw.ReplaceOpWithOp(op, n)
	return true
}

func simplifyPassThroughCondBranch(op *core.Operation, rw *rewrite.Rewriter) bool {
	t, tops, okT := collapseBranch(op.Successor(0), succOperands(op, 0))
	f, fops, okF := collapseBranch(op.Successor(1), succOperands(op, 1))
	if !okT && !okF {
		return false
	}
	n := newCondBr(rw, op.Loc(), op.Operand(0), t, tops, f, fops, op.Attr("branch_weights"))
	rw.ReplaceOpWithOp(op, n)
	return true
}

func sameValues(a, b []core.Value) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// uniquePredecessor is Block::getUniquePredecessor: the one block all
// branch edges to b come from, or nil.
func uniquePredecessor(b *core.Block) *core.Block {
	var p *core.Block
	for _, bo := range b.PredecessorOperands() {
		pb := bo.Owner().ParentBlock()
		if p != nil && pb != p {
			return nil
		}
		p = pb
	}
	return p
}

// singlePredecessor is Block::getSinglePredecessor: the block of the only
// branch edge to b, or nil.
func singlePredecessor(b *core.Block) *core.Block {
	ps := b.PredecessorOperands()
	if len(ps) != 1 {
		return nil
	}
	return ps[0].Owner().ParentBlock()
}

func simplifyCondBranchIdenticalSuccessors(op *core.Operation, rw *rewrite.Rewriter) bool {
	dest := op.Successor(0)
	if dest != op.Successor(1) {
		return false
	}
	tops, fops := succOperands(op, 0), succOperands(op, 1)
	if sameValues(tops, fops) {
		rw.ReplaceOpWithOp(op, newBr(rw, op.Loc(), dest, tops))
		return true
	}
	if uniquePredecessor(dest) != op.ParentBlock() || rw.Ctx.LookupOp("arith.select") == nil {
		return false
	}
	merged := make([]core.Value, len(tops))
	for i := range tops {
		if tops[i] == fops[i] {
			merged[i] = tops[i]
			continue
		}
		merged[i] = rw.CreateOp("arith.select", op.Loc(), []core.Value{op.Operand(0), tops[i], fops[i]},
			[]core.Type{tops[i].Type()}).Result(0)
	}
	rw.ReplaceOpWithOp(op, newBr(rw, op.Loc(), dest, merged))
	return true
}

func simplifyCondBranchSameCondition(op *core.Operation, rw *rewrite.Rewriter) bool {
	cur := op.ParentBlock()
	pred := singlePredecessor(cur)
	if pred == nil {
		return false
	}
	pt := pred.Last()
	if pt == nil || pt.Name() != "cf.cond_br" || pt.Operand(0) != op.Operand(0) {
		return false
	}
	i := 1
	if cur == pt.Successor(0) {
		i = 0
	}
	rw.ReplaceOpWithOp(op, newBr(rw, op.Loc(), op.Successor(i), succOperands(op, i)))
	return true
}

func condBranchTruthPropagation(op *core.Operation, rw *rewrite.Rewriter) bool {
	if rw.Ctx.LookupOp("arith.constant") == nil {
		return false
	}
	cond := op.Operand(0)
	i1 := core.IntegerType(rw.Ctx, 1)
	replaced := false
	for s, val := range []bool{true, false} {
		dest := op.Successor(s)
		if singlePredecessor(dest) == nil {
			continue
		}
		var k core.Value
		for _, u := range core.Uses(cond) {
			owner := u.Owner()
			if owner.ParentBlock() != dest {
				continue
			}
			replaced = true
			if k == nil {
				k = rw.CreateOp("arith.constant", op.Loc(), nil, []core.Type{i1},
					core.NamedAttr{Name: "value", Value: core.Bool(rw.Ctx, val)}).Result(0)
			}
			rw.ModifyInPlace(owner, func() { u.Set(k) })
		}
	}
	return replaced
}

func eraseTrueAssert(op *core.Operation, rw *rewrite.Rewriter) bool {
	if c, ok := rewrite.ConstantOf(op.Operand(0)); ok {
		if i, ok := c.(*core.IntegerAttr); ok && i.Val != 0 {
			rw.EraseOp(op)
			return true
		}
	}
	return false
}
