package timed

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"ncc/arch"
	"ncc/neff"
	"ncc/numerics"
	"ncc/numerics/pwp"
	"ncc/sim"
)

// pipeline is the three-engine program of the race test: SP loads x into
// sbuf, ACT computes exp into another tile, SP stores it to y; each
// cross-engine edge is a token (signal inc, then wait ge 1 and dec).
const pipelineACT = `
    tonga.stream act {
      tonga.load_act_func_set act 0
      tonga.event_semaphore act S[0] dec wait S[0] ge 1
      tonga.activate act Exp ins(sb[0:128][[1, 64]] at 0x0 : f32) outs(sb[0:128][[1, 64]] at 0x1000 : f32) signal S[1] inc
      tonga.halt act
    }`

const pipelineSP = `
    tonga.stream sp {
      tonga.dma_trigger sp queue 0 first 0 count 1 signal S[0] inc
      tonga.event_semaphore sp S[1] dec wait S[1] ge 1
      tonga.dma_trigger sp queue 1 first 1 count 1 signal S[2] inc
      tonga.event_semaphore sp S[2] dec wait S[2] ge 1
      tonga.halt sp
    }`

func pipeline(sp string) spec {
	s := spec{
		streams: pipelineACT + sp,
		vars: []neff.Var{
			{Name: "x", Type: neff.VarInput, ID: 0, Size: 128 * 64 * 4, DType: "float32", Shape: []int64{128, 64}},
			{Name: "y", Type: neff.VarOutput, ID: 1, Size: 128 * 64 * 4, DType: "float32", Shape: []int64{128, 64}},
		},
		sets: []pwp.ID{pwp.Exp},
	}
	s.descs[arch.SP] = []neff.Descriptor{
		{Desc: tile128("x", 64, 0, false)},
		{Desc: tile128("y", 64, 0x1000, true)},
	}
	return s
}

func TestPipeline(t *testing.T) {
	f := pipeline(pipelineSP).file(t)
	x := ramp(128 * 64)
	res, err := Run(f, []sim.Buffer{buf([]int64{128, 64}, x)}, Options{Races: true, Trace: true})
	require.NoError(t, err)
	require.Len(t, res.Outputs, 1)
	assert.Equal(t, []int64{128, 64}, res.Outputs[0].Shape)
	assert.Equal(t, numerics.Float32, res.Outputs[0].DType)
	tb, err := pwp.For(pwp.Exp)
	require.NoError(t, err)
	got := f32Of(res.Outputs[0].Data)
	for i, v := range x {
		require.Equal(t, tb.Eval(v), got[i], "element %d", i)
	}
	// Counts and the timeline.
	assert.Equal(t, int64(4), res.Engines[arch.ACT].Instructions)
	assert.Equal(t, int64(5), res.Engines[arch.SP].Instructions)
	assert.Equal(t, int64(2), res.DMA.Descriptors)
	assert.Equal(t, int64(2*128*64*4), res.DMA.Bytes)
	assert.Len(t, res.Trace, 4+5+2)
	// The modeled time: the load, the activation, the store, in sequence.
	tg := arch.Trn1
	load := tg.DMANanos(128*256, 128)
	assert.Greater(t, res.ModeledNs, 2*load)
	act := tg.Nanos(arch.ACT, tg.Cycles(arch.Work{Engine: arch.ACT, Class: arch.ClassActivate, Elems: 64}))
	assert.Greater(t, res.ModeledNs, 2*load+act)
	assert.Less(t, res.ModeledNs, 2*load+act+3000)
	// Without race checking, the same answer and time.
	res2, err := Run(f, []sim.Buffer{buf([]int64{128, 64}, x)}, Options{})
	require.NoError(t, err)
	assert.Equal(t, res.Outputs, res2.Outputs)
	assert.Equal(t, res.ModeledNs, res2.ModeledNs)
	assert.Empty(t, res2.Trace)
}

func TestRaceReported(t *testing.T) {
	// SP no longer waits for ACT before storing its result.
	racy := strings.Replace(pipelineSP, "tonga.event_semaphore sp S[1] dec wait S[1] ge 1", "tonga.nop sp", 1)
	f := pipeline(racy).file(t)
	in := []sim.Buffer{buf([]int64{128, 64}, ramp(128*64))}
	_, err := Run(f, in, Options{Races: true})
	require.Error(t, err)
	var re *RaceError
	require.ErrorAs(t, err, &re)
	assert.Contains(t, err.Error(), "data race on sbuf partition 0 bytes [0x1000, 0x1100)")
	assert.Contains(t, err.Error(), "written by act instruction 2 (tonga.activate act Exp")
	assert.Contains(t, err.Error(), "read by queue 1 descriptor sp dma[1] (sbuf -> y)")
	// The timing happens to work out: without race checking it runs.
	_, err = Run(f, in, Options{})
	assert.NoError(t, err)
}

func TestStatsAndTimeline(t *testing.T) {
	f := pipeline(pipelineSP).file(t)
	res, err := Run(f, []sim.Buffer{buf([]int64{128, 64}, ramp(128*64))}, Options{Trace: true})
	require.NoError(t, err)
	var b bytes.Buffer
	require.NoError(t, WriteStatsJSON(&b, res))
	var m map[string]any
	require.NoError(t, json.Unmarshal(b.Bytes(), &m))
	assert.Equal(t, "trn1", m["target"])
	assert.Len(t, m, 4)
	engines := m["engines"].(map[string]any)
	assert.Len(t, engines, 5)
	act := engines["act"].(map[string]any)
	assert.Equal(t, float64(4), act["instructions"])
	assert.Len(t, act, 2)
	dma := m["dma"].(map[string]any)
	assert.Equal(t, float64(2*128*64*4), dma["bytes"])
	assert.Len(t, dma, 2)

	b.Reset()
	require.NoError(t, WriteTimeline(&b, res))
	page := b.String()
	assert.True(t, strings.HasPrefix(page, "<!DOCTYPE html>"))
	assert.Contains(t, page, `"lanes":["pe","act","dve","pool","sp","q0","q1"]`)
	assert.Contains(t, page, "activate")
	assert.NotContains(t, page, "http") // self-contained
	assert.Less(t, b.Len(), 20000)

	b.Reset()
	WriteSummary(&b, res)
	assert.Contains(t, b.String(), "modeled time:")
	assert.Contains(t, b.String(), "act ")
}
