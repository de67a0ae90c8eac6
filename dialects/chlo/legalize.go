package chlo

import (
	"math"

	"ncc/core"
	"ncc/core/pass"
	"ncc/dialects/ods"
	"ncc/dialects/stablehlo"
	"ncc/rewrite/convert"
)

// Legalize is the chlo-legalize-to-stablehlo pass: a partial conversion
// with every chlo op illegal, decomposing each into StableHLO as
// ChloLegalizeToStablehlo.cpp does. Ops a decomposition creates (chlo.tan
// of the real part of a complex tan, chlo.lgamma inside polygamma, ...)
// are legalized in turn.
type Legalize struct {
	NumLegalized pass.Statistic `stat:"num-legalized" help:"Number of chlo ops decomposed"`

	target   *convert.Target
	patterns *convert.PatternSet
}

func init() {
	pass.Register(pass.Info{
		Arg:     "chlo-legalize-to-stablehlo",
		Name:    "ChloLegalizeToStablehloPass",
		Summary: "Legalizes from CHLO ops flow to StableHLO and Shape ops",
		Description: "Decomposes every chlo op into StableHLO ops (broadcasting through stablehlo.broadcast_in_dim " +
			"for static shapes), with the polynomial approximations of StableHLO's ChloLegalizeToStablehlo.cpp.",
		Dialects: []string{"stablehlo", "chlo"},
		New:      func() pass.Pass { return &Legalize{} },
	})
}

// Initialize builds the target and the patterns once per run.
func (p *Legalize) Initialize(*core.Context) error {
	p.target = convert.NewTarget()
	p.target.AddIllegalDialect("chlo")
	p.target.AddLegalDialect("stablehlo", "func", "arith", "builtin", "check")
	p.patterns = convert.NewPatternSet(p.allPatterns()...)
	return nil
}

// Run converts the chlo ops nested in op.
func (p *Legalize) Run(op *core.Operation, _ *pass.State) error {
	return convert.ApplyPartial(op, p.target, p.patterns, nil)
}

// pattern wraps a decomposition that builds the replacement values of op;
// it returns nil, touching nothing, when it does not apply.
func (p *Legalize) pattern(root string, f func(op *core.Operation, e *emitter) []core.Value) *convert.Pattern {
	return &convert.Pattern{Root: root, Benefit: 1, Name: "Convert " + root,
		Rewrite: func(op *core.Operation, _ convert.Adaptor, r *convert.Rewriter) bool {
			if !decomposable(op) {
				return false
			}
			vals := f(op, newEmitter(op, r))
			if vals == nil {
				return false
			}
			r.ReplaceOp(op, vals)
			p.NumLegalized.Inc()
			return true
		}}
}

// unaryPattern is a pattern of a one-operand, one-result op.
func (p *Legalize) unaryPattern(root string, f func(e *emitter, x core.Value) core.Value) *convert.Pattern {
	return p.pattern(root, func(op *core.Operation, e *emitter) []core.Value {
		v := f(e, op.Operand(0))
		if v == nil {
			return nil
		}
		return []core.Value{v}
	})
}

// decomposable reports whether all operand and result types are ranked
// tensors: unranked values are left for a later shape refinement.
func decomposable(op *core.Operation) bool {
	for _, v := range op.Operands() {
		if _, ok := v.Type().(*core.TensorType); !ok {
			return false
		}
	}
	for _, t := range op.ResultTypes() {
		if _, ok := t.(*core.TensorType); !ok {
			return false
		}
	}
	return true
}

func static(t core.Type) bool {
	tt, ok := t.(*core.TensorType)
	return ok && core.NumElements(tt.Dims) >= 0
}

func isComplexValue(v core.Value) bool { _, ok := elemOf(v.Type()).(*core.ComplexType); return ok }

func (p *Legalize) allPatterns() []*convert.Pattern {
	ps := p.broadcastPatterns()
	ps = append(ps, p.elementaryPatterns()...)
	ps = append(ps, p.specialPatterns()...)
	ps = append(ps, p.structuralPatterns()...)
	return ps
}

// broadcastTo broadcasts v to the static shape of t (v's element type);
// dims maps v's dimensions to t's, numpy-style (trailing) when nil.
func (e *emitter) broadcastTo(v core.Value, shape []int64, dims []int64) core.Value {
	vt := v.Type().(*core.TensorType)
	if dims == nil {
		dims = make([]int64, len(vt.Dims))
		for i := range dims {
			dims[i] = int64(len(shape) - len(vt.Dims) + i)
		}
	}
	if len(vt.Dims) == len(shape) {
		same := true
		for i := range shape {
			same = same && vt.Dims[i] == shape[i] && dims[i] == int64(i)
		}
		if same {
			return v
		}
	}
	return e.op("stablehlo.broadcast_in_dim", core.RankedTensor(e.ctx, shape, vt.Elem, nil), []core.Value{v},
		core.NamedAttr{Name: "broadcast_dimensions", Value: ods.DenseI64Array(e.ctx, dims)})
}

