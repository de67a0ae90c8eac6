package birtotonga_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"ncc/core"
	"ncc/core/asm"
	"ncc/dialects"
	"ncc/dialects/builtin"
	"ncc/dialects/tonga"
	"ncc/dialects/tonga/isa"
	"ncc/lower/birtotonga"
)

func convert(t *testing.T, src string, maxInsts ...int) (*core.Operation, birtotonga.Stats, error) {
	t.Helper()
	ctx := core.NewContext()
	dialects.LoadAll(ctx)
	blk, err := asm.Parse(ctx, []byte(src), asm.ParseOptions{Filename: "test.mlir"})
	require.NoError(t, err)
	top := builtin.WrapInModule(ctx, blk)
	require.NoError(t, core.Verify(top))
	opts := birtotonga.Options{}
	if len(maxInsts) > 0 {
		opts.MaxInstructions = maxInsts[0]
	}
	st, err := birtotonga.Convert(top, opts)
	if err == nil {
		require.NoError(t, core.Verify(top), "the backend's output verifies")
	}
	return top, st, err
}

func print(t *testing.T, op *core.Operation) string {
	var b strings.Builder
	require.NoError(t, asm.Print(&b, op, asm.PrintOptions{}))
	return b.String()
}

// stream returns engine name's instructions, one text line each.
func stream(t *testing.T, top *core.Operation, engine string) []string {
	for _, p := range tonga.Programs(top) {
		for _, s := range tonga.Streams(p) {
			if tonga.Engine(s).String() == engine {
				var out []string
				for _, op := range tonga.Instructions(s) {
					out = append(out, isa.Text(top.Context(), op))
				}
				return out
			}
		}
	}
	t.Fatalf("no %s stream", engine)
	return nil
}

const head = `module attributes {bir.target = "trn1"} {
  bir.func @main {
    %a = bir.alloc "a" Input DRAM [1, 65536] index 0 : tensor<128x128xf32>
    %o = bir.alloc "o" Output DRAM [1, 65536] index 0 : tensor<128x128xf32>
    %s = bir.alloc "s" SB [128, 2048]
`

const tail = `    bir.return
  }
}`

