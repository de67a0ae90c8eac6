// RUN: ncc-opt %s --convert-penguin-to-bir | FileCheck %s
// RUN: ncc-opt %s --convert-penguin-to-bir > %t.mlir
// RUN: ncc-translate --bir-to-json %t.mlir -o %t.json
// RUN: ncc-translate --json-to-bir %t.json | diff %t.mlir -

// A while loop whose trip count is data: the function's CFG gets a
// condition block (the i1 condition widened to int32 and read into a
// register), a body block branching back, and an exit block. The carried
// tiles are updated in place: no copies.
// CHECK: module attributes {bir.target = "trn1"} {
// CHECK-LABEL: bir.func @while {
// CHECK-NEXT: %arg0 = bir.alloc "arg0" Input DRAM [1, 32768] index 0 : tensor<128x64xf32>
// CHECK-NEXT: %arg1 = bir.alloc "arg1" Input DRAM [1, 4] index 1 : tensor<1x1xi32>
// CHECK-NEXT: %out0 = bir.alloc "out0" Output DRAM [1, 32768] index 0 : tensor<128x64xf32>
// CHECK-NEXT: %sbuf = bir.alloc "sbuf" SB [128, 612]
// CHECK-NEXT: bir.dma sp ins(%arg0{{\[\[}}64, 128], [1, 64]] : f32) outs(%sbuf[0:128]{{\[\[}}1, 64]] : f32)
// CHECK-NEXT: bir.dma sp ins(%arg1{{\[\[}}1, 1], [1, 1]] : i32) outs(%sbuf[0:1]{{\[\[}}1, 1]] + 64 : i32)
// CHECK-NEXT: bir.memset dve outs(%sbuf[0:1]{{\[\[}}1, 1]] + 72 : i32) constant 0.000000e+00
// CHECK-NEXT: bir.memset dve outs(%sbuf[0:128]{{\[\[}}1, 64]] + 80 : f32) constant 0.000000e+00
// CHECK-NEXT: bir.branch ^bb1
// CHECK-NEXT: ^bb1:  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT: bir.tensor_tensor dve is_lt ins(%sbuf[0:1]{{\[\[}}1, 1]] + 72 : i32, %sbuf[0:1]{{\[\[}}1, 1]] + 64 : i32) outs(%sbuf[0:1]{{\[\[}}1, 1]] + 576 : ui8)
// CHECK-NEXT: bir.tensor_copy dve ins(%sbuf[0:1]{{\[\[}}1, 1]] + 576 : ui8) outs(%sbuf[0:1]{{\[\[}}1, 1]] + 152 : i32)
// CHECK-NEXT: %r = bir.register_load sp ins(%sbuf[0:1]{{\[\[}}1, 1]] + 152 : i32)
// CHECK-NEXT: bir.compare_and_branch sp IS_NE %r, 0, ^bb2, ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: bir.tensor_scalar dve ins(%sbuf[0:1]{{\[\[}}1, 1]] + 72 : i32) outs(%sbuf[0:1]{{\[\[}}1, 1]] + 72 : i32) op0 add const0 1.000000e+00
// CHECK-NEXT: bir.tensor_tensor dve add ins(%sbuf[0:128]{{\[\[}}1, 64]] + 80 : f32, %sbuf[0:128]{{\[\[}}1, 64]] : f32) outs(%sbuf[0:128]{{\[\[}}1, 64]] + 80 : f32)
// CHECK-NEXT: bir.branch ^bb1
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT: bir.dma sp ins(%sbuf[0:128]{{\[\[}}1, 64]] + 80 : f32) outs(%out0{{\[\[}}64, 128], [1, 64]] : f32)
// CHECK-NEXT: bir.return
// CHECK-NEXT: }
penguin.kernel @while(%a: !penguin.hbm<128x64xf32>, %n: !penguin.hbm<1x1xi32>) -> !penguin.hbm<128x64xf32> {
  %out = penguin.hbm_alloc : !penguin.hbm<128x64xf32>
  %x = penguin.load %a[0, 0] : !penguin.hbm<128x64xf32> -> !penguin.tile<128x64xf32, sbuf>
  %lim = penguin.load %n[0, 0] : !penguin.hbm<1x1xi32> -> !penguin.tile<1x1xi32, sbuf>
  %c0 = penguin.constant 0 : !penguin.tile<1x1xi32, sbuf>
  %z = penguin.zeros : !penguin.tile<128x64xf32, sbuf>
  %r:2 = penguin.while (%c = %c0, %acc = %z) : !penguin.tile<1x1xi32, sbuf>, !penguin.tile<128x64xf32, sbuf> cond {
    %lt = penguin.ewise is_lt %c, %lim : (!penguin.tile<1x1xi32, sbuf>, !penguin.tile<1x1xi32, sbuf>) -> !penguin.tile<1x1xi1, sbuf>
    penguin.yield %lt : !penguin.tile<1x1xi1, sbuf>
  } do {
    %c1 = penguin.ewise add %c, 1.0 : (!penguin.tile<1x1xi32, sbuf>) -> !penguin.tile<1x1xi32, sbuf>
    %acc1 = penguin.ewise add %acc, %x : (!penguin.tile<128x64xf32, sbuf>, !penguin.tile<128x64xf32, sbuf>) -> !penguin.tile<128x64xf32, sbuf>
    penguin.yield %c1, %acc1 : !penguin.tile<1x1xi32, sbuf>, !penguin.tile<128x64xf32, sbuf>
  }
  penguin.store %r#1, %out[0, 0] : !penguin.tile<128x64xf32, sbuf>, !penguin.hbm<128x64xf32>
  penguin.return %out : !penguin.hbm<128x64xf32>
}

