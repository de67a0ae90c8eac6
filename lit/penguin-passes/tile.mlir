// RUN: ncc-opt %s -split-input-file -verify-each=false -penguin-tile="max-free=512" | FileCheck %s
// RUN: ncc-opt %s -split-input-file -verify-each=false -penguin-tile="max-free=512" | ncc-opt -split-input-file -penguin-tile="max-free=512" | FileCheck %s

// penguin-tile splits the loop nests whose tiles break a limit: the ops
// that define and use the tiles run in a new parallel loop over smaller
// pieces, and each DMA start moves by the piece's offset. Some inputs here
// break the target's limits, so the input is not verified; the second RUN
// line verifies the output and checks that tiling it again changes
// nothing.

// Already legal: nothing changes.
// CHECK-LABEL: penguin.kernel @legal
// CHECK-NEXT:    %0 = penguin.hbm_alloc : !penguin.hbm<256x512xf32>
// CHECK-NEXT:    %c128 = arith.constant 128 : index
// CHECK-NEXT:    penguin.for %arg1 = 0 to 2 parallel {
// CHECK-NEXT:      %1 = arith.muli %arg1, %c128 : index
// CHECK-NEXT:      %2 = penguin.load %arg0[%1, 0] : !penguin.hbm<256x512xf32> -> !penguin.tile<128x512xf32, sbuf>
// CHECK-NEXT:      %3 = penguin.activation exp %2 : !penguin.tile<128x512xf32, sbuf> -> !penguin.tile<128x512xf32, sbuf>
// CHECK-NEXT:      penguin.store %3, %0[%1, 0] : !penguin.tile<128x512xf32, sbuf>, !penguin.hbm<256x512xf32>
// CHECK-NEXT:    }
penguin.kernel @legal(%a: !penguin.hbm<256x512xf32>) -> !penguin.hbm<256x512xf32> {
  %out = penguin.hbm_alloc : !penguin.hbm<256x512xf32>
  %c128 = arith.constant 128 : index
  penguin.for %i = 0 to 2 parallel {
    %m = arith.muli %i, %c128 : index
    %x = penguin.load %a[%m, 0] : !penguin.hbm<256x512xf32> -> !penguin.tile<128x512xf32, sbuf>
    %y = penguin.activation exp %x : !penguin.tile<128x512xf32, sbuf> -> !penguin.tile<128x512xf32, sbuf>
    penguin.store %y, %out[%m, 0] : !penguin.tile<128x512xf32, sbuf>, !penguin.hbm<256x512xf32>
  }
  penguin.return %out : !penguin.hbm<256x512xf32>
}

// -----

// A free size of 2048 over max-free: four pieces of 512 columns. The bias
// column is not split; it is loaded in each piece (penguin-schedule hoists
// such loads).
// CHECK-LABEL: penguin.kernel @free
// CHECK:         penguin.for %arg2 = 0 to 2 parallel {
// CHECK-NEXT:      %1 = arith.muli %arg2, %c128 : index
// CHECK-NEXT:      penguin.for %arg3 = 0 to 4 parallel {
// CHECK-NEXT:        %c512 = arith.constant 512 : index
// CHECK-NEXT:        %2 = arith.muli %arg3, %c512 : index
// CHECK-NEXT:        %3 = penguin.load %arg0[%1, %2] : !penguin.hbm<256x2048xf32> -> !penguin.tile<128x512xf32, sbuf>
// CHECK-NEXT:        %4 = penguin.load %arg1[%1, 0] : !penguin.hbm<256x1xf32> -> !penguin.tile<128x1xf32, sbuf>
// CHECK-NEXT:        %5 = penguin.ewise mult then add %3, 2.000000e+00, %4 : (!penguin.tile<128x512xf32, sbuf>, !penguin.tile<128x1xf32, sbuf>) -> !penguin.tile<128x512xf32, sbuf>
// CHECK-NEXT:        penguin.store %5, %0[%1, %2] : !penguin.tile<128x512xf32, sbuf>, !penguin.hbm<256x2048xf32>
// CHECK-NEXT:      }
// CHECK-NEXT:    }
penguin.kernel @free(%a: !penguin.hbm<256x2048xf32>, %b: !penguin.hbm<256x1xf32>) -> !penguin.hbm<256x2048xf32> {
  %out = penguin.hbm_alloc : !penguin.hbm<256x2048xf32>
  %c128 = arith.constant 128 : index
  penguin.for %i = 0 to 2 parallel {
    %m = arith.muli %i, %c128 : index
    %x = penguin.load %a[%m, 0] : !penguin.hbm<256x2048xf32> -> !penguin.tile<128x2048xf32, sbuf>
    %c = penguin.load %b[%m, 0] : !penguin.hbm<256x1xf32> -> !penguin.tile<128x1xf32, sbuf>
    %y = penguin.ewise mult then add %x, 2.0, %c : (!penguin.tile<128x2048xf32, sbuf>, !penguin.tile<128x1xf32, sbuf>) -> !penguin.tile<128x2048xf32, sbuf>
    penguin.store %y, %out[%m, 0] : !penguin.tile<128x2048xf32, sbuf>, !penguin.hbm<256x2048xf32>
  }
  penguin.return %out : !penguin.hbm<256x2048xf32>
}

