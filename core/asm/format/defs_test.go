package format

import (
	"ncc/core"
)

// Test ops modelled on arith, cf, func and builtin: the same formats, traits
// and attribute kinds, under a "test" dialect.

// flagsAttr stands for a dialect attribute such as #arith.overflow<nsw>.
type flagsAttr struct{ flags string }

func (a *flagsAttr) Key() string { return "#test.overflow<" + a.flags + ">" }

func flags(ctx *core.Context, f string) *flagsAttr { return core.InternAttr(ctx, &flagsAttr{f}) }

var (
	anyType = core.TypeConstraint{Summary: "any type"}
	i1Type  = core.TypeConstraint{Summary: "1-bit signless integer",
		Build: func(c *core.Context) core.Type { return core.IntegerType(c, 1) }}
	anyAttr = core.AttrConstraint{Summary: "any attribute"}
	unitC   = core.AttrConstraint{Summary: "unit attribute", Unit: true}
	i64Attr = core.AttrConstraint{Summary: "64-bit signless integer attribute",
		ValueType: func(c *core.Context) core.Type { return core.IntegerType(c, 64) }}

	// overflowC prints its attribute stripped: <nsw>.
	overflowC = core.AttrConstraint{Summary: "overflow flags",
		Print: func(p core.OpPrinter, a core.Attribute) { p.WriteString("<" + a.(*flagsAttr).flags + ">") },
		Parse: func(p core.OpParser, _ core.Type, optional bool) (core.Attribute, error) {
			if !p.ParseOptionalPunct("<") {
				if optional {
					return nil, nil
				}
				return nil, p.Errorf("expected '<'")
			}
			var fs []string
			if err := p.ParseCommaSeparatedList("", func() error {
				kw, err := p.ParseAnyKeyword()
				fs = append(fs, kw)
				return err
			}); err != nil {
				return nil, err
			}
			s := ""
			for i, f := range fs {
				if i > 0 {
					s += ", "
				}
				s += f
			}
			return flags(p.Context(), s), p.ParsePunct(">")
		}}

	predicates = []string{"eq", "ne", "slt"}
	// predicateC is an I64EnumAttr: an i64 written as its case keyword.
	predicateC = enumC(predicates, 64)
	roundingC  = enumC([]string{"to_nearest_even", "downward"}, 32)

	symbolNameC = core.AttrConstraint{Summary: "string attribute",
		Parse: func(p core.OpParser, _ core.Type, optional bool) (core.Attribute, error) {
			s, ok := p.ParseOptionalSymbolName()
			if !ok {
				if optional {
					return nil, nil
				}
				return nil, p.Errorf("expected symbol name")
			}
			return core.String(p.Context(), s), nil
		},
		Print: func(p core.OpPrinter, a core.Attribute) { p.PrintSymbolName(a.(*core.StringAttr).Value) }}
)

func enumC(cases []string, width int) core.AttrConstraint {
	return core.AttrConstraint{Summary: "enum",
		Print: func(p core.OpPrinter, a core.Attribute) { p.WriteString(cases[a.(*core.IntegerAttr).Val]) },
		Parse: func(p core.OpParser, _ core.Type, optional bool) (core.Attribute, error) {
			pos := p.Pos()
			kw, ok := p.ParseOptionalAnyKeyword()
			if !ok {
				if optional {
					return nil, nil
				}
				return nil, p.Errorf("expected keyword for enum")
			}
			for i, c := range cases {
				if c == kw {
					return core.Int(p.Context(), core.IntegerType(p.Context(), width), int64(i)), nil
				}
			}
			return nil, p.ErrorAt(pos, "invalid enum value %q", kw)
		}}
}

func val(name string, t core.TypeConstraint, a core.Arity) core.ValueDef {
	return core.ValueDef{Name: name, Type: t, Arity: a}
}

