package numerics

import (
	"math"
	"math/bits"
)

// NonFinite says which non-finite values a format has, as LLVM's
// fltNonfiniteBehavior does.
type NonFinite uint8

const (
	// IEEE754 formats have ±inf and NaNs (exponent all ones).
	IEEE754 NonFinite = iota
	// NaNOnly formats have NaN but no infinity (the fn/fnuz/fnu formats).
	NaNOnly
	// FiniteOnly formats have neither (the OCP fp6/fp4 formats).
	FiniteOnly
)

// NaNEncoding says how a NaNOnly format spells NaN (LLVM's fltNanEncoding).
type NaNEncoding uint8

const (
	// NaNIEEE: exponent all ones, mantissa non-zero.
	NaNIEEE NaNEncoding = iota
	// NaNAllOnes: only exponent and mantissa all ones (either sign) is NaN.
	NaNAllOnes
	// NaNNegativeZero: the negative-zero pattern is the one NaN; there is no -0.
	NaNNegativeZero
)

// Format describes a binary floating-point format: an IEEE-754 interchange
// format or one of the ML variants LLVM and ml_dtypes define. Formats are
// immutable; use the package variables or FormatByName.
type Format struct {
	// Name is the MLIR type spelling ("bf16", "f8E4M3FN", ...).
	Name string

	expBits, manBits, bias int
	nonFinite              NonFinite
	nanEnc                 NaNEncoding
	unsigned               bool // no sign bit (f8E8M0FNU)
	noZero                 bool // no zero and no subnormals (f8E8M0FNU)

	width   int    // encoding width in bits
	signBit uint64 // 0 for unsigned formats
	magMask uint64 // all bits but the sign
	manMask uint64
	emin    int    // unbiased exponent of the smallest normal
	emax    int    // unbiased exponent of the largest finite value
	maxMag  uint64 // magnitude bits of the largest finite value
	infMag  uint64 // magnitude bits of infinity (IEEE754 only)
}

func newFormat(name string, e, m, bias int, nf NonFinite, ne NaNEncoding, unsigned, noZero bool) *Format {
	f := &Format{Name: name, expBits: e, manBits: m, bias: bias, nonFinite: nf, nanEnc: ne,
		unsigned: unsigned, noZero: noZero}
	f.width = e + m
	if !unsigned {
		f.width++
		f.signBit = 1 << (f.width - 1)
	}
	f.magMask = 1<<(e+m) - 1
	f.manMask = 1<<m - 1
	f.emin = 1 - bias
	if noZero {
		f.emin = -bias
	}
	switch {
	case nf == IEEE754:
		f.infMag = (1<<e - 1) << m
		f.maxMag = f.infMag - 1
	case ne == NaNAllOnes:
		f.maxMag = f.magMask - 1
	default:
		f.maxMag = f.magMask
	}
	f.emax = int(f.maxMag>>m) - bias
	return f
}

// The formats, with LLVM APFloat's semantics (llvm/lib/Support/APFloat.cpp).
var (
	F64           = newFormat("f64", 11, 52, 1023, IEEE754, NaNIEEE, false, false)
	F32           = newFormat("f32", 8, 23, 127, IEEE754, NaNIEEE, false, false)
	F16           = newFormat("f16", 5, 10, 15, IEEE754, NaNIEEE, false, false)
	BF16          = newFormat("bf16", 8, 7, 127, IEEE754, NaNIEEE, false, false)
	TF32          = newFormat("tf32", 8, 10, 127, IEEE754, NaNIEEE, false, false)
	F8E5M2        = newFormat("f8E5M2", 5, 2, 15, IEEE754, NaNIEEE, false, false)
	F8E4M3        = newFormat("f8E4M3", 4, 3, 7, IEEE754, NaNIEEE, false, false)
	F8E3M4        = newFormat("f8E3M4", 3, 4, 3, IEEE754, NaNIEEE, false, false)
	F8E4M3FN      = newFormat("f8E4M3FN", 4, 3, 7, NaNOnly, NaNAllOnes, false, false)
	F8E5M2FNUZ    = newFormat("f8E5M2FNUZ", 5, 2, 16, NaNOnly, NaNNegativeZero, false, false)
	F8E4M3FNUZ    = newFormat("f8E4M3FNUZ", 4, 3, 8, NaNOnly, NaNNegativeZero, false, false)
	F8E4M3B11FNUZ = newFormat("f8E4M3B11FNUZ", 4, 3, 11, NaNOnly, NaNNegativeZero, false, false)
	F8E8M0FNU     = newFormat("f8E8M0FNU", 8, 0, 127, NaNOnly, NaNAllOnes, true, true)
	F6E3M2FN      = newFormat("f6E3M2FN", 3, 2, 3, FiniteOnly, NaNIEEE, false, false)
	F6E2M3FN      = newFormat("f6E2M3FN", 2, 3, 1, FiniteOnly, NaNIEEE, false, false)
	F4E2M1FN      = newFormat("f4E2M1FN", 2, 1, 1, FiniteOnly, NaNIEEE, false, false)
)

