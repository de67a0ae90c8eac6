package core

import (
	"fmt"
	"strconv"
)

// Symbols follow mlir/lib/IR/SymbolTable.cpp. An op with the Symbol trait
// names itself with a StringAttr `sym_name` and may restrict its visibility
// with `sym_visibility`; an op with the SymbolTable trait owns one region of
// one block whose symbols have unique names; ops refer to symbols with
// SymbolRefAttrs (`@f`, or `@mod::@f` into nested tables).

const (
	SymbolNameAttr       = "sym_name"
	SymbolVisibilityAttr = "sym_visibility"
)

// Visibility of a symbol outside its symbol table.
type Visibility uint8

const (
	Public  Visibility = iota // visible everywhere (the default)
	Private                   // visible only in the enclosing symbol table
	Nested                    // visible to the parent table and its nested ops
)

func (v Visibility) String() string { return [...]string{"public", "private", "nested"}[v] }

// SymbolOpInterface lets a Symbol op say whether it is only a declaration;
// public declarations are rejected, as in MLIR. Ops implementing CallableOp
// are declarations when they have no callable region (func.func without a
// body) and need not implement this.
type SymbolOpInterface interface {
	IsDeclaration(op *Operation) bool
}

// isDeclaration is SymbolOpInterface::isDeclaration.
func isDeclaration(op *Operation) bool {
	if si, ok := Iface[SymbolOpInterface](op); ok {
		return si.IsDeclaration(op)
	}
	if c, ok := Iface[CallableOp](op); ok {
		return c.CallableRegion(op) == nil
	}
	return false
}

// SymbolName returns op's symbol name, if it has one.
func SymbolName(op *Operation) (string, bool) {
	if s, ok := op.Attr(SymbolNameAttr).(*StringAttr); ok {
		return s.Value, true
	}
	return "", false
}

// SymbolVisibility returns op's declared visibility (Public when absent).
func SymbolVisibility(op *Operation) Visibility {
	if s, ok := op.Attr(SymbolVisibilityAttr).(*StringAttr); ok {
		switch s.Value {
		case "private":
			return Private
		case "nested":
			return Nested
		}
	}
	return Public
}

// SetSymbolVisibility sets op's visibility; Public removes the attribute.
func SetSymbolVisibility(op *Operation, v Visibility) {
	if v == Public {
		op.RemoveAttr(SymbolVisibilityAttr)
		return
	}
	op.SetAttr(SymbolVisibilityAttr, String(op.Context(), v.String()))
}

// isPotentiallyUnknownSymbolTable: an unregistered op with one region might
// be a symbol table nobody told us about.
func isPotentiallyUnknownSymbolTable(op *Operation) bool {
	return len(op.regions) == 1 && !op.IsRegistered()
}

// NearestSymbolTable returns op or its closest ancestor with the SymbolTable
// trait, or nil (also when an unregistered op that might be one is in the way).
func NearestSymbolTable(op *Operation) *Operation {
	for o := op; o != nil; o = o.ParentOp() {
		if isPotentiallyUnknownSymbolTable(o) {
			return nil
		}
		if o.HasTrait(SymbolTable) {
			return o
		}
	}
	return nil
}

// SymTable indexes the symbols directly inside a symbol-table op.
type SymTable struct {
	op   *Operation
	syms map[string]*Operation
}

// NewSymTable indexes op's symbols. op must have the SymbolTable trait
// (or at least one region); the first definition of a duplicated name wins.
func NewSymTable(op *Operation) *SymTable {
	t := &SymTable{op: op, syms: map[string]*Operation{}}
	if len(op.regions) == 0 || op.regions[0].first == nil {
		return t
	}
	for o := op.regions[0].first.first; o != nil; o = o.next {
		if name, ok := SymbolName(o); ok {
			if _, dup := t.syms[name]; !dup {
				t.syms[name] = o
			}
		}
	}
	return t
}

// Op returns the symbol-table op.
func (t *SymTable) Op() *Operation { return t.op }

// Lookup returns the symbol called name, or nil.
func (t *SymTable) Lookup(name string) *Operation { return t.syms[name] }

// Insert adds sym (detached or already in the table's block) at before (nil:
// at the end of the block, or before its terminator if it has one) and
// returns its name, renamed with a "_N" suffix if the name was taken.
func (t *SymTable) Insert(sym, before *Operation) string {
	body := t.op.regions[0].first
	if sym.block == nil {
		if before == nil && body.last != nil && body.last.HasTrait(Terminator) {
			before = body.last
		}
		body.InsertBefore(sym, before)
	}
	name, _ := SymbolName(sym)
	if old, ok := t.syms[name]; !ok || old == sym {
		t.syms[name] = sym
		return name
	}
	for i := 0; ; i++ {
		cand := name + "_" + strconv.Itoa(i)
		if _, taken := t.syms[cand]; !taken {
			sym.SetAttr(SymbolNameAttr, String(sym.Context(), cand))
			t.syms[cand] = sym
			return cand
		}
	}
}

