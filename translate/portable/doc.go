// Package portable reads and writes StableHLO portable artifacts: MLIR
// bytecode of VHLO (package dialects/vhlo) at a target version, as
// stablehlo-translate --serialize and --deserialize do.
//
// It registers VHLO's bytecode encoding of its attributes and types with
// translate/bytecode (codec.go, VhloBytecode.cpp's codes and fields), so
// any tool that links this package reads VHLO bytecode, and it gives
// Serialize (stablehlo → vhlo → vhlo at the target → bytecode with the
// producer "StableHLO_vX.Y.Z") and Deserialize (bytecode → vhlo → current
// vhlo → stablehlo).
package portable
