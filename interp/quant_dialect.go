package interp

import (
	"strconv"
	"strings"

	"ncc/core"
)

// QuantDialect is a minimal quant dialect: just the !quant.uniform type
// that StableHLO programs use, so the interpreter can read quantized
// programs. (MLIR's quant dialect has more; ncc has no dialects/quant yet.)
var QuantDialect = &core.Dialect{
	Name:      "quant",
	Summary:   "Quantized types (uniform only)",
	ParseType: parseQuantType,
	PrintType: printQuantType,
}

// UniformType is !quant.uniform<storage[<min:max>]:expressed[:axis],
// scale[:zero_point] | {scale[:zero_point], ...}>.
type UniformType struct {
	Storage    *core.IntType
	Min, Max   int64
	HasRange   bool
	Expressed  core.Type
	Axis       int64 // -1 per-tensor
	Scales     []float64
	ZeroPoints []int64
	text       string
}

func (t *UniformType) Key() string { return "!quant." + t.text }

func printQuantType(t core.Type, p core.DialectPrinter) bool {
	u, ok := t.(*UniformType)
	if ok {
		p.WriteString(u.text)
	}
	return ok
}

func fmtScale(v float64) string {
	return strconv.FormatFloat(v, 'g', -1, 64)
}

func parseQuantType(p core.DialectParser) (core.Type, error) {
	if err := p.ParseKeyword("uniform"); err != nil {
		return nil, err
	}
	if err := p.ParsePunct("<"); err != nil {
		return nil, err
	}
	u := &UniformType{Axis: -1}
	st, err := p.ParseType()
	if err != nil {
		return nil, err
	}
	it, ok := st.(*core.IntType)
	if !ok || it.Width < 2 || it.Width > 64 {
		return nil, p.Errorf("quantized storage type must be an integer type of 2 to 64 bits")
	}
	u.Storage = it
	if p.ParseOptionalPunct("<") {
		if u.Min, err = signedInt(p); err != nil {
			return nil, err
		}
		if err := p.ParsePunct(":"); err != nil {
			return nil, err
		}
		if u.Max, err = signedInt(p); err != nil {
			return nil, err
		}
		if err := p.ParsePunct(">"); err != nil {
			return nil, err
		}
		u.HasRange = true
	}
	if err := p.ParsePunct(":"); err != nil {
		return nil, err
	}
	if u.Expressed, err = p.ParseType(); err != nil {
		return nil, err
	}
	if _, ok := u.Expressed.(*core.FloatType); !ok {
		return nil, p.Errorf("quantized expressed type must be a float type")
	}
	if p.ParseOptionalPunct(":") {
		if u.Axis, err = p.ParseInteger(); err != nil {
			return nil, err
		}
	}
	if err := p.ParsePunct(","); err != nil {
		return nil, err
	}
	param := func() error {
		s, err := p.ParseFloat()
		if err != nil {
			return err
		}
		z := int64(0)
		if p.ParseOptionalPunct(":") {
			if z, err = signedInt(p); err != nil {
				return err
			}
		}
		u.Scales, u.ZeroPoints = append(u.Scales, s), append(u.ZeroPoints, z)
		return nil
	}
	if u.Axis >= 0 {
		if err := p.ParseCommaSeparatedList("{}", param); err != nil {
			return nil, err
		}
	} else if err := param(); err != nil {
		return nil, err
	}
	if err := p.ParsePunct(">"); err != nil {
		return nil, err
	}
	var b strings.Builder
	b.WriteString("uniform<" + u.Storage.Key())
	if u.HasRange {
		b.WriteString("<" + strconv.FormatInt(u.Min, 10) + ":" + strconv.FormatInt(u.Max, 10) + ">")
	}
	b.WriteString(":" + u.Expressed.Key())
	var ps []string
	for i, s := range u.Scales {
		ps = append(ps, fmtScale(s)+":"+strconv.FormatInt(u.ZeroPoints[i], 10))
	}
	if u.Axis >= 0 {
		b.WriteString(":" + strconv.FormatInt(u.Axis, 10) + ", {" + strings.Join(ps, ",") + "}>")
	} else {
		b.WriteString(", " + ps[0] + ">")
	}
	u.text = b.String()
	return core.InternType(p.Context(), u), nil
}

func signedInt(p core.DialectParser) (int64, error) {
	neg := p.ParseOptionalPunct("-")
	v, err := p.ParseInteger()
	if neg {
		v = -v
	}
	return v, err
}
