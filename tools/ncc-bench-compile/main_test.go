package main

import (
	"bytes"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"ncc/core/pass"
	"ncc/lower"
)

func TestReport(t *testing.T) {
	c := config{layers: 12, seq: 128, hidden: 768, heads: 12, target: "trn1", autoCast: "matmult", budget: 2 * time.Second}
	ms := time.Millisecond
	missing := &lower.StageError{Stage: lower.BIR, Missing: true,
		Err: &pass.PipelineError{Text: "builtin.module(convert-penguin-to-bir)", Msg: "'convert-penguin-to-bir' does not refer to a registered pass or pass pipeline"}}
	failed := &lower.StageError{Stage: lower.Penguin, Err: errors.New("'stablehlo.gather' op cannot be lowered\nsecond line")}
	tests := []struct {
		name string
		runs []run
		want []string // lines, in order (substrings)
	}{
		{"complete, median of three", []run{
			{parse: 10 * ms, ops: 7, stages: []time.Duration{20 * ms, 300 * ms, 100 * ms},
				passes: [][]passTime{{{"canonicalize", 10 * ms}}, {{"penguin-fuse", 200 * ms}, {"penguin-schedule", 50 * ms}}, nil}},
			{parse: 30 * ms, ops: 7, stages: []time.Duration{40 * ms, 100 * ms, 300 * ms},
				passes: [][]passTime{{{"canonicalize", 30 * ms}}, {{"penguin-fuse", 60 * ms}, {"penguin-schedule", 30 * ms}}, nil}},
			{parse: 20 * ms, ops: 7, stages: []time.Duration{30 * ms, 200 * ms, 200 * ms},
				passes: [][]passTime{{{"canonicalize", 20 * ms}}, {{"penguin-fuse", 100 * ms}, {"penguin-schedule", 40 * ms}}, nil}},
		}, []string{
			"median of 3 runs", "module: 7 ops",
			"parse+verify", " 20.0ms\n",
			"stablehlo", " 30.0ms\n", "    canonicalize", " 20.0ms  66.7%\n",
			"penguin", "200.0ms\n", "    penguin-fuse", "100.0ms  50.0%\n", "    penguin-schedule", " 40.0ms  20.0%\n",
			"bir", "200.0ms\n",
			"total", "450.0ms   target ≤ 2s, ratio 0.23× ok",
		}},
		{"above target", []run{{parse: ms, stages: []time.Duration{ms, 2 * time.Second, ms}, passes: make([][]passTime, 3)}}, []string{
			"total", "ratio 1.00× ABOVE TARGET",
		}},
		{"missing stage", []run{{parse: 10 * ms, stages: []time.Duration{20 * ms, 30 * ms}, passes: make([][]passTime, 2), err: missing}}, []string{
			"penguin", " 30.0ms\n",
			"bir", "MISSING: stage bir is not built yet: 'convert-penguin-to-bir' does not refer to a registered pass",
			"total", " 60.0ms   target ≤ 2s, ratio 0.03× INCOMPLETE: the total covers parse to penguin only",
		}},
		{"failed stage", []run{{parse: 10 * ms, stages: []time.Duration{20 * ms}, passes: make([][]passTime, 1), err: failed}}, []string{
			"stablehlo", " 20.0ms\n",
			"penguin", "FAILED: stage penguin: 'stablehlo.gather' op cannot be lowered\n",
			"bir", "not run",
			"INCOMPLETE: the total covers parse to stablehlo only",
		}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var b bytes.Buffer
			report(&b, c, 4096, tc.runs)
			out := b.String()
			assert.NotContains(t, out, "second line")
			rest := out
			for _, w := range tc.want {
				i := strings.Index(rest, w)
				require.GreaterOrEqual(t, i, 0, "%q not found in order in:\n%s", w, out)
				rest = rest[i+len(w):]
			}
		})
	}
}

// TestBench runs a tiny BERT through the real pipelines: whatever stage
// is missing or fails, the table is printed and no error is returned.
func TestBench(t *testing.T) {
	var b bytes.Buffer
	complete, err := bench(&b, config{layers: 1, seq: 8, hidden: 16, heads: 2, target: "trn1", autoCast: "none", runs: 1, budget: 2 * time.Second})
	require.NoError(t, err)
	out := b.String()
	for _, row := range []string{"parse+verify", "stablehlo", "penguin", "bir", "total"} {
		assert.Contains(t, out, "  "+row+" ", out)
	}
	if complete {
		assert.Contains(t, out, "    convert-penguin-to-bir ", "each stage lists its passes")
	}
	assert.Equal(t, complete, !strings.Contains(out, "INCOMPLETE"), out)

	_, err = bench(&b, config{target: "trn9"})
	assert.ErrorContains(t, err, "unknown target")
}
