package sparsetensor

import (
	"strconv"

	"ncc/core"
)

// lexer wraps a core.DialectParser with what MLIR's hand-written sparse
// parsers rely on that the interface does not offer: the end of the last
// token consumed, where Parser::emitWrongTokenError reports ("expected ')'"
// points just after the previous token, not at the next one), and list
// parsing with MLIR's context messages (" in level-specifier list").
type lexer struct {
	p core.DialectParser
	// prevEnd is the end of the last token consumed through the lexer;
	// known is false after a nested parse whose extent is unknown
	// (ParseAttribute), when errors fall back to the next token.
	prevEnd core.Pos
	known   bool
}

func newLexer(p core.DialectParser) *lexer { return &lexer{p: p} }

// consumed records a token of n bytes that started at start.
func (l *lexer) consumed(start core.Pos, n int) {
	l.prevEnd = core.Pos{Offset: start.Offset + n, Line: start.Line, Col: start.Col + n}
	l.known = true
}

// punct consumes punctuation s if it is next.
func (l *lexer) punct(s string) bool {
	pos := l.p.Pos()
	if !l.p.ParseOptionalPunct(s) {
		return false
	}
	l.consumed(pos, len(s))
	return true
}

// expect consumes s or fails with MLIR's "expected 's'" + context.
func (l *lexer) expect(s, context string) error {
	if l.punct(s) {
		return nil
	}
	return l.wrongToken("expected '" + s + "'" + context)
}

// keyword consumes a bare identifier.
func (l *lexer) keyword() (string, bool) {
	pos := l.p.Pos()
	kw, ok := l.p.ParseOptionalAnyKeyword()
	if ok {
		l.consumed(pos, len(kw))
	}
	return kw, ok
}

// integer consumes an integer literal (never a leading '-': callers check
// for negation first). Its spelling's length is taken from its decimal
// value, which is exact except for hex literals and leading zeros.
func (l *lexer) integer() (int64, bool, error) {
	pos := l.p.Pos()
	v, ok, err := l.p.ParseOptionalInteger()
	if ok && err == nil {
		l.consumed(pos, len(strconv.FormatInt(v, 10)))
	}
	return v, ok, err
}

// attribute parses any attribute.
func (l *lexer) attribute() (core.Attribute, error) {
	a, err := l.p.ParseAttribute(nil)
	l.known = false
	return a, err
}

// wrongToken is Parser::emitWrongTokenError: the error goes right after
// the previous token, so a missing token is reported where it belongs.
func (l *lexer) wrongToken(msg string) error {
	if !l.known {
		return l.p.Errorf("%s", msg)
	}
	return l.p.ErrorAt(l.prevEnd, "%s", msg)
}

// delimiters of parseCommaSeparatedList.
type delim struct {
	open, close string
	optional    bool
}

var (
	parens         = delim{"(", ")", false}
	optionalParens = delim{"(", ")", true}
	optionalSquare = delim{"[", "]", true}
	optionalBraces = delim{"{", "}", true}
)

// list is Parser::parseCommaSeparatedList with a delimiter and a context
// message: an optional delimiter that is absent parses nothing; an empty
// list is allowed.
func (l *lexer) list(d delim, context string, elem func() error) error {
	if d.optional && !l.punct(d.open) {
		return nil
	}
	if !d.optional {
		if err := l.expect(d.open, context); err != nil {
			return err
		}
	}
	if l.punct(d.close) {
		return nil
	}
	if err := elem(); err != nil {
		return err
	}
	for l.punct(",") {
		if err := elem(); err != nil {
			return err
		}
	}
	return l.expect(d.close, context)
}
