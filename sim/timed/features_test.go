package timed

import (
	"encoding/binary"
	"math"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"ncc/arch"
	"ncc/neff"
	"ncc/numerics"
	"ncc/numerics/pwp"
	"ncc/sim"
)

var tg = arch.Trn1

func nanos(e arch.Engine, c arch.OpClass, elems int64) float64 {
	return tg.Nanos(e, tg.Cycles(arch.Work{Engine: e, Class: c, Elems: elems}))
}

// out128 is a [128, n] f32 output variable y.
func out128(n int64) neff.Var {
	return neff.Var{Name: "y", Type: neff.VarOutput, ID: 1, Size: 128 * n * 4, DType: "float32", Shape: []int64{128, n}}
}

// storeY stores sbuf [128, n] f32 at addr to y after waiting for S[w],
// on SP.
func storeY(w int) string {
	return `
    tonga.stream sp {
      tonga.dma_trigger sp queue 0 first 0 count 1 wait S[` + string(rune('0'+w)) + `] ge 1 signal S[7] inc
      tonga.nop sp wait S[7] ge 1
      tonga.halt sp
    }`
}

// TestTiming checks modeled times against the cost model's formulas.
func TestTiming(t *testing.T) {
	type tc struct {
		name    string
		streams string
		descs   [arch.NumEngines][]neff.Descriptor
		vars    []neff.Var
		want    func() float64
	}
	store := func(n int64) [arch.NumEngines][]neff.Descriptor {
		var d [arch.NumEngines][]neff.Descriptor
		d[arch.SP] = []neff.Descriptor{{Desc: tile128("y", n, 0, true)}}
		return d
	}
	cases := []tc{
		{"memset then store", `
    tonga.stream dve {
      tonga.memset dve outs(sb[0:128][[1, 512]] at 0x0 : f32) constant 1.0 signal S[0] inc
      tonga.halt dve
    }` + storeY(0), store(512), []neff.Var{out128(512)}, func() float64 {
			ms := nanos(arch.DVE, arch.ClassVector, 512)
			trig := nanos(arch.SP, arch.ClassDMATrigger, 0)
			// The store's trigger starts when the memset completes; its
			// descriptor runs from the trigger's completion.
			return ms + trig + tg.DMANanos(128*2048, 128) + nanos(arch.SP, arch.ClassControl, 0)*2
		}},
		{"engines run concurrently", `
    tonga.stream dve {
      tonga.memset dve outs(sb[0:128][[1, 64]] at 0x0 : f32) constant 1.0
      tonga.halt dve
    }
    tonga.stream pool {
      tonga.memset pool outs(sb[0:128][[1, 512]] at 0x1000 : f32) constant 1.0
      tonga.halt pool
    }
    tonga.stream act {
      tonga.memset act outs(sb[0:128][[1, 1024]] at 0x4000 : f32) constant 1.0
      tonga.halt act
    }`, [arch.NumEngines][]neff.Descriptor{}, nil, func() float64 {
			c := nanos(arch.Pool, arch.ClassControl, 0)
			return max(nanos(arch.DVE, arch.ClassVector, 64)+nanos(arch.DVE, arch.ClassControl, 0),
				nanos(arch.Pool, arch.ClassVector, 512)+c, nanos(arch.ACT, arch.ClassVector, 1024)+c)
		}},
		{"matmul", `
    tonga.stream pool {
      tonga.memset pool outs(sb[0:128][[1, 640]] at 0x0 : bf16) constant 1.0 signal S[0] inc
      tonga.halt pool
    }
    tonga.stream pe {
      tonga.load_stationary pe ins(sb[0:128][[1, 128]] at 0x0 : bf16) wait S[0] ge 1
      tonga.multiply_moving pe ins(sb[0:128][[1, 512]] at 0x100 : bf16) outs(psum[0:128][[1, 512]] at 0x0 : f32) start_tensor_calc stop_tensor_calc
      tonga.multiply_moving pe ins(sb[0:128][[1, 32]] at 0x100 : bf16) outs(psum[0:128][[1, 32]] at 0x800 : f32) start_tensor_calc stop_tensor_calc
      tonga.halt pe
    }`, [arch.NumEngines][]neff.Descriptor{}, nil, func() float64 {
			return nanos(arch.Pool, arch.ClassVector, 640) + nanos(arch.PE, arch.ClassLoadStationary, 0) +
				nanos(arch.PE, arch.ClassMatmul, 512) + nanos(arch.PE, arch.ClassMatmul, 32) + nanos(arch.PE, arch.ClassControl, 0)
		}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			f := spec{streams: c.streams, descs: c.descs, vars: c.vars}.file(t)
			res, err := Run(f, nil, Options{Races: true})
			require.NoError(t, err)
			assert.InDelta(t, c.want(), res.ModeledNs, 1e-6)
		})
	}
}