// penguin.if: a then block, an else block and a join block; the value the
// else branch yields is defined before the if, so it is copied into the
// result's buffer, while the then branch computes in place.
// CHECK-LABEL: bir.func @if {
// CHECK-NEXT: %arg0 = bir.alloc "arg0" Input DRAM [1, 8192] index 0 : tensor<64x32xf32>
// CHECK-NEXT: %arg1 = bir.alloc "arg1" Input DRAM [1, 4] index 1 : tensor<1x1xf32>
// CHECK-NEXT: %out0 = bir.alloc "out0" Output DRAM [1, 8192] index 0 : tensor<64x32xf32>
// CHECK-NEXT: %sbuf = bir.alloc "sbuf" SB [128, 256]
// CHECK-NEXT: bir.dma sp ins(%arg0{{\[\[}}32, 64], [1, 32]] : f32) outs(%sbuf[0:64]{{\[\[}}1, 32]] : f32)
// CHECK-NEXT: bir.dma sp ins(%arg1{{\[\[}}1, 1], [1, 1]] : f32) outs(%sbuf[0:1]{{\[\[}}1, 1]] + 32 : f32)
// CHECK-NEXT: bir.tensor_scalar dve ins(%sbuf[0:1]{{\[\[}}1, 1]] + 32 : f32) outs(%sbuf[0:1]{{\[\[}}1, 1]] + 160 : ui8) op0 is_gt const0 0.000000e+00
// CHECK-NEXT: bir.tensor_copy dve ins(%sbuf[0:1]{{\[\[}}1, 1]] + 160 : ui8) outs(%sbuf[0:1]{{\[\[}}1, 1]] + 32 : i32)
// CHECK-NEXT: %r = bir.register_load sp ins(%sbuf[0:1]{{\[\[}}1, 1]] + 32 : i32)
// CHECK-NEXT: bir.compare_and_branch sp IS_NE %r, 0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: bir.tensor_scalar dve ins(%sbuf[0:64]{{\[\[}}1, 32]] : f32) outs(%sbuf[0:64]{{\[\[}}1, 32]] + 32 : f32) op0 mult const0 2.000000e+00
// CHECK-NEXT: bir.branch ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: bir.tensor_copy dve ins(%sbuf[0:64]{{\[\[}}1, 32]] : f32) outs(%sbuf[0:64]{{\[\[}}1, 32]] + 32 : f32)
// CHECK-NEXT: bir.branch ^bb3
// CHECK-NEXT: ^bb3:  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: bir.dma sp ins(%sbuf[0:64]{{\[\[}}1, 32]] + 32 : f32) outs(%out0{{\[\[}}32, 64], [1, 32]] : f32)
// CHECK-NEXT: bir.return
// CHECK-NEXT: }
penguin.kernel @if(%a: !penguin.hbm<64x32xf32>, %f: !penguin.hbm<1x1xf32>) -> !penguin.hbm<64x32xf32> {
  %out = penguin.hbm_alloc : !penguin.hbm<64x32xf32>
  %x = penguin.load %a[0, 0] : !penguin.hbm<64x32xf32> -> !penguin.tile<64x32xf32, sbuf>
  %v = penguin.load %f[0, 0] : !penguin.hbm<1x1xf32> -> !penguin.tile<1x1xf32, sbuf>
  %p = penguin.ewise is_gt %v, 0.0 : (!penguin.tile<1x1xf32, sbuf>) -> !penguin.tile<1x1xi1, sbuf>
  %r = penguin.if %p -> (!penguin.tile<64x32xf32, sbuf>) {
    %y = penguin.ewise mult %x, 2.0 : (!penguin.tile<64x32xf32, sbuf>) -> !penguin.tile<64x32xf32, sbuf>
    penguin.yield %y : !penguin.tile<64x32xf32, sbuf>
  } else {
    penguin.yield %x : !penguin.tile<64x32xf32, sbuf>
  }
  penguin.store %r, %out[0, 0] : !penguin.tile<64x32xf32, sbuf>, !penguin.hbm<64x32xf32>
  penguin.return %out : !penguin.hbm<64x32xf32>
}