// Formats lists every format, widest first.
var Formats = []*Format{F64, F32, TF32, F16, BF16, F8E5M2, F8E4M3, F8E3M4, F8E4M3FN,
	F8E5M2FNUZ, F8E4M3FNUZ, F8E4M3B11FNUZ, F8E8M0FNU, F6E3M2FN, F6E2M3FN, F4E2M1FN}

var byName = func() map[string]*Format {
	m := make(map[string]*Format, len(Formats))
	for _, f := range Formats {
		m[f.Name] = f
	}
	return m
}()

// FormatByName returns the format an MLIR type name denotes ("bf16", "f8E4M3FN").
func FormatByName(mlirName string) (*Format, bool) {
	f, ok := byName[mlirName]
	return f, ok
}

func (f *Format) String() string { return f.Name }

// Bits is the encoding width as MLIR's FloatType::getWidth reports it: 19 for
// tf32, 6 and 4 for the OCP sub-byte formats. StorageBytes gives the memory
// footprint of one unpacked element.
func (f *Format) Bits() int { return f.width }

// StorageBytes is the size of one element in memory: tf32 lives in a 32-bit
// word (low 13 bits of an f32 cleared), fp6/fp4 occupy a byte each unless
// packed explicitly (see MX).
func (f *Format) StorageBytes() int {
	if f == TF32 {
		return 4
	}
	return (f.width + 7) / 8
}

// ExpBits, ManBits and Bias describe the layout: value = 2^(e-Bias) * 1.m.
func (f *Format) ExpBits() int { return f.expBits }
func (f *Format) ManBits() int { return f.manBits }
func (f *Format) Bias() int    { return f.bias }

// NonFinite and NaNEncoding report the special-value rules.
func (f *Format) NonFinite() NonFinite     { return f.nonFinite }
func (f *Format) NaNEncoding() NaNEncoding { return f.nanEnc }

// Precision is the significand width including the implicit bit.
func (f *Format) Precision() int { return f.manBits + 1 }

// HasInf, HasNaN, HasNegZero, HasZero, Signed and HasSubnormals describe what
// values exist in the format.
func (f *Format) HasInf() bool        { return f.nonFinite == IEEE754 }
func (f *Format) HasNaN() bool        { return f.nonFinite != FiniteOnly }
func (f *Format) HasNegZero() bool    { return !f.unsigned && f.nanEnc != NaNNegativeZero }
func (f *Format) HasZero() bool       { return !f.noZero }
func (f *Format) Signed() bool        { return !f.unsigned }
func (f *Format) HasSubnormals() bool { return !f.noZero }

// MinExp and MaxExp are the unbiased exponents of the smallest normal and the
// largest finite value.
func (f *Format) MinExp() int { return f.emin }
func (f *Format) MaxExp() int { return f.emax }

// Mask keeps the low Bits() bits of a pattern.
func (f *Format) Mask() uint64 { return f.magMask | f.signBit }

// IsNaN reports whether bits encode a NaN.
func (f *Format) IsNaN(b uint64) bool {
	b &= f.Mask()
	switch {
	case f.nonFinite == FiniteOnly:
		return false
	case f.nonFinite == IEEE754:
		return b&f.magMask > f.infMag
	case f.nanEnc == NaNAllOnes:
		return b&f.magMask == f.magMask
	default:
		return b == f.signBit
	}
}

// IsInf reports whether bits encode ±infinity.
func (f *Format) IsInf(b uint64) bool {
	return f.nonFinite == IEEE754 && b&f.magMask == f.infMag
}

// IsZero reports whether bits encode ±0.
func (f *Format) IsZero(b uint64) bool {
	b &= f.Mask()
	if f.noZero || (f.nanEnc == NaNNegativeZero && f.nonFinite == NaNOnly && b == f.signBit) {
		return false
	}
	return b&f.magMask == 0
}

// IsFinite reports whether bits encode neither NaN nor infinity.
func (f *Format) IsFinite(b uint64) bool { return !f.IsNaN(b) && !f.IsInf(b) }

// SignBit reports whether the sign bit is set (false for unsigned formats).
func (f *Format) SignBit(b uint64) bool { return b&f.signBit != 0 }

