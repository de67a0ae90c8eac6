package bytecode

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"ncc/core"
	"ncc/dialects/builtin"
)

// FuzzRead feeds Read corrupted bytecode: it must return an error or IR,
// never panic or hang. IR that verifies must also write and read back.
// Seeds: the corpus written by ncc at every version, and mlir-opt's files
// in lit/bytecode/Inputs.
func FuzzRead(f *testing.F) {
	for _, cf := range diffCorpus(f, 5) {
		m, err := parseText(cf.name, cf.src)
		if err != nil {
			f.Fatal(err)
		}
		for _, v := range []int{1, 3, Version} {
			var b bytes.Buffer
			if err := Write(&b, m, &Options{Version: v}); err != nil {
				f.Fatal(err)
			}
			f.Add(b.Bytes())
		}
	}
	inputs, _ := filepath.Glob("../../lit/bytecode/Inputs/*.bc")
	for _, in := range inputs {
		data, err := os.ReadFile(in)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		ctx := newCtx()
		blk, err := Read(ctx, "fuzz.bc", data)
		if err != nil {
			var e *Error
			if !asError(err, &e) {
				t.Fatalf("error of type %T: %v", err, err)
			}
			return
		}
		m := builtin.WrapInModule(ctx, blk)
		if core.Verify(m) != nil {
			return
		}
		var b bytes.Buffer
		if err := Write(&b, m, nil); err != nil {
			return
		}
		if _, err := Read(newCtx(), "again.bc", b.Bytes()); err != nil {
			t.Fatalf("reading back what was written: %v", err)
		}
	})
}

func asError(err error, e **Error) bool {
	x, ok := err.(*Error)
	*e = x
	return ok
}
