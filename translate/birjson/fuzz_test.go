package birjson_test

import (
	"os"
	"path/filepath"
	"testing"

	"ncc/core"
	"ncc/core/asm"
	"ncc/dialects/builtin"
	"ncc/translate/birjson"
)

// FuzzRead feeds the reader arbitrary bytes: it must return a module or an
// *Error, never panic; and what it reads and verifies must survive a trip
// through the writer unchanged.
func FuzzRead(f *testing.F) {
	for _, src := range litChunks(f) {
		ctx := newCtx()
		b, err := asm.Parse(ctx, []byte(src), asm.ParseOptions{Filename: "seed.mlir"})
		if err != nil {
			continue
		}
		m := builtin.WrapInModule(ctx, b)
		if core.Verify(m) != nil {
			continue
		}
		// Large seeds slow the fuzzer's mutator to a crawl; the small
		// files cover the same reader code.
		if js, err := birjson.Marshal(m); err == nil && len(js) < 16<<10 {
			f.Add(js)
		}
	}
	inputs, _ := filepath.Glob(filepath.Join("..", "..", "lit", "bir", "Inputs", "*.json"))
	for _, in := range inputs {
		if data, err := os.ReadFile(in); err == nil {
			f.Add(data)
		}
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		ctx := newCtx()
		m, err := birjson.Read(ctx, "fuzz.json", data)
		if err != nil {
			if _, ok := err.(*birjson.Error); !ok {
				t.Fatalf("error of type %T: %v", err, err)
			}
			return
		}
		if core.Verify(m) != nil {
			return
		}
		js, err := birjson.Marshal(m)
		if err != nil {
			t.Fatalf("Marshal of verified bir: %v", err)
		}
		ctx2 := newCtx()
		m2, err := birjson.Read(ctx2, "again.json", js)
		if err != nil {
			t.Fatalf("reading what Marshal wrote: %v\n%s", err, js)
		}
		if a, b := print(ctx, m), print(ctx2, m2); a != b {
			t.Fatalf("round trip changed the bir:\n%s\nvs\n%s", a, b)
		}
	})
}
