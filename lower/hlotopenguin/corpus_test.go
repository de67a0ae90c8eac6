package hlotopenguin_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"ncc/core"
	"ncc/core/asm"
	"ncc/core/pass"
	"ncc/dialects"
	"ncc/dialects/builtin"
	"ncc/internal/modelgen"
	_ "ncc/lower" // registers the passes
)

// lowerText runs the StableHLO preparation and the lowering on a module
// and verifies the penguin it gives.
func lowerText(t testing.TB, name, text string) (*core.Operation, error) {
	ctx := core.NewContext()
	dialects.LoadAll(ctx)
	block, err := asm.Parse(ctx, []byte(text), asm.ParseOptions{Filename: name})
	require.NoError(t, err)
	top := builtin.WrapInModule(ctx, block)
	m, err := pass.Parse("builtin.module(chlo-legalize-to-stablehlo,stablehlo-simplify,symbol-dce,canonicalize,cse," +
		"convert-stablehlo-to-penguin,canonicalize,cse)")
	require.NoError(t, err)
	pop := ctx.PushDiagHandler(func(*core.Diagnostic) {})
	defer pop()
	if err := m.Run(top, &pass.Config{}); err != nil {
		return nil, err
	}
	return top, core.Verify(top)
}

// TestCorpusLowers lowers every program of the end-to-end corpus to
// penguin that verifies against the target; the programs it cannot lower
// yet are listed with their reason.
func TestCorpusLowers(t *testing.T) {
	failed := 0
	for _, p := range modelgen.Corpus() {
		if testing.Short() && p.Has("large") {
			continue
		}
		if _, err := lowerText(t, p.Name, p.Text); err != nil {
			failed++
			msg := err.Error()
			if i := strings.IndexByte(msg, '\n'); i > 0 {
				msg = msg[:i]
			}
			t.Logf("%s: %s", p.Name, msg)
		}
	}
	t.Logf("%d programs do not lower", failed)
}
