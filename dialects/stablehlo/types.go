package stablehlo

import (
	"strings"

	"ncc/core"
)

// TokenType is !stablehlo.token: the value side-effecting ops thread through
// to order themselves.
type TokenType struct{}

func (*TokenType) Key() string { return "!stablehlo.token" }

// FutureType is !stablehlo.future<T, ...>: the values of an async_start.
type FutureType struct{ Types []core.Type }

func (t *FutureType) Key() string {
	ks := make([]string, len(t.Types))
	for i, e := range t.Types {
		ks[i] = e.Key()
	}
	return "!stablehlo.future<" + strings.Join(ks, ", ") + ">"
}

// Token returns the uniqued !stablehlo.token.
func Token(c *core.Context) *TokenType { return core.InternType(c, &TokenType{}) }

// Future returns the uniqued !stablehlo.future of ts.
func Future(c *core.Context, ts []core.Type) *FutureType {
	return core.InternType(c, &FutureType{Types: append([]core.Type(nil), ts...)})
}

func parseType(p core.DialectParser) (core.Type, error) {
	pos := p.Pos()
	kw, err := p.ParseAnyKeyword()
	if err != nil {
		return nil, err
	}
	switch kw {
	case "token":
		return Token(p.Context()), nil
	case "future":
		if err := p.ParsePunct("<"); err != nil {
			return nil, err
		}
		var ts []core.Type
		err := p.ParseCommaSeparatedList("", func() error {
			t, err := p.ParseType()
			ts = append(ts, t)
			return err
		})
		if err != nil {
			return nil, err
		}
		if err := p.ParsePunct(">"); err != nil {
			return nil, err
		}
		return Future(p.Context(), ts), nil
	}
	return nil, p.ErrorAt(pos, "unknown stablehlo type: %s", kw)
}

func printType(t core.Type, p core.DialectPrinter) bool {
	switch t := t.(type) {
	case *TokenType:
		p.WriteString("token")
	case *FutureType:
		p.WriteString("future<")
		for i, e := range t.Types {
			if i > 0 {
				p.WriteString(", ")
			}
			p.PrintType(e)
		}
		p.WriteString(">")
	default:
		return false
	}
	return true
}

// Element type predicates, as Base.td names them (HLO_Pred, HLO_Int, ...).

func isPred(t core.Type) bool {
	it, ok := t.(*core.IntType)
	return ok && it.Width == 1 && it.Sign == core.Signless
}

func intWidthOK(w int) bool {
	switch w {
	case 2, 4, 8, 16, 32, 64:
		return true
	}
	return false
}

// isSInt is a signless integer of a StableHLO width (si* in the spec).
func isSInt(t core.Type) bool {
	it, ok := t.(*core.IntType)
	return ok && it.Sign == core.Signless && intWidthOK(it.Width)
}

func isUInt(t core.Type) bool {
	it, ok := t.(*core.IntType)
	return ok && it.Sign == core.Unsigned && intWidthOK(it.Width)
}

func isInt(t core.Type) bool { return isSInt(t) || isUInt(t) }

// isFloat is one of the spec's floating-point element types (not tf32).
func isFloat(t core.Type) bool {
	ft, ok := t.(*core.FloatType)
	return ok && ft.Name != "tf32" && ft.Name != "f80" && ft.Name != "f128"
}

func isComplex(t core.Type) bool {
	ct, ok := t.(*core.ComplexType)
	if !ok {
		return false
	}
	ft, ok := ct.Elem.(*core.FloatType)
	return ok && (ft.Name == "f32" || ft.Name == "f64")
}

func isElem(t core.Type) bool { return isPred(t) || isInt(t) || isFloat(t) || isComplex(t) }

func isToken(t core.Type) bool  { _, ok := t.(*TokenType); return ok }
func isTuple(t core.Type) bool  { _, ok := t.(*core.TupleType); return ok }
func isFuture(t core.Type) bool { _, ok := t.(*FutureType); return ok }
func isBuffer(t core.Type) bool { _, ok := t.(*core.MemRefType); return ok }

// anyTensorOf accepts tensors, ranked or not, whose element type
// satisfies elem.
func anyTensorOf(elem func(core.Type) bool) func(core.Type) bool {
	return func(t core.Type) bool {
		switch tt := t.(type) {
		case *core.TensorType:
			return elem(tt.Elem)
		case *core.UnrankedTensorType:
			return elem(tt.Elem)
		}
		return false
	}
}

// rankedOf accepts ranked tensors whose element type satisfies elem.
func rankedOf(elem func(core.Type) bool) func(core.Type) bool {
	return func(t core.Type) bool {
		tt, ok := t.(*core.TensorType)
		return ok && elem(tt.Elem)
	}
}

func or(fs ...func(core.Type) bool) func(core.Type) bool {
	return func(t core.Type) bool {
		for _, f := range fs {
			if f(t) {
				return true
			}
		}
		return false
	}
}

func tc(summary string, check func(core.Type) bool) core.TypeConstraint {
	return core.TypeConstraint{Summary: summary, Check: check}
}

