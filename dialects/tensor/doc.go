// Package tensor defines the commonly used ops of MLIR's tensor dialect,
// the ones StableHLO programs and their lowerings meet: tensor.cast and
// tensor.bitcast, tensor.empty, tensor.dim and tensor.rank, tensor.extract
// and tensor.insert, tensor.from_elements, tensor.splat, tensor.generate
// with its tensor.yield, tensor.reshape and tensor.concat. Each prints and
// parses byte for byte as mlir-opt 22 does, verifies with MLIR's messages
// and folds as TensorOps.cpp folds (canonicalization patterns are not
// ported).
//
//	%cast = tensor.cast %0 : tensor<4xi32> to tensor<?xi32>
//	%extracted = tensor.extract %t[%i, %j] : tensor<4x?xf32>
//	%generated = tensor.generate %n {
//	^bb0(%i: index):
//	  tensor.yield %x : f32
//	} : tensor<?xf32>
//
// Ops are declared once, as core.OpDef values in ops.go; ops_gen.go holds
// the typed accessors ncc-opgen generates from them (go generate).
//
// # Casts and encodings
//
// tensor.cast accepts any two tensor types with one element type and
// compatible shapes (equal ranks, each dimension equal or dynamic on one
// side; unranked fits anything). Encodings are not compared, so a bounded
// StableHLO tensor casts to a plain one:
//
//	tensor.cast %0 : tensor<?xf32, #stablehlo.type_extensions<bounds = [4]>> to tensor<?xf32>
//
// Both casts implement core.CastOp, so a cast to the same type folds away.
//
// # Types tied to other types
//
// ODS's TypesMatchWith ties one slot's type to another's: the value
// tensor.extract returns has the tensor's element type, which the pretty
// form does not repeat. The formats of extract, insert and splat read such
// types through custom<TensorElementType>, which parses the one ranked
// tensor type and derives the element type; from_elements, which needs one
// element type per element, has a hand-written parser. Their verifiers
// report ODS's "failed to verify that ..." messages for the generic form.
//
// # Folding
//
// Constant tensors are builtin dense elements; folders read and build
// elements of integer, index and float types up to 64 bits (complex ones
// are left alone). Folded scalars materialize as arith.constant, as MLIR's
// TensorDialect::materializeConstant does.
package tensor
