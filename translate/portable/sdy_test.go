package portable_test

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"ncc/core"
	"ncc/core/asm"
	"ncc/dialects"
	"ncc/dialects/builtin"
	"ncc/translate/bytecode"
	"ncc/translate/portable"
)

// JAX's portable artifacts with Shardy (sdy) in them, next to the text JAX
// printed of each (lit/sdy/README.md).
func sdyArtifacts(t testing.TB) []string {
	fs, err := filepath.Glob("../../lit/sdy/Inputs/*.mlir.bc")
	require.NoError(t, err)
	require.NotEmpty(t, fs)
	return fs
}

// trimBlankLines drops the blank lines JAX's text starts with and the
// printer ends with.
func trimBlankLines(s string) string { return strings.Trim(s, "\n") }

// Each artifact deserializes to the module JAX printed, byte for byte,
// locations included: sdy attributes decoded from Shardy's bytecode
// encoding, the casts between VHLO and sdy ops gone.
func TestSdyArtifactsDeserializeAsPrinted(t *testing.T) {
	for _, f := range sdyArtifacts(t) {
		t.Run(filepath.Base(f), func(t *testing.T) {
			data, err := os.ReadFile(f)
			require.NoError(t, err)
			twin, err := os.ReadFile(strings.TrimSuffix(f, ".bc"))
			require.NoError(t, err)
			ctx := core.NewContext()
			module, err := portable.Deserialize(ctx, f, data)
			require.NoError(t, err)
			require.NoError(t, core.Verify(module))
			var b bytes.Buffer
			require.NoError(t, asm.Print(&b, module, asm.PrintOptions{DebugInfo: true, Context: ctx}))
			assert.Equal(t, trimBlankLines(string(twin)), trimBlankLines(b.String()))
		})
	}
}

// Read and written back with the artifact's own version and producer, each
// artifact is the same bytes: the sdy attributes are encoded as Shardy
// encodes them (translate/bytecode/sdy.go).
func TestSdyArtifactsRewriteIdentically(t *testing.T) {
	for _, f := range sdyArtifacts(t) {
		t.Run(filepath.Base(f), func(t *testing.T) {
			data, err := os.ReadFile(f)
			require.NoError(t, err)
			v, ok := portable.ArtifactVersion(data)
			require.True(t, ok)
			bcv, ok := v.BytecodeVersion()
			require.True(t, ok)
			ctx := core.NewContext()
			dialects.LoadAll(ctx)
			blk, err := bytecode.Read(ctx, f, data)
			require.NoError(t, err)
			var out bytes.Buffer
			require.NoError(t, bytecode.Write(&out, builtin.WrapInModule(ctx, blk), &bytecode.Options{Version: bcv, Producer: "StableHLO_v" + v.String()}))
			assert.Equal(t, data, out.Bytes())
		})
	}
}

// Serialized by ncc (sdy ops kept with --allow-other-dialects) and read
// back, a text twin prints as it was.
func TestSdySerializeRoundTrip(t *testing.T) {
	for _, f := range sdyArtifacts(t) {
		t.Run(filepath.Base(f), func(t *testing.T) {
			twin, err := os.ReadFile(strings.TrimSuffix(f, ".bc"))
			require.NoError(t, err)
			ctx := core.NewContext()
			dialects.LoadAll(ctx)
			blk, err := asm.Parse(ctx, twin, asm.ParseOptions{Filename: f})
			require.NoError(t, err)
			module := builtin.WrapInModule(ctx, blk)
			var art bytes.Buffer
			require.NoError(t, portable.Serialize(&art, module, portable.Options{Target: "current", AllowOtherDialects: true}))
			ctx2 := core.NewContext()
			back, err := portable.Deserialize(ctx2, f, art.Bytes())
			require.NoError(t, err)
			require.NoError(t, core.Verify(back))
			var b bytes.Buffer
			require.NoError(t, asm.Print(&b, back, asm.PrintOptions{DebugInfo: true, Context: ctx2}))
			assert.Equal(t, trimBlankLines(string(twin)), trimBlankLines(b.String()))
		})
	}
}
