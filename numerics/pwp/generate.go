package pwp

import (
	"fmt"
	"math"
	"slices"

	"ncc/numerics"
)

// maxSplit bounds the subdivision of one binade: 2^maxSplit segments.
const maxSplit = 14

// Generate builds f's table: for each degree in f.Degrees it fits every
// binade (splitting it into 2, 4, ... equal segments until each segment
// meets f's accuracy bound on its samples) and keeps the smallest table.
// The result depends only on f: same bytes on every run.
func Generate(f *Func) (*Table, error) {
	var best *Table
	var errs []error
	for _, d := range f.Degrees {
		t, err := generate(f, d)
		if err != nil {
			errs = append(errs, err)
			continue
		}
		if best == nil || t.Size() < best.Size() {
			best = t
		}
	}
	if best == nil {
		return nil, fmt.Errorf("pwp: %s: no degree meets the accuracy bound: %v", f.Name, errs)
	}
	return best, nil
}

type gen struct {
	f   *Func
	deg int
}

func generate(f *Func, deg int) (*Table, error) {
	g := &gen{f: f, deg: deg}
	t := &Table{Func: f.ID, Degree: deg}
	t.Zero = [2]float32{float32(f.At(0)), float32(f.At(math.Copysign(0, -1)))}
	t.Inf = [2]float32{float32(f.PosInf), float32(f.NegInf)}
	for s := range uint32(2) {
		segs, err := g.half(s << 31)
		if err != nil {
			return nil, fmt.Errorf("degree %d: %w", deg, err)
		}
		t.Segs = append(t.Segs, segs...)
	}
	t.trimDegree()
	if err := t.index(); err != nil {
		return nil, fmt.Errorf("pwp: %s: generated a bad table: %w", f.Name, err)
	}
	return t, nil
}

// half builds the segments of one sign: a "tiny" segment from 0 up to a
// power of two, one or more segments per binade above it, and the
// inf/NaN binade (never evaluated: Eval takes those inputs aside).
func (g *gen) half(sign uint32) ([]Segment, error) {
	var segs []Segment
	eT := uint32(127) // the tiny segment covers |x| < 2^(eT-127)
	for ; eT >= 1; eT-- {
		if r, ok := g.tiny(sign, eT); ok {
			segs = append(segs, g.segment(sign, sign|(eT<<23-1), r))
			break
		}
	}
	if eT == 0 {
		return nil, fmt.Errorf("no polynomial fits %s near 0 (sign %d)", g.f.Name, sign>>31)
	}
	for e := eT; e < 255; e++ {
		bs, err := g.binade(sign, e)
		if err != nil {
			return nil, err
		}
		segs = appendMerged(segs, bs)
	}
	last := &segs[len(segs)-1]
	if last.Lo&mantMask == 0 && last.Hi&mantMask == mantMask {
		last.Hi = sign | absMask
	} else {
		nan := float32(math.NaN())
		segs = append(segs, g.segment(sign|255<<23, sign|absMask, mkRow(0, nan)))
	}
	return segs, nil
}

func (g *gen) segment(lo, hi uint32, r row) Segment {
	c := make([]float32, g.deg+1)
	copy(c, r[2:])
	return Segment{Lo: lo, Hi: hi, Center: r[0], Scale: r[1], Coef: c}
}

// appendMerged appends a binade's segments, merging a whole-binade segment
// into the previous one when their polynomials are the same bits.
func appendMerged(segs, bs []Segment) []Segment {
	if len(bs) == 1 && len(segs) > 0 {
		p := &segs[len(segs)-1]
		if p.Lo&mantMask == 0 && p.Hi&mantMask == mantMask && samePoly(p, &bs[0]) {
			p.Hi = bs[0].Hi
			return segs
		}
	}
	return append(segs, bs...)
}

func samePoly(a, b *Segment) bool {
	if math.Float32bits(a.Center) != math.Float32bits(b.Center) {
		return false
	}
	return slices.EqualFunc(a.Coef, b.Coef, func(x, y float32) bool {
		return math.Float32bits(x) == math.Float32bits(y)
	})
}

// binade splits binade e into the fewest equal segments that all pass,
// then merges equal trailing segments (asymptotes) into the last one.
func (g *gen) binade(sign, e uint32) ([]Segment, error) {
	start := sign | e<<23
next:
	for k := uint32(0); k <= maxSplit; k++ {
		w := uint32(1) << (23 - k)
		segs := make([]Segment, 0, 1<<k)
		for j := range uint32(1) << k {
			lo := start + j*w
			r, ok := g.fitSegment(lo, lo+w-1)
			if !ok {
				continue next
			}
			segs = append(segs, g.segment(lo, lo+w-1, r))
		}
		for len(segs) > 1 && samePoly(&segs[len(segs)-1], &segs[len(segs)-2]) {
			segs[len(segs)-2].Hi = segs[len(segs)-1].Hi
			segs = segs[:len(segs)-1]
		}
		return segs, nil
	}
	return nil, fmt.Errorf("binade [%g, %g) needs more than %d segments",
		math.Float32frombits(start), math.Float32frombits(start+mantMask), 1<<maxSplit)
}

