package asm

import (
	"testing"

	"ncc/core"
	"ncc/dialects/ods"
)

// testModule is a stand-in for builtin.module (dialects import core/asm's
// users, not the other way round), declared as dialects/builtin declares it:
// `module @name attributes {...} { ... }`, with builtin as the default
// dialect of its body, so nested modules drop their prefix.
var testModule = &core.OpDef{
	Name: "builtin.module",
	Attrs: []core.AttrDef{
		{Name: "sym_name", Constraint: ods.SymbolNameAttr, Optional: true},
		{Name: "sym_visibility", Constraint: ods.StrAttr, Optional: true},
	},
	Regions:        []core.RegionDef{{Name: "bodyRegion", Arity: core.Single, SingleBlock: true}},
	Traits:         core.IsolatedFromAbove | core.NoTerminator | core.SingleBlock | core.SymbolTable | core.Symbol | core.GraphRegions,
	DefaultDialect: "builtin",
	Format:         "($sym_name^)? attr-dict-with-keyword $bodyRegion",
}

var testBuiltin = &core.Dialect{Name: "builtin", Ops: []*core.OpDef{testModule}}

func newTestContext() *core.Context {
	ctx := core.NewContext()
	ctx.AllowUnregistered = true
	ctx.Load(testBuiltin)
	return ctx
}

// parsePrint parses src with unregistered ops allowed and prints the top
// ops wrapped in a module as mlir-opt does (without mlir-opt's final '\n').
func parsePrint(t testing.TB, src string, opts PrintOptions) (string, error) {
	t.Helper()
	ctx := newTestContext()
	blk, err := Parse(ctx, []byte(src), ParseOptions{Filename: "in.mlir"})
	if err != nil {
		return "", err
	}
	return printModule(ctx, blk, opts), nil
}

// printModule wraps blk in a module unless it holds exactly one.
func printModule(ctx *core.Context, blk *core.Block, opts PrintOptions) string {
	opts.Context = ctx
	return PrintOp(wrapModule(ctx, blk), opts)
}

// wrapModule returns blk's one module, or a module holding blk's ops.
func wrapModule(ctx *core.Context, blk *core.Block) *core.Operation {
	top := blk.First()
	if top == nil || top != blk.Last() || top.Name() != "builtin.module" {
		name, _ := ctx.OpName("builtin.module")
		r := &core.Region{}
		r.Append(&core.Block{})
		top = core.NewOperation(&core.OpState{Ctx: ctx, Name: name, Loc: core.FileLineCol(ctx, "in.mlir", 0, 0), Regions: []*core.Region{r}})
		for op := blk.First(); op != nil; {
			next := op.Next()
			op.Remove()
			r.First().Append(op)
			op = next
		}
	} else {
		top.Remove()
	}
	return top
}
