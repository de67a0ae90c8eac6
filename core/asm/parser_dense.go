package asm

import (
	"encoding/binary"
	"math/big"
	"slices"
	"strings"

	"ncc/core"
)

// denseElem is one literal of a dense<...> body.
type denseElem struct {
	neg bool
	tok token
}

// tensorLiteral collects the elements and shape of a dense<...> literal.
type tensorLiteral struct {
	elems []denseElem
	shape []int64
	hex   *token // dense<"0x...">
}

func (p *parser) parseDenseAttr(t core.Type) (core.Attribute, error) {
	kwTok := p.tok
	p.next()
	if err := p.expect(tLess, "expected '<' after 'dense'"); err != nil {
		return nil, err
	}
	var lit tensorLiteral
	if !p.consumeIf(tGreater) {
		var err error
		if lit, err = p.parseTensorLiteral(true); err != nil {
			return nil, err
		}
		if err := p.expect(tGreater, "expected '>'"); err != nil {
			return nil, err
		}
	}
	st, err := p.parseElementsLiteralType(kwTok, t)
	if err != nil {
		return nil, err
	}
	return p.buildDense(p.tokPos(kwTok), st, &lit)
}

// parseTensorLiteral reads a hex string (when allowed), a nested list or
// one element, as MLIR's TensorLiteralParser.
func (p *parser) parseTensorLiteral(allowHex bool) (tensorLiteral, error) {
	var lit tensorLiteral
	switch {
	case allowHex && p.tok.kind == tString:
		tok := p.tok
		lit.hex = &tok
		p.next()
	case p.tok.kind == tLSquare:
		shape, err := p.parseTensorList(&lit)
		if err != nil {
			return lit, err
		}
		lit.shape = shape
	default:
		if err := p.parseTensorElement(&lit); err != nil {
			return lit, err
		}
	}
	return lit, nil
}

// parseSparseAttr parses sparse<indices, values> : type, or sparse<> for
// no values (MLIR's Parser::parseSparseElementsAttr).
func (p *parser) parseSparseAttr(t core.Type) (core.Attribute, error) {
	kwTok := p.tok
	loc := p.tokPos(kwTok)
	p.next()
	if err := p.expect(tLess, "Expected '<' after 'sparse'"); err != nil {
		return nil, err
	}
	i64 := core.IntegerType(p.ctx, 64)
	if p.consumeIf(tGreater) {
		st, err := p.parseElementsLiteralType(kwTok, t)
		if err != nil {
			return nil, err
		}
		rank := int64(len(st.Shape()))
		indices := core.Dense(p.ctx, core.RankedTensor(p.ctx, []int64{0, rank}, i64, nil), nil)
		values, err := p.buildDense(loc, core.RankedTensor(p.ctx, []int64{0}, st.ElementType(), nil), &tensorLiteral{shape: []int64{0}})
		if err != nil {
			return nil, err
		}
		return p.checkSparse(loc, core.Sparse(p.ctx, st, indices, values.(core.ElementsAttr)))
	}
	// Indices may not be hex: their shape is the literal's.
	indicesPos := p.tokPos(p.tok)
	ilit, err := p.parseTensorLiteral(false)
	if err != nil {
		return nil, err
	}
	if err := p.expect(tComma, "expected ','"); err != nil {
		return nil, err
	}
	valuesPos := p.tokPos(p.tok)
	vlit, err := p.parseTensorLiteral(true)
	if err != nil {
		return nil, err
	}
	if err := p.expect(tGreater, "expected '>'"); err != nil {
		return nil, err
	}
	st, err := p.parseElementsLiteralType(kwTok, t)
	if err != nil {
		return nil, err
	}
	// A single index is one index of the tensor's rank; a single value is
	// the value at every index.
	ishape := ilit.shape
	if ishape == nil {
		ishape = []int64{1, int64(len(st.Shape()))}
	}
	ia, err := p.buildDense(indicesPos, core.RankedTensor(p.ctx, ishape, i64, nil), &ilit)
	if err != nil {
		return nil, err
	}
	indices := ia.(*core.DenseAttr) // i64 elements are never strings
	vshape := vlit.shape
	if vshape == nil {
		vshape = []int64{ishape[0]}
	}
	va, err := p.buildDense(valuesPos, core.RankedTensor(p.ctx, vshape, st.ElementType(), nil), &vlit)
	if err != nil {
		return nil, err
	}
	return p.checkSparse(loc, core.Sparse(p.ctx, st, indices, va.(core.ElementsAttr)))
}

