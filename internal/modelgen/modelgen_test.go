package modelgen

import (
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"ncc/core"
	"ncc/core/asm"
	"ncc/dialects"
	"ncc/dialects/builtin"
)

// roundTrip parses, verifies and prints text with ncc.
func roundTrip(t *testing.T, name, text string) string {
	t.Helper()
	ctx := core.NewContext()
	dialects.LoadAll(ctx)
	block, err := asm.Parse(ctx, []byte(text), asm.ParseOptions{Filename: name})
	require.NoError(t, err, "parse")
	top := builtin.WrapInModule(ctx, block)
	require.NoError(t, core.Verify(top), "verify")
	var b strings.Builder
	require.NoError(t, asm.Print(&b, top, asm.PrintOptions{}))
	return b.String()
}

// TestCorpusPrintsAsStableHLOOpt checks every program parses, verifies and
// is already in printed form: print(parse(text)) == text.
func TestCorpusPrintsAsStableHLOOpt(t *testing.T) {
	progs := Corpus()
	names := map[string]bool{}
	for _, p := range progs {
		require.False(t, names[p.Name], "duplicate name %s", p.Name)
		names[p.Name] = true
		if p.Has("xl") && testing.Short() {
			continue
		}
		t.Run(p.Name, func(t *testing.T) {
			assert.Equal(t, p.Text, roundTrip(t, p.Name, p.Text))
		})
	}
}

func TestBERTBase(t *testing.T) {
	start := time.Now()
	text := BERT(12, 128, 768, 12)
	el := time.Since(start)
	t.Logf("BERT(12, 128, 768, 12): %d bytes, %d lines, generated in %v", len(text), strings.Count(text, "\n"), el)
	assert.Contains(t, text, "tensor<30522x768xf32>")
	assert.Equal(t, text, roundTrip(t, "bert", text))
}

func TestCorpusSize(t *testing.T) {
	progs := Corpus()
	fams := map[string]bool{}
	large := 0
	for _, p := range progs {
		fams[p.Family] = true
		if p.Has("large") {
			large++
		}
	}
	t.Logf("%d programs in %d families, %d large", len(progs), len(fams), large)
	assert.Greater(t, len(progs), 150)
}

func BenchmarkBERTBase(b *testing.B) {
	for b.Loop() {
		BERT(12, 128, 768, 12)
	}
}
