package timed

import (
	"cmp"
	"fmt"
	"slices"

	"ncc/arch"
	"ncc/dialects/tonga"
	"ncc/neff"
)

// Race detection (Options.Races): vector clocks over the agents (the five
// engines, then the DMA queues) and FastTrack-style shadow memory.

// vclock is one clock per agent.
type vclock []uint32

// epoch is one access: agent in the top byte, its clock below. 0 is none
// (clocks start at 1).
type epoch uint64

func mkEpoch(agent int, clock uint32) epoch { return epoch(uint64(agent)<<56 | uint64(clock)) }
func (e epoch) agent() int                  { return int(e >> 56) }
func (e epoch) clock() uint32               { return uint32(e) }

// before reports whether access e happened before the holder of vc.
func (e epoch) before(vc vclock) bool { return e == 0 || e.clock() <= vc[e.agent()] }

const (
	pageCells    = 1024 // cells per shadow page
	sharedReadCe = uint64(1) << 63
)

// cell is one granule's history: the last write, and the last read
// (an epoch) or, when reads by several unordered agents are live, an
// entry of raceState.shared, which the cell owns alone.
type cell struct {
	w epoch
	r uint64
}

// shadow is a variable's cells, one per granule of bytes: an HBM
// variable's element size (so that transfers writing neighbouring
// elements, as split DMAs do, are told apart), one byte on chip, where
// engines write tiles of any dtype side by side.
//
// A page whose cells all hold the same history is kept as that one cell
// (u, cells nil): a tile written by one instruction or one transfer is
// uniform, and an access covering the whole page is checked and recorded
// once instead of once per byte.
type shadow struct {
	pages   []*page
	granule int64
}

type page struct {
	u     cell
	cells *[pageCells]cell
}

func (s *shadow) page(p int64) *page {
	if s.pages[p] == nil {
		s.pages[p] = &page{}
	}
	return s.pages[p]
}

// cell returns granule g's cell, giving its page cells of its own first.
func (s *shadow) cell(r *raceState, g int64) *cell {
	pg := s.page(g / pageCells)
	r.own(pg)
	return &pg.cells[g%pageCells]
}

// own gives pg cells of its own, each its uniform history (a cell array
// freed by another page if there is one).
func (r *raceState) own(pg *page) {
	if pg.cells != nil {
		return
	}
	if k := len(r.freePages); k > 0 {
		pg.cells, r.freePages = r.freePages[k-1], r.freePages[:k-1]
	} else {
		pg.cells = new([pageCells]cell)
	}
	for i := range pg.cells {
		pg.cells[i] = pg.u
		if pg.u.r&sharedReadCe != 0 && i > 0 {
			// Each cell's readers change alone from now on.
			pg.cells[i].r = r.shareCopy(pg.u.r)
		}
	}
}

// semTrack is what race detection knows about a semaphore's updates.
type semTrack struct {
	units        []unitRun // increments not yet all taken, oldest first
	added, taken int64     // units incremented and decremented so far
	all          vclock    // join of every update
	inexact      bool      // a write happened: waits join all
	// mixed: some increment's clock does not cover the one before it.
	// Until then (an agent counting its own completions) the join of
	// the oldest runs is the newest's clock alone.
	mixed bool
}

// unitRun is one increment: its updater's clock, and the units added
// through it (so the oldest outstanding k end at the first run whose
// cum reaches taken+k).
type unitRun struct {
	vc  vclock
	cum int64
}

type raceState struct {
	x      *machine
	n      int // agents
	shared sharedReads
	// freePages are the cell arrays of pages made uniform again, for
	// reuse: a model's tiles split and merge pages by the million.
	freePages []*[pageCells]cell
	sems      [tonga.NumSemaphores]semTrack
	events    [tonga.NumEvents]vclock
	// labels[agent][clock-1] names the access: an instruction index, or
	// engine<<24 | descriptor position.
	labels [][]uint32
}

func newRace(x *machine) *raceState {
	r := &raceState{x: x, n: int(arch.NumEngines) + len(x.queues)}
	r.shared.n = r.n
	r.labels = make([][]uint32, r.n)
	for _, mv := range x.vars {
		g := int64(1)
		if mv.hbm && neff.DTypeSize(mv.v.DType) > 0 {
			g = int64(neff.DTypeSize(mv.v.DType))
		}
		n := (int64(len(mv.a.Data)) + g - 1) / g
		mv.shadow = &shadow{pages: make([]*page, (n+pageCells-1)/pageCells), granule: g}
	}
	return r
}

