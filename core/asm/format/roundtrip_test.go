package format

import (
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"ncc/core"
)

// env builds ops over block arguments %arg0... and names blocks ^bb1...
type env struct {
	t      *testing.T
	ctx    *core.Context
	args   []core.Value
	blocks []*core.Block
	pr     *fakePrinter
}

func newEnv(t *testing.T, ctx *core.Context, types ...core.Type) *env {
	e := &env{t: t, ctx: ctx, pr: newFakePrinter(ctx)}
	b := core.NewBlock(types, nil)
	for i, v := range b.ArgValues() {
		e.args = append(e.args, v)
		e.pr.names[v] = "%arg" + strconv.Itoa(i)
	}
	for i := 1; i <= 3; i++ {
		bb := core.NewBlock(nil, nil)
		e.blocks = append(e.blocks, bb)
		e.pr.blocks[bb] = "^bb" + strconv.Itoa(i)
	}
	return e
}

func (e *env) op(name string, operands []core.Value, results []core.Type, props []core.NamedAttr,
	attrs []core.NamedAttr, succs []*core.Block, regions ...*core.Region) *core.Operation {
	n, err := e.ctx.OpName(name)
	require.NoError(e.t, err)
	return core.NewOperation(&core.OpState{Ctx: e.ctx, Name: n, Operands: operands, ResultTypes: results,
		Props: props, Attrs: attrs, Successors: succs, Regions: regions})
}

func na(name string, a core.Attribute) core.NamedAttr { return core.NamedAttr{Name: name, Value: a} }

// regionWith returns a region of one block holding ops of the given names.
func regionWith(ctx *core.Context, t *testing.T, names ...string) *core.Region {
	r := core.NewRegion()
	b := core.NewBlock(nil, nil)
	r.Append(b)
	for _, name := range names {
		n, err := ctx.OpName(name)
		require.NoError(t, err)
		b.Append(core.NewOperation(&core.OpState{Ctx: ctx, Name: n}))
	}
	return r
}

// printOp prints op with the engine and the fake printer.
func printOp(t *testing.T, e *env, op *core.Operation) string {
	p, err := Get(op.Def())
	require.NoError(t, err)
	e.pr.b.Reset()
	p.Print(e.pr, op)
	return e.pr.b.String()
}

