package birtotonga

import (
	"fmt"
	"math"

	"ncc/arch"
	"ncc/core"
	"ncc/dialects/bir"
	"ncc/numerics"
)

// Sequencer loops. The backend unrolls loops, so that every iteration is
// scheduled and synchronized on its own terms; a program whose loops,
// unrolled, would pass the instruction limit instead keeps its largest
// top-level loops as loops the sequencers run. Such a loop becomes blocks
// of the function's control flow, as a while loop is (cfg.go): a counter
// cell in SBUF, set to the lower bound before the loop; a header block
// loading it into a register and branching to the body while it is below
// the upper bound, or past the loop; and the body, which loads the counter
// into the register its access patterns use for the induction variable
// (DMA offsets computed from registers, as dynamic slices are), runs the
// loop's instructions with their inner loops unrolled, adds the stride to
// the counter and branches back to the header. Each iteration ends at the
// control-flow barrier, and the function is no longer renamed: slower than
// unrolled code, but of any length.

// UnrolledInstructions is how many bir instructions fn runs with its loops
// unrolled: what Options.MaxInstructions bounds.
func UnrolledInstructions(fn *core.Operation) int { return unrolledSize(fn, math.MaxInt) }

// unrolledSize is how many instructions fn runs with its loops unrolled
// (past limit, a count above it).
func unrolledSize(fn *core.Operation, limit int) int {
	total := 0
	for _, b := range fn.Region(0).Blocks() {
		n, err := countInsts(b, math.MaxInt, limit)
		if err != nil {
			return math.MaxInt
		}
		total += n
	}
	return total
}

// sequenceLoops rewrites the largest top-level loops of fn into sequencer
// loops until fn, unrolled, fits in limit instructions. It changes
// nothing when fn fits already, and reports an error at the loop when a
// loop that would have to become a sequencer loop cannot (its body uses
// a register defined before it, or the sequencers run out of registers).
func sequenceLoops(fn *core.Operation, limit int) error {
	for k := 0; ; k++ {
		total, biggest, size := 0, (*core.Operation)(nil), 0
		for _, b := range fn.Region(0).Blocks() {
			n, err := countInsts(b, math.MaxInt, limit)
			if err != nil {
				return err
			}
			total += n
			for o := b.First(); o != nil; o = o.Next() {
				if o.Name() != bir.Loop.Name {
					continue
				}
				m, err := countInsts(bir.LoopBody(o), math.MaxInt, limit)
				if err != nil {
					return err
				}
				_, lb, ub, stride := bir.LoopBounds(o)
				if s := m * int((ub-lb+stride-1)/stride); s > size {
					biggest, size = o, s
				}
			}
		}
		if total <= limit || biggest == nil {
			return nil // flattening reports a program still too long
		}
		if err := sequence(fn, biggest, k); err != nil {
			return err
		}
	}
}

// sequence rewrites loop (in a block of fn) into a sequencer loop whose
// counter is the k-th.
func sequence(fn *core.Operation, loop *core.Operation, k int) error {
	_, lb, ub, stride := bir.LoopBounds(loop)
	if stride <= 0 {
		return loop.Errorf("ncc cannot run a loop of stride %d on the sequencers", stride)
	}
	blk := loop.ParentBlock()
	if err := noRegistersAcross(blk, loop); err != nil {
		return err
	}
	ctx := fn.Context()
	b := bir.NewBuilder(core.NewBuilder(ctx))
	b.Loc = loop.Loc()

	entry := fn.Region(0).First()
	b.SetInsertionPoint(entry.First())
	cell := b.AllocSB(fmt.Sprintf("loop%d", k), 1, 4)
	ctr := bir.Tile(cell, 0, 1, [][2]int64{{1, 1}}, numerics.Int32)

	exit := blk.SplitBefore(loop.Next()) // what follows the loop
	header, body := core.NewBlock(nil, nil), core.NewBlock(nil, nil)
	fn.Region(0).InsertAfter(header, blk)
	fn.Region(0).InsertAfter(body, header)

	b.SetInsertionPoint(loop)
	b.Memset(arch.DVE, ctr, float32(lb))
	b.Branch(header)

	b.SetInsertionPointToEnd(header)
	r := b.RegisterLoad(ctr)
	b.CompareImmAndBranch(bir.IsLT, r, ub, body, exit)

	b.SetInsertionPointToEnd(body)
	iv := b.RegisterLoad(ctr)
	core.ReplaceAllUsesWith(bir.InductionVar(loop), iv)
	inner := bir.LoopBody(loop)
	for o := inner.First(); o != nil; {
		next := o.Next()
		if o.Name() != bir.LoopEnd.Name {
			o.Remove()
			body.Append(o)
		}
		o = next
	}
	b.SetInsertionPointToEnd(body)
	b.TensorScalar(arch.DVE, ctr, ctr, bir.AluAdd, float32(stride), bir.AluBypass, 0)
	b.Branch(header)
	loop.Erase()
	return nil
}

// noRegistersAcross reports an error when splitting blk at loop would use
// a register in another block than the one defining it: registers are not
// kept across blocks.
func noRegistersAcross(blk *core.Block, loop *core.Operation) error {
	defined := map[core.Value]bool{}
	for o := blk.First(); o != loop; o = o.Next() {
		if o.Name() == opRegLoad || o.Name() == opRegAlu {
			defined[o.Result(0)] = true
		}
	}
	var err error
	for o := loop; o != nil && err == nil; o = o.Next() {
		o.Walk(core.PreOrder, func(in *core.Operation) core.WalkResult {
			for _, v := range in.Operands() {
				if defined[v] {
					err = loop.Errorf("ncc cannot run this loop on the sequencers: it or what follows uses a register defined before it, and registers are not kept across blocks")
					return core.Interrupt
				}
			}
			return core.Advance
		})
	}
	return err
}
