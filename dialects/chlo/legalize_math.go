package chlo

import (
	"math"

	"ncc/core"
	"ncc/dialects/stablehlo"
)

// The special functions, ported from ChloLegalizeToStablehlo.cpp with its
// coefficient tables (Cephes, Eigen, Giles, Lanczos, Johansson). Tables of
// C++ floats are float32 here, so every coefficient rounds exactly as it
// does there; tables of doubles are float64 and round to the element type.

func isF(v core.Value, name string) bool {
	ft, ok := elemOf(v.Type()).(*core.FloatType)
	return ok && ft.Name == name
}

// supportedErfType: erf, erfc and bessel_i1e support f64, f32, f16 and bf16.
func supportedErfType(v core.Value) bool {
	return isF(v, "f64") || isF(v, "f32") || isF(v, "f16") || isF(v, "bf16")
}

// poly is materializePolynomialApproximation: Horner's rule.
func polyF64(e *emitter, x core.Value, cs []float64) core.Value {
	if len(cs) == 0 {
		return e.like(0, x)
	}
	p := e.like(cs[0], x)
	for _, c := range cs[1:] {
		p = e.add(e.mul(p, x), e.like(c, x))
	}
	return p
}

func polyF32(e *emitter, x core.Value, cs []float32) core.Value {
	if len(cs) == 0 {
		return e.like(0, x)
	}
	p := e.likeF32(cs[0], x)
	for _, c := range cs[1:] {
		p = e.add(e.mul(p, x), e.likeF32(c, x))
	}
	return p
}

// erfcF64GeOne is erfc for |x| >= 1 in f64 (Cephes).
func erfcF64GeOne(e *emitter, x core.Value) core.Value {
	const maxlog = 7.09782712893383996843e2
	p := []float64{2.46196981473530512524e-10, 5.64189564831068821977e-1,
		7.46321056442269912687e0, 4.86371970985681366614e1, 1.96520832956077098242e2,
		5.26445194995477358631e2, 9.34528527171957607540e2, 1.02755188689515710272e3,
		5.57535335369399327526e2}
	q := []float64{1.00000000000000000000e0, 1.32281951154744992508e1,
		8.67072140885989742329e1, 3.54937778887819891062e2, 9.75708501743205489753e2,
		1.82390916687909736289e3, 2.24633760818710981792e3, 1.65666309194161350182e3,
		5.57535340817727675546e2}
	r := []float64{5.64189583547755073984e-1, 1.27536670759978104416e0,
		5.01905042251180477414e0, 6.16021097993053585195e0, 7.40974269950448939160e0,
		2.97886665372100240670e0}
	s := []float64{1.00000000000000000000e0, 2.26052863220117276590e0,
		9.39603524938001434673e0, 1.20489539808096656605e1, 1.70814450747565897222e1,
		9.60896809063285878198e0, 3.36907645100081516050e0}
	z := e.neg(e.mul(x, x))
	expZ := e.exp(z)
	absX := e.abs(x)
	approx18 := e.div(e.mul(expZ, polyF64(e, absX, p)), polyF64(e, absX, q))
	approx8Inf := e.div(e.mul(expZ, polyF64(e, absX, r)), polyF64(e, absX, s))
	approx := e.sel(e.cmp(stablehlo.CmpLT, absX, e.like(8, x)), approx18, approx8Inf)
	zero := e.like(0, x)
	clamped := e.sel(e.cmp(stablehlo.CmpLT, z, e.like(-maxlog, x)), zero, approx)
	return e.sel(e.cmp(stablehlo.CmpLT, x, zero), e.sub(e.like(2, x), clamped), clamped)
}

// erfF64LeOne is erf for |x| <= 1 in f64: x T(x^2) / U(x^2) (Cephes).
func erfF64LeOne(e *emitter, x core.Value) core.Value {
	t := []float64{9.60497373987051638749e0, 9.00260197203842689217e1,
		2.23200534594684319226e3, 7.00332514112805075473e3, 5.55923013010394962768e4}
	u := []float64{1.00000000000000000000e0, 3.35617141647503099647e1,
		5.21357949780152679795e2, 4.59432382970980127987e3, 2.26290000613890934246e4,
		4.92673942608635921086e4}
	x2 := e.mul(x, x)
	return e.div(e.mul(x, polyF64(e, x2, t)), polyF64(e, x2, u))
}

