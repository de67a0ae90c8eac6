package core

import (
	"strconv"
)

// The affine parser follows mlir/lib/AsmParser/AffineParser.cpp, including
// its error messages. It reads the body of affine_map<...> / affine_set<...>;
// errors carry the byte offset into that text so core/asm can locate them.

// AffineParseError is a syntax error at Offset bytes into the parsed text.
type AffineParseError struct {
	Offset int
	Msg    string
}

func (e *AffineParseError) Error() string { return e.Msg }

type affTokKind uint8

const (
	atEOF affTokKind = iota
	atIdent
	atInt
	atPunct // one of ( ) [ ] , : + - * > < = and "->"
	atBad
)

type affTok struct {
	kind affTokKind
	text string
	pos  int
}

type affineParser struct {
	ctx  *Context
	src  string
	pos  int
	tok  affTok
	err  *AffineParseError
	syms []affName // declared dims and symbols, in order
}

type affName struct {
	name string
	expr *AffineExpr
}

func isIdentStart(c byte) bool {
	return c == '_' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')
}

func isIdentChar(c byte) bool {
	return isIdentStart(c) || (c >= '0' && c <= '9') || c == '$' || c == '.'
}

func (p *affineParser) next() {
	s := p.src
	i := p.pos
	for i < len(s) {
		if c := s[i]; c == ' ' || c == '\t' || c == '\n' || c == '\r' {
			i++
		} else if c == '/' && i+1 < len(s) && s[i+1] == '/' {
			for i < len(s) && s[i] != '\n' {
				i++
			}
		} else {
			break
		}
	}
	start := i
	if i >= len(s) {
		p.tok = affTok{atEOF, "", i}
		p.pos = i
		return
	}
	c := s[i]
	switch {
	case isIdentStart(c):
		for i < len(s) && isIdentChar(s[i]) {
			i++
		}
		p.tok = affTok{atIdent, s[start:i], start}
	case c >= '0' && c <= '9':
		if c == '0' && i+2 < len(s) && s[i+1] == 'x' && isHex(s[i+2]) {
			i += 2
			for i < len(s) && isHex(s[i]) {
				i++
			}
		} else {
			for i < len(s) && s[i] >= '0' && s[i] <= '9' {
				i++
			}
		}
		p.tok = affTok{atInt, s[start:i], start}
	case c == '-' && i+1 < len(s) && s[i+1] == '>':
		i += 2
		p.tok = affTok{atPunct, "->", start}
	case c == '(' || c == ')' || c == '[' || c == ']' || c == ',' || c == ':' || c == '+' ||
		c == '-' || c == '*' || c == '>' || c == '<' || c == '=':
		i++
		p.tok = affTok{atPunct, s[start:i], start}
	default:
		i++
		p.tok = affTok{atBad, s[start:i], start}
	}
	p.pos = i
}

func isHex(c byte) bool {
	return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F')
}

func (p *affineParser) errorAt(pos int, msg string) {
	if p.err == nil {
		p.err = &AffineParseError{Offset: pos, Msg: msg}
	}
}

func (p *affineParser) errorf(msg string) { p.errorAt(p.tok.pos, msg) }

func (p *affineParser) is(punct string) bool { return p.tok.kind == atPunct && p.tok.text == punct }

func (p *affineParser) consumeIf(punct string) bool {
	if p.is(punct) {
		p.next()
		return true
	}
	return false
}

func (p *affineParser) expect(punct, msg string) bool {
	if p.consumeIf(punct) {
		return true
	}
	p.errorf(msg)
	return false
}

// commaList parses `open elem (, elem)* close`, allowing an empty list.
func (p *affineParser) commaList(open, close, ctxMsg string, elem func() bool) bool {
	if !p.expect(open, "expected '"+open+"'"+ctxMsg) {
		return false
	}
	if p.consumeIf(close) {
		return true
	}
	if !elem() {
		return false
	}
	for p.consumeIf(",") {
		if !elem() {
			return false
		}
	}
	return p.expect(close, "expected '"+close+"'"+ctxMsg)
}

func (p *affineParser) defineIdent(e *AffineExpr) bool {
	if p.tok.kind != atIdent {
		p.errorf("expected bare identifier")
		return false
	}
	for _, s := range p.syms {
		if s.name == p.tok.text {
			p.errorf("redefinition of identifier '" + p.tok.text + "'")
			return false
		}
	}
	p.syms = append(p.syms, affName{p.tok.text, e})
	p.next()
	return true
}

