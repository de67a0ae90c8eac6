package bir

import (
	"ncc/arch"
	"ncc/core"
	"ncc/dialects/ods"
)

// The instructions: one op per BIR opcode (docs/bir.md's table). Each
// names its engine first, then reads the access patterns of ins(...) and
// writes those of outs(...); its immediates follow, named as BIR's JSON
// names them. The role of each access pattern is its position, as in BIR:
// the Doc of each op says which is which.

var (
	allocOrIndex = core.TypeConstraint{Summary: "bir allocation or index",
		Check: func(t core.Type) bool { return isAlloc(t) || isIndex(t) }}
	allocValue = core.TypeConstraint{Summary: "bir allocation", Check: isAlloc,
		Build: func(c *core.Context) core.Type { return AllocTypeOf(c) }}
	apsConstraint = core.AttrConstraint{Summary: "array of bir access patterns",
		Check: func(a core.Attribute) bool { _, err := apAttrs(a); return err == nil && a != nil }}
	segmentsDef = core.AttrDef{Name: "operandSegmentSizes", Constraint: ods.DenseI32ArrayAttr}

	apsDirective = map[string]core.CustomDirective{"APs": apsCustom}
)

const (
	insFormat  = " `ins` `(` custom<APs>($ins, type($ins), $ins_aps) `)`"
	outsFormat = " `outs` `(` custom<APs>($outs, type($outs), $outs_aps) `)`"
)

// instSpec describes one instruction op; inst builds its OpDef.
type instSpec struct {
	name, summary, doc string
	engines            []arch.Engine
	noIns              bool   // the instruction reads no access pattern
	prefix             string // format between $engine and ins(...)
	suffix             string // format after outs(...)
	attrs              []core.AttrDef
	verify             func(v *instVerifier) error
}

// engines records, per op name, the engines that may run it.
var engines = map[string][]arch.Engine{}

// Engines returns the engines that may run the op called name (nil for
// ops that are not instructions).
func Engines(name string) []arch.Engine { return engines[name] }

// instChecks records, per op name, the op-specific check of an instruction.
var instChecks = map[string]func(v *instVerifier) error{}

func inst(s instSpec) *core.OpDef {
	d := &core.OpDef{
		Name:    s.name,
		Summary: s.summary,
		Doc:     s.doc,
		Attrs:   []core.AttrDef{enumField("engine", EngineKind, -1)},
		Custom:  apsDirective,
		Verify:  verifyInst,
	}
	format := "$engine" + s.prefix
	if !s.noIns {
		d.Operands = append(d.Operands, core.ValueDef{Name: "ins", Type: allocOrIndex, Arity: core.Variadic})
		d.Attrs = append(d.Attrs, core.AttrDef{Name: "ins_aps", Constraint: apsConstraint})
		format += insFormat
	}
	d.Operands = append(d.Operands, core.ValueDef{Name: "outs", Type: allocOrIndex, Arity: core.Variadic})
	d.Attrs = append(d.Attrs, core.AttrDef{Name: "outs_aps", Constraint: apsConstraint})
	if !s.noIns {
		d.Traits |= core.AttrSizedOperandSegments
		d.Attrs = append(d.Attrs, segmentsDef)
	}
	d.Attrs = append(d.Attrs, s.attrs...)
	d.Format = format + outsFormat + s.suffix + " attr-dict"
	engines[s.name] = s.engines
	instChecks[s.name] = s.verify
	return d
}

var (
	allEngines = []arch.Engine{arch.PE, arch.ACT, arch.DVE, arch.Pool, arch.SP}
	vecEngines = []arch.Engine{arch.DVE, arch.Pool}
	anyCompute = []arch.Engine{arch.DVE, arch.Pool, arch.ACT}
)

// Matmult is bir.matmult.
var Matmult = inst(instSpec{
	name: "bir.matmult", summary: "TensorE matrix multiplication into PSUM (BIR Matmult)",
	doc: "ins(stationary, moving) outs(result): result[M, N] (+)= stationary[K, M]ᵀ · moving[K, N], " +
		"K on partitions. start_tensor_calc zeroes the accumulators first, stop_tensor_calc ends the " +
		"accumulation group. The backend splits it into LoadStationary and MultiplyMoving.",
	engines: []arch.Engine{arch.PE},
	suffix:  " (`start_tensor_calc` $start_tensor_calc^)? (`stop_tensor_calc` $stop_tensor_calc^)?",
	attrs:   []core.AttrDef{flagField("start_tensor_calc"), flagField("stop_tensor_calc")},
	verify:  checkMatmult,
})

// Transpose is bir.transpose.
var Transpose = inst(instSpec{
	name: "bir.transpose", summary: "transpose a tile (BIR Transpose)",
	doc: "ins(in[P, F]) outs(out[F, P]). On pe the data passes through the array into PSUM; " +
		"on dve one block of at most 32x32.",
	engines: []arch.Engine{arch.PE, arch.DVE},
	verify:  checkTranspose,
})

