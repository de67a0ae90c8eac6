// Package chlo is the CHLO ("client HLO") dialect: the ops JAX, TensorFlow
// and PyTorch-XLA exporters emit on top of StableHLO (ChloOps.td) — the
// implicitly broadcasting binary ops (chlo.broadcast_add, ...,
// broadcast_compare, broadcast_select), special functions (erf, erfc,
// erf_inv, lgamma, digamma, polygamma, zeta, bessel_i1e), inverse and
// hyperbolic trigonometry (acos ... atanh, cosh, sinh, tan), predicates
// (is_inf, is_neg_inf, is_pos_inf), constant/constant_like, top_k,
// ragged_dot, mulhi and scan — with the syntax stablehlo-opt prints, their
// verifiers and result-type inference.
//
// Verification follows ChloOps.td/ChloOps.cpp: each broadcasting op has
// its element-type trait (add, maximum and minimum take compatible, so
// differently scaled quantized, element types; the other arithmetic ops
// the same one; and, or, xor, compare and complex only compatible
// operands), and operands whose shapes do not broadcast infer an unranked
// result, which any result type is compatible with, as upstream: such ops
// verify and fail to legalize. HLO_AnyTensor admits quantized elements.
//
// The chlo-legalize-to-stablehlo pass (legalize*.go) decomposes every op
// into StableHLO following StableHLO's ChloLegalizeToStablehlo.cpp and
// ChloDecompositionPatterns*.td, with the same polynomial approximations
// and constants, so the interpreter computes what stablehlo-translate
// computes after the same pass. Complex asin, acos, acosh, asinh, atan,
// atanh and asin_acos_kernel use the functional_algorithms decompositions
// upstream generates (legalize_complex.go). Dynamic shapes take the form
// upstream's shape-dialect lowering has after shape-legalize-to-stablehlo:
// extents from stablehlo.get_dimension_size, broadcasts with
// stablehlo.dynamic_broadcast_in_dim (legalize_dynamic.go).
//
// Exported helpers: BroadcastShape (CHLO's broadcasting rule),
// RaggedDotShape, ScanParts, the attribute types (EnumAttr with
// ComparisonDirectionKind/ComparisonTypeKind/PrecisionKind, RaggedDotDims)
// and the OpDefs themselves.
//
// Gaps: bounded dynamic shapes (#stablehlo.bounds) are legalized like
// unbounded ones, with dynamic_broadcast_in_dim rather than upstream's
// broadcast_in_dim + set_dimension_size; the cstr_broadcastable shape
// assertion is not materialized; ragged_dot modes 1 and 2 need static
// shapes and a 1-D group_sizes; scan needs static shapes.
package chlo
