"test.attrs"() {
  i0 = 0, i1 = -1 : i8, i2 = 255 : i8, i3 = 0xFF : ui8, i4 = 42 : si32, i5 = true, i6 = false,
  i7 = 1 : i1, i8 = 0x7FFFFFFFFFFFFFFF, i9 = -9223372036854775808, i10 = 170141183460469231731687303715884105727 : i128,
  i11 = -5 : index, i12 = 340282366920938463463374607431768211455 : ui128,
  f0 = 1.0, f1 = 0.1 : f32, f2 = -2.5 : f16, f3 = 1.0e10 : f64, f4 = 3.14159265358979 : f64,
  f5 = 0x7FC00000 : f32, f6 = 0xFF800000 : f32, f7 = 0x7F800000 : f32, f8 = 1.5 : bf16, f9 = 448.0 : f8E4M3FN,
  f10 = 0.3 : f16, f11 = 65504.0 : f16, f12 = 1.0e-7 : f32, f13 = 123456.789 : f32, f14 = 0x0001 : f16,
  f15 = 2.0 : f8E8M0FNU, f16 = 1.5 : f4E2M1FN, f17 = 100.0, f18 = 1.0e100, f19 = 0.000001, f20 = 16777216.0 : f32,
  f21 = 3.0 : tf32, f22 = -0.0 : bf16, f23 = 7.0e-45 : f32, f24 = 9.99999e5 : f32, f25 = 0.5 : f8E5M2,
  s0 = "hello", s1 = "esc\"\\\n\t\00\FF", s2 = "typed" : i32, s3 = "",
  u = unit, arr = [1, 2 : i32, 1.5, "x", [], [[true]]], e = [], dict = {b = 1, a, "q x" = 2},
  ty = i32, ty2 = tensor<2xf32>, sym = @foo, sym2 = @foo::@bar::@"baz q", sym3 = @"with space",
  da = array<i64: 1, -2, 3>, db = array<i1: true, false>, dc = array<f32: 1.0, 2.5>, dd = array<i32>,
  de = array<i8: -128, 127>, df = array<f64: 0.1>, dg = array<i16: 0x10>,
  st = strided<[?, 1], offset: 5>, st2 = strided<[]>,
  op = #foo.attr, op2 = #foo<"x y">, op3 = #foo.a<1> : i32, op4 = #foo.b<[x, (y)]>,
  ds = distinct[7]<42 : i32>, ds2 = distinct[3]<>, ds3 = distinct[7]<42 : i32>,
  "quoted.name" = 1, _under = 2
} : () -> ()
