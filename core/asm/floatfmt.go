package asm

import (
	"math"
	"math/big"
	"strconv"
	"strings"

	"ncc/core"
	"ncc/numerics"
)

// appendFloat prints a float of type ft the way MLIR's printFloatValue does:
// APFloat's 6-digit scientific form if it parses back to the same bits,
// else APFloat's default form if it contains a '.', else the bit pattern in
// hex. It reports whether hex was used.
func appendFloat(b []byte, ft *core.FloatType, bits uint64) ([]byte, bool) {
	f, ok := numerics.FormatByName(ft.Name)
	if !ok {
		return appendHexBits(b, bits), true
	}
	if f.IsFinite(bits) {
		s := apfloatString(f, bits, 6, 0, false)
		if back, err := f.Parse(s); err == nil && back == bits&f.Mask() {
			return append(b, s...), false
		}
		s = apfloatString(f, bits, 0, 3, true)
		if strings.IndexByte(s, '.') >= 0 {
			return append(b, s...), false
		}
	}
	return appendHexBits(b, bits&f.Mask()), true
}

func appendHexBits(b []byte, bits uint64) []byte {
	b = append(b, "0x"...)
	return append(b, strings.ToUpper(strconv.FormatUint(bits, 16))...)
}

// precisionOf is APFloat's semantics precision (significand bits incl. the
// implicit one).
func precisionOf(f *numerics.Format) int { return f.ManBits() + 1 }

// apfloatString is llvm::APFloat::toString for a finite value.
func apfloatString(f *numerics.Format, bits uint64, prec, maxPad int, truncZero bool) string {
	neg := f.SignBit(bits)
	v := math.Abs(f.ToFloat64(bits))
	if v == 0 {
		return apfloatFormat(neg, true, nil, 0, precisionOf(f), prec, maxPad, truncZero)
	}
	frac, e2 := math.Frexp(v)
	m := uint64(frac * (1 << 53))
	return apfloatFormat(neg, false, new(big.Int).SetUint64(m), e2-53, precisionOf(f), prec, maxPad, truncZero)
}

// apfloatFormat is the body of llvm::APFloat::toString for the finite
// value ±sig·2^exp of a format with precBits significand bits.
func apfloatFormat(neg, zero bool, sig *big.Int, exp, precBits, prec, maxPad int, truncZero bool) string {
	var out []byte
	if neg {
		out = append(out, '-')
	}
	if zero {
		if maxPad == 0 {
			if truncZero {
				return string(append(out, "0.0E+0"...))
			}
			out = append(out, "0.0"...)
			for i := 1; i < prec; i++ {
				out = append(out, '0')
			}
			return string(append(out, "e+00"...))
		}
		return string(append(out, '0'))
	}
	if prec == 0 {
		prec = 2 + precBits*59/196
	}
	// Ignore trailing binary zeros.
	tz := int(sig.TrailingZeroBits())
	sig = new(big.Int).Rsh(sig, uint(tz))
	exp += tz
	if exp > 0 {
		sig.Lsh(sig, uint(exp))
		exp = 0
	} else if exp < 0 {
		sig.Mul(sig, new(big.Int).Exp(big.NewInt(5), big.NewInt(int64(-exp)), nil))
	}
	// AdjustToPrecision on the integer: drop (truncating) decimal digits
	// beyond what the precision can need.
	bitsRequired := (prec*196 + 58) / 59
	if n := sig.BitLen(); n > bitsRequired {
		if tens := (n - bitsRequired) * 59 / 196; tens > 0 {
			exp += tens
			sig.Quo(sig, new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(tens)), nil))
		}
	}
	d := []byte(sig.String())
	for len(d) > 1 && d[len(d)-1] == '0' {
		d = d[:len(d)-1]
		exp++
	}
	// AdjustToPrecision on the digits: round half up to prec digits.
	if n := len(d); n > prec {
		first := n - prec
		if d[prec] < '5' {
			kept := d[:prec]
			for len(kept) > 0 && kept[len(kept)-1] == '0' {
				kept = kept[:len(kept)-1]
				first++
			}
			d = kept
			exp += first
		} else {
			kept := d[:prec]
			for len(kept) > 0 && kept[len(kept)-1] == '9' {
				kept = kept[:len(kept)-1]
				first++
			}
			if len(kept) == 0 {
				d = []byte{'1'}
				exp += n
			} else {
				kept[len(kept)-1]++
				d = kept
				exp += first
			}
		}
	}
	nd := len(d)
	scientific := true
	if maxPad != 0 {
		if exp >= 0 {
			scientific = exp > maxPad || nd+exp > prec
		} else {
			msd := exp + nd - 1
			scientific = msd < 0 && -msd > maxPad
		}
	}
	if scientific {
		exp += nd - 1
		out = append(out, d[0], '.')
		if nd == 1 && truncZero {
			out = append(out, '0')
		} else {
			out = append(out, d[1:]...)
		}
		if !truncZero && prec > nd-1 {
			for i := 0; i < prec-nd+1; i++ {
				out = append(out, '0')
			}
		}
		if truncZero {
			out = append(out, 'E')
		} else {
			out = append(out, 'e')
		}
		if exp >= 0 {
			out = append(out, '+')
		} else {
			out = append(out, '-')
			exp = -exp
		}
		es := strconv.Itoa(exp)
		if !truncZero && len(es) < 2 {
			out = append(out, '0')
		}
		return string(append(out, es...))
	}
	if exp >= 0 {
		out = append(out, d...)
		for i := 0; i < exp; i++ {
			out = append(out, '0')
		}
		return string(out)
	}
	whole := exp + nd
	if whole > 0 {
		out = append(out, d[:whole]...)
		out = append(out, '.')
		out = append(out, d[whole:]...)
		return string(out)
	}
	out = append(out, '0', '.')
	for i := 0; i < -whole; i++ {
		out = append(out, '0')
	}
	return string(append(out, d...))
}
