package birtotonga

import (
	"ncc/core"
	"ncc/dialects/bir"
)

// flatInst is one bir instruction of the unrolled program: the op and its
// access patterns with every loop variable replaced by its value. Terms
// over registers (bir.register_load, bir.register_alu results) stay: they
// are run-time offsets.
type flatInst struct {
	op        *core.Operation
	ins, outs []bir.AP
}

// Register ops, which flatten keeps as instructions of the sync engine.
const (
	opRegLoad = "bir.register_load"
	opRegAlu  = "bir.register_alu"
)

// flattenBlock unrolls the loops of one block of a bir.func into a
// straight list of instructions, in program order, without the block's
// terminator. budget is what is left of the program's instruction limit.
func flattenBlock(b *core.Block, budget *int, limit int) ([]flatInst, error) {
	n, err := countInsts(b, *budget, limit)
	if err != nil {
		return nil, err
	}
	*budget -= n
	f := &flattener{env: map[core.Value]int64{}, out: make([]flatInst, 0, n)}
	return f.out, f.block(b)
}

// countInsts counts the instructions b runs, loops unrolled, failing once
// the count passes budget.
func countInsts(b *core.Block, budget, limit int) (int, error) {
	n := 0
	for o := b.First(); o != nil; o = o.Next() {
		switch {
		case o.Name() == bir.Loop.Name:
			_, lb, ub, stride := bir.LoopBounds(o)
			trips := int((ub - lb + stride - 1) / stride)
			m, err := countInsts(bir.LoopBody(o), budget, limit)
			if err != nil {
				return 0, err
			}
			if trips > 0 && m > (budget-n)/trips {
				return 0, o.Errorf("ncc cannot compile this loop to a NEFF yet: unrolled, the program would run more than %d instructions", limit)
			}
			n += trips * m
		case bir.IsInstruction(o) || o.Name() == opRegLoad || o.Name() == opRegAlu:
			n++
		}
		if n > budget {
			return 0, o.Errorf("ncc cannot compile this program to a NEFF yet: it runs more than %d instructions", limit)
		}
	}
	return n, nil
}

type flattener struct {
	env map[core.Value]int64
	out []flatInst
}

func (f *flattener) block(b *core.Block) error {
	for o := b.First(); o != nil; o = o.Next() {
		switch {
		case o.Name() == bir.Loop.Name:
			_, lb, ub, stride := bir.LoopBounds(o)
			iv := bir.InductionVar(o)
			for i := lb; i < ub; i += stride {
				f.env[iv] = i
				if err := f.block(bir.LoopBody(o)); err != nil {
					return err
				}
			}
			delete(f.env, iv)
		case o.Name() == opRegAlu:
			f.out = append(f.out, flatInst{op: o})
		case bir.IsInstruction(o) || o.Name() == opRegLoad:
			fi := flatInst{op: o}
			var err error
			if fi.ins, err = f.resolve(o, bir.InsAPs(o)); err != nil {
				return err
			}
			if fi.outs, err = f.resolve(o, bir.OutsAPs(o)); err != nil {
				return err
			}
			f.out = append(f.out, fi)
		}
	}
	return nil
}

// resolve folds the loop-variable terms of aps into their offsets.
func (f *flattener) resolve(op *core.Operation, aps []bir.AP) ([]bir.AP, error) {
	out := make([]bir.AP, len(aps))
	for i, ap := range aps {
		var regs []bir.Term
		for _, t := range ap.Terms {
			if v, ok := f.env[t.Var]; ok {
				ap.Offset += t.Coeff * v
				continue
			}
			if !isRegister(t.Var) {
				return nil, op.Errorf("offset term over a value that is neither a loop variable nor a register")
			}
			regs = append(regs, t)
		}
		ap.Terms = regs
		out[i] = ap
	}
	return out, nil
}

// isRegister reports whether v is a register: a bir.register_load or
// bir.register_alu result.
func isRegister(v core.Value) bool {
	d := core.DefiningOp(v)
	return d != nil && (d.Name() == opRegLoad || d.Name() == opRegAlu)
}

// numberRegisters gives every register of fn one of the sequencer's
// registers r0 to r12 (r13 to r15 are the backend's scratch for dynamic
// offsets).
func numberRegisters(fn *core.Operation) (map[core.Value]int, error) {
	regs := map[core.Value]int{}
	var err error
	fn.Walk(core.PreOrder, func(o *core.Operation) core.WalkResult {
		if o.Name() != opRegLoad && o.Name() != opRegAlu {
			return core.Advance
		}
		if len(regs) == firstScratch {
			err = o.Errorf("ncc cannot compile more than %d registers to a NEFF yet (a sequencer has 16, three of them the backend's)", firstScratch)
			return core.Interrupt
		}
		regs[o.Result(0)] = len(regs)
		return core.Advance
	})
	return regs, err
}

// The scratch registers: a temporary, and the dynamic offsets of a
// descriptor's two sides.
const (
	firstScratch = 13
	regTemp      = 13
	regFrom      = 14
	regTo        = 15
)
