package format

import (
	"ncc/core"
)

// context is where an element appears; it limits what it may be.
type context uint8

const (
	topLevel context = iota
	customCtx
	typeCtx
	refCtx
)

// compiler parses a format string against a definition (OpFormatParser).
type compiler struct {
	p    *Program
	toks []token
	i    int

	hasAttrDict    bool
	seenOperands   []bool
	seenRegions    []bool
	seenSuccessors []bool
	seenAttrs      []bool
	seenAttrOrder  []int
}

// Compile parses def.Format and checks it against def, as mlir-tblgen does
// when it generates an op's parser and printer. The error names the op and
// the offending directive.
func Compile(def *core.OpDef) (*Program, error) {
	p := &Program{
		def:             def,
		operandTypes:    make([]resolver, len(def.Operands)),
		resultTypes:     make([]resolver, len(def.Results)),
		seenOperandType: make([]bool, len(def.Operands)),
		seenResultType:  make([]bool, len(def.Results)),
		regionArity:     arities(def.Regions, func(r core.RegionDef) core.Arity { return r.Arity }),
		successorArity:  arities(def.Successors, func(s core.SuccessorDef) core.Arity { return s.Arity }),
	}
	c := &compiler{
		p:              p,
		seenOperands:   make([]bool, len(def.Operands)),
		seenRegions:    make([]bool, len(def.Regions)),
		seenSuccessors: make([]bool, len(def.Successors)),
		seenAttrs:      make([]bool, len(def.Attrs)),
	}
	if err := c.run(); err != nil {
		return nil, &Error{Op: def.Name, Format: def.Format, Offset: err.pos, Msg: err.msg, Note: err.note}
	}
	return p, nil
}

func (c *compiler) run() *compileError {
	toks, err := lex(c.p.def.Format)
	if err != nil {
		return err
	}
	c.toks = toks
	for c.peek().kind != tEOF {
		e, err := c.element(topLevel)
		if err != nil {
			return err
		}
		c.p.elems = append(c.p.elems, e)
	}
	return c.verify()
}

func (c *compiler) peek() token { return c.toks[c.i] }
func (c *compiler) next() token {
	t := c.toks[c.i]
	if t.kind != tEOF {
		c.i++
	}
	return t
}

func (c *compiler) expect(k tokKind, msg string) (token, *compileError) {
	t := c.peek()
	if t.kind != k {
		return t, &compileError{pos: t.pos, msg: msg}
	}
	return c.next(), nil
}

func errAt(pos int, msg string) *compileError { return &compileError{pos: pos, msg: msg} }

// element parses one element (FormatParser::parseElement).
func (c *compiler) element(ctx context) (*elem, *compileError) {
	t := c.peek()
	switch t.kind {
	case tLiteral:
		return c.literal(ctx)
	case tVariable:
		c.next()
		return c.variable(t, ctx)
	case tIdent:
		c.next()
		return c.directive(t, ctx)
	case tLParen:
		return c.optionalGroup(ctx)
	case tString:
		return nil, errAt(t.pos, "string arguments to custom directives are not supported; bind the value in the hook")
	}
	return nil, errAt(t.pos, "expected literal, variable, directive, or optional group")
}

func (c *compiler) literal(ctx context) (*elem, *compileError) {
	t := c.next()
	if ctx != topLevel {
		return nil, errAt(t.pos, "literals may only be used in the top-level section of the format")
	}
	switch t.text {
	case "", " ":
		return &elem{kind: kSpace, text: t.text, pos: t.pos}, nil
	case `\n`:
		return &elem{kind: kNewline, text: t.text, pos: t.pos}, nil
	}
	if msg := literalError(t.text); msg != "" {
		return nil, errAt(t.pos, "expected valid literal but got '"+t.text+"': "+msg)
	}
	return &elem{kind: kLiteral, text: t.text, pos: t.pos}, nil
}

