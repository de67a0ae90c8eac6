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
		VerifyRegions:      verifyReduce,
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
		VerifyRegions:      verifyReduceWindow,
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
		VerifyRegions: verifySelectAndScatter,
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
		VerifyRegions: verifySort,
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
		VerifyRegions:      verifyMap,
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
		VerifyRegions: verifyScatter,
	}
)

var anyTensorT = tc("ranked tensor", func(t core.Type) bool { _, ok := t.(*core.TensorType); return ok })

func scalarOf(c *core.Context, t core.Type) core.Type {
	return core.RankedTensor(c, nil, elemOf(t), nil)
}

// isPromotable is the spec's is_promotable: same kind of element, no
// narrower (quantized types aside).
func isPromotable(from, to core.Type) bool {
	if from == to {
		return true
	}
	switch f := from.(type) {
	case *core.IntType:
		t, ok := to.(*core.IntType)
		return ok && t.Sign == f.Sign && t.Width >= f.Width && f.Width > 1
	case *core.FloatType:
		t, ok := to.(*core.FloatType)
		return ok && t.Width >= f.Width
	case *core.ComplexType:
		t, ok := to.(*core.ComplexType)
		return ok && isPromotable(f.Elem, t.Elem)
	}
	return false
}

// verifyReducer checks a reduction body against inputs and init values
// (reduce_c6, reduce_window_c13, all_reduce_c5, scatter_c6): 2N rank-0
// arguments of the accumulator types, returning N of them. It returns the
// accumulator element types.
func verifyReducer(op *core.Operation, body *core.Region, inputs, inits []core.Type) ([]core.Type, error) {
	if body.Empty() {
		return nil, nil
	}
	b := body.First()
	n := len(inputs)
	if b.NumArgs() != 2*n {
		return nil, op.Errorf("Reduction-region must take %d parameters, but takes %d parameter(s)", 2*n, b.NumArgs())
	}
	rets := returnTypes(body)
	if len(rets) == 0 {
		return nil, op.Errorf("The reduction-region expected to return some value(s)")
	}
	if len(rets) != n {
		return nil, op.Errorf("Reduction-region here must produce %d tensors, but produces %d instead", n, len(rets))
	}
	accs := make([]core.Type, n)
	for i, r := range rets {
		rt := rankedTensor(r)
		if rt == nil {
			return nil, op.Errorf("Reduction-region here must produce tensor-typed result(s), but produces %s instead", typesStr(rets))
		}
		// The spec asks for rank-0 accumulators; like StableHLO's verifier,
		// accept any accumulator of the init value's type.
		if init := inits[i]; !compatible(r, init) && !compatible(r, scalarOf(op.Context(), init)) {
			return nil, op.Errorf("The type of reduction-region's result type at index %d differs from the op's corresponding init-value type: %s vs %s", i, typeStr(r), typeStr(init))
		}
		if a := b.Arg(i).Type(); !compatible(a, r) {
			return nil, op.Errorf("The type of reduction-region's parameter at index %d is different than the corresponding result type: %s vs %s", i, typeStr(a), typeStr(r))
		}
		if a := b.Arg(n + i).Type(); !compatible(a, r) {
			return nil, op.Errorf("The type of reduction-region's parameter at index %d is different than the corresponding result type: %s vs %s", n+i, typeStr(a), typeStr(r))
		}
		if !isPromotable(elemOf(inits[i]), rt.Elem) {
			return nil, op.Errorf("The element-type of reduction-region's argument at index %d is expected to be promotable from %s, but got %s", n+i, typeStr(elemOf(inits[i])), typeStr(rt.Elem))
		}
		if !isPromotable(elemOf(inputs[i]), rt.Elem) {
			return nil, op.Errorf("The element-type of reduction-region's argument at index %d is expected to be promotable from %s, but got %s", i, typeStr(elemOf(inputs[i])), typeStr(rt.Elem))
		}
		accs[i] = rt.Elem
	}
	return accs, nil
}

// splitHalves splits op's operands into inputs and init values
// (SameVariadicOperandSize).
func splitHalves(op *core.Operation) ([]core.Value, []core.Value, error) {
	vs := op.Operands()
	if len(vs)%2 != 0 {
		return nil, nil, op.Errorf("expects the same number of inputs and init values, but got %d operands", len(vs))
	}
	if len(vs) == 0 {
		return nil, nil, op.Errorf("expects at least 1 input")
	}
	return vs[:len(vs)/2], vs[len(vs)/2:], nil
}

