package jaxexport

import (
	"fmt"
	"math"
	"math/big"
	"strings"
	"time"
)

// maxDepth bounds the nesting of expressions, as Python's parser does.
const maxDepth = 200

// parser evaluates a file's statements as it parses them.
type parser struct {
	lx   *lexer
	tok  token
	peek *token
	// vars are the module's variables; order lists them by first binding.
	vars   map[string]value
	varPos map[string]pos // where each variable was last bound
	order  []string
	depth  int
}

func (p *parser) errAt(at pos, format string, args ...any) *Error {
	return p.lx.errAt(at, format, args...)
}

// wrap locates a plain error at at.
func (p *parser) wrap(at pos, err error) error {
	if _, ok := err.(*Error); ok {
		return err
	}
	return p.errAt(at, "%v", err)
}

func (p *parser) advance() error {
	if p.peek != nil {
		p.tok, p.peek = *p.peek, nil
		return nil
	}
	t, err := p.lx.next()
	if err != nil {
		return err
	}
	p.tok = t
	return nil
}

func (p *parser) lookahead() (token, error) {
	if p.peek == nil {
		t, err := p.lx.next()
		if err != nil {
			return token{}, err
		}
		p.peek = &t
	}
	return *p.peek, nil
}

func (p *parser) isOp(s string) bool { return p.tok.kind == tOp && p.tok.text == s }

func (p *parser) expectOp(s string) error {
	if !p.isOp(s) {
		return p.errAt(p.tok.p, "expected '%s', found %v", s, p.tok)
	}
	return p.advance()
}

// keywords Python reserves; the ones this subset has are handled where
// they may appear, the rest are errors.
var keywords = map[string]bool{
	"False": true, "None": true, "True": true, "and": true, "as": true, "assert": true,
	"async": true, "await": true, "break": true, "class": true, "continue": true,
	"def": true, "del": true, "elif": true, "else": true, "except": true, "finally": true,
	"for": true, "from": true, "global": true, "if": true, "import": true, "in": true,
	"is": true, "lambda": true, "nonlocal": true, "not": true, "or": true, "pass": true,
	"raise": true, "return": true, "try": true, "while": true, "with": true, "yield": true,
}

func (p *parser) bind(name string, v value, at pos) {
	if _, ok := p.vars[name]; !ok {
		p.order = append(p.order, name)
	}
	p.vars[name] = v
	p.varPos[name] = at
}

// file parses and runs every statement.
func (p *parser) file() error {
	if err := p.advance(); err != nil {
		return err
	}
	for p.tok.kind != tEOF {
		if err := p.statement(); err != nil {
			return err
		}
	}
	return nil
}

// statement runs one simple statement (or several joined by ';') and its
// end of line.
func (p *parser) statement() error {
	for {
		if err := p.simpleStatement(); err != nil {
			return err
		}
		if !p.isOp(";") {
			break
		}
		if err := p.advance(); err != nil {
			return err
		}
		if p.tok.kind == tNewline {
			break
		}
	}
	if p.tok.kind != tNewline {
		return p.errAt(p.tok.p, "expected end of statement, found %v", p.tok)
	}
	return p.advance()
}

func (p *parser) simpleStatement() error {
	t := p.tok
	if t.kind == tName {
		switch t.text {
		case "import":
			return p.importStmt()
		case "from":
			return p.fromStmt()
		case "True", "False", "None":
		default:
			if keywords[t.text] {
				return p.errAt(t.p, "'%s' statements are not supported", t.text)
			}
		}
	}
	// An expression statement, or assignments: target = ... = value.
	var targets []*target
	for {
		start := p.tok.p
		tg, v, err := p.targetOrExpr()
		if err != nil {
			return err
		}
		if !p.isOp("=") {
			if len(targets) == 0 {
				return nil // an expression statement (a docstring): evaluated, unused
			}
			if tg != nil {
				v, err = p.evalTarget(tg)
				if err != nil {
					return err
				}
			}
			for _, tg := range targets {
				if err := p.assign(tg, v, start); err != nil {
					return err
				}
			}
			return nil
		}
		if tg == nil {
			return p.errAt(start, "cannot assign to expression")
		}
		targets = append(targets, tg)
		if err := p.advance(); err != nil {
			return err
		}
	}
}

