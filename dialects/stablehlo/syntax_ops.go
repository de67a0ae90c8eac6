package stablehlo

import (
	"strings"

	"ncc/core"
	"ncc/dialects/ods"
)

// Hand-written syntax of constant, reduce and while (hlo::parseConstantOp,
// printReduceOp, printWhileOp in StableHLO).

// parseConstant reads `{attrs} dense<...> : T`, or the generic-looking form
// `() <{value = ...}> {attrs} : () -> T` printed when the value's type is not
// the result type (quantized constants).
func parseConstant(p core.OpParser, st *core.OpState) error {
	if p.ParseOptionalPunct("(") {
		if err := p.ParsePunct(")"); err != nil {
			return err
		}
		if err := p.ParsePropDict(st); err != nil {
			return err
		}
		if err := p.ParseOptionalAttrDict(st); err != nil {
			return err
		}
		for _, s := range []string{":", "(", ")", "->"} {
			if err := p.ParsePunct(s); err != nil {
				return err
			}
		}
		t, err := p.ParseType()
		if err != nil {
			return err
		}
		st.ResultTypes = []core.Type{t}
		return nil
	}
	if err := p.ParseOptionalAttrDict(st); err != nil {
		return err
	}
	pos := p.Pos()
	a, err := p.ParseAttribute(nil)
	if err != nil {
		return err
	}
	ea, ok := a.(core.ElementsAttr)
	if !ok {
		return p.ErrorAt(pos, "invalid kind of attribute specified")
	}
	st.AddAttr("value", a)
	st.ResultTypes = []core.Type{ea.AttrType()}
	return nil
}

func printConstant(p core.OpPrinter, op *core.Operation) {
	v := op.Attr("value")
	ta, ok := v.(core.TypedAttr)
	if !ok || op.NumResults() != 1 || ta.AttrType() != op.Result(0).Type() {
		p.WriteString("()")
		if len(op.Props()) > 0 {
			p.WriteString(" <{")
			for i, a := range op.Props() {
				if i > 0 {
					p.WriteString(", ")
				}
				p.WriteString(a.Name + " = ")
				p.PrintAttribute(a.Value)
			}
			p.WriteString("}>")
		}
		p.PrintOptionalAttrDict(op.Attrs())
		p.WriteString(" : () -> ")
		p.PrintTypes(op.ResultTypes())
		return
	}
	p.PrintOptionalAttrDict(op.AllAttrs(), "value")
	p.WriteString(" ")
	p.PrintAttribute(v)
}

// compactReduceOp returns the inner op of a reduce body printable as
// `applies <op>`, or nil (the eligibility rules E1-E5 of printReduceOp).
func compactReduceOp(op *core.Operation, inputs []core.Value, body *core.Region) *core.Operation {
	if body.Empty() || !body.HasOneBlock() || len(inputs) == 0 {
		return nil
	}
	b := body.First()
	inner := b.First()
	ret := b.Last()
	// E1: one op besides the terminator.
	if inner == nil || ret == nil || inner.Next() != ret {
		return nil
	}
	// E2: a commutative binary op of this dialect with no region and whose
	// operands and result all have one type.
	if inner.Dialect() != op.Dialect() || inner.NumOperands() != 2 || inner.NumResults() != 1 ||
		inner.NumRegions() != 0 || !inner.HasTrait(core.Commutative) {
		return nil
	}
	t := inner.Result(0).Type()
	if inner.Operand(0).Type() != t || inner.Operand(1).Type() != t {
		return nil
	}
	// E3: its type is the rank-0 tensor of the first input's element type.
	if t != core.RankedTensor(op.Context(), nil, elemOf(inputs[0].Type()), nil) {
		return nil
	}
	// E4: the block arguments are its operands, in order.
	if b.NumArgs() != 2 || inner.Operand(0) != core.Value(b.Arg(0)) || inner.Operand(1) != core.Value(b.Arg(1)) {
		return nil
	}
	// E5: its result is what the block returns.
	if !strings.EqualFold(strings.TrimPrefix(ret.Name(), ret.Dialect()+"."), "return") ||
		ret.NumOperands() != 1 || ret.Operand(0) != core.Value(inner.Result(0)) {
		return nil
	}
	return inner
}

