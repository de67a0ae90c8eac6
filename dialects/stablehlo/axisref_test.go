package stablehlo_test

import (
	"bytes"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"ncc/core"
	"ncc/core/asm"
	"ncc/dialects"
	"ncc/dialects/builtin"
)

// TestAxisRefSubAxisInfo round-trips #stablehlo.axis_ref with and without
// sub_axis_info as stablehlo-opt prints it.
func TestAxisRefSubAxisInfo(t *testing.T) {
	for _, tc := range []struct{ name, attr string }{
		{"full axis", `#stablehlo.axis_ref<name = "x">`},
		{"sub axis", `#stablehlo.axis_ref<name = "x", sub_axis_info = (1)2>`},
		{"sub axis, other sizes", `#stablehlo.axis_ref<name = "y", sub_axis_info = (4)8>`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			src := "func.func @f() attributes {a = " + tc.attr + "} {\n  return\n}\n"
			ctx := core.NewContext()
			dialects.LoadAll(ctx)
			blk, err := asm.Parse(ctx, []byte(src), asm.ParseOptions{Filename: "t.mlir"})
			require.NoError(t, err)
			var b bytes.Buffer
			require.NoError(t, asm.Print(&b, builtin.WrapInModule(ctx, blk), asm.PrintOptions{}))
			assert.Contains(t, b.String(), "a = "+tc.attr)
		})
	}
}
