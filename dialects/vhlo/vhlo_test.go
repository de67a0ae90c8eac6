package vhlo_test

import (
	"bytes"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"ncc/core"
	"ncc/core/asm"
	"ncc/dialects"
	"ncc/dialects/builtin"
	"ncc/dialects/vhlo"
)

func parse(t *testing.T, src string) (*core.Context, *core.Operation) {
	t.Helper()
	ctx := core.NewContext()
	dialects.LoadAll(ctx)
	blk, err := asm.Parse(ctx, []byte(src), asm.ParseOptions{Filename: "t.mlir"})
	require.NoError(t, err)
	m := builtin.WrapInModule(ctx, blk)
	require.NoError(t, core.Verify(m))
	return ctx, m
}

func print(t *testing.T, m *core.Operation, generic bool) string {
	t.Helper()
	var b bytes.Buffer
	require.NoError(t, asm.Print(&b, m, asm.PrintOptions{Generic: generic}))
	return b.String()
}

func TestVersion(t *testing.T) {
	for _, tc := range []struct {
		in   string
		bc   int
		ok   bool
		less bool // in < 1.0.0
	}{
		{"0.9.0", 0, true, true},
		{"0.11.3", 1, true, true},
		{"0.13.0", 3, true, true},
		{"0.14.0", 4, true, true},
		{"1.0.0", 6, true, false},
		{"1.20.0", 6, true, false},
		{"1.21.0", 0, false, false},
		{"0.8.9", 0, false, true},
	} {
		v, err := vhlo.ParseVersion(tc.in)
		require.NoError(t, err, tc.in)
		bc, ok := v.BytecodeVersion()
		assert.Equal(t, tc.ok, ok, tc.in)
		if ok {
			assert.Equal(t, tc.bc, bc, tc.in)
		}
		assert.Equal(t, tc.less, v.Less(vhlo.Version{1, 0, 0}), tc.in)
		assert.Equal(t, tc.in, v.String())
	}
	_, err := vhlo.ParseTarget("x.y.z")
	assert.EqualError(t, err, "Invalid target version argument 'x.y.z'\nTarget version must be of the form `#.#.#`.")
	v, err := vhlo.ParseTarget("current")
	require.NoError(t, err)
	assert.Equal(t, vhlo.Current, v)
	assert.Equal(t, "StableHLO_v1.20.0", vhlo.ProducerString(v))
}

func TestOpTable(t *testing.T) {
	for _, tc := range []struct {
		name     string
		min, max vhlo.Version
	}{
		{"vhlo.add_v1", vhlo.Minimum, vhlo.Current},
		{"vhlo.all_reduce_v1", vhlo.Minimum, vhlo.Version{1, 4, 0}},
		{"vhlo.all_reduce_v2", vhlo.Version{1, 5, 0}, vhlo.Current},
		{"vhlo.exponential_v2", vhlo.Version{1, 9, 0}, vhlo.Current},
		{"vhlo.tan_v1", vhlo.Version{1, 4, 0}, vhlo.Version{1, 9, 0}},
	} {
		info := vhlo.Info(tc.name)
		require.NotNil(t, info, tc.name)
		assert.Equal(t, tc.min, info.Min, tc.name)
		assert.Equal(t, tc.max, info.Max, tc.name)
	}
	assert.Len(t, vhlo.Ops(), 145)
}

