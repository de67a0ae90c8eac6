package stablehlo

import (
	"regexp"
	"strconv"

	"ncc/core"
	"ncc/dialects/ods"
)

// Custom directives of StableHLO's assembly formats (hlo::print*/parse* in
// AssemblyFormat.cpp), shared by the op definitions through customs.

// assignFromFunctionType sets the types of the n type arguments before the
// last from fn's inputs and the last from its single result.
func assignFromFunctionType(p core.OpParser, pos core.Pos, args []core.CustomArg, fn *core.FunctionType) error {
	n := len(args) - 1
	if len(fn.Inputs) != n {
		return p.ErrorAt(pos, "%d operands present, but expected %d", n, len(fn.Inputs))
	}
	for i := 0; i < n; i++ {
		args[i].Types = []core.Type{fn.Inputs[i]}
	}
	if len(fn.Results) != 1 {
		return p.ErrorAt(pos, "expected single output")
	}
	args[n].Types = []core.Type{fn.Results[0]}
	return nil
}

// sameOperandsAndResultType prints `T` when every operand type equals the
// result type, else the functional type.
var sameOperandsAndResultType = core.CustomDirective{
	Parse: func(p core.OpParser, _ *core.OpState, args []core.CustomArg) error {
		pos := p.Pos()
		t, err := p.ParseType()
		if err != nil {
			return err
		}
		if fn, ok := t.(*core.FunctionType); ok {
			return assignFromFunctionType(p, pos, args, fn)
		}
		for i := range args {
			args[i].Types = []core.Type{t}
		}
		return nil
	},
	Print: func(p core.OpPrinter, op *core.Operation, args []core.CustomArg) {
		result := args[len(args)-1].Types[0]
		for _, a := range args[:len(args)-1] {
			for _, t := range a.Types {
				if t != result {
					p.PrintFunctionalType(op)
					return
				}
			}
		}
		p.PrintType(result)
	},
}

// variadicSameOperandsAndResultType is the variadic form: (ref($ops),
// type($ops), type($result)).
var variadicSameOperandsAndResultType = core.CustomDirective{
	Parse: func(p core.OpParser, _ *core.OpState, args []core.CustomArg) error {
		n := len(args[0].Operands)
		pos := p.Pos()
		t, err := p.ParseType()
		if err != nil {
			return err
		}
		if fn, ok := t.(*core.FunctionType); ok {
			if len(fn.Inputs) != n {
				return p.ErrorAt(pos, "%d operands present, but expected %d", n, len(fn.Inputs))
			}
			if len(fn.Results) != 1 {
				return p.ErrorAt(pos, "expected single output")
			}
			args[1].Types = fn.Inputs
			args[2].Types = fn.Results
			return nil
		}
		ts := make([]core.Type, n)
		for i := range ts {
			ts[i] = t
		}
		args[1].Types = ts
		args[2].Types = []core.Type{t}
		return nil
	},
	Print: func(p core.OpPrinter, op *core.Operation, args []core.CustomArg) {
		result := args[2].Types[0]
		for _, t := range args[1].Types {
			if t != result {
				p.PrintFunctionalType(op)
				return
			}
		}
		p.PrintType(result)
	},
}

// realType is the element-wise real type of a complex tensor type.
func realType(c *core.Context, t core.Type) core.Type {
	tt, ok := t.(*core.TensorType)
	if !ok {
		return t
	}
	if ct, ok := tt.Elem.(*core.ComplexType); ok {
		return core.RankedTensor(c, tt.Dims, ct.Elem, tt.Encoding)
	}
	return t
}

var complexOpType = core.CustomDirective{
	Parse: func(p core.OpParser, _ *core.OpState, args []core.CustomArg) error {
		pos := p.Pos()
		t, err := p.ParseType()
		if err != nil {
			return err
		}
		if fn, ok := t.(*core.FunctionType); ok {
			return assignFromFunctionType(p, pos, args, fn)
		}
		tt, ok := t.(*core.TensorType)
		if !ok {
			return p.ErrorAt(pos, "expected tensor with complex element type")
		}
		if _, ok := tt.Elem.(*core.ComplexType); !ok {
			return p.ErrorAt(pos, "expected tensor with complex element type")
		}
		r := realType(p.Context(), t)
		args[0].Types, args[1].Types, args[2].Types = []core.Type{r}, []core.Type{r}, []core.Type{t}
		return nil
	},
	Print: func(p core.OpPrinter, op *core.Operation, args []core.CustomArg) {
		result := args[2].Types[0]
		r := realType(p.Context(), result)
		if args[0].Types[0] != r || args[1].Types[0] != r {
			p.PrintFunctionalType(op)
			return
		}
		p.PrintType(result)
	},
}