// variable resolves $name against the definition (parseVariableImpl).
func (c *compiler) variable(t token, ctx context) (*elem, *compileError) {
	p, name := c.p, t.text
	if i := p.attrIndex(name); i >= 0 {
		switch ctx {
		case typeCtx:
			return nil, errAt(t.pos, "attributes cannot be used as children to a `type` directive")
		case refCtx:
			if !c.seenAttrs[i] {
				return nil, errAt(t.pos, "attribute '"+name+"' must be bound before it is referenced")
			}
		default:
			if c.seenAttrs[i] {
				return nil, errAt(t.pos, "attribute '"+name+"' is already bound")
			}
			c.seenAttrs[i] = true
			c.seenAttrOrder = append(c.seenAttrOrder, i)
		}
		return &elem{kind: kAttr, idx: i, pos: t.pos}, nil
	}
	if i := p.operandIndex(name); i >= 0 {
		switch ctx {
		case topLevel, customCtx:
			if p.allOperands || c.seenOperands[i] {
				return nil, errAt(t.pos, "operand '"+name+"' is already bound")
			}
			c.seenOperands[i] = true
		case refCtx:
			if !c.seenOperands[i] {
				return nil, errAt(t.pos, "operand '"+name+"' must be bound before it is referenced")
			}
		}
		return &elem{kind: kOperand, idx: i, pos: t.pos}, nil
	}
	if i := p.regionIndex(name); i >= 0 {
		switch ctx {
		case topLevel, customCtx:
			if p.allRegions || c.seenRegions[i] {
				return nil, errAt(t.pos, "region '"+name+"' is already bound")
			}
			c.seenRegions[i] = true
		case refCtx:
			if !c.seenRegions[i] {
				return nil, errAt(t.pos, "region '"+name+"' must be bound before it is referenced")
			}
		default:
			return nil, errAt(t.pos, "regions can only be used at the top level")
		}
		return &elem{kind: kRegion, idx: i, pos: t.pos}, nil
	}
	if i := p.resultIndex(name); i >= 0 {
		if ctx != typeCtx {
			return nil, errAt(t.pos, "result variables can can only be used as a child to a 'type' directive")
		}
		return &elem{kind: kResult, idx: i, pos: t.pos}, nil
	}
	if i := p.successorIndex(name); i >= 0 {
		switch ctx {
		case topLevel, customCtx:
			if p.allSuccessors || c.seenSuccessors[i] {
				return nil, errAt(t.pos, "successor '"+name+"' is already bound")
			}
			c.seenSuccessors[i] = true
		case refCtx:
			if !c.seenSuccessors[i] {
				return nil, errAt(t.pos, "successor '"+name+"' must be bound before it is referenced")
			}
		default:
			return nil, errAt(t.pos, "successors can only be used at the top level")
		}
		return &elem{kind: kSuccessor, idx: i, pos: t.pos}, nil
	}
	return nil, errAt(t.pos, "expected variable to refer to an argument, region, result, or successor")
}