const (
	// quantSummary and quantAxisSummary name HLO_QuantizedInt and
	// HLO_PerAxisQuantizedInt as ODS summarizes them.
	quantSummary     = "2/4/8/16/32-bit uniform quantized signed integer or 2/4/8/16/32-bit uniform quantized unsigned integer"
	quantAxisSummary = "2/4/8/16/32-bit uniform quantized per axis signed integer or 2/4/8/16/32-bit uniform quantized per axis unsigned integer"
	plainSummary     = "4/6/8/16/32/64-bit float or bool or 2/4/8/16/32/64-bit integer or complex type with 32-bit float or 64-bit float elements"
	elemSummary      = plainSummary + " or " + quantSummary
)

// isElemQ is an element type of HLO_Tensor: isElem or per-tensor quantized
// (the spec's "tensor or per-tensor quantized tensor").
func isElemQ(t core.Type) bool { return isElem(t) || isQuantPerTensor(t) }

// withQuant adds per-tensor quantized elements to a constraint's accepted
// element types; withAnyQuant adds per-axis ones too (the spec's "tensor or
// quantized tensor").
func withQuant(c core.TypeConstraint) core.TypeConstraint {
	check := c.Check
	return tc(strings.TrimSuffix(c.Summary, " values")+" or "+quantSummary+" values",
		or(check, rankedOf(isQuantPerTensor)))
}

func withAnyQuant(c core.TypeConstraint) core.TypeConstraint {
	check := c.Check
	return tc(strings.TrimSuffix(c.Summary, " values")+" or "+quantAxisSummary+" values",
		or(check, rankedOf(isQuant)))
}

