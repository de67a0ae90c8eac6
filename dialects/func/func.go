package function

import (
	"strings"

	"ncc/core"
	"ncc/dialects/ods"
)

// Func is func.func.
var Func = &core.OpDef{
	Name:    "func.func",
	Summary: "An operation with a name containing a single `SSACFG` region",
	Attrs: []core.AttrDef{
		{Name: "sym_name", Constraint: ods.SymbolNameAttr},
		{Name: "function_type", Constraint: ods.FunctionTypeAttr},
		{Name: "sym_visibility", Constraint: ods.StrAttr, Optional: true},
		{Name: "arg_attrs", Constraint: ods.DictArrayAttr, Optional: true},
		{Name: "res_attrs", Constraint: ods.DictArrayAttr, Optional: true},
		{Name: "no_inline", Constraint: ods.UnitAttr, Optional: true},
	},
	Regions:        []core.RegionDef{{Name: "body", Arity: core.Single}},
	Traits:         core.AffineScope | core.AutomaticAllocationScope | core.IsolatedFromAbove | core.Symbol,
	DefaultDialect: "func",
	Parse:          parseFunc,
	Print:          printFunc,
	Verify:         verifyFunc,
	Interfaces:     []any{callable{}},
}

// FunctionType returns a func.func's signature.
func FunctionType(op *core.Operation) *core.FunctionType {
	if t, ok := op.Attr("function_type").(*core.TypeAttr); ok {
		if ft, ok := t.Type.(*core.FunctionType); ok {
			return ft
		}
	}
	return nil
}

// SymName returns a symbol op's name ("" if none).
func SymName(op *core.Operation) string {
	if s, ok := op.Attr("sym_name").(*core.StringAttr); ok {
		return s.Value
	}
	return ""
}

// IsExternal reports whether a func.func is a declaration (no body).
func IsExternal(op *core.Operation) bool { return op.Region(0).Empty() }

type callable struct{}

func (callable) CallableRegion(op *core.Operation) *core.Region {
	if IsExternal(op) {
		return nil
	}
	return op.Region(0)
}
func (callable) ArgumentTypes(op *core.Operation) []core.Type { return FunctionType(op).Inputs }
func (callable) ResultTypes(op *core.Operation) []core.Type   { return FunctionType(op).Results }
func (callable) ArgAttrs(op *core.Operation) *core.ArrayAttr {
	a, _ := op.Attr("arg_attrs").(*core.ArrayAttr)
	return a
}
func (callable) ResultAttrs(op *core.Operation) *core.ArrayAttr {
	a, _ := op.Attr("res_attrs").(*core.ArrayAttr)
	return a
}

// verifyFunc is FunctionOpInterface's verifyTrait and verifyBody, plus
// SymbolOpInterface's rule that declarations are not public.
func verifyFunc(op *core.Operation) error {
	ft := FunctionType(op)
	if ft == nil {
		return nil // the attribute constraint reports it
	}
	if err := verifyAttrArray(op, "arg_attrs", "argument", "arguments", len(ft.Inputs)); err != nil {
		return err
	}
	if err := verifyAttrArray(op, "res_attrs", "result", "results", len(ft.Results)); err != nil {
		return err
	}
	if IsExternal(op) {
		if v, ok := op.Attr("sym_visibility").(*core.StringAttr); !ok || v.Value == "public" {
			return op.Errorf("symbol declaration cannot have public visibility")
		}
		return nil
	}
	entry := op.Region(0).First()
	if entry.NumArgs() != len(ft.Inputs) {
		return op.Errorf("entry block must have %d arguments to match function signature", len(ft.Inputs))
	}
	for i, t := range ft.Inputs {
		if at := entry.Arg(i).Type(); at != t {
			return op.Errorf("type of entry block argument #%d(%s) must match the type of the corresponding argument in function signature(%s)",
				i, ods.TypeString(at), ods.TypeString(t))
		}
	}
	return nil
}

