// RUN: ncc-opt %s | FileCheck %s
// RUN: ncc-opt %s | ncc-opt | FileCheck %s
// RUN: ncc-opt %s -mlir-print-op-generic | ncc-opt | FileCheck %s

// Every form of #sparse_tensor.encoding mlir-opt 22 reads prints in its
// short form, under the #sparse aliases mlir-opt gives encodings
// (mlir-opt-diff.mlir compares the whole output).

#CSR = #sparse_tensor.encoding<{
  map = (d0, d1) -> (d0 : dense, d1 : compressed)
}>
#CSC = #sparse_tensor.encoding<{
  map = (i, j) -> (j : dense, i : compressed),
  posWidth = 32,
  crdWidth = 64,
}>
#BSR = #sparse_tensor.encoding<{
  map = (i, j) -> (i floordiv 2 : dense, j floordiv 3 : compressed, i mod 2 : dense, j mod 3 : dense)
}>
#BSRExplicit = #sparse_tensor.encoding<{
  map = {l0, l1, l2, l3} (i = l0 * 2 + l2, j = l1 * 3 + l3) ->
        (l0 = i floordiv 2 : dense, l1 = j floordiv 3 : compressed, l2 = i mod 2 : dense, l3 = j mod 3 : dense),
  posWidth = 8
}>
#COO = #sparse_tensor.encoding<{
  map = (d0, d1, d2) -> (d0 : compressed(nonunique, nonordered), d1 : singleton(nonunique, soa), d2 : singleton(soa)),
  explicitVal = 1.0 : f32,
  implicitVal = 0.0 : f32
}>
#NV24 = #sparse_tensor.encoding<{
  map = (i, j) -> (i : dense, j floordiv 4 : dense, j mod 4 : structured[2, 4])
}>
#Batched = #sparse_tensor.encoding<{
  map = (d0, d1, d2) -> (d0 : batch, d1 : dense, d2 : loose_compressed(nonordered))
}>
#Sliced = #sparse_tensor.encoding<{
  map = (d0 : #sparse_tensor<slice(1, 4, 1)>, d1 : #sparse_tensor<slice(0, ?, 2)>) -> (d0 : dense, d1 : compressed)
}>
#Symbolic = #sparse_tensor.encoding<{
  map = [s0] (d0, d1) -> (d0 * s0 - 1 + 3 : compressed, d1 : compressed)
}>

// CHECK: #[[CSR:.*]] = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>
// CHECK-NEXT: #[[CSC:.*]] = #sparse_tensor.encoding<{ map = (d0, d1) -> (d1 : dense, d0 : compressed), posWidth = 32, crdWidth = 64 }>
// CHECK-NEXT: #[[BSR:.*]] = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 floordiv 2 : dense, d1 floordiv 3 : compressed, d0 mod 2 : dense, d1 mod 3 : dense) }>
// CHECK-NEXT: #[[BSRX:.*]] = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 floordiv 2 : dense, d1 floordiv 3 : compressed, d0 mod 2 : dense, d1 mod 3 : dense), posWidth = 8 }>
// CHECK-NEXT: #[[COO:.*]] = #sparse_tensor.encoding<{ map = (d0, d1, d2) -> (d0 : compressed(nonunique, nonordered), d1 : singleton(nonunique, soa), d2 : singleton(soa)), explicitVal = 1.000000e+00 : f32, implicitVal = 0.000000e+00 : f32 }>
// CHECK-NEXT: #[[NV:.*]] = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 floordiv 4 : dense, d1 mod 4 : structured[2, 4]) }>
// CHECK-NEXT: #[[BATCH:.*]] = #sparse_tensor.encoding<{ map = (d0, d1, d2) -> (d0 : batch, d1 : dense, d2 : loose_compressed(nonordered)) }>
// CHECK-NEXT: #[[SLICE:.*]] = #sparse_tensor.encoding<{ map = (d0 : #sparse_tensor<slice(1, 4, 1)>, d1 : #sparse_tensor<slice(0, ?, 2)>) -> (d0 : dense, d1 : compressed) }>
// CHECK-NEXT: #[[SYM:.*]] = #sparse_tensor.encoding<{ map = [s0](d0, d1) -> (d0 * s0 + 2 : compressed, d1 : compressed) }>

// CHECK-LABEL: func private @sparse(
// CHECK-SAME: tensor<?x?xf64, #[[CSR]]>, tensor<?x?xf64, #[[CSC]]>, tensor<10x12xf64, #[[BSR]]>, tensor<10x12xf64, #[[BSRX]]>,
// CHECK-SAME: tensor<?x?x?xf32, #[[COO]]>, tensor<4x8xi8, #[[NV]]>, tensor<2x?x?xf64, #[[BATCH]]>, tensor<4x?xf64, #[[SLICE]]>, tensor<?x?xf64, #[[SYM]]>)
func.func private @sparse(tensor<?x?xf64, #CSR>, tensor<?x?xf64, #CSC>, tensor<10x12xf64, #BSR>, tensor<10x12xf64, #BSRExplicit>,
                          tensor<?x?x?xf32, #COO>, tensor<4x8xi8, #NV24>, tensor<2x?x?xf64, #Batched>, tensor<4x?xf64, #Sliced>, tensor<?x?xf64, #Symbolic>)

// An encoding written in place gets an alias too; slices alone do not.
// CHECK-LABEL: func private @inline()
// CHECK-SAME: attributes {enc = #[[CSR]], slice = #sparse_tensor<slice(?, ?, ?)>}
func.func private @inline() attributes {enc = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>, slice = #sparse_tensor<slice(?, ?, ?)>}
