package stablehlo

import (
	"ncc/core"
	"ncc/dialects/ods"
)

// Collectives, gathers and random number ops.

func collectiveAttrs(extra ...core.AttrDef) []core.AttrDef {
	return append(extra,
		core.AttrDef{Name: "replica_groups", Constraint: replicaGroupsC},
		core.AttrDef{Name: "channel_handle", Constraint: channelHandleC, Optional: true},
	)
}

var (
	AllGather = &core.OpDef{
		Name:     "stablehlo.all_gather",
		Summary:  "AllGather operation",
		Operands: []core.ValueDef{{Name: "operands", Type: tensorT, Arity: core.Variadic}},
		Attrs: collectiveAttrs(
			core.AttrDef{Name: "all_gather_dim", Constraint: nonNegativeI64},
			core.AttrDef{Name: "use_global_device_ids", Constraint: ods.UnitAttr, Optional: true},
		),
		Results: []core.ValueDef{{Name: "results", Type: tensorT, Arity: core.Variadic}},
		Verify:  verifyAllGather,
	}
	AllReduce = &core.OpDef{
		Name:     "stablehlo.all_reduce",
		Summary:  "AllReduce operation",
		Operands: []core.ValueDef{{Name: "operands", Type: tensorT, Arity: core.Variadic}},
		Attrs: collectiveAttrs(
			core.AttrDef{Name: "use_global_device_ids", Constraint: ods.UnitAttr, Optional: true},
		),
		Regions:            []core.RegionDef{{Name: "computation", Arity: core.Single, SingleBlock: true}},
		Results:            []core.ValueDef{{Name: "results", Type: tensorT, Arity: core.Variadic}},
		Traits:             core.SingleBlock,
		ImplicitTerminator: "stablehlo.return",
		VerifyRegions: func(op *core.Operation) error {
			if err := verifyReplicaGroups(op, true, true); err != nil {
				return err
			}
			ins := op.OperandTypes()
			accs, err := verifyReducer(op, op.Region(0), ins[:min(1, len(ins))], ins[:min(1, len(ins))])
			if err != nil || accs == nil {
				return err
			}
			if op.NumResults() != op.NumOperands() {
				return op.Errorf("expects %d results, but got %d", op.NumOperands(), op.NumResults())
			}
			for i, v := range op.Operands() {
				want := withElem(op.Context(), v.Type(), accs[0])
				if got := op.Result(i).Type(); !compatible(want, got) {
					return op.Errorf("inferred type(s) '%s' are incompatible with return type(s) of operation '%s'", typeStr(want), typeStr(got))
				}
			}
			return nil
		},
	}
	ReduceScatter = &core.OpDef{
		Name:     "stablehlo.reduce_scatter",
		Summary:  "ReduceScatter operation",
		Operands: []core.ValueDef{{Name: "operand", Type: tensorT}},
		Attrs: collectiveAttrs(
			core.AttrDef{Name: "scatter_dimension", Constraint: nonNegativeI64},
			core.AttrDef{Name: "use_global_device_ids", Constraint: ods.UnitAttr, Optional: true},
		),
		Regions:       []core.RegionDef{{Name: "computation", Arity: core.Single, SingleBlock: true}},
		Results:       []core.ValueDef{{Name: "result", Type: tensorT}},
		VerifyRegions: verifyReduceScatter,
	}
	AllToAll = &core.OpDef{
		Name:     "stablehlo.all_to_all",
		Summary:  "AllToAll operation",
		Operands: []core.ValueDef{{Name: "operands", Type: tensorT, Arity: core.Variadic}},
		Attrs: []core.AttrDef{
			{Name: "split_dimension", Constraint: nonNegativeI64},
			{Name: "concat_dimension", Constraint: nonNegativeI64},
			{Name: "split_count", Constraint: positiveI64},
			{Name: "replica_groups", Constraint: replicaGroupsC},
			{Name: "channel_handle", Constraint: channelHandleC, Optional: true},
		},
		Results: []core.ValueDef{{Name: "results", Type: tensorT, Arity: core.Variadic}},
		Verify:  verifyAllToAll,
	}
	CollectivePermute = &core.OpDef{
		Name:     "stablehlo.collective_permute",
		Summary:  "CollectivePermute operation",
		Operands: []core.ValueDef{{Name: "operand", Type: tensorT}},
		Attrs: []core.AttrDef{
			{Name: "source_target_pairs", Constraint: ods.I64ElementsAttr},
			{Name: "channel_handle", Constraint: channelHandleC, Optional: true},
		},
		Results: []core.ValueDef{{Name: "result", Type: tensorT}},
		Traits:  core.SameOperandsAndResultElementType,
		Verify:  verifyCollectivePermute,
	}
	CollectiveBroadcast = &core.OpDef{
		Name:     "stablehlo.collective_broadcast",
		Summary:  "CollectiveBroadcast operation",
		Operands: []core.ValueDef{{Name: "operands", Type: tensorT, Arity: core.Variadic}},
		Attrs: collectiveAttrs(
			core.AttrDef{Name: "has_dynamic_root", Constraint: boolOrUnit, Optional: true},
		),
		Results: []core.ValueDef{{Name: "results", Type: tensorT, Arity: core.Variadic}},
		Verify:  verifyCollectiveBroadcast,
	}
	CollectiveReduce = &core.OpDef{
		Name:     "stablehlo.collective_reduce",
		Summary:  "CollectiveReduce operation",
		Operands: []core.ValueDef{{Name: "operands", Type: tensorT, Arity: core.Variadic}},
		Attrs: collectiveAttrs(
			core.AttrDef{Name: "has_dynamic_root", Constraint: boolOrUnit, Optional: true},
		),
		Regions:            []core.RegionDef{{Name: "computation", Arity: core.Single, SingleBlock: true}},
		Results:            []core.ValueDef{{Name: "results", Type: tensorT, Arity: core.Variadic}},
		Traits:             core.SingleBlock,
		ImplicitTerminator: "stablehlo.return",
		VerifyRegions:      verifyCollectiveReduce,
	}
	CrossReplicaSum = &core.OpDef{
		Name:     "stablehlo.cross-replica-sum",
		Summary:  "CrossReplicaSum operation",
		Operands: []core.ValueDef{{Name: "operand", Type: tensorT}},
		Attrs:    []core.AttrDef{{Name: "replica_groups", Constraint: ods.I64ElementsAttr}},
		Results:  []core.ValueDef{{Name: "result", Type: tensorT}},
		Traits:   core.Pure,
		Verify:   verifyCompatibleOperandsAndResultType,
	}
	Gather = &core.OpDef{
		Name:    "stablehlo.gather",
		Summary: "Gather operation",
		Operands: []core.ValueDef{
			{Name: "operand", Type: tensorT},
			{Name: "start_indices", Type: intTensor},
		},
		Attrs: []core.AttrDef{
			{Name: "dimension_numbers", Constraint: gatherDimsC},
			{Name: "slice_sizes", Constraint: ods.DenseI64ArrayAttr},
			boolDefaultFalse("indices_are_sorted"),
		},
		Results:    []core.ValueDef{{Name: "result", Type: tensorT}},
		Traits:     core.NoMemoryEffect,
		InferTypes: inferGather,
	}
	DynamicGather = &core.OpDef{
		Name:    "stablehlo.dynamic_gather",
		Summary: "DynamicGather operation",
		Operands: []core.ValueDef{
			{Name: "operand", Type: tensorT},
			{Name: "start_indices", Type: intTensor},
			{Name: "slice_sizes", Type: dimTensor},
		},
		Attrs: []core.AttrDef{
			{Name: "dimension_numbers", Constraint: gatherDimsC},
			boolDefaultFalse("indices_are_sorted"),
		},
		Results: []core.ValueDef{{Name: "result", Type: tensorT}},
		Traits:  core.NoMemoryEffect,
		Verify: func(op *core.Operation) error {
			if elemOf(op.Operand(0).Type()) != elemOf(op.Result(0).Type()) {
				return op.Errorf("failed to verify that all of {operand, result} have same element type")
			}
			return nil
		},
	}
	TorchIndexSelect = &core.OpDef{
		Name:    "stablehlo.torch_index_select",
		Summary: "TorchIndexSelect operation",
		Operands: []core.ValueDef{
			{Name: "operand", Type: tensorT},
			{Name: "index", Type: tensorT},
		},
		Attrs: []core.AttrDef{
			{Name: "dim", Constraint: ods.I64Attr},
			{Name: "batch_dims", Constraint: ods.I64Attr},
		},
		Results: []core.ValueDef{{Name: "result", Type: tensorT}},
		Traits:  core.Pure,
	}
	Rng = &core.OpDef{
		Name:    "stablehlo.rng",
		Summary: "Rng operation",
		Operands: []core.ValueDef{
			{Name: "a", Type: scalarPredIntFp},
			{Name: "b", Type: scalarPredIntFp},
			{Name: "shape", Type: dimTensor},
		},
		Attrs:   []core.AttrDef{{Name: "rng_distribution", Constraint: RngDistributionKind.constraint()}},
		Results: []core.ValueDef{{Name: "result", Type: predIntFp}},
		Format:  "$a `,` $b `,` $shape `,` `distribution` `=` $rng_distribution attr-dict `:` functional-type(operands, results)",
		Verify: func(op *core.Operation) error {
			e := elemOf(op.Result(0).Type())
			if elemOf(op.Operand(0).Type()) != e || elemOf(op.Operand(1).Type()) != e {
				return op.Errorf("failed to verify that all of {a, b, result} have same element type")
			}
			if d, _ := enumOf(op.Attr("rng_distribution"), RngDistributionKind); d == 2 && !isFloat(e) {
				return op.Errorf("NORMAL distribution requires a floating-point element type, but got %s", typeStr(e))
			}
			if s := shapeOf(op.Operand(2)); len(s) == 1 && !isDyn(s[0]) && s[0] != int64(rankOf(op.Result(0))) {
				return op.Errorf("inferred type(s) are incompatible: shape operand has %d elements, result has rank %d", s[0], rankOf(op.Result(0)))
			}
			return nil
		},
	}
	RngBitGenerator = &core.OpDef{
		Name:     "stablehlo.rng_bit_generator",
		Summary:  "RngBitGenerator operation",
		Operands: []core.ValueDef{{Name: "initial_state", Type: intOrFp}},
		Attrs:    []core.AttrDef{{Name: "rng_algorithm", Constraint: RngAlgorithmKind.constraint()}},
		Results: []core.ValueDef{
			{Name: "output_state", Type: intOrFp},
			{Name: "output", Type: intOrFp},
		},
		Traits: core.NoMemoryEffect,
		Format: "$initial_state `,` `algorithm` `=` $rng_algorithm attr-dict `:` functional-type(operands, results)",
		Verify: func(op *core.Operation) error {
			in, out := op.Operand(0).Type(), op.Result(0).Type()
			if !compatible(in, out) {
				return op.Errorf("output state shape must be compatible with initial state shape. Got: %s and %s", typeStr(in), typeStr(out))
			}
			s := shapeOf(op.Operand(0))
			if len(s) != 1 || isDyn(s[0]) {
				return nil
			}
			alg, _ := enumOf(op.Attr("rng_algorithm"), RngAlgorithmKind)
			bits := int64(bitWidth(elemOf(in))) * s[0]
			switch {
			case alg == 0 && bits < 64:
				return op.Errorf("initial_state must have at least 64 bits for the DEFAULT algorithm, but got %d", bits)
			case alg == 1 && bits != 128:
				return op.Errorf("THREE_FRY algorithm requires 128 bits of state, but got %d", bits)
			case alg == 2 && bits != 128 && bits != 192:
				return op.Errorf("PHILOX algorithm requires 128 or 192 bits of state, but got %d", bits)
			}
			return nil
		},
	}
)

