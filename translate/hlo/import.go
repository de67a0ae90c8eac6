package hlo

import (
	"errors"
	"fmt"
	"runtime/debug"
	"strings"

	"ncc/core"
	"ncc/core/asm"
	"ncc/dialects/builtin"
)

// Options tune Import.
type Options struct {
	// LineOffset is the number of lines of the file before the text, when
	// the text is one chunk of a file split with --split-input-file.
	LineOffset int
	// KeepNeuronCustomCalls leaves torch-neuronx's custom calls
	// (AwsNeuronGelu, AwsNeuronSoftmax, ...) as stablehlo.custom_call
	// instead of rewriting them into their StableHLO meaning.
	KeepNeuronCustomCalls bool
	// NoVerify returns the module without running the verifier.
	NoVerify bool
	// FillElidedConstants gives a constant the dump elided ({...}) values
	// of its own instead of refusing it, as XLA's parser does by default
	// (fill_shortform_constants_with_random_values), so that a dump made
	// without --xla_dump_large_constants still imports and runs: ncc's
	// values are deterministic, small floats in [-0.05, 0.05) and
	// integers 0 or 1 (XLA's raw counter bits would make floats
	// denormals), different from one constant to the next.
	FillElidedConstants bool
}

// Import reads HLO text and returns it as a builtin.module of func and
// stablehlo ops: see the package documentation for the mapping. ctx must
// have the builtin, func, stablehlo and chlo dialects loaded. Errors are
// core diagnostics: located in the HLO text for what the text gets wrong,
// at the operation's location (the framework's Python line when the HLO
// carries metadata) for what the verifier rejects.
//
// src may also be a serialized HloModuleProto (told by IsProto, or by not
// being HLO text): it is read by ReadProto, and its errors name the
// computation and instruction, at line 0 of file.
func Import(ctx *core.Context, file string, src []byte, opts Options) (*core.Operation, error) {
	if !IsText(src) && IsProtoText(src) {
		m, err := readProtoText(file, src)
		if err != nil {
			return nil, importError(ctx, err)
		}
		return ImportModule(ctx, m, opts)
	}
	if !IsText(src) && (IsProto(src) || !looksLikeText(src)) {
		m, err := ReadProto(file, src)
		if err != nil {
			var pe *ProtoError
			if errors.As(err, &pe) {
				return nil, core.Errorf(core.FileLineCol(ctx, file, 0, 0), "%s", strings.TrimPrefix(pe.Error(), pe.File+": "))
			}
			return nil, err
		}
		return ImportModule(ctx, m, opts)
	}
	m, err := Parse(file, src, ParseOptions{LineOffset: opts.LineOffset})
	if err != nil {
		var pe *Error
		if errors.As(err, &pe) {
			return nil, core.Errorf(core.FileLineCol(ctx, pe.File, pe.Line, pe.Col), "%s", pe.Msg)
		}
		return nil, err
	}
	return ImportModule(ctx, m, opts)
}

// importError is err as a core diagnostic: at its line and column for a
// text error, at line 0 of the file naming the computation and
// instruction for a proto's.
func importError(ctx *core.Context, err error) error {
	var te *Error
	if errors.As(err, &te) {
		return core.Errorf(core.FileLineCol(ctx, te.File, te.Line, te.Col), "%s", te.Msg)
	}
	var pe *ProtoError
	if errors.As(err, &pe) {
		return core.Errorf(core.FileLineCol(ctx, pe.File, 0, 0), "%s", strings.TrimPrefix(pe.Error(), pe.File+": "))
	}
	return err
}