// target is name[key]...: a variable and the subscripts applied to it.
type target struct {
	name  string
	at    pos
	keys  []value
	keyAt []pos
}

// targetOrExpr parses what may be an assignment target (a name followed by
// subscripts). A target is returned unevaluated (nil value) when it is
// followed by '=' or ends the statement; anything else is evaluated as an
// expression.
func (p *parser) targetOrExpr() (*target, value, error) {
	if p.tok.kind != tName || keywords[p.tok.text] && !isConstName(p.tok.text) {
		v, err := p.expr()
		return nil, v, err
	}
	nt, err := p.lookahead()
	if err != nil {
		return nil, nil, err
	}
	if !(nt.kind == tOp && (nt.text == "=" || nt.text == "[")) || isConstName(p.tok.text) {
		v, err := p.expr()
		return nil, v, err
	}
	tg := &target{name: p.tok.text, at: p.tok.p}
	if err := p.advance(); err != nil {
		return nil, nil, err
	}
	for p.isOp("[") {
		at := p.tok.p
		if err := p.advance(); err != nil {
			return nil, nil, err
		}
		k, err := p.expr()
		if err != nil {
			return nil, nil, err
		}
		if err := p.expectOp("]"); err != nil {
			return nil, nil, err
		}
		tg.keys = append(tg.keys, k)
		tg.keyAt = append(tg.keyAt, at)
	}
	if p.isOp("=") || p.tok.kind == tNewline || p.isOp(";") {
		return tg, nil, nil
	}
	// More follows (name[k].attr, name[k] + 1, ...): evaluate it as an
	// expression starting from the subscripted value.
	v, err := p.evalTarget(tg)
	if err != nil {
		return nil, nil, err
	}
	v, err = p.postfixFrom(v, tg.at)
	if err != nil {
		return nil, nil, err
	}
	v, err = p.arithFrom(v, tg.at)
	return nil, v, err
}

func isConstName(s string) bool { return s == "True" || s == "False" || s == "None" }

// evalTarget reads name[k]... as an expression.
func (p *parser) evalTarget(tg *target) (value, error) {
	v, err := p.lookup(tg.name, tg.at)
	if err != nil {
		return nil, err
	}
	for i, k := range tg.keys {
		v, err = p.subscript(v, k, tg.keyAt[i])
		if err != nil {
			return nil, err
		}
	}
	return v, nil
}

// assign stores v in the target.
func (p *parser) assign(tg *target, v value, at pos) error {
	if len(tg.keys) == 0 {
		p.bind(tg.name, v, at)
		return nil
	}
	container, err := p.lookup(tg.name, tg.at)
	if err != nil {
		return err
	}
	for i, k := range tg.keys[:len(tg.keys)-1] {
		container, err = p.subscript(container, k, tg.keyAt[i])
		if err != nil {
			return err
		}
	}
	last := len(tg.keys) - 1
	k, kat := tg.keys[last], tg.keyAt[last]
	switch c := container.(type) {
	case *dictVal:
		if !c.set(k, v, at) {
			return p.errAt(kat, "unhashable type: '%s'", typeName(k))
		}
		return nil
	case *listVal:
		i, err := p.index(k, len(c.elems), kat)
		if err != nil {
			return err
		}
		c.elems[i] = v
		return nil
	}
	return p.errAt(kat, "'%s' object does not support item assignment", typeName(container))
}

func (p *parser) index(k value, n int, at pos) (int, error) {
	ik := numKind(k)
	if ik != kInt {
		return 0, p.errAt(at, "indices must be integers, not %s", typeName(k))
	}
	i := asBigInt(k)
	if !i.IsInt64() {
		return 0, p.errAt(at, "index out of range")
	}
	j := i.Int64()
	if j < 0 {
		j += int64(n)
	}
	if j < 0 || j >= int64(n) {
		return 0, p.errAt(at, "index out of range")
	}
	return int(j), nil
}

