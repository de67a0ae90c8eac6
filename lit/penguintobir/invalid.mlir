// RUN: ncc-opt %s -split-input-file -verify-diagnostics --convert-penguin-to-bir

// What convert-penguin-to-bir cannot lower is an error at the op, one
// case per split.

penguin.kernel @while_in_for() {
  %k = penguin.constant 0 : !penguin.tile<1x1xi32, sbuf>
  penguin.for %i = 0 to 2 sequential {
    // expected-error @+1 {{'penguin.while' op inside penguin.for is not supported yet: bir branches only between the blocks of a function, and a bir.loop body is one block}}
    %w = penguin.while (%c = %k) : !penguin.tile<1x1xi32, sbuf> cond {
      %lt = penguin.ewise is_lt %c, 1.0e+01 : (!penguin.tile<1x1xi32, sbuf>) -> !penguin.tile<1x1xi1, sbuf>
      penguin.yield %lt : !penguin.tile<1x1xi1, sbuf>
    } do {
      penguin.yield %c : !penguin.tile<1x1xi32, sbuf>
    }
  }
  penguin.return
}

// -----

penguin.kernel @if_in_for() {
  %k = penguin.constant 1 : !penguin.tile<1x1xi1, sbuf>
  penguin.for %i = 0 to 2 sequential {
    // expected-error @+1 {{'penguin.if' op inside penguin.for is not supported yet}}
    penguin.if %k {
    }
  }
  penguin.return
}

// -----

penguin.kernel @index_carried() {
  %c0 = arith.constant 0 : index
  // expected-error @+1 {{'penguin.for' op carries index value #0, which is not its previous value plus a constant: not supported yet}}
  %r = penguin.for %i = 0 to 4 sequential iter_args(%q = %c0) -> index {
    %q1 = arith.addi %q, %i : index
    penguin.yield %q1 : index
  }
  penguin.return
}

// -----

penguin.kernel @while_index() {
  %c0 = arith.constant 0 : index
  %k = penguin.constant 1 : !penguin.tile<1x1xi1, sbuf>
  // expected-error @+1 {{'penguin.while' op carries an index value: not supported yet}}
  %r = penguin.while (%q = %c0) : index cond {
    penguin.yield %k : !penguin.tile<1x1xi1, sbuf>
  } do {
    penguin.yield %q : index
  }
  penguin.return
}

// -----

// Nine PSUM tiles of one bank each are live at once; trn1 has eight banks.
penguin.kernel @psum_full() -> !penguin.hbm<128x512xf32> {
  %out = penguin.hbm_alloc : !penguin.hbm<128x512xf32>
  %p0 = penguin.zeros : !penguin.tile<128x512xf32, psum>
  %p1 = penguin.zeros : !penguin.tile<128x512xf32, psum>
  %p2 = penguin.zeros : !penguin.tile<128x512xf32, psum>
  %p3 = penguin.zeros : !penguin.tile<128x512xf32, psum>
  %p4 = penguin.zeros : !penguin.tile<128x512xf32, psum>
  %p5 = penguin.zeros : !penguin.tile<128x512xf32, psum>
  %p6 = penguin.zeros : !penguin.tile<128x512xf32, psum>
  %p7 = penguin.zeros : !penguin.tile<128x512xf32, psum>
  // expected-error @+1 {{'penguin.zeros' op cannot place its result !penguin.tile<128x512xf32, psum> in psum: 18432 bytes per partition are live here and trn1 has 16384 per partition}}
  %p8 = penguin.zeros : !penguin.tile<128x512xf32, psum>
  %s1 = penguin.ewise add %p0, %p1 : (!penguin.tile<128x512xf32, psum>, !penguin.tile<128x512xf32, psum>) -> !penguin.tile<128x512xf32, sbuf>
  %s2 = penguin.ewise add then add %p2, %p3, %s1 : (!penguin.tile<128x512xf32, psum>, !penguin.tile<128x512xf32, psum>, !penguin.tile<128x512xf32, sbuf>) -> !penguin.tile<128x512xf32, sbuf>
  %s3 = penguin.ewise add then add %p4, %p5, %s2 : (!penguin.tile<128x512xf32, psum>, !penguin.tile<128x512xf32, psum>, !penguin.tile<128x512xf32, sbuf>) -> !penguin.tile<128x512xf32, sbuf>
  %s4 = penguin.ewise add then add %p6, %p7, %s3 : (!penguin.tile<128x512xf32, psum>, !penguin.tile<128x512xf32, psum>, !penguin.tile<128x512xf32, sbuf>) -> !penguin.tile<128x512xf32, sbuf>
  %s5 = penguin.ewise add %p8, %s4 : (!penguin.tile<128x512xf32, psum>, !penguin.tile<128x512xf32, sbuf>) -> !penguin.tile<128x512xf32, sbuf>
  penguin.store %s5, %out[0, 0] : !penguin.tile<128x512xf32, sbuf>, !penguin.hbm<128x512xf32>
  penguin.return %out : !penguin.hbm<128x512xf32>
}

