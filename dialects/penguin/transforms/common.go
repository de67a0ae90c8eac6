package transforms

import (
	"fmt"

	"ncc/arch"
	"ncc/core"
	"ncc/dialects/penguin"
)

// Op names the passes test for.
const (
	opKernel       = "penguin.kernel"
	opFor          = "penguin.for"
	opLoad         = "penguin.load"
	opStore        = "penguin.store"
	opLoadIndirect = "penguin.load_indirect"
	opAlloc        = "penguin.hbm_alloc"
	opView         = "penguin.view"
	opReturn       = "penguin.return"
	opMatmul       = "penguin.matmul"
)

// DoubleBufferAttr is the unit attribute penguin-schedule puts on a load
// whose DMA may run one iteration ahead: penguin → bir gives its tile two
// buffers and alternates between them, so the next iteration's load
// overlaps this iteration's compute.
const DoubleBufferAttr = "double_buffer"

// kernels returns the penguin.kernel ops in op, op itself when it is one,
// in IR order.
func kernels(op *core.Operation) []*core.Operation {
	if op.Name() == opKernel {
		return []*core.Operation{op}
	}
	var ks []*core.Operation
	op.Walk(core.PreOrder, func(o *core.Operation) core.WalkResult {
		if o.Name() == opKernel {
			ks = append(ks, o)
			return core.Skip
		}
		return core.Advance
	})
	return ks
}

// targetOf is the target named by a pass option, else the kernel's.
func targetOf(k *core.Operation, name string) (*arch.Target, error) {
	if name != "" {
		t, err := arch.Lookup(name)
		if err != nil {
			return nil, fmt.Errorf("target option: %w", err)
		}
		return t, nil
	}
	t, err := penguin.TargetOf(k)
	if err != nil {
		return nil, k.Errorf("%v", err)
	}
	return t, nil
}

// budgetOf is the SBUF bytes per partition a kernel may keep live at once:
// the option when positive, else the target's whole partition.
func budgetOf(t *arch.Target, option int64) int64 {
	if option > 0 {
		return option
	}
	return int64(t.SBUFPartitionBytes)
}

// tileOf returns v's tile type, or nil.
func tileOf(v core.Value) *penguin.TileType {
	t, _ := v.Type().(*penguin.TileType)
	return t
}

// root follows penguin.view ops to the buffer they see: an hbm_alloc's
// result or a kernel argument.
func root(v core.Value) core.Value {
	for {
		d := core.DefiningOp(v)
		if d == nil || d.Name() != opView {
			return v
		}
		v = d.Operand(0)
	}
}

// sameBuffer reports whether a and b are the same buffer seen the same
// way: one value, or equal views of the same buffer (a lowering may view
// a buffer once per access).
func sameBuffer(a, b core.Value) bool {
	if a == b {
		return true
	}
	da, db := core.DefiningOp(a), core.DefiningOp(b)
	return da != nil && db != nil && da.Name() == opView && db.Name() == opView &&
		a.Type() == b.Type() && sameBuffer(da.Operand(0), db.Operand(0))
}

// effect is one HBM access of an op nested in the ops examined: the
// buffer's root (nil when unknown: it may be any buffer) and whether it
// writes.
type effect struct {
	op    *core.Operation
	root  core.Value
	write bool
}

// effectsOf collects the HBM accesses of ops and everything nested in
// them. ok is false when some op's effects are unknown.
func effectsOf(ops []*core.Operation) (effs []effect, ok bool) {
	ok = true
	for _, top := range ops {
		top.Walk(core.PreOrder, func(o *core.Operation) core.WalkResult {
			if o.HasTrait(core.RecursiveMemoryEffects) {
				return core.Advance
			}
			es, known := core.Effects(o)
			if !known {
				ok = false
				return core.Interrupt
			}
			for _, e := range es {
				if e.Kind != core.EffectRead && e.Kind != core.EffectWrite {
					continue
				}
				var r core.Value
				if e.Value != nil {
					r = root(e.Value)
				}
				effs = append(effs, effect{op: o, root: r, write: e.Kind == core.EffectWrite})
			}
			return core.Advance
		})
		if !ok {
			return nil, false
		}
	}
	return effs, true
}

// mayAlias reports whether two roots may be the same buffer.
func mayAlias(a, b core.Value) bool { return a == nil || b == nil || a == b }

// writes reports whether some effect writes a buffer that may be r.
func writes(effs []effect, r core.Value) bool {
	for _, e := range effs {
		if e.write && mayAlias(e.root, r) {
			return true
		}
	}
	return false
}

