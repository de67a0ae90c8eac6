// Source of resources.mlir.bc: a dense_resource blob and big integers.
func.func @blob() -> (tensor<3xi32>, i128) {
  %0 = arith.constant dense_resource<weights> : tensor<3xi32>
  %1 = arith.constant -170141183460469231731687303715884105728 : i128
  return %0, %1 : tensor<3xi32>, i128
}
{-#
  dialect_resources: {
    builtin: {
      weights: "0x04000000010000000200000003000000"
    }
  }
#-}
