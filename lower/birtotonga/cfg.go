package birtotonga

import (
	"ncc/arch"
	"ncc/core"
	"ncc/dialects/bir"
	"ncc/dialects/tonga"
)

// Data-dependent control flow. A bir.func of several blocks (a while
// loop, an if) runs on every engine: each stream holds every block, in
// the function's order, and takes the same branches. A block is compiled
// as its own segment, scheduled and synchronized alone, with every
// semaphore at 0 when it starts. At its end:
//
//   - the sync engine waits for every agent's last work of the block (a
//     barrier: every transfer landed, every engine done);
//   - it writes 0 to every semaphore the block used, then releases each
//     other engine through a semaphore of its own (S[firstReleaseSem+e]
//     write 1), which that engine waits for, and takes back to 0, before
//     its branch;
//   - every engine branches: to the successor of a bir.branch, to the
//     end of its stream at bir.return, or, at bir.compare_and_branch, by
//     its own copy of the condition's register, which it loads from
//     memory after the release (the sync engine has it already) and
//     acknowledges; the sync engine collects the acknowledgements and
//     releases every engine again, so that no engine starts the next
//     block's writes to that memory under another's load.
//
// Buffers keep one place across blocks, so a CFG function is not renamed.

// firstReleaseSem is the first of the release semaphores, one per engine
// but the sync engine; ackSem below them counts the engines that have
// loaded a branch's register. The blocks' counters stay below both.
const (
	firstReleaseSem = tonga.NumSemaphores - numEngines
	ackSem          = firstReleaseSem - 1
)

func releaseSem(e arch.Engine) int { return firstReleaseSem + int(e) }

// placeWhole places every on-chip allocation whole, one after another.
func placeWhole(fn *core.Operation, t *arch.Target, places map[core.Value]*placement) error {
	next := map[bir.Memory]int64{}
	for _, a := range bir.Allocs(fn) {
		p := places[a.Result(0)]
		if !p.info.Memory.OnChip() {
			continue
		}
		size, align := int64(t.SBUFPartitionBytes), int64(sbufAlign)
		if p.info.Memory == bir.PSUM {
			size, align = int64(t.PSUMPartitionBytes), int64(t.PSUMBankBytes)
		}
		at := (next[p.info.Memory] + align - 1) / align * align
		if at+p.info.Bytes > size {
			return a.Errorf("does not fit in %s beside the allocations before it: it needs bytes %d to %d of %d",
				p.info.Memory, at, at+p.info.Bytes, size)
		}
		p.addr = at
		next[p.info.Memory] = at + p.info.Bytes
	}
	return nil
}

// barrier returns the sync engine's end-of-block node: it follows the
// last node of every agent.
func (g *graph) barrier(order []*node) *node {
	b := g.newNode(kindBarrier, &flatInst{}, agent(arch.SP))
	last := map[agent]*node{}
	for _, n := range order {
		if n.kind != kindGate {
			last[n.agent] = n
		}
	}
	for a := range agent(numEngines + g.t.DMAEngines) {
		if n := last[a]; n != nil {
			addEdge(n, b)
		}
	}
	if prev := last[agent(arch.SP)]; prev != nil {
		b.ready = prev.end
	}
	for _, p := range b.preds {
		b.ready = max(b.ready, p.end)
	}
	b.start, b.end = b.ready, b.ready
	return b
}

// blockStart opens block i on every stream with a nop, so that every
// block after the entry starts with an instruction to branch to.
func (em *emitter) blockStart(i int) {
	starts := map[arch.Engine]*core.Operation{}
	for e := range arch.NumEngines {
		em.at(e)
		if i == 0 {
			continue
		}
		starts[e] = em.b.Nop(e)
	}
	em.starts = append(em.starts, starts)
}

