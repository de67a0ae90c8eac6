package penguintobir

import (
	"math"

	"ncc/arch"
	"ncc/core"
	"ncc/dialects/bir"
	"ncc/dialects/penguin"
	"ncc/numerics"
)

// lowerCompute lowers the tile ops other than ewise.
func (l *lowerer) lowerCompute(op *core.Operation) error {
	switch op.Name() {
	case penguin.Matmul.Name:
		return l.lowerMatmul(op)
	case penguin.Transpose.Name:
		return l.lowerTranspose(op)
	case penguin.Activation.Name:
		return l.lowerActivation(op)
	case penguin.Reduce.Name:
		o, _ := penguin.AsReduceOp(op)
		in, out := l.tileAP(o.Input()), l.tileAP(o.Result(0))
		l.b.TensorReduce(l.vec(in, out), aluOf(o.Alu()), bir.AxisX, in, out, false)
		return nil
	case penguin.Broadcast.Name:
		return l.lowerBroadcast(op)
	case penguin.Iota.Name:
		return l.lowerIota(op)
	case penguin.Select.Name:
		o, _ := penguin.AsSelectOp(op)
		p, t, f, out := l.tileAP(o.Pred()), l.tileAP(o.OnTrue()), l.tileAP(o.OnFalse()), l.tileAP(o.Result(0))
		l.b.Select(l.vec(p, t, f, out), p, t, f, out)
		return nil
	case penguin.Copy.Name:
		in, out := l.tileAP(op.Operand(0)), l.tileAP(op.Result(0))
		l.b.TensorCopy(l.copyEngine(in, out), in, out)
		return nil
	case penguin.Zeros.Name:
		if onlyMatmulAcc(op.Result(0)) {
			return nil // each matmul starts its accumulation instead
		}
		return l.lowerFill(op, 0)
	case penguin.Constant.Name:
		o, _ := penguin.AsConstantOp(op)
		return l.lowerFill(op, o.Splat())
	}
	return op.Errorf("cannot be lowered to bir")
}

// onlyMatmulAcc reports whether v is used, and only as a matmul's
// accumulator.
// virtualZeros reports whether v is a penguin.zeros that is never
// materialized: only matmuls accumulate onto it, each starting its
// accumulation instead. It has no buffer, so CSE merging the zeros of
// several accumulators costs no PSUM.
func virtualZeros(v core.Value) bool {
	z := core.DefiningOp(v)
	return z != nil && z.Name() == penguin.Zeros.Name && onlyMatmulAcc(v)
}

func onlyMatmulAcc(v core.Value) bool {
	uses := core.Uses(v)
	for _, u := range uses {
		o := u.Owner()
		if o.Name() != penguin.Matmul.Name || o.NumOperands() < 3 || o.Operand(2) != v || o.Operand(0) == v || o.Operand(1) == v {
			return false
		}
	}
	return len(uses) > 0
}

// bigInt reports whether v is an integer an f32 memset constant cannot
// hold exactly.
func bigInt(v float64) bool { return v == math.Trunc(v) && math.Abs(v) > 1<<24 }

// lowerFill writes the constant v to op's result: a memset, or an iota of
// step 0 for an integer too large for an f32 (through scratch when the
// tile is in PSUM, where GpSimd does not write).
func (l *lowerer) lowerFill(op *core.Operation, v float64) error {
	res := op.Result(0)
	out := l.tileAP(res)
	if isIntDType(out.DType) && bigInt(v) && out.Memory() == bir.PSUM {
		tmp, err := l.scratchAP(op, out.NumPartitions, out.FreeSize(), out.DType)
		if err != nil {
			return err
		}
		if err := l.fill(tmp, v); err != nil {
			return err
		}
		l.b.TensorCopy(arch.DVE, tmp, out)
		return nil
	}
	return l.fill(out, v)
}

// lowerMatmul: a matmul without accumulator, or accumulating onto
// zeros, starts a new accumulation group (start_tensor_calc zeroes the
// accumulators); one accumulating in place (its accumulator's buffer is
// its result's) adds to what PSUM holds; otherwise the accumulator is
// copied into the result's buffer first. Every matmul ends its group
// (stop_tensor_calc): its result is complete when it is read.
func (l *lowerer) lowerMatmul(op *core.Operation) error {
	o, _ := penguin.AsMatmulOp(op)
	st, mv, out := l.tileAP(o.Stationary()), l.tileAP(o.Moving()), l.tileAP(o.Result(0))
	start := true
	if acc := o.Acc(); acc != nil {
		if z := core.DefiningOp(acc); z == nil || z.Name() != penguin.Zeros.Name {
			start = false
			if l.p.cls[acc] != l.p.cls[o.Result(0)] {
				l.b.TensorCopy(arch.DVE, l.tileAP(acc), out)
			}
		}
	}
	l.b.Matmult(st, mv, out, start, true)
	return nil
}

