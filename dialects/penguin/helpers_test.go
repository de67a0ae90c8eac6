package penguin_test

import (
	"errors"
	"fmt"
	"testing"

	"github.com/stretchr/testify/require"

	"ncc/core"
	"ncc/core/asm"
	"ncc/dialects/arith"
	"ncc/dialects/builtin"
	function "ncc/dialects/func"
	"ncc/dialects/penguin"
)

// newCtx loads only the dialects penguin programs use, so these tests do
// not depend on the rest of the registry.
func newCtx() *core.Context {
	ctx := core.NewContext()
	for _, d := range []*core.Dialect{builtin.Dialect, function.Dialect, arith.Dialect, penguin.Dialect} {
		ctx.Load(d)
	}
	return ctx
}

// parse parses and verifies src as ncc-opt does: top-level ops are
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

// firstError renders the first diagnostic of parsing and verifying src as
// "line:col: message", or "" when src is valid.
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

// opsByName parses src and returns its ops by name, in order.
func opsByName(t *testing.T, src string) map[string][]*core.Operation {
	t.Helper()
	m, err := parse(newCtx(), src)
	require.NoError(t, err, "parse/verify:\n%s", src)
	ops := map[string][]*core.Operation{}
	m.WalkAll(func(op *core.Operation) { ops[op.Name()] = append(ops[op.Name()], op) })
	return ops
}
