package rewrite

import "ncc/core"

// ApplyPatternsWalk is the walk-once driver (MLIR's walkAndApplyPatterns):
// it visits every op nested in op once, in post-order, and applies the
// first matching pattern to it; ops created by patterns are not visited
// and nothing is folded. The visited op may be erased or replaced. It
// reports whether any pattern applied.
func ApplyPatternsWalk(op *core.Operation, patterns *FrozenPatternSet, l Listener) bool {
	w := &walkListener{inner: l, erased: map[*core.Operation]bool{}}
	rw := NewRewriter(op.Context(), w)
	changed := false
	for _, r := range op.Regions() {
		walkRegion(r, func(o *core.Operation) {
			if w.erased[o] {
				return
			}
			if patterns.apply(o, rw) != nil {
				changed = true
			}
		})
	}
	return changed
}

// walkRegion visits ops in post-order, reading the next op before visiting
// the current one so the current one may be erased.
func walkRegion(r *core.Region, f func(*core.Operation)) {
	for b := r.First(); b != nil; {
		nb := b.Next()
		for o := b.First(); o != nil; {
			next := o.Next()
			for _, nr := range o.Regions() {
				walkRegion(nr, f)
			}
			f(o)
			o = next
		}
		b = nb
	}
}

// walkListener remembers erased ops (so the walk skips them) and forwards
// to the caller's listener.
type walkListener struct {
	inner  Listener
	erased map[*core.Operation]bool
}

func (w *walkListener) OpInserted(op *core.Operation) {
	if w.inner != nil {
		w.inner.OpInserted(op)
	}
}
func (w *walkListener) OpModified(op *core.Operation) {
	if w.inner != nil {
		w.inner.OpModified(op)
	}
}
func (w *walkListener) OpReplaced(op *core.Operation, with []core.Value) {
	if w.inner != nil {
		w.inner.OpReplaced(op, with)
	}
}
func (w *walkListener) OpErased(op *core.Operation) {
	w.erased[op] = true
	if w.inner != nil {
		w.inner.OpErased(op)
	}
}
func (w *walkListener) BlockInserted(b *core.Block) {
	if w.inner != nil {
		w.inner.BlockInserted(b)
	}
}
func (w *walkListener) BlockErased(b *core.Block) {
	if w.inner != nil {
		w.inner.BlockErased(b)
	}
}
