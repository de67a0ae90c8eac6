package hlotopenguin

import (
	"ncc/arch"
	"ncc/core"
	"ncc/dialects/penguin"
	"ncc/rewrite/convert"
)

// Control flow decided at run time. A stablehlo.while's values live in
// state buffers in HBM (as bir keeps every value in memory): the inits are
// copied in, the penguin.while carries nothing, its cond region reads the
// state and yields the condition as a [1, 1] i1 tile, and its body copies
// the new values back into the state. A stablehlo.case is a chain of
// penguin.if on index == i whose branches copy their results into result
// buffers; an index out of range falls through to the last branch, as
// StableHLO says. The regions' ops move into the new ops unchanged and are
// lowered after them; their stablehlo.return is lowered by the parent.

// regionState is what the return of a lowered region writes to.
type regionState struct {
	bufs []core.Value // the while's state, or the case's results
	cond bool         // a while's cond region: yield the condition
}

func (p *Pass) controlPatterns() []*convert.Pattern {
	return []*convert.Pattern{
		{Root: "stablehlo.while", Benefit: 1, Name: "lower stablehlo.while", Rewrite: p.lowerWhile},
		{Root: "stablehlo.case", Benefit: 1, Name: "lower stablehlo.case", Rewrite: p.lowerCase},
		{Root: "stablehlo.if", Benefit: 1, Name: "lower stablehlo.if", Rewrite: p.lowerIf},
		{Root: "stablehlo.return", Benefit: 1, Name: "lower stablehlo.return", Rewrite: p.lowerReturn},
	}
}

func (p *Pass) newLW(op *core.Operation, r *convert.Rewriter) *lw {
	r.SetInsertionPoint(op)
	return &lw{b: &r.Builder, ctx: op.Context(), loc: op.Loc(), t: p.target}
}

// copyBuf copies src into dst (same shape and type).
func (l *lw) copyBuf(src, dst core.Value) {
	if hbmType(src).NumElements() == 0 {
		return
	}
	l.elementwise(dst, []access{identity(src)}, func(_ point, x []core.Value) core.Value { return x[0] })
}

func (p *Pass) lowerWhile(op *core.Operation, a convert.Adaptor, r *convert.Rewriter) bool {
	l := p.newLW(op, r)
	state := make([]core.Value, len(a.Operands))
	for i, v := range a.Operands {
		state[i] = penguin.NewHBMAlloc(l.b, l.loc, hbmType(v))
		l.copyBuf(v, state[i])
	}
	_, cb, bb := penguin.NewWhileBlocks(l.b, l.loc)
	r.MergeBlocks(op.Region(0).First(), cb, state)
	r.MergeBlocks(op.Region(1).First(), bb, state)
	p.regions[cb] = regionState{bufs: state, cond: true}
	p.regions[bb] = regionState{bufs: state}
	r.ReplaceOp(op, state)
	return true
}

func (p *Pass) lowerCase(op *core.Operation, a convert.Adaptor, r *convert.Rewriter) bool {
	l := p.newLW(op, r)
	results := make([]core.Value, op.NumResults())
	for i := range results {
		results[i] = l.alloc(op.Result(i).Type())
	}
	idx := a.Operands[0]
	n := op.NumRegions()
	var chain func(i int)
	chain = func(i int) {
		if i == n-1 {
			blk := op.Region(i).First()
			here := l.b.InsertionBlock()
			r.MergeBlocks(blk, here, nil)
			p.regions[here] = regionState{bufs: results}
			return
		}
		cond := l.scalarTest(idx, penguin.AluIsEqual, float64(i))
		_, tb, eb := penguin.NewIfBlocks(l.b, l.loc, cond)
		r.MergeBlocks(op.Region(i).First(), tb, nil)
		p.regions[tb] = regionState{bufs: results}
		blk, before := l.b.InsertionPoint()
		l.b.SetInsertionPointToEnd(eb)
		chain(i + 1)
		if i+1 < n-1 {
			penguin.NewYield(l.b, l.loc)
		}
		l.b.RestoreInsertionPoint(blk, before)
	}
	chain(0)
	r.ReplaceOp(op, results)
	return true
}

