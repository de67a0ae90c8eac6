package cf

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"ncc/core"
	"ncc/dialects/ods"
)

func TestBranchVerifyAndSuccessors(t *testing.T) {
	ctx := core.NewContext()
	ctx.Load(Dialect)
	i1, i32 := core.IntegerType(ctx, 1), core.IntegerType(ctx, 32)
	r := core.NewRegion()
	entry := core.NewBlock([]core.Type{i1, i32}, nil)
	dest := core.NewBlock([]core.Type{i32}, nil)
	other := core.NewBlock(nil, nil)
	r.Append(entry)
	r.Append(dest)
	r.Append(other)
	b := core.NewBuilder(ctx)
	b.SetInsertionPointToEnd(entry)

	n, _ := ctx.OpName(CondBr.Name)
	st := &core.OpState{Ctx: ctx, Name: n, Operands: []core.Value{entry.Arg(0), entry.Arg(1)},
		Successors: []*core.Block{dest, other}}
	st.AddAttr("operandSegmentSizes", ods.DenseI32Array(ctx, []int32{1, 1, 0}))
	cb := b.Create(st)
	assert.NoError(t, verifyBranch(cb))
	iface, ok := core.Iface[core.BranchOp](cb)
	require.True(t, ok)
	assert.Equal(t, core.SuccessorOperands{Start: 1, Len: 1}, iface.SuccessorOperands(cb, 0))
	assert.Same(t, other, iface.SuccessorForOperands(cb, []core.Attribute{core.Bool(ctx, false), nil}))
	assert.Nil(t, iface.SuccessorForOperands(cb, []core.Attribute{nil, nil}))

	cb.SetAttr("branch_weights", ods.DenseI32Array(ctx, []int32{0, 0}))
	assert.EqualError(t, verifyBranch(cb), "branch weights cannot all be zero")
	cb.SetAttr("branch_weights", ods.DenseI32Array(ctx, []int32{1}))
	assert.EqualError(t, verifyBranch(cb), "expects number of branch weights to match number of successors: 1 vs 2")
	cb.Erase()

	br := b.CreateOp(Br.Name, nil, nil, nil)
	br.Erase()
	n, _ = ctx.OpName(Br.Name)
	bad := b.Create(&core.OpState{Ctx: ctx, Name: n, Successors: []*core.Block{dest}})
	assert.EqualError(t, verifyBranch(bad), "branch has 0 operands for successor #0, but target block has 1")
}

func TestSwitchSuccessors(t *testing.T) {
	ctx := core.NewContext()
	ctx.Load(Dialect)
	i32 := core.IntegerType(ctx, 32)
	entry := core.NewBlock([]core.Type{i32}, nil)
	d0, d1 := core.NewBlock(nil, nil), core.NewBlock([]core.Type{i32}, nil)
	n, _ := ctx.OpName(Switch.Name)
	st := &core.OpState{Ctx: ctx, Name: n, Operands: []core.Value{entry.Arg(0), entry.Arg(0)},
		Successors: []*core.Block{d0, d1}}
	st.AddAttr("operandSegmentSizes", ods.DenseI32Array(ctx, []int32{1, 0, 1}))
	st.AddAttr("case_operand_segments", ods.DenseI32Array(ctx, []int32{1}))
	vt := core.Vector(ctx, []int64{1}, nil, i32)
	st.AddAttr("case_values", core.Dense(ctx, vt, []byte{0xfd, 0xff, 0xff, 0xff}))
	sw := core.NewOperation(st)
	assert.NoError(t, verifySwitch(sw))
	assert.Equal(t, []int64{-3}, CaseValues(sw))
	iface := switchIface{}
	assert.Equal(t, core.SuccessorOperands{Start: 1, Len: 1}, iface.SuccessorOperands(sw, 1))
	assert.Same(t, d1, iface.SuccessorForOperands(sw, []core.Attribute{core.Int(ctx, i32, -3)}))
	assert.Same(t, d0, iface.SuccessorForOperands(sw, []core.Attribute{core.Int(ctx, i32, 7)}))
	sw.SetAttr("case_operand_segments", ods.DenseI32Array(ctx, []int32{2}))
	assert.EqualError(t, verifySwitch(sw), "'cf.switch' op caseOperands count (1) does not match with the total size (2) specified in attribute 'case_operand_segments'")
}
