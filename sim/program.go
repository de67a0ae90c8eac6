package sim

import (
	"fmt"
	"strings"

	"ncc/arch"
	"ncc/core"
	"ncc/dialects/bir"
	"ncc/sim/engine"
)

// A bir function is compiled once into a program: its allocations bound
// to engine.Allocs, each index value (loop induction variable, register)
// given a slot in a register file, each instruction turned into a step
// whose access patterns are engine.AP templates plus offset terms over
// slots. Running is then a walk over steps with no IR lookups.

type program struct {
	fn       *core.Operation
	m        *engine.Machine
	allocs   map[core.Value]*engine.Alloc
	slots    map[core.Value]int
	regs     []int64
	blocks   map[*core.Block]*block
	outputs  []output
	maxSteps int64
	steps    int64

	// active holds the loops being run, innermost last, for messages.
	active []*loopStep
}

// step is one instruction, loop or register operation.
type step interface {
	run(p *program) error
}

// block is a CFG block of the function: its steps and its terminator.
type block struct {
	steps []step
	term  *core.Operation
	// branch targets and the comparison of compare_and_branch
	dest, onFalse *block
	lhs, rhs      int // slots; rhs -1 for the immediate
	imm           int64
	cmp           bir.Compare
}

// slot returns v's register slot, allocating one.
func (p *program) slot(v core.Value) int {
	if s, ok := p.slots[v]; ok {
		return s
	}
	s := len(p.regs)
	p.slots[v] = s
	p.regs = append(p.regs, 0)
	return s
}

// compileCFG compiles the function's blocks and returns the entry.
func (p *program) compileCFG() (*block, error) {
	r := p.fn.Region(0)
	for b := r.First(); b != nil; b = b.Next() {
		p.blocks[b] = &block{}
	}
	for b := r.First(); b != nil; b = b.Next() {
		blk := p.blocks[b]
		steps, term, err := p.compileOps(b)
		if err != nil {
			return nil, err
		}
		blk.steps, blk.term = steps, term
		if term == nil {
			return nil, p.fn.Errorf("a block has no terminator")
		}
		switch term.Name() {
		case "bir.return":
		case "bir.branch":
			blk.dest = p.blocks[term.Successor(0)]
		case "bir.compare_and_branch":
			lhs, rhs, imm := bir.Operands(term)
			blk.lhs, blk.rhs, blk.imm, blk.cmp = p.slot(lhs), -1, imm, bir.CompareOf(term)
			if rhs != nil {
				blk.rhs = p.slot(rhs)
			}
			blk.dest, blk.onFalse = p.blocks[term.Successor(0)], p.blocks[term.Successor(1)]
		default:
			return nil, term.Errorf("is not a terminator the simulator knows")
		}
	}
	return p.blocks[r.First()], nil
}

// compileOps compiles the ops of b up to its terminator, which it returns
// (nil for a loop body's implicit bir.loop_end).
func (p *program) compileOps(b *core.Block) ([]step, *core.Operation, error) {
	var steps []step
	for op := b.First(); op != nil; op = op.Next() {
		switch op.Name() {
		case "bir.alloc":
			continue
		case "bir.return", "bir.branch", "bir.compare_and_branch":
			return steps, op, nil
		case "bir.loop_end":
			return steps, nil, nil
		case "bir.loop":
			s, err := p.compileLoop(op)
			if err != nil {
				return nil, nil, err
			}
			steps = append(steps, s)
		case "bir.register_load":
			aps, err := p.aps(op, bir.InsAPs(op), 1)
			if err != nil {
				return nil, nil, err
			}
			steps = append(steps, &regLoad{op: op, ap: aps[0], dst: p.slot(op.Result(0))})
		case "bir.register_alu":
			lhs, rhs, imm := bir.Operands(op)
			s := &regAlu{op: op, alu: engine.AluOp(bir.Alu(op, "op")), dst: p.slot(op.Result(0)), lhs: p.slot(lhs), rhs: -1, imm: imm}
			if rhs != nil {
				s.rhs = p.slot(rhs)
			}
			steps = append(steps, s)
		case "bir.core_barrier":
			// One core: nothing to wait for.
		default:
			s, err := p.compileInst(op)
			if err != nil {
				return nil, nil, err
			}
			steps = append(steps, s)
		}
	}
	return steps, nil, nil
}

// loopStep runs its body for slot = lb, lb+stride, ... < ub.
type loopStep struct {
	op                *core.Operation
	name              string
	slot              int
	lb, ub, stride, i int64
	body              []step
}

