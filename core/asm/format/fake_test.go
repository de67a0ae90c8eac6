package format

import (
	"fmt"
	"strconv"
	"strings"

	"ncc/core"
)

// This file holds small stand-ins for core/asm's OpParser and OpPrinter, so
// the engine is tested on its own: a parser over a token list and a printer
// into a string. They speak a subset of MLIR's syntax, enough for the test
// ops: iN/index/fN/tensor<...> types, integers, strings, symbols, unit.

type fakePrinter struct {
	ctx    *core.Context
	b      strings.Builder
	names  map[core.Value]string
	blocks map[*core.Block]string
}

func newFakePrinter(ctx *core.Context) *fakePrinter {
	return &fakePrinter{ctx: ctx, names: map[core.Value]string{}, blocks: map[*core.Block]string{}}
}

func (p *fakePrinter) Context() *core.Context { return p.ctx }
func (p *fakePrinter) WriteString(s string)   { p.b.WriteString(s) }
func (p *fakePrinter) PrintType(t core.Type)  { p.b.WriteString(fakeTypeString(t)) }

func fakeTypeString(t core.Type) string {
	if f, ok := t.(*core.FunctionType); ok {
		var in, out []string
		for _, x := range f.Inputs {
			in = append(in, fakeTypeString(x))
		}
		for _, x := range f.Results {
			out = append(out, fakeTypeString(x))
		}
		return "(" + strings.Join(in, ", ") + ") -> (" + strings.Join(out, ", ") + ")"
	}
	return t.Key()
}

func (p *fakePrinter) attr(a core.Attribute, withType bool) {
	switch a := a.(type) {
	case *core.IntegerAttr:
		if it, ok := a.Type.(*core.IntType); ok && it.Width == 1 {
			p.b.WriteString(strconv.FormatBool(a.Val != 0))
			return
		}
		p.b.WriteString(strconv.FormatInt(a.Val, 10))
		if withType && a.Type.Key() != "i64" {
			p.b.WriteString(" : " + fakeTypeString(a.Type))
		}
	case *core.StringAttr:
		p.b.WriteString(strconv.Quote(a.Value))
	case *core.UnitAttr:
		p.b.WriteString("unit")
	case *core.SymbolRefAttr:
		p.b.WriteString("@" + a.Root)
	case *core.DenseArrayAttr:
		p.b.WriteString("array<" + a.Elem.Key())
		for i := 0; i < a.N; i++ {
			if i == 0 {
				p.b.WriteString(": ")
			} else {
				p.b.WriteString(", ")
			}
			p.b.WriteString(strconv.Itoa(int(int32(uint32(a.Raw[4*i]) | uint32(a.Raw[4*i+1])<<8 | uint32(a.Raw[4*i+2])<<16 | uint32(a.Raw[4*i+3])<<24))))
		}
		p.b.WriteString(">")
	case *flagsAttr:
		p.b.WriteString("#test.overflow<" + a.flags + ">")
	default:
		p.b.WriteString(a.Key())
	}
}

func (p *fakePrinter) PrintAttribute(a core.Attribute)            { p.attr(a, true) }
func (p *fakePrinter) PrintAttributeWithoutType(a core.Attribute) { p.attr(a, false) }
func (p *fakePrinter) PrintKeywordOrString(s string) {
	if isKeyword(s) {
		p.b.WriteString(s)
	} else {
		p.b.WriteString(strconv.Quote(s))
	}
}
func (p *fakePrinter) PrintString(s string)                                     { p.b.WriteString(strconv.Quote(s)) }
func (p *fakePrinter) PrintDimensionList(ds []int64)                            { p.b.WriteString(fmt.Sprint(ds)) }
func (p *fakePrinter) PrintOperand(v core.Value)                                { p.b.WriteString(p.names[v]) }
func (p *fakePrinter) PrintSymbolName(s string)                                 { p.b.WriteString("@" + s) }
func (p *fakePrinter) PrintSuccessor(b *core.Block)                             { p.b.WriteString(p.blocks[b]) }
func (p *fakePrinter) PrintNewline()                                            { p.b.WriteString("\n") }
func (p *fakePrinter) PrintFunctionalType(*core.Operation)                      { p.b.WriteString("<fn>") }
func (p *fakePrinter) PrintArrowTypeList([]core.Type)                           { p.b.WriteString("<arrow>") }
func (p *fakePrinter) PrintRegionArgument(*core.BlockArg, *core.DictAttr, bool) {}
func (p *fakePrinter) PrintOptionalLocationSpecifier(core.Location)             {}
func (p *fakePrinter) ShadowRegionArgs(*core.Region, []core.Value)              {}

