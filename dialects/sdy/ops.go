package sdy

import (
	"ncc/core"
	"ncc/dialects/ods"
	"ncc/dialects/stablehlo"
)

// The op definitions follow Shardy's ops.td: names, slots, traits and
// assembly formats, so ops print as sdy_opt prints them. Verifiers are in
// verify.go.

func isRanked(t core.Type) bool { _, ok := t.(*core.TensorType); return ok }

func isShaped(t core.Type) bool { _, ok := t.(core.ShapedType); return ok }

func isStaticTensor(t core.Type) bool {
	rt, ok := t.(*core.TensorType)
	return ok && core.NumElements(rt.Dims) >= 0
}

var (
	anyType         = ods.AnyType
	anyRankedTensor = core.TypeConstraint{Summary: "ranked tensor of any type values", Check: isRanked, Kind: ods.RankedTensorKind}
	anyShaped       = core.TypeConstraint{Summary: "shaped of any type values", Check: isShaped,
		Kind: &core.TypeKind{Is: isShaped}}
	staticTensor = core.TypeConstraint{Summary: "statically shaped tensor of any type values", Check: isStaticTensor, Kind: ods.RankedTensorKind}
)

// opened is a parser whose first ParsePunct(open) succeeds without reading:
// op syntax has already read the opening punctuation of a stripped
// attribute to tell it from a full one.
type opened struct {
	core.DialectParser
	pending string
}

func (o *opened) ParsePunct(s string) error {
	if o.pending != "" && s == o.pending {
		o.pending = ""
		return nil
	}
	return o.DialectParser.ParsePunct(s)
}

// stripped is the constraint of an sdy attribute parameter of an op: ODS
// writes it without its `#sdy.mnemonic` prefix (printStrippedAttrOrType)
// and reads either that form or a full attribute
// (parseCustomAttributeWithFallback).
func stripped[T core.Attribute](summary, open string, parse func(core.DialectParser) (T, error), body func(T) string) core.AttrConstraint {
	return core.AttrConstraint{
		Summary: summary,
		Check:   func(a core.Attribute) bool { _, ok := a.(T); return ok },
		Parse: func(p core.OpParser, _ core.Type, optional bool) (core.Attribute, error) {
			if p.ParseOptionalPunct(open) {
				a, err := parse(&opened{p, open})
				if err != nil {
					return nil, err
				}
				return a, nil
			}
			if optional {
				return nil, nil
			}
			pos := p.Pos()
			a, err := p.ParseAttribute(nil)
			if err != nil {
				return nil, err
			}
			if _, ok := a.(T); !ok {
				return nil, p.ErrorAt(pos, "invalid kind of attribute specified")
			}
			return a, nil
		},
		Print: func(p core.OpPrinter, a core.Attribute) { p.WriteString(body(a.(T))) },
	}
}

// Attribute constraints, with the summaries of attrs.td.
var (
	MeshConstraint = stripped("Mesh of axes and a list of devices", "<", parseMesh,
		func(m *Mesh) string { return m.body() })
	ShardingConstraintAttr = stripped("Tensor sharding", "<", parseSharding,
		func(s *Sharding) string { return s.body() })
	ShardingPerValueConstraint = stripped("Tensor sharding per operand/result of an op", "<", parseShardingPerValue,
		func(s *ShardingPerValue) string { return "<" + s.stripped() + ">" })
	ManualAxesConstraint = stripped("A list of axes that a ManualComputationOp is manual on", "{", parseManualAxes,
		func(m *ManualAxes) string { return m.body() })
	AxisRefListConstraint = stripped("List of axis refs", "{", parseAxisRefList,
		func(l *AxisRefList) string { return l.body() })
	ListOfAxisRefListsConstraint = stripped("List of axis ref lists", "[", parseListOfAxisRefLists,
		func(l *ListOfAxisRefLists) string { return l.body() })
	AllToAllParamListConstraint = stripped("List of all-to-all parameters", "[", parseAllToAllParamList,
		func(l *AllToAllParamList) string { return l.body() })
)

