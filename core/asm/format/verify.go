package format

import (
	"strconv"

	"ncc/core"
)

// optionalGroup parses `( elems )` [`:` `( elems )`] `?` (parseOptionalGroup).
func (c *compiler) optionalGroup(ctx context) (*elem, *compileError) {
	lp := c.next()
	if ctx != topLevel {
		return nil, errAt(lp.pos, "optional groups can only be used as top-level elements")
	}
	e := &elem{kind: kOptional, pos: lp.pos}
	list := func(inElse bool) ([]*elem, *compileError) {
		var out []*elem
		for {
			if c.peek().kind == tEOF {
				return nil, errAt(c.peek().pos, "expected ')' to end optional group")
			}
			el, err := c.element(topLevel)
			if err != nil {
				return nil, err
			}
			if t := c.peek(); t.kind == tCaret {
				if e.anchor != nil {
					return nil, errAt(t.pos, "only one element can be marked as the anchor of an optional group")
				}
				e.anchor, e.inverted = el, inElse
				c.next()
			}
			out = append(out, el)
			if c.peek().kind == tRParen {
				c.next()
				return out, nil
			}
		}
	}
	var err *compileError
	if e.then, err = list(false); err != nil {
		return nil, err
	}
	if c.peek().kind == tColon {
		c.next()
		if _, err := c.expect(tLParen, "expected '(' to start else branch of optional group"); err != nil {
			return nil, err
		}
		if e.els, err = list(true); err != nil {
			return nil, err
		}
	}
	if _, err := c.expect(tQuestion, "expected '?' after optional group"); err != nil {
		return nil, err
	}
	if e.anchor == nil {
		return nil, errAt(lp.pos, "optional group has no anchor element")
	}
	for _, group := range [][]*elem{e.then, e.els} {
		for _, el := range group {
			if err := c.checkOptionalElement(el, el == e.anchor); err != nil {
				return nil, err
			}
		}
	}
	first := firstParsable(e.then)
	if first == nil {
		return nil, errAt(lp.pos, "optional group has no parsable element")
	}
	switch first.kind {
	case kLiteral, kOperand, kAttr, kRegion:
	default:
		return nil, errAt(first.pos, "first parsable element of an optional group must be a literal or variable")
	}
	return e, nil
}

// firstParsable skips whitespace elements.
func firstParsable(es []*elem) *elem {
	for _, e := range es {
		if e.kind != kSpace && e.kind != kNewline {
			return e
		}
	}
	return nil
}

// checkOptionalElement is ODS's verifyOptionalGroupElement.
func (c *compiler) checkOptionalElement(e *elem, isAnchor bool) *compileError {
	p := c.p
	switch e.kind {
	case kAttr:
		if isAnchor && !p.isOptionalAttr(e.idx) && p.def.Attrs[e.idx].Default == nil {
			return errAt(e.pos, "only optional or default-valued attributes can be used to anchor an optional group")
		}
	case kOperand:
		if p.def.Operands[e.idx].Arity == core.Single {
			return errAt(e.pos, "only variable length operands can be used within an optional group")
		}
	case kResult:
		if p.def.Results[e.idx].Arity == core.Single {
			return errAt(e.pos, "only variable length results can be used within an optional group")
		}
	case kRegion:
	case kType:
		return c.checkOptionalElement(e.args[0], false)
	case kFunctionalType:
		if err := c.checkOptionalElement(e.args[0], false); err != nil {
			return err
		}
		return c.checkOptionalElement(e.args[1], false)
	case kCustom:
		if !isAnchor {
			return nil
		}
		for _, a := range e.args {
			if a.kind == kRef {
				continue
			}
			if err := c.checkOptionalElement(a, true); err != nil {
				return err
			}
		}
	case kLiteral, kSpace, kNewline, kOptional:
		if isAnchor {
			return errAt(e.pos, "only variables and types can be used to anchor an optional group")
		}
	default:
		return errAt(e.pos, "only literals, types, and variables can be used within an optional group")
	}
	return nil
}

