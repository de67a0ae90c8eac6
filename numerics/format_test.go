package numerics

import (
	"math"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// small are the formats whose every pattern the tests enumerate.
func small() []*Format {
	var out []*Format
	for _, f := range Formats {
		if f.Bits() <= 19 {
			out = append(out, f)
		}
	}
	return out
}

func TestFormatTable(t *testing.T) {
	// Largest finite, smallest normal and smallest positive value, from the
	// ml_dtypes README and APFloat's semantics; NaN and inf patterns.
	tests := []struct {
		f                      *Format
		bits                   int
		max, minNormal, minSub float64
		nan                    uint64
		hasInf, negZero        bool
	}{
		{F64, 64, math.MaxFloat64, 0x1p-1022, 0x1p-1074, 0x7FF8000000000000, true, true},
		{F32, 32, math.MaxFloat32, 0x1p-126, 0x1p-149, 0x7FC00000, true, true},
		{TF32, 19, 0x1.ffcp127, 0x1p-126, 0x1p-136, 0x3FE00, true, true},
		{F16, 16, 65504, 0x1p-14, 0x1p-24, 0x7E00, true, true},
		{BF16, 16, 0x1.fep127, 0x1p-126, 0x1p-133, 0x7FC0, true, true},
		{F8E5M2, 8, 57344, 0x1p-14, 0x1p-16, 0x7E, true, true},
		{F8E4M3, 8, 240, 0x1p-6, 0x1p-9, 0x7C, true, true},
		{F8E3M4, 8, 15.5, 0.25, 0x1p-6, 0x78, true, true},
		{F8E4M3FN, 8, 448, 0x1p-6, 0x1p-9, 0x7F, false, true},
		{F8E5M2FNUZ, 8, 57344, 0x1p-15, 0x1p-17, 0x80, false, false},
		{F8E4M3FNUZ, 8, 240, 0x1p-7, 0x1p-10, 0x80, false, false},
		{F8E4M3B11FNUZ, 8, 30, 0x1p-10, 0x1p-13, 0x80, false, false},
		{F8E8M0FNU, 8, 0x1p127, 0x1p-127, 0x1p-127, 0xFF, false, false},
		{F6E3M2FN, 6, 28, 0.25, 0.0625, 0x20, false, true},
		{F6E2M3FN, 6, 7.5, 1, 0.125, 0x20, false, true},
		{F4E2M1FN, 4, 6, 1, 0.5, 0x8, false, true},
	}
	require.Len(t, tests, len(Formats))
	for _, tt := range tests {
		t.Run(tt.f.Name, func(t *testing.T) {
			f := tt.f
			got, ok := FormatByName(f.Name)
			require.True(t, ok)
			assert.Same(t, f, got)
			assert.Equal(t, tt.bits, f.Bits())
			assert.Equal(t, tt.max, f.ToFloat64(f.MaxFinite(false)))
			assert.Equal(t, tt.minNormal, f.ToFloat64(f.SmallestNormal()))
			minSub := f.SmallestNormal() >> f.ManBits() // 1, or 0 for E8M0
			if f.HasSubnormals() {
				minSub = 1
			}
			assert.Equal(t, tt.minSub, f.ToFloat64(minSub))
			assert.Equal(t, tt.nan, f.NaN())
			assert.Equal(t, tt.hasInf, f.HasInf())
			assert.Equal(t, tt.negZero, f.HasNegZero())
			if f.HasNaN() {
				assert.True(t, f.IsNaN(f.NaN()))
			}
			// The largest finite value is the top of the range: the next
			// magnitude pattern (if any) is not a finite value above it.
			assert.Equal(t, f.MaxFinite(false), f.FromFloat64(tt.max))
			if f.Signed() {
				assert.Equal(t, -tt.max, f.ToFloat64(f.MaxFinite(true)))
			}
		})
	}
	_, ok := FormatByName("f8E4M3FNX")
	assert.False(t, ok)
}

// Every pattern decodes to the value the layout formula gives, classifies as
// the doc table says, and survives float32 and float64 unchanged.
func TestEveryPatternRoundTrips(t *testing.T) {
	for _, f := range small() {
		t.Run(f.Name, func(t *testing.T) {
			n := uint64(1) << uint(f.Bits())
			var bad int
			for b := uint64(0); b < n && bad < 5; b++ {
				nan, inf := refSpecial(f, b)
				v64 := f.ToFloat64(b)
				v32 := f.ToFloat32(b)
				ok := f.IsNaN(b) == nan && f.IsInf(b) == inf &&
					f.FromFloat32(v32) == b && f.FromFloat64(v64) == b
				switch {
				case nan:
					ok = ok && math.IsNaN(v64) && math.IsNaN(float64(v32))
				case inf:
					ok = ok && math.IsInf(v64, 0) && (v64 < 0) == f.SignBit(b)
				default:
					want := refDecode(f, b)
					ok = ok && v64 == want && math.Signbit(v64) == math.Signbit(want) &&
						float64(v32) == v64 && math.Signbit(float64(v32)) == math.Signbit(v64)
				}
				if !ok {
					bad++
					t.Errorf("%s %#x: f64 %v f32 %v back %#x/%#x nan %v/%v inf %v/%v", f.Name, b,
						v64, v32, f.FromFloat32(v32), f.FromFloat64(v64), f.IsNaN(b), nan, f.IsInf(b), inf)
				}
			}
		})
	}
}

// Fast decoders agree with the generic path on every pattern, NaNs included.
func TestFastDecodeMatchesGeneric(t *testing.T) {
	for b := 0; b < 1<<16; b++ {
		require.Equal(t, math.Float32bits(BF16.ToFloat32(uint64(b))), math.Float32bits(BF16ToF32(uint16(b))), "bf16 %#x", b)
		require.Equal(t, math.Float32bits(F16.ToFloat32(uint64(b))), math.Float32bits(F16ToF32(uint16(b))), "f16 %#x", b)
	}
	src := make([]uint8, 256)
	for b := range 256 {
		src[b] = uint8(b)
		require.Equal(t, math.Float32bits(F8E4M3FN.ToFloat32(uint64(b))), math.Float32bits(F8E4M3FNToF32(uint8(b))))
		require.Equal(t, math.Float32bits(F8E5M2.ToFloat32(uint64(b))), math.Float32bits(F8E5M2ToF32(uint8(b))))
	}
	dst := make([]float32, 256)
	F8E4M3FNToF32Slice(dst, src)
	for b := range 256 {
		require.Equal(t, math.Float32bits(F8E4M3FNToF32(uint8(b))), math.Float32bits(dst[b]))
	}
}

// refInputs are float64 values probing a format: every value, every
// midpoint and its float64 neighbours, values beyond the range and random
// values across it.
func refInputs(tab *refTable, rng *rand.Rand) []float64 {
	var xs []float64
	v := tab.vals
	for i := range v {
		xs = append(xs, v[i], -v[i])
		if i+1 < len(v) {
			mid := (v[i] + v[i+1]) / 2
			xs = append(xs, mid, math.Nextafter(mid, 0), math.Nextafter(mid, math.Inf(1)), -mid)
		}
	}
	top := v[len(v)-1]
	for _, k := range []float64{1.01, 1.03, 1.0625, 1.1, 1.5, 2, 1e10} {
		xs = append(xs, top*k, -top*k)
	}
	xs = append(xs, v[1]/2, v[1]/3, v[1]/1.5, 1e-300, 5e-324, -5e-324, math.Inf(1), math.Inf(-1), 0, math.Copysign(0, -1))
	lg := math.Log2(top)
	for range 2000 {
		xs = append(xs, math.Exp2((rng.Float64()*2-1)*(lg+4))*(rng.Float64()*2-1))
	}
	return xs
}

func TestFromFloat64MatchesReference(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for _, f := range small() {
		t.Run(f.Name, func(t *testing.T) {
			tab := newRefTable(f)
			bad := 0
			for _, x := range refInputs(tab, rng) {
				want := tab.round(x)
				if got := f.FromFloat64(x); got != want && bad < 10 {
					bad++
					t.Errorf("%s.FromFloat64(%v) = %#x, want %#x", f.Name, x, got, want)
				}
				if float64(float32(x)) == x {
					if got := f.FromFloat32(float32(x)); got != want && bad < 10 {
						bad++
						t.Errorf("%s.FromFloat32(%v) = %#x, want %#x", f.Name, x, got, want)
					}
				}
			}
		})
	}
}

func TestSpecialConversions(t *testing.T) {
	nan := math.NaN()
	negNaN := math.Copysign(nan, -1)
	negZero := math.Copysign(0, -1)
	tests := []struct {
		f    *Format
		x    float64
		want uint64
	}{
		{F8E4M3FN, 464, 0x7E},    // tie above 448 rounds to even 448
		{F8E4M3FN, 464.01, 0x7F}, // beyond: NaN
		{F8E4M3FN, -500, 0xFF},   // NaN keeps the sign
		{F8E4M3FN, math.Inf(1), 0x7F},
		{F8E4M3FN, negNaN, 0xFF},
		{F8E4M3FNUZ, -1000, 0x80},
		{F8E4M3FNUZ, negZero, 0},
		{F8E4M3FNUZ, -1e-10, 0}, // underflow to +0: no -0
		{F8E4M3FNUZ, negNaN, 0x80},
		{F8E5M2FNUZ, math.Inf(-1), 0x80},
		{F8E4M3B11FNUZ, 30.99, 0x7F}, // below the tie above 30
		{F8E4M3B11FNUZ, 31, 0x80},    // the tie: 30 is odd, so NaN
		{F8E5M2, 61440, 0x7C},        // tie above 57344 (odd) rounds to inf
		{F8E5M2, 61439, 0x7B},        // just below: max
		{F8E5M2, negNaN, 0xFE},       // quiet NaN with sign
		{F16, 65520, 0x7C00},         // tie above 65504 rounds to inf
		{F16, 0x1p-25, 0},            // half the smallest subnormal: tie to even 0
		{F16, 0x1.8p-25, 1},          // above half: smallest subnormal
		{F16, negZero, 0x8000},       // -0 kept
		{F4E2M1FN, 100, 0x7},         // saturates
		{F4E2M1FN, math.Inf(-1), 0xF},
		{F4E2M1FN, nan, 0x8},    // ml_dtypes: +NaN -> -0 pattern
		{F4E2M1FN, negNaN, 0x0}, // -NaN -> +0
		{F4E2M1FN, 5, 0x6},      // tie between 4 (0x6) and 6 (0x7): even 4
		{F4E2M1FN, 0.25, 0},     // tie 0|0.5 -> 0
		{F6E2M3FN, 7.75, 0x1F},  // tie above 7.5 saturates to 7.5
		{F6E3M2FN, 1e9, 0x1F},
		{F6E3M2FN, negNaN, 0},
		{F8E8M0FNU, 0, 0},            // no zero: smallest, 2^-127
		{F8E8M0FNU, 1e-50, 0},        // underflow: smallest
		{F8E8M0FNU, -1, 0xFF},        // unsigned: NaN
		{F8E8M0FNU, 1.5, 128},        // tie rounds up to 2
		{F8E8M0FNU, 1.49, 127},       // 1
		{F8E8M0FNU, 0x1p127, 0xFE},   // largest
		{F8E8M0FNU, 0x1.8p127, 0xFF}, // rounds past 2^127: NaN
		{F8E8M0FNU, math.Inf(1), 0xFF},
		{BF16, 0x1.ffp127, 0x7F80}, // rounds to inf
		{TF32, 1 + 0x1p-11, 0x1FC00},
		{TF32, 1 + 0x1.8p-11, 0x1FC01},
	}
	for _, tt := range tests {
		got := tt.f.FromFloat64(tt.x)
		assert.Equal(t, tt.want, got, "%s.FromFloat64(%v)", tt.f.Name, tt.x)
	}
	assert.Equal(t, 4.0, F4E2M1FN.ToFloat64(0x6))
}

func TestNaNPayloads(t *testing.T) {
	// A signalling float32 NaN keeps its payload's top bits and stays
	// signalling in bf16; a payload that vanishes becomes the quiet bit.
	assert.Equal(t, uint64(0x7F81), BF16.FromFloat32(math.Float32frombits(0x7F810000)))
	assert.Equal(t, uint64(0xFFC0), BF16.FromFloat32(math.Float32frombits(0xFF800001)))
	assert.Equal(t, uint16(0xFFC0), F32ToBF16(math.Float32frombits(0xFF800001)))
	assert.Equal(t, uint64(0x7D00), F16.FromFloat32(math.Float32frombits(0x7FA00000)))
	assert.Equal(t, uint32(0x7FA00000), math.Float32bits(F16.ToFloat32(0x7D00)))
	// fnuz/fnu NaN reads as a positive quiet NaN; fn keeps its sign.
	assert.Equal(t, uint32(0x7FC00000), math.Float32bits(F8E4M3FNUZ.ToFloat32(0x80)))
	assert.Equal(t, uint32(0xFFC00000), math.Float32bits(F8E4M3FN.ToFloat32(0xFF)))
	assert.Equal(t, uint32(0x7FC00000), math.Float32bits(F8E8M0FNU.ToFloat32(0xFF)))
}

func TestStatus(t *testing.T) {
	_, st := F16.FromFloat64Status(1)
	assert.Zero(t, st)
	_, st = F16.FromFloat64Status(0.1)
	assert.Equal(t, Inexact, st)
	_, st = F16.FromFloat64Status(1e6)
	assert.Equal(t, Overflow|Inexact, st)
	_, st = F16.FromFloat64Status(1e-9)
	assert.Equal(t, Underflow|Inexact, st)
	_, st = F16.FromFloat64Status(math.NaN())
	assert.Equal(t, Invalid, st)
}

func TestStochastic(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for _, f := range []*Format{BF16, F16, F8E4M3FN, F8E5M2, F4E2M1FN, F8E8M0FNU} {
		tab := newRefTable(f)
		for i := 1; i+1 < len(tab.vals); i += max(1, len(tab.vals)/40) {
			lo, hi := tab.vals[i], tab.vals[i+1]
			// Exact values never move.
			assert.Equal(t, tab.bits[i], f.FromFloat64Stochastic(lo, rng.Uint64()))
			frac := 0.3
			x := lo + (hi-lo)*frac
			const n = 4000
			ups := 0
			for range n {
				r := rng.Uint64()
				b := f.FromFloat64Stochastic(x, r)
				require.Equal(t, b, f.FromFloat64Stochastic(x, r), "deterministic in rnd")
				switch b {
				case tab.bits[i+1]:
					ups++
				case tab.bits[i]:
				default:
					t.Fatalf("%s: %v rounded to %#x, not a neighbour", f.Name, x, b)
				}
			}
			p := float64(ups) / n
			assert.InDelta(t, frac, p, 0.04, "%s between %v and %v", f.Name, lo, hi)
		}
	}
	// Negative values round their magnitude the same way.
	assert.Equal(t, BF16.FromFloat64Stochastic(1.3, 42)|0x8000, BF16.FromFloat64Stochastic(-1.3, 42))
}

func TestNegAbs(t *testing.T) {
	assert.Equal(t, uint64(0xBC00), F16.Neg(0x3C00))
	assert.Equal(t, uint64(0x3C00), F16.Abs(0xBC00))
	assert.Equal(t, uint64(0), F8E4M3FNUZ.Neg(0))       // no -0
	assert.Equal(t, uint64(0x80), F8E4M3FNUZ.Neg(0x80)) // NaN stays
	assert.Equal(t, uint64(0x80), F8E4M3FNUZ.Abs(0x80))
	assert.Equal(t, uint64(0xFF), F8E8M0FNU.Neg(0x7F))
	assert.True(t, F8E5M2FNUZ.IsZero(0))
	assert.False(t, F8E5M2FNUZ.IsZero(0x80))
	assert.False(t, F8E8M0FNU.IsZero(0))
	assert.True(t, F16.IsZero(0x8000))
}

func TestIntConversions(t *testing.T) {
	i8, err := IntType(8, true)
	require.NoError(t, err)
	u4, _ := IntType(4, false)
	i64, _ := IntType(64, true)
	u64, _ := IntType(64, false)
	i1, _ := IntType(1, true)
	_, err = IntType(65, false)
	assert.Error(t, err)
	tests := []struct {
		name string
		got  any
		want any
	}{
		{"wrap", i8.Wrap(0x1FF), uint64(0xFF)},
		{"sext", i8.SignExtend(0xFF), int64(-1)},
		{"sext i1", i1.SignExtend(1), int64(-1)},
		{"range i1", [2]int64{i1.MinInt(), i1.MaxInt()}, [2]int64{-1, 0}},
		{"u4 max", u4.MaxUint(), uint64(15)},
		{"sat i8", i8.FromInt64Saturating(1000), uint64(0x7F)},
		{"sat i8 neg", i8.FromInt64Saturating(-1000), uint64(0x80)},
		{"sat u4", u4.FromInt64Saturating(-3), uint64(0)},
		{"f2i trunc", i8.FromFloat64(-3.9), uint64(0xFD)},
		{"f2i sat", i8.FromFloat64(300), uint64(0x7F)},
		{"f2i sat neg", i8.FromFloat64(-300), uint64(0x80)},
		{"f2i nan", i8.FromFloat64(math.NaN()), uint64(0)},
		{"f2u neg", u4.FromFloat64(-1), uint64(0)},
		{"f2u sat", u4.FromFloat64(16), uint64(15)},
		{"f2u in", u4.FromFloat64(15.99), uint64(15)},
		{"f2i64 sat", i64.FromFloat64(1e19), uint64(math.MaxInt64)},
		{"f2i64 min", i64.FromFloat64(-0x1p63), uint64(1 << 63)},
		{"f2u64 sat", u64.FromFloat64(1e20), uint64(math.MaxUint64)},
		{"f2u64 big", u64.FromFloat64(0x1p63), uint64(1 << 63)},
		{"rne", i8.FromFloat64RoundNearest(2.5), uint64(2)},
		{"i2f", i8.ToFloat(BF16, 0xFF), BF16.FromFloat64(-1)},
		{"u64 to f32 rounds", u64.ToFloat(F32, math.MaxUint64), uint64(0x5F800000)},
		{"i64 to f16 overflow", F16.FromInt64(1 << 20), uint64(0x7C00)},
		{"i64 to bf16 tie", BF16.FromInt64(257), BF16.FromFloat64(256)},
		{"i64 min to f64", F64.FromInt64(math.MinInt64), math.Float64bits(-0x1p63)},
		{"string", i8.String() + u4.String(), "i8ui4"},
	}
	for _, tt := range tests {
		assert.Equal(t, tt.want, tt.got, tt.name)
	}
}