// TestDMASharing: 16 queues at 27 GiB/s would exceed trn1's 410 GB/s of
// HBM, so concurrent HBM transfers share it equally.
func TestDMASharing(t *testing.T) {
	n := int64(512) // [128, 512] f32 = 256 KiB per descriptor
	var sp strings.Builder
	sp.WriteString("\n    tonga.stream sp {\n")
	var descs [arch.NumEngines][]neff.Descriptor
	vars := []neff.Var{}
	for q := range 16 {
		name := "x" + string(rune('a'+q))
		vars = append(vars, neff.Var{Name: name, Type: neff.VarInput, ID: q, Size: 128 * n * 4, DType: "float32", Shape: []int64{128, n}})
		descs[arch.SP] = append(descs[arch.SP], neff.Descriptor{Desc: tile128(name, n, int64(q)*2048, false)})
		sp.WriteString("      tonga.dma_trigger sp queue " + itoa(q) + " first " + itoa(q) + " count 1\n")
	}
	sp.WriteString("      tonga.halt sp\n    }")
	f := spec{streams: sp.String(), vars: vars, descs: descs}.file(t)
	var ins []sim.Buffer
	for range 16 {
		ins = append(ins, buf([]int64{128, n}, make([]float32, 128*n)))
	}
	res, err := Run(f, ins, Options{})
	require.NoError(t, err)
	trig := nanos(arch.SP, arch.ClassDMATrigger, 0)
	eff := float64(arch.DMAEffectiveBytes(128*n*4, 128))
	// Each descriptor starts one trigger later than the previous; past
	// their overhead they share HBM. The last one ends no earlier than
	// all bytes at the HBM rate allow and later than alone.
	alone := 16*trig + tg.DMANanos(128*n*4, 128)
	shared := trig + arch.DMADescriptorNanos + 16*eff*1e9/tg.HBMBytesPerSec
	assert.Greater(t, res.ModeledNs, alone)
	assert.GreaterOrEqual(t, res.ModeledNs, shared-1e-6)
	assert.Less(t, res.ModeledNs, shared+16*trig+1)
	assert.Equal(t, int64(16), res.DMA.Descriptors)
	for q := range 16 {
		assert.Equal(t, int64(1), res.Queues[q].Descriptors)
	}
}

func itoa(i int) string {
	if i < 10 {
		return string(rune('0' + i))
	}
	return string(rune('0'+i/10)) + string(rune('0'+i%10))
}

// TestLoop runs a sequencer loop: a register walks a memset through four
// 256-byte chunks of each partition, then the result is stored.
func TestLoop(t *testing.T) {
	streams := `
    tonga.stream dve {
      tonga.reg_set dve r1 = 0
      tonga.reg_set dve r2 = 0
      tonga.memset dve outs(sb[0:128][[1, 64]] at 0x0 + r1 : f32) constant 2.0
      tonga.reg_alu dve r2 = r2 add 1
      tonga.iterate dve r1 step 256 lt 1024 to -2
      tonga.branch_if dve r2 ne 4 to 2
      tonga.nop dve signal S[0] inc
      tonga.halt dve
    }` + storeY(0)
	var descs [arch.NumEngines][]neff.Descriptor
	descs[arch.SP] = []neff.Descriptor{{Desc: tile128("y", 256, 0, true)}}
	f := spec{streams: streams, descs: descs, vars: []neff.Var{out128(256)}}.file(t)
	res, err := Run(f, nil, Options{Races: true})
	require.NoError(t, err)
	for _, v := range f32Of(res.Outputs[0].Data) {
		require.Equal(t, float32(2), v)
	}
	assert.Equal(t, int64(2+4*3+3), res.Engines[arch.DVE].Instructions)
}

