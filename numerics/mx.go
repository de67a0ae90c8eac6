package numerics

import "math"

// MX is an OCP Microscaling (MX v1.0) block format: blocks of BlockSize
// elements share one f8E8M0FNU scale X, and element i stands for X·P_i.
type MX struct {
	Name      string
	Elem      *Format // element format; nil for MXINT8
	EmaxElem  int     // exponent of the element format's largest normal power of two
	BlockSize int
}

// The concrete MX formats of the spec (section 5, table 1). MXINT8 elements
// are two's-complement int8 with an implicit scale of 2^-6; quantization
// uses -127..127 (the pattern -128 reads as -2 if present).
var (
	MXFP8E4M3 = &MX{"mxfp8_e4m3", F8E4M3FN, 8, 32}
	MXFP8E5M2 = &MX{"mxfp8_e5m2", F8E5M2, 15, 32}
	MXFP6E3M2 = &MX{"mxfp6_e3m2", F6E3M2FN, 4, 32}
	MXFP6E2M3 = &MX{"mxfp6_e2m3", F6E2M3FN, 2, 32}
	MXFP4E2M1 = &MX{"mxfp4_e2m1", F4E2M1FN, 2, 32}
	MXINT8    = &MX{"mxint8", nil, 0, 32}
)

// MXFormats lists the MX formats.
var MXFormats = []*MX{MXFP8E4M3, MXFP8E5M2, MXFP6E3M2, MXFP6E2M3, MXFP4E2M1, MXINT8}

// scaleNaN is the f8E8M0FNU NaN: a block whose scale is NaN reads as NaN.
const scaleNaN = 0xFF

// Blocks is the number of blocks (and scales) n elements need; the last
// block may be short.
func (m *MX) Blocks(n int) int { return (n + m.BlockSize - 1) / m.BlockSize }

// Quantize converts src into one scale per block and one element per byte
// (low bits; see PackNibbles for fp4 storage). Per the spec (section 6.3):
//
//	shared_exp = floor(log2(max|V_i|)) - EmaxElem, clamped to E8M0's [-127, 127]
//	X = 2^shared_exp
//	P_i = V_i / X rounded to nearest even in the element format, magnitudes
//	      beyond the largest normal clamped to it
//
// The spec leaves two cases open; our choices: a block with a NaN or an
// infinity gets the NaN scale (its elements are 0 and read back as NaN),
// and an all-zero block gets the smallest scale 2^-127 with zero elements.
func (m *MX) Quantize(scales, elems []uint8, src []float32) {
	for b := 0; b*m.BlockSize < len(src); b++ {
		lo := b * m.BlockSize
		hi := min(lo+m.BlockSize, len(src))
		scales[b] = m.QuantizeBlock(elems[lo:hi], src[lo:hi])
	}
}

// QuantizeBlock quantizes one block (len(src) <= BlockSize) and returns its
// scale.
func (m *MX) QuantizeBlock(elems []uint8, src []float32) uint8 {
	var amax float64
	for _, v := range src {
		a := math.Abs(float64(v))
		if a != a || math.IsInf(a, 0) {
			clear(elems[:len(src)])
			return scaleNaN
		}
		amax = max(amax, a)
	}
	if amax == 0 {
		clear(elems[:len(src)])
		return 0
	}
	_, e := math.Frexp(amax) // amax = f·2^e, f in [0.5, 1): floor(log2) = e-1
	shared := min(max(e-1-m.EmaxElem, -127), 127)
	for i, v := range src {
		elems[i] = m.quantizeElem(math.Ldexp(float64(v), -shared))
	}
	return uint8(shared + 127)
}

func (m *MX) quantizeElem(q float64) uint8 {
	if m.Elem == nil {
		// Symmetric clamp to ±127/64, as the spec authors' reference
		// (microsoft/microxcaling) does: -128 would read back as -2·X and
		// push a re-quantized block into the next scale.
		n := math.RoundToEven(q * 64)
		return uint8(int8(min(max(n, -127), 127)))
	}
	f := m.Elem
	if limit := f.ToFloat64(f.MaxFinite(false)); math.Abs(q) >= limit {
		return uint8(f.MaxFinite(q < 0))
	}
	return uint8(f.FromFloat64(q))
}

// Dequantize computes X·P_i in float32 (rounded to nearest even; it is exact
// unless the product leaves float32's range).
func (m *MX) Dequantize(dst []float32, scales, elems []uint8) {
	for i := range dst {
		dst[i] = m.Value(scales[i/m.BlockSize], elems[i])
	}
}

// Value is one element's value: X·P.
func (m *MX) Value(scale, elem uint8) float32 {
	if scale == scaleNaN {
		return float32(math.NaN())
	}
	var p float64
	if m.Elem == nil {
		p = float64(int8(elem)) / 64
	} else {
		p = m.Elem.ToFloat64(uint64(elem))
	}
	return float32(math.Ldexp(p, int(scale)-127))
}

// PackNibbles packs 4-bit elements two per byte, element 2i in the low
// nibble (the order of ml_dtypes' and PyTorch's float4_e2m1fn_x2); an odd
// count leaves the last high nibble zero. dst needs (len(src)+1)/2 bytes.
func PackNibbles(dst, src []uint8) {
	for i := 0; i < len(src); i += 2 {
		b := src[i] & 0xF
		if i+1 < len(src) {
			b |= src[i+1] << 4
		}
		dst[i/2] = b
	}
}

// UnpackNibbles is the inverse of PackNibbles for len(dst) elements.
func UnpackNibbles(dst, src []uint8) {
	for i := range dst {
		dst[i] = src[i/2] >> (4 * uint(i&1)) & 0xF
	}
}
