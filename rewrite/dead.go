package rewrite

import "ncc/core"

// IsTriviallyDead reports whether op has no uses and would be trivially
// dead (MLIR's isOpTriviallyDead).
func IsTriviallyDead(op *core.Operation) bool {
	return op.UseEmpty() && WouldBeTriviallyDead(op)
}

// WouldBeTriviallyDead reports whether op could be erased if its results
// were unused: it is not a terminator (unregistered ops might be) nor a
// symbol, and it and, for RecursiveMemoryEffects ops, everything nested in
// it only read memory or allocate their own results.
func WouldBeTriviallyDead(op *core.Operation) bool {
	if !op.IsRegistered() || op.HasTrait(core.Terminator) || op.HasTrait(core.Symbol) {
		return false
	}
	stack := []*core.Operation{op}
	for len(stack) > 0 {
		o := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		recursive := o.HasTrait(core.RecursiveMemoryEffects)
		if recursive {
			for _, r := range o.Regions() {
				for b := r.First(); b != nil; b = b.Next() {
					for n := b.First(); n != nil; n = n.Next() {
						stack = append(stack, n)
					}
				}
			}
		}
		if o.HasTrait(core.NoMemoryEffect) {
			continue
		}
		if iface, ok := core.Iface[core.MemoryEffectsOp](o); ok {
			effs := iface.Effects(o)
			for _, e := range effs {
				if e.Kind == core.EffectRead {
					continue
				}
				if e.Kind == core.EffectAllocate && e.Value != nil && core.DefiningOp(e.Value) == o {
					continue
				}
				// An effect on a value this op allocates may be dropped.
				if e.Value != nil && allocates(effs, e.Value, o) {
					continue
				}
				return false
			}
			continue
		}
		if recursive {
			continue
		}
		return false
	}
	return true
}

func allocates(effs []core.MemoryEffect, v core.Value, op *core.Operation) bool {
	if core.DefiningOp(v) != op {
		return false
	}
	for _, e := range effs {
		if e.Kind == core.EffectAllocate && e.Value == v {
			return true
		}
	}
	return false
}
