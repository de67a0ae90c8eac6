package core

import (
	"math"
	"strconv"
	"strings"
)

// Type is an immutable type uniqued in a Context; compare types with ==.
//
// Key returns the uniquing key: two types of the same Context are the same
// pointer exactly when their keys are equal. Dialects define their own types by
// implementing Type (and DialectType for their syntax) and interning values
// with Context.InternType.
type Type interface {
	Key() string
}

// Dynamic marks a dynamic dimension ('?') in a shape.
const Dynamic int64 = math.MinInt64

// Signedness of an integer type.
type Signedness uint8

const (
	Signless Signedness = iota
	Signed
	Unsigned
)

// IntType is iN, siN or uiN.
type IntType struct {
	Width int
	Sign  Signedness
}

func (t *IntType) Key() string {
	return [...]string{"i", "si", "ui"}[t.Sign] + strconv.Itoa(t.Width)
}

// IndexType is the target-width integer used for sizes and indices.
type IndexType struct{}

func (*IndexType) Key() string { return "index" }

// NoneType is the unit type `none`.
type NoneType struct{}

func (*NoneType) Key() string { return "none" }

// FloatType is a builtin floating-point type; Name is its MLIR spelling
// ("f32", "bf16", "f8E4M3FN", ...). Bit-level semantics live in numerics.
type FloatType struct {
	Name  string
	Width int
}

func (t *FloatType) Key() string { return t.Name }

// floatWidths lists every builtin float type and its storage width.
var floatWidths = map[string]int{
	"f16": 16, "bf16": 16, "f32": 32, "f64": 64, "f80": 80, "f128": 128, "tf32": 19,
	"f8E5M2": 8, "f8E4M3": 8, "f8E4M3FN": 8, "f8E5M2FNUZ": 8, "f8E4M3FNUZ": 8,
	"f8E4M3B11FNUZ": 8, "f8E3M4": 8, "f8E8M0FNU": 8,
	"f6E2M3FN": 6, "f6E3M2FN": 6, "f4E2M1FN": 4,
}

// IsFloatTypeName reports whether s spells a builtin float type.
func IsFloatTypeName(s string) bool { _, ok := floatWidths[s]; return ok }

// ComplexType is complex<T>.
type ComplexType struct{ Elem Type }

func (t *ComplexType) Key() string { return "complex<" + t.Elem.Key() + ">" }

// ShapedType is implemented by tensors, vectors and memrefs.
type ShapedType interface {
	Type
	ElementType() Type
	// HasRank is false for unranked tensors and memrefs.
	HasRank() bool
	// Shape is nil when unranked; dynamic sizes are Dynamic.
	Shape() []int64
}

// NumElements is the product of a static shape, or -1 if any dim is dynamic.
func NumElements(shape []int64) int64 {
	n := int64(1)
	for _, d := range shape {
		if d == Dynamic {
			return -1
		}
		n *= d
	}
	return n
}

func shapeKey(b *strings.Builder, shape []int64) {
	for _, d := range shape {
		if d == Dynamic {
			b.WriteByte('?')
		} else {
			b.WriteString(strconv.FormatInt(d, 10))
		}
		b.WriteByte('x')
	}
}

// TensorType is a ranked tensor with an optional encoding attribute.
type TensorType struct {
	Dims     []int64
	Elem     Type
	Encoding Attribute // nil when absent
}

func (t *TensorType) Key() string {
	var b strings.Builder
	b.WriteString("tensor<")
	shapeKey(&b, t.Dims)
	b.WriteString(t.Elem.Key())
	if t.Encoding != nil {
		b.WriteString(", ")
		b.WriteString(t.Encoding.Key())
	}
	b.WriteByte('>')
	return b.String()
}
func (t *TensorType) ElementType() Type { return t.Elem }
func (t *TensorType) HasRank() bool     { return true }
func (t *TensorType) Shape() []int64    { return t.Dims }

// UnrankedTensorType is tensor<*xT>.
type UnrankedTensorType struct{ Elem Type }

