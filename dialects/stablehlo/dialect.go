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
		AllGather, AllReduce, ReduceScatter, AllToAll, CollectivePermute, CollectiveBroadcast,
		CrossReplicaSum, Gather, DynamicGather, TorchIndexSelect, Rng, RngBitGenerator,
	},
	ParseType:   parseType,
	PrintType:   printType,
	ParseAttr:   parseAttr,
	PrintAttr:   printAttr,
	Materialize: materialize,
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