func (p *fakePrinter) PrintOperands(vs []core.Value) {
	for i, v := range vs {
		if i > 0 {
			p.b.WriteString(", ")
		}
		p.PrintOperand(v)
	}
}

func (p *fakePrinter) PrintTypes(ts []core.Type) {
	for i, t := range ts {
		if i > 0 {
			p.b.WriteString(", ")
		}
		p.PrintType(t)
	}
}

func (p *fakePrinter) dict(attrs []core.NamedAttr, elided []string) string {
	skip := map[string]bool{}
	for _, e := range elided {
		skip[e] = true
	}
	var parts []string
	for _, a := range attrs {
		if skip[a.Name] {
			continue
		}
		if _, ok := a.Value.(*core.UnitAttr); ok {
			parts = append(parts, a.Name)
			continue
		}
		sub := &fakePrinter{ctx: p.ctx}
		sub.PrintAttribute(a.Value)
		parts = append(parts, a.Name+" = "+sub.b.String())
	}
	if len(parts) == 0 {
		return ""
	}
	return "{" + strings.Join(parts, ", ") + "}"
}

func (p *fakePrinter) PrintOptionalAttrDict(attrs []core.NamedAttr, elided ...string) {
	if d := p.dict(attrs, elided); d != "" {
		p.b.WriteString(" " + d)
	}
}

func (p *fakePrinter) PrintOptionalAttrDictWithKeyword(attrs []core.NamedAttr, elided ...string) {
	if d := p.dict(attrs, elided); d != "" {
		p.b.WriteString(" attributes " + d)
	}
}

// PrintRegion writes {op names; ...} with the terminator left out when asked.
func (p *fakePrinter) PrintRegion(r *core.Region, _ bool, printTerminators, _ bool) {
	var ops []string
	for _, b := range r.Blocks() {
		for _, op := range b.Ops() {
			if !printTerminators && op == b.Last() && op.HasTrait(core.Terminator) {
				continue
			}
			ops = append(ops, op.Name())
		}
	}
	p.b.WriteString("{" + strings.Join(ops, "; ") + "}")
}

// fakeParser reads a token list.
type fakeParser struct {
	ctx    *core.Context
	toks   []string
	i      int
	values map[string]core.Value
	scope  *core.Block // owns the values resolved so far
	blocks map[string]*core.Block
}

func newFakeParser(ctx *core.Context, src string) *fakeParser {
	return &fakeParser{ctx: ctx, toks: fakeTokens(src), values: map[string]core.Value{},
		scope: core.NewBlock(nil, nil), blocks: map[string]*core.Block{}}
}

func fakeTokens(src string) []string {
	var out []string
	for i := 0; i < len(src); {
		c := src[i]
		j := i + 1
		switch {
		case c == ' ' || c == '\n' || c == '\t':
			i++
			continue
		case strings.HasPrefix(src[i:], "tensor<") && strings.IndexByte(src[i:], '>') > 0:
			j = i + strings.IndexByte(src[i:], '>') + 1
		case strings.HasPrefix(src[i:], "->") || strings.HasPrefix(src[i:], "..."):
			j = i + 2
			if c == '.' {
				j = i + 3
			}
		case c == '"':
			for j < len(src) && src[j] != '"' {
				j++
			}
			if j < len(src) {
				j++
			}
		case c == '%' || c == '^' || c == '@' || isAlpha(c) || c == '_' || isDigit(c) || c == '-':
			for j < len(src) && (isAlnum(src[j]) || contains("_.$#", src[j])) {
				j++
			}
		}
		out = append(out, src[i:j])
		i = j
	}
	return out
}

func (p *fakeParser) peek() string {
	if p.i < len(p.toks) {
		return p.toks[p.i]
	}
	return ""
}
func (p *fakeParser) take() string { t := p.peek(); p.i++; return t }

func (p *fakeParser) Context() *core.Context { return p.ctx }
func (p *fakeParser) Pos() core.Pos          { return core.Pos{Offset: p.i, Line: 1, Col: p.i + 1} }
func (p *fakeParser) Errorf(f string, args ...any) error {
	return p.ErrorAt(p.Pos(), f, args...)
}
func (p *fakeParser) ErrorAt(pos core.Pos, f string, args ...any) error {
	return fmt.Errorf("tok %d: %s", pos.Offset, fmt.Sprintf(f, args...))
}

