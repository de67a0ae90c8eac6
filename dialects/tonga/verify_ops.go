package tonga

import (
	"fmt"
	"math"

	"ncc/arch"
	"ncc/numerics"
)

// The per-opcode checks: the shapes each instruction's access patterns
// must have, written [partitions, elements per partition], and the ranges
// of its immediates' fields.

func shapeOf(ap AP) string { return fmt.Sprintf("[%d, %d]", ap.Rows(), ap.FreeSize()) }

func sameShape(a, b AP) bool { return a.Rows() == b.Rows() && a.FreeSize() == b.FreeSize() }

// shapes checks that ins[i] (i in idx) have outs[0]'s shape.
func (v *instVerifier) shapes(idx ...int) error {
	out := v.outs[0]
	for _, i := range idx {
		if !sameShape(v.ins[i], out) {
			return v.errorf("ins[%d] has shape %s but outs[0] has %s", i, shapeOf(v.ins[i]), shapeOf(out))
		}
	}
	return nil
}

// column checks that ap is one element per partition of rows partitions.
func (v *instVerifier) column(ap AP, role string, rows int64) error {
	if ap.Rows() != rows || ap.FreeSize() != 1 {
		return v.errorf("%s must be a column of one element per partition, shape [%d, 1], not %s", role, rows, shapeOf(ap))
	}
	return nil
}

// field checks that op's integer attribute name lies in [lo, hi], the
// range of its encoding's field.
func (v *instVerifier) field(name string, lo, hi int64, bits string) error {
	x, _ := I64(v.op, name)
	if x < lo || x > hi {
		return v.errorf("%s %d does not fit the %s field (%d to %d)", name, x, bits, lo, hi)
	}
	return nil
}

func (v *instVerifier) i32(name string) error {
	return v.field(name, math.MinInt32, math.MaxInt32, "32-bit")
}

func (v *instVerifier) reg(name string) error {
	if _, ok := I64(v.op, name); !ok {
		return nil
	}
	if r, _ := I64(v.op, name); r < 0 || r >= NumRegisters {
		return v.errorf("%s r%d is not a register (r0 to r%d)", name, r, NumRegisters-1)
	}
	return nil
}

// checkSameShape is for elementwise instructions of n ins.
func checkSameShape(n int) func(*instVerifier) error {
	return func(v *instVerifier) error {
		idx := make([]int, n)
		for i := range idx {
			idx[i] = i
		}
		return v.shapes(idx...)
	}
}

func checkLoadStationary(v *instVerifier) error {
	st, t := v.ins[0], v.t
	if st.Memory != arch.SBUF {
		return v.errorf("ins[0] must be in sb: TensorE reads SBUF")
	}
	if st.Rows() > int64(t.MatmulMaxK) {
		return v.errorf("the stationary ins[0] has %d partitions, more than the %d of the array on %s", st.Rows(), t.MatmulMaxK, t.Name)
	}
	if m := st.FreeSize(); m > int64(t.MatmulMaxStationary) {
		return v.errorf("the stationary ins[0] has %d elements per partition, more than %d on %s", m, t.MatmulMaxStationary, t.Name)
	}
	return nil
}

func checkMultiplyMoving(v *instVerifier) error {
	mv, out, t := v.ins[0], v.outs[0], v.t
	if mv.Memory != arch.SBUF {
		return v.errorf("ins[0] must be in sb: TensorE reads SBUF")
	}
	if out.Memory != arch.PSUM {
		return v.errorf("outs[0] must be in psum: TensorE writes PSUM")
	}
	if out.DType != numerics.Float32 {
		return v.errorf("outs[0] must be f32: TensorE accumulates in fp32, not %s", DTypeName(out.DType))
	}
	k, n := mv.Rows(), mv.FreeSize()
	if n > int64(t.MatmulMaxMoving) {
		return v.errorf("the moving ins[0] has %d elements per partition, more than %d on %s", n, t.MatmulMaxMoving, t.Name)
	}
	if Flag(v.op, "is_transpose") {
		if out.Rows() != n || out.FreeSize() != k {
			return v.errorf("outs[0] has shape %s but the transpose of ins[0] %s is [%d, %d]", shapeOf(out), shapeOf(mv), n, k)
		}
	} else {
		if out.Rows() > int64(t.MatmulMaxStationary) {
			return v.errorf("outs[0] has %d partitions, more than the %d columns of the array on %s", out.Rows(), t.MatmulMaxStationary, t.Name)
		}
		if out.FreeSize() != n {
			return v.errorf("outs[0] has %d elements per partition but the moving ins[0] has %d", out.FreeSize(), n)
		}
	}
	bank := int64(t.PSUMBankBytes)
	if out.Reg == NoReg {
		if lo, hi := out.ByteRange(); lo/bank != hi/bank {
			return v.errorf("outs[0] crosses a PSUM bank boundary (bytes %d to %d per partition, banks of %d)", lo, hi, bank)
		}
	}
	return nil
}

