package filecheck

import (
	"errors"
	"math/big"
	"strings"
)

// Numeric substitution blocks: [[#%.8X,VAR:expr]], after LLVM's
// Pattern::parseNumericSubstitutionBlock. Values are unbounded integers, as
// LLVM widens its APInts on overflow.

type fmtKind uint8

const (
	fmtNone fmtKind = iota
	fmtUnsigned
	fmtSigned
	fmtHexUpper
	fmtHexLower
)

type exprFormat struct {
	kind      fmtKind
	precision int
	alt       bool
}

func (f exprFormat) String() string {
	return [...]string{"<none>", "%u", "%d", "%X", "%x"}[f.kind]
}

func (f exprFormat) wildcard() string {
	pre := ""
	if f.alt {
		pre = "0x"
	}
	prec := func(s string) string { return pre + s + "{" + itoa(f.precision) + "}" }
	switch f.kind {
	case fmtUnsigned:
		if f.precision > 0 {
			return prec("([1-9][0-9]*)?[0-9]")
		}
		return "[0-9]+"
	case fmtSigned:
		if f.precision > 0 {
			return prec("-?([1-9][0-9]*)?[0-9]")
		}
		return "-?[0-9]+"
	case fmtHexUpper:
		if f.precision > 0 {
			return prec("([1-9A-F][0-9A-F]*)?[0-9A-F]")
		}
		return pre + "[0-9A-F]+"
	default:
		if f.precision > 0 {
			return prec("([1-9a-f][0-9a-f]*)?[0-9a-f]")
		}
		return pre + "[0-9a-f]+"
	}
}

var errOverflow = errors.New("overflow error")

// matching is ExpressionFormat::getMatchingString.
func (f exprFormat) matching(v *big.Int) (string, error) {
	if f.kind != fmtSigned && v.Sign() < 0 {
		return "", errOverflow
	}
	abs := new(big.Int).Abs(v)
	var digits string
	switch f.kind {
	case fmtHexUpper:
		digits = strings.ToUpper(abs.Text(16))
	case fmtHexLower:
		digits = abs.Text(16)
	default:
		digits = abs.Text(10)
	}
	sign := ""
	if v.Sign() < 0 {
		sign = "-"
	}
	pre := ""
	if f.alt {
		pre = "0x"
	}
	if f.precision > len(digits) {
		digits = strings.Repeat("0", f.precision-len(digits)) + digits
	}
	return sign + pre + digits, nil
}

func (f exprFormat) valueFromString(s string) *big.Int {
	neg := strings.HasPrefix(s, "-")
	s = strings.TrimPrefix(s, "-")
	base := 10
	if f.kind == fmtHexUpper || f.kind == fmtHexLower {
		base = 16
		if f.alt {
			s = strings.TrimPrefix(s, "0x")
		}
	}
	v, _ := new(big.Int).SetString(s, base)
	if v == nil {
		v = new(big.Int)
	}
	if neg {
		v.Neg(v)
	}
	return v
}

// numVar is a numeric variable (NumericVariable).
type numVar struct {
	name    string
	format  exprFormat
	value   *big.Int
	strVal  sref
	hasStr  bool
	defLine int // 0: none
}

type undefVarError struct{ name sref }

func (e *undefVarError) Error() string { return "undefined variable: " + e.name.str() }

type exprAST interface {
	eval() (*big.Int, error)
	implicitFormat() (exprFormat, error)
	text() sref
}

type exprLit struct {
	s sref
	v *big.Int
}

func (e *exprLit) eval() (*big.Int, error)             { return e.v, nil }
func (e *exprLit) implicitFormat() (exprFormat, error) { return exprFormat{}, nil }
func (e *exprLit) text() sref                          { return e.s }

type exprVar struct {
	s sref
	v *numVar
}

func (e *exprVar) eval() (*big.Int, error) {
	if e.v.value == nil {
		return nil, &undefVarError{e.s}
	}
	return e.v.value, nil
}
func (e *exprVar) implicitFormat() (exprFormat, error) { return e.v.format, nil }
func (e *exprVar) text() sref                          { return e.s }

