package interp

import (
	"ncc/core"
)

// Collective ops and point-to-point communication (spec "Collective ops").

func init() {
	register(allGather, "stablehlo.all_gather")
	register(allReduce, "stablehlo.all_reduce")
	register(reduceScatter, "stablehlo.reduce_scatter")
	register(allToAll, "stablehlo.all_to_all")
	register(collectivePermute, "stablehlo.collective_permute")
	register(collectiveBroadcast, "stablehlo.collective_broadcast")
	register(collectiveReduce, "stablehlo.collective_reduce")
	register(sendOp, "stablehlo.send")
	register(recvOp, "stablehlo.recv")
	register(infeedOp, "stablehlo.infeed")
	register(func(x *exec, op *core.Operation, args []Value, rt []core.Type) ([]Value, error) {
		return []Value{&Token{}}, nil
	}, "stablehlo.outfeed")
}

// wideGroups picks the process groups of all_gather/all_reduce/
// reduce_scatter: cross_replica, cross_replica_and_partition or
// flattened_ids by channel id and use_global_device_ids.
func (x *exec) wideGroups(op *core.Operation) ([]pid, *process, int64, error) {
	p, _ := x.needProcess(op)
	gs, err := groups(op, "replica_groups")
	if err != nil {
		return nil, nil, 0, err
	}
	ch := channelID(op)
	var pgs [][]pid
	switch {
	case ch <= 0 && !boolAttr(op, "use_global_device_ids"):
		pgs = p.grid.crossReplica(orAll(gs, p.grid.replicas))
	case !boolAttr(op, "use_global_device_ids"):
		pgs = p.grid.crossReplicaAndPartition(orAll(gs, p.grid.replicas))
	default:
		pgs = p.grid.flattenedIDs(orAll(gs, p.grid.replicas*p.grid.partitions))
	}
	if err := p.grid.inGrid(op, pgs); err != nil {
		return nil, nil, 0, err
	}
	return myGroup(pgs, p.id), p, ch, nil
}

// inGrid requires every process of every group to be in the grid, not
// only the caller's group: a program whose groups name more devices than
// it runs on is wrong on every process.
func (g *grid) inGrid(op *core.Operation, pgs [][]pid) error {
	for _, grp := range pgs {
		for _, p := range grp {
			if p.replica < 0 || p.replica >= g.replicas || p.partition < 0 || p.partition >= g.partitions {
				return op.Errorf("process group refers to process %v outside the %dx%d process grid", p, g.replicas, g.partitions)
			}
		}
	}
	return nil
}

// orAll reads empty replica groups as XLA does: one group of all n ids.
// XLA's HLO→StableHLO importer keeps an HLO replica_groups={} as a 0x0
// attribute, and PyTorch/XLA writes {} for an all-reduce over every device.
func orAll(gs [][]int64, n int64) [][]int64 {
	if len(gs) > 0 {
		return gs
	}
	all := make([]int64, n)
	for i := range all {
		all[i] = int64(i)
	}
	return [][]int64{all}
}

// narrowGroups picks cross_replica or cross_partition by channel id.
func (x *exec) narrowGroups(op *core.Operation, attr string) ([]pid, *process, int64, error) {
	p, _ := x.needProcess(op)
	gs, err := groups(op, attr)
	if err != nil {
		return nil, nil, 0, err
	}
	ch := channelID(op)
	var pgs [][]pid
	if ch <= 0 {
		pgs = p.grid.crossReplica(orAll(gs, p.grid.replicas))
	} else {
		pgs = p.grid.crossPartition(orAll(gs, p.grid.partitions))
	}
	if err := p.grid.inGrid(op, pgs); err != nil {
		return nil, nil, 0, err
	}
	return myGroup(pgs, p.id), p, ch, nil
}

// exchange contributes args and returns every member's contribution in
// group order.
func (x *exec) exchange(op *core.Operation, p *process, group []pid, ch int64, args []Value) ([][]*Tensor, error) {
	all, err := p.grid.rendezvous(op, groupKey(op, group, ch), group, p.id, &Tuple{Elems: args})
	if err != nil {
		return nil, err
	}
	out := make([][]*Tensor, len(group))
	for i, q := range group {
		ts, err := tensors(op, all[q].(*Tuple).Elems)
		if err != nil {
			return nil, err
		}
		out[i] = ts
	}
	return out, nil
}

