package format

import (
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"ncc/core"
)

func parseWith(t *testing.T, ctx *core.Context, opName, src string) (*core.OpState, *fakeParser, error) {
	t.Helper()
	n, err := ctx.OpName(opName)
	require.NoError(t, err)
	p, err := Get(n.Def)
	require.NoError(t, err)
	fp := newFakeParser(ctx, src)
	st := &core.OpState{Ctx: ctx, Name: n}
	return st, fp, p.Parse(fp, st)
}

func TestParseErrors(t *testing.T) {
	ctx := newTestContext()
	tests := []struct {
		op, src, want string
	}{
		{"test.addi", "%a %b : i32", "expected ','"},
		{"test.addi", "%a, %b overflow : i32", "expected '<'"},
		{"test.addi", "%a, %b i32", "expected ':'"},
		{"test.cmpi", "sgt, %a, %b : i32", `invalid enum value "sgt"`},
		{"test.cmpi", "%a, %b : i32", "expected keyword for enum"},
		{"test.truncf", "%x bogus : f32 to f16", `invalid enum value "bogus"`},
		{"test.constant", "}", "expected attribute value"},
		{"test.cond_br", "%c, ^bb1(%a : i32, i32), ^bb2", "number of operands and types do not match: got 1 operands and 2 types"},
		{"test.cond_br", "%c, ^bb1(%a : i32)", "expected ','"},
		{"test.call", "@g(%a) : i32", "invalid kind of type specified"},
		{"test.oilist", "flag flag", "clause can appear at most once in the expansion of the oilist directive"},
		{"test.custom", "%x : i32, 5 i8", "expected ':'"},
		{"test.return", "%a : i32, i64", "number of operands and types do not match: got 1 operands and 2 types"},
		{"test.extsi", "%a : i8 to", "expected type"},
		{"test.addi", "%a, %a : i32 ", ""},
	}
	for _, tc := range tests {
		t.Run(tc.op+" "+tc.src, func(t *testing.T) {
			_, _, err := parseWith(t, ctx, tc.op, tc.src)
			if tc.want == "" {
				assert.NoError(t, err)
				return
			}
			require.Error(t, err)
			assert.Contains(t, err.Error(), tc.want)
		})
	}
}

func TestParseState(t *testing.T) {
	ctx := newTestContext()
	i1, i32 := core.IntegerType(ctx, 1), core.IntegerType(ctx, 32)

	st, fp, err := parseWith(t, ctx, "test.cond_br", "%c, ^bb1, ^bb2(%a, %b : i32, i32)")
	require.NoError(t, err)
	require.Len(t, st.Operands, 3)
	assert.Equal(t, i1, st.Operands[0].Type(), "condition typed by its buildable I1 constraint")
	assert.Equal(t, []*core.Block{fp.blocks["^bb1"], fp.blocks["^bb2"]}, st.Successors)
	assert.Equal(t, segmentAttr(ctx, []int{1, 0, 2}), st.Attr("operandSegmentSizes"))

	_, fp, err = parseWith(t, ctx, "test.cmpi", "eq, %a, %b : i32 {x}")
	require.NoError(t, err)
	assert.Less(t, fp.i, len(fp.toks), "attr-dict comes before the colon: the caller sees {x} left over")
	st, _, err = parseWith(t, ctx, "test.cmpi", "eq, %a, %b {x} : i32")
	require.NoError(t, err)
	assert.Equal(t, []core.Type{i1}, st.ResultTypes, "InferTypes")
	assert.Equal(t, i32, st.Operands[1].Type(), "TypesMatch")
	assert.Equal(t, []core.NamedAttr{{Name: "x", Value: core.Unit(ctx)}}, st.Attrs)

	st, _, err = parseWith(t, ctx, "test.constant", "{foo} 42 : i8")
	require.NoError(t, err)
	assert.Equal(t, []core.Type{core.IntegerType(ctx, 8)}, st.ResultTypes, "result typed by the value attribute")

	st, _, err = parseWith(t, ctx, "test.unit", "nsw_kw")
	require.NoError(t, err)
	assert.Equal(t, core.Unit(ctx), st.Attr("nsw"))
	st, _, err = parseWith(t, ctx, "test.else", "foo_is_absent")
	require.NoError(t, err)
	assert.Nil(t, st.Attr("foo"))

	// An implicit terminator is added to a region that lacks one.
	st, _, err = parseWith(t, ctx, "test.scope", "{ test.unit }")
	require.NoError(t, err)
	require.Len(t, st.Regions, 1)
	b := st.Regions[0].First()
	require.NotNil(t, b)
	assert.Equal(t, "test.yield", b.Last().Name())
	assert.Equal(t, 2, b.Len())

	// SingleBlock regions get a block even when written empty.
	st, _, err = parseWith(t, ctx, "test.module", "{}")
	require.NoError(t, err)
	assert.Equal(t, 1, st.Regions[0].NumBlocks())
}

func TestParseHooks(t *testing.T) {
	ctx := core.NewContext()
	infer := &core.OpDef{Name: "t.infer",
		Operands: []core.ValueDef{val("x", anyType, core.Single)},
		Results:  []core.ValueDef{val("r", anyType, core.Single)},
		InferTypes: func(*core.OpState) ([]core.Type, error) {
			return nil, errors.New("cannot infer")
		},
		Format: "$x attr-dict `:` type($x)"}
	term := &core.OpDef{Name: "t.scope", ImplicitTerminator: "missing.yield",
		Regions: []core.RegionDef{{Name: "body"}},
		Format:  "attr-dict-with-keyword $body"}
	ctx.Load(&core.Dialect{Name: "t", Ops: []*core.OpDef{infer, term}})

	_, _, err := parseWith(t, ctx, "t.infer", "%a : i32")
	require.Error(t, err)
	assert.Contains(t, err.Error(), "cannot infer")

	_, _, err = parseWith(t, ctx, "t.scope", "{}")
	require.Error(t, err, "the implicit terminator's dialect is not loaded")
}
