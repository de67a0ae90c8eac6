package vhlo

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"ncc/core"
)

// The types of VhloTypes.td. Each is uniqued in a Context (compare with ==);
// build them with the constructors. Types without parameters (!vhlo.f32_v1,
// !vhlo.bool_v1, ...) are one Go type, SimpleType, told apart by mnemonic.

// SimpleType is a VHLO type without parameters.
type SimpleType struct {
	Mnemonic string
	info     *simpleInfo
}

type simpleInfo struct {
	mnemonic string
	code     uint64 // VhloBytecode.cpp's TypeCode
	min      Version
	builtin  string // the builtin type it stands for ("f32", "i1", "index", "none", "" for token/witness)
}

// simpleTypes lists the parameterless types with their bytecode codes and
// the versions they appeared in (VhloTypes.td, VhloBytecode.cpp).
var simpleTypes = []*simpleInfo{
	{"bool_v1", 0, Version{0, 9, 0}, "i1"},
	{"bf16_v1", 2, Version{0, 9, 0}, "bf16"},
	{"f16_v1", 3, Version{0, 9, 0}, "f16"},
	{"f32_v1", 4, Version{0, 9, 0}, "f32"},
	{"f64_v1", 5, Version{0, 9, 0}, "f64"},
	{"f4E2M1FN_v1", 37, Version{1, 8, 0}, "f4E2M1FN"},
	{"f6E2M3FN_v1", 38, Version{1, 8, 0}, "f6E2M3FN"},
	{"f6E3M2FN_v1", 39, Version{1, 8, 0}, "f6E3M2FN"},
	{"f8E3M4_v1", 36, Version{1, 7, 0}, "f8E3M4"},
	{"f8E4M3_v1", 35, Version{1, 7, 0}, "f8E4M3"},
	{"f8E4M3FN_v1", 6, Version{0, 9, 0}, "f8E4M3FN"},
	{"f8E5M2_v1", 7, Version{0, 9, 0}, "f8E5M2"},
	{"f8E4M3FNUZ_v1", 27, Version{0, 10, 0}, "f8E4M3FNUZ"},
	{"f8E4M3B11FNUZ_v1", 29, Version{0, 11, 0}, "f8E4M3B11FNUZ"},
	{"f8E5M2FNUZ_v1", 28, Version{0, 10, 0}, "f8E5M2FNUZ"},
	{"f8E8M0FNU_v1", 40, Version{1, 8, 0}, "f8E8M0FNU"},
	{"tf31_v1", 34, Version{1, 6, 0}, "tf32"},
	{"index_v1", 9, Version{0, 9, 0}, "index"},
	{"i2_v1", 31, Version{1, 2, 0}, "i2"},
	{"i4_v1", 10, Version{0, 9, 0}, "i4"},
	{"i8_v1", 11, Version{0, 9, 0}, "i8"},
	{"i16_v1", 12, Version{0, 9, 0}, "i16"},
	{"i32_v1", 13, Version{0, 9, 0}, "i32"},
	{"i64_v1", 14, Version{0, 9, 0}, "i64"},
	{"ui2_v1", 32, Version{1, 2, 0}, "ui2"},
	{"ui4_v1", 15, Version{0, 9, 0}, "ui4"},
	{"ui8_v1", 16, Version{0, 9, 0}, "ui8"},
	{"ui16_v1", 17, Version{0, 9, 0}, "ui16"},
	{"ui32_v1", 18, Version{0, 9, 0}, "ui32"},
	{"ui64_v1", 19, Version{0, 9, 0}, "ui64"},
	{"none_v1", 33, Version{1, 6, 0}, "none"},
	{"token_v1", 22, Version{0, 9, 0}, ""},
	{"witness_v1", 26, Version{0, 9, 0}, ""},
}

var simpleByName = func() map[string]*simpleInfo {
	m := map[string]*simpleInfo{}
	for _, s := range simpleTypes {
		m[s.mnemonic] = s
	}
	return m
}()

