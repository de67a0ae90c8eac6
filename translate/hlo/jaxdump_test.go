package hlo_test

import (
	"math"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/require"

	"ncc/core"
	function "ncc/dialects/func"
	"ncc/interp"
	"ncc/translate/hlo"
)

// TestJAXJitDump imports a real jax.jit dump (testdata/jax: nanoGPT, GPT-2
// 124M in Flax, its weights elided constants filled in), which must
// verify and keep the jitted function's signature, then runs on the
// interpreter (about 18 s, 2.2 GB): the logits must be finite, and
// different for different tokens.
func TestJAXJitDump(t *testing.T) {
	path := filepath.Join("testdata", "jax", "nanogpt.hlo")
	src, err := os.ReadFile(path)
	require.NoError(t, err)
	ctx := newContext()
	_, err = hlo.Import(ctx, path, src, hlo.Options{})
	require.ErrorContains(t, err, "elided", "the dump elides its weights")
	m, err := hlo.Import(ctx, path, src, hlo.Options{FillElidedConstants: true})
	require.NoError(t, err)
	require.NoError(t, core.Verify(m))
	it := interp.New(m)
	fn, err := it.Main()
	require.NoError(t, err)
	ft := function.FunctionType(fn)
	require.Len(t, ft.Inputs, 1)
	require.Equal(t, "tensor<1x128xi32>", ft.Inputs[0].Key())
	require.Len(t, ft.Results, 1)
	require.Equal(t, "tensor<1x128x50257xf32>", ft.Results[0].Key())
	tokens, err := interp.NewTensor(ft.Inputs[0].(*core.TensorType))
	require.NoError(t, err)
	for i := range tokens.I {
		tokens.I[i] = int64(i * 389 % 50257)
	}
	res, err := it.Call(fn, []interp.Value{tokens})
	require.NoError(t, err)
	logits := res[0].(*interp.Tensor)
	for i, v := range logits.F {
		require.False(t, math.IsNaN(v) || math.IsInf(v, 0), "logit %d is %v", i, v)
	}
	const vocab = 50257
	require.NotEqual(t, logits.F[:vocab], logits.F[vocab:2*vocab], "positions with different tokens give the same logits")
}