// Neg negates: flips the sign, except that NaN-as-negative-zero formats keep
// zero and NaN unchanged and unsigned formats give NaN for anything but NaN.
func (f *Format) Neg(b uint64) uint64 {
	b &= f.Mask()
	switch {
	case f.unsigned:
		return f.NaN()
	case f.nanEnc == NaNNegativeZero && f.nonFinite == NaNOnly && b&f.magMask == 0:
		return b
	}
	return b ^ f.signBit
}

// Abs clears the sign (NaN-as-negative-zero NaN stays NaN).
func (f *Format) Abs(b uint64) uint64 {
	b &= f.Mask()
	if f.IsNaN(b) && f.nanEnc == NaNNegativeZero {
		return b
	}
	return b &^ f.signBit
}

// NaN returns the canonical quiet NaN (APFloat's makeNaN): positive with the
// quiet bit for IEEE formats. For FiniteOnly formats, which have no NaN, it
// returns what converting a NaN gives (see doc.go).
func (f *Format) NaN() uint64 {
	switch {
	case f.nonFinite == IEEE754:
		return f.infMag | 1<<(f.manBits-1)
	case f.nonFinite == FiniteOnly:
		return f.signBit
	case f.nanEnc == NaNAllOnes:
		return f.magMask
	default:
		return f.signBit
	}
}

// Inf returns ±infinity, or false when the format has none.
func (f *Format) Inf(neg bool) (uint64, bool) {
	if f.nonFinite != IEEE754 {
		return 0, false
	}
	if neg {
		return f.infMag | f.signBit, true
	}
	return f.infMag, true
}

// MaxFinite returns the largest finite value (negated with neg).
func (f *Format) MaxFinite(neg bool) uint64 {
	if neg && !f.unsigned {
		return f.maxMag | f.signBit
	}
	return f.maxMag
}

// SmallestNormal returns the bits of 2^MinExp.
func (f *Format) SmallestNormal() uint64 {
	if f.noZero {
		return 0
	}
	return 1 << f.manBits
}

// Zero returns ±0 (+0 where -0 does not exist); false if there is no zero.
func (f *Format) Zero(neg bool) (uint64, bool) {
	if f.noZero {
		return 0, false
	}
	if neg && f.HasNegZero() {
		return f.signBit, true
	}
	return 0, true
}

// ToFloat64 returns the exact value. NaN payloads are kept: the format's
// mantissa bits become the top mantissa bits of the float64 NaN; the formats
// whose NaN has no payload (fn, fnuz, fnu) give a quiet NaN, positive for
// fnuz and fnu (as APFloat's convert does).
func (f *Format) ToFloat64(b uint64) float64 {
	b &= f.Mask()
	if f == F64 {
		return math.Float64frombits(b)
	}
	if f == F32 {
		return float64(math.Float32frombits(uint32(b)))
	}
	neg := b&f.signBit != 0
	mag := b & f.magMask
	if f.IsNaN(b) {
		var payload uint64 = 1 << 51
		if f.nonFinite == IEEE754 {
			payload = (mag & f.manMask) << (52 - f.manBits)
		}
		if f.nanEnc == NaNNegativeZero || f.unsigned {
			neg = false
		}
		return math.Float64frombits(boolBit(neg)<<63 | 0x7FF<<52 | payload)
	}
	var v float64
	switch {
	case f.IsInf(b):
		v = math.Inf(1)
	case f.noZero:
		v = math.Ldexp(1, int(mag>>f.manBits)-f.bias)
	default:
		e := int(mag >> f.manBits)
		m := mag & f.manMask
		if e == 0 {
			v = math.Ldexp(float64(m), f.emin-f.manBits)
		} else {
			v = math.Ldexp(float64(m|1<<f.manBits), e-f.bias-f.manBits)
		}
	}
	if neg {
		v = -v
	}
	return v
}

// ToFloat32 returns the value as float32: exact for every format but f64,
// which rounds to nearest even. NaN payloads follow ToFloat64's rule (the
// format's mantissa lands in the top of the float32 mantissa; a payload that
// truncates to zero becomes the quiet bit).
func (f *Format) ToFloat32(b uint64) float32 {
	b &= f.Mask()
	if f == F32 {
		return math.Float32frombits(uint32(b))
	}
	if f.IsNaN(b) {
		d := math.Float64bits(f.ToFloat64(b))
		p := uint32(d>>29) & 0x7FFFFF
		if p == 0 {
			p = 1 << 22
		}
		return math.Float32frombits(uint32(d>>63)<<31 | 0x7F800000 | p)
	}
	return float32(f.ToFloat64(b))
}

func boolBit(b bool) uint64 {
	if b {
		return 1
	}
	return 0
}

// leadingBit returns the position of the highest set bit (x != 0).
func leadingBit(x uint64) int { return 63 - bits.LeadingZeros64(x) }
