package tensor_test

import (
	"testing"
)

// FuzzSyntax feeds mutated tensor programs to the parser and verifier:
// they must never panic, and what verifies must print to text that reads
// back and prints identically.
//
//	go test ./dialects/tensor -run '^$' -fuzz FuzzSyntax -fuzztime 30s
func FuzzSyntax(f *testing.F) {
	for _, c := range syntaxCases {
		f.Add(c.src)
	}
	for _, c := range errorCases {
		f.Add(c.src)
	}
	for _, c := range foldCases {
		f.Add(c.src)
	}
	f.Fuzz(func(t *testing.T, src string) {
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
		canonicalize(t, src)
	})
}
