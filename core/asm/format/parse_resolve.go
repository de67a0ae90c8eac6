package format

import (
	"slices"

	"ncc/core"
)

// optional parses an optional group: its first element decides whether the
// then-group is present; otherwise the else-group is parsed.
func (s *parser) optional(e *elem) error {
	p := s.p
	elided := elidedAnchor(p, e)
	i := 0
	for i < len(e.then) && (e.then[i].kind == kSpace || e.then[i].kind == kNewline) {
		i++
	}
	first := e.then[i]
	present, err := s.optionalFirst(first)
	if err != nil {
		return err
	}
	group := e.els
	if present {
		group = e.then[i+1:]
	}
	if elided != nil && present != e.inverted {
		setProp(s.st, p.def.Attrs[elided.idx].Name, core.Unit(s.ctx))
	}
	for _, c := range group {
		if c == elided {
			continue
		}
		if err := s.elem(c, true); err != nil {
			return err
		}
	}
	return nil
}

// optionalFirst parses the first element of an optional group if present.
func (s *parser) optionalFirst(e *elem) (bool, error) {
	ps, d := s.ps, s.p.def
	switch e.kind {
	case kLiteral:
		return s.optionalLiteral(e.text), nil
	case kAttr:
		a, err := s.attr(e, true)
		return a != nil, err
	case kOperand:
		if err := s.elem(e, false); err != nil {
			return false, err
		}
		return len(s.operands[e.idx]) > 0, nil
	case kRegion:
		if d.Regions[e.idx].Arity == core.Variadic {
			if err := s.elem(e, false); err != nil {
				return false, err
			}
			return len(s.regions[e.idx]) > 0, nil
		}
		r := core.NewRegion()
		s.regions[e.idx] = []*core.Region{r}
		if _, err := ps.ParseOptionalRegion(r, nil); err != nil {
			return false, err
		}
		if r.Empty() {
			return false, nil
		}
		return true, s.ensureBlock(r)
	}
	return false, nil
}

// oilist parses clauses in any order, each at most once.
func (s *parser) oilist(e *elem) error {
	seen := make([]bool, len(e.clauses))
	for {
		matched := false
		for i, cl := range e.clauses {
			if !s.optionalLiteral(cl.kw) {
				continue
			}
			if seen[i] {
				return s.ps.ErrorAt(s.start, "`%s` clause can appear at most once in the expansion of the oilist directive", cl.kw)
			}
			seen[i], matched = true, true
			if isUnitClause(s.p, cl) {
				setProp(s.st, s.p.def.Attrs[cl.elems[0].idx].Name, core.Unit(s.ctx))
				break
			}
			for _, c := range cl.elems {
				if err := s.elem(c, false); err != nil {
					return err
				}
			}
			break
		}
		if !matched {
			return nil
		}
	}
}

// custom runs a custom directive's parse hook and files what it read.
func (s *parser) custom(e *elem) error {
	d := s.p.def
	args := make([]core.CustomArg, len(e.args))
	for i, a := range e.args {
		if a.kind == kRef {
			args[i] = s.customArg(a.args[0], true)
			args[i].Ref = true
			continue
		}
		args[i] = s.customArg(a, false)
		if a.kind == kOperand {
			s.operandPos[a.idx] = s.ps.Pos()
		}
	}
	if err := d.Custom[e.text].Parse(s.ps, s.st, args); err != nil {
		return err
	}
	for i, a := range e.args {
		if a.kind == kRef {
			continue
		}
		got := args[i]
		switch a.kind {
		case kOperand:
			if ar := d.Operands[a.idx].Arity; (ar == core.Single && len(got.Operands) != 1) || (ar == core.Optional && len(got.Operands) > 1) {
				return s.ps.ErrorAt(s.start, "custom<%s> read %d operands for '%s'", e.text, len(got.Operands), d.Operands[a.idx].Name)
			}
			s.operands[a.idx] = got.Operands
		case kType:
			s.setTypes(a.args[0], got.Types)
		case kAttr:
			if got.Attr != nil {
				setProp(s.st, d.Attrs[a.idx].Name, got.Attr)
			}
		case kRegion:
			if d.Regions[a.idx].Arity == core.Variadic {
				s.regions[a.idx] = got.Regions
			} else if len(got.Regions) > 0 {
				s.regions[a.idx] = got.Regions[:1]
			}
		case kSuccessor:
			if ar := d.Successors[a.idx].Arity; ar == core.Single && len(got.Successors) != 1 {
				return s.ps.ErrorAt(s.start, "custom<%s> read %d successors for '%s'", e.text, len(got.Successors), d.Successors[a.idx].Name)
			}
			s.successors[a.idx] = got.Successors
		}
	}
	return nil
}

