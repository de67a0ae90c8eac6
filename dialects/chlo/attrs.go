package chlo

import (
	"strconv"
	"strings"

	"ncc/core"
)

// EnumKind is one of CHLO's enum attributes (ChloEnums.td): its mnemonic and
// the keyword of each value. All print as #chlo<mnemonic VALUE>.
type EnumKind struct {
	Mnemonic string
	Cases    []string
}

// EnumAttr is a value of an EnumKind, e.g. #chlo<comparison_direction LT>.
type EnumAttr struct {
	Kind  *EnumKind
	Value int
}

func (a *EnumAttr) Key() string { return "chlo." + a.Kind.Mnemonic + ":" + a.Kind.Cases[a.Value] }

// String returns the value's keyword.
func (a *EnumAttr) String() string { return a.Kind.Cases[a.Value] }

// Enum kinds, numbered as in ChloEnums.td (the same order as StableHLO's).
var (
	ComparisonDirectionKind = &EnumKind{Mnemonic: "comparison_direction", Cases: []string{"EQ", "NE", "GE", "GT", "LE", "LT"}}
	ComparisonTypeKind      = &EnumKind{Mnemonic: "comparison_type", Cases: []string{"NOTYPE", "FLOAT", "TOTALORDER", "SIGNED", "UNSIGNED"}}
	PrecisionKind           = &EnumKind{Mnemonic: "precision", Cases: []string{"DEFAULT", "HIGH", "HIGHEST"}}

	enumKinds = []*EnumKind{ComparisonDirectionKind, ComparisonTypeKind, PrecisionKind}
)

// Enum returns the uniqued attribute of value v of kind k.
func Enum(c *core.Context, k *EnumKind, v int) *EnumAttr {
	return core.InternAttr(c, &EnumAttr{Kind: k, Value: v})
}

func (k *EnumKind) value(kw string) (int, bool) {
	for i, c := range k.Cases {
		if c == kw {
			return i, true
		}
	}
	return 0, false
}

func (k *EnumKind) check(a core.Attribute) bool {
	e, ok := a.(*EnumAttr)
	return ok && e.Kind == k
}

func (k *EnumKind) constraint() core.AttrConstraint {
	return core.AttrConstraint{Summary: strings.ReplaceAll(k.Mnemonic, "_", " ") + " attribute", Check: k.check}
}

// RaggedDotDims is #chlo.ragged_dot<...>: dot_general's dimension numbers
// plus the ragged dimension of lhs and the group dimension of rhs.
type RaggedDotDims struct {
	LhsBatching, RhsBatching       []int64
	LhsContracting, RhsContracting []int64
	LhsRagged, RhsGroup            []int64
}

func (a *RaggedDotDims) Key() string { return "chlo.ragged_dot" + a.body() }

// NewRaggedDotDims returns the uniqued attribute.
func NewRaggedDotDims(c *core.Context, d RaggedDotDims) *RaggedDotDims { return core.InternAttr(c, &d) }

func (a *RaggedDotDims) fields() []struct {
	name string
	dst  *[]int64
} {
	return []struct {
		name string
		dst  *[]int64
	}{
		{"lhs_batching_dimensions", &a.LhsBatching},
		{"rhs_batching_dimensions", &a.RhsBatching},
		{"lhs_contracting_dimensions", &a.LhsContracting},
		{"rhs_contracting_dimensions", &a.RhsContracting},
		{"lhs_ragged_dimensions", &a.LhsRagged},
		{"rhs_group_dimensions", &a.RhsGroup},
	}
}

// body prints the fields as printStruct does: empty lists are left out.
func (a *RaggedDotDims) body() string {
	var b strings.Builder
	b.WriteString("<")
	sep := ""
	for _, f := range a.fields() {
		if len(*f.dst) == 0 {
			continue
		}
		b.WriteString(sep + f.name + " = [")
		for i, v := range *f.dst {
			if i > 0 {
				b.WriteString(", ")
			}
			b.WriteString(strconv.FormatInt(v, 10))
		}
		b.WriteString("]")
		sep = ", "
	}
	b.WriteString(">")
	return b.String()
}

var raggedDotC = core.AttrConstraint{Summary: "Attribute that models the dimension information for ragged dot.",
	Check: func(a core.Attribute) bool { _, ok := a.(*RaggedDotDims); return ok }}

// precisionConfigC is CHLO_PrecisionConfigAttr: an array of precisions.
var precisionConfigC = core.AttrConstraint{Summary: "Precision Config attribute",
	Check: func(a core.Attribute) bool {
		arr, ok := a.(*core.ArrayAttr)
		if !ok {
			return false
		}
		for _, e := range arr.Elems {
			if !PrecisionKind.check(e) {
				return false
			}
		}
		return true
	}}

func parseAttr(p core.DialectParser, _ core.Type) (core.Attribute, error) {
	pos := p.Pos()
	kw, err := p.ParseAnyKeyword()
	if err != nil {
		return nil, err
	}
	for _, k := range enumKinds {
		if k.Mnemonic != kw {
			continue
		}
		vpos := p.Pos()
		v, err := p.ParseKeywordOrString()
		if err != nil {
			return nil, err
		}
		i, ok := k.value(v)
		if !ok {
			return nil, p.ErrorAt(vpos, "expected %s to be one of: %s", k.Mnemonic, strings.Join(k.Cases, ", "))
		}
		return Enum(p.Context(), k, i), nil
	}
	if kw == "ragged_dot" {
		return parseRaggedDot(p)
	}
	return nil, p.ErrorAt(pos, "unknown chlo attribute: %s", kw)
}

// parseRaggedDot parses `<name = [dims], ...>` with fields in any order,
// each at most once (StablehloOps.cpp's parseStruct, which ChloOps.cpp uses).
func parseRaggedDot(p core.DialectParser) (core.Attribute, error) {
	var d RaggedDotDims
	fields := d.fields()
	seen := make([]bool, len(fields))
	if err := p.ParsePunct("<"); err != nil {
		return nil, err
	}
	for !p.ParseOptionalPunct(">") {
		found := false
		for i, f := range fields {
			if !p.ParseOptionalKeyword(f.name) {
				continue
			}
			if seen[i] {
				return nil, p.Errorf("duplicated `%s` entry", f.name)
			}
			seen[i], found = true, true
			if err := p.ParsePunct("="); err != nil {
				return nil, err
			}
			vs := []int64{}
			err := p.ParseCommaSeparatedList("[]", func() error {
				v, err := p.ParseInteger()
				vs = append(vs, v)
				return err
			})
			if err != nil {
				return nil, err
			}
			*f.dst = vs
			break
		}
		if !found {
			return nil, p.Errorf("expected field name for ragged dot dimension numbers")
		}
		if !p.ParseOptionalPunct(",") {
			if err := p.ParsePunct(">"); err != nil {
				return nil, err
			}
			break
		}
	}
	return NewRaggedDotDims(p.Context(), d), nil
}

func printAttr(a core.Attribute, p core.DialectPrinter) bool {
	switch a := a.(type) {
	case *EnumAttr:
		p.WriteString(a.Kind.Mnemonic + " " + a.String())
	case *RaggedDotDims:
		p.WriteString("ragged_dot" + a.body())
	default:
		return false
	}
	return true
}
