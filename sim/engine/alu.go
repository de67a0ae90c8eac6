package engine

import (
	"fmt"
	"math"
)

// AluOp is an ALU operation of the Vector, GpSimd and Scalar engines:
// KLR's AluOp (KLR/Core/Operators.lean), same names, same order, so bir's
// and tonga's enumerations convert by number. Binary ops compute a op b
// with a the left operand (the data, or the scalar when reversed). See
// doc.go for each op's definition on the fp32 and the integer path.
type AluOp uint8

const (
	AluAbs AluOp = iota
	AluAdd
	AluArithShiftLeft
	AluArithShiftRight
	AluAverage
	AluBitwiseAnd
	AluBitwiseNot
	AluBitwiseOr
	AluBitwiseXor
	AluBypass
	AluDivide
	AluIsEqual
	AluIsGE
	AluIsGT
	AluIsLE
	AluIsLT
	AluLogicalAnd
	AluLogicalOr
	AluLogicalShiftLeft
	AluLogicalShiftRight
	AluLogicalXor
	AluMax
	AluMin
	AluMod
	AluMult
	AluNotEqual
	AluPow
	AluRsqrt
	AluSubtract
	NumAluOps
)

var aluNames = [NumAluOps]string{
	"abs", "add", "arith_shift_left", "arith_shift_right", "average", "bitwise_and", "bitwise_not",
	"bitwise_or", "bitwise_xor", "bypass", "divide", "is_equal", "is_ge", "is_gt", "is_le", "is_lt",
	"logical_and", "logical_or", "logical_shift_left", "logical_shift_right", "logical_xor", "max",
	"min", "mod", "mult", "not_equal", "pow", "rsqrt", "subtract",
}

func (o AluOp) String() string {
	if o < NumAluOps {
		return aluNames[o]
	}
	return fmt.Sprintf("alu(%d)", uint8(o))
}

// Bitvec reports whether o works on bit patterns and so needs integer
// operands (shifts and bitwise_*; KLR's isBitwise without bypass).
func (o AluOp) Bitvec() bool {
	switch o {
	case AluArithShiftLeft, AluArithShiftRight, AluBitwiseAnd, AluBitwiseNot, AluBitwiseOr,
		AluBitwiseXor, AluLogicalShiftLeft, AluLogicalShiftRight:
		return true
	}
	return false
}

// floatOnly reports whether o has no exact integer form (rsqrt).
func (o AluOp) floatOnly() bool { return o == AluRsqrt }

// Arith reports whether o is arithmetic (may be negated by tensor_reduce).
func (o AluOp) Arith() bool { return !o.Bitvec() }

// binF computes dst[i] = a[i] op b[i] in fp32 (IEEE binary32, round to
// nearest even). Bitvec ops are rejected before this is called.
func binF(op AluOp, dst, a, b []float32) {
	a = a[:len(dst)]
	b = b[:len(dst)]
	switch op {
	case AluAdd:
		for i := range dst {
			dst[i] = a[i] + b[i]
		}
	case AluSubtract:
		for i := range dst {
			dst[i] = a[i] - b[i]
		}
	case AluMult:
		for i := range dst {
			dst[i] = a[i] * b[i]
		}
	case AluMax:
		for i := range dst {
			dst[i] = maxF(a[i], b[i])
		}
	case AluMin:
		for i := range dst {
			dst[i] = minF(a[i], b[i])
		}
	case AluDivide:
		for i := range dst {
			dst[i] = a[i] / b[i]
		}
	case AluBypass:
		copy(dst, a)
	default:
		for i := range dst {
			dst[i] = aluF(op, a[i], b[i])
		}
	}
}

// aluF is one element of binF.
func aluF(op AluOp, x, y float32) float32 {
	switch op {
	case AluAbs: // abs_max
		return maxF(absF(x), absF(y))
	case AluAdd:
		return x + y
	case AluAverage:
		return float32(x+y) * 0.5
	case AluBypass:
		return x
	case AluDivide:
		return x / y
	case AluIsEqual:
		return b2f(x == y)
	case AluIsGE:
		return b2f(x >= y)
	case AluIsGT:
		return b2f(x > y)
	case AluIsLE:
		return b2f(x <= y)
	case AluIsLT:
		return b2f(x < y)
	case AluNotEqual:
		return b2f(x != y)
	case AluLogicalAnd:
		return b2f(x != 0 && y != 0)
	case AluLogicalOr:
		return b2f(x != 0 || y != 0)
	case AluLogicalXor:
		return b2f((x != 0) != (y != 0))
	case AluMax:
		return maxF(x, y)
	case AluMin:
		return minF(x, y)
	case AluMod:
		// fmod is exact, so one rounding (none) to fp32.
		return float32(math.Mod(float64(x), float64(y)))
	case AluMult:
		return x * y
	case AluPow:
		return float32(math.Pow(float64(x), float64(y)))
	case AluRsqrt:
		return float32(1 / math.Sqrt(float64(x)))
	case AluSubtract:
		return x - y
	}
	return float32(math.NaN())
}