func (p *parser) subscript(v, k value, at pos) (value, error) {
	switch c := v.(type) {
	case *dictVal:
		x, _, ok := c.get(k)
		if !ok {
			if _, hashable := hashKey(k); !hashable {
				return nil, p.errAt(at, "unhashable type: '%s'", typeName(k))
			}
			return nil, p.errAt(at, "key %s not found", repr(k))
		}
		return x, nil
	case *listVal, tupleVal:
		elems, _ := sequence(c)
		i, err := p.index(k, len(elems), at)
		if err != nil {
			return nil, err
		}
		return elems[i], nil
	}
	return nil, p.errAt(at, "'%s' object is not subscriptable", typeName(v))
}

func repr(v value) string {
	switch x := v.(type) {
	case string:
		return fmt.Sprintf("%q", x)
	case *big.Int:
		return x.String()
	case float64:
		return fmt.Sprint(x)
	}
	return "of type " + typeName(v)
}

// importStmt: import a.b [as c], ...
func (p *parser) importStmt() error {
	if err := p.advance(); err != nil {
		return err
	}
	for {
		name, at, err := p.dottedName()
		if err != nil {
			return err
		}
		bindAs := strings.SplitN(name, ".", 2)[0]
		mod := bindAs
		if p.tok.kind == tName && p.tok.text == "as" {
			if err := p.advance(); err != nil {
				return err
			}
			if p.tok.kind != tName || keywords[p.tok.text] {
				return p.errAt(p.tok.p, "expected a name after 'as', found %v", p.tok)
			}
			bindAs, mod = p.tok.text, name
			if err := p.advance(); err != nil {
				return err
			}
		}
		p.bind(bindAs, &moduleVal{name: mod}, at)
		if !p.isOp(",") {
			return nil
		}
		if err := p.advance(); err != nil {
			return err
		}
	}
}

// fromStmt: from a.b import x [as y], ... (or a parenthesized list).
func (p *parser) fromStmt() error {
	if err := p.advance(); err != nil {
		return err
	}
	mod, _, err := p.dottedName()
	if err != nil {
		return err
	}
	if p.tok.kind != tName || p.tok.text != "import" {
		return p.errAt(p.tok.p, "expected 'import', found %v", p.tok)
	}
	if err := p.advance(); err != nil {
		return err
	}
	paren := p.isOp("(")
	if paren {
		if err := p.advance(); err != nil {
			return err
		}
	}
	for {
		if p.isOp("*") {
			return p.errAt(p.tok.p, "'import *' is not supported")
		}
		if p.tok.kind != tName || keywords[p.tok.text] {
			return p.errAt(p.tok.p, "expected a name to import, found %v", p.tok)
		}
		name, at := p.tok.text, p.tok.p
		if err := p.advance(); err != nil {
			return err
		}
		bindAs := name
		if p.tok.kind == tName && p.tok.text == "as" {
			if err := p.advance(); err != nil {
				return err
			}
			if p.tok.kind != tName || keywords[p.tok.text] {
				return p.errAt(p.tok.p, "expected a name after 'as', found %v", p.tok)
			}
			bindAs = p.tok.text
			if err := p.advance(); err != nil {
				return err
			}
		}
		v, err := attribute(&moduleVal{name: mod}, name)
		if err != nil {
			if !knownModule(mod) {
				v, err = &moduleVal{name: mod + "." + name}, nil
			} else {
				return p.errAt(at, "%v", err)
			}
		}
		p.bind(bindAs, v, at)
		if !p.isOp(",") {
			break
		}
		if err := p.advance(); err != nil {
			return err
		}
		if paren && p.isOp(")") {
			break
		}
	}
	if paren {
		return p.expectOp(")")
	}
	return nil
}

func (p *parser) dottedName() (string, pos, error) {
	at := p.tok.p
	var parts []string
	for {
		if p.tok.kind != tName || keywords[p.tok.text] {
			return "", at, p.errAt(p.tok.p, "expected a module name, found %v", p.tok)
		}
		parts = append(parts, p.tok.text)
		if err := p.advance(); err != nil {
			return "", at, err
		}
		if !p.isOp(".") {
			return strings.Join(parts, "."), at, nil
		}
		if err := p.advance(); err != nil {
			return "", at, err
		}
	}
}

