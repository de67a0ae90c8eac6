// Package sparsetensor defines the attributes of MLIR's sparse_tensor
// dialect that mark a tensor type sparse: the encoding
//
//	#sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed),
//	                          posWidth = 32, crdWidth = 32 }>
//
// and the dimension slice #sparse_tensor<slice(offset, size, stride)> that
// appears inside its map. ncc reads, verifies and prints them exactly as
// mlir-opt 22 does; it has no sparse_tensor ops or types.
//
// # The encoding
//
// Encoding holds the level types (LevelType: a format such as dense,
// batch, compressed, loose_compressed, singleton or structured[n, m], with
// the properties nonunique, nonordered and soa), the dimension-to-level
// affine map, the position and coordinate bit widths, optional explicit
// and implicit values and optional dimension slices. Its `map` is written
// in the dimension-level syntax, which may name symbols and forward-declare
// level variables:
//
//	[s0] {l0, l1, l2, l3} (d0 = l0 * 2 + l2, d1 = l1 * 3 + l3) ->
//	    (l0 = d0 floordiv 2 : dense, l1 = d1 floordiv 3 : compressed,
//	     l2 = d0 mod 2 : dense, l3 = d1 mod 3 : dense)
//
// and always prints in the short form mlir-opt uses, dims d0, d1, ... and
// symbols s0, ..., the level-to-dimension map left out since it is inferred
// (the inverse of a permutation or a block-sparsity map). Every encoding
// prints as an alias, #sparse, #sparse1, ..., as MLIR's
// OpAsmDialectInterface names it.
//
// The parser follows MLIR's SparseTensorEncodingAttr::parse,
// DimLvlMapParser and LvlTypeParser, messages and error positions included:
// a missing token is reported just after the previous one
// (Parser::emitWrongTokenError), a failed verification at the attribute's
// name. Affine expressions in the map are parsed over the attribute's
// tokens and built with core's simplifying AffineExpr constructors, so they
// print as mlir-opt prints them.
//
// # What is missing
//
// MLIR checks a tensor type that carries an encoding when the type is built
// (VerifiableTensorEncoding: the tensor's rank equals the map's dimension
// count, explicit and implicit values have its element type). core has no
// hook for that yet; Encoding.VerifyEncoding implements the check for when
// it does. explicitVal and implicitVal accept integers and floats, not
// #complex.number, whose dialect ncc lacks.
package sparsetensor
