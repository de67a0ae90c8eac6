// RUN: ncc-opt %s | ncc-opt | FileCheck %s
// RUN: ncc-opt %s -mlir-print-op-generic | ncc-opt | FileCheck %s

// Every bir op prints in its pretty form and reads back (docs/bir.md).

// CHECK-LABEL: module attributes {bir.target = "trn1"}
module attributes {bir.target = "trn1"} {
  // CHECK-LABEL: bir.func @main
  bir.func @main {
    // CHECK-NEXT: %a = bir.alloc "a" Input DRAM [1, 307200] index 0 : tensor<256x300xf32>
    // CHECK-NEXT: %idx = bir.alloc "idx" Input DRAM [1, 512] index 1 : tensor<128xi32>
    // CHECK-NEXT: %out = bir.alloc "out" Output DRAM [1, 307200] index 0 : tensor<256x300xf32>
    // CHECK-NEXT: %w = bir.alloc "w" Const DRAM [1, 16] = dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : tensor<4xf32>
    // CHECK-NEXT: %t0 = bir.alloc "t0" SB [128, 2048]
    // CHECK-NEXT: %t1 = bir.alloc "t1" SB [128, 2048]
    // CHECK-NEXT: %q = bir.alloc "q" SB [128, 512]
    // CHECK-NEXT: %ps = bir.alloc "ps" PSUM [128, 2048]
    // CHECK-NEXT: %scratch = bir.alloc "scratch" DRAM [1, 4096]
    %a = bir.alloc "a" Input DRAM [1, 307200] index 0 : tensor<256x300xf32>
    %idx = bir.alloc "idx" Input DRAM [1, 512] index 1 : tensor<128xi32>
    %out = bir.alloc "out" Output DRAM [1, 307200] index 0 : tensor<256x300xf32>
    %w = bir.alloc "w" Const DRAM [1, 16] = dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
    %t0 = bir.alloc "t0" SB [128, 2048]
    %t1 = bir.alloc "t1" SB [128, 2048]
    %q = bir.alloc "q" SB [128, 512]
    %ps = bir.alloc "ps" PSUM [128, 2048]
    %scratch = bir.alloc "scratch" Internal DRAM [1, 4096]

    // CHECK: bir.loop "i" = 0 to 2 step 1 {
    // CHECK-NEXT: ^bb0(%i: index):
    // CHECK-NEXT: bir.dma sp ins(%a{{\[\[}}300, 128], [1, 300]] + 38400 * %i : f32) outs(%t0[0:128]{{\[\[}}1, 300]] : f32)
    // CHECK-NEXT: bir.dma act ins(%t0[0:128]{{\[\[}}1, 300]] : f32) outs(%out{{\[\[}}300, 128], [1, 300]] + 38400 * %i : f32) queue "q1"
    // CHECK-NEXT: }
    bir.loop "i" = 0 to 2 step 1 {
    ^bb0(%i: index):
      bir.dma sp ins(%a[[300, 128], [1, 300]] + 38400 * %i : f32) outs(%t0[0:128][[1, 300]] : f32)
      bir.dma act ins(%t0[0:128][[1, 300]] : f32) outs(%out[[300, 128], [1, 300]] + 38400 * %i : f32) queue "q1"
    }
    // CHECK-NEXT: bir.dma sp ins(%a{{\[\[}}300, 32], [1, 32]] : f32) outs(%t1[0:32]{{\[\[}}1, 32]] : f32) transpose
    bir.dma sp ins(%a[[300, 32], [1, 32]] : f32) outs(%t1[0:32][[1, 32]] : f32) transpose
    // CHECK-NEXT: bir.dma sp ins(%a{{\[\[}}300, 200], [1, 300]] : f32, %idx{{\[\[}}1, 1], [1, 128]] : i32) outs(%t1[0:128]{{\[\[}}1, 300]] : f32) indirect
    bir.dma sp ins(%a[[300, 200], [1, 300]] : f32, %idx[[1, 1], [1, 128]] : i32) outs(%t1[0:128][[1, 300]] : f32) indirect
    // CHECK-NEXT: bir.matmult pe ins(%t0[0:128]{{\[\[}}1, 128]] : bf16, %t1[0:128]{{\[\[}}1, 512]] : bf16) outs(%ps[0:128]{{\[\[}}1, 512]] : f32) start_tensor_calc stop_tensor_calc
    bir.matmult pe ins(%t0[0:128][[1, 128]] : bf16, %t1[0:128][[1, 512]] : bf16) outs(%ps[0:128][[1, 512]] : f32) start_tensor_calc stop_tensor_calc
    // CHECK-NEXT: bir.matmult pe ins(%t0[0:64]{{\[\[}}1, 64]] : f32, %t1[0:64]{{\[\[}}1, 256]] : f32) outs(%ps[0:64]{{\[\[}}1, 256]] + 256 : f32)
    bir.matmult pe ins(%t0[0:64][[1, 64]] : f32, %t1[0:64][[1, 256]] : f32) outs(%ps[0:64][[1, 256]] + 256 : f32)
    // CHECK-NEXT: bir.transpose pe ins(%t0[0:128]{{\[\[}}1, 64]] : f32) outs(%ps[0:64]{{\[\[}}1, 128]] : f32)
    bir.transpose pe ins(%t0[0:128][[1, 64]] : f32) outs(%ps[0:64][[1, 128]] : f32)
    // CHECK-NEXT: bir.transpose dve ins(%t0[0:32]{{\[\[}}1, 32]] : bf16) outs(%t1[0:32]{{\[\[}}1, 32]] : bf16)
    bir.transpose dve ins(%t0[0:32][[1, 32]] : bf16) outs(%t1[0:32][[1, 32]] : bf16)
    // CHECK-NEXT: bir.activation act Exp ins(%t0[0:128]{{\[\[}}1, 300]] : f32) outs(%t1[0:128]{{\[\[}}1, 300]] : f32)
    bir.activation act Exp ins(%t0[0:128][[1, 300]] : f32) outs(%t1[0:128][[1, 300]] : f32) scale 1.0
    // CHECK-NEXT: bir.activation act Prelu ins(%t0[0:128]{{\[\[}}1, 300]] : f32, %q[0:128]{{\[\[}}1, 1]] : f32) outs(%t1[0:128]{{\[\[}}1, 300]] : bf16, %q[0:128]{{\[\[}}1, 1]] + 4 : f32) scale 5.000000e-01 alpha 0.00999999977 acc ZeroAccumulate
    bir.activation act Prelu ins(%t0[0:128][[1, 300]] : f32, %q[0:128][[1, 1]] : f32) outs(%t1[0:128][[1, 300]] : bf16, %q[0:128][[1, 1]] + 4 : f32) scale 0.5 alpha 0.01 acc ZeroAccumulate
    // CHECK-NEXT: bir.tensor_tensor dve add ins(%t0[0:128]{{\[\[}}1, 300]] : f32, %t1[0:128]{{\[\[}}1, 300]] : f32) outs(%t0[0:128]{{\[\[}}1, 300]] : f32)
    bir.tensor_tensor dve add ins(%t0[0:128][[1, 300]] : f32, %t1[0:128][[1, 300]] : f32) outs(%t0[0:128][[1, 300]] : f32)
    // CHECK-NEXT: bir.tensor_tensor pool mult ins(%t0[0:64]{{\[\[}}2, 16], [1, 2]] : bf16, %t1[64:64]{{\[\[}}0, 16], [1, 2]] : bf16) outs(%t1[0:64]{{\[\[}}1, 32]] : bf16)
    bir.tensor_tensor pool mult ins(%t0[0:64][[2, 16], [1, 2]] : bf16, %t1[64:64][[0, 16], [1, 2]] : bf16) outs(%t1[0:64][[1, 32]] : bf16)
    // CHECK-NEXT: bir.tensor_scalar dve ins(%t0[0:128]{{\[\[}}1, 300]] : f32) outs(%t1[0:128]{{\[\[}}1, 300]] : f32) op0 mult const0 2.000000e+00 op1 add const1 1.000000e+00
    bir.tensor_scalar dve ins(%t0[0:128][[1, 300]] : f32) outs(%t1[0:128][[1, 300]] : f32) op0 mult const0 2.0 op1 add const1 1.0
    // CHECK-NEXT: bir.tensor_scalar act ins(%t0[0:128]{{\[\[}}1, 300]] : f32) outs(%t1[0:128]{{\[\[}}1, 300]] : f32) op0 subtract const0 3.000000e+00 reverse0
    bir.tensor_scalar act ins(%t0[0:128][[1, 300]] : f32) outs(%t1[0:128][[1, 300]] : f32) op0 subtract const0 3.0 reverse0
    // CHECK-NEXT: bir.tensor_scalar pool ins(%t0[0:128]{{\[\[}}1, 300]] : f32, %q[0:128]{{\[\[}}1, 1]] : f32, %q[0:128]{{\[\[}}1, 1]] + 1 : f32) outs(%t1[0:128]{{\[\[}}1, 300]] : f32) op0 mult op1 max reverse1
    bir.tensor_scalar pool ins(%t0[0:128][[1, 300]] : f32, %q[0:128][[1, 1]] : f32, %q[0:128][[1, 1]] + 1 : f32) outs(%t1[0:128][[1, 300]] : f32) op0 mult op1 max reverse1
    // CHECK-NEXT: bir.scalar_tensor_tensor dve ins(%t0[0:128]{{\[\[}}1, 300]] : f32, %q[0:128]{{\[\[}}1, 1]] : f32, %t1[0:128]{{\[\[}}1, 300]] : f32) outs(%t0[0:128]{{\[\[}}1, 300]] : f32) op0 mult op1 add reverse1
    bir.scalar_tensor_tensor dve ins(%t0[0:128][[1, 300]] : f32, %q[0:128][[1, 1]] : f32, %t1[0:128][[1, 300]] : f32) outs(%t0[0:128][[1, 300]] : f32) op0 mult op1 add reverse1
    // CHECK-NEXT: bir.tensor_reduce dve max ins(%t0[0:128]{{\[\[}}30, 10], [1, 30]] : f32) outs(%q[0:128]{{\[\[}}1, 10]] : f32) axis X
    bir.tensor_reduce dve max ins(%t0[0:128][[30, 10], [1, 30]] : f32) outs(%q[0:128][[1, 10]] : f32) axis X
    // CHECK-NEXT: bir.tensor_reduce pool add ins(%t0[0:128]{{\[\[}}30, 10], [1, 30]] : f32) outs(%q[0:128]{{\[\[}}1, 1]] : f32) axis XY negate
    bir.tensor_reduce pool add ins(%t0[0:128][[30, 10], [1, 30]] : f32) outs(%q[0:128][[1, 1]] : f32) axis XY negate
    // CHECK-NEXT: bir.tensor_copy act ins(%ps[0:128]{{\[\[}}1, 512]] : f32) outs(%t0[0:128]{{\[\[}}1, 512]] : bf16)
    bir.tensor_copy act ins(%ps[0:128][[1, 512]] : f32) outs(%t0[0:128][[1, 512]] : bf16)
    // CHECK-NEXT: bir.iota pool outs(%t0[0:128]{{\[\[}}1, 128]] : i32) pattern {{\[\[}}1, 128]]
    bir.iota pool outs(%t0[0:128][[1, 128]] : i32) pattern [[1, 128]] base 0
    // CHECK-NEXT: bir.iota pool outs(%t0[0:128]{{\[\[}}1, 128]] : f32) pattern {{\[\[}}0, 2], [1, 64]] base 5 channel_multiplier 128
    bir.iota pool outs(%t0[0:128][[1, 128]] : f32) pattern [[0, 2], [1, 64]] base 5 channel_multiplier 128
    // CHECK-NEXT: bir.memset dve outs(%t0[0:128]{{\[\[}}1, 512]] : f32) constant 0.000000e+00
    bir.memset dve outs(%t0[0:128][[1, 512]] : f32) constant 0.0
    // CHECK-NEXT: bir.select dve ins(%q[0:128]{{\[\[}}1, 64]] : ui8, %t0[0:128]{{\[\[}}1, 64]] : f32, %t1[0:128]{{\[\[}}1, 64]] : f32) outs(%t0[0:128]{{\[\[}}1, 64]] : f32)
    bir.select dve ins(%q[0:128][[1, 64]] : ui8, %t0[0:128][[1, 64]] : f32, %t1[0:128][[1, 64]] : f32) outs(%t0[0:128][[1, 64]] : f32)
    // CHECK-NEXT: bir.affine_select pool is_ge ins(%t0[0:128]{{\[\[}}1, 128]] : f32) outs(%t1[0:128]{{\[\[}}1, 128]] : f32) pattern {{\[\[}}-1, 128]] channel_multiplier 1 fill_value -1.000000e+04
    bir.affine_select pool is_ge ins(%t0[0:128][[1, 128]] : f32) outs(%t1[0:128][[1, 128]] : f32) pattern [[-1, 128]] channel_multiplier 1 fill_value -1.0e4
    // CHECK-NEXT: bir.bn_stats dve ins(%t0[0:128]{{\[\[}}1, 512]] : f32) outs(%q[0:128]{{\[\[}}1, 6]] : f32)
    bir.bn_stats dve ins(%t0[0:128][[1, 512]] : f32) outs(%q[0:128][[1, 6]] : f32)
    // CHECK-NEXT: bir.bn_aggr dve ins(%q[0:128]{{\[\[}}1, 6]] : f32) outs(%q[0:128]{{\[\[}}1, 2]] + 8 : f32)
    bir.bn_aggr dve ins(%q[0:128][[1, 6]] : f32) outs(%q[0:128][[1, 2]] + 8 : f32)
    // CHECK-NEXT: bir.shuffle dve ins(%t0[0:32]{{\[\[}}1, 16]] : f32) outs(%t1[32:32]{{\[\[}}1, 16]] : f32) mask [31, 30, 29, 28, 27, 26, 25, 24, 23, 22, 21, 20, 19, 18, 17, 16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 255]
    bir.shuffle dve ins(%t0[0:32][[1, 16]] : f32) outs(%t1[32:32][[1, 16]] : f32) mask [31, 30, 29, 28, 27, 26, 25, 24, 23, 22, 21, 20, 19, 18, 17, 16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 255]
    // CHECK-NEXT: bir.quantize_mx dve ins(%t0[0:128]{{\[\[}}1, 64]] : bf16) outs(%t1[0:128]{{\[\[}}1, 64]] : f8E4M3FN, %q[0:128]{{\[\[}}1, 2]] : ui8)
    bir.quantize_mx dve ins(%t0[0:128][[1, 64]] : bf16) outs(%t1[0:128][[1, 64]] : f8E4M3FN, %q[0:128][[1, 2]] : ui8)
    // CHECK-NEXT: bir.dma sp ins(%w{{\[\[}}4, 1], [1, 4]] : f32) outs(%scratch{{\[\[}}4, 1], [1, 4]] + 4 : f32)
    bir.dma sp ins(%w[[4, 1], [1, 4]] : f32) outs(%scratch[[4, 1], [1, 4]] + 4 : f32)
    // CHECK-NEXT: bir.core_barrier sp id 0 cores [0, 1]
    bir.core_barrier sp id 0 cores [0, 1]
    // CHECK-NEXT: %r = bir.register_load sp ins(%idx{{\[\[}}1, 1], [1, 1]] : i32)
    %r = bir.register_load sp ins(%idx[[1, 1], [1, 1]] : i32)
    // CHECK-NEXT: %r_0 = bir.register_alu sp add %r, 1
    %r1 = bir.register_alu sp add %r, 1
    // CHECK-NEXT: %r_1 = bir.register_alu sp mult %r_0, %r
    %r2 = bir.register_alu sp mult %r1, %r
    // CHECK-NEXT: bir.dma sp ins(%a{{\[\[}}300, 1], [1, 300]] + 300 * %r_1 : f32) outs(%t0[0:1]{{\[\[}}1, 300]] : f32)
    bir.dma sp ins(%a[[300, 1], [1, 300]] + 300 * %r2 : f32) outs(%t0[0:1][[1, 300]] : f32)
    // CHECK-NEXT: bir.compare_and_branch sp IS_LT %r_1, 10, ^bb1, ^bb2
    bir.compare_and_branch sp IS_LT %r2, 10, ^bb1, ^bb2
  // CHECK-NEXT: ^bb1:
  ^bb1:
    // CHECK-NEXT: bir.compare_and_branch sp IS_NE %r, %r_0, ^bb2, ^bb3
    bir.compare_and_branch sp IS_NE %r, %r1, ^bb2, ^bb3
  // CHECK-NEXT: ^bb2:
  ^bb2:
    // CHECK-NEXT: bir.branch ^bb3
    bir.branch ^bb3
  // CHECK-NEXT: ^bb3:
  ^bb3:
    // CHECK-NEXT: bir.loop "j" = 0 to 4 step 2 {
    // CHECK-NEXT: ^bb0(%j: index):
    // CHECK-NEXT: bir.loop "k" = 1 to 3 step 1 {
    // CHECK-NEXT: ^bb0(%k: index):
    // CHECK-NEXT: bir.tensor_copy dve ins(%t0[0:128]{{\[\[}}1, 16]] + 2 + 16 * %j - %k : f32) outs(%t1[0:128]{{\[\[}}1, 16]] - 16 + 32 * %k : f32)
    bir.loop "j" = 0 to 4 step 2 {
    ^bb0(%j: index):
      bir.loop "k" = 1 to 3 step 1 {
      ^bb0(%k: index):
        bir.tensor_copy dve ins(%t0[0:128][[1, 16]] + 16 * %j - %k + 2 : f32) outs(%t1[0:128][[1, 16]] + 32 * %k - 16 : f32)
      }
    }
    // CHECK: bir.return
    bir.return
  }

  // CHECK-LABEL: bir.func @other target "trn2"
  bir.func @other target "trn2" {
    %t = bir.alloc "t" SB [128, 229376]
    // CHECK: bir.memset pool outs(%t[0:128]{{\[\[}}1, 57344]] : f32) constant 1.000000e+00
    bir.memset pool outs(%t[0:128][[1, 57344]] : f32) constant 1.0
    bir.return
  }
}
