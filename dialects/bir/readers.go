package bir

import (
	"ncc/core"
)

// Readers for code that walks bir (the simulator, the backend, the JSON
// writer), on top of InsAPs, OutsAPs, Engine, AllocInfoOf and the
// attribute readers of fields.go.

// ActOf returns a bir.activation's function.
func ActOf(op *core.Operation) ActFunc { return ActFunc(max(0, EnumField(op, "func"))) }

// AccOf returns a bir.activation's accumulation.
func AccOf(op *core.Operation) Acc { return Acc(max(0, EnumField(op, "acc"))) }

// AxisOf returns a bir.tensor_reduce's axis list.
func AxisOf(op *core.Operation) AxisList { return AxisList(max(0, EnumField(op, "axis"))) }

// CompareOf returns a bir.compare_and_branch's comparison.
func CompareOf(op *core.Operation) Compare { return Compare(max(0, EnumField(op, "compare"))) }

// Operands returns the left operand of a bir.compare_and_branch or
// bir.register_alu and its right one: a register (rhs not nil) or an
// immediate.
func Operands(op *core.Operation) (lhs, rhs core.Value, imm int64) {
	lhs = op.Operand(0)
	if op.NumOperands() > 1 {
		rhs = op.Operand(1)
	}
	imm, _ = I64(op, "imm")
	return lhs, rhs, imm
}

// LoopBounds returns a bir.loop's axis name and bounds: the body runs for
// lb, lb+stride, ... below ub.
func LoopBounds(op *core.Operation) (name string, lb, ub, stride int64) {
	lb, _ = I64(op, "lb")
	ub, _ = I64(op, "ub")
	stride, _ = I64(op, "stride")
	return Str(op, "name"), lb, ub, stride
}

// InductionVar returns a bir.loop's induction variable.
func InductionVar(op *core.Operation) core.Value { return op.Region(0).First().Arg(0) }

// LoopBody returns a bir.loop's one block.
func LoopBody(op *core.Operation) *core.Block { return op.Region(0).First() }

// Allocs returns a bir.func's allocations, in order.
func Allocs(fn *core.Operation) []*core.Operation {
	var out []*core.Operation
	entry := fn.Region(0).First()
	if entry == nil {
		return nil
	}
	for o := entry.First(); o != nil; o = o.Next() {
		if o.Name() == opAlloc {
			out = append(out, o)
		}
	}
	return out
}

// Funcs returns the bir.func ops directly inside module, in order.
func Funcs(module *core.Operation) []*core.Operation {
	var out []*core.Operation
	for _, r := range module.Regions() {
		for b := r.First(); b != nil; b = b.Next() {
			for o := b.First(); o != nil; o = o.Next() {
				if o.Name() == opFunc {
					out = append(out, o)
				}
			}
		}
	}
	return out
}

// IsInstruction reports whether op is a bir instruction (it has an engine
// and access patterns, or is a core barrier).
func IsInstruction(op *core.Operation) bool {
	_, ok := instChecks[op.Name()]
	return ok || op.Name() == CoreBarrier.Name
}
