package scf

import (
	"fmt"
	"strconv"

	"ncc/core"
	"ncc/dialects/ods"
)

// The hand-written syntax of scf.for, scf.if, scf.while and
// scf.execute_region, and the custom<SwitchCases> directive of
// scf.index_switch, as SCF.cpp parses and prints them.

// ensureTerminator is SingleBlockImplicitTerminator's ensureTerminator: a
// region gets a block, and its last block an scf.yield unless it already
// ends with a known terminator (an unregistered op does not count).
func ensureTerminator(ctx *core.Context, r *core.Region, loc core.Location) error {
	if r.Empty() {
		r.Append(core.NewBlock(nil, nil))
	}
	b := r.Last()
	if last := b.Last(); last != nil && last.HasTrait(core.Terminator) {
		return nil
	}
	n, err := ctx.OpName(opYield)
	if err != nil {
		return err
	}
	b.Append(core.NewOperation(&core.OpState{Ctx: ctx, Name: n, Loc: loc}))
	return nil
}

// nameError is an error at the op's name, as parser.getNameLoc() places it.
func nameError(st *core.OpState, format string, args ...any) error {
	return core.Errorf(st.Loc, "custom op '%s' %s", st.Name.Name, fmtMsg(format, args...))
}

func fmtMsg(format string, args ...any) string {
	if len(args) == 0 {
		return format
	}
	return fmt.Sprintf(format, args...)
}

// parseAssignmentList reads `(%a = %x, %b = %y)`, possibly empty
// (OpAsmParser's parseOptionalAssignmentList, after its '(' was seen):
// region arguments and the operands bound to them.
func parseAssignmentList(p core.OpParser) ([]core.Argument, []core.UnresolvedOperand, error) {
	var lhs []core.Argument
	var rhs []core.UnresolvedOperand
	if p.ParseOptionalPunct(")") {
		return nil, nil, nil
	}
	err := p.ParseCommaSeparatedList("", func() error {
		a, err := p.ParseArgument(false, false)
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
		lhs, rhs = append(lhs, a), append(rhs, o)
		return nil
	})
	if err != nil {
		return nil, nil, err
	}
	// parseCommaSeparatedListUntil's message.
	if err := p.ParsePunct(")"); err != nil {
		if d, ok := err.(*core.Diagnostic); ok && d.Msg == "expected ')'" {
			d.Msg = "expected ',' or ')'"
		}
		return nil, nil, err
	}
	return lhs, rhs, nil
}

// printInitializationList prints `prefix(%inner = %outer, ...)`, nothing
// when there are no initializers.
func printInitializationList(p core.OpPrinter, args []*core.BlockArg, inits []core.Value, prefix string) {
	if len(inits) == 0 {
		return
	}
	p.WriteString(prefix + "(")
	for i, v := range inits {
		if i > 0 {
			p.WriteString(", ")
		}
		if i < len(args) {
			p.PrintOperand(args[i])
		}
		p.WriteString(" = ")
		p.PrintOperand(v)
	}
	p.WriteString(")")
}

// nilIfEmpty gives ParseRegion no arguments (the region may declare its
// entry block) when there are none.
func nilIfEmpty(args []core.Argument) []core.Argument {
	if len(args) == 0 {
		return nil
	}
	return args
}