func (c *compiler) directive(t token, ctx context) (*elem, *compileError) {
	p := c.p
	switch t.text {
	case "attr-dict", "attr-dict-with-keyword":
		if ctx == typeCtx {
			return nil, errAt(t.pos, "'attr-dict' directive can only be used as a top-level directive")
		}
		if ctx == refCtx {
			if !c.hasAttrDict {
				return nil, errAt(t.pos, "'ref' of 'attr-dict' is not bound by a prior 'attr-dict' directive")
			}
		} else {
			if c.hasAttrDict {
				return nil, errAt(t.pos, "'attr-dict' directive has already been seen")
			}
			c.hasAttrDict = true
		}
		return &elem{kind: kAttrDict, withKeyword: t.text == "attr-dict-with-keyword", pos: t.pos}, nil
	case "prop-dict":
		if ctx == typeCtx || ctx == refCtx {
			return nil, errAt(t.pos, "'prop-dict' directive can only be used as a top-level directive")
		}
		if p.hasPropDict {
			return nil, errAt(t.pos, "'prop-dict' directive has already been seen")
		}
		p.hasPropDict = true
		return &elem{kind: kPropDict, pos: t.pos}, nil
	case "operands":
		switch ctx {
		case refCtx:
			if !p.allOperands {
				return nil, errAt(t.pos, "'ref' of 'operands' is not bound by a prior 'operands' directive")
			}
		case topLevel, customCtx:
			if p.allOperands || anyTrue(c.seenOperands) {
				return nil, errAt(t.pos, "'operands' directive creates overlap in format")
			}
			p.allOperands = true
		}
		return &elem{kind: kOperands, pos: t.pos}, nil
	case "results":
		if ctx != typeCtx {
			return nil, errAt(t.pos, "'results' directive can can only be used as a child to a 'type' directive")
		}
		return &elem{kind: kResults, pos: t.pos}, nil
	case "regions":
		if ctx == typeCtx {
			return nil, errAt(t.pos, "'regions' is only valid as a top-level directive")
		}
		if ctx == refCtx {
			if !p.allRegions {
				return nil, errAt(t.pos, "'ref' of 'regions' is not bound by a prior 'regions' directive")
			}
		} else {
			if p.allRegions || anyTrue(c.seenRegions) {
				return nil, errAt(t.pos, "'regions' directive creates overlap in format")
			}
			p.allRegions = true
		}
		return &elem{kind: kRegions, pos: t.pos}, nil
	case "successors":
		if ctx == typeCtx {
			return nil, errAt(t.pos, "'successors' is only valid as a top-level directive")
		}
		if ctx == refCtx {
			if !p.allSuccessors {
				return nil, errAt(t.pos, "'ref' of 'successors' is not bound by a prior 'successors' directive")
			}
		} else {
			if p.allSuccessors || anyTrue(c.seenSuccessors) {
				return nil, errAt(t.pos, "'successors' directive creates overlap in format")
			}
			p.allSuccessors = true
		}
		return &elem{kind: kSuccessors, pos: t.pos}, nil
	case "type":
		if ctx == typeCtx {
			return nil, errAt(t.pos, "'type' cannot be used as a child of another `type`")
		}
		if _, err := c.expect(tLParen, "expected '(' before argument list"); err != nil {
			return nil, err
		}
		arg, err := c.typeOperand(t.pos, ctx == refCtx)
		if err != nil {
			return nil, err
		}
		if _, err := c.expect(tRParen, "expected ')' after argument list"); err != nil {
			return nil, err
		}
		return &elem{kind: kType, args: []*elem{arg}, pos: t.pos}, nil
	case "functional-type":
		if ctx != topLevel {
			return nil, errAt(t.pos, "'functional-type' is only valid as a top-level directive")
		}
		if _, err := c.expect(tLParen, "expected '(' before argument list"); err != nil {
			return nil, err
		}
		in, err := c.typeOperand(t.pos, false)
		if err != nil {
			return nil, err
		}
		if _, err := c.expect(tComma, "expected ',' after inputs argument"); err != nil {
			return nil, err
		}
		out, err := c.typeOperand(t.pos, false)
		if err != nil {
			return nil, err
		}
		if _, err := c.expect(tRParen, "expected ')' after argument list"); err != nil {
			return nil, err
		}
		return &elem{kind: kFunctionalType, args: []*elem{in, out}, pos: t.pos}, nil
	case "qualified":
		if _, err := c.expect(tLParen, "expected '(' before argument list"); err != nil {
			return nil, err
		}
		e, err := c.element(ctx)
		if err != nil {
			return nil, err
		}
		if e.kind != kAttr && e.kind != kType {
			return nil, errAt(t.pos, "'qualified' directive expects an attribute or a `type` directive")
		}
		e.qualified = true
		if _, err := c.expect(tRParen, "expected ')' after argument list"); err != nil {
			return nil, err
		}
		return e, nil
	case "ref":
		if ctx != customCtx {
			return nil, errAt(t.pos, "'ref' is only valid within a `custom` directive")
		}
		if _, err := c.expect(tLParen, "expected '(' before argument list"); err != nil {
			return nil, err
		}
		arg, err := c.element(refCtx)
		if err != nil {
			return nil, err
		}
		if _, err := c.expect(tRParen, "expected ')' after argument list"); err != nil {
			return nil, err
		}
		return &elem{kind: kRef, args: []*elem{arg}, pos: t.pos}, nil
	case "custom":
		return c.custom(t, ctx)
	case "oilist":
		return c.oilist(t, ctx)
	}
	return nil, errAt(t.pos, "expected literal, variable, directive, or optional group")
}

