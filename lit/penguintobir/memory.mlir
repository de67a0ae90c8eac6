// RUN: ncc-opt %s --convert-penguin-to-bir | FileCheck %s
// RUN: ncc-opt %s --convert-penguin-to-bir > %t.mlir
// RUN: ncc-translate --bir-to-json %t.mlir -o %t.json
// RUN: ncc-translate --json-to-bir %t.json | diff %t.mlir -

// Loads and stores: the DRAM side walks the buffer's row-major strides
// (the first pair the tile's partitions, step 0 for a broadcast, merged
// where two pairs walk memory as one); starts add constants and terms.
// A view is its buffer's allocation seen with the view's strides. A
// constant buffer is a Const allocation. Results: the buffer written by
// stores is the Output allocation; an argument, a view and a result
// returned twice are copied into theirs at the end.
// CHECK: module attributes {bir.target = "trn1"} {
// CHECK-LABEL: bir.func @memory {
// CHECK-NEXT: %arg0 = bir.alloc "arg0" Input DRAM [1, 307200] index 0 : tensor<256x300xf32>
// CHECK-NEXT: %arg1 = bir.alloc "arg1" Input DRAM [1, 2048] index 1 : tensor<1024xbf16>
// CHECK-NEXT: %arg2 = bir.alloc "arg2" Input DRAM [1, 2048] index 2 : tensor<4x8x16xf32>
// CHECK-NEXT: %out0 = bir.alloc "out0" Output DRAM [1, 307200] index 0 : tensor<256x300xf32>
// CHECK-NEXT: %out1 = bir.alloc "out1" Output DRAM [1, 2048] index 1 : tensor<1024xbf16>
// CHECK-NEXT: %out2 = bir.alloc "out2" Output DRAM [1, 2048] index 2 : tensor<512xf32>
// CHECK-NEXT: %out3 = bir.alloc "out3" Output DRAM [1, 307200] index 3 : tensor<256x300xf32>
// CHECK-NEXT: %out4 = bir.alloc "out4" Output DRAM [1, 64] index 4 : tensor<4x4xf32>
// CHECK-NEXT: %hbm0 = bir.alloc "hbm0" DRAM [1, 2048]
// CHECK-NEXT: %const0 = bir.alloc "const0" Const DRAM [1, 64] = dense<1.000000e+00> : tensor<4x4xf32>
// CHECK-NEXT: %sbuf = bir.alloc "sbuf" SB [128, 3008]
// CHECK-NEXT: bir.dma sp ins(%arg0{{\[\[}}300, 128], [1, 300]] + 2100 : f32) outs(%sbuf[0:128]{{\[\[}}1, 300]] : f32)
// CHECK-NEXT: bir.dma sp ins(%arg0{{\[\[}}1, 100], [300, 128]] + 7 : f32) outs(%sbuf[0:100]{{\[\[}}1, 128]] + 304 : f32)
// CHECK-NEXT: bir.dma sp ins(%arg1{{\[\[}}8, 128], [1, 8]] : bf16) outs(%sbuf[0:128]{{\[\[}}1, 8]] + 864 : bf16)
// CHECK-NEXT: bir.dma sp ins(%arg0{{\[\[}}0, 128], [1, 300]] + 1500 : f32) outs(%sbuf[0:128]{{\[\[}}1, 300]] + 432 : f32)
// CHECK-NEXT: bir.dma sp ins(%arg2{{\[\[}}16, 32], [1, 16]] : f32) outs(%sbuf[0:32]{{\[\[}}1, 16]] + 736 : f32)
// CHECK-NEXT: bir.tensor_tensor dve add ins(%sbuf[0:128]{{\[\[}}1, 300]] : f32, %sbuf[0:128]{{\[\[}}1, 300]] + 432 : f32) outs(%sbuf[0:128]{{\[\[}}1, 300]] : f32)
// CHECK-NEXT: bir.dma sp ins(%sbuf[0:128]{{\[\[}}1, 300]] : f32) outs(%out0{{\[\[}}300, 128], [1, 300]] + 38400 : f32)
// CHECK-NEXT: bir.dma sp ins(%sbuf[0:100]{{\[\[}}1, 128]] + 304 : f32) outs(%out0{{\[\[}}1, 100], [300, 128]] + 2100 : f32)
// CHECK-NEXT: bir.dma sp ins(%sbuf[0:32]{{\[\[}}1, 16]] + 736 : f32) outs(%hbm0{{\[\[}}16, 32], [1, 16]] : f32)
// CHECK-NEXT: bir.dma sp ins(%arg1{{\[\[}}1024, 1], [1, 1024]] : bf16) outs(%out1{{\[\[}}1024, 1], [1, 1024]] : bf16)
// CHECK-NEXT: bir.dma sp ins(%hbm0{{\[\[}}512, 1], [1, 512]] : f32) outs(%out2{{\[\[}}512, 1], [1, 512]] : f32)
// CHECK-NEXT: bir.dma sp ins(%out0{{\[\[}}300, 256], [1, 300]] : f32) outs(%out3{{\[\[}}300, 256], [1, 300]] : f32)
// CHECK-NEXT: bir.dma sp ins(%const0{{\[\[}}4, 4], [1, 4]] : f32) outs(%out4{{\[\[}}4, 4], [1, 4]] : f32)
// CHECK-NEXT: bir.return
// CHECK-NEXT: }
penguin.kernel @memory(%a: !penguin.hbm<256x300xf32>, %v: !penguin.hbm<1024xbf16>, %t: !penguin.hbm<4x8x16xf32>) -> (!penguin.hbm<256x300xf32>, !penguin.hbm<1024xbf16>, !penguin.hbm<512xf32>, !penguin.hbm<256x300xf32>, !penguin.hbm<4x4xf32>) {
  %out = penguin.hbm_alloc : !penguin.hbm<256x300xf32>
  %o2 = penguin.hbm_alloc : !penguin.hbm<32x16xf32>
  %w = penguin.hbm_alloc {value = dense<1.0> : tensor<4x4xf32>} : !penguin.hbm<4x4xf32>
  %c7 = arith.constant 7 : index
  %x = penguin.load %a[%c7, 0] : !penguin.hbm<256x300xf32> -> !penguin.tile<128x300xf32, sbuf>
  %xt = penguin.load %a[0, %c7] dims [d1, d0] : !penguin.hbm<256x300xf32> -> !penguin.tile<100x128xf32, sbuf>
  %r = penguin.load %v[0] dims [d0 * 8, d0] : !penguin.hbm<1024xbf16> -> !penguin.tile<128x8xbf16, sbuf>
  %bc = penguin.load %a[5, 0] dims [bcast, d1] : !penguin.hbm<256x300xf32> -> !penguin.tile<128x300xf32, sbuf>
  %flat = penguin.view %o2 : !penguin.hbm<32x16xf32> -> !penguin.hbm<512xf32>
  %m = penguin.view %t : !penguin.hbm<4x8x16xf32> -> !penguin.hbm<32x16xf32>
  %y = penguin.load %m[0, 0] : !penguin.hbm<32x16xf32> -> !penguin.tile<32x16xf32, sbuf>
  %sum = penguin.ewise add %x, %bc : (!penguin.tile<128x300xf32, sbuf>, !penguin.tile<128x300xf32, sbuf>) -> !penguin.tile<128x300xf32, sbuf>
  penguin.store %sum, %out[128, 0] : !penguin.tile<128x300xf32, sbuf>, !penguin.hbm<256x300xf32>
  penguin.store %xt, %out[%c7, 0] dims [d1, d0] : !penguin.tile<100x128xf32, sbuf>, !penguin.hbm<256x300xf32>
  penguin.store %y, %flat[0] dims [d0 * 16, d0] : !penguin.tile<32x16xf32, sbuf>, !penguin.hbm<512xf32>
  penguin.return %out, %v, %flat, %out, %w : !penguin.hbm<256x300xf32>, !penguin.hbm<1024xbf16>, !penguin.hbm<512xf32>, !penguin.hbm<256x300xf32>, !penguin.hbm<4x4xf32>
}

