package stablehlo

import (
	"ncc/core"
	"ncc/dialects/quant"
)

// Elementwise ops: the unary and binary ops of StablehloOps.td, plus
// compare, select, clamp, complex/real/imag and reduce_precision.

const unaryFormat = "$operand attr-dict `:` custom<SameOperandsAndResultType>(type($operand), type($result))"
const binaryFormat = "$lhs `,` $rhs attr-dict `:` custom<SameOperandsAndResultType>(type($lhs), type($rhs), type($result))"

// resultAccuracyAttr is the DefaultValuedOptionalAttr of transcendental ops.
func resultAccuracyAttr() core.AttrDef {
	return core.AttrDef{Name: "result_accuracy", Constraint: resultAccC, Optional: true,
		Default: func(c *core.Context) core.Attribute {
			return NewResultAccuracy(c, 0, 0, 0, Enum(c, ResultAccuracyModeKind, 0))
		}}
}

// inferSameAsOperands infers the most specific of the operand types.
func inferSameAsOperands(st *core.OpState) ([]core.Type, error) {
	ts := make([]core.Type, len(st.Operands))
	for i, v := range st.Operands {
		ts[i] = v.Type()
	}
	if len(ts) == 0 {
		return nil, inferErr(st, "expected operands to infer the result type from")
	}
	return []core.Type{mostSpecific(st.Ctx, ts)}, nil
}

// unary is StableHLO_UnaryElementwiseOp with compatible operand and result
// types; accuracy adds result_accuracy. Unary ops verify Elementwise
// first, whose check subsumes SameOperandsAndResultShape for ranked
// tensors, so they leave that trait out to report Elementwise's words.
func unary(name, summary string, t core.TypeConstraint, accuracy bool) *core.OpDef {
	d := &core.OpDef{
		Name:       "stablehlo." + name,
		Summary:    summary,
		Operands:   []core.ValueDef{{Name: "operand", Type: t}},
		Results:    []core.ValueDef{{Name: "result", Type: t}},
		Traits:     core.Pure | core.Elementwise,
		Format:     unaryFormat,
		Custom:     customs,
		InferTypes: inferSameAsOperands,
		Verify:     verifyCompatibleOperandsAndResultType,
	}
	if accuracy {
		d.Attrs = []core.AttrDef{resultAccuracyAttr()}
		d.Verify = verifyUnaryWithAccuracy
	}
	return d
}

// verifyUnaryWithAccuracy adds the result_accuracy rule: tolerances only
// with mode TOLERANCE, and non-negative.
func verifyUnaryWithAccuracy(op *core.Operation) error {
	if err := verifyCompatibleOperandsAndResultType(op); err != nil {
		return err
	}
	ra, ok := op.Attr("result_accuracy").(*ResultAccuracy)
	if !ok {
		return nil
	}
	if ra.Atol < 0 || ra.Rtol < 0 || ra.Ulps < 0 {
		return op.Errorf("Negative tolerance")
	}
	if ra.Mode.Value != 2 && (ra.Atol != 0 || ra.Rtol != 0 || ra.Ulps != 0) {
		return op.Errorf("Invalid tolerances for ResultAccuracyAttr with mode %s, must be all zero.", ra.Mode.String())
	}
	return nil
}

// binary is StableHLO_BinaryElementwiseOp with compatible types.
func binary(name, summary string, t core.TypeConstraint, traits core.Trait) *core.OpDef {
	return &core.OpDef{
		Name:    "stablehlo." + name,
		Summary: summary,
		Operands: []core.ValueDef{
			{Name: "lhs", Type: t},
			{Name: "rhs", Type: t},
		},
		Results:    []core.ValueDef{{Name: "result", Type: t}},
		Traits:     core.Pure | core.Elementwise | core.SameOperandsAndResultShape | traits,
		Format:     binaryFormat,
		Custom:     customs,
		InferTypes: inferSameAsOperands,
		Verify:     verifyCompatibleOperandsAndResultType,
	}
}

