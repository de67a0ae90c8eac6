package core

// DominanceInfo answers dominance queries about blocks, ops and values, as
// MLIR's DominanceInfo does. A dominator tree is built lazily, once per
// multi-block region (Cooper-Harvey-Kennedy over reverse post-order), and
// numbered so each block query costs O(1); within a block, order comes from
// Operation.IsBeforeInBlock. Not safe for concurrent use; after changing a
// region's CFG call Invalidate.
type DominanceInfo struct {
	trees map[*Region]*domTree
}

// NewDominanceInfo returns an empty DominanceInfo.
func NewDominanceInfo() *DominanceInfo { return &DominanceInfo{trees: map[*Region]*domTree{}} }

// Invalidate drops what is known about r (nil: about every region).
func (d *DominanceInfo) Invalidate(r *Region) {
	if r == nil {
		clear(d.trees)
		return
	}
	delete(d.trees, r)
}

// domTree is the dominator tree of one multi-block region. Blocks are
// numbered in reverse post-order from the entry; unreachable blocks have no
// number.
type domTree struct {
	num     map[*Block]int32
	blocks  []*Block
	idom    []int32
	in, out []int32 // pre/post numbers in the dominator tree
}

func blockSuccessors(b *Block) []BlockOperand {
	if b.last == nil {
		return nil
	}
	return b.last.succs
}

func buildDomTree(r *Region) *domTree {
	t := &domTree{num: map[*Block]int32{}}
	// Iterative DFS for the post-order.
	type frame struct {
		b *Block
		i int
	}
	var post []*Block
	seen := map[*Block]bool{r.first: true}
	stack := []frame{{r.first, 0}}
	for len(stack) > 0 {
		top := &stack[len(stack)-1]
		succs := blockSuccessors(top.b)
		if top.i < len(succs) {
			s := succs[top.i].block
			top.i++
			if s != nil && s.parent == r && !seen[s] {
				seen[s] = true
				stack = append(stack, frame{s, 0})
			}
			continue
		}
		post = append(post, top.b)
		stack = stack[:len(stack)-1]
	}
	n := len(post)
	t.blocks = make([]*Block, n)
	for i, b := range post {
		t.blocks[n-1-i] = b
		t.num[b] = int32(n - 1 - i)
	}
	t.idom = make([]int32, n)
	for i := range t.idom {
		t.idom[i] = -1
	}
	t.idom[0] = 0
	intersect := func(a, b int32) int32 {
		for a != b {
			for a > b {
				a = t.idom[a]
			}
			for b > a {
				b = t.idom[b]
			}
		}
		return a
	}
	for changed := true; changed; {
		changed = false
		for i := 1; i < n; i++ {
			b := t.blocks[i]
			nd := int32(-1)
			for p := b.firstPred; p != nil; p = p.next {
				pb := p.owner.block
				if pb == nil || pb.parent != r {
					continue
				}
				pn, ok := t.num[pb]
				if !ok || t.idom[pn] < 0 {
					continue
				}
				if nd < 0 {
					nd = pn
				} else {
					nd = intersect(pn, nd)
				}
			}
			if nd != t.idom[i] {
				t.idom[i] = nd
				changed = true
			}
		}
	}
	// Number the tree so dominance is an interval test.
	children := make([][]int32, n)
	for i := 1; i < n; i++ {
		children[t.idom[i]] = append(children[t.idom[i]], int32(i))
	}
	t.in = make([]int32, n)
	t.out = make([]int32, n)
	clock := int32(0)
	type nf struct {
		v int32
		i int
	}
	st := []nf{{0, 0}}
	t.in[0] = clock
	clock++
	for len(st) > 0 {
		top := &st[len(st)-1]
		if top.i < len(children[top.v]) {
			c := children[top.v][top.i]
			top.i++
			t.in[c] = clock
			clock++
			st = append(st, nf{c, 0})
			continue
		}
		t.out[top.v] = clock
		clock++
		st = st[:len(st)-1]
	}
	return t
}

// dominates is LLVM's DominatorTree::dominates for two blocks of the region:
// an unreachable block is dominated by everything and dominates nothing else.
func (t *domTree) dominates(a, b *Block) bool {
	if a == b {
		return true
	}
	nb, ok := t.num[b]
	if !ok {
		return true
	}
	na, ok := t.num[a]
	if !ok {
		return false
	}
	return t.in[na] <= t.in[nb] && t.out[nb] <= t.out[na]
}

