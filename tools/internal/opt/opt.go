package opt

import (
	"io"

	"ncc/core"
	"ncc/core/asm"
	"ncc/core/pass"
	"ncc/dialects"
	"ncc/dialects/builtin"
	"ncc/translate/bytecode"
	"ncc/translate/hlo"
)

// Options are ncc-opt's settings, named after mlir-opt's flags.
type Options struct {
	SplitInputFile    bool
	SplitMarker       string // used when SplitInputFile; default DefaultSplitMarker
	OutputSplitMarker string // printed between chunk outputs; default DefaultSplitMarker
	VerifyDiagnostics bool
	AllowUnregistered bool
	NoImplicitModule  bool
	VerifyEach        bool // verify after parsing (and after each pass)
	Print             asm.PrintOptions
	// Bytecode, when set, makes the output MLIR bytecode written with
	// these options instead of text (--emit-bytecode,
	// --emit-bytecode-version).
	Bytecode *bytecode.Options
	// Passes holds the pass-manager flags (pass.RegisterFlags); nil runs no passes.
	Passes *pass.CLI
}

// Input is one buffer to process.
type Input struct {
	Name string // as shown in diagnostics ("<stdin>" for standard input)
	Src  []byte
}

// Run processes in and writes the printed IR to out and diagnostics to
// errw. It returns the process exit code: 0 on success, 1 on any failure.
func Run(in Input, o Options, out, errw io.Writer) int {
	sm := asm.NewSourceMgr()
	sm.Add(in.Name, in.Src)
	chunks := []Chunk{{Src: in.Src}}
	// Bytecode (told by its magic bytes, as mlir-opt does) is one unit.
	if o.SplitInputFile && !bytecode.IsBytecode(in.Src) && !hlo.IsProto(in.Src) {
		marker := o.SplitMarker
		if marker == "" {
			marker = DefaultSplitMarker
		}
		chunks = Split(in.Src, marker)
	}
	outMarker := o.OutputSplitMarker
	if outMarker == "" {
		outMarker = DefaultSplitMarker
	}
	ok := true
	// mlir-opt reports expectations that were never met once, after every
	// chunk ran; unexpected diagnostics appear as they happen.
	var unmet []string
	for i, ch := range chunks {
		if i > 0 {
			io.WriteString(out, outMarker+"\n")
		}
		chunkOK, missing := runChunk(in.Name, ch, o, sm, out, errw)
		ok = ok && chunkOK
		unmet = append(unmet, missing...)
	}
	for _, m := range unmet {
		io.WriteString(errw, m)
	}
	if !ok {
		return 1
	}
	return 0
}

// runChunk parses, verifies and prints one chunk; with VerifyDiagnostics it
// instead checks the chunk's diagnostics against its expected-* lines and
// succeeds when they all match. It returns the rendered "was not produced"
// errors for the caller to print last.
func runChunk(name string, ch Chunk, o Options, sm *asm.SourceMgr, out, errw io.Writer) (bool, []string) {
	ctx := core.NewContext()
	ctx.AllowUnregistered = o.AllowUnregistered
	dialects.LoadAll(ctx)

	var diags []*core.Diagnostic
	pop := ctx.PushDiagHandler(func(d *core.Diagnostic) { diags = append(diags, d) })
	defer pop()

	top, err := processChunk(ctx, name, ch, o, errw)
	if err != nil {
		diags = append(diags, core.AsDiagnostics(err, core.Unknown(ctx))...)
	}

	if !o.VerifyDiagnostics {
		for _, d := range diags {
			io.WriteString(errw, sm.Render(d))
		}
		if err != nil {
			return false, nil
		}
		// Printing comes last and emits no diagnostics, so the IR goes
		// straight to out rather than through a buffer of its size.
		if err := printChunk(top, o, out); err != nil {
			io.WriteString(errw, sm.Render(core.AsDiagnostics(err, core.Unknown(ctx))[0]))
			return false, nil
		}
		return true, nil
	}

	v := newDiagVerifier(name, ch.Src, ch.Line, sm)
	for _, d := range diags {
		v.process(d)
	}
	for _, f := range v.failures {
		io.WriteString(errw, f)
	}
	unmet := v.unmet()
	if err == nil {
		if err := printChunk(top, o, out); err != nil {
			io.WriteString(errw, sm.Render(core.AsDiagnostics(err, core.Unknown(ctx))[0]))
			return false, unmet
		}
	}
	return len(v.failures) == 0 && len(unmet) == 0, unmet
}

// processChunk parses, verifies and runs the passes, returning the op to
// print; errors are diagnostics.
func processChunk(ctx *core.Context, name string, ch Chunk, o Options, errw io.Writer) (*core.Operation, error) {
	stop := o.Passes.Timer().Phase("Parser")
	var block *core.Block
	var top *core.Operation
	var err error
	switch {
	case bytecode.IsBytecode(ch.Src):
		block, err = bytecode.Read(ctx, name, ch.Src)
	case hlo.IsHLO(ch.Src):
		// XLA HLO (text or HloModuleProto, told by content) is the
		// builtin.module of StableHLO it imports to.
		top, err = hlo.Import(ctx, name, ch.Src, hlo.Options{LineOffset: ch.Line, NoVerify: !o.VerifyEach})
	default:
		block, err = asm.Parse(ctx, ch.Src, asm.ParseOptions{Filename: name, LineOffset: ch.Line})
	}
	stop()
	if err != nil {
		return nil, err
	}
	switch {
	case top != nil: // HLO, imported as a module
	case o.NoImplicitModule:
		if block.Len() != 1 {
			return nil, core.Errorf(core.FileLineCol(ctx, name, ch.Line+1, 1),
				"source must contain a single top-level operation, found: %d", block.Len())
		}
		top = block.First()
		top.Remove()
	default:
		top = builtin.WrapInModule(ctx, block)
	}
	if o.VerifyEach {
		if err := core.Verify(top); err != nil {
			return nil, err
		}
	}
	if err := runPasses(top, ch, o, errw); err != nil {
		return nil, err
	}
	return top, nil
}

// printChunk prints the result of processChunk.
func printChunk(top *core.Operation, o Options, w io.Writer) error {
	defer o.Passes.Timer().Phase("Output")()
	if o.Bytecode != nil {
		return bytecode.Write(w, top, o.Bytecode)
	}
	if err := asm.Print(w, top, o.Print); err != nil {
		return err
	}
	_, err := io.WriteString(w, "\n")
	return err
}
