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

// -----

// Dynamic shapes: the result extents come from get_dimension_size (static
// dimensions are constants) and every operand is broadcast to them with
// dynamic_broadcast_in_dim, as ConvertRankedDynamicBroadcastBinaryOp does
// after shape-legalize-to-stablehlo.
// CHECK-LABEL: func.func @add_dynamic
// CHECK-NEXT:    %[[D0:.*]] = stablehlo.get_dimension_size %arg0, dim = 0 : (tensor<?x4xf32>) -> tensor<i32>
// CHECK-NEXT:    %[[R0:.*]] = stablehlo.reshape %[[D0]] : (tensor<i32>) -> tensor<1xi32>
// CHECK-NEXT:    %[[C4:.*]] = stablehlo.constant dense<4> : tensor<i32>
// CHECK-NEXT:    %[[R1:.*]] = stablehlo.reshape %[[C4]] : (tensor<i32>) -> tensor<1xi32>
// CHECK-NEXT:    %[[E:.*]] = stablehlo.concatenate %[[R0]], %[[R1]], dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
// CHECK-NEXT:    %[[A:.*]] = stablehlo.dynamic_broadcast_in_dim %arg0, %[[E]], dims = [0, 1] : (tensor<?x4xf32>, tensor<2xi32>) -> tensor<?x4xf32>
// CHECK-NEXT:    %[[B:.*]] = stablehlo.dynamic_broadcast_in_dim %arg1, %[[E]], dims = [1] : (tensor<4xf32>, tensor<2xi32>) -> tensor<?x4xf32>
// CHECK-NEXT:    %[[S:.*]] = stablehlo.add %[[A]], %[[B]] : tensor<?x4xf32>
// CHECK-NEXT:    return %[[S]]
func.func @add_dynamic(%a: tensor<?x4xf32>, %b: tensor<4xf32>) -> tensor<?x4xf32> {
  %0 = chlo.broadcast_add %a, %b : (tensor<?x4xf32>, tensor<4xf32>) -> tensor<?x4xf32>
  return %0 : tensor<?x4xf32>
}

// -----

