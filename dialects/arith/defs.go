package arith

import (
	"ncc/core"
	"ncc/dialects/ods"
)

// Shared shapes of arith op definitions (the Arith_*Op classes of
// ArithOps.td). Every arith op is elementwise and has no memory effect.
const arithTraits = core.NoMemoryEffect | core.Elementwise

type folder = func(op *core.Operation, operands []core.Attribute) []core.FoldResult

func overflowAttr() core.AttrDef {
	return core.AttrDef{Name: "overflowFlags", Constraint: OverflowConstraint,
		Default: func(c *core.Context) core.Attribute { return Overflow(c, OverflowNone) }}
}

func fastmathAttr() core.AttrDef {
	return core.AttrDef{Name: "fastmath", Constraint: FastMathConstraint,
		Default: func(c *core.Context) core.Attribute { return FastMath(c, FastMathNone) }}
}

func optFastmathAttr() core.AttrDef {
	return core.AttrDef{Name: "fastmath", Constraint: FastMathConstraint, Optional: true}
}

// intBinary is Arith_IntBinaryOp and its variants: flags is "" (plain),
// "overflow" (nsw/nuw) or "exact".
func intBinary(name, summary string, traits core.Trait, flags string, fold folder) *core.OpDef {
	d := &core.OpDef{
		Name:    "arith." + name,
		Summary: summary,
		Operands: []core.ValueDef{
			{Name: "lhs", Type: ods.SignlessIntegerOrIndexLike},
			{Name: "rhs", Type: ods.SignlessIntegerOrIndexLike},
		},
		Results: []core.ValueDef{{Name: "result", Type: ods.SignlessIntegerOrIndexLike}},
		Traits:  arithTraits | core.SameOperandsAndResultType | traits,
		Format:  "$lhs `,` $rhs attr-dict `:` type($result)",
		Fold:    fold,
	}
	switch flags {
	case "overflow":
		d.Attrs = []core.AttrDef{overflowAttr()}
		d.Format = "$lhs `,` $rhs (`overflow` `` $overflowFlags^)? attr-dict `:` type($result)"
	case "exact":
		d.Attrs = []core.AttrDef{{Name: "isExact", Constraint: ods.UnitAttr, Optional: true}}
		d.Format = "$lhs `,` $rhs (`exact` $isExact^)? attr-dict `:` type($result)"
	}
	return d
}

// floatBinary is Arith_FloatBinaryOp.
func floatBinary(name, summary string, traits core.Trait, fold folder) *core.OpDef {
	return &core.OpDef{
		Name:    "arith." + name,
		Summary: summary,
		Operands: []core.ValueDef{
			{Name: "lhs", Type: ods.FloatLike},
			{Name: "rhs", Type: ods.FloatLike},
		},
		Results: []core.ValueDef{{Name: "result", Type: ods.FloatLike}},
		Attrs:   []core.AttrDef{fastmathAttr()},
		Traits:  arithTraits | core.Pure | core.SameOperandsAndResultType | traits,
		Format:  "$lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($result)",
		Fold:    fold,
	}
}

// castOp is Arith_CastOp: one operand, one result, same shape, and a
// compatibility rule between the two types.
func castOp(name, summary string, from, to core.TypeConstraint, compat func(in, out core.Type) bool, fold folder) *core.OpDef {
	return &core.OpDef{
		Name:       "arith." + name,
		Summary:    summary,
		Operands:   []core.ValueDef{{Name: "in", Type: from}},
		Results:    []core.ValueDef{{Name: "out", Type: to}},
		Traits:     arithTraits | core.Pure | core.SameOperandsAndResultShape,
		Format:     "$in attr-dict `:` type($in) `to` type($out)",
		Fold:       fold,
		Verify:     verifyCast(compat),
		Interfaces: []any{castIface(compat)},
	}
}

// castIface implements core.CastOp with a one-to-one compatibility rule.
type castIface func(in, out core.Type) bool

func (f castIface) AreCastCompatible(inputs, outputs []core.Type) bool {
	return len(inputs) == 1 && len(outputs) == 1 && f(inputs[0], outputs[0])
}
