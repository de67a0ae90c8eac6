package chlo

import (
	"ncc/core"
	"ncc/dialects/ods"
	"ncc/dialects/stablehlo"
)

// Dynamic shapes. StableHLO's ConvertRankedDynamicBroadcastBinaryOp and
// ConvertConstantLikeOp compute result extents with the shape dialect
// (shape.shape_of, shape.broadcast, shape.cstr_broadcastable) and broadcast
// with stablehlo.dynamic_broadcast_in_dim; stablehlo-opt's
// shape-legalize-to-stablehlo then turns the shape computations into
// StableHLO. ncc has no shape dialect, so these helpers emit that
// StableHLO form directly: an extent is stablehlo.get_dimension_size of a
// dynamic dimension or an i32 constant of a static one, and the extents
// are reshaped to tensor<1xi32> and concatenated into tensor<Rxi32>.
//
// Two differences from the composed upstream passes, both deliberate:
// where several dynamic dimensions meet, the broadcast extent is
// select(a == 1, b, a) rather than maximum(a, b) (which is wrong when one
// side is 0 and the other 1); and the cstr_broadcastable constraint is not
// materialized (stablehlo.dynamic_broadcast_in_dim rejects incompatible
// extents when it runs).

func i32Scalar(c *core.Context) *core.TensorType { return tensorOf(c, nil, core.IntegerType(c, 32)) }

// extent is one dimension size: a known constant, or a scalar tensor<iN>
// value computed at run time.
type extent struct {
	v core.Value // nil for a constant
	c int64
}

func constExtent(c int64) extent { return extent{c: c} }

// constInt is a stablehlo.constant of type tensor<iN>.
func (e *emitter) constInt(v int64, bits int) core.Value {
	return e.constOfType(putBits(uint64(v), bits/8), tensorOf(e.ctx, nil, core.IntegerType(e.ctx, bits)))
}

// value materializes x as a tensor<iN>.
func (e *emitter) value(x extent, bits int) core.Value {
	if x.v != nil {
		return x.v
	}
	return e.constInt(x.c, bits)
}

// dimSize is dimension d of v as an extent: a constant when static,
// stablehlo.get_dimension_size (converted to iN when N is not 32)
// otherwise.
func (e *emitter) dimSize(v core.Value, d int, bits int) extent {
	t := v.Type().(*core.TensorType)
	if !isDyn(t.Dims[d]) {
		return constExtent(t.Dims[d])
	}
	s := e.op("stablehlo.get_dimension_size", i32Scalar(e.ctx), []core.Value{v},
		core.NamedAttr{Name: "dimension", Value: i64Attr(e.ctx, int64(d))})
	if bits != 32 {
		s = e.convert(s, core.IntegerType(e.ctx, bits))
	}
	return extent{v: s}
}

// extentTensor packs extents into a 1-D tensor<Nxi{bits}>: one constant
// when all are known, else their tensor<1xiN> reshapes concatenated.
func (e *emitter) extentTensor(sizes []extent, bits int) core.Value {
	elem := core.IntegerType(e.ctx, bits)
	t := tensorOf(e.ctx, []int64{int64(len(sizes))}, elem)
	raw := make([]byte, 0, bits/8*len(sizes))
	for _, s := range sizes {
		if s.v != nil {
			raw = nil
			break
		}
		raw = append(raw, putBits(uint64(s.c), bits/8)...)
	}
	if raw != nil {
		return e.constOfType(raw, t)
	}
	one := tensorOf(e.ctx, []int64{1}, elem)
	parts := make([]core.Value, len(sizes))
	for i, s := range sizes {
		parts[i] = e.op("stablehlo.reshape", one, []core.Value{e.value(s, bits)})
	}
	if len(parts) == 1 {
		return parts[0]
	}
	return e.op("stablehlo.concatenate", t, parts, core.NamedAttr{Name: "dimension", Value: i64Attr(e.ctx, 0)})
}

// shapeOf is v's extents as tensor<Rxi32> (shape.shape_of after
// shape-legalize-to-stablehlo).
func (e *emitter) shapeOf(v core.Value) core.Value {
	t := v.Type().(*core.TensorType)
	sizes := make([]extent, len(t.Dims))
	for d := range sizes {
		sizes[d] = e.dimSize(v, d, 32)
	}
	return e.extentTensor(sizes, 32)
}

