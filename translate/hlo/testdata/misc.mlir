// The StableHLO twin of misc.hlo.
func.func private @helper(%a: tensor<6x4xf32>) -> (tensor<6x4xf32>, tensor<4xf32>) {
  %n = stablehlo.negate %a : tensor<6x4xf32>
  %zero = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %s = stablehlo.reduce(%a init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<6x4xf32>, tensor<f32>) -> tensor<4xf32>
  return %n, %s : tensor<6x4xf32>, tensor<4xf32>
}
func.func @main(%x: tensor<4x6xf32>, %idx: tensor<3xi32>, %upd: tensor<3x6xf32>) -> (tensor<4xi32>, tensor<4x6xf32>, tensor<4x6xi32>, tensor<4x6xf32>, tensor<11x9xf32>, tensor<6x4xf32>, tensor<4xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xi1>, tensor<4x6xi32>, tensor<4x6xf32>) {
  %iota = stablehlo.iota dim = 1 : tensor<4x6xi32>
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %am:2 = stablehlo.reduce(%x init: %ninf), (%iota init: %c0) across dimensions = [1] : (tensor<4x6xf32>, tensor<4x6xi32>, tensor<f32>, tensor<i32>) -> (tensor<4xf32>, tensor<4xi32>)
   reducer(%av: tensor<f32>, %bv: tensor<f32>) (%ai: tensor<i32>, %bi: tensor<i32>) {
    %gt = stablehlo.compare GT, %av, %bv : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %v = stablehlo.select %gt, %av, %bv : tensor<i1>, tensor<f32>
    %i = stablehlo.select %gt, %ai, %bi : tensor<i1>, tensor<i32>
    stablehlo.return %v, %i : tensor<f32>, tensor<i32>
  }
  %sorted:2 = "stablehlo.sort"(%x, %iota) <{dimension = 1 : i64, is_stable = true}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>, %c: tensor<i32>, %d: tensor<i32>):
    %lt = stablehlo.compare LT, %a, %b, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  }) : (tensor<4x6xf32>, tensor<4x6xi32>) -> (tensor<4x6xf32>, tensor<4x6xi32>)
  %idx2 = stablehlo.reshape %idx : (tensor<3xi32>) -> tensor<3x1xi32>
  %sc = "stablehlo.scatter"(%x, %idx2, %upd) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<4x6xf32>, tensor<3x1xi32>, tensor<3x6xf32>) -> tensor<4x6xf32>
  %t = stablehlo.transpose %x, dims = [1, 0] : (tensor<4x6xf32>) -> tensor<6x4xf32>
  %r = stablehlo.reverse %t, dims = [0] : tensor<6x4xf32>
  %sl = stablehlo.slice %r [0:6:2, 0:4] : (tensor<6x4xf32>) -> tensor<3x4xf32>
  %cat = stablehlo.concatenate %r, %sl, dim = 0 : (tensor<6x4xf32>, tensor<3x4xf32>) -> tensor<9x4xf32>
  %half = stablehlo.constant dense<5.000000e-01> : tensor<f32>
  %pad = stablehlo.pad %cat, %half, low = [1, 0], high = [1, 2], interior = [0, 1] : (tensor<9x4xf32>, tensor<f32>) -> tensor<11x9xf32>
  // bitcast f32[4,6]{1,0} -> f32[6,4]{0,1} is a transpose in value terms.
  %bt = stablehlo.transpose %x, dims = [1, 0] : (tensor<4x6xf32>) -> tensor<6x4xf32>
  %h:2 = func.call @helper(%bt) : (tensor<6x4xf32>) -> (tensor<6x4xf32>, tensor<4xf32>)
  %two = stablehlo.constant dense<2.000000e+00> : tensor<f32>
  %twob = stablehlo.broadcast_in_dim %two, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
  %f = stablehlo.multiply %x, %twob : tensor<4x6xf32>
  %m = "stablehlo.map"(%x, %f) <{dimensions = array<i64: 0, 1>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.subtract %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
  %rp = stablehlo.reduce_precision %x, format = e5m10 : tensor<4x6xf32>
  %z = stablehlo.constant dense<0.000000e+00> : tensor<4x6xf32>
  %nz = stablehlo.compare NE, %sc, %z : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xi1>
  %bits = stablehlo.bitcast_convert %x : (tensor<4x6xf32>) -> tensor<4x6xi32>
  %ff = stablehlo.constant dense<255> : tensor<4x6xi32>
  %low = stablehlo.and %bits, %ff : tensor<4x6xi32>
  %pc = stablehlo.popcnt %low : tensor<4x6xi32>
  %scale = stablehlo.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0]> : tensor<6xf32>
  %off = stablehlo.constant dense<[0.5, 0.25, 0.0, -0.25, -0.5, 1.0]> : tensor<6xf32>
  %bn = "stablehlo.batch_norm_inference"(%x, %scale, %off, %off, %scale) <{epsilon = 1.000000e-03 : f32, feature_index = 1 : i64}> : (tensor<4x6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>) -> tensor<4x6xf32>
  return %am#1, %sorted#0, %sorted#1, %sc, %pad, %h#0, %h#1, %f, %m, %rp, %nz, %pc, %bn : tensor<4xi32>, tensor<4x6xf32>, tensor<4x6xi32>, tensor<4x6xf32>, tensor<11x9xf32>, tensor<6x4xf32>, tensor<4xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xi1>, tensor<4x6xi32>, tensor<4x6xf32>
}
