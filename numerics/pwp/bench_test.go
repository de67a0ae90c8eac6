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
// of layer-like activations (256 KiB in, 256 KiB out), reporting Melem/s.
// The anchor in the same run is the float64 reference of gelu, rounded
// to float32: what an interpreter would do without tables.
func BenchmarkEvalSlice(b *testing.B) {
	in := benchInputs(1 << 16)
	out := make([]float32, len(in))
	b.Run("anchor-float64-gelu", func(b *testing.B) {
		for b.Loop() {
			for i, x := range in {
				out[i] = float32(gelu(float64(x)))
			}
		}
		b.ReportMetric(float64(b.N)*float64(len(in))/b.Elapsed().Seconds()/1e6, "Melem/s")
	})
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
