package format

import (
	"sync"

	"ncc/core"
)

// parser holds what one Parse call has read so far, slot by slot, until the
// types are known and the operands can be resolved (the local variables of
// the parse method ODS generates).
type parser struct {
	p   *Program
	ps  core.OpParser
	st  *core.OpState
	ctx *core.Context

	start core.Pos

	operands     [][]core.UnresolvedOperand
	operandPos   []core.Pos
	operandTypes [][]core.Type
	resultTypes  [][]core.Type
	regions      [][]*core.Region
	successors   [][]*core.Block

	allOperands                     []core.UnresolvedOperand
	allOperandsPos                  core.Pos
	allOperandTypes, allResultTypes []core.Type
	allRegions                      []*core.Region
	allSuccessors                   []*core.Block

	// Storage for single operands and types, appended to while parsing one
	// op (slices handed out stay valid).
	ubuf []core.UnresolvedOperand
	tbuf []core.Type
}

// parsers recycles parser state: ops parse by the hundred thousand, and the
// per-op slices were a large part of the parser's garbage. (Parsing nests,
// through regions, so each op takes its own.)
var parsers = sync.Pool{New: func() any { return new(parser) }}

// Parse reads the op's syntax after its name into st: operands resolved to
// values, result types, properties (attributes the format binds and segment
// sizes), discardable attributes from attr-dict, regions and successors.
func (p *Program) Parse(ps core.OpParser, st *core.OpState) error {
	d := p.def
	s := parsers.Get().(*parser)
	defer s.release()
	s.p, s.ps, s.st, s.ctx, s.start = p, ps, st, ps.Context(), ps.Pos()
	s.operands = resize(s.operands, len(d.Operands))
	s.operandPos = resize(s.operandPos, len(d.Operands))
	s.operandTypes = resize(s.operandTypes, len(d.Operands))
	s.resultTypes = resize(s.resultTypes, len(d.Results))
	s.regions = resize(s.regions, len(d.Regions))
	s.successors = resize(s.successors, len(d.Successors))
	if st.Ctx == nil {
		st.Ctx = s.ctx
	}
	for _, e := range p.elems {
		if err := s.elem(e, false); err != nil {
			return err
		}
	}
	return s.finish()
}

// resize returns s with length n and zero elements, reusing its storage.
func resize[T any](s []T, n int) []T {
	if cap(s) < n {
		return make([]T, n)
	}
	s = s[:n]
	clear(s)
	return s
}

// release clears the references s holds and returns it to the pool.
func (s *parser) release() {
	clear(s.operands)
	clear(s.operandTypes)
	clear(s.resultTypes)
	clear(s.regions)
	clear(s.successors)
	clear(s.ubuf)
	clear(s.tbuf)
	*s = parser{
		operands: s.operands[:0], operandPos: s.operandPos[:0], operandTypes: s.operandTypes[:0],
		resultTypes: s.resultTypes[:0], regions: s.regions[:0], successors: s.successors[:0],
		ubuf: s.ubuf[:0], tbuf: s.tbuf[:0],
	}
	parsers.Put(s)
}

// oneOperand returns the one-element list {u}.
func (s *parser) oneOperand(u core.UnresolvedOperand) []core.UnresolvedOperand {
	s.ubuf = append(s.ubuf, u)
	n := len(s.ubuf)
	return s.ubuf[n-1 : n : n]
}

// oneType returns the one-element list {t}.
func (s *parser) oneType(t core.Type) []core.Type {
	s.tbuf = append(s.tbuf, t)
	n := len(s.tbuf)
	return s.tbuf[n-1 : n : n]
}

func setProp(st *core.OpState, name string, a core.Attribute) {
	for i := range st.Props {
		if st.Props[i].Name == name {
			st.Props[i].Value = a
			return
		}
	}
	st.Props = append(st.Props, core.NamedAttr{Name: name, Value: a})
}

func (s *parser) literal(text string) error {
	if isAlpha(text[0]) || text[0] == '_' {
		return s.ps.ParseKeyword(text)
	}
	return s.ps.ParsePunct(text)
}

