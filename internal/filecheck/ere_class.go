package filecheck

// Bracket expressions, as regcomp.c's p_bracket and friends parse them.

// collNames is regcomp's cname table: names usable in [[.name.]] and [[=name=]].
var collNames = map[string]byte{
	"NUL": 0, "SOH": 1, "STX": 2, "ETX": 3, "EOT": 4, "ENQ": 5, "ACK": 6,
	"BEL": 7, "alert": 7, "BS": 8, "backspace": 8, "HT": 9, "tab": 9,
	"LF": 10, "newline": 10, "VT": 11, "vertical-tab": 11, "FF": 12,
	"form-feed": 12, "CR": 13, "carriage-return": 13, "SO": 14, "SI": 15,
	"DLE": 16, "DC1": 17, "DC2": 18, "DC3": 19, "DC4": 20, "NAK": 21,
	"SYN": 22, "ETB": 23, "CAN": 24, "EM": 25, "SUB": 26, "ESC": 27,
	"IS4": 28, "FS": 28, "IS3": 29, "GS": 29, "IS2": 30, "RS": 30, "IS1": 31,
	"US": 31, "space": ' ', "exclamation-mark": '!', "quotation-mark": '"',
	"number-sign": '#', "dollar-sign": '$', "percent-sign": '%',
	"ampersand": '&', "apostrophe": '\'', "left-parenthesis": '(',
	"right-parenthesis": ')', "asterisk": '*', "plus-sign": '+', "comma": ',',
	"hyphen": '-', "hyphen-minus": '-', "period": '.', "full-stop": '.',
	"slash": '/', "solidus": '/', "zero": '0', "one": '1', "two": '2',
	"three": '3', "four": '4', "five": '5', "six": '6', "seven": '7',
	"eight": '8', "nine": '9', "colon": ':', "semicolon": ';',
	"less-than-sign": '<', "equals-sign": '=', "greater-than-sign": '>',
	"question-mark": '?', "commercial-at": '@', "left-square-bracket": '[',
	"backslash": '\\', "reverse-solidus": '\\', "right-square-bracket": ']',
	"circumflex": '^', "circumflex-accent": '^', "underscore": '_',
	"low-line": '_', "grave-accent": '`', "left-brace": '{',
	"left-curly-bracket": '{', "vertical-line": '|', "right-brace": '}',
	"right-curly-bracket": '}', "tilde": '~', "DEL": 127,
}

func isSpaceC(c byte) bool { return c == ' ' || (c >= '\t' && c <= '\r') }
func isPunctC(c byte) bool {
	return c > ' ' && c < 127 && !isAlphaByte(c) && !isDigit(c)
}

// ctypes is regcomp's cclasses table, over the C locale.
var ctypes = map[string]func(byte) bool{
	"alnum":  func(c byte) bool { return isAlphaByte(c) || isDigit(c) },
	"alpha":  isAlphaByte,
	"blank":  func(c byte) bool { return c == ' ' || c == '\t' },
	"cntrl":  func(c byte) bool { return c < ' ' || c == 127 },
	"digit":  isDigit,
	"graph":  func(c byte) bool { return c > ' ' && c < 127 },
	"lower":  func(c byte) bool { return c >= 'a' && c <= 'z' },
	"print":  func(c byte) bool { return c >= ' ' && c < 127 },
	"punct":  isPunctC,
	"space":  isSpaceC,
	"upper":  func(c byte) bool { return c >= 'A' && c <= 'Z' },
	"xdigit": func(c byte) bool { return isDigit(c) || (c|0x20 >= 'a' && c|0x20 <= 'f') },
}

func (p *ereParser) bracket() *reNode {
	rest := p.s[p.i:]
	if len(rest) > 5 && rest[:6] == "[:<:]]" {
		p.i += 6
		return &reNode{kind: reBOW}
	}
	if len(rest) > 5 && rest[:6] == "[:>:]]" {
		p.i += 6
		return &reNode{kind: reEOW}
	}
	var set [256]bool
	invert := p.eat('^')
	if p.eat(']') {
		set[']'] = true
	} else if p.eat('-') {
		set['-'] = true
	}
	for p.more() && p.peek() != ']' && !p.seeTwo('-', ']') {
		p.bTerm(&set)
	}
	if p.eat('-') {
		set['-'] = true
	}
	if !p.eat(']') {
		p.seterr(regEBrack)
		return nil
	}
	if p.icase {
		for c := 0; c < 256; c++ {
			if set[c] && isAlphaByte(byte(c)) {
				set[otherCase(byte(c))] = true
			}
		}
	}
	if invert {
		for c := range set {
			set[c] = !set[c]
		}
		set['\n'] = false
	}
	return &reNode{kind: reSet, set: &set, neg: invert}
}

func (p *ereParser) bTerm(set *[256]bool) {
	var c byte
	switch p.peek() {
	case '[':
		c, _ = p.peek2()
	case '-':
		p.seterr(regERange)
		return
	}
	switch c {
	case ':':
		p.i += 2
		if !p.more() {
			p.seterr(regEBrack)
			return
		}
		if c := p.peek(); c == '-' || c == ']' {
			p.seterr(regECType)
			return
		}
		st := p.i
		for p.more() && isAlphaByte(p.peek()) {
			p.i++
		}
		fn, ok := ctypes[p.s[st:p.i]]
		if !ok {
			p.seterr(regECType)
			return
		}
		for c := 0; c < 256; c++ {
			if fn(byte(c)) {
				set[c] = true
			}
		}
		if !p.more() {
			p.seterr(regEBrack)
			return
		}
		if !p.seeTwo(':', ']') {
			p.seterr(regECType)
			return
		}
		p.i += 2
	case '=':
		p.i += 2
		if !p.more() {
			p.seterr(regEBrack)
			return
		}
		if c := p.peek(); c == '-' || c == ']' {
			p.seterr(regECollate)
			return
		}
		c := p.collElem('=')
		if p.err != "" {
			return
		}
		set[c] = true
		if !p.more() {
			p.seterr(regEBrack)
			return
		}
		if !p.seeTwo('=', ']') {
			p.seterr(regECollate)
			return
		}
		p.i += 2
	default:
		start := p.bSymbol()
		finish := start
		if c2, ok := p.peek2(); p.more() && p.peek() == '-' && ok && c2 != ']' {
			p.i++
			if p.eat('-') {
				finish = '-'
			} else {
				finish = p.bSymbol()
			}
		}
		if p.err != "" {
			return
		}
		if start > finish {
			p.seterr(regERange)
			return
		}
		for i := int(start); i <= int(finish); i++ {
			set[i] = true
		}
	}
}

func (p *ereParser) bSymbol() byte {
	if !p.more() {
		p.seterr(regEBrack)
		return 0
	}
	if p.seeTwo('[', '.') {
		p.i += 2
		c := p.collElem('.')
		if !p.seeTwo('.', ']') {
			p.seterr(regECollate)
			return 0
		}
		p.i += 2
		return c
	}
	c := p.s[p.i]
	p.i++
	return c
}

// collElem reads a collating element name up to "<end>]".
func (p *ereParser) collElem(end byte) byte {
	st := p.i
	for p.more() && !p.seeTwo(end, ']') {
		p.i++
	}
	if !p.more() {
		p.seterr(regEBrack)
		return 0
	}
	name := p.s[st:p.i]
	if c, ok := collNames[name]; ok {
		return c
	}
	if len(name) == 1 {
		return name[0]
	}
	p.seterr(regECollate)
	return 0
}
