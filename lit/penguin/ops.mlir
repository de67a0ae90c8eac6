// RUN: ncc-opt %s | FileCheck %s
// RUN: ncc-opt %s | ncc-opt | FileCheck %s
// RUN: ncc-opt %s -mlir-print-op-generic | ncc-opt | FileCheck %s
// RUN: ncc-opt %s -mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// Every penguin op in its pretty form. The printed form reads back to
// itself, and so does the generic form; GENERIC shows how the attributes
// are stored.

// GENERIC-LABEL: "penguin.kernel"() <{function_type = (!penguin.hbm<256x300xf32>, !penguin.hbm<300x512xf32>) -> !penguin.hbm<256x512xf32>, sym_name = "matmul_relu"}>
// GENERIC: "penguin.for"() <{kind = #penguin.loop<parallel>, lb = 0 : i64, step = 1 : i64, ub = 2 : i64}>
// GENERIC: "penguin.load"(%{{.*}}, %{{.*}}, %{{.*}}) <{dims = #penguin.dims<[d1, d0]>, static_starts = array<i64: -9223372036854775808, -9223372036854775808>}>
// GENERIC: "penguin.yield"(%{{.*}}) : (!penguin.tile<128x512xf32, psum>) -> ()
// GENERIC: "penguin.activation"(%{{.*}}) <{func = #penguin.act<relu>}>
// GENERIC: "penguin.yield"() : () -> ()
// GENERIC-LABEL: sym_name = "memory", target = "trn2"
// GENERIC: "penguin.hbm_alloc"() <{value = dense<1.000000e+00> : tensor<4x4xf32>}> : () -> !penguin.hbm<4x4xf32>
// GENERIC: "penguin.load"(%{{.*}}) <{dims = #penguin.dims<[d0 * 8, d0]>, static_starts = array<i64: 0>}>
// GENERIC: "penguin.load"(%{{.*}}) <{dims = #penguin.dims<[bcast, d1]>, static_starts = array<i64: 5, 0>}>
// GENERIC: "penguin.load_indirect"(%{{.*}}, %{{.*}}) <{static_starts = array<i64: 0>}>
// GENERIC: "penguin.load"(%{{.*}}) <{dims = #penguin.dims<[d0 * -1, d1 * -1]>, static_starts = array<i64: 255, 299>}>
// GENERIC-LABEL: sym_name = "compute"
// GENERIC: "penguin.ewise"(%{{.*}}) <{op = #penguin.alu<subtract>, scalars = [1.000000e+00 : f32, unit]}>
// GENERIC: "penguin.ewise"(%{{.*}}, %{{.*}}) <{op = #penguin.alu<mult>, op1 = #penguin.alu<add>, scalars = [unit, 5.000000e-01 : f32, unit]}>
// GENERIC: "penguin.ewise"(%{{.*}}) <{op = #penguin.alu<bitwise_and>, scalars = [unit, 255 : i32]}>
// GENERIC: "penguin.activation"(%{{.*}}, %{{.*}}) <{func = #penguin.act<gelu_apprx_tanh>, scale = 5.000000e-01 : f32}>
// GENERIC: "penguin.activation"(%{{.*}}) <{bias_value = -1.000000e+00 : f32, func = #penguin.act<exp>}> : (!penguin.tile<128x300xf32, sbuf>) -> (!penguin.tile<128x300xf32, sbuf>, !penguin.tile<128x1xf32, sbuf>)
// GENERIC: "penguin.iota"() <{base = 3 : i64, coeffs = array<i64: 1, 0, 2>}>
// GENERIC: "penguin.constant"() <{value = 42 : i64}> : () -> !penguin.tile<1x1xi32, sbuf>
// GENERIC: "penguin.constant"() <{value = 0xFF800000 : f32}> : () -> !penguin.tile<128x1xbf16, sbuf>
// GENERIC: "penguin.extract_scalar"(%{{.*}}) <{position = array<i64: 0, 0>}>
// GENERIC-LABEL: sym_name = "control"
// GENERIC: "penguin.for"() <{kind = #penguin.loop<parallel>, lb = 0 : i64, step = 3 : i64, ub = 10 : i64}>
// GENERIC: "penguin.while"(%{{.*}}) ({
// GENERIC: "penguin.if"(%{{.*}}) ({

