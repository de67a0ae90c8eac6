// RUN: ncc-opt %s -split-input-file -penguin-fuse | FileCheck %s

// Fusions that must not happen: each kernel comes out as it went in.

// The consumer reads the block of the other iteration (rows 128·(1-i)):
// iteration i of the consumer needs iteration 1-i of the producer.
// CHECK-LABEL: penguin.kernel @other_iteration
// CHECK-NEXT:    %0 = penguin.hbm_alloc : !penguin.hbm<256x512xf32>
// CHECK-NEXT:    %1 = penguin.hbm_alloc : !penguin.hbm<256x512xf32>
// CHECK-NEXT:    %c1 = arith.constant 1 : index
// CHECK-NEXT:    %c128 = arith.constant 128 : index
// CHECK-NEXT:    penguin.for %arg1 = 0 to 2 parallel {
// CHECK-NEXT:      %2 = arith.muli %arg1, %c128 : index
// CHECK-NEXT:      %3 = penguin.load %arg0[%2, 0] : !penguin.hbm<256x512xf32> -> !penguin.tile<128x512xf32, sbuf>
// CHECK-NEXT:      penguin.store %3, %0[%2, 0] : !penguin.tile<128x512xf32, sbuf>, !penguin.hbm<256x512xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    penguin.for %arg1 = 0 to 2 parallel {
// CHECK-NEXT:      %2 = arith.subi %c1, %arg1 : index
// CHECK-NEXT:      %3 = arith.muli %2, %c128 : index
// CHECK-NEXT:      %4 = arith.muli %arg1, %c128 : index
// CHECK-NEXT:      %5 = penguin.load %0[%3, 0] : !penguin.hbm<256x512xf32> -> !penguin.tile<128x512xf32, sbuf>
// CHECK-NEXT:      penguin.store %5, %1[%4, 0] : !penguin.tile<128x512xf32, sbuf>, !penguin.hbm<256x512xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    penguin.return %1 : !penguin.hbm<256x512xf32>
penguin.kernel @other_iteration(%a: !penguin.hbm<256x512xf32>) -> !penguin.hbm<256x512xf32> {
  %t = penguin.hbm_alloc : !penguin.hbm<256x512xf32>
  %out = penguin.hbm_alloc : !penguin.hbm<256x512xf32>
  %c1 = arith.constant 1 : index
  %c128 = arith.constant 128 : index
  penguin.for %i = 0 to 2 parallel {
    %m = arith.muli %i, %c128 : index
    %x = penguin.load %a[%m, 0] : !penguin.hbm<256x512xf32> -> !penguin.tile<128x512xf32, sbuf>
    penguin.store %x, %t[%m, 0] : !penguin.tile<128x512xf32, sbuf>, !penguin.hbm<256x512xf32>
  }
  penguin.for %i = 0 to 2 parallel {
    %j = arith.subi %c1, %i : index
    %r = arith.muli %j, %c128 : index
    %m = arith.muli %i, %c128 : index
    %x = penguin.load %t[%r, 0] : !penguin.hbm<256x512xf32> -> !penguin.tile<128x512xf32, sbuf>
    penguin.store %x, %out[%m, 0] : !penguin.tile<128x512xf32, sbuf>, !penguin.hbm<256x512xf32>
  }
  penguin.return %out : !penguin.hbm<256x512xf32>
}

// -----

