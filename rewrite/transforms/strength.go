package transforms

import (
	"math/bits"

	"ncc/core"
	"ncc/core/pass"
	"ncc/rewrite"
)

// StrengthReduce is the worked example of docs/writing-a-pass.md: it
// rewrites integer multiplications by a power of two into left shifts.
type StrengthReduce struct {
	// MaxShift bounds the shift amounts the pass creates (an option, to
	// show how options are declared).
	MaxShift int64 `opt:"max-shift" default:"63" help:"Largest shift amount to create"`
	// NumRewritten counts rewritten multiplications (--mlir-pass-statistics).
	NumRewritten pass.Statistic `stat:"num-rewritten" help:"Number of multiplications turned into shifts"`

	patterns *rewrite.FrozenPatternSet
}

func init() {
	pass.Register(pass.Info{
		Arg:         "arith-strength-reduce",
		Name:        "ArithStrengthReduce",
		Summary:     "Turn multiplications by powers of two into shifts",
		Description: "Rewrites arith.muli %x, 2^k into arith.shli %x, k (the worked example of docs/writing-a-pass.md).",
		Dialects:    []string{"arith"},
		New:         func() pass.Pass { return &StrengthReduce{} },
	})
}

// mulPow2 matches muli(x, c) with c a scalar power of two and builds
// shli(x, log2 c), keeping the overflow flags.
func (p *StrengthReduce) mulPow2() *rewrite.Pattern {
	return &rewrite.Pattern{
		Root: "arith.muli", Benefit: 1, Name: "MulIPow2ToShLI",
		Generated: []string{"arith.constant", "arith.shli"},
		Rewrite: func(op *core.Operation, r *rewrite.Rewriter) bool {
			c, ok := rewrite.ConstantOf(op.Operand(1))
			if !ok {
				return false // say no before touching anything
			}
			ia, ok := c.(*core.IntegerAttr)
			if !ok || ia.Big != nil || ia.Val <= 0 || ia.Val&(ia.Val-1) != 0 {
				return false
			}
			shift := int64(bits.TrailingZeros64(uint64(ia.Val)))
			if shift == 0 || shift > p.MaxShift {
				return false
			}
			t := op.Result(0).Type()
			amount := r.CreateOp("arith.constant", op.Loc(), nil, []core.Type{t},
				core.NamedAttr{Name: "value", Value: core.Int(r.Ctx, t, shift)})
			shl := r.CreateOp("arith.shli", op.Loc(), []core.Value{op.Operand(0), amount.Result(0)}, []core.Type{t},
				core.NamedAttr{Name: "overflowFlags", Value: op.Attr("overflowFlags")})
			r.ReplaceOpWithOp(op, shl)
			p.NumRewritten.Inc()
			return true
		},
	}
}

// Initialize builds the pattern set once per pipeline run.
func (p *StrengthReduce) Initialize(ctx *core.Context) error {
	p.patterns = (&rewrite.PatternSet{}).Add(p.mulPow2()).Freeze(nil, nil)
	return nil
}

// Run applies the pattern greedily (with folding) to op's regions.
func (p *StrengthReduce) Run(op *core.Operation, st *pass.State) error {
	_, err := rewrite.ApplyPatternsGreedilyOp(op, p.patterns, rewrite.DefaultConfig())
	return err
}
