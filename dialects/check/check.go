package check

import (
	"ncc/core"
	"ncc/dialects/ods"
)

// Dialect is the check dialect.
var Dialect = &core.Dialect{
	Name:    "check",
	Summary: "Assertions for testing the StableHLO interpreter",
	Ops:     []*core.OpDef{ExpectAlmostEqConst, ExpectAlmostEq, ExpectEqConst, ExpectEq, ExpectClose, ExpectSerializedEq},
}

func isTensorOf(elem func(core.Type) bool) func(core.Type) bool {
	return func(t core.Type) bool {
		tt, ok := t.(*core.TensorType)
		if !ok {
			_, ok = t.(*core.UnrankedTensorType)
			return ok && elem(t.(core.ShapedType).ElementType())
		}
		return elem(tt.Elem)
	}
}

func isFloatOrComplex(t core.Type) bool {
	switch t := t.(type) {
	case *core.FloatType:
		return true
	case *core.ComplexType:
		_, ok := t.Elem.(*core.FloatType)
		return ok
	}
	return false
}

var (
	// Tensor is HLO_Tensor: any ranked or unranked tensor.
	Tensor = core.TypeConstraint{Summary: "tensor",
		Check: isTensorOf(func(core.Type) bool { return true })}
	// FloatTensor is TensorOf<[AnyFloat, AnyComplex]>.
	FloatTensor = core.TypeConstraint{Summary: "tensor of floating-point or complex values",
		Check: isTensorOf(isFloatOrComplex)}

	elementsAttr = core.AttrConstraint{Summary: "constant vector/tensor attribute",
		Check: func(a core.Attribute) bool { _, ok := a.(core.ElementsAttr); return ok }}
	f64Attr = core.AttrConstraint{Summary: "64-bit float attribute",
		Check: func(a core.Attribute) bool {
			f, ok := a.(*core.FloatAttr)
			return ok && f.Type.Name == "f64"
		},
		ValueType: func(c *core.Context) core.Type { return core.F64(c) }}
	// StrAttr is a string attribute written as a bare string literal in op
	// syntax (ODS's StrAttr: no `: type` follows it).
	StrAttr = core.AttrConstraint{Summary: "string attribute",
		Check: ods.StrAttr.Check,
		Parse: func(p core.OpParser, _ core.Type, optional bool) (core.Attribute, error) {
			if optional {
				s, ok := p.ParseOptionalString()
				if !ok {
					return nil, nil
				}
				return core.String(p.Context(), s), nil
			}
			s, err := p.ParseString()
			if err != nil {
				return nil, err
			}
			return core.String(p.Context(), s), nil
		},
		Print: func(p core.OpPrinter, a core.Attribute) { p.PrintString(a.(*core.StringAttr).Value) },
	}
	ui64Attr = uintAttr(64)
	ui32Attr = uintAttr(32)
)

func uintAttr(w int) core.AttrConstraint {
	return core.AttrConstraint{Summary: "unsigned integer attribute",
		Check: func(a core.Attribute) bool {
			i, ok := a.(*core.IntegerAttr)
			if !ok {
				return false
			}
			t, ok := i.Type.(*core.IntType)
			return ok && t.Width == w && t.Sign == core.Unsigned
		},
		ValueType: func(c *core.Context) core.Type { return core.UnsignedIntType(c, w) }}
}

func toleranceAttr() core.AttrDef {
	return core.AttrDef{Name: "tolerance", Constraint: f64Attr,
		Default: func(c *core.Context) core.Attribute {
			return core.FloatBits(c, core.F64(c), 0x3F1A36E2EB1C432D) // 1e-4
		}}
}

// verifyConstType checks AllTypesMatch<["lhs", "value"]>.
func verifyConstType(op *core.Operation) error {
	v, ok := op.Attr("value").(core.ElementsAttr)
	if ok && v.AttrType() != op.Operand(0).Type() {
		return op.Errorf("failed to verify that all of {lhs, value} have same type")
	}
	return nil
}

