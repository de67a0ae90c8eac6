package main

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"ncc/core"
	"ncc/dialects/ods"
)

func val(name string, a core.Arity) core.ValueDef {
	return core.ValueDef{Name: name, Type: ods.AnyType, Arity: a}
}

func attr(name string, c core.AttrConstraint) core.AttrDef {
	return core.AttrDef{Name: name, Constraint: c, Optional: true}
}

func TestGenerateCollisionsAndNames(t *testing.T) {
	tests := []struct {
		name  string
		ops   []*core.OpDef
		decls map[string]string // hand-written package-level names
		vars  []string
		err   string   // expected error, exactly
		has   []string // expected lines of output otherwise
	}{
		{name: "type declared by hand",
			ops:   []*core.OpDef{{Name: "t.foo"}},
			decls: map[string]string{"FooOp": "x.go:3:6"},
			err:   "x.go:3:6: error: FooOp, generated for t.foo, is already declared here"},
		{name: "As function declared by hand",
			ops:   []*core.OpDef{{Name: "t.foo"}},
			decls: map[string]string{"AsFooOp": "x.go:9:6"},
			err:   "x.go:9:6: error: AsFooOp, generated for t.foo, is already declared here"},
		{name: "helper declared by hand",
			ops:   []*core.OpDef{{Name: "t.foo"}},
			decls: map[string]string{"opgenSpan": "y.go:1:6"},
			err:   "y.go:1:6: error: opgenSpan, generated for ncc-opgen's own use, is already declared here"},
		{name: "package-level core hides the import",
			decls: map[string]string{"core": "y.go:2:5"},
			err:   "y.go:2:5: error: core, generated for ncc-opgen's own use, is already declared here"},
		{name: "two ops, one name",
			ops: []*core.OpDef{{Name: "t.foo"}, {Name: "t.as_foo"}},
			err: "error: AsFooOp is generated for both t.foo and t.as_foo"},
		{name: "op name without identifier",
			ops: []*core.OpDef{{Name: "t.9"}},
			err: "error: t.9: the op name gives no Go identifier"},
		{name: "slot name without identifier",
			ops: []*core.OpDef{{Name: "t.foo", Operands: []core.ValueDef{val("9lives", core.Single)}}},
			err: "error: t.foo: operand 9lives gives no Go identifier"},
		{name: "slot named like a method of core.Operation",
			ops: []*core.OpDef{{Name: "t.foo",
				Operands: []core.ValueDef{val("operands", core.Variadic)},
				Attrs:    []core.AttrDef{attr("operation", ods.AnyAttr)}}},
			has: []string{
				"func (o FooOp) OperandsSlot() []core.Value { return opgenOperands(o.Operation, 1, 0, 0) }",
				`func (o FooOp) OperationSlot() core.Attribute { return o.Attr("operation") }`}},
		{name: "renamed slot meets another slot",
			ops: []*core.OpDef{{Name: "t.foo",
				Operands: []core.ValueDef{val("operands", core.Variadic)},
				Attrs:    []core.AttrDef{attr("operands_slot", ods.AnyAttr)}}},
			err: "error: t.foo: accessor OperandsSlot is generated for both operand operands and attribute operands_slot"},
		{name: "unit presence getter meets a slot",
			ops: []*core.OpDef{{Name: "t.foo", Attrs: []core.AttrDef{
				attr("flag", ods.UnitAttr), attr("has_flag", ods.AnyAttr)}}},
			err: "error: t.foo: accessor HasFlag is generated for both attribute flag (presence) and attribute has_flag"},
		{name: "unit presence getter would hide HasTrait",
			ops: []*core.OpDef{{Name: "t.foo", Attrs: []core.AttrDef{attr("trait", ods.UnitAttr)}}},
			err: "error: t.foo: accessor HasTrait of attribute trait (presence) would hide (*core.Operation).HasTrait"},
		{name: "typed getter meets a slot",
			ops: []*core.OpDef{{Name: "t.foo", Attrs: []core.AttrDef{
				attr("x", ods.I64Attr), attr("x_attr", ods.AnyAttr)}}},
			err: "error: t.foo: accessor XAttr is generated for both attribute x (typed) and attribute x_attr"},
		{name: "two variadic operands without segments",
			ops: []*core.OpDef{{Name: "t.foo", Operands: []core.ValueDef{
				val("a", core.Variadic), val("b", core.Optional)}}},
			err: `error: t.foo: operand slots "a" and "b" are both variable-length and no segment sizes split them`},
		{name: "two variadic successors",
			ops: []*core.OpDef{{Name: "t.foo", Successors: []core.SuccessorDef{
				{Name: "a", Arity: core.Variadic}, {Name: "b", Arity: core.Variadic}}}},
			err: `error: t.foo: successor slots "a" and "b" are both variable-length and no segment sizes split them`},
		{name: "segments allow several variable slots",
			ops: []*core.OpDef{{Name: "t.foo", Traits: core.AttrSizedOperandSegments | core.AttrSizedResultSegments,
				Operands: []core.ValueDef{val("a", core.Variadic), val("b", core.Optional)},
				Results:  []core.ValueDef{val("r", core.Single), val("rs", core.Variadic)}}},
			has: []string{
				`func (o FooOp) A() []core.Value { return core.OperandSlot(o.Operation, "a") }`,
				`func (o FooOp) B() core.Value { return opgenOne(core.OperandSlot(o.Operation, "b")) }`,
				`func (o FooOp) R() core.Value { return opgenOne(core.ResultSlot(o.Operation, "r")) }`,
				`func (o FooOp) Rs() []core.Value { return core.ResultSlot(o.Operation, "rs") }`}},
		{name: "positions around a variadic slot",
			ops: []*core.OpDef{{Name: "t.foo", Summary: "Foo op.",
				Operands: []core.ValueDef{val("a", core.Single), val("xs", core.Variadic), val("z", core.Single)},
				Results:  []core.ValueDef{val("", core.Single), val("opt", core.Optional)}}},
			has: []string{
				"// FooOp is the typed view of t.foo (Foo op).",
				"func (o FooOp) A() core.Value { return opgenOperand(o.Operation, 3, 1, 0) }",
				"func (o FooOp) Xs() []core.Value { return opgenOperands(o.Operation, 3, 1, 1) }",
				"func (o FooOp) Z() core.Value { return opgenOperand(o.Operation, 3, 1, 2) }",
				"// Opt returns the result in optional slot opt of t.foo (Foo op), or nil when absent.",
				"func (o FooOp) Opt() core.Value { return opgenResult(o.Operation, 2, 1, 1) }"}},
		{name: "variable spelling names the type",
			ops:  []*core.OpDef{{Name: "t.index_castui"}, {Name: "t.other_op"}},
			vars: []string{"IndexCastUI", "Unrelated"},
			has: []string{
				"type IndexCastUIOp struct{ *core.Operation }",
				"type OtherOpOp struct{ *core.Operation }"}},
		{name: "attribute getters",
			ops: []*core.OpDef{{Name: "t.foo", Attrs: []core.AttrDef{
				{Name: "n", Constraint: ods.I64Attr},
				{Name: "d", Constraint: ods.I32Attr, Optional: true,
					Default: func(c *core.Context) core.Attribute { return core.Int(c, core.IntegerType(c, 32), 1) }},
				attr("u", ods.UnitAttr), attr("any", ods.AnyAttr)}}},
			has: []string{
				"// N returns the n attribute of t.foo.",
				`func (o FooOp) N() core.Attribute { return o.Attr("n") }`,
				"func (o FooOp) NAttr() *core.IntegerAttr { return opgenTyped[*core.IntegerAttr](o.N()) }",
				`func (o FooOp) D() core.Attribute { return opgenAttr(o.Operation, "d") }`,
				`func (o FooOp) HasU() bool { return o.Attr("u") != nil }`,
				`func (o FooOp) Any() core.Attribute { return o.Attr("any") }`}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			pkg := &pkgInfo{Name: "p", Decls: tc.decls, OpVars: tc.vars}
			if pkg.Decls == nil {
				pkg.Decls = map[string]string{}
			}
			src, err := generate(&core.Dialect{Name: "t", Ops: tc.ops}, pkg)
			if tc.err != "" {
				require.EqualError(t, err, tc.err)
				return
			}
			require.NoError(t, err)
			for _, line := range tc.has {
				assert.Contains(t, string(src), line+"\n")
			}
		})
	}
}

