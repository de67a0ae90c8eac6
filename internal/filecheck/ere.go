package filecheck

import (
	"fmt"
	"regexp"
	"strings"
	"unicode/utf8"
)

// LLVM's Regex is Henry Spencer's POSIX regex library in extended mode with a
// few extensions (back-references \1-\9, word boundaries [[:<:]] and
// [[:>:]]), always compiled with REG_NEWLINE by FileCheck. This file parses
// that dialect exactly as regcomp.c does (same accepted language, same first
// error) into a small tree, which is then either translated to Go's regexp
// (leftmost-longest) or, for the few constructs RE2 cannot express, run by the
// backtracking matcher in ere_back.go.

// Spencer's error codes, with regerror's messages.
const (
	regEmpty    = "empty (sub)expression"
	regBadRpt   = "repetition-operator operand invalid"
	regEBrace   = "braces not balanced"
	regEParen   = "parentheses not balanced"
	regEBrack   = "brackets ([ ]) not balanced"
	regERange   = "invalid character range"
	regECType   = "invalid character class"
	regECollate = "invalid collating element"
	regEEscape  = "trailing backslash (\\)"
	regESubReg  = "invalid backreference number"
	regBadBr    = "invalid repetition count(s)"
)

const dupMax = 255

type reKind uint8

const (
	reLit   reKind = iota // c
	reSet                 // set (neg: written as [^...])
	reAny                 // any byte but '\n'
	reBOL                 // ^
	reEOL                 // $
	reBOW                 // [[:<:]]
	reEOW                 // [[:>:]]
	reGroup               // ( subs[0] ), capture n
	reCat                 // subs in sequence
	reAlt                 // subs as alternatives
	reRep                 // subs[0]{min,max}; max<0 is unbounded
	reBack                // \n
	reEmpty               // matches the empty string
)

type reNode struct {
	kind     reKind
	c        byte
	set      *[256]bool
	neg      bool
	n        int
	min, max int
	subs     []*reNode
}

type ereParser struct {
	s      string
	i      int
	err    string
	nsub   int
	closed []bool // closed[n]: group n has been closed (for back-references)
	icase  bool
}

// parseERE parses s in LLVM's regex dialect. It returns the tree, the number
// of capture groups and, on failure, regerror's message.
func parseERE(s string, icase bool) (*reNode, int, string) {
	p := &ereParser{s: s, closed: []bool{false}, icase: icase}
	n := p.ere(-1)
	if p.err == "" && p.i < len(p.s) {
		// Only a stray ')' stops the top level early.
		p.seterr(regEParen)
	}
	if p.err != "" {
		return nil, 0, p.err
	}
	return n, p.nsub, ""
}