// -----

// 384 partitions: three pieces of 128 rows. A reduce works on any rows.
// CHECK-LABEL: penguin.kernel @rows
// CHECK-NEXT:    %0 = penguin.hbm_alloc : !penguin.hbm<384x1xf32>
// CHECK-NEXT:    penguin.for %arg1 = 0 to 3 parallel {
// CHECK-NEXT:      %c128 = arith.constant 128 : index
// CHECK-NEXT:      %1 = arith.muli %arg1, %c128 : index
// CHECK-NEXT:      %2 = penguin.load %arg0[%1, 0] : !penguin.hbm<384x64xf32> -> !penguin.tile<128x64xf32, sbuf>
// CHECK-NEXT:      %3 = penguin.reduce max %2 : !penguin.tile<128x64xf32, sbuf> -> !penguin.tile<128x1xf32, sbuf>
// CHECK-NEXT:      penguin.store %3, %0[%1, 0] : !penguin.tile<128x1xf32, sbuf>, !penguin.hbm<384x1xf32>
// CHECK-NEXT:    }
penguin.kernel @rows(%a: !penguin.hbm<384x64xf32>) -> !penguin.hbm<384x1xf32> {
  %out = penguin.hbm_alloc : !penguin.hbm<384x1xf32>
  %x = penguin.load %a[0, 0] : !penguin.hbm<384x64xf32> -> !penguin.tile<384x64xf32, sbuf>
  %s = penguin.reduce max %x : !penguin.tile<384x64xf32, sbuf> -> !penguin.tile<384x1xf32, sbuf>
  penguin.store %s, %out[0, 0] : !penguin.tile<384x1xf32, sbuf>, !penguin.hbm<384x1xf32>
  penguin.return %out : !penguin.hbm<384x1xf32>
}

// -----

// A PSUM accumulator of 1024 f32 is two PSUM banks: the matmul's moving
// free size N is split, with the accumulator the sequential loop carries.
// The stationary operand does not depend on N, yet it is in the loop over
// K the pieces contain, so each piece loads it again.
// CHECK-LABEL: penguin.kernel @accumulator
// CHECK:         penguin.for %arg2 = 0 to 2 parallel {
// CHECK-NEXT:      %1 = arith.muli %arg2, %c128 : index
// CHECK-NEXT:      penguin.for %arg3 = 0 to 2 parallel {
// CHECK-NEXT:        %c512 = arith.constant 512 : index
// CHECK-NEXT:        %2 = arith.muli %arg3, %c512 : index
// CHECK-NEXT:        %3 = penguin.zeros : !penguin.tile<128x512xf32, psum>
// CHECK-NEXT:        %4 = penguin.for %arg4 = 0 to 2 sequential iter_args(%arg5 = %3) -> !penguin.tile<128x512xf32, psum> {
// CHECK-NEXT:          %6 = arith.muli %arg4, %c128 : index
// CHECK-NEXT:          %7 = penguin.load %arg0[%1, %6] dims [d1, d0] : !penguin.hbm<256x256xbf16> -> !penguin.tile<128x128xbf16, sbuf>
// CHECK-NEXT:          %8 = penguin.load %arg1[%6, %2] : !penguin.hbm<256x1024xbf16> -> !penguin.tile<128x512xbf16, sbuf>
// CHECK-NEXT:          %9 = penguin.matmul %7, %8 acc %arg5 : !penguin.tile<128x128xbf16, sbuf>, !penguin.tile<128x512xbf16, sbuf> -> !penguin.tile<128x512xf32, psum>
// CHECK-NEXT:          penguin.yield %9 : !penguin.tile<128x512xf32, psum>
// CHECK-NEXT:        }
// CHECK-NEXT:        %5 = penguin.activation relu %4 : !penguin.tile<128x512xf32, psum> -> !penguin.tile<128x512xf32, sbuf>
// CHECK-NEXT:        penguin.store %5, %0[%1, %2] : !penguin.tile<128x512xf32, sbuf>, !penguin.hbm<256x1024xf32>
// CHECK-NEXT:      }
// CHECK-NEXT:    }
penguin.kernel @accumulator(%a: !penguin.hbm<256x256xbf16>, %b: !penguin.hbm<256x1024xbf16>) -> !penguin.hbm<256x1024xf32> {
  %out = penguin.hbm_alloc : !penguin.hbm<256x1024xf32>
  %c128 = arith.constant 128 : index
  penguin.for %i = 0 to 2 parallel {
    %m = arith.muli %i, %c128 : index
    %acc0 = penguin.zeros : !penguin.tile<128x1024xf32, psum>
    %acc = penguin.for %k = 0 to 2 sequential iter_args(%acc1 = %acc0) -> !penguin.tile<128x1024xf32, psum> {
      %k0 = arith.muli %k, %c128 : index
      %at = penguin.load %a[%m, %k0] dims [d1, d0] : !penguin.hbm<256x256xbf16> -> !penguin.tile<128x128xbf16, sbuf>
      %bt = penguin.load %b[%k0, 0] : !penguin.hbm<256x1024xbf16> -> !penguin.tile<128x1024xbf16, sbuf>
      %p = penguin.matmul %at, %bt acc %acc1 : !penguin.tile<128x128xbf16, sbuf>, !penguin.tile<128x1024xbf16, sbuf> -> !penguin.tile<128x1024xf32, psum>
      penguin.yield %p : !penguin.tile<128x1024xf32, psum>
    }
    %r = penguin.activation relu %acc : !penguin.tile<128x1024xf32, psum> -> !penguin.tile<128x1024xf32, sbuf>
    penguin.store %r, %out[%m, 0] : !penguin.tile<128x1024xf32, sbuf>, !penguin.hbm<256x1024xf32>
  }
  penguin.return %out : !penguin.hbm<256x1024xf32>
}

