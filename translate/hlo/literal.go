package hlo

import (
	"encoding/binary"
	"fmt"
	"math"
	"math/big"
	"strconv"
	"strings"

	"ncc/core"
	"ncc/numerics"
)

// literal reads the literal of a constant of shape sh, as
// LiteralBase::ToString writes it: a scalar `1.5`, nested braces
// `{ {1, 2}, {3, 4} }` for arrays, `(re, im)` for complex elements,
// `(a, b)` for tuples and `{...}` for an array the printer elided.
func (p *parser) literal(sh *Shape) (*Literal, error) {
	s := p.s
	s.skip()
	lit := &Literal{Pos: s.pos(s.off)}
	p.depth++
	defer func() { p.depth-- }()
	if p.depth > maxNesting {
		return nil, s.errAt(s.off, "literal nested too deeply")
	}
	if sh.IsTuple() {
		if err := s.expect('(', "at the start of a tuple literal"); err != nil {
			return nil, err
		}
		for i, e := range sh.Tuple {
			if i > 0 {
				if err := s.expect(',', "in tuple literal"); err != nil {
					return nil, err
				}
			}
			sub, err := p.literal(e)
			if err != nil {
				return nil, err
			}
			lit.Tuple = append(lit.Tuple, sub)
		}
		return lit, s.expect(')', "at the end of a tuple literal")
	}
	if !sh.IsArray() {
		return nil, s.errAt(s.off, "a literal cannot have shape %s", sh)
	}
	if s.peek() == '{' {
		save := s.off
		s.off++
		if s.eatLit("...") && s.eat('}') {
			lit.Elided = true
			return lit, nil
		}
		s.off = save
	}
	for _, d := range sh.Dims {
		if d == Dynamic || sh.Bounded != nil {
			return nil, s.errAt(s.off, "a literal cannot have dynamic shape %s", sh)
		}
	}
	if len(sh.Dims) == 0 {
		e, err := p.litElem()
		if err != nil {
			return nil, err
		}
		lit.Elems = []LitElem{e}
		return lit, nil
	}
	return lit, p.litNested(sh.Dims, 0, lit)
}

func (p *parser) litNested(dims []int64, d int, lit *Literal) error {
	s := p.s
	s.skip()
	open := s.off
	if err := s.expect('{', fmt.Sprintf("at dimension %d of a literal", d)); err != nil {
		return err
	}
	n := int64(0)
	for !s.eat('}') {
		if n > 0 {
			if err := s.expect(',', "or '}' in literal"); err != nil {
				return err
			}
		}
		if n == dims[d] {
			return s.errAt(s.off, "too many elements in dimension %d of literal: the shape has %d", d, dims[d])
		}
		if d == len(dims)-1 {
			e, err := p.litElem()
			if err != nil {
				return err
			}
			lit.Elems = append(lit.Elems, e)
		} else if err := p.litNested(dims, d+1, lit); err != nil {
			return err
		}
		n++
	}
	if n != dims[d] {
		return s.errAt(open, "literal has %d elements in dimension %d, the shape has %d", n, d, dims[d])
	}
	return nil
}

// litElem reads one element: a number, inf, nan, nan(0x...), true, false,
// or (re, im).
func (p *parser) litElem() (LitElem, error) {
	s := p.s
	s.skip()
	e := LitElem{Pos: s.pos(s.off)}
	if s.eat('(') {
		re, err := p.litToken()
		if err != nil {
			return e, err
		}
		if err := s.expect(',', "in complex literal"); err != nil {
			return e, err
		}
		im, err := p.litToken()
		if err != nil {
			return e, err
		}
		e.Text, e.Imag = re, im
		return e, s.expect(')', "at the end of a complex literal")
	}
	t, err := p.litToken()
	e.Text = t
	return e, err
}

func (p *parser) litToken() (string, error) {
	s := p.s
	s.skip()
	start := s.off
	for s.off < len(s.src) && !strings.ContainsRune(",{}()[] \t\r\n/", rune(s.src[s.off])) {
		s.off++
	}
	if strings.HasSuffix(s.text[start:s.off], "nan") && s.off < len(s.src) && s.src[s.off] == '(' {
		if _, _, err := s.balanced(); err != nil {
			return "", err
		}
	}
	if s.off == start {
		return "", s.errAt(start, "expected a literal value, found %s", s.describe())
	}
	return s.text[start:s.off], nil
}

// denseOf converts an array literal to the dense elements attribute of t.
func denseOf(ctx *core.Context, t *core.TensorType, lit *Literal) (*core.DenseAttr, error) {
	n := core.NumElements(t.Dims)
	eb := core.ElementBytes(t.Elem)
	switch {
	case lit.Raw != nil:
		if _, ok := core.ElementTypeOrSelf(t).(*core.IntType); ok || int64(len(lit.Raw)) != n*int64(eb) {
			return nil, fmt.Errorf("literal has %d bytes of data, type %s needs %d", len(lit.Raw), t.Key(), n*int64(eb))
		}
		return core.Dense(ctx, t, lit.Raw), nil
	case lit.Ints != nil:
		it, ok := t.Elem.(*core.IntType)
		if !ok || int64(len(lit.Ints)) != n {
			return nil, fmt.Errorf("literal has %d integer elements, type %s needs %d", len(lit.Ints), t.Key(), n)
		}
		raw := make([]byte, 0, int(n)*eb)
		for _, v := range lit.Ints {
			raw = appendLE(raw, uint64(core.Int(ctx, it, v).Val), eb)
		}
		return core.Dense(ctx, t, raw), nil
	}
	if int64(len(lit.Elems)) != n {
		return nil, fmt.Errorf("literal has %d elements, type %s needs %d", len(lit.Elems), t.Key(), n)
	}
	raw := make([]byte, 0, int(n)*eb)
	for _, e := range lit.Elems {
		b, err := encodeElem(ctx, t.Elem, e)
		if err != nil {
			return nil, &litError{e.Pos, err.Error()}
		}
		raw = append(raw, b...)
	}
	return core.Dense(ctx, t, raw), nil
}

