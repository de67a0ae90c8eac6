package timed

import (
	"strings"
	"testing"

	"ncc/arch"
	"ncc/neff"
	"ncc/sim"
)

// benchProgram is n tiles of [128, 512] f32 streamed through the three
// engines: SP loads tile i on queue i%8, ACT takes exp, DVE doubles, SP
// stores on queue 8+i%8; every edge a token.
func benchProgram(b *testing.B, n int) (*neff.File, []sim.Buffer) {
	var act, dve, sp strings.Builder
	act.WriteString("\n    tonga.stream act {\n      tonga.load_act_func_set act 0\n")
	dve.WriteString("\n    tonga.stream dve {\n")
	sp.WriteString("\n    tonga.stream sp {\n")
	var descs [arch.NumEngines][]neff.Descriptor
	var vars []neff.Var
	var ins []sim.Buffer
	for i := range n {
		x, y := "x"+itoa(i), "y"+itoa(i)
		a, o := int64(i)*2048*2, int64(i)*2048*2+2048
		vars = append(vars, neff.Var{Name: x, Type: neff.VarInput, ID: i, Size: 128 * 2048, DType: "float32", Shape: []int64{128, 512}},
			neff.Var{Name: y, Type: neff.VarOutput, ID: 1000 + i, Size: 128 * 2048, DType: "float32", Shape: []int64{128, 512}})
		ins = append(ins, buf([]int64{128, 512}, ramp(128*512)))
		descs[arch.SP] = append(descs[arch.SP], neff.Descriptor{Desc: tile128(x, 512, a, false)}, neff.Descriptor{Desc: tile128(y, 512, o, true)})
		ap := func(addr int64) string { return "sb[0:128][[1, 512]] at " + hex(addr) + " : f32" }
		sp.WriteString("      tonga.dma_trigger sp queue " + itoa(i%8) + " first " + itoa(2*i) + " count 1 signal S[0] inc\n")
		act.WriteString("      tonga.activate act Exp ins(" + ap(a) + ") outs(" + ap(o) + ") wait S[0] ge 1 signal S[1] inc\n")
		act.WriteString("      tonga.event_semaphore act S[0] dec\n")
		dve.WriteString("      tonga.tensor_tensor dve add ins(" + ap(o) + ", " + ap(o) + ") outs(" + ap(o) + ") wait S[1] ge 1 signal S[2] inc\n")
		dve.WriteString("      tonga.event_semaphore dve S[1] dec\n")
	}
	for i := range n {
		sp.WriteString("      tonga.dma_trigger sp queue " + itoa(8+i%8) + " first " + itoa(2*i+1) + " count 1 wait S[2] ge 1 signal S[3] inc\n")
		sp.WriteString("      tonga.event_semaphore sp S[2] dec\n")
	}
	sp.WriteString("      tonga.nop sp wait S[3] ge " + itoa(n) + "\n      tonga.halt sp\n    }")
	act.WriteString("      tonga.halt act\n    }")
	dve.WriteString("      tonga.halt dve\n    }")
	s := spec{streams: act.String() + dve.String() + sp.String(), vars: vars, descs: descs}
	s.sets = pipeline("").sets
	return s.file(b), ins
}

func hex(v int64) string {
	const d = "0123456789abcdef"
	if v == 0 {
		return "0x0"
	}
	s := ""
	for ; v > 0; v /= 16 {
		s = string(d[v%16]) + s
	}
	return "0x" + s
}

func benchRun(b *testing.B, races bool) {
	f, ins := benchProgram(b, 16)
	b.ResetTimer()
	for range b.N {
		res, err := Run(f, ins, Options{Races: races})
		if err != nil {
			b.Fatal(err)
		}
		b.ReportMetric(res.ModeledNs/1e3, "modeled-us")
	}
}

// BenchmarkPipeline16 runs 16 tiles (8 MiB moved, 48 instructions of 64K
// elements each) without and with race checking.
func BenchmarkPipeline16(b *testing.B)      { benchRun(b, false) }
func BenchmarkPipeline16Races(b *testing.B) { benchRun(b, true) }
