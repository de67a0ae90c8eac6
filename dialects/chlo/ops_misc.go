package chlo

import (
	"fmt"

	"ncc/core"
	"ncc/dialects/ods"
)

var elementsAttrC = core.AttrConstraint{Summary: "constant vector/tensor attribute",
	Check: func(a core.Attribute) bool { _, ok := a.(core.ElementsAttr); return ok }}

// Constants, top_k and ragged_dot.
var (
	Constant = &core.OpDef{
		Name:    "chlo.constant",
		Summary: "Constant operator",
		Attrs:   []core.AttrDef{{Name: "value", Constraint: elementsAttrC}},
		Results: []core.ValueDef{{Name: "output", Type: staticTensor}},
		Traits:  core.Pure | core.ConstantLike,
		Format:  "attr-dict $value",
		InferTypes: func(st *core.OpState) ([]core.Type, error) {
			v, ok := st.Attr("value").(core.ElementsAttr)
			if !ok {
				return nil, fmt.Errorf("expected an elements attribute as value")
			}
			return []core.Type{v.AttrType()}, nil
		},
		Fold: func(op *core.Operation, _ []core.Attribute) []core.FoldResult {
			return []core.FoldResult{{Attr: op.Attr("value")}}
		},
	}
	ConstantLike = &core.OpDef{
		Name:     "chlo.constant_like",
		Summary:  "Constant like operator",
		Operands: []core.ValueDef{{Name: "operand", Type: anyTensor}},
		Attrs:    []core.AttrDef{{Name: "value", Constraint: ods.TypedAttr}},
		Results:  []core.ValueDef{{Name: "result", Type: anyTensor}},
		Traits:   core.Pure | core.SameOperandsAndResultShape,
		InferTypes: func(st *core.OpState) ([]core.Type, error) {
			v, ok := st.Attr("value").(core.TypedAttr)
			if !ok {
				return nil, fmt.Errorf("expected a typed attribute as value")
			}
			return []core.Type{withElem(st.Ctx, st.Operands[0].Type(), v.AttrType())}, nil
		},
		CompatibleReturnTypes: compatibleAll,
		Verify: func(op *core.Operation) error {
			if op.Attr("value").(core.TypedAttr).AttrType() != elemOf(op.Result(0).Type()) {
				return op.Errorf("value's type doesn't match element return type")
			}
			return nil
		},
		Fold: foldConstantLike,
	}
	TopK = &core.OpDef{
		Name:     "chlo.top_k",
		Summary:  "Finds values and indices of the `k` largest elements for the last dimension",
		Operands: []core.ValueDef{{Name: "operand", Type: anyTensor}},
		Attrs:    []core.AttrDef{{Name: "k", Constraint: ods.I64Attr}},
		Results: []core.ValueDef{
			{Name: "values", Type: anyTensor},
			{Name: "indices", Type: anyTensor},
		},
		Traits:                core.Pure,
		Format:                "`(` $operand `,` `k` `=` $k `)` attr-dict `:` type($operand) `->` `(` type($values) `,` type($indices) `)`",
		InferTypes:            inferTopK,
		CompatibleReturnTypes: compatibleAll,
		AsmResultNames:        func(*core.Operation) []string { return []string{"values", "indices"} },
	}
	RaggedDot = &core.OpDef{
		Name:    "chlo.ragged_dot",
		Summary: "Computes a matmul over a single ragged dimension",
		Operands: []core.ValueDef{
			{Name: "lhs", Type: anyTensor},
			{Name: "rhs", Type: anyTensor},
			{Name: "group_sizes", Type: anyInt},
		},
		Attrs: []core.AttrDef{
			{Name: "ragged_dot_dimension_numbers", Constraint: raggedDotC},
			{Name: "precision_config", Constraint: precisionConfigC, Optional: true},
		},
		Results:               []core.ValueDef{{Name: "result", Type: anyTensor}},
		Traits:                core.Pure,
		InferTypes:            inferRaggedDot,
		CompatibleReturnTypes: compatibleAll,
	}
)

