// A small pre-norm transformer block, the model `make demo` compiles and runs:
//   h = x + Wo·attention(LayerNorm(x))      2 heads of 64, softmax over the keys
//   y = h + W2·GELU(W1·LayerNorm(h) + b1) + b2
// x is [64, 128] (sequence 64, hidden 128), f32; every weight is an argument,
// in the order: x, LayerNorm 1 gamma and beta, Wq bq, Wk bk, Wv bv, Wo bo
// ([128, 128] and [128]), LayerNorm 2 gamma and beta, W1 [128, 512] b1,
// W2 [512, 128] b2.
// Written by `go test ./tools/ncc-bench-perf -run TestDemoExample -update`.
module {
  func.func @main(%arg0: tensor<64x128xf32>, %arg1: tensor<128xf32>, %arg2: tensor<128xf32>, %arg3: tensor<128x128xf32>, %arg4: tensor<128xf32>, %arg5: tensor<128x128xf32>, %arg6: tensor<128xf32>, %arg7: tensor<128x128xf32>, %arg8: tensor<128xf32>, %arg9: tensor<128x128xf32>, %arg10: tensor<128xf32>, %arg11: tensor<128xf32>, %arg12: tensor<128xf32>, %arg13: tensor<128x512xf32>, %arg14: tensor<512xf32>, %arg15: tensor<512x128xf32>, %arg16: tensor<128xf32>) -> tensor<64x128xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<64x128xf32>, tensor<f32>) -> tensor<64xf32>
    %cst_0 = stablehlo.constant dense<7.812500e-03> : tensor<64xf32>
    %1 = stablehlo.multiply %0, %cst_0 : tensor<64xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<64xf32>) -> tensor<64x128xf32>
    %3 = stablehlo.subtract %arg0, %2 : tensor<64x128xf32>
    %4 = stablehlo.multiply %3, %3 : tensor<64x128xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.reduce(%4 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<64x128xf32>, tensor<f32>) -> tensor<64xf32>
    %cst_2 = stablehlo.constant dense<7.812500e-03> : tensor<64xf32>
    %6 = stablehlo.multiply %5, %cst_2 : tensor<64xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0] : (tensor<64xf32>) -> tensor<64x128xf32>
    %cst_3 = stablehlo.constant dense<9.99999974E-6> : tensor<64x128xf32>
    %8 = stablehlo.add %7, %cst_3 : tensor<64x128xf32>
    %9 = stablehlo.rsqrt %8 : tensor<64x128xf32>
    %10 = stablehlo.multiply %3, %9 : tensor<64x128xf32>
    %11 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<128xf32>) -> tensor<64x128xf32>
    %12 = stablehlo.multiply %10, %11 : tensor<64x128xf32>
    %13 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<128xf32>) -> tensor<64x128xf32>
    %14 = stablehlo.add %12, %13 : tensor<64x128xf32>
    %15 = stablehlo.dot_general %14, %arg3, contracting_dims = [1] x [0] : (tensor<64x128xf32>, tensor<128x128xf32>) -> tensor<64x128xf32>
    %16 = stablehlo.broadcast_in_dim %arg4, dims = [1] : (tensor<128xf32>) -> tensor<64x128xf32>
    %17 = stablehlo.add %15, %16 : tensor<64x128xf32>
    %18 = stablehlo.reshape %17 : (tensor<64x128xf32>) -> tensor<64x2x64xf32>
    %19 = stablehlo.transpose %18, dims = [1, 0, 2] : (tensor<64x2x64xf32>) -> tensor<2x64x64xf32>
    %20 = stablehlo.dot_general %14, %arg5, contracting_dims = [1] x [0] : (tensor<64x128xf32>, tensor<128x128xf32>) -> tensor<64x128xf32>
    %21 = stablehlo.broadcast_in_dim %arg6, dims = [1] : (tensor<128xf32>) -> tensor<64x128xf32>
    %22 = stablehlo.add %20, %21 : tensor<64x128xf32>
    %23 = stablehlo.reshape %22 : (tensor<64x128xf32>) -> tensor<64x2x64xf32>
    %24 = stablehlo.transpose %23, dims = [1, 0, 2] : (tensor<64x2x64xf32>) -> tensor<2x64x64xf32>
    %25 = stablehlo.dot_general %14, %arg7, contracting_dims = [1] x [0] : (tensor<64x128xf32>, tensor<128x128xf32>) -> tensor<64x128xf32>
    %26 = stablehlo.broadcast_in_dim %arg8, dims = [1] : (tensor<128xf32>) -> tensor<64x128xf32>
    %27 = stablehlo.add %25, %26 : tensor<64x128xf32>
    %28 = stablehlo.reshape %27 : (tensor<64x128xf32>) -> tensor<64x2x64xf32>
    %29 = stablehlo.transpose %28, dims = [1, 0, 2] : (tensor<64x2x64xf32>) -> tensor<2x64x64xf32>
    %30 = stablehlo.dot_general %19, %24, batching_dims = [0] x [0], contracting_dims = [2] x [2] : (tensor<2x64x64xf32>, tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %cst_4 = stablehlo.constant dense<1.250000e-01> : tensor<2x64x64xf32>
    %31 = stablehlo.multiply %30, %cst_4 : tensor<2x64x64xf32>
    %cst_5 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %32 = stablehlo.reduce(%31 init: %cst_5) applies stablehlo.maximum across dimensions = [2] : (tensor<2x64x64xf32>, tensor<f32>) -> tensor<2x64xf32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0, 1] : (tensor<2x64xf32>) -> tensor<2x64x64xf32>
    %34 = stablehlo.subtract %31, %33 : tensor<2x64x64xf32>
    %35 = stablehlo.exponential %34 : tensor<2x64x64xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %36 = stablehlo.reduce(%35 init: %cst_6) applies stablehlo.add across dimensions = [2] : (tensor<2x64x64xf32>, tensor<f32>) -> tensor<2x64xf32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [0, 1] : (tensor<2x64xf32>) -> tensor<2x64x64xf32>
    %38 = stablehlo.divide %35, %37 : tensor<2x64x64xf32>
    %39 = stablehlo.dot_general %38, %29, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<2x64x64xf32>, tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %40 = stablehlo.transpose %39, dims = [1, 0, 2] : (tensor<2x64x64xf32>) -> tensor<64x2x64xf32>
    %41 = stablehlo.reshape %40 : (tensor<64x2x64xf32>) -> tensor<64x128xf32>
    %42 = stablehlo.dot_general %41, %arg9, contracting_dims = [1] x [0] : (tensor<64x128xf32>, tensor<128x128xf32>) -> tensor<64x128xf32>
    %43 = stablehlo.broadcast_in_dim %arg10, dims = [1] : (tensor<128xf32>) -> tensor<64x128xf32>
    %44 = stablehlo.add %42, %43 : tensor<64x128xf32>
    %45 = stablehlo.add %arg0, %44 : tensor<64x128xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %46 = stablehlo.reduce(%45 init: %cst_7) applies stablehlo.add across dimensions = [1] : (tensor<64x128xf32>, tensor<f32>) -> tensor<64xf32>
    %cst_8 = stablehlo.constant dense<7.812500e-03> : tensor<64xf32>
    %47 = stablehlo.multiply %46, %cst_8 : tensor<64xf32>
    %48 = stablehlo.broadcast_in_dim %47, dims = [0] : (tensor<64xf32>) -> tensor<64x128xf32>
    %49 = stablehlo.subtract %45, %48 : tensor<64x128xf32>
    %50 = stablehlo.multiply %49, %49 : tensor<64x128xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %51 = stablehlo.reduce(%50 init: %cst_9) applies stablehlo.add across dimensions = [1] : (tensor<64x128xf32>, tensor<f32>) -> tensor<64xf32>
    %cst_10 = stablehlo.constant dense<7.812500e-03> : tensor<64xf32>
    %52 = stablehlo.multiply %51, %cst_10 : tensor<64xf32>
    %53 = stablehlo.broadcast_in_dim %52, dims = [0] : (tensor<64xf32>) -> tensor<64x128xf32>
    %cst_11 = stablehlo.constant dense<9.99999974E-6> : tensor<64x128xf32>
    %54 = stablehlo.add %53, %cst_11 : tensor<64x128xf32>
    %55 = stablehlo.rsqrt %54 : tensor<64x128xf32>
    %56 = stablehlo.multiply %49, %55 : tensor<64x128xf32>
    %57 = stablehlo.broadcast_in_dim %arg11, dims = [1] : (tensor<128xf32>) -> tensor<64x128xf32>
    %58 = stablehlo.multiply %56, %57 : tensor<64x128xf32>
    %59 = stablehlo.broadcast_in_dim %arg12, dims = [1] : (tensor<128xf32>) -> tensor<64x128xf32>
    %60 = stablehlo.add %58, %59 : tensor<64x128xf32>
    %61 = stablehlo.dot_general %60, %arg13, contracting_dims = [1] x [0] : (tensor<64x128xf32>, tensor<128x512xf32>) -> tensor<64x512xf32>
    %62 = stablehlo.broadcast_in_dim %arg14, dims = [1] : (tensor<512xf32>) -> tensor<64x512xf32>
    %63 = stablehlo.add %61, %62 : tensor<64x512xf32>
    %cst_12 = stablehlo.constant dense<0.707106769> : tensor<64x512xf32>
    %64 = stablehlo.multiply %63, %cst_12 : tensor<64x512xf32>
    %65 = chlo.erf %64 : tensor<64x512xf32> -> tensor<64x512xf32>
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<64x512xf32>
    %cst_14 = stablehlo.constant dense<5.000000e-01> : tensor<64x512xf32>
    %66 = stablehlo.multiply %63, %cst_14 : tensor<64x512xf32>
    %67 = stablehlo.add %65, %cst_13 : tensor<64x512xf32>
    %68 = stablehlo.multiply %66, %67 : tensor<64x512xf32>
    %69 = stablehlo.dot_general %68, %arg15, contracting_dims = [1] x [0] : (tensor<64x512xf32>, tensor<512x128xf32>) -> tensor<64x128xf32>
    %70 = stablehlo.broadcast_in_dim %arg16, dims = [1] : (tensor<128xf32>) -> tensor<64x128xf32>
    %71 = stablehlo.add %69, %70 : tensor<64x128xf32>
    %72 = stablehlo.add %45, %71 : tensor<64x128xf32>
    return %72 : tensor<64x128xf32>
  }
}
