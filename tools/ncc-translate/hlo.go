package main

import (
	"bytes"
	"fmt"
	"io"
	"runtime/debug"

	"ncc/core"
	"ncc/core/asm"
	"ncc/dialects"
	"ncc/translate/hlo"
)

type hloFlags struct {
	split      string // split marker, "" for none
	keepNeuron bool
	fillElided bool
	noVerify   bool
	debugInfo  bool
}

// translateHLO runs --import-hlo on src, HLO text or an HloModuleProto
// (hlo.Import tells them apart by content): each chunk (one unless
// --split-input-file) is imported, verified and printed; errors are
// rendered against the HLO text. It returns the exit code.
func translateHLO(name string, src []byte, f hloFlags, output string, stdout, stderr io.Writer) int {
	chunks := []hloChunk{{src: src}}
	if f.split != "" && !hlo.IsProto(src) { // a proto is one unit
		chunks = splitHLO(src, f.split)
	}
	var out bytes.Buffer
	code := 0
	for i, ch := range chunks {
		if i > 0 {
			out.WriteString("// -----\n")
		}
		text, ok := importChunk(name, src, ch, f, stderr)
		if !ok {
			code = 1
			continue
		}
		out.WriteString(text)
	}
	if code != 0 && f.split == "" {
		return code
	}
	if err := writeOutput(output, out.Bytes(), stdout); err != nil {
		fmt.Fprintf(stderr, "ncc-translate: %v\n", err)
		return 1
	}
	return code
}

func importChunk(name string, file []byte, ch hloChunk, f hloFlags, stderr io.Writer) (text string, ok bool) {
	ctx := core.NewContext()
	dialects.LoadAll(ctx)
	sm := asm.NewSourceMgr()
	sm.Add(name, file)
	report := func(err error) {
		for _, d := range core.AsDiagnostics(err, core.FileLineCol(ctx, name, ch.line+1, 1)) {
			io.WriteString(stderr, sm.Render(d))
		}
	}
	defer func() {
		if r := recover(); r != nil {
			report(core.Errorf(core.FileLineCol(ctx, name, ch.line+1, 1), "internal error: %v\n%s", r, debug.Stack()))
			text, ok = "", false
		}
	}()
	m, err := hlo.Import(ctx, name, ch.src, hlo.Options{LineOffset: ch.line, KeepNeuronCustomCalls: f.keepNeuron, NoVerify: f.noVerify, FillElidedConstants: f.fillElided})
	if err != nil {
		report(err)
		return "", false
	}
	return asm.PrintOp(m, asm.PrintOptions{Context: ctx, DebugInfo: f.debugInfo}) + "\n", true
}

type hloChunk struct {
	src  []byte
	line int // lines of the file before the chunk
}

// splitHLO cuts src at each marker, as --split-input-file does for MLIR.
func splitHLO(src []byte, marker string) []hloChunk {
	var out []hloChunk
	start, line := 0, 0
	for {
		i := bytes.Index(src[start:], []byte(marker))
		if i < 0 {
			break
		}
		end := start + i
		out = append(out, hloChunk{src: src[start:end], line: line})
		line += bytes.Count(src[start:end], []byte{'\n'})
		start = end + len(marker)
	}
	return append(out, hloChunk{src: src[start:], line: line})
}

// hloSplitMarker separates the imported chunks of --split-input-file.
const hloSplitMarker = "// -----"

// hloToMLIR imports HLO text for --interpret: the StableHLO text of each
// chunk, with locations, so runtime errors point at the HLO (or the
// framework's source lines).
func hloToMLIR(name string, src []byte, splitFile bool, marker string, opts hloFlags, stderr io.Writer) ([]byte, int) {
	f := hloFlags{debugInfo: true, keepNeuron: opts.keepNeuron, fillElided: opts.fillElided}
	if splitFile {
		f.split = marker
	}
	var out bytes.Buffer
	if code := translateHLO(name, src, f, "-", &out, stderr); code != 0 {
		return nil, code
	}
	return out.Bytes(), 0
}
