package engine

// The AVX2 kernels of kernel_amd64.s run matmul rows four or eight
// elements at a time; TestMatmul checks them bit for bit against
// numerics.MatMulAccumulate. They run when the CPU has AVX2 and the OS
// saves the YMM registers.

//go:noescape
func addProductsF64(row *float32, b *float64, a float64, n int) int

//go:noescape
func addProductsF32(row *float32, b *float32, a float32, n int) int

func cpuid(leaf, sub uint32) (eax, ebx, ecx, edx uint32)

func xgetbv() (eax uint32)

var hasAVX2 = func() bool {
	max, _, _, _ := cpuid(0, 0)
	if max < 7 {
		return false
	}
	_, _, c1, _ := cpuid(1, 0)
	const osxsave, avx = 1 << 27, 1 << 28
	if c1&osxsave == 0 || c1&avx == 0 || xgetbv()&6 != 6 {
		return false
	}
	_, b7, _, _ := cpuid(7, 0)
	return b7&(1<<5) != 0
}()