// Remove drops sym from the table (not from the IR).
func (t *SymTable) Remove(sym *Operation) {
	if name, ok := SymbolName(sym); ok && t.syms[name] == sym {
		delete(t.syms, name)
	}
}

// Erase removes sym from the table and erases it.
func (t *SymTable) Erase(sym *Operation) {
	t.Remove(sym)
	sym.Erase()
}

// Rename renames sym to name and rewrites every reference to it inside the
// table's op.
func (t *SymTable) Rename(sym *Operation, name string) error {
	old, ok := SymbolName(sym)
	if !ok || t.syms[old] != sym {
		return fmt.Errorf("symbol table has no symbol %q", old)
	}
	if old == name {
		return nil
	}
	if _, taken := t.syms[name]; taken {
		return fmt.Errorf("symbol %q already exists", name)
	}
	if err := ReplaceAllSymbolUses(sym, name, t.op); err != nil {
		return err
	}
	delete(t.syms, old)
	sym.SetAttr(SymbolNameAttr, String(sym.Context(), name))
	t.syms[name] = sym
	return nil
}

// LookupSymbolIn resolves ref starting in the symbol table op tableOp:
// the root in tableOp, each nested name in the previous result, which must
// itself be a symbol table.
func LookupSymbolIn(tableOp *Operation, ref *SymbolRefAttr) *Operation {
	cur := lookupNameIn(tableOp, ref.Root)
	for _, n := range ref.Nested {
		if cur == nil || !cur.HasTrait(SymbolTable) {
			return nil
		}
		cur = lookupNameIn(cur, n)
	}
	return cur
}

// LookupSymbolNameIn is LookupSymbolIn for a flat name.
func LookupSymbolNameIn(tableOp *Operation, name string) *Operation {
	return lookupNameIn(tableOp, name)
}

func lookupNameIn(tableOp *Operation, name string) *Operation {
	if len(tableOp.regions) == 0 || tableOp.regions[0].first == nil {
		return nil
	}
	for o := tableOp.regions[0].first.first; o != nil; o = o.next {
		if n, ok := SymbolName(o); ok && n == name {
			return o
		}
	}
	return nil
}

// LookupNearestSymbolFrom resolves ref in the symbol table nearest to from.
func LookupNearestSymbolFrom(from *Operation, ref *SymbolRefAttr) *Operation {
	t := NearestSymbolTable(from)
	if t == nil {
		return nil
	}
	return LookupSymbolIn(t, ref)
}

// SymbolTableCollection caches symbol tables for repeated lookups (symbol
// use verification, passes resolving many calls).
type SymbolTableCollection struct {
	tables map[*Operation]*SymTable
}

// NewSymbolTableCollection returns an empty cache.
func NewSymbolTableCollection() *SymbolTableCollection {
	return &SymbolTableCollection{tables: map[*Operation]*SymTable{}}
}

// Table returns the (cached) table of op.
func (c *SymbolTableCollection) Table(op *Operation) *SymTable {
	t, ok := c.tables[op]
	if !ok {
		t = NewSymTable(op)
		c.tables[op] = t
	}
	return t
}

// Invalidate drops the cached table of op.
func (c *SymbolTableCollection) Invalidate(op *Operation) { delete(c.tables, op) }

// LookupSymbolIn is the package function using cached tables.
func (c *SymbolTableCollection) LookupSymbolIn(tableOp *Operation, ref *SymbolRefAttr) *Operation {
	cur := c.Table(tableOp).Lookup(ref.Root)
	for _, n := range ref.Nested {
		if cur == nil || !cur.HasTrait(SymbolTable) {
			return nil
		}
		cur = c.Table(cur).Lookup(n)
	}
	return cur
}

// LookupNearestSymbolFrom is the package function using cached tables.
func (c *SymbolTableCollection) LookupNearestSymbolFrom(from *Operation, ref *SymbolRefAttr) *Operation {
	t := NearestSymbolTable(from)
	if t == nil {
		return nil
	}
	return c.LookupSymbolIn(t, ref)
}

