package format

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"ncc/core"
)

func TestCompileTestDefs(t *testing.T) {
	for _, d := range testDefs() {
		_, err := Compile(d)
		assert.NoError(t, err, d.Name)
	}
}

func TestCompileErrors(t *testing.T) {
	single, vari := core.Single, core.Variadic
	twoOps := []core.ValueDef{val("lhs", anyType, single), val("rhs", anyType, single)}
	oneRes := []core.ValueDef{val("result", anyType, single)}
	attrs := []core.AttrDef{{Name: "value", Constraint: anyAttr}, {Name: "opt", Constraint: anyAttr, Optional: true},
		{Name: "u", Constraint: unitC}}
	tests := []struct {
		name   string
		def    core.OpDef
		format string
		want   string
	}{
		{"no attr-dict", core.OpDef{}, "", "'attr-dict' directive not found"},
		{"two attr-dicts", core.OpDef{}, "attr-dict attr-dict", "'attr-dict' directive has already been seen"},
		{"bad literal", core.OpDef{}, "`%` attr-dict", "expected valid literal but got '%'"},
		{"bad keyword", core.OpDef{}, "`a-b` attr-dict", "keywords should contain only alphanum"},
		{"unterminated literal", core.OpDef{}, "attr-dict `foo", "unexpected end of file in literal"},
		{"unknown variable", core.OpDef{}, "$x attr-dict", "expected variable to refer to an argument, region, result, or successor"},
		{"unknown directive", core.OpDef{}, "frob attr-dict", "expected literal, variable, directive, or optional group"},
		{"bad character", core.OpDef{}, "attr-dict %", "unexpected character"},
		{"operand bound twice", core.OpDef{Operands: twoOps, Results: oneRes},
			"$lhs `,` $lhs `,` $rhs attr-dict `:` type(operands) type($result)", "operand 'lhs' is already bound"},
		{"operand missing", core.OpDef{Operands: twoOps, Traits: core.SameTypeOperands},
			"$lhs attr-dict `:` type($lhs)", "operand #1, named 'rhs', not found"},
		{"operand type unknown", core.OpDef{Operands: twoOps},
			"$lhs `,` $rhs attr-dict `:` type($lhs)", "type of operand #1, named 'rhs', is not buildable"},
		{"result type unknown", core.OpDef{Operands: twoOps, Results: oneRes, Traits: core.SameTypeOperands},
			"$lhs `,` $rhs attr-dict `:` type($lhs)", "type of result #0, named 'result', is not buildable"},
		{"result outside type", core.OpDef{Results: oneRes}, "$result attr-dict", "result variables can can only be used as a child to a 'type' directive"},
		{"type bound twice", core.OpDef{Results: oneRes}, "type($result) type($result) attr-dict", "'type' of 'result' is already bound"},
		{"attr in type", core.OpDef{Attrs: attrs}, "type($value) attr-dict", "attributes cannot be used as children to a `type` directive"},
		{"attr bound twice", core.OpDef{Attrs: attrs}, "$value $value attr-dict", "attribute 'value' is already bound"},
		{"no anchor", core.OpDef{Attrs: attrs}, "(`x` $opt)? attr-dict", "optional group has no anchor element"},
		{"two anchors", core.OpDef{Attrs: attrs}, "(`x` $opt^ $u^)? attr-dict", "only one element can be marked as the anchor"},
		{"required anchor", core.OpDef{Attrs: attrs}, "(`x` $value^)? attr-dict", "only optional or default-valued attributes can be used to anchor"},
		{"literal anchor", core.OpDef{Attrs: attrs}, "(`x`^ $opt)? attr-dict", "only variables and types can be used to anchor"},
		{"single operand in group", core.OpDef{Operands: twoOps[:1], Traits: 0},
			"(`x` $lhs^ `:` type($lhs))? attr-dict", "only variable length operands can be used within an optional group"},
		{"attr-dict in group", core.OpDef{Attrs: attrs}, "(`x` $opt^ attr-dict)?", "only literals, types, and variables can be used within an optional group"},
		{"first element type", core.OpDef{Operands: []core.ValueDef{val("v", anyType, vari)}},
			"(type($v) $v^)? attr-dict", "first parsable element of an optional group must be a literal or variable"},
		{"missing ?", core.OpDef{Attrs: attrs}, "(`x` $opt^) attr-dict", "expected '?' after optional group"},
		{"attr-dict before region", core.OpDef{Regions: []core.RegionDef{{Name: "body"}}},
			"attr-dict $body", "format ambiguity caused by `attr-dict` directive followed by region `body`"},
		{"region missing", core.OpDef{Regions: []core.RegionDef{{Name: "body"}}}, "attr-dict", "region #0, named 'body', not found"},
		{"successor missing", core.OpDef{Successors: []core.SuccessorDef{{Name: "dest"}}}, "attr-dict", "successor #0, named 'dest', not found"},
		{"operands overlap", core.OpDef{Operands: twoOps}, "$lhs operands attr-dict `:` type(operands)", "'operands' directive creates overlap in format"},
		{"results outside type", core.OpDef{Results: oneRes}, "results attr-dict", "'results' directive can can only be used as a child to a 'type' directive"},
		{"custom without hook", core.OpDef{Attrs: attrs}, "custom<Nope>($value) attr-dict", "custom directive 'Nope' has no Parse and Print hooks"},
		{"custom literal arg", core.OpDef{Attrs: attrs, Custom: map[string]core.CustomDirective{"C": typedDirective}},
			"custom<C>(`x`) attr-dict", "literals may only be used in the top-level section of the format"},
		{"ref unbound", core.OpDef{Attrs: attrs, Custom: map[string]core.CustomDirective{"C": typedDirective}},
			"custom<C>(ref($value)) $value attr-dict", "attribute 'value' must be bound before it is referenced"},
		{"ref outside custom", core.OpDef{Attrs: attrs}, "$value ref($value) attr-dict", "'ref' is only valid within a `custom` directive"},
		{"qualified literal", core.OpDef{}, "qualified(`x`) attr-dict", "'qualified' directive expects an attribute or a `type` directive"},
		{"qualified colon", core.OpDef{Attrs: attrs}, "qualified($value) `:` attr-dict", "format ambiguity caused by `:` literal found after attribute `value`"},
		{"oilist required attr", core.OpDef{Attrs: attrs}, "oilist(`v` $value) attr-dict", "only optional attributes can be used in an oilist parsing group"},
		{"oilist adjacent literal", core.OpDef{Attrs: attrs}, "oilist(`v` $opt) `v` attr-dict", "format ambiguity because v is used both in oilist element and the adjacent literal."},
		{"functional-type nested", core.OpDef{Results: oneRes}, "type(functional-type(operands, results)) attr-dict", "'functional-type' is only valid as a top-level directive"},
		{"prop-dict twice", core.OpDef{}, "prop-dict prop-dict attr-dict", "'prop-dict' directive has already been seen"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			d := tc.def
			d.Name = "test.bad"
			d.Format = tc.format
			_, err := Compile(&d)
			require.Error(t, err)
			assert.Contains(t, err.Error(), tc.want)
			assert.Contains(t, err.Error(), "test.bad")
			var fe *Error
			require.ErrorAs(t, err, &fe)
			assert.Equal(t, tc.format, fe.Format)
		})
	}
}

