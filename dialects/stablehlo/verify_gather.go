package stablehlo

import (
	"ncc/core"
)

// gather, dynamic_gather and scatter: their dimension numbers against the
// operand, indices and update shapes (hlo::verifyGather,
// hlo::inferGatherOp, hlo::inferDynamicGatherOp, hlo::verifyScatterOp and
// validateScatterDimensionNumbers in StableHLO's TypeInference.cpp). The
// messages are StableHLO's.

// failf reports a verification failure: op.Errorf in a verifier,
// inferErr in a type inference hook.
type failf func(format string, args ...any) error

func inferFail(st *core.OpState) failf {
	return func(format string, args ...any) error { return inferErr(st, format, args...) }
}

func opFail(op *core.Operation) failf {
	return func(format string, args ...any) error { return op.Errorf(format, args...) }
}

func isSortedUnique(vs []int64) bool {
	for i := 1; i < len(vs); i++ {
		if vs[i] <= vs[i-1] {
			return false
		}
	}
	return true
}

func isSorted(vs []int64) bool {
	for i := 1; i < len(vs); i++ {
		if vs[i] < vs[i-1] {
			return false
		}
	}
	return true
}

// listStr renders an attribute list as StableHLO's messages quote it.
func listStr(vs []int64) string { return intsStr(vs) }

// checkDimInBounds is 0 <= dim < bound (or <= bound when inclusive).
func checkDimInBounds(fail failf, dim, bound int64, dimName, boundName string, inclusive bool) error {
	end, limit := ")", bound
	if inclusive {
		end, limit = "]", bound+1
	}
	if dim < 0 || dim >= limit {
		return fail("Expects %s to be in range [0, %s%s i.e. [0, %d%s. got: %d.", dimName, boundName, end, bound, end, dim)
	}
	return nil
}

// checkDimsInBounds is 0 <= dims < bound.
func checkDimsInBounds(fail failf, dims []int64, bound int64, dimsName, boundName string) error {
	for _, d := range dims {
		if d < 0 || d >= bound {
			return fail("Expects each element of %s to be in range [0, %s) i.e. [0, %d). got: %d.", dimsName, boundName, bound, d)
		}
	}
	return nil
}

// checkDimsDistinct is is_unique(concatenate(a, b)).
func checkDimsDistinct(fail failf, a, b []int64, aName, bName string) error {
	seen := map[int64]bool{}
	for _, d := range append(append([]int64{}, a...), b...) {
		if seen[d] {
			return fail("has duplicated dimension from %s and %s: %d", aName, bName, d)
		}
		seen[d] = true
	}
	return nil
}

