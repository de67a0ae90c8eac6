package interp

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"ncc/core"
	"ncc/core/asm"
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

// Quant holds the parameters of a !quant.uniform element type.
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
	}
	if u, ok := t.(*UniformType); ok {
		return uniformElem(u)
	}
	s := asm.TypeString(t)
	if strings.HasPrefix(s, "!quant.uniform<") {
		return parseQuant(t, s)
	}
	return nil, fmt.Errorf("unsupported element type %s", s)
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

// parseQuant reads !quant.uniform<storage[<min:max>]:expressed[:axis],
// scale[:zp] | {scale[:zp], ...}>.
func parseQuant(t core.Type, s string) (*Elem, error) {
	body := strings.TrimSuffix(strings.TrimPrefix(s, "!quant.uniform<"), ">")
	bad := func() (*Elem, error) { return nil, fmt.Errorf("unsupported quantized type %s", s) }
	comma := strings.IndexByte(body, ',')
	if comma < 0 {
		return bad()
	}
	head, params := strings.TrimSpace(body[:comma]), strings.TrimSpace(body[comma+1:])
	// head: storage[<min:max>]:expressed[:axis]
	var lo, hi string
	if i := strings.IndexByte(head, '<'); i >= 0 {
		j := strings.IndexByte(head, '>')
		if j < i {
			return bad()
		}
		r := strings.Split(head[i+1:j], ":")
		if len(r) != 2 {
			return bad()
		}
		lo, hi = r[0], r[1]
		head = head[:i] + head[j+1:]
	}
	parts := strings.Split(head, ":")
	if len(parts) < 2 || len(parts) > 3 {
		return bad()
	}
	sign, w := core.Signless, 0
	st := strings.TrimSpace(parts[0])
	switch {
	case strings.HasPrefix(st, "ui"):
		sign, st = core.Unsigned, st[2:]
	case strings.HasPrefix(st, "i"):
		st = st[1:]
	default:
		return bad()
	}
	w, err := strconv.Atoi(st)
	if err != nil || w < 2 || w > 64 {
		return bad()
	}
	q := &Quant{Axis: -1}
	e := &Elem{Type: t, Kind: SInt, Bits: w, Quant: q}
	if sign == core.Unsigned {
		e.Kind = UInt
	}
	q.StorageMin, q.StorageMax = e.MinInt(), e.MaxInt()
	if lo != "" {
		if q.StorageMin, err = strconv.ParseInt(strings.TrimSpace(lo), 10, 64); err != nil {
			return bad()
		}
		if q.StorageMax, err = strconv.ParseInt(strings.TrimSpace(hi), 10, 64); err != nil {
			return bad()
		}
	}
	ft := strings.TrimSpace(parts[1])
	f, ok := numerics.FormatByName(ft)
	if !ok {
		return bad()
	}
	q.Expressed = &Elem{Kind: Float, Bits: f.Bits(), Fmt: f}
	if len(parts) == 3 {
		if q.Axis, err = strconv.Atoi(strings.TrimSpace(parts[2])); err != nil || q.Axis < 0 {
			return bad()
		}
	}
	params = strings.TrimSpace(params)
	var list []string
	if strings.HasPrefix(params, "{") {
		list = strings.Split(strings.TrimSuffix(strings.TrimPrefix(params, "{"), "}"), ",")
	} else {
		list = []string{params}
	}
	for _, p := range list {
		sc, zp, _ := strings.Cut(strings.TrimSpace(p), ":")
		v, err := strconv.ParseFloat(strings.TrimSpace(sc), 64)
		if err != nil {
			return bad()
		}
		z := int64(0)
		if zp != "" {
			if z, err = strconv.ParseInt(strings.TrimSpace(zp), 10, 64); err != nil {
				return bad()
			}
		}
		q.Scales = append(q.Scales, v)
		q.ZeroPoints = append(q.ZeroPoints, z)
	}
	return e, nil
}

func uniformElem(u *UniformType) (*Elem, error) {
	e := &Elem{Type: u, Kind: SInt, Bits: u.Storage.Width}
	if u.Storage.Sign == core.Unsigned {
		e.Kind = UInt
	}
	f, ok := numerics.FormatByName(u.Expressed.Key())
	if !ok {
		return nil, fmt.Errorf("unsupported expressed type %s", u.Expressed.Key())
	}
	q := &Quant{Axis: int(u.Axis), Scales: u.Scales, ZeroPoints: u.ZeroPoints,
		Expressed: &Elem{Kind: Float, Bits: f.Bits(), Fmt: f}}
	q.StorageMin, q.StorageMax = e.MinInt(), e.MaxInt()
	if u.HasRange {
		q.StorageMin, q.StorageMax = u.Min, u.Max
	}
	e.Quant = q
	return e, nil
}
