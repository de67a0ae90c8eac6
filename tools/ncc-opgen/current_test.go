package main

import (
	"flag"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/require"

	"ncc/tools/ncc-opgen/internal/synth"
)

var update = flag.Bool("update", false, "rewrite internal/synth/ops_gen.go")

// generated lists the committed generated files: dialect name and folder.
var generated = []struct{ dialect, dir string }{
	{"builtin", "../../dialects/builtin"},
	{"func", "../../dialects/func"},
	{"arith", "../../dialects/arith"},
	{"cf", "../../dialects/cf"},
	{"tensor", "../../dialects/tensor"},
	{"scf", "../../dialects/scf"},
	{"tonga", "../../dialects/tonga"},
}

// TestGeneratedFilesAreCurrent fails when an op definition changed without
// regenerating its dialect's ops_gen.go (go generate ./dialects/...).
func TestGeneratedFilesAreCurrent(t *testing.T) {
	for _, g := range generated {
		t.Run(g.dialect, func(t *testing.T) {
			out := filepath.Join(g.dir, "ops_gen.go")
			require.NoError(t, run(g.dialect, out, true))
			// The same bytes as a fresh rendering, whatever the old file held.
			src, err := render(g.dialect, out)
			require.NoError(t, err)
			old, err := os.ReadFile(out)
			require.NoError(t, err)
			require.Equal(t, string(src), string(old))
		})
	}
}

// TestSynthIsCurrent keeps internal/synth's generated file, whose tests run
// the accessors, in step with the generator.
func TestSynthIsCurrent(t *testing.T) {
	const out = "internal/synth/ops_gen.go"
	pkg, err := scanPackage("internal/synth", "ops_gen.go")
	require.NoError(t, err)
	src, err := generate(synth.Dialect, pkg)
	require.NoError(t, err)
	if *update {
		require.NoError(t, os.WriteFile(out, src, 0o644))
	}
	old, err := os.ReadFile(out)
	require.NoError(t, err, "run go test ./tools/ncc-opgen -run Synth -update")
	require.Equal(t, string(src), string(old), "run go test ./tools/ncc-opgen -run Synth -update")
}

// TestDeterministic renders every dialect twice: the same bytes each time
// (map iteration in the generator must not leak into the output).
func TestDeterministic(t *testing.T) {
	for _, g := range generated {
		a, err := render(g.dialect, filepath.Join(g.dir, "ops_gen.go"))
		require.NoError(t, err)
		for range 3 {
			b, err := render(g.dialect, filepath.Join(g.dir, "ops_gen.go"))
			require.NoError(t, err)
			require.Equal(t, a, b, g.dialect)
		}
	}
}