func erfF64(e *emitter, x core.Value) core.Value {
	erf := erfF64LeOne(e, x)
	one := e.like(1, x)
	erfcBased := e.sub(one, erfcF64GeOne(e, x))
	return e.sel(e.cmp(stablehlo.CmpLT, e.abs(x), one), erf, erfcBased)
}

func erfcF64(e *emitter, x core.Value) core.Value {
	erfc := erfcF64GeOne(e, x)
	one := e.like(1, x)
	erfBased := e.sub(one, erfF64LeOne(e, x))
	return e.sel(e.cmp(stablehlo.CmpLT, e.abs(x), one), erfBased, erfc)
}

// erfcF32GeOne is erfc for |x| >= 1 in f32 (Cephes).
func erfcF32GeOne(e *emitter, x core.Value) core.Value {
	const maxlog = 88.72283905206835
	p := []float32{+2.326819970068386e-2, -1.387039388740657e-1, +3.687424674597105e-1,
		-5.824733027278666e-1, +6.210004621745983e-1, -4.944515323274145e-1,
		+3.404879937665872e-1, -2.741127028184656e-1, +5.638259427386472e-1}
	r := []float32{-1.047766399936249e+1, +1.297719955372516e+1, -7.495518717768503e+0,
		+2.921019019210786e+0, -1.015265279202700e+0, +4.218463358204948e-1,
		-2.820767439740514e-1, +5.641895067754075e-1}
	x2 := e.mul(x, x)
	z := e.neg(x2)
	absX := e.abs(x)
	one := e.like(1, x)
	recipX2 := e.div(one, x2)
	expZ := e.exp(z)
	expZOverAbsX := e.mul(expZ, e.div(one, absX))
	two := e.like(2, x)
	lt2 := e.cmp(stablehlo.CmpLT, absX, two)
	polP := polyF32(e, recipX2, p)
	polR := polyF32(e, recipX2, r)
	approx := e.mul(expZOverAbsX, e.sel(lt2, polP, polR))
	zero := e.like(0, x)
	clamped := e.sel(e.cmp(stablehlo.CmpLT, z, e.like(-maxlog, x)), zero, approx)
	return e.sel(e.cmp(stablehlo.CmpLT, x, zero), e.sub(two, clamped), clamped)
}

// erfF32LeOne is x T(x^2) for |x| <= 1 (Cephes).
func erfF32LeOne(e *emitter, x core.Value) core.Value {
	t := []float32{+7.853861353153693e-5, -8.010193625184903e-4, +5.188327685732524e-3,
		-2.685381193529856e-2, +1.128358514861418e-1, -3.761262582423300e-1,
		+1.128379165726710e+0}
	return e.mul(x, polyF32(e, e.mul(x, x), t))
}

// erfF32 is Eigen's rational approximation on x clamped to [-4, 4].
func erfF32(e *emitter, x core.Value) core.Value {
	alpha := []float32{-2.72614225801306e-10, 2.77068142495902e-08, -2.10102402082508e-06,
		-5.69250639462346e-05, -7.34990630326855e-04, -2.95459980854025e-03,
		-1.60960333262415e-02}
	beta := []float32{-1.45660718464996e-05, -2.13374055278905e-04, -1.68282697438203e-03,
		-7.37332916720468e-03, -1.42647390514189e-02}
	x = e.clamp(e.like(-4, x), x, e.like(4, x))
	x2 := e.mul(x, x)
	a := polyF32(e, x2, alpha)
	b := polyF32(e, x2, beta)
	erf := e.div(e.mul(x, a), b)
	return e.clamp(e.like(-1, x), erf, e.like(1, x))
}

func erfcF32(e *emitter, x core.Value) core.Value {
	erfc := erfcF32GeOne(e, x)
	one := e.like(1, x)
	erfBased := e.sub(one, erfF32LeOne(e, x))
	return e.sel(e.cmp(stablehlo.CmpLT, e.abs(x), one), erfBased, erfc)
}

