package asm

import (
	"slices"
	"strings"
	"sync"

	"ncc/core"
	"ncc/core/asm/format"
)

// resultRecord is one `%name` or `%name:N` on the left of an op.
type resultRecord struct {
	name string
	n    int
	pos  core.Pos
}

// parseOperation parses one op (with its result bindings) into b.
func (p *parser) parseOperation(b *core.Block) error {
	startTok := p.tok
	var buf [2]resultRecord // most ops name one result: no allocation
	results := buf[:0]
	numExpected := 0
	for p.tok.kind == tPercentIdent {
		nameTok := p.tok
		p.next()
		n := 1
		if p.consumeIf(tColon) {
			if p.tok.kind != tInteger {
				return p.wrongTokenError("expected integer number of results")
			}
			v, ok := p.tokUint64(p.tok)
			if !ok || v < 1 || v > 1<<31 {
				return p.errTok("expected named operation to have at least 1 result")
			}
			p.next()
			n = int(v)
		}
		results = append(results, resultRecord{name: p.ssaName(nameTok), n: n, pos: p.tokPos(nameTok)})
		numExpected += n
		if p.consumeIf(tComma) {
			if p.tok.kind != tPercentIdent {
				return p.wrongTokenError("expected valid ssa identifier")
			}
			continue
		}
		if err := p.expect(tEqual, "expected '=' after SSA name"); err != nil {
			return err
		}
		break
	}
	var op *core.Operation
	var err error
	switch p.tok.kind {
	case tBareIdent:
		op, err = p.parseCustomOperation(results)
	case tString:
		op, err = p.parseGenericOperation()
	default:
		return p.wrongTokenError("expected operation name in quotes")
	}
	if err != nil {
		return err
	}
	b.Append(op)
	if len(results) > 0 {
		startPos := p.tokPos(startTok)
		if op.NumResults() == 0 {
			return p.errAt(startPos, "cannot name an operation with no results")
		}
		if numExpected != op.NumResults() {
			return p.errAt(startPos, "operation defines %d results but was provided %d to bind", op.NumResults(), numExpected)
		}
		k := 0
		for _, r := range results {
			for i := 0; i < r.n; i++ {
				u := core.UnresolvedOperand{Name: r.name, Number: i, Pos: r.pos}
				if err := p.ops.define(p, u, op.Result(k)); err != nil {
					return err
				}
				k++
			}
		}
	}
	return nil
}

