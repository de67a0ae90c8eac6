package timed

import (
	"strings"
	"testing"

	"ncc/arch"
	"ncc/sim"
)

// FuzzRun feeds random and mutated instruction streams to the simulator
// in place of one engine's: whatever the bytes, Run returns (an error or a
// result) without panicking, and the step limit keeps it from hanging.
func FuzzRun(f *testing.F) {
	base := pipeline(pipelineSP).file(f)
	loop := spec{streams: `
    tonga.stream dve {
      tonga.reg_set dve r1 = 0
      tonga.memset dve outs(sb[0:128][[1, 64]] at 0x0 + r1 : f32) constant 2.0
      tonga.iterate dve r1 step 256 lt 1024 to -1
      tonga.copy dve ins(sb[0:128][[1, 64]] at 0x0 : f32) outs(psum[0:128][[1, 64]] at 0x0 : f32) signal S[1] inc
      tonga.halt dve
    }`}.file(f)
	for e := range arch.NumEngines {
		f.Add(uint8(e), base.Subgraphs[0].Streams[e].Instr, false)
	}
	f.Add(uint8(arch.DVE), loop.Subgraphs[0].Streams[arch.DVE].Instr, true)
	f.Add(uint8(arch.SP), base.Subgraphs[0].Streams[arch.ACT].Instr, true)
	in := []sim.Buffer{buf([]int64{128, 64}, ramp(128*64))}
	f.Fuzz(func(t *testing.T, eng uint8, code []byte, races bool) {
		if len(code) > 64*16 {
			return
		}
		g := *base
		g.Subgraphs = append(g.Subgraphs[:0:0], base.Subgraphs[0])
		e := arch.Engine(eng % uint8(arch.NumEngines))
		g.Subgraphs[0].Streams[e].Instr = code[:len(code)/64*64]
		_, err := Run(&g, in, Options{MaxSteps: 40, MaxNanos: 5e4, Races: races, Trace: true})
		if err != nil && strings.Contains(err.Error(), "internal error") {
			t.Fatalf("%v", err)
		}
	})
}
