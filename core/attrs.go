package core

import (
	"encoding/binary"
	"fmt"
	"math/big"
	"sort"
	"strconv"
	"strings"
)

// Attribute is an immutable compile-time value uniqued in a Context; compare
// with ==. Key is the uniquing key, as for Type.
type Attribute interface {
	Key() string
}

// TypedAttr is an attribute that carries a type (integers, floats, elements).
type TypedAttr interface {
	Attribute
	AttrType() Type
}

// NamedAttr is one entry of an attribute dictionary.
type NamedAttr struct {
	Name  string
	Value Attribute
}

// IntegerAttr is an integer (or index, or i1 bool) constant. Values of types up
// to 64 bits live in Val, sign-extended from the type's width for signless and
// signed types and zero-extended for unsigned ones; wider values live in Big.
type IntegerAttr struct {
	Type Type
	Val  int64
	Big  *big.Int // non-nil only for widths > 64
}

func (a *IntegerAttr) Key() string {
	v := strconv.FormatInt(a.Val, 10)
	if a.Big != nil {
		v = a.Big.String()
	}
	return "int:" + v + ":" + a.Type.Key()
}
func (a *IntegerAttr) AttrType() Type { return a.Type }

// Uint64 returns the value's low 64 bits.
func (a *IntegerAttr) Uint64() uint64 { return uint64(a.Val) }

// FloatAttr is a float constant stored as the bit pattern of its type's format
// (Bits holds the low 64 bits; Hi the rest for f80/f128).
type FloatAttr struct {
	Type *FloatType
	Bits uint64
	Hi   uint64
}

func (a *FloatAttr) Key() string {
	return "float:" + strconv.FormatUint(a.Hi, 16) + "_" + strconv.FormatUint(a.Bits, 16) + ":" + a.Type.Name
}
func (a *FloatAttr) AttrType() Type { return a.Type }

// StringAttr is "text", optionally typed ("text" : i32).
type StringAttr struct {
	Value string
	Type  Type // nil for untyped
}

func (a *StringAttr) Key() string {
	k := "str:" + strconv.Quote(a.Value)
	if a.Type != nil {
		k += ":" + a.Type.Key()
	}
	return k
}
func (a *StringAttr) AttrType() Type { return a.Type }

// UnitAttr is the attribute whose presence is its meaning.
type UnitAttr struct{}

func (*UnitAttr) Key() string { return "unit" }

// TypeAttr wraps a type.
type TypeAttr struct{ Type Type }

func (a *TypeAttr) Key() string { return "type:" + a.Type.Key() }

// ArrayAttr is [a, b, c].
type ArrayAttr struct{ Elems []Attribute }

func (a *ArrayAttr) Key() string { return "[" + attrListKey(a.Elems) + "]" }

// DictAttr is {a = 1, b}; entries are sorted by name and names are unique.
type DictAttr struct{ Entries []NamedAttr }

func (a *DictAttr) Key() string {
	var b strings.Builder
	b.WriteString("{")
	for i, e := range a.Entries {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(strconv.Quote(e.Name) + "=" + e.Value.Key())
	}
	b.WriteString("}")
	return b.String()
}

// Get returns the entry named name, or nil.
func (a *DictAttr) Get(name string) Attribute {
	i := sort.Search(len(a.Entries), func(i int) bool { return a.Entries[i].Name >= name })
	if i < len(a.Entries) && a.Entries[i].Name == name {
		return a.Entries[i].Value
	}
	return nil
}

// SymbolRefAttr is @root::@nested1::@nested2.
type SymbolRefAttr struct {
	Root   string
	Nested []string
}

func (a *SymbolRefAttr) Key() string {
	k := "@" + strconv.Quote(a.Root)
	for _, n := range a.Nested {
		k += "::@" + strconv.Quote(n)
	}
	return k
}

// IsFlat reports whether the reference has no nested parts.
func (a *SymbolRefAttr) IsFlat() bool { return len(a.Nested) == 0 }

// Leaf returns the innermost referenced name.
func (a *SymbolRefAttr) Leaf() string {
	if len(a.Nested) > 0 {
		return a.Nested[len(a.Nested)-1]
	}
	return a.Root
}

// DenseArrayAttr is array<i64: 1, 2>: a 1-D array of ints or floats packed
// little-endian, ElemBytes bytes per element (i1 takes one byte).
type DenseArrayAttr struct {
	Elem Type
	N    int
	Raw  []byte
}

