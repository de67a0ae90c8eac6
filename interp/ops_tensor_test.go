package interp

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"ncc/core"
)

// located renders a run error as file:line:col: message.
func located(t *testing.T, err error) string {
	t.Helper()
	d, ok := err.(*core.Diagnostic)
	require.True(t, ok, "error is a diagnostic: %T %v", err, err)
	fl, _ := core.FileLineColOf(d.Loc)
	require.NotNil(t, fl, "diagnostic has a file location: %v", d)
	return fl.File + ":" + itoa(fl.Line) + ":" + itoa(fl.Col) + ": " + d.Msg
}

func TestTensorOps(t *testing.T) {
	tests := []struct {
		name, src string
		want      []string // Format of each result
	}{
		{"extract", `func.func @main() -> f32 {
  %t = stablehlo.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %e = tensor.extract %t[%c1, %c2] : tensor<2x3xf32>
  func.return %e : f32
}`, []string{"tensor<f32> {6.000000e+00}"}},
		{"extract rank 0 i1", `func.func @main() -> i1 {
  %t = stablehlo.constant dense<true> : tensor<i1>
  %e = tensor.extract %t[] : tensor<i1>
  func.return %e : i1
}`, []string{"tensor<i1> {true}"}},
		{"extract unsigned", `func.func @main() -> ui16 {
  %t = stablehlo.constant dense<[1, 65535]> : tensor<2xui16>
  %c1 = arith.constant 1 : index
  %e = tensor.extract %t[%c1] : tensor<2xui16>
  func.return %e : ui16
}`, []string{"tensor<ui16> {65535}"}},
		{"extract through a dynamic type", `func.func @main() -> i32 {
  %t = stablehlo.constant dense<[[1, 2], [3, 4], [5, 6]]> : tensor<3x2xi32>
  %d = tensor.cast %t : tensor<3x2xi32> to tensor<?x?xi32>
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %e = tensor.extract %d[%c2, %c0] : tensor<?x?xi32>
  func.return %e : i32
}`, []string{"tensor<i32> {5}"}},
		{"from_elements", `func.func @main() -> (tensor<2x2xf32>, tensor<3xi1>, tensor<2xindex>, tensor<bf16>) {
  %a = arith.constant 1.5 : f32
  %b = arith.constant -2.0 : f32
  %v = tensor.from_elements %a, %b, %b, %a : tensor<2x2xf32>
  %t = arith.constant true
  %f = arith.constant false
  %w = tensor.from_elements %t, %f, %t : tensor<3xi1>
  %i = arith.constant 7 : index
  %j = arith.constant -1 : index
  %x = tensor.from_elements %i, %j : tensor<2xindex>
  %h = arith.constant 0.1 : bf16
  %y = tensor.from_elements %h : tensor<bf16>
  func.return %v, %w, %x, %y : tensor<2x2xf32>, tensor<3xi1>, tensor<2xindex>, tensor<bf16>
}`, []string{
			"tensor<2x2xf32> {\n  [\n    [1.500000e+00, -2.000000e+00],\n    [-2.000000e+00, 1.500000e+00]\n  ]\n}",
			"tensor<3xi1> {\n  [true, false, true]\n}",
			"tensor<2xindex> {\n  [7, -1]\n}",
			"tensor<bf16> {1.000980e-01}",
		}},
		{"empty is zero-filled", `func.func @main() -> (tensor<2x2xf32>, tensor<3xi8>, tensor<0xf32>) {
  %a = tensor.empty() : tensor<2x2xf32>
  %b = tensor.empty() : tensor<3xi8>
  %c = tensor.empty() : tensor<0xf32>
  func.return %a, %b, %c : tensor<2x2xf32>, tensor<3xi8>, tensor<0xf32>
}`, []string{
			"tensor<2x2xf32> {\n  [\n    [0.000000e+00, 0.000000e+00],\n    [0.000000e+00, 0.000000e+00]\n  ]\n}",
			"tensor<3xi8> {\n  [0, 0, 0]\n}",
			"tensor<0xf32> {\n  []\n}",
		}},
		{"empty with dynamic sizes", `func.func @main() -> tensor<2x1x3xi32> {
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %e = tensor.empty(%c2, %c3) : tensor<?x1x?xi32>
  %s = tensor.cast %e : tensor<?x1x?xi32> to tensor<2x1x3xi32>
  func.return %s : tensor<2x1x3xi32>
}`, []string{"tensor<2x1x3xi32> {\n  [\n    [\n      [0, 0, 0]\n    ],\n    [\n      [0, 0, 0]\n    ]\n  ]\n}"}},
		{"cast round trip", `func.func @main() -> tensor<2xf32> {
  %t = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %d = tensor.cast %t : tensor<2xf32> to tensor<?xf32>
  %u = tensor.cast %d : tensor<?xf32> to tensor<*xf32>
  %s = tensor.cast %u : tensor<*xf32> to tensor<2xf32>
  %n = stablehlo.negate %s : tensor<2xf32>
  func.return %n : tensor<2xf32>
}`, []string{"tensor<2xf32> {\n  [-1.000000e+00, -2.000000e+00]\n}"}},
		{"dim", `func.func @main() -> (index, index, index) {
  %t = stablehlo.constant dense<0> : tensor<4x3x2xi32>
  %d = tensor.cast %t : tensor<4x3x2xi32> to tensor<?x3x?xi32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %a = tensor.dim %d, %c0 : tensor<?x3x?xi32>
  %b = tensor.dim %t, %c1 : tensor<4x3x2xi32>
  %c = tensor.dim %d, %c2 : tensor<?x3x?xi32>
  func.return %a, %b, %c : index, index, index
}`, []string{"tensor<index> {4}", "tensor<index> {3}", "tensor<index> {2}"}},
		{"insert leaves its operand alone", `func.func @main() -> (tensor<2x2xi32>, tensor<2x2xi32>) {
  %t = stablehlo.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>
  %v = arith.constant 9 : i32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %i = tensor.insert %v into %t[%c1, %c0] : tensor<2x2xi32>
  func.return %t, %i : tensor<2x2xi32>, tensor<2x2xi32>
}`, []string{
			"tensor<2x2xi32> {\n  [\n    [1, 2],\n    [3, 4]\n  ]\n}",
			"tensor<2x2xi32> {\n  [\n    [1, 2],\n    [9, 4]\n  ]\n}",
		}},
		{"insert into a dynamic tensor keeps its shape", `func.func @main() -> tensor<3xi1> {
  %t = stablehlo.constant dense<false> : tensor<3xi1>
  %d = tensor.cast %t : tensor<3xi1> to tensor<?xi1>
  %v = arith.constant true
  %c2 = arith.constant 2 : index
  %i = tensor.insert %v into %d[%c2] : tensor<?xi1>
  %s = tensor.cast %i : tensor<?xi1> to tensor<3xi1>
  func.return %s : tensor<3xi1>
}`, []string{"tensor<3xi1> {\n  [false, false, true]\n}"}},
		{"quantized elements move as stored", `func.func @main() -> tensor<2xf32> {
  %f = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %q = stablehlo.uniform_quantize %f : (tensor<2xf32>) -> tensor<2x!quant.uniform<i8:f32, 5.000000e-01>>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = tensor.extract %q[%c0] : tensor<2x!quant.uniform<i8:f32, 5.000000e-01>>
  %b = tensor.extract %q[%c1] : tensor<2x!quant.uniform<i8:f32, 5.000000e-01>>
  %s = tensor.from_elements %b, %a : tensor<2x!quant.uniform<i8:f32, 5.000000e-01>>
  %r = stablehlo.uniform_dequantize %s : (tensor<2x!quant.uniform<i8:f32, 5.000000e-01>>) -> tensor<2xf32>
  func.return %r : tensor<2xf32>
}`, []string{"tensor<2xf32> {\n  [2.000000e+00, 1.000000e+00]\n}"}},
		// The loop of IREE's LSTM test: a call returns the condition as
		// tensor<i1>, tensor.extract makes it the i1 cf.cond_br takes.
		{"cf loop on an extracted condition", `func.func private @cond(%arg0: tensor<i64>) -> tensor<i1> {
  %n = stablehlo.constant dense<5> : tensor<i64>
  %0 = stablehlo.compare LT, %arg0, %n : (tensor<i64>, tensor<i64>) -> tensor<i1>
  return %0 : tensor<i1>
}
func.func @main() -> tensor<i64> {
  %c0 = stablehlo.constant dense<0> : tensor<i64>
  %c1 = stablehlo.constant dense<1> : tensor<i64>
  cf.br ^bb1(%c0 : tensor<i64>)
^bb1(%0: tensor<i64>):
  %1 = call @cond(%0) : (tensor<i64>) -> tensor<i1>
  %2 = tensor.extract %1[] : tensor<i1>
  cf.cond_br %2, ^bb2(%0 : tensor<i64>), ^bb3(%0 : tensor<i64>)
^bb2(%3: tensor<i64>):
  %4 = stablehlo.add %3, %c1 : tensor<i64>
  cf.br ^bb1(%4 : tensor<i64>)
^bb3(%5: tensor<i64>):
  return %5 : tensor<i64>
}`, []string{"tensor<i64> {5}"}},
		{"while condition through extract", `func.func @main() -> tensor<i64> {
  %c0 = stablehlo.constant dense<0> : tensor<i64>
  %r = stablehlo.while(%i = %c0) : tensor<i64>
   cond {
    %n = stablehlo.constant dense<3> : tensor<i64>
    %lt = stablehlo.compare LT, %i, %n : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %e = tensor.extract %lt[] : tensor<i1>
    %p = tensor.from_elements %e : tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %one = stablehlo.constant dense<1> : tensor<i64>
    %s = stablehlo.add %i, %one : tensor<i64>
    stablehlo.return %s : tensor<i64>
  }
  func.return %r : tensor<i64>
}`, []string{"tensor<i64> {3}"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			res, err := run(t, tc.src)
			require.NoError(t, err)
			got := make([]string, len(res))
			for i, r := range res {
				got[i] = Format(r)
			}
			assert.Equal(t, tc.want, got)
		})
	}
}

