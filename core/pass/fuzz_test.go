package pass

import (
	"testing"
)

// FuzzParse: no pipeline text panics the parser, and whatever parses
// prints to a text that parses back to the same pipeline.
func FuzzParse(f *testing.F) {
	for _, s := range []string{
		"t.module(cse)", "t.module(t.func(cse,opts{max-iterations=5 top-down=false}))",
		"t.module(any(cse),my-pipeline)", "t.module(opts{disable-patterns={a,b} name='x y'})",
		"t.module(cse", "t.module(cse))", "t.module(opts{", "t.module(opts{name=\"}\"})", "(", "{", "",
	} {
		f.Add(s)
	}
	r := testRegistry(f)
	f.Fuzz(func(t *testing.T, text string) {
		m, err := r.Parse(text)
		if err != nil {
			_ = err.Error()
			return
		}
		printed := m.String()
		m2, err := r.Parse(printed)
		if err != nil {
			t.Fatalf("%q printed as %q which does not parse: %v", text, printed, err)
		}
		if m2.String() != printed {
			t.Fatalf("%q: print not a fixpoint: %q vs %q", text, printed, m2.String())
		}
	})
}
