// RUN: ncc-opt %s -split-input-file -penguin-fuse | FileCheck %s
// RUN: ncc-opt %s -split-input-file -penguin-fuse | ncc-opt -split-input-file -penguin-fuse | FileCheck %s

// penguin-fuse: a loop that loads, in each iteration, exactly the region
// of an intermediate the loop before it stored in the same iteration
// joins that loop; the load becomes the stored tile, and an intermediate
// nothing else reads is erased with its stores. The second RUN line
// checks that the result is a fixpoint.

// Producer → consumer through the intermediate %t: one loop, the load of
// %t replaced by exp's tile, %t and its store erased.
// CHECK-LABEL: penguin.kernel @fuse
// CHECK-NEXT:    %0 = penguin.hbm_alloc : !penguin.hbm<256x512xf32>
// CHECK-NEXT:    %c128 = arith.constant 128 : index
// CHECK-NEXT:    penguin.for %arg1 = 0 to 2 parallel {
// CHECK-NEXT:      %1 = arith.muli %arg1, %c128 : index
// CHECK-NEXT:      %2 = penguin.load %arg0[%1, 0] : !penguin.hbm<256x512xf32> -> !penguin.tile<128x512xf32, sbuf>
// CHECK-NEXT:      %3 = penguin.activation exp %2 : !penguin.tile<128x512xf32, sbuf> -> !penguin.tile<128x512xf32, sbuf>
// CHECK-NEXT:      %4 = penguin.ewise mult %3, 2.000000e+00 : (!penguin.tile<128x512xf32, sbuf>) -> !penguin.tile<128x512xf32, sbuf>
// CHECK-NEXT:      penguin.store %4, %0[%1, 0] : !penguin.tile<128x512xf32, sbuf>, !penguin.hbm<256x512xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    penguin.return %0 : !penguin.hbm<256x512xf32>
penguin.kernel @fuse(%a: !penguin.hbm<256x512xf32>) -> !penguin.hbm<256x512xf32> {
  %t = penguin.hbm_alloc : !penguin.hbm<256x512xf32>
  %out = penguin.hbm_alloc : !penguin.hbm<256x512xf32>
  %c128 = arith.constant 128 : index
  penguin.for %i = 0 to 2 parallel {
    %m = arith.muli %i, %c128 : index
    %x = penguin.load %a[%m, 0] : !penguin.hbm<256x512xf32> -> !penguin.tile<128x512xf32, sbuf>
    %y = penguin.activation exp %x : !penguin.tile<128x512xf32, sbuf> -> !penguin.tile<128x512xf32, sbuf>
    penguin.store %y, %t[%m, 0] : !penguin.tile<128x512xf32, sbuf>, !penguin.hbm<256x512xf32>
  }
  penguin.for %i = 0 to 2 parallel {
    %m = arith.muli %i, %c128 : index
    %x = penguin.load %t[%m, 0] : !penguin.hbm<256x512xf32> -> !penguin.tile<128x512xf32, sbuf>
    %y = penguin.ewise mult %x, 2.0 : (!penguin.tile<128x512xf32, sbuf>) -> !penguin.tile<128x512xf32, sbuf>
    penguin.store %y, %out[%m, 0] : !penguin.tile<128x512xf32, sbuf>, !penguin.hbm<256x512xf32>
  }
  penguin.return %out : !penguin.hbm<256x512xf32>
}

// -----