// customArg describes argument a to a parse hook; ref arguments carry what
// was parsed for them so far.
func (s *parser) customArg(a *elem, ref bool) core.CustomArg {
	d := s.p.def
	switch a.kind {
	case kOperand:
		arg := core.CustomArg{Kind: "operand", Name: d.Operands[a.idx].Name}
		if ref {
			// Copies: the parser's storage is recycled after the op.
			arg.Operands = slices.Clone(s.operands[a.idx])
		}
		return arg
	case kAttr:
		n := d.Attrs[a.idx].Name
		arg := core.CustomArg{Kind: "attr", Name: n}
		if ref {
			arg.Attr = s.st.Attr(n)
		}
		return arg
	case kRegion:
		arg := core.CustomArg{Kind: "region", Name: d.Regions[a.idx].Name}
		if ref {
			arg.Regions = s.regions[a.idx]
		} else if d.Regions[a.idx].Arity != core.Variadic {
			arg.Regions = []*core.Region{core.NewRegion()}
		}
		return arg
	case kSuccessor:
		arg := core.CustomArg{Kind: "successor", Name: d.Successors[a.idx].Name}
		if ref {
			arg.Successors = s.successors[a.idx]
		}
		return arg
	case kType:
		arg := core.CustomArg{Kind: "type", Name: slotName(d, a.args[0])}
		if ref {
			if a.args[0].kind == kOperand {
				arg.Types = slices.Clone(s.operandTypes[a.args[0].idx])
			} else {
				arg.Types = slices.Clone(s.resultTypes[a.args[0].idx])
			}
		}
		return arg
	case kAttrDict:
		return core.CustomArg{Kind: "attr-dict"}
	case kPropDict:
		return core.CustomArg{Kind: "prop-dict"}
	}
	return core.CustomArg{}
}

// typeSet is the types for one slot: a list matched one to one, or a single
// type given to every value (MLIR's resolveOperands(operands, Type)).
type typeSet struct {
	ts        []core.Type
	broadcast bool
}

// resolve returns the types resolver r stands for.
func (s *parser) resolve(r resolver, what string) (typeSet, error) {
	d := s.p.def
	one := func(ts []core.Type, single bool) (typeSet, error) {
		if !single {
			return typeSet{ts: ts}, nil
		}
		if len(ts) == 0 {
			return typeSet{}, s.ps.ErrorAt(s.start, "cannot infer the type of '%s'", what)
		}
		return typeSet{ts: ts[:1], broadcast: true}, nil
	}
	switch r.kind {
	case rOperand:
		return one(s.operandTypes[r.idx], d.Operands[r.idx].Arity != core.Variadic)
	case rResult:
		return one(s.resultTypes[r.idx], d.Results[r.idx].Arity != core.Variadic)
	case rAttr:
		ta, ok := s.st.Attr(d.Attrs[r.idx].Name).(core.TypedAttr)
		if !ok || ta.AttrType() == nil {
			return typeSet{}, s.ps.ErrorAt(s.start, "cannot infer the type of '%s' from attribute '%s'", what, d.Attrs[r.idx].Name)
		}
		return typeSet{ts: []core.Type{ta.AttrType()}, broadcast: true}, nil
	case rBuild:
		return typeSet{ts: []core.Type{r.build(s.ctx)}, broadcast: true}, nil
	}
	return typeSet{}, s.ps.ErrorAt(s.start, "cannot infer the type of '%s'", what)
}

// operandTypeSet returns the types of operand slot i.
func (s *parser) operandTypeSet(i int) (typeSet, error) {
	if s.p.seenOperandType[i] {
		return typeSet{ts: s.operandTypes[i]}, nil
	}
	return s.resolve(s.p.operandTypes[i], s.p.def.Operands[i].Name)
}

