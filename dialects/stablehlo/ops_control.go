package stablehlo

import (
	"regexp"
	"slices"
	"strconv"
	"strings"

	"ncc/core"
	"ncc/dialects/ods"
	"ncc/dialects/quant"
)

// Constants, tokens, tuples, control flow, calls and host communication.

var (
	Constant = &core.OpDef{
		Name:    "stablehlo.constant",
		Summary: "Constant operation",
		Attrs:   []core.AttrDef{{Name: "value", Constraint: elementsAttrC}},
		Results: []core.ValueDef{{Name: "output", Type: staticTensorT}},
		Traits:  core.ConstantLike | core.Pure,
		Parse:   parseConstant,
		Print:   printConstant,
		InferTypes: func(st *core.OpState) ([]core.Type, error) {
			if ta, ok := st.Attr("value").(core.ElementsAttr); ok {
				return []core.Type{ta.AttrType()}, nil
			}
			return nil, inferErr(st, "requires attribute 'value'")
		},
		// A quantized result holds its values in the storage type
		// (ConstantOp::isCompatibleReturnTypes).
		CompatibleReturnTypes: func(inferred, actual []core.Type) bool {
			if len(inferred) != 1 || len(actual) != 1 {
				return false
			}
			if inferred[0] == actual[0] {
				return true
			}
			it, rt := rankedTensor(inferred[0]), rankedTensor(actual[0])
			if it == nil || rt == nil {
				return false
			}
			q, ok := rt.Elem.(quant.Quantized)
			return ok && it.Elem == q.StorageSpec().Type && it.Encoding == rt.Encoding && slices.Equal(it.Dims, rt.Dims)
		},
		Fold: func(op *core.Operation, _ []core.Attribute) []core.FoldResult {
			return []core.FoldResult{{Attr: op.Attr("value")}}
		},
		AsmResultNames: func(op *core.Operation) []string {
			if _, ok := elemOf(op.Result(0).Type()).(*core.IntType); ok {
				return []string{"c"}
			}
			return []string{"cst"}
		},
	}
	CreateToken = &core.OpDef{
		Name:    "stablehlo.create_token",
		Summary: "CreateToken operation",
		Results: []core.ValueDef{{Name: "output", Type: tokenT}},
		Traits:  core.Pure,
		Format:  "attr-dict `:` type(results)",
	}
	AfterAll = &core.OpDef{
		Name:     "stablehlo.after_all",
		Summary:  "AfterAll operation",
		Operands: []core.ValueDef{{Name: "inputs", Type: tokenT, Arity: core.Variadic}},
		Results:  []core.ValueDef{{Name: "result", Type: tokenT}},
		Traits:   core.Pure,
		Format:   "$inputs attr-dict `:` custom<VariadicSameOperandsAndResultType>(ref($inputs), type($inputs), type($result))",
		Custom:   customs,
		InferTypes: func(st *core.OpState) ([]core.Type, error) {
			return []core.Type{Token(st.Ctx)}, nil
		},
	}
	Return = &core.OpDef{
		Name:     "stablehlo.return",
		Summary:  "Return operation",
		Operands: []core.ValueDef{{Name: "results", Type: tensorTokTupleBufT, Arity: core.Variadic}},
		Traits:   core.Pure | core.Terminator,
		Format:   "$results attr-dict (`:` type($results)^)?",
	}
	If = &core.OpDef{
		Name:     "stablehlo.if",
		Summary:  "If operation",
		Operands: []core.ValueDef{{Name: "pred", Type: predTensor}},
		Results:  []core.ValueDef{{Name: "results", Type: tensorOrTokenT, Arity: core.Variadic}},
		Regions: []core.RegionDef{
			{Name: "true_branch", Arity: core.Single, SingleBlock: true},
			{Name: "false_branch", Arity: core.Single, SingleBlock: true},
		},
		Traits:             core.RecursiveMemoryEffects | core.SingleBlock,
		ImplicitTerminator: "stablehlo.return",
		VerifyRegions: func(op *core.Operation) error {
			if r := rankOf(op.Operand(0)); r != 0 {
				return op.Errorf("pred should be a rank-0 tensor but got rank %d", r)
			}
			return verifyBranches(op, op.Regions())
		},
	}
	Case = &core.OpDef{
		Name:     "stablehlo.case",
		Summary:  "Case operation",
		Operands: []core.ValueDef{{Name: "index", Type: i32Tensor}},
		Results:  []core.ValueDef{{Name: "results", Type: tensorOrTokenT, Arity: core.Variadic}},
		Regions:  []core.RegionDef{{Name: "branches", Arity: core.Variadic, SingleBlock: true}},
		Traits:   core.RecursiveMemoryEffects | core.SingleBlock,
		// case_c1..c4.
		ImplicitTerminator: "stablehlo.return",
		VerifyRegions: func(op *core.Operation) error {
			if r := rankOf(op.Operand(0)); r != 0 {
				return op.Errorf("index should be a rank-0 tensor but got rank %d", r)
			}
			return verifyBranches(op, op.Regions())
		},
	}
	While = &core.OpDef{
		Name:     "stablehlo.while",
		Summary:  "While operation",
		Operands: []core.ValueDef{{Name: "operand", Type: tensorTokBufT, Arity: core.Variadic}},
		Results:  []core.ValueDef{{Name: "results", Type: tensorTokBufT, Arity: core.Variadic}},
		Regions: []core.RegionDef{
			{Name: "cond", Arity: core.Single, SingleBlock: true},
			{Name: "body", Arity: core.Single, SingleBlock: true},
		},
		Traits:             core.RecursiveMemoryEffects | core.SingleBlock,
		ImplicitTerminator: "stablehlo.return",
		Parse:              parseWhile,
		Print:              printWhile,
		VerifyRegions:      verifyWhile,
		AsmBlockArgNames: func(_ *core.Operation, r *core.Region) []string {
			names := make([]string, r.First().NumArgs())
			for i := range names {
				names[i] = "iterArg"
			}
			return names
		},
	}
	OptimizationBarrier = &core.OpDef{
		Name:     "stablehlo.optimization_barrier",
		Summary:  "OptimizationBarrier operation",
		Operands: []core.ValueDef{{Name: "operand", Type: tensorOrTokenT, Arity: core.Variadic}},
		Results:  []core.ValueDef{{Name: "result", Type: tensorOrTokenT, Arity: core.Variadic}},
		Traits:   core.Pure,
		Format:   "attr-dict ($operand^ `:` custom<PairwiseOpType>(type($operand), type($result))):(`(` `)`)?",
		Custom:   customs,
		Verify: func(op *core.Operation) error {
			if op.NumOperands() != op.NumResults() {
				return op.Errorf("requires the same number of operands and results")
			}
			for i := 0; i < op.NumOperands(); i++ {
				if op.Operand(i).Type() != op.Result(i).Type() {
					return op.Errorf("requires the same type for operand and result at index %d", i)
				}
			}
			return nil
		},
	}
	Tuple = &core.OpDef{
		Name:     "stablehlo.tuple",
		Summary:  "Tuple operation",
		Operands: []core.ValueDef{{Name: "val", Type: tensorTokTupleBufT, Arity: core.Variadic}},
		Results:  []core.ValueDef{{Name: "result", Type: tupleT}},
		Traits:   core.Pure,
		Format:   "$val attr-dict `:` custom<TupleOpType>(type($val), type($result))",
		Custom:   customs,
		InferTypes: func(st *core.OpState) ([]core.Type, error) {
			ts := make([]core.Type, len(st.Operands))
			for i, v := range st.Operands {
				ts[i] = v.Type()
			}
			return []core.Type{core.Tuple(st.Ctx, ts)}, nil
		},
	}
	GetTupleElement = &core.OpDef{
		Name:     "stablehlo.get_tuple_element",
		Summary:  "GetTupleElement operation",
		Operands: []core.ValueDef{{Name: "operand", Type: tupleT}},
		Attrs:    []core.AttrDef{{Name: "index", Constraint: nonNegativeI32}},
		Results:  []core.ValueDef{{Name: "result", Type: tensorTokTupleBufT}},
		Traits:   core.Pure,
		Format:   "$operand `[` $index `]` attr-dict `:` functional-type(operands, results)",
		InferTypes: func(st *core.OpState) ([]core.Type, error) {
			tt, ok := st.Operands[0].Type().(*core.TupleType)
			if !ok {
				return nil, inferErr(st, "operand must be a tuple")
			}
			i := attrInt(st, "index")
			if i < 0 || i >= int64(len(tt.Types)) {
				return nil, inferErr(st, "index %d is out of bounds of operand with size %d", i, len(tt.Types))
			}
			return []core.Type{tt.Types[i]}, nil
		},
	}
	CustomCall = &core.OpDef{
		Name:     "stablehlo.custom_call",
		Summary:  "CustomCall operation",
		Operands: []core.ValueDef{{Name: "inputs", Type: tensorTokTupleBufT, Arity: core.Variadic}},
		Attrs: []core.AttrDef{
			{Name: "call_target_name", Constraint: ods.StrAttr},
			boolDefaultFalse("has_side_effect"),
			{Name: "backend_config", Constraint: strOrDictC, Optional: true},
			{Name: "api_version", Constraint: apiVersionC, Optional: true,
				Default: func(c *core.Context) core.Attribute { return core.Int(c, core.IntegerType(c, 32), 1) }},
			{Name: "called_computations", Constraint: flatSymbolArrayC, Optional: true,
				Default: func(c *core.Context) core.Attribute { return core.Array(c, nil) }},
			{Name: "operand_layouts", Constraint: layoutArrayC, Optional: true},
			{Name: "result_layouts", Constraint: layoutArrayC, Optional: true},
			{Name: "output_operand_aliases", Constraint: aliasArrayC, Optional: true,
				Default: func(c *core.Context) core.Attribute { return core.Array(c, nil) }},
		},
		Results: []core.ValueDef{{Name: "results", Type: tensorTokTupleBufT, Arity: core.Variadic}},
		Format:  "custom<CustomCallTarget>($call_target_name) `(` $inputs `)` attr-dict `:` functional-type(operands, results)",
		Custom:  customs,
		Verify:  verifyCustomCall,
	}
	Composite = &core.OpDef{
		Name:     "stablehlo.composite",
		Summary:  "Composite operation",
		Operands: []core.ValueDef{{Name: "inputs", Type: tensorTokTupleT, Arity: core.Variadic}},
		Attrs: []core.AttrDef{
			{Name: "name", Constraint: strC},
			{Name: "composite_attributes", Constraint: ods.DictAttr, Optional: true,
				Default: func(c *core.Context) core.Attribute { return core.Dict(c, nil) }},
			{Name: "decomposition", Constraint: ods.FlatSymbolRefAttr},
			{Name: "version", Constraint: ods.I32Attr, Optional: true,
				Default: func(c *core.Context) core.Attribute { return core.Int(c, core.IntegerType(c, 32), 0) }},
		},
		Regions:    []core.RegionDef{{Name: "composite_regions", Arity: core.Variadic}},
		Results:    []core.ValueDef{{Name: "results", Type: tensorTokTupleT, Arity: core.Variadic}},
		Format:     "$name operands (` ` `(` $composite_regions^ `)`)? attr-dict `:` functional-type(operands, results)",
		Interfaces: []any{compositeSymbols{}},
	}
	AsyncStart = &core.OpDef{
		Name:               "stablehlo.async_start",
		Summary:            "AsyncStart operation",
		Operands:           []core.ValueDef{{Name: "operands", Type: tensorT, Arity: core.Variadic}},
		Regions:            []core.RegionDef{{Name: "body", Arity: core.Single, SingleBlock: true}},
		Results:            []core.ValueDef{{Name: "result", Type: futureT}},
		Traits:             core.IsolatedFromAbove | core.SingleBlock,
		ImplicitTerminator: "stablehlo.return",
		VerifyRegions:      verifyAsyncStart,
	}
	AsyncDone = &core.OpDef{
		Name:     "stablehlo.async_done",
		Summary:  "AsyncDone operation",
		Operands: []core.ValueDef{{Name: "operand", Type: futureT}},
		Results:  []core.ValueDef{{Name: "result", Type: tensorT, Arity: core.Variadic}},
		Verify: func(op *core.Operation) error {
			ft := op.Operand(0).Type().(*FutureType)
			rs := op.ResultTypes()
			ok := len(ft.Types) == len(rs)
			for i := 0; ok && i < len(rs); i++ {
				ok = compatible(ft.Types[i], rs[i])
			}
			if !ok {
				return op.Errorf("result types (%s) must be the types of the future (%s)", typesStr(rs), typesStr(ft.Types))
			}
			return nil
		},
	}
	ReplicaID = &core.OpDef{
		Name:    "stablehlo.replica_id",
		Summary: "ReplicaId operation",
		Results: []core.ValueDef{{Name: "result", Type: ui32Tensor}},
		Traits:  core.Pure,
		Format:  "attr-dict `:` type(results)",
	}
	PartitionID = &core.OpDef{
		Name:    "stablehlo.partition_id",
		Summary: "PartitionId operation",
		Results: []core.ValueDef{{Name: "result", Type: ui32Tensor}},
		Traits:  core.Pure,
		Format:  "attr-dict `:` type(results)",
	}
	Infeed = &core.OpDef{
		Name:     "stablehlo.infeed",
		Summary:  "Infeed operation",
		Operands: []core.ValueDef{{Name: "token", Type: tokenT}},
		Attrs: []core.AttrDef{
			{Name: "infeed_config", Constraint: ods.StrAttr, Optional: true,
				Default: func(c *core.Context) core.Attribute { return core.String(c, "") }},
			{Name: "layout", Constraint: ods.ArrayAttr, Optional: true},
		},
		Results: []core.ValueDef{{Name: "results", Type: staticTensorOrTokenT, Arity: core.Variadic}},
		Verify:  verifyInfeedRecv("infeed"),
	}
	Outfeed = &core.OpDef{
		Name:    "stablehlo.outfeed",
		Summary: "Outfeed operation",
		Operands: []core.ValueDef{
			{Name: "inputs", Type: tensorT, Arity: core.Variadic},
			{Name: "token", Type: tokenT},
		},
		Attrs: []core.AttrDef{{Name: "outfeed_config", Constraint: ods.StrAttr, Optional: true,
			Default: func(c *core.Context) core.Attribute { return core.String(c, "") }}},
		Results: []core.ValueDef{{Name: "result", Type: tokenT}},
	}
	Send = &core.OpDef{
		Name:    "stablehlo.send",
		Summary: "Send operation",
		Operands: []core.ValueDef{
			{Name: "inputs", Type: tensorT, Arity: core.Variadic},
			{Name: "token", Type: tokenT},
		},
		Attrs: []core.AttrDef{
			{Name: "channel_handle", Constraint: channelHandleC},
			boolDefaultFalse("is_host_transfer"),
			{Name: "source_target_pairs", Constraint: ods.I64ElementsAttr, Optional: true},
		},
		Results: []core.ValueDef{{Name: "result", Type: tokenT}},
		Verify:  verifySendRecv(channelDeviceToHost),
	}
	Recv = &core.OpDef{
		Name:     "stablehlo.recv",
		Summary:  "Recv operation",
		Operands: []core.ValueDef{{Name: "token", Type: tokenT}},
		Attrs: []core.AttrDef{
			{Name: "channel_handle", Constraint: channelHandleC},
			boolDefaultFalse("is_host_transfer"),
			{Name: "source_target_pairs", Constraint: ods.I64ElementsAttr, Optional: true},
		},
		Results: []core.ValueDef{{Name: "results", Type: staticTensorOrTokenT, Arity: core.Variadic}},
		Verify: func(op *core.Operation) error {
			if err := verifySendRecv(channelHostToDevice)(op); err != nil {
				return err
			}
			return verifyInfeedRecv("recv")(op)
		},
	}
)

