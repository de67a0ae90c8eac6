package stablehlo_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"ncc/core"
	"ncc/core/asm"
	"ncc/dialects/stablehlo"
)

// verifyCase is one op in a function; err is a substring of the first
// diagnostic, or "" when the IR is valid.
type verifyCase struct {
	name string
	src  string
	err  string
}

func runVerifyCases(t *testing.T, cases []verifyCase) {
	t.Helper()
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := parse(newCtx(), c.src)
			if c.err == "" {
				require.NoError(t, err)
				return
			}
			require.Error(t, err)
			assert.Contains(t, err.Error(), c.err)
		})
	}
}

func TestVerifyElementwise(t *testing.T) {
	runVerifyCases(t, []verifyCase{
		{"add ok", `func.func @f(%a: tensor<4xf32>) -> tensor<4xf32> {
			%0 = stablehlo.add %a, %a : tensor<4xf32>
			return %0 : tensor<4xf32> }`, ""},
		{"add dynamic result is compatible", `func.func @f(%a: tensor<4xf32>) {
			%0 = "stablehlo.add"(%a, %a) : (tensor<4xf32>, tensor<4xf32>) -> tensor<?xf32>
			return }`, ""},
		{"add element mismatch", `func.func @f(%a: tensor<4xf32>, %b: tensor<4xf64>) {
			%0 = "stablehlo.add"(%a, %b) : (tensor<4xf32>, tensor<4xf64>) -> tensor<4xf32>
			return }`, "'stablehlo.add' op op requires the same element type for all operands and results"},
		{"add shape mismatch", `func.func @f(%a: tensor<4xf32>, %b: tensor<5xf32>) {
			%0 = "stablehlo.add"(%a, %b) : (tensor<4xf32>, tensor<5xf32>) -> tensor<4xf32>
			return }`, "requires the same shape for all operands and results"},
		{"shift needs integers", `func.func @f(%a: tensor<4xf32>) {
			%0 = stablehlo.shift_left %a, %a : tensor<4xf32>
			return }`, "operand #0 must be ranked tensor of 2/4/8/16/32/64-bit integer values"},
		{"abs of complex is real", `func.func @f(%a: tensor<2xcomplex<f32>>) {
			%0 = "stablehlo.abs"(%a) : (tensor<2xcomplex<f32>>) -> tensor<2xf32>
			return }`, ""},
		{"abs of complex as complex", `func.func @f(%a: tensor<2xcomplex<f32>>) {
			%0 = "stablehlo.abs"(%a) : (tensor<2xcomplex<f32>>) -> tensor<2xcomplex<f32>>
			return }`, "result #0 must be ranked tensor of 2/4/8/16/32/64-bit signless integer or 4/6/8/16/32/64-bit float or 2/4/8/16/32-bit uniform quantized signed integer or 2/4/8/16/32-bit uniform quantized unsigned integer values"},
		{"real of f32", `func.func @f(%a: tensor<2xcomplex<f64>>) {
			%0 = "stablehlo.real"(%a) : (tensor<2xcomplex<f64>>) -> tensor<2xf32>
			return }`, "inferred type(s) 'tensor<2xf64>' are incompatible with return type(s) of operation 'tensor<2xf32>'"},
		{"compare needs same element types", `func.func @f(%a: tensor<2xf32>, %b: tensor<2xi32>) {
			%0 = stablehlo.compare LT, %a, %b : (tensor<2xf32>, tensor<2xi32>) -> tensor<2xi1>
			return }`, "requires compatible element types for all operands"},
		{"compare result shape", `func.func @f(%a: tensor<2xf32>) {
			%0 = stablehlo.compare LT, %a, %a : (tensor<2xf32>, tensor<2xf32>) -> tensor<3xi1>
			return }`, "all non-scalar operands/results must have the same shape and base type"},
		{"select scalar pred", `func.func @f(%p: tensor<i1>, %a: tensor<2x3xi32>) {
			%0 = stablehlo.select %p, %a, %a : tensor<i1>, tensor<2x3xi32>
			return }`, ""},
		{"select pred shape", `func.func @f(%p: tensor<3xi1>, %a: tensor<2x3xi32>) {
			%0 = "stablehlo.select"(%p, %a, %a) : (tensor<3xi1>, tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi32>
			return }`, "requires the same shape for all operands"},
		{"clamp scalar bounds", `func.func @f(%m: tensor<f32>, %a: tensor<3xf32>) {
			%0 = "stablehlo.clamp"(%m, %a, %m) : (tensor<f32>, tensor<3xf32>, tensor<f32>) -> tensor<3xf32>
			return }`, ""},
		{"clamp bad min", `func.func @f(%m: tensor<2xf32>, %a: tensor<3xf32>) {
			%0 = "stablehlo.clamp"(%m, %a, %a) : (tensor<2xf32>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
			return }`, "min shape [2] is not scalar and is not compatible to operand shape [3]"},
		{"complex", `func.func @f(%a: tensor<2xf32>) {
			%0 = stablehlo.complex %a, %a : tensor<2xcomplex<f32>>
			return }`, ""},
		{"reduce_precision exponent", `func.func @f(%a: tensor<2xf32>) {
			%0 = "stablehlo.reduce_precision"(%a) {exponent_bits = 0 : i32, mantissa_bits = 2 : i32} : (tensor<2xf32>) -> tensor<2xf32>
			return }`, "attribute 'exponent_bits' failed to satisfy constraint: 32-bit signless integer attribute whose value is positive"},
		{"result accuracy tolerance with default mode", `func.func @f(%a: tensor<2xf32>) {
			%0 = "stablehlo.exponential"(%a) {result_accuracy = #stablehlo.result_accuracy<atol = 1.0, mode = #stablehlo.result_accuracy_mode<DEFAULT>>} : (tensor<2xf32>) -> tensor<2xf32>
			return }`, "Invalid tolerances for ResultAccuracyAttr with mode DEFAULT, must be all zero."},
	})
}