// Unary ops.
var (
	Abs = &core.OpDef{
		Name:       "stablehlo.abs",
		Summary:    "Abs operation",
		Operands:   []core.ValueDef{{Name: "operand", Type: sIntFpCplx}},
		Results:    []core.ValueDef{{Name: "result", Type: sIntFp}},
		Traits:     core.Pure | core.Elementwise,
		Format:     unaryFormat,
		Custom:     customs,
		InferTypes: inferRealOfOperand,
	}
	Cbrt       = unary("cbrt", "Cbrt operation", fpCplx, true)
	Ceil       = unary("ceil", "Ceil operation", fpTensor, false)
	Clz        = unary("count_leading_zeros", "Clz operation", intTensor, false)
	Cosine     = unary("cosine", "Cosine operation", fpCplx, true)
	Exp        = unary("exponential", "Exp operation", fpCplx, true)
	Expm1      = unary("exponential_minus_one", "Expm1 operation", fpCplx, true)
	Floor      = unary("floor", "Floor operation", fpTensor, false)
	Log        = unary("log", "Log operation", fpCplx, true)
	Log1p      = unary("log_plus_one", "Log1p operation", fpCplx, true)
	Logistic   = unary("logistic", "Logistic operation", fpCplx, true)
	Not        = unary("not", "Not operation", predOrInt, false)
	Negate     = unary("negate", "Neg operation", intFpCplx, false)
	Popcnt     = unary("popcnt", "PopulationCount operation", intTensor, false)
	Round      = unary("round_nearest_afz", "Round operation", fpTensor, false)
	RoundEven  = unary("round_nearest_even", "RoundNearestEven operation", fpTensor, false)
	Rsqrt      = unary("rsqrt", "Rsqrt operation", fpCplx, true)
	Sign       = unary("sign", "Sign operation", sIntFpCplx, false)
	Sine       = unary("sine", "Sine operation", fpCplx, true)
	Sqrt       = unary("sqrt", "Sqrt operation", fpCplx, true)
	Tan        = unary("tan", "Tan operation", fpCplx, true)
	Tanh       = unary("tanh", "Tanh operation", fpCplx, true)
	Real       = realImag("real", "Real operation")
	Imag       = realImag("imag", "Imag operation")
	ConvertDef = &core.OpDef{
		Name:     "stablehlo.convert",
		Summary:  "Convert operation",
		Operands: []core.ValueDef{{Name: "operand", Type: tensorT}},
		Results:  []core.ValueDef{{Name: "result", Type: tensorT}},
		Traits:   core.Pure | core.Elementwise | core.SameOperandsAndResultShape,
		Format:   unaryFormat,
		Custom:   customs,
	}
	IsFinite = &core.OpDef{
		Name:     "stablehlo.is_finite",
		Summary:  "IsFinite operation",
		Operands: []core.ValueDef{{Name: "x", Type: fpTensor}},
		Results:  []core.ValueDef{{Name: "y", Type: predTensor}},
		Traits:   core.Pure | core.Elementwise,
		Format:   "operands attr-dict `:` functional-type(operands, results)",
		InferTypes: func(st *core.OpState) ([]core.Type, error) {
			return []core.Type{withElem(st.Ctx, st.Operands[0].Type(), core.IntegerType(st.Ctx, 1))}, nil
		},
	}
	UniformQuantize = &core.OpDef{
		Name:     "stablehlo.uniform_quantize",
		Summary:  "UniformQuantize operation",
		Operands: []core.ValueDef{{Name: "operand", Type: fpOrQuantT}},
		Results:  []core.ValueDef{{Name: "result", Type: quantT}},
		Traits:   core.Pure | core.Elementwise,
		Format:   unaryFormat,
		Custom:   customs,
		Verify:   verifyUniformQuantize,
	}
	UniformDequantize = &core.OpDef{
		Name:     "stablehlo.uniform_dequantize",
		Summary:  "UniformDequantize operation",
		Operands: []core.ValueDef{{Name: "operand", Type: quantT}},
		Results:  []core.ValueDef{{Name: "result", Type: fpTensor}},
		Traits:   core.Pure | core.Elementwise,
		Format:   unaryFormat,
		Custom:   customs,
		// uniform_dequantize_c1 (the trait) and c2.
		InferTypes: func(st *core.OpState) ([]core.Type, error) {
			t := st.Operands[0].Type()
			q, ok := elemOf(t).(quant.Quantized)
			if !ok || q.ExpressedType() == nil {
				return nil, inferErr(st, "expects a quantized operand")
			}
			return []core.Type{withElem(st.Ctx, t, q.ExpressedType())}, nil
		},
	}
)

