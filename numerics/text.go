package numerics

import (
	"errors"
	"fmt"
	"math"
	"math/big"
	"strconv"
	"strings"
)

// Parse reads a float literal into bits, correctly rounded to nearest even
// with the format's overflow rules (one rounding, from the exact decimal
// value: no double rounding). Accepted:
//
//	[+-]digits[.digits][(e|E)[+-]digits]   decimal, also ".5" and "5."
//	[+-]inf, [+-]infinity, [+-]nan        (case-insensitive)
//	0x<hex digits>                         the bit pattern itself, as MLIR reads
//	                                       a hexadecimal float literal; it must
//	                                       fit in Bits()
//
// "inf" converts as FromFloat64(±Inf) does (NaN or saturation where the format
// has no infinity); "nan" gives the canonical NaN and is an error for formats
// without NaN.
func (f *Format) Parse(s string) (uint64, error) {
	b, _, err := f.ParseStatus(s)
	return b, err
}

// ParseStatus is Parse that also reports inexactness, overflow and underflow,
// so a parser can diagnose a literal that does not fit.
func (f *Format) ParseStatus(s string) (uint64, Status, error) {
	if len(s) > 2 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X') {
		return f.parseHex(s)
	}
	body := s
	neg := false
	if body != "" && (body[0] == '+' || body[0] == '-') {
		neg = body[0] == '-'
		body = body[1:]
	}
	switch strings.ToLower(body) {
	case "inf", "infinity":
		v := math.Inf(1)
		if neg {
			v = math.Inf(-1)
		}
		b, st := f.fromFloat64(v, 0, false)
		return b, st, nil
	case "nan":
		if !f.HasNaN() {
			return 0, 0, fmt.Errorf("%s has no NaN", f.Name)
		}
		if neg && f.nonFinite == IEEE754 {
			return f.NaN() | f.signBit, 0, nil
		}
		if neg && f.nanEnc == NaNAllOnes && !f.unsigned {
			return f.NaN() | f.signBit, 0, nil
		}
		return f.NaN(), 0, nil
	}
	d, err := parseDecimal(body)
	if err != nil {
		return 0, 0, fmt.Errorf("invalid %s literal %q: %w", f.Name, s, err)
	}
	m, exp, sticky := d.binary()
	b, st := f.round(neg, m, exp, sticky, 0, false)
	return b, st, nil
}

func (f *Format) parseHex(s string) (uint64, Status, error) {
	digits := s[2:]
	if len(digits) > 16 {
		digits = strings.TrimLeft(digits, "0")
	}
	v, err := strconv.ParseUint(digits, 16, 64)
	if err != nil || len(digits) > 16 {
		return 0, 0, fmt.Errorf("invalid hexadecimal %s literal %q", f.Name, s)
	}
	if v&^f.Mask() != 0 {
		return 0, 0, fmt.Errorf("hexadecimal literal %q does not fit in %d-bit %s", s, f.width, f.Name)
	}
	return v, 0, nil
}

// decimal is digits·10^exp with digits a non-negative integer.
type decimal struct {
	digits *big.Int
	exp    int
	zero   bool
	huge   bool // certainly beyond every format's range
	tiny   bool // certainly below half of every format's smallest value
}

var errSyntax = errors.New("malformed number")

func parseDecimal(s string) (decimal, error) {
	var mant strings.Builder
	i, sawDigit, sawDot, fracDigits := 0, false, false, 0
	for ; i < len(s); i++ {
		c := s[i]
		switch {
		case c >= '0' && c <= '9':
			sawDigit = true
			if mant.Len() > 0 || c != '0' {
				mant.WriteByte(c)
			}
			if sawDot {
				fracDigits++
			}
			continue
		case c == '.' && !sawDot:
			sawDot = true
			continue
		}
		break
	}
	if !sawDigit {
		return decimal{}, errSyntax
	}
	exp := 0
	if i < len(s) {
		if s[i] != 'e' && s[i] != 'E' {
			return decimal{}, errSyntax
		}
		i++
		eneg := false
		if i < len(s) && (s[i] == '+' || s[i] == '-') {
			eneg = s[i] == '-'
			i++
		}
		if i == len(s) {
			return decimal{}, errSyntax
		}
		for ; i < len(s); i++ {
			c := s[i]
			if c < '0' || c > '9' {
				return decimal{}, errSyntax
			}
			if exp < 1e8 { // saturate: anything this large is inf or zero
				exp = exp*10 + int(c-'0')
			}
		}
		if eneg {
			exp = -exp
		}
	}
	if mant.Len() == 0 {
		return decimal{zero: true}, nil
	}
	d := decimal{exp: exp - fracDigits}
	// The value is about 10^(len+exp-1); float64 spans 10^-324..10^309.
	mag := mant.Len() + d.exp
	if mag > 400 {
		return decimal{huge: true}, nil
	}
	if mag < -400 {
		return decimal{tiny: true}, nil
	}
	d.digits, _ = new(big.Int).SetString(mant.String(), 10)
	return d, nil
}

