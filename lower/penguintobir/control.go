package penguintobir

import (
	"fmt"

	"ncc/core"
	"ncc/dialects/bir"
	"ncc/dialects/penguin"
	"ncc/numerics"
)

// Control flow. penguin.for becomes bir.loop (parallel and sequential
// alike: bir runs iterations in order). Carried tiles live in their
// class's buffer, so carrying them costs nothing unless the plan inserted
// a copy of an init (before the loop) or of a yielded value (at the end of
// the body). A carried index must be the iter arg plus a constant each
// iteration: it is then an affine function of the iteration number, and
// the loop runs over that number (0 to the trip count, step 1).
//
// penguin.while and penguin.if become blocks of the bir.func's CFG: the
// condition tile is read into a register (through an int32 scratch cell:
// a condition is an i1 byte) and compare_and_branch goes on. bir branches
// only between blocks of the function, so neither may be inside a
// penguin.for (a bir.loop body is one block).

func (l *lowerer) lowerFor(op *core.Operation) error {
	f, _ := penguin.AsForOp(op)
	lb, ub, step := f.Bounds()
	trip := f.TripCount()
	inits, iters, yielded := f.Inits(), f.IterArgs(), f.Yielded()
	type carriedIndex struct {
		j int
		d int64
	}
	var deltas []carriedIndex
	for j, v := range inits {
		if isTile(v) {
			continue
		}
		d, ok := delta(yielded[j], iters[j])
		if !ok {
			return op.Errorf("carries index value #%d, which is not its previous value plus a constant: not supported yet", j)
		}
		deltas = append(deltas, carriedIndex{j, d})
	}
	normalize := lb < 0 || len(deltas) > 0
	if err := l.parallelCopy(op, l.p.copies[op]); err != nil {
		return err
	}
	blb, bub, bstep := lb, max(ub, lb), step
	if normalize {
		blb, bub, bstep = 0, trip, 1
	}
	var err error
	l.b.Loc = op.Loc()
	name := fmt.Sprintf("i%d", l.loops)
	l.loops++
	l.b.Loop(name, blb, bub, bstep, func(iv core.Value) {
		if normalize {
			l.idx[f.InductionVar()] = affine{c: lb, terms: []term{{step, iv}}}
		} else {
			l.idx[f.InductionVar()] = variable(iv)
		}
		for _, c := range deltas {
			var init affine
			if init, err = l.index(inits[c.j]); err != nil {
				return
			}
			l.idx[iters[c.j]] = init.add(affine{terms: []term{{c.d, iv}}})
		}
		if err = l.lowerBlock(f.Region(0).First()); err != nil {
			return
		}
		yield := f.Region(0).First().Last()
		l.b.Loc = yield.Loc()
		err = l.parallelCopy(yield, l.p.copies[yield])
	})
	l.loops--
	if err != nil {
		return err
	}
	for _, c := range deltas {
		init, err := l.index(inits[c.j])
		if err != nil {
			return err
		}
		l.idx[op.Result(c.j)] = init.add(konst(c.d * trip))
	}
	return nil
}

// delta returns d when y is a + d, with d a constant.
func delta(y, a core.Value) (int64, bool) {
	if y == a {
		return 0, true
	}
	op := core.DefiningOp(y)
	if op == nil || op.NumOperands() != 2 {
		return 0, false
	}
	x, z := op.Operand(0), op.Operand(1)
	switch op.Name() {
	case "arith.addi":
		if d, ok := delta(x, a); ok {
			if c, ok := constIndex(z); ok {
				return d + c, true
			}
		}
		if d, ok := delta(z, a); ok {
			if c, ok := constIndex(x); ok {
				return d + c, true
			}
		}
	case "arith.subi":
		if d, ok := delta(x, a); ok {
			if c, ok := constIndex(z); ok {
				return d - c, true
			}
		}
	}
	return 0, false
}

func constIndex(v core.Value) (int64, bool) {
	op := core.DefiningOp(v)
	if op == nil || op.Name() != "arith.constant" {
		return 0, false
	}
	a, ok := op.Attr("value").(*core.IntegerAttr)
	if !ok {
		return 0, false
	}
	return a.Val, true
}

// topLevel reports an error for run-time control inside a bir.loop.
func (l *lowerer) topLevel(op *core.Operation) error {
	if l.loops > 0 {
		return op.Errorf("inside penguin.for is not supported yet: bir branches only between the blocks of a function, and a bir.loop body is one block")
	}
	for _, r := range op.Results() {
		if !isTile(r) {
			return op.Errorf("carries an index value: not supported yet (registers are not kept across bir blocks)")
		}
	}
	return nil
}

