package interp

import (
	"encoding/binary"
	"fmt"
	"math"

	"ncc/core"
)

// Value is a runtime value: *Tensor, *Token or *Tuple. Scalars (i1, f32,
// index, ...) are rank-0 Tensors.
type Value interface{ isValue() }

// Token is the value of !stablehlo.token.
type Token struct{}

// Tuple is the value of a tuple type.
type Tuple struct{ Elems []Value }

// Tensor is a dense row-major tensor; exactly one of I, F, C is used,
// chosen by E.Kind (see the package doc).
type Tensor struct {
	Type  *core.TensorType
	Shape []int64
	E     *Elem
	I     []int64
	F     []float64
	C     []complex128
}

func (*Token) isValue()  {}
func (*Tuple) isValue()  {}
func (*Tensor) isValue() {}

// Len is the number of elements.
func (t *Tensor) Len() int { return int(numElems(t.Shape)) }

// Rank is the number of dimensions.
func (t *Tensor) Rank() int { return len(t.Shape) }

func numElems(shape []int64) int64 {
	n := int64(1)
	for _, d := range shape {
		n *= d
	}
	return n
}

// maxElems bounds one tensor's element count (tests lower it).
var maxElems int64 = 1 << 31

// NewTensor allocates a zero tensor of type tt.
func NewTensor(tt *core.TensorType) (*Tensor, error) {
	for _, d := range tt.Dims {
		if d == core.Dynamic {
			return nil, fmt.Errorf("tensor type %s has a dynamic dimension", tt.Key())
		}
		if d < 0 {
			return nil, fmt.Errorf("negative dimension in %s", tt.Key())
		}
	}
	e, err := ElemOf(tt.Elem)
	if err != nil {
		return nil, err
	}
	n := int64(1)
	for _, d := range tt.Dims {
		if d > 0 && n > maxElems/d {
			return nil, fmt.Errorf("tensor type %s has too many elements", tt.Key())
		}
		n *= d
	}
	return alloc(tt, e, int(n)), nil
}

func alloc(tt *core.TensorType, e *Elem, n int) *Tensor {
	t := &Tensor{Type: tt, Shape: tt.Dims, E: e}
	switch {
	case e.IsInt():
		t.I = takeI(n)
	case e.Kind == Float:
		t.F = takeF(n)
	default:
		t.C = make([]complex128, n)
	}
	return t
}

// like allocates a zero tensor with t's element type and the given type.
func like(tt *core.TensorType, e *Elem) *Tensor {
	return alloc(tt, e, int(numElems(tt.Dims)))
}

// Clone copies t.
func (t *Tensor) Clone() *Tensor {
	c := *t
	c.I = append([]int64(nil), t.I...)
	c.F = append([]float64(nil), t.F...)
	c.C = append([]complex128(nil), t.C...)
	if t.I == nil {
		c.I = nil
	}
	if t.F == nil {
		c.F = nil
	}
	if t.C == nil {
		c.C = nil
	}
	return &c
}

// withType returns t viewed with another type of the same element storage
// (reshape): the buffer is shared, which is safe because tensors are never
// mutated after an op produced them.
func (t *Tensor) withType(tt *core.TensorType) *Tensor {
	c := *t
	c.Type, c.Shape = tt, tt.Dims
	return &c
}

// copyElem copies element j of src into element i of dst (same storage).
func (t *Tensor) copyElem(i int, src *Tensor, j int) {
	switch {
	case t.I != nil:
		t.I[i] = src.I[j]
	case t.F != nil:
		t.F[i] = src.F[j]
	default:
		t.C[i] = src.C[j]
	}
}

// strides returns row-major strides of shape.
func strides(shape []int64) []int64 {
	s := make([]int64, len(shape))
	acc := int64(1)
	for i := len(shape) - 1; i >= 0; i-- {
		s[i] = acc
		acc *= shape[i]
	}
	return s
}

