// Command ncc-opgen writes a dialect's typed op wrappers, ops_gen.go, from
// its op definitions: the same core.OpDef data the parser, printer and
// verifier read, so nothing about an op is written twice.
//
//	go generate ./dialects/arith   (runs: go run ../../tools/ncc-opgen -dialect arith -o ops_gen.go)
//
// For each op, say arith.cmpi, the file declares
//
//	type CmpIOp struct{ *core.Operation }
//	func AsCmpIOp(op *core.Operation) (CmpIOp, bool)  // a registered arith.cmpi?
//
// and one accessor per named slot of the definition, in definition order:
//
//   - operands and results: Lhs() core.Value for a Single slot, X()
//     core.Value (nil when absent) for an Optional one, Xs() []core.Value
//     for a Variadic one. With AttrSizedOperandSegments (or ...Result...)
//     the slot is read through core.OperandSlot, so operandSegmentSizes
//     splits it; otherwise positions are computed from the operand count
//     (helpers.go) without allocating.
//   - attributes: Predicate() core.Attribute, nil when absent or, for an
//     attribute with a Default, that default as MLIR's getters return it;
//     plus PredicateAttr() *core.IntegerAttr when the definition fixes the
//     attribute's Go type (see storageOf), or HasX() bool for a unit
//     attribute.
//   - regions: Body() *core.Region or []*core.Region; successors: Dest()
//     *core.Block or []*core.Block.
//
// Unnamed slots (func.call's results) get no accessor, as in ODS.
//
// # Names
//
// An op's type takes the spelling of the exported variable holding its
// definition when one matches the mnemonic ignoring case and underscores
// (`var CmpI` for cmpi gives CmpIOp, as MLIR's C++ class is named);
// otherwise the mnemonic in camel case. Accessors are the slot names in
// camel case (sym_name: SymName). A slot name that is a method of
// *core.Operation gets "Slot" appended, so the embedded methods stay
// visible: arith's result slot is ResultSlot(), Result(i) is still core's.
//
// The generator fails, naming both sides, rather than write code that would
// not compile or would silently hide a method: a generated type or function
// name already declared by hand in the package (reported at the hand-written
// declaration), two ops or two slots generating the same name, a name that
// is no Go identifier, or two variable-length slots without segment sizes.
//
// # Regenerating
//
// The generator imports ncc/dialects, so it is built together with the
// generated files it replaces. Those only ever call core and their own
// opgen* helpers, so a stale file still compiles, and the generator never
// reads it: the package is scanned for names with ops_gen.go skipped.
// Op definitions must not use the generated wrappers (they would then
// depend on their own output). If a generated file ever stops compiling
// (core's API changed), delete it and run go generate again.
//
// A test regenerates every dialect's file in memory and fails when a
// committed one is stale, as ncc-docgen's test does for the references.
package main
