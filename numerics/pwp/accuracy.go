package pwp

import (
	"math"

	"ncc/numerics"
)

// Errors summarizes a table's error over a set of inputs.
type Errors struct {
	N      int     // inputs measured
	MaxAbs float64 // max |y - f(x)|, infinities counted as ±2^128
	MaxRel float64 // max |y - f(x)| / max(|f(x)|, floor(x)), see Func.RelTol
	MaxULP int64   // max distance from the correctly rounded f(x), in output ulps

	AtAbs, AtRel, AtULP float32 // an input where each maximum occurs
}

// Accuracy is one function's table and its measured error.
type Accuracy struct {
	Func                    *Func
	Degree, Segments, Bytes int

	// BF16 covers every bf16 input in the valid range (±0 and ±inf
	// included where valid): abs and rel of the fp32 result, ULP after
	// rounding the result to bf16, against f(x) correctly rounded to bf16.
	BF16 Errors
	// F32 covers perBinade stratified fp32 inputs from every binade of
	// the valid range: abs, rel and ULP of the fp32 result.
	F32 Errors
}

// Measure evaluates t (through EvalSlice, the production path) against
// f's reference.
func Measure(f *Func, t *Table, perBinade int) Accuracy {
	acc := Accuracy{Func: f, Degree: t.Degree, Segments: len(t.Segs), Bytes: t.Size()}

	var in []float32
	for b := range uint32(1 << 16) {
		x := numerics.BF16ToF32(uint16(b))
		if x == x && (f.In(float64(x)) || math.IsInf(float64(x), 0) && !math.IsNaN(f.At(float64(x)))) {
			in = append(in, x)
		}
	}
	acc.BF16 = measure(f, t, in, true)

	in = in[:0]
	for e := range uint32(512) {
		lo, hi := e<<23, e<<23|mantMask
		if e&0xff == 0xff {
			hi = lo // the infinity; NaNs are not measured
		}
		eachSample(lo, hi, perBinade, func(b uint32) bool {
			x := math.Float32frombits(b)
			if f.In(float64(x)) || math.IsInf(float64(x), 0) && !math.IsNaN(f.At(float64(x))) {
				in = append(in, x)
			}
			return true
		})
	}
	acc.F32 = measure(f, t, in, false)
	return acc
}

func measure(f *Func, t *Table, in []float32, bf16 bool) Errors {
	out := make([]float32, len(in))
	t.EvalSlice(out, in)
	e := Errors{N: len(in)}
	for i, x := range in {
		y, r := out[i], f.At(float64(x))
		abs := math.Abs(clampF32(float64(y)) - clampF32(r))
		rel := relErr(y, r, f.floor(float64(x)))
		if y != y || r != r {
			abs, rel = 0, 0
			if (y != y) != (r != r) {
				abs, rel = math.Inf(1), math.Inf(1)
			}
		}
		var ulp int64
		if bf16 {
			ulp = int64(bf16ULP(y, r))
		} else {
			ulp = f32ULP(y, r)
		}
		if abs > e.MaxAbs {
			e.MaxAbs, e.AtAbs = abs, x
		}
		if rel > e.MaxRel {
			e.MaxRel, e.AtRel = rel, x
		}
		if ulp > e.MaxULP {
			e.MaxULP, e.AtULP = ulp, x
		}
	}
	return e
}

// f32ULP is the distance in float32 values between y and r correctly
// rounded to float32.
func f32ULP(y float32, r float64) int64 {
	r32 := float32(r)
	if y != y || r32 != r32 {
		if y != y && r32 != r32 {
			return 0
		}
		return math.MaxInt64
	}
	d := ord32(math.Float32bits(y)) - ord32(math.Float32bits(r32))
	return max(d, -d)
}
