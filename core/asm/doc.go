// Package asm reads and writes MLIR's textual format, byte for byte as
// mlir-opt 22 does.
//
// # Reading
//
// Parse turns source text into the top-level operations of a file, in a
// detached block (dialects/builtin.WrapInModule adds the implicit module).
// The lexer (lexer.go) works on bytes and makes tokens that are offsets into
// the source; the parser is recursive descent and follows MLIR's
// OperationParser, including its error messages and where it reports them
// (see wrongTokenError). It reads the generic form of every op, the pretty
// form of registered ops through OpDef.Parse or the declarative format
// (core/asm/format, compiled once per definition), type and attribute
// aliases, trailing locations (with #loc aliases defined later in the file),
// and the {-# dialect_resources ... #-} section, whose blobs are kept per
// Context (ContextResources) so dense_resource attributes print them again.
//
// Nesting of regions, attributes, types and locations is limited to
// MaxNesting (1000) levels: deeper input is an error, never a Go stack
// overflow.
//
// *parser implements core.OpParser, the interface custom op syntax and
// dialect type/attribute hooks parse with.
//
// Large files parse in parallel (parser_parallel.go): bodies of
// IsolatedFromAbove ops are skipped by a brace scan and parsed on worker
// goroutines once the rest of the file is read; on any error the file is
// parsed again sequentially, so diagnostics never depend on it.
//
// # Writing
//
// Print writes an op (normally a module) as mlir-opt's AsmPrinter does; note
// that mlir-opt itself appends one more "\n" after it. It names values as
// MLIR's SSANameState (regions continue the numbering of their parent,
// %argN for entry arguments, op-suggested names made unique with _N; in
// generic form ids are unique across the op), comments block predecessors,
// collects aliases as MLIR's AliasInitializer (#map, #set, #loc with debug
// info, #distinct, !tuple, and dialect AliasName hooks; locations printed
// after the op) and prints floats with APFloat's rules (floatfmt.go).
// *printer implements core.OpPrinter. Names and aliases are assigned before
// anything prints, so the ops of a large block print in parallel chunks
// written in order (printer_parallel.go); the output is the same.
//
// SourceMgr renders diagnostics as mlir-opt does: "file:L:C: error: msg",
// the source line and a caret, notes, and "see current operation" for
// diagnostics about an op.
package asm