// The example of docs/penguin.md: C = relu(A · B) in 128-row blocks, the
// contraction over K = 300 in three steps of 100 partitions.
// CHECK-LABEL: penguin.kernel @matmul_relu(%arg0: !penguin.hbm<256x300xf32>, %arg1: !penguin.hbm<300x512xf32>) -> !penguin.hbm<256x512xf32> {
penguin.kernel @matmul_relu(%a: !penguin.hbm<256x300xf32>, %b: !penguin.hbm<300x512xf32>) -> !penguin.hbm<256x512xf32> {
  // CHECK-NEXT: %0 = penguin.hbm_alloc : !penguin.hbm<256x512xf32>
  %out = penguin.hbm_alloc : !penguin.hbm<256x512xf32>
  // CHECK-NEXT: %c100 = arith.constant 100 : index
  %c100 = arith.constant 100 : index
  // CHECK-NEXT: %c128 = arith.constant 128 : index
  %c128 = arith.constant 128 : index
  // CHECK-NEXT: penguin.for %arg2 = 0 to 2 parallel {
  penguin.for %i = 0 to 2 parallel {
    // CHECK-NEXT: %1 = arith.muli %arg2, %c128 : index
    %m = arith.muli %i, %c128 : index
    // CHECK-NEXT: %2 = penguin.zeros : !penguin.tile<128x512xf32, psum>
    %acc0 = penguin.zeros : !penguin.tile<128x512xf32, psum>
    // CHECK-NEXT: %3 = penguin.for %arg3 = 0 to 3 sequential iter_args(%arg4 = %2) -> !penguin.tile<128x512xf32, psum> {
    %acc = penguin.for %k = 0 to 3 sequential iter_args(%acc1 = %acc0) -> !penguin.tile<128x512xf32, psum> {
      // CHECK-NEXT: %5 = arith.muli %arg3, %c100 : index
      %k0 = arith.muli %k, %c100 : index
      // CHECK-NEXT: %6 = penguin.load %arg0[%1, %5] dims [d1, d0] : !penguin.hbm<256x300xf32> -> !penguin.tile<100x128xf32, sbuf>
      %at = penguin.load %a[%m, %k0] dims [d1, d0] : !penguin.hbm<256x300xf32> -> !penguin.tile<100x128xf32, sbuf>
      // CHECK-NEXT: %7 = penguin.load %arg1[%5, 0] : !penguin.hbm<300x512xf32> -> !penguin.tile<100x512xf32, sbuf>
      %bt = penguin.load %b[%k0, 0] : !penguin.hbm<300x512xf32> -> !penguin.tile<100x512xf32, sbuf>
      // CHECK-NEXT: %8 = penguin.matmul %6, %7 acc %arg4 : !penguin.tile<100x128xf32, sbuf>, !penguin.tile<100x512xf32, sbuf> -> !penguin.tile<128x512xf32, psum>
      %p = penguin.matmul %at, %bt acc %acc1 : !penguin.tile<100x128xf32, sbuf>, !penguin.tile<100x512xf32, sbuf> -> !penguin.tile<128x512xf32, psum>
      // CHECK-NEXT: penguin.yield %8 : !penguin.tile<128x512xf32, psum>
      penguin.yield %p : !penguin.tile<128x512xf32, psum>
    // CHECK-NEXT: }
    }
    // CHECK-NEXT: %4 = penguin.activation relu %3 : !penguin.tile<128x512xf32, psum> -> !penguin.tile<128x512xf32, sbuf>
    %r = penguin.activation relu %acc : !penguin.tile<128x512xf32, psum> -> !penguin.tile<128x512xf32, sbuf>
    // CHECK-NEXT: penguin.store %4, %0[%1, 0] : !penguin.tile<128x512xf32, sbuf>, !penguin.hbm<256x512xf32>
    penguin.store %r, %out[%m, 0] : !penguin.tile<128x512xf32, sbuf>, !penguin.hbm<256x512xf32>
  // CHECK-NEXT: }
  }
  // CHECK-NEXT: penguin.return %0 : !penguin.hbm<256x512xf32>
  penguin.return %out : !penguin.hbm<256x512xf32>
// CHECK-NEXT: }
}