func TestConvert(t *testing.T) {
	cases := []struct {
		name, body string
		check      func(t *testing.T, top *core.Operation, st birtotonga.Stats)
	}{{
		// Each iteration's load lands in a fresh buffer: the second load
		// does not wait for the first tile's compute.
		"renamed buffers", `    bir.loop "i" = 0 to 2 step 1 {
    ^bb0(%i: index):
      bir.dma sp ins(%a[[128, 128], [1, 64]] + 64 * %i : f32) outs(%s[0:128][[1, 64]] : f32)
      bir.activation act Exp ins(%s[0:128][[1, 64]] : f32) outs(%s[0:128][[1, 64]] : f32)
      bir.dma sp ins(%s[0:128][[1, 64]] : f32) outs(%o[[128, 128], [1, 64]] + 64 * %i : f32)
    }
`, func(t *testing.T, top *core.Operation, st birtotonga.Stats) {
			act := stream(t, top, "act")
			var ins []string
			for _, l := range act {
				if strings.HasPrefix(l, "tonga.activate") {
					ins = append(ins, l[strings.Index(l, "ins(")+4:strings.Index(l, ")")])
				}
			}
			require.Len(t, ins, 2)
			assert.NotEqual(t, ins[0], ins[1], "the two tiles are in different buffers")
		},
	}, {
		// DVE reads both the loaded tile and ACT's result; ACT waited for
		// the load, so DVE's wait for ACT covers the load: one wait.
		"transitive ordering adds no wait", `    bir.dma sp ins(%a[[128, 128], [1, 128]] : f32) outs(%s[0:128][[1, 128]] : f32)
    bir.activation act Exp ins(%s[0:128][[1, 128]] : f32) outs(%s[0:128][[1, 128]] + 128 : f32)
    bir.tensor_tensor dve add ins(%s[0:128][[1, 128]] : f32, %s[0:128][[1, 128]] + 128 : f32) outs(%s[0:128][[1, 128]] + 256 : f32)
    bir.dma sp ins(%s[0:128][[1, 128]] + 256 : f32) outs(%o[[128, 128], [1, 128]] : f32)
`, func(t *testing.T, top *core.Operation, st birtotonga.Stats) {
			waits := 0
			for _, l := range stream(t, top, "dve") {
				waits += strings.Count(l, " wait ")
			}
			assert.Equal(t, 1, waits, "dve waits once, for act: %v", stream(t, top, "dve"))
		},
	}, {
		// A 64 KiB load is split over the queues; its reader waits for each.
		"split DMA", `    bir.dma sp ins(%a[[128, 128], [1, 128]] : f32) outs(%s[0:128][[1, 128]] : f32)
    bir.tensor_copy dve ins(%s[0:128][[1, 128]] : f32) outs(%s[0:128][[1, 128]] + 128 : f32)
    bir.dma sp ins(%s[0:128][[1, 128]] + 128 : f32) outs(%o[[128, 128], [1, 128]] : f32)
`, func(t *testing.T, top *core.Operation, st birtotonga.Stats) {
			all := ""
			for _, e := range []string{"pe", "act", "dve", "pool", "sp"} {
				all += strings.Join(stream(t, top, e), "\n")
			}
			assert.Equal(t, 4, strings.Count(all, "tonga.dma_trigger"), "64 KiB at 32 KiB a piece, twice")
			assert.Equal(t, 4, st.Descriptors)
			waits := 0
			for _, l := range stream(t, top, "dve") {
				waits += strings.Count(l, " wait ")
			}
			assert.Equal(t, 2, waits, "the copy waits for both pieces of the load")
		},
	}, {
		// Two matmuls on one stationary operand, a transpose ready
		// between them: the matmuls run back to back and the weights are
		// loaded once.
		"stationary reused", `    %p = bir.alloc "p" PSUM [128, 2048]
    bir.dma sp ins(%a[[128, 128], [1, 128]] : f32) outs(%s[0:128][[1, 128]] : f32)
    bir.dma sp ins(%a[[128, 128], [1, 128]] : f32) outs(%s[0:128][[1, 128]] + 128 : f32)
    bir.matmult pe ins(%s[0:128][[1, 128]] : f32, %s[0:128][[1, 128]] + 128 : f32) outs(%p[0:128][[1, 128]] : f32) start_tensor_calc stop_tensor_calc
    bir.transpose pe ins(%s[0:128][[1, 128]] + 128 : f32) outs(%p[0:128][[1, 128]] + 128 : f32)
    bir.matmult pe ins(%s[0:128][[1, 128]] : f32, %s[0:128][[1, 128]] + 128 : f32) outs(%p[0:128][[1, 128]] + 256 : f32) start_tensor_calc stop_tensor_calc
    bir.tensor_copy act ins(%p[0:128][[1, 128]] : f32) outs(%s[0:128][[1, 128]] + 256 : f32)
    bir.dma sp ins(%s[0:128][[1, 128]] + 256 : f32) outs(%o[[128, 128], [1, 128]] : f32)
`, func(t *testing.T, top *core.Operation, st birtotonga.Stats) {
			pe := strings.Join(stream(t, top, "pe"), "\n")
			assert.Equal(t, 1, strings.Count(pe, "tonga.load_stationary"), "one weight load:\n%s", pe)
			assert.Equal(t, 3, strings.Count(pe, "tonga.multiply_moving"), pe)
		},
	}, {
		// Two PSUM evacuations ready at once: the second goes to VectorE
		// while ScalarE runs the first.
		"evacuations on two engines", `    %p = bir.alloc "p" PSUM [128, 2048]
    bir.dma sp ins(%a[[128, 128], [1, 128]] : f32) outs(%s[0:128][[1, 128]] : f32)
    bir.matmult pe ins(%s[0:128][[1, 128]] : f32, %s[0:128][[1, 128]] : f32) outs(%p[0:128][[1, 128]] : f32) start_tensor_calc stop_tensor_calc
    bir.matmult pe ins(%s[0:128][[1, 128]] : f32, %s[0:128][[1, 128]] : f32) outs(%p[0:128][[1, 128]] + 256 : f32) start_tensor_calc stop_tensor_calc
    bir.tensor_copy act ins(%p[0:128][[1, 128]] : f32) outs(%s[0:128][[1, 128]] + 128 : f32)
    bir.tensor_copy act ins(%p[0:128][[1, 128]] + 256 : f32) outs(%s[0:128][[1, 128]] + 256 : f32)
    bir.dma sp ins(%s[0:128][[1, 128]] + 128 : f32) outs(%o[[128, 128], [1, 128]] : f32)
    bir.dma sp ins(%s[0:128][[1, 128]] + 256 : f32) outs(%o[[128, 128], [1, 128]] : f32)
`, func(t *testing.T, top *core.Operation, st birtotonga.Stats) {
			copies := 0
			for _, e := range []string{"act", "dve"} {
				n := strings.Count(strings.Join(stream(t, top, e), "\n"), "tonga.copy")
				assert.Equal(t, 1, n, "one evacuation on %s", e)
				copies += n
			}
			assert.Equal(t, 2, copies)
		},
	}}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			top, st, err := convert(t, head+c.body+tail)
			require.NoError(t, err)
			c.check(t, top, st)
		})
	}
}

