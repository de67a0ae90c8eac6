package interp

import (
	"slices"
	"sort"

	"ncc/core"
)

// reduce, reduce_window, select_and_scatter and sort: the ops that run a
// body region over groups of elements.

func init() {
	register(reduceOp, "stablehlo.reduce")
	register(reduceWindow, "stablehlo.reduce_window")
	register(selectAndScatter, "stablehlo.select_and_scatter")
	register(sortOp, "stablehlo.sort")
}

// splitInits splits reduce-style operands into inputs and init values.
func splitInits(op *core.Operation, args []Value) ([]*Tensor, []*Tensor, error) {
	ts, err := tensors(op, args)
	if err != nil {
		return nil, nil, err
	}
	if len(ts)%2 != 0 || len(ts) == 0 {
		return nil, nil, op.Errorf("expects inputs followed by as many init values")
	}
	n := len(ts) / 2
	for _, t := range ts[n:] {
		if t.Len() != 1 {
			return nil, nil, op.Errorf("init values must be scalars")
		}
	}
	for _, t := range ts[1:n] {
		if !slices.Equal(t.Shape, ts[0].Shape) {
			return nil, nil, op.Errorf("inputs must have the same shape")
		}
	}
	return ts[:n], ts[n:], nil
}

// initResults allocates the results filled with the init values.
func initResults(op *core.Operation, rt []core.Type, inits []*Tensor, shapes ...[]int64) ([]*Tensor, error) {
	out := make([]*Tensor, len(inits))
	for k := range inits {
		var t *Tensor
		var err error
		if shapes != nil {
			t, err = shapedResult(op, rt, k, shapes[0])
		} else {
			t, err = result(op, rt, k)
		}
		if err != nil {
			return nil, err
		}
		if t.E.Kind != inits[k].E.Kind {
			return nil, op.Errorf("result #%d and its init value differ in element type", k)
		}
		for i := 0; i < t.Len(); i++ {
			t.copyElem(i, inits[k], 0)
		}
		out[k] = t
	}
	return out, nil
}

func values(ts []*Tensor) []Value {
	out := make([]Value, len(ts))
	for i, t := range ts {
		out[i] = t
	}
	return out
}

func reduceOp(x *exec, op *core.Operation, args []Value, rt []core.Type) ([]Value, error) {
	ins, inits, err := splitInits(op, args)
	if err != nil {
		return nil, err
	}
	dims, _, err := ints(op, "dimensions")
	if err != nil {
		return nil, err
	}
	in := ins[0]
	var keep []int64
	for d := 0; d < in.Rank(); d++ {
		if !contains(dims, int64(d)) {
			keep = append(keep, int64(d))
		}
	}
	for _, d := range dims {
		if d < 0 || int(d) >= in.Rank() {
			return nil, op.Errorf("dimension %d is out of range", d)
		}
	}
	shape := make([]int64, len(keep))
	for i, d := range keep {
		shape[i] = in.Shape[d]
	}
	outs, err := initResults(op, rt, inits, shape)
	if err != nil {
		return nil, err
	}
	ost := strides(shape)
	kst := make([]int64, in.Rank()) // input dim -> output stride (0 when reduced)
	for i, d := range keep {
		kst[d] = ost[i]
	}
	n := in.Len()
	is := make([]int, n)
	forEachIndex(in.Shape, func(i int, idx []int64) error {
		is[i] = linear(idx, kst)
		return nil
	})
	if err := x.combineInto(op, op.Region(0), outs, ins, is, identity(n)); err != nil {
		return nil, err
	}
	return values(outs), nil
}

// window describes reduce_window's sliding window.
type window struct {
	dims, strides, baseDil, winDil, pad []int64
}

