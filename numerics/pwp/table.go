package pwp

import (
	"errors"
	"fmt"
	"math"
	"math/bits"
)

// MaxRows bounds the evaluator's rows: the segments plus the copies of
// each binade's wider last segment that fill its uniform split.
const MaxRows = 1 << 16

// MaxDegree is the highest polynomial degree a table may use: the segment's
// center, its scale and six coefficients fill one 32-byte row.
const MaxDegree = 5

// A Segment covers the float32 inputs whose bit patterns lie in [Lo, Hi];
// both have the same sign bit. On it the table computes, in float32,
//
//	t = (x - Center)·Scale
//	p = Coef[0] + t·(Coef[1] + t·(... + t·Coef[d]))
//
// Scale is a power of two, chosen by the generator so that |t| ≤ 1 (the
// segment's half-width rounded up to a power of two, inverted): that keeps
// every coefficient near f's own magnitude in every binade (unscaled, the
// k-th coefficient of √x near 2^-100 would be about 2^(100k-50)). Both
// steps are exact when x and Center lie in one binade (or Center is 0), so
// the only roundings are Horner's.
//
// A segment either covers whole binades (Lo at a binade start, Hi at a
// binade end), or lies inside one binade. The segments inside one binade
// all have the same power-of-two width in mantissa units except the last,
// which may be wider and runs to the binade's end: that is how lookup by
// exponent bits finds a segment in O(1) (see Table.Eval).
type Segment struct {
	Lo, Hi        uint32
	Center, Scale float32
	Coef          []float32
}

// A Table is one activation function as the Scalar engine computes it:
// segments tiling all 2^32 float32 bit patterns in order, each with its
// polynomial, plus the values at ±0 and ±inf. NaN inputs give NaN.
type Table struct {
	Func   ID
	Degree int
	Zero   [2]float32 // f(+0), f(-0)
	Inf    [2]float32 // f(+inf), f(-inf)
	Segs   []Segment

	// Built by index: a directory on the top nine bits (sign and
	// exponent), and one row per segment with its coefficients padded to
	// MaxDegree, where a binade's wider last segment is repeated to fill
	// the binade's 2^k slots so that lookup needs no clamp.
	dir  [512]dirEntry
	rows []row
	seg  []int32 // segment of each row
}

// row holds the center, the scale and the coefficients c0..c5 of one
// segment. Zero padding above the table's degree leaves Horner's result
// bit-identical: 0·t + c is exactly c for finite t.
type row [8]float32

// dirEntry maps one binade to its rows: mantissa m uses row
// base + m>>shift.
type dirEntry struct{ base, shift uint32 }

const (
	mantMask = 0x7fffff
	absMask  = 0x7fffffff
)

