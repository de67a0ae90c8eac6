package hlo

// ParseOptions tune Parse.
type ParseOptions struct {
	// LineOffset is the number of lines of the file before src, when src
	// is one chunk of a file split with --split-input-file.
	LineOffset int
}

// maxNesting bounds nested shapes, literals and groups.
const maxNesting = 64

type parser struct {
	s     *scanner
	m     *Module
	depth int
	comps map[string]*Computation
}

// Parse reads HLO text as XLA prints it (HloModule::ToString, the
// --xla_dump_to files of JAX and PyTorch/XLA) into a Module. file names the
// text in errors. Problems are returned as *Error, located at the line and
// column where the text stops making sense.
func Parse(file string, src []byte, opts ParseOptions) (*Module, error) {
	p := &parser{s: newScanner(file, src, opts.LineOffset), m: &Module{File: file}, comps: map[string]*Computation{}}
	if err := p.module(); err != nil {
		return nil, err
	}
	return p.m, nil
}

func (p *parser) module() error {
	s := p.s
	kw, off := s.name()
	p.m.Pos = s.pos(off)
	// As XLA's parser, a module may come without its header: the text
	// starts with ENTRY or with a computation's name and '{' (XLA's own
	// test files are written so), and the module is named after its entry.
	headerless := kw == "ENTRY" || kw != "HloModule" && kw != "" && s.peek() == '{'
	switch {
	case headerless:
		s.off = off
	case kw != "HloModule":
		return s.errAt(off, "expected 'HloModule', found %s", s.describe())
	default:
		name, _, err := s.needName("a module name")
		if err != nil {
			return err
		}
		p.m.Name = name
		seen := map[string]bool{}
		for s.eat(',') {
			if err := p.moduleAttr(seen); err != nil {
				return err
			}
		}
	}
	for s.peek() != 0 {
		if err := p.computation(); err != nil {
			return err
		}
	}
	if s.comment != nil {
		return s.comment
	}
	if len(p.m.Computations) == 0 {
		return s.errAt(len(s.src), "HloModule '%s' has no computations", p.m.Name)
	}
	if p.m.Entry == nil {
		// As XLA's parser: without ENTRY, the last computation is the entry.
		p.m.Entry = p.m.Computations[len(p.m.Computations)-1]
		p.m.Entry.IsEntry = true
	}
	if headerless {
		p.m.Name = "module_" + p.m.Entry.Name
	}
	return p.resolveComputations()
}

func (p *parser) moduleAttr(seen map[string]bool) error {
	s := p.s
	name, off, err := s.needName("a module attribute")
	if err != nil {
		return err
	}
	if seen[name] {
		return s.errAt(off, "duplicate module attribute '%s'", name)
	}
	seen[name] = true
	if err := s.expect('=', "after module attribute '"+name+"'"); err != nil {
		return err
	}
	switch name {
	case "entry_computation_layout":
		if err := s.expect('{', "before entry_computation_layout"); err != nil {
			return err
		}
		ps, err := p.programShape(false)
		if err != nil {
			return err
		}
		p.m.EntryLayout = ps
		return s.expect('}', "after entry_computation_layout")
	case "input_output_alias":
		p.m.InputOutputAlias, err = p.aliases()
		return err
	case "replica_count", "num_partitions":
		v, off, err := s.int(name)
		if err != nil {
			return err
		}
		if v < 1 || v > 1<<20 {
			return s.errAt(off, "%s %d is out of range", name, v)
		}
		if name == "replica_count" {
			p.m.ReplicaCount = v
		} else {
			p.m.NumPartitions = v
		}
		return nil
	case "frontend_attributes":
		p.m.Frontend, err = p.kvList()
		return err
	}
	_, _, err = s.rawValue()
	return err
}

// programShape reads (shape, ...)->shape; with names, each parameter is
// `name: shape`, as in a computation's signature.
func (p *parser) programShape(names bool) (*ProgramShape, error) {
	s := p.s
	if err := s.expect('(', "at the start of a signature"); err != nil {
		return nil, err
	}
	ps := &ProgramShape{}
	for !s.eat(')') {
		if len(ps.Params) > 0 {
			if err := s.expect(',', "or ')' in signature"); err != nil {
				return nil, err
			}
		}
		if names {
			if _, _, err := s.needName("a parameter name"); err != nil {
				return nil, err
			}
			if err := s.expect(':', "after parameter name"); err != nil {
				return nil, err
			}
		}
		sh, err := p.shape()
		if err != nil {
			return nil, err
		}
		ps.Params = append(ps.Params, sh)
	}
	if !s.eatLit("->") {
		return nil, s.errAt(s.off, "expected '->' in signature, found %s", s.describe())
	}
	r, err := p.shape()
	if err != nil {
		return nil, err
	}
	ps.Result = r
	return ps, nil
}