// The same rows, but walked transposed: not exactly the stored region.
// CHECK-LABEL: penguin.kernel @other_walk
// CHECK-NEXT:    %0 = penguin.hbm_alloc : !penguin.hbm<256x128xf32>
// CHECK-NEXT:    %1 = penguin.hbm_alloc : !penguin.hbm<256x128xf32>
// CHECK-NEXT:    %c128 = arith.constant 128 : index
// CHECK-NEXT:    penguin.for %arg1 = 0 to 2 parallel {
// CHECK-NEXT:      %2 = arith.muli %arg1, %c128 : index
// CHECK-NEXT:      %3 = penguin.load %arg0[%2, 0] : !penguin.hbm<256x128xf32> -> !penguin.tile<128x128xf32, sbuf>
// CHECK-NEXT:      penguin.store %3, %0[%2, 0] : !penguin.tile<128x128xf32, sbuf>, !penguin.hbm<256x128xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    penguin.for %arg1 = 0 to 2 parallel {
// CHECK-NEXT:      %2 = arith.muli %arg1, %c128 : index
// CHECK-NEXT:      %3 = penguin.load %0[%2, 0] dims [d1, d0] : !penguin.hbm<256x128xf32> -> !penguin.tile<128x128xf32, sbuf>
// CHECK-NEXT:      penguin.store %3, %1[%2, 0] : !penguin.tile<128x128xf32, sbuf>, !penguin.hbm<256x128xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    penguin.return %1 : !penguin.hbm<256x128xf32>
penguin.kernel @other_walk(%a: !penguin.hbm<256x128xf32>) -> !penguin.hbm<256x128xf32> {
  %t = penguin.hbm_alloc : !penguin.hbm<256x128xf32>
  %out = penguin.hbm_alloc : !penguin.hbm<256x128xf32>
  %c128 = arith.constant 128 : index
  penguin.for %i = 0 to 2 parallel {
    %m = arith.muli %i, %c128 : index
    %x = penguin.load %a[%m, 0] : !penguin.hbm<256x128xf32> -> !penguin.tile<128x128xf32, sbuf>
    penguin.store %x, %t[%m, 0] : !penguin.tile<128x128xf32, sbuf>, !penguin.hbm<256x128xf32>
  }
  penguin.for %i = 0 to 2 parallel {
    %m = arith.muli %i, %c128 : index
    %x = penguin.load %t[%m, 0] dims [d1, d0] : !penguin.hbm<256x128xf32> -> !penguin.tile<128x128xf32, sbuf>
    penguin.store %x, %out[%m, 0] : !penguin.tile<128x128xf32, sbuf>, !penguin.hbm<256x128xf32>
  }
  penguin.return %out : !penguin.hbm<256x128xf32>
}

// -----

// A read of the intermediate between the loops needs all of the
// producer's stores first.
// CHECK-LABEL: penguin.kernel @read_between
// CHECK-NEXT:    %0 = penguin.hbm_alloc : !penguin.hbm<256x512xf32>
// CHECK-NEXT:    %1 = penguin.hbm_alloc : !penguin.hbm<256x512xf32>
// CHECK-NEXT:    %c128 = arith.constant 128 : index
// CHECK-NEXT:    penguin.for %arg1 = 0 to 2 parallel {
// CHECK-NEXT:      %3 = arith.muli %arg1, %c128 : index
// CHECK-NEXT:      %4 = penguin.load %arg0[%3, 0] : !penguin.hbm<256x512xf32> -> !penguin.tile<128x512xf32, sbuf>
// CHECK-NEXT:      penguin.store %4, %0[%3, 0] : !penguin.tile<128x512xf32, sbuf>, !penguin.hbm<256x512xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    %2 = penguin.load %0[128, 0] : !penguin.hbm<256x512xf32> -> !penguin.tile<128x512xf32, sbuf>
// CHECK-NEXT:    penguin.store %2, %1[0, 0] : !penguin.tile<128x512xf32, sbuf>, !penguin.hbm<256x512xf32>
// CHECK-NEXT:    penguin.for %arg1 = 0 to 2 parallel {
// CHECK-NEXT:      %3 = arith.muli %arg1, %c128 : index
// CHECK-NEXT:      %4 = penguin.load %0[%3, 0] : !penguin.hbm<256x512xf32> -> !penguin.tile<128x512xf32, sbuf>
// CHECK-NEXT:      penguin.store %4, %1[%3, 0] : !penguin.tile<128x512xf32, sbuf>, !penguin.hbm<256x512xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    penguin.return %1 : !penguin.hbm<256x512xf32>
penguin.kernel @read_between(%a: !penguin.hbm<256x512xf32>) -> !penguin.hbm<256x512xf32> {
  %t = penguin.hbm_alloc : !penguin.hbm<256x512xf32>
  %out = penguin.hbm_alloc : !penguin.hbm<256x512xf32>
  %c128 = arith.constant 128 : index
  penguin.for %i = 0 to 2 parallel {
    %m = arith.muli %i, %c128 : index
    %x = penguin.load %a[%m, 0] : !penguin.hbm<256x512xf32> -> !penguin.tile<128x512xf32, sbuf>
    penguin.store %x, %t[%m, 0] : !penguin.tile<128x512xf32, sbuf>, !penguin.hbm<256x512xf32>
  }
  %peek = penguin.load %t[128, 0] : !penguin.hbm<256x512xf32> -> !penguin.tile<128x512xf32, sbuf>
  penguin.store %peek, %out[0, 0] : !penguin.tile<128x512xf32, sbuf>, !penguin.hbm<256x512xf32>
  penguin.for %i = 0 to 2 parallel {
    %m = arith.muli %i, %c128 : index
    %x = penguin.load %t[%m, 0] : !penguin.hbm<256x512xf32> -> !penguin.tile<128x512xf32, sbuf>
    penguin.store %x, %out[%m, 0] : !penguin.tile<128x512xf32, sbuf>, !penguin.hbm<256x512xf32>
  }
  penguin.return %out : !penguin.hbm<256x512xf32>
}

