package shell

import (
	"fmt"
	"strings"
)

// Word is one argument after quote removal. Glob is set when it holds an
// unquoted * or ?, so the executor may expand it.
type Word struct {
	Text string
	Glob bool
}

// Node is a parsed command line: a *Seq or a *Pipeline.
type Node interface{ node() }

// Seq runs LHS, then RHS depending on Op: "&&", "||" or ";".
type Seq struct {
	LHS Node
	Op  string
	RHS Node
}

// Pipeline connects the standard output of each command to the standard
// input of the next.
type Pipeline struct {
	Commands []*Command
}

// Command is one program invocation with its redirections, in source order.
type Command struct {
	Args      []Word
	Redirects []Redirect
}

// Redirect is one redirection. Op is one of ">", ">>", "<", ">&", "&>" and
// "<&"; FD is the explicit descriptor written before it ("2>"), or -1.
type Redirect struct {
	Op     string
	FD     int
	Target Word
}

func (*Seq) node()      {}
func (*Pipeline) node() {}

// ArgStrings returns the command's arguments as plain strings.
func (c *Command) ArgStrings() []string {
	s := make([]string, len(c.Args))
	for i, a := range c.Args {
		s[i] = a.Text
	}
	return s
}

// token is an operator (op != "") or a word.
type token struct {
	op   string
	fd   int
	word Word
}

type lexer struct {
	s   string
	pos int
}

// Parse parses one command line. Errors name the offending token the way
// lit's ShParser does.
func Parse(line string) (Node, error) {
	toks, err := lex(line)
	if err != nil {
		return nil, err
	}
	p := parser{toks: toks}
	return p.parse()
}

func lex(s string) ([]token, error) {
	l := lexer{s: s}
	var toks []token
	for {
		for l.pos < len(l.s) && isSpace(l.s[l.pos]) {
			l.pos++
		}
		if l.pos == len(l.s) {
			return toks, nil
		}
		t, err := l.next()
		if err != nil {
			return nil, err
		}
		toks = append(toks, t)
	}
}

func isSpace(c byte) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f'
}

func (l *lexer) eat(c byte) bool {
	if l.pos < len(l.s) && l.s[l.pos] == c {
		l.pos++
		return true
	}
	return false
}

// next lexes one token; l.pos is at a non-space character.
func (l *lexer) next() (token, error) {
	c := l.s[l.pos]
	switch c {
	case ';':
		l.pos++
		return token{op: ";", fd: -1}, nil
	case '|':
		l.pos++
		if l.eat('|') {
			return token{op: "||", fd: -1}, nil
		}
		return token{op: "|", fd: -1}, nil
	case '&':
		l.pos++
		if l.eat('&') {
			return token{op: "&&", fd: -1}, nil
		}
		if l.eat('>') {
			return token{op: "&>", fd: -1}, nil
		}
		return token{op: "&", fd: -1}, nil
	case '>', '<':
		return l.redirect(-1), nil
	}
	return l.word()
}

func (l *lexer) redirect(fd int) token {
	c := l.s[l.pos]
	l.pos++
	if c == '>' {
		switch {
		case l.eat('&'):
			return token{op: ">&", fd: fd}
		case l.eat('>'):
			return token{op: ">>", fd: fd}
		}
		return token{op: ">", fd: fd}
	}
	if l.eat('&') {
		return token{op: "<&", fd: fd}
	}
	return token{op: "<", fd: fd}
}