func allGather(x *exec, op *core.Operation, args []Value, rt []core.Type) ([]Value, error) {
	group, p, ch, err := x.wideGroups(op)
	if err != nil {
		return nil, err
	}
	if group == nil {
		return nil, op.Errorf("process %v is in no replica group", p.id)
	}
	dim, err := intAttr(op, "all_gather_dim", 0)
	if err != nil {
		return nil, err
	}
	parts, err := x.exchange(op, p, group, ch, args)
	if err != nil {
		return nil, err
	}
	out := make([]Value, len(args))
	for k := range args {
		res, err := result(op, rt, k)
		if err != nil {
			return nil, err
		}
		var ins []*Tensor
		for _, pt := range parts {
			ins = append(ins, pt[k])
		}
		if err := concatInto(op, res, ins, dim); err != nil {
			return nil, err
		}
		out[k] = res
	}
	return out, nil
}

// concatInto concatenates ins along dim into out.
func concatInto(op *core.Operation, out *Tensor, ins []*Tensor, dim int64) error {
	if dim < 0 || int(dim) >= out.Rank() {
		return op.Errorf("dimension %d is out of range", dim)
	}
	inner := numElems(out.Shape[dim+1:])
	outer := numElems(out.Shape[:dim])
	total := int64(0)
	for _, t := range ins {
		if t.Rank() != out.Rank() {
			return op.Errorf("operand rank does not match the result")
		}
		total += t.Shape[dim]
	}
	if total != out.Shape[dim] {
		return op.Errorf("operand sizes along dimension %d do not add up to the result", dim)
	}
	row := out.Shape[dim] * inner
	off := int64(0)
	for _, t := range ins {
		blk := t.Shape[dim] * inner
		for o := int64(0); o < outer; o++ {
			for k := int64(0); k < blk; k++ {
				out.copyElem(int(o*row+off+k), t, int(o*blk+k))
			}
		}
		off += blk
	}
	return nil
}

// reduceParts folds the members' operands with the body, in group order.
func (x *exec) reduceParts(op *core.Operation, parts [][]*Tensor, k int) (*Tensor, error) {
	acc := parts[0][k].Clone()
	for _, pt := range parts[1:] {
		if pt[k].Len() != acc.Len() {
			return nil, op.Errorf("operands of the group members differ in shape")
		}
		n := acc.Len()
		if err := x.combineInto(op, op.Region(0), []*Tensor{acc}, []*Tensor{pt[k]}, identity(n), identity(n)); err != nil {
			return nil, err
		}
	}
	return acc, nil
}

func allReduce(x *exec, op *core.Operation, args []Value, rt []core.Type) ([]Value, error) {
	group, p, ch, err := x.wideGroups(op)
	if err != nil {
		return nil, err
	}
	if group == nil {
		return nil, op.Errorf("process %v is in no replica group", p.id)
	}
	parts, err := x.exchange(op, p, group, ch, args)
	if err != nil {
		return nil, err
	}
	out := make([]Value, len(args))
	for k := range args {
		r, err := x.reduceParts(op, parts, k)
		if err != nil {
			return nil, err
		}
		if tt, ok := rt[k].(*core.TensorType); ok {
			r = r.withType(tt)
		}
		out[k] = r
	}
	return out, nil
}

func reduceScatter(x *exec, op *core.Operation, args []Value, rt []core.Type) ([]Value, error) {
	group, p, ch, err := x.wideGroups(op)
	if err != nil {
		return nil, err
	}
	if group == nil {
		return nil, op.Errorf("process %v is in no replica group", p.id)
	}
	dim, err := intAttr(op, "scatter_dimension", 0)
	if err != nil {
		return nil, err
	}
	parts, err := x.exchange(op, p, group, ch, args)
	if err != nil {
		return nil, err
	}
	red, err := x.reduceParts(op, parts, 0)
	if err != nil {
		return nil, err
	}
	me := indexOf(group, p.id)
	out, err := result(op, rt, 0)
	if err != nil {
		return nil, err
	}
	if dim < 0 || int(dim) >= red.Rank() || red.Shape[dim] != out.Shape[dim]*int64(len(group)) {
		return nil, op.Errorf("scatter_dimension does not split the operand evenly")
	}
	start := make([]int64, red.Rank())
	start[dim] = int64(me) * out.Shape[dim]
	return stridedCopy(op, red, out, start, nil)
}

