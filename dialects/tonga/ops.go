package tonga

import (
	"ncc/core"
)

// The compute instructions: TensorE (pe), ScalarE (act), VectorE (dve) and
// GpSimd (pool). Each reads the access patterns of ins(...) and writes
// those of outs(...), whose roles are their positions as in bir (the Doc
// of each op says which is which); immediates are named as BIR's JSON
// names them.

// LoadStationary is tonga.load_stationary.
var LoadStationary = inst(instSpec{
	name: "tonga.load_stationary", summary: "load the stationary operand into the TensorE array (LDWEIGHTS in the profiler)",
	doc: "ins(stationary[K, M]): the K partitions (≤ 128) of M elements (≤ 128) the next " +
		"multiply_moving instructions multiply by. The first half of bir.matmult.",
	opcode: 0x01, words: 1, engines: peOnly, ins: [2]int{1, 1},
	verify: checkLoadStationary,
})

// MultiplyMoving is tonga.multiply_moving.
var MultiplyMoving = inst(instSpec{
	name: "tonga.multiply_moving", summary: "stream the moving operand through the TensorE array (MATMUL in the profiler)",
	doc: "ins(moving[K, N]) outs(result[M, N]): result (+)= stationaryᵀ · moving, with the stationary " +
		"operand of the last load_stationary; N ≤ 512, result f32 in one PSUM bank. " +
		"start_tensor_calc zeroes the accumulators first, stop_tensor_calc ends the accumulation " +
		"group. With is_transpose the array passes moving through transposed: result[N, K] = movingᵀ.",
	opcode: 0x02, words: 1, engines: peOnly, ins: [2]int{1, 1}, outs: [2]int{1, 1},
	suffix: " (`start_tensor_calc` $start_tensor_calc^)? (`stop_tensor_calc` $stop_tensor_calc^)?" +
		" (`is_transpose` $is_transpose^)?",
	attrs:  []core.AttrDef{flagField("start_tensor_calc"), flagField("stop_tensor_calc"), flagField("is_transpose")},
	verify: checkMultiplyMoving,
})

// Activate is tonga.activate.
var Activate = inst(instSpec{
	name: "tonga.activate", summary: "ScalarE activation func(in·scale + bias) (BIR Activation)",
	doc: "ins(in, [bias]) outs(out, [accumulator]): out = func(in·scale + bias), bias a [P, 1] column " +
		"(0 without one), alpha the slope of Prelu/Lrelu. With acc other than Idle, the per-partition " +
		"sum of out accumulates into accumulator [P, 1] as acc says. func must be in the function set " +
		"the last load_act_func_set loaded.",
	opcode: 0x10, words: 2, engines: actOnly, ins: [2]int{1, 2}, outs: [2]int{1, 2},
	prefix: " $func",
	suffix: " (`scale` $scale^)? (`alpha` $alpha^)? (`acc` $acc^)?",
	attrs: []core.AttrDef{enumField("func", ActEnum, -1), f32Field("scale", 1), f32Field("alpha", 0),
		enumField("acc", AccEnum, int64(AccIdle))},
	verify: checkActivate,
})

// LoadActFuncSet is tonga.load_act_func_set.
var LoadActFuncSet = inst(instSpec{
	name: "tonga.load_act_func_set", summary: "load an activation function set into ScalarE (BIR LoadActFuncSet)",
	doc: "Loads function set id, one of the piecewise-polynomial table sets the NEFF carries, so the " +
		"activate instructions after it may use its functions.",
	opcode: 0x11, words: 1, engines: actOnly,
	prefix: " $id",
	attrs:  []core.AttrDef{reqI64Field("id")},
	verify: checkLoadActFuncSet,
})

// TensorTensor is tonga.tensor_tensor.
var TensorTensor = inst(instSpec{
	name: "tonga.tensor_tensor", summary: "elementwise binary operation (BIR TensorTensor)",
	doc:    "ins(in0, in1) outs(out): out = in0 op in1, elementwise over tiles of one shape.",
	opcode: 0x20, words: 2, engines: vecEngines, ins: [2]int{2, 2}, outs: [2]int{1, 1},
	prefix: " $op",
	attrs:  []core.AttrDef{enumField("op", AluEnum, -1)},
	verify: checkSameShape(2),
})