// foldConstantLike folds a constant_like of static shape to a splat.
func foldConstantLike(op *core.Operation, _ []core.Attribute) []core.FoldResult {
	t, ok := op.Result(0).Type().(*core.TensorType)
	if !ok || core.NumElements(t.Dims) < 0 {
		return nil
	}
	if sp := splatOf(op.Context(), t, op.Attr("value")); sp != nil {
		return []core.FoldResult{{Attr: sp}}
	}
	return nil
}

// inferTopK: values and indices have the operand's shape with the last
// dimension k; indices are i32.
func inferTopK(st *core.OpState) ([]core.Type, error) {
	k, _ := st.Attr("k").(*core.IntegerAttr)
	t, ok := st.Operands[0].Type().(*core.TensorType)
	if !ok {
		return []core.Type{st.Operands[0].Type(), core.UnrankedTensor(st.Ctx, core.IntegerType(st.Ctx, 32))}, nil
	}
	if len(t.Dims) < 1 {
		return nil, fmt.Errorf("operand's rank must be at least 1")
	}
	if k == nil || k.Val < 0 {
		return nil, fmt.Errorf("k must be non-negative")
	}
	last := t.Dims[len(t.Dims)-1]
	if !isDyn(last) && last < k.Val {
		return nil, fmt.Errorf("operand's last dimension must be at least %d", k.Val)
	}
	dims := append([]int64(nil), t.Dims...)
	dims[len(dims)-1] = k.Val
	return []core.Type{
		core.RankedTensor(st.Ctx, dims, t.Elem, nil),
		core.RankedTensor(st.Ctx, dims, core.IntegerType(st.Ctx, 32), nil),
	}, nil
}

// RaggedMode says which kind of dimension of lhs is ragged.
type RaggedMode int

const (
	RaggedNonContracting RaggedMode = iota + 1 // [b,m,k] x [g,b,k,n] -> [b,m,n]
	RaggedContracting                          // [b,m,k] x [b,k,n] -> [g,b,m,n]
	RaggedBatch                                // [b,m,k] x [b,k,n] -> [b,m,n]
)

func contains(vs []int64, v int64) bool {
	for _, x := range vs {
		if x == v {
			return true
		}
	}
	return false
}

func checkDims(what string, ds []int64, rank int) error {
	seen := map[int64]bool{}
	for _, d := range ds {
		if d < 0 || d >= int64(rank) {
			return fmt.Errorf("%s must be in the range [0, %d), got %d", what, rank, d)
		}
		if seen[d] {
			return fmt.Errorf("%s has duplicate dimension %d", what, d)
		}
		seen[d] = true
	}
	return nil
}

