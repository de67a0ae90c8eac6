package asm

import (
	"sort"

	"ncc/core"
)

// valueEntry is one definition (or forward reference) of %name#number.
type valueEntry struct {
	val core.Value
	pos core.Pos
}

// nameScope is the SSA namespace of an IsolatedFromAbove region (or the top
// level): names of nested non-isolated regions are visible inside it and
// go out of scope when their region closes.
type nameScope struct {
	// values holds %name (result #0, nearly every value); multi holds the
	// entries of names used with #N, indexed by N.
	values map[string]valueEntry
	multi  map[string][]valueEntry
	// defs lists the names defined in each open region of this scope.
	defs [][]string
}

type blockEntry struct {
	block *core.Block
	pos   core.Pos
}

// blockScope holds the block names of one region.
type blockScope struct {
	blocks map[string]*blockEntry
	fwd    map[*core.Block]core.Pos // referenced but not yet defined
}

// opState is the parser's SSA bookkeeping, as MLIR's OperationParser keeps it.
type opState struct {
	scopes []*nameScope
	blocks []*blockScope
	// fwdRefs maps forward-reference placeholders to their first use.
	fwdRefs   map[core.Value]core.Pos
	placeName *core.OpName
	// free holds the cleared scopes of closed isolated regions: sibling
	// functions reuse one grown map instead of each growing its own.
	free []*nameScope
}

func newOpState() *opState {
	return &opState{
		fwdRefs:   map[core.Value]core.Pos{},
		placeName: &core.OpName{Name: "asm.forward_ref"},
	}
}

func (s *opState) pushScope(isolated bool) {
	if isolated || len(s.scopes) == 0 {
		var sc *nameScope
		if n := len(s.free); n > 0 {
			sc, s.free = s.free[n-1], s.free[:n-1]
		} else {
			sc = &nameScope{values: map[string]valueEntry{}, defs: [][]string{nil}}
		}
		s.scopes = append(s.scopes, sc)
	} else {
		sc := s.scopes[len(s.scopes)-1]
		sc.defs = append(sc.defs, nil)
	}
	s.blocks = append(s.blocks, &blockScope{})
}

// popScope closes a region's scope, reporting blocks used but never defined.
func (s *opState) popScope(p *parser) error {
	bs := s.blocks[len(s.blocks)-1]
	if len(bs.fwd) > 0 {
		var ds core.Diagnostics
		poss := make([]core.Pos, 0, len(bs.fwd))
		for _, pos := range bs.fwd {
			poss = append(poss, pos)
		}
		sort.Slice(poss, func(i, j int) bool { return poss[i].Offset < poss[j].Offset })
		for _, pos := range poss {
			ds = append(ds, p.errAt(pos, "reference to an undefined block").(*core.Diagnostic))
		}
		return ds
	}
	s.blocks = s.blocks[:len(s.blocks)-1]
	sc := s.scopes[len(s.scopes)-1]
	if len(sc.defs) == 1 {
		s.scopes = s.scopes[:len(s.scopes)-1]
		clear(sc.values)
		clear(sc.multi)
		sc.defs[0] = sc.defs[0][:0]
		s.free = append(s.free, sc)
		return nil
	}
	for _, name := range sc.defs[len(sc.defs)-1] {
		delete(sc.values, name)
		delete(sc.multi, name)
	}
	sc.defs = sc.defs[:len(sc.defs)-1]
	return nil
}

// finish reports forward references that were never defined.
func (s *opState) finish(p *parser) error {
	if len(s.fwdRefs) == 0 {
		return nil
	}
	poss := make([]core.Pos, 0, len(s.fwdRefs))
	for _, pos := range s.fwdRefs {
		poss = append(poss, pos)
	}
	sort.Slice(poss, func(i, j int) bool { return poss[i].Offset < poss[j].Offset })
	var ds core.Diagnostics
	for _, pos := range poss {
		ds = append(ds, p.errAt(pos, "use of undeclared SSA value name").(*core.Diagnostic))
	}
	return ds
}

func (s *opState) isPlaceholder(v core.Value) bool {
	_, ok := s.fwdRefs[v]
	return ok
}

// entry returns the slot of %name#number.
func (sc *nameScope) entry(name string, number int) valueEntry {
	if number == 0 {
		return sc.values[name]
	}
	if es := sc.multi[name]; number < len(es) {
		return es[number]
	}
	return valueEntry{}
}

