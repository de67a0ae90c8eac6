package bytecode

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"ncc/core/asm"
)

const resourcesSrc = `func.func @f() {
  %0 = arith.constant dense_resource<blob1> : tensor<2xi32>
  %1 = arith.constant dense_resource<nodata> : tensor<2xi32>
  return
}
{-#
  dialect_resources: {
    builtin: {
      blob1: "0x080000000100000002000000"
    }
  },
  external_resources: {
    mlir_reproducer: {
      pipeline: "builtin.module(canonicalize)",
      disable_threading: true,
      blob: "0x0400000011223344"
    }
  }
#-}
`

// TestResources: dialect resources (dense_resource blobs, aligned as
// their alignment says) and external resources go through bytecode both
// ways; a dense_resource without data is a declaration.
func TestResources(t *testing.T) {
	m, err := parseText("in.mlir", []byte(resourcesSrc))
	require.NoError(t, err)
	want := asm.ContextResources(m.Context())
	data := encode(t, m, nil)
	back, err := readBytecode("in.bc", data)
	require.NoError(t, err)
	got := asm.ContextResources(back.Context())
	assert.Equal(t, want.Dialect, got.Dialect)
	assert.Equal(t, want.External, got.External)
	assert.Equal(t, asm.PrintOp(m, asm.PrintOptions{}), asm.PrintOp(back, asm.PrintOptions{}))

	// Without the data, the blobs are declarations.
	var b bytes.Buffer
	require.NoError(t, Write(&b, m, &Options{Version: Version, ElideResourceData: true}))
	elided, err := readBytecode("elided.bc", b.Bytes())
	require.NoError(t, err)
	assert.Empty(t, asm.ContextResources(elided.Context()).Dialect["builtin"])
	assert.Contains(t, asm.PrintOp(elided, asm.PrintOptions{}), "dense_resource<blob1>")

	requireMlirOpt(t)
	dir := t.TempDir()
	require.NoError(t, os.WriteFile(filepath.Join(dir, "in.mlir"), []byte(resourcesSrc), 0o644))
	require.NoError(t, os.WriteFile(filepath.Join(dir, "ncc.bc"), data, 0o644))
	wantText, stderr, ok := runMlir(dir, "in.mlir")
	require.True(t, ok, stderr)
	gotText, stderr, ok := runMlir(dir, "ncc.bc")
	require.True(t, ok, stderr)
	assert.Equal(t, string(wantText), string(gotText), "mlir-opt reading ncc's bytecode, external resources included")
	mbc, stderr, ok := runMlir(dir, "--emit-bytecode", "in.mlir")
	require.True(t, ok, stderr)
	theirs, err := readBytecode("mlir.bc", mbc)
	require.NoError(t, err)
	assert.Equal(t, want.External, asm.ContextResources(theirs.Context()).External)
	assert.Equal(t, want.Dialect, asm.ContextResources(theirs.Context()).Dialect)
}
