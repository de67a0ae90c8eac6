package asm

import (
	"os"
	"testing"

	"ncc/core"
)

// parsePrint parses src with unregistered ops allowed and prints the top
// ops wrapped in a builtin.module as mlir-opt does.
func parsePrint(t testing.TB, src string, opts PrintOptions) (string, error) {
	t.Helper()
	ctx := core.NewContext()
	ctx.AllowUnregistered = true
	blk, err := Parse(ctx, []byte(src), ParseOptions{Filename: "in.mlir"})
	if err != nil {
		return "", err
	}
	return printModule(ctx, blk, opts), nil
}

// printModule wraps blk in an unregistered "builtin.module" (the builtin
// dialect lives elsewhere) unless it holds exactly one such op.
func printModule(ctx *core.Context, blk *core.Block, opts PrintOptions) string {
	top := blk.First()
	if top == nil || top != blk.Last() || top.Name() != "builtin.module" {
		name, _ := ctx.OpName("builtin.module")
		mod := core.NewOperation(&core.OpState{Ctx: ctx, Name: name, Loc: core.FileLineCol(ctx, "in.mlir", 0, 0)})
		r := &core.Region{}
		r.Append(&core.Block{})
		mod = core.NewOperation(&core.OpState{Ctx: ctx, Name: name, Loc: mod.Loc(), Regions: []*core.Region{r}})
		for op := blk.First(); op != nil; {
			next := op.Next()
			op.Remove()
			r.First().Append(op)
			op = next
		}
		top = mod
	}
	opts.Context = ctx
	return PrintOp(top, opts)
}

func TestScratch(t *testing.T) {
	src, err := os.ReadFile(os.Getenv("ASM_SCRATCH"))
	if err != nil {
		t.Skip("set ASM_SCRATCH")
	}
	out, err := parsePrint(t, string(src), PrintOptions{Generic: os.Getenv("ASM_GENERIC") != "", DebugInfo: os.Getenv("ASM_DEBUG") != ""})
	if err != nil {
		sm := NewSourceMgr()
		sm.Add("in.mlir", src)
		for _, d := range core.AsDiagnostics(err, nil) {
			t.Log(sm.Render(d))
		}
		t.Fatal("parse failed")
	}
	os.WriteFile("/tmp/asmx/out.mlir", []byte(out), 0o644)
}
