// Package birjson translates between the bir dialect and BIR JSON, the
// Neuron compiler's serialized backend IR as KLR writes it
// (KLR/BIR/Function.lean, Instruction.lean, Instructions.lean):
//
//	data, err := birjson.Marshal(module)             // bir.func ops -> {"functions": [...], ...}
//	module, err := birjson.Read(ctx, "k.json", data) // one bir.func per function; not verified
//
// Marshal writes verified bir; Read returns *Error for input it cannot
// read, located by byte offset, line and column and JSON path
// ($.functions[0].blocks[1].instructions[2].ins[0].memref), and gives each
// op the location of its JSON object so the verifier's messages point into
// the JSON. bir -> JSON -> bir is exact: the two print the same.
//
// The field-by-field mapping, and the fields bir adds where KLR's JSON has
// none (terms of symbolic access patterns, start_partition, index,
// init_hex, a function's target), are in docs/bir-json.md. The reader is
// lenient with what KLR and the compiler write: blocks without terminators
// fall through, DRAM sized [partitions, bytes] is one flat partition, DMA
// engines may be unassigned, inputs without an index are numbered in
// order, and dtypes may use KLR's or NKI's names.
package birjson
