package stablehlo

import (
	"fmt"
	"strconv"
	"strings"

	"ncc/core"
	"ncc/dialects/ods"
)

// Shared verification helpers (hlo::verify* and Base.cpp in StableHLO).

// typeStr renders a type as MLIR's diagnostics do: in single quotes.
func typeStr(t core.Type) string { return "'" + ods.TypeString(t) + "'" }

func typesStr(ts []core.Type) string {
	s := make([]string, len(ts))
	for i, t := range ts {
		s[i] = typeStr(t)
	}
	return strings.Join(s, ", ")
}

// rankedTensor returns t as a ranked tensor, or nil.
func rankedTensor(t core.Type) *core.TensorType {
	tt, _ := t.(*core.TensorType)
	return tt
}

func shapeOf(v core.Value) []int64 {
	if tt := rankedTensor(v.Type()); tt != nil {
		return tt.Dims
	}
	return nil
}

func rankOf(v core.Value) int { return len(shapeOf(v)) }

func elemOf(t core.Type) core.Type { return core.ElementTypeOrSelf(t) }

func isDyn(d int64) bool { return d == core.Dynamic }

// boundsOf returns the bounds kept in a tensor's #stablehlo.bounds encoding.
func boundsOf(t core.Type) []int64 {
	if tt := rankedTensor(t); tt != nil {
		if te, ok := tt.Encoding.(*TypeExtensions); ok {
			return te.Bounds
		}
	}
	return nil
}

// dimsCompatible reports whether two dimension sizes may be equal.
func dimsCompatible(a, b int64) bool { return isDyn(a) || isDyn(b) || a == b }

func shapesCompatible(a, b []int64) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if !dimsCompatible(a[i], b[i]) {
			return false
		}
	}
	return true
}

// compatible is hlo::isCompatibleForHloTypeInference: equal element types
// and compatible shapes for tensors (encodings aside), equal tokens, and
// tuples of compatible types.
func compatible(a, b core.Type) bool {
	if a == b {
		return true
	}
	switch at := a.(type) {
	case *core.TensorType:
		bt, ok := b.(*core.TensorType)
		if !ok || !elemCompatible(at.Elem, bt.Elem) || !shapesCompatible(at.Dims, bt.Dims) {
			return false
		}
		return boundsCompatible(at, bt)
	case *core.TupleType:
		bt, ok := b.(*core.TupleType)
		if !ok || len(at.Types) != len(bt.Types) {
			return false
		}
		for i := range at.Types {
			if !compatible(at.Types[i], bt.Types[i]) {
				return false
			}
		}
		return true
	}
	return false
}

// boundsCompatible checks a static dimension against the other side's bound.
func boundsCompatible(a, b *core.TensorType) bool {
	check := func(x, y *core.TensorType) bool {
		bounds := boundsOf(y)
		if len(bounds) != len(y.Dims) {
			return true
		}
		for i, d := range x.Dims {
			if !isDyn(d) && isDyn(y.Dims[i]) && !isDyn(bounds[i]) && d > bounds[i] {
				return false
			}
		}
		return true
	}
	return check(a, b) && check(b, a)
}

func allCompatible(ts []core.Type) bool {
	for i := 1; i < len(ts); i++ {
		if !compatible(ts[0], ts[i]) {
			return false
		}
	}
	return true
}

// verifyCompatibleOperandsAndResultType is HLO_CompatibleOperandsAndResultType.
func verifyCompatibleOperandsAndResultType(op *core.Operation) error {
	ts := append(op.OperandTypes(), op.ResultTypes()...)
	if !allCompatible(ts) {
		return op.Errorf("requires compatible types for all operands and results")
	}
	return nil
}

// verifyCompatibleElementTypes is HLO_CompatibleOperandsAndResultElementType.
func verifyCompatibleElementTypes(op *core.Operation) error {
	ts := append(op.OperandTypes(), op.ResultTypes()...)
	for i := 1; i < len(ts); i++ {
		if !elemCompatible(elemOf(ts[i]), elemOf(ts[0])) {
			return op.Errorf("requires compatible element types for all operands and results")
		}
	}
	return nil
}