// lowerIf is a penguin.if on the predicate, whose branches copy their
// results into result buffers.
func (p *Pass) lowerIf(op *core.Operation, a convert.Adaptor, r *convert.Rewriter) bool {
	l := p.newLW(op, r)
	results := make([]core.Value, op.NumResults())
	for i := range results {
		results[i] = l.alloc(op.Result(i).Type())
	}
	cond := l.loadScalar(a.Operands[0])
	_, tb, eb := penguin.NewIfBlocks(l.b, l.loc, cond)
	r.MergeBlocks(op.Region(0).First(), tb, nil)
	r.MergeBlocks(op.Region(1).First(), eb, nil)
	p.regions[tb] = regionState{bufs: results}
	p.regions[eb] = regionState{bufs: results}
	r.ReplaceOp(op, results)
	return true
}

// scalarTest is the [1, 1] i1 tile `s op imm` of the rank-0 buffer s.
func (l *lw) scalarTest(s core.Value, op penguin.AluOp, imm float64) core.Value {
	x := l.loadScalar(s)
	return penguin.NewEwise(l.b, l.loc, op, penguin.Tile(l.ctx, []int64{1, 1}, core.IntegerType(l.ctx, 1), arch.SBUF),
		penguin.V(x), penguin.Imm(imm))
}

// loadScalar loads a rank-0 (or one-element) buffer as a [1, 1] tile.
func (l *lw) loadScalar(s core.Value) core.Value {
	ht := hbmType(s)
	return penguin.NewLoad(l.b, l.loc, l.flat(s), penguin.Access{
		Starts: []penguin.Index{penguin.Const(0)},
		Dims:   []penguin.DimMap{penguin.Walk(0), penguin.Walk(0)}},
		penguin.Tile(l.ctx, []int64{1, 1}, ht.Elem, arch.SBUF))
}

// lowerReturn ends a region of a lowered while or case.
func (p *Pass) lowerReturn(op *core.Operation, a convert.Adaptor, r *convert.Rewriter) bool {
	rs, ok := p.regions[op.ParentBlock()]
	if !ok {
		return false
	}
	l := p.newLW(op, r)
	vals := append([]core.Value(nil), a.Operands...)
	switch {
	case rs.cond:
		c := l.loadScalar(vals[0])
		penguin.NewYield(l.b, l.loc, c)
	default:
		// A value computed before the region (a state buffer itself, or a
		// view of one) may be overwritten by an earlier copy: stage it.
		for i, v := range vals {
			if v != rs.bufs[i] && (definedOutside(v, op.ParentBlock()) || aliases(v, rs.bufs)) {
				tmp := penguin.NewHBMAlloc(l.b, l.loc, hbmType(v))
				l.copyBuf(v, tmp)
				vals[i] = tmp
			}
		}
		for i, v := range vals {
			if v != rs.bufs[i] {
				l.copyBuf(v, rs.bufs[i])
			}
		}
		penguin.NewYield(l.b, l.loc)
	}
	r.EraseOp(op)
	return true
}

// definedOutside reports whether v is defined outside block b.
func definedOutside(v core.Value, b *core.Block) bool {
	if def := core.DefiningOp(v); def != nil {
		for o := def; o != nil; o = o.ParentOp() {
			if o.ParentBlock() == b {
				return false
			}
		}
		return true
	}
	if ba, ok := v.(*core.BlockArg); ok {
		return ba.Owner() != b
	}
	return true
}

// aliases reports whether v is one of bufs or a view of one.
func aliases(v core.Value, bufs []core.Value) bool {
	for {
		for _, b := range bufs {
			if v == b {
				return true
			}
		}
		def := core.DefiningOp(v)
		if def == nil || def.Name() != "penguin.view" {
			return false
		}
		v = def.Operand(0)
	}
}
