package asm

// tokKind classifies a token. The lexer works on bytes and produces tokens
// that are offsets into the source: no allocation per token.
type tokKind uint8

const (
	tEOF tokKind = iota
	tError
	tBareIdent    // foo, i32, x4xf32
	tAtIdent      // @foo or @"foo"
	tHashIdent    // #foo
	tPercentIdent // %foo
	tCaretIdent   // ^foo
	tBangIdent    // !foo
	tInteger      // 42, 0x2A
	tFloat        // 1.5, 1.e3
	tString       // "..."
	tArrow        // ->
	tColon        // :
	tComma        // ,
	tEllipsis     // ...
	tEqual        // =
	tGreater      // >
	tLBrace       // {
	tLParen       // (
	tLSquare      // [
	tLess         // <
	tMinus        // -
	tPlus         // +
	tQuestion     // ?
	tRBrace       // }
	tRParen       // )
	tRSquare      // ]
	tStar         // *
	tVBar         // |
	tFileMetaBegin
	tFileMetaEnd
)

// punctKinds maps the DialectParser punctuation spellings to kinds.
var punctKinds = map[string]tokKind{
	"->": tArrow, ":": tColon, ",": tComma, "...": tEllipsis, "=": tEqual, ">": tGreater,
	"{": tLBrace, "(": tLParen, "[": tLSquare, "<": tLess, "-": tMinus, "+": tPlus,
	"?": tQuestion, "}": tRBrace, ")": tRParen, "]": tRSquare, "*": tStar, "|": tVBar,
}

// token is one lexeme: src[start:end]. line and col are 1-based.
type token struct {
	kind       tokKind
	start, end int
	line, col  int
}

// lexer turns source bytes into tokens. It tracks the line as it skips
// whitespace, so every token knows its line and column for free.
type lexer struct {
	src       []byte
	pos       int
	line      int
	lineStart int
	errMsg    string // message of the last tError token
}

func newLexer(src []byte) *lexer { return &lexer{src: src, line: 1} }

func isDigit(c byte) bool  { return c >= '0' && c <= '9' }
func isAlpha(c byte) bool  { return c|0x20 >= 'a' && c|0x20 <= 'z' }
func isXDigit(c byte) bool { return isDigit(c) || (c|0x20 >= 'a' && c|0x20 <= 'f') }
func isIDPunct(c byte) bool {
	return c == '$' || c == '.' || c == '_' || c == '-'
}

func (l *lexer) at(i int) byte {
	if i < len(l.src) {
		return l.src[i]
	}
	return 0
}

// resetPointer restarts lexing at off, which must be on the current line.
func (l *lexer) resetPointer(off int) { l.pos = off }

func (l *lexer) form(k tokKind, start int) token {
	return token{kind: k, start: start, end: l.pos, line: l.line, col: start - l.lineStart + 1}
}

func (l *lexer) errorTok(start int, msg string) token {
	l.errMsg = msg
	t := l.form(tError, start)
	return t
}

func (l *lexer) lex() token {
	for {
		start := l.pos
		if start >= len(l.src) {
			return l.form(tEOF, start)
		}
		c := l.src[start]
		l.pos++
		switch c {
		case ' ', '\t', '\r':
			continue
		case '\n':
			l.line++
			l.lineStart = l.pos
			continue
		case 0:
			// MLIR treats a NUL in the middle of the buffer as an error.
			return l.errorTok(start, "unexpected character")
		case ':':
			return l.form(tColon, start)
		case ',':
			return l.form(tComma, start)
		case '.':
			if l.at(l.pos) == '.' && l.at(l.pos+1) == '.' {
				l.pos += 2
				return l.form(tEllipsis, start)
			}
			return l.errorTok(start, "expected three consecutive dots for an ellipsis")
		case '(':
			return l.form(tLParen, start)
		case ')':
			return l.form(tRParen, start)
		case '{':
			if l.at(l.pos) == '-' && l.at(l.pos+1) == '#' {
				l.pos += 2
				return l.form(tFileMetaBegin, start)
			}
			return l.form(tLBrace, start)
		case '}':
			return l.form(tRBrace, start)
		case '[':
			return l.form(tLSquare, start)
		case ']':
			return l.form(tRSquare, start)
		case '<':
			return l.form(tLess, start)
		case '>':
			return l.form(tGreater, start)
		case '=':
			return l.form(tEqual, start)
		case '+':
			return l.form(tPlus, start)
		case '*':
			return l.form(tStar, start)
		case '-':
			if l.at(l.pos) == '>' {
				l.pos++
				return l.form(tArrow, start)
			}
			return l.form(tMinus, start)
		case '?':
			return l.form(tQuestion, start)
		case '|':
			return l.form(tVBar, start)
		case '/':
			if l.at(l.pos) == '/' {
				for l.pos < len(l.src) && l.src[l.pos] != '\n' {
					l.pos++
				}
				continue
			}
			return l.errorTok(start, "unexpected character")
		case '@':
			return l.lexAt(start)
		case '#':
			if l.at(l.pos) == '-' && l.at(l.pos+1) == '}' {
				l.pos += 2
				return l.form(tFileMetaEnd, start)
			}
			return l.lexPrefixed(start, tHashIdent, "invalid attribute name")
		case '%':
			return l.lexPrefixed(start, tPercentIdent, "invalid SSA name")
		case '^':
			return l.lexPrefixed(start, tCaretIdent, "invalid block name")
		case '!':
			return l.lexPrefixed(start, tBangIdent, "invalid type identifier")
		case '"':
			return l.lexString(start)
		}
		if isAlpha(c) || c == '_' {
			for l.pos < len(l.src) {
				c := l.src[l.pos]
				if !isAlpha(c) && !isDigit(c) && c != '_' && c != '$' && c != '.' {
					break
				}
				l.pos++
			}
			return l.form(tBareIdent, start)
		}
		if isDigit(c) {
			return l.lexNumber(start)
		}
		return l.errorTok(start, "unexpected character")
	}
}

