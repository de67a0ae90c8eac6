package interp

import (
	"math"
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"ncc/core"
	"ncc/numerics"
)

// run parses src, runs its entry function and returns the results.
func run(t *testing.T, src string) ([]Value, error) {
	t.Helper()
	mod := parseModule(t, src)
	require.NoError(t, core.Verify(mod))
	it := New(mod)
	fn, err := it.Main()
	require.NoError(t, err)
	return it.Call(fn, nil)
}

func TestFormat(t *testing.T) {
	tests := []struct {
		name, src, want string
	}{
		{"vector", `func.func @main() -> tensor<4xi8> {
  %0 = stablehlo.constant dense<[1, 2, -3, -4]> : tensor<4xi8>
  func.return %0 : tensor<4xi8>
}`, "tensor<4xi8> {\n  [1, 2, -3, -4]\n}"},
		{"scalar", `func.func @main() -> tensor<ui8> {
  %0 = stablehlo.constant dense<255> : tensor<ui8>
  func.return %0 : tensor<ui8>
}`, "tensor<ui8> {255}"},
		{"matrix", `func.func @main() -> tensor<2x2xi1> {
  %0 = stablehlo.constant dense<[[true, false], [false, true]]> : tensor<2x2xi1>
  func.return %0 : tensor<2x2xi1>
}`, "tensor<2x2xi1> {\n  [\n    [true, false],\n    [false, true]\n  ]\n}"},
		{"empty rows", `func.func @main() -> tensor<2x0xf32> {
  %0 = stablehlo.constant dense<> : tensor<2x0xf32>
  func.return %0 : tensor<2x0xf32>
}`, "tensor<2x0xf32> {\n  [\n    [],\n    []\n  ]\n}"},
		{"floats", `func.func @main() -> tensor<2xbf16> {
  %0 = stablehlo.constant dense<[1.5, -0.1]> : tensor<2xbf16>
  func.return %0 : tensor<2xbf16>
}`, "tensor<2xbf16> {\n  [1.500000e+00, -1.000980e-01]\n}"},
		{"complex", `func.func @main() -> tensor<complex<f32>> {
  %0 = stablehlo.constant dense<(1.0, -2.0)> : tensor<complex<f32>>
  func.return %0 : tensor<complex<f32>>
}`, "tensor<complex<f32>> {[1.000000e+00, -2.000000e+00]}"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			res, err := run(t, tc.src)
			require.NoError(t, err)
			require.Len(t, res, 1)
			assert.Equal(t, tc.want, Format(res[0]))
		})
	}
}

func TestRuntimeErrorsAreLocated(t *testing.T) {
	tests := []struct {
		name, src, want string
	}{
		{"division by zero", `func.func @main() -> tensor<i32> {
  %0 = stablehlo.constant dense<1> : tensor<i32>
  %1 = stablehlo.constant dense<0> : tensor<i32>
  %2 = stablehlo.divide %0, %1 : tensor<i32>
  func.return %2 : tensor<i32>
}`, "bench.mlir:4:8: 'stablehlo.divide' op integer division by zero"},
		{"failed check", `func.func @main() {
  %0 = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
  check.expect_eq_const %0, dense<[1, 3]> : tensor<2xi32>
  func.return
}`, "bench.mlir:3:3: 'check.expect_eq_const' op check failed: element values don't match: 2 (actual) vs 3 (expected) at index [1]"},
		{"collective deadlock", `func.func @one(%a: tensor<i32>) -> tensor<i32> {
  %0 = "stablehlo.all_reduce"(%a) ({
    ^bb0(%x: tensor<i32>, %y: tensor<i32>):
      %s = stablehlo.add %x, %y : tensor<i32>
      stablehlo.return %s : tensor<i32>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<i32>) -> tensor<i32>
  func.return %0 : tensor<i32>
}
func.func @other(%a: tensor<i32>) -> tensor<i32> {
  func.return %a : tensor<i32>
}
func.func @main() {
  %0 = stablehlo.constant dense<1> : tensor<i32>
  %1:2 = "interpreter.run_parallel"(%0, %0) {programs = [[@one], [@other]]} : (tensor<i32>, tensor<i32>) -> (tensor<i32>, tensor<i32>)
  func.return
}`, "collective deadlock: process (1, 0) finished without joining"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := run(t, tc.src)
			require.Error(t, err)
			d, ok := err.(*core.Diagnostic)
			require.True(t, ok, "error is a diagnostic: %T", err)
			fl, _ := core.FileLineColOf(d.Loc)
			got := d.Msg
			if fl != nil {
				got = fl.File + ":" + itoa(fl.Line) + ":" + itoa(fl.Col) + ": " + d.Msg
			}
			assert.Contains(t, got, tc.want)
		})
	}
}

func itoa(v int) string { return strconv.Itoa(v) }

func TestReducePrecision(t *testing.T) {
	tests := []struct {
		x      float64
		eb, mb int
		want   float64
	}{
		{65505, 5, 10, 65504},
		{65520, 5, 10, math.Inf(1)},
		{math.SmallestNonzeroFloat64, 5, 10, 0},
		{1.0 + 1.0/1024 + 1.0/2048, 5, 10, 1.0 + 2.0/1024}, // tie rounds to even
		{math.NaN(), 5, 0, math.Inf(1)},
		{-3.3, 8, 23, float64(float32(-3.3))},
	}
	for _, tc := range tests {
		assert.Equal(t, tc.want, reducePrecision(tc.x, tc.eb, tc.mb), "reduce_precision(%v, e%dm%d)", tc.x, tc.eb, tc.mb)
	}
}

func TestULPDiff(t *testing.T) {
	f := numerics.F16
	one := f.ToFloat64(0x3C00)
	next := f.ToFloat64(0x3C01)
	tests := []struct {
		a, b float64
		want uint64
	}{
		{one, one, 0},
		{one, next, 1},
		{5.0, 5.0078125, 2},
		{math.NaN(), math.NaN(), 0},
		{math.Inf(1), math.Inf(1), 0},
		{-0.0, 0.0, 0},
	}
	for _, tc := range tests {
		assert.Equal(t, tc.want, ulpDiff(f, tc.a, tc.b), "ulp(%v, %v)", tc.a, tc.b)
	}
}

func TestIntegerHelpers(t *testing.T) {
	e8 := &Elem{Kind: SInt, Bits: 8}
	u8 := &Elem{Kind: UInt, Bits: 8}
	assert.Equal(t, int64(-128), e8.Wrap(128))
	assert.Equal(t, int64(255), u8.Wrap(-1))
	assert.Equal(t, int64(-27), ipow(-3, 3, false))
	assert.Equal(t, int64(0), ipow(2, -1, false))
	assert.Equal(t, int64(1), ipow(-1, -2, false))
	assert.Equal(t, int64(0x12), mulhi(0x40, 0x48, u8))
	assert.Equal(t, int64(-1), mulhi(-1, 1, &Elem{Kind: SInt, Bits: 64}))
	assert.Equal(t, -1, totalOrder(math.Copysign(0, -1), 0))
	assert.Equal(t, 1, totalOrder(math.NaN(), math.Inf(1)))
}
