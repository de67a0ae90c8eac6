package check_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"ncc/core"
	"ncc/core/asm"
	"ncc/dialects"
	"ncc/dialects/builtin"
)

// Each op parses in the syntax of StableHLO's CheckOps.td and prints back
// the same way.
func TestRoundTrip(t *testing.T) {
	tests := []string{
		`check.expect_eq %0, %0 : tensor<2xi32>`,
		`check.expect_eq_const %0, dense<[1, 2]> : tensor<2xi32>`,
		`check.expect_almost_eq %1, %1, tolerance = 1.000000e-01 : tensor<2xf32>`,
		`check.expect_almost_eq_const %1, dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>`,
		`check.expect_close %1, %1, max_ulp_difference = 3, min_ulp_difference = 1 : tensor<2xf32>, tensor<2xf32>`,
		`check.expect_serialized_eq %0, probe_id = "p0", iter = 2 : tensor<2xi32>`,
	}
	for _, op := range tests {
		t.Run(strings.Fields(op)[0], func(t *testing.T) {
			src := "func.func @f(%arg0: tensor<2xi32>, %arg1: tensor<2xf32>) {\n  " +
				strings.NewReplacer("%0", "%arg0", "%1", "%arg1").Replace(op) + "\n  return\n}"
			ctx := core.NewContext()
			dialects.LoadAll(ctx)
			b, err := asm.Parse(ctx, []byte(src), asm.ParseOptions{Filename: "t.mlir"})
			require.NoError(t, err)
			mod := builtin.WrapInModule(ctx, b)
			require.NoError(t, core.Verify(mod))
			out := asm.PrintOp(mod, asm.PrintOptions{})
			assert.Contains(t, out, strings.NewReplacer("%0", "%arg0", "%1", "%arg1").Replace(op))
		})
	}
}

func TestVerifyConstType(t *testing.T) {
	src := `func.func @f(%arg0: tensor<2xi32>) {
  "check.expect_eq_const"(%arg0) {value = dense<[1, 2, 3]> : tensor<3xi32>} : (tensor<2xi32>) -> ()
  return
}`
	ctx := core.NewContext()
	dialects.LoadAll(ctx)
	b, err := asm.Parse(ctx, []byte(src), asm.ParseOptions{Filename: "t.mlir"})
	require.NoError(t, err)
	err = core.Verify(builtin.WrapInModule(ctx, b))
	require.Error(t, err)
	assert.Contains(t, err.Error(), "all of {lhs, value} have same type")
}
