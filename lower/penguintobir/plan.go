package penguintobir

import (
	"sort"

	"ncc/core"
	"ncc/dialects/penguin"
)

// The plan decides, before any bir is built, where every tile lives:
//
//  1. number: each op gets a position in program order (pre-order, so an
//     op comes before the ops of its regions), and each op with regions an
//     end position after them.
//  2. intervals: each tile value is live from its definition to its last
//     use. A use inside a loop (penguin.for, penguin.while) of a value
//     defined outside that loop counts at the loop's end, since every
//     iteration reads it. A loop's iter args start at the loop, its
//     results at its end.
//  3. classes: values that must share one buffer. A loop's iter args and
//     results are one class each (the carried value lives around the back
//     edge). Its init and its yielded value join that class when their
//     live intervals do not overlap those of the class's members, except
//     where one flows into the other: the loop reads the init into the
//     iter arg, or an elementwise op (or a matmul's accumulation) reads
//     the last use of a member and writes the new value in place. Where
//     they cannot join, a copy is inserted (parallelCopy, control.go).
//     penguin.if results and the values its branches yield are treated
//     alike. Then, by the same rule, any elementwise result or matmul
//     accumulation joins the class of an input it reads for the last time.
//  4. scratch: ops whose lowering needs temporaries (scratch.go) get a
//     scratch region live at the op only.
//  5. allocate (alloc.go): classes and scratch regions are packed by a
//     linear scan over their intervals into one SBUF and one PSUM range.

// interval is a live range in program positions, both ends included.
type interval struct{ s, e int }

func (a interval) overlaps(b interval) bool { return a.s <= b.e && b.s <= a.e }

// class is a set of tile values sharing one buffer.
type class struct {
	members []core.Value
	tile    *penguin.TileType
	span    interval
	off     int64 // byte offset in the SBUF or PSUM range, set by allocate
}

// copyPair is a copy of src into dst's buffer inserted by the lowering:
// an init at its loop, a yielded value at its yield. Staged copies go
// through scratch first, because src's buffer is the destination of
// another copy of the same group.
type copyPair struct {
	src, dst core.Value
	staged   bool
}

// plan is the result of the analysis of one kernel.
type plan struct {
	kernel *core.Operation
	pos    map[*core.Operation]int
	end    map[*core.Operation]int
	n      int
	live   map[core.Value]interval
	cls    map[core.Value]*class
	// copies are the copies lowered at an op: a for or while (inits) or a
	// yield (yielded values).
	copies map[*core.Operation][]copyPair
	// scratch holds each op's scratch region (set by allocate).
	scratch map[*core.Operation]*arena
	// needs holds the scratch bytes per partition each op asks for.
	needs map[*core.Operation]int64
	// sbBytes and psumBytes are the bytes per partition the tiles need.
	sbBytes, psumBytes int64
	// maxIndex bounds the loop induction variables (for register tables).
	maxIndex int64
}

func newPlan(k *core.Operation) *plan {
	return &plan{kernel: k, pos: map[*core.Operation]int{}, end: map[*core.Operation]int{},
		live: map[core.Value]interval{}, cls: map[core.Value]*class{},
		copies: map[*core.Operation][]copyPair{}, scratch: map[*core.Operation]*arena{},
		needs: map[*core.Operation]int64{}}
}

// number assigns positions to the ops of b and their regions.
func (p *plan) number(b *core.Block) {
	for op := b.First(); op != nil; op = op.Next() {
		p.pos[op] = p.n
		p.n++
		if op.NumRegions() == 0 {
			continue
		}
		for _, r := range op.Regions() {
			for blk := r.First(); blk != nil; blk = blk.Next() {
				p.number(blk)
			}
		}
		p.end[op] = p.n
		p.n++
	}
}

func isLoop(op *core.Operation) bool {
	return op.Name() == penguin.For.Name || op.Name() == penguin.While.Name
}

func isTile(v core.Value) bool { _, ok := penguin.TileTypeOf(v); return ok }

// defOp is the op that defines v: its defining op, or for a block
// argument the op owning the block.
func defOp(v core.Value) *core.Operation {
	if op := core.DefiningOp(v); op != nil {
		return op
	}
	if blk := core.ParentBlock(v); blk != nil {
		return blk.ParentOp()
	}
	return nil
}

// start is where v's live range begins.
func (p *plan) start(v core.Value) int {
	if op := core.DefiningOp(v); op != nil {
		if op.NumRegions() > 0 {
			return p.end[op]
		}
		return p.pos[op]
	}
	return p.pos[defOp(v)]
}