func (a *DenseArrayAttr) Key() string {
	return "array<" + a.Elem.Key() + ":" + strconv.Itoa(a.N) + ":" + string(a.Raw) + ">"
}

// ElementsAttr is implemented by the dense, resource and string element attrs.
type ElementsAttr interface {
	TypedAttr
	ShapedType() ShapedType
}

// DenseAttr is dense<...>: the elements of a static-shaped tensor or vector,
// packed little-endian with ElementBytes(elem) bytes per element (complex
// elements are two parts). A splat stores one element.
type DenseAttr struct {
	Type  ShapedType
	Raw   []byte
	Splat bool
}

func (a *DenseAttr) Key() string {
	s := "dense:"
	if a.Splat {
		s = "splat:"
	}
	return s + a.Type.Key() + ":" + string(a.Raw)
}
func (a *DenseAttr) AttrType() Type         { return a.Type }
func (a *DenseAttr) ShapedType() ShapedType { return a.Type }

// DenseStringAttr is dense<["a", "b"]> of a string-element tensor.
type DenseStringAttr struct {
	Type   ShapedType
	Values []string
	Splat  bool
}

func (a *DenseStringAttr) Key() string {
	var b strings.Builder
	b.WriteString("densestr:" + a.Type.Key())
	if a.Splat {
		b.WriteString(":splat")
	}
	for _, v := range a.Values {
		b.WriteString(":" + strconv.Quote(v))
	}
	return b.String()
}
func (a *DenseStringAttr) AttrType() Type         { return a.Type }
func (a *DenseStringAttr) ShapedType() ShapedType { return a.Type }

// SparseAttr is sparse<indices, values>: a shaped value that is zero but at
// the listed indices (MLIR's SparseElementsAttr). Indices is an i64 tensor
// of shape [N, rank] (or [N] when the rank is 1) and Values the N values.
type SparseAttr struct {
	Type    ShapedType
	Indices *DenseAttr
	Values  ElementsAttr // *DenseAttr or *DenseStringAttr
}

func (a *SparseAttr) Key() string {
	return "sparse:" + a.Type.Key() + ":" + a.Indices.Key() + ":" + a.Values.Key()
}
func (a *SparseAttr) AttrType() Type         { return a.Type }
func (a *SparseAttr) ShapedType() ShapedType { return a.Type }

// DenseResourceAttr is dense_resource<handle>: elements kept in the file's
// resource section under Handle.
type DenseResourceAttr struct {
	Type   ShapedType
	Handle string
}

func (a *DenseResourceAttr) Key() string            { return "resource:" + a.Handle + ":" + a.Type.Key() }
func (a *DenseResourceAttr) AttrType() Type         { return a.Type }
func (a *DenseResourceAttr) ShapedType() ShapedType { return a.Type }

// StridedLayoutAttr is strided<[s0, s1], offset: o>; Dynamic marks '?'.
type StridedLayoutAttr struct {
	Offset  int64
	Strides []int64
}

func (a *StridedLayoutAttr) Key() string {
	var b strings.Builder
	b.WriteString("strided<")
	shapeKey(&b, a.Strides)
	b.WriteString(strconv.FormatInt(a.Offset, 10) + ">")
	return b.String()
}

// OpaqueAttr is an attribute of a dialect that is not loaded: #dialect<body>.
type OpaqueAttr struct {
	Dialect string
	Data    string
	Type    Type // nil unless written with ': type'
}

func (a *OpaqueAttr) Key() string {
	k := "#" + a.Dialect + "<" + strconv.Quote(a.Data) + ">"
	if a.Type != nil {
		k += ":" + a.Type.Key()
	}
	return k
}

// DistinctAttr is distinct[N]<attr>: never uniqued with another instance, even
// one of the same referenced attribute.
type DistinctAttr struct {
	Ref Attribute
	id  uint64
}

func (a *DistinctAttr) Key() string { return "distinct:" + strconv.FormatUint(a.id, 10) }

func attrListKey(as []Attribute) string {
	var b strings.Builder
	for i, a := range as {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(a.Key())
	}
	return b.String()
}

// Constructors.

// Int returns an IntegerAttr of type t holding v (truncated and re-extended to t's width).
func Int(c *Context, t Type, v int64) *IntegerAttr {
	return InternAttrKeyed(c, intAttrKey{t, normalizeInt(t, v)}, newIntAttr)
}

type intAttrKey struct {
	t Type
	v int64
}

func newIntAttr(k intAttrKey) *IntegerAttr { return &IntegerAttr{Type: k.t, Val: k.v} }

