"test.dense"() {
  a = dense<1> : tensor<4xi32>, b = dense<[1, 2, 3]> : tensor<3xi8>, c = dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>,
  d = dense<true> : tensor<2xi1>, e = dense<[true, false]> : vector<2xi1>, f = dense<> : tensor<0xf32>,
  g = dense<(1.0, -2.0)> : tensor<complex<f32>>, h = dense<[(1, 2), (3, 4)]> : tensor<2xcomplex<i16>>,
  i = dense<"0x0100000002000000"> : tensor<2xi32>, j = dense<"0x01000000"> : tensor<4xi32>,
  k = dense<[0.1, 0.2]> : tensor<2xbf16>, m = dense<255> : tensor<2xui8>,
  n = dense<["a", "b"]> : tensor<2x!foo.str>, o = dense<"x"> : tensor<3x!foo.str>,
  p = dense<5> : tensor<i64>, q = dense<[[1], [2]]> : tensor<2x1xindex>, r = dense<0x7FC0> : tensor<2xf16>,
  s = dense<[[[1, 2]], [[3, 4]]]> : tensor<2x1x2xi4>, t = dense<1.0> : vector<2x3xf64>,
  u = dense<[1, 0]> : tensor<2xi1>, v = dense<[0.5, 1.5, 3.0]> : tensor<3xf8E4M3FN>
} : () -> ()
