"test.r"() {a = dense_resource<blob1> : tensor<3xi8>, b = dense_resource<"blob 2"> : tensor<1xf32>} : () -> ()
{-#
  dialect_resources: {
    builtin: {
      blob1: "0x01000000010203",
      "blob 2": "0x040000000000803F"
    }
  }
#-}
