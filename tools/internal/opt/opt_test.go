package opt

import (
	"io"
	"os"
	"path/filepath"
	"syscall"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestWriteFileAtomic(t *testing.T) {
	dir := t.TempDir()

	t.Run("regular file is replaced whole", func(t *testing.T) {
		p := filepath.Join(dir, "out.mlir")
		require.NoError(t, os.WriteFile(p, []byte("old contents"), 0o644))
		require.NoError(t, WriteFileAtomic(p, []byte("new")))
		got, err := os.ReadFile(p)
		require.NoError(t, err)
		assert.Equal(t, "new", string(got))
		left, err := filepath.Glob(filepath.Join(dir, ".out.mlir.tmp*"))
		require.NoError(t, err)
		assert.Empty(t, left, "temporary files left behind")
	})

	// A device or pipe (as /dev/null) must be written through, never
	// renamed over: that would turn it into a plain file.
	t.Run("fifo stays a fifo", func(t *testing.T) {
		p := filepath.Join(dir, "pipe")
		require.NoError(t, syscall.Mkfifo(p, 0o600))
		got := make(chan string, 1)
		go func() {
			f, err := os.Open(p)
			if err != nil {
				got <- "open: " + err.Error()
				return
			}
			defer f.Close()
			b, _ := io.ReadAll(f)
			got <- string(b)
		}()
		require.NoError(t, WriteFileAtomic(p, []byte("through the pipe")))
		assert.Equal(t, "through the pipe", <-got)
		fi, err := os.Stat(p)
		require.NoError(t, err)
		assert.Equal(t, os.ModeNamedPipe, fi.Mode().Type())
	})
}

func TestAtomicWriter(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "out.mlir")
	require.NoError(t, os.WriteFile(p, []byte("old"), 0o644))

	w := NewAtomicWriter(p)
	w.Write([]byte("partial"))
	w.Abort()
	got, err := os.ReadFile(p)
	require.NoError(t, err)
	assert.Equal(t, "old", string(got), "an aborted write leaves the file alone")

	w = NewAtomicWriter(p)
	w.Write([]byte("new "))
	w.Write([]byte("contents"))
	require.NoError(t, w.Commit())
	got, err = os.ReadFile(p)
	require.NoError(t, err)
	assert.Equal(t, "new contents", string(got))

	empty := filepath.Join(dir, "empty.mlir")
	require.NoError(t, NewAtomicWriter(empty).Commit())
	got, err = os.ReadFile(empty)
	require.NoError(t, err)
	assert.Empty(t, got, "committing no output still creates the file")

	w = NewAtomicWriter(filepath.Join(dir, "missing", "out.mlir"))
	n, err := w.Write([]byte("x"))
	assert.NoError(t, err, "write errors wait for Commit")
	assert.Equal(t, 1, n)
	assert.Error(t, w.Commit())

	left, err := filepath.Glob(filepath.Join(dir, ".*.tmp*"))
	require.NoError(t, err)
	assert.Empty(t, left, "temporary files left behind")
}
