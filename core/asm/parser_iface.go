package asm

import (
	"fmt"
	"math"
	"strconv"

	"ncc/core"
)

// The methods in this file make *parser a core.OpParser (and so a
// core.DialectParser) for custom op syntax, the format engine and dialect
// type/attribute hooks. Messages follow MLIR's AsmParserImpl.

var _ core.OpParser = (*parser)(nil)

func (p *parser) Context() *core.Context { return p.ctx }
func (p *parser) Pos() core.Pos          { return p.tokPos(p.tok) }

func (p *parser) Errorf(format string, args ...any) error {
	return p.errAt(p.tokPos(p.tok), "%s", p.customPrefix()+fmt.Sprintf(format, args...))
}

func (p *parser) ErrorAt(pos core.Pos, format string, args ...any) error {
	return p.errAt(pos, "%s", p.customPrefix()+fmt.Sprintf(format, args...))
}

// customPrefix is what MLIR's CustomOpAsmParser puts before the errors an
// op's parser reports itself ("custom op 'arith.select' "): the ones hooks
// and the format engine raise through Errorf and ErrorAt, not those of the
// parsing primitives. Dialect types and attributes parse on a sub-parser
// outside any op (subParse), so theirs have none.
func (p *parser) customPrefix() string {
	if n := len(p.custom); n > 0 && p.custom[n-1].def != nil {
		return "custom op '" + p.custom[n-1].def.Name + "' "
	}
	return ""
}

func (p *parser) ParsePunct(s string) error {
	if p.ParseOptionalPunct(s) {
		return nil
	}
	return p.wrongTokenError("expected '%s'", s)
}

func (p *parser) ParseOptionalPunct(s string) bool {
	k, ok := punctKinds[s]
	if !ok || p.tok.kind != k {
		return false
	}
	p.next()
	return true
}

// ParseKeyword and ParseInteger report through emitError, which a custom
// op's parser prefixes with "custom op '...' " (AsmParserImpl); the
// punctuation primitives use the parser's own parseToken, which does not.
func (p *parser) ParseKeyword(kw string) error {
	if p.ParseOptionalKeyword(kw) {
		return nil
	}
	if p.tok.kind == tError {
		return p.lexError()
	}
	return p.Errorf("expected '%s'", kw)
}

func (p *parser) ParseOptionalKeyword(kw string) bool { return p.consumeKeyword(kw) }

func (p *parser) ParseAnyKeyword() (string, error) {
	if s, ok := p.ParseOptionalAnyKeyword(); ok {
		return s, nil
	}
	return "", p.errTok("expected valid keyword")
}

func (p *parser) ParseOptionalAnyKeyword() (string, bool) {
	if p.tok.kind != tBareIdent {
		return "", false
	}
	s := p.internName(p.spelling())
	p.next()
	return s, true
}

func (p *parser) ParseString() (string, error) {
	if s, ok := p.ParseOptionalString(); ok {
		return s, nil
	}
	return "", p.errTok("expected string")
}

func (p *parser) ParseOptionalString() (string, bool) {
	if p.tok.kind != tString {
		return "", false
	}
	s := unquote(p.spelling())
	p.next()
	return s, true
}

func (p *parser) ParseKeywordOrString() (string, error) {
	if s, ok := p.ParseOptionalAnyKeyword(); ok {
		return s, nil
	}
	if s, ok := p.ParseOptionalString(); ok {
		return s, nil
	}
	return "", p.errTok("expected valid keyword or string")
}

func (p *parser) ParseInteger() (int64, error) {
	v, ok, err := p.ParseOptionalInteger()
	if err != nil {
		return 0, err
	}
	if !ok {
		if p.tok.kind == tError {
			return 0, p.lexError()
		}
		return 0, p.Errorf("expected integer value")
	}
	return v, nil
}

func (p *parser) ParseOptionalInteger() (int64, bool, error) {
	neg := false
	if p.tok.kind == tMinus {
		if p.lex.at(p.tok.end) < '0' || p.lex.at(p.tok.end) > '9' {
			return 0, false, nil
		}
		neg = true
		p.next()
	}
	if p.tok.kind != tInteger {
		if neg {
			return 0, false, p.errTok("expected integer value")
		}
		return 0, false, nil
	}
	v, ok := p.tokUint64(p.tok)
	if !ok || (v > math.MaxInt64 && !(neg && v == 1<<63)) {
		return 0, false, p.errTok("integer value too large")
	}
	p.next()
	if neg {
		return -int64(v), true, nil
	}
	return int64(v), true, nil
}

