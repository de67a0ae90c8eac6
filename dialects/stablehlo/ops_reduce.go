package stablehlo

import (
	"ncc/core"
	"ncc/dialects/ods"
)

// Ops with a reduction or comparison body: reduce, reduce_window,
// select_and_scatter, sort, map, scatter. Ops whose operands come in two
// equal variadic halves (SameVariadicOperandSize) declare one variadic
// operand slot and split it in their verifiers.

var (
	Reduce = &core.OpDef{
		Name:               "stablehlo.reduce",
		Summary:            "Reduce operation",
		Operands:           []core.ValueDef{{Name: "inputs_and_init_values", Type: tensorT, Arity: core.Variadic}},
		Attrs:              []core.AttrDef{{Name: "dimensions", Constraint: ods.DenseI64ArrayAttr}},
		Regions:            []core.RegionDef{{Name: "body", Arity: core.Single, SingleBlock: true}},
		Results:            []core.ValueDef{{Name: "results", Type: tensorT, Arity: core.Variadic}},
		Traits:             core.RecursiveMemoryEffects | core.SingleBlock,
		ImplicitTerminator: "stablehlo.return",
		Parse:              parseReduce,
		Print:              printReduce,
		Verify:             verifyFirst(reduceTypes),
		VerifyRegions:      inferAfter(reduceTypes),
	}
	ReduceWindow = &core.OpDef{
		Name:     "stablehlo.reduce_window",
		Summary:  "ReduceWindow operation",
		Operands: []core.ValueDef{{Name: "inputs_and_init_values", Type: tensorT, Arity: core.Variadic}},
		Attrs: []core.AttrDef{
			{Name: "window_dimensions", Constraint: ods.DenseI64ArrayAttr},
			{Name: "window_strides", Constraint: ods.DenseI64ArrayAttr, Optional: true},
			{Name: "base_dilations", Constraint: ods.DenseI64ArrayAttr, Optional: true},
			{Name: "window_dilations", Constraint: ods.DenseI64ArrayAttr, Optional: true},
			{Name: "padding", Constraint: ods.I64ElementsAttr, Optional: true},
		},
		Regions:            []core.RegionDef{{Name: "body", Arity: core.Single, SingleBlock: true}},
		Results:            []core.ValueDef{{Name: "results", Type: tensorT, Arity: core.Variadic}},
		Traits:             core.RecursiveMemoryEffects | core.SingleBlock,
		ImplicitTerminator: "stablehlo.return",
		Verify:             verifyFirst(reduceWindowTypes),
		VerifyRegions:      inferAfter(reduceWindowTypes),
	}
	SelectAndScatter = &core.OpDef{
		Name:    "stablehlo.select_and_scatter",
		Summary: "SelectAndScatter operation",
		Operands: []core.ValueDef{
			{Name: "operand", Type: tensorT},
			{Name: "source", Type: tensorT},
			{Name: "init_value", Type: tensorT},
		},
		Attrs: []core.AttrDef{
			{Name: "window_dimensions", Constraint: ods.DenseI64ArrayAttr, Optional: true},
			{Name: "window_strides", Constraint: ods.DenseI64ArrayAttr, Optional: true},
			{Name: "padding", Constraint: ods.I64ElementsAttr, Optional: true},
		},
		Regions: []core.RegionDef{
			{Name: "select", Arity: core.Single, SingleBlock: true},
			{Name: "scatter", Arity: core.Single, SingleBlock: true},
		},
		Results:       []core.ValueDef{{Name: "result", Type: tensorT}},
		Traits:        core.RecursiveMemoryEffects,
		Verify:        verifyFirst(selectAndScatterTypes),
		VerifyRegions: inferAfter(selectAndScatterTypes),
	}
	Sort = &core.OpDef{
		Name:     "stablehlo.sort",
		Summary:  "Sort operation",
		Operands: []core.ValueDef{{Name: "inputs", Type: tensorT, Arity: core.Variadic}},
		Attrs: []core.AttrDef{
			{Name: "dimension", Constraint: ods.I64Attr, Optional: true,
				Default: func(c *core.Context) core.Attribute { return core.Int(c, core.IntegerType(c, 64), -1) }},
			boolDefaultFalse("is_stable"),
		},
		Regions:       []core.RegionDef{{Name: "comparator", Arity: core.Single, SingleBlock: true}},
		Results:       []core.ValueDef{{Name: "results", Type: tensorT, Arity: core.Variadic}},
		Traits:        core.RecursiveMemoryEffects | core.SameOperandsAndResultShape,
		Verify:        verifyFirst(sortTypes),
		VerifyRegions: inferAfter(sortTypes),
	}
	Map = &core.OpDef{
		Name:               "stablehlo.map",
		Summary:            "Map operation",
		Operands:           []core.ValueDef{{Name: "inputs", Type: tensorT, Arity: core.Variadic}},
		Attrs:              []core.AttrDef{{Name: "dimensions", Constraint: ods.DenseI64ArrayAttr}},
		Regions:            []core.RegionDef{{Name: "computation", Arity: core.Single, SingleBlock: true}},
		Results:            []core.ValueDef{{Name: "result", Type: tensorT}},
		Traits:             core.RecursiveMemoryEffects | core.SameOperandsAndResultShape | core.SingleBlock,
		ImplicitTerminator: "stablehlo.return",
		InferTypes:         inferMap,
	}
	Scatter = &core.OpDef{
		Name:     "stablehlo.scatter",
		Summary:  "Scatter operation",
		Operands: []core.ValueDef{{Name: "inputs_indices_updates", Type: anyTensorT, Arity: core.Variadic}},
		Attrs: []core.AttrDef{
			{Name: "scatter_dimension_numbers", Constraint: scatterDimsC},
			boolDefaultFalse("indices_are_sorted"),
			boolDefaultFalse("unique_indices"),
		},
		Regions:       []core.RegionDef{{Name: "update_computation", Arity: core.Single, SingleBlock: true}},
		Results:       []core.ValueDef{{Name: "results", Type: tensorT, Arity: core.Variadic}},
		Traits:        core.RecursiveMemoryEffects,
		Verify:        verifyFirst(scatterTypes),
		VerifyRegions: inferAfter(scatterTypes),
	}
)

