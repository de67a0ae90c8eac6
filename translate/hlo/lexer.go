package hlo

import (
	"fmt"
	"sort"
	"strconv"
	"strings"
)

// Error is a problem in HLO text at a line and column of File (1-based
// lines; columns count bytes from 1, as MLIR's locations do).
type Error struct {
	File      string
	Line, Col int
	Msg       string
}

func (e *Error) Error() string { return fmt.Sprintf("%s:%d:%d: %s", e.File, e.Line, e.Col, e.Msg) }

// Pos is a position in HLO text; the zero Pos means "no position" (an
// instruction that came from a proto, or one the importer made).
type Pos struct{ Line, Col int }

// IsValid reports whether p names a place in the text.
func (p Pos) IsValid() bool { return p.Line > 0 }

// scanner reads HLO text byte by byte for the recursive-descent parser:
// XLA's HLO lexer (hlo_lexer.cc) tokenizes by context (a shape, a window,
// a padding, dim labels and a literal each have their own token forms),
// so the parser asks for the form it expects at each point.
type scanner struct {
	file     string
	src      []byte
	text     string // src as a string, so tokens are substrings, not copies
	off      int
	lineBase int    // lines of the enclosing file before src
	lines    []int  // offsets of line starts, built on first use
	comment  *Error // an unterminated /* comment, reported at end of input
	depthCap int    // nesting limit for balanced groups and literals
	scratch  []byte // reused by str
}

func newScanner(file string, src []byte, lineBase int) *scanner {
	return &scanner{file: file, src: src, text: string(src), lineBase: lineBase, depthCap: 256}
}

// pos returns the line and column of byte offset off.
func (s *scanner) pos(off int) Pos {
	if s.lines == nil {
		s.lines = append(s.lines, 0)
		for i, c := range s.src {
			if c == '\n' {
				s.lines = append(s.lines, i+1)
			}
		}
	}
	i := sort.Search(len(s.lines), func(i int) bool { return s.lines[i] > off }) - 1
	if i < 0 {
		i = 0
	}
	return Pos{Line: s.lineBase + i + 1, Col: off - s.lines[i] + 1}
}

func (s *scanner) errAt(off int, format string, args ...any) *Error {
	if off >= len(s.src) && s.comment != nil {
		return s.comment
	}
	p := s.pos(off)
	return &Error{File: s.file, Line: p.Line, Col: p.Col, Msg: fmt.Sprintf(format, args...)}
}

// skip moves past white space and comments: /* ... */ (XLA prints
// /*index=5*/ inside long lists) and // to the end of the line (test files
// carry RUN and CHECK lines).
func (s *scanner) skip() {
	for s.off < len(s.src) {
		c := s.src[s.off]
		switch {
		case c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v':
			s.off++
		case c == '/' && s.off+1 < len(s.src) && s.src[s.off+1] == '*':
			end := strings.Index(s.text[s.off+2:], "*/")
			if end < 0 {
				if s.comment == nil {
					s.comment = s.errAt(s.off, "unterminated /* comment")
				}
				s.off = len(s.src)
				return
			}
			s.off += end + 4
		case c == '/' && s.off+1 < len(s.src) && s.src[s.off+1] == '/':
			for s.off < len(s.src) && s.src[s.off] != '\n' {
				s.off++
			}
		default:
			return
		}
	}
}

// peek returns the next significant byte, or 0 at the end of input.
func (s *scanner) peek() byte {
	s.skip()
	if s.off < len(s.src) {
		return s.src[s.off]
	}
	return 0
}

// at reports whether the next significant bytes are lit.
func (s *scanner) at(lit string) bool {
	s.skip()
	return strings.HasPrefix(s.text[s.off:], lit)
}

// eat consumes c if it is next.
func (s *scanner) eat(c byte) bool {
	if s.peek() == c && c != 0 {
		s.off++
		return true
	}
	return false
}

// eatLit consumes lit if it is next.
func (s *scanner) eatLit(lit string) bool {
	if s.at(lit) {
		s.off += len(lit)
		return true
	}
	return false
}

