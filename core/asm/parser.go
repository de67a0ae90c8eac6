package asm

import (
	"fmt"
	"runtime"
	"sync"
	"unsafe"

	"ncc/core"
)

// ParseOptions configures Parse.
type ParseOptions struct {
	// Filename names the source in locations and diagnostics.
	Filename string
	// LineOffset is the number of lines before this chunk in the file (for
	// --split-input-file), added to every line number.
	LineOffset int
}

// MaxNesting bounds the nesting depth of regions, attributes and types. MLIR
// has no fixed limit but never crashes; we stop with an error long before
// the Go stack could overflow.
const MaxNesting = 1000

// Parse parses MLIR text into the top-level ops, returned in a detached
// block. Alias definitions and the resource section are consumed. The error,
// if any, is a core.Diagnostics whose entries are located.
func Parse(ctx *core.Context, src []byte, opts ParseOptions) (*core.Block, error) {
	if len(src) >= parallelMinBytes && runtime.GOMAXPROCS(0) > 1 {
		p := newParser(ctx, src, opts)
		p.par = &parallelState{}
		blk, err := p.parseTopLevel()
		if err == nil {
			return blk, nil
		}
		if len(p.par.regions) == 0 {
			// Nothing was deferred: this was a sequential parse.
			return nil, core.AsDiagnostics(err, p.locAt(p.tok))
		}
		// Parse again sequentially, so the error is the one a sequential
		// parse reports first (the failed attempt only interned values).
	}
	p := newParser(ctx, src, opts)
	blk, err := p.parseTopLevel()
	if err != nil {
		return nil, core.AsDiagnostics(err, p.locAt(p.tok))
	}
	return blk, nil
}

// parser holds the state of one Parse call.
type parser struct {
	ctx *core.Context
	src []byte
	// srcText views src as a string, to name SSA values by substrings
	// without copying: those names live only while parsing (the scope
	// maps), never in the IR, and src does not change meanwhile.
	srcText string
	lex     *lexer
	tok     token
	opts    ParseOptions
	file    string

	depth int

	typeAliases map[string]core.Type
	attrAliases map[string]core.Attribute
	// locRefs are #loc alias uses seen before their definition; they are
	// patched once the file's trailing aliases are read.
	locRefs []*locRef

	ops    *opState // SSA and block scopes
	custom []customFrame
	// freeStates are OpStates to reuse (newOpState).
	freeStates []*pooledState
	// subs are sub-parsers to reuse (subParse).
	subs []*parser
	// distinct maps distinct[N] ids of this file to their attributes.
	distinct *distinctTable
	names    map[string]string

	resources *Resources

	// par, when set, collects the bodies of isolated regions to parse in
	// parallel once the rest of the file is read (parser_parallel.go).
	par *parallelState
}

// distinctTable is shared by the parsers of one file, which may run in
// parallel.
type distinctTable struct {
	mu sync.Mutex
	m  map[uint64]*core.DistinctAttr
}

func newParser(ctx *core.Context, src []byte, opts ParseOptions) *parser {
	p := &parser{ctx: ctx, src: src, srcText: unsafe.String(unsafe.SliceData(src), len(src)),
		lex: newLexer(src), opts: opts, file: opts.Filename}
	if p.file == "" {
		p.file = "-"
	}
	p.typeAliases = map[string]core.Type{}
	p.attrAliases = map[string]core.Attribute{}
	p.distinct = &distinctTable{m: map[uint64]*core.DistinctAttr{}}
	p.next()
	return p
}

// next advances to the next token.
func (p *parser) next() { p.tok = p.lex.lex() }

func (p *parser) spelling() []byte { return p.src[p.tok.start:p.tok.end] }

// ssaName is the name of the current %name token, without the '%'.
func (p *parser) ssaName(t token) string { return p.srcText[t.start+1 : t.end] }
func (p *parser) text(t token) string {
	return string(p.src[t.start:t.end])
}

// is reports whether the current token is the bare identifier kw.
func (p *parser) isKeyword(kw string) bool {
	return p.tok.kind == tBareIdent && string(p.spelling()) == kw
}