func (d *DominanceInfo) tree(r *Region) *domTree {
	if t, ok := d.trees[r]; ok {
		return t
	}
	t := buildDomTree(r)
	d.trees[r] = t
	return t
}

// HasSSADominance reports whether uses in r must be dominated by their
// definitions. As in MLIR, multi-block regions always do; a single-block
// region does not when its op is unregistered or has the GraphRegions trait.
func HasSSADominance(r *Region) bool {
	if r == nil || r.first != r.last {
		return true
	}
	p := r.parent
	if p == nil {
		return true
	}
	return p.IsRegistered() && !p.HasTrait(GraphRegions)
}

// IsReachable reports whether b is reachable from its region's entry block.
func (d *DominanceInfo) IsReachable(b *Block) bool {
	r := b.parent
	if r == nil || r.first == b {
		return true
	}
	_, ok := d.tree(r).num[b]
	return ok
}

// ImmediateDominator returns b's immediate dominator, or nil for an entry
// block, an unreachable block or a detached one.
func (d *DominanceInfo) ImmediateDominator(b *Block) *Block {
	r := b.parent
	if r == nil || r.first == b {
		return nil
	}
	t := d.tree(r)
	n, ok := t.num[b]
	if !ok {
		return nil
	}
	return t.blocks[t.idom[n]]
}

// ancestorBlockIn returns the block of r that contains b (b itself if it is
// in r), or nil.
func ancestorBlockIn(r *Region, b *Block) *Block {
	for b != nil && b.parent != r {
		if b.parent == nil || b.parent.parent == nil {
			return nil
		}
		b = b.parent.parent.block
	}
	return b
}

// ancestorOpIn returns the op of r that is or contains op, or nil.
func ancestorOpIn(r *Region, op *Operation) *Operation {
	for op != nil && (op.block == nil || op.block.parent != r) {
		if op.block == nil || op.block.parent == nil {
			return nil
		}
		op = op.block.parent.parent
	}
	return op
}

// Dominates reports whether block a dominates block b: every path from the
// entry to b passes through a. A block that contains the op holding b's
// region dominates b.
func (d *DominanceInfo) Dominates(a, b *Block) bool { return a == b || d.ProperlyDominates(a, b) }

// ProperlyDominates is Dominates without a == b (except in graph regions,
// where a block properly dominates itself, as in MLIR).
func (d *DominanceInfo) ProperlyDominates(a, b *Block) bool {
	if a == b {
		return !HasSSADominance(a.parent)
	}
	ra := a.parent
	if ra != b.parent {
		if ra == nil {
			return false
		}
		if b = ancestorBlockIn(ra, b); b == nil {
			return false
		}
		if a == b {
			return true
		}
	}
	if ra == nil || ra.first == ra.last {
		return false
	}
	t := d.tree(ra)
	return a != b && t.dominates(a, b)
}

// OpProperlyDominates reports whether op a properly dominates op b: a is
// before b in their common region's CFG order, or a contains b.
func (d *DominanceInfo) OpProperlyDominates(a, b *Operation) bool {
	return d.opProperlyDominates(a, b, true)
}

// OpDominates is OpProperlyDominates or a == b.
func (d *DominanceInfo) OpDominates(a, b *Operation) bool {
	return a == b || d.OpProperlyDominates(a, b)
}

func (d *DominanceInfo) opProperlyDominates(a, b *Operation, enclosingOK bool) bool {
	ab, bb := a.block, b.block
	if ab == nil || bb == nil {
		return false
	}
	if a == b {
		return !HasSSADominance(ab.parent)
	}
	ra := ab.parent
	if ra != bb.parent {
		if ra == nil {
			return false
		}
		if b = ancestorOpIn(ra, b); b == nil {
			return false
		}
		bb = b.block
		if a == b {
			return enclosingOK
		}
	}
	if ab == bb {
		if !HasSSADominance(ra) {
			return true
		}
		return a != b && a.IsBeforeInBlock(b)
	}
	return d.ProperlyDominates(ab, bb)
}

// ValueDominates reports whether v is available at op: v is a block argument
// of a block dominating op's block, or the result of an op that properly
// dominates op without containing it. This is MLIR's
// DominanceInfo::properlyDominates(Value, Operation*).
func (d *DominanceInfo) ValueDominates(v Value, op *Operation) bool {
	switch v := v.(type) {
	case *BlockArg:
		if op.block == nil {
			return false
		}
		return d.Dominates(v.owner, op.block)
	case *OpResult:
		return d.opProperlyDominates(v.owner, op, false)
	}
	return false
}
