package transforms

import (
	"ncc/core"
	"ncc/core/pass"
	"ncc/rewrite"
)

// SCCP is mlir-opt's sccp: sparse conditional constant propagation over
// the CFG. Values are simulated with op folders from the entry blocks of
// the op's regions, following only branch edges that can be taken; values
// proven constant are replaced by constants materialized at the start of
// their region's entry block (uniqued, newest first), and ops all of whose
// results became constants are erased when they have no other effect.
//
// The analysis is intraprocedural: at module level, public callables are
// entered with unknown arguments and private ones only as MLIR enters them
// when nothing calls them (not at all); call results are unknown.
type SCCP struct{}

func init() {
	pass.Register(pass.Info{
		Arg:         "sccp",
		Name:        "SCCP",
		Summary:     "Sparse Conditional Constant Propagation",
		Description: "Propagates constants through the CFG along executable edges and replaces values proven constant.",
		New:         func() pass.Pass { return &SCCP{} },
	})
}

// lattice is MLIR's ConstantValue lattice: uninitialized (absent from the
// map), a constant with its dialect, or overdefined (value nil).
type lattice struct {
	value   core.Attribute
	dialect *core.Dialect
}

type sccp struct {
	vals     map[core.Value]lattice
	live     map[*core.Block]bool
	edges    map[[2]*core.Block]bool
	blockWL  []*core.Block
	opWL     []*core.Operation
	inOpWL   map[*core.Operation]bool
	topLevel *core.Operation
}

var overdefined = lattice{}

// Run propagates constants in op's regions and rewrites op.
func (p *SCCP) Run(op *core.Operation, st *pass.State) error {
	s := &sccp{vals: map[core.Value]lattice{}, live: map[*core.Block]bool{}, edges: map[[2]*core.Block]bool{},
		inOpWL: map[*core.Operation]bool{}, topLevel: op}
	for _, r := range op.Regions() {
		if !r.Empty() {
			s.enterRegion(r)
		}
	}
	s.solve()
	s.rewrite(op)
	return nil
}

// enterRegion marks a region's entry block live with unknown arguments.
func (s *sccp) enterRegion(r *core.Region) {
	e := r.First()
	for _, a := range e.Args() {
		s.join(a, overdefined)
	}
	s.markLive(e)
}

func (s *sccp) markLive(b *core.Block) {
	if !s.live[b] {
		s.live[b] = true
		s.blockWL = append(s.blockWL, b)
	}
}

// join merges l into v's lattice and requeues v's users when it changed.
func (s *sccp) join(v core.Value, l lattice) {
	old, ok := s.vals[v]
	var nw lattice
	switch {
	case !ok:
		nw = l
	case old.value == nil:
		return
	case l.value == old.value && l.dialect == old.dialect:
		return
	default:
		nw = overdefined
	}
	s.vals[v] = nw
	for u := core.FirstUse(v); u != nil; u = u.NextUse() {
		o := u.Owner()
		if s.live[o.ParentBlock()] && !s.inOpWL[o] {
			s.inOpWL[o] = true
			s.opWL = append(s.opWL, o)
		}
	}
}

func (s *sccp) solve() {
	for len(s.blockWL) > 0 || len(s.opWL) > 0 {
		if n := len(s.opWL); n > 0 {
			o := s.opWL[n-1]
			s.opWL = s.opWL[:n-1]
			delete(s.inOpWL, o)
			s.visit(o)
			continue
		}
		b := s.blockWL[len(s.blockWL)-1]
		s.blockWL = s.blockWL[:len(s.blockWL)-1]
		if !b.IsEntry() && !allPredsBranch(b) {
			for _, a := range b.Args() {
				s.join(a, overdefined)
			}
		}
		for o := b.First(); o != nil; o = o.Next() {
			s.visit(o)
		}
	}
}

func allPredsBranch(b *core.Block) bool {
	for _, p := range b.PredecessorOperands() {
		if _, ok := core.Iface[core.BranchOp](p.Owner()); !ok {
			return false
		}
	}
	return true
}

// operandStates returns the constant of each operand (nil when
// overdefined) and false while some operand is still uninitialized.
func (s *sccp) operandStates(op *core.Operation) ([]core.Attribute, bool) {
	cs := make([]core.Attribute, op.NumOperands())
	for i := range cs {
		l, ok := s.vals[op.Operand(i)]
		if !ok {
			return nil, false
		}
		cs[i] = l.value
	}
	return cs, true
}

func (s *sccp) visit(op *core.Operation) {
	if op.NumSuccessors() > 0 {
		s.visitBranch(op)
		return
	}
	if op.NumRegions() > 0 {
		s.visitRegionOp(op)
		return
	}
	if _, ok := core.Iface[core.CallOp](op); ok {
		s.overdefine(op)
		return
	}
	cs, ok := s.operandStates(op)
	if !ok {
		return
	}
	def := op.Def()
	if def == nil || def.Fold == nil || op.NumResults() == 0 {
		s.overdefine(op)
		return
	}
	// Fold a clone-free simulation: folders that update in place are not
	// allowed, so operands and attributes are restored afterwards.
	operands := op.Operands()
	props := append([]core.NamedAttr(nil), op.Props()...)
	rs := def.Fold(op, cs)
	inPlace := rs == nil || isInPlace(op, rs)
	restoreOp(op, operands, props)
	if inPlace || len(rs) != op.NumResults() {
		s.overdefine(op)
		return
	}
	for i, r := range rs {
		res := op.Result(i)
		if r.Attr != nil {
			s.join(res, lattice{value: r.Attr, dialect: op.OpName().Dialect})
			continue
		}
		if l, ok := s.vals[r.Value]; ok {
			s.join(res, l)
		}
	}
}

