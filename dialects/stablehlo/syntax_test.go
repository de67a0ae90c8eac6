package stablehlo_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Each case is a function body whose printed form must contain want, byte
// for byte as stablehlo-opt prints it; roundTrip also checks that printing
// is a fixpoint and that the generic form parses back to the same IR.
func TestPrettySyntax(t *testing.T) {
	cases := []struct {
		name, args, body, want string
	}{
		{"compare", "%a: tensor<3xi32>",
			`%0 = "stablehlo.compare"(%a, %a) {compare_type = #stablehlo<comparison_type TOTALORDER>, comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>`,
			"%0 = stablehlo.compare  LT, %arg0, %arg0,  TOTALORDER : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>"},
		{"add functional", "%a: tensor<4xf32>",
			`%0 = "stablehlo.add"(%a, %a) : (tensor<4xf32>, tensor<4xf32>) -> tensor<?xf32>`,
			"%0 = stablehlo.add %arg0, %arg0 : (tensor<4xf32>, tensor<4xf32>) -> tensor<?xf32>"},
		{"constant", "",
			`%0 = "stablehlo.constant"() {value = dense<[1, 2]> : tensor<2xi64>, attr = 1 : i32} : () -> tensor<2xi64>`,
			"%c = stablehlo.constant {attr = 1 : i32} dense<[1, 2]> : tensor<2xi64>"},
		{"float constant", "",
			`%0 = stablehlo.constant dense<1.5> : tensor<f32>`,
			"%cst = stablehlo.constant dense<1.500000e+00> : tensor<f32>"},
		{"select", "%p: tensor<2xi1>, %a: tensor<2xf32>",
			`%0 = stablehlo.select %p, %a, %a : tensor<2xi1>, tensor<2xf32>`,
			"%0 = stablehlo.select %arg0, %arg1, %arg1 : tensor<2xi1>, tensor<2xf32>"},
		{"clamp", "%m: tensor<f32>, %a: tensor<3xf32>",
			`%0 = stablehlo.clamp %m, %a, %m : (tensor<f32>, tensor<3xf32>, tensor<f32>) -> tensor<3xf32>`,
			"%0 = stablehlo.clamp %arg0, %arg1, %arg0 : (tensor<f32>, tensor<3xf32>, tensor<f32>) -> tensor<3xf32>"},
		{"slice", "%a: tensor<3x8xf32>",
			`%0 = "stablehlo.slice"(%a) {start_indices = array<i64: 1, 4>, limit_indices = array<i64: 3, 8>, strides = array<i64: 1, 2>} : (tensor<3x8xf32>) -> tensor<2x2xf32>`,
			"%0 = stablehlo.slice %arg0 [1:3, 4:8:2] : (tensor<3x8xf32>) -> tensor<2x2xf32>"},
		{"dot_general algorithm", "%a: tensor<2x2xf32>, %b: tensor<2x3xf32>",
			`%0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT], algorithm = <lhs_precision_type = tf32, rhs_precision_type = tf32, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = false> : (tensor<2x2xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>`,
			"%0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT], algorithm = <lhs_precision_type = tf32, rhs_precision_type = tf32, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = false> : (tensor<2x2xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>"},
		{"convolution", "%a: tensor<1x4x4x1xi32>, %b: tensor<3x3x1x1xi32>",
			`%0 = "stablehlo.convolution"(%a, %b) {window_strides = array<i64: 4, 4>, padding = dense<0> : tensor<2x2xi64>, lhs_dilation = array<i64: 2, 2>, rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, batch_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x4x4x1xi32>, tensor<3x3x1x1xi32>) -> tensor<1x2x2x1xi32>`,
			"%0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [4, 4], pad = [[0, 0], [0, 0]], lhs_dilate = [2, 2], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x4x4x1xi32>, tensor<3x3x1x1xi32>) -> tensor<1x2x2x1xi32>"},
		{"custom_call", "%a: tensor<f32>",
			`%0 = "stablehlo.custom_call"(%a) {call_target_name = "foo", has_side_effect = false, api_version = 1 : i32, backend_config = "x"} : (tensor<f32>) -> tensor<f32>`,
			`%0 = stablehlo.custom_call @foo(%arg0) {backend_config = "x"} : (tensor<f32>) -> tensor<f32>`},
		{"tuple", "%a: tensor<i32>",
			`%0 = stablehlo.tuple %a, %a : tuple<tensor<i32>, tensor<i32>>
			 %1 = stablehlo.get_tuple_element %0[1] : (tuple<tensor<i32>, tensor<i32>>) -> tensor<i32>`,
			"%1 = stablehlo.get_tuple_element %0[1] : (tuple<tensor<i32>, tensor<i32>>) -> tensor<i32>"},
		{"after_all", "%a: !stablehlo.token",
			`%0 = stablehlo.after_all %a, %a : !stablehlo.token`,
			"%0 = stablehlo.after_all %arg0, %arg0 : !stablehlo.token"},
		{"optimization_barrier", "%a: tensor<4xf32>, %t: !stablehlo.token",
			`%0:2 = stablehlo.optimization_barrier %a, %t : tensor<4xf32>, !stablehlo.token`,
			"%0:2 = stablehlo.optimization_barrier %arg0, %arg1 : tensor<4xf32>, !stablehlo.token"},
		{"cholesky", "%a: tensor<3x3xf64>",
			`%0 = stablehlo.cholesky %a, lower = true : tensor<3x3xf64>`,
			"%0 = stablehlo.cholesky %arg0, lower = true : tensor<3x3xf64>"},
		{"reduce_precision", "%a: tensor<6xf32>",
			`%0 = stablehlo.reduce_precision %a, format = e5m2 : tensor<6xf32>`,
			"%0 = stablehlo.reduce_precision %arg0, format = e5m2 : tensor<6xf32>"},
		{"fft", "%a: tensor<4xcomplex<f32>>",
			`%0 = stablehlo.fft %a, type = IFFT, length = [4] : (tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>>`,
			"%0 = stablehlo.fft %arg0, type =  IFFT, length = [4] : (tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>>"},
		{"iota and concatenate", "%a: tensor<4x1xf32>",
			`%0 = stablehlo.iota dim = 0 : tensor<4x2xf32>
			 %1 = stablehlo.concatenate %a, %0, dim = 1 : (tensor<4x1xf32>, tensor<4x2xf32>) -> tensor<4x3xf32>`,
			"%1 = stablehlo.concatenate %arg0, %0, dim = 1 : (tensor<4x1xf32>, tensor<4x2xf32>) -> tensor<4x3xf32>"},
		{"dynamic slice and pad", "%a: tensor<3x4xi32>, %i: tensor<i64>, %p: tensor<i32>",
			`%0 = stablehlo.dynamic_slice %a, %i, %i, sizes = [1, 4] : (tensor<3x4xi32>, tensor<i64>, tensor<i64>) -> tensor<1x4xi32>
			 %1 = stablehlo.pad %0, %p, low = [0, 1], high = [2, 1], interior = [1, 0] : (tensor<1x4xi32>, tensor<i32>) -> tensor<3x6xi32>`,
			"%1 = stablehlo.pad %0, %arg2, low = [0, 1], high = [2, 1], interior = [1, 0] : (tensor<1x4xi32>, tensor<i32>) -> tensor<3x6xi32>"},
		{"bounds encoding", "%a: tensor<?x?xf32, #stablehlo.type_extensions<bounds = [3, ?]>>, %s: tensor<i32>",
			`%0 = stablehlo.set_dimension_size %a, %s, dim = 1 : (tensor<?x?xf32, #stablehlo.bounds<3, ?>>, tensor<i32>) -> tensor<?x?xf32>`,
			"%0 = stablehlo.set_dimension_size %arg0, %arg1, dim = 1 : (tensor<?x?xf32, #stablehlo.bounds<3, ?>>, tensor<i32>) -> tensor<?x?xf32>"},
		{"gather attribute", "%a: tensor<3x4x2xi32>, %i: tensor<2x3x2xi64>",
			`%0 = "stablehlo.gather"(%a, %i) {dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [1, 0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 2, 2>} : (tensor<3x4x2xi32>, tensor<2x3x2xi64>) -> tensor<2x3x2x2xi32>`,
			`%0 = "stablehlo.gather"(%arg0, %arg1) <{dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [1, 0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 2, 2>}> : (tensor<3x4x2xi32>, tensor<2x3x2xi64>) -> tensor<2x3x2x2xi32>`},
		{"rng_bit_generator names", "%s: tensor<2xui64>",
			`%0:2 = stablehlo.rng_bit_generator %s, algorithm = THREE_FRY : (tensor<2xui64>) -> (tensor<2xui64>, tensor<2x2xui64>)`,
			"%output_state, %output = stablehlo.rng_bit_generator %arg0, algorithm =  THREE_FRY : (tensor<2xui64>) -> (tensor<2xui64>, tensor<2x2xui64>)"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			src := "func.func @f(" + c.args + ") {\n" + c.body + "\nreturn\n}\n"
			out := roundTrip(t, src)
			assert.Contains(t, out, c.want)
		})
	}
}

