package birtotonga

import (
	"ncc/core"
	"ncc/dialects/bir"
)

// flatInst is one bir instruction of the unrolled program: the op and its
// access patterns with every loop variable replaced by its value.
type flatInst struct {
	op        *core.Operation
	ins, outs []bir.AP
}

// flatten unrolls fn's loops into one straight list of instructions, in
// program order. It refuses control flow it cannot unroll: a CFG of
// several blocks (data-dependent while and if), register terms, and
// programs beyond limit instructions.
func flatten(fn *core.Operation, limit int) ([]flatInst, error) {
	body := fn.Region(0)
	if body.First() != body.Last() {
		return nil, fn.Errorf("ncc cannot compile data-dependent control flow (a bir.func of several blocks) to a NEFF yet")
	}
	n, err := countInsts(body.First(), limit)
	if err != nil {
		return nil, err
	}
	f := &flattener{env: map[core.Value]int64{}, out: make([]flatInst, 0, n)}
	return f.out, f.block(body.First())
}

// countInsts counts the instructions b runs, loops unrolled, failing once
// the count passes limit.
func countInsts(b *core.Block, limit int) (int, error) {
	n := 0
	for o := b.First(); o != nil; o = o.Next() {
		switch {
		case o.Name() == bir.Loop.Name:
			_, lb, ub, stride := bir.LoopBounds(o)
			trips := int((ub - lb + stride - 1) / stride)
			m, err := countInsts(bir.LoopBody(o), limit)
			if err != nil {
				return 0, err
			}
			if trips > 0 && m > (limit-n)/trips {
				return 0, o.Errorf("ncc cannot compile this loop to a NEFF yet: unrolled, the program would run more than %d instructions, and sequencer loops are not implemented", limit)
			}
			n += trips * m
		case bir.IsInstruction(o):
			n++
		}
		if n > limit {
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
		case o.Name() == "bir.register_load" || o.Name() == "bir.register_alu":
			return o.Errorf("ncc cannot compile registers (data-dependent indices) to a NEFF yet")
		case bir.IsInstruction(o):
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
		for _, t := range ap.Terms {
			v, ok := f.env[t.Var]
			if !ok {
				return nil, op.Errorf("ncc cannot compile registers (data-dependent indices) to a NEFF yet")
			}
			ap.Offset += t.Coeff * v
		}
		ap.Terms = nil
		out[i] = ap
	}
	return out, nil
}
