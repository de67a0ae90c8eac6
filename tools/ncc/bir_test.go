package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"ncc/core"
	"ncc/core/asm"
	"ncc/core/pass"
	"ncc/dialects"
	"ncc/dialects/builtin"
	"ncc/interp"
	"ncc/interp/npy"
	"ncc/lower"
	"ncc/numerics"
	"ncc/sim"
)

// addBIR is a + b on 4x8 f32 in bir (lit/sim/Inputs/add.mlir).
const addBIR = `module attributes {bir.target = "trn1"} {
  bir.func @main {
    %a = bir.alloc "a" Input DRAM [1, 128] index 0 : tensor<4x8xf32>
    %b = bir.alloc "b" Input DRAM [1, 128] index 1 : tensor<4x8xf32>
    %out = bir.alloc "out" Output DRAM [1, 128] index 0 : tensor<4x8xf32>
    %ta = bir.alloc "ta" SB [4, 32]
    %tb = bir.alloc "tb" SB [4, 32]
    bir.dma sp ins(%a[[8, 4], [1, 8]] : f32) outs(%ta[0:4][[1, 8]] : f32)
    bir.dma sp ins(%b[[8, 4], [1, 8]] : f32) outs(%tb[0:4][[1, 8]] : f32)
    bir.tensor_tensor dve add ins(%ta[0:4][[1, 8]] : f32, %tb[0:4][[1, 8]] : f32) outs(%ta[0:4][[1, 8]] : f32)
    bir.dma sp ins(%ta[0:4][[1, 8]] : f32) outs(%out[[8, 4], [1, 8]] : f32)
    bir.return
  }
}
`

const addHLO = `func.func @main(%a: tensor<4x8xf32>, %b: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = stablehlo.add %a, %b : tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}
`

// copyBytes copies 4 bytes through SBUF: the module the i1 tests feed
// booleans to (the lowering stores i1 as ui8).
const copyBytes = `module {
  bir.func @main {
    %a = bir.alloc "a" Input DRAM [1, 4] index 0 : tensor<4xui8>
    %out = bir.alloc "out" Output DRAM [1, 4] index 0 : tensor<4xui8>
    %t = bir.alloc "t" SB [1, 4]
    bir.dma sp ins(%a[[4, 1], [1, 4]] : ui8) outs(%t[0:1][[1, 4]] : ui8)
    bir.dma sp ins(%t[0:1][[1, 4]] : ui8) outs(%out[[4, 1], [1, 4]] : ui8)
    bir.return
  }
}
`

func newCtx() *core.Context {
	ctx := core.NewContext()
	dialects.LoadAll(ctx)
	ctx.Load(interp.Dialect)
	return ctx
}

func parseModule(t *testing.T, ctx *core.Context, src string) *core.Operation {
	t.Helper()
	blk, err := asm.Parse(ctx, []byte(src), asm.ParseOptions{Filename: "test.mlir"})
	require.NoError(t, err)
	top := builtin.WrapInModule(ctx, blk)
	require.NoError(t, core.Verify(top))
	return top
}

// tensorType builds a tensor type from its text ("tensor<4x8xf32>"):
// static dims and an f32, iN or uiN element type.
func tensorType(t *testing.T, ctx *core.Context, src string) *core.TensorType {
	t.Helper()
	parts := strings.Split(strings.TrimSuffix(strings.TrimPrefix(src, "tensor<"), ">"), "x")
	var dims []int64
	for _, p := range parts[:len(parts)-1] {
		d, err := strconv.ParseInt(p, 10, 64)
		require.NoError(t, err)
		dims = append(dims, d)
	}
	var elem core.Type
	switch e := parts[len(parts)-1]; {
	case e == "f32":
		elem = core.F32(ctx)
	case strings.HasPrefix(e, "ui"):
		w, err := strconv.Atoi(e[2:])
		require.NoError(t, err)
		elem = core.UnsignedIntType(ctx, w)
	case strings.HasPrefix(e, "i"):
		w, err := strconv.Atoi(e[1:])
		require.NoError(t, err)
		elem = core.IntegerType(ctx, w)
	default:
		t.Fatalf("tensorType: element type %q", e)
	}
	tt := core.RankedTensor(ctx, dims, elem, nil)
	require.Equal(t, src, asm.TypeString(tt))
	return tt
}