var (
	elementsAttrC = core.AttrConstraint{Summary: "constant vector/tensor attribute",
		Check: func(a core.Attribute) bool { _, ok := a.(core.ElementsAttr); return ok }}
	staticTensorT = tc("statically shaped tensor of "+elemSummary+" values", func(t core.Type) bool {
		tt, ok := t.(*core.TensorType)
		return ok && core.NumElements(tt.Dims) >= 0
	})
	staticTensorOrTokenT = tc("statically shaped tensor or token", func(t core.Type) bool {
		tt, ok := t.(*core.TensorType)
		return isToken(t) || ok && core.NumElements(tt.Dims) >= 0 && isElem(tt.Elem)
	})
	strOrDictC = core.AttrConstraint{Summary: "string attribute or dictionary of named attribute values",
		Check: func(a core.Attribute) bool {
			return ods.StrAttr.Check(a) || ods.DictAttr.Check(a)
		}}
	apiVersionC = core.AttrConstraint{Summary: "Custom call API version",
		Check: func(a core.Attribute) bool {
			v, ok := intAttr(a)
			return ok && ods.I32Attr.Check(a) && v >= 0 && v <= 4
		},
		ValueType: func(c *core.Context) core.Type { return core.IntegerType(c, 32) }}
)

// returnTypes returns the operand types of r's terminator.
func returnTypes(r *core.Region) []core.Type {
	if r.Empty() || r.First().Last() == nil {
		return nil
	}
	return r.First().Last().OperandTypes()
}