// verifySymbolOp is the verifier of the Symbol trait (SymbolOpInterface).
func verifySymbolOp(op *Operation) *Diagnostic {
	// An optional symbol (builtin.module) may go unnamed.
	if ad := op.name.Def.AttrDef(SymbolNameAttr); ad != nil && ad.Optional && op.Attr(SymbolNameAttr) == nil {
		return nil
	}
	if _, ok := op.Attr(SymbolNameAttr).(*StringAttr); !ok {
		return op.Errorf("requires string attribute '%s'", SymbolNameAttr)
	}
	if vis := op.Attr(SymbolVisibilityAttr); vis != nil {
		s, ok := vis.(*StringAttr)
		if !ok {
			return op.Errorf("requires visibility attribute '%s' to be a string attribute, but got %s",
				SymbolVisibilityAttr, AttrString(vis))
		}
		if s.Value != "public" && s.Value != "private" && s.Value != "nested" {
			return op.Errorf("visibility expected to be one of [\"public\", \"private\", \"nested\"], but got %s",
				AttrString(vis))
		}
	}
	if isDeclaration(op) && SymbolVisibility(op) == Public {
		return op.Errorf("symbol declaration cannot have public visibility")
	}
	if p := op.ParentOp(); p != nil && p.IsRegistered() && !p.HasTrait(SymbolTable) {
		return op.Errorf("symbol's parent must have the SymbolTable trait")
	}
	return nil
}

// verifySymbolTable is the region verifier of the SymbolTable trait.
func verifySymbolTable(op *Operation) *Diagnostic {
	if len(op.regions) != 1 {
		return op.Errorf("Operations with a 'SymbolTable' must have exactly one region")
	}
	r := op.regions[0]
	if r.first == nil || r.first != r.last {
		return op.Errorf("Operations with a 'SymbolTable' must have exactly one block")
	}
	seen := map[string]*Operation{}
	for o := r.first.first; o != nil; o = o.next {
		name, ok := SymbolName(o)
		if !ok {
			continue
		}
		if first, dup := seen[name]; dup {
			d := opError(o, "redefinition of symbol named '"+name+"'")
			d.Notes = append(d.Notes, &Diagnostic{Severity: SevNote, Loc: first.loc,
				Msg: "see existing symbol definition here"})
			return d
		}
		seen[name] = o
	}
	// Verify the symbol users below, not entering nested symbol tables.
	tables := NewSymbolTableCollection()
	var failed *Diagnostic
	walkSymbolTable(op.regions, func(o *Operation) bool {
		if u := o.name.symbolUser; u != nil {
			if err := u.VerifySymbolUses(o, tables.LookupNearestSymbolFrom); err != nil {
				failed = asDiagnostic(o, err)
				return false
			}
		}
		return true
	})
	return failed
}

// walkSymbolTable visits the ops in regions without entering nested symbol
// tables (whose own op is visited); f returns false to stop.
func walkSymbolTable(regions []*Region, f func(*Operation) bool) bool {
	work := append([]*Region(nil), regions...)
	for len(work) > 0 {
		r := work[len(work)-1]
		work = work[:len(work)-1]
		for b := r.first; b != nil; b = b.next {
			for o := b.first; o != nil; o = o.next {
				if !f(o) {
					return false
				}
				if !o.HasTrait(SymbolTable) {
					work = append(work, o.regions...)
				}
			}
		}
	}
	return true
}

// SymbolUse is one reference to a symbol: the op holding it and the ref.
type SymbolUse struct {
	User *Operation
	Ref  *SymbolRefAttr
}

// walkAttrRefs calls f on every SymbolRefAttr in a, looking inside arrays
// and dictionaries.
func walkAttrRefs(a Attribute, f func(*SymbolRefAttr)) {
	switch a := a.(type) {
	case *SymbolRefAttr:
		f(a)
	case *ArrayAttr:
		for _, e := range a.Elems {
			walkAttrRefs(e, f)
		}
	case *DictAttr:
		for _, e := range a.Entries {
			walkAttrRefs(e.Value, f)
		}
	}
}

func opRefs(op *Operation, f func(*SymbolRefAttr)) {
	for _, a := range op.props {
		walkAttrRefs(a.Value, f)
	}
	for _, a := range op.attrs {
		walkAttrRefs(a.Value, f)
	}
}

// SymbolUses returns every symbol reference held by from or nested in it,
// without entering nested symbol tables (their own op's references count).
// ok is false when an unregistered op that may be a symbol table is in the
// way, so the uses cannot be known.
func SymbolUses(from *Operation) (uses []SymbolUse, ok bool) {
	if isPotentiallyUnknownSymbolTable(from) {
		return nil, false
	}
	collect := func(o *Operation) { opRefs(o, func(r *SymbolRefAttr) { uses = append(uses, SymbolUse{o, r}) }) }
	collect(from)
	if from.HasTrait(SymbolTable) {
		return uses, true
	}
	ok = walkSymbolTable(from.regions, func(o *Operation) bool {
		if isPotentiallyUnknownSymbolTable(o) {
			return false
		}
		collect(o)
		return true
	})
	if !ok {
		return nil, false
	}
	return uses, true
}

// symbolScope is a reference that names a symbol inside one region.
type symbolScope struct {
	ref    *SymbolRefAttr
	region *Region
}