// Loads and stores: constant and index starts, transposed, reshaped,
// reversed (a negative stride walks down from the start) and broadcast
// walks, a gather; a buffer with a constant initializer.
// CHECK-LABEL: penguin.kernel @memory(%arg0: !penguin.hbm<256x300xf32>, %arg1: !penguin.hbm<1024xbf16>, %arg2: !penguin.hbm<1000x64xf32>, %arg3: !penguin.hbm<128x1xi32>, %arg4: !penguin.hbm<8xf32>) -> (!penguin.hbm<256x300xf32>, !penguin.hbm<4x4xf32>) attributes {target = "trn2"} {
penguin.kernel @memory(%a: !penguin.hbm<256x300xf32>, %v: !penguin.hbm<1024xbf16>, %t: !penguin.hbm<1000x64xf32>, %i: !penguin.hbm<128x1xi32>, %s: !penguin.hbm<8xf32>) -> (!penguin.hbm<256x300xf32>, !penguin.hbm<4x4xf32>) attributes {target = "trn2"} {
  // CHECK-NEXT: %0 = penguin.hbm_alloc : !penguin.hbm<256x300xf32>
  %out = penguin.hbm_alloc : !penguin.hbm<256x300xf32>
  // CHECK-NEXT: %1 = penguin.hbm_alloc {value = dense<1.000000e+00> : tensor<4x4xf32>} : !penguin.hbm<4x4xf32>
  %w = penguin.hbm_alloc {value = dense<1.0> : tensor<4x4xf32>} : !penguin.hbm<4x4xf32>
  // CHECK-NEXT: %c7 = arith.constant 7 : index
  %c7 = arith.constant 7 : index
  // CHECK-NEXT: %2 = penguin.load %arg0[%c7, 0] : !penguin.hbm<256x300xf32> -> !penguin.tile<128x300xf32, sbuf>
  %x = penguin.load %a[%c7, 0] : !penguin.hbm<256x300xf32> -> !penguin.tile<128x300xf32, sbuf>
  // CHECK-NEXT: %3 = penguin.load %arg0[0, %c7] dims [d1, d0] : !penguin.hbm<256x300xf32> -> !penguin.tile<100x128xf32, sbuf>
  %xt = penguin.load %a[0, %c7] dims [d1, d0] : !penguin.hbm<256x300xf32> -> !penguin.tile<100x128xf32, sbuf>
  // CHECK-NEXT: %4 = penguin.load %arg1[0] dims [d0 * 8, d0] : !penguin.hbm<1024xbf16> -> !penguin.tile<128x8xbf16, sbuf>
  %r = penguin.load %v[0] dims [d0 * 8, d0] : !penguin.hbm<1024xbf16> -> !penguin.tile<128x8xbf16, sbuf>
  // CHECK-NEXT: %5 = penguin.load %arg0[5, 0] dims [bcast, d1] : !penguin.hbm<256x300xf32> -> !penguin.tile<128x300xf32, sbuf>
  %bc = penguin.load %a[5, 0] dims [bcast, d1] : !penguin.hbm<256x300xf32> -> !penguin.tile<128x300xf32, sbuf>
  // CHECK-NEXT: %6 = penguin.load %arg4[0] dims [d0, bcast] : !penguin.hbm<8xf32> -> !penguin.tile<8x1xf32, sbuf>
  %col = penguin.load %s[0] dims [d0, bcast] : !penguin.hbm<8xf32> -> !penguin.tile<8x1xf32, sbuf>
  // CHECK-NEXT: %7 = penguin.load %arg0[3, 0] : !penguin.hbm<256x300xf32> -> !penguin.tile<1x300xf32, sbuf>
  %row = penguin.load %a[3, 0] : !penguin.hbm<256x300xf32> -> !penguin.tile<1x300xf32, sbuf>
  // CHECK-NEXT: %8 = penguin.load %arg3[0, 0] : !penguin.hbm<128x1xi32> -> !penguin.tile<128x1xi32, sbuf>
  %ids = penguin.load %i[0, 0] : !penguin.hbm<128x1xi32> -> !penguin.tile<128x1xi32, sbuf>
  // CHECK-NEXT: %9 = penguin.load_indirect %arg2[%8, 0] : !penguin.hbm<1000x64xf32>, !penguin.tile<128x1xi32, sbuf> -> !penguin.tile<128x64xf32, sbuf>
  %g = penguin.load_indirect %t[%ids, 0] : !penguin.hbm<1000x64xf32>, !penguin.tile<128x1xi32, sbuf> -> !penguin.tile<128x64xf32, sbuf>
  // CHECK-NEXT: %10 = penguin.load_indirect %arg2[%8, %c7] : !penguin.hbm<1000x64xf32>, !penguin.tile<128x1xi32, sbuf> -> !penguin.tile<128x32xf32, sbuf>
  %g2 = penguin.load_indirect %t[%ids, %c7] : !penguin.hbm<1000x64xf32>, !penguin.tile<128x1xi32, sbuf> -> !penguin.tile<128x32xf32, sbuf>
  // CHECK-NEXT: %11 = penguin.load %arg0[255, 299] dims [d0 * -1, d1 * -1] : !penguin.hbm<256x300xf32> -> !penguin.tile<128x300xf32, sbuf>
  %rev = penguin.load %a[255, 299] dims [d0 * -1, d1 * -1] : !penguin.hbm<256x300xf32> -> !penguin.tile<128x300xf32, sbuf>
  // CHECK-NEXT: %12 = penguin.load %arg1[1023] dims [d0 * -8, d0 * -1] : !penguin.hbm<1024xbf16> -> !penguin.tile<128x8xbf16, sbuf>
  %rr = penguin.load %v[1023] dims [d0 * -8, d0 * -1] : !penguin.hbm<1024xbf16> -> !penguin.tile<128x8xbf16, sbuf>
  // CHECK-NEXT: penguin.store %2, %0[128, 0] : !penguin.tile<128x300xf32, sbuf>, !penguin.hbm<256x300xf32>
  penguin.store %x, %out[128, 0] : !penguin.tile<128x300xf32, sbuf>, !penguin.hbm<256x300xf32>
  // CHECK-NEXT: penguin.store %3, %0[%c7, 0] dims [d1, d0] : !penguin.tile<100x128xf32, sbuf>, !penguin.hbm<256x300xf32>
  penguin.store %xt, %out[%c7, 0] dims [d1, d0] : !penguin.tile<100x128xf32, sbuf>, !penguin.hbm<256x300xf32>
  // CHECK-NEXT: penguin.store %11, %0[%c7, 0] dims [d0 * -1, d1] : !penguin.tile<128x300xf32, sbuf>, !penguin.hbm<256x300xf32>
  penguin.store %rev, %out[%c7, 0] dims [d0 * -1, d1] : !penguin.tile<128x300xf32, sbuf>, !penguin.hbm<256x300xf32>
  // CHECK-NEXT: penguin.return %0, %1 : !penguin.hbm<256x300xf32>, !penguin.hbm<4x4xf32>
  penguin.return %out, %w : !penguin.hbm<256x300xf32>, !penguin.hbm<4x4xf32>
// CHECK-NEXT: }
}

