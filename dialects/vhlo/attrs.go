package vhlo

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"ncc/core"
	"ncc/numerics"
)

// The attributes of VhloAttrs.td and VhloEnums.td, uniqued in a Context
// (compare with ==); build them with the constructors.

// EnumKind is one of VhloEnums.td's enums: its mnemonic, the cases by
// value ("" for an unused value), the bytecode code of its attribute and
// the version it appeared in.
type EnumKind struct {
	Mnemonic string
	Cases    []string
	Code     uint64
	Min      Version
}

// The enum kinds, valued as in VhloEnums.td.
var (
	ComparisonDirectionKind = &EnumKind{"comparison_direction_v1", []string{"EQ", "NE", "GE", "GT", "LE", "LT"}, 3, Minimum}
	ComparisonTypeKind      = &EnumKind{"comparison_type_v1", []string{"NOTYPE", "FLOAT", "TOTALORDER", "SIGNED", "UNSIGNED"}, 4, Minimum}
	APIVersionKind          = &EnumKind{"api_version_v1", []string{"API_VERSION_UNSPECIFIED", "API_VERSION_ORIGINAL", "API_VERSION_STATUS_RETURNING", "API_VERSION_STATUS_RETURNING_UNIFIED", "API_VERSION_TYPED_FFI"}, 5, Minimum}
	FftTypeKind             = &EnumKind{"fft_type_v1", []string{"FFT", "IFFT", "RFFT", "IRFFT"}, 7, Minimum}
	PrecisionKind           = &EnumKind{"precision_v1", []string{"DEFAULT", "HIGH", "HIGHEST"}, 11, Minimum}
	RngAlgorithmKind        = &EnumKind{"rng_algorithm_v1", []string{"DEFAULT", "THREE_FRY", "PHILOX"}, 12, Minimum}
	RngDistributionKind     = &EnumKind{"rng_distribution_v1", []string{"", "UNIFORM", "NORMAL"}, 13, Minimum}
	TransposeKind           = &EnumKind{"transpose_v1", []string{"TRANSPOSE_INVALID", "NO_TRANSPOSE", "TRANSPOSE", "ADJOINT"}, 16, Minimum}
	ResultAccuracyModeKind  = &EnumKind{"result_accuracy_mode_v1", []string{"DEFAULT", "HIGHEST", "TOLERANCE"}, 19, Version{1, 9, 0}}

	// EnumKinds lists every enum kind.
	EnumKinds = []*EnumKind{ComparisonDirectionKind, ComparisonTypeKind, APIVersionKind, FftTypeKind, PrecisionKind,
		RngAlgorithmKind, RngDistributionKind, TransposeKind, ResultAccuracyModeKind}
)

// EnumAttr is #vhlo<kind VALUE>.
type EnumAttr struct {
	Kind  *EnumKind
	Value int
}

func (a *EnumAttr) Key() string         { return "vhlo." + a.Kind.Mnemonic + ":" + strconv.Itoa(a.Value) }
func (a *EnumAttr) MinVersion() Version { return a.Kind.Min }
func (a *EnumAttr) MaxVersion() Version { return Current }

// String is the case's keyword.
func (a *EnumAttr) String() string { return a.Kind.Cases[a.Value] }

// Enum returns the attribute of value v of kind k.
func Enum(c *core.Context, k *EnumKind, v int) *EnumAttr {
	return core.InternAttr(c, &EnumAttr{Kind: k, Value: v})
}

// ValueOf returns the value of the case spelled s.
func (k *EnumKind) ValueOf(s string) (int, bool) {
	for i, c := range k.Cases {
		if c != "" && c == s {
			return i, true
		}
	}
	return 0, false
}

// ArrayAttr is #vhlo.array_v1<[...]>.
type ArrayAttr struct{ Elems []core.Attribute }

func attrsKey(as []core.Attribute) string {
	s := make([]string, len(as))
	for i, a := range as {
		s[i] = a.Key()
	}
	return strings.Join(s, ",")
}

func (a *ArrayAttr) Key() string         { return "vhlo.array_v1<" + attrsKey(a.Elems) + ">" }
func (a *ArrayAttr) MinVersion() Version { return Minimum }
func (a *ArrayAttr) MaxVersion() Version { return Current }

