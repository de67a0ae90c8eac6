package bir

import (
	"fmt"

	"ncc/arch"
	"ncc/numerics"
)

// The per-opcode checks: how many access patterns each instruction takes
// and the shapes they must have. A shape is written [rows, elements per
// row]: partitions on chip, the first pair's count in DRAM.

func shapeOf(ap AP) string { return fmt.Sprintf("[%d, %d]", ap.Rows(), ap.FreeSize()) }

func sameShape(a, b AP) bool { return a.Rows() == b.Rows() && a.FreeSize() == b.FreeSize() }

// counts checks the number of ins and outs.
func (v *instVerifier) counts(minIn, maxIn, minOut, maxOut int) error {
	if n := len(v.ins); n < minIn || n > maxIn {
		return v.errorf("takes %s in ins, not %d", countRange(minIn, maxIn), n)
	}
	if n := len(v.outs); n < minOut || n > maxOut {
		return v.errorf("takes %s in outs, not %d", countRange(minOut, maxOut), n)
	}
	return nil
}

func countRange(lo, hi int) string {
	noun := "access patterns"
	if hi == 1 {
		noun = "access pattern"
	}
	if lo == hi {
		return fmt.Sprintf("%d %s", lo, noun)
	}
	return fmt.Sprintf("%d to %d %s", lo, hi, noun)
}

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

// column checks that ap is one element per row of rows rows.
func (v *instVerifier) column(ap AP, role string, rows int64) error {
	if ap.Rows() != rows || ap.FreeSize() != 1 {
		return v.errorf("%s must be a column of one element per partition, shape [%d, 1], not %s", role, rows, shapeOf(ap))
	}
	return nil
}

func checkCounts(minIn, maxIn, minOut, maxOut int) func(*instVerifier) error {
	return func(v *instVerifier) error { return v.counts(minIn, maxIn, minOut, maxOut) }
}

// checkSameShape is for elementwise instructions of n ins.
func checkSameShape(n int) func(*instVerifier) error {
	return func(v *instVerifier) error {
		if err := v.counts(n, n, 1, 1); err != nil {
			return err
		}
		idx := make([]int, n)
		for i := range idx {
			idx[i] = i
		}
		return v.shapes(idx...)
	}
}

func checkMatmult(v *instVerifier) error {
	if err := v.counts(2, 2, 1, 1); err != nil {
		return err
	}
	st, mv, out := v.ins[0], v.ins[1], v.outs[0]
	t := v.t
	for i, ap := range []AP{st, mv} {
		if ap.Memory() != SB {
			return v.errorf("ins[%d] must be in SB: TensorE reads SB", i)
		}
	}
	if out.Memory() != PSUM {
		return v.errorf("outs[0] must be in PSUM: TensorE writes PSUM")
	}
	k := int64(st.NumPartitions)
	if int64(mv.NumPartitions) != k {
		return v.errorf("the stationary ins[0] and moving ins[1] contract over their partitions: %d and %d differ", k, mv.NumPartitions)
	}
	if k > int64(t.MatmulMaxK) {
		return v.errorf("contraction over %d partitions, more than %d on %s", k, t.MatmulMaxK, t.Name)
	}
	m, n := st.FreeSize(), mv.FreeSize()
	if m > int64(t.MatmulMaxStationary) {
		return v.errorf("stationary ins[0] has %d elements per partition, more than %d on %s", m, t.MatmulMaxStationary, t.Name)
	}
	if n > int64(t.MatmulMaxMoving) {
		return v.errorf("moving ins[1] has %d elements per partition, more than %d on %s", n, t.MatmulMaxMoving, t.Name)
	}
	if out.Rows() != m || out.FreeSize() != n {
		return v.errorf("outs[0] has shape %s but the product is [%d, %d]", shapeOf(out), m, n)
	}
	if out.DType != numerics.Float32 {
		return v.errorf("outs[0] must be f32: TensorE accumulates in fp32, not %s", DTypeName(out.DType))
	}
	return v.checkBank(out)
}

