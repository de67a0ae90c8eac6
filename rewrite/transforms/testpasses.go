package transforms

import (
	"ncc/core"
	"ncc/core/pass"
	"ncc/rewrite"
)

// Test passes for the lit suite, as mlir-opt has its test-* passes.

// TestNoopPattern runs the greedy driver with a pattern that claims
// success without changing anything, to show the convergence check
// (test-convergence) naming it.
type TestNoopPattern struct {
	TestConvergence bool `opt:"test-convergence" default:"true" help:"Fingerprint the IR around each pattern and fail on a pattern that changed nothing"`
}

// TestWalkPatterns applies canonicalization patterns with the walk-once
// driver (no folding, no revisiting).
type TestWalkPatterns struct {
	patterns *rewrite.FrozenPatternSet
}

func init() {
	pass.Register(pass.Info{
		Arg:     "test-rewrite-noop-pattern",
		Summary: "Test only: apply a pattern that reports success without changing IR",
		New:     func() pass.Pass { return &TestNoopPattern{} },
	})
	pass.Register(pass.Info{
		Arg:     "test-walk-patterns",
		Summary: "Test only: apply canonicalization patterns with the walk-once driver",
		New:     func() pass.Pass { return &TestWalkPatterns{} },
	})
}

// Run applies the lying pattern to arith.addi ops.
func (p *TestNoopPattern) Run(op *core.Operation, st *pass.State) error {
	set := (&rewrite.PatternSet{}).Add(&rewrite.Pattern{Root: "arith.addi", Benefit: 1, Name: "NoopPattern",
		Rewrite: func(*core.Operation, *rewrite.Rewriter) bool { return true }}).Freeze(nil, nil)
	cfg := rewrite.DefaultConfig()
	cfg.TestConvergence = p.TestConvergence
	cfg.MaxIterations = 3
	if _, err := rewrite.ApplyPatternsGreedilyOp(op, set, cfg); err != nil {
		return op.Errorf("%v", err)
	}
	return nil
}

// Initialize collects the canonicalization patterns.
func (p *TestWalkPatterns) Initialize(ctx *core.Context) error {
	p.patterns = rewrite.CanonicalPatterns(ctx).Freeze(nil, nil)
	return nil
}

// Run applies the patterns once per op.
func (p *TestWalkPatterns) Run(op *core.Operation, st *pass.State) error {
	rewrite.ApplyPatternsWalk(op, p.patterns, nil)
	return nil
}
