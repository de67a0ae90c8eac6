package bir

import (
	"ncc/arch"
	"ncc/core"
	"ncc/dialects/ods"
)

// Structure and control: functions, allocations, loops, branches and
// registers.

// Func is bir.func.
var Func = &core.OpDef{
	Name:    "bir.func",
	Summary: "a BIR function: allocations and a CFG of instruction blocks",
	Doc: "The body is a CFG region: its entry block starts with the function's bir.alloc ops, and " +
		"every block ends in bir.return, bir.branch or bir.compare_and_branch (BIR's blocks[]). " +
		"target names the arch.Target the function is for; without it the enclosing module's " +
		"bir.target attribute does, else trn1.",
	Attrs: []core.AttrDef{
		{Name: "sym_name", Constraint: ods.SymbolNameAttr},
		strField("target", true),
	},
	Regions:       []core.RegionDef{{Name: "body"}},
	Traits:        core.IsolatedFromAbove | core.Symbol,
	Format:        "$sym_name (`target` $target^)? attr-dict-with-keyword $body",
	Verify:        verifyFunc,
	VerifyRegions: verifyFuncBody,
}

// Alloc is bir.alloc.
var Alloc = &core.OpDef{
	Name:    "bir.alloc",
	Summary: "a symbolic allocation (BIR allocation and memory location)",
	Doc: "`bir.alloc NAME [KIND] MEMORY [partitions, bytes-per-partition]`: KIND is Internal (the " +
		"default), Input, Output or Const; MEMORY is DRAM, SB or PSUM; a DRAM allocation has one " +
		"partition. Input and Output allocations are in DRAM and give their position among the " +
		"function's inputs or outputs (`index`) and the tensor they hold (`: tensor<...>`); a Const " +
		"allocation is in DRAM and gives its data (`= dense<...>`). Allocations have no address " +
		"until the backend places them.",
	Results: []core.ValueDef{{Name: "result", Type: allocValue}},
	Attrs: []core.AttrDef{
		strField("name", false),
		enumField("kind", TensorKindKind, int(Internal)),
		enumField("memory", MemoryKind, -1),
		i64ListField("dims"),
		{Name: "index", Constraint: i64Constraint, Optional: true},
		{Name: "value", Constraint: ods.DenseTensorAttr, Optional: true},
		{Name: "tensor_type", Constraint: ods.TensorTypeAttr, Optional: true},
	},
	ParentOps: []string{opFunc},
	Format: "$name ($kind^)? $memory $dims (`index` $index^)? (`=` $value^)? attr-dict " +
		"(`:` $tensor_type^)?",
	Verify: verifyAlloc,
	AsmResultNames: func(op *core.Operation) []string {
		return []string{Str(op, "name")}
	},
}

// Loop is bir.loop.
var Loop = &core.OpDef{
	Name:    "bir.loop",
	Summary: "a counted loop (BIR Loop)",
	Doc: "Runs its body for the induction variable (the body's index argument) = lb, lb+stride, ... " +
		"below ub. name is the loop axis BIR names it by, distinct from enclosing loops' names.",
	Attrs: []core.AttrDef{
		strField("name", false), reqI64Field("lb"), reqI64Field("ub"), reqI64Field("stride"),
	},
	Regions:            []core.RegionDef{{Name: "body", SingleBlock: true}},
	Traits:             core.RecursiveMemoryEffects | core.SingleBlock,
	ParentOps:          []string{opFunc, opLoop},
	ImplicitTerminator: opLoopEnd,
	Format:             "$name `=` $lb `to` $ub `step` $stride $body attr-dict",
	Verify:             verifyLoop,
	VerifyRegions:      verifyLoopBody,
	AsmBlockArgNames: func(op *core.Operation, _ *core.Region) []string {
		return []string{Str(op, "name")}
	},
}

// LoopEnd is bir.loop_end.
var LoopEnd = &core.OpDef{
	Name:      "bir.loop_end",
	Summary:   "end of a loop body",
	Doc:       "Terminates a bir.loop body; the pretty form leaves it out.",
	Traits:    core.Terminator | core.Pure,
	ParentOps: []string{opLoop},
	Format:    "attr-dict",
}

