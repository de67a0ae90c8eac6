// RUN: ncc-translate --interpret -split-input-file %s

// The interpreter reads the quant types' parameters: storage signedness and
// range clamp the quantized values, zero points shift them, per-axis
// scales apply along their dimension.

func.func @narrowed_range() {
  %x = stablehlo.constant dense<[-1.0, 0.0, 100.0, 0.26, -100.0]> : tensor<5xf32>
  %q = stablehlo.uniform_quantize %x : (tensor<5xf32>) -> tensor<5x!quant.uniform<i8<-127:127>:f32, 0.5:1>>
  %i = stablehlo.bitcast_convert %q : (tensor<5x!quant.uniform<i8<-127:127>:f32, 0.5:1>>) -> tensor<5xi8>
  check.expect_eq_const %i, dense<[-1, 1, 127, 2, -127]> : tensor<5xi8>
  func.return
}

// -----

func.func @unsigned_storage() {
  %x = stablehlo.constant dense<[-1.0, 0.0, 100.0, 0.26, -100.0]> : tensor<5xf32>
  %q = stablehlo.uniform_quantize %x : (tensor<5xf32>) -> tensor<5x!quant.uniform<u8:f32, 0.1:128>>
  %i = stablehlo.bitcast_convert %q : (tensor<5x!quant.uniform<u8:f32, 0.1:128>>) -> tensor<5xui8>
  check.expect_eq_const %i, dense<[118, 128, 255, 131, 0]> : tensor<5xui8>
  %d = stablehlo.uniform_dequantize %q : (tensor<5x!quant.uniform<u8:f32, 0.1:128>>) -> tensor<5xf32>
  check.expect_almost_eq_const %d, dense<[-1.0, 0.0, 12.7, 0.3, -12.8]> : tensor<5xf32>
  func.return
}

// -----

func.func @per_axis() {
  %x = stablehlo.constant dense<[[1.0, 1.0, 1.0], [2.0, 2.0, 2.0]]> : tensor<2x3xf32>
  %q = stablehlo.uniform_quantize %x : (tensor<2x3xf32>) -> tensor<2x3x!quant.uniform<i8:f32:1, {0.1, 0.5:1, 1.0:-1}>>
  %i = stablehlo.bitcast_convert %q : (tensor<2x3x!quant.uniform<i8:f32:1, {0.1, 0.5:1, 1.0:-1}>>) -> tensor<2x3xi8>
  check.expect_eq_const %i, dense<[[10, 3, 0], [20, 5, 1]]> : tensor<2x3xi8>
  func.return
}
