package numerics

import (
	"math"
	"math/bits"
)

// Status reports what a conversion lost, as APFloat's opStatus does.
type Status uint8

const (
	Inexact   Status = 1 << iota // the result differs from the exact value
	Overflow                     // the magnitude exceeded the largest finite value
	Underflow                    // a non-zero value rounded to zero or below the normals, inexactly
	Invalid                      // NaN or a value the format cannot hold at all (negative to fnu)
)

// FromFloat64 converts with round-to-nearest-even and the format's own rules
// for overflow (inf, NaN or saturation), NaN and signed zero. See doc.go.
func (f *Format) FromFloat64(x float64) uint64 {
	if f == F64 {
		return math.Float64bits(x)
	}
	b, _ := f.fromFloat64(x, 0, false)
	return b
}

// FromFloat64Status is FromFloat64 that also reports what was lost.
func (f *Format) FromFloat64Status(x float64) (uint64, Status) {
	if f == F64 {
		return math.Float64bits(x), 0
	}
	return f.fromFloat64(x, 0, false)
}

// FromFloat32 converts a float32 (exactly, then as FromFloat64). NaN payloads
// are taken from the float32 bits without quieting.
func (f *Format) FromFloat32(x float32) uint64 {
	if f == F32 {
		return uint64(math.Float32bits(x))
	}
	return f.FromFloat64(f32to64(x))
}

// FromFloat64Stochastic rounds x to one of its two neighbours in the format,
// up with probability equal to the distance from the lower one in units of
// their gap, drawing on rnd (a uniformly random 64-bit word: the same rnd
// gives the same result). Overflow, NaN and zero follow FromFloat64.
func (f *Format) FromFloat64Stochastic(x float64, rnd uint64) uint64 {
	if f == F64 {
		return math.Float64bits(x)
	}
	b, _ := f.fromFloat64(x, rnd, true)
	return b
}

// FromFloat32Stochastic is FromFloat64Stochastic for float32 inputs.
func (f *Format) FromFloat32Stochastic(x float32, rnd uint64) uint64 {
	if f == F32 {
		return uint64(math.Float32bits(x))
	}
	return f.FromFloat64Stochastic(f32to64(x), rnd)
}

// FromInt64 converts a signed integer, correctly rounded.
func (f *Format) FromInt64(v int64) uint64 {
	if v < 0 {
		return f.FromMagnitude(true, uint64(-v), 0, false)
	}
	return f.FromMagnitude(false, uint64(v), 0, false)
}

// FromUint64 converts an unsigned integer, correctly rounded.
func (f *Format) FromUint64(v uint64) uint64 { return f.FromMagnitude(false, v, 0, false) }

// FromMagnitude converts the exact value ±m·2^exp, where sticky says that
// further non-zero bits follow below m's last bit (so the true magnitude is
// strictly between m·2^exp and (m+1)·2^exp). It is the one rounding routine
// every conversion and the decimal parser share.
func (f *Format) FromMagnitude(neg bool, m uint64, exp int, sticky bool) uint64 {
	b, _ := f.round(neg, m, exp, sticky, 0, false)
	return b
}

// f32to64 widens without touching NaN bits (a hardware float conversion
// would quiet a signalling NaN).
func f32to64(x float32) float64 {
	u := math.Float32bits(x)
	if u&0x7FFFFFFF > 0x7F800000 {
		return math.Float64frombits(uint64(u>>31)<<63 | 0x7FF<<52 | uint64(u&0x7FFFFF)<<29)
	}
	return float64(x)
}

func (f *Format) fromFloat64(x float64, rnd uint64, stochastic bool) (uint64, Status) {
	u := math.Float64bits(x)
	neg := u>>63 != 0
	e := int(u>>52) & 0x7FF
	m := u & (1<<52 - 1)
	switch {
	case e == 0x7FF && m != 0:
		return f.nanFrom(neg, m), Invalid
	case e == 0x7FF:
		return f.overflow(neg), 0
	case e == 0:
		if m == 0 {
			return f.zero(neg), 0
		}
		return f.round(neg, m, -1074, false, rnd, stochastic)
	}
	return f.round(neg, m|1<<52, e-1075, false, rnd, stochastic)
}

