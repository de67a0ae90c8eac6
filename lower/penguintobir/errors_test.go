package penguintobir_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"ncc/core"
	"ncc/dialects/bir"
)

// What cannot be lowered is a located error, and the module keeps its
// kernel.
func TestErrors(t *testing.T) {
	psumTiles := func(n int) string {
		var b strings.Builder
		for i := range n {
			fmt.Fprintf(&b, "  %%p%d = penguin.zeros : !penguin.tile<128x512xf32, psum>\n", i)
		}
		for i := range n {
			fmt.Fprintf(&b, "  %%s%d = penguin.copy %%p%d : !penguin.tile<128x512xf32, psum> -> !penguin.tile<128x512xf32, sbuf>\n", i, i)
		}
		return b.String()
	}
	cases := []struct {
		name, body, want string
	}{
		{"while-in-for", `
  %k = penguin.constant 0 : !penguin.tile<1x1xi32, sbuf>
  penguin.for %i = 0 to 2 sequential {
    %w = penguin.while (%c = %k) : !penguin.tile<1x1xi32, sbuf> cond {
      %lt = penguin.ewise is_lt %c, 1.0e+01 : (!penguin.tile<1x1xi32, sbuf>) -> !penguin.tile<1x1xi1, sbuf>
      penguin.yield %lt : !penguin.tile<1x1xi1, sbuf>
    } do {
      penguin.yield %c : !penguin.tile<1x1xi32, sbuf>
    }
  }`, "t.mlir:4:10: error: 'penguin.while' op inside penguin.for is not supported yet"},
		{"if-in-for", `
  %k = penguin.constant 1 : !penguin.tile<1x1xi1, sbuf>
  penguin.for %i = 0 to 2 sequential {
    penguin.if %k {
    }
  }`, "t.mlir:4:5: error: 'penguin.if' op inside penguin.for is not supported yet"},
		{"index-carried", `
  %c0 = arith.constant 0 : index
  %r = penguin.for %i = 0 to 4 sequential iter_args(%q = %c0) -> index {
    %q1 = arith.addi %q, %i : index
    penguin.yield %q1 : index
  }`, "t.mlir:3:8: error: 'penguin.for' op carries index value #0, which is not its previous value plus a constant"},
		{"psum-full", psumTiles(9),
			"t.mlir:9:9: error: 'penguin.zeros' op cannot place its result !penguin.tile<128x512xf32, psum> in psum: 18432 bytes per partition are live here and trn1 has 16384 per partition"},
		{"sbuf-full", `
  %a = penguin.zeros : !penguin.tile<128x40000xf32, sbuf>
  %b = penguin.zeros : !penguin.tile<128x40000xf32, sbuf>
  %c = penguin.ewise add %a, %b : (!penguin.tile<128x40000xf32, sbuf>, !penguin.tile<128x40000xf32, sbuf>) -> !penguin.tile<128x40000xf32, sbuf>`,
			"t.mlir:3:8: error: 'penguin.zeros' op cannot place its result !penguin.tile<128x40000xf32, sbuf> in sbuf: 320000 bytes per partition are live here and trn1 has 196608 per partition"},
		{"register-op", `
  %t = penguin.constant 5 : !penguin.tile<1x1xi32, sbuf>
  %v = penguin.extract_scalar %t[0, 0] : !penguin.tile<1x1xi32, sbuf>
  %c3 = arith.constant 3 : index
  %d = arith.floordivsi %v, %c3 : index`, "t.mlir:5:8: error: 'arith.floordivsi' op cannot compute this index value at run time: bir registers have no arith.floordivsi"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			src := "penguin.kernel @main() {" + tc.body + "\n  penguin.return\n}\n"
			_, m, err := convert(t, src)
			require.Error(t, err)
			var d *core.Diagnostic
			require.ErrorAs(t, err, &d)
			loc, ok := core.FileLineColOf(d.Loc)
			require.True(t, ok, "the error is located")
			require.Contains(t, fmt.Sprintf("%s:%d:%d: error: %s", loc.File, loc.Line, loc.Col, d.Msg), tc.want)
			require.Empty(t, bir.Funcs(m), "a failed kernel leaves no bir.func behind")
		})
	}
}