// typesCompatible is the spec's type equality of value lists (branch
// results, loop-carried values, results of reductions): compatible types
// whose quantized elements, if any, are equal (strictCompatible).
func typesCompatible(a, b []core.Type) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if !strictCompatible(a[i], b[i]) {
			return false
		}
	}
	return true
}

// verifyBranches is if_c1-c3 and case_c1-c4.
func verifyBranches(op *core.Operation, branches []*core.Region) error {
	if len(branches) == 0 {
		return op.Errorf("expect at least one branch")
	}
	first := returnTypes(branches[0])
	for i, r := range branches {
		if !r.Empty() && r.First().NumArgs() != 0 {
			return op.Errorf("branch %d must have 0 arguments, but found %d", i, r.First().NumArgs())
		}
		if ts := returnTypes(r); !typesCompatible(first, ts) {
			return op.Errorf("branch 0 and branch %d have mismatched return types: %s vs %s", i, typesStr(first), typesStr(ts))
		}
	}
	if rs := op.ResultTypes(); !typesCompatible(first, rs) {
		return op.Errorf("inferred type(s) '%s' are incompatible with return type(s) of operation '%s'", typesStr(first), typesStr(rs))
	}
	return nil
}

// verifyWhile is while_c1-c3.
func verifyWhile(op *core.Operation) error {
	operands := op.OperandTypes()
	cond, body := op.Region(0), op.Region(1)
	if cond.Empty() || body.Empty() {
		return nil
	}
	if args := cond.First().ArgTypes(); !typesCompatible(operands, args) {
		return op.Errorf("expect operands are compatible with condition block arguments but got %s vs %s", typesStr(operands), typesStr(args))
	}
	if args := body.First().ArgTypes(); !typesCompatible(operands, args) {
		return op.Errorf("expect operands are compatible with body block arguments but got %s vs %s", typesStr(operands), typesStr(args))
	}
	if rets := returnTypes(body); !typesCompatible(operands, rets) {
		return op.Errorf("expect operands are compatible with body block return types but got %s vs %s", typesStr(operands), typesStr(rets))
	}
	rets := returnTypes(cond)
	if len(rets) != 1 {
		return op.Errorf("expect condition body returns a single value but got %d", len(rets))
	}
	if tt := rankedTensor(rets[0]); tt == nil || len(tt.Dims) != 0 || !isPred(tt.Elem) {
		return op.Errorf("expect condition block return a zero-ranked tensor of i1 but got %s", typeStr(rets[0]))
	}
	if rs := op.ResultTypes(); !typesCompatible(operands, rs) {
		return op.Errorf("inferred type(s) '%s' are incompatible with return type(s) of operation '%s'", typesStr(operands), typesStr(rs))
	}
	return nil
}