// blockEnd ends a block after its barrier: resets, releases and every
// engine's branch.
func (em *emitter) blockEnd(term *core.Operation, index map[*core.Block]int) error {
	em.b.Loc = term.Loc()
	ret := term.Name() == "bir.return"
	em.at(arch.SP)
	if !ret {
		for _, s := range em.sp.usedSems() {
			em.b.EventSemaphore(arch.SP, tonga.Signal(em.c, tonga.SignalWrite, s, 0))
		}
		for e := range arch.NumEngines {
			if e != arch.SP {
				em.b.EventSemaphore(arch.SP, tonga.Signal(em.c, tonga.SignalWrite, releaseSem(e), 1))
			}
		}
	}
	for e := range arch.NumEngines {
		em.at(e)
		if !ret && e != arch.SP {
			r := releaseSem(e)
			tonga.Sync(em.b.Nop(e), tonga.Wait(em.c, tonga.WaitGE, r, 1), tonga.Signal(em.c, tonga.SignalDec, r, 0))
		}
		switch term.Name() {
		case "bir.return":
			em.branches[e] = append(em.branches[e], branchTo{em.b.Branch(e, 0), -1})
		case "bir.branch":
			em.branches[e] = append(em.branches[e], branchTo{em.b.Branch(e, 0), index[term.Successor(0)]})
		case "bir.compare_and_branch":
			lhs, rhs, imm := bir.Operands(term)
			if e != arch.SP {
				if err := em.replicate(e, lhs, map[core.Value]bool{}); err != nil {
					return err
				}
				if rhs != nil {
					if err := em.replicate(e, rhs, map[core.Value]bool{}); err != nil {
						return err
					}
				}
			}
			attrs := []core.NamedAttr{em.b.Int("lhs", int64(em.regs[lhs])),
				em.b.Enum("compare", tonga.CompareEnum, int64(bir.CompareOf(term))), em.b.Int("target", 0)}
			if rhs != nil {
				attrs = append(attrs, em.b.Int("rhs", int64(em.regs[rhs])))
			} else {
				attrs = append(attrs, em.b.Int("imm", imm))
			}
			// Every engine's load is done before any goes on: each
			// acknowledges, the sync engine collects the acknowledgements
			// and releases them all a second time.
			if e != arch.SP {
				r := releaseSem(e)
				em.b.Nop(e).SetAttr("signal", tonga.Signal(em.c, tonga.SignalInc, ackSem, 0))
				tonga.Sync(em.b.Nop(e), tonga.Wait(em.c, tonga.WaitGE, r, 1), tonga.Signal(em.c, tonga.SignalDec, r, 0))
			} else {
				em.b.Nop(e).SetAttr("wait", tonga.Wait(em.c, tonga.WaitGE, ackSem, int64(numEngines-1)))
				em.b.EventSemaphore(e, tonga.Signal(em.c, tonga.SignalWrite, ackSem, 0))
				for o := range arch.NumEngines {
					if o != arch.SP {
						em.b.EventSemaphore(e, tonga.Signal(em.c, tonga.SignalWrite, releaseSem(o), 1))
					}
				}
			}
			br := em.b.Inst("tonga.branch_if", e, nil, nil, attrs...)
			em.branches[e] = append(em.branches[e],
				branchTo{br, index[term.Successor(0)]},
				branchTo{em.b.Branch(e, 0), index[term.Successor(1)]})
		default:
			return term.Errorf("ncc cannot compile the terminator '%s' to a NEFF", term.Name())
		}
	}
	return nil
}

// replicate sets register v on engine e as the sync engine set it: its
// register_load from memory (ready: the block's barrier is behind), or
// its register_alu over replicated operands.
func (em *emitter) replicate(e arch.Engine, v core.Value, done map[core.Value]bool) error {
	if done[v] {
		return nil
	}
	done[v] = true
	op := core.DefiningOp(v)
	if op == nil || (op.Name() != opRegLoad && op.Name() != opRegAlu) {
		return em.prog.Errorf("a branch's register is not a register")
	}
	if op.Name() == opRegAlu {
		for _, o := range op.Operands() {
			if err := em.replicate(e, o, done); err != nil {
				return err
			}
		}
		em.register(op, e, nil)
		return nil
	}
	ins := bir.InsAPs(op)
	if len(ins) != 1 || len(ins[0].Terms) > 0 {
		return op.Errorf("ncc cannot compile a branch on a register loaded through a run-time offset to a NEFF yet")
	}
	em.register(op, e, ins)
	return nil
}