func (p *affineParser) dimsAndSymbols() (nd, ns int, ok bool) {
	if !p.commaList("(", ")", " in dimensional identifier list", func() bool {
		nd++
		return p.defineIdent(AffineDim(p.ctx, nd-1))
	}) {
		return 0, 0, false
	}
	if !p.is("[") {
		return nd, 0, true
	}
	if !p.commaList("[", "]", " in symbol list", func() bool {
		ns++
		return p.defineIdent(AffineSymbol(p.ctx, ns-1))
	}) {
		return 0, 0, false
	}
	return nd, ns, true
}

type highOp uint8

const (
	hNone highOp = iota
	hMul
	hFloorDiv
	hCeilDiv
	hMod
)

func (p *affineParser) consumeHigh() highOp {
	switch {
	case p.is("*"):
		p.next()
		return hMul
	case p.tok.kind == atIdent && p.tok.text == "floordiv":
		p.next()
		return hFloorDiv
	case p.tok.kind == atIdent && p.tok.text == "ceildiv":
		p.next()
		return hCeilDiv
	case p.tok.kind == atIdent && p.tok.text == "mod":
		p.next()
		return hMod
	}
	return hNone
}

// consumeLow returns +1 for '+', -1 for '-', 0 otherwise.
func (p *affineParser) consumeLow() int {
	if p.consumeIf("+") {
		return 1
	}
	if p.is("-") {
		p.next()
		return -1
	}
	return 0
}

func (p *affineParser) high(op highOp, l, r *AffineExpr, opPos int) *AffineExpr {
	switch op {
	case hMul:
		if !l.IsSymbolicOrConstant() && !r.IsSymbolicOrConstant() {
			p.errorAt(opPos, "non-affine expression: at least one of the multiply operands has to be either a constant or symbolic")
			return nil
		}
		return l.Mul(r)
	case hFloorDiv, hCeilDiv, hMod:
		name := [...]string{"", "", "floordiv", "ceildiv", "mod"}[op]
		if !r.IsSymbolicOrConstant() {
			p.errorAt(opPos, "non-affine expression: right operand of "+name+" has to be either a constant or symbolic")
			return nil
		}
		switch op {
		case hFloorDiv:
			return l.FloorDiv(r)
		case hCeilDiv:
			return l.CeilDiv(r)
		}
		return l.Mod(r)
	}
	return nil
}

func low(sign int, l, r *AffineExpr) *AffineExpr {
	if sign > 0 {
		return l.Add(r)
	}
	return l.Sub(r)
}

func (p *affineParser) operand(lhs *AffineExpr) *AffineExpr {
	switch p.tok.kind {
	case atInt:
		v, err := strconv.ParseUint(p.tok.text, 0, 64)
		if err != nil || int64(v) < 0 {
			p.errorf("constant too large for index")
			return nil
		}
		p.next()
		return AffineConst(p.ctx, int64(v))
	case atIdent:
		for _, s := range p.syms {
			if s.name == p.tok.text {
				p.next()
				return s.expr
			}
		}
		p.errorf("use of undeclared identifier")
		return nil
	case atPunct:
		switch p.tok.text {
		case "(":
			p.next()
			if p.is(")") {
				p.errorf("no expression inside parentheses")
				return nil
			}
			e := p.expr()
			if e == nil || !p.expect(")", "expected ')'") {
				return nil
			}
			return e
		case "-":
			p.next()
			e := p.operand(lhs)
			if e == nil {
				p.errorf("missing operand of negation")
				return nil
			}
			return e.MulConst(-1)
		case "+", "*":
			if lhs != nil {
				p.errorf("missing right operand of binary operator")
			} else {
				p.errorf("missing left operand of binary operator")
			}
			return nil
		}
	}
	if lhs != nil {
		p.errorf("missing right operand of binary operator")
	} else {
		p.errorf("expected affine expression")
	}
	return nil
}

// highExpr parses expr_1 op_1 expr_2 ... with op_i in {*, floordiv, ceildiv,
// mod}, left-associatively: it returns (llhs llhsOp lhs) op rhs.
func (p *affineParser) highExpr(llhs *AffineExpr, llhsOp highOp, llhsPos int) *AffineExpr {
	lhs := p.operand(llhs)
	if lhs == nil {
		return nil
	}
	opPos := p.tok.pos
	if op := p.consumeHigh(); op != hNone {
		if llhs != nil {
			e := p.high(llhsOp, llhs, lhs, opPos)
			if e == nil {
				return nil
			}
			return p.highExpr(e, op, opPos)
		}
		return p.highExpr(lhs, op, opPos)
	}
	if llhs != nil {
		return p.high(llhsOp, llhs, lhs, llhsPos)
	}
	return lhs
}