func realImag(name, summary string) *core.OpDef {
	return &core.OpDef{
		Name:       "stablehlo." + name,
		Summary:    summary,
		Operands:   []core.ValueDef{{Name: "operand", Type: fpCplx}},
		Results:    []core.ValueDef{{Name: "result", Type: fpTensor}},
		Traits:     core.Pure | core.Elementwise,
		Format:     unaryFormat,
		Custom:     customs,
		InferTypes: inferRealOfOperand,
	}
}

// inferRealOfOperand: complex<T> elements become T (abs, real, imag).
func inferRealOfOperand(st *core.OpState) ([]core.Type, error) {
	return []core.Type{realType(st.Ctx, st.Operands[0].Type())}, nil
}

// withElem returns t's shape with element type e.
func withElem(c *core.Context, t core.Type, e core.Type) core.Type {
	if tt := rankedTensor(t); tt != nil {
		return core.RankedTensor(c, tt.Dims, e, tt.Encoding)
	}
	return t
}

// Binary ops.
var (
	Add       = withAddRules(binary("add", "Add operation", tensorT, core.Commutative))
	Atan2     = binary("atan2", "Atan2 operation", fpCplx, 0)
	Divide    = binary("divide", "Div operation", intFpCplx, 0)
	Maximum   = binary("maximum", "Max operation", tensorT, core.Commutative)
	Minimum   = binary("minimum", "Min operation", tensorT, core.Commutative)
	Multiply  = binary("multiply", "Mul operation", tensorT, core.Commutative)
	Power     = binary("power", "Power operation", intFpCplx, 0)
	Remainder = binary("remainder", "Rem operation", intFpCplx, 0)
	ShiftL    = binary("shift_left", "ShiftLeft operation", intTensor, 0)
	ShiftRA   = binary("shift_right_arithmetic", "ShiftRightArithmetic operation", intTensor, 0)
	ShiftRL   = binary("shift_right_logical", "ShiftRightLogical operation", intTensor, 0)
	Subtract  = binary("subtract", "Subtract operation", intFpCplx, 0)
	And       = binary("and", "And operation", predOrInt, core.Commutative)
	Or        = binary("or", "Or operation", predOrInt, core.Commutative)
	Xor       = binary("xor", "Xor operation", predOrInt, core.Commutative)
	Complex   = &core.OpDef{
		Name:    "stablehlo.complex",
		Summary: "Complex operation",
		Operands: []core.ValueDef{
			{Name: "lhs", Type: fp32or64},
			{Name: "rhs", Type: fp32or64},
		},
		Results: []core.ValueDef{{Name: "result", Type: complexTensor}},
		Traits:  core.Pure | core.Elementwise | core.SameOperandsAndResultShape,
		Format:  "operands attr-dict `:` custom<ComplexOpType>(type($lhs), type($rhs), type($result))",
		Custom:  customs,
		InferTypes: func(st *core.OpState) ([]core.Type, error) {
			t := st.Operands[0].Type()
			return []core.Type{withElem(st.Ctx, t, core.Complex(st.Ctx, elemOf(t)))}, nil
		},
		Verify: func(op *core.Operation) error {
			if elemOf(op.Operand(0).Type()) != elemOf(op.Operand(1).Type()) {
				return op.Errorf("requires the same element type for all operands")
			}
			return nil
		},
	}
)