// Array returns #vhlo.array_v1<[elems]>.
func Array(c *core.Context, elems []core.Attribute) *ArrayAttr {
	return core.InternAttr(c, &ArrayAttr{Elems: append([]core.Attribute{}, elems...)})
}

// BoolAttr is #vhlo.bool_v1<true|false>.
type BoolAttr struct{ Value bool }

func (a *BoolAttr) Key() string         { return "vhlo.bool_v1<" + strconv.FormatBool(a.Value) + ">" }
func (a *BoolAttr) MinVersion() Version { return Minimum }
func (a *BoolAttr) MaxVersion() Version { return Current }

// Bool returns #vhlo.bool_v1<b>.
func Bool(c *core.Context, b bool) *BoolAttr { return core.InternAttr(c, &BoolAttr{Value: b}) }

// DictEntry is one key = value pair of a DictAttr.
type DictEntry struct{ Key, Value core.Attribute }

// DictAttr is #vhlo.dict_v1<{k = v, ...}>, in the order given.
type DictAttr struct{ Entries []DictEntry }

func (a *DictAttr) Key() string {
	s := make([]string, len(a.Entries))
	for i, e := range a.Entries {
		s[i] = e.Key.Key() + "=" + e.Value.Key()
	}
	return "vhlo.dict_v1<" + strings.Join(s, ",") + ">"
}
func (a *DictAttr) MinVersion() Version { return Minimum }
func (a *DictAttr) MaxVersion() Version { return Current }

// Dict returns #vhlo.dict_v1<{...}>.
func Dict(c *core.Context, entries []DictEntry) *DictAttr {
	return core.InternAttr(c, &DictAttr{Entries: append([]DictEntry{}, entries...)})
}

// FloatAttr is #vhlo.float_v1<value : type>; Bits holds the value in the
// format of the (VHLO float) Type.
type FloatAttr struct {
	Type core.Type
	Bits uint64
}

func (a *FloatAttr) Key() string         { return fmt.Sprintf("vhlo.float_v1<%x:%s>", a.Bits, a.Type.Key()) }
func (a *FloatAttr) MinVersion() Version { return Minimum }
func (a *FloatAttr) MaxVersion() Version { return Current }

// Float returns #vhlo.float_v1<bits : t>.
func Float(c *core.Context, t core.Type, bits uint64) *FloatAttr {
	return core.InternAttr(c, &FloatAttr{Type: t, Bits: bits})
}

// IntegerAttr is #vhlo.integer_v1<value : type>; Value holds the low 64
// bits of the integer (VHLO integers are at most 64 bits wide).
type IntegerAttr struct {
	Type  core.Type
	Value uint64
}

func (a *IntegerAttr) Key() string {
	return fmt.Sprintf("vhlo.integer_v1<%d:%s>", a.Value, a.Type.Key())
}
func (a *IntegerAttr) MinVersion() Version { return Minimum }
func (a *IntegerAttr) MaxVersion() Version { return Current }

// Integer returns #vhlo.integer_v1<v : t>, v truncated to t's width.
func Integer(c *core.Context, t core.Type, v uint64) *IntegerAttr {
	if s, ok := t.(*SimpleType); ok {
		if w := s.IntWidth(); w > 0 && w < 64 {
			v &= 1<<uint(w) - 1
		}
	}
	return core.InternAttr(c, &IntegerAttr{Type: t, Value: v})
}

// Int64 is the value as a signed integer of its type (unsigned types are
// zero-extended).
func (a *IntegerAttr) Int64() int64 {
	s, ok := a.Type.(*SimpleType)
	if !ok {
		return int64(a.Value)
	}
	w := s.IntWidth()
	if w <= 0 || w >= 64 || strings.HasPrefix(s.Mnemonic, "ui") {
		return int64(a.Value)
	}
	return int64(a.Value<<(64-uint(w))) >> (64 - uint(w))
}

// OutputOperandAliasAttr is #vhlo.output_operand_alias_v1<...>.
type OutputOperandAliasAttr struct {
	OutputTupleIndices  []int64
	OperandIndex        int64
	OperandTupleIndices []int64
}

func (a *OutputOperandAliasAttr) Key() string {
	return fmt.Sprintf("vhlo.output_operand_alias_v1<%v,%d,%v>", a.OutputTupleIndices, a.OperandIndex, a.OperandTupleIndices)
}
func (a *OutputOperandAliasAttr) MinVersion() Version { return Minimum }
func (a *OutputOperandAliasAttr) MaxVersion() Version { return Current }

