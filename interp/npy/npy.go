// Package npy reads and writes NumPy .npy files (format version 1.0, and
// 2.0/3.0 on reading): a magic string, a Python-literal header giving the
// dtype, memory order and shape, then the raw array bytes.
//
// Arrays travel as raw bytes with their dtype descriptor ("<f4", "|b1",
// ...); converting to typed values is the caller's business. Read accepts
// untrusted input: every malformed file yields an error, never a panic.
package npy

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
)

// Array is one .npy file's contents.
type Array struct {
	Descr   string  // NumPy dtype string, e.g. "<f4", "|u1", "<c16"
	Fortran bool    // column-major data
	Shape   []int64 // () for a scalar
	Data    []byte
}

const magic = "\x93NUMPY"

// maxData bounds what Read allocates, so a lying header cannot exhaust memory.
const maxData = 1 << 32

// ItemSize returns the element size in bytes that descr names.
func ItemSize(descr string) (int, error) {
	if len(descr) < 3 || !strings.ContainsRune("<>|=", rune(descr[0])) {
		return 0, fmt.Errorf("unsupported dtype %q", descr)
	}
	if !strings.ContainsRune("biufcV", rune(descr[1])) {
		return 0, fmt.Errorf("unsupported dtype %q", descr)
	}
	n, err := strconv.Atoi(descr[2:])
	if err != nil || n <= 0 || n > 64 {
		return 0, fmt.Errorf("unsupported dtype %q", descr)
	}
	return n, nil
}

// Write writes a as a version 1.0 file, header padded to 64 bytes.
func Write(w io.Writer, a *Array) error {
	n := int64(1)
	for _, d := range a.Shape {
		if d < 0 {
			return fmt.Errorf("negative dimension %d", d)
		}
		n *= d
	}
	size, err := ItemSize(a.Descr)
	if err != nil {
		return err
	}
	if int64(len(a.Data)) != n*int64(size) {
		return fmt.Errorf("data holds %d bytes, shape and dtype need %d", len(a.Data), n*int64(size))
	}
	var h strings.Builder
	h.WriteString("{'descr': '" + a.Descr + "', 'fortran_order': ")
	if a.Fortran {
		h.WriteString("True")
	} else {
		h.WriteString("False")
	}
	h.WriteString(", 'shape': (")
	for i, d := range a.Shape {
		if i > 0 {
			h.WriteString(", ")
		}
		h.WriteString(strconv.FormatInt(d, 10))
	}
	if len(a.Shape) == 1 {
		h.WriteString(",")
	}
	h.WriteString("), }")
	hdr := h.String()
	total := len(magic) + 2 + 2 + len(hdr) + 1
	pad := (64 - total%64) % 64
	hdr += strings.Repeat(" ", pad) + "\n"
	if len(hdr) > 0xFFFF {
		return errors.New("header too long")
	}
	var buf bytes.Buffer
	buf.WriteString(magic)
	buf.Write([]byte{1, 0})
	binary.Write(&buf, binary.LittleEndian, uint16(len(hdr)))
	buf.WriteString(hdr)
	buf.Write(a.Data)
	_, err = w.Write(buf.Bytes())
	return err
}

// WriteFile writes a to path as Write does, whole or not at all: into a
// temporary file next to path, renamed over it once complete, so a reader
// never sees half a file and a failed write leaves path as it was. A path
// that exists and is not a regular file (/dev/null, a pipe) is written in
// place: renaming over it would replace the device. A new file is 0644.
func WriteFile(path string, a *Array) error {
	var buf bytes.Buffer
	if err := Write(&buf, a); err != nil {
		return err
	}
	if fi, err := os.Stat(path); err == nil && !fi.Mode().IsRegular() {
		f, err := os.OpenFile(path, os.O_WRONLY, 0)
		if err != nil {
			return err
		}
		if _, err := f.Write(buf.Bytes()); err != nil {
			f.Close()
			return err
		}
		return f.Close()
	}
	f, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".tmp*")
	if err != nil {
		return err
	}
	tmp := f.Name()
	if err := f.Chmod(0o644); err != nil {
		f.Close()
		os.Remove(tmp)
		return err
	}
	if _, err := f.Write(buf.Bytes()); err != nil {
		f.Close()
		os.Remove(tmp)
		return err
	}
	if err := f.Close(); err != nil {
		os.Remove(tmp)
		return err
	}
	if err := os.Rename(tmp, path); err != nil {
		os.Remove(tmp)
		return err
	}
	return nil
}

