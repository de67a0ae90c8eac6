package convert

import (
	"fmt"
	"sort"
	"strings"

	"ncc/core"
	"ncc/rewrite"
)

// Pattern is a conversion pattern: like rewrite.Pattern, but Rewrite gets
// the op's operands already converted (the Adaptor). Conversion is
// one-shot: a pattern decides everything before it touches the IR and, once
// it has changed anything, must return true. The driver checks this and
// reports a pattern that returns false after a change as a bug; there is no
// rollback.
type Pattern struct {
	Root    string // op name; "" for any op
	Benefit int
	Name    string
	Rewrite func(op *core.Operation, a Adaptor, r *Rewriter) bool
}

// Adaptor holds an op's operands as the pattern should use them: mapped to
// their replacements and, with a type converter, to legal types. It is
// valid only during the Rewrite call it is given to: the driver reuses the
// Operands slice for the next op, so a pattern that keeps it must copy it.
type Adaptor struct {
	// Operands has one value per original operand (for 1:N conversions,
	// the first of the group).
	Operands []core.Value
	// groups holds the full replacement of operands converted 1:N (or
	// through a cast); nil when every operand maps 1:1.
	groups [][]core.Value
}

// Group returns the full replacement of operand i (several values for a
// 1:N conversion).
func (a Adaptor) Group(i int) []core.Value {
	if a.groups != nil && a.groups[i] != nil {
		return a.groups[i]
	}
	return a.Operands[i : i+1]
}

// Rewriter is the rewriter conversion patterns use: a rewrite.Rewriter
// whose ReplaceOp bridges type changes with materializations.
type Rewriter struct {
	*rewrite.Rewriter
	Types *TypeConverter // may be nil
	d     *driver
}

// ReplaceOp replaces op's results with vals (one per result); a value of
// another type than the result it replaces is recorded as its converted
// form and old users get a source materialization.
func (r *Rewriter) ReplaceOp(op *core.Operation, vals []core.Value) {
	same := len(vals) == op.NumResults()
	for i := 0; same && i < len(vals); i++ {
		same = vals[i].Type() == op.Result(i).Type()
	}
	if same {
		r.Rewriter.ReplaceOp(op, vals)
		return
	}
	groups := make([][]core.Value, len(vals))
	for i, v := range vals {
		groups[i] = []core.Value{v}
	}
	r.ReplaceOpWithMultiple(op, groups)
}

// ReplaceOpWithOp replaces op with the results of newOp.
func (r *Rewriter) ReplaceOpWithOp(op, newOp *core.Operation) { r.ReplaceOp(op, newOp.Results()) }

// ReplaceOpWithMultiple replaces each result of op with a group of values
// (1:N conversion).
func (r *Rewriter) ReplaceOpWithMultiple(op *core.Operation, groups [][]core.Value) {
	repl := make([]core.Value, op.NumResults())
	for i, g := range groups {
		res := op.Result(i)
		if len(g) == 1 && g[0].Type() == res.Type() {
			repl[i] = g[0]
			continue
		}
		if !core.HasUses(res) {
			repl[i] = nil
			continue
		}
		repl[i] = r.d.materialize(g, res.Type(), op.Loc())
	}
	for i := range repl {
		if repl[i] == nil {
			continue
		}
		r.Rewriter.ReplaceAllUsesWith(op.Result(i), repl[i])
	}
	r.Rewriter.EraseOp(op)
}

// ConvertRegionTypes converts the argument types of every block in region
// (signature conversion): arguments whose type converts are replaced by
// the converted ones, with a source materialization for existing uses. It
// reports false when a type has no conversion.
func (r *Rewriter) ConvertRegionTypes(region *core.Region) bool {
	if r.Types == nil {
		return true
	}
	for b := region.First(); b != nil; b = b.Next() {
		for i := b.NumArgs() - 1; i >= 0; i-- {
			a := b.Arg(i)
			ts, ok := r.Types.Convert(a.Type())
			if !ok {
				return false
			}
			if len(ts) == 1 && ts[0] == a.Type() {
				continue
			}
			news := make([]core.Value, len(ts))
			for k, t := range ts {
				news[k] = b.InsertArg(i+1+k, t, a.Loc)
			}
			if core.HasUses(a) {
				save, before := r.InsertionPoint()
				r.SetInsertionPointToStart(b)
				old := r.d.materialize(news, a.Type(), a.Loc)
				r.RestoreInsertionPoint(save, before)
				r.Rewriter.ReplaceAllUsesWith(a, old)
			}
			b.EraseArg(i)
		}
	}
	return true
}

