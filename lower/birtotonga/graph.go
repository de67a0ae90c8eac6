package birtotonga

import (
	"fmt"
	"slices"

	"ncc/arch"
	"ncc/core"
	"ncc/dialects/bir"
	"ncc/dialects/tonga"
)

// An agent is something that runs work in order: one of the five engines
// (arch.Engine values) or a DMA queue (numEngines + queue).
type agent int

const numEngines = int(arch.NumEngines)

func queueAgent(q int) agent  { return agent(numEngines + q) }
func (a agent) isQueue() bool { return int(a) >= numEngines }
func (a agent) queue() int    { return int(a) - numEngines }
func (a agent) engine() arch.Engine {
	return arch.Engine(a)
}

func (a agent) String() string {
	if a.isQueue() {
		return fmt.Sprintf("queue %d", a.queue())
	}
	return a.engine().String()
}

type nodeKind uint8

const (
	kindCompute  nodeKind = iota // one engine instruction (two for a matmul)
	kindTrigger                  // a dma_trigger; its transfer follows on a queue
	kindTransfer                 // the descriptors one trigger starts, on its queue
	kindGate                     // no work: what every piece of one DMA waits for
	kindBarrier                  // the sync engine's wait for every agent at a block's end
)

// dynOffsets are the register terms of a DMA's sides (coefficients in
// elements of the side's size in bytes): the trigger computes them into
// scratch registers that its descriptors add to their offsets.
type dynOffsets struct {
	from, to         []bir.Term
	fromSize, toSize int64
}

// node is one unit of scheduled work.
type node struct {
	kind  nodeKind
	id    int // creation order: the bir program order, DMA pieces in sequence
	fi    *flatInst
	agent agent // the engine, or the queue; a trigger's engine is chosen when it is scheduled
	preds []*node
	succs []*node
	npred int     // predecessors not yet scheduled
	dur   float64 // estimated ns
	ready float64 // earliest start from the scheduled predecessors
	start float64
	end   float64
	// committed: placed by the scheduler.
	committed bool
	// alts are the engines a compute node may run on, its own first; the
	// scheduler picks one (none: its engine is fixed).
	alts []agent
	// stat is a matmul's stationary operand, once the scheduler asked.
	stat *stationary

	// DMA pieces: a trigger and its transfer point at each other; the
	// transfer holds its descriptors.
	peer  *node
	descs []tonga.Desc
	bytes int64
	dyn   *dynOffsets // a trigger's register offsets
	// writes are the bytes a compute instruction or a transfer writes.
	writes []region

	// Filled by sync.
	seq    int     // position in its agent's order
	vc     []int32 // per agent, 1 + the seq of the last node known complete
	signal bool
	ord    int     // 1-based count of signaling nodes of its agent up to this one
	waits  []*node // nodes whose completion this one waits for
	stamp  int     // dedupe in dependency search
}

func (n *node) String() string {
	switch n.kind {
	case kindBarrier:
		return "barrier"
	case kindTrigger:
		return "dma_trigger for " + n.fi.op.Name()
	case kindTransfer:
		return fmt.Sprintf("DMA on %s", n.agent)
	}
	return n.fi.op.Name()
}

// graph is the program as nodes with memory dependencies.
type graph struct {
	loc    core.Location // the function's, for what no instruction owns
	t      *arch.Target
	places map[core.Value]*placement
	nodes  []*node
	mem    *tracker
	// regDef is the node that last set each register.
	regDef map[core.Value]*node
}

func (g *graph) newNode(k nodeKind, fi *flatInst, a agent) *node {
	n := &node{kind: k, id: len(g.nodes), fi: fi, agent: a}
	g.nodes = append(g.nodes, n)
	return n
}

func addEdge(from, to *node) {
	if from == to {
		return
	}
	to.preds = append(to.preds, from)
	from.succs = append(from.succs, to)
}