// runNCC runs ncc in-process with args and returns its exit code and
// output.
func runNCC(args ...string) (int, string, string) {
	var stdout, stderr bytes.Buffer
	code := run(args, strings.NewReader(""), &stdout, &stderr)
	return code, stdout.String(), stderr.String()
}

// writeArray writes a .npy file of float32 values, or raw bytes of descr.
func writeArray(t *testing.T, path, descr string, shape []int64, data []byte) string {
	t.Helper()
	require.NoError(t, npy.WriteFile(path, &npy.Array{Descr: descr, Shape: shape, Data: data}))
	return path
}

func TestRunBIRInput(t *testing.T) {
	dir := t.TempDir()
	bir := filepath.Join(dir, "add.mlir")
	hlo := filepath.Join(dir, "add-hlo.mlir")
	require.NoError(t, os.WriteFile(bir, []byte(addBIR), 0o644))
	require.NoError(t, os.WriteFile(hlo, []byte(addHLO), 0o644))
	f32 := writeArray(t, filepath.Join(dir, "f32.npy"), "<f4", []int64{4, 8}, make([]byte, 128))
	tr := writeArray(t, filepath.Join(dir, "t.npy"), "<f4", []int64{8, 4}, make([]byte, 128))
	f16 := writeArray(t, filepath.Join(dir, "f16.npy"), "<f2", []int64{4, 8}, make([]byte, 64))
	i32 := writeArray(t, filepath.Join(dir, "i32.npy"), "<i4", []int64{4, 8}, make([]byte, 128))
	raw := writeArray(t, filepath.Join(dir, "raw.npy"), "|V4", []int64{4, 8}, make([]byte, 128))

	tests := []struct {
		name   string
		args   []string
		code   int
		stdout string // substring
		stderr string // substring
	}{
		{"random inputs", []string{bir, "--random-inputs", "3"}, 0, "tensor<4x8xf32> {", ""},
		{"npy inputs", []string{bir, "--inputs", f32 + "," + f32}, 0, "[0.000000e+00, 0.000000e+00", ""},
		{"raw V dtype", []string{bir, "--inputs", raw + "," + f32}, 0, "tensor<4x8xf32>", ""},
		{"stop at bir, own target", []string{bir, "--stop-at=bir", "--target", "trn1", "--random-inputs", "1"}, 0, "tensor<4x8xf32>", ""},
		{"too few inputs", []string{bir, "--inputs", f32}, 1, "",
			"add.mlir:2:3: error: incorrect number of arguments specified, provided 1 inputs but function expected 2"},
		{"too many inputs", []string{bir, "--inputs", f32 + "," + f32 + "," + f32}, 1, "",
			"provided 3 inputs but function expected 2"},
		{"wrong shape", []string{bir, "--inputs", f32 + "," + tr}, 1, "",
			"error: input #1: " + tr + ": array of shape [8 4] does not have the shape of tensor<4x8xf32>"},
		{"wrong dtype size", []string{bir, "--inputs", f16 + "," + f32}, 1, "",
			"error: input #0: " + f16 + ": dtype <f2 does not match tensor<4x8xf32> (want <f4)"},
		{"wrong dtype kind", []string{bir, "--inputs", f32 + "," + i32}, 1, "",
			"error: input #1: " + i32 + ": dtype <i4 does not match tensor<4x8xf32> (want <f4)"},
		{"stop above bir", []string{bir, "--stop-at=stablehlo", "--random-inputs", "1"}, 1, "",
			"add.mlir:1:1: error: the input is bir, below --stop-at=stablehlo"},
		{"check needs stablehlo", []string{bir, "--check", "--random-inputs", "1"}, 1, "",
			"error: --check compares with the reference interpreter, which runs StableHLO: the input is bir"},
		{"other target", []string{bir, "--target", "trn2", "--random-inputs", "1"}, 1, "",
			"error: bir.func @main is for trn1, but --target is trn2"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			code, stdout, stderr := runNCC(append([]string{"run"}, tc.args...)...)
			assert.Equal(t, tc.code, code, stderr)
			assert.Contains(t, stdout, tc.stdout)
			assert.Contains(t, stderr, tc.stderr)
			assert.NotContains(t, stderr, "internal error")
		})
	}

	// The same seed feeds the bir module and the StableHLO program it
	// computes the same inputs: their results are the same bytes.
	for _, f := range []string{bir, hlo} {
		code, _, stderr := runNCC("run", f, "--stop-at="+map[string]string{bir: "bir", hlo: "stablehlo"}[f],
			"--random-inputs", "9", "--output-dir", filepath.Join(dir, filepath.Base(f)+".out"))
		require.Equal(t, 0, code, stderr)
	}
	got, err := os.ReadFile(filepath.Join(dir, "add.mlir.out", "result0.npy"))
	require.NoError(t, err)
	want, err := os.ReadFile(filepath.Join(dir, "add-hlo.mlir.out", "result0.npy"))
	require.NoError(t, err)
	assert.Equal(t, want, got)
}

