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
		Results: []core.ValueDef{{Name: "result", Type: anyTensor}},
		Traits:  core.Pure,
		// The result element type is free (bf16 x bf16 -> f32): only the
		// shape is inferred.
		InferTypes:            inferRaggedDot,
		CompatibleReturnTypes: compatibleShapes,
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

// firstDup is the first dimension that appears twice in as and bs together.
func firstDup(as, bs []int64) (int64, bool) {
	seen := map[int64]bool{}
	for _, d := range append(append([]int64(nil), as...), bs...) {
		if seen[d] {
			return d, true
		}
		seen[d] = true
	}
	return 0, false
}

func shapeList(ds []int64) string {
	s := ""
	for i, d := range ds {
		if i > 0 {
			s += ", "
		}
		s += fmt.Sprint(d)
	}
	return s
}

// raggedPrefix is the lhs dimensions group_sizes may carry before the
// group count: the batch dimensions before the ragged one (mode 3), all
// batch dimensions then the contracting (mode 2) or free (mode 1)
// dimensions before the ragged one.
func raggedPrefix(mode RaggedMode, d *RaggedDotDims) []int64 {
	ragged := d.LhsRagged[0]
	var prefix []int64
	switch mode {
	case RaggedBatch:
		for _, b := range d.LhsBatching {
			if b == ragged {
				break
			}
			prefix = append(prefix, b)
		}
	case RaggedContracting:
		prefix = append(prefix, d.LhsBatching...)
		for _, c := range d.LhsContracting {
			if c == ragged {
				break
			}
			prefix = append(prefix, c)
		}
	default:
		prefix = append(prefix, d.LhsBatching...)
		for i := int64(0); i < ragged; i++ {
			if !contains(d.LhsBatching, i) && !contains(d.LhsContracting, i) {
				prefix = append(prefix, i)
			}
		}
	}
	return prefix
}

// RaggedDotShape checks ragged_dot's operands against its dimension
// numbers as ChloOps.cpp's inferRaggedDotOp does (dot_general's
// constraints, then checkRaggedDotConstraints) and returns the mode and
// result shape. group_sizes is [g] or [prefix..., g] (raggedPrefix).
func RaggedDotShape(lhs, rhs, groups []int64, d *RaggedDotDims) (RaggedMode, []int64, error) {
	if len(d.LhsBatching) != len(d.RhsBatching) {
		return 0, nil, fmt.Errorf("lhs and rhs should have the same number of batching dimensions")
	}
	if len(d.LhsContracting) != len(d.RhsContracting) {
		return 0, nil, fmt.Errorf("lhs and rhs should have the same number of contracting dimensions")
	}
	for _, side := range []struct {
		name        string
		batch, cont []int64
		rank        int
	}{{"lhs", d.LhsBatching, d.LhsContracting, len(lhs)}, {"rhs", d.RhsBatching, d.RhsContracting, len(rhs)}} {
		if x, dup := firstDup(side.batch, side.cont); dup {
			return 0, nil, fmt.Errorf("has duplicated dimension from %s_batching_dimensions and %s_contracting_dimensions: %d", side.name, side.name, x)
		}
		for _, c := range []struct {
			what string
			ds   []int64
		}{{side.name + "_batching_dimensions", side.batch}, {side.name + "_contracting_dimensions", side.cont}} {
			for _, x := range c.ds {
				if x < 0 || x >= int64(side.rank) {
					return 0, nil, fmt.Errorf("%s value: %d is out of range: [0, %d)", c.what, x, side.rank)
				}
			}
		}
	}
	for i := range d.LhsBatching {
		l, r := lhs[d.LhsBatching[i]], rhs[d.RhsBatching[i]]
		if !isDyn(l) && !isDyn(r) && l != r {
			return 0, nil, fmt.Errorf("batching dimension sizes must match for lhs/rhs")
		}
	}
	for i := range d.LhsContracting {
		l, r := lhs[d.LhsContracting[i]], rhs[d.RhsContracting[i]]
		if !isDyn(l) && !isDyn(r) && l != r {
			return 0, nil, fmt.Errorf("contracting dimension sizes must match for lhs/rhs")
		}
	}
	if len(d.LhsRagged) != 1 {
		return 0, nil, fmt.Errorf("There must be exactly one ragged dimension in the lhs.")
	}
	ragged := d.LhsRagged[0]
	if ragged < 0 || ragged >= int64(len(lhs)) {
		return 0, nil, fmt.Errorf("Expects lhs_ragged_dim to be in range [0, lhs_rank) i.e. [0, %d). got: %d.", len(lhs), ragged)
	}
	mode := RaggedNonContracting
	switch {
	case contains(d.LhsBatching, ragged):
		mode = RaggedBatch
	case contains(d.LhsContracting, ragged):
		mode = RaggedContracting
	}
	prefix := raggedPrefix(mode, d)
	if len(groups) < 1 {
		return 0, nil, fmt.Errorf("expected group_sizes to have rank %d, got 0", len(prefix)+1)
	}
	if len(groups) != 1 {
		if len(groups) != len(prefix)+1 {
			return 0, nil, fmt.Errorf("expected group_sizes to have rank %d, got %d", len(prefix)+1, len(groups))
		}
		want := make([]int64, len(prefix))
		same := true
		for i, p := range prefix {
			want[i] = lhs[p]
			same = same && want[i] == groups[i]
		}
		if !same {
			return 0, nil, fmt.Errorf("group_sizes is expected to have shape [%s, %d], got [%s]",
				shapeList(want), groups[len(groups)-1], shapeList(groups))
		}
	}
	g := groups[len(groups)-1]
	for _, x := range d.RhsGroup {
		if x < 0 || x >= int64(len(rhs)) {
			return 0, nil, fmt.Errorf("Expects rhs_group_dim to be in range [0, rhs_rank) i.e. [0, %d). got: %d.", len(rhs), x)
		}
	}
	if x, dup := firstDup(d.RhsGroup, d.RhsBatching); dup {
		return 0, nil, fmt.Errorf("has duplicated dimension from rhs_group_dimensions and rhs_batching_dimensions: %d", x)
	}
	if x, dup := firstDup(d.RhsGroup, d.RhsContracting); dup {
		return 0, nil, fmt.Errorf("has duplicated dimension from rhs_group_dimensions and rhs_contracting_dimensions: %d", x)
	}
	if mode != RaggedNonContracting && len(d.RhsGroup) != 0 {
		return 0, nil, fmt.Errorf("There must be zero group dimensions in the rhs when the ragged dimension is batch or contracting.")
	}
	if mode == RaggedNonContracting {
		if len(d.RhsGroup) != 1 {
			return 0, nil, fmt.Errorf("There must be exactly one group dimension in the rhs when the lhs ragged dimension is non-contracting.")
		}
		if r := rhs[d.RhsGroup[0]]; !isDyn(g) && !isDyn(r) && g != r {
			return 0, nil, fmt.Errorf("rhs group dimension is expected to have size=%d, got %d", g, r)
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
