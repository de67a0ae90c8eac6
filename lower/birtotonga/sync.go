package birtotonga

import (
	"cmp"
	"slices"

	"ncc/dialects/tonga"
)

// Synchronization. Each agent counts its completions on a semaphore of
// its own: an engine instruction that another agent waits for signals
// `inc` on its engine's semaphore, and every DMA trigger signals its
// queue's semaphore when its transfer completes (queues run their
// transfers in order). A node that must follow the k-th signaling node of
// another agent waits `ge k`. The counts only grow, so any number of
// agents may wait on one; when a count would pass the 16-bit limit the
// agent moves on to a fresh semaphore.
//
// Waits are found with vector clocks: a node knows, for every agent, how
// many of its nodes have completed before it starts — through its own
// agent's order, a trigger before its transfer, and the waits it already
// has. A dependency the clock already covers needs no wait; so an
// ordering implied transitively adds none.

// syncPlan is the waits and signals of a schedule.
type syncPlan struct {
	byAgent [][]*node
	sem     map[[2]int]int // (agent, generation) -> semaphore
	nextSem int
}

func (g *graph) synchronize(order []*node) *syncPlan {
	nAgents := numEngines + g.t.DMAEngines
	sp := &syncPlan{byAgent: make([][]*node, nAgents), sem: map[[2]int]int{}, nextSem: nAgents}
	last := make([]*node, nAgents)
	slab := make([]int32, len(order)*nAgents)
	var preds []*node
	latest := make([]*node, nAgents)
	for i, n := range order {
		if n.kind == kindGate {
			continue
		}
		a := int(n.agent)
		n.seq = len(sp.byAgent[a])
		sp.byAgent[a] = append(sp.byAgent[a], n)
		n.vc = slab[i*nAgents : (i+1)*nAgents : (i+1)*nAgents]
		if prev := last[a]; prev != nil {
			copy(n.vc, prev.vc)
		}
		last[a] = n
		if n.kind == kindTransfer {
			join(n.vc, n.peer.vc)
		}
		// Of an agent's predecessors only the last matters (its clock
		// covers the earlier ones); the latest-finishing first, as its
		// clock often covers the others'. A write into reused bytes can
		// have thousands of predecessors, an agent's few.
		preds = lastPerAgent(preds[:0], n, latest)
		slices.SortStableFunc(preds, func(x, y *node) int { return cmp.Compare(y.end, x.end) })
		for _, p := range preds {
			if n.vc[p.agent] > int32(p.seq) {
				continue
			}
			n.waits = append(n.waits, p)
			if !p.agent.isQueue() {
				p.signal = true
			}
			join(n.vc, p.vc)
		}
		n.vc[a] = int32(n.seq + 1)
	}
	// Count the signaling nodes of each agent; every transfer signals.
	for a, nodes := range sp.byAgent {
		k := 0
		for _, n := range nodes {
			if n.signal || agent(a).isQueue() {
				k++
				n.ord = k
			}
		}
	}
	return sp
}

// lastPerAgent appends to buf, in agent order, the last node of each
// other agent among n's predecessors; latest is scratch, all nil, of one
// entry per agent, and is left so.
func lastPerAgent(buf []*node, n *node, latest []*node) []*node {
	var visit func(preds []*node)
	visit = func(preds []*node) {
		for _, p := range preds {
			switch {
			case p.kind == kindGate:
				visit(p.preds)
			case p.agent != n.agent && (latest[p.agent] == nil || p.seq > latest[p.agent].seq):
				latest[p.agent] = p
			}
		}
	}
	visit(n.preds)
	for a, p := range latest {
		if p != nil {
			buf = append(buf, p)
			latest[a] = nil
		}
	}
	return buf
}

func join(dst, src []int32) {
	for i, v := range src {
		dst[i] = max(dst[i], v)
	}
}

// semFor returns the semaphore and the count within it of the ord-th
// signal of agent a.
func (sp *syncPlan) semFor(a agent, ord int) (int, int64) {
	gen := (ord - 1) / tonga.MaxSyncValue
	key := [2]int{int(a), gen}
	s, ok := sp.sem[key]
	if !ok {
		if gen == 0 {
			s = int(a)
		} else {
			s = sp.nextSem
			sp.nextSem++
		}
		sp.sem[key] = s
	}
	return s, int64(ord - gen*tonga.MaxSyncValue)
}

// usedSems lists the semaphores the plan's signals and waits used.
func (sp *syncPlan) usedSems() []int {
	var out []int
	for _, s := range sp.sem {
		out = append(out, s)
	}
	slices.Sort(out)
	return out
}