// symbolScopes computes, as MLIR's collectSymbolScopes, how sym is spelled
// in each region of limit's nest: @sym in its own table, @table::@sym one
// table up, and so on while the enclosing tables are themselves symbols.
func symbolScopes(sym *Operation, limit *Operation) []symbolScope {
	c := sym.Context()
	name, ok := SymbolName(sym)
	if !ok {
		return nil
	}
	var scopes []symbolScope
	nested := []string{}
	root := name
	table := sym.ParentOp()
	for table != nil {
		ref := SymbolRef(c, root, nested...)
		if len(table.regions) > 0 {
			scopes = append(scopes, symbolScope{ref, table.regions[0]})
		}
		if table == limit || !limit.IsAncestorOf(table) {
			break
		}
		tname, isSym := SymbolName(table)
		if !table.HasTrait(SymbolTable) || !isSym {
			break
		}
		nested = append([]string{root}, nested...)
		root = tname
		table = table.ParentOp()
		if table == nil || !limit.IsAncestorOf(table) {
			break
		}
	}
	if !limit.IsAncestorOf(sym) {
		return nil
	}
	return scopes
}

// isRefPrefix reports whether sub names the same symbol as ref or one of the
// tables ref goes through (@a is a prefix of @a::@b).
func isRefPrefix(sub, ref *SymbolRefAttr) bool {
	if sub.Root != ref.Root || len(sub.Nested) > len(ref.Nested) {
		return false
	}
	for i, n := range sub.Nested {
		if ref.Nested[i] != n {
			return false
		}
	}
	return true
}

func walkScope(s symbolScope, f func(o *Operation) bool) bool {
	return walkSymbolTable([]*Region{s.region}, f)
}

// SymbolUsesOf returns the references to sym within from (sym's table or one
// of its ancestors), however they are spelled from each scope.
func SymbolUsesOf(sym, from *Operation) (uses []SymbolUse, ok bool) {
	for _, s := range symbolScopes(sym, from) {
		if !walkScope(s, func(o *Operation) bool {
			if isPotentiallyUnknownSymbolTable(o) {
				return false
			}
			opRefs(o, func(r *SymbolRefAttr) {
				if isRefPrefix(s.ref, r) {
					uses = append(uses, SymbolUse{o, r})
				}
			})
			return true
		}) {
			return nil, false
		}
	}
	return uses, true
}

// IsSymbolUnused reports whether sym is known to have no uses within from.
func IsSymbolUnused(sym, from *Operation) bool {
	uses, ok := SymbolUsesOf(sym, from)
	return ok && len(uses) == 0
}

// replaceRefs rebuilds a with every ref under prefix old re-rooted at new.
func replaceRefs(c *Context, a Attribute, old, new *SymbolRefAttr) (Attribute, bool) {
	switch x := a.(type) {
	case *SymbolRefAttr:
		if !isRefPrefix(old, x) {
			return a, false
		}
		rest := x.Nested[len(old.Nested):]
		return SymbolRef(c, new.Root, append(append([]string{}, new.Nested...), rest...)...), true
	case *ArrayAttr:
		changed := false
		elems := make([]Attribute, len(x.Elems))
		for i, e := range x.Elems {
			var ch bool
			elems[i], ch = replaceRefs(c, e, old, new)
			changed = changed || ch
		}
		if !changed {
			return a, false
		}
		return Array(c, elems), true
	case *DictAttr:
		changed := false
		es := make([]NamedAttr, len(x.Entries))
		for i, e := range x.Entries {
			v, ch := replaceRefs(c, e.Value, old, new)
			es[i] = NamedAttr{e.Name, v}
			changed = changed || ch
		}
		if !changed {
			return a, false
		}
		return Dict(c, es), true
	}
	return a, false
}

// ReplaceAllSymbolUses rewrites the references to sym within from so they
// name newName instead (the symbol itself is not renamed).
func ReplaceAllSymbolUses(sym *Operation, newName string, from *Operation) error {
	c := sym.Context()
	for _, s := range symbolScopes(sym, from) {
		// The new spelling replaces the leaf of the scope's reference.
		var nw *SymbolRefAttr
		if len(s.ref.Nested) == 0 {
			nw = SymbolRef(c, newName)
		} else {
			n := append(append([]string{}, s.ref.Nested[:len(s.ref.Nested)-1]...), newName)
			nw = SymbolRef(c, s.ref.Root, n...)
		}
		if !walkScope(s, func(o *Operation) bool {
			if isPotentiallyUnknownSymbolTable(o) {
				return false
			}
			for _, list := range [][]NamedAttr{o.props, o.attrs} {
				for i := range list {
					if v, ch := replaceRefs(c, list[i].Value, s.ref, nw); ch {
						list[i].Value = v
					}
				}
			}
			return true
		}) {
			return fmt.Errorf("cannot replace uses of symbol: an unregistered op may hold a symbol table")
		}
	}
	return nil
}