// -----

// The consumer writes %a, which later iterations of the producer read.
// CHECK-LABEL: penguin.kernel @overwrites_input
// CHECK-NEXT:    %0 = penguin.hbm_alloc : !penguin.hbm<256x512xf32>
// CHECK-NEXT:    %1 = penguin.hbm_alloc : !penguin.hbm<128x512xf32>
// CHECK-NEXT:    %c128 = arith.constant 128 : index
// CHECK-NEXT:    penguin.for %arg1 = 0 to 2 parallel {
// CHECK-NEXT:      %3 = arith.muli %arg1, %c128 : index
// CHECK-NEXT:      %4 = penguin.load %arg0[%3, 0] : !penguin.hbm<256x512xf32> -> !penguin.tile<128x512xf32, sbuf>
// CHECK-NEXT:      penguin.store %4, %0[%3, 0] : !penguin.tile<128x512xf32, sbuf>, !penguin.hbm<256x512xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    penguin.for %arg1 = 0 to 2 parallel {
// CHECK-NEXT:      %3 = arith.muli %arg1, %c128 : index
// CHECK-NEXT:      %4 = penguin.load %0[%3, 0] : !penguin.hbm<256x512xf32> -> !penguin.tile<128x512xf32, sbuf>
// CHECK-NEXT:      %5 = penguin.ewise add %4, 1.000000e+00 : (!penguin.tile<128x512xf32, sbuf>) -> !penguin.tile<128x512xf32, sbuf>
// CHECK-NEXT:      penguin.store %5, %arg0[0, 0] : !penguin.tile<128x512xf32, sbuf>, !penguin.hbm<256x512xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    %2 = penguin.load %arg0[0, 0] : !penguin.hbm<256x512xf32> -> !penguin.tile<128x512xf32, sbuf>
// CHECK-NEXT:    penguin.store %2, %1[0, 0] : !penguin.tile<128x512xf32, sbuf>, !penguin.hbm<128x512xf32>
// CHECK-NEXT:    penguin.return %1 : !penguin.hbm<128x512xf32>
penguin.kernel @overwrites_input(%a: !penguin.hbm<256x512xf32>) -> !penguin.hbm<128x512xf32> {
  %t = penguin.hbm_alloc : !penguin.hbm<256x512xf32>
  %out = penguin.hbm_alloc : !penguin.hbm<128x512xf32>
  %c128 = arith.constant 128 : index
  penguin.for %i = 0 to 2 parallel {
    %m = arith.muli %i, %c128 : index
    %x = penguin.load %a[%m, 0] : !penguin.hbm<256x512xf32> -> !penguin.tile<128x512xf32, sbuf>
    penguin.store %x, %t[%m, 0] : !penguin.tile<128x512xf32, sbuf>, !penguin.hbm<256x512xf32>
  }
  penguin.for %i = 0 to 2 parallel {
    %m = arith.muli %i, %c128 : index
    %x = penguin.load %t[%m, 0] : !penguin.hbm<256x512xf32> -> !penguin.tile<128x512xf32, sbuf>
    %y = penguin.ewise add %x, 1.0 : (!penguin.tile<128x512xf32, sbuf>) -> !penguin.tile<128x512xf32, sbuf>
    penguin.store %y, %a[0, 0] : !penguin.tile<128x512xf32, sbuf>, !penguin.hbm<256x512xf32>
  }
  %r = penguin.load %a[0, 0] : !penguin.hbm<256x512xf32> -> !penguin.tile<128x512xf32, sbuf>
  penguin.store %r, %out[0, 0] : !penguin.tile<128x512xf32, sbuf>, !penguin.hbm<128x512xf32>
  penguin.return %out : !penguin.hbm<128x512xf32>
}

// -----

