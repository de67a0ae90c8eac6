package interp

import (
	"slices"
	"strconv"
	"strings"

	"ncc/core"
)

// The tensor dialect ops (dialects/tensor) that exported StableHLO
// programs carry next to their stablehlo ops. Their scalar operands and
// results (tensor.extract's element, the indices, tensor.dim's size) are
// rank-0 tensors, like every scalar in the interpreter (see the package
// doc). Where MLIR leaves behavior undefined (an index out of bounds, a
// cast to a shape the value does not have), the interpreter reports an
// error at the op.

func init() {
	register(tensorExtract, "tensor.extract")
	register(tensorInsert, "tensor.insert")
	register(tensorFromElements, "tensor.from_elements")
	register(tensorEmpty, "tensor.empty")
	register(tensorCast, "tensor.cast")
	register(tensorDim, "tensor.dim")
}

// scalarArg returns operand i, which must be a scalar (a rank-0 tensor).
func scalarArg(op *core.Operation, args []Value, i int) (*Tensor, error) {
	t, ok := args[i].(*Tensor)
	if !ok || t.Rank() != 0 {
		return nil, op.Errorf("operand #%d must be a scalar", i)
	}
	return t, nil
}

// indexArgs reads operands from..len(args)-1 as integer scalars (index
// values).
func indexArgs(op *core.Operation, args []Value, from int) ([]int64, error) {
	idx := make([]int64, len(args)-from)
	for k := range idx {
		s, err := scalarArg(op, args, from+k)
		if err != nil {
			return nil, err
		}
		if !s.E.IsInt() {
			return nil, op.Errorf("operand #%d must be an index", from+k)
		}
		idx[k] = s.I[0]
	}
	return idx, nil
}

// scalarResult allocates a zero scalar of type typ.
func scalarResult(op *core.Operation, typ core.Type) (*Tensor, error) {
	t, err := NewTensor(core.RankedTensor(op.Context(), nil, typ, nil))
	if err != nil {
		return nil, op.Errorf("%v", err)
	}
	return t, nil
}

// elementOffset returns the row-major position of idx in t, or an error
// when idx does not address an element of t.
func elementOffset(op *core.Operation, t *Tensor, idx []int64) (int, error) {
	if len(idx) != t.Rank() {
		return 0, op.Errorf("expected %d indices for %s, got %d", t.Rank(), core.TypeString(t.Type), len(idx))
	}
	off := int64(0)
	for d, i := range idx {
		if i < 0 || i >= t.Shape[d] {
			return 0, op.Errorf("index %s is out of bounds for %s", indexString(idx), core.TypeString(t.Type))
		}
		off = off*t.Shape[d] + i
	}
	return int(off), nil
}

// indexString prints idx as MLIR prints a list: [0, 3].
func indexString(idx []int64) string {
	s := make([]string, len(idx))
	for i, v := range idx {
		s[i] = strconv.FormatInt(v, 10)
	}
	return "[" + strings.Join(s, ", ") + "]"
}

// sameStorage reports whether element values of a fit b's storage as they
// are (same kind and width).
func sameStorage(a, b *Tensor) bool { return a.E.Kind == b.E.Kind && a.E.Bits == b.E.Bits }

// tensorExtract is tensor.extract: the element of a tensor at the index
// operands, as a scalar.
func tensorExtract(x *exec, op *core.Operation, args []Value, rt []core.Type) ([]Value, error) {
	if len(args) == 0 {
		return nil, op.Errorf("expected a tensor operand")
	}
	ts, err := tensors(op, args[:1])
	if err != nil {
		return nil, err
	}
	idx, err := indexArgs(op, args, 1)
	if err != nil {
		return nil, err
	}
	off, err := elementOffset(op, ts[0], idx)
	if err != nil {
		return nil, err
	}
	return []Value{scalarOf(op.Context(), ts[0], off)}, nil
}

// tensorInsert is tensor.insert: a copy of dest with the scalar at the
// index operands (tensors are values: dest itself is unchanged).
func tensorInsert(x *exec, op *core.Operation, args []Value, rt []core.Type) ([]Value, error) {
	if len(args) < 2 {
		return nil, op.Errorf("expected a scalar and a tensor operand")
	}
	s, err := scalarArg(op, args, 0)
	if err != nil {
		return nil, err
	}
	dest, ok := args[1].(*Tensor)
	if !ok {
		return nil, op.Errorf("operand #1 must be a tensor")
	}
	idx, err := indexArgs(op, args, 2)
	if err != nil {
		return nil, err
	}
	off, err := elementOffset(op, dest, idx)
	if err != nil {
		return nil, err
	}
	if !sameStorage(s, dest) {
		return nil, op.Errorf("scalar must have the element type of the destination")
	}
	out := dest.Clone()
	out.copyElem(off, s, 0)
	return []Value{out}, nil
}