// TestIndirectGather gathers rows of an HBM table by indices in SBUF.
func TestIndirectGather(t *testing.T) {
	streams := `
    tonga.stream sp {
      tonga.dma_trigger sp queue 0 first 0 count 1 signal S[0] inc
      tonga.dma_trigger sp queue 1 first 1 count 1 wait S[0] ge 1 signal S[1] inc
      tonga.nop sp wait S[1] ge 1
      tonga.halt sp
    }`
	gather := neff.Desc{From: "table", To: "y",
		FromSteps: []int64{1, 64}, FromSizes: []int64{64, 4},
		ToSteps: []int64{1, 64}, ToSizes: []int64{64, 4},
		FromDType: "float32", ToDType: "float32",
		Index: SBUFVar, IndexOff: 0, IndexStep: 4, IndexDType: "int32", IndexStride: 64, IndexBound: 8}
	mk := func(idx []int32) (*neff.File, []sim.Buffer) {
		var descs [arch.NumEngines][]neff.Descriptor
		descs[arch.SP] = []neff.Descriptor{
			{Desc: neff.Desc{From: "idx", To: SBUFVar, FromSteps: []int64{1}, FromSizes: []int64{16}, ToSteps: []int64{1}, ToSizes: []int64{16},
				FromDType: "int32", ToDType: "int32"}},
			{Desc: gather},
		}
		vars := []neff.Var{
			{Name: "table", Type: neff.VarInput, ID: 0, Size: 8 * 16 * 4, DType: "float32", Shape: []int64{8, 16}},
			{Name: "idx", Type: neff.VarInput, ID: 1, Size: 16, DType: "int32", Shape: []int64{4}},
			{Name: "y", Type: neff.VarOutput, ID: 2, Size: 4 * 16 * 4, DType: "float32", Shape: []int64{4, 16}},
		}
		f := spec{streams: streams, descs: descs, vars: vars}.file(t)
		return f, []sim.Buffer{buf([]int64{8, 16}, ramp(128)),
			{Shape: []int64{4}, DType: numerics.Int32, Data: i32Bytes(idx)}}
	}
	f, ins := mk([]int32{5, 0, 7, 5})
	res, err := Run(f, ins, Options{Races: true})
	require.NoError(t, err)
	table, got := ramp(128), f32Of(res.Outputs[0].Data)
	for r, i := range []int{5, 0, 7, 5} {
		assert.Equal(t, table[i*16:i*16+16], got[r*16:r*16+16], "row %d", r)
	}
	f, ins = mk([]int32{5, 0, 8, 5})
	_, err = Run(f, ins, Options{})
	require.Error(t, err)
	assert.Contains(t, err.Error(), "sp dma[1] (table -> y): index 8 (row 2, \"sbuf\" byte 8) outside [0, 8)")
}

// TestCastDescriptor: a cast descriptor converts f32 to bf16 on the way.
func TestCastDescriptor(t *testing.T) {
	streams := `
    tonga.stream sp {
      tonga.dma_trigger sp queue 3 first 0 count 1 signal S[0] inc
      tonga.nop sp wait S[0] ge 1
      tonga.halt sp
    }`
	var descs [arch.NumEngines][]neff.Descriptor
	descs[arch.SP] = []neff.Descriptor{{Desc: neff.Desc{Op: "cast", From: "x", To: "y",
		FromSteps: []int64{1}, FromSizes: []int64{32}, ToSteps: []int64{1}, ToSizes: []int64{16},
		FromDType: "float32", ToDType: "bfloat16"}}}
	vars := []neff.Var{
		{Name: "x", Type: neff.VarInput, ID: 0, Size: 32, DType: "float32", Shape: []int64{8}},
		{Name: "y", Type: neff.VarOutput, ID: 1, Size: 16, DType: "bfloat16", Shape: []int64{8}},
	}
	f := spec{streams: streams, descs: descs, vars: vars}.file(t)
	x := []float32{1, 1.00390625, -2.5, 3.14159, 0, -0, 65504, 1e-3}
	res, err := Run(f, []sim.Buffer{buf([]int64{8}, x)}, Options{})
	require.NoError(t, err)
	for i, v := range x {
		assert.Equal(t, numerics.F32ToBF16(v), binary.LittleEndian.Uint16(res.Outputs[0].Data[2*i:]), "element %d", i)
	}
	assert.Equal(t, numerics.BFloat16, res.Outputs[0].DType)
}

