package bir_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"ncc/arch"
	"ncc/core"
	"ncc/dialects/bir"
	"ncc/dialects/builtin"
	"ncc/numerics"
	"ncc/numerics/pwp"
)

// buildExample builds docs/bir.md's example with the Builder: exp of a
// 256x300 f32 tensor, two 128-row tiles.
func buildExample(ctx *core.Context) *core.Operation {
	m := builtin.NewModule(ctx, core.Unknown(ctx))
	m.SetAttr(bir.TargetAttrName, core.String(ctx, "trn1"))
	b := bir.NewBuilder(core.NewBuilder(ctx))
	b.SetInsertionPointToEnd(builtin.Body(m))
	b.Func("main", "")
	tt := core.RankedTensor(ctx, []int64{256, 300}, core.F32(ctx), nil)
	a := b.AllocInput("a", 0, tt)
	out := b.AllocOutput("out", 0, tt)
	f32 := numerics.Float32
	b.Loop("i", 0, 2, 1, func(i core.Value) {
		// Allocations made inside the loop still go to the entry block.
		t0 := b.AllocSB("t0", 128, 1200)
		t1 := b.AllocSB("t1", 128, 1200)
		tile := [][2]int64{{1, 300}}
		rows := [][2]int64{{300, 128}, {1, 300}}
		b.DMA(arch.SP, bir.Flat(a, rows, f32).Plus(38400, i), bir.Tile(t0, 0, 128, tile, f32))
		b.Activation(bir.ActExp, bir.Tile(t0, 0, 128, tile, f32), bir.Tile(t1, 0, 128, tile, f32), bir.ActivationArgs{})
		b.DMA(arch.SP, bir.Tile(t1, 0, 128, tile, f32), bir.Flat(out, rows, f32).Plus(38400, i))
	})
	b.Return()
	return m
}

const exampleText = `module attributes {bir.target = "trn1"} {
  bir.func @main {
    %a = bir.alloc "a" Input DRAM [1, 307200] index 0 : tensor<256x300xf32>
    %out = bir.alloc "out" Output DRAM [1, 307200] index 0 : tensor<256x300xf32>
    %t0 = bir.alloc "t0" SB [128, 1200]
    %t1 = bir.alloc "t1" SB [128, 1200]
    bir.loop "i" = 0 to 2 step 1 {
    ^bb0(%i: index):
      bir.dma sp ins(%a[[300, 128], [1, 300]] + 38400 * %i : f32) outs(%t0[0:128][[1, 300]] : f32)
      bir.activation act Exp ins(%t0[0:128][[1, 300]] : f32) outs(%t1[0:128][[1, 300]] : f32)
      bir.dma sp ins(%t1[0:128][[1, 300]] : f32) outs(%out[[300, 128], [1, 300]] + 38400 * %i : f32)
    }
    bir.return
  }
}
`

func TestBuilderExample(t *testing.T) {
	ctx := newCtx()
	m := buildExample(ctx)
	require.NoError(t, core.Verify(m))
	assert.Equal(t, strings.TrimSpace(exampleText), strings.TrimSpace(printIR(ctx, m, false)))
	roundTrip(t, exampleText)
}

// TestReaders reads the example back through the reader API.
func TestReaders(t *testing.T) {
	ctx := newCtx()
	m := buildExample(ctx)
	fns := bir.Funcs(m)
	require.Len(t, fns, 1)
	allocs := bir.Allocs(fns[0])
	require.Len(t, allocs, 4)
	info := bir.AllocInfoOf(allocs[0])
	assert.Equal(t, bir.AllocInfo{Name: "a", Kind: bir.Input, Memory: bir.DRAM, Partitions: 1, Bytes: 307200,
		Index: 0, Tensor: info.Tensor, DType: numerics.Float32}, info)
	assert.Equal(t, bir.Internal, bir.AllocInfoOf(allocs[2]).Kind)
	assert.Equal(t, -1, bir.AllocInfoOf(allocs[2]).Index)

	loop := fns[0].Region(0).First().Ops()[4]
	name, lb, ub, stride := bir.LoopBounds(loop)
	assert.Equal(t, []any{"i", int64(0), int64(2), int64(1)}, []any{name, lb, ub, stride})
	body := bir.LoopBody(loop).Ops()
	require.Len(t, body, 4) // three instructions and the loop_end
	load, act := body[0], body[1]
	assert.True(t, bir.IsInstruction(load))
	assert.False(t, bir.IsInstruction(loop))
	assert.Equal(t, arch.SP, bir.Engine(load))
	ins, outs := bir.InsAPs(load), bir.OutsAPs(load)
	require.Len(t, ins, 1)
	require.Len(t, outs, 1)
	assert.Equal(t, allocs[0].Result(0), ins[0].Alloc)
	assert.Equal(t, [][2]int64{{300, 128}, {1, 300}}, ins[0].Pairs)
	assert.Equal(t, []bir.Term{{Coeff: 38400, Var: bir.InductionVar(loop)}}, ins[0].Terms)
	assert.Equal(t, []int64{128, 300}, ins[0].Shape())
	assert.Equal(t, bir.DRAM, ins[0].Memory())
	assert.Equal(t, bir.SB, outs[0].Memory())
	assert.Equal(t, 0, outs[0].StartPartition)
	assert.Equal(t, 128, outs[0].NumPartitions)
	assert.Equal(t, int64(128*300), outs[0].NumElements())
	assert.Equal(t, "%alloc[0:128][[1, 300]] : f32", outs[0].String())
	assert.Equal(t, "%alloc[[300, 128], [1, 300]] + 38400 * %v0 : f32", ins[0].String())

	assert.Equal(t, bir.ActExp, bir.ActOf(act))
	assert.Equal(t, bir.AccIdle, bir.AccOf(act))
	scale, ok := bir.F32(act, "scale")
	assert.True(t, ok)
	assert.Equal(t, float32(1), scale)
	typed, ok := bir.AsActivationOp(act)
	require.True(t, ok)
	assert.Equal(t, bir.ActAttr(ctx, bir.ActExp), typed.Func())
}

