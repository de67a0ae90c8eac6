package interp

import (
	"ncc/core"
	"ncc/dialects/ods"
)

// The scf dialect's structured control flow (dialects/scf): loops, ifs and
// switches around StableHLO and tensor ops, as exported programs carry
// them. Their index and integer operands are scalars (rank-0 tensors); the
// regions end with scf.yield (scf.condition for scf.while's `before`
// region), whose operands block returns like any return-like terminator's.

func init() {
	register(scfFor, "scf.for")
	register(scfIf, "scf.if")
	register(scfWhile, "scf.while")
	register(scfExecuteRegion, "scf.execute_region")
	register(scfIndexSwitch, "scf.index_switch")
	terminators["scf.yield"] = true
	terminators["scf.condition"] = true
}

// intScalar reads operand i as an integer (or index) scalar.
func intScalar(op *core.Operation, args []Value, i int) (*Tensor, error) {
	t, err := scalarArg(op, args, i)
	if err != nil {
		return nil, err
	}
	if t.I == nil || !t.E.IsInt() {
		return nil, op.Errorf("operand #%d must be an integer or index scalar", i)
	}
	return t, nil
}

// scfFor runs the body for iv = lb, lb+step, ... while iv < ub (signed),
// carrying the iter_args; it stops, as the loop cannot go on, when iv+step
// overflows the bounds' type.
func scfFor(x *exec, op *core.Operation, args []Value, rt []core.Type) ([]Value, error) {
	if len(args) < 3 || op.NumRegions() != 1 {
		return nil, op.Errorf("for needs bounds, a step and a body")
	}
	lb, err := intScalar(op, args, 0)
	if err != nil {
		return nil, err
	}
	ub, err := intScalar(op, args, 1)
	if err != nil {
		return nil, err
	}
	st, err := intScalar(op, args, 2)
	if err != nil {
		return nil, err
	}
	step := st.I[0]
	if step <= 0 {
		return nil, op.Errorf("step must be positive, got %d", step)
	}
	vals := append([]Value(nil), args[3:]...)
	ivType := op.Operand(0).Type()
	for iv := lb.I[0]; iv < ub.I[0]; {
		ivt, err := scalarResult(op, ivType)
		if err != nil {
			return nil, err
		}
		ivt.I[0] = iv
		if vals, err = x.region(op.Region(0), append([]Value{ivt}, vals...)); err != nil {
			return nil, err
		}
		if len(vals) != len(args)-3 {
			return nil, op.Errorf("body yielded %d values, expected %d", len(vals), len(args)-3)
		}
		next := lb.E.Wrap(iv + step)
		if next <= iv {
			break
		}
		iv = next
	}
	return vals, nil
}

// scfIf runs the then region, or the else region (none: no results).
func scfIf(x *exec, op *core.Operation, args []Value, rt []core.Type) ([]Value, error) {
	ok, err := pred(op, args)
	if err != nil {
		return nil, err
	}
	if op.NumRegions() != 2 {
		return nil, op.Errorf("if needs two regions")
	}
	if ok {
		return x.region(op.Region(0), nil)
	}
	if op.Region(1).Empty() {
		return nil, nil
	}
	return x.region(op.Region(1), nil)
}

// scfWhile runs `before` on the carried values; scf.condition's first
// operand says whether `after` runs on the others (and yields the next
// carried values) or the loop ends with them as its results.
func scfWhile(x *exec, op *core.Operation, args []Value, rt []core.Type) ([]Value, error) {
	if op.NumRegions() != 2 {
		return nil, op.Errorf("while needs before and after regions")
	}
	vals := args
	for {
		c, err := x.region(op.Region(0), vals)
		if err != nil {
			return nil, err
		}
		if len(c) == 0 {
			return nil, op.Errorf("before region must end with scf.condition")
		}
		ok, err := pred(op, c[:1])
		if err != nil {
			return nil, err
		}
		if !ok {
			return c[1:], nil
		}
		if vals, err = x.region(op.Region(1), c[1:]); err != nil {
			return nil, err
		}
	}
}

func scfExecuteRegion(x *exec, op *core.Operation, args []Value, rt []core.Type) ([]Value, error) {
	return x.region(op.Region(0), nil)
}

// scfIndexSwitch runs the case region whose value is the argument's, else
// the default region (region 0).
func scfIndexSwitch(x *exec, op *core.Operation, args []Value, rt []core.Type) ([]Value, error) {
	arg, err := intScalar(op, args, 0)
	if err != nil {
		return nil, err
	}
	cases, _ := op.Attr("cases").(*core.DenseArrayAttr)
	r := 0
	if cases != nil {
		for i, v := range ods.I64s(cases) {
			if v == arg.I[0] && i+1 < op.NumRegions() {
				r = i + 1
				break
			}
		}
	}
	return x.region(op.Region(r), nil)
}
