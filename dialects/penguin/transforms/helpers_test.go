package transforms

import (
	"errors"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"ncc/core"
	"ncc/core/asm"
	"ncc/core/pass"
	"ncc/dialects/arith"
	"ncc/dialects/builtin"
	function "ncc/dialects/func"
	"ncc/dialects/penguin"
)

func newCtx() *core.Context {
	ctx := core.NewContext()
	for _, d := range []*core.Dialect{builtin.Dialect, function.Dialect, arith.Dialect, penguin.Dialect} {
		ctx.Load(d)
	}
	return ctx
}

// parse reads src into a module; with verify it checks it as ncc-opt does
// (inputs that break target limits are read with verify false, as
// ncc-opt -verify-each=false does).
func parse(t *testing.T, ctx *core.Context, src string, verify bool) *core.Operation {
	t.Helper()
	b, err := asm.Parse(ctx, []byte(src), asm.ParseOptions{Filename: "t.mlir"})
	require.NoError(t, err, "parse:\n%s", src)
	m := builtin.WrapInModule(ctx, b)
	if verify {
		require.NoError(t, core.Verify(m), "verify the input:\n%s", src)
	}
	return m
}

// runPasses runs pipeline (passes separated by commas) on src and returns
// the printed result; the pass manager verifies the result.
func runPasses(t *testing.T, src, pipeline string, verifyInput bool) (string, error) {
	t.Helper()
	ctx := newCtx()
	m := parse(t, ctx, src, verifyInput)
	pm, err := pass.Parse("builtin.module(" + pipeline + ")")
	require.NoError(t, err)
	if err := pm.Run(m, &pass.Config{Threads: 1}); err != nil {
		return "", err
	}
	return asm.PrintOp(m, asm.PrintOptions{Context: ctx}) + "\n", nil
}

// passCase is a table entry: a kernel, a pipeline, and what the output
// must contain in order (want), must not contain (not), or the error's
// message (err).
type passCase struct {
	name     string
	src      string
	pipeline string
	invalid  bool // the input breaks target limits: read it unverified
	want     []string
	not      []string
	err      string
}

func runCases(t *testing.T, cases []passCase) {
	t.Helper()
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			out, err := runPasses(t, c.src, c.pipeline, !c.invalid)
			if c.err != "" {
				require.Error(t, err)
				assert.Contains(t, diagText(err), c.err)
				return
			}
			require.NoError(t, err)
			assertInOrder(t, out, c.want)
			for _, s := range c.not {
				assert.NotContains(t, out, s)
			}
		})
	}
}

// assertInOrder checks that the lines of want appear in out in order, as
// FileCheck's CHECK lines do.
func assertInOrder(t *testing.T, out string, want []string) {
	t.Helper()
	rest := out
	for _, w := range want {
		i := strings.Index(rest, w)
		if !assert.GreaterOrEqual(t, i, 0, "missing (in order) %q in:\n%s", w, out) {
			return
		}
		rest = rest[i+len(w):]
	}
}

// diagText is the messages of err's diagnostics and their notes.
func diagText(err error) string {
	var ds core.Diagnostics
	var d *core.Diagnostic
	var list []*core.Diagnostic
	switch {
	case errors.As(err, &ds):
		list = ds
	case errors.As(err, &d):
		list = []*core.Diagnostic{d}
	default:
		return err.Error()
	}
	var b strings.Builder
	for _, d := range list {
		b.WriteString(d.Msg + "\n")
		for _, n := range d.Notes {
			b.WriteString("note: " + n.Msg + "\n")
		}
	}
	return b.String()
}
