package numerics

import (
	"math"
	"math/big"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// exactAddProduct is acc + a·b computed exactly and rounded once to fp32.
func exactAddProduct(acc, a, b float32) float32 {
	x := new(big.Float).SetPrec(1000).SetFloat64(float64(a))
	x.Mul(x, new(big.Float).SetFloat64(float64(b)))
	x.Add(x, new(big.Float).SetFloat64(float64(acc)))
	f, _ := x.Float32()
	return f
}

func TestAddProductF32(t *testing.T) {
	// The double-rounding trap: exact sum just below the fp32 tie above an
	// odd value; float64 rounding alone would land on the tie and go up.
	x, y := 1+0x1p-23, 0x1p-24-0x1p-77 // y is exact in float64
	assert.Equal(t, float32(1+0x1p-22), float32(x+y), "naive double rounding goes up")
	assert.Equal(t, float32(1+0x1p-23), float32(addRoundOdd(x, y)))

	rng := rand.New(rand.NewPCG(17, 18))
	rnd := func() float32 {
		v := float32(math.Ldexp(rng.Float64()+0.5, rng.IntN(80)-40))
		if rng.IntN(2) == 0 {
			v = -v
		}
		if rng.IntN(4) == 0 { // short significands make exact ties likely
			v = float32(math.Ldexp(float64(rng.IntN(64)+1), rng.IntN(40)-20))
		}
		return v
	}
	for range 100000 {
		acc, a, b := rnd(), rnd(), rnd()
		got := AddProductF32(acc, a, b)
		want := exactAddProduct(acc, a, b)
		require.Equal(t, math.Float32bits(want), math.Float32bits(got), "%v + %v*%v", acc, a, b)
	}
}

func TestMatMulAccumulate(t *testing.T) {
	// [K=2, M=2] stationary, [K=2, N=3] moving: out = stᵀ·mv added to out.
	st := []float32{1, 2, 3, 4}
	mv := []float32{1, 0, 2, 0, 1, 1}
	out := []float32{10, 0, 0, 0, 0, 0}
	MatMulAccumulate(out, st, mv, 2, 2, 3)
	// out[m][n] += Σ_k st[k][m]·mv[k][n]
	assert.Equal(t, []float32{11, 3, 5, 2, 4, 8}, out)
	// bf16 inputs multiply exactly: products of 8-bit significands never round.
	a, b := BF16ToF32(F32ToBF16(1.0078125)), BF16ToF32(F32ToBF16(1.0078125))
	got := []float32{0}
	MatMulAccumulate(got, []float32{a}, []float32{b}, 1, 1, 1)
	assert.Equal(t, float32(1.0078125*1.0078125), got[0])
}

func TestEncodeDecodeMemory(t *testing.T) {
	src := []float32{1, -2.5, 0.1, 1e6, float32(math.Inf(-1)), 3e-8}
	for _, f := range []*Format{F32, BF16, F16, TF32, F8E4M3FN, F8E5M2, F8E4M3FNUZ, F4E2M1FN, F8E8M0FNU, F8E3M4} {
		mem := make([]byte, len(src)*f.StorageBytes())
		Encode(mem, f, src, RoundNearestEven, 0)
		got := make([]float32, len(src))
		Decode(got, f, mem)
		for i, x := range src {
			want := f.ToFloat32(f.FromFloat32(x))
			assert.Equal(t, math.Float32bits(want), math.Float32bits(got[i]), "%s %v", f.Name, x)
		}
		// Stochastic writes land on a neighbour and repeat with the seed.
		Encode(mem, f, src, RoundStochastic, 7)
		again := make([]byte, len(mem))
		Encode(again, f, src, RoundStochastic, 7)
		assert.Equal(t, mem, again, f.Name)
	}
	mem := make([]byte, 4)
	Encode(mem, TF32, []float32{1 + 0x1p-11 + 0x1p-20}, RoundNearestEven, 0)
	assert.Equal(t, []byte{0x00, 0x20, 0x80, 0x3F}, mem, "tf32 in the high bits of an f32 word")

	i8, _ := IntType(8, true)
	u16, _ := IntType(16, false)
	b := make([]byte, 4)
	EncodeInt(b, i8, []float32{2.5, -300, float32(math.NaN()), 127.4})
	assert.Equal(t, []byte{2, 0x80, 0, 127}, b)
	f := make([]float32, 4)
	DecodeInt(f, i8, b)
	assert.Equal(t, []float32{2, -128, 0, 127}, f)
	EncodeInt(b, u16, []float32{70000, 1.5})
	DecodeInt(f[:2], u16, b)
	assert.Equal(t, []float32{65535, 2}, f[:2])
}
