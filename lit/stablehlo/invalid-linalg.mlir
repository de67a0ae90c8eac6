// RUN: ncc-opt %s -split-input-file -verify-diagnostics

// fft, triangular_solve, cholesky, batch norms and random numbers: the
// spec's constraints (fft_c*, triangular_solve_c*, cholesky_c*,
// batch_norm_*_c*, rng_c*, rng_bit_generator_c*).
func.func @fft_c1(%a: tensor<4xcomplex<f32>>) {
  // expected-error @+2 {{operand rank must not be less than fft rank of 2 for operand of type 'tensor<4xcomplex<f32>>'.}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.fft %a, type = FFT, length = [4, 4] : (tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>>
  return
}

// -----

func.func @fft_c2_fft(%a: tensor<4xf32>) {
  // expected-error @+2 {{FFT/IFFT/IRFFT take a complex tensor as input, but is given 'tensor<4xf32>'.}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.fft %a, type = FFT, length = [4] : (tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @fft_c2_rfft(%a: tensor<4xbf16>) {
  // expected-error @+2 {{RFFT requires f32 or f64 input type, but is given 'bf16'.}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.fft %a, type = RFFT, length = [4] : (tensor<4xbf16>) -> tensor<3xcomplex<f32>>
  return
}

// -----

func.func @fft_c2_irfft(%a: tensor<3xf32>) {
  // expected-error @+2 {{FFT/IFFT/IRFFT take a complex tensor as input, but is given 'tensor<3xf32>'.}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.fft %a, type = IRFFT, length = [4] : (tensor<3xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @fft_c3(%a: tensor<1x1x1x1xcomplex<f32>>) {
  // expected-error @+2 {{rank must be between 1 and 3, but got 4.}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.fft %a, type = FFT, length = [1, 1, 1, 1] : (tensor<1x1x1x1xcomplex<f32>>) -> tensor<1x1x1x1xcomplex<f32>>
  return
}

// -----

func.func @fft_c4(%a: tensor<4xf32>) {
  // expected-error @+2 {{RFFT requires innermost dimensions to be compatible with fft_length. Got: 4 but wanted 8.}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.fft %a, type = RFFT, length = [8] : (tensor<4xf32>) -> tensor<5xcomplex<f32>>
  return
}

// -----

func.func @fft_c5(%a: tensor<4xf32>) {
  // expected-error @+2 {{inferred type(s) 'tensor<3xcomplex<f32>>' are incompatible with return type(s) of operation 'tensor<4xcomplex<f32>>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.fft %a, type = RFFT, length = [4] : (tensor<4xf32>) -> tensor<4xcomplex<f32>>
  return
}

// -----

