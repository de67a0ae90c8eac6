package transforms

import (
	"fmt"

	"ncc/core"
	"ncc/core/pass"
)

// Inline is mlir-opt's inline: it visits the call graph's strongly
// connected components bottom-up (callees first), simplifies each callable
// with the default pipeline (canonicalize) and inlines the direct calls in
// it, up to max-iterations rounds per component; a callable whose last use
// is inlined is moved in place, and private callables left without uses are
// erased.
type Inline struct {
	DefaultPipeline string `opt:"default-pipeline" default:"canonicalize" help:"The optimizer pipeline used for callables that do not have a dedicated optimizer pipeline in opPipelineList"`
	MaxIterations   int64  `opt:"max-iterations" default:"4" help:"Maximum number of iterations when inlining within an SCC"`
}

func init() {
	pass.Register(pass.Info{
		Arg:     "inline",
		Name:    "Inliner",
		Summary: "Inline function calls",
		Description: "Inlines direct calls of callables (func.call of func.func) bottom-up over the " +
			"call graph, simplifying callables with the default pipeline, as MLIR's inliner does.",
		New: func() pass.Pass { return &Inline{} },
	})
}

// cgNode is a call-graph node: a callable with a body.
type cgNode struct {
	op      *core.Operation // the callable
	region  *core.Region
	edges   []*cgNode // call targets, in first-seen order, deduplicated
	unknown bool      // calls something without a body
}

type callGraph struct {
	syms   *core.SymbolTableCollection
	nodes  []*cgNode
	byOp   map[*core.Operation]*cgNode
	parent map[*cgNode]*cgNode // nested callables
}

func callableRegion(op *core.Operation) *core.Region {
	c, ok := core.Iface[core.CallableOp](op)
	if !ok {
		return nil
	}
	return c.CallableRegion(op)
}

// buildCallGraph collects the callables under root (in IR order) and the
// calls each one makes directly.
func buildCallGraph(root *core.Operation) *callGraph {
	g := &callGraph{byOp: map[*core.Operation]*cgNode{}, parent: map[*cgNode]*cgNode{}, syms: core.NewSymbolTableCollection()}
	var collect func(op *core.Operation, parent *cgNode)
	collect = func(op *core.Operation, parent *cgNode) {
		if _, ok := core.Iface[core.CallOp](op); ok {
			return
		}
		if _, ok := core.Iface[core.CallableOp](op); ok {
			r := callableRegion(op)
			if r == nil {
				return
			}
			n := &cgNode{op: op, region: r}
			g.nodes = append(g.nodes, n)
			g.byOp[op] = n
			if parent != nil {
				g.parent[n] = parent
			}
			parent = n
		}
		for _, r := range op.Regions() {
			for b := r.First(); b != nil; b = b.Next() {
				for o := b.First(); o != nil; o = o.Next() {
					collect(o, parent)
				}
			}
		}
	}
	collect(root, nil)
	for _, n := range g.nodes {
		seen := map[*cgNode]bool{}
		for _, c := range g.calls(n) {
			t := g.resolve(c)
			if t == nil {
				n.unknown = true
				continue
			}
			if !seen[t] {
				seen[t] = true
				n.edges = append(n.edges, t)
			}
		}
	}
	return g
}

// calls returns the call ops directly in n's body (not in nested callables).
func (g *callGraph) calls(n *cgNode) []*core.Operation {
	var out []*core.Operation
	var walk func(r *core.Region)
	walk = func(r *core.Region) {
		for b := r.First(); b != nil; b = b.Next() {
			for o := b.First(); o != nil; o = o.Next() {
				if _, ok := core.Iface[core.CallOp](o); ok {
					out = append(out, o)
					continue
				}
				if _, ok := g.byOp[o]; ok {
					continue
				}
				for _, nr := range o.Regions() {
					walk(nr)
				}
			}
		}
	}
	walk(n.region)
	return out
}

// resolve returns the node a direct call targets, or nil.
func (g *callGraph) resolve(call *core.Operation) *cgNode {
	ci, _ := core.Iface[core.CallOp](call)
	ref := ci.Callee(call)
	if ref == nil {
		return nil
	}
	t := g.syms.LookupNearestSymbolFrom(call, ref)
	if t == nil {
		return nil
	}
	return g.byOp[t]
}