func (p *parser) checkSparse(loc core.Pos, a *core.SparseAttr) (core.Attribute, error) {
	if err := a.Verify(); err != nil {
		return nil, p.errAt(loc, "%s", err.Error())
	}
	return a, nil
}

func (p *parser) parseElementsLiteralType(kw token, t core.Type) (core.ShapedType, error) {
	if t == nil {
		if err := p.expect(tColon, "expected ':'"); err != nil {
			return nil, err
		}
		var err error
		if t, err = p.parseType(); err != nil {
			return nil, err
		}
	}
	st, ok := t.(core.ShapedType)
	if !ok {
		return nil, p.errAt(p.tokPos(kw), "elements literal must be a shaped type")
	}
	if !st.HasRank() || core.NumElements(st.Shape()) < 0 {
		return nil, p.errAt(p.tokPos(kw), "elements literal type must have static shape")
	}
	return st, nil
}

func (p *parser) parseTensorElement(lit *tensorLiteral) error {
	switch p.tok.kind {
	case tFloat, tInteger, tString:
		lit.elems = append(lit.elems, denseElem{tok: p.tok})
		p.next()
	case tBareIdent:
		if !p.isKeyword("true") && !p.isKeyword("false") {
			return p.errTok("expected element literal of primitive type")
		}
		lit.elems = append(lit.elems, denseElem{tok: p.tok})
		p.next()
	case tMinus:
		p.next()
		if p.tok.kind != tFloat && p.tok.kind != tInteger {
			return p.errTok("expected integer or floating point literal")
		}
		lit.elems = append(lit.elems, denseElem{neg: true, tok: p.tok})
		p.next()
	case tLParen:
		p.next()
		if err := p.parseTensorElement(lit); err != nil {
			return err
		}
		if err := p.expect(tComma, "expected ',' between complex elements"); err != nil {
			return err
		}
		if err := p.parseTensorElement(lit); err != nil {
			return err
		}
		return p.expect(tRParen, "expected ')' after complex elements")
	default:
		return p.errTok("expected element literal of primitive type")
	}
	return nil
}

func (p *parser) parseTensorList(lit *tensorLiteral) ([]int64, error) {
	if err := p.enter(); err != nil {
		return nil, err
	}
	defer p.leave()
	first := true
	var newDims []int64
	size := int64(0)
	err := p.parseCommaList(tLSquare, tRSquare, "", func() error {
		var this []int64
		if p.tok.kind == tLSquare {
			d, err := p.parseTensorList(lit)
			if err != nil {
				return err
			}
			this = d
		} else if err := p.parseTensorElement(lit); err != nil {
			return err
		}
		size++
		if !first {
			if !slices.Equal(newDims, this) {
				return p.errTok("tensor literal is invalid; ranks are not consistent between elements")
			}
			return nil
		}
		newDims, first = this, false
		return nil
	})
	if err != nil {
		return nil, err
	}
	return append([]int64{size}, newDims...), nil
}

func isNumericElem(t core.Type) bool {
	switch t.(type) {
	case *core.IntType, *core.IndexType, *core.FloatType, *core.ComplexType:
		return true
	}
	return false
}