// Enums (I32EnumAttr: integer attributes written as keywords).
var (
	PropagationDirection = &ods.Enum{Name: "PropagationDirection", Width: 32,
		Cases: []string{"NONE", "FORWARD", "BACKWARD", "BOTH"}}
	Reduction = &ods.Enum{Name: "ReductionOp", Width: 32, Cases: []string{"sum", "max", "min"}}
)

// Directions of sdy.propagation_barrier.
const (
	DirectionNone int64 = iota
	DirectionForward
	DirectionBackward
	DirectionBoth
)

var customDirectives = map[string]core.CustomDirective{
	// `[<@mesh, [...]>, ...]`: a TensorShardingPerValueAttr without its
	// `<` `>`.
	"StrippedTensorShardingPerValueAttr": {
		Parse: func(p core.OpParser, _ *core.OpState, args []core.CustomArg) error {
			s, err := parseStrippedPerValue(p, false)
			if err != nil {
				return err
			}
			args[0].Attr = s
			return nil
		},
		Print: func(p core.OpPrinter, _ *core.Operation, args []core.CustomArg) {
			if s, ok := args[0].Attr.(*ShardingPerValue); ok {
				p.WriteString(s.stripped())
			}
		},
	},
	// `(%arg1: T loc(...)) { ... }`: the body's arguments, then the body
	// without its block header, terminator included.
	"SingleBlockRegionNoBlockId": {
		Parse: func(p core.OpParser, _ *core.OpState, args []core.CustomArg) error {
			as, err := p.ParseArgumentList("()", true, true)
			if err != nil {
				return err
			}
			return p.ParseRegion(args[0].Regions[0], as)
		},
		Print: func(p core.OpPrinter, _ *core.Operation, args []core.CustomArg) {
			r := args[0].Regions[0]
			p.WriteString("(")
			if b := r.First(); b != nil {
				for i, a := range b.Args() {
					if i > 0 {
						p.WriteString(", ")
					}
					p.PrintRegionArgument(a, nil, false)
				}
			}
			p.WriteString(") ")
			p.PrintRegion(r, false, true, false)
		},
	},
}

