// RUN: ncc-opt %s -split-input-file -verify-diagnostics

// The verifier's checks (docs/bir.md), one case each; the Go tests of
// dialects/bir have the full table.

bir.func @engine {
  %t = bir.alloc "t" SB [128, 64]
  // expected-error @+1 {{'bir.tensor_tensor' op runs on dve or pool, not on act}}
  bir.tensor_tensor act add ins(%t[0:128][[1, 4]] : f32, %t[0:128][[1, 4]] : f32) outs(%t[0:128][[1, 4]] + 4 : f32)
  bir.return
}

// -----

// expected-error @+1 {{'bir.func' op unknown target "trn9" (known: inf2, trn1, trn2, trn3)}}
bir.func @target target "trn9" {
  bir.return
}

// -----

bir.func @partitions {
  %t = bir.alloc "t" SB [128, 64]
  // expected-error @+1 {{'bir.tensor_copy' op ins[0]: "t" (SB): an access of 64 partitions (33 to 64) must start at partition 0 or 64, not 32}}
  bir.tensor_copy dve ins(%t[32:64][[1, 4]] : f32) outs(%t[0:64][[1, 4]] : f32)
  bir.return
}

// -----

bir.func @outside {
  %t = bir.alloc "t" SB [128, 64]
  // expected-error @+1 {{'bir.tensor_copy' op outs[0]: "t" (SB): elements up to offset 19 (80 bytes of f32) outside the allocation's 64 bytes per partition}}
  bir.tensor_copy dve ins(%t[0:128][[1, 4]] : f32) outs(%t[0:128][[1, 4]] + 16 : f32)
  bir.return
}

// -----

bir.func @outside_in_loop {
  %a = bir.alloc "a" DRAM [1, 1024]
  %t = bir.alloc "t" SB [128, 64]
  bir.loop "i" = 0 to 3 step 1 {
  ^bb0(%i: index):
    // expected-error @+1 {{'bir.dma' op ins[0]: "a" (DRAM): elements up to offset 271 (1088 bytes of f32) outside the allocation's 1024 bytes per partition}}
    bir.dma sp ins(%a[[16, 16], [1, 16]] + 8 * %i : f32) outs(%t[0:16][[1, 16]] : f32)
  }
  bir.return
}

// -----

bir.func @no_partitions {
  %t = bir.alloc "t" SB [128, 64]
  // expected-error @+1 {{'bir.tensor_copy' op ins[0]: "t" (SB): an access to SB needs a partition range [start:count]}}
  bir.tensor_copy dve ins(%t[[1, 4]] : f32) outs(%t[0:1][[1, 4]] : f32)
  bir.return
}

// -----

bir.func @dram_compute {
  %a = bir.alloc "a" DRAM [1, 1024]
  %t = bir.alloc "t" SB [128, 64]
  // expected-error @+1 {{'bir.activation' op ins[0]: "a" (DRAM): act (ScalarE) accesses SB and PSUM only}}
  bir.activation act Exp ins(%a[[4, 1], [1, 4]] : f32) outs(%t[0:1][[1, 4]] : f32)
  bir.return
}

// -----

bir.func @free_size {
  %p = bir.alloc "p" PSUM [128, 16384]
  %t = bir.alloc "t" SB [128, 65536]
  // expected-error @+1 {{'bir.tensor_copy' op ins[0]: "p" (PSUM): 8192 elements per partition, more than the 4096 an instruction accesses in PSUM on trn1}}
  bir.tensor_copy dve ins(%p[0:128][[1, 8192]] : bf16) outs(%t[0:128][[1, 8192]] : bf16)
  bir.return
}

// -----

bir.func @dtype {
  %t = bir.alloc "t" SB [128, 64]
  // expected-error @+1 {{'bir.tensor_copy' op ins[0]: "t" (SB): dve (VectorE) does not read or write tf32 on trn1}}
  bir.tensor_copy dve ins(%t[0:128][[1, 4]] : tf32) outs(%t[0:128][[1, 4]] + 4 : f32)
  bir.return
}

// -----

bir.func @dims {
  %t = bir.alloc "t" SB [128, 1024]
  // expected-error @+1 {{'bir.tensor_copy' op ins[0]: "t" (SB): 5 free dimensions, more than the 4 an access pattern has on trn1}}
  bir.tensor_copy dve ins(%t[0:128][[1, 2], [2, 2], [4, 2], [8, 2], [16, 2]] : f32) outs(%t[0:128][[1, 32]] + 32 : f32)
  bir.return
}

// -----

bir.func @matmult_k {
  %t = bir.alloc "t" SB [128, 4096]
  %p = bir.alloc "p" PSUM [128, 2048]
  // expected-error @+1 {{'bir.matmult' op the stationary ins[0] and moving ins[1] contract over their partitions: 128 and 64 differ}}
  bir.matmult pe ins(%t[0:128][[1, 128]] : bf16, %t[0:64][[1, 128]] + 128 : bf16) outs(%p[0:128][[1, 128]] : f32)
  bir.return
}

// -----

