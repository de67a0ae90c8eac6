package tonga

import (
	"strconv"

	"ncc/arch"
	"ncc/core"
	"ncc/dialects/ods"
)

// The program structure, and the sequencer's instructions: DMA triggers,
// synchronization, barriers, branches, loops and registers. Every engine
// has a sequencer running its own stream, so every engine may run these
// (core_barrier only on sp). Branch targets are signed offsets in 64-byte
// words from the start of the branch instruction (docs/tonga.md).

// Program is tonga.program.
var Program = &core.OpDef{
	Name:    opProgram,
	Summary: "the instruction streams of one NeuronCore (a NEFF subgraph)",
	Doc: "Its body holds at most one tonga.stream per engine, then the engines' tonga.dma_desc lists. " +
		"target names the arch.Target the streams are for; without it the enclosing module's " +
		"tonga.target attribute does, else trn1. act_sets names the activation function sets " +
		"(numerics/pwp function names) that load_act_func_set's id indexes.",
	Attrs: []core.AttrDef{
		{Name: "sym_name", Constraint: ods.SymbolNameAttr},
		{Name: "target", Constraint: ods.StrAttr, Optional: true},
		{Name: "act_sets", Constraint: ods.ArrayAttr, Optional: true},
	},
	Regions:       []core.RegionDef{{Name: "body", SingleBlock: true}},
	Traits:        core.IsolatedFromAbove | core.Symbol | core.NoTerminator | core.SingleBlock,
	Format:        "$sym_name (`target` $target^)? attr-dict-with-keyword $body",
	Verify:        verifyProgram,
	VerifyRegions: verifyProgramBody,
}

// Stream is tonga.stream.
var Stream = &core.OpDef{
	Name:    opStream,
	Summary: "one engine's instruction stream",
	Doc: "The instructions engine's sequencer runs, in order, each encoded as docs/tonga-isa.md says; " +
		"every instruction names the stream's engine, and the stream ends with tonga.halt. Branch " +
		"targets land on instructions of the same stream.",
	Attrs:         []core.AttrDef{enumField("engine", EngineEnum, -1)},
	Regions:       []core.RegionDef{{Name: "body", SingleBlock: true}},
	Traits:        core.SingleBlock,
	ParentOps:     []string{opProgram},
	Format:        "$engine attr-dict-with-keyword $body",
	VerifyRegions: verifyStream,
}

// DMATrigger is tonga.dma_trigger.
var DMATrigger = inst(instSpec{
	name: "tonga.dma_trigger", summary: "start DMA transfers (BIR DMATrigger)",
	doc: "Starts DMA queue queue on count descriptors of its descriptor list from index first (the " +
		"lists are in the NEFF; docs/neff.md). Its signal applies when the transfers complete.",
	opcode: 0x40, words: 1, engines: allEngines,
	prefix: " `queue` $queue `first` $first `count` $count",
	attrs:  []core.AttrDef{reqI64Field("queue"), reqI64Field("first"), reqI64Field("count")},
	verify: checkDMATrigger,
})

// Nop is tonga.nop.
var Nop = inst(instSpec{
	name: "tonga.nop", summary: "do nothing but wait and signal (BIR NoOp)",
	doc:    "A standalone wait, or a standalone signal.",
	opcode: 0x41, words: 1, engines: allEngines,
	verify: func(*instVerifier) error { return nil },
})

// EventSemaphore is tonga.event_semaphore.
var EventSemaphore = inst(instSpec{
	name: "tonga.event_semaphore", summary: "update a semaphore or an event (BIR EventSemaphore)",
	doc: "Applies update when reached (after its wait): `S[i] inc`, `dec`, `add v`, `sub v`, " +
		"`write v`, or `E[i] set`, `clear`.",
	opcode: 0x42, words: 1, engines: allEngines,
	prefix: " $update",
	attrs:  []core.AttrDef{{Name: "update", Constraint: signalConstraint}},
	verify: checkEventSemaphore,
})

// CoreBarrier is tonga.core_barrier.
var CoreBarrier = inst(instSpec{
	name: "tonga.core_barrier", summary: "wait for other NeuronCores (BIR CoreBarrier)",
	doc:    "Every core in cores (0 to 63) reaches barrier id before any goes on.",
	opcode: 0x43, words: 1, engines: []arch.Engine{arch.SP},
	prefix: " `id` $id `cores` $cores",
	attrs:  []core.AttrDef{reqI64Field("id"), i64ListField("cores")},
	verify: checkCoreBarrier,
})

// Branch is tonga.branch.
var Branch = inst(instSpec{
	name: "tonga.branch", summary: "jump (BIR UnconditionalBranch)",
	doc:    "Continues at the instruction target words away (0 is this instruction).",
	opcode: 0x48, words: 1, engines: allEngines,
	prefix: " `to` $target",
	attrs:  []core.AttrDef{reqI64Field("target")},
	verify: checkBranch,
})