func TestInputStage(t *testing.T) {
	tests := []struct {
		name   string
		src    string
		stage  lower.Stage
		args   []string // signature's argument types
		result []string
	}{
		{"stablehlo", addHLO, lower.StableHLO, []string{"tensor<4x8xf32>", "tensor<4x8xf32>"}, []string{"tensor<4x8xf32>"}},
		{"bir", addBIR, lower.BIR, []string{"tensor<4x8xf32>", "tensor<4x8xf32>"}, []string{"tensor<4x8xf32>"}},
		{"penguin", `penguin.kernel @main(%a: !penguin.hbm<4x8xf32>, %i: !penguin.hbm<16xi32>) -> !penguin.hbm<4x8xf32> {
  penguin.return %a : !penguin.hbm<4x8xf32>
}`, lower.Penguin, []string{"tensor<4x8xf32>", "tensor<16xi32>"}, []string{"tensor<4x8xf32>"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			ctx := newCtx()
			top := parseModule(t, ctx, tc.src)
			assert.Equal(t, tc.stage, inputStage(top))
			_, s, err := entryOf(top, tc.stage)
			require.NoError(t, err)
			var args, results []string
			for _, a := range s.args {
				args = append(args, asm.TypeString(a))
			}
			for _, r := range s.results {
				results = append(results, asm.TypeString(r))
			}
			assert.Equal(t, tc.args, args)
			assert.Equal(t, tc.result, results)
		})
	}
}

