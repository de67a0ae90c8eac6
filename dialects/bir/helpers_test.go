package bir_test

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

// prelude declares the allocations the test bodies use; body goes where
// BODY is, in the entry block of @f.
const prelude = `module attributes {bir.target = "trn1"} {
  bir.func @f {
    %in = bir.alloc "in" Input DRAM [1, 65536] index 0 : tensor<128x128xf32>
    %out = bir.alloc "out" Output DRAM [1, 65536] index 0 : tensor<128x128xf32>
    %sb = bir.alloc "sb" SB [128, 65536]
    %sb2 = bir.alloc "sb2" SB [128, 65536]
    %ps = bir.alloc "ps" PSUM [128, 16384]
    %dram = bir.alloc "dram" DRAM [1, 65536]
BODY
    bir.return
  }
}
`

// program is body in the prelude, or body itself when it is a whole
// program (it starts with "module" or "bir.func").
func program(body string) string {
	if s := strings.TrimSpace(body); strings.HasPrefix(s, "module") || strings.HasPrefix(s, "bir.func") || strings.HasPrefix(s, "func.func") {
		return body
	}
	return strings.Replace(prelude, "BODY", body, 1)
}