var (
	// MeshDecl is sdy.mesh (its typed view is MeshOp), a named mesh at module level.
	MeshDecl = &core.OpDef{
		Name:    "sdy.mesh",
		Summary: "Named mesh",
		Doc: "Defines a named mesh: a module-level symbol that shardings refer to by name " +
			"(`sdy.mesh @mesh = <[\"a\"=2, \"b\"=4]>`). It has no runtime meaning.",
		Attrs: []core.AttrDef{
			{Name: "mesh", Constraint: MeshConstraint},
			{Name: "sym_name", Constraint: ods.SymbolNameAttr},
		},
		Traits:    core.Symbol,
		ParentOps: []string{"builtin.module"},
		Format:    "$sym_name `=` $mesh attr-dict",
		Verify:    verifyMeshOp,
	}

	// ShardingConstraint is sdy.sharding_constraint.
	ShardingConstraint = &core.OpDef{
		Name:    "sdy.sharding_constraint",
		Summary: "Constrains a tensor to the specified sharding",
		Doc: "Attaches a sharding to an intermediate tensor: how it, or the uses of the result, " +
			"should be sharded. On one device it is the identity.",
		Operands:   []core.ValueDef{{Name: "input", Type: anyType}},
		Results:    []core.ValueDef{{Name: "result", Type: anyType}},
		Attrs:      []core.AttrDef{{Name: "sharding", Constraint: ShardingConstraintAttr}},
		Traits:     core.SameOperandsAndResultType,
		Format:     "$input $sharding attr-dict `:` type($result)",
		Interfaces: []any{shardingUser{}},
	}

	// Reshard is sdy.reshard.
	Reshard = &core.OpDef{
		Name:       "sdy.reshard",
		Summary:    "Reshards a tensor to a different sharding",
		Doc:        "Reshards the input to the given sharding (a collective after partitioning). On one device it is the identity.",
		Operands:   []core.ValueDef{{Name: "input", Type: anyType}},
		Results:    []core.ValueDef{{Name: "result", Type: anyType}},
		Attrs:      []core.AttrDef{{Name: "sharding", Constraint: ShardingConstraintAttr}},
		Traits:     core.Pure | core.SameOperandsAndResultType,
		Format:     "$input $sharding attr-dict `:` type($result)",
		Interfaces: []any{shardingUser{}},
	}

	// Return is sdy.return.
	Return = &core.OpDef{
		Name:     "sdy.return",
		Summary:  "Terminates the regions of sdy region-based ops",
		Doc:      "Returns its operands from the body of sdy.manual_computation or sdy.named_computation.",
		Operands: []core.ValueDef{{Name: "results", Type: anyType, Arity: core.Variadic}},
		Traits:   core.Pure | core.ReturnLike | core.Terminator,
		Format:   "attr-dict ($results^ `:` type($results))?",
	}

	// ManualComputation is sdy.manual_computation.
	ManualComputation = &core.OpDef{
		Name:    "sdy.manual_computation",
		Summary: "Multi-device parallelism operation with manual collectives",
		Doc: "Runs its body per device on the local parts of its operands along `manual_axes`; " +
			"`in_shardings` and `out_shardings` say how the global values are split. The body's " +
			"types are the local ones.",
		Operands: []core.ValueDef{{Name: "tensors", Type: anyType, Arity: core.Variadic}},
		Results:  []core.ValueDef{{Name: "results", Type: anyType, Arity: core.Variadic}},
		Attrs: []core.AttrDef{
			{Name: "in_shardings", Constraint: ShardingPerValueConstraint},
			{Name: "out_shardings", Constraint: ShardingPerValueConstraint},
			{Name: "manual_axes", Constraint: ManualAxesConstraint},
		},
		Regions:            []core.RegionDef{{Name: "body", SingleBlock: true}},
		Traits:             core.RecursiveMemoryEffects | core.SingleBlock | core.IsolatedFromAbove,
		ImplicitTerminator: "sdy.return",
		Format: "`(`operands`)` `in_shardings````=```custom<StrippedTensorShardingPerValueAttr>($in_shardings) " +
			"`out_shardings````=```custom<StrippedTensorShardingPerValueAttr>($out_shardings) " +
			"`manual_axes````=```$manual_axes custom<SingleBlockRegionNoBlockId>($body) attr-dict " +
			"`:` functional-type(operands, results)",
		Custom:     customDirectives,
		Verify:     verifyManualComputation,
		Interfaces: []any{manualComputationUser{}},
	}

	// ShardingGroup is sdy.sharding_group.
	ShardingGroup = &core.OpDef{
		Name:     "sdy.sharding_group",
		Summary:  "Constrains tensors in the group to have the same sharding.",
		Doc:      "Adds its input to the sharding group `group_id`: every member gets the same sharding.",
		Operands: []core.ValueDef{{Name: "input", Type: anyRankedTensor}},
		Attrs:    []core.AttrDef{{Name: "group_id", Constraint: ods.I64Attr}},
		Format:   "$input `group_id````=```$group_id attr-dict `:` type($input)",
	}

	// Constant is sdy.constant, stablehlo.constant that is not ConstantLike
	// (so constants are not deduplicated).
	Constant = &core.OpDef{
		Name:    "sdy.constant",
		Summary: "Constant operation",
		Doc:     "Produces a tensor from a constant value, as stablehlo.constant; not folded or merged, so each use can be sharded alike.",
		Attrs:   []core.AttrDef{{Name: "value", Constraint: elementsAttr}},
		Results: []core.ValueDef{{Name: "output", Type: staticTensor}},
		Traits:  core.Pure,
		Parse:   stablehlo.Constant.Parse,
		Print:   stablehlo.Constant.Print,
		InferTypes: func(st *core.OpState) ([]core.Type, error) {
			if ta, ok := st.Attr("value").(core.ElementsAttr); ok {
				return []core.Type{ta.AttrType()}, nil
			}
			return nil, nil
		},
	}

	// DataFlowEdge is sdy.data_flow_edge.
	DataFlowEdge = &core.OpDef{
		Name:       "sdy.data_flow_edge",
		Summary:    "data flow edge op.",
		Doc:        "Holds the sharding of a data flow edge (while results and block arguments) during propagation.",
		Operands:   []core.ValueDef{{Name: "input", Type: anyShaped}},
		Results:    []core.ValueDef{{Name: "result", Type: anyShaped}},
		Attrs:      []core.AttrDef{{Name: "sharding", Constraint: ShardingConstraintAttr, Optional: true}},
		Traits:     core.SameOperandsAndResultType,
		Format:     "$input (`sharding````=``` $sharding^)? attr-dict `:` type($result)",
		Interfaces: []any{dataFlowEdgeUser{}},
	}

	// PropagationBarrier is sdy.propagation_barrier.
	PropagationBarrier = &core.OpDef{
		Name:     "sdy.propagation_barrier",
		Summary:  "Propagation barrier operation",
		Doc:      "The identity, through which shardings propagate only in `allowed_direction` (NONE, FORWARD or BACKWARD).",
		Operands: []core.ValueDef{{Name: "input", Type: anyRankedTensor}},
		Results:  []core.ValueDef{{Name: "result", Type: anyRankedTensor}},
		Attrs: []core.AttrDef{{Name: "allowed_direction",
			Constraint: PropagationDirection.Constraint("sdy.propagation_barrier", "allowed_direction", "propagation direction enum")}},
		Traits: core.Pure | core.SameOperandsAndResultType,
		Format: "$input `allowed_direction````=```$allowed_direction attr-dict `:` type($input)",
		Verify: verifyPropagationBarrier,
	}

	// NamedComputation is sdy.named_computation.
	NamedComputation = &core.OpDef{
		Name:    "sdy.named_computation",
		Summary: "named computation operation",
		Doc:     "Groups a block of operations under a name (an inlined call); its body runs as if inlined.",
		Attrs: []core.AttrDef{
			{Name: "name", Constraint: ods.StrAttr},
			{Name: "in_shardings", Constraint: ShardingPerValueConstraint, Optional: true},
			{Name: "out_shardings", Constraint: ShardingPerValueConstraint, Optional: true},
		},
		Operands:           []core.ValueDef{{Name: "operands", Type: anyType, Arity: core.Variadic}},
		Results:            []core.ValueDef{{Type: anyType, Arity: core.Variadic}},
		Regions:            []core.RegionDef{{Name: "body", SingleBlock: true}},
		Traits:             core.RecursiveMemoryEffects | core.SingleBlock | core.IsolatedFromAbove,
		ImplicitTerminator: "sdy.return",
		Format: "`<`$name`>` `` `(` $operands `)` " +
			"(`in_shardings````=```custom<StrippedTensorShardingPerValueAttr>($in_shardings)^)? " +
			"(`out_shardings````=```custom<StrippedTensorShardingPerValueAttr>($out_shardings)^)? " +
			"custom<SingleBlockRegionNoBlockId>($body) attr-dict `:` functional-type($operands, results)",
		Custom:     customDirectives,
		InferTypes: inferNamedComputation,
		Interfaces: []any{namedComputationUser{}},
	}

	// FuncDataFlowEdge is sdy.func_data_flow_edge.
	FuncDataFlowEdge = &core.OpDef{
		Name:       "sdy.func_data_flow_edge",
		Summary:    "func input/output data flow edge op.",
		Doc:        "A data flow edge for a function argument or call result, used during propagation.",
		Operands:   []core.ValueDef{{Name: "operand", Type: anyShaped}},
		Results:    []core.ValueDef{{Name: "result", Type: anyShaped}},
		Traits:     core.SameOperandsAndResultType,
		Format:     "$operand attr-dict `:` type($result)",
		Interfaces: []any{funcDataFlowEdgeUser{}},
	}
)

