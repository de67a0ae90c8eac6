package asm

import (
	"math"
	"ncc/core"
)

// parseType parses a type, including function types.
func (p *parser) parseType() (core.Type, error) {
	if p.tok.kind == tLParen {
		return p.parseFunctionType()
	}
	return p.parseNonFunctionType()
}

func (p *parser) parseFunctionType() (core.Type, error) {
	if err := p.enter(); err != nil {
		return nil, err
	}
	defer p.leave()
	ins, err := p.parseTypeListParens()
	if err != nil {
		return nil, err
	}
	if err := p.expect(tArrow, "expected '->' in function type"); err != nil {
		return nil, err
	}
	outs, err := p.parseFunctionResultTypes()
	if err != nil {
		return nil, err
	}
	return core.Function(p.ctx, ins, outs), nil
}

func (p *parser) parseTypeListParens() ([]core.Type, error) {
	if err := p.expect(tLParen, "expected '('"); err != nil {
		return nil, err
	}
	if p.consumeIf(tRParen) {
		return nil, nil
	}
	ts, err := p.parseTypeListNoParens()
	if err != nil {
		return nil, err
	}
	return ts, p.expect(tRParen, "expected ')'")
}

func (p *parser) parseTypeListNoParens() ([]core.Type, error) {
	var ts []core.Type
	for {
		t, err := p.parseType()
		if err != nil {
			return nil, err
		}
		ts = append(ts, t)
		if !p.consumeIf(tComma) {
			return ts, nil
		}
	}
}

func (p *parser) parseFunctionResultTypes() ([]core.Type, error) {
	if p.tok.kind == tLParen {
		return p.parseTypeListParens()
	}
	t, err := p.parseNonFunctionType()
	if err != nil {
		return nil, err
	}
	return []core.Type{t}, nil
}

// intTypeSpelling decodes i32/si8/ui1 spellings.
func intTypeSpelling(s []byte) (width int, sign core.Signedness, ok bool) {
	switch {
	case len(s) > 1 && s[0] == 'i':
		s = s[1:]
	case len(s) > 2 && s[0] == 's' && s[1] == 'i':
		s, sign = s[2:], core.Signed
	case len(s) > 2 && s[0] == 'u' && s[1] == 'i':
		s, sign = s[2:], core.Unsigned
	default:
		return 0, 0, false
	}
	for _, c := range s {
		if !isDigit(c) {
			return 0, 0, false
		}
		if width >= 0 {
			width = width*10 + int(c-'0')
			if width > math.MaxUint32 {
				width = -1 // MLIR reads the width as a 32-bit unsigned
			}
		}
	}
	return width, sign, true
}

const maxIntWidth = 1<<24 - 1

func (p *parser) parseNonFunctionType() (core.Type, error) {
	switch p.tok.kind {
	case tBangIdent:
		return p.parseExtendedType()
	case tBareIdent:
	case tLParen:
		return nil, p.wrongTokenError("expected non-function type")
	default:
		return nil, p.wrongTokenError("expected non-function type")
	}
	s := p.spelling()
	if w, sign, ok := intTypeSpelling(s); ok {
		if w < 0 {
			return nil, p.errTok("invalid integer width")
		}
		if w > maxIntWidth {
			return nil, p.errTok("integer bitwidth is limited to %d bits", maxIntWidth)
		}
		p.next()
		return core.IntTypeOf(p.ctx, w, sign), nil
	}
	switch string(s) {
	case "index":
		p.next()
		return core.Index(p.ctx), nil
	case "none":
		p.next()
		return core.None(p.ctx), nil
	case "complex":
		return p.parseComplexType()
	case "tensor":
		return p.parseTensorType()
	case "vector":
		return p.parseVectorType()
	case "memref":
		return p.parseMemRefType()
	case "tuple":
		return p.parseTupleType()
	}
	if f := core.Float(p.ctx, string(s)); f != nil {
		p.next()
		return f, nil
	}
	return nil, p.wrongTokenError("expected non-function type")
}

func (p *parser) parseComplexType() (core.Type, error) {
	p.next()
	if err := p.expect(tLess, "expected '<' in complex type"); err != nil {
		return nil, err
	}
	if err := p.enter(); err != nil {
		return nil, err
	}
	defer p.leave()
	pos := p.tokPos(p.tok)
	t, err := p.parseType()
	if err != nil {
		return nil, err
	}
	switch t.(type) {
	case *core.IntType, *core.FloatType:
	default:
		return nil, p.errAt(pos, "invalid element type for complex")
	}
	if err := p.expect(tGreater, "expected '>' in complex type"); err != nil {
		return nil, err
	}
	return core.Complex(p.ctx, t), nil
}

