package chlo

import (
	"math"

	"ncc/core"
	"ncc/dialects/stablehlo"
)

// Complex inverse trigonometry, as StableHLO's
// ChloDecompositionPatternsMath.td generates it with the
// functional_algorithms tool: a modified Hull et al. algorithm
// (doi:10.1145/275323.275324) with 3 approximation regions for the real
// part and 4 for the imaginary part, computed on the absolute values of
// the real and imaginary parts, so results keep full precision near the
// branch points and do not overflow for large arguments.
//
// asin_acos_kernel(z) = w carries what asin and acos share:
//
//	asin(z) = complex(atan2(z.real, w.real), sign(z.imag) * w.imag)
//	acos(z) = complex(atan2(w.real, z.real), -sign(z.imag) * w.imag)
//
// and acosh, asinh, atan build on acos's kernel, asin and atanh:
//
//	acosh(z) = complex(w.imag, sign(z.imag) * atan2(w.real, z.real))
//	asinh(z) = -i asin(i z)
//	atan(z)  = -i atanh(i z)

func (e *emitter) max(a, b core.Value) core.Value { return e.bin("maximum", a, b) }
func (e *emitter) min(a, b core.Value) core.Value { return e.bin("minimum", a, b) }

// hypotHull is the hypot(mx, mn) of the kernel (mx = max, mn = min of the
// absolute values): sqrt(2) mx when equal, mx + mx r / 2 when
// sqrt(1 + r) rounds to 1 for r = (mn/mx)^2 > 0, else mx sqrt(1 + r).
func (e *emitter) hypotHull(mx, mn, one, two, zero, sqrtTwo core.Value) core.Value {
	mnOverMx := e.div(mn, mx)
	r := e.mul(mnOverMx, mnOverMx)
	sqa := e.sqrt(e.add(one, r))
	tiny := e.and(e.cmp(stablehlo.CmpEQ, sqa, one), e.cmp(stablehlo.CmpGT, r, zero))
	return e.sel(e.cmp(stablehlo.CmpEQ, mx, mn), e.mul(sqrtTwo, mx),
		e.sel(tiny, e.add(mx, e.div(e.mul(mx, r), two)), e.mul(mx, sqa)))
}

