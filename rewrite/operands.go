package rewrite

import (
	"sort"

	"ncc/core"
)

// EraseOperands removes the operands at the given indices from op, keeping
// operandSegmentSizes (AttrSizedOperandSegments) in step. It does not
// notify; callers wrap it in ModifyInPlace when a driver must know.
func EraseOperands(op *core.Operation, idx []int) {
	if len(idx) == 0 {
		return
	}
	drop := map[int]bool{}
	for _, i := range idx {
		drop[i] = true
	}
	if setter, ok := core.Iface[core.SuccessorOperandsSetter](op); ok && eraseForwardedOperands(op, setter, drop) {
		return
	}
	if op.HasTrait(core.AttrSizedOperandSegments) {
		if ranges, err := core.OperandRanges(op); err == nil {
			segs := make([]int32, len(ranges))
			for s, r := range ranges {
				n := 0
				for i := r.Start; i < r.Start+r.Len; i++ {
					if !drop[i] {
						n++
					}
				}
				segs[s] = int32(n)
			}
			op.SetAttr(core.OperandSegmentSizesAttr, core.DenseI32Array(op.Context(), segs))
		}
	}
	var keep []core.Value
	for i := 0; i < op.NumOperands(); i++ {
		if !drop[i] {
			keep = append(keep, op.Operand(i))
		}
	}
	op.SetOperands(keep)
}

// SetSuccessorOperands replaces the operands op forwards to successor i
// with vals, keeping operand segments in step. op must implement
// core.BranchOp.
func SetSuccessorOperands(op *core.Operation, succ int, vals []core.Value) {
	if setter, ok := core.Iface[core.SuccessorOperandsSetter](op); ok {
		setter.SetSuccessorOperands(op, succ, vals)
		return
	}
	br, _ := core.Iface[core.BranchOp](op)
	so := br.SuccessorOperands(op, succ)
	old := op.Operands()
	nw := make([]core.Value, 0, len(old)-so.Len+len(vals))
	nw = append(nw, old[:so.Start]...)
	nw = append(nw, vals...)
	nw = append(nw, old[so.Start+so.Len:]...)
	if op.HasTrait(core.AttrSizedOperandSegments) {
		if ranges, err := core.OperandRanges(op); err == nil {
			segs := make([]int32, len(ranges))
			for s, r := range ranges {
				segs[s] = int32(r.Len)
				if r.Start == so.Start && r.Len == so.Len && (r.Len > 0 || segmentHoldsSuccessor(op, br, s, succ, ranges)) {
					segs[s] = int32(len(vals))
				}
			}
			op.SetAttr(core.OperandSegmentSizesAttr, core.DenseI32Array(op.Context(), segs))
		}
	}
	op.SetOperands(nw)
}

// eraseForwardedOperands erases the dropped operands of a branch op that
// keeps its own successor segments, successor by successor (the last first,
// so the earlier ones keep their positions). It reports false, changing
// nothing, when an operand to drop is not forwarded to a successor.
func eraseForwardedOperands(op *core.Operation, setter core.SuccessorOperandsSetter, drop map[int]bool) bool {
	br, ok := core.Iface[core.BranchOp](op)
	if !ok {
		return false
	}
	covered := 0
	for i := 0; i < op.NumSuccessors(); i++ {
		so := br.SuccessorOperands(op, i)
		for k := so.Start; k < so.Start+so.Len; k++ {
			if drop[k] {
				covered++
			}
		}
	}
	if covered != len(drop) {
		return false
	}
	for i := op.NumSuccessors() - 1; i >= 0; i-- {
		so := br.SuccessorOperands(op, i)
		var keep []core.Value
		changed := false
		for k := so.Start; k < so.Start+so.Len; k++ {
			if drop[k] {
				changed = true
			} else {
				keep = append(keep, op.Operand(k))
			}
		}
		if changed {
			setter.SetSuccessorOperands(op, i, keep)
		}
	}
	return true
}

// segmentHoldsSuccessor decides, for an empty segment, whether it is the
// one feeding successor succ: the empty segments starting at the same
// offset are in successor order.
func segmentHoldsSuccessor(op *core.Operation, br core.BranchOp, seg, succ int, ranges []core.SlotRange) bool {
	// Successor operand groups are laid out in successor order after any
	// leading non-forwarded slots; count how many successors precede succ
	// with the same (empty) start.
	start := ranges[seg].Start
	var same []int
	for s, r := range ranges {
		if r.Start == start && r.Len == 0 {
			same = append(same, s)
		}
	}
	var succs []int
	for i := 0; i < op.NumSuccessors(); i++ {
		so := br.SuccessorOperands(op, i)
		if so.Start == start && so.Len == 0 {
			succs = append(succs, i)
		}
	}
	sort.Ints(same)
	for k, s := range same {
		if s == seg {
			return k < len(succs) && succs[k] == succ
		}
	}
	return false
}

// successorArg returns the block argument fed by operand i of terminator
// op, or nil.
func successorArg(op *core.Operation, br core.BranchOp, i int) *core.BlockArg {
	for s := 0; s < op.NumSuccessors(); s++ {
		so := br.SuccessorOperands(op, s)
		if i >= so.Start && i < so.Start+so.Len {
			return op.Successor(s).Arg(so.Produced + i - so.Start)
		}
	}
	return nil
}
