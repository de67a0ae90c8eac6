// Package penguintobir is the convert-penguin-to-bir pass: it lowers every
// penguin.kernel of a builtin.module to a bir.func of the same name, the
// level where tiles become bytes of SBUF and PSUM and tile ops become
// engine instructions (docs/penguin.md, docs/bir.md).
//
//	ncc-opt --pass-pipeline='builtin.module(convert-penguin-to-bir)' k.mlir
//	ncc-opt --convert-penguin-to-bir k.mlir
//
// The module gets bir.target from the first kernel's target (its target
// attribute, else the module's penguin.target, else trn1: penguin.TargetOf);
// a kernel with another target gives its function a target of its own.
// Everything is checked against that arch.Target, and the new function is
// verified before it replaces the kernel: what cannot be lowered, or what
// the bir verifier rejects, is an error located at the penguin op (the bir
// ops carry their penguin op's location), and the kernel stays as it was.
//
// # HBM buffers
//
// Kernel argument i is `bir.alloc "argI" Input DRAM ... index i`. Result i
// is `"outI" Output ... index i`: the penguin.hbm_alloc returned there is
// that allocation (its stores write the output directly) unless it holds a
// constant or was already returned at an earlier position; a returned
// argument, view or constant is copied into its Output allocation by a
// DRAM-to-DRAM DMA at the end. Other hbm_allocs are Internal DRAM
// allocations ("hbmN"), or Const ones ("constN") with their `value`. A
// penguin.view is its source's allocation seen with the view's shape: DRAM
// access patterns are flat element offsets, so a view only changes the
// strides a load or store walks. i1 buffers are stored as ui8.
//
// # Tiles: where they live
//
// Every tile value gets a region of one SBUF allocation ("sbuf") or one
// PSUM allocation ("psum"), each [partitions, bytes per partition] with
// the bytes the program needs at most (plan.go, alloc.go):
//
//   - Ops are numbered in program order. A tile is live from its
//     definition to its last use; a use inside a penguin.for or
//     penguin.while of a tile defined outside it counts at the loop's end,
//     since every iteration reads it.
//   - Values that must be one buffer form a class: a loop's iter args and
//     results (the carried value lives around the back edge), and a
//     penguin.if's results. The init of a loop and the value it yields join
//     the class when their live ranges do not overlap any member's, except
//     where one flows into the other (the loop reads the init into the iter
//     arg; an op writes its result in place of an input it reads for the
//     last time, elementwise). Otherwise a tensor_copy is inserted: an init
//     copied in before the loop, a yielded value at the end of the body (a
//     set of copies that would overwrite one another's sources goes through
//     scratch). The same rule then lets any elementwise result, and a
//     matmul's accumulation, take the buffer of an input it reads for the
//     last time: a chain of elementwise ops runs in one tile, and a matmul
//     accumulates onto a dead PSUM tile without a copy.
//   - Ops whose lowering needs temporaries (an immediate written to a
//     column, the fp32 tile between two chained ALU ops, the int32 cell a
//     condition is read through, ...) get a scratch region live at the op
//     only.
//   - A linear scan over these intervals places each class and scratch
//     region at the lowest offset free for its whole interval (first fit):
//     the space of dead tiles is reused, so programs of thousands of tile
//     ops need only what is live at once. SBUF regions are 32-byte aligned;
//     PSUM regions 4-byte aligned, and one of at most a bank (2 KiB per
//     partition on trn1) never crosses a bank boundary, so every matmul
//     accumulates within one bank. What does not fit the target's SBUF or
//     PSUM partition is an error at the op whose tile did not fit.
//
// A tile's access pattern is its partitions [0, P) and its free elements
// as one run ([[1, F]], row-major within the partition), so tiles of any
// rank fit the engines' four free dimensions. A [P, 1] column read where a
// [P, F] tile goes is the same column with a step-0 pair ([[0, F]]).
//
// # Ops
//
//	load, store         bir.dma on sp; the DRAM side's first pair walks the
//	                    tile's partitions, the others its free dimensions,
//	                    with the dims' strides (0 for bcast, negative steps
//	                    for a reversed walk); starts add constants and
//	                    loop/register terms to the offset
//	load_indirect       bir.dma indirect (a gather) on pool's queue: the
//	                    source's first pair steps between the table's rows
//	matmul              bir.matmult on pe: start_tensor_calc without an
//	                    accumulator or onto penguin.zeros (not materialized
//	                    when only matmuls read it); accumulating in place
//	                    otherwise, after a copy of the accumulator if its
//	                    buffer is not the result's; stop_tensor_calc always
//	transpose           pe into PSUM when the input is an SBUF float tile;
//	                    else dve in blocks of at most 32x32, each starting
//	                    on a quadrant as the start-partition rule requires
//	ewise               tensor_tensor, tensor_scalar (immediates or [P, 1]
//	                    columns, reverse0 for a scalar on the left) or
//	                    scalar_tensor_tensor; two instructions through
//	                    scratch when no one instruction computes it (ewise.go)
//	activation          bir.activation on act; an immediate bias other than
//	                    0 is memset into a scratch column; the reduced
//	                    result is the accumulator with acc ZeroAccumulate
//	reduce              tensor_reduce over the flattened free elements (X)
//	broadcast           [P, 1] → [P, F]: tensor_copy of a step-0 read;
//	                    [1, F] → [P, F]: an SBUF-to-SBUF DMA whose source
//	                    repeats the row (a step-0 pair over the partitions)
//	iota                bir.iota on pool (through scratch into PSUM)
//	select, copy        select, tensor_copy (converting on write)
//	zeros, constant     memset; iota with a step-0 pattern for an integer an
//	                    f32 cannot hold exactly
//	extract_scalar      register_load (an element that is not i32/ui32 is
//	                    moved to partition 0 and widened first)
//
// # Index values
//
// Loop induction variables, extract_scalar results and arith on them are
// affine expressions c + Σ coeff·v over bir.loop variables and registers,
// which is what an access pattern's offset holds (index.go). Arithmetic
// that is not affine (products of two variables, division, remainder,
// shifts, bitwise ops, min, max) computes registers with register_alu; a
// division exact for every value (i·128 / 64) stays affine. Registers are
// only loaded from memory, so a loop variable enters one through a
// register_load of an identity table ("index_table", a Const allocation).
//
// # Control flow
//
// penguin.for is a bir.loop named i0, i1, ... by depth; parallel and
// sequential loops alike (bir runs iterations in order). A carried index
// value must be its previous value plus a constant: the loop then runs
// over the iteration number (0 to the trip count) and the index is affine
// in it; so does a loop whose lower bound is negative. penguin.while and
// penguin.if become blocks of the function's CFG: the condition tile is
// copied to an int32 cell, register_load reads it and compare_and_branch
// (IS_NE 0) goes to the body or then block, or on. bir branches only at a
// function's top level, so a while or if inside a penguin.for is an error
// ("not supported yet"), as is an index value carried by one.
//
// # Engines
//
// pe runs matmuls and transposes into PSUM; act runs activations and the
// copies that evacuate PSUM into SBUF (keeping VectorE free for
// elementwise work); pool runs iota (its only engine) and the gathers'
// queue; sp issues every other DMA and the register ops. Elementwise ops,
// selects, reductions, copies and memsets run on dve; where every access
// is in SBUF and the target lets VectorE and GpSimd use SBUF at once (not
// trn1/inf2, whose engines share the SBUF port), they alternate between
// dve and pool.
package penguintobir