func TestVerifyShapes(t *testing.T) {
	runVerifyCases(t, []verifyCase{
		{"iota dimension", `func.func @f() {
			%0 = stablehlo.iota dim = 2 : tensor<2x3xf32>
			return }`, "iota dimension cannot go beyond the output rank."},
		{"iota scalar", `func.func @f() {
			%0 = stablehlo.iota dim = 0 : tensor<f32>
			return }`, "does not support scalars."},
		{"broadcast_in_dim size", `func.func @f(%a: tensor<1x2xf32>) {
			%0 = stablehlo.broadcast_in_dim %a, dims = [0] : (tensor<1x2xf32>) -> tensor<1x2x3xf32>
			return }`, "broadcast_dimensions size (1) does not match operand rank (2)"},
		{"broadcast_in_dim value", `func.func @f(%a: tensor<2xf32>) {
			%0 = stablehlo.broadcast_in_dim %a, dims = [3] : (tensor<2xf32>) -> tensor<2x3xf32>
			return }`, "broadcast_dimensions contains invalid value 3 for result with rank 2"},
		{"broadcast_in_dim dim size", `func.func @f(%a: tensor<2xf32>) {
			%0 = stablehlo.broadcast_in_dim %a, dims = [1] : (tensor<2xf32>) -> tensor<2x3xf32>
			return }`, "size of operand dimension 0 (2) is not equal to 1 or size of result dimension 1 (3)"},
		{"broadcast_in_dim duplicates", `func.func @f(%a: tensor<1x1xf32>) {
			%0 = stablehlo.broadcast_in_dim %a, dims = [1, 1] : (tensor<1x1xf32>) -> tensor<2x3xf32>
			return }`, "broadcast_dimensions should not have duplicates"},
		{"broadcast", `func.func @f(%a: tensor<3xi32>) {
			%0 = stablehlo.broadcast %a, sizes = [1, 2] : (tensor<3xi32>) -> tensor<1x2x4xi32>
			return }`, "inferred type(s) 'tensor<1x2x3xi32>' are incompatible with return type(s) of operation 'tensor<1x2x4xi32>'"},
		{"reshape elements", `func.func @f(%a: tensor<2x3xf32>) {
			%0 = stablehlo.reshape %a : (tensor<2x3xf32>) -> tensor<5xf32>
			return }`, "number of output elements (5) doesn't match expected number of elements (6)"},
		{"transpose permutation", `func.func @f(%a: tensor<2x3xf32>) {
			%0 = stablehlo.transpose %a, dims = [0, 0] : (tensor<2x3xf32>) -> tensor<2x3xf32>
			return }`, "attribute permutation must be a permutation of [0, 1] but got 0, 0"},
		{"transpose ok", `func.func @f(%a: tensor<2x3xf32>) {
			%0 = stablehlo.transpose %a, dims = [1, 0] : (tensor<2x3xf32>) -> tensor<3x2xf32>
			return }`, ""},
		{"transpose result", `func.func @f(%a: tensor<2x3xf32>) {
			%0 = stablehlo.transpose %a, dims = [1, 0] : (tensor<2x3xf32>) -> tensor<2x3xf32>
			return }`, "inferred type(s) 'tensor<3x2xf32>' are incompatible"},
		{"reverse unique", `func.func @f(%a: tensor<2x3xf32>) {
			%0 = stablehlo.reverse %a, dims = [0, 0] : tensor<2x3xf32>
			return }`, "dimensions should be unique. Got: 0, 0"},
		{"slice limit", `func.func @f(%a: tensor<8xf32>) {
			%0 = stablehlo.slice %a [0:9] : (tensor<8xf32>) -> tensor<9xf32>
			return }`, "limit index 9 is larger than dimension size 8 in dimension 0"},
		{"slice result", `func.func @f(%a: tensor<8xf32>) {
			%0 = stablehlo.slice %a [0:4:2] : (tensor<8xf32>) -> tensor<3xf32>
			return }`, "inferred type(s) 'tensor<2xf32>' are incompatible"},
		{"slice rank", `func.func @f(%a: tensor<3x8xf32>) {
			%0 = stablehlo.slice %a [0:1] : (tensor<3x8xf32>) -> tensor<1xf32>
			return }`, "the number of elements in start_indices (1) does not match the rank of the operand (2)"},
		{"dynamic_slice sizes", `func.func @f(%a: tensor<3x4xi32>, %i: tensor<i64>) {
			%0 = stablehlo.dynamic_slice %a, %i, %i, sizes = [1, 5] : (tensor<3x4xi32>, tensor<i64>, tensor<i64>) -> tensor<1x5xi32>
			return }`, "has slice size 5 greater than dimension size 4 in dimension 1 of operand"},
		{"dynamic_slice count", `func.func @f(%a: tensor<3x4xi32>, %i: tensor<i64>) {
			%0 = stablehlo.dynamic_slice %a, %i, sizes = [1] : (tensor<3x4xi32>, tensor<i64>) -> tensor<1xi32>
			return }`, "has mismatched number of start indices (1) and the rank of operand (2)"},
		{"dynamic_update_slice rank", `func.func @f(%a: tensor<3x4xi32>, %u: tensor<2xi32>, %i: tensor<i64>) {
			%0 = stablehlo.dynamic_update_slice %a, %u, %i, %i : (tensor<3x4xi32>, tensor<2xi32>, tensor<i64>, tensor<i64>) -> tensor<3x4xi32>
			return }`, "update rank does not match operand rank: 1 vs 2."},
		{"pad result", `func.func @f(%a: tensor<8xf32>, %p: tensor<f32>) {
			%0 = stablehlo.pad %a, %p, low = [4], high = [4], interior = [1] : (tensor<8xf32>, tensor<f32>) -> tensor<16xf32>
			return }`, "inferred type(s) 'tensor<23xf32>' are incompatible"},
		{"pad interior", `func.func @f(%a: tensor<8xf32>, %p: tensor<f32>) {
			%0 = stablehlo.pad %a, %p, low = [0], high = [0], interior = [-1] : (tensor<8xf32>, tensor<f32>) -> tensor<16xf32>
			return }`, "Interior padding cannot be negative: -1"},
		{"concatenate shapes", `func.func @f(%a: tensor<4x1xf32>, %b: tensor<3x2xf32>) {
			%0 = stablehlo.concatenate %a, %b, dim = 1 : (tensor<4x1xf32>, tensor<3x2xf32>) -> tensor<4x3xf32>
			return }`, "shapes of operand (0) and (1) are not compatible at non-concat index 0: (4, 1) != (3, 2)"},
		{"concatenate dimension", `func.func @f(%a: tensor<4x1xf32>) {
			%0 = stablehlo.concatenate %a, %a, dim = 2 : (tensor<4x1xf32>, tensor<4x1xf32>) -> tensor<4x2xf32>
			return }`, "dimension 2 is out-of-bounds for input rank 2"},
		{"get_dimension_size", `func.func @f(%a: tensor<4x2xf32>) {
			%0 = stablehlo.get_dimension_size %a, dim = 2 : (tensor<4x2xf32>) -> tensor<i32>
			return }`, "requires dimension attribute in range [0, 2); found (2)"},
		{"set_dimension_size bounded", `func.func @f(%a: tensor<4xf32>, %s: tensor<i32>) {
			%0 = stablehlo.set_dimension_size %a, %s, dim = 0 : (tensor<4xf32>, tensor<i32>) -> tensor<?xf32, #stablehlo.bounds<4>>
			return }`, ""},
		{"bitcast widths", `func.func @f(%a: tensor<2xf32>) {
			%0 = stablehlo.bitcast_convert %a : (tensor<2xf32>) -> tensor<2x3xi8>
			return }`, "requires compatible bit widths"},
		{"bitcast ok", `func.func @f(%a: tensor<2xf32>) {
			%0 = stablehlo.bitcast_convert %a : (tensor<2xf32>) -> tensor<2x4xi8>
			return }`, ""},
	})
}

