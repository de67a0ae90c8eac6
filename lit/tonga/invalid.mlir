// RUN: ncc-opt %s -split-input-file -verify-diagnostics

// The verifier's and the parser's checks (docs/tonga.md), one case each; the Go
// tests of dialects/tonga have the full table.

tonga.program @engine target "trn1" {
  tonga.stream act {
    // expected-error @+1 {{'tonga.tensor_tensor' op runs on dve or pool, not on act}}
    tonga.tensor_tensor act add ins(sb[0:128][[1, 4]] at 0x0 : f32, sb[0:128][[1, 4]] at 0x10 : f32) outs(sb[0:128][[1, 4]] at 0x20 : f32)
    tonga.halt act
  }
}

// -----

tonga.program @stream_engine target "trn1" {
  tonga.stream dve {
    // expected-error @+1 {{'tonga.copy' op runs on pool but is in the dve stream}}
    tonga.copy pool ins(sb[0:128][[1, 4]] at 0x0 : f32) outs(sb[0:128][[1, 4]] at 0x20 : f32)
    tonga.halt dve
  }
}

// -----

// expected-error @+1 {{'tonga.program' op unknown target "trn9" (known: inf2, trn1, trn2, trn3)}}
tonga.program @target target "trn9" {
}

// -----

tonga.program @partitions target "trn1" {
  tonga.stream dve {
    // expected-error @+1 {{'tonga.copy' op ins[0] (sb): an access of 64 partitions (33 to 64) must start at partition 0 or 64, not 32}}
    tonga.copy dve ins(sb[32:64][[1, 4]] at 0x0 : f32) outs(sb[0:64][[1, 4]] at 0x20 : f32)
    tonga.halt dve
  }
}

// -----

tonga.program @outside target "trn1" {
  tonga.stream dve {
    // expected-error @+1 {{'tonga.copy' op ins[0] (sb): bytes 196600 to 196615 of each partition, outside the 196608 bytes of sb on trn1}}
    tonga.copy dve ins(sb[0:128][[1, 4]] at 0x2fff8 : f32) outs(sb[0:128][[1, 4]] at 0x20 : f32)
    tonga.halt dve
  }
}

// -----

tonga.program @aligned target "trn1" {
  tonga.stream dve {
    // expected-error @+1 {{'tonga.copy' op ins[0] (sb): byte address 0x2 is not aligned to its 4-byte f32 elements}}
    tonga.copy dve ins(sb[0:128][[1, 4]] at 0x2 : f32) outs(sb[0:128][[1, 4]] at 0x20 : f32)
    tonga.halt dve
  }
}

// -----

tonga.program @dims target "trn1" {
  tonga.stream dve {
    // expected-error @+1 {{'tonga.copy' op ins[0] (sb): 5 free dimensions, more than the 4 an access pattern has on trn1}}
    tonga.copy dve ins(sb[0:128][[1, 2], [1, 2], [1, 2], [1, 2], [1, 2]] at 0x0 : f32) outs(sb[0:128][[1, 32]] at 0x200 : f32)
    tonga.halt dve
  }
}

// -----

tonga.program @dtype target "trn1" {
  tonga.stream dve {
    // expected-error @+1 {{'tonga.copy' op ins[0] (sb): dve (VectorE) does not read or write tf32 on trn1}}
    tonga.copy dve ins(sb[0:128][[1, 4]] at 0x0 : tf32) outs(sb[0:128][[1, 4]] at 0x20 : f32)
    tonga.halt dve
  }
}

// -----

tonga.program @pool_psum target "trn1" {
  tonga.stream pool {
    // expected-error @+1 {{'tonga.copy' op ins[0] (psum): pool (GpSimd) accesses sb only}}
    tonga.copy pool ins(psum[0:128][[1, 4]] at 0x0 : f32) outs(sb[0:128][[1, 4]] at 0x20 : f32)
    tonga.halt pool
  }
}

// -----

tonga.program @free target "trn1" {
  tonga.stream dve {
    // expected-error @+1 {{'tonga.copy' op ins[0] (psum): 8192 elements per partition, more than the 4096 an instruction accesses in psum on trn1}}
    tonga.copy dve ins(psum[0:128][[1, 4096], [0, 2]] at 0x0 : f32) outs(sb[0:128][[1, 8192]] at 0x0 : f32)
    tonga.halt dve
  }
}

// -----