// A gather: the source's first pair steps between the table's rows, the
// row indices come from the index tile, issued from GpSimd's queue.
// CHECK-LABEL: bir.func @gather {
// CHECK-NEXT: %arg0 = bir.alloc "arg0" Input DRAM [1, 256000] index 0 : tensor<1000x64xf32>
// CHECK-NEXT: %arg1 = bir.alloc "arg1" Input DRAM [1, 512] index 1 : tensor<128x1xi32>
// CHECK-NEXT: %out0 = bir.alloc "out0" Output DRAM [1, 16384] index 0 : tensor<128x32xf32>
// CHECK-NEXT: %sbuf = bir.alloc "sbuf" SB [128, 160]
// CHECK-NEXT: bir.dma sp ins(%arg1{{\[\[}}1, 128], [1, 1]] : i32) outs(%sbuf[0:128]{{\[\[}}1, 1]] : i32)
// CHECK-NEXT: bir.dma pool ins(%arg0{{\[\[}}64, 1000], [1, 32]] + 7 : f32, %sbuf[0:128]{{\[\[}}1, 1]] : i32) outs(%sbuf[0:128]{{\[\[}}1, 32]] + 8 : f32) indirect
// CHECK-NEXT: bir.dma sp ins(%sbuf[0:128]{{\[\[}}1, 32]] + 8 : f32) outs(%out0{{\[\[}}32, 128], [1, 32]] : f32)
// CHECK-NEXT: bir.return
// CHECK-NEXT: }
penguin.kernel @gather(%table: !penguin.hbm<1000x64xf32>, %ids: !penguin.hbm<128x1xi32>) -> !penguin.hbm<128x32xf32> {
  %out = penguin.hbm_alloc : !penguin.hbm<128x32xf32>
  %c7 = arith.constant 7 : index
  %i = penguin.load %ids[0, 0] : !penguin.hbm<128x1xi32> -> !penguin.tile<128x1xi32, sbuf>
  %g = penguin.load_indirect %table[%i, %c7] : !penguin.hbm<1000x64xf32>, !penguin.tile<128x1xi32, sbuf> -> !penguin.tile<128x32xf32, sbuf>
  penguin.store %g, %out[0, 0] : !penguin.tile<128x32xf32, sbuf>, !penguin.hbm<128x32xf32>
  penguin.return %out : !penguin.hbm<128x32xf32>
}