// BranchIf is tonga.branch_if.
var BranchIf = inst(instSpec{
	name: "tonga.branch_if", summary: "conditional jump (BIR CompareAndBranch)",
	doc: "If register lhs compares with register rhs, or with imm when rhs is absent, continues at " +
		"the instruction target words away; otherwise at the next one.",
	opcode: 0x49, words: 1, engines: allEngines,
	prefix: " $lhs $compare custom<RegOrImm>($rhs, $imm) `to` $target",
	custom: regOrImmDirective,
	attrs: []core.AttrDef{regField("lhs"), enumField("compare", CompareEnum, -1),
		{Name: "rhs", Constraint: regConstraint, Optional: true}, i64Field("imm", 0), reqI64Field("target")},
	verify: checkBranchIf,
})

// Iterate is tonga.iterate.
var Iterate = inst(instSpec{
	name: "tonga.iterate", summary: "loop control: step a register and branch back",
	doc: "reg += step; then, if reg compares with bound, continues at the instruction target words " +
		"away (the loop's first instruction), otherwise at the next one.",
	opcode: 0x4a, words: 1, engines: allEngines,
	prefix: " $reg `step` $step $compare $bound `to` $target",
	attrs: []core.AttrDef{regField("reg"), reqI64Field("step"), enumField("compare", CompareEnum, -1),
		reqI64Field("bound"), reqI64Field("target")},
	verify: checkIterate,
})

// RegSet is tonga.reg_set.
var RegSet = inst(instSpec{
	name: "tonga.reg_set", summary: "set a register (BIR RegisterMove)",
	doc:    "dst = imm, a 32-bit value.",
	opcode: 0x4b, words: 1, engines: allEngines,
	prefix: " $dst `=` $imm",
	attrs:  []core.AttrDef{regField("dst"), reqI64Field("imm")},
	verify: checkRegSet,
})

// RegAlu is tonga.reg_alu.
var RegAlu = inst(instSpec{
	name: "tonga.reg_alu", summary: "register arithmetic (BIR RegisterAlu)",
	doc: "dst = lhs op rhs, or lhs op imm when rhs is absent, on 32-bit integers (wrapping; a " +
		"division by zero stops the engine).",
	opcode: 0x4c, words: 1, engines: allEngines,
	prefix: " $dst `=` $lhs $op custom<RegOrImm>($rhs, $imm)",
	custom: regOrImmDirective,
	attrs: []core.AttrDef{regField("dst"), regField("lhs"), enumField("op", AluEnum, -1),
		{Name: "rhs", Constraint: regConstraint, Optional: true}, i64Field("imm", 0)},
	verify: checkRegAlu,
})

// RegLoad is tonga.reg_load.
var RegLoad = inst(instSpec{
	name: "tonga.reg_load", summary: "load a register from memory (BIR RegisterMove from memory)",
	doc:    "ins(src): dst = the one i32 or ui32 element src names (one partition, one element).",
	opcode: 0x4d, words: 1, engines: allEngines, ins: [2]int{1, 1},
	prefix: " $dst",
	attrs:  []core.AttrDef{regField("dst")},
	verify: checkRegLoad,
})

// Halt is tonga.halt.
var Halt = inst(instSpec{
	name: "tonga.halt", summary: "stop the sequencer (BIR Halt)",
	doc:    "Ends the stream: the engine is done once its instructions before it have completed.",
	opcode: 0x4f, words: 1, engines: allEngines, traits: core.Terminator,
	verify: func(*instVerifier) error { return nil },
})

var regOrImmDirective = map[string]core.CustomDirective{"RegOrImm": regOrImm}

// regOrImm is custom<RegOrImm>($rhs, $imm): a register `r2` (rhs) or an
// integer (imm).
var regOrImm = core.CustomDirective{
	Parse: func(p core.OpParser, _ *core.OpState, args []core.CustomArg) error {
		v, ok, err := p.ParseOptionalInteger()
		if err != nil {
			return err
		}
		if ok {
			args[1].Attr = I64Attr(p.Context(), v)
			return nil
		}
		r, err := parseReg(p)
		if err != nil {
			return err
		}
		args[0].Attr = I64Attr(p.Context(), int64(r))
		return nil
	},
	Print: func(p core.OpPrinter, _ *core.Operation, args []core.CustomArg) {
		if r, ok := args[0].Attr.(*core.IntegerAttr); ok {
			p.WriteString("r" + strconv.FormatInt(r.Val, 10))
			return
		}
		if v, ok := args[1].Attr.(*core.IntegerAttr); ok {
			p.WriteString(strconv.FormatInt(v.Val, 10))
			return
		}
		p.WriteString("0")
	},
}
