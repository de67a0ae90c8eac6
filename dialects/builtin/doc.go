// Package builtin defines MLIR's builtin dialect ops: builtin.module, the
// top-level container of a program, and builtin.unrealized_conversion_cast,
// the placeholder dialect conversion leaves between type systems.
//
// Like mlir-opt, tools parse a file's top-level ops into a block and call
// WrapInModule, which returns the file's own module when it wrote exactly one
// and otherwise an implicit module (located at file:0:0) holding them all.
//
// Dialect.AliasName gives the aliases mlir-opt prints for builtin
// attributes and types: #map, #set, #loc, #distinct and !tuple for tuples of
// more than 16 types.
package builtin