func (p *parser) parseTupleType() (core.Type, error) {
	p.next()
	if err := p.expect(tLess, "expected '<' in tuple type"); err != nil {
		return nil, err
	}
	if p.consumeIf(tGreater) {
		return core.Tuple(p.ctx, nil), nil
	}
	if err := p.enter(); err != nil {
		return nil, err
	}
	defer p.leave()
	ts, err := p.parseTypeListNoParens()
	if err != nil {
		return nil, err
	}
	if err := p.expect(tGreater, "expected '>' in tuple type"); err != nil {
		return nil, err
	}
	return core.Tuple(p.ctx, ts), nil
}

// parseXInDimensionList consumes the 'x' that ends a dimension, splitting
// identifiers like `xf32` so the rest lexes again.
func (p *parser) parseXInDimensionList() error {
	s := p.spelling()
	if p.tok.kind != tBareIdent || s[0] != 'x' {
		return p.wrongTokenError("expected 'x' in dimension list")
	}
	if len(s) > 1 {
		p.lex.resetPointer(p.tok.start + 1)
	}
	p.next()
	return nil
}

func (p *parser) parseIntegerInDimensionList() (int64, error) {
	s := p.spelling()
	if len(s) > 1 && s[1] == 'x' {
		// `0xf32` is `0`, `x`, `f32`.
		p.lex.resetPointer(p.tok.start + 1)
		p.next()
		return 0, nil
	}
	v, ok := p.tokUint64(p.tok)
	if !ok || v > 1<<63-1 {
		return 0, p.errTok("invalid dimension")
	}
	p.next()
	return int64(v), nil
}

// parseDimensionListRanked parses `4x?x` dims, each followed by 'x'.
func (p *parser) parseDimensionListRanked(allowDynamic bool) ([]int64, error) {
	dims := []int64{}
	for p.tok.kind == tInteger || p.tok.kind == tQuestion {
		if p.tok.kind == tQuestion {
			if !allowDynamic {
				return nil, p.errTok("expected static shape")
			}
			p.next()
			dims = append(dims, core.Dynamic)
		} else {
			v, err := p.parseIntegerInDimensionList()
			if err != nil {
				return nil, err
			}
			dims = append(dims, v)
		}
		if err := p.parseXInDimensionList(); err != nil {
			return nil, err
		}
	}
	return dims, nil
}

func isValidTensorElem(t core.Type) bool {
	switch t.(type) {
	case *core.FunctionType, *core.TensorType, *core.UnrankedTensorType, *core.MemRefType,
		*core.UnrankedMemRefType, *core.NoneType, *core.TupleType:
		// MLIR allows tuples? No: TensorType::isValidElementType rejects
		// only builtin shaped/function/none types.
		_, isTuple := t.(*core.TupleType)
		return isTuple
	}
	return true
}

func (p *parser) parseTensorType() (core.Type, error) {
	p.next()
	if err := p.expect(tLess, "expected '<' in tensor type"); err != nil {
		return nil, err
	}
	if err := p.enter(); err != nil {
		return nil, err
	}
	defer p.leave()
	unranked := false
	var dims []int64
	var err error
	if p.consumeIf(tStar) {
		unranked = true
		if err := p.parseXInDimensionList(); err != nil {
			return nil, err
		}
	} else if dims, err = p.parseDimensionListRanked(true); err != nil {
		return nil, err
	}
	elemPos := p.tokPos(p.tok)
	elem, err := p.parseType()
	if err != nil {
		return nil, err
	}
	var enc core.Attribute
	if p.consumeIf(tComma) {
		a, ok, err := p.parseOptionalAttribute(nil)
		if err != nil {
			return nil, err
		}
		if ok {
			enc = a
		}
		if v, ok := enc.(core.VerifiableTensorEncoding); ok && !unranked {
			if err := v.VerifyEncoding(dims, elem, typeString); err != nil {
				return nil, p.errTok("%s", err.Error())
			}
		}
	}
	if err := p.expect(tGreater, "expected '>' in tensor type"); err != nil {
		return nil, err
	}
	if !isValidTensorElem(elem) {
		return nil, p.errAt(elemPos, "invalid tensor element type")
	}
	if unranked {
		if enc != nil {
			return nil, p.errTok("cannot apply encoding to unranked tensor")
		}
		return core.UnrankedTensor(p.ctx, elem), nil
	}
	for _, d := range dims {
		if d < 0 && d != core.Dynamic {
			return nil, p.errAt(elemPos, "invalid tensor dimension size")
		}
	}
	return core.RankedTensor(p.ctx, dims, elem, enc), nil
}