// RaggedDotShape checks ragged_dot's operands against its dimension
// numbers and returns the mode and result shape.
func RaggedDotShape(lhs, rhs, groups []int64, d *RaggedDotDims) (RaggedMode, []int64, error) {
	for _, c := range []struct {
		what string
		ds   []int64
		rank int
	}{
		{"lhs_batching_dimensions", d.LhsBatching, len(lhs)},
		{"rhs_batching_dimensions", d.RhsBatching, len(rhs)},
		{"lhs_contracting_dimensions", d.LhsContracting, len(lhs)},
		{"rhs_contracting_dimensions", d.RhsContracting, len(rhs)},
		{"lhs_ragged_dimensions", d.LhsRagged, len(lhs)},
		{"rhs_group_dimensions", d.RhsGroup, len(rhs)},
	} {
		if err := checkDims(c.what, c.ds, c.rank); err != nil {
			return 0, nil, err
		}
	}
	if len(d.LhsBatching) != len(d.RhsBatching) {
		return 0, nil, fmt.Errorf("lhs and rhs should have the same number of batching dimensions")
	}
	if len(d.LhsContracting) != len(d.RhsContracting) {
		return 0, nil, fmt.Errorf("lhs and rhs should have the same number of contracting dimensions")
	}
	if len(d.LhsRagged) != 1 {
		return 0, nil, fmt.Errorf("There must be exactly one ragged dimension in the lhs")
	}
	for i := range d.LhsContracting {
		l, r := lhs[d.LhsContracting[i]], rhs[d.RhsContracting[i]]
		if !isDyn(l) && !isDyn(r) && l != r {
			return 0, nil, fmt.Errorf("contracting dimension sizes must match for lhs/rhs")
		}
	}
	for i := range d.LhsBatching {
		l, r := lhs[d.LhsBatching[i]], rhs[d.RhsBatching[i]]
		if !isDyn(l) && !isDyn(r) && l != r {
			return 0, nil, fmt.Errorf("batching dimension sizes must match for lhs/rhs")
		}
	}
	ragged := d.LhsRagged[0]
	mode := RaggedNonContracting
	switch {
	case contains(d.LhsContracting, ragged):
		mode = RaggedContracting
	case contains(d.LhsBatching, ragged):
		mode = RaggedBatch
	}
	if mode == RaggedNonContracting && len(d.RhsGroup) != 1 {
		return 0, nil, fmt.Errorf("There must be exactly one group dimension in the rhs when the lhs ragged dimension is non-contracting")
	}
	if mode != RaggedNonContracting && len(d.RhsGroup) != 0 {
		return 0, nil, fmt.Errorf("There must be zero group dimensions in the rhs when the ragged dimension is batch or contracting")
	}
	if len(groups) < 1 {
		return 0, nil, fmt.Errorf("group_sizes must have rank at least 1")
	}
	g := groups[len(groups)-1]
	if mode == RaggedNonContracting {
		if r := rhs[d.RhsGroup[0]]; !isDyn(g) && !isDyn(r) && g != r {
			return 0, nil, fmt.Errorf("group_sizes is expected to have shape [%d], got [%s]", r, dimsStr(groups))
		}
		if contains(d.RhsBatching, d.RhsGroup[0]) || contains(d.RhsContracting, d.RhsGroup[0]) {
			return 0, nil, fmt.Errorf("rhs group dimension cannot be a batching or contracting dimension")
		}
	}
	var out []int64
	if mode == RaggedContracting {
		out = append(out, g)
	}
	for _, b := range d.LhsBatching {
		out = append(out, lhs[b])
	}
	for i, s := range lhs {
		if !contains(d.LhsBatching, int64(i)) && !contains(d.LhsContracting, int64(i)) {
			out = append(out, s)
		}
	}
	for i, s := range rhs {
		if !contains(d.RhsBatching, int64(i)) && !contains(d.RhsContracting, int64(i)) && !contains(d.RhsGroup, int64(i)) {
			out = append(out, s)
		}
	}
	return mode, out, nil
}

func inferRaggedDot(st *core.OpState) ([]core.Type, error) {
	d, ok := st.Attr("ragged_dot_dimension_numbers").(*RaggedDotDims)
	if !ok {
		return nil, fmt.Errorf("expected ragged_dot_dimension_numbers")
	}
	elem := elemOf(st.Operands[0].Type())
	lhs, ok1 := st.Operands[0].Type().(*core.TensorType)
	rhs, ok2 := st.Operands[1].Type().(*core.TensorType)
	gs, ok3 := st.Operands[2].Type().(*core.TensorType)
	if !ok1 || !ok2 || !ok3 {
		return []core.Type{core.UnrankedTensor(st.Ctx, elem)}, nil
	}
	if pc, ok := st.Attr("precision_config").(*core.ArrayAttr); ok && len(pc.Elems) != 0 && len(pc.Elems) != 2 {
		return nil, fmt.Errorf("expects precision config to be empty or have <= 2 elements.")
	}
	_, shape, err := RaggedDotShape(lhs.Dims, rhs.Dims, gs.Dims, d)
	if err != nil {
		return nil, err
	}
	return []core.Type{core.RankedTensor(st.Ctx, shape, elem, nil)}, nil
}