// lowerTranspose uses TensorE (through the array into PSUM) when the
// input is in SBUF, the result in PSUM and both are of its types;
// otherwise VectorE in blocks of at most 32x32, each of which starts on a
// quadrant boundary as the start-partition rule requires.
func (l *lowerer) lowerTranspose(op *core.Operation) error {
	o, _ := penguin.AsTransposeOp(op)
	in, out := l.tileAP(o.Input()), l.tileAP(o.Result(0))
	if in.Memory() == bir.SB && out.Memory() == bir.PSUM && l.t.Supports(arch.PE, in.DType) && l.t.Supports(arch.PE, out.DType) {
		l.b.Transpose(arch.PE, in, out)
		return nil
	}
	rows, cols := in.Rows(), in.FreeSize()
	for i := int64(0); i < rows; i += 32 {
		r := min(32, rows-i)
		for j := int64(0); j < cols; j += 32 {
			c := min(32, cols-j)
			src := bir.Tile(in.Alloc, int(i), int(r), [][2]int64{{1, c}}, in.DType).At(in.Offset + j)
			dst := bir.Tile(out.Alloc, int(j), int(c), [][2]int64{{1, r}}, out.DType).At(out.Offset + i)
			l.b.Transpose(arch.DVE, src, dst)
		}
	}
	return nil
}

// lowerActivation: an immediate bias other than 0 goes through a scratch
// column (bir.activation takes its bias as an access pattern); the
// reduced result is the add-reduce accumulator, set (ZeroAccumulate).
func (l *lowerer) lowerActivation(op *core.Operation) error {
	o, _ := penguin.AsActivationOp(op)
	spec := o.Spec()
	f, ok := bir.ActFuncOf(spec.Func)
	if !ok {
		return op.Errorf("activation function %s has no bir activation function", spec.Func)
	}
	in, out := l.tileAP(o.Input()), l.tileAP(o.Result(0))
	ins, outs := []bir.AP{in}, []bir.AP{out}
	switch {
	case spec.Bias.Value != nil:
		ins = append(ins, l.tileAP(spec.Bias.Value))
	case spec.Bias.Imm != 0:
		col, err := l.scratchAP(op, out.NumPartitions, 1, numerics.Float32)
		if err != nil {
			return err
		}
		if err := l.fill(col, spec.Bias.Imm); err != nil {
			return err
		}
		ins = append(ins, col)
	}
	acc := bir.AccIdle
	if r := o.Reduced(); r != nil {
		acc = bir.AccZeroAccumulate
		outs = append(outs, l.tileAP(r))
	}
	l.b.Inst(bir.Activation.Name, arch.ACT, ins, outs,
		core.NamedAttr{Name: "func", Value: bir.ActAttr(l.ctx, f)},
		core.NamedAttr{Name: "scale", Value: bir.F32Attr(l.ctx, spec.Scale)},
		core.NamedAttr{Name: "alpha", Value: bir.F32Attr(l.ctx, spec.Alpha)},
		core.NamedAttr{Name: "acc", Value: bir.AccAttr(l.ctx, acc)})
	return nil
}

// lowerBroadcast: a [P, 1] column is copied with a step-0 read; a [1, F]
// row is copied to every partition by an SBUF-to-SBUF DMA whose source
// repeats the row (a step-0 pair over the partitions): the compute
// engines do not move data across partitions.
func (l *lowerer) lowerBroadcast(op *core.Operation) error {
	in, _ := penguin.TileTypeOf(op.Operand(0))
	res, _ := penguin.TileTypeOf(op.Result(0))
	out := l.tileAP(op.Result(0))
	if in.IsColumn() && in.Partitions() == res.Partitions() {
		src := l.bcastAP(op.Operand(0), res.FreeSize())
		l.b.TensorCopy(l.copyEngine(src, out), src, out)
		return nil
	}
	src := l.tileAP(op.Operand(0))
	src.Pairs = [][2]int64{{0, res.Partitions()}, {1, res.FreeSize()}}
	l.b.DMA(arch.SP, src, out)
	return nil
}

// lowerIota: the pattern walks the free dimensions with their
// coefficients, the channel multiplier is the partition's; GpSimd writes
// SBUF only, so a PSUM result goes through scratch.
func (l *lowerer) lowerIota(op *core.Operation) error {
	o, _ := penguin.AsIotaOp(op)
	coeffs, base := o.Pattern()
	res, _ := penguin.TileTypeOf(o.Result(0))
	var pattern [][2]int64
	for k := 1; k < res.Rank(); k++ {
		pattern = append(pattern, [2]int64{coeffs[k], res.Dims[k]})
	}
	pattern = mergePairs(pattern, 0)
	if len(pattern) > l.t.MaxAPDims {
		return op.Errorf("cannot lower an iota over %d free dimensions: bir.iota's pattern has at most %d on %s",
			len(pattern), l.t.MaxAPDims, l.t.Name)
	}
	out := l.tileAP(o.Result(0))
	if out.Memory() == bir.SB {
		l.b.Iota(out, pattern, base, coeffs[0])
		return nil
	}
	tmp, err := l.scratchAP(op, out.NumPartitions, out.FreeSize(), out.DType)
	if err != nil {
		return err
	}
	l.b.Iota(tmp, pattern, base, coeffs[0])
	l.b.TensorCopy(arch.DVE, tmp, out)
	return nil
}