// verifyReplicaGroups is the shared rule of collectives: a rank-2 tensor
// of unique ids, -1 allowed as padding when allowPadding.
//
// requireAll adds StableHLO's rule that the groups cover every id below
// their count ("replica id #0 not seen"); the spec has no such constraint,
// and collective_broadcast, whose groups may leave processes out (they
// receive zeros), does without it.
func verifyReplicaGroups(op *core.Operation, allowPadding, requireAll bool) error {
	d, ok := op.Attr("replica_groups").(*core.DenseAttr)
	if !ok {
		return nil
	}
	if len(d.Type.Shape()) != 2 {
		return op.Errorf("replica groups should be a rank 2 tensor")
	}
	ids := ods.DenseInts(d)
	seen := map[int64]bool{}
	for _, id := range ids {
		if id == -1 && allowPadding {
			continue
		}
		if id < 0 {
			return op.Errorf("replica_groups values must be non-negative (or -1 for padding), but got %d", id)
		}
		if seen[id] {
			return op.Errorf("replica id #%d seen more than once", id)
		}
		seen[id] = true
	}
	for i := int64(0); i < int64(len(seen)); i++ {
		if !seen[i] && len(ids) > 0 && !allowPadding && requireAll {
			return op.Errorf("replica id #%d not seen in replica groups", i)
		}
	}
	if boolAttr(op.Attr("use_global_device_ids")) || op.Attr("use_global_device_ids") != nil {
		if h, ok := op.Attr("channel_handle").(*ChannelHandle); !ok || h.Handle <= 0 {
			return op.Errorf("channel_id must be positive when useGlobalDeviceIds is set but got: %d", channelID(op))
		}
	}
	return nil
}

