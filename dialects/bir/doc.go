// Package bir is the backend IR: engine instructions reading and writing
// symbolic allocations through access patterns, one op per opcode of the
// Neuron compiler's BIR JSON (docs/bir.md is the design, docs/bir-json.md
// the JSON mapping, docs/dialects/bir.md the op reference).
//
//	module attributes {bir.target = "trn1"} {
//	  bir.func @main {
//	    %a = bir.alloc "a" Input DRAM [1, 307200] index 0 : tensor<256x300xf32>
//	    %t0 = bir.alloc "t0" SB [128, 1200]
//	    bir.loop "i" = 0 to 2 step 1 {
//	    ^bb0(%i: index):
//	      bir.dma sp ins(%a[[300, 128], [1, 300]] + 38400 * %i : f32) outs(%t0[0:128][[1, 300]] : f32)
//	      bir.activation act Exp ins(%t0[0:128][[1, 300]] : f32) outs(%t0[0:128][[1, 300]] : f32)
//	    }
//	    bir.return
//	  }
//	}
//
// # Access patterns
//
// An AP is Go data: the allocation value, a partition range (on chip),
// [step, num] pairs, an element offset with loop-variable and register
// terms, and the dtype (numerics.DType). In the IR an instruction keeps
// its APs in two variadic operand slots, ins and outs (allocation, then
// term values, for each AP in turn), and two attributes, ins_aps and
// outs_aps, holding one *APAttr (#bir.ap<...>) per AP for the rest. The
// custom<APs> directive prints them as `%t[0:128][[1, 300]] + 5 + 38400 *
// %i : f32`.
//
// # Building bir (lower/penguintobir, nkitobir, the JSON reader)
//
//	b := bir.NewBuilder(core.NewBuilder(ctx))   // b.Loc: location of new ops
//	b.SetInsertionPointToEnd(builtin.Body(module))
//	b.Func("main", "")                          // target "" = module's bir.target
//	a := b.AllocInput("a", 0, tensorType)       // AllocOutput, AllocSB, AllocPSUM, AllocDRAM, AllocConst, Alloc(AllocSpec)
//	t := b.AllocSB("t", 128, 1200)              // allocations always go first in the entry block
//	b.Loop("i", 0, 2, 1, func(i core.Value) {
//		src := bir.Flat(a, [][2]int64{{300, 128}, {1, 300}}, numerics.Float32).Plus(38400, i)
//		dst := bir.Tile(t, 0, 128, [][2]int64{{1, 300}}, numerics.Float32)
//		b.DMA(arch.SP, src, dst)
//		b.Activation(bir.ActExp, dst, dst, bir.ActivationArgs{Scale: 1})
//	})
//	b.Return()
//
// Every instruction has a typed builder (Matmult, Transpose, Activation,
// TensorTensor, TensorScalar, TensorScalarPtr, ScalarTensorTensor,
// TensorReduce, TensorCopy, Iota, Memset, Select, AffineSelect, BNStats,
// BNAggr, Shuffle, DMA, DMATranspose, DMAGather, CoreBarrier, QuantizeMX)
// over the generic Builder.Inst; control flow has NewBlock, Branch,
// CompareAndBranch, CompareImmAndBranch, and registers RegisterLoad,
// RegisterAlu, RegisterAluImm. Builders check nothing: call core.Verify.
//
// # Reading bir (sim/, the backend, the JSON writer)
//
//	for _, fn := range bir.Funcs(module) {
//		t, _ := bir.TargetOf(fn)                // *arch.Target
//		for _, a := range bir.Allocs(fn) { info := bir.AllocInfoOf(a) ... }
//		// walk the CFG; for each op:
//		ins, outs := bir.InsAPs(op), bir.OutsAPs(op)  // []AP in BIR's order
//		e := bir.Engine(op)                           // arch.Engine
//		switch op.Name() { case bir.TensorTensor.Name: bir.Alu(op, "op") ... }
//	}
//
// An AP answers Rows, FreeSize, Shape, NumElements, FreePairs, Memory and
// AllocOp. Immediates read with Alu, F32, I64, Flag, I64List, Pairs,
// EnumField, ActOf, AccOf, AxisOf, CompareOf; loops with LoopBounds,
// InductionVar, LoopBody; registers with Operands. ncc-opgen's typed
// wrappers (AsTensorTensorOp, ...) are in ops_gen.go. Each Doc of an op
// definition (ops.go) says what its ins and outs are, by position.
//
// # Enumerations
//
// Engines are arch.Engine; AluOp, ActFunc, Acc, AxisList, Compare, Memory
// and TensorKind use KLR's names (KLR/Core/Operators.lean,
// KLR/BIR/Instructions.lean) and are stored as *EnumAttr (#bir.alu<add>,
// the bare keyword in op syntax). ActFunc.PWP maps activation functions to
// the numerics/pwp tables the simulator evaluates.
//
// # Verification
//
// The verifier checks each function against its arch.Target (TargetOf:
// the func's target, else the module's bir.target, else arch.Default):
// engines per opcode, APs inside their allocations (over the ranges of
// their loop variables), the start-partition rule, free sizes, AP
// dimensions and dtypes of compute engines, matmult limits and PSUM
// banks, the shapes each opcode needs, and the structure of functions,
// allocations and loops. Messages name the AP they are about (ins[1]).
package bir