// bodyOps returns the ops of a single-block region's block, without its
// terminator.
func bodyOps(b *core.Block) []*core.Operation {
	var ops []*core.Operation
	for o := b.First(); o != nil; o = o.Next() {
		if o.Next() == nil && o.HasTrait(core.Terminator) {
			break
		}
		ops = append(ops, o)
	}
	return ops
}

// definedOutside reports whether v is defined outside op (not by op or an
// op nested in it, not a block argument of its regions).
func definedOutside(v core.Value, op *core.Operation) bool {
	var owner *core.Operation
	if d := core.DefiningOp(v); d != nil {
		owner = d
	} else if b := core.ParentBlock(v); b != nil {
		owner = b.ParentOp()
		if owner == op {
			return false
		}
	}
	return owner == nil || (owner != op && !op.IsAncestorOf(owner))
}

// index arithmetic, as arith ops on index values.

func indexConst(b *core.Builder, loc core.Location, n int64) core.Value {
	it := core.Index(b.Ctx)
	return b.CreateOp("arith.constant", loc, nil, []core.Type{it},
		core.NamedAttr{Name: "value", Value: core.Int(b.Ctx, it, n)}).Result(0)
}

func indexBinary(b *core.Builder, name string, loc core.Location, x, y core.Value) core.Value {
	return b.CreateOp(name, loc, []core.Value{x, y}, []core.Type{core.Index(b.Ctx)}).Result(0)
}

// equivIndex reports whether index values a and b are always equal when
// the induction variables ivs maps (a's to b's) are: the same value, mapped
// induction variables, or the same pure arith op of equivalent operands.
func equivIndex(a, b core.Value, ivs map[core.Value]core.Value) bool {
	if a == b || (ivs != nil && ivs[a] == b) {
		return true
	}
	da, db := core.DefiningOp(a), core.DefiningOp(b)
	if da == nil || db == nil || da.Name() != db.Name() || da.Dialect() != "arith" ||
		!da.HasTrait(core.NoMemoryEffect) || da.NumRegions() > 0 || da.NumOperands() != db.NumOperands() ||
		a.(*core.OpResult).Index() != b.(*core.OpResult).Index() {
		return false
	}
	aa, ba := da.AllAttrs(), db.AllAttrs()
	if len(aa) != len(ba) {
		return false
	}
	for i := range aa {
		if aa[i] != ba[i] {
			return false
		}
	}
	for i := 0; i < da.NumOperands(); i++ {
		if !equivIndex(da.Operand(i), db.Operand(i), ivs) {
			return false
		}
	}
	return true
}

// sameAccess reports whether two accesses (of tiles of types ta and tb)
// touch the same elements: equal starts under ivs, the same walk, the
// same tile shape.
func sameAccess(a, b penguin.Access, ta, tb *penguin.TileType, ivs map[core.Value]core.Value) bool {
	if ta == nil || tb == nil || !sameInts(ta.Dims, tb.Dims) || len(a.Starts) != len(b.Starts) || len(a.Dims) != len(b.Dims) {
		return false
	}
	for i := range a.Dims {
		if a.Dims[i] != b.Dims[i] {
			return false
		}
	}
	return sameStarts(a, b, ivs)
}

// columnBroadcast reports whether load access ld (of a tile of type tl)
// reads the [P, 1] column store access st (of a tile of type ts) wrote,
// broadcast along the free dimension: a reduction's result brought back
// against the rows it reduced (softmax, layernorm). Forwarded, the load
// becomes a penguin.broadcast of the stored column.
func columnBroadcast(st, ld penguin.Access, ts, tl *penguin.TileType, ivs map[core.Value]core.Value) bool {
	if ts == nil || tl == nil || !ts.IsColumn() || len(tl.Dims) != 2 || tl.Dims[0] != ts.Dims[0] || tl.Elem != ts.Elem ||
		len(st.Dims) != 2 || len(ld.Dims) != 2 || len(st.Starts) != len(ld.Starts) {
		return false
	}
	return st.Dims[0] == ld.Dims[0] && ld.Dims[1] == penguin.Bcast && sameStarts(st, ld, ivs)
}

// sameStarts reports whether two accesses start at equal indices under ivs.
func sameStarts(a, b penguin.Access, ivs map[core.Value]core.Value) bool {
	for i, s := range a.Starts {
		t := b.Starts[i]
		switch {
		case (s.Value == nil) != (t.Value == nil):
			return false
		case s.Value == nil:
			if s.Const != t.Const {
				return false
			}
		case !equivIndex(s.Value, t.Value, ivs):
			return false
		}
	}
	return true
}

func sameInts(a, b []int64) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// forLoop returns op as a penguin.for, if it is one.
func forLoop(op *core.Operation) (penguin.ForOp, bool) {
	if op == nil {
		return penguin.ForOp{}, false
	}
	return penguin.AsForOp(op)
}