// OutputOperandAlias returns the uniqued attribute.
func OutputOperandAlias(c *core.Context, out []int64, operand int64, operandIdx []int64) *OutputOperandAliasAttr {
	return core.InternAttr(c, &OutputOperandAliasAttr{append([]int64{}, out...), operand, append([]int64{}, operandIdx...)})
}

// StringAttr is #vhlo.string_v1<"...">.
type StringAttr struct{ Value string }

func (a *StringAttr) Key() string         { return "vhlo.string_v1<" + strconv.Quote(a.Value) + ">" }
func (a *StringAttr) MinVersion() Version { return Minimum }
func (a *StringAttr) MaxVersion() Version { return Current }

// String returns #vhlo.string_v1<"s">.
func String(c *core.Context, s string) *StringAttr { return core.InternAttr(c, &StringAttr{Value: s}) }

// TensorAttr is #vhlo.tensor_v1<dense<...> : tensor<...>>: Type is the
// VHLO tensor type, Data the builtin dense elements (of the builtin type
// Type stands for) holding the values.
type TensorAttr struct {
	Type core.Type
	Data core.Attribute
}

func (a *TensorAttr) Key() string         { return "vhlo.tensor_v1<" + a.Type.Key() + ";" + a.Data.Key() + ">" }
func (a *TensorAttr) MinVersion() Version { return Minimum }
func (a *TensorAttr) MaxVersion() Version { return Current }

// Tensor returns #vhlo.tensor_v1<data> of VHLO type t.
func TensorOf(c *core.Context, t core.Type, data core.Attribute) *TensorAttr {
	return core.InternAttr(c, &TensorAttr{Type: t, Data: data})
}

// TypeAttr is #vhlo.type_v1<type>.
type TypeAttr struct{ Value core.Type }

func (a *TypeAttr) Key() string         { return "vhlo.type_v1<" + a.Value.Key() + ">" }
func (a *TypeAttr) MinVersion() Version { return Minimum }
func (a *TypeAttr) MaxVersion() Version { return Current }

// TypeOf returns #vhlo.type_v1<t>.
func TypeOf(c *core.Context, t core.Type) *TypeAttr { return core.InternAttr(c, &TypeAttr{Value: t}) }

// TypeExtensionsAttr is #vhlo.type_extensions_v1<bounds = [...]>.
type TypeExtensionsAttr struct{ Bounds []int64 }

func (a *TypeExtensionsAttr) Key() string {
	return "vhlo.type_extensions_v1<" + dimsKey(a.Bounds) + ">"
}
func (a *TypeExtensionsAttr) MinVersion() Version { return Minimum }
func (a *TypeExtensionsAttr) MaxVersion() Version { return Current }

// TypeExtensions returns #vhlo.type_extensions_v1<bounds = b>.
func TypeExtensions(c *core.Context, b []int64) *TypeExtensionsAttr {
	return core.InternAttr(c, &TypeExtensionsAttr{Bounds: append([]int64{}, b...)})
}

// ResultAccuracyAttr is #vhlo.result_accuracy_v1<atol = ..., rtol = ...,
// ulps = ..., mode = ...>.
type ResultAccuracyAttr struct {
	Atol, Rtol float64
	Ulps       int64
	Mode       core.Attribute
}

func (a *ResultAccuracyAttr) Key() string {
	return fmt.Sprintf("vhlo.result_accuracy_v1<%x,%x,%d,%s>", math.Float64bits(a.Atol), math.Float64bits(a.Rtol), a.Ulps, a.Mode.Key())
}
func (a *ResultAccuracyAttr) MinVersion() Version { return Version{1, 9, 0} }
func (a *ResultAccuracyAttr) MaxVersion() Version { return Current }

// ResultAccuracy returns the uniqued attribute.
func ResultAccuracy(c *core.Context, atol, rtol float64, ulps int64, mode core.Attribute) *ResultAccuracyAttr {
	return core.InternAttr(c, &ResultAccuracyAttr{atol, rtol, ulps, mode})
}

// SubAxisInfoAttr is #vhlo.sub_axis_info_v1<pre_size = N, size = M>.
type SubAxisInfoAttr struct{ PreSize, Size int64 }

