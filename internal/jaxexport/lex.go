package jaxexport

import (
	"fmt"
	"math/big"
	"strconv"
	"strings"
	"unicode/utf8"
)

// Error is a located problem in a data file.
type Error struct {
	File      string
	Line, Col int // 1-based; Col counts bytes
	Msg       string
}

func (e *Error) Error() string {
	return fmt.Sprintf("%s:%d:%d: error: %s", e.File, e.Line, e.Col, e.Msg)
}

// pos is a position in the source.
type pos struct{ line, col int }

type tokKind uint8

const (
	tEOF tokKind = iota
	tNewline
	tName
	tInt
	tFloat
	tImag
	tString
	tBytes
	tOp
)

// token is one Python token. Literal tokens carry their value.
type token struct {
	kind tokKind
	p    pos
	text string   // tName, tOp: the spelling; tString: the value
	b    []byte   // tBytes
	i    *big.Int // tInt
	f    float64  // tFloat, tImag (the imaginary part)
}

func (t token) String() string {
	switch t.kind {
	case tEOF:
		return "end of file"
	case tNewline:
		return "end of line"
	case tName:
		return "'" + t.text + "'"
	case tOp:
		return "'" + t.text + "'"
	case tString, tBytes:
		return "string literal"
	}
	return "number"
}

// lexer splits Python source into tokens, tracking bracket depth so that
// newlines inside (), [] and {} are not statement ends, as Python does.
type lexer struct {
	file  string
	src   string
	off   int
	line  int
	bol   int // offset of the current line's first byte
	depth int
	// atBOL is true at the start of a logical line, where indentation is
	// checked.
	atBOL bool
}

func newLexer(file string, src []byte) *lexer {
	s := string(src)
	s = strings.TrimPrefix(s, "\ufeff")
	// Python reads source with universal newlines.
	s = strings.ReplaceAll(s, "\r\n", "\n")
	s = strings.ReplaceAll(s, "\r", "\n")
	return &lexer{file: file, src: s, line: 1, atBOL: true}
}

func (l *lexer) pos() pos { return pos{l.line, l.off - l.bol + 1} }

func (l *lexer) errAt(p pos, format string, args ...any) *Error {
	return &Error{File: l.file, Line: p.line, Col: p.col, Msg: fmt.Sprintf(format, args...)}
}

func (l *lexer) newline() {
	l.off++
	l.line++
	l.bol = l.off
}

// next returns the next token.
func (l *lexer) next() (token, error) {
	for {
		// Skip blanks, comments, blank lines and explicit line joins.
		startOfLine := l.atBOL
		indented := false
		for l.off < len(l.src) {
			c := l.src[l.off]
			switch {
			case c == ' ' || c == '\t' || c == '\f':
				if startOfLine && l.depth == 0 {
					indented = true
				}
				l.off++
				continue
			case c == '#':
				for l.off < len(l.src) && l.src[l.off] != '\n' {
					l.off++
				}
				continue
			case c == '\\' && l.off+1 < len(l.src) && l.src[l.off+1] == '\n':
				l.off++
				l.newline()
				startOfLine = false
				continue
			case c == '\\':
				return token{}, l.errAt(l.pos(), "unexpected character after line continuation character")
			case c == '\n':
				if l.depth > 0 || l.atBOL {
					// Inside brackets, or a blank line: not a statement end.
					l.newline()
					startOfLine = l.atBOL
					indented = false
					continue
				}
				p := l.pos()
				l.newline()
				l.atBOL = true
				return token{kind: tNewline, p: p}, nil
			}
			break
		}
		if l.off >= len(l.src) {
			if !l.atBOL && l.depth == 0 {
				l.atBOL = true
				return token{kind: tNewline, p: l.pos()}, nil
			}
			if l.depth > 0 {
				return token{}, l.errAt(l.pos(), "unexpected end of file inside brackets")
			}
			return token{kind: tEOF, p: l.pos()}, nil
		}
		if startOfLine && indented {
			return token{}, l.errAt(l.pos(), "unexpected indent")
		}
		l.atBOL = false
		return l.token()
	}
}

func isIdentStart(c byte) bool {
	return c == '_' || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || c >= 0x80
}

func isIdentChar(c byte) bool { return isIdentStart(c) || '0' <= c && c <= '9' }

func isDigit(c byte) bool { return '0' <= c && c <= '9' }