// verifyAsyncStart is async_start_c1-c4.
func verifyAsyncStart(op *core.Operation) error {
	body := op.Region(0)
	if body.Empty() {
		return nil
	}
	b := body.First()
	inner := b.First()
	if inner == nil || inner.Next() != b.Last() {
		return op.Errorf("body must contain a single operation and a return")
	}
	switch strings.TrimPrefix(inner.Name(), "stablehlo.") {
	case "all_reduce", "all_gather", "all_to_all", "collective_permute", "reduce_scatter", "collective_broadcast",
		"slice", "dynamic_slice", "dynamic_update_slice":
	default:
		return op.Errorf("operation in body must be a collective or a slice, but got '%s'", inner.Name())
	}
	// async_start_c3: the body's operation takes the async_start's operands,
	// through the body's arguments, in order.
	if args := b.ArgTypes(); !typesEqual(args, op.OperandTypes()) {
		return op.Errorf("body arguments (%s) must have the types of the operands (%s)", typesStr(args), typesStr(op.OperandTypes()))
	}
	if inner.NumOperands() != b.NumArgs() {
		return op.Errorf("operation in body must take the body's %d arguments, but takes %d operands", b.NumArgs(), inner.NumOperands())
	}
	for i := 0; i < inner.NumOperands(); i++ {
		if inner.Operand(i) != core.Value(b.Arg(i)) {
			return op.Errorf("operand #%d of the operation in body must be body argument #%d", i, i)
		}
	}
	ft := op.Result(0).Type().(*FutureType)
	if rets := returnTypes(body); !typesCompatible(rets, ft.Types) {
		return op.Errorf("result type %s must be the future of the body's return types (%s)", typeStr(ft), typesStr(rets))
	}
	return nil
}