// TestBuilderAll builds every instruction through its typed builder and
// verifies the result.
func TestBuilderAll(t *testing.T) {
	ctx := newCtx()
	m := builtin.NewModule(ctx, core.Unknown(ctx))
	b := bir.NewBuilder(core.NewBuilder(ctx))
	b.SetInsertionPointToEnd(builtin.Body(m))
	b.Func("all", "trn2")
	f32, bf16 := numerics.Float32, numerics.BFloat16
	sb, sb2 := b.AllocSB("sb", 128, 8192), b.AllocSB("sb2", 128, 8192)
	ps := b.AllocPSUM("ps", 128, 16384)
	dram := b.AllocDRAM("dram", 8192)
	w := b.AllocConst("w", core.Dense(ctx, core.RankedTensor(ctx, []int64{2}, core.F32(ctx), nil), make([]byte, 8)))
	tile := func(v core.Value, p int, n int64, dt numerics.DType) bir.AP {
		return bir.Tile(v, 0, p, [][2]int64{{1, n}}, dt)
	}
	col := func(v core.Value, off int64) *bir.AP {
		ap := tile(v, 128, 1, f32).At(off)
		return &ap
	}
	b.DMA(arch.SP, bir.Flat(w, [][2]int64{{2, 1}, {1, 2}}, f32), bir.Flat(dram, [][2]int64{{2, 1}, {1, 2}}, f32))
	b.DMATranspose(arch.SP, bir.Flat(dram, [][2]int64{{4, 2}, {1, 4}}, f32), tile(sb, 4, 2, f32))
	b.DMAGather(arch.SP, bir.Flat(dram, [][2]int64{{4, 8}, {1, 4}}, f32), tile(sb2, 1, 4, numerics.Int32), tile(sb, 4, 4, f32))
	b.Matmult(tile(sb, 128, 128, bf16), tile(sb2, 128, 512, bf16), tile(ps, 128, 512, f32), true, true)
	b.Transpose(arch.PE, tile(sb, 64, 32, f32), tile(ps, 32, 64, f32))
	b.Activation(bir.ActPrelu, tile(sb, 128, 64, f32), tile(sb2, 128, 64, f32),
		bir.ActivationArgs{Scale: 2, Bias: col(sb2, 100), Alpha: 0.5, Acc: bir.AccZeroAccumulate, Accumulator: col(sb2, 101)})
	b.TensorTensor(arch.DVE, bir.AluAdd, tile(sb, 128, 64, f32), tile(sb2, 128, 64, f32), tile(sb, 128, 64, f32))
	b.TensorScalar(arch.ACT, tile(sb, 128, 64, f32), tile(sb, 128, 64, f32), bir.AluMult, 2, bir.AluBypass, 0)
	b.TensorScalar(arch.DVE, tile(sb, 128, 64, f32), tile(sb, 128, 64, f32), bir.AluMult, 2, bir.AluAdd, 1)
	b.TensorScalarPtr(arch.Pool, tile(sb, 128, 64, f32), tile(sb, 128, 64, f32), bir.AluMult, *col(sb2, 0), bir.AluAdd, col(sb2, 1))
	b.TensorScalarPtr(arch.Pool, tile(sb, 128, 64, f32), tile(sb, 128, 64, f32), bir.AluMult, *col(sb2, 0), bir.AluBypass, nil)
	b.ScalarTensorTensor(arch.DVE, tile(sb, 128, 64, f32), *col(sb2, 0), tile(sb2, 128, 64, f32), tile(sb, 128, 64, f32), bir.AluMult, bir.AluAdd)
	b.TensorReduce(arch.DVE, bir.AluMax, bir.AxisX, tile(sb, 128, 64, f32), *col(sb2, 0), true)
	b.TensorCopy(arch.ACT, tile(ps, 128, 64, f32), tile(sb, 128, 64, bf16))
	b.Iota(tile(sb, 128, 64, numerics.Int32), [][2]int64{{1, 64}}, 0, 64)
	b.Memset(arch.DVE, tile(sb, 128, 64, f32), 0)
	b.Select(arch.DVE, tile(sb, 128, 64, numerics.Uint8), tile(sb2, 128, 64, f32), tile(sb2, 128, 64, f32), tile(sb, 128, 64, f32))
	b.AffineSelect(bir.AluIsGE, tile(sb, 128, 64, f32), tile(sb2, 128, 64, f32), [][2]int64{{-1, 64}}, 0, 1, -1e4)
	b.BNStats(tile(sb, 128, 512, f32), tile(sb2, 128, 6, f32))
	b.BNAggr(tile(sb2, 128, 6, f32), tile(sb, 128, 2, f32))
	mask := make([]int64, 32)
	for i := range mask {
		mask[i] = int64(31 - i)
	}
	b.Shuffle(arch.DVE, tile(sb, 32, 8, f32), tile(sb2, 32, 8, f32), mask)
	b.CoreBarrier(1, []int64{0, 1})
	b.QuantizeMX(tile(sb, 128, 64, f32), tile(sb2, 128, 64, numerics.Float8E4M3), tile(sb, 128, 2, numerics.Uint8))
	r := b.RegisterLoad(tile(sb, 1, 1, numerics.Int32))
	r2 := b.RegisterAluImm(bir.AluAdd, r, 1)
	r3 := b.RegisterAlu(bir.AluMult, r2, r)
	body, exit := b.NewBlock(), b.NewBlock()
	b.CompareImmAndBranch(bir.IsLT, r3, 100, body, exit)
	b.SetInsertionPointToEnd(body)
	b.DMA(arch.SP, bir.Flat(dram, [][2]int64{{4, 1}, {1, 4}}, f32).Plus(4, r3), tile(sb, 1, 4, f32))
	b.CompareAndBranch(bir.IsNE, r2, r3, exit, body)
	b.SetInsertionPointToEnd(exit)
	b.Return()
	require.NoError(t, core.Verify(m), printIR(ctx, m, false))
	// Every instruction op was built.
	seen := map[string]bool{}
	m.WalkAll(func(op *core.Operation) { seen[op.Name()] = true })
	for _, d := range ctx.Dialect("bir").Ops {
		if d.Name != "bir.loop" && d.Name != "bir.loop_end" && d.Name != "bir.branch" {
			assert.True(t, seen[d.Name], "%s was not built", d.Name)
		}
	}
	roundTrip(t, printIR(ctx, m, false))
}