// parseGenericOperation parses `"name"(operands)[succs] <{props}> (regions) {attrs} : type loc`.
func (p *parser) parseGenericOperation() (*core.Operation, error) {
	nameTok := p.tok
	loc := p.locAt(nameTok)
	// A view of the source when it has no escapes: the Context keeps a
	// copy of a name it has not seen, and errors copy it into messages.
	name := p.srcText[nameTok.start+1 : nameTok.end-1]
	if strings.IndexByte(name, '\\') >= 0 {
		name = unquote(p.spelling())
	}
	if name == "" {
		return nil, p.errTok("empty operation name is invalid")
	}
	if strings.IndexByte(name, 0) >= 0 {
		return nil, p.errTok("null character not allowed in operation name")
	}
	// An op its loaded dialect does not define is created unregistered, as
	// MLIR does; the verifier reports it ("unregistered operation ...").
	opName, err := p.ctx.UnknownOpName(name)
	p.next()
	if err != nil {
		// MLIR reports this at the token after the name.
		if d, _, ok := strings.Cut(name, "."); ok && p.ctx.Dialect(d) != nil {
			return nil, p.errTok("%s", err.Error())
		}
		return nil, p.errTok("operation being parsed with an unregistered dialect. If this is intended, please use -allow-unregistered-dialect with the MLIR tool used")
	}
	st := &core.OpState{Ctx: p.ctx, Name: opName, Loc: loc}

	if err := p.expect(tLParen, "expected '(' to start operand list"); err != nil {
		return nil, err
	}
	var ubuf [4]core.UnresolvedOperand // most ops have few operands
	uses := ubuf[:0]
	if p.tok.kind == tPercentIdent {
		if err := p.parseCommaList(tEOF, tEOF, "", func() error {
			u, err := p.parseSSAUse(true)
			uses = append(uses, u)
			return err
		}); err != nil {
			return nil, err
		}
	}
	if err := p.expect(tRParen, "expected ')' to end operand list"); err != nil {
		return nil, err
	}
	if p.tok.kind == tLSquare {
		if opName.Def != nil && !opName.Def.Traits.Has(core.Terminator) {
			return nil, p.errTok("successors in non-terminator")
		}
		if err := p.parseCommaList(tLSquare, tRSquare, "", func() error {
			b, err := p.parseSuccessorRef()
			st.Successors = append(st.Successors, b)
			return err
		}); err != nil {
			return nil, err
		}
	}
	if p.consumeIf(tLess) {
		if p.tok.kind == tLBrace {
			// The entries, without uniquing a dictionary of them per op.
			entries, err := p.parseAttrDict()
			if err != nil {
				return nil, err
			}
			st.Props = entries
		} else {
			a, err := p.parseAttribute(nil)
			if err != nil {
				return nil, err
			}
			d, ok := a.(*core.DictAttr)
			if !ok {
				return nil, p.errAt(p.tokPos(nameTok), "properties of op '%s' must be a dictionary", name)
			}
			st.Props = append(st.Props, d.Entries...)
		}
		// As MLIR's setPropertiesFromAttr: a registered op without
		// properties rejects them, one with properties keeps the ones it
		// declares and drops the rest.
		if def := opName.Def; def != nil {
			if len(def.Attrs) == 0 && !def.Traits.Has(core.AttrSizedOperandSegments) && !def.Traits.Has(core.AttrSizedResultSegments) {
				return nil, p.errAt(p.tokPos(nameTok), "invalid properties %s for op %s: this operation does not support properties",
					attrString(core.Dict(p.ctx, st.Props)), name)
			}
			st.Props = slices.DeleteFunc(st.Props, func(a core.NamedAttr) bool {
				switch {
				case def.AttrDef(a.Name) != nil:
					return false
				case a.Name == core.OperandSegmentSizesAttr:
					return !def.Traits.Has(core.AttrSizedOperandSegments)
				case a.Name == core.ResultSegmentSizesAttr:
					return !def.Traits.Has(core.AttrSizedResultSegments)
				}
				return true
			})
		}
		if err := p.expect(tGreater, "expected '>' to close properties"); err != nil {
			return nil, err
		}
	}
	if p.consumeIf(tLParen) {
		isolated := opName.Def != nil && opName.Def.Traits.Has(core.IsolatedFromAbove)
		for {
			r := st.AddRegion()
			if isolated && p.deferRegion(r, nil, opName.Def) {
				if !p.consumeIf(tComma) {
					break
				}
				continue
			}
			if err := p.parseRegion(r, nil, isolated); err != nil {
				return nil, err
			}
			if !p.consumeIf(tComma) {
				break
			}
		}
		if err := p.expect(tRParen, "expected ')' to end region list"); err != nil {
			return nil, err
		}
	}
	if p.tok.kind == tLBrace {
		attrs, err := p.parseAttrDict()
		if err != nil {
			return nil, err
		}
		st.Attrs = attrs
	}
	typeTok := p.tok
	if err := p.expect(tColon, "expected ':' followed by operation type"); err != nil {
		return nil, err
	}
	typeTok = p.tok
	t, err := p.parseType()
	if err != nil {
		return nil, err
	}
	ft, ok := t.(*core.FunctionType)
	if !ok {
		return nil, p.errAt(p.tokPos(typeTok), "expected function type")
	}
	if len(ft.Inputs) != len(uses) {
		plural := "s"
		if len(uses) == 1 {
			plural = ""
		}
		return nil, p.errAt(p.tokPos(typeTok), "expected %d operand type%s but had %d", len(uses), plural, len(ft.Inputs))
	}
	st.ResultTypes = ft.Results
	st.Operands = make([]core.Value, len(uses))
	for i, u := range uses {
		v, err := p.ops.resolve(p, u, ft.Inputs[i])
		if err != nil {
			return nil, err
		}
		st.Operands[i] = v
	}
	op := core.NewOperation(st)
	if err := p.parseTrailingLoc(op); err != nil {
		return nil, err
	}
	return op, nil
}