// ImportModule imports a parsed module (see Import).
func ImportModule(ctx *core.Context, m *Module, opts Options) (module *core.Operation, err error) {
	im := &importer{ctx: ctx, m: m, opts: opts, b: core.NewBuilder(ctx),
		funcs: map[*Computation]*core.Operation{}, active: map[*Computation]bool{},
		names: map[string]bool{}, origin: map[*core.Operation]*Instruction{}}
	im.budget = 1 << 18
	for _, c := range m.Computations {
		im.budget += 32 * len(c.Instrs)
	}
	defer func() {
		if r := recover(); r != nil {
			module = nil
			err = core.Errorf(im.fileLoc(m.Pos), "internal error: HLO import panicked: %v\n%s", r, debug.Stack())
		}
	}()
	for _, name := range []string{"builtin.module", "func.func", "stablehlo.add", "chlo.erf"} {
		if _, err := ctx.OpName(name); err != nil {
			return nil, fmt.Errorf("HLO import needs the builtin, func, stablehlo and chlo dialects: %v", err)
		}
	}
	module, err = im.run()
	if err != nil {
		return nil, err
	}
	if !opts.KeepNeuronCustomCalls {
		if err := LegalizeNeuronCustomCalls(module); err != nil {
			return nil, err
		}
	}
	if !opts.NoVerify {
		if err := core.Verify(module); err != nil {
			return nil, im.annotate(err)
		}
	}
	return module, nil
}

type importer struct {
	ctx    *core.Context
	m      *Module
	opts   Options
	fill   uint64 // the generator of FillElidedConstants
	b      *core.Builder
	module *core.Operation
	funcs  map[*Computation]*core.Operation
	active map[*Computation]bool // being imported: a second visit is a cycle
	names  map[string]bool       // function names taken
	origin map[*core.Operation]*Instruction
	// budget bounds the instructions imported, counting each inlined
	// fusion and each region anew, so that computations nested in each
	// other cannot blow up exponentially.
	budget int
}

// val is the value of an instruction: an MLIR value, or a tuple of vals
// (tuples exist only during import; get-tuple-element picks them apart).
// A leaf with a nil v stands for a part of an HLO value that has no
// StableHLO counterpart (the context of an asynchronous start).
type val struct {
	v     core.Value
	elems []*val
	tuple bool
}

func leaf(v core.Value) *val      { return &val{v: v} }
func tupleOf(es []*val) *val      { return &val{elems: es, tuple: true} }
func (x *val) isTuple() bool      { return x.tuple }
func (x *val) leafCount() (n int) { return len(x.appendLeaves(nil)) }

func (x *val) appendLeaves(out []core.Value) []core.Value {
	if !x.tuple {
		return append(out, x.v)
	}
	for _, e := range x.elems {
		out = append(out, e.appendLeaves(nil)...)
	}
	return out
}

// treeOf rebuilds the value of shape sh from its leaves, in order.
func treeOf(sh *Shape, vs []core.Value) (*val, []core.Value) {
	if !sh.IsTuple() {
		return leaf(vs[0]), vs[1:]
	}
	es := make([]*val, len(sh.Tuple))
	for i, e := range sh.Tuple {
		es[i], vs = treeOf(e, vs)
	}
	return tupleOf(es), vs
}

func (im *importer) run() (*core.Operation, error) {
	m := im.m
	im.module = builtin.NewModule(im.ctx, im.fileLoc(m.Pos))
	im.module.SetAttr("sym_name", core.String(im.ctx, m.Name))
	im.names["main"] = true
	if _, err := im.function(m.Entry, true); err != nil {
		return nil, err
	}
	im.moduleAttrs()
	return im.module, nil
}

// fileLoc is the location of a position in the HLO text (unknown when the
// instruction did not come from text).
func (im *importer) fileLoc(p Pos) core.Location {
	if !p.IsValid() {
		return core.Unknown(im.ctx)
	}
	return core.FileLineCol(im.ctx, im.m.File, p.Line, p.Col)
}

// loc is an instruction's location as XLA's importer makes it
// (GenerateInstructionLocation): the metadata's op_name fused with its
// source_file:source_line, so diagnostics point at the framework's Python
// line; without metadata, the instruction's name. Where XLA's NameLoc has
// no file position, ncc nests the HLO text position inside it, so errors
// about the op still point somewhere.
func (im *importer) loc(in *Instruction) core.Location {
	text := im.fileLoc(in.Pos)
	var child core.Location
	if _, unknown := text.(*core.UnknownLoc); !unknown {
		child = text
	}
	if md := in.Metadata; md != nil && md.OpName != "" {
		if md.SourceFile != "" {
			return core.Fused(im.ctx, []core.Location{
				core.Name(im.ctx, md.OpName, nil),
				core.FileLineCol(im.ctx, md.SourceFile, int(md.SourceLine), 0),
			}, nil)
		}
		return core.Name(im.ctx, md.OpName, child)
	}
	return core.Name(im.ctx, in.Name, child)
}

