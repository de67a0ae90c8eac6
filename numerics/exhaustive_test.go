package numerics

import (
	"math"
	"os"
	"testing"
	"time"
)

// f32Target is a conversion from float32 checked over every input: the fast
// path and the generic path against the bracketing reference.
type f32Target struct {
	f    *Format
	fast func(float32) uint64
}

func f32Targets() []f32Target {
	return []f32Target{
		{BF16, func(x float32) uint64 { return uint64(F32ToBF16(x)) }},
		{F16, func(x float32) uint64 { return uint64(F32ToF16(x)) }},
		{F8E4M3FN, func(x float32) uint64 { return uint64(F32ToF8E4M3FN(x)) }},
		{F8E5M2, func(x float32) uint64 { return uint64(F32ToF8E5M2(x)) }},
	}
}

// checkF32 checks one input; NaNs are checked against the payload rule of
// doc.go instead of the reference table.
func checkF32(tg f32Target, tab *refTable, u uint32) (got, want uint64, ok bool) {
	x := math.Float32frombits(u)
	fast := tg.fast(x)
	gen := tg.f.FromFloat32(x)
	if u&0x7FFFFFFF > 0x7F800000 {
		f := tg.f
		want = f.NaN()
		switch {
		case f.NonFinite() == IEEE754:
			p := uint64(u&0x7FFFFF) >> (23 - f.ManBits())
			if p == 0 {
				p = 1 << (f.ManBits() - 1)
			}
			want = uint64(u>>31)<<(f.Bits()-1) | f.NaN()&^(1<<f.ManBits()-1) | p
		case f.NaNEncoding() == NaNAllOnes:
			want = uint64(u>>31)<<(f.Bits()-1) | f.NaN()
		}
	} else {
		want = tab.round(float64(x))
	}
	if fast != gen {
		return fast, gen, false
	}
	return gen, want, gen == want
}

// TestF32ToNarrowRounding checks float32 -> bf16, f16, f8E4M3FN and f8E5M2
// for a strided sample plus every tie neighbourhood, or for all 2^32 inputs
// when NCC_EXHAUSTIVE=1 (make test-exhaustive).
func TestF32ToNarrowRounding(t *testing.T) {
	all := os.Getenv("NCC_EXHAUSTIVE") == "1"
	for _, tg := range f32Targets() {
		t.Run(tg.f.Name, func(t *testing.T) {
			tab := newRefTable(tg.f)
			bad := 0
			check := func(u uint32) {
				if got, want, ok := checkF32(tg, tab, u); !ok && bad < 10 {
					bad++
					t.Errorf("%s(%#08x = %v): got %#x, want %#x (fast and generic %s)", tg.f.Name, u,
						math.Float32frombits(u), got, want, map[bool]string{true: "agree", false: "disagree"}[got == tg.f.FromFloat32(math.Float32frombits(u))])
				}
			}
			start := time.Now()
			if all {
				for u := uint64(0); u < 1<<32; u++ {
					check(uint32(u))
				}
				t.Logf("%s: all 2^32 float32 inputs in %v", tg.f.Name, time.Since(start).Round(time.Second))
				return
			}
			stride := uint64(1021)
			if testing.Short() {
				stride = 16381
			}
			n := 0
			for u := uint64(0); u < 1<<32; u += stride {
				check(uint32(u))
				n++
			}
			// Every midpoint between neighbours (exact in float32 for these
			// formats) and two float32 steps either side, both signs.
			for i := 0; i+1 < len(tab.vals); i++ {
				mid := float32((tab.vals[i] + tab.vals[i+1]) / 2)
				m := math.Float32bits(mid)
				for d := -2; d <= 2; d++ {
					check(uint32(int64(m) + int64(d)))
					check(uint32(int64(m)+int64(d)) | 1<<31)
					n += 2
				}
			}
			t.Logf("%s: %d inputs in %v", tg.f.Name, n, time.Since(start).Round(time.Millisecond))
		})
	}
}
