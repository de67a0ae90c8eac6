package interp

import (
	"ncc/core"
	"ncc/dialects/sdy"
)

// Shardy (sdy) ops, as exported JAX programs carry them. The interpreter
// runs a program on one device, on its logical (global) tensors, so a
// sharding is only an annotation: the ops that attach one are the
// identity, and a region that is manual only on axes of size 1 is the
// program itself. Code manual on a larger axis is per-device code with
// explicit collectives, which one device cannot run: it is refused.
// sdy.mesh is a module-level symbol the interpreter never executes.

func init() {
	register(sdyIdentity, "sdy.sharding_constraint", "sdy.reshard", "sdy.propagation_barrier",
		"sdy.data_flow_edge", "sdy.func_data_flow_edge")
	register(sdyShardingGroup, "sdy.sharding_group")
	register(sdyConstant, "sdy.constant")
	register(sdyManualComputation, "sdy.manual_computation")
	register(sdyNamedComputation, "sdy.named_computation")
	register(sdyCollective, "sdy.all_gather", "sdy.all_slice", "sdy.all_to_all", "sdy.collective_permute",
		"sdy.all_reduce", "sdy.reduce_scatter", "sdy.sharded_to_unreduced", "sdy.replicated_to_unreduced")
}

// sdyIdentity returns the operand: on one device a sharding constraint,
// a reshard or a propagation barrier leaves the value as it is.
func sdyIdentity(x *exec, op *core.Operation, args []Value, rt []core.Type) ([]Value, error) {
	if len(args) != 1 || len(rt) != 1 {
		return nil, op.Errorf("expected one operand and one result")
	}
	return args, nil
}

func sdyShardingGroup(x *exec, op *core.Operation, args []Value, rt []core.Type) ([]Value, error) {
	return nil, nil
}

func sdyConstant(x *exec, op *core.Operation, args []Value, rt []core.Type) ([]Value, error) {
	return constantOp(x, op, args, rt)
}

// sdyManualComputation runs the body once, on the global values: that is
// the program only when every manual axis has size 1 (local and global
// shapes then agree).
func sdyManualComputation(x *exec, op *core.Operation, args []Value, rt []core.Type) ([]Value, error) {
	if err := singleDeviceManual(op); err != nil {
		return nil, err
	}
	return x.region(op.Region(0), args)
}

// singleDeviceManual refuses a manual computation over an axis of size > 1.
func singleDeviceManual(op *core.Operation) error {
	axes, _ := op.Attr("manual_axes").(*sdy.ManualAxes)
	if axes == nil || len(axes.Names) == 0 {
		return nil
	}
	var shardings []*sdy.Sharding
	for _, name := range []string{"in_shardings", "out_shardings"} {
		if pv, ok := op.Attr(name).(*sdy.ShardingPerValue); ok {
			shardings = append(shardings, pv.Shardings...)
		}
	}
	for _, s := range shardings {
		mesh := sdy.LookupMesh(s, op)
		if mesh == nil {
			return op.Errorf("cannot find the mesh of sharding %s", s.String())
		}
		for _, n := range axes.Names {
			if size, ok := mesh.AxisSize(n); ok && size > 1 {
				return op.Errorf("is manual on mesh axis \"%s\" of size %d: the interpreter runs one device, so only manual computations over axes of size 1 run", n, size)
			}
		}
	}
	return nil
}

func sdyNamedComputation(x *exec, op *core.Operation, args []Value, rt []core.Type) ([]Value, error) {
	return x.region(op.Region(0), args)
}

// sdyCollective runs a Shardy collective on a mesh of one device, where it
// moves nothing; on a larger mesh it is refused.
func sdyCollective(x *exec, op *core.Operation, args []Value, rt []core.Type) ([]Value, error) {
	s, _ := op.Attr("out_sharding").(*sdy.Sharding)
	if s == nil {
		return nil, op.Errorf("has no out_sharding")
	}
	mesh := sdy.LookupMesh(s, op)
	if mesh == nil || mesh.TotalSize() != 1 {
		return nil, op.Errorf("is a collective over several devices: the interpreter runs one device")
	}
	return sdyIdentity(x, op, args, rt)
}
