// Package ods holds the type and attribute constraints that op definitions
// share, named and summarized as MLIR's ODS names them (OpBase.td,
// CommonTypeConstraints.td, CommonAttrConstraints.td), so verifier messages
// read as mlir-opt's: "operand #0 must be signless-integer-like, but got 'f32'".
//
// A constraint is a value: dialects compose them in their OpDefs instead of
// writing predicates again.
package ods
