package asm

import (
	"math"
	"math/big"
	"strings"

	"ncc/core"
)

// The wide float formats, f80 (x87 extended) and f128 (IEEE binary128),
// have more than 64 bits, so they live beside numerics' formats: a value is
// its low 64 bits and the rest (FloatAttr.Bits and Hi; little-endian in
// dense storage, 10 and 16 bytes). MLIR reads their decimal literals as
// doubles and prints them as APFloat does for any format: six digits when
// those read back exactly, else all the digits the precision needs, else
// the bit pattern in hex.

// wideFormat describes f80 or f128.
type wideFormat struct {
	prec     int  // significand bits, the integer bit included
	explicit bool // the integer bit is stored (f80)
	bytes    int
}

var (
	f80Format  = &wideFormat{prec: 64, explicit: true, bytes: 10}
	f128Format = &wideFormat{prec: 113, bytes: 16}
)

const wideBias = 16383 // both have a 15-bit exponent

func wideFormatOf(ft *core.FloatType) *wideFormat {
	switch ft.Name {
	case "f80":
		return f80Format
	case "f128":
		return f128Format
	}
	return nil
}

// fracBits is the number of stored fraction bits below the integer bit.
func (w *wideFormat) fracBits() int { return w.prec - 1 }

// pack assembles sign, biased exponent and stored significand bits.
func (w *wideFormat) pack(neg bool, expField uint64, sig *big.Int) (lo, hi uint64) {
	stored := w.prec
	if !w.explicit {
		stored--
	}
	v := new(big.Int).Set(sig)
	if !w.explicit {
		v.SetBit(v, stored, 0)
	}
	v.Or(v, new(big.Int).Lsh(new(big.Int).SetUint64(expField), uint(stored)))
	if neg {
		v.SetBit(v, stored+15, 1)
	}
	lo = new(big.Int).And(v, new(big.Int).SetUint64(math.MaxUint64)).Uint64()
	hi = new(big.Int).Rsh(v, 64).Uint64()
	return lo, hi
}

// unpack splits a value into sign, biased exponent and the significand
// with its integer bit (explicit or implied).
func (w *wideFormat) unpack(lo, hi uint64) (neg bool, expField uint64, sig *big.Int) {
	stored := w.prec
	if !w.explicit {
		stored--
	}
	v := new(big.Int).Or(new(big.Int).Lsh(new(big.Int).SetUint64(hi), 64), new(big.Int).SetUint64(lo))
	neg = v.Bit(stored+15) == 1
	expField = new(big.Int).Rsh(v, uint(stored)).Uint64() & 0x7FFF
	sig = new(big.Int).And(v, new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), uint(stored)), big.NewInt(1)))
	if !w.explicit && expField != 0 {
		sig.SetBit(sig, stored, 1)
	}
	return neg, expField, sig
}

// fromFloat64 converts a double exactly (both formats hold every double).
func (w *wideFormat) fromFloat64(v float64) (lo, hi uint64) {
	neg := math.Signbit(v)
	switch {
	case math.IsInf(v, 0):
		sig := new(big.Int)
		if w.explicit {
			sig.SetBit(sig, w.fracBits(), 1)
		}
		return w.pack(neg, 0x7FFF, sig)
	case math.IsNaN(v):
		// The payload moves to the top of the wider fraction, as APFloat's
		// convert does.
		frac := math.Float64bits(v) & (1<<52 - 1)
		sig := new(big.Int).Lsh(new(big.Int).SetUint64(frac), uint(w.fracBits()-52))
		if w.explicit {
			sig.SetBit(sig, w.fracBits(), 1)
		}
		return w.pack(neg, 0x7FFF, sig)
	case v == 0:
		return w.pack(neg, 0, new(big.Int))
	}
	frac, exp := math.Frexp(math.Abs(v)) // v = frac * 2^exp, frac in [0.5, 1)
	m := uint64(frac * (1 << 53))        // 53-bit significand, top bit set
	sig := new(big.Int).Lsh(new(big.Int).SetUint64(m), uint(w.prec-53))
	return w.pack(neg, uint64(exp-1+wideBias), sig)
}

// finite reports whether the value is neither infinite nor NaN.
func (w *wideFormat) finite(lo, hi uint64) bool {
	_, e, _ := w.unpack(lo, hi)
	return e != 0x7FFF
}

