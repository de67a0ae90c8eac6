package penguin

import (
	"ncc/arch"
	"ncc/core"
	"ncc/dialects/ods"
)

// Type constraints; the summaries are what "operand #0 must be ..."
// messages say.

func isTile(t core.Type) bool  { _, ok := t.(*TileType); return ok }
func isHBM(t core.Type) bool   { _, ok := t.(*HBMType); return ok }
func isIndex(t core.Type) bool { _, ok := t.(*core.IndexType); return ok }

var (
	tileT  = core.TypeConstraint{Summary: "penguin tile", Check: isTile}
	hbmT   = core.TypeConstraint{Summary: "penguin HBM buffer", Check: isHBM}
	indexT = core.TypeConstraint{Summary: "index", Check: isIndex, Build: ods.Index.Build}
	// carriedT is what loops and ifs carry: tiles and index values (HBM
	// buffers need no carrying: stores to them are side effects).
	carriedT = core.TypeConstraint{Summary: "penguin tile or index",
		Check: func(t core.Type) bool { return isTile(t) || isIndex(t) }}
	// condT is the one type of a run-time condition: a 1-element i1 tile.
	condT = core.TypeConstraint{Summary: "!penguin.tile<1x1xi1, sbuf>",
		Check: isCondType,
		Build: func(c *core.Context) core.Type { return condType(c) }}
)

// condType is !penguin.tile<1x1xi1, sbuf>, the condition of penguin.if and
// penguin.while.
func condType(c *core.Context) core.Type {
	return Tile(c, []int64{1, 1}, core.IntegerType(c, 1), arch.SBUF)
}

func isCondType(t core.Type) bool {
	tt, ok := t.(*TileType)
	return ok && tt.Mem == arch.SBUF && len(tt.Dims) == 2 && tt.Dims[0] == 1 && tt.Dims[1] == 1 && IsI1(tt.Elem)
}

// Kernel is penguin.kernel.
var Kernel = &core.OpDef{
	Name:    "penguin.kernel",
	Summary: "a function over HBM buffers",
	Doc: "A kernel takes HBM buffers and returns HBM buffers it allocated (`penguin.hbm_alloc`) and " +
		"wrote. It is a symbol, isolated from above. The optional `target` names the arch.Target its " +
		"tiles are checked against (trn1, inf2, trn2, trn3); without it, an enclosing op's " +
		"`penguin.target` attribute, else trn1.\n\n" +
		"```mlir\npenguin.kernel @k(%a: !penguin.hbm<128x64xf32>) -> !penguin.hbm<128x64xf32> attributes {target = \"trn2\"} {\n" +
		"  ...\n  penguin.return %out : !penguin.hbm<128x64xf32>\n}\n```",
	Attrs: []core.AttrDef{
		{Name: "sym_name", Constraint: ods.SymbolNameAttr},
		{Name: "function_type", Constraint: ods.FunctionTypeAttr},
		{Name: "target", Constraint: ods.StrAttr, Optional: true},
	},
	Regions: []core.RegionDef{{Name: "body", Arity: core.Single}},
	Traits:  core.IsolatedFromAbove | core.Symbol | core.AutomaticAllocationScope,
	Parse:   parseKernel,
	Print:   printKernel,
	Verify:  verifyKernel,
}

// Return is penguin.return.
var Return = &core.OpDef{
	Name:      "penguin.return",
	Summary:   "returns a kernel's HBM results",
	Operands:  []core.ValueDef{{Name: "values", Type: hbmT, Arity: core.Variadic}},
	Traits:    core.Pure | core.ReturnLike | core.Terminator,
	ParentOps: []string{opKernel},
	Format:    "attr-dict ($values^ `:` type($values))?",
	Verify:    verifyReturn,
}

// HBMAlloc is penguin.hbm_alloc.
var HBMAlloc = &core.OpDef{
	Name:    "penguin.hbm_alloc",
	Summary: "a new HBM buffer",
	Doc: "A kernel result or an intermediate that does not stay on chip. With `value` (dense " +
		"elements of the buffer's shape and element type) the buffer holds that constant when the " +
		"kernel starts: a weight baked into the NEFF.",
	Results:    []core.ValueDef{{Name: "result", Type: hbmT}},
	Attrs:      []core.AttrDef{{Name: "value", Constraint: ods.AnyAttr, Optional: true}},
	Format:     "attr-dict `:` type($result)",
	Verify:     verifyHBMAlloc,
	Interfaces: []any{effects{core.EffectAllocate, -1}},
}

// View is penguin.view.
var View = &core.OpDef{
	Name:    "penguin.view",
	Summary: "an HBM buffer seen with another shape",
	Doc: "`%v = penguin.view %a : !penguin.hbm<4x8x16xf32> -> !penguin.hbm<32x16xf32>` is the same " +
		"buffer (HBM buffers are dense and row-major) with another shape of the same element count and " +
		"element type: stablehlo.reshape costs nothing, and a lowering may merge or split dimensions so " +
		"that each tile dimension walks one HBM dimension. Loads and stores through a view read and write " +
		"the buffer itself.",
	Operands: []core.ValueDef{{Name: "source", Type: hbmT}},
	Results:  []core.ValueDef{{Name: "result", Type: hbmT}},
	Traits:   core.Pure,
	Format:   "$source attr-dict `:` type($source) `->` type($result)",
	Verify:   verifyView,
}

