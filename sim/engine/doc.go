// Package engine is the NeuronCore's instruction semantics, written once
// and shared by the simulators: sim runs bir on it, and the timed NEFF
// simulator will run tonga's instructions on it. It knows no IR: callers
// hand it allocations, access patterns and immediates.
//
// # Memory
//
// An Alloc is the bytes of one allocation: Partitions rows of
// PartitionBytes (SBUF and PSUM tiles), or one flat row (HBM). An AP
// (access pattern, as bir writes it: partition range, [step, num] pairs in
// elements, element offset, dtype) selects elements; its rows are the
// lanes an engine computes in (partitions on chip, the first pair in HBM)
// and the remaining pairs, in row-major order, the free elements of each
// row. Every AP is checked against its allocation once per instruction,
// then compiled into runs (contiguous or strided element sequences) so
// that a row is decoded with one numerics.DType.Load into fp32 scratch,
// computed on, and stored with one DType.Store.
//
// Every byte has an initialized bit. Writes set it; Alloc.Load (the host
// writing inputs and constants) sets it; reading a byte whose bit is clear
// is an error. Errors are *Error values naming the instruction (the inst
// argument every instruction takes) and their ErrorKind: out-of-bounds
// access, uninitialized read, gather index out of range, shape and type
// mismatches, integer division by zero. Instructions never panic on bad
// operands.
//
// # Arithmetic
//
// The model is docs/numerics.md's: the Vector, Scalar and GpSimd engines
// widen each element exactly to fp32, compute in fp32 (IEEE binary32,
// round to nearest even, one rounding per operation), and narrow to the
// output dtype on write (round to nearest even; integer outputs round and
// saturate, as numerics.EncodeInt).
//
// The integer path (ncc's model; the public docs say only that bitvec
// operators treat integers as bit patterns): when every operand and result
// of an instruction has an integer dtype, every immediate is integral and
// the operator has an integer form, the engine computes exactly on int64
// values (sign- or zero-extended from each dtype) and wraps each
// operator's result to the output dtype's width, two's complement. So
// int32 arithmetic agrees bit for bit with the StableHLO interpreter,
// including wrap-around; the hardware's fp32 datapath would round above
// 2^24. Bitvec operators (shifts, bitwise_*) require the integer path.
//
// ALU operators (KLR's AluOp), a op b, a the left operand:
//
//	op                   fp32 path                     integer path
//	abs                  max(|a|, |b|) (abs_max)       max(|a|, |b|)
//	add subtract mult    IEEE fp32                     exact, wrapped
//	average              (a+b)·0.5                     (a+b)>>1 (floor)
//	divide               a/b                           truncated; b = 0 is an error
//	mod                  fmod (sign of a)              a % b (sign of a); b = 0 is an error
//	pow                  pow(a, b) in float64, rounded by squaring, wrapped; b < 0 as StableHLO
//	max min              NaN-propagating, -0 < +0      exact
//	is_equal ... is_lt, not_equal   1.0 or 0.0         1 or 0
//	logical_and/or/xor   on a != 0, b != 0: 1 or 0     same
//	bypass               a                             a
//	rsqrt                1/sqrt(a) in float64, rounded (fp32 path only)
//	bitwise_and/or/xor/not, shifts   error             on bit patterns; logical
//	                                                   right shifts within a's width;
//	                                                   counts >= width give 0 (left,
//	                                                   logical) or the sign (arith)
//
// The abs operator is defined as abs_max, which gives |a| against a zero
// operand and the largest magnitude as a reduction (ncc's reading; the
// ISA's definition is not public).
//
// # Instructions
//
// Each is a Machine method taking the instruction's name (for errors),
// its output and input APs and its immediates:
//
//   - TensorTensor; TensorScalar (two operators, each optionally reversed,
//     scalars immediate or one per row through an AP: BIR's TensorScalar
//     and TensorScalarPtr); ScalarTensorTensor; TensorCopy (converting on
//     write); Memset; Select; Iota and AffineSelect (a generated integer
//     pattern: base + row·channel_multiplier + Σ i_k·step_k).
//   - TensorReduce: folds the innermost free pairs, or the rows; negate.
//   - Activate: the Scalar engine's func(in·scale + bias) through the
//     numerics/pwp tables, with an add-reduce of each row into an
//     accumulator (set, add or zero: BIR's accumulation flags).
//   - Matmul (TensorE, fp32 PSUM accumulation, start flag), TransposePE
//     (exact through fp32), TransposeDVE (one block of up to 32x32).
//   - BNStats and BNAggr (batch-norm statistics in fp32), Shuffle (rows
//     within quadrants of 32), QuantizeMX (OCP MX fp8 via numerics.MX).
//   - DMA, DMATranspose and IndirectDMA (row gather): bytes move without
//     conversion (in and out dtypes of one size); an index outside the
//     source's rows is an error.
//   - ReadInt and RegisterAlu: the Sync engine's 32-bit registers.
//
// Operands of elementwise instructions must have the same number of rows
// and of elements per row; each AP's elements are taken in its own
// row-major order, so shapes may differ as long as the counts agree.
//
// Reductions (TensorReduce, the activation's add-reduce) fold left to
// right from the first element in fp32; TensorE sums products in
// increasing contraction index (ncc's model: the hardware's orders are not
// public).
//
// Speed: fp32 and int32 rows that are contiguous in memory are read and
// written as slices of the allocation (no per-element decoding); the
// matmul runs rows on all cores (each output element by one goroutine, in
// the same order, so results do not depend on the split), takes an
// fp32-only path when every product is exact in fp32 (bf16, fp16, fp8, or
// short fp32 data), and on amd64 with AVX2 uses the assembly kernels of
// kernel_amd64.s, which TestAddProduct and TestMatmulKernels hold bit for
// bit to numerics.AddProductF32.
//
// Activation functions without a PWP table: Is_finite and MemsetZero are
// computed exactly (IsFinite, ZeroFunc) and Abs_reciprocal_sqrt goes
// through the rsqrt table on |x| (AbsRsqrt); Dsqrt, Ln_prime and Unknown
// have no model (the caller reports them as unsupported).
package engine