// checkBank checks that every instance of ap (over its loop variables)
// stays within one PSUM bank. Loops of more than 4096 iterations in all
// are checked for the access's extent only.
func (v *instVerifier) checkBank(ap AP) error {
	bank := int64(v.t.PSUMBankBytes)
	size := int64(ap.DType.Size())
	var extLo, extHi int64
	for _, p := range ap.Pairs {
		e := p[0] * (p[1] - 1)
		extLo, extHi = extLo+min(0, e), extHi+max(0, e)
	}
	if (extHi-extLo+1)*size > bank {
		return v.errorf("outs[0] spans %d bytes per partition, more than one %d-byte PSUM bank", (extHi-extLo+1)*size, bank)
	}
	type loopVar struct{ first, last, step, coeff int64 }
	var vars []loopVar
	trips := int64(1)
	for _, t := range ap.Terms {
		first, last, ok := loopRange(t.Var)
		if !ok || first > last {
			return nil // a register, or a loop that never runs: nothing to check
		}
		st, _ := I64(loopOf(t.Var), "stride")
		vars = append(vars, loopVar{first, last, st, t.Coeff})
		trips *= (last-first)/st + 1
		if trips > 4096 {
			return nil
		}
	}
	idx := make([]int64, len(vars))
	for i := range vars {
		idx[i] = vars[i].first
	}
	for {
		off := ap.Offset
		for i, lv := range vars {
			off += lv.coeff * idx[i]
		}
		lo, hi := (off+extLo)*size, (off+extHi+1)*size-1
		if lo >= 0 && lo/bank != hi/bank {
			return v.errorf("outs[0] crosses a PSUM bank boundary (bytes %d to %d per partition, banks of %d)", lo, hi, bank)
		}
		k := 0
		for ; k < len(vars); k++ {
			idx[k] += vars[k].step
			if idx[k] <= vars[k].last {
				break
			}
			idx[k] = vars[k].first
		}
		if k == len(vars) {
			return nil
		}
	}
}

func checkTranspose(v *instVerifier) error {
	if err := v.counts(1, 1, 1, 1); err != nil {
		return err
	}
	in, out := v.ins[0], v.outs[0]
	if out.Rows() != in.FreeSize() || out.FreeSize() != in.Rows() {
		return v.errorf("outs[0] has shape %s but the transpose of ins[0] %s is [%d, %d]",
			shapeOf(out), shapeOf(in), in.FreeSize(), in.Rows())
	}
	if v.engine == arch.DVE {
		if in.Rows() > 32 || in.FreeSize() > 32 {
			return v.errorf("dve transposes one block of at most 32x32, not %s", shapeOf(in))
		}
		return nil
	}
	if in.Memory() != SB {
		return v.errorf("ins[0] must be in SB: TensorE reads SB")
	}
	if out.Memory() != PSUM {
		return v.errorf("outs[0] must be in PSUM: TensorE writes PSUM")
	}
	return nil
}

