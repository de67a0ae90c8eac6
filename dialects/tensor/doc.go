// Package tensor defines ops of MLIR's tensor dialect that StableHLO
// programs use alongside stablehlo ops (tensor.cast, ...).
package tensor
