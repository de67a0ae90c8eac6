// Package scf defines MLIR's scf (structured control flow) dialect, the
// ops exported StableHLO programs and their lowerings carry next to
// stablehlo ones: scf.for, scf.if, scf.while with scf.condition,
// scf.execute_region, scf.index_switch, and scf.yield, which ends their
// regions.
//
//	%sum = scf.for %i = %lb to %ub step %c1 iter_args(%acc = %zero) -> (f32) {
//	  %next = arith.addf %acc, %x : f32
//	  scf.yield %next : f32
//	}
//	%r = scf.if %c -> (f32) {
//	  scf.yield %a : f32
//	} else {
//	  scf.yield %b : f32
//	}
//
// Each prints and parses byte for byte as mlir-opt 22 does (syntax.go, as
// SCF.cpp: the induction variable's `: type` after a double space when it
// is not an index, the yield a region without results may leave out, the
// `no_inline` of scf.execute_region, the `case N {...}` lines of
// scf.index_switch) and verifies with MLIR's messages, in MLIR's order
// (verify.go): first the op's own verify(), then, once its regions were
// verified, LoopLikeOpInterface's checks for scf.for (inits, region
// iter_args, yielded values and results agree; MLIR's message for a result
// type always names the 0-th iter_arg, and so does ours), then
// RegionBranchOpInterface's (branch.go: every edge from the op or a
// return-like terminator to a region or back to the op carries as many
// values as its successor takes, of the same types, "along control flow
// edge from Operation scf.yield to parent: ..." with a note at the branch
// point).
//
// mliropt_test.go compares the printed form (custom, generic, with
// locations, and read back from the generic form) and the diagnostics of
// the programs in testdata with mlir-opt 22's. Canonicalization patterns
// and folders are not ported. The StableHLO interpreter (package interp)
// runs scf.for, scf.if, scf.while, scf.execute_region and
// scf.index_switch.
//
// Ops are declared once, as core.OpDef values in scf.go; ops_gen.go holds
// the typed accessors ncc-opgen generates from them (go generate).
package scf