func verifyAttrArray(op *core.Operation, name, what, plural string, n int) error {
	arr, ok := op.Attr(name).(*core.ArrayAttr)
	if !ok {
		return nil
	}
	if len(arr.Elems) != n {
		return op.Errorf("expects %s attribute array to have the same number of elements as the number of function %s, got %d, but expected %d",
			what, plural, len(arr.Elems), n)
	}
	for _, e := range arr.Elems {
		d, ok := e.(*core.DictAttr)
		if !ok {
			return op.Errorf("expects %s attribute dictionary to be a DictionaryAttr, but got `%s`", what, e.Key())
		}
		for _, a := range d.Entries {
			if !strings.Contains(a.Name, ".") {
				return op.Errorf("%s may only have dialect attributes", plural)
			}
		}
	}
	return nil
}

// Return is func.return.
var Return = &core.OpDef{
	Name:      "func.return",
	Summary:   "Function return operation",
	Operands:  []core.ValueDef{{Name: "operands", Type: ods.AnyType, Arity: core.Variadic}},
	Traits:    core.Pure | core.ReturnLike | core.Terminator,
	ParentOps: []string{"func.func"},
	Format:    "attr-dict ($operands^ `:` type($operands))?",
	Verify:    verifyReturn,
}

func verifyReturn(op *core.Operation) error {
	fn := op.ParentOp()
	if fn == nil || fn.Name() != "func.func" {
		return nil // HasParent reports it
	}
	ft := FunctionType(fn)
	if ft == nil {
		return nil
	}
	if op.NumOperands() != len(ft.Results) {
		return op.Errorf("has %d operands, but enclosing function (@%s) returns %d", op.NumOperands(), SymName(fn), len(ft.Results))
	}
	for i, t := range ft.Results {
		if ot := op.Operand(i).Type(); ot != t {
			return core.Errorf(op.Loc(), "type of return operand %d (%s) doesn't match function result type (%s) in function @%s",
				i, ods.TypeString(ot), ods.TypeString(t), SymName(fn))
		}
	}
	return nil
}

// Call is func.call.
var Call = &core.OpDef{
	Name:     "func.call",
	Summary:  "call operation",
	Operands: []core.ValueDef{{Name: "operands", Type: ods.AnyType, Arity: core.Variadic}},
	Results:  []core.ValueDef{{Name: "", Type: ods.AnyType, Arity: core.Variadic}},
	Attrs: []core.AttrDef{
		{Name: "callee", Constraint: ods.FlatSymbolRefAttr},
		{Name: "arg_attrs", Constraint: ods.DictArrayAttr, Optional: true},
		{Name: "res_attrs", Constraint: ods.DictArrayAttr, Optional: true},
		{Name: "no_inline", Constraint: ods.UnitAttr, Optional: true},
	},
	Format:     "$callee `(` $operands `)` attr-dict `:` functional-type($operands, results)",
	Interfaces: []any{directCall{}},
}

type directCall struct{}

func (directCall) Callee(op *core.Operation) *core.SymbolRefAttr {
	s, _ := op.Attr("callee").(*core.SymbolRefAttr)
	return s
}
func (directCall) CalleeValue(*core.Operation) core.Value      { return nil }
func (directCall) ArgOperands(op *core.Operation) []core.Value { return op.Operands() }
func (directCall) SetCallee(op *core.Operation, c *core.SymbolRefAttr) {
	op.SetAttr("callee", c)
}

func (directCall) VerifySymbolUses(op *core.Operation, lookup core.SymbolLookup) error {
	ref, ok := op.Attr("callee").(*core.SymbolRefAttr)
	if !ok {
		return op.Errorf("requires a 'callee' symbol reference attribute")
	}
	fn := lookup(op, ref)
	if fn == nil || fn.Name() != "func.func" {
		return op.Errorf("'%s' does not reference a valid function", ref.Root)
	}
	ft := FunctionType(fn)
	if len(ft.Inputs) != op.NumOperands() {
		return op.Errorf("incorrect number of operands for callee")
	}
	for i, t := range ft.Inputs {
		if ot := op.Operand(i).Type(); ot != t {
			return op.Errorf("operand type mismatch: expected operand type %s, but provided %s for operand number %d",
				ods.TypeString(t), ods.TypeString(ot), i)
		}
	}
	if len(ft.Results) != op.NumResults() {
		return op.Errorf("incorrect number of results for callee")
	}
	for i, t := range ft.Results {
		if op.Result(i).Type() != t {
			d := op.Errorf("result type mismatch at index %d", i)
			d.Note(nil, "      op result types: %s", ods.TypeListString(op.ResultTypes()))
			d.Note(nil, "function result types: %s", ods.TypeListString(ft.Results))
			return d
		}
	}
	return nil
}

