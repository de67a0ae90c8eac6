// --emit-bytecode-version writes an older bytecode version; every version
// from 0 to the current 6 reads back. Before version 5 there are no
// properties: inherent attributes travel in the attribute dictionary.
// RUN: ncc-opt %s --emit-bytecode --emit-bytecode-version=0 | ncc-opt | FileCheck %s
// RUN: ncc-opt %s --emit-bytecode --emit-bytecode-version=1 | ncc-opt | FileCheck %s
// RUN: ncc-opt %s --emit-bytecode --emit-bytecode-version=2 | ncc-opt | FileCheck %s
// RUN: ncc-opt %s --emit-bytecode --emit-bytecode-version=3 | ncc-opt | FileCheck %s
// RUN: ncc-opt %s --emit-bytecode --emit-bytecode-version=4 | ncc-opt | FileCheck %s
// RUN: ncc-opt %s --emit-bytecode --emit-bytecode-version=5 | ncc-opt | FileCheck %s
// RUN: ncc-opt %s --emit-bytecode --emit-bytecode-version=6 | ncc-opt | FileCheck %s
// The version is the varint after the magic bytes (6 encodes as 0x0D).
// RUN: ncc-opt %s --emit-bytecode --emit-bytecode-version=3 | od -An -tx1 -N5 | FileCheck %s --check-prefix=V3
// RUN: ncc-opt %s --emit-bytecode | od -An -tx1 -N5 | FileCheck %s --check-prefix=V6
// V3: 4d 4c ef 52 07
// V6: 4d 4c ef 52 0d

// A version outside 0..6, or a version without --emit-bytecode, is an error.
// RUN: not ncc-opt %s --emit-bytecode --emit-bytecode-version=7 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: not ncc-opt %s --emit-bytecode-version=3 2>&1 | FileCheck %s --check-prefix=NOEMIT
// BAD: error: unsupported version requested 7, must be in range [0, 6]
// NOEMIT: error: bytecode version while not emitting bytecode

// CHECK-LABEL: func.func @switch(%arg0: i32) -> i32
// CHECK:         cf.switch %arg0 : i32, [
// CHECK-NEXT:      default: ^bb1,
// CHECK-NEXT:      1: ^bb2(%arg0 : i32)
// CHECK-NEXT:    ]
// CHECK:       ^bb2(%0: i32):  // pred: ^bb0
// CHECK-NEXT:    %1 = arith.muli %0, %0 overflow<nuw> : i32
func.func @switch(%arg0: i32) -> i32 {
  cf.switch %arg0 : i32, [
    default: ^bb1,
    1: ^bb2(%arg0 : i32)
  ]
^bb1:
  return %arg0 : i32
^bb2(%1: i32):
  %0 = arith.muli %1, %1 overflow<nuw> : i32
  return %0 : i32
}
