package interp

import (
	"fmt"
	"math"
	"slices"
	"strings"

	"ncc/core"
	"ncc/numerics"
)

// The check dialect's ops (dialects/check) and the custom_call spellings
// JAX-generated tests use. A failing check is an error located at the op.

func init() {
	register(expectEq, "check.expect_eq", "check.expect_eq_const")
	register(expectAlmostEq, "check.expect_almost_eq", "check.expect_almost_eq_const")
	register(expectClose, "check.expect_close")
	register(expectSerializedEq, "check.expect_serialized_eq")
	register(customCall, "stablehlo.custom_call")
}

// checkOperands returns the actual tensor and the expected one, from the
// second operand or the "value" attribute.
func checkOperands(op *core.Operation, args []Value) (*Tensor, *Tensor, error) {
	ts, err := tensors(op, args)
	if err != nil {
		return nil, nil, err
	}
	var want *Tensor
	switch {
	case len(ts) == 2:
		want = ts[1]
	case len(ts) == 1:
		d, ok := op.Attr("value").(*core.DenseAttr)
		if !ok {
			return nil, nil, op.Errorf("expected a dense 'value' attribute")
		}
		if want, err = FromDense(d); err != nil {
			return nil, nil, op.Errorf("%v", err)
		}
	default:
		return nil, nil, op.Errorf("expected one or two operands")
	}
	got := ts[0]
	if !slices.Equal(got.Shape, want.Shape) || got.E.Kind != want.E.Kind || got.E.Bits != want.E.Bits {
		return nil, nil, op.Errorf("check failed: type mismatch: %s (actual) vs %s (expected)", got.Type.Key(), want.Type.Key())
	}
	return got, want, nil
}

func expectEq(x *exec, op *core.Operation, args []Value, rt []core.Type) ([]Value, error) {
	got, want, err := checkOperands(op, args)
	if err != nil {
		return nil, err
	}
	if i := firstMismatch(got, want, 0, false); i >= 0 {
		return nil, mismatch(op, got, want, i)
	}
	return nil, nil
}

func expectAlmostEq(x *exec, op *core.Operation, args []Value, rt []core.Type) ([]Value, error) {
	got, want, err := checkOperands(op, args)
	if err != nil {
		return nil, err
	}
	tol, err := floatAttr(op, "tolerance", 1e-4)
	if err != nil {
		return nil, err
	}
	if i := firstMismatch(got, want, tol, true); i >= 0 {
		return nil, mismatch(op, got, want, i)
	}
	return nil, nil
}

// firstMismatch returns the first index where got and want differ, or -1.
// Exact comparison treats NaNs as equal to each other; approximate
// comparison also accepts |got-want| <= tol for finite values of one sign.
func firstMismatch(got, want *Tensor, tol float64, approx bool) int {
	for i := 0; i < got.Len(); i++ {
		switch {
		case got.I != nil:
			if got.I[i] != want.I[i] {
				return i
			}
		case got.F != nil:
			if !floatEq(got.F[i], want.F[i], tol, approx) {
				return i
			}
		default:
			if !floatEq(real(got.C[i]), real(want.C[i]), tol, approx) ||
				!floatEq(imag(got.C[i]), imag(want.C[i]), tol, approx) {
				return i
			}
		}
	}
	return -1
}

// floatEq follows the reference interpreter's areApproximatelyEqual.
func floatEq(a, b, tol float64, approx bool) bool {
	if math.IsNaN(a) || math.IsNaN(b) {
		return math.IsNaN(a) && math.IsNaN(b)
	}
	if a == b {
		return true
	}
	if !approx || math.IsInf(a, 0) || math.IsInf(b, 0) {
		return false
	}
	if a != 0 && b != 0 && math.Signbit(a) != math.Signbit(b) {
		return false
	}
	return math.Abs(a-b) <= tol
}

func mismatch(op *core.Operation, got, want *Tensor, i int) error {
	idx := make([]int64, got.Rank())
	st := strides(got.Shape)
	r := int64(i)
	for d := range idx {
		idx[d] = r / st[d]
		r %= st[d]
	}
	return op.Errorf("check failed: element values don't match: %s (actual) vs %s (expected) at index %v",
		elemString(got, i), elemString(want, i), idx)
}