func (t *UnrankedTensorType) Key() string       { return "tensor<*x" + t.Elem.Key() + ">" }
func (t *UnrankedTensorType) ElementType() Type { return t.Elem }
func (t *UnrankedTensorType) HasRank() bool     { return false }
func (t *UnrankedTensorType) Shape() []int64    { return nil }

// VectorType is vector<[4]x8xf32>; Scalable marks dims written in brackets.
type VectorType struct {
	Dims     []int64
	Scalable []bool // nil or len(Dims)
	Elem     Type
}

func (t *VectorType) Key() string {
	var b strings.Builder
	b.WriteString("vector<")
	for i, d := range t.Dims {
		if t.Scalable != nil && t.Scalable[i] {
			b.WriteString("[" + strconv.FormatInt(d, 10) + "]x")
		} else {
			b.WriteString(strconv.FormatInt(d, 10) + "x")
		}
	}
	b.WriteString(t.Elem.Key())
	b.WriteByte('>')
	return b.String()
}
func (t *VectorType) ElementType() Type { return t.Elem }
func (t *VectorType) HasRank() bool     { return true }
func (t *VectorType) Shape() []int64    { return t.Dims }

// MemRefType is memref<4x?xf32, layout, memspace>; Layout and MemorySpace may be nil.
type MemRefType struct {
	Dims        []int64
	Elem        Type
	Layout      Attribute
	MemorySpace Attribute
}

func (t *MemRefType) Key() string {
	var b strings.Builder
	b.WriteString("memref<")
	shapeKey(&b, t.Dims)
	b.WriteString(t.Elem.Key())
	if t.Layout != nil {
		b.WriteString(", " + t.Layout.Key())
	}
	if t.MemorySpace != nil {
		b.WriteString(", ms " + t.MemorySpace.Key())
	}
	b.WriteByte('>')
	return b.String()
}
func (t *MemRefType) ElementType() Type { return t.Elem }
func (t *MemRefType) HasRank() bool     { return true }
func (t *MemRefType) Shape() []int64    { return t.Dims }

// UnrankedMemRefType is memref<*xT, memspace>.
type UnrankedMemRefType struct {
	Elem        Type
	MemorySpace Attribute
}

func (t *UnrankedMemRefType) Key() string {
	k := "memref<*x" + t.Elem.Key()
	if t.MemorySpace != nil {
		k += ", " + t.MemorySpace.Key()
	}
	return k + ">"
}
func (t *UnrankedMemRefType) ElementType() Type { return t.Elem }
func (t *UnrankedMemRefType) HasRank() bool     { return false }
func (t *UnrankedMemRefType) Shape() []int64    { return nil }

// TupleType is tuple<T1, T2>.
type TupleType struct{ Types []Type }

func (t *TupleType) Key() string { return "tuple<" + typeListKey(t.Types) + ">" }

// FunctionType is (inputs) -> results.
type FunctionType struct{ Inputs, Results []Type }

func (t *FunctionType) Key() string {
	return "(" + typeListKey(t.Inputs) + ") -> (" + typeListKey(t.Results) + ")"
}

// OpaqueType is a type of a dialect that is not loaded: !dialect.body.
type OpaqueType struct {
	Dialect string
	Data    string
}

func (t *OpaqueType) Key() string { return "!" + t.Dialect + "<\"" + t.Data + "\">" }

func typeListKey(ts []Type) string {
	var b strings.Builder
	for i, t := range ts {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(t.Key())
	}
	return b.String()
}

// Constructors. Each returns the Context's unique instance.

func IntegerType(c *Context, width int) *IntType { return c.intType(width, Signless) }
func SignedIntType(c *Context, width int) *IntType {
	return c.intType(width, Signed)
}
func UnsignedIntType(c *Context, width int) *IntType {
	return c.intType(width, Unsigned)
}
func IntTypeOf(c *Context, width int, s Signedness) *IntType { return c.intType(width, s) }
func Index(c *Context) *IndexType                            { return c.index }
func None(c *Context) *NoneType                              { return c.none }

