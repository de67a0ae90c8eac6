package stripdebuginfo_test

import (
	"bytes"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"ncc/core"
	"ncc/core/asm"
	"ncc/dialects"
	"ncc/dialects/builtin"
	"ncc/rewrite/transforms/stripdebuginfo"
)

func TestStrip(t *testing.T) {
	for _, tc := range []struct{ name, src string }{
		{"op and arg locations", `func.func @f(%a: i32 loc("x.py":1:2)) -> i32 {
  return %a : i32 loc("y.py":3:4)
} loc("z.py":5:6)`},
		{"fused", `func.func @g() {
  return loc(fused["a":1:1, "b":2:2])
}`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ctx := core.NewContext()
			dialects.LoadAll(ctx)
			blk, err := asm.Parse(ctx, []byte(tc.src), asm.ParseOptions{Filename: "t.mlir"})
			require.NoError(t, err)
			m := builtin.WrapInModule(ctx, blk)
			stripdebuginfo.Strip(m)
			var b bytes.Buffer
			require.NoError(t, asm.Print(&b, m, asm.PrintOptions{DebugInfo: true}))
			assert.NotContains(t, b.String(), ".py")
			assert.NotContains(t, b.String(), "fused")
			assert.NotContains(t, b.String(), "t.mlir")
		})
	}
}
