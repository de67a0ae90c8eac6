package bir

import (
	"fmt"

	"ncc/core"
	"ncc/numerics"
)

// Checks of functions, allocations, loops, branches and registers.

func verifyFunc(op *core.Operation) error {
	if _, err := TargetOf(op); err != nil {
		return op.Errorf("%v", err)
	}
	return nil
}

// verifyFuncBody checks the function's CFG: blocks without arguments, the
// allocations first in the entry block with distinct names, and the
// inputs and outputs numbered 0, 1, ... without gaps.
func verifyFuncBody(op *core.Operation) error {
	body := op.Region(0)
	if body.Empty() {
		return op.Errorf("has no body: it needs at least a block ending in bir.return")
	}
	for b := body.First(); b != nil; b = b.Next() {
		if b.NumArgs() != 0 {
			return op.Errorf("blocks of a bir.func take no arguments (BIR blocks have none)")
		}
	}
	names := map[string]bool{}
	indices := map[TensorKind]map[int]*core.Operation{Input: {}, Output: {}}
	seenInst := false
	for b := body.First(); b != nil; b = b.Next() {
		for o := b.First(); o != nil; o = o.Next() {
			if o.Name() != opAlloc {
				seenInst = true
				continue
			}
			if !b.IsEntry() {
				return o.Errorf("must be in the entry block of its bir.func")
			}
			if seenInst {
				return o.Errorf("must come before the function's instructions: allocations are declared first")
			}
			info := AllocInfoOf(o)
			if names[info.Name] {
				return o.Errorf("allocation name %q is already used in this function", info.Name)
			}
			names[info.Name] = true
			if m := indices[info.Kind]; m != nil && info.Index >= 0 {
				if m[info.Index] != nil {
					return o.Errorf("%s index %d is already taken by %q", info.Kind, info.Index, Str(m[info.Index], "name"))
				}
				m[info.Index] = o
			}
		}
	}
	for _, k := range []TensorKind{Input, Output} {
		for i := range len(indices[k]) {
			if indices[k][i] == nil {
				return op.Errorf("has %d %s allocations but none with index %d: indices count from 0 without gaps",
					len(indices[k]), k, i)
			}
		}
	}
	return nil
}

func verifyAlloc(op *core.Operation) error {
	info := AllocInfoOf(op)
	t, err := TargetOf(op)
	if err != nil {
		return op.Errorf("%v", err)
	}
	if info.Name == "" {
		return op.Errorf("needs a name")
	}
	if dims := I64List(op, "dims"); len(dims) != 2 || dims[0] < 1 || dims[1] < 1 {
		return op.Errorf("dims must be [partitions, bytes per partition], both at least 1")
	}
	switch info.Memory {
	case DRAM:
		if info.Partitions != 1 {
			return op.Errorf("a DRAM allocation has 1 partition, not %d", info.Partitions)
		}
	case SB, PSUM:
		if info.Partitions > int64(t.Partitions) {
			return op.Errorf("%d partitions, more than the %d of %s", info.Partitions, t.Partitions, t.Name)
		}
		limit := int64(t.SBUFPartitionBytes)
		if info.Memory == PSUM {
			limit = int64(t.PSUMPartitionBytes)
		}
		if info.Bytes > limit {
			return op.Errorf("%d bytes per partition, more than the %d of %s on %s", info.Bytes, limit, info.Memory, t.Name)
		}
	}
	_, hasIndex := I64(op, "index")
	hasValue := op.Attr("value") != nil
	hasType := op.Attr("tensor_type") != nil
	switch info.Kind {
	case Input, Output:
		if info.Memory != DRAM {
			return op.Errorf("an %s allocation is in DRAM, not %s", info.Kind, info.Memory)
		}
		if !hasIndex || info.Index < 0 {
			return op.Errorf("an %s allocation needs its position among the function's %ss: index N, N >= 0", info.Kind, info.Kind)
		}
		if !hasType {
			return op.Errorf("an %s allocation needs the tensor it holds: `: tensor<...>`", info.Kind)
		}
		if hasValue {
			return op.Errorf("only a Const allocation has data")
		}
	case Const:
		if info.Memory != DRAM {
			return op.Errorf("a Const allocation is in DRAM, not %s", info.Memory)
		}
		if !hasValue {
			return op.Errorf("a Const allocation needs its data: `= dense<...>`")
		}
		if hasIndex || hasType {
			return op.Errorf("a Const allocation has no index, and its type is its data's")
		}
	default:
		if hasIndex || hasValue || hasType {
			return op.Errorf("an Internal allocation has no index, data or tensor type")
		}
	}
	if info.Tensor != nil {
		if _, ok := DTypeOf(info.Tensor.Elem); !ok {
			return op.Errorf("element type '%s' is not one NeuronCore memory holds (one of %s)",
				core.TypeString(info.Tensor.Elem), dtypeList())
		}
		n := core.NumElements(info.Tensor.Dims)
		if n < 0 {
			return op.Errorf("tensor type '%s' must have a static shape", core.TypeString(info.Tensor))
		}
		if bytes := n * int64(info.DType.Size()); bytes > info.Bytes {
			return op.Errorf("the tensor takes %d bytes but the allocation has %d", bytes, info.Bytes)
		}
	}
	return nil
}

