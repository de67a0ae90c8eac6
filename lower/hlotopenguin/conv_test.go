package hlotopenguin_test

import (
	"encoding/binary"
	"fmt"
	"math"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"ncc/core"
	"ncc/core/asm"
	"ncc/core/pass"
	"ncc/dialects"
	"ncc/dialects/bir"
	"ncc/dialects/builtin"
	"ncc/interp"
	"ncc/lower" // Descend, and the passes of its pipelines (convert-penguin-to-bir once it exists)
	"ncc/numerics"
	"ncc/sim"
)

// convProgram builds a @main running one stablehlo.convolution.
func convProgram(x, w, out, dims, window, attrs string) string {
	return fmt.Sprintf(`func.func @main(%%x: tensor<%s>, %%w: tensor<%s>) -> tensor<%s> {
  %%0 = stablehlo.convolution(%%x, %%w) dim_numbers = %s, window = {%s} {%s} : (tensor<%s>, tensor<%s>) -> tensor<%s>
  return %%0 : tensor<%s>
}
`, x, w, out, dims, window, attrs, x, w, out, out)
}

// windowProgram builds a @main running one stablehlo.reduce_window of body op
// with a constant init (or an argument, when init is "arg"), then rest
// (ops on %0 ending in a value %r, or "" to return %0).
func windowProgram(x, out, op, init, attrs, rest string) string {
	args, initDef := fmt.Sprintf("%%x: tensor<%s>", x), ""
	if init == "arg" {
		args += ", %init: tensor<f32>"
	} else {
		initDef = fmt.Sprintf("  %%init = stablehlo.constant dense<%s> : tensor<f32>\n", init)
	}
	res := "%0"
	if rest != "" {
		res = "%r"
	}
	return fmt.Sprintf(`func.func @main(%s) -> tensor<%s> {
%s  %%0 = "stablehlo.reduce_window"(%%x, %%init) ({
  ^bb0(%%a: tensor<f32>, %%b: tensor<f32>):
    %%m = stablehlo.%s %%a, %%b : tensor<f32>
    stablehlo.return %%m : tensor<f32>
  }) {%s} : (tensor<%s>, tensor<f32>) -> tensor<%s>
%s  return %s : tensor<%s>
}
`, args, out, initDef, op, attrs, x, out, rest, res, out)
}

const (
	nchw = "[b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1]"
	nhwc = "[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]"
	one  = "batch_group_count = 1 : i64, feature_group_count = 1 : i64"
)