func (l *lowerer) lowerWhile(op *core.Operation) error {
	if err := l.topLevel(op); err != nil {
		return err
	}
	w, _ := penguin.AsWhileOp(op)
	if err := l.parallelCopy(op, l.p.copies[op]); err != nil {
		return err
	}
	cond, body, exit := l.b.NewBlock(), l.b.NewBlock(), core.NewBlock(nil, nil)
	l.b.Loc = op.Loc()
	l.b.Branch(cond)
	l.b.SetInsertionPointToEnd(cond)
	if err := l.lowerBlock(w.Region(0).First()); err != nil {
		return err
	}
	condYield := w.Region(0).First().Last()
	l.b.Loc = condYield.Loc()
	r, err := l.condRegister(condYield, w.Condition())
	if err != nil {
		return err
	}
	l.b.CompareImmAndBranch(bir.IsNE, r, 0, body, exit)
	l.b.SetInsertionPointToEnd(body)
	if err := l.lowerBlock(w.Region(1).First()); err != nil {
		return err
	}
	yield := w.Region(1).First().Last()
	l.b.Loc = yield.Loc()
	if err := l.parallelCopy(yield, l.p.copies[yield]); err != nil {
		return err
	}
	l.b.Branch(cond)
	l.fn.Region(0).Append(exit)
	l.b.SetInsertionPointToEnd(exit)
	return nil
}

func (l *lowerer) lowerIf(op *core.Operation) error {
	if err := l.topLevel(op); err != nil {
		return err
	}
	f, _ := penguin.AsIfOp(op)
	r, err := l.condRegister(op, f.Cond())
	if err != nil {
		return err
	}
	then := l.b.NewBlock()
	join := core.NewBlock(nil, nil)
	els := join
	hasElse := !f.Else().Empty()
	if hasElse {
		els = l.b.NewBlock()
	}
	l.b.CompareImmAndBranch(bir.IsNE, r, 0, then, els)
	branch := func(reg *core.Region, blk *core.Block) error {
		l.b.SetInsertionPointToEnd(blk)
		if err := l.lowerBlock(reg.First()); err != nil {
			return err
		}
		if y := reg.First().Last(); y != nil && y.Name() == penguin.Yield.Name {
			l.b.Loc = y.Loc()
			if err := l.parallelCopy(y, l.p.copies[y]); err != nil {
				return err
			}
		}
		l.b.Branch(join)
		return nil
	}
	if err := branch(f.Then(), then); err != nil {
		return err
	}
	if hasElse {
		if err := branch(f.Else(), els); err != nil {
			return err
		}
	}
	l.fn.Region(0).Append(join)
	l.b.SetInsertionPointToEnd(join)
	return nil
}

// condRegister reads condition tile c into a register, through an int32
// scratch cell of op unless it is an int32 or uint32.
func (l *lowerer) condRegister(op *core.Operation, c core.Value) (core.Value, error) {
	ap := l.tileAP(c)
	ap.Pairs = [][2]int64{{1, 1}}
	ap.NumPartitions = 1
	if !wideInt(ap.DType) {
		cell, err := l.scratchAP(op, 1, 1, numerics.Int32)
		if err != nil {
			return nil, err
		}
		l.b.TensorCopy(l.vec(ap, cell), ap, cell)
		ap = cell
	}
	return l.b.RegisterLoad(ap), nil
}

// parallelCopy emits the copies planned at op as if they happened at
// once: a source that another copy of the group overwrites is first
// copied to scratch.
func (l *lowerer) parallelCopy(op *core.Operation, pairs []copyPair) error {
	srcs := make([]bir.AP, len(pairs))
	for i, c := range pairs {
		srcs[i] = l.tileAP(c.src)
		if !c.staged {
			continue
		}
		t, _ := penguin.TileTypeOf(c.src)
		tmp, err := l.scratchAP(op, int(t.Partitions()), t.FreeSize(), t.DType())
		if err != nil {
			return err
		}
		l.b.TensorCopy(l.copyEngine(srcs[i], tmp), srcs[i], tmp)
		srcs[i] = tmp
	}
	for i, c := range pairs {
		if !c.staged && l.p.cls[c.src] == l.p.cls[c.dst] {
			continue // joined the class after the copy was planned
		}
		dst := l.tileAP(c.dst)
		l.b.TensorCopy(l.copyEngine(srcs[i], dst), srcs[i], dst)
	}
	return nil
}
