// RUN: ncc-opt %s --convert-bir-to-tonga | FileCheck %s
// RUN: ncc-opt %s --convert-bir-to-tonga | ncc-opt | FileCheck %s
// RUN: ncc run %s --stop-at=bir --random-inputs 3 > %t.bir
// RUN: ncc run %s --stop-at=tonga --random-inputs 3 > %t.tonga
// RUN: diff %t.bir %t.tonga

// The backend on exp of a 256x300 f32 tensor, two tiles of 128 rows: the
// loop is unrolled, and every buffer version renamed to its own place
// (the exp writes beside its input; the second tile's load does not wait
// for the first tile's store). Each 150 KiB transfer is split into four
// pieces of 32 rows on four DMA queues, and the Activation engine waits for
// each piece (a semaphore per queue counts its completed transfers)
// before it runs. Its function set is loaded once. The sync engine
// triggers every transfer, the stores once the Activation engine has
// signalled, and drains every queue before it halts.

// CHECK:      module attributes {tonga.target = "trn1"} {
// CHECK-NEXT:   tonga.var "arg0" input index 0 : tensor<256x300xf32>
// CHECK-NEXT:   tonga.var "out0" output index 0 : tensor<256x300xf32>
// CHECK-NEXT:   tonga.program @sg00 attributes {act_sets = ["exp"]} {
// CHECK:          tonga.stream act {
// CHECK-COUNT-3:    tonga.nop act wait S[{{[0-9]+}}] ge 1
// CHECK-NEXT:       tonga.load_act_func_set act 0 wait S[{{[0-9]+}}] ge 1
// CHECK-NEXT:       tonga.activate act Exp ins(sb[0:128]{{\[\[}}1, 300{{\]\]}} at 0x0 : f32) outs(sb[0:128]{{\[\[}}1, 300{{\]\]}} at 0x4c0 : f32) signal S[1] inc
// CHECK-NOT:        load_act_func_set
// CHECK:            tonga.activate act Exp ins(sb[0:128]{{\[\[}}1, 300{{\]\]}} at 0x980 : f32) outs(sb[0:128]{{\[\[}}1, 300{{\]\]}} at 0xe40 : f32)
// CHECK-NEXT:       tonga.halt act
// CHECK:          tonga.stream sp {
// CHECK-COUNT-8:    tonga.dma_trigger sp queue {{[0-9]+}} first {{[0-9]+}} count 1 signal S[{{[0-9]+}}] inc
// CHECK-NEXT:       tonga.dma_trigger sp queue 0 first 8 count 1 wait S[1] ge 1 signal S[5] inc
// CHECK:            tonga.dma_trigger sp queue 4 first 12 count 1 wait S[1] ge 2 signal S[9] inc
// CHECK:            tonga.nop sp wait S[{{[0-9]+}}] ge {{[0-9]+}}
// CHECK:            tonga.halt sp
// CHECK:          tonga.dma_desc sp 0 "arg0" + 0 {{\[\[}}1200, 32], [4, 300{{\]\]}} : "f32" -> "sbuf" + 0 {{\[\[}}196608, 32], [4, 300{{\]\]}} : "f32"
// CHECK:          tonga.dma_desc sp 8 "sbuf" + 1216 {{\[\[}}196608, 32], [4, 300{{\]\]}} : "f32" -> "out0" + 0 {{\[\[}}1200, 32], [4, 300{{\]\]}} : "f32"

module attributes {bir.target = "trn1"} {
  bir.func @main {
    %arg0 = bir.alloc "arg0" Input DRAM [1, 307200] index 0 : tensor<256x300xf32>
    %out0 = bir.alloc "out0" Output DRAM [1, 307200] index 0 : tensor<256x300xf32>
    %sbuf = bir.alloc "sbuf" SB [128, 1200]
    bir.loop "i0" = 0 to 2 step 1 {
    ^bb0(%i0: index):
      bir.dma sp ins(%arg0[[300, 128], [1, 300]] + 38400 * %i0 : f32) outs(%sbuf[0:128][[1, 300]] : f32)
      bir.activation act Exp ins(%sbuf[0:128][[1, 300]] : f32) outs(%sbuf[0:128][[1, 300]] : f32)
      bir.dma sp ins(%sbuf[0:128][[1, 300]] : f32) outs(%out0[[300, 128], [1, 300]] + 38400 * %i0 : f32)
    }
    bir.return
  }
}