// Mode is how strict a conversion is.
type Mode uint8

const (
	// Partial converts what it can; only explicitly illegal ops that remain
	// are errors.
	Partial Mode = iota
	// Full requires every op to be legal afterwards.
	Full
	// Analysis converts a clone and reports which ops could be legalized.
	Analysis
)

// PatternSet indexes conversion patterns by root, by decreasing benefit.
type PatternSet struct {
	byOp  map[string][]*Pattern
	anyOp []*Pattern
}

// NewPatternSet indexes ps.
func NewPatternSet(ps ...*Pattern) *PatternSet {
	s := &PatternSet{byOp: map[string][]*Pattern{}}
	for _, p := range ps {
		if p.Root == "" {
			s.anyOp = append(s.anyOp, p)
		} else {
			s.byOp[p.Root] = append(s.byOp[p.Root], p)
		}
	}
	for _, l := range s.byOp {
		sort.SliceStable(l, func(i, j int) bool { return l[i].Benefit > l[j].Benefit })
	}
	sort.SliceStable(s.anyOp, func(i, j int) bool { return s.anyOp[i].Benefit > s.anyOp[j].Benefit })
	return s
}

func (s *PatternSet) forOp(name string) []*Pattern {
	ops := s.byOp[name]
	if len(s.anyOp) == 0 {
		return ops
	}
	all := append(append([]*Pattern{}, ops...), s.anyOp...)
	sort.SliceStable(all, func(i, j int) bool { return all[i].Benefit > all[j].Benefit })
	return all
}

// Apply converts the ops nested in root (not root itself) with patterns
// until they are legal for target. In Analysis mode root is left
// untouched and the ops that could be legalized are returned.
func Apply(root *core.Operation, target *Target, patterns *PatternSet, tc *TypeConverter, mode Mode) ([]*core.Operation, error) {
	if mode == Analysis {
		return analyze(root, target, patterns, tc)
	}
	d := newDriver(root.Context(), target, patterns, tc, mode)
	err := d.run(root)
	return nil, err
}

// ApplyPartial is Apply in Partial mode.
func ApplyPartial(root *core.Operation, target *Target, patterns *PatternSet, tc *TypeConverter) error {
	_, err := Apply(root, target, patterns, tc, Partial)
	return err
}

// ApplyFull is Apply in Full mode.
func ApplyFull(root *core.Operation, target *Target, patterns *PatternSet, tc *TypeConverter) error {
	_, err := Apply(root, target, patterns, tc, Full)
	return err
}

func analyze(root *core.Operation, target *Target, patterns *PatternSet, tc *TypeConverter) ([]*core.Operation, error) {
	var orig []*core.Operation
	root.Walk(core.PreOrder, func(o *core.Operation) core.WalkResult { orig = append(orig, o); return core.Advance })
	clone := root.Clone(nil)
	var cl []*core.Operation
	clone.Walk(core.PreOrder, func(o *core.Operation) core.WalkResult { cl = append(cl, o); return core.Advance })
	idx := make(map[*core.Operation]int, len(cl))
	for i, o := range cl {
		idx[o] = i
	}
	d := newDriver(root.Context(), target, patterns, tc, Partial)
	d.legalized = map[*core.Operation]bool{}
	err := d.run(clone)
	var out []*core.Operation
	for o := range d.legalized {
		if i, ok := idx[o]; ok && i > 0 {
			out = append(out, orig[i])
		}
	}
	sort.Slice(out, func(i, j int) bool { return idxOf(orig, out[i]) < idxOf(orig, out[j]) })
	clone.DropAllReferences()
	return out, err
}

func idxOf(ops []*core.Operation, op *core.Operation) int {
	for i, o := range ops {
		if o == op {
			return i
		}
	}
	return -1
}

