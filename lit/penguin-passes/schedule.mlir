// RUN: ncc-opt %s -split-input-file -penguin-schedule | FileCheck %s
// RUN: ncc-opt %s -split-input-file -penguin-schedule | ncc-opt -split-input-file -penguin-schedule | FileCheck %s

// penguin-schedule: interchange of parallel nests for reuse, hoisting of
// loop-invariant loads and pure ops, and double_buffer on the loads left
// in loops of more than one iteration. The second RUN line checks that
// the result is a fixpoint.

// The weight tile and its scaling do not depend on %i: they move before
// the loop. The load that does is marked double_buffer: the loop runs 4
// times, so the next block's DMA can overlap this block's compute.
// CHECK-LABEL: penguin.kernel @hoist
// CHECK-NEXT:    %0 = penguin.hbm_alloc : !penguin.hbm<512x512xf32>
// CHECK-NEXT:    %c128 = arith.constant 128 : index
// CHECK-NEXT:    %1 = penguin.load %arg1[0, 0] : !penguin.hbm<128x512xf32> -> !penguin.tile<128x512xf32, sbuf>
// CHECK-NEXT:    %2 = penguin.ewise mult %1, 5.000000e-01 : (!penguin.tile<128x512xf32, sbuf>) -> !penguin.tile<128x512xf32, sbuf>
// CHECK-NEXT:    penguin.for %arg2 = 0 to 4 parallel {
// CHECK-NEXT:      %3 = arith.muli %arg2, %c128 : index
// CHECK-NEXT:      %4 = penguin.load %arg0[%3, 0] {double_buffer} : !penguin.hbm<512x512xf32> -> !penguin.tile<128x512xf32, sbuf>
// CHECK-NEXT:      %5 = penguin.ewise add %4, %2 : (!penguin.tile<128x512xf32, sbuf>, !penguin.tile<128x512xf32, sbuf>) -> !penguin.tile<128x512xf32, sbuf>
// CHECK-NEXT:      penguin.store %5, %0[%3, 0] : !penguin.tile<128x512xf32, sbuf>, !penguin.hbm<512x512xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    penguin.return %0 : !penguin.hbm<512x512xf32>
penguin.kernel @hoist(%a: !penguin.hbm<512x512xf32>, %w: !penguin.hbm<128x512xf32>) -> !penguin.hbm<512x512xf32> {
  %out = penguin.hbm_alloc : !penguin.hbm<512x512xf32>
  %c128 = arith.constant 128 : index
  penguin.for %i = 0 to 4 parallel {
    %m = arith.muli %i, %c128 : index
    %x = penguin.load %a[%m, 0] : !penguin.hbm<512x512xf32> -> !penguin.tile<128x512xf32, sbuf>
    %wt = penguin.load %w[0, 0] : !penguin.hbm<128x512xf32> -> !penguin.tile<128x512xf32, sbuf>
    %w2 = penguin.ewise mult %wt, 0.5 : (!penguin.tile<128x512xf32, sbuf>) -> !penguin.tile<128x512xf32, sbuf>
    %y = penguin.ewise add %x, %w2 : (!penguin.tile<128x512xf32, sbuf>, !penguin.tile<128x512xf32, sbuf>) -> !penguin.tile<128x512xf32, sbuf>
    penguin.store %y, %out[%m, 0] : !penguin.tile<128x512xf32, sbuf>, !penguin.hbm<512x512xf32>
  }
  penguin.return %out : !penguin.hbm<512x512xf32>
}

// -----

