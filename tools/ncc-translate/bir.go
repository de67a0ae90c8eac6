package main

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"runtime/debug"

	"ncc/core"
	"ncc/core/asm"
	"ncc/dialects"
	"ncc/dialects/builtin"
	"ncc/tools/internal/outfile"
	"ncc/translate/birjson"
)

// translateBIR runs --bir-to-json (toBir false) or --json-to-bir on src,
// writing the result to output ("-" or "" for stdout) and located errors
// to stderr. It returns the exit code.
func translateBIR(name string, src []byte, toBir, allowUnregistered bool, output string, stdout, stderr io.Writer) (code int) {
	ctx := core.NewContext()
	ctx.AllowUnregistered = allowUnregistered
	dialects.LoadAll(ctx)
	sm := asm.NewSourceMgr()
	sm.Add(name, src)
	report := func(err error) int {
		var je *birjson.Error
		if errors.As(err, &je) {
			fmt.Fprintln(stderr, je.Error())
			return 1
		}
		for _, d := range core.AsDiagnostics(err, core.FileLineCol(ctx, name, 1, 1)) {
			io.WriteString(stderr, sm.Render(d))
		}
		return 1
	}
	defer func() {
		if r := recover(); r != nil {
			code = report(core.Errorf(core.FileLineCol(ctx, name, 1, 1), "internal error: %v\n%s", r, debug.Stack()))
		}
	}()
	var out []byte
	if toBir {
		m, err := birjson.Read(ctx, name, src)
		if err != nil {
			return report(err)
		}
		if err := core.Verify(m); err != nil {
			return report(err)
		}
		out = []byte(asm.PrintOp(m, asm.PrintOptions{Context: ctx}) + "\n")
	} else {
		block, err := asm.Parse(ctx, src, asm.ParseOptions{Filename: name})
		if err != nil {
			return report(err)
		}
		m := builtin.WrapInModule(ctx, block)
		if err := core.Verify(m); err != nil {
			return report(err)
		}
		if out, err = birjson.Marshal(m); err != nil {
			return report(err)
		}
	}
	if err := writeOutput(output, out, stdout); err != nil {
		fmt.Fprintf(stderr, "ncc-translate: %v\n", err)
		return 1
	}
	return 0
}

// writeOutput writes data to stdout or, whole or not at all, to file.
func writeOutput(file string, data []byte, stdout io.Writer) error {
	if file == "" || file == "-" {
		_, err := io.Copy(stdout, bytes.NewReader(data))
		return err
	}
	return outfile.WriteFile(file, data, 0o666)
}
