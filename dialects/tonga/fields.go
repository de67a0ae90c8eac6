package tonga

import (
	"math"
	"strconv"

	"ncc/core"
	"ncc/dialects/ods"
)

// An instruction's operands are inherent attributes: its access patterns
// (ins, outs: arrays of #tonga.ap), its immediates (integers, f32 values,
// flags, registers, enums) and its synchronization (wait, signal). The
// helpers below declare them; the readers read them back.

// apsConstraint is an array of access patterns; op syntax writes the
// bare patterns, comma-separated (`ins(sb[0:128][[1, 4]] at 0x0 : f32)`).
var apsConstraint = core.AttrConstraint{
	Summary: "array of tonga access patterns",
	Check: func(a core.Attribute) bool {
		arr, ok := a.(*core.ArrayAttr)
		if !ok {
			return false
		}
		for _, e := range arr.Elems {
			if _, ok := e.(*APAttr); !ok {
				return false
			}
		}
		return true
	},
	Parse: func(p core.OpParser, _ core.Type, _ bool) (core.Attribute, error) {
		var elems []core.Attribute
		err := p.ParseCommaSeparatedList("", func() error {
			ap, err := parseAP(p)
			if err == nil {
				elems = append(elems, APAttrOf(p.Context(), ap))
			}
			return err
		})
		if err != nil {
			return nil, err
		}
		return core.Array(p.Context(), elems), nil
	},
	Print: func(p core.OpPrinter, a core.Attribute) {
		for i, e := range a.(*core.ArrayAttr).Elems {
			if i > 0 {
				p.WriteString(", ")
			}
			p.WriteString(e.(*APAttr).AP.String())
		}
	},
}

func apsField(name string) core.AttrDef { return core.AttrDef{Name: name, Constraint: apsConstraint} }

// i64Field declares an integer immediate with a default value.
func i64Field(name string, def int64) core.AttrDef {
	return core.AttrDef{Name: name, Constraint: ods.I64Attr,
		Default: func(c *core.Context) core.Attribute { return I64Attr(c, def) }}
}

// reqI64Field declares a required integer immediate.
func reqI64Field(name string) core.AttrDef { return core.AttrDef{Name: name, Constraint: ods.I64Attr} }

// f32Field declares an f32 immediate with a default value.
func f32Field(name string, def float32) core.AttrDef {
	return core.AttrDef{Name: name, Constraint: ods.F32Attr,
		Default: func(c *core.Context) core.Attribute { return F32Attr(c, def) }}
}

// optF32Field declares an f32 immediate that may be absent.
func optF32Field(name string) core.AttrDef {
	return core.AttrDef{Name: name, Constraint: ods.F32Attr, Optional: true}
}

// reqF32Field declares a required f32 immediate.
func reqF32Field(name string) core.AttrDef { return core.AttrDef{Name: name, Constraint: ods.F32Attr} }

// flagField declares a flag: a unit attribute, present for true.
func flagField(name string) core.AttrDef {
	return core.AttrDef{Name: name, Constraint: ods.UnitAttr, Optional: true}
}

// regConstraint is a register number, an i64 attribute written `r3`.
var regConstraint = core.AttrConstraint{
	Summary: "tonga register",
	Check:   ods.I64Attr.Check,
	Parse: func(p core.OpParser, _ core.Type, _ bool) (core.Attribute, error) {
		r, err := parseReg(p)
		if err != nil {
			return nil, err
		}
		return I64Attr(p.Context(), int64(r)), nil
	},
	Print: func(p core.OpPrinter, a core.Attribute) {
		p.WriteString("r" + strconv.FormatInt(a.(*core.IntegerAttr).Val, 10))
	},
}

func regField(name string) core.AttrDef { return core.AttrDef{Name: name, Constraint: regConstraint} }

// pairsConstraint is a list of [step, num] pairs stored flat in an
// array<i64>; op syntax writes it `[[1, 128], [0, 4]]`.
var pairsConstraint = core.AttrConstraint{
	Summary: "list of [step, num] pairs",
	Check: func(a core.Attribute) bool {
		d, ok := a.(*core.DenseArrayAttr)
		return ok && ods.IsDenseArrayOf(a, 64) && d.N%2 == 0
	},
	Parse: func(p core.OpParser, _ core.Type, _ bool) (core.Attribute, error) {
		if err := p.ParsePunct("["); err != nil {
			return nil, err
		}
		ps, err := parsePairsRest(p)
		if err != nil {
			return nil, err
		}
		return PairsAttr(p.Context(), ps), nil
	},
	Print: func(p core.OpPrinter, a core.Attribute) { p.WriteString(formatPairs(Pairs(a))) },
}

func pairsField(name string) core.AttrDef {
	return core.AttrDef{Name: name, Constraint: pairsConstraint}
}

func i64ListField(name string) core.AttrDef {
	return core.AttrDef{Name: name, Constraint: ods.DenseI64ArrayAttr}
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

// I64ListAttr returns the array<i64> attribute of vs (shuffle masks, core lists).
func I64ListAttr(c *core.Context, vs []int64) *core.DenseArrayAttr { return ods.DenseI64Array(c, vs) }

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

// Readers. Each returns the zero value when the attribute is absent or of
// another kind; defaulted attributes read as their default because ops
// always hold them.

// InsOf returns the access patterns op reads, in order.
func InsOf(op *core.Operation) []AP { return apsOf(op.Attr("ins")) }

// OutsOf returns the access patterns op writes, in order.
func OutsOf(op *core.Operation) []AP { return apsOf(op.Attr("outs")) }

func apsOf(a core.Attribute) []AP {
	arr, ok := a.(*core.ArrayAttr)
	if !ok {
		return nil
	}
	out := make([]AP, 0, len(arr.Elems))
	for _, e := range arr.Elems {
		if ap, ok := e.(*APAttr); ok {
			out = append(out, ap.AP)
		}
	}
	return out
}

// F32 returns op's f32 attribute name; ok is false when it is absent.
func F32(op *core.Operation, name string) (v float32, ok bool) {
	f, ok := op.Attr(name).(*core.FloatAttr)
	if !ok || f.Type.Name != "f32" {
		return 0, false
	}
	return math.Float32frombits(uint32(f.Bits)), true
}

// F32Bits returns the bits of op's f32 attribute name.
func F32Bits(op *core.Operation, name string) (bits uint32, ok bool) {
	f, ok := op.Attr(name).(*core.FloatAttr)
	if !ok || f.Type.Name != "f32" {
		return 0, false
	}
	return uint32(f.Bits), true
}

// I64 returns op's integer attribute name (registers included); ok is
// false when it is absent.
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
