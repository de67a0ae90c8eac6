package tonga_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"ncc/arch"
	"ncc/core"
	"ncc/dialects/builtin"
	"ncc/dialects/tonga"
	"ncc/numerics"
)

// TestBuilder builds a matmul and a DMA loop, as the backend would, and
// checks that they verify and print as expected.
func TestBuilder(t *testing.T) {
	ctx := newCtx()
	module := builtin.NewModule(ctx, nil)
	b := tonga.NewBuilder(core.NewBuilder(ctx))
	b.SetInsertionPointToEnd(builtin.Body(module))
	prog := b.Program("sg00", "trn1")
	body := b.InsertionBlock()

	b.Stream(arch.PE)
	st := tonga.Tile(arch.SBUF, 0, 128, 0, [][2]int64{{1, 128}}, numerics.BFloat16)
	mv := tonga.Tile(arch.SBUF, 0, 128, 0x100, [][2]int64{{1, 512}}, numerics.BFloat16)
	out := tonga.Tile(arch.PSUM, 0, 128, 0, [][2]int64{{1, 512}}, numerics.Float32)
	tonga.Sync(b.LoadStationary(st), tonga.Wait(ctx, tonga.WaitGE, 0, 1), nil)
	tonga.Sync(b.MultiplyMoving(mv, out, true, true), nil, tonga.Signal(ctx, tonga.SignalInc, 1, 0))
	b.Halt(arch.PE)

	b.SetInsertionPointToEnd(body)
	b.Stream(arch.SP)
	b.RegSet(arch.SP, 1, 0)
	first := b.DMATrigger(arch.SP, 0, 0, 1)
	tonga.Sync(first, nil, tonga.Signal(ctx, tonga.SignalInc, 0, 0))
	b.Iterate(arch.SP, 1, 1, tonga.LT, 4, -1)
	b.Halt(arch.SP)

	require.NoError(t, core.Verify(module))
	assert.Equal(t, "sg00", prog.Attr("sym_name").(*core.StringAttr).Value)
	got := printIR(ctx, module, false)
	assert.Contains(t, got, "tonga.load_stationary pe ins(sb[0:128][[1, 128]] at 0x0 : bf16) wait S[0] ge 1\n")
	assert.Contains(t, got, "tonga.multiply_moving pe ins(sb[0:128][[1, 512]] at 0x100 : bf16) outs(psum[0:128][[1, 512]] at 0x0 : f32) start_tensor_calc stop_tensor_calc signal S[1] inc\n")
	assert.Contains(t, got, "tonga.iterate sp r1 step 1 lt 4 to -1\n")
	roundTrip(t, got)

	streams := tonga.Streams(prog)
	require.Len(t, streams, 2)
	assert.Equal(t, arch.SP, tonga.Engine(streams[1]))
	ops := tonga.Instructions(streams[0])
	require.Len(t, ops, 3)
	assert.Equal(t, []tonga.AP{mv}, tonga.InsOf(ops[1]))
	assert.Equal(t, []tonga.AP{out}, tonga.OutsOf(ops[1]))
	assert.True(t, tonga.Flag(ops[1], "start_tensor_calc"))
	assert.Equal(t, &tonga.SignalAttr{Kind: tonga.SignalInc, Index: 1}, tonga.SignalOf(ops[1]))
	assert.Nil(t, tonga.WaitOf(ops[1]))
	assert.Equal(t, 1, tonga.Words(ops[1]))
	assert.True(t, tonga.IsInstruction(ops[1]))
	assert.False(t, tonga.IsInstruction(streams[0]))

	// Inserting into the loop: record the targets, insert, set them again.
	sp := streams[1]
	targets, err := tonga.BranchTargets(sp)
	require.NoError(t, err)
	iter := tonga.Instructions(sp)[2]
	require.Same(t, first, targets[iter])
	b.SetInsertionPoint(iter)
	tt := tonga.Tile(arch.SBUF, 0, 1, 0, [][2]int64{{1, 1}}, numerics.Int32)
	b.Inst("tonga.reg_load", arch.SP, []tonga.AP{tt}, nil, b.Int("dst", 2))
	b.Inst("tonga.reg_load", arch.SP, []tonga.AP{tt}, nil, b.Int("dst", 3))
	require.NoError(t, tonga.SetBranchTargets(sp, targets))
	off, ok := tonga.BranchTarget(iter)
	require.True(t, ok)
	assert.Equal(t, int64(-3), off)
	require.NoError(t, core.Verify(module))
	at, n := tonga.Layout(sp)
	assert.Equal(t, int64(6), n)
	assert.Equal(t, int64(4), at[iter])
}

func TestAP(t *testing.T) {
	ap := tonga.Tile(arch.SBUF, 32, 32, 0x40, [][2]int64{{-2, 4}, {1, 3}}, numerics.Float32).WithReg(3)
	assert.Equal(t, "sb[32:32][[-2, 4], [1, 3]] at 0x40 + r3 : f32", ap.String())
	assert.Equal(t, int64(12), ap.FreeSize())
	lo, hi := ap.ByteRange()
	assert.Equal(t, int64(0x40-24), lo)
	assert.Equal(t, int64(0x40+3*4-1), hi)
	assert.True(t, ap.Equal(ap))
	assert.False(t, ap.Equal(ap.WithReg(tonga.NoReg)))
	assert.Equal(t, "#tonga.ap<sb[32:32][[-2, 4], [1, 3]] at 0x40 + r3 : f32>", "#"+tonga.APAttrOf(newCtx(), ap).Key())
	assert.True(t, tonga.LT.Holds(1, 2))
	assert.False(t, tonga.GE.Holds(1, 2))
	n, parts := tonga.AxisXY.FreeDims()
	assert.Equal(t, 2, n)
	assert.False(t, parts)
	assert.Equal(t, "Exp", tonga.ActExp.String())
	assert.Equal(t, "bypass", tonga.AluBypass.String())
	assert.Equal(t, "AluOp(99)", tonga.AluOp(99).String())
}