func (sc *nameScope) set(name string, number int, e valueEntry) {
	if number == 0 {
		sc.values[name] = e
		return
	}
	if sc.multi == nil {
		sc.multi = map[string][]valueEntry{}
	}
	es := sc.multi[name]
	for len(es) <= number {
		es = append(es, valueEntry{})
	}
	es[number] = e
	sc.multi[name] = es
}

// define binds %name#number to v.
func (s *opState) define(p *parser, u core.UnresolvedOperand, v core.Value) error {
	sc := s.scopes[len(s.scopes)-1]
	prev := sc.entry(u.Name, u.Number)
	if old := prev.val; old != nil {
		if !s.isPlaceholder(old) {
			d := p.errAt(u.Pos, "redefinition of SSA value '%%%s'", u.Name).(*core.Diagnostic)
			d.Note(p.locOfPos(prev.pos), "previously defined here")
			return d
		}
		if old.Type() != v.Type() {
			d := p.errAt(u.Pos, "definition of SSA value '%%%s#%d' has type %s", u.Name, u.Number, quoteType(p, v.Type())).(*core.Diagnostic)
			d.Note(p.locOfPos(prev.pos), "previously used here with type %s", quoteType(p, old.Type()))
			return d
		}
		core.ReplaceAllUsesWith(old, v)
		delete(s.fwdRefs, old)
	}
	sc.set(u.Name, u.Number, valueEntry{val: v, pos: u.Pos})
	sc.defs[len(sc.defs)-1] = append(sc.defs[len(sc.defs)-1], u.Name)
	return nil
}

// resolve returns the value %name#number of type t, creating a forward
// reference if it is not defined yet.
func (s *opState) resolve(p *parser, u core.UnresolvedOperand, t core.Type) (core.Value, error) {
	sc := s.scopes[len(s.scopes)-1]
	if e := sc.entry(u.Name, u.Number); e.val != nil {
		if e.val.Type() == t {
			return e.val, nil
		}
		d := p.errAt(u.Pos, "use of value '%%%s' expects different type than prior uses: %s vs %s",
			u.Name, quoteType(p, t), quoteType(p, e.val.Type())).(*core.Diagnostic)
		d.Note(p.locOfPos(e.pos), "prior use here")
		return nil, d
	}
	if first := sc.entry(u.Name, 0); first.val != nil && !s.isPlaceholder(first.val) {
		return nil, p.errAt(u.Pos, "reference to invalid result number")
	}
	ph := core.NewOperation(&core.OpState{Ctx: p.ctx, Name: s.placeName, ResultTypes: []core.Type{t}})
	v := ph.Result(0)
	s.fwdRefs[v] = u.Pos
	sc.set(u.Name, u.Number, valueEntry{val: v, pos: u.Pos})
	return v, nil
}

// lookupPos returns where %name#number was defined or first used, if anywhere.
func (s *opState) lookupPos(u core.UnresolvedOperand) (core.Pos, bool) {
	sc := s.scopes[len(s.scopes)-1]
	if e := sc.entry(u.Name, u.Number); e.val != nil {
		return e.pos, true
	}
	return core.Pos{}, false
}

// block returns the block named name in the current region, creating a
// forward reference if needed.
func (s *opState) block(name string, pos core.Pos) *core.Block {
	bs := s.blocks[len(s.blocks)-1]
	if bs.blocks == nil {
		bs.blocks = map[string]*blockEntry{}
	}
	if e, ok := bs.blocks[name]; ok {
		return e.block
	}
	if bs.fwd == nil {
		bs.fwd = map[*core.Block]core.Pos{}
	}
	b := &core.Block{}
	bs.blocks[name] = &blockEntry{block: b, pos: pos}
	bs.fwd[b] = pos
	return b
}

// defineBlock defines block name, reusing a forward reference or `existing`
// (the region's unnamed entry block).
func (s *opState) defineBlock(p *parser, name string, pos core.Pos, existing *core.Block) (*core.Block, error) {
	bs := s.blocks[len(s.blocks)-1]
	if bs.blocks == nil {
		bs.blocks = map[string]*blockEntry{}
	}
	e, ok := bs.blocks[name]
	if !ok {
		b := existing
		if b == nil {
			b = &core.Block{}
		}
		bs.blocks[name] = &blockEntry{block: b, pos: pos}
		return b, nil
	}
	if _, fwd := bs.fwd[e.block]; !fwd {
		return nil, p.errAt(pos, "redefinition of block '%s'", name)
	}
	delete(bs.fwd, e.block)
	e.pos = pos
	return e.block, nil
}

func quoteType(p *parser, t core.Type) string { return "'" + typeString(t) + "'" }
