package numerics

import (
	"math"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// mxRef is the straightforward reading of the spec: the scale from
// floor(log2(amax)) and each element by searching all element values for
// the nearest (ties to the even pattern), clamping to the largest normal.
func mxRef(m *MX, src []float32) (uint8, []uint8) {
	amax := 0.0
	for _, v := range src {
		if math.IsNaN(float64(v)) || math.IsInf(float64(v), 0) {
			return 0xFF, make([]uint8, len(src))
		}
		amax = math.Max(amax, math.Abs(float64(v)))
	}
	if amax == 0 {
		return 0, make([]uint8, len(src))
	}
	shared := int(math.Floor(math.Log2(amax))) - m.EmaxElem
	shared = max(-127, min(127, shared))
	x := math.Pow(2, float64(shared))
	// Candidate element patterns and values.
	type cand struct {
		bits uint8
		v    float64
	}
	var cands []cand
	if m.Elem == nil {
		for i := -127; i <= 127; i++ {
			cands = append(cands, cand{uint8(int8(i)), float64(i) / 64})
		}
	} else {
		for b := 0; b < 1<<m.Elem.Bits(); b++ {
			if !m.Elem.IsFinite(uint64(b)) {
				continue
			}
			cands = append(cands, cand{uint8(b), m.Elem.ToFloat64(uint64(b))})
		}
	}
	out := make([]uint8, len(src))
	for i, v := range src {
		q := float64(v) / x
		best := -1
		for j, c := range cands {
			if best < 0 {
				best = j
				continue
			}
			d, bd := math.Abs(q-c.v), math.Abs(q-cands[best].v)
			even := c.bits&1 == 0
			if d < bd || (d == bd && even && c.v != cands[best].v) ||
				(d == bd && c.v == cands[best].v && math.Signbit(c.v) == math.Signbit(q) && c.bits != cands[best].bits) {
				best = j
			}
		}
		out[i] = cands[best].bits
	}
	return uint8(shared + 127), out
}

func randomBlock(rng *rand.Rand, n int) []float32 {
	scale := math.Ldexp(1, rng.IntN(60)-30)
	b := make([]float32, n)
	for i := range b {
		switch rng.IntN(10) {
		case 0:
			b[i] = 0
		case 1: // a value on the element grid of some scale
			b[i] = float32(math.Ldexp(float64(rng.IntN(16)), rng.IntN(8)-4) * scale)
		default:
			b[i] = float32(rng.NormFloat64() * scale)
		}
	}
	return b
}

func TestMXQuantizeMatchesReference(t *testing.T) {
	rng := rand.New(rand.NewPCG(13, 14))
	for _, m := range MXFormats {
		t.Run(m.Name, func(t *testing.T) {
			for range 300 {
				src := randomBlock(rng, m.BlockSize)
				elems := make([]uint8, len(src))
				scale := m.QuantizeBlock(elems, src)
				wantScale, wantElems := mxRef(m, src)
				require.Equal(t, wantScale, scale, "%v", src)
				for i := range src {
					// Zero elements may carry either sign's pattern only when
					// the value is -0 or rounds to zero from below.
					if elems[i] != wantElems[i] {
						require.Equal(t, m.Value(scale, wantElems[i]), m.Value(scale, elems[i]), "elem %d of %v", i, src)
					}
				}
			}
		})
	}
}

// Properties: dequantized values sit within half an element ulp (in scaled
// units) of the input unless clamped, the largest magnitude keeps its binade,
// and a block already on the grid round-trips exactly.
func TestMXProperties(t *testing.T) {
	rng := rand.New(rand.NewPCG(15, 16))
	for _, m := range MXFormats {
		t.Run(m.Name, func(t *testing.T) {
			for range 200 {
				n := 1 + rng.IntN(100)
				src := randomBlock(rng, n)
				scales := make([]uint8, m.Blocks(n))
				elems := make([]uint8, n)
				m.Quantize(scales, elems, src)
				dst := make([]float32, n)
				m.Dequantize(dst, scales, elems)
				for i, v := range src {
					x := math.Ldexp(1, int(scales[i/m.BlockSize])-127)
					ulp := x / 64 // MXINT8 grid
					if m.Elem != nil {
						// The element ulp at the value's binade (subnormal ulp at least).
						q := math.Abs(float64(v)) / x
						e := max(math.Floor(math.Log2(q)), float64(m.Elem.MinExp()))
						ulp = x * math.Ldexp(1, int(e)-m.Elem.ManBits())
					}
					maxV := x * 127 / 64
					if m.Elem != nil {
						maxV = x * m.Elem.ToFloat64(m.Elem.MaxFinite(false))
					}
					err := math.Abs(float64(dst[i]) - float64(v))
					if math.Abs(float64(v)) <= maxV {
						assert.LessOrEqual(t, err, ulp/2*(1+1e-12), "%s: %v -> %v (scale 2^%d)", m.Name, v, dst[i], int(scales[i/m.BlockSize])-127)
					} else {
						assert.Equal(t, maxV, math.Abs(float64(dst[i])), "clamped")
					}
				}
				// Re-quantizing the dequantized block is the identity.
				again := make([]uint8, n)
				scales2 := make([]uint8, len(scales))
				m.Quantize(scales2, again, dst)
				dst2 := make([]float32, n)
				m.Dequantize(dst2, scales2, again)
				assert.Equal(t, dst, dst2)
			}
		})
	}
}

func TestMXSpecialBlocks(t *testing.T) {
	m := MXFP8E4M3
	elems := make([]uint8, 32)
	src := make([]float32, 32)
	assert.Equal(t, uint8(0), m.QuantizeBlock(elems, src), "all-zero block: smallest scale")
	src[3] = float32(math.Inf(1))
	assert.Equal(t, uint8(0xFF), m.QuantizeBlock(elems, src))
	assert.True(t, math.IsNaN(float64(m.Value(0xFF, 0))))
	// Scale: amax 448 = 1.75·2^8 -> shared exponent 0; 1000 -> 2^1 and 1000/2 = 500 clamps to 448.
	src = []float32{448, 1, -3}
	assert.Equal(t, uint8(127), m.QuantizeBlock(elems, src))
	assert.Equal(t, uint8(128), m.QuantizeBlock(elems, []float32{1000}))
	assert.Equal(t, uint8(0x7E), elems[0])
	// Tiny blocks clamp the scale at 2^-127.
	assert.Equal(t, uint8(0), MXFP4E2M1.QuantizeBlock(elems, []float32{1e-45}))
	// MXINT8: amax 1.5 -> scale 2^0, elements 1.5·64 and -64; 1.999 clamps to 127.
	assert.Equal(t, uint8(127), MXINT8.QuantizeBlock(elems, []float32{1.5, -1, 1.999, -1.999}))
	assert.Equal(t, []uint8{96, 0xC0, 127, 0x81}, elems[:4])
	assert.Equal(t, float32(-2), MXINT8.Value(127, 0x80))
}

func TestPackNibbles(t *testing.T) {
	src := []uint8{1, 2, 3, 4, 15}
	packed := make([]uint8, 3)
	PackNibbles(packed, src)
	assert.Equal(t, []uint8{0x21, 0x43, 0x0F}, packed)
	back := make([]uint8, 5)
	UnpackNibbles(back, packed)
	assert.Equal(t, src, back)
}