var elementsAttr = core.AttrConstraint{Summary: "constant vector/tensor attribute",
	Check: func(a core.Attribute) bool { _, ok := a.(core.ElementsAttr); return ok }}

// collective builds the definition of one of Shardy's collectives: a
// shaped operand, a parameter attribute written before it, an optional
// reduction, and the result's sharding.
func collective(name, summary, doc, param string, paramC core.AttrConstraint, reduction bool) *core.OpDef {
	d := &core.OpDef{
		Name:       "sdy." + name,
		Summary:    summary,
		Doc:        doc,
		Operands:   []core.ValueDef{{Name: "tensor", Type: anyShaped}},
		Results:    []core.ValueDef{{Name: "result", Type: anyShaped}},
		Traits:     core.SameOperandsAndResultType,
		Interfaces: []any{shardingUser{}},
	}
	format := "$tensor `out_sharding````=```$out_sharding attr-dict `:` type($result)"
	if param != "" {
		d.Attrs = append(d.Attrs, core.AttrDef{Name: param, Constraint: paramC})
		format = "$" + param + " " + format
	}
	if reduction {
		d.Attrs = append(d.Attrs, core.AttrDef{Name: "reduction_op",
			Constraint: Reduction.Constraint("sdy."+name, "reduction_op", "reduction op enum"),
			Default:    func(c *core.Context) core.Attribute { return Reduction.Attr(c, int64(ReductionSum)) }})
		format = "($reduction_op^)? " + format
	}
	d.Attrs = append(d.Attrs, core.AttrDef{Name: "out_sharding", Constraint: ShardingConstraintAttr})
	d.Format = format
	return d
}

