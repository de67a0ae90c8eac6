package main

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"ncc/core"
	"ncc/core/asm"
	"ncc/dialects"
	"ncc/dialects/builtin"
	function "ncc/dialects/func"
	"ncc/interp/npy"
	"ncc/translate/portable"
)

// exportsDir holds real models exported to StableHLO by JAX and PyTorch
// (testdata/exports/README.md): each .mlir with the portable artifact
// (.mlir.bc) the exporter wrote beside it.
const exportsDir = "testdata/exports"

// TestExportsDeserialize: every artifact deserializes to the module its
// text twin parses to, printed alike.
func TestExportsDeserialize(t *testing.T) {
	arts, err := filepath.Glob(filepath.Join(exportsDir, "*.mlir.bc"))
	require.NoError(t, err)
	require.NotEmpty(t, arts)
	for _, bc := range arts {
		t.Run(filepath.Base(bc), func(t *testing.T) {
			ctx := core.NewContext()
			dialects.LoadAll(ctx)
			data, err := os.ReadFile(bc)
			require.NoError(t, err)
			m, err := portable.Deserialize(ctx, bc, data)
			require.NoError(t, err)
			src, err := os.ReadFile(strings.TrimSuffix(bc, ".bc"))
			require.NoError(t, err)
			blk, err := asm.Parse(ctx, src, asm.ParseOptions{Filename: "twin"})
			require.NoError(t, err)
			twin := builtin.WrapInModule(ctx, blk)
			require.NoError(t, core.Verify(twin))
			var a, b bytes.Buffer
			require.NoError(t, asm.Print(&a, m, asm.PrintOptions{}))
			require.NoError(t, asm.Print(&b, twin, asm.PrintOptions{}))
			assert.Equal(t, b.String(), a.String(), "the artifact prints as its text twin")
		})
	}
}

// TestE2EExportedBERT runs PyTorch's BERT-base (HuggingFace, exported with
// torch_xla2; its 200 weights are arguments) through every stage on inputs
// like a real run's: weights of BERT's initialization scale (uniform in
// ±0.05, LayerNorm scales near 1), token, type and mask ids 0 or 1. Random
// inputs in ±1 would make its attention mask -inf and every output NaN,
// against which any compile would "match".
func TestE2EExportedBERT(t *testing.T) {
	if testing.Short() {
		t.Skip("BERT-base end to end takes a minute (-short)")
	}
	file := filepath.Join(exportsDir, "pt_bert.mlir")
	ctx := core.NewContext()
	dialects.LoadAll(ctx)
	src, err := os.ReadFile(file)
	require.NoError(t, err)
	blk, err := asm.Parse(ctx, src, asm.ParseOptions{Filename: file})
	require.NoError(t, err)
	top := builtin.WrapInModule(ctx, blk)
	var fnType *core.FunctionType
	top.Walk(core.PreOrder, func(o *core.Operation) core.WalkResult {
		if f, ok := function.AsFuncOp(o); ok {
			if name, _ := core.SymbolName(o); name == "main" {
				fnType, _ = f.FunctionTypeAttr().Type.(*core.FunctionType)
				return core.Interrupt
			}
		}
		return core.Advance
	})
	require.NotNil(t, fnType, "the export's @main")
	dir := t.TempDir()
	r := rand.New(rand.NewPCG(7, 11))
	var paths []string
	for i, ty := range fnType.Inputs {
		tt := ty.(*core.TensorType)
		n := core.NumElements(tt.Dims)
		a := &npy.Array{Shape: tt.Dims}
		switch core.TypeString(tt.Elem) {
		case "f32":
			a.Descr, a.Data = "<f4", make([]byte, 4*n)
			for k := range n {
				v := float32(r.Float64()*0.1 - 0.05)
				if len(tt.Dims) == 1 {
					v += 1 // LayerNorm scales; biases near 1 are as harmless
				}
				binary.LittleEndian.PutUint32(a.Data[4*k:], math.Float32bits(v))
			}
		case "i32":
			a.Descr, a.Data = "<i4", make([]byte, 4*n)
			for k := range n {
				binary.LittleEndian.PutUint32(a.Data[4*k:], uint32(r.IntN(2)))
			}
		default:
			t.Fatalf("argument %d: unexpected type %s", i, core.TypeString(ty))
		}
		p := filepath.Join(dir, fmt.Sprintf("arg%d.npy", i))
		require.NoError(t, npy.WriteFile(p, a))
		paths = append(paths, p)
	}
	inputs := strings.Join(paths, ",")

	// The reference's outputs are numbers, so that the checks below mean
	// something.
	out := filepath.Join(dir, "ref")
	var stdout, stderr bytes.Buffer
	code := run([]string{"run", file, "--stop-at=stablehlo", "--inputs", inputs, "--output-dir", out},
		strings.NewReader(""), &stdout, &stderr)
	require.Equal(t, 0, code, stderr.String())
	for _, res := range []string{"result0.npy", "result1.npy"} {
		data, err := os.ReadFile(filepath.Join(out, res))
		require.NoError(t, err)
		a, err := npy.Read(data)
		require.NoError(t, err)
		finite := 0
		for k := 0; k+4 <= len(a.Data); k += 4 {
			v := math.Float32frombits(binary.LittleEndian.Uint32(a.Data[k:]))
			if !math.IsNaN(float64(v)) && !math.IsInf(float64(v), 0) {
				finite++
			}
		}
		require.Equal(t, len(a.Data)/4, finite, "%s: every output of the reference is finite", res)
	}
	stages, _ := e2eStages()
	for _, stage := range stages {
		t.Run(stage, func(t *testing.T) {
			var stdout, stderr bytes.Buffer
			code := run([]string{"run", file, "--stop-at=" + stage, "--inputs", inputs, "--check", "--auto-cast", "none"},
				strings.NewReader(""), &stdout, &stderr)
			require.Equal(t, 0, code, "%s%s", stdout.String(), firstLines(stderr.String(), 20))
			assert.NotContains(t, stdout.String(), " FAIL")
			t.Logf("%s", stdout.String())
		})
	}
}