func typesOf(vs []core.Value) []core.Type {
	ts := make([]core.Type, len(vs))
	for i, v := range vs {
		ts[i] = v.Type()
	}
	return ts
}

// verifyReduce is reduce_c1-c8.
func verifyReduce(op *core.Operation) error {
	inputs, inits, err := splitHalves(op)
	if err != nil {
		return err
	}
	shape := shapeOf(inputs[0])
	for i, in := range inputs {
		if !shapesCompatible(shapeOf(in), shape) {
			return op.Errorf("expects all inputs to have compatible shapes. Shape at input-index %d is not compatible with shape at input-index 0", i)
		}
	}
	dims := attrI64s(op, "dimensions")
	for _, d := range dims {
		if d < 0 || d >= int64(len(shape)) {
			return op.Errorf("Out-of-bounds dimension %d, expected to be in range [0, %d)", d, len(shape))
		}
	}
	if hasDuplicates(dims) {
		return op.Errorf("Dimensions should be unique. Got: %s", intsStr(dims))
	}
	accs, err := verifyReducer(op, op.Region(0), typesOf(inputs), typesOf(inits))
	if err != nil || accs == nil {
		return err
	}
	if op.NumResults() != len(inputs) {
		return op.Errorf("expects %d results, but got %d", len(inputs), op.NumResults())
	}
	reduced := map[int64]bool{}
	for _, d := range dims {
		reduced[d] = true
	}
	var out []int64
	for i, d := range shape {
		if !reduced[int64(i)] {
			out = append(out, d)
		}
	}
	for i, acc := range accs {
		if rankOf(op.Region(0).First().Arg(i)) != 0 {
			continue // non-scalar accumulators: no shape rule to check
		}
		want := core.RankedTensor(op.Context(), out, acc, nil)
		if got := op.Result(i).Type(); !compatible(want, got) {
			return op.Errorf("inferred type(s) '%s' are incompatible with return type(s) of operation '%s'", typeStr(want), typeStr(got))
		}
	}
	return nil
}

// windowOutput is the spec's output dimension of a window over a padded,
// dilated input dimension, or core.Dynamic.
func windowOutput(in, window, stride, baseDil, winDil, lo, hi int64) int64 {
	if isDyn(in) {
		return core.Dynamic
	}
	padded := 0 + lo + hi
	if in > 0 {
		padded += (in-1)*baseDil + 1
	}
	dilatedWindow := int64(0)
	if window > 0 {
		dilatedWindow = (window-1)*winDil + 1
	}
	if padded < dilatedWindow {
		return 0
	}
	return (padded-dilatedWindow)/stride + 1
}

// windowParams reads the window attributes of a rank-n window, filling
// the spec's defaults, and checks their sizes and signs.
func windowParams(op *core.Operation, n int, dimsName string) (dims, strides, baseDil, winDil, pad []int64, err error) {
	ones := func() []int64 {
		v := make([]int64, n)
		for i := range v {
			v[i] = 1
		}
		return v
	}
	get := func(name string, def []int64) ([]int64, error) {
		a := op.Attr(name)
		if a == nil {
			return def, nil
		}
		vs, _ := i64sAttr(a)
		if len(vs) != n {
			return nil, op.Errorf("%s has a mismatched size (%d) with the rank of the input (%d)", name, len(vs), n)
		}
		for _, v := range vs {
			if v <= 0 {
				return nil, op.Errorf("expects %s to have positive value for %s, but got %d.", name, "each dimension", v)
			}
		}
		return vs, nil
	}
	if dims, err = get(dimsName, ones()); err != nil {
		return
	}
	if strides, err = get("window_strides", ones()); err != nil {
		return
	}
	if baseDil, err = get("base_dilations", ones()); err != nil {
		return
	}
	if winDil, err = get("window_dilations", ones()); err != nil {
		return
	}
	pad = make([]int64, 2*n)
	if p, ok := op.Attr("padding").(*core.DenseAttr); ok {
		vs := ods.DenseInts(p)
		if s := p.Type.Shape(); len(s) != 2 || s[1] != 2 || len(vs) != 2*n {
			return nil, nil, nil, nil, nil, op.Errorf("expects padding to be of shape [%d, 2], but got %s", n, typeStr(p.Type))
		}
		pad = vs
	}
	return
}

