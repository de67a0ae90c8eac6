package numerics

import (
	"fmt"
	"math"
)

// Int is a two's-complement (Signed) or unsigned integer type of 1 to 64
// bits: MLIR's iN, siN and uiN. Values travel as uint64 bit patterns holding
// the low Width bits (the rest zero), as Format values do.
type Int struct {
	Width  int
	Signed bool
}

// IntType returns the integer type of the given width, or an error for a
// width outside 1..64.
func IntType(width int, signed bool) (Int, error) {
	if width < 1 || width > 64 {
		return Int{}, fmt.Errorf("integer width %d outside 1..64", width)
	}
	return Int{Width: width, Signed: signed}, nil
}

// Mask keeps the low Width bits.
func (t Int) Mask() uint64 {
	if t.Width >= 64 {
		return math.MaxUint64
	}
	return 1<<t.Width - 1
}

// Wrap truncates v to Width bits (modular arithmetic, as arith.trunci).
func (t Int) Wrap(v uint64) uint64 { return v & t.Mask() }

// SignExtend reads bits as a signed Width-bit integer.
func (t Int) SignExtend(b uint64) int64 {
	sh := 64 - t.Width
	return int64(b<<sh) >> sh
}

// ZeroExtend reads bits as an unsigned Width-bit integer.
func (t Int) ZeroExtend(b uint64) uint64 { return b & t.Mask() }

// Min and Max are the type's range, as int64/uint64 bit patterns extended.
func (t Int) MinInt() int64 {
	if !t.Signed {
		return 0
	}
	return -1 << (t.Width - 1)
}

// MaxInt is the largest signed value (for unsigned types see MaxUint).
func (t Int) MaxInt() int64 {
	if !t.Signed {
		if t.Width >= 63 {
			return math.MaxInt64
		}
		return 1<<t.Width - 1
	}
	return 1<<(t.Width-1) - 1
}

// MaxUint is the largest value of an unsigned type (or of a signed one).
func (t Int) MaxUint() uint64 {
	if t.Signed {
		return uint64(t.MaxInt())
	}
	return t.Mask()
}

// ToFloat64 reads bits as a value, rounding to nearest even when the
// magnitude needs more than 53 bits.
func (t Int) ToFloat64(b uint64) float64 {
	if t.Signed {
		return float64(t.SignExtend(b))
	}
	return float64(t.ZeroExtend(b))
}

// ToFloat converts bits to the float format, correctly rounded.
func (t Int) ToFloat(f *Format, b uint64) uint64 {
	if t.Signed {
		return f.FromInt64(t.SignExtend(b))
	}
	return f.FromUint64(t.ZeroExtend(b))
}

// FromInt64Saturating clamps v into the type's range.
func (t Int) FromInt64Saturating(v int64) uint64 {
	if !t.Signed {
		if v < 0 {
			return 0
		}
		return min(uint64(v), t.MaxUint())
	}
	return t.Wrap(uint64(min(max(v, t.MinInt()), t.MaxInt())))
}

// FromUint64Saturating clamps v into the type's range.
func (t Int) FromUint64Saturating(v uint64) uint64 { return min(v, t.MaxUint()) }

// FromFloat64 converts with truncation toward zero and saturation at the
// range ends, NaN giving 0: XLA's and the Neuron engines' float-to-int rule
// (LLVM's fptosi leaves out-of-range results undefined; APFloat's
// convertToInteger returns these same values for them).
func (t Int) FromFloat64(x float64) uint64 {
	switch {
	case x != x:
		return 0
	case t.Signed:
		// Compare with powers of two: float64(MaxInt) may round up.
		if x >= math.Ldexp(1, t.Width-1) {
			return t.Wrap(uint64(t.MaxInt()))
		}
		if x <= -math.Ldexp(1, t.Width-1) {
			return t.Wrap(uint64(t.MinInt()))
		}
		return t.Wrap(uint64(int64(x)))
	default:
		if x <= 0 {
			return 0
		}
		if x >= math.Ldexp(1, t.Width) {
			return t.MaxUint()
		}
		return uint64(x)
	}
}

// FromFloat64RoundNearest is FromFloat64 with round-to-nearest-even in place
// of truncation (the engines' rounding when writing integers).
func (t Int) FromFloat64RoundNearest(x float64) uint64 {
	return t.FromFloat64(math.RoundToEven(x))
}

// String is the MLIR spelling: i8, ui8 (si8 is signed too but prints as i8).
func (t Int) String() string {
	if t.Signed {
		return fmt.Sprintf("i%d", t.Width)
	}
	return fmt.Sprintf("ui%d", t.Width)
}