tonga.program @step target "trn1" {
  tonga.stream dve {
    // expected-error @+1 {{'tonga.copy' op ins[0] (sb): pair 0 step 600000 does not fit the 20-bit step field (-524288 to 524287)}}
    tonga.copy dve ins(sb[0:128][[600000, 1]] at 0x0 : f32) outs(sb[0:128][[1, 1]] at 0x20 : f32)
    tonga.halt dve
  }
}

// -----

tonga.program @matmul_dtype target "trn1" {
  tonga.stream pe {
    // expected-error @+1 {{'tonga.multiply_moving' op outs[0] must be f32: TensorE accumulates in fp32, not bf16}}
    tonga.multiply_moving pe ins(sb[0:128][[1, 512]] at 0x0 : bf16) outs(psum[0:128][[1, 512]] at 0x0 : bf16)
    tonga.halt pe
  }
}

// -----

tonga.program @matmul_bank target "trn1" {
  tonga.stream pe {
    // expected-error @+1 {{'tonga.multiply_moving' op outs[0] crosses a PSUM bank boundary (bytes 1024 to 3071 per partition, banks of 2048)}}
    tonga.multiply_moving pe ins(sb[0:128][[1, 512]] at 0x0 : bf16) outs(psum[0:128][[1, 512]] at 0x400 : f32)
    tonga.halt pe
  }
}

// -----

tonga.program @matmul_moving target "trn1" {
  tonga.stream pe {
    // expected-error @+1 {{'tonga.multiply_moving' op the moving ins[0] has 1024 elements per partition, more than 512 on trn1}}
    tonga.multiply_moving pe ins(sb[0:128][[1, 1024]] at 0x0 : bf16) outs(psum[0:128][[1, 1024]] at 0x0 : f32)
    tonga.halt pe
  }
}

// -----

tonga.program @stationary target "trn1" {
  tonga.stream pe {
    // expected-error @+1 {{'tonga.load_stationary' op the stationary ins[0] has 256 elements per partition, more than 128 on trn1}}
    tonga.load_stationary pe ins(sb[0:128][[1, 256]] at 0x0 : bf16)
    tonga.halt pe
  }
}

// -----

tonga.program @acc target "trn1" {
  tonga.stream act {
    // expected-error @+1 {{'tonga.activate' op acc Accumulate needs an accumulator in outs[1]}}
    tonga.activate act Exp ins(sb[0:128][[1, 4]] at 0x0 : f32) outs(sb[0:128][[1, 4]] at 0x20 : f32) acc Accumulate
    tonga.halt act
  }
}

// -----

tonga.program @shape target "trn1" {
  tonga.stream dve {
    // expected-error @+1 {{'tonga.tensor_tensor' op ins[1] has shape [128, 8] but outs[0] has [128, 4]}}
    tonga.tensor_tensor dve add ins(sb[0:128][[1, 4]] at 0x0 : f32, sb[0:128][[1, 8]] at 0x10 : f32) outs(sb[0:128][[1, 4]] at 0x40 : f32)
    tonga.halt dve
  }
}

// -----

tonga.program @const0 target "trn1" {
  tonga.stream dve {
    // expected-error @+1 {{'tonga.tensor_scalar' op needs const0, or the scalars as [P, 1] access patterns in ins}}
    tonga.tensor_scalar dve ins(sb[0:128][[1, 4]] at 0x0 : f32) outs(sb[0:128][[1, 4]] at 0x40 : f32) op0 add
    tonga.halt dve
  }
}

// -----

tonga.program @mask target "trn1" {
  tonga.stream dve {
    // expected-error @+1 {{'tonga.shuffle' op mask has 2 entries: it has one per partition of a 32-partition quadrant}}
    tonga.shuffle dve ins(sb[0:32][[1, 4]] at 0x0 : f32) outs(sb[0:32][[1, 4]] at 0x40 : f32) mask [0, 1]
    tonga.halt dve
  }
}

// -----

tonga.program @iota target "trn1" {
  tonga.stream pool {
    // expected-error @+1 {{'tonga.iota' op pattern generates 32 elements per partition but outs[0] has 64}}
    tonga.iota pool outs(sb[0:128][[1, 64]] at 0x0 : i32) pattern [[1, 32]]
    tonga.halt pool
  }
}

// -----

tonga.program @semaphore target "trn1" {
  tonga.stream sp {
    // expected-error @+1 {{'tonga.nop' op wait: semaphore S[256] does not exist (S[0] to S[255])}}
    tonga.nop sp wait S[256] ge 1
    tonga.halt sp
  }
}

// -----

tonga.program @signal_value target "trn1" {
  tonga.stream sp {
    // expected-error @+1 {{'tonga.nop' op signal: value 65536 does not fit the 16-bit value field}}
    tonga.nop sp signal S[1] add 65536
    tonga.halt sp
  }
}

