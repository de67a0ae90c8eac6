package interp

import (
	"math"

	"ncc/core"
)

// Quantized execution. Ops on quantized tensors run as the specification's
// dequantize_op_quantize: operands are dequantized to their expressed
// float type, the float kernel runs, and quantized results are quantized
// back. Ops that only move elements (storageOps) work on the stored
// integers directly, which is the same thing since their operand and
// result types share quantization parameters.

func init() {
	register(uniformQuantize, "stablehlo.uniform_quantize")
	register(uniformDequantize, "stablehlo.uniform_dequantize")
}

var storageOps = map[string]bool{
	"stablehlo.uniform_quantize": true, "stablehlo.uniform_dequantize": true,
	"stablehlo.bitcast_convert": true, "stablehlo.constant": true,
	"stablehlo.reshape": true, "stablehlo.transpose": true, "stablehlo.broadcast_in_dim": true,
	"stablehlo.slice": true, "stablehlo.concatenate": true, "stablehlo.reverse": true,
	"stablehlo.dynamic_slice": true, "stablehlo.dynamic_update_slice": true,
	"stablehlo.gather": true, "stablehlo.select": true, "stablehlo.tuple": true,
	"stablehlo.get_tuple_element": true, "stablehlo.optimization_barrier": true,
	"stablehlo.while": true, "stablehlo.if": true, "stablehlo.case": true, "func.call": true,
	"stablehlo.composite": true, "interpreter.run_parallel": true, "interpreter.print": true,
	"interpreter.probe": true, "check.expect_eq": true, "check.expect_eq_const": true,
	"stablehlo.get_dimension_size": true, "stablehlo.all_gather": true, "stablehlo.all_to_all": true,
	"stablehlo.collective_permute": true, "stablehlo.collective_broadcast": true,
	"stablehlo.send": true, "stablehlo.recv": true,
	"tensor.extract": true, "tensor.insert": true, "tensor.from_elements": true,
	"tensor.empty": true, "tensor.cast": true, "tensor.dim": true,
}

func isQuantType(t core.Type) bool {
	st, ok := t.(core.ShapedType)
	if !ok {
		return false
	}
	e, err := ElemOf(st.ElementType())
	return err == nil && e.Quant != nil
}

// quantized reports whether any operand or result of op is quantized.
func quantized(op *core.Operation) bool {
	for i := 0; i < op.NumOperands(); i++ {
		if isQuantType(op.Operand(i).Type()) {
			return true
		}
	}
	for _, t := range op.ResultTypes() {
		if isQuantType(t) {
			return true
		}
	}
	return false
}

// expressedType is the float tensor type a quantized tensor type
// dequantizes to.
func expressedType(ctx *core.Context, tt *core.TensorType, e *Elem) *core.TensorType {
	return core.RankedTensor(ctx, tt.Dims, core.Float(ctx, e.Quant.Expressed.Fmt.String()), nil)
}

func (x *exec) runQuantized(fn kernel, op *core.Operation, args []Value, rt []core.Type) ([]Value, error) {
	ctx := op.Context()
	in := make([]Value, len(args))
	for i, a := range args {
		in[i] = a
		if t, ok := a.(*Tensor); ok && t.E.Quant != nil {
			in[i] = dequantize(ctx, t)
		}
	}
	frt := make([]core.Type, len(rt))
	qe := make([]*Elem, len(rt))
	for i, t := range rt {
		frt[i] = t
		if tt, ok := t.(*core.TensorType); ok {
			if e, err := ElemOf(tt.Elem); err == nil && e.Quant != nil {
				frt[i], qe[i] = expressedType(ctx, tt, e), e
			}
		}
	}
	res, err := fn(x, op, in, frt)
	if err != nil {
		return nil, err
	}
	for i, r := range res {
		if qe[i] == nil {
			continue
		}
		t, ok := r.(*Tensor)
		if !ok || t.F == nil {
			return nil, op.Errorf("internal error: quantized result is not a float tensor")
		}
		res[i] = quantize(t, rt[i].(*core.TensorType), qe[i])
	}
	return res, nil
}

// scaleIndex returns, for element i of a tensor of shape, which scale and
// zero point apply.
func scaleIndex(q *Quant, st, shape []int64, i int) int {
	if q.Axis < 0 || q.Axis >= len(shape) {
		return 0
	}
	k := int((int64(i) / st[q.Axis]) % shape[q.Axis])
	if k >= len(q.Scales) {
		return len(q.Scales) - 1
	}
	return k
}

// dequantize converts stored integers to (s - zero_point) * scale in the
// expressed type.
func dequantize(ctx *core.Context, t *Tensor) *Tensor {
	q := t.E.Quant
	out := like(expressedType(ctx, t.Type, t.E), q.Expressed)
	st := strides(t.Shape)
	fe := q.Expressed
	for i, v := range t.I {
		k := scaleIndex(q, st, t.Shape, i)
		scale := fe.RoundF(q.Scales[k])
		d := fe.RoundF(float64(v - q.ZeroPoints[k]))
		out.F[i] = fe.RoundF(d * scale)
	}
	return out
}

// quantize converts floats to clamp(round_nearest_even(x / scale) +
// zero_point) in the storage type.
func quantize(t *Tensor, tt *core.TensorType, e *Elem) *Tensor {
	q := e.Quant
	out := like(tt, e)
	st := strides(t.Shape)
	fe := q.Expressed
	for i, v := range t.F {
		k := scaleIndex(q, st, t.Shape, i)
		s := fe.RoundF(v / fe.RoundF(q.Scales[k]))
		r := math.RoundToEven(s) + float64(q.ZeroPoints[k])
		r = math.Max(float64(q.StorageMin), math.Min(float64(q.StorageMax), r))
		if math.IsNaN(r) {
			r = 0
		}
		out.I[i] = e.Wrap(int64(r))
	}
	return out
}

func uniformQuantize(x *exec, op *core.Operation, args []Value, rt []core.Type) ([]Value, error) {
	a, ok := args[0].(*Tensor)
	if !ok {
		return nil, op.Errorf("operand must be a tensor")
	}
	tt, err := tensorType(op, rt[0])
	if err != nil {
		return nil, err
	}
	e, err := ElemOf(tt.Elem)
	if err != nil || e.Quant == nil {
		return nil, op.Errorf("result must be a quantized tensor")
	}
	if a.E.Quant != nil {
		a = dequantize(op.Context(), a)
	}
	if a.F == nil || a.Len() != int(numElems(tt.Dims)) {
		return nil, op.Errorf("operand must be a float or quantized tensor of the result's shape")
	}
	return []Value{quantize(a, tt, e)}, nil
}

func uniformDequantize(x *exec, op *core.Operation, args []Value, rt []core.Type) ([]Value, error) {
	a, ok := args[0].(*Tensor)
	if !ok || a.E.Quant == nil {
		return nil, op.Errorf("operand must be a quantized tensor")
	}
	return []Value{dequantize(op.Context(), a)}, nil
}
