package rewrite

import (
	"fmt"
	"sort"

	"ncc/core"
)

// Pattern is one rewrite rule. Patterns change IR or say no: Rewrite
// returns true exactly when it changed the IR (through the Rewriter), and
// returns false without having touched anything when it does not apply. A
// pattern that reports success without a change makes the greedy driver
// loop to its iteration limit; the `test-convergence` check names it.
type Pattern struct {
	// Root is the op name the pattern matches ("arith.addi"); "" matches any op.
	Root string
	// Benefit orders patterns on the same op: higher first; equal benefits
	// keep the order they were added in.
	Benefit int
	// Name identifies the pattern in diagnostics and debug output.
	Name string
	// Labels are matched by canonicalize's disable-patterns and
	// enable-patterns options (MLIR uses the debug name and labels).
	Labels []string
	// Generated names the ops the pattern may create (documentation and
	// conversion legality analysis); optional.
	Generated []string
	// Rewrite matches op and, on a match, rewrites it and returns true.
	Rewrite func(op *core.Operation, r *Rewriter) bool
}

func (p *Pattern) String() string {
	if p.Name != "" {
		return p.Name
	}
	if p.Root != "" {
		return "pattern on " + p.Root
	}
	return "pattern on any op"
}

// hasLabel reports whether the pattern's name or one of its labels is l.
func (p *Pattern) hasLabel(l string) bool {
	if p.Name == l {
		return true
	}
	for _, x := range p.Labels {
		if x == l {
			return true
		}
	}
	return false
}

// PatternSet collects patterns before they are frozen.
type PatternSet struct {
	patterns []*Pattern
}

// Add appends patterns.
func (s *PatternSet) Add(ps ...*Pattern) *PatternSet {
	for _, p := range ps {
		if p.Rewrite == nil {
			panic(fmt.Sprintf("rewrite: pattern %s has no Rewrite function", p))
		}
		s.patterns = append(s.patterns, p)
	}
	return s
}

// Patterns returns the patterns in the order added.
func (s *PatternSet) Patterns() []*Pattern { return s.patterns }

// Len counts the patterns.
func (s *PatternSet) Len() int { return len(s.patterns) }

// FrozenPatternSet is an immutable, indexed pattern set: patterns by root
// op name, each list sorted by decreasing benefit (stable). It is safe for
// concurrent use by drivers running on different ops.
type FrozenPatternSet struct {
	byOp  map[string][]*Pattern
	anyOp []*Pattern
	n     int
}

// Freeze indexes s. disabled removes patterns whose name or a label is in
// it; a non-empty enabled keeps only patterns whose name or a label is in
// it (mlir-opt's disable-patterns / enable-patterns).
func (s *PatternSet) Freeze(disabled, enabled []string) *FrozenPatternSet {
	f := &FrozenPatternSet{byOp: map[string][]*Pattern{}}
	keep := func(p *Pattern) bool {
		for _, l := range disabled {
			if p.hasLabel(l) {
				return false
			}
		}
		if len(enabled) == 0 {
			return true
		}
		for _, l := range enabled {
			if p.hasLabel(l) {
				return true
			}
		}
		return false
	}
	for _, p := range s.patterns {
		if !keep(p) {
			continue
		}
		f.n++
		if p.Root == "" {
			f.anyOp = append(f.anyOp, p)
		} else {
			f.byOp[p.Root] = append(f.byOp[p.Root], p)
		}
	}
	byBenefit := func(ps []*Pattern) {
		sort.SliceStable(ps, func(i, j int) bool { return ps[i].Benefit > ps[j].Benefit })
	}
	for _, ps := range f.byOp {
		byBenefit(ps)
	}
	byBenefit(f.anyOp)
	return f
}

// Len counts the patterns kept.
func (f *FrozenPatternSet) Len() int { return f.n }

// Empty reports whether no pattern can ever apply.
func (f *FrozenPatternSet) Empty() bool { return f.n == 0 }

// apply tries the patterns for op in benefit order (op-specific and
// any-op patterns interleaved, op-specific first on ties, as MLIR's
// PatternApplicator does) and returns the pattern that succeeded, or nil.
// after, when set, runs after each successful rewrite (convergence check).
func (f *FrozenPatternSet) apply(op *core.Operation, r *Rewriter) *Pattern {
	ops := f.byOp[op.Name()]
	anys := f.anyOp
	i, j := 0, 0
	for i < len(ops) || j < len(anys) {
		var p *Pattern
		if i < len(ops) && (j >= len(anys) || ops[i].Benefit >= anys[j].Benefit) {
			p = ops[i]
			i++
		} else {
			p = anys[j]
			j++
		}
		r.SetInsertionPoint(op)
		if p.Rewrite(op, r) {
			return p
		}
	}
	return nil
}