func printReduce(p core.OpPrinter, op *core.Operation) {
	n := op.NumOperands() / 2
	for i := 0; i < n; i++ {
		if i > 0 {
			p.WriteString(", ")
		}
		p.WriteString("(")
		p.PrintOperand(op.Operand(i))
		p.WriteString(" init: ")
		p.PrintOperand(op.Operand(i + n))
		p.WriteString(")")
	}
	body := op.Region(0)
	inner := compactReduceOp(op, op.Operands()[:n], body)
	if inner != nil {
		p.WriteString(" applies ")
		p.PrintKeywordOrString(inner.Name())
	}
	dims, _ := i64sAttr(op.Attr("dimensions"))
	p.WriteString(" across dimensions = " + ods.FormatInts(dims))
	p.PrintOptionalAttrDict(op.AllAttrs(), "dimensions")
	p.WriteString(" : ")
	p.PrintFunctionalType(op)
	if inner != nil {
		return
	}
	p.PrintNewline()
	p.WriteString(" reducer")
	if !body.Empty() {
		b := body.First()
		for i := 0; i < n && i+n < b.NumArgs(); i++ {
			p.WriteString("(")
			p.PrintRegionArgument(b.Arg(i), nil, false)
			p.WriteString(", ")
			p.PrintRegionArgument(b.Arg(i+n), nil, false)
			p.WriteString(") ")
		}
	}
	p.WriteString(" ")
	p.PrintRegion(body, false, true, false)
}

func parseReduce(p core.OpParser, st *core.OpState) error {
	ctx := p.Context()
	var inputs, inits []core.UnresolvedOperand
	err := p.ParseCommaSeparatedList("", func() error {
		if !p.ParseOptionalPunct("(") {
			return nil
		}
		in, err := p.ParseOperand()
		if err != nil {
			return err
		}
		if err := p.ParseKeyword("init"); err != nil {
			return err
		}
		if err := p.ParsePunct(":"); err != nil {
			return err
		}
		init, err := p.ParseOperand()
		if err != nil {
			return err
		}
		inputs, inits = append(inputs, in), append(inits, init)
		return p.ParsePunct(")")
	})
	if err != nil {
		return err
	}
	operands := append(inputs, inits...)
	compact := p.ParseOptionalKeyword("applies")
	var innerName *core.OpName
	if compact {
		pos := p.Pos()
		name, err := p.ParseKeywordOrString()
		if err != nil {
			return err
		}
		def := ctx.LookupOp(name)
		if def == nil && !strings.Contains(name, ".") {
			def = ctx.LookupOp("stablehlo." + name)
		}
		if def == nil || def.Dialect == nil || def.Dialect.Name != "stablehlo" || !def.Traits.Has(core.Commutative) ||
			len(def.Operands) != 2 || len(def.Results) != 1 || len(def.Regions) != 0 {
			return p.ErrorAt(pos, "expected the inner-op to be a commutative binary-op from the stablehlo dialect, with zero region, producing single result")
		}
		if innerName, err = ctx.OpName(def.Name); err != nil {
			return p.ErrorAt(pos, "%s", err.Error())
		}
	}
	if err := p.ParseKeyword("across"); err != nil {
		return err
	}
	if err := p.ParseKeyword("dimensions"); err != nil {
		return err
	}
	if err := p.ParsePunct("="); err != nil {
		return err
	}
	dims, _, err := ods.ParseIntList(p, false)
	if err != nil {
		return err
	}
	if err := p.ParseOptionalAttrDict(st); err != nil {
		return err
	}
	if err := p.ParsePunct(":"); err != nil {
		return err
	}
	pos := p.Pos()
	t, err := p.ParseType()
	if err != nil {
		return err
	}
	fn, ok := t.(*core.FunctionType)
	if !ok {
		return p.ErrorAt(pos, "expected function type")
	}
	if compact && len(fn.Inputs) == 0 {
		return p.ErrorAt(pos, "input types missing in reduce-op function type")
	}
	if len(fn.Inputs) != len(operands) {
		return p.ErrorAt(pos, "%d operands present, but expected %d", len(operands), len(fn.Inputs))
	}
	vals, err := p.ResolveOperands(operands, fn.Inputs)
	if err != nil {
		return err
	}
	st.Operands = vals
	st.ResultTypes = fn.Results
	st.AddAttr("dimensions", ods.DenseI64Array(ctx, dims))
	region := st.AddRegion()
	if !compact {
		if err := p.ParseKeyword("reducer"); err != nil {
			return err
		}
		var elems, accs []core.Argument
		for p.ParseOptionalPunct("(") {
			a, err := p.ParseArgument(true, false)
			if err != nil {
				return err
			}
			if err := p.ParsePunct(","); err != nil {
				return err
			}
			b, err := p.ParseArgument(true, false)
			if err != nil {
				return err
			}
			if err := p.ParsePunct(")"); err != nil {
				return err
			}
			elems, accs = append(elems, a), append(accs, b)
		}
		return p.ParseRegion(region, append(elems, accs...))
	}
	// Build the body: the inner op on two rank-0 block arguments, returned.
	// Its location is the reduce's own: the op's trailing location is
	// parsed after this hook, so inner ops take the op's start location.
	innerType := core.RankedTensor(ctx, nil, elemOf(fn.Inputs[0]), nil)
	loc := st.Loc
	b := core.NewBlock([]core.Type{innerType, innerType}, []core.Location{loc, loc})
	region.Append(b)
	inner := core.NewOperation(&core.OpState{Ctx: ctx, Name: innerName, Loc: loc,
		Operands: []core.Value{b.Arg(0), b.Arg(1)}, ResultTypes: []core.Type{innerType}})
	b.Append(inner)
	retName, err := ctx.OpName("stablehlo.return")
	if err != nil {
		return err
	}
	b.Append(core.NewOperation(&core.OpState{Ctx: ctx, Name: retName, Loc: loc, Operands: []core.Value{inner.Result(0)}}))
	return nil
}

