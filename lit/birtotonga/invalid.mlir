// RUN: ncc-opt %s -split-input-file -verify-diagnostics --convert-bir-to-tonga

// What the backend cannot compile yet is an error at the op, and the
// module stays as it was.

// Registers live in the sync engine: a compute engine cannot use one.
module attributes {bir.target = "trn1"} {
  bir.func @main {
    %a = bir.alloc "a" Input DRAM [1, 512] index 0 : tensor<128xi32>
    %o = bir.alloc "o" Output DRAM [1, 512] index 0 : tensor<128xi32>
    %s = bir.alloc "s" SB [1, 1024]
    bir.dma sp ins(%a[[128, 1], [1, 128]] : i32) outs(%s[0:1][[1, 128]] : i32)
    %r = bir.register_load sp ins(%s[0:1][[1, 1]] : i32)
    // expected-error @+1 {{ncc cannot compile register offsets on a compute engine to a NEFF yet}}
    bir.tensor_copy dve ins(%s[0:1][[1, 64]] + %r : i32) outs(%s[0:1][[1, 64]] + 128 : i32)
    bir.dma sp ins(%s[0:1][[1, 128]] : i32) outs(%o[[128, 1], [1, 128]] : i32)
    bir.return
  }
}

// -----

// Two tiles of 100 KiB per partition live at once do not fit in trn1's
// 192 KiB.
module attributes {bir.target = "trn1"} {
  bir.func @main {
    %a = bir.alloc "a" Input DRAM [1, 13107200] index 0 : tensor<128x25600xf32>
    %o = bir.alloc "o" Output DRAM [1, 13107200] index 0 : tensor<128x25600xf32>
    %s = bir.alloc "s" SB [128, 102400]
    // expected-error @+1 {{does not fit in SBUF: 204800 bytes per partition are live at once ("t" bytes 0 to 102399 (102400 bytes), "s" bytes 0 to 102399 (102400 bytes)), and a partition has 196608}}
    %t = bir.alloc "t" SB [128, 102400]
    bir.dma sp ins(%a[[25600, 128], [1, 25600]] : f32) outs(%s[0:128][[1, 25600]] : f32)
    bir.dma sp ins(%a[[25600, 128], [1, 25600]] : f32) outs(%t[0:128][[1, 25600]] : f32)
    bir.tensor_tensor dve add ins(%s[0:128][[1, 25600]] : f32, %t[0:128][[1, 25600]] : f32) outs(%s[0:128][[1, 25600]] : f32)
    bir.dma sp ins(%s[0:128][[1, 25600]] : f32) outs(%o[[25600, 128], [1, 25600]] : f32)
    bir.return
  }
}
