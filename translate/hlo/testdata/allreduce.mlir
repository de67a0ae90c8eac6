// The StableHLO twin of allreduce.hlo (run on two replicas).
module attributes {mhlo.num_replicas = 2 : i32} {
  func.func @main(%g0: tensor<4xf32>, %g1: tensor<2xf32>) -> (tensor<4xf32>, tensor<2xf32>, tensor<8xf32>) {
    %s:2 = "stablehlo.all_reduce"(%g0, %g1) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, use_global_device_ids}> ({
    ^bb0(%x: tensor<f32>, %y: tensor<f32>):
      %a = stablehlo.add %x, %y : tensor<f32>
      stablehlo.return %a : tensor<f32>
    }) : (tensor<4xf32>, tensor<2xf32>) -> (tensor<4xf32>, tensor<2xf32>)
    %half = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %halfb = stablehlo.broadcast_in_dim %half, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %avg = stablehlo.multiply %s#0, %halfb : tensor<4xf32>
    %t = "stablehlo.all_reduce"(%s#1) <{replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> ({
    ^bb0(%x: tensor<f32>, %y: tensor<f32>):
      %a = stablehlo.add %x, %y : tensor<f32>
      stablehlo.return %a : tensor<f32>
    }) : (tensor<2xf32>) -> tensor<2xf32>
    %g = "stablehlo.all_gather"(%avg) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 2, type = 0>, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, use_global_device_ids}> : (tensor<4xf32>) -> tensor<8xf32>
    return %avg, %t, %g : tensor<4xf32>, tensor<2xf32>, tensor<8xf32>
  }
}