// driver is one conversion run; it listens to the rewriter to see what
// patterns create and erase.
type driver struct {
	rewrite.NopListener
	target    *Target
	patterns  *PatternSet
	mode      Mode
	rw        *Rewriter
	casts     map[*core.Operation]bool // source materializations the driver created
	tcasts    map[*core.Operation]bool // target materializations (adaptor operands)
	created   []*core.Operation
	changes   int
	legalized map[*core.Operation]bool // analysis mode
	castName  *core.OpName
	// info caches what the target and pattern set say per op name, so
	// the per-op work is one pointer-keyed lookup.
	info map[*core.OpName]*opInfo
	// operands backs the adaptor's Operands, reused from op to op.
	operands []core.Value
}

// opInfo is the driver's per-op-name cache.
type opInfo struct {
	rule      rule
	hasRule   bool
	recursive func(*core.Operation) bool // nil: not recursively legal
	patterns  []*Pattern
}

func (d *driver) infoFor(op *core.Operation) *opInfo {
	n := op.OpName()
	if in := d.info[n]; in != nil {
		return in
	}
	in := &opInfo{patterns: d.patterns.forOp(n.Name), recursive: d.target.recursive[n.Name]}
	in.rule, in.hasRule = d.target.ruleFor(n.Name)
	d.info[n] = in
	return in
}

func (d *driver) legality(op *core.Operation, in *opInfo) Legality {
	return d.target.verdict(in.rule, in.hasRule, op)
}

func newDriver(ctx *core.Context, target *Target, patterns *PatternSet, tc *TypeConverter, mode Mode) *driver {
	d := &driver{target: target, patterns: patterns, mode: mode,
		casts: map[*core.Operation]bool{}, tcasts: map[*core.Operation]bool{},
		info: map[*core.OpName]*opInfo{}}
	d.rw = &Rewriter{Rewriter: rewrite.NewRewriter(ctx, d), Types: tc, d: d}
	return d
}

func (d *driver) OpInserted(op *core.Operation) {
	d.changes++
	d.created = append(d.created, op)
}
func (d *driver) OpModified(*core.Operation)  { d.changes++ }
func (d *driver) OpErased(op *core.Operation) { d.changes++ }

// gone reports whether op was erased (erased ops are detached).
func gone(op *core.Operation) bool          { return op.ParentBlock() == nil }
func (d *driver) BlockInserted(*core.Block) { d.changes++ }
func (d *driver) BlockErased(*core.Block)   { d.changes++ }

// materialize builds builtin.unrealized_conversion_cast(vals) : t at the
// rewriter's insertion point.
func (d *driver) materialize(vals []core.Value, t core.Type, loc core.Location) core.Value {
	if d.castName == nil {
		n, err := d.rw.Ctx.OpName("builtin.unrealized_conversion_cast")
		if err != nil {
			panic("convert: builtin dialect not loaded: " + err.Error())
		}
		d.castName = n
	}
	c := d.rw.Create(&core.OpState{Ctx: d.rw.Ctx, Name: d.castName, Loc: loc, Operands: vals, ResultTypes: []core.Type{t}})
	d.casts[c] = true
	return c.Result(0)
}

// adaptor maps op's operands through materializations and the type
// converter.
func (d *driver) adaptor(op *core.Operation) Adaptor {
	n := op.NumOperands()
	if cap(d.operands) < n {
		d.operands = make([]core.Value, n, 2*n)
	}
	a := Adaptor{Operands: d.operands[:n]}
	setGroup := func(i int, g []core.Value) {
		if a.groups == nil {
			a.groups = make([][]core.Value, n)
		}
		a.groups[i] = g
	}
	for i := 0; i < n; i++ {
		v := op.Operand(i)
		if c := core.DefiningOp(v); c != nil && d.casts[c] {
			g := c.Operands()
			a.Operands[i] = g[0]
			setGroup(i, g)
			continue
		}
		if tc := d.rw.Types; tc != nil {
			if ts, ok := tc.Convert(v.Type()); ok && !(len(ts) == 1 && ts[0] == v.Type()) && len(ts) > 0 {
				d.rw.SetInsertionPoint(op)
				c := d.rw.Create(&core.OpState{Ctx: d.rw.Ctx, Name: d.castOpName(), Loc: op.Loc(), Operands: []core.Value{v}, ResultTypes: ts})
				d.tcasts[c] = true
				g := c.Results()
				a.Operands[i] = g[0]
				setGroup(i, g)
				continue
			}
		}
		a.Operands[i] = v
	}
	return a
}