// broadcastExtents is the extent tensor of a broadcast of operands to
// shape, operand k's dimension j landing in dimension maps[k][j]. A static
// result dimension is a constant; a dynamic one is the operands' common
// extent: a static non-1 extent if one has it, else the dynamic extents
// combined by select(a == 1, b, a), else 1.
func (e *emitter) broadcastExtents(operands []core.Value, maps [][]int64, shape []int64) core.Value {
	sizes := make([]extent, len(shape))
	for i, s := range shape {
		if !isDyn(s) {
			sizes[i] = constExtent(s)
			continue
		}
		static := int64(-1)
		var dyn []core.Value
		for k, v := range operands {
			vd := v.Type().(*core.TensorType).Dims
			for j, m := range maps[k] {
				switch {
				case m != int64(i):
				case isDyn(vd[j]):
					dyn = append(dyn, e.dimSize(v, j, 32).v)
				case vd[j] != 1:
					static = vd[j]
				}
			}
		}
		switch {
		case static >= 0:
			sizes[i] = constExtent(static)
		case len(dyn) == 0:
			sizes[i] = constExtent(1)
		default:
			r := dyn[0]
			for _, d := range dyn[1:] {
				r = e.sel(e.cmp(stablehlo.CmpEQ, r, e.constInt(1, 32)), d, r)
			}
			sizes[i] = extent{v: r}
		}
	}
	return e.extentTensor(sizes, 32)
}

// dynamicBroadcast is stablehlo.dynamic_broadcast_in_dim of v to extents,
// of type shape with v's element type.
func (e *emitter) dynamicBroadcast(v core.Value, extents core.Value, shape []int64, dims []int64) core.Value {
	if dims == nil {
		dims = []int64{}
	}
	return e.op("stablehlo.dynamic_broadcast_in_dim", tensorOf(e.ctx, shape, elemOf(v.Type())),
		[]core.Value{v, extents},
		core.NamedAttr{Name: "broadcast_dimensions", Value: ods.DenseI64Array(e.ctx, dims)})
}

// operandMaps gives each operand of a broadcasting op the result
// dimension of each of its dimensions: broadcast_dimensions for the
// operand they apply to (the lower-rank one, lhs when the ranks are
// equal), trailing (numpy) alignment otherwise. ok is false when an
// operand cannot be mapped.
func operandMaps(op *core.Operation, rank int) ([][]int64, bool) {
	var bdims []int64
	if a, ok := op.Attr("broadcast_dimensions").(*core.DenseArrayAttr); ok && op.Name() != BroadcastSelect.Name {
		bdims = ods.I64s(a)
	}
	small := -1
	if bdims != nil {
		small = smallOperand(op.Operand(0).Type().(*core.TensorType).Dims, op.Operand(1).Type().(*core.TensorType).Dims)
	}
	maps := make([][]int64, op.NumOperands())
	for k, v := range op.Operands() {
		r := len(v.Type().(*core.TensorType).Dims)
		if r > rank {
			return nil, false
		}
		if k == small {
			if len(bdims) != r {
				return nil, false
			}
			for _, d := range bdims {
				if d < 0 || d >= int64(rank) {
					return nil, false
				}
			}
			maps[k] = bdims
			continue
		}
		m := make([]int64, r)
		for j := range m {
			m[j] = int64(rank - r + j)
		}
		maps[k] = m
	}
	return maps, true
}

// dynamicBroadcastOperands is ConvertRankedDynamicBroadcastBinaryOp (and
// ConvertSelectOp) for ops whose operand or result shapes are not all
// static: every operand is broadcast to the result's extents with
// stablehlo.dynamic_broadcast_in_dim (a scalar select predicate stays as
// it is). Unlike upstream, which gives up with a warning, broadcast_dimensions
// that are not a numpy prefix padding are honoured too.
func (e *emitter) dynamicBroadcastOperands(op *core.Operation) ([]core.Value, bool) {
	rt := op.Result(0).Type().(*core.TensorType)
	maps, ok := operandMaps(op, len(rt.Dims))
	if !ok {
		return nil, false
	}
	extents := e.broadcastExtents(op.Operands(), maps, rt.Dims)
	out := make([]core.Value, op.NumOperands())
	for k, v := range op.Operands() {
		if k == 0 && op.Name() == BroadcastSelect.Name && len(v.Type().(*core.TensorType).Dims) == 0 {
			out[k] = v
			continue
		}
		out[k] = e.dynamicBroadcast(v, extents, rt.Dims, maps[k])
	}
	return out, true
}

// splatLike is a splat of one element raw shaped like x: a
// stablehlo.constant when x is static, else a scalar constant broadcast
// to x's extents (ConvertConstantLikeOp's unbounded-dynamic case).
func (e *emitter) splatLike(raw []byte, x core.Value, elem core.Type) core.Value {
	xt := x.Type().(*core.TensorType)
	if core.NumElements(xt.Dims) >= 0 {
		return e.constOfType(raw, tensorOf(e.ctx, xt.Dims, elem))
	}
	c := e.constOfType(raw, tensorOf(e.ctx, nil, elem))
	return e.dynamicBroadcast(c, e.shapeOf(x), xt.Dims, nil)
}
