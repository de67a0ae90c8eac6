package tensor_test

import (
	"ncc/internal/llvm"

	"bytes"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"ncc/core"
	"ncc/core/asm"
	"ncc/dialects"
	"ncc/dialects/builtin"
	"ncc/rewrite"
)

func newCtx() *core.Context {
	ctx := core.NewContext()
	dialects.LoadAll(ctx)
	return ctx
}

// parse parses and verifies src as mlir-opt does: top-level ops are
// wrapped in a module unless src is one.
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

// canonicalize runs -canonicalize (folders and registered patterns).
func canonicalize(t *testing.T, src string) string {
	t.Helper()
	ctx := newCtx()
	m, err := parse(ctx, src)
	require.NoError(t, err, "parse/verify:\n%s", src)
	frozen := rewrite.CanonicalPatterns(ctx).Freeze(nil, nil)
	_, err = rewrite.ApplyPatternsGreedilyOp(m, frozen, rewrite.DefaultConfig())
	require.NoError(t, err)
	return printIR(ctx, m, false)
}

// firstError renders the first diagnostic of parsing and verifying src as
// "line:col: message".
func firstError(src string) string {
	_, err := parse(newCtx(), src)
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

var mlirOpt = llvm.MlirOpt()

// mlirOptRun runs mlir-opt with args on src, skipping the test, visibly,
// when it is not installed.
func mlirOptRun(t *testing.T, src string, args ...string) (stdout, stderr string) {
	t.Helper()
	if _, err := os.Stat(mlirOpt); err != nil {
		t.Skip("mlir-opt 22 not installed at " + mlirOpt + ": differential test skipped")
	}
	cmd := exec.Command(mlirOpt, append(args, "-")...)
	cmd.Stdin = strings.NewReader(src)
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	_ = cmd.Run() // exits 1 on errors, which the callers compare
	return out.String(), errb.String()
}
