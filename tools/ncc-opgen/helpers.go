package main

import "ncc/core"

// The functions in this file are copied verbatim into every generated file
// that calls them (see helperSource): they are written, compiled and tested
// here, once, instead of living in a string. Their names start with "opgen"
// so that they cannot clash with a dialect's own identifiers, which the
// generator checks.

// opgenSpan locates slot i among k slots of which only slot v is variable
// (v < 0: none), over n values, as core.SlotRanges does for definitions
// without segment sizes. ok is false when n values cannot fill the slots.
func opgenSpan(n, k, v, i int) (start, length int, ok bool) {
	fixed := k
	if v >= 0 {
		fixed--
	}
	if n < fixed || v < 0 && n != fixed {
		return 0, 0, false
	}
	switch {
	case v < 0 || i < v:
		return i, 1, true
	case i == v:
		return i, n - fixed, true
	default:
		return n - (k - i), 1, true
	}
}

// opgenOne returns the single value of a slot, or nil when it holds none
// (an absent optional slot) or more than one (operands that do not fit).
func opgenOne(vs []core.Value) core.Value {
	if len(vs) != 1 {
		return nil
	}
	return vs[0]
}

// opgenOperand returns operand slot i (Single or Optional) of a definition
// whose slots opgenSpan describes, or nil.
func opgenOperand(op *core.Operation, k, v, i int) core.Value {
	s, l, ok := opgenSpan(op.NumOperands(), k, v, i)
	if !ok || l != 1 {
		return nil
	}
	return op.Operand(s)
}

// opgenOperands returns the operands of variadic slot i, or nil when the
// operands do not fit the definition.
func opgenOperands(op *core.Operation, k, v, i int) []core.Value {
	s, l, ok := opgenSpan(op.NumOperands(), k, v, i)
	if !ok {
		return nil
	}
	vs := make([]core.Value, l)
	for j := range vs {
		vs[j] = op.Operand(s + j)
	}
	return vs
}

// opgenResult is opgenOperand for results.
func opgenResult(op *core.Operation, k, v, i int) core.Value {
	s, l, ok := opgenSpan(op.NumResults(), k, v, i)
	if !ok || l != 1 {
		return nil
	}
	return op.Result(s)
}

// opgenResults is opgenOperands for results.
func opgenResults(op *core.Operation, k, v, i int) []core.Value {
	s, l, ok := opgenSpan(op.NumResults(), k, v, i)
	if !ok {
		return nil
	}
	vs := make([]core.Value, l)
	for j := range vs {
		vs[j] = op.Result(s + j)
	}
	return vs
}

// opgenRegion returns region slot i, or nil when the op's regions do not
// fit the definition.
func opgenRegion(op *core.Operation, k, v, i int) *core.Region {
	s, l, ok := opgenSpan(op.NumRegions(), k, v, i)
	if !ok || l != 1 {
		return nil
	}
	return op.Region(s)
}

// opgenRegions returns the regions of variadic region slot i.
func opgenRegions(op *core.Operation, k, v, i int) []*core.Region {
	s, l, ok := opgenSpan(op.NumRegions(), k, v, i)
	if !ok {
		return nil
	}
	return op.Regions()[s : s+l : s+l]
}

// opgenSuccessor returns successor slot i, or nil.
func opgenSuccessor(op *core.Operation, k, v, i int) *core.Block {
	s, l, ok := opgenSpan(op.NumSuccessors(), k, v, i)
	if !ok || l != 1 {
		return nil
	}
	return op.Successor(s)
}

// opgenSuccessors returns the successors of variadic successor slot i.
func opgenSuccessors(op *core.Operation, k, v, i int) []*core.Block {
	s, l, ok := opgenSpan(op.NumSuccessors(), k, v, i)
	if !ok {
		return nil
	}
	bs := make([]*core.Block, l)
	for j := range bs {
		bs[j] = op.Successor(s + j)
	}
	return bs
}

// opgenAttr returns inherent attribute name, or the default its definition
// declares when it is absent (DefaultValuedOptionalAttr), as MLIR's getter
// does.
func opgenAttr(op *core.Operation, name string) core.Attribute {
	if a := op.Attr(name); a != nil {
		return a
	}
	if def := op.Def(); def != nil {
		if d := def.AttrDef(name); d != nil && d.Default != nil {
			return d.Default(op.Context())
		}
	}
	return nil
}

// opgenTyped returns a as a T, or T's zero value (nil) when a is absent or
// of another kind.
func opgenTyped[T core.Attribute](a core.Attribute) T {
	t, _ := a.(T)
	return t
}

// opgenAs wraps op as a T when it is a registered op called name.
func opgenAs[T ~struct{ *core.Operation }](op *core.Operation, name string) (T, bool) {
	if op == nil || !op.IsRegistered() || op.Name() != name {
		return T{}, false
	}
	return T{op}, true
}
