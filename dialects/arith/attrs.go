package arith

import (
	"errors"
	"strings"

	"ncc/core"
	"ncc/dialects/ods"
)

// FastMathAttr is #arith.fastmath<...>: LLVM's fast-math flags as a bit set.
type FastMathAttr struct{ Flags uint32 }

func (a *FastMathAttr) Key() string { return "arith.fastmath<" + fastMathEnum.format(a.Flags) + ">" }

// OverflowAttr is #arith.overflow<...>: the nsw/nuw flags of integer ops.
type OverflowAttr struct{ Flags uint32 }

func (a *OverflowAttr) Key() string { return "arith.overflow<" + overflowEnum.format(a.Flags) + ">" }

// Fast-math flag bits (FastMathFlags in ArithBase.td).
const (
	FastMathNone     uint32 = 0
	FastMathReassoc  uint32 = 1 << 0
	FastMathNNaN     uint32 = 1 << 1
	FastMathNInf     uint32 = 1 << 2
	FastMathNSZ      uint32 = 1 << 3
	FastMathARcp     uint32 = 1 << 4
	FastMathContract uint32 = 1 << 5
	FastMathAFn      uint32 = 1 << 6
	FastMathFast     uint32 = 1<<7 - 1
)

// Integer overflow flag bits (IntegerOverflowFlags).
const (
	OverflowNone uint32 = 0
	OverflowNSW  uint32 = 1 << 0
	OverflowNUW  uint32 = 1 << 1
)

// FastMath returns the uniqued #arith.fastmath attribute of flags.
func FastMath(c *core.Context, flags uint32) *FastMathAttr {
	return core.InternAttrKeyed(c, fastMathKey(flags), func(k fastMathKey) *FastMathAttr {
		return &FastMathAttr{Flags: uint32(k)}
	})
}

type fastMathKey uint32

// Overflow returns the uniqued #arith.overflow attribute of flags.
func Overflow(c *core.Context, flags uint32) *OverflowAttr {
	return core.InternAttrKeyed(c, overflowKey(flags), func(k overflowKey) *OverflowAttr {
		return &OverflowAttr{Flags: uint32(k)}
	})
}

type overflowKey uint32

// bitEnum is an ODS BitEnumAttr: named bits, named groups printed in
// place of their bits (printBitEnumPrimaryGroups), a separator.
type bitEnum struct {
	cppName  string // in messages: "::mlir::arith::FastMathFlags"
	attrName string // ODS record: "Arith_FastMathAttr"
	sep      string
	none     string
	bits     []string // name of bit i
	groups   []struct {
		name string
		mask uint32
	}
}

var fastMathEnum = &bitEnum{
	cppName: "::mlir::arith::FastMathFlags", attrName: "Arith_FastMathAttr", sep: ",", none: "none",
	bits: []string{"reassoc", "nnan", "ninf", "nsz", "arcp", "contract", "afn"},
	groups: []struct {
		name string
		mask uint32
	}{{"fast", FastMathFast}},
}

var overflowEnum = &bitEnum{
	cppName: "::mlir::arith::IntegerOverflowFlags", attrName: "Arith_IntegerOverflowAttr", sep: ", ", none: "none",
	bits: []string{"nsw", "nuw"},
}

func (e *bitEnum) format(v uint32) string {
	if v == 0 {
		return e.none
	}
	var parts []string
	for _, g := range e.groups {
		if v&g.mask == g.mask {
			parts = append(parts, g.name)
			v &^= g.mask
		}
	}
	for i, b := range e.bits {
		if v&(1<<i) != 0 {
			parts = append(parts, b)
		}
	}
	return strings.Join(parts, e.sep)
}

func (e *bitEnum) lookup(kw string) (uint32, bool) {
	if kw == e.none {
		return 0, true
	}
	for _, g := range e.groups {
		if g.name == kw {
			return g.mask, true
		}
	}
	for i, b := range e.bits {
		if b == kw {
			return 1 << i, true
		}
	}
	return 0, false
}

func (e *bitEnum) names() string {
	ns := []string{e.none}
	ns = append(ns, e.bits...)
	for _, g := range e.groups {
		ns = append(ns, g.name)
	}
	return strings.Join(ns, ", ")
}

