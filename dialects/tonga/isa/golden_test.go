package isa_test

import (
	"bytes"
	"encoding/hex"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"ncc/core"
	"ncc/core/asm"
	"ncc/dialects"
	"ncc/dialects/tonga/isa"
)

var update = flag.Bool("update", false, "rewrite the bytes of testdata/forms.txt")

func newCtx() *core.Context {
	ctx := core.NewContext()
	dialects.LoadAll(ctx)
	return ctx
}

// parseInst parses one instruction (unverified: it is outside a stream).
func parseInst(t testing.TB, ctx *core.Context, text string) *core.Operation {
	t.Helper()
	b, err := asm.Parse(ctx, []byte(text), asm.ParseOptions{Filename: "inst.mlir"})
	require.NoError(t, err, text)
	op := b.First()
	require.NotNil(t, op, text)
	op.Remove()
	return op
}

// entry is one instruction of the golden file and its bytes.
type entry struct {
	text string
	code []byte
}

const goldenPath = "testdata/forms.txt"

// readGolden returns the file's header comment and its entries.
func readGolden(t testing.TB) (string, []entry) {
	t.Helper()
	src, err := os.ReadFile(goldenPath)
	require.NoError(t, err)
	var head strings.Builder
	var es []entry
	for _, l := range strings.Split(string(src), "\n") {
		switch {
		case strings.HasPrefix(l, "#") && len(es) == 0:
			head.WriteString(l + "\n")
		case l == "":
		case strings.HasPrefix(l, "\t"):
			b, err := hex.DecodeString(strings.ReplaceAll(strings.TrimSpace(l), " ", ""))
			require.NoError(t, err, l)
			es[len(es)-1].code = append(es[len(es)-1].code, b...)
		default:
			es = append(es, entry{text: l})
		}
	}
	return head.String(), es
}

func formatBytes(b []byte) string {
	var s strings.Builder
	for i := 0; i < len(b); i += 16 {
		s.WriteString("\t")
		for j := i; j < i+16 && j < len(b); j++ {
			if j > i {
				s.WriteString(" ")
			}
			fmt.Fprintf(&s, "%02x", b[j])
		}
		s.WriteString("\n")
	}
	return s.String()
}

// TestGolden assembles every form of the golden file to its bytes and
// disassembles the bytes back to the same text, byte for byte and
// character for character.
func TestGolden(t *testing.T) {
	head, es := readGolden(t)
	ctx := newCtx()
	seen := map[uint8]bool{}
	var out strings.Builder
	out.WriteString(head)
	for _, e := range es {
		t.Run(e.text, func(t *testing.T) {
			op := parseInst(t, ctx, e.text)
			require.Equal(t, e.text, isa.Text(ctx, op), "the golden text is the op's printed form")
			code, err := isa.Encode(op)
			require.NoError(t, err)
			if *update {
				e.code = code
			}
			assert.Equal(t, formatBytes(e.code), formatBytes(code), "assembled bytes")
			back, n, err := isa.Decode(ctx, e.code)
			require.NoError(t, err)
			assert.Equal(t, len(e.code), n)
			assert.Equal(t, e.text, isa.Text(ctx, back), "disassembled text")
			again, err := isa.Encode(back)
			require.NoError(t, err)
			assert.Equal(t, e.code, again, "bytes -> op -> bytes")
			assert.Equal(t, asm.PrintOp(op, asm.PrintOptions{Generic: true}), asm.PrintOp(back, asm.PrintOptions{Generic: true}),
				"op -> bytes -> op keeps every attribute")
			seen[e.code[0]] = true
		})
		out.WriteString("\n" + e.text + "\n" + formatBytes(e.code))
	}
	for _, o := range isa.Opcodes() {
		assert.True(t, seen[o], "opcode %#02x has no golden entry", o)
	}
	if *update {
		require.NoError(t, os.WriteFile(goldenPath, []byte(out.String()), 0o644))
	}
}

// TestGoldenFileIsCanonical keeps the file in the form -update writes.
func TestGoldenFileIsCanonical(t *testing.T) {
	if *update {
		t.Skip("rewriting")
	}
	head, es := readGolden(t)
	var out strings.Builder
	out.WriteString(head)
	for _, e := range es {
		out.WriteString("\n" + e.text + "\n" + formatBytes(e.code))
	}
	src, err := os.ReadFile(filepath.Clean(goldenPath))
	require.NoError(t, err)
	assert.True(t, bytes.Equal(src, []byte(out.String())), "run go test ./dialects/tonga/isa -run Golden -update")
}