// span returns the valid part [a, b] of the inputs with bit patterns in
// [lo, hi], as float64; ok is false when no input is valid, full is true
// when every input is.
func (g *gen) span(lo, hi uint32) (a, b float64, ok, full bool) {
	x0 := float64(math.Float32frombits(lo))
	x1 := float64(math.Float32frombits(hi))
	if lo&(1<<31) != 0 {
		x0, x1 = x1, x0
	}
	f := g.f
	intersect := func(lo, hi float64) (float64, float64, bool, bool) {
		a, b := max(x0, lo), min(x1, hi)
		return a, b, a <= b, a == x0 && b == x1
	}
	if a, b, ok, full := intersect(f.Lo, f.Hi); ok {
		return a, b, true, full
	}
	if f.Split {
		return intersect(f.NegLo, f.NegHi)
	}
	return 0, 0, false, false
}

// candidates are the exact forms tried before fitting: a constant, a·x
// and a·x², each with the coefficient taken from f at one point. They
// give the asymptotes (sigmoid → 1, gelu → x, exp → 0 or inf) and the
// functions that are polynomials to begin with. They must be within
// candidateTol, half to one fp32 ulp, where a fit would be: a constant that
// is merely within RelTol would waste the accuracy a fit gives for free.
const candidateTol = 0x1p-24

func (g *gen) candidates(a, b float64, emit func(row) bool) bool {
	m := (a + b) / 2
	y := g.f.Ref(m)
	if emit(mkRow(0, float32(y))) {
		return true
	}
	if g.deg >= 1 && m != 0 && emit(mkRow(0, 0, float32(y/m))) {
		return true
	}
	return g.deg >= 2 && m != 0 && emit(mkRow(0, 0, 0, float32(y/(m*m))))
}

// fitSegment finds the polynomial of one segment inside a binade.
func (g *gen) fitSegment(lo, hi uint32) (row, bool) {
	a, b, ok, _ := g.span(lo, hi)
	if !ok {
		return mkRow(0, float32(math.NaN())), true
	}
	var found row
	try := func(tol float64) func(r row) bool {
		return func(r row) bool {
			if g.check(lo, hi, &r, tol) {
				found = r
				return true
			}
			return false
		}
	}
	if g.candidates(a, b, try(min(g.f.RelTol, candidateTol))) {
		return found, true
	}
	m, rad := (a+b)/2, (b-a)/2
	c := float32(m)
	p, ok := chebFit(g.f.Ref, m, rad, g.deg, func(x, y float64) float64 { return 1 / max(math.Abs(y), g.f.floor(x)) })
	if !ok {
		return row{}, false
	}
	// Scale so that |t| ≤ 1 on the whole segment, whatever part is valid.
	x0, x1 := bitsValue(lo), bitsValue(hi+1)
	sc := scaleFor(max(math.Abs(x0-float64(c)), math.Abs(x1-float64(c))))
	r := toRow(c, sc, rebase(p, m, rad, float64(c), float64(sc)))
	return r, try(g.f.RelTol)(r)
}

// tiny finds one polynomial for all |x| < 2^(eT-127) of the given sign,
// in the form f(0) + x·q(x) so that it keeps relative accuracy down to
// the subnormals.
func (g *gen) tiny(sign, eT uint32) (row, bool) {
	lo, hi := sign, sign|(eT<<23-1)
	a, b, ok, full := g.span(lo, hi)
	if !ok {
		return mkRow(0, float32(math.NaN())), true
	}
	if !full {
		return row{}, false // only partly valid: go lower
	}
	A := math.Ldexp(1, int(eT)-127)
	var found row
	try := func(tol float64) func(r row) bool {
		return func(r row) bool {
			if g.check(lo, hi, &r, tol) {
				found = r
				return true
			}
			return false
		}
	}
	if g.candidates(a, b, try(min(g.f.RelTol, candidateTol))) {
		return found, true
	}
	f0 := g.f.Ref(math.Copysign(0, a+b))
	if g.deg < 1 || math.IsNaN(f0) || math.IsInf(f0, 0) {
		return row{}, false
	}
	q := func(x float64) float64 { return (g.f.Ref(x) - f0) / x }
	w := func(x, _ float64) float64 { return math.Abs(x) / max(math.Abs(g.f.Ref(x)), g.f.floor(x)) }
	m := (a + b) / 2
	p, ok := chebFit(q, m, A/2, g.deg-1, w)
	if !ok {
		return row{}, false
	}
	// p(u) = f0 + x·q(x) with x = u/sc: the coefficients of q in u, shifted
	// up one power and divided by sc.
	sc := scaleFor(A)
	c := append([]float64{f0}, rebase(p, m, A/2, 0, float64(sc))...)
	for k := 1; k < len(c); k++ {
		c[k] /= float64(sc)
	}
	r := toRow(0, sc, c)
	return r, try(g.f.RelTol)(r)
}

func toRow(center, scale float32, p []float64) row {
	r := row{center, scale}
	for i, v := range p {
		r[i+2] = float32(v)
	}
	return r
}

