package interp

import (
	"math"
	"math/bits"
	"math/cmplx"

	"ncc/core"
)

// Element-wise unary ops.

func init() {
	register(unaryOp, "stablehlo.abs", "stablehlo.negate", "stablehlo.not",
		"stablehlo.sign", "stablehlo.sqrt", "stablehlo.rsqrt", "stablehlo.cbrt",
		"stablehlo.exponential", "stablehlo.exponential_minus_one", "stablehlo.log",
		"stablehlo.log_plus_one", "stablehlo.logistic", "stablehlo.sine",
		"stablehlo.cosine", "stablehlo.tan", "stablehlo.tanh", "stablehlo.floor",
		"stablehlo.ceil", "stablehlo.round_nearest_afz", "stablehlo.round_nearest_even",
		"stablehlo.count_leading_zeros", "stablehlo.popcnt", "stablehlo.real",
		"stablehlo.imag", "stablehlo.is_finite", "stablehlo.reduce_precision",
		// CHLO's erf, the one CHLO op exporters emit in models (erf-GELU):
		// the reference computes it exactly rather than through the
		// polynomial chlo-legalize-to-stablehlo decomposes it into.
		"chlo.erf")
}

func unaryOp(x *exec, op *core.Operation, args []Value, rt []core.Type) ([]Value, error) {
	ts, err := tensors(op, args)
	if err != nil {
		return nil, err
	}
	if len(ts) != 1 {
		return nil, op.Errorf("expects one operand")
	}
	a := ts[0]
	out, err := result(op, rt, 0)
	if err != nil {
		return nil, err
	}
	if out.Len() != a.Len() {
		return nil, op.Errorf("result shape does not match the operand")
	}
	name := op.Name()
	switch {
	case a.E.Kind == Float && out.E.Kind == Float:
		if err := unaryF(op, name, out.F, a.F); err != nil {
			return nil, err
		}
		out.E.Round(out.F)
	case a.E.Kind == Float && out.E.Kind == Bool && name == "stablehlo.is_finite":
		for i, v := range a.F {
			if !math.IsInf(v, 0) && !math.IsNaN(v) {
				out.I[i] = 1
			}
		}
	case a.E.Kind == Complex && out.E.Kind == Complex:
		if err := unaryC(op, name, out.C, a.C); err != nil {
			return nil, err
		}
		out.E.RoundC(out.C)
	case a.E.Kind == Complex && out.E.Kind == Float:
		switch name {
		case "stablehlo.abs":
			for i, v := range a.C {
				out.F[i] = cmplx.Abs(v)
			}
		case "stablehlo.real":
			for i, v := range a.C {
				out.F[i] = real(v)
			}
		case "stablehlo.imag":
			for i, v := range a.C {
				out.F[i] = imag(v)
			}
		default:
			return nil, op.Errorf("'%s' cannot produce a real result from complex operands", name)
		}
		out.E.Round(out.F)
	case a.E.IsInt() && out.E.Kind == a.E.Kind:
		if err := unaryI(op, name, a.E, out.I, a.I); err != nil {
			return nil, err
		}
		out.E.WrapSlice(out.I)
	default:
		return nil, op.Errorf("'%s' does not support these operand and result types", name)
	}
	return []Value{out}, nil
}

func unaryF(op *core.Operation, name string, o, a []float64) error {
	o = o[:len(a)]
	switch name {
	case "stablehlo.abs":
		for i, v := range a {
			o[i] = math.Abs(v)
		}
	case "stablehlo.negate":
		for i, v := range a {
			o[i] = -v
		}
	case "stablehlo.sign":
		for i, v := range a {
			switch {
			case math.IsNaN(v) || v == 0:
				o[i] = v
			case v < 0:
				o[i] = -1
			default:
				o[i] = 1
			}
		}
	case "stablehlo.sqrt":
		for i, v := range a {
			o[i] = math.Sqrt(v)
		}
	case "stablehlo.rsqrt":
		for i, v := range a {
			o[i] = 1 / math.Sqrt(v)
		}
	case "stablehlo.cbrt":
		for i, v := range a {
			o[i] = math.Cbrt(v)
		}
	case "stablehlo.exponential":
		for i, v := range a {
			o[i] = math.Exp(v)
		}
	case "stablehlo.exponential_minus_one":
		for i, v := range a {
			o[i] = math.Expm1(v)
		}
	case "stablehlo.log":
		for i, v := range a {
			o[i] = math.Log(v)
		}
	case "stablehlo.log_plus_one":
		for i, v := range a {
			o[i] = math.Log1p(v)
		}
	case "stablehlo.logistic":
		for i, v := range a {
			o[i] = 1 / (1 + math.Exp(-v))
		}
	case "stablehlo.sine":
		for i, v := range a {
			o[i] = math.Sin(v)
		}
	case "stablehlo.cosine":
		for i, v := range a {
			o[i] = math.Cos(v)
		}
	case "stablehlo.tan":
		for i, v := range a {
			o[i] = math.Tan(v)
		}
	case "stablehlo.tanh":
		for i, v := range a {
			o[i] = math.Tanh(v)
		}
	case "chlo.erf":
		for i, v := range a {
			o[i] = math.Erf(v)
		}
	case "stablehlo.floor":
		for i, v := range a {
			o[i] = math.Floor(v)
		}
	case "stablehlo.ceil":
		for i, v := range a {
			o[i] = math.Ceil(v)
		}
	case "stablehlo.round_nearest_afz":
		for i, v := range a {
			o[i] = math.Round(v)
		}
	case "stablehlo.round_nearest_even":
		for i, v := range a {
			o[i] = math.RoundToEven(v)
		}
	case "stablehlo.real":
		copy(o, a)
	case "stablehlo.imag":
		for i := range a {
			o[i] = 0
		}
	case "stablehlo.reduce_precision":
		eb, err := intAttr(op, "exponent_bits", 0)
		if err != nil {
			return err
		}
		mb, err := intAttr(op, "mantissa_bits", 0)
		if err != nil {
			return err
		}
		if eb < 1 || mb < 0 {
			return op.Errorf("exponent_bits must be >= 1 and mantissa_bits >= 0")
		}
		for i, v := range a {
			o[i] = reducePrecision(v, int(eb), int(mb))
		}
	default:
		return op.Errorf("'%s' does not support floating-point operands", name)
	}
	return nil
}

