package hlo_test

import (
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
	"google.golang.org/protobuf/proto"

	"ncc/core"
	"ncc/core/asm"
	"ncc/translate/hlo"
	"ncc/translate/hlo/proto/xlapb"
)

// protoOf parses HLO text and serializes it as an HloModuleProto: the
// proto twin of a text program.
func protoOf(t testing.TB, path string, src []byte) []byte {
	t.Helper()
	m, err := hlo.Parse(path, src, hlo.ParseOptions{})
	require.NoError(t, err)
	b, err := hlo.MarshalProto(m)
	require.NoError(t, err)
	return b
}

func printOp(ctx *core.Context, op *core.Operation) string {
	return asm.PrintOp(op, asm.PrintOptions{Context: ctx})
}

// TestProtoMatchesText imports every testdata program as text and as its
// proto twin: both must print the same StableHLO.
func TestProtoMatchesText(t *testing.T) {
	files, err := filepath.Glob("testdata/*.hlo")
	require.NoError(t, err)
	for _, f := range files {
		t.Run(filepath.Base(f), func(t *testing.T) {
			src, err := os.ReadFile(f)
			require.NoError(t, err)
			pb := protoOf(t, f, src)
			require.True(t, hlo.IsProto(pb), "IsProto")
			require.False(t, hlo.IsText(pb))
			require.True(t, hlo.IsHLO(pb))
			ctx := newContext()
			want, err := hlo.Import(ctx, f, src, hlo.Options{})
			require.NoError(t, err)
			got, err := hlo.Import(ctx, strings.TrimSuffix(f, ".hlo")+".pb", pb, hlo.Options{})
			require.NoError(t, err)
			require.Equal(t, printOp(ctx, want), printOp(ctx, got))
		})
	}
}

// TestProtoMatchesTextLit does the same for every chunk of the lit tests
// that imports as text: the lit suite exercises every opcode and
// attribute the importer reads.
func TestProtoMatchesTextLit(t *testing.T) {
	files, err := filepath.Glob("../../lit/hlo/*.test")
	require.NoError(t, err)
	n := 0
	for _, f := range files {
		src, err := os.ReadFile(f)
		require.NoError(t, err)
		for i, chunk := range strings.Split(string(src), "// -----") {
			ctx := newContext()
			want, err := hlo.Import(ctx, f, []byte(chunk), hlo.Options{})
			if err != nil {
				continue
			}
			n++
			m, err := hlo.Parse(f, []byte(chunk), hlo.ParseOptions{})
			require.NoError(t, err)
			pb, err := hlo.MarshalProto(m)
			require.NoError(t, err, "%s chunk %d", f, i)
			got, err := hlo.Import(ctx, f, pb, hlo.Options{})
			require.NoError(t, err, "%s chunk %d", f, i)
			require.Equal(t, printOp(ctx, want), printOp(ctx, got), "%s chunk %d", f, i)
		}
	}
	require.Greater(t, n, 20)
}

// FuzzProto feeds bytes to the proto reader and the importer (with the
// verifier), seeded with the proto twins of the test programs: any input
// must give a module or an error, never a panic or a hang.
func FuzzProto(f *testing.F) {
	files, _ := filepath.Glob("testdata/*.hlo")
	for _, file := range files {
		if src, err := os.ReadFile(file); err == nil {
			if m, err := hlo.Parse(file, src, hlo.ParseOptions{}); err == nil {
				if b, err := hlo.MarshalProto(m); err == nil {
					f.Add(b)
				}
			}
		}
	}
	pbs, _ := filepath.Glob("../../lit/hlo/Inputs/*.pb")
	for _, file := range pbs {
		if b, err := os.ReadFile(file); err == nil {
			f.Add(b)
		}
	}
	ctx := newContext()
	f.Fuzz(func(t *testing.T, src []byte) {
		if len(src) > 1<<16 {
			return
		}
		hlo.IsProto(src)
		m, err := hlo.ReadProto("fuzz.pb", src)
		if err != nil {
			return
		}
		module, err := hlo.ImportModule(ctx, m, hlo.Options{})
		if err != nil {
			for _, d := range core.AsDiagnostics(err, nil) {
				if strings.HasPrefix(d.Msg, "internal error") {
					t.Fatalf("importer panicked: %s", d.Msg)
				}
			}
			return
		}
		if module == nil {
			t.Fatal("no module and no error")
		}
	})
}

