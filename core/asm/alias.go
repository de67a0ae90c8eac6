package asm

import (
	"runtime"
	"sort"
	"strconv"
	"sync/atomic"

	"ncc/core"
)

// aliasEntry is one attribute or type visited while collecting aliases.
type aliasEntry struct {
	attr     core.Attribute
	typ      core.Type
	name     string // base alias name, "" if none
	final    string // name with its numeric suffix
	depth    int
	deferred bool
}

// aliasState decides which attributes and types print as #alias / !alias,
// following MLIR's AliasInitializer: every attribute and type of the IR is
// visited in print order (an op's location first, then its regions,
// operand and result types, then attributes); those a dialect names
// (builtin: locations "loc" with debug info, distinct "distinct", tuples of
// more than 16 types "tuple") get an alias; aliases are ordered by nesting
// depth (types first) and numbered per name in that order; location aliases
// used only by ops are printed after the top-level op.
type aliasState struct {
	entries []*aliasEntry
	attrIdx map[core.Attribute]int
	typeIdx map[core.Type]int
	attrMap map[core.Attribute]string
	typeMap map[core.Type]string
	order   []*aliasEntry // sorted aliased entries

	ctx       *core.Context
	dialects  []*core.Dialect
	debugInfo bool
}

// collectAliases decides the aliases of top's printed form; needed says
// whether anything would print as one (scanIR).
func collectAliases(top *core.Operation, opts PrintOptions, needed bool) *aliasState {
	s := &aliasState{
		attrIdx: map[core.Attribute]int{}, typeIdx: map[core.Type]int{},
		attrMap: map[core.Attribute]string{}, typeMap: map[core.Type]string{},
		ctx: opts.Context, debugInfo: opts.DebugInfo,
	}
	if !needed {
		return s
	}
	c := &printer{opts: opts, ctx: opts.Context, collect: s, names: newNameState(nil, opts.Generic, false)}
	c.defaultDialect = []string{"builtin"}
	c.visitOp(top)
	s.finish()
	return s
}

// scanIR counts the ops of top, itself included, and unless the form is
// local-scope reports whether anything in it would print as an alias: a
// quick walk in generic order, since only then must aliases be collected
// in exact print order (custom printers included), which numbering them
// requires. It walks the ops of top's blocks in chunks, in parallel for
// large blocks, each chunk with its own record of what it has seen.
func scanIR(top *core.Operation, opts PrintOptions) (ops int, alias bool) {
	scan := func(ops []*core.Operation, opts PrintOptions) (int, bool) {
		if opts.LocalScope {
			n := 0
			for _, op := range ops {
				n += countOps(op)
			}
			return n, false
		}
		s := &aliasState{
			attrIdx: map[core.Attribute]int{}, typeIdx: map[core.Type]int{},
			ctx: opts.Context, debugInfo: opts.DebugInfo,
		}
		c := &printer{opts: opts, ctx: opts.Context, collect: s, quick: true}
		for _, op := range ops {
			c.visitOp(op)
		}
		for _, e := range s.entries {
			if e.name != "" {
				return c.visited, true
			}
		}
		return c.visited, false
	}
	var body []*core.Operation
	if !opts.SkipRegions {
		for _, r := range top.Regions() {
			for b := r.First(); b != nil; b = b.Next() {
				for op := b.First(); op != nil; op = op.Next() {
					body = append(body, op)
				}
			}
		}
	}
	self := opts
	self.SkipRegions = true
	ops, alias = scan([]*core.Operation{top}, self)
	nChunks := min(len(body), 8*runtime.GOMAXPROCS(0))
	if len(body) < parallelCountMinSubs {
		nChunks = min(len(body), 1)
	}
	counts := make([]int, nChunks)
	var found atomic.Bool
	forEach(nChunks, true, func(i int) {
		n, a := scan(body[i*len(body)/nChunks:(i+1)*len(body)/nChunks], opts)
		counts[i] = n
		if a {
			found.Store(true)
		}
	})
	for _, n := range counts {
		ops += n
	}
	return ops, alias || found.Load()
}

