package chlo

import (
	"math"

	"ncc/core"
	"ncc/dialects/stablehlo"
	"ncc/rewrite/convert"
)

// chebyshev is materializeChebyshevPolynomialApproximation.
func chebyshev[T float32 | float64](e *emitter, x core.Value, cs []T) core.Value {
	b0, b1, b2 := e.like(0, x), e.like(0, x), e.like(0, x)
	for _, c := range cs {
		b2 = b1
		b1 = b0
		b0 = e.mul(x, b1)
		b0 = e.sub(b0, b2)
		var k core.Value
		switch c := any(c).(type) {
		case float32:
			k = e.likeF32(c, x)
		case float64:
			k = e.like(c, x)
		}
		b0 = e.add(b0, k)
	}
	return e.mul(e.sub(b0, b2), e.like(0.5, x))
}

func besselI1e[T float32 | float64](e *emitter, x core.Value, a, b []T) core.Value {
	z := e.abs(x)
	half, two, thirtyTwo, eight := e.like(0.5, x), e.like(2, x), e.like(32, x), e.like(8, x)
	tmp := e.sub(e.mul(half, z), two)
	le8 := e.mul(z, chebyshev(e, tmp, a))
	tmp = e.sub(e.div(thirtyTwo, z), two)
	gt8 := e.div(chebyshev(e, tmp, b), e.sqrt(z))
	isLe8 := e.cmp(stablehlo.CmpLE, z, eight)
	return e.mul(e.sign(x), e.sel(isLe8, le8, gt8))
}

func besselI1eF32(e *emitter, x core.Value) core.Value {
	a := []float32{9.38153738649577178388e-9, -4.44505912879632808065e-8,
		2.00329475355213526229e-7, -8.56872026469545474066e-7, 3.47025130813767847674e-6,
		-1.32731636560394358279e-5, 4.78156510755005422638e-5, -1.61760815825896745588e-4,
		5.12285956168575772895e-4, -1.51357245063125314899e-3, 4.15642294431288815669e-3,
		-1.05640848946261981558e-2, 2.47264490306265168283e-2, -5.29459812080949914269e-2,
		1.02643658689847095384e-1, -1.76416518357834055153e-1, 2.52587186443633654823e-1}
	b := []float32{-3.83538038596423702205e-9, -2.63146884688951950684e-8,
		-2.51223623787020892529e-7, -3.88256480887769039346e-6, -1.10588938762623716291e-4,
		-9.76109749136146840777e-3, 7.78576235018280120474e-1}
	return besselI1e(e, x, a, b)
}

func besselI1eF64(e *emitter, x core.Value) core.Value {
	a := []float64{2.77791411276104639959e-18, -2.11142121435816608115e-17,
		1.55363195773620046921e-16, -1.10559694773538630805e-15, 7.60068429473540693410e-15,
		-5.04218550472791168711e-14, 3.22379336594557470981e-13, -1.98397439776494371520e-12,
		1.17361862988909016308e-11, -6.66348972350202774223e-11, 3.62559028155211703701e-10,
		-1.88724975172282928790e-9, 9.38153738649577178388e-9, -4.44505912879632808065e-8,
		2.00329475355213526229e-7, -8.56872026469545474066e-7, 3.47025130813767847674e-6,
		-1.32731636560394358279e-5, 4.78156510755005422638e-5, -1.61760815825896745588e-4,
		5.12285956168575772895e-4, -1.51357245063125314899e-3, 4.15642294431288815669e-3,
		-1.05640848946261981558e-2, 2.47264490306265168283e-2, -5.29459812080949914269e-2,
		1.02643658689847095384e-1, -1.76416518357834055153e-1, 2.52587186443633654823e-1}
	b := []float64{7.51729631084210481353e-18, 4.41434832307170791151e-18,
		-4.65030536848935832153e-17, -3.20952592199342395980e-17, 2.96262899764595013876e-16,
		3.30820231092092828324e-16, -1.88035477551078244854e-15, -3.81440307243700780478e-15,
		1.04202769841288027642e-14, 4.27244001671195135429e-14, -2.10154184277266431302e-14,
		-4.08355111109219731823e-13, -7.19855177624590851209e-13, 2.03562854414708950722e-12,
		1.41258074366137813316e-11, 3.25260358301548823856e-11, -1.89749581235054123450e-11,
		-5.58974346219658380687e-10, -3.83538038596423702205e-9, -2.63146884688951950684e-8,
		-2.51223623787020892529e-7, -3.88256480887769039346e-6, -1.10588938762623716291e-4,
		-9.76109749136146840777e-3, 7.78576235018280120474e-1}
	return besselI1e(e, x, a, b)
}