// Text round trips: each line parses and prints back unchanged.
func TestSyntaxRoundTrip(t *testing.T) {
	for _, attr := range []string{
		`#vhlo<comparison_direction_v1 EQ>`,
		`#vhlo.array_v1<[#vhlo.string_v1<"a">, #vhlo.bool_v1<true>]>`,
		`#vhlo.dict_v1<{#vhlo.string_v1<"k"> = #vhlo.integer_v1<-1 : i64>}>`,
		`#vhlo.float_v1<1.000000e-03 : !vhlo.f32_v1>`,
		`#vhlo.tensor_v1<dense<[1, 2]> : tensor<2xi64>>`,
		`#vhlo.type_v1<!vhlo.func_v1<(()) -> !vhlo.token_v1>>`,
		`#vhlo.output_operand_alias_v1<outputTupleIndices = [0], operandIndex = 1, operandTupleIndices = []>`,
		`#vhlo.result_accuracy_v1<atol = 0.000000e+00, rtol = 0.000000e+00, ulps = 0, mode = #vhlo<result_accuracy_mode_v1 DEFAULT>>`,
		`#vhlo.type_v1<!vhlo.tensor_v1<?x4x!vhlo.f32_v1, #vhlo.type_extensions_v1<bounds = [16, ?]>>>`,
		`#vhlo.type_v1<!vhlo.quant_v1<!vhlo.i8_v1:!vhlo.f32_v1, 3.400000e+01:16, -128:127, 1>>`,
		`#vhlo.type_v1<!vhlo.quant_per_axis_v1<!vhlo.i8_v1:!vhlo.f32_v1, 0, [1.000000e+00, 2.000000e+00], [0, 1], -128:127, 1>>`,
		`#vhlo.type_v1<!vhlo.tuple_v1<!vhlo.complex_v1<!vhlo.f64_v1>, !vhlo.future_v1<!vhlo.buffer_v1<2x!vhlo.ui8_v1>>>>`,
		`#vhlo.axis_ref_v1<name = #vhlo.string_v1<"x">, sub_axis_info = #vhlo.sub_axis_info_v1<pre_size = 1, size = 2>>`,
	} {
		src := "module attributes {t.a = " + attr + "} {\n}\n"
		_, m := parse(t, src)
		assert.Equal(t, src, print(t, m, false), attr)
	}
}

const sample = `func.func @main(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.add %arg0, %arg1 : tensor<4xf32>
  %1 = stablehlo.compare  GT, %0, %arg1 : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  %2 = stablehlo.select %1, %0, %arg1 : tensor<4xi1>, tensor<4xf32>
  %3 = stablehlo.exponential %2 : tensor<4xf32>
  %4 = stablehlo.transpose %3, dims = [0] : (tensor<4xf32>) -> tensor<4xf32>
  return %4 : tensor<4xf32>
}
`

func TestLegalizeRoundTrip(t *testing.T) {
	_, m := parse(t, sample)
	want := print(t, m, false)
	require.NoError(t, vhlo.LegalizeToVhlo(m, false))
	got := print(t, m, true)
	for _, s := range []string{`"vhlo.func_v1"`, `"vhlo.add_v1"`, `#vhlo<comparison_type_v1 NOTYPE>`,
		`"vhlo.exponential_v2"`, `permutation = #vhlo.tensor_v1<dense<0> : tensor<1xi64>>`, `sym_visibility = #vhlo.string_v1<"">`} {
		assert.Contains(t, got, s)
	}
	require.NoError(t, vhlo.ToVersion(m, vhlo.Version{1, 0, 0}))
	assert.Contains(t, print(t, m, true), `"vhlo.exponential_v1"`)
	require.NoError(t, vhlo.ToVersion(m, vhlo.Current))
	require.NoError(t, vhlo.LegalizeToStablehlo(m))
	assert.Equal(t, want, print(t, m, false))
}

func TestToVersionErrors(t *testing.T) {
	for _, tc := range []struct {
		target vhlo.Version
		msg    string
	}{
		{vhlo.Version{0, 0, 0}, "target version 0.0.0 is less than minimum supported 0.9.0"},
		{vhlo.Version{100, 10, 10}, "target version 100.10.10 is greater than current version 1.20.0"},
		{vhlo.Version{1, 3, 0}, "failed to convert VHLO to v1.3.0"}, // tan_v1 needs 1.4.0
	} {
		_, m := parse(t, `func.func @f(%a: tensor<f32>) -> tensor<f32> {
  %0 = stablehlo.tan %a : tensor<f32>
  return %0 : tensor<f32>
}`)
		require.NoError(t, vhlo.LegalizeToVhlo(m, false))
		err := vhlo.ToVersion(m, tc.target)
		require.Error(t, err)
		assert.Contains(t, err.Error(), tc.msg)
	}
}