func (p *parser) ParseFloat() (float64, error) {
	neg := p.consumeIf(tMinus)
	var v float64
	switch p.tok.kind {
	case tFloat, tInteger:
		s := p.text(p.tok)
		var err error
		if p.tok.kind == tInteger && len(s) > 1 && s[1] == 'x' {
			u, _ := p.tokUint64(p.tok)
			v = math.Float64frombits(u)
		} else if v, err = strconv.ParseFloat(s, 64); err != nil && math.IsInf(v, 0) {
			return 0, p.errTok("floating point value too large")
		}
	case tBareIdent:
		switch string(p.spelling()) {
		case "inf":
			v = math.Inf(1)
		case "nan":
			v = math.NaN()
		default:
			return 0, p.errTok("expected floating point literal")
		}
	default:
		return 0, p.errTok("expected floating point literal")
	}
	p.next()
	if neg {
		v = -v
	}
	return v, nil
}

func (p *parser) ParseDimensionList(allowDynamic bool) ([]int64, error) {
	return p.parseDimensionListRanked(allowDynamic)
}

func (p *parser) ParseType() (core.Type, error)                      { return p.parseType() }
func (p *parser) ParseOptionalType() (core.Type, bool, error)        { return p.parseOptionalType() }
func (p *parser) ParseAttribute(t core.Type) (core.Attribute, error) { return p.parseAttribute(t) }
func (p *parser) ParseOptionalAttribute(t core.Type) (core.Attribute, bool, error) {
	return p.parseOptionalAttribute(t)
}

// delimKinds decodes "()", "[]", "<>", "{}" and "?"-prefixed optional forms.
func delimKinds(delim string) (open, close tokKind, optional bool) {
	if len(delim) > 0 && delim[0] == '?' {
		optional, delim = true, delim[1:]
	} else if len(delim) == 3 && delim[1] == '?' {
		optional, delim = true, delim[:1]+delim[2:]
	}
	switch delim {
	case "()":
		return tLParen, tRParen, optional
	case "[]":
		return tLSquare, tRSquare, optional
	case "<>":
		return tLess, tGreater, optional
	case "{}":
		return tLBrace, tRBrace, optional
	}
	return tEOF, tEOF, false
}

func (p *parser) ParseCommaSeparatedList(delim string, elem func() error) error {
	open, close, optional := delimKinds(delim)
	if optional && p.tok.kind != open {
		return nil
	}
	return p.parseCommaList(open, close, "", elem)
}

// OpParser.

func (p *parser) ParseOperand() (core.UnresolvedOperand, error) { return p.parseSSAUse(true) }

func (p *parser) ParseOptionalOperand() (core.UnresolvedOperand, bool, error) {
	if p.tok.kind != tPercentIdent {
		return core.UnresolvedOperand{}, false, nil
	}
	u, err := p.parseSSAUse(true)
	return u, err == nil, err
}

func (p *parser) ParseOperandList(delim string) ([]core.UnresolvedOperand, error) {
	open, close, optional := delimKinds(delim)
	if open == tEOF {
		if p.tok.kind != tPercentIdent {
			return nil, nil
		}
	} else if optional && p.tok.kind != open {
		return nil, nil
	}
	var us []core.UnresolvedOperand
	err := p.parseCommaList(open, close, "", func() error {
		u, err := p.parseSSAUse(true)
		us = append(us, u)
		return err
	})
	return us, err
}

func (p *parser) ResolveOperand(u core.UnresolvedOperand, t core.Type) (core.Value, error) {
	return p.ops.resolve(p, u, t)
}

func (p *parser) ResolveOperands(us []core.UnresolvedOperand, ts []core.Type) ([]core.Value, error) {
	if len(us) != len(ts) {
		pos := p.tokPos(p.tok)
		if len(us) > 0 {
			pos = us[0].Pos
		}
		return nil, p.errAt(pos, "%d operands present, but expected %d", len(us), len(ts))
	}
	vs := make([]core.Value, len(us))
	for i, u := range us {
		v, err := p.ops.resolve(p, u, ts[i])
		if err != nil {
			return nil, err
		}
		vs[i] = v
	}
	return vs, nil
}

func (p *parser) ParseColonType() (core.Type, error) {
	if err := p.expect(tColon, "expected ':'"); err != nil {
		return nil, err
	}
	return p.parseType()
}

func (p *parser) ParseColonTypeList() ([]core.Type, error) {
	if err := p.expect(tColon, "expected ':'"); err != nil {
		return nil, err
	}
	return p.parseTypeListNoParens()
}

func (p *parser) ParseOptionalColonTypeList() ([]core.Type, error) {
	if !p.consumeIf(tColon) {
		return nil, nil
	}
	return p.parseTypeListNoParens()
}

func (p *parser) ParseArrowTypeList() ([]core.Type, error) {
	if err := p.expect(tArrow, "expected '->'"); err != nil {
		return nil, err
	}
	return p.parseFunctionResultTypes()
}

func (p *parser) ParseOptionalArrowTypeList() ([]core.Type, error) {
	if !p.consumeIf(tArrow) {
		return nil, nil
	}
	return p.parseFunctionResultTypes()
}