// Return is bir.return.
var Return = &core.OpDef{
	Name:      "bir.return",
	Summary:   "end of the function (BIR Return)",
	Traits:    core.Terminator | core.ReturnLike,
	ParentOps: []string{opFunc},
	Format:    "attr-dict",
}

type branchIface struct{}

func (branchIface) SuccessorOperands(*core.Operation, int) core.SuccessorOperands {
	return core.SuccessorOperands{}
}

func (branchIface) SuccessorForOperands(op *core.Operation, _ []core.Attribute) *core.Block {
	if op.NumSuccessors() == 1 {
		return op.Successor(0)
	}
	return nil
}

// Branch is bir.branch.
var Branch = &core.OpDef{
	Name:       "bir.branch",
	Summary:    "jump to another block (BIR UnconditionalBranch)",
	Successors: []core.SuccessorDef{{Name: "dest"}},
	Traits:     core.Terminator,
	ParentOps:  []string{opFunc},
	Format:     "$dest attr-dict",
	Interfaces: []any{branchIface{}},
}

// CompareAndBranch is bir.compare_and_branch.
var CompareAndBranch = &core.OpDef{
	Name:    "bir.compare_and_branch",
	Summary: "branch on a register comparison (BIR CompareAndBranch)",
	Doc: "Goes to on_true if lhs compare rhs holds, else to on_false; rhs is a register or an " +
		"immediate (BIR's ..REG and ..IMM comparisons).",
	Operands: []core.ValueDef{
		{Name: "lhs", Type: ods.Index},
		{Name: "rhs", Type: ods.Index, Arity: core.Optional},
	},
	Attrs: []core.AttrDef{
		enumField("engine", EngineKind, -1),
		enumField("compare", CompareKind, -1),
		{Name: "imm", Constraint: i64Constraint, Optional: true},
	},
	Successors: []core.SuccessorDef{{Name: "on_true"}, {Name: "on_false"}},
	Traits:     core.Terminator,
	ParentOps:  []string{opFunc},
	Format:     "$engine $compare $lhs `,` ($rhs^):($imm)? `,` $on_true `,` $on_false attr-dict",
	Verify:     verifyCompareAndBranch,
	Interfaces: []any{branchIface{}},
}

// RegisterLoad is bir.register_load.
var RegisterLoad = &core.OpDef{
	Name:    "bir.register_load",
	Summary: "read a scalar from memory into a register (BIR RegisterMove)",
	Doc: "ins(ap) reads one int32 or uint32 element; the result is the register holding it, an " +
		"index value access patterns and compare_and_branch use.",
	Operands:       []core.ValueDef{{Name: "ins", Type: allocOrIndex, Arity: core.Variadic}},
	Results:        []core.ValueDef{{Name: "result", Type: ods.Index}},
	Attrs:          []core.AttrDef{enumField("engine", EngineKind, -1), {Name: "ins_aps", Constraint: apsConstraint}},
	Format:         "$engine" + insFormat + " attr-dict",
	Custom:         apsDirective,
	Verify:         verifyRegisterLoad,
	AsmResultNames: func(*core.Operation) []string { return []string{"r"} },
}

// RegisterAlu is bir.register_alu.
var RegisterAlu = &core.OpDef{
	Name:    "bir.register_alu",
	Summary: "compute on registers (BIR RegisterAlu)",
	Doc:     "result = lhs op rhs, rhs a register or an immediate, in 32-bit integer arithmetic.",
	Operands: []core.ValueDef{
		{Name: "lhs", Type: ods.Index},
		{Name: "rhs", Type: ods.Index, Arity: core.Optional},
	},
	Results: []core.ValueDef{{Name: "result", Type: ods.Index}},
	Attrs: []core.AttrDef{
		enumField("engine", EngineKind, -1),
		enumField("op", AluKind, -1),
		{Name: "imm", Constraint: i64Constraint, Optional: true},
	},
	Traits:         core.Pure,
	Format:         "$engine $op $lhs `,` ($rhs^):($imm)? attr-dict",
	Verify:         verifyRegisterAlu,
	AsmResultNames: func(*core.Operation) []string { return []string{"r"} },
}

func init() {
	for _, d := range []*core.OpDef{RegisterLoad, RegisterAlu, CompareAndBranch} {
		engines[d.Name] = []arch.Engine{arch.SP}
	}
}
