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
// # Running
//
// Interp.Run evaluates a func.func on argument values. Ops are looked up by
// name in a table of kernels (ops_*.go), so the interpreter needs no typed
// op classes: it reads the attributes the specification names. Regions
// (reduce bodies, while/if/case, sort comparators) are evaluated the same
// way. Runtime errors are *core.Diagnostic located at the failing op; a
// panic inside a kernel is recovered and reported as an internal error.
//
// The interpreter also implements the ops of StableHLO's test dialects:
// check.* (see dialects/check), interpreter.run_parallel (a grid of
// processes, each a goroutine, talking through channels for collectives),
// interpreter.print and interpreter.probe (NumPy files, package npy).
package interp
