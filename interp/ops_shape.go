package interp

import (
	"ncc/core"
)

// Shape ops: they move elements and never change their values.

func init() {
	register(reshapeOp, "stablehlo.reshape", "stablehlo.dynamic_reshape")
	register(transposeOp, "stablehlo.transpose")
	register(broadcastInDim, "stablehlo.broadcast_in_dim", "stablehlo.dynamic_broadcast_in_dim")
	register(broadcastOp, "stablehlo.broadcast")
	register(sliceOp, "stablehlo.slice")
	register(dynamicSlice, "stablehlo.dynamic_slice")
	register(realDynamicSlice, "stablehlo.real_dynamic_slice")
	register(dynamicUpdateSlice, "stablehlo.dynamic_update_slice")
	register(concatenateOp, "stablehlo.concatenate")
	register(padOp, "stablehlo.pad", "stablehlo.dynamic_pad")
	register(reverseOp, "stablehlo.reverse")
}

// forEachIndex calls f for every index of shape in row-major order, with
// the linear position i. idx must not be retained.
func forEachIndex(shape []int64, f func(i int, idx []int64) error) error {
	n := int(numElems(shape))
	idx := make([]int64, len(shape))
	for i := 0; i < n; i++ {
		if err := f(i, idx); err != nil {
			return err
		}
		nextIndex(idx, shape)
	}
	return nil
}

func linear(idx, st []int64) int {
	o := int64(0)
	for d, v := range idx {
		o += v * st[d]
	}
	return int(o)
}

func reshapeOp(x *exec, op *core.Operation, args []Value, rt []core.Type) ([]Value, error) {
	a, ok := args[0].(*Tensor)
	if !ok {
		return nil, op.Errorf("operand must be a tensor")
	}
	var out *Tensor
	var err error
	if len(args) == 2 {
		s, ok := args[1].(*Tensor)
		if !ok || s.I == nil {
			return nil, op.Errorf("output_shape must be an integer tensor")
		}
		out, err = shapedResult(op, rt, 0, s.I)
	} else {
		out, err = result(op, rt, 0)
	}
	if err != nil {
		return nil, err
	}
	if out.Len() != a.Len() {
		return nil, op.Errorf("cannot reshape %d elements into %d", a.Len(), out.Len())
	}
	return []Value{a.withType(out.Type)}, nil
}

func transposeOp(x *exec, op *core.Operation, args []Value, rt []core.Type) ([]Value, error) {
	a, ok := args[0].(*Tensor)
	if !ok {
		return nil, op.Errorf("operand must be a tensor")
	}
	perm, _, err := ints(op, "permutation")
	if err != nil {
		return nil, err
	}
	out, err := result(op, rt, 0)
	if err != nil {
		return nil, err
	}
	if len(perm) != a.Rank() || out.Rank() != a.Rank() {
		return nil, op.Errorf("permutation must have one entry per dimension")
	}
	ast := strides(a.Shape)
	pst := make([]int64, len(perm))
	for d, p := range perm {
		if p < 0 || int(p) >= a.Rank() || out.Shape[d] != a.Shape[p] {
			return nil, op.Errorf("permutation does not match the result shape")
		}
		pst[d] = ast[p]
	}
	err = forEachIndex(out.Shape, func(i int, idx []int64) error {
		out.copyElem(i, a, linear(idx, pst))
		return nil
	})
	return []Value{out}, err
}

