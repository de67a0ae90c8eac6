package bir

import (
	"ncc/arch"
	"ncc/core"
	"ncc/dialects/ods"
)

// Typed builders, one per instruction. Their arguments follow the order of
// the op's ins and outs; the op's Doc (docs/dialects/bir.md) gives the
// semantics.

// Matmult inserts result (+)= stationaryᵀ · moving on pe. start zeroes the
// PSUM accumulators first; stop ends the accumulation group.
func (b *Builder) Matmult(stationary, moving, result AP, start, stop bool) *core.Operation {
	attrs := append(b.flag("start_tensor_calc", start), b.flag("stop_tensor_calc", stop)...)
	return b.Inst(Matmult.Name, arch.PE, []AP{stationary, moving}, []AP{result}, attrs...)
}

// Transpose inserts out = inᵀ on e (pe into PSUM, or dve for up to 32x32).
func (b *Builder) Transpose(e arch.Engine, in, out AP) *core.Operation {
	return b.Inst(Transpose.Name, e, []AP{in}, []AP{out})
}

// ActivationArgs are bir.activation's operands beyond func, in and out.
// A zero Scale means 1.
type ActivationArgs struct {
	Scale       float32
	Bias        *AP // [P, 1], or nil for none
	Alpha       float32
	Acc         Acc
	Accumulator *AP // [P, 1] sums of out when Acc is not Idle
}

// Activation inserts out = f(in·scale + bias) on act.
func (b *Builder) Activation(f ActFunc, in, out AP, a ActivationArgs) *core.Operation {
	ins, outs := []AP{in}, []AP{out}
	if a.Bias != nil {
		ins = append(ins, *a.Bias)
	}
	if a.Accumulator != nil {
		outs = append(outs, *a.Accumulator)
	}
	scale := a.Scale
	if scale == 0 {
		scale = 1
	}
	return b.Inst(Activation.Name, arch.ACT, ins, outs,
		core.NamedAttr{Name: "func", Value: ActAttr(b.Ctx, f)}, b.f32("scale", scale), b.f32("alpha", a.Alpha),
		core.NamedAttr{Name: "acc", Value: AccAttr(b.Ctx, a.Acc)})
}

// TensorTensor inserts out = in0 op in1 on e (dve or pool).
func (b *Builder) TensorTensor(e arch.Engine, op AluOp, in0, in1, out AP) *core.Operation {
	return b.Inst(TensorTensor.Name, e, []AP{in0, in1}, []AP{out}, b.alu("op", op))
}

// TensorScalar inserts out = (in op0 c0) op1 c1 on e; op1 AluBypass drops
// the second step.
func (b *Builder) TensorScalar(e arch.Engine, in, out AP, op0 AluOp, c0 float32, op1 AluOp, c1 float32) *core.Operation {
	attrs := []core.NamedAttr{b.alu("op0", op0), b.f32("const0", c0), b.alu("op1", op1)}
	if op1 != AluBypass {
		attrs = append(attrs, b.f32("const1", c1))
	}
	return b.Inst(TensorScalar.Name, e, []AP{in}, []AP{out}, attrs...)
}

// TensorScalarPtr inserts out = (in op0 s0) op1 s1 on e, s0 and s1 [P, 1]
// columns of per-partition scalars; s1 is nil when op1 is AluBypass.
func (b *Builder) TensorScalarPtr(e arch.Engine, in, out AP, op0 AluOp, s0 AP, op1 AluOp, s1 *AP) *core.Operation {
	ins := []AP{in, s0}
	if s1 != nil {
		ins = append(ins, *s1)
	}
	return b.Inst(TensorScalar.Name, e, ins, []AP{out}, b.alu("op0", op0), b.alu("op1", op1))
}

// ScalarTensorTensor inserts out = (in0 op0 scalar) op1 in1 on e, scalar a
// [P, 1] column.
func (b *Builder) ScalarTensorTensor(e arch.Engine, in0, scalar, in1, out AP, op0, op1 AluOp) *core.Operation {
	return b.Inst(ScalarTensorTensor.Name, e, []AP{in0, scalar, in1}, []AP{out}, b.alu("op0", op0), b.alu("op1", op1))
}

// TensorReduce inserts out = op-reduction of in over axis on e.
func (b *Builder) TensorReduce(e arch.Engine, op AluOp, axis AxisList, in, out AP, negate bool) *core.Operation {
	attrs := append([]core.NamedAttr{b.alu("op", op), {Name: "axis", Value: AxisAttr(b.Ctx, axis)}}, b.flag("negate", negate)...)
	return b.Inst(TensorReduce.Name, e, []AP{in}, []AP{out}, attrs...)
}

