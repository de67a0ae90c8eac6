package engine

import (
	"math"
	"math/rand"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"ncc/arch"
	"ncc/numerics"
)

// TestAddProduct checks matmulRange's steps (the assembly kernel where
// there is one, and the Go path) against numerics.AddProductF32 on random
// operands, on sums that land on or beside fp32 rounding midpoints, and
// near and below fp32's normal range: K = 1, M = 1, one step per column.
func TestAddProduct(t *testing.T) {
	rng := rand.New(rand.NewSource(3))
	var acc, a, b []float32
	add := func(x, y, z float32) { acc, a, b = append(acc, x), append(a, y), append(b, z) }
	randF := func(lo, hi int) float32 {
		e := lo + rng.Intn(hi-lo)
		return float32(math.Ldexp(rng.Float64()*2-1, e))
	}
	for range 50000 {
		add(randF(-10, 10), randF(-10, 10), randF(-10, 10))
		add(randF(-130, -120), randF(-70, -60), randF(-70, -60))
		add(randF(120, 128), randF(60, 65), randF(60, 65))
		// acc = 1, product = 2^-24 ± tiny: the exact sum sits on or just
		// beside the tie between 1 and 1+2^-23.
		x := float32(1 + rng.Intn(1<<12))
		y := float32(math.Ldexp(1, -24)) / x
		add(1, x, y)
		add(1, x, math.Nextafter32(y, 2))
		add(1, x, math.Nextafter32(y, 0))
		add(-1, -x, y)
	}
	add(0, 0, -1)
	add(float32(math.Inf(1)), 1, float32(math.Inf(-1)))
	add(0x1p-126, 0x1p-75, -0x1p-75)
	for _, avx := range []bool{false, true} {
		useAVX2 = avx && hasAVX2
		for i := range acc {
			got := []float32{acc[i]}
			matmulRange(got, a[i:i+1], nil, []float64{float64(b[i])}, 1, 1, 1, 0, 1)
			want := numerics.AddProductF32(acc[i], a[i], b[i])
			if math.Float32bits(want) != math.Float32bits(got[0]) && !(want != want && got[0] != got[0]) {
				t.Fatalf("avx=%v: %g + %g·%g = %g, want %g", avx, acc[i], a[i], b[i], got[0], want)
			}
		}
		// The same as one row, so that the kernel sees them in groups.
		n := len(acc)
		got := append([]float32(nil), acc...)
		b64 := make([]float64, n)
		for i, x := range b {
			b64[i] = float64(x)
		}
		// One row of n columns needs one stationary value: use a[0]
		// for all and compare with the reference per column.
		matmulRange(got, a[:1], nil, b64, 1, 1, n, 0, 1)
		for i := range acc {
			want := numerics.AddProductF32(acc[i], a[0], b[i])
			if math.Float32bits(want) != math.Float32bits(got[i]) && !(want != want && got[i] != got[i]) {
				t.Fatalf("avx=%v row column %d: %g + %g·%g = %g, want %g", avx, i, acc[i], a[0], b[i], got[i], want)
			}
		}
	}
	useAVX2 = hasAVX2
}

// matmulRef computes out (M x N) = sᵀ·mv with numerics.MatMulAccumulate.
func matmulRef(out, s, mv []float32, K, M, N int) {
	numerics.MatMulAccumulate(out, s, mv, K, M, N)
}

func randVals(rng *rand.Rand, n int, dt numerics.DType) []float64 {
	out := make([]float64, n)
	b := make([]byte, dt.Size())
	f := make([]float32, 1)
	for i := range out {
		dt.Store(b, []float32{float32(rng.NormFloat64())})
		dt.Load(f, b)
		out[i] = float64(f[0])
	}
	return out
}

func TestMatmul(t *testing.T) {
	for _, dt := range []numerics.DType{numerics.Float32, numerics.BFloat16, numerics.Float16, numerics.Float8E4M3} {
		t.Run(dt.String(), func(t *testing.T) {
			const K, M, N = 128, 64, 96
			rng := rand.New(rand.NewSource(4))
			in := sb(t, "in", 128, 4096)
			ps, err := NewAlloc("ps", arch.PSUM, 128, 16384)
			require.NoError(t, err)
			st := tile(in, K, M, dt)
			mv := tile(in, K, N, dt)
			mv.Offset = 512 / int64(dt.Size())
			sv, mvv := randVals(rng, K*M, dt), randVals(rng, K*N, dt)
			put(t, st, sv)
			put(t, mv, mvv)
			out := tile(ps, M, N, numerics.Float32)
			m := New(arch.Trn1)

			// Accumulate two K halves into one group: the same as one
			// matmul over all of K in increasing order.
			half := func(ap AP, lo int) AP {
				ap.Start, ap.Partitions = lo, K/2
				return ap
			}
			require.NoError(t, m.Matmul("mm0", out, half(st, 0), half(mv, 0), true))
			require.NoError(t, m.Matmul("mm1", out, half(st, 64), half(mv, 64), false))

			f := func(v []float64) []float32 {
				o := make([]float32, len(v))
				for i, x := range v {
					o[i] = float32(x)
				}
				return o
			}
			want := make([]float32, M*N)
			matmulRef(want, f(sv), f(mvv), K, M, N)
			got := get(t, out)
			for i := range want {
				require.Equal(t, math.Float32bits(want[i]), math.Float32bits(float32(got[i])), "element %d", i)
			}

			// start resets the group.
			require.NoError(t, m.Matmul("mm2", out, st, mv, true))
			for i, v := range get(t, out) {
				require.Equal(t, want[i], float32(v), "element %d", i)
			}
		})
	}
}