// typeOperand parses the argument of type() or functional-type()
// (parseTypeDirectiveOperand) and records which types are now spelled.
func (c *compiler) typeOperand(pos int, isRef bool) (*elem, *compileError) {
	p := c.p
	e, err := c.element(typeCtx)
	if err != nil {
		return nil, err
	}
	switch e.kind {
	case kOperand:
		name := p.def.Operands[e.idx].Name
		bound := p.allOperandTypes || p.seenOperandType[e.idx]
		if !isRef && bound {
			return nil, errAt(e.pos, "'type' of '"+name+"' is already bound")
		}
		if isRef && !bound {
			return nil, errAt(e.pos, "'ref' of 'type($"+name+")' is not bound by a prior 'type' directive")
		}
		p.seenOperandType[e.idx] = true
	case kResult:
		name := p.def.Results[e.idx].Name
		bound := p.allResultTypes || p.seenResultType[e.idx]
		if !isRef && bound {
			return nil, errAt(e.pos, "'type' of '"+name+"' is already bound")
		}
		if isRef && !bound {
			return nil, errAt(e.pos, "'ref' of 'type($"+name+")' is not bound by a prior 'type' directive")
		}
		p.seenResultType[e.idx] = true
	case kOperands:
		if !isRef && (p.allOperandTypes || anyTrue(p.seenOperandType)) {
			return nil, errAt(e.pos, "'operands' 'type' is already bound")
		}
		if isRef && !p.allOperandTypes {
			return nil, errAt(e.pos, "'ref' of 'type(operands)' is not bound by a prior 'type' directive")
		}
		p.allOperandTypes = true
	case kResults:
		if !isRef && (p.allResultTypes || anyTrue(p.seenResultType)) {
			return nil, errAt(e.pos, "'results' 'type' is already bound")
		}
		if isRef && !p.allResultTypes {
			return nil, errAt(e.pos, "'ref' of 'type(results)' is not bound by a prior 'type' directive")
		}
		p.allResultTypes = true
	default:
		return nil, errAt(pos, "invalid argument to 'type' directive")
	}
	return e, nil
}

func (c *compiler) custom(t token, ctx context) (*elem, *compileError) {
	if ctx != topLevel {
		return nil, errAt(t.pos, "'custom' is only valid as a top-level directive")
	}
	if _, err := c.expect(tLess, "expected '<' before custom directive name"); err != nil {
		return nil, err
	}
	name, err := c.expect(tIdent, "expected custom directive name identifier")
	if err != nil {
		return nil, err
	}
	if _, err := c.expect(tGreater, "expected '>' after custom directive name"); err != nil {
		return nil, err
	}
	if _, err := c.expect(tLParen, "expected '(' before custom directive parameters"); err != nil {
		return nil, err
	}
	e := &elem{kind: kCustom, text: name.text, pos: t.pos}
	for {
		arg, err := c.element(customCtx)
		if err != nil {
			return nil, err
		}
		switch arg.kind {
		case kAttrDict, kPropDict, kAttr, kOperand, kRef, kRegion, kSuccessor:
		case kType:
			if k := arg.args[0].kind; k != kOperand && k != kResult {
				return nil, errAt(arg.pos, "type directives within a custom directive may only refer to variables")
			}
		default:
			return nil, errAt(arg.pos, "only variables and types may be used as parameters to a custom directive")
		}
		if arg.kind == kRef {
			switch a := arg.args[0]; a.kind {
			case kOperand, kAttr, kRegion, kSuccessor, kAttrDict:
			case kType:
				if k := a.args[0].kind; k != kOperand && k != kResult {
					return nil, errAt(a.pos, "type directives within a custom directive may only refer to variables")
				}
			default:
				return nil, errAt(arg.pos, "'ref' of this directive is not supported")
			}
		}
		e.args = append(e.args, arg)
		if c.peek().kind != tComma {
			break
		}
		c.next()
	}
	if _, err := c.expect(tRParen, "expected ')' after custom directive parameters"); err != nil {
		return nil, err
	}
	if hook, ok := c.p.def.Custom[name.text]; !ok || hook.Parse == nil || hook.Print == nil {
		return nil, errAt(name.pos, "custom directive '"+name.text+"' has no Parse and Print hooks in the op's Custom map")
	}
	return e, nil
}

