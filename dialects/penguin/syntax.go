package penguin

import (
	"math"
	"strconv"
	"strings"

	"ncc/core"
	"ncc/dialects/ods"
)

// The custom<...> directives of the ops' formats. Everything else about
// the syntax is in the Format strings of the definitions.
var customs = map[string]core.CustomDirective{
	// custom<Starts>($starts, $static_starts): `%m, 0` — one start per HBM
	// dimension, an index value or a constant, as MLIR's
	// custom<DynamicIndexList> writes offsets.
	"Starts": {Parse: parseStartsDirective(false), Print: printStartsDirective(false)},
	// custom<MoreStarts>(...): the same list after another entry, each
	// start with its leading comma (load_indirect's `%t[%ids, 0]`).
	"MoreStarts": {Parse: parseStartsDirective(true), Print: printStartsDirective(true)},
	// custom<Inputs>(ref($op), ref($op1), $inputs, $scalars): ewise's
	// inputs, each a tile value or an immediate (`%a, 2.0`).
	"Inputs": {Parse: parseInputs, Print: printInputs},
	// custom<Bias>($bias, $bias_value): a [P, 1] tile or an f32 immediate.
	"Bias": {Parse: parseBias, Print: printBias},
}

func parseStartsDirective(leadingComma bool) func(core.OpParser, *core.OpState, []core.CustomArg) error {
	return func(p core.OpParser, st *core.OpState, args []core.CustomArg) error {
		var static []int64
		elem := func(required bool) (bool, error) {
			u, ok, err := p.ParseOptionalOperand()
			if err != nil {
				return false, err
			}
			if ok {
				args[0].Operands = append(args[0].Operands, u)
				static = append(static, core.Dynamic)
				return true, nil
			}
			v, ok, err := p.ParseOptionalInteger()
			if err != nil {
				return false, err
			}
			if !ok {
				if required {
					return false, p.Errorf("expected an index value or an integer")
				}
				return false, nil
			}
			static = append(static, v)
			return true, nil
		}
		if leadingComma {
			for p.ParseOptionalPunct(",") {
				if _, err := elem(true); err != nil {
					return err
				}
			}
		} else {
			ok, err := elem(false)
			if err != nil {
				return err
			}
			for ok && p.ParseOptionalPunct(",") {
				if _, err := elem(true); err != nil {
					return err
				}
			}
		}
		args[1].Attr = ods.DenseI64Array(p.Context(), static)
		return nil
	}
}

func printStartsDirective(leadingComma bool) func(core.OpPrinter, *core.Operation, []core.CustomArg) {
	return func(p core.OpPrinter, _ *core.Operation, args []core.CustomArg) {
		static, _ := args[1].Attr.(*core.DenseArrayAttr)
		if static == nil {
			return
		}
		dyn := args[0].Values
		for i, v := range ods.I64s(static) {
			if i > 0 || leadingComma {
				p.WriteString(", ")
			}
			if v == core.Dynamic && len(dyn) > 0 {
				p.PrintOperand(dyn[0])
				dyn = dyn[1:]
			} else {
				p.WriteString(strconv.FormatInt(v, 10))
			}
		}
	}
}

// immType is the type of an immediate read by ALU op o: i32 for the
// bitwise ops, which work on integer bits, else f32, the type the engines
// compute in.
func immType(c *core.Context, o AluOp) core.Type {
	if o.Bitwise() {
		return core.IntegerType(c, 32)
	}
	return core.F32(c)
}

// consumers returns, for each input of an ewise with ALU ops ops, the op
// that reads it: input 0 and the second operand of the first op go to the
// first op, the next input to the second op.
func consumers(ops []AluOp) []AluOp {
	var out []AluOp
	for i, o := range ops {
		if i == 0 {
			out = append(out, o)
		}
		if !o.Unary() {
			out = append(out, o)
		}
	}
	return out
}

func aluOps(op0, op1 core.Attribute) []AluOp {
	var ops []AluOp
	for _, a := range []core.Attribute{op0, op1} {
		if x, ok := a.(*AluAttr); ok {
			ops = append(ops, x.Op)
		}
	}
	return ops
}