func verifyInfeedRecv(what string) func(op *core.Operation) error {
	return func(op *core.Operation) error {
		n := op.NumResults()
		if n == 0 || !isToken(op.Result(n-1).Type()) {
			return op.Errorf("last element of result types is expected to be of token type, but got %s", typesStr(op.ResultTypes()))
		}
		for _, t := range op.ResultTypes()[:n-1] {
			if isToken(t) {
				return op.Errorf("result types before the last element must be tensors, but got %s", typesStr(op.ResultTypes()))
			}
		}
		if what == "infeed" {
			if l, ok := op.Attr("layout").(*core.ArrayAttr); ok {
				if len(l.Elems) != n-1 {
					return op.Errorf("layout-attribute size must be %d (which is the number of op-results - 1 (for token result)), but got %d", n-1, len(l.Elems))
				}
				for _, e := range l.Elems {
					child, ok := e.(*core.ArrayAttr)
					if !ok {
						return op.Errorf("layout-attribute expected to have elements of type array, but got %s", e.Key())
					}
					for _, leaf := range child.Elems {
						if _, ok := leaf.(*core.IntegerAttr); !ok {
							return op.Errorf("layout-attribute's leaf elements are expected to be of type integer, but got %s", leaf.Key())
						}
					}
				}
			}
		}
		return nil
	}
}

