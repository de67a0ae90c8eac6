package filecheck

import (
	"math/big"
	"strconv"
)

func itoa(n int) string { return strconv.Itoa(n) }

// consumeBigInt is StringRef::consumeInteger(Radix, APInt&): radix 0
// auto-senses 0x, 0b, 0o and a leading 0 (octal).
func consumeBigInt(s *sref, radix int) (*big.Int, bool) {
	str := s.str()
	rest := str
	if radix == 0 {
		radix = 10
		switch {
		case len(rest) >= 2 && rest[0] == '0' && (rest[1]|0x20) == 'x':
			radix, rest = 16, rest[2:]
		case len(rest) >= 2 && rest[0] == '0' && (rest[1]|0x20) == 'b':
			radix, rest = 2, rest[2:]
		case len(rest) >= 2 && rest[0] == '0' && rest[1] == 'o':
			radix, rest = 8, rest[2:]
		case len(rest) >= 2 && rest[0] == '0' && isDigit(rest[1]):
			radix, rest = 8, rest[1:]
		}
	}
	if rest == "" {
		return nil, false
	}
	i := 0
	for i < len(rest) && rest[i] == '0' {
		i++
	}
	if i == len(rest) {
		*s = s.drop(len(str))
		return new(big.Int), true
	}
	rest = rest[i:]
	j := 0
	for j < len(rest) {
		c := rest[j]
		var v int
		switch {
		case isDigit(c):
			v = int(c - '0')
		case c >= 'a' && c <= 'z':
			v = int(c-'a') + 10
		case c >= 'A' && c <= 'Z':
			v = int(c-'A') + 10
		default:
			v = 99
		}
		if v >= radix {
			break
		}
		j++
	}
	remaining := len(rest) - j
	if remaining == len(str) {
		return nil, false
	}
	v, _ := new(big.Int).SetString(rest[:j], radix)
	if v == nil {
		v = new(big.Int)
	}
	*s = s.drop(len(str) - remaining)
	return v, true
}

// consumeUint is StringRef::consumeInteger(10, unsigned&).
func consumeUint(s *sref) (int, bool) {
	str := s.str()
	j := 0
	for j < len(str) && isDigit(str[j]) {
		j++
	}
	if j == 0 {
		return 0, false
	}
	v, err := strconv.ParseUint(str[:j], 10, 32)
	if err != nil {
		return 0, false
	}
	*s = s.drop(j)
	return int(v), true
}

func (ctx *context) parseNumericVariableDefinition(expr sref, line int, f exprFormat) (*numVar, error) {
	pv, err := parseVariable(&expr)
	if err != nil {
		return nil, err
	}
	name := pv.name
	if pv.pseudo {
		return nil, errAt(name, "definition of pseudo numeric variable unsupported")
	}
	if ctx.strDefined[name.str()] {
		return nil, errAt(name, "string variable with name '"+name.str()+"' already exists")
	}
	expr = expr.ltrim(spaceChars)
	if !expr.empty() {
		return nil, errAt(expr, "unexpected characters after numeric variable name")
	}
	if v, ok := ctx.numVars[name.str()]; ok {
		if v.format != f {
			return nil, errAt(expr, "format different from previous variable definition")
		}
		return v, nil
	}
	return &numVar{name: name.str(), format: f, defLine: line}, nil
}

func (ctx *context) parseNumericVariableUse(name sref, pseudo bool, line int) (exprAST, error) {
	if pseudo && name.str() != "@LINE" {
		return nil, errAt(name, "invalid pseudo numeric variable '"+name.str()+"'")
	}
	v, ok := ctx.numVars[name.str()]
	if !ok {
		v = &numVar{name: name.str(), format: exprFormat{kind: fmtUnsigned}}
		ctx.numVars[name.str()] = v
	}
	if v.defLine != 0 && line != 0 && v.defLine == line {
		return nil, errAt(name, "numeric variable '"+name.str()+"' defined earlier in the same CHECK directive")
	}
	return &exprVar{s: name, v: v}, nil
}

