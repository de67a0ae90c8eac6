package main

import (
	"encoding/binary"
	"math"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"

	"ncc/arch"
	"ncc/core"
	"ncc/core/asm"
	"ncc/dialects"
	"ncc/dialects/builtin"
	"ncc/dialects/tonga"
	"ncc/dialects/tonga/isa"
	"ncc/lower"
	"ncc/neff"
	"ncc/sim"
	"ncc/sim/timed"
)

// TestRaceVerifierCatchesRemovedWaits compiles programs to tonga, then
// removes the backend's semaphore waits one at a time: the timed
// simulator's race verifier must report every removal as a race (or the
// program as stuck), since the backend inserts no wait that an ordering
// already implies.
func TestRaceVerifierCatchesRemovedWaits(t *testing.T) {
	progs := map[string]string{
		"exp-tiles": `func.func @main(%a: tensor<256x300xf32>) -> tensor<256x300xf32> {
  %0 = stablehlo.exponential %a : tensor<256x300xf32>
  return %0 : tensor<256x300xf32>
}`,
		"matmul-bias-relu": `func.func @main(%a: tensor<128x256xf32>, %b: tensor<256x384xf32>, %c: tensor<128x384xf32>) -> tensor<128x384xf32> {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<128x256xf32>, tensor<256x384xf32>) -> tensor<128x384xf32>
  %1 = stablehlo.add %0, %c : tensor<128x384xf32>
  %z = stablehlo.constant dense<0.0> : tensor<128x384xf32>
  %2 = stablehlo.maximum %1, %z : tensor<128x384xf32>
  return %2 : tensor<128x384xf32>
}`,
	}
	for name, src := range progs {
		t.Run(name, func(t *testing.T) {
			ctx := core.NewContext()
			dialects.LoadAll(ctx)
			blk, err := asm.Parse(ctx, []byte(src), asm.ParseOptions{Filename: name})
			require.NoError(t, err)
			top := builtin.WrapInModule(ctx, blk)
			require.NoError(t, lower.Descend(top, "", lower.Tonga, lower.Options{AutoCast: "none"}, nil))
			f, err := neff.FromTonga(top, name)
			require.NoError(t, err)
			ins := randomInputs(f)
			_, err = timed.Run(f, ins, timed.Options{Races: true})
			require.NoError(t, err, "the program as compiled runs without a race")

			// Every wait but the sync engine's final drain (its waits for
			// the last transfers, which order nothing but the program's
			// end).
			var waits []*core.Operation
			for _, p := range tonga.Programs(top) {
				for _, s := range tonga.Streams(p) {
					insts := tonga.Instructions(s)
					end := len(insts) - 1 // the halt
					for end > 0 && insts[end-1].Name() == "tonga.nop" && tonga.Engine(s) == arch.SP {
						end--
					}
					for _, op := range insts[:end] {
						if tonga.WaitOf(op) != nil {
							waits = append(waits, op)
						}
					}
				}
			}
			require.NotEmpty(t, waits)
			for i, op := range waits {
				w := tonga.WaitOf(op)
				op.RemoveAttr("wait")
				g, err := neff.FromTonga(top, name)
				require.NoError(t, err)
				_, err = timed.Run(g, ins, timed.Options{Races: true})
				require.Error(t, err, "wait %d of %d (%s) removed: no race reported", i, len(waits), isa.Text(ctx, op))
				op.SetAttr("wait", w)
			}
			t.Logf("%d waits, each one's removal caught", len(waits))
		})
	}
}

// randomInputs makes inputs for a NEFF's input variables.
func randomInputs(f *neff.File) []sim.Buffer {
	r := rand.New(rand.NewPCG(1, 2))
	var out []sim.Buffer
	for _, v := range f.Def.Vars {
		if v.Type != neff.VarInput {
			continue
		}
		data := make([]byte, v.Size)
		for i := 0; i+4 <= len(data); i += 4 { // f32 values in [-1, 1)
			binary.LittleEndian.PutUint32(data[i:], math.Float32bits(float32(r.Float64()*2-1)))
		}
		dt, _ := timed.DType(v.DType)
		out = append(out, sim.Buffer{Shape: v.Shape, DType: dt, Data: data})
	}
	return out
}
