// RUN: ncc-opt %s --convert-bir-to-tonga | FileCheck %s
// RUN: ncc-opt %s --convert-bir-to-tonga | ncc-opt | FileCheck %s
// RUN: ncc run %s --stop-at=bir --random-inputs 3 > %t.bir
// RUN: ncc run %s --stop-at=tonga --random-inputs 3 > %t.tonga
// RUN: diff %t.bir %t.tonga

// A data-dependent loop and a dynamic slice. Every engine's stream holds
// every block and takes the same branches; each block ends with the sync
// engine's barrier, the reset of the semaphores the block used and the
// release of the other engines, which load the loop condition into their
// own registers, acknowledge, and are released again before they branch.
// The DMA whose source offset is a register is triggered by the sync
// engine, after it computes the offset in bytes into r14, which its
// descriptor adds (from_reg).

// CHECK-LABEL: tonga.stream pe {
// CHECK:         tonga.branch pe to 1
// CHECK:         tonga.nop pe
// CHECK:         tonga.nop pe wait S[251] ge 1 signal S[251] dec
// CHECK-NEXT:    tonga.reg_load pe r0 ins(sb[0:1]{{\[\[}}1, 1{{\]\]}} at 0x0 : i32)
// CHECK-NEXT:    tonga.nop pe signal S[250] inc
// CHECK-NEXT:    tonga.nop pe wait S[251] ge 1 signal S[251] dec
// CHECK-NEXT:    tonga.branch_if pe r0 lt 4 to
// CHECK-NEXT:    tonga.branch pe to
// CHECK:         tonga.halt pe
// CHECK-LABEL: tonga.stream sp {
// CHECK:         tonga.reg_load sp r0 ins(sb[0:1]{{\[\[}}1, 1{{\]\]}} at 0x0 : i32)
// CHECK:         tonga.event_semaphore sp S[{{[0-9]+}}] write 0
// CHECK:         tonga.event_semaphore sp S[251] write 1
// CHECK:         tonga.nop sp wait S[250] ge 4
// CHECK-NEXT:    tonga.event_semaphore sp S[250] write 0
// CHECK:         tonga.branch_if sp r0 lt 4 to
// CHECK:         tonga.reg_alu sp r14 = r0 mult 4
// CHECK-NEXT:    tonga.dma_trigger sp queue
// CHECK:         tonga.halt sp
// CHECK:       tonga.dma_desc sp {{[0-9]+}} "a" + 0 {{\[\[}}4, 1], [4, 1{{\]\]}} : "i32" -> "o" + 0 {{\[\[}}4, 1], [4, 1{{\]\]}} : "i32" {from_reg = 14 : i64}

module attributes {bir.target = "trn1"} {
  bir.func @main {
    %a = bir.alloc "a" Input DRAM [1, 64] index 0 : tensor<16xi32>
    %o = bir.alloc "o" Output DRAM [1, 4] index 0 : tensor<1xi32>
    %c = bir.alloc "c" Const DRAM [1, 4] = dense<1> : tensor<1xi32>
    %s = bir.alloc "s" SB [1, 64]
    bir.dma sp ins(%c[[1, 1], [1, 1]] : i32) outs(%s[0:1][[1, 1]] : i32)
    bir.branch ^bb1
  ^bb1:
    bir.dma sp ins(%c[[1, 1], [1, 1]] : i32) outs(%s[0:1][[1, 1]] + 4 : i32)
    bir.tensor_tensor dve add ins(%s[0:1][[1, 1]] : i32, %s[0:1][[1, 1]] + 4 : i32) outs(%s[0:1][[1, 1]] : i32)
    %r = bir.register_load sp ins(%s[0:1][[1, 1]] : i32)
    bir.compare_and_branch sp IS_LT %r, 4, ^bb1, ^bb2
  ^bb2:
    bir.dma sp ins(%a[[1, 1], [1, 1]] + %r : i32) outs(%o[[1, 1], [1, 1]] : i32)
    bir.return
  }
}