// reducePrecision rounds x to a float with eb exponent and mb mantissa bits
// (XLA's ReducePrecision, applied to the float64 encoding): round to nearest
// even at the mantissa cut, then overflow to inf and flush values below the
// reduced format's smallest normal to zero, keeping the sign. NaN stays NaN.
func reducePrecision(x float64, eb, mb int) float64 {
	if math.IsNaN(x) {
		if mb > 0 {
			return x
		}
		// No mantissa bits are left to hold a NaN payload: XLA gives inf.
		if math.Signbit(x) {
			return math.Inf(-1)
		}
		return math.Inf(1)
	}
	b := math.Float64bits(x)
	if mb < 52 {
		lastBit := uint64(1) << uint(52-mb)
		bias := lastBit>>1 - 1 + (b&lastBit)>>uint(52-mb)
		b = (b + bias) &^ (lastBit - 1)
	}
	if eb < 11 {
		sign := b & (1 << 63)
		exp := (b >> 52) & 0x7FF
		rb := uint64(1)<<uint(eb-1) - 1
		switch {
		case exp > 1023+rb:
			b = sign | 0x7FF<<52
		case exp <= 1023-rb:
			b = sign
		}
	}
	return math.Float64frombits(b)
}

func unaryC(op *core.Operation, name string, o, a []complex128) error {
	o = o[:len(a)]
	switch name {
	case "stablehlo.negate":
		for i, v := range a {
			o[i] = -v
		}
	case "stablehlo.sign":
		for i, v := range a {
			switch {
			case cmplx.IsNaN(v):
				o[i] = complex(math.NaN(), math.NaN())
			case v == 0:
				o[i] = 0
			default:
				o[i] = v / complex(cmplx.Abs(v), 0)
			}
		}
	case "stablehlo.sqrt":
		for i, v := range a {
			o[i] = cmplx.Sqrt(v)
		}
	case "stablehlo.rsqrt":
		for i, v := range a {
			o[i] = 1 / cmplx.Sqrt(v)
		}
	case "stablehlo.exponential":
		for i, v := range a {
			o[i] = cmplx.Exp(v)
		}
	case "stablehlo.exponential_minus_one":
		for i, v := range a {
			o[i] = expm1C(v)
		}
	case "stablehlo.log":
		for i, v := range a {
			o[i] = cmplx.Log(v)
		}
	case "stablehlo.log_plus_one":
		for i, v := range a {
			o[i] = cmplx.Log(1 + v)
		}
	case "stablehlo.logistic":
		for i, v := range a {
			o[i] = 1 / (1 + cmplx.Exp(-v))
		}
	case "stablehlo.sine":
		for i, v := range a {
			o[i] = cmplx.Sin(v)
		}
	case "stablehlo.cosine":
		for i, v := range a {
			o[i] = cmplx.Cos(v)
		}
	case "stablehlo.tan":
		for i, v := range a {
			o[i] = cmplx.Tan(v)
		}
	case "stablehlo.tanh":
		for i, v := range a {
			o[i] = cmplx.Tanh(v)
		}
	case "stablehlo.cbrt":
		for i, v := range a {
			o[i] = cmplx.Pow(v, 1.0/3)
		}
	default:
		return op.Errorf("'%s' does not support complex operands", name)
	}
	return nil
}

// expm1C computes exp(z)-1 without cancellation for small z.
func expm1C(z complex128) complex128 {
	x, y := real(z), imag(z)
	// exp(x)cos(y) - 1 = expm1(x)cos(y) - 2 sin^2(y/2)
	s := math.Sin(y / 2)
	re := math.Expm1(x)*math.Cos(y) - 2*s*s
	im := math.Exp(x) * math.Sin(y)
	return complex(re, im)
}

func unaryI(op *core.Operation, name string, e *Elem, o, a []int64) error {
	o = o[:len(a)]
	w := e.Bits
	switch name {
	case "stablehlo.not":
		if e.Kind == Bool {
			for i, v := range a {
				o[i] = v ^ 1
			}
		} else {
			for i, v := range a {
				o[i] = ^v
			}
		}
	case "stablehlo.negate":
		for i, v := range a {
			o[i] = -v
		}
	case "stablehlo.abs":
		for i, v := range a {
			if v < 0 && e.Kind == SInt {
				v = -v
			}
			o[i] = v
		}
	case "stablehlo.sign":
		for i, v := range a {
			switch {
			case e.Kind == UInt:
				o[i] = min(v, 1)
			case v < 0:
				o[i] = -1
			case v > 0:
				o[i] = 1
			}
		}
	case "stablehlo.count_leading_zeros":
		mask := e.MaxUint()
		for i, v := range a {
			o[i] = int64(bits.LeadingZeros64(uint64(v)&mask) - (64 - w))
		}
	case "stablehlo.popcnt":
		mask := e.MaxUint()
		for i, v := range a {
			o[i] = int64(bits.OnesCount64(uint64(v) & mask))
		}
	default:
		return op.Errorf("'%s' does not support integer operands", name)
	}
	return nil
}