// Channel types of #stablehlo.channel_handle (ChannelType in StableHLO).
const (
	channelDeviceToDevice = 1
	channelDeviceToHost   = 2
	channelHostToDevice   = 3
)

var channelTypeNames = map[int64]string{channelDeviceToDevice: "DEVICE_TO_DEVICE", channelDeviceToHost: "DEVICE_TO_HOST", channelHostToDevice: "HOST_TO_DEVICE"}

// verifySendRecv is send_c1-c5 and recv_c1-c5: source_target_pairs as
// collective_permute's, and a channel type that matches is_host_transfer:
// DEVICE_TO_DEVICE between devices, else DEVICE_TO_HOST for send and
// HOST_TO_DEVICE for recv (the spec's recv_c5 says DEVICE_TO_HOST, a slip
// stablehlo-opt and StableHLO's own tests do not follow).
func verifySendRecv(hostType int64) func(op *core.Operation) error {
	return func(op *core.Operation) error {
		if err := verifySourceTargetPairs(op); err != nil {
			return err
		}
		h, ok := op.Attr("channel_handle").(*ChannelHandle)
		if !ok {
			return nil
		}
		host := boolAttr(AttrOrDefault(op, "is_host_transfer"))
		if !host && h.Type != channelDeviceToDevice {
			return op.Errorf("channel_type should be DEVICE_TO_DEVICE when is_host_transfer is false")
		}
		if host && h.Type != hostType {
			return op.Errorf("channel_type should be %s when is_host_transfer is true", channelTypeNames[hostType])
		}
		return nil
	}
}

