package core

import (
	"runtime"
	"sync"
	"sync/atomic"
)

// The verifier follows mlir/lib/IR/Verifier.cpp step for step, so that the
// first error it finds, and its wording, are mlir-opt's:
//
//   - ops are visited in pre-order without recursion; on entry an op's
//     definition is checked (counts, ODS invariants, traits, Verify hook) and
//     its regions' entry blocks; on entry a block is checked for emptiness and
//     branches out of its middle, on exit for its terminator;
//   - IsolatedFromAbove ops are not entered from their parent: when the
//     parent is exited they are verified as independent units, concurrently
//     when allowed, then the parent's region invariants (isolation, symbol
//     table, implicit terminator, VerifyRegions hook) are checked;
//   - dominance is checked last, per isolated unit, once its structure is
//     known to be sound.
//
// Verification of a unit stops at its first error, as MLIR's does; sibling
// isolated units each report theirs, in IR order, whatever the thread count.

// VerifyOptions tunes VerifyWith.
type VerifyOptions struct {
	// Parallel verifies sibling IsolatedFromAbove ops (e.g. the functions of
	// a module) on up to GOMAXPROCS goroutines.
	Parallel bool
}

// Verify checks op and everything nested in it, in parallel where possible.
// It returns nil or core.Diagnostics: the first error of each failing
// IsolatedFromAbove unit, in IR order (see verifyAll).
func Verify(op *Operation) error { return VerifyWith(op, VerifyOptions{Parallel: true}) }

// VerifyWith is Verify with options.
func VerifyWith(op *Operation, opts VerifyOptions) error {
	if len(noExtra.attrs)+len(noExtra.regions)+len(noExtra.succs) != 0 {
		// A write bypassed own(): every op without extras now has them.
		return Errorf(op.loc, "internal error: the shared empty opExtra was modified")
	}
	v := &verifier{}
	if opts.Parallel {
		if n := runtime.GOMAXPROCS(0) - 1; n > 0 {
			v.tokens = make(chan struct{}, n)
		}
	}
	if ds := v.verifyOpAndDominance(op); ds != nil {
		return ds
	}
	return nil
}

type verifier struct {
	// tokens bounds the extra goroutines; nil means sequential.
	tokens chan struct{}
}

// opError is op.emitError: the message has no "'name' op" prefix but the op
// is attached, so tools add the "see current operation" note.
func opError(op *Operation, msg string) *Diagnostic {
	return &Diagnostic{Severity: SevError, Loc: op.loc, Op: op, Msg: msg}
}

// one wraps a single diagnostic (or nil) as a list.
func one(d *Diagnostic) Diagnostics {
	if d == nil {
		return nil
	}
	return Diagnostics{d}
}

func (v *verifier) verifyOpAndDominance(op *Operation) Diagnostics {
	if ds := v.verifyOperation(op); ds != nil {
		return ds
	}
	if len(op.regions) != 0 {
		return one(verifyDominanceOfContainedRegions(op, NewDominanceInfo()))
	}
	return nil
}

// workPool recycles verifyOperation's stacks, one per isolated unit.
var workPool = sync.Pool{New: func() any { s := make([]workItem, 0, 256); return &s }}

type workItem struct {
	op    *Operation
	block *Block
	exit  bool
}

// verifyOperation checks op's structure and that of everything nested in it,
// stopping at IsolatedFromAbove ops, which verifyOpOnExit takes over.
func (v *verifier) verifyOperation(root *Operation) Diagnostics {
	wp := workPool.Get().(*[]workItem)
	work := append((*wp)[:0], workItem{op: root})
	defer func() {
		clear(work[:cap(work)])
		*wp = work[:0]
		workPool.Put(wp)
	}()
	for len(work) > 0 {
		top := &work[len(work)-1]
		if top.exit {
			var ds Diagnostics
			if top.block != nil {
				ds = one(verifyBlockOnExit(top.block))
			} else {
				ds = v.verifyOpOnExit(top.op)
			}
			if ds != nil {
				return ds
			}
			work = work[:len(work)-1]
			continue
		}
		top.exit = true
		if b := top.block; b != nil {
			if d := verifyBlockOnEntry(b); d != nil {
				return one(d)
			}
			for o := b.last; o != nil; o = o.prev {
				if len(o.regions) == 0 || !o.HasTrait(IsolatedFromAbove) {
					work = append(work, workItem{op: o})
				}
			}
			continue
		}
		op := top.op
		if ds := verifyOpOnEntry(op); ds != nil {
			return ds
		}
		for i := len(op.regions) - 1; i >= 0; i-- {
			for b := op.regions[i].last; b != nil; b = b.prev {
				work = append(work, workItem{block: b})
			}
		}
	}
	return nil
}

