package profile

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/require"
)

func TestStartWritesBothProfiles(t *testing.T) {
	dir := t.TempDir()
	cpu, mem := filepath.Join(dir, "cpu.pprof"), filepath.Join(dir, "mem.pprof")
	stop, err := Start(cpu, mem)
	require.NoError(t, err)
	sink := make([][]byte, 0, 64)
	for range 64 {
		sink = append(sink, make([]byte, 1<<16))
	}
	require.NoError(t, stop())
	for _, p := range []string{cpu, mem} {
		st, err := os.Stat(p)
		require.NoError(t, err, p)
		require.Positive(t, st.Size(), p)
	}
	_ = sink
}

func TestStartWithoutPathsDoesNothing(t *testing.T) {
	stop, err := Start("", "")
	require.NoError(t, err)
	require.NoError(t, stop())
}

func TestStartReportsAnUnwritablePath(t *testing.T) {
	_, err := Start(filepath.Join(t.TempDir(), "no", "such", "dir", "cpu.pprof"), "")
	require.Error(t, err)
}
