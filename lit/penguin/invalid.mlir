// RUN: ncc-opt %s -split-input-file -verify-diagnostics

// Every check of the penguin verifier and type parser, one per split.

// expected-error @+1 {{a tile has a partition dimension and at least one free dimension, got [128]}}
func.func private @f(!penguin.tile<128xf32, sbuf>)

// -----

// expected-error @+1 {{element type must be one of f32, bf16, f16, tf32, f8E4M3FN, f8E5M2, i32, i16, i8, ui32, ui16, ui8, i1, got f64}}
func.func private @f(!penguin.hbm<4xf64>)

// -----

// expected-error @+1 {{expected sbuf or psum, got hbm}}
func.func private @f(!penguin.tile<128x4xf32, hbm>)

// -----

// expected-error @+1 {{unknown penguin type: buffer (expected hbm or tile)}}
func.func private @f(!penguin.buffer<4xf32>)

// -----

// expected-error @+1 {{expected static shape}}
func.func private @f(!penguin.hbm<?x4xf32>)

// -----

// expected-error @+1 {{unknown ALU op addd}}
func.func private @f() attributes {a = #penguin.alu<addd>}

// -----

// expected-error @+1 {{unknown activation function relux}}
func.func private @f() attributes {a = #penguin.act<relux>}

// -----

penguin.kernel @partitions(%a: !penguin.hbm<256x4xf32>) {
  // expected-error @+1 {{'penguin.load' op result #0 (!penguin.tile<256x4xf32, sbuf>) has 256 partitions; trn1 has 128}}
  %t = penguin.load %a[0, 0] : !penguin.hbm<256x4xf32> -> !penguin.tile<256x4xf32, sbuf>
  penguin.return
}

// -----

penguin.kernel @free_size() {
  // expected-error @+1 {{'penguin.zeros' op result #0 (!penguin.tile<1x70000xbf16, sbuf>) has a free size of 70000 elements; trn1 allows 65536 in sbuf}}
  %z = penguin.zeros : !penguin.tile<1x70000xbf16, sbuf>
  penguin.return
}

// -----

penguin.kernel @partition_bytes() {
  // expected-error @+1 {{'penguin.zeros' op result #0 (!penguin.tile<1x50000xf32, sbuf>) needs 200000 bytes per partition; a sbuf partition of trn1 has 196608}}
  %z = penguin.zeros : !penguin.tile<1x50000xf32, sbuf>
  penguin.return
}

// -----

// trn2's partitions hold 224 KiB: the tile trn1 rejects fits.
module attributes {penguin.target = "trn2"} {
  penguin.kernel @trn2_bytes() {
    %z = penguin.zeros : !penguin.tile<1x50000xf32, sbuf>
    penguin.return
  }
  penguin.kernel @kernel_target_wins() attributes {target = "trn1"} {
    // expected-error @+1 {{needs 200000 bytes per partition; a sbuf partition of trn1 has 196608}}
    %z = penguin.zeros : !penguin.tile<1x50000xf32, sbuf>
    penguin.return
  }
}

// -----

penguin.kernel @psum_free() {
  // expected-error @+1 {{'penguin.zeros' op result #0 (!penguin.tile<128x5000xf32, psum>) has a free size of 5000 elements; trn1 allows 4096 in psum}}
  %z = penguin.zeros : !penguin.tile<128x5000xf32, psum>
  penguin.return
}

// -----

penguin.kernel @psum_dtype() {
  // expected-error @+1 {{'penguin.zeros' op result #0 (!penguin.tile<128x512xbf16, psum>) is a psum tile of bf16; psum holds f32 or i32}}
  %z = penguin.zeros : !penguin.tile<128x512xbf16, psum>
  penguin.return
}

// -----

// expected-error @+1 {{'penguin.kernel' op unknown target "trn9" (known: inf2, trn1, trn2, trn3)}}
penguin.kernel @bad_target() attributes {target = "trn9"} {
  penguin.return
}

// -----

// expected-error @+1 {{'penguin.kernel' op argument #0 must be a penguin HBM buffer, got !penguin.tile<128x4xf32, sbuf>}}
penguin.kernel @tile_arg(%t: !penguin.tile<128x4xf32, sbuf>) {
  penguin.return
}

// -----

penguin.kernel @return_count(%a: !penguin.hbm<4xf32>) -> !penguin.hbm<4xf32> {
  // expected-error @+1 {{'penguin.return' op returns 0 values; kernel @return_count returns 1}}
  penguin.return
}

// -----

penguin.kernel @return_type(%a: !penguin.hbm<4xf32>) -> !penguin.hbm<8xf32> {
  // expected-error @+1 {{'penguin.return' op returns !penguin.hbm<4xf32> as result #0; kernel @return_type returns !penguin.hbm<8xf32>}}
  penguin.return %a : !penguin.hbm<4xf32>
}

// -----

penguin.kernel @alloc_value() {
  // expected-error @+1 {{'penguin.hbm_alloc' op value has type tensor<2x2xf32>; the buffer needs tensor<4x4xf32>}}
  %w = penguin.hbm_alloc {value = dense<1.0> : tensor<2x2xf32>} : !penguin.hbm<4x4xf32>
  penguin.return
}

// -----

penguin.kernel @yield_outside() {
  // expected-error @+1 {{'penguin.yield' op expects parent op to be one of 'penguin.for, penguin.while, penguin.if'}}
  penguin.yield
}

// -----

penguin.kernel @load_psum(%a: !penguin.hbm<128x4xf32>) {
  // expected-error @+1 {{'penguin.load' op loads into sbuf, not psum}}
  %t = penguin.load %a[0, 0] : !penguin.hbm<128x4xf32> -> !penguin.tile<128x4xf32, psum>
  penguin.return
}

// -----

penguin.kernel @load_convert(%a: !penguin.hbm<128x4xf32>) {
  // expected-error @+1 {{'penguin.load' op loads f32 elements into a tile of bf16; a DMA does not convert}}
  %t = penguin.load %a[0, 0] : !penguin.hbm<128x4xf32> -> !penguin.tile<128x4xbf16, sbuf>
  penguin.return
}

// -----

penguin.kernel @load_starts(%a: !penguin.hbm<128x4xf32>) {
  // expected-error @+1 {{'penguin.load' op has 1 starts; it needs 2, one per HBM dimension}}
  %t = penguin.load %a[0] : !penguin.hbm<128x4xf32> -> !penguin.tile<128x4xf32, sbuf>
  penguin.return
}

// -----

penguin.kernel @load_dims_count(%a: !penguin.hbm<128x4xf32>) {
  // expected-error @+1 {{'penguin.load' op dims has 1 entries; the tile has 2 dimensions}}
  %t = penguin.load %a[0, 0] dims [d0] : !penguin.hbm<128x4xf32> -> !penguin.tile<128x4xf32, sbuf>
  penguin.return
}

// -----

penguin.kernel @load_dims_rank(%a: !penguin.hbm<128x4xf32>) {
  // expected-error @+1 {{'penguin.load' op dims entry #1 walks d5; the HBM buffer has 2 dimensions}}
  %t = penguin.load %a[0, 0] dims [d0, d5] : !penguin.hbm<128x4xf32> -> !penguin.tile<128x4xf32, sbuf>
  penguin.return
}

// -----

penguin.kernel @load_needs_dims(%a: !penguin.hbm<512xf32>) {
  // expected-error @+1 {{'penguin.load' op needs dims: the tile has 2 dimensions and the HBM buffer 1, so which HBM dimension each tile dimension walks must be said}}
  %t = penguin.load %a[0] : !penguin.hbm<512xf32> -> !penguin.tile<128x4xf32, sbuf>
  penguin.return
}

// -----

penguin.kernel @load_bounds(%a: !penguin.hbm<256x4xf32>) {
  // expected-error @+1 {{'penguin.load' op reads HBM dimension 0 at indices 200 to 327; its size is 256}}
  %t = penguin.load %a[200, 0] : !penguin.hbm<256x4xf32> -> !penguin.tile<128x4xf32, sbuf>
  penguin.return
}

// -----

penguin.kernel @load_bounds_strided(%a: !penguin.hbm<1000xf32>) {
  // expected-error @+1 {{'penguin.load' op reads HBM dimension 0 at indices 0 to 1023; its size is 1000}}
  %t = penguin.load %a[0] dims [d0 * 8, d0] : !penguin.hbm<1000xf32> -> !penguin.tile<128x8xf32, sbuf>
  penguin.return
}

// -----

penguin.kernel @load_bounds_dynamic(%a: !penguin.hbm<4x100xf32>) {
  penguin.for %i = 0 to 4 parallel {
    // expected-error @+1 {{'penguin.load' op reads 200 indices of HBM dimension 1, whose size is 100}}
    %t = penguin.load %a[0, %i] : !penguin.hbm<4x100xf32> -> !penguin.tile<4x200xf32, sbuf>
  }
  penguin.return
}

// -----

penguin.kernel @load_reversed_below_zero(%a: !penguin.hbm<4x100xf32>) {
  // A negative stride walks down from the start: 0 to -99 here.
  // expected-error @+1 {{'penguin.load' op reads HBM dimension 1 at indices 0 down to -99; its indices start at 0}}
  %t = penguin.load %a[0, 0] dims [d0, d1 * -1] : !penguin.hbm<4x100xf32> -> !penguin.tile<4x100xf32, sbuf>
  penguin.return
}

// -----

penguin.kernel @load_reversed_dynamic(%a: !penguin.hbm<4x100xf32>) {
  penguin.for %i = 0 to 4 parallel {
    // expected-error @+1 {{'penguin.load' op reads 101 indices of HBM dimension 1, whose size is 100}}
    %t = penguin.load %a[0, %i] dims [d0, d1 * -2] : !penguin.hbm<4x100xf32> -> !penguin.tile<4x51xf32, sbuf>
  }
  penguin.return
}

// -----

penguin.kernel @load_stride_zero(%a: !penguin.hbm<4x100xf32>) {
  // expected-error @+1 {{a stride must not be 0 (a repeated dimension is bcast)}}
  %t = penguin.load %a[0, 0] dims [d0 * 0, d1] : !penguin.hbm<4x100xf32> -> !penguin.tile<4x100xf32, sbuf>
  penguin.return
}

// -----

penguin.kernel @load_dims_syntax(%a: !penguin.hbm<4x100xf32>) {
  // expected-error @+1 {{expected an HBM dimension (d0, d1, ...) or bcast, got x1}}
  %t = penguin.load %a[0, 0] dims [d0, x1] : !penguin.hbm<4x100xf32> -> !penguin.tile<4x100xf32, sbuf>
  penguin.return
}

// -----

penguin.kernel @store_broadcast(%a: !penguin.hbm<1x100xf32>) {
  %t = penguin.zeros : !penguin.tile<4x100xf32, sbuf>
  // expected-error @+1 {{'penguin.store' op cannot broadcast: tile dimension 0 (size 4) walks no HBM dimension}}
  penguin.store %t, %a[0, 0] dims [bcast, d1] : !penguin.tile<4x100xf32, sbuf>, !penguin.hbm<1x100xf32>
  penguin.return
}

// -----

penguin.kernel @store_bounds(%a: !penguin.hbm<4x100xf32>) {
  %t = penguin.zeros : !penguin.tile<4x100xf32, sbuf>
  // expected-error @+1 {{'penguin.store' op writes HBM dimension 1 at indices 1 to 100; its size is 100}}
  penguin.store %t, %a[0, 1] : !penguin.tile<4x100xf32, sbuf>, !penguin.hbm<4x100xf32>
  penguin.return
}

// -----

penguin.kernel @store_psum(%a: !penguin.hbm<4x100xf32>) {
  %t = penguin.zeros : !penguin.tile<4x100xf32, psum>
  // expected-error @+1 {{'penguin.store' op stores from sbuf, not psum}}
  penguin.store %t, %a[0, 0] : !penguin.tile<4x100xf32, psum>, !penguin.hbm<4x100xf32>
  penguin.return
}

// -----

penguin.kernel @gather_index_type(%t: !penguin.hbm<1000x64xf32>) {
  %ids = penguin.zeros : !penguin.tile<128x1xf32, sbuf>
  // expected-error @+1 {{'penguin.load_indirect' op indices must be an i32 or ui32 [P, 1] sbuf tile, got !penguin.tile<128x1xf32, sbuf>}}
  %g = penguin.load_indirect %t[%ids, 0] : !penguin.hbm<1000x64xf32>, !penguin.tile<128x1xf32, sbuf> -> !penguin.tile<128x64xf32, sbuf>
  penguin.return
}

// -----

penguin.kernel @gather_partitions(%t: !penguin.hbm<1000x64xf32>) {
  %ids = penguin.zeros : !penguin.tile<64x1xi32, sbuf>
  // expected-error @+1 {{'penguin.load_indirect' op gathers 64 rows into a tile of 128 partitions}}
  %g = penguin.load_indirect %t[%ids, 0] : !penguin.hbm<1000x64xf32>, !penguin.tile<64x1xi32, sbuf> -> !penguin.tile<128x64xf32, sbuf>
  penguin.return
}

// -----

penguin.kernel @gather_bounds(%t: !penguin.hbm<1000x64xf32>) {
  %ids = penguin.zeros : !penguin.tile<128x1xi32, sbuf>
  // expected-error @+1 {{'penguin.load_indirect' op reads HBM dimension 1 at indices 32 to 95; its size is 64}}
  %g = penguin.load_indirect %t[%ids, 32] : !penguin.hbm<1000x64xf32>, !penguin.tile<128x1xi32, sbuf> -> !penguin.tile<128x64xf32, sbuf>
  penguin.return
}

// -----

penguin.kernel @gather_rank(%t: !penguin.hbm<1000x64xf32>) {
  %ids = penguin.zeros : !penguin.tile<128x1xi32, sbuf>
  // expected-error @+1 {{'penguin.load_indirect' op the tile has 3 dimensions; gathering from a buffer of rank 2 gives 2}}
  %g = penguin.load_indirect %t[%ids, 0] : !penguin.hbm<1000x64xf32>, !penguin.tile<128x1xi32, sbuf> -> !penguin.tile<128x8x8xf32, sbuf>
  penguin.return
}

// -----

penguin.kernel @matmul_k() {
  %s = penguin.zeros : !penguin.tile<64x128xbf16, sbuf>
  %m = penguin.zeros : !penguin.tile<32x512xbf16, sbuf>
  // expected-error @+1 {{'penguin.matmul' op contracts 64 partitions of the stationary operand with 32 of the moving one}}
  %p = penguin.matmul %s, %m : !penguin.tile<64x128xbf16, sbuf>, !penguin.tile<32x512xbf16, sbuf> -> !penguin.tile<128x512xf32, psum>
  penguin.return
}

// -----

penguin.kernel @matmul_m() {
  %s = penguin.zeros : !penguin.tile<64x200xbf16, sbuf>
  %m = penguin.zeros : !penguin.tile<64x512xbf16, sbuf>
  // expected-error @+1 {{'penguin.matmul' op result #0 (!penguin.tile<200x512xf32, psum>) has 200 partitions; trn1 has 128}}
  %p = penguin.matmul %s, %m : !penguin.tile<64x200xbf16, sbuf>, !penguin.tile<64x512xbf16, sbuf> -> !penguin.tile<200x512xf32, psum>
  penguin.return
}

// -----

penguin.kernel @matmul_n() {
  %s = penguin.zeros : !penguin.tile<64x128xbf16, sbuf>
  %m = penguin.zeros : !penguin.tile<64x600xbf16, sbuf>
  // expected-error @+1 {{'penguin.matmul' op has a moving free size N = 600; trn1's TensorE takes at most 512}}
  %p = penguin.matmul %s, %m : !penguin.tile<64x128xbf16, sbuf>, !penguin.tile<64x600xbf16, sbuf> -> !penguin.tile<128x600xf32, psum>
  penguin.return
}

// -----

penguin.kernel @matmul_result() {
  %s = penguin.zeros : !penguin.tile<64x128xbf16, sbuf>
  %m = penguin.zeros : !penguin.tile<64x512xbf16, sbuf>
  // expected-error @+1 {{'penguin.matmul' op result must be !penguin.tile<128x512xf32, psum>, got !penguin.tile<128x512xf32, sbuf>}}
  %p = penguin.matmul %s, %m : !penguin.tile<64x128xbf16, sbuf>, !penguin.tile<64x512xbf16, sbuf> -> !penguin.tile<128x512xf32, sbuf>
  penguin.return
}

// -----

penguin.kernel @matmul_psum_operand() {
  %s = penguin.zeros : !penguin.tile<64x128xf32, psum>
  %m = penguin.zeros : !penguin.tile<64x512xbf16, sbuf>
  // expected-error @+1 {{'penguin.matmul' op the stationary operand must be a 2-D sbuf tile, got !penguin.tile<64x128xf32, psum>}}
  %p = penguin.matmul %s, %m : !penguin.tile<64x128xf32, psum>, !penguin.tile<64x512xbf16, sbuf> -> !penguin.tile<128x512xf32, psum>
  penguin.return
}

// -----

penguin.kernel @matmul_int() {
  %s = penguin.zeros : !penguin.tile<64x128xi8, sbuf>
  %m = penguin.zeros : !penguin.tile<64x512xbf16, sbuf>
  // expected-error @+1 {{'penguin.matmul' op TensorE does not read i8 (!penguin.tile<64x128xi8, sbuf>)}}
  %p = penguin.matmul %s, %m : !penguin.tile<64x128xi8, sbuf>, !penguin.tile<64x512xbf16, sbuf> -> !penguin.tile<128x512xf32, psum>
  penguin.return
}

// -----

penguin.kernel @matmul_acc() {
  %s = penguin.zeros : !penguin.tile<64x128xbf16, sbuf>
  %m = penguin.zeros : !penguin.tile<64x512xbf16, sbuf>
  %acc = penguin.zeros : !penguin.tile<128x256xf32, psum>
  // expected-error @+1 {{'penguin.matmul' op failed to verify that all of {acc, result} have same type}}
  %p = "penguin.matmul"(%s, %m, %acc) : (!penguin.tile<64x128xbf16, sbuf>, !penguin.tile<64x512xbf16, sbuf>, !penguin.tile<128x256xf32, psum>) -> !penguin.tile<128x512xf32, psum>
  penguin.return
}

// -----

penguin.kernel @transpose_shape() {
  %x = penguin.zeros : !penguin.tile<64x128xf32, sbuf>
  // expected-error @+1 {{'penguin.transpose' op transposes a 2-D tile [A, B] into [B, A]; got !penguin.tile<64x128xf32, sbuf> -> !penguin.tile<64x128xf32, psum>}}
  %t = penguin.transpose %x : !penguin.tile<64x128xf32, sbuf> -> !penguin.tile<64x128xf32, psum>
  penguin.return
}

// -----

penguin.kernel @transpose_sbuf_type() {
  %x = penguin.zeros : !penguin.tile<64x128xbf16, sbuf>
  // expected-error @+1 {{'penguin.transpose' op into sbuf keeps the element type: bf16, not f32}}
  %t = penguin.transpose %x : !penguin.tile<64x128xbf16, sbuf> -> !penguin.tile<128x64xf32, sbuf>
  penguin.return
}

// -----

!t = !penguin.tile<128x64xf32, sbuf>
penguin.kernel @ewise_count() {
  %x = penguin.zeros : !t
  // expected-error @+1 {{'penguin.ewise' op add takes 2 inputs, got 1}}
  %y = penguin.ewise add %x : (!t) -> !t
  penguin.return
}

// -----

!t = !penguin.tile<128x64xf32, sbuf>
penguin.kernel @ewise_chain_count() {
  %x = penguin.zeros : !t
  // expected-error @+1 {{'penguin.ewise' op mult then add takes 3 inputs, got 2}}
  %y = penguin.ewise mult then add %x, 2.0 : (!t) -> !t
  penguin.return
}

// -----

!t = !penguin.tile<128x64xf32, sbuf>
penguin.kernel @ewise_shape() {
  %x = penguin.zeros : !t
  %z = penguin.zeros : !penguin.tile<128x32xf32, sbuf>
  // expected-error @+1 {{'penguin.ewise' op tile operand #1 (!penguin.tile<128x32xf32, sbuf>) is neither of the result's shape [128, 64] nor a [128, 1] column}}
  %y = penguin.ewise add %x, %z : (!t, !penguin.tile<128x32xf32, sbuf>) -> !t
  penguin.return
}

// -----

!t = !penguin.tile<128x64xf32, sbuf>
penguin.kernel @ewise_bitwise() {
  %x = penguin.zeros : !t
  // expected-error @+1 {{'penguin.ewise' op bitwise_and works on integers; tile operand #0 is !penguin.tile<128x64xf32, sbuf>}}
  %y = penguin.ewise bitwise_and %x, 3 : (!t) -> !t
  penguin.return
}

// -----

!t = !penguin.tile<128x64xf32, sbuf>
penguin.kernel @ewise_no_tile() {
  // expected-error @+1 {{'penguin.ewise' op needs at least one tile input}}
  %y = penguin.ewise add 1.0, 2.0 : () -> !t
  penguin.return
}

// -----

!t = !penguin.tile<128x64xf32, sbuf>
penguin.kernel @ewise_imm_type() {
  %x = penguin.zeros : !t
  // expected-error @+1 {{'penguin.ewise' op input #1: add reads an immediate of type f32, got 2 : i32}}
  %y = "penguin.ewise"(%x) <{op = #penguin.alu<add>, scalars = [unit, 2 : i32]}> : (!t) -> !t
  penguin.return
}

// -----

!t = !penguin.tile<128x64xf32, sbuf>
penguin.kernel @ewise_alu_keyword() {
  %x = penguin.zeros : !t
  // expected-error @+1 {{unknown ALU op multiply}}
  %y = penguin.ewise multiply %x, 2.0 : (!t) -> !t
  penguin.return
}

// -----

!t = !penguin.tile<128x64xf32, sbuf>
penguin.kernel @act_shape() {
  %x = penguin.zeros : !t
  // expected-error @+1 {{'penguin.activation' op maps [128, 64] to [128, 32]; the shapes must match}}
  %y = penguin.activation exp %x : !t -> !penguin.tile<128x32xf32, sbuf>
  penguin.return
}

// -----

!t = !penguin.tile<128x64xf32, sbuf>
penguin.kernel @act_bias() {
  %x = penguin.zeros : !t
  // expected-error @+1 {{'penguin.activation' op bias must be a [128, 1] column, got !penguin.tile<128x64xf32, sbuf>}}
  %y = penguin.activation exp %x bias %x : !t, !t -> !t
  penguin.return
}

// -----

!t = !penguin.tile<128x64xf32, sbuf>
penguin.kernel @act_two_biases() {
  %x = penguin.zeros : !t
  %b = penguin.zeros : !penguin.tile<128x1xf32, sbuf>
  // expected-error @+1 {{'penguin.activation' op has both a bias tile and a bias value}}
  %y = "penguin.activation"(%x, %b) <{func = #penguin.act<exp>, bias_value = 1.0 : f32}> : (!t, !penguin.tile<128x1xf32, sbuf>) -> !t
  penguin.return
}

// -----

!t = !penguin.tile<128x64xf32, sbuf>
penguin.kernel @act_prelu() {
  %x = penguin.zeros : !t
  // expected-error @+1 {{'penguin.activation' op prelu needs alpha, its slope below zero}}
  %y = penguin.activation prelu %x : !t -> !t
  penguin.return
}

// -----

!t = !penguin.tile<128x64xf32, sbuf>
penguin.kernel @act_alpha() {
  %x = penguin.zeros : !t
  // expected-error @+1 {{'penguin.activation' op alpha is prelu's; exp takes none}}
  %y = penguin.activation exp %x alpha 0.5 : !t -> !t
  penguin.return
}

// -----

!t = !penguin.tile<128x64xf32, sbuf>
penguin.kernel @act_reduce() {
  %x = penguin.zeros : !t
  // expected-error @+1 {{'penguin.activation' op the reduce result must be a float [128, 1] tile, got !penguin.tile<128x2xf32, sbuf>}}
  %y, %s = penguin.activation exp %x : !t -> !t, !penguin.tile<128x2xf32, sbuf>
  penguin.return
}

// -----

!t = !penguin.tile<128x64xf32, sbuf>
penguin.kernel @reduce_op() {
  %x = penguin.zeros : !t
  // expected-error @+1 {{'penguin.reduce' op attribute 'op' failed to satisfy constraint: ALU op attribute (add, mult, max, min or a bitwise or logical and/or/xor)}}
  %y = penguin.reduce subtract %x : !t -> !penguin.tile<128x1xf32, sbuf>
  penguin.return
}

// -----

!t = !penguin.tile<128x64xf32, sbuf>
penguin.kernel @reduce_shape() {
  %x = penguin.zeros : !t
  // expected-error @+1 {{'penguin.reduce' op reduces !penguin.tile<128x64xf32, sbuf> to a [128, 1] column, not [128, 2]}}
  %y = penguin.reduce add %x : !t -> !penguin.tile<128x2xf32, sbuf>
  penguin.return
}

// -----

penguin.kernel @broadcast_shape() {
  %x = penguin.zeros : !penguin.tile<2x64xf32, sbuf>
  // expected-error @+1 {{'penguin.broadcast' op broadcasts [1, F] to [P, F] or [P, 1] to [P, F]; got [2, 64] -> [128, 64]}}
  %y = penguin.broadcast %x : !penguin.tile<2x64xf32, sbuf> -> !penguin.tile<128x64xf32, sbuf>
  penguin.return
}

// -----

penguin.kernel @iota_coeffs() {
  // expected-error @+1 {{'penguin.iota' op has 1 coefficients; the tile has 2 dimensions}}
  %i = penguin.iota [1] : !penguin.tile<128x64xi32, sbuf>
  penguin.return
}

// -----

!t = !penguin.tile<128x64xf32, sbuf>
penguin.kernel @select_pred() {
  %x = penguin.zeros : !t
  %p = penguin.zeros : !penguin.tile<128x1xi1, sbuf>
  // expected-error @+1 {{'penguin.select' op the predicate [128, 1] has another shape than the result [128, 64]}}
  %y = penguin.select %p, %x, %x : !penguin.tile<128x1xi1, sbuf>, !t
  penguin.return
}

// -----

penguin.kernel @copy_shape() {
  %x = penguin.zeros : !penguin.tile<128x64xf32, psum>
  // expected-error @+1 {{'penguin.copy' op copies [128, 64] into [64, 128]; the shapes must match}}
  %y = penguin.copy %x : !penguin.tile<128x64xf32, psum> -> !penguin.tile<64x128xf32, sbuf>
  penguin.return
}

// -----

penguin.kernel @constant_fraction() {
  // expected-error @+1 {{1.5 is not a value of i32}}
  %c = penguin.constant 1.5 : !penguin.tile<1x1xi32, sbuf>
  penguin.return
}

// -----

penguin.kernel @constant_range() {
  // expected-error @+1 {{300 is not a value of ui8}}
  %c = penguin.constant 300 : !penguin.tile<1x1xui8, sbuf>
  penguin.return
}

// -----

penguin.kernel @constant_attr_type() {
  // expected-error @+1 {{'penguin.constant' op value must be an i64 attribute for a tile of i32, got 3 : i32}}
  %c = "penguin.constant"() <{value = 3 : i32}> : () -> !penguin.tile<1x1xi32, sbuf>
  penguin.return
}

// -----

penguin.kernel @extract_float() {
  %t = penguin.zeros : !penguin.tile<1x4xf32, sbuf>
  // expected-error @+1 {{'penguin.extract_scalar' op reads an index from an integer tile, not !penguin.tile<1x4xf32, sbuf>}}
  %v = penguin.extract_scalar %t[0, 0] : !penguin.tile<1x4xf32, sbuf>
  penguin.return
}

// -----

penguin.kernel @extract_position() {
  %t = penguin.zeros : !penguin.tile<1x4xi32, sbuf>
  // expected-error @+1 {{'penguin.extract_scalar' op position [0, 4] is outside the tile's shape [1, 4]}}
  %v = penguin.extract_scalar %t[0, 4] : !penguin.tile<1x4xi32, sbuf>
  penguin.return
}

// -----

penguin.kernel @extract_rank() {
  %t = penguin.zeros : !penguin.tile<1x4xi32, sbuf>
  // expected-error @+1 {{'penguin.extract_scalar' op position has 1 entries; the tile has 2 dimensions}}
  %v = penguin.extract_scalar %t[0] : !penguin.tile<1x4xi32, sbuf>
  penguin.return
}

// -----

penguin.kernel @for_step() {
  // expected-error @+1 {{'penguin.for' op step must be positive, got 0}}
  penguin.for %i = 0 to 4 step 0 parallel {
  }
  penguin.return
}

// -----

penguin.kernel @for_kind() {
  // expected-error @+1 {{expected parallel or sequential}}
  penguin.for %i = 0 to 4 {
  }
  penguin.return
}

// -----

penguin.kernel @for_yield() {
  %z = penguin.zeros : !penguin.tile<128x512xf32, psum>
  %r = penguin.for %i = 0 to 4 sequential iter_args(%a = %z) -> !penguin.tile<128x512xf32, psum> {
    %x = penguin.zeros : !penguin.tile<128x512xf32, sbuf>
    // expected-error @+1 {{'penguin.yield' op yields !penguin.tile<128x512xf32, sbuf> as value #0; penguin.for needs !penguin.tile<128x512xf32, psum>}}
    penguin.yield %x : !penguin.tile<128x512xf32, sbuf>
  }
  penguin.return
}

// -----

penguin.kernel @for_iter_types() {
  %z = penguin.zeros : !penguin.tile<128x512xf32, psum>
  // expected-error @+1 {{expected 1 types for the iter_args, got 2}}
  %r = penguin.for %i = 0 to 4 sequential iter_args(%a = %z) -> (!penguin.tile<128x512xf32, psum>, index) {
    penguin.yield %a : !penguin.tile<128x512xf32, psum>
  }
  penguin.return
}

// -----

penguin.kernel @for_carries_hbm(%h: !penguin.hbm<4xf32>) {
  // expected-error @+1 {{'penguin.for' op operand #0 must be variadic of penguin tile or index, but got '!penguin.hbm<4xf32>'}}
  %r = penguin.for %i = 0 to 4 sequential iter_args(%a = %h) -> !penguin.hbm<4xf32> {
    penguin.yield %a : !penguin.hbm<4xf32>
  }
  penguin.return
}

// -----

!c = !penguin.tile<1x1xi1, sbuf>
penguin.kernel @while_cond() {
  %z = penguin.zeros : !penguin.tile<1x1xi32, sbuf>
  %r = penguin.while (%a = %z) : !penguin.tile<1x1xi32, sbuf> cond {
    // expected-error @+1 {{'penguin.yield' op yields !penguin.tile<1x1xi32, sbuf> as value #0; penguin.while cond needs !penguin.tile<1x1xi1, sbuf>}}
    penguin.yield %a : !penguin.tile<1x1xi32, sbuf>
  } do {
    penguin.yield %a : !penguin.tile<1x1xi32, sbuf>
  }
  penguin.return
}

// -----

penguin.kernel @while_body() {
  %z = penguin.zeros : !penguin.tile<1x1xi32, sbuf>
  %c = penguin.zeros : !penguin.tile<1x1xi1, sbuf>
  %r = penguin.while (%a = %z) : !penguin.tile<1x1xi32, sbuf> cond {
    penguin.yield %c : !penguin.tile<1x1xi1, sbuf>
  } do {
    // expected-error @+1 {{'penguin.yield' op yields 0 values; penguin.while do needs 1}}
    penguin.yield
  }
  penguin.return
}

// -----

penguin.kernel @if_else() {
  %c = penguin.zeros : !penguin.tile<1x1xi1, sbuf>
  %z = penguin.zeros : !penguin.tile<1x1xi32, sbuf>
  // expected-error @+1 {{'penguin.if' op has results, so it needs an else region}}
  %r = penguin.if %c -> (!penguin.tile<1x1xi32, sbuf>) {
    penguin.yield %z : !penguin.tile<1x1xi32, sbuf>
  }
  penguin.return
}

// -----

penguin.kernel @if_cond() {
  %c = penguin.zeros : !penguin.tile<1x1xi32, sbuf>
  // expected-error @+1 {{'penguin.if' op operand #0 must be !penguin.tile<1x1xi1, sbuf>, but got '!penguin.tile<1x1xi32, sbuf>'}}
  "penguin.if"(%c) ({
    "penguin.yield"() : () -> ()
  }, {
  }) : (!penguin.tile<1x1xi32, sbuf>) -> ()
  penguin.return
}

// -----

penguin.kernel @view_count(%a: !penguin.hbm<4x8xf32>) {
  // expected-error @+1 {{'penguin.view' op views !penguin.hbm<4x8xf32> as !penguin.hbm<4x4xf32>; a view keeps the element type and count}}
  %v = penguin.view %a : !penguin.hbm<4x8xf32> -> !penguin.hbm<4x4xf32>
  penguin.return
}