// asinAcosKernel is chlo.asin_acos_kernel's decomposition. With
// x = |z.real|, y = |z.imag| and a = (hypot(x+1, y) + hypot(x-1, y)) / 2,
// the real part is the second atan2 argument of asin (sqrt(a^2 - x^2) by
// the stable forms of Hull et al.) and the imaginary part is
// log(a + sqrt(a^2 - 1)), by log1p of a - 1 near 1 and log(2) + log(y)
// for large y.
func asinAcosKernel(e *emitter, z core.Value) core.Value {
	signedX, signedY := e.real(z), e.imag(z)
	x, y := e.abs(signedX), e.abs(signedY)
	safeMax := e.div(e.sqrt(e.maxFinite(signedX)), e.like(8, signedX))
	one := e.like(1, signedX)
	half := e.like(0.5, signedX)
	xp1 := e.add(x, one)
	absXp1 := e.abs(xp1)
	two := e.like(2, signedX)
	sqrtTwo := e.sqrt(two)
	zero := e.like(0, signedX)
	r := e.hypotHull(e.max(absXp1, y), e.min(absXp1, y), one, two, zero, sqrtTwo)
	xm1 := e.sub(x, one)
	absXm1 := e.abs(xm1)
	s := e.hypotHull(e.max(absXm1, y), e.min(absXm1, y), one, two, zero, sqrtTwo)
	a := e.mul(half, e.add(r, s))
	halfApx := e.mul(half, e.add(a, x))
	yy := e.mul(y, y)
	rpxp1 := e.add(r, xp1)
	smxm1 := e.sub(s, xm1)
	spxm1 := e.add(s, xm1)
	real := e.sel(e.cmp(stablehlo.CmpGE, e.max(x, y), safeMax), y,
		e.sel(e.cmp(stablehlo.CmpLE, x, one),
			e.sqrt(e.mul(halfApx, e.add(e.div(yy, rpxp1), smxm1))),
			e.mul(y, e.sqrt(e.add(e.div(halfApx, rpxp1), e.div(halfApx, spxm1))))))

	safeMaxOpt := e.sel(e.cmp(stablehlo.CmpLT, x, e.mul(safeMax, e.like(1e12, signedX))),
		e.mul(safeMax, e.like(1e-6, signedX)), e.mul(safeMax, e.like(100, signedX)))
	yGtSafeMaxOpt := e.cmp(stablehlo.CmpGE, y, safeMaxOpt)
	mx := e.sel(yGtSafeMaxOpt, y, x)
	xoy := e.sel(e.and(yGtSafeMaxOpt, e.not(e.cmp(stablehlo.CmpEQ, y, e.inf(signedY, false)))), e.div(x, y), zero)
	small := e.and(e.cmp(stablehlo.CmpLT, y, e.mul(e.sqrt(e.smallestNormal(signedX)), e.like(4, signedX))),
		e.cmp(stablehlo.CmpLT, x, one))
	ap1 := e.add(a, one)
	halfYY := e.mul(half, yy)
	divideHalfYYRpxp1 := e.div(halfYY, rpxp1)
	xGe1OrNot := e.sel(e.cmp(stablehlo.CmpGE, x, one), e.add(divideHalfYYRpxp1, e.mul(half, spxm1)),
		e.sel(e.cmp(stablehlo.CmpLE, a, e.like(1.5, signedX)), e.add(divideHalfYYRpxp1, e.div(halfYY, smxm1)),
			e.sub(a, one)))
	am1 := e.sel(small, e.neg(e.div(e.mul(xp1, xm1), ap1)), xGe1OrNot)
	sq := e.sqrt(e.mul(am1, ap1))
	imag := e.sel(e.cmp(stablehlo.CmpGE, mx, e.sel(yGtSafeMaxOpt, safeMaxOpt, safeMax)),
		e.add(e.add(e.log(two), e.log(mx)), e.mul(half, e.log1p(e.mul(xoy, xoy)))),
		e.sel(small, e.div(y, sq), e.log1p(e.add(am1, sq))))
	return e.complex(real, imag)
}

// kernel emits chlo.asin_acos_kernel of z, legalized in turn.
func (e *emitter) kernel(z core.Value) core.Value { return e.chlo("asin_acos_kernel", z.Type(), z) }

// negIfNeg is select(y < 0, -v, v).
func (e *emitter) negIfNeg(y, v core.Value) core.Value {
	return e.sel(e.cmp(stablehlo.CmpLT, y, e.like(0, y)), e.neg(v), v)
}

// complexAsin is asin(z) = complex(atan2(z.real, w.real), sign(z.imag) w.imag).
func complexAsin(e *emitter, z core.Value) core.Value {
	w := e.kernel(z)
	signedX := e.real(z)
	return e.complex(e.atan2(signedX, e.real(w)), e.negIfNeg(e.imag(z), e.imag(w)))
}

// complexAcos is acos(z) = complex(atan2(w.real, z.real), -sign(z.imag) w.imag).
func complexAcos(e *emitter, z core.Value) core.Value {
	w := e.kernel(z)
	signedX := e.real(z)
	imag := e.imag(w)
	re := e.atan2(e.real(w), signedX)
	return e.complex(re, e.sel(e.cmp(stablehlo.CmpLT, e.imag(z), e.like(0, signedX)), imag, e.neg(imag)))
}

// complexAcosh is acosh(z) = complex(w.imag, sign(z.imag) atan2(w.real, z.real)).
func complexAcosh(e *emitter, z core.Value) core.Value {
	w := e.kernel(z)
	return e.complex(e.imag(w), e.negIfNeg(e.imag(z), e.atan2(e.real(w), e.real(z))))
}

// complexAsinh is asinh(z) = -i asin(i z): asin of (-z.imag, z.real),
// rotated back.
func complexAsinh(e *emitter, z core.Value) core.Value {
	iz := e.complex(e.neg(e.imag(z)), e.real(z))
	w := e.chlo("asin", iz.Type(), iz)
	return e.complex(e.imag(w), e.neg(e.real(w)))
}