// verifyReduceWindow is reduce_window_c1-c16.
func verifyReduceWindow(op *core.Operation) error {
	inputs, inits, err := splitHalves(op)
	if err != nil {
		return err
	}
	shape := shapeOf(inputs[0])
	for i, in := range inputs {
		if !shapesCompatible(shapeOf(in), shape) {
			return op.Errorf("expects all inputs to have compatible shapes. Shape at input-index %d is not compatible with shape at input-index 0", i)
		}
	}
	dims, strides, baseDil, winDil, pad, err := windowParams(op, len(shape), "window_dimensions")
	if err != nil {
		return err
	}
	accs, err := verifyReducer(op, op.Region(0), typesOf(inputs), typesOf(inits))
	if err != nil || accs == nil {
		return err
	}
	out := make([]int64, len(shape))
	for i := range shape {
		out[i] = windowOutput(shape[i], dims[i], strides[i], baseDil[i], winDil[i], pad[2*i], pad[2*i+1])
	}
	if op.NumResults() != len(inputs) {
		return op.Errorf("expects %d results, but got %d", len(inputs), op.NumResults())
	}
	for i, acc := range accs {
		want := core.RankedTensor(op.Context(), out, acc, nil)
		if got := op.Result(i).Type(); !compatible(want, got) {
			return op.Errorf("inferred type(s) '%s' are incompatible with return type(s) of operation '%s'", typeStr(want), typeStr(got))
		}
	}
	return nil
}

// verifySelectAndScatter is select_and_scatter_c1-c12.
func verifySelectAndScatter(op *core.Operation) error {
	operand, source, init := op.Operand(0), op.Operand(1), op.Operand(2)
	if elemOf(operand.Type()) != elemOf(source.Type()) {
		return op.Errorf("expects source and operand to have the same element type, but got %s and %s", typeStr(source.Type()), typeStr(operand.Type()))
	}
	if rankOf(init) != 0 {
		return op.Errorf("expects init_value to be a rank-0 tensor, but got rank %d", rankOf(init))
	}
	shape := shapeOf(operand)
	dims, strides, _, _, pad, err := windowParams(op, len(shape), "window_dimensions")
	if err != nil {
		return err
	}
	if sel := op.Region(0); !sel.Empty() {
		b := sel.First()
		want := scalarOf(op.Context(), operand.Type())
		if b.NumArgs() != 2 || !compatible(b.Arg(0).Type(), want) || !compatible(b.Arg(1).Type(), want) {
			return op.Errorf("expects the select-region to take 2 parameters of type %s", typeStr(want))
		}
		rets := returnTypes(sel)
		if len(rets) != 1 {
			return op.Errorf("expects the select-region to return single value, but got: %d", len(rets))
		}
		if rt := rankedTensor(rets[0]); rt == nil || len(rt.Dims) != 0 || !isPred(rt.Elem) {
			return op.Errorf("expects the return-type of select-region to be tensor<i1>, but got: %s", typeStr(rets[0]))
		}
	}
	if _, err := verifyReducer(op, op.Region(1), []core.Type{source.Type()}, []core.Type{init.Type()}); err != nil {
		return err
	}
	out := make([]int64, len(shape))
	for i := range shape {
		out[i] = windowOutput(shape[i], dims[i], strides[i], 1, 1, pad[2*i], pad[2*i+1])
	}
	if s := shapeOf(source); !shapesCompatible(s, out) {
		return op.Errorf("expects source tensor shape [%s] to match the windowed operand shape [%s]", dimsStr(s), dimsStr(out))
	}
	if !compatible(operand.Type(), op.Result(0).Type()) {
		return op.Errorf("inferred type(s) '%s' are incompatible with return type(s) of operation '%s'", typeStr(operand.Type()), typeStr(op.Result(0).Type()))
	}
	return nil
}