func (d *driver) castOpName() *core.OpName {
	if d.castName == nil {
		d.castName, _ = d.rw.Ctx.OpName("builtin.unrealized_conversion_cast")
	}
	return d.castName
}

func (d *driver) run(root *core.Operation) error {
	var work []*core.Operation
	for _, r := range root.Regions() {
		d.collect(r, &work)
	}
	var diags core.Diagnostics
	for i := 0; i < len(work); i++ {
		op := work[i]
		if gone(op) {
			continue
		}
		if err := d.legalize(op, &work, &diags); err != nil {
			return err
		}
	}
	d.cleanup()
	if len(diags) > 0 {
		return diags
	}
	return nil
}

// collect lists ops in pre-order, not entering recursively legal ops.
func (d *driver) collect(r *core.Region, work *[]*core.Operation) {
	for b := r.First(); b != nil; b = b.Next() {
		for o := b.First(); o != nil; o = o.Next() {
			*work = append(*work, o)
			if in := d.infoFor(o); in.recursive != nil && d.legality(o, in) == Legal && in.recursive(o) {
				continue
			}
			for _, nr := range o.Regions() {
				d.collect(nr, work)
			}
		}
	}
}

func (d *driver) legalize(op *core.Operation, work *[]*core.Operation, diags *core.Diagnostics) error {
	in := d.infoFor(op)
	leg := d.legality(op, in)
	if leg == Legal || d.casts[op] || d.tcasts[op] {
		if d.legalized != nil {
			d.legalized[op] = true
		}
		return nil
	}
	ps := in.patterns
	for _, p := range ps {
		d.created = d.created[:0]
		before := d.changes
		d.rw.SetInsertionPoint(op)
		a := d.adaptor(op)
		adaptorChanges := d.changes
		ok := p.Rewrite(op, a, d.rw)
		if !ok {
			if d.changes != adaptorChanges {
				return fmt.Errorf("conversion pattern %s failed after modifying IR (root '%s'); conversion is one-shot: a pattern must not fail once it has changed IR", p, op.Name())
			}
			// Drop target materializations made for this attempt.
			for _, c := range d.created {
				if !gone(c) && c.UseEmpty() {
					d.rw.EraseOp(c)
				}
			}
			d.changes = before
			continue
		}
		if d.legalized != nil {
			d.legalized[op] = true
		}
		// Legalize what the pattern created (casts are legal). Ops the
		// target statically calls legal would be skipped when popped; not
		// queueing them keeps the work list from doubling in a 1:1
		// conversion.
		for _, c := range d.created {
			if gone(c) || d.casts[c] || d.tcasts[c] {
				continue
			}
			if in := d.infoFor(c); in.hasRule && in.rule.act == legal {
				if d.legalized != nil {
					d.legalized[c] = true
				}
				continue
			}
			*work = append(*work, c)
		}
		return nil
	}
	tried := make([]string, len(ps))
	for i, p := range ps {
		tried[i] = p.String()
	}
	switch {
	case leg == Illegal:
		*diags = append(*diags, legalizeError(op, "failed to legalize operation '%s' that was explicitly marked illegal", tried))
	case d.mode == Full:
		*diags = append(*diags, legalizeError(op, "failed to legalize operation '%s'", tried))
	}
	return nil
}

func legalizeError(op *core.Operation, format string, tried []string) *core.Diagnostic {
	d := core.Errorf(op.Loc(), format, op.Name())
	d.Op = op
	if len(tried) == 0 {
		d.Note(op.Loc(), "no conversion pattern matches '%s'", op.Name())
	} else {
		d.Note(op.Loc(), "tried patterns: %s", strings.Join(tried, ", "))
	}
	return d
}

// cleanup erases materializations nobody uses any more (users converted).
func (d *driver) cleanup() {
	var cs []*core.Operation
	for _, m := range []map[*core.Operation]bool{d.casts, d.tcasts} {
		for c := range m {
			if !gone(c) {
				cs = append(cs, c)
			}
		}
	}
	for changed := true; changed; {
		changed = false
		for _, c := range cs {
			if !gone(c) && c.UseEmpty() {
				c.Erase()
				changed = true
			}
		}
	}
}

func (p *Pattern) String() string {
	if p.Name != "" {
		return p.Name
	}
	return "pattern on " + p.Root
}
