package tonga_test

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"ncc/core"
	"ncc/core/asm"
	"ncc/dialects"
	"ncc/dialects/builtin"
)

func newCtx() *core.Context {
	ctx := core.NewContext()
	dialects.LoadAll(ctx)
	return ctx
}

// parse parses and verifies src, top-level ops wrapped in a module.
func parse(ctx *core.Context, src string) (*core.Operation, error) {
	b, err := asm.Parse(ctx, []byte(src), asm.ParseOptions{Filename: "t.mlir"})
	if err != nil {
		return nil, err
	}
	m := builtin.WrapInModule(ctx, b)
	return m, core.Verify(m)
}

func printIR(ctx *core.Context, m *core.Operation, generic bool) string {
	return asm.PrintOp(m, asm.PrintOptions{Context: ctx, Generic: generic}) + "\n"
}

// roundTrip returns the printed form of src and checks that printing is a
// fixpoint and that the generic form reads back to the same IR.
func roundTrip(t *testing.T, src string) string {
	t.Helper()
	ctx := newCtx()
	m, err := parse(ctx, src)
	require.NoError(t, err, "parse/verify:\n%s", src)
	out := printIR(ctx, m, false)
	m2, err := parse(newCtx(), out)
	require.NoError(t, err, "reparse of the printed form:\n%s", out)
	require.Equal(t, out, printIR(ctx, m2, false), "print(parse(x)) is not a fixpoint")
	gen := printIR(ctx, m, true)
	m3, err := parse(newCtx(), gen)
	require.NoError(t, err, "reparse of the generic form:\n%s", gen)
	require.Equal(t, out, printIR(ctx, m3, false), "the generic form does not round-trip")
	return out
}

// firstError renders the first diagnostic of parsing and verifying src as
// "line:col: message" ("" when there is none).
func firstError(ctx *core.Context, src string) string {
	_, err := parse(ctx, src)
	if err == nil {
		return ""
	}
	var ds core.Diagnostics
	var d *core.Diagnostic
	switch {
	case errors.As(err, &ds) && len(ds) > 0:
		d = ds[0]
	case errors.As(err, &d):
	default:
		return err.Error()
	}
	if l, ok := d.Loc.(*core.FileLineColLoc); ok {
		return fmt.Sprintf("%d:%d: %s", l.Line, l.Col, d.Msg)
	}
	return d.Msg
}

// inStream puts body, instructions of engine e, in a trn1 program's e
// stream before its halt. Lines of body start at line 4 of the program.
func inStream(e, body string) string {
	return `tonga.program @p target "trn1" {
  tonga.stream ` + e + ` {
    // body
` + body + `
    tonga.halt ` + e + `
  }
}
`
}

// bodyLine is the line the first line of an inStream body is on.
const bodyLine = 4

func lines(ls ...string) string { return strings.Join(ls, "\n") }

// parseOnly parses src without verifying it.
func parseOnly(ctx *core.Context, src string) (*core.Operation, error) {
	b, err := asm.Parse(ctx, []byte(src), asm.ParseOptions{Filename: "t.mlir"})
	if err != nil {
		return nil, err
	}
	return builtin.WrapInModule(ctx, b), nil
}