// countOps counts op and the ops nested in it.
func countOps(op *core.Operation) int {
	n := 1
	for _, r := range op.Regions() {
		for b := r.First(); b != nil; b = b.Next() {
			for o := b.First(); o != nil; o = o.Next() {
				n += countOps(o)
			}
		}
	}
	return n
}

func (s *aliasState) finish() {
	for _, e := range s.entries {
		if e.name != "" {
			s.order = append(s.order, e)
		}
	}
	sort.SliceStable(s.order, func(i, j int) bool {
		a, b := s.order[i], s.order[j]
		if a.depth != b.depth {
			return a.depth < b.depth
		}
		if (a.typ != nil) != (b.typ != nil) {
			return a.typ != nil
		}
		return a.name < b.name
	})
	counts := map[string]int{}
	for _, e := range s.order {
		n := counts[e.name]
		counts[e.name] = n + 1
		e.final = e.name
		if n > 0 {
			e.final += strconv.Itoa(n)
		}
		if e.typ != nil {
			s.typeMap[e.typ] = e.final
		} else {
			s.attrMap[e.attr] = e.final
		}
	}
}

func (s *aliasState) attrAlias(a core.Attribute) (string, bool) {
	n, ok := s.attrMap[a]
	return n, ok
}

func (s *aliasState) typeAlias(t core.Type) (string, bool) {
	n, ok := s.typeMap[t]
	return n, ok
}

func (s *aliasState) aliasNameOf(v any) string {
	switch v := v.(type) {
	case core.Location:
		if s.debugInfo {
			return "loc"
		}
		return ""
	case *core.AffineMapAttr:
		return "map"
	case *core.IntegerSetAttr:
		return "set"
	case *core.DistinctAttr:
		if _, unit := v.Ref.(*core.UnitAttr); !unit {
			return "distinct"
		}
		return ""
	case *core.TupleType:
		if len(v.Types) > 16 {
			return "tuple"
		}
		return ""
	}
	if s.ctx != nil {
		if s.dialects == nil {
			s.dialects = s.ctx.Dialects()
		}
		for _, d := range s.dialects {
			// Builtin aliases are the cases above.
			if d.AliasName != nil && d.Name != "builtin" {
				if n := d.AliasName(v); n != "" {
					return sanitizeAlias(n)
				}
			}
		}
	}
	return ""
}

// sanitizeAlias keeps [A-Za-z0-9$_-] and avoids a trailing digit, as
// MLIR's alias sanitization does.
func sanitizeAlias(n string) string {
	b := []byte{}
	for i := 0; i < len(n); i++ {
		c := n[i]
		if isAlpha(c) || isDigit(c) || c == '$' || c == '_' || c == '-' {
			b = append(b, c)
		} else {
			b = append(b, '_')
		}
	}
	if len(b) > 0 && isDigit(b[len(b)-1]) {
		b = append(b, '_')
	}
	if len(b) > 0 && isDigit(b[0]) {
		b = append([]byte{'_'}, b...)
	}
	return string(b)
}