func checkActivate(v *instVerifier) error {
	if err := v.shapes(0); err != nil {
		return err
	}
	rows := v.ins[0].Rows()
	if len(v.ins) == 2 {
		if err := v.column(v.ins[1], "the bias ins[1]", rows); err != nil {
			return err
		}
	}
	acc := Acc(EnumValue(v.op, "acc"))
	switch {
	case len(v.outs) == 2 && acc == AccIdle:
		return v.errorf("outs[1] accumulates the sum of each partition: acc must not be Idle")
	case len(v.outs) == 1 && acc != AccIdle:
		return v.errorf("acc %s needs an accumulator in outs[1]", acc)
	case len(v.outs) == 2:
		return v.column(v.outs[1], "the accumulator outs[1]", rows)
	}
	return nil
}

func checkLoadActFuncSet(v *instVerifier) error { return v.field("id", 0, math.MaxUint16, "16-bit") }

func checkTensorScalar(v *instVerifier) error {
	if err := v.shapes(0); err != nil {
		return err
	}
	_, has0 := F32(v.op, "const0")
	_, has1 := F32(v.op, "const1")
	op1 := AluOp(EnumValue(v.op, "op1"))
	bypass1 := op1 == AluBypass
	if len(v.ins) == 1 {
		if !has0 {
			return v.errorf("needs const0, or the scalars as [P, 1] access patterns in ins")
		}
		if !bypass1 && !has1 {
			return v.errorf("op1 %s needs const1", op1)
		}
		return nil
	}
	if has0 || has1 {
		return v.errorf("takes its scalars from ins[1] and ins[2]: const0 and const1 must be absent")
	}
	rows := v.ins[0].Rows()
	for i := 1; i < len(v.ins); i++ {
		if err := v.column(v.ins[i], fmt.Sprintf("the scalar ins[%d]", i), rows); err != nil {
			return err
		}
	}
	if !bypass1 && len(v.ins) != 3 {
		return v.errorf("op1 %s needs its scalar in ins[2]", op1)
	}
	if bypass1 && len(v.ins) == 3 {
		return v.errorf("op1 is bypass: ins[2] would be unused")
	}
	return nil
}

func checkScalarTensorTensor(v *instVerifier) error {
	if err := v.shapes(0, 2); err != nil {
		return err
	}
	return v.column(v.ins[1], "the scalar ins[1]", v.ins[0].Rows())
}

func checkTensorReduce(v *instVerifier) error {
	in, out := v.ins[0], v.outs[0]
	axis := Axis(EnumValue(v.op, "axis"))
	n, parts := axis.FreeDims()
	kept := int64(1)
	for i := 0; i < len(in.Pairs)-n; i++ {
		kept *= in.Pairs[i][1]
	}
	rows := in.Rows()
	if parts {
		rows = 1
	}
	if out.Rows() != rows || out.FreeSize() != kept {
		return v.errorf("outs[0] has shape %s but reducing ins[0] %s over %s gives [%d, %d]",
			shapeOf(out), shapeOf(in), axis, rows, kept)
	}
	return nil
}

func checkTranspose32(v *instVerifier) error {
	in, out := v.ins[0], v.outs[0]
	if in.Rows() > 32 || in.FreeSize() > 32 {
		return v.errorf("transposes one block of at most 32x32, not %s", shapeOf(in))
	}
	if out.Rows() != in.FreeSize() || out.FreeSize() != in.Rows() {
		return v.errorf("outs[0] has shape %s but the transpose of ins[0] %s is [%d, %d]",
			shapeOf(out), shapeOf(in), in.FreeSize(), in.Rows())
	}
	return nil
}