// useAt is the position of a use of v by user: the user's, or the end of
// the outermost loop around the user that does not contain v's definition.
func (p *plan) useAt(v core.Value, user *core.Operation) int {
	at := p.pos[user]
	blk := core.ParentBlock(v)
	if op := core.DefiningOp(v); op != nil {
		blk = op.ParentBlock()
	}
	outer := map[*core.Operation]bool{}
	for o := blk.ParentOp(); o != nil; o = o.ParentOp() {
		outer[o] = true
	}
	for o := user.ParentOp(); o != nil && !outer[o]; o = o.ParentOp() {
		if isLoop(o) {
			at = max(at, p.end[o])
		}
	}
	return at
}

// interval computes v's live range.
func (p *plan) interval(v core.Value) interval {
	iv := interval{p.start(v), p.start(v)}
	for _, u := range core.Uses(v) {
		iv.e = max(iv.e, p.useAt(v, u.Owner()))
	}
	return iv
}

// analyze computes the live ranges of every tile value of the kernel and
// their classes.
func (p *plan) analyze() {
	p.number(p.kernel.Region(0).First())
	add := func(v core.Value) {
		t, ok := penguin.TileTypeOf(v)
		if !ok {
			return
		}
		p.live[v] = p.interval(v)
		p.cls[v] = &class{members: []core.Value{v}, tile: t}
	}
	p.kernel.Walk(core.PreOrder, func(op *core.Operation) core.WalkResult {
		for _, r := range op.Regions() {
			for blk := r.First(); blk != nil; blk = blk.Next() {
				for _, a := range blk.Args() {
					add(a)
				}
			}
		}
		for _, r := range op.Results() {
			add(r)
		}
		if f, ok := penguin.AsForOp(op); ok {
			lb, ub, _ := f.Bounds()
			p.maxIndex = max(p.maxIndex, ub, ub-lb)
		}
		return core.Advance
	})
	// A while's carried values pass from the cond region to the body or,
	// when the condition is false, to the results: the cond region must
	// not write over them, so they live to its end.
	p.kernel.Walk(core.PreOrder, func(op *core.Operation) core.WalkResult {
		if op.Name() == penguin.While.Name {
			cond := op.Region(0).First()
			for _, a := range cond.Args() {
				if iv, ok := p.live[a]; ok {
					p.live[a] = interval{iv.s, max(iv.e, p.pos[cond.Last()])}
				}
			}
		}
		return core.Advance
	})
	// Inner loops first, so that an outer loop sees the classes of the
	// inner ones it yields.
	p.kernel.Walk(core.PostOrder, func(op *core.Operation) core.WalkResult {
		switch op.Name() {
		case penguin.For.Name:
			f, _ := penguin.AsForOp(op)
			p.carry(op, f.Inits(), [][]core.Value{f.IterArgs()}, f.Yielded(), f.Region(0).First().Last(), f.ResultsSlot())
		case penguin.While.Name:
			w, _ := penguin.AsWhileOp(op)
			args := [][]core.Value{w.Region(0).First().ArgValues(), w.Region(1).First().ArgValues()}
			p.carry(op, w.Inits(), args, w.BodyYielded(), w.Region(1).First().Last(), w.ResultsSlot())
		case penguin.If.Name:
			f, _ := penguin.AsIfOp(op)
			res := f.ResultsSlot()
			for _, r := range f.Regions() {
				if r.Empty() || len(res) == 0 {
					continue
				}
				y := r.First().Last()
				p.joinYields(y, y.Operands(), res)
			}
		}
		return core.Advance
	})
	// Then results written in place of their input's last use: a matmul
	// accumulating onto a PSUM tile no one reads after (no copy first), an
	// elementwise op over a dead tile (less memory).
	p.kernel.Walk(core.PreOrder, func(op *core.Operation) core.WalkResult {
		switch op.Name() {
		case penguin.Matmul.Name:
			if op.NumOperands() == 3 && !virtualZeros(op.Operand(2)) {
				p.tryJoin(op.Operand(2), op.Result(0))
			}
		case penguin.Ewise.Name, penguin.Activation.Name, penguin.Copy.Name, penguin.Select.Name:
			for _, v := range op.Operands() {
				if isTile(v) && inPlace(op, v) && p.tryJoin(v, op.Result(0)) {
					break
				}
			}
		}
		return core.Advance
	})
	for _, c := range p.classes() {
		c.span = interval{p.live[c.members[0]].s, p.live[c.members[0]].e}
		for _, m := range c.members[1:] {
			c.span.s = min(c.span.s, p.live[m].s)
			c.span.e = max(c.span.e, p.live[m].e)
		}
	}
}

// carry builds the classes of a loop's carried tiles: args holds the
// iter args of each region (one region for for, cond and body for while).
func (p *plan) carry(loop *core.Operation, inits []core.Value, args [][]core.Value, yielded []core.Value,
	yield *core.Operation, results []core.Value) {
	for j, r := range results {
		if !isTile(r) {
			continue
		}
		for _, a := range args {
			p.union(p.cls[r], p.cls[a[j]])
		}
		if !p.tryJoin(inits[j], r) {
			p.copies[loop] = append(p.copies[loop], copyPair{src: inits[j], dst: r})
		}
	}
	p.joinYields(yield, yielded, results)
}

