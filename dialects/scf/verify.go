package scf

import (
	"ncc/core"
	"ncc/dialects/ods"
)

// Verifiers, in the order MLIR runs them: the op's own verify() before its
// regions are verified, then (VerifyRegions) the region traits and
// interfaces in the op's trait order (LoopLikeOpInterface, then
// RegionBranchOpInterface), then verifyRegions().

// verifyAndGetTerminator is SCF.cpp's helper: the first block of r must end
// with an op called name; otherwise msg, with a note at the terminator.
func verifyAndGetTerminator(op *core.Operation, r *core.Region, name, msg string) (*core.Operation, error) {
	var term *core.Operation
	if !r.Empty() && r.First().Last() != nil {
		term = r.First().Last()
		if term.Name() == name {
			return term, nil
		}
	}
	d := op.Errorf("%s", msg)
	if term != nil {
		d.Note(term.Loc(), "terminator here")
	}
	return nil, d
}

// verifyNoRegionArguments is the NoRegionArguments trait.
func verifyNoRegionArguments(op *core.Operation) error {
	for i, r := range op.Regions() {
		if r.Empty() || r.First().NumArgs() == 0 {
			continue
		}
		if op.NumRegions() > 1 {
			return op.Errorf("region #%d should have no arguments", i)
		}
		return op.Errorf("region should have no arguments")
	}
	return nil
}

func verifyFor(op *core.Operation) error {
	if op.NumOperands()-3 != op.NumResults() {
		return op.Errorf("mismatch in number of loop-carried values and defined values")
	}
	return nil
}

// verifyForRegions runs LoopLikeOpInterface's and RegionBranchOpInterface's
// checks, then ForOp::verifyRegions.
func verifyForRegions(op *core.Operation) error {
	if err := verifyLoopLike(op); err != nil {
		return err
	}
	if err := verifyBranches(op); err != nil {
		return err
	}
	body := op.Region(0)
	if body.Empty() || body.First().NumArgs() == 0 {
		return nil
	}
	if body.First().Arg(0).Type() != op.Operand(0).Type() {
		return op.Errorf("expected induction variable to be same type as bounds and step")
	}
	return nil
}

// verifyLoopLike is detail::verifyLoopLikeOpInterface for scf.for: inits,
// region iter_args, yielded values and results agree in number and type.
// (Like MLIR's, its message for a result type names the 0-th iter_arg
// whatever the position.)
func verifyLoopLike(op *core.Operation) error {
	body := op.Region(0)
	if body.Empty() || body.First().NumArgs() == 0 {
		return nil
	}
	inits := op.Operands()[3:]
	iterArgs := body.First().Args()[1:]
	var yielded []core.Value
	if t := body.First().Last(); t != nil && t.Name() == opYield {
		yielded = t.Operands()
	}
	if len(inits) != len(iterArgs) {
		return op.Errorf("different number of inits and region iter_args: %d != %d", len(inits), len(iterArgs))
	}
	if len(yielded) != 0 && len(iterArgs) != len(yielded) {
		return op.Errorf("different number of region iter_args and yielded values: %d != %d", len(iterArgs), len(yielded))
	}
	if op.NumResults() != len(iterArgs) {
		return op.Errorf("different number of loop results and region iter_args: %d != %d", op.NumResults(), len(iterArgs))
	}
	for i, init := range inits {
		if init.Type() != iterArgs[i].Type() {
			return op.Errorf("%d-th init and %d-th region iter_arg have different type: '%s' != '%s'",
				i, i, ods.TypeString(init.Type()), ods.TypeString(iterArgs[i].Type()))
		}
		if len(yielded) != 0 && iterArgs[i].Type() != yielded[i].Type() {
			return op.Errorf("%d-th region iter_arg and %d-th yielded value have different type: '%s' != '%s'",
				i, i, ods.TypeString(iterArgs[i].Type()), ods.TypeString(yielded[i].Type()))
		}
	}
	for i, a := range iterArgs {
		if r := op.Result(i).Type(); a.Type() != r {
			return op.Errorf("0-th region iter_arg and 0-th loop result have different type: '%s' != '%s'",
				ods.TypeString(a.Type()), ods.TypeString(r))
		}
	}
	return nil
}

func verifyIf(op *core.Operation) error {
	if err := verifyNoRegionArguments(op); err != nil {
		return err
	}
	if op.NumResults() != 0 && op.Region(1).Empty() {
		return op.Errorf("must have an else block if defining values")
	}
	return nil
}

func verifyWhile(op *core.Operation) error {
	if _, err := verifyAndGetTerminator(op, op.Region(0), opCondition,
		"expects the 'before' region to terminate with 'scf.condition'"); err != nil {
		return err
	}
	_, err := verifyAndGetTerminator(op, op.Region(1), opYield,
		"expects the 'after' region to terminate with 'scf.yield'")
	return err
}

func verifyExecuteRegion(op *core.Operation) error {
	r := op.Region(0)
	if r.Empty() {
		return op.Errorf("region needs to have at least one block")
	}
	if r.First().NumArgs() > 0 {
		return op.Errorf("region cannot have any arguments")
	}
	return nil
}

func verifyIndexSwitch(op *core.Operation) error {
	var cases []int64
	if a, ok := op.Attr("cases").(*core.DenseArrayAttr); ok {
		cases = ods.I64s(a)
	}
	nCase := op.NumRegions() - 1
	if len(cases) != nCase {
		return op.Errorf("has %d case regions but %d case values", nCase, len(cases))
	}
	seen := map[int64]bool{}
	for _, v := range cases {
		if seen[v] {
			return op.Errorf("has duplicate case value: %d", v)
		}
		seen[v] = true
	}
	check := func(r *core.Region, name string) error {
		if r.Empty() || r.First().Last() == nil {
			return nil // SizedRegion<1> and SingleBlock report these first
		}
		y := r.First().Last()
		if y.Name() != opYield {
			return op.Errorf("expected region to end with scf.yield, but got %s", y.Name())
		}
		if y.NumOperands() != op.NumResults() {
			d := op.Errorf("expected each region to return %d values, but %s returns %d", op.NumResults(), name, y.NumOperands())
			d.Note(y.Loc(), "see yield operation here")
			return d
		}
		for i, t := range op.ResultTypes() {
			if yt := y.Operand(i).Type(); yt != t {
				d := op.Errorf("expected result #%d of each region to be '%s'", i, ods.TypeString(t))
				d.Note(y.Loc(), "%s returns '%s' here", name, ods.TypeString(yt))
				return d
			}
		}
		return nil
	}
	if err := check(op.Region(0), "default region"); err != nil {
		return err
	}
	for i := 1; i < op.NumRegions(); i++ {
		if err := check(op.Region(i), "case region #"+itoa(i-1)); err != nil {
			return err
		}
	}
	return nil
}