func printWhile(p core.OpPrinter, op *core.Operation) {
	cond, body := op.Region(0), op.Region(1)
	p.WriteString("(")
	var args []*core.BlockArg
	if !body.Empty() {
		args = body.First().Args()
	}
	for i := 0; i < op.NumOperands(); i++ {
		if i > 0 {
			p.WriteString(", ")
		}
		if i < len(args) {
			p.PrintOperand(args[i])
		}
		p.WriteString(" = ")
		p.PrintOperand(op.Operand(i))
	}
	p.WriteString(")")
	if op.NumOperands() > 0 {
		p.WriteString(" : ")
		p.PrintTypes(op.OperandTypes())
	}
	p.PrintOptionalAttrDictWithKeyword(op.AllAttrs())
	// The cond region's arguments print under the body's names, as
	// stablehlo-opt names both `iterArg`.
	if !body.Empty() {
		vs := make([]core.Value, len(args))
		for i, a := range args {
			vs[i] = a
		}
		p.ShadowRegionArgs(cond, vs)
	}
	p.PrintNewline()
	p.WriteString(" cond ")
	p.PrintRegion(cond, false, true, false)
	p.WriteString(" do ")
	p.PrintRegion(body, false, true, false)
}

func parseWhile(p core.OpParser, st *core.OpState) error {
	if err := p.ParsePunct("("); err != nil {
		return err
	}
	var iterArgs, operands []core.UnresolvedOperand
	if !p.ParseOptionalPunct(")") {
		for {
			a, err := p.ParseOperand()
			if err != nil {
				return err
			}
			if err := p.ParsePunct("="); err != nil {
				return err
			}
			o, err := p.ParseOperand()
			if err != nil {
				return err
			}
			iterArgs, operands = append(iterArgs, a), append(operands, o)
			if p.ParseOptionalPunct(")") {
				break
			}
			if err := p.ParsePunct(","); err != nil {
				return err
			}
		}
	}
	var types []core.Type
	if len(operands) > 0 {
		if err := p.ParsePunct(":"); err != nil {
			return err
		}
		ts, err := p.ParseTypeList()
		if err != nil {
			return err
		}
		types = ts
	}
	vals, err := p.ResolveOperands(operands, types)
	if err != nil {
		return err
	}
	st.Operands = vals
	st.ResultTypes = types
	args := make([]core.Argument, len(iterArgs))
	for i, a := range iterArgs {
		args[i] = core.Argument{Name: a, Type: types[i]}
	}
	if err := p.ParseOptionalAttrDictWithKeyword(st); err != nil {
		return err
	}
	if err := p.ParseKeyword("cond"); err != nil {
		return err
	}
	if err := p.ParseRegion(st.AddRegion(), args); err != nil {
		return err
	}
	if err := p.ParseKeyword("do"); err != nil {
		return err
	}
	return p.ParseRegion(st.AddRegion(), args)
}
