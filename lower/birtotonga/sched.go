package birtotonga

import (
	"container/heap"

	"ncc/arch"
)

// schedule orders every agent's work by list scheduling on the cost
// model: nodes are committed in order of the time their inputs are ready
// (program order breaks ties), each to the agent that can start it first.
// DMA triggers run on the sync engine; a transfer goes to the queue on
// which it starts first. It returns the nodes in commit order, a topological order
// in which each agent's nodes appear in their execution order.
func (g *graph) schedule() []*node {
	nAgents := numEngines + g.t.DMAEngines
	free := make([]float64, nAgents)
	lastOnQueue := make([]*node, g.t.DMAEngines)
	h := &readyHeap{}
	for _, n := range g.nodes {
		n.npred = len(n.preds)
		if n.npred == 0 {
			heap.Push(h, n)
		}
	}
	order := make([]*node, 0, len(g.nodes))
	commit := func(n *node) {
		free[n.agent] = n.end
		order = append(order, n)
		for _, s := range n.succs {
			s.ready = max(s.ready, n.end)
			if s.npred--; s.npred == 0 && s.kind != kindTransfer {
				heap.Push(h, s)
			}
		}
	}
	for h.Len() > 0 {
		n := heap.Pop(h).(*node)
		switch n.kind {
		case kindGate: // no work, no agent
			n.start, n.end = n.ready, n.ready
			for _, s := range n.succs {
				s.ready = max(s.ready, n.end)
				if s.npred--; s.npred == 0 {
					heap.Push(h, s)
				}
			}
		case kindTrigger:
			// A trigger and its transfer are committed together, so that
			// each queue's transfers are in the order their triggers run.
			n.agent = g.triggerEngine(n, free)
			q, start := g.pickQueue(n, free, lastOnQueue)
			x := n.peer
			x.agent = queueAgent(q)
			if last := lastOnQueue[q]; last != nil && last.peer.agent != n.agent {
				// Triggers of one queue from two engines: the later
				// waits for the earlier's transfer, keeping FIFO order.
				addEdge(last, n)
			}
			lastOnQueue[q] = x
			n.start = start
			n.end = n.start + n.dur
			commit(n)
			// The transfer holds its queue for its duration and
			// completes a fixed latency after it starts at the earliest.
			x.start = max(n.end, free[x.agent])
			x.end = x.start + max(arch.DMAFixedNanos, x.dur)
			commit(x)
			free[x.agent] = x.start + x.dur
		default:
			n.start = max(n.ready, free[n.agent])
			n.end = n.start + n.dur
			commit(n)
		}
	}
	return order
}

// pickQueue chooses the queue for trigger n: the one on which its transfer
// starts first. A queue last used by another engine's trigger makes this
// trigger wait for that transfer to finish.
func (g *graph) pickQueue(n *node, free []float64, lastOnQueue []*node) (int, float64) {
	best, bestStart, bestTrig := -1, 0.0, 0.0
	for q := range g.t.DMAEngines {
		tstart := max(n.ready, free[n.agent])
		qfree := free[numEngines+q]
		if last := lastOnQueue[q]; last != nil && last.peer.agent != n.agent {
			tstart = max(tstart, qfree)
		}
		xstart := max(tstart+n.dur, qfree)
		if best < 0 || xstart < bestStart || xstart == bestStart && tstart < bestTrig {
			best, bestStart, bestTrig = q, xstart, tstart
		}
	}
	return best, bestTrig
}

// triggerEngine picks the engine that issues a DMA: always the sync
// engine. Its in-order stream issues the triggers in the order the
// schedule expects their data, and with one engine triggering every
// queue, each queue's transfers run in that stream's order without any
// trigger waiting for another engine's transfers (triggers from the
// compute engines right after what they produce measured no faster, and
// cost those engines waits for the queues' order).
func (g *graph) triggerEngine(*node, []float64) agent { return agent(arch.SP) }

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
