package quant

import (
	"math"
	"strconv"
	"strings"

	"ncc/core"
	"ncc/numerics"
)

// Printing follows TypeParser.cpp's printers. Doubles (scales, calibrated
// bounds) go through the printer's float-attribute path, which is MLIR's
// printFloatValue: "%e" when that reads back exactly, else APFloat's long
// form, else hex. Sub-channel scales print in the expressed type's
// semantics, as their APFloats do in MLIR.

func printType(t core.Type, p core.DialectPrinter) bool {
	switch t := t.(type) {
	case *UniformType:
		p.WriteString("uniform<" + t.Storage.spelling() + ":")
		p.PrintType(t.Expressed)
		p.WriteString(", ")
		printParam(p, t.Scale, t.ZeroPoint)
		p.WriteString(">")
	case *PerAxisType:
		p.WriteString("uniform<" + t.Storage.spelling() + ":")
		p.PrintType(t.Expressed)
		p.WriteString(":" + strconv.Itoa(int(t.Axis)) + ", {")
		for i, s := range t.Scales {
			if i > 0 {
				p.WriteString(",")
			}
			printParam(p, s, t.ZeroPoints[i])
		}
		p.WriteString("}>")
	case *SubChannelType:
		p.WriteString("uniform<" + t.Storage.spelling() + ":")
		p.PrintType(t.Expressed)
		p.WriteString(":")
		var b strings.Builder
		writeBlocks(&b, t.Axes, t.BlockSizes)
		p.WriteString(b.String() + ", ")
		printSubChannelParams(p, t)
		p.WriteString(">")
	case *AnyType:
		p.WriteString("any<" + t.Storage.spelling())
		if t.Expressed != nil {
			p.WriteString(":")
			p.PrintType(t.Expressed)
		}
		p.WriteString(">")
	case *CalibratedType:
		p.WriteString("calibrated<")
		p.PrintType(t.Expressed)
		p.WriteString("<")
		printDouble(p, t.Min)
		p.WriteString(":")
		printDouble(p, t.Max)
		p.WriteString(">>")
	default:
		return false
	}
	return true
}

func printDouble(p core.DialectPrinter, v float64) {
	p.PrintAttributeWithoutType(core.FloatBits(p.Context(), core.F64(p.Context()), math.Float64bits(v)))
}

// printParam prints scale[:zero_point], the zero point only when not 0.
func printParam(p core.DialectPrinter, scale float64, zp int64) {
	printDouble(p, scale)
	if zp != 0 {
		p.WriteString(":" + strconv.FormatInt(zp, 10))
	}
}

// printSubChannelParams prints the scale tensor as nested lists, each scale
// in the expressed type's format (f64 when ncc has no format for it).
func printSubChannelParams(p core.DialectPrinter, t *SubChannelType) {
	ctx := p.Context()
	ft := t.Expressed
	f, ok := numerics.FormatByName(ft.Name)
	if !ok {
		ft, f = core.F64(ctx), numerics.F64
	}
	// The nesting is written into a buffer between scales, so the printer
	// sees each float attribute in order.
	var pending strings.Builder
	flush := func() {
		p.WriteString(pending.String())
		pending.Reset()
	}
	writeNested(&pending, t.Shape, len(t.Scales), func(i int) {
		flush()
		p.PrintAttributeWithoutType(core.FloatBits(ctx, ft, f.FromFloat64(t.Scales[i])))
		if z := t.ZeroPoints[i]; z != 0 {
			p.WriteString(":" + strconv.FormatInt(z, 10))
		}
	})
	flush()
}
