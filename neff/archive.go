package neff

import (
	"archive/tar"
	"bytes"
	"compress/gzip"
	"errors"
	"fmt"
	"io"
	"sort"
	"strings"
	"time"
)

// Limits bound what reading a NEFF may expand to, so that a small hostile
// file (a decompression bomb, a tar header claiming a huge entry) is
// refused rather than exhausting memory.
type Limits struct {
	// MaxExpanded bounds the decompressed tar stream, in bytes.
	MaxExpanded int64
	// MaxEntries bounds the number of archive entries (files and folders).
	MaxEntries int
}

// DefaultLimits are the limits Read applies: 4 GiB expanded, 65536 entries.
var DefaultLimits = Limits{MaxExpanded: 4 << 30, MaxEntries: 1 << 16}

// Archive is a NEFF's container level: the header and the archive's files
// in archive order, every entry already checked to be safe to unpack.
type Archive struct {
	Header Header
	// Entries are the regular files in archive order.
	Entries []Entry
	// Listing is every entry's path in archive order, folders with a
	// trailing slash.
	Listing []string
	// Expanded is the size of the decompressed tar stream.
	Expanded int64
}

// ReadArchive checks a NEFF's header, hash and archive and returns its
// files, without interpreting them. It refuses truncated and corrupted
// files, sizes that lie, absolute or `..` paths, links and other
// non-regular entries, duplicate entries, and archives expanding beyond
// lim. Errors say where: a header field and its offset, or an entry.
func ReadArchive(data []byte, lim Limits) (*Archive, error) {
	h, err := decodeHeader(data)
	if err != nil {
		return nil, err
	}
	if err := h.check(len(data)); err != nil {
		return nil, err
	}
	payload := data[HeaderSize:]
	if err := h.checkHash(payload); err != nil {
		return nil, err
	}
	a, err := readTarGz(payload, lim)
	if err != nil {
		return nil, err
	}
	a.Header = h
	return a, nil
}

// countingReader counts bytes and refuses to read past a limit.
type countingReader struct {
	r     io.Reader
	n     int64
	limit int64
}

var errTooBig = errors.New("expanded size limit")

func (c *countingReader) Read(p []byte) (int, error) {
	if c.n >= c.limit {
		// Probe one byte: a stream ending exactly at the limit is fine.
		var one [1]byte
		for range 16 {
			n, err := c.r.Read(one[:])
			if n > 0 {
				return 0, errTooBig
			}
			if err != nil {
				return 0, err
			}
		}
		return 0, io.ErrNoProgress
	}
	if int64(len(p)) > c.limit-c.n {
		p = p[:c.limit-c.n]
	}
	n, err := c.r.Read(p)
	c.n += int64(n)
	return n, err
}

// readTarGz decompresses and walks the payload.
func readTarGz(payload []byte, lim Limits) (*Archive, error) {
	if len(payload) < 2 || payload[0] != 0x1f || payload[1] != 0x8b {
		return nil, fmt.Errorf("payload (offset %d): not gzip data (want bytes 1f 8b)", HeaderSize)
	}
	zr, err := gzip.NewReader(bytes.NewReader(payload))
	if err != nil {
		return nil, fmt.Errorf("payload: gzip: %v", err)
	}
	zr.Multistream(false)
	cr := &countingReader{r: zr, limit: lim.MaxExpanded}
	tr := tar.NewReader(cr)
	a := &Archive{}
	seen := map[string]bool{} // files and folders, without trailing slash
	isDir := map[string]bool{}
	fail := func(format string, args ...any) (*Archive, error) {
		return nil, fmt.Errorf("archive: "+format, args...)
	}
	for n := 0; ; n++ {
		hdr, err := tr.Next()
		if err == io.EOF {
			break
		}
		if err != nil {
			return fail("entry %d: %v", n+1, tarErr(err, cr, lim))
		}
		if n >= lim.MaxEntries {
			return fail("more than %d entries (limit)", lim.MaxEntries)
		}
		name, err := cleanEntryName(hdr.Name)
		if err != nil {
			return fail("entry %q: %v", hdr.Name, err)
		}
		switch hdr.Typeflag {
		case tar.TypeReg, tar.TypeDir:
		case tar.TypeSymlink, tar.TypeLink:
			return fail("entry %q: links are not allowed (%s to %q)", hdr.Name, typeName(hdr.Typeflag), hdr.Linkname)
		default:
			return fail("entry %q: %s entries are not allowed (regular files and folders only)", hdr.Name, typeName(hdr.Typeflag))
		}
		for k := range hdr.PAXRecords {
			if strings.HasPrefix(k, "GNU.sparse.") {
				return fail("entry %q: sparse files are not allowed", hdr.Name)
			}
		}
		if seen[name] {
			return fail("entry %q: duplicate entry", hdr.Name)
		}
		// Every parent must be a folder, never a file.
		for p := parent(name); p != ""; p = parent(p) {
			if seen[p] && !isDir[p] {
				return fail("entry %q: its parent %q is a file", hdr.Name, p)
			}
		}
		seen[name] = true
		if hdr.Typeflag == tar.TypeDir {
			if hdr.Size != 0 {
				return fail("folder entry %q has size %d", hdr.Name, hdr.Size)
			}
			isDir[name] = true
			a.Listing = append(a.Listing, name+"/")
			continue
		}
		// A file below an earlier file's name would have failed above; a
		// folder named like an earlier file fails as a duplicate.
		if hdr.Size < 0 || hdr.Size > lim.MaxExpanded-cr.n {
			return fail("entry %q: size %d exceeds the expanded size limit of %d bytes", hdr.Name, hdr.Size, lim.MaxExpanded)
		}
		var buf bytes.Buffer
		buf.Grow(int(min(hdr.Size, 1<<20)))
		got, err := io.Copy(&buf, tr)
		if err != nil {
			return fail("entry %q: %v", hdr.Name, tarErr(err, cr, lim))
		}
		if got != hdr.Size {
			return fail("entry %q: header says %d bytes, data holds %d", hdr.Name, hdr.Size, got)
		}
		var data []byte // nil when empty, so that read files compare equal to built ones
		if got > 0 {
			data = buf.Bytes()
		}
		a.Entries = append(a.Entries, Entry{Path: name, Data: data})
		a.Listing = append(a.Listing, name)
	}
	// Drain what follows the end-of-archive marker (padding) so that the
	// gzip checksum is verified and a bomb hidden after the tar is caught.
	if _, err := io.Copy(io.Discard, cr); err != nil {
		return fail("after the last entry: %v", tarErr(err, cr, lim))
	}
	if err := zr.Close(); err != nil {
		return fail("gzip: %v", err)
	}
	a.Expanded = cr.n
	return a, nil
}