// BigInt returns an IntegerAttr of type t for an arbitrary-precision value.
func BigInt(c *Context, t Type, v *big.Int) *IntegerAttr {
	w := IntOrFloatWidth(t)
	if w <= 64 {
		return Int(c, t, int64(new(big.Int).And(v, new(big.Int).SetUint64(^uint64(0))).Uint64()))
	}
	mod := new(big.Int).Lsh(big.NewInt(1), uint(w))
	x := new(big.Int).Mod(v, mod)
	if it, ok := t.(*IntType); !ok || it.Sign != Unsigned {
		if x.Bit(w-1) == 1 {
			x.Sub(x, mod)
		}
	}
	return InternAttr(c, &IntegerAttr{Type: t, Val: x.Int64(), Big: x})
}

// normalizeInt truncates v to t's width and extends it back per t's signedness.
func normalizeInt(t Type, v int64) int64 {
	it, ok := t.(*IntType)
	if !ok || it.Width >= 64 {
		return v
	}
	sh := 64 - uint(it.Width)
	if it.Sign == Unsigned || it.Width == 1 {
		return int64(uint64(v) << sh >> sh)
	}
	return v << sh >> sh
}

// Bool returns the i1 attribute true or false.
func Bool(c *Context, b bool) *IntegerAttr {
	v := int64(0)
	if b {
		v = 1
	}
	return Int(c, IntegerType(c, 1), v)
}

// FloatBits returns a FloatAttr of type t with the given bit pattern.
func FloatBits(c *Context, t *FloatType, bits uint64) *FloatAttr {
	return FloatWide(c, t, bits, 0)
}

// FloatWide is FloatBits for the formats wider than 64 bits (f80, f128):
// hi holds the bits above the low 64.
func FloatWide(c *Context, t *FloatType, lo, hi uint64) *FloatAttr {
	return InternAttrKeyed(c, floatAttrKey{t, lo, hi}, newFloatAttr)
}

type floatAttrKey struct {
	t      *FloatType
	lo, hi uint64
}

func newFloatAttr(k floatAttrKey) *FloatAttr { return &FloatAttr{Type: k.t, Bits: k.lo, Hi: k.hi} }

func String(c *Context, s string) *StringAttr { return InternAttr(c, &StringAttr{Value: s}) }
func TypedString(c *Context, s string, t Type) *StringAttr {
	return InternAttr(c, &StringAttr{Value: s, Type: t})
}
func Unit(c *Context) *UnitAttr               { return c.unit }
func TypeAttrOf(c *Context, t Type) *TypeAttr { return InternAttr(c, &TypeAttr{Type: t}) }
func Array(c *Context, elems []Attribute) *ArrayAttr {
	return InternAttr(c, &ArrayAttr{Elems: append([]Attribute(nil), elems...)})
}

// Dict returns the dictionary of entries, sorted by name. Duplicate names keep
// the last value; parsers reject duplicates before calling this.
func Dict(c *Context, entries []NamedAttr) *DictAttr {
	es := append([]NamedAttr(nil), entries...)
	sort.SliceStable(es, func(i, j int) bool { return es[i].Name < es[j].Name })
	out := es[:0]
	for _, e := range es {
		if len(out) > 0 && out[len(out)-1].Name == e.Name {
			out[len(out)-1] = e
			continue
		}
		out = append(out, e)
	}
	return InternAttr(c, &DictAttr{Entries: out})
}

func SymbolRef(c *Context, root string, nested ...string) *SymbolRefAttr {
	return InternAttr(c, &SymbolRefAttr{Root: root, Nested: append([]string(nil), nested...)})
}
func DenseArray(c *Context, elem Type, n int, raw []byte) *DenseArrayAttr {
	return InternAttr(c, &DenseArrayAttr{Elem: elem, N: n, Raw: raw})
}

// Dense returns a dense elements attribute over raw packed bytes. If every
// element is equal it is stored, and printed, as a splat.
func Dense(c *Context, t ShapedType, raw []byte) *DenseAttr {
	eb := ElementBytes(t.ElementType())
	splat := len(raw) == eb
	if !splat && eb > 0 && len(raw) > eb {
		splat = true
		for i := eb; i < len(raw); i += eb {
			if string(raw[i:i+eb]) != string(raw[:eb]) {
				splat = false
				break
			}
		}
		if splat {
			raw = raw[:eb]
		}
	}
	return InternAttr(c, &DenseAttr{Type: t, Raw: raw, Splat: splat})
}