func (r *raceState) newVC() vclock             { return make(vclock, r.n) }
func (r *raceState) copyVC(v vclock) vclock    { return append(vclock(nil), v...) }
func (r *raceState) queueAgent(q int) int      { return int(arch.NumEngines) + q }
func (r *raceState) label(agent int, l uint32) { r.labels[agent] = append(r.labels[agent], l) }

func (r *raceState) join(dst, src vclock) {
	for i, v := range src {
		if v > dst[i] {
			dst[i] = v
		}
	}
}

// describe names the access of epoch e.
func (r *raceState) describe(e epoch) string {
	a, c := e.agent(), int(e.clock())
	if c < 1 || c > len(r.labels[a]) {
		return fmt.Sprintf("agent %d clock %d", a, c)
	}
	l := r.labels[a][c-1]
	if a < int(arch.NumEngines) {
		in := r.x.streams[a].prog[l]
		return fmt.Sprintf("%s instruction %d (%s)", arch.Engine(a), in.idx, in.text)
	}
	e2, pos := arch.Engine(l>>24), int(l&0xffffff)
	label := fmt.Sprintf("%s dma[%d]", e2, pos)
	if p := r.x.plans[e2][pos]; p != nil {
		label = p.label
	}
	return fmt.Sprintf("queue %d descriptor %s", a-int(arch.NumEngines), label)
}

// acquire orders a passing wait after the updates that satisfied it.
func (r *raceState) acquire(vc vclock, w *tonga.WaitAttr) {
	i := w.Index & 255
	if w.Kind.OnEvent() {
		if ev := r.events[i]; ev != nil {
			r.join(vc, ev)
		}
		return
	}
	st := &r.sems[i]
	need := int64(-1)
	switch w.Kind {
	case tonga.WaitGE:
		need = w.Value
	case tonga.WaitGT:
		need = w.Value + 1
	}
	if need < 0 || st.inexact {
		if st.all != nil {
			r.join(vc, st.all)
		}
		return
	}
	if need <= 0 || len(st.units) == 0 {
		return
	}
	target := st.taken + need
	m, _ := slices.BinarySearchFunc(st.units, target, func(u unitRun, t int64) int { return cmp.Compare(u.cum, t) })
	m = min(m, len(st.units)-1)
	if !st.mixed {
		r.join(vc, st.units[m].vc)
		return
	}
	for _, u := range st.units[:m+1] {
		r.join(vc, u.vc)
	}
}

// covers reports whether clock a is at least b everywhere.
func covers(a, b vclock) bool {
	for i, v := range b {
		if a[i] < v {
			return false
		}
	}
	return true
}

func (r *raceState) releaseEvent(i int, vc vclock) {
	if r.events[i] == nil {
		r.events[i] = r.newVC()
	}
	r.join(r.events[i], vc)
}

func (r *raceState) releaseSem(i int, sig *tonga.SignalAttr, vc vclock) {
	st := &r.sems[i]
	if st.all == nil {
		st.all = r.newVC()
	}
	r.join(st.all, vc)
	var n int64
	switch sig.Kind {
	case tonga.SignalInc:
		n = 1
	case tonga.SignalAdd:
		n = sig.Value
	case tonga.SignalDec:
		n = -1
	case tonga.SignalSub:
		n = -sig.Value
	case tonga.SignalWrite:
		st.inexact, st.units = true, nil
		return
	}
	if st.inexact {
		return
	}
	if n > 0 {
		if k := len(st.units); k > 0 && !covers(vc, st.units[k-1].vc) {
			st.mixed = true
		}
		st.added += n
		st.units = append(st.units, unitRun{vc: r.copyVC(vc), cum: st.added})
		return
	}
	st.taken = min(st.added, st.taken-n)
	k := 0
	for k < len(st.units) && st.units[k].cum <= st.taken {
		k++
	}
	st.units = st.units[k:]
}

