// RUN: ncc-opt %s --chlo-legalize-to-stablehlo --split-input-file | FileCheck %s

// Broadcasting binary ops become stablehlo.broadcast_in_dim and the
// non-broadcasting op.

// CHECK-LABEL: func.func @add_numpy
// CHECK-NEXT:    %[[B:.*]] = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<3xf32>) -> tensor<2x3xf32>
// CHECK-NEXT:    %[[R:.*]] = stablehlo.add %arg0, %[[B]] : tensor<2x3xf32>
// CHECK-NEXT:    return %[[R]]
func.func @add_numpy(%a: tensor<2x3xf32>, %b: tensor<3xf32>) -> tensor<2x3xf32> {
  %0 = chlo.broadcast_add %a, %b : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// CHECK-LABEL: func.func @same_shape
// CHECK-NEXT:    %[[R:.*]] = stablehlo.multiply %arg0, %arg1 : tensor<4xf32>
// CHECK-NEXT:    return %[[R]]
func.func @same_shape(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %0 = chlo.broadcast_multiply %a, %b : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// broadcast_dimensions that are not a numpy prefix map the lower-rank
// operand's dimensions.
// CHECK-LABEL: func.func @explicit_dims
// CHECK-NEXT:    %[[B:.*]] = stablehlo.broadcast_in_dim %arg1, dims = [0] : (tensor<2xi32>) -> tensor<2x3xi32>
// CHECK-NEXT:    stablehlo.shift_left %arg0, %[[B]] : tensor<2x3xi32>
func.func @explicit_dims(%a: tensor<2x3xi32>, %b: tensor<2xi32>) -> tensor<2x3xi32> {
  %0 = chlo.broadcast_shift_left %a, %b {broadcast_dimensions = array<i64: 0>} : (tensor<2x3xi32>, tensor<2xi32>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}

// -----

// Degenerate dimensions broadcast on both sides.
// CHECK-LABEL: func.func @degenerate
// CHECK-NEXT:    %[[A:.*]] = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x3xf32>
// CHECK-NEXT:    %[[B:.*]] = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<1x3xf32>) -> tensor<2x3xf32>
// CHECK-NEXT:    stablehlo.subtract %[[A]], %[[B]] : tensor<2x3xf32>
func.func @degenerate(%a: tensor<2x1xf32>, %b: tensor<1x3xf32>) -> tensor<2x3xf32> {
  %0 = chlo.broadcast_subtract %a, %b : (tensor<2x1xf32>, tensor<1x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// CHECK-LABEL: func.func @compare
// CHECK:         stablehlo.compare  LT, %arg0, %{{.*}},  TOTALORDER : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
// CHECK:         stablehlo.compare  EQ, %arg0, %{{.*}} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
func.func @compare(%a: tensor<2x3xf32>, %b: tensor<3xf32>) -> (tensor<2x3xi1>, tensor<2x3xi1>) {
  %0 = chlo.broadcast_compare %a, %b {comparison_direction = #chlo<comparison_direction LT>, compare_type = #chlo<comparison_type TOTALORDER>} : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xi1>
  %1 = chlo.broadcast_compare %a, %b {comparison_direction = #chlo<comparison_direction EQ>} : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xi1>
  return %0, %1 : tensor<2x3xi1>, tensor<2x3xi1>
}

// -----

// A scalar predicate stays scalar.
// CHECK-LABEL: func.func @select
// CHECK-NEXT:    %[[B:.*]] = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<3xf32>) -> tensor<2x3xf32>
// CHECK-NEXT:    stablehlo.select %arg0, %arg1, %[[B]] : tensor<i1>, tensor<2x3xf32>
func.func @select(%p: tensor<i1>, %a: tensor<2x3xf32>, %b: tensor<3xf32>) -> tensor<2x3xf32> {
  %0 = chlo.broadcast_select %p, %a, %b : (tensor<i1>, tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// CHECK-LABEL: func.func @complex
// CHECK:         stablehlo.complex %arg0, %{{.*}} : tensor<2x3xcomplex<f32>>
func.func @complex(%a: tensor<2x3xf32>, %b: tensor<3xf32>) -> tensor<2x3xcomplex<f32>> {
  %0 = chlo.broadcast_complex %a, %b : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xcomplex<f32>>
  return %0 : tensor<2x3xcomplex<f32>>
}

// -----

// CHECK-LABEL: func.func @constants
// CHECK-NEXT:    %[[C:.*]] = stablehlo.constant dense<2.500000e+00> : tensor<2x3xf32>
// CHECK-NEXT:    %[[D:.*]] = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
// CHECK-NEXT:    return %[[C]], %[[D]]
func.func @constants(%a: tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<2xi32>) {
  %0 = "chlo.constant_like"(%a) {value = 2.5 : f32} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %1 = chlo.constant dense<[1, 2]> : tensor<2xi32>
  return %0, %1 : tensor<2x3xf32>, tensor<2xi32>
}

// -----

// CHECK-LABEL: func.func @tan
// CHECK-NEXT:    %[[S:.*]] = stablehlo.sine %arg0 : tensor<4xf32>
// CHECK-NEXT:    %[[C:.*]] = stablehlo.cosine %arg0 : tensor<4xf32>
// CHECK-NEXT:    %[[R:.*]] = stablehlo.divide %[[S]], %[[C]] : tensor<4xf32>
// CHECK-NEXT:    return %[[R]]
func.func @tan(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = chlo.tan %a : tensor<4xf32> -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @atan
// CHECK-NEXT:    %[[ONE:.*]] = stablehlo.constant dense<1.000000e+00> : tensor<4xf64>
// CHECK-NEXT:    %[[R:.*]] = stablehlo.atan2 %arg0, %[[ONE]] : tensor<4xf64>
func.func @atan(%a: tensor<4xf64>) -> tensor<4xf64> {
  %0 = chlo.atan %a : tensor<4xf64> -> tensor<4xf64>
  return %0 : tensor<4xf64>
}

// -----

// is_inf(x) = is_pos_inf(|x|) = |x| == +inf.
// CHECK-LABEL: func.func @is_inf
// CHECK-NEXT:    %[[A:.*]] = stablehlo.abs %arg0 : tensor<4xf16>
// CHECK-NEXT:    %[[INF:.*]] = stablehlo.constant dense<0x7C00> : tensor<4xf16>
// CHECK-NEXT:    %[[R:.*]] = stablehlo.compare  EQ, %[[A]], %[[INF]] : (tensor<4xf16>, tensor<4xf16>) -> tensor<4xi1>
// CHECK-NEXT:    %[[NINF:.*]] = stablehlo.constant dense<0xFC00> : tensor<4xf16>
// CHECK-NEXT:    stablehlo.compare  EQ, %arg0, %[[NINF]]
func.func @is_inf(%a: tensor<4xf16>) -> (tensor<4xi1>, tensor<4xi1>) {
  %0 = chlo.is_inf %a : tensor<4xf16> -> tensor<4xi1>
  %1 = chlo.is_neg_inf %a : tensor<4xf16> -> tensor<4xi1>
  return %0, %1 : tensor<4xi1>, tensor<4xi1>
}

// -----

// erf on f16 is computed in f32 with Eigen's rational approximation.
// CHECK-LABEL: func.func @erf_f16
// CHECK-NEXT:    %[[X:.*]] = stablehlo.convert %arg0 : (tensor<4xf16>) -> tensor<4xf32>
// CHECK-NEXT:    stablehlo.constant dense<-4.000000e+00> : tensor<4xf32>
// CHECK-NEXT:    stablehlo.constant dense<4.000000e+00> : tensor<4xf32>
// CHECK-NEXT:    stablehlo.clamp
// CHECK:         stablehlo.constant dense<-2.72614237E-10> : tensor<4xf32>
// CHECK:         stablehlo.constant dense<-0.0142647391> : tensor<4xf32>
// CHECK:         %[[E:.*]] = stablehlo.clamp
// CHECK-NEXT:    %[[R:.*]] = stablehlo.convert %[[E]] : (tensor<4xf32>) -> tensor<4xf16>
// CHECK-NEXT:    return %[[R]]
func.func @erf_f16(%a: tensor<4xf16>) -> tensor<4xf16> {
  %0 = chlo.erf %a : tensor<4xf16> -> tensor<4xf16>
  return %0 : tensor<4xf16>
}

// -----

// lgamma decomposes into StableHLO only (its chlo.is_inf is legalized too).
// CHECK-LABEL: func.func @lgamma
// CHECK-NOT:     chlo.
// CHECK:         stablehlo.log_plus_one
// CHECK:         stablehlo.is_finite
// CHECK-NOT:     chlo.
// CHECK:         return
func.func @lgamma(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = chlo.lgamma %a : tensor<4xf32> -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// top_k sorts values and an iota, descending and stable, and slices k.
// CHECK-LABEL: func.func @top_k
// CHECK-NEXT:    %[[I:.*]] = stablehlo.iota dim = 1 : tensor<2x8xi32>
// CHECK-NEXT:    %[[S:.*]]:2 = "stablehlo.sort"(%arg0, %[[I]]) <{dimension = 1 : i64, is_stable = true}> ({
// CHECK-NEXT:    ^bb0(%[[A:.*]]: tensor<f32>, %[[B:.*]]: tensor<f32>, %{{.*}}: tensor<i32>, %{{.*}}: tensor<i32>):
// CHECK-NEXT:      %[[C:.*]] = stablehlo.compare  GT, %[[A]], %[[B]],  TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
// CHECK-NEXT:      stablehlo.return %[[C]] : tensor<i1>
// CHECK-NEXT:    }) : (tensor<2x8xf32>, tensor<2x8xi32>) -> (tensor<2x8xf32>, tensor<2x8xi32>)
// CHECK-NEXT:    %[[V:.*]] = stablehlo.slice %[[S]]#0 [0:2, 0:3] : (tensor<2x8xf32>) -> tensor<2x3xf32>
// CHECK-NEXT:    %[[X:.*]] = stablehlo.slice %[[S]]#1 [0:2, 0:3] : (tensor<2x8xi32>) -> tensor<2x3xi32>
// CHECK-NEXT:    return %[[V]], %[[X]]
func.func @top_k(%a: tensor<2x8xf32>) -> (tensor<2x3xf32>, tensor<2x3xi32>) {
  %0:2 = chlo.top_k(%a, k = 3) : tensor<2x8xf32> -> (tensor<2x3xf32>, tensor<2x3xi32>)
  return %0#0, %0#1 : tensor<2x3xf32>, tensor<2x3xi32>
}

// -----

// mulhi of 16-bit integers multiplies in 32 bits and shifts.
// CHECK-LABEL: func.func @mulhi
// CHECK-NEXT:    %[[A:.*]] = stablehlo.convert %arg0 : (tensor<3xi16>) -> tensor<3xi32>
// CHECK-NEXT:    %[[B:.*]] = stablehlo.convert %arg1 : (tensor<3xi16>) -> tensor<3xi32>
// CHECK-NEXT:    %[[P:.*]] = stablehlo.multiply %[[A]], %[[B]] : tensor<3xi32>
// CHECK-NEXT:    %[[C:.*]] = stablehlo.constant dense<16> : tensor<3xi32>
// CHECK-NEXT:    %[[H:.*]] = stablehlo.shift_right_arithmetic %[[P]], %[[C]] : tensor<3xi32>
// CHECK-NEXT:    stablehlo.convert %[[H]] : (tensor<3xi32>) -> tensor<3xi16>
func.func @mulhi(%a: tensor<3xi16>, %b: tensor<3xi16>) -> tensor<3xi16> {
  %0 = chlo.mulhi %a, %b : tensor<3xi16>, tensor<3xi16> -> tensor<3xi16>
  return %0 : tensor<3xi16>
}

// -----

// scan becomes a while loop over the scan dimension.
// CHECK-LABEL: func.func @scan
// CHECK:         stablehlo.while
// CHECK:         stablehlo.dynamic_slice
// CHECK:         stablehlo.add
// CHECK:         stablehlo.dynamic_update_slice
// CHECK-NOT:     chlo.
func.func @scan(%x: tensor<4xi32>, %c: tensor<i32>) -> (tensor<4xi32>, tensor<i32>) {
  %0:2 = chlo.scan(%x) inits(%c) dimension = 0 {
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %s = stablehlo.add %a, %b : tensor<i32>
    stablehlo.return %s, %s : tensor<i32>, tensor<i32>
  } : (tensor<4xi32>, tensor<i32>) -> (tensor<4xi32>, tensor<i32>)
  return %0#0, %0#1 : tensor<4xi32>, tensor<i32>
}