func testDefs() []*core.OpDef {
	single, opt, vari := core.Single, core.Optional, core.Variadic
	noneFlags := func(c *core.Context) core.Attribute { return flags(c, "none") }
	return []*core.OpDef{
		{Name: "test.addi", Traits: core.SameOperandsAndResultType,
			Operands: []core.ValueDef{val("lhs", anyType, single), val("rhs", anyType, single)},
			Results:  []core.ValueDef{val("result", anyType, single)},
			Attrs:    []core.AttrDef{{Name: "overflowFlags", Constraint: overflowC, Default: noneFlags}},
			Format:   "$lhs `,` $rhs (`overflow` `` $overflowFlags^)? attr-dict `:` type($result)"},
		{Name: "test.cmpi", TypesMatch: [][]string{{"lhs", "rhs"}},
			Operands: []core.ValueDef{val("lhs", anyType, single), val("rhs", anyType, single)},
			Results:  []core.ValueDef{val("result", anyType, single)},
			Attrs:    []core.AttrDef{{Name: "predicate", Constraint: predicateC}},
			InferTypes: func(st *core.OpState) ([]core.Type, error) {
				return []core.Type{core.IntegerType(st.Ctx, 1)}, nil
			},
			Format: "$predicate `,` $lhs `,` $rhs attr-dict `:` type($lhs)"},
		{Name: "test.constant", TypesMatch: [][]string{{"value", "result"}},
			Results: []core.ValueDef{val("result", anyType, single)},
			Attrs:   []core.AttrDef{{Name: "value", Constraint: anyAttr}},
			Format:  "attr-dict $value"},
		{Name: "test.extsi",
			Operands: []core.ValueDef{val("in", anyType, single)},
			Results:  []core.ValueDef{val("out", anyType, single)},
			Format:   "$in attr-dict `:` type($in) `to` type($out)"},
		{Name: "test.truncf",
			Operands: []core.ValueDef{val("in", anyType, single)},
			Results:  []core.ValueDef{val("out", anyType, single)},
			Attrs:    []core.AttrDef{{Name: "roundingmode", Constraint: roundingC, Optional: true}},
			Format:   "$in ($roundingmode^)? attr-dict `:` type($in) `to` type($out)"},
		{Name: "test.cond_br", Traits: core.AttrSizedOperandSegments | core.Terminator,
			Operands: []core.ValueDef{val("condition", i1Type, single),
				val("trueDestOperands", anyType, vari), val("falseDestOperands", anyType, vari)},
			Successors: []core.SuccessorDef{{Name: "trueDest"}, {Name: "falseDest"}},
			Format: "$condition `,` $trueDest (`(` $trueDestOperands^ `:` type($trueDestOperands) `)`)? `,` " +
				"$falseDest (`(` $falseDestOperands^ `:` type($falseDestOperands) `)`)? attr-dict"},
		{Name: "test.br", Traits: core.Terminator,
			Operands:   []core.ValueDef{val("destOperands", anyType, vari)},
			Successors: []core.SuccessorDef{{Name: "dest"}},
			Format:     "$dest (`(` $destOperands^ `:` type($destOperands) `)`)? attr-dict"},
		{Name: "test.return", Traits: core.Terminator | core.ReturnLike,
			Operands: []core.ValueDef{val("operands", anyType, vari)},
			Format:   "attr-dict ($operands^ `:` type($operands))?"},
		{Name: "test.call",
			Operands: []core.ValueDef{val("operands", anyType, vari)},
			Results:  []core.ValueDef{val("results", anyType, vari)},
			Attrs:    []core.AttrDef{{Name: "callee", Constraint: anyAttr}},
			Format:   "$callee `(` $operands `)` attr-dict `:` functional-type($operands, results)"},
		{Name: "test.module", Traits: core.SingleBlock | core.NoTerminator,
			Attrs:   []core.AttrDef{{Name: "sym_name", Constraint: symbolNameC, Optional: true}},
			Regions: []core.RegionDef{{Name: "bodyRegion"}},
			Format:  "($sym_name^)? attr-dict-with-keyword $bodyRegion"},
		{Name: "test.cast",
			Operands: []core.ValueDef{val("inputs", anyType, vari)},
			Results:  []core.ValueDef{val("outputs", anyType, vari)},
			Format:   "($inputs^ `:` type($inputs))? `to` type($outputs) attr-dict"},
		{Name: "test.unit",
			Attrs:  []core.AttrDef{{Name: "nsw", Constraint: unitC}},
			Format: "(`nsw_kw` $nsw^)? attr-dict"},
		{Name: "test.else",
			Attrs:  []core.AttrDef{{Name: "foo", Constraint: unitC}},
			Format: "attr-dict (`foo_is_present` $foo^):(`foo_is_absent`)?"},
		{Name: "test.scope", ImplicitTerminator: "test.yield", Traits: core.SingleBlock,
			Regions: []core.RegionDef{{Name: "body"}},
			Format:  "attr-dict-with-keyword $body"},
		{Name: "test.yield", Traits: core.Terminator,
			Operands: []core.ValueDef{val("values", anyType, vari)},
			Format:   "attr-dict ($values^ `:` type($values))?"},
		{Name: "test.oilist",
			Operands: []core.ValueDef{val("a", anyType, opt)},
			Attrs: []core.AttrDef{{Name: "b", Constraint: i64Attr, Optional: true},
				{Name: "flag", Constraint: unitC}},
			Format: "oilist(`a` $a `:` type($a) | `b` `=` $b | `flag` $flag) attr-dict"},
		{Name: "test.custom",
			Operands: []core.ValueDef{val("x", anyType, single)},
			Results:  []core.ValueDef{val("r", anyType, single)},
			Attrs:    []core.AttrDef{{Name: "n", Constraint: i64Attr}},
			Custom:   map[string]core.CustomDirective{"Typed": typedDirective},
			Format:   "custom<Typed>($x, type($x)) `,` $n custom<Typed>(ref($x), type($r)) attr-dict"},
		{Name: "test.props",
			Operands: []core.ValueDef{val("x", anyType, single)},
			Attrs: []core.AttrDef{{Name: "a", Constraint: i64Attr},
				{Name: "b", Constraint: i64Attr, Default: func(c *core.Context) core.Attribute {
					return core.Int(c, core.IntegerType(c, 64), 7)
				}}},
			Format: "$x prop-dict attr-dict `:` type($x)"},
		{Name: "test.all",
			Operands: []core.ValueDef{val("a", anyType, single), val("b", anyType, vari)},
			Results:  []core.ValueDef{val("r", anyType, vari)},
			Format:   "operands attr-dict `:` functional-type(operands, results)"},
	}
}

// typedDirective reads and writes `%x : type` (or, with a ref operand, just
// `: type`), the way a dialect's parseX/printX pair would.
var typedDirective = core.CustomDirective{
	Parse: func(p core.OpParser, _ *core.OpState, args []core.CustomArg) error {
		if !args[0].Ref {
			u, err := p.ParseOperand()
			if err != nil {
				return err
			}
			args[0].Operands = []core.UnresolvedOperand{u}
		} else if len(args[0].Operands) != 1 {
			return p.Errorf("ref operand not given")
		}
		t, err := p.ParseColonType()
		args[1].Types = []core.Type{t}
		return err
	},
	Print: func(p core.OpPrinter, _ *core.Operation, args []core.CustomArg) {
		if !args[0].Ref {
			p.PrintOperand(args[0].Values[0])
			p.WriteString(" ")
		}
		p.WriteString(": ")
		p.PrintTypes(args[1].Types)
	},
}

// newTestContext loads the test ops.
func newTestContext() *core.Context {
	ctx := core.NewContext()
	ctx.Load(&core.Dialect{Name: "test", Ops: testDefs()})
	return ctx
}