func (a *SubAxisInfoAttr) Key() string {
	return fmt.Sprintf("vhlo.sub_axis_info_v1<%d,%d>", a.PreSize, a.Size)
}
func (a *SubAxisInfoAttr) MinVersion() Version { return Version{1, 16, 0} }
func (a *SubAxisInfoAttr) MaxVersion() Version { return Current }

// AxisRefAttr is #vhlo.axis_ref_v1<name = ...[, sub_axis_info = ...]>.
type AxisRefAttr struct{ Name, SubAxisInfo core.Attribute }

func (a *AxisRefAttr) Key() string {
	k := "vhlo.axis_ref_v1<" + a.Name.Key()
	if a.SubAxisInfo != nil {
		k += "," + a.SubAxisInfo.Key()
	}
	return k + ">"
}
func (a *AxisRefAttr) MinVersion() Version { return Version{1, 16, 0} }
func (a *AxisRefAttr) MaxVersion() Version { return Current }

// ReplicaGroupMeshAxesAttr is #vhlo.replica_group_mesh_axes_v1<mesh = ...,
// axes = ...>.
type ReplicaGroupMeshAxesAttr struct{ Mesh, Axes core.Attribute }

func (a *ReplicaGroupMeshAxesAttr) Key() string {
	return "vhlo.replica_group_mesh_axes_v1<" + a.Mesh.Key() + "," + a.Axes.Key() + ">"
}
func (a *ReplicaGroupMeshAxesAttr) MinVersion() Version { return Version{1, 16, 0} }
func (a *ReplicaGroupMeshAxesAttr) MaxVersion() Version { return Current }

// MeshAxisAttr is #vhlo.mesh_axis_v1<name = ..., size = N>.
type MeshAxisAttr struct {
	Name core.Attribute
	Size int64
}

func (a *MeshAxisAttr) Key() string {
	return "vhlo.mesh_axis_v1<" + a.Name.Key() + "," + strconv.FormatInt(a.Size, 10) + ">"
}
func (a *MeshAxisAttr) MinVersion() Version { return Version{1, 16, 0} }
func (a *MeshAxisAttr) MaxVersion() Version { return Current }

// MeshAttr is #vhlo.mesh_v1<axes = ...[, device_ids = ...]>.
type MeshAttr struct{ Axes, DeviceIDs core.Attribute }

func (a *MeshAttr) Key() string {
	k := "vhlo.mesh_v1<" + a.Axes.Key()
	if a.DeviceIDs != nil {
		k += "," + a.DeviceIDs.Key()
	}
	return k + ">"
}
func (a *MeshAttr) MinVersion() Version { return Version{1, 16, 0} }
func (a *MeshAttr) MaxVersion() Version { return Current }

// Intern returns the uniqued copy of a VHLO attribute built as a literal
// (for the struct-like attributes without a constructor).
func Intern[T core.Attribute](c *core.Context, a T) T { return core.InternAttr(c, a) }

// IsVhloAttr reports whether a is an attribute of this dialect.
func IsVhloAttr(a core.Attribute) bool {
	_, ok := a.(Versioned)
	return ok
}

// ---- syntax ----

func printIntList(p core.DialectPrinter, vs []int64) {
	p.WriteString("[")
	for i, v := range vs {
		if i > 0 {
			p.WriteString(", ")
		}
		if v == core.Dynamic {
			p.WriteString("?")
		} else {
			p.WriteString(strconv.FormatInt(v, 10))
		}
	}
	p.WriteString("]")
}

