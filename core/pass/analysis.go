package pass

import (
	"reflect"
	"strings"
	"sync"

	"ncc/core"
)

// Key identifies an analysis: the Go type of its value.
type Key = reflect.Type

// KeyOf returns the key of analyses of type T.
func KeyOf[T any]() Key { return reflect.TypeFor[T]() }

// Invalidator is implemented by analyses that decide themselves whether a
// pass invalidated them (MLIR's isInvalidated hook), e.g. because the
// analyses they depend on were preserved.
type Invalidator interface {
	IsInvalidated(p *Preserved) bool
}

// Preserved is the set of analyses a pass kept valid.
type Preserved struct {
	all  bool
	keys map[Key]bool
}

// IsAll reports whether every analysis is preserved.
func (p *Preserved) IsAll() bool { return p.all }

// Has reports whether analyses of key k are preserved.
func (p *Preserved) Has(k Key) bool { return p.all || p.keys[k] }

func (p *Preserved) add(k Key) {
	if p.keys == nil {
		p.keys = map[Key]bool{}
	}
	p.keys[k] = true
}

// AnalysisManager caches analyses of one op and, nested, of the ops below
// it. Analyses are computed on demand and dropped after a pass that did not
// preserve them.
type AnalysisManager struct {
	op     *core.Operation
	parent *AnalysisManager
	cur    *State // the pass running on op, for analysis hooks; nil outside runs

	mu       sync.Mutex
	cache    map[Key]any
	children map[*core.Operation]*AnalysisManager
}

// NewAnalysisManager returns an empty manager for op.
func NewAnalysisManager(op *core.Operation) *AnalysisManager {
	return &AnalysisManager{op: op}
}

// Op returns the op the manager caches analyses for.
func (am *AnalysisManager) Op() *core.Operation { return am.op }

// Nest returns the manager of child, an op nested (at any depth) in am's op.
func (am *AnalysisManager) Nest(child *core.Operation) *AnalysisManager {
	if child == am.op {
		return am
	}
	// Walk up to the direct child of am.op so the tree mirrors the IR.
	parent := child.ParentOp()
	owner := am
	if parent != nil && parent != am.op {
		owner = am.Nest(parent)
	}
	owner.mu.Lock()
	defer owner.mu.Unlock()
	if owner.children == nil {
		owner.children = map[*core.Operation]*AnalysisManager{}
	}
	c := owner.children[child]
	if c == nil {
		c = &AnalysisManager{op: child, parent: owner}
		owner.children[child] = c
	}
	return c
}

// Get returns the analysis of type T for am's op, computing it with build
// the first time (MLIR's getAnalysis<T>()).
func Get[T any](am *AnalysisManager, build func(op *core.Operation) T) T {
	k := KeyOf[T]()
	am.mu.Lock()
	if v, ok := am.cache[k]; ok {
		am.mu.Unlock()
		return v.(T)
	}
	am.mu.Unlock()
	var v T
	if st := am.running(); st != nil {
		name := analysisName(k)
		st.ex.beforeAnalysis(st, name)
		v = build(am.op)
		st.ex.afterAnalysis(st, name)
	} else {
		v = build(am.op)
	}
	am.mu.Lock()
	defer am.mu.Unlock()
	if am.cache == nil {
		am.cache = map[Key]any{}
	}
	if old, ok := am.cache[k]; ok {
		return old.(T)
	}
	am.cache[k] = v
	return v
}

// running returns the State of the innermost pass running on am's op or
// an enclosing one.
func (am *AnalysisManager) running() *State {
	for a := am; a != nil; a = a.parent {
		if a.cur != nil {
			return a.cur
		}
	}
	return nil
}

// Cached returns the analysis of type T if it is cached for am's op.
func Cached[T any](am *AnalysisManager) (T, bool) {
	am.mu.Lock()
	defer am.mu.Unlock()
	v, ok := am.cache[KeyOf[T]()]
	if !ok {
		var zero T
		return zero, false
	}
	return v.(T), true
}

// CachedParent returns the analysis of type T cached for the nearest
// enclosing op that has one (MLIR's getCachedParentAnalysis).
func CachedParent[T any](am *AnalysisManager) (T, bool) {
	for p := am.parent; p != nil; p = p.parent {
		if v, ok := Cached[T](p); ok {
			return v, true
		}
	}
	var zero T
	return zero, false
}

// Invalidate drops every analysis of am's op and its children that p does
// not preserve.
func (am *AnalysisManager) Invalidate(p *Preserved) {
	if p.IsAll() {
		return
	}
	am.mu.Lock()
	for k, v := range am.cache {
		drop := !p.Has(k)
		if inv, ok := v.(Invalidator); ok {
			drop = inv.IsInvalidated(p)
		}
		if drop {
			delete(am.cache, k)
		}
	}
	children := am.children
	if len(p.keys) == 0 {
		am.children = nil
	}
	am.mu.Unlock()
	if len(p.keys) > 0 {
		for _, c := range children {
			c.Invalidate(p)
		}
	}
}

// analysisName is the short type name shown in timing reports: "(A) DominanceInfo".
func analysisName(k Key) string {
	for k.Kind() == reflect.Pointer {
		k = k.Elem()
	}
	n := k.Name()
	if i := strings.IndexByte(n, '['); i >= 0 {
		n = n[:i]
	}
	if n == "" {
		return k.String()
	}
	return n
}
