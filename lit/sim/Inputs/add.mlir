// a + b on 4x8 f32 tiles, written in bir: what ../run-bir.test runs.
module attributes {bir.target = "trn1"} {
  bir.func @main {
    %a = bir.alloc "a" Input DRAM [1, 128] index 0 : tensor<4x8xf32>
    %b = bir.alloc "b" Input DRAM [1, 128] index 1 : tensor<4x8xf32>
    %out = bir.alloc "out" Output DRAM [1, 128] index 0 : tensor<4x8xf32>
    %ta = bir.alloc "ta" SB [4, 32]
    %tb = bir.alloc "tb" SB [4, 32]
    bir.dma sp ins(%a[[8, 4], [1, 8]] : f32) outs(%ta[0:4][[1, 8]] : f32)
    bir.dma sp ins(%b[[8, 4], [1, 8]] : f32) outs(%tb[0:4][[1, 8]] : f32)
    bir.tensor_tensor dve add ins(%ta[0:4][[1, 8]] : f32, %tb[0:4][[1, 8]] : f32) outs(%ta[0:4][[1, 8]] : f32)
    bir.dma sp ins(%ta[0:4][[1, 8]] : f32) outs(%out[[8, 4], [1, 8]] : f32)
    bir.return
  }
}