// TestErrors checks that run-time errors name the engine, the instruction
// and what went wrong.
func TestErrors(t *testing.T) {
	var storeDesc [arch.NumEngines][]neff.Descriptor
	storeDesc[arch.SP] = []neff.Descriptor{{Desc: tile128("y", 64, 0, true)}}
	cases := []struct {
		name    string
		streams string
		descs   [arch.NumEngines][]neff.Descriptor
		vars    []neff.Var
		sets    []pwp.ID
		want    string
	}{
		{"deadlock", `
    tonga.stream act {
      tonga.nop act wait S[5] ge 1
      tonga.halt act
    }
    tonga.stream dve {
      tonga.nop dve wait E[3] set
      tonga.halt dve
    }`, [arch.NumEngines][]neff.Descriptor{}, nil, nil,
			"deadlock at 0.0 ns: no engine can go on and not all have halted\n" +
				"  act instruction 0 (tonga.nop act wait S[5] ge 1) waits for S[5] ge 1: S[5] is 0\n" +
				"  dve instruction 0 (tonga.nop dve wait E[3] set) waits for E[3] set: E[3] is clear"},
		{"uninitialized", `
    tonga.stream dve {
      tonga.copy dve ins(sb[0:128][[1, 64]] at 0x0 : f32) outs(sb[0:128][[1, 64]] at 0x400 : f32)
      tonga.halt dve
    }`, [arch.NumEngines][]neff.Descriptor{}, nil, nil,
			`dve instruction 0 (tonga.copy dve ins(sb[0:128][[1, 64]] at 0x0 : f32) outs(sb[0:128][[1, 64]] at 0x400 : f32)): in "sbuf"[0:128][[1, 64]] : float32 reads uninitialized memory: "sbuf" partition 0 byte 0`},
		{"misaligned register", `
    tonga.stream dve {
      tonga.reg_set dve r3 = 2
      tonga.memset dve outs(sb[0:128][[1, 64]] at 0x0 + r3 : f32) constant 0.0
      tonga.halt dve
    }`, [arch.NumEngines][]neff.Descriptor{}, nil, nil,
			"dve instruction 1 (tonga.memset dve outs(sb[0:128][[1, 64]] at 0x0 + r3 : f32) constant 0.000000e+00): address 0x0 + r3 (= 2) is 2: not an address of a float32 element"},
		{"out of bounds by register", `
    tonga.stream dve {
      tonga.reg_set dve r3 = 196608
      tonga.memset dve outs(sb[0:128][[1, 64]] at 0x0 + r3 : f32) constant 0.0
      tonga.halt dve
    }`, [arch.NumEngines][]neff.Descriptor{}, nil, nil, "outside \"sbuf\"'s 196608 bytes per partition"},
		{"no function set", `
    tonga.stream act {
      tonga.memset act outs(sb[0:128][[1, 64]] at 0x0 : f32) constant 0.0
      tonga.activate act Exp ins(sb[0:128][[1, 64]] at 0x0 : f32) outs(sb[0:128][[1, 64]] at 0x400 : f32)
      tonga.halt act
    }`, [arch.NumEngines][]neff.Descriptor{}, nil, nil, "act instruction 1 (tonga.activate act Exp ins(sb[0:128][[1, 64]] at 0x0 : f32) outs(sb[0:128][[1, 64]] at 0x400 : f32)): activation function Exp, but no function set is loaded (load_act_func_set)"},
		{"function not in set", `
    tonga.stream act {
      tonga.load_act_func_set act 1
      tonga.memset act outs(sb[0:128][[1, 64]] at 0x0 : f32) constant 0.0
      tonga.activate act Exp ins(sb[0:128][[1, 64]] at 0x0 : f32) outs(sb[0:128][[1, 64]] at 0x400 : f32)
      tonga.halt act
    }`, [arch.NumEngines][]neff.Descriptor{}, nil, []pwp.ID{pwp.Exp, pwp.Tanh},
			`activation function Exp is not in the loaded function set 1 ("tanh" holds tanh)`},
		{"missing set", `
    tonga.stream act {
      tonga.load_act_func_set act 2
      tonga.halt act
    }`, [arch.NumEngines][]neff.Descriptor{}, nil, []pwp.ID{pwp.Exp}, "function set 2 does not exist: Activation.json lists 1"},
		{"semaphore underflow", `
    tonga.stream pool {
      tonga.event_semaphore pool S[4] dec
      tonga.halt pool
    }`, [arch.NumEngines][]neff.Descriptor{}, nil, nil, "pool instruction 0 (tonga.event_semaphore pool S[4] dec): signal S[4] dec takes semaphore S[4] from 0 out of its 16-bit range"},
		{"no halt", `
    tonga.stream pool {
      tonga.nop pool
    }`, [arch.NumEngines][]neff.Descriptor{}, nil, nil, ""},
		{"output not written", `
    tonga.stream pool {
      tonga.halt pool
    }`, [arch.NumEngines][]neff.Descriptor{}, []neff.Var{out128(64)}, nil, `output 0 (var "y") was not entirely written: byte 0 never was`},
		{"store reads uninitialized", storeY(9)[:0] + `
    tonga.stream sp {
      tonga.dma_trigger sp queue 0 first 0 count 1 signal S[0] inc
      tonga.nop sp wait S[0] ge 1
      tonga.halt sp
    }`, storeDesc, []neff.Var{out128(64)}, nil, `sp dma[0] (sbuf -> y): reads uninitialized memory: "sbuf" partition 0 byte 0`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if c.name == "no halt" {
				// The verifier requires a halt; build the bytes by hand.
				f := spec{streams: "\n    tonga.stream pool {\n      tonga.halt pool\n    }"}.file(t)
				nop := spec{streams: "\n    tonga.stream pool {\n      tonga.nop pool\n      tonga.halt pool\n    }"}.file(t)
				f.Subgraphs[0].Streams[arch.Pool].Instr = nop.Subgraphs[0].Streams[arch.Pool].Instr[:64]
				_, err := Run(f, nil, Options{})
				require.Error(t, err)
				assert.Equal(t, "pool ran past the end of its stream (1 instructions) without a tonga.halt", err.Error())
				return
			}
			f := spec{streams: c.streams, descs: c.descs, vars: c.vars, sets: c.sets}.file(t)
			_, err := Run(f, nil, Options{Races: true})
			require.Error(t, err)
			assert.Contains(t, err.Error(), c.want)
		})
	}
}

