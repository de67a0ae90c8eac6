// Package interp is ncc's reference interpreter for StableHLO: it runs a
// module's functions op by op with the semantics of the StableHLO
// specification (shared/refs/stablehlo-spec.md), so every later lowering
// has an oracle to be checked against.
//
// # Values
//
// A runtime value is a *Tensor, a *Token or a *Tuple. A Tensor is a flat,
// row-major buffer of one storage class chosen by its element type (see
// Elem): integers and booleans in I ([]int64, kept wrapped to the type's
// width: sign-extended for signed types, zero-extended for unsigned ones),
// floats in F ([]float64, every value exactly representable in the element
// type: kernels compute in float64 and round once with Elem.Round), complex
// numbers in C ([]complex128, parts rounded likewise). Quantized tensors
// keep their storage integers in I and their parameters in Elem.Quant.
// Kernels loop over these slices directly; nothing dispatches per element
// through an interface.
//
// A scalar (a value of type i1, i32, f32, index, ...: arith.constant's
// result, tensor.extract's element, tensor.dim's size, their indices) is a
// rank-0 Tensor whose element type is the scalar's type: at run time an
// i1 and a tensor<i1> are the same value, and cf.cond_br branches on
// either.
//
// # Running
//
// Interp.Run evaluates a func.func on argument values. Ops are looked up by
// name in a table of kernels (ops_*.go), so the interpreter needs no typed
// op classes: it reads the attributes the specification names. Regions
// (reduce bodies, while/if/case, sort comparators) are evaluated the same
// way. Runtime errors are *core.Diagnostic located at the failing op; a
// panic inside a kernel is recovered and reported as an internal error.
//
// It also runs the tensor dialect ops that exported programs carry next
// to StableHLO (ops_tensor.go): tensor.extract, tensor.insert,
// tensor.from_elements, tensor.empty, tensor.cast and tensor.dim. Results
// must have static types (run the shape refinement passes first), except
// those of tensor.cast, tensor.insert and tensor.empty, which take their
// shape from operands at run time: a cast to a dynamic type keeps the
// value's runtime shape, which tensor.dim reads. tensor.empty, whose
// contents MLIR leaves unspecified, is zero-filled. An index out of
// bounds, or a cast to a shape the value does not have (undefined in
// MLIR), is an error at the op.
//
// Shardy's ops (dialects/sdy, ops_sdy.go), which JAX's exports carry, run
// as on one device: sharding constraints, reshards and propagation
// barriers are the identity, sdy.mesh is a symbol nothing executes, and a
// manual computation runs its body when every manual axis has size 1 (one
// over a larger axis is per-device code, and an error).
//
// The interpreter also implements the ops of StableHLO's test dialects:
// check.* (see dialects/check), interpreter.run_parallel (a grid of
// processes, each a goroutine, talking through channels for collectives),
// interpreter.print and interpreter.probe (NumPy files, package npy).
// Custom calls that only annotate a value for XLA (a sharding, a memory
// placement: annotate.go) run as the identity.
package interp
