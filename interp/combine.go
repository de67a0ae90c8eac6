package interp

import (
	"ncc/core"
)

// Reduction bodies. Reduce, reduce_window, all_reduce, scatter and friends
// apply a region to pairs of scalars. Running the region per element is
// slow, so a body that is one element-wise binary op of its two block
// arguments (the common add/max/min/mul/and/or bodies) runs as a kernel on
// whole slices instead.

// simpleBody returns the op name of a single-result body
// `%r = op(%arg0, %arg1); return %r` (either argument order when the
// op commutes), or "".
func simpleBody(r *core.Region) string {
	if !r.HasOneBlock() {
		return ""
	}
	b := r.First()
	if b.NumArgs() != 2 {
		return ""
	}
	op := b.First()
	if op == nil || op.Next() == nil || op.Next().Next() != nil || op.NumOperands() != 2 || op.NumResults() != 1 {
		return ""
	}
	ret := op.Next()
	if (ret.Name() != "stablehlo.return" && ret.Name() != "func.return") || ret.NumOperands() != 1 || ret.Operand(0) != op.Result(0) {
		return ""
	}
	a0, a1 := op.Operand(0), op.Operand(1)
	in := a0 == b.Arg(0) && a1 == b.Arg(1)
	sw := a0 == b.Arg(1) && a1 == b.Arg(0)
	switch op.Name() {
	case "stablehlo.add", "stablehlo.multiply", "stablehlo.maximum", "stablehlo.minimum",
		"stablehlo.and", "stablehlo.or", "stablehlo.xor":
		if in || sw {
			return op.Name()
		}
	case "stablehlo.subtract", "stablehlo.divide":
		if in {
			return op.Name()
		}
	}
	return ""
}

// combineInto sets acc[k][i] = body(acc[0][i], ..., acc[n-1][i], v[0][j],
// ..., v[n-1][j]) for every listed (i, j) pair; pairs are given as two
// index slices. It is the one place reduction bodies run.
func (x *exec) combineInto(op *core.Operation, body *core.Region, acc, v []*Tensor, is, js []int) error {
	if len(acc) == 1 {
		if name := simpleBody(body); name != "" {
			if ok := fastCombine(name, acc[0], v[0], is, js); ok {
				return nil
			}
		}
	}
	ctx := op.Context()
	n := len(acc)
	st := make([]*core.TensorType, n)
	for k := range acc {
		st[k] = core.RankedTensor(ctx, nil, acc[k].Type.Elem, nil)
	}
	args := make([]Value, 2*n)
	for p := range is {
		i, j := is[p], js[p]
		for k := 0; k < n; k++ {
			a := alloc(st[k], acc[k].E, 1)
			a.copyElem(0, acc[k], i)
			b := alloc(st[k], v[k].E, 1)
			b.copyElem(0, v[k], j)
			args[k], args[n+k] = a, b
		}
		r, err := x.region(body, args)
		if err != nil {
			return err
		}
		if len(r) != n {
			return op.Errorf("reduction body returned %d values, expected %d", len(r), n)
		}
		for k := 0; k < n; k++ {
			rt, ok := r[k].(*Tensor)
			if !ok || rt.Len() != 1 || rt.E.Kind != acc[k].E.Kind {
				return op.Errorf("reduction body must return scalars of the accumulator types")
			}
			acc[k].copyElem(i, rt, 0)
		}
	}
	return nil
}

// fastCombine folds v[js[p]] into acc[is[p]] in order, pair by pair, so
// repeated targets accumulate sequentially, rounding after every step as
// the body would.
func fastCombine(name string, acc, v *Tensor, is, js []int) bool {
	if acc.E.Kind != v.E.Kind || acc.E.Quant != nil {
		return false
	}
	var one [1]float64
	var onec [1]complex128
	var onei, b [1]int64
	for p, i := range is {
		j := js[p]
		switch acc.E.Kind {
		case Float:
			if binaryF(nil, name, one[:], acc.F[i:i+1], v.F[j:j+1]) != nil {
				return false
			}
			acc.F[i] = acc.E.RoundF(one[0])
		case Complex:
			if binaryC(nil, name, onec[:], acc.C[i:i+1], v.C[j:j+1]) != nil {
				return false
			}
			acc.C[i] = complex(acc.E.RoundF(real(onec[0])), acc.E.RoundF(imag(onec[0])))
		case Bool:
			b[0] = v.I[j]
			if binaryB(nil, name, onei[:], acc.I[i:i+1], b[:]) != nil {
				return false
			}
			acc.I[i] = onei[0]
		default:
			b[0] = v.I[j]
			if binaryI(nil, name, acc.E, onei[:], acc.I[i:i+1], b[:]) != nil {
				return false
			}
			acc.I[i] = acc.E.Wrap(onei[0])
		}
	}
	return true
}

// identity returns 0..n-1.
func identity(n int) []int {
	s := make([]int, n)
	for i := range s {
		s[i] = i
	}
	return s
}
