package bytecode

import (
	"sort"

	"ncc/core"
)

// Use-list orders. A reader links each new use at the head of its value's
// use list, so reading operations in pre-order leaves every list ordered by
// decreasing use ID (the user's pre-order number, then the operand number).
// A value whose list is in another order carries its order in the file: a
// permutation of its uses (or the pairs of it that are not identity).

type useOrder struct {
	pairs   bool
	indices []uint64
}

func useID(opID uint32, operand int) uint64 { return uint64(opID)<<32 | uint64(uint32(operand)) }

// parseUseListOrders reads the orders of a range of n values: for several
// values, how many have an order and, for each, its index in the range.
func parseUseListOrders(r *reader, n int) (map[int]useOrder, error) {
	count := 1
	var err error
	if n > 1 {
		if count, err = r.count("use-list order", 1); err != nil {
			return nil, err
		}
	}
	m := make(map[int]useOrder, count)
	for i := 0; i < count; i++ {
		idx := uint64(0)
		if n > 1 {
			at := r.p
			if idx, err = r.varint(); err != nil {
				return nil, err
			}
			if idx >= uint64(n) {
				return nil, &Error{Offset: at, Msg: "invalid use-list order value index"}
			}
		}
		at := r.p
		cnt, pairs, err := r.varintFlag()
		if err != nil {
			return nil, err
		}
		if cnt > uint64(r.left()) {
			return nil, &Error{Offset: at, Msg: "use-list order exceeds the bytes left"}
		}
		ord := useOrder{pairs: pairs, indices: make([]uint64, cnt)}
		for j := range ord.indices {
			if ord.indices[j], err = r.varint(); err != nil {
				return nil, err
			}
		}
		if _, dup := m[int(idx)]; !dup {
			m[int(idx)] = ord
		}
	}
	return m, nil
}

func skipUseListOrders(r *reader, n int) error {
	_, err := parseUseListOrders(r, n)
	return err
}

// readUseListOrders reads the orders of vs and records them for fixUseLists.
func (w *worker) readUseListOrders(r *reader, vs []core.Value) error {
	at := r.p
	m, err := parseUseListOrders(r, len(vs))
	if err != nil {
		return err
	}
	if len(m) == 0 {
		return &Error{Offset: at, Msg: "empty use-list orders"}
	}
	if w.useOrders == nil {
		w.useOrders = map[core.Value]useOrder{}
	}
	for i, o := range m {
		if i < len(vs) {
			w.useOrders[vs[i]] = o
		}
	}
	return nil
}

// fixUseLists sorts the use lists that forward references disturbed and
// applies the orders the file gives, as MLIR's reader does.
func (d *decoder) fixUseLists(top *core.Block, workers []*worker) error {
	var forwarded []core.Value
	orders := map[core.Value]useOrder{}
	for _, w := range workers {
		forwarded = append(forwarded, w.forwarded...)
		for v, o := range w.useOrders {
			orders[v] = o
		}
	}
	if len(forwarded) == 0 && len(orders) == 0 {
		return nil
	}
	ids := map[*core.Operation]uint32{}
	var next uint32
	var walk func(b *core.Block)
	walk = func(b *core.Block) {
		for op := b.First(); op != nil; op = op.Next() {
			ids[op] = next
			next++
			for _, r := range op.Regions() {
				for blk := r.First(); blk != nil; blk = blk.Next() {
					walk(blk)
				}
			}
		}
	}
	walk(top)
	done := map[core.Value]bool{}
	fix := func(v core.Value) error {
		if done[v] {
			return nil
		}
		done[v] = true
		if !sortUses(v, ids, orders) {
			return &Error{Offset: len(d.data), Msg: "parsed use-list orders were invalid and could not be applied"}
		}
		return nil
	}
	for _, v := range forwarded {
		if err := fix(v); err != nil {
			return err
		}
	}
	for v := range orders {
		if err := fix(v); err != nil {
			return err
		}
	}
	return nil
}

// sortUses is MLIR's BytecodeReader::Impl::sortUseListOrder.
func sortUses(v core.Value, ids map[*core.Operation]uint32, orders map[core.Value]useOrder) bool {
	uses := core.Uses(v)
	if len(uses) < 2 {
		return true
	}
	order, custom := orders[v]
	type item struct {
		pos int
		id  uint64
	}
	cur := make([]item, len(uses))
	sorted := true
	for i, u := range uses {
		cur[i] = item{i, useID(ids[u.Owner()], u.Index())}
		if i > 0 && cur[i-1].id <= cur[i].id {
			sorted = false
		}
	}
	if sorted && !custom {
		return true
	}
	if !sorted {
		sort.SliceStable(cur, func(i, j int) bool { return cur[i].id > cur[j].id })
	}
	shuffle := make([]int, len(uses))
	if !custom {
		for i, it := range cur {
			shuffle[i] = it.pos
		}
		shuffleUses(v, uses, shuffle)
		return true
	}
	perm := make([]int, len(uses))
	if order.pairs {
		if len(order.indices)%2 != 0 {
			return false
		}
		for i := range perm {
			perm[i] = i
		}
		for i := 0; i < len(order.indices); i += 2 {
			from, to := order.indices[i], order.indices[i+1]
			if from >= uint64(len(perm)) || to >= uint64(len(perm)) {
				return false
			}
			perm[from] = int(to)
		}
	} else {
		if len(order.indices) != len(uses) {
			return false
		}
		for i, x := range order.indices {
			if x >= uint64(len(perm)) {
				return false
			}
			perm[i] = int(x)
		}
	}
	seen := make([]bool, len(perm))
	for _, x := range perm {
		if seen[x] {
			return false
		}
		seen[x] = true
	}
	for i, it := range cur {
		shuffle[i] = perm[it.pos]
	}
	shuffleUses(v, uses, shuffle)
	return true
}

// shuffleUses moves the use at position i of v's list to position
// shuffle[i] (MLIR's IRObjectWithUseList::shuffleUseList).
func shuffleUses(v core.Value, uses []*core.Operand, shuffle []int) {
	out := make([]*core.Operand, len(uses))
	for i, u := range uses {
		out[shuffle[i]] = u
	}
	tmp := core.NewBlock([]core.Type{v.Type()}, nil).Arg(0)
	for i := len(out) - 1; i >= 0; i-- {
		out[i].Set(tmp)
		out[i].Set(v)
	}
}
