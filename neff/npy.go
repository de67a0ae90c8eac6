package neff

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// A constant is stored as a NumPy .npy file (SDK work-with-neff-files.rst:
// file_name "can point to .npy files or raw binary data"). This is the
// subset ncc needs, kept here because neff/ may not import interp/npy:
// Write makes version 1.0 files with a header padded to 64 bytes; the
// reader takes versions 1.0 to 3.0 in C order.

const npyMagic = "\x93NUMPY"

// encodeNPY returns the .npy file of a variable's data.
func encodeNPY(descr string, shape []int64, data []byte) []byte {
	var h strings.Builder
	h.WriteString("{'descr': '" + descr + "', 'fortran_order': False, 'shape': (")
	for i, d := range shape {
		if i > 0 {
			h.WriteString(", ")
		}
		h.WriteString(strconv.FormatInt(d, 10))
	}
	if len(shape) == 1 {
		h.WriteString(",")
	}
	h.WriteString("), }")
	// magic(6) + version(2) + length(2) + header + '\n' is a multiple of 64.
	n := len(npyMagic) + 4 + h.Len() + 1
	pad := (64 - n%64) % 64
	hdr := h.String() + strings.Repeat(" ", pad) + "\n"
	var b bytes.Buffer
	b.WriteString(npyMagic)
	b.Write([]byte{1, 0})
	var l [2]byte
	binary.LittleEndian.PutUint16(l[:], uint16(len(hdr)))
	b.Write(l[:])
	b.WriteString(hdr)
	b.Write(data)
	return b.Bytes()
}

// decodeNPY parses a .npy file and returns its dtype descriptor, shape
// and data, which must be exactly what the header describes.
func decodeNPY(b []byte) (descr string, shape []int64, data []byte, err error) {
	if len(b) < len(npyMagic)+4 || string(b[:len(npyMagic)]) != npyMagic {
		return "", nil, nil, errors.New("not a .npy file (bad magic)")
	}
	off := len(npyMagic) + 2
	var hlen int
	switch b[6] {
	case 1:
		hlen = int(binary.LittleEndian.Uint16(b[off:]))
		off += 2
	case 2, 3:
		if len(b) < off+4 {
			return "", nil, nil, errors.New(".npy header length truncated")
		}
		v := binary.LittleEndian.Uint32(b[off:])
		if v > 1<<20 {
			return "", nil, nil, fmt.Errorf(".npy header length %d is too long", v)
		}
		hlen = int(v)
		off += 4
	default:
		return "", nil, nil, fmt.Errorf("unsupported .npy version %d.%d", b[6], b[7])
	}
	if len(b) < off+hlen {
		return "", nil, nil, errors.New(".npy header truncated")
	}
	descr, shape, err = parseNPYHeader(string(b[off : off+hlen]))
	if err != nil {
		return "", nil, nil, err
	}
	return descr, shape, b[off+hlen:], nil
}

// parseNPYHeader reads {'descr': ..., 'fortran_order': False, 'shape':
// (...), } with keys in any order.
func parseNPYHeader(h string) (string, []int64, error) {
	s := strings.TrimSpace(h)
	if !strings.HasPrefix(s, "{") || !strings.HasSuffix(s, "}") {
		return "", nil, errors.New(".npy header is not a dict")
	}
	s = s[1 : len(s)-1]
	var descr string
	var shape []int64
	seen := map[string]bool{}
	for {
		s = strings.TrimLeft(s, " ,")
		if s == "" {
			break
		}
		key, rest, err := pyString(s)
		if err != nil {
			return "", nil, err
		}
		if seen[key] {
			return "", nil, fmt.Errorf(".npy header repeats %q", key)
		}
		seen[key] = true
		rest = strings.TrimLeft(rest, " ")
		if !strings.HasPrefix(rest, ":") {
			return "", nil, errors.New(".npy header: expected ':'")
		}
		rest = strings.TrimLeft(rest[1:], " ")
		switch key {
		case "descr":
			descr, rest, err = pyString(rest)
		case "fortran_order":
			switch {
			case strings.HasPrefix(rest, "False"):
				rest = rest[5:]
			case strings.HasPrefix(rest, "True"):
				err = errors.New(".npy data in Fortran order is not supported")
			default:
				err = errors.New(".npy header: fortran_order must be True or False")
			}
		case "shape":
			shape, rest, err = pyTuple(rest)
		default:
			err = fmt.Errorf(".npy header: unknown key %q", key)
		}
		if err != nil {
			return "", nil, err
		}
		s = rest
	}
	if !seen["descr"] || !seen["shape"] || !seen["fortran_order"] {
		return "", nil, errors.New(".npy header lacks descr, fortran_order or shape")
	}
	return descr, shape, nil
}

func pyString(s string) (string, string, error) {
	if len(s) < 2 || (s[0] != '\'' && s[0] != '"') {
		return "", "", errors.New(".npy header: expected a string")
	}
	end := strings.IndexByte(s[1:], s[0])
	if end < 0 {
		return "", "", errors.New(".npy header: unterminated string")
	}
	return s[1 : 1+end], s[2+end:], nil
}

func pyTuple(s string) ([]int64, string, error) {
	if !strings.HasPrefix(s, "(") {
		return nil, "", errors.New(".npy header: shape must be a tuple")
	}
	end := strings.IndexByte(s, ')')
	if end < 0 {
		return nil, "", errors.New(".npy header: unterminated shape tuple")
	}
	shape := []int64{}
	for _, f := range strings.Split(s[1:end], ",") {
		f = strings.TrimSpace(f)
		if f == "" {
			continue
		}
		v, err := strconv.ParseInt(f, 10, 64)
		if err != nil || v < 0 {
			return nil, "", fmt.Errorf(".npy header: bad dimension %q", f)
		}
		shape = append(shape, v)
	}
	return shape, s[end+1:], nil
}