func indexOf(g []pid, p pid) int {
	for i, q := range g {
		if q == p {
			return i
		}
	}
	return -1
}

func allToAll(x *exec, op *core.Operation, args []Value, rt []core.Type) ([]Value, error) {
	group, p, ch, err := x.narrowGroups(op, "replica_groups")
	if err != nil {
		return nil, err
	}
	if group == nil {
		return nil, op.Errorf("process %v is in no replica group", p.id)
	}
	sd, err := intAttr(op, "split_dimension", 0)
	if err != nil {
		return nil, err
	}
	cd, err := intAttr(op, "concat_dimension", 0)
	if err != nil {
		return nil, err
	}
	sc, err := intAttr(op, "split_count", int64(len(group)))
	if err != nil {
		return nil, err
	}
	if sc != int64(len(group)) {
		return nil, op.Errorf("split_count %d does not match the process group size %d", sc, len(group))
	}
	parts, err := x.exchange(op, p, group, ch, args)
	if err != nil {
		return nil, err
	}
	me := int64(indexOf(group, p.id))
	out := make([]Value, len(args))
	for k := range args {
		res, err := result(op, rt, k)
		if err != nil {
			return nil, err
		}
		var pieces []*Tensor
		for _, pt := range parts {
			src := pt[k]
			if sd < 0 || int(sd) >= src.Rank() || src.Shape[sd]%sc != 0 {
				return nil, op.Errorf("split_dimension does not split the operand evenly")
			}
			shape := append([]int64(nil), src.Shape...)
			shape[sd] /= sc
			piece := like(core.RankedTensor(op.Context(), shape, src.Type.Elem, nil), src.E)
			start := make([]int64, src.Rank())
			start[sd] = me * shape[sd]
			if _, err := stridedCopy(op, src, piece, start, nil); err != nil {
				return nil, err
			}
			pieces = append(pieces, piece)
		}
		if err := concatInto(op, res, pieces, cd); err != nil {
			return nil, err
		}
		out[k] = res
	}
	return out, nil
}

// zeros returns zero-filled results.
func zeros(op *core.Operation, rt []core.Type) ([]Value, error) {
	out := make([]Value, len(rt))
	for i := range rt {
		t, err := result(op, rt, i)
		if err != nil {
			return nil, err
		}
		out[i] = t
	}
	return out, nil
}

func collectivePermute(x *exec, op *core.Operation, args []Value, rt []core.Type) ([]Value, error) {
	p, _ := x.needProcess(op)
	pairs, err := groups(op, "source_target_pairs")
	if err != nil {
		return nil, err
	}
	ch := channelID(op)
	var pgs [][]pid
	if ch <= 0 {
		pgs = p.grid.crossReplica(pairs)
	} else {
		pgs = p.grid.crossPartition(pairs)
	}
	// Every process takes part in one exchange over the whole grid so
	// that sources and targets meet; the key names the op and channel.
	var all []pid
	for r := int64(0); r < p.grid.replicas; r++ {
		for q := int64(0); q < p.grid.partitions; q++ {
			all = append(all, pid{r, q})
		}
	}
	vals, err := p.grid.rendezvous(op, groupKey(op, all, ch)+op.Name(), all, p.id, args[0])
	if err != nil {
		return nil, err
	}
	for _, pg := range pgs {
		if len(pg) == 2 && pg[1] == p.id {
			src, ok := vals[pg[0]].(*Tensor)
			if !ok {
				return nil, op.Errorf("operand must be a tensor")
			}
			if tt, ok := rt[0].(*core.TensorType); ok {
				return []Value{src.withType(tt)}, nil
			}
			return []Value{src}, nil
		}
	}
	return zeros(op, rt)
}