func TestVerifyRegionsAndContractions(t *testing.T) {
	runVerifyCases(t, []verifyCase{
		{"reduce dimension", `func.func @f(%a: tensor<2x3xf32>, %i: tensor<f32>) {
			%0 = stablehlo.reduce(%a init: %i) applies stablehlo.add across dimensions = [2] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
			return }`, "Out-of-bounds dimension 2, expected to be in range [0, 2)"},
		{"reduce result", `func.func @f(%a: tensor<2x3xf32>, %i: tensor<f32>) {
			%0 = stablehlo.reduce(%a init: %i) applies stablehlo.add across dimensions = [1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<3xf32>
			return }`, "inferred type(s) 'tensor<2xf32>' are incompatible with return type(s) of operation 'tensor<3xf32>'"},
		{"reduce reducer arity", `func.func @f(%a: tensor<2x3xf32>, %i: tensor<f32>) {
			%0 = "stablehlo.reduce"(%a, %i) ({
			^bb0(%x: tensor<f32>):
			  "stablehlo.return"(%x) : (tensor<f32>) -> ()
			}) {dimensions = array<i64: 1>} : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
			return }`, "Reduction-region must take 2 parameters, but takes 1 parameter(s)"},
		{"while cond type", `func.func @f(%a: tensor<i32>) {
			%0 = stablehlo.while(%x = %a) : tensor<i32> cond {
			  stablehlo.return %x : tensor<i32>
			} do {
			  stablehlo.return %x : tensor<i32>
			}
			return }`, "expect condition block return a zero-ranked tensor of i1 but got 'tensor<i32>'"},
		{"while body type", `func.func @f(%a: tensor<i32>, %b: tensor<f32>, %p: tensor<i1>) {
			%0 = stablehlo.while(%x = %a) : tensor<i32> cond {
			  stablehlo.return %p : tensor<i1>
			} do {
			  stablehlo.return %b : tensor<f32>
			}
			return }`, "expect operands to be compatible with body block return types but got 'tensor<i32>' vs 'tensor<f32>'"},
		{"if branches", `func.func @f(%p: tensor<i1>, %a: tensor<i32>, %b: tensor<f32>) {
			%0 = "stablehlo.if"(%p) ({
			  "stablehlo.return"(%a) : (tensor<i32>) -> ()
			}, {
			  "stablehlo.return"(%b) : (tensor<f32>) -> ()
			}) : (tensor<i1>) -> tensor<i32>
			return }`, "branch 0 and branch 1 have mismatched return types: 'tensor<i32>' vs 'tensor<f32>'"},
		{"case ok", `func.func @f(%i: tensor<i32>, %a: tensor<i32>) {
			%0 = "stablehlo.case"(%i) ({
			  "stablehlo.return"(%a) : (tensor<i32>) -> ()
			}) : (tensor<i32>) -> tensor<i32>
			return }`, ""},
		{"dot_general batching count", `func.func @f(%a: tensor<2x2x2xi8>, %b: tensor<2x2x3xi8>) {
			%0 = stablehlo.dot_general %a, %b, batching_dims = [0] x [], contracting_dims = [2] x [1] : (tensor<2x2x2xi8>, tensor<2x2x3xi8>) -> tensor<2x2x3xi32>
			return }`, "lhs and rhs should have the same number of batching dimensions"},
		{"dot_general contracting sizes", `func.func @f(%a: tensor<2x4xf32>, %b: tensor<3x2xf32>) {
			%0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<2x4xf32>, tensor<3x2xf32>) -> tensor<2x2xf32>
			return }`, "contracting dimension sizes must match for lhs/rhs"},
		{"dot_general shape", `func.func @f(%a: tensor<2x4xf32>, %b: tensor<4x3xf32>) {
			%0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<2x4xf32>, tensor<4x3xf32>) -> tensor<2x4xf32>
			return }`, "inferred shape '[2, 3]' is incompatible with return type of operation 'tensor<2x4xf32>'"},
		{"convolution ok", `func.func @f(%a: tensor<1x4x4x1xf32>, %b: tensor<3x3x1x1xf32>) {
			%0 = stablehlo.convolution(%a, %b) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x1xf32>, tensor<3x3x1x1xf32>) -> tensor<1x2x2x1xf32>
			return }`, ""},
		{"convolution shape", `func.func @f(%a: tensor<1x4x4x1xf32>, %b: tensor<3x3x1x1xf32>) {
			%0 = stablehlo.convolution(%a, %b) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x1xf32>, tensor<3x3x1x1xf32>) -> tensor<1x4x4x1xf32>
			return }`, "inferred shape '[1, 2, 2, 1]' is incompatible"},
		{"gather ok", `func.func @f(%a: tensor<3x4x2xi32>, %i: tensor<2x3x2xi64>) {
			%0 = "stablehlo.gather"(%a, %i) {dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [1, 0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 2, 2>} : (tensor<3x4x2xi32>, tensor<2x3x2xi64>) -> tensor<2x3x2x2xi32>
			return }`, ""},
		{"gather result", `func.func @f(%a: tensor<3x4x2xi32>, %i: tensor<2x3x2xi64>) {
			%0 = "stablehlo.gather"(%a, %i) {dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [1, 0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 2, 2>} : (tensor<3x4x2xi32>, tensor<2x3x2xi64>) -> tensor<2x3x2x3xi32>
			return }`, "inferred type(s) 'tensor<2x3x2x2xi32>' are incompatible"},
		{"fft rfft", `func.func @f(%a: tensor<3x9xf32>) {
			%0 = stablehlo.fft %a, type = RFFT, length = [9] : (tensor<3x9xf32>) -> tensor<3x5xcomplex<f32>>
			return }`, ""},
		{"fft fft of real", `func.func @f(%a: tensor<4xf32>) {
			%0 = stablehlo.fft %a, type = FFT, length = [4] : (tensor<4xf32>) -> tensor<4xcomplex<f32>>
			return }`, "FFT/IFFT/IRFFT take a complex tensor as input, but is given 'tensor<4xf32>'."},
		{"sort comparator", `func.func @f(%a: tensor<4xf32>) {
			%0 = "stablehlo.sort"(%a) ({
			^bb0(%x: tensor<f32>, %y: tensor<f32>):
			  "stablehlo.return"(%x) : (tensor<f32>) -> ()
			}) {dimension = 0 : i64} : (tensor<4xf32>) -> tensor<4xf32>
			return }`, "comparator must return tensor<i1> but got 'tensor<f32>'"},
		{"sort default dimension is -1", `func.func @f(%a: tensor<4xf32>) {
			%0 = "stablehlo.sort"(%a) ({
			^bb0(%x: tensor<f32>, %y: tensor<f32>):
			  %c = stablehlo.compare GT, %x, %y : (tensor<f32>, tensor<f32>) -> tensor<i1>
			  "stablehlo.return"(%c) : (tensor<i1>) -> ()
			}) : (tensor<4xf32>) -> tensor<4xf32>
			return }`, ""},
		{"sort dimension range", `func.func @f(%a: tensor<4xf32>) {
			%0 = "stablehlo.sort"(%a) ({
			^bb0(%x: tensor<f32>, %y: tensor<f32>):
			  %c = stablehlo.compare GT, %x, %y : (tensor<f32>, tensor<f32>) -> tensor<i1>
			  "stablehlo.return"(%c) : (tensor<i1>) -> ()
			}) {dimension = 1 : i64} : (tensor<4xf32>) -> tensor<4xf32>
			return }`, "dimension attribute value must be in range [-1, 1), but found 1"},
		{"collective_permute duplicate", `func.func @f(%a: tensor<4xf32>) {
			%0 = "stablehlo.collective_permute"(%a) {source_target_pairs = dense<[[0, 1], [0, 2]]> : tensor<2x2xi64>} : (tensor<4xf32>) -> tensor<4xf32>
			return }`, "duplicate sources not allowed."},
		{"collective_reduce ok", `func.func @f(%a: tensor<1x2xi64>) {
			%0 = "stablehlo.collective_reduce"(%a) ({
			^bb0(%x: tensor<i64>, %y: tensor<i64>):
			  %s = stablehlo.add %x, %y : tensor<i64>
			  "stablehlo.return"(%s) : (tensor<i64>) -> ()
			}) {has_dynamic_root = false, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, channel_handle = #stablehlo.channel_handle<handle = 0, type = 0>} : (tensor<1x2xi64>) -> tensor<1x2xi64>
			return }`, ""},
		{"collective_reduce root", `func.func @f(%a: tensor<1x2xi64>, %r: tensor<2xi32>) {
			%0 = "stablehlo.collective_reduce"(%a, %r) ({
			^bb0(%x: tensor<i64>, %y: tensor<i64>):
			  %s = stablehlo.add %x, %y : tensor<i64>
			  "stablehlo.return"(%s) : (tensor<i64>) -> ()
			}) {has_dynamic_root = true, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<1x2xi64>, tensor<2xi32>) -> tensor<1x2xi64>
			return }`, "last operand of collective_reduce with has_dynamic_root=true must have the same number of elements as data operands (1), but got 2"},
		{"all_gather size", `func.func @f(%a: tensor<8x2xf32>) {
			%0 = "stablehlo.all_gather"(%a) {all_gather_dim = 1 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<8x2xf32>) -> tensor<8x8xf32>
			return }`, ""},
		// With a channel a process group also spans the partitions, a number
		// known at run time: the size need only be a multiple, as
		// stablehlo-opt checks it.
		{"all_gather cross_replica_and_partition", `func.func @f(%a: tensor<2x2xi64>) {
			%0 = "stablehlo.all_gather"(%a) {all_gather_dim = 1 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>} : (tensor<2x2xi64>) -> tensor<2x8xi64>
			return }`, ""},
		{"all_gather cross_replica_and_partition size", `func.func @f(%a: tensor<2x2xi64>) {
			%0 = "stablehlo.all_gather"(%a) {all_gather_dim = 1 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>} : (tensor<2x2xi64>) -> tensor<2x5xi64>
			return }`, "result gather dimension has size 5, expected to be a multiple of operand gather dimension size 2"},
		{"all_gather flattened_ids", `func.func @f(%a: tensor<2x2xi64>) {
			%0 = "stablehlo.all_gather"(%a) {all_gather_dim = 1 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, use_global_device_ids} : (tensor<2x2xi64>) -> tensor<2x8xi64>
			return }`, ""},
		// stablehlo-opt checks neither the group size nor a positive channel
		// (the artifacts of tests/vhlo have both).
		{"all_gather global ids channel 0", `func.func @f(%a: tensor<16x8xf32>) {
			%0 = "stablehlo.all_gather"(%a) {all_gather_dim = 1 : i64, replica_groups = dense<[[0], [1]]> : tensor<2x1xi64>, use_global_device_ids} : (tensor<16x8xf32>) -> tensor<16x16xf32>
			return }`, ""},
		{"all_gather negative channel", `func.func @f(%a: tensor<8x2xf32>) {
			%0 = "stablehlo.all_gather"(%a) {all_gather_dim = 1 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, channel_handle = #stablehlo.channel_handle<handle = -1, type = 0>, use_global_device_ids} : (tensor<8x2xf32>) -> tensor<8x8xf32>
			return }`, "channel_id cannot be negative when useGlobalDeviceIds is set"},
		{"collective_broadcast partial groups", `func.func @f(%a: tensor<1x2xi64>) {
			%0 = "stablehlo.collective_broadcast"(%a) {replica_groups = dense<[[2, 1]]> : tensor<1x2xi64>} : (tensor<1x2xi64>) -> tensor<1x2xi64>
			return }`, ""},
		{"collective_broadcast duplicate id", `func.func @f(%a: tensor<1x2xi64>) {
			%0 = "stablehlo.collective_broadcast"(%a) {replica_groups = dense<[[1, 1]]> : tensor<1x2xi64>} : (tensor<1x2xi64>) -> tensor<1x2xi64>
			return }`, "replica id #1 seen more than once"},
		{"collective_broadcast dynamic root", `func.func @f(%a: tensor<1x2xi64>, %b: tensor<3xf32>, %r: tensor<2xi32>) {
			%0:2 = "stablehlo.collective_broadcast"(%a, %b, %r) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, has_dynamic_root} : (tensor<1x2xi64>, tensor<3xf32>, tensor<2xi32>) -> (tensor<1x2xi64>, tensor<3xf32>)
			return }`, ""},
		{"collective_broadcast root type", `func.func @f(%a: tensor<1x2xi64>, %r: tensor<1xi64>) {
			%0 = "stablehlo.collective_broadcast"(%a, %r) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, has_dynamic_root} : (tensor<1x2xi64>, tensor<1xi64>) -> tensor<1x2xi64>
			return }`, "last operand of collective_broadcast with has_dynamic_root=true must be a rank-1 i32 tensor, but got 'tensor<1xi64>'"},
		{"collective_broadcast result type", `func.func @f(%a: tensor<1x2xi64>) {
			%0 = "stablehlo.collective_broadcast"(%a) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<1x2xi64>) -> tensor<2x2xi64>
			return }`, "inferred type(s) 'tensor<1x2xi64>' are incompatible with return type(s) of operation 'tensor<2x2xi64>'"},
		{"rng_bit_generator state", `func.func @f(%s: tensor<3xui32>) {
			%0:2 = stablehlo.rng_bit_generator %s, algorithm = THREE_FRY : (tensor<3xui32>) -> (tensor<3xui32>, tensor<2xui32>)
			return }`, "THREE_FRY algorithm requires 128 bits of state, but got 96"},
		{"custom_call layouts", `func.func @f(%a: tensor<2x3xf32>) {
			%0 = stablehlo.custom_call @foo(%a) {operand_layouts = [dense<[0, 0]> : tensor<2xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>]} : (tensor<2x3xf32>) -> tensor<2x3xf32>
			return }`, "incorrect layout dense<0> : tensor<2xindex> for type 'tensor<2x3xf32>', layout must be a permutation of [0, 2)"},
		{"composite decomposition", `func.func @f(%a: tensor<f32>) {
			%0 = stablehlo.composite "my.op" %a {decomposition = @g} : (tensor<f32>) -> tensor<f32>
			return }
			func.func @g(%a: tensor<f32>) -> tensor<i32> {
			%0 = stablehlo.convert %a : (tensor<f32>) -> tensor<i32>
			return %0 : tensor<i32> }`, "result at index 0 has type 'tensor<f32>', but decomposition has type 'tensor<i32>'"},
		{"batch_norm feature size", `func.func @f(%a: tensor<2x3xf32>, %s: tensor<2xf32>) {
			%0:3 = "stablehlo.batch_norm_training"(%a, %s, %s) {epsilon = 0.001 : f32, feature_index = 1 : i64} : (tensor<2x3xf32>, tensor<2xf32>, tensor<2xf32>) -> (tensor<2x3xf32>, tensor<2xf32>, tensor<2xf32>)
			return }`, "expects the size of single-dimensional operands to be compatible with feature count, but the size of single-dimensional operands is 2 and the feature count is 3."},
		{"triangular_solve transpose", `func.func @f(%a: tensor<4x4xf32>, %b: tensor<4x3xf32>) {
			%0 = "stablehlo.triangular_solve"(%a, %b) {left_side = true, lower = true, transpose_a = #stablehlo<transpose TRANSPOSE_INVALID>, unit_diagonal = true} : (tensor<4x4xf32>, tensor<4x3xf32>) -> tensor<4x3xf32>
			return }`, "Invalid transpose option value for triangular solve"},
	})
}

