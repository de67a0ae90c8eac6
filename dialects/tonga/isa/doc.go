// Package isa is tonga's binary encoding: the assembler (Encode: a tonga
// instruction to its 64-byte word, or two words with the extension word),
// the disassembler (Decode: bytes to a tonga op, rejecting anything that
// is not exactly what Encode writes, with an error naming the field) and
// the text listing `ncc neff disasm` prints, one line per instruction.
//
// The bit layout of the real NeuronCore ISA is not public; this one is
// ours, written down in docs/tonga-isa.md. Its field tables (layout.go,
// the optab) are the one definition of every instruction form;
// TestDocTables keeps the document's tables equal to them.
//
//	code, err := isa.AssembleStream(stream)       // a tonga.stream's bytes
//	op, n, err := isa.Decode(ctx, code)            // the first instruction, n bytes long
//	stream, err := isa.DisassembleStream(ctx, arch.PE, code)
//	err = isa.WriteListing(os.Stdout, ctx, code)   // 0000  tonga.load_stationary pe ins(...)
//	text, n, err := isa.Line(ctx, arch.PE, code)   // one listing line, for a NEFF disassembler
//
// An instruction is 64 bytes, or 128 for the opcodes with an extension
// word (Size, tonga.Words): walk a stream by the lengths Decode and Line
// return, not by 64-byte words. Decode's errors are *DecodeError values
// naming the byte and the field.
package isa
