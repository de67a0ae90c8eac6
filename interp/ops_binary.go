package interp

import (
	"fmt"
	"math"
	"math/bits"
	"math/cmplx"

	"ncc/core"
	"ncc/numerics"
)

// Element-wise binary ops. Each kernel switches on the op once and then
// runs a plain loop over the operand slices.

func init() {
	register(binaryOp, "stablehlo.add", "stablehlo.subtract", "stablehlo.multiply",
		"stablehlo.divide", "stablehlo.remainder", "stablehlo.power",
		"stablehlo.maximum", "stablehlo.minimum", "stablehlo.atan2",
		"stablehlo.and", "stablehlo.or", "stablehlo.xor",
		"stablehlo.shift_left", "stablehlo.shift_right_arithmetic",
		"stablehlo.shift_right_logical", "chlo.mulhi")
	register(compare, "stablehlo.compare")
	register(complexOp, "stablehlo.complex")
}

func binaryOp(x *exec, op *core.Operation, args []Value, rt []core.Type) ([]Value, error) {
	ts, err := tensors(op, args)
	if err != nil {
		return nil, err
	}
	if len(ts) != 2 {
		return nil, op.Errorf("expects two operands")
	}
	a, b := ts[0], ts[1]
	if a.Len() != b.Len() || a.E.Kind != b.E.Kind {
		return nil, op.Errorf("operands must have the same shape and element type")
	}
	out, err := result(op, rt, 0)
	if err != nil {
		return nil, err
	}
	if out.Len() != a.Len() || out.E.Kind != a.E.Kind {
		return nil, op.Errorf("result type does not match the operands")
	}
	name := op.Name()
	switch a.E.Kind {
	case Float:
		if !fastBinaryF(name, out.E, out.F, a.F, b.F) {
			if err := binaryF(op, name, out.F, a.F, b.F); err != nil {
				return nil, err
			}
			out.E.Round(out.F)
		}
	case Complex:
		if err := binaryC(op, name, out.C, a.C, b.C); err != nil {
			return nil, err
		}
		out.E.RoundC(out.C)
	case Bool:
		if err := binaryB(op, name, out.I, a.I, b.I); err != nil {
			return nil, err
		}
	default:
		if err := binaryI(op, name, a.E, out.I, a.I, b.I); err != nil {
			return nil, err
		}
		out.E.WrapSlice(out.I)
	}
	return []Value{out}, nil
}

func binaryF(op *core.Operation, name string, o, a, b []float64) error {
	b = b[:len(a)]
	o = o[:len(a)]
	switch name {
	case "stablehlo.add":
		for i := range a {
			o[i] = a[i] + b[i]
		}
	case "stablehlo.subtract":
		for i := range a {
			o[i] = a[i] - b[i]
		}
	case "stablehlo.multiply":
		for i := range a {
			o[i] = a[i] * b[i]
		}
	case "stablehlo.divide":
		for i := range a {
			o[i] = a[i] / b[i]
		}
	case "stablehlo.remainder":
		for i := range a {
			o[i] = math.Mod(a[i], b[i])
		}
	case "stablehlo.power":
		for i := range a {
			o[i] = math.Pow(a[i], b[i])
		}
	case "stablehlo.maximum":
		for i := range a {
			o[i] = fmax(a[i], b[i])
		}
	case "stablehlo.minimum":
		for i := range a {
			o[i] = fmin(a[i], b[i])
		}
	case "stablehlo.atan2":
		for i := range a {
			o[i] = math.Atan2(a[i], b[i])
		}
	default:
		return opErr(op, "'%s' does not support floating-point operands", name)
	}
	return nil
}