// joinYields joins each yielded tile to its result's class, or plans a
// copy at the yield.
func (p *plan) joinYields(yield *core.Operation, yielded, results []core.Value) {
	for j, r := range results {
		if !isTile(r) {
			continue
		}
		if !p.tryJoin(yielded[j], r) {
			p.copies[yield] = append(p.copies[yield], copyPair{src: yielded[j], dst: r})
		}
	}
}

// tryJoin merges v's class into r's if they may share a buffer; it
// reports whether they now do.
func (p *plan) tryJoin(v, r core.Value) bool {
	a, b := p.cls[v], p.cls[r]
	if a == b {
		return true
	}
	if a.tile.PartitionBytes() != b.tile.PartitionBytes() || a.tile.Mem != b.tile.Mem ||
		a.tile.Partitions() != b.tile.Partitions() || p.interfere(a, b) {
		return false
	}
	p.union(b, a)
	return true
}

// union merges two classes (the smaller into the larger). Members stay
// sorted by the end of their live range, which interfere searches.
func (p *plan) union(a, b *class) {
	if a == b {
		return
	}
	if len(a.members) < len(b.members) {
		a, b = b, a
	}
	for _, m := range b.members {
		p.cls[m] = a
		e := p.live[m].e
		i := sort.Search(len(a.members), func(i int) bool { return p.live[a.members[i]].e > e })
		a.members = append(a.members, nil)
		copy(a.members[i+1:], a.members[i:])
		a.members[i] = m
	}
}

// interfere reports whether two members of a and b need their contents at
// the same time. For each member of the smaller class it looks only at the
// members of the larger one that end after it starts.
func (p *plan) interfere(a, b *class) bool {
	if len(a.members) > len(b.members) {
		a, b = b, a
	}
	for _, x := range a.members {
		lx := p.live[x]
		i := sort.Search(len(b.members), func(i int) bool { return p.live[b.members[i]].e >= lx.s })
		for _, y := range b.members[i:] {
			if lx.overlaps(p.live[y]) && !p.flows(x, y) && !p.flows(y, x) {
				return true
			}
		}
	}
	return false
}

// flows reports whether a's last use is the definition of b, reading a
// where b is written: a loop reading its init into the iter arg, or an
// op computing b elementwise in place of a.
func (p *plan) flows(a, b core.Value) bool {
	la, lb := p.live[a], p.live[b]
	op := defOp(b)
	if la.e != lb.s || op == nil || p.pos[op] != lb.s {
		return false
	}
	switch op.Name() {
	case penguin.For.Name, penguin.While.Name:
		arg, ok := b.(*core.BlockArg)
		if !ok {
			return false
		}
		j := arg.Index()
		if op.Name() == penguin.For.Name {
			j-- // the induction variable comes first
		}
		return j >= 0 && j < op.NumOperands() && op.Operand(j) == a
	}
	if core.DefiningOp(b) != op || b != op.Result(0) {
		return false
	}
	return inPlace(op, a)
}

// inPlace reports whether op (which defines its result 0) reads a only
// as an elementwise input of the result's shape and element size, so that
// the result may be written over a.
func inPlace(op *core.Operation, a core.Value) bool {
	rt, _ := penguin.TileTypeOf(op.Result(0))
	same := func(v core.Value) bool {
		t, ok := penguin.TileTypeOf(v)
		return ok && sameShape(t.Dims, rt.Dims) && t.DType().Size() == rt.DType().Size()
	}
	reads := false
	for i, v := range op.Operands() {
		if v != a {
			continue
		}
		reads = true
		switch op.Name() {
		case penguin.Ewise.Name, penguin.Select.Name, penguin.Copy.Name:
			if !same(v) {
				return false
			}
		case penguin.Activation.Name:
			if i != 0 || !same(v) {
				return false
			}
		case penguin.Matmul.Name:
			if i != 2 {
				return false
			}
		default:
			return false
		}
	}
	return reads
}

func sameShape(a, b []int64) bool {
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

// classes returns the distinct classes in program order of their first
// member.
func (p *plan) classes() []*class {
	var out []*class
	seen := map[*class]bool{}
	p.kernel.Walk(core.PreOrder, func(op *core.Operation) core.WalkResult {
		visit := func(v core.Value) {
			if c := p.cls[v]; c != nil && !seen[c] {
				seen[c] = true
				out = append(out, c)
			}
		}
		for _, r := range op.Regions() {
			for blk := r.First(); blk != nil; blk = blk.Next() {
				for _, a := range blk.Args() {
					visit(a)
				}
			}
		}
		for _, r := range op.Results() {
			visit(r)
		}
		return core.Advance
	})
	return out
}
