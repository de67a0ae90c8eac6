package birjson_test

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"ncc/core"
	"ncc/core/asm"
	"ncc/dialects"
	"ncc/dialects/bir"
	"ncc/dialects/builtin"
	"ncc/translate/birjson"
)

func newCtx() *core.Context {
	ctx := core.NewContext()
	dialects.LoadAll(ctx)
	return ctx
}

func print(ctx *core.Context, m *core.Operation) string {
	return asm.PrintOp(m, asm.PrintOptions{Context: ctx})
}

// litChunks returns every chunk (split at "// -----") of the .mlir files
// of lit/bir, named file#n.
func litChunks(t testing.TB) map[string]string {
	files, err := filepath.Glob(filepath.Join("..", "..", "lit", "bir", "*.mlir"))
	require.NoError(t, err)
	require.NotEmpty(t, files)
	out := map[string]string{}
	for _, f := range files {
		src, err := os.ReadFile(f)
		require.NoError(t, err)
		for i, chunk := range strings.Split(string(src), "// -----") {
			out[filepath.Base(f)+"#"+strconv.Itoa(i)] = chunk
		}
	}
	return out
}

// TestRoundTripLit translates every valid program of lit/bir to JSON and
// back: the bir prints the same, and the JSON written again is the same.
func TestRoundTripLit(t *testing.T) {
	for name, src := range litChunks(t) {
		t.Run(name, func(t *testing.T) {
			ctx := newCtx()
			b, err := asm.Parse(ctx, []byte(src), asm.ParseOptions{Filename: name})
			if err != nil {
				t.Skip("does not parse (an error test)")
			}
			m := builtin.WrapInModule(ctx, b)
			if core.Verify(m) != nil {
				t.Skip("does not verify (an error test)")
			}
			if len(bir.Funcs(m)) == 0 {
				t.Skip("no bir functions")
			}
			js, err := birjson.Marshal(m)
			require.NoError(t, err)
			ctx2 := newCtx()
			m2, err := birjson.Read(ctx2, "in.json", js)
			require.NoError(t, err)
			require.NoError(t, core.Verify(m2))
			assert.Equal(t, print(ctx, m), print(ctx2, m2))
			js2, err := birjson.Marshal(m2)
			require.NoError(t, err)
			assert.Equal(t, string(js), string(js2))
		})
	}
}

// mustParse parses and verifies src, wrapped in a module.
func mustParse(t *testing.T, ctx *core.Context, src string) *core.Operation {
	t.Helper()
	b, err := asm.Parse(ctx, []byte(src), asm.ParseOptions{Filename: "t.mlir"})
	require.NoError(t, err)
	m := builtin.WrapInModule(ctx, b)
	require.NoError(t, core.Verify(m))
	return m
}