func (p *fakeParser) ParsePunct(s string) error {
	if !p.ParseOptionalPunct(s) {
		return p.Errorf("expected '%s'", s)
	}
	return nil
}
func (p *fakeParser) ParseOptionalPunct(s string) bool {
	if p.peek() == s {
		p.i++
		return true
	}
	return false
}
func (p *fakeParser) ParseKeyword(kw string) error {
	if !p.ParseOptionalKeyword(kw) {
		return p.Errorf("expected '%s'", kw)
	}
	return nil
}
func (p *fakeParser) ParseOptionalKeyword(kw string) bool { return p.ParseOptionalPunct(kw) }
func (p *fakeParser) ParseAnyKeyword() (string, error) {
	if kw, ok := p.ParseOptionalAnyKeyword(); ok {
		return kw, nil
	}
	return "", p.Errorf("expected keyword")
}
func (p *fakeParser) ParseOptionalAnyKeyword() (string, bool) {
	if t := p.peek(); t != "" && (isAlpha(t[0]) || t[0] == '_') {
		p.i++
		return t, true
	}
	return "", false
}
func (p *fakeParser) ParseString() (string, error) {
	if s, ok := p.ParseOptionalString(); ok {
		return s, nil
	}
	return "", p.Errorf("expected string")
}
func (p *fakeParser) ParseOptionalString() (string, bool) {
	if t := p.peek(); len(t) >= 2 && strings.HasPrefix(t, `"`) && strings.HasSuffix(t, `"`) {
		p.i++
		return t[1 : len(t)-1], true
	}
	return "", false
}
func (p *fakeParser) ParseKeywordOrString() (string, error) {
	if s, ok := p.ParseOptionalString(); ok {
		return s, nil
	}
	return p.ParseAnyKeyword()
}
func (p *fakeParser) ParseInteger() (int64, error) {
	v, ok, err := p.ParseOptionalInteger()
	if err == nil && !ok {
		err = p.Errorf("expected integer")
	}
	return v, err
}
func (p *fakeParser) ParseOptionalInteger() (int64, bool, error) {
	v, err := strconv.ParseInt(p.peek(), 10, 64)
	if err != nil {
		return 0, false, nil
	}
	p.i++
	return v, true, nil
}
func (p *fakeParser) ParseFloat() (float64, error) {
	return strconv.ParseFloat(p.take(), 64)
}
func (p *fakeParser) ParseDimensionList(bool) ([]int64, error) { return nil, p.Errorf("unsupported") }

func (p *fakeParser) ParseType() (core.Type, error) {
	t, ok, err := p.ParseOptionalType()
	if err == nil && !ok {
		err = p.Errorf("expected type")
	}
	return t, err
}

func (p *fakeParser) ParseOptionalType() (core.Type, bool, error) {
	t := p.peek()
	switch {
	case t == "index":
		p.i++
		return core.Index(p.ctx), true, nil
	case core.IsFloatTypeName(t):
		p.i++
		return core.Float(p.ctx, t), true, nil
	case len(t) > 1 && t[0] == 'i' && isDigit(t[1]):
		w, err := strconv.Atoi(t[1:])
		if err != nil {
			return nil, false, nil
		}
		p.i++
		return core.IntegerType(p.ctx, w), true, nil
	case strings.HasPrefix(t, "tensor<"):
		p.i++
		body := t[len("tensor<") : len(t)-1]
		x := strings.LastIndexByte(body, 'x')
		if x < 0 {
			return nil, false, p.Errorf("bad tensor type")
		}
		n, _ := strconv.ParseInt(body[:x], 10, 64)
		sub := newFakeParser(p.ctx, body[x+1:])
		elem, err := sub.ParseType()
		if err != nil {
			return nil, false, err
		}
		return core.RankedTensor(p.ctx, []int64{n}, elem, nil), true, nil
	case t == "(":
		p.i++
		var in []core.Type
		if !p.ParseOptionalPunct(")") {
			ts, err := p.ParseTypeList()
			if err != nil {
				return nil, false, err
			}
			in = ts
			if err := p.ParsePunct(")"); err != nil {
				return nil, false, err
			}
		}
		out, err := p.ParseArrowTypeList()
		if err != nil {
			return nil, false, err
		}
		return core.Function(p.ctx, in, out), true, nil
	}
	return nil, false, nil
}

func (p *fakeParser) ParseAttribute(t core.Type) (core.Attribute, error) {
	a, ok, err := p.ParseOptionalAttribute(t)
	if err == nil && !ok {
		err = p.Errorf("expected attribute value")
	}
	return a, err
}