// broadcastOperands broadcasts op's operands to its static result shape
// (ConvertTrivialNonBroadcastBinaryOp when the shapes already agree, else
// ConvertTrivialNumpyBroadcastBinaryOp, which here also honours
// broadcast_dimensions that are not a numpy prefix padding). ok is false
// for dynamic shapes.
func (e *emitter) broadcastOperands(op *core.Operation) ([]core.Value, []int64, bool) {
	rt := op.Result(0).Type()
	if !static(rt) {
		return nil, nil, false
	}
	shape := rt.(*core.TensorType).Dims
	for _, v := range op.Operands() {
		if !static(v.Type()) {
			return nil, nil, false
		}
	}
	maps, ok := operandMaps(op, len(shape))
	if !ok {
		return nil, nil, false
	}
	out := make([]core.Value, op.NumOperands())
	for i, v := range op.Operands() {
		out[i] = v
		if len(v.Type().(*core.TensorType).Dims) == 0 && i == 0 && op.Name() == BroadcastSelect.Name {
			continue // select takes a scalar predicate as is
		}
		out[i] = e.broadcastTo(v, shape, maps[i])
	}
	return out, shape, true
}

// broadcastable reports whether op's operands broadcast to its result
// (the verifier accepts ops whose operands do not, as upstream; their
// legalization fails).
func broadcastable(op *core.Operation) bool {
	rt := op.Result(0).Type().(*core.TensorType)
	var shape []int64
	if op.Name() == BroadcastSelect.Name {
		for i, v := range op.Operands() {
			d := v.Type().(*core.TensorType).Dims
			if i == 0 {
				shape = d
				continue
			}
			s, ok := broadcastedShape(shape, d)
			if !ok {
				return false
			}
			shape = s
		}
	} else {
		var bdims []int64
		if a, ok := op.Attr("broadcast_dimensions").(*core.DenseArrayAttr); ok {
			bdims = ods.I64s(a)
		}
		s, err := BroadcastShape(op.Operand(0).Type().(*core.TensorType).Dims, op.Operand(1).Type().(*core.TensorType).Dims, bdims)
		if err != nil {
			return false
		}
		shape = s
	}
	if len(shape) != len(rt.Dims) {
		return false
	}
	for i := range shape {
		if !isDyn(shape[i]) && !isDyn(rt.Dims[i]) && shape[i] != rt.Dims[i] {
			return false
		}
	}
	return true
}

// broadcastPatterns lower the broadcasting ops to their StableHLO (or
// non-broadcasting chlo) counterparts.
func (p *Legalize) broadcastPatterns() []*convert.Pattern {
	pairs := []struct{ from, to string }{
		{BroadcastAdd.Name, "stablehlo.add"}, {BroadcastAnd.Name, "stablehlo.and"},
		{BroadcastAtan2.Name, "stablehlo.atan2"}, {BroadcastComplex.Name, "stablehlo.complex"},
		{BroadcastDivide.Name, "stablehlo.divide"}, {BroadcastMaximum.Name, "stablehlo.maximum"},
		{BroadcastMinimum.Name, "stablehlo.minimum"}, {BroadcastMultiply.Name, "stablehlo.multiply"},
		{BroadcastNextAfter.Name, NextAfter.Name}, {BroadcastOr.Name, "stablehlo.or"},
		{BroadcastPolygamma.Name, Polygamma.Name}, {BroadcastPower.Name, "stablehlo.power"},
		{BroadcastRemainder.Name, "stablehlo.remainder"}, {BroadcastShiftL.Name, "stablehlo.shift_left"},
		{BroadcastShiftRA.Name, "stablehlo.shift_right_arithmetic"}, {BroadcastShiftRL.Name, "stablehlo.shift_right_logical"},
		{BroadcastSubtract.Name, "stablehlo.subtract"}, {BroadcastXor.Name, "stablehlo.xor"},
		{BroadcastZeta.Name, Zeta.Name}, {BroadcastCompare.Name, "stablehlo.compare"},
		{BroadcastSelect.Name, "stablehlo.select"},
	}
	var ps []*convert.Pattern
	for _, pr := range pairs {
		to := pr.to
		ps = append(ps, p.pattern(pr.from, func(op *core.Operation, e *emitter) []core.Value {
			if !broadcastable(op) {
				return nil
			}
			args, _, ok := e.broadcastOperands(op)
			if !ok {
				args, ok = e.dynamicBroadcastOperands(op)
			}
			if !ok {
				return nil
			}
			var attrs []core.NamedAttr
			if to == "stablehlo.compare" {
				dir := op.Attr("comparison_direction").(*EnumAttr).Value
				attrs = append(attrs, core.NamedAttr{Name: "comparison_direction",
					Value: stablehlo.Enum(e.ctx, stablehlo.ComparisonDirectionKind, dir)})
				if ct, ok := op.Attr("compare_type").(*EnumAttr); ok {
					attrs = append(attrs, core.NamedAttr{Name: "compare_type",
						Value: stablehlo.Enum(e.ctx, stablehlo.ComparisonTypeKind, ct.Value)})
				}
			}
			return []core.Value{e.op(to, op.Result(0).Type(), args, attrs...)}
		}))
	}
	// constant_like is a splat constant of its operand's shape
	// (ConvertConstantLikeOp), broadcast to the operand's extents when
	// they are dynamic.
	ps = append(ps, p.pattern(ConstantLike.Name, func(op *core.Operation, e *emitter) []core.Value {
		t := op.Result(0).Type().(*core.TensorType)
		raw := scalarBytes(t.Elem, op.Attr("value"))
		if raw == nil {
			return nil
		}
		return []core.Value{e.splatLike(raw, op.Operand(0), t.Elem)}
	}))
	return ps
}