func (c *compiler) oilist(t token, ctx context) (*elem, *compileError) {
	if _, err := c.expect(tLParen, "expected '(' before oilist argument list"); err != nil {
		return nil, err
	}
	e := &elem{kind: kOIList, pos: t.pos}
	for {
		lt := c.peek()
		if lt.kind != tLiteral {
			return nil, errAt(lt.pos, "expected literal to start an oilist clause")
		}
		lit, err := c.literal(ctx)
		if err != nil {
			return nil, err
		}
		if lit.kind != kLiteral {
			return nil, errAt(lt.pos, "expected a keyword or punctuation to start an oilist clause")
		}
		cl := clause{kw: lit.text}
		for k := c.peek().kind; k != tPipe && k != tRParen; k = c.peek().kind {
			if k == tEOF {
				return nil, errAt(c.peek().pos, "expected ')' to end oilist")
			}
			pe, err := c.element(ctx)
			if err != nil {
				return nil, err
			}
			if err := c.checkOIListElement(pe); err != nil {
				return nil, err
			}
			cl.elems = append(cl.elems, pe)
		}
		e.clauses = append(e.clauses, cl)
		if c.next().kind == tRParen {
			return e, nil
		}
	}
}

func (c *compiler) checkOIListElement(e *elem) *compileError {
	var err *compileError
	walkVars(e, func(v *elem) {
		if err != nil {
			return
		}
		p := c.p
		switch v.kind {
		case kAttr:
			if !p.isOptionalAttr(v.idx) && p.def.Attrs[v.idx].Default == nil {
				err = errAt(v.pos, "only optional attributes can be used in an oilist parsing group")
			}
		case kOperand:
			if p.def.Operands[v.idx].Arity == core.Single {
				err = errAt(v.pos, "only variable length operands can be used within an oilist parsing group")
			}
		case kResult:
			if p.def.Results[v.idx].Arity == core.Single {
				err = errAt(v.pos, "only variable length results can be used within an oilist parsing group")
			}
		case kRegion:
		default:
			err = errAt(v.pos, "only literals, types, and variables can be used within an oilist group")
		}
	})
	return err
}

// walkVars calls f for every variable under e, looking into custom
// directives, optional groups, functional-type and oilists but not into
// type() or ref(), as ODS's collect() does.
func walkVars(e *elem, f func(*elem)) {
	switch e.kind {
	case kCustom, kFunctionalType:
		for _, a := range e.args {
			walkVars(a, f)
		}
	case kOptional:
		for _, a := range e.then {
			walkVars(a, f)
		}
		for _, a := range e.els {
			walkVars(a, f)
		}
	case kOIList:
		for _, cl := range e.clauses {
			for _, a := range cl.elems {
				walkVars(a, f)
			}
		}
	case kOperand, kResult, kAttr, kRegion, kSuccessor:
		f(e)
	}
}

func anyTrue(bs []bool) bool {
	for _, b := range bs {
		if b {
			return true
		}
	}
	return false
}