// TensorScalar is tonga.tensor_scalar.
var TensorScalar = inst(instSpec{
	name: "tonga.tensor_scalar", summary: "tensor op scalar, twice (BIR TensorScalar, TensorScalarPtr)",
	doc: "ins(in) outs(out): out = (in op0 const0) op1 const1. ins(in, scalar0, [scalar1]) outs(out): " +
		"the scalars are [P, 1] columns, one per partition, and const0/const1 are absent. reverseN " +
		"swaps opN's operands. op1 defaults to bypass, which ignores its scalar.",
	opcode: 0x21, words: 2, engines: anyCompute, ins: [2]int{1, 3}, outs: [2]int{1, 1},
	suffix: " `op0` $op0 (`const0` $const0^)? (`reverse0` $reverse0^)? (`op1` $op1^)? " +
		"(`const1` $const1^)? (`reverse1` $reverse1^)?",
	attrs: []core.AttrDef{enumField("op0", AluEnum, -1), optF32Field("const0"), flagField("reverse0"),
		enumField("op1", AluEnum, int64(AluBypass)), optF32Field("const1"), flagField("reverse1")},
	verify: checkTensorScalar,
})

// ScalarTensorTensor is tonga.scalar_tensor_tensor.
var ScalarTensorTensor = inst(instSpec{
	name: "tonga.scalar_tensor_tensor", summary: "(tensor op0 scalar) op1 tensor (BIR TensorScalarPtr)",
	doc:    "ins(in0, scalar, in1) outs(out): out = (in0 op0 scalar) op1 in1, scalar a [P, 1] column.",
	opcode: 0x22, words: 2, engines: vecEngines, ins: [2]int{3, 3}, outs: [2]int{1, 1},
	suffix: " `op0` $op0 (`reverse0` $reverse0^)? `op1` $op1 (`reverse1` $reverse1^)?",
	attrs: []core.AttrDef{enumField("op0", AluEnum, -1), flagField("reverse0"),
		enumField("op1", AluEnum, -1), flagField("reverse1")},
	verify: checkScalarTensorTensor,
})

// TensorReduce is tonga.tensor_reduce.
var TensorReduce = inst(instSpec{
	name: "tonga.tensor_reduce", summary: "reduce innermost dimensions (BIR TensorReduce)",
	doc: "ins(in) outs(out): out folds in's innermost free dimensions with op, as many as axis names " +
		"(X: the last pair, XY: the last two, ...; C: the partitions); negate negates the result.",
	opcode: 0x23, words: 1, engines: vecEngines, ins: [2]int{1, 1}, outs: [2]int{1, 1},
	prefix: " $op",
	suffix: " `axis` $axis (`negate` $negate^)?",
	attrs:  []core.AttrDef{enumField("op", AluEnum, -1), enumField("axis", AxisEnum, -1), flagField("negate")},
	verify: checkTensorReduce,
})

// Copy is tonga.copy.
var Copy = inst(instSpec{
	name: "tonga.copy", summary: "copy a tile, converting its dtype (BIR TensorCopy)",
	doc:    "ins(in) outs(out): out = in, converted to out's dtype on write.",
	opcode: 0x24, words: 1, engines: anyCompute, ins: [2]int{1, 1}, outs: [2]int{1, 1},
	verify: checkSameShape(1),
})

// Transpose32 is tonga.transpose32.
var Transpose32 = inst(instSpec{
	name: "tonga.transpose32", summary: "transpose a block of up to 32x32 (BIR StreamTranspose)",
	doc:    "ins(in[P, F]) outs(out[F, P]), P and F at most 32.",
	opcode: 0x25, words: 1, engines: dveOnly, ins: [2]int{1, 1}, outs: [2]int{1, 1},
	verify: checkTranspose32,
})

// Shuffle is tonga.shuffle.
var Shuffle = inst(instSpec{
	name: "tonga.shuffle", summary: "move data across partitions within quadrants (BIR StreamShuffle)",
	doc: "ins(in) outs(out): in each quadrant of 32 partitions, out partition i copies in partition " +
		"mask[i] (255: left unchanged). mask has 32 entries.",
	opcode: 0x26, words: 2, engines: vecEngines, ins: [2]int{1, 1}, outs: [2]int{1, 1},
	suffix: " `mask` $mask",
	attrs:  []core.AttrDef{i64ListField("mask")},
	verify: checkShuffle,
})

