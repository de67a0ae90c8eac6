// RUN: ncc-opt %s --convert-penguin-to-bir | FileCheck %s

// Elementwise ops: one instruction when one exists (tensor_tensor,
// tensor_scalar with immediates or [P, 1] columns, reversed when the
// scalar is on the left, scalar_tensor_tensor), a step-0 access for a
// column read as a tile, and two instructions through an fp32 scratch
// tile otherwise. An immediate a tensor_scalar must read as a column
// (mixed with a column) is written to a scratch column first. Each result
// is written in place of an input read for the last time.
// CHECK: module attributes {bir.target = "trn1"} {
// CHECK-LABEL: bir.func @ewise {
// CHECK-NEXT: %arg0 = bir.alloc "arg0" Input DRAM [1, 153600] index 0 : tensor<128x300xf32>
// CHECK-NEXT: %arg1 = bir.alloc "arg1" Input DRAM [1, 512] index 1 : tensor<128x1xf32>
// CHECK-NEXT: %out0 = bir.alloc "out0" Output DRAM [1, 153600] index 0 : tensor<128x300xf32>
// CHECK-NEXT: %sbuf = bir.alloc "sbuf" SB [128, 3664]
// CHECK-NEXT: bir.dma sp ins(%arg0{{\[\[}}300, 128], [1, 300]] : f32) outs(%sbuf[0:128]{{\[\[}}1, 300]] : f32)
// CHECK-NEXT: bir.dma sp ins(%arg1{{\[\[}}1, 128], [1, 1]] : f32) outs(%sbuf[0:128]{{\[\[}}1, 1]] + 304 : f32)
// CHECK-NEXT: bir.tensor_tensor dve add ins(%sbuf[0:128]{{\[\[}}1, 300]] : f32, %sbuf[0:128]{{\[\[}}1, 300]] : f32) outs(%sbuf[0:128]{{\[\[}}1, 300]] + 312 : f32)
// CHECK-NEXT: bir.tensor_scalar dve ins(%sbuf[0:128]{{\[\[}}1, 300]] + 312 : f32) outs(%sbuf[0:128]{{\[\[}}1, 300]] + 312 : f32) op0 subtract const0 1.000000e+00 reverse0
// CHECK-NEXT: bir.tensor_scalar dve ins(%sbuf[0:128]{{\[\[}}1, 300]] + 312 : f32, %sbuf[0:128]{{\[\[}}1, 1]] + 304 : f32) outs(%sbuf[0:128]{{\[\[}}1, 300]] + 312 : f32) op0 max
// CHECK-NEXT: bir.scalar_tensor_tensor dve ins(%sbuf[0:128]{{\[\[}}1, 300]] + 312 : f32, %sbuf[0:128]{{\[\[}}1, 1]] + 304 : f32, %sbuf[0:128]{{\[\[}}1, 300]] : f32) outs(%sbuf[0:128]{{\[\[}}1, 300]] + 312 : f32) op0 mult op1 add
// CHECK-NEXT: bir.tensor_tensor dve add ins(%sbuf[0:128]{{\[\[}}1, 300]] + 312 : f32, %sbuf[0:128]{{\[\[}}1, 300]] : f32) outs(%sbuf[0:128]{{\[\[}}1, 300]] + 616 : f32)
// CHECK-NEXT: bir.tensor_scalar dve ins(%sbuf[0:128]{{\[\[}}1, 300]] + 616 : f32) outs(%sbuf[0:128]{{\[\[}}1, 300]] + 312 : f32) op0 mult const0 3.000000e+00
// CHECK-NEXT: bir.memset dve outs(%sbuf[0:128]{{\[\[}}1, 1]] : f32) constant 5.000000e-01
// CHECK-NEXT: bir.tensor_scalar dve ins(%sbuf[0:128]{{\[\[}}1, 300]] + 312 : f32, %sbuf[0:128]{{\[\[}}1, 1]] : f32, %sbuf[0:128]{{\[\[}}1, 1]] + 304 : f32) outs(%sbuf[0:128]{{\[\[}}1, 300]] + 312 : f32) op0 mult op1 add
// CHECK-NEXT: bir.tensor_scalar dve ins(%sbuf[0:128]{{\[\[}}0, 300]] + 304 : f32) outs(%sbuf[0:128]{{\[\[}}1, 300]] : f32) op0 abs const0 0.000000e+00
// CHECK-NEXT: bir.tensor_tensor dve min ins(%sbuf[0:128]{{\[\[}}1, 300]] + 312 : f32, %sbuf[0:128]{{\[\[}}1, 300]] : f32) outs(%sbuf[0:128]{{\[\[}}1, 300]] + 1232 : bf16)
// CHECK-NEXT: bir.tensor_copy dve ins(%sbuf[0:128]{{\[\[}}1, 300]] + 1232 : bf16) outs(%sbuf[0:128]{{\[\[}}1, 300]] : f32)
// CHECK-NEXT: bir.dma sp ins(%sbuf[0:128]{{\[\[}}1, 300]] : f32) outs(%out0{{\[\[}}300, 128], [1, 300]] : f32)
// CHECK-NEXT: bir.return
// CHECK-NEXT: }
penguin.kernel @ewise(%a: !penguin.hbm<128x300xf32>, %c: !penguin.hbm<128x1xf32>) -> !penguin.hbm<128x300xf32> {
  %out = penguin.hbm_alloc : !penguin.hbm<128x300xf32>
  %x = penguin.load %a[0, 0] : !penguin.hbm<128x300xf32> -> !penguin.tile<128x300xf32, sbuf>
  %s = penguin.load %c[0, 0] : !penguin.hbm<128x1xf32> -> !penguin.tile<128x1xf32, sbuf>
  %e1 = penguin.ewise add %x, %x : (!penguin.tile<128x300xf32, sbuf>, !penguin.tile<128x300xf32, sbuf>) -> !penguin.tile<128x300xf32, sbuf>
  %e2 = penguin.ewise subtract 1.0, %e1 : (!penguin.tile<128x300xf32, sbuf>) -> !penguin.tile<128x300xf32, sbuf>
  %e3 = penguin.ewise max %e2, %s : (!penguin.tile<128x300xf32, sbuf>, !penguin.tile<128x1xf32, sbuf>) -> !penguin.tile<128x300xf32, sbuf>
  %e4 = penguin.ewise mult then add %e3, %s, %x : (!penguin.tile<128x300xf32, sbuf>, !penguin.tile<128x1xf32, sbuf>, !penguin.tile<128x300xf32, sbuf>) -> !penguin.tile<128x300xf32, sbuf>
  %e5 = penguin.ewise add then mult %e4, %x, 3.0 : (!penguin.tile<128x300xf32, sbuf>, !penguin.tile<128x300xf32, sbuf>) -> !penguin.tile<128x300xf32, sbuf>
  %e6 = penguin.ewise mult then add %e5, 0.5, %s : (!penguin.tile<128x300xf32, sbuf>, !penguin.tile<128x1xf32, sbuf>) -> !penguin.tile<128x300xf32, sbuf>
  %e7 = penguin.ewise abs %s : (!penguin.tile<128x1xf32, sbuf>) -> !penguin.tile<128x300xf32, sbuf>
  %e8 = penguin.ewise min %e6, %e7 : (!penguin.tile<128x300xf32, sbuf>, !penguin.tile<128x300xf32, sbuf>) -> !penguin.tile<128x300xbf16, sbuf>
  %e9 = penguin.copy %e8 : !penguin.tile<128x300xbf16, sbuf> -> !penguin.tile<128x300xf32, sbuf>
  penguin.store %e9, %out[0, 0] : !penguin.tile<128x300xf32, sbuf>, !penguin.hbm<128x300xf32>
  penguin.return %out : !penguin.hbm<128x300xf32>
}

