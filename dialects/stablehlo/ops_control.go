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
		InferTypes:         inferConditional,
	}
	Case = &core.OpDef{
		Name:               "stablehlo.case",
		Summary:            "Case operation",
		Operands:           []core.ValueDef{{Name: "index", Type: i32Tensor}},
		Results:            []core.ValueDef{{Name: "results", Type: tensorOrTokenT, Arity: core.Variadic}},
		Regions:            []core.RegionDef{{Name: "branches", Arity: core.Variadic, SingleBlock: true}},
		Traits:             core.RecursiveMemoryEffects | core.SingleBlock,
		ImplicitTerminator: "stablehlo.return",
		InferTypes:         inferConditional,
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
		Verify:             verifyFirst(whileTypes),
		VerifyRegions:      inferAfter(whileTypes),
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
		Operands: []core.ValueDef{{Name: "inputs", Type: customCallT, Arity: core.Variadic}},
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
		Results: []core.ValueDef{{Name: "results", Type: customCallT, Arity: core.Variadic}},
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
		InferTypes:         inferAsyncStart,
		VerifyRegions:      verifyAsyncStart,
	}
	AsyncDone = &core.OpDef{
		Name:       "stablehlo.async_done",
		Summary:    "AsyncDone operation",
		Operands:   []core.ValueDef{{Name: "operand", Type: futureT}},
		Results:    []core.ValueDef{{Name: "result", Type: tensorT, Arity: core.Variadic}},
		InferTypes: inferAsyncDone,
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
		Verify:  verifyInfeed,
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
		Results:    []core.ValueDef{{Name: "result", Type: tokenT}},
		InferTypes: inferSend,
		Verify:     verifySendRecvPairs,
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
		Verify:  verifyRecv,
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

// inferConditional is hlo::inferConditionalOp (if_c1-c3, case_c1-c4): a
// rank-0 selector, branches without arguments returning compatible types,
// and per result the least specific of the branches' types.
func inferConditional(st *core.OpState) ([]core.Type, error) {
	if r := rankOf(st.Operands[0]); r != 0 {
		return nil, inferErr(st, "operand should be rank 0 tensor but got rank %d", r)
	}
	branches := st.Regions
	if len(branches) == 0 {
		return nil, inferErr(st, "expect at least one branch")
	}
	for _, r := range branches {
		if r.Empty() {
			return nil, inferErr(st, "expect non-empty region")
		}
	}
	first := returnTypes(branches[0])
	for i, r := range branches {
		if n := r.First().NumArgs(); n != 0 {
			return nil, inferErr(st, "branch %d must have 0 arguments, but found %d", i, n)
		}
		if ts := returnTypes(r); !compatibleReturnTypes(first, ts) {
			return nil, inferErr(st, "branch 0 and branch %d have mismatched return types: %s vs %s", i, typesStr(first), typesStr(ts))
		}
	}
	out := make([]core.Type, len(first))
	for i := range first {
		ts := make([]core.Type, len(branches))
		for j, r := range branches {
			ts[j] = returnTypes(r)[i]
		}
		t, err := leastSpecific(st, ts)
		if err != nil {
			return nil, err
		}
		out[i] = t
	}
	return out, nil
}

// whileTypes is hlo::verifyWhileOp (while_c1, c2); the results have the
// operands' types (while_c3).
func whileTypes(op *core.Operation) ([]core.Type, error) {
	operands := op.OperandTypes()
	cond, body := op.Region(0), op.Region(1)
	if cond.Empty() || body.Empty() {
		return nil, nil
	}
	if args := cond.First().ArgTypes(); !typesCompatible(operands, args) {
		return nil, op.Errorf("expect operands to be compatible with condition block arguments but got %s vs %s", typesStr(operands), typesStr(args))
	}
	if args := body.First().ArgTypes(); !typesCompatible(operands, args) {
		return nil, op.Errorf("expect operands to be compatible with body block arguments but got %s vs %s", typesStr(operands), typesStr(args))
	}
	if rets := returnTypes(body); !typesCompatible(operands, rets) {
		return nil, op.Errorf("expect operands to be compatible with body block return types but got %s vs %s", typesStr(operands), typesStr(rets))
	}
	rets := returnTypes(cond)
	if len(rets) != 1 {
		return nil, op.Errorf("expect condition body returns a single value but got %d", len(rets))
	}
	if tt := rankedTensor(rets[0]); tt == nil || len(tt.Dims) != 0 || !isPred(tt.Elem) {
		return nil, op.Errorf("expect condition block return a zero-ranked tensor of i1 but got %s", typeStr(rets[0]))
	}
	return operands, nil
}

// inferAsyncStart is StableHLO's AsyncStartOp::inferReturnTypes
// (async_start_c1-c3): the body is one collective or slice and a return
// of one value, its arguments the operands' types; the result is the
// future of that value.
func inferAsyncStart(st *core.OpState) ([]core.Type, error) {
	fail := func(format string, args ...any) error {
		return core.Errorf(st.Loc, "'stablehlo.async_start' op "+format, args...)
	}
	if len(st.Regions) == 0 {
		return nil, fail("expected at least one region")
	}
	body := st.Regions[0]
	if body.Empty() {
		return nil, fail("region must not be empty")
	}
	b := body.First()
	inner := b.First()
	if inner == nil || inner.Next() == nil || inner.Next() != b.Last() {
		return nil, fail("region must contain exactly one operation and a return")
	}
	switch strings.TrimPrefix(inner.Name(), "stablehlo.") {
	case "all_gather", "all_reduce", "all_to_all", "collective_broadcast", "collective_permute",
		"collective_reduce", "dynamic_slice", "dynamic_update_slice", "reduce_scatter", "slice":
	default:
		return nil, fail("region must contain a collective or slice operation")
	}
	if len(st.Operands) != b.NumArgs() {
		return nil, fail("number of operands (%d) must match number of region arguments (%d)", len(st.Operands), b.NumArgs())
	}
	for i, v := range st.Operands {
		if v.Type() != b.Arg(i).Type() {
			return nil, fail("operand type %s at index %d must match region argument type %s", typeStr(v.Type()), i, typeStr(b.Arg(i).Type()))
		}
	}
	rets := returnTypes(body)
	if len(rets) != 1 {
		return nil, fail("region must return exactly one value, but got %d", len(rets))
	}
	return []core.Type{Future(st.Ctx, rets)}, nil
}

// verifyAsyncStart is async_start_c3 beyond StableHLO's checks: the body's
// operation takes the body's arguments, in order.
func verifyAsyncStart(op *core.Operation) error {
	b := op.Region(0).First()
	inner := b.First()
	if inner.NumOperands() != b.NumArgs() {
		return op.Errorf("operation in body must take the body's %d arguments, but takes %d operands", b.NumArgs(), inner.NumOperands())
	}
	for i := 0; i < inner.NumOperands(); i++ {
		if inner.Operand(i) != core.Value(b.Arg(i)) {
			return op.Errorf("operand #%d of the operation in body must be body argument #%d", i, i)
		}
	}
	return nil
}

// inferAsyncDone is StableHLO's AsyncDoneOp::inferReturnTypes: the
// future's one type.
func inferAsyncDone(st *core.OpState) ([]core.Type, error) {
	ft, ok := st.Operands[0].Type().(*FutureType)
	if !ok {
		return nil, core.Errorf(st.Loc, "'stablehlo.async_done' op operand must be a future type")
	}
	if len(ft.Types) != 1 {
		return nil, core.Errorf(st.Loc, "'stablehlo.async_done' op future must have exactly one type parameter, but got %d", len(ft.Types))
	}
	return []core.Type{ft.Types[0]}, nil
}

// verifyInfeed is hlo::verifyInfeedOp (infeed_c1-c3): tensors, then a
// token, and a layout of one integer array per tensor.
func verifyInfeed(op *core.Operation) error {
	rs := op.ResultTypes()
	if len(rs) == 0 {
		return op.Errorf("result is expected to be at least of size 1, but got 0")
	}
	for _, t := range rs[:len(rs)-1] {
		if rankedTensor(t) == nil {
			return op.Errorf("all elements of result types, except the last element, are expected to be of tensor type, but got %s", typeStr(t))
		}
	}
	if last := rs[len(rs)-1]; !isToken(last) {
		return op.Errorf("last element of result types is expected to be of token type, but got %s", typeStr(last))
	}
	l, ok := op.Attr("layout").(*core.ArrayAttr)
	if !ok {
		return nil
	}
	if len(l.Elems) != len(rs)-1 {
		return op.Errorf("layout-attribute size must be %d (which is the number of op-results - 1 (for token result)), but got %d", len(rs)-1, len(l.Elems))
	}
	for _, e := range l.Elems {
		child, ok := e.(*core.ArrayAttr)
		if !ok {
			return op.Errorf("layout-attribute expected to have elements of type array, but got %s", core.AttrString(e))
		}
		for _, leaf := range child.Elems {
			if _, ok := leaf.(*core.IntegerAttr); !ok {
				return op.Errorf("layout-attribute's leaf elements are expected to be of type integer, but got %s", core.AttrString(leaf))
			}
		}
	}
	return nil
}

// verifyRecv is hlo::verifyRecvOp (recv_c1-c4), then the
// source_target_pairs a recv may carry (recv_c5).
func verifyRecv(op *core.Operation) error {
	if err := verifyChannelType(opFail(op), op, channelHostToDevice); err != nil {
		return err
	}
	rs := op.ResultTypes()
	if len(rs) == 0 {
		return op.Errorf("result is expected to be at least of size 1, but got 0")
	}
	for _, t := range rs[:len(rs)-1] {
		if rankedTensor(t) == nil {
			return op.Errorf("everything but the last element of result types is expected to be of tensor type, but got %s", typeStr(t))
		}
	}
	if last := rs[len(rs)-1]; !isToken(last) {
		return op.Errorf("last element of result types is expected to be of token type, but got %s", typeStr(last))
	}
	return verifySendRecvPairs(op)
}

// verifySendRecvPairs is send_c1-c4 and recv_c1-c4 on source_target_pairs,
// which the spec lets be "None or empty": an empty list of any shape
// (`dense<[]> : tensor<0xi64>`, as StableHLO's own tests write it and
// stablehlo-opt accepts) is no pairs.
func verifySendRecvPairs(op *core.Operation) error {
	if d, ok := op.Attr("source_target_pairs").(*core.DenseAttr); ok && core.NumElements(d.Type.Shape()) == 0 {
		return nil
	}
	return verifySourceTargetPairs(op)
}

// inferSend is hlo::inferSendOp (send_c1): a token.
func inferSend(st *core.OpState) ([]core.Type, error) {
	if err := verifyChannelType(inferFail(st), st, channelDeviceToHost); err != nil {
		return nil, err
	}
	return []core.Type{Token(st.Ctx)}, nil
}

// verifyChannelType is send_c1 and recv_c1: a device-to-device channel,
// or with is_host_transfer the host channel type of the op's direction.
func verifyChannelType(fail failf, attrs interface{ Attr(string) core.Attribute }, hostType int64) error {
	h, ok := attrs.Attr("channel_handle").(*ChannelHandle)
	if !ok {
		return nil
	}
	host := boolAttr(attrs.Attr("is_host_transfer"))
	if !host && h.Type != channelDeviceToDevice {
		return fail("channel_type should be DEVICE_TO_DEVICE when is_host_transfer is false")
	}
	if host && h.Type != hostType {
		return fail("channel_type should be %s when is_host_transfer is true", channelTypeNames[hostType])
	}
	return nil
}

// Channel types of #stablehlo.channel_handle (ChannelType in StableHLO).
const (
	channelDeviceToDevice = 1
	channelDeviceToHost   = 2
	channelHostToDevice   = 3
)

var channelTypeNames = map[int64]string{channelDeviceToDevice: "DEVICE_TO_DEVICE", channelDeviceToHost: "DEVICE_TO_HOST", channelHostToDevice: "HOST_TO_DEVICE"}

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
				if _, unranked := t.(*core.UnrankedTensorType); unranked {
					continue
				}
				if len(layout) != 0 {
					return op.Errorf("Only tensor types can have non-empty layout: %s #%d of type %s has layout %s", what, i, typeStr(t), core.AttrString(layouts.Elems[i]))
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
				return op.Errorf("incorrect layout %s for type %s, layout must be a permutation of [0, %d)", core.AttrString(layouts.Elems[i]), typeStr(t), n)
			}
		}
		return nil
	}
	if hasOL {
		if err := check(op.OperandTypes(), ol, "operand"); err != nil {
			return err
		}
		// A single tuple result is laid out element by element.
		results := op.ResultTypes()
		if tt, ok := op.Result(0).Type().(*core.TupleType); ok && op.NumResults() == 1 {
			results = tt.Types
		}
		if err := check(results, rl, "result"); err != nil {
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
	return verifyKnownCustomCalls(op)
}

// verifyKnownCustomCalls is CustomCallOp::verifyKnownCustomCalls: the
// buffer custom calls CreateBuffer, Pin and Unpin, and for others, each
// buffer result aliased by exactly one operand, each buffer operand at
// most once.
func verifyKnownCustomCalls(op *core.Operation) error {
	var in, out core.Type
	if op.NumOperands() == 1 {
		in = op.Operand(0).Type()
	}
	if op.NumResults() == 1 {
		out = op.Result(0).Type()
	}
	// verifyCompatibleShape: ranked shapes must agree, unranked ones do.
	compatible := func() bool {
		a, _ := in.(core.ShapedType)
		b, _ := out.(core.ShapedType)
		return (!a.HasRank() || !b.HasRank() || shapesCompatible(a.Shape(), b.Shape())) && elemOf(in) == elemOf(out)
	}
	switch name, _ := op.Attr("call_target_name").(*core.StringAttr); name.Value {
	case "CreateBuffer":
		switch {
		case op.NumOperands() != 0:
			return op.Errorf("CreateBuffer custom_call shouldn't have any inputs")
		case op.NumResults() != 1:
			return op.Errorf("CreateBuffer custom_call should have one result")
		case !isBuffer(out):
			return op.Errorf("CreateBuffer custom_call should have a memref result")
		}
		return nil
	case "Pin":
		switch {
		case op.NumOperands() != 1:
			return op.Errorf("Pin custom_call should have one input")
		case !isAnyTensor(in):
			return op.Errorf("Pin custom_call should have a tensor input")
		case op.NumResults() != 1:
			return op.Errorf("Pin custom_call should have one output")
		case !isBuffer(out):
			return op.Errorf("Pin custom_call should have a memref output")
		case !compatible():
			return op.Errorf("Pin custom_call should have compatible input and output types")
		}
		return nil
	case "Unpin":
		switch {
		case op.NumOperands() != 1:
			return op.Errorf("Unpin custom_call should have one input")
		case !isBuffer(in):
			return op.Errorf("Unpin custom_call should have a memref input")
		case op.NumResults() != 1:
			return op.Errorf("Unpin custom_call should have one output")
		case !isAnyTensor(out):
			return op.Errorf("Unpin custom_call should have a tensor output")
		case !compatible():
			return op.Errorf("Unpin custom_call should have compatible input and output types")
		}
		return nil
	}
	arr, _ := AttrOrDefault(op, "output_operand_aliases").(*core.ArrayAttr)
	outputs, operands := map[string]bool{}, map[string]bool{}
	var errs core.Diagnostics
	for _, e := range arr.Elems {
		a := e.(*OutputOperandAlias)
		if part, _ := tuplePart(op.Operand(int(a.OperandIndex)).Type(), a.OperandTupleIndices); !isBuffer(part) {
			continue
		}
		// StableHLO reports these and goes on.
		if k := bracketInts(a.OutputTupleIndices); outputs[k] {
			errs = append(errs, op.Errorf("buffer output %s is used in output_operand_alias more than once", k))
		} else {
			outputs[k] = true
		}
		if k := strconv.FormatInt(a.OperandIndex, 10) + bracketInts(a.OperandTupleIndices); operands[k] {
			errs = append(errs, op.Errorf("buffer operand %s is used in output_operand_alias more than once", k))
		} else {
			operands[k] = true
		}
	}
	if len(errs) > 0 {
		return errs
	}
	result := core.Type(core.Tuple(op.Context(), op.ResultTypes()))
	if op.NumResults() == 1 {
		result = op.Result(0).Type()
	}
	return unaliasedBuffer(op, result, nil, outputs)
}

// unaliasedBuffer reports the first buffer leaf of t, at indices, that no
// output_operand_alias names.
func unaliasedBuffer(op *core.Operation, t core.Type, indices []int64, aliased map[string]bool) error {
	if tt, ok := t.(*core.TupleType); ok {
		for i, e := range tt.Types {
			if err := unaliasedBuffer(op, e, append(append([]int64(nil), indices...), int64(i)), aliased); err != nil {
				return err
			}
		}
		return nil
	}
	if k := bracketInts(indices); isBuffer(t) && !aliased[k] {
		return op.Errorf("buffer output %s is not used in output_operand_alias", k)
	}
	return nil
}

// bracketInts renders indices as "[0, 1]".
func bracketInts(vs []int64) string { return "[" + intsStr(vs) + "]" }

func isAnyTensor(t core.Type) bool {
	switch t.(type) {
	case *core.TensorType, *core.UnrankedTensorType:
		return true
	}
	return false
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
