package transforms

import (
	"fmt"

	"ncc/core"
	"ncc/dialects/ods"
	"ncc/dialects/penguin"
)

// Splitting a tile dimension. A dimension of one tile is tied to
// dimensions of others by the ops between them (an ewise's operands and
// result, a matmul's moving operand and result, a loop's carried value
// and its init, yield and result...): all of them must be split together,
// and the ops that cannot work on a piece (a reduce over the dimension, a
// matmul's contraction) forbid the split. The split wraps the ops that
// touch those tiles in a new parallel loop over the pieces, shrinks the
// tiles in place and moves each DMA's start by the piece's offset.

// node is one dimension of a tile value.
type node struct {
	v core.Value
	d int
}

func nodes(v core.Value) []node {
	tt := tileOf(v)
	if tt == nil {
		return nil
	}
	ns := make([]node, tt.Rank())
	for i := range ns {
		ns[i] = node{v, i}
	}
	return ns
}

// links returns what op says about the dimensions of the tiles it reads
// and defines: classes of dimensions split together, and dimensions it
// cannot split, with why.
func links(op *core.Operation) (classes [][]node, blocked map[node]string) {
	blocked = map[node]string{}
	same := func(a, b core.Value) {
		for i := range nodes(a) {
			classes = append(classes, []node{{a, i}, {b, i}})
		}
	}
	block := func(why string, vs ...core.Value) {
		for _, v := range vs {
			for _, n := range nodes(v) {
				blocked[n] = why
			}
		}
	}
	blockFree := func(v core.Value, why string) {
		for _, n := range nodes(v)[1:] {
			blocked[n] = why
		}
	}
	switch op.Name() {
	case "penguin.ewise", "penguin.select", "penguin.copy":
		res := op.Result(0)
		for _, x := range op.Operands() {
			if sameInts(tileOf(x).Dims, tileOf(res).Dims) {
				same(x, res)
			} else {
				classes = append(classes, []node{{x, 0}, {res, 0}})
			}
		}
	case "penguin.activation":
		a, _ := penguin.AsActivationOp(op)
		same(a.Input(), a.ResultSlot())
		if b := a.Bias(); b != nil {
			classes = append(classes, []node{{b, 0}, {a.ResultSlot(), 0}})
		}
		if r := a.Reduced(); r != nil {
			classes = append(classes, []node{{r, 0}, {a.Input(), 0}})
			blockFree(a.Input(), "sums its free dimensions")
		}
	case "penguin.reduce":
		classes = append(classes, []node{{op.Operand(0), 0}, {op.Result(0), 0}})
		blockFree(op.Operand(0), "reduces its free dimensions")
	case "penguin.broadcast":
		in, res := op.Operand(0), op.Result(0)
		it, rt := tileOf(in), tileOf(res)
		switch {
		case it.Dims[0] == 1 && sameInts(it.FreeShape(), rt.FreeShape()):
			for i := 1; i < it.Rank(); i++ {
				classes = append(classes, []node{{in, i}, {res, i}})
			}
		default:
			classes = append(classes, []node{{in, 0}, {res, 0}})
		}
	case "penguin.transpose":
		in, res := op.Operand(0), op.Result(0)
		classes = append(classes, []node{{in, 0}, {res, 1}}, []node{{in, 1}, {res, 0}})
	case opMatmul:
		m, _ := penguin.AsMatmulOp(op)
		st, mv, res := m.Stationary(), m.Moving(), m.ResultSlot()
		rows, cols := []node{{st, 1}, {res, 0}}, []node{{mv, 1}, {res, 1}}
		if acc := m.Acc(); acc != nil {
			rows, cols = append(rows, node{acc, 0}), append(cols, node{acc, 1})
		}
		classes = append(classes, rows, cols, []node{{st, 0}, {mv, 0}})
		blocked[node{st, 0}] = "contracts over it"
		blocked[node{mv, 0}] = "contracts over it"
	case "penguin.iota":
		coeffs, _ := penguin.AsIotaOp(op)
		c, _ := coeffs.Pattern()
		for i, x := range c {
			if x != 0 {
				blocked[node{op.Result(0), i}] = "computes its values from the index"
			}
		}
	case "penguin.load_indirect":
		classes = append(classes, []node{{op.Result(0), 0}, {op.Operand(1), 0}})
	case "penguin.zeros", "penguin.constant", opLoad, opStore:
	case opFor:
		f, _ := penguin.AsForOp(op)
		ys := f.Yielded()
		for i, init := range f.Inits() {
			for d := range nodes(init) {
				cl := []node{{init, d}, {f.IterArgs()[i], d}, {op.Result(i), d}}
				if i < len(ys) {
					cl = append(cl, node{ys[i], d})
				}
				classes = append(classes, cl)
			}
		}
	case "penguin.yield":
		if p := op.ParentOp(); p != nil && p.Name() == opFor {
			return links(p)
		}
		block("carries it", op.Operands()...)
	default:
		block("works on whole tiles", op.Operands()...)
		block("works on whole tiles", op.Results()...)
		for _, r := range op.Regions() {
			for _, b := range r.Blocks() {
				block("works on whole tiles", b.ArgValues()...)
			}
		}
	}
	return classes, blocked
}