// resolveOperands resolves us with types, checking the counts as MLIR does.
func (s *parser) resolveOperands(us []core.UnresolvedOperand, t typeSet, pos core.Pos) error {
	n := len(t.ts)
	if t.broadcast {
		n = len(us)
	}
	if len(us) != n {
		return s.ps.ErrorAt(pos, "number of operands and types do not match: got %d operands and %d types", len(us), n)
	}
	for i, u := range us {
		ty := t.ts[0]
		if !t.broadcast {
			ty = t.ts[i]
		}
		v, err := s.ps.ResolveOperand(u, ty)
		if err != nil {
			return err
		}
		s.st.Operands = append(s.st.Operands, v)
	}
	return nil
}

// finish assembles regions, successors, segment sizes, result types and
// resolved operands in slot order, then infers result types if the op does.
func (s *parser) finish() error {
	p, d, st := s.p, s.p.def, s.st
	if p.allRegions {
		st.Regions = append(st.Regions, s.allRegions...)
	} else {
		for i, r := range d.Regions {
			rs := s.regions[i]
			if r.Arity != core.Variadic && len(rs) == 0 {
				rs = []*core.Region{core.NewRegion()}
			}
			st.Regions = append(st.Regions, rs...)
		}
	}
	if p.allSuccessors {
		st.Successors = append(st.Successors, s.allSuccessors...)
	} else {
		for i := range d.Successors {
			st.Successors = append(st.Successors, s.successors[i]...)
		}
	}
	if !p.allOperands && d.Traits.Has(core.AttrSizedOperandSegments) {
		sizes := make([]int, len(d.Operands))
		for i, o := range d.Operands {
			sizes[i] = 1
			if o.Arity != core.Single {
				sizes[i] = len(s.operands[i])
			}
		}
		setProp(st, "operandSegmentSizes", segmentAttr(s.ctx, sizes))
	}
	if !p.allResultTypes && d.Traits.Has(core.AttrSizedResultSegments) {
		sizes := make([]int, len(d.Results))
		for i, r := range d.Results {
			sizes[i] = 1
			if r.Arity != core.Single {
				sizes[i] = len(s.resultTypes[i])
			}
		}
		setProp(st, "resultSegmentSizes", segmentAttr(s.ctx, sizes))
	}

	if !p.inferResults {
		if p.allResultTypes {
			st.ResultTypes = append(st.ResultTypes, s.allResultTypes...)
		} else {
			for i, r := range d.Results {
				if p.seenResultType[i] {
					st.ResultTypes = append(st.ResultTypes, s.resultTypes[i]...)
					continue
				}
				t, err := s.resolve(p.resultTypes[i], r.Name)
				if err != nil {
					return err
				}
				st.ResultTypes = append(st.ResultTypes, t.ts...)
			}
		}
	}

	if err := s.finishOperands(); err != nil {
		return err
	}
	if p.inferResults {
		ts, err := d.InferTypes(st)
		if err != nil {
			if _, ok := err.(*core.Diagnostic); ok {
				return err
			}
			return s.ps.ErrorAt(s.start, "%v", err)
		}
		st.ResultTypes = append(st.ResultTypes, ts...)
	}
	return nil
}

func (s *parser) finishOperands() error {
	p, d := s.p, s.p.def
	if len(d.Operands) == 0 {
		return nil
	}
	if p.allOperandTypes {
		us, pos := s.allOperands, s.allOperandsPos
		if !p.allOperands {
			us, pos = nil, s.start
			for i := range d.Operands {
				us = append(us, s.operands[i]...)
			}
		}
		return s.resolveOperands(us, typeSet{ts: s.allOperandTypes}, pos)
	}
	if p.allOperands {
		var ts []core.Type
		for i := range d.Operands {
			t, err := s.operandTypeSet(i)
			if err != nil {
				return err
			}
			ts = append(ts, t.ts...)
		}
		return s.resolveOperands(s.allOperands, typeSet{ts: ts}, s.allOperandsPos)
	}
	for i := range d.Operands {
		t, err := s.operandTypeSet(i)
		if err != nil {
			return err
		}
		if err := s.resolveOperands(s.operands[i], t, s.operandPos[i]); err != nil {
			return err
		}
	}
	return nil
}