// Read parses a .npy file.
func Read(b []byte) (*Array, error) {
	if len(b) < len(magic)+4 || string(b[:len(magic)]) != magic {
		return nil, errors.New("not a .npy file (bad magic)")
	}
	major := b[6]
	off := len(magic) + 2
	var hlen int
	switch major {
	case 1:
		hlen = int(binary.LittleEndian.Uint16(b[off:]))
		off += 2
	case 2, 3:
		if len(b) < off+4 {
			return nil, errors.New("truncated header length")
		}
		v := binary.LittleEndian.Uint32(b[off:])
		if v > 1<<24 {
			return nil, errors.New("header too long")
		}
		hlen = int(v)
		off += 4
	default:
		return nil, fmt.Errorf("unsupported .npy version %d.%d", major, b[7])
	}
	if len(b) < off+hlen {
		return nil, errors.New("truncated header")
	}
	a, err := parseHeader(string(b[off : off+hlen]))
	if err != nil {
		return nil, err
	}
	size, err := ItemSize(a.Descr)
	if err != nil {
		return nil, err
	}
	n := int64(size)
	for _, d := range a.Shape {
		if d < 0 || (d > 0 && n > maxData/d) {
			return nil, errors.New("array too large")
		}
		n *= d
	}
	data := b[off+hlen:]
	if int64(len(data)) < n {
		return nil, fmt.Errorf("data holds %d bytes, header says %d", len(data), n)
	}
	a.Data = make([]byte, n)
	copy(a.Data, data)
	return a, nil
}

// parseHeader reads the dict literal {'descr': ..., 'fortran_order': ...,
// 'shape': (...), } with keys in any order.
func parseHeader(h string) (*Array, error) {
	s := strings.TrimSpace(h)
	if !strings.HasPrefix(s, "{") || !strings.HasSuffix(s, "}") {
		return nil, errors.New("header is not a dict")
	}
	s = s[1 : len(s)-1]
	a := &Array{}
	seen := map[string]bool{}
	for {
		s = strings.TrimLeft(s, " ,")
		if s == "" {
			break
		}
		key, rest, err := pyString(s)
		if err != nil {
			return nil, err
		}
		rest = strings.TrimLeft(rest, " ")
		if !strings.HasPrefix(rest, ":") {
			return nil, errors.New("expected ':' in header")
		}
		rest = strings.TrimLeft(rest[1:], " ")
		switch key {
		case "descr":
			a.Descr, rest, err = pyString(rest)
		case "fortran_order":
			switch {
			case strings.HasPrefix(rest, "True"):
				a.Fortran, rest = true, rest[4:]
			case strings.HasPrefix(rest, "False"):
				rest = rest[5:]
			default:
				err = errors.New("fortran_order must be True or False")
			}
		case "shape":
			a.Shape, rest, err = pyTuple(rest)
		default:
			return nil, fmt.Errorf("unknown header key %q", key)
		}
		if err != nil {
			return nil, err
		}
		seen[key] = true
		s = rest
	}
	if !seen["descr"] || !seen["shape"] || !seen["fortran_order"] {
		return nil, errors.New("header lacks descr, fortran_order or shape")
	}
	return a, nil
}

func pyString(s string) (string, string, error) {
	if len(s) < 2 || (s[0] != '\'' && s[0] != '"') {
		return "", "", errors.New("expected a string in header")
	}
	end := strings.IndexByte(s[1:], s[0])
	if end < 0 {
		return "", "", errors.New("unterminated string in header")
	}
	return s[1 : 1+end], s[2+end:], nil
}

func pyTuple(s string) ([]int64, string, error) {
	if !strings.HasPrefix(s, "(") {
		return nil, "", errors.New("shape must be a tuple")
	}
	end := strings.IndexByte(s, ')')
	if end < 0 {
		return nil, "", errors.New("unterminated shape tuple")
	}
	shape := []int64{}
	for _, f := range strings.Split(s[1:end], ",") {
		f = strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(f), "L"))
		if f == "" {
			continue
		}
		v, err := strconv.ParseInt(f, 10, 64)
		if err != nil || v < 0 {
			return nil, "", fmt.Errorf("bad dimension %q in shape", f)
		}
		shape = append(shape, v)
	}
	return shape, s[end+1:], nil
}