// ownerOf is the op that defines v: its defining op, or the op owning the
// block it is an argument of.
func ownerOf(v core.Value) *core.Operation {
	if d := core.DefiningOp(v); d != nil {
		return d
	}
	if b := core.ParentBlock(v); b != nil {
		return b.ParentOp()
	}
	return nil
}

// splitErr says why a split is impossible, at the op that prevents it.
type splitErr struct {
	op  *core.Operation
	why string
}

// component returns the dimensions split with (v, d), in a deterministic
// order, and the ops that define or use their tiles.
func component(v core.Value, d int) ([]node, []*core.Operation, *splitErr) {
	seen := map[node]bool{{v, d}: true}
	list := []node{{v, d}}
	opSeen := map[*core.Operation]bool{}
	var ops []*core.Operation
	for i := 0; i < len(list); i++ {
		n := list[i]
		touching := append([]*core.Operation{ownerOf(n.v)}, core.Users(n.v)...)
		for _, op := range touching {
			if op == nil {
				continue
			}
			if !opSeen[op] {
				opSeen[op] = true
				ops = append(ops, op)
			}
			classes, blocked := links(op)
			if why, ok := blocked[n]; ok {
				return nil, nil, &splitErr{op, fmt.Sprintf("%s, so dimension %d of %s cannot be split", why, n.d, tileOf(n.v))}
			}
			for _, cl := range classes {
				if !hasNode(cl, n) {
					continue
				}
				for _, m := range cl {
					if !seen[m] {
						seen[m] = true
						list = append(list, m)
					}
				}
			}
		}
	}
	return list, ops, nil
}

func hasNode(cl []node, n node) bool {
	for _, m := range cl {
		if m == n {
			return true
		}
	}
	return false
}

// split is a planned split: the dimensions, their new size, the new tile
// types, and the ops of one block the piece loop wraps.
type split struct {
	comp        []node
	n, c        int64
	types       map[core.Value]*penguin.TileType
	first, last *core.Operation
	hoist       []*core.Operation // pure ops of the range used after it
}

// planSplit plans the split of dimension d of v into pieces of the
// largest size ok accepts.
func planSplit(ctx *core.Context, v core.Value, d int, ok func(map[core.Value]*penguin.TileType, []node) bool) (*split, *splitErr) {
	comp, ops, err := component(v, d)
	if err != nil {
		return nil, err
	}
	n := tileOf(v).Dims[d]
	for _, m := range comp {
		if tileOf(m.v).Dims[m.d] != n {
			return nil, &splitErr{ownerOf(m.v), "ties dimensions of different sizes"}
		}
	}
	s := &split{comp: comp, n: n}
	if err := s.findRange(ops); err != nil {
		return nil, err
	}
	for c := n - 1; c >= 1; c-- {
		if n%c != 0 {
			continue
		}
		types := map[core.Value]*penguin.TileType{}
		for _, m := range comp {
			tt := types[m.v]
			if tt == nil {
				tt = tileOf(m.v)
			}
			dims := append([]int64{}, tt.Dims...)
			dims[m.d] = c
			types[m.v] = penguin.Tile(ctx, dims, tt.Elem, tt.Mem)
		}
		if ok(types, comp) {
			s.c, s.types = c, types
			return s, nil
		}
	}
	return nil, &splitErr{ownerOf(v), fmt.Sprintf("no piece of dimension %d (size %d) fits", d, n)}
}

