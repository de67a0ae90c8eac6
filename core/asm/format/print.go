package format

import (
	"slices"
	"sync"

	"ncc/core"
)

// printer is the state of printing one op: OpFormatGen's shouldEmitSpace and
// lastWasPunctuation flags, which decide every space the output holds.
type printer struct {
	p   *Program
	pr  core.OpPrinter
	op  *core.Operation
	ctx *core.Context // builds attribute defaults to compare with
	g   opGroups

	shouldEmitSpace    bool
	lastWasPunctuation bool

	// Scratch storage for the op's types and elided attribute names,
	// appended to while printing one op (slices handed out stay valid).
	typeBuf []core.Type
	names   []string
	merged  []core.NamedAttr
}

// printers recycles printer state: ops print by the hundred thousand, and
// the per-op slices were a large part of the printer's garbage. (Printing
// nests, through regions, so each op takes its own.)
var printers = sync.Pool{New: func() any { return new(printer) }}

// Print writes op after its name, as the printer ODS generates for the
// format would: a leading space, then the elements.
func (p *Program) Print(pr core.OpPrinter, op *core.Operation) {
	ctx := op.Context()
	if ctx == nil {
		ctx = pr.Context()
	}
	s := printers.Get().(*printer)
	s.p, s.pr, s.op, s.ctx = p, pr, op, ctx
	s.shouldEmitSpace, s.lastWasPunctuation = true, false
	s.g.fill(p, op)
	for _, e := range p.elems {
		s.elem(e)
	}
	s.g.clear()
	clear(s.typeBuf)
	clear(s.merged)
	*s = printer{g: s.g, typeBuf: s.typeBuf[:0], names: s.names[:0], merged: s.merged[:0]}
	printers.Put(s)
}

// spaceBefore is shouldEmitSpaceBefore from mlir-tblgen's FormatGen.cpp.
func spaceBefore(value string, lastWasPunctuation bool) bool {
	if len(value) != 1 && value != "->" {
		return true
	}
	if lastWasPunctuation {
		return !contains(">)}],", value[0])
	}
	return !contains("<>(){}[],", value[0])
}

func (s *printer) literal(value string) {
	if s.shouldEmitSpace && spaceBefore(value, s.lastWasPunctuation) {
		s.pr.WriteString(" ")
	}
	s.pr.WriteString(value)
	s.shouldEmitSpace = len(value) != 1 || !contains("<({[", value[0])
	s.lastWasPunctuation = value[0] != '_' && !isAlpha(value[0])
}

func (s *printer) elem(e *elem) {
	p, pr, op := s.p, s.pr, s.op
	switch e.kind {
	case kLiteral:
		s.literal(e.text)
		return
	case kSpace:
		if e.text == " " {
			pr.WriteString(" ")
			s.lastWasPunctuation = false
		} else {
			s.lastWasPunctuation = true
		}
		s.shouldEmitSpace = false
		return
	case kNewline:
		pr.PrintNewline()
		return
	case kOptional:
		present := s.anchorPresent(e.anchor)
		if e.inverted {
			present = !present
		}
		group := e.then
		if !present {
			group = e.els
		}
		elided := elidedAnchor(p, e)
		for _, c := range group {
			if c != elided {
				s.elem(c)
			}
		}
		return
	case kOIList:
		for _, cl := range e.clauses {
			present := false
			for _, c := range cl.elems {
				walkVars(c, func(v *elem) { present = present || s.anchorPresent(v) })
			}
			if !present {
				continue
			}
			s.literal(cl.kw)
			if !isUnitClause(p, cl) {
				for _, c := range cl.elems {
					s.elem(c)
				}
			}
		}
		return
	case kAttrDict:
		s.attrDict(e.withKeyword)
		s.lastWasPunctuation = false
		return
	case kPropDict:
		pr.WriteString(" ")
		s.propDict()
		s.lastWasPunctuation = false
		return
	}

	if s.shouldEmitSpace || !s.lastWasPunctuation {
		pr.WriteString(" ")
	}
	s.lastWasPunctuation = false
	s.shouldEmitSpace = true

	switch e.kind {
	case kAttr:
		ad := &p.def.Attrs[e.idx]
		a := op.Attr(ad.Name)
		if a == nil {
			return
		}
		switch c := &ad.Constraint; {
		case c.Print != nil && !e.qualified:
			c.Print(pr, a)
		case c.ValueType != nil:
			pr.PrintAttributeWithoutType(a)
		default:
			pr.PrintAttribute(a)
		}
	case kOperand:
		vs := s.g.operands[e.idx]
		if p.def.Operands[e.idx].Arity == core.Single && len(vs) == 1 {
			pr.PrintOperand(vs[0])
		} else {
			pr.PrintOperands(vs)
		}
	case kOperands:
		pr.PrintOperands(s.g.vals[:op.NumOperands()])
	case kRegion:
		for i, r := range s.g.regions[e.idx] {
			if i > 0 {
				pr.WriteString(", ")
			}
			s.region(r)
		}
	case kRegions:
		for i, r := range op.Regions() {
			if i > 0 {
				pr.WriteString(", ")
			}
			s.region(r)
		}
	case kSuccessor:
		for i, b := range s.g.successors[e.idx] {
			if i > 0 {
				pr.WriteString(", ")
			}
			pr.PrintSuccessor(b)
		}
	case kSuccessors:
		for i, b := range op.Successors() {
			if i > 0 {
				pr.WriteString(", ")
			}
			pr.PrintSuccessor(b)
		}
	case kCustom:
		args := s.customArgs(e)
		p.def.Custom[e.text].Print(pr, op, args)
	case kType:
		ts := s.types(e.args[0])
		if single := isSingleSlot(p, e.args[0]); single && len(ts) == 1 {
			pr.PrintType(ts[0])
		} else {
			pr.PrintTypes(ts)
		}
	case kFunctionalType:
		pr.WriteString("(")
		pr.PrintTypes(s.types(e.args[0]))
		pr.WriteString(") -> ")
		rs := s.types(e.args[1])
		_, isFn := firstOr(rs).(*core.FunctionType)
		wrap := len(rs) != 1 || isFn
		if wrap {
			pr.WriteString("(")
		}
		pr.PrintTypes(rs)
		if wrap {
			pr.WriteString(")")
		}
	}
}

