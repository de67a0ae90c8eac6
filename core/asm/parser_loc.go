package asm

import (
	"ncc/core"
)

// locRef is a use of a #loc alias not yet defined when it was read.
type locRef struct {
	pos  core.Pos
	name string
	set  func(core.Location)
}

// parseLocationInstance parses `loc(...)` (current token `loc`). In a
// trailing position (allowAliasFwd), `loc(#alias)` may name an alias defined
// later in the file; the returned location is then a placeholder that
// resolveLocRefs replaces: callers pass it to setLoc.
func (p *parser) parseLocationInstance(aliasDef bool) (core.Location, error) {
	p.next()
	if err := p.expect(tLParen, "expected '(' in inline location"); err != nil {
		return nil, err
	}
	var l core.Location
	var err error
	if !aliasDef && p.tok.kind == tHashIdent && !isDialectStyle(string(p.spelling())) {
		name := string(p.spelling()[1:])
		pos := p.tokPos(p.tok)
		p.next()
		if a, ok := p.attrAliases[name]; ok {
			loc, ok := a.(core.Location)
			if !ok {
				return nil, p.errAt(pos, "expected location, but found '%s'", attrString(a))
			}
			l = loc
		} else {
			l = &pendingLoc{ref: &locRef{pos: pos, name: name}}
		}
	} else if l, err = p.parseLoc(); err != nil {
		return nil, err
	}
	if err := p.expect(tRParen, "expected ')' in inline location"); err != nil {
		return nil, err
	}
	return l, nil
}

// pendingLoc marks a forward #loc reference until resolveLocRefs runs.
type pendingLoc struct {
	core.UnknownLoc
	ref *locRef
}

// setLoc applies l through set, deferring it if l is a forward reference.
func (p *parser) setLoc(l core.Location, set func(core.Location)) {
	if pl, ok := l.(*pendingLoc); ok {
		pl.ref.set = set
		p.locRefs = append(p.locRefs, pl.ref)
		set(core.Unknown(p.ctx))
		return
	}
	set(l)
}

func (p *parser) resolveLocRefs() error {
	for _, r := range p.locRefs {
		a, ok := p.attrAliases[r.name]
		if !ok {
			return p.errAt(r.pos, "operation location alias was never defined")
		}
		l, ok := a.(core.Location)
		if !ok {
			return p.errAt(r.pos, "expected location, but found '%s'", attrString(a))
		}
		r.set(l)
	}
	return nil
}

// parseLoc parses a location instance (the inside of loc(...)).
func (p *parser) parseLoc() (core.Location, error) {
	if err := p.enter(); err != nil {
		return nil, err
	}
	defer p.leave()
	switch p.tok.kind {
	case tHashIdent:
		a, err := p.parseExtendedAttr(nil)
		if err != nil {
			return nil, err
		}
		l, ok := a.(core.Location)
		if !ok {
			return nil, p.errTok("expected location attribute, but got%s", attrString(a))
		}
		return l, nil
	case tString:
		return p.parseNameOrFileLineCol()
	case tBareIdent:
		switch string(p.spelling()) {
		case "callsite":
			return p.parseCallSiteLoc()
		case "fused":
			return p.parseFusedLoc()
		case "unknown":
			p.next()
			return core.Unknown(p.ctx), nil
		}
	}
	return nil, p.wrongTokenError("expected location instance")
}

func (p *parser) parseLocUint(msg string) (int, error) {
	if p.tok.kind != tInteger {
		return 0, p.wrongTokenError("%s", msg)
	}
	v, ok := p.tokUint64(p.tok)
	if !ok || v > 1<<32-1 {
		return 0, p.wrongTokenError("%s", msg)
	}
	p.next()
	return int(v), nil
}

func (p *parser) parseNameOrFileLineCol() (core.Location, error) {
	str := unquote(p.spelling())
	p.next()
	if p.consumeIf(tColon) {
		line, err := p.parseLocUint("expected integer line number in FileLineColRange")
		if err != nil {
			return nil, err
		}
		if p.tok.kind != tColon {
			return core.FileLineCol(p.ctx, str, line, 0), nil
		}
		p.next()
		col, err := p.parseLocUint("expected integer column number in FileLineColRange")
		if err != nil {
			return nil, err
		}
		if !p.isKeyword("to") {
			return core.FileLineCol(p.ctx, str, line, col), nil
		}
		p.next()
		endLine := line
		if p.tok.kind == tInteger {
			if endLine, err = p.parseLocUint("expected integer line number in FileLineColRange"); err != nil {
				return nil, err
			}
		}
		if p.tok.kind != tColon {
			return nil, p.wrongTokenError("expected either integer or `:` post `to` in FileLineColRange")
		}
		p.next()
		endCol, err := p.parseLocUint("expected integer column number in FileLineColRange")
		if err != nil {
			return nil, err
		}
		if endLine == line && endCol == col {
			return core.FileLineCol(p.ctx, str, line, col), nil
		}
		return core.FileRange(p.ctx, str, line, col, endLine, endCol), nil
	}
	var child core.Location
	if p.consumeIf(tLParen) {
		c, err := p.parseLoc()
		if err != nil {
			return nil, err
		}
		child = c
		if err := p.expect(tRParen, "expected ')' after child location of NameLoc"); err != nil {
			return nil, err
		}
	}
	return core.Name(p.ctx, str, child), nil
}

func (p *parser) parseCallSiteLoc() (core.Location, error) {
	p.next()
	if err := p.expect(tLParen, "expected '(' in callsite location"); err != nil {
		return nil, err
	}
	callee, err := p.parseLoc()
	if err != nil {
		return nil, err
	}
	if !p.isKeyword("at") {
		return nil, p.wrongTokenError("expected 'at' in callsite location")
	}
	p.next()
	caller, err := p.parseLoc()
	if err != nil {
		return nil, err
	}
	if err := p.expect(tRParen, "expected ')' in callsite location"); err != nil {
		return nil, err
	}
	return core.CallSite(p.ctx, callee, caller), nil
}

func (p *parser) parseFusedLoc() (core.Location, error) {
	p.next()
	var meta core.Attribute
	if p.consumeIf(tLess) {
		a, err := p.parseAttribute(nil)
		if err != nil {
			return nil, err
		}
		meta = a
		if err := p.expect(tGreater, "expected '>' after fused location metadata"); err != nil {
			return nil, err
		}
	}
	var locs []core.Location
	if err := p.parseCommaList(tLSquare, tRSquare, " in fused location", func() error {
		l, err := p.parseLoc()
		locs = append(locs, l)
		return err
	}); err != nil {
		return nil, err
	}
	return core.Fused(p.ctx, locs, meta), nil
}
