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

// Buffer renaming. Once loops are unrolled, the bytes penguin → bir gave a
// tile are rewritten by every iteration, and each rewrite would have to
// wait for the readers of the previous contents: load, compute and store
// could not overlap. So the backend renames, as a register allocator does:
// every write that replaces a whole buffer's contents starts a new
// version, and each version gets its own place, chosen by liveness.
//
// Versions that cannot move apart — a write over part of a live version,
// a read spanning several, an accumulation into its own output — form one
// group that keeps its internal layout. A group lives from its first
// access to its last and is placed at the first free address from a
// cursor that goes round the memory, so the memory just freed is reused
// last: consecutive iterations land in different buffers and the
// scheduler may run loads many tiles ahead.

// group is a set of versions placed together.
type group struct {
	parent      *group
	alloc       core.Value
	lo, hi      int64 // bytes within a partition, in the allocation's coordinates
	first, last int   // instruction indices
	base        int64 // placed address
}

func (g *group) root() *group {
	for g.parent != nil {
		if g.parent.parent != nil {
			g.parent = g.parent.parent
		}
		g = g.parent
	}
	return g
}

func union(a, b *group) *group {
	a, b = a.root(), b.root()
	if a == b {
		return a
	}
	b.parent = a
	a.lo, a.hi = min(a.lo, b.lo), max(a.hi, b.hi)
	a.first, a.last = min(a.first, b.first), max(a.last, b.last)
	return a
}

// version is a live region of an allocation and the group holding it.
type version struct {
	p0, p1 int
	b0, b1 int64
	g      *group
	dead   bool
	id     int
}

// apRef is one on-chip access of an instruction: (inst, ins or outs, index).
type apRef struct {
	inst, i int
	out     bool
	g       *group
}

type renamer struct {
	live  map[core.Value]*boxIndex[*version]
	refs  []apRef
	group []*group
	// Versions are numbered in creation order. A first pass records each
	// one's last read; the second knows then that a version partly
	// overwritten after its last read is dead, not a layout to keep.
	next     int
	lastRead []int
	first    bool
}

// rename places every on-chip allocation's versions in SBUF and PSUM and
// rewrites the instructions' on-chip access patterns to their places
// (offsets from address 0; the allocations' own addresses become 0).
func rename(fn *core.Operation, t *arch.Target, insts []flatInst, places map[core.Value]*placement) error {
	first := &renamer{live: map[core.Value]*boxIndex[*version]{}, first: true}
	first.walk(insts, places)
	r := &renamer{live: map[core.Value]*boxIndex[*version]{}, lastRead: first.lastRead}
	r.walk(insts, places)
	var roots [2][]*group
	for _, g := range r.group {
		if g.parent == nil {
			m := 0
			if places[g.alloc].info.Memory == bir.PSUM {
				m = 1
			}
			roots[m] = append(roots[m], g)
		}
	}
	if err := place(fn, roots[0], int64(t.SBUFPartitionBytes), sbufAlign, 0, places, "SBUF"); err != nil {
		return err
	}
	bank := int64(t.PSUMBankBytes)
	if err := place(fn, roots[1], int64(t.PSUMPartitionBytes), sbufAlign, bank, places, "PSUM"); err != nil {
		return err
	}
	for _, ref := range r.refs {
		aps := insts[ref.inst].ins
		if ref.out {
			aps = insts[ref.inst].outs
		}
		g := ref.g.root()
		size := int64(aps[ref.i].DType.Size())
		phys := g.base + aps[ref.i].Offset*size - g.lo/sbufAlign*sbufAlign
		aps[ref.i].Offset = phys / size
	}
	for _, p := range places {
		if p.info.Memory.OnChip() {
			p.addr = 0
		}
	}
	return nil
}

// walk maps every on-chip access of insts to its version's group.
func (r *renamer) walk(insts []flatInst, places map[core.Value]*placement) {
	for i := range insts {
		fi := &insts[i]
		for k, ap := range fi.ins {
			if places[ap.Alloc].info.Memory.OnChip() {
				r.refs = append(r.refs, apRef{inst: i, i: k, g: r.read(i, ap)})
			}
		}
		for k, ap := range fi.outs {
			if places[ap.Alloc].info.Memory.OnChip() {
				r.refs = append(r.refs, apRef{inst: i, i: k, out: true, g: r.write(i, ap, updates(fi, k))})
			}
		}
	}
}

