package tensor

import (
	"ncc/core"
	"ncc/dialects/arith"
)

// Dialect is the tensor dialect.
var Dialect = &core.Dialect{
	Name:    "tensor",
	Summary: "Tensor dialect",
	Ops: []*core.OpDef{
		Bitcast, Cast, Concat, Dim, Empty, Extract, FromElements, Generate, Insert, Rank, Reshape, Splat, Yield,
	},
	Materialize: materialize,
}

// materialize is TensorDialect::materializeConstant: folded constants
// become arith.constant ops (complex.constant is not in ncc).
func materialize(b *core.Builder, value core.Attribute, t core.Type, loc core.Location) *core.Operation {
	return arith.Dialect.Materialize(b, value, t, loc)
}

// Op names for code that must not refer to the definitions themselves
// (their hooks would make an initialization cycle).
const (
	opGenerate     = "tensor.generate"
	opCast         = "tensor.cast"
	opFromElements = "tensor.from_elements"
	opInsert       = "tensor.insert"
	opReshape      = "tensor.reshape"
	opDim          = "tensor.dim"
	opSplat        = "tensor.splat"
	opYield        = "tensor.yield"
)