// The compute ops.
// CHECK-LABEL: penguin.kernel @compute() {
penguin.kernel @compute() {
  // CHECK-NEXT: %0 = penguin.zeros : !penguin.tile<128x300xf32, sbuf>
  %x = penguin.zeros : !penguin.tile<128x300xf32, sbuf>
  // CHECK-NEXT: %1 = penguin.zeros : !penguin.tile<100x128xbf16, sbuf>
  %st = penguin.zeros : !penguin.tile<100x128xbf16, sbuf>
  // CHECK-NEXT: %2 = penguin.zeros : !penguin.tile<100x512xbf16, sbuf>
  %mv = penguin.zeros : !penguin.tile<100x512xbf16, sbuf>
  // CHECK-NEXT: %3 = penguin.matmul %1, %2 : !penguin.tile<100x128xbf16, sbuf>, !penguin.tile<100x512xbf16, sbuf> -> !penguin.tile<128x512xf32, psum>
  %m = penguin.matmul %st, %mv : !penguin.tile<100x128xbf16, sbuf>, !penguin.tile<100x512xbf16, sbuf> -> !penguin.tile<128x512xf32, psum>
  // CHECK-NEXT: %4 = penguin.matmul %1, %2 acc %3 : !penguin.tile<100x128xbf16, sbuf>, !penguin.tile<100x512xbf16, sbuf> -> !penguin.tile<128x512xf32, psum>
  %m2 = penguin.matmul %st, %mv acc %m : !penguin.tile<100x128xbf16, sbuf>, !penguin.tile<100x512xbf16, sbuf> -> !penguin.tile<128x512xf32, psum>
  // CHECK-NEXT: %5 = penguin.transpose %1 : !penguin.tile<100x128xbf16, sbuf> -> !penguin.tile<128x100xf32, psum>
  %tr = penguin.transpose %st : !penguin.tile<100x128xbf16, sbuf> -> !penguin.tile<128x100xf32, psum>
  // CHECK-NEXT: %6 = penguin.transpose %1 : !penguin.tile<100x128xbf16, sbuf> -> !penguin.tile<128x100xbf16, sbuf>
  %tr2 = penguin.transpose %st : !penguin.tile<100x128xbf16, sbuf> -> !penguin.tile<128x100xbf16, sbuf>
  // CHECK-NEXT: %7 = penguin.ewise add %0, %0 : (!penguin.tile<128x300xf32, sbuf>, !penguin.tile<128x300xf32, sbuf>) -> !penguin.tile<128x300xf32, sbuf>
  %e1 = penguin.ewise add %x, %x : (!penguin.tile<128x300xf32, sbuf>, !penguin.tile<128x300xf32, sbuf>) -> !penguin.tile<128x300xf32, sbuf>
  // CHECK-NEXT: %8 = penguin.ewise mult %0, 2.000000e+00 : (!penguin.tile<128x300xf32, sbuf>) -> !penguin.tile<128x300xbf16, sbuf>
  %e2 = penguin.ewise mult %x, 2.0 : (!penguin.tile<128x300xf32, sbuf>) -> !penguin.tile<128x300xbf16, sbuf>
  // CHECK-NEXT: %9 = penguin.ewise subtract 1.000000e+00, %0 : (!penguin.tile<128x300xf32, sbuf>) -> !penguin.tile<128x300xf32, sbuf>
  %e3 = penguin.ewise subtract 1.0, %x : (!penguin.tile<128x300xf32, sbuf>) -> !penguin.tile<128x300xf32, sbuf>
  // CHECK-NEXT: %10 = penguin.ewise abs %0 : (!penguin.tile<128x300xf32, sbuf>) -> !penguin.tile<128x300xf32, sbuf>
  %e4 = penguin.ewise abs %x : (!penguin.tile<128x300xf32, sbuf>) -> !penguin.tile<128x300xf32, sbuf>
  // CHECK-NEXT: %11 = penguin.reduce max %0 : !penguin.tile<128x300xf32, sbuf> -> !penguin.tile<128x1xf32, sbuf>
  %col = penguin.reduce max %x : !penguin.tile<128x300xf32, sbuf> -> !penguin.tile<128x1xf32, sbuf>
  // CHECK-NEXT: %12 = penguin.ewise mult then add %0, 5.000000e-01, %11 : (!penguin.tile<128x300xf32, sbuf>, !penguin.tile<128x1xf32, sbuf>) -> !penguin.tile<128x300xf32, sbuf>
  %e5 = penguin.ewise mult then add %x, 0.5, %col : (!penguin.tile<128x300xf32, sbuf>, !penguin.tile<128x1xf32, sbuf>) -> !penguin.tile<128x300xf32, sbuf>
  // CHECK-NEXT: %13 = penguin.ewise abs then mult %0, -3.000000e+00 : (!penguin.tile<128x300xf32, sbuf>) -> !penguin.tile<128x300xf32, sbuf>
  %e6 = penguin.ewise abs then mult %x, -3.0 : (!penguin.tile<128x300xf32, sbuf>) -> !penguin.tile<128x300xf32, sbuf>
  // CHECK-NEXT: %14 = penguin.iota [300, 1] : !penguin.tile<128x300xi32, sbuf>
  %ix = penguin.iota [300, 1] : !penguin.tile<128x300xi32, sbuf>
  // CHECK-NEXT: %15 = penguin.ewise bitwise_and %14, 255 : (!penguin.tile<128x300xi32, sbuf>) -> !penguin.tile<128x300xi32, sbuf>
  %e7 = penguin.ewise bitwise_and %ix, 255 : (!penguin.tile<128x300xi32, sbuf>) -> !penguin.tile<128x300xi32, sbuf>
  // CHECK-NEXT: %16 = penguin.ewise is_gt %0, %11 : (!penguin.tile<128x300xf32, sbuf>, !penguin.tile<128x1xf32, sbuf>) -> !penguin.tile<128x300xi1, sbuf>
  %e8 = penguin.ewise is_gt %x, %col : (!penguin.tile<128x300xf32, sbuf>, !penguin.tile<128x1xf32, sbuf>) -> !penguin.tile<128x300xi1, sbuf>
  // CHECK-NEXT: %17 = penguin.activation exp %0 : !penguin.tile<128x300xf32, sbuf> -> !penguin.tile<128x300xf32, sbuf>
  %a1 = penguin.activation exp %x : !penguin.tile<128x300xf32, sbuf> -> !penguin.tile<128x300xf32, sbuf>
  // CHECK-NEXT: %18 = penguin.activation gelu_apprx_tanh %0 scale 5.000000e-01 bias %11 : !penguin.tile<128x300xf32, sbuf>, !penguin.tile<128x1xf32, sbuf> -> !penguin.tile<128x300xbf16, sbuf>
  %a2 = penguin.activation gelu_apprx_tanh %x scale 0.5 bias %col : !penguin.tile<128x300xf32, sbuf>, !penguin.tile<128x1xf32, sbuf> -> !penguin.tile<128x300xbf16, sbuf>
  // CHECK-NEXT: %19:2 = penguin.activation exp %0 bias -1.000000e+00 : !penguin.tile<128x300xf32, sbuf> -> !penguin.tile<128x300xf32, sbuf>, !penguin.tile<128x1xf32, sbuf>
  %a3, %sum = penguin.activation exp %x bias -1.0 : !penguin.tile<128x300xf32, sbuf> -> !penguin.tile<128x300xf32, sbuf>, !penguin.tile<128x1xf32, sbuf>
  // CHECK-NEXT: %20 = penguin.activation prelu %0 alpha 1.000000e-01 : !penguin.tile<128x300xf32, sbuf> -> !penguin.tile<128x300xf32, sbuf>
  %a4 = penguin.activation prelu %x alpha 0.1 : !penguin.tile<128x300xf32, sbuf> -> !penguin.tile<128x300xf32, sbuf>
  // CHECK-NEXT: %21 = penguin.reduce add %0 : !penguin.tile<128x300xf32, sbuf> -> !penguin.tile<128x1xf32, sbuf>
  %s = penguin.reduce add %x : !penguin.tile<128x300xf32, sbuf> -> !penguin.tile<128x1xf32, sbuf>
  // CHECK-NEXT: %22 = penguin.zeros : !penguin.tile<1x300xf32, sbuf>
  %row = penguin.zeros : !penguin.tile<1x300xf32, sbuf>
  // CHECK-NEXT: %23 = penguin.broadcast %22 : !penguin.tile<1x300xf32, sbuf> -> !penguin.tile<128x300xf32, sbuf>
  %b1 = penguin.broadcast %row : !penguin.tile<1x300xf32, sbuf> -> !penguin.tile<128x300xf32, sbuf>
  // CHECK-NEXT: %24 = penguin.broadcast %11 : !penguin.tile<128x1xf32, sbuf> -> !penguin.tile<128x300xf32, sbuf>
  %b2 = penguin.broadcast %col : !penguin.tile<128x1xf32, sbuf> -> !penguin.tile<128x300xf32, sbuf>
  // CHECK-NEXT: %25 = penguin.iota [1, 0, 2] base 3 : !penguin.tile<128x2x4xf32, sbuf>
  %io = penguin.iota [1, 0, 2] base 3 : !penguin.tile<128x2x4xf32, sbuf>
  // CHECK-NEXT: %26 = penguin.select %16, %0, %23 : !penguin.tile<128x300xi1, sbuf>, !penguin.tile<128x300xf32, sbuf>
  %sel = penguin.select %e8, %x, %b1 : !penguin.tile<128x300xi1, sbuf>, !penguin.tile<128x300xf32, sbuf>
  // CHECK-NEXT: %27 = penguin.copy %4 : !penguin.tile<128x512xf32, psum> -> !penguin.tile<128x512xbf16, sbuf>
  %cp = penguin.copy %m2 : !penguin.tile<128x512xf32, psum> -> !penguin.tile<128x512xbf16, sbuf>
  // CHECK-NEXT: %28 = penguin.constant -3.0e+38 : !penguin.tile<128x1xf32, sbuf>
  %k1 = penguin.constant -3.0e+38 : !penguin.tile<128x1xf32, sbuf>
  // CHECK-NEXT: %29 = penguin.constant 42 : !penguin.tile<1x1xi32, sbuf>
  %k2 = penguin.constant 42 : !penguin.tile<1x1xi32, sbuf>
  // CHECK-NEXT: %30 = penguin.constant -inf : !penguin.tile<128x1xbf16, sbuf>
  %k3 = penguin.constant -inf : !penguin.tile<128x1xbf16, sbuf>
  // CHECK-NEXT: %31 = penguin.constant 1.0e-01 : !penguin.tile<128x1xf32, sbuf>
  %k4 = penguin.constant 0.1 : !penguin.tile<128x1xf32, sbuf>
  // CHECK-NEXT: %32 = penguin.extract_scalar %29[0, 0] : !penguin.tile<1x1xi32, sbuf>
  %n = penguin.extract_scalar %k2[0, 0] : !penguin.tile<1x1xi32, sbuf>
  // CHECK-NEXT: penguin.return
  penguin.return
// CHECK-NEXT: }
}