func broadcastInDim(x *exec, op *core.Operation, args []Value, rt []core.Type) ([]Value, error) {
	a, ok := args[0].(*Tensor)
	if !ok {
		return nil, op.Errorf("operand must be a tensor")
	}
	dims, _, err := ints(op, "broadcast_dimensions")
	if err != nil {
		return nil, err
	}
	var out *Tensor
	if len(args) >= 2 {
		s, ok := args[1].(*Tensor)
		if !ok || s.I == nil {
			return nil, op.Errorf("output_dimensions must be an integer tensor")
		}
		out, err = shapedResult(op, rt, 0, s.I)
	} else {
		out, err = result(op, rt, 0)
	}
	if err != nil {
		return nil, err
	}
	if len(dims) != a.Rank() {
		return nil, op.Errorf("broadcast_dimensions must have one entry per operand dimension")
	}
	ast := strides(a.Shape)
	// Stride of each result dimension into the operand (0 when broadcast).
	rst := make([]int64, out.Rank())
	for d, rd := range dims {
		if rd < 0 || int(rd) >= out.Rank() {
			return nil, op.Errorf("broadcast dimension %d is out of range", rd)
		}
		switch a.Shape[d] {
		case out.Shape[rd]:
			rst[rd] = ast[d]
		case 1:
		default:
			return nil, op.Errorf("operand dimension %d (size %d) cannot broadcast to size %d", d, a.Shape[d], out.Shape[rd])
		}
	}
	err = forEachIndex(out.Shape, func(i int, idx []int64) error {
		out.copyElem(i, a, linear(idx, rst))
		return nil
	})
	return []Value{out}, err
}

// broadcastOp is the deprecated stablehlo.broadcast: new leading dims.
func broadcastOp(x *exec, op *core.Operation, args []Value, rt []core.Type) ([]Value, error) {
	a, ok := args[0].(*Tensor)
	if !ok {
		return nil, op.Errorf("operand must be a tensor")
	}
	out, err := result(op, rt, 0)
	if err != nil {
		return nil, err
	}
	n := a.Len()
	if n == 0 || out.Len()%n != 0 {
		return nil, op.Errorf("result shape does not extend the operand shape")
	}
	for i := 0; i < out.Len(); i++ {
		out.copyElem(i, a, i%n)
	}
	return []Value{out}, nil
}

func sliceOp(x *exec, op *core.Operation, args []Value, rt []core.Type) ([]Value, error) {
	a, ok := args[0].(*Tensor)
	if !ok {
		return nil, op.Errorf("operand must be a tensor")
	}
	start, _, err := ints(op, "start_indices")
	if err != nil {
		return nil, err
	}
	stridesA, _, err := ints(op, "strides")
	if err != nil {
		return nil, err
	}
	out, err := result(op, rt, 0)
	if err != nil {
		return nil, err
	}
	return stridedCopy(op, a, out, start, stridesA)
}

func stridedCopy(op *core.Operation, a, out *Tensor, start, step []int64) ([]Value, error) {
	r := a.Rank()
	if len(start) != r || out.Rank() != r {
		return nil, op.Errorf("start indices must have one entry per dimension")
	}
	if step == nil {
		step = make([]int64, r)
		for i := range step {
			step[i] = 1
		}
	}
	for d := 0; d < r; d++ {
		if out.Shape[d] > 0 && (start[d] < 0 || step[d] < 1 || start[d]+(out.Shape[d]-1)*step[d] >= a.Shape[d]) {
			return nil, op.Errorf("slice is out of bounds in dimension %d", d)
		}
	}
	ast := strides(a.Shape)
	base := linear(start, ast)
	sst := make([]int64, r)
	for d := range sst {
		sst[d] = ast[d] * step[d]
	}
	err := forEachIndex(out.Shape, func(i int, idx []int64) error {
		out.copyElem(i, a, base+linear(idx, sst))
		return nil
	})
	return []Value{out}, err
}

// scalarInts reads rank-0 integer operands (start indices).
func scalarInts(op *core.Operation, vs []Value) ([]int64, error) {
	out := make([]int64, len(vs))
	for i, v := range vs {
		t, ok := v.(*Tensor)
		if !ok || t.I == nil || t.Len() != 1 {
			return nil, op.Errorf("start index #%d must be an integer scalar", i)
		}
		out[i] = t.I[0]
		if t.E.Kind == UInt && out[i] < 0 {
			out[i] = 1 << 62 // huge: clamps to the upper bound
		}
	}
	return out, nil
}