func TestEnums(t *testing.T) {
	assert.Len(t, bir.AluKind.Cases, int(bir.AluSubtract)+1)
	assert.Len(t, bir.ActKind.Cases, int(bir.ActUnknown)+1)
	assert.Len(t, bir.AccKind.Cases, int(bir.AccAddAccumulate)+1)
	assert.Len(t, bir.AxisKind.Cases, int(bir.AxisXYZWC)+1)
	assert.Len(t, bir.CompareKind.Cases, int(bir.IsLT)+1)
	assert.Equal(t, "Gelu_apprx_tanh", bir.ActGeluApprxTanh.String())
	assert.Equal(t, "logical_shift_right", bir.AluLogicalShiftRight.String())
	for e := arch.Engine(0); e < arch.NumEngines; e++ {
		assert.Equal(t, e.String(), bir.EngineKind.Cases[e])
	}
	// Every activation with a table has one pwp defines, and back.
	n := 0
	for f := bir.ActFunc(0); f <= bir.ActUnknown; f++ {
		id, ok := f.PWP()
		if !ok {
			continue
		}
		n++
		_, found := pwp.ByID(id)
		assert.True(t, found, "%s", f)
		g, ok := bir.ActFuncOf(id)
		assert.True(t, ok)
		h, _ := g.PWP()
		assert.Equal(t, id, h)
	}
	assert.Equal(t, 27, n)
	id, _ := bir.ActExp.PWP()
	assert.Equal(t, pwp.Exp, id)
	_, ok := bir.ActIsFinite.PWP()
	assert.False(t, ok)

	for _, c := range []struct {
		c    bir.Compare
		l, r int64
		want bool
	}{{bir.IsEQ, 1, 1, true}, {bir.IsNE, 1, 1, false}, {bir.IsGE, 2, 1, true}, {bir.IsGT, 1, 1, false},
		{bir.IsLE, 1, 1, true}, {bir.IsLT, 0, 1, true}} {
		assert.Equal(t, c.want, c.c.Holds(c.l, c.r), "%s", c.c)
	}
	n0, p := bir.AxisXY.FreeDims()
	assert.Equal(t, 2, n0)
	assert.False(t, p)
	assert.Equal(t, arch.SBUF, bir.SB.Arch())
}

func TestDTypes(t *testing.T) {
	ctx := newCtx()
	for _, d := range numerics.DTypes() {
		ty := bir.TypeOf(ctx, d)
		back, ok := bir.DTypeOf(ty)
		assert.True(t, ok, "%s", d)
		assert.Equal(t, d, back)
		assert.Equal(t, core.TypeString(ty), bir.DTypeName(d))
	}
	_, ok := bir.DTypeOf(core.SignedIntType(ctx, 32))
	assert.False(t, ok)
	_, ok = bir.DTypeOf(core.F64(ctx))
	assert.False(t, ok)
}