// verifyGatherDims is gather_c1-c4, c6-c8, c10, c11, c13-c20 (and the
// dynamic_gather constraints of the same numbers). nSlice is the number of
// slice sizes, or -1 when unknown.
func verifyGatherDims(fail failf, operand, indices []int64, nSlice int64, dn *GatherDims) error {
	rank, idxRank := int64(len(operand)), int64(len(indices))
	if implied := int64(len(dn.OffsetDims) + len(dn.CollapsedSliceDims) + len(dn.OperandBatchingDims)); implied != rank {
		return fail("offset_dims size (%d) plus collapse_slice_dims size (%d) plus operand_batching_dims size (%d) is not equal to operand rank (%d)",
			len(dn.OffsetDims), len(dn.CollapsedSliceDims), len(dn.OperandBatchingDims), rank)
	}
	if err := checkDimInBounds(fail, dn.IndexVectorDim, idxRank, "index_vector_dim", "rank-of('start_indices')", true); err != nil {
		return err
	}
	if dn.IndexVectorDim == idxRank || !isDyn(indices[dn.IndexVectorDim]) {
		size := int64(1)
		if dn.IndexVectorDim < idxRank {
			size = indices[dn.IndexVectorDim]
		}
		if size != int64(len(dn.StartIndexMap)) {
			return fail("start_index_map size (%d) is not equal to size of index dimension (%d) of start_indices (%d)", len(dn.StartIndexMap), dn.IndexVectorDim, size)
		}
	}
	if !isSorted(dn.OffsetDims) {
		return fail("expects offset_dims to be sorted, got: [%s]", listStr(dn.OffsetDims))
	}
	if hasDuplicates(dn.OffsetDims) {
		return fail("expects offset_dims to not repeat, got: [%s]", listStr(dn.OffsetDims))
	}
	if err := checkDimsDistinct(fail, dn.CollapsedSliceDims, dn.OperandBatchingDims, "collapsed_slice_dims", "operand_batching_dims"); err != nil {
		return err
	}
	if !isSorted(dn.CollapsedSliceDims) {
		return fail("expects collapsed_slice_dims to be sorted, got: [%s]", listStr(dn.CollapsedSliceDims))
	}
	if err := checkDimsInBounds(fail, dn.CollapsedSliceDims, rank, "collapsed_slice_dims", "rank-of('operand')"); err != nil {
		return err
	}
	if !isSorted(dn.OperandBatchingDims) {
		return fail("expects operand_batching_dims to be sorted, got: [%s]", listStr(dn.OperandBatchingDims))
	}
	if err := checkDimsInBounds(fail, dn.OperandBatchingDims, rank, "operand_batching_dims", "rank-of('operand')"); err != nil {
		return err
	}
	if hasDuplicates(dn.StartIndicesBatchingDims) {
		return fail("expects start_indices_batching_dims to not repeat, got: [%s]", listStr(dn.StartIndicesBatchingDims))
	}
	if err := checkDimsInBounds(fail, dn.StartIndicesBatchingDims, idxRank, "start_indices_batching_dims", "rank-of('start_indices')"); err != nil {
		return err
	}
	for _, d := range dn.StartIndicesBatchingDims {
		if d == dn.IndexVectorDim {
			return fail("expects start_indices_batching_dims not to include index_vector_dim %d", dn.IndexVectorDim)
		}
	}
	if len(dn.OperandBatchingDims) != len(dn.StartIndicesBatchingDims) {
		return fail("operand_batching_dims and start_indices_batching_dims should have the same size")
	}
	for i := range dn.OperandBatchingDims {
		a, b := operand[dn.OperandBatchingDims[i]], indices[dn.StartIndicesBatchingDims[i]]
		if !dimsCompatible(a, b) {
			return fail("operand_batching_dims[%d] and start_indices_batching_dims[%d] must have compatible sizes, but got %d and %d", i, i, a, b)
		}
	}
	if err := checkDimsDistinct(fail, dn.StartIndexMap, dn.OperandBatchingDims, "start_index_map", "operand_batching_dims"); err != nil {
		return err
	}
	if err := checkDimsInBounds(fail, dn.StartIndexMap, rank, "start_index_map", "rank-of('operand')"); err != nil {
		return err
	}
	if nSlice >= 0 && nSlice != rank {
		return fail("slice_sizes size (%d) not equal to operand rank (%d)", nSlice, rank)
	}
	return nil
}

// verifySliceSizes is gather_c9, c12 and c21: collapsed and batching
// dimensions are sliced to at most 1, every slice fits in the operand.
func verifySliceSizes(fail failf, operand, sizes []int64, dn *GatherDims) error {
	for _, group := range []struct {
		name string
		dims []int64
	}{{"collapsed_slice_dims", dn.CollapsedSliceDims}, {"operand_batching_dims", dn.OperandBatchingDims}} {
		for _, d := range group.dims {
			if sizes[d] > 1 {
				return fail("Expects that for each dim in %s, slice_sizes[dim] should be <= 1, but got %d", group.name, sizes[d])
			}
		}
	}
	for i, s := range sizes {
		if s < 0 || (!isDyn(operand[i]) && s > operand[i]) {
			return fail("slice size (%d) is out of bounds for operand dimension (%s) at index %d", s, dimStr(operand[i]), i)
		}
	}
	return nil
}