// nextIndex advances idx through shape in row-major order and reports
// whether it wrapped around to all zeros.
func nextIndex(idx, shape []int64) bool {
	for d := len(idx) - 1; d >= 0; d-- {
		idx[d]++
		if idx[d] < shape[d] {
			return false
		}
		idx[d] = 0
	}
	return true
}

// FromDense builds a tensor from a dense elements attribute.
func FromDense(a *core.DenseAttr) (*Tensor, error) {
	tt, ok := a.Type.(*core.TensorType)
	if !ok {
		return nil, fmt.Errorf("expected a tensor-typed dense attribute")
	}
	t, err := NewTensor(tt)
	if err != nil {
		return nil, err
	}
	e := t.E
	if e.Quant != nil {
		return nil, fmt.Errorf("quantized dense constants are not supported")
	}
	eb := core.ElementBytes(tt.Elem)
	n := t.Len()
	if eb == 0 || (len(a.Raw) != eb && len(a.Raw) != eb*n) {
		if n == 0 {
			return t, nil
		}
		return nil, fmt.Errorf("dense attribute holds %d bytes, expected %d", len(a.Raw), eb*n)
	}
	for i := 0; i < n; i++ {
		off := i * eb
		if a.Splat || len(a.Raw) == eb {
			off = 0
		}
		switch e.Kind {
		case Bool, SInt, UInt:
			t.I[i] = e.Wrap(int64(loadLE(a.Raw[off:], eb)))
		case Float:
			t.F[i] = e.Fmt.ToFloat64(loadLE(a.Raw[off:], eb))
		case Complex:
			h := eb / 2
			t.C[i] = complex(e.Fmt.ToFloat64(loadLE(a.Raw[off:], h)), e.Fmt.ToFloat64(loadLE(a.Raw[off+h:], h)))
		}
	}
	return t, nil
}

// ToDense converts t back to a dense attribute of its type.
func (t *Tensor) ToDense(ctx *core.Context) *core.DenseAttr {
	eb := core.ElementBytes(t.Type.Elem)
	if t.E.Quant != nil {
		eb = (t.E.Bits + 7) / 8
	}
	n := t.Len()
	raw := make([]byte, eb*n)
	for i := 0; i < n; i++ {
		off := i * eb
		switch t.E.Kind {
		case Bool, SInt, UInt:
			storeLE(raw[off:], eb, uint64(t.I[i]))
		case Float:
			storeLE(raw[off:], eb, t.E.Fmt.FromFloat64(t.F[i]))
		case Complex:
			h := eb / 2
			storeLE(raw[off:], h, t.E.Fmt.FromFloat64(real(t.C[i])))
			storeLE(raw[off+h:], h, t.E.Fmt.FromFloat64(imag(t.C[i])))
		}
	}
	return core.Dense(ctx, t.Type, raw)
}

func loadLE(b []byte, n int) uint64 {
	var buf [8]byte
	copy(buf[:], b[:min(n, 8)])
	return binary.LittleEndian.Uint64(buf[:])
}

func storeLE(b []byte, n int, v uint64) {
	var buf [8]byte
	binary.LittleEndian.PutUint64(buf[:], v)
	copy(b[:n], buf[:min(n, 8)])
}

// Scalar helpers used by kernels that index dynamically.

// intAt reads element i of an integer tensor as int64.
func (t *Tensor) intAt(i int) int64 { return t.I[i] }

// floatAt reads element i as float64 (real part for complex, value for ints).
func (t *Tensor) floatAt(i int) float64 {
	switch {
	case t.F != nil:
		return t.F[i]
	case t.C != nil:
		return real(t.C[i])
	case t.E.Kind == UInt:
		return float64(uint64(t.I[i]))
	}
	return float64(t.I[i])
}

// isNaN reports whether float element x is NaN.
func isNaN(x float64) bool { return math.IsNaN(x) }

// scalarTensor makes a rank-0 tensor of type tt holding one value.
func scalarLike(t *Tensor, tt *core.TensorType) *Tensor { return like(tt, t.E) }
