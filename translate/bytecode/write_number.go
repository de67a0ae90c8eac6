package bytecode

import (
	"strings"

	"ncc/core"
	"ncc/core/asm"
)

// number assigns every dialect, op name, attribute, type, value, block and
// resource of the IR under root its index, following MLIR's IRNumbering:
// a pre-order walk gives op IDs (for use-list orders) and finds which
// region-holding ops use no value from outside (those are written as
// isolated, their values numbered from zero); then root and each region
// are numbered; finally attributes, types and op names are ordered by
// reference count and grouped by dialect.
func (w *writer) number(root *core.Operation) {
	w.analyze(root)
	w.numberOp(root)
	type work struct {
		r     *core.Region
		first int
	}
	var stack []work
	push := func(op *core.Operation) {
		if op.NumRegions() == 0 {
			return
		}
		first := w.nextValue
		if w.isolated[op] {
			first = 0
		}
		for _, r := range op.Regions() {
			stack = append(stack, work{r, first})
		}
	}
	push(root)
	for len(stack) > 0 {
		it := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		w.nextValue = it.first
		w.numberRegion(it.r)
		for b := it.r.First(); b != nil; b = b.Next() {
			for op := b.First(); op != nil; op = op.Next() {
				push(op)
			}
		}
	}
	for i, d := range w.dialects {
		d.idx = i
	}
	sortByRefs(w.attrs, func(n *attrNum) int { return n.refs }, func(n *attrNum) int { return n.dialect.idx })
	sortByRefs(w.opNames, func(n *opNameNum) int { return n.refs }, func(n *opNameNum) int { return n.dialect.idx })
	sortByRefs(w.types, func(n *typeNum) int { return n.refs }, func(n *typeNum) int { return n.dialect.idx })
	for i, n := range w.attrs {
		n.idx = i
	}
	for i, n := range w.opNames {
		n.idx = i
	}
	for i, n := range w.types {
		n.idx = i
	}
	w.numberResources()
}

// analyze numbers ops in pre-order and decides which ops with regions are
// written as isolated from above: those with the trait, and those none of
// whose nested ops uses a value defined outside them.
func (w *writer) analyze(root *core.Operation) {
	type frame struct {
		op         *core.Operation
		unresolved bool
		captures   bool
	}
	var stack []*frame
	var id uint32
	var visit func(op *core.Operation)
	visit = func(op *core.Operation) {
		if n := len(stack); n > 0 && stack[n-1].unresolved {
			parent := op.ParentRegion()
			for _, v := range op.Operands() {
				vr := core.ParentRegion(v)
				if vr == parent {
					continue
				}
				var container *core.Operation
				if vr != nil {
					container = vr.ParentOp()
				}
				i := n - 1
				for i >= 0 && stack[i].unresolved && stack[i].op != container {
					i--
				}
				still := i >= 0 && stack[i].unresolved
				for _, f := range stack[i+1:] {
					f.unresolved = still
					f.captures = true
				}
			}
		}
		w.opIDs[op] = id
		id++
		if op.NumRegions() == 0 {
			return
		}
		trait := op.HasTrait(core.IsolatedFromAbove)
		f := &frame{op: op, unresolved: !trait}
		stack = append(stack, f)
		for _, r := range op.Regions() {
			for b := r.First(); b != nil; b = b.Next() {
				for o := b.First(); o != nil; o = o.Next() {
					visit(o)
				}
			}
		}
		stack = stack[:len(stack)-1]
		w.isolated[op] = trait || !f.captures
	}
	visit(root)
}

func (w *writer) numberRegion(r *core.Region) {
	if r.Empty() {
		return
	}
	first := w.nextValue
	n := 0
	var locs []*attrNum
	for b := r.First(); b != nil; b = b.Next() {
		w.blockIDs[b] = n
		n++
		for _, a := range b.Args() {
			w.args[a] = int32(w.nextValue)
			w.nextValue++
			w.numberAttr(argLoc(w.ctx, a))
			w.numberType(a.Type())
		}
		ops := 0
		for op := b.First(); op != nil; op = op.Next() {
			locs = append(locs, w.numberOp(op))
			ops++
		}
		w.blockOps[b] = ops
	}
	w.regions[r] = [2]int{n, w.nextValue - first}
	w.opLocs[r] = locs
}

func argLoc(ctx *core.Context, a *core.BlockArg) core.Location {
	if a.Loc == nil {
		return core.Unknown(ctx)
	}
	return a.Loc
}

// numberOp numbers op and returns its location's numbering.
func (w *writer) numberOp(op *core.Operation) *attrNum {
	on := op.OpName()
	n := w.opNameOf[on]
	if n != nil {
		n.refs++
	} else {
		dialect, short, ok := strings.Cut(op.Name(), ".")
		if !ok {
			short = ""
		}
		n = &opNameNum{name: on, dialect: w.dialect(dialect), short: short, refs: 1}
		if def := op.Def(); def != nil {
			if s := schemaOf(def); s.has {
				n.schema = s
			}
		}
		w.opNameOf[on] = n
		w.opNames = append(w.opNames, n)
	}
	for i := 0; i < op.NumResults(); i++ {
		r := op.Result(i)
		w.results[r] = int32(w.nextValue)
		w.nextValue++
		w.numberType(r.Type())
	}
	if d := w.opDict(op, n.schema); d != nil {
		w.numberAttr(d)
	}
	if w.version >= vNativeProperties {
		if s := n.schema; s != nil {
			if err := (&DialectWriter{w: w}).writeProps(op, s); err != nil {
				w.fail(op.Errorf("%v", err))
			}
		} else if p := propsDict(op); p != nil && op.Def() == nil {
			w.numberAttr(p)
		}
	}
	return w.numberAttr(op.Loc())
}