// The inner loop reloads %a's row block for each of 2 column blocks, and
// %w's column block for each of 4 row blocks. Interchanged, the %w block
// is loaded once per outer iteration: 2 loads of it instead of 8.
// CHECK-LABEL: penguin.kernel @interchange
// CHECK-NEXT:    %0 = penguin.hbm_alloc : !penguin.hbm<512x1024xf32>
// CHECK-NEXT:    %c128 = arith.constant 128 : index
// CHECK-NEXT:    %c512 = arith.constant 512 : index
// CHECK-NEXT:    penguin.for %arg2 = 0 to 2 parallel {
// CHECK-NEXT:      %1 = arith.muli %arg2, %c512 : index
// CHECK-NEXT:      %2 = penguin.load %arg1[0, %1] {double_buffer} : !penguin.hbm<128x1024xf32> -> !penguin.tile<128x512xf32, sbuf>
// CHECK-NEXT:      penguin.for %arg3 = 0 to 4 parallel {
// CHECK-NEXT:        %3 = arith.muli %arg3, %c128 : index
// CHECK-NEXT:        %4 = penguin.load %arg0[%3, 0] {double_buffer} : !penguin.hbm<512x512xf32> -> !penguin.tile<128x512xf32, sbuf>
// CHECK-NEXT:        %5 = penguin.ewise add %4, %2 : (!penguin.tile<128x512xf32, sbuf>, !penguin.tile<128x512xf32, sbuf>) -> !penguin.tile<128x512xf32, sbuf>
// CHECK-NEXT:        penguin.store %5, %0[%3, %1] : !penguin.tile<128x512xf32, sbuf>, !penguin.hbm<512x1024xf32>
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    penguin.return %0 : !penguin.hbm<512x1024xf32>
penguin.kernel @interchange(%a: !penguin.hbm<512x512xf32>, %w: !penguin.hbm<128x1024xf32>) -> !penguin.hbm<512x1024xf32> {
  %out = penguin.hbm_alloc : !penguin.hbm<512x1024xf32>
  %c128 = arith.constant 128 : index
  %c512 = arith.constant 512 : index
  penguin.for %i = 0 to 4 parallel {
    %m = arith.muli %i, %c128 : index
    penguin.for %j = 0 to 2 parallel {
      %n = arith.muli %j, %c512 : index
      %x = penguin.load %a[%m, 0] : !penguin.hbm<512x512xf32> -> !penguin.tile<128x512xf32, sbuf>
      %wt = penguin.load %w[0, %n] : !penguin.hbm<128x1024xf32> -> !penguin.tile<128x512xf32, sbuf>
      %y = penguin.ewise add %x, %wt : (!penguin.tile<128x512xf32, sbuf>, !penguin.tile<128x512xf32, sbuf>) -> !penguin.tile<128x512xf32, sbuf>
      penguin.store %y, %out[%m, %n] : !penguin.tile<128x512xf32, sbuf>, !penguin.hbm<512x1024xf32>
    }
  }
  penguin.return %out : !penguin.hbm<512x1024xf32>
}

// -----