// aliases reads input_output_alias={ {0}: (0, {}, may-alias), ... }.
func (p *parser) aliases() ([]Alias, error) {
	s := p.s
	if err := s.expect('{', "before input_output_alias"); err != nil {
		return nil, err
	}
	var out []Alias
	for !s.eat('}') {
		if len(out) > 0 {
			if err := s.expect(',', "or '}' in input_output_alias"); err != nil {
				return nil, err
			}
		}
		var a Alias
		var err error
		if a.OutputIndex, err = p.intList(); err != nil {
			return nil, err
		}
		if err := s.expect(':', "after output index"); err != nil {
			return nil, err
		}
		if err := s.expect('(', "before aliased parameter"); err != nil {
			return nil, err
		}
		if a.Param, _, err = s.int("a parameter number"); err != nil {
			return nil, err
		}
		if err := s.expect(',', "after parameter number"); err != nil {
			return nil, err
		}
		if a.ParamIndex, err = p.intList(); err != nil {
			return nil, err
		}
		if s.eat(',') {
			kind, off := s.word()
			switch kind {
			case "may-alias":
			case "must-alias":
				a.Must = true
			default:
				return nil, s.errAt(off, "expected may-alias or must-alias, found '%s'", kind)
			}
		}
		if err := s.expect(')', "after alias"); err != nil {
			return nil, err
		}
		out = append(out, a)
	}
	return out, nil
}

func (p *parser) computation() error {
	s := p.s
	name, off := s.name()
	c := &Computation{}
	if name == "ENTRY" {
		c.IsEntry = true
		name, off = s.name()
	}
	if name == "" {
		return s.errAt(off, "expected a computation, found %s", s.describe())
	}
	c.Name, c.Pos = name, s.pos(off)
	if p.comps[name] != nil {
		return s.errAt(off, "computation '%s' is defined twice", name)
	}
	p.comps[name] = c
	if c.IsEntry {
		if p.m.Entry != nil {
			return s.errAt(off, "second ENTRY computation '%s' (the first is '%s')", name, p.m.Entry.Name)
		}
		p.m.Entry = c
	}
	if s.peek() == '(' {
		sig, err := p.programShape(true)
		if err != nil {
			return err
		}
		c.Signature = sig
	}
	if err := s.expect('{', "at the start of computation '"+name+"'"); err != nil {
		return err
	}
	names := map[string]*Instruction{}
	for !s.eat('}') {
		if s.peek() == 0 {
			return s.errAt(len(s.src), "unexpected end of input in computation '%s' (missing '}')", name)
		}
		in, err := p.instruction(c)
		if err != nil {
			return err
		}
		if names[in.Name] != nil {
			return p.errAtPos(in.Pos, "instruction '%s' is defined twice in computation '%s'", in.Name, name)
		}
		names[in.Name] = in
		c.Instrs = append(c.Instrs, in)
	}
	for s.eat(',') {
		attr, off, err := s.needName("a computation attribute")
		if err != nil {
			return err
		}
		if err := s.expect('=', "after computation attribute"); err != nil {
			return err
		}
		if attr == "execution_thread" {
			if c.ExecutionThread, _, err = s.str(); err != nil {
				return err
			}
			continue
		}
		_ = off
		if _, _, err := s.rawValue(); err != nil {
			return err
		}
	}
	p.m.Computations = append(p.m.Computations, c)
	return p.link(c, names)
}

func (p *parser) errAtPos(pos Pos, format string, args ...any) *Error {
	e := p.s.errAt(0, format, args...)
	e.Line, e.Col = pos.Line, pos.Col
	return e
}

// link resolves operand names, numbers the parameters and finds the root.
func (p *parser) link(c *Computation, names map[string]*Instruction) error {
	if len(c.Instrs) == 0 {
		return p.errAtPos(c.Pos, "computation '%s' has no instructions", c.Name)
	}
	var params []*Instruction
	for _, in := range c.Instrs {
		for _, r := range in.operandNames {
			op := names[r.name]
			if op == nil {
				return p.s.errAt(r.off, "instruction '%s' uses unknown operand '%s'", in.Name, r.name)
			}
			in.Operands = append(in.Operands, op)
		}
		in.operandNames = nil
		if in.Root {
			if c.Root != nil {
				return p.errAtPos(in.Pos, "computation '%s' has two ROOT instructions ('%s' and '%s')", c.Name, c.Root.Name, in.Name)
			}
			c.Root = in
		}
		if in.Opcode == "parameter" {
			params = append(params, in)
		}
	}
	if c.Root == nil {
		c.Root = c.Instrs[len(c.Instrs)-1]
	}
	c.Params = make([]*Instruction, len(params))
	for _, in := range params {
		n := in.ParamNum
		if n < 0 || n >= int64(len(params)) {
			return p.errAtPos(in.OpPos, "parameter number %d of '%s' is out of range: computation '%s' has %d parameters",
				n, in.Name, c.Name, len(params))
		}
		if c.Params[n] != nil {
			return p.errAtPos(in.OpPos, "parameter %d of computation '%s' is defined twice ('%s' and '%s')",
				n, c.Name, c.Params[n].Name, in.Name)
		}
		c.Params[n] = in
	}
	return nil
}