// TestUnusedHelpersAreLeftOut: a file calls only the helpers it needs (and
// those they call), so vet and linters see no dead code.
func TestUnusedHelpersAreLeftOut(t *testing.T) {
	pkg := &pkgInfo{Name: "p", Decls: map[string]string{}}
	src, err := generate(&core.Dialect{Name: "t", Ops: []*core.OpDef{{Name: "t.foo",
		Operands: []core.ValueDef{val("a", core.Single)}}}}, pkg)
	require.NoError(t, err)
	for _, h := range []string{"opgenAs", "opgenOperand", "opgenSpan"} {
		assert.Contains(t, string(src), "func "+h)
	}
	for _, h := range []string{"opgenResults", "opgenRegion", "opgenAttr", "opgenTyped", "opgenOne"} {
		assert.NotContains(t, string(src), "func "+h)
	}

	empty, err := generate(&core.Dialect{Name: "t"}, pkg)
	require.NoError(t, err)
	assert.Equal(t, header+"\n\npackage p\n", string(empty))
}

func TestStorageOf(t *testing.T) {
	panicky := core.AttrConstraint{Check: func(a core.Attribute) bool { return a.(*core.StringAttr).Value == "x" }}
	tests := []struct {
		c    core.AttrConstraint
		want string
	}{
		{ods.I64Attr, "*core.IntegerAttr"},
		{ods.IndexAttr, "*core.IntegerAttr"},
		{ods.BoolAttr, "*core.IntegerAttr"},
		{ods.F32Attr, "*core.FloatAttr"},
		{ods.StrAttr, "*core.StringAttr"},
		{ods.SymbolNameAttr, "*core.StringAttr"},
		{ods.FlatSymbolRefAttr, "*core.SymbolRefAttr"},
		{ods.FunctionTypeAttr, "*core.TypeAttr"},
		{ods.DictArrayAttr, "*core.ArrayAttr"},
		{ods.DictAttr, "*core.DictAttr"},
		{ods.DenseI32ArrayAttr, "*core.DenseArrayAttr"},
		{ods.DenseBoolArrayAttr, "*core.DenseArrayAttr"},
		{ods.I64ElementsAttr, "*core.DenseAttr"},
		{ods.UnitAttr, "*core.UnitAttr"},
		{ods.AnyAttr, ""},   // no predicate: any attribute
		{ods.TypedAttr, ""}, // integers, floats, elements...
		{panicky, "*core.StringAttr"},
		{core.AttrConstraint{Check: func(core.Attribute) bool { return false }}, ""},
	}
	for _, tc := range tests {
		assert.Equal(t, tc.want, storageOf(tc.c), tc.c.Summary)
	}
}

