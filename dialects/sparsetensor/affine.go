package sparsetensor

import (
	"ncc/core"
)

// affineParser parses one affine expression from the token stream, as
// MLIR's AsmParser::parseAffineExpr(symbolSet, expr) does for the
// dimension-level map: names resolve through the given list only, and the
// expression is built with core's simplifying constructors, so `d0 - 1 + 2`
// becomes d0 + 1 exactly as in MLIR. Messages and their positions follow
// mlir/lib/AsmParser/AffineParser.cpp.
type affineParser struct {
	l     *lexer
	names []namedExpr
}

// namedExpr binds a variable name to the dim or symbol it stands for.
type namedExpr struct {
	name string
	expr *core.AffineExpr
}

type highOp uint8

const (
	hNone highOp = iota
	hMul
	hFloorDiv
	hCeilDiv
	hMod
)

var highOpNames = [...]string{"", "*", "floordiv", "ceildiv", "mod"}

func parseAffineExpr(l *lexer, names []namedExpr) (*core.AffineExpr, error) {
	a := &affineParser{l: l, names: names}
	return a.lowExpr(nil, 0)
}

// consumeLow returns +1 for '+', -1 for '-', 0 otherwise.
func (a *affineParser) consumeLow() int {
	if a.l.punct("+") {
		return 1
	}
	if a.l.punct("-") {
		return -1
	}
	return 0
}

func (a *affineParser) consumeHigh() highOp {
	if a.l.punct("*") {
		return hMul
	}
	for op := hFloorDiv; op <= hMod; op++ {
		pos := a.l.p.Pos()
		if a.l.p.ParseOptionalKeyword(highOpNames[op]) {
			a.l.consumed(pos, len(highOpNames[op]))
			return op
		}
	}
	return hNone
}

// high builds l op r, rejecting non-affine products and divisions at the
// operator's position.
func (a *affineParser) high(op highOp, l, r *core.AffineExpr, opPos core.Pos) (*core.AffineExpr, error) {
	switch op {
	case hMul:
		if !l.IsSymbolicOrConstant() && !r.IsSymbolicOrConstant() {
			return nil, a.l.p.ErrorAt(opPos, "non-affine expression: at least one of the multiply operands has to be either a constant or symbolic")
		}
		return l.Mul(r), nil
	default:
		if !r.IsSymbolicOrConstant() {
			return nil, a.l.p.ErrorAt(opPos, "non-affine expression: right operand of %s has to be either a constant or symbolic", highOpNames[op])
		}
		switch op {
		case hFloorDiv:
			return l.FloorDiv(r), nil
		case hCeilDiv:
			return l.CeilDiv(r), nil
		}
		return l.Mod(r), nil
	}
}

func low(sign int, l, r *core.AffineExpr) *core.AffineExpr {
	if sign > 0 {
		return l.Add(r)
	}
	return l.Sub(r)
}

// operand parses a bare id, integer, parenthesized expression or negation;
// lhs, the left operand of a pending binary operator, only selects the
// message for a missing operand.
func (a *affineParser) operand(lhs *core.AffineExpr) (*core.AffineExpr, error) {
	l, p := a.l, a.l.p
	missing := func() error {
		if lhs != nil {
			return p.Errorf("missing right operand of binary operator")
		}
		return p.Errorf("expected affine expression")
	}
	start := p.Pos()
	switch {
	case l.punct("("):
		if close := p.Pos(); p.ParseOptionalPunct(")") {
			return nil, p.ErrorAt(close, "no expression inside parentheses")
		}
		e, err := a.lowExpr(nil, 0)
		if err != nil {
			return nil, err
		}
		return e, l.expect(")", "")
	case l.punct("-"):
		e, err := a.operand(lhs)
		if err != nil {
			// MLIR adds a second error at the token after the failure.
			if d, ok := err.(*core.Diagnostic); ok {
				if d2, ok := p.Errorf("missing operand of negation").(*core.Diagnostic); ok {
					return nil, core.Diagnostics{d, d2}
				}
			}
			return nil, err
		}
		return e.MulConst(-1), nil
	case p.ParseOptionalPunct("+") || p.ParseOptionalPunct("*"):
		if lhs != nil {
			return nil, p.ErrorAt(start, "missing right operand of binary operator")
		}
		return nil, p.ErrorAt(start, "missing left operand of binary operator")
	}
	if v, ok, err := l.integer(); ok || err != nil {
		if err != nil {
			return nil, p.ErrorAt(start, "constant too large for index")
		}
		return core.AffineConst(p.Context(), v), nil
	}
	before, known := l.prevEnd, l.known
	name, ok := l.keyword()
	if !ok {
		return nil, missing()
	}
	if name == "symbol" {
		// symbol(%x) names an SSA value, which the dimension-level map
		// does not allow.
		if !l.punct("(") {
			return nil, l.wrongToken("expected '(' at start of SSA symbol")
		}
		return nil, l.wrongToken("unexpected ssa identifier")
	}
	for _, n := range a.names {
		if n.name == name {
			return n.expr, nil
		}
	}
	// Reported as a wrong token: just after the token before the name.
	if !known {
		return nil, p.ErrorAt(start, "use of undeclared identifier")
	}
	return nil, p.ErrorAt(before, "use of undeclared identifier")
}

// highExpr parses expr op expr op ... with op in {*, floordiv, ceildiv,
// mod}, left-associatively: it returns (llhs llhsOp lhs) op rhs.
func (a *affineParser) highExpr(llhs *core.AffineExpr, llhsOp highOp, llhsPos core.Pos) (*core.AffineExpr, error) {
	lhs, err := a.operand(llhs)
	if err != nil {
		return nil, err
	}
	opPos := a.l.p.Pos()
	if op := a.consumeHigh(); op != hNone {
		if llhs != nil {
			e, err := a.high(llhsOp, llhs, lhs, opPos)
			if err != nil {
				return nil, err
			}
			return a.highExpr(e, op, opPos)
		}
		return a.highExpr(lhs, op, opPos)
	}
	if llhs != nil {
		return a.high(llhsOp, llhs, lhs, llhsPos)
	}
	return lhs, nil
}

// lowExpr parses a sum of high-precedence terms, left-associatively.
func (a *affineParser) lowExpr(llhs *core.AffineExpr, llhsOp int) (*core.AffineExpr, error) {
	for {
		lhs, err := a.operand(llhs)
		if err != nil {
			return nil, err
		}
		if op := a.consumeLow(); op != 0 {
			if llhs != nil {
				llhs = low(llhsOp, llhs, lhs)
			} else {
				llhs = lhs
			}
			llhsOp = op
			continue
		}
		opPos := a.l.p.Pos()
		if hop := a.consumeHigh(); hop != hNone {
			res, err := a.highExpr(lhs, hop, opPos)
			if err != nil {
				return nil, err
			}
			e := res
			if llhs != nil {
				e = low(llhsOp, llhs, res)
			}
			if op := a.consumeLow(); op != 0 {
				llhs, llhsOp = e, op
				continue
			}
			return e, nil
		}
		if llhs != nil {
			return low(llhsOp, llhs, lhs), nil
		}
		return lhs, nil
	}
}