// build makes the nodes of every instruction and their dependencies:
// read after write, write after read and write after write on
// overlapping bytes of SBUF, PSUM or an HBM variable.
func (g *graph) build(insts []flatInst) error {
	g.mem = newTracker()
	g.regDef = map[core.Value]*node{}
	written := map[core.Value]bool{}
	for i := range insts {
		for _, ap := range insts[i].outs {
			written[ap.Alloc] = true
		}
	}
	for v, p := range g.places {
		if !p.info.Memory.OnChip() && !written[v] {
			g.mem.readOnly[g.mem.varSpace(p.vr)] = true
		}
	}
	for i := range insts {
		fi := &insts[i]
		if fi.op.Name() == bir.DMA.Name {
			if err := g.dma(fi); err != nil {
				return err
			}
			continue
		}
		if fi.op.Name() == opRegLoad || fi.op.Name() == opRegAlu {
			// Registers live in the sync engine, which also triggers
			// every DMA that uses them.
			n := g.newNode(kindCompute, fi, agent(arch.SP))
			n.dur = g.t.Nanos(arch.SP, g.t.Cycles(arch.Work{Engine: arch.SP, Class: arch.ClassControl}))
			for _, v := range fi.op.Operands() {
				if d := g.regDef[v]; d != nil {
					addEdge(d, n)
				}
			}
			g.regDef[fi.op.Result(0)] = n
			g.mem.begin()
			for _, ap := range fi.ins {
				g.mem.access(g.region(ap), n, false)
			}
			continue
		}
		e := bir.Engine(fi.op)
		n := g.newNode(kindCompute, fi, agent(e))
		n.dur = g.computeNanos(fi, e)
		n.alts = copyEngines(fi, e)
		g.mem.begin()
		for _, ap := range fi.ins {
			g.mem.access(g.region(ap), n, false)
		}
		for _, ap := range fi.outs {
			r := g.region(ap)
			g.mem.access(r, n, true)
			n.writes = append(n.writes, r)
		}
	}
	return nil
}

// copyEngines returns the engines that may run fi in place of e: a copy
// out of PSUM runs as well on ScalarE as on VectorE (the two that read
// PSUM), so the scheduler gives it to whichever is free first — PSUM
// evacuation is what frees accumulators for the next matmuls.
func copyEngines(fi *flatInst, e arch.Engine) []agent {
	if fi.op.Name() != bir.TensorCopy.Name || len(fi.ins) != 1 || fi.ins[0].Memory() != bir.PSUM || fi.outs[0].Memory() != bir.SB {
		return nil
	}
	if e != arch.ACT && e != arch.DVE {
		return nil
	}
	other := arch.DVE
	if e == arch.DVE {
		other = arch.ACT
	}
	return []agent{agent(e), agent(other)}
}

// computeNanos estimates an instruction's time on engine e.
func (g *graph) computeNanos(fi *flatInst, e arch.Engine) float64 {
	w := arch.Work{Engine: e, Class: arch.ClassVector}
	switch fi.op.Name() {
	case bir.Matmult.Name:
		w.Class, w.Elems = arch.ClassMatmul, fi.ins[1].FreeSize()
		ls := g.t.Cycles(arch.Work{Engine: e, Class: arch.ClassLoadStationary})
		return g.t.Nanos(e, g.t.Cycles(w)+ls)
	case bir.Transpose.Name:
		if e == arch.PE {
			w.Class, w.Elems = arch.ClassMatmul, fi.ins[0].FreeSize()
			return g.t.Nanos(e, g.t.Cycles(w))
		}
	case bir.Activation.Name:
		w.Class = arch.ClassActivate
	case "bir.core_barrier":
		w.Class = arch.ClassControl
	}
	if w.Class == arch.ClassVector || w.Class == arch.ClassActivate {
		for _, ap := range fi.ins {
			w.Elems += ap.FreeSize()
		}
		if len(fi.ins) == 0 && len(fi.outs) > 0 {
			w.Elems = fi.outs[0].FreeSize()
		}
	}
	return g.t.Nanos(e, g.t.Cycles(w))
}