// verifySort is sort_c1-c5.
func verifySort(op *core.Operation) error {
	if op.NumOperands() == 0 {
		return op.Errorf("requires at least one input")
	}
	rank := int64(rankOf(op.Operand(0)))
	d, _ := intAttr(AttrOrDefault(op, "dimension"))
	if d < -rank || d >= rank {
		return op.Errorf("dimension attribute value must be in range [-%d, %d), but found %d", rank, rank, d)
	}
	cmp := op.Region(0)
	if !cmp.Empty() {
		b := cmp.First()
		n := op.NumOperands()
		if b.NumArgs() != 2*n {
			return op.Errorf("comparator block should have %d arguments", 2*n)
		}
		for i, v := range op.Operands() {
			want := scalarOf(op.Context(), v.Type())
			for _, j := range []int{2 * i, 2*i + 1} {
				if got := b.Arg(j).Type(); got != want {
					return op.Errorf("comparator block argument #%d should be of type %s but got %s", j, typeStr(want), typeStr(got))
				}
			}
		}
		rets := returnTypes(cmp)
		if len(rets) != 1 {
			return op.Errorf("comparator must return single output but got %d", len(rets))
		}
		if rt := rankedTensor(rets[0]); rt == nil || len(rt.Dims) != 0 || !isPred(rt.Elem) {
			return op.Errorf("comparator must return tensor<i1> but got %s", typeStr(rets[0]))
		}
	}
	if !typesCompatible(op.OperandTypes(), op.ResultTypes()) {
		return op.Errorf("inferred type(s) '%s' are incompatible with return type(s) of operation '%s'", typesStr(op.OperandTypes()), typesStr(op.ResultTypes()))
	}
	return nil
}

// verifyMap is map_c1-c6.
func verifyMap(op *core.Operation) error {
	if op.NumOperands() == 0 {
		return op.Errorf("expects at least one input")
	}
	rank := rankOf(op.Operand(0))
	dims := attrI64s(op, "dimensions")
	for i, d := range dims {
		if d != int64(i) {
			return op.Errorf("requires monotonically increasing dimension numbers, but got: %s", intsStr(dims))
		}
	}
	if len(dims) != rank {
		return op.Errorf("applied to a subset of dimensions currently not supported: operand dimensions = %d, requested map dimensions size = %d", rank, len(dims))
	}
	comp := op.Region(0)
	if comp.Empty() {
		return nil
	}
	b := comp.First()
	if b.NumArgs() != op.NumOperands() {
		return op.Errorf("expects number of operands to match the arity of map computation, but got: %d and %d", op.NumOperands(), b.NumArgs())
	}
	for i, v := range op.Operands() {
		at := rankedTensor(b.Arg(i).Type())
		if at == nil || len(at.Dims) != 0 {
			return op.Errorf("computation arguments must be 0-rank tensor, but got: arg #%d of type %s", i, typeStr(b.Arg(i).Type()))
		}
		if at.Elem != elemOf(v.Type()) {
			return op.Errorf("element type of operands and computation arguments must match, but got: %s and %s", typeStr(elemOf(v.Type())), typeStr(at.Elem))
		}
	}
	rets := returnTypes(comp)
	if len(rets) != 1 {
		return op.Errorf("computation must return single output, but got: %d", len(rets))
	}
	rt := rankedTensor(rets[0])
	if rt == nil || len(rt.Dims) != 0 {
		return op.Errorf("computation must return 0-rank tensor, but got: %s", typeStr(rets[0]))
	}
	want := core.RankedTensor(op.Context(), shapeOf(op.Operand(0)), rt.Elem, nil)
	if got := op.Result(0).Type(); !compatible(want, got) {
		return op.Errorf("inferred type(s) '%s' are incompatible with return type(s) of operation '%s'", typeStr(want), typeStr(got))
	}
	return nil
}

func isSortedUnique(vs []int64) bool {
	for i := 1; i < len(vs); i++ {
		if vs[i] <= vs[i-1] {
			return false
		}
	}
	return true
}

