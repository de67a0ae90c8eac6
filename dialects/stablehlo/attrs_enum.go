package stablehlo

import (
	"strings"

	"ncc/core"
)

// EnumKind is one of StableHLO's enum attributes (StablehloEnums.td): its
// mnemonic and the keyword of each value.
type EnumKind struct {
	Mnemonic string
	Cases    []string // keyword of value i; "" for a hole
	// Pretty kinds print as #stablehlo.mnemonic<VALUE>; the others as
	// #stablehlo<mnemonic VALUE>, as EnumAttr's default format does.
	Pretty bool
}

// EnumAttr is a value of an EnumKind, e.g. #stablehlo<comparison_direction LT>.
type EnumAttr struct {
	Kind  *EnumKind
	Value int
}

func (a *EnumAttr) Key() string { return "stablehlo." + a.Kind.Mnemonic + ":" + a.Kind.Cases[a.Value] }

// String returns the value's keyword.
func (a *EnumAttr) String() string { return a.Kind.Cases[a.Value] }

// Enum kinds and their values, numbered as in StablehloEnums.td.
var (
	ComparisonDirectionKind = &EnumKind{Mnemonic: "comparison_direction", Cases: []string{"EQ", "NE", "GE", "GT", "LE", "LT"}}
	ComparisonTypeKind      = &EnumKind{Mnemonic: "comparison_type", Cases: []string{"NOTYPE", "FLOAT", "TOTALORDER", "SIGNED", "UNSIGNED"}}
	PrecisionKind           = &EnumKind{Mnemonic: "precision", Cases: []string{"DEFAULT", "HIGH", "HIGHEST"}}
	FftTypeKind             = &EnumKind{Mnemonic: "fft_type", Cases: []string{"FFT", "IFFT", "RFFT", "IRFFT"}}
	TransposeKind           = &EnumKind{Mnemonic: "transpose", Cases: []string{"TRANSPOSE_INVALID", "NO_TRANSPOSE", "TRANSPOSE", "ADJOINT"}}
	RngDistributionKind     = &EnumKind{Mnemonic: "rng_distribution", Cases: []string{"", "UNIFORM", "NORMAL"}}
	RngAlgorithmKind        = &EnumKind{Mnemonic: "rng_algorithm", Cases: []string{"DEFAULT", "THREE_FRY", "PHILOX"}}
	ResultAccuracyModeKind  = &EnumKind{Mnemonic: "result_accuracy_mode", Cases: []string{"DEFAULT", "HIGHEST", "TOLERANCE"}, Pretty: true}

	enumKinds = []*EnumKind{ComparisonDirectionKind, ComparisonTypeKind, PrecisionKind, FftTypeKind,
		TransposeKind, RngDistributionKind, RngAlgorithmKind, ResultAccuracyModeKind}
)

// Comparison directions.
const (
	CmpEQ = iota
	CmpNE
	CmpGE
	CmpGT
	CmpLE
	CmpLT
)

// Comparison types.
const (
	CmpTypeNone = iota
	CmpTypeFloat
	CmpTypeTotalOrder
	CmpTypeSigned
	CmpTypeUnsigned
)

// FFT types.
const (
	FftFFT = iota
	FftIFFT
	FftRFFT
	FftIRFFT
)

// Enum returns the uniqued attribute of value v of kind k.
func Enum(c *core.Context, k *EnumKind, v int) *EnumAttr {
	return core.InternAttr(c, &EnumAttr{Kind: k, Value: v})
}

// Value returns the value spelled kw.
func (k *EnumKind) Value(kw string) (int, bool) {
	for i, c := range k.Cases {
		if c != "" && c == kw {
			return i, true
		}
	}
	return 0, false
}

func (k *EnumKind) names() string {
	var ns []string
	for _, c := range k.Cases {
		if c != "" {
			ns = append(ns, c)
		}
	}
	return strings.Join(ns, ", ")
}

// parseValue parses the keyword of a value of k.
func (k *EnumKind) parseValue(p core.DialectParser) (*EnumAttr, error) {
	pos := p.Pos()
	kw, err := p.ParseKeywordOrString()
	if err != nil {
		return nil, err
	}
	v, ok := k.Value(kw)
	if !ok {
		return nil, p.ErrorAt(pos, "expected %s to be one of: %s", k.Mnemonic, k.names())
	}
	return Enum(p.Context(), k, v), nil
}

// constraint is the op-syntax form of an enum attribute: the bare keyword
// after a space, as ODS prints a stripped EnumAttr (hence stablehlo-opt's
// `compare  LT`).
func (k *EnumKind) constraint() core.AttrConstraint {
	return core.AttrConstraint{
		Summary: strings.ReplaceAll(k.Mnemonic, "_", " ") + " attribute",
		Check: func(a core.Attribute) bool {
			e, ok := a.(*EnumAttr)
			return ok && e.Kind == k
		},
		Parse: func(p core.OpParser, _ core.Type, optional bool) (core.Attribute, error) {
			if optional {
				for i, c := range k.Cases {
					if c != "" && p.ParseOptionalKeyword(c) {
						return Enum(p.Context(), k, i), nil
					}
				}
				return nil, nil
			}
			return k.parseValue(p)
		},
		Print: func(p core.OpPrinter, a core.Attribute) {
			if k.Pretty {
				p.WriteString("<" + a.(*EnumAttr).String() + ">")
				return
			}
			p.WriteString(" " + a.(*EnumAttr).String())
		},
	}
}

func enumOf(a core.Attribute, k *EnumKind) (int, bool) {
	e, ok := a.(*EnumAttr)
	if !ok || e.Kind != k {
		return 0, false
	}
	return e.Value, true
}