var windowCases = []struct {
	name string
	src  string
	ops  []string // ops the kernel must contain
}{
	{"conv2d NCHW 3x3 stride 1 pad 1",
		convProgram("2x3x8x8xf32", "4x3x3x3xf32", "2x4x8x8xf32", nchw, "stride = [1, 1], pad = [[1, 1], [1, 1]]", one),
		[]string{"penguin.matmul", "penguin.zeros"}},
	{"conv2d NHWC HWIO stride 2 asymmetric pad",
		convProgram("1x9x9x5xf32", "3x3x5x6xf32", "1x4x4x6xf32", nhwc, "stride = [2, 2], pad = [[1, 0], [0, 1]]", one),
		[]string{"penguin.matmul"}},
	{"conv 1x1",
		convProgram("2x16x5x5xf32", "8x16x1x1xf32", "2x8x5x5xf32", nchw, "", one),
		[]string{"penguin.matmul"}},
	{"depthwise with channel multiplier 2",
		convProgram("1x6x7x7xf32", "12x1x3x3xf32", "1x12x7x7xf32", nchw, "pad = [[1, 1], [1, 1]]",
			"batch_group_count = 1 : i64, feature_group_count = 6 : i64"),
		[]string{"penguin.ewise"}},
	{"depthwise NHWC 130 channels stride 2",
		convProgram("2x9x9x130xf32", "3x3x1x130xf32", "2x5x5x130xf32", nhwc, "stride = [2, 2], pad = [[1, 1], [1, 1]]",
			"batch_group_count = 1 : i64, feature_group_count = 130 : i64"),
		[]string{"penguin.ewise"}},
	{"200 input channels in two K chunks",
		convProgram("1x200x4x4xf32", "16x200x3x3xf32", "1x16x4x4xf32", nchw, "pad = [[1, 1], [1, 1]]", one),
		[]string{"penguin.matmul"}},
	{"grouped rhs_dilation",
		convProgram("1x4x9x9xf32", "6x2x3x3xf32", "1x6x5x5xf32", nchw, "rhs_dilate = [2, 2]",
			"batch_group_count = 1 : i64, feature_group_count = 2 : i64"),
		[]string{"penguin.matmul"}},
	{"lhs_dilation (transposed conv)",
		convProgram("1x2x4x4xf32", "3x2x2x2xf32", "1x3x8x8xf32", nchw, "pad = [[1, 1], [1, 1]], lhs_dilate = [2, 2]", one),
		[]string{"penguin.matmul"}},
	{"Cout 130 and 598 output columns: remainder tiles",
		convProgram("1x8x2x600xf32", "130x8x1x3xf32", "1x130x2x598xf32", nchw, "", one),
		[]string{"penguin.matmul"}},
	{"conv1d NWC",
		convProgram("3x20x4xf32", "5x4x7xf32", "3x8x7xf32", "[b, 0, f]x[0, i, o]->[b, 0, f]", "stride = [2]", one),
		[]string{"penguin.matmul"}},
	{"maxpool 2x2 stride 2",
		windowProgram("2x4x8x8xf32", "2x4x4x4xf32", "maximum", "0xFF800000",
			"window_dimensions = array<i64: 1, 1, 2, 2>, window_strides = array<i64: 1, 1, 2, 2>", ""),
		[]string{"penguin.ewise", "penguin.constant"}},
	{"maxpool 3x3 stride 2 pad 1 NHWC",
		windowProgram("1x9x9x8xf32", "1x5x5x8xf32", "maximum", "0xFF800000",
			"window_dimensions = array<i64: 1, 3, 3, 1>, window_strides = array<i64: 1, 2, 2, 1>, "+
				"padding = dense<[[0, 0], [1, 1], [1, 1], [0, 0]]> : tensor<4x2xi64>", ""),
		[]string{"penguin.ewise"}},
	{"avg pool: add window then divide",
		windowProgram("1x3x6x6xf32", "1x3x3x3xf32", "add", "0.0",
			"window_dimensions = array<i64: 1, 1, 2, 2>, window_strides = array<i64: 1, 1, 2, 2>",
			"  %four = stablehlo.constant dense<4.0> : tensor<1x3x3x3xf32>\n"+
				"  %r = stablehlo.divide %0, %four : tensor<1x3x3x3xf32>\n"),
		[]string{"penguin.ewise"}},
	{"min with base and window dilations",
		windowProgram("6x10xf32", "5x10xf32", "minimum", "0x7F800000",
			"window_dimensions = array<i64: 2, 3>, window_strides = array<i64: 1, 2>, "+
				"base_dilations = array<i64: 1, 2>, window_dilations = array<i64: 2, 1>, "+
				"padding = dense<[[1, 0], [0, 2]]> : tensor<2x2xi64>", ""),
		[]string{"penguin.ewise"}},
	{"add with an init argument",
		windowProgram("4x130x6xf32", "4x130x3xf32", "add", "arg",
			"window_dimensions = array<i64: 1, 1, 3>, window_strides = array<i64: 1, 1, 2>, "+
				"padding = dense<[[0, 0], [0, 0], [1, 1]]> : tensor<3x2xi64>", ""),
		[]string{"penguin.ewise"}},
}

func parseProgram(t *testing.T, src string) *core.Operation {
	t.Helper()
	ctx := core.NewContext()
	dialects.LoadAll(ctx)
	blk, err := asm.Parse(ctx, []byte(src), asm.ParseOptions{Filename: "t.mlir"})
	require.NoError(t, err)
	top := builtin.WrapInModule(ctx, blk)
	require.NoError(t, core.Verify(top))
	return top
}