var ExpectAlmostEqConst = &core.OpDef{
	Name:       "check.expect_almost_eq_const",
	Summary:    "Checks the tensor operand is almost equal to some constant",
	Operands:   []core.ValueDef{{Name: "lhs", Type: FloatTensor}},
	Attrs:      []core.AttrDef{{Name: "value", Constraint: elementsAttr}, toleranceAttr()},
	TypesMatch: [][]string{{"lhs", "value"}},
	Format:     "$lhs `,` $value (`,` `tolerance` `=` $tolerance^)? attr-dict",
	Verify:     verifyConstType,
}

var ExpectAlmostEq = &core.OpDef{
	Name:     "check.expect_almost_eq",
	Summary:  "Checks that the tensor operands are almost equal",
	Operands: []core.ValueDef{{Name: "lhs", Type: FloatTensor}, {Name: "rhs", Type: FloatTensor}},
	Attrs:    []core.AttrDef{toleranceAttr()},
	Traits:   core.SameTypeOperands,
	Format:   "$lhs `,` $rhs (`,` `tolerance` `=` $tolerance^)? attr-dict `:` type($lhs)",
}

var ExpectEqConst = &core.OpDef{
	Name:       "check.expect_eq_const",
	Summary:    "Checks the tensor operand is equal to some constant",
	Operands:   []core.ValueDef{{Name: "lhs", Type: Tensor}},
	Attrs:      []core.AttrDef{{Name: "value", Constraint: elementsAttr}},
	TypesMatch: [][]string{{"lhs", "value"}},
	Format:     "$lhs `,` $value attr-dict",
	Verify:     verifyConstType,
}

var ExpectEq = &core.OpDef{
	Name:     "check.expect_eq",
	Summary:  "Checks that the tensor operands are equal",
	Operands: []core.ValueDef{{Name: "lhs", Type: Tensor}, {Name: "rhs", Type: Tensor}},
	Traits:   core.SameTypeOperands,
	Format:   "$lhs `,` $rhs attr-dict `:` type($lhs)",
}

var ExpectClose = &core.OpDef{
	Name:     "check.expect_close",
	Summary:  "Checks that the ULP distance of the operand to the expected tensor is within limits",
	Operands: []core.ValueDef{{Name: "actual", Type: FloatTensor}, {Name: "expected", Type: FloatTensor}},
	Attrs: []core.AttrDef{
		{Name: "max_ulp_difference", Constraint: ui64Attr,
			Default: func(c *core.Context) core.Attribute { return core.Int(c, core.UnsignedIntType(c, 64), 1) }},
		{Name: "min_ulp_difference", Constraint: ui64Attr,
			Default: func(c *core.Context) core.Attribute { return core.Int(c, core.UnsignedIntType(c, 64), 0) }},
	},
	TypesMatch: [][]string{{"actual", "expected"}},
	Format: "$actual `,` $expected `,` `max_ulp_difference` `=` $max_ulp_difference " +
		"(`,` `min_ulp_difference` `=` $min_ulp_difference^)? `:` attr-dict type($actual) `,` type($expected)",
}

var ExpectSerializedEq = &core.OpDef{
	Name:     "check.expect_serialized_eq",
	Summary:  "Checks the value of a serialized tensor",
	Operands: []core.ValueDef{{Name: "expected", Type: Tensor}},
	Attrs: []core.AttrDef{
		{Name: "probe_id", Constraint: StrAttr},
		{Name: "iteration", Constraint: ui32Attr,
			Default: func(c *core.Context) core.Attribute { return core.Int(c, core.UnsignedIntType(c, 32), 0) }},
	},
	Format: "$expected `,` `probe_id` `=` $probe_id (`,` `iter` `=` $iteration^)? attr-dict `:` type($expected)",
}
