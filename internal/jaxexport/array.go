package jaxexport

import (
	"fmt"
	"math"
	"math/big"

	"ncc/numerics"
)

// DType is a numpy element type.
type DType uint8

// The dtypes the data files may use.
const (
	Bool DType = iota + 1
	Int8
	Int16
	Int32
	Int64
	Uint8
	Uint16
	Uint32
	Uint64
	Float16
	BFloat16
	Float32
	Float64
	Complex64
	Complex128
)

var dtypeInfo = [...]struct {
	name, mlir string
	bits       int
}{
	Bool:       {"bool", "i1", 1},
	Int8:       {"int8", "i8", 8},
	Int16:      {"int16", "i16", 16},
	Int32:      {"int32", "i32", 32},
	Int64:      {"int64", "i64", 64},
	Uint8:      {"uint8", "ui8", 8},
	Uint16:     {"uint16", "ui16", 16},
	Uint32:     {"uint32", "ui32", 32},
	Uint64:     {"uint64", "ui64", 64},
	Float16:    {"float16", "f16", 16},
	BFloat16:   {"bfloat16", "bf16", 16},
	Float32:    {"float32", "f32", 32},
	Float64:    {"float64", "f64", 64},
	Complex64:  {"complex64", "complex<f32>", 64},
	Complex128: {"complex128", "complex<f64>", 128},
}

// String is numpy's name of the dtype ("float32").
func (d DType) String() string {
	if d == 0 || int(d) >= len(dtypeInfo) {
		return fmt.Sprintf("DType(%d)", uint8(d))
	}
	return dtypeInfo[d].name
}

// MLIR is the MLIR element type the dtype travels as ("f32", "ui8",
// "complex<f32>"; bool is "i1").
func (d DType) MLIR() string {
	if d == 0 || int(d) >= len(dtypeInfo) {
		return ""
	}
	return dtypeInfo[d].mlir
}

// IsInt reports an integer dtype (not bool).
func (d DType) IsInt() bool { return Int8 <= d && d <= Uint64 }

// IsUnsigned reports an unsigned integer dtype.
func (d DType) IsUnsigned() bool { return Uint8 <= d && d <= Uint64 }

// IsFloat reports a real floating-point dtype.
func (d DType) IsFloat() bool { return Float16 <= d && d <= Float64 }

// IsComplex reports a complex dtype.
func (d DType) IsComplex() bool { return d == Complex64 || d == Complex128 }

// Bits is the dtype's width (a complex's two parts together).
func (d DType) Bits() int {
	if d == 0 || int(d) >= len(dtypeInfo) {
		return 0
	}
	return dtypeInfo[d].bits
}

// dtypeByName maps numpy's names (and the aliases numpy and Python give
// them) to dtypes.
var dtypeByName = map[string]DType{
	"bool": Bool, "bool_": Bool,
	"int8": Int8, "int16": Int16, "int32": Int32, "int64": Int64, "int_": Int64,
	"uint8": Uint8, "uint16": Uint16, "uint32": Uint32, "uint64": Uint64,
	"float16": Float16, "half": Float16, "bfloat16": BFloat16,
	"float32": Float32, "single": Float32, "float64": Float64, "double": Float64,
	"complex64": Complex64, "csingle": Complex64, "complex128": Complex128, "cdouble": Complex128,
}

// Array is a numpy array: row-major values of one dtype. Exactly one of
// the value slices is used, by the dtype's kind.
type Array struct {
	DType DType
	Shape []int
	// Ints holds bool (0 or 1) and integer elements; unsigned ones as
	// their bit pattern (a uint64 above MaxInt64 is negative here).
	Ints []int64
	// Floats holds real floating-point elements, each exactly
	// representable in DType (rounded to nearest even, as numpy converts
	// a Python float).
	Floats []float64
	// Complex holds complex elements, parts rounded like Floats.
	Complex []complex128
}

// Len is the number of elements.
func (a *Array) Len() int {
	n := 1
	for _, d := range a.Shape {
		n *= d
	}
	return n
}

// roundFloat rounds x to d's precision as numpy's float64 → d cast does.
func roundFloat(d DType, x float64) float64 {
	switch d {
	case Float16:
		return numerics.F16.ToFloat64(numerics.F16.FromFloat64(x))
	case BFloat16:
		return numerics.BF16.ToFloat64(numerics.BF16.FromFloat64(x))
	case Float32, Complex64:
		return float64(float32(x))
	}
	return x
}

