package format

// tokKind classifies a token of a format string.
type tokKind uint8

const (
	tEOF      tokKind = iota
	tLiteral          // `...`, text without the backticks
	tVariable         // $name, text without the '$'
	tIdent            // attr-dict, type, custom, foo (text as written)
	tCaret            // ^
	tColon            // :
	tComma            // ,
	tEqual            // =
	tLess             // <
	tGreater          // >
	tQuestion         // ?
	tLParen           // (
	tRParen           // )
	tStar             // *
	tPipe             // |
	tString           // "...", text without quotes
)

var tokNames = [...]string{
	tEOF: "end of format", tLiteral: "literal", tVariable: "variable", tIdent: "identifier",
	tCaret: "'^'", tColon: "':'", tComma: "','", tEqual: "'='", tLess: "'<'", tGreater: "'>'",
	tQuestion: "'?'", tLParen: "'('", tRParen: "')'", tStar: "'*'", tPipe: "'|'", tString: "string",
}

type token struct {
	kind tokKind
	text string
	pos  int // byte offset in the format
}

// lex splits a format into tokens, as mlir-tblgen's FormatLexer does.
func lex(src string) ([]token, *compileError) {
	var toks []token
	i := 0
	for i < len(src) {
		c := src[i]
		start := i
		switch {
		case c == ' ' || c == '\t' || c == '\n' || c == '\r':
			i++
			continue
		case c == '`':
			j := i + 1
			for j < len(src) && src[j] != '`' {
				j++
			}
			if j >= len(src) {
				return nil, &compileError{pos: start, msg: "unexpected end of file in literal"}
			}
			toks = append(toks, token{tLiteral, src[i+1 : j], start})
			i = j + 1
			continue
		case c == '$':
			j := i + 1
			if j >= len(src) || !(isAlpha(src[j]) || src[j] == '_') {
				return nil, &compileError{pos: start, msg: "expected variable name"}
			}
			for j < len(src) && (isAlnum(src[j]) || src[j] == '_') {
				j++
			}
			toks = append(toks, token{tVariable, src[i+1 : j], start})
			i = j
			continue
		case c == '"':
			j := i + 1
			for j < len(src) && src[j] != '"' {
				if src[j] == '\\' {
					j++
				}
				j++
			}
			if j >= len(src) {
				return nil, &compileError{pos: start, msg: "unterminated string"}
			}
			toks = append(toks, token{tString, src[i+1 : j], start})
			i = j + 1
			continue
		case isAlpha(c) || c == '_':
			j := i + 1
			for j < len(src) && (isAlnum(src[j]) || src[j] == '_' || src[j] == '-') {
				j++
			}
			toks = append(toks, token{tIdent, src[i:j], start})
			i = j
			continue
		}
		k, ok := map[byte]tokKind{'^': tCaret, ':': tColon, ',': tComma, '=': tEqual, '<': tLess,
			'>': tGreater, '?': tQuestion, '(': tLParen, ')': tRParen, '*': tStar, '|': tPipe}[c]
		if !ok {
			return nil, &compileError{pos: start, msg: "unexpected character"}
		}
		toks = append(toks, token{k, src[i : i+1], start})
		i++
	}
	return append(toks, token{tEOF, "", len(src)}), nil
}

func isAlpha(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }
func isDigit(c byte) bool { return c >= '0' && c <= '9' }
func isAlnum(c byte) bool { return isAlpha(c) || isDigit(c) }

// isKeyword reports whether s can be written as a bare keyword
// (canFormatStringAsKeyword).
func isKeyword(s string) bool {
	if s == "" || !(isAlpha(s[0]) || s[0] == '_') {
		return false
	}
	for i := 1; i < len(s); i++ {
		c := s[i]
		if !(isAlnum(c) || c == '_' || c == '$' || c == '.') {
			return false
		}
	}
	return true
}

// literalError returns why s is not a valid literal, or "" (isValidLiteral).
func literalError(s string) string {
	if len(s) == 1 {
		if isAlpha(s[0]) || contains("_:,=<>()[]{}?+*", s[0]) {
			return ""
		}
		return "single character literal must be a letter or one of '_:,=<>()[]{}?+*'"
	}
	if s == "->" || s == "..." {
		return ""
	}
	if !(isAlpha(s[0]) || s[0] == '_') {
		return "valid keyword starts with a letter or '_'"
	}
	if !isKeyword(s) {
		return "keywords should contain only alphanum, '_', '$', or '.' characters"
	}
	return ""
}

func contains(set string, c byte) bool {
	for i := 0; i < len(set); i++ {
		if set[i] == c {
			return true
		}
	}
	return false
}