// The other compute ops: activation with a bias column, an immediate bias
// (a scratch column) and the add-reduce output; reduce; both broadcasts;
// transposes through TensorE and on VectorE in 32x32 blocks; iota; select;
// a PSUM evacuation on ScalarE; constants (an integer beyond f32's exact
// range by iota).
// CHECK-LABEL: bir.func @compute {
// CHECK-NEXT: %arg0 = bir.alloc "arg0" Input DRAM [1, 12288] index 0 : tensor<64x48xf32>
// CHECK-NEXT: %out0 = bir.alloc "out0" Output DRAM [1, 12288] index 0 : tensor<64x48xf32>
// CHECK-NEXT: %out1 = bir.alloc "out1" Output DRAM [1, 12288] index 1 : tensor<48x64xf32>
// CHECK-NEXT: %out2 = bir.alloc "out2" Output DRAM [1, 12288] index 2 : tensor<64x48xi32>
// CHECK-NEXT: %sbuf = bir.alloc "sbuf" SB [128, 832]
// CHECK-NEXT: %psum = bir.alloc "psum" PSUM [128, 256]
// CHECK-NEXT: bir.dma sp ins(%arg0{{\[\[}}48, 64], [1, 48]] : f32) outs(%sbuf[0:64]{{\[\[}}1, 48]] : f32)
// CHECK-NEXT: bir.tensor_reduce dve max ins(%sbuf[0:64]{{\[\[}}1, 48]] : f32) outs(%sbuf[0:64]{{\[\[}}1, 1]] + 48 : f32) axis X
// CHECK-NEXT: bir.activation act Exp ins(%sbuf[0:64]{{\[\[}}1, 48]] : f32, %sbuf[0:64]{{\[\[}}1, 1]] + 48 : f32) outs(%sbuf[0:64]{{\[\[}}1, 48]] : f32, %sbuf[0:64]{{\[\[}}1, 1]] + 56 : f32) scale 5.000000e-01 acc ZeroAccumulate
// CHECK-NEXT: bir.memset dve outs(%sbuf[0:64]{{\[\[}}1, 1]] + 48 : f32) constant -1.000000e+00
// CHECK-NEXT: bir.activation act Gelu ins(%sbuf[0:64]{{\[\[}}1, 48]] : f32, %sbuf[0:64]{{\[\[}}1, 1]] + 48 : f32) outs(%sbuf[0:64]{{\[\[}}1, 48]] : f32)
// CHECK-NEXT: bir.tensor_copy dve ins(%sbuf[0:64]{{\[\[}}0, 48]] + 56 : f32) outs(%sbuf[0:64]{{\[\[}}1, 48]] + 64 : f32)
// CHECK-NEXT: bir.dma sp ins(%arg0{{\[\[}}48, 1], [1, 48]] : f32) outs(%sbuf[0:1]{{\[\[}}1, 48]] + 112 : f32)
// CHECK-NEXT: bir.dma sp ins(%sbuf[0:1]{{\[\[}}0, 64], [1, 48]] + 112 : f32) outs(%sbuf[0:64]{{\[\[}}1, 48]] + 160 : f32)
// CHECK-NEXT: bir.tensor_tensor dve is_gt ins(%sbuf[0:64]{{\[\[}}1, 48]] : f32, %sbuf[0:64]{{\[\[}}1, 48]] + 64 : f32) outs(%sbuf[0:64]{{\[\[}}1, 48]] + 192 : ui8)
// CHECK-NEXT: bir.select dve ins(%sbuf[0:64]{{\[\[}}1, 48]] + 192 : ui8, %sbuf[0:64]{{\[\[}}1, 48]] : f32, %sbuf[0:64]{{\[\[}}1, 48]] + 160 : f32) outs(%sbuf[0:64]{{\[\[}}1, 48]] : f32)
// CHECK-NEXT: bir.dma sp ins(%sbuf[0:64]{{\[\[}}1, 48]] : f32) outs(%out0{{\[\[}}48, 64], [1, 48]] : f32)
// CHECK-NEXT: bir.transpose pe ins(%sbuf[0:64]{{\[\[}}1, 48]] : f32) outs(%psum[0:48]{{\[\[}}1, 64]] : f32)
// CHECK-NEXT: bir.transpose dve ins(%sbuf[0:32]{{\[\[}}1, 32]] : f32) outs(%sbuf[0:32]{{\[\[}}1, 32]] + 48 : f32)
// CHECK-NEXT: bir.transpose dve ins(%sbuf[0:32]{{\[\[}}1, 16]] + 32 : f32) outs(%sbuf[32:16]{{\[\[}}1, 32]] + 48 : f32)
// CHECK-NEXT: bir.transpose dve ins(%sbuf[32:32]{{\[\[}}1, 32]] : f32) outs(%sbuf[0:32]{{\[\[}}1, 32]] + 80 : f32)
// CHECK-NEXT: bir.transpose dve ins(%sbuf[32:32]{{\[\[}}1, 16]] + 32 : f32) outs(%sbuf[32:16]{{\[\[}}1, 32]] + 80 : f32)
// CHECK-NEXT: bir.tensor_copy act ins(%psum[0:48]{{\[\[}}1, 64]] : f32) outs(%sbuf[0:48]{{\[\[}}1, 64]] + 112 : f32)
// CHECK-NEXT: bir.tensor_tensor dve subtract ins(%sbuf[0:48]{{\[\[}}1, 64]] + 112 : f32, %sbuf[0:48]{{\[\[}}1, 64]] + 48 : f32) outs(%sbuf[0:48]{{\[\[}}1, 64]] + 112 : f32)
// CHECK-NEXT: bir.dma sp ins(%sbuf[0:48]{{\[\[}}1, 64]] + 112 : f32) outs(%out1{{\[\[}}64, 48], [1, 64]] : f32)
// CHECK-NEXT: bir.iota pool outs(%sbuf[0:64]{{\[\[}}1, 48]] : i32) pattern {{\[\[}}1, 48]] base 5 channel_multiplier 48
// CHECK-NEXT: bir.iota pool outs(%sbuf[0:64]{{\[\[}}1, 1]] + 48 : i32) pattern {{\[\[}}0, 1]] base 2147483647
// CHECK-NEXT: bir.tensor_scalar dve ins(%sbuf[0:64]{{\[\[}}1, 48]] : i32, %sbuf[0:64]{{\[\[}}1, 1]] + 48 : i32) outs(%sbuf[0:64]{{\[\[}}1, 48]] : i32) op0 bitwise_and
// CHECK-NEXT: bir.dma sp ins(%sbuf[0:64]{{\[\[}}1, 48]] : i32) outs(%out2{{\[\[}}48, 64], [1, 48]] : i32)
// CHECK-NEXT: bir.return
// CHECK-NEXT: }
penguin.kernel @compute(%a: !penguin.hbm<64x48xf32>) -> (!penguin.hbm<64x48xf32>, !penguin.hbm<48x64xf32>, !penguin.hbm<64x48xi32>) {
  %o1 = penguin.hbm_alloc : !penguin.hbm<64x48xf32>
  %o2 = penguin.hbm_alloc : !penguin.hbm<48x64xf32>
  %o3 = penguin.hbm_alloc : !penguin.hbm<64x48xi32>
  %x = penguin.load %a[0, 0] : !penguin.hbm<64x48xf32> -> !penguin.tile<64x48xf32, sbuf>
  %m = penguin.reduce max %x : !penguin.tile<64x48xf32, sbuf> -> !penguin.tile<64x1xf32, sbuf>
  %e, %sum = penguin.activation exp %x scale 0.5 bias %m : !penguin.tile<64x48xf32, sbuf>, !penguin.tile<64x1xf32, sbuf> -> !penguin.tile<64x48xf32, sbuf>, !penguin.tile<64x1xf32, sbuf>
  %g = penguin.activation gelu %e bias -1.0 : !penguin.tile<64x48xf32, sbuf> -> !penguin.tile<64x48xf32, sbuf>
  %bs = penguin.broadcast %sum : !penguin.tile<64x1xf32, sbuf> -> !penguin.tile<64x48xf32, sbuf>
  %row = penguin.load %a[0, 0] : !penguin.hbm<64x48xf32> -> !penguin.tile<1x48xf32, sbuf>
  %br = penguin.broadcast %row : !penguin.tile<1x48xf32, sbuf> -> !penguin.tile<64x48xf32, sbuf>
  %p = penguin.ewise is_gt %g, %bs : (!penguin.tile<64x48xf32, sbuf>, !penguin.tile<64x48xf32, sbuf>) -> !penguin.tile<64x48xi1, sbuf>
  %sel = penguin.select %p, %g, %br : !penguin.tile<64x48xi1, sbuf>, !penguin.tile<64x48xf32, sbuf>
  penguin.store %sel, %o1[0, 0] : !penguin.tile<64x48xf32, sbuf>, !penguin.hbm<64x48xf32>
  %tp = penguin.transpose %sel : !penguin.tile<64x48xf32, sbuf> -> !penguin.tile<48x64xf32, psum>
  %tv = penguin.transpose %sel : !penguin.tile<64x48xf32, sbuf> -> !penguin.tile<48x64xf32, sbuf>
  %ts = penguin.copy %tp : !penguin.tile<48x64xf32, psum> -> !penguin.tile<48x64xf32, sbuf>
  %d = penguin.ewise subtract %ts, %tv : (!penguin.tile<48x64xf32, sbuf>, !penguin.tile<48x64xf32, sbuf>) -> !penguin.tile<48x64xf32, sbuf>
  penguin.store %d, %o2[0, 0] : !penguin.tile<48x64xf32, sbuf>, !penguin.hbm<48x64xf32>
  %io = penguin.iota [48, 1] base 5 : !penguin.tile<64x48xi32, sbuf>
  %big = penguin.constant 2147483647 : !penguin.tile<64x1xi32, sbuf>
  %k = penguin.ewise bitwise_and %io, %big : (!penguin.tile<64x48xi32, sbuf>, !penguin.tile<64x1xi32, sbuf>) -> !penguin.tile<64x48xi32, sbuf>
  penguin.store %k, %o3[0, 0] : !penguin.tile<64x48xi32, sbuf>, !penguin.hbm<64x48xi32>
  penguin.return %o1, %o2, %o3 : !penguin.hbm<64x48xf32>, !penguin.hbm<48x64xf32>, !penguin.hbm<64x48xi32>
}