func collectiveBroadcast(x *exec, op *core.Operation, args []Value, rt []core.Type) ([]Value, error) {
	group, p, ch, err := x.narrowGroups(op, "replica_groups")
	if err != nil {
		return nil, err
	}
	if group == nil {
		return zeros(op, rt)
	}
	roots, err := dynamicRoots(op, args, len(rt), len(group))
	if err != nil {
		return nil, err
	}
	parts, err := x.exchange(op, p, group, ch, args)
	if err != nil {
		return nil, err
	}
	out := make([]Value, len(rt))
	for k := range rt {
		src := parts[roots[k]][k]
		if tt, ok := rt[k].(*core.TensorType); ok {
			src = src.withType(tt)
		}
		out[k] = src
	}
	return out, nil
}

// dynamicRoots returns, for each of n results, the index in the process
// group of its source: 0, or with has_dynamic_root the entries of the last
// operand.
func dynamicRoots(op *core.Operation, args []Value, n, size int) ([]int, error) {
	roots := make([]int, n)
	if !boolAttr(op, "has_dynamic_root") {
		return roots, nil
	}
	t, ok := args[len(args)-1].(*Tensor)
	if !ok || t.I == nil || t.Len() != n {
		return nil, op.Errorf("with has_dynamic_root the last operand must hold one root per result")
	}
	for k, v := range t.I {
		if v < 0 || v >= int64(size) {
			return nil, op.Errorf("root %d is outside the process group of %d processes", v, size)
		}
		roots[k] = int(v)
	}
	return roots, nil
}

// collectiveReduce reduces over the group; the result lands on the
// group's first process, the others get zeros.
func collectiveReduce(x *exec, op *core.Operation, args []Value, rt []core.Type) ([]Value, error) {
	group, p, ch, err := x.narrowGroups(op, "replica_groups")
	if err != nil {
		return nil, err
	}
	if group == nil {
		return zeros(op, rt)
	}
	roots, err := dynamicRoots(op, args, len(rt), len(group))
	if err != nil {
		return nil, err
	}
	parts, err := x.exchange(op, p, group, ch, args)
	if err != nil {
		return nil, err
	}
	out := make([]Value, len(rt))
	for k := range rt {
		if group[roots[k]] != p.id {
			z, err := result(op, rt, k)
			if err != nil {
				return nil, err
			}
			out[k] = z
			continue
		}
		r, err := x.reduceParts(op, parts, k)
		if err != nil {
			return nil, err
		}
		if tt, ok := rt[k].(*core.TensorType); ok {
			r = r.withType(tt)
		}
		out[k] = r
	}
	return out, nil
}

func sendOp(x *exec, op *core.Operation, args []Value, rt []core.Type) ([]Value, error) {
	p, _ := x.needProcess(op)
	n := len(args) - 1 // the last operand is the token
	if n < 0 {
		return nil, op.Errorf("send needs a token operand")
	}
	p.grid.send(channelID(op), &Tuple{Elems: append([]Value(nil), args[:n]...)})
	return []Value{&Token{}}, nil
}

func recvOp(x *exec, op *core.Operation, args []Value, rt []core.Type) ([]Value, error) {
	p, _ := x.needProcess(op)
	v, err := p.grid.recv(op, channelID(op))
	if err != nil {
		return nil, err
	}
	vals := v.(*Tuple).Elems
	if len(vals) != len(rt)-1 {
		return nil, op.Errorf("received %d values, expected %d", len(vals), len(rt)-1)
	}
	return append(append([]Value(nil), vals...), &Token{}), nil
}

// infeedOp pops the next program of run_parallel's infeed list and returns
// its results (the infeed's data) and a token.
func infeedOp(x *exec, op *core.Operation, args []Value, rt []core.Type) ([]Value, error) {
	p, _ := x.needProcess(op)
	g := p.grid
	g.mu.Lock()
	if len(g.infeed) == 0 {
		g.mu.Unlock()
		return nil, op.Errorf("infeed is empty")
	}
	name := g.infeed[0]
	g.infeed = g.infeed[1:]
	g.mu.Unlock()
	res, err := x.callSymbol(op, name, nil)
	if err != nil {
		return nil, err
	}
	if len(res) != len(rt)-1 {
		return nil, op.Errorf("infeed program @%s returned %d values, expected %d", name, len(res), len(rt)-1)
	}
	return append(res, &Token{}), nil
}