// -----

penguin.kernel @sbuf_full() {
  %a = penguin.zeros : !penguin.tile<128x40000xf32, sbuf>
  // expected-error @+1 {{'penguin.zeros' op cannot place its result !penguin.tile<128x40000xf32, sbuf> in sbuf: 320000 bytes per partition are live here and trn1 has 196608 per partition}}
  %b = penguin.zeros : !penguin.tile<128x40000xf32, sbuf>
  %c = penguin.ewise add %a, %b : (!penguin.tile<128x40000xf32, sbuf>, !penguin.tile<128x40000xf32, sbuf>) -> !penguin.tile<128x40000xf32, sbuf>
  penguin.return
}

// -----

penguin.kernel @register_op() {
  %t = penguin.constant 5 : !penguin.tile<1x1xi32, sbuf>
  %v = penguin.extract_scalar %t[0, 0] : !penguin.tile<1x1xi32, sbuf>
  %c3 = arith.constant 3 : index
  // expected-error @+1 {{'arith.floordivsi' op cannot compute this index value at run time: bir registers have no arith.floordivsi}}
  %d = arith.floordivsi %v, %c3 : index
  penguin.return
}

// -----

penguin.kernel @activation_function(%a: !penguin.hbm<4x4xf32>) {
  %x = penguin.load %a[0, 0] : !penguin.hbm<4x4xf32> -> !penguin.tile<4x4xf32, sbuf>
  // expected-error @+1 {{'penguin.activation' op activation function gelu_apprx_sigmoid_dx has no bir activation function}}
  %y = penguin.activation gelu_apprx_sigmoid_dx %x : !penguin.tile<4x4xf32, sbuf> -> !penguin.tile<4x4xf32, sbuf>
  penguin.return
}

// -----

penguin.kernel @index_from_elsewhere(%a: !penguin.hbm<8x4xf32>) {
  %c = arith.constant 1 : i32
  // expected-error @+1 {{'arith.index_cast' op only arith on index values lowers to bir}}
  %i = arith.index_cast %c : i32 to index
  penguin.return
}

// -----

// What the bir verifier rejects is reported at the penguin op: no engine
// writes tf32 (a TensorE input format).
penguin.kernel @tf32_copy(%a: !penguin.hbm<4x4xf32>) {
  %x = penguin.load %a[0, 0] : !penguin.hbm<4x4xf32> -> !penguin.tile<4x4xf32, sbuf>
  // expected-error @+1 {{cannot lower this to bir: 'bir.tensor_copy' op outs[0]: "sbuf" (SB): dve (VectorE) does not read or write tf32 on trn1}}
  %y = penguin.copy %x : !penguin.tile<4x4xf32, sbuf> -> !penguin.tile<4x4xtf32, sbuf>
  penguin.return
}
