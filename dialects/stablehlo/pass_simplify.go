package stablehlo

import (
	"ncc/core"
	"ncc/core/pass"
	"ncc/dialects/ods"
	"ncc/rewrite"
	"slices"
)

// RefineShapes is stablehlo-refine-shapes for static shapes: it replaces
// dynamic dimensions of op results with the static sizes the spec's type
// inference gives (and, for dynamic_reshape, dynamic_broadcast_in_dim and
// dynamic_iota, the sizes their constant shape operand holds), visiting
// ops in order until nothing changes, so refinements flow down the
// function. A result is refined only when the op and every user still
// verify with the new type; a value returned from the function keeps its
// type (the signature is not changed), as does anything a non-StableHLO op
// uses.
type RefineShapes struct {
	NumRefined pass.Statistic `stat:"num-refined" help:"Number of op results given a more static type"`
}

// maxRefineRounds bounds the fixed-point iteration; each round that changes
// something makes at least one dimension static, so a function with n
// dynamic result dimensions needs at most n+1 rounds.
const maxRefineRounds = 64

func init() {
	pass.Register(pass.Info{
		Arg:     "stablehlo-refine-shapes",
		Name:    "StablehloRefineShapesPass",
		Summary: "Refines shapes across a StableHLO program.",
		Description: "Replaces dynamic result dimensions with the static sizes type inference or a constant " +
			"shape operand gives, wherever the users of the result accept the refined type.",
		Anchor: "func.func",
		New:    func() pass.Pass { return &RefineShapes{} },
	})
	pass.RegisterPipeline(pass.PipelineInfo{
		Arg:     "stablehlo-simplify",
		Summary: "Simplifies a StableHLO program before lowering: inline, canonicalize (folders and patterns), refine static shapes, cse",
		Build: func(m *pass.Manager, _ any) error {
			return m.ParseInto("inline,canonicalize,func.func(stablehlo-refine-shapes),canonicalize,cse")
		},
	})
}

// Run refines the results of the ops in the function op.
func (p *RefineShapes) Run(fn *core.Operation, _ *pass.State) error {
	for range maxRefineRounds {
		changed := false
		fn.Walk(core.PreOrder, func(op *core.Operation) core.WalkResult {
			if op == fn || op.Def() == nil || op.Dialect() != Dialect.Name {
				return core.Advance
			}
			for i, t := range refinedTypes(op) {
				if tryRefine(op.Result(i), t) {
					p.NumRefined.Inc()
					changed = true
				}
			}
			return core.Advance
		})
		if !changed {
			break
		}
	}
	return nil
}

// refinedTypes returns, per result, a type at least as static as the
// result's, or nil when op gives no better one.
func refinedTypes(op *core.Operation) []core.Type {
	out := make([]core.Type, op.NumResults())
	if dims := constShapeOperand(op); dims != nil && op.NumResults() == 1 {
		if tt := rankedTensor(op.Result(0).Type()); tt != nil && len(tt.Dims) == len(dims) {
			out[0] = core.RankedTensor(op.Context(), dims, tt.Elem, nil)
		}
	} else if d := op.Def(); d.InferTypes != nil {
		inferred, err := d.InferTypes(stateOf(op))
		if err != nil || len(inferred) != len(out) {
			return nil
		}
		copy(out, inferred)
	} else if (d.Traits.Has(core.SameOperandsAndResultShape) || d.Traits.Has(core.Elementwise)) && op.NumOperands() > 0 {
		// convert, sort, ...: each result takes the operands' shape and
		// keeps its element type.
		var shape []int64
		for i := range op.NumOperands() {
			if tt := rankedTensor(op.Operand(i).Type()); tt != nil && !slices.Contains(tt.Dims, core.Dynamic) {
				shape = tt.Dims
				break
			}
		}
		if shape == nil {
			return nil
		}
		for i := range out {
			if rt := rankedTensor(op.Result(i).Type()); rt != nil && len(rt.Dims) == len(shape) {
				out[i] = core.RankedTensor(op.Context(), shape, rt.Elem, rt.Encoding)
			}
		}
	}
	for i, t := range out {
		cur := op.Result(i).Type()
		if t == nil || !compatible(t, cur) {
			out[i] = nil
			continue
		}
		if _, ok := cur.(*core.TensorType); !ok {
			out[i] = nil
			continue
		}
		if r := mostSpecific(op.Context(), []core.Type{cur, t}); r != cur {
			out[i] = r
		} else {
			out[i] = nil
		}
	}
	return out
}

// constShapeOperand returns the shape a dynamic_reshape,
// dynamic_broadcast_in_dim or dynamic_iota takes from a constant operand.
func constShapeOperand(op *core.Operation) []int64 {
	var v core.Value
	switch op.Name() {
	case DynamicReshape.Name, DynamicBroadcastInDim.Name:
		v = op.Operand(1)
	case DynamicIota.Name:
		v = op.Operand(0)
	default:
		return nil
	}
	c, ok := rewrite.ConstantOf(v)
	if !ok {
		return nil
	}
	d, ok := c.(*core.DenseAttr)
	if !ok {
		return nil
	}
	dims := ods.DenseInts(d)
	for _, x := range dims {
		if x < 0 {
			return nil
		}
	}
	return dims
}

// tryRefine gives v type t if its op and every user verify with it.
func tryRefine(v *core.OpResult, t core.Type) bool {
	if t == nil {
		return false
	}
	users := core.Users(v)
	for _, u := range users {
		if u.Dialect() != Dialect.Name || u.Name() == Return.Name {
			return false
		}
	}
	old := v.Type()
	v.SetType(t)
	ok := core.VerifyWith(v.Owner(), core.VerifyOptions{}) == nil
	for _, u := range users {
		ok = ok && core.VerifyWith(u, core.VerifyOptions{}) == nil
	}
	if !ok {
		v.SetType(old)
	}
	return ok
}
