package hlo

import (
	"math"
	"strconv"
	"strings"

	"ncc/core"
	"ncc/core/asm"
	"ncc/dialects/stablehlo"
	"ncc/numerics"
)

// Neuron custom calls: the targets torch-neuronx puts into PyTorch/XLA
// graphs, with the operand conventions of its public Python sources
// (torch_neuronx/xla_impl/ops.py, transformers_neuronx/hlo.py):
//
//	AwsNeuronGelu(x)                         exact GELU, x·½·(1+erf(x/√2))
//	AwsNeuronGeluApprxTanh(x)                ½·x·(1+tanh(√(2/π)·(x+0.044715·x³)))
//	AwsNeuronGeluBackward(x)                 GELU's derivative Φ(x) + x·φ(x), i.e.
//	                                         ½·(1+erf(x/√2)) + x·exp(−x²/2)/√(2π); torch-
//	                                         neuronx's Gelu.backward multiplies it by the
//	                                         incoming gradient itself (a multiply in the HLO)
//	AwsNeuronSoftmax(x), backend_config=dim  softmax along dim (default: last)
//	AwsNeuronSoftmaxBackward(g, y), config=dim
//	                                         y·(g − Σ_dim g·y): g the gradient of the
//	                                         output, y the softmax's output (Softmax.
//	                                         backward_impl's operand order and formula)
//	AwsNeuronRmsNorm(x, w, eps), config=dim  x·rsqrt(mean(x², dim)+eps)·w, in f32
//	AwsNeuronTransferWithStaticRing(x)       moves a parameter; the identity on values
//
// Floating-point types narrower than f32 are computed in f32 and the
// result converted back, as torch-neuronx's kernels do.
var neuronTargets = map[string]func(*neuronEmitter, *core.Operation) (core.Value, error){
	"AwsNeuronGelu":                   (*neuronEmitter).gelu,
	"AwsNeuronGeluApprxTanh":          (*neuronEmitter).geluTanh,
	"AwsNeuronGeluBackward":           (*neuronEmitter).geluBackward,
	"AwsNeuronSoftmax":                (*neuronEmitter).softmax,
	"AwsNeuronSoftmaxBackward":        (*neuronEmitter).softmaxBackward,
	"AwsNeuronRmsNorm":                (*neuronEmitter).rmsNorm,
	"AwsNeuronTransferWithStaticRing": (*neuronEmitter).transfer,
}

// LegalizeNeuronCustomCalls rewrites the stablehlo.custom_call ops of
// torch-neuronx's targets in module into the StableHLO they stand for, so
// that those graphs interpret and compile. Import runs it unless
// Options.KeepNeuronCustomCalls is set. A call that breaks its target's
// conventions (operand count, shapes, backend_config) is a located error.
func LegalizeNeuronCustomCalls(module *core.Operation) error {
	var calls []*core.Operation
	module.WalkAll(func(op *core.Operation) {
		if op.Name() != "stablehlo.custom_call" {
			return
		}
		if t, ok := op.Attr("call_target_name").(*core.StringAttr); ok && neuronTargets[t.Value] != nil {
			calls = append(calls, op)
		}
	})
	for _, op := range calls {
		target := op.Attr("call_target_name").(*core.StringAttr).Value
		if op.NumResults() != 1 {
			return op.Errorf("%s custom call must have one result", target)
		}
		for _, t := range append(op.OperandTypes(), op.ResultTypes()...) {
			tt, ok := t.(*core.TensorType)
			if !ok || core.NumElements(tt.Dims) < 0 {
				return op.Errorf("%s custom call needs statically shaped tensors", target)
			}
		}
		b := core.NewBuilder(op.Context())
		b.SetInsertionPoint(op)
		e := &neuronEmitter{Emitter: &stablehlo.Emitter{B: b, Loc: op.Loc()}, target: target}
		v, err := neuronTargets[target](e, op)
		if err != nil {
			return err
		}
		if v.Type() != op.Result(0).Type() {
			return op.Errorf("%s custom call returns %s, but its operand gives %s", target,
				asm.TypeString(op.Result(0).Type()), asm.TypeString(v.Type()))
		}
		op.ReplaceAllUsesWith([]core.Value{v})
		op.Erase()
	}
	return nil
}

type neuronEmitter struct {
	*stablehlo.Emitter
	target string
}

