// Constants of every builtin integer and float type, large integers, and
// dense elements (splats, i1 bits, complex, index, vectors, empty).
func.func @scalars() {
  %i1 = arith.constant true
  %i1f = arith.constant false
  %i8 = arith.constant -128 : i8
  %i16 = arith.constant 32767 : i16
  %i32 = arith.constant -1 : i32
  %i64 = arith.constant -9223372036854775808 : i64
  %i64b = arith.constant 9223372036854775807 : i64
  %i4 = arith.constant 7 : i4
  %i17 = arith.constant -65536 : i17
  %i128 = arith.constant 170141183460469231731687303715884105727 : i128
  %i128n = arith.constant -170141183460469231731687303715884105728 : i128
  %i200 = arith.constant -12345678901234567890123456789012345678901234567890 : i200
  %i1024 = arith.constant 1 : i1024
  %idx = arith.constant -42 : index
  %f16 = arith.constant 65504.0 : f16
  %bf16 = arith.constant -1.5 : bf16
  %f32 = arith.constant 3.14159274 : f32
  %f64 = arith.constant 2.718281828459045 : f64
  %f80 = arith.constant 1.0e300 : f80
  %f128 = arith.constant -0.1 : f128
  %tf32 = arith.constant 0.5 : tf32
  %nan = arith.constant 0x7FC00000 : f32
  %inf = arith.constant 0xFFF0000000000000 : f64
  %negz = arith.constant -0.0 : f64
  %f8a = arith.constant 448.0 : f8E4M3FN
  %f8b = arith.constant 1.5 : f8E5M2
  %f8c = arith.constant 2.0 : f8E4M3
  %f8d = arith.constant 0.25 : f8E5M2FNUZ
  %f8e = arith.constant 3.0 : f8E4M3FNUZ
  %f8f = arith.constant 1.0 : f8E4M3B11FNUZ
  %f8g = arith.constant 1.0 : f8E3M4
  %f8h = arith.constant 4.0 : f8E8M0FNU
  %f6a = arith.constant 1.5 : f6E2M3FN
  %f6b = arith.constant 2.0 : f6E3M2FN
  %f4 = arith.constant -6.0 : f4E2M1FN
  return
}
func.func @dense() {
  %a = arith.constant dense<[1, 2, 3, 4]> : tensor<4xi32>
  %b = arith.constant dense<7> : tensor<2x3xi64>
  %c = arith.constant dense<[[1.0, 2.0], [3.5, -4.25]]> : tensor<2x2xf32>
  %d = arith.constant dense<true> : tensor<9xi1>
  %e = arith.constant dense<[true, false, true, true, false, false, false, true, true, false]> : tensor<10xi1>
  %f = arith.constant dense<false> : vector<3xi1>
  %g = arith.constant dense<[0.5, 0.25]> : vector<2xf16>
  %h = arith.constant dense<1.0> : tensor<4x4xbf16>
  %i = arith.constant dense<[1, -1]> : tensor<2xindex>
  %j = arith.constant dense<[(1.0, 2.0), (3.0, -4.0)]> : tensor<2xcomplex<f32>>
  %k = arith.constant dense<[(1, 2)]> : tensor<1xcomplex<i16>>
  %l = arith.constant dense<> : tensor<0xi32>
  %m = arith.constant dense<[-1, 2, -3]> : tensor<3xi8>
  %n = arith.constant dense<[1.0e100, -2.0]> : tensor<2xf64>
  %o = arith.constant dense<170141183460469231731687303715884105727> : tensor<2xi128>
  %p = arith.constant dense<[[true, false], [false, true]]> : tensor<2x2xi1>
  %q = arith.constant dense<[1, 2, 3]> : tensor<3xi4>
  %r = arith.constant dense<"0xFF00FF00"> : tensor<2xi16>
  %s = arith.constant dense<[[[1]], [[2]]]> : tensor<2x1x1xui8>
  %t = arith.constant dense<[1.5, 2.5]> : tensor<2xf8E4M3FN>
  %u = arith.constant dense<42> : tensor<si32>
  %v = arith.constant dense_resource<resource_blob> : tensor<3xi32>
  %w = arith.constant dense_resource<__elided__> : tensor<2xf32>
  return
}
{-#
  dialect_resources: {
    builtin: {
      resource_blob: "0x04000000010000000200000003000000"
    }
  }
#-}