func (l *lexer) token() (token, error) {
	p := l.pos()
	c := l.src[l.off]
	switch {
	case isIdentStart(c):
		start := l.off
		for l.off < len(l.src) && isIdentChar(l.src[l.off]) {
			l.off++
		}
		name := l.src[start:l.off]
		if l.off < len(l.src) && (l.src[l.off] == '"' || l.src[l.off] == '\'') && len(name) <= 2 {
			return l.stringLit(p, name)
		}
		if !utf8.ValidString(name) {
			return token{}, l.errAt(p, "invalid UTF-8 in identifier")
		}
		return token{kind: tName, p: p, text: name}, nil
	case isDigit(c) || c == '.' && l.off+1 < len(l.src) && isDigit(l.src[l.off+1]):
		return l.number(p)
	case c == '"' || c == '\'':
		return l.stringLit(p, "")
	}
	switch c {
	case '(', '[', '{':
		l.depth++
	case ')', ']', '}':
		if l.depth == 0 {
			return token{}, l.errAt(p, "unmatched '%c'", c)
		}
		l.depth--
	case ',', ':', '=', '.', '+', '-', ';', '*', '/', '%', '@', '<', '>', '|', '&', '^', '~', '!':
	default:
		r, _ := utf8.DecodeRuneInString(l.src[l.off:])
		return token{}, l.errAt(p, "invalid character %q", r)
	}
	l.off++
	return token{kind: tOp, p: p, text: string(c)}, nil
}

// number lexes an int, float or imaginary literal with Python's rules.
func (l *lexer) number(p pos) (token, error) {
	start := l.off
	bad := func() (token, error) {
		for l.off < len(l.src) && (isIdentChar(l.src[l.off]) || l.src[l.off] == '.') {
			l.off++
		}
		return token{}, l.errAt(p, "invalid number literal %q", l.src[start:l.off])
	}
	// digits reads a run of digits of base with single underscores
	// between them; it reports whether at least one digit was read.
	digits := func(ok func(byte) bool) (bool, bool) {
		n := 0
		for l.off < len(l.src) {
			c := l.src[l.off]
			if c == '_' {
				if n == 0 || l.off+1 >= len(l.src) || !ok(l.src[l.off+1]) {
					return n > 0, false
				}
				l.off++
				continue
			}
			if !ok(c) {
				break
			}
			l.off++
			n++
		}
		return n > 0, true
	}
	if l.src[l.off] == '0' && l.off+1 < len(l.src) && strings.IndexByte("xXoObB", l.src[l.off+1]) >= 0 {
		base := map[byte]int{'x': 16, 'o': 8, 'b': 2}[l.src[l.off+1]|0x20]
		l.off += 2
		if l.off < len(l.src) && l.src[l.off] == '_' {
			l.off++
		}
		okDigit := func(c byte) bool {
			v := strings.IndexByte("0123456789abcdef", c|0x20)
			return v >= 0 && v < base && (c >= '0' && c <= '9' || c|0x20 >= 'a')
		}
		if got, ok := digits(okDigit); !got || !ok {
			return bad()
		}
		if l.off < len(l.src) && isIdentChar(l.src[l.off]) {
			return bad()
		}
		text := strings.ReplaceAll(l.src[start+2:l.off], "_", "")
		v, ok := new(big.Int).SetString(text, base)
		if !ok {
			return bad()
		}
		return token{kind: tInt, p: p, i: v}, nil
	}
	intPart, ok := digits(isDigit)
	if !ok {
		return bad()
	}
	isFloat := false
	if l.off < len(l.src) && l.src[l.off] == '.' {
		isFloat = true
		l.off++
		frac, ok := digits(isDigit)
		if !ok || !intPart && !frac {
			return bad()
		}
	}
	if l.off < len(l.src) && (l.src[l.off] == 'e' || l.src[l.off] == 'E') {
		isFloat = true
		l.off++
		if l.off < len(l.src) && (l.src[l.off] == '+' || l.src[l.off] == '-') {
			l.off++
		}
		if got, ok := digits(isDigit); !got || !ok {
			return bad()
		}
	}
	imag := false
	if l.off < len(l.src) && (l.src[l.off] == 'j' || l.src[l.off] == 'J') {
		imag = true
		l.off++
	}
	if l.off < len(l.src) && isIdentChar(l.src[l.off]) {
		return bad()
	}
	text := l.src[start:l.off]
	if imag {
		text = text[:len(text)-1]
	}
	text = strings.ReplaceAll(text, "_", "")
	if isFloat || imag {
		f, err := strconv.ParseFloat(text, 64)
		if err != nil && !isRangeErr(err) {
			return bad()
		}
		if imag {
			return token{kind: tImag, p: p, f: f}, nil
		}
		return token{kind: tFloat, p: p, f: f}, nil
	}
	if len(text) > 1 && text[0] == '0' && strings.Trim(text, "0") != "" {
		return token{}, l.errAt(p, "leading zeros in decimal integer literals are not permitted")
	}
	v, ok2 := new(big.Int).SetString(text, 10)
	if !ok2 {
		return bad()
	}
	return token{kind: tInt, p: p, i: v}, nil
}

// isRangeErr reports a float literal out of float64's range: Python reads
// 1e400 as inf and 1e-400 as 0.0, as strconv does while reporting it.
func isRangeErr(err error) bool {
	ne, ok := err.(*strconv.NumError)
	return ok && ne.Err == strconv.ErrRange
}