// Attributes outside ops print in stablehlo-opt's forms.
func TestAttributeSyntax(t *testing.T) {
	src := `func.func @f() attributes {
	  a.dot = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>,
	  a.scatter = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>,
	  a.conv = #stablehlo.conv<raw input_batch_dimension = 0, input_feature_dimension = 3, input_spatial_dimensions = [1, 2], kernel_input_feature_dimension = 2, kernel_output_feature_dimension = 3, kernel_spatial_dimensions = [0, 1], output_batch_dimension = 0, output_feature_dimension = 3, output_spatial_dimensions = [1, 2]>,
	  a.channel = #stablehlo.channel_handle<handle = 5, type = 2>,
	  a.alias = #stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 1, operand_tuple_indices = []>,
	  a.acc = #stablehlo.result_accuracy<atol = 1.0e-5, rtol = 0.0, ulps = 2, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>,
	  a.dir = #stablehlo<comparison_direction GE>,
	  a.prec = [#stablehlo<precision HIGH>]
	} {
	  return
	}`
	out := roundTrip(t, src)
	for _, want := range []string{
		"a.dot = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>",
		"a.scatter = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>",
		"a.conv = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>",
		"a.channel = #stablehlo.channel_handle<handle = 5, type = 2>",
		"a.alias = #stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 1, operand_tuple_indices = []>",
		"a.acc = #stablehlo.result_accuracy<atol = 1.000000e-05, ulps = 2, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>",
		"a.dir = #stablehlo<comparison_direction GE>",
		"a.prec = [#stablehlo<precision HIGH>]",
	} {
		assert.Contains(t, out, want)
	}
}