var selectOpType = core.CustomDirective{
	Parse: func(p core.OpParser, _ *core.OpState, args []core.CustomArg) error {
		pos := p.Pos()
		ts, err := p.ParseTypeList()
		if err != nil {
			return err
		}
		if len(ts) == 2 {
			args[0].Types = ts[:1]
			args[1].Types, args[2].Types, args[3].Types = ts[1:], ts[1:], ts[1:]
			return nil
		}
		if len(ts) == 1 {
			if fn, ok := ts[0].(*core.FunctionType); ok {
				return assignFromFunctionType(p, pos, args, fn)
			}
		}
		return p.ErrorAt(pos, "expected functional type or list of two types")
	},
	Print: func(p core.OpPrinter, op *core.Operation, args []core.CustomArg) {
		result := args[3].Types[0]
		if args[1].Types[0] != result || args[2].Types[0] != result {
			p.PrintFunctionalType(op)
			return
		}
		p.PrintType(args[0].Types[0])
		p.WriteString(", ")
		p.PrintType(result)
	},
}

var tupleOpType = core.CustomDirective{
	Parse: func(p core.OpParser, _ *core.OpState, args []core.CustomArg) error {
		pos := p.Pos()
		t, err := p.ParseType()
		if err != nil {
			return err
		}
		tt, ok := t.(*core.TupleType)
		if !ok {
			return p.ErrorAt(pos, "expected tuple type")
		}
		args[0].Types = tt.Types
		args[1].Types = []core.Type{t}
		return nil
	},
	Print: func(p core.OpPrinter, _ *core.Operation, args []core.CustomArg) {
		p.PrintType(args[1].Types[0])
	},
}

var pairwiseOpType = core.CustomDirective{
	Parse: func(p core.OpParser, _ *core.OpState, args []core.CustomArg) error {
		pos := p.Pos()
		ts, err := p.ParseTypeList()
		if err != nil {
			return p.ErrorAt(pos, "expected type list")
		}
		args[0].Types, args[1].Types = ts, ts
		return nil
	},
	Print: func(p core.OpPrinter, _ *core.Operation, args []core.CustomArg) {
		p.PrintTypes(args[0].Types)
	},
}

// variadicOperandWithAttribute prints `%a, %b,` before a keyword attribute.
var variadicOperandWithAttribute = core.CustomDirective{
	Parse: func(p core.OpParser, _ *core.OpState, args []core.CustomArg) error {
		for {
			u, ok, err := p.ParseOptionalOperand()
			if err != nil {
				return err
			}
			if !ok {
				return nil
			}
			args[0].Operands = append(args[0].Operands, u)
			if err := p.ParsePunct(","); err != nil {
				return err
			}
		}
	},
	Print: func(p core.OpPrinter, _ *core.Operation, args []core.CustomArg) {
		p.PrintOperands(args[0].Values)
		p.WriteString(",")
	},
}

var expManRE = regexp.MustCompile(`^e([0-9]+)m([0-9]+)$`)

// exponentMantissa prints exponent_bits and mantissa_bits as e#m#.
var exponentMantissa = core.CustomDirective{
	Parse: func(p core.OpParser, _ *core.OpState, args []core.CustomArg) error {
		pos := p.Pos()
		kw, err := p.ParseAnyKeyword()
		if err != nil {
			return err
		}
		m := expManRE.FindStringSubmatch(kw)
		if m == nil {
			return p.ErrorAt(pos, "expected exponent mantissa in format e#m#, saw %s", kw)
		}
		e, err1 := strconv.ParseInt(m[1], 10, 32)
		mt, err2 := strconv.ParseInt(m[2], 10, 32)
		if err1 != nil {
			return p.ErrorAt(pos, "unable to parse exponent '%s'", m[1])
		}
		if err2 != nil {
			return p.ErrorAt(pos, "unable to parse mantissa '%s'", m[2])
		}
		i32 := core.IntegerType(p.Context(), 32)
		args[0].Attr = core.Int(p.Context(), i32, e)
		args[1].Attr = core.Int(p.Context(), i32, mt)
		return nil
	},
	Print: func(p core.OpPrinter, _ *core.Operation, args []core.CustomArg) {
		p.WriteString("e")
		p.PrintAttributeWithoutType(args[0].Attr)
		p.WriteString("m")
		p.PrintAttributeWithoutType(args[1].Attr)
	},
}