// zeta is materializeZeta: the Hurwitz zeta function by Euler-Maclaurin
// summation (Johansson 2015, formula 5), 9 series terms and a 12-term tail.
func zeta(e *emitter, x, q core.Value) core.Value {
	const terms, iters = 12, 9
	const twoTermsMinusOne = 2*terms - 1
	coeffs := [terms]float64{-7.1661652561756670113e18, 1.8152105401943546773e17,
		-4.5979787224074726105e15, 1.1646782814350067249e14, -2.950130727918164224e12,
		7.47242496e10, -1.8924375803183791606e9, 47900160.0, -1209600.0, 30240.0, -720.0, 12.0}
	zero, one := e.like(0, q), e.like(1, q)
	acc := q
	negX := e.neg(x)
	powerSum := e.pow(q, negX)
	for i := 0; i < iters; i++ {
		acc = e.add(acc, one)
		powerSum = e.add(powerSum, e.pow(acc, negX))
	}
	acc = e.add(acc, one)
	qNegPower := e.pow(acc, negX)
	oneLikeX := e.like(1, x)
	correction := e.div(e.mul(qNegPower, acc), e.sub(x, oneLikeX))
	rsqrtAcc := e.div(one, e.mul(acc, acc))
	hornerSum := zero
	for i := 0; i < terms-1; i++ {
		l := e.add(x, e.like(float64(twoTermsMinusOne-1-2*i), x))
		r := e.add(x, e.like(float64(twoTermsMinusOne-2-2*i), x))
		prod := e.mul(l, r)
		hornerSum = e.mul(prod, e.mul(rsqrtAcc, e.add(hornerSum, e.like(1/coeffs[i], acc))))
	}
	halfLike := e.like(.5, qNegPower)
	xDivAcc := e.div(x, acc)
	tail := e.mul(qNegPower, e.add(halfLike, e.mul(xDivAcc, e.add(e.like(1/coeffs[terms-1], acc), hornerSum))))
	accurate := e.add(e.add(powerSum, correction), tail)
	out := e.sel(e.cmp(stablehlo.CmpLT, e.abs(qNegPower), e.mul(e.abs(powerSum), e.smallest(acc))), powerSum, accurate)
	nan := e.like(math.NaN(), x)
	out = e.sel(e.cmp(stablehlo.CmpLT, x, oneLikeX), nan, out)
	qLeZero := e.cmp(stablehlo.CmpLE, q, zero)
	xNotInt := e.cmp(stablehlo.CmpNE, x, e.floor(x))
	out = e.sel(e.and(qLeZero, xNotInt), nan, out)
	inf := e.like(math.Inf(1), x)
	qIsInt := e.cmp(stablehlo.CmpEQ, q, e.floor(q))
	atPole := e.and(qLeZero, qIsInt)
	two := e.like(2, x)
	xIsInt := e.cmp(stablehlo.CmpEQ, x, e.floor(x))
	xIsEven := e.cmp(stablehlo.CmpEQ, e.rem(x, two), zero)
	xIsEvenInt := e.and(xIsInt, xIsEven)
	out = e.sel(atPole, e.sel(xIsEvenInt, inf, nan), out)
	return e.sel(e.cmp(stablehlo.CmpEQ, x, one), inf, out)
}

// polygamma is materializePolygamma: digamma for n = 0, else
// (-1)^(n+1) n! zeta(n + 1, x); nan unless n is a natural number.
func polygamma(e *emitter, n, x core.Value) core.Value {
	one, two := e.like(1, x), e.like(2, x)
	sign := e.sub(e.mul(two, e.rem(n, two)), one)
	nPlusOne := e.add(n, one)
	expLgamma := e.exp(e.chlo("lgamma", nPlusOne.Type(), nPlusOne))
	z := e.chlo("zeta", x.Type(), nPlusOne, x)
	result := e.mul(e.mul(sign, expLgamma), z)
	zero := e.like(0, x)
	nEqZero := e.cmp(stablehlo.CmpEQ, n, zero)
	result = e.sel(nEqZero, e.chlo("digamma", x.Type(), x), result)
	nonInt := e.cmp(stablehlo.CmpNE, n, e.floor(n))
	negative := e.cmp(stablehlo.CmpLT, n, zero)
	return e.sel(e.or(nonInt, negative), e.like(math.NaN(), x), result)
}