// Float returns the builtin float type spelled name, or nil if there is none.
func Float(c *Context, name string) *FloatType {
	w, ok := floatWidths[name]
	if !ok {
		return nil
	}
	return InternTypeKeyed(c, floatTypeKey(name), func(k floatTypeKey) *FloatType {
		return &FloatType{Name: string(k), Width: w}
	})
}

type floatTypeKey string

func F32(c *Context) *FloatType { return Float(c, "f32") }
func F64(c *Context) *FloatType { return Float(c, "f64") }

func Complex(c *Context, elem Type) *ComplexType { return InternType(c, &ComplexType{Elem: elem}) }
func RankedTensor(c *Context, shape []int64, elem Type, encoding Attribute) *TensorType {
	return InternType(c, &TensorType{Dims: cloneInts(shape), Elem: elem, Encoding: encoding})
}
func UnrankedTensor(c *Context, elem Type) *UnrankedTensorType {
	return InternType(c, &UnrankedTensorType{Elem: elem})
}
func Vector(c *Context, shape []int64, scalable []bool, elem Type) *VectorType {
	if scalable != nil {
		any := false
		for _, s := range scalable {
			any = any || s
		}
		if !any {
			scalable = nil
		} else {
			scalable = append([]bool(nil), scalable...)
		}
	}
	return InternType(c, &VectorType{Dims: cloneInts(shape), Scalable: scalable, Elem: elem})
}
func MemRef(c *Context, shape []int64, elem Type, layout, memSpace Attribute) *MemRefType {
	return InternType(c, &MemRefType{Dims: cloneInts(shape), Elem: elem, Layout: layout, MemorySpace: memSpace})
}
func UnrankedMemRef(c *Context, elem Type, memSpace Attribute) *UnrankedMemRefType {
	return InternType(c, &UnrankedMemRefType{Elem: elem, MemorySpace: memSpace})
}
func Tuple(c *Context, types []Type) *TupleType {
	return InternType(c, &TupleType{Types: append([]Type(nil), types...)})
}
func Function(c *Context, inputs, results []Type) *FunctionType {
	// Small signatures, nearly all of them (every op of a generic-form file
	// has one), are found by their types without building a Key.
	if len(inputs) <= len(fnKey{}.in) && len(results) <= len(fnKey{}.out) {
		k := fnKey{nin: uint8(len(inputs)), nout: uint8(len(results))}
		copy(k.in[:], inputs)
		copy(k.out[:], results)
		return InternTypeKeyed(c, k, newFunctionType)
	}
	return InternType(c, &FunctionType{Inputs: append([]Type(nil), inputs...), Results: append([]Type(nil), results...)})
}

type fnKey struct {
	in        [4]Type
	out       [2]Type
	nin, nout uint8
}

func newFunctionType(k fnKey) *FunctionType {
	return &FunctionType{Inputs: append([]Type(nil), k.in[:k.nin]...), Results: append([]Type(nil), k.out[:k.nout]...)}
}
func Opaque(c *Context, dialect, data string) *OpaqueType {
	return InternType(c, &OpaqueType{Dialect: dialect, Data: data})
}

func cloneInts(s []int64) []int64 {
	if s == nil {
		return []int64{}
	}
	return append([]int64(nil), s...)
}

// ElementTypeOrSelf returns the element type of a shaped type, else t.
func ElementTypeOrSelf(t Type) Type {
	if s, ok := t.(ShapedType); ok {
		return s.ElementType()
	}
	return t
}

// IsIntOrIndex reports whether t is an integer or index type.
func IsIntOrIndex(t Type) bool {
	switch t.(type) {
	case *IntType, *IndexType:
		return true
	}
	return false
}

// IntOrFloatWidth returns the bit width of an integer or float type, or 0.
func IntOrFloatWidth(t Type) int {
	switch t := t.(type) {
	case *IntType:
		return t.Width
	case *FloatType:
		return t.Width
	}
	return 0
}
