package stablehlo

import (
	"ncc/core"
	"ncc/core/pass"
	"ncc/rewrite"
)

// AggressiveFolder is stablehlo-opt's --stablehlo-aggressive-folder as far
// as ncc has it: the greedy driver with folding only, so every StableHLO
// op whose folder (fold.go, fold_algebra.go, fold_shape.go) evaluates it
// on constant operands becomes a constant. StableHLO's pass runs its own
// set of folding patterns (StablehloAggressiveFolder.cpp) with the options
// assume-no-undeclared-side-effects, fold-op-element-limit and
// optimize-float; those patterns and options are not modelled, so ops that
// only those patterns fold stay.
type AggressiveFolder struct{}

func init() {
	pass.Register(pass.Info{
		Arg:         "stablehlo-aggressive-folder",
		Name:        "StablehloAggressiveFolderPass",
		Summary:     "Folds StableHLO operations",
		Description: "Folds StableHLO ops on constant operands with their folders (the greedy driver without patterns).",
		Anchor:      "func.func",
		Dialects:    []string{"stablehlo"},
		New:         func() pass.Pass { return &AggressiveFolder{} },
	})
}

// Run folds the ops of the function to a fixed point.
func (p *AggressiveFolder) Run(op *core.Operation, st *pass.State) error {
	none := (&rewrite.PatternSet{}).Freeze(nil, nil)
	res, err := rewrite.ApplyPatternsGreedilyOp(op, none, rewrite.DefaultConfig())
	if err != nil {
		return err
	}
	if !res.Changed {
		st.PreserveAll()
	}
	return nil
}