func (l *lexer) word() (token, error) {
	var b strings.Builder
	quoted, globbed := false, false
	for l.pos < len(l.s) {
		c := l.s[l.pos]
		switch {
		case isSpace(c) || c == '|' || c == '&' || c == ';':
			return token{word: Word{Text: b.String(), Glob: globbed}}, nil
		case c == '<' || c == '>':
			// "2>" is one redirection token when the word so far is a number.
			if !quoted && b.Len() > 0 && isDigits(b.String()) {
				var fd int
				fmt.Sscanf(b.String(), "%d", &fd)
				return l.redirect(fd), nil
			}
			return token{word: Word{Text: b.String(), Glob: globbed}}, nil
		case c == '\'' || c == '"':
			l.pos++
			s, err := l.quoted(c)
			if err != nil {
				return token{}, err
			}
			b.WriteString(s)
			quoted = true
		case c == '\\':
			l.pos++
			if l.pos < len(l.s) {
				b.WriteByte(l.s[l.pos])
				l.pos++
			}
			quoted = true
		default:
			if c == '*' || c == '?' {
				globbed = true
			}
			b.WriteByte(c)
			l.pos++
		}
	}
	return token{word: Word{Text: b.String(), Glob: globbed}}, nil
}

// quoted reads up to the closing delim. Inside "…", a backslash escapes only
// ", \ and $ and is otherwise kept, as in lit.
func (l *lexer) quoted(delim byte) (string, error) {
	var b strings.Builder
	for l.pos < len(l.s) {
		c := l.s[l.pos]
		l.pos++
		switch {
		case c == delim:
			return b.String(), nil
		case c == '\\' && delim == '"' && l.pos < len(l.s):
			n := l.s[l.pos]
			l.pos++
			if n != '"' && n != '\\' && n != '$' {
				b.WriteByte('\\')
			}
			b.WriteByte(n)
		default:
			b.WriteByte(c)
		}
	}
	return "", fmt.Errorf("missing quote character %c in %q", delim, l.s)
}

func isDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return s != ""
}

type parser struct {
	toks []token
	pos  int
}

func (p *parser) peek() *token {
	if p.pos < len(p.toks) {
		return &p.toks[p.pos]
	}
	return nil
}

func (p *parser) parse() (Node, error) {
	if len(p.toks) == 0 {
		return nil, fmt.Errorf("empty command")
	}
	lhs, err := p.pipeline()
	if err != nil {
		return nil, err
	}
	for t := p.peek(); t != nil; t = p.peek() {
		p.pos++
		switch t.op {
		case "&&", "||", ";":
		case "&":
			return nil, fmt.Errorf("unsupported shell operator: '&'")
		default:
			return nil, fmt.Errorf("syntax error near unexpected token %q", t.op)
		}
		if p.peek() == nil {
			if t.op == ";" { // "a;" is a complete command in sh
				return lhs, nil
			}
			return nil, fmt.Errorf("missing argument to operator %q", t.op)
		}
		rhs, err := p.pipeline()
		if err != nil {
			return nil, err
		}
		lhs = &Seq{LHS: lhs, Op: t.op, RHS: rhs}
	}
	return lhs, nil
}

func (p *parser) pipeline() (Node, error) {
	var pl Pipeline
	for {
		c, err := p.command()
		if err != nil {
			return nil, err
		}
		pl.Commands = append(pl.Commands, c)
		if t := p.peek(); t == nil || t.op != "|" {
			return &pl, nil
		}
		p.pos++
	}
}

func (p *parser) command() (*Command, error) {
	t := p.peek()
	if t == nil {
		return nil, fmt.Errorf("empty command")
	}
	if t.op != "" {
		return nil, fmt.Errorf("syntax error near unexpected token %q", t.op)
	}
	var c Command
	for t := p.peek(); t != nil; t = p.peek() {
		switch t.op {
		case "":
			c.Args = append(c.Args, t.word)
			p.pos++
			continue
		case "|", ";", "&", "||", "&&":
			return &c, nil
		}
		p.pos++
		target := p.peek()
		if target == nil || target.op != "" {
			return nil, fmt.Errorf("syntax error near token %q", t.op)
		}
		p.pos++
		c.Redirects = append(c.Redirects, Redirect{Op: t.op, FD: t.fd, Target: target.word})
	}
	return &c, nil
}