// verify checks the whole format against the definition (OpFormatParser::verify).
func (c *compiler) verify() *compileError {
	p := c.p
	if !c.hasAttrDict {
		return errAt(0, "'attr-dict' directive not found in custom assembly format")
	}
	if err := c.verifyAdjacent(p.elems, func(e *elem) bool {
		return e.kind == kAttr && e.qualified && p.def.Attrs[e.idx].Constraint.ValueType == nil
	}, func(base, e *elem) *compileError {
		if e.kind == kLiteral && e.text == ":" {
			return errAt(e.pos, "format ambiguity caused by `:` literal found after attribute `"+
				p.def.Attrs[base.idx].Name+"` which does not have a buildable type")
		}
		return nil
	}); err != nil {
		return err
	}
	if err := c.verifyAdjacent(p.elems, func(e *elem) bool {
		return e.kind == kAttrDict && !e.withKeyword
	}, func(_, e *elem) *compileError {
		if e.kind == kRegion {
			return &compileError{pos: e.pos, msg: "format ambiguity caused by `attr-dict` directive followed by region `" +
				p.def.Regions[e.idx].Name + "`", note: "try using `attr-dict-with-keyword` instead"}
		}
		return nil
	}); err != nil {
		return err
	}

	tyRes := c.typeResolvers()
	if err := c.verifyResults(tyRes); err != nil {
		return err
	}
	if err := c.verifyOperands(tyRes); err != nil {
		return err
	}
	for i, r := range p.def.Regions {
		if !p.allRegions && !c.seenRegions[i] {
			return &compileError{pos: 0, msg: "region #" + strconv.Itoa(i) + ", named '" + r.Name + "', not found",
				note: "suggest adding a '$" + r.Name + "' directive to the custom assembly format"}
		}
	}
	for i, s := range p.def.Successors {
		if !p.allSuccessors && !c.seenSuccessors[i] {
			return &compileError{pos: 0, msg: "successor #" + strconv.Itoa(i) + ", named '" + s.Name + "', not found",
				note: "suggest adding a '$" + s.Name + "' directive to the custom assembly format"}
		}
	}
	if err := c.verifyOILists(); err != nil {
		return err
	}
	for _, i := range c.seenAttrOrder {
		p.usedAttrs = append(p.usedAttrs, p.def.Attrs[i].Name)
	}
	return nil
}

// isOptionallyParsed reports whether e may consume nothing.
func (c *compiler) isOptionallyParsed(e *elem) bool {
	p := c.p
	switch e.kind {
	case kAttr:
		return p.isOptionalAttr(e.idx) || p.def.Attrs[e.idx].Default != nil
	case kOperand:
		return p.def.Operands[e.idx].Arity != core.Single
	case kSuccessor:
		return p.def.Successors[e.idx].Arity == core.Variadic
	case kRegion:
		return p.def.Regions[e.idx].Arity == core.Variadic
	case kSpace, kNewline, kAttrDict:
		return true
	}
	return false
}

// checkRange scans es for an element that is invalid after base, skipping
// optionally parsed ones; it returns done=true once a required element ends
// the scan (checkRangeForElement).
func (c *compiler) checkRange(base *elem, invalid func(base, e *elem) *compileError, es []*elem, guard *elem) (bool, *compileError) {
	for _, e := range es {
		if err := invalid(base, e); err != nil {
			return true, err
		}
		if e.kind == kOptional {
			if _, err := c.checkRange(base, invalid, e.then, e.then[0]); err != nil {
				return true, err
			}
			if _, err := c.checkRange(base, invalid, e.els, nil); err != nil {
				return true, err
			}
			continue
		}
		if e != guard && c.isOptionallyParsed(e) {
			continue
		}
		return true, nil
	}
	return false, nil
}

// verifyAdjacent checks that no element for which isBase holds is followed
// by an element that invalid rejects (verifyAdjacentElements).
func (c *compiler) verifyAdjacent(es []*elem, isBase func(*elem) bool, invalid func(base, e *elem) *compileError) *compileError {
	_, err := c.adjacent(es, isBase, invalid)
	return err
}

func (c *compiler) adjacent(es []*elem, isBase func(*elem) bool, invalid func(base, e *elem) *compileError) (*elem, *compileError) {
	for i, e := range es {
		var base *elem
		switch {
		case isBase(e):
			base = e
		case e.kind == kOptional:
			tb, err := c.adjacent(e.then, isBase, invalid)
			if err != nil {
				return nil, err
			}
			eb, err := c.adjacent(e.els, isBase, invalid)
			if err != nil {
				return nil, err
			}
			if base = tb; base == nil {
				base = eb
			}
			if base == nil {
				continue
			}
		default:
			continue
		}
		done, err := c.checkRange(base, invalid, es[i+1:], nil)
		if err != nil {
			return nil, err
		}
		if !done {
			return base, nil
		}
	}
	return nil, nil
}

