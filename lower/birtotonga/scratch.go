package birtotonga

import (
	"slices"

	"ncc/core"
	"ncc/dialects/bir"
)

// scratchAlign (ours): scratch buffers start on 64-byte boundaries, the
// DMA engines' beat, as SBUF groups do.
const scratchAlign = 64

// packScratch places the HBM scratch buffers of a straight-line program
// in one NEFF variable and returns its size (0 when there are none).
// Each buffer lives from its first access to its last; buffers whose
// lives do not overlap share bytes, each placed at the lowest offset
// free for its whole life. A model's spills are mostly short-lived, so
// this keeps a program's device memory near its largest live set
// instead of the sum of every spill (Searchless Chess 9M: 1.78 GB of
// scratch as separate variables). The dependency graph sees a reuse as a
// write after a read of the same bytes and orders it, and the race
// verifier checks that it did.
func packScratch(insts []flatInst, places map[core.Value]*placement, name string) int64 {
	type life struct {
		p           *placement
		first, last int
		size        int64
	}
	lives := map[*placement]*life{}
	var order []*life
	touch := func(i int, ap bir.AP) {
		p := places[ap.Alloc]
		if p == nil || p.info.Memory.OnChip() || p.info.Kind != bir.Internal {
			return
		}
		if l := lives[p]; l != nil {
			l.last = i
			return
		}
		l := &life{p: p, first: i, last: i, size: alignUp(p.info.Partitions*p.info.Bytes, scratchAlign)}
		lives[p] = l
		order = append(order, l)
	}
	for i := range insts {
		for _, ap := range insts[i].ins {
			touch(i, ap)
		}
		for _, ap := range insts[i].outs {
			touch(i, ap)
		}
	}
	var live []*life // by offset
	var total int64
	for _, l := range order { // by first access
		live = slices.DeleteFunc(live, func(o *life) bool { return o.last < l.first })
		at := int64(0)
		k := 0
		for ; k < len(live) && live[k].p.addr-at < l.size; k++ {
			at = max(at, live[k].p.addr+live[k].size)
		}
		l.p.addr, l.p.vr = at, name
		live = slices.Insert(live, k, l)
		total = max(total, at+l.size)
	}
	return total
}

func alignUp(n, a int64) int64 { return (n + a - 1) / a * a }