const errBase = `HloModule m
add {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT s = f32[] add(a, b)
}
ENTRY e {
  p = f32[4]{0} parameter(0)
  c = f32[4]{0} constant({1, 2, 3, 4})
  x = f32[4]{0} add(p, c)
  z = f32[] constant(0)
  ROOT r = f32[] reduce(x, z), dimensions={0}, to_apply=add
}
`

// TestProtoErrors breaks the proto twin of a small module in the ways
// hostile or damaged files do: each gives an error naming the
// instruction, never a panic.
func TestProtoErrors(t *testing.T) {
	base, err := hlo.Parse("m.hlo", []byte(errBase), hlo.ParseOptions{})
	require.NoError(t, err)
	instr := func(pm *xlapb.HloModuleProto, name string) *xlapb.HloInstructionProto {
		for _, c := range pm.Computations {
			for _, in := range c.Instructions {
				if in.Name == name {
					return in
				}
			}
		}
		t.Fatalf("no instruction %s", name)
		return nil
	}
	for _, tc := range []struct {
		name   string
		mutate func(pm *xlapb.HloModuleProto)
		want   string
	}{
		{"unknown opcode", func(pm *xlapb.HloModuleProto) { instr(pm, "x").Opcode = "frobnicate" },
			"cannot import HLO opcode 'frobnicate' (instruction 'x', id 6, of computation 'e')"},
		{"missing operand", func(pm *xlapb.HloModuleProto) { instr(pm, "x").OperandIds[1] = 99 },
			"instruction 'x' (id 6) of computation 'e': operand 1 has id 99, which is no instruction of the computation"},
		{"operand cycle", func(pm *xlapb.HloModuleProto) {
			instr(pm, "p").Opcode = "negate"
			instr(pm, "p").OperandIds = []int64{6}
		},
			"depends on itself"},
		{"call cycle", func(pm *xlapb.HloModuleProto) {
			s := instr(pm, "s")
			s.Opcode, s.CalledComputationIds = "call", []int64{1}
		}, "computation 'add' calls itself"},
		{"unknown callee", func(pm *xlapb.HloModuleProto) { instr(pm, "r").CalledComputationIds = []int64{42} },
			"called computation id 42 does not exist"},
		{"calls entry", func(pm *xlapb.HloModuleProto) { instr(pm, "r").CalledComputationIds = []int64{2} },
			"calls the entry computation 'e'"},
		{"negative dimension", func(pm *xlapb.HloModuleProto) { instr(pm, "x").Shape.Dimensions[0] = -7 },
			"dimension size -7 is out of range"},
		{"huge shape", func(pm *xlapb.HloModuleProto) { instr(pm, "x").Shape.Dimensions = []int64{1 << 30, 1 << 30} },
			"shape has more than"},
		{"literal too short", func(pm *xlapb.HloModuleProto) { instr(pm, "c").Literal.F32S = []float32{1} },
			"literal has 4 bytes of data, type tensor<4xf32> needs 16"},
		{"literal of another type", func(pm *xlapb.HloModuleProto) { instr(pm, "c").Literal.Shape.ElementType = xlapb.PrimitiveType_S32 },
			"literal of element type s32 for shape f32[4]{0}"},
		{"bad root", func(pm *xlapb.HloModuleProto) { pm.Computations[1].RootId = 77 },
			"computation 'e': root id 77 is not an instruction"},
		{"duplicate id", func(pm *xlapb.HloModuleProto) { instr(pm, "c").Id = 4 },
			"id 4 is also the id of 'p'"},
		{"bad element type", func(pm *xlapb.HloModuleProto) { instr(pm, "x").Shape.ElementType = 99 },
			"unknown element type 99"},
		{"bad layout", func(pm *xlapb.HloModuleProto) { instr(pm, "x").Shape.Layout.MinorToMajor = []int64{3} },
			"layout dimension 3 is out of range"},
		{"parameter out of range", func(pm *xlapb.HloModuleProto) { instr(pm, "p").ParameterNumber = 3 },
			"parameter number 3 is out of range"},
		{"no entry", func(pm *xlapb.HloModuleProto) { pm.EntryComputationId = 9; pm.EntryComputationName = "" },
			"entry computation id 9 does not exist"},
		{"wrong operand count", func(pm *xlapb.HloModuleProto) { instr(pm, "x").OperandIds = []int64{4} },
			"'x' (add) takes 2 operands, found 1"},
		{"bad window", func(pm *xlapb.HloModuleProto) {
			r := instr(pm, "r")
			r.Opcode, r.Window = "reduce-window", &xlapb.Window{Dimensions: []*xlapb.WindowDimension{{Size: 0}}}
		}, "bad window dimension 0"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			pm, err := hlo.ToProto(base)
			require.NoError(t, err)
			tc.mutate(pm)
			b, err := proto.Marshal(pm)
			require.NoError(t, err)
			ctx := newContext()
			_, err = hlo.Import(ctx, "m.pb", b, hlo.Options{})
			require.Error(t, err)
			sm := asm.NewSourceMgr()
			var msgs []string
			for _, d := range core.AsDiagnostics(err, nil) {
				msgs = append(msgs, sm.Render(d))
			}
			msg := strings.Join(msgs, "")
			require.Contains(t, msg, tc.want)
			require.Contains(t, msg, "m.pb:0:0: error: ")
			require.NotContains(t, msg, "internal error")
		})
	}
	// Truncated at every length: an error (or, rarely, a smaller valid
	// module), never a panic.
	full, err := hlo.MarshalProto(base)
	require.NoError(t, err)
	ctx := newContext()
	for n := 1; n < len(full); n++ {
		_, err := hlo.Import(ctx, "m.pb", full[:n], hlo.Options{})
		if err != nil {
			require.NotContains(t, err.Error(), "internal error", "truncated at %d", n)
		}
	}
}

