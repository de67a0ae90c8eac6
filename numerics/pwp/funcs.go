package pwp

import (
	"math"
	"strconv"
	"strings"
)

// ID numbers a Scalar-engine function in the binary table format. The
// numbers are part of the format: never renumber, only append.
type ID uint16

// The functions of the NKI activation table (SDK nki/api/nki.api.shared.rst),
// in its order, plus prelu from neuron-facts.md.
const (
	Copy ID = iota + 1
	Square
	Sigmoid
	Relu
	PRelu
	Gelu
	GeluDx
	GeluApprxTanh
	GeluApprxSigmoid
	GeluApprxSigmoidDx
	Silu
	SiluDx
	Tanh
	Softplus
	Mish
	Erf
	ErfDx
	Exp
	Log
	Sin
	Arctan
	Sqrt
	Rsqrt
	Reciprocal
	Sign
	Abs
	numIDs
)

// Func describes one activation: its float64 reference, where it is valid,
// and the accuracy the generator must reach.
type Func struct {
	ID   ID
	Name string // NKI name without the nl. prefix
	Doc  string // formula, for the report

	// Ref is the reference in float64. It is only called inside the valid
	// range and at ±0; its accuracy (a few float64 ulps) is far below
	// anything measured here.
	Ref func(x float64) float64

	// Lo and Hi bound the valid input range (inclusive, may be infinite).
	// NegLo/NegHi, when Split is set, give a second interval: reciprocal
	// is valid on ±[2^-42, 2^42] only.
	Lo, Hi       float64
	Split        bool
	NegLo, NegHi float64

	// PosInf and NegInf are f(+inf) and f(-inf) (NaN when ±inf is outside
	// the valid range).
	PosInf, NegInf float64

	// Smooth marks the functions with the 2^-20 fp32 relative-error target.
	Smooth bool

	// RelTol bounds the fp32 error each segment must meet on its samples,
	// measured as |y-f(x)| / max(|f(x)|, floor(x)): relative error, except
	// where f is tiny (floor 2^-126, the fp32 normal threshold) and close to
	// an interior zero z (see Zeros), where relative error is unbounded for
	// any finite-precision evaluation.
	RelTol float64

	// Zeros lists approximate zeros of f other than x = 0; they are refined
	// to float64 precision at init. Within ZeroGap(z) = 2^-10·max(1, |z|)
	// of z, the floor is min |f| at z ± ZeroGap(z).
	Zeros     []float64
	zeroFloor []float64

	// Degrees are the polynomial degrees the generator tries; it keeps the
	// smallest table.
	Degrees []int
}

// ZeroGap is the half-width of the interval around an interior zero z in
// which relative error is not measured.
func ZeroGap(z float64) float64 { return 0x1p-10 * max(1, math.Abs(z)) }

// floor is the denominator floor of relative error at x.
func (f *Func) floor(x float64) float64 {
	for i, z := range f.Zeros {
		if math.Abs(x-z) < ZeroGap(z) {
			return max(fp32Tiny, f.zeroFloor[i])
		}
	}
	return fp32Tiny
}

// refineZeros sharpens each approximate zero by bisection on the sign of
// Ref within ±1/64 and records the floor around it.
func (f *Func) refineZeros() {
	f.zeroFloor = make([]float64, len(f.Zeros))
	for i, z := range f.Zeros {
		a, b := z-1.0/64, z+1.0/64
		fa := f.Ref(a)
		for range 200 {
			m := (a + b) / 2
			if m == a || m == b {
				break
			}
			if (f.Ref(m) < 0) == (fa < 0) {
				a, fa = m, f.Ref(m)
			} else {
				b = m
			}
		}
		z = (a + b) / 2
		f.Zeros[i] = z
		g := ZeroGap(z)
		f.zeroFloor[i] = min(math.Abs(f.Ref(z-g)), math.Abs(f.Ref(z+g)))
	}
}

// In reports whether x lies in f's valid range.
func (f *Func) In(x float64) bool {
	if x >= f.Lo && x <= f.Hi {
		return true
	}
	return f.Split && x >= f.NegLo && x <= f.NegHi
}

// At evaluates the reference at any x: the limits at ±inf, NaN outside
// the valid range or for NaN input.
func (f *Func) At(x float64) float64 {
	switch {
	case math.IsNaN(x):
		return math.NaN()
	case math.IsInf(x, 1):
		return f.PosInf
	case math.IsInf(x, -1):
		return f.NegInf
	case !f.In(x):
		return math.NaN()
	}
	return f.Ref(x)
}

const (
	fp32Tiny   = 0x1p-126 // smallest normal float32
	smoothTol  = 0x1p-21  // half the 2^-20 target: samples are not exhaustive
	defaultTol = 0x1p-16  // bf16 needs 2^-9; 2^-16 leaves fp32 users a margin
)