// A penguin module skips the stages above penguin: it runs through the
// lowering to bir (or says that stage is missing) and computes what the
// StableHLO program does with the same seed.
func TestRunPenguinInput(t *testing.T) {
	dir := t.TempDir()
	k := filepath.Join(dir, "k.mlir")
	require.NoError(t, os.WriteFile(k, []byte(`penguin.kernel @main(%a: !penguin.hbm<128x64xf32>, %b: !penguin.hbm<128x64xf32>) -> !penguin.hbm<128x64xf32> {
  %out = penguin.hbm_alloc : !penguin.hbm<128x64xf32>
  %x = penguin.load %a[0, 0] : !penguin.hbm<128x64xf32> -> !penguin.tile<128x64xf32, sbuf>
  %y = penguin.load %b[0, 0] : !penguin.hbm<128x64xf32> -> !penguin.tile<128x64xf32, sbuf>
  %z = penguin.ewise add %x, %y : (!penguin.tile<128x64xf32, sbuf>, !penguin.tile<128x64xf32, sbuf>) -> !penguin.tile<128x64xf32, sbuf>
  penguin.store %z, %out[0, 0] : !penguin.tile<128x64xf32, sbuf>, !penguin.hbm<128x64xf32>
  penguin.return %out : !penguin.hbm<128x64xf32>
}
`), 0o644))
	hlo := filepath.Join(dir, "add.mlir")
	require.NoError(t, os.WriteFile(hlo, []byte(strings.ReplaceAll(addHLO, "4x8", "128x64")), 0o644))

	code, got, stderr := runNCC("run", k, "--random-inputs", "4", "--timing")
	assert.NotContains(t, stderr, "stage penguin", "the stages above the input do not run")
	if pass.Lookup("convert-penguin-to-bir") == nil {
		assert.Equal(t, 1, code)
		assert.Contains(t, stderr, "stage bir is not built yet: ")
		return
	}
	require.Equal(t, 0, code, stderr)
	assert.Contains(t, stderr, "\nbir ")
	code, want, stderr := runNCC("run", hlo, "--stop-at=stablehlo", "--random-inputs", "4")
	require.Equal(t, 0, code, stderr)
	assert.Equal(t, want, got)
}

func TestEntry(t *testing.T) {
	tests := []struct {
		name, src, entry, want, err string
	}{
		{"named", `bir.func @f {
  bir.return
}
bir.func @main {
  bir.return
}`, "main", "main", ""},
		{"only one", `bir.func @f {
  bir.return
}`, "main", "f", ""},
		{"none", `func.func @main() {
  return
}`, "main", "", "the module has no bir.func to run"},
		{"ambiguous", `bir.func @f {
  bir.return
}
bir.func @g {
  bir.return
}`, "main", "", "the module has 2 bir.func ops (@f, @g) and none is named @main"},
		{"lowered entry name", `bir.func @f {
  bir.return
}
bir.func @g {
  bir.return
}`, "g", "g", ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			top := parseModule(t, newCtx(), tc.src)
			fn, err := birEntry(top, tc.entry)
			if tc.err != "" {
				require.Error(t, err)
				assert.Contains(t, err.Error(), tc.err)
				return
			}
			require.NoError(t, err)
			assert.Equal(t, tc.want, symName(fn))
		})
	}
}

