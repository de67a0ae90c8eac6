// Package synth is a made-up dialect that exercises every shape of slot
// ncc-opgen handles: optional and variadic operands around single ones,
// segment-sized operands and results, typed, unit and default-valued
// attributes, a slot named like a method of *core.Operation, variadic
// regions and successors, an unnamed slot. Its ops_gen.go is written by
// ncc-opgen's tests (go test ./tools/ncc-opgen -update), which also fail
// when it is stale, and its own tests run the accessors on parsed IR.
package synth

import (
	"ncc/core"
	"ncc/dialects/ods"
)

var (
	// Opt has an optional operand between two single ones and variadic results.
	Opt = &core.OpDef{
		Name:    "synth.opt",
		Summary: "optional operand between single ones",
		Operands: []core.ValueDef{
			{Name: "a", Type: ods.AnyType},
			{Name: "b", Type: ods.AnyType, Arity: core.Optional},
			{Name: "c", Type: ods.AnyType},
		},
		Results: []core.ValueDef{{Name: "rs", Type: ods.AnyType, Arity: core.Variadic}},
	}
	// Var has a variadic operand between single ones and an optional result
	// after a single one.
	Var = &core.OpDef{
		Name:    "synth.var",
		Summary: "variadic operand between single ones",
		Operands: []core.ValueDef{
			{Name: "head", Type: ods.AnyType},
			{Name: "xs", Type: ods.AnyType, Arity: core.Variadic},
			{Name: "tail", Type: ods.AnyType},
		},
		Results: []core.ValueDef{
			{Name: "first", Type: ods.AnyType},
			{Name: "maybe", Type: ods.AnyType, Arity: core.Optional},
		},
	}
	// Seg splits its operands and results by segment sizes.
	Seg = &core.OpDef{
		Name:    "synth.seg",
		Summary: "segment-sized operands and results",
		Operands: []core.ValueDef{
			{Name: "a", Type: ods.AnyType},
			{Name: "b", Type: ods.AnyType, Arity: core.Optional},
			{Name: "cs", Type: ods.AnyType, Arity: core.Variadic},
			{Name: "ds", Type: ods.AnyType, Arity: core.Variadic},
		},
		Results: []core.ValueDef{
			{Name: "x", Type: ods.AnyType, Arity: core.Optional},
			{Name: "ys", Type: ods.AnyType, Arity: core.Variadic},
		},
		Attrs: []core.AttrDef{
			{Name: core.OperandSegmentSizesAttr, Constraint: ods.DenseI32ArrayAttr},
			{Name: core.ResultSegmentSizesAttr, Constraint: ods.DenseI32ArrayAttr},
		},
		Traits: core.AttrSizedOperandSegments | core.AttrSizedResultSegments,
	}
	// MixedCASE has attributes of every kind, regions, successors and an
	// unnamed result; its variable's spelling names its type (MixedCASEOp).
	MixedCASE = &core.OpDef{
		Name:    "synth.mixed_case",
		Summary: "attributes, regions and successors",
		Results: []core.ValueDef{{Name: "", Type: ods.AnyType}},
		Attrs: []core.AttrDef{
			{Name: "count", Constraint: ods.I64Attr},
			{Name: "label", Constraint: ods.StrAttr, Optional: true},
			{Name: "flag", Constraint: ods.UnitAttr, Optional: true},
			{Name: "width", Constraint: ods.I32Attr, Optional: true,
				Default: func(c *core.Context) core.Attribute { return core.Int(c, core.IntegerType(c, 32), 7) }},
			{Name: "anything", Constraint: ods.AnyAttr, Optional: true},
			{Name: "name", Constraint: ods.StrAttr, Optional: true},
		},
		Regions: []core.RegionDef{
			{Name: "body", Arity: core.Single},
			{Name: "more", Arity: core.Variadic},
		},
		Successors: []core.SuccessorDef{
			{Name: "dest"},
			{Name: "others", Arity: core.Variadic},
		},
		Traits: core.Terminator,
	}
)

// Dialect is the synth dialect.
var Dialect = &core.Dialect{
	Name:    "synth",
	Summary: "ncc-opgen's test dialect",
	Ops:     []*core.OpDef{Opt, Var, Seg, MixedCASE},
}