// access checks and records agent's access (with clock vc) to bytes
// [off, off+n) of mv: a race with an earlier unordered access of another
// agent is an error naming both.
func (r *raceState) access(mv *memVar, off, n int64, write bool, agent int, vc vclock) error {
	if n <= 0 {
		return nil
	}
	if off < 0 || off+n > int64(len(mv.a.Data)) {
		return nil // the engine or the DMA reports the bounds
	}
	me := mkEpoch(agent, vc[agent])
	sh := mv.shadow
	g0, g1 := off/sh.granule, (off+n-1)/sh.granule
	for g := g0; g <= g1; {
		pi := g / pageCells
		pg := sh.page(pi)
		lo, hi := g-pi*pageCells, min(pageCells, g1-pi*pageCells+1)
		whole := lo == 0 && hi == pageCells
		if pg.cells == nil && whole {
			if prior, priorWrite, ok := r.touch(&pg.u, write, agent, me, vc); !ok {
				return r.report(mv, g, off, n, prior, write, priorWrite, agent, vc)
			}
			g += pageCells
			continue
		}
		r.own(pg)
		// Neighbouring cells mostly share a history (a tile written by
		// one instruction): the access does to an equal cell what it did
		// to the one before, so touch runs once per run of equal cells.
		// (A cell of shared readers owns its entry: never equal.)
		var in, out cell
		cached := false
		cells := pg.cells[lo:hi]
		for k := range cells {
			c := &cells[k]
			if cached && *c == in {
				*c = out
				continue
			}
			before := *c
			if prior, priorWrite, ok := r.touch(c, write, agent, me, vc); !ok {
				return r.report(mv, g+int64(k), off, n, prior, write, priorWrite, agent, vc)
			}
			in, out = before, *c
			cached = (before.r|c.r)&sharedReadCe == 0
		}
		if write && whole {
			// Every cell now holds this write alone: uniform again.
			r.freePages = append(r.freePages, pg.cells)
			pg.cells, pg.u = nil, cell{w: me}
		}
		g = pi*pageCells + hi
	}
	return nil
}

// touch checks one cell's history against the access (epoch me, clock
// vc) and records it; when they race it returns the prior access and
// whether that was a write, and false.
func (r *raceState) touch(c *cell, write bool, agent int, me epoch, vc vclock) (epoch, bool, bool) {
	if c.w != 0 && c.w.agent() != agent && !c.w.before(vc) {
		return c.w, true, false
	}
	if write {
		if c.r&sharedReadCe != 0 {
			for a, clk := range r.shared.get(c.r) {
				if a != agent && clk > vc[a] {
					return mkEpoch(a, clk), false, false
				}
			}
			r.shared.release(c.r)
		} else if e := epoch(c.r); e != 0 && e.agent() != agent && !e.before(vc) {
			return e, false, false
		}
		c.w, c.r = me, 0
		return 0, false, true
	}
	switch {
	case c.r&sharedReadCe != 0:
		r.shared.get(c.r)[agent] = vc[agent]
	case c.r == 0 || epoch(c.r).agent() == agent || epoch(c.r).before(vc):
		c.r = uint64(me)
	default:
		old := epoch(c.r)
		c.r = r.shared.alloc()
		sv := r.shared.get(c.r)
		sv[old.agent()] = old.clock()
		sv[agent] = vc[agent]
	}
	return 0, false, true
}

// shareCopy returns a fresh shared-readers reference with the clocks of
// shared reference ref.
func (r *raceState) shareCopy(ref uint64) uint64 {
	c := r.shared.alloc()
	copy(r.shared.get(c), r.shared.get(ref))
	return c
}

// sharedReads holds the reader clocks of cells read by several unordered
// agents, n clocks an entry in one array; a cell's write frees its entry
// for reuse, so the array stays the size of what is live.
type sharedReads struct {
	n      int
	clocks []uint32
	free   []uint64
}

// get returns entry ref's clocks; valid until the next alloc.
func (s *sharedReads) get(ref uint64) vclock {
	i := int(ref&^sharedReadCe) * s.n
	return s.clocks[i : i+s.n : i+s.n]
}

// alloc returns a reference to a zeroed entry.
func (s *sharedReads) alloc() uint64 {
	if k := len(s.free); k > 0 {
		ref := s.free[k-1]
		s.free = s.free[:k-1]
		clear(s.get(ref))
		return ref
	}
	i := len(s.clocks)
	s.clocks = slices.Grow(s.clocks, s.n)[:i+s.n]
	clear(s.clocks[i:])
	return uint64(i/s.n) | sharedReadCe
}

func (s *sharedReads) release(ref uint64) { s.free = append(s.free, ref) }