// sccs returns the strongly connected components in post-order from a
// virtual root calling every top-level callable in IR order (LLVM's
// scc_iterator over MLIR's CallGraph).
func (g *callGraph) sccs() [][]*cgNode {
	index := map[*cgNode]int{}
	low := map[*cgNode]int{}
	on := map[*cgNode]bool{}
	var stack []*cgNode
	var out [][]*cgNode
	next := 0
	var visit func(n *cgNode)
	visit = func(n *cgNode) {
		index[n], low[n] = next, next
		next++
		stack = append(stack, n)
		on[n] = true
		for _, m := range n.edges {
			if _, ok := index[m]; !ok {
				visit(m)
				low[n] = min(low[n], low[m])
			} else if on[m] {
				low[n] = min(low[n], index[m])
			}
		}
		if low[n] == index[n] {
			var scc []*cgNode
			for {
				top := stack[len(stack)-1]
				stack = stack[:len(stack)-1]
				on[top] = false
				scc = append(scc, top)
				if top == n {
					break
				}
			}
			out = append(out, scc)
		}
	}
	for _, n := range g.nodes {
		if _, ok := g.parent[n]; ok {
			continue
		}
		if _, ok := index[n]; !ok {
			visit(n)
		}
	}
	return out
}

// Run inlines calls under op.
func (p *Inline) Run(op *core.Operation, st *pass.State) error {
	pipelines := map[string]*pass.Manager{}
	pipelineFor := func(name string) (*pass.Manager, error) {
		if m, ok := pipelines[name]; ok {
			return m, nil
		}
		m, err := p.pipeline(name)
		pipelines[name] = m
		return m, err
	}
	g := buildCallGraph(op)
	uses := countUses(op, g)
	dead := map[*cgNode]bool{}
	var toErase []*cgNode
	for _, scc := range g.sccs() {
		for it := int64(0); it < max(p.MaxIterations, 1); it++ {
			for _, n := range scc {
				if dead[n] || hasChildren(g, n) || !n.op.HasTrait(core.IsolatedFromAbove) {
					continue
				}
				pipeline, err := pipelineFor(n.op.Name())
				if err != nil {
					return err
				}
				if pipeline == nil {
					continue
				}
				if err := st.RunPipeline(pipeline, n.op); err != nil {
					return err
				}
			}
			// Recompute edges after simplification.
			for _, n := range scc {
				if !dead[n] {
					refreshEdges(g, n)
				}
			}
			if !p.inlineSCC(g, scc, uses, dead, &toErase) {
				break
			}
		}
	}
	for _, n := range toErase {
		n.op.Erase()
	}
	return nil
}

// pipeline builds the default pipeline anchored on callables named anchor.
func (p *Inline) pipeline(anchor string) (*pass.Manager, error) {
	if p.DefaultPipeline == "" {
		return nil, nil
	}
	m := pass.New(anchor)
	if err := m.ParseInto(p.DefaultPipeline); err != nil {
		return nil, fmt.Errorf("inline: default-pipeline: %w", err)
	}
	return m, nil
}

func hasChildren(g *callGraph, n *cgNode) bool {
	for _, p := range g.parent {
		if p == n {
			return true
		}
	}
	return false
}

func refreshEdges(g *callGraph, n *cgNode) {
	n.edges, n.unknown = nil, false
	seen := map[*cgNode]bool{}
	for _, c := range g.calls(n) {
		t := g.resolve(c)
		if t == nil {
			n.unknown = true
			continue
		}
		if !seen[t] {
			seen[t] = true
			n.edges = append(n.edges, t)
		}
	}
}

// countUses counts symbol references to each discardable (private)
// callable, MLIR's CGUseList.
func countUses(root *core.Operation, g *callGraph) map[*cgNode]int {
	uses := map[*cgNode]int{}
	for _, n := range g.nodes {
		if n.op.HasTrait(core.Symbol) && core.SymbolVisibility(n.op) == core.Private {
			uses[n] = 0
		}
	}
	root.Walk(core.PreOrder, func(o *core.Operation) core.WalkResult {
		for _, a := range o.AllAttrs() {
			forEachRef(a.Value, func(r *core.SymbolRefAttr) {
				if t := g.syms.LookupNearestSymbolFrom(o, r); t != nil {
					if n := g.byOp[t]; n != nil {
						if _, ok := uses[n]; ok {
							uses[n]++
						}
					}
				}
			})
		}
		return core.Advance
	})
	return uses
}