// TestLoadErrors: a NEFF that breaks the conventions is refused before it
// runs, saying why.
func TestLoadErrors(t *testing.T) {
	base := func() *neff.File {
		return spec{streams: "\n    tonga.stream pool {\n      tonga.halt pool\n    }"}.file(t)
	}
	cases := []struct {
		name   string
		change func(f *neff.File)
		inputs []sim.Buffer
		want   string
	}{
		{"lnc2", func(f *neff.File) { f.Subgraphs = append(f.Subgraphs, f.Subgraphs[0]) }, nil, "runs one NeuronCore"},
		{"state buffer name", func(f *neff.File) { f.Def.Vars[0].Name = "sb" }, nil, `var "sb": the state buffers are "sbuf" and "psum"`},
		{"state buffer size", func(f *neff.File) { f.Def.Vars[0].Size = 128 }, nil, `var "sbuf": size 128, but trn1's sbuf is 128 partitions x 196608 bytes`},
		{"too many inputs", nil, []sim.Buffer{buf([]int64{1}, []float32{1})}, "the NEFF takes 0 inputs but 1 were given"},
		{"bad code", func(f *neff.File) { f.Subgraphs[0].Streams[arch.DVE].Instr = make([]byte, 64) }, nil, "dve stream, word 0: "},
		{"wrong engine", func(f *neff.File) {
			f.Subgraphs[0].Streams[arch.DVE].Instr = f.Subgraphs[0].Streams[arch.Pool].Instr
		}, nil, "dve stream, word 0: tonga.halt is an instruction of engine pool"},
		{"trigger range", func(f *neff.File) {
			g := spec{streams: "\n    tonga.stream sp {\n      tonga.dma_trigger sp queue 0 first 3 count 2\n      tonga.halt sp\n    }"}.file(t)
			f.Subgraphs[0].Streams[arch.SP].Instr = g.Subgraphs[0].Streams[arch.SP].Instr
		}, nil, "sp instruction 0 (tonga.dma_trigger sp queue 0 first 3 count 2): descriptors 3 to 4: sp's JSON lists 0"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			f := base()
			if c.change != nil {
				c.change(f)
			}
			_, err := Run(f, c.inputs, Options{})
			require.Error(t, err)
			assert.Contains(t, err.Error(), c.want)
		})
	}
}