// TestSimulateBIR checks the conversions around sim.Run against the
// signature of the program the bir came from.
func TestSimulateBIR(t *testing.T) {
	f32Data := func(vs ...float32) []byte {
		b := make([]byte, 4*len(vs))
		numerics.Float32.Store(b, vs)
		return b
	}
	ones := make([]float32, 32)
	for i := range ones {
		ones[i] = float32(i)
	}
	twice := make([]float32, 32)
	for i := range twice {
		twice[i] = 2 * float32(i)
	}
	arr := func(descr string, shape []int64, data []byte) *npy.Array {
		return &npy.Array{Descr: descr, Shape: shape, Data: data}
	}
	tests := []struct {
		name    string
		src     string
		args    []string // the program's signature
		results []string
		in      []*npy.Array
		want    []*npy.Array
		err     string
	}{
		{"f32 add", addBIR, []string{"tensor<4x8xf32>", "tensor<4x8xf32>"}, []string{"tensor<4x8xf32>"},
			[]*npy.Array{arr("<f4", []int64{4, 8}, f32Data(ones...)), arr("<f4", []int64{4, 8}, f32Data(ones...))},
			[]*npy.Array{arr("<f4", []int64{4, 8}, f32Data(twice...))}, ""},
		{"i1 as bytes", copyBytes, []string{"tensor<4xi1>"}, []string{"tensor<4xi1>"},
			[]*npy.Array{arr("|b1", []int64{4}, []byte{0, 1, 7, 0})},
			[]*npy.Array{arr("|b1", []int64{4}, []byte{0, 1, 1, 0})}, ""},
		{"ui8", copyBytes, []string{"tensor<4xui8>"}, []string{"tensor<4xui8>"},
			[]*npy.Array{arr("|u1", []int64{4}, []byte{0, 1, 7, 255})},
			[]*npy.Array{arr("|u1", []int64{4}, []byte{0, 1, 7, 255})}, ""},
		{"fewer arguments than inputs", addBIR, []string{"tensor<4x8xf32>"}, []string{"tensor<4x8xf32>"},
			[]*npy.Array{arr("<f4", []int64{4, 8}, f32Data(ones...))}, nil,
			"bir.func @main takes 2 inputs but the program has 1 arguments"},
		{"fewer arrays than arguments", addBIR, []string{"tensor<4x8xf32>", "tensor<4x8xf32>"}, []string{"tensor<4x8xf32>"},
			[]*npy.Array{arr("<f4", []int64{4, 8}, f32Data(ones...))}, nil,
			"provided 1 inputs but function expected 2"},
		{"input of another shape", addBIR, []string{"tensor<4x8xf32>", "tensor<8x4xf32>"}, []string{"tensor<4x8xf32>"},
			[]*npy.Array{arr("<f4", []int64{4, 8}, f32Data(ones...)), arr("<f4", []int64{8, 4}, f32Data(ones...))}, nil,
			`'bir.alloc' op input 1 ("b") holds tensor<4x8xf32>, but argument #1 is tensor<8x4xf32>`},
		{"input of another dtype", addBIR, []string{"tensor<4x8xf32>", "tensor<4x8xi32>"}, []string{"tensor<4x8xf32>"},
			[]*npy.Array{arr("<f4", []int64{4, 8}, f32Data(ones...)), arr("<i4", []int64{4, 8}, make([]byte, 128))}, nil,
			`input 1 ("b") holds tensor<4x8xf32>, but argument #1 is tensor<4x8xi32>`},
		{"array of another shape", addBIR, []string{"tensor<4x8xf32>", "tensor<4x8xf32>"}, []string{"tensor<4x8xf32>"},
			[]*npy.Array{arr("<f4", []int64{4, 8}, f32Data(ones...)), arr("<f4", []int64{32}, f32Data(ones...))}, nil,
			`input 1 ("b"): array of shape [32] does not have the shape of tensor<4x8xf32>`},
		{"array of another size", addBIR, []string{"tensor<4x8xf32>", "tensor<4x8xf32>"}, []string{"tensor<4x8xf32>"},
			[]*npy.Array{arr("<f4", []int64{4, 8}, f32Data(ones...)), arr("<f2", []int64{4, 8}, make([]byte, 64))}, nil,
			`input 1 ("b"): dtype <f2 does not match tensor<4x8xf32> (4-byte elements)`},
		{"truncated array", addBIR, []string{"tensor<4x8xf32>", "tensor<4x8xf32>"}, []string{"tensor<4x8xf32>"},
			[]*npy.Array{arr("<f4", []int64{4, 8}, f32Data(ones...)), arr("<f4", []int64{4, 8}, make([]byte, 100))}, nil,
			`input 1 ("b"): array holds 100 bytes, tensor<4x8xf32> takes 128`},
		{"big-endian array", addBIR, []string{"tensor<4x8xf32>", "tensor<4x8xf32>"}, []string{"tensor<4x8xf32>"},
			[]*npy.Array{arr("<f4", []int64{4, 8}, f32Data(ones...)), arr(">f4", []int64{4, 8}, make([]byte, 128))}, nil,
			"big-endian arrays are not supported"},
		{"more results than outputs", addBIR, []string{"tensor<4x8xf32>", "tensor<4x8xf32>"}, []string{"tensor<4x8xf32>", "tensor<4x8xf32>"},
			[]*npy.Array{arr("<f4", []int64{4, 8}, f32Data(ones...)), arr("<f4", []int64{4, 8}, f32Data(ones...))}, nil,
			"bir.func @main returned 1 outputs but the program has 2 results"},
		{"result of another shape", addBIR, []string{"tensor<4x8xf32>", "tensor<4x8xf32>"}, []string{"tensor<32xf32>"},
			[]*npy.Array{arr("<f4", []int64{4, 8}, f32Data(ones...)), arr("<f4", []int64{4, 8}, f32Data(ones...))}, nil,
			`output 0 is [4 8] of float32, but result #0 is tensor<32xf32>`},
		{"result of another dtype", addBIR, []string{"tensor<4x8xf32>", "tensor<4x8xf32>"}, []string{"tensor<4x8xi32>"},
			[]*npy.Array{arr("<f4", []int64{4, 8}, f32Data(ones...)), arr("<f4", []int64{4, 8}, f32Data(ones...))}, nil,
			`output 0 is [4 8] of float32, but result #0 is tensor<4x8xi32>`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			ctx := newCtx()
			top := parseModule(t, ctx, tc.src)
			var s sig
			for _, a := range tc.args {
				s.args = append(s.args, tensorType(t, ctx, a))
			}
			for _, r := range tc.results {
				s.results = append(s.results, tensorType(t, ctx, r))
			}
			got, err := simulateBIR(top, "main", nil, s, tc.in)
			if tc.err != "" {
				require.Error(t, err)
				assert.Contains(t, err.Error(), tc.err)
				var d *core.Diagnostic
				assert.ErrorAs(t, err, &d, "errors are located diagnostics")
				return
			}
			require.NoError(t, err)
			assert.Equal(t, tc.want, got)
		})
	}
}

