package timed

import (
	"encoding/binary"
	"math"
	"testing"

	"github.com/stretchr/testify/require"

	"ncc/arch"
	"ncc/core"
	"ncc/core/asm"
	"ncc/dialects"
	"ncc/dialects/builtin"
	"ncc/dialects/tonga"
	"ncc/dialects/tonga/isa"
	"ncc/neff"
	"ncc/numerics"
	"ncc/numerics/pwp"
	"ncc/sim"
)

// assemble parses a module holding one tonga.program of streams (engines
// without a stream get an empty one), verifies it and returns each
// engine's bytes.
func assemble(t testing.TB, src string) [arch.NumEngines][]byte {
	t.Helper()
	ctx := core.NewContext()
	dialects.LoadAll(ctx)
	block, err := asm.Parse(ctx, []byte(src), asm.ParseOptions{Filename: "prog.mlir"})
	require.NoError(t, err)
	mod := builtin.WrapInModule(ctx, block)
	require.NoError(t, core.Verify(mod))
	progs := tonga.Programs(mod)
	require.Len(t, progs, 1)
	var out [arch.NumEngines][]byte
	for _, s := range tonga.Streams(progs[0]) {
		code, err := isa.AssembleStream(s)
		require.NoError(t, err)
		out[tonga.Engine(s)] = code
	}
	return out
}

// program wraps streams' text in a trn1 module.
func program(streams string) string {
	return "module attributes {tonga.target = \"trn1\"} {\n  tonga.program @sg00 {\n" + streams + "\n  }\n}\n"
}

// spec describes a NEFF to build for a test.
type spec struct {
	streams string
	vars    []neff.Var
	descs   [arch.NumEngines][]neff.Descriptor
	sets    []pwp.ID
}

func stateVars(t *arch.Target) []neff.Var {
	return []neff.Var{
		{Name: SBUFVar, Type: neff.VarStateBuffer, ID: 100, Size: int64(t.Partitions * t.SBUFPartitionBytes)},
		{Name: PSUMVar, Type: neff.VarStateBuffer, ID: 101, Size: int64(t.Partitions * t.PSUMPartitionBytes)},
	}
}

func (s spec) file(t testing.TB) *neff.File {
	t.Helper()
	code := assemble(t, program(s.streams))
	f := &neff.File{Name: "test", Def: neff.Def{Target: "trn1",
		Queues: []neff.Queue{{Name: "dma", Type: "data", NumQueues: arch.Trn1.DMAEngines}},
		Vars:   append(append([]neff.Var(nil), s.vars...), stateVars(arch.Trn1)...)}}
	var sg neff.Subgraph
	for e := range arch.NumEngines {
		sg.Streams[e].Instr = code[e]
		sg.Streams[e].DMA = s.descs[e]
		for i := range sg.Streams[e].DMA {
			sg.Streams[e].DMA[i].ID = i
			if sg.Streams[e].DMA[i].Queue == "" {
				sg.Streams[e].DMA[i].Queue = "dma"
			}
		}
	}
	for _, id := range s.sets {
		tb, err := pwp.For(id)
		require.NoError(t, err)
		fn, _ := pwp.ByID(id)
		sg.ActFuncSets = append(sg.ActFuncSets, neff.ActFuncSet{Name: fn.Name, Data: tb.Encode()})
	}
	f.Subgraphs = []neff.Subgraph{sg}
	require.NoError(t, f.Validate())
	// What a NEFF file holds is what runs.
	data, err := neff.Marshal(f)
	require.NoError(t, err)
	g, err := neff.Read(data)
	require.NoError(t, err)
	return g
}

func intp(v int) *int { return &v }

func f32Bytes(vals []float32) []byte {
	b := make([]byte, 4*len(vals))
	for i, v := range vals {
		binary.LittleEndian.PutUint32(b[4*i:], math.Float32bits(v))
	}
	return b
}

func f32Of(b []byte) []float32 {
	out := make([]float32, len(b)/4)
	for i := range out {
		out[i] = math.Float32frombits(binary.LittleEndian.Uint32(b[4*i:]))
	}
	return out
}

func i32Bytes(vals []int32) []byte {
	b := make([]byte, 4*len(vals))
	for i, v := range vals {
		binary.LittleEndian.PutUint32(b[4*i:], uint32(v))
	}
	return b
}

// ramp returns n floats i/n - 0.5.
func ramp(n int) []float32 {
	out := make([]float32, n)
	for i := range out {
		out[i] = float32(i)/float32(n) - 0.5
	}
	return out
}

func buf(shape []int64, vals []float32) sim.Buffer {
	return sim.Buffer{Shape: shape, DType: numerics.Float32, Data: f32Bytes(vals)}
}

// load128 is a descriptor moving a [128, n] f32 HBM variable to sbuf at
// addr (or back, with toHBM).
func tile128(hbm string, n int64, addr int64, toHBM bool) neff.Desc {
	pb := int64(arch.Trn1.SBUFPartitionBytes)
	d := neff.Desc{From: hbm, To: SBUFVar, ToOff: addr,
		FromSteps: []int64{1, 4 * n}, FromSizes: []int64{4 * n, 128},
		ToSteps: []int64{1, pb}, ToSizes: []int64{4 * n, 128},
		FromDType: "float32", ToDType: "float32"}
	if toHBM {
		d = neff.Desc{From: SBUFVar, To: hbm, FromOff: addr,
			FromSteps: []int64{1, pb}, FromSizes: []int64{4 * n, 128},
			ToSteps: []int64{1, 4 * n}, ToSizes: []int64{4 * n, 128},
			FromDType: "float32", ToDType: "float32"}
	}
	return d
}