// Compare, select, clamp and reduce_precision.
var (
	Compare = &core.OpDef{
		Name:    "stablehlo.compare",
		Summary: "Compare operation",
		Operands: []core.ValueDef{
			{Name: "lhs", Type: tensorT},
			{Name: "rhs", Type: tensorT},
		},
		Results: []core.ValueDef{{Name: "result", Type: predTensor}},
		Attrs: []core.AttrDef{
			{Name: "comparison_direction", Constraint: ComparisonDirectionKind.constraint()},
			{Name: "compare_type", Constraint: ComparisonTypeKind.constraint(), Optional: true},
		},
		Traits: core.Pure | core.Elementwise,
		Format: "$comparison_direction `,` $lhs `,` $rhs (`,` $compare_type^)? attr-dict `:` functional-type(operands, results)",
		InferTypes: func(st *core.OpState) ([]core.Type, error) {
			return []core.Type{withElem(st.Ctx, st.Operands[0].Type(), core.IntegerType(st.Ctx, 1))}, nil
		},
		// compare_c1 compares baseline element types: quantized operands may
		// differ in scale and zero point. compare_c3, the compare_type each
		// element type takes, is not checked: stablehlo-opt accepts any
		// (print_stablehlo.mlir compares i32 with TOTALORDER).
		Verify: func(op *core.Operation) error {
			if !elemCompatible(elemOf(op.Operand(0).Type()), elemOf(op.Operand(1).Type())) {
				return op.Errorf("requires compatible element types for all operands")
			}
			return nil
		},
	}
	Select = &core.OpDef{
		Name:    "stablehlo.select",
		Summary: "Select operation",
		Operands: []core.ValueDef{
			{Name: "pred", Type: predTensor},
			{Name: "on_true", Type: tensorT},
			{Name: "on_false", Type: tensorT},
		},
		Results:    []core.ValueDef{{Name: "result", Type: tensorT}},
		Traits:     core.Pure,
		Format:     "operands attr-dict `:` custom<SelectOpType>(type($pred), type($on_true), type($on_false), type($result))",
		Custom:     customs,
		InferTypes: inferSelect,
	}
	Clamp = &core.OpDef{
		Name:    "stablehlo.clamp",
		Summary: "Clamp operation",
		Operands: []core.ValueDef{
			{Name: "min", Type: tensorT},
			{Name: "operand", Type: tensorT},
			{Name: "max", Type: tensorT},
		},
		Results:    []core.ValueDef{{Name: "result", Type: tensorT}},
		Traits:     core.Pure,
		Format:     "$min `,` $operand `,` $max attr-dict `:` custom<SameOperandsAndResultType>(type($min), type($operand), type($max), type($result))",
		Custom:     customs,
		InferTypes: inferClamp,
		Verify: func(op *core.Operation) error {
			if err := verifyCompatibleElementTypes(op); err != nil {
				return err
			}
			return nil
		},
	}
	ReducePrecision = &core.OpDef{
		Name:     "stablehlo.reduce_precision",
		Summary:  "ReducePrecision operation",
		Operands: []core.ValueDef{{Name: "operand", Type: fpTensor}},
		Results:  []core.ValueDef{{Name: "output", Type: fpTensor}},
		Attrs: []core.AttrDef{
			{Name: "exponent_bits", Constraint: positiveI32},
			{Name: "mantissa_bits", Constraint: nonNegativeI32},
		},
		Traits:     core.Pure | core.Elementwise,
		Format:     "$operand `,` `format` `=` custom<ExponentMantissa>($exponent_bits, $mantissa_bits) attr-dict `:` custom<SameOperandsAndResultType>(type($operand), type($output))",
		Custom:     customs,
		InferTypes: inferSameAsOperands,
		Verify:     verifyCompatibleOperandsAndResultType,
	}
)

