package timed

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"ncc/interp/npy"
	"ncc/neff"
	"ncc/numerics/pwp"
	"ncc/sim"
)

var update = flag.Bool("update", false, "rewrite lit/sim-timed/Inputs from the generators below")

const litInputs = "../../lit/sim-timed/Inputs"

// litFolders are the unpacked NEFFs lit/sim-timed packs and runs.
func litFolders(t testing.TB) map[string]*neff.File {
	racy := strings.Replace(pipelineSP, "tonga.event_semaphore sp S[1] dec wait S[1] ge 1", "tonga.nop sp", 1)
	stuck := strings.Replace(pipelineSP, "wait S[2] ge 1", "wait S[9] ge 1", 1)
	return map[string]*neff.File{
		"pipeline": pipeline(pipelineSP).file(t),
		"racy":     pipeline(racy).file(t),
		"deadlock": pipeline(stuck).file(t),
	}
}

// litFiles renders every file under lit/sim-timed/Inputs: the unpacked
// folders, the input x.npy and the expected result.
func litFiles(t testing.TB) map[string][]byte {
	out := map[string][]byte{}
	for name, f := range litFolders(t) {
		data, err := neff.Marshal(f)
		require.NoError(t, err)
		arch, err := neff.ReadArchive(data, neff.DefaultLimits)
		require.NoError(t, err)
		for _, e := range arch.Entries {
			out[name+"/"+e.Path] = e.Data
		}
	}
	x := ramp(128 * 64)
	var b bytes.Buffer
	require.NoError(t, npy.Write(&b, &npy.Array{Descr: "<f4", Shape: []int64{128, 64}, Data: f32Bytes(x)}))
	out["x.npy"] = bytes.Clone(b.Bytes())
	tb, err := pwp.For(pwp.Exp)
	require.NoError(t, err)
	y := make([]float32, len(x))
	for i, v := range x {
		y[i] = tb.Eval(v)
	}
	b.Reset()
	require.NoError(t, npy.Write(&b, &npy.Array{Descr: "<f4", Shape: []int64{128, 64}, Data: f32Bytes(y)}))
	out["expected.npy"] = b.Bytes()
	return out
}

// TestLitInputs keeps lit/sim-timed/Inputs equal to what the generators
// make; run with -update to rewrite them.
func TestLitInputs(t *testing.T) {
	files := litFiles(t)
	if *update {
		require.NoError(t, os.RemoveAll(litInputs))
		for p, data := range files {
			path := filepath.Join(litInputs, p)
			require.NoError(t, os.MkdirAll(filepath.Dir(path), 0o755))
			require.NoError(t, os.WriteFile(path, data, 0o644))
		}
	}
	var names []string
	for p := range files {
		names = append(names, p)
	}
	sort.Strings(names)
	for _, p := range names {
		got, err := os.ReadFile(filepath.Join(litInputs, p))
		require.NoError(t, err, "run go test ./sim/timed -run TestLitInputs -update")
		assert.True(t, bytes.Equal(files[p], got), "%s is stale: run go test ./sim/timed -run TestLitInputs -update", p)
	}
	// The expected result is what the pipeline computes.
	res, err := Run(litFolders(t)["pipeline"], []sim.Buffer{buf([]int64{128, 64}, ramp(128*64))}, Options{})
	require.NoError(t, err)
	a, err := npy.Read(files["expected.npy"])
	require.NoError(t, err)
	assert.Equal(t, a.Data, res.Outputs[0].Data)
}