func (p *fakeParser) ParseOptionalAttribute(t core.Type) (core.Attribute, bool, error) {
	tok := p.peek()
	switch {
	case tok == "true" || tok == "false":
		p.i++
		return core.Bool(p.ctx, tok == "true"), true, nil
	case tok == "unit":
		p.i++
		return core.Unit(p.ctx), true, nil
	case strings.HasPrefix(tok, "@"):
		p.i++
		return core.SymbolRef(p.ctx, tok[1:]), true, nil
	case len(tok) >= 2 && strings.HasPrefix(tok, `"`) && strings.HasSuffix(tok, `"`):
		p.i++
		return core.String(p.ctx, tok[1:len(tok)-1]), true, nil
	}
	v, ok, _ := p.ParseOptionalInteger()
	if !ok {
		return nil, false, nil
	}
	if t == nil {
		t = core.IntegerType(p.ctx, 64)
		if p.ParseOptionalPunct(":") {
			var err error
			if t, err = p.ParseType(); err != nil {
				return nil, false, err
			}
		}
	}
	return core.Int(p.ctx, t, v), true, nil
}

func (p *fakeParser) ParseCommaSeparatedList(delim string, elem func() error) error {
	if delim != "" {
		if err := p.ParsePunct(delim[:1]); err != nil {
			return err
		}
		if p.ParseOptionalPunct(delim[1:]) {
			return nil
		}
	}
	for {
		if err := elem(); err != nil {
			return err
		}
		if !p.ParseOptionalPunct(",") {
			break
		}
	}
	if delim != "" {
		return p.ParsePunct(delim[1:])
	}
	return nil
}

func (p *fakeParser) ParseOperand() (core.UnresolvedOperand, error) {
	u, ok, err := p.ParseOptionalOperand()
	if err == nil && !ok {
		err = p.Errorf("expected SSA operand")
	}
	return u, err
}

func (p *fakeParser) ParseOptionalOperand() (core.UnresolvedOperand, bool, error) {
	t := p.peek()
	if !strings.HasPrefix(t, "%") {
		return core.UnresolvedOperand{}, false, nil
	}
	pos := p.Pos()
	p.i++
	name, num, _ := strings.Cut(t[1:], "#")
	n, _ := strconv.Atoi(num)
	return core.UnresolvedOperand{Name: name, Number: n, Pos: pos}, true, nil
}

func (p *fakeParser) ParseOperandList(delim string) ([]core.UnresolvedOperand, error) {
	var us []core.UnresolvedOperand
	if delim == "" && !strings.HasPrefix(p.peek(), "%") {
		return nil, nil
	}
	err := p.ParseCommaSeparatedList(delim, func() error {
		u, err := p.ParseOperand()
		us = append(us, u)
		return err
	})
	return us, err
}

func (p *fakeParser) ResolveOperand(u core.UnresolvedOperand, t core.Type) (core.Value, error) {
	key := u.Name + "#" + strconv.Itoa(u.Number)
	if v, ok := p.values[key]; ok {
		if v.Type() != t {
			return nil, p.ErrorAt(u.Pos, "use of value '%%%s' expects different type than prior uses", u.Name)
		}
		return v, nil
	}
	v := p.scope.AddArg(t, nil)
	p.values[key] = v
	return v, nil
}

func (p *fakeParser) ResolveOperands(us []core.UnresolvedOperand, ts []core.Type) ([]core.Value, error) {
	if len(us) != len(ts) {
		return nil, p.Errorf("%d operands present, but expected %d", len(us), len(ts))
	}
	vs := make([]core.Value, len(us))
	for i := range us {
		v, err := p.ResolveOperand(us[i], ts[i])
		if err != nil {
			return nil, err
		}
		vs[i] = v
	}
	return vs, nil
}

func (p *fakeParser) ParseColonType() (core.Type, error) {
	if err := p.ParsePunct(":"); err != nil {
		return nil, err
	}
	return p.ParseType()
}
func (p *fakeParser) ParseColonTypeList() ([]core.Type, error) {
	if err := p.ParsePunct(":"); err != nil {
		return nil, err
	}
	return p.ParseTypeList()
}
func (p *fakeParser) ParseOptionalColonTypeList() ([]core.Type, error) {
	if !p.ParseOptionalPunct(":") {
		return nil, nil
	}
	return p.ParseTypeList()
}
func (p *fakeParser) ParseArrowTypeList() ([]core.Type, error) {
	if err := p.ParsePunct("->"); err != nil {
		return nil, err
	}
	if p.ParseOptionalPunct("(") {
		if p.ParseOptionalPunct(")") {
			return nil, nil
		}
		ts, err := p.ParseTypeList()
		if err != nil {
			return nil, err
		}
		return ts, p.ParsePunct(")")
	}
	t, err := p.ParseType()
	return []core.Type{t}, err
}
func (p *fakeParser) ParseOptionalArrowTypeList() ([]core.Type, error) {
	if p.peek() != "->" {
		return nil, nil
	}
	return p.ParseArrowTypeList()
}
func (p *fakeParser) ParseTypeList() ([]core.Type, error) {
	var ts []core.Type
	err := p.ParseCommaSeparatedList("", func() error {
		t, err := p.ParseType()
		ts = append(ts, t)
		return err
	})
	return ts, err
}