func (p *parser) consumeIf(k tokKind) bool {
	if p.tok.kind == k {
		p.next()
		return true
	}
	return false
}

func (p *parser) consumeKeyword(kw string) bool {
	if p.isKeyword(kw) {
		p.next()
		return true
	}
	return false
}

// expect consumes a token of kind k or fails with MLIR's wrong-token error.
func (p *parser) expect(k tokKind, msg string) error {
	if p.tok.kind == k {
		p.next()
		return nil
	}
	return p.wrongTokenError("%s", msg)
}

// Locations and errors.

// posOf computes the position of a byte offset (used on error paths only).
func (p *parser) posOf(off int) core.Pos {
	line, ls := 1, 0
	for i := 0; i < off && i < len(p.src); i++ {
		if p.src[i] == '\n' {
			line++
			ls = i + 1
		}
	}
	return core.Pos{Offset: off, Line: line, Col: off - ls + 1}
}

func (p *parser) tokPos(t token) core.Pos {
	return core.Pos{Offset: t.start, Line: t.line, Col: t.col}
}

func (p *parser) locOfPos(pos core.Pos) core.Location {
	return core.FileLineCol(p.ctx, p.file, pos.Line+p.opts.LineOffset, pos.Col)
}

func (p *parser) locAt(t token) core.Location {
	return core.FileLineCol(p.ctx, p.file, t.line+p.opts.LineOffset, t.col)
}

// errAt returns an error diagnostic at pos.
func (p *parser) errAt(pos core.Pos, format string, args ...any) error {
	msg := format
	if len(args) > 0 {
		msg = fmt.Sprintf(format, args...)
	}
	return core.Errorf(p.locOfPos(pos), "%s", msg)
}

// errTok returns an error at the current token (or the lexer's error).
func (p *parser) errTok(format string, args ...any) error {
	if p.tok.kind == tError {
		return p.lexError()
	}
	return p.errAt(p.tokPos(p.tok), format, args...)
}

func (p *parser) lexError() error {
	return p.errAt(p.tokPos(p.tok), "%s", p.lex.errMsg)
}

// wrongTokenError reports msg where MLIR's emitWrongTokenError does: at the
// end of the previous non-blank, non-comment source text when the current
// token starts its line, so the error is on the line that lacks something.
func (p *parser) wrongTokenError(format string, args ...any) error {
	if p.tok.kind == tError {
		return p.lexError()
	}
	off := p.tok.start
	// At the end of the file, MLIR moves back onto its last character; the
	// end of a dialect symbol's body (subParse) is not the file's.
	if p.tok.kind == tEOF && off > 0 && off == len(p.srcText) {
		off--
	}
	orig := off
	s := p.src[:off]
	for {
		for len(s) > 0 && (s[len(s)-1] == ' ' || s[len(s)-1] == '\t') {
			s = s[:len(s)-1]
		}
		if len(s) == 0 {
			return p.errAt(p.posOf(orig), format, args...)
		}
		if c := s[len(s)-1]; c != '\n' && c != '\r' {
			return p.errAt(p.posOf(len(s)), format, args...)
		}
		s = s[:len(s)-1]
		ls := len(s)
		for ls > 0 && s[ls-1] != '\n' && s[ls-1] != '\r' {
			ls--
		}
		// Start the previous line at its newline, as MLIR does.
		if ls > 0 {
			ls--
		}
		if i := indexComment(s[ls:]); i >= 0 {
			s = s[:ls+i]
		}
	}
}

func indexComment(b []byte) int {
	for i := 0; i+1 < len(b); i++ {
		if b[i] == '/' && b[i+1] == '/' {
			return i
		}
	}
	return -1
}

// enter bumps the nesting depth, failing beyond MaxNesting.
func (p *parser) enter() error {
	p.depth++
	if p.depth > MaxNesting {
		return p.errTok("exceeded maximum nesting depth of %d", MaxNesting)
	}
	return nil
}

func (p *parser) leave() { p.depth-- }

