package bir

import (
	"math"
	"strconv"
	"strings"

	"ncc/arch"
	"ncc/core"
	"ncc/dialects/ods"
)

// An instruction's immediates are inherent attributes named as BIR's JSON
// names its fields (op, func, scale, start_tensor_calc, ...). Each is
// declared with one of the helpers below, which also record the attribute's
// FieldKind, so translate/birjson can write and read any op's fields from
// its definition without a table of its own.

// FieldKind is how an attribute is stored and how BIR's JSON writes it.
type FieldKind uint8

const (
	FieldOther   FieldKind = iota // written by hand (APs, names, initializers)
	FieldEnum                     // *EnumAttr: a JSON string, the value's keyword
	FieldF32                      // f32 *core.FloatAttr: a JSON number
	FieldI64                      // i64 *core.IntegerAttr: a JSON integer
	FieldFlag                     // *core.UnitAttr, present or not: a JSON bool
	FieldI64List                  // array<i64>: a JSON list of integers
	FieldPairs                    // array<i64> of [step, num] pairs: a JSON list of pairs
)

type fieldInfo struct {
	Kind FieldKind
	Enum *EnumKind
}

// fieldKinds maps a constraint's Summary, unique per helper, to its kind.
var fieldKinds = map[string]fieldInfo{}

func registerField(summary string, f fieldInfo) { fieldKinds[summary] = f }

// FieldKindOf returns the kind of attribute def (FieldOther for those the
// JSON translation writes by hand) and, for enums, its EnumKind.
func FieldKindOf(def *core.AttrDef) (FieldKind, *EnumKind) {
	f := fieldKinds[def.Constraint.Summary]
	return f.Kind, f.Enum
}

// enumField declares an enum attribute; with def >= 0 it defaults to that
// value (and the pretty form omits it when it has it).
func enumField(name string, k *EnumKind, def int) core.AttrDef {
	d := core.AttrDef{Name: name, Constraint: k.constraint()}
	if def >= 0 {
		d.Default = func(c *core.Context) core.Attribute { return Enum(c, k, def) }
	}
	return d
}

var f32Constraint = func() core.AttrConstraint {
	c := ods.F32Attr
	registerField(c.Summary, fieldInfo{Kind: FieldF32})
	return c
}()

// f32Field declares an f32 attribute with a default value.
func f32Field(name string, def float32) core.AttrDef {
	return core.AttrDef{Name: name, Constraint: f32Constraint,
		Default: func(c *core.Context) core.Attribute { return F32Attr(c, def) }}
}

// optF32Field declares an f32 attribute that may be absent.
func optF32Field(name string) core.AttrDef {
	return core.AttrDef{Name: name, Constraint: f32Constraint, Optional: true}
}

var i64Constraint = func() core.AttrConstraint {
	c := ods.I64Attr
	registerField(c.Summary, fieldInfo{Kind: FieldI64})
	return c
}()

// i64Field declares an i64 attribute with a default value.
func i64Field(name string, def int64) core.AttrDef {
	return core.AttrDef{Name: name, Constraint: i64Constraint,
		Default: func(c *core.Context) core.Attribute { return I64Attr(c, def) }}
}

// reqI64Field declares a required i64 attribute.
func reqI64Field(name string) core.AttrDef {
	return core.AttrDef{Name: name, Constraint: i64Constraint}
}

var flagConstraint = func() core.AttrConstraint {
	c := ods.UnitAttr
	registerField(c.Summary, fieldInfo{Kind: FieldFlag})
	return c
}()

// flagField declares a flag: a unit attribute, present for true.
func flagField(name string) core.AttrDef {
	return core.AttrDef{Name: name, Constraint: flagConstraint, Optional: true}
}

var i64ListConstraint = func() core.AttrConstraint {
	c := ods.DenseI64ArrayAttr
	registerField(c.Summary, fieldInfo{Kind: FieldI64List})
	return c
}()

func i64ListField(name string) core.AttrDef {
	return core.AttrDef{Name: name, Constraint: i64ListConstraint}
}

// pairsConstraint is a list of [step, num] pairs stored flat in an
// array<i64>; op syntax writes it `[[1, 128], [0, 4]]`.
var pairsConstraint = func() core.AttrConstraint {
	c := core.AttrConstraint{
		Summary: "list of [step, num] pairs",
		Check: func(a core.Attribute) bool {
			d, ok := a.(*core.DenseArrayAttr)
			return ok && ods.IsDenseArrayOf(a, 64) && d.N%2 == 0
		},
		Parse: func(p core.OpParser, _ core.Type, optional bool) (core.Attribute, error) {
			if optional && !p.ParseOptionalPunct("[") {
				return nil, nil
			}
			if !optional {
				if err := p.ParsePunct("["); err != nil {
					return nil, err
				}
			}
			ps, err := parsePairsRest(p)
			if err != nil {
				return nil, err
			}
			return PairsAttr(p.Context(), ps), nil
		},
		Print: func(p core.OpPrinter, a core.Attribute) { p.WriteString(formatPairs(Pairs(a))) },
	}
	registerField(c.Summary, fieldInfo{Kind: FieldPairs})
	return c
}()

