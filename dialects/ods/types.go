package ods

import "ncc/core"

// Element predicates.

func isSignlessInt(t core.Type) bool {
	it, ok := t.(*core.IntType)
	return ok && it.Sign == core.Signless
}

func isSignlessIntOrIndex(t core.Type) bool {
	_, idx := t.(*core.IndexType)
	return idx || isSignlessInt(t)
}

func isFloat(t core.Type) bool { _, ok := t.(*core.FloatType); return ok }

func isI1(t core.Type) bool {
	it, ok := t.(*core.IntType)
	return ok && it.Sign == core.Signless && it.Width == 1
}

// Like returns a check accepting t when elem accepts it, or when t is a
// vector (any rank) or tensor (ranked or unranked) whose elements elem
// accepts: MLIR's "-like" constraints.
func Like(elem func(core.Type) bool) func(core.Type) bool {
	return func(t core.Type) bool {
		switch s := t.(type) {
		case *core.VectorType, *core.TensorType, *core.UnrankedTensorType:
			return elem(s.(core.ShapedType).ElementType())
		}
		return elem(t)
	}
}

// MemRefOf accepts ranked or unranked memrefs whose elements elem accepts.
func MemRefOf(elem func(core.Type) bool) func(core.Type) bool {
	return func(t core.Type) bool {
		switch s := t.(type) {
		case *core.MemRefType:
			return elem(s.Elem)
		case *core.UnrankedMemRefType:
			return elem(s.Elem)
		}
		return false
	}
}

func or(fs ...func(core.Type) bool) func(core.Type) bool {
	return func(t core.Type) bool {
		for _, f := range fs {
			if f(t) {
				return true
			}
		}
		return false
	}
}

// Kinds of types (TypeConstraint.Kind): the C++ classes ODS constraints
// name as their cppType, with the type name MLIR's errors give them.
var (
	TensorKind       = &core.TypeKind{Is: isTensorType}
	RankedTensorKind = &core.TypeKind{Name: "builtin.tensor", Is: isKind[*core.TensorType]}
	IntegerKind      = &core.TypeKind{Name: "builtin.integer", Is: isKind[*core.IntType]}
	IndexKind        = &core.TypeKind{Name: "builtin.index", Is: isKind[*core.IndexType]}
	FunctionKind     = &core.TypeKind{Name: "builtin.function", Is: isKind[*core.FunctionType]}
)

func isKind[T core.Type](t core.Type) bool {
	_, ok := t.(T)
	return ok
}

func isTensorType(t core.Type) bool {
	switch t.(type) {
	case *core.TensorType, *core.UnrankedTensorType:
		return true
	}
	return false
}

var (
	AnyType = core.TypeConstraint{Summary: "any type"}

	SignlessIntegerOrIndexLike = core.TypeConstraint{
		Summary: "signless-integer-like", Check: Like(isSignlessIntOrIndex)}
	SignlessFixedWidthIntegerLike = core.TypeConstraint{
		Summary: "signless-fixed-width-integer-like", Check: Like(isSignlessInt)}
	FloatLike = core.TypeConstraint{
		Summary: "floating-point-like", Check: Like(isFloat)}
	BoolLike = core.TypeConstraint{
		Summary: "bool-like", Check: Like(isI1)}
	SignlessIntegerOrFloatLike = core.TypeConstraint{
		Summary: "signless-integer-or-float-like",
		Check:   Like(func(t core.Type) bool { return isSignlessInt(t) || isFloat(t) })}

	I1 = core.TypeConstraint{Summary: "1-bit signless integer", Check: isI1, Kind: IntegerKind,
		Build: func(c *core.Context) core.Type { return core.IntegerType(c, 1) }}
	Index = core.TypeConstraint{Summary: "index", Kind: IndexKind,
		Check: func(t core.Type) bool { _, ok := t.(*core.IndexType); return ok },
		Build: func(c *core.Context) core.Type { return core.Index(c) }}
	AnySignlessIntegerOrIndex = core.TypeConstraint{
		Summary: "signless integer or index", Check: isSignlessIntOrIndex}
	FunctionType = core.TypeConstraint{Summary: "function type", Kind: FunctionKind,
		Check: func(t core.Type) bool { _, ok := t.(*core.FunctionType); return ok }}
)

// Or combines constraints under a new summary.
func Or(summary string, cs ...core.TypeConstraint) core.TypeConstraint {
	fs := make([]func(core.Type) bool, len(cs))
	for i, c := range cs {
		fs[i] = c.Check
	}
	return core.TypeConstraint{Summary: summary, Check: or(fs...)}
}

// IndexCastType is arith.index_cast's operand and result constraint.
var IndexCastType = core.TypeConstraint{
	Summary: "signless-integer-like or memref of signless-integer",
	Check:   or(Like(isSignlessIntOrIndex), MemRefOf(isSignlessIntOrIndex)),
}

// BitcastType is arith.bitcast's operand and result constraint.
var BitcastType = core.TypeConstraint{
	Summary: "signless-integer-or-float-like or memref of signless-integer or float",
	Check: or(Like(func(t core.Type) bool { return isSignlessInt(t) || isFloat(t) }),
		MemRefOf(func(t core.Type) bool { return isSignlessInt(t) || isFloat(t) })),
}

// I1SameShape returns i1 in the shape of t (scalar, vector or tensor), as
// MLIR's getI1SameShape.
func I1SameShape(c *core.Context, t core.Type) core.Type {
	i1 := core.IntegerType(c, 1)
	switch s := t.(type) {
	case *core.VectorType:
		return core.Vector(c, s.Dims, s.Scalable, i1)
	case *core.TensorType:
		return core.RankedTensor(c, s.Dims, i1, s.Encoding)
	case *core.UnrankedTensorType:
		return core.UnrankedTensor(c, i1)
	case *core.MemRefType:
		return core.MemRef(c, s.Dims, i1, s.Layout, s.MemorySpace)
	}
	return i1
}
