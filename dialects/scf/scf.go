package scf

import (
	"ncc/core"
	"ncc/dialects/ods"
)

// Op names, for code that must not refer to the definitions themselves
// (their hooks would make an initialization cycle).
const (
	opCondition     = "scf.condition"
	opExecuteRegion = "scf.execute_region"
	opFor           = "scf.for"
	opIf            = "scf.if"
	opIndexSwitch   = "scf.index_switch"
	opWhile         = "scf.while"
	opYield         = "scf.yield"
)

var anyVariadic = ods.AnyType

// Condition is scf.condition.
var Condition = &core.OpDef{
	Name:    opCondition,
	Summary: "loop continuation condition",
	Doc: "Ends the `before` region of scf.while: if `condition` is true, the `after` region runs " +
		"with `args` as its arguments; otherwise the loop ends with `args` as its results.",
	Operands: []core.ValueDef{
		{Name: "condition", Type: ods.I1},
		{Name: "args", Type: anyVariadic, Arity: core.Variadic},
	},
	Traits:    core.Pure | core.Terminator,
	ParentOps: []string{opWhile},
	Format:    "`(` $condition `)` attr-dict ($args^ `:` type($args))?",
}

// ExecuteRegion is scf.execute_region.
var ExecuteRegion = &core.OpDef{
	Name:    opExecuteRegion,
	Summary: "operation that executes its region exactly once",
	Doc: "Runs its region (which may have several blocks, unlike the other scf regions) once; the " +
		"values its scf.yield terminators give are the results.\n\n" +
		"```mlir\n%y = scf.execute_region -> i32 {\n  cf.br ^bb1\n^bb1:\n  scf.yield %x : i32\n}\n```",
	Results: []core.ValueDef{{Name: "results", Type: anyVariadic, Arity: core.Variadic}},
	Attrs:   []core.AttrDef{{Name: "no_inline", Constraint: ods.UnitAttr, Optional: true}},
	Regions: []core.RegionDef{{Name: "region", Arity: core.Single}},
	Parse:   parseExecuteRegion,
	Print:   printExecuteRegion,
	Verify:  verifyExecuteRegion,
	// RegionBranchOpInterface's check runs after the region was verified.
	VerifyRegions: verifyBranches,
}

// For is scf.for.
var For = &core.OpDef{
	Name:    opFor,
	Summary: "for operation",
	Doc: "Runs its body for the induction variable from `lowerBound` up to (not including) " +
		"`upperBound` by `step` (signed comparison; index or a signless integer, the same for " +
		"all three), carrying `iter_args` from one iteration to the next; the last values are " +
		"the results (the initial ones when the body never runs).\n\n" +
		"```mlir\n%sum = scf.for %iv = %lb to %ub step %c1 iter_args(%acc = %zero) -> (f32) {\n" +
		"  %next = arith.addf %acc, %x : f32\n  scf.yield %next : f32\n}\n" +
		"scf.for %i = %lb32 to %ub32 step %s32 : i32 {\n  ...\n}\n```",
	Operands: []core.ValueDef{
		{Name: "lowerBound", Type: ods.AnySignlessIntegerOrIndex},
		{Name: "upperBound", Type: ods.AnySignlessIntegerOrIndex},
		{Name: "step", Type: ods.AnySignlessIntegerOrIndex},
		{Name: "initArgs", Type: anyVariadic, Arity: core.Variadic},
	},
	Results:            []core.ValueDef{{Name: "results", Type: anyVariadic, Arity: core.Variadic}},
	Regions:            []core.RegionDef{{Name: "region", Arity: core.Single, SingleBlock: true}},
	Traits:             core.AffineScope | core.AutomaticAllocationScope | core.RecursiveMemoryEffects | core.SingleBlock,
	TypesMatch:         [][]string{{"lowerBound", "upperBound", "step"}},
	ImplicitTerminator: opYield,
	Parse:              parseFor,
	Print:              printFor,
	Verify:             verifyFor,
	VerifyRegions:      verifyForRegions,
}