// errf is an error about an instruction, at its opcode in the text (or
// naming it, for an instruction without a position).
func (im *importer) errf(in *Instruction, format string, args ...any) error {
	msg := fmt.Sprintf(format, args...)
	if !in.OpPos.IsValid() {
		if im.m.Proto {
			// No text position: name the instruction, at line 0 of the file.
			return core.Errorf(core.Name(im.ctx, in.Name, core.FileLineCol(im.ctx, im.m.File, 0, 0)),
				"%s (instruction '%s', id %d, of computation '%s')", msg, in.Name, in.ID, in.Comp.Name)
		}
		return core.Errorf(core.Name(im.ctx, in.Name, nil), "%s (instruction '%s')", msg, in.Name)
	}
	return core.Errorf(im.fileLoc(in.OpPos), "%s", msg)
}

// errAt is an error at a position of an attribute or literal.
func (im *importer) errAt(p Pos, in *Instruction, format string, args ...any) error {
	if !p.IsValid() {
		return im.errf(in, format, args...)
	}
	return core.Errorf(im.fileLoc(p), format, args...)
}

// annotate adds, to each verifier diagnostic about an imported op, a note
// at the HLO instruction it came from.
func (im *importer) annotate(err error) error {
	ds := core.AsDiagnostics(err, im.fileLoc(im.m.Pos))
	for _, d := range ds {
		for op := d.Op; op != nil; op = op.ParentOp() {
			if in := im.origin[op]; in != nil && in.Pos.IsValid() {
				at := im.fileLoc(in.Pos)
				if fl, ok := core.FileLineColOf(d.Loc); !ok || core.Location(fl) != at {
					d.Note(at, "in HLO instruction '%s'", in.Name)
				}
				break
			}
		}
	}
	if len(ds) == 1 {
		return ds[0]
	}
	return ds
}

// sanitize makes a computation name a function name as XLA's importer
// does ('-' becomes '_'), unique in the module.
func (im *importer) sanitize(name string) string {
	base := strings.ReplaceAll(name, "-", "_")
	n := base
	for i := 1; im.names[n]; i++ {
		n = fmt.Sprintf("%s_%d", base, i)
	}
	im.names[n] = true
	return n
}

// order lists c's instructions operands first (a post-order from each
// instruction in text order, as HloComputation::MakeInstructionPostOrder),
// and fails on a cycle.
func (im *importer) order(c *Computation) ([]*Instruction, error) {
	state := make(map[*Instruction]uint8, len(c.Instrs))
	out := make([]*Instruction, 0, len(c.Instrs))
	type frame struct {
		in *Instruction
		i  int
	}
	var stack []frame
	for _, start := range c.Instrs {
		if state[start] != 0 {
			continue
		}
		state[start] = 1
		stack = append(stack[:0], frame{start, 0})
		for len(stack) > 0 {
			f := &stack[len(stack)-1]
			if f.i < len(f.in.Operands) {
				op := f.in.Operands[f.i]
				f.i++
				switch state[op] {
				case 0:
					state[op] = 1
					stack = append(stack, frame{op, 0})
				case 1:
					return nil, im.errf(op, "instruction '%s' depends on itself: its operands form a cycle", op.Name)
				}
				continue
			}
			state[f.in] = 2
			out = append(out, f.in)
			stack = stack[:len(stack)-1]
		}
	}
	return out, nil
}

// body imports c's instructions at the builder's insertion point, with
// args the values of c's parameters, and returns the root's value.
func (im *importer) body(c *Computation, args []*val, user *Instruction) (*val, error) {
	if im.active[c] {
		return nil, im.errf(user, "computation '%s' calls itself: the call graph has a cycle", c.Name)
	}
	if len(args) != len(c.Params) {
		return nil, im.errf(user, "'%s' passes %d values to computation '%s', which has %d parameters",
			user.Name, len(args), c.Name, len(c.Params))
	}
	im.active[c] = true
	defer delete(im.active, c)
	order, err := im.order(c)
	if err != nil {
		return nil, err
	}
	if im.budget -= len(order); im.budget < 0 {
		return nil, im.errf(user, "importing '%s' expands computation '%s' too many times (regions and fusions nested in each other)", user.Name, c.Name)
	}
	vals := make(map[*Instruction]*val, len(order))
	for _, in := range order {
		if in.Opcode == "parameter" {
			a := args[in.ParamNum]
			if err := im.checkShape(in, a); err != nil {
				return nil, err
			}
			vals[in] = a
			continue
		}
		ops := make([]*val, len(in.Operands))
		for i, o := range in.Operands {
			ops[i] = vals[o]
		}
		v, err := im.instr(in, ops)
		if err != nil {
			return nil, err
		}
		vals[in] = v
	}
	return vals[c.Root], nil
}