// expect consumes c or fails, saying what was being read.
func (s *scanner) expect(c byte, what string) error {
	if s.eat(c) {
		return nil
	}
	return s.errAt(s.off, "expected '%c' %s, found %s", c, what, s.describe())
}

// describe names the next token for error messages.
func (s *scanner) describe() string {
	s.skip()
	if s.off >= len(s.src) {
		return "end of input"
	}
	end := s.off
	for end < len(s.src) && end-s.off < 32 && isNameByte(s.src[end]) {
		end++
	}
	if end == s.off {
		return "'" + string(s.src[s.off]) + "'"
	}
	return "'" + string(s.src[s.off:end]) + "'"
}

func isNameStart(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == '_' || c == '$'
}

func isNameByte(c byte) bool {
	return isNameStart(c) || c >= '0' && c <= '9' || c == '.' || c == '-'
}

// name reads an instruction, computation or attribute name: an optional
// '%' sigil, then [A-Za-z_$][A-Za-z0-9_.$-]*, stopping before "->". It
// returns "" (consuming nothing) when no name is next.
func (s *scanner) name() (string, int) {
	s.skip()
	start := s.off
	i := s.off
	if i < len(s.src) && s.src[i] == '%' {
		i++
	}
	if i >= len(s.src) || !isNameStart(s.src[i]) && !(s.src[i] >= '0' && s.src[i] <= '9' && i > start) {
		return "", start
	}
	begin := i
	for i < len(s.src) && isNameByte(s.src[i]) {
		if s.src[i] == '-' && i+1 < len(s.src) && s.src[i+1] == '>' {
			break
		}
		i++
	}
	s.off = i
	return s.text[begin:i], start
}

// needName reads a name or fails.
func (s *scanner) needName(what string) (string, int, error) {
	n, off := s.name()
	if n == "" {
		return "", off, s.errAt(off, "expected %s, found %s", what, s.describe())
	}
	return n, off, nil
}

// word reads a run of bytes that are not separators: the body of numbers,
// enum values, window sizes (3x3), paddings (0_1x2_2), dim labels
// (b01f_01io->b01f) and the like.
func (s *scanner) word() (string, int) {
	s.skip()
	start := s.off
	for s.off < len(s.src) {
		c := s.src[s.off]
		if c == ',' || c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '{' || c == '}' ||
			c == '(' || c == ')' || c == '[' || c == ']' || c == '"' || c == '=' || c == '/' || c == ':' {
			break
		}
		s.off++
	}
	return s.text[start:s.off], start
}

// int reads a decimal integer that fits in 64 bits.
func (s *scanner) int(what string) (int64, int, error) {
	w, off := s.word()
	v, err := strconv.ParseInt(w, 10, 64)
	if err != nil {
		if w == "" {
			return 0, off, s.errAt(off, "expected %s, found %s", what, s.describe())
		}
		return 0, off, s.errAt(off, "expected %s, found '%s'", what, w)
	}
	return v, off, nil
}

