package numerics

import (
	"math"
	"sort"
)

// This file holds test references written independently of the
// implementation: a value table built from the format's parameters and a
// round-to-nearest that brackets x between neighbouring table entries.

// refDecode computes the value of a non-special pattern from the layout
// parameters alone.
func refDecode(f *Format, b uint64) float64 {
	man := uint64(f.ManBits())
	mag := b & (1<<(uint64(f.ExpBits())+man) - 1)
	e := int(mag >> man)
	m := float64(mag & (1<<man - 1))
	var v float64
	switch {
	case !f.HasZero(): // f8E8M0FNU: no subnormals, exponent field only
		v = math.Pow(2, float64(e-f.Bias()))
	case e == 0:
		v = m / math.Pow(2, float64(man)) * math.Pow(2, float64(1-f.Bias()))
	default:
		v = (1 + m/math.Pow(2, float64(man))) * math.Pow(2, float64(e-f.Bias()))
	}
	if f.Signed() && b>>(f.Bits()-1) != 0 {
		v = -v
	}
	return v
}

// refSpecial classifies a pattern by the format table in doc.go.
func refSpecial(f *Format, b uint64) (nan, inf bool) {
	w := uint(f.Bits())
	man := uint(f.ManBits())
	sign := uint64(0)
	if f.Signed() {
		sign = 1 << (w - 1)
	}
	mag := b &^ sign
	expAll := uint64(1)<<uint(f.ExpBits()) - 1
	switch {
	case f.NonFinite() == IEEE754:
		e, m := mag>>man, mag&(1<<man-1)
		return e == expAll && m != 0, e == expAll && m == 0
	case f.NonFinite() == FiniteOnly:
		return false, false
	case f.NaNEncoding() == NaNAllOnes:
		return mag == 1<<(w-boolToUint(f.Signed()))-1, false
	default:
		return b == sign, false
	}
}

func boolToUint(b bool) uint {
	if b {
		return 1
	}
	return 0
}

// refTable is the sorted positive finite values of a format with their
// patterns (0 first when the format has a zero).
type refTable struct {
	f    *Format
	vals []float64
	bits []uint64
}

func newRefTable(f *Format) *refTable {
	t := &refTable{f: f}
	n := uint64(1) << uint(f.Bits())
	type pair struct {
		v float64
		b uint64
	}
	var ps []pair
	for b := uint64(0); b < n; b++ {
		if nan, inf := refSpecial(f, b); nan || inf {
			continue
		}
		v := refDecode(f, b)
		if v < 0 || (v == 0 && math.Signbit(v)) {
			continue
		}
		if v == 0 && f.Signed() && b != 0 {
			continue
		}
		ps = append(ps, pair{v, b})
	}
	sort.Slice(ps, func(i, j int) bool { return ps[i].v < ps[j].v })
	for _, p := range ps {
		t.vals = append(t.vals, p.v)
		t.bits = append(t.bits, p.b)
	}
	return t
}

// round is the reference round-to-nearest-even of a finite non-NaN x, with
// the overflow and zero rules stated in doc.go.
func (t *refTable) round(x float64) uint64 {
	f := t.f
	neg := math.Signbit(x)
	a := math.Abs(x)
	if neg && !f.Signed() {
		if a == 0 {
			return 0
		}
		return 0xFF // f8E8M0FNU NaN
	}
	sign := uint64(0)
	if neg {
		sign = 1 << uint(f.Bits()-1)
	}
	withSign := func(b uint64) uint64 {
		if t.vals[0] == 0 && b == t.bits[0] && !f.HasNegZero() {
			return b // only +0
		}
		return b | sign
	}
	n := len(t.vals)
	if math.IsInf(a, 1) {
		return t.overflowBits(sign)
	}
	maxV := t.vals[n-1]
	if a > maxV {
		ulp := maxV - t.vals[n-2]
		if f.ManBits() == 0 {
			ulp = maxV
		}
		mid := maxV + ulp/2
		maxOdd := t.bits[n-1]&1 == 1
		if f.ManBits() == 0 {
			maxOdd = true // ties round up without mantissa bits
		}
		if a > mid || (a == mid && maxOdd) {
			return t.overflowBits(sign)
		}
		return withSign(t.bits[n-1])
	}
	if a < t.vals[0] { // only f8E8M0FNU: everything below 2^-127 is 2^-127
		return t.bits[0]
	}
	i := sort.SearchFloat64s(t.vals, a) // vals[i] >= a
	if t.vals[i] == a {
		return withSign(t.bits[i])
	}
	lo, hi := i-1, i
	mid := (t.vals[lo] + t.vals[hi]) / 2 // exact: one bit more than the format
	switch {
	case a < mid:
		return withSign(t.bits[lo])
	case a > mid:
		return withSign(t.bits[hi])
	case f.ManBits() == 0 || t.bits[hi]&1 == 0:
		return withSign(t.bits[hi])
	}
	return withSign(t.bits[lo])
}

// overflowBits is the pattern for a result beyond the range.
func (t *refTable) overflowBits(sign uint64) uint64 {
	f := t.f
	w := uint(f.Bits())
	switch {
	case f.NonFinite() == IEEE754:
		return sign | (1<<uint(f.ExpBits())-1)<<uint(f.ManBits())
	case f.NonFinite() == FiniteOnly:
		return sign | t.bits[len(t.bits)-1]
	case f.NaNEncoding() == NaNAllOnes:
		return sign | (1<<(w-boolToUint(f.Signed())) - 1)
	}
	return 1 << (w - 1) // fnuz: the one NaN
}