// region is the bytes ap touches, as a box of partitions and bytes.
func (g *graph) region(ap bir.AP) region {
	p := g.places[ap.Alloc]
	size := int64(ap.DType.Size())
	lo, hi := ap.Offset, ap.Offset
	pairs := ap.Pairs
	r := region{p0: 0, p1: 1}
	if p.info.Memory.OnChip() {
		r.space = spaceSBUF
		if p.info.Memory == bir.PSUM {
			r.space = spacePSUM
		}
		r.p0, r.p1 = ap.StartPartition, ap.StartPartition+ap.NumPartitions
	} else {
		r.space = g.mem.varSpace(p.vr)
	}
	for _, pr := range pairs {
		e := pr[0] * (pr[1] - 1)
		lo, hi = lo+min(0, e), hi+max(0, e)
	}
	r.b0, r.b1 = p.addr+lo*size, p.addr+(hi+1)*size-1
	if len(ap.Terms) > 0 { // a run-time offset: anywhere in the allocation
		r.p0, r.p1 = 0, max(1, int(p.info.Partitions))
		r.b0, r.b1 = p.addr, p.addr+p.info.Bytes-1
	}
	return r
}

// dma splits a bir.dma into pieces along its rows, each a trigger and a
// transfer on its own queue, so that one large transfer uses several DMA
// engines at once.
func (g *graph) dma(fi *flatInst) error {
	d, err := g.descSides(fi)
	if err != nil {
		return err
	}
	pieces := splitRows(d, d.From.Elems()*int64(d.From.DType.Size()), g.t.DMAEngines)
	// A gate holds the dependencies all pieces share and a join stands
	// for their completion, so that k pieces of a DMA between m writers
	// and r readers cost k + m + r edges, not k·(m + r).
	var gate, join *node
	if len(pieces) > 1 {
		gate = g.newNode(kindGate, fi, -1)
	}
	var dyn *dynOffsets
	if t0, t1 := fi.ins[0].Terms, fi.outs[0].Terms; len(t0) > 0 || len(t1) > 0 {
		dyn = &dynOffsets{from: t0, to: t1, fromSize: int64(fi.ins[0].DType.Size()), toSize: int64(fi.outs[0].DType.Size())}
	}
	for _, pc := range pieces {
		tr := g.newNode(kindTrigger, fi, agent(arch.SP))
		tr.dyn = dyn
		if dyn != nil {
			for _, t := range slices.Concat(dyn.from, dyn.to) {
				if d := g.regDef[t.Var]; d != nil {
					addEdge(d, tr)
				}
			}
		}
		x := g.newNode(kindTransfer, fi, -1)
		tr.peer, x.peer = x, tr
		tr.dur = g.t.Nanos(arch.SP, g.t.Cycles(arch.Work{Engine: arch.SP, Class: arch.ClassDMATrigger}))
		for _, d := range pc {
			d.Engine = -1 // set when the trigger's engine is chosen
			x.descs = append(x.descs, d)
			x.writes = append(x.writes, g.descRegions(d.To, tonga.Desc{})...)
			b := d.From.Elems() * int64(d.From.DType.Size())
			x.bytes += b
			x.dur += g.t.DMAOccupancyNanos(b, runs(d.From, d.To))
		}
		addEdge(tr, x)
		if gate != nil {
			addEdge(gate, tr)
		}
		if len(pieces) == 1 {
			gate, join = tr, x
		}
	}
	if join == nil {
		join = g.newNode(kindGate, fi, -1)
		for _, n := range g.nodes[gate.id+1 : join.id] {
			if n.kind == kindTransfer {
				addEdge(n, join)
			}
		}
	}
	// The triggers (through the gate) wait for what the transfer needs;
	// later accesses depend on the transfers (through the join).
	g.mem.begin()
	from, to := g.descRegions(d.From, d), g.descRegions(d.To, tonga.Desc{})
	if dyn != nil && len(dyn.from) > 0 {
		from = []region{g.region(fi.ins[0])}
	}
	if dyn != nil && len(dyn.to) > 0 {
		to = []region{g.region(fi.outs[0])}
	}
	for _, r := range from {
		g.mem.accessAs(r, gate, join, false)
	}
	if d.Index != "" {
		g.mem.accessAs(g.indexRegion(d), gate, join, false)
	}
	for _, r := range to {
		g.mem.accessAs(r, gate, join, true)
	}
	return nil
}