func channelID(op *core.Operation) int64 {
	if h, ok := op.Attr("channel_handle").(*ChannelHandle); ok {
		return h.Handle
	}
	return 0
}

func groupSize(op *core.Operation) int64 {
	if d, ok := op.Attr("replica_groups").(*core.DenseAttr); ok && len(d.Type.Shape()) == 2 {
		return d.Type.Shape()[1]
	}
	return 0
}

// verifyCollectiveBroadcast is collective_broadcast_c1-c5: unique ids
// (the groups need not cover every process), and with has_dynamic_root a
// last operand holding one si32 root per data operand.
func verifyCollectiveBroadcast(op *core.Operation) error {
	if err := verifyReplicaGroups(op, false, false); err != nil {
		return err
	}
	data, err := dataOperands(op)
	if err != nil {
		return err
	}
	if op.NumResults() != len(data) {
		return op.Errorf("expects %d results, but got %d", len(data), op.NumResults())
	}
	for i, v := range data {
		if !compatible(v.Type(), op.Result(i).Type()) {
			return op.Errorf("expects result #%d to have the type of operand #%d, but got %s and %s", i, i, typeStr(op.Result(i).Type()), typeStr(v.Type()))
		}
	}
	return nil
}

// dataOperands returns the data operands of a collective that may take a
// dynamic root (collective_broadcast_c3-c4, collective_reduce_c1-c2): all
// operands, or all but the last, a 1-D si32 tensor of one root per data
// operand, when has_dynamic_root is set.
func dataOperands(op *core.Operation) ([]core.Value, error) {
	data := op.Operands()
	if boolAttr(op.Attr("has_dynamic_root")) {
		if len(data) < 2 {
			return nil, op.Errorf("expects data operands and a root operand when has_dynamic_root is set")
		}
		root := data[len(data)-1]
		s := shapeOf(root)
		if len(s) != 1 || (!isDyn(s[0]) && s[0] != int64(len(data)-1)) || !isSInt(elemOf(root.Type())) || bitWidth(elemOf(root.Type())) != 32 {
			return nil, op.Errorf("expects the root operand to be a 1-D tensor<%dxi32>, but got %s", len(data)-1, typeStr(root.Type()))
		}
		data = data[:len(data)-1]
	}
	if len(data) == 0 {
		return nil, op.Errorf("expects at least one operand")
	}
	return data, nil
}

