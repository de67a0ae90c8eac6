package lit

import (
	"fmt"
	"regexp"
	"strings"
)

// EvalFeatures evaluates a REQUIRES/UNSUPPORTED/XFAIL expression the way
// lit's BooleanExpression does:
//
//	expr  := or
//	or    := and ('||' and)*
//	and   := not ('&&' not)*
//	not   := '!' not | '(' or ')' | match
//	match := (identifier | '{{' regex '}}')+    identifier: [-+=._a-zA-Z0-9]+
//
// An identifier is true when it names an available feature (or is "true");
// a match with {{regex}} parts is true when it fully matches some feature.
func EvalFeatures(expr string, features map[string]bool) (bool, error) {
	toks, err := tokenizeExpr(expr)
	if err != nil {
		return false, fmt.Errorf("%v\nin expression: %q", err, expr)
	}
	p := exprParser{toks: toks, features: features}
	v, err := p.or()
	if err == nil && p.pos != len(p.toks) {
		err = fmt.Errorf("expected: <end of expression>\nhave: %q", p.toks[p.pos])
	}
	if err != nil {
		return false, fmt.Errorf("%v\nin expression: %q", err, expr)
	}
	return v, nil
}

var exprToken = regexp.MustCompile(`^\s*(\(|\)|&&|\|\||!|(?:[-+=._a-zA-Z0-9]+|\{\{.+?\}\})+)\s*`)

func tokenizeExpr(s string) ([]string, error) {
	var toks []string
	for strings.TrimSpace(s) != "" {
		m := exprToken.FindStringSubmatchIndex(s)
		if m == nil {
			return nil, fmt.Errorf("couldn't parse text: %q", s)
		}
		toks = append(toks, s[m[2]:m[3]])
		s = s[m[1]:]
	}
	return toks, nil
}

type exprParser struct {
	toks     []string
	pos      int
	features map[string]bool
}

func (p *exprParser) peek() string {
	if p.pos < len(p.toks) {
		return p.toks[p.pos]
	}
	return ""
}

func (p *exprParser) or() (bool, error) {
	v, err := p.and()
	for err == nil && p.peek() == "||" {
		p.pos++
		var r bool
		r, err = p.and()
		v = v || r
	}
	return v, err
}

func (p *exprParser) and() (bool, error) {
	v, err := p.not()
	for err == nil && p.peek() == "&&" {
		p.pos++
		var r bool
		r, err = p.not()
		v = v && r
	}
	return v, err
}

func (p *exprParser) not() (bool, error) {
	switch t := p.peek(); t {
	case "!":
		p.pos++
		v, err := p.not()
		return !v, err
	case "(":
		p.pos++
		v, err := p.or()
		if err != nil {
			return v, err
		}
		if p.peek() != ")" {
			return false, fmt.Errorf("expected: ')'\nhave: %s", quoteTok(p.peek()))
		}
		p.pos++
		return v, nil
	case "", "&&", "||", ")":
		return false, fmt.Errorf("expected: '!', '(', '{{', or identifier\nhave: %s", quoteTok(t))
	default:
		p.pos++
		return p.match(t)
	}
}

func quoteTok(t string) string {
	if t == "" {
		return "<end of expression>"
	}
	return fmt.Sprintf("%q", t)
}

var bracedRegex = regexp.MustCompile(`\{\{.+?\}\}`)

func (p *exprParser) match(tok string) (bool, error) {
	if !strings.Contains(tok, "{{") {
		return tok == "true" || p.features[tok], nil
	}
	var re strings.Builder
	re.WriteString("^(?:")
	last := 0
	for _, m := range bracedRegex.FindAllStringIndex(tok, -1) {
		re.WriteString(regexp.QuoteMeta(tok[last:m[0]]))
		re.WriteString("(?:" + tok[m[0]+2:m[1]-2] + ")")
		last = m[1]
	}
	re.WriteString(regexp.QuoteMeta(tok[last:]) + ")$")
	rx, err := regexp.Compile(re.String())
	if err != nil {
		return false, err
	}
	if rx.MatchString("true") {
		return true, nil
	}
	for f := range p.features {
		if rx.MatchString(f) {
			return true, nil
		}
	}
	return false, nil
}