// Iota is tonga.iota.
var Iota = inst(instSpec{
	name: "tonga.iota", summary: "write an affine integer pattern (BIR Iota)",
	doc: "outs(out): out[p, i...] = base + p·channel_multiplier + Σ i_k·pattern[k].step, for i_k < " +
		"pattern[k].num, converted to out's dtype.",
	opcode: 0x27, words: 2, engines: poolOnly, outs: [2]int{1, 1},
	suffix: " `pattern` $pattern (`base` $base^)? (`channel_multiplier` $channel_multiplier^)?",
	attrs:  []core.AttrDef{pairsField("pattern"), i64Field("base", 0), i64Field("channel_multiplier", 0)},
	verify: checkIota,
})

// Memset is tonga.memset.
var Memset = inst(instSpec{
	name: "tonga.memset", summary: "fill a tile with a constant (BIR Memset)",
	doc:    "outs(out): every element of out becomes constant, converted to out's dtype.",
	opcode: 0x28, words: 1, engines: anyCompute, outs: [2]int{1, 1},
	suffix: " `constant` $constant",
	attrs:  []core.AttrDef{reqF32Field("constant")},
	verify: func(*instVerifier) error { return nil },
})

// Select is tonga.select.
var Select = inst(instSpec{
	name: "tonga.select", summary: "elementwise choice (BIR Select)",
	doc:    "ins(predicate, on_true, on_false) outs(out): out = predicate != 0 ? on_true : on_false.",
	opcode: 0x29, words: 2, engines: vecEngines, ins: [2]int{3, 3}, outs: [2]int{1, 1},
	verify: checkSameShape(3),
})

// AffineSelect is tonga.affine_select.
var AffineSelect = inst(instSpec{
	name: "tonga.affine_select", summary: "keep elements where an affine expression compares with 0 (BIR TensorScalarAffineSelect)",
	doc: "ins(in) outs(out): out[p, i...] = (base + p·channel_multiplier + Σ i_k·pattern[k].step) " +
		"compare_op 0 ? in[p, i...] : fill_value.",
	opcode: 0x2a, words: 2, engines: poolOnly, ins: [2]int{1, 1}, outs: [2]int{1, 1},
	prefix: " $compare_op",
	suffix: " `pattern` $pattern (`base` $base^)? (`channel_multiplier` $channel_multiplier^)? (`fill_value` $fill_value^)?",
	attrs: []core.AttrDef{enumField("compare_op", AluEnum, -1), pairsField("pattern"), i64Field("base", 0),
		i64Field("channel_multiplier", 0), f32Field("fill_value", 0)},
	verify: checkAffineSelect,
})

// BNStats is tonga.bn_stats.
var BNStats = inst(instSpec{
	name: "tonga.bn_stats", summary: "batch-norm statistics of each partition (BIR BNStats)",
	doc: "ins(in) outs(out): out[p] is 6 values: count, mean and variance·count of in[p]'s even " +
		"elements, then of its odd ones. in has at most 512 elements per partition.",
	opcode: 0x2b, words: 1, engines: dveOnly, ins: [2]int{1, 1}, outs: [2]int{1, 1},
	verify: checkBNStats,
})

// BNAggr is tonga.bn_aggr.
var BNAggr = inst(instSpec{
	name: "tonga.bn_aggr", summary: "aggregate batch-norm statistics (BIR BNStatsAggregate)",
	doc:    "ins(stats) outs(out): stats[p] is (count, mean, variance·count) triples; out[p] is mean, variance.",
	opcode: 0x2c, words: 1, engines: dveOnly, ins: [2]int{1, 1}, outs: [2]int{1, 1},
	verify: checkBNAggr,
})

// QuantizeMX is tonga.quantize_mx.
var QuantizeMX = inst(instSpec{
	name: "tonga.quantize_mx", summary: "MX quantization (ours, as nki.isa.quantize_mx)",
	doc: "ins(in) outs(out, scales): each block of 32 consecutive elements of a partition shares " +
		"one power-of-two scale (an e8m0 byte in scales); out holds the fp8 elements.",
	opcode: 0x2d, words: 2, engines: dveOnly, ins: [2]int{1, 1}, outs: [2]int{2, 2},
	verify: checkQuantizeMX,
})