// erfInv32 is Giles' single-precision approximation.
func erfInv32(e *emitter, x core.Value) core.Value {
	lt5 := []float32{2.81022636e-08, 3.43273939e-07, -3.5233877e-06, -4.39150654e-06,
		0.00021858087, -0.00125372503, -0.00417768164, 0.246640727, 1.50140941}
	ge5 := []float32{-0.000200214257, 0.000100950558, 0.00134934322, -0.00367342844,
		0.00573950773, -0.0076224613, 0.00943887047, 1.00167406, 2.83297682}
	w := e.neg(e.log1p(e.mul(x, e.neg(x))))
	lt := e.cmp(stablehlo.CmpLT, w, e.like(5, x))
	coef := func(i int) core.Value { return e.sel(lt, e.likeF32(lt5[i], x), e.likeF32(ge5[i], x)) }
	w = e.sel(lt, e.sub(w, e.like(2.5, x)), e.sub(e.sqrt(w), e.like(3, x)))
	p := coef(0)
	for i := 1; i < len(lt5); i++ {
		p = e.add(coef(i), e.mul(p, w))
	}
	result := e.mul(p, x)
	return e.sel(e.cmp(stablehlo.CmpEQ, e.abs(x), e.like(1, x)), e.mul(x, e.inf(x, false)), result)
}

// erfInv64 is Giles' double-precision approximation.
func erfInv64(e *emitter, x core.Value) core.Value {
	lt625 := []float64{-3.6444120640178196996e-21, -1.685059138182016589e-19,
		1.2858480715256400167e-18, 1.115787767802518096e-17, -1.333171662854620906e-16,
		2.0972767875968561637e-17, 6.6376381343583238325e-15, -4.0545662729752068639e-14,
		-8.1519341976054721522e-14, 2.6335093153082322977e-12, -1.2975133253453532498e-11,
		-5.4154120542946279317e-11, 1.051212273321532285e-09, -4.1126339803469836976e-09,
		-2.9070369957882005086e-08, 4.2347877827932403518e-07, -1.3654692000834678645e-06,
		-1.3882523362786468719e-05, 0.0001867342080340571352, -0.00074070253416626697512,
		-0.0060336708714301490533, 0.24015818242558961693, 1.6536545626831027356}
	lt16 := []float64{2.2137376921775787049e-09, 9.0756561938885390979e-08,
		-2.7517406297064545428e-07, 1.8239629214389227755e-08, 1.5027403968909827627e-06,
		-4.013867526981545969e-06, 2.9234449089955446044e-06, 1.2475304481671778723e-05,
		-4.7318229009055733981e-05, 6.8284851459573175448e-05, 2.4031110387097893999e-05,
		-0.0003550375203628474796, 0.00095328937973738049703, -0.0016882755560235047313,
		0.0024914420961078508066, -0.0037512085075692412107, 0.005370914553590063617,
		1.0052589676941592334, 3.0838856104922207635}
	ge16 := []float64{-2.7109920616438573243e-11, -2.5556418169965252055e-10,
		1.5076572693500548083e-09, -3.7894654401267369937e-09, 7.6157012080783393804e-09,
		-1.4960026627149240478e-08, 2.9147953450901080826e-08, -6.7711997758452339498e-08,
		2.2900482228026654717e-07, -9.9298272942317002539e-07, 4.5260625972231537039e-06,
		-1.9681778105531670567e-05, 7.5995277030017761139e-05, -0.00021503011930044477347,
		-0.00013871931833623122026, 1.0103004648645343977, 4.8499064014085844221}
	w := e.neg(e.log1p(e.mul(x, e.neg(x))))
	isLt625 := e.cmp(stablehlo.CmpLT, w, e.like(6.25, x))
	isLt16 := e.cmp(stablehlo.CmpLT, w, e.like(16, x))
	coef := func(i int) core.Value {
		c := e.like(lt625[i], x)
		if i < 19 {
			c = e.sel(isLt625, c, e.like(lt16[i], x))
		}
		if i < 17 {
			c = e.sel(isLt16, c, e.like(ge16[i], x))
		}
		return c
	}
	sqrtW := e.sqrt(w)
	wMinus3125 := e.sub(w, e.like(3.125, x))
	sel2 := e.sel(isLt16, e.like(3.25, w), e.like(5, w))
	w = e.sel(isLt625, wMinus3125, e.sub(sqrtW, sel2))
	p := coef(0)
	for i := 1; i < 17; i++ {
		p = e.add(coef(i), e.mul(p, w))
	}
	for i := 17; i < 19; i++ {
		p = e.sel(isLt16, e.add(coef(i), e.mul(p, w)), p)
	}
	for i := 19; i < 23; i++ {
		p = e.sel(isLt625, e.add(coef(i), e.mul(p, w)), p)
	}
	result := e.mul(p, x)
	return e.sel(e.cmp(stablehlo.CmpEQ, e.abs(x), e.like(1, x)), e.mul(x, e.inf(x, false)), result)
}

