// Package bytecode reads and writes MLIR bytecode, the binary form of MLIR
// IR, as mlir-opt 22 writes it (`mlir-opt --emit-bytecode`). It is the
// second front door of ncc after the text parser (core/asm): ncc-opt reads
// bytecode wherever it reads text, telling the two apart by the magic
// bytes (IsBytecode), and writes it with --emit-bytecode.
//
//	blk, err := bytecode.Read(ctx, "model.mlir.bc", data) // like asm.Parse
//	err = bytecode.Write(w, module, nil)                   // current version
//	err = bytecode.Write(w, module, &bytecode.Options{Version: 3})
//
// # The format
//
// The reference is MLIR's "MLIR Bytecode Format" page (mlir.llvm.org/docs/
// BytecodeFormat) and mlir/lib/Bytecode/{Reader,Writer}; this package
// follows their names. A file is:
//
//	magic "ML\xEFR" · version (varint) · producer (NUL-terminated) · sections
//
// Integers are MLIR's prefix varints (the trailing zero bits of the first
// byte count the bytes that follow; encoding.go), signed ones zigzagged.
// Each section is an ID byte (high bit: an alignment follows), a length
// and its bytes:
//
//   - String: every string of the file; others refer to them by index.
//   - Dialect: the dialects (each with an optional version, itself a
//     nested section) and the operation names, grouped by dialect, each
//     flagged with whether the op was registered where it was written.
//   - AttrType and AttrTypeOffset: every attribute and type once, grouped
//     by dialect. An entry is either the dialect's own encoding (for
//     builtin: a kind code and its fields, builtin_read.go) or, for a
//     dialect without one, the textual form, NUL-terminated. Entries are
//     decoded on first use; entries refer to each other by index.
//   - IR: the top-level operation. An op is its name, a mask of the parts
//     that follow, its location, attribute dictionary, properties (an index
//     into the Properties section), result types, operands (value numbers),
//     successors (block numbers in the region), use-list orders, and its
//     regions. A region gives its block count and the number of values it
//     defines; a block its op count and arguments (type, location). Values
//     are numbered per isolated-from-above region tree; the regions of an
//     op whose bodies use nothing from outside are written isolated, in a
//     nested IR section.
//   - Properties: the inherent attributes of each op, deduplicated. For an
//     op ncc registers, the encoding is what MLIR's ODS generates, read from
//     the op's definition (props.go): attributes by name, required ones as
//     references, optional and default-valued ones as flagged references,
//     then (version 6) the operand/result segment sizes as sparse arrays.
//     Unregistered ops store their properties as one dictionary attribute.
//   - Resource and ResourceOffset: dialect and external resources; the
//     builtin dialect's are the blobs of dense_resource attributes, which
//     Read gives to the Context (asm.ContextResources) so the printer
//     re-emits them, and Write takes from there.
//
// Reading: entries are decoded on first use; the bodies of the top-level
// op's isolated ops (functions), each in its own nested IR section, are
// read in parallel on large files, with the IR and the first error a
// sequential read gives (read_ir.go, parallel_test.go).
//
// Use lists: a reader rebuilds them in decreasing order of use (user op in
// pre-order, then operand number); a value whose list is otherwise (after
// forward references, in graph regions) carries its order, which Read
// applies and Write emits, as MLIR does (uselist.go).
//
// # What is supported
//
// Read accepts versions 0 to 6 (Version), Write writes any of them. The
// builtin dialect's attributes and types use their binary encodings:
// integers of any width, floats (bf16, f16, f32, f64, f80, f128), strings,
// arrays, dictionaries, symbol references, types, unit, dense elements
// (i1 bit-packed as MLIR stores them), dense strings, dense arrays, sparse
// elements, dense_resource, distinct attributes, and every location kind
// (file:line:col and ranges, names, call sites, fused with or without
// metadata, unknown); integer, index, float, complex, function, tuple,
// none, tensor (ranked with or without encoding, unranked), vector (with
// scalable dimensions) and memref (ranked, unranked, with memory space)
// types. Writing mlir-opt's own bytecode back, ncc produces the same bytes
// but for the producer string (diff_test.go counts it).
//
// # What falls back to text
//
// The sdy (Shardy) dialect's attributes use Shardy's own encoding, as
// Shardy's BytecodeDialectInterface writes them into JAX's artifacts
// (sdy.go). Attributes and types of every other dialect (arith's
// overflow flags and fast-math flags, stablehlo's, ...) are written in
// their textual form, as MLIR does for a dialect without a bytecode
// interface, and read back with the text parser (asm.ParseAttribute). So
// are the builtin kinds MLIR 22 writes as text: affine maps and integer
// sets, strided layouts, opaque attributes and types, and the small float
// types (f8*, f6*, f4E2M1FN, tf32), whose binary codes newer MLIR readers
// know and Read accepts too. Another dialect can get its own encoding
// through RegisterDialectCodec (and versions through VersionCodec).
//
// Not supported: lazy loading of isolated regions (Read materializes all),
// and dialect versions of dialects without a registered VersionCodec, which
// are read and ignored.
//
// # Errors
//
// Read never panics and allocates in proportion to its input: every count
// is checked against the bytes left before anything is allocated,
// references are bounds-checked, cycles between attribute entries are
// refused, nesting is bounded (maxNesting). A problem is an *Error giving
// the byte offset; tools print it as mlir-opt locates bytecode errors,
// "file:0:0: error: at byte N: ...", with a note naming the file's version
// and producer. FuzzRead fuzzes Read.
package bytecode
