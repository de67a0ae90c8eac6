package main

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// TestReferencesAreCurrent fails when an op definition changed without
// regenerating docs/dialects (go generate ./dialects).
func TestReferencesAreCurrent(t *testing.T) {
	require.NoError(t, run("../../docs/dialects", true))
}

func TestEveryDialectHasAReference(t *testing.T) {
	refs, err := references()
	require.NoError(t, err)
	for _, name := range []string{"builtin.md", "func.md", "arith.md", "cf.md", "README.md"} {
		require.Contains(t, refs, name)
		require.Contains(t, string(refs[name]), "DO NOT EDIT")
	}
}