var customCallTarget = core.CustomDirective{
	Parse: func(p core.OpParser, _ *core.OpState, args []core.CustomArg) error {
		s, err := p.ParseSymbolName()
		if err != nil {
			return err
		}
		args[0].Attr = core.String(p.Context(), s)
		return nil
	},
	Print: func(p core.OpPrinter, _ *core.Operation, args []core.CustomArg) {
		if s, ok := args[0].Attr.(*core.StringAttr); ok {
			p.PrintSymbolName(s.Value)
		}
	},
}

// sliceRanges prints start_indices, limit_indices and strides as
// [start:limit:stride, ...], leaving out strides of 1.
var sliceRanges = core.CustomDirective{
	Parse: func(p core.OpParser, _ *core.OpState, args []core.CustomArg) error {
		if err := p.ParsePunct("["); err != nil {
			return err
		}
		start, limit, stride := []int64{}, []int64{}, []int64{}
		if !p.ParseOptionalPunct("]") {
			for {
				s, err := p.ParseInteger()
				if err != nil {
					return err
				}
				if err := p.ParsePunct(":"); err != nil {
					return err
				}
				l, err := p.ParseInteger()
				if err != nil {
					return err
				}
				st := int64(1)
				if p.ParseOptionalPunct(":") {
					if st, err = p.ParseInteger(); err != nil {
						return err
					}
				}
				start, limit, stride = append(start, s), append(limit, l), append(stride, st)
				if p.ParseOptionalPunct("]") {
					break
				}
				if err := p.ParsePunct(","); err != nil {
					return err
				}
			}
		}
		c := p.Context()
		args[0].Attr, args[1].Attr, args[2].Attr = ods.DenseI64Array(c, start), ods.DenseI64Array(c, limit), ods.DenseI64Array(c, stride)
		return nil
	},
	Print: func(p core.OpPrinter, _ *core.Operation, args []core.CustomArg) {
		get := func(i int) []int64 {
			if d, ok := args[i].Attr.(*core.DenseArrayAttr); ok && ods.IsDenseArrayOf(d, 64) {
				return ods.I64s(d)
			}
			return nil
		}
		start, limit, stride := get(0), get(1), get(2)
		if len(start) != len(limit) || len(start) != len(stride) {
			p.WriteString("[start_indices: " + trimBrackets(ods.FormatInts(start)) + ", limit_indices: " +
				trimBrackets(ods.FormatInts(limit)) + ", strides: " + trimBrackets(ods.FormatInts(stride)) + "]")
			return
		}
		s := "["
		for i := range start {
			if i > 0 {
				s += ", "
			}
			s += strconv.FormatInt(start[i], 10) + ":" + strconv.FormatInt(limit[i], 10)
			if stride[i] != 1 {
				s += ":" + strconv.FormatInt(stride[i], 10)
			}
		}
		p.WriteString(s + "]")
	},
}

func trimBrackets(s string) string { return s[1 : len(s)-1] }

// dotDimensionNumbers prints `batching_dims = [0] x [0], contracting_dims =
// [2] x [1]`, the batching part only when present.
var dotDimensionNumbers = core.CustomDirective{
	Parse: func(p core.OpParser, _ *core.OpState, args []core.CustomArg) error {
		var lb, rb []int64
		pair := func() ([]int64, []int64, error) {
			if err := p.ParsePunct("="); err != nil {
				return nil, nil, err
			}
			l, err := parseDims(p)
			if err != nil {
				return nil, nil, err
			}
			if err := p.ParseKeyword("x"); err != nil {
				return nil, nil, err
			}
			r, err := parseDims(p)
			return l, r, err
		}
		if p.ParseOptionalKeyword("batching_dims") {
			var err error
			if lb, rb, err = pair(); err != nil {
				return err
			}
			if err := p.ParsePunct(","); err != nil {
				return err
			}
		}
		if err := p.ParseKeyword("contracting_dims"); err != nil {
			return err
		}
		lc, rc, err := pair()
		if err != nil {
			return err
		}
		args[0].Attr = NewDotDims(p.Context(), lb, rb, lc, rc)
		return nil
	},
	Print: func(p core.OpPrinter, _ *core.Operation, args []core.CustomArg) {
		d, ok := args[0].Attr.(*DotDims)
		if !ok {
			return
		}
		if len(d.LhsBatching) > 0 || len(d.RhsBatching) > 0 {
			p.WriteString("batching_dims = " + ods.FormatInts(d.LhsBatching) + " x " + ods.FormatInts(d.RhsBatching) + ", ")
		}
		p.WriteString("contracting_dims = " + ods.FormatInts(d.LhsContracting) + " x " + ods.FormatInts(d.RhsContracting))
	},
}