func TestCamel(t *testing.T) {
	for in, want := range map[string]string{
		"sym_name": "SymName", "trueDestOperands": "TrueDestOperands", "lhs": "Lhs",
		"a.b-c": "ABC", "9lives": "", "": "", "_": "", "x_": "X",
	} {
		assert.Equal(t, want, camel(in), in)
	}
}

func TestScanPackage(t *testing.T) {
	dir := t.TempDir()
	files := map[string]string{
		"a.go":      "package p\n\ntype A struct{}\n\nfunc (A) M() {}\n\nfunc F() {}\n\nvar V, w = 1, 2\n\nconst C = 3\n",
		"a_test.go": "package p\n\nvar T = 1\n",
		"b_test.go": "package p_test\n\nvar X = 1\n",
		// The generated file may be stale or broken: it is never read.
		"ops_gen.go": "package p\n\nthis is not Go\n",
	}
	for n, s := range files {
		require.NoError(t, os.WriteFile(filepath.Join(dir, n), []byte(s), 0o644))
	}
	info, err := scanPackage(dir, "ops_gen.go")
	require.NoError(t, err)
	assert.Equal(t, "p", info.Name)
	var names []string
	for n := range info.Decls {
		names = append(names, n)
	}
	assert.ElementsMatch(t, []string{"A", "F", "V", "w", "C", "T"}, names)
	assert.Equal(t, filepath.Join(dir, "a.go")+":3:6", info.Decls["A"])
	assert.Equal(t, []string{"V"}, info.OpVars)

	require.NoError(t, os.WriteFile(filepath.Join(dir, "c.go"), []byte("package q\n"), 0o644))
	_, err = scanPackage(dir, "ops_gen.go")
	assert.ErrorContains(t, err, "package q, but p elsewhere")

	_, err = scanPackage(t.TempDir(), "ops_gen.go")
	assert.ErrorContains(t, err, "no Go package here")
}