// -----

// Three free dimensions' worth: [4, 1000] cannot be cut in dimension 1
// (1000 alone is over 512), so dimension 2 is cut in 125s (4 x 125 =
// 500).
// CHECK-LABEL: penguin.kernel @rank3
// CHECK-NEXT:    %0 = penguin.hbm_alloc : !penguin.hbm<128x4x1000xbf16>
// CHECK-NEXT:    penguin.for %arg1 = 0 to 8 parallel {
// CHECK-NEXT:      %c125 = arith.constant 125 : index
// CHECK-NEXT:      %1 = arith.muli %arg1, %c125 : index
// CHECK-NEXT:      %2 = penguin.load %arg0[0, 0, %1] : !penguin.hbm<128x4x1000xbf16> -> !penguin.tile<128x4x125xbf16, sbuf>
// CHECK-NEXT:      %3 = penguin.activation exp %2 : !penguin.tile<128x4x125xbf16, sbuf> -> !penguin.tile<128x4x125xbf16, sbuf>
// CHECK-NEXT:      penguin.store %3, %0[0, 0, %1] : !penguin.tile<128x4x125xbf16, sbuf>, !penguin.hbm<128x4x1000xbf16>
// CHECK-NEXT:    }
penguin.kernel @rank3(%a: !penguin.hbm<128x4x1000xbf16>) -> !penguin.hbm<128x4x1000xbf16> {
  %out = penguin.hbm_alloc : !penguin.hbm<128x4x1000xbf16>
  %x = penguin.load %a[0, 0, 0] : !penguin.hbm<128x4x1000xbf16> -> !penguin.tile<128x4x1000xbf16, sbuf>
  %y = penguin.activation exp %x : !penguin.tile<128x4x1000xbf16, sbuf> -> !penguin.tile<128x4x1000xbf16, sbuf>
  penguin.store %y, %out[0, 0, 0] : !penguin.tile<128x4x1000xbf16, sbuf>, !penguin.hbm<128x4x1000xbf16>
  penguin.return %out : !penguin.hbm<128x4x1000xbf16>
}

// -----