// visitAttr records a (and its parts) and returns its alias depth.
func (s *aliasState) visitAttr(a core.Attribute, deferred bool) int {
	if a == nil {
		return 0
	}
	if i, ok := s.attrIdx[a]; ok {
		e := s.entries[i]
		if !deferred {
			s.undefer(e)
		}
		return exportDepth(e)
	}
	e := &aliasEntry{attr: a, name: s.aliasNameOf(a), deferred: deferred}
	s.attrIdx[a] = len(s.entries)
	s.entries = append(s.entries, e)
	d := 0
	child := func(x int) { d = max(d, x) }
	switch a := a.(type) {
	case *core.ArrayAttr:
		for _, x := range a.Elems {
			child(s.visitAttr(x, deferred))
		}
	case *core.DictAttr:
		for _, x := range a.Entries {
			child(s.visitAttr(x.Value, deferred))
		}
	case *core.TypeAttr:
		child(s.visitType(a.Type, deferred))
	case *core.NameLoc:
		child(s.visitAttr(locAttr(a.Child), deferred))
	case *core.CallSiteLoc:
		child(s.visitAttr(a.Callee, deferred))
		child(s.visitAttr(a.Caller, deferred))
	case *core.FusedLoc:
		for _, x := range a.Locs {
			child(s.visitAttr(x, deferred))
		}
		child(s.visitAttr(a.Metadata, deferred))
	case *core.DistinctAttr:
		child(s.visitAttr(a.Ref, deferred))
	case core.TypedAttr:
		if t := a.AttrType(); t != nil {
			child(s.visitType(t, deferred))
		}
	}
	e.depth = d
	return exportDepth(e)
}

func locAttr(l core.Location) core.Attribute {
	if l == nil {
		return nil
	}
	return l
}

func exportDepth(e *aliasEntry) int {
	if e.name != "" {
		return e.depth + 1
	}
	return e.depth
}

func (s *aliasState) undefer(e *aliasEntry) {
	if !e.deferred {
		return
	}
	e.deferred = false
	// Parts of a non-deferred alias are needed at the top as well.
	switch a := e.attr.(type) {
	case *core.NameLoc:
		s.visitAttr(locAttr(a.Child), false)
	case *core.CallSiteLoc:
		s.visitAttr(a.Callee, false)
		s.visitAttr(a.Caller, false)
	case *core.FusedLoc:
		for _, x := range a.Locs {
			s.visitAttr(x, false)
		}
	}
}

func (s *aliasState) visitType(t core.Type, deferred bool) int {
	if t == nil {
		return 0
	}
	if i, ok := s.typeIdx[t]; ok {
		return exportDepth(s.entries[i])
	}
	e := &aliasEntry{typ: t, name: s.aliasNameOf(t)}
	s.typeIdx[t] = len(s.entries)
	s.entries = append(s.entries, e)
	d := 0
	child := func(x int) { d = max(d, x) }
	switch t := t.(type) {
	case *core.FunctionType:
		for _, x := range t.Inputs {
			child(s.visitType(x, deferred))
		}
		for _, x := range t.Results {
			child(s.visitType(x, deferred))
		}
	case *core.TensorType:
		child(s.visitType(t.Elem, deferred))
		child(s.visitAttr(t.Encoding, deferred))
	case *core.MemRefType:
		child(s.visitType(t.Elem, deferred))
		child(s.visitAttr(t.Layout, deferred))
		child(s.visitAttr(t.MemorySpace, deferred))
	case *core.UnrankedMemRefType:
		child(s.visitType(t.Elem, deferred))
		child(s.visitAttr(t.MemorySpace, deferred))
	case core.ShapedType:
		child(s.visitType(t.ElementType(), deferred))
	case *core.ComplexType:
		child(s.visitType(t.Elem, deferred))
	case *core.TupleType:
		for _, x := range t.Types {
			child(s.visitType(x, deferred))
		}
	}
	e.depth = d
	return exportDepth(e)
}

// visitOp walks op in the alias initializer's order.
func (c *printer) visitOp(op *core.Operation) {
	s := c.collect
	c.visited++
	if c.opts.DebugInfo {
		s.visitAttr(op.Loc(), true)
	}
	if !c.opts.Generic && !c.quick {
		if def := op.Def(); def != nil && (def.Print != nil || def.Format != "") {
			c.printCustom(op, def)
			return
		}
	}
	if !c.opts.SkipRegions {
		for _, r := range op.Regions() {
			c.visitRegion(r)
		}
	}
	for i := 0; i < op.NumOperands(); i++ {
		s.visitType(op.Operand(i).Type(), false)
	}
	for i := 0; i < op.NumResults(); i++ {
		s.visitType(op.Result(i).Type(), false)
	}
	if c.quick {
		for _, a := range op.Props() {
			s.visitAttr(a.Value, false)
		}
		for _, a := range op.Attrs() {
			s.visitAttr(a.Value, false)
		}
		return
	}
	for _, a := range op.AllAttrs() {
		s.visitAttr(a.Value, false)
	}
}