// If is scf.if.
var If = &core.OpDef{
	Name:    opIf,
	Summary: "if-then-else operation",
	Doc: "Runs the `then` region when `condition` is true, else the `else` region (which may be " +
		"absent when the op has no results); the scf.yield of the region that ran gives the " +
		"results.\n\n" +
		"```mlir\n%x = scf.if %b -> (f32) {\n  scf.yield %a : f32\n} else {\n  scf.yield %c : f32\n}\n```",
	Operands: []core.ValueDef{{Name: "condition", Type: ods.I1}},
	Results:  []core.ValueDef{{Name: "results", Type: anyVariadic, Arity: core.Variadic}},
	Regions: []core.RegionDef{
		{Name: "thenRegion", Arity: core.Single, SingleBlock: true},
		// MaxSizedRegion<1>: the SingleBlock trait reports more blocks first.
		{Name: "elseRegion", Arity: core.Single},
	},
	Traits:             core.RecursiveMemoryEffects | core.SingleBlock,
	ImplicitTerminator: opYield,
	Parse:              parseIf,
	Print:              printIf,
	Verify:             verifyIf,
	VerifyRegions:      verifyBranches,
}

// IndexSwitch is scf.index_switch.
var IndexSwitch = &core.OpDef{
	Name:    opIndexSwitch,
	Summary: "switch-case operation on an index argument",
	Doc: "Runs the case region whose value equals `arg`, or the `default` region when none " +
		"does; its scf.yield gives the results.\n\n" +
		"```mlir\n%0 = scf.index_switch %i -> i32\ncase 2 {\n  scf.yield %a : i32\n}\n" +
		"default {\n  scf.yield %b : i32\n}\n```",
	Operands: []core.ValueDef{{Name: "arg", Type: ods.Index}},
	Attrs:    []core.AttrDef{{Name: "cases", Constraint: ods.DenseI64ArrayAttr}},
	Results:  []core.ValueDef{{Name: "results", Type: anyVariadic, Arity: core.Variadic}},
	Regions: []core.RegionDef{
		{Name: "defaultRegion", Arity: core.Single, SingleBlock: true},
		{Name: "caseRegions", Arity: core.Variadic, SingleBlock: true},
	},
	Traits:             core.RecursiveMemoryEffects | core.SingleBlock,
	ImplicitTerminator: opYield,
	Format: "$arg attr-dict (`->` type($results)^)? custom<SwitchCases>($cases, $caseRegions) `\\n` " +
		"`` `default` $defaultRegion",
	Custom:        map[string]core.CustomDirective{"SwitchCases": {Parse: parseSwitchCases, Print: printSwitchCases}},
	Verify:        verifyIndexSwitch,
	VerifyRegions: verifyBranches,
}

// While is scf.while.
var While = &core.OpDef{
	Name:    opWhile,
	Summary: "a generic 'while' loop",
	Doc: "The `before` region takes the carried values and ends with scf.condition, which either " +
		"passes its values to the `after` region or ends the loop with them as results; the " +
		"`after` region's scf.yield gives the `before` region its next arguments.\n\n" +
		"```mlir\n%res = scf.while (%arg1 = %init) : (f32) -> f32 {\n" +
		"  %c = \"test.cond\"(%arg1) : (f32) -> i1\n  scf.condition(%c) %arg1 : f32\n} do {\n" +
		"^bb0(%arg2: f32):\n  %next = \"test.next\"(%arg2) : (f32) -> f32\n  scf.yield %next : f32\n}\n```",
	Operands: []core.ValueDef{{Name: "inits", Type: anyVariadic, Arity: core.Variadic}},
	Results:  []core.ValueDef{{Name: "results", Type: anyVariadic, Arity: core.Variadic}},
	Regions: []core.RegionDef{
		{Name: "before", Arity: core.Single, SingleBlock: true},
		{Name: "after", Arity: core.Single, SingleBlock: true},
	},
	Traits:        core.RecursiveMemoryEffects | core.SingleBlock,
	Parse:         parseWhile,
	Print:         printWhile,
	Verify:        verifyWhile,
	VerifyRegions: verifyBranches,
}

// Yield is scf.yield.
var Yield = &core.OpDef{
	Name:    opYield,
	Summary: "loop yield and termination operation",
	Doc: "Ends a region of scf.execute_region, scf.for, scf.if, scf.index_switch or scf.while " +
		"(`after`), giving the values the parent op defines as its meaning says. A region whose " +
		"parent has no results may leave it out in the custom syntax.",
	Operands:  []core.ValueDef{{Name: "results", Type: anyVariadic, Arity: core.Variadic}},
	Traits:    core.Pure | core.ReturnLike | core.Terminator,
	ParentOps: []string{opExecuteRegion, opFor, opIf, opIndexSwitch, opWhile},
	Format:    "attr-dict ($results^ `:` type($results))?",
}

// Dialect is the scf dialect.
var Dialect = &core.Dialect{
	Name:    "scf",
	Summary: "Structured control flow operations",
	Ops:     []*core.OpDef{Condition, ExecuteRegion, For, If, IndexSwitch, While, Yield},
}