func (ctx *context) parseNumericOperand(expr *sref, ao operandKind, maybeInvalidConstraint bool, line int) (exprAST, error) {
	if expr.hasPrefix("(") {
		if ao != opndAny {
			return nil, errAt(*expr, "parenthesized expression not permitted here")
		}
		return ctx.parseParenExpr(expr, line)
	}
	if ao == opndLineVar || ao == opndAny {
		save := *expr
		pv, err := parseVariable(expr)
		if err == nil {
			if expr.ltrim(spaceChars).hasPrefix("(") {
				if ao != opndAny {
					return nil, errAt(pv.name, "unexpected function call")
				}
				return ctx.parseCallExpr(expr, pv.name, line)
			}
			return ctx.parseNumericVariableUse(pv.name, pv.pseudo, line)
		}
		if ao == opndLineVar {
			return nil, err
		}
		*expr = save
	}
	save := *expr
	neg := false
	if e, ok := expr.consume("-"); ok {
		*expr, neg = e, true
	}
	radix := 0
	if ao == opndLegacyLiteral {
		radix = 10
	}
	if v, ok := consumeBigInt(expr, radix); ok {
		if neg {
			v.Neg(v)
		}
		return &exprLit{s: save.dropBack(expr.len()), v: v}, nil
	}
	*expr = save
	msg := "invalid "
	if maybeInvalidConstraint {
		msg += "matching constraint or "
	}
	return nil, errAt(save, msg+"operand format")
}

func (ctx *context) parseParenExpr(expr *sref, line int) (exprAST, error) {
	*expr = expr.ltrim(spaceChars)
	*expr = expr.drop(1)
	*expr = expr.ltrim(spaceChars)
	if expr.empty() {
		return nil, errAt(*expr, "missing operand in expression")
	}
	sub, err := ctx.parseNumericOperand(expr, opndAny, false, line)
	*expr = expr.ltrim(spaceChars)
	for err == nil && !expr.empty() && !expr.hasPrefix(")") {
		orig := *expr
		sub, err = ctx.parseBinop(orig, expr, sub, false, line)
		*expr = expr.ltrim(spaceChars)
	}
	if err != nil {
		return nil, err
	}
	e, ok := expr.consume(")")
	if !ok {
		return nil, errAt(*expr, "missing ')' at end of nested expression")
	}
	*expr = e
	return sub, nil
}

func (ctx *context) parseBinop(outer sref, rest *sref, left exprAST, legacy bool, line int) (exprAST, error) {
	*rest = rest.ltrim(spaceChars)
	if rest.empty() {
		return left, nil
	}
	opLoc := *rest
	op := rest.at(0)
	*rest = rest.drop(1)
	var fn binop
	switch op {
	case '+':
		fn = opAdd
	case '-':
		fn = opSub
	default:
		return nil, errAtLoc(opLoc.loc(), "unsupported operation '"+string(op)+"'")
	}
	*rest = rest.ltrim(spaceChars)
	if rest.empty() {
		return nil, errAt(*rest, "missing operand in expression")
	}
	ao := opndAny
	if legacy {
		ao = opndLegacyLiteral
	}
	right, err := ctx.parseNumericOperand(rest, ao, false, line)
	if err != nil {
		return nil, err
	}
	return &exprBin{s: outer.dropBack(rest.len()), op: fn, l: left, r: right}, nil
}

func (ctx *context) parseCallExpr(expr *sref, fname sref, line int) (exprAST, error) {
	*expr = expr.ltrim(spaceChars)
	fn, ok := exprFuncs[fname.str()]
	if !ok {
		return nil, errAt(fname, "call to undefined function '"+fname.str()+"'")
	}
	*expr = expr.drop(1).ltrim(spaceChars)
	var args []exprAST
	for !expr.empty() && !expr.hasPrefix(")") {
		if expr.hasPrefix(",") {
			return nil, errAt(*expr, "missing argument")
		}
		outer := *expr
		arg, err := ctx.parseNumericOperand(expr, opndAny, false, line)
		for err == nil && !expr.empty() {
			*expr = expr.ltrim(spaceChars)
			if expr.hasPrefix(",") || expr.hasPrefix(")") {
				break
			}
			arg, err = ctx.parseBinop(outer, expr, arg, false, line)
		}
		if err != nil {
			return nil, err
		}
		args = append(args, arg)
		*expr = expr.ltrim(spaceChars)
		e, ok := expr.consume(",")
		if !ok {
			break
		}
		*expr = e.ltrim(spaceChars)
		if expr.hasPrefix(")") {
			return nil, errAt(*expr, "missing argument")
		}
	}
	e, ok := expr.consume(")")
	if !ok {
		return nil, errAt(*expr, "missing ')' at end of call expression")
	}
	*expr = e
	if len(args) == 2 {
		return &exprBin{s: *expr, op: fn, l: args[0], r: args[1]}, nil
	}
	return nil, errAt(fname, "function '"+fname.str()+"' takes 2 arguments but "+itoa(len(args))+" given")
}