// ancestorIn is op or its ancestor whose block is b, or nil.
func ancestorIn(op *core.Operation, b *core.Block) *core.Operation {
	for a := op; a != nil; a = a.ParentOp() {
		if a.ParentBlock() == b {
			return a
		}
	}
	return nil
}

// findRange finds the innermost block holding all ops, the range of its
// ops the piece loop wraps, and checks that wrapping it keeps the meaning.
func (s *split) findRange(ops []*core.Operation) *splitErr {
	var blk *core.Block
	for b := ops[0].ParentBlock(); b != nil && blk == nil; {
		all := true
		for _, op := range ops {
			all = all && ancestorIn(op, b) != nil
		}
		if all {
			blk = b
			break
		}
		p := b.ParentOp()
		if p == nil {
			break
		}
		b = p.ParentBlock()
	}
	if blk == nil {
		return &splitErr{ops[0], "spans several kernels"}
	}
	if p := blk.ParentOp(); p == nil || p.Dialect() != "penguin" {
		return &splitErr{ops[0], "is not in a penguin region; only penguin kernel, loop and if bodies are split"}
	}
	for _, op := range ops {
		a := ancestorIn(op, blk)
		if s.first == nil || a.IsBeforeInBlock(s.first) {
			s.first = a
		}
		if s.last == nil || s.last.IsBeforeInBlock(a) {
			s.last = a
		}
	}
	if s.last.HasTrait(core.Terminator) {
		return &splitErr{s.last, "would be wrapped in the piece loop"}
	}
	var rng []*core.Operation
	for o := s.first; ; o = o.Next() {
		rng = append(rng, o)
		if o == s.last {
			break
		}
	}
	for _, o := range rng {
		usedAfter := false
		for _, r := range o.Results() {
			for _, u := range core.Users(r) {
				if a := ancestorIn(u, blk); a == nil || s.last.IsBeforeInBlock(a) {
					usedAfter = true
				}
			}
		}
		if !usedAfter {
			continue
		}
		movable := (o.HasTrait(core.NoMemoryEffect) || o.Name() == opAlloc) && o.NumRegions() == 0
		for _, x := range o.Operands() {
			a := ancestorIn(ownerOf(x), blk)
			if a != nil && !a.IsBeforeInBlock(s.first) && !s.hoisted(a) {
				movable = false
			}
		}
		if !movable {
			return &splitErr{o, "defines a value used after the ops to split"}
		}
		s.hoist = append(s.hoist, o)
	}
	return s.checkMemory(rng)
}

// checkMemory refuses a split that would reorder accesses to a buffer the
// range both reads and writes, unless every such access is the same
// region split the same way (an in-place update).
func (s *split) checkMemory(rng []*core.Operation) *splitErr {
	effs, ok := effectsOf(rng)
	if !ok {
		return &splitErr{rng[0], "has ops of unknown memory effects among the ops to split"}
	}
	for i, w := range effs {
		if !w.write {
			continue
		}
		for j, e := range effs {
			if i != j && mayAlias(w.root, e.root) && !s.samePiece(w.op, e.op) {
				return &splitErr{e.op, "accesses a buffer written by the ops to split in another way; the pieces would reorder the accesses"}
			}
		}
	}
	return nil
}

// samePiece reports whether two loads/stores access the same region
// through the same buffer value and are split the same way.
func (s *split) samePiece(a, b *core.Operation) bool {
	ta, acA, srcA, okA := dma(a)
	tb, acB, srcB, okB := dma(b)
	if !okA || !okB || !sameBuffer(srcA, srcB) || !sameAccess(acA, acB, tileOf(ta), tileOf(tb), nil) {
		return false
	}
	for i := range nodes(ta) {
		if s.has(node{ta, i}) != s.has(node{tb, i}) {
			return false
		}
	}
	return true
}

func (s *split) hoisted(op *core.Operation) bool {
	for _, h := range s.hoist {
		if h == op {
			return true
		}
	}
	return false
}

func (s *split) has(n node) bool { return hasNode(s.comp, n) }

// dma returns a load's or store's tile, access and buffer.
func dma(op *core.Operation) (tile core.Value, acc penguin.Access, buf core.Value, ok bool) {
	if l, ok := penguin.AsLoadOp(op); ok {
		return l.ResultSlot(), l.Access(), l.Source(), true
	}
	if st, ok := penguin.AsStoreOp(op); ok {
		return st.Value(), st.Access(), st.Dest(), true
	}
	return nil, penguin.Access{}, nil, false
}