func verifyOpOnEntry(op *Operation) Diagnostics {
	for i := range op.operands {
		if op.operands[i].value == nil {
			return one(opError(op, "null operand found"))
		}
	}
	if ds := verifyDialectAttrs(op); ds != nil {
		return ds
	}
	if op.IsRegistered() {
		if ds := verifyInvariants(op); ds != nil {
			return ds
		}
		if ds := verifyFunctionAttrs(op); ds != nil {
			return ds
		}
	}
	for i, r := range op.regions {
		if op.IsRegistered() && op.HasTrait(GraphRegions) && r.first != nil && r.first != r.last {
			return one(op.Errorf("expects graph region #%d to have 0 or 1 blocks", i))
		}
		if r.first != nil && r.first.firstPred != nil {
			return one(Errorf(op.loc, "entry block of region may not have predecessors"))
		}
	}
	return nil
}

// mayBeValidWithoutTerminator mirrors MLIR: only a block that is alone in
// its region, under an op that has (or, unregistered, might have) the
// NoTerminator trait, may lack a terminator.
func mayBeValidWithoutTerminator(b *Block) bool {
	r := b.parent
	if r == nil {
		return true
	}
	if r.first != r.last {
		return false
	}
	op := r.parent
	return op == nil || !op.IsRegistered() || op.HasTrait(NoTerminator)
}

func verifyBlockOnEntry(b *Block) *Diagnostic {
	if b.first == nil {
		if mayBeValidWithoutTerminator(b) {
			return nil
		}
		var loc Location
		if b.parent != nil && b.parent.parent != nil {
			loc = b.parent.parent.loc
		}
		return Errorf(loc, "empty block: expect at least a terminator")
	}
	for o := b.first; o != nil; o = o.next {
		if len(o.succs) != 0 && o != b.last {
			return opError(o, "operation with block successors must terminate its parent block")
		}
	}
	return nil
}

func verifyBlockOnExit(b *Block) *Diagnostic {
	last := b.last
	// Block::getSuccessors is empty for a block alone in its region.
	if last != nil && b.parent != nil && b.parent.first != b.parent.last {
		for i := range last.succs {
			if s := last.succs[i].block; s != nil && s.parent != b.parent {
				return last.Errorf("branching to block of a different region")
			}
		}
	}
	if mayBeValidWithoutTerminator(b) || last == nil {
		return nil
	}
	if last.IsRegistered() && !last.HasTrait(Terminator) {
		s := OpString(last)
		msg := "block with no terminator, has "
		if containsNewline(s) {
			msg += "\n"
		}
		return opError(last, msg+s)
	}
	return nil
}

func containsNewline(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] == '\n' {
			return true
		}
	}
	return false
}

func (v *verifier) verifyOpOnExit(op *Operation) Diagnostics {
	var isolated []*Operation
	for _, r := range op.regions {
		for b := r.first; b != nil; b = b.next {
			for o := b.first; o != nil; o = o.next {
				if len(o.regions) != 0 && o.HasTrait(IsolatedFromAbove) {
					isolated = append(isolated, o)
				}
			}
		}
	}
	if ds := v.verifyAll(isolated); ds != nil {
		return ds
	}
	if op.IsRegistered() {
		return verifyRegionInvariants(op)
	}
	// An unregistered op of a loaded dialect (Context.UnknownOpName).
	if c := op.Context(); !c.AllowUnregistered {
		if dialect, _, ok := cutDot(op.Name()); ok && c.Dialect(dialect) != nil {
			return one(opError(op, "unregistered operation '"+op.Name()+"' found in dialect ('"+dialect+"') that does not allow unknown operations"))
		}
	}
	return nil
}

// verifyAll verifies independent units (sibling IsolatedFromAbove ops) and
// returns the errors of every failing one, in list order. This is what
// mlir-opt prints when its thread pool gets to all of them (small inputs,
// several cores): each unit stops at its first error, and the ordered
// diagnostic handler sorts the units' errors by position. Unlike MLIR, the
// result does not depend on timing or on the thread count.
func (v *verifier) verifyAll(ops []*Operation) Diagnostics {
	diags := make([]Diagnostics, len(ops))
	if v.tokens == nil || len(ops) < 2 {
		for i, o := range ops {
			diags[i] = v.verifyOpAndDominance(o)
		}
	} else {
		var next atomic.Int64
		work := func() {
			for {
				i := next.Add(1) - 1
				if i >= int64(len(ops)) {
					return
				}
				diags[i] = v.verifyOpAndDominance(ops[i])
			}
		}
		var wg sync.WaitGroup
	spawn:
		for range len(ops) - 1 {
			select {
			case v.tokens <- struct{}{}:
				wg.Add(1)
				go func() {
					defer func() { <-v.tokens; wg.Done() }()
					work()
				}()
			default:
				break spawn
			}
		}
		work()
		wg.Wait()
	}
	var all Diagnostics
	for _, ds := range diags {
		all = append(all, ds...)
	}
	return all
}