// newVersion adds a live version of ap's allocation.
func (r *renamer) newVersion(ix *boxIndex[*version], p0, p1 int, b0, b1 int64, g *group) {
	ix.add(b0, b1, &version{p0: p0, p1: p1, b0: b0, b1: b1, g: g, id: r.next})
	r.next++
	if r.first {
		r.lastRead = append(r.lastRead, -1)
	}
}

// updates reports whether output k of fi also reads what it overwrites: a
// matmul accumulates into its result, an activation into its accumulator.
func updates(fi *flatInst, k int) bool {
	switch fi.op.Name() {
	case bir.Matmult.Name:
		return true
	case bir.Activation.Name:
		return k == 1
	}
	return false
}

func (r *renamer) newGroup(i int, ap bir.AP, b0, b1 int64) *group {
	g := &group{alloc: ap.Alloc, lo: b0, hi: b1, first: i, last: i}
	r.group = append(r.group, g)
	return g
}

// bbox is the partitions and bytes ap touches in its allocation.
func bbox(ap bir.AP) (p0, p1 int, b0, b1 int64) {
	size := int64(ap.DType.Size())
	lo, hi := ap.Offset, ap.Offset
	for _, pr := range ap.Pairs {
		e := pr[0] * (pr[1] - 1)
		lo, hi = lo+min(0, e), hi+max(0, e)
	}
	return ap.StartPartition, ap.StartPartition + ap.NumPartitions, lo * size, (hi+1)*size - 1
}

func overlaps(v *version, p0, p1 int, b0, b1 int64) bool {
	return v.p0 < p1 && p0 < v.p1 && v.b0 <= b1 && b0 <= v.b1
}

func (r *renamer) index(alloc core.Value) *boxIndex[*version] {
	ix := r.live[alloc]
	if ix == nil {
		ix = newBoxIndex[*version]()
		r.live[alloc] = ix
	}
	return ix
}

// read maps a read to the group of the versions it reads, joining them
// when it reads several.
func (r *renamer) read(i int, ap bir.AP) *group {
	p0, p1, b0, b1 := bbox(ap)
	ix := r.index(ap.Alloc)
	var g *group
	var seen []*version
	ix.visit(b0, b1, func(list []*version) []*version {
		keep := list[:0]
		for _, v := range list {
			if v.dead {
				continue
			}
			keep = append(keep, v)
			if overlaps(v, p0, p1, b0, b1) {
				if r.first {
					seen = append(seen, v)
				}
				if g == nil {
					g = v.g.root()
				} else {
					g = union(g, v.g)
				}
			}
		}
		return keep
	})
	// A version reads only where no newer version covers what is read.
	for _, v := range seen {
		q0, q1, c0, c1 := max(p0, v.p0), min(p1, v.p1), max(b0, v.b0), min(b1, v.b1)
		shadowed := false
		for _, w := range seen {
			if w.id > v.id && w.p0 <= q0 && q1 <= w.p1 && w.b0 <= c0 && c1 <= w.b1 {
				shadowed = true
				break
			}
		}
		if !shadowed {
			r.lastRead[v.id] = i
		}
	}
	if g == nil { // never written: a version of its own
		g = r.newGroup(i, ap, b0, b1)
		r.newVersion(ix, p0, p1, b0, b1, g)
		return g
	}
	g = g.root()
	g.lo, g.hi = min(g.lo, b0), max(g.hi, b1)
	g.last = max(g.last, i)
	return g
}