func runPipeline(t *testing.T, top *core.Operation, pipeline string) {
	t.Helper()
	pm, err := pass.Parse(pipeline)
	require.NoError(t, err)
	require.NoError(t, pm.Run(top, &pass.Config{}))
	require.NoError(t, core.Verify(top))
}

// randomInputs fills each argument of top's @main with values in [-1, 1).
func randomInputs(t *testing.T, top *core.Operation) ([]*core.TensorType, [][]float64) {
	fn, err := interp.New(top).Main()
	require.NoError(t, err)
	ft := fn.Attr("function_type").(*core.TypeAttr).Type.(*core.FunctionType)
	r := rand.New(rand.NewPCG(1, 2))
	var types []*core.TensorType
	var ins [][]float64
	for _, ty := range ft.Inputs {
		tt := ty.(*core.TensorType)
		xs := make([]float64, core.NumElements(tt.Dims))
		for i := range xs {
			xs[i] = float64(float32(2*r.Float64() - 1))
		}
		types, ins = append(types, tt), append(ins, xs)
	}
	return types, ins
}

// interpretMain runs @main on the StableHLO interpreter: the oracle.
func interpretMain(t *testing.T, top *core.Operation, types []*core.TensorType, ins [][]float64) [][]float64 {
	it := interp.New(top)
	fn, err := it.Main()
	require.NoError(t, err)
	args := make([]interp.Value, len(ins))
	for i, xs := range ins {
		tv, err := interp.NewTensor(types[i])
		require.NoError(t, err)
		copy(tv.F, xs)
		args[i] = tv
	}
	res, err := it.Call(fn, args)
	require.NoError(t, err)
	out := make([][]float64, len(res))
	for i, r := range res {
		out[i] = r.(*interp.Tensor).F
	}
	return out
}

// assertClose checks got against want within 1e-3, relative to the larger of
// |want| and 1 (sums of products near zero have no relative scale).
func assertClose(t *testing.T, want, got [][]float64) {
	t.Helper()
	require.Len(t, got, len(want))
	for i := range want {
		require.Len(t, got[i], len(want[i]))
		bad := 0
		for j, w := range want[i] {
			if d := math.Abs(got[i][j] - w); !(d <= 1e-3*math.Max(math.Abs(w), 1)) {
				if bad < 5 {
					t.Errorf("result %d element %d: got %g, want %g", i, j, got[i][j], w)
				}
				bad++
			}
		}
		if bad > 0 {
			t.Errorf("result %d: %d of %d elements differ", i, bad, len(want[i]))
		}
	}
}

func TestWindowOps(t *testing.T) {
	for _, tc := range windowCases {
		t.Run(tc.name, func(t *testing.T) {
			ref := parseProgram(t, tc.src)
			types, ins := randomInputs(t, ref)
			want := interpretMain(t, ref, types, ins)

			top := parseProgram(t, tc.src)
			runPipeline(t, top, "builtin.module(convert-stablehlo-to-penguin{target=trn1})")
			var kernels []*core.Operation
			seen := map[string]bool{}
			top.Walk(core.PreOrder, func(op *core.Operation) core.WalkResult {
				seen[op.Name()] = true
				if op.Name() == "penguin.kernel" {
					kernels = append(kernels, op)
				}
				return core.Advance
			})
			require.Len(t, kernels, 1)
			for _, name := range tc.ops {
				assert.True(t, seen[name], "no %s in the kernel", name)
			}
			for name := range seen {
				assert.False(t, strings.HasPrefix(name, "stablehlo."), "%s left", name)
			}

			t.Run("penguin", func(t *testing.T) {
				var got [][]float64
				require.NotPanics(t, func() { got = evalKernel(kernels[0], ins) })
				assertClose(t, want, got)
			})
			t.Run("bir", func(t *testing.T) {
				if pass.Lookup("convert-penguin-to-bir") == nil {
					t.Skip("lower/penguintobir is not in the tree yet: convert-penguin-to-bir is not registered, nothing to simulate")
				}
				assertClose(t, want, simulateMain(t, tc.src, types, ins))
			})
		})
	}
}

