package asm

import (
	"math/big"
	"strconv"

	"ncc/core"
	"ncc/numerics"
)

// parseAttribute parses any attribute; t, if set, types bare literals.
func (p *parser) parseAttribute(t core.Type) (core.Attribute, error) {
	a, ok, err := p.parseOptionalAttribute(t)
	if err != nil {
		return nil, err
	}
	if !ok {
		return nil, p.wrongTokenError("expected attribute value")
	}
	return a, nil
}

// parseOptionalAttribute parses an attribute if one starts here.
func (p *parser) parseOptionalAttribute(t core.Type) (core.Attribute, bool, error) {
	if err := p.enter(); err != nil {
		return nil, false, err
	}
	defer p.leave()
	switch p.tok.kind {
	case tLSquare:
		p.next()
		var elems []core.Attribute
		if p.consumeIf(tRSquare) {
			return core.Array(p.ctx, nil), true, nil
		}
		err := p.parseCommaList(tEOF, tEOF, "", func() error {
			a, err := p.parseAttribute(nil)
			elems = append(elems, a)
			return err
		})
		if err != nil {
			return nil, false, err
		}
		if err := p.expect(tRSquare, "expected ',' or ']'"); err != nil {
			return nil, false, err
		}
		return core.Array(p.ctx, elems), true, nil
	case tLBrace:
		entries, err := p.parseAttrDict()
		if err != nil {
			return nil, false, err
		}
		return core.Dict(p.ctx, entries), true, nil
	case tHashIdent:
		a, err := p.parseExtendedAttr(t)
		return a, err == nil, err
	case tFloat:
		a, err := p.parseFloatAttr(t, false)
		return a, err == nil, err
	case tInteger:
		a, err := p.parseDecOrHexAttr(t, false)
		return a, err == nil, err
	case tMinus:
		p.next()
		var a core.Attribute
		var err error
		switch p.tok.kind {
		case tInteger:
			a, err = p.parseDecOrHexAttr(t, true)
		case tFloat:
			a, err = p.parseFloatAttr(t, true)
		default:
			return nil, false, p.wrongTokenError("expected constant integer or floating point value")
		}
		return a, err == nil, err
	case tString:
		s := unquote(p.spelling())
		p.next()
		if t == nil && p.consumeIf(tColon) {
			var err error
			if t, err = p.parseType(); err != nil {
				return nil, false, err
			}
		}
		if t != nil {
			return core.TypedString(p.ctx, s, t), true, nil
		}
		return core.String(p.ctx, s), true, nil
	case tAtIdent:
		a, err := p.parseSymbolRef()
		return a, err == nil, err
	case tBareIdent:
		switch string(p.spelling()) {
		case "true", "false":
			v := p.spelling()[0] == 't'
			p.next()
			return core.Bool(p.ctx, v), true, nil
		case "unit":
			p.next()
			return core.Unit(p.ctx), true, nil
		case "dense":
			a, err := p.parseDenseAttr(t)
			return a, err == nil, err
		case "dense_resource":
			a, err := p.parseDenseResourceAttr(t)
			return a, err == nil, err
		case "sparse":
			a, err := p.parseSparseAttr(t)
			return a, err == nil, err
		case "array":
			a, err := p.parseDenseArrayAttr()
			return a, err == nil, err
		case "strided":
			a, err := p.parseStridedAttr()
			return a, err == nil, err
		case "distinct":
			a, err := p.parseDistinctAttr(t)
			return a, err == nil, err
		case "loc":
			a, err := p.parseLocationInstance(true)
			return a, err == nil, err
		case "affine_map", "affine_set":
			a, err := p.parseAffineAttr()
			return a, err == nil, err
		}
	}
	ty, ok, err := p.parseOptionalType()
	if err != nil || !ok {
		return nil, false, err
	}
	return core.TypeAttrOf(p.ctx, ty), true, nil
}

// parseOptionalType parses a type if the current token can start one.
func (p *parser) parseOptionalType() (core.Type, bool, error) {
	switch p.tok.kind {
	case tLParen, tBangIdent:
	case tBareIdent:
		s := p.spelling()
		if _, _, ok := intTypeSpelling(s); !ok && !core.IsFloatTypeName(string(s)) {
			switch string(s) {
			case "index", "none", "complex", "tensor", "vector", "memref", "tuple":
			default:
				return nil, false, nil
			}
		}
	default:
		return nil, false, nil
	}
	t, err := p.parseType()
	return t, err == nil, err
}

