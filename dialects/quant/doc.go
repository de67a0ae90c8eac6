// Package quant defines MLIR's quant dialect types: the quantized element
// types (!quant.uniform per-tensor and per-axis) that StableHLO programs
// carry in their tensor types.
package quant
