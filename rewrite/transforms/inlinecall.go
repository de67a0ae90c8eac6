package transforms

import "ncc/core"

// inlineCall inlines the body of dest at call, cloning it when clone is set
// (otherwise the blocks are moved and dest is left empty), as MLIR's
// inlineCall / inlineRegionImpl do: single-block bodies land just before
// the call with the return's operands replacing the call's results;
// multi-block bodies split the caller's block at the call and branch to the
// split-off block, whose arguments become the results. The call itself is
// left for the caller to erase. It returns the calls the inlined code holds.
func inlineCall(g *callGraph, call *core.Operation, dest *cgNode, clone bool) ([]*core.Operation, bool) {
	if call.Attr("no_inline") != nil || dest.op.Attr("no_inline") != nil {
		return nil, false
	}
	src := dest.region
	if src.Empty() {
		return nil, false
	}
	ci, _ := core.Iface[core.CallOp](call)
	args := ci.ArgOperands(call)
	entry := src.First()
	if len(args) != entry.NumArgs() {
		return nil, false
	}
	for i, a := range entry.Args() {
		if a.Type() != args[i].Type() {
			return nil, false
		}
	}
	callable, _ := core.Iface[core.CallableOp](dest.op)
	rts := callable.ResultTypes(dest.op)
	if len(rts) != call.NumResults() {
		return nil, false
	}
	for i, t := range rts {
		if call.Result(i).Type() != t {
			return nil, false
		}
	}
	multi := !src.HasOneBlock()
	ctx := call.Context()
	var brName *core.OpName
	if multi {
		n, err := ctx.OpName("cf.br")
		if err != nil {
			return nil, false
		}
		brName = n
	}
	legal := true
	src.Walk(core.PreOrder, func(o *core.Operation) core.WalkResult {
		if !o.IsRegistered() {
			legal = false
			return core.Interrupt
		}
		return core.Advance
	})
	if !legal {
		return nil, false
	}

	inlineBlock := call.ParentBlock()
	region := inlineBlock.Parent()
	post := inlineBlock.SplitBefore(call)
	m := core.NewMapping()
	for i, a := range entry.Args() {
		m.Map(a, args[i])
	}
	var moved []*core.Block
	if clone {
		tmp := core.NewRegion()
		src.CloneInto(tmp, m)
		// The entry arguments are mapped to the call operands, so the
		// clone's entry block has none.
		moved = tmp.Blocks()
	} else {
		moved = src.Blocks()
		for i, a := range entry.Args() {
			core.ReplaceAllUsesWith(a, args[i])
		}
	}
	after := inlineBlock
	for _, b := range moved {
		b.Remove()
		region.InsertAfter(b, after)
		after = b
	}
	remapLocations(moved, call.Loc())
	var newCalls []*core.Operation
	for _, b := range moved {
		b.Walk(core.PreOrder, func(o *core.Operation) core.WalkResult {
			if _, ok := core.Iface[core.CallOp](o); ok {
				newCalls = append(newCalls, o)
			}
			return core.Advance
		})
	}
	first := moved[0]
	if !multi {
		term := first.Last()
		for i := 0; i < call.NumResults(); i++ {
			core.ReplaceAllUsesWith(call.Result(i), term.Operand(i))
		}
		term.Erase()
		for o := post.First(); o != nil; o = post.First() {
			o.Remove()
			first.Append(o)
		}
		post.Erase()
	} else {
		for i := 0; i < call.NumResults(); i++ {
			a := post.AddArg(call.Result(i).Type(), call.Loc())
			core.ReplaceAllUsesWith(call.Result(i), a)
		}
		for _, b := range moved {
			t := b.Last()
			if t == nil || !t.HasTrait(core.ReturnLike) {
				continue
			}
			br := core.NewOperation(&core.OpState{Ctx: ctx, Name: brName, Loc: t.Loc(),
				Operands: t.Operands(), Successors: []*core.Block{post}})
			b.InsertBefore(br, t)
			t.Erase()
		}
	}
	for o := first.First(); o != nil; o = first.First() {
		o.Remove()
		inlineBlock.Append(o)
	}
	first.Erase()
	return newCalls, true
}

// remapLocations gives every inlined op the location callsite(loc at
// caller), as MLIR's remapInlinedLocations does, unless the caller's
// location is unknown.
func remapLocations(blocks []*core.Block, caller core.Location) {
	if _, unk := caller.(*core.UnknownLoc); unk {
		return
	}
	ctx := (*core.Context)(nil)
	cache := map[core.Location]core.Location{}
	for _, b := range blocks {
		b.Walk(core.PreOrder, func(o *core.Operation) core.WalkResult {
			if ctx == nil {
				ctx = o.Context()
			}
			l := o.Loc()
			nl, ok := cache[l]
			if !ok {
				nl = core.CallSite(ctx, l, caller)
				cache[l] = nl
			}
			o.SetLoc(nl)
			return core.Advance
		})
	}
}