// computeType is the element type the math runs in: f32 for narrower
// floats (as torch-neuronx casts to f32), else the operand's.
func (e *neuronEmitter) computeType(op *core.Operation, x core.Value) (core.Type, error) {
	ft, ok := core.ElementTypeOrSelf(x.Type()).(*core.FloatType)
	if !ok {
		return nil, op.Errorf("%s custom call needs floating-point operands", e.target)
	}
	if _, ok := numerics.FormatByName(ft.Name); !ok {
		return nil, op.Errorf("%s custom call: element type %s is not supported", e.target, ft.Name)
	}
	if ft.Width < 32 {
		return core.F32(e.B.Ctx), nil
	}
	return ft, nil
}

func (e *neuronEmitter) operands(op *core.Operation, n int) error {
	if op.NumOperands() != n {
		return op.Errorf("%s custom call takes %d operand(s), found %d", e.target, n, op.NumOperands())
	}
	return nil
}

// dim reads the dimension from backend_config (a decimal number; the last
// dimension when empty).
func (e *neuronEmitter) dim(op *core.Operation, rank int) (int64, error) {
	cfg := ""
	if s, ok := op.Attr("backend_config").(*core.StringAttr); ok {
		cfg = strings.TrimSpace(s.Value)
	}
	if cfg == "" {
		return int64(rank - 1), nil
	}
	d, err := strconv.ParseInt(cfg, 10, 64)
	if err != nil || d < -int64(rank) || d >= int64(rank) {
		return 0, op.Errorf("%s custom call: backend_config '%s' is not a dimension of a rank-%d operand", e.target, cfg, rank)
	}
	if d < 0 {
		d += int64(rank)
	}
	return d, nil
}

func (e *neuronEmitter) transfer(op *core.Operation) (core.Value, error) {
	if err := e.operands(op, 1); err != nil {
		return nil, err
	}
	return op.Operand(0), nil
}

func (e *neuronEmitter) gelu(op *core.Operation) (core.Value, error) {
	if err := e.operands(op, 1); err != nil {
		return nil, err
	}
	ct, err := e.computeType(op, op.Operand(0))
	if err != nil {
		return nil, err
	}
	x := e.Convert(op.Operand(0), ct)
	erf := e.Unary("chlo.erf", e.Binary("multiply", x, e.Like(1/math.Sqrt2, x)))
	y := e.Binary("multiply", e.Binary("multiply", x, e.Binary("add", erf, e.Like(1, x))), e.Like(0.5, x))
	return e.Convert(y, core.ElementTypeOrSelf(op.Result(0).Type())), nil
}

func (e *neuronEmitter) geluTanh(op *core.Operation) (core.Value, error) {
	if err := e.operands(op, 1); err != nil {
		return nil, err
	}
	ct, err := e.computeType(op, op.Operand(0))
	if err != nil {
		return nil, err
	}
	x := e.Convert(op.Operand(0), ct)
	x3 := e.Binary("multiply", e.Binary("multiply", x, x), x)
	inner := e.Binary("add", x, e.Binary("multiply", x3, e.Like(0.044715, x)))
	t := e.Unary("stablehlo.tanh", e.Binary("multiply", inner, e.Like(math.Sqrt(2/math.Pi), x)))
	y := e.Binary("multiply", e.Binary("multiply", x, e.Like(0.5, x)), e.Binary("add", t, e.Like(1, x)))
	return e.Convert(y, core.ElementTypeOrSelf(op.Result(0).Type())), nil
}

func (e *neuronEmitter) softmax(op *core.Operation) (core.Value, error) {
	if err := e.operands(op, 1); err != nil {
		return nil, err
	}
	ct, err := e.computeType(op, op.Operand(0))
	if err != nil {
		return nil, err
	}
	x := e.Convert(op.Operand(0), ct)
	dims := x.Type().(*core.TensorType).Dims
	d, err := e.dim(op, len(dims))
	if err != nil {
		return nil, err
	}
	keep := stablehlo.AllBut(len(dims), d)
	m := e.Broadcast(e.Reduce(x, []int64{d}, "maximum", math.Inf(-1)), dims, keep)
	ex := e.Unary("stablehlo.exponential", e.Binary("subtract", x, m))
	s := e.Broadcast(e.Reduce(ex, []int64{d}, "add", 0), dims, keep)
	return e.Convert(e.Binary("divide", ex, s), core.ElementTypeOrSelf(op.Result(0).Type())), nil
}