func (s *parser) optionalLiteral(text string) bool {
	if isAlpha(text[0]) || text[0] == '_' {
		return s.ps.ParseOptionalKeyword(text)
	}
	return s.ps.ParseOptionalPunct(text)
}

// attr parses attribute slot i; with optional set, absence is no error.
func (s *parser) attr(e *elem, optional bool) (core.Attribute, error) {
	ad := &s.p.def.Attrs[e.idx]
	var t core.Type
	if ad.Constraint.ValueType != nil {
		t = ad.Constraint.ValueType(s.ctx)
	}
	var a core.Attribute
	var err error
	switch {
	case ad.Constraint.Parse != nil && !e.qualified:
		a, err = ad.Constraint.Parse(s.ps, t, optional)
	case optional:
		a, _, err = s.ps.ParseOptionalAttribute(t)
	default:
		a, err = s.ps.ParseAttribute(t)
	}
	if err != nil {
		return nil, err
	}
	if a != nil {
		setProp(s.st, ad.Name, a)
	}
	return a, nil
}

// elem parses one element; inGroup is ODS's GenContext::Optional: inside an
// optional group, past its first element, optional attributes are required.
func (s *parser) elem(e *elem, inGroup bool) error {
	p, ps, d := s.p, s.ps, s.p.def
	switch e.kind {
	case kLiteral:
		return s.literal(e.text)
	case kSpace, kNewline:
		return nil
	case kAttr:
		_, err := s.attr(e, !inGroup && p.isOptionalAttr(e.idx))
		return err
	case kOperand:
		s.operandPos[e.idx] = ps.Pos()
		switch d.Operands[e.idx].Arity {
		case core.Single:
			u, err := ps.ParseOperand()
			if err != nil {
				return err
			}
			s.operands[e.idx] = s.oneOperand(u)
		case core.Optional:
			u, ok, err := ps.ParseOptionalOperand()
			if err != nil {
				return err
			}
			if ok {
				s.operands[e.idx] = s.oneOperand(u)
			}
		default:
			us, err := ps.ParseOperandList("")
			if err != nil {
				return err
			}
			s.operands[e.idx] = us
		}
		return nil
	case kOperands:
		s.allOperandsPos = ps.Pos()
		us, err := ps.ParseOperandList("")
		s.allOperands = us
		return err
	case kRegion:
		if d.Regions[e.idx].Arity == core.Variadic {
			rs, err := s.regionList()
			s.regions[e.idx] = rs
			return err
		}
		r := core.NewRegion()
		if err := ps.ParseRegion(r, nil); err != nil {
			return err
		}
		s.regions[e.idx] = []*core.Region{r}
		return s.ensureBlock(r)
	case kRegions:
		rs, err := s.regionList()
		s.allRegions = rs
		return err
	case kSuccessor:
		if d.Successors[e.idx].Arity == core.Variadic {
			bs, err := s.successorList()
			s.successors[e.idx] = bs
			return err
		}
		b, err := ps.ParseSuccessor()
		if err != nil {
			return err
		}
		s.successors[e.idx] = []*core.Block{b}
		return nil
	case kSuccessors:
		bs, err := s.successorList()
		s.allSuccessors = bs
		return err
	case kAttrDict:
		if e.withKeyword {
			return ps.ParseOptionalAttrDictWithKeyword(s.st)
		}
		return ps.ParseOptionalAttrDict(s.st)
	case kPropDict:
		return ps.ParsePropDict(s.st)
	case kType:
		return s.typeDirective(e.args[0])
	case kFunctionalType:
		pos := ps.Pos()
		t, err := ps.ParseType()
		if err != nil {
			return err
		}
		ft, ok := t.(*core.FunctionType)
		if !ok {
			return ps.ErrorAt(pos, "invalid kind of type specified")
		}
		s.setTypes(e.args[0], ft.Inputs)
		s.setTypes(e.args[1], ft.Results)
		return nil
	case kCustom:
		return s.custom(e)
	case kOptional:
		return s.optional(e)
	case kOIList:
		return s.oilist(e)
	}
	return nil
}