bir.func @matmult_moving {
  %t = bir.alloc "t" SB [128, 4096]
  %p = bir.alloc "p" PSUM [128, 16384]
  // expected-error @+1 {{'bir.matmult' op moving ins[1] has 1024 elements per partition, more than 512 on trn1}}
  bir.matmult pe ins(%t[0:128][[1, 128]] : bf16, %t[0:128][[1, 1024]] + 128 : bf16) outs(%p[0:128][[1, 1024]] : f32)
  bir.return
}

// -----

bir.func @matmult_bank {
  %t = bir.alloc "t" SB [128, 4096]
  %p = bir.alloc "p" PSUM [128, 16384]
  // expected-error @+1 {{'bir.matmult' op outs[0] crosses a PSUM bank boundary (bytes 1024 to 3071 per partition, banks of 2048)}}
  bir.matmult pe ins(%t[0:128][[1, 128]] : bf16, %t[0:128][[1, 512]] + 128 : bf16) outs(%p[0:128][[1, 512]] + 256 : f32)
  bir.return
}

// -----

bir.func @shapes {
  %t = bir.alloc "t" SB [128, 64]
  // expected-error @+1 {{'bir.tensor_tensor' op ins[1] has shape [64, 4] but outs[0] has [128, 4]}}
  bir.tensor_tensor dve add ins(%t[0:128][[1, 4]] : f32, %t[0:64][[1, 4]] : f32) outs(%t[0:128][[1, 4]] + 4 : f32)
  bir.return
}

// -----

bir.func @counts {
  %t = bir.alloc "t" SB [128, 64]
  // expected-error @+1 {{'bir.tensor_copy' op takes 1 access pattern in ins, not 2}}
  bir.tensor_copy dve ins(%t[0:128][[1, 4]] : f32, %t[0:128][[1, 4]] : f32) outs(%t[0:128][[1, 4]] + 4 : f32)
  bir.return
}

// -----

bir.func @dma_convert {
  %a = bir.alloc "a" DRAM [1, 1024]
  %t = bir.alloc "t" SB [128, 64]
  // expected-error @+1 {{'bir.dma' op ins[0] is f32 but outs[0] is bf16: DMA copies bytes and does not convert}}
  bir.dma sp ins(%a[[4, 1], [1, 4]] : f32) outs(%t[0:1][[1, 4]] : bf16)
  bir.return
}

// -----

bir.func @register {
  %t = bir.alloc "t" SB [128, 64]
  // expected-error @+1 {{'bir.register_load' op ins[0] must be i32 or ui32, not f32}}
  %r = bir.register_load sp ins(%t[0:1][[1, 1]] : f32)
  bir.return
}

// -----

bir.func @loop_shadow {
  bir.loop "i" = 0 to 2 step 1 {
  ^bb0(%i: index):
    // expected-error @+1 {{'bir.loop' op axis name "i" is already the name of an enclosing loop}}
    bir.loop "i" = 0 to 2 step 1 {
    ^bb0(%j: index):
    }
  }
  bir.return
}

// -----

bir.func @loop_stride {
  // expected-error @+1 {{'bir.loop' op stride 0 must be at least 1}}
  bir.loop "i" = 0 to 2 step 0 {
  ^bb0(%i: index):
  }
  bir.return
}

// -----

bir.func @alloc_late {
  %t = bir.alloc "t" SB [128, 64]
  bir.memset dve outs(%t[0:128][[1, 4]] : f32) constant 0.0
  // expected-error @+1 {{'bir.alloc' op must come before the function's instructions: allocations are declared first}}
  %u = bir.alloc "u" SB [128, 64]
  bir.return
}

// -----

bir.func @alloc_input {
  // expected-error @+1 {{'bir.alloc' op an Input allocation needs the tensor it holds: `: tensor<...>`}}
  %a = bir.alloc "a" Input DRAM [1, 64] index 0
  bir.return
}

// -----

bir.func @alloc_size {
  // expected-error @+1 {{'bir.alloc' op 229376 bytes per partition, more than the 196608 of SB on trn1}}
  %t = bir.alloc "t" SB [128, 229376]
  bir.return
}

// -----

// expected-error @+1 {{'bir.func' op has 1 Input allocations but none with index 0: indices count from 0 without gaps}}
bir.func @input_index {
  %a = bir.alloc "a" Input DRAM [1, 4] index 1 : tensor<f32>
  bir.return
}

// -----

bir.func @parse_dtype {
  %t = bir.alloc "t" SB [128, 64]
  // expected-error @+1 {{'f64' is not an element type of NeuronCore memory}}
  bir.tensor_copy dve ins(%t[0:128][[1, 4]] : f64) outs(%t[0:128][[1, 4]] : f32)
  bir.return
}

// -----

bir.func @parse_enum {
  %t = bir.alloc "t" SB [128, 64]
  // expected-error @+1 {{expected act to be one of: Abs, Abs_reciprocal_sqrt}}
  bir.activation act exp ins(%t[0:128][[1, 4]] : f32) outs(%t[0:128][[1, 4]] : f32)
  bir.return
}