func printPrecision(p core.OpPrinter, a core.Attribute) {
	arr, ok := a.(*core.ArrayAttr)
	if !ok {
		return
	}
	p.WriteString(", precision = [")
	for i, e := range arr.Elems {
		if i > 0 {
			p.WriteString(", ")
		}
		if ea, ok := e.(*EnumAttr); ok {
			p.WriteString(ea.String())
		}
	}
	p.WriteString("]")
}

func parsePrecisionList(p core.OpParser) (core.Attribute, error) {
	if err := p.ParsePunct("="); err != nil {
		return nil, err
	}
	elems := []core.Attribute{}
	err := p.ParseCommaSeparatedList("[]", func() error {
		e, err := PrecisionKind.parseValue(p)
		if err == nil {
			elems = append(elems, e)
		}
		return err
	})
	return core.Array(p.Context(), elems), err
}

// precisionConfig prints `, precision = [DEFAULT, HIGH]` when present.
var precisionConfig = core.CustomDirective{
	Parse: func(p core.OpParser, _ *core.OpState, args []core.CustomArg) error {
		if !p.ParseOptionalPunct(",") {
			return nil
		}
		if err := p.ParseKeyword("precision"); err != nil {
			return err
		}
		a, err := parsePrecisionList(p)
		args[0].Attr = a
		return err
	},
	Print: func(p core.OpPrinter, _ *core.Operation, args []core.CustomArg) {
		if args[0].Attr != nil {
			printPrecision(p, args[0].Attr)
		}
	},
}

// precisionConfigAndAlgorithm adds `, algorithm = <...>` to precisionConfig.
var precisionConfigAndAlgorithm = core.CustomDirective{
	Parse: func(p core.OpParser, _ *core.OpState, args []core.CustomArg) error {
		if !p.ParseOptionalPunct(",") {
			return nil
		}
		if p.ParseOptionalKeyword("precision") {
			a, err := parsePrecisionList(p)
			if err != nil {
				return err
			}
			args[0].Attr = a
			if !p.ParseOptionalPunct(",") {
				return nil
			}
		}
		if err := p.ParseKeyword("algorithm"); err != nil {
			return err
		}
		if err := p.ParsePunct("="); err != nil {
			return err
		}
		a, err := parseDotAlgorithmBody(p)
		if err != nil {
			return err
		}
		args[1].Attr = a
		return nil
	},
	Print: func(p core.OpPrinter, _ *core.Operation, args []core.CustomArg) {
		if args[0].Attr != nil {
			printPrecision(p, args[0].Attr)
		}
		if a, ok := args[1].Attr.(*DotAlgorithm); ok {
			p.WriteString(", algorithm = ")
			printDotAlgorithm(p, a)
		}
	},
}

// customs lists every directive by the name formats use.
var customs = map[string]core.CustomDirective{
	"SameOperandsAndResultType":         sameOperandsAndResultType,
	"VariadicSameOperandsAndResultType": variadicSameOperandsAndResultType,
	"ComplexOpType":                     complexOpType,
	"SelectOpType":                      selectOpType,
	"TupleOpType":                       tupleOpType,
	"PairwiseOpType":                    pairwiseOpType,
	"VariadicOperandWithAttribute":      variadicOperandWithAttribute,
	"ExponentMantissa":                  exponentMantissa,
	"CustomCallTarget":                  customCallTarget,
	"SliceRanges":                       sliceRanges,
	"DotDimensionNumbers":               dotDimensionNumbers,
	"PrecisionConfig":                   precisionConfig,
	"PrecisionConfigAndAlgorithm":       precisionConfigAndAlgorithm,
	"ConvolutionDimensions":             convolutionDimensions,
	"WindowAttributes":                  windowAttributes,
}
