// RUN: ncc-opt %s -split-input-file -verify-diagnostics

// Errors where ncc's diagnostics knowingly differ from mlir-opt 22's.

// mlir-opt 22 reads a non-integer storage type as an integer and reports a
// garbage width ("illegal storage type size: 759614512"); ncc says what
// MLIR's verifier says of such types.
// expected-error @+1 {{storage type must be integral}}
func.func private @f(!quant.uniform<f8E4M3FN:f32, 1.0>)

// -----

// expected-error @+1 {{storage type must be integral}}
func.func private @f(!quant.uniform<index:f32, 1.0>)

// -----

// mlir-opt follows the first error with a second one at the expressed
// type ("expecting float expressed type"); ncc reports the first.
// expected-error @+1 {{invalid kind of type specified}}
func.func private @f(!quant.calibrated<i32<0.0:1.0>>)

// -----

// mlir-opt adds "calibrated values must be present".
// expected-error @+1 {{expected '<'}}
func.func private @f(!quant.calibrated<f32>)
