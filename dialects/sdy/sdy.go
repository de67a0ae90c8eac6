package sdy

import (
	"ncc/core"
)

// Dialect is the sdy (Shardy) dialect: meshes, sharding attributes and the
// ops that attach them to tensors.
var Dialect = &core.Dialect{
	Name:    "sdy",
	Summary: "The Shardy (SDY) dialect: axis-based tensor shardings over named device meshes",
	Ops: []*core.OpDef{
		MeshDecl, ShardingConstraint, Reshard, Return, ManualComputation, ShardingGroup, Constant,
		DataFlowEdge, PropagationBarrier, NamedComputation, AllGather, AllSlice, AllToAll,
		CollectivePermute, AllReduce, ReduceScatter, ShardedToUnreduced, ReplicatedToUnreduced,
		FuncDataFlowEdge,
	},
	ParseAttr: parseAttr,
	PrintAttr: printAttr,
	VerifyOpAttr: func(op *core.Operation, a core.NamedAttr) error {
		return VerifyOperationAttribute(op, a.Name, a.Value)
	},
	VerifyArgAttr: func(op *core.Operation, i int, a core.NamedAttr) error {
		return verifyFuncAttr(op, "arg", i, a)
	},
	VerifyResultAttr: func(op *core.Operation, i int, a core.NamedAttr) error {
		return verifyFuncAttr(op, "result", i, a)
	},
}

// verifyFuncAttr is verifyRegionArgAttribute / verifyRegionResultAttribute:
// only func.func's are checked.
func verifyFuncAttr(op *core.Operation, kind string, i int, a core.NamedAttr) error {
	f, ok := core.Iface[core.CallableOp](op)
	if !ok || op.Name() != "func.func" {
		return nil
	}
	types := f.ArgumentTypes(op)
	if kind == "result" {
		types = f.ResultTypes(op)
	}
	if i >= len(types) {
		return nil
	}
	return VerifyFuncAttribute(op, kind, i, types[i], a.Name, a.Value)
}

// Names of the discardable attributes Shardy puts on other dialects' ops
// and on function arguments and results.
const (
	// ShardingAttrName holds a *Sharding on a function argument or result,
	// or a *ShardingPerValue on an op (one per result).
	ShardingAttrName = "sdy.sharding"
	// ShardingRuleAttrName holds an *OpShardingRule on an op.
	ShardingRuleAttrName = "sdy.sharding_rule"
)

// printAttr prints an sdy attribute after `#sdy.`: its mnemonic, then its
// parameters in the form attrs.td's assembly formats give.
func printAttr(a core.Attribute, p core.DialectPrinter) bool {
	var s string
	switch a := a.(type) {
	case *MeshAxis:
		s = "mesh_axis" + a.body()
	case *Mesh:
		s = "mesh" + a.body()
	case *SubAxisInfo:
		s = "sub_axis_info" + a.body()
	case *AxisRef:
		s = "axis_ref" + a.body()
	case *DimSharding:
		s = "dimension_sharding" + a.body()
	case *Sharding:
		s = "sharding" + a.body()
	case *ShardingPerValue:
		s = "sharding_per_value<" + a.stripped() + ">"
	case *DimMapping:
		s = "dim_mapping" + a.body()
	case *TensorMapping:
		s = "tensor_mapping" + a.body()
	case *OpShardingRule:
		s = "op_sharding_rule" + a.body()
	case *ManualAxes:
		s = "manual_axes" + a.body()
	case *AxisRefList:
		s = "axis_ref_list" + a.body()
	case *ListOfAxisRefLists:
		s = "list_of_axis_ref_lists" + a.body()
	case *AllToAllParam:
		s = "all_to_all_param" + a.body()
	case *AllToAllParamList:
		s = "all_to_all_param_list" + a.body()
	default:
		return false
	}
	p.WriteString(s)
	return true
}
