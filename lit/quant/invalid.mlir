// RUN: ncc-opt %s -split-input-file -verify-diagnostics

// Each error as mlir-opt 22 reports it (mlir-opt-diff.mlir runs this file
// through mlir-opt -verify-diagnostics too). invalid-ncc.mlir has the cases
// where ncc's diagnostics knowingly differ.

// expected-error @+1 {{unknown quantized type uniformm}}
func.func private @f(!quant.uniformm<i8:f32, 1.0>)

// -----

// expected-error @+1 {{illegal storage type prefix}}
func.func private @f(!quant.uniform<int8:f32, 1.0>)

// -----

// expected-error @+1 {{expected storage type width}}
func.func private @f(!quant.uniform<u8x:f32, 1.0>)

// -----

// Storage types are at most 32 bits wide.
// expected-error @+1 {{illegal storage type size: 64}}
func.func private @f(!quant.uniform<i64:f32, 1.0>)

// -----

// expected-error @+1 {{illegal storage type size: 0}}
func.func private @f(!quant.uniform<u0:f32, 1.0>)

// -----

// expected-error @+1 {{illegal storage type minimum: -129}}
func.func private @f(!quant.uniform<i8<-129:127>:f32, 1.0>)

// -----

// expected-error @+1 {{illegal storage type maximum: 256}}
func.func private @f(!quant.uniform<u8<0:256>:f32, 1.0>)

// -----

// expected-error @+1 {{illegal storage min and storage max: (3:3)}}
func.func private @f(!quant.uniform<i8<3:3>:f32, 1.0>)

// -----

// expected-error @+1 {{expected ':'}}
func.func private @f(!quant.uniform<i8<16>:f32, 1.0>)

// -----

// expected-error @+1 {{invalid kind of type specified}}
func.func private @f(!quant.uniform<i8:i32, 1.0>)

// -----

// expected-error @+1 {{expected ','}}
func.func private @f(!quant.uniform<i8:f32 1.0>)

// -----

// Scales are float literals: a decimal integer is not one.
// expected-error @+2 {{unexpected decimal integer literal for a floating point value}}
// expected-note @+1 {{add a trailing dot to make the literal a float}}
func.func private @f(!quant.uniform<i8:f32, 1:2>)

// -----

// expected-error @+1 {{expected floating point literal}}
func.func private @f(!quant.uniform<i8:f32, inf>)

// -----

// expected-error @+1 {{scale -1.000000e+00 out of expressed type range [1.401298e-45, 3.402823e+38]}}
func.func private @f(!quant.uniform<i8:f32, -1.0:2>)

// -----

// expected-error @+1 {{scale 0.000000e+00 out of expressed type range [1.401298e-45, 3.402823e+38]}}
func.func private @f(!quant.uniform<i8:f32, 0.0>)

// -----

// expected-error @+1 {{scale 6.600000e+04 out of expressed type range [5.960464e-08, 6.550400e+04]}}
func.func private @f(!quant.uniform<i8:f16, 6.6e4>)

// -----

// expected-error @+1 {{scale INF out of expressed type range}}
func.func private @f(!quant.uniform<i8:f32, 1.0e400>)

// -----

// expected-error @+1 {{expected integer value}}
func.func private @f(!quant.uniform<i8:f32, 1.0:abc>)

// -----

// expected-error @+1 {{integer value too large}}
func.func private @f(!quant.uniform<i8:f32, 1.0:9223372036854775808>)

// -----

// expected-error @+1 {{expected '>'}}
func.func private @f(!quant.uniform<i8:f32, 1.0:2 3>)

// -----

// A per-axis type needs braces, a per-tensor one must not have them.
// expected-error @+1 {{expected '{'}}
func.func private @f(!quant.uniform<i8:f32:0, 1.0>)

// -----

// expected-error @+1 {{expected floating point literal}}
func.func private @f(!quant.uniform<i8:f32, {1.0}>)

// -----

// expected-error @+1 {{illegal quantized dimension: -1}}
func.func private @f(!quant.uniform<i8:f32:-1, {1.0, 2.0}>)

// -----

// expected-error @+1 {{integer value too large}}
func.func private @f(!quant.uniform<i8:f32:2147483648, {1.0}>)

// -----

// expected-error @+1 {{expected floating point literal}}
func.func private @f(!quant.uniform<i8:f32:0, {}>)

// -----

// expected-error @+1 {{scale 5.800000e-08 out of expressed type range [5.960464e-08, 6.550400e+04]}}
func.func private @f(!quant.uniform<i8:f16:1, {2.0, 5.8e-8}>)

// -----

// expected-error @+1 {{tensor literal is invalid; ranks are not consistent between elements}}
func.func private @f(!quant.uniform<i8:f32:0, {{1.0}, {2.0, 3.0}}>)

// -----

// expected-error @+1 {{illegal block size: 0}}
func.func private @f(!quant.uniform<i8:f32:{0:0}, {1.0}>)

// -----

// expected-error @+1 {{illegal quantized dimension: -2}}
func.func private @f(!quant.uniform<i8:f32:{-2:1}, {1.0}>)

// -----

// expected-error @+1 {{expected ':'}}
func.func private @f(!quant.uniform<i8:f32:{0, 1:2}, {{1.0}}>)

// -----

// expected-error @+1 {{tensor literal is invalid; ranks are not consistent between elements}}
func.func private @f(!quant.uniform<u8:f32:{0:1, 1:2}, {{2.0:120, 0.9:127}, {2.0}}>)

// -----

// expected-error @+1 {{expected '>'}}
func.func private @f(!quant.any<i8:f32:1>)

// -----

// expected-error @+1 {{expected valid keyword}}
func.func private @f(!quant.any<>)

// -----

// expected-error @+1 {{illegal min and max: (1.000000e+00:5.000000e-01)}}
func.func private @f(!quant.calibrated<f32<1.0:0.5>>)
