package neff

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
)

// Unpack checks data as ReadArchive does and writes the archive's files
// under dir, as `neuron-packager unpack` does. Nothing is written unless
// the whole file passes the checks (header, hash, every entry safe, the
// limits). dir must not exist or be an empty folder; when it does not
// exist the files go to a temporary folder beside it that is renamed to
// dir once complete, so dir appears whole or not at all. Files are
// created through an os.Root, which refuses any path leaving dir.
func Unpack(data []byte, dir string, lim Limits) (*Archive, error) {
	a, err := ReadArchive(data, lim)
	if err != nil {
		return nil, fmt.Errorf("neff: %w", err)
	}
	st, err := os.Stat(dir)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		parent := filepath.Dir(filepath.Clean(dir))
		if err := os.MkdirAll(parent, 0o755); err != nil {
			return nil, err
		}
		tmp, err := os.MkdirTemp(parent, "."+filepath.Base(dir)+".tmp")
		if err != nil {
			return nil, err
		}
		if err := os.Chmod(tmp, 0o755); err != nil { // MkdirTemp made it 0700
			os.RemoveAll(tmp)
			return nil, err
		}
		if err := writeTree(a, tmp); err != nil {
			os.RemoveAll(tmp)
			return nil, err
		}
		if err := os.Rename(tmp, dir); err != nil {
			os.RemoveAll(tmp)
			return nil, err
		}
		return a, nil
	case err != nil:
		return nil, err
	case !st.IsDir():
		return nil, fmt.Errorf("%s exists and is not a folder", dir)
	}
	ents, err := os.ReadDir(dir)
	if err != nil {
		return nil, err
	}
	if len(ents) > 0 {
		return nil, fmt.Errorf("%s is not empty; unpack into a new or empty folder", dir)
	}
	return a, writeTree(a, dir)
}

func writeTree(a *Archive, dir string) error {
	root, err := os.OpenRoot(dir)
	if err != nil {
		return err
	}
	defer root.Close()
	for _, p := range a.Listing {
		if d, ok := strings.CutSuffix(p, "/"); ok {
			if err := root.MkdirAll(d, 0o755); err != nil {
				return err
			}
		}
	}
	for _, e := range a.Entries {
		if p := parent(e.Path); p != "" {
			if err := root.MkdirAll(p, 0o755); err != nil {
				return err
			}
		}
		f, err := root.OpenFile(e.Path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o644)
		if err != nil {
			return err
		}
		_, err = f.Write(e.Data)
		if cerr := f.Close(); err == nil {
			err = cerr
		}
		if err != nil {
			return err
		}
	}
	return nil
}

// ReadDir reads an unpacked NEFF folder (as Unpack writes it) into
// archive files, in path order, refusing symbolic links and anything but
// regular files and folders, names Read would refuse, and totals beyond
// lim. Decode turns the result into a File.
func ReadDir(dir string, lim Limits) ([]Entry, error) {
	root, err := os.OpenRoot(dir)
	if err != nil {
		return nil, err
	}
	defer root.Close()
	var out []Entry
	var total int64
	n := 0
	err = fs.WalkDir(root.FS(), ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if p == "." {
			return nil
		}
		if n++; n > lim.MaxEntries {
			return fmt.Errorf("more than %d entries (limit)", lim.MaxEntries)
		}
		if _, err := cleanEntryName(p); err != nil {
			return fmt.Errorf("%s: %v", p, err)
		}
		switch {
		case d.Type()&fs.ModeSymlink != 0:
			return fmt.Errorf("%s: symbolic links are not allowed", p)
		case d.IsDir():
			return nil
		case !d.Type().IsRegular():
			return fmt.Errorf("%s: only regular files and folders are allowed", p)
		}
		f, err := root.Open(p)
		if err != nil {
			return err
		}
		defer f.Close()
		data, err := io.ReadAll(io.LimitReader(f, lim.MaxExpanded-total+1))
		if err != nil {
			return err
		}
		total += int64(len(data))
		if total > lim.MaxExpanded {
			return fmt.Errorf("%s: the files exceed the size limit of %d bytes", p, lim.MaxExpanded)
		}
		if len(data) == 0 {
			data = nil
		}
		out = append(out, Entry{Path: p, Data: data})
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("neff: %w", err)
	}
	return out, nil
}

// Pack reads an unpacked NEFF folder and returns the File it holds, with
// the default build string: `ncc neff pack` writes it back.
func Pack(dir string, lim Limits) (*File, error) {
	entries, err := ReadDir(dir, lim)
	if err != nil {
		return nil, err
	}
	f, err := Decode(entries)
	if err != nil {
		return nil, fmt.Errorf("neff: %w", err)
	}
	return f, nil
}
