package hlotopenguin_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"ncc/core"
	"ncc/core/asm"
	"ncc/core/pass"
	"ncc/dialects"
	"ncc/dialects/builtin"
	"ncc/lower"
)

// TestSuiteNeverPanics runs StableHLO's interpreter suite (every op, many
// types) down to bir: each file either lowers or stops with a located
// "cannot lower" error; none panics.
func TestSuiteNeverPanics(t *testing.T) {
	files, err := filepath.Glob("../../lit/suites/stablehlo-interpret/*.mlir")
	require.NoError(t, err)
	require.NotEmpty(t, files)
	_, pipes := lower.StagePipelines(lower.BIR, lower.Options{AutoCast: "none"})
	lowered := 0
	for _, f := range files {
		src, err := os.ReadFile(f)
		require.NoError(t, err)
		ctx := core.NewContext()
		dialects.LoadAll(ctx)
		block, err := asm.Parse(ctx, src, asm.ParseOptions{Filename: f})
		if err != nil {
			continue // files of dialects ncc does not load (the suite's interpreter.*)
		}
		top := builtin.WrapInModule(ctx, block)
		var diags []string
		pop := ctx.PushDiagHandler(func(d *core.Diagnostic) { diags = append(diags, d.Msg) })
		err = nil
		for _, p := range pipes {
			m, perr := pass.Parse(p)
			require.NoError(t, perr)
			if err = m.Run(top, &pass.Config{}); err != nil {
				break
			}
		}
		pop()
		if err == nil {
			lowered++
			continue
		}
		msg := err.Error() + strings.Join(diags, "\n")
		require.NotContains(t, msg, "internal error", f)
		require.NotContains(t, msg, "panic", f)
	}
	t.Logf("%d of %d suite files lower to bir whole; the rest stop at a located error", lowered, len(files))
}
