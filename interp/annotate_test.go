package interp

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestAnnotationsAreIdentity(t *testing.T) {
	for _, target := range []string{"Sharding", "xla.sdy.FuncResultSharding", "annotate_device_placement"} {
		t.Run(target, func(t *testing.T) {
			res, err := run(t, `func.func @main() -> tensor<2xf32> {
  %0 = stablehlo.constant dense<[1.5, -2.0]> : tensor<2xf32>
  %1 = stablehlo.custom_call @`+target+`(%0) {has_side_effect = true, mhlo.sharding = "{replicated}"} : (tensor<2xf32>) -> tensor<2xf32>
  func.return %1 : tensor<2xf32>
}`)
			require.NoError(t, err)
			require.Len(t, res, 1)
			assert.Equal(t, "tensor<2xf32> {\n  [1.500000e+00, -2.000000e+00]\n}", Format(res[0]))
		})
	}
}

func TestAnnotationMustKeepTheType(t *testing.T) {
	tests := []struct{ name, src, want string }{
		{"shape", `func.func @main() -> tensor<1x4xf32> {
  %0 = stablehlo.constant dense<1.0> : tensor<2x4xf32>
  %1 = stablehlo.custom_call @Sharding(%0) {mhlo.sharding = "{manual}"} : (tensor<2x4xf32>) -> tensor<1x4xf32>
  func.return %1 : tensor<1x4xf32>
}`, "custom call @Sharding (a sharding annotation) must not change its operand's type: result #0 is tensor<1x4xf32>, operand is tensor<2x4xf32>"},
		{"count", `func.func @main() -> tensor<f32> {
  %0 = stablehlo.constant dense<1.0> : tensor<f32>
  %1 = stablehlo.custom_call @annotate_device_placement(%0, %0) : (tensor<f32>, tensor<f32>) -> tensor<f32>
  func.return %1 : tensor<f32>
}`, "custom call @annotate_device_placement (a memory placement annotation) must have as many results as operands, has 1 and 2"},
		// The SPMD shape changes are not annotations.
		{"full to shard", `func.func @main() -> tensor<1x4xf32> {
  %0 = stablehlo.constant dense<1.0> : tensor<2x4xf32>
  %1 = stablehlo.custom_call @SPMDFullToShardShape(%0) {mhlo.sharding = "{manual}"} : (tensor<2x4xf32>) -> tensor<1x4xf32>
  func.return %1 : tensor<1x4xf32>
}`, "interpreter does not support custom call 'SPMDFullToShardShape'"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := run(t, tc.src)
			require.Error(t, err)
			assert.Contains(t, err.Error(), tc.want)
		})
	}
}