// index checks the segment tiling and builds the lookup structures.
func (t *Table) index() error {
	if t.Degree < 0 || t.Degree > MaxDegree {
		return fmt.Errorf("degree %d outside 0..%d", t.Degree, MaxDegree)
	}
	if len(t.Segs) == 0 {
		return errors.New("no segments")
	}
	t.rows, t.seg = t.rows[:0], t.seg[:0]
	tooMany := false
	addRows := func(i, n int) uint32 {
		base := uint32(len(t.rows))
		if len(t.rows)+n > MaxRows {
			tooMany = true // reported below
			return base
		}
		for range n {
			t.rows = append(t.rows, row{})
			t.seg = append(t.seg, int32(i))
		}
		return base
	}
	next := uint64(0)
	for i := 0; i < len(t.Segs); {
		s := &t.Segs[i]
		if uint64(s.Lo) != next || s.Hi < s.Lo || s.Lo>>31 != s.Hi>>31 {
			return fmt.Errorf("segment %d [%#08x, %#08x] does not continue the tiling at %#08x", i, s.Lo, s.Hi, next)
		}
		if s.Lo&mantMask == 0 && s.Hi&mantMask == mantMask {
			// Whole binades.
			base := addRows(i, 1)
			for e := s.Lo >> 23; e <= s.Hi>>23; e++ {
				t.dir[e] = dirEntry{base: base, shift: 23}
			}
			next = uint64(s.Hi) + 1
			i++
			continue
		}
		// A group of segments inside one binade.
		e := s.Lo >> 23
		if s.Hi>>23 != e || s.Lo&mantMask != 0 {
			return fmt.Errorf("segment %d [%#08x, %#08x] neither covers whole binades nor starts a binade's subdivision", i, s.Lo, s.Hi)
		}
		w := s.Hi - s.Lo + 1
		if bits.OnesCount32(w) != 1 {
			return fmt.Errorf("segment %d width %d is not a power of two", i, w)
		}
		j := i
		for ; j < len(t.Segs) && t.Segs[j].Lo>>23 == e; j++ {
			g := &t.Segs[j]
			if g.Lo != s.Lo+uint32(j-i)*w || g.Hi < g.Lo || g.Hi>>23 != e {
				return fmt.Errorf("segment %d [%#08x, %#08x] breaks the uniform subdivision of binade %#x", j, g.Lo, g.Hi, e)
			}
			last := g.Hi&mantMask == mantMask
			if !last && g.Hi-g.Lo+1 != w {
				return fmt.Errorf("segment %d width differs from its binade's first", j)
			}
			if last {
				j++
				break
			}
		}
		if t.Segs[j-1].Hi&mantMask != mantMask {
			return fmt.Errorf("segments of binade %#x end before the binade does", e)
		}
		shift := bits.TrailingZeros32(w)
		base := uint32(len(t.rows))
		for k := i; k < j-1; k++ {
			addRows(k, 1)
		}
		addRows(j-1, (1<<(23-shift))-(j-1-i))
		t.dir[e] = dirEntry{base: base, shift: uint32(shift)}
		next = uint64(t.Segs[j-1].Hi) + 1
		i = j
	}
	if next != 1<<32 {
		return fmt.Errorf("segments end at %#x, before the last bit pattern", next)
	}
	if tooMany {
		return fmt.Errorf("the segments' uniform splits need more than %d rows", MaxRows)
	}
	for i := range t.Segs {
		s := &t.Segs[i]
		if len(s.Coef) != t.Degree+1 {
			return fmt.Errorf("segment %d has %d coefficients, want %d", i, len(s.Coef), t.Degree+1)
		}
		if !powerOfTwo(s.Scale) {
			return fmt.Errorf("segment %d scale %g is not a normal power of two", i, s.Scale)
		}
	}
	for k, i := range t.seg {
		s := &t.Segs[i]
		r := &t.rows[k]
		r[0], r[1] = s.Center, s.Scale
		copy(r[2:], s.Coef)
	}
	return nil
}

// Eval computes f(x) as the hardware does: segment lookup on the exponent
// bits, then Horner's rule in float32 with one rounding per operation.
func (t *Table) Eval(x float32) float32 {
	b := math.Float32bits(x)
	if (b&absMask)-1 >= 0x7f7fffff { // ±0, ±inf, NaN
		return t.special(b)
	}
	d := t.dir[b>>23]
	return horner(&t.rows[d.base+(b&mantMask)>>(d.shift&31)], x)
}

// EvalSlice sets dst[i] = Eval(src[i]) for i < len(src); dst must be at
// least as long.
func (t *Table) EvalSlice(dst, src []float32) {
	dst = dst[:len(src)]
	rows, dir := t.rows, &t.dir
	for i, x := range src {
		b := math.Float32bits(x)
		if (b&absMask)-1 >= 0x7f7fffff {
			dst[i] = t.special(b)
			continue
		}
		d := dir[b>>23]
		dst[i] = horner(&rows[d.base+(b&mantMask)>>(d.shift&31)], x)
	}
}

// horner evaluates one row. The explicit float32 conversions forbid the
// compiler to fuse multiply and add (the Go spec lets it fuse otherwise),
// so every step rounds as the hardware's fp32 multiplier and adder do.
// u is exact (see Segment).
func horner(r *row, x float32) float32 {
	u := (x - r[0]) * r[1]
	p := r[7]
	p = float32(p*u) + r[6]
	p = float32(p*u) + r[5]
	p = float32(p*u) + r[4]
	p = float32(p*u) + r[3]
	p = float32(p*u) + r[2]
	return p
}

func powerOfTwo(v float32) bool {
	b := math.Float32bits(v)
	return b&mantMask == 0 && b>>23 >= 1 && b>>23 <= 254
}

func (t *Table) special(b uint32) float32 {
	s := b >> 31
	switch {
	case b&absMask == 0:
		return t.Zero[s]
	case b&mantMask == 0:
		return t.Inf[s]
	}
	return math.Float32frombits(b | 0x400000) // quiet the NaN, keep its payload
}

// Size is the encoded size of the table in bytes.
func (t *Table) Size() int { return encodedSize(len(t.Segs), t.Degree) }

// Segment returns the index of the segment that evaluates x (for finite
// nonzero x; ±0 and ±inf use the table's special values).
func (t *Table) Segment(x float32) int {
	b := math.Float32bits(x)
	d := t.dir[b>>23]
	return int(t.seg[d.base+(b&mantMask)>>(d.shift&31)])
}