func (p *fakeParser) dict(into *[]core.NamedAttr) error {
	return p.ParseCommaSeparatedList("{}", func() error {
		name, err := p.ParseAnyKeyword()
		if err != nil {
			return err
		}
		var a core.Attribute = core.Unit(p.ctx)
		if p.ParseOptionalPunct("=") {
			if a, err = p.ParseAttribute(nil); err != nil {
				return err
			}
		}
		*into = append(*into, core.NamedAttr{Name: name, Value: a})
		return nil
	})
}

func (p *fakeParser) ParseOptionalAttrDict(st *core.OpState) error {
	if p.peek() != "{" {
		return nil
	}
	return p.dict(&st.Attrs)
}
func (p *fakeParser) ParseOptionalAttrDictWithKeyword(st *core.OpState) error {
	if !p.ParseOptionalKeyword("attributes") {
		return nil
	}
	return p.dict(&st.Attrs)
}
func (p *fakeParser) ParsePropDict(st *core.OpState) error {
	if !p.ParseOptionalPunct("<") {
		return nil
	}
	if err := p.dict(&st.Props); err != nil {
		return err
	}
	return p.ParsePunct(">")
}
func (p *fakeParser) ParseSymbolName() (string, error) {
	if s, ok := p.ParseOptionalSymbolName(); ok {
		return s, nil
	}
	return "", p.Errorf("expected valid '@'-identifier for symbol name")
}
func (p *fakeParser) ParseOptionalSymbolName() (string, bool) {
	if t := p.peek(); strings.HasPrefix(t, "@") {
		p.i++
		return t[1:], true
	}
	return "", false
}

func (p *fakeParser) ParseArgument(bool, bool) (core.Argument, error) {
	return core.Argument{}, p.Errorf("unsupported")
}
func (p *fakeParser) ParseOptionalArgument(bool, bool) (core.Argument, bool, error) {
	return core.Argument{}, false, nil
}
func (p *fakeParser) ParseArgumentList(string, bool, bool) ([]core.Argument, error) {
	return nil, p.Errorf("unsupported")
}

// ParseRegion reads { [^label] [op.name ...] }: each name becomes an op
// with no operands in the current block.
func (p *fakeParser) ParseRegion(r *core.Region, _ []core.Argument) error {
	if err := p.ParsePunct("{"); err != nil {
		return err
	}
	var b *core.Block
	for !p.ParseOptionalPunct("}") {
		t := p.take()
		if t == "" {
			return p.Errorf("expected '}'")
		}
		if strings.HasPrefix(t, "^") || b == nil {
			b = core.NewBlock(nil, nil)
			r.Append(b)
			if strings.HasPrefix(t, "^") {
				continue
			}
		}
		name, err := p.ctx.OpName(t)
		if err != nil {
			return err
		}
		b.Append(core.NewOperation(&core.OpState{Ctx: p.ctx, Name: name}))
	}
	return nil
}
func (p *fakeParser) ParseOptionalRegion(r *core.Region, args []core.Argument) (bool, error) {
	if p.peek() != "{" {
		return false, nil
	}
	return true, p.ParseRegion(r, args)
}
func (p *fakeParser) ParseSuccessor() (*core.Block, error) {
	b, ok, err := p.ParseOptionalSuccessor()
	if err == nil && !ok {
		err = p.Errorf("expected block name")
	}
	return b, err
}
func (p *fakeParser) ParseOptionalSuccessor() (*core.Block, bool, error) {
	t := p.peek()
	if !strings.HasPrefix(t, "^") {
		return nil, false, nil
	}
	p.i++
	if p.blocks[t] == nil {
		p.blocks[t] = core.NewBlock(nil, nil)
	}
	return p.blocks[t], true, nil
}
func (p *fakeParser) ParseOptionalLocationSpecifier() (core.Location, bool, error) {
	return nil, false, nil
}