// The expected strings follow what mlir-opt prints for the arith, cf, func
// and builtin ops these test ops copy (after the op name), except where the
// fake printer simplifies attributes (i64 integers print without type).
func TestPrintAndParse(t *testing.T) {
	ctx := newTestContext()
	i1, i8, i32, i64 := core.IntegerType(ctx, 1), core.IntegerType(ctx, 8), core.IntegerType(ctx, 32), core.IntegerType(ctx, 64)
	f16, f32, idx := core.Float(ctx, "f16"), core.F32(ctx), core.Index(ctx)
	tensor := core.RankedTensor(ctx, []int64{2}, i32, nil)
	segs := func(s ...int) core.NamedAttr { return na("operandSegmentSizes", segmentAttr(ctx, s)) }

	tests := []struct {
		name string
		op   func(e *env) *core.Operation
		want string
	}{
		{"addi", func(e *env) *core.Operation {
			return e.op("test.addi", e.args[:2], []core.Type{i32}, nil, nil, nil)
		}, " %arg0, %arg1 : i32"},
		{"addi nsw", func(e *env) *core.Operation {
			return e.op("test.addi", e.args[:2], []core.Type{i32}, []core.NamedAttr{na("overflowFlags", flags(ctx, "nsw"))}, nil, nil)
		}, " %arg0, %arg1 overflow<nsw> : i32"},
		{"addi flags and attrs", func(e *env) *core.Operation {
			return e.op("test.addi", e.args[:2], []core.Type{i32}, []core.NamedAttr{na("overflowFlags", flags(ctx, "nsw, nuw"))},
				[]core.NamedAttr{na("foo", core.Int(ctx, i64, 1))}, nil)
		}, " %arg0, %arg1 overflow<nsw, nuw> {foo = 1} : i32"},
		{"addi tensor", func(e *env) *core.Operation {
			return e.op("test.addi", []core.Value{e.args[3], e.args[3]}, []core.Type{tensor}, nil, nil, nil)
		}, " %arg3, %arg3 : tensor<2xi32>"},
		{"cmpi", func(e *env) *core.Operation {
			return e.op("test.cmpi", e.args[:2], []core.Type{i1}, []core.NamedAttr{na("predicate", core.Int(ctx, i64, 2))}, nil, nil)
		}, " slt, %arg0, %arg1 : i32"},
		{"constant", func(e *env) *core.Operation {
			return e.op("test.constant", nil, []core.Type{i32}, []core.NamedAttr{na("value", core.Int(ctx, i32, 1))}, nil, nil)
		}, " 1 : i32"},
		{"constant bool", func(e *env) *core.Operation {
			return e.op("test.constant", nil, []core.Type{i1}, []core.NamedAttr{na("value", core.Bool(ctx, true))}, nil, nil)
		}, " true"},
		{"constant with attr-dict", func(e *env) *core.Operation {
			return e.op("test.constant", nil, []core.Type{idx}, []core.NamedAttr{na("value", core.Int(ctx, idx, 3))},
				[]core.NamedAttr{na("foo", core.Unit(ctx))}, nil)
		}, " {foo} 3 : index"},
		{"extsi", func(e *env) *core.Operation {
			return e.op("test.extsi", e.args[4:5], []core.Type{i32}, nil, nil, nil)
		}, " %arg4 : i8 to i32"},
		{"truncf", func(e *env) *core.Operation {
			return e.op("test.truncf", e.args[5:6], []core.Type{f16}, nil, nil, nil)
		}, " %arg5 : f32 to f16"},
		{"truncf rounding", func(e *env) *core.Operation {
			return e.op("test.truncf", e.args[5:6], []core.Type{f16}, []core.NamedAttr{na("roundingmode", core.Int(ctx, i32, 0))}, nil, nil)
		}, " %arg5 to_nearest_even : f32 to f16"},
		{"cond_br", func(e *env) *core.Operation {
			return e.op("test.cond_br", []core.Value{e.args[2], e.args[0]}, nil, []core.NamedAttr{segs(1, 1, 0)}, nil,
				[]*core.Block{e.blocks[0], e.blocks[1]})
		}, " %arg2, ^bb1(%arg0 : i32), ^bb2"},
		{"cond_br both", func(e *env) *core.Operation {
			return e.op("test.cond_br", []core.Value{e.args[2], e.args[0], e.args[1], e.args[4]}, nil, []core.NamedAttr{segs(1, 1, 2)}, nil,
				[]*core.Block{e.blocks[0], e.blocks[1]})
		}, " %arg2, ^bb1(%arg0 : i32), ^bb2(%arg1, %arg4 : i32, i8)"},
		{"br", func(e *env) *core.Operation {
			return e.op("test.br", nil, nil, nil, nil, []*core.Block{e.blocks[1]})
		}, " ^bb2"},
		{"br operands", func(e *env) *core.Operation {
			return e.op("test.br", e.args[:2], nil, nil, nil, []*core.Block{e.blocks[0]})
		}, " ^bb1(%arg0, %arg1 : i32, i32)"},
		{"return", func(e *env) *core.Operation {
			return e.op("test.return", nil, nil, nil, nil, nil)
		}, ""},
		{"return values", func(e *env) *core.Operation {
			return e.op("test.return", e.args[:1], nil, nil, nil, nil)
		}, " %arg0 : i32"},
		{"call", func(e *env) *core.Operation {
			return e.op("test.call", e.args[:1], []core.Type{i32}, []core.NamedAttr{na("callee", core.SymbolRef(ctx, "g"))}, nil, nil)
		}, " @g(%arg0) : (i32) -> i32"},
		{"call void", func(e *env) *core.Operation {
			return e.op("test.call", nil, nil, []core.NamedAttr{na("callee", core.SymbolRef(ctx, "g"))}, nil, nil)
		}, " @g() : () -> ()"},
		{"call two results", func(e *env) *core.Operation {
			return e.op("test.call", e.args[:2], []core.Type{i32, f32}, []core.NamedAttr{na("callee", core.SymbolRef(ctx, "g"))}, nil, nil)
		}, " @g(%arg0, %arg1) : (i32, i32) -> (i32, f32)"},
		{"module", func(e *env) *core.Operation {
			return e.op("test.module", nil, nil, []core.NamedAttr{na("sym_name", core.String(ctx, "m"))},
				[]core.NamedAttr{na("a.foo", core.Unit(ctx))}, nil, regionWith(ctx, e.t))
		}, " @m attributes {a.foo} {}"},
		{"module anonymous", func(e *env) *core.Operation {
			return e.op("test.module", nil, nil, nil, nil, nil, regionWith(ctx, e.t, "test.unit"))
		}, " {test.unit}"},
		{"cast", func(e *env) *core.Operation {
			return e.op("test.cast", e.args[:2], []core.Type{i64}, nil, nil, nil)
		}, " %arg0, %arg1 : i32, i32 to i64"},
		{"cast nothing", func(e *env) *core.Operation {
			return e.op("test.cast", nil, []core.Type{i64}, nil, nil, nil)
		}, " to i64"},
		{"unit anchor", func(e *env) *core.Operation {
			return e.op("test.unit", nil, nil, []core.NamedAttr{na("nsw", core.Unit(ctx))}, nil, nil)
		}, " nsw_kw"},
		{"unit absent", func(e *env) *core.Operation {
			return e.op("test.unit", nil, nil, nil, nil, nil)
		}, ""},
		{"else present", func(e *env) *core.Operation {
			return e.op("test.else", nil, nil, []core.NamedAttr{na("foo", core.Unit(ctx))}, nil, nil)
		}, " foo_is_present"},
		{"else absent", func(e *env) *core.Operation {
			return e.op("test.else", nil, nil, nil, nil, nil)
		}, " foo_is_absent"},
		{"implicit terminator elided", func(e *env) *core.Operation {
			return e.op("test.scope", nil, nil, nil, nil, nil, regionWith(ctx, e.t, "test.unit", "test.yield"))
		}, " {test.unit}"},
		{"oilist empty", func(e *env) *core.Operation {
			return e.op("test.oilist", nil, nil, nil, nil, nil)
		}, ""},
		{"oilist all", func(e *env) *core.Operation {
			return e.op("test.oilist", e.args[:1], nil, []core.NamedAttr{na("b", core.Int(ctx, i64, 5)), na("flag", core.Unit(ctx))}, nil, nil)
		}, " a %arg0 : i32 b = 5 flag"},
		{"custom", func(e *env) *core.Operation {
			return e.op("test.custom", e.args[:1], []core.Type{i8}, []core.NamedAttr{na("n", core.Int(ctx, i64, 5))}, nil, nil)
		}, " %arg0 : i32, 5 : i8"},
		{"prop-dict", func(e *env) *core.Operation {
			return e.op("test.props", e.args[:1], nil, []core.NamedAttr{na("a", core.Int(ctx, i64, 1))}, nil, nil)
		}, " %arg0 <{a = 1}> : i32"},
		{"prop-dict non-default", func(e *env) *core.Operation {
			return e.op("test.props", e.args[:1], nil, []core.NamedAttr{na("a", core.Int(ctx, i64, 1)), na("b", core.Int(ctx, i64, 8))},
				[]core.NamedAttr{na("x.y", core.Unit(ctx))}, nil)
		}, " %arg0 <{a = 1, b = 8}> {x.y} : i32"},
		{"operands and functional-type", func(e *env) *core.Operation {
			return e.op("test.all", e.args[:3], []core.Type{i64}, nil, nil, nil)
		}, " %arg0, %arg1, %arg2 : (i32, i32, i1) -> i64"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			e := newEnv(t, ctx, i32, i32, i1, tensor, i8, f32)
			op := tc.op(e)
			got := printOp(t, e, op)
			require.Equal(t, tc.want, got)

			// Parse the text back and print the result: the same text.
			fp := newFakeParser(ctx, got)
			n, err := ctx.OpName(op.Name())
			require.NoError(t, err)
			st := &core.OpState{Ctx: ctx, Name: n}
			p, err := Get(op.Def())
			require.NoError(t, err)
			require.NoError(t, p.Parse(fp, st))
			assert.Equal(t, len(fp.toks), fp.i, "parse consumed every token")
			back := core.NewOperation(st)
			e2 := newEnv(t, ctx)
			for key, v := range fp.values {
				name, _, _ := cut(key, '#')
				e2.pr.names[v] = "%" + name
			}
			for name, b := range fp.blocks {
				e2.pr.blocks[b] = name
			}
			assert.Equal(t, got, printOp(t, e2, back))
			assert.Equal(t, op.NumOperands(), back.NumOperands())
			assert.Equal(t, op.ResultTypes(), back.ResultTypes())
			assert.Equal(t, op.NumSuccessors(), back.NumSuccessors())
			assert.Equal(t, op.NumRegions(), back.NumRegions())
			assert.Equal(t, op.Props(), back.Props())
			assert.Equal(t, op.Attrs(), back.Attrs())
		})
	}
}

