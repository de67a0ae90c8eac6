// RUN: ncc-opt %s --convert-penguin-to-bir | FileCheck %s
// RUN: ncc-opt %s --pass-pipeline='builtin.module(convert-penguin-to-bir)' > %t.mlir
// RUN: ncc-translate --bir-to-json %t.mlir -o %t.json
// RUN: ncc-translate --json-to-bir %t.json | diff %t.mlir -

// docs/penguin.md's example, C = relu(A · B): the arguments and the
// result become Input and Output allocations, the tiles regions of one
// SBUF and one PSUM allocation. The accumulator's zeros, the iter arg,
// the matmul's result and the loop's result are one PSUM buffer: a memset
// before the loop, then each matmul accumulates in place. The loads of
// the inner loop are dead when the activation runs, so its result reuses
// their bytes.

// CHECK: module attributes {bir.target = "trn1"} {
// CHECK-LABEL: bir.func @main {
// CHECK-NEXT: %arg0 = bir.alloc "arg0" Input DRAM [1, 307200] index 0 : tensor<256x300xf32>
// CHECK-NEXT: %arg1 = bir.alloc "arg1" Input DRAM [1, 614400] index 1 : tensor<300x512xf32>
// CHECK-NEXT: %out0 = bir.alloc "out0" Output DRAM [1, 524288] index 0 : tensor<256x512xf32>
// CHECK-NEXT: %sbuf = bir.alloc "sbuf" SB [128, 2560]
// CHECK-NEXT: %psum = bir.alloc "psum" PSUM [128, 2048]
// CHECK-NEXT: bir.loop "i0" = 0 to 2 step 1 {
// CHECK-NEXT: ^bb0(%i0: index):
// CHECK-NEXT: bir.memset dve outs(%psum[0:128]{{\[\[}}1, 512]] : f32) constant 0.000000e+00
// CHECK-NEXT: bir.loop "i1" = 0 to 3 step 1 {
// CHECK-NEXT: ^bb0(%i1: index):
// CHECK-NEXT: bir.dma sp ins(%arg0{{\[\[}}1, 100], [300, 128]] + 38400 * %i0 + 100 * %i1 : f32) outs(%sbuf[0:100]{{\[\[}}1, 128]] : f32)
// CHECK-NEXT: bir.dma sp ins(%arg1{{\[\[}}512, 100], [1, 512]] + 51200 * %i1 : f32) outs(%sbuf[0:100]{{\[\[}}1, 512]] + 128 : f32)
// CHECK-NEXT: bir.matmult pe ins(%sbuf[0:100]{{\[\[}}1, 128]] : f32, %sbuf[0:100]{{\[\[}}1, 512]] + 128 : f32) outs(%psum[0:128]{{\[\[}}1, 512]] : f32) stop_tensor_calc
// CHECK-NEXT: }
// CHECK-NEXT: bir.activation act Relu ins(%psum[0:128]{{\[\[}}1, 512]] : f32) outs(%sbuf[0:128]{{\[\[}}1, 512]] : f32)
// CHECK-NEXT: bir.dma sp ins(%sbuf[0:128]{{\[\[}}1, 512]] : f32) outs(%out0{{\[\[}}512, 128], [1, 512]] + 65536 * %i0 : f32)
// CHECK-NEXT: }
// CHECK-NEXT: bir.return
// CHECK-NEXT: }
penguin.kernel @main(%a: !penguin.hbm<256x300xf32>, %b: !penguin.hbm<300x512xf32>) -> !penguin.hbm<256x512xf32> {
  %out = penguin.hbm_alloc : !penguin.hbm<256x512xf32>
  %c128 = arith.constant 128 : index
  %c100 = arith.constant 100 : index
  penguin.for %i = 0 to 2 parallel {
    %m = arith.muli %i, %c128 : index
    %acc0 = penguin.zeros : !penguin.tile<128x512xf32, psum>
    %acc = penguin.for %k = 0 to 3 sequential iter_args(%acc1 = %acc0) -> !penguin.tile<128x512xf32, psum> {
      %k0 = arith.muli %k, %c100 : index
      %at = penguin.load %a[%m, %k0] dims [d1, d0] : !penguin.hbm<256x300xf32> -> !penguin.tile<100x128xf32, sbuf>
      %bt = penguin.load %b[%k0, 0] : !penguin.hbm<300x512xf32> -> !penguin.tile<100x512xf32, sbuf>
      %p = penguin.matmul %at, %bt acc %acc1 : !penguin.tile<100x128xf32, sbuf>, !penguin.tile<100x512xf32, sbuf> -> !penguin.tile<128x512xf32, psum>
      penguin.yield %p : !penguin.tile<128x512xf32, psum>
    }
    %r = penguin.activation relu %acc : !penguin.tile<128x512xf32, psum> -> !penguin.tile<128x512xf32, sbuf>
    penguin.store %r, %out[%m, 0] : !penguin.tile<128x512xf32, sbuf>, !penguin.hbm<256x512xf32>
  }
  penguin.return %out : !penguin.hbm<256x512xf32>
}