// TensorCopy inserts out = in (converting) on e.
func (b *Builder) TensorCopy(e arch.Engine, in, out AP) *core.Operation {
	return b.Inst(TensorCopy.Name, e, []AP{in}, []AP{out})
}

// Iota inserts out[p, i...] = base + p·channelMultiplier + Σ i_k·step_k on pool.
func (b *Builder) Iota(out AP, pattern [][2]int64, base, channelMultiplier int64) *core.Operation {
	return b.Inst(Iota.Name, arch.Pool, nil, []AP{out}, core.NamedAttr{Name: "pattern", Value: PairsAttr(b.Ctx, pattern)},
		core.NamedAttr{Name: "base", Value: I64Attr(b.Ctx, base)},
		core.NamedAttr{Name: "channel_multiplier", Value: I64Attr(b.Ctx, channelMultiplier)})
}

// Memset inserts out = c on e.
func (b *Builder) Memset(e arch.Engine, out AP, c float32) *core.Operation {
	return b.Inst(Memset.Name, e, nil, []AP{out}, b.f32("constant", c))
}

// Select inserts out = pred != 0 ? onTrue : onFalse on e.
func (b *Builder) Select(e arch.Engine, pred, onTrue, onFalse, out AP) *core.Operation {
	return b.Inst(Select.Name, e, []AP{pred, onTrue, onFalse}, []AP{out})
}

// AffineSelect inserts out = (base + p·cm + Σ i_k·step_k) cmp 0 ? in : fill on pool.
func (b *Builder) AffineSelect(cmp AluOp, in, out AP, pattern [][2]int64, base, cm int64, fill float32) *core.Operation {
	return b.Inst(AffineSelect.Name, arch.Pool, []AP{in}, []AP{out}, b.alu("compare_op", cmp),
		core.NamedAttr{Name: "pattern", Value: PairsAttr(b.Ctx, pattern)},
		core.NamedAttr{Name: "base", Value: I64Attr(b.Ctx, base)},
		core.NamedAttr{Name: "channel_multiplier", Value: I64Attr(b.Ctx, cm)}, b.f32("fill_value", fill))
}

// BNStats inserts the 6 batch-norm statistics of each partition of in on dve.
func (b *Builder) BNStats(in, out AP) *core.Operation {
	return b.Inst(BNStats.Name, arch.DVE, []AP{in}, []AP{out})
}

// BNAggr inserts the mean and variance of bn_stats results on dve.
func (b *Builder) BNAggr(in, out AP) *core.Operation {
	return b.Inst(BNAggr.Name, arch.DVE, []AP{in}, []AP{out})
}

// Shuffle inserts a cross-partition shuffle with a 32-entry mask on e.
func (b *Builder) Shuffle(e arch.Engine, in, out AP, mask []int64) *core.Operation {
	return b.Inst(Shuffle.Name, e, []AP{in}, []AP{out}, core.NamedAttr{Name: "mask", Value: ods.DenseI64Array(b.Ctx, mask)})
}

// DMA inserts a copy of src to dst issued from e's queue (arch.SP usually).
func (b *Builder) DMA(e arch.Engine, src, dst AP) *core.Operation {
	return b.Inst(DMA.Name, e, []AP{src}, []AP{dst})
}

// DMATranspose inserts a 2-D transposing copy.
func (b *Builder) DMATranspose(e arch.Engine, src, dst AP) *core.Operation {
	return b.Inst(DMA.Name, e, []AP{src}, []AP{dst}, b.flag("transpose", true)...)
}

// DMAGather inserts a gather: row r of dst is row index[r] of src.
func (b *Builder) DMAGather(e arch.Engine, src, index, dst AP) *core.Operation {
	return b.Inst(DMA.Name, e, []AP{src, index}, []AP{dst}, b.flag("indirect", true)...)
}

// CoreBarrier inserts barrier id among cores on sp.
func (b *Builder) CoreBarrier(id int64, cores []int64) *core.Operation {
	return b.create(CoreBarrier.Name, nil, nil, []core.NamedAttr{
		{Name: "engine", Value: EngineAttr(b.Ctx, arch.SP)}, {Name: "id", Value: I64Attr(b.Ctx, id)},
		{Name: "cores", Value: ods.DenseI64Array(b.Ctx, cores)},
	}, nil, nil)
}

// QuantizeMX inserts the MX quantization of in into out and scales on dve.
func (b *Builder) QuantizeMX(in, out, scales AP) *core.Operation {
	return b.Inst(QuantizeMX.Name, arch.DVE, []AP{in}, []AP{out, scales})
}