// checkShape fails unless v has in's shape.
func (im *importer) checkShape(in *Instruction, v *val) error {
	want, err := leafTypes(im.ctx, in.Shape)
	if err != nil {
		return im.errf(in, "%v", err)
	}
	got := v.appendLeaves(nil)
	if len(got) != len(want) || v.isTuple() != in.Shape.IsTuple() {
		return im.errf(in, "'%s' has shape %s, but its value has %d parts", in.Name, in.Shape, len(got))
	}
	for i, g := range got {
		if g != nil && g.Type() != want[i] {
			return im.errf(in, "'%s' has shape %s, but its value has type %s", in.Name, in.Shape, asm.TypeString(g.Type()))
		}
	}
	return nil
}

// function imports c as a func.func: the entry as public @main, others as
// private functions named after the computation. Tuple parameters and
// results are flattened.
func (im *importer) function(c *Computation, main bool) (*core.Operation, error) {
	if f := im.funcs[c]; f != nil {
		return f, nil
	}
	var argTypes []core.Type
	var argLocs []core.Location
	for _, p := range c.Params {
		ts, err := leafTypes(im.ctx, p.Shape)
		if err != nil {
			return nil, im.errf(p, "%v", err)
		}
		argTypes = append(argTypes, ts...)
		for range ts {
			argLocs = append(argLocs, im.loc(p))
		}
	}
	resTypes, err := leafTypes(im.ctx, c.Root.Shape)
	if err != nil {
		return nil, im.errf(c.Root, "%v", err)
	}
	block := core.NewBlock(argTypes, argLocs)
	args := make([]*val, len(c.Params))
	rest := block.ArgValues()
	for i, p := range c.Params {
		args[i], rest = treeOf(p.Shape, rest)
	}
	saved, before := im.b.InsertionPoint()
	defer im.b.RestoreInsertionPoint(saved, before)
	im.b.SetInsertionPointToEnd(block)
	root, err := im.body(c, args, c.Root)
	if err != nil {
		return nil, err
	}
	results, err := im.leaves(c.Root, root)
	if err != nil {
		return nil, err
	}
	im.b.CreateOp("func.return", im.loc(c.Root), results, nil)

	name := "main"
	if !main {
		name = im.sanitize(c.Name)
	}
	st := &core.OpState{Loc: core.Unknown(im.ctx), Attrs: []core.NamedAttr{
		{Name: "sym_name", Value: core.String(im.ctx, name)},
		{Name: "function_type", Value: core.TypeAttrOf(im.ctx, core.Function(im.ctx, argTypes, resTypes))},
	}}
	if !main {
		st.AddAttr("sym_visibility", core.String(im.ctx, "private"))
	}
	if c.ExecutionThread != "" && c.ExecutionThread != "main" {
		st.AddAttr("execution_thread", core.String(im.ctx, c.ExecutionThread))
	}
	if a := im.argAttrs(c, main, len(argTypes)); a != nil {
		st.AddAttr("arg_attrs", a)
	}
	if a := im.resAttrs(c, len(resTypes)); a != nil {
		st.AddAttr("res_attrs", a)
	}
	st.Name, _ = im.ctx.OpName("func.func")
	st.AddRegion().Append(block)
	f := core.NewOperation(st)
	builtin.Body(im.module).Append(f)
	im.funcs[c] = f
	return f, nil
}

// leaves returns the MLIR values of v, failing on parts that have none.
func (im *importer) leaves(in *Instruction, v *val) ([]core.Value, error) {
	vs := v.appendLeaves(nil)
	for _, x := range vs {
		if x == nil {
			return nil, im.errf(in, "'%s' uses a part of an asynchronous start that has no StableHLO value", in.Name)
		}
	}
	return vs, nil
}
