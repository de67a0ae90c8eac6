// Package stablehlo is the StableHLO dialect: every op of the StableHLO
// specification (../shared/refs/stablehlo-spec.md) as a core.OpDef, its
// attributes (#stablehlo.dot, gather/scatter/conv dimension numbers,
// #stablehlo<comparison_direction LT>, precision, channel handles, result
// accuracy, #stablehlo.bounds tensor encodings) and types (!stablehlo.token,
// !stablehlo.future), with the pretty syntax stablehlo-opt prints.
//
// Syntax. Most ops print through their declarative Format, the same string
// as StablehloOps.td's assemblyFormat; the custom<...> directives the formats
// use (SameOperandsAndResultType, SliceRanges, DotDimensionNumbers,
// ConvolutionDimensions, WindowAttributes, ...) live in syntax*.go and
// reproduce hlo::print*/parse* byte for byte, including stablehlo-opt's
// quirks: an enum attribute written after a keyword or comma gets two spaces
// (`stablehlo.compare  LT, %a, %b,  FLOAT`), because ODS prints the
// stripped attribute with its own leading space. constant, reduce (the
// compact `applies stablehlo.add across dimensions = [1]` form when the body
// is a single commutative binary op, else `reducer(...) {...}`) and while
// (`while(%iterArg = %x) : T cond {...} do {...}`) have hand-written
// Parse/Print hooks in syntax_ops.go. Ops StableHLO prints generically
// (if, case, sort, scatter, gather, collectives, ...) have no Format.
//
// Verification checks every constraint of the spec (C1, C2, ...) with the
// messages StableHLO's verifiers use, types quoted as MLIR quotes them
// ("broadcast_dimensions size (1) does not match operand rank (2)",
// "comparator must return tensor<i1> but got 'tensor<f32>'"), in
// stablehlo-opt's order: its own verifier tests (lit/suites/stablehlo-verify,
// openxla/stablehlo 3c9301c) pass case by case, as TestVerifySuite counts.
// Checks the spec has and StableHLO lacks come after StableHLO's; each
// verifier's comment names the constraints it covers. The hooks sit next
// to the op definitions (ops_*.go); what several ops share is in
// verify*.go: reduction bodies (verify_reducer.go), window attributes
// (verify_window.go), gather/scatter dimension numbers (verify_gather.go),
// convolution (verify_conv.go), the quantization rules (verify_quant.go)
// and shape operands (verify_dynamic.go). A constraint on sizes known only
// at run time is checked, as stablehlo-opt does, only where they are
// static: a shape, size or padding operand when it is a constant, a
// collective's sizes when the replica groups fix the group size. Where the
// spec defines the result type, InferTypes computes it and core's verifier
// checks the declared result against it with StableHLO's relaxed rule
// (OpDef.CompatibleReturnTypes: a static size where a dynamic one is
// inferred; quantized types of one kind, storage and expressed type, or
// exactly equal ones where the spec says element_type, strictReturnTypes)
// and MLIR's InferTypeOpInterface wording ("inferred type(s) ... are
// incompatible with return type(s) of operation ..." and "failed to infer
// returned types"). MLIR checks inferred types after the op's verify() and
// the ops in its regions, core before both: ops whose StableHLO verifier
// must come first (reduce, sort, while, all_reduce, ...) infer in
// VerifyRegions instead (verifyFirst, inferAfter), and a few that infer
// leave element types to the trait StableHLO checks before inference
// (elemTraitReturnTypes, add's rule). Not checked: compare_c3 (the
// compare_type an element type takes; stablehlo-opt accepts any, and its
// own tests compare i32 with TOTALORDER) and the upper bounds of process
// ids (the number of processes is known at run time only).
//
// Simplification (fold*.go, canonicalize*.go, pass_simplify.go): constant
// folding of the elementwise ops, convert and compare on constants of up to
// 65536 elements (integers to 64 bits, every float type of package
// numerics, the spec's boolean rules; division by zero and signed overflow
// stay unfolded) and of the shape ops (transpose, reverse, slice, pad,
// broadcast_in_dim, concatenate, reshape, get_dimension_size); identities
// exact bit for bit (x+0 and x*1, integer x*0, x-x, x&x, max(x,x), x/1,
// negate/not involutions, identity transpose/pad/slice/reverse,
// get_tuple_element of a tuple, select on a constant predicate); patterns
// that collapse transpose, reshape, broadcast_in_dim and lossless convert
// chains, turn dot into dot_general and dynamic shape ops with static
// results into static ones, inline the branch an if or case with a
// constant selector takes, drop while loops whose condition is false and
// unused pure if/case. Passes: stablehlo-refine-shapes (static shape
// refinement), stablehlo-legalize-composite-to-call, and the
// stablehlo-simplify pipeline (inline, canonicalize, refine-shapes,
// canonicalize, cse), checked against the interpreter by a differential
// test over random programs.
//
// For other packages: InferResultTypes gives the spec's result types of an
// op being built; AttrOrDefault reads an attribute with the default the op
// declares; the attribute types (EnumAttr and its kinds, DotDims,
// GatherDims, ScatterDims, ConvDims, ChannelHandle, ...) expose their
// fields for lowerings and the interpreter.
//
// Quantized element types (package quant's !quant.uniform, per-tensor and
// per-axis; quant.go) are accepted where the spec's Inputs tables allow
// them.
//
// Replica groups may be #stablehlo.replica_group_mesh_axes naming a mesh
// by symbol; the inline #stablehlo.mesh, sub-axes and the flattening of
// mesh axes into groups are not modelled.
//
// Not modelled: SameVariadicOperandSize: reduce, reduce_window and scatter
// keep their variadic operand groups in one slot that their verifiers
// split.
package stablehlo
