package pwp

import (
	"math"
	"testing"
)

// benchInputs are n activations of a typical layer: roughly normal with
// a few outliers, deterministic.
func benchInputs(n int) []float32 {
	in := make([]float32, n)
	for i := range in {
		u := float64(mix(uint64(i))>>11) / (1 << 53)
		v := float64(mix(uint64(i)+1<<40)>>11) / (1 << 53)
		in[i] = float32(3 * math.Sqrt(-2*math.Log(u+0x1p-60)) * math.Cos(2*math.Pi*v))
	}
	return in
}

// BenchmarkEvalSlice measures the slice evaluator on 64K-element slices
// (256 KiB in, 256 KiB out: memory-bound effects stay small). Run with
// -benchtime; the elements/s figure is b.N·len / time, reported as Melem/s.
func BenchmarkEvalSlice(b *testing.B) {
	for _, name := range []string{"gelu", "exp", "sigmoid", "rsqrt", "copy"} {
		f, _ := Lookup(name)
		t, err := Generate(f)
		if err != nil {
			b.Fatal(err)
		}
		in := benchInputs(1 << 16)
		if name == "rsqrt" {
			for i, x := range in {
				in[i] = float32(math.Abs(float64(x))) + 0x1p-20
			}
		}
		out := make([]float32, len(in))
		b.Run(name, func(b *testing.B) {
			b.SetBytes(int64(4 * len(in)))
			for b.Loop() {
				t.EvalSlice(out, in)
			}
			b.ReportMetric(float64(b.N)*float64(len(in))/b.Elapsed().Seconds()/1e6, "Melem/s")
		})
	}
}
