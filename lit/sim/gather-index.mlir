// An indirect DMA (a row gather) whose index is outside the source's rows
// is an error at the instruction, naming the index and its position.
//
// The module's entry is a bir.func: ncc run simulates it as it is.
// RUN: not ncc run %s --stop-at=bir --random-inputs 1 2>&1 | FileCheck %s

module attributes {bir.target = "trn1"} {
  bir.func @main {
    %emb = bir.alloc "emb" Input DRAM [1, 320] index 0 : tensor<10x8xf32>
    %idx = bir.alloc "idx" Const DRAM [1, 16] = dense<[7, 0, 10, 7]> : tensor<4xi32>
    %out = bir.alloc "out" Output DRAM [1, 128] index 0 : tensor<4x8xf32>
    %si = bir.alloc "si" SB [4, 4]
    %rows = bir.alloc "rows" SB [4, 32]
    bir.dma sp ins(%idx[[1, 4], [1, 1]] : i32) outs(%si[0:4][[1, 1]] : i32)
    // CHECK: gather-index.mlir:[[@LINE+1]]:{{[0-9]+}}: error: 'bir.dma' op index 10 (element 2 of index "si"[0:4]{{\[\[}}1, 1]] : int32) outside the 10 rows of in "emb"{{\[\[}}8, 10], [1, 8]] : float32
    bir.dma pool ins(%emb[[8, 10], [1, 8]] : f32, %si[0:4][[1, 1]] : i32) outs(%rows[0:4][[1, 8]] : f32) indirect
    bir.dma sp ins(%rows[0:4][[1, 8]] : f32) outs(%out[[8, 4], [1, 8]] : f32)
    bir.return
  }
}
