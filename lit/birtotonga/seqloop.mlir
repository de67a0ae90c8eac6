// RUN: ncc-opt %s --pass-pipeline='builtin.module(convert-bir-to-tonga{max-instructions=8})' | FileCheck %s
// RUN: ncc-opt %s --pass-pipeline='builtin.module(convert-bir-to-tonga{max-instructions=8})' | ncc-opt | FileCheck %s
// RUN: ncc-opt %s --convert-bir-to-tonga | FileCheck %s --check-prefix=UNROLLED
// RUN: ncc run %s --stop-at=bir --random-inputs 5 > %t.bir
// RUN: ncc run %s --stop-at=tonga --random-inputs 5 > %t.tonga
// RUN: diff %t.bir %t.tonga

// A loop of 4 iterations of 3 instructions, 12 unrolled: past a limit of
// 8 it runs on the sequencers. A counter in SBUF is set to 0 before it; the
// header loads it and leaves the loop at 4; the body loads it into the
// register the DMA offsets use (the sync engine scales it into r14/r15 for
// each descriptor), and VectorE adds the stride. Unrolled (the default
// limit), the same program has no branch.

// CHECK-LABEL: tonga.stream dve {
// CHECK:         tonga.memset dve
// CHECK:         tonga.branch_if dve r{{[0-9]+}} lt 4 to
// CHECK:         tonga.tensor_scalar dve
// CHECK:         tonga.halt dve
// CHECK-LABEL: tonga.stream sp {
// CHECK:         tonga.branch_if sp r{{[0-9]+}} lt 4 to
// CHECK:         tonga.reg_alu sp r14 = r{{[0-9]+}} mult 128
// CHECK-NEXT:    tonga.dma_trigger sp queue
// CHECK:         tonga.reg_alu sp r15 = r{{[0-9]+}} mult 128
// CHECK-NEXT:    tonga.dma_trigger sp queue
// CHECK:         tonga.branch sp to
// CHECK:         tonga.halt sp

// UNROLLED-NOT: tonga.branch

module attributes {bir.target = "trn1"} {
  bir.func @main {
    %a = bir.alloc "a" Input DRAM [1, 512] index 0 : tensor<4x32xf32>
    %o = bir.alloc "o" Output DRAM [1, 512] index 0 : tensor<4x32xf32>
    %s = bir.alloc "s" SB [32, 64]
    bir.loop "i" = 0 to 4 step 1 {
    ^bb0(%i: index):
      bir.dma sp ins(%a[[1, 32], [1, 1]] + 32 * %i : f32) outs(%s[0:32][[1, 1]] : f32)
      bir.activation act Exp ins(%s[0:32][[1, 1]] : f32) outs(%s[0:32][[1, 1]] + 4 : f32)
      bir.dma sp ins(%s[0:32][[1, 1]] + 4 : f32) outs(%o[[1, 32], [1, 1]] + 32 * %i : f32)
    }
    bir.return
  }
}
