package engine

import (
	"errors"
	"testing"

	"github.com/stretchr/testify/require"

	"ncc/arch"
	"ncc/numerics"
)

// sb returns an SBUF-like tile of parts partitions x bytes.
func sb(t testing.TB, name string, parts, bytes int) *Alloc {
	t.Helper()
	a, err := NewAlloc(name, arch.SBUF, parts, bytes)
	require.NoError(t, err)
	return a
}

// dram returns an HBM allocation of n bytes.
func dram(t testing.TB, name string, n int) *Alloc {
	t.Helper()
	a, err := NewAlloc(name, arch.HBM, 1, n)
	require.NoError(t, err)
	return a
}

// tile is the AP of partitions [0, parts) and n contiguous elements of dt.
func tile(a *Alloc, parts int, n int64, dt numerics.DType) AP {
	return AP{Alloc: a, Partitions: parts, Pairs: [][2]int64{{1, n}}, DType: dt}
}

// flat is the HBM AP of rows x n contiguous elements.
func flat(a *Alloc, rows, n int64, dt numerics.DType) AP {
	return AP{Alloc: a, Pairs: [][2]int64{{n, rows}, {1, n}}, DType: dt}
}

// put stores vals (row-major: rows of len(vals)/rows) through ap, as the
// host would: bit-exact for floats of ap's dtype, integers as given.
func put(t testing.TB, ap AP, vals []float64) {
	t.Helper()
	m := New(nil)
	v, err := m.compile("put", &ap)
	require.NoError(t, err)
	require.Equal(t, v.rows*v.n, len(vals), "put: element count")
	b := make([]byte, v.n*int(v.size))
	for r := range v.rows {
		row := vals[r*v.n : (r+1)*v.n]
		if isInt(ap.DType) {
			is := make([]int64, len(row))
			for i, x := range row {
				is[i] = int64(x)
			}
			encodeInt(b, ap.DType, is)
		} else {
			fs := make([]float32, len(row))
			for i, x := range row {
				fs[i] = float32(x)
			}
			ap.DType.Store(b, fs)
		}
		v.scatter(r, b)
	}
}

// get reads ap's elements as float64 (row-major).
func get(t testing.TB, ap AP) []float64 {
	t.Helper()
	m := New(nil)
	v, err := m.compile("get", &ap)
	require.NoError(t, err)
	var out []float64
	for r := range v.rows {
		if isInt(ap.DType) {
			is := make([]int64, v.n)
			require.NoError(t, m.loadI("get", v, r, is))
			for _, x := range is {
				out = append(out, float64(x))
			}
			continue
		}
		fs := make([]float32, v.n)
		require.NoError(t, m.loadF("get", v, r, fs))
		for _, x := range fs {
			out = append(out, float64(x))
		}
	}
	return out
}

// errKind returns err's ErrorKind (0 for nil or another error).
func errKind(err error) ErrorKind {
	var e *Error
	if errors.As(err, &e) {
		return e.Kind
	}
	return 0
}

// seq returns n values start, start+step, ...
func seq(n int, start, step float64) []float64 {
	out := make([]float64, n)
	for i := range out {
		out[i] = start + float64(i)*step
	}
	return out
}
