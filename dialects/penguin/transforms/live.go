package transforms

import (
	"ncc/arch"
	"ncc/core"
	"ncc/dialects/penguin"
)

// The SBUF budget: the bytes per partition of the SBUF tiles live at
// once. Ops are numbered in program order (pre-order); a tile is live from
// its definition to its last use, and a use inside a loop that does not
// contain the definition keeps it live to the end of that loop (every
// iteration reads it). A loop's results are live from the loop's end. A
// double-buffered load counts twice. Block arguments alias the values
// that flow into them and are not counted.

// liveness is what a peak computation may assume instead of the IR: other
// types for some tiles (a split being considered) and which loads are
// double-buffered (nil: those carrying DoubleBufferAttr).
type liveness struct {
	types  map[core.Value]*penguin.TileType
	double func(*core.Operation) bool
}

// order numbers the ops of a kernel in program order; end is the number
// of the last op nested in an op with regions.
type order struct {
	pos map[*core.Operation]int
	end map[*core.Operation]int
	ops []*core.Operation
}

func numberOps(k *core.Operation) *order {
	o := &order{pos: map[*core.Operation]int{}, end: map[*core.Operation]int{}}
	var visit func(op *core.Operation)
	visit = func(op *core.Operation) {
		o.pos[op] = len(o.ops)
		o.ops = append(o.ops, op)
		for _, r := range op.Regions() {
			for _, b := range r.Blocks() {
				for c := b.First(); c != nil; c = c.Next() {
					visit(c)
				}
			}
		}
		o.end[op] = len(o.ops) - 1
	}
	for _, b := range k.Region(0).Blocks() {
		for c := b.First(); c != nil; c = c.Next() {
			visit(c)
		}
	}
	return o
}

// lastUse is the number of the last op during which v must stay live.
func (o *order) lastUse(v core.Value, def *core.Operation, from int) int {
	last := from
	for _, u := range core.Users(v) {
		p := o.pos[u]
		for a := u.ParentOp(); a != nil && a != def && !a.IsAncestorOf(def); a = a.ParentOp() {
			if a.NumRegions() > 0 && a.Name() != opKernel {
				p = max(p, o.end[a])
			}
		}
		last = max(last, p)
	}
	return last
}

// peakSBUF returns the most bytes per partition of SBUF tiles live at
// once in kernel k, and the op at which that peak is first reached.
func peakSBUF(k *core.Operation, lv liveness) (int64, *core.Operation) {
	o := numberOps(k)
	diff := make([]int64, len(o.ops)+1)
	for _, op := range o.ops {
		def := o.pos[op]
		if op.NumRegions() > 0 {
			def = o.end[op]
		}
		for _, r := range op.Results() {
			tt := tileOf(r)
			if t, ok := lv.types[r]; ok {
				tt = t
			}
			if tt == nil || tt.Mem != arch.SBUF {
				continue
			}
			bytes := tt.PartitionBytes()
			if op.Name() == opLoad && isDouble(op, lv) {
				bytes *= 2
			}
			diff[def] += bytes
			diff[o.lastUse(r, op, def)+1] -= bytes
		}
	}
	var cur, peak int64
	var at *core.Operation
	for i, op := range o.ops {
		cur += diff[i]
		if cur > peak {
			peak, at = cur, op
		}
	}
	return peak, at
}

func isDouble(op *core.Operation, lv liveness) bool {
	if lv.double != nil {
		return lv.double(op)
	}
	return op.Attr(DoubleBufferAttr) != nil
}

// liveAt returns the SBUF tiles live while op at runs, largest first
// (program order among equals).
func liveAt(k *core.Operation, at *core.Operation) []core.Value {
	o := numberOps(k)
	p := o.pos[at]
	var vs []core.Value
	for _, op := range o.ops {
		def := o.pos[op]
		if op.NumRegions() > 0 {
			def = o.end[op]
		}
		if def > p {
			continue
		}
		for _, r := range op.Results() {
			if tt := tileOf(r); tt != nil && tt.Mem == arch.SBUF && o.lastUse(r, op, def) >= p {
				vs = append(vs, r)
			}
		}
	}
	// A stable insertion sort by size: the lists are short.
	for i := 1; i < len(vs); i++ {
		for j := i; j > 0 && tileOf(vs[j]).PartitionBytes() > tileOf(vs[j-1]).PartitionBytes(); j-- {
			vs[j], vs[j-1] = vs[j-1], vs[j]
		}
	}
	return vs
}