// verifyCollectiveReduce is collective_reduce_c1-c4: with a dynamic root,
// the last operand holds one si32 root per data operand.
func verifyCollectiveReduce(op *core.Operation) error {
	if err := verifyReplicaGroups(op, false, true); err != nil {
		return err
	}
	data, err := dataOperands(op)
	if err != nil {
		return err
	}
	if op.NumResults() != len(data) {
		return op.Errorf("expects %d results, but got %d", len(data), op.NumResults())
	}
	ins := typesOf(data)
	accs, err := verifyReducer(op, op.Region(0), ins[:1], ins[:1])
	if err != nil || accs == nil {
		return err
	}
	for i, v := range data {
		if !shapesCompatible(shapeOf(v), shapeOf(op.Result(i))) {
			return op.Errorf("expects result #%d to have the shape of operand #%d, but got %s and %s", i, i, typeStr(op.Result(i).Type()), typeStr(v.Type()))
		}
	}
	return nil
}

// verifyGatherSize is all_gather_c6: the result's all_gather_dim is the
// operand's times the size of a process group. With cross_replica and
// flattened_ids that size is the replica groups' second dimension; with
// cross_replica_and_partition (a channel and no global ids) each group
// also spans every partition, a count known only at run time, so the
// result need only be a multiple of operand size × group size (the case of
// StableHLO issue 1933).
func verifyGatherSize(op *core.Operation, in, out int64) error {
	if isDyn(in) || isDyn(out) {
		return nil
	}
	if in == 0 {
		return op.Errorf("dimension size of operand at 'all_gather_dim' cannot be zero")
	}
	g := groupSize(op)
	if g == 0 {
		// Empty replica_groups: one group of every replica, a run-time count.
		g = 1
	}
	perPartition := channelID(op) > 0 && op.Attr("use_global_device_ids") == nil
	if out%(in*g) != 0 || (!perPartition && groupSize(op) > 0 && out != in*g) {
		if perPartition || groupSize(op) == 0 {
			return op.Errorf("result gather dimension has size %d, expected to be a multiple of operand gather dimension size %d times the replica group size %d", out, in, g)
		}
		return op.Errorf("result gather dimension has size %d, expected operand gather dimension size %d times the replica group size %d", out, in, g)
	}
	return nil
}

