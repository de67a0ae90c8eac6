package neff

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"ncc/arch"
)

func TestUnpackPack(t *testing.T) {
	for lnc := 1; lnc <= 2; lnc++ {
		data := marshalT(t, sample(lnc))
		dir := filepath.Join(t.TempDir(), "out")
		a, err := Unpack(data, dir, DefaultLimits)
		require.NoError(t, err)
		for _, e := range a.Entries {
			got, err := os.ReadFile(filepath.Join(dir, e.Path))
			require.NoError(t, err)
			assert.Equal(t, len(e.Data), len(got), e.Path)
		}
		st, err := os.Stat(dir)
		require.NoError(t, err)
		assert.Equal(t, os.FileMode(0o755), st.Mode().Perm())
		// Packing what unpack wrote gives back the same bytes.
		f, err := Pack(dir, DefaultLimits)
		require.NoError(t, err)
		assert.Equal(t, data, marshalT(t, f))
		// No temporary folder is left beside dir.
		ents, err := os.ReadDir(filepath.Dir(dir))
		require.NoError(t, err)
		assert.Len(t, ents, 1)
	}
}

func TestUnpackRefuses(t *testing.T) {
	data := marshalT(t, sample(1))
	base := t.TempDir()

	nonEmpty := filepath.Join(base, "full")
	require.NoError(t, os.MkdirAll(nonEmpty, 0o755))
	require.NoError(t, os.WriteFile(filepath.Join(nonEmpty, "x"), nil, 0o644))
	_, err := Unpack(data, nonEmpty, DefaultLimits)
	assert.ErrorContains(t, err, "is not empty")

	file := filepath.Join(base, "file")
	require.NoError(t, os.WriteFile(file, nil, 0o644))
	_, err = Unpack(data, file, DefaultLimits)
	assert.ErrorContains(t, err, "exists and is not a folder")

	empty := filepath.Join(base, "empty")
	require.NoError(t, os.Mkdir(empty, 0o700))
	_, err = Unpack(data, empty, DefaultLimits)
	assert.NoError(t, err)

	// Hostile files: an error, and nothing written.
	for _, tc := range containerCases() {
		t.Run(tc.name, func(t *testing.T) {
			lim := DefaultLimits
			if tc.lim != nil {
				lim = *tc.lim
			}
			dir := filepath.Join(base, "h-"+tc.name)
			_, err := Unpack(tc.data(t), dir, lim)
			if strings.Contains(tc.want, "is missing") {
				// Sound containers whose contents are not a NEFF unpack.
				assert.NoError(t, err)
				return
			}
			require.Error(t, err)
			assert.Contains(t, err.Error(), tc.want)
			_, err = os.Stat(dir)
			assert.True(t, errors.Is(err, os.ErrNotExist), "%s was created", dir)
		})
	}
}

func TestPackRefuses(t *testing.T) {
	unpacked := func(t *testing.T) string {
		dir := filepath.Join(t.TempDir(), "u")
		_, err := Unpack(marshalT(t, sample(1)), dir, DefaultLimits)
		require.NoError(t, err)
		return dir
	}
	t.Run("symlink", func(t *testing.T) {
		dir := unpacked(t)
		require.NoError(t, os.Symlink("/outside/secret", filepath.Join(dir, "sg00", "link")))
		_, err := Pack(dir, DefaultLimits)
		assert.ErrorContains(t, err, "sg00/link: symbolic links are not allowed")
	})
	t.Run("symlinked-def", func(t *testing.T) {
		dir := unpacked(t)
		require.NoError(t, os.Remove(filepath.Join(dir, "def.json")))
		require.NoError(t, os.Symlink("/outside/secret", filepath.Join(dir, "def.json")))
		_, err := Pack(dir, DefaultLimits)
		assert.ErrorContains(t, err, "def.json: symbolic links are not allowed")
	})
	t.Run("bad-name", func(t *testing.T) {
		dir := unpacked(t)
		require.NoError(t, os.WriteFile(filepath.Join(dir, "a b"), nil, 0o644))
		_, err := Pack(dir, DefaultLimits)
		assert.ErrorContains(t, err, `a b: byte ' ' is not allowed`)
	})
	t.Run("too-big", func(t *testing.T) {
		_, err := Pack(unpacked(t), Limits{MaxExpanded: 100, MaxEntries: 100})
		assert.ErrorContains(t, err, "exceed the size limit of 100 bytes")
	})
	t.Run("too-many", func(t *testing.T) {
		_, err := Pack(unpacked(t), Limits{MaxExpanded: 1 << 20, MaxEntries: 3})
		assert.ErrorContains(t, err, "more than 3 entries")
	})
	t.Run("contents", func(t *testing.T) {
		dir := unpacked(t)
		require.NoError(t, os.WriteFile(filepath.Join(dir, "sg00", "PE.bin"), []byte("x"), 0o644))
		_, err := Pack(dir, DefaultLimits)
		assert.ErrorContains(t, err, "sg00/PE.bin: 1 bytes is not a whole number of 64-byte instructions")
	})
}

func TestInspect(t *testing.T) {
	var out bytes.Buffer
	require.NoError(t, Inspect(&out, marshalT(t, sample(2)), DefaultLimits))
	s := out.String()
	for _, want := range []string{
		"  pkg_version          1\n",
		"  name                 \"tiny-2\"\n",
		"(derived from the hash)",
		"  lnc_size             2\n",
		"archive: 29 entries,",
		"  sg01/PE.bin                   192\n",
		"target: trn2\n",
		"  2   w        file          float32   [4x2]  32      -      sg00/w.npy\n",
		"sg01:\n",
		"  pe      3             0\n",
		"  activation function sets: exp_and_others (15 bytes)\n",
	} {
		assert.Contains(t, s, want)
	}

	// A sound container with broken contents: header and entries, then the error.
	es := edit(fileEntries(t, sample(1)), "sg00/PE.bin", make([]byte, 65))
	out.Reset()
	err := Inspect(&out, packEntries(t, es, "tiny-1", 1), DefaultLimits)
	assert.ErrorContains(t, err, "sg00/PE.bin: 65 bytes")
	assert.Contains(t, out.String(), "  sg00/PE.bin")
	assert.NotContains(t, out.String(), "target:")

	out.Reset()
	assert.ErrorContains(t, Inspect(&out, []byte("short"), DefaultLimits), "header: truncated")
	assert.Zero(t, out.Len())
}

func TestDisasm(t *testing.T) {
	f := sample(1)
	var out bytes.Buffer
	require.NoError(t, Disasm(&out, f, nil))
	s := out.String()
	assert.Contains(t, s, "sg00 pe: 2 words\n")
	assert.Contains(t, s, "sg00 dve: 0 words\n")
	w, _, _ := HexWords(arch.SP, f.Subgraphs[0].Streams[arch.SP].Instr[64:128])
	assert.Contains(t, s, "      1  0x0040  "+w+"\n")
	assert.Len(t, strings.Fields(w), 8)
	assert.Equal(t, 2+1+3+5, strings.Count(s, "\n"))

	// A plugged-in disassembler, and one that fails on a word.
	out.Reset()
	d := func(e arch.Engine, code []byte) (string, int, error) {
		if e == arch.SP {
			return "", 0, errors.New("unknown opcode")
		}
		return e.String() + ".nop", InstrSize, nil
	}
	require.NoError(t, Disasm(&out, f, d))
	assert.Contains(t, out.String(), "      0  0x0000  pe.nop\n")
	assert.Contains(t, out.String(), "; cannot disassemble: unknown opcode\n")
}