// Activation is bir.activation.
var Activation = inst(instSpec{
	name: "bir.activation", summary: "ScalarE activation func(in·scale + bias) (BIR Activation)",
	doc: "ins(in, [bias]) outs(out, [accumulator]): out = func(in·scale + bias), bias a [P, 1] column " +
		"(0 without one), alpha the slope of Prelu/Lrelu. With acc other than Idle, the per-partition " +
		"sum of out accumulates into accumulator [P, 1] as acc says.",
	engines: []arch.Engine{arch.ACT},
	prefix:  " $func",
	suffix:  " (`scale` $scale^)? (`alpha` $alpha^)? (`acc` $acc^)?",
	attrs: []core.AttrDef{enumField("func", ActKind, -1), f32Field("scale", 1), f32Field("alpha", 0),
		enumField("acc", AccKind, int(AccIdle))},
	verify: checkActivation,
})

// TensorTensor is bir.tensor_tensor.
var TensorTensor = inst(instSpec{
	name: "bir.tensor_tensor", summary: "elementwise binary operation (BIR TensorTensor)",
	doc:     "ins(in0, in1) outs(out): out = in0 op in1, elementwise over tiles of one shape.",
	engines: vecEngines,
	prefix:  " $op",
	attrs:   []core.AttrDef{enumField("op", AluKind, -1)},
	verify:  checkTensorTensor,
})

// TensorScalar is bir.tensor_scalar.
var TensorScalar = inst(instSpec{
	name: "bir.tensor_scalar", summary: "tensor op scalar, twice (BIR TensorScalar, TensorScalarPtr)",
	doc: "ins(in) outs(out): out = (in op0 const0) op1 const1 (TensorScalar). " +
		"ins(in, scalar0, [scalar1]) outs(out): the scalars are [P, 1] columns, one per partition " +
		"(TensorScalarPtr), and const0/const1 are absent. reverseN swaps opN's operands. op1 " +
		"defaults to bypass, which ignores its scalar.",
	engines: anyCompute,
	suffix: " `op0` $op0 (`const0` $const0^)? (`reverse0` $reverse0^)? (`op1` $op1^)? " +
		"(`const1` $const1^)? (`reverse1` $reverse1^)?",
	attrs: []core.AttrDef{enumField("op0", AluKind, -1), optF32Field("const0"), flagField("reverse0"),
		enumField("op1", AluKind, int(AluBypass)), optF32Field("const1"), flagField("reverse1")},
	verify: checkTensorScalar,
})

// ScalarTensorTensor is bir.scalar_tensor_tensor.
var ScalarTensorTensor = inst(instSpec{
	name: "bir.scalar_tensor_tensor", summary: "(tensor op0 scalar) op1 tensor (BIR TensorScalarPtr, is_scalar_tensor_tensor)",
	doc:     "ins(in0, scalar, in1) outs(out): out = (in0 op0 scalar) op1 in1, scalar a [P, 1] column.",
	engines: vecEngines,
	suffix:  " `op0` $op0 (`reverse0` $reverse0^)? `op1` $op1 (`reverse1` $reverse1^)?",
	attrs: []core.AttrDef{enumField("op0", AluKind, -1), flagField("reverse0"),
		enumField("op1", AluKind, -1), flagField("reverse1")},
	verify: checkScalarTensorTensor,
})

// TensorReduce is bir.tensor_reduce.
var TensorReduce = inst(instSpec{
	name: "bir.tensor_reduce", summary: "reduce innermost dimensions (BIR TensorReduce)",
	doc: "ins(in) outs(out): out folds in's innermost free dimensions with op, as many as axis " +
		"names (X: the last pair, XY: the last two, ...); negate negates the result.",
	engines: vecEngines,
	prefix:  " $op",
	suffix:  " `axis` $axis (`negate` $negate^)?",
	attrs:   []core.AttrDef{enumField("op", AluKind, -1), enumField("axis", AxisKind, -1), flagField("negate")},
	verify:  checkTensorReduce,
})

// TensorCopy is bir.tensor_copy.
var TensorCopy = inst(instSpec{
	name: "bir.tensor_copy", summary: "copy a tile, converting its dtype (BIR TensorCopy)",
	doc:     "ins(in) outs(out): out = in, converted to out's dtype on write.",
	engines: anyCompute,
	verify:  checkSameShape(1),
})

// Iota is bir.iota.
var Iota = inst(instSpec{
	name: "bir.iota", summary: "write an affine integer pattern (BIR Iota)",
	doc: "outs(out): out[p, i...] = base + p·channel_multiplier + Σ i_k·pattern[k].step, for i_k < " +
		"pattern[k].num, converted to out's dtype.",
	engines: []arch.Engine{arch.Pool},
	noIns:   true,
	suffix:  " `pattern` $pattern (`base` $base^)? (`channel_multiplier` $channel_multiplier^)?",
	attrs:   []core.AttrDef{pairsField("pattern"), i64Field("base", 0), i64Field("channel_multiplier", 0)},
	verify:  checkIota,
})

