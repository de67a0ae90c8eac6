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

// fastCombine runs a simple body on gathered slices and scatters back.
func fastCombine(name string, acc, v *Tensor, is, js []int) bool {
	if acc.E.Kind != v.E.Kind || acc.E.Quant != nil {
		return false
	}
	n := len(is)
	switch acc.E.Kind {
	case Float:
		a, b := make([]float64, n), make([]float64, n)
		for p := range is {
			a[p], b[p] = acc.F[is[p]], v.F[js[p]]
		}
		if binaryF(nil, name, a, a, b) != nil {
			return false
		}
		acc.E.Round(a)
		for p, i := range is {
			acc.F[i] = a[p]
		}
	case Complex:
		a, b := make([]complex128, n), make([]complex128, n)
		for p := range is {
			a[p], b[p] = acc.C[is[p]], v.C[js[p]]
		}
		if binaryC(nil, name, a, a, b) != nil {
			return false
		}
		acc.E.RoundC(a)
		for p, i := range is {
			acc.C[i] = a[p]
		}
	default:
		a, b := make([]int64, n), make([]int64, n)
		for p := range is {
			a[p], b[p] = acc.I[is[p]], v.I[js[p]]
		}
		var err error
		if acc.E.Kind == Bool {
			err = binaryB(nil, name, a, a, b)
		} else {
			err = binaryI(nil, name, acc.E, a, a, b)
		}
		if err != nil {
			return false
		}
		acc.E.WrapSlice(a)
		for p, i := range is {
			acc.I[i] = a[p]
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
