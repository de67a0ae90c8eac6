package cf

import (
	"ncc/core"
	"ncc/dialects/ods"
)

// Assert is cf.assert.
var Assert = &core.OpDef{
	Name:     "cf.assert",
	Summary:  "Assert operation with message attribute",
	Operands: []core.ValueDef{{Name: "arg", Type: ods.I1}},
	Attrs:    []core.AttrDef{{Name: "msg", Constraint: ods.StrAttr}},
	Format:   "$arg `,` $msg attr-dict",
	// MLIR: MemoryEffects<[MemWrite]> (it may abort the program).
	Interfaces: []any{writesMemory{}},
}

type writesMemory struct{}

func (writesMemory) Effects(*core.Operation) []core.MemoryEffect {
	return []core.MemoryEffect{{Kind: core.EffectWrite}}
}

// Br is cf.br.
var Br = &core.OpDef{
	Name:       "cf.br",
	Summary:    "Branch operation",
	Operands:   []core.ValueDef{{Name: "destOperands", Type: ods.AnyType, Arity: core.Variadic}},
	Successors: []core.SuccessorDef{{Name: "dest"}},
	Traits:     core.Pure | core.Terminator,
	Format:     "$dest (`(` $destOperands^ `:` type($destOperands) `)`)? attr-dict",
	Verify:     verifyBranch,
	Interfaces: []any{brIface{}},
}

type brIface struct{}

func (brIface) SuccessorOperands(op *core.Operation, _ int) core.SuccessorOperands {
	return core.SuccessorOperands{Start: 0, Len: op.NumOperands()}
}
func (brIface) SuccessorForOperands(op *core.Operation, _ []core.Attribute) *core.Block {
	return op.Successor(0)
}

// CondBr is cf.cond_br.
var CondBr = &core.OpDef{
	Name:    "cf.cond_br",
	Summary: "Conditional branch operation",
	Operands: []core.ValueDef{
		{Name: "condition", Type: ods.I1},
		{Name: "trueDestOperands", Type: ods.AnyType, Arity: core.Variadic},
		{Name: "falseDestOperands", Type: ods.AnyType, Arity: core.Variadic},
	},
	Attrs: []core.AttrDef{
		{Name: "branch_weights", Constraint: ods.DenseI32ArrayAttr, Optional: true},
		{Name: "operandSegmentSizes", Constraint: ods.DenseI32ArrayAttr},
	},
	Successors: []core.SuccessorDef{{Name: "trueDest"}, {Name: "falseDest"}},
	Traits:     core.AttrSizedOperandSegments | core.Pure | core.Terminator,
	Format: "$condition (`weights` `(` $branch_weights^ `)`)? `,` " +
		"$trueDest (`(` $trueDestOperands^ `:` type($trueDestOperands) `)`)? `,` " +
		"$falseDest (`(` $falseDestOperands^ `:` type($falseDestOperands) `)`)? attr-dict",
	Verify:     verifyBranch,
	Interfaces: []any{condBrIface{}},
}

type condBrIface struct{}

// segments reads operandSegmentSizes, falling back to "all operands after
// the condition go to the true successor" when it is missing.
func segments(op *core.Operation) []int32 {
	if a, ok := op.Attr("operandSegmentSizes").(*core.DenseArrayAttr); ok {
		return ods.I32s(a)
	}
	return nil
}

func (condBrIface) SuccessorOperands(op *core.Operation, i int) core.SuccessorOperands {
	seg := segments(op)
	if len(seg) != 3 {
		if i == 0 {
			return core.SuccessorOperands{Start: 1, Len: op.NumOperands() - 1}
		}
		return core.SuccessorOperands{Start: op.NumOperands()}
	}
	if i == 0 {
		return core.SuccessorOperands{Start: 1, Len: int(seg[1])}
	}
	return core.SuccessorOperands{Start: 1 + int(seg[1]), Len: int(seg[2])}
}

func (condBrIface) SuccessorForOperands(op *core.Operation, operands []core.Attribute) *core.Block {
	if len(operands) == 0 {
		return nil
	}
	c, ok := operands[0].(*core.IntegerAttr)
	if !ok {
		return nil
	}
	if c.Val != 0 {
		return op.Successor(0)
	}
	return op.Successor(1)
}

// verifyBranch checks what BranchOpInterface and WeightedBranchOpInterface
// verify in MLIR: successor operand counts and types, branch weights.
func verifyBranch(op *core.Operation) error {
	if err := verifyWeights(op); err != nil {
		return err
	}
	return verifySuccessorOperands(op)
}

// verifySuccessorOperands checks each successor's operand count and types.
func verifySuccessorOperands(op *core.Operation) error {
	br, ok := core.Iface[core.BranchOp](op)
	if !ok {
		return nil
	}
	for i := 0; i < op.NumSuccessors(); i++ {
		so := br.SuccessorOperands(op, i)
		dest := op.Successor(i)
		if so.Start+so.Len > op.NumOperands() {
			return nil // segment errors are reported elsewhere
		}
		if n := so.Len + so.Produced; n != dest.NumArgs() {
			return core.Errorf(op.Loc(), "branch has %d operands for successor #%d, but target block has %d", n, i, dest.NumArgs())
		}
		for j := 0; j < so.Len; j++ {
			if op.Operand(so.Start+j).Type() != dest.Arg(so.Produced+j).Type() {
				return core.Errorf(op.Loc(), "type mismatch for bb argument #%d of successor #%d", so.Produced+j, i)
			}
		}
	}
	return nil
}

func verifyWeights(op *core.Operation) error {
	a, ok := op.Attr("branch_weights").(*core.DenseArrayAttr)
	if !ok {
		return nil
	}
	ws := ods.I32s(a)
	if len(ws) != op.NumSuccessors() {
		return core.Errorf(op.Loc(), "expects number of branch weights to match number of successors: %d vs %d", len(ws), op.NumSuccessors())
	}
	for _, w := range ws {
		if w != 0 {
			return nil
		}
	}
	return core.Errorf(op.Loc(), "branch weights cannot all be zero")
}

// Dialect is the cf dialect.
var Dialect = &core.Dialect{
	Name:    "cf",
	Summary: "Unstructured control flow operations",
	Ops:     []*core.OpDef{Assert, Br, CondBr, Switch},
}
