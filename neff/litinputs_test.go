package neff

import (
	"compress/gzip"
	"flag"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

var update = flag.Bool("update", false, "rewrite lit/neff/Inputs from the generators below")

// litInputs are the NEFF files lit/neff's tests run the commands on, made
// here so that they stay tiny and their making is reviewable.
func litInputs(t *testing.T) map[string][]byte {
	tiny := marshalT(t, sample(1))
	hash := append([]byte(nil), tiny...)
	hash[len(hash)-30] ^= 0x01
	badDef, err := writeTarGz(edit(fileEntries(t, sample(1)), "sg00/SP.json", []byte(`{"dma": [{"id": 0, "queue": "nope"}]}`)), gzip.BestSpeed)
	require.NoError(t, err)
	return map[string][]byte{
		"tiny.neff":      tiny,
		"tiny-lnc2.neff": marshalT(t, sample(2)),
		"hash.neff":      hash,
		"truncated.neff": tiny[:len(tiny)-100],
		"dotdot.neff":    wrap(gz(rawTar(rawEntry("../evil", '0', []byte("x"), ""))), "x", 1, nil),
		"symlink.neff":   wrap(gz(rawTar(rawEntry("def.json", '2', nil, "/outside/secret"))), "x", 1, nil),
		"bomb.neff":      wrap(gz(rawTar(rawEntry("zeros", '0', make([]byte, 2<<20), ""))), "x", 1, nil),
		"bad-def.neff":   wrap(badDef, "tiny-1", 1, nil),
	}
}

// TestLitInputs checks that the checked-in inputs are what the generators
// make (byte for byte: Write is deterministic) and behave as the lit
// tests expect. Run with -update to rewrite them.
func TestLitInputs(t *testing.T) {
	dir := filepath.Join("..", "lit", "neff", "Inputs")
	for name, data := range litInputs(t) {
		path := filepath.Join(dir, name)
		if *update {
			require.NoError(t, os.MkdirAll(dir, 0o755))
			require.NoError(t, os.WriteFile(path, data, 0o644))
			continue
		}
		got, err := os.ReadFile(path)
		require.NoError(t, err, "run go test ./neff -run TestLitInputs -update")
		assert.Equal(t, data, got, "%s is stale: run go test ./neff -run TestLitInputs -update", path)
	}
}