// Dynamic starts: extract_scalar is a register_load (an int16 element is
// moved to partition 0 and widened first); affine arithmetic on registers
// and loop variables becomes offset terms; a quotient that is not exact
// is a register_alu, a loop variable entering it a register_load of the
// identity table.
// CHECK-LABEL: bir.func @dynamic {
// CHECK-NEXT: %arg0 = bir.alloc "arg0" Input DRAM [1, 10240] index 0 : tensor<64x40xf32>
// CHECK-NEXT: %arg1 = bir.alloc "arg1" Input DRAM [1, 8] index 1 : tensor<1x2xi32>
// CHECK-NEXT: %arg2 = bir.alloc "arg2" Input DRAM [1, 2] index 2 : tensor<1x1xi16>
// CHECK-NEXT: %out0 = bir.alloc "out0" Output DRAM [1, 2048] index 0 : tensor<64x8xf32>
// CHECK-NEXT: %sbuf = bir.alloc "sbuf" SB [128, 34]
// CHECK-NEXT: %index_table = bir.alloc "index_table" Const DRAM [1, 16] = dense<[0, 1, 2, 3]> : tensor<4xi32>
// CHECK-NEXT: bir.dma sp ins(%arg1{{\[\[}}2, 1], [1, 2]] : i32) outs(%sbuf[0:1]{{\[\[}}1, 2]] : i32)
// CHECK-NEXT: bir.dma sp ins(%arg2{{\[\[}}1, 1], [1, 1]] : i16) outs(%sbuf[0:1]{{\[\[}}1, 1]] + 16 : i16)
// CHECK-NEXT: %r = bir.register_load sp ins(%sbuf[0:1]{{\[\[}}1, 1]] + 1 : i32)
// CHECK-NEXT: bir.dma sp ins(%sbuf[0:1]{{\[\[}}1, 1]] + 16 : i16) outs(%sbuf[0:1]{{\[\[}}1, 1]] : i16)
// CHECK-NEXT: bir.tensor_copy dve ins(%sbuf[0:1]{{\[\[}}1, 1]] : i16) outs(%sbuf[0:1]{{\[\[}}1, 1]] + 1 : i32)
// CHECK-NEXT: %r_0 = bir.register_load sp ins(%sbuf[0:1]{{\[\[}}1, 1]] + 1 : i32)
// CHECK-NEXT: bir.loop "i0" = 0 to 4 step 1 {
// CHECK-NEXT: ^bb0(%i0: index):
// CHECK-NEXT: %r_1 = bir.register_load sp ins(%index_table{{\[\[}}1, 1], [1, 1]] + %i0 : i32)
// CHECK-NEXT: %r_2 = bir.register_alu sp divide %r_1, 3
// CHECK-NEXT: bir.dma sp ins(%arg0{{\[\[}}40, 8], [1, 8]] + 40 * %r + 40 * %r_2 + %r_0 : f32) outs(%sbuf[0:8]{{\[\[}}1, 8]] : f32)
// CHECK-NEXT: bir.dma sp ins(%sbuf[0:8]{{\[\[}}1, 8]] : f32) outs(%out0{{\[\[}}8, 8], [1, 8]] + 64 * %i0 : f32)
// CHECK-NEXT: }
// CHECK-NEXT: bir.dma sp ins(%arg0{{\[\[}}40, 32], [1, 8]] + 40 * %r : f32) outs(%sbuf[0:32]{{\[\[}}1, 8]] : f32)
// CHECK-NEXT: bir.dma sp ins(%sbuf[0:32]{{\[\[}}1, 8]] : f32) outs(%out0{{\[\[}}8, 32], [1, 8]] + 256 : f32)
// CHECK-NEXT: bir.return
// CHECK-NEXT: }
penguin.kernel @dynamic(%a: !penguin.hbm<64x40xf32>, %offs: !penguin.hbm<1x2xi32>, %o16: !penguin.hbm<1x1xi16>) -> !penguin.hbm<64x8xf32> {
  %out = penguin.hbm_alloc : !penguin.hbm<64x8xf32>
  %c3 = arith.constant 3 : index
  %c8 = arith.constant 8 : index
  %t = penguin.load %offs[0, 0] : !penguin.hbm<1x2xi32> -> !penguin.tile<1x2xi32, sbuf>
  %t16 = penguin.load %o16[0, 0] : !penguin.hbm<1x1xi16> -> !penguin.tile<1x1xi16, sbuf>
  %r0 = penguin.extract_scalar %t[0, 1] : !penguin.tile<1x2xi32, sbuf>
  %r1 = penguin.extract_scalar %t16[0, 0] : !penguin.tile<1x1xi16, sbuf>
  penguin.for %i = 0 to 4 sequential {
    %q = arith.divsi %i, %c3 : index
    %row = arith.addi %r0, %q : index
    %x = penguin.load %a[%row, %r1] : !penguin.hbm<64x40xf32> -> !penguin.tile<8x8xf32, sbuf>
    %o = arith.muli %i, %c8 : index
    penguin.store %x, %out[%o, 0] : !penguin.tile<8x8xf32, sbuf>, !penguin.hbm<64x8xf32>
  }
  %y = penguin.load %a[%r0, 0] : !penguin.hbm<64x40xf32> -> !penguin.tile<32x8xf32, sbuf>
  penguin.store %y, %out[32, 0] : !penguin.tile<32x8xf32, sbuf>, !penguin.hbm<64x8xf32>
  penguin.return %out : !penguin.hbm<64x8xf32>
}