func (p *program) compileLoop(op *core.Operation) (*loopStep, error) {
	name, lb, ub, stride := bir.LoopBounds(op)
	if stride <= 0 {
		return nil, op.Errorf("has stride %d: the simulator runs loops with a positive stride", stride)
	}
	if op.NumRegions() != 1 || op.Region(0).First() == nil {
		return nil, op.Errorf("has no body")
	}
	s := &loopStep{op: op, name: name, slot: p.slot(bir.InductionVar(op)), lb: lb, ub: ub, stride: stride}
	body, _, err := p.compileOps(bir.LoopBody(op))
	if err != nil {
		return nil, err
	}
	s.body = body
	return s, nil
}

func (s *loopStep) run(p *program) error {
	p.active = append(p.active, s)
	defer func() { p.active = p.active[:len(p.active)-1] }()
	for s.i = s.lb; s.i < s.ub; s.i += s.stride {
		if p.steps++; p.steps > p.maxSteps {
			return s.op.Errorf("ran more than %d blocks and loop iterations: giving up", p.maxSteps)
		}
		p.regs[s.slot] = s.i
		for _, st := range s.body {
			if err := st.run(p); err != nil {
				return err
			}
		}
	}
	return nil
}

// run executes the CFG from entry to bir.return.
func (p *program) run(b *block) error {
	for {
		if p.steps++; p.steps > p.maxSteps {
			return b.term.Errorf("ran more than %d blocks and loop iterations: giving up", p.maxSteps)
		}
		for _, st := range b.steps {
			if err := st.run(p); err != nil {
				return err
			}
		}
		switch b.term.Name() {
		case "bir.return":
			return nil
		case "bir.branch":
			b = b.dest
		default:
			rhs := b.imm
			if b.rhs >= 0 {
				rhs = p.regs[b.rhs]
			}
			if b.cmp.Holds(p.regs[b.lhs], rhs) {
				b = b.dest
			} else {
				b = b.onFalse
			}
		}
	}
}

// apRef is an access pattern of one instruction: the engine.AP with the
// constant part of its offset in base, plus coeff·register terms.
type apRef struct {
	ap    engine.AP
	base  int64
	terms []term
}

type term struct {
	coeff int64
	slot  int
}

// at returns the AP with its offset for the current registers.
func (r *apRef) at(p *program) engine.AP {
	off := r.base
	for _, t := range r.terms {
		off += t.coeff * p.regs[t.slot]
	}
	r.ap.Offset = off
	return r.ap
}

// aps converts op's access patterns (of which there must be at least min).
func (p *program) aps(op *core.Operation, aps []bir.AP, min int) ([]*apRef, error) {
	if len(aps) < min {
		return nil, op.Errorf("has %d access patterns where the simulator needs at least %d", len(aps), min)
	}
	out := make([]*apRef, len(aps))
	for i, ap := range aps {
		a, ok := p.allocs[ap.Alloc]
		if !ok {
			return nil, op.Errorf("access pattern %d does not name a bir.alloc of the function", i)
		}
		r := &apRef{ap: engine.AP{Alloc: a, Start: ap.StartPartition, Partitions: ap.NumPartitions,
			Pairs: ap.Pairs, DType: ap.DType}, base: ap.Offset}
		if a.Memory == arch.HBM {
			r.ap.Start, r.ap.Partitions = 0, 0
		}
		for _, t := range ap.Terms {
			r.terms = append(r.terms, term{t.Coeff, p.slot(t.Var)})
		}
		out[i] = r
	}
	return out, nil
}

// fail turns an engine error at op into a located diagnostic, with a note
// giving the loop iteration it happened in.
func (p *program) fail(op *core.Operation, err error) error {
	msg := err.Error()
	if e, ok := err.(*engine.Error); ok {
		msg = e.Msg
	}
	d := op.Errorf("%s", msg)
	if len(p.active) > 0 {
		var its []string
		for _, l := range p.active {
			its = append(its, fmt.Sprintf("%s = %d", l.name, l.i))
		}
		d.Note(nil, "in loop iteration %s", strings.Join(its, ", "))
	}
	return d
}

// regLoad is bir.register_load.
type regLoad struct {
	op  *core.Operation
	ap  *apRef
	dst int
}

func (s *regLoad) run(p *program) error {
	v, err := p.m.ReadInt(s.op.Name(), s.ap.at(p))
	if err != nil {
		return p.fail(s.op, err)
	}
	p.regs[s.dst] = int64(int32(v))
	return nil
}

// regAlu is bir.register_alu.
type regAlu struct {
	op            *core.Operation
	alu           engine.AluOp
	dst, lhs, rhs int
	imm           int64
}

func (s *regAlu) run(p *program) error {
	rhs := s.imm
	if s.rhs >= 0 {
		rhs = p.regs[s.rhs]
	}
	v, err := p.m.RegisterAlu(s.op.Name(), s.alu, p.regs[s.lhs], rhs)
	if err != nil {
		return p.fail(s.op, err)
	}
	p.regs[s.dst] = v
	return nil
}