// verifyScatter is the main scatter constraints (C1-C25).
func verifyScatter(op *core.Operation) error {
	vs := op.Operands()
	if len(vs) < 3 || len(vs)%2 != 1 {
		return op.Errorf("expects inputs, scatter_indices and as many updates as inputs, but got %d operands", len(vs))
	}
	n := len(vs) / 2
	inputs, indices, updates := vs[:n], vs[n], vs[n+1:]
	for i, in := range inputs {
		if !isElem(elemOf(in.Type())) {
			return op.Errorf("operand #%d must be ranked tensor of %s values, but got %s", i, elemSummary, typeStr(in.Type()))
		}
		if !shapesCompatible(shapeOf(in), shapeOf(inputs[0])) {
			return op.Errorf("Not all inputs have compatible shapes.")
		}
		if !shapesCompatible(shapeOf(updates[i]), shapeOf(updates[0])) {
			return op.Errorf("Not all updates have compatible shapes.")
		}
	}
	dn := op.Attr("scatter_dimension_numbers").(*ScatterDims)
	idxRank := int64(rankOf(indices))
	if dn.IndexVectorDim < 0 || dn.IndexVectorDim > idxRank {
		return op.Errorf("expects scatter index leaf dimension to be within [0, rank(scatter_indices) + 1. rank(scatter_indices) is %d and scatter index leaf dimension is %d.", idxRank, dn.IndexVectorDim)
	}
	operandRank := int64(rankOf(inputs[0]))
	if !isSortedUnique(dn.UpdateWindowDims) {
		return op.Errorf("Expects update_window_dims to be sorted; got: [%s].", intsStr(dn.UpdateWindowDims))
	}
	if !isSortedUnique(dn.InsertedWindowDims) {
		return op.Errorf("Expects inserted_window_dims to be sorted; got: [%s].", intsStr(dn.InsertedWindowDims))
	}
	if !inRange(dn.InsertedWindowDims, int(operandRank)) {
		return op.Errorf("Invalid inserted_window_dims set in scatter op; valid range is [0, %d).", operandRank)
	}
	if !inRange(dn.InputBatchingDims, int(operandRank)) || hasDuplicates(dn.InputBatchingDims) {
		return op.Errorf("input_batching_dims must be unique and in range [0, %d); got: [%s].", operandRank, intsStr(dn.InputBatchingDims))
	}
	if len(dn.InputBatchingDims) != len(dn.ScatterIndicesBatchingDims) {
		return op.Errorf("input_batching_dims and scatter_indices_batching_dims should have the same size.")
	}
	indexVecSize := int64(1)
	if dn.IndexVectorDim < idxRank {
		indexVecSize = shapeOf(indices)[dn.IndexVectorDim]
	}
	if !isDyn(indexVecSize) && int64(len(dn.ScatterDimsToOperandDims)) != indexVecSize {
		return op.Errorf("Scatter op has %d elements in scatter_dims_to_operand_dims and the bound of dimension index_vector_dim=%d of scatter_indices is %d. These two numbers must be equal.",
			len(dn.ScatterDimsToOperandDims), dn.IndexVectorDim, indexVecSize)
	}
	if !inRange(dn.ScatterDimsToOperandDims, int(operandRank)) || hasDuplicates(dn.ScatterDimsToOperandDims) {
		return op.Errorf("Invalid scatter_dims_to_operand_dims mapping; domain is [0, %d), got: [%s].", operandRank, intsStr(dn.ScatterDimsToOperandDims))
	}
	if int64(len(dn.UpdateWindowDims)+len(dn.InsertedWindowDims)+len(dn.InputBatchingDims)) != operandRank {
		return op.Errorf("Expects rank-of operand to match size-of('update_window_dims') + size-of('inserted_window_dims') + size-of('input_batching_dims') i.e. %d but got %d.",
			len(dn.UpdateWindowDims)+len(dn.InsertedWindowDims)+len(dn.InputBatchingDims), operandRank)
	}
	expectedUpdateRank := int64(len(dn.UpdateWindowDims)) + idxRank
	if dn.IndexVectorDim < idxRank {
		expectedUpdateRank--
	}
	if ur := int64(rankOf(updates[0])); ur != expectedUpdateRank {
		return op.Errorf("expects updates tensor must be of rank %d ( == rank-of('scatter_indices') - 1 + size-of('update_window_dims'), where 'scatter_indices' is expanded by a trailing 1 dimension if 'index_vector_dim' == rank-of('scatter_indices')), but got %d.", expectedUpdateRank, ur)
	}
	if !inRange(dn.UpdateWindowDims, int(expectedUpdateRank)) {
		return op.Errorf("Expects each element of update_window_dims to be in range [0, rank-of('updates') i.e. [0, %d). got: [%s].", expectedUpdateRank, intsStr(dn.UpdateWindowDims))
	}
	if _, err := verifyReducer(op, op.Region(0), typesOf(inputs), typesOf(updates)); err != nil {
		return err
	}
	if !typesCompatible(typesOf(inputs), op.ResultTypes()) {
		return op.Errorf("inferred type(s) '%s' are incompatible with return type(s) of operation '%s'", typesStr(typesOf(inputs)), typesStr(op.ResultTypes()))
	}
	return nil
}