// Different iteration spaces (the consumer uses 64-row tiles).
// CHECK-LABEL: penguin.kernel @bounds
// CHECK-NEXT:    %0 = penguin.hbm_alloc : !penguin.hbm<256x512xf32>
// CHECK-NEXT:    %1 = penguin.hbm_alloc : !penguin.hbm<256x512xf32>
// CHECK-NEXT:    %c64 = arith.constant 64 : index
// CHECK-NEXT:    %c128 = arith.constant 128 : index
// CHECK-NEXT:    penguin.for %arg1 = 0 to 2 parallel {
// CHECK-NEXT:      %2 = arith.muli %arg1, %c128 : index
// CHECK-NEXT:      %3 = penguin.load %arg0[%2, 0] : !penguin.hbm<256x512xf32> -> !penguin.tile<128x512xf32, sbuf>
// CHECK-NEXT:      penguin.store %3, %0[%2, 0] : !penguin.tile<128x512xf32, sbuf>, !penguin.hbm<256x512xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    penguin.for %arg1 = 0 to 4 parallel {
// CHECK-NEXT:      %2 = arith.muli %arg1, %c64 : index
// CHECK-NEXT:      %3 = penguin.load %0[%2, 0] : !penguin.hbm<256x512xf32> -> !penguin.tile<64x512xf32, sbuf>
// CHECK-NEXT:      penguin.store %3, %1[%2, 0] : !penguin.tile<64x512xf32, sbuf>, !penguin.hbm<256x512xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    penguin.return %1 : !penguin.hbm<256x512xf32>
penguin.kernel @bounds(%a: !penguin.hbm<256x512xf32>) -> !penguin.hbm<256x512xf32> {
  %t = penguin.hbm_alloc : !penguin.hbm<256x512xf32>
  %out = penguin.hbm_alloc : !penguin.hbm<256x512xf32>
  %c64 = arith.constant 64 : index
  %c128 = arith.constant 128 : index
  penguin.for %i = 0 to 2 parallel {
    %m = arith.muli %i, %c128 : index
    %x = penguin.load %a[%m, 0] : !penguin.hbm<256x512xf32> -> !penguin.tile<128x512xf32, sbuf>
    penguin.store %x, %t[%m, 0] : !penguin.tile<128x512xf32, sbuf>, !penguin.hbm<256x512xf32>
  }
  penguin.for %i = 0 to 4 parallel {
    %m = arith.muli %i, %c64 : index
    %x = penguin.load %t[%m, 0] : !penguin.hbm<256x512xf32> -> !penguin.tile<64x512xf32, sbuf>
    penguin.store %x, %out[%m, 0] : !penguin.tile<64x512xf32, sbuf>, !penguin.hbm<256x512xf32>
  }
  penguin.return %out : !penguin.hbm<256x512xf32>
}

// -----

// Sequential loops are left alone: their iterations may depend on each
// other through memory.
// CHECK-LABEL: penguin.kernel @sequential
// CHECK-NEXT:    %0 = penguin.hbm_alloc : !penguin.hbm<256x512xf32>
// CHECK-NEXT:    %1 = penguin.hbm_alloc : !penguin.hbm<256x512xf32>
// CHECK-NEXT:    %c128 = arith.constant 128 : index
// CHECK-NEXT:    penguin.for %arg1 = 0 to 2 sequential {
// CHECK-NEXT:      %2 = arith.muli %arg1, %c128 : index
// CHECK-NEXT:      %3 = penguin.load %arg0[%2, 0] : !penguin.hbm<256x512xf32> -> !penguin.tile<128x512xf32, sbuf>
// CHECK-NEXT:      penguin.store %3, %0[%2, 0] : !penguin.tile<128x512xf32, sbuf>, !penguin.hbm<256x512xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    penguin.for %arg1 = 0 to 2 sequential {
// CHECK-NEXT:      %2 = arith.muli %arg1, %c128 : index
// CHECK-NEXT:      %3 = penguin.load %0[%2, 0] : !penguin.hbm<256x512xf32> -> !penguin.tile<128x512xf32, sbuf>
// CHECK-NEXT:      penguin.store %3, %1[%2, 0] : !penguin.tile<128x512xf32, sbuf>, !penguin.hbm<256x512xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    penguin.return %1 : !penguin.hbm<256x512xf32>
penguin.kernel @sequential(%a: !penguin.hbm<256x512xf32>) -> !penguin.hbm<256x512xf32> {
  %t = penguin.hbm_alloc : !penguin.hbm<256x512xf32>
  %out = penguin.hbm_alloc : !penguin.hbm<256x512xf32>
  %c128 = arith.constant 128 : index
  penguin.for %i = 0 to 2 sequential {
    %m = arith.muli %i, %c128 : index
    %x = penguin.load %a[%m, 0] : !penguin.hbm<256x512xf32> -> !penguin.tile<128x512xf32, sbuf>
    penguin.store %x, %t[%m, 0] : !penguin.tile<128x512xf32, sbuf>, !penguin.hbm<256x512xf32>
  }
  penguin.for %i = 0 to 2 sequential {
    %m = arith.muli %i, %c128 : index
    %x = penguin.load %t[%m, 0] : !penguin.hbm<256x512xf32> -> !penguin.tile<128x512xf32, sbuf>
    penguin.store %x, %out[%m, 0] : !penguin.tile<128x512xf32, sbuf>, !penguin.hbm<256x512xf32>
  }
  penguin.return %out : !penguin.hbm<256x512xf32>
}