// relu(A·B) · 0.5 as three loop nests: after fusion PSUM is read once
// (the copy) and HBM written once.
// CHECK-LABEL: penguin.kernel @chain
// CHECK-NEXT:    %0 = penguin.hbm_alloc : !penguin.hbm<256x512xf32>
// CHECK-NEXT:    %c128 = arith.constant 128 : index
// CHECK-NEXT:    penguin.for %arg2 = 0 to 2 parallel {
// CHECK-NEXT:      %1 = arith.muli %arg2, %c128 : index
// CHECK-NEXT:      %2 = penguin.zeros : !penguin.tile<128x512xf32, psum>
// CHECK-NEXT:      %3 = penguin.for %arg3 = 0 to 2 sequential iter_args(%arg4 = %2) -> !penguin.tile<128x512xf32, psum> {
// CHECK-NEXT:        %7 = arith.muli %arg3, %c128 : index
// CHECK-NEXT:        %8 = penguin.load %arg0[%1, %7] dims [d1, d0] : !penguin.hbm<256x256xbf16> -> !penguin.tile<128x128xbf16, sbuf>
// CHECK-NEXT:        %9 = penguin.load %arg1[%7, 0] : !penguin.hbm<256x512xbf16> -> !penguin.tile<128x512xbf16, sbuf>
// CHECK-NEXT:        %10 = penguin.matmul %8, %9 acc %arg4 : !penguin.tile<128x128xbf16, sbuf>, !penguin.tile<128x512xbf16, sbuf> -> !penguin.tile<128x512xf32, psum>
// CHECK-NEXT:        penguin.yield %10 : !penguin.tile<128x512xf32, psum>
// CHECK-NEXT:      }
// CHECK-NEXT:      %4 = penguin.copy %3 : !penguin.tile<128x512xf32, psum> -> !penguin.tile<128x512xf32, sbuf>
// CHECK-NEXT:      %5 = penguin.activation relu %4 : !penguin.tile<128x512xf32, sbuf> -> !penguin.tile<128x512xf32, sbuf>
// CHECK-NEXT:      %6 = penguin.ewise mult %5, 5.000000e-01 : (!penguin.tile<128x512xf32, sbuf>) -> !penguin.tile<128x512xf32, sbuf>
// CHECK-NEXT:      penguin.store %6, %0[%1, 0] : !penguin.tile<128x512xf32, sbuf>, !penguin.hbm<256x512xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    penguin.return %0 : !penguin.hbm<256x512xf32>
penguin.kernel @chain(%a: !penguin.hbm<256x256xbf16>, %b: !penguin.hbm<256x512xbf16>) -> !penguin.hbm<256x512xf32> {
  %t1 = penguin.hbm_alloc : !penguin.hbm<256x512xf32>
  %t2 = penguin.hbm_alloc : !penguin.hbm<256x512xf32>
  %out = penguin.hbm_alloc : !penguin.hbm<256x512xf32>
  %c128 = arith.constant 128 : index
  penguin.for %i = 0 to 2 parallel {
    %m = arith.muli %i, %c128 : index
    %acc0 = penguin.zeros : !penguin.tile<128x512xf32, psum>
    %acc = penguin.for %k = 0 to 2 sequential iter_args(%acc1 = %acc0) -> !penguin.tile<128x512xf32, psum> {
      %k0 = arith.muli %k, %c128 : index
      %at = penguin.load %a[%m, %k0] dims [d1, d0] : !penguin.hbm<256x256xbf16> -> !penguin.tile<128x128xbf16, sbuf>
      %bt = penguin.load %b[%k0, 0] : !penguin.hbm<256x512xbf16> -> !penguin.tile<128x512xbf16, sbuf>
      %p = penguin.matmul %at, %bt acc %acc1 : !penguin.tile<128x128xbf16, sbuf>, !penguin.tile<128x512xbf16, sbuf> -> !penguin.tile<128x512xf32, psum>
      penguin.yield %p : !penguin.tile<128x512xf32, psum>
    }
    %r = penguin.copy %acc : !penguin.tile<128x512xf32, psum> -> !penguin.tile<128x512xf32, sbuf>
    penguin.store %r, %t1[%m, 0] : !penguin.tile<128x512xf32, sbuf>, !penguin.hbm<256x512xf32>
  }
  penguin.for %i = 0 to 2 parallel {
    %m = arith.muli %i, %c128 : index
    %x = penguin.load %t1[%m, 0] : !penguin.hbm<256x512xf32> -> !penguin.tile<128x512xf32, sbuf>
    %y = penguin.activation relu %x : !penguin.tile<128x512xf32, sbuf> -> !penguin.tile<128x512xf32, sbuf>
    penguin.store %y, %t2[%m, 0] : !penguin.tile<128x512xf32, sbuf>, !penguin.hbm<256x512xf32>
  }
  penguin.for %i = 0 to 2 parallel {
    %m = arith.muli %i, %c128 : index
    %x = penguin.load %t2[%m, 0] : !penguin.hbm<256x512xf32> -> !penguin.tile<128x512xf32, sbuf>
    %y = penguin.ewise mult %x, 0.5 : (!penguin.tile<128x512xf32, sbuf>) -> !penguin.tile<128x512xf32, sbuf>
    penguin.store %y, %out[%m, 0] : !penguin.tile<128x512xf32, sbuf>, !penguin.hbm<256x512xf32>
  }
  penguin.return %out : !penguin.hbm<256x512xf32>
}