// CallIndirect is func.call_indirect.
var CallIndirect = &core.OpDef{
	Name:    "func.call_indirect",
	Summary: "indirect call operation",
	Operands: []core.ValueDef{
		{Name: "callee", Type: ods.FunctionType},
		{Name: "callee_operands", Type: ods.AnyType, Arity: core.Variadic},
	},
	Results: []core.ValueDef{{Name: "results", Type: ods.AnyType, Arity: core.Variadic}},
	Attrs: []core.AttrDef{
		{Name: "arg_attrs", Constraint: ods.DictArrayAttr, Optional: true},
		{Name: "res_attrs", Constraint: ods.DictArrayAttr, Optional: true},
	},
	Parse:      parseCallIndirect,
	Print:      printCallIndirect,
	Verify:     verifyCallIndirect,
	Interfaces: []any{indirectCall{}},
}

func verifyCallIndirect(op *core.Operation) error {
	ft, ok := op.Operand(0).Type().(*core.FunctionType)
	if !ok {
		return nil
	}
	if !typesEqual(ft.Inputs, op.OperandTypes()[1:]) {
		return op.Errorf("failed to verify that callee input types match argument types")
	}
	if !typesEqual(ft.Results, op.ResultTypes()) {
		return op.Errorf("failed to verify that callee result types match result types")
	}
	return nil
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

type indirectCall struct{}

func (indirectCall) Callee(*core.Operation) *core.SymbolRefAttr     { return nil }
func (indirectCall) CalleeValue(op *core.Operation) core.Value      { return op.Operand(0) }
func (indirectCall) ArgOperands(op *core.Operation) []core.Value    { return op.Operands()[1:] }
func (indirectCall) SetCallee(*core.Operation, *core.SymbolRefAttr) {}

// Constant is func.constant.
var Constant = &core.OpDef{
	Name:    "func.constant",
	Summary: "constant",
	Attrs:   []core.AttrDef{{Name: "value", Constraint: ods.FlatSymbolRefAttr}},
	Results: []core.ValueDef{{Name: "", Type: ods.AnyType}},
	Traits:  core.ConstantLike | core.Pure,
	Format:  "attr-dict $value `:` type(results)",
	Fold: func(op *core.Operation, _ []core.Attribute) []core.FoldResult {
		return []core.FoldResult{{Attr: op.Attr("value")}}
	},
	AsmResultNames: func(*core.Operation) []string { return []string{"f"} },
	Interfaces:     []any{constantSymbolUse{}},
}

type constantSymbolUse struct{}

func (constantSymbolUse) VerifySymbolUses(op *core.Operation, lookup core.SymbolLookup) error {
	ref, _ := op.Attr("value").(*core.SymbolRefAttr)
	if ref == nil {
		return nil
	}
	fn := lookup(op, ref)
	if fn == nil || fn.Name() != "func.func" {
		return op.Errorf("reference to undefined function '%s'", ref.Root)
	}
	if FunctionType(fn) != op.Result(0).Type() {
		return op.Errorf("reference to function with mismatched type")
	}
	return nil
}

// Dialect is the func dialect.
var Dialect = &core.Dialect{
	Name:        "func",
	Summary:     "Function, call and return operations",
	Ops:         []*core.OpDef{Func, Return, Call, CallIndirect, Constant},
	Materialize: materialize,
}

func materialize(b *core.Builder, value core.Attribute, t core.Type, loc core.Location) *core.Operation {
	ref, ok := value.(*core.SymbolRefAttr)
	if _, isFn := t.(*core.FunctionType); !ok || !ref.IsFlat() || !isFn {
		return nil
	}
	return b.CreateOp(Constant.Name, loc, nil, []core.Type{t}, core.NamedAttr{Name: "value", Value: ref})
}
