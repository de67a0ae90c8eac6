package stablehlo

import (
	"ncc/core"
)

// Dialect is the stablehlo dialect: every op of the StableHLO specification
// plus the legacy ops stablehlo-opt still accepts (dot, einsum, broadcast,
// create_token, cross-replica-sum, torch_index_select, ...).
var Dialect = &core.Dialect{
	Name:    "stablehlo",
	Summary: "StableHLO: an operation set for high-level operations in ML models",
	Ops: []*core.OpDef{
		// Elementwise.
		Abs, Cbrt, Ceil, Clz, Cosine, Exp, Expm1, Floor, Log, Log1p, Logistic, Not, Negate, Popcnt,
		Round, RoundEven, Rsqrt, Sign, Sine, Sqrt, Tan, Tanh, Real, Imag, ConvertDef, IsFinite,
		UniformQuantize, UniformDequantize,
		Add, Atan2, Divide, Maximum, Minimum, Multiply, Power, Remainder, ShiftL, ShiftRA, ShiftRL,
		Subtract, And, Or, Xor, Complex, Compare, Select, Clamp, ReducePrecision,
		// Shapes.
		Iota, DynamicIota, Broadcast, BroadcastInDim, DynamicBroadcastInDim, Reshape, DynamicReshape,
		Transpose, Reverse, Slice, DynamicSlice, DynamicUpdateSlice, RealDynamicSlice, Pad, DynamicPad,
		Concatenate, GetDimensionSize, SetDimensionSize, BitcastConvert,
		// Control flow, tuples, calls, host communication.
		Constant, CreateToken, AfterAll, Return, If, Case, While, OptimizationBarrier, Tuple,
		GetTupleElement, CustomCall, Composite, AsyncStart, AsyncDone, ReplicaID, PartitionID,
		Infeed, Outfeed, Send, Recv,
		// Reductions.
		Reduce, ReduceWindow, SelectAndScatter, Sort, Map, Scatter,
		// Contractions and linear algebra.
		Dot, DotGeneral, Convolution, DynamicConv, Einsum, UnaryEinsum, Fft, TriangularSolve,
		Cholesky, BatchNormTraining, BatchNormInference, BatchNormGrad,
		// Collectives, gathers, random numbers.
		AllGather, AllReduce, ReduceScatter, AllToAll, CollectivePermute, CollectiveBroadcast, CollectiveReduce,
		CrossReplicaSum, Gather, DynamicGather, TorchIndexSelect, Rng, RngBitGenerator,
	},
	ParseType:   parseType,
	PrintType:   printType,
	ParseAttr:   parseAttr,
	PrintAttr:   printAttr,
	Materialize: materialize,
}

// StableHLO accepts any result type compatible with the inferred one (a
// static size for a dynamic one, hlo::isCompatibleForHloTypeInference), so
// every op that infers its result types verifies them with that rule,
// unless it has a rule of its own.
func init() {
	for _, d := range Dialect.Ops {
		if d.InferTypes != nil && d.CompatibleReturnTypes == nil {
			d.CompatibleReturnTypes = compatibleReturnTypes
		}
	}
}

// compatibleReturnTypes is StableHLO's isCompatibleReturnTypes.
func compatibleReturnTypes(inferred, actual []core.Type) bool {
	if len(inferred) != len(actual) {
		return false
	}
	for i := range actual {
		if !compatible(inferred[i], actual[i]) {
			return false
		}
	}
	return true
}

// InferResultTypes returns the result types the spec gives an op of st's
// name for st's operands and attributes; ok is false for ops the spec gives
// no inference rule.
func InferResultTypes(st *core.OpState) (ts []core.Type, ok bool, err error) {
	d := st.Name.Def
	if d == nil || d.InferTypes == nil {
		return nil, false, nil
	}
	ts, err = d.InferTypes(st)
	return ts, true, err
}

// materialize builds a stablehlo.constant for a folded elements value of
// exactly type t (StablehloDialect::materializeConstant).
func materialize(b *core.Builder, value core.Attribute, t core.Type, loc core.Location) *core.Operation {
	ea, ok := value.(core.ElementsAttr)
	if !ok || ea.AttrType() != t {
		return nil
	}
	return b.CreateOp(Constant.Name, loc, nil, []core.Type{t}, core.NamedAttr{Name: "value", Value: value})
}

// resultNames is what ODS generates as getAsmResultNames for ops with two or
// more results, none variadic: each result printed under its ODS name
// (%output_state, %output = stablehlo.rng_bit_generator ...).
func resultNames(d *core.OpDef) func(*core.Operation) []string {
	names := make([]string, len(d.Results))
	for i, r := range d.Results {
		names[i] = r.Name
	}
	return func(*core.Operation) []string { return names }
}

func init() {
	for _, d := range Dialect.Ops {
		if len(d.Results) < 2 || d.AsmResultNames != nil {
			continue
		}
		fixed := true
		for _, r := range d.Results {
			fixed = fixed && r.Arity == core.Single
		}
		if fixed {
			d.AsmResultNames = resultNames(d)
		}
	}
}

// AttrOrDefault returns op's attribute name, or, when it is absent, the
// default the op declares for it (a DefaultValuedOptionalAttr stays unset
// until written, as in MLIR), or nil.
func AttrOrDefault(op *core.Operation, name string) core.Attribute {
	if a := op.Attr(name); a != nil {
		return a
	}
	if def := op.Def(); def != nil {
		if ad := def.AttrDef(name); ad != nil && ad.Default != nil {
			return ad.Default(op.Context())
		}
	}
	return nil
}
