// Package sdy is Shardy's dialect (openxla/shardy, shardy/dialect/sdy/ir):
// the axis-based sharding representation that JAX's exports carry since
// 2025. ncc reads, verifies and prints it exactly as sdy_opt does, reads
// and writes its bytecode encoding (translate/bytecode/sdy.go), and runs
// its ops in the interpreter on one device (interp/ops_sdy.go).
//
// # Attributes
//
// A mesh names the device axes; a sharding says, per tensor dimension,
// which axes split it:
//
//	sdy.mesh @mesh = <["a"=2, "b"=4]>                             Mesh (MeshAxis)
//	#sdy.sharding<@mesh, [{"a"}, {"b", ?}p1], replicated={"c"}>   Sharding (DimSharding, AxisRef)
//	#sdy.sharding<mesh<["x"=2]>, [{"x":(1)2}], unreduced=max{"y"}> an inlined mesh, a sub-axis
//	#sdy.sharding_per_value<[<@mesh, [{"a"}]>, <@mesh, []>]>      ShardingPerValue
//	#sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=4}, custom>  OpShardingRule (TensorMapping, DimMapping)
//
// and the lists of the collectives (ManualAxes, AxisRefList,
// ListOfAxisRefLists, AllToAllParamList). Attributes are uniqued in the
// Context (compare with ==) and built with the New* functions; their Key
// is their printed form. Functions and ops carry shardings in discardable
// attributes, sdy.sharding (ShardingAttrName) and sdy.sharding_rule
// (ShardingRuleAttrName); the dialect's VerifyOpAttr, VerifyArgAttr and
// VerifyResultAttr hooks check them as Shardy's verifyOperationAttribute
// and verifyRegionArgAttribute do (on VHLO ops too: in a portable artifact
// the rules sit on vhlo.custom_call_v1).
//
// # Ops
//
// sdy.mesh (a module-level symbol), sdy.sharding_constraint, sdy.reshard,
// sdy.manual_computation and sdy.named_computation (regions ended by
// sdy.return), sdy.propagation_barrier, sdy.sharding_group, sdy.constant,
// sdy.data_flow_edge, sdy.func_data_flow_edge and the collectives
// (sdy.all_gather, all_slice, all_to_all, collective_permute, all_reduce,
// reduce_scatter, sharded_to_unreduced, replicated_to_unreduced), each
// with ops.td's assembly format. go generate writes their typed views
// (ops_gen.go); the definition of sdy.mesh is MeshDecl, its view MeshOp.
//
// # Syntax and errors
//
// parse.go follows Shardy's parsers.cc and the parsers mlir-tblgen
// generates from attrs.td, messages included: when a parameter fails, the
// generated parser's "failed to parse Sdy_X parameter 'p' which is to be a
// `T`" follows the error that made it fail, as sdy_opt reports them.
// Errors of attributes parsed inside an op carry the "custom op 'sdy.x' "
// prefix. Shardy's own parse_print tests print identically, and its
// verification tests give the same diagnostics, but for the checks below.
//
// # Verification
//
// verify.go implements verifiers.cc's structural checks: meshes (axis
// names unique, sizes ≥ 1, device ids a permutation), shardings against
// their mesh and value (the mesh symbol exists, rank equals the tensor's,
// axes known, not repeated, replicated and unreduced axes in mesh order,
// sub-axes that divide their axis and do not overlap, priorities, axes
// already manual in an enclosing manual computation), sharding rules
// against the op's types, manual computations (global and local types
// agree with in/out shardings and manual axes; manual axes first; one
// mesh), named computations and data flow edges.
//
// # What is missing
//
// The collectives' consistency checks (Sdy_CollectiveOpInterface: out
// sharding against the operand's), the unreduced-axes transition checks
// of sharding_constraint and reshard, and the debugging attributes of
// propagation (#sdy.propagation_edges, edge_value_ref,
// sdy.sharding_origins) are not implemented; neither are Shardy's passes
// (propagation, export) or canonicalizations.
package sdy
