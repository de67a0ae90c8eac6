package rewrite

import (
	"sort"
	"strings"
	"sync"

	"ncc/core"
)

// Canonicalization patterns are registered here by the dialects (which may
// import rewrite; rewrite never imports a dialect), keyed by op name, and
// collected by the canonicalize pass for the dialects loaded in a Context.
var canon struct {
	mu    sync.RWMutex
	byOp  map[string][]func() []*Pattern
	byDia map[string][]func() []*Pattern
}

// RegisterCanonical registers a function returning the canonicalization
// patterns of op (MLIR's Op::getCanonicalizationPatterns). Call it from a
// dialect's init; patterns of one op keep the order of registration.
func RegisterCanonical(op string, patterns func() []*Pattern) {
	canon.mu.Lock()
	defer canon.mu.Unlock()
	if canon.byOp == nil {
		canon.byOp = map[string][]func() []*Pattern{}
	}
	canon.byOp[op] = append(canon.byOp[op], patterns)
}

// RegisterDialectCanonical registers dialect-wide canonicalization
// patterns (MLIR's Dialect::getCanonicalizationPatterns).
func RegisterDialectCanonical(dialect string, patterns func() []*Pattern) {
	canon.mu.Lock()
	defer canon.mu.Unlock()
	if canon.byDia == nil {
		canon.byDia = map[string][]func() []*Pattern{}
	}
	canon.byDia[dialect] = append(canon.byDia[dialect], patterns)
}

// CanonicalPatterns collects the canonicalization patterns of every
// dialect loaded in ctx, in MLIR's order: dialect-wide patterns by dialect
// name, then each op's patterns by op name.
func CanonicalPatterns(ctx *core.Context) *PatternSet {
	canon.mu.RLock()
	defer canon.mu.RUnlock()
	set := &PatternSet{}
	loaded := map[string]bool{}
	for _, d := range ctx.Dialects() {
		loaded[d.Name] = true
		for _, f := range canon.byDia[d.Name] {
			set.Add(f()...)
		}
	}
	var ops []string
	for name := range canon.byOp {
		dialect, _, _ := strings.Cut(name, ".")
		if loaded[dialect] && ctx.LookupOp(name) != nil {
			ops = append(ops, name)
		}
	}
	sort.Strings(ops)
	for _, name := range ops {
		for _, f := range canon.byOp[name] {
			set.Add(f()...)
		}
	}
	return set
}