// litError is a bad element, located at the element.
type litError struct {
	pos Pos
	msg string
}

func (e *litError) Error() string { return e.msg }

func encodeElem(ctx *core.Context, t core.Type, e LitElem) ([]byte, error) {
	if ct, ok := t.(*core.ComplexType); ok {
		if e.Imag == "" {
			e.Imag = "0"
		}
		re, err := encodeElem(ctx, ct.Elem, LitElem{Text: e.Text})
		if err != nil {
			return nil, err
		}
		im, err := encodeElem(ctx, ct.Elem, LitElem{Text: e.Imag})
		return append(re, im...), err
	}
	if e.Imag != "" {
		return nil, fmt.Errorf("complex value (%s, %s) for a %s element", e.Text, e.Imag, typeName(t))
	}
	n := core.ElementBytes(t)
	switch t := t.(type) {
	case *core.IntType:
		v, err := parseIntText(e.Text, t)
		if err != nil {
			return nil, err
		}
		return appendLE(nil, uint64(core.Int(ctx, t, v).Val), n), nil
	case *core.FloatType:
		f, ok := numerics.FormatByName(t.Name)
		if !ok {
			return nil, fmt.Errorf("float type %s is not supported in literals", t.Name)
		}
		v, err := parseFloatText(e.Text)
		if err != nil {
			return nil, err
		}
		return appendLE(nil, f.FromFloat64(v), n), nil
	}
	return nil, fmt.Errorf("cannot write literals of element type %s", typeName(t))
}

// typeName names an element type as HLO does (s8, u32, pred, f32), other
// types as MLIR does.
func typeName(t core.Type) string {
	switch t := t.(type) {
	case *core.IntType:
		switch {
		case t.Width == 1:
			return "pred"
		case t.Sign == core.Unsigned:
			return "u" + strconv.Itoa(t.Width)
		}
		return "s" + strconv.Itoa(t.Width)
	case *core.FloatType:
		return strings.ToLower(t.Name)
	}
	return t.Key()
}

// parseIntText reads an integer element (true and false for pred) and
// checks that it fits t.
func parseIntText(s string, t *core.IntType) (int64, error) {
	switch s {
	case "true":
		if t.Width == 1 {
			return 1, nil
		}
	case "false":
		if t.Width == 1 {
			return 0, nil
		}
	}
	v, ok := new(big.Int).SetString(s, 0)
	if !ok {
		return 0, fmt.Errorf("'%s' is not a valid %s value", s, typeName(t))
	}
	lo, hi := new(big.Int), new(big.Int)
	switch {
	case t.Width == 1:
		lo.SetInt64(0)
		hi.SetInt64(1)
	case t.Sign == core.Unsigned:
		hi.Lsh(big.NewInt(1), uint(t.Width)).Sub(hi, big.NewInt(1))
	default:
		lo.Lsh(big.NewInt(1), uint(t.Width-1)).Neg(lo)
		hi.Lsh(big.NewInt(1), uint(t.Width-1)).Sub(hi, big.NewInt(1))
	}
	if v.Cmp(lo) < 0 || v.Cmp(hi) > 0 {
		return 0, fmt.Errorf("value %s does not fit in %s", s, typeName(t))
	}
	if v.IsUint64() && !v.IsInt64() {
		return int64(v.Uint64()), nil
	}
	return v.Int64(), nil
}

// parseFloatText reads a float element as XLA prints it (RoundTripFpToString):
// decimal, inf, -inf, nan, -nan, nan(0x...).
func parseFloatText(s string) (float64, error) {
	neg := strings.HasPrefix(s, "-")
	body := strings.TrimPrefix(strings.TrimPrefix(s, "-"), "+")
	switch {
	case body == "inf":
		if neg {
			return math.Inf(-1), nil
		}
		return math.Inf(1), nil
	case body == "nan" || strings.HasPrefix(body, "nan("):
		v := math.NaN()
		if neg {
			v = math.Copysign(v, -1)
		}
		return v, nil
	}
	v, err := strconv.ParseFloat(s, 64)
	if err != nil && !strings.Contains(err.Error(), "range") {
		return 0, fmt.Errorf("'%s' is not a valid floating-point value", s)
	}
	return v, nil
}

func appendLE(b []byte, v uint64, n int) []byte {
	var tmp [8]byte
	binary.LittleEndian.PutUint64(tmp[:], v)
	if n <= 8 {
		return append(b, tmp[:n]...)
	}
	b = append(b, tmp[:]...)
	for i := 8; i < n; i++ {
		b = append(b, 0)
	}
	return b
}