func (p *parser) enter(at pos) error {
	p.depth++
	if p.depth > maxDepth {
		return p.errAt(at, "expression nested too deeply")
	}
	return nil
}

// expr parses and evaluates an expression: sums and differences of unary
// expressions.
func (p *parser) expr() (value, error) {
	at := p.tok.p
	if err := p.enter(at); err != nil {
		return nil, err
	}
	defer func() { p.depth-- }()
	v, err := p.unary()
	if err != nil {
		return nil, err
	}
	return p.arithFrom(v, at)
}

// arithFrom continues a sum whose first term is v.
func (p *parser) arithFrom(v value, at pos) (value, error) {
	for p.isOp("+") || p.isOp("-") {
		op, opAt := p.tok.text[0], p.tok.p
		if err := p.advance(); err != nil {
			return nil, err
		}
		w, err := p.unary()
		if err != nil {
			return nil, err
		}
		v, err = arith(op, v, w)
		if err != nil {
			return nil, p.errAt(opAt, "%v", err)
		}
	}
	if p.tok.kind == tOp && strings.Contains("*/%@<>|&^~!", p.tok.text) {
		return nil, p.errAt(p.tok.p, "operator '%s' is not supported", p.tok.text)
	}
	return v, nil
}

func (p *parser) unary() (value, error) {
	if p.isOp("-") || p.isOp("+") {
		op, at := p.tok.text, p.tok.p
		if err := p.enter(at); err != nil {
			return nil, err
		}
		defer func() { p.depth-- }()
		if err := p.advance(); err != nil {
			return nil, err
		}
		v, err := p.unary()
		if err != nil {
			return nil, err
		}
		if op == "-" {
			v, err = negate(v)
		} else {
			v, err = plus(v)
		}
		if err != nil {
			return nil, p.errAt(at, "%v", err)
		}
		return v, nil
	}
	at := p.tok.p
	v, err := p.atom()
	if err != nil {
		return nil, err
	}
	return p.postfixFrom(v, at)
}

// postfixFrom applies attribute access, calls and subscripts to v.
func (p *parser) postfixFrom(v value, at pos) (value, error) {
	for {
		switch {
		case p.isOp("."):
			if err := p.advance(); err != nil {
				return nil, err
			}
			if p.tok.kind != tName {
				return nil, p.errAt(p.tok.p, "expected an attribute name, found %v", p.tok)
			}
			w, err := attribute(v, p.tok.text)
			if err != nil {
				return nil, p.errAt(p.tok.p, "%v", err)
			}
			v = w
			if err := p.advance(); err != nil {
				return nil, err
			}
		case p.isOp("("):
			callAt := p.tok.p
			args, kwargs, err := p.callArgs()
			if err != nil {
				return nil, err
			}
			v, err = p.call(v, args, kwargs, at, callAt)
			if err != nil {
				return nil, err
			}
		case p.isOp("["):
			kat := p.tok.p
			if err := p.advance(); err != nil {
				return nil, err
			}
			k, err := p.expr()
			if err != nil {
				return nil, err
			}
			if err := p.expectOp("]"); err != nil {
				return nil, err
			}
			v, err = p.subscript(v, k, kat)
			if err != nil {
				return nil, err
			}
		default:
			return v, nil
		}
	}
}

// arg is a call argument and where it was.
type arg struct {
	v  value
	at pos
}

type kwarg struct {
	name string
	arg
}