func printAttr(a core.Attribute, p core.DialectPrinter) bool {
	c := p.Context()
	switch a := a.(type) {
	case *EnumAttr:
		p.WriteString(a.Kind.Mnemonic + " " + a.String())
	case *ArrayAttr:
		p.WriteString("array_v1<[")
		for i, e := range a.Elems {
			if i > 0 {
				p.WriteString(", ")
			}
			p.PrintAttribute(e)
		}
		p.WriteString("]>")
	case *BoolAttr:
		p.WriteString("bool_v1<" + strconv.FormatBool(a.Value) + ">")
	case *DictAttr:
		p.WriteString("dict_v1<{")
		for i, e := range a.Entries {
			if i > 0 {
				p.WriteString(", ")
			}
			p.PrintAttribute(e.Key)
			p.WriteString(" = ")
			p.PrintAttribute(e.Value)
		}
		p.WriteString("}>")
	case *FloatAttr:
		p.WriteString("float_v1<")
		if ft, ok := ToBuiltinType(c, a.Type).(*core.FloatType); ok {
			printFloat(p, ft, a.Bits)
		} else {
			p.WriteString("0.0")
		}
		p.WriteString(" : ")
		p.PrintType(a.Type)
		p.WriteString(">")
	case *IntegerAttr:
		p.WriteString("integer_v1<")
		bt := ToBuiltinType(c, a.Type)
		if bt == nil {
			bt = core.IntegerType(c, 64)
		}
		p.PrintAttribute(core.Int(c, bt, a.Int64()))
		p.WriteString(">")
	case *OutputOperandAliasAttr:
		p.WriteString("output_operand_alias_v1<outputTupleIndices = ")
		printIntList(p, a.OutputTupleIndices)
		p.WriteString(", operandIndex = " + strconv.FormatInt(a.OperandIndex, 10) + ", operandTupleIndices = ")
		printIntList(p, a.OperandTupleIndices)
		p.WriteString(">")
	case *StringAttr:
		p.WriteString("string_v1<")
		p.PrintString(a.Value)
		p.WriteString(">")
	case *TensorAttr:
		p.WriteString("tensor_v1<")
		p.PrintAttribute(a.Data)
		p.WriteString(">")
	case *TypeAttr:
		p.WriteString("type_v1<")
		p.PrintType(a.Value)
		p.WriteString(">")
	case *TypeExtensionsAttr:
		p.WriteString("type_extensions_v1<bounds = ")
		printIntList(p, a.Bounds)
		p.WriteString(">")
	case *ResultAccuracyAttr:
		p.WriteString("result_accuracy_v1<atol = ")
		printF64(p, a.Atol)
		p.WriteString(", rtol = ")
		printF64(p, a.Rtol)
		p.WriteString(", ulps = " + strconv.FormatInt(a.Ulps, 10) + ", mode = ")
		p.PrintAttribute(a.Mode)
		p.WriteString(">")
	case *SubAxisInfoAttr:
		p.WriteString(fmt.Sprintf("sub_axis_info_v1<pre_size = %d, size = %d>", a.PreSize, a.Size))
	case *AxisRefAttr:
		p.WriteString("axis_ref_v1<name = ")
		p.PrintAttribute(a.Name)
		if a.SubAxisInfo != nil {
			p.WriteString(", sub_axis_info = ")
			p.PrintAttribute(a.SubAxisInfo)
		}
		p.WriteString(">")
	case *ReplicaGroupMeshAxesAttr:
		p.WriteString("replica_group_mesh_axes_v1<mesh = ")
		p.PrintAttribute(a.Mesh)
		p.WriteString(", axes = ")
		p.PrintAttribute(a.Axes)
		p.WriteString(">")
	case *MeshAxisAttr:
		p.WriteString("mesh_axis_v1<name = ")
		p.PrintAttribute(a.Name)
		p.WriteString(", size = " + strconv.FormatInt(a.Size, 10) + ">")
	case *MeshAttr:
		p.WriteString("mesh_v1<axes = ")
		p.PrintAttribute(a.Axes)
		if a.DeviceIDs != nil {
			p.WriteString(", device_ids = ")
			p.PrintAttribute(a.DeviceIDs)
		}
		p.WriteString(">")
	default:
		return false
	}
	return true
}

func parseIntList(p core.DialectParser) ([]int64, error) {
	var vs []int64
	err := p.ParseCommaSeparatedList("[]", func() error {
		if p.ParseOptionalPunct("?") {
			vs = append(vs, core.Dynamic)
			return nil
		}
		v, err := p.ParseInteger()
		vs = append(vs, v)
		return err
	})
	return vs, err
}

// structParser reads `name = value, ...` in the declared order.
func parseField(p core.DialectParser, name string, first bool) error {
	if !first {
		if err := p.ParsePunct(","); err != nil {
			return err
		}
	}
	if err := p.ParseKeyword(name); err != nil {
		return err
	}
	return p.ParsePunct("=")
}