func checkShuffle(v *instVerifier) error {
	if err := v.shapes(0); err != nil {
		return err
	}
	mask := I64List(v.op, "mask")
	if len(mask) != 32 {
		return v.errorf("mask has %d entries: it has one per partition of a 32-partition quadrant", len(mask))
	}
	for i, m := range mask {
		if (m < 0 || m > 31) && m != 255 {
			return v.errorf("mask[%d] is %d: entries are partitions 0 to 31, or 255 to leave one unchanged", i, m)
		}
	}
	if in := v.ins[0]; in.Rows()%32 != 0 {
		return v.errorf("ins[0] covers %d partitions: shuffles move whole quadrants of 32", in.Rows())
	}
	if v.ins[0].DType != v.outs[0].DType {
		return v.errorf("ins[0] is %s but outs[0] is %s: shuffles do not convert", DTypeName(v.ins[0].DType), DTypeName(v.outs[0].DType))
	}
	return nil
}

// checkPattern checks an iota or affine_select pattern against outs[0]
// and its base and channel multiplier against their fields.
func (v *instVerifier) checkPattern() error {
	ps := Pairs(v.op.Attr("pattern"))
	if len(ps) == 0 || len(ps) > MaxDims {
		return v.errorf("pattern has %d pairs: it takes 1 to %d", len(ps), MaxDims)
	}
	n := int64(1)
	for k, p := range ps {
		if p[1] < 1 || p[1] > MaxPairNum {
			return v.errorf("pattern pair %d [%d, %d] must have a count from 1 to %d", k, p[0], p[1], MaxPairNum)
		}
		if p[0] < MinStep || p[0] > MaxStep {
			return v.errorf("pattern pair %d step %d does not fit the 20-bit step field (%d to %d)", k, p[0], MinStep, MaxStep)
		}
		n *= p[1]
	}
	if n != v.outs[0].FreeSize() {
		return v.errorf("pattern generates %d elements per partition but outs[0] has %d", n, v.outs[0].FreeSize())
	}
	if err := v.i32("base"); err != nil {
		return err
	}
	return v.i32("channel_multiplier")
}

func checkIota(v *instVerifier) error { return v.checkPattern() }

func checkAffineSelect(v *instVerifier) error {
	if err := v.shapes(0); err != nil {
		return err
	}
	return v.checkPattern()
}

// bnStatsMax is the free size bn_stats reads at most (SDK
// nki/api/nki.isa.bn_stats: nl.tile_size.bn_stats_fmax).
const bnStatsMax = 512

func checkBNStats(v *instVerifier) error {
	in, out := v.ins[0], v.outs[0]
	if in.FreeSize() > bnStatsMax {
		return v.errorf("ins[0] has %d elements per partition, more than the %d bn_stats reads", in.FreeSize(), bnStatsMax)
	}
	if out.Rows() != in.Rows() || out.FreeSize() != 6 {
		return v.errorf("outs[0] has shape %s but bn_stats writes 6 values per partition, [%d, 6]", shapeOf(out), in.Rows())
	}
	return nil
}

func checkBNAggr(v *instVerifier) error {
	in, out := v.ins[0], v.outs[0]
	if in.FreeSize()%3 != 0 {
		return v.errorf("ins[0] has %d elements per partition: bn_aggr reads (count, mean, variance) triples", in.FreeSize())
	}
	if out.Rows() != in.Rows() || out.FreeSize() != 2 {
		return v.errorf("outs[0] has shape %s but bn_aggr writes a mean and a variance per partition, [%d, 2]", shapeOf(out), in.Rows())
	}
	return nil
}

