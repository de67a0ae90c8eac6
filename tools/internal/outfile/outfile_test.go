package outfile

import (
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"syscall"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// noTemps checks that dir holds no temporary file.
func noTemps(t *testing.T, dir string) {
	t.Helper()
	left, err := filepath.Glob(filepath.Join(dir, ".*.tmp*"))
	require.NoError(t, err)
	assert.Empty(t, left, "temporary files left behind")
}

func TestWriteFile(t *testing.T) {
	dir := t.TempDir()

	t.Run("regular file is replaced whole", func(t *testing.T) {
		p := filepath.Join(dir, "out.mlir")
		require.NoError(t, os.WriteFile(p, []byte("old contents"), 0o644))
		require.NoError(t, WriteFile(p, []byte("new"), 0o644))
		got, err := os.ReadFile(p)
		require.NoError(t, err)
		assert.Equal(t, "new", string(got))
		noTemps(t, dir)
	})

	t.Run("new file gets perm less the umask", func(t *testing.T) {
		old := syscall.Umask(0o022)
		defer syscall.Umask(old)
		p := filepath.Join(dir, "new.neff")
		require.NoError(t, WriteFile(p, []byte("x"), 0o666))
		fi, err := os.Stat(p)
		require.NoError(t, err)
		assert.Equal(t, fs.FileMode(0o644), fi.Mode().Perm())
	})

	t.Run("replaced file keeps its permissions", func(t *testing.T) {
		p := filepath.Join(dir, "script.sh")
		require.NoError(t, os.WriteFile(p, []byte("old"), 0o600))
		require.NoError(t, os.Chmod(p, 0o750))
		require.NoError(t, WriteFile(p, []byte("new"), 0o644))
		fi, err := os.Stat(p)
		require.NoError(t, err)
		assert.Equal(t, fs.FileMode(0o750), fi.Mode().Perm())
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
		require.NoError(t, WriteFile(p, []byte("through the pipe"), 0o644))
		assert.Equal(t, "through the pipe", <-got)
		fi, err := os.Stat(p)
		require.NoError(t, err)
		assert.Equal(t, os.ModeNamedPipe, fi.Mode().Type())
	})

	t.Run("null device stays a device", func(t *testing.T) {
		before, err := os.Stat(os.DevNull)
		require.NoError(t, err)
		if before.Mode()&os.ModeCharDevice == 0 {
			t.Skipf("%s is not a character device here", os.DevNull)
		}
		require.NoError(t, WriteFile(os.DevNull, []byte("discarded"), 0o644))
		w := New(os.DevNull)
		w.Write([]byte("streamed"))
		require.NoError(t, w.Commit())
		after, err := os.Stat(os.DevNull)
		require.NoError(t, err)
		assert.NotZero(t, after.Mode()&os.ModeCharDevice, "%s is no longer a character device", os.DevNull)
		assert.True(t, os.SameFile(before, after), "%s was replaced", os.DevNull)
	})

	t.Run("symbolic link is kept, its file replaced", func(t *testing.T) {
		target := filepath.Join(dir, "target.txt")
		link := filepath.Join(dir, "link.txt")
		require.NoError(t, os.WriteFile(target, []byte("old"), 0o644))
		require.NoError(t, os.Symlink("target.txt", link))
		require.NoError(t, WriteFile(link, []byte("new"), 0o644))
		fi, err := os.Lstat(link)
		require.NoError(t, err)
		assert.Equal(t, os.ModeSymlink, fi.Mode().Type())
		got, err := os.ReadFile(target)
		require.NoError(t, err)
		assert.Equal(t, "new", string(got))
		noTemps(t, dir)
	})

	t.Run("missing directory", func(t *testing.T) {
		missing := filepath.Join(dir, "missing")
		p := filepath.Join(missing, "out.mlir")
		err := WriteFile(p, []byte("x"), 0o644)
		require.Error(t, err)
		assert.Equal(t, "cannot write "+p+": no such file or directory", err.Error())
		assert.ErrorIs(t, err, fs.ErrNotExist)
		_, err = os.Lstat(missing)
		assert.ErrorIs(t, err, fs.ErrNotExist, "nothing is created")
		noTemps(t, dir)
	})

	t.Run("directory", func(t *testing.T) {
		p := filepath.Join(dir, "sub")
		require.NoError(t, os.Mkdir(p, 0o755))
		err := WriteFile(p, []byte("x"), 0o644)
		require.Error(t, err)
		assert.Contains(t, err.Error(), "cannot write "+p+": ")
		fi, err := os.Stat(p)
		require.NoError(t, err)
		assert.True(t, fi.IsDir())
	})
}

func TestWriter(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "out.mlir")
	require.NoError(t, os.WriteFile(p, []byte("old"), 0o644))

	w := New(p)
	w.Write([]byte("partial"))
	w.Abort()
	got, err := os.ReadFile(p)
	require.NoError(t, err)
	assert.Equal(t, "old", string(got), "an aborted write leaves the file alone")
	noTemps(t, dir)

	w = New(p)
	w.Abort() // before any Write: nothing to drop
	got, err = os.ReadFile(p)
	require.NoError(t, err)
	assert.Equal(t, "old", string(got))

	w = New(p)
	w.Write([]byte("new "))
	w.Write([]byte("contents"))
	require.NoError(t, w.Commit())
	got, err = os.ReadFile(p)
	require.NoError(t, err)
	assert.Equal(t, "new contents", string(got))

	empty := filepath.Join(dir, "empty.mlir")
	require.NoError(t, New(empty).Commit())
	got, err = os.ReadFile(empty)
	require.NoError(t, err)
	assert.Empty(t, got, "committing no output still creates the file")

	missing := filepath.Join(dir, "missing", "out.mlir")
	w = New(missing)
	n, err := w.Write([]byte("x"))
	assert.NoError(t, err, "write errors wait for Commit")
	assert.Equal(t, 1, n)
	err = w.Commit()
	require.Error(t, err)
	assert.Equal(t, "cannot write "+missing+": no such file or directory", err.Error())
	w.Abort() // after a failed Commit: harmless

	noTemps(t, dir)
}