var anyTensorT = tc("ranked tensor", func(t core.Type) bool { _, ok := t.(*core.TensorType); return ok })

func scalarOf(c *core.Context, t core.Type) core.Type {
	return core.RankedTensor(c, nil, elemOf(t), nil)
}

// splitHalves splits op's operands into inputs and init values as ODS's
// SameVariadicOperandSize does: half each, an odd one out ignored.
func splitHalves(op *core.Operation) ([]core.Value, []core.Value) {
	vs := op.Operands()
	n := len(vs) / 2
	return vs[:n], vs[n : 2*n]
}

func typesOf(vs []core.Value) []core.Type {
	ts := make([]core.Type, len(vs))
	for i, v := range vs {
		ts[i] = v.Type()
	}
	return ts
}

// reduceTypes is hlo::verifyReduceOp (reduce_c1-c6) and the result types
// inferReduceOp gives (reduce_c3, c7, c8).
func reduceTypes(op *core.Operation) ([]core.Type, error) {
	inputs, inits := splitHalves(op)
	if len(inputs) == 0 {
		return nil, op.Errorf("expects at least 1 input")
	}
	shape := shapeOf(inputs[0])
	for i, in := range inputs {
		if !shapesCompatible(shapeOf(in), shape) {
			return nil, op.Errorf("expects all inputs to have compatible shapes. Shape at input-index %d is not compatible with shape at input-index 0", i)
		}
	}
	dims := attrI64s(op, "dimensions")
	reduced := map[int64]bool{}
	for _, d := range dims {
		if d < 0 || d >= int64(len(shape)) {
			return nil, op.Errorf("Out-of-bounds dimension %d, expected to be in range [0, %d)", d, len(shape))
		}
		if reduced[d] {
			return nil, op.Errorf("Duplicate reduction dimension: %d", d)
		}
		reduced[d] = true
	}
	var out, outBounds []int64
	inBounds := boundsOf(inputs[0].Type())
	for i, d := range shape {
		if !reduced[int64(i)] {
			out = append(out, d)
			if len(inBounds) == len(shape) {
				outBounds = append(outBounds, inBounds[i])
			}
		}
	}
	accs, err := verifyReducer(op, op.Region(0), typesOf(inputs), typesOf(inits), out)
	if err != nil || accs == nil {
		return nil, err
	}
	if err := verifySameInitElements(op, inputs, inits); err != nil {
		return nil, err
	}
	if op.NumOperands()%2 != 0 {
		return nil, op.Errorf("expects the same number of inputs and init values, but got %d operands", op.NumOperands())
	}
	want := make([]core.Type, len(accs))
	for i, acc := range accs {
		want[i] = core.RankedTensor(op.Context(), out, acc, boundsEncoding(op.Context(), out, outBounds))
	}
	return want, nil
}