// -----

// Nests of two loops: the outer loops merge, then the inner ones.
// CHECK-LABEL: penguin.kernel @nested
// CHECK-NEXT:    %0 = penguin.hbm_alloc : !penguin.hbm<256x1024xf32>
// CHECK-NEXT:    %c128 = arith.constant 128 : index
// CHECK-NEXT:    %c512 = arith.constant 512 : index
// CHECK-NEXT:    penguin.for %arg1 = 0 to 2 parallel {
// CHECK-NEXT:      %1 = arith.muli %arg1, %c128 : index
// CHECK-NEXT:      penguin.for %arg2 = 0 to 2 parallel {
// CHECK-NEXT:        %2 = arith.muli %arg2, %c512 : index
// CHECK-NEXT:        %3 = penguin.load %arg0[%1, %2] : !penguin.hbm<256x1024xf32> -> !penguin.tile<128x512xf32, sbuf>
// CHECK-NEXT:        %4 = penguin.activation exp %3 : !penguin.tile<128x512xf32, sbuf> -> !penguin.tile<128x512xf32, sbuf>
// CHECK-NEXT:        %5 = penguin.ewise mult %4, 2.000000e+00 : (!penguin.tile<128x512xf32, sbuf>) -> !penguin.tile<128x512xf32, sbuf>
// CHECK-NEXT:        penguin.store %5, %0[%1, %2] : !penguin.tile<128x512xf32, sbuf>, !penguin.hbm<256x1024xf32>
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    penguin.return %0 : !penguin.hbm<256x1024xf32>
penguin.kernel @nested(%a: !penguin.hbm<256x1024xf32>) -> !penguin.hbm<256x1024xf32> {
  %t = penguin.hbm_alloc : !penguin.hbm<256x1024xf32>
  %out = penguin.hbm_alloc : !penguin.hbm<256x1024xf32>
  %c128 = arith.constant 128 : index
  %c512 = arith.constant 512 : index
  penguin.for %i = 0 to 2 parallel {
    %m = arith.muli %i, %c128 : index
    penguin.for %j = 0 to 2 parallel {
      %n = arith.muli %j, %c512 : index
      %x = penguin.load %a[%m, %n] : !penguin.hbm<256x1024xf32> -> !penguin.tile<128x512xf32, sbuf>
      %y = penguin.activation exp %x : !penguin.tile<128x512xf32, sbuf> -> !penguin.tile<128x512xf32, sbuf>
      penguin.store %y, %t[%m, %n] : !penguin.tile<128x512xf32, sbuf>, !penguin.hbm<256x1024xf32>
    }
  }
  penguin.for %i = 0 to 2 parallel {
    %m = arith.muli %i, %c128 : index
    penguin.for %j = 0 to 2 parallel {
      %n = arith.muli %j, %c512 : index
      %x = penguin.load %t[%m, %n] : !penguin.hbm<256x1024xf32> -> !penguin.tile<128x512xf32, sbuf>
      %y = penguin.ewise mult %x, 2.0 : (!penguin.tile<128x512xf32, sbuf>) -> !penguin.tile<128x512xf32, sbuf>
      penguin.store %y, %out[%m, %n] : !penguin.tile<128x512xf32, sbuf>, !penguin.hbm<256x1024xf32>
    }
  }
  penguin.return %out : !penguin.hbm<256x1024xf32>
}

// -----