// gatherResult is gather_c5 and c22: start_indices' dimensions but the
// index vector at the batch positions, the kept slice sizes at offset_dims.
// sizes may be nil (a dynamic_gather whose slice sizes are not constant):
// the offset dimensions are then dynamic.
func gatherResult(fail failf, c *core.Context, operand core.Type, indices *core.TensorType, sizes []int64, dn *GatherDims) (core.Type, error) {
	idxRank := int64(len(indices.Dims))
	implied := idxRank
	if dn.IndexVectorDim == idxRank {
		implied++
	}
	resultRank := int64(len(dn.OffsetDims)) + implied - 1
	if err := checkDimsInBounds(fail, dn.OffsetDims, resultRank, "offset_dims", "implied-result-rank"); err != nil {
		return nil, err
	}
	dropped := map[int64]bool{}
	for _, d := range dn.CollapsedSliceDims {
		dropped[d] = true
	}
	for _, d := range dn.OperandBatchingDims {
		dropped[d] = true
	}
	var kept []int64
	for i := range shapeOfType(operand) {
		if dropped[int64(i)] {
			continue
		}
		if sizes == nil {
			kept = append(kept, core.Dynamic)
		} else {
			kept = append(kept, sizes[i])
		}
	}
	isOffset := map[int64]bool{}
	for _, d := range dn.OffsetDims {
		isOffset[d] = true
	}
	idxBounds := boundsOf(indices)
	out := make([]int64, resultRank)
	bounds := make([]int64, resultRank)
	oi, bi := 0, int64(0)
	for i := range out {
		bounds[i] = core.Dynamic
		if isOffset[int64(i)] {
			out[i] = kept[oi]
			oi++
			continue
		}
		if bi == dn.IndexVectorDim {
			bi++
		}
		out[i] = indices.Dims[bi]
		if len(idxBounds) == len(indices.Dims) {
			bounds[i] = idxBounds[bi]
		}
		bi++
	}
	return core.RankedTensor(c, out, elemOf(operand), boundsEncoding(c, out, bounds)), nil
}

// inferGather is gather_c1-c23.
func inferGather(st *core.OpState) ([]core.Type, error) {
	operand, indices := rankedTensor(st.Operands[0].Type()), rankedTensor(st.Operands[1].Type())
	dn, ok := st.Attr("dimension_numbers").(*GatherDims)
	if operand == nil || indices == nil || !ok {
		return nil, inferErr(st, "expects ranked operands and dimension_numbers")
	}
	sizes := attrI64s(st, "slice_sizes")
	fail := inferFail(st)
	if err := verifyGatherDims(fail, operand.Dims, indices.Dims, int64(len(sizes)), dn); err != nil {
		return nil, err
	}
	if err := verifySliceSizes(fail, operand.Dims, sizes, dn); err != nil {
		return nil, err
	}
	t, err := gatherResult(fail, st.Ctx, operand, indices, sizes, dn)
	if err != nil {
		return nil, err
	}
	return []core.Type{t}, nil
}

// inferDynamicGather is dynamic_gather_c1-c14: gather's rules, with the
// slice sizes checked and used when they are a constant.
func inferDynamicGather(st *core.OpState) ([]core.Type, error) {
	operand, indices := rankedTensor(st.Operands[0].Type()), rankedTensor(st.Operands[1].Type())
	dn, ok := st.Attr("dimension_numbers").(*GatherDims)
	if operand == nil || indices == nil || !ok {
		return nil, inferErr(st, "expects ranked operands and dimension_numbers")
	}
	fail := inferFail(st)
	nSlice := int64(-1)
	if s := shapeOf(st.Operands[2]); len(s) == 1 && !isDyn(s[0]) {
		nSlice = s[0]
	}
	if err := verifyGatherDims(fail, operand.Dims, indices.Dims, nSlice, dn); err != nil {
		return nil, err
	}
	sizes, ok := constInts(st.Operands[2])
	if ok && len(sizes) == len(operand.Dims) {
		if err := verifySliceSizes(fail, operand.Dims, sizes, dn); err != nil {
			return nil, err
		}
	} else {
		sizes = nil
	}
	t, err := gatherResult(fail, st.Ctx, operand, indices, sizes, dn)
	if err != nil {
		return nil, err
	}
	return []core.Type{t}, nil
}

