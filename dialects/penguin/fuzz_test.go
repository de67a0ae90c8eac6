package penguin_test

import (
	"testing"
)

// FuzzTypes feeds mutated penguin types and attributes to the parser:
// it must never panic, and what parses must print to text that reads back
// and prints identically.
//
//	go test ./dialects/penguin -run '^$' -fuzz FuzzTypes -fuzztime 30s
func FuzzTypes(f *testing.F) {
	for _, s := range []string{
		"!penguin.hbm<256x300xf32>", "!penguin.hbm<i1>", "!penguin.tile<128x512xf32, psum>",
		"!penguin.tile<1x2x3xui8, sbuf>", "!penguin.tile<128xf32, sbuf>", "!penguin.tile<4x4xf64, sbuf>",
		"#penguin.alu<add>", "#penguin.act<gelu_apprx_tanh>", "#penguin.loop<parallel>",
		"#penguin.dims<[d1, d0 * 8, bcast]>", "#penguin.dims<[]>", "#penguin.dims<[d99999999999999999999]>",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		for _, src := range []string{"func.func private @f(" + s + ")", "func.func private @f() attributes {a = " + s + "}"} {
			checkFixpoint(t, src)
		}
	})
}

// FuzzSyntax feeds mutated penguin programs to the parser and verifier, as
// FuzzTypes does types.
//
//	go test ./dialects/penguin -run '^$' -fuzz FuzzSyntax -fuzztime 30s
func FuzzSyntax(f *testing.F) {
	f.Add(matmulText)
	for _, c := range validCases {
		f.Add(c.src)
	}
	for _, c := range errorCases {
		f.Add(c.src)
	}
	f.Fuzz(func(t *testing.T, src string) { checkFixpoint(t, src) })
}

func checkFixpoint(t *testing.T, src string) {
	ctx := newCtx()
	m, err := parse(ctx, src)
	if err != nil {
		return
	}
	out := printIR(ctx, m, false)
	m2, err := parse(newCtx(), out)
	if err != nil {
		t.Fatalf("printed form does not parse: %v\n%s", err, out)
	}
	if again := printIR(ctx, m2, false); again != out {
		t.Fatalf("printing is not a fixpoint:\n%s\n%s", out, again)
	}
	gen := printIR(ctx, m, true)
	m3, err := parse(newCtx(), gen)
	if err != nil {
		t.Fatalf("generic form does not parse: %v\n%s", err, gen)
	}
	if again := printIR(ctx, m3, false); again != out {
		t.Fatalf("the generic form does not round-trip:\n%s\n%s", out, again)
	}
}
