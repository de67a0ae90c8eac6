// Writes the .npy files ../run-bir-errors.test feeds to add.mlir (run with
// --stop-at=stablehlo --random-inputs N --output-dir D): result0 is right,
// the others have the wrong shape or dtype.
func.func @main(%f32: tensor<4x8xf32>, %t: tensor<8x4xf32>, %f16: tensor<4x8xf16>, %i32: tensor<4x8xi32>) -> (tensor<4x8xf32>, tensor<8x4xf32>, tensor<4x8xf16>, tensor<4x8xi32>) {
  return %f32, %t, %f16, %i32 : tensor<4x8xf32>, tensor<8x4xf32>, tensor<4x8xf16>, tensor<4x8xi32>
}