// typeResolvers computes, for every operand and result name, where its type
// comes from when the format does not spell it: TypesMatch groups, then the
// SameTypeOperands and SameOperandsAndResultType traits.
func (c *compiler) typeResolvers() map[string]resolver {
	p := c.p
	m := map[string]resolver{}
	seenArg := func(name string) (resolver, bool) {
		if i := p.operandIndex(name); i >= 0 {
			return resolver{kind: rOperand, idx: i}, p.seenOperandType[i]
		}
		if i := p.resultIndex(name); i >= 0 {
			return resolver{kind: rResult, idx: i}, p.seenResultType[i]
		}
		if i := p.attrIndex(name); i >= 0 {
			return resolver{kind: rAttr, idx: i}, c.seenAttrs[i]
		}
		return resolver{}, false
	}
	for _, group := range p.def.TypesMatch {
		for i, name := range group {
			r, ok := seenArg(name)
			if !ok {
				continue
			}
			for j, other := range group {
				if j != i {
					m[other] = r
				}
			}
		}
	}
	same := func(includeResults bool) {
		var r resolver
		if i := indexTrue(p.seenOperandType); i >= 0 {
			r = resolver{kind: rOperand, idx: i}
		} else if i := indexTrue(p.seenResultType); includeResults && i >= 0 {
			r = resolver{kind: rResult, idx: i}
		} else {
			return
		}
		for i, o := range p.def.Operands {
			if !p.seenOperandType[i] {
				m[o.Name] = r
			}
		}
		if includeResults {
			for i, res := range p.def.Results {
				if !p.seenResultType[i] {
					m[res.Name] = r
				}
			}
		}
	}
	if p.def.Traits.Has(core.SameTypeOperands) {
		same(false)
	}
	if p.def.Traits.Has(core.SameOperandsAndResultType) {
		same(true)
	}
	return m
}

func indexTrue(bs []bool) int {
	for i, b := range bs {
		if b {
			return i
		}
	}
	return -1
}

func (c *compiler) verifyResults(m map[string]resolver) *compileError {
	p := c.p
	if p.allResultTypes {
		return nil
	}
	if len(p.def.Results) > 0 && !anyTrue(p.seenResultType) && p.def.InferTypes != nil {
		p.inferResults = true
		return nil
	}
	for i, r := range p.def.Results {
		if p.seenResultType[i] {
			continue
		}
		if res, ok := m[r.Name]; ok {
			p.resultTypes[i] = res
			continue
		}
		if r.Type.Build == nil || r.Arity != core.Single {
			return &compileError{pos: 0,
				msg: "type of result #" + strconv.Itoa(i) + ", named '" + r.Name +
					"', is not buildable and a buildable type cannot be inferred",
				note: "suggest adding a type constraint to the operation or adding a 'type($" + r.Name +
					")' directive to the custom assembly format"}
		}
		p.resultTypes[i] = resolver{kind: rBuild, build: r.Type.Build}
	}
	return nil
}

func (c *compiler) verifyOperands(m map[string]resolver) *compileError {
	p := c.p
	for i, o := range p.def.Operands {
		if !p.allOperands && !c.seenOperands[i] {
			return &compileError{pos: 0, msg: "operand #" + strconv.Itoa(i) + ", named '" + o.Name + "', not found",
				note: "suggest adding a '$" + o.Name + "' directive to the custom assembly format"}
		}
		if p.allOperandTypes || p.seenOperandType[i] {
			continue
		}
		if res, ok := m[o.Name]; ok {
			p.operandTypes[i] = res
			continue
		}
		if o.Type.Build == nil || (p.allOperands && o.Arity != core.Single) {
			return &compileError{pos: 0,
				msg: "type of operand #" + strconv.Itoa(i) + ", named '" + o.Name +
					"', is not buildable and a buildable type cannot be inferred",
				note: "suggest adding a type constraint to the operation or adding a 'type($" + o.Name +
					")' directive to the custom assembly format"}
		}
		p.operandTypes[i] = resolver{kind: rBuild, build: o.Type.Build}
	}
	return nil
}

// verifyOILists rejects oilist keywords that an adjacent oilist or literal
// also uses, which would make parsing ambiguous.
func (c *compiler) verifyOILists() *compileError {
	var prohibited []string
	has := func(s string) bool {
		for _, x := range prohibited {
			if x == s {
				return true
			}
		}
		return false
	}
	for _, e := range c.p.elems {
		switch e.kind {
		case kOIList:
			for _, cl := range e.clauses {
				if has(cl.kw) {
					return errAt(e.pos, "format ambiguity because "+cl.kw+" is used in two adjacent oilist elements.")
				}
			}
			for _, cl := range e.clauses {
				prohibited = append(prohibited, cl.kw)
			}
		case kLiteral:
			if has(e.text) {
				return errAt(e.pos, "format ambiguity because "+e.text+" is used both in oilist element and the adjacent literal.")
			}
			prohibited = nil
		default:
			prohibited = nil
		}
	}
	return nil
}