// boundsEncoding is a #stablehlo.bounds encoding of bounds for a shape, or
// nil when no dynamic dimension of dims has a bound.
func boundsEncoding(c *core.Context, dims, bounds []int64) core.Attribute {
	if len(bounds) != len(dims) {
		return nil
	}
	bs := make([]int64, len(dims))
	any := false
	for i := range dims {
		bs[i] = core.Dynamic
		if isDyn(dims[i]) && !isDyn(bounds[i]) {
			bs[i] = bounds[i]
			any = true
		}
	}
	if !any {
		return nil
	}
	return NewTypeExtensions(c, bs)
}

// reduceWindowTypes is hlo::verifyReduceWindowOp (reduce_window_c1-c13)
// and the result types inferReduceWindowOp gives (reduce_window_c14-c16).
func reduceWindowTypes(op *core.Operation) ([]core.Type, error) {
	inputs, inits := splitHalves(op)
	if len(inputs) == 0 {
		return nil, op.Errorf("requires at least 1 input value")
	}
	shape := shapeOf(inputs[0])
	for i, in := range inputs {
		if !shapesCompatible(shapeOf(in), shape) {
			return nil, op.Errorf("expects all inputs to have compatible shapes. Shape at input-index %d is not compatible with shape at input-index 0", i)
		}
	}
	pad, err := padPairs(op, "padding")
	if err != nil {
		return nil, err
	}
	dims := attrI64s(op, "window_dimensions")
	for _, in := range inputs {
		if r := rankOf(in); r != len(dims) {
			return nil, op.Errorf("expects window-dimensions size == input rank, but got window-dimensions size: %d and input: %s with rank = %d.", len(dims), typeStr(in.Type()), r)
		}
	}
	ws, err := verifyWindow(op, dims, attrI64s(op, "window_strides"), pad, attrI64s(op, "base_dilations"), attrI64s(op, "window_dilations"), -1)
	if err != nil {
		return nil, err
	}
	accs, err := verifyReducer(op, op.Region(0), typesOf(inputs), typesOf(inits), dims)
	if err != nil || accs == nil {
		return nil, err
	}
	if err := verifySameInitElements(op, inputs, inits); err != nil {
		return nil, err
	}
	if op.NumOperands()%2 != 0 {
		return nil, op.Errorf("expects the same number of inputs and init values, but got %d operands", op.NumOperands())
	}
	want := make([]core.Type, len(accs))
	for i, acc := range accs {
		out := windowOutputShape(shapeOf(inputs[i]), ws)
		var enc core.Attribute
		if b := boundsOf(inputs[i].Type()); len(b) == len(out) {
			enc = boundsEncoding(op.Context(), out, windowOutputShape(b, ws))
		}
		want[i] = core.RankedTensor(op.Context(), out, acc, enc)
	}
	return want, nil
}

// selectAndScatterTypes is hlo::verifySelectAndScatterOp
// (select_and_scatter_c1-c10) and the result type inference gives: the
// operand's shape, the scatter body's element type.
func selectAndScatterTypes(op *core.Operation) ([]core.Type, error) {
	operand, source, init := op.Operand(0), op.Operand(1), op.Operand(2)
	if sel := op.Region(0); !sel.Empty() {
		b := sel.First()
		if b.NumArgs() != 2 {
			return nil, op.Errorf("expects the select-region to take 2 parameters, but takes %d", b.NumArgs())
		}
		want := scalarOf(op.Context(), operand.Type())
		for i := 0; i < 2; i++ {
			if got := b.Arg(i).Type(); !compatibleShapeAndElem(want, got, true) {
				return nil, op.Errorf("expects the type of select-region's parameter at index %d to be %s, but got %s", i, typeStr(want), typeStr(got))
			}
		}
		rets := returnTypes(sel)
		if len(rets) != 1 {
			return nil, op.Errorf("expects select-region to return single value, but got: %d", len(rets))
		}
		if rt := rankedTensor(rets[0]); rt == nil || len(rt.Dims) != 0 || !isPred(rt.Elem) {
			return nil, op.Errorf("expects the return-type of select-region to be tensor<i1>, but got: %s", typeStr(rets[0]))
		}
	}
	accs, err := verifyReducer(op, op.Region(1), []core.Type{scalarOf(op.Context(), source.Type())}, []core.Type{init.Type()}, nil)
	if err != nil {
		return nil, err
	}
	shape := shapeOf(operand)
	dims := attrI64s(op, "window_dimensions")
	if len(dims) != len(shape) {
		return nil, op.Errorf("expects window-dimensions size == operand rank, but got window-dimensions size: %d and operand-type: %s with rank = %d.", len(dims), typeStr(operand.Type()), len(shape))
	}
	pad, err := padPairs(op, "padding")
	if err != nil {
		return nil, err
	}
	ws, err := verifyWindow(op, dims, attrI64s(op, "window_strides"), pad, nil, nil, -1)
	if err != nil {
		return nil, err
	}
	want := core.RankedTensor(op.Context(), windowOutputShape(shape, ws), elemOf(operand.Type()), nil)
	if !compatibleShapeAndElem(want, source.Type(), true) {
		// StableHLO's message has no space after "got".
		return nil, op.Errorf("expects source-type to be %s, but got%s", typeStr(want), typeStr(source.Type()))
	}
	// select_and_scatter_c3, after StableHLO's checks, which promote.
	if e, want := elemOf(init.Type()), elemOf(operand.Type()); e != want {
		return nil, op.Errorf("expects init_value to have the element type of operand (%s), but got %s", typeStr(want), typeStr(e))
	}
	if accs == nil {
		return nil, nil
	}
	return []core.Type{withElem(op.Context(), operand.Type(), accs[0])}, nil
}

