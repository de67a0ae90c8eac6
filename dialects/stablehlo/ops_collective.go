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
		VerifyRegions:      verifyAllReduce,
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
		Results:               []core.ValueDef{{Name: "result", Type: tensorT}},
		Traits:                core.NoMemoryEffect,
		InferTypes:            inferGather,
		CompatibleReturnTypes: strictReturnTypes,
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
		Results:               []core.ValueDef{{Name: "result", Type: tensorT}},
		Traits:                core.NoMemoryEffect,
		InferTypes:            inferDynamicGather,
		CompatibleReturnTypes: strictReturnTypes,
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
			// rng_c3 when the shape is a constant.
			return verifyShapeOperand(op, op.Operand(2), op.Result(0).Type())
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
			if !strictCompatible(in, out) {
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
	if op.Attr("use_global_device_ids") != nil && core.NumElements(d.Type.Shape()) == 0 {
		return op.Errorf("if `use_global_device_ids` is set, the replica groups cannot be empty")
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
		if !strictCompatible(v.Type(), op.Result(i).Type()) {
			return op.Errorf("expects result #%d to have the type of operand #%d, but got %s and %s", i, i, typeStr(op.Result(i).Type()), typeStr(v.Type()))
		}
	}
	// collective_broadcast_c6: a root is a position in a replica group.
	// Checked when the roots are a constant.
	if len(data) < op.NumOperands() {
		if roots, ok := constInts(op.Operand(op.NumOperands() - 1)); ok {
			g := groupSize(op)
			for _, r := range roots {
				if r < 0 || (g > 0 && r >= g) {
					return op.Errorf("expects each root to be in range [0, %d), the size of a replica group, but got %d", g, r)
				}
			}
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
	for _, v := range data {
		if _, err := verifyReducer(op, op.Region(0), []core.Type{v.Type()}, []core.Type{scalarOf(op.Context(), v.Type())}, nil); err != nil {
			return err
		}
	}
	for i, v := range data {
		if !shapesCompatible(shapeOf(v), shapeOf(op.Result(i))) {
			return op.Errorf("expects result #%d to have the shape of operand #%d, but got %s and %s", i, i, typeStr(op.Result(i).Type()), typeStr(v.Type()))
		}
	}
	return nil
}

// verifyAllReduce is all_reduce_c1-c7: one computation reduces every
// operand, each result has its operand's shape and the computation's
// element type.
func verifyAllReduce(op *core.Operation) error {
	if err := verifyReplicaGroups(op, true, true); err != nil {
		return err
	}
	var accs []core.Type
	for _, v := range op.Operands() {
		a, err := verifyReducer(op, op.Region(0), []core.Type{v.Type()}, []core.Type{scalarOf(op.Context(), v.Type())}, nil)
		if err != nil || a == nil {
			return err
		}
		accs = a
	}
	if op.NumResults() != op.NumOperands() {
		return op.Errorf("expects %d results, but got %d", op.NumOperands(), op.NumResults())
	}
	if accs == nil {
		return nil
	}
	for i, v := range op.Operands() {
		want := withElem(op.Context(), v.Type(), accs[0])
		if got := op.Result(i).Type(); !strictCompatible(want, got) {
			return op.Errorf("inferred type(s) '%s' are incompatible with return type(s) of operation '%s'", typeStr(want), typeStr(got))
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

// verifyReduceScatter is reduce_scatter_c1-c9.
func verifyReduceScatter(op *core.Operation) error {
	if err := verifyReplicaGroups(op, false, true); err != nil {
		return err
	}
	t := op.Operand(0).Type()
	accs, err := verifyReducer(op, op.Region(0), []core.Type{t}, []core.Type{scalarOf(op.Context(), t)}, nil)
	if err != nil {
		return err
	}
	in, out := shapeOf(op.Operand(0)), shapeOf(op.Result(0))
	if len(in) == 0 {
		return op.Errorf("operand must have rank >= 1")
	}
	if len(out) != len(in) {
		return op.Errorf("operand and result should have same rank")
	}
	dim := attrInt(op, "scatter_dimension")
	if dim >= int64(len(in)) {
		return op.Errorf("scatter dim should be less than operand/result rank")
	}
	if err := verifyScatterSize(op, in[dim], out[dim]); err != nil {
		return err
	}
	for k := range in {
		if int64(k) != dim && !dimsCompatible(in[k], out[k]) {
			return op.Errorf("non scatter dimensions should be same for operand (%s) and result (%s)", dimStr(in[k]), dimStr(out[k]))
		}
	}
	if accs != nil {
		if e := elemOf(op.Result(0).Type()); e != accs[0] {
			return op.Errorf("result element-type is expected to be %s, but got %s", typeStr(accs[0]), typeStr(e))
		}
	}
	return nil
}

// verifyScatterSize is reduce_scatter_c1 and c8 for the scatter dimension:
// the operand's size is the result's times the size of a process group.
// As for all_gather (verifyGatherSize), that size is the replica groups'
// second dimension unless each group also spans every partition, a count
// known only at run time.
func verifyScatterSize(op *core.Operation, in, out int64) error {
	if isDyn(in) || isDyn(out) {
		return nil
	}
	if out == 0 {
		return op.Errorf("result dimension size at scatter_dimension cannot be zero")
	}
	if in == 0 {
		return op.Errorf("operand dimension size at scatter_dimension cannot be zero")
	}
	if in%out != 0 {
		return op.Errorf("operand scatter dimension has size %d, expected to be a multiple of result scatter dimension size %d", in, out)
	}
	g := groupSize(op)
	if g == 0 {
		return nil
	}
	perPartition := channelID(op) > 0 && op.Attr("use_global_device_ids") == nil
	if perPartition && in%(out*g) != 0 {
		return op.Errorf("operand scatter dimension has size %d, expected to be a multiple of result scatter dimension size %d times the replica group size %d", in, out, g)
	}
	if !perPartition && out*g != in {
		return op.Errorf("operand scatter dimension has size %d, expected result scatter dimension size %d times the replica group size %d", in, out, g)
	}
	return nil
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
		if got := op.Result(i).Type(); !strictCompatible(wt, got) {
			return op.Errorf("inferred type(s) '%s' are incompatible with return type(s) of operation '%s'", typeStr(wt), typeStr(got))
		}
	}
	return nil
}

// verifyCollectivePermute is collective_permute_c1-c5.
func verifyCollectivePermute(op *core.Operation) error {
	if err := verifySourceTargetPairs(op); err != nil {
		return err
	}
	return verifyCompatibleOperandsAndResultType(op)
}

// verifySourceTargetPairs is collective_permute_c1-c4 (send_c1-c4,
// recv_c1-c4): an (N, 2) list of process ids, non-negative (their upper
// bound is the number of processes, known at run time only), sources
// unique and targets unique.
func verifySourceTargetPairs(op *core.Operation) error {
	d, ok := op.Attr("source_target_pairs").(*core.DenseAttr)
	if !ok {
		return nil
	}
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
	return nil
}