// tarErr turns the errors of reading through the gzip and limit layers
// into messages saying which happened.
func tarErr(err error, cr *countingReader, lim Limits) error {
	switch {
	case errors.Is(err, errTooBig):
		return fmt.Errorf("the archive expands beyond the limit of %d bytes (a decompression bomb?)", lim.MaxExpanded)
	case errors.Is(err, io.ErrUnexpectedEOF):
		return fmt.Errorf("truncated archive after %d expanded bytes", cr.n)
	case errors.Is(err, gzip.ErrChecksum):
		return fmt.Errorf("%v (the compressed data is corrupted)", err)
	}
	return err
}

func typeName(t byte) string {
	switch t {
	case tar.TypeSymlink:
		return "symlink"
	case tar.TypeLink:
		return "hard link"
	case tar.TypeChar:
		return "character device"
	case tar.TypeBlock:
		return "block device"
	case tar.TypeFifo:
		return "fifo"
	case tar.TypeGNUSparse:
		return "sparse file"
	case tar.TypeCont:
		return "contiguous file"
	}
	return fmt.Sprintf("type %q", t)
}

func parent(name string) string {
	i := strings.LastIndexByte(name, '/')
	if i < 0 {
		return ""
	}
	return name[:i]
}

// cleanEntryName checks an archive path and returns it without a leading
// "./" or a folder's trailing "/". A safe name is relative, has no empty,
// "." or ".." component, and uses only letters, digits and "._+-" in its
// components (ours: every name ncc writes fits, and nothing that does can
// escape a folder or mean different things on different systems).
func cleanEntryName(name string) (string, error) {
	n := strings.TrimPrefix(name, "./")
	n = strings.TrimSuffix(n, "/")
	switch {
	case n == "":
		return "", errors.New("empty path")
	case strings.HasPrefix(n, "/"):
		return "", errors.New("absolute path")
	case len(n) > 255:
		return "", fmt.Errorf("path longer than 255 bytes")
	}
	for _, c := range strings.Split(n, "/") {
		if err := checkComponent(c); err != nil {
			return "", err
		}
	}
	return n, nil
}

func checkComponent(c string) error {
	switch c {
	case "":
		return errors.New("empty path component")
	case ".", "..":
		return fmt.Errorf("%q path component", c)
	}
	for i := 0; i < len(c); i++ {
		b := c[i]
		if !(b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z' || b >= '0' && b <= '9' || b == '.' || b == '_' || b == '-' || b == '+') {
			return fmt.Errorf("byte %q is not allowed in a path (letters, digits and ._+- only)", b)
		}
	}
	return nil
}

// writeTarGz writes entries as a deterministic gzip-compressed tar: USTAR
// headers with time 0, modes 0644 and 0755, no owner, folders created
// before their contents, gzip with no name and time 0. Write uses
// gzip.BestSpeed: constants (weights) barely compress and dominate the
// size, so speed matters more than the last percent.
func writeTarGz(entries []Entry, level int) ([]byte, error) {
	var out bytes.Buffer
	zw, err := gzip.NewWriterLevel(&out, level)
	if err != nil {
		return nil, err
	}
	zw.Header = gzip.Header{OS: 255}
	tw := tar.NewWriter(zw)
	dirs := map[string]bool{}
	epoch := time.Unix(0, 0)
	for _, e := range entries {
		var need []string
		for p := parent(e.Path); p != "" && !dirs[p]; p = parent(p) {
			need = append(need, p)
		}
		sort.Strings(need) // parents before children
		for _, d := range need {
			dirs[d] = true
			if err := tw.WriteHeader(&tar.Header{Typeflag: tar.TypeDir, Name: d + "/", Mode: 0o755, ModTime: epoch, Format: tar.FormatUSTAR}); err != nil {
				return nil, fmt.Errorf("folder %q: %v", d, err)
			}
		}
		hdr := &tar.Header{Typeflag: tar.TypeReg, Name: e.Path, Size: int64(len(e.Data)), Mode: 0o644, ModTime: epoch, Format: tar.FormatUSTAR}
		if err := tw.WriteHeader(hdr); err != nil {
			return nil, fmt.Errorf("entry %q: %v", e.Path, err)
		}
		if _, err := tw.Write(e.Data); err != nil {
			return nil, err
		}
	}
	if err := tw.Close(); err != nil {
		return nil, err
	}
	if err := zw.Close(); err != nil {
		return nil, err
	}
	return out.Bytes(), nil
}