// mostSpecific is hlo::inferMostSpecificType: per dimension, a static size
// wins over a dynamic one.
func mostSpecific(ctx *core.Context, ts []core.Type) core.Type {
	if len(ts) == 0 {
		return nil
	}
	first, ok := ts[0].(*core.TensorType)
	if !ok {
		return ts[0]
	}
	dims := append([]int64(nil), first.Dims...)
	enc := first.Encoding
	for _, t := range ts[1:] {
		tt, ok := t.(*core.TensorType)
		if !ok || len(tt.Dims) != len(dims) {
			return ts[0]
		}
		for i, d := range tt.Dims {
			if isDyn(dims[i]) && !isDyn(d) {
				dims[i] = d
			}
		}
		if enc == nil {
			enc = tt.Encoding
		}
	}
	if te, ok := enc.(*TypeExtensions); ok {
		// Bounds only apply to the dimensions still dynamic.
		bounds := make([]int64, len(dims))
		any := false
		for i := range dims {
			bounds[i] = core.Dynamic
			if i < len(te.Bounds) && isDyn(dims[i]) {
				bounds[i] = te.Bounds[i]
				any = any || !isDyn(bounds[i])
			}
		}
		enc = nil
		if any {
			enc = NewTypeExtensions(ctx, bounds)
		}
	}
	return core.RankedTensor(ctx, dims, first.Elem, enc)
}

// stateOf rebuilds an OpState view of op for InferTypes.
func stateOf(op *core.Operation) *core.OpState {
	return &core.OpState{Ctx: op.Context(), Name: op.OpName(), Loc: op.Loc(), Operands: op.Operands(),
		Props: op.Props(), Attrs: op.Attrs(), Regions: op.Regions()}
}

// asOpError turns an inference error into the op's diagnostic.
func asOpError(op *core.Operation, err error) error {
	if d, ok := err.(*core.Diagnostic); ok {
		d.Loc = op.Loc()
		d.Op = op
		return d
	}
	return op.Errorf("%s", err.Error())
}

// inferErr reports an inference failure for op named by st.
func inferErr(st *core.OpState, format string, args ...any) error {
	return core.Errorf(st.Loc, "'%s' op %s", st.Name.Name, fmt.Sprintf(format, args...))
}

// i64sAttr reads an integer list attribute in either representation
// (array<i64> or dense i64 elements).
func i64sAttr(a core.Attribute) ([]int64, bool) {
	switch a := a.(type) {
	case *core.DenseArrayAttr:
		if ods.IsDenseArrayOf(a, 64) {
			return ods.I64s(a), true
		}
	case *core.DenseAttr:
		if _, ok := a.Type.ElementType().(*core.IntType); ok {
			return ods.DenseInts(a), true
		}
	}
	return nil, false
}

func intAttr(a core.Attribute) (int64, bool) {
	ia, ok := a.(*core.IntegerAttr)
	if !ok {
		return 0, false
	}
	return ia.Val, true
}

// boolAttr reads a bool attribute; a unit attribute counts as true.
func boolAttr(a core.Attribute) bool {
	if _, ok := a.(*core.UnitAttr); ok {
		return true
	}
	ia, ok := a.(*core.IntegerAttr)
	return ok && ia.Val != 0
}

func intsStr(vs []int64) string {
	s := make([]string, len(vs))
	for i, v := range vs {
		s[i] = strconv.FormatInt(v, 10)
	}
	return strings.Join(s, ", ")
}

// dimStr renders a dimension size, '?' when dynamic.
func dimStr(d int64) string {
	if isDyn(d) {
		return "?"
	}
	return strconv.FormatInt(d, 10)
}

// hasDuplicates reports whether vs repeats a value.
func hasDuplicates(vs []int64) bool {
	seen := map[int64]bool{}
	for _, v := range vs {
		if seen[v] {
			return true
		}
		seen[v] = true
	}
	return false
}

func inRange(vs []int64, n int) bool {
	for _, v := range vs {
		if v < 0 || v >= int64(n) {
			return false
		}
	}
	return true
}