// Lanczos approximation with g = 7, n = 9.
const (
	lanczosGamma     = 7.0
	baseLanczosCoeff = 0.99999999999980993227684700473478
)

var lanczosCoefficients = []float64{676.520368121885098567009190444019,
	-1259.13921672240287047156078755283, 771.3234287776530788486528258894,
	-176.61502916214059906584551354, 12.507343278686904814458936853,
	-0.13857109526572011689554707, 9.984369578019570859563e-6,
	1.50563273514931155834e-7}

// lgamma is materializeLgamma: Lanczos with Euler's reflection for x < 1/2.
func lgamma(e *emitter, x core.Value) core.Value {
	half := e.like(0.5, x)
	reflect := e.cmp(stablehlo.CmpLT, x, half)
	negX := e.neg(x)
	one := e.like(1, x)
	z := e.sel(reflect, negX, e.sub(x, one))
	a := e.like(baseLanczosCoeff, x)
	for i, c := range lanczosCoefficients {
		a = e.add(a, e.div(e.like(c, x), e.add(z, e.like(float64(i+1), x))))
	}
	lanczosPlusHalf := e.like(lanczosGamma+0.5, x)
	t := e.add(lanczosPlusHalf, z)
	logT := e.add(e.like(math.Log(lanczosGamma+0.5), x), e.log1p(e.div(z, lanczosPlusHalf)))
	tDivLogT := e.div(t, logT)
	r := e.mul(e.sub(e.add(z, half), tDivLogT), logT)
	logA := e.log(a)
	lg := e.add(e.add(e.like((math.Log(2)+math.Log(math.Pi))/2, x), r), logA)

	abs := e.abs(x)
	absFrac := e.sub(abs, e.floor(abs))
	reduce := e.cmp(stablehlo.CmpLT, half, absFrac)
	absFrac = e.sel(reduce, e.sub(one, absFrac), absFrac)
	reflDenom := e.log(e.sin(e.mul(e.like(math.Pi, x), absFrac)))
	refl := e.sub(e.sub(e.like(math.Log(math.Pi), x), reflDenom), lg)
	finite := e.isFinite(reflDenom)
	refl = e.sel(finite, refl, e.neg(reflDenom))
	lg = e.sel(reflect, refl, lg)
	isInf := e.chlo("is_inf", withElem(e.ctx, x.Type(), core.IntegerType(e.ctx, 1)), x)
	return e.sel(isInf, e.inf(x, false), lg)
}

// digamma is materializeDigamma: Lanczos with reflection for x < 1/2.
func digamma(e *emitter, x core.Value) core.Value {
	half := e.like(0.5, x)
	reflect := e.cmp(stablehlo.CmpLT, x, half)
	negX := e.neg(x)
	one := e.like(1, x)
	z := e.sel(reflect, negX, e.sub(x, one))
	zero := e.like(0, x)
	a := e.like(baseLanczosCoeff, x)
	aPrime := zero
	for i, c := range lanczosCoefficients {
		coeff := e.like(c, x)
		zTerm := e.add(z, e.like(float64(i+1), x))
		aPrime = e.sub(aPrime, e.div(coeff, e.mul(zTerm, zTerm)))
		a = e.add(a, e.div(coeff, zTerm))
	}
	lanczosPlusHalf := e.like(lanczosGamma+0.5, x)
	t := e.add(lanczosPlusHalf, z)
	logT := e.add(e.like(math.Log(lanczosGamma+0.5), x), e.log1p(e.div(z, lanczosPlusHalf)))
	aPrimeDivA := e.div(aPrime, a)
	gammaDivT := e.div(e.like(lanczosGamma, x), t)
	dg := e.sub(e.add(logT, aPrimeDivA), gammaDivT)

	reducedX := e.add(x, e.abs(e.floor(e.add(x, e.like(0.5, x)))))
	pi := e.like(math.Pi, x)
	piX := e.mul(pi, reducedX)
	cos := e.cos(piX)
	sin := e.sin(piX)
	refl := e.sub(dg, e.div(e.mul(pi, cos), sin))
	dg = e.sel(reflect, refl, dg)
	isLeZero := e.cmp(stablehlo.CmpLE, x, zero)
	isInt := e.cmp(stablehlo.CmpEQ, x, e.floor(x))
	return e.sel(e.and(isLeZero, isInt), e.like(math.NaN(), x), dg)
}