// parseAttrDict parses `{name = value, unitname, "quoted" = value}`.
func (p *parser) parseAttrDict() ([]core.NamedAttr, error) {
	var out []core.NamedAttr
	err := p.parseCommaList(tLBrace, tRBrace, " in attribute dictionary", func() error {
		var name string
		switch p.tok.kind {
		case tString:
			name = unquote(p.spelling())
		case tBareIdent:
			name = p.internName(p.spelling())
		default:
			return p.wrongTokenError("expected attribute name")
		}
		if name == "" {
			return p.errTok("expected valid attribute name")
		}
		for _, a := range out {
			if a.Name == name {
				return p.errTok("duplicate key '%s' in dictionary attribute", name)
			}
		}
		p.next()
		if !p.consumeIf(tEqual) {
			out = append(out, core.NamedAttr{Name: name, Value: core.Unit(p.ctx)})
			return nil
		}
		a, err := p.parseAttribute(nil)
		if err != nil {
			return err
		}
		out = append(out, core.NamedAttr{Name: name, Value: a})
		return nil
	})
	return out, err
}

// internName returns a shared string for an attribute name, so the 200k
// `value` keys of a large module cost one allocation.
func (p *parser) internName(b []byte) string {
	if p.names == nil {
		p.names = map[string]string{}
	}
	if s, ok := p.names[string(b)]; ok {
		return s
	}
	s := string(b)
	p.names[s] = s
	return s
}

func (p *parser) parseSymbolRef() (core.Attribute, error) {
	root := p.symbolName(p.tok)
	p.next()
	var nested []string
	for p.tok.kind == tColon {
		colon := p.tok
		p.next()
		if p.tok.kind != tColon {
			// A single ':' belongs to the caller (e.g. `@f : type`).
			p.lex.resetPointer(colon.start)
			p.lex.line, p.lex.lineStart = colon.line, colon.start-colon.col+1
			p.next()
			break
		}
		p.next()
		if p.tok.kind != tAtIdent {
			return nil, p.errTok("expected nested symbol reference identifier")
		}
		nested = append(nested, p.symbolName(p.tok))
		p.next()
	}
	return core.SymbolRef(p.ctx, root, nested...), nil
}

// symbolName decodes @name or @"name".
func (p *parser) symbolName(t token) string {
	s := p.src[t.start+1 : t.end]
	if len(s) > 0 && s[0] == '"' {
		return unquote(s)
	}
	return string(s)
}

// Numbers.

func (p *parser) parseFloatAttr(t core.Type, neg bool) (core.Attribute, error) {
	lit := p.tok
	// Like strtod, out-of-range literals become inf or zero.
	v, _ := strconv.ParseFloat(p.text(lit), 64)
	p.next()
	var err error
	if t == nil {
		if !p.consumeIf(tColon) {
			t = core.F64(p.ctx)
		} else if t, err = p.parseType(); err != nil {
			return nil, err
		}
	}
	ft, ok := t.(*core.FloatType)
	if !ok {
		return nil, p.errTok("floating point value not valid for specified type")
	}
	if neg {
		v = -v
	}
	lo, hi, err := floatBitsFromFloat64(ft, v)
	if err != nil {
		return nil, p.errAt(p.tokPos(lit), "%s", err.Error())
	}
	return core.FloatWide(p.ctx, ft, lo, hi), nil
}

// floatBitsFromFloat64 converts v to ft's format, rounding to nearest even,
// as APFloat::convert does.
func floatBitsFromFloat64(ft *core.FloatType, v float64) (lo, hi uint64, err error) {
	if w := wideFormatOf(ft); w != nil {
		lo, hi = w.fromFloat64(v)
		return lo, hi, nil
	}
	f, ok := numerics.FormatByName(ft.Name)
	if !ok {
		return 0, 0, errUnsupportedFloat(ft)
	}
	return f.FromFloat64(v), 0, nil
}

type unsupportedFloat string

func (e unsupportedFloat) Error() string { return string(e) }
func errUnsupportedFloat(ft *core.FloatType) error {
	return unsupportedFloat("float type '" + ft.Name + "' is not supported")
}

// floatFromLiteral converts a float or hex-integer token to ft's bits, as
// MLIR's parseFloatFromLiteral.
// The bits above 64 of f80 and f128 values are in hi.
func (p *parser) floatFromLiteral(tok token, neg bool, ft *core.FloatType) (lo, hi uint64, err error) {
	s := p.text(tok)
	if tok.kind == tFloat {
		v, _ := strconv.ParseFloat(s, 64)
		if neg {
			v = -v
		}
		lo, hi, err := floatBitsFromFloat64(ft, v)
		if err != nil {
			return 0, 0, p.errAt(p.tokPos(tok), "%s", err.Error())
		}
		return lo, hi, nil
	}
	if tok.kind != tInteger {
		return 0, 0, p.errAt(p.tokPos(tok), "expected floating point literal")
	}
	if len(s) < 2 || s[1] != 'x' {
		d := p.errAt(p.tokPos(tok), "unexpected decimal integer literal for a floating point value").(*core.Diagnostic)
		d.Note(nil, "add a trailing dot to make the literal a float")
		return 0, 0, d
	}
	if neg {
		return 0, 0, p.errAt(p.tokPos(tok), "hexadecimal float literal should not have a leading minus")
	}
	if w := wideFormatOf(ft); w != nil {
		lo, hi, ok := wideHex(w, s[2:])
		if !ok {
			return 0, 0, p.errAt(p.tokPos(tok), "hexadecimal float constant out of range for type")
		}
		return lo, hi, nil
	}
	width := ft.Width
	if f, ok := numerics.FormatByName(ft.Name); ok {
		width = f.Bits()
	}
	n, ok := new(big.Int).SetString(s[2:], 16)
	if !ok || n.BitLen() > width || width > 64 {
		return 0, 0, p.errAt(p.tokPos(tok), "hexadecimal float constant out of range for type")
	}
	return n.Uint64(), 0, nil
}