func pairsField(name string) core.AttrDef {
	return core.AttrDef{Name: name, Constraint: pairsConstraint}
}

// strField declares a string attribute (loop axis names, queues).
func strField(name string, optional bool) core.AttrDef {
	return core.AttrDef{Name: name, Constraint: ods.StrAttr, Optional: optional}
}

// F32Attr returns the f32 attribute holding v.
func F32Attr(c *core.Context, v float32) *core.FloatAttr {
	return core.FloatBits(c, core.F32(c), uint64(math.Float32bits(v)))
}

// I64Attr returns the i64 attribute holding v.
func I64Attr(c *core.Context, v int64) *core.IntegerAttr {
	return core.Int(c, core.IntegerType(c, 64), v)
}

// PairsAttr returns [step, num] pairs as the flat array<i64> that stores them.
func PairsAttr(c *core.Context, ps [][2]int64) *core.DenseArrayAttr {
	flat := make([]int64, 0, 2*len(ps))
	for _, p := range ps {
		flat = append(flat, p[0], p[1])
	}
	return ods.DenseI64Array(c, flat)
}

// Pairs reads a pairs attribute (nil for anything else).
func Pairs(a core.Attribute) [][2]int64 {
	d, ok := a.(*core.DenseArrayAttr)
	if !ok || !ods.IsDenseArrayOf(a, 64) {
		return nil
	}
	flat := ods.I64s(d)
	ps := make([][2]int64, len(flat)/2)
	for i := range ps {
		ps[i] = [2]int64{flat[2*i], flat[2*i+1]}
	}
	return ps
}

// formatPairs writes `[[1, 2], [3, 4]]`.
func formatPairs(ps [][2]int64) string {
	var b strings.Builder
	b.WriteString("[")
	for i, p := range ps {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString("[" + strconv.FormatInt(p[0], 10) + ", " + strconv.FormatInt(p[1], 10) + "]")
	}
	b.WriteString("]")
	return b.String()
}

// parsePairsRest parses the rest of `[[1, 2], [3, 4]]` after its '['.
func parsePairsRest(p core.DialectParser) ([][2]int64, error) {
	ps := [][2]int64{}
	if p.ParseOptionalPunct("]") {
		return ps, nil
	}
	err := p.ParseCommaSeparatedList("", func() error {
		if err := p.ParsePunct("["); err != nil {
			return err
		}
		step, err := p.ParseInteger()
		if err != nil {
			return err
		}
		if err := p.ParsePunct(","); err != nil {
			return err
		}
		num, err := p.ParseInteger()
		if err != nil {
			return err
		}
		ps = append(ps, [2]int64{step, num})
		return p.ParsePunct("]")
	})
	if err != nil {
		return nil, err
	}
	return ps, p.ParsePunct("]")
}

// Attribute readers, for code that reads instructions (the simulator, the
// JSON writer). Each returns the zero value when the attribute is absent
// or of another kind; absent defaulted attributes read as their default
// because ops always hold them.

// Engine returns op's engine.
func Engine(op *core.Operation) arch.Engine {
	v, _ := enumOf(op.Attr("engine"), EngineKind)
	return arch.Engine(v)
}

// EnumField returns the value of op's enum attribute name, or -1.
func EnumField(op *core.Operation, name string) int {
	if e, ok := op.Attr(name).(*EnumAttr); ok {
		return e.Value
	}
	return -1
}

// Alu returns op's AluOp attribute name ("op", "op0", "op1", "compare_op").
func Alu(op *core.Operation, name string) AluOp {
	v, _ := enumOf(op.Attr(name), AluKind)
	return AluOp(v)
}

// F32 returns op's f32 attribute name; ok is false when it is absent.
func F32(op *core.Operation, name string) (v float32, ok bool) {
	f, ok := op.Attr(name).(*core.FloatAttr)
	if !ok || f.Type.Name != "f32" {
		return 0, false
	}
	return math.Float32frombits(uint32(f.Bits)), true
}

// I64 returns op's integer attribute name; ok is false when it is absent.
func I64(op *core.Operation, name string) (v int64, ok bool) {
	i, ok := op.Attr(name).(*core.IntegerAttr)
	if !ok {
		return 0, false
	}
	return i.Val, true
}

// Flag reports whether op's flag name is set.
func Flag(op *core.Operation, name string) bool {
	_, ok := op.Attr(name).(*core.UnitAttr)
	return ok
}

// I64List returns op's integer-list attribute name.
func I64List(op *core.Operation, name string) []int64 {
	if d, ok := op.Attr(name).(*core.DenseArrayAttr); ok && ods.IsDenseArrayOf(d, 64) {
		return ods.I64s(d)
	}
	return nil
}

// Str returns op's string attribute name.
func Str(op *core.Operation, name string) string {
	if s, ok := op.Attr(name).(*core.StringAttr); ok {
		return s.Value
	}
	return ""
}