// opDict returns the attribute dictionary written with op, or nil when
// empty: before version 5, and for ops without properties (s nil), every
// attribute; otherwise the discardable ones.
func (w *writer) opDict(op *core.Operation, s *propSchema) *core.DictAttr {
	attrs := op.Attrs()
	if w.version < vNativeProperties || (op.Def() != nil && s == nil) {
		attrs = op.AllAttrs()
	}
	if len(attrs) == 0 {
		return nil
	}
	return core.Dict(w.ctx, attrs)
}

func (w *writer) dialect(name string) *dialectNum {
	if d := w.dialectOf[name]; d != nil {
		return d
	}
	d := &dialectNum{name: name, idx: len(w.dialects)}
	w.dialectOf[name] = d
	w.dialects = append(w.dialects, d)
	return d
}

func (w *writer) numberAttr(a core.Attribute) *attrNum {
	l, isLoc := a.(*core.FileLineColLoc)
	var n *attrNum
	if isLoc {
		n = w.locOf[l]
	} else {
		n = w.attrOf[a]
	}
	if n != nil {
		n.refs++
		return n
	}
	n = &attrNum{a: a, refs: 1}
	if isLoc {
		w.locOf[l] = n
	} else {
		w.attrOf[a] = n
	}
	w.attrs = append(w.attrs, n)
	name, builtin := attrDialect(a)
	if !builtin {
		n.text = asm.AttrString(a)
		if name == "" {
			name = textDialect(n.text)
		}
	}
	n.dialect = w.dialect(name)
	if _, opaque := a.(*core.OpaqueAttr); opaque {
		return n
	}
	if c := codecFor(name); c != nil && c.WriteAttribute(&DialectWriter{w: w}, a) {
		n.custom = true
		return n
	}
	if n.text == "" {
		n.text = asm.AttrString(a)
	}
	return n
}

func (w *writer) numberType(t core.Type) {
	if n := w.typeOf[t]; n != nil {
		n.refs++
		return
	}
	n := &typeNum{t: t, refs: 1}
	w.typeOf[t] = n
	w.types = append(w.types, n)
	name, builtin := typeDialect(t)
	if !builtin {
		n.text = asm.TypeString(t)
		if name == "" {
			name = textDialect(n.text)
		}
	}
	n.dialect = w.dialect(name)
	if _, opaque := t.(*core.OpaqueType); opaque {
		return
	}
	if c := codecFor(name); c != nil && c.WriteType(&DialectWriter{w: w}, t) {
		n.custom = true
		return
	}
	if n.text == "" {
		n.text = asm.TypeString(t)
	}
}

// attrDialect names the dialect of a core attribute ("builtin", or an
// opaque attribute's dialect); for others it returns "", false: the
// dialect is read off their text.
func attrDialect(a core.Attribute) (string, bool) {
	switch a := a.(type) {
	case *core.OpaqueAttr:
		return a.Dialect, false
	case *core.IntegerAttr, *core.FloatAttr, *core.StringAttr, *core.UnitAttr, *core.TypeAttr,
		*core.ArrayAttr, *core.DictAttr, *core.SymbolRefAttr, *core.DenseArrayAttr, *core.DenseAttr,
		*core.DenseStringAttr, *core.SparseAttr, *core.DenseResourceAttr, *core.StridedLayoutAttr,
		*core.DistinctAttr, *core.AffineMapAttr, *core.IntegerSetAttr, *core.AffineMap,
		*core.UnknownLoc, *core.FileLineColLoc, *core.NameLoc, *core.CallSiteLoc, *core.FusedLoc:
		return "builtin", true
	}
	return "", false
}

func typeDialect(t core.Type) (string, bool) {
	switch t := t.(type) {
	case *core.OpaqueType:
		return t.Dialect, false
	case *core.IntType, *core.IndexType, *core.NoneType, *core.FloatType, *core.ComplexType,
		*core.TensorType, *core.UnrankedTensorType, *core.VectorType, *core.MemRefType,
		*core.UnrankedMemRefType, *core.TupleType, *core.FunctionType:
		return "builtin", true
	}
	return "", false
}

// textDialect reads the dialect off a dialect attribute's or type's text:
// "#arith.overflow<none>" is arith's, "!foo<...>" foo's.
func textDialect(s string) string {
	if len(s) < 2 || (s[0] != '#' && s[0] != '!') {
		return "builtin"
	}
	s = s[1:]
	if i := strings.IndexAny(s, ".<"); i >= 0 {
		s = s[:i]
	}
	if s == "" {
		return "builtin"
	}
	return s
}

func (w *writer) numberResource(dialect, key string) {
	d := w.dialect(dialect)
	if d.resSeen == nil {
		d.resSeen = map[string]bool{}
	}
	if !d.resSeen[key] {
		d.resSeen[key] = true
		d.resources = append(d.resources, key)
	}
}

// numberResources numbers the referenced resources in the order the
// resource section lists them: per dialect, those with data, then the
// declarations (keys without data).
func (w *writer) numberResources() {
	next := 0
	for _, d := range w.dialects {
		with, without := w.splitResources(d)
		for _, k := range append(with, without...) {
			w.resIndex[resourceHandle{d.name, k}] = next
			next++
		}
	}
}

func (w *writer) splitResources(d *dialectNum) (with, without []string) {
	res := asm.ContextResources(w.ctx)
	for _, k := range d.resources {
		if v, ok := res.DialectResource(d.name, k); ok && isBlobText(v) {
			with = append(with, k)
		} else {
			without = append(without, k)
		}
	}
	return with, without
}
