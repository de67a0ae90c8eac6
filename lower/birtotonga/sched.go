package birtotonga

import (
	"container/heap"

	"ncc/arch"
)

// schedule orders every agent's work by list scheduling on the cost
// model: nodes are committed in order of the time their inputs are ready
// (program order breaks ties). DMA triggers run on the sync engine (its
// in-order stream issues them in the order the schedule expects their
// data, and with one engine triggering every queue each queue's transfers
// run in that stream's order; triggers from the compute engines right
// after what they produce measured no faster); a transfer goes to the
// queue on which it starts first. It returns the nodes in commit order, a
// topological order in which each agent's nodes appear in their execution
// order.
func (g *graph) schedule() []*node {
	free := make([]float64, numEngines+g.t.DMAEngines)
	h := &readyHeap{}
	for _, n := range g.nodes {
		n.npred = len(n.preds)
		if n.npred == 0 {
			heap.Push(h, n)
		}
	}
	order := make([]*node, 0, len(g.nodes))
	release := func(n *node) {
		for _, s := range n.succs {
			s.ready = max(s.ready, n.end)
			if s.npred--; s.npred == 0 && s.kind != kindTransfer {
				heap.Push(h, s)
			}
		}
	}
	// commit places n on its agent from start; it completes at end, and
	// its agent is free again after its duration.
	commit := func(n *node, start, end float64) {
		n.start, n.end = start, end
		free[n.agent] = start + n.dur
		order = append(order, n)
		release(n)
	}
	for h.Len() > 0 {
		n := heap.Pop(h).(*node)
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
