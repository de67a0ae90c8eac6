package opt

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"ncc/core"
	"ncc/core/asm"
	"ncc/core/pass"
	"ncc/dialects"
	"ncc/dialects/builtin"
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
	if o.SplitInputFile {
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

	var buf bytes.Buffer
	err := processChunk(ctx, name, ch, o, &buf, errw)
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
		out.Write(buf.Bytes())
		return true, nil
	}

	exps, perrs := parseExpectations(string(ch.Src))
	for _, e := range exps {
		e.dLine += ch.Line
		if e.line > 0 {
			e.line += ch.Line
		}
	}
	v := &diagVerifier{file: name, exps: exps,
		render: func(d *core.Diagnostic) string {
			d.Op = nil // verify mode prints no "see current operation" notes, as mlir-opt
			return sm.Render(d)
		},
		renderAt: func(line, col, length int, msg string) string {
			return sm.RenderAt(name, line, col, length, core.SevError, msg)
		}}
	for _, e := range perrs {
		v.failures = append(v.failures, name+":"+e.Error()+"\n")
	}
	for _, d := range diags {
		v.process(d)
	}
	for _, f := range v.failures {
		io.WriteString(errw, f)
	}
	unmet := v.unmet()
	if err == nil {
		out.Write(buf.Bytes())
	}
	return len(v.failures) == 0 && len(unmet) == 0, unmet
}

// processChunk parses, verifies and prints; errors are diagnostics.
func processChunk(ctx *core.Context, name string, ch Chunk, o Options, w, errw io.Writer) error {
	stop := o.Passes.Timer().Phase("Parser")
	block, err := asm.Parse(ctx, ch.Src, asm.ParseOptions{Filename: name, LineOffset: ch.Line})
	stop()
	if err != nil {
		return err
	}
	var top *core.Operation
	if o.NoImplicitModule {
		if block.Len() != 1 {
			return core.Errorf(core.FileLineCol(ctx, name, ch.Line+1, 1),
				"source must contain a single top-level operation, found: %d", block.Len())
		}
		top = block.First()
		top.Remove()
	} else {
		top = builtin.WrapInModule(ctx, block)
	}
	if o.VerifyEach {
		if err := core.Verify(top); err != nil {
			return err
		}
	}
	if err := runPasses(top, ch, o, errw); err != nil {
		return err
	}
	defer o.Passes.Timer().Phase("Output")()
	if err := asm.Print(w, top, o.Print); err != nil {
		return err
	}
	_, err = io.WriteString(w, "\n")
	return err
}

// WriteFileAtomic writes data to path through a temporary file in the same
// directory and a rename, so readers never see a partial file. An existing
// path that is not a regular file (/dev/null, a pipe, a terminal) is written
// directly: renaming over it would replace the device with a plain file.
func WriteFileAtomic(path string, data []byte) error {
	if fi, err := os.Stat(path); err == nil && !fi.Mode().IsRegular() {
		f, err := os.OpenFile(path, os.O_WRONLY, 0)
		if err != nil {
			return err
		}
		_, err = f.Write(data)
		if cerr := f.Close(); err == nil {
			err = cerr
		}
		return err
	}
	dir := filepath.Dir(path)
	f, err := os.CreateTemp(dir, "."+filepath.Base(path)+".tmp*")
	if err != nil {
		return err
	}
	tmp := f.Name()
	if _, err := f.Write(data); err != nil {
		f.Close()
		os.Remove(tmp)
		return err
	}
	if err := f.Close(); err != nil {
		os.Remove(tmp)
		return err
	}
	if err := os.Rename(tmp, path); err != nil {
		os.Remove(tmp)
		return fmt.Errorf("cannot write %s: %w", path, err)
	}
	return nil
}