func (e *neuronEmitter) rmsNorm(op *core.Operation) (core.Value, error) {
	if err := e.operands(op, 3); err != nil {
		return nil, err
	}
	ct, err := e.computeType(op, op.Operand(0))
	if err != nil {
		return nil, err
	}
	x := e.Convert(op.Operand(0), ct)
	dims := x.Type().(*core.TensorType).Dims
	d, err := e.dim(op, len(dims))
	if err != nil {
		return nil, err
	}
	wt := op.Operand(1).Type().(*core.TensorType)
	if len(wt.Dims) != 1 || wt.Dims[0] != dims[d] {
		return nil, op.Errorf("AwsNeuronRmsNorm custom call: the weight must have shape [%d], found %s", dims[d], asm.TypeString(wt))
	}
	if et := op.Operand(2).Type().(*core.TensorType); len(et.Dims) != 0 {
		return nil, op.Errorf("AwsNeuronRmsNorm custom call: epsilon must be a scalar, found %s", asm.TypeString(et))
	}
	for _, i := range []int{1, 2} {
		if _, err := e.computeType(op, op.Operand(i)); err != nil {
			return nil, err
		}
	}
	keep := stablehlo.AllBut(len(dims), d)
	sum := e.Reduce(e.Binary("multiply", x, x), []int64{d}, "add", 0)
	mean := e.Binary("divide", sum, e.Like(float64(dims[d]), sum))
	eps := e.Broadcast(e.Convert(op.Operand(2), ct), mean.Type().(*core.TensorType).Dims, nil)
	r := e.Unary("stablehlo.rsqrt", e.Binary("add", mean, eps))
	scaled := e.Binary("multiply", x, e.Broadcast(r, dims, keep))
	w := e.Broadcast(e.Convert(op.Operand(1), ct), dims, []int64{d})
	return e.Convert(e.Binary("multiply", scaled, w), core.ElementTypeOrSelf(op.Result(0).Type())), nil
}

func (e *neuronEmitter) geluBackward(op *core.Operation) (core.Value, error) {
	if err := e.operands(op, 1); err != nil {
		return nil, err
	}
	ct, err := e.computeType(op, op.Operand(0))
	if err != nil {
		return nil, err
	}
	x := e.Convert(op.Operand(0), ct)
	erf := e.Unary("chlo.erf", e.Binary("multiply", x, e.Like(1/math.Sqrt2, x)))
	cdf := e.Binary("multiply", e.Binary("add", erf, e.Like(1, x)), e.Like(0.5, x))
	pdf := e.Binary("multiply", e.Unary("stablehlo.exponential", e.Binary("multiply", e.Binary("multiply", x, x), e.Like(-0.5, x))),
		e.Like(1/math.Sqrt(2*math.Pi), x))
	y := e.Binary("add", cdf, e.Binary("multiply", x, pdf))
	return e.Convert(y, core.ElementTypeOrSelf(op.Result(0).Type())), nil
}

func (e *neuronEmitter) softmaxBackward(op *core.Operation) (core.Value, error) {
	if err := e.operands(op, 2); err != nil {
		return nil, err
	}
	if op.Operand(0).Type() != op.Operand(1).Type() {
		return nil, op.Errorf("AwsNeuronSoftmaxBackward custom call: the gradient and the output must have the same type, found %s and %s",
			asm.TypeString(op.Operand(0).Type()), asm.TypeString(op.Operand(1).Type()))
	}
	ct, err := e.computeType(op, op.Operand(0))
	if err != nil {
		return nil, err
	}
	g, y := e.Convert(op.Operand(0), ct), e.Convert(op.Operand(1), ct)
	dims := y.Type().(*core.TensorType).Dims
	d, err := e.dim(op, len(dims))
	if err != nil {
		return nil, err
	}
	s := e.Broadcast(e.Reduce(e.Binary("multiply", g, y), []int64{d}, "add", 0), dims, stablehlo.AllBut(len(dims), d))
	return e.Convert(e.Binary("multiply", y, e.Binary("subtract", g, s)), core.ElementTypeOrSelf(op.Result(0).Type())), nil
}
