package chlo

import (
	"ncc/core"
	"ncc/dialects/ods"
)

// Formats of ChloOps.td.
const (
	broadcastFormat = "$lhs `,` $rhs attr-dict `:` `(` type($lhs) `,` type($rhs) `)` `->` type(results)"
	unaryFormat     = "$operand attr-dict `:` type($operand) `->` type($result)"
)

// broadcastBinary is CHLO_BroadcastBinaryElementwiseOp: two operands that
// broadcast numpy-style, or by broadcast_dimensions.
func broadcastBinary(name, summary string, t core.TypeConstraint, result core.TypeConstraint,
	elem func(*core.Context, core.Type) core.Type, traits core.Trait, rule elemRule) *core.OpDef {
	d := &core.OpDef{
		Name:    "chlo." + name,
		Summary: summary,
		Operands: []core.ValueDef{
			{Name: "lhs", Type: t},
			{Name: "rhs", Type: t},
		},
		Attrs:                 []core.AttrDef{{Name: "broadcast_dimensions", Constraint: ods.DenseI64ArrayAttr, Optional: true}},
		Results:               []core.ValueDef{{Name: "result", Type: result}},
		Traits:                core.Pure | traits,
		Format:                broadcastFormat,
		InferTypes:            inferBroadcast(rule, elem),
		CompatibleReturnTypes: compatibleAll,
	}
	switch rule {
	case elemSame:
		d.Traits |= core.SameOperandsAndResultElementType
	case elemCompat:
		d.CompatibleReturnTypes = compatibleShapes
		d.Verify = verifyCompatibleElems
	}
	return d
}

// arith is a broadcasting op on any tensors whose operands and result share
// an element type.
func arith(name, summary string, traits core.Trait) *core.OpDef {
	return broadcastBinary(name, summary, anyTensor, anyTensor, sameElem, traits, elemSame)
}

// compatArith is add, maximum and minimum: HLO_CompatibleOperandsAndResultElementType
// (quantized operands may differ in scale).
func compatArith(name, summary string) *core.OpDef {
	return broadcastBinary(name, summary, anyTensor, anyTensor, sameElem, core.Commutative, elemCompat)
}