// parseTrailingLoc parses an optional `loc(...)` and sets it on op.
func (p *parser) parseTrailingLoc(op *core.Operation) error {
	if !p.isKeyword("loc") {
		return nil
	}
	l, err := p.parseLocationInstance(false)
	if err != nil {
		return err
	}
	p.setLoc(l, func(l core.Location) { op.SetLoc(l) })
	return nil
}

// parseSSAUse parses %name or %name#N.
func (p *parser) parseSSAUse(allowResultNumber bool) (core.UnresolvedOperand, error) {
	u := core.UnresolvedOperand{Pos: p.tokPos(p.tok)}
	if p.tok.kind != tPercentIdent {
		return u, p.wrongTokenError("expected SSA operand")
	}
	u.Name = p.ssaName(p.tok)
	p.next()
	if p.tok.kind == tHashIdent {
		if !allowResultNumber {
			return u, p.errTok("result number not allowed in argument list")
		}
		s := p.spelling()[1:]
		n := 0
		for _, c := range s {
			if !isDigit(c) || n > 1<<30 {
				return u, p.errTok("invalid SSA value result number")
			}
			n = n*10 + int(c-'0')
		}
		u.Number = n
		p.next()
	}
	return u, nil
}

func (p *parser) parseSuccessorRef() (*core.Block, error) {
	if p.tok.kind != tCaretIdent {
		return nil, p.wrongTokenError("expected block name")
	}
	b := p.ops.block(string(p.spelling()), p.tokPos(p.tok))
	p.next()
	return b, nil
}

// parseRegion parses `{ blocks }` into r. Named entry arguments, when given,
// are defined in the region's entry block.
func (p *parser) parseRegion(r *core.Region, args []core.Argument, isolated bool) error {
	if err := p.expect(tLBrace, "expected '{' to begin a region"); err != nil {
		return err
	}
	if err := p.enter(); err != nil {
		return err
	}
	defer p.leave()
	if len(args) > 0 || p.tok.kind != tRBrace {
		if err := p.parseRegionBody(r, args, isolated, nil); err != nil {
			return err
		}
	}
	if p.tok.kind != tRBrace {
		return p.wrongTokenError("expected '}' to end a region")
	}
	p.next()
	return nil
}

// parseRegionBody parses the blocks of r. entry, when not nil, is the
// region's entry block, already in r (see deferRegion).
func (p *parser) parseRegionBody(r *core.Region, args []core.Argument, isolated bool, entry *core.Block) error {
	p.ops.pushScope(isolated)
	inR := entry != nil
	if entry == nil {
		entry = &core.Block{}
	}
	if len(args) > 0 && args[0].Name.Name != "" {
		if p.tok.kind == tCaretIdent {
			return p.errTok("invalid block name in region with named arguments")
		}
		for _, a := range args {
			if pos, ok := p.ops.lookupPos(a.Name); ok {
				d := p.errAt(a.Name.Pos, "region entry argument '%%%s' is already in use", a.Name.Name).(*core.Diagnostic)
				d.Note(p.locOfPos(pos), "previously referenced here")
				return d
			}
			loc := a.Loc
			if loc == nil {
				loc = p.locOfPos(a.Name.Pos)
			}
			arg := entry.AddArg(a.Type, loc)
			if err := p.ops.define(p, a.Name, arg); err != nil {
				return err
			}
		}
	}
	b, err := p.parseBlock(entry)
	if err != nil {
		return err
	}
	if len(args) > 0 && b.NumArgs() > len(args) {
		return p.errTok("entry block arguments were already defined")
	}
	if !inR {
		r.Append(b)
	}
	for p.tok.kind != tRBrace {
		b, err := p.parseBlock(nil)
		if err != nil {
			return err
		}
		r.Append(b)
	}
	return p.ops.popScope(p)
}