// parseFor reads `%iv = %lb to %ub step %step [iter_args(%a = %x, ...) ->
// (T, ...)] [: type] {body} [attr-dict]`.
func parseFor(p core.OpParser, st *core.OpState) error {
	ctx := p.Context()
	iv, err := p.ParseOperand()
	if err != nil {
		return err
	}
	if err := p.ParsePunct("="); err != nil {
		return err
	}
	var bounds [3]core.UnresolvedOperand
	for i, kw := range []string{"", "to", "step"} {
		if kw != "" {
			if err := p.ParseKeyword(kw); err != nil {
				return err
			}
		}
		if bounds[i], err = p.ParseOperand(); err != nil {
			return err
		}
	}
	regionArgs := []core.Argument{{Name: iv}}
	var inits []core.UnresolvedOperand
	hasIterArgs := p.ParseOptionalKeyword("iter_args")
	if hasIterArgs {
		if !p.ParseOptionalPunct("(") {
			return p.Errorf("expected '('")
		}
		lhs, rhs, err := parseAssignmentList(p)
		if err != nil {
			return err
		}
		regionArgs, inits = append(regionArgs, lhs...), rhs
		if st.ResultTypes, err = p.ParseArrowTypeList(); err != nil {
			return err
		}
	}
	if len(regionArgs) != len(st.ResultTypes)+1 {
		return nameError(st, "mismatch in number of loop-carried values and defined values")
	}
	var t core.Type = core.Index(ctx)
	if p.ParseOptionalPunct(":") {
		if t, err = p.ParseType(); err != nil {
			return err
		}
	}
	regionArgs[0].Type = t
	for _, b := range bounds {
		v, err := p.ResolveOperand(b, t)
		if err != nil {
			return err
		}
		st.Operands = append(st.Operands, v)
	}
	for i, u := range inits {
		regionArgs[i+1].Type = st.ResultTypes[i]
		v, err := p.ResolveOperand(u, st.ResultTypes[i])
		if err != nil {
			return err
		}
		st.Operands = append(st.Operands, v)
	}
	body := st.AddRegion()
	if err := p.ParseRegion(body, regionArgs); err != nil {
		return err
	}
	if err := ensureTerminator(ctx, body, st.Loc); err != nil {
		return err
	}
	return p.ParseOptionalAttrDict(st)
}

func printFor(p core.OpPrinter, op *core.Operation) {
	body := op.Region(0)
	var args []*core.BlockArg
	if !body.Empty() {
		args = body.First().Args()
	}
	p.WriteString(" ")
	if len(args) > 0 {
		p.PrintOperand(args[0])
	}
	p.WriteString(" = ")
	p.PrintOperand(op.Operand(0))
	p.WriteString(" to ")
	p.PrintOperand(op.Operand(1))
	p.WriteString(" step ")
	p.PrintOperand(op.Operand(2))
	inits := op.Operands()[3:]
	var iterArgs []*core.BlockArg
	if len(args) > 0 {
		iterArgs = args[1:]
	}
	printInitializationList(p, iterArgs, inits, " iter_args")
	if len(inits) > 0 {
		p.WriteString(" -> (")
		p.PrintTypes(types(inits))
		p.WriteString(")")
	}
	p.WriteString(" ")
	if len(args) > 0 {
		if _, isIndex := args[0].Type().(*core.IndexType); !isIndex {
			p.WriteString(" : ")
			p.PrintType(args[0].Type())
			p.WriteString(" ")
		}
	}
	p.PrintRegion(body, false, len(inits) > 0, false)
	p.PrintOptionalAttrDict(op.AllAttrs())
}

func types(vs []core.Value) []core.Type {
	ts := make([]core.Type, len(vs))
	for i, v := range vs {
		ts[i] = v.Type()
	}
	return ts
}

// parseIf reads `%cond [-> (T, ...)] {then} [else {else}] [attr-dict]`.
func parseIf(p core.OpParser, st *core.OpState) error {
	ctx := p.Context()
	then, els := st.AddRegion(), st.AddRegion()
	cond, err := p.ParseOperand()
	if err != nil {
		return err
	}
	v, err := p.ResolveOperand(cond, core.IntegerType(ctx, 1))
	if err != nil {
		return err
	}
	st.Operands = append(st.Operands, v)
	if st.ResultTypes, err = p.ParseOptionalArrowTypeList(); err != nil {
		return err
	}
	if err := p.ParseRegion(then, nil); err != nil {
		return err
	}
	if err := ensureTerminator(ctx, then, st.Loc); err != nil {
		return err
	}
	if p.ParseOptionalKeyword("else") {
		if err := p.ParseRegion(els, nil); err != nil {
			return err
		}
		if err := ensureTerminator(ctx, els, st.Loc); err != nil {
			return err
		}
	}
	return p.ParseOptionalAttrDict(st)
}

func printIf(p core.OpPrinter, op *core.Operation) {
	p.WriteString(" ")
	p.PrintOperand(op.Operand(0))
	terms := false
	if op.NumResults() > 0 {
		p.WriteString(" -> (")
		p.PrintTypes(op.ResultTypes())
		p.WriteString(")")
		terms = true
	}
	p.WriteString(" ")
	p.PrintRegion(op.Region(0), false, terms, false)
	if op.NumRegions() > 1 && !op.Region(1).Empty() {
		p.WriteString(" else ")
		p.PrintRegion(op.Region(1), false, terms, false)
	}
	p.PrintOptionalAttrDict(op.AllAttrs())
}