// Memset is bir.memset.
var Memset = inst(instSpec{
	name: "bir.memset", summary: "fill a tile with a constant (BIR Memset)",
	doc:     "outs(out): every element of out becomes constant, converted to out's dtype.",
	engines: anyCompute,
	noIns:   true,
	suffix:  " `constant` $constant",
	attrs:   []core.AttrDef{{Name: "constant", Constraint: f32Constraint}},
	verify:  checkCounts(0, 0, 1, 1),
})

// Select is bir.select.
var Select = inst(instSpec{
	name: "bir.select", summary: "elementwise choice (BIR Select)",
	doc:     "ins(predicate, on_true, on_false) outs(out): out = predicate != 0 ? on_true : on_false.",
	engines: vecEngines,
	verify:  checkSameShape(3),
})

// AffineSelect is bir.affine_select.
var AffineSelect = inst(instSpec{
	name: "bir.affine_select", summary: "keep elements where an affine expression compares with 0 (BIR TensorScalarAffineSelect)",
	doc: "ins(in) outs(out): out[p, i...] = (base + p·channel_multiplier + Σ i_k·pattern[k].step) " +
		"compare_op 0 ? in[p, i...] : fill_value.",
	engines: []arch.Engine{arch.Pool},
	prefix:  " $compare_op",
	suffix:  " `pattern` $pattern (`base` $base^)? (`channel_multiplier` $channel_multiplier^)? (`fill_value` $fill_value^)?",
	attrs: []core.AttrDef{enumField("compare_op", AluKind, -1), pairsField("pattern"), i64Field("base", 0),
		i64Field("channel_multiplier", 0), f32Field("fill_value", 0)},
	verify: checkAffineSelect,
})

// BNStats is bir.bn_stats.
var BNStats = inst(instSpec{
	name: "bir.bn_stats", summary: "batch-norm statistics of each partition (BIR BNStats)",
	doc: "ins(in) outs(out): out[p] is 6 values: count, mean and variance·count of in[p]'s even " +
		"elements, then of its odd ones. in has at most 512 elements per partition.",
	engines: []arch.Engine{arch.DVE},
	verify:  checkBNStats,
})

// BNAggr is bir.bn_aggr.
var BNAggr = inst(instSpec{
	name: "bir.bn_aggr", summary: "aggregate batch-norm statistics (BIR BNStatsAggregate)",
	doc:     "ins(stats) outs(out): stats[p] is (count, mean, variance·count) triples; out[p] is mean, variance.",
	engines: []arch.Engine{arch.DVE},
	verify:  checkBNAggr,
})

// Shuffle is bir.shuffle.
var Shuffle = inst(instSpec{
	name: "bir.shuffle", summary: "move data across partitions within quadrants (BIR StreamShuffle)",
	doc: "ins(in) outs(out): in each quadrant of 32 partitions, out partition i copies in partition " +
		"mask[i] (255: left unchanged). mask has 32 entries.",
	engines: vecEngines,
	suffix:  " `mask` $mask",
	attrs:   []core.AttrDef{i64ListField("mask")},
	verify:  checkShuffle,
})

// DMA is bir.dma.
var DMA = inst(instSpec{
	name: "bir.dma", summary: "DMA transfer (BIR Load, Save, DMACopy, GenericIndirectLoad)",
	doc: "ins(src, [index]) outs(dst): copies src's elements to dst's, in order, without conversion. " +
		"transpose swaps the two dimensions of a 2-D transfer (dma_transpose). indirect gathers: row " +
		"r of dst is src's row index[r] (src's first pair steps between rows). Any engine's queue " +
		"may issue it.",
	engines: allEngines,
	suffix:  " (`transpose` $transpose^)? (`indirect` $indirect^)? (`queue` $queue^)?",
	attrs:   []core.AttrDef{flagField("transpose"), flagField("indirect"), strField("queue", true)},
	verify:  checkDMA,
})

// CoreBarrier is bir.core_barrier.
var CoreBarrier = &core.OpDef{
	Name:    "bir.core_barrier",
	Summary: "wait for other NeuronCores (BIR CoreBarrier)",
	Doc:     "Every core in cores reaches barrier id before any goes on.",
	Attrs:   []core.AttrDef{enumField("engine", EngineKind, -1), reqI64Field("id"), i64ListField("cores")},
	Format:  "$engine `id` $id `cores` $cores attr-dict",
	Verify:  verifyCoreBarrier,
}

func init() { engines[CoreBarrier.Name] = []arch.Engine{arch.SP} }

// QuantizeMX is bir.quantize_mx.
var QuantizeMX = inst(instSpec{
	name: "bir.quantize_mx", summary: "MX quantization (ours, as nki.isa.quantize_mx)",
	doc: "ins(in) outs(out, scales): each block of 32 consecutive elements of a partition shares " +
		"one power-of-two scale (an e8m0 byte in scales); out holds the fp8 elements.",
	engines: []arch.Engine{arch.DVE},
	verify:  checkQuantizeMX,
})