// Two dynamic extents meet: the one that is not 1 wins.
// CHECK-LABEL: func.func @two_dynamic
// CHECK-NEXT:    %[[D0:.*]] = stablehlo.get_dimension_size %arg0, dim = 0
// CHECK-NEXT:    %[[D1:.*]] = stablehlo.get_dimension_size %arg1, dim = 0
// CHECK-NEXT:    %[[ONE:.*]] = stablehlo.constant dense<1> : tensor<i32>
// CHECK-NEXT:    %[[EQ:.*]] = stablehlo.compare  EQ, %[[D0]], %[[ONE]]
// CHECK-NEXT:    %[[N:.*]] = stablehlo.select %[[EQ]], %[[D1]], %[[D0]] : tensor<i1>, tensor<i32>
// CHECK-NEXT:    %[[E:.*]] = stablehlo.reshape %[[N]] : (tensor<i32>) -> tensor<1xi32>
// CHECK-NEXT:    stablehlo.dynamic_broadcast_in_dim %arg0, %[[E]], dims = [0]
// CHECK-NEXT:    stablehlo.dynamic_broadcast_in_dim %arg1, %[[E]], dims = [0]
// CHECK-NEXT:    stablehlo.maximum
func.func @two_dynamic(%a: tensor<?xf32>, %b: tensor<?xf32>) -> tensor<?xf32> {
  %0 = chlo.broadcast_maximum %a, %b : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

// Static operands, dynamic result: the extents are one constant.
// CHECK-LABEL: func.func @static_to_dynamic
// CHECK-NEXT:    %[[E:.*]] = stablehlo.constant dense<[2, 3]> : tensor<2xi32>
// CHECK-NEXT:    stablehlo.dynamic_broadcast_in_dim %arg0, %[[E]], dims = [0, 1] : (tensor<2x3xf32>, tensor<2xi32>) -> tensor<?x3xf32>
// CHECK-NEXT:    stablehlo.dynamic_broadcast_in_dim %arg1, %[[E]], dims = [1] : (tensor<3xf32>, tensor<2xi32>) -> tensor<?x3xf32>
// CHECK-NEXT:    stablehlo.subtract
func.func @static_to_dynamic(%a: tensor<2x3xf32>, %b: tensor<3xf32>) -> tensor<?x3xf32> {
  %0 = chlo.broadcast_subtract %a, %b : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<?x3xf32>
  return %0 : tensor<?x3xf32>
}

// -----

// A scalar predicate of select stays a scalar.
// CHECK-LABEL: func.func @select_dynamic
// CHECK-NEXT:    %[[D:.*]] = stablehlo.get_dimension_size %arg1, dim = 0
// CHECK-NEXT:    %[[E:.*]] = stablehlo.reshape %[[D]] : (tensor<i32>) -> tensor<1xi32>
// CHECK-NEXT:    %[[T:.*]] = stablehlo.dynamic_broadcast_in_dim %arg1, %[[E]], dims = [0]
// CHECK-NEXT:    %[[F:.*]] = stablehlo.dynamic_broadcast_in_dim %arg2, %[[E]], dims = [] : (tensor<f32>, tensor<1xi32>) -> tensor<?xf32>
// CHECK-NEXT:    stablehlo.select %arg0, %[[T]], %[[F]] : tensor<i1>, tensor<?xf32>
func.func @select_dynamic(%p: tensor<i1>, %a: tensor<?xf32>, %b: tensor<f32>) -> tensor<?xf32> {
  %0 = chlo.broadcast_select %p, %a, %b : (tensor<i1>, tensor<?xf32>, tensor<f32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

// constant_like of a dynamic shape broadcasts a scalar constant
// (ConvertConstantLikeOp's unbounded case); decompositions get their
// constants this way too.
// CHECK-LABEL: func.func @constant_like_dynamic
// CHECK-NEXT:    %[[C:.*]] = stablehlo.constant dense<3.500000e+00> : tensor<f32>
// CHECK-NEXT:    %[[D:.*]] = stablehlo.get_dimension_size %arg0, dim = 0
// CHECK:         %[[E:.*]] = stablehlo.concatenate
// CHECK-NEXT:    stablehlo.dynamic_broadcast_in_dim %[[C]], %[[E]], dims = [] : (tensor<f32>, tensor<2xi32>) -> tensor<?x3xf32>
func.func @constant_like_dynamic(%a: tensor<?x3xi64>) -> tensor<?x3xf32> {
  %0 = "chlo.constant_like"(%a) {value = 3.5 : f32} : (tensor<?x3xi64>) -> tensor<?x3xf32>
  return %0 : tensor<?x3xf32>
}

// -----

// top_k of a dynamic operand: dynamic_iota over the operand's extents and
// real_dynamic_slice up to them with k last (i64 extents).
// CHECK-LABEL: func.func @top_k_dynamic
// CHECK:         %[[SHAPE:.*]] = stablehlo.concatenate {{.*}} -> tensor<2xi64>
// CHECK:         %[[LIMIT:.*]] = stablehlo.concatenate {{.*}} -> tensor<2xi64>
// CHECK:         %[[IOTA:.*]] = stablehlo.dynamic_iota %[[SHAPE]], dim = 1 : (tensor<2xi64>) -> tensor<?x8xi32>
// CHECK:         %[[SORT:.*]]:2 = "stablehlo.sort"(%arg0, %[[IOTA]])
// CHECK:         stablehlo.real_dynamic_slice %[[SORT]]#0, %{{.*}}, %[[LIMIT]], %{{.*}} -> tensor<?x3xf32>
// CHECK:         stablehlo.real_dynamic_slice %[[SORT]]#1, %{{.*}}, %[[LIMIT]], %{{.*}} -> tensor<?x3xi32>
func.func @top_k_dynamic(%a: tensor<?x8xf32>) -> (tensor<?x3xf32>, tensor<?x3xi32>) {
  %0:2 = chlo.top_k(%a, k = 3) : tensor<?x8xf32> -> (tensor<?x3xf32>, tensor<?x3xi32>)
  return %0#0, %0#1 : tensor<?x3xf32>, tensor<?x3xi32>
}

// -----

// mulhi and unary decompositions take dynamic shapes.
// CHECK-LABEL: func.func @dynamic_elementwise
// CHECK-NOT:     chlo.
// CHECK:         stablehlo.shift_right_arithmetic {{.*}} : tensor<?xi32>
// CHECK:         stablehlo.atan2 {{.*}} : tensor<?xf32>
func.func @dynamic_elementwise(%a: tensor<?xi16>, %x: tensor<?xf32>) -> (tensor<?xi16>, tensor<?xf32>) {
  %0 = chlo.mulhi %a, %a : tensor<?xi16>, tensor<?xi16> -> tensor<?xi16>
  %1 = chlo.asin %x : tensor<?xf32> -> tensor<?xf32>
  return %0, %1 : tensor<?xi16>, tensor<?xf32>
}

// -----

// Complex asin goes through asin_acos_kernel, itself decomposed into real
// arithmetic on |re| and |im| (no complex log or sqrt).
// CHECK-LABEL: func.func @asin_complex
// CHECK-NOT:     chlo.
// CHECK-NOT:     stablehlo.log {{.*}} : tensor<2xcomplex<f32>>
// CHECK:         stablehlo.real %arg0
// CHECK:         stablehlo.complex {{.*}} : tensor<2xcomplex<f32>>
// CHECK:         stablehlo.atan2
// CHECK:         stablehlo.complex {{.*}} : tensor<2xcomplex<f32>>
func.func @asin_complex(%z: tensor<2xcomplex<f32>>) -> tensor<2xcomplex<f32>> {
  %0 = chlo.asin %z : tensor<2xcomplex<f32>> -> tensor<2xcomplex<f32>>
  return %0 : tensor<2xcomplex<f32>>
}