// scatterTypes is scatter_c1-c25; the results have the inputs' shapes and the
// body's element types.
func scatterTypes(op *core.Operation) ([]core.Type, error) {
	vs := op.Operands()
	if len(vs) < 3 || len(vs)%2 != 1 {
		return nil, op.Errorf("expects inputs, scatter_indices and as many updates as inputs, but got %d operands", len(vs))
	}
	n := len(vs) / 2
	inputs, indices, updates := vs[:n], vs[n], vs[n+1:]
	for i, in := range inputs {
		if !isElemQ(elemOf(in.Type())) {
			return nil, op.Errorf("operand #%d must be ranked tensor of %s values, but got %s", i, elemSummary, typeStr(in.Type()))
		}
	}
	for _, in := range inputs {
		if !shapesCompatible(shapeOf(in), shapeOf(inputs[0])) {
			return nil, op.Errorf("Not all inputs have compatible shapes.")
		}
	}
	for _, u := range updates {
		if !shapesCompatible(shapeOf(u), shapeOf(updates[0])) {
			return nil, op.Errorf("Not all updates have compatible shapes.")
		}
	}
	dn := op.Attr("scatter_dimension_numbers").(*ScatterDims)
	fail := opFail(op)
	idxShape := shapeOf(indices)
	if err := checkDimInBounds(fail, dn.IndexVectorDim, int64(len(idxShape)), "index_vector_dim", "rank-of('scatter_indices')", true); err != nil {
		return nil, err
	}
	inits := make([]core.Type, n)
	for i, u := range updates {
		inits[i] = scalarOf(op.Context(), u.Type())
	}
	accs, err := verifyReducer(op, op.Region(0), typesOf(inputs), inits, nil)
	if err != nil {
		return nil, err
	}
	for i := range inputs {
		if a, b := elemOf(updates[i].Type()), elemOf(inputs[i].Type()); a != b {
			return nil, op.Errorf("expects the element type of updates #%d (%s) to be the element type of inputs #%d (%s)", i, typeStr(a), i, typeStr(b))
		}
	}
	expanded := append([]int64{}, idxShape...)
	if dn.IndexVectorDim == int64(len(idxShape)) {
		expanded = append(expanded, 1)
	}
	for _, u := range updates {
		want := int64(len(expanded) - 1 + len(dn.UpdateWindowDims))
		if r := int64(rankOf(u)); r != want {
			return nil, op.Errorf("expects updates tensor must be of rank %d ( == rank-of('scatter_indices') - 1 + size-of('update_window_dims'), where 'scatter_indices' is expanded by a trailing 1 dimension if 'index_vector_dim' == rank-of('scatter_indices')), but got %d.", want, r)
		}
	}
	for i := range inputs {
		if err := verifyScatterDims(fail, shapeOf(inputs[i]), expanded, shapeOf(updates[i]), dn); err != nil {
			return nil, err
		}
	}
	for i := range inputs {
		if err := verifyScatterBounds(fail, shapeOf(inputs[i]), expanded, shapeOf(updates[i]), dn); err != nil {
			return nil, err
		}
	}
	if accs == nil {
		return nil, nil
	}
	want := make([]core.Type, n)
	for i, in := range inputs {
		want[i] = withElem(op.Context(), in.Type(), accs[i])
	}
	return want, nil
}