// parseWhile reads `[(%a = %x, ...)] : (T, ...) -> (R, ...) {before} do
// {after} [attributes {...}]`.
func parseWhile(p core.OpParser, st *core.OpState) error {
	before, after := st.AddRegion(), st.AddRegion()
	var regionArgs []core.Argument
	var operands []core.UnresolvedOperand
	if p.ParseOptionalPunct("(") {
		var err error
		if regionArgs, operands, err = parseAssignmentList(p); err != nil {
			return err
		}
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
	st.ResultTypes = append([]core.Type(nil), ft.Results...)
	if len(ft.Inputs) != len(operands) {
		return p.ErrorAt(typePos, "expected as many input types as operands (expected %d got %d)", len(operands), len(ft.Inputs))
	}
	vs, err := p.ResolveOperands(operands, ft.Inputs)
	if err != nil {
		return err
	}
	st.Operands = append(st.Operands, vs...)
	for i := range regionArgs {
		regionArgs[i].Type = ft.Inputs[i]
	}
	if err := p.ParseRegion(before, nilIfEmpty(regionArgs)); err != nil {
		return err
	}
	if err := p.ParseKeyword("do"); err != nil {
		return err
	}
	if err := p.ParseRegion(after, nil); err != nil {
		return err
	}
	return p.ParseOptionalAttrDictWithKeyword(st)
}

func printWhile(p core.OpPrinter, op *core.Operation) {
	before, after := op.Region(0), op.Region(1)
	var args []*core.BlockArg
	if !before.Empty() {
		args = before.First().Args()
	}
	printInitializationList(p, args, op.Operands(), " ")
	p.WriteString(" : ")
	p.PrintFunctionalType(op)
	p.WriteString(" ")
	p.PrintRegion(before, false, true, false)
	p.WriteString(" do ")
	p.PrintRegion(after, true, true, false)
	p.PrintOptionalAttrDictWithKeyword(op.AllAttrs())
}

// parseExecuteRegion reads `[-> (T, ...)] [no_inline] {region} [attr-dict]`.
func parseExecuteRegion(p core.OpParser, st *core.OpState) error {
	var err error
	if st.ResultTypes, err = p.ParseOptionalArrowTypeList(); err != nil {
		return err
	}
	if p.ParseOptionalKeyword("no_inline") {
		st.AddAttr("no_inline", core.Unit(p.Context()))
	}
	if err := p.ParseRegion(st.AddRegion(), nil); err != nil {
		return err
	}
	return p.ParseOptionalAttrDict(st)
}

func printExecuteRegion(p core.OpPrinter, op *core.Operation) {
	p.PrintArrowTypeList(op.ResultTypes())
	p.WriteString(" ")
	if op.Attr("no_inline") != nil {
		p.WriteString("no_inline ")
	}
	p.PrintRegion(op.Region(0), false, true, false)
	p.PrintOptionalAttrDict(op.AllAttrs(), "no_inline")
}

// parseSwitchCases reads `case N {region}` repeatedly: the cases attribute
// and the case regions (which, unlike the default region, get no implicit
// terminator).
func parseSwitchCases(p core.OpParser, st *core.OpState, args []core.CustomArg) error {
	var values []int64
	var regions []*core.Region
	for p.ParseOptionalKeyword("case") {
		v, err := p.ParseInteger()
		if err != nil {
			return err
		}
		r := core.NewRegion()
		if err := p.ParseRegion(r, nil); err != nil {
			return err
		}
		values, regions = append(values, v), append(regions, r)
	}
	args[0].Attr = ods.DenseI64Array(p.Context(), values)
	args[1].Regions = regions
	return nil
}

func printSwitchCases(p core.OpPrinter, op *core.Operation, args []core.CustomArg) {
	cases, _ := args[0].Attr.(*core.DenseArrayAttr)
	var values []int64
	if cases != nil {
		values = ods.I64s(cases)
	}
	for i, r := range args[1].Regions {
		if i >= len(values) {
			break
		}
		p.PrintNewline()
		p.WriteString("case " + strconv.FormatInt(values[i], 10) + " ")
		p.PrintRegion(r, false, true, false)
	}
}