var simpleByCode = func() map[uint64]*simpleInfo {
	m := map[uint64]*simpleInfo{}
	for _, s := range simpleTypes {
		m[s.code] = s
	}
	return m
}()

// Simple returns the parameterless type named mnemonic ("f32_v1"), or nil.
func Simple(c *core.Context, mnemonic string) *SimpleType {
	info := simpleByName[mnemonic]
	if info == nil {
		return nil
	}
	return core.InternType(c, &SimpleType{Mnemonic: mnemonic, info: info})
}

// SimpleByCode returns the parameterless type of bytecode code, or nil.
func SimpleByCode(c *core.Context, code uint64) *SimpleType {
	if info := simpleByCode[code]; info != nil {
		return Simple(c, info.mnemonic)
	}
	return nil
}

func (t *SimpleType) Key() string { return "vhlo." + t.Mnemonic }

// Code is the type's bytecode code.
func (t *SimpleType) Code() uint64        { return t.info.code }
func (t *SimpleType) MinVersion() Version { return t.info.min }
func (t *SimpleType) MaxVersion() Version { return Current }

// IsFloat reports whether t is one of the float types.
func (t *SimpleType) IsFloat() bool {
	b := t.info.builtin
	return b != "" && (b[0] == 'f' || b == "bf16" || b == "tf32")
}

// IntWidth is the width of an integer type (index is 64), or 0.
func (t *SimpleType) IntWidth() int {
	b := t.info.builtin
	switch {
	case b == "index":
		return 64
	case strings.HasPrefix(b, "ui"):
		n, _ := strconv.Atoi(b[2:])
		return n
	case strings.HasPrefix(b, "i"):
		n, _ := strconv.Atoi(b[1:])
		return n
	}
	return 0
}

// ComplexType is !vhlo.complex_v1<elem>.
type ComplexType struct{ Elem core.Type }

func (t *ComplexType) Key() string         { return "vhlo.complex_v1<" + t.Elem.Key() + ">" }
func (t *ComplexType) MinVersion() Version { return Minimum }
func (t *ComplexType) MaxVersion() Version { return Current }

// Complex returns !vhlo.complex_v1<elem>.
func Complex(c *core.Context, elem core.Type) *ComplexType {
	return core.InternType(c, &ComplexType{Elem: elem})
}

// FunctionType is !vhlo.func_v1<(inputs) -> outputs>.
type FunctionType struct{ Inputs, Outputs []core.Type }

func typesKey(ts []core.Type) string {
	s := make([]string, len(ts))
	for i, t := range ts {
		s[i] = t.Key()
	}
	return strings.Join(s, ",")
}

func (t *FunctionType) Key() string {
	return "vhlo.func_v1<(" + typesKey(t.Inputs) + ")->(" + typesKey(t.Outputs) + ")>"
}
func (t *FunctionType) MinVersion() Version { return Minimum }
func (t *FunctionType) MaxVersion() Version { return Current }

// Function returns !vhlo.func_v1<(inputs) -> outputs>.
func Function(c *core.Context, inputs, outputs []core.Type) *FunctionType {
	return core.InternType(c, &FunctionType{Inputs: append([]core.Type{}, inputs...), Outputs: append([]core.Type{}, outputs...)})
}

// TensorType is !vhlo.tensor_v1<shape x elem[, encoding]>; core.Dynamic
// marks a '?' dimension.
type TensorType struct {
	Shape    []int64
	Elem     core.Type
	Encoding core.Attribute // nil when absent
}

func dimsKey(ds []int64) string {
	s := make([]string, len(ds))
	for i, d := range ds {
		if d == core.Dynamic {
			s[i] = "?"
		} else {
			s[i] = strconv.FormatInt(d, 10)
		}
	}
	return strings.Join(s, "x")
}

func (t *TensorType) Key() string {
	k := "vhlo.tensor_v1<" + dimsKey(t.Shape) + ";" + t.Elem.Key()
	if t.Encoding != nil {
		k += "," + t.Encoding.Key()
	}
	return k + ">"
}
func (t *TensorType) MinVersion() Version { return Minimum }
func (t *TensorType) MaxVersion() Version { return Current }

