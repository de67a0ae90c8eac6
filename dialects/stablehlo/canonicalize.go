package stablehlo

import (
	"ncc/core"
	"ncc/dialects/ods"
	"ncc/rewrite"
)

// Canonicalization patterns: chains of transposes, reshapes and
// broadcast_in_dims collapse into one op; if and case with a constant
// selector inline the branch they take.

func init() {
	rewrite.RegisterCanonical(Transpose.Name, func() []*rewrite.Pattern {
		return []*rewrite.Pattern{{Root: Transpose.Name, Name: "TransposeOfTranspose", Rewrite: transposeOfTranspose}}
	})
	rewrite.RegisterCanonical(Reshape.Name, func() []*rewrite.Pattern {
		return []*rewrite.Pattern{{Root: Reshape.Name, Name: "ReshapeOfReshape", Rewrite: reshapeOfReshape}}
	})
	rewrite.RegisterCanonical(BroadcastInDim.Name, func() []*rewrite.Pattern {
		return []*rewrite.Pattern{{Root: BroadcastInDim.Name, Name: "BroadcastInDimOfBroadcastInDim", Rewrite: broadcastOfBroadcast}}
	})
	rewrite.RegisterCanonical(If.Name, func() []*rewrite.Pattern {
		return []*rewrite.Pattern{{Root: If.Name, Name: "IfWithConstantPred", Rewrite: inlineConstantBranch}}
	})
	rewrite.RegisterCanonical(Case.Name, func() []*rewrite.Pattern {
		return []*rewrite.Pattern{{Root: Case.Name, Name: "CaseWithConstantIndex", Rewrite: inlineConstantBranch}}
	})
}

// producer returns the op named name defining v, if any.
func producer(v core.Value, name string) *core.Operation {
	if d := core.DefiningOp(v); d != nil && d.Name() == name {
		return d
	}
	return nil
}

// transposeOfTranspose: transpose(transpose(x, p1), p2) is transpose(x, q)
// with q[i] = p1[p2[i]].
func transposeOfTranspose(op *core.Operation, r *rewrite.Rewriter) bool {
	inner := producer(op.Operand(0), Transpose.Name)
	if inner == nil {
		return false
	}
	p1, _ := i64sAttr(inner.Attr("permutation"))
	p2, _ := i64sAttr(op.Attr("permutation"))
	if len(p1) != len(p2) || !inRange(p2, len(p1)) {
		return false
	}
	q := make([]int64, len(p2))
	for i, p := range p2 {
		q[i] = p1[p]
	}
	r.SetInsertionPoint(op)
	n := r.CreateOp(Transpose.Name, op.Loc(), []core.Value{inner.Operand(0)}, op.ResultTypes(),
		core.NamedAttr{Name: "permutation", Value: ods.DenseI64Array(r.Ctx, q)})
	r.ReplaceOp(op, n.Results())
	return true
}

// reshapeOfReshape: only the last reshape's shape matters.
func reshapeOfReshape(op *core.Operation, r *rewrite.Rewriter) bool {
	inner := producer(op.Operand(0), Reshape.Name)
	if inner == nil {
		return false
	}
	r.SetInsertionPoint(op)
	n := r.CreateOp(Reshape.Name, op.Loc(), []core.Value{inner.Operand(0)}, op.ResultTypes())
	r.ReplaceOp(op, n.Results())
	return true
}

// broadcastOfBroadcast: operand dimension i goes to d2[d1[i]].
func broadcastOfBroadcast(op *core.Operation, r *rewrite.Rewriter) bool {
	inner := producer(op.Operand(0), BroadcastInDim.Name)
	if inner == nil {
		return false
	}
	d1, _ := i64sAttr(inner.Attr("broadcast_dimensions"))
	d2, _ := i64sAttr(op.Attr("broadcast_dimensions"))
	if !inRange(d1, len(d2)) {
		return false
	}
	q := make([]int64, len(d1))
	for i, d := range d1 {
		q[i] = d2[d]
	}
	r.SetInsertionPoint(op)
	n := r.CreateOp(BroadcastInDim.Name, op.Loc(), []core.Value{inner.Operand(0)}, op.ResultTypes(),
		core.NamedAttr{Name: "broadcast_dimensions", Value: ods.DenseI64Array(r.Ctx, q)})
	r.ReplaceOp(op, n.Results())
	return true
}

// inlineConstantBranch replaces an if or case whose selector is a constant
// with the body of the branch it takes (case clamps an out-of-range index
// to the last branch, as the spec says).
//
// A case with one branch always takes it, whatever its index.
func inlineConstantBranch(op *core.Operation, r *rewrite.Rewriter) bool {
	n := op.NumRegions()
	vs := []int64{0}
	if op.Name() != Case.Name || n != 1 {
		c, ok := rewrite.ConstantOf(op.Operand(0))
		if !ok {
			return false
		}
		d, ok := c.(*core.DenseAttr)
		if !ok {
			return false
		}
		if vs = ods.DenseInts(d); len(vs) != 1 {
			return false
		}
	}
	branch := 0
	if op.Name() == If.Name {
		if vs[0]&1 == 0 {
			branch = 1
		}
	} else if vs[0] < 0 || vs[0] >= int64(n) {
		branch = n - 1
	} else {
		branch = int(vs[0])
	}
	region := op.Region(branch)
	if !region.HasOneBlock() {
		return false
	}
	b := region.First()
	ret := b.Last()
	if ret == nil || ret.Name() != Return.Name || b.NumArgs() != 0 {
		return false
	}
	results := ret.Operands()
	for i, v := range results {
		if v.Type() != op.Result(i).Type() {
			return false
		}
	}
	r.InlineBlockBefore(b, op.ParentBlock(), op, nil)
	r.ReplaceOp(op, results)
	r.EraseOp(ret)
	return true
}