func isInPlace(op *core.Operation, rs []core.FoldResult) bool {
	for i, r := range rs {
		if r.Attr == nil && r.Value == core.Value(op.Result(i)) {
			return true
		}
	}
	return false
}

func restoreOp(op *core.Operation, operands []core.Value, props []core.NamedAttr) {
	for i, v := range operands {
		if op.Operand(i) != v {
			op.SetOperand(i, v)
		}
	}
	for _, a := range props {
		if op.Attr(a.Name) != a.Value {
			op.SetAttr(a.Name, a.Value)
		}
	}
}

func (s *sccp) overdefine(op *core.Operation) {
	for i := 0; i < op.NumResults(); i++ {
		s.join(op.Result(i), overdefined)
	}
}

// visitRegionOp enters nested regions: callables only when public (or
// when the pass runs on them), other ops always; results are unknown.
func (s *sccp) visitRegionOp(op *core.Operation) {
	s.overdefine(op)
	if _, ok := core.Iface[core.CallableOp](op); ok && op.HasTrait(core.Symbol) {
		if core.SymbolVisibility(op) == core.Private {
			return
		}
	}
	for _, r := range op.Regions() {
		if !r.Empty() && !s.live[r.First()] {
			s.enterRegion(r)
		}
	}
}

func (s *sccp) visitBranch(op *core.Operation) {
	br, ok := core.Iface[core.BranchOp](op)
	if !ok {
		for i := 0; i < op.NumSuccessors(); i++ {
			succ := op.Successor(i)
			for _, a := range succ.Args() {
				s.join(a, overdefined)
			}
			s.markEdge(op.ParentBlock(), succ)
		}
		return
	}
	cs, ok := s.operandStates(op)
	if !ok {
		return
	}
	taken := br.SuccessorForOperands(op, cs)
	for i := 0; i < op.NumSuccessors(); i++ {
		succ := op.Successor(i)
		if taken != nil && succ != taken {
			continue
		}
		so := br.SuccessorOperands(op, i)
		for k := 0; k < so.Produced; k++ {
			s.join(succ.Arg(k), overdefined)
		}
		for k := 0; k < so.Len; k++ {
			if l, ok := s.vals[op.Operand(so.Start+k)]; ok {
				s.join(succ.Arg(so.Produced+k), l)
			}
		}
		s.markEdge(op.ParentBlock(), succ)
		if taken != nil {
			break
		}
	}
}

func (s *sccp) markEdge(from, to *core.Block) {
	s.edges[[2]*core.Block{from, to}] = true
	s.markLive(to)
}

// rewrite replaces constant values, as MLIR's SCCP rewrite does: blocks in
// order, nested regions before the next block, results then block
// arguments, constants uniqued at the front of the insertion region.
func (s *sccp) rewrite(top *core.Operation) {
	rw := rewrite.NewRewriter(top.Context(), nil)
	consts := map[*core.Region]map[constKey]core.Value{}
	replace := func(v core.Value, blk *core.Block) bool {
		l, ok := s.vals[v]
		if !ok || l.value == nil {
			return false
		}
		region := foldRegion(blk)
		m := consts[region]
		if m == nil {
			m = map[constKey]core.Value{}
			consts[region] = m
		}
		key := constKey{l.dialect, l.value, v.Type()}
		c, ok := m[key]
		if !ok {
			rw.SetInsertionPointToStart(region.First())
			op := rewrite.Materialize(rw, l.dialect, l.value, v.Type(), rewrite.ValueLoc(v))
			if op == nil {
				return false
			}
			c = op.Result(0)
			m[key] = c
		}
		core.ReplaceAllUsesWith(v, c)
		return true
	}
	var work []*core.Block
	push := func(rs []*core.Region) {
		for _, r := range rs {
			bs := r.Blocks()
			for i := len(bs) - 1; i >= 0; i-- {
				work = append(work, bs[i])
			}
		}
	}
	push(top.Regions())
	for len(work) > 0 {
		b := work[len(work)-1]
		work = work[:len(work)-1]
		for o := b.First(); o != nil; {
			next := o.Next()
			all := o.NumResults() != 0
			for i := 0; i < o.NumResults(); i++ {
				if !replace(o.Result(i), b) {
					all = false
				}
			}
			if all && rewrite.WouldBeTriviallyDead(o) {
				o.Erase()
				o = next
				continue
			}
			push(o.Regions())
			o = next
		}
		for _, a := range b.Args() {
			replace(a, b)
		}
	}
}

type constKey struct {
	dialect *core.Dialect
	value   core.Attribute
	typ     core.Type
}

// foldRegion is the region constants for values in b are created in.
func foldRegion(b *core.Block) *core.Region {
	for {
		r := b.Parent()
		p := r.ParentOp()
		if p == nil || !p.IsRegistered() || p.HasTrait(core.IsolatedFromAbove) || p.ParentBlock() == nil {
			return r
		}
		b = p.ParentBlock()
	}
}