// lowExpr parses a sum of high-precedence terms, left-associatively.
func (p *affineParser) lowExpr(llhs *AffineExpr, llhsOp int) *AffineExpr {
	for {
		lhs := p.operand(llhs)
		if lhs == nil {
			return nil
		}
		if op := p.consumeLow(); op != 0 {
			if llhs != nil {
				llhs = low(llhsOp, llhs, lhs)
			} else {
				llhs = lhs
			}
			llhsOp = op
			continue
		}
		opPos := p.tok.pos
		if hop := p.consumeHigh(); hop != hNone {
			res := p.highExpr(lhs, hop, opPos)
			if res == nil {
				return nil
			}
			e := res
			if llhs != nil {
				e = low(llhsOp, llhs, res)
			}
			if op := p.consumeLow(); op != 0 {
				llhs, llhsOp = e, op
				continue
			}
			return e
		}
		if llhs != nil {
			return low(llhsOp, llhs, lhs)
		}
		return lhs
	}
}

func (p *affineParser) expr() *AffineExpr { return p.lowExpr(nil, 0) }

func (p *affineParser) mapRange(nd, ns int) *AffineMap {
	var rs []*AffineExpr
	if !p.commaList("(", ")", " in affine map range", func() bool {
		e := p.expr()
		rs = append(rs, e)
		return e != nil
	}) {
		return nil
	}
	return NewAffineMap(p.ctx, nd, ns, rs)
}

func (p *affineParser) constraint() (*AffineExpr, bool, bool) {
	l := p.expr()
	if l == nil {
		return nil, false, false
	}
	two := func(a, b string) bool {
		if p.is(a) && p.pos < len(p.src) && p.src[p.pos] == b[0] {
			p.next()
			p.next()
			return true
		}
		return false
	}
	switch {
	case two(">", "="):
		r := p.expr()
		if r == nil {
			return nil, false, false
		}
		return l.Sub(r), false, true
	case two("<", "="):
		r := p.expr()
		if r == nil {
			return nil, false, false
		}
		return r.Sub(l), false, true
	case two("=", "="):
		r := p.expr()
		if r == nil {
			return nil, false, false
		}
		return l.Sub(r), true, true
	}
	p.errorf("expected '== affine-expr' or '>= affine-expr' at end of affine constraint")
	return nil, false, false
}

func (p *affineParser) setConstraints(nd, ns int) *IntegerSet {
	var cs []*AffineExpr
	var eqs []bool
	if !p.commaList("(", ")", " in integer set constraint list", func() bool {
		c, eq, ok := p.constraint()
		if ok {
			cs = append(cs, c)
			eqs = append(eqs, eq)
		}
		return ok
	}) {
		return nil
	}
	return NewIntegerSet(p.ctx, nd, ns, cs, eqs)
}

// ParseAffineMapOrIntegerSet parses text as either; exactly one result is
// non-nil on success.
func ParseAffineMapOrIntegerSet(c *Context, text string) (*AffineMap, *IntegerSet, error) {
	m, s, n, err := ParseAffinePrefix(c, text)
	if err == nil && n != len(text) {
		return nil, nil, &AffineParseError{Offset: n, Msg: "encountered unexpected token"}
	}
	return m, s, err
}

// ParseAffinePrefix parses a map or set at the start of text and returns
// the byte offset of the first token after it, so a caller holding
// `affine_map<(d0) -> (d0)> ...` can parse from after the '<' and expect
// the '>' at that offset. Trailing whitespace before the token is consumed.
func ParseAffinePrefix(c *Context, text string) (*AffineMap, *IntegerSet, int, error) {
	p := &affineParser{ctx: c, src: text}
	p.next()
	nd, ns, ok := p.dimsAndSymbols()
	var m *AffineMap
	var s *IntegerSet
	if ok {
		if p.consumeIf("->") {
			m = p.mapRange(nd, ns)
		} else if p.expect(":", "expected '->' or ':'") {
			s = p.setConstraints(nd, ns)
		}
	}
	if p.err != nil {
		return nil, nil, 0, p.err
	}
	return m, s, p.tok.pos, nil
}

// ParseAffineMap parses the body of affine_map<...>.
func ParseAffineMap(c *Context, text string) (*AffineMap, error) {
	m, s, err := ParseAffineMapOrIntegerSet(c, text)
	if err != nil {
		return nil, err
	}
	if s != nil {
		return nil, &AffineParseError{Offset: 0, Msg: "expected AffineMap, but got IntegerSet"}
	}
	return m, nil
}

// ParseIntegerSet parses the body of affine_set<...>.
func ParseIntegerSet(c *Context, text string) (*IntegerSet, error) {
	m, s, err := ParseAffineMapOrIntegerSet(c, text)
	if err != nil {
		return nil, err
	}
	if m != nil {
		return nil, &AffineParseError{Offset: 0, Msg: "expected IntegerSet, but got AffineMap"}
	}
	return s, nil
}