type binop func(a, b *big.Int) (*big.Int, error)

type exprBin struct {
	s    sref
	op   binop
	l, r exprAST
}

func (e *exprBin) text() sref { return e.s }
func (e *exprBin) eval() (*big.Int, error) {
	a, errA := e.l.eval()
	b, errB := e.r.eval()
	if errA != nil || errB != nil {
		return nil, joinPlain(errA, errB)
	}
	return e.op(a, b)
}
func (e *exprBin) implicitFormat() (exprFormat, error) {
	lf, errL := e.l.implicitFormat()
	rf, errR := e.r.implicitFormat()
	if errL != nil || errR != nil {
		return exprFormat{}, joinErrs(errL, errR)
	}
	if lf.kind != fmtNone && rf.kind != fmtNone && lf != rf {
		return exprFormat{}, errAt(e.s, "implicit format conflict between '"+e.l.text().str()+
			"' ("+lf.String()+") and '"+e.r.text().str()+"' ("+rf.String()+
			"), need an explicit format specifier")
	}
	if lf.kind != fmtNone {
		return lf, nil
	}
	return rf, nil
}

// multiErr keeps several evaluation errors (LLVM's joinErrors).
type multiErr []error

func (m multiErr) Error() string { return m[0].Error() }

func joinPlain(a, b error) error {
	var out multiErr
	for _, e := range []error{a, b} {
		if me, ok := e.(multiErr); ok {
			out = append(out, me...)
		} else if e != nil {
			out = append(out, e)
		}
	}
	if len(out) == 1 {
		return out[0]
	}
	return out
}

func opAdd(a, b *big.Int) (*big.Int, error) { return new(big.Int).Add(a, b), nil }
func opSub(a, b *big.Int) (*big.Int, error) { return new(big.Int).Sub(a, b), nil }
func opMul(a, b *big.Int) (*big.Int, error) { return new(big.Int).Mul(a, b), nil }
func opDiv(a, b *big.Int) (*big.Int, error) {
	if b.Sign() == 0 {
		return nil, errOverflow
	}
	return new(big.Int).Quo(a, b), nil
}
func opMax(a, b *big.Int) (*big.Int, error) {
	if a.Cmp(b) < 0 {
		return b, nil
	}
	return a, nil
}
func opMin(a, b *big.Int) (*big.Int, error) {
	if a.Cmp(b) > 0 {
		return b, nil
	}
	return a, nil
}

var exprFuncs = map[string]binop{"add": opAdd, "div": opDiv, "max": opMax, "min": opMin, "mul": opMul, "sub": opSub}

// expression is a parsed block: its AST (nil for a bare definition) and format.
type expression struct {
	ast    exprAST
	format exprFormat
}

const spaceChars = " \t"

// varProps is the result of parseVariable.
type varProps struct {
	name   sref
	pseudo bool
}

func isVarStart(c byte) bool { return c == '_' || isAlphaByte(c) }

// parseVariable is Pattern::parseVariable: it consumes a variable name.
func parseVariable(s *sref) (varProps, error) {
	str := *s
	if str.empty() {
		return varProps{}, errAt(str, "empty variable name")
	}
	i := 0
	pseudo := str.at(0) == '@'
	if str.at(0) == '$' || pseudo {
		i++
	}
	if i == str.len() {
		kind := "global "
		if pseudo {
			kind = "pseudo "
		}
		return varProps{}, errAt(str.drop(i), "empty "+kind+"variable name")
	}
	if !isVarStart(str.at(i)) {
		return varProps{}, errAt(str, "invalid variable name")
	}
	for i++; i < str.len(); i++ {
		c := str.at(i)
		if c != '_' && !isAlphaByte(c) && !isDigit(c) {
			break
		}
	}
	*s = str.drop(i)
	return varProps{name: str.take(i), pseudo: pseudo}, nil
}

type operandKind uint8

const (
	opndLineVar operandKind = iota
	opndLegacyLiteral
	opndAny
)