// simulateMain takes src down the descent's Penguin and BIR stages (no
// auto-cast: the StableHLO stage is skipped) and runs it on sim/.
func simulateMain(t *testing.T, src string, types []*core.TensorType, ins [][]float64) [][]float64 {
	top := parseProgram(t, src)
	require.NoError(t, lower.Descend(top, lower.StableHLO, lower.BIR, lower.Options{}, nil))
	fns := bir.Funcs(top)
	require.Len(t, fns, 1)
	bufs := make([]sim.Buffer, len(ins))
	for i, xs := range ins {
		data := make([]byte, 4*len(xs))
		for j, x := range xs {
			binary.LittleEndian.PutUint32(data[4*j:], math.Float32bits(float32(x)))
		}
		bufs[i] = sim.Buffer{Shape: types[i].Dims, DType: numerics.Float32, Data: data}
	}
	res, err := sim.Run(fns[0], nil, bufs)
	require.NoError(t, err)
	out := make([][]float64, len(res))
	for i, b := range res {
		require.Equal(t, numerics.Float32, b.DType)
		out[i] = make([]float64, b.NumElements())
		for j := range out[i] {
			out[i][j] = float64(math.Float32frombits(binary.LittleEndian.Uint32(b.Data[4*j:])))
		}
	}
	return out
}

func TestWindowOpErrors(t *testing.T) {
	tests := []struct {
		name, src, msg string
		line, col      int // where the error is
	}{
		{"batch groups",
			convProgram("2x4x5x5xf32", "6x4x3x3xf32", "1x6x3x3xf32", nchw, "", "batch_group_count = 2 : i64, feature_group_count = 1 : i64"),
			"ncc cannot lower 'stablehlo.convolution' yet: batch_group_count = 2 (a weight gradient's batch groups) is not lowered", 2, 8},
		{"window reversal",
			convProgram("1x2x5x5xf32", "3x2x3x3xf32", "1x3x3x3xf32", nchw, "reverse = [true, false]", one),
			"ncc cannot lower 'stablehlo.convolution' yet: window reversal", 2, 8},
		{"negative conv padding",
			convProgram("1x2x5x5xf32", "3x2x3x3xf32", "1x3x1x3xf32", nchw, "pad = [[-1, -1], [0, 0]]", one),
			"ncc cannot lower 'stablehlo.convolution' yet: negative padding", 2, 8},
		{"negative window padding",
			windowProgram("6x10xf32", "5x10xf32", "maximum", "0.0",
				"window_dimensions = array<i64: 1, 1>, padding = dense<[[-1, 0], [0, 0]]> : tensor<2x2xi64>", ""),
			"ncc cannot lower 'stablehlo.reduce_window' yet: negative padding", 3, 8},
		{"window body",
			windowProgram("6x10xf32", "5x9xf32", "atan2", "0.0", "window_dimensions = array<i64: 2, 2>", ""),
			"ncc cannot lower 'stablehlo.reduce_window' yet: the reduction body is not a single add", 3, 8},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			top := parseProgram(t, tc.src)
			pm, err := pass.Parse("builtin.module(convert-stablehlo-to-penguin)")
			require.NoError(t, err)
			err = pm.Run(top, &pass.Config{})
			require.Error(t, err)
			ds := core.AsDiagnostics(err, top.Loc())
			require.NotEmpty(t, ds)
			assert.Contains(t, ds[0].Msg, tc.msg)
			assert.Equal(t, &core.FileLineColLoc{File: "t.mlir", Line: tc.line, Col: tc.col}, ds[0].Loc)
			// Nothing changed: the check runs before any rewrite.
			assert.Contains(t, asmString(t, top), "func.func @main")
		})
	}
}

func asmString(t *testing.T, op *core.Operation) string {
	var sb strings.Builder
	require.NoError(t, asm.Print(&sb, op, asm.PrintOptions{}))
	return sb.String()
}
