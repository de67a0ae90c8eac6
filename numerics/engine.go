package numerics

import (
	"encoding/binary"
	"math"
)

// The NeuronCore arithmetic model shared by the interpreter and the
// simulator (docs/numerics.md states it with its sources):
//
//   - Vector, Scalar and GpSimd engines read each element and convert it
//     exactly to fp32, compute in fp32 (Go float32 arithmetic: IEEE binary32,
//     round to nearest even), and convert the fp32 result to the output
//     type on write, rounding to nearest even or stochastically.
//   - TensorE multiplies its inputs (fp8, bf16, fp16, tf32, fp32) exactly and
//     accumulates into fp32 PSUM, one correctly rounded fp32 addition per
//     product, in increasing contraction index (our choice: the hardware's
//     summation order inside the array is not public).

// Rounding selects how an engine write narrows fp32.
type Rounding uint8

const (
	RoundNearestEven Rounding = iota
	RoundStochastic
)

// Decode reads len(dst) elements of format f stored little-endian in mem
// (StorageBytes() each; tf32 as the high 19 bits of a 32-bit word) and
// widens them exactly to fp32: an engine read.
func Decode(dst []float32, f *Format, mem []byte) {
	n := len(dst)
	switch f {
	case F32:
		for i := range n {
			dst[i] = math.Float32frombits(binary.LittleEndian.Uint32(mem[4*i:]))
		}
	case BF16:
		for i := range n {
			dst[i] = math.Float32frombits(uint32(binary.LittleEndian.Uint16(mem[2*i:])) << 16)
		}
	case F16:
		for i := range n {
			dst[i] = F16ToF32(binary.LittleEndian.Uint16(mem[2*i:]))
		}
	case F8E4M3FN:
		F8E4M3FNToF32Slice(dst, mem[:n])
	case F8E5M2:
		F8E5M2ToF32Slice(dst, mem[:n])
	case TF32:
		for i := range n {
			dst[i] = math.Float32frombits(binary.LittleEndian.Uint32(mem[4*i:]) &^ 0x1FFF)
		}
	default:
		sz := f.StorageBytes()
		for i := range n {
			dst[i] = f.ToFloat32(loadLE(mem[sz*i:], sz))
		}
	}
}

// Encode narrows src to format f and stores it little-endian in mem: an
// engine write. Stochastic rounding draws element i's random word from
// seed and i (splitmix64), so a run is reproducible from its seed.
func Encode(mem []byte, f *Format, src []float32, r Rounding, seed uint64) {
	if r == RoundStochastic {
		sz := f.StorageBytes()
		for i, x := range src {
			b := f.FromFloat32Stochastic(x, splitmix64(seed+uint64(i)))
			if f == TF32 {
				b <<= 13
			}
			storeLE(mem[sz*i:], sz, b)
		}
		return
	}
	switch f {
	case F32:
		for i, x := range src {
			binary.LittleEndian.PutUint32(mem[4*i:], math.Float32bits(x))
		}
	case BF16:
		for i, x := range src {
			binary.LittleEndian.PutUint16(mem[2*i:], F32ToBF16(x))
		}
	case F16:
		for i, x := range src {
			binary.LittleEndian.PutUint16(mem[2*i:], F32ToF16(x))
		}
	case F8E4M3FN:
		F32ToF8E4M3FNSlice(mem[:len(src)], src)
	case F8E5M2:
		F32ToF8E5M2Slice(mem[:len(src)], src)
	case TF32:
		for i, x := range src {
			binary.LittleEndian.PutUint32(mem[4*i:], uint32(TF32.FromFloat32(x))<<13)
		}
	default:
		sz := f.StorageBytes()
		for i, x := range src {
			storeLE(mem[sz*i:], sz, f.FromFloat32(x))
		}
	}
}

// DecodeInt reads integers of type t (little-endian, (Width+7)/8 bytes
// each) and converts them to fp32 with one rounding (exact up to 2^24).
func DecodeInt(dst []float32, t Int, mem []byte) {
	sz := (t.Width + 7) / 8
	for i := range dst {
		b := loadLE(mem[sz*i:], sz)
		if t.Signed {
			dst[i] = float32(t.SignExtend(b))
		} else {
			dst[i] = float32(t.ZeroExtend(b))
		}
	}
}

// EncodeInt writes fp32 values as integers of type t, rounding to nearest
// even and saturating at the range ends, NaN giving 0 (our model: the
// public docs state round-to-nearest-even for the engines and say nothing
// about out-of-range integer writes).
func EncodeInt(mem []byte, t Int, src []float32) {
	sz := (t.Width + 7) / 8
	for i, x := range src {
		storeLE(mem[sz*i:], sz, t.FromFloat64RoundNearest(float64(x)))
	}
}

// AddProductF32 returns acc + a·b with the product exact and one rounding
// to fp32: TensorE's multiply-accumulate step into PSUM. (The exact sum is
// rounded to odd in float64, then to nearest even in float32; with 53 >=
// 24+2 bits that double rounding is innocuous, Boldo & Melquiond 2008.)
func AddProductF32(acc, a, b float32) float32 {
	p := float64(a) * float64(b) // exact: 24+24 bits fit in 53, range fits
	return float32(addRoundOdd(float64(acc), p))
}

// addRoundOdd is x+y rounded to odd: exact when representable, else the
// neighbour with an odd last mantissa bit.
func addRoundOdd(x, y float64) float64 {
	s := x + y
	if math.IsInf(s, 0) || math.IsNaN(s) {
		return s
	}
	// TwoSum: s + e == x + y exactly.
	bb := s - x
	e := (x - (s - bb)) + (y - bb)
	if e == 0 || math.Float64bits(s)&1 == 1 {
		return s
	}
	// s is even and the exact sum lies between s and its neighbour towards
	// e, which is odd.
	return math.Nextafter(s, math.Copysign(math.Inf(1), e))
}

// MatMulAccumulate performs TensorE's out += stationaryᵀ · moving on fp32
// data already widened from the input types: stationary is K×M, moving is
// K×N, out (PSUM) is M×N, all row-major. Each out element adds its K
// products in increasing k, one fp32 rounding per step.
func MatMulAccumulate(out, stationary, moving []float32, K, M, N int) {
	for m := range M {
		row := out[m*N : m*N+N]
		for n := range N {
			acc := row[n]
			for k := range K {
				acc = AddProductF32(acc, stationary[k*M+m], moving[k*N+n])
			}
			row[n] = acc
		}
	}
}

func loadLE(b []byte, n int) uint64 {
	var v uint64
	for i := n - 1; i >= 0; i-- {
		v = v<<8 | uint64(b[i])
	}
	return v
}

func storeLE(b []byte, n int, v uint64) {
	for i := range n {
		b[i] = byte(v >> (8 * i))
	}
}

func splitmix64(x uint64) uint64 {
	x += 0x9E3779B97F4A7C15
	x = (x ^ x>>30) * 0xBF58476D1CE4E5B9
	x = (x ^ x>>27) * 0x94D049BB133111EB
	return x ^ x>>31
}