// TestDescriptorChecks: descriptors that break the conventions are
// refused when their trigger is loaded.
func TestDescriptorChecks(t *testing.T) {
	streams := "\n    tonga.stream sp {\n      tonga.dma_trigger sp queue 0 first 0 count 1\n      tonga.halt sp\n    }"
	vars := []neff.Var{{Name: "x", Type: neff.VarInput, ID: 0, Size: 32, DType: "float32", Shape: []int64{8}},
		{Name: "y", Type: neff.VarOutput, ID: 1, Size: 16, DType: "bfloat16", Shape: []int64{8}}}
	ok := neff.Desc{From: "x", To: "y", FromSteps: []int64{1}, FromSizes: []int64{32}, ToSteps: []int64{1}, ToSizes: []int64{16},
		FromDType: "float32", ToDType: "bfloat16", Op: "cast"}
	cases := []struct {
		name   string
		change func(d *neff.Desc)
		want   string
	}{
		{"copy needs equal dtypes", func(d *neff.Desc) { d.Op = "" }, "op copy moves bytes and needs equal dtypes: from is float32, to bfloat16 (use op cast)"},
		{"counts", func(d *neff.Desc) { d.ToSizes = []int64{8} }, "from moves 8 elements of float32 but to 4 of bfloat16"},
		{"innermost step", func(d *neff.Desc) { d.FromSteps = []int64{4} }, "from_steps[0] is 4: the innermost dimension is a contiguous run"},
		{"partial element", func(d *neff.Desc) { d.FromSizes = []int64{30} }, "from_sizes[0] = 30 bytes is not a whole number of float32 elements"},
		{"op", func(d *neff.Desc) { d.Op = "add" }, "op add is not simulated"},
		{"cast of int64", func(d *neff.Desc) { d.FromDType, d.FromSizes = "int64", []int64{64} }, "op cast between int64 and bfloat16"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			d := ok
			c.change(&d)
			var descs [arch.NumEngines][]neff.Descriptor
			descs[arch.SP] = []neff.Descriptor{{Desc: d}}
			f := spec{streams: streams, descs: descs, vars: vars}.file(t)
			_, err := Run(f, []sim.Buffer{buf([]int64{8}, make([]float32, 8))}, Options{})
			require.Error(t, err)
			assert.Contains(t, err.Error(), "sp dma[0] (x -> y): ")
			assert.Contains(t, err.Error(), c.want)
		})
	}
}

// TestStepLimit: a loop that never ends stops at the step limit.
func TestStepLimit(t *testing.T) {
	f := spec{streams: "\n    tonga.stream pe {\n      tonga.nop pe\n      tonga.branch pe to -1\n      tonga.halt pe\n    }"}.file(t)
	_, err := Run(f, nil, Options{MaxSteps: 1000})
	require.Error(t, err)
	assert.Contains(t, err.Error(), "the run passed the limit of 1000 steps")
	_, err = Run(f, nil, Options{MaxNanos: 500})
	require.Error(t, err)
	assert.Contains(t, err.Error(), "the modeled time passed the limit of 500 ns")
}

