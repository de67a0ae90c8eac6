// sparse<indices, values> elements attributes print as mlir-opt prints them
// (core/asm/testdata/diff/sparse.mlir compares every form with mlir-opt).
// RUN: ncc-opt %s -allow-unregistered-dialect | FileCheck %s
// RUN: ncc-opt %s -allow-unregistered-dialect | ncc-opt -allow-unregistered-dialect | FileCheck %s

// CHECK: "t.a"() {a = sparse<{{\[\[}}0, 0], [1, 2]], [1, 5]> : tensor<3x4xi32>, b = sparse<> : tensor<3xf32>, c = sparse<0, 1.500000e+00> : tensor<3xf32>} : () -> ()
"t.a"() {a = sparse<[[0, 0], [1, 2]], [1, 5]> : tensor<3x4xi32>, b = sparse<[], []> : tensor<3xf32>, c = sparse<[[0]], [1.5]> : tensor<3xf32>} : () -> ()
