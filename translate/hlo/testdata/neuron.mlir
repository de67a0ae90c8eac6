// The StableHLO twin of neuron.hlo: each Neuron custom call written out.
func.func @main(%x: tensor<4x8xf32>, %w: tensor<8xf32>, %w2: tensor<8x16xf32>) -> (tensor<4x16xf32>, tensor<4x8xf32>) {
  // AwsNeuronRmsNorm(x, w, 1e-5) along dim 1.
  %eps = stablehlo.constant dense<0x3727C5AC> : tensor<f32>
  %sq = stablehlo.multiply %x, %x : tensor<4x8xf32>
  %zero = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %sum = stablehlo.reduce(%sq init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
  %n = stablehlo.constant dense<8.000000e+00> : tensor<4xf32>
  %mean = stablehlo.divide %sum, %n : tensor<4xf32>
  %epsb = stablehlo.broadcast_in_dim %eps, dims = [] : (tensor<f32>) -> tensor<4xf32>
  %v = stablehlo.add %mean, %epsb : tensor<4xf32>
  %r = stablehlo.rsqrt %v : tensor<4xf32>
  %rb = stablehlo.broadcast_in_dim %r, dims = [0] : (tensor<4xf32>) -> tensor<4x8xf32>
  %scaled = stablehlo.multiply %x, %rb : tensor<4x8xf32>
  %wb = stablehlo.broadcast_in_dim %w, dims = [1] : (tensor<8xf32>) -> tensor<4x8xf32>
  %norm = stablehlo.multiply %scaled, %wb : tensor<4x8xf32>
  %h = stablehlo.dot %norm, %w2, precision = [DEFAULT, DEFAULT] : (tensor<4x8xf32>, tensor<8x16xf32>) -> tensor<4x16xf32>
  // AwsNeuronGelu: x * (erf(x / sqrt(2)) + 1) * 0.5.
  %isqrt2 = stablehlo.constant dense<0x3F3504F3> : tensor<4x16xf32>
  %hs = stablehlo.multiply %h, %isqrt2 : tensor<4x16xf32>
  %erf = chlo.erf %hs : tensor<4x16xf32> -> tensor<4x16xf32>
  %one = stablehlo.constant dense<1.000000e+00> : tensor<4x16xf32>
  %e1 = stablehlo.add %erf, %one : tensor<4x16xf32>
  %he = stablehlo.multiply %h, %e1 : tensor<4x16xf32>
  %half = stablehlo.constant dense<5.000000e-01> : tensor<4x16xf32>
  %g = stablehlo.multiply %he, %half : tensor<4x16xf32>
  // AwsNeuronSoftmax along dim 1.
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %max = stablehlo.reduce(%g init: %ninf) applies stablehlo.maximum across dimensions = [1] : (tensor<4x16xf32>, tensor<f32>) -> tensor<4xf32>
  %maxb = stablehlo.broadcast_in_dim %max, dims = [0] : (tensor<4xf32>) -> tensor<4x16xf32>
  %d = stablehlo.subtract %g, %maxb : tensor<4x16xf32>
  %ex = stablehlo.exponential %d : tensor<4x16xf32>
  %zero2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %s = stablehlo.reduce(%ex init: %zero2) applies stablehlo.add across dimensions = [1] : (tensor<4x16xf32>, tensor<f32>) -> tensor<4xf32>
  %sb = stablehlo.broadcast_in_dim %s, dims = [0] : (tensor<4xf32>) -> tensor<4x16xf32>
  %sm = stablehlo.divide %ex, %sb : tensor<4x16xf32>
  // AwsNeuronGeluApprxTanh: x * 0.5 * (tanh(sqrt(2/pi) * (x + 0.044715 x^3)) + 1).
  %x2 = stablehlo.multiply %x, %x : tensor<4x8xf32>
  %x3 = stablehlo.multiply %x2, %x : tensor<4x8xf32>
  %k = stablehlo.constant dense<0x3D372713> : tensor<4x8xf32>
  %kx3 = stablehlo.multiply %x3, %k : tensor<4x8xf32>
  %in = stablehlo.add %x, %kx3 : tensor<4x8xf32>
  %c = stablehlo.constant dense<0x3F4C422A> : tensor<4x8xf32>
  %inc = stablehlo.multiply %in, %c : tensor<4x8xf32>
  %t = stablehlo.tanh %inc : tensor<4x8xf32>
  %half2 = stablehlo.constant dense<5.000000e-01> : tensor<4x8xf32>
  %xh = stablehlo.multiply %x, %half2 : tensor<4x8xf32>
  %one2 = stablehlo.constant dense<1.000000e+00> : tensor<4x8xf32>
  %t1 = stablehlo.add %t, %one2 : tensor<4x8xf32>
  %gt = stablehlo.multiply %xh, %t1 : tensor<4x8xf32>
  return %sm, %gt : tensor<4x16xf32>, tensor<4x8xf32>
}
