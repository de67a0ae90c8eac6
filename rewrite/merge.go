package rewrite

import (
	"sort"

	"ncc/core"
)

// mergeIdenticalBlocks merges non-entry blocks that branch to the same
// successors and hold equivalent ops, turning differing operands defined
// outside the blocks into new block arguments (MLIR's BlockMergeCluster).
func mergeIdenticalBlocks(rw *Rewriter, regions []*core.Region) bool {
	work := append([]*core.Region(nil), regions...)
	inWork := map[*core.Region]bool{}
	for _, r := range work {
		inWork[r] = true
	}
	changed := false
	for len(work) > 0 {
		r := work[len(work)-1]
		work = work[:len(work)-1]
		delete(inWork, r)
		push := func(x *core.Region) {
			if !inWork[x] {
				inWork[x] = true
				work = append(work, x)
			}
		}
		if mergeInRegion(rw, r) {
			push(r)
			changed = true
		}
		for b := r.First(); b != nil; b = b.Next() {
			for o := b.First(); o != nil; o = o.Next() {
				for _, nr := range o.Regions() {
					push(nr)
				}
			}
		}
	}
	return changed
}

type mergeCluster struct {
	leader   *core.Block
	order    map[*core.Operation]int
	blocks   []*core.Block
	operands map[[2]int]bool
}

func blockOrder(b *core.Block) map[*core.Operation]int {
	m := map[*core.Operation]int{}
	n := b.NumArgs()
	for o := b.First(); o != nil; o = o.Next() {
		if o.NumResults() > 0 {
			m[o] = n
			n += o.NumResults()
		}
	}
	return m
}

func orderOf(v core.Value, order map[*core.Operation]int) int {
	switch v := v.(type) {
	case *core.BlockArg:
		return v.Index()
	case *core.OpResult:
		return order[v.Owner()] + v.Index()
	}
	return -1
}

func succKey(b *core.Block) string {
	t := b.Last()
	if t == nil {
		return ""
	}
	key := make([]byte, 0, 8*t.NumSuccessors())
	for i := 0; i < t.NumSuccessors(); i++ {
		key = append(key, []byte(ptrKey(t.Successor(i)))...)
	}
	return string(key)
}

func mergeInRegion(rw *Rewriter, r *core.Region) bool {
	if r.Empty() || r.HasOneBlock() {
		return false
	}
	groups := map[string][]*core.Block{}
	var keys []string
	for b := r.First().Next(); b != nil; b = b.Next() {
		k := succKey(b)
		if _, ok := groups[k]; !ok {
			keys = append(keys, k)
		}
		groups[k] = append(groups[k], b)
	}
	merged := false
	for _, k := range keys {
		blocks := groups[k]
		if len(blocks) < 2 {
			continue
		}
		var clusters []*mergeCluster
		for _, b := range blocks {
			if hasNonEmptyRegion(b) || argsUsedOutside(b) {
				continue
			}
			added := false
			for _, c := range clusters {
				if c.add(b) {
					added = true
					break
				}
			}
			if !added {
				clusters = append(clusters, &mergeCluster{leader: b, order: blockOrder(b), operands: map[[2]int]bool{}})
			}
		}
		for _, c := range clusters {
			if c.merge(rw) {
				merged = true
			}
		}
	}
	return merged
}

func hasNonEmptyRegion(b *core.Block) bool {
	for o := b.First(); o != nil; o = o.Next() {
		for _, r := range o.Regions() {
			if !r.Empty() {
				return true
			}
		}
	}
	return false
}

func usedOutside(v core.Value, b *core.Block) bool {
	for u := core.FirstUse(v); u != nil; u = u.NextUse() {
		if u.Owner().ParentBlock() != b {
			return true
		}
	}
	return false
}

func argsUsedOutside(b *core.Block) bool {
	for _, a := range b.Args() {
		if usedOutside(a, b) {
			return true
		}
	}
	return false
}

func opUsedOutside(op *core.Operation, b *core.Block) bool {
	for i := 0; i < op.NumResults(); i++ {
		if usedOutside(op.Result(i), b) {
			return true
		}
	}
	return false
}

// sameShape compares two ops ignoring operands and locations.
func sameShape(a, b *core.Operation) bool {
	if a.OpName() != b.OpName() || a.NumOperands() != b.NumOperands() || a.NumResults() != b.NumResults() ||
		a.NumRegions() != b.NumRegions() || a.NumSuccessors() != b.NumSuccessors() {
		return false
	}
	if !sameAttrs(a.Props(), b.Props()) || !sameAttrs(a.Attrs(), b.Attrs()) {
		return false
	}
	for i := 0; i < a.NumResults(); i++ {
		if a.Result(i).Type() != b.Result(i).Type() {
			return false
		}
	}
	for i := 0; i < a.NumSuccessors(); i++ {
		if a.Successor(i) != b.Successor(i) {
			return false
		}
	}
	return true
}

func sameAttrs(a, b []core.NamedAttr) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i].Name != b[i].Name || a[i].Value != b[i].Value {
			return false
		}
	}
	return true
}

