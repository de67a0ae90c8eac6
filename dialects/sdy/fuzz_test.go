package sdy_test

import (
	"strings"
	"testing"

	"ncc/core/asm"
	"ncc/dialects/sdy"
)

// FuzzParseAttribute feeds arbitrary text to the sdy attribute parser: it
// must return an attribute or an error, never panic, and what it accepts
// must print to a form that reads back as the same attribute.
//
//	go test ./dialects/sdy -run '^$' -fuzz FuzzParseAttribute -fuzztime 30s
func FuzzParseAttribute(f *testing.F) {
	for _, c := range attrCases {
		f.Add(c.in)
	}
	for _, c := range attrErrors {
		f.Add(c.in)
	}
	f.Fuzz(func(t *testing.T, src string) {
		if !strings.HasPrefix(src, "#sdy") {
			src = "#sdy." + src
		}
		ctx := newCtx()
		a, err := parseAttr(ctx, src)
		if err != nil {
			return
		}
		if _, ok := a.(*sdy.DimMapping); ok {
			// As in MLIR, a lone dim mapping prints its factors right after
			// its mnemonic (#sdy<dim_mappingij>), which does not read back;
			// it only ever appears inside a tensor mapping.
			return
		}
		out := asm.AttrString(a)
		again, err := parseAttr(ctx, out)
		if err != nil {
			t.Fatalf("%q printed as %q, which does not parse: %v", src, out, err)
		}
		if again != a {
			t.Fatalf("%q printed as %q, which reads back as %q", src, out, asm.AttrString(again))
		}
	})
}
