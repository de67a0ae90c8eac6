package interp

import (
	"ncc/core"
)

// Control flow and calls: the ops whose regions or callees the
// interpreter runs.

func init() {
	register(whileOp, "stablehlo.while")
	register(ifOp, "stablehlo.if")
	register(caseOp, "stablehlo.case")
	register(callOp, "func.call")
	register(compositeOp, "stablehlo.composite")
	register(mapOp, "stablehlo.map")
}

func (x *exec) callSymbol(op *core.Operation, name string, args []Value) ([]Value, error) {
	fn := x.it.Lookup(name)
	if fn == nil || fn.Name() != "func.func" {
		return nil, op.Errorf("'@%s' does not reference a function", name)
	}
	sub := &exec{it: x.it, proc: x.proc}
	res, err := sub.callFunc(fn, args)
	x.cur = op
	return res, err
}

func callOp(x *exec, op *core.Operation, args []Value, rt []core.Type) ([]Value, error) {
	name, ok := symbolAttr(op, "callee")
	if !ok {
		return nil, op.Errorf("call has no callee")
	}
	return x.callSymbol(op, name, args)
}

func compositeOp(x *exec, op *core.Operation, args []Value, rt []core.Type) ([]Value, error) {
	name, ok := symbolAttr(op, "decomposition")
	if !ok {
		return nil, op.Errorf("composite has no decomposition")
	}
	return x.callSymbol(op, name, args)
}

// pred reads a boolean scalar result of a region.
func pred(op *core.Operation, vs []Value) (bool, error) {
	if len(vs) != 1 {
		return false, op.Errorf("condition region must return one value")
	}
	t, ok := vs[0].(*Tensor)
	if !ok || t.I == nil || t.Len() != 1 {
		return false, op.Errorf("condition must be a boolean scalar")
	}
	return t.I[0] != 0, nil
}

func whileOp(x *exec, op *core.Operation, args []Value, rt []core.Type) ([]Value, error) {
	if op.NumRegions() != 2 {
		return nil, op.Errorf("while needs cond and body regions")
	}
	vals := args
	for {
		c, err := x.region(op.Region(0), vals)
		if err != nil {
			return nil, err
		}
		ok, err := pred(op, c)
		if err != nil {
			return nil, err
		}
		if !ok {
			return vals, nil
		}
		if vals, err = x.region(op.Region(1), vals); err != nil {
			return nil, err
		}
		if len(vals) != len(args) {
			return nil, op.Errorf("body returned %d values, expected %d", len(vals), len(args))
		}
	}
}

func ifOp(x *exec, op *core.Operation, args []Value, rt []core.Type) ([]Value, error) {
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
	return x.region(op.Region(1), nil)
}

// caseOp runs branch index, or the last branch when index is out of range.
func caseOp(x *exec, op *core.Operation, args []Value, rt []core.Type) ([]Value, error) {
	t, ok := args[0].(*Tensor)
	if !ok || t.I == nil || t.Len() != 1 {
		return nil, op.Errorf("index must be an integer scalar")
	}
	n := op.NumRegions()
	if n == 0 {
		return nil, op.Errorf("case needs at least one branch")
	}
	i := t.I[0]
	if i < 0 || i >= int64(n) {
		i = int64(n - 1)
	}
	return x.region(op.Region(int(i)), nil)
}

// mapOp applies its computation to each index of the operands.
func mapOp(x *exec, op *core.Operation, args []Value, rt []core.Type) ([]Value, error) {
	ts, err := tensors(op, args)
	if err != nil {
		return nil, err
	}
	out, err := result(op, rt, 0)
	if err != nil {
		return nil, err
	}
	for _, t := range ts {
		if t.Len() != out.Len() {
			return nil, op.Errorf("operands must have the result's shape")
		}
	}
	ctx := op.Context()
	in := make([]Value, len(ts))
	for i := 0; i < out.Len(); i++ {
		for k, t := range ts {
			in[k] = scalarOf(ctx, t, i)
		}
		r, err := x.region(op.Region(0), in)
		if err != nil {
			return nil, err
		}
		if len(r) != 1 {
			return nil, op.Errorf("computation must return one value")
		}
		rv, ok := r[0].(*Tensor)
		if !ok || rv.Len() != 1 || rv.E.Kind != out.E.Kind {
			return nil, op.Errorf("computation must return a scalar of the result's element type")
		}
		out.copyElem(i, rv, 0)
	}
	return []Value{out}, nil
}

// scalarOf returns element i of t as a rank-0 tensor.
func scalarOf(ctx *core.Context, t *Tensor, i int) *Tensor {
	tt := core.RankedTensor(ctx, nil, t.Type.Elem, nil)
	s := alloc(tt, t.E, 1)
	s.copyElem(0, t, i)
	return s
}