func (c *mergeCluster) add(mb *core.Block) bool {
	lb := c.leader
	if lb.NumArgs() != mb.NumArgs() {
		return false
	}
	for i := 0; i < lb.NumArgs(); i++ {
		if lb.Arg(i).Type() != mb.Arg(i).Type() {
			return false
		}
	}
	morder := blockOrder(mb)
	var mismatched [][2]int
	l, m := lb.First(), mb.First()
	for opI := 0; l != nil && m != nil; opI, l, m = opI+1, l.Next(), m.Next() {
		if !sameShape(l, m) {
			return false
		}
		for k := 0; k < l.NumOperands(); k++ {
			lv, mv := l.Operand(k), m.Operand(k)
			if lv == mv {
				continue
			}
			if lv.Type() != mv.Type() {
				return false
			}
			lin := core.ParentBlock(lv) == lb
			min := core.ParentBlock(mv) == mb
			if lin != min {
				return false
			}
			if !lin {
				if !validSuccessorArg(lb, lv) || !validSuccessorArg(mb, mv) {
					return false
				}
				mismatched = append(mismatched, [2]int{opI, k})
				continue
			}
			if orderOf(lv, c.order) != orderOf(mv, morder) {
				return false
			}
		}
		if opUsedOutside(m, mb) || opUsedOutside(l, lb) {
			return false
		}
	}
	if l != nil || m != nil {
		return false
	}
	for _, x := range mismatched {
		c.operands[x] = true
	}
	c.blocks = append(c.blocks, mb)
	return true
}

func validSuccessorArg(b *core.Block, v core.Value) bool {
	def := core.DefiningOp(v)
	if def == nil || def != core.ParentBlock(v).Last() {
		return true
	}
	for _, p := range b.Predecessors() {
		if p == core.ParentBlock(v) {
			return false
		}
	}
	return true
}

func canUpdatePreds(b *core.Block) bool {
	for _, p := range b.PredecessorOperands() {
		if _, ok := core.Iface[core.BranchOp](p.Owner()); !ok {
			return false
		}
	}
	return true
}

func (c *mergeCluster) merge(rw *Rewriter) bool {
	if len(c.blocks) == 0 {
		return false
	}
	lb := c.leader
	if len(c.operands) > 0 {
		if !canUpdatePreds(lb) {
			return false
		}
		for _, b := range c.blocks {
			if !canUpdatePreds(b) {
				return false
			}
		}
		keys := make([][2]int, 0, len(c.operands))
		for k := range c.operands {
			keys = append(keys, k)
		}
		sort.Slice(keys, func(i, j int) bool {
			if keys[i][0] != keys[j][0] {
				return keys[i][0] < keys[j][0]
			}
			return keys[i][1] < keys[j][1]
		})
		all := append([]*core.Block{lb}, c.blocks...)
		newArgs := make([][]core.Value, len(all))
		for i, b := range all {
			ops := b.Ops()
			for _, k := range keys {
				op := ops[k[0]]
				v := op.Operand(k[1])
				newArgs[i] = append(newArgs[i], v)
				if i == 0 {
					op.SetOperand(k[1], lb.AddArg(v.Type(), valueLoc(v)))
				}
			}
		}
		for i, b := range all {
			for _, p := range b.PredecessorOperands() {
				t := p.Owner()
				br, _ := core.Iface[core.BranchOp](t)
				so := br.SuccessorOperands(t, p.Index())
				vals := append(so.Values(t), newArgs[i]...)
				SetSuccessorOperands(t, p.Index(), vals)
			}
		}
	}
	for _, b := range c.blocks {
		for _, p := range b.PredecessorOperands() {
			p.Set(lb)
		}
		rw.EraseBlock(b)
	}
	return true
}

func valueLoc(v core.Value) core.Location {
	switch v := v.(type) {
	case *core.OpResult:
		return v.Owner().Loc()
	case *core.BlockArg:
		return v.Loc
	}
	return nil
}

// dropRedundantArguments replaces a block argument that every predecessor
// feeds the same value with that value, and removes it.
func dropRedundantArguments(rw *Rewriter, regions []*core.Region) bool {
	work := append([]*core.Region(nil), regions...)
	changed := false
	for len(work) > 0 {
		r := work[len(work)-1]
		work = work[:len(work)-1]
		for b := r.First(); b != nil; b = b.Next() {
			if dropRedundantBlockArgs(rw, b) {
				changed = true
			}
			for o := b.First(); o != nil; o = o.Next() {
				work = append(work, o.Regions()...)
			}
		}
	}
	return changed
}

func dropRedundantBlockArgs(rw *Rewriter, b *core.Block) bool {
	var erase []int
	preds := b.PredecessorOperands()
	for ai, arg := range b.Args() {
		same := true
		var common core.Value
		for _, p := range preds {
			t := p.Owner()
			br, ok := core.Iface[core.BranchOp](t)
			if !ok {
				same = false
				break
			}
			so := br.SuccessorOperands(t, p.Index())
			if ai >= so.Len {
				same = false
				break
			}
			v := t.Operand(so.Start + ai)
			if common == nil {
				common = v
				continue
			}
			if v != common {
				same = false
				break
			}
		}
		if common != nil && same {
			erase = append(erase, ai)
			rw.ReplaceAllUsesWith(arg, common)
		}
	}
	for k := len(erase) - 1; k >= 0; k-- {
		ai := erase[k]
		b.EraseArg(ai)
		for _, p := range b.PredecessorOperands() {
			t := p.Owner()
			br, _ := core.Iface[core.BranchOp](t)
			so := br.SuccessorOperands(t, p.Index())
			EraseOperands(t, []int{so.Start + ai})
		}
	}
	return len(erase) > 0
}
