// Package sparsetensor defines the #sparse_tensor.encoding attribute of
// MLIR's sparse_tensor dialect: the tensor encoding that marks a tensor
// type sparse. ncc reads, verifies and prints it; it has no sparse ops.
package sparsetensor