func readWindow(op *core.Operation, rank int, withDilations bool) (*window, error) {
	w := &window{}
	get := func(name string, def int64) ([]int64, error) {
		v, ok, err := ints(op, name)
		if err != nil {
			return nil, err
		}
		if !ok {
			v = make([]int64, rank)
			for i := range v {
				v[i] = def
			}
		}
		return v, nil
	}
	var err error
	if w.dims, err = get("window_dimensions", 1); err != nil {
		return nil, err
	}
	if w.strides, err = get("window_strides", 1); err != nil {
		return nil, err
	}
	if w.baseDil, err = get("base_dilations", 1); err != nil {
		return nil, err
	}
	if w.winDil, err = get("window_dilations", 1); err != nil {
		return nil, err
	}
	if !withDilations {
		w.baseDil, _ = get("", 1)
		w.winDil, _ = get("", 1)
	}
	if w.pad, err = get("padding", 0); err != nil {
		return nil, err
	}
	if len(w.pad) == rank {
		w.pad = make([]int64, 2*rank)
	}
	if len(w.dims) != rank || len(w.strides) != rank || len(w.baseDil) != rank || len(w.winDil) != rank || len(w.pad) != 2*rank {
		return nil, op.Errorf("window attributes must have one entry per dimension")
	}
	for d := 0; d < rank; d++ {
		if w.dims[d] < 1 || w.strides[d] < 1 || w.baseDil[d] < 1 || w.winDil[d] < 1 {
			return nil, op.Errorf("window sizes, strides and dilations must be positive")
		}
	}
	return w, nil
}

// source maps a window position to an input element: the linear index, or
// -1 for padding and dilation holes.
func (w *window) source(in []int64, st, out, k []int64) int {
	off := int64(0)
	for d := range out {
		p := out[d]*w.strides[d] + k[d]*w.winDil[d] - w.pad[2*d]
		if p < 0 || p%w.baseDil[d] != 0 || p/w.baseDil[d] >= in[d] {
			return -1
		}
		off += p / w.baseDil[d] * st[d]
	}
	return int(off)
}

func reduceWindow(x *exec, op *core.Operation, args []Value, rt []core.Type) ([]Value, error) {
	ins, inits, err := splitInits(op, args)
	if err != nil {
		return nil, err
	}
	in := ins[0]
	w, err := readWindow(op, in.Rank(), true)
	if err != nil {
		return nil, err
	}
	outs, err := initResults(op, rt, inits)
	if err != nil {
		return nil, err
	}
	// Padding and dilation holes hold the init value: append it to a copy
	// of each input so it has an index.
	ext := make([]*Tensor, len(ins))
	for k, t := range ins {
		e := t.Clone()
		switch {
		case e.I != nil:
			e.I = append(e.I, inits[k].I[0])
		case e.F != nil:
			e.F = append(e.F, inits[k].F[0])
		default:
			e.C = append(e.C, inits[k].C[0])
		}
		ext[k] = e
	}
	hole := in.Len()
	st := strides(in.Shape)
	var is, js []int
	kidx := make([]int64, in.Rank())
	nk := numElems(w.dims)
	forEachIndex(outs[0].Shape, func(i int, idx []int64) error {
		for d := range kidx {
			kidx[d] = 0
		}
		for kn := int64(0); kn < nk; kn++ {
			j := w.source(in.Shape, st, idx, kidx)
			if j < 0 {
				j = hole
			}
			is, js = append(is, i), append(js, j)
			nextIndex(kidx, w.dims)
		}
		return nil
	})
	if err := x.combineInto(op, op.Region(0), outs, ext, is, js); err != nil {
		return nil, err
	}
	return values(outs), nil
}