func TestCompileResolvesTypes(t *testing.T) {
	defs := map[string]*core.OpDef{}
	for _, d := range testDefs() {
		defs[d.Name] = d
	}
	p, err := Compile(defs["test.addi"])
	require.NoError(t, err)
	assert.Equal(t, resolver{kind: rResult, idx: 0}, p.operandTypes[0], "SameOperandsAndResultType from type($result)")
	assert.Equal(t, []string{"overflowFlags"}, p.usedAttrs)

	p, err = Compile(defs["test.cmpi"])
	require.NoError(t, err)
	assert.True(t, p.inferResults)
	assert.Equal(t, resolver{kind: rOperand, idx: 0}, p.operandTypes[1], "TypesMatch")

	p, err = Compile(defs["test.constant"])
	require.NoError(t, err)
	assert.Equal(t, resolver{kind: rAttr, idx: 0}, p.resultTypes[0])

	p, err = Compile(defs["test.cond_br"])
	require.NoError(t, err)
	assert.Equal(t, rBuild, p.operandTypes[0].kind, "I1 is buildable")
}

func TestGetCaches(t *testing.T) {
	d := testDefs()[0]
	p1, err := Get(d)
	require.NoError(t, err)
	p2, err := Get(d)
	require.NoError(t, err)
	assert.Same(t, p1, p2)
	assert.Same(t, d, p1.Def())
}
