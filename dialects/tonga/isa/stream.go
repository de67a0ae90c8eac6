package isa

import (
	"fmt"
	"io"
	"strings"

	"ncc/arch"
	"ncc/core"
	"ncc/core/asm"
	"ncc/dialects/tonga"
)

// AssembleStream returns the bytes of a tonga.stream: its instructions'
// encodings, in order. Errors name the instruction by its word address.
func AssembleStream(stream *core.Operation) ([]byte, error) {
	var out []byte
	for _, op := range tonga.Instructions(stream) {
		b, err := Encode(op)
		if err != nil {
			return nil, fmt.Errorf("word %d: %w", len(out)/WordBytes, err)
		}
		out = append(out, b...)
	}
	return out, nil
}

// Disassemble decodes code, a sequence of instructions, into detached ops.
// Errors give the word and byte where decoding stopped.
func Disassemble(ctx *core.Context, code []byte) ([]*core.Operation, error) {
	var ops []*core.Operation
	for at := 0; at < len(code); {
		op, n, err := Decode(ctx, code[at:])
		if err != nil {
			return nil, fmt.Errorf("word %d: %w", at/WordBytes, err)
		}
		ops = append(ops, op)
		at += n
	}
	return ops, nil
}

// DisassembleStream decodes code into a detached tonga.stream of engine e.
// Every instruction must be e's.
func DisassembleStream(ctx *core.Context, e arch.Engine, code []byte) (*core.Operation, error) {
	ops, err := Disassemble(ctx, code)
	if err != nil {
		return nil, err
	}
	b := tonga.NewBuilder(core.NewBuilder(ctx))
	stream := b.Stream(e)
	at := 0
	for _, op := range ops {
		if got := tonga.Engine(op); got != e {
			return nil, fmt.Errorf("word %d: %s runs on %s, not in the %s stream", at, op.Name(), got, e)
		}
		b.Insert(op)
		at += tonga.Words(op)
	}
	return stream, nil
}

// Text is an instruction's line in a listing: its op syntax (without
// location), e.g. `tonga.halt pe`.
func Text(ctx *core.Context, op *core.Operation) string {
	s := asm.PrintOp(op, asm.PrintOptions{Context: ctx, LocalScope: true})
	return strings.TrimSpace(s)
}

// Line disassembles the instruction at the start of code, which must be
// engine e's, into its listing text, and returns its length in bytes
// (64 or 128): what a NEFF disassembler calls at each instruction of an
// engine's stream, stepping by the length (a two-word instruction's
// extension word is not an instruction of its own).
func Line(ctx *core.Context, e arch.Engine, code []byte) (string, int, error) {
	op, n, err := Decode(ctx, code)
	if err != nil {
		return "", 0, err
	}
	if got := tonga.Engine(op); got != e {
		return "", 0, errAt(offEngine, "engine", "%s runs on %s, not in the %s stream", op.Name(), got, e)
	}
	return Text(ctx, op), n, nil
}

// WriteListing writes code as a listing, one line per instruction: its
// word address in hex, its text, and for branches the address they jump
// to:
//
//	0000  tonga.reg_set sp r1 = 0
//	0001  tonga.dma_trigger sp queue 0 first 0 count 1 signal S[0] inc
//	0002  tonga.iterate sp r1 step 1 lt 4 to -1  ; -> 0001
//
// Decoding stops at the first word that is not an instruction, with an
// error naming the word, byte and field; the lines before it are written.
func WriteListing(w io.Writer, ctx *core.Context, code []byte) error {
	for at := 0; at < len(code); {
		op, n, err := Decode(ctx, code[at:])
		if err != nil {
			return fmt.Errorf("word %d: %w", at/WordBytes, err)
		}
		line := fmt.Sprintf("%04x  %s", at/WordBytes, Text(ctx, op))
		if off, ok := tonga.BranchTarget(op); ok {
			line += fmt.Sprintf("  ; -> %04x", int64(at/WordBytes)+off)
		}
		if _, err := fmt.Fprintln(w, line); err != nil {
			return err
		}
		at += n
	}
	return nil
}
