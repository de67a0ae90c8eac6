// Package core holds ncc's generic IR: the objects every dialect is made of.
//
// The model is MLIR's. An Operation has a name ("arith.addi"), operands (Values),
// results (Values), inherent attributes (its properties), discardable attributes,
// regions, successors and a Location. A Region holds a list of Blocks; a Block holds
// block arguments and a list of Operations. A Value is either an operation result or
// a block argument, and keeps a list of its uses so replacing all uses costs O(uses).
//
// Types and attributes are immutable and uniqued in a Context: two types are equal
// exactly when they are the same pointer. Build them with the constructors in
// types.go and attrs.go (IntegerType(ctx, 32), RankedTensor(...), ...), never with
// struct literals, or equality breaks.
//
// Every op kind is described once, as data, by an OpDef (opdef.go): operands,
// results, attributes, regions, successors, traits, verifier and folder hooks and
// its assembly format. The parser and printer (core/asm), the verifier (verify.go)
// and the generated dialect reference all read that one definition.
//
// core imports no dialect. Dialects register themselves with a Context through
// Context.Load; until then their ops are "unregistered" and are accepted only
// when Context.AllowUnregistered is set.
package core