// Broadcasting binary ops, with ChloOps.td's traits.
var (
	BroadcastAdd       = compatArith("broadcast_add", "Addition operator (with optional broadcasting)")
	BroadcastAtan2     = arith("broadcast_atan2", "Atan2 operator (with optional broadcasting)", 0)
	BroadcastDivide    = arith("broadcast_divide", "Division operator (with optional broadcasting)", 0)
	BroadcastMaximum   = compatArith("broadcast_maximum", "Maximum operator (with optional broadcasting)")
	BroadcastMinimum   = compatArith("broadcast_minimum", "Minimum operator (with optional broadcasting)")
	BroadcastMultiply  = arith("broadcast_multiply", "Multiplication operator (with optional broadcasting)", core.Commutative)
	BroadcastNextAfter = arith("broadcast_next_after", "std::nextafter operator (with optional broadcasting)", 0)
	BroadcastPolygamma = arith("broadcast_polygamma", "Polygamma function (with optional broadcasting)", 0)
	BroadcastPower     = arith("broadcast_power", "Power operator (with optional broadcasting)", 0)
	BroadcastRemainder = arith("broadcast_remainder", "Remainder operator (with optional broadcasting)", 0)
	BroadcastShiftL    = arith("broadcast_shift_left", "Shift left operator (with optional broadcasting)", 0)
	BroadcastShiftRA   = arith("broadcast_shift_right_arithmetic", "Shift right arithmetic operator (with optional broadcasting)", 0)
	BroadcastShiftRL   = arith("broadcast_shift_right_logical", "Shift right logical operator (with optional broadcasting)", 0)
	BroadcastSubtract  = arith("broadcast_subtract", "Subtraction operator (with optional broadcasting)", 0)
	BroadcastZeta      = broadcastBinary("broadcast_zeta", "Hurwitz zeta function", anyFp, anyFp, sameElem, 0, elemSame)
	BroadcastAnd       = broadcastBinary("broadcast_and", "Logical and operator (with optional broadcasting)", anyPredOrInt, anyTensor, sameElem, core.Commutative, elemOperands)
	BroadcastOr        = broadcastBinary("broadcast_or", "Logical or operator (with optional broadcasting)", anyPredOrInt, anyTensor, sameElem, core.Commutative, elemOperands)
	BroadcastXor       = broadcastBinary("broadcast_xor", "Logical xor operator (with optional broadcasting)", anyPredOrInt, anyTensor, sameElem, core.Commutative, elemOperands)
	BroadcastComplex   = broadcastBinary("broadcast_complex", "Complex operator (with optional broadcasting)", anyFp, anyComplex, complexElem, 0, elemOperands)
	BroadcastCompare   = &core.OpDef{
		Name:    "chlo.broadcast_compare",
		Summary: "Compare operator (with optional broadcasting)",
		Operands: []core.ValueDef{
			{Name: "lhs", Type: anyTensor},
			{Name: "rhs", Type: anyTensor},
		},
		Attrs: []core.AttrDef{
			{Name: "broadcast_dimensions", Constraint: ods.DenseI64ArrayAttr, Optional: true},
			{Name: "comparison_direction", Constraint: ComparisonDirectionKind.constraint()},
			{Name: "compare_type", Constraint: ComparisonTypeKind.constraint(), Optional: true},
		},
		Results:               []core.ValueDef{{Name: "result", Type: anyPred}},
		Traits:                core.Pure,
		Format:                broadcastFormat,
		InferTypes:            inferBroadcast(elemOperands, predElem),
		CompatibleReturnTypes: compatibleAll,
	}
	// BroadcastSelect's return types need only compatible shapes
	// (ChloOps.td's isCompatibleReturnTypes is verifyCompatibleShapes).
	BroadcastSelect = &core.OpDef{
		Name:    "chlo.broadcast_select",
		Summary: "Select operator (with optional numpy-style broadcasting)",
		Operands: []core.ValueDef{
			{Name: "pred", Type: predTensor},
			{Name: "on_true", Type: anyTensor},
			{Name: "on_false", Type: anyTensor},
		},
		Results:               []core.ValueDef{{Name: "result", Type: anyTensor}},
		Traits:                core.Pure,
		Format:                "$pred `,` $on_true `,` $on_false attr-dict `:` `(` type($pred) `,` type($on_true) `,` type($on_false) `)` `->` type(results)",
		InferTypes:            inferSelect,
		CompatibleReturnTypes: compatibleShapes,
	}
)

// nonBroadcastBinary is next_after, polygamma and zeta: operands and result
// of one compatible floating-point type.
func nonBroadcastBinary(name, summary, a, b string) *core.OpDef {
	return &core.OpDef{
		Name:    "chlo." + name,
		Summary: summary,
		Operands: []core.ValueDef{
			{Name: a, Type: anyFp},
			{Name: b, Type: anyFp},
		},
		Results:               []core.ValueDef{{Name: "result", Type: anyFp}},
		Traits:                core.Pure,
		Format:                "$" + a + " `,` $" + b + " attr-dict `:` type($" + a + ") `,` type($" + b + ") `->` type(results)",
		InferTypes:            inferSameAsOperand,
		CompatibleReturnTypes: compatibleAll,
		Verify:                verifyCompatibleOperands,
	}
}

// verifyCompatibleOperands is HLO_CompatibleOperandsAndResultType.
func verifyCompatibleOperands(op *core.Operation) error {
	t := op.Operand(0).Type()
	for _, v := range op.Operands() {
		if !compatible(t, v.Type()) {
			return op.Errorf("requires compatible types for all operands and results")
		}
	}
	for _, r := range op.ResultTypes() {
		if !compatible(t, r) {
			return op.Errorf("requires compatible types for all operands and results")
		}
	}
	return nil
}