func (p *ereParser) more() bool { return p.err == "" && p.i < len(p.s) }
func (p *ereParser) peek() byte { return p.s[p.i] }
func (p *ereParser) peek2() (byte, bool) {
	if p.i+1 < len(p.s) {
		return p.s[p.i+1], true
	}
	return 0, false
}
func (p *ereParser) seterr(e string) {
	if p.err == "" {
		p.err = e
	}
	p.i = len(p.s)
}
func (p *ereParser) eat(c byte) bool {
	if p.more() && p.peek() == c {
		p.i++
		return true
	}
	return false
}
func (p *ereParser) seeTwo(a, b byte) bool {
	return p.err == "" && p.i+1 < len(p.s) && p.s[p.i] == a && p.s[p.i+1] == b
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

// ere parses alternatives up to stop (-1: end of input).
func (p *ereParser) ere(stop int) *reNode {
	var alts []*reNode
	for {
		var cat []*reNode
		for p.more() && p.peek() != '|' && int(p.peek()) != stop {
			if n := p.ereExp(); n != nil {
				cat = append(cat, n)
			}
		}
		if p.err != "" {
			return nil
		}
		if len(cat) == 0 {
			p.seterr(regEmpty)
			return nil
		}
		alts = append(alts, &reNode{kind: reCat, subs: cat})
		if !p.eat('|') {
			break
		}
	}
	if len(alts) == 1 {
		return alts[0]
	}
	return &reNode{kind: reAlt, subs: alts}
}

func (p *ereParser) isRepStart() bool {
	if !p.more() {
		return false
	}
	c := p.peek()
	if c == '*' || c == '+' || c == '?' {
		return true
	}
	c2, ok := p.peek2()
	return c == '{' && ok && isDigit(c2)
}

func (p *ereParser) ereExp() *reNode {
	c := p.s[p.i]
	p.i++
	var atom *reNode
	wasCaret := false
	switch c {
	case '(':
		if !p.more() {
			p.seterr(regEParen)
			return nil
		}
		p.nsub++
		n := p.nsub
		p.closed = append(p.closed, false)
		var sub *reNode
		if p.peek() != ')' {
			sub = p.ere(')')
		} else {
			sub = &reNode{kind: reEmpty}
		}
		p.closed[n] = true
		if !p.eat(')') {
			p.seterr(regEParen)
			return nil
		}
		atom = &reNode{kind: reGroup, n: n, subs: []*reNode{sub}}
	case ')':
		p.seterr(regEParen)
		return nil
	case '^':
		atom = &reNode{kind: reBOL}
		wasCaret = true
	case '$':
		atom = &reNode{kind: reEOL}
	case '|':
		p.seterr(regEmpty)
		return nil
	case '*', '+', '?':
		p.seterr(regBadRpt)
		return nil
	case '.':
		atom = &reNode{kind: reAny}
	case '[':
		atom = p.bracket()
	case '\\':
		if p.i >= len(p.s) {
			p.seterr(regEEscape)
			return nil
		}
		c = p.s[p.i]
		p.i++
		if c >= '1' && c <= '9' {
			n := int(c - '0')
			if n >= len(p.closed) || !p.closed[n] {
				p.seterr(regESubReg)
				return nil
			}
			atom = &reNode{kind: reBack, n: n}
		} else {
			atom = p.ordinary(c)
		}
	case '{':
		if p.i < len(p.s) && isDigit(p.s[p.i]) {
			p.seterr(regBadRpt)
			return nil
		}
		atom = p.ordinary(c)
	default:
		atom = p.ordinary(c)
	}
	if p.err != "" {
		return nil
	}
	if !p.isRepStart() {
		return atom
	}
	c = p.s[p.i]
	p.i++
	if wasCaret {
		p.seterr(regBadRpt)
		return nil
	}
	rep := &reNode{kind: reRep, subs: []*reNode{atom}}
	switch c {
	case '*':
		rep.min, rep.max = 0, -1
	case '+':
		rep.min, rep.max = 1, -1
	case '?':
		rep.min, rep.max = 0, 1
	case '{':
		lo := p.count()
		hi := lo
		if p.eat(',') {
			if p.more() && isDigit(p.peek()) {
				hi = p.count()
				if lo > hi {
					p.seterr(regBadBr)
				}
			} else {
				hi = -1
			}
		}
		if !p.eat('}') {
			for p.more() && p.peek() != '}' {
				p.i++
			}
			if !p.more() {
				p.seterr(regEBrace)
			}
			p.seterr(regBadBr)
		}
		rep.min, rep.max = lo, hi
	}
	if p.err != "" {
		return nil
	}
	if p.isRepStart() {
		p.seterr(regBadRpt)
		return nil
	}
	return rep
}

func (p *ereParser) count() int {
	n, nd := 0, 0
	for p.more() && isDigit(p.peek()) && n <= dupMax {
		n = n*10 + int(p.peek()-'0')
		p.i++
		nd++
	}
	if nd == 0 || n > dupMax {
		p.seterr(regBadBr)
	}
	return n
}

func isAlphaByte(c byte) bool { return c|0x20 >= 'a' && c|0x20 <= 'z' }

func otherCase(c byte) byte {
	switch {
	case c >= 'a' && c <= 'z':
		return c - 32
	case c >= 'A' && c <= 'Z':
		return c + 32
	}
	return c
}

// ordinary is a literal byte; under REG_ICASE a letter becomes a two-byte set.
func (p *ereParser) ordinary(c byte) *reNode {
	if p.icase && isAlphaByte(c) {
		var set [256]bool
		set[c], set[otherCase(c)] = true, true
		return &reNode{kind: reSet, set: &set}
	}
	return &reNode{kind: reLit, c: c}
}

// goSyntax renders the tree as Go regexp syntax. ok is false when the tree
// uses something RE2 cannot express with byte-exact POSIX meaning.
func goSyntax(n *reNode) (string, bool) {
	var sb strings.Builder
	ok := emitGo(&sb, n)
	return sb.String(), ok
}

func emitGo(sb *strings.Builder, n *reNode) bool {
	switch n.kind {
	case reLit:
		emitGoByte(sb, n.c)
		return n.c < utf8.RuneSelf
	case reSet:
		return emitGoSet(sb, n)
	case reAny:
		sb.WriteString(`.`)
	case reBOL:
		sb.WriteString(`^`)
	case reEOL:
		sb.WriteString(`$`)
	case reBOW, reEOW, reBack:
		return false
	case reGroup:
		sb.WriteByte('(')
		ok := emitGo(sb, n.subs[0])
		sb.WriteByte(')')
		return ok
	case reCat:
		for _, s := range n.subs {
			if !emitGo(sb, s) {
				return false
			}
		}
	case reAlt:
		sb.WriteString(`(?:`)
		for i, s := range n.subs {
			if i > 0 {
				sb.WriteByte('|')
			}
			if !emitGo(sb, s) {
				return false
			}
		}
		sb.WriteByte(')')
	case reRep:
		sb.WriteString(`(?:`)
		if !emitGo(sb, n.subs[0]) {
			return false
		}
		sb.WriteByte(')')
		switch {
		case n.min == 0 && n.max < 0:
			sb.WriteByte('*')
		case n.min == 1 && n.max < 0:
			sb.WriteByte('+')
		case n.min == 0 && n.max == 1:
			sb.WriteByte('?')
		case n.max < 0:
			fmt.Fprintf(sb, "{%d,}", n.min)
		default:
			fmt.Fprintf(sb, "{%d,%d}", n.min, n.max)
		}
	case reEmpty:
		sb.WriteString(`(?:)`)
	}
	return true
}

func emitGoByte(sb *strings.Builder, c byte) {
	if c >= utf8.RuneSelf {
		sb.WriteByte(c)
		return
	}
	if isAlphaByte(c) || isDigit(c) || c == ' ' || c == '_' {
		sb.WriteByte(c)
		return
	}
	fmt.Fprintf(sb, `\x{%x}`, c)
}

func emitGoSet(sb *strings.Builder, n *reNode) bool {
	set := n.set
	if n.neg {
		// Written [^...]: Spencer's complement was taken over bytes and
		// drops '\n'. Say it as RE2's complement of what is excluded, so a
		// multi-byte rune counts as one "other" character.
		for c := utf8.RuneSelf; c < 256; c++ {
			if !set[c] {
				return false
			}
		}
		sb.WriteString(`[^`)
		writeRanges(sb, func(c int) bool { return !set[c] })
		sb.WriteByte(']')
		return true
	}
	for c := utf8.RuneSelf; c < 256; c++ {
		if set[c] {
			return false
		}
	}
	empty := true
	for c := 0; c < utf8.RuneSelf; c++ {
		empty = empty && !set[c]
	}
	if empty {
		sb.WriteString(`[^\x00-\x{10FFFF}]`)
		return true
	}
	sb.WriteByte('[')
	writeRanges(sb, func(c int) bool { return set[c] })
	sb.WriteByte(']')
	return true
}

func writeRanges(sb *strings.Builder, in func(int) bool) {
	for c := 0; c < utf8.RuneSelf; c++ {
		if !in(c) {
			continue
		}
		e := c
		for e+1 < utf8.RuneSelf && in(e+1) {
			e++
		}
		if e == c {
			fmt.Fprintf(sb, `\x{%x}`, c)
		} else {
			fmt.Fprintf(sb, `\x{%x}-\x{%x}`, c, e)
		}
		c = e
	}
}

// matcher is a compiled LLVM regex: RE2 when it can, backtracking otherwise.
type matcher struct {
	re   *regexp.Regexp
	tree *reNode
	nsub int
}

// compileERE compiles s with REG_NEWLINE (and REG_ICASE if icase).
func compileERE(s string, icase bool) (*matcher, string) {
	tree, nsub, err := parseERE(s, icase)
	if err != "" {
		return nil, err
	}
	m := &matcher{tree: tree, nsub: nsub}
	if src, ok := goSyntax(tree); ok && utf8.ValidString(src) {
		if re, err := regexp.Compile(`(?m)` + src); err == nil {
			re.Longest()
			m.re = re
		}
	}
	return m, ""
}

// find returns the leftmost-longest match of m in s as submatch index pairs
// (like regexp's FindStringSubmatchIndex), or nil.
func (m *matcher) find(s string) []int {
	if m.re != nil {
		return m.re.FindStringSubmatchIndex(s)
	}
	return backtrackFind(m.tree, m.nsub, s)
}

// escapeERE is llvm::Regex::escape.
func escapeERE(s string) string {
	var sb strings.Builder
	for i := 0; i < len(s); i++ {
		if strings.IndexByte(`()^$|*+?.[]\{}`, s[i]) >= 0 {
			sb.WriteByte('\\')
		}
		sb.WriteByte(s[i])
	}
	return sb.String()
}