// fastBinaryF runs the common f32/f64 ops with the rounding fused into
// the loop (one pass over memory). It reports false for other cases.
func fastBinaryF(name string, e *Elem, o, a, b []float64) bool {
	f32 := e.Fmt == numerics.F32
	if !f32 && e.Fmt != numerics.F64 {
		return false
	}
	b = b[:len(a)]
	o = o[:len(a)]
	switch name {
	case "stablehlo.add":
		if f32 {
			for i := range a {
				o[i] = float64(float32(a[i] + b[i]))
			}
		} else {
			for i := range a {
				o[i] = a[i] + b[i]
			}
		}
	case "stablehlo.subtract":
		if f32 {
			for i := range a {
				o[i] = float64(float32(a[i] - b[i]))
			}
		} else {
			for i := range a {
				o[i] = a[i] - b[i]
			}
		}
	case "stablehlo.multiply":
		if f32 {
			for i := range a {
				o[i] = float64(float32(a[i] * b[i]))
			}
		} else {
			for i := range a {
				o[i] = a[i] * b[i]
			}
		}
	case "stablehlo.divide":
		if f32 {
			for i := range a {
				o[i] = float64(float32(a[i] / b[i]))
			}
		} else {
			for i := range a {
				o[i] = a[i] / b[i]
			}
		}
	case "stablehlo.maximum":
		for i := range a {
			x, y := a[i], b[i]
			if x > y || (x == y && !math.Signbit(x)) {
				o[i] = x
			} else if x < y || x == y {
				o[i] = y
			} else {
				o[i] = fmax(x, y) // NaN
			}
		}
	case "stablehlo.minimum":
		for i := range a {
			x, y := a[i], b[i]
			if x < y || (x == y && math.Signbit(x)) {
				o[i] = x
			} else if x > y || x == y {
				o[i] = y
			} else {
				o[i] = fmin(x, y) // NaN
			}
		}
	default:
		return false
	}
	return true
}

// fmax and fmin are IEEE-754 maximum/minimum: NaN propagates and -0 < +0.
func fmax(x, y float64) float64 {
	switch {
	case math.IsNaN(x) || math.IsNaN(y):
		return math.NaN()
	case x == 0 && y == 0:
		if math.Signbit(x) {
			return y
		}
		return x
	case x > y:
		return x
	}
	return y
}

func fmin(x, y float64) float64 {
	switch {
	case math.IsNaN(x) || math.IsNaN(y):
		return math.NaN()
	case x == 0 && y == 0:
		if math.Signbit(x) {
			return x
		}
		return y
	case x < y:
		return x
	}
	return y
}

// lessC orders complex numbers lexicographically by (real, imag).
func lessC(x, y complex128) bool {
	if real(x) != real(y) {
		return real(x) < real(y)
	}
	return imag(x) < imag(y)
}

func binaryC(op *core.Operation, name string, o, a, b []complex128) error {
	b = b[:len(a)]
	o = o[:len(a)]
	switch name {
	case "stablehlo.add":
		for i := range a {
			o[i] = a[i] + b[i]
		}
	case "stablehlo.subtract":
		for i := range a {
			o[i] = a[i] - b[i]
		}
	case "stablehlo.multiply":
		for i := range a {
			o[i] = a[i] * b[i]
		}
	case "stablehlo.divide":
		for i := range a {
			o[i] = a[i] / b[i]
		}
	case "stablehlo.power":
		for i := range a {
			o[i] = cmplx.Pow(a[i], b[i])
		}
	case "stablehlo.atan2":
		// atan2(y, x) = -i * log((x + iy) / sqrt(x^2 + y^2))
		for i := range a {
			y, x := a[i], b[i]
			o[i] = -1i * cmplx.Log((x+1i*y)/cmplx.Sqrt(x*x+y*y))
		}
	case "stablehlo.maximum":
		for i := range a {
			if lessC(a[i], b[i]) {
				o[i] = b[i]
			} else {
				o[i] = a[i]
			}
		}
	case "stablehlo.minimum":
		for i := range a {
			if lessC(b[i], a[i]) {
				o[i] = b[i]
			} else {
				o[i] = a[i]
			}
		}
	default:
		return opErr(op, "'%s' does not support complex operands", name)
	}
	return nil
}

func binaryB(op *core.Operation, name string, o, a, b []int64) error {
	b = b[:len(a)]
	o = o[:len(a)]
	switch name {
	case "stablehlo.and", "stablehlo.multiply", "stablehlo.minimum":
		for i := range a {
			o[i] = a[i] & b[i]
		}
	case "stablehlo.or", "stablehlo.add", "stablehlo.maximum":
		for i := range a {
			o[i] = a[i] | b[i]
		}
	case "stablehlo.xor":
		for i := range a {
			o[i] = a[i] ^ b[i]
		}
	default:
		return opErr(op, "'%s' does not support boolean operands", name)
	}
	return nil
}