// apply performs the split.
func (s *split) apply(ctx *core.Context) {
	var rng []*core.Operation
	for o := s.first; ; o = o.Next() {
		if !s.hoisted(o) {
			rng = append(rng, o)
		}
		if o == s.last {
			break
		}
	}
	for _, o := range s.hoist {
		o.MoveBefore(rng[0])
	}
	b := core.NewBuilder(ctx)
	b.SetInsertionPoint(rng[0])
	loc := rng[0].Loc()
	loop := penguin.NewFor(b, loc, 0, s.n/s.c, 1, penguin.Parallel, nil, nil)
	yield := loop.Region(0).First().Last()
	for _, o := range rng {
		o.MoveBefore(yield)
	}
	for v, t := range s.types {
		v.SetType(t)
	}
	off := &offsets{b: b, j: loop.InductionVar(), head: rng[0], cache: map[int64]core.Value{}, loc: loc}
	for _, o := range rng {
		o.Walk(core.PreOrder, func(op *core.Operation) core.WalkResult {
			s.shift(op, off)
			return core.Advance
		})
	}
}

// offsets builds j * k at the start of the piece loop's body, once per k.
type offsets struct {
	b     *core.Builder
	j     core.Value
	head  *core.Operation
	cache map[int64]core.Value
	loc   core.Location
}

func (o *offsets) times(k int64) core.Value {
	if v, ok := o.cache[k]; ok {
		return v
	}
	o.b.SetInsertionPoint(o.head)
	v := o.j
	if k != 1 {
		v = indexBinary(o.b, "arith.muli", o.loc, o.j, indexConst(o.b, o.loc, k))
	}
	o.cache[k] = v
	return v
}

// shift moves a load's or store's starts to the piece's part of its
// region.
func (s *split) shift(op *core.Operation, off *offsets) {
	var tile core.Value
	var starts []penguin.Index
	var walks []penguin.DimMap
	var fixed int // operands before the starts
	switch op.Name() {
	case opLoad, opStore:
		t, acc, _, _ := dma(op)
		tile, starts, walks = t, acc.Starts, acc.Dims
		fixed = op.NumOperands() - len(dynamic(starts))
	case opLoadIndirect:
		li, _ := penguin.AsLoadIndirectOp(op)
		tile, fixed = li.ResultSlot(), 2
		starts = append([]penguin.Index{penguin.Const(0)}, li.StartIndices()...)
		walks = []penguin.DimMap{penguin.Bcast}
		for k := 1; k < tileOf(tile).Rank(); k++ {
			walks = append(walks, penguin.Walk(k))
		}
	default:
		return
	}
	mult := make([]int64, len(starts))
	moved := false
	for k, w := range walks {
		if s.has(node{tile, k}) && !w.IsBroadcast() {
			mult[w.Dim] += s.c * w.Stride
			moved = true
		}
	}
	if !moved {
		return
	}
	ctx := op.Context()
	for h, m := range mult {
		if m == 0 {
			continue
		}
		o := off.times(m)
		switch st := starts[h]; {
		case st.Value != nil:
			off.b.SetInsertionPoint(op)
			starts[h] = penguin.Dyn(indexBinary(off.b, "arith.addi", op.Loc(), st.Value, o))
		case st.Const == 0:
			starts[h] = penguin.Dyn(o)
		default:
			off.b.SetInsertionPoint(op)
			starts[h] = penguin.Dyn(indexBinary(off.b, "arith.addi", op.Loc(), o, indexConst(off.b, op.Loc(), st.Const)))
		}
	}
	if op.Name() == opLoadIndirect {
		starts = starts[1:]
	}
	static := make([]int64, len(starts))
	for i, st := range starts {
		static[i] = st.Const
		if st.Value != nil {
			static[i] = core.Dynamic
		}
	}
	operands := append(append([]core.Value{}, op.Operands()[:fixed]...), dynamic(starts)...)
	op.SetOperands(operands)
	op.SetAttr("static_starts", ods.DenseI64Array(ctx, static))
}

func dynamic(starts []penguin.Index) []core.Value {
	var vs []core.Value
	for _, s := range starts {
		if s.Value != nil {
			vs = append(vs, s.Value)
		}
	}
	return vs
}