// Malformed syntax gets a located parse error, never a panic.
func TestSyntaxErrors(t *testing.T) {
	cases := []struct{ name, src, err string }{
		{"bad enum", `func.func @f(%a: tensor<i32>) { %0 = stablehlo.compare XX, %a, %a : (tensor<i32>, tensor<i32>) -> tensor<i1>
			return }`, "expected comparison_direction to be one of: EQ, NE, GE, GT, LE, LT"},
		{"bad exponent mantissa", `func.func @f(%a: tensor<2xf32>) { %0 = stablehlo.reduce_precision %a, format = x5 : tensor<2xf32>
			return }`, "expected exponent mantissa in format e#m#, saw x5"},
		{"bad conv dims", `func.func @f() attributes {a.c = #stablehlo.conv<[b, 0, x, f]x[0, i, o]->[b, 0, f]>} { return }`,
			"Unexpected dimension x, expecting f"},
		{"duplicated struct entry", `func.func @f() attributes {a.d = #stablehlo.dot<lhs_batching_dimensions = [0], lhs_batching_dimensions = [0]>} { return }`,
			"duplicated `lhs_batching_dimensions` entry"},
		{"reduce inner op", `func.func @f(%a: tensor<2xf32>, %i: tensor<f32>) {
			%0 = stablehlo.reduce(%a init: %i) applies stablehlo.divide across dimensions = [0] : (tensor<2xf32>, tensor<f32>) -> tensor<f32>
			return }`, "expected the inner-op to be a commutative binary-op from the stablehlo dialect"},
		{"unknown attribute", `func.func @f() attributes {a.x = #stablehlo.nope<1>} { return }`, "unknown StableHLO attribute"},
		{"unknown type", `func.func @f(%a: !stablehlo.nope) { return }`, "unknown stablehlo type: nope"},
		{"select types", `func.func @f(%p: tensor<i1>, %a: tensor<f32>) { %0 = stablehlo.select %p, %a, %a : tensor<i1>
			return }`, "expected functional type or list of two types"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := parse(newCtx(), c.src)
			require.Error(t, err)
			assert.True(t, strings.Contains(err.Error(), c.err), "error %q does not contain %q", err.Error(), c.err)
		})
	}
}