// expectClose checks min_ulp <= ulp_difference(actual, expected) <= max_ulp.
func expectClose(x *exec, op *core.Operation, args []Value, rt []core.Type) ([]Value, error) {
	got, want, err := checkOperands(op, args)
	if err != nil {
		return nil, err
	}
	maxU, err := intAttr(op, "max_ulp_difference", 1)
	if err != nil {
		return nil, err
	}
	minU, err := intAttr(op, "min_ulp_difference", 0)
	if err != nil {
		return nil, err
	}
	f := got.E.Fmt
	if f == nil {
		return nil, op.Errorf("expect_close needs floating-point or complex operands")
	}
	var msgs []string
	for i := 0; i < got.Len(); i++ {
		var d uint64
		if got.F != nil {
			d = ulpDiff(f, got.F[i], want.F[i])
		} else {
			d = max(ulpDiff(f, real(got.C[i]), real(want.C[i])), ulpDiff(f, imag(got.C[i]), imag(want.C[i])))
		}
		if d > uint64(maxU) || d < uint64(minU) {
			msgs = append(msgs, fmt.Sprintf("index %d: actual=%s, expected=%s, ULP difference=%d",
				i, elemString(got, i), elemString(want, i), d))
		}
	}
	if len(msgs) > 0 {
		return nil, op.Errorf("check failed: elements not within ULP difference [%d, %d]:\n  %s", minU, maxU, strings.Join(msgs, "\n  "))
	}
	return nil, nil
}

// ulpDiff counts the representable values between a and b (the reference
// interpreter's ULPDifference): subnormals count as one step to the
// smallest normal, and non-finite values are 0 apart only when both are
// NaN or bitwise equal.
func ulpDiff(f *numerics.Format, a, b float64) uint64 {
	ba, bb := f.FromFloat64(a), f.FromFloat64(b)
	if math.IsNaN(a) && math.IsNaN(b) {
		return 0
	}
	z := f.SmallestNormal() - 1
	ua, ub := f.Abs(ba), f.Abs(bb)
	fin := f.IsFinite(ba) && f.IsFinite(bb)
	if fin {
		adj := func(u uint64) uint64 {
			if z < u {
				return u - z
			}
			if 2*u < z {
				return 0
			}
			return 1
		}
		ua, ub = adj(ua), adj(ub)
		if f.SignBit(ba) != f.SignBit(bb) {
			if ua > math.MaxUint64-ub {
				return math.MaxUint64
			}
			return ua + ub
		}
	} else if ba == bb {
		return 0
	} else if f.SignBit(ba) != f.SignBit(bb) {
		return math.MaxUint64
	}
	if ua > ub {
		return ua - ub
	}
	return ub - ua
}

// customCall handles the check custom calls of JAX-generated tests:
// @check.expect_eq, @check.expect_almost_eq, @check.expect_close and
// @check.eq (which returns a boolean scalar instead of failing alone), and
// the sharding and placement annotations (annotate.go).
func customCall(x *exec, op *core.Operation, args []Value, rt []core.Type) ([]Value, error) {
	target := ""
	switch a := op.Attr("call_target_name").(type) {
	case *core.StringAttr:
		target = a.Value
	case *core.SymbolRefAttr:
		target = a.Root
	}
	switch target {
	case "check.expect_eq":
		_, err := expectEq(x, op, args, rt)
		return boolResults(op, rt, err == nil), err
	case "check.expect_almost_eq":
		_, err := expectAlmostEq(x, op, args, rt)
		return boolResults(op, rt, err == nil), err
	case "check.expect_close":
		_, err := expectClose(x, op, args, rt)
		return boolResults(op, rt, err == nil), err
	case "check.eq":
		got, want, err := checkOperands(op, args)
		if err != nil {
			return nil, err
		}
		approx := got.I == nil
		if i := firstMismatch(got, want, 1e-4, approx); i >= 0 {
			return nil, mismatch(op, got, want, i)
		}
		return boolResults(op, rt, true), nil
	}
	if _, ok := annotations[target]; ok {
		return annotation(op, target, args)
	}
	return nil, op.Errorf("interpreter does not support custom call '%s'", target)
}

// boolResults fills every result (normally one tensor<i1>) with ok.
func boolResults(op *core.Operation, rt []core.Type, ok bool) []Value {
	out := make([]Value, len(rt))
	for i := range rt {
		t, err := result(op, rt, i)
		if err != nil || t.I == nil {
			out[i] = &Token{}
			continue
		}
		for k := range t.I {
			t.I[k] = b2i(ok)
		}
		out[i] = t
	}
	return out
}
