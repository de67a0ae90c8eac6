package main

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestNeffCommands runs the `ncc neff` group in-process on lit/neff's
// inputs (made by neff/litinputs_test.go).
func TestNeffCommands(t *testing.T) {
	in := func(name string) string { return filepath.Join("..", "..", "lit", "neff", "Inputs", name) }
	tmp := t.TempDir()
	for _, tc := range []struct {
		name     string
		args     []string
		code     int
		stdout   string
		stderr   string
		notExist string
	}{
		{"inspect", []string{"neff", "inspect", in("tiny.neff")}, 0, "  lnc_size             1\n", "", ""},
		{"inspect-lnc2", []string{"neff", "inspect", in("tiny-lnc2.neff")}, 0, "sg01:\n", "", ""},
		{"inspect-bad-def", []string{"neff", "inspect", in("bad-def.neff")}, 1, "archive: 16 entries", `bad-def.neff: error: sg00/SP.json: dma[0]: queue "nope"`, ""},
		{"inspect-missing", []string{"neff", "inspect", in("missing.neff")}, 1, "", "ncc: error: cannot open input file", ""},
		{"disasm", []string{"neff", "disasm", in("tiny.neff")}, 0, "sg00 sp: 3 words\n", "", ""},
		{"disasm-hash", []string{"neff", "disasm", in("hash.neff")}, 1, "", "hash.neff: error: header: hash (offset 172)", ""},
		{"unpack", []string{"neff", "unpack", in("tiny.neff"), filepath.Join(tmp, "a", "b")}, 0, "unpacked 14 files", "", ""},
		{"unpack-dotdot", []string{"neff", "unpack", in("dotdot.neff"), filepath.Join(tmp, "dd")}, 1, "", `".." path component`, filepath.Join(tmp, "dd")},
		{"unpack-bomb", []string{"neff", "unpack", "-max-expanded=1000", in("bomb.neff"), filepath.Join(tmp, "bomb")}, 1, "", "exceeds the expanded size limit of 1000 bytes", filepath.Join(tmp, "bomb")},
		{"pack", []string{"neff", "pack", filepath.Join(tmp, "a", "b"), filepath.Join(tmp, "re.neff")}, 0, "", "", ""},
		{"pack-missing", []string{"neff", "pack", filepath.Join(tmp, "nope"), filepath.Join(tmp, "x.neff")}, 1, "", "nope: error:", filepath.Join(tmp, "x.neff")},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var stdout, stderr bytes.Buffer
			code := run(tc.args, nil, &stdout, &stderr)
			assert.Equal(t, tc.code, code, stderr.String())
			assert.Contains(t, stdout.String(), tc.stdout)
			assert.Contains(t, stderr.String(), tc.stderr)
			if tc.notExist != "" {
				_, err := os.Stat(tc.notExist)
				assert.True(t, os.IsNotExist(err), "%s exists", tc.notExist)
			}
		})
	}
	// unpack then pack gives back the same bytes.
	orig, err := os.ReadFile(in("tiny.neff"))
	require.NoError(t, err)
	re, err := os.ReadFile(filepath.Join(tmp, "re.neff"))
	require.NoError(t, err)
	assert.Equal(t, orig, re)
}