// str reads a double-quoted string with C escapes (XLA writes strings
// with absl::CEscape).
func (s *scanner) str() (string, int, error) {
	s.skip()
	start := s.off
	if s.off >= len(s.src) || s.src[s.off] != '"' {
		return "", start, s.errAt(start, "expected a string, found %s", s.describe())
	}
	i := s.off + 1
	s.scratch = s.scratch[:0]
	for {
		if i >= len(s.src) || s.src[i] == '\n' {
			return "", start, s.errAt(start, "unterminated string")
		}
		c := s.src[i]
		if c == '"' {
			break
		}
		if c != '\\' {
			s.scratch = append(s.scratch, c)
			i++
			continue
		}
		if i+1 >= len(s.src) {
			return "", start, s.errAt(start, "unterminated string")
		}
		e := s.src[i+1]
		i += 2
		switch e {
		case 'n':
			s.scratch = append(s.scratch, '\n')
		case 't':
			s.scratch = append(s.scratch, '\t')
		case 'r':
			s.scratch = append(s.scratch, '\r')
		case '"', '\\', '\'', '?':
			s.scratch = append(s.scratch, e)
		case 'x':
			v, n := 0, 0
			for n < 2 && i < len(s.src) && hexVal(s.src[i]) >= 0 {
				v = v*16 + hexVal(s.src[i])
				i++
				n++
			}
			if n == 0 {
				return "", start, s.errAt(i-2, "bad \\x escape in string")
			}
			s.scratch = append(s.scratch, byte(v))
		default:
			if e < '0' || e > '7' {
				return "", start, s.errAt(i-2, "unknown escape '\\%c' in string", e)
			}
			v, n := int(e-'0'), 1
			for n < 3 && i < len(s.src) && s.src[i] >= '0' && s.src[i] <= '7' {
				v = v*8 + int(s.src[i]-'0')
				i++
				n++
			}
			s.scratch = append(s.scratch, byte(v))
		}
	}
	s.off = i + 1
	return string(s.scratch), start, nil
}

func closer(open byte) byte {
	switch open {
	case '{':
		return '}'
	case '(':
		return ')'
	}
	return ']'
}

func hexVal(c byte) int {
	switch {
	case c >= '0' && c <= '9':
		return int(c - '0')
	case c >= 'a' && c <= 'f':
		return int(c-'a') + 10
	case c >= 'A' && c <= 'F':
		return int(c-'A') + 10
	}
	return -1
}

// balanced reads a bracketed group, '{...}', '(...)' or '[...]', with
// what it nests, strings included, and returns its text.
func (s *scanner) balanced() (string, int, error) {
	s.skip()
	start := s.off
	if start >= len(s.src) {
		return "", start, s.errAt(start, "expected '{', '(' or '[', found end of input")
	}
	var stack []byte
	for s.off < len(s.src) {
		c := s.src[s.off]
		switch c {
		case '{', '(', '[':
			if len(stack) >= s.depthCap {
				return "", start, s.errAt(s.off, "brackets nested too deeply")
			}
			stack = append(stack, closer(c))
		case '}', ')', ']':
			if len(stack) == 0 || stack[len(stack)-1] != c {
				return "", start, s.errAt(s.off, "unbalanced '%c'", c)
			}
			stack = stack[:len(stack)-1]
		case '"':
			if _, _, err := s.str(); err != nil {
				return "", start, err
			}
			continue
		}
		if len(stack) == 0 && s.off == start {
			return "", start, s.errAt(start, "expected '{', '(' or '[', found %s", s.describe())
		}
		s.off++
		if len(stack) == 0 {
			return s.text[start:s.off], start, nil
		}
	}
	return "", start, s.errAt(len(s.src), "unexpected end of input: unclosed '%c' opened at %s", s.src[start], s.where(start))
}

// where formats an offset as line:col for messages that name a second place.
func (s *scanner) where(off int) string {
	p := s.pos(off)
	return fmt.Sprintf("%d:%d", p.Line, p.Col)
}

// rawValue reads an attribute value the parser does not interpret: a run
// of bracketed groups, strings and word bytes up to a top-level ',' or
// white space.
func (s *scanner) rawValue() (string, int, error) {
	s.skip()
	start := s.off
	for s.off < len(s.src) {
		switch c := s.src[s.off]; c {
		case '{', '(', '[':
			if _, _, err := s.balanced(); err != nil {
				return "", start, err
			}
		case '"':
			if _, _, err := s.str(); err != nil {
				return "", start, err
			}
		case ',', ' ', '\t', '\n', '\r', '}', ')', ']':
			if s.off == start {
				return "", start, s.errAt(start, "expected an attribute value, found %s", s.describe())
			}
			return s.text[start:s.off], start, nil
		default:
			s.off++
		}
	}
	if s.off == start {
		return "", start, s.errAt(start, "expected an attribute value, found end of input")
	}
	return s.text[start:s.off], start, nil
}
