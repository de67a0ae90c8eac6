package quant_test

import (
	"math"
	"strings"
	"testing"

	"ncc/dialects/quant"
)

func hasNaN(v []float64) bool {
	for _, x := range v {
		if math.IsNaN(x) {
			return true
		}
	}
	return false
}

// FuzzParseType feeds arbitrary text to the type parser: it must return a
// type or an error, never panic, and every type it accepts must print to a
// form that reads back and prints the same. (It need not read back as the
// same type: as in MLIR, `ui8` and `si8` storage print as `u8` and `i8`,
// which are the signless i8.) The printed form's type is then uniqued.
//
//	go test ./dialects/quant -run '^$' -fuzz FuzzParseType -fuzztime 30s
func FuzzParseType(f *testing.F) {
	for _, c := range roundTripCases {
		f.Add(strings.TrimPrefix(c.in, "!quant."))
	}
	for _, c := range errorCases {
		f.Add(strings.TrimPrefix(c.in, "!quant."))
	}
	f.Fuzz(func(t *testing.T, body string) {
		src := "!quant." + body
		ctx := newCtx()
		typ, err := parseType(ctx, src)
		if err != nil {
			return
		}
		out := printType(t, ctx, typ)
		again, err := parseType(ctx, out)
		if sc, ok := typ.(*quant.SubChannelType); ok && hasNaN(sc.Scales) {
			return // printOnlyCases: a NaN sub-channel scale does not read back, in MLIR either
		}
		if err != nil {
			t.Fatalf("%q printed as %q, which does not parse: %v", src, out, err)
		}
		if out2 := printType(t, ctx, again); out2 != out {
			t.Fatalf("printing is not a fixpoint: %q then %q", out, out2)
		}
		if third, err := parseType(ctx, out); err != nil || third != again {
			t.Fatalf("%q reads back as a different type the second time", out)
		}
	})
}
