package birtotonga

import (
	"container/heap"

	"ncc/arch"
	"ncc/dialects/bir"
)

// schedule orders every agent's work by list scheduling on the cost
// model: nodes are committed in order of the time their inputs are ready
// (program order breaks ties). DMA triggers run on the sync engine (its
// in-order stream issues them in the order the schedule expects their
// data, and with one engine triggering every queue each queue's transfers
// run in that stream's order; triggers from the compute engines right
// after what they produce measured no faster); a transfer goes to the
// queue on which it starts first.
//
// TensorE keeps its weights between matmuls: a matmul whose stationary
// operand is the one loaded skips the LoadStationary. So among the
// TensorE work that can start as early as the next in line, the scheduler
// takes first a matmul on the loaded weights; when the weights must change
// anyway, a transpose (which passes its tile through the array, replacing
// them); then the earliest matmul in program order, so that a row block
// whose last accumulator lags drains instead of alternating with the next
// block's matmuls, a weight load each.
//
// It returns the nodes in commit order, a topological order in which each
// agent's nodes appear in their execution order.
func (g *graph) schedule() []*node {
	free := make([]float64, numEngines+g.t.DMAEngines)
	h := &readyHeap{}
	pe := &weights{g: g, lsNanos: g.t.Nanos(arch.PE, g.t.Cycles(arch.Work{Engine: arch.PE, Class: arch.ClassLoadStationary}))}
	push := func(n *node) {
		heap.Push(h, n)
		pe.readied(n)
	}
	for _, n := range g.nodes {
		n.npred = len(n.preds)
		if n.npred == 0 {
			push(n)
		}
	}
	order := make([]*node, 0, len(g.nodes))
	release := func(n *node) {
		for _, s := range n.succs {
			s.ready = max(s.ready, n.end)
			if s.npred--; s.npred == 0 && s.kind != kindTransfer {
				push(s)
			}
		}
	}
	// commit places n on its agent from start; it completes at end, and
	// its agent is free again after its duration.
	commit := func(n *node, start, end float64) {
		n.start, n.end = start, end
		n.committed = true
		free[n.agent] = start + n.dur
		order = append(order, n)
		release(n)
	}
	for h.Len() > 0 {
		n := heap.Pop(h).(*node)
		if n.committed {
			continue // taken ahead of its turn by pe.prefer
		}
		if n.agent == agent(arch.PE) && n.kind == kindCompute {
			if m := pe.pick(n, max(n.ready, free[n.agent])); m != n {
				heap.Push(h, n)
				n = m
			}
			pe.loads(n)
		}
		switch n.kind {
		case kindGate: // no work, no agent
			n.start, n.end = n.ready, n.ready
			release(n)
		case kindTrigger:
			// A trigger and its transfer are committed together, so that
			// each queue's transfers are in the order their triggers run.
			start := max(n.ready, free[n.agent])
			commit(n, start, start+n.dur)
			x := n.peer
			x.agent = queueAgent(g.pickQueue(n.end, free))
			// The transfer holds its queue for its duration and
			// completes a fixed latency after it starts at the earliest.
			start = max(n.end, free[x.agent])
			commit(x, start, start+max(arch.DMAFixedNanos, x.dur))
		default:
			if len(n.alts) > 0 {
				g.pickEngine(n, free)
			}
			start := max(n.ready, free[n.agent])
			commit(n, start, start+n.dur)
		}
	}
	return order
}

// pickQueue chooses the queue on which a transfer triggered at time t
// starts first.
func (g *graph) pickQueue(t float64, free []float64) int {
	best := 0
	for q := 1; q < g.t.DMAEngines; q++ {
		if max(t, free[numEngines+q]) < max(t, free[numEngines+best]) {
			best = q
		}
	}
	return best
}

// stationary identifies TensorE weights: the bytes of a matmul's
// stationary operand and the node that last wrote them.
type stationary struct {
	r      region
	writer *node
}