func (p *parser) ParseTypeList() ([]core.Type, error) { return p.parseTypeListNoParens() }

func (p *parser) ParseOptionalAttrDict(st *core.OpState) error {
	if p.tok.kind != tLBrace {
		return nil
	}
	as, err := p.parseAttrDict()
	if err != nil {
		return err
	}
	st.Attrs = append(st.Attrs, as...)
	return nil
}

func (p *parser) ParseOptionalAttrDictWithKeyword(st *core.OpState) error {
	if !p.consumeKeyword("attributes") {
		return nil
	}
	as, err := p.parseAttrDict()
	if err != nil {
		return err
	}
	st.Attrs = append(st.Attrs, as...)
	return nil
}

func (p *parser) ParsePropDict(st *core.OpState) error {
	if !p.consumeIf(tLess) {
		return nil
	}
	as, err := p.parseAttrDict()
	if err != nil {
		return err
	}
	st.Props = append(st.Props, as...)
	return p.expect(tGreater, "expected '>' to close properties")
}

func (p *parser) ParseSymbolName() (string, error) {
	if s, ok := p.ParseOptionalSymbolName(); ok {
		return s, nil
	}
	return "", p.errTok("expected valid '@'-identifier for symbol name")
}

func (p *parser) ParseOptionalSymbolName() (string, bool) {
	if p.tok.kind != tAtIdent {
		return "", false
	}
	s := p.symbolName(p.tok)
	p.next()
	return s, true
}

func (p *parser) ParseArgument(allowType, allowAttrs bool) (core.Argument, error) {
	a, ok, err := p.ParseOptionalArgument(allowType, allowAttrs)
	if err == nil && !ok {
		err = p.wrongTokenError("expected SSA operand")
	}
	return a, err
}

func (p *parser) ParseOptionalArgument(allowType, allowAttrs bool) (core.Argument, bool, error) {
	var a core.Argument
	if p.tok.kind != tPercentIdent {
		return a, false, nil
	}
	u, err := p.parseSSAUse(false)
	if err != nil {
		return a, false, err
	}
	a.Name = u
	if allowType {
		if a.Type, err = p.ParseColonType(); err != nil {
			return a, false, err
		}
	}
	if allowAttrs && p.tok.kind == tLBrace {
		as, err := p.parseAttrDict()
		if err != nil {
			return a, false, err
		}
		a.Attrs = core.Dict(p.ctx, as)
	}
	l, _, err := p.ParseOptionalLocationSpecifier()
	if err != nil {
		return a, false, err
	}
	a.Loc = l
	return a, true, nil
}

func (p *parser) ParseArgumentList(delim string, allowType, allowAttrs bool) ([]core.Argument, error) {
	open, close, optional := delimKinds(delim)
	if open == tEOF {
		if p.tok.kind != tPercentIdent {
			return nil, nil
		}
	} else if optional && p.tok.kind != open {
		return nil, nil
	}
	var as []core.Argument
	err := p.parseCommaList(open, close, "", func() error {
		a, err := p.ParseArgument(allowType, allowAttrs)
		as = append(as, a)
		return err
	})
	return as, err
}

func (p *parser) currentIsolated() bool {
	if n := len(p.custom); n > 0 {
		return p.custom[n-1].isolated
	}
	return false
}

func (p *parser) ParseRegion(r *core.Region, args []core.Argument) error {
	isolated := p.currentIsolated()
	if isolated && p.deferRegion(r, args, p.custom[len(p.custom)-1].def) {
		return nil
	}
	return p.parseRegion(r, args, isolated)
}

func (p *parser) ParseOptionalRegion(r *core.Region, args []core.Argument) (bool, error) {
	if p.tok.kind != tLBrace {
		return false, nil
	}
	return true, p.ParseRegion(r, args)
}

func (p *parser) ParseSuccessor() (*core.Block, error) { return p.parseSuccessorRef() }

func (p *parser) ParseOptionalSuccessor() (*core.Block, bool, error) {
	if p.tok.kind != tCaretIdent {
		return nil, false, nil
	}
	b, err := p.parseSuccessorRef()
	return b, err == nil, err
}

func (p *parser) ParseOptionalLocationSpecifier() (core.Location, bool, error) {
	if !p.isKeyword("loc") {
		return nil, false, nil
	}
	l, err := p.parseLocationInstance(false)
	if err != nil {
		return nil, false, err
	}
	if pl, ok := l.(*pendingLoc); ok {
		// A hook gets a value now; aliases defined later resolve to
		// unknown here (MLIR defers only op and block-argument locations).
		if a, ok := p.attrAliases[pl.ref.name]; ok {
			if loc, ok := a.(core.Location); ok {
				return loc, true, nil
			}
		}
		return nil, false, p.errAt(pl.ref.pos, "undefined symbol alias id '%s'", pl.ref.name)
	}
	return l, true, nil
}