func parseAttr(p core.DialectParser, _ core.Type) (core.Attribute, error) {
	pos := p.Pos()
	kw, err := p.ParseAnyKeyword()
	if err != nil {
		return nil, err
	}
	c := p.Context()
	for _, k := range EnumKinds {
		if k.Mnemonic != kw {
			continue
		}
		vpos := p.Pos()
		s, err := p.ParseAnyKeyword()
		if err != nil {
			return nil, err
		}
		v, ok := k.ValueOf(s)
		if !ok {
			return nil, p.ErrorAt(vpos, "expected %s to be one of: %s", k.Mnemonic, strings.Join(k.Cases, ", "))
		}
		return Enum(c, k, v), nil
	}
	if err := p.ParsePunct("<"); err != nil {
		return nil, err
	}
	var out core.Attribute
	switch kw {
	case "array_v1":
		var elems []core.Attribute
		err = p.ParseCommaSeparatedList("[]", func() error {
			a, err := p.ParseAttribute(nil)
			elems = append(elems, a)
			return err
		})
		out = Array(c, elems)
	case "bool_v1":
		var s string
		if s, err = p.ParseAnyKeyword(); err == nil {
			if s != "true" && s != "false" {
				err = p.Errorf("expected true or false")
			}
			out = Bool(c, s == "true")
		}
	case "dict_v1":
		var es []DictEntry
		err = p.ParseCommaSeparatedList("{}", func() error {
			k, err := p.ParseAttribute(nil)
			if err != nil {
				return err
			}
			if err := p.ParsePunct("="); err != nil {
				return err
			}
			v, err := p.ParseAttribute(nil)
			es = append(es, DictEntry{k, v})
			return err
		})
		// DictionaryV1Attr::verify
		for _, e := range es {
			if err == nil && !fromVhlo(e.Key) {
				err = p.ErrorAt(pos, "expected VHLO key attribute")
			}
		}
		out = Dict(c, es)
	case "float_v1":
		out, err = parseFloatV1(p)
	case "integer_v1":
		var a core.Attribute
		if a, err = p.ParseAttribute(nil); err == nil {
			ia, ok := a.(*core.IntegerAttr)
			if !ok {
				return nil, p.ErrorAt(pos, "expected an integer attribute")
			}
			t := FromBuiltinType(c, ia.Type)
			if t == nil {
				return nil, p.ErrorAt(pos, "unsupported integer type")
			}
			out = Integer(c, t, uint64(ia.Val))
		}
	case "output_operand_alias_v1":
		var o OutputOperandAliasAttr
		if err = parseField(p, "outputTupleIndices", true); err == nil {
			if o.OutputTupleIndices, err = parseIntList(p); err == nil {
				if err = parseField(p, "operandIndex", false); err == nil {
					if o.OperandIndex, err = p.ParseInteger(); err == nil {
						if err = parseField(p, "operandTupleIndices", false); err == nil {
							o.OperandTupleIndices, err = parseIntList(p)
						}
					}
				}
			}
		}
		out = OutputOperandAlias(c, o.OutputTupleIndices, o.OperandIndex, o.OperandTupleIndices)
	case "string_v1":
		var s string
		s, err = p.ParseString()
		out = String(c, s)
	case "tensor_v1":
		var a core.Attribute
		if a, err = p.ParseAttribute(nil); err == nil {
			ta, ok := a.(core.TypedAttr)
			if !ok {
				return nil, p.ErrorAt(pos, "expected a dense elements attribute")
			}
			t := FromBuiltinType(c, ta.AttrType())
			if t == nil {
				return nil, p.ErrorAt(pos, "unsupported tensor type")
			}
			out = TensorOf(c, t, a)
		}
	case "type_v1":
		var t core.Type
		t, err = p.ParseType()
		if err == nil && !fromVhlo(t) { // TypeV1Attr::verify
			return nil, p.ErrorAt(pos, "expected VHLO type")
		}
		out = TypeOf(c, t)
	case "type_extensions_v1":
		var b []int64
		if err = parseField(p, "bounds", true); err == nil {
			b, err = parseIntList(p)
		}
		out = TypeExtensions(c, b)
	case "result_accuracy_v1":
		var r ResultAccuracyAttr
		if err = parseField(p, "atol", true); err == nil {
			if r.Atol, err = p.ParseFloat(); err == nil {
				if err = parseField(p, "rtol", false); err == nil {
					if r.Rtol, err = p.ParseFloat(); err == nil {
						if err = parseField(p, "ulps", false); err == nil {
							if r.Ulps, err = p.ParseInteger(); err == nil {
								if err = parseField(p, "mode", false); err == nil {
									r.Mode, err = p.ParseAttribute(nil)
								}
							}
						}
					}
				}
			}
		}
		if err == nil {
			// ResultAccuracyV1Attr::verify
			if m, ok := r.Mode.(*EnumAttr); !ok || m.Kind != ResultAccuracyModeKind {
				return nil, p.ErrorAt(pos, "expected VHLO result accuracy mode")
			}
			out = ResultAccuracy(c, r.Atol, r.Rtol, r.Ulps, r.Mode)
		}
	case "sub_axis_info_v1":
		var s SubAxisInfoAttr
		if err = parseField(p, "pre_size", true); err == nil {
			if s.PreSize, err = p.ParseInteger(); err == nil {
				if err = parseField(p, "size", false); err == nil {
					s.Size, err = p.ParseInteger()
				}
			}
		}
		out = Intern(c, &s)
	case "axis_ref_v1":
		var r AxisRefAttr
		if err = parseField(p, "name", true); err == nil {
			if r.Name, err = p.ParseAttribute(nil); err == nil && p.ParseOptionalPunct(",") {
				if err = p.ParseKeyword("sub_axis_info"); err == nil {
					if err = p.ParsePunct("="); err == nil {
						r.SubAxisInfo, err = p.ParseAttribute(nil)
					}
				}
			}
		}
		if err == nil {
			out = Intern(c, &r)
		}
	case "replica_group_mesh_axes_v1":
		var r ReplicaGroupMeshAxesAttr
		if err = parseField(p, "mesh", true); err == nil {
			if r.Mesh, err = p.ParseAttribute(nil); err == nil {
				if err = parseField(p, "axes", false); err == nil {
					r.Axes, err = p.ParseAttribute(nil)
				}
			}
		}
		if err == nil {
			out = Intern(c, &r)
		}
	case "mesh_axis_v1":
		var m MeshAxisAttr
		if err = parseField(p, "name", true); err == nil {
			if m.Name, err = p.ParseAttribute(nil); err == nil {
				if err = parseField(p, "size", false); err == nil {
					m.Size, err = p.ParseInteger()
				}
			}
		}
		if err == nil {
			out = Intern(c, &m)
		}
	case "mesh_v1":
		var m MeshAttr
		if err = parseField(p, "axes", true); err == nil {
			if m.Axes, err = p.ParseAttribute(nil); err == nil && p.ParseOptionalPunct(",") {
				if err = p.ParseKeyword("device_ids"); err == nil {
					if err = p.ParsePunct("="); err == nil {
						m.DeviceIDs, err = p.ParseAttribute(nil)
					}
				}
			}
		}
		if err == nil {
			out = Intern(c, &m)
		}
	default:
		return nil, p.ErrorAt(pos, "unknown vhlo attribute")
	}
	if err != nil {
		return nil, err
	}
	return out, p.ParsePunct(">")
}

