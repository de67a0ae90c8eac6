package jaxexport_test

import (
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"ncc/internal/jaxexport"
)

var update = flag.Bool("update", false, "rewrite lit/jax-export/Inputs from the data files")

// litInputs are the artifacts lit/jax-export runs, by data file and entry.
var litInputs = map[string][]string{
	"annotate_data_placement.py":   {"annotate_data_placement.data_2025_04_07_tpu.gspmd"},
	"cpu_cholesky_lapack_potrf.py": {"cpu_cholesky_lapack_potrf.data_2024_05_31.f32"},
	"tpu_Sharding.py":              {"tpu_Sharding.data_2025_06_30.gspmd"},
}

const litDir = "../../lit/jax-export/Inputs"

// TestLitInputs checks that each lit input, <entry>.mlir and
// <entry>.mlir.bc, is its entry's mlir_module_text and
// mlir_module_serialized byte for byte (-update writes them).
func TestLitInputs(t *testing.T) {
	n := 0
	for file, names := range litInputs {
		es, err := jaxexport.ReadFile(filepath.Join(dataDir, file))
		require.NoError(t, err)
		for _, name := range names {
			var e *jaxexport.Entry
			for _, x := range es {
				if x.Name == name {
					e = x
				}
			}
			require.NotNil(t, e, "no entry %s in %s", name, file)
			for suffix, want := range map[string][]byte{".mlir": []byte(e.MLIRText), ".mlir.bc": e.Serialized} {
				path := filepath.Join(litDir, name+suffix)
				if *update {
					require.NoError(t, os.WriteFile(path, want, 0o644))
				}
				got, err := os.ReadFile(path)
				require.NoError(t, err, "run go test -run TestLitInputs -update")
				assert.Equal(t, want, got, "%s is not %s's; run go test -run TestLitInputs -update", path, name)
				n++
			}
		}
	}
	files, err := filepath.Glob(filepath.Join(litDir, "*"))
	require.NoError(t, err)
	for _, f := range files {
		if !strings.HasSuffix(f, ".mlir") && !strings.HasSuffix(f, ".mlir.bc") {
			continue
		}
		assert.True(t, isLitInput(filepath.Base(f)), "%s is no artifact's: remove it or list it in litInputs", f)
	}
	assert.Equal(t, 6, n)
}

func isLitInput(base string) bool {
	for _, names := range litInputs {
		for _, n := range names {
			if base == n+".mlir" || base == n+".mlir.bc" {
				return true
			}
		}
	}
	return false
}
