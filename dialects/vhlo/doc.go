// Package vhlo is StableHLO's versioned dialect (VHLO), the form portable
// artifacts are written in: every op of VhloOps.td with the versions it
// exists in (vhlo.add_v1, vhlo.all_reduce_v1 up to 1.4.0 and
// vhlo.all_reduce_v2 from 1.5.0, ...), VHLO's types (!vhlo.tensor_v1<...>,
// !vhlo.f32_v1, !vhlo.func_v1<...>, quantized, tuple, future, buffer, ...)
// and attributes (#vhlo.integer_v1<...>, #vhlo.array_v1<[...]>,
// #vhlo.tensor_v1<dense<...>>, #vhlo<comparison_direction_v1 EQ>, ...),
// printed as stablehlo-opt prints them: ops in the generic form except
// vhlo.func_v1 (`vhlo.func_v1 @f(%arg0: T) -> (R) {...} {attrs}`).
//
// The op table (ops_gen.go) is generated from StableHLO's VhloOps.td,
// vendored in internal/opgen with its license: `go generate` runs
// internal/opgen. Ops have no verifiers, as in StableHLO; every attribute is
// a required property, so their bytecode matches ODS's. Ops declared
// SameVariadicOperandSize hold all operands in one variadic slot; Info
// gives the declared slots.
//
// Versions (version.go): Current is 1.20.0 and Minimum 0.9.0, as in
// openxla/stablehlo 3c9301c; Version.BytecodeVersion gives the MLIR bytecode
// version of a target, ProducerString the producer an artifact records.
//
// Passes (passes.go), registered by stablehlo-opt's names:
//
//   - stablehlo-legalize-to-vhlo{allow-other-dialects}: stablehlo and func
//     ops to the newest VHLO op each (legalize.go, after
//     StablehloLegalizeToVhlo.cpp): attributes converted generically,
//     struct attributes (dot, gather, scatter, convolution dimension
//     numbers, channel handles, dot algorithm) split into one attribute per
//     field, StableHLO's implicit defaults spelled out.
//   - vhlo-legalize-to-stablehlo: the way back (VhloLegalizeToStablehlo.cpp),
//     dropping attributes equal to their defaults.
//   - vhlo-to-version{target=X.Y.Z}: converts each op to the version of it
//     that exists at target and checks every op, type and attribute exists
//     there (toversion.go), with StableHLO's messages for bad targets.
//
// Type conversion between VHLO and builtin/quant/stablehlo types is
// convert.go (VhloTypeConverter).
//
// VHLO's bytecode encoding of its attributes and types (VhloBytecode.cpp)
// lives in translate/portable, which a dialect may not import; that package
// also has Serialize and Deserialize. See docs/vhlo.md.
//
// Not done: the per-op upgrade/downgrade rewrites of VhloToVersionPatterns.td
// are generic (attributes a version lacks must hold their defaults; ones it
// adds get them), which misses the restructuring ones; the VHLO attribute
// and type verifiers ("expected VHLO type") are absent.
package vhlo