func verifyCustomCall(op *core.Operation) error {
	ol, hasOL := op.Attr("operand_layouts").(*core.ArrayAttr)
	rl, hasRL := op.Attr("result_layouts").(*core.ArrayAttr)
	if hasOL != hasRL {
		return op.Errorf("Layout attributes should be specified for either both operands and results or none.")
	}
	check := func(ts []core.Type, layouts *core.ArrayAttr, what string) error {
		if len(ts) != len(layouts.Elems) {
			return op.Errorf("Number of %ss must match the number of %s layouts, %d != %d", what, what, len(ts), len(layouts.Elems))
		}
		for i, t := range ts {
			layout := ods.DenseInts(layouts.Elems[i].(*core.DenseAttr))
			if isTuple(t) {
				return op.Errorf("Tuple types are not fully supported with layout constraints yet")
			}
			tt := rankedTensor(t)
			if tt == nil {
				if len(layout) != 0 {
					return op.Errorf("Only tensor types can have non-empty layout: %s #%d of type %s has layout %s", what, i, typeStr(t), ods.FormatInts(layout))
				}
				continue
			}
			n := len(tt.Dims)
			perm := make([]bool, n)
			ok := len(layout) == n
			for _, d := range layout {
				if d < 0 || d >= int64(n) || perm[d] {
					ok = false
					break
				}
				perm[d] = true
			}
			if !ok {
				return op.Errorf("incorrect layout %s for type %s, layout must be a permutation of [0, %d)", ods.FormatInts(layout), typeStr(t), n)
			}
		}
		return nil
	}
	if hasOL {
		if err := check(op.OperandTypes(), ol, "operand"); err != nil {
			return err
		}
		if err := check(op.ResultTypes(), rl, "result"); err != nil {
			return err
		}
	}
	if err := verifyOutputOperandAliases(op); err != nil {
		return err
	}
	// backend_config is a dictionary for the typed FFI (API_VERSION_TYPED_FFI,
	// 4), a string for the others.
	if cfg := op.Attr("backend_config"); cfg != nil {
		v, _ := intAttr(AttrOrDefault(op, "api_version"))
		_, dict := cfg.(*core.DictAttr)
		if v == 4 && !dict {
			return op.Errorf("backend_config for api_version %s must be a dictionary attribute.", apiVersionName(v))
		}
		if v != 4 && dict {
			return op.Errorf("backend_config for api_version %s must be a string attribute.", apiVersionName(v))
		}
	}
	return nil
}

func apiVersionName(v int64) string {
	names := []string{"API_VERSION_UNSPECIFIED", "API_VERSION_ORIGINAL", "API_VERSION_STATUS_RETURNING",
		"API_VERSION_STATUS_RETURNING_UNIFIED", "API_VERSION_TYPED_FFI"}
	if v >= 0 && int(v) < len(names) {
		return names[v]
	}
	return strconv.FormatInt(v, 10)
}

