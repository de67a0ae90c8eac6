package main

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestRunWritesChecksAndRefuses(t *testing.T) {
	dir := t.TempDir()
	require.NoError(t, os.WriteFile(filepath.Join(dir, "cf.go"), []byte("package cf\n"), 0o644))
	out := filepath.Join(dir, "ops_gen.go")

	require.ErrorContains(t, run("cf", out, true), "is out of date", "nothing written yet")
	require.NoError(t, run("cf", out, false))
	require.NoError(t, run("cf", out, true))
	good, err := os.ReadFile(out)
	require.NoError(t, err)
	assert.Contains(t, string(good), "func AsCondBrOp(")

	require.NoError(t, os.WriteFile(out, append(good, "// edited\n"...), 0o644))
	require.ErrorContains(t, run("cf", out, true), out+" is out of date")

	// A hand-written BrOp: the run fails at that declaration and the old
	// output stays as it was.
	require.NoError(t, os.WriteFile(filepath.Join(dir, "br.go"), []byte("package cf\n\ntype BrOp int\n"), 0o644))
	err = run("cf", out, false)
	require.EqualError(t, err, filepath.Join(dir, "br.go")+":3:6: error: BrOp, generated for cf.br, is already declared here")
	now, rerr := os.ReadFile(out)
	require.NoError(t, rerr)
	assert.Equal(t, append(good, "// edited\n"...), now)

	entries, err := os.ReadDir(dir)
	require.NoError(t, err)
	assert.Len(t, entries, 3, "no temporary file left behind")
}

func TestRunBadArguments(t *testing.T) {
	require.EqualError(t, run("", "ops_gen.go", false), "-dialect is required")
	require.ErrorContains(t, run("nosuch", "ops_gen.go", false), `no dialect "nosuch" (have [builtin func arith cf`)
}