// A reversed walk: negative strides are negative steps, from an offset
// at the walk's first element (the last of each reversed dimension). A
// tile of three dimensions is a DRAM side of three pairs; its SBUF side is
// one run per partition.
// CHECK-LABEL: bir.func @reversed {
// CHECK: bir.dma sp ins(%arg0{{\[\[}}-129, 128], [-33153, 3], [-1, 129]] + 99329 : f32) outs(%sbuf[0:128]{{\[\[}}1, 387]] : f32)
// CHECK-NEXT: bir.dma sp ins(%sbuf[0:128]{{\[\[}}1, 387]] : f32) outs(%out0{{\[\[}}129, 128], [33153, 3], [1, 129]] + 129 : f32)
// CHECK-NEXT: bir.return
penguin.kernel @reversed(%a: !penguin.hbm<3x257x129xf32>) -> !penguin.hbm<3x257x129xf32> {
  %out = penguin.hbm_alloc : !penguin.hbm<3x257x129xf32>
  %f = penguin.view %out : !penguin.hbm<3x257x129xf32> -> !penguin.hbm<99459xf32>
  %x = penguin.load %a[2, 255, 128] dims [d1 * -1, d0 * -1, d2 * -1] : !penguin.hbm<3x257x129xf32> -> !penguin.tile<128x3x129xf32, sbuf>
  penguin.store %x, %f[129] dims [d0 * 129, d0 * 33153, d0] : !penguin.tile<128x3x129xf32, sbuf>, !penguin.hbm<99459xf32>
  penguin.return %out : !penguin.hbm<3x257x129xf32>
}
