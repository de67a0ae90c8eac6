package builtin

import (
	"fmt"
	"strings"

	"ncc/core"
	"ncc/dialects/ods"
)

// Module is builtin.module.
var Module = &core.OpDef{
	Name:    "builtin.module",
	Summary: "A top level container operation",
	Attrs: []core.AttrDef{
		{Name: "sym_name", Constraint: ods.SymbolNameAttr, Optional: true},
		{Name: "sym_visibility", Constraint: ods.StrAttr, Optional: true},
	},
	Regions: []core.RegionDef{{Name: "bodyRegion", Arity: core.Single, SingleBlock: true}},
	Traits: core.AffineScope | core.IsolatedFromAbove | core.SymbolTable | core.Symbol |
		core.NoTerminator | core.SingleBlock | core.GraphRegions,
	// As ModuleOp::getDefaultDialect: builtin ops (module itself, nested)
	// are written without their prefix in the body.
	DefaultDialect: "builtin",
	Format:         "($sym_name^)? attr-dict-with-keyword $bodyRegion",
	Verify:         verifyModule,
}

func verifyModule(op *core.Operation) error {
	for _, a := range op.AllAttrs() {
		if !strings.Contains(a.Name, ".") && a.Name != "sym_name" && a.Name != "sym_visibility" {
			return op.Errorf("can only contain attributes with dialect-prefixed names, found: '%s'", a.Name)
		}
	}
	if r := op.Region(0); !r.Empty() && r.First().NumArgs() != 0 {
		return op.Errorf("region #0 should have no arguments")
	}
	return nil
}

// UnrealizedConversionCast is builtin.unrealized_conversion_cast.
var UnrealizedConversionCast = &core.OpDef{
	Name:     "builtin.unrealized_conversion_cast",
	Summary:  "An unrealized conversion from one set of types to another",
	Operands: []core.ValueDef{{Name: "inputs", Type: ods.AnyType, Arity: core.Variadic}},
	Results:  []core.ValueDef{{Name: "outputs", Type: ods.AnyType, Arity: core.Variadic}},
	Traits:   core.Pure,
	Format:   "($inputs^ `:` type($inputs))? `to` type($outputs) attr-dict",
	Verify: func(op *core.Operation) error {
		if op.NumResults() == 0 {
			return op.Errorf("expected at least one result for cast operation")
		}
		return nil
	},
	Fold:       foldCast,
	Interfaces: []any{castCompat{}},
}

type castCompat struct{}

// Any types may be cast: the op exists to hold mismatches.
func (castCompat) AreCastCompatible(inputs, outputs []core.Type) bool { return true }

// foldCast folds a cast to its inputs when types already match, and a cast
// of all the results of another cast back to that cast's inputs.
func foldCast(op *core.Operation, _ []core.Attribute) []core.FoldResult {
	in, out := op.OperandTypes(), op.ResultTypes()
	if typesEqual(in, out) {
		return valuesResult(op.Operands())
	}
	if op.NumOperands() == 0 {
		return nil
	}
	inner := core.DefiningOp(op.Operand(0))
	if inner == nil || inner.Name() != "builtin.unrealized_conversion_cast" || inner.NumResults() != op.NumOperands() {
		return nil
	}
	if !typesEqual(inner.OperandTypes(), out) {
		return nil
	}
	for i := 0; i < op.NumOperands(); i++ {
		if op.Operand(i) != core.Value(inner.Result(i)) {
			return nil
		}
	}
	return valuesResult(inner.Operands())
}

func typesEqual(a, b []core.Type) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

func valuesResult(vs []core.Value) []core.FoldResult {
	rs := make([]core.FoldResult, len(vs))
	for i, v := range vs {
		rs[i] = core.FoldResult{Value: v}
	}
	return rs
}

// Dialect is the builtin dialect.
var Dialect = &core.Dialect{
	Name:      "builtin",
	Summary:   "A dialect containing the builtin Attributes, Operations, and Types",
	Ops:       []*core.OpDef{Module, UnrealizedConversionCast},
	AliasName: aliasName,
}

// aliasName mirrors MLIR's BuiltinOpAsmDialectInterface::getAlias.
func aliasName(v any) string {
	switch v := v.(type) {
	case core.Location:
		return "loc"
	case *core.DistinctAttr:
		if _, ok := v.Ref.(*core.UnitAttr); !ok {
			return "distinct"
		}
	case *core.TupleType:
		if len(v.Types) > 16 {
			return "tuple"
		}
	}
	// Affine maps and integer sets are defined by core's affine support;
	// matching by type name keeps this file independent of its progress.
	switch fmt.Sprintf("%T", v) {
	case "*core.AffineMapAttr":
		return "map"
	case "*core.IntegerSetAttr":
		return "set"
	}
	return ""
}

// NewModule returns an empty builtin.module (one empty block) at loc.
func NewModule(ctx *core.Context, loc core.Location) *core.Operation {
	name, err := ctx.OpName(Module.Name)
	if err != nil {
		ctx.Load(Dialect)
		name, _ = ctx.OpName(Module.Name)
	}
	st := &core.OpState{Ctx: ctx, Name: name, Loc: loc}
	st.AddRegion().Append(core.NewBlock(nil, nil))
	return core.NewOperation(st)
}

// WrapInModule returns block's single op if it is a builtin.module;
// otherwise it moves all of block's ops into a new module, located as
// mlir-opt locates its implicit module: at file:0:0 of the first op's file
// (unknown when there is none). Use WrapInModuleAt to give the location.
func WrapInModule(ctx *core.Context, block *core.Block) *core.Operation {
	var loc core.Location = core.Unknown(ctx)
	if first := block.First(); first != nil {
		if f, ok := core.FileLineColOf(first.Loc()); ok {
			loc = core.FileLineCol(ctx, f.File, 0, 0)
		}
	}
	return WrapInModuleAt(ctx, block, loc)
}

// WrapInModuleAt is WrapInModule with the implicit module's location
// (mlir-opt: loc("file":0:0)).
func WrapInModuleAt(ctx *core.Context, block *core.Block, loc core.Location) *core.Operation {
	if first := block.First(); first != nil && first == block.Last() && first.Name() == Module.Name {
		first.Remove()
		return first
	}
	m := NewModule(ctx, loc)
	body := m.Region(0).First()
	for op := block.First(); op != nil; {
		next := op.Next()
		op.Remove()
		body.Append(op)
		op = next
	}
	return m
}

// Body returns a module's block.
func Body(module *core.Operation) *core.Block { return module.Region(0).First() }