// Straight-line code (one tile, no loop) through equal views of one
// buffer: the load reads what the store before it wrote.
// CHECK-LABEL: penguin.kernel @straight
// CHECK-NEXT:    %0 = penguin.hbm_alloc : !penguin.hbm<128x512xf32>
// CHECK-NEXT:    %1 = penguin.load %arg0[0, 0] : !penguin.hbm<128x512xf32> -> !penguin.tile<128x512xf32, sbuf>
// CHECK-NEXT:    %2 = penguin.activation exp %1 : !penguin.tile<128x512xf32, sbuf> -> !penguin.tile<128x512xf32, sbuf>
// CHECK-NEXT:    %3 = penguin.activation tanh %2 : !penguin.tile<128x512xf32, sbuf> -> !penguin.tile<128x512xf32, sbuf>
// CHECK-NEXT:    penguin.store %3, %0[0, 0] : !penguin.tile<128x512xf32, sbuf>, !penguin.hbm<128x512xf32>
// CHECK-NEXT:    penguin.return %0 : !penguin.hbm<128x512xf32>
penguin.kernel @straight(%a: !penguin.hbm<128x512xf32>) -> !penguin.hbm<128x512xf32> {
  %t = penguin.hbm_alloc : !penguin.hbm<128x512xf32>
  %v1 = penguin.view %t : !penguin.hbm<128x512xf32> -> !penguin.hbm<65536xf32>
  %v2 = penguin.view %t : !penguin.hbm<128x512xf32> -> !penguin.hbm<65536xf32>
  %out = penguin.hbm_alloc : !penguin.hbm<128x512xf32>
  %x = penguin.load %a[0, 0] : !penguin.hbm<128x512xf32> -> !penguin.tile<128x512xf32, sbuf>
  %y = penguin.activation exp %x : !penguin.tile<128x512xf32, sbuf> -> !penguin.tile<128x512xf32, sbuf>
  penguin.store %y, %v1[0] dims [d0 * 512, d0] : !penguin.tile<128x512xf32, sbuf>, !penguin.hbm<65536xf32>
  %u = penguin.load %v2[0] dims [d0 * 512, d0] : !penguin.hbm<65536xf32> -> !penguin.tile<128x512xf32, sbuf>
  %w = penguin.activation tanh %u : !penguin.tile<128x512xf32, sbuf> -> !penguin.tile<128x512xf32, sbuf>
  penguin.store %w, %out[0, 0] : !penguin.tile<128x512xf32, sbuf>, !penguin.hbm<128x512xf32>
  penguin.return %out : !penguin.hbm<128x512xf32>
}

// -----

// The intermediate is also a kernel result: the loops fuse and the load
// is forwarded, but the store stays.
// CHECK-LABEL: penguin.kernel @result
// CHECK-NEXT:    %0 = penguin.hbm_alloc : !penguin.hbm<256x512xf32>
// CHECK-NEXT:    %1 = penguin.hbm_alloc : !penguin.hbm<256x512xf32>
// CHECK-NEXT:    %c128 = arith.constant 128 : index
// CHECK-NEXT:    penguin.for %arg1 = 0 to 2 parallel {
// CHECK-NEXT:      %2 = arith.muli %arg1, %c128 : index
// CHECK-NEXT:      %3 = penguin.load %arg0[%2, 0] : !penguin.hbm<256x512xf32> -> !penguin.tile<128x512xf32, sbuf>
// CHECK-NEXT:      %4 = penguin.activation exp %3 : !penguin.tile<128x512xf32, sbuf> -> !penguin.tile<128x512xf32, sbuf>
// CHECK-NEXT:      penguin.store %4, %0[%2, 0] : !penguin.tile<128x512xf32, sbuf>, !penguin.hbm<256x512xf32>
// CHECK-NEXT:      %5 = penguin.activation tanh %4 : !penguin.tile<128x512xf32, sbuf> -> !penguin.tile<128x512xf32, sbuf>
// CHECK-NEXT:      penguin.store %5, %1[%2, 0] : !penguin.tile<128x512xf32, sbuf>, !penguin.hbm<256x512xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    penguin.return %0, %1 : !penguin.hbm<256x512xf32>, !penguin.hbm<256x512xf32>
penguin.kernel @result(%a: !penguin.hbm<256x512xf32>) -> (!penguin.hbm<256x512xf32>, !penguin.hbm<256x512xf32>) {
  %t = penguin.hbm_alloc : !penguin.hbm<256x512xf32>
  %out = penguin.hbm_alloc : !penguin.hbm<256x512xf32>
  %c128 = arith.constant 128 : index
  penguin.for %i = 0 to 2 parallel {
    %m = arith.muli %i, %c128 : index
    %x = penguin.load %a[%m, 0] : !penguin.hbm<256x512xf32> -> !penguin.tile<128x512xf32, sbuf>
    %y = penguin.activation exp %x : !penguin.tile<128x512xf32, sbuf> -> !penguin.tile<128x512xf32, sbuf>
    penguin.store %y, %t[%m, 0] : !penguin.tile<128x512xf32, sbuf>, !penguin.hbm<256x512xf32>
  }
  penguin.for %i = 0 to 2 parallel {
    %m = arith.muli %i, %c128 : index
    %x = penguin.load %t[%m, 0] : !penguin.hbm<256x512xf32> -> !penguin.tile<128x512xf32, sbuf>
    %y = penguin.activation tanh %x : !penguin.tile<128x512xf32, sbuf> -> !penguin.tile<128x512xf32, sbuf>
    penguin.store %y, %out[%m, 0] : !penguin.tile<128x512xf32, sbuf>, !penguin.hbm<256x512xf32>
  }
  penguin.return %t, %out : !penguin.hbm<256x512xf32>, !penguin.hbm<256x512xf32>
}