func (p *parser) callArgs() ([]arg, []kwarg, error) {
	if err := p.advance(); err != nil { // (
		return nil, nil, err
	}
	var args []arg
	var kwargs []kwarg
	for !p.isOp(")") {
		at := p.tok.p
		if p.isOp("*") {
			return nil, nil, p.errAt(at, "argument unpacking is not supported")
		}
		if p.tok.kind == tName && !keywords[p.tok.text] {
			nt, err := p.lookahead()
			if err != nil {
				return nil, nil, err
			}
			if nt.kind == tOp && nt.text == "=" {
				name := p.tok.text
				if err := p.advance(); err != nil {
					return nil, nil, err
				}
				if err := p.advance(); err != nil {
					return nil, nil, err
				}
				vat := p.tok.p
				v, err := p.expr()
				if err != nil {
					return nil, nil, err
				}
				for _, k := range kwargs {
					if k.name == name {
						return nil, nil, p.errAt(at, "keyword argument repeated: %s", name)
					}
				}
				kwargs = append(kwargs, kwarg{name, arg{v, vat}})
				if !p.isOp(",") {
					break
				}
				if err := p.advance(); err != nil {
					return nil, nil, err
				}
				continue
			}
		}
		if len(kwargs) > 0 {
			return nil, nil, p.errAt(at, "positional argument follows keyword argument")
		}
		v, err := p.expr()
		if err != nil {
			return nil, nil, err
		}
		args = append(args, arg{v, at})
		if !p.isOp(",") {
			break
		}
		if err := p.advance(); err != nil {
			return nil, nil, err
		}
	}
	if err := p.expectOp(")"); err != nil {
		return nil, nil, err
	}
	return args, kwargs, nil
}

func (p *parser) atom() (value, error) {
	t := p.tok
	switch t.kind {
	case tInt:
		return t.i, p.advance()
	case tFloat:
		return t.f, p.advance()
	case tImag:
		return complex(0, t.f), p.advance()
	case tString, tBytes:
		// Adjacent literals are one.
		var s strings.Builder
		var b []byte
		for p.tok.kind == tString || p.tok.kind == tBytes {
			if p.tok.kind != t.kind {
				return nil, p.errAt(p.tok.p, "cannot mix bytes and nonbytes literals")
			}
			s.WriteString(p.tok.text)
			b = append(b, p.tok.b...)
			if err := p.advance(); err != nil {
				return nil, err
			}
		}
		if t.kind == tBytes {
			if b == nil {
				b = []byte{}
			}
			return bytesVal(b), nil
		}
		return s.String(), nil
	case tName:
		if keywords[t.text] && !isConstName(t.text) {
			return nil, p.errAt(t.p, "unexpected keyword '%s'", t.text)
		}
		v, err := p.lookup(t.text, t.p)
		if err != nil {
			return nil, err
		}
		return v, p.advance()
	case tOp:
		switch t.text {
		case "(":
			return p.parenthesized()
		case "[":
			elems, _, err := p.display("]")
			if err != nil {
				return nil, err
			}
			return &listVal{elems: elems}, nil
		case "{":
			return p.dictDisplay()
		}
	}
	return nil, p.errAt(t.p, "unexpected %v", t)
}

// display parses comma-separated expressions up to close; trailing
// reports a trailing comma.
func (p *parser) display(close string) ([]value, bool, error) {
	if err := p.advance(); err != nil {
		return nil, false, err
	}
	var elems []value
	trailing := false
	for !p.isOp(close) {
		if p.isOp("*") {
			return nil, false, p.errAt(p.tok.p, "unpacking is not supported")
		}
		v, err := p.expr()
		if err != nil {
			return nil, false, err
		}
		elems = append(elems, v)
		trailing = false
		if !p.isOp(",") {
			break
		}
		trailing = true
		if err := p.advance(); err != nil {
			return nil, false, err
		}
	}
	if !p.isOp(close) {
		return nil, false, p.errAt(p.tok.p, "expected ',' or '%s', found %v", close, p.tok)
	}
	return elems, trailing, p.advance()
}

func (p *parser) parenthesized() (value, error) {
	elems, trailing, err := p.display(")")
	if err != nil {
		return nil, err
	}
	if len(elems) == 1 && !trailing {
		return elems[0], nil
	}
	if elems == nil {
		elems = []value{}
	}
	return tupleVal{elems: elems}, nil
}

