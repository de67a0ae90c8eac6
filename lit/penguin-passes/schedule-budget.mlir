// RUN: ncc-opt %s -split-input-file -penguin-schedule="sbuf-budget=7000" | FileCheck %s

// penguin-schedule keeps the live tiles within the SBUF budget: a hoist
// that would overflow it is undone, and a load is double-buffered only if
// its second buffer fits.

// With 7000 bytes per partition of SBUF, the hoisted tiles fit (6 KiB
// live at once) but a second buffer for the %a block (2 KiB more) does
// not: no double_buffer.
// CHECK-LABEL: penguin.kernel @hoist
// CHECK-NEXT:    %0 = penguin.hbm_alloc : !penguin.hbm<512x512xf32>
// CHECK-NEXT:    %c128 = arith.constant 128 : index
// CHECK-NEXT:    %1 = penguin.load %arg1[0, 0] : !penguin.hbm<128x512xf32> -> !penguin.tile<128x512xf32, sbuf>
// CHECK-NEXT:    %2 = penguin.ewise mult %1, 5.000000e-01 : (!penguin.tile<128x512xf32, sbuf>) -> !penguin.tile<128x512xf32, sbuf>
// CHECK-NEXT:    penguin.for %arg2 = 0 to 4 parallel {
// CHECK-NEXT:      %3 = arith.muli %arg2, %c128 : index
// CHECK-NEXT:      %4 = penguin.load %arg0[%3, 0] : !penguin.hbm<512x512xf32> -> !penguin.tile<128x512xf32, sbuf>
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

// Hoisting the load of %w would keep its tile live through y, e and f:
// four tiles of 2 KiB, over the budget. It stays in the loop; %a's block
// still gets a second buffer (it is dead before the peak).
// CHECK-LABEL: penguin.kernel @undone
// CHECK-NEXT:    %0 = penguin.hbm_alloc : !penguin.hbm<512x512xf32>
// CHECK-NEXT:    %c128 = arith.constant 128 : index
// CHECK-NEXT:    penguin.for %arg2 = 0 to 4 parallel {
// CHECK-NEXT:      %1 = arith.muli %arg2, %c128 : index
// CHECK-NEXT:      %2 = penguin.load %arg0[%1, 0] {double_buffer} : !penguin.hbm<512x512xf32> -> !penguin.tile<128x512xf32, sbuf>
// CHECK-NEXT:      %3 = penguin.activation exp %2 : !penguin.tile<128x512xf32, sbuf> -> !penguin.tile<128x512xf32, sbuf>
// CHECK-NEXT:      %4 = penguin.activation exp %3 : !penguin.tile<128x512xf32, sbuf> -> !penguin.tile<128x512xf32, sbuf>
// CHECK-NEXT:      %5 = penguin.ewise add %3, %4 : (!penguin.tile<128x512xf32, sbuf>, !penguin.tile<128x512xf32, sbuf>) -> !penguin.tile<128x512xf32, sbuf>
// CHECK-NEXT:      %6 = penguin.load %arg1[0, 0] : !penguin.hbm<128x512xf32> -> !penguin.tile<128x512xf32, sbuf>
// CHECK-NEXT:      %7 = penguin.ewise add %5, %6 : (!penguin.tile<128x512xf32, sbuf>, !penguin.tile<128x512xf32, sbuf>) -> !penguin.tile<128x512xf32, sbuf>
// CHECK-NEXT:      penguin.store %7, %0[%1, 0] : !penguin.tile<128x512xf32, sbuf>, !penguin.hbm<512x512xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    penguin.return %0 : !penguin.hbm<512x512xf32>
penguin.kernel @undone(%a: !penguin.hbm<512x512xf32>, %w: !penguin.hbm<128x512xf32>) -> !penguin.hbm<512x512xf32> {
  %out = penguin.hbm_alloc : !penguin.hbm<512x512xf32>
  %c128 = arith.constant 128 : index
  penguin.for %i = 0 to 4 parallel {
    %m = arith.muli %i, %c128 : index
    %x = penguin.load %a[%m, 0] : !penguin.hbm<512x512xf32> -> !penguin.tile<128x512xf32, sbuf>
    %y = penguin.activation exp %x : !penguin.tile<128x512xf32, sbuf> -> !penguin.tile<128x512xf32, sbuf>
    %e = penguin.activation exp %y : !penguin.tile<128x512xf32, sbuf> -> !penguin.tile<128x512xf32, sbuf>
    %f = penguin.ewise add %y, %e : (!penguin.tile<128x512xf32, sbuf>, !penguin.tile<128x512xf32, sbuf>) -> !penguin.tile<128x512xf32, sbuf>
    %wt = penguin.load %w[0, 0] : !penguin.hbm<128x512xf32> -> !penguin.tile<128x512xf32, sbuf>
    %g = penguin.ewise add %f, %wt : (!penguin.tile<128x512xf32, sbuf>, !penguin.tile<128x512xf32, sbuf>) -> !penguin.tile<128x512xf32, sbuf>
    penguin.store %g, %out[%m, 0] : !penguin.tile<128x512xf32, sbuf>, !penguin.hbm<512x512xf32>
  }
  penguin.return %out : !penguin.hbm<512x512xf32>
}
