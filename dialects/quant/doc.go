// Package quant is MLIR's quant dialect: the quantized element types that
// StableHLO programs carry in their tensor types. It has types only (MLIR's
// quant.dcast/qcast/scast ops are not here).
//
// A quantized value is an integer of the storage type that stands for a
// float of the expressed type:
//
//	real = (stored - zero_point) * scale
//
// The types, with their Go form and how they print:
//
//	!quant.uniform<i8:f32, 2.000000e+00:15>                      UniformType (per tensor)
//	!quant.uniform<i8<-127:127>:f32, 1.000000e-01>               ... with a narrowed storage range
//	!quant.uniform<u8:f32:1, {2.000000e+00:10,3.000000e+00}>     PerAxisType (one scale per index of dim 1)
//	!quant.uniform<i8:f16:{0:1, 1:2}, {{2.0:1, 3.0}, {4.0, 5.0}}> SubChannelType (one scale per block)
//	!quant.any<i8:f32>                                           AnyType (storage, no parameters)
//	!quant.calibrated<f32<-5.000000e-01:1.000000e+00>>           CalibratedType (an observed range)
//
// Storage types are i1 to i32 and u1 to u32 (`u8` is the signless i8 read
// as unsigned; `si8` and `ui8` are accepted too and print as i8 and u8).
// A zero point of 0 is not printed, nor a storage range equal to the
// type's.
//
// The text is mlir-opt 22's byte for byte: parse.go and print.go follow
// MLIR's TypeParser.cpp step by step, so inputs are accepted or rejected,
// and errors worded and located, as mlir-opt does; mliropt_test.go checks
// that against mlir-opt itself. Scales are doubles and print through the
// float-attribute printer (MLIR's printFloatValue: "%e" when exact);
// sub-channel scales are rounded to the expressed type, as MLIR stores them
// in a dense attribute of that type.
//
// Types are uniqued in the Context (compare with ==) and built with
// NewUniform, NewPerAxis, NewSubChannel, NewAny and NewCalibrated, which
// verify their arguments as MLIR's getChecked does. The Quantized interface
// gives the storage and expressed type of any of the first four.
package quant