// binary returns the value as m·2^exp with m's top bit set and sticky for
// any non-zero bits below m: enough for a correctly rounded result in every
// format (at most 53 significant bits).
func (d decimal) binary() (m uint64, exp int, sticky bool) {
	switch {
	case d.zero:
		return 0, 0, false
	case d.huge:
		return 1 << 63, 2000, false
	case d.tiny:
		return 0, 0, true
	}
	if d.exp >= 0 {
		n := new(big.Int).Mul(d.digits, new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(d.exp)), nil))
		return top64(n, 0)
	}
	den := new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(-d.exp)), nil)
	// Scale so the quotient has at least 64 bits.
	k := 65 + den.BitLen() - d.digits.BitLen()
	num := new(big.Int).Set(d.digits)
	if k > 0 {
		num.Lsh(num, uint(k))
	} else {
		den.Lsh(den, uint(-k))
	}
	q, r := new(big.Int).QuoRem(num, den, new(big.Int))
	m, exp, sticky = top64(q, -k)
	return m, exp, sticky || r.Sign() != 0
}

// top64 returns the top 64 bits of n·2^exp.
func top64(n *big.Int, exp int) (uint64, int, bool) {
	l := n.BitLen()
	if l <= 64 {
		return n.Uint64() << (64 - l), exp + l - 64, false
	}
	sh := uint(l - 64)
	sticky := n.TrailingZeroBits() < sh
	return new(big.Int).Rsh(n, sh).Uint64(), exp + int(sh), sticky
}

// Format prints bits as the shortest decimal that Parse reads back to the
// same bits ("inf", "-inf", "nan" for the specials; "-0" for negative zero).
// Digits and exponent style follow Go's strconv 'g' with shortest precision:
// "0.1", "1e+10", "6.1035156e-05".
func (f *Format) Format(b uint64) string {
	b &= f.Mask()
	switch {
	case f.IsNaN(b):
		return "nan"
	case f.IsInf(b):
		if f.SignBit(b) {
			return "-inf"
		}
		return "inf"
	case f == F64:
		return strconv.FormatFloat(math.Float64frombits(b), 'g', -1, 64)
	case f == F32:
		return strconv.FormatFloat(float64(math.Float32frombits(uint32(b))), 'g', -1, 32)
	}
	return f.shortest(b)
}

// shortest searches for the shortest decimal that parses back to b, the
// closest one to the value among those of that length.
func (f *Format) shortest(b uint64) string {
	v := f.ToFloat64(b)
	if v == 0 {
		return strconv.FormatFloat(v, 'g', -1, 64)
	}
	exact := new(big.Rat).SetFloat64(v)
	for prec := 1; prec <= 17; prec++ {
		best, bestDist := "", (*big.Rat)(nil)
		for _, c := range decimalNeighbours(v, exact, prec) {
			if got, err := f.Parse(c); err != nil || got != b {
				continue
			}
			r, _ := new(big.Rat).SetString(c)
			dist := new(big.Rat).Sub(r, exact)
			dist.Abs(dist)
			if bestDist == nil || dist.Cmp(bestDist) < 0 {
				best, bestDist = c, dist
			}
		}
		if best != "" {
			// At most 9 significant digits: float64 holds the decimal
			// exactly enough that strconv prints the same digits back.
			x, _ := strconv.ParseFloat(best, 64)
			return strconv.FormatFloat(x, 'g', -1, 64)
		}
	}
	return strconv.FormatFloat(v, 'g', -1, 64) // unreachable: 17 digits always round-trip
}

// decimalNeighbours returns the prec-digit decimal nearest v and its
// neighbour on the other side of v: if any prec-digit decimal rounds to v,
// one of these two does.
func decimalNeighbours(v float64, exact *big.Rat, prec int) []string {
	s := strconv.FormatFloat(v, 'e', prec-1, 64)
	i := strings.IndexByte(s, 'e')
	digits := strings.Replace(s[:i], ".", "", 1)
	e10, _ := strconv.Atoi(s[i+1:])
	neg := digits[0] == '-'
	if neg {
		digits = digits[1:]
	}
	n, _ := strconv.ParseInt(digits, 10, 64)
	e := e10 - (prec - 1)
	mk := func(n int64) string {
		sign := ""
		if neg {
			sign = "-"
		}
		return sign + strconv.FormatInt(n, 10) + "e" + strconv.Itoa(e)
	}
	out := []string{s}
	r, _ := new(big.Rat).SetString(s)
	// Step away from v's nearest decimal towards v's other side.
	if c := r.Cmp(exact); c != 0 {
		step := int64(1)
		if (c > 0) != neg { // nearest is above |v|: take the one below
			step = -1
		}
		if n+step > 0 {
			out = append(out, mk(n+step))
		}
	}
	return out
}
