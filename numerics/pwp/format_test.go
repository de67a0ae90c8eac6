package pwp

import (
	"encoding/binary"
	"hash/crc32"
	"math"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestEncodeDecodeRoundTrip(t *testing.T) {
	in := probe()
	want, got := make([]float32, len(in)), make([]float32, len(in))
	for _, f := range Funcs() {
		t.Run(f.Name, func(t *testing.T) {
			_, tb := tableOf(t, f.Name)
			data := tb.Encode()
			require.Len(t, data, tb.Size())
			back, err := Decode(data)
			require.NoError(t, err)
			assert.Equal(t, data, back.Encode(), "re-encoding changes the bytes")
			assert.Equal(t, tb.Func, back.Func)
			tb.EvalSlice(want, in)
			back.EvalSlice(got, in)
			for i := range in {
				require.True(t, sameBits(want[i], got[i]), "%s(%g): %g before encoding, %g after", f.Name, in[i], want[i], got[i])
			}
		})
	}
}

// reseal rewrites the checksum so a mutation reaches the checks behind it.
func reseal(b []byte) []byte {
	n := len(b) - 4
	binary.LittleEndian.PutUint32(b[n:], crc32.ChecksumIEEE(b[:n]))
	return b
}

func TestDecodeRejects(t *testing.T) {
	_, tb := tableOf(t, "sigmoid")
	good := tb.Encode()
	mut := func(fn func(b []byte) []byte) []byte {
		return fn(append([]byte(nil), good...))
	}
	le := binary.LittleEndian
	tests := []struct {
		name string
		data []byte
		want string
	}{
		{"empty", nil, "shorter than"},
		{"magic", mut(func(b []byte) []byte { b[0] = 'X'; return b }), "bad magic"},
		{"version", mut(func(b []byte) []byte { le.PutUint16(b[4:], 9); return reseal(b) }), "version 9"},
		{"function", mut(func(b []byte) []byte { le.PutUint16(b[6:], 999); return reseal(b) }), "unknown function"},
		{"degree", mut(func(b []byte) []byte { b[8] = MaxDegree + 1; return reseal(b) }), "degree"},
		{"reserved", mut(func(b []byte) []byte { b[10] = 1; return reseal(b) }), "reserved"},
		{"no segments", mut(func(b []byte) []byte { le.PutUint32(b[12:], 0); return reseal(b) }), "segment count"},
		{"huge count", mut(func(b []byte) []byte { le.PutUint32(b[12:], math.MaxUint32); return reseal(b) }), "segment count"},
		{"truncated", good[:len(good)-5], "header says"},
		{"trailing", append(append([]byte(nil), good...), 0), "header says"},
		{"checksum", mut(func(b []byte) []byte { b[40] ^= 1; return b }), "checksum"},
		{"tiling", mut(func(b []byte) []byte { le.PutUint32(b[headerSize:], 5); return reseal(b) }), "tiling"},
		{"scale", mut(func(b []byte) []byte {
			le.PutUint32(b[headerSize+12:], math.Float32bits(3))
			return reseal(b)
		}), "power of two"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Decode(tc.data)
			require.Error(t, err)
			assert.Contains(t, err.Error(), tc.want)
		})
	}
}

// FuzzDecode: Decode never panics, and a table it accepts re-encodes to
// the same bytes and evaluates anywhere without panicking. Each input is
// also tried with its checksum repaired, so the fuzzer reaches the
// structural checks behind the CRC.
func FuzzDecode(f *testing.F) {
	for _, name := range []string{"copy", "sign", "tanh", "sigmoid", "log"} {
		_, tb := tableOf(f, name)
		data := tb.Encode()
		f.Add(data)
		f.Add(data[:len(data)/2])
	}
	f.Add([]byte(Magic))
	probes := []float32{0, 1, -1, 0x1p-149, 3e38, -2.5, float32(math.Inf(1)), float32(math.NaN())}
	f.Fuzz(func(t *testing.T, data []byte) {
		try := func(data []byte) {
			tb, err := Decode(data)
			if err != nil {
				return
			}
			if got := tb.Encode(); string(got) != string(data) {
				t.Fatalf("re-encoding a decoded table changes its bytes")
			}
			for _, x := range probes {
				tb.Eval(x)
			}
			out := make([]float32, len(probes))
			tb.EvalSlice(out, probes)
		}
		try(data)
		if len(data) >= headerSize+4 {
			try(reseal(append([]byte(nil), data...)))
		}
	})
}