// -----

// A view of the intermediate is read after the loops: that read needs the
// stored data, so the store stays.
// CHECK-LABEL: penguin.kernel @view_read
// CHECK-NEXT:    %0 = penguin.hbm_alloc : !penguin.hbm<256x512xf32>
// CHECK-NEXT:    %1 = penguin.hbm_alloc : !penguin.hbm<256x512xf32>
// CHECK-NEXT:    %c128 = arith.constant 128 : index
// CHECK-NEXT:    penguin.for %arg1 = 0 to 2 parallel {
// CHECK-NEXT:      %4 = arith.muli %arg1, %c128 : index
// CHECK-NEXT:      %5 = penguin.load %arg0[%4, 0] : !penguin.hbm<256x512xf32> -> !penguin.tile<128x512xf32, sbuf>
// CHECK-NEXT:      %6 = penguin.activation exp %5 : !penguin.tile<128x512xf32, sbuf> -> !penguin.tile<128x512xf32, sbuf>
// CHECK-NEXT:      penguin.store %6, %0[%4, 0] : !penguin.tile<128x512xf32, sbuf>, !penguin.hbm<256x512xf32>
// CHECK-NEXT:      %7 = penguin.activation tanh %6 : !penguin.tile<128x512xf32, sbuf> -> !penguin.tile<128x512xf32, sbuf>
// CHECK-NEXT:      penguin.store %7, %1[%4, 0] : !penguin.tile<128x512xf32, sbuf>, !penguin.hbm<256x512xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    %2 = penguin.view %0 : !penguin.hbm<256x512xf32> -> !penguin.hbm<131072xf32>
// CHECK-NEXT:    %3 = penguin.load %2[0] dims [d0 * 512, d0] : !penguin.hbm<131072xf32> -> !penguin.tile<128x512xf32, sbuf>
// CHECK-NEXT:    penguin.store %3, %1[0, 0] : !penguin.tile<128x512xf32, sbuf>, !penguin.hbm<256x512xf32>
// CHECK-NEXT:    penguin.return %1 : !penguin.hbm<256x512xf32>
penguin.kernel @view_read(%a: !penguin.hbm<256x512xf32>) -> !penguin.hbm<256x512xf32> {
  %t = penguin.hbm_alloc : !penguin.hbm<256x512xf32>
  %out = penguin.hbm_alloc : !penguin.hbm<256x512xf32>
  %c128 = arith.constant 128 : index
  penguin.for %i = 0 to 2 parallel {
    %m = arith.muli %i, %c128 : index
    %x = penguin.load %a[%m, 0] : !penguin.hbm<256x512xf32> -> !penguin.tile<128x512xf32, sbuf>
    %y = penguin.activation exp %x : !penguin.tile<128x512xf32, sbuf> -> !penguin.tile<128x512xf32, sbuf>
    penguin.store %y, %t[%m, 0] : !penguin.tile<128x512xf32, sbuf>, !penguin.hbm<256x512xf32>
  }
  penguin.for %i = 0 to 2 parallel {
    %m = arith.muli %i, %c128 : index
    %x = penguin.load %t[%m, 0] : !penguin.hbm<256x512xf32> -> !penguin.tile<128x512xf32, sbuf>
    %y = penguin.activation tanh %x : !penguin.tile<128x512xf32, sbuf> -> !penguin.tile<128x512xf32, sbuf>
    penguin.store %y, %out[%m, 0] : !penguin.tile<128x512xf32, sbuf>, !penguin.hbm<256x512xf32>
  }
  %v = penguin.view %t : !penguin.hbm<256x512xf32> -> !penguin.hbm<131072xf32>
  %w = penguin.load %v[0] dims [d0 * 512, d0] : !penguin.hbm<131072xf32> -> !penguin.tile<128x512xf32, sbuf>
  penguin.store %w, %out[0, 0] : !penguin.tile<128x512xf32, sbuf>, !penguin.hbm<256x512xf32>
  penguin.return %out : !penguin.hbm<256x512xf32>
}