func b2f(b bool) float32 {
	if b {
		return 1
	}
	return 0
}

func absF(x float32) float32 { return math.Float32frombits(math.Float32bits(x) &^ (1 << 31)) }

// maxF and minF propagate NaN and order -0 below +0, as StableHLO's
// maximum and minimum do (and Go's built-in max and min).
func maxF(x, y float32) float32 { return max(x, y) }

func minF(x, y float32) float32 { return min(x, y) }

// binI computes dst[i] = a[i] op b[i] exactly on integers (values are
// sign- or zero-extended from their dtypes; the caller wraps results to
// the output's width). width is the left operand's bit width, which the
// logical right shift shifts within. It fails only on division by zero.
func binI(op AluOp, dst, a, b []int64, width uint) bool {
	a = a[:len(dst)]
	b = b[:len(dst)]
	switch op {
	case AluAdd:
		for i := range dst {
			dst[i] = a[i] + b[i]
		}
	case AluSubtract:
		for i := range dst {
			dst[i] = a[i] - b[i]
		}
	case AluMult:
		for i := range dst {
			dst[i] = a[i] * b[i]
		}
	case AluBypass:
		copy(dst, a)
	default:
		for i := range dst {
			v, ok := aluI(op, a[i], b[i], width)
			if !ok {
				return false
			}
			dst[i] = v
		}
	}
	return true
}

// aluI is one element of binI; ok is false on division by zero.
func aluI(op AluOp, x, y int64, width uint) (int64, bool) {
	switch op {
	case AluAbs:
		return max(absI(x), absI(y)), true
	case AluAdd:
		return x + y, true
	case AluArithShiftLeft, AluLogicalShiftLeft:
		return x << uint64(y), true // counts >= 64 (and negative ones) give 0
	case AluArithShiftRight:
		return x >> min(uint64(y), 63), true
	case AluLogicalShiftRight:
		return int64((uint64(x) & (1<<width - 1)) >> uint64(y)), true
	case AluAverage:
		return (x + y) >> 1, true
	case AluBitwiseAnd:
		return x & y, true
	case AluBitwiseNot:
		return ^x, true
	case AluBitwiseOr:
		return x | y, true
	case AluBitwiseXor:
		return x ^ y, true
	case AluBypass:
		return x, true
	case AluDivide:
		if y == 0 {
			return 0, false
		}
		return x / y, true
	case AluMod:
		if y == 0 {
			return 0, false
		}
		return x % y, true
	case AluIsEqual:
		return b2i(x == y), true
	case AluIsGE:
		return b2i(x >= y), true
	case AluIsGT:
		return b2i(x > y), true
	case AluIsLE:
		return b2i(x <= y), true
	case AluIsLT:
		return b2i(x < y), true
	case AluNotEqual:
		return b2i(x != y), true
	case AluLogicalAnd:
		return b2i(x != 0 && y != 0), true
	case AluLogicalOr:
		return b2i(x != 0 || y != 0), true
	case AluLogicalXor:
		return b2i((x != 0) != (y != 0)), true
	case AluMax:
		return max(x, y), true
	case AluMin:
		return min(x, y), true
	case AluMult:
		return x * y, true
	case AluPow:
		return ipow(x, y), true
	case AluSubtract:
		return x - y, true
	}
	return 0, true
}

func b2i(b bool) int64 {
	if b {
		return 1
	}
	return 0
}

func absI(x int64) int64 {
	if x < 0 {
		return -x
	}
	return x
}

// ipow is x^y by squaring, wrapping; negative exponents give 1/x^|y|
// truncated: 1 for x = 1, ±1 for x = -1, else 0 (as StableHLO's power).
func ipow(x, y int64) int64 {
	if y < 0 {
		switch x {
		case 1:
			return 1
		case -1:
			if y%2 == 0 {
				return 1
			}
			return -1
		}
		return 0
	}
	r := int64(1)
	for e := uint64(y); e > 0; e >>= 1 {
		if e&1 != 0 {
			r *= x
		}
		x *= x
	}
	return r
}