func (p *parser) buildDense(loc core.Pos, st core.ShapedType, lit *tensorLiteral) (core.Attribute, error) {
	elt := st.ElementType()
	n := core.NumElements(st.Shape())
	if lit.hex != nil && isNumericElem(elt) {
		raw, ok := hexStringValue(p.src[lit.hex.start:lit.hex.end])
		if !ok {
			return nil, p.errAt(p.tokPos(*lit.hex), "expected string containing hex digits starting with `0x`")
		}
		if isI1(elt) {
			return p.denseBitsFromHex(loc, st, raw, n)
		}
		eb := core.ElementBytes(elt)
		if len(raw) != eb && int64(len(raw)) != int64(eb)*n {
			return nil, p.errAt(loc, "elements hex data size is invalid for provided type: %s", quoteType(p, st))
		}
		return core.Dense(p.ctx, st, raw), nil
	}
	if lit.shape != nil && !slices.Equal(lit.shape, st.Shape()) {
		return nil, p.errAt(loc, "inferred shape of elements literal ([%s]) does not match type ([%s])",
			dimsString(lit.shape), dimsString(st.Shape()))
	}
	if lit.hex == nil && len(lit.elems) == 0 && n != 0 {
		return nil, p.errAt(loc, "parsed zero elements, but type (%s) expected at least 1", quoteType(p, st))
	}
	scalar := elt
	if c, ok := elt.(*core.ComplexType); ok {
		scalar = c.Elem
	}
	switch scalar.(type) {
	case *core.IntType, *core.IndexType, *core.FloatType:
	default:
		return p.buildDenseStrings(loc, st, lit)
	}
	parts := 1
	if scalar != elt {
		parts = 2
	}
	if want := int(n) * parts; len(lit.elems) != want && len(lit.elems) != parts {
		return nil, p.errAt(loc, "parsed %d elements, but type (%s) expected %d elements", len(lit.elems), quoteType(p, st), want)
	}
	eb := core.ElementBytes(scalar)
	raw := make([]byte, 0, eb*len(lit.elems))
	for _, e := range lit.elems {
		var v uint64
		switch ft := scalar.(type) {
		case *core.FloatType:
			if e.tok.kind == tBareIdent || e.tok.kind == tString {
				return nil, p.errAt(p.tokPos(e.tok), "expected floating point literal")
			}
			lo, hi, err := p.floatFromLiteral(e.tok, e.neg, ft)
			if err != nil {
				return nil, err
			}
			if w := wideFormatOf(ft); w != nil {
				raw = appendWideLE(raw, w, lo, hi)
				continue
			}
			v = lo
		default:
			var err error
			var wide *big.Int
			if v, wide, err = p.denseInt(scalar, e); err != nil {
				return nil, err
			}
			if wide != nil {
				raw = appendBigLE(raw, wide, core.IntOrFloatWidth(scalar), eb)
				continue
			}
		}
		raw = appendLE(raw, v, eb)
	}
	return core.Dense(p.ctx, st, raw), nil
}

func isI1(t core.Type) bool {
	it, ok := t.(*core.IntType)
	return ok && it.Width == 1
}

// denseBitsFromHex reads the hex form of an i1 tensor as MLIR writes it:
// bits packed eight to a byte, least significant first, or one byte 0x00
// or 0xFF for a splat. Elements are stored a byte each.
func (p *parser) denseBitsFromHex(loc core.Pos, st core.ShapedType, raw []byte, n int64) (core.Attribute, error) {
	if len(raw) == 1 && (raw[0] == 0 || raw[0] == 0xFF) {
		return core.Dense(p.ctx, st, []byte{raw[0] & 1}), nil
	}
	if int64(len(raw)) != (n+7)/8 {
		return nil, p.errAt(loc, "elements hex data size is invalid for provided type: %s", quoteType(p, st))
	}
	elems := make([]byte, n)
	for i := range elems {
		elems[i] = raw[i/8] >> (i % 8) & 1
	}
	// MLIR finds a splat in the packed bytes, padding bits included: set
	// padding makes even equal elements a list.
	if rem := n % 8; n > 1 && rem != 0 && raw[len(raw)-1]>>rem != 0 {
		return core.DenseList(p.ctx, st, elems), nil
	}
	return core.Dense(p.ctx, st, elems), nil
}

// denseInt reads an integer element: its bits, or for types wider than 64
// bits its value modulo 2^width.
func (p *parser) denseInt(t core.Type, e denseElem) (uint64, *big.Int, error) {
	pos := p.tokPos(e.tok)
	it, _ := t.(*core.IntType)
	if e.neg && it != nil && it.Sign == core.Unsigned {
		return 0, nil, p.errAt(pos, "expected unsigned integer elements, but parsed negative value")
	}
	switch e.tok.kind {
	case tFloat:
		return 0, nil, p.errAt(pos, "expected integer elements, but parsed floating-point")
	case tString:
		// MLIR 22 reads the string as a malformed integer.
		return 0, nil, p.errAt(pos, "integer constant out of range for type")
	case tBareIdent:
		if it == nil || it.Width != 1 {
			return 0, nil, p.errAt(pos, "expected i1 type for 'true' or 'false' values")
		}
		if p.src[e.tok.start] == 't' {
			return 1, nil, nil
		}
		return 0, nil, nil
	}
	a := p.buildInt(t, e.neg, p.src[e.tok.start:e.tok.end])
	if a == nil {
		return 0, nil, p.errAt(pos, "integer constant out of range for type")
	}
	return uint64(a.Val), a.Big, nil
}

