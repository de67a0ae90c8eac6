package numerics

import (
	"errors"
	"math"
	"math/big"
	"math/rand/v2"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestParseTable(t *testing.T) {
	tests := []struct {
		f    *Format
		s    string
		want uint64
		st   Status
	}{
		{F32, "0.1", 0x3DCCCCCD, Inexact},
		{F32, "1", 0x3F800000, 0},
		{F32, "-2.5e+00", 0xC0200000, 0},
		{F32, ".5", 0x3F000000, 0},
		{F32, "5.", 0x40A00000, 0},
		{F32, "1E3", 0x447A0000, 0},
		{F32, "0x7FC00000", 0x7FC00000, 0},
		{F32, "-0", 0x80000000, 0},
		{F32, "1e-46", 0, Inexact | Underflow},
		{F32, "1e39", 0x7F800000, Overflow | Inexact},
		{F32, "1e999999999999", 0x7F800000, Overflow | Inexact},
		{F32, "-1e-999999999999", 0x80000000, Inexact | Underflow},
		{F32, "inf", 0x7F800000, 0},
		{F32, "-Infinity", 0xFF800000, 0},
		{F32, "nan", 0x7FC00000, 0},
		{F32, "-nan", 0xFFC00000, 0},
		// 2^-150 exactly is the tie between 0 and the smallest subnormal.
		{F32, "7.00649232162408535461864791644958065640130970938257885878534141944895541342930300743319094181060791015625e-46", 0, Inexact | Underflow},
		{F32, "7.00649232162408535461864791644958065640130970938257885878534141944895541342930300743319094181060791015625000001e-46", 1, Inexact | Underflow},
		{BF16, "1.00390625", 0x3F80, Inexact},          // tie: to even
		{BF16, "1.00390625000000001", 0x3F81, Inexact}, // above the tie: f64 would round this to the tie
		{BF16, "3.14159", 0x4049, Inexact},
		{F16, "65504", 0x7BFF, 0},
		{F16, "65519.999", 0x7BFF, Inexact},
		{F16, "65520", 0x7C00, Overflow | Inexact},
		{F8E4M3FN, "448", 0x7E, 0},
		{F8E4M3FN, "464", 0x7E, Inexact},
		{F8E4M3FN, "-464.0000001", 0xFF, Overflow | Inexact},
		{F8E4M3FN, "inf", 0x7F, 0},
		{F8E4M3FN, "0x7f", 0x7F, 0},
		{F8E4M3FNUZ, "-0.0", 0, 0},
		{F8E4M3FNUZ, "nan", 0x80, 0},
		{F4E2M1FN, "-6", 0xF, 0},
		{F4E2M1FN, "1e10", 0x7, Overflow | Inexact},
		{F8E8M0FNU, "0.125", 124, 0},
		{F8E8M0FNU, "0", 0, 0},
		{F64, "0.1", 0x3FB999999999999A, Inexact},
		{F64, "2.2250738585072011e-308", 0x000FFFFFFFFFFFFF, Inexact | Underflow},
		{TF32, "0x3f800", 0x3F800, 0},
	}
	for _, tt := range tests {
		got, st, err := tt.f.ParseStatus(tt.s)
		if assert.NoError(t, err, "%s %q", tt.f.Name, tt.s) {
			assert.Equal(t, tt.want, got, "%s %q", tt.f.Name, tt.s)
			assert.Equal(t, tt.st, st, "%s %q status", tt.f.Name, tt.s)
		}
	}
	for _, bad := range []string{"", "-", ".", "e5", "1e", "1e+", "1.2.3", "0x", "0xG", "0x1FF", "1f", " 1", "--1", "nan(1)"} {
		_, err := F8E4M3FN.Parse(bad)
		assert.Error(t, err, "%q", bad)
	}
	_, err := F4E2M1FN.Parse("nan")
	assert.Error(t, err)
	_, err = TF32.Parse("0x80000")
	assert.Error(t, err, "20 bits do not fit tf32")
}

func TestFormatText(t *testing.T) {
	tests := []struct {
		f    *Format
		b    uint64
		want string
	}{
		{F32, 0x3DCCCCCD, "0.1"},
		{F32, 0x7F800000, "inf"},
		{F32, 0xFF800000, "-inf"},
		{F32, 0x7FC00001, "nan"},
		{F32, 0x80000000, "-0"},
		{F64, 0x3FB999999999999A, "0.1"},
		{BF16, 0x3DCD, "0.1"},
		{BF16, 0x4049, "3.140625"[:4]}, // 3.140625 is the value; "3.14" round-trips
		{F16, 0x7BFF, "65500"},
		{F16, 0x0001, "6e-08"},
		{F8E4M3FN, 0x7E, "450"},
		{F8E4M3FN, 0x7F, "nan"},
		{F8E4M3FN, 0x80, "-0"},
		{F8E4M3FNUZ, 0x80, "nan"},
		{F8E8M0FNU, 0x7F, "1"},
		{F8E8M0FNU, 0, "6e-39"},
		{F4E2M1FN, 0x1, "0.5"},
		{F4E2M1FN, 0xF, "-6"},
	}
	for _, tt := range tests {
		assert.Equal(t, tt.want, tt.f.Format(tt.b), "%s %#x", tt.f.Name, tt.b)
	}
}

// Every pattern of every format up to 19 bits prints and parses back.
func TestFormatParseRoundTrip(t *testing.T) {
	for _, f := range small() {
		n := uint64(1) << uint(f.Bits())
		step := uint64(1)
		if testing.Short() && n > 1<<12 {
			step = 61
		}
		for b := uint64(0); b < n; b += step {
			s := f.Format(b)
			got, err := f.Parse(s)
			require.NoError(t, err, "%s %#x %q", f.Name, b, s)
			if f.IsNaN(b) {
				require.True(t, f.IsNaN(got), "%s %#x %q", f.Name, b, s)
				continue
			}
			require.Equal(t, b, got, "%s %#x printed %q", f.Name, b, s)
		}
	}
}

// The shortest-digit search agrees with strconv, whose float32 printing is
// known to be shortest and closest, on float32.
func TestShortestMatchesStrconv(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	n := 20000
	if testing.Short() {
		n = 3000
	}
	for range n {
		u := rng.Uint32()
		x := math.Float32frombits(u)
		if x != x || math.IsInf(float64(x), 0) {
			continue
		}
		want := strconv.FormatFloat(float64(x), 'g', -1, 32)
		require.Equal(t, want, F32.shortest(uint64(u)), "%#08x", u)
	}
}

// Parse agrees with strconv.ParseFloat (correctly rounded) on f32 and f64.
func TestParseMatchesStrconv(t *testing.T) {
	rng := rand.New(rand.NewPCG(9, 10))
	n := 20000
	if testing.Short() {
		n = 3000
	}
	for range n {
		s := randomDecimal(rng)
		want64, err := strconv.ParseFloat(s, 64)
		if err != nil && !errors.Is(err, strconv.ErrRange) {
			t.Fatalf("strconv rejects %q: %v", s, err)
		}
		got, err := F64.Parse(s)
		require.NoError(t, err)
		require.Equal(t, math.Float64bits(want64), got, "f64 %q", s)
		want32, _ := strconv.ParseFloat(s, 32)
		got, err = F32.Parse(s)
		require.NoError(t, err)
		require.Equal(t, uint64(math.Float32bits(float32(want32))), got, "f32 %q", s)
	}
}

// Parse on the small formats agrees with an exact rational reference; the
// inputs sit on and next to ties, where rounding through float64 first
// would go wrong.
func TestParseMatchesRationalReference(t *testing.T) {
	rng := rand.New(rand.NewPCG(11, 12))
	for _, f := range []*Format{BF16, F16, TF32, F8E4M3FN, F8E5M2, F8E4M3FNUZ, F8E3M4, F6E2M3FN, F4E2M1FN, F8E8M0FNU} {
		tab := newRefTable(f)
		probes := 500
		if testing.Short() {
			probes = 100
		}
		for i := 0; i+1 < len(tab.vals); i += max(1, len(tab.vals)/probes) {
			mid := new(big.Rat).SetFloat64((tab.vals[i] + tab.vals[i+1]) / 2)
			tiny := new(big.Rat).SetFrac(big.NewInt(1), new(big.Int).Lsh(big.NewInt(1), 200))
			for _, r := range []*big.Rat{mid, new(big.Rat).Add(mid, tiny), new(big.Rat).Sub(mid, tiny)} {
				s := r.FloatString(400) // exact: the denominators are 2^k, k <= 200
				exact, _ := new(big.Rat).SetString(s)
				require.Zero(t, exact.Cmp(r))
				got, err := f.Parse(s)
				require.NoError(t, err)
				require.Equal(t, refRoundRat(tab, r), got, "%s %s", f.Name, s)
			}
		}
		for range 300 {
			s := randomDecimal(rng)
			r, ok := new(big.Rat).SetString(s)
			require.True(t, ok, s)
			want := refRoundRat(tab, r)
			if r.Sign() == 0 && s[0] == '-' {
				want = tab.round(math.Copysign(0, -1))
			}
			got, err := f.Parse(s)
			require.NoError(t, err)
			require.Equal(t, want, got, "%s %s", f.Name, s)
		}
	}
}

// refRoundRat rounds an exact rational by bracketing, like refTable.round.
func refRoundRat(tab *refTable, r *big.Rat) uint64 {
	if r.Sign() == 0 {
		return 0
	}
	f := tab.f
	// Away from ties, rounding the rational to float64 first is harmless
	// as long as the float64 is not itself on a tie or a value; bracket
	// exactly instead.
	a := new(big.Rat).Abs(r)
	rat := func(v float64) *big.Rat { return new(big.Rat).SetFloat64(v) }
	n := len(tab.vals)
	i := sort.Search(n, func(i int) bool { return rat(tab.vals[i]).Cmp(a) >= 0 })
	var x float64
	switch {
	case i == n:
		maxV := tab.vals[n-1]
		ulp := maxV - tab.vals[n-2]
		if f.ManBits() == 0 {
			ulp = maxV
		}
		switch rat(maxV + ulp/2).Cmp(a) {
		case 0:
			x = maxV + ulp/2
		case 1:
			x = maxV
		default:
			x = math.Inf(1)
		}
	case rat(tab.vals[i]).Cmp(a) == 0 || i == 0:
		x = tab.vals[i]
		if i == 0 && rat(tab.vals[0]).Cmp(a) != 0 {
			x = tab.vals[0] / 2 // below the smallest of a zero-less format
		}
	default:
		mid := (tab.vals[i-1] + tab.vals[i]) / 2
		switch rat(mid).Cmp(a) {
		case 0:
			x = mid
		case 1:
			x = tab.vals[i-1]
		default:
			x = tab.vals[i]
		}
	}
	if r.Sign() < 0 {
		x = -x
	}
	return tab.round(x)
}

func randomDecimal(rng *rand.Rand) string {
	var sb strings.Builder
	if rng.IntN(2) == 0 {
		sb.WriteByte('-')
	}
	nd := 1 + rng.IntN(25)
	dot := rng.IntN(nd + 1)
	for i := range nd {
		if i == dot && i > 0 {
			sb.WriteByte('.')
		}
		sb.WriteByte(byte('0' + rng.IntN(10)))
	}
	if rng.IntN(3) > 0 {
		sb.WriteString("e" + strconv.Itoa(rng.IntN(100)-60))
	}
	return sb.String()
}

func FuzzParse(f *testing.F) {
	for _, s := range []string{"0", "-0", "0.1", "1e-46", "65520", "464", "inf", "-nan", "0x7F", "0x7FC00000",
		"1e999999999", ".5", "5.", "7.00649232162408535461864791644958065640130970938257885878534141944895541342930300743319094181060791015625e-46",
		"1.00390625000000001", "", "e", "1e+", "0x"} {
		f.Add(s)
	}
	formats := []*Format{F64, F32, BF16, F16, F8E4M3FN, F8E4M3FNUZ, F8E8M0FNU, F4E2M1FN}
	f.Fuzz(func(t *testing.T, s string) {
		if len(s) > 1000 {
			return
		}
		for _, f := range formats {
			b, err := f.Parse(s)
			if err != nil {
				continue
			}
			if b&^f.Mask() != 0 {
				t.Fatalf("%s.Parse(%q) = %#x: wider than %d bits", f.Name, s, b, f.Bits())
			}
			back, err := f.Parse(f.Format(b))
			if err != nil || (back != b && !(f.IsNaN(b) && f.IsNaN(back))) {
				t.Fatalf("%s: %q -> %#x -> %q -> %#x, %v", f.Name, s, b, f.Format(b), back, err)
			}
			if strings.HasPrefix(s, "0x") || strings.ContainsAny(s, "_xXpP") || f.IsNaN(b) {
				continue
			}
			if f == F64 || f == F32 {
				size := f.Bits()
				want, err := strconv.ParseFloat(s, size)
				if err != nil && !errors.Is(err, strconv.ErrRange) {
					continue
				}
				wantBits := math.Float64bits(want)
				if size == 32 {
					wantBits = uint64(math.Float32bits(float32(want)))
				}
				if wantBits != b {
					t.Fatalf("%s.Parse(%q) = %#x, strconv %#x", f.Name, s, b, wantBits)
				}
			}
		}
	})
}
