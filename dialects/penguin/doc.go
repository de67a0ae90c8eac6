// Package penguin is the tile-program dialect: the level where a tensor
// program has become loops over tiles that fit a NeuronCore's on-chip
// memories, before engines are chosen and buffers placed. StableHLO lowers
// into it (lower/hlotopenguin), the penguin passes reshape it and it lowers
// to bir (lower/penguintobir). docs/penguin.md is the user's design page;
// docs/dialects/penguin.md the generated op reference. The syntax is ours:
// neuronx-cc's Penguin IR is not public.
//
// # Types
//
// !penguin.hbm<256x300xf32> (HBMType) is a buffer in device memory: kernel
// arguments and results, spilled intermediates. !penguin.tile<128x512xf32,
// psum> (TileType) is an on-chip tile and an SSA value: Dims[0] is the
// partition dimension, the rest are free dimensions (rank ≥ 2, so a
// per-partition column is [P, 1]); Mem is arch.SBUF or arch.PSUM. Element
// types are those numerics.DType stores (DTypeOf, ElementType): f32, bf16,
// f16, tf32, f8E4M3FN, f8E5M2, i32, i16, i8, ui32, ui16, ui8, and i1 stored
// as Uint8. Types know no target; the verifier checks tiles against one.
//
// # A kernel
//
// docs/penguin.md's example, C = relu(A·B) in 128-row blocks with the
// contraction over K = 300 in three steps of 100 partitions:
//
//	penguin.kernel @main(%a: !penguin.hbm<256x300xf32>, %b: !penguin.hbm<300x512xf32>) -> !penguin.hbm<256x512xf32> {
//	  %out = penguin.hbm_alloc : !penguin.hbm<256x512xf32>
//	  %c128 = arith.constant 128 : index
//	  %c100 = arith.constant 100 : index
//	  penguin.for %i = 0 to 2 parallel {
//	    %m = arith.muli %i, %c128 : index
//	    %acc0 = penguin.zeros : !penguin.tile<128x512xf32, psum>
//	    %acc = penguin.for %k = 0 to 3 sequential iter_args(%acc1 = %acc0) -> !penguin.tile<128x512xf32, psum> {
//	      %k0 = arith.muli %k, %c100 : index
//	      // Aᵀ's block: tile dimension 0 walks A's dimension 1 (a transposed DMA).
//	      %at = penguin.load %a[%m, %k0] dims [d1, d0] : !penguin.hbm<256x300xf32> -> !penguin.tile<100x128xf32, sbuf>
//	      %bt = penguin.load %b[%k0, 0] : !penguin.hbm<300x512xf32> -> !penguin.tile<100x512xf32, sbuf>
//	      %p = penguin.matmul %at, %bt acc %acc1 : !penguin.tile<100x128xf32, sbuf>, !penguin.tile<100x512xf32, sbuf> -> !penguin.tile<128x512xf32, psum>
//	      penguin.yield %p : !penguin.tile<128x512xf32, psum>
//	    }
//	    %r = penguin.activation relu %acc : !penguin.tile<128x512xf32, psum> -> !penguin.tile<128x512xf32, sbuf>
//	    penguin.store %r, %out[%m, 0] : !penguin.tile<128x512xf32, sbuf>, !penguin.hbm<256x512xf32>
//	  }
//	  penguin.return %out : !penguin.hbm<256x512xf32>
//	}
//
// The same kernel through the builder API (TestBuildMatmul builds exactly
// this and compares the text):
//
//	k, entry := penguin.NewKernel(b, loc, "main", []core.Type{aT, bT}, []core.Type{outT})
//	b.SetInsertionPointToEnd(entry)
//	out := penguin.NewHBMAlloc(b, loc, outT)
//	penguin.NewFor(b, loc, 0, 2, 1, penguin.Parallel, nil, func(b *core.Builder, i core.Value, _ []core.Value) []core.Value {
//		m := ... // arith.muli i, 128
//		zero := penguin.NewZeros(b, loc, accT)
//		acc := penguin.NewFor(b, loc, 0, 3, 1, penguin.Sequential, []core.Value{zero},
//			func(b *core.Builder, k core.Value, it []core.Value) []core.Value {
//				k0 := ... // arith.muli k, 100
//				at := penguin.NewLoad(b, loc, entry.Arg(0), penguin.Access{
//					Starts: []penguin.Index{penguin.Dyn(m), penguin.Dyn(k0)},
//					Dims:   []penguin.DimMap{penguin.Walk(1), penguin.Walk(0)}}, atT)
//				bt := penguin.NewLoad(b, loc, entry.Arg(1), penguin.Access{
//					Starts: []penguin.Index{penguin.Dyn(k0), penguin.Const(0)}}, btT)
//				return []core.Value{penguin.NewMatmul(b, loc, at, bt, it[0])}
//			})
//		r, _ := penguin.NewActivation(b, loc, acc.Result(0), sbufT, penguin.ActivationOf(pwp.Relu))
//		penguin.NewStore(b, loc, r, out, penguin.Access{Starts: []penguin.Index{penguin.Dyn(m), penguin.Const(0)}})
//		return nil
//	})
//	penguin.NewReturn(b, loc, out)
//
// # Building (build.go)
//
// One function per op, builder and location first; region ops take Go
// closures that build the body at the end of its block and return what to
// yield (NewFor, NewWhile, NewIf); the insertion point is restored after.
// Builders do not verify: run core.Verify on the result. They panic only on
// Go misuse (a non-tile where a tile is needed), never on target limits.
//
//	NewKernel(b, loc, name, args, results) (KernelOp, *core.Block)
//	NewReturn(b, loc, values...)           NewYield(b, loc, values...)
//	NewHBMAlloc(b, loc, t)                 NewHBMConstant(b, loc, t, dense)
//	NewFor(b, loc, lb, ub, step, kind, inits, body) ForOp
//	NewWhile(b, loc, inits, cond, body) WhileOp
//	NewIf(b, loc, cond, resultTypes, then, els) IfOp
//	NewLoad(b, loc, hbm, Access, tileType)  NewStore(b, loc, tile, hbm, Access)
//	NewLoadIndirect(b, loc, hbm, indexTile, starts, tileType)
//	NewMatmul(b, loc, stationary, moving, acc)   // acc may be nil; result type inferred
//	NewTranspose(b, loc, x, t)  NewCopy(b, loc, x, t)  NewBroadcast(b, loc, x, t)
//	NewEwise(b, loc, AluOp, t, args...)  NewEwise2(b, loc, op0, op1, t, args...)
//	NewActivation(b, loc, x, t, ActSpec) (result, reduced)
//	NewReduce(b, loc, AluOp, x, t)  NewIota(b, loc, coeffs, base, t)
//	NewSelect(b, loc, pred, onTrue, onFalse)
//	NewZeros(b, loc, t)  NewConstant(b, loc, v, t)  NewExtractScalar(b, loc, tile, pos...)
//
// Access is a load's or store's starts (Index: Dyn(v) or Const(n), one per
// HBM dimension) and walk (DimMap per tile dimension: Walk(d), {d, stride}
// with a stride that may be negative, a walk down from the start, or
// Bcast; nil for DefaultDims). Arg is an ewise input: V(tile) or Imm(x).
// ActSpec is an activation: ActivationOf(f) is f(x) with scale 1.
//
// # Reading (ops_gen.go, read.go)
//
// ncc-opgen generates a typed view per op (AsLoadOp, LoadOp.Source(),
// ForOp.Inits(), ...). Hand-written readers add what spans several slots:
// LoadOp.Access() and StoreOp.Access() (default walk spelled out),
// LoadIndirectOp.StartIndices(), EwiseOp.Alu() and Args(),
// ActivationOp.Spec(), ReduceOp.Alu(), IotaOp.Pattern(), ConstantOp.Splat(),
// ExtractScalarOp.Indices(), ForOp.Bounds(), TripCount(), LoopKind(),
// InductionVar(), IterArgs(), Yielded(), WhileOp.Condition(),
// BodyYielded(), IfOp.ThenYielded(), ElseYielded(), KernelOp.KernelName(),
// Signature(), Entry(), TargetName(); TileTypeOf and HBMTypeOf.
//
// # Verification and targets
//
// TargetOf(op) is the kernel's `target` attribute, else the nearest
// enclosing `penguin.target` (module attributes {penguin.target = "trn2"}),
// else arch.Default. Every op checks the tiles it defines with
// CheckTileLimits (partitions, MaxFree per memory, bytes per partition,
// PSUM tiles f32 or i32), which the tiling pass can ask directly. Op
// verifiers check shapes, matmul's K/M/N and PSUM bank, the DMA rules
// (SBUF only, no conversion), load and store bounds for constant starts
// (and the walk's extent for index starts), yields against their loops.
//
// # Choices
//
// ALU ops are KLR's AluOp (AluOp, #penguin.alu<mult>), so penguin → bir is
// a one-to-one map; activation functions are numerics/pwp IDs
// (#penguin.act<gelu>). An ewise immediate is f32, the engines' compute
// type, or i32 for the bitwise and shift ops; its place among the inputs
// is kept in `scalars` (unit where a tile goes). Mixed constant and index
// starts are stored as MLIR stores offsets: static_starts with
// core.Dynamic where an index operand goes.
package penguin