// Type constraints of operands and results (Base.td's HLO_* types).
var (
	tensorT = tc("ranked tensor of "+elemSummary+" values", rankedOf(isElemQ))
	// tensorQT is the spec's "tensor or quantized tensor" (per-axis too).
	tensorQT        = withAnyQuant(tensorT)
	plainT          = tc("ranked tensor of "+plainSummary+" values", rankedOf(isElem))
	tensorOrTokenT  = tc("ranked tensor of "+elemSummary+" values or token", or(rankedOf(isElemQ), isToken))
	tensorTokTupleT = tc("ranked tensor of "+elemSummary+" values or token or nested tuple with any combination of ranked tensor of "+elemSummary+" values or token values",
		or(rankedOf(isElemQ), isToken, isTuple))
	tensorTokTupleBufT = tc("ranked tensor of "+elemSummary+" values or token or nested tuple or memref values",
		or(rankedOf(isElemQ), isToken, isTuple, isBuffer))
	tensorTokBufT = tc("ranked tensor of "+elemSummary+" values or token or memref values",
		or(rankedOf(isElemQ), isToken, isBuffer))
	// customCallT is HLO_CustomCallValue: tensors, ranked or not, buffers,
	// tokens, tuples of those and futures.
	customCallT = tc("tensor of "+elemSummary+" or "+quantAxisSummary+" values or memref of "+elemSummary+" values or token or nested tuple with any combination of tensor or memref or token values or future",
		or(anyTensorOf(func(e core.Type) bool { return isElemQ(e) || isQuantPerAxis(e) }), isBuffer, isToken, isTuple, isFuture))
	tokenT     = tc("token", isToken)
	tupleT     = tc("nested tuple with any combination of ranked tensor of "+elemSummary+" values or token values", isTuple)
	futureT    = tc("future", isFuture)
	predTensor = tc("ranked tensor of bool values", rankedOf(isPred))
	intTensor  = tc("ranked tensor of 2/4/8/16/32/64-bit integer values", rankedOf(isInt))
	fpTensor   = tc("ranked tensor of 4/6/8/16/32/64-bit float values", rankedOf(isFloat))
	fpCplx     = tc("ranked tensor of 4/6/8/16/32/64-bit float or complex type with 32-bit float or 64-bit float elements values",
		rankedOf(or(isFloat, isComplex)))
	predOrInt = tc("ranked tensor of bool or 2/4/8/16/32/64-bit integer values", rankedOf(or(isPred, isInt)))
	intFpCplx = tc("ranked tensor of 4/6/8/16/32/64-bit float or 2/4/8/16/32/64-bit integer or complex type with 32-bit float or 64-bit float elements values",
		rankedOf(or(isFloat, isInt, isComplex)))
	sIntFpCplx = tc("ranked tensor of 2/4/8/16/32/64-bit signless integer or 4/6/8/16/32/64-bit float or complex type with 32-bit float or 64-bit float elements values",
		rankedOf(or(isSInt, isFloat, isComplex)))
	sIntFp = tc("ranked tensor of 2/4/8/16/32/64-bit signless integer or 4/6/8/16/32/64-bit float values",
		rankedOf(or(isSInt, isFloat)))
	fp32or64 = tc("ranked tensor of 32-bit float or 64-bit float values", rankedOf(func(t core.Type) bool {
		ft, ok := t.(*core.FloatType)
		return ok && (ft.Name == "f32" || ft.Name == "f64")
	}))
	complexTensor = tc("ranked tensor of complex type with 32-bit float or 64-bit float elements values", rankedOf(isComplex))
	intOrFp       = tc("ranked tensor of 4/6/8/16/32/64-bit float or 2/4/8/16/32/64-bit integer values", rankedOf(or(isFloat, isInt)))
	predIntFp     = tc("ranked tensor of 4/6/8/16/32/64-bit float or bool or 2/4/8/16/32/64-bit integer values", rankedOf(or(isFloat, isPred, isInt)))
	scalarIntT    = tc("0D tensor of 2/4/8/16/32/64-bit integer values", func(t core.Type) bool {
		tt, ok := t.(*core.TensorType)
		return ok && len(tt.Dims) == 0 && isInt(tt.Elem)
	})
	scalarT = tc("0D tensor of "+elemSummary+" values", func(t core.Type) bool {
		tt, ok := t.(*core.TensorType)
		return ok && len(tt.Dims) == 0 && isElem(tt.Elem)
	})
	scalarPredIntFp = tc("0D tensor of bool or 2/4/8/16/32/64-bit integer or 4/6/8/16/32/64-bit float values", func(t core.Type) bool {
		tt, ok := t.(*core.TensorType)
		return ok && len(tt.Dims) == 0 && (isPred(tt.Elem) || isInt(tt.Elem) || isFloat(tt.Elem))
	})
	i32Tensor = tc("ranked tensor of 32-bit signless integer values", rankedOf(func(t core.Type) bool {
		it, ok := t.(*core.IntType)
		return ok && it.Width == 32 && it.Sign == core.Signless
	}))
	ui32Tensor = tc("ranked tensor of 32-bit unsigned integer values", rankedOf(func(t core.Type) bool {
		it, ok := t.(*core.IntType)
		return ok && it.Width == 32 && it.Sign == core.Unsigned
	}))
	// dimTensor is HLO_DimensionTensor: a 1-D tensor of integers or index.
	dimTensor = tc("1D tensor of index or 2/4/8/16/32/64-bit integer values", func(t core.Type) bool {
		tt, ok := t.(*core.TensorType)
		if !ok || len(tt.Dims) != 1 {
			return false
		}
		_, idx := tt.Elem.(*core.IndexType)
		return idx || isInt(tt.Elem)
	})
	// staticOrBoundedT is HLO_StaticShapeTensorPerAxisQuantizedTensorOrBoundedTensor:
	// a static shape, or one dynamic dimension with a bound.
	staticOrBoundedT = tc("statically shaped or single bounded dimension tensor of "+elemSummary+" or "+quantAxisSummary+" values",
		func(t core.Type) bool {
			tt, ok := t.(*core.TensorType)
			return ok && (isElemQ(tt.Elem) || isQuantPerAxis(tt.Elem)) && (core.NumElements(tt.Dims) >= 0 || singleBounded(tt))
		})
	// staticDimTensor is HLO_StaticDimensionTensor: dimTensor, static.
	staticDimTensor = tc("statically shaped 1-dimensional tensor of index or 2/4/8/16/32/64-bit integer values", func(t core.Type) bool {
		return dimTensor.Check(t) && core.NumElements(t.(*core.TensorType).Dims) >= 0
	})
	indicesTensor = tc("ranked tensor of integer or index values", rankedOf(func(t core.Type) bool {
		_, idx := t.(*core.IndexType)
		_, it := t.(*core.IntType)
		return idx || it
	}))
	static2DInt = tc("2D tensor of 2/4/8/16/32/64-bit integer values", func(t core.Type) bool {
		tt, ok := t.(*core.TensorType)
		return ok && len(tt.Dims) == 2 && isInt(tt.Elem) && core.NumElements(tt.Dims) >= 0
	})
	rankedFloatT = tc("ranked tensor of 4/6/8/16/32/64-bit float values", rankedOf(isFloat))
	oneDFloatT   = tc("1D tensor of 4/6/8/16/32/64-bit float values", func(t core.Type) bool {
		tt, ok := t.(*core.TensorType)
		return ok && len(tt.Dims) == 1 && isFloat(tt.Elem)
	})
	// quantT and fpOrQuantT are uniform_quantize's and uniform_dequantize's
	// tensors: quantized (per-tensor or per-axis), or float as well.
	quantT     = tc("ranked tensor of "+quantSummary+" or "+quantAxisSummary+" values", rankedOf(isQuant))
	fpOrQuantT = tc("ranked tensor of 4/6/8/16/32/64-bit float or "+quantSummary+" or "+quantAxisSummary+" values",
		rankedOf(or(isFloat, isQuant)))
)

// singleBounded is hlo::hasSingleBoundedDimension: exactly one dynamic
// dimension, and it alone has a bound.
func singleBounded(t *core.TensorType) bool {
	dyn, bounded := 0, 0
	for _, d := range t.Dims {
		if isDyn(d) {
			dyn++
		}
	}
	for _, b := range boundsOf(t) {
		if !isDyn(b) {
			bounded++
		}
	}
	return dyn == 1 && bounded == 1
}
