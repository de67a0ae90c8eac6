package main

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"ncc/arch"
	"ncc/core"
	"ncc/core/asm"
	"ncc/dialects"
	"ncc/dialects/bir"
	"ncc/dialects/builtin"
	"ncc/dialects/tonga"
	"ncc/lower"
	"ncc/lower/birtotonga"
	"ncc/neff"
	"ncc/sim"
	"ncc/sim/timed"
)

// TestSequencerLoops compiles programs whose loops, unrolled, pass a
// small instruction limit: the backend runs them as sequencer loops
// (blocks, a counter, branches), and the NEFF computes what the bir
// simulator computes from the same bir, race free.
func TestSequencerLoops(t *testing.T) {
	progs := map[string]string{
		"exp-rows": `func.func @main(%a: tensor<2048x2048xf32>) -> tensor<2048x2048xf32> {
  %0 = stablehlo.exponential %a : tensor<2048x2048xf32>
  return %0 : tensor<2048x2048xf32>
}`,
		"matmul-bias-relu": `func.func @main(%a: tensor<512x200xf32>, %b: tensor<200x384xf32>, %c: tensor<512x384xf32>) -> tensor<512x384xf32> {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<512x200xf32>, tensor<200x384xf32>) -> tensor<512x384xf32>
  %1 = stablehlo.add %0, %c : tensor<512x384xf32>
  %z = stablehlo.constant dense<0.0> : tensor<512x384xf32>
  %2 = stablehlo.maximum %1, %z : tensor<512x384xf32>
  return %2 : tensor<512x384xf32>
}`,
	}
	for name, src := range progs {
		t.Run(name, func(t *testing.T) {
			ctx := core.NewContext()
			dialects.LoadAll(ctx)
			blk, err := asm.Parse(ctx, []byte(src), asm.ParseOptions{Filename: name})
			require.NoError(t, err)
			top := builtin.WrapInModule(ctx, blk)
			require.NoError(t, lower.Descend(top, "", lower.BIR, lower.Options{AutoCast: "none"}, nil))
			fns := bir.Funcs(top)
			require.Len(t, fns, 1)
			require.Equal(t, 1, fns[0].Region(0).NumBlocks(), "straight-line bir before the backend")

			// Unrolled, the program is twice the limit.
			n := birtotonga.UnrolledInstructions(fns[0])
			limit := n / 2
			t.Logf("%d bir instructions unrolled; limit %d", n, limit)

			f0, err := neff.FromTonga(mustConvert(t, top.Clone(nil), 0), name)
			require.NoError(t, err)
			ins := randomInputs(f0)
			want, err := sim.Run(bir.Funcs(top)[0], arch.Trn1, ins)
			require.NoError(t, err)

			_, err = birtotonga.Convert(top, birtotonga.Options{MaxInstructions: limit})
			require.NoError(t, err)
			branches := 0
			for _, p := range tonga.Programs(top) {
				for _, s := range tonga.Streams(p) {
					for _, op := range tonga.Instructions(s) {
						if strings.Contains(op.Name(), "branch") {
							branches++
						}
					}
				}
			}
			assert.Positive(t, branches, "the loop runs on the sequencers")
			f, err := neff.FromTonga(top, name)
			require.NoError(t, err)
			res, err := timed.Run(f, ins, timed.Options{Races: true})
			require.NoError(t, err)
			require.Len(t, res.Outputs, len(want))
			for i := range want {
				assert.Equal(t, want[i].Data, res.Outputs[i].Data, "output %d", i)
			}
		})
	}
}

func mustConvert(t *testing.T, top *core.Operation, limit int) *core.Operation {
	t.Helper()
	_, err := birtotonga.Convert(top, birtotonga.Options{MaxInstructions: limit})
	require.NoError(t, err)
	return top
}
