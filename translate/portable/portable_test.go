package portable_test

import (
	"bytes"
	"os"
	"path/filepath"
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

func artifacts(t testing.TB) []string {
	fs, err := filepath.Glob("../../lit/suites/vhlo/*.mlir.bc")
	require.NoError(t, err)
	require.NotEmpty(t, fs)
	return fs
}

func readPrint(t testing.TB, name string, data []byte) string {
	ctx := core.NewContext()
	dialects.LoadAll(ctx)
	blk, err := bytecode.Read(ctx, name, data)
	require.NoError(t, err, name)
	var b bytes.Buffer
	require.NoError(t, asm.Print(&b, builtin.WrapInModule(ctx, blk), asm.PrintOptions{Generic: true}))
	return b.String()
}

// Every artifact of StableHLO's suite reads, and writes back (at its own
// bytecode version) to bytes that read as the same IR.
func TestArtifactsReadWrite(t *testing.T) {
	for _, f := range artifacts(t) {
		data, err := os.ReadFile(f)
		require.NoError(t, err)
		v, ok := portable.ArtifactVersion(data)
		if !ok {
			continue // invalid_vhlo_future: not a versioned producer
		}
		bcv, ok := v.BytecodeVersion()
		if !ok {
			continue // invalid_vhlo_future: a version from the future
		}
		text := readPrint(t, f, data)
		ctx := core.NewContext()
		dialects.LoadAll(ctx)
		blk, err := bytecode.Read(ctx, f, data)
		require.NoError(t, err)
		var out bytes.Buffer
		require.NoError(t, bytecode.Write(&out, builtin.WrapInModule(ctx, blk), &bytecode.Options{Version: bcv, Producer: "StableHLO_v" + v.String()}))
		assert.Equal(t, text, readPrint(t, f, out.Bytes()), f)
	}
}

func TestSerializeDeserialize(t *testing.T) {
	for _, target := range []string{"current", "1.0.0", "0.9.0"} {
		ctx := core.NewContext()
		dialects.LoadAll(ctx)
		src := `func.func @main(%a: tensor<2xf32>, %b: tensor<2xi1>) -> tensor<2xf32> {
  %c = stablehlo.constant dense<[true, false]> : tensor<2xi1>
  %0 = stablehlo.and %b, %c : tensor<2xi1>
  %1 = stablehlo.select %0, %a, %a : tensor<2xi1>, tensor<2xf32>
  return %1 : tensor<2xf32>
}
`
		blk, err := asm.Parse(ctx, []byte(src), asm.ParseOptions{Filename: "t.mlir"})
		require.NoError(t, err)
		m := builtin.WrapInModule(ctx, blk)
		var want bytes.Buffer
		require.NoError(t, asm.Print(&want, m, asm.PrintOptions{}))
		var bc bytes.Buffer
		require.NoError(t, portable.Serialize(&bc, m, portable.Options{Target: target}), target)
		v, ok := portable.ArtifactVersion(bc.Bytes())
		require.True(t, ok)
		if target != "current" {
			assert.Equal(t, target, v.String())
		}
		back, err := portable.Deserialize(core.NewContext(), "t.bc", bc.Bytes())
		require.NoError(t, err, target)
		var got bytes.Buffer
		require.NoError(t, asm.Print(&got, back, asm.PrintOptions{}))
		assert.Equal(t, want.String(), got.String(), target)
	}
}

// FuzzDeserialize: no input makes the VHLO reader or the legalization
// panic or hang.
func FuzzDeserialize(f *testing.F) {
	for _, p := range artifacts(f) {
		if data, err := os.ReadFile(p); err == nil && len(data) < 1<<16 {
			f.Add(data)
		}
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		portable.Deserialize(core.NewContext(), "fuzz.bc", data)
	})
}
