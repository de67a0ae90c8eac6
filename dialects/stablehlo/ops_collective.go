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
		Results:    []core.ValueDef{{Name: "results", Type: tensorT, Arity: core.Variadic}},
		Verify:     verifyAllGather,
		Interfaces: []any{replicaGroupSymbols{}},
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
		Verify:             verifyFirst(allReduceTypes),
		VerifyRegions:      inferAfter(allReduceTypes),
		Interfaces:         []any{replicaGroupSymbols{}},
	}
	ReduceScatter = &core.OpDef{
		Name:     "stablehlo.reduce_scatter",
		Summary:  "ReduceScatter operation",
		Operands: []core.ValueDef{{Name: "operand", Type: tensorT}},
		Attrs: collectiveAttrs(
			core.AttrDef{Name: "scatter_dimension", Constraint: nonNegativeI64},
			core.AttrDef{Name: "use_global_device_ids", Constraint: ods.UnitAttr, Optional: true},
		),
		Regions:    []core.RegionDef{{Name: "computation", Arity: core.Single, SingleBlock: true}},
		Results:    []core.ValueDef{{Name: "result", Type: tensorT}},
		Verify:     verifyReduceScatter,
		Interfaces: []any{replicaGroupSymbols{}},
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
		Results:               []core.ValueDef{{Name: "results", Type: tensorT, Arity: core.Variadic}},
		InferTypes:            inferAllToAll,
		CompatibleReturnTypes: elemTraitReturnTypes,
		Verify:                verifyPairwiseElementTypes,
		Interfaces:            []any{replicaGroupSymbols{}},
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
		Results:    []core.ValueDef{{Name: "results", Type: tensorT, Arity: core.Variadic}},
		InferTypes: inferCollectiveBroadcast,
		Verify:     verifyCollectiveBroadcast,
		Interfaces: []any{replicaGroupSymbols{}},
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
		Verify:             verifyFirst(collectiveReduceTypes),
		VerifyRegions:      inferAfter(collectiveReduceTypes),
		Interfaces:         []any{replicaGroupSymbols{}},
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
			{Name: "shape", Type: staticDimTensor},
		},
		Attrs:                 []core.AttrDef{{Name: "rng_distribution", Constraint: RngDistributionKind.constraint()}},
		Results:               []core.ValueDef{{Name: "result", Type: predIntFp}},
		Format:                "$a `,` $b `,` $shape `,` `distribution` `=` $rng_distribution attr-dict `:` functional-type(operands, results)",
		InferTypes:            inferRng,
		CompatibleReturnTypes: elemTraitReturnTypes,
		Verify: func(op *core.Operation) error {
			e := elemOf(op.Result(0).Type())
			if elemOf(op.Operand(0).Type()) != e || elemOf(op.Operand(1).Type()) != e {
				return op.Errorf("failed to verify that all of {a, b, result} have same element type")
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

// inferRng is hlo::inferRngOp (rng_c1-c3): b's element type in the shape
// the shape operand holds, when it is a constant.
func inferRng(st *core.OpState) ([]core.Type, error) {
	if d, _ := enumOf(st.Attr("rng_distribution"), RngDistributionKind); d != 1 {
		if !isFloat(elemOf(st.Operands[0].Type())) || !isFloat(elemOf(st.Operands[1].Type())) {
			return nil, inferErr(st, "mu and sigma must be floats")
		}
	}
	elem := elemOf(st.Operands[1].Type())
	shape, ok := constInts(st.Operands[2])
	if !ok {
		s := shapeOf(st.Operands[2])
		if len(s) != 1 || isDyn(s[0]) {
			return nil, inferErr(st, "expects a statically shaped 1-dimensional shape operand")
		}
		shape = make([]int64, s[0])
	}
	for i, d := range shape {
		if !ok || d < 0 {
			shape[i] = core.Dynamic
		}
	}
	return []core.Type{core.RankedTensor(st.Ctx, shape, elem, nil)}, nil
}

// replicaGroupSymbols is the SymbolUserOpInterface of collectives: replica
// groups given as mesh axes name a mesh that must exist.
type replicaGroupSymbols struct{}

func (replicaGroupSymbols) VerifySymbolUses(op *core.Operation, lookup core.SymbolLookup) error {
	m, ok := op.Attr("replica_groups").(*ReplicaGroupMeshAxes)
	if !ok {
		return nil
	}
	if ref, ok := m.Mesh.(*core.SymbolRefAttr); ok && lookup(op, ref) == nil {
		return op.Errorf("replica_groups: mesh symbol '%s' not found", ref.Root)
	}
	return nil
}

// verifyReplicaGroups is hlo::verifyReplicaGroups, the rule collectives
// share: a rank-2 tensor of unique ids covering 0..n-1 (all_gather_c2-c4,
// all_reduce_c1-c3, all_to_all_c5-c8). -1 pads groups of unequal size
// unless allSameSize, where it is an "Invalid replica id"; other negative
// ids are only caught as gaps ("replica id #1 not seen"), as in StableHLO.
// groupSize >= 0 also requires groups of that size (all_to_all_c8).
func verifyReplicaGroups(fail failf, groups core.Attribute, allSameSize, useGlobalIDs bool, groupSize int64) error {
	d, ok := groups.(*core.DenseAttr)
	if !ok {
		return nil
	}
	shape := d.Type.Shape()
	if len(shape) != 2 {
		return fail("replica groups should be a rank 2 tensor")
	}
	if useGlobalIDs && shape[0]*shape[1] == 0 {
		return fail("if `use_global_device_ids` is set, the replica groups cannot be empty")
	}
	ids := ods.DenseInts(d)
	seen := map[int64]bool{}
	for _, id := range ids {
		if id == -1 {
			if !allSameSize {
				continue
			}
			return fail("Invalid replica id -1")
		}
		if seen[id] {
			return fail("replica id #%d seen more than once", id)
		}
		seen[id] = true
	}
	for id := int64(0); id < int64(len(seen)); id++ {
		if !seen[id] {
			return fail("replica id #%d not seen in replica groups", id)
		}
	}
	if allSameSize && groupSize >= 0 && (shape[0] == 0 || int64(len(ids))/shape[0] != groupSize) {
		return fail("group size of replica_groups must be %d", groupSize)
	}
	return nil
}

// channelID is the channel handle's id, 0 without one.
func channelID(attrs interface{ Attr(string) core.Attribute }) int64 {
	if h, ok := attrs.Attr("channel_handle").(*ChannelHandle); ok {
		return h.Handle
	}
	return 0
}

func useGlobalDeviceIDs(op *core.Operation) bool { return op.Attr("use_global_device_ids") != nil }

// verifyPositiveChannel is all_reduce_c4, reduce_scatter_c6 and
// collective_reduce's rule for use_global_device_ids.
func verifyPositiveChannel(op *core.Operation) error {
	if useGlobalDeviceIDs(op) && channelID(op) <= 0 {
		return op.Errorf("channel_id must be positive when useGlobalDeviceIds is set but got: %d", channelID(op))
	}
	return nil
}

// verifyPairwiseElementTypes is HLO_PairwiseSameOperandAndResultElementType.
func verifyPairwiseElementTypes(op *core.Operation) error {
	if op.NumOperands() != op.NumResults() {
		return op.Errorf("requires the same number of operands and results")
	}
	for i, v := range op.Operands() {
		if elemOf(v.Type()) != elemOf(op.Result(i).Type()) {
			return op.Errorf("requires the same element type for operand and result at index %d", i)
		}
	}
	return nil
}

// dynamicRootOperands is the has_dynamic_root rule collective_broadcast
// and collective_reduce share: at least one data operand, and with a
// dynamic root a last rank-1 i32 operand of one root per data operand.
// It returns the data operands.
func dynamicRootOperands(op *core.Operation, name string) ([]core.Value, error) {
	vs := op.Operands()
	if !boolAttr(op.Attr("has_dynamic_root")) {
		if len(vs) == 0 {
			return nil, op.Errorf("%s requires at least one data operand", name)
		}
		return vs, nil
	}
	if len(vs) < 2 {
		return nil, op.Errorf("%s with has_dynamic_root=true requires at least two operands (data + root)", name)
	}
	root := vs[len(vs)-1]
	rt := rankedTensor(root.Type())
	if rt == nil || !isI32(rt.Elem) || len(rt.Dims) != 1 {
		return nil, op.Errorf("last operand of %s with has_dynamic_root=true must be a rank-1 i32 tensor, but got %s", name, typeStr(root.Type()))
	}
	if n := int64(len(vs) - 1); rt.Dims[0] != n {
		return nil, op.Errorf("last operand of %s with has_dynamic_root=true must have the same number of elements as data operands (%d), but got %d", name, n, rt.Dims[0])
	}
	return vs[:len(vs)-1], nil
}

// isI32 is Type::isInteger(32): a 32-bit integer of any signedness.
func isI32(t core.Type) bool {
	it, ok := t.(*core.IntType)
	return ok && it.Width == 32
}

// inferCollectiveBroadcast: the results are the data operands' types.
func inferCollectiveBroadcast(st *core.OpState) ([]core.Type, error) {
	vs := st.Operands
	if boolAttr(st.Attr("has_dynamic_root")) && len(vs) > 0 {
		vs = vs[:len(vs)-1]
	}
	ts := make([]core.Type, len(vs))
	for i, v := range vs {
		ts[i] = v.Type()
	}
	return ts, nil
}

// verifyCollectiveBroadcast is hlo::verifyCollectiveBroadcastOp
// (collective_broadcast_c1-c4): non-negative unique ids (the groups need
// not cover every process), then the data and root operands. A constant
// root must also be a position in a replica group (collective_broadcast_c6).
func verifyCollectiveBroadcast(op *core.Operation) error {
	if d, ok := op.Attr("replica_groups").(*core.DenseAttr); ok {
		if r := len(d.Type.Shape()); r != 2 {
			return op.Errorf("replica groups should be a rank 2 tensor,but instead it is of rank %d", r)
		}
		seen := map[int64]bool{}
		for _, id := range ods.DenseInts(d) {
			if id < 0 {
				return op.Errorf("replica_groups values must be positive, but was given %d", id)
			}
			if seen[id] {
				return op.Errorf("replica id #%d seen more than once", id)
			}
			seen[id] = true
		}
	}
	data, err := dynamicRootOperands(op, "collective_broadcast")
	if err != nil {
		return err
	}
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

func groupSize(op *core.Operation) int64 {
	if d, ok := op.Attr("replica_groups").(*core.DenseAttr); ok && len(d.Type.Shape()) == 2 {
		return d.Type.Shape()[1]
	}
	return 0
}

// accumulatorElem is getAccumulatorTypesOrInputTypes's first element type:
// that of the body's first returned value, or input's when the body has
// none (the reducer's own verifier reports a malformed body later).
func accumulatorElem(body *core.Region, input core.Type) core.Type {
	if rets := returnTypes(body); len(rets) > 0 {
		if rt := rankedTensor(rets[0]); rt != nil {
			return rt.Elem
		}
	}
	return elemOf(input)
}

// collectiveReduceTypes is hlo::verifyCollectiveReduceOp
// (collective_reduce_c1-c4), and inferCollectiveReduceOp's result types:
// each data operand's shape with the body's element type.
func collectiveReduceTypes(op *core.Operation) ([]core.Type, error) {
	if err := verifyReplicaGroups(opFail(op), op.Attr("replica_groups"), false, useGlobalDeviceIDs(op), -1); err != nil {
		return nil, err
	}
	if err := verifyPositiveChannel(op); err != nil {
		return nil, err
	}
	data, err := dynamicRootOperands(op, "collective_reduce")
	if err != nil {
		return nil, err
	}
	want := make([]core.Type, len(data))
	for i, v := range data {
		if _, err := verifyReducer(op, op.Region(0), []core.Type{v.Type()}, []core.Type{scalarOf(op.Context(), v.Type())}, nil); err != nil {
			return nil, err
		}
		want[i] = withElem(op.Context(), v.Type(), accumulatorElem(op.Region(0), v.Type()))
	}
	return want, nil
}

// allReduceTypes is hlo::verifyAllReduceOp (all_reduce_c1-c5), and
// inferAllReduceOp's result types (all_reduce_c6, c7): each operand's
// shape with the element type of the body's first accumulator.
func allReduceTypes(op *core.Operation) ([]core.Type, error) {
	if err := verifyReplicaGroups(opFail(op), op.Attr("replica_groups"), false, useGlobalDeviceIDs(op), -1); err != nil {
		return nil, err
	}
	if err := verifyPositiveChannel(op); err != nil {
		return nil, err
	}
	want := make([]core.Type, op.NumOperands())
	for i, v := range op.Operands() {
		if _, err := verifyReducer(op, op.Region(0), []core.Type{v.Type()}, []core.Type{scalarOf(op.Context(), v.Type())}, nil); err != nil {
			return nil, err
		}
		want[i] = withElem(op.Context(), v.Type(), accumulatorElem(op.Region(0), op.Operand(0).Type()))
	}
	return want, nil
}

// verifyAllGather is hlo::verifyAllGatherOp (all_gather_c1-c6), exactly:
// only the multiple of the gather dimension is checked, since the size of
// a process group, which multiplies it, is known only at run time (the
// number of partitions, and with use_global_device_ids the flattened ids;
// StableHLO issue 1933); a channel id is only required to be non-negative
// with use_global_device_ids. stablehlo-opt accepts what this accepts, so
// portable artifacts written by it verify here.
func verifyAllGather(op *core.Operation) error {
	if err := verifyPairwiseElementTypes(op); err != nil {
		return err
	}
	if err := verifyReplicaGroups(opFail(op), op.Attr("replica_groups"), true, useGlobalDeviceIDs(op), -1); err != nil {
		return err
	}
	if useGlobalDeviceIDs(op) && channelID(op) < 0 {
		return op.Errorf("channel_id cannot be negative when useGlobalDeviceIds is set")
	}
	dim := attrInt(op, "all_gather_dim")
	for i, v := range op.Operands() {
		in, out := shapeOf(v), shapeOf(op.Result(i))
		if dim >= int64(len(in)) {
			return op.Errorf("all_gather_dim must be a valid index of operand")
		}
		if in[dim] == 0 {
			return op.Errorf("dimension size of operand at 'all_gather_dim' cannot be zero")
		}
		if len(out) != len(in) {
			return op.Errorf("operand and result must have the same rank")
		}
		for k := range in {
			if int64(k) != dim && !dimsCompatible(out[k], in[k]) {
				return op.Errorf("operand and result should have the same shape except for the dimension size at 'all_gather_dim'")
			}
		}
		if isDyn(in[dim]) || isDyn(out[dim]) {
			return nil
		}
		if out[dim]%in[dim] != 0 {
			return op.Errorf("result gather dimension has size %d, expected to be a multiple of operand gather dimension size %d", out[dim], in[dim])
		}
	}
	return nil
}

// verifyReduceScatter is hlo::verifyReduceScatterOp (reduce_scatter_c1-c9).
func verifyReduceScatter(op *core.Operation) error {
	if err := verifyReplicaGroups(opFail(op), op.Attr("replica_groups"), true, useGlobalDeviceIDs(op), -1); err != nil {
		return err
	}
	t := op.Operand(0).Type()
	if _, err := verifyReducer(op, op.Region(0), []core.Type{t}, []core.Type{scalarOf(op.Context(), t)}, nil); err != nil {
		return err
	}
	in, out := shapeOf(op.Operand(0)), shapeOf(op.Result(0))
	if len(out) != len(in) {
		return op.Errorf("operand and result should have same rank")
	}
	dim := attrInt(op, "scatter_dimension")
	if dim >= int64(len(in)) {
		return op.Errorf("scatter dim should be less than operand/result rank")
	}
	if err := verifyPositiveChannel(op); err != nil {
		return err
	}
	if isDyn(in[dim]) || isDyn(out[dim]) {
		return nil
	}
	if out[dim] == 0 {
		return op.Errorf("result dimension size at scatter_dimension cannot be zero")
	}
	if in[dim] == 0 {
		return op.Errorf("operand dimension size at scatter_dimension cannot be zero")
	}
	if in[dim]%out[dim] != 0 {
		return op.Errorf("operand scatter dimension has size %d, expected to be a multiple of result scatter dimension size %d", in[dim], out[dim])
	}
	for k := range in {
		if int64(k) != dim && !dimsCompatible(in[k], out[k]) {
			return op.Errorf("non scatter dimensions should be same for operand (%s) and result (%s)", dimStr(in[k]), dimStr(out[k]))
		}
	}
	if acc, e := accumulatorElem(op.Region(0), t), elemOf(op.Result(0).Type()); e != acc {
		return op.Errorf("result element-type is expected to be %s, but got %s", typeStr(acc), typeStr(e))
	}
	// reduce_scatter_c8 where the replica groups fix the size of a process
	// group, as for all_gather.
	if g := groupSize(op); g > 0 && (channelID(op) <= 0 || useGlobalDeviceIDs(op)) && out[dim]*g != in[dim] {
		return op.Errorf("operand scatter dimension has size %d, expected result scatter dimension size %d times the replica group size %d", in[dim], out[dim], g)
	}
	return nil
}

// inferAllToAll is hlo::inferAllToAllOp (all_to_all_c1-c3, c5-c8): each
// operand split split_count ways along split_dimension and concatenated
// along concat_dimension, bounds alike.
func inferAllToAll(st *core.OpState) ([]core.Type, error) {
	split, concat, count := attrInt(st, "split_dimension"), attrInt(st, "concat_dimension"), attrInt(st, "split_count")
	if split < 0 || concat < 0 || count <= 0 {
		return nil, inferErr(st, "expects non-negative dimensions and a positive split_count") // ODS's, for builders
	}
	if err := verifyReplicaGroups(inferFail(st), st.Attr("replica_groups"), true, false, count); err != nil {
		return nil, err
	}
	ts := make([]core.Type, len(st.Operands))
	for i, v := range st.Operands {
		in := shapeOf(v)
		if split >= int64(len(in)) {
			return nil, inferErr(st, "AllToAll split_dimension %d is out-of-bounds for input rank %d", split, len(in))
		}
		if concat >= int64(len(in)) {
			return nil, inferErr(st, "AllToAll concat_dimension %d is out-of-bounds for input rank %d", concat, len(in))
		}
		if !isDyn(in[split]) && in[split]%count != 0 {
			return nil, inferErr(st, "split dimension has size %d, expected to be a multiple of split_count %d", in[split], count)
		}
		scale := func(dims []int64) []int64 {
			out := append([]int64(nil), dims...)
			if !isDyn(out[split]) {
				out[split] /= count
			}
			if !isDyn(out[concat]) {
				out[concat] *= count
			}
			return out
		}
		var enc core.Attribute
		if b := boundsOf(v.Type()); len(b) == len(in) {
			enc = NewTypeExtensions(st.Ctx, scale(b))
		}
		ts[i] = core.RankedTensor(st.Ctx, scale(in), elemOf(v.Type()), enc)
	}
	return ts, nil
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