// tensorFromElements is tensor.from_elements: a static tensor of its
// scalar operands in row-major order.
func tensorFromElements(x *exec, op *core.Operation, args []Value, rt []core.Type) ([]Value, error) {
	out, err := result(op, rt, 0)
	if err != nil {
		return nil, err
	}
	if len(args) != out.Len() {
		return nil, op.Errorf("expected %d elements for %s, got %d", out.Len(), core.TypeString(out.Type), len(args))
	}
	for i := range args {
		s, err := scalarArg(op, args, i)
		if err != nil {
			return nil, err
		}
		if !sameStorage(s, out) {
			return nil, op.Errorf("operand #%d must have the result's element type", i)
		}
		out.copyElem(i, s, 0)
	}
	return []Value{out}, nil
}

// tensorEmpty is tensor.empty. Its contents are unspecified in MLIR; the
// interpreter fills it with zeros so that runs are deterministic. Dynamic
// dimensions take their sizes from the operands, in order.
func tensorEmpty(x *exec, op *core.Operation, args []Value, rt []core.Type) ([]Value, error) {
	tt, ok := rt[0].(*core.TensorType)
	if !ok {
		return nil, op.Errorf("expected a ranked tensor result type")
	}
	sizes, err := indexArgs(op, args, 0)
	if err != nil {
		return nil, err
	}
	if n := numDynamic(tt.Dims); n != len(sizes) {
		return nil, op.Errorf("expected %d dynamic sizes, got %d", n, len(sizes))
	}
	shape := slices.Clone(tt.Dims)
	for d := range shape {
		if shape[d] != core.Dynamic {
			continue
		}
		if sizes[0] < 0 {
			return nil, op.Errorf("dynamic size %d is negative", sizes[0])
		}
		shape[d], sizes = sizes[0], sizes[1:]
	}
	out, err := shapedResult(op, rt, 0, shape)
	if err != nil {
		return nil, err
	}
	return []Value{out}, nil
}

func numDynamic(dims []int64) int {
	n := 0
	for _, d := range dims {
		if d == core.Dynamic {
			n++
		}
	}
	return n
}

// tensorCast is tensor.cast. The value keeps its runtime shape: a cast to
// a type with dynamic dimensions (or an unranked one) returns the operand
// unchanged, a cast to a static type re-types it. A static dimension the
// value does not have is an error (undefined behavior in MLIR).
func tensorCast(x *exec, op *core.Operation, args []Value, rt []core.Type) ([]Value, error) {
	if len(args) != 1 {
		return nil, op.Errorf("expected one operand")
	}
	ts, err := tensors(op, args)
	if err != nil {
		return nil, err
	}
	t := ts[0]
	tt, ok := rt[0].(*core.TensorType)
	if !ok {
		return []Value{t}, nil
	}
	fits := len(tt.Dims) == t.Rank()
	for d := 0; fits && d < len(tt.Dims); d++ {
		fits = tt.Dims[d] == core.Dynamic || tt.Dims[d] == t.Shape[d]
	}
	if !fits {
		return nil, op.Errorf("cannot cast a value of type %s to %s", core.TypeString(t.Type), core.TypeString(tt))
	}
	if numDynamic(tt.Dims) > 0 || tt == t.Type {
		return []Value{t}, nil
	}
	return []Value{t.withType(tt)}, nil
}

// tensorDim is tensor.dim: the runtime size of one dimension, as an index.
func tensorDim(x *exec, op *core.Operation, args []Value, rt []core.Type) ([]Value, error) {
	if len(args) != 2 {
		return nil, op.Errorf("expected a tensor and an index operand")
	}
	ts, err := tensors(op, args[:1])
	if err != nil {
		return nil, err
	}
	idx, err := indexArgs(op, args, 1)
	if err != nil {
		return nil, err
	}
	t := ts[0]
	if d := idx[0]; d < 0 || d >= int64(t.Rank()) {
		return nil, op.Errorf("dimension index %d is out of range for a tensor of rank %d", d, t.Rank())
	}
	out, err := scalarResult(op, rt[0])
	if err != nil {
		return nil, err
	}
	if !out.E.IsInt() {
		return nil, op.Errorf("result must be an index")
	}
	out.I[0] = t.Shape[idx[0]]
	return []Value{out}, nil
}