func binaryI(op *core.Operation, name string, e *Elem, o, a, b []int64) error {
	b = b[:len(a)]
	o = o[:len(a)]
	unsigned := e.Kind == UInt
	w := uint64(e.Bits)
	switch name {
	case "stablehlo.add":
		for i := range a {
			o[i] = a[i] + b[i]
		}
	case "stablehlo.subtract":
		for i := range a {
			o[i] = a[i] - b[i]
		}
	case "stablehlo.multiply":
		for i := range a {
			o[i] = a[i] * b[i]
		}
	case "stablehlo.divide", "stablehlo.remainder":
		div := name == "stablehlo.divide"
		for i := range a {
			if b[i] == 0 {
				return opErr(op, "integer division by zero")
			}
			switch {
			case unsigned && div:
				o[i] = int64(uint64(a[i]) / uint64(b[i]))
			case unsigned:
				o[i] = int64(uint64(a[i]) % uint64(b[i]))
			case b[i] == -1 && a[i] == e.MinInt():
				// Overflow: the spec leaves it undefined; wrap like two's complement.
				if div {
					o[i] = a[i]
				} else {
					o[i] = 0
				}
			case div:
				o[i] = a[i] / b[i]
			default:
				o[i] = a[i] % b[i]
			}
		}
	case "stablehlo.power":
		for i := range a {
			o[i] = ipow(a[i], b[i], unsigned)
		}
	case "stablehlo.maximum":
		for i := range a {
			if ilt(a[i], b[i], unsigned) {
				o[i] = b[i]
			} else {
				o[i] = a[i]
			}
		}
	case "stablehlo.minimum":
		for i := range a {
			if ilt(b[i], a[i], unsigned) {
				o[i] = b[i]
			} else {
				o[i] = a[i]
			}
		}
	case "stablehlo.and":
		for i := range a {
			o[i] = a[i] & b[i]
		}
	case "stablehlo.or":
		for i := range a {
			o[i] = a[i] | b[i]
		}
	case "stablehlo.xor":
		for i := range a {
			o[i] = a[i] ^ b[i]
		}
	case "stablehlo.shift_left":
		for i := range a {
			if uint64(b[i]) >= w {
				o[i] = 0
			} else {
				o[i] = a[i] << uint64(b[i])
			}
		}
	case "stablehlo.shift_right_logical":
		mask := e.MaxUint()
		for i := range a {
			if uint64(b[i]) >= w {
				o[i] = 0
			} else {
				o[i] = int64((uint64(a[i]) & mask) >> uint64(b[i]))
			}
		}
	case "stablehlo.shift_right_arithmetic":
		for i := range a {
			s := uint64(b[i])
			if s >= w {
				s = w - 1
			}
			v := a[i]
			if unsigned { // sign-extend the stored pattern first
				v = signExtend(uint64(v), e.Bits)
			}
			o[i] = v >> s
		}
	case "chlo.mulhi":
		for i := range a {
			o[i] = mulhi(a[i], b[i], e)
		}
	default:
		return opErr(op, "'%s' does not support integer operands", name)
	}
	return nil
}

func ilt(x, y int64, unsigned bool) bool {
	if unsigned {
		return uint64(x) < uint64(y)
	}
	return x < y
}

// ipow is integer exponentiation by squaring; negative exponents give 0
// except for bases 1 and -1, as the reference interpreter does.
func ipow(base, exp int64, unsigned bool) int64 {
	if !unsigned && exp < 0 {
		switch base {
		case 1:
			return 1
		case -1:
			if exp%2 == 0 {
				return 1
			}
			return -1
		}
		return 0
	}
	r := int64(1)
	for e := uint64(exp); e > 0; e >>= 1 {
		if e&1 != 0 {
			r *= base
		}
		base *= base
	}
	return r
}

// mulhi returns the high half of the double-width product.
func mulhi(x, y int64, e *Elem) int64 {
	w := uint(e.Bits)
	if e.Kind == UInt {
		hi, lo := bits.Mul64(uint64(x), uint64(y))
		if w == 64 {
			return int64(hi)
		}
		return int64((hi<<(64-w) | lo>>w))
	}
	if w <= 32 {
		return (x * y) >> w
	}
	neg := (x < 0) != (y < 0)
	ux, uy := uint64(x), uint64(y)
	if x < 0 {
		ux = uint64(-x)
	}
	if y < 0 {
		uy = uint64(-y)
	}
	hi, lo := bits.Mul64(ux, uy)
	if neg { // two's complement negate of the 128-bit product
		lo = ^lo + 1
		hi = ^hi
		if lo == 0 {
			hi++
		}
	}
	if w == 64 {
		return int64(hi)
	}
	return int64(hi<<(64-w) | lo>>w)
}