// Scalars are rank-0 tensors whose element type is the scalar type.
func TestScalarsAreRankZeroTensors(t *testing.T) {
	res, err := run(t, `func.func @main() -> (index, f32, i1) {
  %t = stablehlo.constant dense<[2.5]> : tensor<1xf32>
  %c0 = arith.constant 0 : index
  %e = tensor.extract %t[%c0] : tensor<1xf32>
  %d = tensor.dim %t, %c0 : tensor<1xf32>
  %b = arith.constant true
  func.return %d, %e, %b : index, f32, i1
}`)
	require.NoError(t, err)
	require.Len(t, res, 3)
	for i, want := range []string{"index", "f32", "i1"} {
		s, ok := res[i].(*Tensor)
		require.True(t, ok)
		assert.Equal(t, 0, s.Rank())
		assert.Equal(t, want, core.TypeString(s.Type.Elem))
	}
	assert.Equal(t, []int64{1}, res[0].(*Tensor).I)
	assert.Equal(t, []float64{2.5}, res[1].(*Tensor).F)
	assert.Equal(t, []int64{1}, res[2].(*Tensor).I)
}

func TestTensorOpErrors(t *testing.T) {
	tests := []struct {
		name, src, want string
	}{
		{"extract past the end", `func.func @main() -> f32 {
  %t = stablehlo.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %e = tensor.extract %t[%c0, %c3] : tensor<2x3xf32>
  func.return %e : f32
}`, "bench.mlir:5:8: 'tensor.extract' op index [0, 3] is out of bounds for tensor<2x3xf32>"},
		{"extract negative", `func.func @main() -> i32 {
  %t = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
  %m = arith.constant -1 : index
  %e = tensor.extract %t[%m] : tensor<2xi32>
  func.return %e : i32
}`, "bench.mlir:4:8: 'tensor.extract' op index [-1] is out of bounds for tensor<2xi32>"},
		{"extract past a dynamic dimension", `func.func @main() -> i32 {
  %t = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
  %d = tensor.cast %t : tensor<2xi32> to tensor<?xi32>
  %c2 = arith.constant 2 : index
  %e = tensor.extract %d[%c2] : tensor<?xi32>
  func.return %e : i32
}`, "bench.mlir:5:8: 'tensor.extract' op index [2] is out of bounds for tensor<2xi32>"},
		{"insert past the end", `func.func @main() -> tensor<2x2xi32> {
  %t = stablehlo.constant dense<0> : tensor<2x2xi32>
  %v = arith.constant 1 : i32
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %i = tensor.insert %v into %t[%c2, %c1] : tensor<2x2xi32>
  func.return %i : tensor<2x2xi32>
}`, "bench.mlir:6:8: 'tensor.insert' op index [2, 1] is out of bounds for tensor<2x2xi32>"},
		{"insert negative", `func.func @main() -> tensor<2xf32> {
  %t = stablehlo.constant dense<0.0> : tensor<2xf32>
  %v = arith.constant 1.0 : f32
  %m = arith.constant -3 : index
  %i = tensor.insert %v into %t[%m] : tensor<2xf32>
  func.return %i : tensor<2xf32>
}`, "bench.mlir:5:8: 'tensor.insert' op index [-3] is out of bounds for tensor<2xf32>"},
		{"dim past the rank", `func.func @main() -> index {
  %t = stablehlo.constant dense<0> : tensor<2x2xi32>
  %c2 = arith.constant 2 : index
  %d = tensor.dim %t, %c2 : tensor<2x2xi32>
  func.return %d : index
}`, "bench.mlir:4:8: 'tensor.dim' op dimension index 2 is out of range for a tensor of rank 2"},
		{"dim negative", `func.func @main() -> index {
  %t = stablehlo.constant dense<0> : tensor<2xi32>
  %m = arith.constant -1 : index
  %d = tensor.dim %t, %m : tensor<2xi32>
  func.return %d : index
}`, "bench.mlir:4:8: 'tensor.dim' op dimension index -1 is out of range for a tensor of rank 1"},
		{"cast to a shape the value does not have", `func.func @main() -> tensor<3xi32> {
  %t = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
  %d = tensor.cast %t : tensor<2xi32> to tensor<?xi32>
  %s = tensor.cast %d : tensor<?xi32> to tensor<3xi32>
  func.return %s : tensor<3xi32>
}`, "bench.mlir:4:8: 'tensor.cast' op cannot cast a value of type tensor<2xi32> to tensor<3xi32>"},
		{"cast to another rank", `func.func @main() -> tensor<2x1xi32> {
  %t = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
  %u = tensor.cast %t : tensor<2xi32> to tensor<*xi32>
  %s = tensor.cast %u : tensor<*xi32> to tensor<2x1xi32>
  func.return %s : tensor<2x1xi32>
}`, "bench.mlir:4:8: 'tensor.cast' op cannot cast a value of type tensor<2xi32> to tensor<2x1xi32>"},
		{"empty with a negative size", `func.func @main() -> tensor<?xf32> {
  %m = arith.constant -4 : index
  %e = tensor.empty(%m) : tensor<?xf32>
  func.return %e : tensor<?xf32>
}`, "bench.mlir:3:8: 'tensor.empty' op dynamic size -4 is negative"},
		{"empty too large", `func.func @main() -> tensor<?x?xf32> {
  %n = arith.constant 4294967296 : index
  %e = tensor.empty(%n, %n) : tensor<?x?xf32>
  func.return %e : tensor<?x?xf32>
}`, "bench.mlir:3:8: 'tensor.empty' op tensor type tensor<4294967296x4294967296xf32> has too many elements"},
		{"other ops still need static results", `func.func @main() -> tensor<?xf32> {
  %t = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %d = tensor.cast %t : tensor<2xf32> to tensor<?xf32>
  %n = stablehlo.negate %d : tensor<?xf32>
  func.return %n : tensor<?xf32>
}`, "bench.mlir:4:8: 'stablehlo.negate' op result type tensor<?xf32> must have a static shape"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := run(t, tc.src)
			require.Error(t, err)
			assert.Contains(t, located(t, err), tc.want)
		})
	}
}

