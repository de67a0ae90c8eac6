package transforms

import (
	"fmt"

	"ncc/core"
	"ncc/core/pass"
	"ncc/rewrite"
)

// Canonicalize is mlir-opt's canonicalize: it folds ops and applies the
// canonicalization patterns of every loaded dialect with the greedy driver,
// on each region of the op it runs on.
type Canonicalize struct {
	TopDown         bool     `opt:"top-down" default:"true" help:"Seed the worklist in general top-down order"`
	RegionSimplify  int      `opt:"region-simplify" default:"normal" enum:"disabled,normal,aggressive" help:"Perform control flow optimizations to the region tree"`
	MaxIterations   int64    `opt:"max-iterations" default:"10" help:"Max. iterations between applying patterns / simplifying regions"`
	MaxNumRewrites  int64    `opt:"max-num-rewrites" default:"-1" help:"Max. number of pattern rewrites within an iteration"`
	TestConvergence bool     `opt:"test-convergence" default:"false" help:"Test only: Fail pass on non-convergence to detect cyclic pattern"`
	DisablePatterns []string `opt:"disable-patterns" help:"Labels of patterns that should be filtered out during application"`
	EnablePatterns  []string `opt:"enable-patterns" help:"Labels of patterns that should be used during application, all other patterns are filtered out"`

	patterns *rewrite.FrozenPatternSet
}

func init() {
	pass.Register(pass.Info{
		Arg:     "canonicalize",
		Name:    "Canonicalizer",
		Summary: "Canonicalize operations",
		Description: "Folds ops and applies every loaded dialect's canonicalization patterns " +
			"until a fixed point, with constant uniquing and region simplification.",
		New: func() pass.Pass { return &Canonicalize{} },
	})
}

// Initialize freezes the pattern set once per pipeline run.
func (c *Canonicalize) Initialize(ctx *core.Context) error {
	c.patterns = rewrite.CanonicalPatterns(ctx).Freeze(c.DisablePatterns, c.EnablePatterns)
	return nil
}

// Config returns the greedy driver configuration the options describe.
func (c *Canonicalize) Config() rewrite.Config {
	cfg := rewrite.DefaultConfig()
	cfg.TopDown = c.TopDown
	cfg.RegionSimplify = rewrite.RegionSimplify(c.RegionSimplify)
	cfg.MaxIterations = int(c.MaxIterations)
	cfg.MaxRewrites = int(c.MaxNumRewrites)
	cfg.TestConvergence = c.TestConvergence
	return cfg
}

// Run canonicalizes op's regions.
func (c *Canonicalize) Run(op *core.Operation, st *pass.State) error {
	if c.patterns == nil {
		if err := c.Initialize(op.Context()); err != nil {
			return err
		}
	}
	res, err := rewrite.ApplyPatternsGreedilyOp(op, c.patterns, c.Config())
	if err != nil {
		return op.Errorf("%v", err)
	}
	if c.TestConvergence && !res.Converged {
		return op.Errorf("%v", fmt.Errorf("canonicalizer failed to converge"))
	}
	return nil
}
