// Package format is the declarative assembly-format engine: it turns an op's
// Format string (MLIR ODS assemblyFormat syntax) into a parser and a printer,
// so an op's pretty syntax is one line of its OpDef.
//
// Compile reads the format once, checks it against the definition the way
// mlir-tblgen does at build time (every operand, region and successor is
// bound; every operand and result type is spelled by type() or
// functional-type, or follows from a TypesMatch group, the SameTypeOperands or
// SameOperandsAndResultType trait, the InferTypes hook or a buildable type
// constraint), and returns a Program. Program.Print writes an op after its name
// exactly as the code ODS generates would, spaces included (OpFormatGen's
// shouldEmitSpaceBefore rules), so ops print byte-identically with mlir-opt;
// Program.Parse reads that text back into an OpState.
//
// Supported directives: literals (keywords, punctuation, the space
// literal, the empty literal that suppresses a space, and the newline
// literal), $operand, $attr, $region, $successor, type(...)
// ($result only here), qualified(...), attr-dict, attr-dict-with-keyword,
// prop-dict, functional-type(inputs, results), operands, results, regions,
// successors, oilist(...), optional groups `( ... $anchor^ ... )?` with else
// groups `:(...)`, and custom<Name>(...) with ref(...) arguments.
//
// What ODS reads from TableGen records the engine reads from core:
// TypeConstraint.Build (buildable types such as I1), AttrConstraint.ValueType
// (attributes printed without their type), AttrConstraint.Unit (UnitAttr
// anchors), AttrConstraint.Parse/Print (enum keywords, symbol names, dialect
// attributes without their prefix) and OpDef.Custom (custom directive hooks,
// whose core.CustomArg arguments carry each slot's contents). The printer
// writes the space before a custom directive; hooks write none of their own.
package format