// nextAfter is materializeNextAfter: steps x's bit pattern one unit
// towards y.
func nextAfter(e *emitter, x, y core.Value) core.Value {
	elem := elemOf(x.Type())
	bits := core.IntOrFloatWidth(elem)
	intElem := core.IntegerType(e.ctx, bits)
	xi, yi := e.bitcast(x, intElem), e.bitcast(y, intElem)
	nanInput := e.or(e.cmp(stablehlo.CmpNE, x, x), e.cmp(stablehlo.CmpNE, y, y))
	nanAsInt := e.bitcast(e.like(math.NaN(), x), intElem)
	signBit := int64(1) << (bits - 1)
	signMask := e.likeInt(signBit, xi)
	negSignMask := e.likeInt(^signBit, xi)
	xAbs, yAbs := e.and(xi, negSignMask), e.and(yi, negSignMask)
	equal := e.cmp(stablehlo.CmpEQ, x, y)
	zero := e.likeInt(0, xi)
	xIsZero := e.cmp(stablehlo.CmpEQ, xAbs, zero)
	yIsZero := e.cmp(stablehlo.CmpEQ, yAbs, zero)
	xSign, ySign := e.and(xi, signMask), e.and(yi, signMask)
	one := e.likeInt(1, xi)
	xZeroYNonZero := e.or(ySign, one)
	signsDisagree := e.cmp(stablehlo.CmpNE, xSign, ySign)
	xLarger := e.cmp(stablehlo.CmpGT, xAbs, yAbs)
	smaller := e.or(xLarger, signsDisagree)
	adj := e.sel(smaller, e.likeInt(-1, xi), one)
	result := e.add(xi, adj)
	result = e.sel(xIsZero, e.sel(yIsZero, yi, xZeroYNonZero), result)
	result = e.sel(equal, yi, result)
	result = e.sel(nanInput, nanAsInt, result)
	return e.bitcast(result, elem)
}

// specialPatterns decompose the special functions.
func (p *Legalize) specialPatterns() []*convert.Pattern {
	upcast := func(f func(e *emitter, x core.Value) core.Value) func(e *emitter, x core.Value) core.Value {
		return func(e *emitter, x core.Value) core.Value {
			return e.withUpcast([]core.Value{x}, func(e *emitter, a []core.Value) core.Value { return f(e, a[0]) })
		}
	}
	byWidth := func(f64, f32 func(e *emitter, x core.Value) core.Value) func(e *emitter, x core.Value) core.Value {
		return func(e *emitter, x core.Value) core.Value {
			if !supportedErfType(x) {
				return nil
			}
			if isF(x, "f64") {
				return f64(e, x)
			}
			return upcast(f32)(e, x)
		}
	}
	binary := func(root string, f func(e *emitter, a, b core.Value) core.Value) *convert.Pattern {
		return p.pattern(root, func(op *core.Operation, e *emitter) []core.Value {
			return []core.Value{e.withUpcast(op.Operands(), func(e *emitter, a []core.Value) core.Value { return f(e, a[0], a[1]) })}
		})
	}
	return []*convert.Pattern{
		p.unaryPattern(Erf.Name, byWidth(erfF64, erfF32)),
		p.unaryPattern(Erfc.Name, byWidth(erfcF64, erfcF32)),
		p.unaryPattern(BesselI1e.Name, byWidth(besselI1eF64, besselI1eF32)),
		p.unaryPattern(ErfInv.Name, func(e *emitter, x core.Value) core.Value {
			if isF(x, "f64") {
				return erfInv64(e, x)
			}
			return upcast(erfInv32)(e, x)
		}),
		p.unaryPattern(Lgamma.Name, upcast(lgamma)),
		p.unaryPattern(Digamma.Name, upcast(digamma)),
		binary(Zeta.Name, zeta),
		binary(Polygamma.Name, polygamma),
		p.pattern(NextAfter.Name, func(op *core.Operation, e *emitter) []core.Value {
			return []core.Value{nextAfter(e, op.Operand(0), op.Operand(1))}
		}),
	}
}