func TestFromBuffersChecksBytes(t *testing.T) {
	ctx := newCtx()
	top := parseModule(t, ctx, addBIR)
	fn, err := birEntry(top, "main")
	require.NoError(t, err)
	_, outs, err := ioAllocs(fn)
	require.NoError(t, err)
	s := sig{results: []*core.TensorType{tensorType(t, ctx, "tensor<4x8xf32>")}}
	_, err = fromBuffers(fn, outs, s, []sim.Buffer{{Shape: []int64{4, 8}, DType: numerics.Float32, Data: make([]byte, 12)}})
	require.Error(t, err)
	assert.Contains(t, err.Error(), "output 0 holds 12 bytes, its [4 8] of float32 take 128")
}

func TestStoresAs(t *testing.T) {
	ctx := newCtx()
	tests := []struct {
		have, want numerics.DType
		tt         string
		ok         bool
	}{
		{numerics.Float32, numerics.Float32, "tensor<2xf32>", true},
		{numerics.BFloat16, numerics.Float32, "tensor<2xf32>", false},
		{numerics.Uint8, numerics.Uint8, "tensor<2xi1>", true},
		{numerics.Int8, numerics.Uint8, "tensor<2xi1>", true},
		{numerics.Float8E4M3, numerics.Uint8, "tensor<2xi1>", false},
		{numerics.Int32, numerics.Uint8, "tensor<2xi1>", false},
		{numerics.Int8, numerics.Uint8, "tensor<2xui8>", false},
	}
	for _, tc := range tests {
		t.Run(tc.have.String()+"/"+tc.tt, func(t *testing.T) {
			assert.Equal(t, tc.ok, storesAs(tc.have, tc.want, tensorType(t, ctx, tc.tt)))
		})
	}
}

func TestDescrMatches(t *testing.T) {
	tests := []struct {
		got, want string
		ok        bool
	}{
		{"<f4", "<f4", true},
		{"=f4", "<f4", true},
		{"|V4", "<f4", true},
		{"<V2", "<u2", true}, // ml_dtypes' bfloat16
		{"<i4", "<f4", false},
		{"<u4", "<i4", false},
		{"<f2", "<f4", false},
		{"|u1", "|b1", false},
		{"|b1", "|b1", true},
		{"bad", "<f4", false},
	}
	for _, tc := range tests {
		t.Run(tc.got+"/"+tc.want, func(t *testing.T) {
			assert.Equal(t, tc.ok, descrMatches(tc.got, tc.want))
		})
	}
}