// For is penguin.for.
var For = &core.OpDef{
	Name:    "penguin.for",
	Summary: "a loop with constant bounds, parallel or sequential, carrying values",
	Doc: "`penguin.for %i = LB to UB step S parallel|sequential iter_args(%a = %init) -> (T) { ... }` runs " +
		"its body for %i = LB, LB+S, ... below UB (step 1 is not written). The body's block arguments are " +
		"%i (an index) and the carried values; `penguin.yield` gives the next iteration's values, and the " +
		"last ones are the loop's results (the inits when it runs no iteration).\n\n" +
		"`sequential` iterations run in order. `parallel` iterations are independent and may run in any " +
		"order or overlap; a parallel loop may still carry accumulations (a matmul's `acc`, an ewise " +
		"add/max/min of the carried value), which it combines in an unspecified order, as NKI's " +
		"affine_range accumulates into PSUM.",
	Operands: []core.ValueDef{{Name: "inits", Type: carriedT, Arity: core.Variadic}},
	Results:  []core.ValueDef{{Name: "results", Type: carriedT, Arity: core.Variadic}},
	Attrs: []core.AttrDef{
		{Name: "lb", Constraint: ods.I64Attr},
		{Name: "ub", Constraint: ods.I64Attr},
		{Name: "step", Constraint: ods.I64Attr},
		{Name: "kind", Constraint: loopAttr},
	},
	Regions:            []core.RegionDef{{Name: "body", Arity: core.Single, SingleBlock: true}},
	Traits:             core.RecursiveMemoryEffects | core.SingleBlock,
	ImplicitTerminator: opYield,
	Parse:              parseFor,
	Print:              printFor,
	Verify:             verifyFor,
	VerifyRegions:      verifyForRegion,
}

// While is penguin.while.
var While = &core.OpDef{
	Name:    "penguin.while",
	Summary: "a loop while a tile condition holds",
	Doc: "`penguin.while (%a = %init) : T cond { ... penguin.yield %c : !penguin.tile<1x1xi1, sbuf> } " +
		"do { ... penguin.yield %next : T }`: run-time control, for loops whose trip count is not a " +
		"constant (stablehlo.while). Both regions take the carried values; `cond` yields the condition, " +
		"`do` the next values. The results are the values for which the condition was false.",
	Operands: []core.ValueDef{{Name: "inits", Type: carriedT, Arity: core.Variadic}},
	Results:  []core.ValueDef{{Name: "results", Type: carriedT, Arity: core.Variadic}},
	Regions: []core.RegionDef{
		{Name: "cond", Arity: core.Single, SingleBlock: true},
		{Name: "body", Arity: core.Single, SingleBlock: true},
	},
	Traits:        core.RecursiveMemoryEffects | core.SingleBlock,
	Parse:         parseWhile,
	Print:         printWhile,
	VerifyRegions: verifyWhileRegions,
}

// If is penguin.if.
var If = &core.OpDef{
	Name:    "penguin.if",
	Summary: "runs one of two regions on a tile condition",
	Doc: "`%r = penguin.if %c -> (T) { ... penguin.yield %x : T } else { ... penguin.yield %y : T }`: " +
		"the condition is a `!penguin.tile<1x1xi1, sbuf>`; an if without results may leave out the else " +
		"region and its yields.",
	Operands: []core.ValueDef{{Name: "cond", Type: condT}},
	Results:  []core.ValueDef{{Name: "results", Type: carriedT, Arity: core.Variadic}},
	Regions: []core.RegionDef{
		{Name: "then", Arity: core.Single, SingleBlock: true},
		// MaxSizedRegion<1>: the else region may be empty.
		{Name: "else", Arity: core.Single},
	},
	Traits:             core.RecursiveMemoryEffects | core.SingleBlock,
	ImplicitTerminator: opYield,
	Format:             "$cond (`->` `(` type($results)^ `)`)? $then (`else` $else^)? attr-dict",
	VerifyRegions:      verifyIfRegions,
}

// Yield is penguin.yield.
var Yield = &core.OpDef{
	Name:      "penguin.yield",
	Summary:   "ends a region of penguin.for, penguin.while or penguin.if",
	Operands:  []core.ValueDef{{Name: "values", Type: carriedT, Arity: core.Variadic}},
	Traits:    core.Pure | core.ReturnLike | core.Terminator,
	ParentOps: []string{opFor, opWhile, opIf},
	Format:    "attr-dict ($values^ `:` type($values))?",
}

// effects implements core.MemoryEffectsOp for the ops that touch HBM:
// one effect on operand #operand, or on the result when it is -1.
type effects struct {
	kind    core.EffectKind
	operand int
}

func (e effects) Effects(op *core.Operation) []core.MemoryEffect {
	var v core.Value
	if e.operand < 0 {
		v = op.Result(0)
	} else if e.operand < op.NumOperands() {
		v = op.Operand(e.operand)
	}
	return []core.MemoryEffect{{Kind: e.kind, Resource: "penguin.hbm", Value: v}}
}