func checkQuantizeMX(v *instVerifier) error {
	in, out, scales := v.ins[0], v.outs[0], v.outs[1]
	switch in.DType {
	case numerics.Float32, numerics.BFloat16, numerics.Float16:
	default:
		return v.errorf("ins[0] must be f32, bf16 or f16, not %s", DTypeName(in.DType))
	}
	if out.DType != numerics.Float8E4M3 && out.DType != numerics.Float8E5M2 {
		return v.errorf("outs[0] must be f8E4M3FN or f8E5M2, not %s", DTypeName(out.DType))
	}
	if scales.DType != numerics.Uint8 {
		return v.errorf("the scales outs[1] must be ui8 (e8m0 bytes), not %s", DTypeName(scales.DType))
	}
	if err := v.shapes(0); err != nil {
		return err
	}
	if in.FreeSize()%32 != 0 {
		return v.errorf("ins[0] has %d elements per partition, not a multiple of the 32-element block", in.FreeSize())
	}
	if scales.Rows() != in.Rows() || scales.FreeSize() != in.FreeSize()/32 {
		return v.errorf("the scales outs[1] have shape %s but one per block is [%d, %d]", shapeOf(scales), in.Rows(), in.FreeSize()/32)
	}
	return nil
}

func checkDMATrigger(v *instVerifier) error {
	if q, _ := I64(v.op, "queue"); q < 0 || q >= int64(v.t.DMAEngines) {
		return v.errorf("queue %d does not exist: %s has %d DMA queues (0 to %d)", q, v.t.Name, v.t.DMAEngines, v.t.DMAEngines-1)
	}
	if err := v.field("first", 0, math.MaxUint32, "32-bit"); err != nil {
		return err
	}
	return v.field("count", 1, math.MaxUint16, "16-bit")
}

func checkEventSemaphore(v *instVerifier) error {
	s, ok := v.op.Attr("update").(*SignalAttr)
	if !ok {
		return v.errorf("needs an update")
	}
	if err := CheckSignal(s); err != nil {
		return v.errorf("update: %v", err)
	}
	return nil
}

func checkCoreBarrier(v *instVerifier) error {
	if err := v.field("id", 0, math.MaxUint32, "32-bit"); err != nil {
		return err
	}
	cores := I64List(v.op, "cores")
	if len(cores) == 0 {
		return v.errorf("cores lists no core")
	}
	for i, c := range cores {
		if c < 0 || c > 63 {
			return v.errorf("cores[%d] is %d: cores are 0 to 63", i, c)
		}
		if i > 0 && c <= cores[i-1] {
			return v.errorf("cores must be in increasing order without repeats: cores[%d] is %d after %d", i, c, cores[i-1])
		}
	}
	return nil
}

func checkBranch(v *instVerifier) error { return v.i32("target") }

// checkRHS checks a register or an immediate right operand.
func (v *instVerifier) checkRHS() error {
	if _, ok := I64(v.op, "rhs"); ok {
		if imm, _ := I64(v.op, "imm"); imm != 0 {
			return v.errorf("takes a register rhs or an immediate imm, not both")
		}
		return v.reg("rhs")
	}
	return v.i32("imm")
}

func checkBranchIf(v *instVerifier) error {
	if err := v.reg("lhs"); err != nil {
		return err
	}
	if err := v.checkRHS(); err != nil {
		return err
	}
	return v.i32("target")
}

func checkIterate(v *instVerifier) error {
	if err := v.reg("reg"); err != nil {
		return err
	}
	for _, f := range []string{"step", "bound", "target"} {
		if err := v.i32(f); err != nil {
			return err
		}
	}
	if s, _ := I64(v.op, "step"); s == 0 {
		return v.errorf("step must not be 0")
	}
	return nil
}

func checkRegSet(v *instVerifier) error {
	if err := v.reg("dst"); err != nil {
		return err
	}
	return v.i32("imm")
}

func checkRegAlu(v *instVerifier) error {
	for _, f := range []string{"dst", "lhs"} {
		if err := v.reg(f); err != nil {
			return err
		}
	}
	return v.checkRHS()
}

func checkRegLoad(v *instVerifier) error {
	if err := v.reg("dst"); err != nil {
		return err
	}
	src := v.ins[0]
	if src.DType != numerics.Int32 && src.DType != numerics.Uint32 {
		return v.errorf("ins[0] must be i32 or ui32, not %s", DTypeName(src.DType))
	}
	if src.Rows() != 1 || src.FreeSize() != 1 {
		return v.errorf("ins[0] must be one element of one partition, shape [1, 1], not %s", shapeOf(src))
	}
	return nil
}
