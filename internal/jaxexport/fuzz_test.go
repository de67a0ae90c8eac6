package jaxexport

import (
	"errors"
	"os"
	"path/filepath"
	"testing"
)

// FuzzRead checks that no input panics the reader, that every error is a
// located *Error, and that every array it returns is consistent.
func FuzzRead(f *testing.F) {
	f.Add([]byte(entrySrc))
	for _, s := range []string{
		"x = b'\\x00\\777\\q' r'''\\'''' + 1",
		"import numpy as np\nx = np.array([[1, 2.5 - 0j], [nan, -inf]], dtype=np.complex64)",
		"d = {}\nd[1] = d\nd[(1, 'a')] = [d]",
		"from datetime import date\nx = date(2024, 2, 29)",
		"x = 0x_ff + 1_0.5e-3j - .5",
	} {
		f.Add([]byte(s))
	}
	if src, err := os.ReadFile(filepath.Join("testdata", "export_back_compat_test_data", "tpu_Lu.py")); err == nil {
		f.Add(src)
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		es, err := Read("f.py", src)
		if err != nil {
			var e *Error
			if !errors.As(err, &e) {
				t.Fatalf("error is %T, not *Error: %v", err, err)
			}
			if e.Line < 1 || e.Col < 1 || e.File != "f.py" {
				t.Fatalf("badly located error: %v", err)
			}
			return
		}
		for _, e := range es {
			for _, a := range append(append([]*Array{}, e.Inputs...), e.ExpectedOutputs...) {
				if n := len(a.Ints) + len(a.Floats) + len(a.Complex); n != a.Len() {
					t.Fatalf("%s: %d values for shape %v", e.Name, n, a.Shape)
				}
			}
		}
	})
}