func firstOr(ts []core.Type) core.Type {
	if len(ts) == 0 {
		return nil
	}
	return ts[0]
}

func isSingleSlot(p *Program, e *elem) bool {
	switch e.kind {
	case kOperand:
		return p.def.Operands[e.idx].Arity == core.Single
	case kResult:
		return p.def.Results[e.idx].Arity == core.Single
	}
	return false
}

// types returns the types a type() argument stands for.
func (s *printer) types(e *elem) []core.Type {
	var vs []core.Value
	switch e.kind {
	case kOperand:
		vs = s.g.operands[e.idx]
	case kResult:
		vs = s.g.results[e.idx]
	case kOperands:
		vs = s.g.vals[:s.op.NumOperands()]
	case kResults:
		vs = s.g.vals[s.op.NumOperands():]
	default:
		return nil
	}
	at := len(s.typeBuf)
	s.typeBuf = appendTypes(s.typeBuf, vs)
	return s.typeBuf[at:len(s.typeBuf):len(s.typeBuf)]
}

// region prints one region; an op with an implicit terminator omits it when
// it carries nothing (no operands, results or attributes), as ODS does.
func (s *printer) region(r *core.Region) {
	printTerm := true
	if s.p.def.ImplicitTerminator != "" && !r.Empty() {
		if t := r.First().Terminator(); t != nil {
			printTerm = len(t.AllAttrs()) != 0 || t.NumOperands() != 0 || t.NumResults() != 0
		}
	}
	s.pr.PrintRegion(r, true, printTerm, false)
}

// anchorPresent is genOptionalGroupPrinterAnchor: whether an optional
// group's anchor (or an oilist clause's variable) has a value to print.
func (s *printer) anchorPresent(e *elem) bool {
	p, op := s.p, s.op
	switch e.kind {
	case kOperand:
		return len(s.g.operands[e.idx]) > 0
	case kResult:
		return len(s.g.results[e.idx]) > 0
	case kRegion:
		for _, r := range s.g.regions[e.idx] {
			if !r.Empty() {
				return true
			}
		}
		return false
	case kType:
		return s.anchorPresent(e.args[0])
	case kFunctionalType:
		return s.anchorPresent(e.args[0])
	case kAttr:
		return nonDefault(p, s.ctx, op, e.idx)
	case kCustom:
		for _, a := range e.args {
			if a.kind != kRef && s.anchorPresent(a) {
				return true
			}
		}
		return false
	}
	return false
}

// nonDefault reports whether attribute slot i is present and, for a
// default-valued attribute, differs from its default.
func nonDefault(p *Program, ctx *core.Context, op *core.Operation, i int) bool {
	ad := &p.def.Attrs[i]
	a := op.Attr(ad.Name)
	if a == nil {
		return false
	}
	return ad.Default == nil || a != op.OpName().DefaultAttr(ctx, ad.Name)
}

// elidedAnchor returns the anchor of optional group e when it is a UnitAttr
// that the group's presence implies, so it is neither printed nor parsed.
func elidedAnchor(p *Program, e *elem) *elem {
	a := e.anchor
	if a.kind != kAttr || !p.isUnit(a.idx) || a == e.then[0] || (len(e.els) > 0 && a == e.els[0]) {
		return nil
	}
	return a
}

