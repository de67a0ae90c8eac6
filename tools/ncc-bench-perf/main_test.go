package main

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"ncc/arch"
)

var update = flag.Bool("update", false, "rewrite examples/transformer_block.mlir")

// TestCostModelNotFasterThanRoofline: the cost model may not be faster
// than the hardware it models. Every benchmark program, at sizes that
// simulate in seconds, compiles, runs on the timed simulator, and takes at
// least its roofline bound (the larger of the PE and HBM bounds).
func TestCostModelNotFasterThanRoofline(t *testing.T) {
	progs := programs(smallSizes, false)
	// Shapes that are not multiples of 128, and a matmul whose PE bound
	// dominates (K large against M·N's HBM bytes).
	progs = append(progs,
		matmulProgram(200, 300, 72),
		matmulProgram(128, 4096, 128),
		addProgram(300, 1000),
		softmaxProgram(100, 300),
		layernormProgram(130, 200),
	)
	if !testing.Short() {
		progs = append(progs, program{name: "transformer-block", text: transformerBlock(64, 128, 2, 512)})
	}
	for _, target := range []string{"trn1", "trn2"} {
		tg, err := arch.Lookup(target)
		require.NoError(t, err)
		for _, p := range progs {
			t.Run(target+"/"+p.name+"/"+strings.ReplaceAll(p.desc, " ", "_"), func(t *testing.T) {
				m, err := measure(p, options{target: tg, autoCast: "none", seed: 1})
				require.NoError(t, err)
				assert.Positive(t, m.boundNs)
				assert.GreaterOrEqual(t, m.res.ModeledNs, m.peNs, "modeled time below the PE bound")
				assert.GreaterOrEqual(t, m.res.ModeledNs, m.hbmNs, "modeled time below the HBM bound")
				assert.LessOrEqual(t, m.percent(), 100.0)
			})
		}
	}
}

// TestRoofline pins the bounds of a matmul and an add to the arithmetic
// of arch's peaks.
func TestRoofline(t *testing.T) {
	o := options{target: arch.Trn1, autoCast: "none", seed: 1}
	m, err := measure(matmulProgram(128, 4096, 128), o)
	require.NoError(t, err)
	assert.Equal(t, 2.0*128*4096*128, m.c.flops)
	assert.InDelta(t, 2.0*128*4096*128/arch.Trn1.PEPeakFLOPS*1e9, m.peNs, 1e-9)
	assert.Equal(t, int64(2*(128*4096+4096*128)), m.bytesIn)
	assert.Equal(t, int64(2*128*128), m.bytesOut)
	assert.InDelta(t, float64(m.bytesIn+m.bytesOut)/410e9*1e9, m.hbmNs, 1e-6)

	a, err := measure(addProgram(300, 1000), o)
	require.NoError(t, err)
	assert.Zero(t, a.c.flops)
	assert.Zero(t, a.peNs)
	assert.Equal(t, int64(3*2*300*1000), a.bytesIn+a.bytesOut)
	assert.Equal(t, a.hbmNs, a.boundNs)
}

// TestReport runs the tool at the small sizes and checks the table and
// the Markdown page have their parts.
func TestReport(t *testing.T) {
	var out, log bytes.Buffer
	md := filepath.Join(t.TempDir(), "performance.md")
	require.NoError(t, run(&out, &log, config{target: "trn1", autoCast: "matmult", seed: 1, small: true, write: md}))
	text := out.String()
	for _, want := range []string{"program", "% of roofline", "matmul", "add", "softmax", "layernorm", "NOT MEASURED"} {
		assert.Contains(t, text, want)
	}
	data, err := os.ReadFile(md)
	require.NoError(t, err)
	for _, want := range []string{"## Method", "## Results", "## Targets (issue 12)", "PEPeakFLOPS", "HBMBytesPerSec", "| matmul |", "not measured"} {
		assert.Contains(t, string(data), want)
	}
}

// TestStageTable compiles the demo's transformer block and checks the
// compile-time table names every stage down to the NEFF.
func TestStageTable(t *testing.T) {
	c, err := compile("block", transformerBlock(64, 128, 2, 512), options{target: arch.Trn1, autoCast: "matmult"})
	require.NoError(t, err)
	r := report{target: arch.Trn1, bert: []*compiled{c, c, c}}
	var out bytes.Buffer
	r.writeStagesText(&out)
	for _, st := range []string{"parse+verify", "stablehlo", "penguin", "bir", "tonga", "neff", "total"} {
		assert.Contains(t, out.String(), "\n  "+st+" ")
	}
	assert.Contains(t, out.String(), "    convert-bir-to-tonga ")
	targets := r.targets()
	require.Len(t, targets, 3)
	assert.True(t, targets[2].measured)
	assert.Equal(t, c.total <= 5*time.Second, targets[2].met)
}

// TestDemoExample: examples/transformer_block.mlir, the model `make demo`
// runs, is transformerBlock(64, 128, 2, 512) under its header (-update
// rewrites it).
func TestDemoExample(t *testing.T) {
	path := filepath.Join("..", "..", "examples", "transformer_block.mlir")
	want := demoHeader + transformerBlock(64, 128, 2, 512)
	if *update {
		require.NoError(t, os.WriteFile(path, []byte(want), 0o644))
	}
	got, err := os.ReadFile(path)
	require.NoError(t, err)
	if string(got) != want {
		wl, gl := strings.Split(want, "\n"), strings.Split(string(got), "\n")
		i := 0
		for i < len(wl) && i < len(gl) && wl[i] == gl[i] {
			i++
		}
		t.Fatalf("examples/transformer_block.mlir is stale from line %d (go test ./tools/ncc-bench-perf -run TestDemoExample -update)", i+1)
	}
	// It compiles to a NEFF.
	_, err = compile("transformer_block", string(got), options{target: arch.Trn1, autoCast: "matmult"})
	require.NoError(t, err)
}