// elementaryPatterns are ChloDecompositionPatterns*.td's: inverse and
// hyperbolic trigonometry, tan, conj, the infinity predicates, constant.
func (p *Legalize) elementaryPatterns() []*convert.Pattern {
	return []*convert.Pattern{
		p.pattern(Constant.Name, func(op *core.Operation, e *emitter) []core.Value {
			return []core.Value{e.op("stablehlo.constant", op.Result(0).Type(), nil,
				core.NamedAttr{Name: "value", Value: op.Attr("value")})}
		}),
		// acos(x) = 2 * atan2(sqrt((1 - x) * (1 + x)), 1 + x), and pi at
		// x = -1 (the older pattern's select: atan2(+0, +0) is 0 there).
		p.unaryPattern(Acos.Name, func(e *emitter, x core.Value) core.Value {
			if isComplexValue(x) {
				return complexAcos(e, x)
			}
			notMinusOne := e.cmp(stablehlo.CmpNE, x, e.like(-1, x))
			one := e.like(1, x)
			addOneX := e.add(one, x)
			acos := e.mul(e.like(2, x), e.atan2(e.sqrt(e.mul(e.sub(one, x), addOneX)), addOneX))
			return e.sel(notMinusOne, acos, e.like(math.Pi, x))
		}),
		// acosh(x) = log(2) + log(x) for x >= max/2, else
		// log1p(sqrt(x - 1) * (sqrt(x + 1) + sqrt(x - 1))); complex: see
		// legalize_complex.go.
		p.unaryPattern(Acosh.Name, func(e *emitter, x core.Value) core.Value {
			if isComplexValue(x) {
				return complexAcosh(e, x)
			}
			c2 := e.like(2, x)
			big := e.cmp(stablehlo.CmpGE, x, e.div(e.maxFinite(x), c2))
			c1 := e.like(1, x)
			sqm1 := e.sqrt(e.sub(x, c1))
			return e.sel(big, e.add(e.log(c2), e.log(x)), e.log1p(e.mul(sqm1, e.add(e.sqrt(e.add(x, c1)), sqm1))))
		}),
		// asin(x) = 2 * atan2(x, 1 + sqrt((1 - x) * (1 + x)))
		p.unaryPattern(Asin.Name, func(e *emitter, x core.Value) core.Value {
			if isComplexValue(x) {
				return complexAsin(e, x)
			}
			one := e.like(1, x)
			return e.mul(e.like(2, x), e.atan2(x, e.add(one, e.sqrt(e.mul(e.sub(one, x), e.add(one, x))))))
		}),
		// asinh(x) = sign(x) * (|x| >= sqrt(max) ? log(2) + log|x| :
		// log1p(|x| + x^2 / (1 + sqrt(1 + x^2)))); complex: -i asin(i x).
		p.unaryPattern(Asinh.Name, func(e *emitter, x core.Value) core.Value {
			if isComplexValue(x) {
				return complexAsinh(e, x)
			}
			ax := e.abs(x)
			big := e.cmp(stablehlo.CmpGE, ax, e.sqrt(e.maxFinite(x)))
			one := e.like(1, x)
			ax2 := e.mul(ax, ax)
			small := e.log1p(e.add(ax, e.div(ax2, e.add(one, e.sqrt(e.add(one, ax2))))))
			return e.mul(e.sign(x), e.sel(big, e.add(e.log(e.like(2, x)), e.log(ax)), small))
		}),
		// atan(x) = atan2(x, 1); complex: -i atanh(i x).
		p.unaryPattern(Atan.Name, func(e *emitter, x core.Value) core.Value {
			if isComplexValue(x) {
				return complexAtan(e, x)
			}
			return e.atan2(x, e.like(1, x))
		}),
		// atanh(x) = |x| > 1 ? nan : (log1p(x) - log1p(-x)) * 0.5; complex:
		// see legalize_complex.go.
		p.unaryPattern(Atanh.Name, func(e *emitter, x core.Value) core.Value {
			if isComplexValue(x) {
				return complexAtanh(e, x)
			}
			return e.sel(e.cmp(stablehlo.CmpGT, e.abs(x), e.like(1, x)), e.like(math.NaN(), x),
				e.mul(e.sub(e.log1p(x), e.log1p(e.neg(x))), e.like(0.5, x)))
		}),
		p.unaryPattern(AsinAcosKernel.Name, complexOnly(asinAcosKernel)),
		// conj(x) = complex(real(x), -imag(x)); the identity on reals.
		p.unaryPattern(Conj.Name, func(e *emitter, x core.Value) core.Value {
			if !isComplexValue(x) {
				return x
			}
			return e.complex(e.real(x), e.neg(e.imag(x)))
		}),
		p.unaryPattern(IsInf.Name, func(e *emitter, x core.Value) core.Value {
			return e.chlo("is_pos_inf", withElem(e.ctx, x.Type(), core.IntegerType(e.ctx, 1)), e.abs(x))
		}),
		p.unaryPattern(IsPosInf.Name, func(e *emitter, x core.Value) core.Value {
			return e.cmp(stablehlo.CmpEQ, x, e.inf(x, false))
		}),
		p.unaryPattern(IsNegInf.Name, func(e *emitter, x core.Value) core.Value {
			return e.cmp(stablehlo.CmpEQ, x, e.inf(x, true))
		}),
		// tan(x) = sin(x) / cos(x); tan(a + bi) = (tan(a) + i tanh(b)) / (1 - i tan(a) tanh(b)).
		p.unaryPattern(Tan.Name, func(e *emitter, x core.Value) core.Value {
			if !isComplexValue(x) {
				return e.div(e.sin(x), e.cos(x))
			}
			re := e.real(x)
			tan := e.chlo("tan", re.Type(), re)
			tanh := e.tanh(e.imag(x))
			return e.div(e.complex(tan, tanh), e.complex(e.like(1, tan), e.neg(e.mul(tan, tanh))))
		}),
		// square(x) = x * x; complex, as functional_algorithms' square:
		// (|re| == |im| ? 0 : (re - im)(re + im), 2 re im), the select
		// keeping the real part 0 where re + im overflows (1e308 + 1e308i).
		p.unaryPattern(Square.Name, func(e *emitter, x core.Value) core.Value {
			if !isComplexValue(x) {
				return e.mul(x, x)
			}
			re, im := e.real(x), e.imag(x)
			real := e.sel(e.cmp(stablehlo.CmpEQ, e.abs(re), e.abs(im)), e.like(0, re), e.mul(e.sub(re, im), e.add(re, im)))
			return e.complex(real, e.mul(e.like(2, re), e.mul(re, im)))
		}),
		// cosh(x) = e^(x + log(1/2)) + e^(-x + log(1/2)), computed in at least f32.
		p.unaryPattern(Cosh.Name, func(e *emitter, x core.Value) core.Value {
			return e.withUpcast([]core.Value{x}, func(e *emitter, a []core.Value) core.Value {
				x := a[0]
				logHalf := e.log(e.like(0.5, x))
				return e.add(e.exp(e.add(x, logHalf)), e.exp(e.sub(logHalf, x)))
			})
		}),
		p.unaryPattern(Sinh.Name, func(e *emitter, x core.Value) core.Value {
			if isComplexValue(x) {
				return e.sinhLarge(x)
			}
			return e.withUpcast([]core.Value{x}, func(e *emitter, a []core.Value) core.Value { return e.sinh(a[0]) })
		}),
	}
}

// sinhLarge is e^(x + log(1/2)) - e^(-x + log(1/2)).
func (e *emitter) sinhLarge(x core.Value) core.Value {
	logHalf := e.log(e.like(0.5, x))
	return e.sub(e.exp(e.add(x, logHalf)), e.exp(e.sub(logHalf, x)))
}

// sinh is (expm1(x) + expm1(x) / (expm1(x) + 1)) / 2 for |x| < 1 and
// sinhLarge otherwise.
func (e *emitter) sinh(x core.Value) core.Value {
	large := e.sinhLarge(x)
	em1 := e.expm1(x)
	one := e.like(1, x)
	half := e.like(0.5, x)
	small := e.mul(half, e.add(em1, e.div(em1, e.add(em1, one))))
	return e.sel(e.cmp(stablehlo.CmpLT, e.abs(x), one), small, large)
}
