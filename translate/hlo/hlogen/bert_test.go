package hlogen_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"ncc/core"
	"ncc/core/asm"
	"ncc/dialects"
	"ncc/translate/hlo"
	"ncc/translate/hlo/hlogen"
)

// TestBERT imports a small BERT as text and as its proto: both verify and
// print the same StableHLO.
func TestBERT(t *testing.T) {
	src := hlogen.BERT(hlogen.BERTConfig{Layers: 2, Seq: 8, Hidden: 16, Heads: 2, Intermediate: 32, Vocab: 50, Batch: 1})
	m, err := hlo.Parse("bert.hlo", []byte(src), hlo.ParseOptions{})
	require.NoError(t, err)
	pb, err := hlo.MarshalProto(m)
	require.NoError(t, err)
	ctx := core.NewContext()
	dialects.LoadAll(ctx)
	a, err := hlo.Import(ctx, "bert.hlo", []byte(src), hlo.Options{})
	require.NoError(t, err)
	b, err := hlo.Import(ctx, "bert.pb", pb, hlo.Options{})
	require.NoError(t, err)
	require.Equal(t, asm.PrintOp(a, asm.PrintOptions{Context: ctx}), asm.PrintOp(b, asm.PrintOptions{Context: ctx}))
}