func verifyAllGather(op *core.Operation) error {
	if err := verifyReplicaGroups(op, false, true); err != nil {
		return err
	}
	if op.NumOperands() != op.NumResults() {
		return op.Errorf("requires the same number of operands and results")
	}
	dim := attrInt(op, "all_gather_dim")
	for i, v := range op.Operands() {
		in, out := shapeOf(v), shapeOf(op.Result(i))
		if elemOf(v.Type()) != elemOf(op.Result(i).Type()) {
			return op.Errorf("requires the same element type for operand and result at index %d", i)
		}
		if len(in) == 0 {
			return op.Errorf("operand #%d must have rank >= 1", i)
		}
		if dim >= int64(len(in)) {
			return op.Errorf("all_gather_dim must be a valid index of operand")
		}
		if len(out) != len(in) {
			return op.Errorf("operand and result must have the same rank")
		}
		for k := range in {
			if int64(k) == dim {
				if err := verifyGatherSize(op, in[k], out[k]); err != nil {
					return err
				}
				continue
			}
			if !dimsCompatible(in[k], out[k]) {
				return op.Errorf("operand and result should have the same shape except for the dimension size at 'all_gather_dim'")
			}
		}
	}
	return nil
}

func verifyReduceScatter(op *core.Operation) error {
	if err := verifyReplicaGroups(op, false, true); err != nil {
		return err
	}
	in, out := shapeOf(op.Operand(0)), shapeOf(op.Result(0))
	if len(in) == 0 {
		return op.Errorf("operand must have rank >= 1")
	}
	dim := attrInt(op, "scatter_dimension")
	if dim >= int64(len(in)) {
		return op.Errorf("scatter dim should be less than operand/result rank")
	}
	if len(out) != len(in) {
		return op.Errorf("operand and result should have same rank")
	}
	for k := range in {
		if int64(k) == dim {
			if !isDyn(in[k]) && !isDyn(out[k]) && out[k] != 0 && in[k]%out[k] != 0 {
				return op.Errorf("operand scatter dimension has size %d, expected to be a multiple of result scatter dimension size %d", in[k], out[k])
			}
			continue
		}
		if !dimsCompatible(in[k], out[k]) {
			return op.Errorf("non scatter dimensions should be same for operand (%d) and result (%d)", in[k], out[k])
		}
	}
	t := op.Operand(0).Type()
	_, err := verifyReducer(op, op.Region(0), []core.Type{t}, []core.Type{t})
	return err
}