// The row block of %a is the larger reuse here (4 column blocks): the
// order stays, and the %a load moves out of the inner loop.
// CHECK-LABEL: penguin.kernel @keep_order
// CHECK-NEXT:    %0 = penguin.hbm_alloc : !penguin.hbm<256x512xf32>
// CHECK-NEXT:    %c128 = arith.constant 128 : index
// CHECK-NEXT:    penguin.for %arg2 = 0 to 2 parallel {
// CHECK-NEXT:      %1 = arith.muli %arg2, %c128 : index
// CHECK-NEXT:      %2 = penguin.load %arg0[%1, 0] {double_buffer} : !penguin.hbm<256x512xf32> -> !penguin.tile<128x512xf32, sbuf>
// CHECK-NEXT:      %3 = penguin.reduce add %2 : !penguin.tile<128x512xf32, sbuf> -> !penguin.tile<128x1xf32, sbuf>
// CHECK-NEXT:      penguin.for %arg3 = 0 to 4 parallel {
// CHECK-NEXT:        %4 = arith.muli %arg3, %c128 : index
// CHECK-NEXT:        %5 = penguin.load %arg1[0, %4] {double_buffer} : !penguin.hbm<128x512xf32> -> !penguin.tile<128x128xf32, sbuf>
// CHECK-NEXT:        %6 = penguin.transpose %5 : !penguin.tile<128x128xf32, sbuf> -> !penguin.tile<128x128xf32, sbuf>
// CHECK-NEXT:        %7 = penguin.ewise add %6, 1.000000e+00 : (!penguin.tile<128x128xf32, sbuf>) -> !penguin.tile<128x128xf32, sbuf>
// CHECK-NEXT:        %8 = penguin.ewise mult %7, %3 : (!penguin.tile<128x128xf32, sbuf>, !penguin.tile<128x1xf32, sbuf>) -> !penguin.tile<128x128xf32, sbuf>
// CHECK-NEXT:        penguin.store %8, %0[%1, %4] : !penguin.tile<128x128xf32, sbuf>, !penguin.hbm<256x512xf32>
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    penguin.return %0 : !penguin.hbm<256x512xf32>
penguin.kernel @keep_order(%a: !penguin.hbm<256x512xf32>, %w: !penguin.hbm<128x512xf32>) -> !penguin.hbm<256x512xf32> {
  %out = penguin.hbm_alloc : !penguin.hbm<256x512xf32>
  %c128 = arith.constant 128 : index
  penguin.for %i = 0 to 2 parallel {
    %m = arith.muli %i, %c128 : index
    penguin.for %j = 0 to 4 parallel {
      %n = arith.muli %j, %c128 : index
      %x = penguin.load %a[%m, 0] : !penguin.hbm<256x512xf32> -> !penguin.tile<128x512xf32, sbuf>
      %wt = penguin.load %w[0, %n] : !penguin.hbm<128x512xf32> -> !penguin.tile<128x128xf32, sbuf>
      %y = penguin.transpose %wt : !penguin.tile<128x128xf32, sbuf> -> !penguin.tile<128x128xf32, sbuf>
      %z = penguin.ewise add %y, 1.0 : (!penguin.tile<128x128xf32, sbuf>) -> !penguin.tile<128x128xf32, sbuf>
      %s = penguin.reduce add %x : !penguin.tile<128x512xf32, sbuf> -> !penguin.tile<128x1xf32, sbuf>
      %r = penguin.ewise mult %z, %s : (!penguin.tile<128x128xf32, sbuf>, !penguin.tile<128x1xf32, sbuf>) -> !penguin.tile<128x128xf32, sbuf>
      penguin.store %r, %out[%m, %n] : !penguin.tile<128x128xf32, sbuf>, !penguin.hbm<256x512xf32>
    }
  }
  penguin.return %out : !penguin.hbm<256x512xf32>
}

// -----