func (p *parser) instruction(c *Computation) (*Instruction, error) {
	s := p.s
	in := &Instruction{Comp: c}
	name, off := s.name()
	if name == "ROOT" {
		in.Root = true
		name, off = s.name()
	}
	if name == "" {
		return nil, s.errAt(off, "expected an instruction or '}', found %s", s.describe())
	}
	in.Name, in.Pos = name, s.pos(off)
	if err := s.expect('=', "after instruction name '"+name+"'"); err != nil {
		return nil, err
	}
	sh, err := p.shape()
	if err != nil {
		return nil, err
	}
	in.Shape = sh
	op, opOff, err := s.needName("an opcode")
	if err != nil {
		return nil, err
	}
	in.Opcode, in.OpPos = op, s.pos(opOff)
	if err := s.expect('(', "after opcode '"+op+"'"); err != nil {
		return nil, err
	}
	switch op {
	case "parameter":
		if in.ParamNum, _, err = s.int("a parameter number"); err != nil {
			return nil, err
		}
		if err := s.expect(')', "after parameter number"); err != nil {
			return nil, err
		}
	case "constant":
		if in.Literal, err = p.literal(sh); err != nil {
			return nil, err
		}
		if err := s.expect(')', "after the literal of '"+name+"'"); err != nil {
			return nil, err
		}
	default:
		if err := p.operands(in); err != nil {
			return nil, err
		}
	}
	seen := map[string]bool{}
	for s.eat(',') {
		if err := p.attribute(in, seen); err != nil {
			return nil, err
		}
	}
	return in, nil
}

// operands reads `%a, f32[2]{0} %b, ...)`: each operand may carry its
// shape, as older XLA versions print them.
func (p *parser) operands(in *Instruction) error {
	s := p.s
	for !s.eat(')') {
		if len(in.operandNames) > 0 {
			if err := s.expect(',', "or ')' in operand list"); err != nil {
				return err
			}
		}
		if s.peek() == '(' {
			if _, err := p.shape(); err != nil {
				return err
			}
		}
		save := s.off
		n, off := s.name()
		if n == "" {
			return s.errAt(off, "expected an operand, found %s", s.describe())
		}
		if isPrimitive(n) && s.off < len(s.src) && s.src[s.off] == '[' {
			s.off = save
			if _, err := p.shape(); err != nil {
				return err
			}
			if n, off = s.name(); n == "" {
				return s.errAt(off, "expected an operand name after its shape, found %s", s.describe())
			}
		}
		if len(in.operandNames) >= 1<<16 {
			return s.errAt(off, "too many operands")
		}
		in.operandNames = append(in.operandNames, nameRef{n, off})
	}
	return nil
}

// resolveComputations points computation-valued attributes at their
// computations.
func (p *parser) resolveComputations() error {
	for _, c := range p.m.Computations {
		for _, in := range c.Instrs {
			for _, a := range in.Attrs {
				var names []string
				switch v := a.Val.(type) {
				case compRef:
					names = []string{string(v)}
				case compRefs:
					names = v
				default:
					continue
				}
				for _, n := range names {
					callee := p.comps[n]
					if callee == nil {
						return p.errAtPos(a.Pos, "'%s' of '%s' names unknown computation '%s'", a.Name, in.Name, n)
					}
					if callee.IsEntry {
						return p.errAtPos(a.Pos, "'%s' of '%s' names the entry computation '%s'", a.Name, in.Name, n)
					}
					a.Comps = append(a.Comps, callee)
				}
			}
		}
	}
	return nil
}

// IsText reports whether src is HLO text: its first word, after white
// space and comments, is HloModule, or ENTRY for a module without its
// header (one starting with another computation is HLO to Parse, but too
// like MLIR's `module {` to be told by content). Tools use it to accept
// HLO wherever they accept MLIR, detected by content rather than by file
// name.
func IsText(src []byte) bool {
	s := newScanner("", src, 0)
	n, _ := s.name()
	return n == "HloModule" || n == "ENTRY"
}
