package vhlo_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"ncc/core"
	"ncc/dialects/vhlo"
)

// Casts join the ops of other dialects to VHLO where MLIR's dialect
// conversion materializes them: one per value and direction, after its
// definition or, for block arguments, at the start of the block (the last
// argument's first).
func TestLegalizeMixedCasts(t *testing.T) {
	const src = `func.func @f(%a: tensor<f32>, %b: tensor<f32>, %i: index) -> tensor<f32> {
  %0 = arith.addf %b, %a : tensor<f32>
  %1 = stablehlo.add %0, %a : tensor<f32>
  %2 = arith.addf %1, %0 : tensor<f32>
  %3 = arith.addf %1, %2 : tensor<f32>
  %4 = stablehlo.abs %3 : tensor<f32>
  return %4 : tensor<f32>
}`
	const want = `module {
  vhlo.func_v1 @f(%arg0: !vhlo.tensor_v1<!vhlo.f32_v1>, %arg1: !vhlo.tensor_v1<!vhlo.f32_v1>, %arg2: !vhlo.index_v1) -> (!vhlo.tensor_v1<!vhlo.f32_v1>) {
    %0 = builtin.unrealized_conversion_cast %arg1 : !vhlo.tensor_v1<!vhlo.f32_v1> to tensor<f32>
    %1 = builtin.unrealized_conversion_cast %arg0 : !vhlo.tensor_v1<!vhlo.f32_v1> to tensor<f32>
    %2 = arith.addf %0, %1 : tensor<f32>
    %3 = builtin.unrealized_conversion_cast %2 : tensor<f32> to !vhlo.tensor_v1<!vhlo.f32_v1>
    %4 = "vhlo.add_v1"(%3, %arg0) : (!vhlo.tensor_v1<!vhlo.f32_v1>, !vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<!vhlo.f32_v1>
    %5 = builtin.unrealized_conversion_cast %4 : !vhlo.tensor_v1<!vhlo.f32_v1> to tensor<f32>
    %6 = arith.addf %5, %2 : tensor<f32>
    %7 = arith.addf %5, %6 : tensor<f32>
    %8 = builtin.unrealized_conversion_cast %7 : tensor<f32> to !vhlo.tensor_v1<!vhlo.f32_v1>
    %9 = "vhlo.abs_v1"(%8) : (!vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<!vhlo.f32_v1>
    "vhlo.return_v1"(%9) : (!vhlo.tensor_v1<!vhlo.f32_v1>) -> ()
  } {arg_attrs = #vhlo.array_v1<[]>, res_attrs = #vhlo.array_v1<[]>, sym_visibility = #vhlo.string_v1<"">}
}
`
	_, m := parse(t, src)
	require.NoError(t, vhlo.LegalizeToVhlo(m, true))
	require.NoError(t, core.Verify(m))
	assert.Equal(t, want, print(t, m, false))

	// Without allow-other-dialects the arith op is refused.
	_, m = parse(t, src)
	err := vhlo.LegalizeToVhlo(m, false)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "failed to legalize operation 'arith.addf' that was explicitly marked illegal")
}

// A string attribute with a type has no VHLO form, other dialects allowed
// or not (StablehloLegalizeToVhlo.cpp's convertGeneric).
func TestLegalizeTypedString(t *testing.T) {
	const src = `func.func @f(%a: tensor<f32>) -> tensor<f32> {
  %0 = "stablehlo.custom_call"(%a) {call_target_name = "foo" : tensor<3xf32>} : (tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}`
	for _, other := range []bool{false, true} {
		_, m := parse(t, src)
		err := vhlo.LegalizeToVhlo(m, other)
		require.Error(t, err)
		assert.Contains(t, err.Error(), "failed to legalize operation 'stablehlo.custom_call' that was explicitly marked illegal")
	}
}
