package function

import (
	"ncc/core"
	"ncc/dialects/ods"
)

// parseFunc parses MLIR's function syntax (function_interface_impl::
// parseFunctionOp): [visibility] @name (args) [-> results]
// [attributes {...}] [body].
func parseFunc(p core.OpParser, st *core.OpState) error {
	ctx := p.Context()
	for _, v := range []string{"public", "private", "nested"} {
		if p.ParseOptionalKeyword(v) {
			st.AddAttr("sym_visibility", core.String(ctx, v))
			break
		}
	}
	name, err := p.ParseSymbolName()
	if err != nil {
		return err
	}
	st.AddAttr("sym_name", core.String(ctx, name))

	args, err := parseArgumentList(p)
	if err != nil {
		return err
	}
	var results []core.Type
	var resAttrs []*core.DictAttr
	if p.ParseOptionalPunct("->") {
		if results, resAttrs, err = parseResultList(p); err != nil {
			return err
		}
	}
	inputs := make([]core.Type, len(args))
	argAttrs := make([]*core.DictAttr, len(args))
	for i, a := range args {
		inputs[i], argAttrs[i] = a.Type, a.Attrs
	}
	st.AddAttr("function_type", core.TypeAttrOf(ctx, core.Function(ctx, inputs, results)))

	dictPos := p.Pos()
	extra := &core.OpState{Ctx: ctx}
	if err := p.ParseOptionalAttrDictWithKeyword(extra); err != nil {
		return err
	}
	for _, disallowed := range []string{"sym_visibility", "sym_name", "function_type"} {
		if extra.Attr(disallowed) != nil {
			return p.ErrorAt(dictPos, "'%s' is an inferred attribute and should not be specified in the explicit attribute dictionary", disallowed)
		}
	}
	for _, a := range extra.Attrs {
		st.AddAttr(a.Name, a.Value)
	}
	if a := attrArray(ctx, argAttrs); a != nil {
		st.AddAttr("arg_attrs", a)
	}
	if a := attrArray(ctx, resAttrs); a != nil {
		st.AddAttr("res_attrs", a)
	}

	body := st.AddRegion()
	bodyPos := p.Pos()
	present, err := p.ParseOptionalRegion(body, args)
	if err != nil {
		return err
	}
	if present && body.Empty() {
		return p.ErrorAt(bodyPos, "expected non-empty function body")
	}
	return nil
}

// attrArray is call_interface_impl's rule: an array of dictionaries only when
// at least one is non-empty.
func attrArray(ctx *core.Context, ds []*core.DictAttr) *core.ArrayAttr {
	any := false
	for _, d := range ds {
		any = any || (d != nil && len(d.Entries) > 0)
	}
	if !any {
		return nil
	}
	elems := make([]core.Attribute, len(ds))
	for i, d := range ds {
		if d == nil {
			d = core.Dict(ctx, nil)
		}
		elems[i] = d
	}
	return core.Array(ctx, elems)
}

// parseArgumentList parses `(%a: T {attrs} loc(..), ...)` or, for
// declarations, `(T {attrs}, ...)`; the two forms do not mix.
func parseArgumentList(p core.OpParser) ([]core.Argument, error) {
	var args []core.Argument
	err := p.ParseCommaSeparatedList("()", func() error {
		pos := p.Pos()
		a, named, err := p.ParseOptionalArgument(true, true)
		if err != nil {
			return err
		}
		if named {
			if len(args) > 0 && args[len(args)-1].Name.Name == "" {
				return p.ErrorAt(pos, "expected type instead of SSA identifier")
			}
			args = append(args, a)
			return nil
		}
		if len(args) > 0 && args[len(args)-1].Name.Name != "" {
			return p.ErrorAt(pos, "expected SSA identifier")
		}
		t, err := p.ParseType()
		if err != nil {
			return err
		}
		attrs := &core.OpState{Ctx: p.Context()}
		if err := p.ParseOptionalAttrDict(attrs); err != nil {
			return err
		}
		loc, _, err := p.ParseOptionalLocationSpecifier()
		if err != nil {
			return err
		}
		a = core.Argument{Name: core.UnresolvedOperand{Pos: pos}, Type: t, Loc: loc}
		if len(attrs.Attrs) > 0 {
			a.Attrs = core.Dict(p.Context(), attrs.Attrs)
		}
		args = append(args, a)
		return nil
	})
	return args, err
}