// stringLit lexes a str or bytes literal with prefix (r, b, u, rb, br in
// any case).
func (l *lexer) stringLit(p pos, prefix string) (token, error) {
	raw, isBytes := false, false
	for _, c := range strings.ToLower(prefix) {
		switch c {
		case 'r':
			raw = true
		case 'b':
			isBytes = true
		case 'u':
		case 'f', 't':
			return token{}, l.errAt(p, "%s-strings are not supported", prefix)
		default:
			return token{}, l.errAt(p, "invalid string prefix %q", prefix)
		}
	}
	if lp := strings.ToLower(prefix); len(lp) == 2 && (lp[0] == lp[1] || strings.Contains(lp, "u")) {
		return token{}, l.errAt(p, "invalid string prefix %q", prefix)
	}
	q := l.src[l.off]
	triple := strings.HasPrefix(l.src[l.off:], strings.Repeat(string(q), 3))
	if triple {
		l.off += 3
	} else {
		l.off++
	}
	var out []byte
	for {
		if l.off >= len(l.src) {
			return token{}, l.errAt(p, "unterminated string literal")
		}
		c := l.src[l.off]
		if c == q && (!triple || strings.HasPrefix(l.src[l.off:], strings.Repeat(string(q), 3))) {
			if triple {
				l.off += 3
			} else {
				l.off++
			}
			break
		}
		if c == '\n' {
			if !triple {
				return token{}, l.errAt(p, "unterminated string literal")
			}
			out = append(out, '\n')
			l.newline()
			continue
		}
		if isBytes && c >= 0x80 {
			return token{}, l.errAt(l.pos(), "bytes can only contain ASCII literal characters")
		}
		if c != '\\' {
			out = append(out, c)
			l.off++
			continue
		}
		// A backslash.
		if l.off+1 >= len(l.src) {
			return token{}, l.errAt(p, "unterminated string literal")
		}
		e := l.src[l.off+1]
		if raw {
			// The backslash stays; the next character cannot end the
			// literal.
			out = append(out, '\\')
			l.off++
			if e == '\n' {
				out = append(out, '\n')
				l.newline()
			} else {
				if isBytes && e >= 0x80 {
					return token{}, l.errAt(l.pos(), "bytes can only contain ASCII literal characters")
				}
				out = append(out, e)
				l.off++
			}
			continue
		}
		ep := l.pos()
		l.off += 2
		switch e {
		case '\n':
			l.line++
			l.bol = l.off
		case '\\', '\'', '"':
			out = append(out, e)
		case 'a':
			out = append(out, 7)
		case 'b':
			out = append(out, 8)
		case 'f':
			out = append(out, 12)
		case 'n':
			out = append(out, '\n')
		case 'r':
			out = append(out, '\r')
		case 't':
			out = append(out, '\t')
		case 'v':
			out = append(out, 11)
		case '0', '1', '2', '3', '4', '5', '6', '7':
			v := int(e - '0')
			for k := 0; k < 2 && l.off < len(l.src) && '0' <= l.src[l.off] && l.src[l.off] <= '7'; k++ {
				v = v*8 + int(l.src[l.off]-'0')
				l.off++
			}
			if isBytes {
				// Python keeps the low byte of \400..\777 (with a warning).
				out = append(out, byte(v))
			} else {
				out = utf8.AppendRune(out, rune(v))
			}
		case 'x':
			if l.off+2 > len(l.src) {
				return token{}, l.errAt(ep, "truncated \\xXX escape")
			}
			v, err := strconv.ParseUint(l.src[l.off:l.off+2], 16, 8)
			if err != nil {
				return token{}, l.errAt(ep, "truncated \\xXX escape")
			}
			l.off += 2
			if isBytes {
				out = append(out, byte(v))
			} else {
				out = utf8.AppendRune(out, rune(v))
			}
		case 'u', 'U':
			if isBytes {
				out = append(out, '\\', e)
				break
			}
			n := 4
			if e == 'U' {
				n = 8
			}
			if l.off+n > len(l.src) {
				return token{}, l.errAt(ep, "truncated \\%cXXXX escape", e)
			}
			v, err := strconv.ParseUint(l.src[l.off:l.off+n], 16, 32)
			if err != nil || v > utf8.MaxRune {
				return token{}, l.errAt(ep, "invalid \\%c escape", e)
			}
			l.off += n
			out = utf8.AppendRune(out, rune(v))
		case 'N':
			if isBytes {
				out = append(out, '\\', e)
				break
			}
			return token{}, l.errAt(ep, "\\N{...} escapes are not supported")
		default:
			// Python keeps unknown escapes as they are (with a warning).
			out = append(out, '\\')
			l.off--
		}
	}
	if isBytes {
		return token{kind: tBytes, p: p, b: out}, nil
	}
	if !utf8.Valid(out) {
		return token{}, l.errAt(p, "invalid UTF-8 in string literal")
	}
	return token{kind: tString, p: p, text: string(out)}, nil
}
