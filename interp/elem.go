package interp

import (
	"fmt"
	"math"

	"ncc/core"
	"ncc/core/asm"
	"ncc/dialects/quant"
	"ncc/numerics"
)

// Kind is the storage class of an element type.
type Kind uint8

const (
	Bool    Kind = iota // i1, in I as 0 or 1
	SInt                // signless and signed integers, sign-extended in I
	UInt                // unsigned integers, zero-extended in I
	Float               // in F
	Complex             // in C; Fmt is the part format
)

// Elem describes one element type: how it is stored and rounded.
type Elem struct {
	Type  core.Type
	Kind  Kind
	Bits  int              // integer width, or the float/part width
	Fmt   *numerics.Format // Float and Complex
	Quant *Quant           // quantized: Kind/Bits describe the storage type
}

// Quant holds the parameters of a !quant.uniform element type (per-tensor
// or per-axis; see dialects/quant).
type Quant struct {
	StorageMin, StorageMax int64
	Expressed              *Elem
	Axis                   int // -1 for per-tensor quantization
	Scales                 []float64
	ZeroPoints             []int64
}

// IsInt reports whether values live in I (booleans and integers).
func (e *Elem) IsInt() bool { return e.Kind <= UInt }

// ElemOf returns the element description of t.
func ElemOf(t core.Type) (*Elem, error) {
	switch t := t.(type) {
	case *core.IntType:
		if t.Width == 1 {
			return &Elem{Type: t, Kind: Bool, Bits: 1}, nil
		}
		if t.Width < 1 || t.Width > 64 {
			return nil, fmt.Errorf("unsupported integer width %d", t.Width)
		}
		k := SInt
		if t.Sign == core.Unsigned {
			k = UInt
		}
		return &Elem{Type: t, Kind: k, Bits: t.Width}, nil
	case *core.IndexType:
		return &Elem{Type: t, Kind: SInt, Bits: 64}, nil
	case *core.FloatType:
		f, ok := numerics.FormatByName(t.Name)
		if !ok {
			return nil, fmt.Errorf("unsupported float type %s", t.Name)
		}
		return &Elem{Type: t, Kind: Float, Bits: f.Bits(), Fmt: f}, nil
	case *core.ComplexType:
		ft, ok := t.Elem.(*core.FloatType)
		if !ok {
			return nil, fmt.Errorf("unsupported complex element type")
		}
		f, ok := numerics.FormatByName(ft.Name)
		if !ok {
			return nil, fmt.Errorf("unsupported float type %s", ft.Name)
		}
		return &Elem{Type: t, Kind: Complex, Bits: f.Bits(), Fmt: f}, nil
	case *quant.UniformType:
		return quantElem(t, t.Storage, t.Expressed, -1, []float64{t.Scale}, []int64{t.ZeroPoint})
	case *quant.PerAxisType:
		return quantElem(t, t.Storage, t.Expressed, int(t.Axis), t.Scales, t.ZeroPoints)
	}
	return nil, fmt.Errorf("unsupported element type %s", asm.TypeString(t))
}

// Wrap truncates v to the element width and re-extends it.
func (e *Elem) Wrap(v int64) int64 {
	switch e.Kind {
	case Bool:
		return v & 1
	case SInt:
		if e.Bits >= 64 {
			return v
		}
		s := uint(64 - e.Bits)
		return v << s >> s
	case UInt:
		if e.Bits >= 64 {
			return v
		}
		s := uint(64 - e.Bits)
		return int64(uint64(v) << s >> s)
	}
	return v
}

// WrapSlice wraps every value of v in place.
func (e *Elem) WrapSlice(v []int64) {
	if e.Bits >= 64 {
		return
	}
	s := uint(64 - e.Bits)
	switch e.Kind {
	case Bool:
		for i := range v {
			v[i] &= 1
		}
	case SInt:
		for i := range v {
			v[i] = v[i] << s >> s
		}
	case UInt:
		for i := range v {
			v[i] = int64(uint64(v[i]) << s >> s)
		}
	}
}

// MinInt and MaxInt are the integer type's range (as int64; MaxInt of ui64
// is reported as math.MaxInt64, use MaxUint).
func (e *Elem) MinInt() int64 {
	if e.Kind != SInt {
		return 0
	}
	return -1 << (e.Bits - 1)
}

func (e *Elem) MaxInt() int64 {
	switch e.Kind {
	case Bool:
		return 1
	case SInt:
		return int64(uint64(1)<<(e.Bits-1) - 1)
	}
	if e.Bits >= 63 {
		return math.MaxInt64
	}
	return 1<<e.Bits - 1
}

// MaxUint is the largest unsigned value of a UInt type.
func (e *Elem) MaxUint() uint64 {
	if e.Bits >= 64 {
		return math.MaxUint64
	}
	return 1<<e.Bits - 1
}

// RoundF rounds one float64 to the element's float format.
func (e *Elem) RoundF(x float64) float64 {
	switch e.Fmt {
	case numerics.F64:
		return x
	case numerics.F32:
		return float64(float32(x))
	}
	return e.Fmt.ToFloat64(e.Fmt.FromFloat64(x))
}

// Round rounds every float in place to the element's format.
func (e *Elem) Round(f []float64) {
	switch e.Fmt {
	case numerics.F64:
	case numerics.F32:
		for i, x := range f {
			f[i] = float64(float32(x))
		}
	default:
		fm := e.Fmt
		for i, x := range f {
			f[i] = fm.ToFloat64(fm.FromFloat64(x))
		}
	}
}

// RoundC rounds both parts of every complex value in place.
func (e *Elem) RoundC(c []complex128) {
	if e.Fmt == numerics.F64 {
		return
	}
	for i, x := range c {
		c[i] = complex(e.RoundF(real(x)), e.RoundF(imag(x)))
	}
}

// Bits of a float value (for bitcast_convert and printing).
func (e *Elem) FloatBits(x float64) uint64 { return e.Fmt.FromFloat64(x) }

// quantElem describes a uniform quantized type (per-tensor when axis is
// -1): Kind and Bits are the storage integer's, Quant the parameters.
func quantElem(t core.Type, s quant.Storage, expressed *core.FloatType, axis int, scales []float64, zps []int64) (*Elem, error) {
	f, ok := numerics.FormatByName(expressed.Name)
	if !ok {
		return nil, fmt.Errorf("unsupported expressed type %s", expressed.Name)
	}
	e := &Elem{Type: t, Kind: SInt, Bits: s.Width()}
	if !s.Signed {
		e.Kind = UInt
	}
	e.Quant = &Quant{StorageMin: s.Min, StorageMax: s.Max, Axis: axis, Scales: scales, ZeroPoints: zps,
		Expressed: &Elem{Kind: Float, Bits: f.Bits(), Fmt: f}}
	return e, nil
}