// mkRow is a row with t = x.
func mkRow(center float32, coef ...float32) row {
	r := row{center, 1}
	copy(r[2:], coef)
	return r
}

// scaleFor is 1/R for the least power of two R ≥ h.
func scaleFor(h float64) float32 {
	_, e := math.Frexp(h) // h = f·2^e, f in [0.5, 1)
	if h == math.Ldexp(0.5, e) {
		e--
	}
	return float32(math.Ldexp(1, -e))
}

// bitsValue is the float32 with bit pattern b as float64, the pattern past
// the largest finite magnitude counting as ±2^128 (one past the end).
func bitsValue(b uint32) float64 {
	if b&absMask == 0x7f800000 {
		return math.Copysign(maxF32, float64(math.Float32frombits(b)))
	}
	return float64(math.Float32frombits(b))
}

// trimDegree lowers the table's degree to the highest nonzero coefficient.
func (t *Table) trimDegree() {
	d := 0
	for _, s := range t.Segs {
		for k := len(s.Coef) - 1; k > d; k-- {
			if s.Coef[k] != 0 {
				d = k
				break
			}
		}
	}
	for i := range t.Segs {
		t.Segs[i].Coef = t.Segs[i].Coef[:d+1]
	}
	t.Degree = d
}

// check evaluates r in float32 on every bf16 input and on fp32 samples of
// [lo, hi] and compares with the reference.
func (g *gen) check(lo, hi uint32, r *row, tol float64) bool {
	f := g.f
	ok := func(b uint32) bool {
		x := math.Float32frombits(b)
		if x == 0 || !f.In(float64(x)) {
			return true
		}
		return pointOK(f, float64(x), horner(r, x), tol)
	}
	good := true
	eachSample(lo, hi, 32, func(b uint32) bool { good = ok(b); return good })
	if !good {
		return false
	}
	for b := (uint64(lo) + 0xffff) &^ 0xffff; b <= uint64(hi); b += 0x10000 {
		if !ok(uint32(b)) {
			return false
		}
	}
	return true
}

// pointOK is the per-input acceptance test: fp32 error within tol
// (relative to max(|f|, f.floor(x))) and at most one bf16 ulp after
// rounding.
func pointOK(f *Func, x float64, y float32, tol float64) bool {
	r := f.Ref(x)
	if math.IsNaN(r) {
		return y != y
	}
	if !(relErr(y, r, f.floor(x)) <= tol) {
		return false
	}
	return bf16ULP(y, r) <= 1
}

// maxF32 stands for ±inf in error arithmetic: everything at or beyond
// 2^128 rounds to inf in float32, so inf is "2^128" and a reference
// beyond it is clamped there.
const maxF32 = 0x1p128

func clampF32(v float64) float64 { return max(-maxF32, min(maxF32, v)) }

// relErr is |y-r|/max(|r|, floor), infinities clamped to ±2^128.
func relErr(y float32, r, floor float64) float64 {
	if y != y {
		return math.Inf(1)
	}
	yv, rv := clampF32(float64(y)), clampF32(r)
	return math.Abs(yv-rv) / max(math.Abs(rv), floor)
}

// bf16ULP is the distance, in bf16 values, between y rounded to bf16 and
// r correctly rounded to bf16. ±0 are one value.
func bf16ULP(y float32, r float64) int {
	a := numerics.F32ToBF16(y)
	b := uint16(numerics.BF16.FromFloat64(r))
	if a&0x7fff > 0x7f80 || b&0x7fff > 0x7f80 { // NaN
		if a&0x7fff > 0x7f80 && b&0x7fff > 0x7f80 {
			return 0
		}
		return math.MaxInt32
	}
	return abs(ord16(a) - ord16(b))
}

func ord16(b uint16) int {
	if b&0x8000 != 0 {
		return -int(b & 0x7fff)
	}
	return int(b)
}

func ord32(b uint32) int64 {
	if b&(1<<31) != 0 {
		return -int64(b & absMask)
	}
	return int64(b)
}

func abs(v int) int { return max(v, -v) }

// eachSample calls fn on lo, hi and n stratified bit patterns from every
// binade [lo, hi] touches, with deterministic jitter, until fn says stop.
func eachSample(lo, hi uint32, n int, fn func(uint32) bool) {
	if !fn(lo) || !fn(hi) {
		return
	}
	for e := lo >> 23; e <= hi>>23; e++ {
		b0, b1 := max(lo, e<<23), min(hi, e<<23|mantMask)
		w := uint64(b1-b0) + 1
		step := max(w/uint64(n), 1)
		for i := uint64(0); i < w; i += step {
			j := mix(i^uint64(b0)) % step
			if !fn(b0 + uint32(i+j)) {
				return
			}
		}
	}
}

// mix is splitmix64's finalizer: cheap, deterministic jitter.
func mix(z uint64) uint64 {
	z += 0x9e3779b97f4a7c15
	z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
	z = (z ^ z>>27) * 0x94d049bb133111eb
	return z ^ z>>31
}
