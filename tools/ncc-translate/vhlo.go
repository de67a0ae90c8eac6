package main

import (
	"bytes"
	"fmt"
	"io"

	"ncc/core"
	"ncc/core/asm"
	"ncc/dialects"
	"ncc/dialects/builtin"
	"ncc/tools/internal/opt"
	"ncc/tools/internal/outfile"
	"ncc/translate/bytecode"
	"ncc/translate/portable"
)

// vhloFlags are the options of --serialize and --deserialize, as
// stablehlo-translate has them.
type vhloFlags struct {
	serialize, deserialize bool
	target                 string
	allowOther             bool
	stripDebugInfo         bool
	printVersion           bool
	debugInfo              bool
	// verifyDiagnostics checks the diagnostics against the input's
	// expected-* designators instead of printing them; the exit code says
	// whether they matched, whatever the translation did.
	verifyDiagnostics bool
}

// translatePortable runs --serialize (StableHLO text or bytecode → portable
// artifact) or --deserialize (portable artifact → StableHLO text).
func translatePortable(name string, src []byte, f vhloFlags, output string, stdout, stderr io.Writer) (code int) {
	ctx := core.NewContext()
	dialects.LoadAll(ctx)
	// Diagnostics print as mlir-opt's SourceMgr handler writes them, those
	// emitted while converting (on an op) as they come.
	sm := asm.NewSourceMgr()
	if !bytecode.IsBytecode(src) {
		sm.Add(name, src)
	}
	var diags []*core.Diagnostic
	emit := func(d *core.Diagnostic) {
		if f.verifyDiagnostics {
			diags = append(diags, d)
		} else {
			io.WriteString(stderr, sm.Render(d))
		}
	}
	defer ctx.PushDiagHandler(emit)()
	if f.verifyDiagnostics {
		defer func() {
			if !opt.VerifyDiagnostics(name, src, sm, diags, stderr) {
				code = 1
			} else {
				code = 0
			}
		}()
	}
	report := func(err error) int {
		for _, d := range core.AsDiagnostics(err, core.FileLineCol(ctx, name, 0, 0)) {
			emit(d)
		}
		return 1
	}
	var out bytes.Buffer
	if f.deserialize {
		if f.printVersion {
			if v, ok := portable.ArtifactVersion(src); ok {
				fmt.Fprintf(stdout, "// Reading portable artifact with StableHLO version: %s\n", v)
			} else {
				fmt.Fprintln(stdout, "// Failed parsing StableHLO version from portable artifact")
			}
		}
		m, err := portable.Deserialize(ctx, name, src)
		if err != nil {
			return report(err)
		}
		if err := asm.Print(&out, m, asm.PrintOptions{DebugInfo: f.debugInfo}); err != nil {
			return report(err)
		}
	} else {
		var blk *core.Block
		var err error
		if bytecode.IsBytecode(src) {
			blk, err = bytecode.Read(ctx, name, src)
		} else {
			blk, err = asm.Parse(ctx, src, asm.ParseOptions{Filename: name})
		}
		if err != nil {
			return report(err)
		}
		m := builtin.WrapInModule(ctx, blk)
		if err := core.Verify(m); err != nil {
			return report(err)
		}
		target := f.target
		if target == "" {
			target = "current"
		}
		if err := portable.Serialize(&out, m, portable.Options{Target: target, AllowOtherDialects: f.allowOther, StripDebugInfo: f.stripDebugInfo}); err != nil {
			return report(err)
		}
	}
	if output == "" || output == "-" {
		stdout.Write(out.Bytes())
		return 0
	}
	if err := outfile.WriteFile(output, out.Bytes(), 0o644); err != nil {
		fmt.Fprintln(stderr, err)
		return 1
	}
	return 0
}