// isUnitClause reports whether an oilist clause is only a UnitAttr, which
// its keyword alone stands for.
func isUnitClause(p *Program, cl clause) bool {
	return len(cl.elems) == 1 && cl.elems[0].kind == kAttr && p.isUnit(cl.elems[0].idx)
}

// elided lists the attributes attr-dict or prop-dict leaves out: those the
// format binds, segment sizes it derives, and defaults left at their value.
func (s *printer) elided() []string {
	p := s.p
	names := s.names[:0]
	defer func() { s.names = names[:0] }()
	if !p.allOperands && p.def.Traits.Has(core.AttrSizedOperandSegments) {
		names = append(names, "operandSegmentSizes")
	}
	if !p.allResultTypes && p.def.Traits.Has(core.AttrSizedResultSegments) {
		names = append(names, "resultSegmentSizes")
	}
	names = append(names, p.usedAttrs...)
	for i := range p.def.Attrs {
		ad := &p.def.Attrs[i]
		if ad.Default == nil {
			continue
		}
		if a := s.op.Attr(ad.Name); a != nil && a == s.op.OpName().DefaultAttr(s.ctx, ad.Name) {
			names = append(names, ad.Name)
		}
	}
	return names
}

func (s *printer) attrDict(withKeyword bool) {
	attrs := s.op.Attrs()
	if !s.p.hasPropDict {
		attrs = s.allAttrs()
	}
	if withKeyword {
		s.pr.PrintOptionalAttrDictWithKeyword(attrs, s.elided()...)
	} else {
		s.pr.PrintOptionalAttrDict(attrs, s.elided()...)
	}
}

// propDict prints `<{...}>` of the properties the format does not show.
func (s *printer) propDict() {
	elided := s.elided()
	first := true
	for _, a := range s.op.Props() {
		if slices.Contains(elided, a.Name) {
			continue
		}
		if first {
			s.pr.WriteString("<{")
			first = false
		} else {
			s.pr.WriteString(", ")
		}
		s.pr.PrintKeywordOrString(a.Name)
		if _, unit := a.Value.(*core.UnitAttr); !unit {
			s.pr.WriteString(" = ")
			s.pr.PrintAttribute(a.Value)
		}
	}
	if !first {
		s.pr.WriteString("}>")
	}
}

// customArgs gives a custom directive's print hook the contents of its arguments.
func (s *printer) customArgs(e *elem) []core.CustomArg {
	args := make([]core.CustomArg, len(e.args))
	for i, a := range e.args {
		ref := a.kind == kRef
		if ref {
			a = a.args[0]
		}
		args[i] = s.customArg(a)
		args[i].Ref = ref
	}
	return args
}

func (s *printer) customArg(a *elem) core.CustomArg {
	def := s.p.def
	switch a.kind {
	case kOperand:
		return core.CustomArg{Kind: "operand", Name: def.Operands[a.idx].Name, Values: s.g.operands[a.idx]}
	case kAttr:
		n := def.Attrs[a.idx].Name
		return core.CustomArg{Kind: "attr", Name: n, Attr: s.op.Attr(n)}
	case kRegion:
		return core.CustomArg{Kind: "region", Name: def.Regions[a.idx].Name, Regions: s.g.regions[a.idx]}
	case kSuccessor:
		return core.CustomArg{Kind: "successor", Name: def.Successors[a.idx].Name, Successors: s.g.successors[a.idx]}
	case kType:
		return core.CustomArg{Kind: "type", Name: slotName(def, a.args[0]), Types: s.types(a.args[0])}
	case kAttrDict:
		return core.CustomArg{Kind: "attr-dict"}
	case kPropDict:
		return core.CustomArg{Kind: "prop-dict"}
	}
	return core.CustomArg{}
}

// slotName names the operand or result slot a type() argument refers to.
func slotName(def *core.OpDef, e *elem) string {
	if e.kind == kOperand {
		return def.Operands[e.idx].Name
	}
	return def.Results[e.idx].Name
}

// allAttrs is op.AllAttrs without a fresh slice per op: the properties and
// discardable attributes, both sorted by name, merged (properties first on
// equal names, as AllAttrs' stable sort has them).
func (s *printer) allAttrs() []core.NamedAttr {
	props, attrs := s.op.Props(), s.op.Attrs()
	if len(attrs) == 0 {
		return props
	}
	if len(props) == 0 {
		return attrs
	}
	m := s.merged[:0]
	for len(props) > 0 && len(attrs) > 0 {
		if attrs[0].Name < props[0].Name {
			m, attrs = append(m, attrs[0]), attrs[1:]
		} else {
			m, props = append(m, props[0]), props[1:]
		}
	}
	m = append(append(m, props...), attrs...)
	s.merged = m
	return m
}