func TestMatmulErrors(t *testing.T) {
	in := sb(t, "in", 128, 4096)
	ps, _ := NewAlloc("ps", arch.PSUM, 128, 16384)
	m := New(arch.Trn1)
	st := tile(in, 128, 128, numerics.Float32)
	mv := tile(in, 128, 512, numerics.Float32)
	out := tile(ps, 128, 512, numerics.Float32)
	// Inputs never written.
	err := m.Matmul("mm", out, st, mv, true)
	assert.Equal(t, ErrUninitialized, errKind(err))
	in.mark(0, int64(len(in.Data)))
	// Accumulating into a PSUM tile never written.
	err = m.Matmul("mm", out, st, mv, false)
	assert.Equal(t, ErrUninitialized, errKind(err), "%v", err)
	require.NoError(t, m.Matmul("mm", out, st, mv, true))
	// K mismatch, N too big.
	err = m.Matmul("mm", out, st, tile(in, 64, 512, numerics.Float32), true)
	assert.Equal(t, ErrShape, errKind(err))
	err = m.Matmul("mm", tile(ps, 128, 1024, numerics.Float32), st, tile(in, 128, 1024, numerics.Float32), true)
	assert.Equal(t, ErrShape, errKind(err))
	assert.Contains(t, err.Error(), "exceeds TensorE")
}

func TestTransposePE(t *testing.T) {
	in := sb(t, "in", 128, 4096)
	ps, _ := NewAlloc("ps", arch.PSUM, 128, 16384)
	src := tile(in, 32, 100, numerics.BFloat16)
	vals := randVals(rand.New(rand.NewSource(5)), 32*100, numerics.BFloat16)
	put(t, src, vals)
	out := tile(ps, 100, 32, numerics.Float32)
	m := New(nil)
	require.NoError(t, m.TransposePE("tr", out, src))
	got := get(t, out)
	for k := range 32 {
		for n := range 100 {
			require.Equal(t, vals[k*100+n], got[n*32+k])
		}
	}
	assert.Equal(t, ErrShape, errKind(m.TransposePE("tr", tile(ps, 32, 100, numerics.Float32), src)))
}

// TestMatmulKernels checks matmulRange, with and without the assembly
// kernels, against numerics.MatMulAccumulate on data that hits fp32
// rounding midpoints, tiny sums, overflow and NaN, at sizes that leave
// kernel tails.
func TestMatmulKernels(t *testing.T) {
	rng := rand.New(rand.NewSource(6))
	for _, N := range []int{1, 3, 4, 7, 8, 13, 64, 130} {
		const K, M = 9, 5
		S := make([]float32, K*M)
		mv := make([]float32, K*N)
		for i := range S {
			S[i] = float32(1 + rng.Intn(1<<12))
		}
		for i := range mv {
			switch rng.Intn(6) {
			case 0: // products near 2^-24 against an accumulator near 1: midpoints
				mv[i] = float32(math.Ldexp(1, -24)) / S[(i/N)*M]
			case 1:
				mv[i] = float32(math.Ldexp(rng.Float64(), -140))
			case 2:
				mv[i] = float32(math.Ldexp(rng.Float64(), 120))
			default:
				mv[i] = float32(rng.NormFloat64())
			}
		}
		mv[0] = float32(math.NaN())
		init := make([]float32, M*N)
		for i := range init {
			init[i] = float32(rng.Intn(3))
		}
		want := append([]float32(nil), init...)
		numerics.MatMulAccumulate(want, S, mv, K, M, N)
		mv64 := make([]float64, len(mv))
		for i, x := range mv {
			mv64[i] = float64(x)
		}
		for _, avx := range []bool{false, true} {
			useAVX2 = avx && hasAVX2
			got := append([]float32(nil), init...)
			matmulRange(got, S, nil, mv64, K, M, N, 0, M)
			for i := range want {
				if math.Float32bits(want[i]) != math.Float32bits(got[i]) && !(want[i] != want[i] && got[i] != got[i]) {
					t.Fatalf("N=%d avx=%v element %d: got %g, want %g", N, avx, i, got[i], want[i])
				}
			}
		}
		useAVX2 = hasAVX2
	}
}

// TestMatmulShortFloats takes fp32 inputs with few significant bits
// (small integers) through the exact-product path, and bf16 inputs with
// tiny values, whose products could underflow, through the general one.
func TestMatmulShortFloats(t *testing.T) {
	const K, M, N = 16, 8, 24
	rng := rand.New(rand.NewSource(7))
	S, mv := make([]float32, K*M), make([]float32, K*N)
	for i := range S {
		S[i] = float32(rng.Intn(200) - 100)
	}
	for i := range mv {
		mv[i] = float32(rng.Intn(4000) - 2000)
	}
	bs, okS := sigBits(S)
	bm, okM := sigBits(mv)
	require.True(t, okS && okM && bs+bm <= 24, "small integers take the exact-product path")
	_, ok := sigBits([]float32{0x1p-100})
	assert.False(t, ok, "tiny values do not")

	for _, avx := range []bool{false, true} {
		useAVX2 = avx && hasAVX2
		want := make([]float32, M*N)
		numerics.MatMulAccumulate(want, S, mv, K, M, N)
		got := make([]float32, M*N)
		matmulRows(got, S, mv, nil, K, M, N)
		assert.Equal(t, want, got)
	}
	useAVX2 = hasAVX2
}