func parseInputs(p core.OpParser, st *core.OpState, args []core.CustomArg) error {
	ctx := p.Context()
	cons := consumers(aluOps(args[0].Attr, args[1].Attr))
	var scalars []core.Attribute
	anyImm := false
	i := 0
	err := p.ParseCommaSeparatedList("", func() error {
		u, ok, err := p.ParseOptionalOperand()
		if err != nil {
			return err
		}
		if ok {
			args[2].Operands = append(args[2].Operands, u)
			scalars = append(scalars, core.Unit(ctx))
			i++
			return nil
		}
		t := core.Type(core.F32(ctx))
		if i < len(cons) {
			t = immType(ctx, cons[i])
		}
		i++
		a, err := p.ParseAttribute(t)
		if err != nil {
			return err
		}
		scalars = append(scalars, a)
		anyImm = true
		return nil
	})
	if err != nil {
		return err
	}
	if anyImm {
		args[3].Attr = core.Array(ctx, scalars)
	}
	return nil
}

func printInputs(p core.OpPrinter, _ *core.Operation, args []core.CustomArg) {
	tiles := args[2].Values
	scalars, _ := args[3].Attr.(*core.ArrayAttr)
	if scalars == nil {
		p.PrintOperands(tiles)
		return
	}
	for i, a := range scalars.Elems {
		if i > 0 {
			p.WriteString(", ")
		}
		if _, unit := a.(*core.UnitAttr); unit && len(tiles) > 0 {
			p.PrintOperand(tiles[0])
			tiles = tiles[1:]
			continue
		}
		p.PrintAttributeWithoutType(a)
	}
}

func parseBias(p core.OpParser, st *core.OpState, args []core.CustomArg) error {
	u, ok, err := p.ParseOptionalOperand()
	if err != nil {
		return err
	}
	if ok {
		args[0].Operands = []core.UnresolvedOperand{u}
		return nil
	}
	a, err := p.ParseAttribute(core.F32(p.Context()))
	if err != nil {
		return err
	}
	args[1].Attr = a
	return nil
}

func printBias(p core.OpPrinter, _ *core.Operation, args []core.CustomArg) {
	if len(args[0].Values) > 0 {
		p.PrintOperand(args[0].Values[0])
		return
	}
	if args[1].Attr != nil {
		p.PrintAttributeWithoutType(args[1].Attr)
	}
}

// parseKernel reads `@name(%a: T, ...) -> (T, ...) attributes {...} {body}`.
func parseKernel(p core.OpParser, st *core.OpState) error {
	ctx := p.Context()
	name, err := p.ParseSymbolName()
	if err != nil {
		return err
	}
	st.AddAttr("sym_name", core.String(ctx, name))
	args, err := p.ParseArgumentList("()", true, false)
	if err != nil {
		return err
	}
	results, err := p.ParseOptionalArrowTypeList()
	if err != nil {
		return err
	}
	inputs := make([]core.Type, len(args))
	for i, a := range args {
		inputs[i] = a.Type
	}
	st.AddAttr("function_type", core.TypeAttrOf(ctx, core.Function(ctx, inputs, results)))
	if err := p.ParseOptionalAttrDictWithKeyword(st); err != nil {
		return err
	}
	return p.ParseRegion(st.AddRegion(), args)
}

func printKernel(p core.OpPrinter, op *core.Operation) {
	p.WriteString(" ")
	if s, ok := op.Attr("sym_name").(*core.StringAttr); ok {
		p.PrintSymbolName(s.Value)
	}
	p.WriteString("(")
	body := op.Region(0)
	if !body.Empty() {
		for i, a := range body.First().Args() {
			if i > 0 {
				p.WriteString(", ")
			}
			p.PrintRegionArgument(a, nil, false)
		}
	}
	p.WriteString(")")
	if ft := kernelSignature(op); ft != nil {
		p.PrintArrowTypeList(ft.Results)
	}
	p.PrintOptionalAttrDictWithKeyword(op.AllAttrs(), "sym_name", "function_type")
	p.WriteString(" ")
	p.PrintRegion(body, false, true, false)
}