// verifyDominanceOfContainedRegions checks that every operand of a reachable
// op is dominated by its definition, below op and down to (not into) nested
// IsolatedFromAbove ops, which were checked as their own units.
func verifyDominanceOfContainedRegions(root *Operation, dom *DominanceInfo) *Diagnostic {
	work := []*Operation{root}
	for len(work) > 0 {
		op := work[len(work)-1]
		work = work[:len(work)-1]
		for _, r := range op.regions {
			ssa := HasSSADominance(r)
			for b := r.first; b != nil; b = b.next {
				reachable := dom.IsReachable(b)
				for o := b.first; o != nil; o = o.next {
					if reachable {
						for i := range o.operands {
							if !valueDominatesFast(dom, o.operands[i].value, o, b, ssa) {
								return diagnoseInvalidOperandDominance(o, i)
							}
						}
					}
					if len(o.regions) != 0 && !o.HasTrait(IsolatedFromAbove) {
						work = append(work, o)
					}
				}
			}
		}
	}
	return nil
}

// valueDominatesFast answers the common cases (definition in the user's own
// block) without the general machinery.
func valueDominatesFast(dom *DominanceInfo, v Value, user *Operation, b *Block, ssa bool) bool {
	switch x := v.(type) {
	case *OpResult:
		if x.owner.block == b {
			if !ssa {
				return true
			}
			return x.owner != user && x.owner.IsBeforeInBlock(user)
		}
	case *BlockArg:
		if x.owner == b {
			return true
		}
	}
	return dom.ValueDominates(v, user)
}

// isProperAncestor reports whether r strictly contains other.
func isProperAncestor(r, other *Region) bool {
	return r != nil && other != nil && r != other && r.IsAncestorOf(other)
}

func diagnoseInvalidOperandDominance(op *Operation, i int) *Diagnostic {
	d := opError(op, "operand #"+itoa(i)+" does not dominate this use")
	v := op.operands[i].value
	b1 := op.block
	var r1 *Region
	if b1 != nil {
		r1 = b1.parent
	}
	if def := DefiningOp(v); def != nil {
		b2 := def.block
		var r2 *Region
		if b2 != nil {
			r2 = b2.parent
		}
		msg := "operand defined here"
		switch {
		case b1 == b2:
			msg += " (op in the same block)"
		case r1 == r2:
			msg += " (op in the same region)"
		case isProperAncestor(r2, r1):
			msg += " (op in a parent region)"
		case isProperAncestor(r1, r2):
			msg += " (op in a child region)"
		default:
			msg += " (op is neither in a parent nor in a child region)"
		}
		d.Notes = append(d.Notes, &Diagnostic{Severity: SevNote, Loc: def.loc, Msg: msg})
		return d
	}
	arg := v.(*BlockArg)
	b2 := arg.owner
	var loc Location
	if p := b2.ParentOp(); p != nil {
		loc = p.loc
	}
	r2 := b2.parent
	if r2 == nil {
		d.Notes = append(d.Notes, &Diagnostic{Severity: SevNote, Loc: loc, Msg: " (block without parent)"})
		return d
	}
	idx := 0
	for b := r2.first; b != nil && b != b2; b = b.next {
		idx++
	}
	msg := "operand defined as a block argument (block #" + itoa(idx)
	switch {
	case r1 == r2:
		msg += " in the same region)"
	case isProperAncestor(r2, r1):
		msg += " in a parent region)"
	case isProperAncestor(r1, r2):
		msg += " in a child region)"
	default:
		msg += " neither in a parent nor in a child region)"
	}
	d.Notes = append(d.Notes, &Diagnostic{Severity: SevNote, Loc: loc, Msg: msg})
	return d
}

func itoa(i int) string {
	if i == 0 {
		return "0"
	}
	neg := i < 0
	if neg {
		i = -i
	}
	var buf [20]byte
	n := len(buf)
	for i > 0 {
		n--
		buf[n] = byte('0' + i%10)
		i /= 10
	}
	if neg {
		n--
		buf[n] = '-'
	}
	return string(buf[n:])
}