// Kernels check the operands unverified IR may hand them (ncc-translate
// --no-verify) and report errors rather than panic.
func TestTensorKernelsRejectBadOperands(t *testing.T) {
	mod := parseModule(t, `func.func @main(%t: tensor<2xf32>, %i: index) {
  %e = tensor.extract %t[%i] : tensor<2xf32>
  %d = tensor.dim %t, %i : tensor<2xf32>
  %f = tensor.from_elements %e, %e : tensor<2xf32>
  %n = tensor.insert %e into %t[%i] : tensor<2xf32>
  %c = tensor.cast %t : tensor<2xf32> to tensor<?xf32>
  %z = tensor.empty(%i) : tensor<?xf32>
  func.return
}`)
	it := New(mod)
	fn, err := it.Main()
	require.NoError(t, err)
	ops := map[string]*core.Operation{}
	for op := fn.Region(0).First().First(); op != nil; op = op.Next() {
		ops[op.Name()] = op
	}
	ctx := mod.Context()
	f32s := func(v ...float64) *Tensor {
		s, err := NewTensor(core.RankedTensor(ctx, []int64{int64(len(v))}, core.F32(ctx), nil))
		require.NoError(t, err)
		copy(s.F, v)
		return s
	}
	scalar := func(typ core.Type, v float64) *Tensor {
		s, err := NewTensor(core.RankedTensor(ctx, nil, typ, nil))
		require.NoError(t, err)
		if s.I != nil {
			s.I[0] = int64(v)
		} else {
			s.F[0] = v
		}
		return s
	}
	idx := func(v int64) *Tensor { return scalar(core.Index(ctx), float64(v)) }
	f := func(v float64) *Tensor { return scalar(core.F32(ctx), v) }
	i8 := scalar(core.IntegerType(ctx, 8), 1)
	tests := []struct {
		op   string
		args []Value
		want string
	}{
		{"tensor.extract", nil, "expected a tensor operand"},
		{"tensor.extract", []Value{f(1), idx(0)}, "expected 0 indices for tensor<f32>, got 1"},
		{"tensor.extract", []Value{f32s(1, 2)}, "expected 1 indices for tensor<2xf32>, got 0"},
		{"tensor.extract", []Value{f32s(1, 2), f32s(0)}, "operand #1 must be a scalar"},
		{"tensor.extract", []Value{f32s(1, 2), f(0)}, "operand #1 must be an index"},
		{"tensor.extract", []Value{&Token{}, idx(0)}, "operand #0 must be a tensor"},
		{"tensor.dim", []Value{f32s(1, 2)}, "expected a tensor and an index operand"},
		{"tensor.dim", []Value{f32s(1, 2), &Token{}}, "operand #1 must be a scalar"},
		{"tensor.from_elements", []Value{f(1)}, "expected 2 elements for tensor<2xf32>, got 1"},
		{"tensor.from_elements", []Value{f(1), i8}, "operand #1 must have the result's element type"},
		{"tensor.from_elements", []Value{f(1), f32s(1)}, "operand #1 must be a scalar"},
		{"tensor.insert", []Value{f(1)}, "expected a scalar and a tensor operand"},
		{"tensor.insert", []Value{i8, f32s(1, 2), idx(1)}, "scalar must have the element type of the destination"},
		{"tensor.insert", []Value{f(1), &Tuple{}, idx(1)}, "operand #1 must be a tensor"},
		{"tensor.insert", []Value{f(1), f32s(1, 2), idx(2)}, "index [2] is out of bounds for tensor<2xf32>"},
		{"tensor.cast", nil, "expected one operand"},
		{"tensor.empty", nil, "expected 1 dynamic sizes, got 0"},
	}
	for _, tc := range tests {
		t.Run(tc.op+": "+tc.want, func(t *testing.T) {
			op := ops[tc.op]
			require.NotNil(t, op)
			x := &exec{it: it}
			_, err := kernels[tc.op](x, op, tc.args, op.ResultTypes())
			require.Error(t, err)
			assert.Contains(t, err.Error(), tc.want)
		})
	}
}
