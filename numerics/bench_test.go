package numerics

import (
	"math/rand/v2"
	"testing"
)

const benchN = 16 << 20 // 16M elements, as issue 6 specifies

var benchSrc = func() []float32 {
	// Activations-like data: normally distributed with a spread of scales,
	// so the fp8 paths see normals, subnormals and some overflow.
	rng := rand.New(rand.NewPCG(5, 6))
	s := make([]float32, benchN)
	for i := range s {
		s[i] = float32(rng.NormFloat64() * float64(int(1)<<(i%8)))
	}
	return s
}()

func reportElems(b *testing.B, perOp int) {
	b.ReportMetric(float64(perOp)*float64(b.N)/b.Elapsed().Seconds(), "elems/s")
}

func BenchmarkF32ToBF16Slice(b *testing.B) {
	dst := make([]uint16, benchN)
	for b.Loop() {
		F32ToBF16Slice(dst, benchSrc)
	}
	reportElems(b, benchN)
}

func BenchmarkF32ToF8E4M3FNSlice(b *testing.B) {
	dst := make([]uint8, benchN)
	for b.Loop() {
		F32ToF8E4M3FNSlice(dst, benchSrc)
	}
	reportElems(b, benchN)
}

func BenchmarkF32ToF16Slice(b *testing.B) {
	dst := make([]uint16, benchN)
	for b.Loop() {
		F32ToF16Slice(dst, benchSrc)
	}
	reportElems(b, benchN)
}

func BenchmarkF32ToF8E5M2Slice(b *testing.B) {
	dst := make([]uint8, benchN)
	for b.Loop() {
		F32ToF8E5M2Slice(dst, benchSrc)
	}
	reportElems(b, benchN)
}

func BenchmarkBF16ToF32Slice(b *testing.B) {
	src := make([]uint16, benchN)
	F32ToBF16Slice(src, benchSrc)
	dst := make([]float32, benchN)
	for b.Loop() {
		BF16ToF32Slice(dst, src)
	}
	reportElems(b, benchN)
}

// The generic path, for scale: what the fast paths save.
func BenchmarkGenericFromFloat32BF16(b *testing.B) {
	const n = 1 << 20
	dst := make([]uint16, n)
	for b.Loop() {
		for i, x := range benchSrc[:n] {
			dst[i] = uint16(BF16.FromFloat32(x))
		}
	}
	reportElems(b, n)
}