// What stays: a load of a buffer the loop writes (later iterations read
// what earlier ones stored; not double-buffered either), and a memset
// that starts an accumulator (a lowering may update it in place). The
// load of %b leaves both loops around it. A loop of one iteration has
// nothing to overlap: no double buffering.
// CHECK-LABEL: penguin.kernel @stays
// CHECK-NEXT:    %0 = penguin.hbm_alloc : !penguin.hbm<512x512xf32>
// CHECK-NEXT:    %c128 = arith.constant 128 : index
// CHECK-NEXT:    penguin.for %arg2 = 0 to 4 sequential {
// CHECK-NEXT:      %2 = arith.muli %arg2, %c128 : index
// CHECK-NEXT:      %3 = penguin.load %0[0, 0] : !penguin.hbm<512x512xf32> -> !penguin.tile<128x512xf32, sbuf>
// CHECK-NEXT:      %4 = penguin.load %arg0[%2, 0] {double_buffer} : !penguin.hbm<512x512xf32> -> !penguin.tile<128x512xf32, sbuf>
// CHECK-NEXT:      %5 = penguin.ewise add %4, %3 : (!penguin.tile<128x512xf32, sbuf>, !penguin.tile<128x512xf32, sbuf>) -> !penguin.tile<128x512xf32, sbuf>
// CHECK-NEXT:      penguin.store %5, %0[%2, 0] : !penguin.tile<128x512xf32, sbuf>, !penguin.hbm<512x512xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    %1 = penguin.load %arg1[0, 0] : !penguin.hbm<128x128xbf16> -> !penguin.tile<128x128xbf16, sbuf>
// CHECK-NEXT:    penguin.for %arg2 = 0 to 2 parallel {
// CHECK-NEXT:      %2 = arith.muli %arg2, %c128 : index
// CHECK-NEXT:      %3 = penguin.zeros : !penguin.tile<128x128xf32, psum>
// CHECK-NEXT:      %4 = penguin.for %arg3 = 0 to 4 sequential iter_args(%arg4 = %3) -> !penguin.tile<128x128xf32, psum> {
// CHECK-NEXT:        %6 = penguin.matmul %1, %1 acc %arg4 : !penguin.tile<128x128xbf16, sbuf>, !penguin.tile<128x128xbf16, sbuf> -> !penguin.tile<128x128xf32, psum>
// CHECK-NEXT:        penguin.yield %6 : !penguin.tile<128x128xf32, psum>
// CHECK-NEXT:      }
// CHECK-NEXT:      %5 = penguin.copy %4 : !penguin.tile<128x128xf32, psum> -> !penguin.tile<128x128xf32, sbuf>
// CHECK-NEXT:      penguin.store %5, %0[%2, 0] : !penguin.tile<128x128xf32, sbuf>, !penguin.hbm<512x512xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    penguin.for %arg2 = 0 to 1 parallel {
// CHECK-NEXT:      %2 = arith.muli %arg2, %c128 : index
// CHECK-NEXT:      %3 = penguin.load %arg0[%2, 0] : !penguin.hbm<512x512xf32> -> !penguin.tile<128x512xf32, sbuf>
// CHECK-NEXT:      penguin.store %3, %0[%2, 0] : !penguin.tile<128x512xf32, sbuf>, !penguin.hbm<512x512xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    penguin.return %0 : !penguin.hbm<512x512xf32>
penguin.kernel @stays(%a: !penguin.hbm<512x512xf32>, %b: !penguin.hbm<128x128xbf16>) -> !penguin.hbm<512x512xf32> {
  %out = penguin.hbm_alloc : !penguin.hbm<512x512xf32>
  %c128 = arith.constant 128 : index
  penguin.for %i = 0 to 4 sequential {
    %m = arith.muli %i, %c128 : index
    %prev = penguin.load %out[0, 0] : !penguin.hbm<512x512xf32> -> !penguin.tile<128x512xf32, sbuf>
    %x = penguin.load %a[%m, 0] : !penguin.hbm<512x512xf32> -> !penguin.tile<128x512xf32, sbuf>
    %y = penguin.ewise add %x, %prev : (!penguin.tile<128x512xf32, sbuf>, !penguin.tile<128x512xf32, sbuf>) -> !penguin.tile<128x512xf32, sbuf>
    penguin.store %y, %out[%m, 0] : !penguin.tile<128x512xf32, sbuf>, !penguin.hbm<512x512xf32>
  }
  penguin.for %i = 0 to 2 parallel {
    %m = arith.muli %i, %c128 : index
    %z = penguin.zeros : !penguin.tile<128x128xf32, psum>
    %acc = penguin.for %k = 0 to 4 sequential iter_args(%acc1 = %z) -> !penguin.tile<128x128xf32, psum> {
      %bt = penguin.load %b[0, 0] : !penguin.hbm<128x128xbf16> -> !penguin.tile<128x128xbf16, sbuf>
      %p = penguin.matmul %bt, %bt acc %acc1 : !penguin.tile<128x128xbf16, sbuf>, !penguin.tile<128x128xbf16, sbuf> -> !penguin.tile<128x128xf32, psum>
      penguin.yield %p : !penguin.tile<128x128xf32, psum>
    }
    %r = penguin.copy %acc : !penguin.tile<128x128xf32, psum> -> !penguin.tile<128x128xf32, sbuf>
    penguin.store %r, %out[%m, 0] : !penguin.tile<128x128xf32, sbuf>, !penguin.hbm<512x512xf32>
  }
  penguin.for %i = 0 to 1 parallel {
    %m = arith.muli %i, %c128 : index
    %x = penguin.load %a[%m, 0] : !penguin.hbm<512x512xf32> -> !penguin.tile<128x512xf32, sbuf>
    penguin.store %x, %out[%m, 0] : !penguin.tile<128x512xf32, sbuf>, !penguin.hbm<512x512xf32>
  }
  penguin.return %out : !penguin.hbm<512x512xf32>
}
