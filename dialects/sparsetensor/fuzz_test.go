package sparsetensor_test

import (
	"strings"
	"testing"
)

// FuzzEncoding feeds arbitrary dictionary bodies to the encoding parser:
// it must never panic, and whatever it accepts must print to text that
// reads back and prints identically.
//
//	go test ./dialects/sparsetensor -run '^$' -fuzz FuzzEncoding -fuzztime 30s
func FuzzEncoding(f *testing.F) {
	for _, c := range encodingCases {
		f.Add(c.in)
	}
	for _, c := range errorCases {
		f.Add(c.in)
	}
	f.Fuzz(func(t *testing.T, body string) {
		src := "#e = #sparse_tensor.encoding<{ " + body + " }>\nfunc.func private @f() attributes {e = #e}\n"
		out, err := printModule(newCtx(), src)
		if err != nil {
			return
		}
		again, err := printModule(newCtx(), out)
		if err != nil && strings.Contains(err.Error(), "n_out_of_m") {
			// structured[n, m] keeps n and m in 8 bits, as MLIR does: larger
			// ones print truncated and may not read back, in mlir-opt too.
			return
		}
		if err != nil {
			t.Fatalf("printed form does not parse: %v\n%s", err, out)
		}
		if again != out {
			t.Fatalf("printing is not a fixpoint:\n%s\n%s", out, again)
		}
	})
}