// parseBlock parses `^name(args):` (optional for a given entry block) and the
// block's ops.
func (p *parser) parseBlock(b *core.Block) (*core.Block, error) {
	if b != nil && p.tok.kind != tCaretIdent {
		return b, p.parseBlockBody(b)
	}
	if p.tok.kind != tCaretIdent {
		return nil, p.wrongTokenError("expected block name")
	}
	namePos := p.tokPos(p.tok)
	blk, err := p.ops.defineBlock(p, string(p.spelling()), namePos, b)
	if err != nil {
		return nil, err
	}
	p.next()
	if p.tok.kind == tLParen {
		defining := blk.NumArgs() != 0
		_ = defining
		if err := p.parseCommaList(tLParen, tRParen, "", func() error {
			u, err := p.parseSSAUse(false)
			if err != nil {
				return err
			}
			if err := p.expect(tColon, "expected ':' and type for SSA operand"); err != nil {
				return err
			}
			t, err := p.parseType()
			if err != nil {
				return err
			}
			arg := blk.AddArg(t, p.locOfPos(u.Pos))
			if p.isKeyword("loc") {
				l, err := p.parseLocationInstance(false)
				if err != nil {
					return err
				}
				p.setLoc(l, func(l core.Location) { arg.Loc = l })
			}
			return p.ops.define(p, u, arg)
		}); err != nil {
			return nil, err
		}
	}
	if err := p.expect(tColon, "expected ':' after block name"); err != nil {
		return nil, err
	}
	return blk, p.parseBlockBody(blk)
}

func (p *parser) parseBlockBody(b *core.Block) error {
	for p.tok.kind != tCaretIdent && p.tok.kind != tRBrace {
		if err := p.parseOperation(b); err != nil {
			return err
		}
	}
	return nil
}

// defaultDialectOf is the dialect whose ops may drop their prefix inside
// def's regions (MLIR's OpAsmOpInterface::getDefaultDialect).
func defaultDialectOf(def *core.OpDef) string {
	if def == nil {
		return ""
	}
	return def.DefaultDialect
}

// customFrame is the state of one custom op parse in progress.
type customFrame struct {
	isolated bool
	dialect  string // default dialect for nested regions
	def      *core.OpDef
}

func (p *parser) defaultDialect() string {
	if n := len(p.custom); n > 0 {
		return p.custom[n-1].dialect
	}
	return "builtin"
}

// parseCustomOperation parses an op in its pretty form.
func (p *parser) parseCustomOperation(results []resultRecord) (*core.Operation, error) {
	nameTok := p.tok
	orig := p.internName(p.spelling())
	name := orig
	def := p.ctx.LookupOp(name)
	if def == nil && !strings.Contains(name, ".") {
		name = p.defaultDialect() + "." + orig
		def = p.ctx.LookupOp(name)
	}
	if def == nil {
		dialect, _, _ := strings.Cut(name, ".")
		tried := ""
		if name != orig {
			tried = " (tried '" + name + "' as well)"
		}
		if p.ctx.Dialect(dialect) == nil {
			return nil, p.errTok("Dialect `%s' not found for custom op '%s' %s", dialect, orig, tried)
		}
		return nil, p.errTok("custom op '%s' is unknown%s", orig, tried)
	}
	opName, err := p.ctx.OpName(name)
	if err != nil {
		return nil, p.errTok("%s", err.Error())
	}
	p.next()
	ps := p.newOpState()
	defer p.freeOpState(ps)
	st := &ps.st
	st.Ctx, st.Name, st.Loc = p.ctx, opName, p.locAt(nameTok)
	p.custom = append(p.custom, customFrame{
		isolated: def.Traits.Has(core.IsolatedFromAbove),
		dialect:  defaultDialectOf(def),
		def:      def,
	})
	err = p.runCustomParser(def, st)
	p.custom = p.custom[:len(p.custom)-1]
	if err != nil {
		return nil, err
	}
	op := core.NewOperation(st)
	if err := p.parseTrailingLoc(op); err != nil {
		return nil, err
	}
	return op, nil
}