// Tensor returns !vhlo.tensor_v1<...>.
func Tensor(c *core.Context, shape []int64, elem core.Type, encoding core.Attribute) *TensorType {
	return core.InternType(c, &TensorType{Shape: append([]int64{}, shape...), Elem: elem, Encoding: encoding})
}

// NumElements is the product of the static dimensions (-1 if one is dynamic).
func (t *TensorType) NumElements() int64 {
	n := int64(1)
	for _, d := range t.Shape {
		if d < 0 {
			return -1
		}
		n *= d
	}
	return n
}

// BufferType is !vhlo.buffer_v1<shape x elem> (a memref).
type BufferType struct {
	Shape []int64
	Elem  core.Type
}

func (t *BufferType) Key() string {
	return "vhlo.buffer_v1<" + dimsKey(t.Shape) + ";" + t.Elem.Key() + ">"
}
func (t *BufferType) MinVersion() Version { return Version{1, 13, 0} }
func (t *BufferType) MaxVersion() Version { return Current }

// Buffer returns !vhlo.buffer_v1<...>.
func Buffer(c *core.Context, shape []int64, elem core.Type) *BufferType {
	return core.InternType(c, &BufferType{Shape: append([]int64{}, shape...), Elem: elem})
}

// UnrankedTensorType is !vhlo.unranked_tensor_v1<elem>.
type UnrankedTensorType struct{ Elem core.Type }

func (t *UnrankedTensorType) Key() string         { return "vhlo.unranked_tensor_v1<" + t.Elem.Key() + ">" }
func (t *UnrankedTensorType) MinVersion() Version { return Minimum }
func (t *UnrankedTensorType) MaxVersion() Version { return Current }

// UnrankedTensor returns !vhlo.unranked_tensor_v1<elem>.
func UnrankedTensor(c *core.Context, elem core.Type) *UnrankedTensorType {
	return core.InternType(c, &UnrankedTensorType{Elem: elem})
}

// TupleType is !vhlo.tuple_v1<types>; FutureType is !vhlo.future_v1<types>.
type TupleType struct{ Types []core.Type }
type FutureType struct{ Types []core.Type }

func (t *TupleType) Key() string          { return "vhlo.tuple_v1<" + typesKey(t.Types) + ">" }
func (t *TupleType) MinVersion() Version  { return Minimum }
func (t *TupleType) MaxVersion() Version  { return Current }
func (t *FutureType) Key() string         { return "vhlo.future_v1<" + typesKey(t.Types) + ">" }
func (t *FutureType) MinVersion() Version { return Version{1, 15, 0} }
func (t *FutureType) MaxVersion() Version { return Current }

// Tuple returns !vhlo.tuple_v1<types>.
func Tuple(c *core.Context, types []core.Type) *TupleType {
	return core.InternType(c, &TupleType{Types: append([]core.Type{}, types...)})
}

// Future returns !vhlo.future_v1<types>.
func Future(c *core.Context, types []core.Type) *FutureType {
	return core.InternType(c, &FutureType{Types: append([]core.Type{}, types...)})
}

// QuantType is !vhlo.quant_v1<storage:expressed, scale:zero_point,
// min:max, flags> (UniformQuantizedV1Type); flags bit 0 is "signed".
type QuantType struct {
	Flags              uint64
	Storage, Expressed core.Type
	Scale              float64
	ZeroPoint          int64
	StorageMin         int64
	StorageMax         int64
}

func (t *QuantType) Key() string {
	return fmt.Sprintf("vhlo.quant_v1<%d,%s,%s,%x,%d,%d,%d>", t.Flags, t.Storage.Key(), t.Expressed.Key(),
		math.Float64bits(t.Scale), t.ZeroPoint, t.StorageMin, t.StorageMax)
}
func (t *QuantType) MinVersion() Version { return Minimum }
func (t *QuantType) MaxVersion() Version { return Current }