// Carried tiles that cannot share a buffer: %x is read after the loop,
// so it is copied into %u's buffer before it (%v takes over %y's buffer);
// %u and %v swap each iteration, through scratch. A carried index that grows by a constant is affine in
// the iteration number: the loop runs over that number and the index is
// a term (8 * %i0 + 16).
// CHECK-LABEL: bir.func @carried {
// CHECK-NEXT: %arg0 = bir.alloc "arg0" Input DRAM [1, 4096] index 0 : tensor<64x16xf32>
// CHECK-NEXT: %arg1 = bir.alloc "arg1" Input DRAM [1, 2048] index 1 : tensor<32x16xf32>
// CHECK-NEXT: %out0 = bir.alloc "out0" Output DRAM [1, 5120] index 0 : tensor<80x16xf32>
// CHECK-NEXT: %sbuf = bir.alloc "sbuf" SB [128, 320]
// CHECK-NEXT: bir.dma sp ins(%arg0{{\[\[}}16, 32], [1, 16]] : f32) outs(%sbuf[0:32]{{\[\[}}1, 16]] : f32)
// CHECK-NEXT: bir.dma sp ins(%arg1{{\[\[}}16, 32], [1, 16]] : f32) outs(%sbuf[0:32]{{\[\[}}1, 16]] + 16 : f32)
// CHECK-NEXT: bir.tensor_copy dve ins(%sbuf[0:32]{{\[\[}}1, 16]] : f32) outs(%sbuf[0:32]{{\[\[}}1, 16]] + 32 : f32)
// CHECK-NEXT: bir.loop "i0" = 0 to 3 step 1 {
// CHECK-NEXT: ^bb0(%i0: index):
// CHECK-NEXT: bir.dma sp ins(%arg0{{\[\[}}16, 8], [1, 16]] + 256 + 128 * %i0 : f32) outs(%sbuf[0:8]{{\[\[}}1, 16]] + 48 : f32)
// CHECK-NEXT: bir.dma sp ins(%sbuf[0:8]{{\[\[}}1, 16]] + 48 : f32) outs(%out0{{\[\[}}16, 8], [1, 16]] + 256 + 128 * %i0 : f32)
// CHECK-NEXT: bir.tensor_copy dve ins(%sbuf[0:32]{{\[\[}}1, 16]] + 16 : f32) outs(%sbuf[0:32]{{\[\[}}1, 16]] + 48 : f32)
// CHECK-NEXT: bir.tensor_copy dve ins(%sbuf[0:32]{{\[\[}}1, 16]] + 32 : f32) outs(%sbuf[0:32]{{\[\[}}1, 16]] + 64 : f32)
// CHECK-NEXT: bir.tensor_copy dve ins(%sbuf[0:32]{{\[\[}}1, 16]] + 48 : f32) outs(%sbuf[0:32]{{\[\[}}1, 16]] + 32 : f32)
// CHECK-NEXT: bir.tensor_copy dve ins(%sbuf[0:32]{{\[\[}}1, 16]] + 64 : f32) outs(%sbuf[0:32]{{\[\[}}1, 16]] + 16 : f32)
// CHECK-NEXT: }
// CHECK-NEXT: bir.tensor_tensor dve add ins(%sbuf[0:32]{{\[\[}}1, 16]] + 32 : f32, %sbuf[0:32]{{\[\[}}1, 16]] : f32) outs(%sbuf[0:32]{{\[\[}}1, 16]] + 32 : f32)
// CHECK-NEXT: bir.dma sp ins(%sbuf[0:32]{{\[\[}}1, 16]] + 32 : f32) outs(%out0{{\[\[}}16, 32], [1, 16]] + 640 : f32)
// CHECK-NEXT: bir.return
// CHECK-NEXT: }
penguin.kernel @carried(%a: !penguin.hbm<64x16xf32>, %b: !penguin.hbm<32x16xf32>) -> !penguin.hbm<80x16xf32> {
  %out = penguin.hbm_alloc : !penguin.hbm<80x16xf32>
  %c16 = arith.constant 16 : index
  %x = penguin.load %a[0, 0] : !penguin.hbm<64x16xf32> -> !penguin.tile<32x16xf32, sbuf>
  %y = penguin.load %b[0, 0] : !penguin.hbm<32x16xf32> -> !penguin.tile<32x16xf32, sbuf>
  %r:3 = penguin.for %i = 0 to 3 sequential iter_args(%u = %x, %v = %y, %q = %c16) -> (!penguin.tile<32x16xf32, sbuf>, !penguin.tile<32x16xf32, sbuf>, index) {
    %c8 = arith.constant 8 : index
    %q1 = arith.addi %q, %c8 : index
    %w = penguin.load %a[%q, 0] : !penguin.hbm<64x16xf32> -> !penguin.tile<8x16xf32, sbuf>
    penguin.store %w, %out[%q, 0] : !penguin.tile<8x16xf32, sbuf>, !penguin.hbm<80x16xf32>
    penguin.yield %v, %u, %q1 : !penguin.tile<32x16xf32, sbuf>, !penguin.tile<32x16xf32, sbuf>, index
  }
  %s = penguin.ewise add %r#0, %x : (!penguin.tile<32x16xf32, sbuf>, !penguin.tile<32x16xf32, sbuf>) -> !penguin.tile<32x16xf32, sbuf>
  penguin.store %s, %out[%r#2, 0] : !penguin.tile<32x16xf32, sbuf>, !penguin.hbm<80x16xf32>
  penguin.return %out : !penguin.hbm<80x16xf32>
}