func (p *parser) parseDecOrHexAttr(t core.Type, neg bool) (core.Attribute, error) {
	lit := p.tok
	p.next()
	if t == nil {
		if !p.consumeIf(tColon) {
			t = core.IntegerType(p.ctx, 64)
		} else {
			var err error
			if t, err = p.parseType(); err != nil {
				return nil, err
			}
		}
	}
	if ft, ok := t.(*core.FloatType); ok {
		lo, hi, err := p.floatFromLiteral(lit, neg, ft)
		if err != nil {
			return nil, err
		}
		return core.FloatWide(p.ctx, ft, lo, hi), nil
	}
	switch tt := t.(type) {
	case *core.IntType:
		if neg && tt.Sign == core.Unsigned {
			return nil, p.errAt(p.tokPos(lit), "negative integer literal not valid for unsigned integer type")
		}
	case *core.IndexType:
	default:
		return nil, p.errAt(p.tokPos(lit), "integer literal not valid for specified type")
	}
	a := p.buildInt(t, neg, p.src[lit.start:lit.end])
	if a == nil {
		return nil, p.errAt(p.tokPos(lit), "integer constant out of range for attribute")
	}
	return a, nil
}

// buildInt implements MLIR's buildAttributeAPInt: the literal must fit the
// type's width (index is 64 bits); a negative value must have its sign bit
// set after negation; a positive signed or index value must not. It returns
// nil when out of range.
func (p *parser) buildInt(t core.Type, neg bool, spelling []byte) *core.IntegerAttr {
	width := 64
	signed := true
	if it, ok := t.(*core.IntType); ok {
		width = it.Width
		signed = it.Sign == core.Signed
	}
	hex := len(spelling) > 1 && spelling[1] == 'x'
	if width <= 64 {
		var v uint64
		var ok bool
		if hex {
			v, ok = parseHexU64(spelling[2:])
		} else {
			v, ok = parseDecU64(spelling)
		}
		if ok {
			if width < 64 && v>>uint(width) != 0 {
				return nil
			}
			if width == 0 {
				if neg {
					return nil
				}
				return core.Int(p.ctx, t, 0)
			}
			sign := uint64(1) << uint(width-1)
			if neg {
				v = -v
				if width < 64 {
					v &= sign<<1 - 1
				}
				if v&sign == 0 {
					return nil
				}
			} else if signed && v&sign != 0 {
				return nil
			}
			return core.Int(p.ctx, t, int64(v))
		}
		if !hex && len(spelling) < 20 {
			return nil
		}
	}
	base := 10
	digits := string(spelling)
	if hex {
		base, digits = 16, digits[2:]
	}
	n, ok := new(big.Int).SetString(digits, base)
	if !ok || n.BitLen() > width {
		return nil
	}
	if width == 0 {
		if neg {
			return nil
		}
		return core.BigInt(p.ctx, t, n)
	}
	mod := new(big.Int).Lsh(big.NewInt(1), uint(width))
	if neg {
		n.Neg(n).Mod(n, mod)
		if n.Bit(width-1) == 0 {
			return nil
		}
	} else if signed && n.Bit(width-1) == 1 {
		return nil
	}
	return core.BigInt(p.ctx, t, n)
}

func parseDecU64(s []byte) (uint64, bool) {
	var v uint64
	for _, c := range s {
		d := uint64(c - '0')
		if v > (^uint64(0)-d)/10 {
			return 0, false
		}
		v = v*10 + d
	}
	return v, len(s) > 0
}

func parseHexU64(s []byte) (uint64, bool) {
	for len(s) > 16 && s[0] == '0' {
		s = s[1:]
	}
	if len(s) > 16 || len(s) == 0 {
		return 0, false
	}
	var v uint64
	for _, c := range s {
		v = v<<4 | uint64(hexVal(c))
	}
	return v, true
}
