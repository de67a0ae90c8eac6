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
// The chlo-legalize-to-stablehlo pass (legalize*.go) decomposes every op
// into StableHLO following StableHLO's ChloLegalizeToStablehlo.cpp and
// ChloDecompositionPatterns*.td, with the same polynomial approximations
// and constants, so the interpreter computes what stablehlo-translate
// computes after the same pass.
//
// Exported helpers: BroadcastShape (CHLO's broadcasting rule),
// RaggedDotShape, ScanParts, the attribute types (EnumAttr with
// ComparisonDirectionKind/ComparisonTypeKind/PrecisionKind, RaggedDotDims)
// and the OpDefs themselves.
//
// Gaps: broadcasting of dynamic shapes is not legalized (upstream uses the
// shape dialect, which ncc does not have); complex asin, acos, acosh,
// asinh and asin_acos_kernel are not decomposed (upstream's generated
// Hull et al. algorithms); ragged_dot is decomposed in the non-contracting
// ragged mode only.
package chlo