func (p *parser) parseVectorType() (core.Type, error) {
	startPos := p.tokPos(p.tok)
	p.next()
	if err := p.expect(tLess, "expected '<' in vector type"); err != nil {
		return nil, err
	}
	if err := p.enter(); err != nil {
		return nil, err
	}
	defer p.leave()
	var dims []int64
	var scalable []bool
	for p.tok.kind == tInteger || p.tok.kind == tLSquare {
		sc := p.consumeIf(tLSquare)
		if p.tok.kind != tInteger {
			return nil, p.wrongTokenError("expected integer value")
		}
		v, err := p.parseIntegerInDimensionList()
		if err != nil {
			return nil, err
		}
		dims = append(dims, v)
		if sc && !p.consumeIf(tRSquare) {
			return nil, p.wrongTokenError("missing ']' closing scalable dimension")
		}
		scalable = append(scalable, sc)
		if err := p.parseXInDimensionList(); err != nil {
			return nil, err
		}
	}
	elemPos := p.tokPos(p.tok)
	elem, err := p.parseType()
	if err != nil {
		return nil, err
	}
	if err := p.expect(tGreater, "expected '>' in vector type"); err != nil {
		return nil, err
	}
	switch elem.(type) {
	case *core.IntType, *core.IndexType, *core.FloatType:
	default:
		return nil, p.errAt(elemPos, "vector elements must be int/index/float type")
	}
	for _, d := range dims {
		if d <= 0 {
			return nil, p.errAt(startPos, "vector types must have positive constant sizes but got %s", dimsString(dims))
		}
	}
	return core.Vector(p.ctx, dims, scalable, elem), nil
}

func dimsString(dims []int64) string {
	b := make([]byte, 0, 16)
	for i, d := range dims {
		if i > 0 {
			b = append(b, ", "...)
		}
		b = appendInt(b, d)
	}
	return string(b)
}

func (p *parser) parseMemRefType() (core.Type, error) {
	p.next()
	if err := p.expect(tLess, "expected '<' in memref type"); err != nil {
		return nil, err
	}
	if err := p.enter(); err != nil {
		return nil, err
	}
	defer p.leave()
	unranked := false
	var dims []int64
	var err error
	if p.consumeIf(tStar) {
		unranked = true
		if err := p.parseXInDimensionList(); err != nil {
			return nil, err
		}
	} else if dims, err = p.parseDimensionListRanked(true); err != nil {
		return nil, err
	}
	elemPos := p.tokPos(p.tok)
	elem, err := p.parseType()
	if err != nil {
		return nil, err
	}
	switch elem.(type) {
	case *core.FunctionType, *core.TensorType, *core.UnrankedTensorType, *core.NoneType, *core.TupleType:
		return nil, p.errAt(elemPos, "invalid memref element type")
	}
	var layout, space core.Attribute
	if !p.consumeIf(tGreater) {
		if err := p.expect(tComma, "expected ',' or '>' in memref type"); err != nil {
			return nil, err
		}
		for {
			a, err := p.parseAttribute(nil)
			if err != nil {
				return nil, err
			}
			if isLayoutAttr(a) {
				layout = a
				if unranked {
					return nil, p.errTok("cannot have affine map for unranked memref type")
				}
				if space != nil {
					return nil, p.errTok("expected memory space to be last in memref type")
				}
			} else if space != nil {
				return nil, p.errTok("multiple memory spaces specified in memref type")
			} else {
				space = a
			}
			if p.consumeIf(tGreater) {
				break
			}
			if err := p.expect(tComma, "expected ',' or '>'"); err != nil {
				return nil, err
			}
		}
	}
	// MLIR drops the default memory space (integer 0).
	if ia, ok := space.(*core.IntegerAttr); ok && ia.Val == 0 && ia.Big == nil {
		space = nil
	}
	if unranked {
		return core.UnrankedMemRef(p.ctx, elem, space), nil
	}
	if isIdentityLayout(layout) {
		layout = nil
	}
	return core.MemRef(p.ctx, dims, elem, layout, space), nil
}
