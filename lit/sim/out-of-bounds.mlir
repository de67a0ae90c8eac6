// The bir simulator (sim/) reports an access outside its allocation at the
// instruction, with the loop iteration it happened in. The offset comes
// from a register, which the verifier cannot bound.
//
// The module's entry is a bir.func: ncc run simulates it as it is.
// RUN: not ncc run %s --stop-at=bir --random-inputs 1 2>&1 | FileCheck %s

module attributes {bir.target = "trn1"} {
  bir.func @main {
    %a = bir.alloc "a" Const DRAM [1, 64] = dense<1.0> : tensor<16xf32>
    %n = bir.alloc "n" Const DRAM [1, 4] = dense<3> : tensor<1xi32>
    %out = bir.alloc "out" Output DRAM [1, 32] index 0 : tensor<8xf32>
    %t = bir.alloc "t" SB [1, 32]
    %r = bir.register_load sp ins(%n[[1, 1], [1, 1]] : i32)
    bir.loop "i" = 0 to 2 step 1 {
    ^bb0(%i: index):
      // CHECK: out-of-bounds.mlir:[[@LINE+2]]:{{[0-9]+}}: error: 'bir.dma' op in "a"{{\[\[}}4, 1], [1, 4]] + 16 : float32: elements [16, 19] (bytes [64, 80)) outside "a"'s 64 bytes
      // CHECK: note: in loop iteration i = 1
      bir.dma sp ins(%a[[4, 1], [1, 4]] + 4 * %r + 4 * %i : f32) outs(%t[0:1][[1, 4]] + 4 * %i : f32)
    }
    bir.dma sp ins(%t[0:1][[1, 8]] : f32) outs(%out[[8, 1], [1, 8]] : f32)
    bir.return
  }
}
