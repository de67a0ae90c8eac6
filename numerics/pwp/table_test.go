package pwp

import (
	"math"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestEvalSliceMatchesEval(t *testing.T) {
	in := probe()
	out := make([]float32, len(in))
	for _, f := range Funcs() {
		t.Run(f.Name, func(t *testing.T) {
			_, tb := tableOf(t, f.Name)
			tb.EvalSlice(out, in)
			for i, x := range in {
				if y := tb.Eval(x); !sameBits(y, out[i]) {
					t.Fatalf("Eval(%g) = %g, EvalSlice gives %g", x, y, out[i])
				}
			}
		})
	}
}

func TestSpecialInputs(t *testing.T) {
	inf32 := float32(math.Inf(1))
	negZero := float32(math.Copysign(0, -1))
	tests := []struct {
		fn   string
		x    float32
		want float32
	}{
		{"sigmoid", inf32, 1},
		{"sigmoid", -inf32, 0},
		{"sigmoid", 40, 1},
		{"sigmoid", -200, 0},
		{"sigmoid", 0, 0.5},
		{"sigmoid", 0x1p-149, 0.5},
		{"exp", inf32, inf32},
		{"exp", -inf32, 0},
		{"exp", 100, inf32},
		{"exp", -200, 0},
		{"exp", 0, 1},
		{"exp", 0x1p-30, 1},
		{"tanh", 20, 1},
		{"tanh", -20, -1},
		{"tanh", 0x1p-140, 0x1p-140},
		{"erf", -10, -1},
		{"gelu", 1e30, 1e30},
		{"gelu", -inf32, 0},
		{"gelu", 0x1p-140, 0x1p-141},
		{"silu", 1e30, 1e30},
		{"softplus", 1e30, 1e30},
		{"softplus", -200, 0},
		{"relu", -3, 0},
		{"relu", 3, 3},
		{"relu", 0x1p-149, 0x1p-149},
		{"prelu", -100, f32(-100 * float64(float32(0.01)))},
		{"copy", 0x1p-149, 0x1p-149},
		{"copy", -3.4e38, -3.4e38},
		{"square", 3, 9},
		{"square", 1e20, inf32},
		{"square", -inf32, inf32},
		{"abs", -inf32, inf32},
		{"abs", -0x1p-149, 0x1p-149},
		{"sign", 0x1p-149, 1},
		{"sign", -5e37, -1},
		{"sign", 0, 0},
		{"sign", negZero, negZero},
		{"log", 1, 0},
	}
	for _, tc := range tests {
		_, tb := tableOf(t, tc.fn)
		got := tb.Eval(tc.x)
		assert.True(t, sameBits(got, tc.want), "%s(%g) = %g, want %g", tc.fn, tc.x, got, tc.want)
	}
}

// The ends of the restricted ranges are inside the tables.
func TestRangeEnds(t *testing.T) {
	tests := []struct {
		fn   string
		x    float32
		want float64
	}{
		{"reciprocal", 0x1p-42, 0x1p42},
		{"reciprocal", -0x1p42, -0x1p-42},
		{"sqrt", 0x1p-116, 0x1p-58},
		{"sqrt", 0x1p118, 0x1p59},
		{"rsqrt", 0x1p-87, math.Pow(2, 43.5)},
		{"rsqrt", 0x1p97, math.Pow(2, -48.5)},
		{"log", 0x1p-64, -44.3614195558365},
		{"log", 0x1p64, 44.3614195558365},
		{"sin", 3.1415925, math.Sin(float64(float32(3.1415925)))},
		{"arctan", -1.5707963, math.Atan(float64(float32(-1.5707963)))},
	}
	for _, tc := range tests {
		f, tb := tableOf(t, tc.fn)
		got := tb.Eval(tc.x)
		assert.LessOrEqual(t, relErr(got, tc.want, f.floor(float64(tc.x))), 0x1p-15, "%s(%g) = %g, want %g", tc.fn, tc.x, got, tc.want)
	}
}

func TestOutsideValidRangeIsNaN(t *testing.T) {
	tests := []struct {
		fn string
		x  float32
	}{
		{"log", -1}, {"log", 0}, {"log", 0x1p-65}, {"log", 0x1p65}, {"log", float32(math.Inf(1))},
		{"sqrt", -4}, {"sqrt", 0x1p-117}, {"sqrt", 0x1p119},
		{"rsqrt", 0x1p-88}, {"rsqrt", 0x1p98}, {"rsqrt", 0},
		{"reciprocal", 0x1p-43}, {"reciprocal", -0x1p43}, {"reciprocal", 0},
		{"sin", 4}, {"sin", -100},
		{"arctan", 2}, {"arctan", -1e10},
		{"gelu", float32(math.NaN())},
	}
	for _, tc := range tests {
		_, tb := tableOf(t, tc.fn)
		got := tb.Eval(tc.x)
		assert.True(t, got != got, "%s(%g) = %g, want NaN", tc.fn, tc.x, got)
	}
}

// Every segment must be the one Eval picks for its own first and last
// inputs: the directory and the rows agree with the segment list.
func TestSegmentLookup(t *testing.T) {
	for _, f := range Funcs() {
		_, tb := tableOf(t, f.Name)
		for i, s := range tb.Segs {
			for _, b := range []uint32{s.Lo, s.Hi, s.Lo + (s.Hi-s.Lo)/2} {
				if b&absMask == 0 || b&absMask >= 0x7f800000 {
					continue
				}
				require.Equal(t, i, tb.Segment(math.Float32frombits(b)), "%s: bits %#08x", f.Name, b)
			}
		}
	}
}

func TestIndexRejectsBadTilings(t *testing.T) {
	whole := func(lo, hi uint32) Segment { return Segment{Lo: lo, Hi: hi, Scale: 1, Coef: []float32{1}} }
	ok := []Segment{whole(0, 0x7fffffff), whole(0x80000000, 0xffffffff)}
	base := func() *Table {
		return &Table{Segs: append([]Segment(nil), ok...)}
	}
	require.NoError(t, base().index())
	tests := []struct {
		name string
		edit func(*Table)
		want string
	}{
		{"no segments", func(t *Table) { t.Segs = nil }, "no segments"},
		{"gap", func(t *Table) { t.Segs[1].Lo++ }, "does not continue"},
		{"short", func(t *Table) { t.Segs[1].Hi-- }, "neither covers whole binades"},
		{"crosses sign", func(t *Table) { t.Segs = []Segment{whole(0, 0xffffffff)} }, "does not continue"},
		{"degree", func(t *Table) { t.Degree = MaxDegree + 1 }, "degree"},
		{"coefficients", func(t *Table) { t.Degree = 1 }, "coefficients"},
		{"scale", func(t *Table) { t.Segs[0].Scale = 3 }, "power of two"},
		{"zero scale", func(t *Table) { t.Segs[0].Scale = 0 }, "power of two"},
		{"odd width", func(t *Table) {
			t.Segs = append([]Segment{whole(0, 2), whole(3, 0x7fffff), whole(0x800000, 0x7fffffff)}, ok[1])
		}, "not a power of two"},
		{"uneven split", func(t *Table) {
			t.Segs = append([]Segment{whole(0, 0x1fffff), whole(0x200000, 0x2fffff), whole(0x300000, 0x7fffff), whole(0x800000, 0x7fffffff)}, ok[1])
		}, "width differs"},
		{"split ends early", func(t *Table) {
			t.Segs = append([]Segment{whole(0, 0x3fffff), whole(0x400000, 0x7ffffe), whole(0x7fffff, 0x7fffffff)}, ok[1])
		}, "width differs"},
		{"too many rows", func(t *Table) {
			// 2^17 rows for one binade: the last segment is copied to fill.
			t.Segs = append([]Segment{whole(0, 0x3f), whole(0x40, 0x7fffff), whole(0x800000, 0x7fffffff)}, ok[1])
		}, "rows"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			tb := base()
			tc.edit(tb)
			err := tb.index()
			require.Error(t, err)
			assert.Contains(t, err.Error(), tc.want)
		})
	}
}

// horner must round after every operation: compare with an explicit
// float64 emulation that rounds each step to float32.
func TestHornerRoundsEachStep(t *testing.T) {
	r := row{1.5, 0.5, 0.1, -0.7, 0.3, 1.25, -2.5, 0.0625}
	for _, x := range []float32{1.0000001, 1.3, 1.7, 1.9999999} {
		u := float64(float32(float64(x)-1.5)) * 0.5
		p := float64(r[7])
		for k := 6; k >= 2; k-- {
			p = float64(float32(float64(float32(p*u)) + float64(r[k])))
		}
		require.Equal(t, float32(p), horner(&r, x), "x = %g", x)
	}
}