// compare implements stablehlo.compare.
func compare(x *exec, op *core.Operation, args []Value, rt []core.Type) ([]Value, error) {
	ts, err := tensors(op, args)
	if err != nil {
		return nil, err
	}
	if len(ts) != 2 || ts[0].Len() != ts[1].Len() || ts[0].E.Kind != ts[1].E.Kind {
		return nil, op.Errorf("compare expects two operands of the same type")
	}
	a, b := ts[0], ts[1]
	out, err := result(op, rt, 0)
	if err != nil {
		return nil, err
	}
	if out.Len() != a.Len() || out.I == nil {
		return nil, op.Errorf("result must be a boolean tensor of the operands' shape")
	}
	dir := enumAttr(op, "comparison_direction", "")
	typ := enumAttr(op, "compare_type", "")
	var cmp func(i int) int // -1, 0, 1, or 2 for unordered
	switch a.E.Kind {
	case Float:
		if typ == "TOTALORDER" {
			cmp = func(i int) int { return totalOrder(a.F[i], b.F[i]) }
		} else {
			cmp = func(i int) int { return fcmp(a.F[i], b.F[i]) }
		}
	case Complex:
		cmp = func(i int) int {
			if c := fcmp(real(a.C[i]), real(b.C[i])); c != 0 {
				return c
			}
			return fcmp(imag(a.C[i]), imag(b.C[i]))
		}
	case UInt, Bool:
		cmp = func(i int) int { return ucmp(uint64(a.I[i]), uint64(b.I[i])) }
	default:
		if typ == "UNSIGNED" {
			cmp = func(i int) int { return ucmp(uint64(a.I[i]), uint64(b.I[i])) }
		} else {
			cmp = func(i int) int { return scmp(a.I[i], b.I[i]) }
		}
	}
	var want [4]bool // indexed by cmp+1: less, equal, greater, unordered
	switch dir {
	case "EQ":
		want = [4]bool{false, true, false, false}
	case "NE":
		want = [4]bool{true, false, true, true}
	case "GE":
		want = [4]bool{false, true, true, false}
	case "GT":
		want = [4]bool{false, false, true, false}
	case "LE":
		want = [4]bool{true, true, false, false}
	case "LT":
		want = [4]bool{true, false, false, false}
	default:
		return nil, op.Errorf("unknown comparison_direction '%s'", dir)
	}
	for i := range out.I {
		if want[cmp(i)+1] {
			out.I[i] = 1
		}
	}
	return []Value{out}, nil
}

func fcmp(x, y float64) int {
	switch {
	case x < y:
		return -1
	case x > y:
		return 1
	case x == y:
		return 0
	}
	return 2
}

func scmp(x, y int64) int {
	switch {
	case x < y:
		return -1
	case x > y:
		return 1
	}
	return 0
}

func ucmp(x, y uint64) int {
	switch {
	case x < y:
		return -1
	case x > y:
		return 1
	}
	return 0
}

// totalOrder is IEEE-754 totalOrder combined with compareQuietEqual: -NaN <
// -inf < ... < -0 < +0 < ... < +inf < +NaN, with NaNs ordered by payload.
func totalOrder(x, y float64) int {
	if !math.IsNaN(x) && !math.IsNaN(y) && x == y && math.Signbit(x) == math.Signbit(y) {
		return 0
	}
	kx, ky := totalKey(x), totalKey(y)
	switch {
	case kx < ky:
		return -1
	case kx > ky:
		return 1
	}
	return 0
}

func totalKey(x float64) int64 {
	b := int64(math.Float64bits(x))
	if b < 0 {
		return math.MinInt64 - b - 1
	}
	return b
}

func complexOp(x *exec, op *core.Operation, args []Value, rt []core.Type) ([]Value, error) {
	ts, err := tensors(op, args)
	if err != nil {
		return nil, err
	}
	if len(ts) != 2 || ts[0].F == nil || ts[1].F == nil || ts[0].Len() != ts[1].Len() {
		return nil, op.Errorf("complex expects two floating-point operands of the same shape")
	}
	out, err := result(op, rt, 0)
	if err != nil {
		return nil, err
	}
	if out.C == nil || out.Len() != ts[0].Len() {
		return nil, op.Errorf("result must be a complex tensor of the operands' shape")
	}
	for i := range out.C {
		out.C[i] = complex(ts[0].F[i], ts[1].F[i])
	}
	return []Value{out}, nil
}

// opErr is op.Errorf that tolerates a nil op (kernels reused by fast paths).
func opErr(op *core.Operation, format string, a ...any) error {
	if op == nil {
		return fmt.Errorf(format, a...)
	}
	return op.Errorf(format, a...)
}