// The walk decides which HBM start moves: the transposed load's free
// dimension walks HBM dimension 0, the broadcast load's walks dimension 1
// (its partitions walk none), and a strided store's walks dimension 1
// two at a time.
// CHECK-LABEL: penguin.kernel @walks
// CHECK-NEXT:    %0 = penguin.hbm_alloc : !penguin.hbm<128x2048xf32>
// CHECK-NEXT:    penguin.for %arg2 = 0 to 2 parallel {
// CHECK-NEXT:      %c512 = arith.constant 512 : index
// CHECK-NEXT:      %1 = arith.muli %arg2, %c512 : index
// CHECK-NEXT:      %c1024 = arith.constant 1024 : index
// CHECK-NEXT:      %2 = arith.muli %arg2, %c1024 : index
// CHECK-NEXT:      %3 = penguin.load %arg0[%1, 0] dims [d1, d0] : !penguin.hbm<1024x128xf32> -> !penguin.tile<128x512xf32, sbuf>
// CHECK-NEXT:      %4 = penguin.load %arg1[0, %1] dims [bcast, d1] : !penguin.hbm<1x1024xf32> -> !penguin.tile<128x512xf32, sbuf>
// CHECK-NEXT:      %5 = penguin.ewise add %3, %4 : (!penguin.tile<128x512xf32, sbuf>, !penguin.tile<128x512xf32, sbuf>) -> !penguin.tile<128x512xf32, sbuf>
// CHECK-NEXT:      penguin.store %5, %0[0, %2] dims [d0, d1 * 2] : !penguin.tile<128x512xf32, sbuf>, !penguin.hbm<128x2048xf32>
// CHECK-NEXT:    }
penguin.kernel @walks(%a: !penguin.hbm<1024x128xf32>, %b: !penguin.hbm<1x1024xf32>) -> !penguin.hbm<128x2048xf32> {
  %out = penguin.hbm_alloc : !penguin.hbm<128x2048xf32>
  %x = penguin.load %a[0, 0] dims [d1, d0] : !penguin.hbm<1024x128xf32> -> !penguin.tile<128x1024xf32, sbuf>
  %r = penguin.load %b[0, 0] dims [bcast, d1] : !penguin.hbm<1x1024xf32> -> !penguin.tile<128x1024xf32, sbuf>
  %y = penguin.ewise add %x, %r : (!penguin.tile<128x1024xf32, sbuf>, !penguin.tile<128x1024xf32, sbuf>) -> !penguin.tile<128x1024xf32, sbuf>
  penguin.store %y, %out[0, 0] dims [d0, d1 * 2] : !penguin.tile<128x1024xf32, sbuf>, !penguin.hbm<128x2048xf32>
  penguin.return %out : !penguin.hbm<128x2048xf32>
}

// -----

// A reversed walk (negative strides) splits the same way, but each piece
// starts further down: piece j of the rows walked by d0 * -1 from 255
// starts at 255 - 128·j, piece k of the columns at 1023 - 512·k.
// CHECK-LABEL: penguin.kernel @reversed
// CHECK:         penguin.for %arg1 = 0 to 2 parallel {
// CHECK-NEXT:      %c-128 = arith.constant -128 : index
// CHECK-NEXT:      %1 = arith.muli %arg1, %c-128 : index
// CHECK-NEXT:      %c255 = arith.constant 255 : index
// CHECK-NEXT:      %2 = arith.addi %1, %c255 : index
// CHECK-NEXT:      %c128 = arith.constant 128 : index
// CHECK-NEXT:      %3 = arith.muli %arg1, %c128 : index
// CHECK-NEXT:      penguin.for %arg2 = 0 to 2 parallel {
// CHECK-NEXT:        %c-512 = arith.constant -512 : index
// CHECK-NEXT:        %4 = arith.muli %arg2, %c-512 : index
// CHECK-NEXT:        %c1023 = arith.constant 1023 : index
// CHECK-NEXT:        %5 = arith.addi %4, %c1023 : index
// CHECK-NEXT:        %c512 = arith.constant 512 : index
// CHECK-NEXT:        %6 = arith.muli %arg2, %c512 : index
// CHECK-NEXT:        %7 = penguin.load %arg0[%2, %5] dims [d0 * -1, d1 * -1] : !penguin.hbm<256x1024xf32> -> !penguin.tile<128x512xf32, sbuf>
// CHECK-NEXT:        %8 = penguin.activation exp %7 : !penguin.tile<128x512xf32, sbuf> -> !penguin.tile<128x512xf32, sbuf>
// CHECK-NEXT:        penguin.store %8, %0[%3, %6] : !penguin.tile<128x512xf32, sbuf>, !penguin.hbm<256x1024xf32>
// CHECK-NEXT:      }
// CHECK-NEXT:    }
penguin.kernel @reversed(%a: !penguin.hbm<256x1024xf32>) -> !penguin.hbm<256x1024xf32> {
  %out = penguin.hbm_alloc : !penguin.hbm<256x1024xf32>
  %x = penguin.load %a[255, 1023] dims [d0 * -1, d1 * -1] : !penguin.hbm<256x1024xf32> -> !penguin.tile<256x1024xf32, sbuf>
  %y = penguin.activation exp %x : !penguin.tile<256x1024xf32, sbuf> -> !penguin.tile<256x1024xf32, sbuf>
  penguin.store %y, %out[0, 0] : !penguin.tile<256x1024xf32, sbuf>, !penguin.hbm<256x1024xf32>
  penguin.return %out : !penguin.hbm<256x1024xf32>
}