func cut(s string, sep byte) (string, string, bool) {
	for i := 0; i < len(s); i++ {
		if s[i] == sep {
			return s[:i], s[i+1:], true
		}
	}
	return s, "", false
}

// TestPrintSpacing walks OpFormatGen's space rules over every punctuation.
func TestPrintSpacing(t *testing.T) {
	ctx := core.NewContext()
	d := &core.OpDef{Name: "test.sp",
		Operands: []core.ValueDef{val("x", anyType, core.Single), val("y", anyType, core.Single)},
		Results:  []core.ValueDef{val("r", anyType, core.Single)},
		Traits:   core.SameOperandsAndResultType,
		Format:   "`(` $x `)` `[` $y `]` `->` type($r) `<` `>` `{` `}` ` ` `:` `` `,` `kw` `=` `...` `?` `+` `*` attr-dict"}
	ctx.Load(&core.Dialect{Name: "test", Ops: []*core.OpDef{d}})
	e := newEnv(t, ctx, core.IntegerType(ctx, 64), core.IntegerType(ctx, 64))
	op := e.op("test.sp", e.args, []core.Type{core.IntegerType(ctx, 64)}, nil, nil, nil)
	assert.Equal(t, "(%arg0) [%arg1] -> i64<> {} :, kw = ... ? + *", printOp(t, e, op))
}
