"test.types"() {
  a = i1, b = i7, c = si16, d = ui64, e = index, f = f16, g = bf16, h = f32, i = f64, j = tf32,
  k = f8E5M2, l = f8E4M3, m = f8E4M3FN, n = f8E5M2FNUZ, o = f8E4M3FNUZ, p = f8E4M3B11FNUZ,
  q = f8E3M4, r = f8E8M0FNU, s = f6E2M3FN, t = f6E3M2FN, u = f4E2M1FN, v = f80, w = f128,
  x = complex<f32>, y = complex<i8>, z = tensor<?x4x?xf32>, aa = tensor<*xi8>, ab = tensor<f32>,
  ac = vector<4xf32>, ad = vector<[4]x8xi1>, ae = vector<2x[3]xindex>, af = memref<4x?xf32>,
  ag = memref<4xf32, 1>, ah = memref<*xf32>, ai = memref<*xf32, 2>, aj = memref<4x4xf32, strided<[4, 1], offset: ?>>,
  ak = memref<2xi8, strided<[1]>>, al = tuple<>, am = tuple<i32, tuple<f32>>, an = (i32, f32) -> (),
  ao = () -> (i1, i2), ap = (i32) -> ((i1) -> i1), aq = none, ar = !foo.bar, as = !foo<"baz x">,
  at = !foo.qux<1, "s">, au = tensor<4xf32, "enc">, aw = tensor<0xi32>,
  ax = memref<f32>, ay = vector<1x2x3xf64>, az = tensor<4x!foo.elt>, ba = memref<4xi32, 0>
} : () -> ()