func verifyAllToAll(op *core.Operation) error {
	if err := verifyReplicaGroups(op, false, true); err != nil {
		return err
	}
	if op.NumOperands() != op.NumResults() {
		return op.Errorf("requires the same number of operands and results")
	}
	split, concat, count := attrInt(op, "split_dimension"), attrInt(op, "concat_dimension"), attrInt(op, "split_count")
	if g := groupSize(op); g > 0 && g != count {
		return op.Errorf("replica groups should be a rank 2 tensor with the size of split_count (%d) in dimension 1, but got %d", count, g)
	}
	for i, v := range op.Operands() {
		in := shapeOf(v)
		if split >= int64(len(in)) {
			return op.Errorf("AllToAll split_dimension %d is out-of-bounds for input rank %d", split, len(in))
		}
		if concat >= int64(len(in)) {
			return op.Errorf("AllToAll concat_dimension %d is out-of-bounds for input rank %d", concat, len(in))
		}
		if !isDyn(in[split]) && in[split]%count != 0 {
			return op.Errorf("split dimension has size %d, expected to be a multiple of split_count %d", in[split], count)
		}
		want := append([]int64(nil), in...)
		if !isDyn(want[split]) {
			want[split] /= count
		}
		if !isDyn(want[concat]) {
			want[concat] *= count
		}
		wt := core.RankedTensor(op.Context(), want, elemOf(v.Type()), nil)
		if got := op.Result(i).Type(); !compatible(wt, got) {
			return op.Errorf("inferred type(s) '%s' are incompatible with return type(s) of operation '%s'", typeStr(wt), typeStr(got))
		}
	}
	return nil
}

func verifyCollectivePermute(op *core.Operation) error {
	d := op.Attr("source_target_pairs").(*core.DenseAttr)
	s := d.Type.Shape()
	if len(s) != 2 {
		return op.Errorf("expect source_target_pairs attribute to be of rank 2, but got rank %d", len(s))
	}
	if s[1] != 2 {
		return op.Errorf("expect source_target_pairs attribute of shape (N, 2), but got (%s)", dimsStr(s))
	}
	vs := ods.DenseInts(d)
	sources, targets := map[int64]bool{}, map[int64]bool{}
	for i := 0; i+1 < len(vs); i += 2 {
		src, dst := vs[i], vs[i+1]
		if src < 0 || dst < 0 {
			return op.Errorf("replica ids in source_target_pairs must be >= 0.")
		}
		if sources[src] {
			return op.Errorf("duplicate sources not allowed.")
		}
		if targets[dst] {
			return op.Errorf("duplicate targets not allowed.")
		}
		sources[src], targets[dst] = true, true
	}
	return verifyCompatibleOperandsAndResultType(op)
}

