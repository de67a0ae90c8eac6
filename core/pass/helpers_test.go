package pass

import (
	"fmt"
	"sync"

	"ncc/core"
)

// A tiny dialect for tests: t.module and t.func are isolated containers
// without terminators, t.op is a leaf, t.open is a non-isolated container.
var testDialect = &core.Dialect{Name: "t", Ops: []*core.OpDef{
	{Name: "t.module", Traits: core.IsolatedFromAbove | core.NoTerminator | core.SingleBlock,
		Regions: []core.RegionDef{{Name: "body", Arity: core.Single, SingleBlock: true}}},
	{Name: "t.func", Traits: core.IsolatedFromAbove | core.NoTerminator | core.SingleBlock,
		Regions: []core.RegionDef{{Name: "body", Arity: core.Single, SingleBlock: true}}},
	{Name: "t.open", Traits: core.NoTerminator | core.SingleBlock,
		Regions: []core.RegionDef{{Name: "body", Arity: core.Single, SingleBlock: true}}},
	{Name: "t.op"},
}}

func newCtx() *core.Context {
	ctx := core.NewContext()
	ctx.Load(testDialect)
	return ctx
}

// buildModule returns t.module holding nfunc t.func ops named by a "name"
// attribute f0, f1, ..., each with nops t.op ops.
func buildModule(ctx *core.Context, nfunc, nops int) *core.Operation {
	b := core.NewBuilder(ctx)
	mod := container(b, "t.module", nil)
	for i := range nfunc {
		b.SetInsertionPointToEnd(mod.Region(0).First())
		f := container(b, "t.func", []core.NamedAttr{{Name: "name", Value: core.String(ctx, fmt.Sprintf("f%d", i))}})
		b.SetInsertionPointToEnd(f.Region(0).First())
		for range nops {
			b.CreateOp("t.op", core.FileLineCol(ctx, "x.mlir", i+1, 1), nil, nil)
		}
	}
	return mod
}

func container(b *core.Builder, name string, attrs []core.NamedAttr) *core.Operation {
	n, err := b.Ctx.OpName(name)
	if err != nil {
		panic(err)
	}
	st := &core.OpState{Ctx: b.Ctx, Name: n, Attrs: attrs}
	r := st.AddRegion()
	r.Append(core.NewBlock(nil, nil))
	return b.Create(st)
}

func opLabel(op *core.Operation) string {
	if a, ok := op.Attr("name").(*core.StringAttr); ok {
		return op.Name() + "@" + a.Value
	}
	return op.Name()
}

// recorder is a pass that records the ops it ran on.
type recorder struct {
	mu  sync.Mutex
	log *[]string
	tag string
}

func (r *recorder) Run(op *core.Operation, st *State) error {
	r.mu.Lock()
	*r.log = append(*r.log, r.tag+":"+opLabel(op))
	r.mu.Unlock()
	return nil
}
