// Package tonga is the machine level of ncc: one op per NeuronCore ISA
// instruction, in one stream per engine, with physical access patterns
// and semaphore synchronization (docs/tonga.md is the design,
// docs/tonga-isa.md the 64-byte encoding, docs/dialects/tonga.md the op
// reference; package isa is the assembler and disassembler).
//
//	module attributes {tonga.target = "trn1"} {
//	  tonga.program @sg00 {
//	    tonga.stream pe {
//	      tonga.load_stationary pe ins(sb[0:128][[1, 128]] at 0x0 : bf16) wait S[0] ge 1
//	      tonga.multiply_moving pe ins(sb[0:128][[1, 512]] at 0x100 : bf16) outs(psum[0:128][[1, 512]] at 0x0 : f32) start_tensor_calc stop_tensor_calc signal S[1] inc
//	      tonga.halt pe
//	    }
//	  }
//	}
//
// # Instructions
//
// Every instruction op has no operands and no results: its engine, its
// access patterns (ins and outs, arrays of *APAttr), its immediates and
// its wait and signal (*WaitAttr, *SignalAttr) are attributes. Info and
// InfoOf give each op's opcode, length in words (Words), engines and
// access-pattern counts; the Doc of each definition (ops.go,
// ops_control.go) says what its ins and outs are, by position.
//
// # Building tonga (lower/birtotonga, the disassembler)
//
//	b := tonga.NewBuilder(core.NewBuilder(ctx))  // b.Loc: location of new ops
//	b.SetInsertionPointToEnd(builtin.Body(module))
//	b.Program("sg00", "trn1")                     // "" = the module's tonga.target
//	b.Stream(arch.PE)                             // insertion point now in the stream
//	st := tonga.Tile(arch.SBUF, 0, 128, 0, [][2]int64{{1, 128}}, numerics.BFloat16)
//	tonga.Sync(b.LoadStationary(st), tonga.Wait(ctx, tonga.WaitGE, 0, 1), nil)
//	b.Halt(arch.PE)
//
// Builder.Inst (and NewInst, detached) builds any instruction from its
// name, engine, access patterns and immediates (Int, Float, Enum, Flags);
// typed builders cover the common ones. Builders check nothing: run
// core.Verify.
//
// # Reading tonga (neff, sim)
//
//	for _, p := range tonga.Programs(module) {
//		t, _ := tonga.TargetOf(p)
//		for _, s := range tonga.Streams(p) {
//			e := tonga.Engine(s)
//			for _, op := range tonga.Instructions(s) {
//				ins, outs := tonga.InsOf(op), tonga.OutsOf(op)
//				w, sig := tonga.WaitOf(op), tonga.SignalOf(op)
//				...
//			}
//		}
//	}
//
// Immediates read with I64 (registers too), F32, F32Bits, Flag, I64List,
// Pairs and EnumValue (AluOp(EnumValue(op, "op")), ActFunc, Acc, Axis,
// Compare, numbered as bir and sim/engine number them). BranchTarget,
// Layout, BranchTargets and SetBranchTargets handle branch offsets, which
// count 64-byte words. ncc-opgen's typed wrappers (AsActivateOp, ...) are
// in ops_gen.go.
//
// # Verification
//
// The verifier checks each program against its arch.Target: engines per
// opcode and per stream, access patterns inside SBUF or PSUM under the
// target's access rules, each field within the range its encoding holds,
// each opcode's operand shapes, and branch targets on instructions of
// their stream. Messages name the access pattern (ins[1]) or the field.
package tonga