// appendBigLE appends v modulo 2^width (two's complement, padding bits
// zero, as MLIR stores it) in n bytes, little-endian.
func appendBigLE(b []byte, v *big.Int, width, n int) []byte {
	v = new(big.Int).Mod(v, new(big.Int).Lsh(big.NewInt(1), uint(width)))
	be := v.FillBytes(make([]byte, (v.BitLen()+7)/8))
	for i := range n {
		if i < len(be) {
			b = append(b, be[len(be)-1-i])
		} else {
			b = append(b, 0)
		}
	}
	return b
}

func (p *parser) buildDenseStrings(loc core.Pos, st core.ShapedType, lit *tensorLiteral) (core.Attribute, error) {
	if lit.hex != nil {
		return core.DenseStrings(p.ctx, st, []string{unquote(p.src[lit.hex.start:lit.hex.end])}), nil
	}
	vals := make([]string, 0, len(lit.elems))
	for _, e := range lit.elems {
		if e.tok.kind != tString {
			return nil, p.errAt(loc, "expected string token, got %s", p.text(e.tok))
		}
		vals = append(vals, unquote(p.src[e.tok.start:e.tok.end]))
	}
	return core.DenseStrings(p.ctx, st, vals), nil
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

// hexStringValue decodes a "0x..." string token.
func hexStringValue(tok []byte) ([]byte, bool) {
	s := tok[1 : len(tok)-1]
	if len(s) < 2 || s[0] != '0' || s[1] != 'x' || len(s)%2 != 0 {
		return nil, false
	}
	s = s[2:]
	out := make([]byte, len(s)/2)
	for i := range out {
		a, b := s[2*i], s[2*i+1]
		if !isXDigit(a) || !isXDigit(b) {
			return nil, false
		}
		out[i] = hexVal(a)<<4 | hexVal(b)
	}
	return out, true
}

func (p *parser) parseDenseResourceAttr(t core.Type) (core.Attribute, error) {
	kwTok := p.tok
	p.next()
	if err := p.expect(tLess, "expected '<' after 'dense_resource'"); err != nil {
		return nil, err
	}
	var handle string
	switch p.tok.kind {
	case tBareIdent:
		handle = p.text(p.tok)
	case tString:
		handle = unquote(p.spelling())
	default:
		return nil, p.errTok("expected identifier key for 'resource' entry")
	}
	p.next()
	if err := p.expect(tGreater, "expected '>'"); err != nil {
		return nil, err
	}
	st, err := p.parseElementsLiteralType(kwTok, t)
	if err != nil {
		return nil, err
	}
	return core.DenseResource(p.ctx, st, handle), nil
}

func (p *parser) parseDenseArrayAttr() (core.Attribute, error) {
	p.next()
	if err := p.expect(tLess, "expected '<' after 'array'"); err != nil {
		return nil, err
	}
	typePos := p.tokPos(p.tok)
	elt, err := p.parseType()
	if err != nil {
		return nil, err
	}
	width := 0
	switch tt := elt.(type) {
	case *core.IntType:
		width = tt.Width
	case *core.FloatType:
		width = tt.Width
	case *core.IndexType:
		width = 64
	default:
		return nil, p.errAt(typePos, "expected integer or float type, got: %s", quoteType(p, elt))
	}
	isI1 := width == 1
	if it, ok := elt.(*core.IntType); ok && it.Width == 1 && it.Sign == core.Signless {
		isI1 = true
	}
	if !isI1 && width%8 != 0 {
		return nil, p.errAt(typePos, "element type bitwidth must be a multiple of 8")
	}
	if p.consumeIf(tGreater) {
		return core.DenseArray(p.ctx, elt, 0, nil), nil
	}
	if err := p.expect(tColon, "expected ':' after dense array type"); err != nil {
		return nil, err
	}
	eb := core.ElementBytes(elt)
	var raw []byte
	count := 0
	err = p.parseCommaList(tEOF, tEOF, "", func() error {
		neg := p.consumeIf(tMinus)
		var v uint64
		if ft, ok := elt.(*core.FloatType); ok {
			lo, hi, err := p.floatFromLiteral(p.tok, neg, ft)
			if err != nil {
				return err
			}
			if w := wideFormatOf(ft); w != nil {
				raw = appendWideLE(raw, w, lo, hi)
				count++
				p.next()
				return nil
			}
			v = lo
		} else if p.isKeyword("true") || p.isKeyword("false") {
			if !isI1 {
				return p.errTok("expected i1 type for 'true' or 'false' values")
			}
			if p.isKeyword("true") {
				v = 1
			}
		} else if p.tok.kind == tInteger {
			a := p.buildInt(elt, neg, p.spelling())
			if a == nil {
				return p.errTok("integer constant out of range")
			}
			v = uint64(a.Val)
		} else {
			return p.errTok("expected integer literal")
		}
		p.next()
		raw = appendLE(raw, v, eb)
		count++
		return nil
	})
	if err != nil {
		return nil, err
	}
	if err := p.expect(tGreater, "expected '>' to close an array attribute"); err != nil {
		return nil, err
	}
	return core.DenseArray(p.ctx, elt, count, raw), nil
}

func (p *parser) parseStridedAttr() (core.Attribute, error) {
	p.next()
	if err := p.expect(tLess, "expected '<' after 'strided'"); err != nil {
		return nil, err
	}
	if err := p.expect(tLSquare, "expected '['"); err != nil {
		return nil, err
	}
	parseOne := func() (int64, error) {
		if p.consumeIf(tQuestion) {
			return core.Dynamic, nil
		}
		pos := p.tokPos(p.tok)
		neg := p.consumeIf(tMinus)
		if p.tok.kind == tInteger {
			v, ok := p.tokUint64(p.tok)
			if !ok || v > 1<<63-1 {
				return 0, p.errAt(pos, "expected a 64-bit signed integer or '?'")
			}
			p.next()
			if neg {
				return -int64(v), nil
			}
			return int64(v), nil
		}
		return 0, p.errAt(pos, "expected a 64-bit signed integer or '?'")
	}
	strides := []int64{}
	if p.tok.kind != tRSquare {
		for {
			s, err := parseOne()
			if err != nil {
				return nil, err
			}
			strides = append(strides, s)
			if !p.consumeIf(tComma) {
				break
			}
		}
	}
	if err := p.expect(tRSquare, "expected ']'"); err != nil {
		return nil, err
	}
	offset := int64(0)
	if !p.consumeIf(tGreater) {
		if err := p.expect(tComma, "expected ','"); err != nil {
			return nil, err
		}
		if !p.consumeKeyword("offset") {
			return nil, p.wrongTokenError("expected 'offset' after comma")
		}
		if err := p.expect(tColon, "expected ':' after 'offset'"); err != nil {
			return nil, err
		}
		o, err := parseOne()
		if err != nil {
			return nil, err
		}
		offset = o
		if err := p.expect(tGreater, "expected '>'"); err != nil {
			return nil, err
		}
	}
	return core.StridedLayout(p.ctx, offset, strides), nil
}

func (p *parser) parseDistinctAttr(t core.Type) (core.Attribute, error) {
	kw := p.tok
	p.next()
	if err := p.expect(tLSquare, "expected '[' after 'distinct'"); err != nil {
		return nil, err
	}
	idTok := p.tok
	if err := p.expect(tInteger, "expected distinct ID"); err != nil {
		return nil, err
	}
	id, ok := p.tokUint64(idTok)
	if !ok {
		return nil, p.errAt(p.tokPos(idTok), "expected an unsigned 64-bit integer")
	}
	if err := p.expect(tRSquare, "expected ']' to close distinct ID"); err != nil {
		return nil, err
	}
	if err := p.expect(tLess, "expected '<' after distinct ID"); err != nil {
		return nil, err
	}
	var ref core.Attribute
	if p.consumeIf(tGreater) {
		ref = core.Unit(p.ctx)
	} else {
		a, err := p.parseAttribute(t)
		if err != nil {
			return nil, err
		}
		ref = a
		if err := p.expect(tGreater, "expected '>' to close distinct attribute"); err != nil {
			return nil, err
		}
	}
	p.distinct.mu.Lock()
	defer p.distinct.mu.Unlock()
	if d, ok := p.distinct.m[id]; ok {
		if d.Ref != ref {
			return nil, p.errAt(p.tokPos(kw), "referenced attribute does not match previous definition: %s", attrString(d.Ref))
		}
		return d, nil
	}
	d := core.NewDistinct(p.ctx, ref)
	p.distinct.m[id] = d
	return d, nil
}

// Dialect symbols: !dialect<...>, !dialect.name<...>, #dialect..., aliases.

// dialectSymbolBody scans the balanced `<...>` starting at the current
// token (which must be '<') and returns its end offset (after '>').
func (p *parser) dialectSymbolBody() (int, error) {
	cur := p.tok.start
	var stack []byte
	for {
		if cur >= len(p.src) || p.src[cur] == 0 {
			if len(stack) > 0 {
				return 0, p.errTok("unbalanced '%c' character in pretty dialect name", stack[len(stack)-1])
			}
			return 0, p.errTok("unexpected nul or EOF in pretty dialect name")
		}
		c := p.src[cur]
		cur++
		switch c {
		case '<', '[', '(', '{':
			stack = append(stack, c)
			continue
		case '-':
			if cur < len(p.src) && p.src[cur] == '>' {
				cur++
			}
			continue
		case '>', ']', ')', '}':
			open := map[byte]byte{'>': '<', ']': '[', ')': '(', '}': '{'}[c]
			if len(stack) == 0 || stack[len(stack)-1] != open {
				top := byte(c)
				if len(stack) > 0 {
					top = stack[len(stack)-1]
				}
				return 0, p.errTok("unbalanced '%c' character in pretty dialect name", top)
			}
			stack = stack[:len(stack)-1]
		case '"':
			sub := &lexer{src: p.src, pos: cur}
			t := sub.lexString(cur - 1)
			if t.kind != tString {
				return 0, p.errTok("%s", sub.errMsg)
			}
			cur = sub.pos
		case '\n':
			// Keep the lexer's line count right when we skip to cur.
		default:
			continue
		}
		if len(stack) == 0 {
			return cur, nil
		}
	}
}

// skipTo repositions the lexer at off (after a raw scan), keeping the line count.
func (p *parser) skipTo(off int) {
	for i := p.tok.start; i < off; i++ {
		if p.src[i] == '\n' {
			p.lex.line++
			p.lex.lineStart = i + 1
		}
	}
	p.lex.resetPointer(off)
	p.next()
}

// extendedSymbol reads `!ident`, `!ident<...>`, `#ident...` and returns
// the dialect, the symbol data, whether it is an alias reference, and the
// offset of the data for a sub-parser.
func (p *parser) extendedSymbol() (dialect, data string, alias bool, dataStart int, err error) {
	tok := p.tok
	ident := p.text(tok)[1:]
	p.next()
	dialect, rest, dotted := strings.Cut(ident, ".")
	pretty := dotted
	trailing := p.tok.kind == tLess && p.tok.start == tok.end
	if !trailing && !pretty {
		return ident, "", true, 0, nil
	}
	if !pretty {
		start := p.tok.start
		end, err := p.dialectSymbolBody()
		if err != nil {
			return "", "", false, 0, err
		}
		p.skipTo(end)
		return dialect, string(p.src[start+1 : end-1]), false, start + 1, nil
	}
	dataStart = tok.start + 1 + len(dialect) + 1
	if dialect == "" {
		return "", "", false, 0, p.errAt(p.posOf(dataStart), `invalid dialect namespace '""'`)
	}
	if trailing {
		end, err := p.dialectSymbolBody()
		if err != nil {
			return "", "", false, 0, err
		}
		p.skipTo(end)
		return dialect, string(p.src[dataStart:end]), false, dataStart, nil
	}
	return dialect, rest, false, dataStart, nil
}

func (p *parser) parseExtendedType() (core.Type, error) {
	tok := p.tok
	dialect, data, alias, start, err := p.extendedSymbol()
	if err != nil {
		return nil, err
	}
	if alias {
		t, ok := p.typeAliases[dialect]
		if !ok {
			return nil, p.wrongTokenError("undefined symbol alias id '%s'", dialect)
		}
		return t, nil
	}
	if d := p.ctx.Dialect(dialect); d != nil && d.ParseType != nil {
		var t core.Type
		err := p.subParse(tok, start, start+len(data), func(sp *parser) error {
			var err error
			t, err = d.ParseType(sp)
			return err
		})
		return t, err
	}
	if p.ctx.Dialect(dialect) != nil {
		return nil, p.errAt(p.tokPos(tok), "dialect '%s' provides no type parsing hook", dialect)
	}
	if !p.ctx.AllowUnregistered {
		return nil, p.errAt(p.unregisteredPos(tok, start), "`!\"%s\"<\"%s\">` type created with unregistered dialect. If this is intended, please call allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect with the MLIR opt tool used",
			dialect, data)
	}
	return core.Opaque(p.ctx, dialect, data), nil
}

func (p *parser) parseExtendedAttr(t core.Type) (core.Attribute, error) {
	tok := p.tok
	dialect, data, alias, start, err := p.extendedSymbol()
	if err != nil {
		return nil, err
	}
	if alias {
		a, ok := p.attrAliases[dialect]
		if !ok {
			return nil, p.wrongTokenError("undefined symbol alias id '%s'", dialect)
		}
		return a, nil
	}
	attrType := t
	if p.consumeIf(tColon) {
		if attrType, err = p.parseType(); err != nil {
			return nil, err
		}
	}
	if d := p.ctx.Dialect(dialect); d != nil && d.ParseAttr != nil {
		var a core.Attribute
		err := p.subParse(tok, start, start+len(data), func(sp *parser) error {
			var err error
			a, err = d.ParseAttr(sp, attrType)
			return err
		})
		return a, err
	}
	if !p.ctx.AllowUnregistered {
		return nil, p.errAt(p.unregisteredPos(tok, start), "#\"%s\"<\"%s\"> : '%s' attribute created with unregistered dialect. If this is intended, please call allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect with the MLIR opt tool used",
			dialect, data, typeString(orNone(p.ctx, attrType)))
	}
	return core.OpaqueAttrOf(p.ctx, dialect, data, attrType), nil
}

// unregisteredPos is where mlir-opt reports a symbol of an unloaded
// dialect: the body for the pretty `!d.body` form, the `!` or `#` for `!d<...>`.
func (p *parser) unregisteredPos(tok token, dataStart int) core.Pos {
	if dataStart > 0 && p.src[dataStart-1] == '<' {
		return p.tokPos(tok)
	}
	return p.posOf(dataStart)
}

func orNone(ctx *core.Context, t core.Type) core.Type {
	if t == nil {
		return core.None(ctx)
	}
	return t
}

// subParse runs f on a parser restricted to src[start:end], which must be
// consumed entirely. Positions stay those of the whole file.
//
// Generic-form files have a dialect symbol in nearly every op
// (`#arith.overflow<none>`), so the sub-parsers are recycled: a fresh copy
// of the parser each time was a sixth of all the allocation.
func (p *parser) subParse(at token, start, end int, f func(*parser) error) error {
	var sp *parser
	if n := len(p.subs); n > 0 {
		sp, p.subs = p.subs[n-1], p.subs[:n-1]
	} else {
		sp = &parser{lex: &lexer{}}
	}
	lex := sp.lex
	*sp = *p
	sp.subs = nil
	sp.par, sp.freeStates = nil, nil // a dialect symbol holds no ops
	sp.custom = nil                  // nor is it parsed by one (customPrefix)
	*lex = lexer{src: p.src[:end], pos: start, line: at.line, lineStart: at.start - at.col + 1}
	sp.lex = lex
	sp.next()
	err := f(sp)
	if err == nil && sp.tok.kind != tEOF {
		err = sp.errTok("unexpected trailing characters in dialect symbol")
	}
	p.subs = append(p.subs, sp)
	return err
}