// Quant returns the uniqued QuantType q.
func Quant(c *core.Context, q QuantType) *QuantType { return core.InternType(c, &q) }

// QuantPerAxisType is !vhlo.quant_per_axis_v1<...>
// (UniformQuantizedPerAxisV1Type).
type QuantPerAxisType struct {
	Flags              uint64
	Storage, Expressed core.Type
	Axis               int32
	Scales             []float64
	ZeroPoints         []int64
	StorageMin         int64
	StorageMax         int64
}

func (t *QuantPerAxisType) Key() string {
	s := make([]string, len(t.Scales))
	for i, f := range t.Scales {
		s[i] = strconv.FormatUint(math.Float64bits(f), 16)
	}
	return fmt.Sprintf("vhlo.quant_per_axis_v1<%d,%s,%s,%d,%v,%v,%d,%d>", t.Flags, t.Storage.Key(), t.Expressed.Key(),
		t.Axis, s, t.ZeroPoints, t.StorageMin, t.StorageMax)
}
func (t *QuantPerAxisType) MinVersion() Version { return Version{0, 18, 0} }
func (t *QuantPerAxisType) MaxVersion() Version { return Current }

// QuantPerAxis returns the uniqued QuantPerAxisType q.
func QuantPerAxis(c *core.Context, q QuantPerAxisType) *QuantPerAxisType {
	q.Scales = append([]float64{}, q.Scales...)
	q.ZeroPoints = append([]int64{}, q.ZeroPoints...)
	return core.InternType(c, &q)
}

// IsVhloType reports whether t is a type of this dialect.
func IsVhloType(t core.Type) bool {
	switch t.(type) {
	case *SimpleType, *ComplexType, *FunctionType, *TensorType, *BufferType, *UnrankedTensorType,
		*TupleType, *FutureType, *QuantType, *QuantPerAxisType:
		return true
	}
	return false
}

// ---- syntax ----

func printTypes(p core.DialectPrinter, ts []core.Type) {
	for i, t := range ts {
		if i > 0 {
			p.WriteString(", ")
		}
		p.PrintType(t)
	}
}

func printDims(p core.DialectPrinter, ds []int64) {
	for _, d := range ds {
		if d == core.Dynamic {
			p.WriteString("?x")
		} else {
			p.WriteString(strconv.FormatInt(d, 10) + "x")
		}
	}
}

// printFloat prints v as MLIR's printFloat does for an APFloat of the
// builtin float type ft.
func printFloat(p core.DialectPrinter, ft *core.FloatType, bits uint64) {
	p.PrintAttributeWithoutType(core.FloatBits(p.Context(), ft, bits))
}

func printF64(p core.DialectPrinter, v float64) {
	printFloat(p, core.F64(p.Context()), math.Float64bits(v))
}