// parseBody parses `<kw, kw, ...>` as the ODS-generated parser does,
// including its pair of diagnostics on failure.
func (e *bitEnum) parseBody(p core.DialectParser) (uint32, error) {
	if err := p.ParsePunct("<"); err != nil {
		return 0, err
	}
	var v uint32
	for {
		pos := p.Pos()
		kw, err := p.ParseKeywordOrString()
		if err != nil {
			return 0, join(p.ErrorAt(pos, "expected valid keyword or string"),
				p.ErrorAt(pos, "failed to parse %s parameter 'value' which is to be a `%s`", e.attrName, e.cppName))
		}
		bit, ok := e.lookup(kw)
		if !ok {
			return 0, join(p.ErrorAt(pos, "expected %s to be one of: %s", e.cppName, e.names()),
				p.Errorf("failed to parse %s parameter 'value' which is to be a `%s`", e.attrName, e.cppName))
		}
		v |= bit
		if !p.ParseOptionalPunct(",") {
			break
		}
	}
	return v, p.ParsePunct(">")
}

// join returns both diagnostics when they are core diagnostics, so a tool
// prints both as mlir-opt does, else the first.
func join(first, second error) error {
	var d1, d2 *core.Diagnostic
	if errors.As(first, &d1) && errors.As(second, &d2) {
		return core.Diagnostics{d1, d2}
	}
	return first
}

// Constraints of the arith attributes, with the stripped form `<...>` that
// op syntax writes after the `fastmath`/`overflow` keywords.
var (
	FastMathConstraint = core.AttrConstraint{
		Summary: "Floating point fast math flags",
		Check:   func(a core.Attribute) bool { _, ok := a.(*FastMathAttr); return ok },
		Parse: func(p core.OpParser, _ core.Type, optional bool) (core.Attribute, error) {
			if optional && !p.ParseOptionalPunct("<") {
				return nil, nil
			}
			v, err := fastMathEnum.parseBody(p)
			return FastMath(p.Context(), v), err
		},
		Print: func(p core.OpPrinter, a core.Attribute) {
			p.WriteString("<" + fastMathEnum.format(a.(*FastMathAttr).Flags) + ">")
		},
	}
	OverflowConstraint = core.AttrConstraint{
		Summary: "Integer overflow arith flags",
		Check:   func(a core.Attribute) bool { _, ok := a.(*OverflowAttr); return ok },
		Parse: func(p core.OpParser, _ core.Type, optional bool) (core.Attribute, error) {
			if optional && !p.ParseOptionalPunct("<") {
				return nil, nil
			}
			v, err := overflowEnum.parseBody(p)
			return Overflow(p.Context(), v), err
		},
		Print: func(p core.OpPrinter, a core.Attribute) {
			p.WriteString("<" + overflowEnum.format(a.(*OverflowAttr).Flags) + ">")
		},
	}
)

// Integer enums (I64EnumAttr / I32EnumAttr in ArithBase.td).
var (
	CmpIPredicate = &ods.Enum{Name: "CmpIPredicate", Width: 64,
		Cases: []string{"eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"}}
	CmpFPredicate = &ods.Enum{Name: "CmpFPredicate", Width: 64,
		Cases: []string{"false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord",
			"ueq", "ugt", "uge", "ult", "ule", "une", "uno", "true"}}
	RoundingMode = &ods.Enum{Name: "RoundingMode", Width: 32,
		Cases: []string{"to_nearest_even", "downward", "upward", "toward_zero", "to_nearest_away"}}
)

// CmpI predicate values.
const (
	CmpEQ int64 = iota
	CmpNE
	CmpSLT
	CmpSLE
	CmpSGT
	CmpSGE
	CmpULT
	CmpULE
	CmpUGT
	CmpUGE
)

// parseAttr parses the body after `#arith.`.
func parseAttr(p core.DialectParser, _ core.Type) (core.Attribute, error) {
	pos := p.Pos()
	kw, err := p.ParseAnyKeyword()
	if err != nil {
		return nil, err
	}
	switch kw {
	case "fastmath":
		v, err := fastMathEnum.parseBody(p)
		if err != nil {
			return nil, err
		}
		return FastMath(p.Context(), v), nil
	case "overflow":
		v, err := overflowEnum.parseBody(p)
		if err != nil {
			return nil, err
		}
		return Overflow(p.Context(), v), nil
	}
	return nil, p.ErrorAt(pos, "unknown attribute `%s` in dialect `arith`", kw)
}

func printAttr(a core.Attribute, p core.DialectPrinter) bool {
	switch a := a.(type) {
	case *FastMathAttr:
		p.WriteString("fastmath<" + fastMathEnum.format(a.Flags) + ">")
	case *OverflowAttr:
		p.WriteString("overflow<" + overflowEnum.format(a.Flags) + ">")
	default:
		return false
	}
	return true
}
