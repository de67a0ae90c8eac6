// RUN: ncc-opt %s -split-input-file -penguin-tile="sbuf-budget=65536" | FileCheck %s

// The SBUF budget: the tiles live at once may use at most sbuf-budget
// bytes per partition (by default, the target's whole partition). Here
// x, e and y (32 KiB each) are live together at the add: 96 KiB. Halving
// the free size brings them to 48 KiB.
// CHECK-LABEL: penguin.kernel @halve
// CHECK:         penguin.for %arg1 = 0 to 2 parallel {
// CHECK-NEXT:      %1 = arith.muli %arg1, %c128 : index
// CHECK-NEXT:      penguin.for %arg2 = 0 to 2 parallel {
// CHECK-NEXT:        %c4096 = arith.constant 4096 : index
// CHECK-NEXT:        %2 = arith.muli %arg2, %c4096 : index
// CHECK-NEXT:        %3 = penguin.load %arg0[%1, %2] : !penguin.hbm<256x8192xf32> -> !penguin.tile<128x4096xf32, sbuf>
// CHECK-NEXT:        %4 = penguin.activation exp %3 : !penguin.tile<128x4096xf32, sbuf> -> !penguin.tile<128x4096xf32, sbuf>
// CHECK-NEXT:        %5 = penguin.ewise add %3, %4 : (!penguin.tile<128x4096xf32, sbuf>, !penguin.tile<128x4096xf32, sbuf>) -> !penguin.tile<128x4096xf32, sbuf>
// CHECK-NEXT:        penguin.store %5, %0[%1, %2] : !penguin.tile<128x4096xf32, sbuf>, !penguin.hbm<256x8192xf32>
// CHECK-NEXT:      }
// CHECK-NEXT:    }
penguin.kernel @halve(%a: !penguin.hbm<256x8192xf32>) -> !penguin.hbm<256x8192xf32> {
  %out = penguin.hbm_alloc : !penguin.hbm<256x8192xf32>
  %c128 = arith.constant 128 : index
  penguin.for %i = 0 to 2 parallel {
    %m = arith.muli %i, %c128 : index
    %x = penguin.load %a[%m, 0] : !penguin.hbm<256x8192xf32> -> !penguin.tile<128x8192xf32, sbuf>
    %e = penguin.activation exp %x : !penguin.tile<128x8192xf32, sbuf> -> !penguin.tile<128x8192xf32, sbuf>
    %y = penguin.ewise add %x, %e : (!penguin.tile<128x8192xf32, sbuf>, !penguin.tile<128x8192xf32, sbuf>) -> !penguin.tile<128x8192xf32, sbuf>
    penguin.store %y, %out[%m, 0] : !penguin.tile<128x8192xf32, sbuf>, !penguin.hbm<256x8192xf32>
  }
  penguin.return %out : !penguin.hbm<256x8192xf32>
}

// -----

// Two tiles of 32 KiB fit: nothing changes.
// CHECK-LABEL: penguin.kernel @fits
// CHECK-NEXT:    %0 = penguin.hbm_alloc : !penguin.hbm<128x8192xf32>
// CHECK-NEXT:    %1 = penguin.load %arg0[0, 0] : !penguin.hbm<128x8192xf32> -> !penguin.tile<128x8192xf32, sbuf>
// CHECK-NEXT:    %2 = penguin.activation exp %1 : !penguin.tile<128x8192xf32, sbuf> -> !penguin.tile<128x8192xf32, sbuf>
// CHECK-NEXT:    penguin.store %2, %0[0, 0] : !penguin.tile<128x8192xf32, sbuf>, !penguin.hbm<128x8192xf32>
// CHECK-NEXT:    penguin.return %0 : !penguin.hbm<128x8192xf32>
penguin.kernel @fits(%a: !penguin.hbm<128x8192xf32>) -> !penguin.hbm<128x8192xf32> {
  %out = penguin.hbm_alloc : !penguin.hbm<128x8192xf32>
  %x = penguin.load %a[0, 0] : !penguin.hbm<128x8192xf32> -> !penguin.tile<128x8192xf32, sbuf>
  %e = penguin.activation exp %x : !penguin.tile<128x8192xf32, sbuf> -> !penguin.tile<128x8192xf32, sbuf>
  penguin.store %e, %out[0, 0] : !penguin.tile<128x8192xf32, sbuf>, !penguin.hbm<128x8192xf32>
  penguin.return %out : !penguin.hbm<128x8192xf32>
}