// verifyOutputOperandAliases checks custom_call's output_operand_aliases:
// each names an operand (and a path into its tuples) and a part of the
// results of the same type.
func verifyOutputOperandAliases(op *core.Operation) error {
	arr, ok := op.Attr("output_operand_aliases").(*core.ArrayAttr)
	if !ok {
		return nil
	}
	for _, e := range arr.Elems {
		a, ok := e.(*OutputOperandAlias)
		if !ok {
			continue
		}
		if a.OperandIndex < 0 || a.OperandIndex >= int64(op.NumOperands()) {
			return op.Errorf("expects operandIndex in the output_operand_alias attribute to be in range [0, %d); got: %d.", op.NumOperands(), a.OperandIndex)
		}
		operand, ok := tuplePart(op.Operand(int(a.OperandIndex)).Type(), a.OperandTupleIndices)
		if !ok {
			return op.Errorf("operand_tuple_indices in the output_operand_alias attribute out of bounds")
		}
		var out core.Type
		if op.NumResults() == 1 {
			out = op.Result(0).Type()
		} else {
			out = core.Tuple(op.Context(), op.ResultTypes())
		}
		output, ok := tuplePart(out, a.OutputTupleIndices)
		if !ok {
			return op.Errorf("output_tuple_indices in the output_operand_alias attribute out of bounds")
		}
		if operand != output {
			return op.Errorf("shapes mismatch in the output_operand_alias attribute: operand part has type %s and output part has type %s", typeStr(operand), typeStr(output))
		}
	}
	return nil
}

// tuplePart follows indices into nested tuple types.
func tuplePart(t core.Type, indices []int64) (core.Type, bool) {
	for _, i := range indices {
		tt, ok := t.(*core.TupleType)
		if !ok || i < 0 || i >= int64(len(tt.Types)) {
			return nil, false
		}
		t = tt.Types[i]
	}
	return t, true
}

// compositeSymbols implements composite_c2: the decomposition is a function
// in the enclosing symbol table with the op's signature.
type compositeSymbols struct{}

func (compositeSymbols) VerifySymbolUses(op *core.Operation, lookup core.SymbolLookup) error {
	name, _ := op.Attr("name").(*core.StringAttr)
	if name != nil && !isNamespacedOpName(name.Value) {
		return op.Errorf("name must be a valid namespaced op name, i.e. it must match the following regular expression: %s e.g. \"my_namespace.my_op\"", namespacedOpName.String())
	}
	ref, ok := op.Attr("decomposition").(*core.SymbolRefAttr)
	if !ok {
		return nil
	}
	callee := lookup(op, ref)
	if callee == nil {
		return op.Errorf("'%s' does not reference a valid function", ref.Root)
	}
	c, ok := core.Iface[core.CallableOp](callee)
	if !ok {
		return op.Errorf("'%s' does not reference a valid function", ref.Root)
	}
	ins, outs := c.ArgumentTypes(callee), c.ResultTypes(callee)
	if err := compareSignature(op, "operand", op.OperandTypes(), ins); err != nil {
		return err
	}
	return compareSignature(op, "result", op.ResultTypes(), outs)
}

// compareSignature is composite_c3 and c4: the op's operand (result) types
// are the decomposition's input (output) types.
func compareSignature(op *core.Operation, what string, got, want []core.Type) error {
	if len(got) != len(want) {
		return op.Errorf("has %d %s(s), but decomposition has %d", len(got), what, len(want))
	}
	for i := range got {
		if got[i] != want[i] {
			return op.Errorf("%s at index %d has type %s, but decomposition has type %s", what, i, typeStr(got[i]), typeStr(want[i]))
		}
	}
	return nil
}

// namespacedOpName is the spec's is_namespaced_op_name (composite_c1), as
// StableHLO's verifier spells it.
var namespacedOpName = regexp.MustCompile(`^[a-zA-Z][a-zA-Z0-9_]*([.][a-zA-Z0-9_$]+)+$`)

func isNamespacedOpName(s string) bool { return namespacedOpName.MatchString(s) }

func typesEqual(a, b []core.Type) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}