// parseExact reads a decimal number rounded to nearest even in w, as
// APFloat's string constructor does; ok is false when it overflows.
func (w *wideFormat) parseExact(s string) (lo, hi uint64, ok bool) {
	r, ok := new(big.Rat).SetString(s)
	if !ok {
		return 0, 0, false
	}
	neg := strings.HasPrefix(s, "-") // a Rat has no -0
	r.Abs(r)
	if r.Sign() == 0 {
		lo, hi = w.pack(neg, 0, new(big.Int))
		return lo, hi, true
	}
	f := new(big.Float).SetPrec(uint(w.prec)).SetMode(big.ToNearestEven).SetRat(r)
	mant := new(big.Float)
	exp := f.MantExp(mant) // f = mant * 2^exp, mant in [0.5, 1)
	field := int64(exp) - 1 + wideBias
	if field >= 0x7FFF {
		return 0, 0, false
	}
	if field <= 0 {
		// Denormal: a whole number of the smallest step, rounded to even.
		minExp := 1 - wideBias - w.fracBits()
		q := new(big.Rat).Mul(r, new(big.Rat).SetInt(new(big.Int).Lsh(big.NewInt(1), uint(-minExp))))
		n := roundHalfEven(q)
		if n.BitLen() <= w.fracBits() {
			lo, hi = w.pack(neg, 0, n)
			return lo, hi, true
		}
		// Rounded up to the smallest normal.
		lo, hi = w.pack(neg, 1, new(big.Int).Lsh(big.NewInt(1), uint(w.fracBits())))
		return lo, hi, true
	}
	sig, _ := new(big.Float).SetMantExp(mant, w.prec).Int(nil)
	lo, hi = w.pack(neg, uint64(field), sig)
	return lo, hi, true
}

// roundHalfEven rounds a non-negative rational to the nearest integer,
// ties to even.
func roundHalfEven(q *big.Rat) *big.Int {
	n, rem := new(big.Int).QuoRem(q.Num(), q.Denom(), new(big.Int))
	switch new(big.Int).Lsh(rem, 1).Cmp(q.Denom()) {
	case 1:
		n.Add(n, big.NewInt(1))
	case 0:
		if n.Bit(0) == 1 {
			n.Add(n, big.NewInt(1))
		}
	}
	return n
}

// appendWideFloat prints an f80 or f128 value as MLIR's printFloatValue.
func appendWideFloat(b []byte, w *wideFormat, lo, hi uint64) ([]byte, bool) {
	if w.finite(lo, hi) {
		neg, e, sig := w.unpack(lo, hi)
		exp := int(e) - wideBias - w.fracBits()
		if e == 0 { // denormal: no implied bit, the minimum exponent
			exp = 1 - wideBias - w.fracBits()
		}
		zero := sig.Sign() == 0
		s := apfloatFormat(neg, zero, sig, exp, w.prec, 6, 0, false)
		if l, h, ok := w.parseExact(s); ok && l == lo && h == hi {
			return append(b, s...), false
		}
		s = apfloatFormat(neg, zero, sig, exp, w.prec, 0, 3, true)
		if strings.IndexByte(s, '.') >= 0 {
			return append(b, s...), false
		}
	}
	v := new(big.Int).Or(new(big.Int).Lsh(new(big.Int).SetUint64(hi), 64), new(big.Int).SetUint64(lo))
	return append(append(b, "0x"...), strings.ToUpper(v.Text(16))...), true
}

// wideHex reads a hex bit pattern for w: the literal must fit its bits.
func wideHex(w *wideFormat, digits string) (lo, hi uint64, ok bool) {
	n, ok := new(big.Int).SetString(digits, 16)
	if !ok || n.BitLen() > w.bytes*8 {
		return 0, 0, false
	}
	lo = new(big.Int).And(n, new(big.Int).SetUint64(math.MaxUint64)).Uint64()
	return lo, new(big.Int).Rsh(n, 64).Uint64(), true
}

// appendWideLE appends lo and hi as w.bytes little-endian bytes.
func appendWideLE(b []byte, w *wideFormat, lo, hi uint64) []byte {
	b = appendLE(b, lo, 8)
	return appendLE(b, hi, w.bytes-8)
}

// readWideLE reads what appendWideLE wrote.
func readWideLE(b []byte, w *wideFormat) (lo, hi uint64) {
	return readLE(b, 8), readLE(b[8:], w.bytes-8)
}