func TestAttrOrDefault(t *testing.T) {
	m, err := parse(newCtx(), `func.func @f(%a: tensor<4xf32>, %i: tensor<1xi32>) {
		%0 = "stablehlo.gather"(%a, %i) {dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0]>, slice_sizes = array<i64: 1>} : (tensor<4xf32>, tensor<1xi32>) -> tensor<f32>
		return }`)
	require.NoError(t, err)
	var gather *core.Operation
	m.WalkAll(func(op *core.Operation) {
		if op.Name() == "stablehlo.gather" {
			gather = op
		}
	})
	require.NotNil(t, gather)
	assert.Nil(t, gather.Attr("indices_are_sorted"), "an unset DefaultValuedOptionalAttr stays unset")
	assert.Equal(t, core.Bool(gather.Context(), false), stablehlo.AttrOrDefault(gather, "indices_are_sorted"))
	assert.Nil(t, stablehlo.AttrOrDefault(gather, "no_such_attr"))
}

// The generic form shows only the attributes the input had: defaults of
// DefaultValuedOptionalAttrs stay unset, as stablehlo-opt prints them.
func TestGenericFormHasNoDefaults(t *testing.T) {
	cases := []struct {
		name, src string
		absent    []string
	}{
		{"gather", `%0 = "stablehlo.gather"(%a, %i) {dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0]>, slice_sizes = array<i64: 1>} : (tensor<4xf32>, tensor<1xi32>) -> tensor<f32>`,
			[]string{"indices_are_sorted"}},
		{"sort", `%0 = "stablehlo.sort"(%x) ({
			^bb0(%p: tensor<f32>, %q: tensor<f32>):
			  %c = stablehlo.compare GT, %p, %q : (tensor<f32>, tensor<f32>) -> tensor<i1>
			  stablehlo.return %c : tensor<i1>
			}) : (tensor<4xf32>) -> tensor<4xf32>`, []string{"dimension", "is_stable", "compare_type"}},
		{"composite", `%0 = stablehlo.composite "a.b" %x {decomposition = @g} : (tensor<4xf32>) -> tensor<4xf32>`,
			[]string{"composite_attributes", "version"}},
		{"exponential", `%0 = stablehlo.exponential %x : tensor<4xf32>`, []string{"result_accuracy"}},
		{"dot_general", `%0 = stablehlo.dot_general %x, %x, contracting_dims = [0] x [0] : (tensor<4xf32>, tensor<4xf32>) -> tensor<f32>`,
			[]string{"precision_config", "algorithm"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			src := `func.func @g(%x: tensor<4xf32>) -> tensor<4xf32> { return %x : tensor<4xf32> }
			func.func @f(%a: tensor<4xf32>, %i: tensor<1xi32>, %x: tensor<4xf32>) {
			` + c.src + `
			return }`
			m, err := parse(newCtx(), src)
			require.NoError(t, err)
			gen := asm.PrintOp(m, asm.PrintOptions{Generic: true})
			for _, a := range c.absent {
				assert.NotContains(t, gen, a+" =")
			}
		})
	}
}