func printType(t core.Type, p core.DialectPrinter) bool {
	switch t := t.(type) {
	case *SimpleType:
		p.WriteString(t.Mnemonic)
	case *ComplexType:
		p.WriteString("complex_v1<")
		p.PrintType(t.Elem)
		p.WriteString(">")
	case *FunctionType:
		p.WriteString("func_v1<(")
		if len(t.Inputs) == 0 {
			p.WriteString("()")
		}
		printTypes(p, t.Inputs)
		p.WriteString(") -> ")
		if len(t.Outputs) == 0 {
			p.WriteString("()")
		}
		printTypes(p, t.Outputs)
		p.WriteString(">")
	case *TensorType:
		p.WriteString("tensor_v1<")
		printDims(p, t.Shape)
		p.PrintType(t.Elem)
		if t.Encoding != nil {
			p.WriteString(", ")
			p.PrintAttribute(t.Encoding)
		}
		p.WriteString(">")
	case *BufferType:
		p.WriteString("buffer_v1<")
		printDims(p, t.Shape)
		p.PrintType(t.Elem)
		p.WriteString(">")
	case *UnrankedTensorType:
		p.WriteString("unranked_tensor_v1<")
		p.PrintType(t.Elem)
		p.WriteString(">")
	case *TupleType:
		p.WriteString("tuple_v1<")
		printTypes(p, t.Types)
		p.WriteString(">")
	case *FutureType:
		p.WriteString("future_v1<")
		printTypes(p, t.Types)
		p.WriteString(">")
	case *QuantType:
		p.WriteString("quant_v1<")
		p.PrintType(t.Storage)
		p.WriteString(":")
		p.PrintType(t.Expressed)
		p.WriteString(", ")
		printF64(p, t.Scale)
		p.WriteString(":" + strconv.FormatInt(t.ZeroPoint, 10) + ", ")
		p.WriteString(strconv.FormatInt(t.StorageMin, 10) + ":" + strconv.FormatInt(t.StorageMax, 10) + ", ")
		p.WriteString(strconv.FormatUint(t.Flags, 10) + ">")
	case *QuantPerAxisType:
		p.WriteString("quant_per_axis_v1<")
		p.PrintType(t.Storage)
		p.WriteString(":")
		p.PrintType(t.Expressed)
		p.WriteString(", " + strconv.FormatInt(int64(t.Axis), 10) + ", [")
		for i, s := range t.Scales {
			if i > 0 {
				p.WriteString(", ")
			}
			printF64(p, s)
		}
		p.WriteString("], [")
		for i, z := range t.ZeroPoints {
			if i > 0 {
				p.WriteString(", ")
			}
			p.WriteString(strconv.FormatInt(z, 10))
		}
		p.WriteString("], ")
		p.WriteString(strconv.FormatInt(t.StorageMin, 10) + ":" + strconv.FormatInt(t.StorageMax, 10) + ", ")
		p.WriteString(strconv.FormatUint(t.Flags, 10) + ">")
	default:
		return false
	}
	return true
}

func parseTypeList(p core.DialectParser, close string) ([]core.Type, error) {
	var ts []core.Type
	if p.ParseOptionalPunct(close) {
		return ts, nil
	}
	for {
		t, err := p.ParseType()
		if err != nil {
			return nil, err
		}
		ts = append(ts, t)
		if !p.ParseOptionalPunct(",") {
			break
		}
	}
	return ts, p.ParsePunct(close)
}

// parseTypeArray reads custom<TypeArray>: `()` or a comma list of types.
func parseTypeArray(p core.DialectParser) ([]core.Type, error) {
	if p.ParseOptionalPunct("(") {
		if err := p.ParsePunct(")"); err != nil {
			return nil, err
		}
		return nil, nil
	}
	var ts []core.Type
	for {
		t, err := p.ParseType()
		if err != nil {
			return nil, err
		}
		ts = append(ts, t)
		if !p.ParseOptionalPunct(",") {
			return ts, nil
		}
	}
}

func parseInt(p core.DialectParser) (int64, error) { return p.ParseInteger() }

