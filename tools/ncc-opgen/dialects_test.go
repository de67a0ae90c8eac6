package main

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"ncc/core"
	"ncc/core/asm"
	"ncc/dialects"
	"ncc/dialects/arith"
	"ncc/dialects/builtin"
	"ncc/dialects/cf"
	function "ncc/dialects/func"
)

// The generated accessors of each dialect, on IR parsed from MLIR text.
const program = `
module @m {
  func.func @callee(%x: i32) -> i32 {
    return %x : i32
  }
  func.func @f(%a: i32, %b: i32, %c: i1) -> i32 {
    %s = arith.addi %a, %b overflow<nsw> : i32
    %t = arith.subi %a, %b : i32
    %p = arith.cmpi slt, %s, %t : i32
    %r = func.call @callee(%s) : (i32) -> i32
    %u:2 = builtin.unrealized_conversion_cast %a, %b : i32, i32 to i64, i64
    cf.cond_br %p, ^bb1(%r : i32), ^bb2
  ^bb1(%y: i32):
    cf.assert %c, "boom"
    cf.switch %y : i32, [
      default: ^bb2,
      42: ^bb1(%a : i32)
    ]
  ^bb2:
    return %a : i32
  }
}
`

// parsed returns the verified module and its ops by name, in order.
func parsed(t *testing.T) (*core.Operation, map[string][]*core.Operation) {
	t.Helper()
	ctx := core.NewContext()
	dialects.LoadAll(ctx)
	top, err := asm.Parse(ctx, []byte(program), asm.ParseOptions{Filename: "accessors.mlir"})
	require.NoError(t, err)
	module := top.First()
	require.NoError(t, core.Verify(module))
	ops := map[string][]*core.Operation{}
	module.WalkAll(func(op *core.Operation) { ops[op.Name()] = append(ops[op.Name()], op) })
	return module, ops
}

func TestBuiltinAccessors(t *testing.T) {
	module, ops := parsed(t)
	m, ok := builtin.AsModuleOp(module)
	require.True(t, ok)
	assert.Equal(t, "m", m.SymNameAttr().Value)
	assert.Nil(t, m.SymVisibility())
	assert.Same(t, module.Region(0), m.BodyRegion())

	cast, ok := builtin.AsUnrealizedConversionCastOp(ops["builtin.unrealized_conversion_cast"][0])
	require.True(t, ok)
	f := ops["func.func"][1].Region(0).First()
	assert.Equal(t, []core.Value{f.Arg(0), f.Arg(1)}, cast.Inputs())
	assert.Len(t, cast.Outputs(), 2)
}

func TestFuncAccessors(t *testing.T) {
	_, ops := parsed(t)
	fn, ok := function.AsFuncOp(ops["func.func"][1])
	require.True(t, ok)
	assert.Equal(t, "f", fn.SymNameAttr().Value)
	assert.Same(t, function.FunctionType(fn.Operation), fn.FunctionTypeAttr().Type)
	assert.False(t, fn.HasNoInline())

	call, ok := function.AsCallOp(ops["func.call"][0])
	require.True(t, ok)
	assert.Equal(t, "callee", call.CalleeAttr().Root)
	add := ops["arith.addi"][0]
	assert.Equal(t, []core.Value{add.Result(0)}, call.OperandsSlot())

	ret, ok := function.AsReturnOp(ops["func.return"][0])
	require.True(t, ok)
	assert.Equal(t, []core.Value{ops["func.func"][0].Region(0).First().Arg(0)}, ret.OperandsSlot())
	_, ok = function.AsCallOp(ret.Operation)
	assert.False(t, ok)
}

func TestArithAccessors(t *testing.T) {
	_, ops := parsed(t)
	f := ops["func.func"][1].Region(0).First()
	add, ok := arith.AsAddIOp(ops["arith.addi"][0])
	require.True(t, ok)
	assert.Equal(t, f.Arg(0), add.Lhs())
	assert.Equal(t, f.Arg(1), add.Rhs())
	assert.Equal(t, core.Value(add.Result(0)), add.ResultSlot())
	assert.Equal(t, core.Attribute(arith.Overflow(add.Context(), arith.OverflowNSW)), add.OverflowFlags())

	sub, ok := arith.AsSubIOp(ops["arith.subi"][0])
	require.True(t, ok)
	assert.Equal(t, core.Attribute(arith.Overflow(sub.Context(), arith.OverflowNone)), sub.OverflowFlags())

	cmp, ok := arith.AsCmpIOp(ops["arith.cmpi"][0])
	require.True(t, ok)
	assert.Equal(t, arith.CmpSLT, cmp.PredicateAttr().Val)
	assert.Equal(t, add.ResultSlot(), cmp.Lhs())
}

func TestCFAccessors(t *testing.T) {
	_, ops := parsed(t)
	blocks := ops["func.func"][1].Region(0).Blocks()
	bb1, bb2 := blocks[1], blocks[2]

	br, ok := cf.AsCondBrOp(ops["cf.cond_br"][0])
	require.True(t, ok)
	assert.Equal(t, core.Value(ops["arith.cmpi"][0].Result(0)), br.Condition())
	assert.Equal(t, []core.Value{ops["func.call"][0].Result(0)}, br.TrueDestOperands())
	assert.Empty(t, br.FalseDestOperands())
	assert.Same(t, bb1, br.TrueDest())
	assert.Same(t, bb2, br.FalseDest())
	assert.Nil(t, br.BranchWeightsAttr())

	as, ok := cf.AsAssertOp(ops["cf.assert"][0])
	require.True(t, ok)
	assert.Equal(t, "boom", as.MsgAttr().Value)

	sw, ok := cf.AsSwitchOp(ops["cf.switch"][0])
	require.True(t, ok)
	assert.Equal(t, core.Value(bb1.Arg(0)), sw.Flag())
	assert.Empty(t, sw.DefaultOperands())
	assert.Equal(t, []core.Value{blocks[0].Arg(0)}, sw.CaseOperands())
	assert.Same(t, bb2, sw.DefaultDestination())
	assert.Equal(t, []*core.Block{bb1}, sw.CaseDestinations())
	assert.Equal(t, []int64{42}, cf.CaseValues(sw.Operation))
	assert.NotNil(t, sw.CaseValuesAttr())
}