func.func @triangular_solve_c1(%a: tensor<2x3x3xf32>, %b: tensor<2x3x4xf64>) {
  // expected-error @+1 {{requires the same element type for all operands and results}}
  %0 = "stablehlo.triangular_solve"(%a, %b) {left_side = true, lower = true, unit_diagonal = false, transpose_a = #stablehlo<transpose NO_TRANSPOSE>} : (tensor<2x3x3xf32>, tensor<2x3x4xf64>) -> tensor<2x3x4xf64>
  return
}

// -----

func.func @triangular_solve_c2_rank(%a: tensor<3xf32>, %b: tensor<2x3x4xf32>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{operand 'a' must have rank >= 2, but got 'tensor<3xf32>'}}
  %0 = "stablehlo.triangular_solve"(%a, %b) {left_side = true, lower = true, unit_diagonal = false, transpose_a = #stablehlo<transpose NO_TRANSPOSE>} : (tensor<3xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
  return
}

// -----

func.func @triangular_solve_c2_equal(%a: tensor<2x3x3xf32>, %b: tensor<3x4xf32>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{operands must have equal rank, but got 'tensor<2x3x3xf32>' and 'tensor<3x4xf32>'}}
  %0 = "stablehlo.triangular_solve"(%a, %b) {left_side = true, lower = true, unit_diagonal = false, transpose_a = #stablehlo<transpose NO_TRANSPOSE>} : (tensor<2x3x3xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  return
}

// -----

func.func @triangular_solve_c3_square(%a: tensor<2x3x4xf32>, %b: tensor<2x3x4xf32>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{two minor dimensions of operand 'a' must be compatible, but got 'tensor<2x3x4xf32>'}}
  %0 = "stablehlo.triangular_solve"(%a, %b) {left_side = true, lower = true, unit_diagonal = false, transpose_a = #stablehlo<transpose NO_TRANSPOSE>} : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
  return
}

// -----

func.func @triangular_solve_c3_batch(%a: tensor<2x3x3xf32>, %b: tensor<5x3x4xf32>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{batch dimensions of the operands must be compatible, but got 'tensor<2x3x3xf32>' and 'tensor<5x3x4xf32>'}}
  %0 = "stablehlo.triangular_solve"(%a, %b) {left_side = true, lower = true, unit_diagonal = false, transpose_a = #stablehlo<transpose NO_TRANSPOSE>} : (tensor<2x3x3xf32>, tensor<5x3x4xf32>) -> tensor<5x3x4xf32>
  return
}

// -----

func.func @triangular_solve_c3_shared(%a: tensor<2x3x3xf32>, %b: tensor<2x3x4xf32>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{shared dimension of operands 'a' and 'b' must be compatible, but got 'tensor<2x3x3xf32>' and 'tensor<2x3x4xf32>'}}
  %0 = "stablehlo.triangular_solve"(%a, %b) {left_side = false, lower = true, unit_diagonal = false, transpose_a = #stablehlo<transpose NO_TRANSPOSE>} : (tensor<2x3x3xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
  return
}

// -----

func.func @triangular_solve_c4(%a: tensor<2x3x3xf32>, %b: tensor<2x3x4xf32>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{inferred type(s) 'tensor<2x3x4xf32>' are incompatible with return type(s) of operation 'tensor<2x3x5xf32>'}}
  %0 = "stablehlo.triangular_solve"(%a, %b) {left_side = true, lower = true, unit_diagonal = false, transpose_a = #stablehlo<transpose NO_TRANSPOSE>} : (tensor<2x3x3xf32>, tensor<2x3x4xf32>) -> tensor<2x3x5xf32>
  return
}

// -----

func.func @triangular_solve_transpose(%a: tensor<2x3x3xf32>, %b: tensor<2x3x4xf32>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{Invalid transpose option value for triangular solve}}
  %0 = "stablehlo.triangular_solve"(%a, %b) {left_side = true, lower = true, unit_diagonal = false, transpose_a = #stablehlo<transpose TRANSPOSE_INVALID>} : (tensor<2x3x3xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
  return
}

// -----

func.func @cholesky_c1(%a: tensor<3x3xf32>) {
  // expected-error @+2 {{inferred type(s) 'tensor<3x3xf32>' are incompatible with return type(s) of operation 'tensor<3x3xf64>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.cholesky"(%a) : (tensor<3x3xf32>) -> tensor<3x3xf64>
  return
}

// -----

func.func @cholesky_c2(%a: tensor<3xf32>) {
  // expected-error @+2 {{argument 'a' must have rank >= 2, got shape 3.}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.cholesky"(%a) : (tensor<3xf32>) -> tensor<3xf32>
  return
}

// -----

func.func @cholesky_c3(%a: tensor<3x4xf32>) {
  // expected-error @+2 {{minor dimensions of 'a' must have equal size, got shape 3, 4.}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.cholesky"(%a) : (tensor<3x4xf32>) -> tensor<3x4xf32>
  return
}

// -----

func.func @batch_norm_training_c1(%a: tensor<2x3xf32>, %s: tensor<3xf32>, %o: tensor<3xf32>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{expects featureIndex to be smaller than the rank of multi-dimensional operands; got featureIndex 2, and rank 2.}}
  %0:3 = "stablehlo.batch_norm_training"(%a, %s, %o) {epsilon = 1.0e-3 : f32, feature_index = 2 : i64} : (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>)
  return
}

// -----

func.func @batch_norm_training_c2(%a: tensor<2x3xf32>, %s: tensor<3xf32>, %o: tensor<3xf64>) {
  // expected-error @+1 {{requires compatible element types for all operands and results}}
  %0:3 = "stablehlo.batch_norm_training"(%a, %s, %o) {epsilon = 1.0e-3 : f32, feature_index = 1 : i64} : (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf64>) -> (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>)
  return
}

// -----

func.func @batch_norm_training_c3(%a: tensor<2x3xf32>, %s: tensor<2xf32>, %o: tensor<2xf32>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{expects the size of single-dimensional operands to be compatible with feature count, but the size of single-dimensional operands is 2 and the feature count is 3.}}
  %0:3 = "stablehlo.batch_norm_training"(%a, %s, %o) {epsilon = 1.0e-3 : f32, feature_index = 1 : i64} : (tensor<2x3xf32>, tensor<2xf32>, tensor<2xf32>) -> (tensor<2x3xf32>, tensor<2xf32>, tensor<2xf32>)
  return
}

// -----

func.func @batch_norm_training_c4(%a: tensor<2x3xf32>, %s: tensor<3xf32>, %o: tensor<4xf32>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{expects single-dimensional operands to have compatible shapes.}}
  %0:3 = "stablehlo.batch_norm_training"(%a, %s, %o) {epsilon = 1.0e-3 : f32, feature_index = 1 : i64} : (tensor<2x3xf32>, tensor<3xf32>, tensor<4xf32>) -> (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>)
  return
}