// -----

tonga.program @queue target "trn1" {
  tonga.stream sp {
    // expected-error @+1 {{'tonga.dma_trigger' op queue 16 does not exist: trn1 has 16 DMA queues (0 to 15)}}
    tonga.dma_trigger sp queue 16 first 0 count 1
    tonga.halt sp
  }
}

// -----

tonga.program @count target "trn1" {
  tonga.stream sp {
    // expected-error @+1 {{'tonga.dma_trigger' op count 0 does not fit the 16-bit field (1 to 65535)}}
    tonga.dma_trigger sp queue 0 first 0 count 0
    tonga.halt sp
  }
}

// -----

tonga.program @branch_mid target "trn1" {
  tonga.stream dve {
    // expected-error @+1 {{'tonga.branch' op target +2 words lands at word 2, not on an instruction of its stream (4 words long)}}
    tonga.branch dve to 2
    tonga.tensor_tensor dve add ins(sb[0:128][[1, 4]] at 0x0 : f32, sb[0:128][[1, 4]] at 0x10 : f32) outs(sb[0:128][[1, 4]] at 0x20 : f32)
    tonga.halt dve
  }
}

// -----

tonga.program @branch_out target "trn1" {
  tonga.stream sp {
    // expected-error @+1 {{'tonga.branch' op target -1 words lands at word -1, not on an instruction of its stream (2 words long)}}
    tonga.branch sp to -1
    tonga.halt sp
  }
}

// -----

tonga.program @no_halt target "trn1" {
  tonga.stream sp {
    // expected-error @+1 {{block with no terminator, has "tonga.nop"() <{engine = 4 : i32}> : () -> ()}}
    tonga.nop sp
  }
}

// -----

tonga.program @two_streams target "trn1" {
  tonga.stream sp {
    tonga.halt sp
  }
  // expected-error @+1 {{'tonga.stream' op is the second sp stream of its program}}
  tonga.stream sp {
    tonga.halt sp
  }
}

// -----

tonga.program @bare target "trn1" {
  // expected-error @+1 {{'tonga.nop' op expects parent op 'tonga.stream'}}
  tonga.nop sp
}

// -----

tonga.program @register target "trn1" {
  tonga.stream sp {
    // expected-error @+1 {{'tonga.reg_set' op dst r16 is not a register (r0 to r15)}}
    tonga.reg_set sp r16 = 1
    tonga.halt sp
  }
}

// -----

tonga.program @reg_load target "trn1" {
  tonga.stream sp {
    // expected-error @+1 {{'tonga.reg_load' op ins[0] must be i32 or ui32, not f32}}
    tonga.reg_load sp r1 ins(sb[0:1][[1, 1]] at 0x0 : f32)
    tonga.halt sp
  }
}

// -----

tonga.program @cores target "trn1" {
  tonga.stream sp {
    // expected-error @+1 {{'tonga.core_barrier' op cores must be in increasing order without repeats: cores[1] is 0 after 1}}
    tonga.core_barrier sp id 0 cores [1, 0]
    tonga.halt sp
  }
}

// -----

tonga.program @iterate target "trn1" {
  tonga.stream sp {
    // expected-error @+1 {{'tonga.iterate' op step must not be 0}}
    tonga.iterate sp r1 step 0 lt 4 to 0
    tonga.halt sp
  }
}

// -----

tonga.program @rhs_and_imm target "trn1" {
  tonga.stream sp {
    // expected-error @+1 {{'tonga.reg_alu' op takes a register rhs or an immediate imm, not both}}
    "tonga.reg_alu"() <{dst = 2 : i64, engine = 4 : i32, imm = 5 : i64, lhs = 1 : i64, op = 1 : i32, rhs = 3 : i64}> : () -> ()
    tonga.halt sp
  }
}

// -----

tonga.program @memory target "trn1" {
  tonga.stream sp {
    // expected-error @+1 {{custom op 'tonga.reg_load' expected an access pattern: sb[...] or psum[...], not "hbm"}}
    tonga.reg_load sp r1 ins(hbm[0:1][[1, 1]] at 0x0 : i32)
    tonga.halt sp
  }
}

// -----

tonga.program @wait_kind target "trn1" {
  tonga.stream sp {
    // expected-error @+1 {{custom op 'tonga.nop' an event wait is `set` or `clear`, not "ge"}}
    tonga.nop sp wait E[1] ge 1
    tonga.halt sp
  }
}