// leastSpecific is hlo::inferLeastSpecificType: per dimension, a dynamic
// size wins over a static one, with the larger bound; tuples elementwise.
func leastSpecific(st *core.OpState, ts []core.Type) (core.Type, error) {
	if tup, ok := ts[0].(*core.TupleType); ok {
		parts := make([]core.Type, len(tup.Types))
		for _, t := range ts {
			tt, ok := t.(*core.TupleType)
			if !ok {
				return nil, inferErr(st, "Mismatched type kinds: either all types must be tuples, or no types must be tuples")
			}
			if len(tt.Types) != len(parts) {
				return nil, inferErr(st, "Mismatched tuple sizes: all tuple sizes must be the same")
			}
		}
		for i := range parts {
			elems := make([]core.Type, len(ts))
			for j, t := range ts {
				elems[j] = t.(*core.TupleType).Types[i]
			}
			p, err := leastSpecific(st, elems)
			if err != nil {
				return nil, err
			}
			parts[i] = p
		}
		return core.Tuple(st.Ctx, parts), nil
	}
	first := rankedTensor(ts[0])
	if first == nil {
		return ts[0], nil
	}
	dims := append([]int64(nil), first.Dims...)
	bounds := make([]int64, len(dims))
	for i := range bounds {
		bounds[i] = core.Dynamic
	}
	anyBounds := false
	if b := boundsOf(first); len(b) == len(dims) {
		copy(bounds, b)
		anyBounds = true
	}
	for _, t := range ts[1:] {
		tt := rankedTensor(t)
		if tt == nil {
			return t, nil
		}
		if len(tt.Dims) != len(dims) {
			return nil, inferErr(st, "Mismatched ranks of types%d vs %d", len(first.Dims), len(tt.Dims))
		}
		tb := boundsOf(tt)
		for d := range dims {
			rb := core.Dynamic
			if len(tb) == len(dims) {
				rb = tb[d]
			}
			l, r, lb := dims[d], tt.Dims[d], bounds[d]
			size, bound := core.Dynamic, core.Dynamic
			switch {
			case !isDyn(l) && !isDyn(r):
				if l != r {
					return nil, inferErr(st, "Mismatched dimension sizes %d and %d in dimension %d", l, r, d)
				}
				size = l
			case !isDyn(l) || !isDyn(r):
				if !isDyn(lb) || !isDyn(rb) {
					if !isDyn(l) {
						bound = max(l, rb)
					} else {
						bound = max(r, lb)
					}
				}
			case !isDyn(lb) && !isDyn(rb):
				bound = max(lb, rb)
			}
			dims[d], bounds[d] = size, bound
		}
	}
	return core.RankedTensor(st.Ctx, dims, first.Elem, boundsToEncoding(st.Ctx, first.Encoding, anyBounds, bounds)), nil
}

// boundsToEncoding is hlo::boundsToEncoding: the prototype encoding when
// the inputs had no bounds, none when every bound is dynamic.
func boundsToEncoding(c *core.Context, prototype core.Attribute, haveBounds bool, bounds []int64) core.Attribute {
	if !haveBounds {
		return prototype
	}
	for _, b := range bounds {
		if !isDyn(b) {
			return NewTypeExtensions(c, bounds)
		}
	}
	return nil
}

// elemTraitReturnTypes is compatibleReturnTypes for ops whose element
// types (and, for pairwise ones, result count) a trait checks before
// StableHLO infers result types: a result whose element type differs is
// left to that trait, which the op's Verify hook plays here, so that its
// message, not inference's, is reported.
func elemTraitReturnTypes(inferred, actual []core.Type) bool {
	if len(inferred) != len(actual) {
		return true
	}
	for i := range actual {
		if elemOf(inferred[i]) == elemOf(actual[i]) && !compatible(inferred[i], actual[i]) {
			return false
		}
	}
	return true
}

// StableHLO checks an op's inferred result types where MLIR's
// InferTypeOpInterface verifier runs (verifyWithRegions): after the op's
// verify() and after the ops in its regions. core checks an InferTypes
// hook on entry, before Verify, so the ops whose verifier must come first
// have no InferTypes hook; their checker returns the inferred types (nil
// when they cannot be inferred) and runs twice: as Verify (verifyFirst)
// and, comparing the types, as VerifyRegions (inferAfter).

// verifyFirst is the Verify hook of such an op.
func verifyFirst(check func(*core.Operation) ([]core.Type, error)) func(*core.Operation) error {
	return func(op *core.Operation) error {
		_, err := check(op)
		return err
	}
}

// inferAfter is its VerifyRegions hook, with MLIR's two errors.
func inferAfter(check func(*core.Operation) ([]core.Type, error)) func(*core.Operation) error {
	return func(op *core.Operation) error {
		want, err := check(op)
		if err != nil || want == nil || strictReturnTypes(want, op.ResultTypes()) {
			return err
		}
		return core.Diagnostics{
			core.Errorf(op.Loc(), "'%s' op inferred type(s) %s are incompatible with return type(s) of operation %s",
				op.Name(), typesStr(want), typesStr(op.ResultTypes())),
			op.Errorf("failed to infer returned types"),
		}
	}
}