func (p *parser) dictDisplay() (value, error) {
	if err := p.advance(); err != nil {
		return nil, err
	}
	d := newDict()
	for !p.isOp("}") {
		kat := p.tok.p
		if p.isOp("*") {
			return nil, p.errAt(kat, "unpacking is not supported")
		}
		k, err := p.expr()
		if err != nil {
			return nil, err
		}
		if !p.isOp(":") {
			return nil, p.errAt(p.tok.p, "expected ':', found %v (sets are not supported)", p.tok)
		}
		if err := p.advance(); err != nil {
			return nil, err
		}
		vat := p.tok.p
		v, err := p.expr()
		if err != nil {
			return nil, err
		}
		if !d.set(k, v, vat) {
			return nil, p.errAt(kat, "unhashable type: '%s'", typeName(k))
		}
		if !p.isOp(",") {
			break
		}
		if err := p.advance(); err != nil {
			return nil, err
		}
	}
	if err := p.expectOp("}"); err != nil {
		return nil, err
	}
	return d, nil
}

// builtins are the names Python (and, for nan and inf, numpy's repr)
// provides without an import.
var builtins = map[string]value{
	"True":    true,
	"False":   false,
	"None":    noneVal{},
	"dict":    builtinVal{"dict"},
	"float":   builtinVal{"float"},
	"bool":    dtypeVal{Bool},
	"int":     builtinVal{"int"},
	"complex": builtinVal{"complex"},
	"nan":     math.NaN(),
	"inf":     math.Inf(1),
}

func (p *parser) lookup(name string, at pos) (value, error) {
	if v, ok := p.vars[name]; ok {
		return v, nil
	}
	if v, ok := builtins[name]; ok {
		return v, nil
	}
	return nil, p.errAt(at, "name '%s' is not defined", name)
}

func knownModule(name string) bool {
	return name == "numpy" || name == "datetime" || name == "ml_dtypes"
}

// attribute is v.name for the modules the files use.
func attribute(v value, name string) (value, error) {
	m, ok := v.(*moduleVal)
	if !ok {
		return nil, fmt.Errorf("'%s' object has no attribute '%s' (not supported)", typeName(v), name)
	}
	switch m.name {
	case "numpy":
		switch name {
		case "array", "asarray":
			return builtinVal{"numpy.array"}, nil
		case "nan", "NaN", "NAN":
			return math.NaN(), nil
		case "inf", "Inf", "infty", "PINF":
			return math.Inf(1), nil
		case "NINF":
			return math.Inf(-1), nil
		case "bfloat16":
			// numpy has none; ml_dtypes has.
		default:
			if dt, ok := dtypeByName[name]; ok {
				return dtypeVal{dt}, nil
			}
		}
	case "datetime":
		if name == "date" {
			return builtinVal{"datetime.date"}, nil
		}
	case "ml_dtypes":
		if name == "bfloat16" {
			return dtypeVal{BFloat16}, nil
		}
	default:
		if !knownModule(m.name) {
			return &moduleVal{name: m.name + "." + name}, nil
		}
	}
	return nil, fmt.Errorf("module '%s' has no attribute '%s' (not supported)", m.name, name)
}