var (
	inf    = math.Inf(1)
	sqrt2  = math.Sqrt2
	invSPi = 1 / math.Sqrt(2*math.Pi)
	nan    = math.NaN()
)

func sigmoid(x float64) float64 {
	if x >= 0 {
		return 1 / (1 + math.Exp(-x))
	}
	e := math.Exp(x)
	return e / (1 + e)
}

// softplus is log(1+e^x) without overflow or cancellation.
func softplus(x float64) float64 {
	return math.Max(x, 0) + math.Log1p(math.Exp(-math.Abs(x)))
}

// gelu uses erfc so that the negative tail keeps its relative accuracy.
func gelu(x float64) float64 { return 0.5 * x * math.Erfc(-x/sqrt2) }

func geluDx(x float64) float64 {
	return 0.5*math.Erfc(-x/sqrt2) + x*invSPi*math.Exp(-0.5*x*x)
}

// geluTanh writes 0.5(1+tanh u) as sigmoid(2u), which keeps the negative
// tail accurate.
func geluTanh(x float64) float64 {
	u := math.Sqrt(2/math.Pi) * (x + 0.044715*x*x*x)
	return x * sigmoid(2*u)
}

// sigmoidGateDx is d/dx x·σ(kx) = σ(kx)(1 + kx·σ(-kx)).
func sigmoidGateDx(k float64) func(float64) float64 {
	return func(x float64) float64 {
		X := k * x
		return sigmoid(X) * (1 + X*sigmoid(-X))
	}
}

func sign(x float64) float64 {
	switch {
	case x > 0:
		return 1
	case x < 0:
		return -1
	}
	return x // keeps the sign of zero
}

func full(f Func) *Func {
	f.Lo, f.Hi = -inf, inf
	return &f
}