// sortTypes is sort_c1-c5; the results have the inputs' types.
func sortTypes(op *core.Operation) ([]core.Type, error) {
	if op.NumOperands() == 0 {
		return nil, op.Errorf("requires at least one input")
	}
	rank := int64(rankOf(op.Operand(0)))
	d, _ := intAttr(AttrOrDefault(op, "dimension"))
	if d < -rank || d >= rank {
		return nil, op.Errorf("dimension attribute value must be in range [-%d, %d), but found %d", rank, rank, d)
	}
	cmp := op.Region(0)
	if !cmp.Empty() {
		b := cmp.First()
		n := op.NumOperands()
		if b.NumArgs() != 2*n {
			return nil, op.Errorf("comparator block should have %d arguments", 2*n)
		}
		for i, v := range op.Operands() {
			want := scalarOf(op.Context(), v.Type())
			for _, j := range []int{2 * i, 2*i + 1} {
				if got := b.Arg(j).Type(); got != want {
					return nil, op.Errorf("comparator block argument #%d should be of type %s but got %s", j, typeStr(want), typeStr(got))
				}
			}
		}
		rets := returnTypes(cmp)
		if len(rets) != 1 {
			return nil, op.Errorf("comparator must return single output but got %d", len(rets))
		}
		if rt := rankedTensor(rets[0]); rt == nil || len(rt.Dims) != 0 || !isPred(rt.Elem) {
			return nil, op.Errorf("comparator must return tensor<i1> but got %s", typeStr(rets[0]))
		}
	}
	return op.OperandTypes(), nil
}

// inferMap is hlo::inferMapOp (map_c3, map_c4): a computation from
// scalars of the inputs' element types to one scalar, applied to every
// dimension in order.
func inferMap(st *core.OpState) ([]core.Type, error) {
	comp := st.Regions[0]
	if comp.Empty() {
		return nil, inferErr(st, "expect non-empty region")
	}
	b := comp.First()
	if len(st.Operands) != b.NumArgs() {
		return nil, inferErr(st, "expects number of operands to match the arity of map computation, but got: %d and %d", len(st.Operands), b.NumArgs())
	}
	for i := 0; i < b.NumArgs(); i++ {
		at := rankedTensor(b.Arg(i).Type())
		if at == nil || len(at.Dims) != 0 {
			return nil, inferErr(st, "computation arguments must be 0-rank tensor, but got: arg #%d of type %s", i, typeStr(b.Arg(i).Type()))
		}
		if e := elemOf(st.Operands[i].Type()); at.Elem != e {
			return nil, inferErr(st, "element type of operands and computation arguments must match, but got: %s and %s", typeStr(e), typeStr(at.Elem))
		}
	}
	rets := returnTypes(comp)
	if len(rets) != 1 {
		return nil, inferErr(st, "computation must return single output, but got: %d", len(rets))
	}
	rt := rankedTensor(rets[0])
	if rt == nil || len(rt.Dims) != 0 {
		return nil, inferErr(st, "computation must return 0-rank tensor, but got: %s", typeStr(rets[0]))
	}
	dims := attrI64s(st, "dimensions")
	for i, d := range dims {
		if d != int64(i) {
			return nil, inferErr(st, "requires monotonically increasing dimension numbers, but got: %s", intsStr(dims))
		}
	}
	var shape []int64
	for _, v := range st.Operands {
		if r := rankOf(v); len(dims) != r {
			return nil, inferErr(st, "applied to a subset of dimensions currently not supported: operand dimensions = %d, requested map dimensions size = %d", r, len(dims))
		}
		shape = shapeOf(v)
	}
	return []core.Type{core.RankedTensor(st.Ctx, shape, rt.Elem, nil)}, nil
}