// parseNumericSubstitutionBlock parses the inside of [[#...]] (after '#').
func (ctx *context) parseNumericSubstitutionBlock(expr sref, legacy bool, line int) (*expression, *numVar, error) {
	var explicit exprFormat
	precision := 0
	fmtEnd := expr.indexByte(',')
	fnStart := expr.indexByte('(')
	if fmtEnd >= 0 && (fnStart < 0 || fmtEnd < fnStart) {
		fe := expr.take(fmtEnd)
		expr = expr.drop(fmtEnd + 1)
		fe = fe.ltrim(spaceChars).rtrim(spaceChars)
		var ok bool
		if fe, ok = fe.consume("%"); !ok {
			return nil, nil, errAt(fe, "invalid matching format specification in expression")
		}
		altLoc := fe.loc()
		var alt bool
		fe, alt = fe.consume("#")
		if f, ok := fe.consume("."); ok {
			fe = f
			if precision, ok = consumeUint(&fe); !ok {
				return nil, nil, errAt(fe, "invalid precision in format specifier")
			}
		}
		if !fe.empty() {
			fmtLoc := fe.loc()
			c := fe.at(0)
			fe = fe.drop(1)
			switch c {
			case 'u':
				explicit = exprFormat{fmtUnsigned, precision, false}
			case 'd':
				explicit = exprFormat{fmtSigned, precision, false}
			case 'x':
				explicit = exprFormat{fmtHexLower, precision, alt}
			case 'X':
				explicit = exprFormat{fmtHexUpper, precision, alt}
			default:
				return nil, nil, errAtLoc(fmtLoc, "invalid format specifier in expression")
			}
		}
		if alt && explicit.kind != fmtHexLower && explicit.kind != fmtHexUpper {
			return nil, nil, errAtLoc(altLoc, "alternate form only supported for hex values")
		}
		fe = fe.ltrim(spaceChars)
		if !fe.empty() {
			return nil, nil, errAt(fe, "invalid matching format specification in expression")
		}
	}
	var defExpr sref
	defEnd := expr.indexByte(':')
	if defEnd >= 0 {
		defExpr = expr.take(defEnd)
		expr = expr.drop(defEnd + 1)
	}
	expr = expr.ltrim(spaceChars)
	var hasConstraint bool
	expr, hasConstraint = expr.consume("==")
	expr = expr.ltrim(spaceChars)
	var ast exprAST
	if expr.empty() {
		if hasConstraint {
			return nil, nil, errAt(expr, "empty numeric expression should not have a constraint")
		}
	} else {
		expr = expr.rtrim(spaceChars)
		outer := expr
		ao := opndAny
		if legacy {
			ao = opndLineVar
		}
		res, err := ctx.parseNumericOperand(&expr, ao, !hasConstraint, line)
		for err == nil && !expr.empty() {
			res, err = ctx.parseBinop(outer, &expr, res, legacy, line)
			if err == nil && legacy && !expr.empty() {
				return nil, nil, errAt(expr, "unexpected characters at end of expression '"+expr.str()+"'")
			}
		}
		if err != nil {
			return nil, nil, err
		}
		ast = res
	}
	format := explicit
	if explicit.kind == fmtNone && ast != nil {
		f, err := ast.implicitFormat()
		if err != nil {
			return nil, nil, err
		}
		format = f
	}
	if format.kind == fmtNone {
		format = exprFormat{kind: fmtUnsigned, precision: precision}
	}
	e := &expression{ast: ast, format: format}
	if defEnd >= 0 {
		defExpr = defExpr.ltrim(spaceChars)
		v, err := ctx.parseNumericVariableDefinition(defExpr, line, format)
		if err != nil {
			return nil, nil, err
		}
		return e, v, nil
	}
	return e, nil, nil
}
