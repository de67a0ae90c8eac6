package birtotonga

import (
	"container/heap"

	"ncc/arch"
)

// schedule orders every agent's work by list scheduling on the cost
// model: nodes are committed in order of the time their inputs are ready
// (program order breaks ties), each to the agent that can start it first.
// A DMA trigger runs on the engine that produced what it moves, when that
// engine is free as early as the sync engine (no semaphore is then needed
// for it), else on the sync engine; its transfer goes to the queue that
// frees first. It returns the nodes in commit order, a topological order
// in which each agent's nodes appear in their execution order.
func (g *graph) schedule() []*node {
	nAgents := numEngines + g.t.DMAEngines
	free := make([]float64, nAgents)
	h := &readyHeap{}
	for _, n := range g.nodes {
		n.npred = len(n.preds)
		if n.npred == 0 {
			heap.Push(h, n)
		}
	}
	order := make([]*node, 0, len(g.nodes))
	for h.Len() > 0 {
		n := heap.Pop(h).(*node)
		switch n.kind {
		case kindTrigger:
			n.agent = g.triggerEngine(n, free)
		case kindGate:
			n.start, n.end = n.ready, n.ready
			for _, s := range n.succs {
				s.ready = max(s.ready, n.end)
				if s.npred--; s.npred == 0 {
					heap.Push(h, s)
				}
			}
			continue
		case kindTransfer:
			best := 0
			for q := 1; q < g.t.DMAEngines; q++ {
				if free[numEngines+q] < free[numEngines+best] {
					best = q
				}
			}
			n.agent = queueAgent(best)
		}
		n.start = max(n.ready, free[n.agent])
		n.end = n.start + n.dur
		free[n.agent] = n.end
		order = append(order, n)
		for _, s := range n.succs {
			s.ready = max(s.ready, n.end)
			if s.npred--; s.npred == 0 {
				heap.Push(h, s)
			}
		}
	}
	return order
}

// triggerEngine picks the engine that issues a DMA: the compute engine
// (not TensorE, whose time is the most precious) of the trigger's latest
// predecessor when it can start the trigger as early as the sync engine.
func (g *graph) triggerEngine(n *node, free []float64) agent {
	var last *node
	for _, p := range expand(nil, n.preds) {
		if !p.agent.isQueue() && p.agent != agent(arch.PE) && (last == nil || p.end > last.end) {
			last = p
		}
	}
	sp := agent(arch.SP)
	if last == nil || last.agent == sp {
		return sp
	}
	if max(n.ready, free[last.agent]) <= max(n.ready, free[sp]) {
		return last.agent
	}
	return sp
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