// verifyScatterDims is scatter_c2 and c7-c21 for one input; indices is the
// scatter_indices shape expanded by a trailing 1 when index_vector_dim is
// its rank.
func verifyScatterDims(fail failf, operand, indices, updates []int64, dn *ScatterDims) error {
	rank := int64(len(operand))
	if w := int64(len(dn.UpdateWindowDims) + len(dn.InsertedWindowDims) + len(dn.InputBatchingDims)); rank != w {
		return fail("Expects rank-of operand to match size-of('update_window_dims') + size-of('inserted_window_dims') + size-of('input_batching_dims') i.e. %d but got %d.", w, rank)
	}
	if !isSorted(dn.UpdateWindowDims) {
		return fail("Expects update_window_dims to be sorted; got: [%s].", listStr(dn.UpdateWindowDims))
	}
	if hasDuplicates(dn.UpdateWindowDims) {
		return fail("Expects update_window_dims to not repeat; got: [%s].", listStr(dn.UpdateWindowDims))
	}
	if err := checkDimsInBounds(fail, dn.UpdateWindowDims, int64(len(updates)), "update_window_dims", "rank-of('updates')"); err != nil {
		return err
	}
	if err := checkDimsDistinct(fail, dn.InsertedWindowDims, dn.InputBatchingDims, "inserted_window_dims", "input_batching_dims"); err != nil {
		return err
	}
	if !isSorted(dn.InsertedWindowDims) {
		return fail("Expects inserted_window_dims to be sorted; got: [%s].", listStr(dn.InsertedWindowDims))
	}
	if err := checkDimsInBounds(fail, dn.InsertedWindowDims, rank, "inserted_window_dims", "rank-of('operand')"); err != nil {
		return err
	}
	if !isSorted(dn.InputBatchingDims) {
		return fail("Expects input_batching_dims to be sorted; got: [%s].", listStr(dn.InputBatchingDims))
	}
	if err := checkDimsInBounds(fail, dn.InputBatchingDims, rank, "input_batching_dims", "rank-of('operand')"); err != nil {
		return err
	}
	if hasDuplicates(dn.ScatterIndicesBatchingDims) {
		return fail("Expects scatter_indices_batching_dims to not repeat; got: [%s].", listStr(dn.ScatterIndicesBatchingDims))
	}
	if err := checkDimsInBounds(fail, dn.ScatterIndicesBatchingDims, int64(len(indices)), "scatter_indices_batching_dims", "rank-of('scatter_indices')"); err != nil {
		return err
	}
	for _, d := range dn.ScatterIndicesBatchingDims {
		if d == dn.IndexVectorDim {
			return fail("expects scatter_indices_batching_dims not to include index_vector_dim %d.", dn.IndexVectorDim)
		}
	}
	if len(dn.InputBatchingDims) != len(dn.ScatterIndicesBatchingDims) {
		return fail("input_batching_dims and scatter_indices_batching_dims should have the same size.")
	}
	for i := range dn.InputBatchingDims {
		a, b := operand[dn.InputBatchingDims[i]], indices[dn.ScatterIndicesBatchingDims[i]]
		if !dimsCompatible(a, b) {
			return fail("input_batching_dims[%d] and scatter_indices_batching_dims[%d] must have compatible sizes, but got %d and %d.", i, i, a, b)
		}
	}
	if ivs := indices[dn.IndexVectorDim]; !isDyn(ivs) && int64(len(dn.ScatterDimsToOperandDims)) != ivs {
		return fail("Scatter op has %d elements in scatter_dims_to_operand_dims and the bound of dimension index_vector_dim=%d of scatter_indices is %d. These two numbers must be equal.",
			len(dn.ScatterDimsToOperandDims), dn.IndexVectorDim, ivs)
	}
	if err := checkDimsDistinct(fail, dn.ScatterDimsToOperandDims, dn.InputBatchingDims, "scatter_dims_to_operand_dims", "input_batching_dims"); err != nil {
		return err
	}
	return checkDimsInBounds(fail, dn.ScatterDimsToOperandDims, rank, "scatter_dims_to_operand_dims", "rank-of('operand')")
}

// verifyScatterBounds is the rest of scatter_c4: update window dimensions
// fit in the operand's non-inserted, non-batching dimensions, and update
// scatter dimensions are those of scatter_indices.
func verifyScatterBounds(fail failf, operand, indices, updates []int64, dn *ScatterDims) error {
	inserted, batching := map[int64]bool{}, map[int64]bool{}
	for _, d := range dn.InsertedWindowDims {
		inserted[d] = true
	}
	for _, d := range dn.InputBatchingDims {
		batching[d] = true
	}
	var maxSizes []int64
	for i, d := range operand {
		if !inserted[int64(i)] && !batching[int64(i)] {
			maxSizes = append(maxSizes, d)
		}
	}
	isWindow := map[int64]bool{}
	for i, w := range dn.UpdateWindowDims {
		isWindow[w] = true
		if i >= len(maxSizes) || isDyn(updates[w]) || isDyn(maxSizes[i]) {
			continue
		}
		if updates[w] > maxSizes[i] {
			return fail("expects bounds of the window dimensions of updates to not exceed the bounds of the corresponding dimensions of operand. For dimension %d, updates bound is %d, operand bound is %d.", w, updates[w], maxSizes[i])
		}
	}
	k := int64(0)
	for i, d := range updates {
		if isWindow[int64(i)] {
			continue
		}
		if k == dn.IndexVectorDim {
			k++
		}
		if k < int64(len(indices)) && !dimsCompatible(d, indices[k]) {
			return fail("expects bounds of the scatter dimensions of updates to be same as the bounds of the corresponding dimensions of scatter indices. For scatter dimension %d, updates bound is %d , scatter_indices bound is %d.", i, d, indices[k])
		}
		k++
	}
	return nil
}
