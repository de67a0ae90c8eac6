package stablehlo

import (
	"slices"

	"ncc/core"
	"ncc/core/pass"
	"ncc/numerics"
)

// UnfuseBatchNorm is stablehlo-unfuse-batch-norm: batch_norm_inference,
// batch_norm_training and batch_norm_grad become the reductions and
// elementwise math of their decompositions in the StableHLO spec (XLA's
// BatchNormExpander, mhlo's unfuse-batch-norm). PyTorch/XLA lowers
// layer norm to batch_norm_training over a reshaped operand, so nearly
// every PyTorch graph carries one. 16-bit floats are computed in f32 and
// the results converted back, as XLA's backends and neuronx-cc do.
type UnfuseBatchNorm struct {
	NumUnfused pass.Statistic `stat:"num-unfused" help:"Number of batch norm ops decomposed"`
}

func init() {
	pass.Register(pass.Info{
		Arg:     "stablehlo-unfuse-batch-norm",
		Name:    "StablehloUnfuseBatchNorm",
		Summary: "Decomposes batch_norm_inference, batch_norm_training and batch_norm_grad",
		Description: "Each batch norm op becomes the StableHLO spec's decomposition: reductions over every " +
			"dimension but feature_index, broadcasts back, and elementwise math; 16-bit floats in f32.",
		Dialects: []string{"stablehlo"},
		New:      func() pass.Pass { return &UnfuseBatchNorm{} },
	})
}

// Unfused are the ops stablehlo-unfuse-batch-norm decomposes.
var Unfused = []string{BatchNormInference.Name, BatchNormTraining.Name, BatchNormGrad.Name}

// Run decomposes the batch norm ops nested in op.
func (p *UnfuseBatchNorm) Run(op *core.Operation, _ *pass.State) error {
	var work []*core.Operation
	op.Walk(core.PostOrder, func(o *core.Operation) core.WalkResult {
		if slices.Contains(Unfused, o.Name()) {
			work = append(work, o)
		}
		return core.Advance
	})
	for _, o := range work {
		if err := unfuseBatchNorm(o); err != nil {
			return err
		}
		p.NumUnfused.Inc()
	}
	return nil
}

// batchNorm is one batch norm op being decomposed: its operand's shape,
// the feature dimension, and the compute type.
type batchNorm struct {
	*Emitter
	dims    []int64
	feature int64
	eps     float64
	elem    core.Type // the compute element type
	n       float64   // elements per feature
}

func unfuseBatchNorm(op *core.Operation) error {
	x, ok := op.Operand(0).Type().(*core.TensorType)
	if !ok || core.NumElements(x.Dims) < 0 {
		return op.Errorf("stablehlo-unfuse-batch-norm needs a statically shaped operand")
	}
	for _, v := range append(op.Operands(), op.Results()...) {
		ft, ok := core.ElementTypeOrSelf(v.Type()).(*core.FloatType)
		if ok {
			_, ok = numerics.FormatByName(ft.Name)
		}
		if !ok {
			return op.Errorf("stablehlo-unfuse-batch-norm: element type %v is not supported", core.ElementTypeOrSelf(v.Type()))
		}
	}
	fi, ok := intAttr(op.Attr("feature_index"))
	if !ok || fi < 0 || fi >= int64(len(x.Dims)) {
		return op.Errorf("stablehlo-unfuse-batch-norm: feature_index is missing or out of range")
	}
	ea, ok := op.Attr("epsilon").(*core.FloatAttr)
	if !ok {
		return op.Errorf("stablehlo-unfuse-batch-norm: epsilon must be a float attribute")
	}
	f, _ := numerics.FormatByName(ea.Type.Name)
	ctx := op.Context()
	b := core.NewBuilder(ctx)
	b.SetInsertionPoint(op)
	bn := &batchNorm{Emitter: &Emitter{B: b, Loc: op.Loc()}, dims: x.Dims, feature: fi, eps: f.ToFloat64(ea.Bits), elem: x.Elem}
	if ft := x.Elem.(*core.FloatType); ft.Width < 32 {
		bn.elem = core.F32(ctx)
	}
	if x.Dims[fi] > 0 {
		bn.n = float64(core.NumElements(x.Dims)) / float64(x.Dims[fi])
	}
	in := make([]core.Value, op.NumOperands())
	for i, v := range op.Operands() {
		in[i] = bn.Convert(v, bn.elem)
	}
	var out []core.Value
	switch op.Name() {
	case BatchNormInference.Name:
		out = []core.Value{bn.normalize(in[0], in[1], in[2], in[3], in[4])}
	case BatchNormTraining.Name:
		mean := bn.mean(in[0])
		centered := bn.Binary("subtract", in[0], bn.spread(mean))
		variance := bn.mean(bn.Binary("multiply", centered, centered))
		out = []core.Value{bn.normalize(in[0], in[1], in[2], mean, variance), mean, variance}
	default:
		out = bn.grad(in[0], in[1], in[2], in[3], in[4])
	}
	for i, v := range out {
		out[i] = bn.Convert(v, core.ElementTypeOrSelf(op.Result(i).Type()))
	}
	op.ReplaceAllUsesWith(out)
	op.Erase()
	return nil
}