func clampStarts(start, shape, sizes []int64) {
	for d := range start {
		start[d] = max(0, min(start[d], shape[d]-sizes[d]))
	}
}

func dynamicSlice(x *exec, op *core.Operation, args []Value, rt []core.Type) ([]Value, error) {
	a, ok := args[0].(*Tensor)
	if !ok {
		return nil, op.Errorf("operand must be a tensor")
	}
	start, err := scalarInts(op, args[1:])
	if err != nil {
		return nil, err
	}
	sizes, _, err := ints(op, "slice_sizes")
	if err != nil {
		return nil, err
	}
	if len(start) != a.Rank() || len(sizes) != a.Rank() {
		return nil, op.Errorf("expected %d start indices and slice sizes", a.Rank())
	}
	for d, s := range sizes {
		if s < 0 || s > a.Shape[d] {
			return nil, op.Errorf("slice size %d is out of range for dimension %d", s, d)
		}
	}
	out, err := shapedResult(op, rt, 0, sizes)
	if err != nil {
		return nil, err
	}
	clampStarts(start, a.Shape, sizes)
	return stridedCopy(op, a, out, start, nil)
}

func realDynamicSlice(x *exec, op *core.Operation, args []Value, rt []core.Type) ([]Value, error) {
	ts, err := tensors(op, args)
	if err != nil {
		return nil, err
	}
	if len(ts) != 4 || ts[1].I == nil || ts[2].I == nil || ts[3].I == nil {
		return nil, op.Errorf("expects operand, start, limit and strides")
	}
	a, s, l, st := ts[0], ts[1].I, ts[2].I, ts[3].I
	if len(s) != a.Rank() || len(l) != a.Rank() || len(st) != a.Rank() {
		return nil, op.Errorf("start, limit and strides must have one entry per dimension")
	}
	shape := make([]int64, a.Rank())
	for d := range shape {
		if st[d] < 1 {
			return nil, op.Errorf("strides must be positive")
		}
		shape[d] = max(0, (l[d]-s[d]+st[d]-1)/st[d])
	}
	out, err := shapedResult(op, rt, 0, shape)
	if err != nil {
		return nil, err
	}
	return stridedCopy(op, a, out, s, st)
}

func dynamicUpdateSlice(x *exec, op *core.Operation, args []Value, rt []core.Type) ([]Value, error) {
	a, ok1 := args[0].(*Tensor)
	u, ok2 := args[1].(*Tensor)
	if !ok1 || !ok2 {
		return nil, op.Errorf("operand and update must be tensors")
	}
	start, err := scalarInts(op, args[2:])
	if err != nil {
		return nil, err
	}
	if len(start) != a.Rank() || u.Rank() != a.Rank() {
		return nil, op.Errorf("expected %d start indices", a.Rank())
	}
	for d := range u.Shape {
		if u.Shape[d] > a.Shape[d] {
			return nil, op.Errorf("update is larger than the operand in dimension %d", d)
		}
	}
	clampStarts(start, a.Shape, u.Shape)
	out := a.Clone()
	ast := strides(a.Shape)
	base := linear(start, ast)
	err = forEachIndex(u.Shape, func(i int, idx []int64) error {
		out.copyElem(base+linear(idx, ast), u, i)
		return nil
	})
	return []Value{out}, err
}