// parseFor reads `%i = LB to UB [step S] parallel|sequential
// [iter_args(%a = %init, ...) -> (T, ...)] {body}`.
func parseFor(p core.OpParser, st *core.OpState) error {
	ctx := p.Context()
	iv, err := p.ParseArgument(false, false)
	if err != nil {
		return err
	}
	iv.Type = core.Index(ctx)
	if err := p.ParsePunct("="); err != nil {
		return err
	}
	lb, err := p.ParseInteger()
	if err != nil {
		return err
	}
	if err := p.ParseKeyword("to"); err != nil {
		return err
	}
	ub, err := p.ParseInteger()
	if err != nil {
		return err
	}
	step := int64(1)
	if p.ParseOptionalKeyword("step") {
		if step, err = p.ParseInteger(); err != nil {
			return err
		}
	}
	i64 := core.IntegerType(ctx, 64)
	st.AddAttr("lb", core.Int(ctx, i64, lb))
	st.AddAttr("ub", core.Int(ctx, i64, ub))
	st.AddAttr("step", core.Int(ctx, i64, step))
	kpos := p.Pos()
	switch {
	case p.ParseOptionalKeyword("parallel"):
		st.AddAttr("kind", Loop(ctx, Parallel))
	case p.ParseOptionalKeyword("sequential"):
		st.AddAttr("kind", Loop(ctx, Sequential))
	default:
		return p.ErrorAt(kpos, "expected parallel or sequential")
	}
	blockArgs := []core.Argument{iv}
	if p.ParseOptionalKeyword("iter_args") {
		iters, inits, err := parseAssignments(p)
		if err != nil {
			return err
		}
		types, err := p.ParseArrowTypeList()
		if err != nil {
			return err
		}
		if len(types) != len(inits) {
			return p.Errorf("expected %d types for the iter_args, got %d", len(inits), len(types))
		}
		vals, err := p.ResolveOperands(inits, types)
		if err != nil {
			return err
		}
		st.Operands = vals
		st.ResultTypes = types
		for i, a := range iters {
			blockArgs = append(blockArgs, core.Argument{Name: a, Type: types[i]})
		}
	}
	if err := p.ParseOptionalAttrDictWithKeyword(st); err != nil {
		return err
	}
	r := st.AddRegion()
	if err := p.ParseRegion(r, blockArgs); err != nil {
		return err
	}
	ensureYield(ctx, r, st.Loc)
	return nil
}

// parseAssignments reads `(%a = %x, %b = %y)`.
func parseAssignments(p core.OpParser) (lhs, rhs []core.UnresolvedOperand, err error) {
	err = p.ParseCommaSeparatedList("()", func() error {
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
		lhs, rhs = append(lhs, a), append(rhs, o)
		return nil
	})
	return lhs, rhs, err
}

// ensureYield adds the penguin.yield a body without values may leave out
// (SingleBlockImplicitTerminator).
func ensureYield(ctx *core.Context, r *core.Region, loc core.Location) {
	if r.Empty() {
		r.Append(core.NewBlock(nil, nil))
	}
	b := r.First()
	if last := b.Last(); last != nil && last.HasTrait(core.Terminator) {
		return
	}
	n, err := ctx.OpName(opYield)
	if err != nil {
		return
	}
	b.Append(core.NewOperation(&core.OpState{Ctx: ctx, Name: n, Loc: loc}))
}

func printFor(p core.OpPrinter, op *core.Operation) {
	lb, ub, step := forBounds(op)
	body := op.Region(0)
	var args []*core.BlockArg
	if !body.Empty() {
		args = body.First().Args()
	}
	p.WriteString(" ")
	if len(args) > 0 {
		p.PrintOperand(args[0])
	}
	p.WriteString(" = " + strconv.FormatInt(lb, 10) + " to " + strconv.FormatInt(ub, 10))
	if step != 1 {
		p.WriteString(" step " + strconv.FormatInt(step, 10))
	}
	if k, ok := op.Attr("kind").(*LoopKindAttr); ok {
		p.WriteString(" " + k.Kind.String())
	}
	if op.NumOperands() > 0 {
		p.WriteString(" iter_args(")
		for i, v := range op.Operands() {
			if i > 0 {
				p.WriteString(", ")
			}
			if i+1 < len(args) {
				p.PrintOperand(args[i+1])
			}
			p.WriteString(" = ")
			p.PrintOperand(v)
		}
		p.WriteString(")")
		p.PrintArrowTypeList(op.ResultTypes())
	}
	p.PrintOptionalAttrDictWithKeyword(op.AllAttrs(), "lb", "ub", "step", "kind")
	p.WriteString(" ")
	p.PrintRegion(body, false, op.NumResults() > 0 || mustPrintYield(body), false)
}

// mustPrintYield reports whether a body's terminator must be printed: it
// yields values or carries attributes (which eliding it would lose), or it
// is not the implicit penguin.yield at all.
func mustPrintYield(r *core.Region) bool {
	if r.Empty() {
		return false
	}
	t := r.First().Last()
	return t == nil || t.Name() != opYield || len(t.AllAttrs()) > 0 || t.NumOperands() > 0
}

