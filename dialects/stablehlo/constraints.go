package stablehlo

import (
	"ncc/core"
	"ncc/dialects/ods"
)

// confined restricts an integer attribute constraint (ODS ConfinedAttr).
func confined(base core.AttrConstraint, summary string, ok func(int64) bool) core.AttrConstraint {
	c := base
	c.Summary = base.Summary + " " + summary
	c.Check = func(a core.Attribute) bool {
		if !base.Check(a) {
			return false
		}
		v, _ := intAttr(a)
		return ok(v)
	}
	return c
}

var (
	nonNegativeI64 = confined(ods.I64Attr, "whose value is non-negative", func(v int64) bool { return v >= 0 })
	positiveI64    = confined(ods.I64Attr, "whose value is positive", func(v int64) bool { return v > 0 })
	nonNegativeI32 = confined(ods.I32Attr, "whose value is non-negative", func(v int64) bool { return v >= 0 })
	positiveI32    = confined(ods.I32Attr, "whose value is positive", func(v int64) bool { return v > 0 })

	// boolDefaultFalse is DefaultValuedOptionalAttr<BoolAttr, "false">.
	boolDefaultFalse = func(name string) core.AttrDef {
		return core.AttrDef{Name: name, Constraint: ods.BoolAttr, Optional: true,
			Default: func(c *core.Context) core.Attribute { return core.Bool(c, false) }}
	}
)

// boolOrUnit accepts `name = true|false` or a bare `name` (a unit
// attribute, read as true): the interpreter suite writes has_dynamic_root
// both ways.
var boolOrUnit = core.AttrConstraint{
	Summary: "bool or unit attribute",
	Check:   func(a core.Attribute) bool { return ods.BoolAttr.Check(a) || ods.UnitAttr.Check(a) },
}

// strC is StrAttr as op syntax writes it: a bare string literal, never
// followed by `: type` (ODS gives StrAttr the value type none).
var strC = core.AttrConstraint{
	Summary: ods.StrAttr.Summary,
	Check:   ods.StrAttr.Check,
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