func selectAndScatter(x *exec, op *core.Operation, args []Value, rt []core.Type) ([]Value, error) {
	ts, err := tensors(op, args)
	if err != nil {
		return nil, err
	}
	if len(ts) != 3 || ts[2].Len() != 1 {
		return nil, op.Errorf("expects operand, source and a scalar init value")
	}
	operand, src, init := ts[0], ts[1], ts[2]
	w, err := readWindow(op, operand.Rank(), false)
	if err != nil {
		return nil, err
	}
	outs, err := initResults(op, rt, []*Tensor{init})
	if err != nil {
		return nil, err
	}
	out := outs[0]
	if out.Len() != operand.Len() {
		return nil, op.Errorf("result must have the operand's shape")
	}
	ctx := op.Context()
	st := strides(operand.Shape)
	kidx := make([]int64, operand.Rank())
	nk := numElems(w.dims)
	var is, js []int
	err = forEachIndex(src.Shape, func(si int, idx []int64) error {
		for d := range kidx {
			kidx[d] = 0
		}
		sel := -1
		for kn := int64(0); kn < nk; kn++ {
			j := w.source(operand.Shape, st, idx, kidx)
			nextIndex(kidx, w.dims)
			if j < 0 {
				continue
			}
			if sel < 0 {
				sel = j
				continue
			}
			r, err := x.region(op.Region(0), []Value{scalarOf(ctx, operand, sel), scalarOf(ctx, operand, j)})
			if err != nil {
				return err
			}
			keep, err := pred(op, r)
			if err != nil {
				return err
			}
			if !keep {
				sel = j
			}
		}
		if sel >= 0 {
			is, js = append(is, sel), append(js, si)
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	if err := x.combineInto(op, op.Region(1), []*Tensor{out}, []*Tensor{src}, is, js); err != nil {
		return nil, err
	}
	return []Value{out}, nil
}

func sortOp(x *exec, op *core.Operation, args []Value, rt []core.Type) ([]Value, error) {
	ts, err := tensors(op, args)
	if err != nil {
		return nil, err
	}
	if len(ts) == 0 {
		return nil, op.Errorf("sort needs inputs")
	}
	dim, err := intAttr(op, "dimension", -1)
	if err != nil {
		return nil, err
	}
	r := ts[0].Rank()
	if dim < 0 {
		dim += int64(r)
	}
	if dim < 0 || int(dim) >= r {
		return nil, op.Errorf("dimension is out of range")
	}
	for _, t := range ts[1:] {
		if !slices.Equal(t.Shape, ts[0].Shape) {
			return nil, op.Errorf("inputs must have the same shape")
		}
	}
	stable := boolAttr(op, "is_stable")
	outs := make([]*Tensor, len(ts))
	for k, t := range ts {
		outs[k] = t.Clone()
		if tt, ok := rt[k].(*core.TensorType); ok {
			outs[k] = outs[k].withType(tt)
		}
	}
	ctx := op.Context()
	shape := ts[0].Shape
	st := strides(shape)
	n := int(shape[dim])
	step := int(st[dim])
	lineShape := append([]int64(nil), shape...)
	lineShape[dim] = 1
	var firstErr error
	forEachIndex(lineShape, func(_ int, idx []int64) error {
		base := linear(idx, st)
		perm := identity(n)
		less := func(a, b int) bool {
			if firstErr != nil {
				return false
			}
			in := make([]Value, 0, 2*len(ts))
			for _, t := range ts {
				in = append(in, scalarOf(ctx, t, base+perm[a]*step), scalarOf(ctx, t, base+perm[b]*step))
			}
			res, err := x.region(op.Region(0), in)
			if err == nil {
				var ok bool
				ok, err = pred(op, res)
				if err == nil {
					return ok
				}
			}
			firstErr = err
			return false
		}
		// Sort the permutation; the comparator sees the elements perm points at.
		idxs := identity(n)
		cmp := func(a, b int) bool {
			perm[0], perm[1] = idxs[a], idxs[b]
			return less(0, 1)
		}
		if n >= 2 {
			if stable {
				sort.SliceStable(idxs, cmp)
			} else {
				sort.Slice(idxs, cmp)
			}
		}
		for k, t := range ts {
			for i, from := range idxs {
				outs[k].copyElem(base+i*step, t, base+from*step)
			}
		}
		return nil
	})
	if firstErr != nil {
		return nil, firstErr
	}
	return values(outs), nil
}