// nanFrom converts a NaN with float64 mantissa m (payload kept where the
// format has one; see doc.go).
func (f *Format) nanFrom(neg bool, m uint64) uint64 {
	switch {
	case f.nonFinite == IEEE754:
		p := m >> (52 - f.manBits)
		if p == 0 {
			p = 1 << (f.manBits - 1)
		}
		return boolBit(neg)*f.signBit | f.infMag | p
	case f.nonFinite == FiniteOnly:
		// ml_dtypes: NaN becomes its quiet_NaN(), the negative-zero pattern,
		// negated for a negative NaN: +NaN -> -0, -NaN -> +0.
		if neg {
			return 0
		}
		return f.signBit
	case f.nanEnc == NaNAllOnes:
		return boolBit(neg)*f.signBit | f.magMask
	default:
		return f.signBit
	}
}

// overflow is the result for a value beyond the largest finite one
// (APFloat's handleOverflow under round-to-nearest).
func (f *Format) overflow(neg bool) uint64 {
	if f.unsigned && neg {
		return f.NaN()
	}
	s := boolBit(neg) * f.signBit
	switch f.nonFinite {
	case IEEE754:
		return s | f.infMag
	case NaNOnly:
		if f.nanEnc == NaNNegativeZero {
			return f.signBit
		}
		return s | f.magMask
	}
	return s | f.maxMag
}

func (f *Format) zero(neg bool) uint64 {
	if neg && f.HasNegZero() {
		return f.signBit
	}
	return 0 // also the smallest value 2^-127 of f8E8M0FNU, APFloat's choice
}

// round encodes ±m·2^exp (+sticky) correctly rounded.
func (f *Format) round(neg bool, m uint64, exp int, sticky bool, rnd uint64, stochastic bool) (uint64, Status) {
	if m == 0 && !sticky {
		return f.zero(neg), 0
	}
	if f.unsigned && neg {
		return f.NaN(), Invalid
	}
	if m == 0 { // a non-zero value below anything representable
		return f.zero(neg), Inexact | Underflow
	}
	// Normalize so bit 63 is set: value = m·2^exp, top exponent E.
	lz := bits.LeadingZeros64(m)
	m <<= lz
	exp -= lz
	E := exp + 63
	if E > f.emax+1 {
		return f.overflow(neg), Overflow | Inexact
	}
	if f.noZero && E < f.emin {
		// No subnormals and no zero: everything below 2^emin becomes 2^emin.
		return 0, Inexact | Underflow
	}
	// Quantum exponent of the result: the ulp at E, or the subnormal ulp.
	q := max(E, f.emin) - f.manBits
	shift := q - exp // bits of m below the quantum: >= 11 as m is normalized
	var n uint64
	var rem uint64 // the discarded bits, left-aligned in 64 bits
	switch {
	case shift < 64:
		n, rem = m>>shift, m<<(64-shift)
	case shift == 64:
		rem = m
	case shift < 128:
		rem = m >> (shift - 64)
		sticky = sticky || m<<(128-shift) != 0
	default:
		sticky = true
	}
	inexact := sticky || rem != 0
	if stochastic {
		// Round up with probability rem/2^64; bits below rem carry less
		// than 2^-64 of probability and are dropped.
		if rnd < rem {
			n++
		}
	} else {
		const half = 1 << 63
		if rem > half || (rem == half && (sticky || n&1 == 1)) {
			n++
		}
	}
	var st Status
	if inexact {
		st |= Inexact
	}
	if n == 0 {
		return f.zero(neg), st | Underflow
	}
	var mag uint64
	if f.noZero {
		mag = n - 1<<f.manBits + uint64(E-f.emin)<<f.manBits
	} else {
		mag = n + uint64(max(E, f.emin)-f.emin)<<f.manBits
	}
	if mag > f.maxMag {
		return f.overflow(neg), st | Overflow | Inexact
	}
	if inexact && mag < 1<<f.manBits && !f.noZero {
		st |= Underflow
	}
	return boolBit(neg)*f.signBit | mag, st
}