// complexAtan is atan(z) = -i atanh(i z).
func complexAtan(e *emitter, z core.Value) core.Value {
	iz := e.complex(e.neg(e.imag(z)), e.real(z))
	w := e.chlo("atanh", iz.Type(), iz)
	return e.complex(e.imag(w), e.neg(e.real(w)))
}

// complexAtanh is functional_algorithms' complex atanh:
//
//	real = sign(x) log1p(4 |x| / ((1 - |x|)^2 + y^2)) / 4
//	imag = atan2(2y, (1 - |x|)(1 + |x|) - y^2) / 2
//
// inside the safe region |x|, |y| < (1/eps)^2; outside it the real part
// uses 1/|x| (when |y| is negligible next to |x|), 0 (at infinities) or
// 1 / (|x|/y + y/|x|) / y, and the imaginary part is sign(y) pi / 2.
func complexAtanh(e *emitter, z core.Value) core.Value {
	x, y := e.real(z), e.imag(z)
	zero := e.like(0, x)
	one := e.like(1, x)
	negOne := e.like(-1, x)
	ax := e.abs(x)
	invNegEps := e.like(invNegEps(elemOf(x.Type())), x)
	safeMax := e.mul(invNegEps, invNegEps)
	ay := e.abs(y)
	inSafeRegion := e.and(e.cmp(stablehlo.CmpLT, ax, safeMax), e.cmp(stablehlo.CmpLT, ay, safeMax))
	naxm1 := e.sub(one, ax)
	y2 := e.mul(y, y)
	posInf := e.inf(x, false)
	negInf := e.inf(x, true)
	isInf := e.or(e.or(e.cmp(stablehlo.CmpEQ, x, posInf), e.cmp(stablehlo.CmpEQ, x, negInf)),
		e.or(e.cmp(stablehlo.CmpEQ, y, posInf), e.cmp(stablehlo.CmpEQ, y, negInf)))
	arg := e.sel(inSafeRegion, e.div(ax, e.add(e.mul(naxm1, naxm1), y2)),
		e.sel(e.cmp(stablehlo.CmpLT, e.mul(ay, invNegEps), ax), e.div(one, ax),
			e.sel(isInf, zero, e.div(e.div(one, e.add(e.div(ax, y), e.div(y, ax))), y))))
	re := e.mul(e.mul(e.sel(e.cmp(stablehlo.CmpGE, x, zero), one, negOne), e.log1p(e.mul(e.like(4, x), arg))),
		e.like(0.25, x))
	im := e.mul(e.sel(inSafeRegion, e.atan2(e.add(y, y), e.sub(e.mul(naxm1, e.add(one, ax)), y2)),
		e.mul(e.sel(e.cmp(stablehlo.CmpGE, y, e.like(0, y)), one, negOne), e.like(math.Pi, x))),
		e.like(0.5, x))
	return e.complex(re, im)
}

// invNegEps is the 1/eps constant of complexAtanh, chosen by the largest
// finite value of the element type as the generated pattern's selects
// choose it: 2^53 + 2 for f64, 2^24 + 2 when the largest value exceeds
// 1e38 (f32, bf16), 2050 otherwise (f16 and narrower). The comparisons
// happen in the element type, where 1e308 and 1e38 may round to infinity.
func invNegEps(elem core.Type) float64 {
	f := floatFormat(elem)
	if f == nil {
		return 2050
	}
	largest := f.ToFloat64(f.MaxFinite(false))
	round := func(v float64) float64 { return f.ToFloat64(f.FromFloat64(v)) }
	switch {
	case largest > round(1e308):
		return 9007199254740994.0
	case largest > round(1e38):
		return 16777218.0
	}
	return 2050.0
}

// complexPatterns decomposes the complex forms of the inverse
// trigonometric ops and asin_acos_kernel; real operands are left to the
// elementary patterns.
func complexOnly(f func(e *emitter, z core.Value) core.Value) func(e *emitter, z core.Value) core.Value {
	return func(e *emitter, z core.Value) core.Value {
		if !isComplexValue(z) {
			return nil
		}
		return f(e, z)
	}
}
