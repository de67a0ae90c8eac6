package isa_test

import (
	"errors"
	"testing"

	"ncc/dialects/tonga/isa"
)

// FuzzDisassemble: Decode never panics; what it accepts re-encodes to the
// same bytes and prints; what it rejects is a *DecodeError naming a field
// within the instruction.
func FuzzDisassemble(f *testing.F) {
	_, es := readGolden(f)
	for _, e := range es {
		f.Add(e.code)
	}
	f.Add(make([]byte, 64))
	f.Add([]byte{0xff})
	ctx := newCtx()
	f.Fuzz(func(t *testing.T, b []byte) {
		op, n, err := isa.Decode(ctx, b)
		if err != nil {
			var de *isa.DecodeError
			if !errors.As(err, &de) || de.Field == "" || de.Offset < 0 || de.Offset > 128 {
				t.Fatalf("not a located DecodeError: %v", err)
			}
			return
		}
		if n > len(b) || n%isa.WordBytes != 0 {
			t.Fatalf("length %d of %d bytes", n, len(b))
		}
		again, err := isa.Encode(op)
		if err != nil {
			t.Fatalf("Encode of a decoded instruction: %v", err)
		}
		if string(again) != string(b[:n]) {
			t.Fatalf("re-encoding differs:\n%x\n%x", b[:n], again)
		}
		if isa.Text(ctx, op) == "" {
			t.Fatalf("no text")
		}
	})
}
