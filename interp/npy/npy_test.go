package npy

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestRoundTrip(t *testing.T) {
	tests := []struct {
		name string
		a    Array
	}{
		{"scalar", Array{Descr: "<f8", Shape: []int64{}, Data: make([]byte, 8)}},
		{"vector", Array{Descr: "<i4", Shape: []int64{3}, Data: []byte{1, 0, 0, 0, 2, 0, 0, 0, 3, 0, 0, 0}}},
		{"matrix bool", Array{Descr: "|b1", Shape: []int64{2, 2}, Data: []byte{1, 0, 0, 1}}},
		{"empty", Array{Descr: "<c16", Shape: []int64{0, 4}, Data: []byte{}}},
		{"fortran", Array{Descr: "|u1", Fortran: true, Shape: []int64{2}, Data: []byte{7, 9}}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var buf bytes.Buffer
			require.NoError(t, Write(&buf, &tc.a))
			assert.Equal(t, 0, (buf.Len()-len(tc.a.Data))%64, "header is padded to 64 bytes")
			got, err := Read(buf.Bytes())
			require.NoError(t, err)
			assert.Equal(t, tc.a.Descr, got.Descr)
			assert.Equal(t, tc.a.Fortran, got.Fortran)
			assert.Equal(t, tc.a.Shape, got.Shape)
			assert.Equal(t, tc.a.Data, got.Data)
		})
	}
}

// A header as numpy 1.x writes it (np.save of np.arange(3, dtype='<i8')).
func TestReadNumpyHeader(t *testing.T) {
	hdr := "{'descr': '<i8', 'fortran_order': False, 'shape': (3,), }"
	hdr += string(bytes.Repeat([]byte(" "), 128-10-len(hdr)-1)) + "\n"
	b := append([]byte("\x93NUMPY\x01\x00"), byte(len(hdr)), 0)
	b = append(b, hdr...)
	b = append(b, make([]byte, 24)...)
	b[len(b)-8] = 2
	a, err := Read(b)
	require.NoError(t, err)
	assert.Equal(t, []int64{3}, a.Shape)
	assert.Equal(t, byte(2), a.Data[16])
}

func TestReadErrors(t *testing.T) {
	good := func() []byte {
		var buf bytes.Buffer
		require.NoError(t, Write(&buf, &Array{Descr: "<f4", Shape: []int64{2}, Data: make([]byte, 8)}))
		return buf.Bytes()
	}
	tests := []struct {
		name string
		b    []byte
		want string
	}{
		{"empty", nil, "bad magic"},
		{"magic", []byte("\x93NUMPX\x01\x00\x00\x00"), "bad magic"},
		{"version", []byte("\x93NUMPY\x09\x00\x00\x00"), "unsupported .npy version"},
		{"truncated data", good()[:len(good())-1], "data holds"},
		{"huge shape", withHeader("{'descr': '<f8', 'fortran_order': False, 'shape': (99999999999999, 99999999), }"), "too large"},
		{"bad dtype", withHeader("{'descr': 'zz', 'fortran_order': False, 'shape': (1,), }"), "unsupported dtype"},
		{"missing key", withHeader("{'descr': '<f8', 'shape': (1,), }"), "lacks"},
		{"bad shape", withHeader("{'descr': '<f8', 'fortran_order': False, 'shape': (-1,), }"), "bad dimension"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Read(tc.b)
			require.Error(t, err)
			assert.Contains(t, err.Error(), tc.want)
		})
	}
}

// withHeader builds a version 1.0 file with header h and no data.
func withHeader(h string) []byte {
	h += "\n"
	return append([]byte{0x93, 'N', 'U', 'M', 'P', 'Y', 1, 0, byte(len(h)), byte(len(h) >> 8)}, h...)
}

func FuzzRead(f *testing.F) {
	var buf bytes.Buffer
	Write(&buf, &Array{Descr: "<f4", Shape: []int64{2, 1}, Data: make([]byte, 8)})
	f.Add(buf.Bytes())
	f.Add([]byte("\x93NUMPY\x02\x00\x10\x00\x00\x00{'descr':'|b1'}"))
	f.Add([]byte("\x93NUMPY\x01\x00\x05\x00{'a'}"))
	f.Fuzz(func(t *testing.T, b []byte) {
		a, err := Read(b)
		if err != nil {
			return
		}
		// Anything Read accepts must write back and read the same.
		var out bytes.Buffer
		if err := Write(&out, a); err != nil {
			return
		}
		back, err := Read(out.Bytes())
		if err != nil {
			t.Fatalf("re-reading written file: %v", err)
		}
		if back.Descr != a.Descr || !bytes.Equal(back.Data, a.Data) {
			t.Fatalf("round trip changed the array")
		}
	})
}

func TestWriteFile(t *testing.T) {
	good := &Array{Descr: "<i4", Shape: []int64{2}, Data: []byte{1, 0, 0, 0, 2, 0, 0, 0}}
	bad := &Array{Descr: "<i4", Shape: []int64{2}, Data: []byte{1}} // data shorter than its shape
	tests := []struct {
		name     string
		existing []byte // the file's contents before, or nil
		dir      string // subfolder of the temp dir to write in
		a        *Array
		err      string
	}{
		{"new file", nil, "", good, ""},
		{"replaces a file", []byte("old"), "", good, ""},
		{"bad array leaves the file", []byte("old"), "", bad, "data holds 1 bytes, shape and dtype need 8"},
		{"missing folder", nil, "missing", good, "no such file or directory"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			path := filepath.Join(dir, tc.dir, "result0.npy")
			if tc.existing != nil {
				require.NoError(t, os.WriteFile(path, tc.existing, 0o644))
			}
			err := WriteFile(path, tc.a)
			if tc.err != "" {
				require.Error(t, err)
				assert.Contains(t, err.Error(), tc.err)
				if tc.existing != nil {
					b, rerr := os.ReadFile(path)
					require.NoError(t, rerr)
					assert.Equal(t, tc.existing, b, "a failed write leaves the file as it was")
				}
			} else {
				require.NoError(t, err)
				b, err := os.ReadFile(path)
				require.NoError(t, err)
				got, err := Read(b)
				require.NoError(t, err)
				assert.Equal(t, tc.a, got)
			}
			entries, _ := os.ReadDir(dir)
			for _, e := range entries {
				assert.NotContains(t, e.Name(), ".tmp", "no temporary file is left behind")
			}
		})
	}
}

// TestWriteFileDevice: writing to a device writes through it and leaves
// it a device; a new file is readable by all.
func TestWriteFileDevice(t *testing.T) {
	a := &Array{Descr: "<f4", Shape: []int64{1}, Data: make([]byte, 4)}
	require.NoError(t, WriteFile(os.DevNull, a))
	fi, err := os.Stat(os.DevNull)
	require.NoError(t, err)
	assert.NotZero(t, fi.Mode()&os.ModeCharDevice, "%s is still a device", os.DevNull)
	p := filepath.Join(t.TempDir(), "x.npy")
	require.NoError(t, WriteFile(p, a))
	fi, err = os.Stat(p)
	require.NoError(t, err)
	assert.Equal(t, os.FileMode(0o644), fi.Mode().Perm())
}
