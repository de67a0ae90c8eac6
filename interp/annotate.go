package interp

import "ncc/core"

// annotations are the custom calls that tell XLA how to place or partition
// a value without changing it: on the program's logical tensors, which is
// what the interpreter runs, each returns its operand. Exported JAX
// programs carry them (JAX's export back-compatibility data,
// internal/jaxexport).
var annotations = map[string]string{
	// GSPMD's sharding annotation: the mhlo.sharding attribute says how
	// the partitioner splits the value; the value is the operand
	// (jax.lax.with_sharding_constraint, XLA's sharding propagation).
	"Sharding": "sharding annotation",
	// Shardy's sharding of a function result, as its MHLO round-trip
	// export writes it (xla.sdy.sharding in mhlo.frontend_attributes).
	"xla.sdy.FuncResultSharding": "result sharding annotation",
	// The memory space (_xla_buffer_placement: "device", "pinned_host",
	// ...) XLA places the value in (jax.device_put to a memory kind).
	"annotate_device_placement": "memory placement annotation",
}

// annotation runs the annotation custom call target: every result is the
// operand of the same position, which must have the result's type.
func annotation(op *core.Operation, target string, args []Value) ([]Value, error) {
	if op.NumResults() != len(args) {
		return nil, op.Errorf("custom call @%s (a %s) must have as many results as operands, has %d and %d", target, annotations[target], op.NumResults(), len(args))
	}
	for i := range args {
		if ot, rt := op.Operand(i).Type(), op.Result(i).Type(); ot != rt {
			return nil, op.Errorf("custom call @%s (a %s) must not change its operand's type: result #%d is %s, operand is %s", target, annotations[target], i, core.TypeString(rt), core.TypeString(ot))
		}
	}
	return args, nil
}