// Non-broadcasting binary ops.
var (
	NextAfter = nonBroadcastBinary("next_after", "std::nextafter operator", "x", "y")
	Polygamma = nonBroadcastBinary("polygamma", "Polygamma function", "n", "x")
	Zeta      = nonBroadcastBinary("zeta", "Hurwitz zeta function", "x", "q")
	// Mulhi is the high half of the double-width product of two integers
	// (chlo.mulhi; its syntax follows next_after's).
	Mulhi = &core.OpDef{
		Name:    "chlo.mulhi",
		Summary: "Returns the high half of the double-width integer product",
		Operands: []core.ValueDef{
			{Name: "lhs", Type: anyInt},
			{Name: "rhs", Type: anyInt},
		},
		Results:               []core.ValueDef{{Name: "result", Type: anyInt}},
		Traits:                core.Pure | core.Commutative | core.Elementwise | core.SameOperandsAndResultShape,
		Format:                "$lhs `,` $rhs attr-dict `:` type($lhs) `,` type($rhs) `->` type(results)",
		InferTypes:            inferSameAsOperand,
		CompatibleReturnTypes: compatibleAll,
		Verify:                verifyCompatibleOperands,
	}
)

// unary is CHLO_UnaryElementwiseOp with compatible operand and result types.
func unary(name, summary string, t core.TypeConstraint) *core.OpDef {
	return &core.OpDef{
		Name:                  "chlo." + name,
		Summary:               summary,
		Operands:              []core.ValueDef{{Name: "operand", Type: t}},
		Results:               []core.ValueDef{{Name: "result", Type: t}},
		Traits:                core.Pure | core.Elementwise | core.SameOperandsAndResultShape,
		Format:                unaryFormat,
		InferTypes:            inferSameAsOperand,
		CompatibleReturnTypes: compatibleAll,
		Verify:                verifyCompatibleOperands,
	}
}

// predicate is is_inf and kin: float operand, i1 result of the same shape.
func predicate(name, summary string) *core.OpDef {
	d := unary(name, summary, anyFp)
	d.Results = []core.ValueDef{{Name: "result", Type: anyPred}}
	d.InferTypes = inferPredOfOperand
	d.Verify = nil
	return d
}

// Unary ops.
var (
	AsinAcosKernel = unary("asin_acos_kernel", "AsinAcosKernel operator", anyComplex)
	Acos           = unary("acos", "Acos operator", anyFpOrCplx)
	Acosh          = unary("acosh", "Acosh operation", anyFpOrCplx)
	Asin           = unary("asin", "Asin operator", anyFpOrCplx)
	Asinh          = unary("asinh", "Asinh operation", anyFpOrCplx)
	Atan           = unary("atan", "Atan operator", anyFpOrCplx)
	Atanh          = unary("atanh", "Atanh operator", anyFpOrCplx)
	BesselI1e      = unary("bessel_i1e", "Bessel function of order 1", anyFpOrCplx)
	Conj           = unary("conj", "Conj operator", anyFpOrCplx)
	Cosh           = unary("cosh", "Cosh operator", anyFpOrCplx)
	Sinh           = unary("sinh", "Sinh operation", anyFpOrCplx)
	Tan            = unary("tan", "Tan operation", anyFpOrCplx)
	Square         = unary("square", "Square operation", anyFpOrCplx)
	Digamma        = unary("digamma", "Digamma function", anyFp)
	Erf            = unary("erf", "Erf operator", anyFp)
	ErfInv         = unary("erf_inv", "Inverse Erf", anyFp)
	Erfc           = unary("erfc", "Erfc operator", anyFp)
	Lgamma         = unary("lgamma", "Lgamma function", anyFp)
	IsInf          = predicate("is_inf", "IsInf predicate")
	IsNegInf       = predicate("is_neg_inf", "IsNegInf predicate")
	IsPosInf       = predicate("is_pos_inf", "IsPosInf predicate")
)
