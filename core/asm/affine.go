package asm

import (
	"errors"

	"ncc/core"
)

// parseAffineAttr parses affine_map<...> and affine_set<...>: the balanced
// body is handed to core.ParseAffineMap / core.ParseIntegerSet, whose error
// offsets are mapped back into the file.
func (p *parser) parseAffineAttr() (core.Attribute, error) {
	isMap := p.isKeyword("affine_map")
	p.next()
	if p.tok.kind != tLess {
		if isMap {
			return nil, p.wrongTokenError("expected '<' in affine map")
		}
		return nil, p.wrongTokenError("expected '<' in integer set")
	}
	start := p.tok.start + 1
	startTok := p.tok
	end, ok := affineBodyEnd(p.src, start)
	if !ok {
		if isMap {
			return nil, p.errTok("expected '>' in affine map")
		}
		return nil, p.errTok("expected '>' in integer set")
	}
	body := string(p.src[start : end-1])
	var a core.Attribute
	if isMap {
		m, err := core.ParseAffineMap(p.ctx, body)
		if err != nil {
			return nil, p.affineError(startTok, start, err)
		}
		a = core.AffineMapAttrOf(p.ctx, m)
	} else {
		s, err := core.ParseIntegerSet(p.ctx, body)
		if err != nil {
			return nil, p.affineError(startTok, start, err)
		}
		a = core.IntegerSetAttrOf(p.ctx, s)
	}
	p.skipTo(end)
	return a, nil
}

// affineBodyEnd finds the '>' closing an affine body starting at start and
// returns the offset after it: the first '>' outside brackets that is not
// the end of '->'.
func affineBodyEnd(src []byte, start int) (int, bool) {
	depth := 0
	for i := start; i < len(src); i++ {
		switch src[i] {
		case '(', '[', '{':
			depth++
		case ')', ']', '}':
			depth--
			if depth < 0 {
				return 0, false
			}
		case '>':
			if depth == 0 && (i == start || src[i-1] != '-') {
				return i + 1, true
			}
		case 0:
			return 0, false
		}
	}
	return 0, false
}

func (p *parser) affineError(at token, start int, err error) error {
	var pe *core.AffineParseError
	if errors.As(err, &pe) {
		return p.errAt(p.posOf(start+pe.Offset), "%s", pe.Msg)
	}
	return p.errAt(p.tokPos(at), "%s", err.Error())
}

// isLayoutAttr reports whether a is a memref layout (strided or affine map).
func isLayoutAttr(a core.Attribute) bool {
	switch a.(type) {
	case *core.StridedLayoutAttr, *core.AffineMapAttr:
		return true
	}
	return false
}

// isIdentityLayout reports whether a is the identity layout, which MLIR drops.
func isIdentityLayout(a core.Attribute) bool {
	m, ok := a.(*core.AffineMapAttr)
	return ok && m.Map.IsIdentity()
}