// parseCommaList parses elements separated by commas between optional
// delimiters, as MLIR's parseCommaSeparatedList. open/close are tEOF for none.
func (p *parser) parseCommaList(open, close tokKind, ctxMsg string, elem func() error) error {
	if open != tEOF {
		if p.tok.kind != open {
			return p.wrongTokenError("expected '%s'%s", kindSpelling(open), ctxMsg)
		}
		p.next()
		if p.tok.kind == close {
			p.next()
			return nil
		}
	}
	if err := elem(); err != nil {
		return err
	}
	for p.tok.kind == tComma {
		p.next()
		if err := elem(); err != nil {
			return err
		}
	}
	if close != tEOF {
		if p.tok.kind != close {
			return p.wrongTokenError("expected '%s'%s", kindSpelling(close), ctxMsg)
		}
		p.next()
	}
	return nil
}

func kindSpelling(k tokKind) string {
	for s, kk := range punctKinds {
		if kk == k {
			return s
		}
	}
	return "?"
}

// Numbers.

// tokUint64 returns the value of an integer token if it fits in uint64.
func (p *parser) tokUint64(t token) (uint64, bool) {
	s := p.src[t.start:t.end]
	if len(s) > 1 && s[1] == 'x' {
		return parseHexU64(s[2:])
	}
	return parseDecU64(s)
}

// parseTopLevel parses ops, alias definitions and resource sections until EOF.
func (p *parser) parseTopLevel() (*core.Block, error) {
	top := &core.Block{}
	p.ops = newOpState()
	p.ops.pushScope(true)
	for {
		switch p.tok.kind {
		case tEOF:
			if err := p.parseDeferred(); err != nil {
				return nil, err
			}
			if err := p.ops.finish(p); err != nil {
				return nil, err
			}
			if err := p.resolveLocRefs(); err != nil {
				return nil, err
			}
			return top, nil
		case tHashIdent:
			if err := p.parseAttrAliasDef(); err != nil {
				return nil, err
			}
		case tBangIdent:
			if err := p.parseTypeAliasDef(); err != nil {
				return nil, err
			}
		case tFileMetaBegin:
			if err := p.parseFileMetadata(); err != nil {
				return nil, err
			}
		case tError:
			return nil, p.lexError()
		default:
			if err := p.parseOperation(top); err != nil {
				return nil, err
			}
		}
	}
}

func (p *parser) parseAttrAliasDef() error {
	p.noteAliasDef()
	name := string(p.spelling()[1:])
	namePos := p.tokPos(p.tok)
	if isDialectStyle(name) {
		return p.errAt(namePos, "attribute names with a '.' are reserved for dialect-defined names")
	}
	if _, ok := p.attrAliases[name]; ok {
		return p.errAt(namePos, "redefinition of attribute alias id '%s'", name)
	}
	p.next()
	if err := p.expect(tEqual, "expected '=' in attribute alias definition"); err != nil {
		return err
	}
	var a core.Attribute
	var err error
	if p.isKeyword("loc") {
		a, err = p.parseLocationInstance(true)
	} else {
		a, err = p.parseAttribute(nil)
	}
	if err != nil {
		return err
	}
	p.attrAliases[name] = a
	return nil
}

func (p *parser) parseTypeAliasDef() error {
	p.noteAliasDef()
	name := string(p.spelling()[1:])
	namePos := p.tokPos(p.tok)
	if isDialectStyle(name) {
		return p.errAt(namePos, "type names with a '.' are reserved for dialect-defined names")
	}
	if _, ok := p.typeAliases[name]; ok {
		return p.errAt(namePos, "redefinition of type alias id '%s'", name)
	}
	p.next()
	if err := p.expect(tEqual, "expected '=' in type alias definition"); err != nil {
		return err
	}
	t, err := p.parseType()
	if err != nil {
		return err
	}
	p.typeAliases[name] = t
	return nil
}

func isDialectStyle(name string) bool {
	for i := 0; i < len(name); i++ {
		if name[i] == '.' {
			return true
		}
	}
	return false
}