func (c *printer) visitRegion(r *core.Region) {
	for b := r.First(); b != nil; b = b.Next() {
		for _, a := range b.Args() {
			c.collect.visitType(a.Type(), false)
			if c.opts.DebugInfo && a.Loc != nil {
				c.collect.visitAttr(a.Loc, false)
			}
		}
		for op := b.First(); op != nil; op = op.Next() {
			c.visitOp(op)
		}
	}
}

// visitPrintedRegion is visitRegion for a region a custom printer prints
// (DummyAliasOperationPrinter::printRegion): the entry block's arguments
// count only when they are printed, and its terminator only when it is.
func (c *printer) visitPrintedRegion(r *core.Region, entryArgs, terminators bool) {
	for b := r.First(); b != nil; b = b.Next() {
		entry := b == r.First()
		if !entry || entryArgs {
			for _, a := range b.Args() {
				c.collect.visitType(a.Type(), false)
				if c.opts.DebugInfo && a.Loc != nil {
					c.collect.visitAttr(a.Loc, false)
				}
			}
		}
		last := b.Last()
		skipLast := entry && !terminators && last != nil && last.HasTrait(core.Terminator)
		for op := b.First(); op != nil; op = op.Next() {
			if skipLast && op == last {
				break
			}
			c.visitOp(op)
		}
	}
}

// printAliases prints the alias definitions that are (not) deferred.
func (pr *printer) printAliases(deferred bool) {
	for _, e := range pr.aliases.order {
		if e.typ == nil && e.deferred != deferred {
			continue
		}
		if e.typ != nil && deferred {
			continue
		}
		if e.typ != nil {
			pr.wb('!')
			pr.ws(e.final)
			pr.ws(" = ")
			pr.printTypeImpl(e.typ)
		} else {
			pr.wb('#')
			pr.ws(e.final)
			pr.ws(" = ")
			pr.printAttrImpl(e.attr, elideNever)
		}
		pr.newline()
	}
}

func (pr *printer) noteResource(handle string) {
	if pr.collect != nil {
		return
	}
	if pr.resSeen == nil {
		pr.resSeen = map[string]bool{}
	}
	if !pr.resSeen[handle] {
		pr.resSeen[handle] = true
		pr.resources = append(pr.resources, handle)
	}
}

// printResources re-emits the builtin blobs of printed dense_resource
// attributes in the `{-# dialect_resources: ... #-}` section.
func (pr *printer) printResources() {
	if len(pr.resources) == 0 || pr.ctx == nil {
		return
	}
	res := ContextResources(pr.ctx)
	var keys, vals []string
	for _, h := range pr.resources {
		if v, ok := res.lookup("builtin", h); ok {
			keys = append(keys, h)
			vals = append(vals, v)
		}
	}
	if len(keys) == 0 {
		return
	}
	pr.newline()
	pr.ws("{-#")
	pr.newline()
	pr.ws("  dialect_resources: {")
	pr.newline()
	pr.ws("    builtin: {")
	pr.newline()
	for i, k := range keys {
		pr.ws("      ")
		pr.printKeywordOrString(k)
		pr.ws(": ")
		pr.ws(vals[i])
		if i+1 < len(keys) {
			pr.wb(',')
		}
		pr.newline()
	}
	pr.ws("    }")
	pr.newline()
	pr.ws("  }")
	pr.newline()
	pr.ws("#-}")
	pr.newline()
}