// TestIsProto tells protos from HLO text, MLIR text and MLIR bytecode by
// content.
func TestIsProto(t *testing.T) {
	var texts [][]byte
	for _, pattern := range []string{"testdata/*.mlir", "testdata/*.hlo", "../../lit/hlo/*.test", "../../lit/stablehlo/*.mlir"} {
		files, _ := filepath.Glob(pattern)
		for _, f := range files {
			b, err := os.ReadFile(f)
			require.NoError(t, err)
			texts = append(texts, b)
		}
	}
	texts = append(texts, []byte("\nmodule {\n}\n"), []byte("ML\xefR\x06ncc\x00"), []byte{}, []byte("\x00\x01\x02"))
	for _, b := range texts {
		require.False(t, hlo.IsProto(b), "%.80q", b)
	}
	files, _ := filepath.Glob("testdata/*.hlo")
	for _, f := range files {
		src, err := os.ReadFile(f)
		require.NoError(t, err)
		pb := protoOf(t, f, src)
		require.True(t, hlo.IsProto(pb), f)
		require.True(t, hlo.IsProto(pb[:len(pb)/2]), "a truncated proto is still one: %s", f)
		// XLA's dumps wrap the module in an HloProto, replay files in an
		// HloSnapshot: both read as the module.
		pm := &xlapb.HloModuleProto{}
		require.NoError(t, proto.Unmarshal(pb, pm))
		for _, wrapped := range []proto.Message{&xlapb.HloProto{HloModule: pm}, &xlapb.HloSnapshot{Hlo: &xlapb.HloProto{HloModule: pm}, ExecutionPlatform: "neuron"}} {
			wb, err := proto.Marshal(wrapped)
			require.NoError(t, err)
			require.True(t, hlo.IsProto(wb), f)
			m, err := hlo.ReadProto(f, wb)
			require.NoError(t, err)
			require.Equal(t, pm.Name, m.Name)
		}
	}
}