// -----

func.func @batch_norm_training_c7(%a: tensor<2x3xf32>, %s: tensor<3xf32>, %o: tensor<3xf32>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{inferred type(s) 'tensor<2x3xf32>', 'tensor<3xf32>', 'tensor<3xf32>' are incompatible with return type(s) of operation 'tensor<3x3xf32>', 'tensor<3xf32>', 'tensor<3xf32>'}}
  %0:3 = "stablehlo.batch_norm_training"(%a, %s, %o) {epsilon = 1.0e-3 : f32, feature_index = 1 : i64} : (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<3x3xf32>, tensor<3xf32>, tensor<3xf32>)
  return
}

// -----

func.func @batch_norm_inference_c6(%a: tensor<2x3xf32>, %s: tensor<3xf32>, %v: tensor<2xf32>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{expects single-dimensional operands to have compatible shapes.}}
  %0 = "stablehlo.batch_norm_inference"(%a, %s, %s, %s, %v) {epsilon = 1.0e-3 : f32, feature_index = 1 : i64} : (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<2xf32>) -> tensor<2x3xf32>
  return
}

// -----

func.func @batch_norm_grad_c3(%a: tensor<2x3xf32>, %s: tensor<3xf32>, %g: tensor<4x3xf32>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{expects multi-dimensional operands to have compatible shapes.}}
  %0:3 = "stablehlo.batch_norm_grad"(%a, %s, %s, %s, %g) {epsilon = 1.0e-3 : f32, feature_index = 1 : i64} : (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<4x3xf32>) -> (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>)
  return
}

// -----

func.func @batch_norm_grad_c4(%a: tensor<2x3xf32>, %s: tensor<3xf32>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{inferred type(s) 'tensor<2x3xf32>', 'tensor<3xf32>', 'tensor<3xf32>' are incompatible with return type(s) of operation 'tensor<2x3xf32>', 'tensor<3xf32>', 'tensor<4xf32>'}}
  %0:3 = "stablehlo.batch_norm_grad"(%a, %s, %s, %s, %a) {epsilon = 1.0e-3 : f32, feature_index = 1 : i64} : (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<3xf32>, tensor<4xf32>)
  return
}

// -----

func.func @rng_c1(%a: tensor<f32>, %b: tensor<f64>, %s: tensor<2xi64>) {
  // expected-error @+1 {{failed to verify that all of {a, b, result} have same element type}}
  %0 = stablehlo.rng %a, %b, %s, distribution = UNIFORM : (tensor<f32>, tensor<f64>, tensor<2xi64>) -> tensor<2x3xf32>
  return
}

// -----

func.func @rng_c2(%a: tensor<i32>, %s: tensor<2xi64>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{mu and sigma must be floats}}
  %0 = stablehlo.rng %a, %a, %s, distribution = NORMAL : (tensor<i32>, tensor<i32>, tensor<2xi64>) -> tensor<2x3xi32>
  return
}

// -----

func.func @rng_c3(%a: tensor<f32>) {
  %s = stablehlo.constant dense<[2, 4]> : tensor<2xi64>
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{inferred type(s) 'tensor<2x4xf32>' are incompatible with return type(s) of operation 'tensor<2x3xf32>'}}
  %0 = stablehlo.rng %a, %a, %s, distribution = UNIFORM : (tensor<f32>, tensor<f32>, tensor<2xi64>) -> tensor<2x3xf32>
  return
}

// -----

func.func @rng_bit_generator_c1(%s: tensor<2xui64>) {
  // expected-error @+1 {{output state shape must be compatible with initial state shape. Got: 'tensor<2xui64>' and 'tensor<3xui64>'}}
  %0:2 = stablehlo.rng_bit_generator %s, algorithm = DEFAULT : (tensor<2xui64>) -> (tensor<3xui64>, tensor<4xui32>)
  return
}

// -----

func.func @rng_bit_generator_c2(%s: tensor<3xui64>) {
  // expected-error @+1 {{THREE_FRY algorithm requires 128 bits of state, but got 192}}
  %0:2 = stablehlo.rng_bit_generator %s, algorithm = THREE_FRY : (tensor<3xui64>) -> (tensor<3xui64>, tensor<4xui32>)
  return
}

// -----

func.func @rng_bit_generator_c2_philox(%s: tensor<1xui64>) {
  // expected-error @+1 {{PHILOX algorithm requires 128 or 192 bits of state, but got 64}}
  %0:2 = stablehlo.rng_bit_generator %s, algorithm = PHILOX : (tensor<1xui64>) -> (tensor<1xui64>, tensor<4xui32>)
  return
}