// weights follows TensorE's loaded stationary operand during scheduling.
type weights struct {
	g       *graph
	lsNanos float64
	loaded  stationary
	has     bool
	ready   []*node // TensorE nodes in the ready heap (some since committed)
}

// key returns matmul n's stationary operand, or false for other nodes.
func (w *weights) key(n *node) (stationary, bool) {
	if n.kind != kindCompute || n.fi == nil || n.fi.op.Name() != bir.Matmult.Name {
		return stationary{}, false
	}
	if n.stat != nil {
		return *n.stat, true
	}
	k := stationary{r: w.g.region(n.fi.ins[0])}
	for _, p := range expand(nil, n.preds) {
		for _, wr := range p.writes {
			if wr.overlaps(k.r) && (k.writer == nil || p.id > k.writer.id) {
				k.writer = p
			}
		}
	}
	n.stat = &k
	return k, true
}

// readied records a node that became ready.
func (w *weights) readied(n *node) {
	if n.agent == agent(arch.PE) && n.kind == kindCompute {
		w.ready = append(w.ready, n)
	}
}

// pick returns the TensorE node to commit in place of n, which would
// start at t: among the ready ones that can start by t, a matmul on the
// loaded weights, else a transpose, else the first matmul in program
// order; n itself when none can.
func (w *weights) pick(n *node, t float64) *node {
	var same, transpose, first *node
	live := w.ready[:0]
	for _, m := range w.ready {
		if m.committed {
			continue
		}
		live = append(live, m)
		if m.ready > t {
			continue
		}
		k, isMatmul := w.key(m)
		switch {
		case isMatmul && w.has && k == w.loaded:
			if same == nil || m.id < same.id {
				same = m
			}
		case !isMatmul:
			if transpose == nil || m.id < transpose.id {
				transpose = m
			}
		case first == nil || m.id < first.id:
			first = m
		}
	}
	w.ready = live
	for _, m := range []*node{same, transpose, first} {
		if m != nil {
			return m
		}
	}
	return n
}

// loads updates the weights for TensorE node n about to be committed,
// and takes the LoadStationary out of n's duration when n reuses them.
func (w *weights) loads(n *node) {
	k, ok := w.key(n)
	if !ok {
		w.has = false // a transpose passes its tile through the weights
		return
	}
	if w.has && k == w.loaded {
		n.dur = max(0, n.dur-w.lsNanos)
	}
	w.loaded, w.has = k, true
}

// pickEngine gives n to the engine of n.alts on which it starts first
// (its own on a tie) and costs it there.
func (g *graph) pickEngine(n *node, free []float64) {
	best := n.alts[0]
	for _, a := range n.alts[1:] {
		if max(n.ready, free[a]) < max(n.ready, free[best]) {
			best = a
		}
	}
	if best != n.agent {
		n.agent = best
		n.dur = g.computeNanos(n.fi, best.engine())
	}
}

type readyHeap []*node

func (h readyHeap) Len() int { return len(h) }
func (h readyHeap) Less(i, j int) bool {
	if h[i].ready != h[j].ready {
		return h[i].ready < h[j].ready
	}
	return h[i].id < h[j].id
}
func (h readyHeap) Swap(i, j int) { h[i], h[j] = h[j], h[i] }
func (h *readyHeap) Push(x any)   { *h = append(*h, x.(*node)) }
func (h *readyHeap) Pop() any {
	old := *h
	n := old[len(old)-1]
	*h = old[:len(old)-1]
	return n
}

// expand appends preds to buf with every gate or join replaced by what it
// stands for: a gate by the dependencies of a DMA, a join by its transfers.
func expand(buf, preds []*node) []*node {
	for _, p := range preds {
		if p.kind == kindGate {
			buf = expand(buf, p.preds)
		} else {
			buf = append(buf, p)
		}
	}
	return buf
}