// parseFloatV1 reads `value : type` of #vhlo.float_v1.
func parseFloatV1(p core.DialectParser) (core.Attribute, error) {
	c := p.Context()
	f, err := p.ParseFloat()
	if err != nil {
		return nil, err
	}
	if err := p.ParsePunct(":"); err != nil {
		return nil, err
	}
	t, err := p.ParseType()
	if err != nil {
		return nil, err
	}
	ft, ok := ToBuiltinType(c, t).(*core.FloatType)
	if !ok {
		return nil, p.Errorf("expected a VHLO float type")
	}
	return Float(c, t, floatBitsOf(ft, f)), nil
}

// floatBitsOf converts f to the bits of float type ft.
func floatBitsOf(ft *core.FloatType, f float64) uint64 {
	if ft.Name == "f64" {
		return math.Float64bits(f)
	}
	if ft.Name == "f32" {
		return uint64(math.Float32bits(float32(f)))
	}
	if fm, ok := numerics.FormatByName(ft.Name); ok {
		return fm.FromFloat64(f)
	}
	return math.Float64bits(f)
}

// fromVhlo is VhloAttrs.td's isFromVhlo: an attribute or type of the VHLO
// dialect (every one of them is Versioned).
func fromVhlo(x any) bool {
	_, ok := x.(Versioned)
	return ok
}