// runs counts the contiguous runs of a transfer: the larger of its two
// sides' counts of innermost runs.
func runs(a, b tonga.DescSide) int64 {
	return max(sideRuns(a), sideRuns(b))
}

func sideRuns(s tonga.DescSide) int64 {
	ps := s.Merged()
	n := int64(1)
	for i, p := range ps {
		if i == len(ps)-1 && p[0] == int64(s.DType.Size()) {
			break
		}
		n *= p[1]
	}
	return n
}

// descRegions is the bytes one descriptor side touches. A gather's source
// is the whole range its indices may reach.
func (g *graph) descRegions(s tonga.DescSide, gather tonga.Desc) []region {
	lo, hi := s.Off, s.Off
	pairs := s.Pairs
	if gather.Index != "" {
		pairs = append([][2]int64{{gather.IndexStride, gather.Bound}}, pairs[1:]...)
	}
	for _, p := range pairs {
		e := p[0] * (p[1] - 1)
		lo, hi = lo+min(0, e), hi+max(0, e)
	}
	hi += int64(s.DType.Size()) - 1
	switch s.Var {
	case "sbuf", "psum":
		pb := int64(g.t.SBUFPartitionBytes)
		sp := spaceSBUF
		if s.Var == "psum" {
			pb, sp = int64(g.t.PSUMPartitionBytes), spacePSUM
		}
		// Flat on-chip offsets: partition · bytes + address. A side whose
		// span crosses partitions covers the address range in each.
		p0, p1 := int(lo/pb), int(hi/pb)+1
		if p1-p0 == 1 {
			return []region{{space: sp, p0: p0, p1: p1, b0: lo % pb, b1: hi % pb}}
		}
		a0, a1 := spanWithin(s, pb)
		return []region{{space: sp, p0: p0, p1: p1, b0: a0, b1: a1}}
	}
	r := region{space: g.mem.varSpace(s.Var), p0: 0, p1: 1, b0: lo, b1: hi}
	// Rows of contiguous bytes (a tile of a row-major tensor) are a
	// strided region.
	if ps := s.Merged(); gather.Index == "" && len(ps) == 2 && ps[1][0] == int64(s.DType.Size()) && ps[0][0] > 0 &&
		ps[1][1]*ps[1][0] < ps[0][0] {
		r.stride, r.width = ps[0][0], ps[1][1]*ps[1][0]
	}
	return []region{r}
}

// spanWithin is the byte range within a partition that an on-chip side
// whose pairs step across partitions touches in each of them.
func spanWithin(s tonga.DescSide, pb int64) (int64, int64) {
	lo, hi := s.Off%pb, s.Off%pb
	for _, p := range s.Pairs {
		if p[0]%pb == 0 {
			continue // a partition step
		}
		e := p[0] * (p[1] - 1)
		lo, hi = lo+min(0, e), hi+max(0, e)
	}
	return lo, hi + int64(s.DType.Size()) - 1
}

func (g *graph) indexRegion(d tonga.Desc) region {
	rows := d.To.Pairs[0][1]
	s := tonga.DescSide{Var: d.Index, Off: d.IndexOff, Pairs: [][2]int64{{d.IndexStep, rows}}, DType: d.IndexDType}
	return g.descRegions(s, tonga.Desc{})[0]
}
