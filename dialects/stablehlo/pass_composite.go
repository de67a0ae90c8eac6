package stablehlo

import (
	"slices"

	"ncc/core"
	"ncc/core/pass"
	"ncc/rewrite/convert"
)

// CompositeToCall is stablehlo-legalize-composite-to-call
// (StablehloLegalizeCompositeToCall.cpp): every stablehlo.composite in a
// function, except those named in except-list, becomes a func.call of its
// decomposition with the same operands and results. The composite's name,
// attributes and version are dropped with it.
type CompositeToCall struct {
	ExceptList []string       `opt:"except-list" help:"Names of composites that should not be replaced with calls."`
	NumCalls   pass.Statistic `stat:"num-replaced" help:"Number of composites replaced with calls"`
}

func init() {
	pass.Register(pass.Info{
		Arg:      "stablehlo-legalize-composite-to-call",
		Name:     "StablehloLegalizeCompositeToCallPass",
		Summary:  "Replaces composite operations with a call to their decomposition.",
		Anchor:   "func.func",
		Dialects: []string{"func"},
		New:      func() pass.Pass { return &CompositeToCall{} },
	})
}

// Run replaces the composites nested in the function op.
func (p *CompositeToCall) Run(op *core.Operation, _ *pass.State) error {
	target := convert.NewTarget()
	target.AddLegalDialect("func")
	target.AddDynamicallyLegalOp(Composite.Name, func(c *core.Operation) bool {
		name, _ := c.Attr("name").(*core.StringAttr)
		return name != nil && slices.Contains(p.ExceptList, name.Value)
	})
	patterns := convert.NewPatternSet(&convert.Pattern{
		Root: Composite.Name, Benefit: 1, Name: "ReplaceCompositeWithCall",
		Rewrite: func(c *core.Operation, a convert.Adaptor, r *convert.Rewriter) bool {
			call := r.CreateOp("func.call", c.Loc(), a.Operands, c.ResultTypes(),
				core.NamedAttr{Name: "callee", Value: c.Attr("decomposition")})
			r.ReplaceOp(c, call.Results())
			p.NumCalls.Inc()
			return true
		},
	})
	return convert.ApplyPartial(op, target, patterns, nil)
}