// Loops, while and if.
// CHECK-LABEL: penguin.kernel @control(%arg0: !penguin.hbm<256x512xf32>) {
penguin.kernel @control(%out: !penguin.hbm<256x512xf32>) {
  // CHECK-NEXT: %0 = penguin.zeros : !penguin.tile<128x512xf32, sbuf>
  %x = penguin.zeros : !penguin.tile<128x512xf32, sbuf>
  // CHECK-NEXT: %1 = penguin.zeros : !penguin.tile<128x512xf32, psum>
  %z = penguin.zeros : !penguin.tile<128x512xf32, psum>
  // CHECK-NEXT: %c0 = arith.constant 0 : index
  %c0 = arith.constant 0 : index
  // CHECK-NEXT: penguin.for %arg1 = 0 to 10 step 3 parallel {
  penguin.for %j = 0 to 10 step 3 parallel {
    // CHECK-NEXT: penguin.store %0, %arg0[%arg1, 0] : !penguin.tile<128x512xf32, sbuf>, !penguin.hbm<256x512xf32>
    penguin.store %x, %out[%j, 0] : !penguin.tile<128x512xf32, sbuf>, !penguin.hbm<256x512xf32>
  // CHECK-NEXT: }
  }
  // CHECK-NEXT: %2:2 = penguin.for %arg1 = 0 to 4 sequential iter_args(%arg2 = %1, %arg3 = %c0) -> (!penguin.tile<128x512xf32, psum>, index) {
  %acc:2 = penguin.for %j = 0 to 4 sequential iter_args(%s = %z, %q = %c0) -> (!penguin.tile<128x512xf32, psum>, index) {
    // CHECK-NEXT: %7 = arith.addi %arg3, %arg1 : index
    %q1 = arith.addi %q, %j : index
    // CHECK-NEXT: penguin.yield %arg2, %7 : !penguin.tile<128x512xf32, psum>, index
    penguin.yield %s, %q1 : !penguin.tile<128x512xf32, psum>, index
  // CHECK-NEXT: }
  }
  // CHECK-NEXT: %3 = penguin.constant 0 : !penguin.tile<1x1xi32, sbuf>
  %k = penguin.constant 0 : !penguin.tile<1x1xi32, sbuf>
  // CHECK-NEXT: %4 = penguin.while(%arg1 = %3) : !penguin.tile<1x1xi32, sbuf> cond {
  %w = penguin.while (%c = %k) : !penguin.tile<1x1xi32, sbuf> cond {
    // CHECK-NEXT: %7 = penguin.ewise is_lt %arg1, 1.000000e+01 : (!penguin.tile<1x1xi32, sbuf>) -> !penguin.tile<1x1xi1, sbuf>
    %lt = penguin.ewise is_lt %c, 10.0 : (!penguin.tile<1x1xi32, sbuf>) -> !penguin.tile<1x1xi1, sbuf>
    // CHECK-NEXT: penguin.yield %7 : !penguin.tile<1x1xi1, sbuf>
    penguin.yield %lt : !penguin.tile<1x1xi1, sbuf>
  // CHECK-NEXT: } do {
  } do {
    // CHECK-NEXT: %7 = penguin.ewise add %arg1, 1.000000e+00 : (!penguin.tile<1x1xi32, sbuf>) -> !penguin.tile<1x1xi32, sbuf>
    %c1 = penguin.ewise add %c, 1.0 : (!penguin.tile<1x1xi32, sbuf>) -> !penguin.tile<1x1xi32, sbuf>
    // CHECK-NEXT: penguin.yield %7 : !penguin.tile<1x1xi32, sbuf>
    penguin.yield %c1 : !penguin.tile<1x1xi32, sbuf>
  // CHECK-NEXT: }
  }
  // CHECK-NEXT: %5 = penguin.constant 1 : !penguin.tile<1x1xi1, sbuf>
  %p = penguin.constant 1 : !penguin.tile<1x1xi1, sbuf>
  // CHECK-NEXT: %6 = penguin.if %5 -> (!penguin.tile<128x512xf32, sbuf>) {
  %r = penguin.if %p -> (!penguin.tile<128x512xf32, sbuf>) {
    // CHECK-NEXT: penguin.yield %0 : !penguin.tile<128x512xf32, sbuf>
    penguin.yield %x : !penguin.tile<128x512xf32, sbuf>
  // CHECK-NEXT: } else {
  } else {
    // CHECK-NEXT: %7 = penguin.copy %1 : !penguin.tile<128x512xf32, psum> -> !penguin.tile<128x512xf32, sbuf>
    %y = penguin.copy %z : !penguin.tile<128x512xf32, psum> -> !penguin.tile<128x512xf32, sbuf>
    // CHECK-NEXT: penguin.yield %7 : !penguin.tile<128x512xf32, sbuf>
    penguin.yield %y : !penguin.tile<128x512xf32, sbuf>
  // CHECK-NEXT: }
  }
  // CHECK-NEXT: penguin.if %5 {
  penguin.if %p {
    // CHECK-NEXT: penguin.store %6, %arg0[0, 0] : !penguin.tile<128x512xf32, sbuf>, !penguin.hbm<256x512xf32>
    penguin.store %r, %out[0, 0] : !penguin.tile<128x512xf32, sbuf>, !penguin.hbm<256x512xf32>
  // CHECK-NEXT: }
  }
  // CHECK-NEXT: penguin.return
  penguin.return
// CHECK-NEXT: }
}


// A view is a reshape of an HBM buffer without a copy.
// GENERIC-LABEL: sym_name = "view"
// GENERIC: "penguin.view"(%{{.*}}) : (!penguin.hbm<4x8x16xf32>) -> !penguin.hbm<32x16xf32>
// CHECK-LABEL: penguin.kernel @view(%arg0: !penguin.hbm<4x8x16xf32>)
penguin.kernel @view(%a: !penguin.hbm<4x8x16xf32>) {
  // CHECK-NEXT: %0 = penguin.view %arg0 : !penguin.hbm<4x8x16xf32> -> !penguin.hbm<32x16xf32>
  %v = penguin.view %a : !penguin.hbm<4x8x16xf32> -> !penguin.hbm<32x16xf32>
  // CHECK-NEXT: %1 = penguin.load %0[0, 0] : !penguin.hbm<32x16xf32> -> !penguin.tile<32x16xf32, sbuf>
  %t = penguin.load %v[0, 0] : !penguin.hbm<32x16xf32> -> !penguin.tile<32x16xf32, sbuf>
  penguin.return
}