// TestDeterministic: the same input gives the same program.
func TestDeterministic(t *testing.T) {
	src := head + `    bir.loop "i" = 0 to 2 step 1 {
    ^bb0(%i: index):
      bir.dma sp ins(%a[[128, 128], [1, 64]] + 64 * %i : f32) outs(%s[0:128][[1, 64]] : f32)
      bir.activation act Tanh ins(%s[0:128][[1, 64]] : f32) outs(%s[0:128][[1, 64]] : f32)
      bir.dma sp ins(%s[0:128][[1, 64]] : f32) outs(%o[[128, 128], [1, 64]] + 64 * %i : f32)
    }
` + tail
	a, _, err := convert(t, src)
	require.NoError(t, err)
	b, _, err := convert(t, src)
	require.NoError(t, err)
	assert.Equal(t, print(t, a), print(t, b))
}

// TestErrors: what the backend cannot compile is an error at the op, and
// the module stays as it was.
func TestErrors(t *testing.T) {
	cases := []struct {
		name, body, want string
		limit            int
	}{
		{"register offset on a compute engine", `    bir.dma sp ins(%a[[128, 128], [1, 128]] : f32) outs(%s[0:128][[1, 128]] : f32)
    %r = bir.register_load sp ins(%s[0:1][[1, 1]] : i32)
    bir.tensor_copy dve ins(%s[0:1][[1, 4]] + %r : f32) outs(%s[0:1][[1, 4]] + 256 : f32)
`, "ncc cannot compile register offsets on a compute engine", 0},
		{"too much live", `    bir.dma sp ins(%a[[128, 128], [1, 128]] : f32) outs(%s[0:128][[1, 128]] : f32)
`, "", 0},
		// Too long to unroll, the loop would run on the sequencers, in a
		// block of its own: its offset register, loaded before it, would
		// have to live across blocks.
		{"sequencer loop over an earlier register", `    %r = bir.register_load sp ins(%s[0:1][[1, 1]] : i32)
    bir.loop "i" = 0 to 8 step 1 {
    ^bb0(%i: index):
      bir.dma sp ins(%a[[128, 128], [1, 64]] + %r : f32) outs(%s[0:128][[1, 64]] : f32)
    }
`, "registers are not kept across blocks", 4},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			top, _, err := convert(t, head+c.body+tail, c.limit)
			if c.want == "" {
				require.NoError(t, err)
				return
			}
			require.Error(t, err)
			assert.Contains(t, err.Error(), c.want)
			assert.Contains(t, print(t, top), "bir.func", "the function is left as it was")
		})
	}
}

// TestScratchShared: HBM scratch buffers live one after another share
// bytes of one variable; two live at once do not.
func TestScratchShared(t *testing.T) {
	body := `    %h1 = bir.alloc "h1" DRAM [1, 65536]
    %h2 = bir.alloc "h2" DRAM [1, 65536]
    %h3 = bir.alloc "h3" DRAM [1, 100]
    bir.dma sp ins(%a[[128, 128], [1, 128]] : f32) outs(%s[0:128][[1, 128]] : f32)
    bir.dma sp ins(%s[0:128][[1, 128]] : f32) outs(%h1[[128, 128], [1, 128]] : f32)
    bir.dma sp ins(%h1[[128, 128], [1, 128]] : f32) outs(%s[0:128][[1, 128]] + 128 : f32)
    bir.dma sp ins(%s[0:128][[1, 128]] + 128 : f32) outs(%h2[[128, 128], [1, 128]] : f32)
    bir.dma sp ins(%s[0:1][[1, 1]] : f32) outs(%h3[[1, 1], [1, 1]] : f32)
    bir.dma sp ins(%h2[[128, 128], [1, 128]] : f32) outs(%s[0:128][[1, 128]] + 256 : f32)
    bir.dma sp ins(%h3[[1, 1], [1, 1]] : f32) outs(%s[0:1][[1, 1]] + 384 : f32)
    bir.dma sp ins(%s[0:128][[1, 128]] + 256 : f32) outs(%o[[128, 128], [1, 128]] : f32)
`
	top, _, err := convert(t, head+body+tail)
	require.NoError(t, err)
	var scratch []string
	for _, v := range tonga.Vars(top) {
		if tonga.EnumValue(v, "kind") == tonga.VarScratch {
			scratch = append(scratch, tonga.Str(v, "name")+" "+asm.TypeString(tonga.VarType(v)))
		}
	}
	// h1 dies before h2 is written: both at 0; h3 lives with h2, after
	// it, 64-byte aligned.
	assert.Equal(t, []string{"scratch tensor<65664xui8>"}, scratch)
}