func (l *lexer) lexAt(start int) token {
	c := l.at(l.pos)
	l.pos++
	if c == '"' {
		t := l.lexString(l.pos - 1)
		if t.kind == tError {
			return t
		}
		return l.form(tAtIdent, start)
	}
	if !isAlpha(c) && c != '_' {
		return l.errorTok(l.pos-1, "@ identifier expected to start with letter or '_'")
	}
	for l.pos < len(l.src) {
		c := l.src[l.pos]
		if !isAlpha(c) && !isDigit(c) && c != '_' && c != '$' && c != '.' {
			break
		}
		l.pos++
	}
	return l.form(tAtIdent, start)
}

func (l *lexer) lexPrefixed(start int, k tokKind, errMsg string) token {
	c := l.at(l.pos)
	switch {
	case isDigit(c):
		for l.pos < len(l.src) && isDigit(l.src[l.pos]) {
			l.pos++
		}
	case isAlpha(c) || isIDPunct(c):
		for l.pos < len(l.src) {
			c := l.src[l.pos]
			if !isAlpha(c) && !isDigit(c) && !isIDPunct(c) {
				break
			}
			l.pos++
		}
	default:
		return l.errorTok(start, errMsg)
	}
	return l.form(k, start)
}

func (l *lexer) lexNumber(start int) token {
	if l.src[start] == '0' && l.at(l.pos) == 'x' {
		if !isXDigit(l.at(l.pos + 1)) {
			return l.form(tInteger, start)
		}
		l.pos += 2
		for l.pos < len(l.src) && isXDigit(l.src[l.pos]) {
			l.pos++
		}
		return l.form(tInteger, start)
	}
	for l.pos < len(l.src) && isDigit(l.src[l.pos]) {
		l.pos++
	}
	if l.at(l.pos) != '.' {
		return l.form(tInteger, start)
	}
	l.pos++
	for l.pos < len(l.src) && isDigit(l.src[l.pos]) {
		l.pos++
	}
	if c := l.at(l.pos); c == 'e' || c == 'E' {
		c1, c2 := l.at(l.pos+1), l.at(l.pos+2)
		if isDigit(c1) || ((c1 == '-' || c1 == '+') && isDigit(c2)) {
			l.pos += 2
			for l.pos < len(l.src) && isDigit(l.src[l.pos]) {
				l.pos++
			}
		}
	}
	return l.form(tFloat, start)
}

// lexString lexes a string whose opening quote is at start.
func (l *lexer) lexString(start int) token {
	for {
		if l.pos >= len(l.src) {
			return l.errorTok(len(l.src), "expected '\"' in string literal")
		}
		c := l.src[l.pos]
		l.pos++
		switch c {
		case '"':
			return l.form(tString, start)
		case '\n', '\v', '\f':
			l.pos--
			return l.errorTok(l.pos, "expected '\"' in string literal")
		case '\\':
			c1 := l.at(l.pos)
			if c1 == '"' || c1 == '\\' || c1 == 'n' || c1 == 't' {
				l.pos++
				continue
			}
			if isXDigit(c1) && isXDigit(l.at(l.pos+1)) {
				l.pos += 2
				continue
			}
			return l.errorTok(l.pos-1, "unknown escape in string literal")
		}
	}
}

// unquote decodes the body of a string token (with its quotes) the way
// MLIR's Token::getStringValue does.
func unquote(tok []byte) string {
	body := tok[1 : len(tok)-1]
	simple := true
	for _, c := range body {
		if c == '\\' {
			simple = false
			break
		}
	}
	if simple {
		return string(body)
	}
	out := make([]byte, 0, len(body))
	for i := 0; i < len(body); i++ {
		c := body[i]
		if c != '\\' {
			out = append(out, c)
			continue
		}
		i++
		switch c1 := body[i]; c1 {
		case '"', '\\':
			out = append(out, c1)
		case 'n':
			out = append(out, '\n')
		case 't':
			out = append(out, '\t')
		default:
			out = append(out, hexVal(c1)<<4|hexVal(body[i+1]))
			i++
		}
	}
	return string(out)
}

func hexVal(c byte) byte {
	switch {
	case isDigit(c):
		return c - '0'
	case c >= 'a' && c <= 'f':
		return c - 'a' + 10
	default:
		return c - 'A' + 10
	}
}
