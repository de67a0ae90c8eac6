package pwp

import (
	"crypto/sha256"
	"encoding/hex"
	"flag"
	"fmt"
	"math"
	"os"
	"runtime"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

var update = flag.Bool("update", false, "rewrite testdata/tables.sha256")

const goldenPath = "testdata/tables.sha256"

// Generation is deterministic: twice in one process gives the same
// bytes, and on amd64 the bytes match the recorded hashes (other
// architectures may fuse float64 operations in the fitter or use other
// math routines, so their tables may legitimately differ in low bits).
func TestGenerateDeterministic(t *testing.T) {
	var lines []string
	for _, f := range Funcs() {
		a, err := Generate(f)
		require.NoError(t, err)
		b, err := Generate(f)
		require.NoError(t, err)
		require.Equal(t, a.Encode(), b.Encode(), f.Name)
		sum := sha256.Sum256(a.Encode())
		lines = append(lines, fmt.Sprintf("%s  %s", hex.EncodeToString(sum[:]), f.Name))
	}
	got := strings.Join(lines, "\n") + "\n"
	if *update {
		require.NoError(t, os.WriteFile(goldenPath, []byte(got), 0o644))
		return
	}
	if runtime.GOARCH != "amd64" {
		t.Skipf("golden table hashes are recorded on amd64; this is %s", runtime.GOARCH)
	}
	want, err := os.ReadFile(goldenPath)
	require.NoError(t, err)
	assert.Equal(t, string(want), got, "tables changed: if intended, run go test ./numerics/pwp -run Deterministic -update and regenerate docs/activations.md")
}

// Structural properties the evaluator relies on.
func TestGeneratedTables(t *testing.T) {
	for _, f := range Funcs() {
		_, tb := tableOf(t, f.Name)
		require.LessOrEqual(t, tb.Degree, MaxDegree)
		for i, s := range tb.Segs {
			if s.Center == 0 {
				continue
			}
			// The center lies in the segment's binade, so x - center is exact.
			cb := math.Float32bits(s.Center)
			require.Equal(t, s.Lo>>23, cb>>23, "%s segment %d: center %g outside binade", f.Name, i, s.Center)
			// |t| ≤ 1 over the segment.
			for _, b := range []uint32{s.Lo, s.Hi} {
				x := math.Float32frombits(b)
				require.LessOrEqual(t, math.Abs(float64((x-s.Center)*s.Scale)), 1.0, "%s segment %d", f.Name, i)
			}
		}
	}
}

func TestFuncsListed(t *testing.T) {
	// The NKI activation table (SDK nki.api.shared.rst) plus prelu.
	want := "copy square sigmoid relu prelu gelu gelu_dx gelu_apprx_tanh gelu_apprx_sigmoid gelu_apprx_sigmoid_dx silu silu_dx tanh softplus mish erf erf_dx exp log sin arctan sqrt rsqrt reciprocal sign abs"
	var names []string
	for i, f := range Funcs() {
		names = append(names, f.Name)
		require.Equal(t, ID(i+1), f.ID)
		g, ok := Lookup("nl." + f.Name)
		require.True(t, ok)
		require.Same(t, f, g)
	}
	assert.Equal(t, want, strings.Join(names, " "))
	_, ok := Lookup("nope")
	assert.False(t, ok)
}

// The references are checked at a few points against known values, and
// the refined zeros are zeros.
func TestReferences(t *testing.T) {
	tests := []struct {
		fn      string
		x, want float64
	}{
		{"gelu", 1, 0.8413447460685429},
		{"gelu", -3, -3 * 0.0013498980316300946},
		{"gelu_dx", 1, 1.0833154705876864},
		{"gelu_apprx_tanh", 1, 0.8411919906082768},
		{"silu", 2, 1.7615941559557649},
		{"silu_dx", 0, 0.5},
		{"softplus", 0, math.Ln2},
		{"mish", 1, 0.8650983882673103},
		{"erf_dx", 0, 2 / math.SqrtPi},
		{"gelu_apprx_sigmoid_dx", 0, 0.5},
	}
	for _, tc := range tests {
		f, _ := Lookup(tc.fn)
		assert.InDelta(t, tc.want, f.Ref(tc.x), 1e-12*max(1, math.Abs(tc.want)), "%s(%g)", tc.fn, tc.x)
	}
	for _, f := range Funcs() {
		for _, z := range f.Zeros {
			assert.InDelta(t, 0, f.Ref(z), 1e-15, "%s(%g)", f.Name, z)
		}
	}
}
