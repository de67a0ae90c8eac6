package outfile

import (
	"bufio"
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
)

// WriteFile writes data to path whole or not at all (see the package
// comment); a new file gets perm less the umask, as with os.WriteFile.
func WriteFile(path string, data []byte, perm os.FileMode) error {
	w := &Writer{path: path, perm: perm}
	w.Write(data)
	return w.Commit()
}

// Writer writes a file whole or not at all: writes go to a temporary file
// in the same directory, created on the first Write, which Commit renames
// over the path and Abort removes. Streaming output to it spares holding
// it all in memory. A path that exists and is not a regular file is
// written in place (see the package comment).
type Writer struct {
	path string      // the path as given, for messages
	perm os.FileMode // for a new file, before the umask
	f    *os.File
	tmp  string // the temporary file; "" when writing in place
	dst  string // what Commit renames tmp to: path, symbolic links resolved
	buf  *bufio.Writer
	err  error // the first failure, reported by Commit
}

// New returns a writer for path, whose file, if new, gets os.Create's
// permissions (0666 less the umask). Nothing is created before the first
// Write or Commit.
func New(path string) *Writer { return &Writer{path: path, perm: 0o666} }

// fail records err, reworded to name the path rather than the temporary
// file, unless an earlier failure is recorded already.
func (w *Writer) fail(err error) {
	if w.err != nil || err == nil {
		return
	}
	var pe *os.PathError
	var le *os.LinkError
	switch {
	case errors.As(err, &pe):
		err = pe.Err
	case errors.As(err, &le):
		err = le.Err
	}
	w.err = fmt.Errorf("cannot write %s: %w", w.path, err)
}

func (w *Writer) open() {
	fi, err := os.Stat(w.path)
	if err == nil && !fi.Mode().IsRegular() {
		// A device, pipe, terminal or socket: write it in place.
		f, err := os.OpenFile(w.path, os.O_WRONLY, 0)
		if err != nil {
			w.fail(err)
			return
		}
		w.f = f
		w.buf = bufio.NewWriterSize(f, 256<<10)
		return
	}
	w.dst = w.path
	if lfi, lerr := os.Lstat(w.path); lerr == nil && lfi.Mode()&os.ModeSymlink != 0 {
		// Replace the file the link names, not the link.
		if w.dst, err = filepath.EvalSymlinks(w.path); err != nil {
			w.fail(err)
			return
		}
	}
	f, err := createTemp(w.dst, w.perm)
	if err != nil {
		w.fail(err)
		return
	}
	w.f, w.tmp = f, f.Name()
	w.buf = bufio.NewWriterSize(f, 256<<10)
	if fi != nil && fi.Mode().IsRegular() {
		// Keep the permissions of the file being replaced.
		w.fail(f.Chmod(fi.Mode().Perm()))
	}
}

// createTemp creates a new file beside path, named after it, with perm
// less the umask (os.CreateTemp would make it 0600 whatever the umask).
func createTemp(path string, perm os.FileMode) (*os.File, error) {
	prefix := filepath.Join(filepath.Dir(path), "."+filepath.Base(path)+".tmp")
	for try := 0; ; try++ {
		f, err := os.OpenFile(prefix+strconv.FormatUint(uint64(rand.Uint32()), 10), os.O_RDWR|os.O_CREATE|os.O_EXCL, perm)
		if errors.Is(err, os.ErrExist) && try < 10000 {
			continue
		}
		return f, err
	}
}

// Write buffers b for the file. It always reports success: errors are
// kept for Commit, so a Writer can be handed to code that prints
// diagnostics before its output.
func (w *Writer) Write(b []byte) (int, error) {
	if w.f == nil && w.err == nil {
		w.open()
	}
	if w.err == nil {
		_, err := w.buf.Write(b)
		w.fail(err)
	}
	return len(b), nil
}

// Commit completes the file: everything written replaces path at once. An
// empty output still creates (or empties) the file. After a failure path
// is as it was and no temporary file is left.
func (w *Writer) Commit() error {
	if w.f == nil && w.err == nil {
		w.open()
	}
	if w.f == nil {
		return w.err
	}
	if w.err == nil {
		w.fail(w.buf.Flush())
	}
	w.fail(w.f.Close())
	w.f = nil
	if w.tmp == "" {
		return w.err
	}
	if w.err == nil {
		w.fail(os.Rename(w.tmp, w.dst))
	}
	if w.err != nil {
		os.Remove(w.tmp)
	}
	w.tmp = ""
	return w.err
}

// Abort drops what was written, leaving path untouched. A device or pipe
// written in place has already received what was flushed to it.
func (w *Writer) Abort() {
	if w.f == nil {
		return
	}
	w.f.Close()
	w.f = nil
	if w.tmp != "" {
		os.Remove(w.tmp)
		w.tmp = ""
	}
}