// parseWhile reads `(%a = %x, ...) : T, ... [attributes {...}] cond {...}
// do {...}`, stablehlo.while's syntax: both regions take the carried
// values as their arguments.
func parseWhile(p core.OpParser, st *core.OpState) error {
	var iters, inits []core.UnresolvedOperand
	if !p.ParseOptionalPunct("(") {
		return p.Errorf("expected '('")
	}
	if !p.ParseOptionalPunct(")") {
		err := p.ParseCommaSeparatedList("", func() error {
			a, err := p.ParseOperand()
			if err != nil {
				return err
			}
			if err := p.ParsePunct("="); err != nil {
				return err
			}
			o, err := p.ParseOperand()
			iters, inits = append(iters, a), append(inits, o)
			return err
		})
		if err != nil {
			return err
		}
		if err := p.ParsePunct(")"); err != nil {
			return err
		}
	}
	var types []core.Type
	if len(inits) > 0 {
		if err := p.ParsePunct(":"); err != nil {
			return err
		}
		ts, err := p.ParseTypeList()
		if err != nil {
			return err
		}
		types = ts
	}
	vals, err := p.ResolveOperands(inits, types)
	if err != nil {
		return err
	}
	st.Operands, st.ResultTypes = vals, types
	args := make([]core.Argument, len(iters))
	for i, a := range iters {
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
	r := st.AddRegion()
	if err := p.ParseRegion(r, args); err != nil {
		return err
	}
	ensureYield(p.Context(), r, st.Loc)
	return nil
}

func printWhile(p core.OpPrinter, op *core.Operation) {
	cond, body := op.Region(0), op.Region(1)
	var args []*core.BlockArg
	if !body.Empty() {
		args = body.First().Args()
	}
	p.WriteString("(")
	for i, v := range op.Operands() {
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
	if op.NumOperands() > 0 {
		p.WriteString(" : ")
		p.PrintTypes(op.OperandTypes())
	}
	p.PrintOptionalAttrDictWithKeyword(op.AllAttrs())
	// The cond region's arguments print under the body's names.
	if !body.Empty() {
		vs := make([]core.Value, len(args))
		for i, a := range args {
			vs[i] = a
		}
		p.ShadowRegionArgs(cond, vs)
	}
	p.WriteString(" cond ")
	p.PrintRegion(cond, false, true, false)
	p.WriteString(" do ")
	p.PrintRegion(body, false, op.NumResults() > 0 || mustPrintYield(body), false)
}

// parseConstant reads `VALUE [attr-dict] : TILE`: a decimal number, inf or
// nan (with an optional minus), converted to the tile's element type.
func parseConstant(p core.OpParser, st *core.OpState) error {
	pos := p.Pos()
	v, err := p.ParseFloat()
	if err != nil {
		return err
	}
	if err := p.ParseOptionalAttrDict(st); err != nil {
		return err
	}
	t, err := p.ParseColonType()
	if err != nil {
		return err
	}
	st.ResultTypes = []core.Type{t}
	tt, ok := t.(*TileType)
	if !ok {
		return nil // the result constraint reports it
	}
	a, err := splatValue(p.Context(), tt.Elem, v)
	if err != nil {
		return p.ErrorAt(pos, "%s", err)
	}
	st.AddAttr("value", a)
	return nil
}

func printConstant(p core.OpPrinter, op *core.Operation) {
	p.WriteString(" " + formatSplat(op.Attr("value")))
	p.PrintOptionalAttrDict(op.AllAttrs(), "value")
	p.WriteString(" : ")
	p.PrintType(op.Result(0).Type())
}

// formatSplat writes a constant's value so that parseConstant reads back
// the same bits: integers in decimal, floats in the shortest form that
// round-trips through f32, always with a '.', as MLIR's lexer needs.
func formatSplat(a core.Attribute) string {
	switch a := a.(type) {
	case *core.IntegerAttr:
		return strconv.FormatInt(a.Val, 10)
	case *core.FloatAttr:
		f := math.Float32frombits(uint32(a.Bits))
		switch {
		case math.IsNaN(float64(f)):
			return "nan"
		case math.IsInf(float64(f), 1):
			return "inf"
		case math.IsInf(float64(f), -1):
			return "-inf"
		}
		s := strconv.FormatFloat(float64(f), 'e', -1, 32)
		mant, exp, _ := strings.Cut(s, "e")
		if !strings.Contains(mant, ".") {
			mant += ".0"
		}
		return mant + "e" + exp
	}
	return core.AttrString(a)
}