// inferGather computes gather's result shape (gather_c1-c23): batch
// dimensions of start_indices interleaved with the kept slice dimensions at
// offset_dims.
func inferGather(st *core.OpState) ([]core.Type, error) {
	operand, indices := rankedTensor(st.Operands[0].Type()), rankedTensor(st.Operands[1].Type())
	dn, ok := st.Attr("dimension_numbers").(*GatherDims)
	sizes := attrI64s(st, "slice_sizes")
	if operand == nil || indices == nil || !ok {
		return nil, inferErr(st, "expects ranked operands and dimension_numbers")
	}
	rank := len(operand.Dims)
	idxRank := int64(len(indices.Dims))
	if dn.IndexVectorDim < 0 || dn.IndexVectorDim > idxRank {
		return nil, inferErr(st, "index_vector_dim %d is out of bounds for start indices with rank %d", dn.IndexVectorDim, idxRank)
	}
	if !isSortedUnique(dn.OffsetDims) {
		return nil, inferErr(st, "expects offset_dims to be sorted, got: [%s]", intsStr(dn.OffsetDims))
	}
	if !isSortedUnique(dn.CollapsedSliceDims) {
		return nil, inferErr(st, "expects collapsed_slice_dims to be sorted, got: [%s]", intsStr(dn.CollapsedSliceDims))
	}
	if !inRange(dn.CollapsedSliceDims, rank) {
		return nil, inferErr(st, "collapsed dimension is out of bounds for slice_sizes.size (%d)", rank)
	}
	if !inRange(dn.OperandBatchingDims, rank) || hasDuplicates(dn.OperandBatchingDims) {
		return nil, inferErr(st, "operand_batching_dims must be unique and in range [0, %d), got: [%s]", rank, intsStr(dn.OperandBatchingDims))
	}
	if len(dn.OperandBatchingDims) != len(dn.StartIndicesBatchingDims) {
		return nil, inferErr(st, "operand_batching_dims and start_indices_batching_dims should have the same size")
	}
	if len(sizes) != rank {
		return nil, inferErr(st, "slice_sizes size (%d) not equal to (implied) operand rank (%d)", len(sizes), rank)
	}
	for i, s := range sizes {
		if s < 0 || (!isDyn(operand.Dims[i]) && s > operand.Dims[i]) {
			return nil, inferErr(st, "slice size (%d) is out of bounds for operand dimension (%s) at index %d", s, dimStr(operand.Dims[i]), i)
		}
	}
	for _, d := range append(append([]int64{}, dn.CollapsedSliceDims...), dn.OperandBatchingDims...) {
		if sizes[d] > 1 {
			return nil, inferErr(st, "slice_sizes collapsed dimension %d should <= 1 but got %d", d, sizes[d])
		}
	}
	indexVecSize := int64(1)
	if dn.IndexVectorDim < idxRank {
		indexVecSize = indices.Dims[dn.IndexVectorDim]
	}
	if !isDyn(indexVecSize) && int64(len(dn.StartIndexMap)) != indexVecSize {
		return nil, inferErr(st, "start_index_map size (%d) is not equal to size of index dimension (%d) of start_indices (%d)",
			len(dn.StartIndexMap), dn.IndexVectorDim, indexVecSize)
	}
	if !inRange(dn.StartIndexMap, rank) || hasDuplicates(dn.StartIndexMap) {
		return nil, inferErr(st, "start_index_map must be unique and in range [0, %d), got: [%s]", rank, intsStr(dn.StartIndexMap))
	}
	dropped := map[int64]bool{}
	for _, d := range dn.CollapsedSliceDims {
		dropped[d] = true
	}
	for _, d := range dn.OperandBatchingDims {
		dropped[d] = true
	}
	var kept []int64
	for i, s := range sizes {
		if !dropped[int64(i)] {
			kept = append(kept, s)
		}
	}
	var batch []int64
	for i, d := range indices.Dims {
		if int64(i) != dn.IndexVectorDim {
			batch = append(batch, d)
		}
	}
	if len(kept) != len(dn.OffsetDims) {
		return nil, inferErr(st, "offset_dims size (%d) plus collapse_slice_dims size (%d) plus operand_batching_dims size (%d) is not equal to operand rank (%d)",
			len(dn.OffsetDims), len(dn.CollapsedSliceDims), len(dn.OperandBatchingDims), rank)
	}
	outRank := len(batch) + len(dn.OffsetDims)
	if !inRange(dn.OffsetDims, outRank) {
		return nil, inferErr(st, "offset_dims must be in range [0, %d), got: [%s]", outRank, intsStr(dn.OffsetDims))
	}
	isOffset := map[int64]bool{}
	for _, d := range dn.OffsetDims {
		isOffset[d] = true
	}
	out := make([]int64, outRank)
	bi, oi := 0, 0
	for i := range out {
		if isOffset[int64(i)] {
			out[i] = kept[oi]
			oi++
		} else {
			out[i] = batch[bi]
			bi++
		}
	}
	return []core.Type{core.RankedTensor(st.Ctx, out, operand.Elem, nil)}, nil
}