func parseType(p core.DialectParser) (core.Type, error) {
	pos := p.Pos()
	kw, err := p.ParseAnyKeyword()
	if err != nil {
		return nil, err
	}
	c := p.Context()
	if s := Simple(c, kw); s != nil {
		return s, nil
	}
	one := func() (core.Type, error) {
		if err := p.ParsePunct("<"); err != nil {
			return nil, err
		}
		t, err := p.ParseType()
		if err != nil {
			return nil, err
		}
		return t, p.ParsePunct(">")
	}
	switch kw {
	case "complex_v1":
		t, err := one()
		if err != nil {
			return nil, err
		}
		return Complex(c, t), nil
	case "unranked_tensor_v1":
		t, err := one()
		if err != nil {
			return nil, err
		}
		return UnrankedTensor(c, t), nil
	case "tuple_v1", "future_v1":
		if err := p.ParsePunct("<"); err != nil {
			return nil, err
		}
		ts, err := parseTypeList(p, ">")
		if err != nil {
			return nil, err
		}
		if kw == "tuple_v1" {
			return Tuple(c, ts), nil
		}
		return Future(c, ts), nil
	case "func_v1":
		if err := p.ParsePunct("<"); err != nil {
			return nil, err
		}
		if err := p.ParsePunct("("); err != nil {
			return nil, err
		}
		in, err := parseTypeArray(p)
		if err != nil {
			return nil, err
		}
		if err := p.ParsePunct(")"); err != nil {
			return nil, err
		}
		if err := p.ParsePunct("->"); err != nil {
			return nil, err
		}
		out, err := parseTypeArray(p)
		if err != nil {
			return nil, err
		}
		return Function(c, in, out), p.ParsePunct(">")
	case "tensor_v1", "buffer_v1":
		if err := p.ParsePunct("<"); err != nil {
			return nil, err
		}
		dims, err := p.ParseDimensionList(true)
		if err != nil {
			return nil, err
		}
		elem, err := p.ParseType()
		if err != nil {
			return nil, err
		}
		if kw == "buffer_v1" {
			return Buffer(c, dims, elem), p.ParsePunct(">")
		}
		var enc core.Attribute
		if p.ParseOptionalPunct(",") {
			if enc, err = p.ParseAttribute(nil); err != nil {
				return nil, err
			}
		}
		return Tensor(c, dims, elem, enc), p.ParsePunct(">")
	case "quant_v1", "quant_per_axis_v1":
		return parseQuant(p, kw == "quant_per_axis_v1")
	}
	return nil, p.ErrorAt(pos, "unknown vhlo type: %s", kw)
}

func parseQuant(p core.DialectParser, perAxis bool) (core.Type, error) {
	c := p.Context()
	if err := p.ParsePunct("<"); err != nil {
		return nil, err
	}
	st, err := p.ParseType()
	if err != nil {
		return nil, err
	}
	if err := p.ParsePunct(":"); err != nil {
		return nil, err
	}
	et, err := p.ParseType()
	if err != nil {
		return nil, err
	}
	if err := p.ParsePunct(","); err != nil {
		return nil, err
	}
	var q QuantPerAxisType
	var scale float64
	var zp int64
	if perAxis {
		axis, err := p.ParseInteger()
		if err != nil {
			return nil, err
		}
		q.Axis = int32(axis)
		if err := p.ParsePunct(","); err != nil {
			return nil, err
		}
		err = p.ParseCommaSeparatedList("[]", func() error {
			f, err := p.ParseFloat()
			q.Scales = append(q.Scales, f)
			return err
		})
		if err != nil {
			return nil, err
		}
		if err := p.ParsePunct(","); err != nil {
			return nil, err
		}
		err = p.ParseCommaSeparatedList("[]", func() error {
			z, err := p.ParseInteger()
			q.ZeroPoints = append(q.ZeroPoints, z)
			return err
		})
		if err != nil {
			return nil, err
		}
	} else {
		if scale, err = p.ParseFloat(); err != nil {
			return nil, err
		}
		if err := p.ParsePunct(":"); err != nil {
			return nil, err
		}
		if zp, err = p.ParseInteger(); err != nil {
			return nil, err
		}
	}
	if err := p.ParsePunct(","); err != nil {
		return nil, err
	}
	lo, err := p.ParseInteger()
	if err != nil {
		return nil, err
	}
	if err := p.ParsePunct(":"); err != nil {
		return nil, err
	}
	hi, err := p.ParseInteger()
	if err != nil {
		return nil, err
	}
	if err := p.ParsePunct(","); err != nil {
		return nil, err
	}
	flags, err := p.ParseInteger()
	if err != nil {
		return nil, err
	}
	if err := p.ParsePunct(">"); err != nil {
		return nil, err
	}
	if perAxis {
		q.Flags, q.Storage, q.Expressed, q.StorageMin, q.StorageMax = uint64(flags), st, et, lo, hi
		return QuantPerAxis(c, q), nil
	}
	return Quant(c, QuantType{Flags: uint64(flags), Storage: st, Expressed: et, Scale: scale, ZeroPoint: zp, StorageMin: lo, StorageMax: hi}), nil
}