func concatenateOp(x *exec, op *core.Operation, args []Value, rt []core.Type) ([]Value, error) {
	ts, err := tensors(op, args)
	if err != nil {
		return nil, err
	}
	dim, err := intAttr(op, "dimension", 0)
	if err != nil {
		return nil, err
	}
	out, err := result(op, rt, 0)
	if err != nil {
		return nil, err
	}
	if dim < 0 || int(dim) >= out.Rank() {
		return nil, op.Errorf("dimension %d is out of range", dim)
	}
	// Treat every tensor as [outer, dim*inner] blocks.
	inner := int64(1)
	for _, d := range out.Shape[dim+1:] {
		inner *= d
	}
	outer := int64(1)
	for _, d := range out.Shape[:dim] {
		outer *= d
	}
	total := int64(0)
	for _, t := range ts {
		if t.Rank() != out.Rank() {
			return nil, op.Errorf("operands must have the result's rank")
		}
		total += t.Shape[dim]
	}
	if total != out.Shape[dim] {
		return nil, op.Errorf("operand sizes along dimension %d do not add up to the result", dim)
	}
	row := out.Shape[dim] * inner
	off := int64(0)
	for _, t := range ts {
		blk := t.Shape[dim] * inner
		for o := int64(0); o < outer; o++ {
			for k := int64(0); k < blk; k++ {
				out.copyElem(int(o*row+off+k), t, int(o*blk+k))
			}
		}
		off += blk
	}
	return []Value{out}, nil
}

func padOp(x *exec, op *core.Operation, args []Value, rt []core.Type) ([]Value, error) {
	ts, err := tensors(op, args)
	if err != nil {
		return nil, err
	}
	a, pv := ts[0], ts[1]
	var lo, hi, in []int64
	if len(ts) == 5 { // dynamic_pad
		lo, hi, in = ts[2].I, ts[3].I, ts[4].I
	} else {
		if lo, _, err = ints(op, "edge_padding_low"); err != nil {
			return nil, err
		}
		if hi, _, err = ints(op, "edge_padding_high"); err != nil {
			return nil, err
		}
		if in, _, err = ints(op, "interior_padding"); err != nil {
			return nil, err
		}
	}
	r := a.Rank()
	if len(lo) != r || len(hi) != r || len(in) != r || pv.Len() != 1 {
		return nil, op.Errorf("padding attributes must have one entry per dimension")
	}
	shape := make([]int64, r)
	for d := range shape {
		if in[d] < 0 {
			return nil, op.Errorf("interior padding must be non-negative")
		}
		n := a.Shape[d]
		if n > 0 {
			n += (n - 1) * in[d]
		}
		shape[d] = lo[d] + n + hi[d]
		if shape[d] < 0 {
			return nil, op.Errorf("padding removes more than the dimension holds")
		}
	}
	out, err := shapedResult(op, rt, 0, shape)
	if err != nil {
		return nil, err
	}
	for i := 0; i < out.Len(); i++ {
		out.copyElem(i, pv, 0)
	}
	ost := strides(out.Shape)
	oi := make([]int64, r)
	err = forEachIndex(a.Shape, func(i int, idx []int64) error {
		for d, v := range idx {
			oi[d] = lo[d] + v*(in[d]+1)
			if oi[d] < 0 || oi[d] >= out.Shape[d] {
				return nil
			}
		}
		out.copyElem(linear(oi, ost), a, i)
		return nil
	})
	return []Value{out}, err
}

func reverseOp(x *exec, op *core.Operation, args []Value, rt []core.Type) ([]Value, error) {
	a, ok := args[0].(*Tensor)
	if !ok {
		return nil, op.Errorf("operand must be a tensor")
	}
	dims, _, err := ints(op, "dimensions")
	if err != nil {
		return nil, err
	}
	for _, d := range dims {
		if d < 0 || int(d) >= a.Rank() {
			return nil, op.Errorf("dimension %d is out of range", d)
		}
	}
	out := a.Clone()
	ast := strides(a.Shape)
	src := make([]int64, a.Rank())
	err = forEachIndex(a.Shape, func(i int, idx []int64) error {
		copy(src, idx)
		for _, d := range dims {
			src[d] = a.Shape[d] - 1 - idx[d]
		}
		out.copyElem(i, a, linear(src, ast))
		return nil
	})
	return []Value{out}, err
}
