package penguintobir_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"ncc/core"
	"ncc/core/asm"
	"ncc/core/pass"
	"ncc/dialects"
	"ncc/dialects/builtin"
	"ncc/internal/modelgen"
	"ncc/lower"
	"ncc/translate/birjson"
)

// TestBIRJSONRoundTripCorpus lowers every small program of the end-to-end
// corpus to bir and checks that bir → BIR JSON → bir prints the same.
func TestBIRJSONRoundTripCorpus(t *testing.T) {
	stages, pipes := lower.StagePipelines(lower.BIR, lower.Options{AutoCast: "none"})
	require.Len(t, stages, 3)
	n := 0
	for i, p := range modelgen.Corpus() {
		if p.Has("large") || p.Has("xl") || p.Elem != "f32" || testing.Short() && i%3 != 0 {
			continue
		}
		ctx := core.NewContext()
		dialects.LoadAll(ctx)
		block, err := asm.Parse(ctx, []byte(p.Text), asm.ParseOptions{Filename: p.Name})
		require.NoError(t, err)
		top := builtin.WrapInModule(ctx, block)
		for _, pipe := range pipes {
			m, err := pass.Parse(pipe)
			require.NoError(t, err)
			require.NoError(t, m.Run(top, &pass.Config{}), p.Name)
		}
		want := asm.PrintOp(top, asm.PrintOptions{})
		data, err := birjson.Marshal(top)
		require.NoError(t, err, p.Name)
		ctx2 := core.NewContext()
		dialects.LoadAll(ctx2)
		back, err := birjson.Read(ctx2, p.Name+".json", data)
		require.NoError(t, err, p.Name)
		require.NoError(t, core.Verify(back), p.Name)
		require.Equal(t, want, asm.PrintOp(back, asm.PrintOptions{}), "%s: bir → JSON → bir changed the module", p.Name)
		n++
	}
	t.Logf("%d programs round-trip through BIR JSON", n)
}
