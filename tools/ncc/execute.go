package main

import (
	"fmt"

	"ncc/arch"
	"ncc/core"
	"ncc/interp"
	"ncc/interp/npy"
	"ncc/lower"
)

// execute runs the lowered module at its stage: StableHLO on the reference
// interpreter (the prepared program), bir on the functional simulator.
func execute(stop lower.Stage, top *core.Operation, target *arch.Target, s sig, args []*npy.Array) ([]*npy.Array, error) {
	switch stop {
	case lower.StableHLO:
		fn, err := interp.New(top).Main()
		if err != nil {
			return nil, err
		}
		res, err := interpret(top, fn, s, args)
		if err != nil {
			return nil, err
		}
		out := make([]*npy.Array, len(res))
		for i, r := range res {
			out[i] = interp.ToNPY(r)
		}
		return out, nil
	case lower.BIR:
		return simulateBIR(top, target, s, args)
	}
	return nil, fmt.Errorf("nothing runs programs at stage %s yet: use --stop-at=stablehlo or bir", stop)
}

// simulateBIR runs the module's bir function on sim/.
func simulateBIR(top *core.Operation, target *arch.Target, s sig, args []*npy.Array) ([]*npy.Array, error) {
	return nil, core.Errorf(top.Loc(), "the bir simulator is not built yet")
}
