package penguintobir

import (
	"fmt"
	"sort"

	"ncc/arch"
	"ncc/core"
)

// sbAlign is the alignment of every buffer in SBUF, in bytes per
// partition (our choice: 32-byte aligned rows suit the DMA engines and
// keep every element of every dtype aligned). PSUM buffers hold fp32 or
// int32 and are 4-byte aligned, and one of at most a bank never crosses a
// bank boundary (a matmul accumulates within one bank).
const (
	sbAlign   = 32
	psumAlign = 4
)

// item is something the linear scan places: a class of tiles or an op's
// scratch region.
type item struct {
	span  interval
	bytes int64
	mem   arch.Memory
	off   int64
	at    *core.Operation // where to report that it does not fit
	what  string
	place func(off int64)
}

// arena is one op's scratch region, handed out in pieces while the op is
// lowered.
type arena struct {
	off, size, used int64
}

// take returns the offset of n more bytes of the arena.
func (a *arena) take(n int64) (int64, bool) {
	n = alignUp(n, 4)
	if a == nil || a.used+n > a.size {
		return 0, false
	}
	off := a.off + a.used
	a.used += n
	return off, true
}

func alignUp(x, a int64) int64 { return (x + a - 1) / a * a }

// allocate places every class and scratch region and records the bytes
// per partition of SBUF and PSUM the kernel needs.
func (p *plan) allocate(t *arch.Target) error {
	var items []*item
	for _, c := range p.classes() {
		c := c
		if len(c.members) == 1 && virtualZeros(c.members[0]) {
			continue
		}
		op := defOp(c.members[0])
		items = append(items, &item{span: c.span, bytes: c.tile.PartitionBytes(), mem: c.tile.Mem, at: op,
			what: "its result " + c.tile.String(), place: func(off int64) { c.off = off }})
	}
	p.kernel.Walk(core.PreOrder, func(op *core.Operation) core.WalkResult {
		if n := p.needs[op]; n > 0 {
			a := &arena{size: n}
			p.scratch[op] = a
			items = append(items, &item{span: interval{p.pos[op], p.pos[op]}, bytes: n, mem: arch.SBUF, at: op,
				what: fmt.Sprintf("%d bytes of scratch", n), place: func(off int64) { a.off = off }})
		}
		return core.Advance
	})
	sort.SliceStable(items, func(i, j int) bool { return items[i].span.s < items[j].span.s })
	s := scan{t: t}
	for _, it := range items {
		if err := s.place(it); err != nil {
			return err
		}
		it.place(it.off)
	}
	p.sbBytes, p.psumBytes = s.top[arch.SBUF], s.top[arch.PSUM]
	return nil
}

// scan is the linear scan's state: per memory, the items live at the
// current position, by offset, and the highest byte used.
type scan struct {
	t      *arch.Target
	active map[arch.Memory][]*item
	top    map[arch.Memory]int64
}

func (s *scan) place(it *item) error {
	if s.active == nil {
		s.active = map[arch.Memory][]*item{}
		s.top = map[arch.Memory]int64{}
	}
	// Expire the items that died before this one starts.
	act := s.active[it.mem][:0]
	for _, a := range s.active[it.mem] {
		if a.span.e >= it.span.s {
			act = append(act, a)
		}
	}
	capacity := int64(s.t.SBUFPartitionBytes)
	if it.mem == arch.PSUM {
		capacity = int64(s.t.PSUMPartitionBytes)
	}
	fit := func(x int64) int64 {
		if it.mem != arch.PSUM {
			return alignUp(x, sbAlign)
		}
		x = alignUp(x, psumAlign)
		bank := int64(s.t.PSUMBankBytes)
		if it.bytes > bank || x/bank != (x+it.bytes-1)/bank {
			x = alignUp(x, bank)
		}
		return x
	}
	off := fit(0)
	for _, a := range act {
		if off+it.bytes <= a.off {
			break
		}
		off = fit(max(off, a.off+a.bytes))
	}
	if off+it.bytes > capacity {
		var live int64
		for _, a := range act {
			live += a.bytes
		}
		return it.at.Errorf("cannot place %s in %s: %d bytes per partition are live here and %s has %d per partition",
			it.what, it.mem, live+it.bytes, s.t.Name, capacity)
	}
	it.off = off
	i := sort.Search(len(act), func(i int) bool { return act[i].off > off })
	act = append(act, nil)
	copy(act[i+1:], act[i:])
	act[i] = it
	s.active[it.mem] = act
	s.top[it.mem] = max(s.top[it.mem], off+it.bytes)
	return nil
}
