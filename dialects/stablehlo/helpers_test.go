package stablehlo_test

import (
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

// parse parses src into a module; err carries parse or verifier errors.
func parse(ctx *core.Context, src string) (*core.Operation, error) {
	b, err := asm.Parse(ctx, []byte(src), asm.ParseOptions{Filename: "test.mlir"})
	if err != nil {
		return nil, err
	}
	m := builtin.WrapInModule(ctx, b)
	if err := core.Verify(m); err != nil {
		return m, err
	}
	return m, nil
}

// roundTrip returns print(parse(src)) and checks it is a fixpoint.
func roundTrip(t *testing.T, src string) string {
	t.Helper()
	m, err := parse(newCtx(), src)
	require.NoError(t, err, "parse/verify:\n%s", src)
	out := asm.PrintOp(m, asm.PrintOptions{})
	m2, err := parse(newCtx(), out)
	require.NoError(t, err, "reparse of printed form:\n%s", out)
	require.Equal(t, out, asm.PrintOp(m2, asm.PrintOptions{}), "print(parse(x)) is not a fixpoint")
	gen := asm.PrintOp(m, asm.PrintOptions{Generic: true})
	m3, err := parse(newCtx(), gen)
	require.NoError(t, err, "reparse of generic form:\n%s", gen)
	require.Equal(t, out, asm.PrintOp(m3, asm.PrintOptions{}), "generic form does not round-trip")
	return out
}