// newArray builds numpy.array(obj, dtype=dt) (dt 0: inferred as numpy
// does: bool, else int64, else float64, else complex128).
func newArray(obj value, dt DType) (*Array, error) {
	shape, err := shapeOf(obj, 0)
	if err != nil {
		return nil, err
	}
	var flat []value
	flatten(obj, &flat)
	if dt == 0 {
		dt = inferDType(flat)
	}
	a := &Array{DType: dt, Shape: shape}
	switch {
	case dt == Bool || dt.IsInt():
		a.Ints = make([]int64, len(flat))
	case dt.IsFloat():
		a.Floats = make([]float64, len(flat))
	case dt.IsComplex():
		a.Complex = make([]complex128, len(flat))
	default:
		return nil, fmt.Errorf("unknown dtype %v", dt)
	}
	for i, v := range flat {
		if err := a.set(i, v); err != nil {
			return nil, err
		}
	}
	return a, nil
}

// shapeOf is the shape of nested lists and tuples, which must be regular.
func shapeOf(v value, depth int) ([]int, error) {
	if depth > maxDepth {
		return nil, fmt.Errorf("array nested too deeply")
	}
	elems, ok := sequence(v)
	if !ok {
		switch v.(type) {
		case bool, *big.Int, float64, complex128:
			return []int{}, nil
		case *Array:
			return nil, fmt.Errorf("arrays inside array() are not supported")
		}
		return nil, fmt.Errorf("array element of type '%s' is not a number", typeName(v))
	}
	if len(elems) == 0 {
		return []int{0}, nil
	}
	first, err := shapeOf(elems[0], depth+1)
	if err != nil {
		return nil, err
	}
	for _, e := range elems[1:] {
		s, err := shapeOf(e, depth+1)
		if err != nil {
			return nil, err
		}
		if !equalInts(s, first) {
			return nil, fmt.Errorf("inhomogeneous array shape: elements of shapes %v and %v", first, s)
		}
	}
	return append([]int{len(elems)}, first...), nil
}

func equalInts(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

func flatten(v value, out *[]value) {
	if elems, ok := sequence(v); ok {
		for _, e := range elems {
			flatten(e, out)
		}
		return
	}
	*out = append(*out, v)
}

func inferDType(flat []value) DType {
	dt := Bool
	if len(flat) == 0 {
		return Float64
	}
	for _, v := range flat {
		switch v.(type) {
		case *big.Int:
			dt = max(dt, Int64)
		case float64:
			dt = max(dt, Float64)
		case complex128:
			dt = Complex128
		}
	}
	return dt
}

// set converts the Python number v to element i, as numpy does.
func (a *Array) set(i int, v value) error {
	dt := a.DType
	switch {
	case dt == Bool:
		switch x := v.(type) {
		case bool:
			a.Ints[i] = b2i(x)
		case *big.Int:
			a.Ints[i] = b2i(x.Sign() != 0)
		case float64:
			a.Ints[i] = b2i(x != 0)
		case complex128:
			a.Ints[i] = b2i(x != 0)
		}
		return nil
	case dt.IsInt():
		var n *big.Int
		switch x := v.(type) {
		case bool, *big.Int:
			n = asBigInt(x)
		case float64:
			if math.IsNaN(x) || math.IsInf(x, 0) {
				return fmt.Errorf("cannot convert float %v to integer", x)
			}
			n, _ = new(big.Float).SetFloat64(math.Trunc(x)).Int(nil)
		case complex128:
			return fmt.Errorf("cannot convert complex to %v", dt)
		}
		bits := uint(dt.Bits())
		var lo, hi *big.Int
		if dt.IsUnsigned() {
			lo, hi = big.NewInt(0), new(big.Int).Lsh(big.NewInt(1), bits)
		} else {
			hi = new(big.Int).Lsh(big.NewInt(1), bits-1)
			lo = new(big.Int).Neg(hi)
		}
		if n.Cmp(lo) < 0 || n.Cmp(hi) >= 0 {
			return fmt.Errorf("Python integer %s out of bounds for %v", n, dt)
		}
		if dt.IsUnsigned() {
			a.Ints[i] = int64(n.Uint64())
		} else {
			a.Ints[i] = n.Int64()
		}
		return nil
	case dt.IsFloat():
		if _, ok := v.(complex128); ok {
			return fmt.Errorf("cannot convert complex to %v", dt)
		}
		f, ok := asFloat(v)
		if !ok {
			return fmt.Errorf("int too large to convert to float")
		}
		a.Floats[i] = roundFloat(dt, f)
		return nil
	}
	var c complex128
	if x, ok := v.(complex128); ok {
		c = x
	} else {
		f, ok := asFloat(v)
		if !ok {
			return fmt.Errorf("int too large to convert to float")
		}
		c = complex(f, 0)
	}
	a.Complex[i] = complex(roundFloat(dt, real(c)), roundFloat(dt, imag(c)))
	return nil
}

func b2i(b bool) int64 {
	if b {
		return 1
	}
	return 0
}