// call applies a builtin.
func (p *parser) call(fn value, args []arg, kwargs []kwarg, fnAt, at pos) (value, error) {
	noKw := func(name string) error {
		if len(kwargs) > 0 {
			return p.errAt(kwargs[0].at, "%s() takes no keyword arguments", name)
		}
		return nil
	}
	nArgs := func(name string, n int) error {
		if len(args) != n {
			return p.errAt(at, "%s() takes %d positional arguments, %d given", name, n, len(args))
		}
		return nil
	}
	switch f := fn.(type) {
	case dtypeVal:
		// np.float32(1.5): a rank-0 array.
		if err := noKw(f.dt.String()); err != nil {
			return nil, err
		}
		if err := nArgs(f.dt.String(), 1); err != nil {
			return nil, err
		}
		a, err := newArray(args[0].v, f.dt)
		if err != nil {
			return nil, p.errAt(args[0].at, "%v", err)
		}
		return a, nil
	case builtinVal:
		switch f.name {
		case "dict":
			if len(args) > 0 {
				return nil, p.errAt(args[0].at, "dict() with positional arguments is not supported")
			}
			d := newDict()
			for _, k := range kwargs {
				d.set(k.name, k.v, k.at)
			}
			return d, nil
		case "numpy.array":
			if len(args) < 1 || len(args) > 2 {
				return nil, p.errAt(at, "array() takes an object and a dtype")
			}
			dtArg := arg{}
			if len(args) == 2 {
				dtArg = args[1]
			}
			for _, k := range kwargs {
				if k.name != "dtype" {
					return nil, p.errAt(k.at, "array() keyword argument '%s' is not supported", k.name)
				}
				if dtArg.v != nil {
					return nil, p.errAt(k.at, "array() got multiple values for argument 'dtype'")
				}
				dtArg = k.arg
			}
			var dt DType
			if dtArg.v != nil {
				var err error
				dt, err = asDType(dtArg.v)
				if err != nil {
					return nil, p.errAt(dtArg.at, "%v", err)
				}
			}
			a, err := newArray(args[0].v, dt)
			if err != nil {
				return nil, p.errAt(args[0].at, "%v", err)
			}
			return a, nil
		case "datetime.date":
			if err := noKw("date"); err != nil {
				return nil, err
			}
			if err := nArgs("date", 3); err != nil {
				return nil, err
			}
			var ymd [3]int
			for i, a := range args {
				n := asBigInt(a.v)
				if _, isBool := a.v.(bool); n == nil || isBool || !n.IsInt64() {
					return nil, p.errAt(a.at, "date() argument must be an int, not %s", typeName(a.v))
				}
				if x := n.Int64(); x < math.MinInt32 || x > math.MaxInt32 {
					return nil, p.errAt(a.at, "date() argument out of range")
				} else {
					ymd[i] = int(x)
				}
			}
			y, m, d := ymd[0], ymd[1], ymd[2]
			if y < 1 || y > 9999 {
				return nil, p.errAt(args[0].at, "year %d is out of range", y)
			}
			if m < 1 || m > 12 {
				return nil, p.errAt(args[1].at, "month must be in 1..12")
			}
			if d < 1 || d > time.Date(y, time.Month(m)+1, 0, 0, 0, 0, 0, time.UTC).Day() {
				return nil, p.errAt(args[2].at, "day is out of range for month")
			}
			return dateVal{y, m, d}, nil
		case "float":
			if err := noKw("float"); err != nil {
				return nil, err
			}
			if err := nArgs("float", 1); err != nil {
				return nil, err
			}
			if s, ok := args[0].v.(string); ok {
				switch strings.ToLower(strings.TrimSpace(s)) {
				case "nan", "+nan", "-nan":
					return math.NaN(), nil
				case "inf", "+inf", "infinity", "+infinity":
					return math.Inf(1), nil
				case "-inf", "-infinity":
					return math.Inf(-1), nil
				}
				return nil, p.errAt(args[0].at, "float() of a string other than nan or inf is not supported")
			}
			if _, ok := args[0].v.(complex128); ok {
				return nil, p.errAt(args[0].at, "float() argument must be a real number, not complex")
			}
			f, ok := asFloat(args[0].v)
			if !ok {
				return nil, p.errAt(args[0].at, "float() argument must be a real number, not %s", typeName(args[0].v))
			}
			return f, nil
		case "int", "complex":
			return nil, p.errAt(fnAt, "%s() calls are not supported", f.name)
		}
	case *moduleVal:
		return nil, p.errAt(fnAt, "'%s' is a module, not a callable this reader knows", f.name)
	}
	return nil, p.errAt(fnAt, "'%s' object is not callable", typeName(fn))
}

// asDType reads a dtype= argument: a scalar type or its name.
func asDType(v value) (DType, error) {
	switch x := v.(type) {
	case dtypeVal:
		return x.dt, nil
	case string:
		if dt, ok := dtypeByName[x]; ok {
			return dt, nil
		}
		return 0, fmt.Errorf("data type %q not understood", x)
	case builtinVal:
		switch x.name {
		case "float":
			return Float64, nil
		case "int":
			return Int64, nil
		case "complex":
			return Complex128, nil
		}
	}
	return 0, fmt.Errorf("dtype must be a numpy scalar type, not %s", typeName(v))
}