// write starts a new version, unless it overwrites part of a live one (or
// updates what it writes): then it joins that version's group.
func (r *renamer) write(i int, ap bir.AP, update bool) *group {
	p0, p1, b0, b1 := bbox(ap)
	ix := r.index(ap.Alloc)
	var join *group
	ix.visit(b0, b1, func(list []*version) []*version {
		keep := list[:0]
		for _, v := range list {
			if v.dead {
				continue
			}
			if !overlaps(v, p0, p1, b0, b1) {
				keep = append(keep, v)
				continue
			}
			inside := p0 <= v.p0 && v.p1 <= p1 && b0 <= v.b0 && v.b1 <= b1
			if !update && (inside || !r.first && r.lastRead[v.id] < i) {
				// Wholly overwritten, or partly after its last read: that
				// version is dead from here on.
				v.dead = true
				continue
			}
			if join == nil {
				join = v.g.root()
			} else {
				join = union(join, v.g)
			}
			keep = append(keep, v)
		}
		return keep
	})
	var g *group
	if join == nil {
		g = r.newGroup(i, ap, b0, b1)
	} else {
		g = join.root()
		g.lo, g.hi = min(g.lo, b0), max(g.hi, b1)
		g.last = max(g.last, i)
	}
	r.newVersion(ix, p0, p1, b0, b1, g)
	return g
}

// PSUM groups are 64-byte aligned like SBUF ones, but a group that fits in
// a bank never straddles two (an accumulation group writes within one
// bank): small tiles, such as TensorE's transposes, share banks.

// place gives each group an address of memory size (bytes per partition)
// for its lifetime: groups in order of first use, each at the first free,
// aligned address at or after a cursor that goes round the memory. With
// bank > 0 a group that fits in a bank does not straddle two.
func place(fn *core.Operation, groups []*group, size, align, bank int64, places map[core.Value]*placement, mem string) error {
	sort.SliceStable(groups, func(i, j int) bool { return groups[i].first < groups[j].first })
	var active []*group // placed, live, by base
	cursor := int64(0)
	need := func(g *group) int64 {
		return (g.hi + 1 - g.lo/sbufAlign*sbufAlign + align - 1) / align * align
	}
	for _, g := range groups {
		keep := active[:0]
		for _, a := range active {
			if a.last >= g.first {
				keep = append(keep, a)
			}
		}
		active = keep
		n := need(g)
		at, ok := findGap(active, need, cursor, n, size, align, bank)
		if !ok {
			return liveError(fn, mem, g, active, need, size, places)
		}
		g.base = at
		cursor = at + n
		i := sort.Search(len(active), func(i int) bool { return active[i].base > at })
		active = slices.Insert(active, i, g)
	}
	return nil
}

// findGap returns the first aligned address at or after cursor (then from
// 0) where n bytes are free of the active groups.
func findGap(active []*group, need func(*group) int64, cursor, n, size, align, bank int64) (int64, bool) {
	fits := func(c int64) (int64, bool) {
		c = (c + align - 1) / align * align
		if bank > 0 && n <= bank && c/bank != (c+n-1)/bank {
			c = (c + bank - 1) / bank * bank
		}
		if c+n > size {
			return 0, false
		}
		for _, a := range active {
			if c < a.base+need(a) && a.base < c+n {
				return 0, false
			}
		}
		return c, true
	}
	cands := []int64{cursor}
	for _, a := range active {
		if e := a.base + need(a); e >= cursor {
			cands = append(cands, e)
		}
	}
	cands = append(cands, 0)
	for _, a := range active {
		if e := a.base + need(a); e < cursor {
			cands = append(cands, e)
		}
	}
	for _, c := range cands {
		if at, ok := fits(c); ok {
			return at, true
		}
	}
	return 0, false
}

// liveError names what is live when g finds no room.
func liveError(fn *core.Operation, mem string, g *group, active []*group, need func(*group) int64, size int64, places map[core.Value]*placement) error {
	total := need(g)
	names := []string{desc(g, need, places)}
	for _, a := range active {
		total += need(a)
		names = append(names, desc(a, need, places))
	}
	at := core.DefiningOp(g.alloc)
	if at == nil {
		at = fn
	}
	return at.Errorf("does not fit in %s: %d bytes per partition are live at once (%s), and a partition has %d",
		mem, total, strings.Join(names, ", "), size)
}

func desc(g *group, need func(*group) int64, places map[core.Value]*placement) string {
	return fmt.Sprintf("%q bytes %d to %d (%d bytes)", places[g.alloc].info.Name, g.lo, g.hi, need(g))
}