// TestRaceKinds covers the race detector's edges: semaphore tokens order
// accesses, events do, and their absence is a race.
func TestRaceKinds(t *testing.T) {
	cases := []struct {
		name, streams, want string
	}{
		{"token orders write then read", `
    tonga.stream dve {
      tonga.memset dve outs(sb[0:128][[1, 64]] at 0x0 : f32) constant 1.0 signal S[3] inc
      tonga.halt dve
    }
    tonga.stream pool {
      tonga.copy pool ins(sb[0:128][[1, 64]] at 0x0 : f32) outs(sb[0:128][[1, 64]] at 0x400 : f32) wait S[3] ge 1 signal S[3] dec
      tonga.halt pool
    }`, ""},
		{"event orders", `
    tonga.stream dve {
      tonga.memset dve outs(sb[0:128][[1, 64]] at 0x0 : f32) constant 1.0 signal E[3] set
      tonga.halt dve
    }
    tonga.stream pool {
      tonga.copy pool ins(sb[0:128][[1, 64]] at 0x0 : f32) outs(sb[0:128][[1, 64]] at 0x400 : f32) wait E[3] set
      tonga.halt pool
    }`, ""},
		{"write after read unordered", `
    tonga.stream dve {
      tonga.memset dve outs(sb[0:128][[1, 64]] at 0x0 : f32) constant 1.0 signal S[3] inc
      tonga.memset dve outs(sb[0:128][[1, 64]] at 0x0 : f32) constant 2.0
      tonga.halt dve
    }
    tonga.stream pool {
      tonga.copy pool ins(sb[0:128][[1, 64]] at 0x0 : f32) outs(sb[0:128][[1, 64]] at 0x400 : f32) wait S[3] ge 1
      tonga.halt pool
    }`, "data race on sbuf partition 0 bytes [0x0, 0x100): written by dve instruction 1 (tonga.memset dve outs(sb[0:128][[1, 64]] at 0x0 : f32) constant 2.000000e+00) and read by pool instruction 0"},
		{"write write unordered", `
    tonga.stream dve {
      tonga.memset dve outs(sb[0:128][[1, 64]] at 0x0 : f32) constant 1.0
      tonga.halt dve
    }
    tonga.stream pool {
      tonga.memset pool outs(sb[64:64][[1, 2]] at 0xf8 : f32) constant 1.0
      tonga.halt pool
    }`, "data race on sbuf partition 64 bytes [0xf8, 0x100): written by dve instruction 0 (tonga.memset dve outs(sb[0:128][[1, 64]] at 0x0 : f32) constant 1.000000e+00) and written by pool instruction 0"},
		{"disjoint is fine", `
    tonga.stream dve {
      tonga.memset dve outs(sb[0:128][[1, 64]] at 0x0 : f32) constant 1.0
      tonga.halt dve
    }
    tonga.stream pool {
      tonga.memset pool outs(sb[0:128][[1, 64]] at 0x100 : f32) constant 1.0
      tonga.halt pool
    }`, ""},
		{"concurrent reads are fine", `
    tonga.stream dve {
      tonga.memset dve outs(sb[0:128][[1, 64]] at 0x0 : f32) constant 1.0 signal S[1] add 2
      tonga.halt dve
    }
    tonga.stream pool {
      tonga.copy pool ins(sb[0:128][[1, 64]] at 0x0 : f32) outs(sb[0:128][[1, 64]] at 0x400 : f32) wait S[1] ge 1
      tonga.halt pool
    }
    tonga.stream act {
      tonga.copy act ins(sb[0:128][[1, 64]] at 0x0 : f32) outs(sb[0:128][[1, 64]] at 0x800 : f32) wait S[1] ge 2
      tonga.halt act
    }`, ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			f := spec{streams: c.streams}.file(t)
			_, err := Run(f, nil, Options{Races: true})
			if c.want == "" {
				require.NoError(t, err)
				return
			}
			require.Error(t, err)
			assert.Contains(t, err.Error(), c.want)
		})
	}
}

func TestDType(t *testing.T) {
	for _, n := range neff.DTypes() {
		d, ok := DType(n)
		if ok {
			assert.Equal(t, int64(neff.DTypeSize(n)), int64(d.Size()), n)
		} else {
			assert.Contains(t, []string{"float8e3", "uint64", "int64"}, n)
		}
	}
	_ = math.Inf
}