// parseResultList parses what follows `->`: a type, or a parenthesized
// list of types each with an optional attribute dictionary.
func parseResultList(p core.OpParser) ([]core.Type, []*core.DictAttr, error) {
	if !p.ParseOptionalPunct("(") {
		t, err := p.ParseType()
		if err != nil {
			return nil, nil, err
		}
		return []core.Type{t}, []*core.DictAttr{nil}, nil
	}
	if p.ParseOptionalPunct(")") {
		return nil, nil, nil
	}
	var ts []core.Type
	var ds []*core.DictAttr
	err := p.ParseCommaSeparatedList("", func() error {
		t, err := p.ParseType()
		if err != nil {
			return err
		}
		attrs := &core.OpState{Ctx: p.Context()}
		if err := p.ParseOptionalAttrDict(attrs); err != nil {
			return err
		}
		var d *core.DictAttr
		if len(attrs.Attrs) > 0 {
			d = core.Dict(p.Context(), attrs.Attrs)
		}
		ts, ds = append(ts, t), append(ds, d)
		return nil
	})
	if err != nil {
		return nil, nil, err
	}
	return ts, ds, p.ParsePunct(")")
}

func dictAt(a *core.ArrayAttr, i int) []core.NamedAttr {
	if a == nil || i >= len(a.Elems) {
		return nil
	}
	if d, ok := a.Elems[i].(*core.DictAttr); ok {
		return d.Entries
	}
	return nil
}

// printFunc prints function_interface_impl::printFunctionOp's form.
func printFunc(p core.OpPrinter, op *core.Operation) {
	p.WriteString(" ")
	if v, ok := op.Attr("sym_visibility").(*core.StringAttr); ok {
		p.WriteString(v.Value + " ")
	}
	p.PrintSymbolName(SymName(op))
	ft := FunctionType(op)
	argAttrs, _ := op.Attr("arg_attrs").(*core.ArrayAttr)
	resAttrs, _ := op.Attr("res_attrs").(*core.ArrayAttr)
	body := op.Region(0)
	p.WriteString("(")
	for i, t := range ft.Inputs {
		if i > 0 {
			p.WriteString(", ")
		}
		if !body.Empty() {
			var d *core.DictAttr
			if attrs := dictAt(argAttrs, i); attrs != nil {
				d = core.Dict(p.Context(), attrs)
			}
			p.PrintRegionArgument(body.First().Arg(i), d, false)
		} else {
			p.PrintType(t)
			p.PrintOptionalAttrDict(dictAt(argAttrs, i))
		}
	}
	p.WriteString(")")
	if rs := ft.Results; len(rs) > 0 {
		p.WriteString(" -> ")
		_, isFn := rs[0].(*core.FunctionType)
		parens := len(rs) > 1 || isFn || len(dictAt(resAttrs, 0)) > 0
		if parens {
			p.WriteString("(")
		}
		for i, t := range rs {
			if i > 0 {
				p.WriteString(", ")
			}
			p.PrintType(t)
			p.PrintOptionalAttrDict(dictAt(resAttrs, i))
		}
		if parens {
			p.WriteString(")")
		}
	}
	p.PrintOptionalAttrDictWithKeyword(op.AllAttrs(),
		"sym_visibility", "sym_name", "function_type", "arg_attrs", "res_attrs")
	if !body.Empty() {
		p.WriteString(" ")
		p.PrintRegion(body, false, true, false)
	}
}

// call_indirect: $callee `(` $callee_operands `)` attr-dict `:` type($callee)
// The operand and result types come from the callee's function type, which
// a declarative format cannot derive.
func parseCallIndirect(p core.OpParser, st *core.OpState) error {
	callee, err := p.ParseOperand()
	if err != nil {
		return err
	}
	args, err := p.ParseOperandList("()")
	if err != nil {
		return err
	}
	if err := p.ParseOptionalAttrDict(st); err != nil {
		return err
	}
	typePos := p.Pos()
	t, err := p.ParseColonType()
	if err != nil {
		return err
	}
	ft, ok := t.(*core.FunctionType)
	if !ok {
		return p.ErrorAt(typePos, "invalid kind of type specified: expected builtin.function, but found '%s'", ods.TypeString(t))
	}
	cv, err := p.ResolveOperand(callee, ft)
	if err != nil {
		return err
	}
	if len(args) != len(ft.Inputs) {
		return p.ErrorAt(typePos, "%d operands present, but expected %d", len(args), len(ft.Inputs))
	}
	vs, err := p.ResolveOperands(args, ft.Inputs)
	if err != nil {
		return err
	}
	st.Operands = append([]core.Value{cv}, vs...)
	st.ResultTypes = append([]core.Type(nil), ft.Results...)
	return nil
}

func printCallIndirect(p core.OpPrinter, op *core.Operation) {
	p.WriteString(" ")
	p.PrintOperand(op.Operand(0))
	p.WriteString("(")
	p.PrintOperands(op.Operands()[1:])
	p.WriteString(")")
	p.PrintOptionalAttrDict(op.AllAttrs())
	p.WriteString(" : ")
	p.PrintType(op.Operand(0).Type())
}