// spread broadcasts a per-feature vector to the operand's shape.
func (bn *batchNorm) spread(v core.Value) core.Value {
	return bn.Broadcast(v, bn.dims, []int64{bn.feature})
}

// sum adds x over every dimension but the feature one.
func (bn *batchNorm) sum(x core.Value) core.Value {
	return bn.Reduce(x, AllBut(len(bn.dims), bn.feature), "add", 0)
}

func (bn *batchNorm) mean(x core.Value) core.Value {
	s := bn.sum(x)
	return bn.Binary("divide", s, bn.Like(bn.n, s))
}

// stddev is sqrt(variance + epsilon), spread.
func (bn *batchNorm) stddev(variance core.Value) core.Value {
	v := bn.spread(variance)
	return bn.Unary("stablehlo.sqrt", bn.Binary("add", v, bn.Like(bn.eps, v)))
}

// normalize is batch_norm_inference: scale·(x − mean)/stddev + offset.
func (bn *batchNorm) normalize(x, scale, offset, mean, variance core.Value) core.Value {
	norm := bn.Binary("divide", bn.Binary("subtract", x, bn.spread(mean)), bn.stddev(variance))
	return bn.Binary("add", bn.Binary("multiply", bn.spread(scale), norm), bn.spread(offset))
}

// grad is batch_norm_grad, as the spec writes it (after XLA's
// batchnorm_expander, whose temporaries' names it keeps).
func (bn *batchNorm) grad(x, scale, mean, variance, g core.Value) []core.Value {
	centered := bn.Binary("subtract", x, bn.spread(mean))
	sd := bn.stddev(variance)
	normalized := bn.Binary("divide", centered, sd)
	vb := bn.spread(variance)
	varEps := bn.Binary("add", vb, bn.Like(bn.eps, vb))
	i1 := bn.Binary("multiply", g, bn.Like(bn.n, g))
	gradOffset := bn.sum(g)
	i2 := bn.spread(gradOffset)
	i3 := bn.spread(bn.sum(bn.Binary("multiply", g, centered)))
	i5 := bn.Binary("divide", bn.Binary("multiply", i3, centered), varEps)
	i6 := bn.Binary("subtract", bn.Binary("subtract", i1, i2), i5)
	perElem := bn.Binary("divide", bn.Binary("divide", bn.spread(scale), sd), bn.Like(bn.n, g))
	gradOperand := bn.Binary("multiply", perElem, i6)
	gradScale := bn.sum(bn.Binary("multiply", g, normalized))
	return []core.Value{gradOperand, gradScale, gradOffset}
}