// inferSelect: pred is a scalar or has the operands' shape (select_c1), the
// branches are compatible (select_c2), the result is their most specific type.
func inferSelect(st *core.OpState) ([]core.Type, error) {
	pred, t, f := st.Operands[0].Type(), st.Operands[1].Type(), st.Operands[2].Type()
	if !compatible(t, f) {
		return nil, inferErr(st, "requires compatible types for non-predicate operands")
	}
	if pt := rankedTensor(pred); pt != nil && len(pt.Dims) != 0 {
		if tt := rankedTensor(t); tt != nil && !shapesCompatible(pt.Dims, tt.Dims) {
			return nil, inferErr(st, "requires the same shape for all operands")
		}
	}
	return []core.Type{mostSpecific(st.Ctx, []core.Type{t, f})}, nil
}

// inferClamp: min and max are scalars or have operand's shape (clamp_c1,
// clamp_c2); the result has operand's type (clamp_c3).
func inferClamp(st *core.OpState) ([]core.Type, error) {
	operand := rankedTensor(st.Operands[1].Type())
	for i, name := range []string{"min", "", "max"} {
		if name == "" {
			continue
		}
		t := rankedTensor(st.Operands[i].Type())
		if t == nil || operand == nil || len(t.Dims) == 0 {
			continue
		}
		if !shapesCompatible(t.Dims, operand.Dims) {
			return nil, inferErr(st, "%s shape [%s] is not scalar and is not compatible to operand shape [%s]",
				name, dimsStr(t.Dims), dimsStr(operand.Dims))
		}
	}
	return []core.Type{st.Operands[1].Type()}, nil
}

func dimsStr(ds []int64) string {
	s := ""
	for i, d := range ds {
		if i > 0 {
			s += ", "
		}
		s += dimStr(d)
	}
	return s
}

// verifyUniformQuantize is uniform_quantize_c2: the result expresses the
// operand's float type, or the quantized operand's expressed type.
func verifyUniformQuantize(op *core.Operation) error {
	want := elemOf(op.Operand(0).Type())
	if q, ok := want.(quant.Quantized); ok {
		want = q.ExpressedType()
	}
	q := elemOf(op.Result(0).Type()).(quant.Quantized)
	if got := core.Type(q.ExpressedType()); got != want {
		return op.Errorf("Expressed type of result expected to be %s, but got %s", typeStr(want), typeStr(got))
	}
	return nil
}

// withAddRules gives add StableHLO's verifier (hlo::verifyAddOp) in place
// of the compatible-types rule. That verifier runs before the inferred
// result type (lhs's) is checked, so element type mismatches it reports
// are left to it rather than reported as an incompatible inferred type.
func withAddRules(d *core.OpDef) *core.OpDef {
	d.Verify = verifyAdd
	d.CompatibleReturnTypes = func(inferred, actual []core.Type) bool {
		if len(inferred) == 1 && len(actual) == 1 && addElemsDiffer(elemOf(inferred[0]), elemOf(actual[0])) {
			return true
		}
		return compatibleReturnTypes(inferred, actual)
	}
	return d
}

// addElemsDiffer reports whether verifyAdd rejects lhs and result element
// types a, b on their own.
func addElemsDiffer(a, b core.Type) bool {
	qa, okA := a.(quant.Quantized)
	qb, okB := b.(quant.Quantized)
	if !okA || !okB {
		return a != b
	}
	pa, _ := a.(*quant.PerAxisType)
	pb, _ := b.(*quant.PerAxisType)
	return qa.StorageSpec().Type != qb.StorageSpec().Type || qa.ExpressedType() != qb.ExpressedType() ||
		(pa != nil) != (pb != nil) || pa != nil && pa.Axis != pb.Axis
}