// DenseList returns a dense elements attribute that is never a splat, even
// when its elements are equal (MLIR's hex form can say so for i1).
func DenseList(c *Context, t ShapedType, raw []byte) *DenseAttr {
	return InternAttr(c, &DenseAttr{Type: t, Raw: raw})
}

// Sparse returns the sparse elements attribute of t with these indices
// and values; SparseAttr.Verify checks them.
func Sparse(c *Context, t ShapedType, indices *DenseAttr, values ElementsAttr) *SparseAttr {
	return InternAttr(c, &SparseAttr{Type: t, Indices: indices, Values: values})
}

func DenseStrings(c *Context, t ShapedType, vals []string) *DenseStringAttr {
	splat := len(vals) == 1
	if !splat && len(vals) > 1 {
		splat = true
		for _, v := range vals[1:] {
			if v != vals[0] {
				splat = false
				break
			}
		}
		if splat {
			vals = vals[:1]
		}
	}
	return InternAttr(c, &DenseStringAttr{Type: t, Values: vals, Splat: splat})
}
func DenseResource(c *Context, t ShapedType, handle string) *DenseResourceAttr {
	return InternAttr(c, &DenseResourceAttr{Type: t, Handle: handle})
}
func StridedLayout(c *Context, offset int64, strides []int64) *StridedLayoutAttr {
	return InternAttr(c, &StridedLayoutAttr{Offset: offset, Strides: cloneInts(strides)})
}
func OpaqueAttrOf(c *Context, dialect, data string, t Type) *OpaqueAttr {
	return InternAttr(c, &OpaqueAttr{Dialect: dialect, Data: data, Type: t})
}

// NewDistinct returns a fresh distinct attribute referencing ref.
func NewDistinct(c *Context, ref Attribute) *DistinctAttr {
	c.mu.Lock()
	c.distinct++
	id := c.distinct
	c.mu.Unlock()
	return &DistinctAttr{Ref: ref, id: id}
}

// ElementBytes is the storage size of one element of type t in dense data:
// ceil(width/8) for ints and floats (index is 8), twice that for complex.
func ElementBytes(t Type) int {
	switch t := t.(type) {
	case *IndexType:
		return 8
	case *ComplexType:
		return 2 * ElementBytes(t.Elem)
	}
	w := IntOrFloatWidth(t)
	if w == 0 {
		return 0
	}
	return (w + 7) / 8
}

// Verify checks a sparse attribute as MLIR's SparseElementsAttr::verify
// does: 1-d values, indices of shape [N, rank] (or [N] for rank 1) for N
// values, every index inside the shape.
func (a *SparseAttr) Verify() error {
	vt, it := a.Values.ShapedType(), a.Indices.Type
	if len(vt.Shape()) != 1 {
		return fmt.Errorf("expected 1-d tensor for sparse element values")
	}
	shapeErr := func() error {
		return fmt.Errorf("expected shape ([%s]); inferred shape of indices literal ([%s]); inferred shape of values literal ([%s])",
			joinDims(a.Type.Shape()), joinDims(it.Shape()), joinDims(vt.Shape()))
	}
	rank, ishape := len(a.Type.Shape()), it.Shape()
	switch {
	case len(ishape) == 2:
		if ishape[1] != int64(rank) {
			return shapeErr()
		}
	case len(ishape) != 1 || rank != 1:
		return shapeErr()
	}
	n := ishape[0]
	if n != vt.Shape()[0] {
		return shapeErr()
	}
	index := func(k int64) uint64 {
		if a.Indices.Splat {
			k = 0
		}
		return binary.LittleEndian.Uint64(a.Indices.Raw[8*k:])
	}
	for i := range n {
		if a.Indices.Splat && i > 0 {
			break
		}
		idx := make([]uint64, rank)
		inside := true
		for d := range idx {
			idx[d] = index(i*int64(rank) + int64(d))
			if idx[d] >= uint64(a.Type.Shape()[d]) {
				inside = false
			}
		}
		if !inside {
			s := make([]string, rank)
			for d, v := range idx {
				s[d] = strconv.FormatUint(v, 10)
			}
			return fmt.Errorf("sparse index #%d is not contained within the value shape, with index=[%s], and type='%s'",
				i, strings.Join(s, ", "), TypeString(a.Type))
		}
	}
	return nil
}

func joinDims(dims []int64) string {
	s := make([]string, len(dims))
	for i, d := range dims {
		s[i] = strconv.FormatInt(d, 10)
	}
	return strings.Join(s, ", ")
}
