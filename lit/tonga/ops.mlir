// RUN: ncc-opt %s | ncc-opt | FileCheck %s
// RUN: ncc-opt %s -mlir-print-op-generic | ncc-opt | FileCheck %s

// Every tonga instruction prints in its pretty form and reads back, through
// the pretty and the generic form (docs/tonga.md). The streams verify on trn1.

// CHECK-LABEL: module attributes {tonga.target = "trn1"} {
module attributes {tonga.target = "trn1"} {
  // CHECK-NEXT: tonga.program @sg00 {
  tonga.program @sg00 {
    // CHECK: tonga.stream pe {
    tonga.stream pe {
      // CHECK-NEXT: tonga.load_stationary pe ins(sb[0:128]{{\[\[}}1, 128]] at 0x0 : bf16) wait S[0] ge 1
      tonga.load_stationary pe ins(sb[0:128][[1, 128]] at 0x0 : bf16) wait S[0] ge 1
      // CHECK-NEXT: tonga.multiply_moving pe ins(sb[0:128]{{\[\[}}1, 512]] at 0x100 : bf16) outs(psum[0:128]{{\[\[}}1, 512]] at 0x0 : f32) start_tensor_calc stop_tensor_calc signal S[1] inc
      tonga.multiply_moving pe ins(sb[0:128][[1, 512]] at 0x100 : bf16) outs(psum[0:128][[1, 512]] at 0x0 : f32) start_tensor_calc stop_tensor_calc signal S[1] inc
      // CHECK-NEXT: tonga.multiply_moving pe ins(sb[0:32]{{\[\[}}1, 64]] at 0x100 : f32) outs(psum[0:64]{{\[\[}}1, 32]] at 0x800 : f32) is_transpose
      tonga.multiply_moving pe ins(sb[0:32][[1, 64]] at 0x100 : f32) outs(psum[0:64][[1, 32]] at 0x800 : f32) is_transpose
      // CHECK-NEXT: tonga.multiply_moving pe ins(sb[0:128]{{\[\[}}2, 256]] at 0x0 + r1 : f8E4M3FN) outs(psum[0:128]{{\[\[}}1, 256]] at 0x1000 + r2 : f32)
      tonga.multiply_moving pe ins(sb[0:128][[2, 256]] at 0x0 + r1 : f8E4M3FN) outs(psum[0:128][[1, 256]] at 0x1000 + r2 : f32)
      // CHECK-NEXT: tonga.halt pe
      tonga.halt pe
    }
    // CHECK: tonga.stream act {
    tonga.stream act {
      // CHECK-NEXT: tonga.load_act_func_set act 2
      tonga.load_act_func_set act 2
      // CHECK-NEXT: tonga.activate act Exp ins(psum[0:128]{{\[\[}}1, 512]] at 0x0 : f32) outs(sb[0:128]{{\[\[}}1, 512]] at 0x1000 : bf16) wait S[1] ge 1
      tonga.activate act Exp ins(psum[0:128][[1, 512]] at 0x0 : f32) outs(sb[0:128][[1, 512]] at 0x1000 : bf16) wait S[1] ge 1
      // CHECK-NEXT: tonga.activate act Gelu ins(sb[0:128]{{\[\[}}1, 512]] at 0x1000 : bf16, sb[0:128]{{\[\[}}1, 1]] at 0x2000 : f32) outs(sb[0:128]{{\[\[}}1, 512]] at 0x3000 : f32, sb[0:128]{{\[\[}}1, 1]] at 0x2004 : f32) scale 5.000000e-01 alpha 2.500000e-01 acc ZeroAccumulate
      tonga.activate act Gelu ins(sb[0:128][[1, 512]] at 0x1000 : bf16, sb[0:128][[1, 1]] at 0x2000 : f32) outs(sb[0:128][[1, 512]] at 0x3000 : f32, sb[0:128][[1, 1]] at 0x2004 : f32) scale 5.000000e-01 alpha 2.500000e-01 acc ZeroAccumulate
      // CHECK-NEXT: tonga.tensor_scalar act ins(sb[0:64]{{\[\[}}1, 16]] at 0x4000 : f32) outs(sb[64:64]{{\[\[}}1, 16]] at 0x4000 : f32) op0 mult const0 2.000000e+00
      tonga.tensor_scalar act ins(sb[0:64][[1, 16]] at 0x4000 : f32) outs(sb[64:64][[1, 16]] at 0x4000 : f32) op0 mult const0 2.000000e+00
      // CHECK-NEXT: tonga.copy act ins(sb[0:128]{{\[\[}}1, 512]] at 0x3000 : f32) outs(sb[0:128]{{\[\[}}1, 512]] at 0x5000 : bf16)
      tonga.copy act ins(sb[0:128][[1, 512]] at 0x3000 : f32) outs(sb[0:128][[1, 512]] at 0x5000 : bf16)
      // CHECK-NEXT: tonga.memset act outs(sb[0:128]{{\[\[}}1, 512]] at 0x6000 : f32) constant 0.000000e+00 signal S[2] inc
      tonga.memset act outs(sb[0:128][[1, 512]] at 0x6000 : f32) constant 0.000000e+00 signal S[2] inc
      // CHECK-NEXT: tonga.halt act
      tonga.halt act
    }
    // CHECK: tonga.stream dve {
    tonga.stream dve {
      // CHECK-NEXT: tonga.tensor_tensor dve add ins(sb[0:128]{{\[\[}}1, 512]] at 0x1000 : bf16, sb[0:128]{{\[\[}}1, 512]] at 0x5000 : bf16) outs(sb[0:128]{{\[\[}}1, 512]] at 0x7000 : f32) wait S[2] ge 1
      tonga.tensor_tensor dve add ins(sb[0:128][[1, 512]] at 0x1000 : bf16, sb[0:128][[1, 512]] at 0x5000 : bf16) outs(sb[0:128][[1, 512]] at 0x7000 : f32) wait S[2] ge 1
      // CHECK-NEXT: tonga.tensor_scalar dve ins(sb[0:128]{{\[\[}}1, 512]] at 0x7000 : f32) outs(sb[0:128]{{\[\[}}1, 512]] at 0x7000 : f32) op0 subtract const0 1.000000e+00 reverse0 op1 max const1 0.000000e+00 reverse1
      tonga.tensor_scalar dve ins(sb[0:128][[1, 512]] at 0x7000 : f32) outs(sb[0:128][[1, 512]] at 0x7000 : f32) op0 subtract const0 1.000000e+00 reverse0 op1 max const1 0.000000e+00 reverse1
      // CHECK-NEXT: tonga.tensor_scalar dve ins(sb[0:128]{{\[\[}}1, 512]] at 0x7000 : f32, sb[0:128]{{\[\[}}1, 1]] at 0x2000 : f32, sb[0:128]{{\[\[}}1, 1]] at 0x2004 : f32) outs(sb[0:128]{{\[\[}}1, 512]] at 0x9000 : f32) op0 add op1 mult
      tonga.tensor_scalar dve ins(sb[0:128][[1, 512]] at 0x7000 : f32, sb[0:128][[1, 1]] at 0x2000 : f32, sb[0:128][[1, 1]] at 0x2004 : f32) outs(sb[0:128][[1, 512]] at 0x9000 : f32) op0 add op1 mult
      // CHECK-NEXT: tonga.scalar_tensor_tensor dve ins(sb[0:128]{{\[\[}}1, 512]] at 0x7000 : f32, sb[0:128]{{\[\[}}1, 1]] at 0x2000 : f32, sb[0:128]{{\[\[}}1, 512]] at 0x9000 : f32) outs(sb[0:128]{{\[\[}}1, 512]] at 0xb000 : f32) op0 mult reverse0 op1 add reverse1
      tonga.scalar_tensor_tensor dve ins(sb[0:128][[1, 512]] at 0x7000 : f32, sb[0:128][[1, 1]] at 0x2000 : f32, sb[0:128][[1, 512]] at 0x9000 : f32) outs(sb[0:128][[1, 512]] at 0xb000 : f32) op0 mult reverse0 op1 add reverse1
      // CHECK-NEXT: tonga.tensor_reduce dve max ins(sb[0:128]{{\[\[}}512, 4], [1, 512]] at 0x10000 : f32) outs(sb[0:128]{{\[\[}}1, 4]] at 0xd000 : f32) axis X negate
      tonga.tensor_reduce dve max ins(sb[0:128][[512, 4], [1, 512]] at 0x10000 : f32) outs(sb[0:128][[1, 4]] at 0xd000 : f32) axis X negate
      // CHECK-NEXT: tonga.tensor_reduce dve add ins(sb[0:128]{{\[\[}}1, 512]] at 0x7000 : f32) outs(sb[0:1]{{\[\[}}1, 512]] at 0xd100 : f32) axis C
      tonga.tensor_reduce dve add ins(sb[0:128][[1, 512]] at 0x7000 : f32) outs(sb[0:1][[1, 512]] at 0xd100 : f32) axis C
      // CHECK-NEXT: tonga.copy dve ins(psum[0:128]{{\[\[}}-1, 512]] at 0x7fc : f32) outs(sb[0:128]{{\[\[}}0, 512]] at 0xe000 : i32)
      tonga.copy dve ins(psum[0:128][[-1, 512]] at 0x7fc : f32) outs(sb[0:128][[0, 512]] at 0xe000 : i32)
      // CHECK-NEXT: tonga.transpose32 dve ins(sb[0:32]{{\[\[}}1, 16]] at 0xe000 : f32) outs(sb[32:16]{{\[\[}}1, 32]] at 0xe000 : f32)
      tonga.transpose32 dve ins(sb[0:32][[1, 16]] at 0xe000 : f32) outs(sb[32:16][[1, 32]] at 0xe000 : f32)
      // CHECK-NEXT: tonga.shuffle dve ins(sb[0:64]{{\[\[}}1, 8]] at 0xe100 : bf16) outs(sb[64:64]{{\[\[}}1, 8]] at 0xe100 : bf16) mask [31, 30, 29, 28, 27, 26, 25, 24, 23, 22, 21, 20, 19, 18, 17, 16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 255]
      tonga.shuffle dve ins(sb[0:64][[1, 8]] at 0xe100 : bf16) outs(sb[64:64][[1, 8]] at 0xe100 : bf16) mask [31, 30, 29, 28, 27, 26, 25, 24, 23, 22, 21, 20, 19, 18, 17, 16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 255]
      // CHECK-NEXT: tonga.select dve ins(sb[0:128]{{\[\[}}1, 64]] at 0xe200 : ui8, sb[0:128]{{\[\[}}1, 64]] at 0xe300 : f16, sb[0:128]{{\[\[}}1, 64]] at 0xe400 : f16) outs(sb[0:128]{{\[\[}}1, 64]] at 0xe500 : f16)
      tonga.select dve ins(sb[0:128][[1, 64]] at 0xe200 : ui8, sb[0:128][[1, 64]] at 0xe300 : f16, sb[0:128][[1, 64]] at 0xe400 : f16) outs(sb[0:128][[1, 64]] at 0xe500 : f16)
      // CHECK-NEXT: tonga.bn_stats dve ins(sb[0:128]{{\[\[}}1, 512]] at 0x7000 : f32) outs(sb[0:128]{{\[\[}}1, 6]] at 0xe600 : f32)
      tonga.bn_stats dve ins(sb[0:128][[1, 512]] at 0x7000 : f32) outs(sb[0:128][[1, 6]] at 0xe600 : f32)
      // CHECK-NEXT: tonga.bn_aggr dve ins(sb[0:128]{{\[\[}}1, 6]] at 0xe600 : f32) outs(sb[0:128]{{\[\[}}1, 2]] at 0xe700 : f32)
      tonga.bn_aggr dve ins(sb[0:128][[1, 6]] at 0xe600 : f32) outs(sb[0:128][[1, 2]] at 0xe700 : f32)
      // CHECK-NEXT: tonga.quantize_mx dve ins(sb[0:128]{{\[\[}}1, 64]] at 0xe800 : bf16) outs(sb[0:128]{{\[\[}}1, 64]] at 0xe900 : f8E5M2, sb[0:128]{{\[\[}}1, 2]] at 0xea00 : ui8)
      tonga.quantize_mx dve ins(sb[0:128][[1, 64]] at 0xe800 : bf16) outs(sb[0:128][[1, 64]] at 0xe900 : f8E5M2, sb[0:128][[1, 2]] at 0xea00 : ui8)
      // CHECK-NEXT: tonga.memset dve outs(sb[0:128]{{\[\[}}1, 16]] at 0xeb00 : i16) constant -3.000000e+00 signal S[3] write 7
      tonga.memset dve outs(sb[0:128][[1, 16]] at 0xeb00 : i16) constant -3.000000e+00 signal S[3] write 7
      // CHECK-NEXT: tonga.halt dve
      tonga.halt dve
    }
    // CHECK: tonga.stream pool {
    tonga.stream pool {
      // CHECK-NEXT: tonga.iota pool outs(sb[0:128]{{\[\[}}1, 64]] at 0xf000 : i32) pattern {{\[\[}}1, 64]] base -5 channel_multiplier 64
      tonga.iota pool outs(sb[0:128][[1, 64]] at 0xf000 : i32) pattern [[1, 64]] base -5 channel_multiplier 64
      // CHECK-NEXT: tonga.affine_select pool is_ge ins(sb[0:128]{{\[\[}}1, 64]] at 0xf000 : i32) outs(sb[0:128]{{\[\[}}1, 64]] at 0xf100 : f32) pattern {{\[\[}}-1, 64]] base 10 channel_multiplier 1 fill_value -1.000000e+04
      tonga.affine_select pool is_ge ins(sb[0:128][[1, 64]] at 0xf000 : i32) outs(sb[0:128][[1, 64]] at 0xf100 : f32) pattern [[-1, 64]] base 10 channel_multiplier 1 fill_value -1.000000e+04
      // CHECK-NEXT: tonga.tensor_tensor pool mult ins(sb[0:128]{{\[\[}}1, 64]] at 0xf100 : f32, sb[0:128]{{\[\[}}1, 64]] at 0xf100 : f32) outs(sb[0:128]{{\[\[}}1, 64]] at 0xf200 : f32) wait E[3] set signal E[4] clear
      tonga.tensor_tensor pool mult ins(sb[0:128][[1, 64]] at 0xf100 : f32, sb[0:128][[1, 64]] at 0xf100 : f32) outs(sb[0:128][[1, 64]] at 0xf200 : f32) wait E[3] set signal E[4] clear
      // CHECK-NEXT: tonga.halt pool
      tonga.halt pool
    }
    // CHECK: tonga.stream sp {
    tonga.stream sp {
      // CHECK-NEXT: tonga.reg_set sp r1 = 0
      tonga.reg_set sp r1 = 0
      // CHECK-NEXT: tonga.dma_trigger sp queue 15 first 4294967295 count 65535 signal S[0] inc
      tonga.dma_trigger sp queue 15 first 4294967295 count 65535 signal S[0] inc
      // CHECK-NEXT: tonga.nop sp wait S[255] eq 65535
      tonga.nop sp wait S[255] eq 65535
      // CHECK-NEXT: tonga.event_semaphore sp S[4] add 3
      tonga.event_semaphore sp S[4] add 3
      // CHECK-NEXT: tonga.event_semaphore sp S[4] sub 3
      tonga.event_semaphore sp S[4] sub 3
      // CHECK-NEXT: tonga.event_semaphore sp S[4] write 0
      tonga.event_semaphore sp S[4] write 0
      // CHECK-NEXT: tonga.event_semaphore sp S[5] dec
      tonga.event_semaphore sp S[5] dec
      // CHECK-NEXT: tonga.event_semaphore sp E[3] set
      tonga.event_semaphore sp E[3] set
      // CHECK-NEXT: tonga.event_semaphore sp E[4] clear wait E[4] set
      tonga.event_semaphore sp E[4] clear wait E[4] set
      // CHECK-NEXT: tonga.core_barrier sp id 7 cores [0, 1, 63]
      tonga.core_barrier sp id 7 cores [0, 1, 63]
      // CHECK-NEXT: tonga.reg_load sp r2 ins(sb[0:1]{{\[\[}}1, 1]] at 0xfff0 : i32)
      tonga.reg_load sp r2 ins(sb[0:1][[1, 1]] at 0xfff0 : i32)
      // CHECK-NEXT: tonga.reg_alu sp r3 = r2 mult 1200
      tonga.reg_alu sp r3 = r2 mult 1200
      // CHECK-NEXT: tonga.reg_alu sp r4 = r3 add r1
      tonga.reg_alu sp r4 = r3 add r1
      // CHECK-NEXT: tonga.branch_if sp r2 ge r4 to 4
      tonga.branch_if sp r2 ge r4 to 4
      // CHECK-NEXT: tonga.branch_if sp r1 ne -7 to 0
      tonga.branch_if sp r1 ne -7 to 0
      // CHECK-NEXT: tonga.iterate sp r1 step 1 lt 4 to -11
      tonga.iterate sp r1 step 1 lt 4 to -11
      // CHECK-NEXT: tonga.branch sp to 1
      tonga.branch sp to 1
      // CHECK-NEXT: tonga.halt sp
      tonga.halt sp
    }
  }
}