func (p *parser) runCustomParser(def *core.OpDef, st *core.OpState) error {
	if def.Parse != nil {
		return p.wrapCustomErr(def.Parse(p, st))
	}
	if def.Format == "" {
		return p.errTok("custom op '%s' has no custom assembly form", def.Name)
	}
	prog, err := compiledFormat(def)
	if err != nil {
		return p.errTok("%s", err.Error())
	}
	return p.wrapCustomErr(prog.Parse(p, st))
}

// wrapCustomErr locates an error returned by a hook that did not locate it.
func (p *parser) wrapCustomErr(err error) error {
	if err == nil {
		return nil
	}
	switch err.(type) {
	case *core.Diagnostic, core.Diagnostics:
		return err
	}
	return p.errTok("%s", err.Error())
}

// compiledFormat caches format programs per definition.
func compiledFormat(def *core.OpDef) (*format.Program, error) {
	if v, ok := formatCache.Load(def); ok {
		e := v.(formatEntry)
		return e.prog, e.err
	}
	prog, err := format.Compile(def)
	formatCache.Store(def, formatEntry{prog, err})
	return prog, err
}

var formatCache sync.Map // *core.OpDef -> formatEntry

type formatEntry struct {
	prog *format.Program
	err  error
}

// pooledState is an OpState that custom ops parse into, with buffers for
// the slices NewOperation copies (operands, result types, attributes): one
// set per nesting level serves every op, instead of garbage per op.
type pooledState struct {
	st       core.OpState
	operands []core.Value
	types    []core.Type
	attrs    []core.NamedAttr
	props    []core.NamedAttr
}

// newOpState returns an empty state, reusing one an earlier op is done
// with.
func (p *parser) newOpState() *pooledState {
	var ps *pooledState
	if n := len(p.freeStates); n > 0 {
		ps = p.freeStates[n-1]
		p.freeStates = p.freeStates[:n-1]
	} else {
		ps = &pooledState{
			operands: make([]core.Value, 0, 4), types: make([]core.Type, 0, 4),
			attrs: make([]core.NamedAttr, 0, 2), props: make([]core.NamedAttr, 0, 4),
		}
	}
	ps.st = core.OpState{Operands: ps.operands, ResultTypes: ps.types, Attrs: ps.attrs, Props: ps.props}
	return ps
}

// freeOpState takes back ps, which NewOperation has copied from. Regions
// are dropped (the op owns them now), and so is any slice a hook replaced
// with storage it does not own (a function type's result list, say).
func (p *parser) freeOpState(ps *pooledState) {
	ps.operands = reclaim(ps.operands, ps.st.Operands)
	ps.types = reclaim(ps.types, ps.st.ResultTypes)
	ps.attrs = reclaim(ps.attrs, ps.st.Attrs)
	ps.props = reclaim(ps.props, ps.st.Props)
	ps.st = core.OpState{}
	p.freeStates = append(p.freeStates, ps)
}

// reclaim returns buf emptied for the next op, given s, the field buf was
// handed out as: s itself when it still is buf (appends may have made it
// longer), else buf, which appends may have filled before moving on.
func reclaim[T any](buf, s []T) []T {
	if cap(s) > 0 && cap(buf) > 0 && &s[:1][0] == &buf[:1][0] {
		clear(s)
		return s[:0]
	}
	clear(buf[:cap(buf)])
	return buf[:0]
}
