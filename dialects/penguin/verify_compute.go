package penguin

import (
	"fmt"
	"math"

	"ncc/core"
	"ncc/dialects/ods"
	"ncc/numerics/pwp"
)

func verifyActivation(op *core.Operation) error {
	in, res := tileOf(op.Operand(0)), tileOf(op.Result(0))
	if in == nil || res == nil {
		return nil
	}
	if !sameDims(in.Dims, res.Dims) {
		return op.Errorf("maps %s to %s; the shapes must match", dimsString(in.Dims), dimsString(res.Dims))
	}
	p := in.Dims[0]
	if op.NumOperands() > 1 {
		if b := tileOf(op.Operand(1)); !b.IsColumn() || b.Dims[0] != p {
			return op.Errorf("bias must be a [%d, 1] column, got %s", p, b)
		}
		if op.Attr("bias_value") != nil {
			return op.Errorf("has both a bias tile and a bias value")
		}
	}
	f, _ := op.Attr("func").(*ActAttr)
	if f != nil {
		switch alpha := op.Attr("alpha") != nil; {
		case f.Func == pwp.PRelu && !alpha:
			return op.Errorf("prelu needs alpha, its slope below zero")
		case f.Func != pwp.PRelu && alpha:
			return op.Errorf("alpha is prelu's; %s takes none", f.Func)
		}
	}
	if op.NumResults() > 1 {
		r := tileOf(op.Result(1))
		if !r.IsColumn() || r.Dims[0] != p || !isFloatElem(r.Elem) {
			return op.Errorf("the reduce result must be a float [%d, 1] tile, got %s", p, r)
		}
	}
	return nil
}

func isFloatElem(t core.Type) bool { _, ok := t.(*core.FloatType); return ok }

func verifyReduce(op *core.Operation) error {
	in, res := tileOf(op.Operand(0)), tileOf(op.Result(0))
	if in == nil || res == nil {
		return nil
	}
	if !res.IsColumn() || res.Dims[0] != in.Dims[0] {
		return op.Errorf("reduces %s to a [%d, 1] column, not %s", in, in.Dims[0], dimsString(res.Dims))
	}
	return nil
}

func verifyBroadcast(op *core.Operation) error {
	in, res := tileOf(op.Operand(0)), tileOf(op.Result(0))
	if in == nil || res == nil {
		return nil
	}
	if in.Elem != res.Elem {
		return op.Errorf("keeps the element type: %s, not %s", typeKey(in.Elem), typeKey(res.Elem))
	}
	switch {
	case in.Dims[0] == 1 && sameDims(in.FreeShape(), res.FreeShape()):
		return nil // [1, F] to [P, F]
	case in.IsColumn() && in.Dims[0] == res.Dims[0]:
		return nil // [P, 1] to [P, F]
	}
	return op.Errorf("broadcasts [1, F] to [P, F] or [P, 1] to [P, F]; got %s -> %s", dimsString(in.Dims), dimsString(res.Dims))
}

func verifyIota(op *core.Operation) error {
	res := tileOf(op.Result(0))
	c, ok := op.Attr("coeffs").(*core.DenseArrayAttr)
	if res == nil || !ok {
		return nil
	}
	if c.N != res.Rank() {
		return op.Errorf("has %d coefficients; the tile has %d dimensions", c.N, res.Rank())
	}
	return nil
}

func verifySelect(op *core.Operation) error {
	pred, res := tileOf(op.Operand(0)), tileOf(op.Result(0))
	if pred == nil || res == nil {
		return nil
	}
	if !sameDims(pred.Dims, res.Dims) {
		return op.Errorf("the predicate %s has another shape than the result %s", dimsString(pred.Dims), dimsString(res.Dims))
	}
	return nil
}

func verifyCopy(op *core.Operation) error {
	in, res := tileOf(op.Operand(0)), tileOf(op.Result(0))
	if in == nil || res == nil {
		return nil
	}
	if !sameDims(in.Dims, res.Dims) {
		return op.Errorf("copies %s into %s; the shapes must match", dimsString(in.Dims), dimsString(res.Dims))
	}
	return nil
}

// intRange is the range of values integer element type t holds.
func intRange(t *core.IntType) (lo, hi int64) {
	switch {
	case t.Width == 1:
		return 0, 1
	case t.Sign == core.Unsigned:
		return 0, 1<<t.Width - 1
	}
	return -1 << (t.Width - 1), 1<<(t.Width-1) - 1
}

// splatValue is a constant's value attribute for element type elem: f32
// for floats, i64 for integers (exact and within elem's range).
func splatValue(c *core.Context, elem core.Type, v float64) (core.Attribute, error) {
	switch t := elem.(type) {
	case *core.FloatType:
		return f32Attr(c, float32(v)), nil
	case *core.IntType:
		lo, hi := intRange(t)
		if v != math.Trunc(v) || v < float64(lo) || v > float64(hi) {
			return nil, fmt.Errorf("%v is not a value of %s", v, t.Key())
		}
		return core.Int(c, core.IntegerType(c, 64), int64(v)), nil
	}
	return nil, fmt.Errorf("no constant of element type %s", typeKey(elem))
}

func f32Attr(c *core.Context, v float32) *core.FloatAttr {
	return core.FloatBits(c, core.F32(c), uint64(math.Float32bits(v)))
}

func verifyConstant(op *core.Operation) error {
	res := tileOf(op.Result(0))
	if res == nil {
		return nil
	}
	a := op.Attr("value")
	switch t := res.Elem.(type) {
	case *core.FloatType:
		if f, ok := a.(*core.FloatAttr); !ok || f.Type.Name != "f32" {
			return op.Errorf("value must be an f32 attribute for a tile of %s, got %s", t.Key(), core.AttrString(a))
		}
	case *core.IntType:
		i, ok := a.(*core.IntegerAttr)
		if !ok || attrType(i) != core.IntegerType(op.Context(), 64) {
			return op.Errorf("value must be an i64 attribute for a tile of %s, got %s", t.Key(), core.AttrString(a))
		}
		if lo, hi := intRange(t); i.Val < lo || i.Val > hi {
			return op.Errorf("value %d is not a value of %s", i.Val, t.Key())
		}
	}
	return nil
}

func verifyExtractScalar(op *core.Operation) error {
	t := tileOf(op.Operand(0))
	pa, ok := op.Attr("position").(*core.DenseArrayAttr)
	if t == nil || !ok {
		return nil
	}
	if !IsIntElem(t.Elem) {
		return op.Errorf("reads an index from an integer tile, not %s", t)
	}
	pos := ods.I64s(pa)
	if len(pos) != t.Rank() {
		return op.Errorf("position has %d entries; the tile has %d dimensions", len(pos), t.Rank())
	}
	for i, x := range pos {
		if x < 0 || x >= t.Dims[i] {
			return op.Errorf("position %s is outside the tile's shape %s", ods.FormatInts(pos), dimsString(t.Dims))
		}
	}
	return nil
}