var (
	AllGather = collective("all_gather", "Performs an all-gather communication along axes",
		"Gathers the chunks of a tensor along the axes `gathering_axes` names per dimension.",
		"gathering_axes", ListOfAxisRefListsConstraint, false)
	AllSlice = collective("all_slice", "Performs a dynamic-slice operation along axes",
		"Slices a tensor along the axes `slicing_axes` names per dimension (the dual of all_gather).",
		"slicing_axes", ListOfAxisRefListsConstraint, false)
	AllToAll = collective("all_to_all", "Performs an all-to-all communication along axes",
		"For each (axes, src_dim, tgt_dim) parameter, slices along tgt_dim, scatters along the axes and concatenates along src_dim.",
		"params", AllToAllParamListConstraint, false)
	CollectivePermute = collective("collective_permute", "Performs a collective-permute communication to replace axes",
		"Sends each device's chunk to another so the axes sharding the tensor are reordered or replaced.",
		"", core.AttrConstraint{}, false)
	AllReduce = collective("all_reduce", "Perform an all-reduce comunication along axes",
		"Reduces the chunks of a tensor along `reduction_axes`.",
		"reduction_axes", AxisRefListConstraint, true)
	ReduceScatter = collective("reduce_scatter", "Performs a reduce-scatter communication along axes",
		"An all_reduce followed by an all_slice along the same axes.",
		"reduce_scatter_axes", ListOfAxisRefListsConstraint, true)
	ShardedToUnreduced = collective("sharded_to_unreduced", "Move some sharded axes of the operand to unreduced axes of the result.",
		"Makes the axes that shard the operand unreduced in the result.",
		"axes", ListOfAxisRefListsConstraint, false)
	ReplicatedToUnreduced = collective("replicated_to_unreduced", "Move implicitly or explicitly replicated axes to unreduced axes.",
		"Makes replicated axes of the operand unreduced in the result.",
		"axes", AxisRefListConstraint, false)
)