func forEachRef(a core.Attribute, f func(*core.SymbolRefAttr)) {
	switch a := a.(type) {
	case *core.SymbolRefAttr:
		f(a)
	case *core.ArrayAttr:
		for _, e := range a.Elems {
			forEachRef(e, f)
		}
	case *core.DictAttr:
		for _, e := range a.Entries {
			forEachRef(e.Value, f)
		}
	}
}

type resolvedCall struct {
	call         *core.Operation
	source, dest *cgNode
	history      int // index into inline history, -1 for none
}

// inlineSCC inlines the calls made by the nodes of scc; it reports whether
// any call was inlined.
func (p *Inline) inlineSCC(g *callGraph, scc []*cgNode, uses map[*cgNode]int, dead map[*cgNode]bool, toErase *[]*cgNode) bool {
	var calls []resolvedCall
	inSCCDead := map[*cgNode]bool{}
	for _, n := range scc {
		if dead[n] {
			continue
		}
		if c, ok := uses[n]; ok && c == 0 {
			inSCCDead[n] = true
			continue
		}
		for _, c := range g.calls(n) {
			if t := g.resolve(c); t != nil {
				calls = append(calls, resolvedCall{call: c, source: n, dest: t, history: -1})
			}
		}
	}
	type hist struct {
		node   *cgNode
		parent int
	}
	var history []hist
	inHistory := func(n *cgNode, id int) bool {
		for id >= 0 {
			if history[id].node == n {
				return true
			}
			id = history[id].parent
		}
		return false
	}
	inlined := false
	for i := 0; i < len(calls); i++ {
		rc := calls[i]
		if inSCCDead[rc.source] || dead[rc.source] {
			continue
		}
		if inHistory(rc.dest, rc.history) || !shouldInline(rc) {
			continue
		}
		inPlace := false
		if c, ok := uses[rc.dest]; ok && c == 1 {
			inPlace = true
		}
		newCalls, ok := inlineCall(g, rc.call, rc.dest, !inPlace)
		if !ok {
			continue
		}
		inlined = true
		history = append(history, hist{rc.dest, rc.history})
		for _, c := range newCalls {
			if t := g.resolve(c); t != nil {
				calls = append(calls, resolvedCall{call: c, source: rc.source, dest: t, history: len(history) - 1})
				if _, ok := uses[t]; ok {
					uses[t]++
				}
			}
		}
		if _, ok := uses[rc.dest]; ok {
			uses[rc.dest]--
		}
		rc.call.Erase()
		if inPlace {
			dead[rc.dest] = true
			*toErase = append(*toErase, rc.dest)
		}
	}
	for n := range inSCCDead {
		dead[n] = true
		*toErase = append(*toErase, n)
	}
	// Keep erase order deterministic: IR order of the callables.
	sortByIR(g, *toErase)
	return inlined
}

func sortByIR(g *callGraph, ns []*cgNode) {
	pos := map[*cgNode]int{}
	for i, n := range g.nodes {
		pos[n] = i
	}
	for i := 1; i < len(ns); i++ {
		for j := i; j > 0 && pos[ns[j]] < pos[ns[j-1]]; j-- {
			ns[j], ns[j-1] = ns[j-1], ns[j]
		}
	}
}

// shouldInline is MLIR's Inliner::Impl::shouldInline for func-like callables.
func shouldInline(rc resolvedCall) bool {
	if rc.call.HasTrait(core.Terminator) {
		return false
	}
	for _, e := range rc.dest.edges {
		if e == rc.dest || e == rc.source {
			return false
		}
	}
	if rc.dest.region.IsAncestorOf(rc.call.ParentRegion()) {
		return false
	}
	if rc.dest.region.NumBlocks() > 1 {
		parent := rc.call.ParentOp()
		if parent.OpName() != rc.dest.op.OpName() && (!parent.IsRegistered() || parent.HasTrait(core.SingleBlock)) {
			return false
		}
	}
	return true
}