// report builds the race error for cell g: the conflicting range is the
// run of cells of [off, off+n) from g whose prior access is the same.
func (r *raceState) report(mv *memVar, g, off, n int64, prior epoch, write, priorWrite bool, agent int, vc vclock) error {
	granule := mv.shadow.granule
	lo := max(g*granule, off)
	hi := min((g+1)*granule, off+n)
	for h := g + 1; h*granule < off+n; h++ {
		c := mv.shadow.cell(r, h)
		if (priorWrite && c.w != prior) || (!priorWrite && epoch(c.r) != prior) {
			break
		}
		hi = min((h+1)*granule, off+n)
	}
	what := func(w bool) string {
		if w {
			return "written"
		}
		return "read"
	}
	me := r.describe(mkEpoch(agent, vc[agent]))
	return &RaceError{Msg: fmt.Sprintf("data race on %s: %s by %s and %s by %s, with nothing ordering them",
		rangeText(mv, lo, hi), what(priorWrite), r.describe(prior), what(write), me)}
}

// RaceError is a data race Options.Races found.
type RaceError struct{ Msg string }

func (e *RaceError) Error() string { return e.Msg }

// rangeText names bytes [lo, hi) of a variable.
func rangeText(mv *memVar, lo, hi int64) string {
	if !mv.hbm {
		pb := int64(mv.a.PartitionBytes)
		p := lo / pb
		return fmt.Sprintf("%s partition %d bytes [0x%x, 0x%x)", mv.v.Name, p, lo-p*pb, hi-p*pb)
	}
	return fmt.Sprintf("%s bytes [%d, %d)", mv.v.Name, lo, hi)
}

// instAccesses records an engine instruction's reads (ins) and writes
// (outs) at its start.
func (r *raceState) instAccesses(s *engState, in *inst) error {
	for k, aps := range [2][]tonga.AP{in.ins, in.outs} {
		for i := range aps {
			if err := r.apAccess(s, &aps[i], k == 1); err != nil {
				return err
			}
		}
	}
	return nil
}

// apAccess records the bytes a tonga access pattern touches: in each of
// its partitions, the runs of its innermost pair.
func (r *raceState) apAccess(s *engState, a *tonga.AP, write bool) error {
	mv := r.x.sbuf
	if a.Memory == arch.PSUM {
		mv = r.x.psum
	}
	size := int64(a.DType.Size())
	if size == 0 || a.StartPartition < 0 || a.StartPartition+a.NumPartitions > mv.a.Partitions {
		return nil // the engine reports it
	}
	addr := a.Addr
	if a.Reg != tonga.NoReg {
		addr += s.regs[a.Reg&15]
	}
	pb := int64(mv.a.PartitionBytes)
	// Runs within a partition: the innermost pair contiguous when its step
	// is 1, else one element each.
	var runs [][2]int64 // offset, bytes
	pairs := a.Pairs
	if len(pairs) == 0 {
		runs = [][2]int64{{0, size}}
	} else {
		inner := pairs[len(pairs)-1]
		runLen, runStep, runN := size, inner[0]*size, inner[1]
		if inner[0] == 1 {
			runLen, runStep, runN = inner[1]*size, 0, 1
		}
		outer := pairs[:len(pairs)-1]
		var idx [8]int64
		for {
			o := int64(0)
			for k, p := range outer {
				o += idx[k] * p[0] * size
			}
			for j := range runN {
				runs = append(runs, [2]int64{o + j*runStep, runLen})
			}
			if len(runs) > 1<<22 {
				break
			}
			k := len(outer) - 1
			for ; k >= 0; k-- {
				idx[k]++
				if idx[k] < outer[k][1] {
					break
				}
				idx[k] = 0
			}
			if k < 0 {
				break
			}
		}
	}
	agent := int(s.e)
	for p := a.StartPartition; p < a.StartPartition+a.NumPartitions; p++ {
		base := int64(p)*pb + addr
		for _, run := range runs {
			o := addr + run[0]
			if o < 0 || o+run[1] > pb {
				continue // out of the partition: the engine reports it
			}
			if err := r.access(mv, base+run[0], run[1], write, agent, s.vc); err != nil {
				return err
			}
		}
	}
	return nil
}

// dmaAccess returns the recorder of queue q's descriptor accesses.
func (r *raceState) dmaAccess(q int, vc vclock, p *descPlan) func(mv *memVar, off, n int64, write bool) error {
	agent := r.queueAgent(q)
	return func(mv *memVar, off, n int64, write bool) error {
		return r.access(mv, off, n, write, agent, vc)
	}
}
