package birtotonga

import (
	"fmt"
	"slices"
	"sort"
	"strings"

	"ncc/arch"
	"ncc/core"
	"ncc/dialects/bir"
)

// placement is where an allocation lives: for SB and PSUM a byte address
// within every partition (allocations start at partition 0), for DRAM the
// NEFF variable holding it.
type placement struct {
	info bir.AllocInfo
	addr int64  // on chip
	vr   string // DRAM: the variable's name
}

// Alignments (ours): SBUF allocations start on 64-byte boundaries, the
// DMA engines' beat; PSUM allocations on bank boundaries, so that an
// accumulation group that fits a bank never straddles two.
const sbufAlign = 64

// allocate places fn's allocations. On-chip allocations live from the
// first instruction that touches them to the last; each is placed at the
// lowest address free for its whole lifetime (first fit in order of
// first use). A program whose live allocations cannot fit gets an error
// naming the largest live set.
func allocate(fn *core.Operation, t *arch.Target, insts []flatInst) (map[core.Value]*placement, error) {
	first, last := map[core.Value]int{}, map[core.Value]int{}
	for i, fi := range insts {
		for _, ap := range slices.Concat(fi.ins, fi.outs) {
			if _, ok := first[ap.Alloc]; !ok {
				first[ap.Alloc] = i
			}
			last[ap.Alloc] = i
		}
	}
	places := map[core.Value]*placement{}
	var onChip [2][]core.Value // SB, PSUM
	for _, a := range bir.Allocs(fn) {
		v := a.Result(0)
		p := &placement{info: bir.AllocInfoOf(a)}
		places[v] = p
		switch p.info.Memory {
		case bir.SB:
			onChip[0] = append(onChip[0], v)
		case bir.PSUM:
			onChip[1] = append(onChip[1], v)
		default:
			p.vr = p.info.Name
		}
	}
	for m, vals := range onChip {
		mem, size, align := arch.SBUF, int64(t.SBUFPartitionBytes), int64(sbufAlign)
		if m == 1 {
			mem, size, align = arch.PSUM, int64(t.PSUMPartitionBytes), int64(t.PSUMBankBytes)
		}
		sort.SliceStable(vals, func(i, j int) bool { return order(first, vals[i]) < order(first, vals[j]) })
		var placed []core.Value
		for _, v := range vals {
			p := places[v]
			if p.info.Partitions > int64(t.Partitions) {
				return nil, core.DefiningOp(v).Errorf("has %d partitions; %s has %d", p.info.Partitions, t.Name, t.Partitions)
			}
			if _, used := first[v]; !used {
				continue // never touched: no room needed
			}
			addr, ok := firstFit(places, placed, v, first, last, size, align)
			if !ok {
				return nil, overflowError(fn, mem, size, places, vals, v, first, last)
			}
			p.addr = addr
			placed = append(placed, v)
		}
	}
	return places, nil
}

func order(first map[core.Value]int, v core.Value) int {
	if i, ok := first[v]; ok {
		return i
	}
	return 1 << 62
}

// firstFit returns the lowest aligned address where v fits beside the
// placed allocations whose lifetimes overlap v's.
func firstFit(places map[core.Value]*placement, placed []core.Value, v core.Value, first, last map[core.Value]int, size, align int64) (int64, bool) {
	type span struct{ lo, hi int64 }
	var busy []span
	for _, u := range placed {
		if first[u] <= last[v] && first[v] <= last[u] {
			busy = append(busy, span{places[u].addr, places[u].addr + places[u].info.Bytes})
		}
	}
	sort.Slice(busy, func(i, j int) bool { return busy[i].lo < busy[j].lo })
	need := places[v].info.Bytes
	addr := int64(0)
	for _, s := range busy {
		if addr+need <= s.lo {
			break
		}
		addr = max(addr, (s.hi+align-1)/align*align)
	}
	return addr, addr+need <= size
}

// overflowError names the largest set of allocations live at once.
func overflowError(fn *core.Operation, mem arch.Memory, size int64, places map[core.Value]*placement, vals []core.Value, v core.Value, first, last map[core.Value]int) error {
	best, bestAt := int64(0), 0
	for _, at := range vals {
		i, ok := first[at]
		if !ok {
			continue
		}
		var n int64
		for _, u := range vals {
			if fu, ok := first[u]; ok && fu <= i && i <= last[u] {
				n += places[u].info.Bytes
			}
		}
		if n > best {
			best, bestAt = n, i
		}
	}
	var names []string
	for _, u := range vals {
		if fu, ok := first[u]; ok && fu <= bestAt && bestAt <= last[u] {
			names = append(names, fmt.Sprintf("%q (%d bytes)", places[u].info.Name, places[u].info.Bytes))
		}
	}
	return core.DefiningOp(v).Errorf("does not fit in %s: %d bytes per partition are live at once (%s), and a partition has %d",
		strings.ToUpper(mem.String()), best, strings.Join(names, ", "), size)
}
