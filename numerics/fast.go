package numerics

import "math"

// Fast paths for the conversions the interpreter and simulator run per
// element. Each is bit-exact with the generic Format methods (the tests check
// every float32 input against both the generic path and an independent
// reference), including NaN payloads: a NaN keeps its sign and the top of its
// payload; a payload that truncates to zero becomes the quiet bit.

// F32ToBF16 rounds to nearest even; overflow gives ±inf.
func F32ToBF16(x float32) uint16 {
	u := math.Float32bits(x)
	if u&0x7FFFFFFF > 0x7F800000 {
		r := uint16(u >> 16)
		if r&0x7F == 0 {
			r |= 0x40
		}
		return r
	}
	u += 0x7FFF + (u>>16)&1
	return uint16(u >> 16)
}

// BF16ToF32 is exact.
func BF16ToF32(b uint16) float32 { return math.Float32frombits(uint32(b) << 16) }

// F32ToF16 rounds to nearest even; overflow gives ±inf.
func F32ToF16(x float32) uint16 {
	u := math.Float32bits(x)
	s := uint16(u>>16) & 0x8000
	a := u & 0x7FFFFFFF
	switch {
	case a > 0x7F800000:
		p := uint16(a>>13) & 0x3FF
		if p == 0 {
			p = 0x200
		}
		return s | 0x7C00 | p
	case a >= 0x477FF000: // 65520, the tie above 65504, rounds to inf
		return s | 0x7C00
	case a < 0x38800000: // below 2^-14: subnormal; let an fp32 add round at 2^-24
		f := math.Float32frombits(a) + 0.5
		return s | uint16(math.Float32bits(f)-0x3F000000)
	}
	a += 0xC8000FFF + (a>>13)&1 // rebias 127 -> 15, add half-ulp-minus-one
	return s | uint16(a>>13)
}

// F16ToF32 is exact.
func F16ToF32(h uint16) float32 {
	s := uint32(h&0x8000) << 16
	e := uint32(h>>10) & 0x1F
	m := uint32(h & 0x3FF)
	switch e {
	case 0x1F:
		return math.Float32frombits(s | 0x7F800000 | m<<13)
	case 0:
		v := float32(m) * (1.0 / (1 << 24))
		return math.Float32frombits(s | math.Float32bits(v))
	}
	return math.Float32frombits(s | (e+112)<<23 | m<<13)
}

// F32ToF8E4M3FN rounds to nearest even; beyond ±464 (the tie above 448 goes
// to 448) and ±inf give NaN with the input's sign, as APFloat does.
func F32ToF8E4M3FN(x float32) uint8 { return e4m3fnEnc.encode(x) }

// F32ToF8E5M2 rounds to nearest even; overflow gives ±inf.
func F32ToF8E5M2(x float32) uint8 { return e5m2Enc.encode(x) }

// f32To8 encodes float32 into an 8-bit format by table lookup. With at most
// 3 mantissa bits kept, the rounding position and the round bit always lie
// in the top 16 bits of the float32; the low 16 bits matter only through
// whether any is set (the sticky bit). So the result is a function of the
// exponent, the top 7 mantissa bits and that one bit: a 64 KiB table, built
// from the generic path, indexed without branches. The sign is ORed back
// (for the 8-bit formats with a sign bit, negation commutes with rounding
// except for NaN-as-negative-zero formats, which this is not used for).
type f32To8 [1 << 16]uint8

func newF32To8(f *Format) *f32To8 {
	var t f32To8
	for i := range t {
		u := uint32(i>>1)<<16 | uint32(i&1)
		t[i] = uint8(f.FromFloat32(math.Float32frombits(u)))
	}
	return &t
}

func (t *f32To8) encode(x float32) uint8 {
	u := math.Float32bits(x)
	sticky := (u&0xFFFF + 0xFFFF) >> 16 // 1 if any of the low 16 bits is set
	return t[(u>>15)&0xFFFE|sticky] | uint8(u>>24)&0x80
}

var (
	e4m3fnEnc = newF32To8(F8E4M3FN)
	e5m2Enc   = newF32To8(F8E5M2)
)

var (
	e4m3fnTable = decodeTable(F8E4M3FN)
	e5m2Table   = decodeTable(F8E5M2)
)

func decodeTable(f *Format) *[256]float32 {
	var t [256]float32
	for i := range t {
		t[i] = f.ToFloat32(uint64(i))
	}
	return &t
}

// F8E4M3FNToF32 is exact.
func F8E4M3FNToF32(b uint8) float32 { return e4m3fnTable[b] }

// F8E5M2ToF32 is exact.
func F8E5M2ToF32(b uint8) float32 { return e5m2Table[b] }

// F32ToBF16Slice converts src into dst[:len(src)].
func F32ToBF16Slice(dst []uint16, src []float32) {
	dst = dst[:len(src)]
	for i, x := range src {
		u := math.Float32bits(x)
		if u&0x7FFFFFFF > 0x7F800000 {
			dst[i] = F32ToBF16(x)
			continue
		}
		dst[i] = uint16((u + 0x7FFF + (u>>16)&1) >> 16)
	}
}

// BF16ToF32Slice converts src into dst[:len(src)].
func BF16ToF32Slice(dst []float32, src []uint16) {
	dst = dst[:len(src)]
	for i, b := range src {
		dst[i] = math.Float32frombits(uint32(b) << 16)
	}
}

// F32ToF16Slice converts src into dst[:len(src)].
func F32ToF16Slice(dst []uint16, src []float32) {
	dst = dst[:len(src)]
	for i, x := range src {
		dst[i] = F32ToF16(x)
	}
}

// F16ToF32Slice converts src into dst[:len(src)].
func F16ToF32Slice(dst []float32, src []uint16) {
	dst = dst[:len(src)]
	for i, h := range src {
		dst[i] = F16ToF32(h)
	}
}

// F32ToF8E4M3FNSlice converts src into dst[:len(src)].
func F32ToF8E4M3FNSlice(dst []uint8, src []float32) { e4m3fnEnc.slice(dst, src) }

func (t *f32To8) slice(dst []uint8, src []float32) {
	dst = dst[:len(src)]
	for i, x := range src {
		u := math.Float32bits(x)
		sticky := (u&0xFFFF + 0xFFFF) >> 16
		dst[i] = t[(u>>15)&0xFFFE|sticky] | uint8(u>>24)&0x80
	}
}

// F8E4M3FNToF32Slice converts src into dst[:len(src)].
func F8E4M3FNToF32Slice(dst []float32, src []uint8) {
	dst = dst[:len(src)]
	t := e4m3fnTable
	for i, b := range src {
		dst[i] = t[b]
	}
}

// F32ToF8E5M2Slice converts src into dst[:len(src)].
func F32ToF8E5M2Slice(dst []uint8, src []float32) { e5m2Enc.slice(dst, src) }

// F8E5M2ToF32Slice converts src into dst[:len(src)].
func F8E5M2ToF32Slice(dst []float32, src []uint8) {
	dst = dst[:len(src)]
	t := e5m2Table
	for i, b := range src {
		dst[i] = t[b]
	}
}