// typeDirective parses the types of a type() argument.
func (s *parser) typeDirective(arg *elem) error {
	ps := s.ps
	arity := core.Variadic
	switch arg.kind {
	case kOperand:
		arity = s.p.def.Operands[arg.idx].Arity
	case kResult:
		arity = s.p.def.Results[arg.idx].Arity
	}
	var ts []core.Type
	switch arity {
	case core.Single:
		pos := ps.Pos()
		t, err := ps.ParseType()
		if err != nil {
			return err
		}
		if err := s.checkKind(arg, t, pos); err != nil {
			return err
		}
		ts = s.oneType(t)
	case core.Optional:
		pos := ps.Pos()
		t, ok, err := ps.ParseOptionalType()
		if err != nil {
			return err
		}
		if ok {
			if err := s.checkKind(arg, t, pos); err != nil {
				return err
			}
			ts = s.oneType(t)
		}
	default:
		var err error
		if ts, err = ps.ParseTypeList(); err != nil {
			return err
		}
	}
	s.setTypes(arg, ts)
	return nil
}

// checkKind rejects a type of another kind than arg's constraint reads
// (TypeConstraint.Kind).
func (s *parser) checkKind(arg *elem, t core.Type, pos core.Pos) error {
	var k *core.TypeKind
	switch arg.kind {
	case kOperand:
		k = s.p.def.Operands[arg.idx].Type.Kind
	case kResult:
		k = s.p.def.Results[arg.idx].Type.Kind
	}
	if k == nil || k.Is(t) {
		return nil
	}
	if k.Name == "" {
		return s.ps.ErrorAt(pos, "invalid kind of type specified")
	}
	return s.ps.ErrorAt(pos, "invalid kind of type specified: expected %s, but found '%s'", k.Name, core.TypeString(t))
}

func (s *parser) setTypes(arg *elem, ts []core.Type) {
	switch arg.kind {
	case kOperand:
		s.operandTypes[arg.idx] = ts
	case kResult:
		s.resultTypes[arg.idx] = ts
	case kOperands:
		s.allOperandTypes = ts
	case kResults:
		s.allResultTypes = ts
	}
}

// regionList parses zero or more comma-separated regions.
func (s *parser) regionList() ([]*core.Region, error) {
	r := core.NewRegion()
	ok, err := s.ps.ParseOptionalRegion(r, nil)
	if err != nil || !ok {
		return nil, err
	}
	rs := []*core.Region{r}
	for s.ps.ParseOptionalPunct(",") {
		r := core.NewRegion()
		if err := s.ps.ParseRegion(r, nil); err != nil {
			return nil, err
		}
		rs = append(rs, r)
	}
	for _, r := range rs {
		if err := s.ensureBlock(r); err != nil {
			return nil, err
		}
	}
	return rs, nil
}

func (s *parser) successorList() ([]*core.Block, error) {
	b, ok, err := s.ps.ParseOptionalSuccessor()
	if err != nil || !ok {
		return nil, err
	}
	bs := []*core.Block{b}
	for s.ps.ParseOptionalPunct(",") {
		b, err := s.ps.ParseSuccessor()
		if err != nil {
			return nil, err
		}
		bs = append(bs, b)
	}
	return bs, nil
}

// ensureBlock gives a parsed region what the op's traits promise: an implicit
// terminator (SingleBlockImplicitTerminator: ensureTerminator), or at least a
// block (SingleBlock).
func (s *parser) ensureBlock(r *core.Region) error {
	d := s.p.def
	if d.ImplicitTerminator == "" {
		if d.Traits.Has(core.SingleBlock) && r.Empty() {
			r.Append(core.NewBlock(nil, nil))
		}
		return nil
	}
	if r.Empty() {
		r.Append(core.NewBlock(nil, nil))
	}
	b := r.Last()
	if last := b.Last(); last != nil && last.HasTrait(core.Terminator) {
		return nil
	}
	name, err := s.ctx.OpName(d.ImplicitTerminator)
	if err != nil {
		return s.ps.ErrorAt(s.start, "%v", err)
	}
	b.Append(core.NewOperation(&core.OpState{Ctx: s.ctx, Name: name, Loc: s.st.Loc}))
	return nil
}
