package engine

import (
	"math/rand"
	"testing"

	"ncc/arch"
	"ncc/numerics"
)

// BenchmarkTensorTensor runs ten tensor_tensor instructions over 1M f32
// elements (128 partitions x 8192) per iteration, as interp's
// BenchmarkElementwiseChain does ten StableHLO ops over 1M elements;
// the figure of merit is Melem/s.
func BenchmarkTensorTensor(b *testing.B) {
	for _, dt := range []numerics.DType{numerics.Float32, numerics.BFloat16} {
		b.Run(dt.String(), func(b *testing.B) {
			const n = 8192
			al := sb(b, "t", 128, 3*n*4)
			a := tile(al, 128, n, dt)
			c := a
			c.Offset = n
			o := a
			o.Offset = 2 * n
			put(b, a, randVals(rand.New(rand.NewSource(1)), 128*n, dt))
			put(b, c, randVals(rand.New(rand.NewSource(2)), 128*n, dt))
			ops := []AluOp{AluAdd, AluMult, AluSubtract, AluMax, AluAdd, AluMult, AluMin, AluSubtract, AluAdd, AluMult}
			m := New(nil)
			b.ResetTimer()
			for b.Loop() {
				prev := a
				for _, op := range ops {
					if err := m.TensorTensor("tt", op, o, prev, c); err != nil {
						b.Fatal(err)
					}
					prev = o
				}
			}
			b.ReportMetric(float64(len(ops))*128*n*float64(b.N)/b.Elapsed().Seconds()/1e6, "Melem/s")
		})
	}
}

// BenchmarkMatmul512 multiplies two 512x512 matrices as TensorE tiles:
// for each of 4 row blocks of 128, 4 accumulating matmuls (K = 128 each)
// of stationary [128, 128] and moving [128, 512] into one PSUM bank. The
// figure of merit is GFLOP/s (2·512³ per iteration), as interp's
// BenchmarkDotGeneral512.
func BenchmarkMatmul512(b *testing.B) {
	for _, dt := range []numerics.DType{numerics.Float32, numerics.BFloat16, numerics.Float16} {
		b.Run(dt.String(), func(b *testing.B) {
			const n = 512
			sz := int64(dt.Size())
			// lhsT: 4 K-blocks of [128, 512] (the transposed lhs), rhs: 4 K-blocks of [128, 512].
			al := sb(b, "in", 128, int(2*4*n*sz))
			ps, _ := NewAlloc("ps", arch.PSUM, 128, 16384)
			lhsT := AP{Alloc: al, Partitions: 128, Pairs: [][2]int64{{1, 4 * n}}, DType: dt}
			rhs := lhsT
			rhs.Offset = 4 * n
			put(b, lhsT, randVals(rand.New(rand.NewSource(1)), 128*4*n, dt))
			put(b, rhs, randVals(rand.New(rand.NewSource(2)), 128*4*n, dt))
			out := tile(ps, 128, n, numerics.Float32)
			m := New(arch.Trn1)
			b.ResetTimer()
			for b.Loop() {
				for mb := range 4 {
					for kb := range 4 {
						st := AP{Alloc: al, Partitions: 128, Pairs: [][2]int64{{1, 128}}, Offset: int64(kb*n + mb*128), DType: dt}
						mv := AP{Alloc: al, Partitions: 128, Pairs: [][2]int64{{1, n}}, Offset: int64(4*n + kb*n), DType: dt}
						if err := m.Matmul("mm", out, st, mv, kb == 0); err != nil {
							b.Fatal(err)
						}
					}
				}
			}
			b.ReportMetric(2*n*n*n*float64(b.N)/b.Elapsed().Seconds()/1e9, "GFLOP/s")
		})
	}
}
