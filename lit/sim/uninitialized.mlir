// The bir simulator (sim/) tracks which bytes of every allocation have been
// written and reports a read of any other at the instruction.
//
// The module's entry is a bir.func: ncc run simulates it as it is.
// RUN: not ncc run %s --stop-at=bir --random-inputs 1 2>&1 | FileCheck %s

module attributes {bir.target = "trn1"} {
  bir.func @main {
    %out = bir.alloc "out" Output DRAM [1, 512] index 0 : tensor<128xf32>
    %t = bir.alloc "t" SB [128, 64]
    %u = bir.alloc "u" SB [128, 64]
    // Only partitions 0 to 63 are written...
    bir.memset dve outs(%t[0:64][[1, 1]] : f32) constant 1.0
    // ...but all 128 are read.
    // CHECK: uninitialized.mlir:[[@LINE+1]]:{{[0-9]+}}: error: 'bir.tensor_copy' op in "t"[0:128]{{\[\[}}1, 1]] : float32 reads uninitialized memory: "t" partition 64 byte 0
    bir.tensor_copy dve ins(%t[0:128][[1, 1]] : f32) outs(%u[0:128][[1, 1]] : f32)
    bir.dma sp ins(%u[0:128][[1, 1]] : f32) outs(%out[[1, 128], [1, 1]] : f32)
    bir.return
  }
}