// TestProtoMutations changes fields of the proto twins at random (ids,
// opcodes, shapes, attributes, literals, called computations), as a
// structure-aware fuzzer would: every result imports or fails with an
// error, never a panic.
func TestProtoMutations(t *testing.T) {
	files, _ := filepath.Glob("testdata/*.hlo")
	opcodes := []string{"add", "parameter", "constant", "tuple", "get-tuple-element", "reduce", "broadcast", "reshape",
		"transpose", "dot", "convolution", "while", "conditional", "call", "fusion", "custom-call", "all-reduce",
		"all-gather", "sort", "scatter", "gather", "slice", "dynamic-slice", "pad", "iota", "compare", "select",
		"async-start", "async-done", "topk", "reduce-window", "select-and-scatter", "rng-bit-generator", "bitcast", "frob"}
	r := rand.New(rand.NewPCG(1, 2))
	n := 200
	if testing.Short() {
		n = 20
	}
	for _, f := range files {
		src, err := os.ReadFile(f)
		require.NoError(t, err)
		base := &xlapb.HloModuleProto{}
		require.NoError(t, proto.Unmarshal(protoOf(t, f, src), base))
		ctx := newContext()
		for i := range n {
			pm := proto.Clone(base).(*xlapb.HloModuleProto)
			for range 1 + r.IntN(3) {
				c := pm.Computations[r.IntN(len(pm.Computations))]
				in := c.Instructions[r.IntN(len(c.Instructions))]
				small := func() int64 { return int64(r.IntN(12)) - 2 }
				switch r.IntN(12) {
				case 0:
					if len(in.OperandIds) > 0 {
						in.OperandIds[r.IntN(len(in.OperandIds))] = small() + in.Id - 5
					}
				case 1:
					in.Opcode = opcodes[r.IntN(len(opcodes))]
				case 2:
					if in.Shape != nil && len(in.Shape.Dimensions) > 0 {
						in.Shape.Dimensions[r.IntN(len(in.Shape.Dimensions))] = small()
					}
				case 3:
					in.Dimensions = []int64{small(), small()}[:r.IntN(3)]
				case 4:
					in.CalledComputationIds = []int64{small(), small()}[:r.IntN(3)]
				case 5:
					in.TupleIndex = small()
				case 6:
					in.ParameterNumber = small()
				case 7:
					if in.Literal != nil {
						in.Literal.F32S = in.Literal.F32S[:len(in.Literal.F32S)/2]
					}
				case 8:
					in.Shape = &xlapb.ShapeProto{ElementType: xlapb.PrimitiveType(r.IntN(36)), Dimensions: []int64{small()}}
				case 9:
					in.OperandIds = append(in.OperandIds, in.Id)
				case 10:
					c.RootId = small() + in.Id
				case 11:
					in.Window = &xlapb.Window{Dimensions: []*xlapb.WindowDimension{{Size: small(), Stride: small()}}}
				}
			}
			b, err := proto.Marshal(pm)
			require.NoError(t, err)
			_, err = hlo.Import(ctx, "m.pb", b, hlo.Options{})
			if err != nil {
				for _, d := range core.AsDiagnostics(err, nil) {
					require.False(t, strings.HasPrefix(d.Msg, "internal error"), "%s mutation %d: %s", f, i, d.Msg)
				}
			}
		}
	}
}