func mkFuncs() []*Func {
	smooth := func(f Func) *Func {
		f.Smooth, f.RelTol = true, smoothTol
		if f.Degrees == nil {
			f.Degrees = []int{4, 5}
		}
		return full(f)
	}
	other := func(f Func) *Func {
		if f.RelTol == 0 {
			f.RelTol = defaultTol
		}
		if f.Degrees == nil {
			f.Degrees = []int{3, 4, 5}
		}
		if f.Lo == 0 && f.Hi == 0 {
			f.Lo, f.Hi = -inf, inf
		}
		return &f
	}
	return []*Func{
		other(Func{ID: Copy, Name: "copy", Doc: "x", Ref: func(x float64) float64 { return x }, PosInf: inf, NegInf: -inf}),
		other(Func{ID: Square, Name: "square", Doc: "x²", Ref: func(x float64) float64 { return x * x }, PosInf: inf, NegInf: inf}),
		smooth(Func{ID: Sigmoid, Name: "sigmoid", Doc: "1/(1+e^-x)", Ref: sigmoid, PosInf: 1, NegInf: 0}),
		other(Func{ID: Relu, Name: "relu", Doc: "max(x, 0)", Ref: func(x float64) float64 { return math.Max(x, 0) }, PosInf: inf, NegInf: 0}),
		PReluFunc(0.01),
		smooth(Func{ID: Gelu, Name: "gelu", Doc: "x·Φ(x) = ½x·erfc(-x/√2)", Ref: gelu, PosInf: inf, NegInf: 0}),
		other(Func{ID: GeluDx, Name: "gelu_dx", Doc: "Φ(x) + x·φ(x)", Ref: geluDx, PosInf: 1, NegInf: 0, Zeros: []float64{-0.7518}}),
		smooth(Func{ID: GeluApprxTanh, Name: "gelu_apprx_tanh", Doc: "½x(1+tanh(√(2/π)(x+0.044715x³)))", Ref: geluTanh, PosInf: inf, NegInf: 0}),
		smooth(Func{ID: GeluApprxSigmoid, Name: "gelu_apprx_sigmoid", Doc: "x·σ(1.702x)", Ref: func(x float64) float64 { return x * sigmoid(1.702*x) }, PosInf: inf, NegInf: 0}),
		other(Func{ID: GeluApprxSigmoidDx, Name: "gelu_apprx_sigmoid_dx", Doc: "σ(1.702x)(1+1.702x·σ(-1.702x))", Ref: sigmoidGateDx(1.702), PosInf: 1, NegInf: 0, Zeros: []float64{-0.7518}}),
		smooth(Func{ID: Silu, Name: "silu", Doc: "x·σ(x)", Ref: func(x float64) float64 { return x * sigmoid(x) }, PosInf: inf, NegInf: 0}),
		other(Func{ID: SiluDx, Name: "silu_dx", Doc: "σ(x)(1+x·σ(-x))", Ref: sigmoidGateDx(1), PosInf: 1, NegInf: 0, Zeros: []float64{-1.2785}}),
		smooth(Func{ID: Tanh, Name: "tanh", Doc: "tanh x", Ref: math.Tanh, PosInf: 1, NegInf: -1}),
		smooth(Func{ID: Softplus, Name: "softplus", Doc: "log(1+e^x)", Ref: softplus, PosInf: inf, NegInf: 0}),
		other(Func{ID: Mish, Name: "mish", Doc: "x·tanh(softplus(x))", Ref: func(x float64) float64 { return x * math.Tanh(softplus(x)) }, PosInf: inf, NegInf: 0}),
		smooth(Func{ID: Erf, Name: "erf", Doc: "erf x", Ref: math.Erf, PosInf: 1, NegInf: -1}),
		other(Func{ID: ErfDx, Name: "erf_dx", Doc: "(2/√π)·e^(-x²)", Ref: func(x float64) float64 { return 2 / math.SqrtPi * math.Exp(-x*x) }, PosInf: 0, NegInf: 0}),
		smooth(Func{ID: Exp, Name: "exp", Doc: "e^x", Ref: math.Exp, PosInf: inf, NegInf: 0}),
		other(Func{ID: Log, Name: "log", Doc: "ln x", Ref: math.Log, Lo: 0x1p-64, Hi: 0x1p64, PosInf: nan, NegInf: nan, Zeros: []float64{1}}),
		other(Func{ID: Sin, Name: "sin", Doc: "sin x", Ref: math.Sin, Lo: -math.Pi, Hi: math.Pi, PosInf: nan, NegInf: nan, Zeros: []float64{-math.Pi, math.Pi}}),
		other(Func{ID: Arctan, Name: "arctan", Doc: "arctan x", Ref: math.Atan, Lo: -math.Pi / 2, Hi: math.Pi / 2, PosInf: nan, NegInf: nan}),
		other(Func{ID: Sqrt, Name: "sqrt", Doc: "√x", Ref: math.Sqrt, Lo: 0x1p-116, Hi: 0x1p118, PosInf: nan, NegInf: nan}),
		other(Func{ID: Rsqrt, Name: "rsqrt", Doc: "1/√x", Ref: func(x float64) float64 { return 1 / math.Sqrt(x) }, Lo: 0x1p-87, Hi: 0x1p97, PosInf: nan, NegInf: nan}),
		other(Func{ID: Reciprocal, Name: "reciprocal", Doc: "1/x", Ref: func(x float64) float64 { return 1 / x }, Lo: 0x1p-42, Hi: 0x1p42, Split: true, NegLo: -0x1p42, NegHi: -0x1p-42, PosInf: nan, NegInf: nan}),
		other(Func{ID: Sign, Name: "sign", Doc: "sign x (±0 kept)", Ref: sign, PosInf: 1, NegInf: -1}),
		other(Func{ID: Abs, Name: "abs", Doc: "|x|", Ref: math.Abs, PosInf: inf, NegInf: inf}),
	}
}

// PReluFunc is prelu with slope alpha (rounded to float32, as the table
// stores it) for x < 0. The report and the default table use alpha 0.01;
// the instruction's alpha operand selects another table.
func PReluFunc(alpha float32) *Func {
	a := float64(alpha)
	negInf := a * -inf
	if a == 0 {
		negInf = 0
	}
	return &Func{
		ID: PRelu, Name: "prelu", Doc: "x ≥ 0 ? x : αx (α = " + strconv.FormatFloat(a, 'g', -1, 32) + ")",
		Ref: func(x float64) float64 {
			if x < 0 {
				return a * x
			}
			return x
		},
		Lo: -inf, Hi: inf, PosInf: inf, NegInf: negInf,
		RelTol: defaultTol, Degrees: []int{3},
	}
}

var funcs = func() []*Func {
	fs := mkFuncs()
	for _, f := range fs {
		f.refineZeros()
	}
	return fs
}()

// Funcs lists every function, in ID order.
func Funcs() []*Func { return funcs }

// Lookup finds a function by its NKI name, with or without "nl.".
func Lookup(name string) (*Func, bool) {
	name = strings.TrimPrefix(name, "nl.")
	for _, f := range funcs {
		if f.Name == name {
			return f, true
		}
	}
	return nil, false
}

// ByID finds a function by ID.
func ByID(id ID) (*Func, bool) {
	if id == 0 || id >= numIDs {
		return nil, false
	}
	return funcs[id-1], true
}

func (id ID) String() string {
	if f, ok := ByID(id); ok {
		return f.Name
	}
	return "pwp.ID(" + strconv.Itoa(int(id)) + ")"
}