func checkActivation(v *instVerifier) error {
	if err := v.counts(1, 2, 1, 2); err != nil {
		return err
	}
	if err := v.shapes(0); err != nil {
		return err
	}
	rows := v.ins[0].Rows()
	if len(v.ins) == 2 {
		if err := v.column(v.ins[1], "the bias ins[1]", rows); err != nil {
			return err
		}
	}
	acc := Acc(EnumField(v.op, "acc"))
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

func checkTensorTensor(v *instVerifier) error { return checkSameShape(2)(v) }

func checkTensorScalar(v *instVerifier) error {
	if err := v.counts(1, 3, 1, 1); err != nil {
		return err
	}
	if err := v.shapes(0); err != nil {
		return err
	}
	_, has0 := F32(v.op, "const0")
	_, has1 := F32(v.op, "const1")
	bypass1 := Alu(v.op, "op1") == AluBypass
	if len(v.ins) == 1 {
		if !has0 {
			return v.errorf("needs const0, or the scalars as [P, 1] access patterns in ins")
		}
		if !bypass1 && !has1 {
			return v.errorf("op1 %s needs const1", Alu(v.op, "op1"))
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
		return v.errorf("op1 %s needs its scalar in ins[2]", Alu(v.op, "op1"))
	}
	if bypass1 && len(v.ins) == 3 {
		return v.errorf("op1 is bypass: ins[2] would be unused")
	}
	return nil
}

func checkScalarTensorTensor(v *instVerifier) error {
	if err := v.counts(3, 3, 1, 1); err != nil {
		return err
	}
	if err := v.shapes(0, 2); err != nil {
		return err
	}
	return v.column(v.ins[1], "the scalar ins[1]", v.ins[0].Rows())
}

func checkTensorReduce(v *instVerifier) error {
	if err := v.counts(1, 1, 1, 1); err != nil {
		return err
	}
	in, out := v.ins[0], v.outs[0]
	axis := AxisList(EnumField(v.op, "axis"))
	n, parts := axis.FreeDims()
	free := in.FreePairs()
	kept := int64(1)
	for i := 0; i < len(free)-n; i++ {
		kept *= free[i][1]
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

// checkPattern checks an iota or affine_select pattern against out.
func (v *instVerifier) checkPattern() error {
	ps := Pairs(v.op.Attr("pattern"))
	if len(ps) == 0 || len(ps) > v.t.MaxAPDims {
		return v.errorf("pattern has %d pairs: it takes 1 to %d", len(ps), v.t.MaxAPDims)
	}
	n := int64(1)
	for k, p := range ps {
		if p[1] < 1 {
			return v.errorf("pattern pair %d [%d, %d] must have a count of at least 1", k, p[0], p[1])
		}
		n *= p[1]
	}
	if n != v.outs[0].FreeSize() {
		return v.errorf("pattern generates %d elements per partition but outs[0] has %d", n, v.outs[0].FreeSize())
	}
	return nil
}

func checkIota(v *instVerifier) error {
	if err := v.counts(0, 0, 1, 1); err != nil {
		return err
	}
	return v.checkPattern()
}

func checkAffineSelect(v *instVerifier) error {
	if err := checkSameShape(1)(v); err != nil {
		return err
	}
	return v.checkPattern()
}

// bnStatsMax is the free size bn_stats reads at most (SDK
// nki/api/nki.isa.bn_stats: nl.tile_size.bn_stats_fmax).
const bnStatsMax = 512

func checkBNStats(v *instVerifier) error {
	if err := v.counts(1, 1, 1, 1); err != nil {
		return err
	}
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
	if err := v.counts(1, 1, 1, 1); err != nil {
		return err
	}
	in, out := v.ins[0], v.outs[0]
	if in.FreeSize()%3 != 0 {
		return v.errorf("ins[0] has %d elements per partition: bn_aggr reads (count, mean, variance) triples", in.FreeSize())
	}
	if out.Rows() != in.Rows() || out.FreeSize() != 2 {
		return v.errorf("outs[0] has shape %s but bn_aggr writes a mean and a variance per partition, [%d, 2]", shapeOf(out), in.Rows())
	}
	return nil
}

func checkShuffle(v *instVerifier) error {
	if err := checkSameShape(1)(v); err != nil {
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

func checkDMA(v *instVerifier) error {
	if err := v.counts(1, 2, 1, 1); err != nil {
		return err
	}
	src, dst := v.ins[0], v.outs[0]
	if src.DType != dst.DType {
		return v.errorf("ins[0] is %s but outs[0] is %s: DMA copies bytes and does not convert", DTypeName(src.DType), DTypeName(dst.DType))
	}
	transpose, indirect := Flag(v.op, "transpose"), Flag(v.op, "indirect")
	switch {
	case transpose && indirect:
		return v.errorf("a transfer is transpose or indirect, not both")
	case indirect != (len(v.ins) == 2):
		if indirect {
			return v.errorf("an indirect transfer takes the row indices in ins[1]")
		}
		return v.errorf("ins[1] is for the row indices of an indirect transfer")
	case indirect:
		idx := v.ins[1]
		if idx.DType != numerics.Int32 && idx.DType != numerics.Uint32 {
			return v.errorf("the row indices ins[1] must be i32 or ui32, not %s", DTypeName(idx.DType))
		}
		if idx.NumElements() != dst.Rows() {
			return v.errorf("ins[1] holds %d row indices but outs[0] has %d rows", idx.NumElements(), dst.Rows())
		}
		if src.FreeSize() != dst.FreeSize() {
			return v.errorf("rows of ins[0] have %d elements but rows of outs[0] %d", src.FreeSize(), dst.FreeSize())
		}
	case transpose:
		if dst.Rows() != src.FreeSize() || dst.FreeSize() != src.Rows() {
			return v.errorf("outs[0] has shape %s but the transpose of ins[0] %s is [%d, %d]",
				shapeOf(dst), shapeOf(src), src.FreeSize(), src.Rows())
		}
	default:
		if src.NumElements() != dst.NumElements() {
			return v.errorf("ins[0] has %d elements but outs[0] has %d", src.NumElements(), dst.NumElements())
		}
	}
	return nil
}

func checkQuantizeMX(v *instVerifier) error {
	if err := v.counts(1, 1, 2, 2); err != nil {
		return err
	}
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
