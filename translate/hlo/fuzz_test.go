package hlo_test

import (
	"os"
	"path/filepath"
	"testing"

	"ncc/core"
	"ncc/translate/hlo"
)

// FuzzParse feeds HLO text, seeded with the test programs and the lit
// inputs, to the parser and the importer (with the verifier): any input
// must give a module or an error, never a panic or a hang.
func FuzzParse(f *testing.F) {
	for _, pattern := range []string{"testdata/*.hlo", "testdata/*/*.hlo", "../../lit/hlo/*.test"} {
		files, _ := filepath.Glob(pattern)
		for _, file := range files {
			if src, err := os.ReadFile(file); err == nil {
				f.Add(src)
			}
		}
	}
	f.Add([]byte("HloModule m\nENTRY e {\n  ROOT p = f32[2]{0} parameter(0)\n}\n"))
	ctx := newContext()
	f.Fuzz(func(t *testing.T, src []byte) {
		if len(src) > 1<<16 {
			return
		}
		m, err := hlo.Parse("fuzz.hlo", src, hlo.ParseOptions{})
		if err != nil {
			return
		}
		module, err := hlo.ImportModule(ctx, m, hlo.Options{})
		if err != nil {
			for _, d := range core.AsDiagnostics(err, nil) {
				if len(d.Msg) > 14 && d.Msg[:14] == "internal error" {
					t.Fatalf("importer panicked: %s", d.Msg)
				}
			}
			return
		}
		if module == nil {
			t.Fatal("no module and no error")
		}
	})
}