func verifyLoop(op *core.Operation) error {
	lb, _ := I64(op, "lb")
	ub, _ := I64(op, "ub")
	st, _ := I64(op, "stride")
	name := Str(op, "name")
	if lb < 0 || ub < lb {
		return op.Errorf("bounds %d to %d must satisfy 0 <= lb <= ub", lb, ub)
	}
	if st < 1 {
		return op.Errorf("stride %d must be at least 1", st)
	}
	if name == "" {
		return op.Errorf("needs an axis name")
	}
	for p := op.ParentOp(); p != nil && p.Name() == opLoop; p = p.ParentOp() {
		if Str(p, "name") == name {
			return op.Errorf("axis name %q is already the name of an enclosing loop", name)
		}
	}
	return nil
}

func verifyLoopBody(op *core.Operation) error {
	b := op.Region(0).First()
	if b == nil || b.NumArgs() != 1 || !isIndex(b.Arg(0).Type()) {
		return op.Errorf("body must take one index argument, the induction variable")
	}
	return nil
}

// verifyRhs checks the register-or-immediate right operand of
// compare_and_branch and register_alu.
func verifyRhs(op *core.Operation) error {
	_, imm := I64(op, "imm")
	rhs := len(core.OperandSlot(op, "rhs")) == 1
	if rhs == imm {
		return op.Errorf("takes a register or an immediate (imm) as its right operand, and exactly one")
	}
	return nil
}

func verifyCompareAndBranch(op *core.Operation) error {
	if _, _, err := targetAndEngine(op); err != nil {
		return err
	}
	return verifyRhs(op)
}

func verifyRegisterAlu(op *core.Operation) error {
	if _, _, err := targetAndEngine(op); err != nil {
		return err
	}
	return verifyRhs(op)
}

func verifyRegisterLoad(op *core.Operation) error {
	t, e, err := targetAndEngine(op)
	if err != nil {
		return err
	}
	aps, err := slotAPs(op, "ins")
	if err != nil {
		return op.Errorf("%v", err)
	}
	v := &instVerifier{op: op, t: t, engine: e, ins: aps}
	if err := v.counts(1, 1, 0, 0); err != nil {
		return err
	}
	ap := aps[0]
	if err := v.checkAP(ap, "ins[0]", false); err != nil {
		return err
	}
	if ap.NumElements() != 1 {
		return op.Errorf("ins[0] has %d elements: a register holds one", ap.NumElements())
	}
	if ap.DType != numerics.Int32 && ap.DType != numerics.Uint32 {
		return op.Errorf("ins[0] must be i32 or ui32, not %s", DTypeName(ap.DType))
	}
	return nil
}

func verifyCoreBarrier(op *core.Operation) error {
	if _, _, err := targetAndEngine(op); err != nil {
		return err
	}
	if id, _ := I64(op, "id"); id < 0 {
		return op.Errorf("barrier id %d must be at least 0", id)
	}
	cores := I64List(op, "cores")
	if len(cores) == 0 {
		return op.Errorf("needs the cores that meet at the barrier")
	}
	for _, c := range cores {
		if c < 0 {
			return op.Errorf("%s", fmt.Sprintf("core %d must be at least 0", c))
		}
	}
	return nil
}
